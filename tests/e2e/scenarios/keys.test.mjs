// A fresh key in the real window, against the embedded sandbox: generated on the Keys screen, it
// is "Not registered"; Register this key signs the company's text here and it waits for
// approval, which the eBL's actions explain; Approve (sandbox) stands in for the company
// administrator; then the new key signs a surrender request, and five eBLs checked in the list
// go to the bank in one review ("Sign and submit all").
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { launchApp } from "../lib/app.mjs";
import { ELEMENT, fieldLabelled, go, invoke as pageInvoke, signIn, typeRecipientName } from "../lib/page.mjs";

let app;
let ebl;
const invoke = (cmd, args) => pageInvoke(app, cmd, args);

before(async () => {
  app = await launchApp({ scenario: "keys" });
});

after(async () => {
  await app?.close();
});

/** The status badge of the "On the service" section ("" while it is not shown). */
function keyStatus() {
  return app.execute("return document.querySelector('[aria-label=\"Key status\"]')?.textContent ?? '';");
}

async function openEbl(reference) {
  await go(app, "eBLs");
  const back = await app.queryAllByRole("button", { name: "← Back to the list" });
  if (back.length) await app.click(back[0]);
  await app.type(await fieldLabelled(app, "Search eBLs"), reference);
  await app.click(await app.findByRole("button", { name: reference }));
  await app.findByRole("heading", { name: reference, exact: false });
}

test("a generated key is not registered, and registering it waits for approval", async () => {
  await signIn(app);
  await go(app, "Keys");
  await app.click(await app.findByRole("button", { name: "Generate a key" }));
  await app.waitFor(async () => (await keyStatus()) === "Not registered", "the status Not registered");
  await app.screenshot("not-registered");
  await app.click(await app.findByRole("button", { name: "Register this key" }));
  await app.waitFor(async () => (await keyStatus()) === "Waiting for approval", "the status Waiting for approval");
  await app.findByRole("button", { name: "Approve (sandbox)" });
  await app.screenshot("waiting-for-approval");
});

test("the eBL's signed actions say the key waits for approval", async () => {
  const list = await app.waitFor(async () => {
    const l = await invoke("list_ebls", { refresh: true });
    return l.rows?.length ? l : null;
  }, "the eBL list");
  ebl = list.rows.find((r) => r.state === "ISSUED" && r.heldByUs && !r.isCopy && r.roles.includes("CONSIGNEE"));
  assert.ok(ebl);
  await openEbl(ebl.reference);
  const reason = await app.findByText("Waiting for approval: your company's administrator has not approved", {
    exact: false,
  });
  await app.execute("arguments[0].scrollIntoView({ block: 'center' })", [{ [ELEMENT]: reason.id }]);
  await app.screenshot("action-explains");
});

test("approved through the sandbox's stand-in, the new key signs", async () => {
  await go(app, "Keys");
  await app.click(await app.findByRole("button", { name: "Approve (sandbox)" }));
  await app.waitFor(async () => (await keyStatus()) === "Approved", "the status Approved");
  await app.screenshot("approved");
  await openEbl(ebl.reference);
  await app.click(await app.findByRole("button", { name: "Request surrender" }));
  const review = await app.findByRole("dialog", { name: "Review and sign" });
  await typeRecipientName(app, review);
  await app.click(await app.findByRole("button", { name: "Sign and submit", within: review }));
  await app.findByText("SURRENDER_FOR_DELIVERY_REQUESTED");
  const key = await invoke("key_info");
  const detail = await invoke("get_ebl", { id: ebl.id });
  assert.equal(detail.row.state, "SURRENDER_FOR_DELIVERY_REQUESTED");
  const [entry] = (await invoke("activity_page", { filter: { text: "" }, offset: 0, limit: 1 })).rows;
  assert.equal(entry.outcome, "submitted");
  assert.ok(key.address);
});

test("five eBLs checked in the list go to the bank in one review", async () => {
  const list = await invoke("list_ebls", { refresh: true });
  const five = list.rows
    .filter((r) => r.state === "ISSUED" && r.heldByUs && !r.isCopy)
    .map((r) => r.reference)
    .sort()
    .slice(0, 5);
  assert.equal(five.length, 5, `five transferable eBLs: ${JSON.stringify(list.rows.map((r) => r.reference))}`);
  await go(app, "eBLs");
  const back = await app.queryAllByRole("button", { name: "← Back to the list" });
  if (back.length) await app.click(back[0]);
  // The search of the eBL opened before is emptied as a person does it: Escape in the field.
  const search = await fieldLabelled(app, "Search eBLs");
  await app.click(search);
  await app.keys("\uE00C");
  await app.waitFor(
    async () => (await app.execute("return document.querySelector('input[aria-label=\"Search eBLs\"]').value;")) === "",
    "an empty search",
  );
  for (const reference of five) {
    await app.click(await app.findByRole("checkbox", { name: `Select ${reference}` }));
  }
  const bar = await app.findByRole("region", { name: "Selection" });
  await app.findByText("5 selected", { within: bar });
  await app.screenshot("five-checked");
  await app.click(await app.findByRole("button", { name: "Transfer selected", within: bar }));
  await app.click(await app.findByRole("radio", { name: "Harbor Bank", exact: false }));
  await app.click(await app.findByRole("button", { name: "Continue to review" }));
  const review = await app.findByRole("dialog", { name: "Review and sign 5 eBLs" });
  for (const reference of five) {
    await app.findByText(`Transfer possession of ${reference} to Harbor Bank`, { within: review, exact: false });
  }
  await app.screenshot("bulk-review");
  await typeRecipientName(app, review);
  await app.click(await app.findByRole("button", { name: "Sign and submit all", within: review }));
  await app.findByText("5 of 5 went through", { within: review, exact: false });
  await app.screenshot("bulk-done");
  await app.click(await app.findByRole("button", { name: "Close", within: review }));
  // The list shows them no longer held, and the journal holds one submitted transfer each.
  const after = await app.waitFor(async () => {
    const l = await invoke("list_ebls", { refresh: true });
    const ours = l.rows.filter((r) => five.includes(r.reference));
    return ours.every((r) => !r.heldByUs) ? l : null;
  }, "the five no longer held");
  assert.ok(after);
  const transfers = (await invoke("activity_page", { filter: { text: "" }, offset: 0, limit: 50 })).rows.filter(
    (r) => r.operation === "TRANSFER_POSSESSION" && r.outcome === "submitted",
  );
  assert.equal(transfers.length, 5);
  await app.screenshot("list-after-bulk");
});
