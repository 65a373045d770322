// Started while the service is down: a service profile's user saw her list, the service went
// away, she started the app again. The window shows the list saved on this computer with the
// offline notice (not "Sign in"), and once the service is back the list is live again by
// itself, without a new sign-in.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";

import { launchApp } from "../lib/app.mjs";
import { addServiceProfile, invoke, signIn } from "../lib/page.mjs";
import { startSandbox } from "../lib/sandbox.mjs";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "ebl-desk-offline-"));
const db = path.join(work, "service.sqlite");
let app;
let service;

after(async () => {
  await app?.close();
  await service?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

async function listShown(app) {
  const grid = await app.findByRole("grid", { name: "eBLs" });
  await app.findByText("Your company", { within: grid });
  return grid;
}

test("stop the service, start the app offline, the service comes back", async () => {
  service = await startSandbox(["--db", db]);
  const listen = new URL(service.baseUrl).host;
  app = await launchApp({ scenario: "offline" });
  await addServiceProfile(app, service.baseUrl, "Nile over HTTP");
  const nav = await app.findByRole("navigation", { name: "Main" });
  await app.click(await app.findByRole("button", { name: "eBLs", within: nav }));
  await signIn(app);
  await listShown(app);
  const online = await invoke(app, "list_ebls", { refresh: false });
  assert.ok(online.rows.length > 0);
  await app.screenshot("online");
  const home = app.home;
  await app.close({ keepHome: true });

  // The service goes away; the user starts the app again.
  await service.close();
  service = null;
  app = await launchApp({ scenario: "offline", home, keepKeyring: true });
  await app.findByText("offline — as of", { exact: false });
  await listShown(app);
  assert.deepEqual(await app.queryAllByText("Sign in to see your eBLs", { exact: false }), []);
  const session = await invoke(app, "session_info");
  assert.ok(session.signedIn, "the session was kept");
  assert.equal(session.profileName, "Nile over HTTP");
  const cached = await invoke(app, "list_ebls", { refresh: false });
  assert.equal(cached.rows.length, online.rows.length);
  await app.screenshot("offline-start");

  // The service is back at the same address: the notice goes by itself.
  service = await startSandbox(["--db", db], { listen });
  await app.waitFor(
    async () => (await app.queryAllByText("offline — as of", { exact: false })).length === 0,
    "the offline notice to go once the service answers",
  );
  await listShown(app);
  await app.screenshot("back-online");
});
