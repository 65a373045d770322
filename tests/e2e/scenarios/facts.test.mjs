// Every fact of an eBL in the real window, against the embedded sandbox: the detail shows the
// title id, the issue-to party's codes and the document parties' functions in words; the
// carrier's own file is saved where the user chose; a copy names its original; the envelope
// form addresses by choice, not by typed UUIDs. axe-core checks the changed screens.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { after, before, test } from "node:test";

import { launchApp } from "../lib/app.mjs";
import { ELEMENT, fieldLabelled as pageField, go, invoke as pageInvoke, signIn } from "../lib/page.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const AXE = path.join(here, "../../../ui/node_modules/axe-core/axe.min.js");

let app;
let list;
let saveDir;

const invoke = (cmd, args) => pageInvoke(app, cmd, args);
const fieldLabelled = (text) => pageField(app, text);

async function openEbl(reference) {
  await go(app, "eBLs");
  const back = await app.queryAllByRole("button", { name: "← Back to the list" });
  if (back.length) await app.click(back[0]);
  const search = await fieldLabelled("Search eBLs");
  await app.type(search, reference);
  await app.click(await app.findByRole("button", { name: reference }));
  await app.findByRole("heading", { name: reference, exact: false });
}

/** axe-core's violations in the element `selector` of the window (axe injected once). */
async function axeViolations(selector) {
  const loaded = await app.execute("return typeof window.axe === 'object';");
  if (!loaded) {
    await app.execute(`${fs.readFileSync(AXE, "utf8")}\n;window.axe = axe; return true;`);
  }
  const found = await app.cmd("POST", "/execute/async", {
    script:
      "const [selector, done] = arguments;" +
      "window.axe.run(document.querySelector(selector)).then(" +
      "(r) => done(r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`))," +
      "(e) => done([`axe failed: ${e}`]));",
    args: [selector],
  });
  return found;
}

async function scrollTo(el) {
  await app.execute("arguments[0].scrollIntoView({ block: 'center' });", [{ [ELEMENT]: el.id }]);
}

before(async () => {
  saveDir = fs.mkdtempSync(path.join(os.tmpdir(), "ebl-desk-e2e-facts-"));
  app = await launchApp({ scenario: "facts" });
});

after(async () => {
  await app?.close();
  if (saveDir) fs.rmSync(saveDir, { recursive: true, force: true });
});

test("signs in and sees the demo eBLs", async () => {
  const session = await signIn(app);
  assert.ok(session.signedIn);
  list = await app.waitFor(async () => {
    const l = await invoke("list_ebls", { refresh: false });
    return l.rows?.length ? l : null;
  }, "the eBL list");
});

test("the detail shows the title id, the party codes and the functions in words", async () => {
  const ebl = list.rows.find((r) => r.reference === "GCLU26041001");
  assert.ok(ebl, "the demo eBL GCLU26041001");
  await openEbl(ebl.reference);
  await app.findByText("Title id");
  await app.findByText("LEI (GLEIF):", { exact: false });
  await app.findByText("Tax reference");
  await app.findByText("Registration number");
  const parties = await app.findByRole("region", { name: "Content" });
  await app.findByText("First notify party", { within: parties });
  await app.findByText("Consignee", { within: parties });
  await app.findByRole("button", { name: "Download the carrier's file" });
  await scrollTo(await app.findByRole("heading", { name: "Content" }));
  await app.screenshot("detail-party-codes");
  assert.deepEqual(await axeViolations("article[aria-label='eBL detail']"), []);
});

test("saves the carrier's own file where the user chose", async () => {
  const target = path.join(saveDir, "GCLU26041001-carrier.pdf");
  assert.equal(await invoke("e2e_answer_dialog", { paths: [target] }), null);
  await app.click(await app.findByRole("button", { name: "Download the carrier's file" }));
  await app.findByText(`Saved the carrier's file of GCLU26041001 to ${target}`, { exact: false });
  assert.equal(fs.readFileSync(target).subarray(0, 5).toString(), "%PDF-");
});

test("a copy names its original, which the company does not see", async () => {
  const copy = list.rows.find((r) => r.isCopy);
  assert.ok(copy, "the demo copy");
  await openEbl(copy.reference);
  await app.findByText("Your company does not see the original.");
  await app.screenshot("detail-copy");
});

test("the envelope form offers the known recipients and the profile's own company and inboxes", async () => {
  await go(app, "Envelopes");
  await app.click(await app.findByRole("button", { name: "New envelope" }));
  const known = await app.findByRole("combobox", { name: "Known recipient" });
  await app.findByRole("option", { name: "Harbor Bank", exact: false, within: known });
  await app.click(await app.findByText("Acting for another company or inbox", { exact: false }));
  await app.findByRole("combobox", { name: "Company id" });
  await app.findByRole("combobox", { name: "Sender inbox id" });
  await app.screenshot("envelope-addressing");
  assert.deepEqual(await axeViolations(".envelope-fields"), []);
});
