import { useState } from "react";

import { importContacts, previewContactsCsv, previewContactsText, useContactMutation } from "../../api/contacts";
import { chooseFileToOpen } from "../../api/dialogs";
import type { CommandError } from "../../api/errors";
import type { CsvPreview } from "../../bindings/CsvPreview";
import type { ImportReport } from "../../bindings/ImportReport";
import { ErrorNotice } from "../../components/ErrorNotice";

const CSV_FILTERS = [{ name: "CSV", extensions: ["csv", "txt"] }];

/**
 * CSV import: choose a file (or paste the text), see every row with its errors, then import the
 * good rows. Nothing is saved before "Import".
 */
export function CsvImport({ onClose, onImported }: { onClose: () => void; onImported: (report: ImportReport) => void }) {
  const [text, setText] = useState("");
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [error, setError] = useState<CommandError | null>(null);
  const run = useContactMutation(importContacts);

  const show = async (load: () => Promise<CsvPreview>) => {
    setError(null);
    try {
      setPreview(await load());
    } catch (e) {
      setError(e as CommandError);
    }
  };

  const chooseFile = async () => {
    try {
      const path = await chooseFileToOpen("Import contacts from CSV", CSV_FILTERS);
      if (path) await show(() => previewContactsCsv(path));
    } catch (e) {
      setError(e as CommandError);
    }
  };

  const good = preview?.rows.filter((r) => r.errors.length === 0) ?? [];
  const bad = (preview?.rows.length ?? 0) - good.length;

  return (
    <section className="card contacts__import" aria-labelledby="contacts-import">
      <h2 id="contacts-import">Import contacts from CSV</h2>
      <p className="muted">
        The first line names the columns: <code>company_name</code>, <code>inbox_id</code>, and optionally{" "}
        <code>country</code> and <code>notes</code>.
      </p>
      <div className="contacts__buttons">
        <button type="button" className="button" onClick={() => void chooseFile()}>
          Choose a CSV file…
        </button>
      </div>
      <div className="field">
        <label htmlFor="contacts-csv-text">Or paste the CSV</label>
        <textarea id="contacts-csv-text" rows={4} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <div className="contacts__buttons">
        <button type="button" className="button" disabled={!text.trim()} onClick={() => void show(() => previewContactsText(text))}>
          Preview
        </button>
      </div>
      {error ? <ErrorNotice error={error} title="The CSV could not be read" /> : null}
      {preview?.problem ? (
        <div role="alert" className="error-notice">
          <p>{preview.problem}</p>
        </div>
      ) : null}
      {preview && !preview.problem ? (
        <>
          <p role="status">
            {good.length} of {preview.rows.length} rows can be imported
            {bad > 0 ? `; ${bad} with errors will be skipped` : ""}.
          </p>
          <table className="contacts__table" aria-label="Import preview">
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Company</th>
                <th scope="col">Inbox id</th>
                <th scope="col">Country</th>
                <th scope="col">Problems</th>
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row) => (
                <tr key={row.line} className={row.errors.length ? "contacts__row--bad" : undefined}>
                  <td>{row.line}</td>
                  <td>{row.contact.companyName}</td>
                  <td>
                    <code>{row.contact.inboxId}</code>
                  </td>
                  <td>{row.contact.country ?? ""}</td>
                  <td>{row.errors.length ? row.errors.join(" ") : "OK"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {run.error ? <ErrorNotice error={run.error} title="The contacts were not imported" /> : null}
      <div className="contacts__buttons">
        <button
          type="button"
          className="button button--primary"
          disabled={good.length === 0 || run.isPending}
          onClick={() => run.mutate(good, { onSuccess: onImported })}
        >
          {good.length > 0 ? `Import ${good.length} ${good.length === 1 ? "contact" : "contacts"}` : "Import"}
        </button>
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </section>
  );
}
