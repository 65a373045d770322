import { useEffect, useId, useRef, useState } from "react";

import { useSaveProfile } from "../../api/profiles";
import type { ProfileView } from "../../bindings/ProfileView";
import { Field } from "../../components/Field";
import { ErrorNotice } from "../../components/ErrorNotice";
import { Ltr, t, useT } from "../../i18n";
import {
  DEFAULT_ME_PATH,
  DEFAULT_SEND_PATH,
  EXAMPLE_BASE_URL,
  EXAMPLE_UUID,
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
  const t = useT();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const save = useSaveProfile();
  const editing = values.id !== null;
  const title = editing ? t("settings-profile-edit-title", { name: initial.name }) : t("settings-profile-add-title");
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
      <TextField label={t("settings-profile-name")} field="name" values={values} errors={errors} onChange={set} />
      <TextField
        label={t("settings-profile-base-url")}
        field="baseUrl"
        values={values}
        errors={errors}
        onChange={set}
        placeholder={EXAMPLE_BASE_URL}
        ltr
      />
      <TextField
        label={t("settings-profile-client-id")}
        field="clientId"
        values={values}
        errors={errors}
        onChange={set}
        ltr
      />
      {movesCredentials(initial, values) ? (
        <p className="field-hint warning" role="status">
          {t("settings-profile-moves-credentials")}
        </p>
      ) : null}

      <Field label={t("settings-profile-client-secret")} hint={secretHint(values)}>
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
          {t("settings-profile-remove-secret")}
        </label>
      ) : null}

      <TextField
        label={t("settings-profile-company-id")}
        field="companyId"
        values={values}
        errors={errors}
        onChange={set}
        placeholder={EXAMPLE_UUID}
        ltr
      />
      <Field label={t("settings-profile-inbox-ids")} hint={t("settings-profile-inbox-ids-hint")} problems={errors.inboxIds}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            dir="ltr"
            translate="no"
            value={values.inboxIds}
            onChange={(e) => set("inboxIds", e.target.value)}
          />
        )}
      </Field>

      <fieldset className="profile-form__scopes" aria-describedby={errors.scopes ? `${headingId}-scopes` : undefined}>
        <legend>{t("settings-profile-scopes")}</legend>
        {SCOPES.map((scope) => (
          <label key={scope} className="field-inline">
            <input
              type="checkbox"
              checked={values.scopes.includes(scope)}
              onChange={(e) => toggleScope(scope, e.target.checked)}
            />
            <Ltr>{scope}</Ltr>
          </label>
        ))}
        {errors.scopes ? (
          <p className="field-error" id={`${headingId}-scopes`}>
            {errors.scopes}
          </p>
        ) : null}
      </fieldset>

      <TextField
        label={t("settings-profile-send-path")}
        field="sendPath"
        values={values}
        errors={errors}
        onChange={set}
        placeholder={DEFAULT_SEND_PATH}
        ltr
      />
      <TextField
        label={t("settings-profile-me-path")}
        field="mePath"
        values={values}
        errors={errors}
        onChange={set}
        placeholder={DEFAULT_ME_PATH}
        ltr
      />

      {Object.values(errors).some(Boolean) ? (
        <p className="field-error" role="alert">
          {t("settings-profile-form-problems")}
        </p>
      ) : null}
      {save.isError ? <ErrorNotice error={save.error} title={t("settings-profile-save-failed")} /> : null}

      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {editing ? t("settings-profile-save") : t("settings-profile-add")}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel} disabled={save.isPending}>
            {t("settings-cancel")}
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
  if (values.id === null) return t("settings-profile-secret-new");
  if (!values.hasStoredSecret) return t("settings-profile-secret-none");
  if (values.removeSecret) return t("settings-profile-secret-removed");
  return t("settings-profile-secret-stored");
}

type TextFieldKey = Exclude<ProfileField, "inboxIds" | "scopes">;

function TextField({
  label,
  field,
  values,
  errors,
  onChange,
  placeholder,
  ltr = false,
}: {
  label: string;
  field: TextFieldKey;
  values: ProfileFormValues;
  errors: ProfileFormErrors;
  onChange: (key: TextFieldKey, value: string) => void;
  placeholder?: string;
  /** Data typed left to right (an address, an id, a path), not words. */
  ltr?: boolean;
}) {
  return (
    <Field label={label} problems={errors[field]}>
      {(control) => (
        <input
          {...control}
          type="text"
          spellCheck={false}
          dir={ltr ? "ltr" : undefined}
          translate={ltr ? "no" : undefined}
          value={values[field]}
          placeholder={placeholder}
          onChange={(e) => onChange(field, e.target.value)}
        />
      )}
    </Field>
  );
}
