// A key in a security module, in the real window: a SoftHSM2 token initialised for this run in a
// temporary folder (SOFTHSM2_CONF in the app's environment), with a P-256 key on it made by
// OpenSC's pkcs11-tool. On the Keys screen the user chooses the module, the token (the P-256 key
// is listed, disabled, with why), generates a secp256k1 key on the token and uses it; registers
// it with the company and approves it through the sandbox's stand-in. After a restart (the PIN
// is never stored) a surrender request asks the token's PIN once in the review, signs and is
// submitted; a second surrender in the same session asks nothing.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";

import { launchApp } from "../lib/app.mjs";
import { ELEMENT, fieldLabelled, go, invoke as pageInvoke, press, signIn, typeRecipientName } from "../lib/page.mjs";
import { SECRETS } from "../lib/sandbox.mjs";

const MODULE = "/usr/lib/softhsm/libsofthsm2.so";
const TOKEN = "eBL Desk e2e";
// One PIN per run, 16 characters: the harness fails the scenario if it reaches the app's log.
const PIN = `pin-${randomBytes(6).toString("hex")}`;
const SO_PIN = `so-${randomBytes(6).toString("hex")}`;
SECRETS.add(PIN);
SECRETS.add(SO_PIN);

let app;
let home;
let tokens;
const invoke = (cmd, args) => pageInvoke(app, cmd, args);

/** A SoftHSM2 configuration whose tokens live in a folder of this run only. */
function softhsm() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ebl-desk-e2e-softhsm-"));
  fs.mkdirSync(path.join(dir, "tokens"));
  const conf = path.join(dir, "softhsm2.conf");
  fs.writeFileSync(conf, `directories.tokendir = ${path.join(dir, "tokens")}\nobjectstore.backend = file\nlog.level = ERROR\n`);
  const env = { ...process.env, SOFTHSM2_CONF: conf };
  execFileSync("softhsm2-util", ["--init-token", "--free", "--label", TOKEN, "--pin", PIN, "--so-pin", SO_PIN], { env });
  // A key on another curve, as a card or HSM may hold beside the signing key.
  execFileSync(
    "pkcs11-tool",
    ["--module", MODULE, "--token-label", TOKEN, "--login", "--pin", PIN, "--keypairgen", "--key-type", "EC:prime256v1", "--label", "tls-p256", "--id", "02"],
    { env, stdio: "ignore" },
  );
  return { dir, conf };
}

before(async () => {
  tokens = softhsm();
  app = await launchApp({ scenario: "pkcs11", env: { SOFTHSM2_CONF: tokens.conf } });
  home = app.home;
});

after(async () => {
  await app?.close();
  if (home) fs.rmSync(home, { recursive: true, force: true });
  if (tokens) fs.rmSync(tokens.dir, { recursive: true, force: true });
});

/** The status badge of the "On the service" section ("" while it is not shown). */
function keyStatus() {
  return app.execute("return document.querySelector('[aria-label=\"Key status\"]')?.textContent ?? '';");
}

/** Whether a PIN prompt is on screen (its form is named "PIN needed"). */
function pinPromptShown() {
  return app.execute("return !!document.querySelector('form[aria-label=\"PIN needed\"]');");
}

/** Types the PIN where the prompt asks it, as the user does, and presses its button. */
async function answerPin(button) {
  await app.type(await fieldLabelled(app, `PIN of ${TOKEN}`), PIN);
  await press(app, await app.findByRole("button", { name: button }));
}

async function openEbl(reference) {
  await go(app, "eBLs");
  const back = await app.queryAllByRole("button", { name: "← Back to the list" });
  if (back.length) await app.click(back[0]);
  // The search of an eBL opened before is emptied as a person does it: Escape in the field.
  const search = await fieldLabelled(app, "Search eBLs");
  await app.click(search);
  await app.keys("\uE00C");
  await app.waitFor(
    async () => (await app.execute("return document.querySelector('input[aria-label=\"Search eBLs\"]').value;")) === "",
    "an empty search",
  );
  await app.type(search, reference);
  await app.click(await app.findByRole("button", { name: reference }));
  await app.findByRole("heading", { name: reference, exact: false });
}

async function surrenderable() {
  const list = await app.waitFor(async () => {
    const l = await invoke("list_ebls", { refresh: true });
    return l.rows?.length ? l : null;
  }, "the eBL list");
  return list.rows
    .filter((r) => r.state === "ISSUED" && r.heldByUs && !r.isCopy && r.roles.includes("CONSIGNEE"))
    .sort((a, b) => a.reference.localeCompare(b.reference));
}

