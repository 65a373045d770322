import { useEffect, useId, useRef, useState } from "react";

import { useSaveProfile } from "../../api/profiles";
import type { ProfileView } from "../../bindings/ProfileView";
import { Field } from "../../components/Field";
import { ErrorNotice } from "../../components/ErrorNotice";
import {
  DEFAULT_ME_PATH,
  DEFAULT_SEND_PATH,
  SCOPES,
  toInput,
  validateForm,
  type ProfileField,
  type ProfileFormErrors,
  type ProfileFormValues,
  type Scope,
} from "./profileFormModel";

/**
 * Adding or editing a service profile. Every field is checked here first, its problem shown next
 * to it; only a form without problems is sent, and what the app refuses is shown as it says it.
 */
export function ProfileForm({
  initial,
  onDone,
  onCancel,
}: {
  initial: ProfileFormValues;
  onDone: (saved: ProfileView) => void;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const save = useSaveProfile();
  const editing = values.id !== null;
  const title = editing ? `Edit “${initial.name}”` : "Add a service profile";
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  // Editing starts from a button in the list: take the keyboard to the form.
  const startsEditing = initial.id !== null;
  useEffect(() => {
    if (!startsEditing) return;
    const first = formRef.current?.querySelector("input");
    first?.focus();
    first?.scrollIntoView?.({ block: "center" });
  }, [startsEditing]);

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const toggleScope = (scope: Scope, on: boolean) =>
    set("scopes", on ? SCOPES.filter((s) => s === scope || values.scopes.includes(s)) : values.scopes.filter((s) => s !== scope));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateForm(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    save.mutate(toInput(values), {
      onSuccess: (saved) => {
        setValues((v) => ({ ...v, clientSecret: "" }));
        onDone(saved);
      },
      onError: () => setValues((v) => ({ ...v, clientSecret: "" })),
    });
  };

  return (
    <form ref={formRef} className="card profile-form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId}>{title}</h2>
      <TextField label="Name" field="name" values={values} errors={errors} onChange={set} />
      <TextField
        label="Base URL"
        field="baseUrl"
        values={values}
        errors={errors}
        onChange={set}
        placeholder="https://tdx.example.com"
      />
      <TextField label="Client ID" field="clientId" values={values} errors={errors} onChange={set} />
      {movesCredentials(initial, values) ? (
        <p className="field-hint warning" role="status">
          This points the profile at another service: its session and stored client secret were issued by the old one
          and will be forgotten, so they are never sent to the new address. Sign in again after saving, and enter the
          client secret again.
        </p>
      ) : null}

      <Field label="Client secret" hint={secretHint(values)}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="off"
            value={values.clientSecret}
            disabled={values.removeSecret}
            onChange={(e) => set("clientSecret", e.target.value)}
          />
        )}
      </Field>
      {editing && values.hasStoredSecret ? (
        <label className="field-inline">
          <input
            type="checkbox"
            checked={values.removeSecret}
            onChange={(e) => {
              set("removeSecret", e.target.checked);
              if (e.target.checked) set("clientSecret", "");
            }}
          />
          Remove the stored secret
        </label>
      ) : null}

      <TextField
        label="Company ID"
        field="companyId"
        values={values}
        errors={errors}
        onChange={set}
        placeholder="3f2b8c1e-0a4d-4e5f-9b6a-7c8d9e0f1a2b"
      />
      <Field label="Inbox IDs" hint="One per line, or separated by commas." problems={errors.inboxIds}>
        {(control) => (
          <textarea {...control} rows={3} value={values.inboxIds} onChange={(e) => set("inboxIds", e.target.value)} />
        )}
      </Field>

      <fieldset className="profile-form__scopes" aria-describedby={errors.scopes ? `${headingId}-scopes` : undefined}>
        <legend>Scopes</legend>
        {SCOPES.map((scope) => (
          <label key={scope} className="field-inline">
            <input
              type="checkbox"
              checked={values.scopes.includes(scope)}
              onChange={(e) => toggleScope(scope, e.target.checked)}
            />
            {scope}
          </label>
        ))}
        {errors.scopes ? (
          <p className="field-error" id={`${headingId}-scopes`}>
            {errors.scopes}
          </p>
        ) : null}
      </fieldset>

      <TextField
        label="Envelope send path"
        field="sendPath"
        values={values}
        errors={errors}
        onChange={set}
        placeholder={DEFAULT_SEND_PATH}
      />
      <TextField
        label="Who-am-I path"
        field="mePath"
        values={values}
        errors={errors}
        onChange={set}
        placeholder={DEFAULT_ME_PATH}
      />

      {Object.values(errors).some(Boolean) ? (
        <p className="field-error" role="alert">
          Some fields need attention; nothing was saved.
        </p>
      ) : null}
      {save.isError ? <ErrorNotice error={save.error} title="The profile was not saved" /> : null}

      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {editing ? "Save changes" : "Add profile"}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** Whether an edit points the profile at another service (the Rust side then forgets its secrets). */
function movesCredentials(initial: ProfileFormValues, values: ProfileFormValues): boolean {
  if (initial.id === null) return false;
  const base = (url: string) => url.trim().replace(/\/+$/, "");
  return base(initial.baseUrl) !== base(values.baseUrl) || initial.clientId.trim() !== values.clientId.trim();
}

function secretHint(values: ProfileFormValues): string | undefined {
  if (values.id === null) return "Kept in the system keyring, never shown again.";
  if (!values.hasStoredSecret) return "No secret is stored for this profile.";
  if (values.removeSecret) return "The stored secret will be removed.";
  return "A secret is stored — leave empty to keep it";
}

type TextFieldKey = Exclude<ProfileField, "inboxIds" | "scopes">;

function TextField({
  label,
  field,
  values,
  errors,
  onChange,
  placeholder,
}: {
  label: string;
  field: TextFieldKey;
  values: ProfileFormValues;
  errors: ProfileFormErrors;
  onChange: (key: TextFieldKey, value: string) => void;
  placeholder?: string;
}) {
  return (
    <Field label={label} problems={errors[field]}>
      {(control) => (
        <input
          {...control}
          type="text"
          spellCheck={false}
          value={values[field]}
          placeholder={placeholder}
          onChange={(e) => onChange(field, e.target.value)}
        />
      )}
    </Field>
  );
}
