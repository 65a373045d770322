// Closing the window where the desktop shows no tray (GNOME without the AppIndicator extension:
// nobody owns org.kde.StatusNotifierWatcher), then where it shows one. Without a tray the close
// question offers to keep running in the background and says that opening eBL Desk again brings
// the window back; the window hides, the app keeps running, and a second launch shows the window.
// Once a tray appears on the desktop the same question offers the tray again, and the tray menu
// brings the window back.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { after, before, test } from "node:test";

import { APP_BINARY, launchApp } from "../lib/app.mjs";
import { closeWindow, startDesktop, visibleWindowsTitled } from "../lib/desktop.mjs";
import { ELEMENT } from "../lib/page.mjs";
import { appTree, isRunning } from "../bench/procfs.mjs";

const WINDOW_TITLE = "eBL Desk";
const DIALOG = "Keep eBL Desk running?";
const NO_TRAY = "There is no tray on this desktop: open eBL Desk again to bring this window back.";

let desktop;
let app;

before(async () => {
  // A desktop with notifications but no tray, before the app starts.
  desktop = await startDesktop({ tray: false });
  app = await launchApp({ scenario: "tray" });
});

after(async () => {
  await app?.close();
  await desktop?.close();
});

/** The app process (not WebKit's), found by its binary and this launch's data folder. */
function appPid() {
  return appTree(APP_BINARY, app.env.XDG_DATA_HOME)[0]?.pid ?? null;
}

/** Closes the window with the window manager's button; the question it asks, "Don't ask again" unticked. */
async function closeAndAsk() {
  const [win] = await app.waitFor(() => visibleWindowsTitled(WINDOW_TITLE), "the window on screen");
  closeWindow(win);
  const dialog = await app.findByRole("dialog", { name: DIALOG });
  const remember = await app.findByRole("checkbox", { name: "Don't ask again", within: dialog });
  if (await app.execute("return arguments[0].checked;", [{ [ELEMENT]: remember.id }])) await app.click(remember);
  return dialog;
}

test("without a tray, closing offers to keep running in the background and says how the window comes back", async () => {
  await app.findByRole("navigation", { name: "Main" });
  const dialog = await closeAndAsk();
  await app.findByText(NO_TRAY, { within: dialog });
  assert.equal((await app.queryAllByRole("button", { name: "Keep running in the tray", within: dialog })).length, 0);
  await app.screenshot("asked-at-close-without-tray");
  await app.clickThatHidesTheWindow(await app.findByRole("button", { name: "Keep running in the background", within: dialog }));

  await app.waitFor(() => visibleWindowsTitled(WINDOW_TITLE).length === 0, "the window to be hidden");
  const pid = appPid();
  assert.ok(pid && isRunning(pid), "the app still runs");
  assert.deepEqual(await desktop.trayItems(), []);
});

test("without a tray, opening eBL Desk again brings the hidden window back", async () => {
  const pid = appPid();
  const second = spawnSync(APP_BINARY, [], { env: app.env, timeout: 30_000, encoding: "utf8" });
  assert.equal(second.error, undefined, `the second launch did not exit: ${second.error}`);
  assert.equal(second.status, 0, `the second launch ended with ${second.signal ?? second.status}: ${second.stderr}`);
  await app.waitFor(() => visibleWindowsTitled(WINDOW_TITLE).length === 1, "the window shown again");
  assert.equal(appPid(), pid, "the same app shows its window");
  await app.findByRole("navigation", { name: "Main" });
});

test("once the desktop shows a tray, closing offers the tray, and its menu brings the window back", async () => {
  // The tray appears (the AppIndicator extension turned on): the question is asked afresh.
  await desktop.close();
  desktop = await startDesktop();
  const dialog = await closeAndAsk();
  await app.findByRole("button", { name: "Keep running in the tray", within: dialog });
  assert.equal((await app.queryAllByText(NO_TRAY, { within: dialog })).length, 0);
  await app.clickThatHidesTheWindow(await app.findByRole("button", { name: "Keep running in the tray", within: dialog }));

  await app.waitFor(() => visibleWindowsTitled(WINDOW_TITLE).length === 0, "the window to be hidden");
  assert.ok(isRunning(appPid()), "the app still runs");
  await desktop.clickTrayMenu("Open eBL Desk");
  await app.waitFor(() => visibleWindowsTitled(WINDOW_TITLE).length === 1, "the window shown from the tray");
});
