// The Activity row of BENCHMARKS.md, measured in the REAL app (tauri-driver + WebKit) with
// BENCH_ENTRIES (100,000) journal entries in its local store (written before the launch by
// `cargo run -p tdx-store --example seed_journal`). Not a test: it asserts nothing about time; it
// writes what it measured as JSON to the file named by BENCH_OUT.
//
//   tests/e2e/in-session.sh node tests/e2e/bench/activity.bench.mjs
//
// 1. opening: click Activity in the navigation, the UI's `activity-open` measure (screen mounted
//    to the first rows drawn); the first open reads the journal from SQLite, the next ones
//    (BENCH_OPENS, after going to eBLs and back) use the rows Rust keeps.
// 2. filtering: type references one key at a time, then delete them, waiting for each key's
//    rows; the UI's `activity-filter` measure (keystroke to the new rows committed) for each key.
// 3. the `activity_page` request alone, 40 times from the page: new texts, and texts seen before.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { APP_BINARY, launchApp } from "../lib/app.mjs";
import { benchResults } from "./results.mjs";

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 100_000);
const OPENS = Number(process.env.BENCH_OPENS ?? 5);
const OUT = process.env.BENCH_OUT ?? "artifacts/bench/activity.json";
const SEEDER = path.join(path.dirname(APP_BINARY), "examples", "seed_journal");
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

const { results, save, step } = benchResults(OUT, { entries: ENTRIES, binary: path.relative(process.cwd(), APP_BINARY) });

function durations(app, name) {
  return app.execute("return performance.getEntriesByName(arguments[0]).map((e) => e.duration);", [name]);
}

async function nav(app, label) {
  const main = await app.findByRole("navigation", { name: "Main" });
  await app.click(await app.findByRole("button", { name: label, within: main }));
}

const home = fs.mkdtempSync(path.join(os.tmpdir(), "ebl-desk-bench-activity-"));
const db = path.join(home, "data", "org.ebldesk.desktop", "ebl-desk.sqlite");
fs.mkdirSync(path.dirname(db), { recursive: true });
execFileSync(SEEDER, [db, "sandbox", String(ENTRIES)], { stdio: "inherit" });
results.storeMiB = Math.round(fs.statSync(db).size / 1048576);

const app = await launchApp({ scenario: "bench-activity", home });
try {
  await app.findByRole("heading", { level: 1, name: "eBLs" });
  // "100,000 entries" or "100000 entries", as the window's locale writes numbers.
  const listed = () =>
    app.waitFor(async () => {
      const text = await app.execute("return document.querySelector('.activity__count')?.textContent ?? '';");
      return text.replace(/[^0-9 a-z]/g, "").startsWith(`${ENTRIES} entries`) ? text : null;
    }, `${ENTRIES} entries`, { timeoutMs: 60_000 });

  await step("open", async () => {
    const times = [];
    for (let i = 0; i <= OPENS; i += 1) {
      if (i > 0) await nav(app, "eBLs");
      const before = (await durations(app, "activity-open")).length;
      await nav(app, "Activity");
      await listed();
      const all = await app.waitFor(async () => {
        const d = await durations(app, "activity-open");
        return d.length > before ? d : null;
      }, "the activity-open measure");
      times.push(all[all.length - 1]);
    }
    results.firstOpenMs = times[0];
    results.openMs = times.slice(1);
    await app.screenshot("activity-100000");
  });

  await step("filter", async () => {
    const search = await app.waitFor(async () => {
      const el = await app.execute("return document.querySelector('[aria-label=\"Filter\"]');");
      return el ? { id: el[ELEMENT], label: "Filter" } : null;
    }, "the filter field");
    await app.execute("performance.clearMeasures('activity-filter'); performance.clearMeasures('ipc:activity_page');");
    const keys = [];
    for (const text of ["gclu0000123", "harbor", "0x00000000000000000000000000000000000000000000000000000000000001"]) {
      for (const ch of text.slice(0, 10)) keys.push(ch);
      for (let i = 0; i < Math.min(10, text.length); i += 1) keys.push("\uE003");
    }
    let count = 0;
    for (const key of keys) {
      await app.type(search, key, { clear: false });
      count += 1;
      await app.waitFor(async () => (await durations(app, "activity-filter")).length >= count, "the rows of the key");
    }
    results.filterMs = await durations(app, "activity-filter");
    results.filterIpcMs = await durations(app, "ipc:activity_page");
    await app.type(search, "gclu0000123", { clear: false });
    await app.findByText("entries", { exact: false });
    await app.screenshot("activity-filtered");
  });

  // Where a keystroke's time goes: the same request alone (IPC + Rust), a new text each time
  // (a scan of every entry) and a text seen before (Rust's remembered matches).
  await step("ipc", async () => {
    for (const [name, texts] of [["ipcFreshMs", null], ["ipcCachedMs", ["harbor", "gclu"]]]) {
      results[name] = await app.cmd("POST", "/execute/async", {
        script:
          "const [texts, done] = arguments; const t = []; (async () => { for (let i = 0; i < 40; i++) {" +
          " const text = texts ? texts[i % texts.length] : `q${i}`; const t0 = performance.now();" +
          " await window.__TAURI_INTERNALS__.invoke('activity_page', { filter: { text }, offset: 0, limit: 100 });" +
          " t.push(performance.now() - t0); } done(t); })().catch((e) => done(String(e)));",
        args: [texts],
      });
    }
  });
} finally {
  await app.close();
  fs.rmSync(home, { recursive: true, force: true });
  save();
}
