import { useId, useState } from "react";

import { useContactMutation, VERIFICATION_METHODS, verificationLabel, verifyContact } from "../../api/contacts";
import type { Contact } from "../../bindings/Contact";
import type { VerificationMethod } from "../../bindings/VerificationMethod";
import { ErrorNotice } from "../../components/ErrorNotice";
import { Field } from "../../components/Field";
import { useT } from "../../i18n";


/**
 * Marks a contact verified: how the user checked its inbox id with the company (a phone call, in
 * person, an e-mail from a known address, or said in words) with a note; the app records who and
 * when. Only this marks a contact verified: an import or an edit never does.
 */
export function VerifyForm({ contact, onDone, onCancel }: { contact: Contact; onDone: (c: Contact) => void; onCancel: () => void }) {
  const t = useT();
  const [how, setHow] = useState<VerificationMethod>("PHONE_CALL");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const save = useContactMutation((args: { how: VerificationMethod; note: string }) => verifyContact(contact.id, args));
  const ids = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (how === "OTHER" && !note.trim()) {
      setProblem(t("contacts-say-how"));
      return;
    }
    setProblem(undefined);
    save.mutate({ how, note: note.trim() }, { onSuccess: onDone });
  };

  return (
    <form className="card contact-form" onSubmit={submit} aria-label={t("contacts-verify-name", { name: contact.companyName })} noValidate>
      <h2>{t("contacts-verify-title", { name: contact.companyName })}</h2>
      <p className="muted">{t("contacts-verify-intro", { inbox: contact.inboxId })}</p>
      <Field id={`${ids}-how`} label={t("contacts-how-verified")}>
        {(control) => (
          <select {...control} value={how} onChange={(e) => setHow(e.target.value as VerificationMethod)}>
            {VERIFICATION_METHODS.map((m) => (
              <option key={m} value={m}>
                {verificationLabel(m)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${ids}-note`} label={t("contacts-verify-details")} problems={problem}>
        {(control) => <textarea {...control} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />}
      </Field>
      {save.error ? <ErrorNotice error={save.error} title={t("contacts-verify-failed")} /> : null}
      <div className="contacts__buttons">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t("contacts-mark-verified")}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t("app-cancel")}
        </button>
      </div>
    </form>
  );
}
