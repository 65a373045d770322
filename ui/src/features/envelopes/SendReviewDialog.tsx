import { useRef, useState } from "react";

import { signAndSend } from "../../api/envelopes";
import { describeError } from "../../api/errors";
import { toCommandError, type CommandError } from "../../api/errors";
import type { Draft } from "../../bindings/Draft";
import type { SentEnvelopeView } from "../../bindings/SentEnvelopeView";
import { Modal } from "../../components/Modal";
import { dateTime, formatSize } from "./draftModel";

type Phase = "ready" | "sending" | "failed";

/**
 * "Review and sign": what the key will sign for the uploaded envelope (the envelope, the hash,
 * the address it is relayed for) and where it goes. Nothing is signed before *Sign and send*,
 * which works once at a time; a failure keeps the draft and offers *Retry*.
 */
export function SendReviewDialog({
  draft,
  keyAddress,
  onClose,
  onSent,
}: {
  draft: Draft;
  keyAddress: string | null;
  onClose: () => void;
  onSent: (sent: SentEnvelopeView) => void;
}) {
  const [phase, setPhase] = useState<Phase>("ready");
  const [error, setError] = useState<CommandError | null>(null);
  const busy = useRef(false);
  const uploaded = draft.uploaded;

  const send = async () => {
    if (busy.current) return;
    busy.current = true;
    setPhase("sending");
    setError(null);
    try {
      const sent = await signAndSend(draft.id);
      onSent(sent);
    } catch (reason) {
      setError(toCommandError(reason));
      setPhase("failed");
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
      {!keyAddress ? (
        <p className="warning" role="note">
          There is no signing key on this computer yet. Add one on the Keys screen, then come back.
        </p>
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
          disabled={phase === "sending"}
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
