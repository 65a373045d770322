// What needs attention, in the real window and on the (fake) desktop around it, against the
// embedded sandbox polled every second: the consignee requests surrender and the carrier (the
// sandbox's admin endpoint) rejects it; the eBLs entry shows the count, the Needs attention
// filter shows the eBL with its reason, and one desktop notification names the eBL and the
// reason; clicking it shows that eBL. Closing the window asks once, keeps the app running in
// the tray (the tray item carries the count); the tray menu opens the window again, and its
// Quit ends the app.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, test } from "node:test";

import { APP_BINARY, launchApp } from "../lib/app.mjs";
import { closeWindow, startDesktop, trayTexts, visibleWindowsTitled } from "../lib/desktop.mjs";
import { ELEMENT, fieldLabelled, invoke as pageInvoke, press, signInWithKey, typeRecipientName } from "../lib/page.mjs";
import { sandboxAdmin } from "../lib/sandbox.mjs";
import { appTree, isRunning } from "../bench/procfs.mjs";

const WINDOW_TITLE = "eBL Desk";
const DIALOG = "Keep eBL Desk running?";

let desktop;
let app;
let ebl; // the eBL whose surrender the carrier rejects
let other; // another eBL held by the company, which needs nothing
let notification;
let count;

const invoke = (cmd, args) => pageInvoke(app, cmd, args);

before(async () => {
  // The desktop first: the app finds the notification server and the tray watcher at start.
  desktop = await startDesktop();
  app = await launchApp({
    scenario: "attention",
    env: { EBL_DESK_POLL_SECONDS: "1", EBL_DESK_LOG: "info,ebl_desk_lib::polling=debug" },
  });
});

after(async () => {
  await app?.close();
  await desktop?.close();
});

/** The eBLs entry of the navigation (its name carries the count when something needs attention). */
async function eblsEntry() {
  const nav = await app.findByRole("navigation", { name: "Main" });
  return app.findByRole("button", { name: "eBLs", exact: false, within: nav });
}

/**
 * The count the eBLs entry announces to a screen reader ("N need attention", in its name or its
 * description), 0 when it announces none.
 */
async function announcedCount() {
  const said = await app.execute(
    "const el = arguments[0];" +
      "const described = (el.getAttribute('aria-describedby') || '').split(/\\s+/).filter(Boolean)" +
      ".map((id) => document.getElementById(id)?.textContent ?? '').join(' ');" +
      "return `${el.getAttribute('aria-label') ?? ''} ${described}`;",
    [{ [ELEMENT]: (await eblsEntry()).id }],
  );
  const m = /(\d+) needs? attention/.exec(said);
  return m ? Number(m[1]) : 0;
}

async function backToList() {
  await app.click(await eblsEntry());
  const back = await app.queryAllByRole("button", { name: "← Back to the list" });
  if (back.length) await app.click(back[0]);
}

async function openEbl(reference) {
  await backToList();
  await app.type(await fieldLabelled(app, "Search eBLs"), reference);
  await press(app, await app.findByRole("button", { name: reference }));
  await app.findByRole("heading", { name: reference, exact: false });
}

/** The list's Needs attention filter: a toggle button (aria-pressed) or a switch or checkbox. */
function attentionFilter() {
  return app.waitFor(async () => {
    for (const hit of await app.queryAllByRole("button", { name: "Needs attention", exact: false })) {
      if ((await app.attribute(hit, "aria-pressed")) !== null) return hit;
    }
    for (const role of ["switch", "checkbox"]) {
      const [hit] = await app.queryAllByRole(role, { name: "Needs attention", exact: false });
      if (hit) return hit;
    }
    return null;
  }, "the Needs attention filter");
}

/** The list's row (role row) of the eBL `reference`. */
function rowOf(reference, main) {
  return app.waitFor(async () => {
    for (const row of await app.queryAllByRole("row", { within: main })) {
      if ((await app.queryAllByRole("button", { name: reference, within: row })).length) return row;
    }
    return null;
  }, `the row of ${reference}`);
}

/** How many polls the app has logged ("eBL list polled", written at debug level per poll). */
function polls() {
  if (!fs.existsSync(app.logFolder)) return 0;
  return fs
    .readdirSync(app.logFolder)
    .map((f) => fs.readFileSync(path.join(app.logFolder, f), "utf8"))
    .join("")
    .split("eBL list polled").length - 1;
}

/** The app process (not WebKit's), found by its binary and this launch's data folder. */
function appPid() {
  return appTree(APP_BINARY, app.env.XDG_DATA_HOME)[0]?.pid ?? null;
}

const rejectedNotifications = async () =>
  (await desktop.notifications()).filter((n) => n.body.includes(ebl.reference) && /reject/i.test(n.body));

