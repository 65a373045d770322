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
  OUTCOME_LABELS,
  OUTCOME_TONES,
} from "./checkModel";

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
    ...(check?.documents.filter((d) => !d.checked).map((d) => ({ key: d.path, text: `${d.fileName}: ${d.note ?? "not checked"}` })) ?? []),
    ...(check?.pagesNotChecked.map((n, i) => ({ key: `${n.document}-${i}`, text: notCheckedText(n) })) ?? []),
  ];

  let body;
  if (!linked) {
    body = <p className="muted">Link the envelope to its eBL (above) to check its documents against it.</p>;
  } else if (documentCount === 0) {
    body = <p className="muted">Add the envelope&apos;s documents: they are checked against {linked} as you add them.</p>;
  } else {
    body = (
      <>
        {checking ? (
          <p className="muted doc-check__progress" role="status" aria-live="polite">
            Reading the documents&apos; text and checking them against {linked}…
          </p>
        ) : null}
        {error && !checking ? (
          <div role="alert" className="error-notice">
            <p className="error-notice__title">The documents could not be checked against the eBL</p>
            <p>{describeError(error)}</p>
            <p className="muted">You can go on editing and sending the envelope.</p>
            <p className="error-notice__code">
              Error code: <code>{error.code}</code>
            </p>
          </div>
        ) : null}
        {check && !error ? (
          <div className={checking ? "doc-check__result is-stale" : "doc-check__result"} aria-busy={checking}>
            <p className="doc-check__summary">
              <strong>{checkHeadline(check)}</strong>
              <span className="muted">
                {documentsNotRead(check).length === 0
                  ? ` between the documents and ${check.ebl.reference}`
                  : ` · against ${check.ebl.reference}`}{" "}
                · checked {clockTime(check.checkedAt)}
              </span>
            </p>
            {check.eblFromCache ? (
              <p className="warning" role="note">
                The service could not be reached: the eBL&apos;s fields are the ones kept on this computer.
              </p>
            ) : null}
            {check.eblPdfNote ? (
              <p className="warning" role="note">
                The eBL&apos;s own PDF was not read ({check.eblPdfNote}): what only it states was compared with nothing.
              </p>
            ) : null}
            <ul className="doc-check__lines" aria-label="Checks">
              {check.lines.map((line) => {
                const differences = differencesOf(line);
                return (
                  <li key={line.check} className={`doc-check__line doc-check__line--${line.outcome}`}>
                    <div className="doc-check__head">
                      <span className="doc-check__name">{line.title}</span>
                      <span className={`badge badge--${OUTCOME_TONES[line.outcome]}`}>{OUTCOME_LABELS[line.outcome]}</span>
                      <span className="doc-check__text">{line.summary}</span>
                    </div>
                    {differences.length ? (
                      <ul className="doc-check__findings" aria-label={`${line.title}: differences`}>
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
                <p className="doc-check__name">Not checked</p>
                <ul aria-label="Documents not checked">
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
            Check again
          </button>
        </div>
      </>
    );
  }

  return (
    <section className="doc-check" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Check against the eBL</h3>
      <p className="muted doc-check__what">
        The B/L number, containers, gross weight and packages, vessel and voyage, ports and parties of each PDF,
        read from its text, against the eBL. A page without text (a scan) is not checked.
      </p>
      {body}
    </section>
  );
}
