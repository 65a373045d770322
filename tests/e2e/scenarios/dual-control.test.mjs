// Dual control in the real window, against a standalone sandbox reached over HTTP: a clerk's
// profile without a key prepares a transfer to Harbor Bank as a signing request (*Request
// approval*, saved through the save dialog); a second profile, the consignee with its key,
// opens the file by dropping it on the Approvals screen, sees the three columns, types the
// recipient's name and approves; the service then names the bank as holder. With the policy on
// for that profile, the transfer review offers no *Sign and submit*, only *Request approval…*.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";

import { launchApp } from "../lib/app.mjs";
import { drop } from "../lib/envelope.mjs";
import {
  addServiceProfile,
  ELEMENT,
  fieldLabelled,
  go,
  invoke as pageInvoke,
  press,
  reviewTransfer,
  signIn,
  typeRecipientName,
} from "../lib/page.mjs";
import { startSandbox } from "../lib/sandbox.mjs";

const CLERK = "clerk@nile.example";
const APPROVER = "consignee@nile.example";

let app;
let service;
let dir;
/** Who the stand-in browser signs in next (read at each sign-in). */
let whoFile;
let world;
let harbor;
let held;
let requestFile;

const invoke = (cmd, args) => pageInvoke(app, cmd, args);

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ebl-desk-e2e-dual-"));
  whoFile = path.join(dir, "login-email");
  fs.writeFileSync(whoFile, `${CLERK}\n`);
  service = await startSandbox();
  app = await launchApp({ scenario: "dual-control", env: { E2E_LOGIN_EMAIL_FILE: whoFile } });
});

