import { useId, useState } from "react";

import { addContact, isUuid, updateContact, useContactMutation } from "../../api/contacts";
import type { Contact } from "../../bindings/Contact";
import type { NewContact } from "../../bindings/NewContact";
import { Field } from "../../components/Field";
import { ErrorNotice } from "../../components/ErrorNotice";
import { t, useT } from "../../i18n";

type Errors = Partial<Record<"companyName" | "inboxId" | "country", string>>;

/** What is wrong with a contact as typed (the same rules the Rust side applies). */
export function contactErrors(c: NewContact): Errors {
  const errors: Errors = {};
  if (!c.companyName.trim()) errors.companyName = t("contacts-error-company");
  const inbox = c.inboxId.trim();
  if (!inbox) errors.inboxId = t("contacts-error-inbox");
  else if (!isUuid(inbox)) errors.inboxId = t("contacts-error-inbox-uuid", { example: "6f1c2e0a-3b7d-4c1e-9a55-0d2f6b8e4a11" });
  const country = (c.country ?? "").trim();
  if (country && !/^[A-Za-z]{2}$/.test(country)) errors.country = t("contacts-error-country", { example: "EG" });
  return errors;
}

/** What an inbox id looks like (a UUID): a pattern, not words. */
const INBOX_PATTERN = "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx";

/** Add a contact (`contact` null) or edit one. */
export function ContactForm({ contact, onDone, onCancel }: { contact: Contact | null; onDone: (c: Contact) => void; onCancel: () => void }) {
  const t = useT();
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

  const field = (key: keyof Errors, label: string, pattern?: string) => (
    <Field id={`${ids}-${key}`} label={label} problems={errors[key]}>
      {(control) => (
        <input
          {...control}
          type="text"
          value={(value[key] as string | null) ?? ""}
          placeholder={pattern}
          {...(pattern ? { translate: "no" as const, dir: "ltr" } : {})}
          onChange={(e) => setValue({ ...value, [key]: e.target.value })}
        />
      )}
    </Field>
  );

  return (
    <form className="card contact-form" onSubmit={submit} aria-label={contact ? t("contacts-edit-contact", { name: contact.companyName }) : t("contacts-new")} noValidate>
      <h2>{contact ? t("contacts-edit-title", { name: contact.companyName }) : t("contacts-new")}</h2>
      {field("companyName", t("contacts-company-name"))}
      {field("inboxId", t("contacts-inbox-id"), INBOX_PATTERN)}
      {field("country", t("contacts-country-two-letters"))}
      <Field id={`${ids}-notes`} label={t("contacts-notes")}>
        {(control) => <textarea {...control} rows={2} value={value.notes} onChange={(e) => setValue({ ...value, notes: e.target.value })} />}
      </Field>
      {save.error ? <ErrorNotice error={save.error} title={t("contacts-save-failed")} /> : null}
      <div className="contacts__buttons">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t("contacts-save")}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t("app-cancel")}
        </button>
      </div>
    </form>
  );
}
