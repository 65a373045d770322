// Check an envelope's documents against the eBL, in the real window against the embedded
// sandbox: the consignee's clerk drops the eBL's demo invoice and a packing list with two
// mistakes (a container's check digit, the gross weight 10 % high), links the eBL with the
// picker, sees exactly those two differences naming the file and the page, replaces the packing
// list with the correct one, sees none, and sends. A second envelope, linked by the proposal its
// documents make, goes with the differences acknowledged in the send review. The eBL's timeline says each send was checked.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";

import { launchApp } from "../lib/app.mjs";
import { demoDocument, describeDocument, drop, scrollToElement } from "../lib/envelope.mjs";
import {
  ELEMENT,
  fieldLabelled,
  go as pageGo,
  invoke as pageInvoke,
  press as pagePress,
  signInWithKey,
  typeEnvelopeRecipient,
  uploadEnvelope,
} from "../lib/page.mjs";

const CLERK = "consignee@nile.example";
const BANK = "bank@harbor.example";
const ENTER = "\uE007";

let app;
let world;
let session;
let ebl;
let folder;
/** The demo documents written for the eBL: the invoice, the packing list with mistakes, the correct one. */
let files;

const invoke = (cmd, args) => pageInvoke(app, cmd, args);
const press = (el) => pagePress(app, el);
const go = (screen) => pageGo(app, screen);

function inboxOf(email) {
  const user = world.users.find((u) => u.email === email);
  return world.companies.find((c) => c.id === user.company_id).inboxes[0];
}

/** The *Check against the eBL* section as the clerk reads it: its summary and each difference. */
function readCheck() {
  return app.execute(
    "const h = [...document.querySelectorAll('h3')].find((e) => e.textContent.trim() === 'Check against the eBL');" +
      "if (!h) return null; const s = h.closest('section');" +
      "const summary = s.querySelector('.doc-check__summary');" +
      "return { busy: !!s.querySelector('.doc-check__progress'), summary: summary ? summary.textContent.replace(/\\s+/g, ' ').trim() : null," +
      " lines: [...s.querySelectorAll('.doc-check__line')].map((l) => ({ check: l.querySelector('.doc-check__name').textContent," +
      "   outcome: l.querySelector('.badge').textContent, findings: [...l.querySelectorAll('.doc-check__findings li')].map((f) => f.textContent) })) };",
  );
}

/** Waits until the check shows `summary` (e.g. "2 differences") and is not being read again. */
function checkShowing(summary) {
  return app.waitFor(
    async () => {
      const c = await readCheck();
      return c && !c.busy && c.summary?.startsWith(summary) ? c : null;
    },
    `the check to show "${summary}"`,
    { timeoutMs: 60_000 },
  );
}

/** Scrolls the content pane (only it) so the heading `text` is at its top, for a screenshot. */
async function scrollTo(text) {
  await scrollToElement(app, await app.findByRole("heading", { name: text }));
}

/** Links the open draft to the eBL with the picker: typed, then Enter on the match. */
async function linkWithPicker() {
  const search = await app.findByRole("combobox", { name: "Search eBLs to link" });
  await app.type(search, ebl.reference);
  await app.findByRole("option", { name: ebl.reference, exact: false });
  await app.keys(ENTER);
  const linked = await app.findByRole("group", { name: "Linked eBL" });
  await app.findByText(`Linked to ${ebl.reference}`, { within: linked, exact: false });
  await app.findByText("Original", { within: linked });
}

before(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "ebl-desk-e2e-doccheck-"));
  app = await launchApp({ scenario: "doccheck", env: { E2E_LOGIN_EMAIL: CLERK } });
});

