import { useQuery } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";

import { envelopeKeys, getSendReview, signAndSend } from "../../api/envelopes";
import { describeError } from "../../api/errors";
import { toCommandError, type CommandError } from "../../api/errors";
import { needsPin } from "../../api/pkcs11";
import type { Draft } from "../../bindings/Draft";
import type { EnvelopeSendReview } from "../../bindings/EnvelopeSendReview";
import type { SentEnvelopeView } from "../../bindings/SentEnvelopeView";
import { Modal } from "../../components/Modal";
import { PinPrompt } from "../../components/PinPrompt";
import { ReceiverCheckSection, typedMatches, typedWholeId } from "../ebls/ReceiverCheckSection";
import { acknowledgementLabel, allDifferences, checkHeadline, differencesInSentence, findingText } from "./checkModel";
import { creditDifferences, creditFindingText, creditHeadline, creditOf, verdictText } from "./creditModel";
import { dateTime, formatSize } from "./draftModel";
import { Ltr, t } from "../../i18n";

/** `pin`: the key is in a security module whose PIN the signature needs (nothing signed yet). */
type Phase = "ready" | "sending" | "pin" | "failed";

/**
 * "Review and sign": what the key will sign for the uploaded envelope (the envelope, the hash,
 * the address it is relayed for) and where it goes. Nothing is signed before *Sign and send*,
 * which works once at a time; a failure keeps the draft and offers *Retry*. A draft linked to an
 * eBL shows the check of its documents against it: with differences, their count and a box the
 * clerk ticks to send anyway (the send names the digest of the check shown). A standard envelope's
 * recipient shows the receiver check every counterparty passes (its names and their sources, near
 * misses, whether the company was ever dealt with) and, where the check asks for it, the field to type
 * the recipient as shown: *Sign and send* waits for it, and the Rust side checks it again. A key in
 * a security module whose token waits for its PIN (`keys.pin_needed`, nothing signed): the PIN is
 * asked here, the token unlocked and the send signed again.
 */
