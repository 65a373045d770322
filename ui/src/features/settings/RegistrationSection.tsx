import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";

import { cancelRegistration, registerCompany } from "../../api/registration";
import type { CommandError } from "../../api/errors";
import type { RegistrationInput } from "../../bindings/RegistrationInput";
import type { RegistrationResult } from "../../bindings/RegistrationResult";
import { ErrorNotice } from "../../components/ErrorNotice";
import { Field } from "../../components/Field";
import { Ltr, t, useT } from "../../i18n";

const EMPTY = { name: "", country: "", firstName: "", lastName: "", email: "", clientId: "", secret: "" };
type Fields = typeof EMPTY;

/** The first problem of the form, by field, as the desk would report it. */
export function registrationProblems(fields: Fields, service: boolean): Partial<Record<keyof Fields, string>> {
  const problems: Partial<Record<keyof Fields, string>> = {};
  if (!fields.name.trim()) problems.name = t("settings-registration-problem-name");
  if (!/^[A-Za-z]{2}$/.test(fields.country.trim())) problems.country = t("settings-registration-problem-country");
  if (!/^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(fields.email.trim())) problems.email = t("settings-registration-problem-email");
  if (service && !fields.clientId.trim()) problems.clientId = t("settings-registration-problem-client-id");
  if (service && !fields.secret.trim()) problems.secret = t("settings-registration-problem-secret");
  return problems;
}

/** "Register a new company": the integrator's browser flow, its wait with Cancel, the result. */
export function RegistrationSection({ profileKind }: { profileKind: string }) {
  const t = useT();
  const service = profileKind !== "sandbox";
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [shown, setShown] = useState(false);
  const mutation = useMutation<RegistrationResult, CommandError, RegistrationInput>({ mutationFn: registerCompany });
  const problems = registrationProblems(fields, service);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (Object.keys(problems).length > 0) return;
    mutation.mutate({
      name: fields.name.trim(),
      country: fields.country.trim().toUpperCase(),
      firstName: fields.firstName.trim(),
      lastName: fields.lastName.trim(),
      email: fields.email.trim(),
      integratorClientId: service ? fields.clientId.trim() : null,
      integratorSecret: service ? fields.secret : null,
    });
  };

  const field = (key: keyof Fields, label: string, type = "text", ltr = false) => (
    <Field id={`registration-${key}`} label={label} problems={shown ? problems[key] : undefined}>
      {(control) => (
        <input
          {...control}
          type={type}
          dir={ltr ? "ltr" : undefined}
          value={fields[key]}
          disabled={mutation.isPending}
          onChange={(e) => setFields({ ...fields, [key]: e.target.value })}
        />
      )}
    </Field>
  );

  return (
    <section className="card" aria-labelledby="settings-registration">
      <h2 id="settings-registration">{t("settings-registration")}</h2>
      <p className="muted">{t("settings-registration-about")}</p>
      <form onSubmit={submit} noValidate aria-label={t("settings-registration")}>
        {field("name", t("settings-registration-company-name"))}
        {field("country", t("settings-registration-country"), "text", true)}
        {field("firstName", t("settings-registration-first-name"))}
        {field("lastName", t("settings-registration-last-name"))}
        {field("email", t("settings-registration-email"), "email", true)}
        {service ? field("clientId", t("settings-registration-client-id"), "text", true) : null}
        {service ? field("secret", t("settings-registration-secret"), "password", true) : null}
        <button type="submit" className="button button--primary" disabled={mutation.isPending}>
          {t("settings-registration-start")}
        </button>
      </form>
      {mutation.isPending ? (
        <div role="status">
          <p>{t("settings-registration-waiting")}</p>
          <button type="button" className="button" onClick={() => void cancelRegistration()}>
            {t("settings-cancel")}
          </button>
        </div>
      ) : null}
      {mutation.isError ? <ErrorNotice error={mutation.error} title={t("settings-registration-failed")} /> : null}
      {mutation.isSuccess ? <RegistrationOutcome result={mutation.data} /> : null}
    </section>
  );
}

function RegistrationOutcome({ result }: { result: RegistrationResult }) {
  return (
    <div role="status" aria-label={t("settings-registration-result")}>
      <p>{t("settings-registration-complete", { company: result.companyName })}</p>
      <dl className="facts">
        {result.companyId ? (
          <>
            <dt>{t("settings-profile-company-id")}</dt>
            <dd>
              <Ltr>{result.companyId}</Ltr>
            </dd>
          </>
        ) : null}
        {result.company ? (
          <>
            <dt>{t("settings-registration-in-sandbox")}</dt>
            <dd>
              {t("settings-registration-sandbox-company", {
                company: result.company.name,
                country: result.company.country,
                inboxes: result.company.inboxes.join(", "),
              })}
            </dd>
          </>
        ) : null}
        {result.params
          .filter((p) => p.name !== "company_id")
          .map((p) => (
            // What the service sent back, by its own names: data.
            <div key={p.name}>
              <dt>
                <Ltr>{p.name}</Ltr>
              </dt>
              <dd>
                <Ltr>{p.value}</Ltr>
              </dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
