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
import { outcomeLabel, OUTCOME_TONES } from "./checkModel";
import type { CreditChange } from "./useDocumentCheck";
import { Ltr, t } from "../../i18n";

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
      <p className="muted">{t("env-credit-needs-ebl")}</p>
    );
  } else if (!credit) {
    body = (
      <p className="muted">{t("env-credit-none")}</p>
    );
  } else {
    const tone = verdictTone(credit.daysLeft);
    body = (
      <div className={checking ? "doc-check__result is-stale" : "doc-check__result"} aria-busy={checking}>
        <dl className="facts credit-check__facts" aria-label={t("env-credit-facts")}>
          <dt>{t("env-credit-number")}</dt>
          <dd>
            <Ltr>
              <code>{credit.number}</code>
            </Ltr>
            {credit.amendments > 0 ? (
              <span className="muted"> · {t("env-credit-amendments", { count: credit.amendments })}</span>
            ) : null}
          </dd>
          <dt>{t("env-credit-amount")}</dt>
          <dd>
            <Ltr>{amountText(credit)}</Ltr>
            <span className="muted"> · {t("env-credit-amount-range", { range: credit.amountRange })}</span>
          </dd>
          <dt>{t("env-credit-expiry")}</dt>
          <dd>
            {credit.expiryPlace
              ? t("env-credit-expiry-in", { day: dayText(credit.expiry), place: credit.expiryPlace })
              : <time translate="no">{dayText(credit.expiry)}</time>}
          </dd>
          <dt>{t("env-credit-latest-shipment")}</dt>
          <dd>
            {credit.latestShipment
              ? <time translate="no">{dayText(credit.latestShipment)}</time>
              : t("env-credit-not-stated")}
          </dd>
        </dl>
        <p className="doc-check__summary">
          <strong>{creditHeadline(credit)}</strong>
        </p>
        <p className={`credit-check__verdict credit-check__verdict--${tone}`}>
          <span className={`badge badge--${tone}`}>{credit.daysLeft < 0 ? t("env-credit-badge-late") : tone === "danger" ? t("env-credit-badge-soon") : t("env-credit-badge-on-time")}</span>{" "}
          <span>{verdictText(credit)}</span> <span className="muted">({credit.verdict.because})</span>
        </p>
        <ul className="doc-check__lines" aria-label={t("env-credit-checks")}>
          {credit.lines.map((line) => {
            const title = creditTitle(line);
            const differences = creditDifferences(line);
            return (
              <li key={line.check} className={`doc-check__line doc-check__line--${line.outcome}`}>
                <div className="doc-check__head">
                  <span className="doc-check__name">{title}</span>
                  <span className={`badge badge--${OUTCOME_TONES[line.outcome]}`}>{outcomeLabel(line.outcome)}</span>
                  <span className="doc-check__text">{creditSummary(line)}</span>
                </div>
                {differences.length ? (
                  <ul className="doc-check__findings" aria-label={t("env-check-line-differences", { title })}>
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
            <p className="doc-check__name">{t("env-credit-examiner")}</p>
            <ul aria-label={t("env-credit-examiner")}>
              {credit.forExaminer.map((item, i) => (
                <li key={i}>
                  <strong>
                    <Ltr>{item.tag}</Ltr>
                  </strong>{" "}
                  <Ltr>{item.text}</Ltr> <span className="muted">— {item.why}</span>
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
      <h3 id={`${id}-title`}>{t("env-credit-title")}</h3>
      <p className="muted doc-check__what">{t("env-credit-what")}</p>
      {body}
      {changing ? (
        <p className="muted" role="status" aria-live="polite">
          {changing === "remove" ? t("env-credit-removing") : t("env-credit-reading")}
        </p>
      ) : null}
      {error && !paste ? (
        <div role="alert" className="error-notice">
          <p className="error-notice__title">
            {error.code.startsWith("credit") ? t("env-credit-not-read") : t("env-credit-not-changed")}
          </p>
          <p>{describeError(error)}</p>
          <p className="error-notice__code">
            {t("env-error-code")}{" "}
            <Ltr>
              <code>{error.code}</code>
            </Ltr>
          </p>
          <div className="button-row">
            <button type="button" className="button button--small" onClick={onDismissError}>
              {t("env-dismiss")}
            </button>
          </div>
        </div>
      ) : null}
      {linked ? (
        <div className="button-row">
          {credit ? (
            <>
              <button type="button" className="button button--small" disabled={busy} onClick={() => setPaste("amendment")}>
                {t("env-credit-add-amendment")}
              </button>
              <button
                type="button"
                className="button button--small button--danger"
                disabled={busy}
                onClick={() => void onChange({ kind: "remove" }).catch(() => undefined)}
              >
                {t("env-credit-remove")}
              </button>
            </>
          ) : (
            <>
              <button type="button" className="button button--small" disabled={busy} onClick={() => void importFile()}>
                {t("env-credit-import")}
              </button>
              <button type="button" className="button button--small" disabled={busy} onClick={() => setPaste("credit")}>
                {t("env-credit-paste")}
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
    <Modal title={amendment ? t("env-paste-title-amendment") : t("env-paste-title-credit")} onEscape={() => (busy ? undefined : onCancel())}>
      <form
        className="credit-paste"
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim()) void onImport({ kind: "paste", text });
        }}
      >
        <label htmlFor={`${id}-text`}>{amendment ? t("env-paste-label-amendment") : t("env-paste-label-credit")}</label>
        <p className="muted" id={`${id}-hint`}>
          {amendment ? t("env-paste-hint-amendment") : t("env-paste-hint-credit")}
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
            <p className="error-notice__title">{amendment ? t("env-paste-error-amendment") : t("env-credit-not-read")}</p>
            <p>{describeError(error)}</p>
            <p className="error-notice__code">
              {t("env-error-code")}{" "}
              <Ltr>
                <code>{error.code}</code>
              </Ltr>
            </p>
          </div>
        ) : null}
        {busy ? (
          <p className="muted" role="status">
            {t("env-paste-reading")}
          </p>
        ) : null}
        <div className="button-row modal__buttons">
          <button type="submit" className="button button--primary" disabled={busy || !text.trim()}>
            {amendment ? t("env-paste-apply") : t("env-paste-import")}
          </button>
          {amendment ? (
            <button type="button" className="button" disabled={busy} onClick={() => void fromFile()}>
              {t("env-paste-from-file")}
            </button>
          ) : null}
          <button type="button" className="button modal__cancel" disabled={busy} onClick={onCancel}>
            {t("env-cancel")}
          </button>
        </div>
      </form>
    </Modal>
  );
}
