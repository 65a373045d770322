import { useId, useState } from "react";

import { useRecipients } from "../../api/ebls";
import type { Draft } from "../../bindings/Draft";
import type { EnvelopeKind } from "../../bindings/EnvelopeKind";
import { RecipientPicker } from "../../components/RecipientPicker";
import { isInboxId } from "../ebls/actionLabels";
import { fieldKey } from "./draftModel";
import { describedBy, FieldIssues } from "./FieldIssues";

interface Props {
  draft: Draft;
  update: (change: (d: Draft) => Draft) => void;
  issuesOf: (key: string) => string[];
  touch: (key: string) => void;
  ownInboxes: string[];
}

/** Who the envelope goes to: its kind, then the recipient (standard) or the ACID number (Egypt ACI). */
export function EnvelopeFields({ draft, update, issuesOf, touch, ownInboxes }: Props) {
  const id = useId();
  const kinds: { value: EnvelopeKind; label: string; hint: string }[] = [
    { value: "standard", label: "Standard", hint: "To a company's inbox; every document has an id." },
    { value: "egyptAci", label: "Egypt ACI", hint: "To Egyptian customs, by ACID number." },
  ];
  return (
    <div className="envelope-fields">
      <fieldset className="envelope-kind" role="radiogroup" aria-labelledby={`${id}-kind`}>
        <legend id={`${id}-kind`}>Envelope kind</legend>
        {kinds.map((k) => (
          <div key={k.value} className="envelope-kind__option">
            <input
              id={`${id}-${k.value}`}
              type="radio"
              name={`${id}-kind`}
              value={k.value}
              checked={draft.kind === k.value}
              aria-describedby={`${id}-${k.value}-hint`}
              onChange={() => update((d) => ({ ...d, kind: k.value }))}
            />
            <label htmlFor={`${id}-${k.value}`}>{k.label}</label>
            <span id={`${id}-${k.value}-hint`} className="muted envelope-kind__hint">
              {k.hint}
            </span>
          </div>
        ))}
      </fieldset>
      {draft.kind === "standard" ? (
        <RecipientFields draft={draft} update={update} issuesOf={issuesOf} touch={touch} ownInboxes={ownInboxes} />
      ) : (
        <AcidField draft={draft} update={update} issuesOf={issuesOf} touch={touch} />
      )}
      <ActingFor draft={draft} update={update} issuesOf={issuesOf} touch={touch} />
    </div>
  );
}

function RecipientFields({ draft, update, issuesOf, touch, ownInboxes }: Props) {
  const id = useId();
  const recipients = useRecipients(true);
  const [picking, setPicking] = useState(false);
  const problems = issuesOf(fieldKey("recipientInbox"));
  const typed = draft.recipientInbox.trim();
  const known = (recipients.data ?? []).find((r) => r.inboxId.toLowerCase() === typed.toLowerCase());

  const setInbox = (inbox: string, name?: string) =>
    update((d) => {
      const match = (recipients.data ?? []).find((r) => r.inboxId.toLowerCase() === inbox.trim().toLowerCase());
      return { ...d, recipientInbox: inbox, recipientName: name ?? match?.name ?? "" };
    });

  const hint =
    typed && isInboxId(typed) && recipients.isSuccess ? (
      known ? (
        <p id={`${id}-hint`} className="muted">
          Recipient: {known.name}
          {known.country ? ` (${known.country})` : ""}
        </p>
      ) : (
        <p id={`${id}-hint`} className="warning" role="note">
          Unknown recipient: this inbox is not one of the known companies or your contacts. Check it with the
          recipient.
        </p>
      )
    ) : null;

  return (
    <div className="envelope-recipient">
      <div className="envelope-field envelope-field--wide">
        <label htmlFor={`${id}-inbox`}>Recipient inbox id</label>
        <div className="envelope-field__with-button">
          <input
            id={`${id}-inbox`}
            type="text"
            value={draft.recipientInbox}
            spellCheck={false}
            autoComplete="off"
            placeholder="xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"
            className="input--code"
            {...describedBy(`${id}-issues`, problems, hint ? `${id}-hint` : undefined)}
            onChange={(e) => setInbox(e.target.value)}
            onBlur={() => touch(fieldKey("recipientInbox"))}
          />
          <button type="button" className="button" onClick={() => setPicking(true)}>
            Choose recipient…
          </button>
        </div>
        <FieldIssues id={`${id}-issues`} messages={problems} />
        {hint}
      </div>
      <label className="field-inline envelope-check">
        <input
          type="checkbox"
          checked={draft.payToCollect}
          onChange={(e) => update((d) => ({ ...d, payToCollect: e.target.checked }))}
        />
        Pay to collect
      </label>
      {picking ? (
        <RecipientPicker
          intro="Send the envelope to:"
          submitLabel="Use this recipient"
          initialInbox={draft.recipientInbox.trim()}
          ownInboxes={ownInboxes}
          onCancel={() => setPicking(false)}
          onChoose={(inbox, recipient) => {
            setPicking(false);
            setInbox(inbox, recipient?.name ?? "");
            touch(fieldKey("recipientInbox"));
          }}
        />
      ) : null}
    </div>
  );
}

