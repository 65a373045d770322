// Contacts in the real window: import contacts from pasted CSV (a preview with per-row errors
// first), find one, and pick it as the recipient of a transfer.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { launchApp } from "../lib/app.mjs";
import { fieldLabelled, go as pageGo, invoke as pageInvoke, press as pagePress, signIn } from "../lib/page.mjs";

let app;
let world;
let session;

const invoke = (cmd, args) => pageInvoke(app, cmd, args);
const press = (el) => pagePress(app, el);
const go = (screen) => pageGo(app, screen);
const fieldByLabel = (text) => fieldLabelled(app, text);

before(async () => {
  app = await launchApp({ scenario: "contacts" });
});

after(async () => {
  await app?.close();
});

test("signs in and imports the consignee's key", async () => {
  session = await signIn(app);
  world = await (await fetch(`${session.baseUrl}/_sandbox/world`)).json();
  const consignee = world.users.find((u) => u.email === "consignee@nile.example");
  await go("Keys");
  await app.type(await fieldByLabel("Private key (hex)"), consignee.private_key);
  await press(await app.findByRole("button", { name: "Import a hex key" }));
  await app.waitFor(async () => (await invoke("key_info"))?.address, "the imported key");
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
  const list = await app.waitFor(async () => {
    const l = await invoke("list_ebls", { refresh: true });
    return l.rows?.length ? l : null;
  }, "the eBL list");
  const ebl = list.rows.find((r) => r.state === "ISSUED" && r.heldByUs && !r.isCopy);
  await go("eBLs");
  await app.type(await fieldByLabel("Search eBLs"), ebl.reference);
  await press(await app.findByRole("button", { name: ebl.reference }));
  await press(await app.findByRole("button", { name: "Transfer" }));
  await press(await app.findByRole("radio", { name: "Delta Partner (contact)", exact: false }));
  await app.screenshot("contact-as-recipient");
  await press(await app.findByRole("button", { name: "Continue to review" }));
  const dialog = await app.findByRole("dialog", { name: "Review and sign" });
  await app.findByText("Delta Partner (contact)", { exact: false });
  await press(await app.findByRole("button", { name: "Sign and submit", within: dialog }));
  await app.waitFor(async () => {
    const d = await invoke("get_ebl", { id: ebl.id }).catch(() => null);
    const l = await invoke("list_ebls", { refresh: false });
    const row = l.rows.find((r) => r.id === ebl.id);
    return (row && !row.heldByUs) || d?.possessionId === shipper.inboxes[0];
  }, "the eBL to go to the contact's inbox");
});
