import { useId, useMemo, useState, type ReactNode } from "react";

import { useRecipients } from "../api/ebls";
import type { ActionKind } from "../bindings/ActionKind";
import type { Recipient } from "../bindings/Recipient";
import { isInboxId } from "../features/ebls/actionLabels";
import { Ltr, t, useT } from "../i18n";
import { ErrorNotice } from "./ErrorNotice";
import { Modal } from "./Modal";

/** What an inbox id looks like (a UUID): a pattern, not words. */
const INBOX_PATTERN = "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx";

/** "Transfer EBL-1 to:": what the recipient is for, above the list. */
function introFor(kind: ActionKind, reference: string): string {
  switch (kind) {
    case "REQUEST_SURRENDER_FOR_DELIVERY":
      return t("app-recipient-intro-surrender", { reference });
    case "TRANSFER_POSSESSION":
      return t("app-recipient-intro-transfer", { reference });
    case "SEND_AS_COPY":
      return t("app-recipient-intro-copy", { reference });
  }
}

/**
 * Who receives the eBL (Transfer), the copy (Send as a copy) or an envelope: a known company or
 * contact from the list, or an inbox id typed in. A typed id must be a UUID; one not in the list
 * is flagged. `onChoose` gets the inbox id, and the company when it is a known one.
 */
export function RecipientPicker({
  kind,
  reference,
  intro,
  submitLabel,
  initialInbox = "",
  ownInboxes,
  onChoose,
  onCancel,
}: {
  /** With `reference`, the eBL action the recipient is for; or say what it is for in `intro`. */
  kind?: ActionKind;
  reference?: string;
  intro?: ReactNode;
  submitLabel?: string;
  initialInbox?: string;
  ownInboxes: string[];
  onChoose: (inbox: string, recipient?: Recipient) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const recipients = useRecipients(true);
  const [search, setSearch] = useState("");
  const [inbox, setInbox] = useState(initialInbox);
  const [touched, setTouched] = useState(false);
  const hintId = useId();

  const own = useMemo(() => new Set(ownInboxes.map((i) => i.toLowerCase())), [ownInboxes]);
  const others = useMemo(
    () => (recipients.data ?? []).filter((r) => !own.has(r.inboxId.toLowerCase())),
    [recipients.data, own],
  );
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (!needle) return others;
    return others.filter((r) =>
      `${r.name} ${r.country ?? ""} ${r.inboxId}`.toLowerCase().includes(needle),
    );
  }, [others, search]);

  const typed = inbox.trim();
  const valid = isInboxId(typed);
  const known = others.find((r) => r.inboxId.toLowerCase() === typed.toLowerCase());
  const isOwn = own.has(typed.toLowerCase());
  const canContinue = valid && !isOwn;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (canContinue) onChoose(known?.inboxId ?? typed.toLowerCase(), known);
  };

  return (
    <Modal title={t("app-recipient-title")} onEscape={onCancel}>
      <p className="muted">{intro ?? (kind ? introFor(kind, reference ?? "") : null)}</p>
      <form onSubmit={submit} className="recipient-picker">
        <input
          type="search"
          aria-label={t("app-recipient-search")}
          placeholder={t("app-recipient-search-placeholder")}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {recipients.isPending ? <p className="muted">{t("app-recipient-loading")}</p> : null}
        {recipients.isError ? <ErrorNotice error={recipients.error} title={t("app-recipient-load-failed")} /> : null}
        {recipients.isSuccess ? (
          <fieldset className="recipient-picker__list">
            <legend className="visually-hidden">{t("app-recipient-known")}</legend>
            {shown.length === 0 ? <p className="muted">{t("app-recipient-no-match")}</p> : null}
            {shown.map((r) => (
              <label key={r.inboxId} className="recipient-picker__option">
                <input
                  type="radio"
                  name="recipient"
                  value={r.inboxId}
                  checked={typed.toLowerCase() === r.inboxId.toLowerCase()}
                  onChange={() => {
                    setInbox(r.inboxId);
                    setTouched(false);
                  }}
                />
                <span>
                  <Ltr>{r.name}</Ltr>
                  {r.country ? (
                    <span className="muted">
                      {" "}
                      (<Ltr>{r.country}</Ltr>)
                    </span>
                  ) : null}
                  <br />
                  <code className="muted" translate="no" dir="ltr">
                    {r.inboxId}
                  </code>
                  <br />
                  <span className={r.verified ? "recipient-picker__verified" : "muted"}>
                    {r.verified ? t("app-recipient-verified") : (r.sources[0]?.text ?? "")}
                  </span>
                  {r.flags.map((flag) => (
                    <span key={flag} className="recipient-picker__flag">
                      <br />
                      {t("app-recipient-check", { flag })}
                    </span>
                  ))}
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <label className="field">
          {t("app-recipient-inbox-id")}
          <input
            type="text"
            value={inbox}
            spellCheck={false}
            autoComplete="off"
            placeholder={INBOX_PATTERN}
            translate="no"
            dir="ltr"
            aria-invalid={touched && typed !== "" && !canContinue}
            aria-describedby={hintId}
            onChange={(e) => setInbox(e.target.value)}
            onBlur={() => setTouched(true)}
          />
        </label>
        <div id={hintId}>
          {touched && typed !== "" && !valid ? (
            <p className="field-error">{t("app-recipient-not-inbox-id", { example: "3f2b9c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e" })}</p>
          ) : null}
          {valid && isOwn ? <p className="field-error">{t("app-recipient-own-inbox")}</p> : null}
          {valid && !isOwn && !known && recipients.isSuccess ? (
            <p className="warning" role="note">
              {t("app-recipient-unknown")}
            </p>
          ) : null}
          {known ? (
            <p className="muted">
              {known.verified
                ? t("app-recipient-known-verified", { name: known.name })
                : t("app-recipient-known-source", { name: known.name, source: known.sources[0]?.text ?? "" })}
            </p>
          ) : null}
        </div>
        <div className="button-row modal__buttons">
          <button type="submit" className="button button--primary" disabled={!canContinue}>
            {submitLabel ?? t("app-recipient-continue")}
          </button>
          <button type="button" className="button" onClick={onCancel}>
            {t("app-cancel")}
          </button>
        </div>
      </form>
    </Modal>
  );
}