after(async () => {
  await app?.close();
  await service?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Opens the eBL `reference` from the list of the profile in use. */
async function openEbl(reference) {
  await go(app, "eBLs");
  const back = await app.queryAllByRole("button", { name: "← Back to the list" });
  if (back.length) await app.click(back[0]);
  await app.type(await fieldLabelled(app, "Search eBLs"), reference);
  await press(app, await app.findByRole("button", { name: reference }));
  await app.findByRole("heading", { name: reference, exact: false });
}

test("the clerk, without a key, makes a signing request for a transfer and saves it", async () => {
  const added = await addServiceProfile(app, service.baseUrl, "Nile clerk");
  world = added.world;
  harbor = world.companies.find((c) => c.name.startsWith("Harbor"));
  assert.ok(world.users.some((u) => u.email === CLERK), "the sandbox has the clerk");
  await go(app, "eBLs");
  const session = await signIn(app);
  assert.equal(session.keyAddress, null);
  const list = await app.waitFor(async () => {
    const l = await invoke("list_ebls", { refresh: true });
    return l.rows?.length ? l : null;
  }, "the clerk's eBL list");
  held = list.rows.filter((r) => r.state === "ISSUED" && r.heldByUs && !r.isCopy);
  assert.ok(held.length >= 2, `two held eBLs: ${JSON.stringify(list.rows.map((r) => [r.reference, r.state]))}`);

  await openEbl(held[0].reference);
  const transfer = await app.findByRole("button", { name: "Transfer" });
  await app.findByText("No signing key on this profile: prepares a request", { exact: false });
  await press(app, transfer);
  await press(app, await app.findByRole("radio", { name: harbor.name, exact: false }));
  await press(app, await app.findByRole("button", { name: "Continue" }));
  const dialog = await app.findByRole("dialog", { name: "Request approval" });
  await app.type(await fieldLabelled(app, "Note for the approver"), "Release against LC 4471, as agreed");
  await app.screenshot("request-approval");
  await press(app, await app.findByRole("button", { name: "Create request", within: dialog }));
  const save = await app.findByRole("button", { name: "Save request…", within: dialog });

  requestFile = path.join(dir, `transfer-${held[0].reference}.ebl-request`);
  assert.equal(await invoke("e2e_answer_dialog", { paths: [requestFile] }), null);
  await press(app, save);
  await app.findByText(`Saved the request to ${requestFile}.`, { within: dialog });
  await app.screenshot("request-saved");
  const saved = JSON.parse(fs.readFileSync(requestFile, "utf8"));
  assert.equal(saved.request.format, "ebl-desk.signing-request");
  assert.equal(saved.request.operation, "TRANSFER_POSSESSION");
  assert.deepEqual(
    saved.request.ebls.map((e) => e.reference),
    [held[0].reference],
  );
  assert.equal(saved.request.maker.email, CLERK);
  assert.equal(saved.request.recipient.inbox, harbor.inboxes[0]);
  assert.equal(saved.request.note, "Release against LC 4471, as agreed");
  // No key on the clerk's profile: the request is unsigned, and says so.
  assert.equal(saved.signature ?? null, null);
  await press(app, await app.findByRole("button", { name: "Done", within: dialog }));
});

test("the approver, with the key, drops the request, sees the three columns and signs", async () => {
  assert.ok(requestFile, "the clerk's request");
  fs.writeFileSync(whoFile, `${APPROVER}\n`);
  await addServiceProfile(app, service.baseUrl, "Nile approver");
  await go(app, "eBLs");
  await signIn(app);
  const user = world.users.find((u) => u.email === APPROVER);
  await go(app, "Keys");
  await app.type(await fieldLabelled(app, "Private key (hex)"), user.private_key);
  await press(app, await app.findByRole("button", { name: "Import a hex key" }));
  await app.waitFor(async () => (await invoke("key_info"))?.address, "the imported key");

  await go(app, "Approvals");
  await app.findByRole("main", { name: "Approvals" });
  await drop(app, [requestFile]);
  const panel = await app.findByRole("region", { name: "Request: Transfer — 1 eBL" });
  await app.findByText(CLERK, { exact: false, within: panel });
  await app.findByText("Unsigned: the maker's profile has no key", { exact: false, within: panel });
  const table = await app.findByRole("table", { name: held[0].reference, exact: false, within: panel });
  for (const column of ["Asked by the maker", "The eBL now", "What your key signs"]) {
    await app.findByText(column, { within: table });
  }
  await app.findByText("all three agree", { exact: false, within: table });
  const approve = await app.findByRole("button", { name: "Approve and sign", within: panel });
  const typed = await typeRecipientName(app, panel);
  assert.ok(typed === null || typed.length > 0);
  await app.waitFor(() => app.enabled(approve), "Approve and sign to be enabled");
  await app.execute("arguments[0].scrollIntoView({ block: 'center' });", [{ [ELEMENT]: table.id }]);
  await app.screenshot("three-columns");
  await press(app, approve);
  const results = await app.findByRole("list", { name: "What happened to each eBL", within: panel });
  await app.waitFor(
    async () => (await app.text(results)).includes(`${held[0].reference}: Signed and submitted`),
    "the eBL signed and submitted",
  );
  await app.screenshot("approved");

  // The service names the bank as holder now.
  const detail = await app.waitFor(async () => {
    const d = await invoke("get_ebl", { id: held[0].id });
    return d && !d.__error && !d.row.heldByUs ? d : null;
  }, "the eBL to leave the approver's company");
  assert.equal(detail.row.holder, harbor.name);

  // The same request cannot be approved twice: opened again, it says so, and nothing can be signed.
  await press(app, await app.findByRole("button", { name: "Done", within: panel }));
  await drop(app, [requestFile]);
  const again = await app.waitFor(async () => {
    const [region] = await app.queryAllByRole("region", { name: "Request: Transfer — 1 eBL" });
    if (region) return { region };
    const [refused] = await app.queryAllByText("The request could not be opened");
    return refused ? { refused } : null;
  }, "the request opened again, or refused");
  await app.screenshot("approved-twice");
  if (again.region) {
    await app.findByRole("alert", { name: "Cannot be approved", within: again.region });
    const approveAgain = await app.findByRole("button", { name: "Approve and sign", within: again.region });
    assert.equal(await app.enabled(approveAgain), false);
    await press(app, await app.findByRole("button", { name: "Close", within: again.region }));
  }
});

test("the eBL's timeline and Activity name both people of the approved transfer", async () => {
  await openEbl(held[0].reference);
  const line = await app.findByText(`Prepared by ${CLERK} (request unsigned)`, { exact: false });
  assert.ok((await app.text(line)).includes(`Approved by ${APPROVER}`), await app.text(line));
  await app.execute("arguments[0].scrollIntoView({ block: 'center' });", [{ [ELEMENT]: line.id }]);
  await app.screenshot("timeline");

  await go(app, "Activity");
  await app.findByRole("main", { name: "Activity" });
  const people = `Prepared by ${CLERK} · Approved by ${APPROVER}`;
  await app.type(await fieldLabelled(app, "Person"), "clerk@nile");
  await app.findByText("1 of", { exact: false });
  const table = await app.findByRole("table", { name: "Activity" });
  await app.findByText(people, { within: table });
  await app.findByText(held[0].reference, { within: table });
  await app.screenshot("activity-person");
  await app.type(await fieldLabelled(app, "Person"), "nobody@else.example");
  await app.findByText("0 of", { exact: false });
});

test("with the policy on, the transfer review offers no Sign and submit", async () => {
  await go(app, "Settings");
  const box = await app.findByRole("checkbox", { name: "Transfers and surrenders need a second person" });
  // Every section of Settings loaded first: one that fills in above the box after it is found
  // could move it before the click lands. Once on 28 Nov the box was left unticked and nothing
  // was saved; that this was the cause is not confirmed.
  await app.waitFor(async () => !(await app.text(await app.findByRole("main", { name: "Settings" }))).includes("Loading…"), "Settings to finish loading");
  await press(app, box);
  await app.findByText("Transfers and surrenders on this profile now need a second person.");
  assert.equal((await invoke("approval_policy_get")).required, true);
  await app.screenshot("policy-on");

  const review = await reviewTransfer(app, held[1].reference, harbor.name);
  await app.findByRole("note", { name: "A second person approves", within: review });
  await app.findByRole("button", { name: "Request approval…", within: review });
  assert.deepEqual(await app.queryAllByRole("button", { name: "Sign and submit", within: review }), []);
  await app.screenshot("policy-review");
  await press(app, await app.findByRole("button", { name: "Cancel", within: review }));
});

test("the requests folder chosen in Settings lists the request, already approved", async () => {
  // A folder the user did not choose in the folder dialog cannot be named by a script.
  const refused = await invoke("approval_policy_set", {
    policy: { required: true, includeCopies: false, folder: os.tmpdir() },
  });
  assert.equal(refused.__error?.code, "path.not_allowed", JSON.stringify(refused));
  assert.equal((await invoke("approval_policy_get")).folder, null);
  await go(app, "Settings");
  assert.equal(await invoke("e2e_answer_dialog", { paths: [dir] }), null);
  await press(app, await app.findByRole("button", { name: "Choose folder…" }));
  await app.findByText(`Requests are now offered in ${fs.realpathSync(dir)}.`);
  await go(app, "Approvals");
  const offered = await app.findByRole("list", { name: "Offered requests" });
  await app.findByText(path.basename(requestFile), { within: offered });
  await app.findByText("already approved", { exact: false, within: offered });
  await app.screenshot("offered");
  await press(app, await app.findByRole("button", { name: `Open ${path.basename(requestFile)}`, within: offered }));
  const review = await app.findByRole("region", { name: "Request: Transfer — 1 eBL" });
  await app.findByRole("alert", { name: "Cannot be approved", within: review });
});
