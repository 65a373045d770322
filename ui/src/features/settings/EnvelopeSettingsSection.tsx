import { useState, type FormEvent } from "react";

import { useEnvelopeSettings, useSaveEnvelopeSettings } from "../../api/envelopes";
import { ErrorNotice } from "../../components/ErrorNotice";
import { Field } from "../../components/Field";
import { t, useT } from "../../i18n";

/** "Envelopes": the largest file an envelope may carry (checked before an upload). */
export function EnvelopeSettingsSection() {
  const t = useT();
  const settings = useEnvelopeSettings();
  return (
    <section className="card" aria-labelledby="settings-envelopes">
      <h2 id="settings-envelopes">{t("settings-envelopes")}</h2>
      {settings.isPending ? <p className="muted">{t("settings-loading")}</p> : null}
      {settings.isError ? <ErrorNotice error={settings.error} title={t("settings-envelopes-load-failed")} /> : null}
      {settings.isSuccess ? <MaxFileForm saved={settings.data.maxFileMib} /> : null}
    </section>
  );
}

function MaxFileForm({ saved }: { saved: number }) {
  const [text, setText] = useState(String(saved));
  const [shown, setShown] = useState(false);
  const [done, setDone] = useState("");
  const save = useSaveEnvelopeSettings();
  const value = Number(text.trim());
  const problem =
    text.trim() === "" || !Number.isInteger(value) || value < 1 || value > 1_048_576
      ? t("settings-envelopes-max-problem")
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    setDone("");
    if (problem) return;
    save.mutate(
      { maxFileMib: value },
      { onSuccess: (s) => setDone(t("settings-envelopes-saved", { mib: s.maxFileMib })) },
    );
  };

  return (
    <form className="profile-form" onSubmit={submit} noValidate aria-label={t("settings-envelopes-form")}>
      <Field
        id="envelope-max-file"
        label={t("settings-envelopes-max")}
        hint={shown && problem ? undefined : t("settings-envelopes-max-hint")}
        problems={shown ? problem : undefined}
      >
        {(control) => (
          <input {...control} type="text" inputMode="numeric" value={text} onChange={(e) => setText(e.target.value)} />
        )}
      </Field>
      <button type="submit" className="button" disabled={save.isPending}>
        {t("settings-envelopes-save")}
      </button>
      {done ? (
        <p className="muted" role="status">
          {done}
        </p>
      ) : null}
      {save.isError ? <ErrorNotice error={save.error} title={t("settings-envelopes-save-failed")} /> : null}
    </form>
  );
}