test("the Keys screen chooses the module, the token and a key generated on it", async () => {
  await signIn(app);
  await go(app, "Keys");
  const section = await app.findByRole("region", { name: "Use a key in a security module" });
  await press(app, await app.findByRole("button", { name: `SoftHSM2: ${MODULE}`, within: section }));
  await press(app, await app.findByRole("button", { name: "List tokens", within: section }));
  await press(app, await app.findByRole("radio", { name: TOKEN, exact: false, within: section }));

  // The P-256 key is listed and cannot be chosen.
  const other = await app.findByRole("radio", { name: "tls-p256", exact: false, within: section });
  assert.equal(await app.enabled(other), false);
  await app.findByText("cannot sign", { exact: false, within: section });

  await app.type(await fieldLabelled(app, "Key label"), "ebl-e2e");
  await app.type(await fieldLabelled(app, `PIN of ${TOKEN}`), PIN);
  await press(app, await app.findByRole("button", { name: "Generate a key on the token", within: section }));
  await app.findByText("Key ebl-e2e generated on", { exact: false, within: section });
  const shown = (await app.text(await fieldLabelled(app, "Address of the chosen key"))).trim();
  assert.match(shown, /^0x[0-9a-fA-F]{40}$/);
  const chosen = await app.findByRole("group", { name: "Chosen key", within: section });
  await app.execute("arguments[0].scrollIntoView({ block: 'center' })", [{ [ELEMENT]: chosen.id }]);
  await app.screenshot("keys-module");

  await press(app, await app.findByRole("button", { name: "Use this key", within: section }));
  const key = await app.waitFor(async () => {
    const k = await invoke("key_info");
    return k?.kind === "pkcs11" ? k : null;
  }, "the module key in use");
  assert.equal(key.address, shown);
  assert.equal(key.tokenLabel, TOKEN);
  assert.equal(key.keyLabel, "ebl-e2e");
  await app.findByText("This key signs now.", { within: section });
  const current = await app.findByRole("region", { name: "Signing key" });
  await app.findByText(`In the security module ${TOKEN} · key ebl-e2e`, { within: current });
  await app.execute("arguments[0].scrollIntoView({ block: 'start' })", [{ [ELEMENT]: current.id }]);
  await app.screenshot("keys-module-in-use");
});

test("the module key is registered with the company and approved", async () => {
  await app.waitFor(async () => (await keyStatus()) === "Not registered", "the status Not registered");
  await press(app, await app.findByRole("button", { name: "Register this key" }));
  // Registering signs: the token asks its PIN unless generating the key left it unlocked.
  const next = await app.waitFor(async () => {
    if (await pinPromptShown()) return "pin";
    return (await keyStatus()) === "Waiting for approval" ? "registered" : null;
  }, "the PIN prompt or the registration");
  if (next === "pin") await answerPin("Unlock and register");
  await app.waitFor(async () => (await keyStatus()) === "Waiting for approval", "the status Waiting for approval");
  await press(app, await app.findByRole("button", { name: "Approve (sandbox)" }));
  await app.waitFor(async () => (await keyStatus()) === "Approved", "the status Approved");
});

test("after a restart, a surrender asks the PIN once in the review, is signed by the token and submitted", async () => {
  const before = await invoke("key_info");
  await app.close({ keepHome: true });
  app = await launchApp({ scenario: "pkcs11", home, keepKeyring: true, env: { SOFTHSM2_CONF: tokens.conf } });
  await app.waitFor(async () => (await invoke("session_info")).signedIn, "the session resumed");
  const key = await invoke("key_info");
  assert.equal(key?.kind, "pkcs11", "the module key is still the one that signs");
  assert.equal(key.address, before.address);
  // The Keys screen says where it is, and that the company approved it.
  await go(app, "Keys");
  await app.findByText(`In the security module ${TOKEN} · key ebl-e2e`);
  await app.waitFor(async () => (await keyStatus()) === "Approved", "the status Approved after the restart");

  const [first, second] = await surrenderable();
  assert.ok(first && second, "two eBLs to surrender");

  await openEbl(first.reference);
  await press(app, await app.findByRole("button", { name: "Request surrender" }));
  const review = await app.findByRole("dialog", { name: "Review and sign" });
  await typeRecipientName(app, review);
  await press(app, await app.findByRole("button", { name: "Sign and submit", within: review }));
  const prompt = await app.findByRole("form", { name: "PIN needed", within: review });
  await app.findByText(`The key is in the security module ${TOKEN}.`, { exact: false, within: prompt });
  await app.execute("arguments[0].scrollIntoView({ block: 'center' })", [{ [ELEMENT]: prompt.id }]);
  await app.screenshot("pin-prompt");
  // Nothing went out before the PIN.
  assert.equal((await invoke("get_ebl", { id: first.id })).row.state, "ISSUED");
  await answerPin("Unlock and sign");
  await app.findByText("SURRENDER_FOR_DELIVERY_REQUESTED");
  assert.equal((await invoke("get_ebl", { id: first.id })).row.state, "SURRENDER_FOR_DELIVERY_REQUESTED");
  const [entry] = (await invoke("activity_page", { filter: { text: "" }, offset: 0, limit: 1 })).rows;
  assert.equal(entry.outcome, "submitted");

  // The same session: the token stays unlocked, the next signature asks nothing.
  await openEbl(second.reference);
  await press(app, await app.findByRole("button", { name: "Request surrender" }));
  const again = await app.findByRole("dialog", { name: "Review and sign" });
  await typeRecipientName(app, again);
  await press(app, await app.findByRole("button", { name: "Sign and submit", within: again }));
  await app.waitFor(
    async () => (await invoke("get_ebl", { id: second.id })).row.state === "SURRENDER_FOR_DELIVERY_REQUESTED",
    "the second surrender requested",
  );
  assert.equal(await pinPromptShown(), false);
});
