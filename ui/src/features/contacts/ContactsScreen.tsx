import { useState } from "react";

import {
  deleteContact,
  exportContactsCsv,
  unverifyContact,
  useContactMutation,
  useContacts,
  verificationText,
} from "../../api/contacts";
import { chooseFileToSave } from "../../api/dialogs";
import type { CommandError } from "../../api/errors";
import type { Contact } from "../../bindings/Contact";
import { ConfirmDelete } from "../../components/ConfirmDelete";
import { EmptyState } from "../../components/EmptyState";
import { ErrorNotice } from "../../components/ErrorNotice";
import { ScreenHeader } from "../../components/ScreenHeader";
import { ContactForm } from "./ContactForm";
import { CsvImport } from "./CsvImport";
import { VerifyForm } from "./VerifyForm";
import { Ltr, useT } from "../../i18n";
import { plainNumber } from "../../app/plainNumber";
import "./contacts.css";

type Panel = { kind: "form"; contact: Contact | null } | { kind: "verify"; contact: Contact } | { kind: "import" } | null;

/** The local address book: search, add, edit, delete, CSV import and export. */
export function ContactsScreen() {
  const t = useT();
  const [query, setQuery] = useState("");
  const contacts = useContacts(query.trim());
  const [panel, setPanel] = useState<Panel>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const [done, setDone] = useState("");
  const [exportError, setExportError] = useState<CommandError | null>(null);
  const remove = useContactMutation(deleteContact);
  const unverify = useContactMutation(unverifyContact);

  const exportAll = async () => {
    setExportError(null);
    try {
      const path = await chooseFileToSave(t("contacts-export-dialog"), "contacts.csv", [{ name: "CSV", extensions: ["csv"] }]);
      if (!path) return;
      const count = await exportContactsCsv(path);
      setDone(t("contacts-exported", { count, shown: plainNumber(count), path }));
    } catch (e) {
      setExportError(e as CommandError);
    }
  };

  const rows = contacts.data ?? [];
  return (
    <>
      <ScreenHeader title={t("contacts-title")} subtitle={t("contacts-subtitle")} />
      <div className="contacts__toolbar">
        <input
          type="search"
          aria-label={t("contacts-search")}
          placeholder={t("contacts-search-placeholder")}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <button type="button" className="button button--primary" onClick={() => setPanel({ kind: "form", contact: null })}>
          {t("contacts-new")}
        </button>
        <button type="button" className="button" onClick={() => setPanel({ kind: "import" })}>
          {t("contacts-import-csv")}
        </button>
        <button type="button" className="button" onClick={() => void exportAll()}>
          {t("contacts-export-csv")}
        </button>
      </div>
      <p className="muted" role="status" aria-live="polite">
        {done}
      </p>
      {exportError ? <ErrorNotice error={exportError} title={t("contacts-export-failed")} /> : null}
      {panel?.kind === "form" ? (
        <ContactForm
          key={panel.contact?.id ?? "new"}
          contact={panel.contact}
          onCancel={() => setPanel(null)}
          onDone={(c) => {
            setPanel(null);
            setDone(t("contacts-saved", { name: c.companyName }));
          }}
        />
      ) : null}
      {panel?.kind === "verify" ? (
        <VerifyForm
          key={panel.contact.id}
          contact={panel.contact}
          onCancel={() => setPanel(null)}
          onDone={(c) => {
            setPanel(null);
            setDone(t("contacts-marked-verified", { name: c.companyName }));
          }}
        />
      ) : null}
      {unverify.error ? <ErrorNotice error={unverify.error} title={t("contacts-unverify-failed")} /> : null}
      {panel?.kind === "import" ? (
        <CsvImport
          onClose={() => setPanel(null)}
          onImported={(report) => {
            setPanel(null);
            const skipped = report.skipped.length;
            setDone(
              skipped
                ? t("contacts-imported-skipped", {
                    count: report.imported,
                    shown: plainNumber(report.imported),
                    skipped,
                    skippedShown: plainNumber(skipped),
                  })
                : t("contacts-imported", { count: report.imported, shown: plainNumber(report.imported) }),
            );
          }}
        />
      ) : null}
      {contacts.error ? <ErrorNotice error={contacts.error} title={t("contacts-read-failed")} /> : null}
      {contacts.isSuccess && rows.length === 0 ? (
        query.trim() ? (
          <p className="muted">{t("contacts-no-match", { query: query.trim() })}</p>
        ) : (
          <EmptyState title={t("contacts-empty-title")}>
            <p>{t("contacts-empty-body")}</p>
          </EmptyState>
        )
      ) : null}
      {rows.length > 0 ? (
        <table className="contacts__table" aria-label={t("contacts-table")}>
          <thead>
            <tr>
              <th scope="col">{t("contacts-col-company")}</th>
              <th scope="col">{t("contacts-col-inbox")}</th>
              <th scope="col">{t("contacts-col-country")}</th>
              <th scope="col">{t("contacts-col-notes")}</th>
              <th scope="col">{t("contacts-col-verified")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("contacts-col-actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id}>
                <td>
                  <Ltr>{c.companyName}</Ltr>
                </td>
                <td>
                  <code translate="no" dir="ltr">
                    {c.inboxId}
                  </code>
                </td>
                <td>
                  <Ltr>{c.country ?? ""}</Ltr>
                </td>
                <td>
                  <span dir="auto" translate="no">
                    {c.notes}
                  </span>
                </td>
                <td className={c.verification ? "contacts__verified" : "muted"}>
                  {verificationText(c)}
                  {c.addedBy ? (
                    <>
                      <br />
                      <span className="muted">{t("contacts-added-by", { by: c.addedBy })}</span>
                    </>
                  ) : null}
                </td>
                <td className="contacts__buttons">
                  <button type="button" className="button" aria-label={t("contacts-edit-name", { name: c.companyName })} onClick={() => setPanel({ kind: "form", contact: c })}>
                    {t("contacts-edit")}
                  </button>
                  {c.verification ? (
                    <button
                      type="button"
                      className="button"
                      aria-label={t("contacts-unverify-name", { name: c.companyName })}
                      disabled={unverify.isPending}
                      onClick={() =>
                        unverify.mutate(c.id, {
                          onSuccess: () => setDone(t("contacts-unverified", { name: c.companyName })),
                        })
                      }
                    >
                      {t("contacts-unverify")}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="button"
                      aria-label={t("contacts-verify-name", { name: c.companyName })}
                      onClick={() => setPanel({ kind: "verify", contact: c })}
                    >
                      {t("contacts-verify")}
                    </button>
                  )}
                  <button type="button" className="button" aria-label={t("contacts-delete-name", { name: c.companyName })} onClick={() => setDeleting(c)}>
                    {t("contacts-delete")}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {deleting ? (
        <ConfirmDelete
          title={t("contacts-delete-title", { name: deleting.companyName })}
          error={remove.error}
          errorTitle={t("contacts-delete-failed")}
          confirmLabel={t("contacts-delete-confirm")}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setDone(t("contacts-deleted", { name: deleting.companyName }));
                setDeleting(null);
              },
            })
          }
          onKeep={() => setDeleting(null)}
        >
          <p>{t("contacts-delete-body")}</p>
        </ConfirmDelete>
      ) : null}
    </>
  );
}
