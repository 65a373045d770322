// The shell of the real app: the window, its navigation and the status bar.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { after, before, test } from "node:test";

import { APP_BINARY, launchApp } from "../lib/app.mjs";

const ENTRIES = ["eBLs", "Envelopes", "Approvals", "Activity", "Rules", "Contacts", "Keys", "Settings"];
let app;

before(async () => {
  app = await launchApp({ scenario: "shell" });
});

after(async () => {
  await app?.close();
});

test("the window is titled eBL Desk", async () => {
  await app.findByRole("navigation", { name: "Main" });
  assert.equal(await app.title(), "eBL Desk");
  const windows = await app.waitFor(() => app.nativeWindowsTitled("eBL Desk").length > 0, "an X11 window titled eBL Desk");
  assert.ok(windows);
  await app.screenshot("launched");
});

test("the navigation lists every area and opens on eBLs", async () => {
  const nav = await app.findByRole("navigation", { name: "Main" });
  const buttons = await app.queryAllByRole("button", { within: nav });
  const labels = [];
  for (const b of buttons) labels.push(await app.text(b));
  assert.deepEqual(labels, ENTRIES);
  const ebls = await app.findByRole("button", { name: "eBLs", within: nav });
  assert.equal(await app.attribute(ebls, "aria-current"), "page");
  await app.findByRole("main", { name: "eBLs" });
  await app.findByRole("heading", { name: "eBLs" });
});

test("each navigation entry opens its screen", async () => {
  const nav = await app.findByRole("navigation", { name: "Main" });
  for (const label of [...ENTRIES.slice(1), "eBLs"]) {
    await app.click(await app.findByRole("button", { name: label, within: nav }));
    await app.findByRole("main", { name: label });
    const heading = await app.findByRole("heading", { name: label });
    assert.equal(await app.text(heading), label);
    const entry = await app.findByRole("button", { name: label, within: nav });
    assert.equal(await app.attribute(entry, "aria-current"), "page");
    await app.screenshot(`screen-${label.toLowerCase()}`);
  }
});

test("the status bar shows the active profile the app reports", async () => {
  const bar = await app.findByRole("contentinfo", { name: "Status bar" });
  await app.waitFor(async () => (await app.text(bar)).includes("Profile: Sandbox"), "the profile in the status bar");
  assert.match(await app.text(bar), /Built-in sandbox/);
  assert.match(await app.text(bar), /eBL Desk \d+\.\d+\.\d+/);
  await app.screenshot("status-bar");
});

test("a second launch hands over to the first window and exits", async () => {
  await app.findByRole("navigation", { name: "Main" });
  const second = spawnSync(APP_BINARY, [], { env: app.env, timeout: 30_000, encoding: "utf8" });
  assert.equal(second.error, undefined, `the second launch did not exit: ${second.error}`);
  assert.equal(second.status, 0, `the second launch ended with ${second.signal ?? second.status}: ${second.stderr}`);
  // Still one window, and the first app heard of the second launch (its log says so).
  assert.equal(app.nativeWindowsTitled("eBL Desk").length, 1);
  await app.waitFor(
    () => fs.readdirSync(app.logFolder).some((f) => fs.readFileSync(path.join(app.logFolder, f), "utf8").includes("a second launch")),
    "the first app to hear of the second launch",
  );
  await app.findByRole("navigation", { name: "Main" });
});

test("the log is written to the app's log folder, named in Settings", async () => {
  const nav = await app.findByRole("navigation", { name: "Main" });
  await app.click(await app.findByRole("button", { name: "Settings", within: nav }));
  const about = await app.findByRole("region", { name: "About" });
  await app.findByText(app.logFolder, { within: about });
  const files = fs.readdirSync(app.logFolder);
  assert.ok(files.some((f) => f.startsWith("ebl-desk.log")), JSON.stringify(files));
  await app.screenshot("settings-about");
});
