// Check an envelope against the letter of credit, in the real window against the embedded
// sandbox: the clerk drops an invoice 10 % over the sale (the sandbox's `amount:1.1` mistake)
// and the packing list into a draft linked to the eBL, imports the MT700 the bank advised
// (through the file dialog) — written from the eBL and the plain demo invoice, for its total
// with 5 % either way — and sees exactly one difference: the invoice amount, naming the file,
// the page and both values, with the dated verdict. The clerk removes that invoice and drops the
// corrected one; the check then finds none. An MT707 typed in *Add amendment* extends the
// expiry, still none, and the envelope is sent. The journal entry of the send (listed in
// Activity) and the eBL's evidence pack hold the credit's hash.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";

import { APP_BINARY, launchApp } from "../lib/app.mjs";
import { demoDocument, describeDocument, drop, pdfLabelled, scrollToElement } from "../lib/envelope.mjs";
import {
  fieldLabelled,
  go as pageGo,
  invoke as pageInvoke,
  press as pagePress,
  signInWithKey,
  typeEnvelopeRecipient,
  uploadEnvelope,
} from "../lib/page.mjs";

const VERIFY = path.join(path.dirname(APP_BINARY), "tdx-evidence");
const CLERK = "consignee@nile.example";
const BANK = "bank@harbor.example";
const ENTER = "\uE007";
const DAY = 86_400_000;
/** The days left to present that the credit's 48 is written for. */
const DAYS_LEFT = 9;

let app;
let world;
let session;
let ebl;
let folder;
let files;
/** The credit as the bank advised it, and the amendment that extends its expiry. */
let credit;

const invoke = (cmd, args) => pageInvoke(app, cmd, args);
const press = (el) => pagePress(app, el);
const go = (screen) => pageGo(app, screen);

function inboxOf(email) {
  const user = world.users.find((u) => u.email === email);
  return world.companies.find((c) => c.id === user.company_id).inboxes[0];
}

/** `2026-11-27` → `261127` (SWIFT's YYMMDD). */
const yymmdd = (ms) => new Date(ms).toISOString().slice(2, 10).replaceAll("-", "");
/** Cents as SWIFT writes an amount: `12345,67`. */
const swiftAmount = (cents) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;

/**
 * The MT700 for the eBL's sale, written from its demo invoice (parties, ports, goods) for
 * `amountCents` with a tolerance of 5 % either way; presentation `DAYS_LEFT` days from today.
 */
function creditFor(invoice, amountCents) {
  const one = (label) => {
    const value = invoice.get(label)?.[0];
    assert.ok(value, `the demo invoice states no ${label}`);
    return value;
  };
  const shipped = Date.parse(`${one("Invoice date")}T00:00:00Z`);
  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const period = Math.round((today - shipped) / DAY) + DAYS_LEFT;
  const number = `LC26-${ebl.reference.replace(/[^A-Za-z0-9]/g, "").slice(-8)}`;
  const mt700 = [
    "{1:F01BANKBEBBAXXX0000000000}{2:O7001030261001BANKDEFFAXXX00000000002610011030N}{4:",
    ":27:1/1",
    ":40A:IRREVOCABLE",
    `:20:${number}`,
    `:31C:${yymmdd(shipped - 30 * DAY)}`,
    ":40E:UCP LATEST VERSION",
    `:31D:${yymmdd(today + 40 * DAY)}ALEXANDRIA`,
    `:50:${one("Consignee")}`,
    "ALEXANDRIA EG",
    `:59:${one("Shipper")}`,
    `:32B:USD${swiftAmount(amountCents)}`,
    ":39A:05/05",
    ":41D:ANY BANK",
    "BY NEGOTIATION",
    ":43P:ALLOWED",
    ":43T:ALLOWED",
    `:44E:${one("Port of loading")}`,
    `:44F:${one("Port of discharge")}`,
    `:44C:${yymmdd(shipped + 30 * DAY)}`,
    `:45A:+${one("Description of goods")}`,
    `CIF ${one("Port of discharge")} INCOTERMS 2020`,
    ":46A:+SIGNED COMMERCIAL INVOICE IN 3 ORIGINALS",
    "+FULL SET OF CLEAN ON BOARD OCEAN BILLS OF LADING MARKED FREIGHT PREPAID",
    "+PACKING LIST IN 2 COPIES",
    ":47A:+ALL DOCUMENTS MUST INDICATE THE CREDIT NUMBER",
    `:48:${period}/FROM THE DATE OF SHIPMENT`,
    ":49:WITHOUT",
    "-}",
  ].join("\n");
  return { number, mt700 };
}

