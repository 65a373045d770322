// A damaged data file: overwritten with garbage before the app starts. The app moves it aside
// (kept for rescue), starts a new one, and says so in the window with the path.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";

import { launchApp } from "../lib/app.mjs";

let app;

after(async () => {
  await app?.close();
});

test("a data file overwritten with garbage is moved aside and the user told", async () => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), "ebl-desk-e2e-store-"));
  const folder = path.join(home, "data", "org.ebldesk.desktop");
  fs.mkdirSync(folder, { recursive: true });
  const garbage = Buffer.alloc(64 * 1024, "not a database; ");
  fs.writeFileSync(path.join(folder, "ebl-desk.sqlite"), garbage);

  app = await launchApp({ scenario: "store", home });
  const notice = await app.findByRole("alert", { name: "Local data" });
  const text = await app.text(notice);
  const aside = fs.readdirSync(folder).find((f) => f.startsWith("ebl-desk.sqlite.corrupt-"));
  assert.ok(aside, fs.readdirSync(folder).join(", "));
  assert.ok(text.includes(aside), text);
  assert.deepEqual(fs.readFileSync(path.join(folder, aside)), garbage, "the damaged file is kept as it was");
  await app.screenshot("store-moved-aside");
  // The new store works: the eBL screen is there and the notice can be dismissed.
  await app.findByRole("main", { name: "eBLs" });
  await app.click(await app.findByRole("button", { name: "Dismiss" }));
  await app.waitFor(async () => (await app.queryAllByRole("alert", { name: "Local data" })).length === 0, "the notice to go");
});
