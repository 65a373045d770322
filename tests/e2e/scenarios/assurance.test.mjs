// Recipient assurance in the real window (issue 29): the bank's inbox pasted with one digit
// changed is called out as a near miss by name and cannot be signed; the bank as a verified
// contact shows its record in the review, a first transfer needs its name typed, and the next
// review shows the earlier transfer. axe-core finds no violation on the review dialog and the
// Contacts screen.
import assert from "node:assert/strict";
import fs from "node:fs";
import { after, before, test } from "node:test";

import { launchApp, REPO } from "../lib/app.mjs";
import { fieldLabelled, go, heldEbl, invoke as pageInvoke, press, reviewTransfer, signInWithKey, typeRecipientName } from "../lib/page.mjs";

let app;
let world;
let bank;

const invoke = (cmd, args) => pageInvoke(app, cmd, args);
const AXE = fs.readFileSync(`${REPO}/ui/node_modules/axe-core/axe.min.js`, "utf8");

/** The violations axe-core finds in the element `selector` selects (the whole page by default). */
async function axeViolations(selector = "body") {
  await app.execute(`${AXE}\nreturn typeof axe;`);
  const found = await app.cmd("POST", "/execute/async", {
    script:
      "const [selector, done] = arguments;" +
      "(window.axe || axe).run(document.querySelector(selector)).then(" +
      "(r) => done(r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`))," +
      "(e) => done([`axe failed: ${e}`]));",
    args: [selector],
  });
  return found;
}

/** The eBL list (not an eBL's detail), where reviewTransfer starts. */
async function toList() {
  await go(app, "eBLs");
  const back = await app.queryAllByRole("button", { name: "← Back to the list" });
  if (back.length) await press(app, back[0]);
}

before(async () => {
  app = await launchApp({ scenario: "assurance" });
});

after(async () => {
  await app?.close();
});

test("signs in and imports the consignee's key", async () => {
  ({ world } = await signInWithKey(app, "consignee@nile.example"));
  bank = world.companies.find((c) => world.users.some((u) => u.email === "bank@harbor.example" && u.company_id === c.id));
  assert.ok(bank, "the demo world has the bank");
});

test("the bank's inbox with one digit changed is named as a near miss and signing stays disabled", async () => {
  const inbox = bank.inboxes[0];
  const pasted = inbox.slice(0, -1) + (inbox.endsWith("9") ? "8" : "9");
  const ebl = await heldEbl(app);
  await toList();
  await app.type(await fieldLabelled(app, "Search eBLs"), ebl.reference);
  await press(app, await app.findByRole("button", { name: ebl.reference }));
  await press(app, await app.findByRole("button", { name: "Transfer" }));
  await app.type(await fieldLabelled(app, "Inbox id"), pasted);
  await press(app, await app.findByRole("button", { name: "Continue to review" }));
  const dialog = await app.findByRole("dialog", { name: "Review and sign" });
  const miss = await app.findByRole("note", { name: "Near miss", within: dialog });
  assert.match(await app.text(miss), new RegExp(`1 character from ${bank.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}'s inbox`));
  const sign = await app.findByRole("button", { name: "Sign and submit", within: dialog });
  assert.equal(await app.enabled(sign), false, "signing is disabled");
  // What the check asks tells the pasted inbox from the bank's: never the prefix they share.
  const typed = await typeRecipientName(app, dialog);
  assert.notEqual(typed, inbox.replace(/-/g, "").slice(0, 8), "not the bank's own prefix");
  assert.equal(await app.enabled(sign), false, "nothing to sign: still disabled");
  await app.screenshot("review-near-miss");
  assert.deepEqual(await axeViolations('[role="dialog"]'), []);
  await press(app, await app.findByRole("button", { name: "Cancel", within: dialog }));
  const journal = await invoke("ebl_timeline", { id: ebl.id }).catch(() => []);
  assert.ok(!JSON.stringify(journal).includes(pasted), "nothing on record for the pasted inbox");
});

test("the bank saved as a contact and marked verified on the Contacts screen", async () => {
  await go(app, "Contacts");
  await press(app, await app.findByRole("button", { name: "New contact" }));
  await app.type(await fieldLabelled(app, "Company name"), bank.name);
  await app.type(await fieldLabelled(app, "Inbox id"), bank.inboxes[0]);
  await press(app, await app.findByRole("button", { name: "Save contact" }));
  await press(app, await app.findByRole("button", { name: `Verify ${bank.name}` }));
  await app.type(await fieldLabelled(app, "Details"), "called the bank's trade desk on its published number");
  await press(app, await app.findByRole("button", { name: "Mark verified" }));
  const contacts = await app.waitFor(async () => {
    const list = await invoke("list_contacts", { query: "" });
    return list.find((c) => c.verification) ? list : null;
  }, "the contact to be verified");
  assert.equal(contacts[0].verification.how, "PHONE_CALL");
  await app.findByText("Verified by consignee@nile.example", { exact: false });
  await app.screenshot("contacts-verified");
  assert.deepEqual(await axeViolations("main"), []);
});

test("a first transfer to the verified contact needs the name typed; the next shows the record and the earlier transfer", async () => {
  const first = await heldEbl(app);
  await toList();
  let dialog = await reviewTransfer(app, first.reference, bank.name);
  await app.findByText("Verified by consignee@nile.example", { within: dialog, exact: false });
  await app.findByText("None went through: this is the first transfer to this inbox.", { within: dialog });
  const sign = await app.findByRole("button", { name: "Sign and submit", within: dialog });
  assert.equal(await app.enabled(sign), false, "a first transfer waits for the typed name");
  await app.type(await fieldLabelled(app, "Type the recipient's name"), bank.name);
  await app.waitFor(() => app.enabled(sign), "Sign and submit to be enabled");
  await press(app, sign);
  await app.waitFor(async () => {
    const l = await invoke("list_ebls", { refresh: false });
    const row = l.rows.find((r) => r.id === first.id);
    return row && !row.heldByUs;
  }, "the first transfer to go through");

  const second = await heldEbl(app);
  assert.notEqual(second.id, first.id);
  await toList();
  dialog = await reviewTransfer(app, second.reference, bank.name);
  await app.findByText("Verified by consignee@nile.example", { within: dialog, exact: false });
  const earlier = await app.findByRole("list", { name: "Earlier transfers that went through", within: dialog });
  assert.match(await app.text(earlier), new RegExp(first.reference));
  assert.equal(
    await app.enabled(await app.findByRole("button", { name: "Sign and submit", within: dialog })),
    true,
    "no name to type for an inbox transferred to before",
  );
  await app.screenshot("review-verified-contact");
  assert.deepEqual(await axeViolations('[role="dialog"]'), []);
  await press(app, await app.findByRole("button", { name: "Cancel", within: dialog }));
});
