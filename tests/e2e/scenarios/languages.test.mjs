// The window in the user's language, as the system gives it: started with LANG=ar_EG.UTF-8 it
// speaks Arabic right to left (references and the PDF left to right), a consignee signs in and
// requests a surrender in Arabic; started with LANG=zh_CN.UTF-8 it shows the list and an eBL in
// Chinese. Every label is the catalogue's (locales/), found by the English the other scenarios
// use (lib/catalogue.mjs), so the scenario checks the words the user reads, not a copy of them.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, test } from "node:test";
import { fileURLToPath } from "node:url";

import { launchApp } from "../lib/app.mjs";
import { say } from "../lib/catalogue.mjs";
import { fieldLabelled, invoke, typeRecipientName } from "../lib/page.mjs";
import { sandboxAdmin } from "../lib/sandbox.mjs";

const REPO = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
let running = null;

after(async () => {
  await running?.close();
});

/**
 * The app started as the system sets `lang` (no other locale variable set). One at a time: a
 * second instance hands itself to the first (the single-instance plugin), so the last one closes.
 */
async function launchIn(scenario, LANG) {
  await running?.close();
  running = await launchApp({ scenario, env: { LANG, LC_ALL: "", LC_MESSAGES: "" } });
  return running;
}

async function signIn(app, lang) {
  const button = await app.findByRole("button", { name: say(lang, "Sign in"), exact: true });
  await app.waitFor(() => app.enabled(button), "Sign in to be enabled");
  await app.click(button);
  return app.waitFor(async () => {
    const s = await invoke(app, "session_info");
    return s.signedIn ? s : null;
  }, "the browser sign-in to complete");
}

async function go(app, lang, english) {
  const nav = await app.findByRole("navigation", { name: say(lang, "Main") });
  await app.click(await app.findByRole("button", { name: say(lang, english, "app-nav-"), within: nav, exact: true }));
}

async function heldList(app) {
  return app.waitFor(async () => {
    const l = await invoke(app, "list_ebls", { refresh: false });
    return l.rows?.length ? l : null;
  }, "the eBL list");
}

async function openEbl(app, lang, reference) {
  await go(app, lang, "eBLs");
  await app.type(await fieldLabelled(app, say(lang, "Search eBLs")), reference);
  await app.click(await app.findByRole("button", { name: reference }));
  await app.findByRole("heading", { name: reference, exact: false });
}

/** The document's language and direction, and whether `text` is shown in a left-to-right isolate. */
async function documentFacts(app, text) {
  return app.execute(
    "const ltr = Array.from(document.querySelectorAll('bdi[dir=ltr], [dir=ltr][translate=no]')).some((e) => e.textContent.includes(arguments[0]));" +
      "return { lang: document.documentElement.lang, dir: document.documentElement.dir, ltr, body: document.body.innerText };",
    [text],
  );
}

function keepForReadme(file, name) {
  fs.copyFileSync(file, path.join(REPO, "docs", "tour", `${name}.png`));
}

test("in Arabic, right to left: signs in, opens an eBL and requests its surrender", async () => {
  const app = await launchIn("languages-ar", "ar_EG.UTF-8");
  const session = await signIn(app, "ar");
  const world = await sandboxAdmin(session.baseUrl, "/_sandbox/world");
  const list = await heldList(app);
  const ebl = list.rows.find((r) => r.state === "ISSUED" && r.heldByUs && !r.isCopy && r.roles.includes("CONSIGNEE"));
  assert.ok(ebl, "the demo world has an eBL to surrender");
  await app.findByText(ebl.reference);
  const facts = await documentFacts(app, ebl.reference);
  assert.equal(facts.lang, "ar");
  assert.equal(facts.dir, "rtl");
  assert.ok(facts.ltr, `the reference ${ebl.reference} is shown left to right, isolated`);
  assert.match(facts.body, /[\u0600-\u06FF]{3}/, "the list speaks Arabic");
  keepForReadme(await app.screenshot("list-ar"), "arabic-list");

  // The key, imported on the Keys screen as a user does it.
  const consignee = world.users.find((u) => u.email === "consignee@nile.example");
  await go(app, "ar", "Keys");
  await app.type(await fieldLabelled(app, say("ar", "Private key (hex)")), consignee.private_key);
  await app.click(await app.findByRole("button", { name: say("ar", "Import a hex key") }));
  await app.waitFor(async () => (await invoke(app, "key_info"))?.address, "the imported key");

  await openEbl(app, "ar", ebl.reference);
  await app.click(await app.findByRole("button", { name: say("ar", "Request surrender", "ebls-"), exact: true }));
  const dialog = await app.findByRole("dialog", { name: say("ar", "Review and sign", "ebls-") });
  await app.screenshot("review-ar");
  assert.ok(await typeRecipientName(app, dialog), "the first surrender asks for the name typed");
  await app.click(await app.findByRole("button", { name: say("ar", "Sign and submit", "ebls-"), within: dialog }));
  await app.waitFor(async () => (await invoke(app, "get_ebl", { id: ebl.id })).row.state === "SURRENDER_FOR_DELIVERY_REQUESTED", "the surrender to be requested");
  await app.waitFor(async () => (await app.queryAllByRole("dialog", { name: say("ar", "Review and sign", "ebls-") })).length === 0, "the review to close");
  const after = await documentFacts(app, ebl.reference);
  assert.equal(after.dir, "rtl");
  await app.screenshot("surrender-requested-ar");
});

test("in Chinese: shows the list and an eBL", async () => {
  const app = await launchIn("languages-zh", "zh_CN.UTF-8");
  await signIn(app, "zh-CN");
  const list = await heldList(app);
  const ebl = list.rows.find((r) => !r.isCopy) ?? list.rows[0];
  await app.findByText(ebl.reference);
  const facts = await documentFacts(app, ebl.reference);
  assert.equal(facts.lang, "zh-CN");
  assert.equal(facts.dir, "ltr");
  assert.match(facts.body, /[\u4E00-\u9FFF]{2}/, "the list speaks Chinese");
  await app.screenshot("list-zh");
  await openEbl(app, "zh-CN", ebl.reference);
  assert.match((await documentFacts(app, ebl.reference)).body, /[\u4E00-\u9FFF]{2}/);
  keepForReadme(await app.screenshot("ebl-zh"), "chinese-ebl");
});
