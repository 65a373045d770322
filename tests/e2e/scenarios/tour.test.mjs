// The README's tour, taken from the real window on the built-in sandbox in the light theme: the
// consignee opens an eBL and its PDF, requests surrender, transfers another to the bank (the
// review names who that is), the carrier rejects the surrender (what needs attention), the
// Activity journal, and an envelope's documents checked against the bill. Each picture is the
// window's screenshot cropped to what it shows, written to docs/tour/<name>.png (`make test`
// takes them again, so they stay true); ui/src/readmeTour.test.ts fails when one the README
// names is missing.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";

import { launchApp, REPO } from "../lib/app.mjs";
import {
  ELEMENT,
  fieldLabelled,
  invoke as pageInvoke,
  press as pagePress,
  signInWithKey,
  typeRecipientName,
} from "../lib/page.mjs";
import { ADMIN_TOKEN, sandboxAdmin } from "../lib/sandbox.mjs";

const TOUR = path.join(REPO, "docs", "tour");
const CONSIGNEE = "consignee@nile.example";
const BANK = "bank@harbor.example";
const ENTER = "\uE007";
/** A picture larger than this is scaled down (the README's pictures stay small). */
const MAX_BYTES = 200_000;

let app;
let world;
let session;
let folder;
/** ISSUED originals the consignee holds: surrendered, transferred, checked in an envelope. */
let surrendered;
let transferred;
let enveloped;

const invoke = (cmd, args) => pageInvoke(app, cmd, args);
const press = (el) => pagePress(app, el);

before(async () => {
  fs.mkdirSync(TOUR, { recursive: true });
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "ebl-desk-e2e-tour-"));
  app = await launchApp({
    scenario: "tour",
    env: { GTK_THEME: "Adwaita", E2E_LOGIN_EMAIL: CONSIGNEE, EBL_DESK_POLL_SECONDS: "1" },
  });
});