function AcidField({ draft, update, issuesOf, touch }: Omit<Props, "ownInboxes">) {
  const id = useId();
  const problems = issuesOf(fieldKey("acidNumber"));
  const digits = draft.acidNumber.replace(/\D/g, "").length;
  return (
    <div className="envelope-field">
      <label htmlFor={`${id}-acid`}>ACID number</label>
      <input
        id={`${id}-acid`}
        type="text"
        inputMode="numeric"
        value={draft.acidNumber}
        spellCheck={false}
        autoComplete="off"
        className="input--code"
        {...describedBy(`${id}-issues`, problems, `${id}-count`)}
        onChange={(e) => update((d) => ({ ...d, acidNumber: e.target.value }))}
        onBlur={() => touch(fieldKey("acidNumber"))}
      />
      <p id={`${id}-count`} className="muted envelope-field__hint">
        19 digits; {digits} typed.
      </p>
      <FieldIssues id={`${id}-issues`} messages={problems} />
    </div>
  );
}

function ActingFor({ draft, update, issuesOf, touch }: Omit<Props, "ownInboxes">) {
  const id = useId();
  const companyProblems = issuesOf(fieldKey("companyId"));
  const inboxProblems = issuesOf(fieldKey("inboxId"));
  const filled = draft.companyId.trim() !== "" || draft.inboxId.trim() !== "";
  const needed = companyProblems.length > 0 || inboxProblems.length > 0;
  const [open, setOpen] = useState(filled);
  return (
    <details className="acting-for" open={open || needed} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Acting for another company or inbox{filled && !(open || needed) ? " (set)" : ""}</summary>
      <p className="muted">Only when you send for a company other than your own, or from one of several inboxes.</p>
      <div className="acting-for__fields">
        <div className="envelope-field">
          <label htmlFor={`${id}-company`}>Company id</label>
          <input
            id={`${id}-company`}
            type="text"
            value={draft.companyId}
            spellCheck={false}
            autoComplete="off"
            className="input--code"
            {...describedBy(`${id}-company-issues`, companyProblems)}
            onChange={(e) => update((d) => ({ ...d, companyId: e.target.value }))}
            onBlur={() => touch(fieldKey("companyId"))}
          />
          <FieldIssues id={`${id}-company-issues`} messages={companyProblems} />
        </div>
        <div className="envelope-field">
          <label htmlFor={`${id}-from`}>Sender inbox id</label>
          <input
            id={`${id}-from`}
            type="text"
            value={draft.inboxId}
            spellCheck={false}
            autoComplete="off"
            className="input--code"
            {...describedBy(`${id}-from-issues`, inboxProblems)}
            onChange={(e) => update((d) => ({ ...d, inboxId: e.target.value }))}
            onBlur={() => touch(fieldKey("inboxId"))}
          />
          <FieldIssues id={`${id}-from-issues`} messages={inboxProblems} />
        </div>
      </div>
    </details>
  );
}
