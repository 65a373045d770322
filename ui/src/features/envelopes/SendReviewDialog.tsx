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
import { acknowledgementLabel, allDifferences, checkHeadline, differencesText, findingText } from "./checkModel";
import { creditDifferences, creditFindingText, creditHeadline, creditOf, verdictText } from "./creditModel";
import { dateTime, formatSize } from "./draftModel";

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
    <Modal title="Review and sign" onEscape={close} initialFocus=".modal__cancel">
      <p className="muted">
        The envelope is on the service. Check it: nothing is signed until you press Sign and send, and your key
        stays on this computer.
      </p>
      <dl className="facts review">
        <dt>Kind</dt>
        <dd>{draft.kind === "egyptAci" ? "Egypt ACI" : "Standard"}</dd>
        {draft.kind === "egyptAci" ? (
          <>
            <dt>ACID number</dt>
            <dd>
              <code>{draft.acidNumber.trim()}</code>
            </dd>
          </>
        ) : (
          <>
            <dt>Recipient</dt>
            <dd>
              {draft.recipientName.trim() ? (
                <>
                  {draft.recipientName.trim()}
                  <br />
                </>
              ) : null}
              <code>{draft.recipientInbox.trim()}</code>
            </dd>
            <dt>Pay to collect</dt>
            <dd>{draft.payToCollect ? "Yes" : "No"}</dd>
          </>
        )}
        <dt>Documents</dt>
        <dd>
          <ol className="send-review__docs">
            {draft.documents.map((d) => (
              <li key={d.path}>
                {d.fileName.trim()} <span className="muted">({formatSize(d.size)})</span> — {d.documentType.trim()}
                {draft.kind === "standard" && d.documentId.trim() ? ` ${d.documentId.trim()}` : ""}
              </li>
            ))}
          </ol>
        </dd>
        {review.isPending && review.fetchStatus !== "idle" ? (
          <>
            <dt>Checked against the eBL</dt>
            <dd className="muted" role="status">
              Checking the documents against the eBL…
            </dd>
          </>
        ) : null}
        {check ? (
          <>
            <dt>Checked against the eBL</dt>
            <dd className="send-review__check">
              {check.ebl.reference}: <strong>{checkHeadline(check)}</strong>
              {check.differences > 0 ? (
                <ul className="send-review__differences" aria-label="Differences">
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
            <dt>Checked against the credit</dt>
            <dd className="send-review__check">
              <strong>{creditHeadline(credit)}</strong>
              <br />
              {verdictText(credit)}
              {credit.differences > 0 ? (
                <ul className="send-review__differences" aria-label="Differences from the credit">
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
            <dt>Envelope registry</dt>
            <dd>
              First use: your key has not signed for an envelope registry before. This send pins the one the
              service names; a different one later is refused.
            </dd>
          </>
        ) : null}
        {uploaded ? (
          <>
            <dt>Uploaded</dt>
            <dd>{dateTime(uploaded.uploadedAt)}</dd>
          </>
        ) : null}
      </dl>
      {uploaded?.created.map((c) => {
        const relayedFor = c.relayed_transaction.relayed_for;
        const mismatch = own !== null && relayedFor.toLowerCase() !== own;
        return (
          <dl key={c.envelope_id} className="facts review send-review__signed" aria-label={`What is signed for envelope ${c.envelope_id}`}>
            <dt>Envelope id</dt>
            <dd>
              <code>{c.envelope_id}</code>
            </dd>
            <dt>Hash to sign</dt>
            <dd>
              <code className="review__hash">{c.relayed_transaction.hash}</code>
            </dd>
            <dt>Signer</dt>
            <dd>
              <code>{relayedFor}</code>
              {mismatch ? (
                <p className="warning" role="note">
                  This is not the address of your key ({keyAddress}); the app will refuse to sign it.
                </p>
              ) : null}
            </dd>
          </dl>
        );
      })}
      {receiver ? <ReceiverCheckSection check={receiver} kind="ENVELOPE" typed={typed} onType={setTyped} /> : null}
      {review.isError ? (
        <div role="alert" className="error-notice">
          <p className="error-notice__title">The send could not be reviewed; nothing can be signed</p>
          <p>{describeError(review.error)}</p>
          <p className="error-notice__code">
            Error code: <code>{review.error.code}</code>
          </p>
        </div>
      ) : null}
      {needsAck && check ? (
        <div className="send-review__ack warning">
          <p>
            The check found {differencesText(check.differences).toLowerCase()} between the documents and the eBL{" "}
            {check.ebl.reference}
            {credit ? ` and ${differencesText(credit.differences).toLowerCase()} from the credit ${credit.number}` : ""}. The
            bank may refuse the presentation for them: fix the documents, or send anyway.
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
          There is no signing key on this computer yet. Add one on the Keys screen, then come back.
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
          Signing and sending…
        </p>
      ) : null}
      {error ? (
        <div role="alert" className="error-notice">
          <p className="error-notice__title">The envelope was not sent; the draft is kept.</p>
          <p>{describeError(error)}</p>
          <p className="error-notice__code">
            Error code: <code>{error.code}</code>
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
          {phase === "failed" ? "Retry" : "Sign and send"}
        </button>
        <button type="button" className="button modal__cancel" disabled={phase === "sending"} onClick={close}>
          {phase === "failed" ? "Close" : "Cancel"}
        </button>
      </div>
    </Modal>
  );
}
