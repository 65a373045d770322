import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import type { Contact } from "../../bindings/Contact";
import type { CsvPreview } from "../../bindings/CsvPreview";
import { axeViolations } from "../../test/axe";
import { answering, type IpcAnswers, renderWithIpc } from "../../test/renderWithIpc";
import { contactErrors } from "./ContactForm";
import { ContactsScreen } from "./ContactsScreen";

const A = "6f1c2e0a-3b7d-4c1e-9a55-0d2f6b8e4a11";
const B = "7a2d3f1b-4c8e-4d2f-8b66-1e3a7c9f5b22";

const RED_SEA: Contact = {
  id: "1",
  companyName: "Red Sea Freight",
  inboxId: A,
  country: "EG",
  notes: "agent in Suez",
  addedBy: null,
  addedAt: null,
  verification: null,
};

const PREVIEW: CsvPreview = {
  problem: null,
  rows: [
    { line: 2, contact: { companyName: "Lotus, Ltd", inboxId: B, country: "AE", notes: "" }, errors: [] },
    { line: 3, contact: { companyName: "Broken", inboxId: "nope", country: null, notes: "" }, errors: ['The inbox id "nope" is not a UUID.'] },
  ],
};

/** The address book as the Rust side keeps it (search included). */
function book(initial: Contact[], overrides: IpcAnswers = {}) {
  let contacts = [...initial];
  return answering({
    list_contacts: ({ query }) => {
      const q = query.toLowerCase();
      return contacts.filter((c) => `${c.companyName} ${c.inboxId} ${c.country ?? ""} ${c.notes}`.toLowerCase().includes(q));
    },
    add_contact: ({ contact }) => {
      const c = { ...contact, id: String(contacts.length + 1), addedBy: null, addedAt: null, verification: null };
      contacts = [...contacts, c];
      return c;
    },
    update_contact: ({ contact }) => {
      contacts = contacts.map((x) => (x.id === contact.id ? contact : x));
      return contact;
    },
    delete_contact: ({ id }) => {
      contacts = contacts.filter((c) => c.id !== id);
      return null;
    },
    preview_contacts_csv: () => PREVIEW,
    preview_contacts_text: () => PREVIEW,
    import_contacts: ({ rows }) => {
      rows.forEach((r) =>
        contacts.push({ ...r.contact, id: `i${r.line}`, addedBy: null, addedAt: null, verification: null }),
      );
      return { imported: rows.length, skipped: [] };
    },
    choose_file_to_save: () => "/home/me/contacts.csv",
    choose_file_to_open: () => "/home/me/partners.csv",
    export_contacts_csv: () => contacts.length,
    verify_contact: ({ id, verification }) => {
      contacts = contacts.map((c) =>
        c.id === id ? { ...c, verification: { ...verification, by: "clerk@nile.example", at: Date.UTC(2026, 3, 10, 14, 5) } } : c,
      );
      return contacts.find((c) => c.id === id)!;
    },
    unverify_contact: ({ id }) => {
      contacts = contacts.map((c) => (c.id === id ? { ...c, verification: null } : c));
      return contacts.find((c) => c.id === id)!;
    },
    ...overrides,
  });
}

describe("contact checks", () => {
  it("want a name, an inbox id that is a UUID, and a two-letter country", () => {
    expect(contactErrors({ companyName: "X", inboxId: A.toUpperCase(), country: "eg", notes: "" })).toEqual({});
    const errors = contactErrors({ companyName: " ", inboxId: "1234", country: "Egypt", notes: "" });
    expect(Object.keys(errors).sort()).toEqual(["companyName", "country", "inboxId"]);
  });
});

