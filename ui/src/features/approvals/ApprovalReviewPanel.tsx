import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";

import { approvalActionWords, approvalKeys, approveRequest } from "../../api/approval";
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
import { isSigned } from "../ebls/actionLabels";
import { plainNumber } from "../../app/plainNumber";
import { currentLang, intlLocale, Ltr, t, useT, type Lang } from "../../i18n";
import { ReceiverCheckSection, typedMatches, typedWholeId } from "../ebls/ReceiverCheckSection";

/** The maker's signature, in words. */
export function signatureWords(signature: MakerSignature): string {
  switch (signature) {
    case "VERIFIED":
      return t("approvals-signature-verified");
    case "UNSIGNED":
      return t("approvals-signature-unsigned");
    case "INVALID":
      return t("approvals-signature-invalid");
  }
}

/** An approved eBL's outcome, in words (the code itself for one this window does not know). */
export function outcomeWords(outcome: string): string {
  switch (outcome) {
    case "submitted":
      return t("approvals-outcome-submitted");
    case "refused":
      return t("approvals-outcome-refused");
    case "failed":
      return t("approvals-outcome-failed");
    default:
      return outcome;
  }
}

const WHEN = new Map<Lang, Intl.DateTimeFormat>();

/** An RFC 3339 time as the reader's clock shows it (the text itself when it is not a time). */
export function whenText(rfc3339: string): string {
  const ms = Date.parse(rfc3339);
  if (Number.isNaN(ms)) return rfc3339;
  const lang = currentLang();
  let format = WHEN.get(lang);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(intlLocale(), { dateStyle: "medium", timeStyle: "short" });
    WHEN.set(lang, format);
  }
  return format.format(ms);
}

const FACTS: (keyof ApprovalColumn)[] = ["operation", "state", "holder", "counterparty", "titleId"];

function factLabel(key: keyof ApprovalColumn): string {
  switch (key) {
    case "operation":
      return t("approvals-fact-operation");
    case "state":
      return t("approvals-fact-state");
    case "holder":
      return t("approvals-fact-holder");
    case "counterparty":
      return t("approvals-fact-counterparty");
    case "titleId":
      return t("approvals-fact-title-id");
  }
}

/** A column's fact: the desk's words as they came, a title id (data) left to right. */
function Cell({ column, factKey, copy }: { column: ApprovalColumn | null; factKey: keyof ApprovalColumn; copy: boolean }) {
  if (!column) return <>{copy ? t("approvals-cell-copy") : t("approvals-cell-nothing")}</>;
  const value = column[factKey];
  if (value == null) return <>—</>;
  return factKey === "titleId" ? <Ltr>{value}</Ltr> : <>{value}</>;
}

/**
 * One eBL of the request: what the maker asked, what the eBL says now (read from the approver's
 * own session) and what the approver's key would sign, side by side, with each difference in
 * words under it. A row that does not agree says so in words, not by colour alone.
 */