after(async () => {
  await app?.close();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

test("the clerk signs in; the sandbox writes the eBL's demo invoice and a packing list with two mistakes", async () => {
  ({ session, world } = await signInWithKey(app, CLERK));
  ebl = await app.waitFor(async () => {
    const list = await invoke("list_ebls", { refresh: true });
    return list.rows?.find((r) => r.state === "ISSUED" && r.heldByUs && !r.isCopy);
  }, "an original the company holds");
  const safe = ebl.reference.replace(/[^A-Za-z0-9]/g, "-");
  fs.mkdirSync(path.join(folder, "fixed"));
  files = {
    invoice: path.join(folder, `invoice-${safe}.pdf`),
    wrong: path.join(folder, `packing-list-${safe}.pdf`),
    fixed: path.join(folder, "fixed", `packing-list-${safe}.pdf`),
  };
  fs.writeFileSync(files.invoice, await demoDocument(session.baseUrl, ebl.id, "invoice"));
  fs.writeFileSync(files.wrong, await demoDocument(session.baseUrl, ebl.id, "packing-list", "container-digit,weight:1.1"));
  fs.writeFileSync(files.fixed, await demoDocument(session.baseUrl, ebl.id, "packing-list"));
});

test("dropped documents linked to the eBL show exactly the two differences, naming file and page", async () => {
  await go("Envelopes");
  await drop(app, [files.invoice, files.wrong]);
  const packing = path.basename(files.wrong);
  await app.findByRole("group", { name: path.basename(files.invoice), exact: false });
  await app.findByRole("group", { name: packing, exact: false });
  await describeDocument(app, path.basename(files.invoice), "INV", `INV-${ebl.reference}`);
  await describeDocument(app, packing, "PKL", `PKL-${ebl.reference}`);
  await app.type(await fieldLabelled(app, "Recipient inbox id"), inboxOf(BANK));
  // The picker, before it links: typed, the matches listed.
  const search = await app.findByRole("combobox", { name: "Search eBLs to link" });
  await app.type(search, ebl.reference);
  await app.waitFor(async () => {
    const options = await app.queryAllByRole("option", { name: ebl.reference, exact: false });
    const all = await app.queryAllByRole("option", { within: await app.findByRole("listbox", { name: "eBLs" }) });
    return options.length > 0 && options.length === all.length;
  }, "the picker to list the eBLs that match");
  await scrollTo("eBL");
  await app.screenshot("ebl-picker");
  await linkWithPicker();

  const check = await checkShowing("2 differences");
  const differing = check.lines.filter((l) => l.outcome === "Differs");
  const findings = differing.flatMap((l) => l.findings.map((f) => ({ check: l.check, text: f })));
  assert.equal(findings.length, 2, JSON.stringify(check, null, 2));
  const container = findings.find((f) => /container/i.test(f.check));
  const weight = findings.find((f) => /weight/i.test(f.check));
  assert.ok(container && weight, JSON.stringify(findings));
  const where = new RegExp(`^${packing.replace(/[.-]/g, "\\$&")}, page \\d+: `);
  assert.match(container.text, where);
  assert.match(container.text, /container [A-Z]{4}\d{7} — bill: [A-Z]{4}\d{7}/);
  assert.match(weight.text, where);
  assert.match(weight.text, / — bill: /);
  // Every other line says its result in words.
  for (const line of check.lines) assert.ok(["Matches", "Differs", "Not found", "Not checked"].includes(line.outcome), line.outcome);
  await scrollTo("Check against the eBL");
  await app.screenshot("check-differences");
});

test("the packing list replaced with the correct one shows no difference; the envelope is sent", async () => {
  const packing = path.basename(files.wrong);
  await press(await app.findByRole("button", { name: `Remove ${packing}` }));
  await app.waitFor(async () => (await app.queryAllByRole("group", { name: packing, exact: false })).length === 0, "the removal");
  await drop(app, [files.fixed]);
  await describeDocument(app, packing, "PKL", `PKL-${ebl.reference}`);
  const check = await checkShowing("No differences");
  assert.equal(check.lines.filter((l) => l.outcome === "Differs").length, 0, JSON.stringify(check));
  await scrollTo("Check against the eBL");
  await app.screenshot("check-corrected");

  await uploadEnvelope(app);
  const dialog = await app.findByRole("dialog", { name: "Review and sign" });
  await app.findByText("No differences", { within: dialog });
  assert.equal((await app.queryAllByRole("checkbox", { within: dialog })).length, 0, "nothing to acknowledge");
  const send = await app.findByRole("button", { name: "Sign and send", within: dialog });
  await typeEnvelopeRecipient(app, dialog);
  await app.waitFor(() => app.enabled(send), "Sign and send to be enabled");
  await press(send);
  const sent = await app.findByRole("table", { name: "Sent envelopes" });
  await app.findByText(path.basename(files.invoice), { within: sent, exact: false });
});

test("an envelope with the differences is sent once the clerk acknowledges them in the review", async () => {
  await press(await app.findByRole("button", { name: "New envelope" }));
  await drop(app, [files.invoice, files.wrong]);
  const packing = path.basename(files.wrong);
  await describeDocument(app, path.basename(files.invoice), "INV", `INV-${ebl.reference}-2`);
  await describeDocument(app, packing, "PKL", `PKL-${ebl.reference}-2`);
  await app.type(await fieldLabelled(app, "Recipient inbox id"), inboxOf(BANK));
  // The documents name the eBL's B/L number: the link is proposed, one click accepts it.
  const proposal = await app.findByText("This envelope's documents name the B/L number", { exact: false });
  await press(await app.findByRole("button", { name: `Link to ${ebl.reference}`, within: proposal }));
  await app.findByText(`Linked to ${ebl.reference}`, { within: await app.findByRole("group", { name: "Linked eBL" }), exact: false });
  await checkShowing("2 differences");

  await uploadEnvelope(app);
  const dialog = await app.findByRole("dialog", { name: "Review and sign" });
  await app.findByText("2 differences", { within: dialog });
  const differences = await app.findByRole("list", { name: "Differences", within: dialog });
  assert.equal((await app.queryAllByRole("listitem", { within: differences })).length, 2);
  const send = await app.findByRole("button", { name: "Sign and send", within: dialog });
  await typeEnvelopeRecipient(app, dialog);
  assert.equal(await app.enabled(send), false, "Sign and send waits for the acknowledgement");
  const ack = await app.findByRole("checkbox", {
    name: "I have seen the 2 differences and want to send anyway",
    within: dialog,
  });
  // What the screenshot shows: no toast of the first send over it, the acknowledgement in view.
  await app.execute("document.querySelectorAll('.toasts button[aria-label=\"Dismiss\"]').forEach((b) => b.click());");
  await app.execute("arguments[0].scrollIntoView({ block: 'end' });", [{ [ELEMENT]: send.id }]);
  await app.screenshot("send-review-differences");
  await press(ack);
  await app.waitFor(() => app.enabled(send), "Sign and send to be enabled");
  await press(send);
  await app.findByRole("table", { name: "Sent envelopes" });
  assert.equal((await invoke("envelope_sent")).length, 2);
});

test("the eBL's timeline says each envelope was sent with its documents checked", async () => {
  const timeline = await invoke("ebl_timeline", { id: ebl.id });
  const texts = timeline.map((t) => t.text);
  assert.ok(
    texts.some((t) => t.includes("its documents checked against this eBL: no difference")),
    texts.join("\n"),
  );
  assert.ok(
    texts.some((t) => /its documents checked against this eBL: 2 differences acknowledged, check [0-9a-f]/.test(t)),
    texts.join("\n"),
  );
  await go("eBLs");
  await app.type(await fieldLabelled(app, "Search eBLs"), ebl.reference);
  await press(await app.findByRole("button", { name: ebl.reference }));
  await scrollToElement(app, await app.findByText("2 differences acknowledged", { exact: false }));
  await app.screenshot("timeline");
});
