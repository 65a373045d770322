import { useId, useState } from "react";

import { VERIFICATION_LABELS, useContactMutation, verifyContact } from "../../api/contacts";
import type { Contact } from "../../bindings/Contact";
import type { VerificationMethod } from "../../bindings/VerificationMethod";
import { ErrorNotice } from "../../components/ErrorNotice";
import { Field } from "../../components/Field";

const METHODS = Object.keys(VERIFICATION_LABELS) as VerificationMethod[];

/**
 * Marks a contact verified: how the user checked its inbox id with the company (a phone call, in
 * person, an e-mail from a known address, or said in words) with a note; the app records who and
 * when. Only this marks a contact verified: an import or an edit never does.
 */
export function VerifyForm({ contact, onDone, onCancel }: { contact: Contact; onDone: (c: Contact) => void; onCancel: () => void }) {
  const [how, setHow] = useState<VerificationMethod>("PHONE_CALL");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const save = useContactMutation((args: { how: VerificationMethod; note: string }) => verifyContact(contact.id, args));
  const ids = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (how === "OTHER" && !note.trim()) {
      setProblem("Say how you verified the inbox id.");
      return;
    }
    setProblem(undefined);
    save.mutate({ how, note: note.trim() }, { onSuccess: onDone });
  };

  return (
    <form className="card contact-form" onSubmit={submit} aria-label={`Verify ${contact.companyName}`} noValidate>
      <h2>Verify “{contact.companyName}”</h2>
      <p className="muted">
        Check the inbox id <code>{contact.inboxId}</code> with the company itself, not with the message or eBL that
        gave it to you.
      </p>
      <Field id={`${ids}-how`} label="How you verified it">
        {(control) => (
          <select {...control} value={how} onChange={(e) => setHow(e.target.value as VerificationMethod)}>
            {METHODS.map((m) => (
              <option key={m} value={m}>
                {VERIFICATION_LABELS[m]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${ids}-note`} label="Details (whom you spoke to, the number or address)" problems={problem}>
        {(control) => <textarea {...control} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />}
      </Field>
      {save.error ? <ErrorNotice error={save.error} title="The contact was not marked verified" /> : null}
      <div className="contacts__buttons">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          Mark verified
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
