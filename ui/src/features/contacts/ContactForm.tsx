import { useId, useState } from "react";

import { addContact, isUuid, updateContact, useContactMutation } from "../../api/contacts";
import type { Contact } from "../../bindings/Contact";
import type { NewContact } from "../../bindings/NewContact";
import { Field } from "../../components/Field";
import { ErrorNotice } from "../../components/ErrorNotice";

type Errors = Partial<Record<"companyName" | "inboxId" | "country", string>>;

/** What is wrong with a contact as typed (the same rules the Rust side applies). */
export function contactErrors(c: NewContact): Errors {
  const errors: Errors = {};
  if (!c.companyName.trim()) errors.companyName = "Enter the company name.";
  const inbox = c.inboxId.trim();
  if (!inbox) errors.inboxId = "Enter the inbox id.";
  else if (!isUuid(inbox)) errors.inboxId = "An inbox id is a UUID, such as 6f1c2e0a-3b7d-4c1e-9a55-0d2f6b8e4a11.";
  const country = (c.country ?? "").trim();
  if (country && !/^[A-Za-z]{2}$/.test(country)) errors.country = "Use the two-letter country code, such as EG.";
  return errors;
}

/** Add a contact (`contact` null) or edit one. */
export function ContactForm({ contact, onDone, onCancel }: { contact: Contact | null; onDone: (c: Contact) => void; onCancel: () => void }) {
  const [value, setValue] = useState<NewContact>({
    companyName: contact?.companyName ?? "",
    inboxId: contact?.inboxId ?? "",
    country: contact?.country ?? "",
    notes: contact?.notes ?? "",
  });
  const [errors, setErrors] = useState<Errors>({});
  const save = useContactMutation((c: NewContact) => (contact ? updateContact({ ...contact, ...c }) : addContact(c)));
  const ids = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = contactErrors(value);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const country = (value.country ?? "").trim();
    save.mutate({ ...value, country: country ? country.toUpperCase() : null }, { onSuccess: onDone });
  };

  const field = (key: keyof Errors, label: string, hint?: string) => (
    <Field id={`${ids}-${key}`} label={label} problems={errors[key]}>
      {(control) => (
        <input
          {...control}
          type="text"
          value={(value[key] as string | null) ?? ""}
          placeholder={hint}
          onChange={(e) => setValue({ ...value, [key]: e.target.value })}
        />
      )}
    </Field>
  );

  return (
    <form className="card contact-form" onSubmit={submit} aria-label={contact ? `Edit contact ${contact.companyName}` : "New contact"} noValidate>
      <h2>{contact ? `Edit “${contact.companyName}”` : "New contact"}</h2>
      {field("companyName", "Company name")}
      {field("inboxId", "Inbox id", "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx")}
      {field("country", "Country (two letters)")}
      <Field id={`${ids}-notes`} label="Notes">
        {(control) => <textarea {...control} rows={2} value={value.notes} onChange={(e) => setValue({ ...value, notes: e.target.value })} />}
      </Field>
      {save.error ? <ErrorNotice error={save.error} title="The contact was not saved" /> : null}
      <div className="contacts__buttons">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          Save contact
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