after(async () => {
  await app?.close();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

/**
 * The window's screenshot cropped to `el` (plus a margin; down to `until`'s bottom when given;
 * inside the content pane when `inPane`), written to docs/tour/<name>.png, scaled down when it
 * would be larger than MAX_BYTES. Passing toasts are hidden while it is taken.
 */
async function picture(name, el, { margin = 0, until = null, inPane = false } = {}) {
  const box = await app.execute(
    "const [el, until, inPane] = arguments; const r = el.getBoundingClientRect(); const d = window.devicePixelRatio || 1;" +
      "const bottom = until ? until.getBoundingClientRect().bottom + 6 : r.bottom;" +
      "const pane = inPane ? document.querySelector('main').getBoundingClientRect() : { top: 0, bottom: innerHeight };" +
      "for (const t of document.querySelectorAll('.toasts')) t.style.visibility = 'hidden';" +
      "const top = Math.max(r.top, pane.top); const end = Math.min(bottom, pane.bottom);" +
      "return [r.left * d, top * d, r.width * d, (end - top) * d, innerWidth * d, innerHeight * d].map(Math.round);",
    [{ [ELEMENT]: el.id }, until ? { [ELEMENT]: until.id } : null, inPane],
  );
  const [x, y, w, h, vw, vh] = box;
  const left = Math.max(0, x - margin);
  const top = Math.max(0, y - margin);
  const width = Math.min(vw, x + w + margin) - left;
  const height = Math.min(vh, y + h + margin) - top;
  assert.ok(width > 100 && height > 100, `${name}: the element is on screen (${JSON.stringify(box)})`);
  const shot = await app.screenshot(`tour-${name}`);
  await app.execute("for (const t of document.querySelectorAll('.toasts')) t.style.visibility = '';");
  const out = path.join(TOUR, `${name}.png`);
  const crop = ["-crop", `${width}x${height}+${left}+${top}`, "+repage"];
  execFileSync("convert", [shot, ...crop, "-strip", out]);
  for (const scale of ["85%", "70%", "55%"]) {
    if (fs.statSync(out).size <= MAX_BYTES) break;
    execFileSync("convert", [shot, ...crop, "-resize", scale, "-strip", out]);
  }
  assert.ok(fs.statSync(out).size <= MAX_BYTES, `${out} is small enough (${fs.statSync(out).size} bytes)`);
  return out;
}

/** Opens one of the main areas (the eBLs entry's name may carry the attention count). */
async function go(screen) {
  const nav = await app.findByRole("navigation", { name: "Main" });
  await app.click(await app.findByRole("button", { name: screen, exact: screen !== "eBLs", within: nav }));
}

/** The content pane (the screen next to the navigation). */
function content(name) {
  return app.findByRole("main", { name });
}

async function openEbl(reference) {
  await go("eBLs");
  const back = await app.queryAllByRole("button", { name: "← Back to the list" });
  if (back.length) await app.click(back[0]);
  await app.type(await fieldLabelled(app, "Search eBLs"), reference);
  await app.click(await app.findByRole("button", { name: reference }));
  await app.findByRole("heading", { name: reference, exact: false });
}

async function backToList() {
  await go("eBLs");
  const back = await app.queryAllByRole("button", { name: "← Back to the list" });
  if (back.length) await app.click(back[0]);
}

function inboxOf(email) {
  const user = world.users.find((u) => u.email === email);
  return world.companies.find((c) => c.id === user.company_id).inboxes[0];
}

test("see your eBLs and their PDFs", async () => {
  ({ session, world } = await signInWithKey(app, CONSIGNEE));
  const list = await app.waitFor(async () => {
    const l = await invoke("list_ebls", { refresh: true });
    return l.rows?.length ? l : null;
  }, "the eBL list");
  const ours = list.rows.filter((r) => r.state === "ISSUED" && r.heldByUs && !r.isCopy && r.roles.includes("CONSIGNEE"));
  assert.ok(ours.length >= 3, `three eBLs to show: ${JSON.stringify(list.rows.map((r) => r.reference))}`);
  [surrendered, transferred, enveloped] = ours;
  await openEbl(surrendered.reference);
  const page = await app.findByRole("img", { name: "Page 1 of", exact: false });
  await app.waitFor(
    () => app.execute("return arguments[0].complete && arguments[0].naturalWidth > 0", [{ [ELEMENT]: page.id }]),
    "page 1 of the PDF to be drawn",
  );
  await picture("ebl-and-pdf", await content("eBLs"), { inPane: true });
});

test("request a surrender", async () => {
  await app.click(await app.findByRole("button", { name: "Request surrender" }));
  const dialog = await app.findByRole("dialog", { name: "Review and sign" });
  await app.findByRole("button", { name: "Sign and submit", within: dialog });
  // The review from its first line (the dialog opens scrolled to the field that asks for the name).
  await app.execute(
    "for (const e of [arguments[0], ...arguments[0].querySelectorAll('*')]) if (e.scrollTop) e.scrollTop = 0;",
    [{ [ELEMENT]: dialog.id }],
  );
  await picture("surrender-review", dialog);
  // A first surrender to the carrier's inbox: its name typed as the review shows it.
  await typeRecipientName(app, dialog);
  await app.click(await app.findByRole("button", { name: "Sign and submit", within: dialog }));
  await app.waitFor(
    async () => (await invoke("get_ebl", { id: surrendered.id })).row?.state === "SURRENDER_FOR_DELIVERY_REQUESTED",
    "the surrender request",
  );
});

test("transfer to a bank: the review names who that is", async () => {
  const bank = world.companies.find((c) => c.id === world.users.find((u) => u.email === BANK).company_id);
  await openEbl(transferred.reference);
  await press(await app.findByRole("button", { name: "Transfer" }));
  await press(await app.findByRole("radio", { name: bank.name, exact: false }));
  await press(await app.findByRole("button", { name: "Continue to review" }));
  const dialog = await app.findByRole("dialog", { name: "Review and sign" });
  await app.findByText(bank.inboxes[0], { exact: false, within: dialog });
  await typeRecipientName(app, dialog);
  await picture("transfer-review", dialog);
  await app.click(await app.findByRole("button", { name: "Sign and submit", within: dialog }));
  await app.waitFor(async () => {
    const l = await invoke("list_ebls", { refresh: false });
    const row = l.rows.find((r) => r.id === transferred.id);
    return row && !row.heldByUs;
  }, "the transferred eBL to leave 'held by us'");
});

test("what needs attention", async () => {
  await backToList();
  // The search the transfer typed is cleared (Escape in the search field).
  const search = await fieldLabelled(app, "Search eBLs");
  await app.click(search);
  await app.keys("\uE00C");
  await app.waitFor(
    async () => (await app.execute("return arguments[0].value;", [{ [ELEMENT]: search.id }])) === "",
    "the search to be cleared",
  );
  await sandboxAdmin(session.baseUrl, `/_sandbox/ebls/${surrendered.id}/surrender-response`, {
    method: "POST",
    body: { decision: "reject", message: "The bill is not yet paid" },
  });
  await app.waitFor(
    async () => (await invoke("attention_list")).items.some((i) => i.eblId === surrendered.id),
    "the rejected surrender to need attention",
  );
  const filter = await app.waitFor(async () => {
    for (const hit of await app.queryAllByRole("button", { name: "Needs attention", exact: false })) {
      if ((await app.attribute(hit, "aria-pressed")) !== null) return hit;
    }
    return null;
  }, "the Needs attention filter");
  await app.click(filter);
  const main = await content("eBLs");
  await app.waitFor(async () => {
    const [found] = await app.queryAllByText("Surrender rejected", { within: main, exact: false });
    return found ?? null;
  }, "the reason on the row");
  const rows = await app.queryAllByRole("row", { within: main });
  await picture("needs-attention", main, { until: rows.at(-1), inPane: true });
  await app.click(filter);
});

test("the journal and the evidence pack", async () => {
  await go("Activity");
  const main = await content("Activity");
  const table = await app.findByRole("table", { name: "Activity" });
  await app.findByText(surrendered.reference, { within: table });
  await app.findByText(transferred.reference, { within: table });
  const rows = await app.queryAllByRole("row", { within: table });
  await picture("journal", main, { until: rows.at(-1), inPane: true });
  await openEbl(surrendered.reference);
  const pack = path.join(folder, "evidence.zip");
  assert.equal(await invoke("e2e_answer_dialog", { paths: [pack] }), null);
  await press(await app.findByRole("button", { name: "Export evidence pack" }));
  await app.findByText("Saved the evidence pack of", { exact: false });
  assert.ok(fs.statSync(pack).size > 0);
});

test("send documents in an envelope, checked against the bill", async () => {
  const demo = async (kind, mistakes) => {
    const query = mistakes ? `?mistakes=${encodeURIComponent(mistakes)}` : "";
    const res = await fetch(`${session.baseUrl}/_sandbox/ebls/${enveloped.id}/demo-documents/${kind}${query}`, {
      headers: { "X-Sandbox-Admin": ADMIN_TOKEN },
    });
    assert.equal(res.status, 200, `demo ${kind}: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  };
  const safe = enveloped.reference.replace(/[^A-Za-z0-9]/g, "-");
  const invoice = path.join(folder, `invoice-${safe}.pdf`);
  const packing = path.join(folder, `packing-list-${safe}.pdf`);
  fs.writeFileSync(invoice, await demo("invoice"));
  fs.writeFileSync(packing, await demo("packing-list", "container-digit,weight:1.1"));

  await go("Envelopes");
  await app.waitFor(() => app.execute("return typeof window.__eblDeskDropPaths === 'function';"), "the drop handler");
  const dropped = await app.cmd("POST", "/execute/async", {
    script: "const [paths, done] = arguments; window.__eblDeskDropPaths(paths).then(() => done(true), (e) => done(String(e)));",
    args: [[invoice, packing]],
  });
  assert.equal(dropped, true);
  for (const [file, type, id] of [
    [invoice, "INV", `INV-${enveloped.reference}`],
    [packing, "PKL", `PKL-${enveloped.reference}`],
  ]) {
    const group = await app.findByRole("group", { name: path.basename(file), exact: false });
    await app.type(await app.findByRole("combobox", { name: "Document type", within: group }), type);
    await app.type(await app.findByRole("textbox", { name: "Document id", within: group }), id);
  }
  await app.type(await fieldLabelled(app, "Recipient inbox id"), inboxOf(BANK));
  await app.type(await app.findByRole("combobox", { name: "Search eBLs to link" }), enveloped.reference);
  await app.findByRole("option", { name: enveloped.reference, exact: false });
  await app.keys(ENTER);
  await app.findByText(`Linked to ${enveloped.reference}`, { exact: false });
  const heading = await app.findByRole("heading", { name: "Check against the eBL" });
  await app.waitFor(
    () =>
      app.execute(
        "const s = arguments[0].closest('section'); const sum = s.querySelector('.doc-check__summary');" +
          "return !s.querySelector('.doc-check__progress') && !!sum && sum.textContent.includes('2 differences');",
        [{ [ELEMENT]: heading.id }],
      ),
    "the check to show 2 differences",
    { timeoutMs: 60_000 },
  );
  const section = await app.execute("return arguments[0].closest('section');", [{ [ELEMENT]: heading.id }]);
  const el = { id: section[ELEMENT], label: "the check" };
  await app.execute(
    "const el = arguments[0]; let p = el.parentElement;" +
      "while (p && !(p.scrollHeight > p.clientHeight && /(auto|scroll)/.test(getComputedStyle(p).overflowY))) p = p.parentElement;" +
      "if (p) p.scrollTop += el.getBoundingClientRect().top - p.getBoundingClientRect().top - 12;",
    [{ [ELEMENT]: el.id }],
  );
  await picture("envelope-check", el, { inPane: true });
});
