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
import { RequestApprovalDialog } from "../approvals/RequestApprovalDialog";
import { ACTION_LABELS, doneText, isSigned } from "./actionLabels";
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

  const recipient = review.recipientName ?? (review.recipientInbox ? "Unknown recipient" : null);

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
    <Modal title={signed ? "Review and sign" : "Review and send"} onEscape={close} initialFocus=".modal__cancel">
      <p className="review__summary">{review.summary}</p>
      {review.cautions.length > 0 ? (
        <div className="warning" role="note" aria-label="Check before you sign">
          {review.cautions.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      {review.registryFirstUse && review.registryAddress ? (
        <p className="warning" role="note" aria-label="First signature for this registry">
          Your key has never signed for the registry contract <code>{review.registryAddress}</code>. Signing pins it
          for your key: a different registry named later, on any profile, is refused until you accept it in Settings.
          If your service&apos;s operator published its registry address, check that it is this one.
        </p>
      ) : null}
      {review.consequences.length > 0 ? (
        <ul className="review__consequences" aria-label="What changes">
          {review.consequences.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {secondPerson ? (
        <p className="warning" role="note" aria-label="A second person approves">
          This profile&apos;s policy: a second person approves {signed ? "transfers and surrenders" : "copies"}. Request
          their approval; they check it against the eBL and sign with their key.
        </p>
      ) : null}
      <p className="muted">
        {secondPerson
          ? "Nothing is signed here. Below is what a key would sign now; the approver sees it again from their own session."
          : signed
          ? "Nothing is signed until you press Sign and submit. Your key signs exactly the call below, checked against this review."
          : "Check where the copy goes. Nothing is sent until you press Send copy."}
      </p>
      <dl className="facts review">
        <dt>Operation</dt>
        <dd>
          {ACTION_LABELS[review.kind]}
          {review.operation ? (
            <>
              {" "}
              (<code>{review.operation}</code>)
            </>
          ) : null}
        </dd>
        <dt>eBL</dt>
        <dd>{review.eblReference}</dd>
        {review.recipientInbox ? (
          <>
            <dt>Recipient</dt>
            <dd>
              {recipient}
              <br />
              <code>{review.recipientInbox}</code>
              {review.recipientUnknown ? (
                <p className="warning" role="note">
                  Unknown recipient: this inbox is not one of the known companies or your contacts.
                </p>
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>
      {signed ? (
        <details className="review__signed">
          <summary>What your key signs</summary>
          <dl className="facts review">
            {review.signedCall ? (
              <>
                <dt>Function</dt>
                <dd>
                  <code>{review.signedCall.function}</code>
                </dd>
                <dt>eBL id</dt>
                <dd>
                  <code>{review.signedCall.eblId}</code>
                </dd>
                <dt>Title id</dt>
                <dd>
                  <code>{review.signedCall.titleId}</code>
                </dd>
                <dt>Target inbox</dt>
                <dd>
                  {review.signedCall.targetName ?? "Unknown company"}
                  <br />
                  <code>{review.signedCall.targetInbox}</code>
                </dd>
              </>
            ) : null}
            {review.signerAddress ? (
              <>
                <dt>Signer</dt>
                <dd>
                  <code>{review.signerAddress}</code>
                </dd>
              </>
            ) : null}
            {review.hash ? (
              <>
                <dt>Hash</dt>
                <dd>
                  <code className="review__hash">{review.hash}</code>
                </dd>
              </>
            ) : null}
            {review.relayNonce !== null && review.relayNonce !== undefined ? (
              <>
                <dt>Nonce</dt>
                <dd>{String(review.relayNonce)}</dd>
              </>
            ) : null}
            {review.registryAddress ? (
              <>
                <dt>Registry contract</dt>
                <dd>
                  <code>{review.registryAddress}</code>
                </dd>
              </>
            ) : null}
          </dl>
        </details>
      ) : null}
      {review.receiver ? <ReceiverCheckSection check={review.receiver} kind={review.kind} typed={typed} onType={setTyped} /> : null}
      {phase === "submitting" ? (
        <p role="status" className="muted">
          {signed ? "Signing and submitting…" : "Sending…"}
        </p>
      ) : null}
      {phase === "pin" ? <PinPrompt onUnlocked={() => void confirm()} onCancel={() => setPhase("ready")} /> : null}
      {error ? <ErrorNotice error={error} title={signed ? "Not submitted" : "Not sent"} /> : null}
      <div className="button-row modal__buttons">
        {secondPerson ? null : (
          <button
            type="button"
            className="button button--primary"
            disabled={phase !== "ready" || !confirmed || !signable}
            onClick={() => void confirm()}
          >
            {signed ? "Sign and submit" : "Send copy"}
          </button>
        )}
        <button
          type="button"
          className={secondPerson ? "button button--primary" : "button"}
          disabled={phase === "submitting"}
          onClick={requestApproval}
        >
          Request approval…
        </button>
        <button type="button" className="button modal__cancel" disabled={phase === "submitting"} onClick={close}>
          {phase === "failed" ? "Close" : "Cancel"}
        </button>
      </div>
    </Modal>
  );
}