function RowTable({ row, copy }: { row: ApprovalRow; copy: boolean }) {
  const t = useT();
  const captionId = `approval-row-${row.eblId}`;
  return (
    <div className={`approval-row${row.agrees ? "" : " approval-row--differs"}`}>
      <table className="approval-table" aria-labelledby={captionId}>
        <caption id={captionId}>
          <Ltr>{row.reference}</Ltr>{" "}
          <span className={row.agrees ? "approval-row__agrees" : "approval-row__differs"}>
            {row.agrees ? t("approvals-row-agrees") : t("approvals-row-differs", { count: row.differences.length })}
          </span>
        </caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{t("approvals-col-asked")}</th>
            <th scope="col">{t("approvals-col-now")}</th>
            <th scope="col">{t("approvals-col-signs")}</th>
          </tr>
        </thead>
        <tbody>
          {FACTS.map((key) => (
            <tr key={key}>
              <th scope="row">{factLabel(key)}</th>
              <td>
                <Cell column={row.asked} factKey={key} copy={copy} />
              </td>
              <td>
                <Cell column={row.now} factKey={key} copy={copy} />
              </td>
              <td>
                <Cell column={row.signs} factKey={key} copy={copy} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {row.cautions.length > 0 ? (
        <div className="warning" role="note" aria-label={t("approvals-check-before", { reference: row.reference })}>
          {row.cautions.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      {row.differences.length > 0 ? (
        <ul className="approval-row__differences" aria-label={t("approvals-differences", { reference: row.reference })}>
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
  const t = useT();
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
        {t("approvals-review-title", {
          action: approvalActionWords(review.kind),
          count: review.rows.length,
          shown: plainNumber(review.rows.length),
        })}
      </h2>
      {review.refusal ? (
        <div className="warning" role="alert" aria-label={t("approvals-cannot-approve")}>
          <p>
            <strong>{t("approvals-cannot-approve-sentence")}</strong> {review.refusal}
          </p>
        </div>
      ) : null}
      <dl className="facts review">
        <dt>{t("approvals-prepared-by")}</dt>
        <dd>
          <Ltr>{review.maker.who}</Ltr>{" "}
          <span className="muted">{t("approvals-maker-profile", { profile: review.maker.profileName })}</span>
        </dd>
        <dt>{t("approvals-maker-signature")}</dt>
        <dd>
          {signatureWords(review.maker.signature)}
          {review.maker.address ? (
            <>
              <br />
              <code translate="no" dir="ltr">
                {review.maker.address}
              </code>
            </>
          ) : null}
        </dd>
        <dt>{t("approvals-note")}</dt>
        <dd>{review.note.trim() ? review.note : <span className="muted">{t("approvals-no-note")}</span>}</dd>
        <dt>{t("approvals-made")}</dt>
        <dd>
          <time dateTime={review.createdAt} translate="no">
            {whenText(review.createdAt)}
          </time>
        </dd>
        <dt>{t("approvals-valid-until")}</dt>
        <dd>
          <time dateTime={review.expiresAt} translate="no">
            {whenText(review.expiresAt)}
          </time>
        </dd>
      </dl>
      {review.recipient ? (
        <h3>{review.kind === "REQUEST_SURRENDER_FOR_DELIVERY" ? t("approvals-surrenderee") : t("approvals-recipient")}</h3>
      ) : null}
      {review.recipient ? (
        <ReceiverCheckSection check={review.recipient} kind={review.kind} typed={typed} onType={setTyped} />
      ) : null}
      <h3>{t("approvals-the-ebls")}</h3>
      <p className="muted">
        {differing === 0
          ? t("approvals-three-columns")
          : t("approvals-rows-differ", {
              differing: plainNumber(differing),
              count: review.rows.length,
              shown: plainNumber(review.rows.length),
            })}
      </p>
      {review.rows.map((row) => (
        <RowTable key={row.eblId} row={row} copy={copy} />
      ))}
      {phase === "signing" ? (
        <p role="status" className="muted">
          {t("approvals-signing")}
        </p>
      ) : null}
      {phase === "pin" ? (
        <PinPrompt action={t("approvals-unlock-and-sign")} onUnlocked={() => void approve()} onCancel={() => setPhase("ready")} />
      ) : null}
      {error ? <ErrorNotice error={error} title={t("approvals-not-approved")} /> : null}
      {done ? (
        <div role="status">
          <h3>{t("approvals-approved")}</h3>
          <ul className="approval-results" aria-label={t("approvals-results")}>
            {done.results.map((r) => (
              <li key={r.eblId}>
                <strong>
                  <Ltr>{r.reference}</Ltr>
                </strong>
                : {outcomeWords(r.outcome)}
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
            {copy ? t("approvals-approve-send") : t("approvals-approve-sign")}
          </button>
        ) : null}
        <button type="button" className="button" disabled={phase === "signing"} onClick={onClose}>
          {phase === "done" ? t("approvals-done") : t("approvals-close")}
        </button>
      </div>
    </section>
  );
}