/** The *Letter of credit* section as the clerk reads it: headline, verdict, facts, each line and its differences. */
function readCredit() {
  return app.execute(
    "const h = [...document.querySelectorAll('h3')].find((e) => e.textContent.trim() === 'Letter of credit');" +
      "if (!h) return null; const s = h.closest('section'); const text = (e) => e ? e.textContent.replace(/\\s+/g, ' ').trim() : null;" +
      "return { busy: !!s.querySelector('[role=status]') || s.querySelector('.doc-check__result')?.getAttribute('aria-busy') === 'true'," +
      " headline: text(s.querySelector('.doc-check__summary')), verdict: text(s.querySelector('.credit-check__verdict'))," +
      " facts: [...(s.querySelector('.credit-check__facts')?.children ?? [])].map(text).join(' '), alert: text(s.querySelector('[role=alert]'))," +
      " lines: [...s.querySelectorAll('.doc-check__line')].map((l) => ({ check: l.querySelector('.doc-check__name').textContent," +
      "   outcome: l.querySelector('.badge').textContent, findings: [...l.querySelectorAll('.doc-check__findings li')].map((f) => f.textContent) })) };",
  );
}

/** Waits until the credit's headline reads `headline` and nothing is being read again. */
function creditShowing(headline) {
  return app.waitFor(
    async () => {
      const c = await readCredit();
      if (c?.alert) throw new Error(`the credit section shows an error: ${c.alert}`);
      return c && !c.busy && c.headline === headline ? c : null;
    },
    `the credit's headline "${headline}"`,
    { timeoutMs: 60_000 },
  );
}

/** Waits until the eBL check shows `summary` and is not being read again. */
function eblCheckShowing(summary) {
  return app.waitFor(
    () =>
      app.execute(
        "const h = [...document.querySelectorAll('h3')].find((e) => e.textContent.trim() === 'Check against the eBL');" +
          "const s = h?.closest('section'); const sum = s?.querySelector('.doc-check__summary');" +
          "return !!sum && !s.querySelector('.doc-check__progress') && sum.textContent.trim().startsWith(arguments[0]);",
        [summary],
      ),
    `the eBL check to show "${summary}"`,
    { timeoutMs: 60_000 },
  );
}

before(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "ebl-desk-e2e-credit-"));
  app = await launchApp({ scenario: "credit", env: { E2E_LOGIN_EMAIL: CLERK } });
});

