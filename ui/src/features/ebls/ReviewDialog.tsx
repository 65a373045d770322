import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";

import { cancelAction, confirmAction } from "../../api/ebls";
import type { CommandError } from "../../api/errors";
import { needsPin } from "../../api/pkcs11";
import { deskKeys } from "../../api/queryKeys";
import type { ActionReview } from "../../bindings/ActionReview";
import { ErrorNotice } from "../../components/ErrorNotice";
import { Modal } from "../../components/Modal";
import { PinPrompt } from "../../components/PinPrompt";
import { Ltr, useT } from "../../i18n";
import { RequestApprovalDialog } from "../approvals/RequestApprovalDialog";
import { actionLabel, doneText, isSigned } from "./actionLabels";
import { Code } from "./Code";
import { ReceiverCheckSection, typedMatches, typedWholeId } from "./ReceiverCheckSection";
import { forgetPreview } from "./previewPrefetch";

/** `pin`: the key is in a security module whose PIN the signature needs (nothing signed yet). */
type Phase = "ready" | "submitting" | "pin" | "failed";

/**
 * Shows exactly what will be signed and sent, and signs only on an explicit confirm. The confirm
 * button works once: a double click submits once. On success the list and detail refresh. A key
 * in a security module whose token waits for its PIN answers `keys.pin_needed` with nothing
 * signed: the dialog asks the PIN, unlocks the token and signs the same review again.
 */
