// Profiles in the real window: add a service profile (a standalone tdx-sandbox reached over
// HTTP like any deployment, its client secret going to the keyring), switch to it, sign in,
// see the company named in the session bar, holders named in the list and the detail, a
// transfer review in plain words, and switch back to the built-in sandbox.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { launchApp } from "../lib/app.mjs";
import { addServiceProfile, fieldLabelled, invoke, press, reviewTransfer, signIn } from "../lib/page.mjs";
import { startSandbox } from "../lib/sandbox.mjs";

let app;
let service;

before(async () => {
  service = await startSandbox();
  app = await launchApp({ scenario: "profiles" });
});

after(async () => {
  await app?.close();
  await service?.close();
});

async function open(screen) {
  const nav = await app.findByRole("navigation", { name: "Main" });
  await app.click(await app.findByRole("button", { name: screen, within: nav }));
  await app.findByRole("main", { name: screen });
}

test("a service profile is added, used to sign in, and left again", async () => {
  const { saved, world, nile } = await addServiceProfile(app, service.baseUrl, "Nile over HTTP", { screenshots: true });
  assert.ok(saved && saved.hasClientSecret && saved.kind === "service", JSON.stringify(saved));
  const bar = await app.findByRole("contentinfo", { name: "Status bar" });
  await app.waitFor(async () => (await app.text(bar)).includes("Nile over HTTP"), "the status bar to show the profile");

  await open("eBLs");
  const session = await signIn(app);
  assert.equal(session.profileKind, "service");
  assert.equal(session.companyId, nile.id);
  const list = await app.waitFor(async () => {
    const l = await invoke(app, "list_ebls", { refresh: false });
    return l.rows?.length ? l : null;
  }, "the eBL list of the service profile");
  await app.findByText(list.rows[0].reference);
  // The company is named on a service profile too (the service answers "who am I").
  const sessionBar = await app.findByText("Signed in as", { exact: false });
  await app.waitFor(async () => (await app.text(sessionBar)).includes(nile.name), "the company name in the session bar");
  // Holders by name: ours, and the carrier's for the eBL whose surrender was requested.
  const harbor = world.companies.find((c) => c.name.startsWith("Harbor"));
  const carrier = world.companies.find((c) => c.name.startsWith("Global Carrier"));
  const grid = await app.findByRole("grid", { name: "eBLs" });
  await app.findByText("Your company", { within: grid });
  await app.findByText(carrier.name, { within: grid });
  assert.ok(
    list.rows.some((r) => !r.heldByUs && r.holder === carrier.name),
    JSON.stringify(list.rows.map((r) => [r.reference, r.holder])),
  );
  await app.screenshot("service-profile-list");

  // The detail names who holds possession and title; a transfer review says it in plain words.
  const held = list.rows.find((r) => r.state === "ISSUED" && r.heldByUs && !r.isCopy);
  await app.type(await fieldLabelled(app, "Search eBLs"), held.reference);
  await press(app, await app.findByRole("button", { name: held.reference }));
  await app.findByText("Holds possession");
  await app.findByText("Holds title");
  await app.screenshot("service-profile-detail");
  await open("Keys");
  const user = world.users.find((u) => u.email === "consignee@nile.example");
  await app.type(await fieldLabelled(app, "Private key (hex)"), user.private_key);
  await press(app, await app.findByRole("button", { name: "Import a hex key" }));
  await app.waitFor(async () => (await invoke(app, "key_info"))?.address, "the imported key");
  const review = await reviewTransfer(app, held.reference, harbor.name);
  await app.findByText(`Transfer possession of ${held.reference} to ${harbor.name}.`, { within: review });
  await app.screenshot("service-profile-review");
  await press(app, await app.findByRole("button", { name: "Cancel", within: review }));

  await open("Settings");
  await app.click(await app.findByRole("button", { name: "Use this profile: Sandbox" }));
  await app.waitFor(async () => (await invoke(app, "session_info")).profileKind === "sandbox", "the switch back");
  await app.screenshot("back-to-sandbox");
});