after(async () => {
  await app?.close();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

test("the clerk signs in; the bank's MT700 is written for the demo invoice, the invoice to drop first 10 % over it", async () => {
  ({ session, world } = await signInWithKey(app, CLERK));
  ebl = await app.waitFor(async () => {
    const list = await invoke("list_ebls", { refresh: true });
    return list.rows?.find((r) => r.state === "ISSUED" && r.heldByUs && !r.isCopy);
  }, "an original the company holds");
  const safe = ebl.reference.replace(/[^A-Za-z0-9]/g, "-");
  files = {
    invoice: path.join(folder, `invoice-${safe}.pdf`),
    corrected: path.join(folder, `invoice-${safe}-corrected.pdf`),
    packing: path.join(folder, `packing-list-${safe}.pdf`),
    mt700: path.join(folder, `credit-${safe}.txt`),
  };
  const totalOf = (pdf) => {
    const total = /^USD (\d+)\.(\d{2})$/.exec(pdfLabelled(pdf).get("Total amount")?.[0] ?? "");
    assert.ok(total, `the invoice's total: ${pdfLabelled(pdf).get("Total amount")}`);
    return Number(total[1]) * 100 + Number(total[2]);
  };
  // The invoice first dropped: its prices 10 % over the sale's, so over the credit's +5 %.
  const overPdf = await demoDocument(session.baseUrl, ebl.id, "invoice", "amount:1.1");
  const invoicePdf = await demoDocument(session.baseUrl, ebl.id, "invoice");
  fs.writeFileSync(files.invoice, overPdf);
  fs.writeFileSync(files.corrected, invoicePdf);
  fs.writeFileSync(files.packing, await demoDocument(session.baseUrl, ebl.id, "packing-list"));
  const totalCents = totalOf(invoicePdf);
  const overCents = totalOf(overPdf);
  assert.ok(overCents > totalCents * 1.05, `the over invoice: ${overCents}, the sale: ${totalCents}`);
  const { number, mt700 } = creditFor(pdfLabelled(invoicePdf), totalCents);
  // The amendment extends the expiry (31E) by 20 days; the amount stays.
  const mt707 = [`:20:${number}`, ":21:NONREF", ":26E:1", `:30:${yymmdd(Date.now())}`, `:31E:${yymmdd(Date.now() + 60 * DAY)}`, "-"].join("\n");
  credit = { number, mt700, mt707, totalCents, overCents };
  fs.writeFileSync(files.mt700, mt700);
});

test("the credit imported into the draft shows exactly one difference: the invoice amount over the tolerance", async () => {
  await go("Envelopes");
  await drop(app, [files.invoice, files.packing]);
  await describeDocument(app, path.basename(files.invoice), "INV", `INV-${ebl.reference}`);
  await describeDocument(app, path.basename(files.packing), "PKL", `PKL-${ebl.reference}`);
  await app.type(await fieldLabelled(app, "Recipient inbox id"), inboxOf(BANK));
  await app.type(await app.findByRole("combobox", { name: "Search eBLs to link" }), ebl.reference);
  await app.findByRole("option", { name: ebl.reference, exact: false });
  await app.keys(ENTER);
  await app.findByText(`Linked to ${ebl.reference}`, { exact: false });
  await eblCheckShowing("No differences");

  const heading = await app.findByRole("heading", { name: "Letter of credit" });
  await app.findByText("No credit yet", { exact: false });
  // Pasted with a typo in 32B (the letter O for a zero): refused, naming the line; nothing kept.
  const lines = credit.mt700.split("\n");
  const at = lines.findIndex((l) => l.startsWith(":32B:"));
  const typo = lines.map((l, i) => (i === at ? l.replace(/0/, "O") : l)).join(ENTER);
  await press(await app.findByRole("button", { name: "Paste credit…" }));
  const paste = await app.findByRole("dialog", { name: "Paste credit (MT700)" });
  await app.type(await app.findByRole("textbox", { name: "The MT700's text", within: paste }), typo);
  await press(await app.findByRole("button", { name: "Import credit", within: paste }));
  const refused = await app.findByRole("alert", { within: paste });
  await app.findByText(`line ${at + 1}: field 32B`, { within: refused, exact: false });
  await app.findByText("credit.bad_field", { within: refused });
  await app.screenshot("credit-malformed");
  await press(await app.findByRole("button", { name: "Cancel", within: paste }));
  await app.findByText("No credit yet", { exact: false });

  assert.equal(await invoke("e2e_answer_dialog", { paths: [files.mt700] }), null);
  await press(await app.findByRole("button", { name: "Import credit…" }));
  const shown = await creditShowing(`1 difference with credit ${credit.number}`);
  const differing = shown.lines.filter((l) => l.outcome === "Differs");
  assert.deepEqual(
    differing.map((l) => l.check),
    ["Invoice amount (32B, 39A)"],
    JSON.stringify(shown, null, 2),
  );
  const [finding, ...more] = differing[0].findings;
  assert.equal(more.length, 0, JSON.stringify(differing));
  const invoiceName = path.basename(files.invoice).replace(/[.-]/g, "\\$&");
  assert.match(finding, new RegExp(`^${invoiceName}, page \\d+: amount USD [\\d ,.]+ — credit: .*USD`));
  // Both values: the invoice's total as written, and the credit's.
  const [invoiceSaid, creditSaid] = finding.split(" — credit: ");
  assert.equal(/amount USD ([\d ,.]+)$/.exec(invoiceSaid)?.[1].replace(/\D/g, ""), String(credit.overCents), finding);
  assert.ok(creditSaid.replace(/\D/g, "").includes(String(credit.totalCents)), finding);
  for (const line of shown.lines) assert.ok(["Matches", "Differs", "Not found", "Not checked"].includes(line.outcome), line.outcome);
  assert.match(shown.facts, new RegExp(`Credit number ${credit.number}`));
  assert.match(shown.facts, /Amount USD [\d,]+\.\d{2} \(\+5% \/ -5%\) · the invoice may total USD/);
  assert.match(shown.verdict, /Present to the bank by \d{1,2} [A-Z][a-z]{2} \d{4} — \d+ days? left/);
  const left = Number(/— (\d+) days? left/.exec(shown.verdict)?.[1]);
  assert.ok(Math.abs(left - DAYS_LEFT) <= 1, shown.verdict);
  await app.findByText("For the examiner to read");
  await scrollToElement(app, heading);
  await app.screenshot("credit-difference");
});

test("the invoice replaced with the corrected one leaves no difference", async () => {
  const over = path.basename(files.invoice);
  const corrected = path.basename(files.corrected);
  await press(await app.findByRole("button", { name: `Remove ${over}` }));
  await app.waitFor(async () => (await app.queryAllByRole("group", { name: over, exact: false })).length === 0, "the removal");
  await app.findByText(`Removed ${over}.`, { exact: false });
  await drop(app, [files.corrected]);
  await describeDocument(app, corrected, "INV", `INV-${ebl.reference}`);
  const shown = await creditShowing(`Complies with credit ${credit.number}`);
  assert.equal(shown.lines.filter((l) => l.outcome === "Differs").length, 0, JSON.stringify(shown, null, 2));
  const amount = shown.lines.find((l) => l.check === "Invoice amount (32B, 39A)");
  assert.equal(amount?.outcome, "Matches", JSON.stringify(shown, null, 2));
  assert.doesNotMatch(shown.facts, /amendment/);
  await eblCheckShowing("No differences");
  await scrollToElement(app, await app.findByRole("heading", { name: "Letter of credit" }));
  await app.screenshot("credit-corrected");
});

test("an MT707 extending the expiry still leaves no difference; the envelope is sent", async () => {
  await press(await app.findByRole("button", { name: "Add amendment (MT707)…" }));
  const dialog = await app.findByRole("dialog", { name: "Add amendment (MT707)" });
  // Typed as the clerk would, each line ended with Enter (WebDriver drops a bare "\n").
  await app.type(await app.findByRole("textbox", { name: "The MT707's text", within: dialog }), credit.mt707.replaceAll("\n", ENTER));
  await app.screenshot("credit-amendment");
  await press(await app.findByRole("button", { name: "Apply amendment", within: dialog }));
  const shown = await creditShowing(`Complies with credit ${credit.number}`);
  assert.equal(shown.lines.filter((l) => l.outcome === "Differs").length, 0, JSON.stringify(shown, null, 2));
  assert.match(shown.facts, /1 amendment applied/);
  await scrollToElement(app, await app.findByRole("heading", { name: "Letter of credit" }));
  await app.screenshot("credit-complies");

  // The recipient confirmed (named on the eBL, never dealt with), the upload starts.
  await uploadEnvelope(app);
  const review = await app.findByRole("dialog", { name: "Review and sign" });
  await app.findByText("No differences", { within: review });
  assert.equal((await app.queryAllByRole("checkbox", { within: review })).length, 0, "nothing to acknowledge");
  const send = await app.findByRole("button", { name: "Sign and send", within: review });
  await typeEnvelopeRecipient(app, review);
  await app.waitFor(() => app.enabled(send), "Sign and send to be enabled");
  await app.screenshot("credit-send-review");
  await press(send);
  const sent = await app.findByRole("table", { name: "Sent envelopes" });
  await app.findByText(path.basename(files.corrected), { within: sent, exact: false });
});

test("the journal entry of the send and the eBL's evidence pack hold the credit's hash", async () => {
  // The credit's texts as imported, its amendment after it (tdx_credit::text_hash).
  const hash = createHash("sha256").update(`${credit.mt700}\n\x1e\n${credit.mt707}`).digest("hex");
  // Activity lists the send; the eBL's timeline says its documents were checked.
  const page = await invoke("activity_page", {
    filter: { text: "", operation: null, outcome: null, from: null, until: null },
    offset: 0,
    limit: 50,
  });
  const row = page.rows.find((r) => r.operation === "ENVELOPE_SEND" && r.eblId === ebl.id);
  assert.ok(row, JSON.stringify(page.rows, null, 2));
  await go("Activity");
  const table = await app.findByRole("table", { name: "Activity" });
  await app.findByText(ebl.reference, { within: table });
  await app.screenshot("credit-activity");
  // The eBL's timeline (the journal as the window tells it) names the credit by its hash.
  const short = `${hash.slice(0, 8)}…${hash.slice(-4)}`;
  const timeline = (await invoke("ebl_timeline", { id: ebl.id })).map((t) => t.text);
  assert.ok(
    timeline.some((t) =>
      t.includes(`its documents checked against this eBL: no difference; against credit ${credit.number} (hash ${short}): no difference`),
    ),
    timeline.join("\n"),
  );

  // The pack: the journal entry of the send (signed with the pack) names the credit by its
  // hash, and the check the clerk saw is in checks/<envelope>.json.
  await go("eBLs");
  await app.type(await fieldLabelled(app, "Search eBLs"), ebl.reference);
  await press(await app.findByRole("button", { name: ebl.reference }));
  await scrollToElement(app, await app.findByText(`against credit ${credit.number}`, { exact: false }));
  await app.screenshot("credit-timeline");
  const pack = path.join(folder, "evidence.zip");
  assert.equal(await invoke("e2e_answer_dialog", { paths: [pack] }), null);
  await press(await app.findByRole("button", { name: "Export evidence pack" }));
  await app.findByText("Saved the evidence pack of", { exact: false });
  const read = (name) =>
    execFileSync(
      "python3",
      ["-c", "import sys, zipfile; sys.stdout.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]).decode())", pack, name],
      { encoding: "utf8" },
    );
  const journal = JSON.parse(read("journal.json"));
  const entry = journal.find((e) => e.operation === "ENVELOPE_SEND" && e.id === row.id);
  assert.ok(entry, JSON.stringify(journal, null, 2));
  const recorded = entry.documentCheck?.credit;
  assert.ok(recorded, JSON.stringify(entry, null, 2));
  assert.equal(recorded.hash, hash, JSON.stringify(recorded, null, 2));
  assert.equal(recorded.number, credit.number);
  assert.equal(recorded.differences, 0);
  const checked = read(`checks/${entry.envelopeId}.json`);
  assert.ok(checked.includes(hash), checked);
  // The pack is consistent: the manifest names every file and is signed (no signer expected).
  const verified = spawnSync(VERIFY, ["verify", pack], { encoding: "utf8" });
  assert.equal(verified.status, 3, verified.stdout + verified.stderr);
});
