// The consignee's story in the real window, against the embedded sandbox, with the real
// keyring: sign in through the (stand-in) system browser, import the demo key, open an eBL and
// see its PDF, request surrender, transfer another to the bank, and send a copy.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";

import { launchApp } from "../lib/app.mjs";
import { sandboxAdmin } from "../lib/sandbox.mjs";
import { ELEMENT, fieldLabelled as pageField, invoke as pageInvoke, signIn, typeRecipientName } from "../lib/page.mjs";

let app;
let world;
let list;
let saveDir;

const invoke = (cmd, args) => pageInvoke(app, cmd, args);
const fieldLabelled = (text) => pageField(app, text);

async function openEbl(reference) {
  const nav = await app.findByRole("navigation", { name: "Main" });
  await app.click(await app.findByRole("button", { name: "eBLs", within: nav }));
  const back = await app.queryAllByRole("button", { name: "← Back to the list" });
  if (back.length) await app.click(back[0]);
  const search = await fieldLabelled("Search eBLs");
  await app.type(search, reference);
  await app.click(await app.findByRole("button", { name: reference }));
  await app.findByRole("heading", { name: reference, exact: false });
}

function pick(predicate, taken) {
  const row = list.rows.find((r) => predicate(r) && !taken.includes(r.id));
  assert.ok(row, "the demo world has an eBL for this step");
  taken.push(row.id);
  return row;
}

before(async () => {
  saveDir = fs.mkdtempSync(path.join(os.tmpdir(), "ebl-desk-e2e-saved-"));
  app = await launchApp({ scenario: "consignee" });
});

after(async () => {
  await app?.close();
  if (saveDir) fs.rmSync(saveDir, { recursive: true, force: true });
});

/** The next file dialog answers `paths` (the app's stand-in under the e2e harness, which records
 * the path through the same code as the native dialog). */
async function answerDialog(paths) {
  const answer = await invoke("e2e_answer_dialog", { paths });
  assert.equal(answer, null, JSON.stringify(answer));
}

const taken = [];

test("signs in through the browser and sees the demo eBLs", async () => {
  const session = await signIn(app);
  assert.ok(session.canWrite);
  world = await sandboxAdmin(session.baseUrl, "/_sandbox/world");
  list = await app.waitFor(async () => {
    const l = await invoke("list_ebls", { refresh: false });
    return l.rows?.length ? l : null;
  }, "the eBL list");
  const ours = list.rows.filter((r) => r.state === "ISSUED" && r.heldByUs && !r.isCopy && r.roles.includes("CONSIGNEE"));
  assert.ok(ours.length >= 3, `at least three eBLs to act on: ${JSON.stringify(list.rows.map((r) => r.reference))}`);
  await app.findByText(ours[0].reference);
  await app.screenshot("list");
});

test("imports the consignee's key on the Keys screen", async () => {
  const consignee = world.users.find((u) => u.email === "consignee@nile.example");
  const nav = await app.findByRole("navigation", { name: "Main" });
  await app.click(await app.findByRole("button", { name: "Keys", within: nav }));
  const field = await fieldLabelled("Private key (hex)");
  await app.type(field, consignee.private_key);
  await app.click(await app.findByRole("button", { name: "Import a hex key" }));
  await app.waitFor(async () => {
    const k = await invoke("key_info");
    return k && k.address.toLowerCase() === consignee.eth_address.toLowerCase();
  }, "the imported key's address");
  await app.findByText(consignee.eth_address, { exact: false }).catch(() => null);
  await app.screenshot("key-imported");
});

test("opens an eBL, sees its PDF, and requests surrender", async () => {
  const ebl = pick((r) => r.state === "ISSUED" && r.heldByUs && !r.isCopy && r.roles.includes("CONSIGNEE"), taken);
  await openEbl(ebl.reference);
  const page = await app.findByRole("img", { name: "Page 1 of", exact: false });
  await app.waitFor(
    () => app.execute("return arguments[0].complete && arguments[0].naturalWidth > 0", [{ [ELEMENT]: page.id }]),
    "page 1 of the PDF to be drawn",
  );
  await app.screenshot("detail-with-pdf");
  await app.click(await app.findByRole("button", { name: "Request surrender" }));
  const dialog = await app.findByRole("dialog", { name: "Review and sign" });
  // The key's first signature for the registry says so, with its address (trust item 3).
  const firstUse = await app.findByRole("note", { name: "First signature for this registry", within: dialog });
  assert.match(await app.text(firstUse), /Signing pins it for your key/);
  await app.screenshot("review-surrender");
  // A first surrender to an inbox never dealt with: its name typed as the review shows it.
  assert.ok(await typeRecipientName(app, dialog), "the first surrender asks for the name typed");
  await app.click(await app.findByRole("button", { name: "Sign and submit", within: dialog }));
  await app.findByText("SURRENDER_FOR_DELIVERY_REQUESTED");
  await app.screenshot("surrender-requested");
  const detail = await invoke("get_ebl", { id: ebl.id });
  assert.equal(detail.row.state, "SURRENDER_FOR_DELIVERY_REQUESTED");
});

