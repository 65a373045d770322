// Contacts in the real window: import contacts from pasted CSV (a preview with per-row errors
// first), find one, and pick it as the recipient of a transfer.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";

import { launchApp } from "../lib/app.mjs";
import {
  go as pageGo,
  heldEbl,
  invoke as pageInvoke,
  press as pagePress,
  reviewTransfer,
  signInWithKey,
  typeRecipientName,
} from "../lib/page.mjs";

let app;
let world;

const invoke = (cmd, args) => pageInvoke(app, cmd, args);
const press = (el) => pagePress(app, el);
const go = (screen) => pageGo(app, screen);

before(async () => {
  app = await launchApp({ scenario: "contacts" });
});

after(async () => {
  await app?.close();
});

test("signs in and imports the consignee's key", async () => {
  ({ world } = await signInWithKey(app, "consignee@nile.example"));
});

test("imports contacts from CSV after a preview with per-row errors", async () => {
  const shipper = world.companies.find((c) => world.users.some((u) => u.email === "shipper@delta.example" && u.company_id === c.id));
  await go("Contacts");
  await press(await app.findByRole("button", { name: "Import CSV…" }));
  const csv = `company_name,inbox_id,country,notes\nDelta Partner (contact),${shipper.inboxes[0]},${shipper.country},our shipper\nBroken row,not-a-uuid,EG,\n`;
  // WebDriver drops "\n" from typed text: a new line is the Enter key, as for a person.
  await app.type(await app.findByRole("textbox", { name: "Or paste the CSV" }), csv.replaceAll("\n", "\uE007"));
  await press(await app.findByRole("button", { name: "Preview" }));
  await app.findByRole("table", { name: "Import preview" });
  await app.findByText('The inbox id "not-a-uuid" is not a UUID.');
  await app.screenshot("import-preview");
  await press(await app.findByRole("button", { name: "Import 1 contact" }));
  await app.findByText("1 contact imported.");
  await app.findByText("Delta Partner (contact)");
  await app.screenshot("contacts-imported");
  const contacts = await invoke("list_contacts", { query: "delta partner" });
  assert.equal(contacts.length, 1);
  assert.equal(contacts[0].inboxId, shipper.inboxes[0]);
});

test("transfers an eBL to the imported contact, picked by name", async () => {
  const shipper = world.companies.find((c) => world.users.some((u) => u.email === "shipper@delta.example" && u.company_id === c.id));
  const ebl = await heldEbl(app);
  const dialog = await reviewTransfer(app, ebl.reference, "Delta Partner (contact)");
  await app.screenshot("contact-as-recipient");
  await app.findByText("Delta Partner (contact)", { exact: false });
  // A first transfer to the contact's inbox: its name typed as the review shows it.
  await typeRecipientName(app, dialog);
  await press(await app.findByRole("button", { name: "Sign and submit", within: dialog }));
  await app.waitFor(async () => {
    const d = await invoke("get_ebl", { id: ebl.id }).catch(() => null);
    const l = await invoke("list_ebls", { refresh: false });
    const row = l.rows.find((r) => r.id === ebl.id);
    return (row && !row.heldByUs) || d?.possessionId === shipper.inboxes[0];
  }, "the eBL to go to the contact's inbox");
});

test("exports the contacts to the path chosen in the save dialog, and only there", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ebl-desk-e2e-export-"));
  try {
    const target = path.join(dir, "partners.csv");
    await go("Contacts");
    // The save dialog's stand-in answers this path, through the same code as the native dialog.
    assert.equal(await invoke("e2e_answer_dialog", { paths: [target] }), null);
    await press(await app.findByRole("button", { name: "Export CSV…" }));
    await app.findByText(`exported to ${target}`, { exact: false });
    const csv = fs.readFileSync(target, "utf8");
    assert.match(csv, /Delta Partner \(contact\)/);
    await app.screenshot("exported");

    // A script in the window names a path the user did not choose: refused, nothing written;
    // and the chosen path was for one save only.
    const elsewhere = path.join(dir, "elsewhere.csv");
    const refused = await invoke("export_contacts_csv", { path: elsewhere });
    assert.equal(refused?.__error?.code, "path.not_allowed", JSON.stringify(refused));
    assert.equal(fs.existsSync(elsewhere), false);
    const again = await invoke("export_contacts_csv", { path: target });
    assert.equal(again?.__error?.code, "path.not_allowed", JSON.stringify(again));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
