// The e2e desktop's own test (no app): the notification server answers a client as the
// specification says and records the notification; a click is the ActionInvoked and
// NotificationClosed signals a client waits for; a real libayatana-appindicator item (the
// library behind the app's tray) registers with the watcher, its label, title and menu are read
// and its menu entries clicked, and it is dropped when its process ends.
//
//   tests/e2e/in-session.sh node --test tests/e2e/harness/desktop.test.mjs
import assert from "node:assert/strict";
import { execFileSync, spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";

import { menuLabel, startDesktop, trayTexts } from "../lib/desktop.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let desktop;

before(async () => {
  desktop = await startDesktop();
});

after(async () => {
  await desktop?.close();
});

const gdbus = (...args) =>
  execFileSync("gdbus", ["call", "--session", "-d", "org.freedesktop.Notifications", "-o", "/org/freedesktop/Notifications", "-m", ...args], {
    encoding: "utf8",
  }).trim();

/** Lines a child prints, as they come. */
function linesOf(child) {
  const lines = [];
  createInterface({ input: child.stdout }).on("line", (l) => lines.push(l));
  return lines;
}

async function until(probe, what) {
  for (let i = 0; i < 200; i += 1) {
    const v = await probe();
    if (v) return v;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

test("notifications: capabilities, Notify recorded, a click is ActionInvoked then NotificationClosed", async () => {
  assert.match(gdbus("org.freedesktop.Notifications.GetCapabilities"), /'actions'.*'body'/);
  assert.match(gdbus("org.freedesktop.Notifications.GetServerInformation"), /'1\.2'\)$/);
  const monitor = spawn("gdbus", ["monitor", "--session", "-d", "org.freedesktop.Notifications"], { stdio: ["ignore", "pipe", "ignore"] });
  const signals = linesOf(monitor);
  try {
    await until(() => signals.some((l) => l.includes("is owned by")), "gdbus monitor");
    const id = gdbus(
      "org.freedesktop.Notifications.Notify",
      "eBL Desk",
      "0",
      "",
      "eBL Desk",
      "EBL-1: The carrier rejected your surrender request",
      '["default", "Open"]',
      "{}",
      "5000",
    );
    assert.equal(id, "(uint32 1,)");
    const [n] = await desktop.notifications();
    assert.deepEqual(
      { id: n.id, appName: n.appName, summary: n.summary, body: n.body, actions: n.actions, closed: n.closed },
      { id: 1, appName: "eBL Desk", summary: "eBL Desk", body: "EBL-1: The carrier rejected your surrender request", actions: [{ key: "default", label: "Open" }], closed: null },
    );
    await desktop.clickNotification(n);
    await until(() => signals.some((l) => l.includes("NotificationClosed")), "NotificationClosed");
    const seen = signals.filter((l) => l.includes("org.freedesktop.Notifications."));
    assert.match(seen[0], /ActionInvoked \(uint32 1, 'default'\)/);
    assert.match(seen[1], /NotificationClosed \(uint32 1, uint32 2\)/);
    assert.equal((await desktop.notifications())[0].closed, 2);
    await assert.rejects(desktop.clickNotification(n), /already closed/);
  } finally {
    monitor.kill();
  }
});

const hasIndicator =
  spawnSync("/usr/bin/python3", ["-c", "import gi; gi.require_version('AyatanaAppIndicator3', '0.1')"]).status === 0;

test("tray: a libayatana-appindicator item registers, is read and clicked, and leaves", { skip: !hasIndicator && "no python3-gi with AyatanaAppIndicator3" }, async () => {
  const watcher = execFileSync("gdbus", ["introspect", "--session", "-d", "org.kde.StatusNotifierWatcher", "-o", "/StatusNotifierWatcher", "-p"], {
    encoding: "utf8",
  });
  assert.match(watcher, /IsStatusNotifierHostRegistered = true/);
  const item = spawn("/usr/bin/python3", [path.join(HERE, "tray_item.py"), "eBL Desk — 2 need attention", "eBL Desk"], {
    env: { ...process.env, NO_AT_BRIDGE: "1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const printed = linesOf(item);
  try {
    const props = await desktop.trayItem();
    assert.equal(props.Id, "desktop-bus-check");
    assert.equal(props.Status, "Active");
    assert.ok(trayTexts(props).includes("eBL Desk — 2 need attention"), JSON.stringify(props));
    assert.ok(trayTexts(props).includes("eBL Desk"));
    const menu = await desktop.trayMenu();
    assert.deepEqual(menu.map(menuLabel), ["Open eBL Desk", "Quit"]);
    await desktop.clickTrayMenu("Open eBL Desk");
    await until(() => printed.includes("clicked Open eBL Desk"), "the item to hear the click");
    await desktop.clickTrayMenu("Quit");
    await until(() => printed.includes("clicked Quit"), "Quit");
    await until(async () => (await desktop.trayItems()).length === 0, "the item to leave the watcher");
  } finally {
    item.kill();
  }
});
