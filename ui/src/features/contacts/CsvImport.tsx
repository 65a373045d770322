import { useState } from "react";

import { importContacts, previewContactsCsv, previewContactsText, useContactMutation } from "../../api/contacts";
import { chooseFileToOpen } from "../../api/dialogs";
import type { CommandError } from "../../api/errors";
import type { CsvPreview } from "../../bindings/CsvPreview";
import type { ImportReport } from "../../bindings/ImportReport";
import { ErrorNotice } from "../../components/ErrorNotice";
import { Ltr, useT } from "../../i18n";
import { plainNumber } from "../../app/plainNumber";

const CSV_FILTERS = [{ name: "CSV", extensions: ["csv", "txt"] }];

/**
 * CSV import: choose a file (or paste the text), see every row with its errors, then import the
 * good rows. Nothing is saved before "Import".
 */
export function CsvImport({ onClose, onImported }: { onClose: () => void; onImported: (report: ImportReport) => void }) {
  const t = useT();
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
      const path = await chooseFileToOpen(t("contacts-import-title"), CSV_FILTERS);
      if (path) await show(() => previewContactsCsv(path));
    } catch (e) {
      setError(e as CommandError);
    }
  };

  const good = preview?.rows.filter((r) => r.errors.length === 0) ?? [];
  const bad = (preview?.rows.length ?? 0) - good.length;

  return (
    <section className="card contacts__import" aria-labelledby="contacts-import">
      <h2 id="contacts-import">{t("contacts-import-title")}</h2>
      <p className="muted">
        {t("contacts-import-columns", {
          company: "company_name",
          inbox: "inbox_id",
          country: "country",
          notes: "notes",
        })}
      </p>
      <div className="contacts__buttons">
        <button type="button" className="button" onClick={() => void chooseFile()}>
          {t("contacts-import-choose")}
        </button>
      </div>
      <div className="field">
        <label htmlFor="contacts-csv-text">{t("contacts-import-paste")}</label>
        <textarea id="contacts-csv-text" rows={4} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <div className="contacts__buttons">
        <button type="button" className="button" disabled={!text.trim()} onClick={() => void show(() => previewContactsText(text))}>
          {t("contacts-import-preview")}
        </button>
      </div>
      {error ? <ErrorNotice error={error} title={t("contacts-import-read-failed")} /> : null}
      {preview?.problem ? (
        <div role="alert" className="error-notice">
          <p>{preview.problem}</p>
        </div>
      ) : null}
      {preview && !preview.problem ? (
        <>
          <p role="status">
            {bad > 0
              ? t("contacts-import-summary-skipped", {
                  good: plainNumber(good.length),
                  count: preview.rows.length,
                  total: plainNumber(preview.rows.length),
                  bad: plainNumber(bad),
                })
              : t("contacts-import-summary", {
                  good: plainNumber(good.length),
                  count: preview.rows.length,
                  total: plainNumber(preview.rows.length),
                })}
          </p>
          <table className="contacts__table" aria-label={t("contacts-import-table")}>
            <thead>
              <tr>
                <th scope="col">{t("contacts-col-line")}</th>
                <th scope="col">{t("contacts-col-company")}</th>
                <th scope="col">{t("contacts-col-inbox")}</th>
                <th scope="col">{t("contacts-col-country")}</th>
                <th scope="col">{t("contacts-col-problems")}</th>
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row) => (
                <tr key={row.line} className={row.errors.length ? "contacts__row--bad" : undefined}>
                  <td>{plainNumber(row.line)}</td>
                  <td>
                    <Ltr>{row.contact.companyName}</Ltr>
                  </td>
                  <td>
                    <code translate="no" dir="ltr">
                      {row.contact.inboxId}
                    </code>
                  </td>
                  <td>
                    <Ltr>{row.contact.country ?? ""}</Ltr>
                  </td>
                  <td>{row.errors.length ? row.errors.join(" ") : t("contacts-import-row-ok")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {run.error ? <ErrorNotice error={run.error} title={t("contacts-import-failed")} /> : null}
      <div className="contacts__buttons">
        <button
          type="button"
          className="button button--primary"
          disabled={good.length === 0 || run.isPending}
          onClick={() => run.mutate(good, { onSuccess: onImported })}
        >
          {good.length > 0
            ? t("contacts-import-count", { count: good.length, shown: plainNumber(good.length) })
            : t("contacts-import")}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t("contacts-close")}
        </button>
      </div>
    </section>
  );
}
