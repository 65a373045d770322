// The desktop around the app, for scenarios that check what it shows outside its window: a
// notification server and a tray (StatusNotifierWatcher) on the session bus
// (desktop_bus.py), and the window manager's close button (x11_close.py).
//
//   const desktop = await startDesktop();            // before launchApp: the app finds both
//   const gnome = await startDesktop({ tray: false }); // no StatusNotifierWatcher: no tray
//   const n = await desktop.waitForNotification((n) => n.body.includes(reference));
//   await desktop.clickNotification(n);              // ActionInvoked(id, "default")
//   const item = await desktop.trayItem();           // { title, toolTip, XAyatanaLabel, ... }
//   await desktop.clickTrayMenu("Open eBL Desk");
//   await desktop.close();
import { execFileSync, spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Retries `probe` until it returns a truthy value; fails naming `what` after `timeoutMs`. */
async function until(probe, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? ` (last error: ${last.message})` : ""}`);
    await sleep(100);
  }
}

/** A menu entry's label as a user reads it (GTK's mnemonic underscores removed). */
export function menuLabel(entry) {
  return entry.label.replace(/_(.)/g, "$1");
}

/** The text a tray item shows for itself: its title, tooltip and Ayatana label, as one list. */
export function trayTexts(item) {
  const tip = Array.isArray(item.ToolTip) ? [item.ToolTip[2], item.ToolTip[3]] : [];
  return [item.Title, item.XAyatanaLabel, ...tip].filter((t) => typeof t === "string" && t.length > 0);
}

class Desktop {
  constructor(child) {
    this.child = child;
    this.seq = 0;
    this.pending = new Map();
    this.stderr = "";
    child.stderr.on("data", (d) => (this.stderr += d));
    this.ready = new Promise((resolve, reject) => {
      child.once("exit", (code) => {
        const err = new Error(`desktop bus exited (${code}): ${this.stderr}`);
        reject(err);
        for (const { reject: fail } of this.pending.values()) fail(err);
        this.pending.clear();
      });
      createInterface({ input: child.stdout }).on("line", (line) => {
        const msg = JSON.parse(line);
        if (msg.ready) return resolve();
        const waiting = this.pending.get(msg.seq);
        if (!waiting) return;
        this.pending.delete(msg.seq);
        if (msg.error) waiting.reject(new Error(`desktop bus: ${msg.error}`));
        else waiting.resolve(msg.result);
      });
    });
  }

  request(op, args = {}) {
    const seq = ++this.seq;
    return new Promise((resolve, reject) => {
      this.pending.set(seq, { resolve, reject });
      this.child.stdin.write(`${JSON.stringify({ seq, op, ...args })}\n`);
    });
  }

  /** Every notification the app raised so far, oldest first. */
  notifications() {
    return this.request("notifications");
  }

  /** The first notification (oldest first) `predicate` accepts; waits for it. */
  waitForNotification(predicate, what = "a desktop notification", timeoutMs) {
    return until(async () => (await this.notifications()).find(predicate), what, timeoutMs);
  }

  /** The user clicks the notification (its default action) and it closes. */
  clickNotification(notification, action = "default") {
    return this.request("invoke", { id: notification.id, action });
  }

  /** The registered tray items, [{ service, path }]. */
  trayItems() {
    return this.request("items");
  }

  /** The tray item's org.kde.StatusNotifierItem properties (the last one registered); waits for one. */
  trayItem(timeoutMs) {
    return until(async () => (await this.trayItems()).length > 0 && this.request("item"), "a tray item", timeoutMs);
  }

  /** The tray item's menu, [{ id, label, enabled, visible, type, children }]. */
  trayMenu() {
    return this.request("menu");
  }

  /** Clicks the tray menu entry labelled `label` (waits for the menu to have it). */
  async clickTrayMenu(label) {
    const entry = await until(
      async () => (await this.trayMenu()).find((e) => menuLabel(e) === label && e.visible && e.enabled),
      `the tray menu entry "${label}"`,
    );
    await this.request("menu_click", { id: entry.id });
  }

  /** Stops the fakes (their names leave the bus). */
  async close() {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((r) => this.child.once("exit", r));
    this.child.stdin.end();
    const timer = setTimeout(() => this.child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  }
}

/**
 * Starts the notification server and the tray on this session bus (run the scenario through
 * tests/e2e/run.sh); resolves once both names are owned. `tray: false` leaves the tray's
 * watcher out (GNOME without the AppIndicator extension): nothing shows a tray icon.
 */
export async function startDesktop({ tray = true } = {}) {
  const args = [path.join(HERE, "desktop_bus.py"), ...(tray ? [] : ["--no-watcher"])];
  const child = spawn("python3", args, { stdio: ["pipe", "pipe", "pipe"] });
  const desktop = new Desktop(child);
  desktop.ready.catch(() => {}); // seen by the race below; a later exit is not unhandled
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the desktop bus did not start: ${desktop.stderr}`)), 20_000);
  });
  try {
    await Promise.race([desktop.ready, timeout]);
  } catch (err) {
    child.kill("SIGKILL");
    throw err;
  } finally {
    clearTimeout(timer);
  }
  return desktop;
}

/** Visible (mapped) X11 windows titled exactly `title`. */
export function visibleWindowsTitled(title) {
  try {
    return execFileSync("xdotool", ["search", "--onlyvisible", "--name", `^${title}$`], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean);
  } catch {
    return [];
  }
}

/** Presses the window manager's close button on the X11 window `id` (WM_DELETE_WINDOW). */
export function closeWindow(id) {
  execFileSync("python3", [path.join(HERE, "x11_close.py"), String(id)]);
}
