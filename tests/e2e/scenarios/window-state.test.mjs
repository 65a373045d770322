// The window remembers: moved and resized, then the app started again, it opens at the same
// place and size; the screen it showed last and the eBL list's search come back too.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, test } from "node:test";

import { launchApp } from "../lib/app.mjs";
import { ELEMENT, fieldLabelled, go, signIn } from "../lib/page.mjs";

/** Inside the test session's 1280×800 screen, away from the default (1280×800, centred). */
const MOVED = { x: 64, y: 48, width: 1024, height: 680 };
const SEARCH = "GCL";

let app;

after(async () => {
  await app?.close();
});

/** Where the window is, as the window manager reports it through WebDriver. */
const rect = () => app.cmd("GET", "/window/rect");

function stateFile(home) {
  return path.join(home, "config", "org.ebldesk.desktop", ".window-state.json");
}

test("the window opens where and as large as it was left, on the screen and search it showed", async () => {
  app = await launchApp({ scenario: "window-state" });
  await signIn(app);
  await app.type(await fieldLabelled(app, "Search eBLs"), SEARCH);
  await go(app, "Envelopes");
  await app.findByRole("main", { name: "Envelopes" });

  await app.cmd("POST", "/window/rect", MOVED);
  const moved = await app.waitFor(async () => {
    const r = await rect();
    return r.width === MOVED.width && r.height === MOVED.height ? r : null;
  }, "the window to take its new size");
  const home = app.home;
  // Written once the window has settled (not only at a clean exit).
  await app.waitFor(() => {
    try {
      const saved = JSON.parse(fs.readFileSync(stateFile(home), "utf8")).main;
      return saved && saved.width === MOVED.width && saved.x === moved.x && saved.y === moved.y;
    } catch {
      return false;
    }
  }, "the window's size and place to be saved");
  await app.screenshot("moved");
  await app.close({ keepHome: true });

  app = await launchApp({ scenario: "window-state", home, keepKeyring: true });
  await app.findByRole("main", { name: "Envelopes" });
  const nav = await app.findByRole("navigation", { name: "Main" });
  const entry = await app.findByRole("button", { name: "Envelopes", within: nav });
  assert.equal(await app.attribute(entry, "aria-current"), "page");
  const again = await app.waitFor(async () => {
    const r = await rect();
    return r.width === moved.width && r.height === moved.height ? r : null;
  }, "the window at its remembered size");
  assert.deepEqual({ x: again.x, y: again.y }, { x: moved.x, y: moved.y });
  await app.screenshot("restored");

  await go(app, "eBLs");
  const search = await fieldLabelled(app, "Search eBLs");
  await app.waitFor(
    async () => (await app.execute("return arguments[0].value;", [{ [ELEMENT]: search.id }])) === SEARCH,
    "the search kept",
  );
});
