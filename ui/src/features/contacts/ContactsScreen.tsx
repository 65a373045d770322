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
import "./contacts.css";

type Panel = { kind: "form"; contact: Contact | null } | { kind: "verify"; contact: Contact } | { kind: "import" } | null;

/** The local address book: search, add, edit, delete, CSV import and export. */
export function ContactsScreen() {
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
      const path = await chooseFileToSave("Export contacts", "contacts.csv", [{ name: "CSV", extensions: ["csv"] }]);
      if (!path) return;
      const count = await exportContactsCsv(path);
      setDone(`${count} ${count === 1 ? "contact" : "contacts"} exported to ${path}`);
    } catch (e) {
      setExportError(e as CommandError);
    }
  };

  const rows = contacts.data ?? [];
  return (
    <>
      <ScreenHeader title="Contacts" subtitle="Companies and inboxes you send eBLs and envelopes to." />
      <div className="contacts__toolbar">
        <input
          type="search"
          aria-label="Search contacts"
          placeholder="Search by name, inbox id, country or notes"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <button type="button" className="button button--primary" onClick={() => setPanel({ kind: "form", contact: null })}>
          New contact
        </button>
        <button type="button" className="button" onClick={() => setPanel({ kind: "import" })}>
          Import CSV…
        </button>
        <button type="button" className="button" onClick={() => void exportAll()}>
          Export CSV…
        </button>
      </div>
      <p className="muted" role="status" aria-live="polite">
        {done}
      </p>
      {exportError ? <ErrorNotice error={exportError} title="The contacts were not exported" /> : null}
      {panel?.kind === "form" ? (
        <ContactForm
          key={panel.contact?.id ?? "new"}
          contact={panel.contact}
          onCancel={() => setPanel(null)}
          onDone={(c) => {
            setPanel(null);
            setDone(`Contact “${c.companyName}” saved.`);
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
            setDone(`Contact “${c.companyName}” marked verified.`);
          }}
        />
      ) : null}
      {unverify.error ? <ErrorNotice error={unverify.error} title="The verification was not removed" /> : null}
      {panel?.kind === "import" ? (
        <CsvImport
          onClose={() => setPanel(null)}
          onImported={(report) => {
            setPanel(null);
            const skipped = report.skipped.length;
            setDone(
              `${report.imported} ${report.imported === 1 ? "contact" : "contacts"} imported` +
                (skipped ? `; ${skipped} ${skipped === 1 ? "row" : "rows"} skipped.` : "."),
            );
          }}
        />
      ) : null}
      {contacts.error ? <ErrorNotice error={contacts.error} title="The contacts could not be read" /> : null}
      {contacts.isSuccess && rows.length === 0 ? (
        query.trim() ? (
          <p className="muted">No contact matches “{query.trim()}”.</p>
        ) : (
          <EmptyState title="No contacts saved">
            <p>
              A contact keeps a company's name with its inbox id, so you pick a recipient by name instead of typing
              an id.
            </p>
          </EmptyState>
        )
      ) : null}
      {rows.length > 0 ? (
        <table className="contacts__table" aria-label="Contacts">
          <thead>
            <tr>
              <th scope="col">Company</th>
              <th scope="col">Inbox id</th>
              <th scope="col">Country</th>
              <th scope="col">Notes</th>
              <th scope="col">Verified</th>
              <th scope="col">
                <span className="visually-hidden">Edit, verify or delete</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id}>
                <td>{c.companyName}</td>
                <td>
                  <code>{c.inboxId}</code>
                </td>
                <td>{c.country ?? ""}</td>
                <td>{c.notes}</td>
                <td className={c.verification ? "contacts__verified" : "muted"}>
                  {verificationText(c)}
                  {c.addedBy ? (
                    <>
                      <br />
                      <span className="muted">Added by {c.addedBy}</span>
                    </>
                  ) : null}
                </td>
                <td className="contacts__buttons">
                  <button type="button" className="button" aria-label={`Edit ${c.companyName}`} onClick={() => setPanel({ kind: "form", contact: c })}>
                    Edit
                  </button>
                  {c.verification ? (
                    <button
                      type="button"
                      className="button"
                      aria-label={`Unverify ${c.companyName}`}
                      disabled={unverify.isPending}
                      onClick={() =>
                        unverify.mutate(c.id, {
                          onSuccess: () => setDone(`Contact “${c.companyName}” is no longer marked verified.`),
                        })
                      }
                    >
                      Unverify
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="button"
                      aria-label={`Verify ${c.companyName}`}
                      onClick={() => setPanel({ kind: "verify", contact: c })}
                    >
                      Verify
                    </button>
                  )}
                  <button type="button" className="button" aria-label={`Delete ${c.companyName}`} onClick={() => setDeleting(c)}>
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {deleting ? (
        <ConfirmDelete
          title={`Delete the contact “${deleting.companyName}”?`}
          error={remove.error}
          errorTitle="The contact was not deleted"
          confirmLabel="Delete contact"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setDone(`Contact “${deleting.companyName}” deleted.`);
                setDeleting(null);
              },
            })
          }
          onKeep={() => setDeleting(null)}
        >
          <p>It is removed from this computer's address book only.</p>
        </ConfirmDelete>
      ) : null}
    </>
  );
}