export function ReviewDialog({
  review,
  secondPerson = false,
  onClose,
  onDone,
}: {
  review: ActionReview;
  /** The profile's policy asks a second person for this action: only *Request approval…* is offered. */
  secondPerson?: boolean;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const signed = isSigned(review.kind);
  const submitted = useRef(false);
  const [phase, setPhase] = useState<Phase>("ready");
  const [error, setError] = useState<CommandError | null>(null);
  const [typed, setTyped] = useState("");
  const [requesting, setRequesting] = useState(false);
  const wanted = review.receiver?.typeToConfirm ?? null;
  // Signing waits for the recipient's name typed as shown (a first transfer, or a near miss); a
  // signed action the service gave nothing to sign for (it refused the inbox) cannot be signed.
  const confirmed =
    typedMatches(wanted, typed) || (wanted !== null && review.receiver !== null && typedWholeId(review.receiver.inboxId, typed));
  const signable = !signed || review.signedCall !== null;

  const confirm = async () => {
    if (secondPerson || submitted.current || !confirmed || !signable) return;
    submitted.current = true;
    setPhase("submitting");
    try {
      const done = await confirmAction(review.reviewId, wanted ? typed : null);
      // The answer is the eBL as it is now: shown at once; the list and the rest refetch behind.
      // Without it (the eBL went out of sight, or could not be read yet) the detail asks again.
      if (done.detail) queryClient.setQueryData(deskKeys.ebl(done.eblId), done.detail);
      else void queryClient.invalidateQueries({ queryKey: deskKeys.ebl(done.eblId) });
      void queryClient.invalidateQueries({ queryKey: deskKeys.ebls, refetchType: "active" });
      // The PDF shows the holder and the state: the one on screen is now out of date.
      forgetPreview(done.eblId);
      void queryClient.invalidateQueries({ queryKey: deskKeys.preview(done.eblId) });
      onDone(done.note ? `${doneText(review)} ${done.note}` : doneText(review));
    } catch (e) {
      if (needsPin(e as CommandError)) {
        // Nothing was signed: the same review is signed again once the token is unlocked.
        submitted.current = false;
        setError(null);
        setPhase("pin");
        return;
      }
      setError(e as CommandError);
      setPhase("failed");
    }
  };

  const close = () => {
    if (phase === "submitting") return;
    // The review is single-use: release it on the Rust side, whatever happened.
    cancelAction(review.reviewId).catch(() => undefined);
    onClose();
  };

  const recipient =
    review.recipientName !== null ? <Ltr>{review.recipientName}</Ltr> : review.recipientInbox ? t("ebls-unknown-recipient") : null;

  if (requesting) {
    return (
      <RequestApprovalDialog
        eblIds={[review.eblId]}
        kind={review.kind}
        recipientInbox={review.recipientInbox}
        what={review.summary}
        onClose={close}
      />
    );
  }
  const requestApproval = () => {
    if (phase === "submitting") return;
    // The request is made from the eBLs as they are then; this review is not signed.
    cancelAction(review.reviewId).catch(() => undefined);
    setRequesting(true);
  };

  return (
    <Modal title={signed ? t("ebls-review-sign") : t("ebls-review-send")} onEscape={close} initialFocus=".modal__cancel">
      <p className="review__summary">{review.summary}</p>
      {review.cautions.length > 0 ? (
        <div className="warning" role="note" aria-label={t("ebls-cautions")}>
          {review.cautions.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      {review.registryFirstUse && review.registryAddress ? (
        <p className="warning" role="note" aria-label={t("ebls-registry-first")}>
          {t("ebls-registry-first-lead")} <Code>{review.registryAddress}</Code>
          {t("ebls-registry-first-rest")}
        </p>
      ) : null}
      {review.consequences.length > 0 ? (
        <ul className="review__consequences" aria-label={t("ebls-what-changes")}>
          {review.consequences.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {secondPerson ? (
        <p className="warning" role="note" aria-label={t("ebls-second-person")}>
          {signed ? t("ebls-second-person-signed") : t("ebls-second-person-copies")}
        </p>
      ) : null}
      <p className="muted">
        {secondPerson
          ? t("ebls-nothing-signed-here")
          : signed
          ? t("ebls-nothing-signed-until")
          : t("ebls-check-copy")}
      </p>
      <dl className="facts review">
        <dt>{t("ebls-operation")}</dt>
        <dd>
          {actionLabel(review.kind)}
          {review.operation ? (
            <>
              {" "}
              (<Code>{review.operation}</Code>)
            </>
          ) : null}
        </dd>
        <dt>{t("ebls-ebl")}</dt>
        <dd>
          <Ltr>{review.eblReference}</Ltr>
        </dd>
        {review.recipientInbox ? (
          <>
            <dt>{t("ebls-recipient")}</dt>
            <dd>
              {recipient}
              <br />
              <Code>{review.recipientInbox}</Code>
              {review.recipientUnknown ? (
                <p className="warning" role="note">
                  {t("ebls-recipient-unknown-warning")}
                </p>
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>
      {signed ? (
        <details className="review__signed">
          <summary>{t("ebls-what-key-signs")}</summary>
          <dl className="facts review">
            {review.signedCall ? (
              <>
                <dt>{t("ebls-signed-function")}</dt>
                <dd>
                  <Code>{review.signedCall.function}</Code>
                </dd>
                <dt>{t("ebls-ebl-id")}</dt>
                <dd>
                  <Code>{review.signedCall.eblId}</Code>
                </dd>
                <dt>{t("ebls-title-id")}</dt>
                <dd>
                  <Code>{review.signedCall.titleId}</Code>
                </dd>
                <dt>{t("ebls-target-inbox")}</dt>
                <dd>
                  {review.signedCall.targetName !== null ? (
                    <Ltr>{review.signedCall.targetName}</Ltr>
                  ) : (
                    t("ebls-unknown-company")
                  )}
                  <br />
                  <Code>{review.signedCall.targetInbox}</Code>
                </dd>
              </>
            ) : null}
            {review.signerAddress ? (
              <>
                <dt>{t("ebls-signer")}</dt>
                <dd>
                  <Code>{review.signerAddress}</Code>
                </dd>
              </>
            ) : null}
            {review.hash ? (
              <>
                <dt>{t("ebls-hash")}</dt>
                <dd>
                  <Code className="review__hash">{review.hash}</Code>
                </dd>
              </>
            ) : null}
            {review.relayNonce !== null && review.relayNonce !== undefined ? (
              <>
                <dt>{t("ebls-nonce")}</dt>
                <dd>{String(review.relayNonce)}</dd>
              </>
            ) : null}
            {review.registryAddress ? (
              <>
                <dt>{t("ebls-registry-contract")}</dt>
                <dd>
                  <Code>{review.registryAddress}</Code>
                </dd>
              </>
            ) : null}
          </dl>
        </details>
      ) : null}
      {review.receiver ? <ReceiverCheckSection check={review.receiver} kind={review.kind} typed={typed} onType={setTyped} /> : null}
      {phase === "submitting" ? (
        <p role="status" className="muted">
          {signed ? t("ebls-signing") : t("ebls-sending")}
        </p>
      ) : null}
      {phase === "pin" ? <PinPrompt onUnlocked={() => void confirm()} onCancel={() => setPhase("ready")} /> : null}
      {error ? <ErrorNotice error={error} title={signed ? t("ebls-not-submitted") : t("ebls-not-sent")} /> : null}
      <div className="button-row modal__buttons">
        {secondPerson ? null : (
          <button
            type="button"
            className="button button--primary"
            disabled={phase !== "ready" || !confirmed || !signable}
            onClick={() => void confirm()}
          >
            {signed ? t("ebls-sign-submit") : t("ebls-send-copy")}
          </button>
        )}
        <button
          type="button"
          className={secondPerson ? "button button--primary" : "button"}
          disabled={phase === "submitting"}
          onClick={requestApproval}
        >
          {t("ebls-request-approval")}
        </button>
        <button type="button" className="button modal__cancel" disabled={phase === "submitting"} onClick={close}>
          {phase === "failed" ? t("ebls-close") : t("ebls-cancel")}
        </button>
      </div>
    </Modal>
  );
}