export function SendReviewDialog({
  draft,
  initialTyped = "",
  keyAddress,
  onClose,
  onSent,
}: {
  draft: Draft;
  /** What the user typed to confirm the recipient before the upload (shown again, to check). */
  initialTyped?: string;
  keyAddress: string | null;
  onClose: () => void;
  onSent: (sent: SentEnvelopeView) => void;
}) {
  const [phase, setPhase] = useState<Phase>("ready");
  const [error, setError] = useState<CommandError | null>(null);
  const busy = useRef(false);
  const uploaded = draft.uploaded;
  const ackId = useId();
  const review = useQuery<EnvelopeSendReview, CommandError>({
    queryKey: envelopeKeys.sendReview(draft.id),
    queryFn: () => getSendReview(draft.id),
    gcTime: 0,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  /** The digest of the check the clerk acknowledged (ticking the box names the one shown). */
  const [acknowledged, setAcknowledged] = useState<string | null>(null);
  const check = review.data?.check ?? null;
  const credit = creditOf(check ?? undefined);
  const needsAck = review.data?.needsAcknowledgement === true && check !== null;
  /** The differences the acknowledgement covers: the eBL's and the credit's. */
  const totalDifferences = (check?.differences ?? 0) + (credit?.differences ?? 0);
  const ackOk = !needsAck || (check !== null && acknowledged === check.digest);
  const receiver = review.data?.receiver ?? null;
  const [typed, setTyped] = useState(initialTyped);
  const wanted = receiver?.typeToConfirm ?? null;
  const typedOk =
    typedMatches(wanted, typed) || (wanted !== null && receiver !== null && typedWholeId(receiver.inboxId, typed));
  const reviewed = !review.isFetching && review.isSuccess && ackOk && typedOk;
  const canSend = phase !== "sending" && phase !== "pin" && reviewed;

  const send = async () => {
    // Not `canSend`: the PIN prompt signs again from its own phase; `busy` keeps it to one at a time.
    if (busy.current || !reviewed) return;
    busy.current = true;
    setPhase("sending");
    setError(null);
    try {
      const sent = await signAndSend(draft.id, needsAck ? acknowledged : null, wanted ? typed : null);
      onSent(sent);
    } catch (reason) {
      const failure = toCommandError(reason);
      if (needsPin(failure)) {
        setPhase("pin");
        return;
      }
      setError(failure);
      setPhase("failed");
      // The check changed since it was shown (or was never shown): show it again, to acknowledge anew.
      if (
        failure.code === "envelope.differences_unacknowledged" ||
        failure.code === "envelope.check_needed" ||
        failure.code === "action.recipient_not_confirmed"
      ) {
        setAcknowledged(null);
        void review.refetch();
      }
    } finally {
      busy.current = false;
    }
  };

  const close = () => {
    if (phase !== "sending") onClose();
  };

  const own = keyAddress?.toLowerCase() ?? null;
  return (
    <Modal title={t("env-review-dialog")} onEscape={close} initialFocus=".modal__cancel">
      <p className="muted">{t("env-review-intro")}</p>
      <dl className="facts review">
        <dt>{t("env-review-kind")}</dt>
        <dd>{draft.kind === "egyptAci" ? t("env-kind-aci") : t("env-kind-standard")}</dd>
        {draft.kind === "egyptAci" ? (
          <>
            <dt>{t("env-acid")}</dt>
            <dd>
              <Ltr>
                <code>{draft.acidNumber.trim()}</code>
              </Ltr>
            </dd>
          </>
        ) : (
          <>
            <dt>{t("env-review-recipient")}</dt>
            <dd>
              {draft.recipientName.trim() ? (
                <>
                  <Ltr>{draft.recipientName.trim()}</Ltr>
                  <br />
                </>
              ) : null}
              <Ltr>
                <code>{draft.recipientInbox.trim()}</code>
              </Ltr>
            </dd>
            <dt>{t("env-pay-to-collect")}</dt>
            <dd>{draft.payToCollect ? t("env-yes") : t("env-no")}</dd>
          </>
        )}
        <dt>{t("env-review-documents")}</dt>
        <dd>
          <ol className="send-review__docs">
            {draft.documents.map((d) => (
              <li key={d.path}>
                <Ltr>
                  {d.fileName.trim()} <span className="muted">({formatSize(d.size)})</span> — {d.documentType.trim()}
                  {draft.kind === "standard" && d.documentId.trim() ? ` ${d.documentId.trim()}` : ""}
                </Ltr>
              </li>
            ))}
          </ol>
        </dd>
        {review.isPending && review.fetchStatus !== "idle" ? (
          <>
            <dt>{t("env-review-checked-ebl")}</dt>
            <dd className="muted" role="status">
              {t("env-review-checking")}
            </dd>
          </>
        ) : null}
        {check ? (
          <>
            <dt>{t("env-review-checked-ebl")}</dt>
            <dd className="send-review__check">
              <Ltr>{check.ebl.reference}</Ltr>: <strong>{checkHeadline(check)}</strong>
              {check.differences > 0 ? (
                <ul className="send-review__differences" aria-label={t("env-review-differences")}>
                  {allDifferences(check.lines).map(({ line, finding }, i) => (
                    <li key={i}>{findingText(line.check, finding)}</li>
                  ))}
                </ul>
              ) : null}
            </dd>
          </>
        ) : null}
        {credit ? (
          <>
            <dt>{t("env-review-checked-credit")}</dt>
            <dd className="send-review__check">
              <strong>{creditHeadline(credit)}</strong>
              <br />
              {verdictText(credit)}
              {credit.differences > 0 ? (
                <ul className="send-review__differences" aria-label={t("env-review-differences-credit")}>
                  {credit.lines.flatMap((line) =>
                    creditDifferences(line).map((f, i) => <li key={`${line.check}-${i}`}>{creditFindingText(line.check, f)}</li>),
                  )}
                </ul>
              ) : null}
            </dd>
          </>
        ) : null}
        {review.data?.registryFirstUse ? (
          <>
            <dt>{t("env-review-registry")}</dt>
            <dd>{t("env-review-registry-first")}</dd>
          </>
        ) : null}
        {uploaded ? (
          <>
            <dt>{t("env-review-uploaded")}</dt>
            <dd>
              <time dateTime={new Date(uploaded.uploadedAt).toISOString()} translate="no">
                {dateTime(uploaded.uploadedAt)}
              </time>
            </dd>
          </>
        ) : null}
      </dl>
      {uploaded?.created.map((c) => {
        const relayedFor = c.relayed_transaction.relayed_for;
        const mismatch = own !== null && relayedFor.toLowerCase() !== own;
        return (
          <dl key={c.envelope_id} className="facts review send-review__signed" aria-label={t("env-review-signed-for", { envelope: c.envelope_id })}>
            <dt>{t("env-review-envelope-id")}</dt>
            <dd>
              <Ltr>
                <code>{c.envelope_id}</code>
              </Ltr>
            </dd>
            <dt>{t("env-review-hash")}</dt>
            <dd>
              <Ltr>
                <code className="review__hash">{c.relayed_transaction.hash}</code>
              </Ltr>
            </dd>
            <dt>{t("env-review-signer")}</dt>
            <dd>
              <Ltr>
                <code>{relayedFor}</code>
              </Ltr>
              {mismatch ? (
                <p className="warning" role="note">
                  {t("env-review-signer-mismatch", { address: keyAddress ?? "" })}
                </p>
              ) : null}
            </dd>
          </dl>
        );
      })}
      {receiver ? <ReceiverCheckSection check={receiver} kind="ENVELOPE" typed={typed} onType={setTyped} /> : null}
      {review.isError ? (
        <div role="alert" className="error-notice">
          <p className="error-notice__title">{t("env-review-error")}</p>
          <p>{describeError(review.error)}</p>
          <p className="error-notice__code">
            {t("env-error-code")}{" "}
            <Ltr>
              <code>{review.error.code}</code>
            </Ltr>
          </p>
        </div>
      ) : null}
      {needsAck && check ? (
        <div className="send-review__ack warning">
          <p>
            {credit
              ? t("env-review-ack-with-credit", {
                  differences: differencesInSentence(check.differences),
                  reference: check.ebl.reference,
                  creditDifferences: differencesInSentence(credit.differences),
                  credit: credit.number,
                })
              : t("env-review-ack", { differences: differencesInSentence(check.differences), reference: check.ebl.reference })}
          </p>
          <label className="field-inline send-review__ack-box" htmlFor={ackId}>
            <input
              id={ackId}
              type="checkbox"
              checked={acknowledged === check.digest}
              disabled={phase === "sending"}
              onChange={(e) => setAcknowledged(e.target.checked ? check.digest : null)}
            />{" "}
            {acknowledgementLabel(totalDifferences)}
          </label>
        </div>
      ) : null}
      {!keyAddress ? (
        <p className="warning" role="note">
          {t("env-review-no-key")}
        </p>
      ) : null}
      {phase === "pin" ? (
        <PinPrompt
          onUnlocked={() => void send()}
          onCancel={() => setPhase("ready")}
        />
      ) : null}
      {phase === "sending" ? (
        <p role="status" className="muted">
          {t("env-review-sending")}
        </p>
      ) : null}
      {error ? (
        <div role="alert" className="error-notice">
          <p className="error-notice__title">{t("env-review-not-sent")}</p>
          <p>{describeError(error)}</p>
          <p className="error-notice__code">
            {t("env-error-code")}{" "}
            <Ltr>
              <code>{error.code}</code>
            </Ltr>
          </p>
        </div>
      ) : null}
      <div className="button-row modal__buttons">
        <button
          type="button"
          className="button button--primary send-review__primary"
          disabled={!canSend}
          onClick={() => void send()}
        >
          {phase === "failed" ? t("env-retry") : t("env-review-send")}
        </button>
        <button type="button" className="button modal__cancel" disabled={phase === "sending"} onClick={close}>
          {phase === "failed" ? t("env-close") : t("env-cancel")}
        </button>
      </div>
    </Modal>
  );
}