describe("Contacts screen", () => {
  it("adds a contact; a malformed inbox id is refused next to its field", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<ContactsScreen />, book([]));
    expect(await screen.findByText("No contacts saved")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "New contact" }));
    await user.type(screen.getByLabelText("Company name"), "Lotus Trading");
    const inbox = screen.getByLabelText("Inbox id");
    await user.type(inbox, "not-a-uuid");
    await user.click(screen.getByRole("button", { name: "Save contact" }));
    expect(inbox).toHaveAccessibleDescription(/An inbox id is a UUID/);
    expect(callsOf("add_contact")).toHaveLength(0);

    await user.clear(inbox);
    await user.type(inbox, B);
    await user.type(screen.getByLabelText("Country (two letters)"), "ae");
    await user.click(screen.getByRole("button", { name: "Save contact" }));
    expect(await screen.findByRole("row", { name: /Lotus Trading/ })).toHaveTextContent(B);
    expect(callsOf("add_contact")[0]?.args).toEqual({
      contact: { companyName: "Lotus Trading", inboxId: B, country: "AE", notes: "" },
    });
  });

  it("searches, edits and deletes after confirmation", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<ContactsScreen />, book([RED_SEA, { ...RED_SEA, id: "2", companyName: "Delta", inboxId: B, notes: "" }]));
    expect(await screen.findByRole("row", { name: /Delta/ })).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Search contacts" }), "suez");
    expect(await screen.findByText("Red Sea Freight")).toBeInTheDocument();
    expect(screen.queryByRole("row", { name: /Delta/ })).not.toBeInTheDocument();
    expect(callsOf("list_contacts").at(-1)?.args).toEqual({ query: "suez" });

    await user.click(screen.getByRole("button", { name: "Edit Red Sea Freight" }));
    const name = screen.getByLabelText("Company name");
    await user.clear(name);
    await user.type(name, "Red Sea Lines");
    await user.click(screen.getByRole("button", { name: "Save contact" }));
    expect(await screen.findByRole("row", { name: /Red Sea Lines/ })).toBeInTheDocument();
    expect(callsOf("update_contact")[0]?.args).toMatchObject({ contact: { id: "1", companyName: "Red Sea Lines", inboxId: A } });

    await user.click(screen.getByRole("button", { name: "Delete Red Sea Lines" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete contact" }));
    expect(await screen.findByText("No contact matches “suez”.")).toBeInTheDocument();
    expect(callsOf("delete_contact")[0]?.args).toEqual({ id: "1" });
  });

  it("previews a CSV file with per-row errors and imports only the good rows", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<ContactsScreen />, book([]));
    await user.click(await screen.findByRole("button", { name: "Import CSV…" }));
    await user.click(screen.getByRole("button", { name: "Choose a CSV file…" }));
    const table = await screen.findByRole("table", { name: "Import preview" });
    expect(callsOf("preview_contacts_csv")[0]?.args).toEqual({ path: "/home/me/partners.csv" });
    expect(within(table).getByRole("row", { name: /Broken/ })).toHaveTextContent('The inbox id "nope" is not a UUID.');
    expect(within(table).getByRole("row", { name: /Lotus/ })).toHaveTextContent("OK");
    expect(screen.getByText(/1 of 2 rows can be imported; 1 with errors will be skipped/)).toBeInTheDocument();
    expect(callsOf("import_contacts")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Import 1 contact" }));
    expect(await screen.findByRole("row", { name: /Lotus, Ltd/ })).toBeInTheDocument();
    expect(callsOf("import_contacts")[0]?.args).toEqual({ rows: [PREVIEW.rows[0]] });
    expect(screen.getByText("1 contact imported.")).toBeInTheDocument();
  });

  it("shows a file-wide CSV problem and offers nothing to import", async () => {
    const user = userEvent.setup();
    renderWithIpc(
      <ContactsScreen />,
      book([], { preview_contacts_text: () => ({ rows: [], problem: "The first line must name the columns." }) }),
    );
    await user.click(await screen.findByRole("button", { name: "Import CSV…" }));
    await user.type(screen.getByLabelText("Or paste the CSV"), "name{enter}x");
    await user.click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The first line must name the columns.");
    expect(screen.getByRole("button", { name: "Import" })).toBeDisabled();
  });

  it("exports to the path chosen in the save dialog", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<ContactsScreen />, book([RED_SEA]));
    await user.click(await screen.findByRole("button", { name: "Export CSV…" }));
    expect(await screen.findByText("1 contact exported to /home/me/contacts.csv")).toBeInTheDocument();
    expect(callsOf("export_contacts_csv")[0]?.args).toEqual({ path: "/home/me/contacts.csv" });
  });

  it("marks a contact verified with how, and shows who and when; takes it back", async () => {
    const user = userEvent.setup();
    const { callsOf, container } = renderWithIpc(<ContactsScreen />, book([RED_SEA]));
    const table = await screen.findByRole("table", { name: "Contacts" });
    expect(table).toHaveTextContent("Not verified");
    await user.click(screen.getByRole("button", { name: "Verify Red Sea Freight" }));
    const form = screen.getByRole("form", { name: "Verify Red Sea Freight" });
    // "Other" needs the words that say how.
    await user.selectOptions(within(form).getByLabelText("How you verified it"), "OTHER");
    await user.click(within(form).getByRole("button", { name: "Mark verified" }));
    expect(within(form).getByText("Say how you verified the inbox id.")).toBeInTheDocument();
    expect(callsOf("verify_contact")).toHaveLength(0);
    await user.selectOptions(within(form).getByLabelText("How you verified it"), "PHONE_CALL");
    await user.type(within(form).getByLabelText(/^Details/), "spoke to Ms Haddad");
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(form).getByRole("button", { name: "Mark verified" }));
    expect(callsOf("verify_contact")[0]?.args).toEqual({
      id: "1",
      verification: { how: "PHONE_CALL", note: "spoke to Ms Haddad" },
    });
    expect(
      await screen.findByText("Verified by clerk@nile.example on 2026-04-10 14:05 UTC (phone call: spoke to Ms Haddad)"),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Unverify Red Sea Freight" }));
    expect(await within(table).findByText("Not verified")).toBeInTheDocument();
    expect(callsOf("unverify_contact")).toEqual([{ cmd: "unverify_contact", args: { id: "1" } }]);
  });
});