test("a rejected surrender: the count, the filter with the row's reason, one notification", async () => {
  const { session } = await signInWithKey(app, "consignee@nile.example");
  const list = await app.waitFor(async () => {
    const l = await invoke("list_ebls", { refresh: true });
    return l.rows?.length ? l : null;
  }, "the eBL list");
  const ours = list.rows.filter((r) => r.state === "ISSUED" && r.heldByUs && !r.isCopy && r.roles.includes("CONSIGNEE"));
  assert.ok(ours.length >= 2, `two eBLs held by the consignee: ${JSON.stringify(list.rows.map((r) => r.reference))}`);
  [ebl, other] = ours;
  assert.equal(await announcedCount(), 0, "nothing needs attention after signing in");

  await openEbl(ebl.reference);
  await app.click(await app.findByRole("button", { name: "Request surrender" }));
  const review = await app.findByRole("dialog", { name: "Review and sign" });
  await typeRecipientName(app, review);
  await app.click(await app.findByRole("button", { name: "Sign and submit", within: review }));
  await app.waitFor(
    async () => (await invoke("get_ebl", { id: ebl.id })).row?.state === "SURRENDER_FOR_DELIVERY_REQUESTED",
    "the surrender request",
  );

  // The user moves on to the list; the carrier says no.
  await backToList();
  await sandboxAdmin(session.baseUrl, `/_sandbox/ebls/${ebl.id}/surrender-response`, {
    method: "POST",
    body: { decision: "reject", message: "The bill is not yet paid" },
  });

  // The desktop is told once, naming the eBL and the reason, with a click that opens it.
  [notification] = await app.waitFor(async () => {
    const found = await rejectedNotifications();
    return found.length ? found : null;
  }, `a notification naming ${ebl.reference} and the rejection`);
  assert.equal(notification.summary, "eBL Desk");
  assert.ok(
    notification.actions.some((a) => a.key === "default"),
    `the notification opens on a click: ${JSON.stringify(notification.actions)}`,
  );

  // The count on the eBLs entry is the number of open items, among them this one.
  count = await app.waitFor(async () => (await announcedCount()) || null, "the count on the eBLs entry");
  const open = await invoke("attention_list");
  assert.equal(count, open.items.length, JSON.stringify(open));
  const item = open.items.find((i) => i.eblId === ebl.id && i.rule === "surrender_rejected");
  assert.ok(item, `an open "surrender rejected" item for ${ebl.reference}: ${JSON.stringify(open)}`);
  await app.screenshot("count");

  // The Needs attention filter: this eBL with its reason, not the one that needs nothing.
  await backToList();
  await app.click(await attentionFilter());
  const main = await app.findByRole("main", { name: "eBLs" });
  const row = await rowOf(ebl.reference, main);
  // The reason in a few words on the row, the whole sentence as its tooltip.
  const reason = await app.waitFor(async () => {
    const [found] = await app.queryAllByText("Surrender rejected", { within: row, exact: false });
    return found ?? null;
  }, `the reason on the row of ${ebl.reference}`);
  assert.equal(await app.attribute(reason, "title"), item.reason);
  assert.equal((await app.queryAllByRole("button", { name: other.reference, within: main })).length, 0);
  await app.screenshot("needs-attention");

  // One notification, not one per poll: three more polls raise nothing new.
  const seen = polls();
  await app.waitFor(() => polls() >= seen + 3, "three more polls");
  assert.equal((await rejectedNotifications()).length, 1);
});

test("clicking the notification shows that eBL", async () => {
  const nav = await app.findByRole("navigation", { name: "Main" });
  await app.click(await app.findByRole("button", { name: "Settings", within: nav }));
  await app.findByRole("main", { name: "Settings" });
  await desktop.clickNotification(notification);
  await app.findByRole("heading", { name: ebl.reference, exact: false });
  await app.screenshot("opened-from-notification");
});

test("closing the window asks once and keeps eBL Desk running in the tray", async () => {
  const [win] = await app.waitFor(() => visibleWindowsTitled(WINDOW_TITLE), "the window on screen");
  closeWindow(win);
  const dialog = await app.findByRole("dialog", { name: DIALOG });
  // "Don't ask again", ticked (whatever the dialog proposes).
  const remember = await app.findByRole("checkbox", { name: "Don't ask again", within: dialog });
  if (!(await app.execute("return arguments[0].checked;", [{ [ELEMENT]: remember.id }]))) await app.click(remember);
  await app.screenshot("asked-at-close");
  await app.clickThatHidesTheWindow(await app.findByRole("button", { name: "Keep running in the tray", within: dialog }));

  await app.waitFor(() => visibleWindowsTitled(WINDOW_TITLE).length === 0, "the window to be hidden");
  const pid = appPid();
  assert.ok(pid && isRunning(pid), "the app still runs");
  // The tray item is there and carries the count.
  const item = await desktop.trayItem();
  await app.waitFor(
    async () => trayTexts(await desktop.trayItem()).some((t) => t.includes(`${count} need`)),
    `the tray item to say ${count} need attention (it says ${JSON.stringify(trayTexts(item))})`,
  );
});

test("the tray menu's Open eBL Desk shows the window again; the next close does not ask", async () => {
  await desktop.clickTrayMenu("Open eBL Desk");
  const [win] = await app.waitFor(() => visibleWindowsTitled(WINDOW_TITLE), "the window shown again");
  await app.findByRole("navigation", { name: "Main" });
  await app.screenshot("reopened-from-tray");

  // Asked once: the choice was remembered.
  closeWindow(win);
  await app.waitFor(() => visibleWindowsTitled(WINDOW_TITLE).length === 0, "the window to be hidden without asking");
  assert.equal((await app.queryAllByRole("dialog", { name: DIALOG })).length, 0);
  assert.ok(isRunning(appPid()));
  await desktop.clickTrayMenu("Open eBL Desk");
  await app.waitFor(() => visibleWindowsTitled(WINDOW_TITLE), "the window shown again");
});

test("Quit in the tray ends the app", async () => {
  const pid = appPid();
  assert.ok(pid);
  await desktop.clickTrayMenu("Quit");
  await app.waitFor(() => !isRunning(pid), "the app to end");
  await app.waitFor(async () => (await desktop.trayItems()).length === 0, "the tray item to leave");
});
