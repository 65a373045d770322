import { useId, useMemo, useState, type ReactNode } from "react";

import { useRecipients } from "../api/ebls";
import type { ActionKind } from "../bindings/ActionKind";
import type { Recipient } from "../bindings/Recipient";
import { ACTION_LABELS, isInboxId } from "../features/ebls/actionLabels";
import { ErrorNotice } from "./ErrorNotice";
import { Modal } from "./Modal";

/**
 * Who receives the eBL (Transfer), the copy (Send as a copy) or an envelope: a known company or
 * contact from the list, or an inbox id typed in. A typed id must be a UUID; one not in the list
 * is flagged. `onChoose` gets the inbox id, and the company when it is a known one.
 */
export function RecipientPicker({
  kind,
  reference,
  intro,
  submitLabel = "Continue to review",
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
    <Modal title="Choose a recipient" onEscape={onCancel}>
      <p className="muted">{intro ?? (kind ? `${ACTION_LABELS[kind]} ${reference ?? ""} to:` : null)}</p>
      <form onSubmit={submit} className="recipient-picker">
        <input
          type="search"
          aria-label="Search recipients"
          placeholder="Search companies and contacts"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {recipients.isPending ? <p className="muted">Loading companies and contacts…</p> : null}
        {recipients.isError ? <ErrorNotice error={recipients.error} title="The recipients could not be loaded" /> : null}
        {recipients.isSuccess ? (
          <fieldset className="recipient-picker__list">
            <legend className="visually-hidden">Known recipients</legend>
            {shown.length === 0 ? <p className="muted">No company or contact matches.</p> : null}
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
                  {r.name}
                  {r.country ? <span className="muted"> ({r.country})</span> : null}
                  <br />
                  <code className="muted">{r.inboxId}</code>
                  <br />
                  <span className={r.verified ? "recipient-picker__verified" : "muted"}>
                    {r.verified ? "Verified contact" : (r.sources[0]?.text ?? "")}
                  </span>
                  {r.flags.map((flag) => (
                    <span key={flag} className="recipient-picker__flag">
                      <br />
                      Check: {flag}
                    </span>
                  ))}
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <label className="field">
          Inbox id
          <input
            type="text"
            value={inbox}
            spellCheck={false}
            autoComplete="off"
            placeholder="xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"
            aria-invalid={touched && typed !== "" && !canContinue}
            aria-describedby={hintId}
            onChange={(e) => setInbox(e.target.value)}
            onBlur={() => setTouched(true)}
          />
        </label>
        <div id={hintId}>
          {touched && typed !== "" && !valid ? (
            <p className="field-error">
              That is not an inbox id: it looks like 8-4-4-4-12 hexadecimal digits, e.g.
              3f2b9c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e.
            </p>
          ) : null}
          {valid && isOwn ? <p className="field-error">That is your own company&apos;s inbox.</p> : null}
          {valid && !isOwn && !known && recipients.isSuccess ? (
            <p className="warning" role="note">
              Unknown recipient: this inbox is not one of the known companies or your contacts. Check it
              with the recipient before you continue.
            </p>
          ) : null}
          {known ? (
            <p className="muted">
              Recipient: {known.name} ({known.verified ? "verified contact" : (known.sources[0]?.text ?? "")})
            </p>
          ) : null}
        </div>
        <div className="button-row modal__buttons">
          <button type="submit" className="button button--primary" disabled={!canContinue}>
            {submitLabel}
          </button>
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
