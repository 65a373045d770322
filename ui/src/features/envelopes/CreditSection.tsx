import { useId, useState } from "react";

import { describeError, type CommandError } from "../../api/errors";
import { Modal } from "../../components/Modal";
import type { DraftCheck } from "../../bindings/DraftCheck";
import {
  amountText,
  creditDifferences,
  creditFindingText,
  creditHeadline,
  creditOf,
  creditSummary,
  creditTitle,
  dayText,
  verdictText,
  verdictTone,
} from "./creditModel";
import { OUTCOME_LABELS, OUTCOME_TONES } from "./checkModel";
import type { CreditChange } from "./useDocumentCheck";

type Paste = "credit" | "amendment";

/**
 * *Letter of credit*: the MT700 kept with the draft (imported from a file or pasted, amended by
 * MT707s), and the presentation's check against it in the eBL check's words: a headline, the
 * dated verdict (by when the bank must have it), one line per check with each difference naming
 * the document, the page and both values, and what is left for the examiner to read.
 */
export function CreditSection({
  linked,
  check,
  checking,
  changing,
  error,
  disabled,
  onChange,
  onChooseFile,
  onDismissError,
}: {
  /** The linked eBL's reference, null when the envelope is linked to none (the check needs it). */
  linked: string | null;
  check: DraftCheck | undefined;
  checking: boolean;
  changing: CreditChange["kind"] | null;
  /** What the last import, amendment or removal failed with (a malformed message names its line). */
  error: CommandError | null;
  disabled: boolean;
  /** Resolves once the change is made (rejects when it is refused). */
  onChange: (change: CreditChange) => Promise<unknown>;
  /** The file dialog: the chosen path, or null when cancelled. */
  onChooseFile: () => Promise<string | null>;
  onDismissError: () => void;
}) {
  const id = useId();
  const [paste, setPaste] = useState<Paste | null>(null);
  const [pasteError, setPasteError] = useState<CommandError | null>(null);
  const credit = creditOf(check);
  const busy = changing !== null || disabled || !linked || !check;

  const importFile = async () => {
    const path = await onChooseFile();
    if (path) await onChange({ kind: "file", path }).catch(() => undefined);
  };

  let body;
  if (!linked) {
    body = (
      <p className="muted">
        Link the envelope to its eBL (above): the credit is checked against the eBL and the envelope&apos;s documents.
      </p>
    );
  } else if (!credit) {
    body = (
      <p className="muted">
        No credit yet. Import the MT700 the bank advised (a file or its text): the envelope&apos;s documents and the eBL
        are then checked against it, and the check says by which day the bank must have them.
      </p>
    );
  } else {
    const tone = verdictTone(credit.daysLeft);
    body = (
      <div className={checking ? "doc-check__result is-stale" : "doc-check__result"} aria-busy={checking}>
        <dl className="facts credit-check__facts" aria-label="Credit">
          <dt>Credit number</dt>
          <dd>
            <code>{credit.number}</code>
            {credit.amendments > 0 ? (
              <span className="muted">
                {" "}
                · {credit.amendments === 1 ? "1 amendment" : `${credit.amendments} amendments`} applied
              </span>
            ) : null}
          </dd>
          <dt>Amount</dt>
          <dd>
            {amountText(credit)}
            <span className="muted"> · the invoice may total {credit.amountRange}</span>
          </dd>
          <dt>Expiry</dt>
          <dd>
            {dayText(credit.expiry)}
            {credit.expiryPlace ? ` in ${credit.expiryPlace}` : ""}
          </dd>
          <dt>Latest shipment</dt>
          <dd>{credit.latestShipment ? dayText(credit.latestShipment) : "Not stated"}</dd>
        </dl>
        <p className="doc-check__summary">
          <strong>{creditHeadline(credit)}</strong>
        </p>
        <p className={`credit-check__verdict credit-check__verdict--${tone}`}>
          <span className={`badge badge--${tone}`}>{credit.daysLeft < 0 ? "Too late" : tone === "danger" ? "Soon" : "On time"}</span>{" "}
          <span>{verdictText(credit)}</span> <span className="muted">({credit.verdict.because})</span>
        </p>
        <ul className="doc-check__lines" aria-label="Credit checks">
          {credit.lines.map((line) => {
            const title = creditTitle(line);
            const differences = creditDifferences(line);
            return (
              <li key={line.check} className={`doc-check__line doc-check__line--${line.outcome}`}>
                <div className="doc-check__head">
                  <span className="doc-check__name">{title}</span>
                  <span className={`badge badge--${OUTCOME_TONES[line.outcome]}`}>{OUTCOME_LABELS[line.outcome]}</span>
                  <span className="doc-check__text">{creditSummary(line)}</span>
                </div>
                {differences.length ? (
                  <ul className="doc-check__findings" aria-label={`${title}: differences`}>
                    {differences.map((f, i) => (
                      <li key={i}>{creditFindingText(line.check, f)}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
        {credit.forExaminer.length ? (
          <div className="doc-check__unchecked">
            <p className="doc-check__name">For the examiner to read</p>
            <ul aria-label="For the examiner to read">
              {credit.forExaminer.map((item, i) => (
                <li key={i}>
                  <strong>{item.tag}</strong> {item.text} <span className="muted">— {item.why}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <section className="doc-check credit-check" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Letter of credit</h3>
      <p className="muted doc-check__what">
        The invoice&apos;s amount, currency, issuer and goods, the ports, the shipment date, the documents asked and the
        presentation period, against the credit (UCP 600 where it is mechanical). What only a person can judge is listed
        for the examiner, never as a match.
      </p>
      {body}
      {changing ? (
        <p className="muted" role="status" aria-live="polite">
          {changing === "remove" ? "Removing the credit…" : "Reading the credit and checking the documents against it…"}
        </p>
      ) : null}
      {error && !paste ? (
        <div role="alert" className="error-notice">
          <p className="error-notice__title">
            {error.code.startsWith("credit") ? "The credit was not read" : "The credit could not be changed"}
          </p>
          <p>{describeError(error)}</p>
          <p className="error-notice__code">
            Error code: <code>{error.code}</code>
          </p>
          <div className="button-row">
            <button type="button" className="button button--small" onClick={onDismissError}>
              Dismiss
            </button>
          </div>
        </div>
      ) : null}
      {linked ? (
        <div className="button-row">
          {credit ? (
            <>
              <button type="button" className="button button--small" disabled={busy} onClick={() => setPaste("amendment")}>
                Add amendment (MT707)…
              </button>
              <button
                type="button"
                className="button button--small button--danger"
                disabled={busy}
                onClick={() => void onChange({ kind: "remove" }).catch(() => undefined)}
              >
                Remove credit
              </button>
            </>
          ) : (
            <>
              <button type="button" className="button button--small" disabled={busy} onClick={() => void importFile()}>
                Import credit…
              </button>
              <button type="button" className="button button--small" disabled={busy} onClick={() => setPaste("credit")}>
                Paste credit…
              </button>
            </>
          )}
        </div>
      ) : null}
      {paste ? (
        <PasteDialog
          what={paste}
          busy={changing !== null}
          error={pasteError}
          onChooseFile={onChooseFile}
          onCancel={() => {
            setPaste(null);
            setPasteError(null);
            onDismissError();
          }}
          onImport={async (change) => {
            setPasteError(null);
            try {
              await onChange(change);
              setPaste(null);
              onDismissError();
            } catch (e) {
              setPasteError(e as CommandError);
            }
          }}
        />
      ) : null}
    </section>
  );
}

/** The credit's (or an amendment's) SWIFT text, pasted; an amendment may come from a file too. */
function PasteDialog({
  what,
  busy,
  error,
  onChooseFile,
  onCancel,
  onImport,
}: {
  what: Paste;
  busy: boolean;
  error: CommandError | null;
  onChooseFile: () => Promise<string | null>;
  onCancel: () => void;
  onImport: (change: CreditChange) => Promise<void>;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const amendment = what === "amendment";
  const fromFile = async () => {
    const path = await onChooseFile();
    if (path) await onImport({ kind: "file", path });
  };
  return (
    <Modal title={amendment ? "Add amendment (MT707)" : "Paste credit (MT700)"} onEscape={() => (busy ? undefined : onCancel())}>
      <form
        className="credit-paste"
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim()) void onImport({ kind: "paste", text });
        }}
      >
        <label htmlFor={`${id}-text`}>{amendment ? "The MT707's text" : "The MT700's text"}</label>
        <p className="muted" id={`${id}-hint`}>
          {amendment
            ? "The next amendment to the credit, as the bank advised it: its :tag:value fields (the SWIFT blocks around them may stay)."
            : "The credit as the bank advised it: its :tag:value fields (the SWIFT blocks around them may stay)."}
        </p>
        <textarea
          id={`${id}-text`}
          className="credit-paste__text"
          rows={12}
          spellCheck={false}
          value={text}
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {error ? (
          <div role="alert" className="error-notice">
            <p className="error-notice__title">{amendment ? "The amendment was not applied" : "The credit was not read"}</p>
            <p>{describeError(error)}</p>
            <p className="error-notice__code">
              Error code: <code>{error.code}</code>
            </p>
          </div>
        ) : null}
        {busy ? (
          <p className="muted" role="status">
            Reading…
          </p>
        ) : null}
        <div className="button-row modal__buttons">
          <button type="submit" className="button button--primary" disabled={busy || !text.trim()}>
            {amendment ? "Apply amendment" : "Import credit"}
          </button>
          {amendment ? (
            <button type="button" className="button" disabled={busy} onClick={() => void fromFile()}>
              From a file…
            </button>
          ) : null}
          <button type="button" className="button modal__cancel" disabled={busy} onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
