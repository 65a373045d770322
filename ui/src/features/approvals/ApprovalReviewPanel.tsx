import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";

import { approvalKeys, approveRequest } from "../../api/approval";
import type { CommandError } from "../../api/errors";
import { needsPin } from "../../api/pkcs11";
import { deskKeys } from "../../api/queryKeys";
import type { ApprovalColumn } from "../../bindings/ApprovalColumn";
import type { ApprovalDone } from "../../bindings/ApprovalDone";
import type { ApprovalReview } from "../../bindings/ApprovalReview";
import type { ApprovalRow } from "../../bindings/ApprovalRow";
import type { MakerSignature } from "../../bindings/MakerSignature";
import { ErrorNotice } from "../../components/ErrorNotice";
import { PinPrompt } from "../../components/PinPrompt";
import { ACTION_LABELS, isSigned } from "../ebls/actionLabels";
import { ReceiverCheckSection, typedMatches, typedWholeId } from "../ebls/ReceiverCheckSection";

/** The maker's signature, in words. */
export const SIGNATURE_WORDS: Record<MakerSignature, string> = {
  VERIFIED: "Verified: signed by the maker's key, and unchanged since.",
  UNSIGNED: "Unsigned: the maker's profile has no key. Nothing but the request itself says who made it.",
  INVALID:
    "Invalid: the signature does not match this request. It was changed after it was signed, or signed by another key.",
};

/** An approved eBL's outcome, in words. */
export const OUTCOME_WORDS: Record<string, string> = {
  submitted: "Signed and submitted",
  refused: "Refused, nothing signed",
  failed: "Failed",
};

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** An RFC 3339 time as the reader's clock shows it (the text itself when it is not a time). */
export function whenText(rfc3339: string): string {
  const ms = Date.parse(rfc3339);
  return Number.isNaN(ms) ? rfc3339 : WHEN.format(ms);
}

const FACTS: { key: keyof ApprovalColumn; label: string }[] = [
  { key: "operation", label: "Operation" },
  { key: "state", label: "State" },
  { key: "holder", label: "Holder" },
  { key: "counterparty", label: "Goes to" },
  { key: "titleId", label: "Title id" },
];

function cell(column: ApprovalColumn | null, key: keyof ApprovalColumn, copy: boolean): string {
  if (!column) return copy ? "Nothing is signed: a copy is a request to the service." : "Nothing to sign.";
  return column[key] ?? "—";
}

/**
 * One eBL of the request: what the maker asked, what the eBL says now (read from the approver's
 * own session) and what the approver's key would sign, side by side, with each difference in
 * words under it. A row that does not agree says so in words, not by colour alone.
 */
