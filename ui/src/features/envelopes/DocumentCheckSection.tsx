import { useId } from "react";

import { describeError, type CommandError } from "../../api/errors";
import type { DraftCheck } from "../../bindings/DraftCheck";
import { clockTime } from "./draftModel";
import {
  checkHeadline,
  differencesOf,
  documentsNotRead,
  findingText,
  notCheckedText,
  outcomeLabel,
  OUTCOME_TONES,
} from "./checkModel";
import { Ltr, t } from "../../i18n";

/**
 * *Check against the eBL*: one line per check with its result in words (Matches, Differs, Not
 * found, Not checked) and, for each difference, the document, the page and both values. Read
 * again when the envelope's files or its eBL change; a failed check says why and never stops
 * the editing.
 */
export function DocumentCheckSection({
  linked,
  documentCount,
  check,
  checking,
  error,
  onCheckAgain,
}: {
  /** The linked eBL's reference (or id), null when the envelope is linked to none. */
  linked: string | null;
  documentCount: number;
  check: DraftCheck | undefined;
  checking: boolean;
  error: CommandError | null;
  onCheckAgain: () => void;
}) {
  const id = useId();
  // Documents not read at all (not a PDF, not readable), then pages without text (scans).
  const notChecked = [
    ...(check?.documents.filter((d) => !d.checked).map((d) => ({ key: d.path, text: t("env-doc-not-read", { document: d.fileName, note: d.note ?? t("env-doc-not-read-default") }) })) ?? []),
    ...(check?.pagesNotChecked.map((n, i) => ({ key: `${n.document}-${i}`, text: notCheckedText(n) })) ?? []),
  ];

  let body;
  if (!linked) {
    body = <p className="muted">{t("env-check-needs-ebl")}</p>;
  } else if (documentCount === 0) {
    body = <p className="muted">{t("env-check-needs-documents", { reference: linked })}</p>;
  } else {
    body = (
      <>
        {checking ? (
          <p className="muted doc-check__progress" role="status" aria-live="polite">
            {t("env-check-progress", { reference: linked })}
          </p>
        ) : null}
        {error && !checking ? (
          <div role="alert" className="error-notice">
            <p className="error-notice__title">{t("env-check-error")}</p>
            <p>{describeError(error)}</p>
            <p className="muted">{t("env-check-error-go-on")}</p>
            <p className="error-notice__code">
              {t("env-error-code")}{" "}
              <Ltr>
                <code>{error.code}</code>
              </Ltr>
            </p>
          </div>
        ) : null}
        {check && !error ? (
          <div className={checking ? "doc-check__result is-stale" : "doc-check__result"} aria-busy={checking}>
            <p className="doc-check__summary">
              <strong>{checkHeadline(check)}</strong>
              <span className="muted">
                {" "}
                {documentsNotRead(check).length === 0
                  ? t("env-check-between", { reference: check.ebl.reference, time: clockTime(check.checkedAt) })
                  : `· ${t("env-check-against", { reference: check.ebl.reference, time: clockTime(check.checkedAt) })}`}
              </span>
            </p>
            {check.eblFromCache ? (
              <p className="warning" role="note">
                {t("env-check-from-cache")}
              </p>
            ) : null}
            {check.eblPdfNote ? (
              <p className="warning" role="note">
                {t("env-check-pdf-not-read", { note: check.eblPdfNote })}
              </p>
            ) : null}
            <ul className="doc-check__lines" aria-label={t("env-check-lines")}>
              {check.lines.map((line) => {
                const differences = differencesOf(line);
                return (
                  <li key={line.check} className={`doc-check__line doc-check__line--${line.outcome}`}>
                    <div className="doc-check__head">
                      <span className="doc-check__name">{line.title}</span>
                      <span className={`badge badge--${OUTCOME_TONES[line.outcome]}`}>{outcomeLabel(line.outcome)}</span>
                      <span className="doc-check__text">{line.summary}</span>
                    </div>
                    {differences.length ? (
                      <ul className="doc-check__findings" aria-label={t("env-check-line-differences", { title: line.title })}>
                        {differences.map((f, i) => (
                          <li key={i}>{findingText(line.check, f)}</li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            {notChecked.length ? (
              <div className="doc-check__unchecked">
                <p className="doc-check__name">{t("env-outcome-not-checked")}</p>
                <ul aria-label={t("env-check-not-checked-list")}>
                  {notChecked.map((n) => (
                    <li key={n.key}>{n.text}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : null}
        <div className="button-row">
          <button type="button" className="button button--small" disabled={checking} onClick={onCheckAgain}>
            {t("env-check-again")}
          </button>
        </div>
      </>
    );
  }

  return (
    <section className="doc-check" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t("env-check-title")}</h3>
      <p className="muted doc-check__what">{t("env-check-what")}</p>
      {body}
    </section>
  );
}
