import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";

import { cancelRegistration, registerCompany } from "../../api/registration";
import type { CommandError } from "../../api/errors";
import type { RegistrationInput } from "../../bindings/RegistrationInput";
import type { RegistrationResult } from "../../bindings/RegistrationResult";
import { ErrorNotice } from "../../components/ErrorNotice";
import { Field } from "../../components/Field";

const EMPTY = { name: "", country: "", firstName: "", lastName: "", email: "", clientId: "", secret: "" };
type Fields = typeof EMPTY;

/** The first problem of the form, by field, as the desk would report it. */
export function registrationProblems(fields: Fields, service: boolean): Partial<Record<keyof Fields, string>> {
  const problems: Partial<Record<keyof Fields, string>> = {};
  if (!fields.name.trim()) problems.name = "Enter the company name.";
  if (!/^[A-Za-z]{2}$/.test(fields.country.trim())) problems.country = "Enter the country as two letters (e.g. DK).";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(fields.email.trim())) problems.email = "Enter a valid e-mail address.";
  if (service && !fields.clientId.trim()) problems.clientId = "Enter the integrator client ID.";
  if (service && !fields.secret.trim()) problems.secret = "Enter the integrator client secret.";
  return problems;
}

/** "Register a new company": the integrator's browser flow, its wait with Cancel, the result. */
export function RegistrationSection({ profileKind }: { profileKind: string }) {
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

  const field = (key: keyof Fields, label: string, type = "text") => (
    <Field id={`registration-${key}`} label={label} problems={shown ? problems[key] : undefined}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={fields[key]}
          disabled={mutation.isPending}
          onChange={(e) => setFields({ ...fields, [key]: e.target.value })}
        />
      )}
    </Field>
  );

  return (
    <section className="card" aria-labelledby="settings-registration">
      <h2 id="settings-registration">Register a new company</h2>
      <p className="muted">
        As an integrator, start the service's registration page in your browser; the new company's user finishes
        it there and the browser comes back to this app.
      </p>
      <form onSubmit={submit} noValidate aria-label="Register a new company">
        {field("name", "Company name")}
        {field("country", "Country (two letters)")}
        {field("firstName", "First name")}
        {field("lastName", "Last name")}
        {field("email", "E-mail", "email")}
        {service ? field("clientId", "Integrator client ID") : null}
        {service ? field("secret", "Integrator client secret", "password") : null}
        <button type="submit" className="button button--primary" disabled={mutation.isPending}>
          Register in the browser
        </button>
      </form>
      {mutation.isPending ? (
        <div role="status">
          <p>Waiting for the registration to be completed in the browser…</p>
          <button type="button" className="button" onClick={() => void cancelRegistration()}>
            Cancel
          </button>
        </div>
      ) : null}
      {mutation.isError ? <ErrorNotice error={mutation.error} title="The company was not registered" /> : null}
      {mutation.isSuccess ? <RegistrationOutcome result={mutation.data} /> : null}
    </section>
  );
}

function RegistrationOutcome({ result }: { result: RegistrationResult }) {
  return (
    <div role="status" aria-label="Registration result">
      <p>Registration of {result.companyName} is complete.</p>
      <dl className="facts">
        {result.companyId ? (
          <>
            <dt>Company ID</dt>
            <dd>{result.companyId}</dd>
          </>
        ) : null}
        {result.company ? (
          <>
            <dt>In the sandbox</dt>
            <dd>
              {result.company.name} ({result.company.country}), inbox {result.company.inboxes.join(", ")}
            </dd>
          </>
        ) : null}
        {result.params
          .filter((p) => p.name !== "company_id")
          .map((p) => (
            <div key={p.name}>
              <dt>{p.name}</dt>
              <dd>{p.value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
