// Rules in the real window, against the embedded sandbox: create an eBL webhook rule with a
// custom header, transfer an eBL, see the delivery (and the header) in the sandbox's
// deliveries and at the receiving end; then edit, disable and delete the rule.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { launchApp } from "../lib/app.mjs";
import { go as pageGo, heldEbl, invoke as pageInvoke, press as pagePress, reviewTransfer, signInWithKey, typeRecipientName } from "../lib/page.mjs";
import { startReceiver } from "../lib/receiver.mjs";
import { SECRETS, sandboxAdmin } from "../lib/sandbox.mjs";

SECRETS.add("e2e-secret");

let app;
let world;
let session;
let receiver;
let hookUrl;

const invoke = (cmd, args) => pageInvoke(app, cmd, args);
const press = (el) => pagePress(app, el);
const go = (screen) => pageGo(app, screen);

before(async () => {
  receiver = await startReceiver("/desk-hook");
  hookUrl = receiver.url;
  app = await launchApp({ scenario: "rules" });
});

after(async () => {
  await app?.close();
  receiver?.close();
});

test("signs in and imports the consignee's key", async () => {
  ({ session, world } = await signInWithKey(app, "consignee@nile.example"));
});

test("creates an eBL webhook rule with a header", async () => {
  await go("Rules");
  await press(await app.findByRole("button", { name: "New rule" }));
  await app.type(await app.findByRole("textbox", { name: "Rule name" }), "Desk webhook");
  await app.type(await app.findByRole("textbox", { name: "Webhook URLs, one per line (action 1)" }), hookUrl);
  await press(await app.findByRole("button", { name: "Add a header (action 1)" }));
  await app.type(await app.findByRole("textbox", { name: "Header 1 name (action 1)" }), "X-Desk-Key");
  await app.type(await app.findByRole("textbox", { name: "Header 1 value (action 1)" }), "e2e-secret");
  await app.screenshot("rule-form");
  await press(await app.findByRole("button", { name: "Save rule" }));
  await app.findByText("Rule “Desk webhook” saved.");
  await app.findByRole("switch", { name: "Enabled: Desk webhook" });
  await app.screenshot("rule-listed");
});

test("a transfer of an eBL is delivered to the webhook with the header", async () => {
  const bank = world.companies.find((c) => world.users.some((u) => u.email === "bank@harbor.example" && u.company_id === c.id));
  const ebl = await heldEbl(app);
  const dialog = await reviewTransfer(app, ebl.reference, bank.name);
  await typeRecipientName(app, dialog);
  await press(await app.findByRole("button", { name: "Sign and submit", within: dialog }));
  const rules = await invoke("list_rules");
  const rule = rules.find((r) => r.name === "Desk webhook");
  const delivery = await app.waitFor(async () => {
    const all = await sandboxAdmin(session.baseUrl, "/_sandbox/deliveries");
    return all.find((d) => d.rule_id === rule.id) ?? null;
  }, "the delivery in /_sandbox/deliveries");
  assert.equal(delivery.url, hookUrl);
  assert.equal(delivery.body.data.ebl_id, ebl.id);
  assert.ok(delivery.headers.some((h) => h.name === "X-Desk-Key" && h.value === "e2e-secret"));
  await app.waitFor(() => receiver.received.length > 0, "the webhook to arrive");
  assert.equal(receiver.received[0].headers["x-desk-key"], "e2e-secret");
});

test("edits, disables and deletes the rule", async () => {
  await go("Rules");
  await press(await app.findByRole("button", { name: "Edit Desk webhook" }));
  await app.type(await app.findByRole("textbox", { name: "Rule name" }), "Desk webhook (edited)");
  await press(await app.findByRole("button", { name: "Save rule" }));
  const toggle = await app.findByRole("switch", { name: "Enabled: Desk webhook (edited)" });
  await press(toggle);
  await app.waitFor(async () => {
    const r = (await invoke("list_rules")).find((x) => x.name === "Desk webhook (edited)");
    return r && !r.enabled;
  }, "the rule to be disabled on the service");
  await app.screenshot("rule-disabled");
  await press(await app.findByRole("button", { name: "Delete Desk webhook (edited)" }));
  const dialog = await app.findByRole("dialog", { name: "Delete the rule “Desk webhook (edited)”?" });
  await press(await app.findByRole("button", { name: "Delete rule", within: dialog }));
  await app.waitFor(async () => !(await invoke("list_rules")).some((x) => x.name.startsWith("Desk webhook")), "the rule to be gone");
  await app.screenshot("rule-deleted");
});
