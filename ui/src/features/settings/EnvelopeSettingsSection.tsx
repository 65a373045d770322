import { useState, type FormEvent } from "react";

import { useEnvelopeSettings, useSaveEnvelopeSettings } from "../../api/envelopes";
import { ErrorNotice } from "../../components/ErrorNotice";
import { Field } from "../../components/Field";

/** "Envelopes": the largest file an envelope may carry (checked before an upload). */
export function EnvelopeSettingsSection() {
  const settings = useEnvelopeSettings();
  return (
    <section className="card" aria-labelledby="settings-envelopes">
      <h2 id="settings-envelopes">Envelopes</h2>
      {settings.isPending ? <p className="muted">Loading…</p> : null}
      {settings.isError ? <ErrorNotice error={settings.error} title="The envelope settings could not be loaded" /> : null}
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
      ? "Enter a whole number of MiB, at least 1."
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    setDone("");
    if (problem) return;
    save.mutate(
      { maxFileMib: value },
      { onSuccess: (s) => setDone(`Saved: files up to ${s.maxFileMib} MiB can be uploaded.`) },
    );
  };

  return (
    <form className="profile-form" onSubmit={submit} noValidate aria-label="Envelope settings">
      <Field
        id="envelope-max-file"
        label="Largest file (MiB)"
        hint={shown && problem ? undefined : "Larger files are refused before the upload starts."}
        problems={shown ? problem : undefined}
      >
        {(control) => (
          <input {...control} type="text" inputMode="numeric" value={text} onChange={(e) => setText(e.target.value)} />
        )}
      </Field>
      <button type="submit" className="button" disabled={save.isPending}>
        Save envelope settings
      </button>
      {done ? (
        <p className="muted" role="status">
          {done}
        </p>
      ) : null}
      {save.isError ? <ErrorNotice error={save.error} title="The envelope settings were not saved" /> : null}
    </form>
  );
}
