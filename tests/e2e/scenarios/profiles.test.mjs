// Profiles in the real window: add a service profile (here the running sandbox reached over
// HTTP like any deployment, its client secret going to the keyring), switch to it, sign in,
// see the eBLs, and switch back to the built-in sandbox.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { launchApp } from "../lib/app.mjs";
import { fieldLabelled, invoke, signIn } from "../lib/page.mjs";

let app;

before(async () => {
  app = await launchApp({ scenario: "profiles" });
});

after(async () => {
  await app?.close();
});

async function open(screen) {
  const nav = await app.findByRole("navigation", { name: "Main" });
  await app.click(await app.findByRole("button", { name: screen, within: nav }));
  await app.findByRole("main", { name: screen });
}

test("a service profile is added, used to sign in, and left again", async () => {
  const sandbox = await app.waitFor(async () => {
    const s = await invoke(app, "session_info");
    return s.baseUrl ? s : null;
  }, "the embedded sandbox");
  const world = await (await fetch(`${sandbox.baseUrl}/_sandbox/world`)).json();
  const desktop = world.clients.find((c) => c.grants.includes("authorization_code"));
  const nile = world.companies.find((c) => world.users.some((u) => u.email === "consignee@nile.example" && u.company_id === c.id));

  await open("Settings");
  await app.type(await fieldLabelled(app, "Name"), "Nile over HTTP");
  await app.type(await fieldLabelled(app, "Base URL"), sandbox.baseUrl);
  await app.type(await fieldLabelled(app, "Client ID"), desktop.client_id);
  await app.type(await fieldLabelled(app, "Client secret"), desktop.client_secret);
  await app.type(await fieldLabelled(app, "Company ID"), nile.id);
  await app.type(await fieldLabelled(app, "Inbox IDs"), nile.inboxes.join("\n"));
  await app.screenshot("profile-form");
  await app.click(await app.findByRole("button", { name: "Add profile" }));
  const use = await app.findByRole("button", { name: "Use this profile: Nile over HTTP" });
  const profiles = await invoke(app, "list_profiles");
  const saved = profiles.find((p) => p.name === "Nile over HTTP");
  assert.ok(saved && saved.hasClientSecret && saved.kind === "service", JSON.stringify(profiles));
  await app.screenshot("profile-added");

  await app.click(use);
  await app.waitFor(async () => (await invoke(app, "session_info")).profileId === saved.id, "the switch");
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
  await app.screenshot("service-profile-list");

  await open("Settings");
  await app.click(await app.findByRole("button", { name: "Use this profile: Sandbox" }));
  await app.waitFor(async () => (await invoke(app, "session_info")).profileKind === "sandbox", "the switch back");
  await app.screenshot("back-to-sandbox");
});