function RowTable({ row, copy }: { row: ApprovalRow; copy: boolean }) {
  const captionId = `approval-row-${row.eblId}`;
  return (
    <div className={`approval-row${row.agrees ? "" : " approval-row--differs"}`}>
      <table className="approval-table" aria-labelledby={captionId}>
        <caption id={captionId}>
          {row.reference}{" "}
          <span className={row.agrees ? "approval-row__agrees" : "approval-row__differs"}>
            {row.agrees ? "— all three agree" : `— ⚠ does not agree (${row.differences.length})`}
          </span>
        </caption>
        <thead>
          <tr>
            <td />
            <th scope="col">Asked by the maker</th>
            <th scope="col">The eBL now</th>
            <th scope="col">What your key signs</th>
          </tr>
        </thead>
        <tbody>
          {FACTS.map(({ key, label }) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td>{cell(row.asked, key, copy)}</td>
              <td>{cell(row.now, key, copy)}</td>
              <td>{cell(row.signs, key, copy)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {row.cautions.length > 0 ? (
        <div className="warning" role="note" aria-label={`Check before you sign ${row.reference}`}>
          {row.cautions.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      {row.differences.length > 0 ? (
        <ul className="approval-row__differences" aria-label={`Differences for ${row.reference}`}>
          {row.differences.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

type Phase = "ready" | "signing" | "pin" | "done";

/**
 * The approver's review of a signing request: who made it (and whether their signature holds),
 * the note, until when it may be approved, the recipient with the approver's own receiver check
 * (and the typed name when it asks), and per eBL the three columns. *Approve and sign* is offered
 * only when the desk says the request can be approved; otherwise the reason is shown. After
 * signing: each eBL's outcome.
 */
export function ApprovalReviewPanel({ review, onClose }: { review: ApprovalReview; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState("");
  const [phase, setPhase] = useState<Phase>("ready");
  const [error, setError] = useState<CommandError | null>(null);
  const [done, setDone] = useState<ApprovalDone | null>(null);
  const once = useRef(false);
  const wanted = review.recipient?.typeToConfirm ?? null;
  const confirmed =
    !review.needsRecipientName ||
    typedMatches(wanted, typed) ||
    (wanted !== null && review.recipient !== null && typedWholeId(review.recipient.inboxId, typed));
  const copy = !isSigned(review.kind);
  const differing = review.rows.filter((r) => !r.agrees).length;

  const approve = async () => {
    if (once.current || !review.canApprove || !confirmed) return;
    once.current = true;
    setPhase("signing");
    setError(null);
    try {
      const result = await approveRequest(review.reviewId, wanted && review.needsRecipientName ? typed : null);
      setDone(result);
      setPhase("done");
      void queryClient.invalidateQueries({ queryKey: deskKeys.ebls });
      void queryClient.invalidateQueries({ queryKey: approvalKeys.offered });
    } catch (e) {
      once.current = false;
      if (needsPin(e as CommandError)) {
        setPhase("pin");
        return;
      }
      setError(e as CommandError);
      setPhase("ready");
    }
  };

  return (
    <section className="card approval-review" aria-labelledby="approval-review-title">
      <h2 id="approval-review-title">
        Request: {ACTION_LABELS[review.kind]} — {review.rows.length} {review.rows.length === 1 ? "eBL" : "eBLs"}
      </h2>
      {review.refusal ? (
        <div className="warning" role="alert" aria-label="Cannot be approved">
          <p>
            <strong>This request cannot be approved.</strong> {review.refusal}
          </p>
        </div>
      ) : null}
      <dl className="facts review">
        <dt>Prepared by</dt>
        <dd>
          {review.maker.who} <span className="muted">— profile {review.maker.profileName}</span>
        </dd>
        <dt>Maker&apos;s signature</dt>
        <dd>
          {SIGNATURE_WORDS[review.maker.signature]}
          {review.maker.address ? (
            <>
              <br />
              <code>{review.maker.address}</code>
            </>
          ) : null}
        </dd>
        <dt>Note</dt>
        <dd>{review.note.trim() ? review.note : <span className="muted">No note.</span>}</dd>
        <dt>Made</dt>
        <dd>{whenText(review.createdAt)}</dd>
        <dt>Valid until</dt>
        <dd>{whenText(review.expiresAt)}</dd>
      </dl>
      {review.recipient ? <h3>{review.kind === "REQUEST_SURRENDER_FOR_DELIVERY" ? "Surrenderee" : "Recipient"}</h3> : null}
      {review.recipient ? (
        <ReceiverCheckSection check={review.recipient} kind={review.kind} typed={typed} onType={setTyped} />
      ) : null}
      <h3>The eBLs</h3>
      <p className="muted">
        {differing === 0
          ? "For each eBL: what the maker asked, what the eBL says now in your session, and what your key would sign."
          : `${differing} of ${review.rows.length} ${review.rows.length === 1 ? "eBL does" : "eBLs do"} not agree: each difference is named under its eBL. Nothing is signed unless all three agree.`}
      </p>
      {review.rows.map((row) => (
        <RowTable key={row.eblId} row={row} copy={copy} />
      ))}
      {phase === "signing" ? (
        <p role="status" className="muted">
          Signing and submitting…
        </p>
      ) : null}
      {phase === "pin" ? (
        <PinPrompt action="Unlock and sign" onUnlocked={() => void approve()} onCancel={() => setPhase("ready")} />
      ) : null}
      {error ? <ErrorNotice error={error} title="Not approved" /> : null}
      {done ? (
        <div role="status">
          <h3>Approved</h3>
          <ul className="approval-results" aria-label="What happened to each eBL">
            {done.results.map((r) => (
              <li key={r.eblId}>
                <strong>{r.reference}</strong>: {OUTCOME_WORDS[r.outcome] ?? r.outcome}
                {r.message ? <span className="muted"> — {r.message}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="button-row">
        {phase !== "done" ? (
          <button
            type="button"
            className="button button--primary"
            disabled={!review.canApprove || !confirmed || phase !== "ready"}
            onClick={() => void approve()}
          >
            {copy ? "Approve and send" : "Approve and sign"}
          </button>
        ) : null}
        <button type="button" className="button" disabled={phase === "signing"} onClick={onClose}>
          {phase === "done" ? "Done" : "Close"}
        </button>
      </div>
    </section>
  );
}