test("transfers another eBL to the bank and it leaves 'held by us'", async () => {
  const bank = world.companies.find((c) => world.users.some((u) => u.email === "bank@harbor.example" && u.company_id === c.id));
  const ebl = pick((r) => r.state === "ISSUED" && r.heldByUs && !r.isCopy, taken);
  await openEbl(ebl.reference);
  await app.click(await app.findByRole("button", { name: "Transfer" }));
  await app.click(await app.findByRole("radio", { name: bank.name, exact: false }));
  await app.screenshot("transfer-recipient");
  await app.click(await app.findByRole("button", { name: "Continue to review" }));
  const dialog = await app.findByRole("dialog", { name: "Review and sign" });
  await app.findByText(bank.inboxes[0], { exact: false });
  // The registry is pinned for the key now: the second signature's review does not ask again.
  assert.equal((await app.queryAllByRole("note", { name: "First signature for this registry", within: dialog })).length, 0);
  // A first transfer to the bank's inbox: its name typed as the review shows it.
  await typeRecipientName(app, dialog);
  await app.click(await app.findByRole("button", { name: "Sign and submit", within: dialog }));
  await app.waitFor(async () => {
    const l = await invoke("list_ebls", { refresh: false });
    const row = l.rows.find((r) => r.id === ebl.id);
    return row && !row.heldByUs;
  }, "the transferred eBL to leave 'held by us'");
  await app.screenshot("transferred");
});

test("sends a copy of a third eBL", async () => {
  const bank = world.companies.find((c) => world.users.some((u) => u.email === "bank@harbor.example" && u.company_id === c.id));
  const ebl = pick((r) => r.state === "ISSUED" && r.heldByUs && !r.isCopy, taken);
  await openEbl(ebl.reference);
  await app.click(await app.findByRole("button", { name: "Send as a copy" }));
  await app.click(await app.findByRole("radio", { name: bank.name, exact: false }));
  await app.click(await app.findByRole("button", { name: "Continue to review" }));
  const dialog = await app.findByRole("dialog", { name: "Review and send" });
  // Asked only toward an inbox never dealt with (the transfer above went to the bank).
  await typeRecipientName(app, dialog);
  await app.click(await app.findByRole("button", { name: "Send copy", within: dialog }));
  await app.waitFor(async () => (await app.queryAllByRole("dialog", { name: "Review and send" })).length === 0, "the review to close");
  await app.screenshot("copy-sent");
});

test("downloads an eBL's PDF to the path chosen in the save dialog", async () => {
  const ebl = list.rows[0];
  await openEbl(ebl.reference);
  const target = path.join(saveDir, `${ebl.reference}.pdf`);
  await answerDialog([target]);
  await app.click(await app.findByRole("button", { name: "Download PDF" }));
  await app.findByText(`Saved ${ebl.reference} to ${target}`, { exact: false });
  assert.equal(fs.readFileSync(target).subarray(0, 5).toString(), "%PDF-");
  // The chosen path was for that one save.
  const again = await invoke("download_ebl", { eblId: ebl.id, path: target });
  assert.equal(again?.__error?.code, "path.not_allowed", JSON.stringify(again));
});

test("backs the key up and imports the backup through the file dialogs", async () => {
  const consignee = world.users.find((u) => u.email === "consignee@nile.example");
  const nav = await app.findByRole("navigation", { name: "Main" });
  await app.click(await app.findByRole("button", { name: "Keys", within: nav }));
  const backup = path.join(saveDir, "ebl-desk-key.json");
  await app.click(await app.findByRole("button", { name: "Export a keystore backup…" }));
  await app.type(await fieldLabelled("Backup password"), "correct horse battery");
  await app.type(await fieldLabelled("Confirm password"), "correct horse battery");
  await answerDialog([backup]);
  await app.click(await app.findByRole("button", { name: "Save backup…" }));
  await app.findByText(`Backup saved to ${backup}`, { exact: false });
  const keystore = JSON.parse(fs.readFileSync(backup, "utf8"));
  assert.equal(`0x${keystore.address}`.toLowerCase().replace(/^0x0x/, "0x"), consignee.eth_address.toLowerCase());

  // The backup replaces the key it was made from (the same address comes back).
  await app.click(await app.findByRole("checkbox", { name: "Replace the current key", exact: false }));
  await answerDialog([backup]);
  await app.click(await app.findByRole("button", { name: "Import a keystore file…" }));
  await app.findByText(backup);
  await app.type(await fieldLabelled("Keystore password"), "correct horse battery");
  await app.click(await app.findByRole("button", { name: "Import" }));
  await app.findByText("Key imported from the keystore:", { exact: false });
  const key = await invoke("key_info");
  assert.equal(key?.address?.toLowerCase(), consignee.eth_address.toLowerCase());
  await app.screenshot("keystore-imported");
});
