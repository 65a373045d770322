// The in-window rows of BENCHMARKS.md, measured in the REAL app (tauri-driver + WebKit) with
// BENCH_EBLS (10,000) generated eBLs: on a service profile pointed at a standalone
// `tdx-sandbox --ebls N` (default), or in the embedded sandbox (BENCH_PROFILE=embedded; see
// benchProfile.mjs). scripts/bench/run.sh runs it once per size of BENCH_SIZES (10,000 and
// 100,000). Not a test: it asserts nothing about time; it writes what it measured as JSON to
// BENCH_OUT.
//
//   tests/e2e/in-session.sh node tests/e2e/bench/desk.bench.mjs
//
// 1. first launch: (service profile: add it in Settings) sign in through the stand-in browser,
//    wait for the 10,000 rows;
//    fetch all pages through the app (list_ebls refresh) and draw a frame, BENCH_FETCHES times;
//    filter keystrokes on the list (the UI's `ebl-filter` measures);
//    open BENCH_OPENS eBLs and read the UI's `ebl-open-to-first-page` measure for each (with
//    the `get_ebl` IPC call of each click, the eBLs' ids and the preview's width in device
//    pixels, which the pdf.js anchor of scripts/bench/run.sh renders the same PDF at).
// 2. BENCH_LAUNCHES warm launches with the same data directory (signed in, cache filled):
//    process start to the UI's `ebl-list-shown` mark, then the idle RSS of the app + WebKit.
// 3. the leak check: a launch asked to poll every BENCH_POLL_SECONDS (1) instead of 30 s, the
//    list shown, for a fixed window of BENCH_POLL_WINDOW_SECONDS (60) wall seconds, however
//    many polls fit in it (at 100,000 eBLs a poll takes much longer than at 10,000: the window
//    bounds the step, the count says how many polls happened); RSS of the app + WebKit after
//    the list is shown and every BENCH_POLL_SAMPLE_SECONDS (10). BENCH_POLLS (0: no limit)
//    ends the window early once that many polls are done. The app paces itself (a poll that
//    takes long is followed by a wait of ten times its duration): the window is lengthened to
//    hold BENCH_POLL_MIN_POLLS (3) polls at the pace the first poll set, up to
//    BENCH_POLL_WINDOW_MAX_SECONDS (600). The hour as users run it:
//    BENCH_POLL_WINDOW_SECONDS=3600 BENCH_POLL_SECONDS=30.
import fs from "node:fs";
import path from "node:path";

import { APP_BINARY, launchApp } from "../lib/app.mjs";
import { PROFILE, benchHome, signInWithRows } from "./benchProfile.mjs";
import { BARE_BINARY, bareLaunch, bareLaunchResults } from "./bareLaunch.mjs";
import { appTree, cpuSince, cpuTimesMs, memoryOf, processStartEpochMs } from "./procfs.mjs";
import { benchResults } from "./results.mjs";

const EBLS = Number(process.env.BENCH_EBLS ?? 10_000);
const FETCHES = Number(process.env.BENCH_FETCHES ?? 5);
const OPENS = Number(process.env.BENCH_OPENS ?? 9);
const LAUNCHES = Number(process.env.BENCH_LAUNCHES ?? 5);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 3_000);
const GPU_LAUNCHES = Number(process.env.BENCH_GPU_LAUNCHES ?? 3);
const POLLS = Number(process.env.BENCH_POLLS ?? 0);
const POLL_SECONDS = Number(process.env.BENCH_POLL_SECONDS ?? 1);
const POLL_WINDOW_SECONDS = Number(process.env.BENCH_POLL_WINDOW_SECONDS ?? 60);
const POLL_SAMPLE_SECONDS = Number(process.env.BENCH_POLL_SAMPLE_SECONDS ?? 10);
const POLL_MIN_POLLS = Number(process.env.BENCH_POLL_MIN_POLLS ?? 3);
const POLL_WINDOW_MAX_SECONDS = Number(process.env.BENCH_POLL_WINDOW_MAX_SECONDS ?? 600);
// How long one wait for page 1 or the list may take (larger lists are slower).
const WAIT_MS = Number(process.env.BENCH_WAIT_MS ?? Math.max(60_000, EBLS * 1.2));
const OUT = process.env.BENCH_OUT ?? "artifacts/bench/desk.json";
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const { results, save, step } = benchResults(OUT, { ebls: EBLS, profile: PROFILE, binary: path.relative(process.cwd(), APP_BINARY) });

/** Calls an app command from inside the page. */
function invoke(app, cmd, args = {}) {
  return app.cmd("POST", "/execute/async", {
    script:
      "const [cmd, args, done] = arguments;" +
      "window.__TAURI_INTERNALS__.invoke(cmd, args).then(done, (e) => done({ __error: e }));",
    args: [cmd, args],
  });
}

/** performance entries of this name (marks or measures) now in the page. */
function entries(app, name) {
  return app.execute(
    "return performance.getEntriesByName(arguments[0]).map((e) => ({ start: e.startTime, duration: e.duration, origin: performance.timeOrigin }));",
    [name],
  );
}

function searchField(app) {
  return app.waitFor(async () => {
    const el = await app.execute("return document.querySelector('[aria-label=\"Search eBLs\"]');");
    return el ? { id: el[ELEMENT], label: "Search eBLs" } : null;
  }, "the search field");
}

async function backToList(app) {
  const back = await app.queryAllByRole("button", { name: "← Back to the list" });
  if (back.length) await app.click(back[0]);
}

const bench = await benchHome("ebl-desk-bench-", EBLS);
const env = bench.env;

let app = await launchApp({ scenario: "bench", env });
let rowCount = 0;
// The rows the first launch listed (asked once: at 100,000 eBLs each list_ebls through
// WebDriver is tens of megabytes).
let listed = null;
try {
  await step("sign-in", async () => {
    const list = await signInWithRows(app, bench, EBLS);
    rowCount = list.rows.length;
    results.rows = rowCount;
    listed = list.rows.map((r) => ({ id: r.id, reference: r.reference, isCopy: r.isCopy, state: r.state }));
    await searchField(app);
  });

  // Fetch every page through the app (tdx-client -> sandbox, cache write, IPC to the page),
  // then let the page draw a frame.
  await step("fetch", async () => {
    // One fetch of every page outlasts WebDriver's default script timeout (30 s) at 100,000 eBLs.
    await app.cmd("POST", "/timeouts", { script: 2 * WAIT_MS });
    const times = [];
    for (let i = 0; i < FETCHES; i += 1) {
      const r = await app.cmd("POST", "/execute/async", {
        script:
          "const done = arguments[arguments.length - 1]; const t0 = performance.now();" +
          "window.__TAURI_INTERNALS__.invoke('list_ebls', { refresh: true }).then((l) =>" +
          " requestAnimationFrame(() => requestAnimationFrame(() => done({ ms: performance.now() - t0, rows: l.rows.length }))))" +
          ".catch((e) => done({ error: JSON.stringify(e) }));",
        args: [],
      });
      if (r.error) throw new Error(`list_ebls: ${r.error}`);
      times.push(r.ms);
      results.fetchRows = r.rows;
    }
    results.fetchMs = times;
  });

  // Filter keystrokes: type a reference one key at a time, then delete it key by key.
  await step("filter", async () => {
    const rows = listed ?? (await invoke(app, "list_ebls", { refresh: false })).rows;
    const ref = rows[Math.floor(rows.length / 2)].reference;
    const search = await searchField(app);
    await app.execute("performance.clearMeasures('ebl-filter'); performance.clearMeasures('ebl-filter-rows');");
    // Each keystroke's search, in the order typed (one filtering each).
    const searches = [];
    let typed = "";
    for (let round = 0; round < 3; round += 1) {
      for (const ch of ref.slice(0, 8)) {
        await app.type(search, ch, { clear: false });
        searches.push((typed += ch));
      }
      for (let i = 0; i < 8; i += 1) {
        await app.type(search, "\uE003", { clear: false });
        searches.push((typed = typed.slice(0, -1)));
      }
    }
    const keys = await entries(app, "ebl-filter");
    results.filterMs = keys.map((e) => e.duration);
    // Of each keystroke, the filtering alone (the rest is React's render and the commit).
    const filtering = await entries(app, "ebl-filter-rows");
    results.filterRowsMs = filtering.map((e) => e.duration);
    results.filterText = ref.slice(0, 8);
    // For each measured keystroke, the search it ended on: a keystroke whose rows are the ones
    // already shown commits nothing and has no `ebl-filter` measure.
    results.filterSearches = keys.map((key) => {
      let last = -1;
      filtering.forEach((f, i) => {
        if (f.start >= key.start && f.start <= key.start + key.duration) last = i;
      });
      return last >= 0 && filtering.length === searches.length ? searches[last] : null;
    });
  });

  // Open eBLs from the list and read the click-to-page-1 measure of each.
  await step("open", async () => {
    const rows = listed ?? (await invoke(app, "list_ebls", { refresh: false })).rows;
    const candidates = rows.filter((r) => !r.isCopy && r.state === "ISSUED").slice(0, OPENS);
    const times = [];
    const bytes = [];
    const getEbl = [];
    const oneCall = [];
    results.openIds = candidates.map((r) => r.id);
    for (const row of candidates) {
      await backToList(app);
      const search = await searchField(app);
      await app.type(search, row.reference);
      const before = (await entries(app, "ebl-open-to-first-page")).length;
      await app.click(await app.findByRole("button", { name: row.reference }));
      const all = await app.waitFor(
        async () => {
          const e = await entries(app, "ebl-open-to-first-page");
          return e.length > before ? e : null;
        },
        `page 1 of ${row.reference}`,
        { timeoutMs: WAIT_MS },
      );
      times.push(all[all.length - 1].duration);
      // When page 1's bytes were in the window (the rest is the image load and decode).
      bytes.push(
        await app.execute(
          "const open = performance.getEntriesByName('ebl-open', 'mark').pop().startTime;" +
            "const got = performance.getEntriesByName('preview-page-bytes', 'mark').pop();" +
            "return got && got.startTime >= open ? Math.round(got.startTime - open) : null;",
        ),
      );
      // Where the time of this open went: the IPC calls made after the click (the `ipc:<command>`
      // measures of ui/src/api/invoke.ts), `get_ebl` (the eBL's detail) among them.
      results.openIpc = await app.execute(
        "const open = performance.getEntriesByName('ebl-open', 'mark').pop().startTime;" +
          "return performance.getEntriesByType('measure').filter((e) => e.name.startsWith('ipc:') && e.startTime >= open)" +
          ".map((e) => ({ name: e.name.slice(4), start: Math.round(e.startTime - open), ms: Math.round(e.duration) }));",
      );
      getEbl.push(results.openIpc.find((c) => c.name === "get_ebl")?.ms ?? null);
      // The click's one call (the detail, the PDF and page 1 together), when the pane's width was
      // known; the run's first click asks for each part on its own.
      oneCall.push(results.openIpc.find((c) => c.name === "ebl_open")?.ms ?? null);
    }
    results.openGetEblMs = getEbl;
    results.openCallMs = oneCall;
    // The width page 1 was rendered at, in device pixels (the pane remembers it).
    const width = Number(await app.execute("return localStorage.getItem('ebl-desk.preview-width');"));
    results.previewWidthPx = Number.isFinite(width) && width > 0 ? width : null;
    await backToList(app);
    await app.screenshot(`list-${EBLS}`);
    results.openMs = times;
    results.openBytesMs = bytes;

    // The same after the pointer rested on the row for 300 ms first (as a person's hand does
    // before a click): the row's PDF is opened and page 1 rendered ahead of the click.
    const rested = [];
    const more = rows.filter((r) => !r.isCopy && r.state === "ISSUED").slice(OPENS, 2 * OPENS);
    for (const row of more) {
      await backToList(app);
      const search = await searchField(app);
      await app.type(search, row.reference);
      const before = (await entries(app, "ebl-open-to-first-page")).length;
      const button = await app.findByRole("button", { name: row.reference });
      await app.hover(button);
      await sleep(300);
      await app.click(button);
      const all = await app.waitFor(
        async () => {
          const e = await entries(app, "ebl-open-to-first-page");
          return e.length > before ? e : null;
        },
        `page 1 of ${row.reference} after hovering`,
        { timeoutMs: WAIT_MS },
      );
      rested.push(all[all.length - 1].duration);
    }
    await backToList(app);
    results.openAfterHoverMs = rested;
  });
} finally {
  await app.close();
}

// Warm launches: same data directory, so the app starts signed in with the list in its cache.
/**
 * One warm launch with the same data directory (signed in, the list in the cache): the time to
 * the list shown, split (process start → the page's time origin: native start-up, GTK, the
 * WebKit processes, the app's setup; time origin → list shown: page load, IPC, render), then the
 * memory of the app + WebKit after SETTLE_MS.
 */
async function warmLaunch(extraEnv, { screenshot = false } = {}) {
  // The app's own log splits the native part: Tauri built (`built_ms`), the window created
  // (`window_ms`) and the wait for the store opened and checked on its own thread (`waited_ms`).
  const logDir = path.join(bench.home, "launch-logs");
  fs.rmSync(logDir, { recursive: true, force: true });
  const cpuBefore = cpuTimesMs();
  app = await launchApp({
    scenario: "bench-warm",
    env: { ...env, EBL_DESK_LOG: process.env.BENCH_APP_LOG ?? "info,tdx_desk::ebls=debug,tdx_desk::session=debug", EBL_DESK_LOG_DIR: logDir, ...extraEnv },
    keepKeyring: true,
  });
  try {
    const shown = await app.waitFor(
      async () => (await entries(app, "ebl-list-shown"))[0],
      "the list shown on a warm launch",
      { timeoutMs: WAIT_MS },
    );
    const cpu = cpuSince(cpuBefore);
    const tree = appTree(APP_BINARY, env.XDG_DATA_HOME);
    if (!tree.length) throw new Error("no app process found in /proc");
    const started = processStartEpochMs(tree[0].pid);
    const domReady = await app.execute(
      "return performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? null;",
    );
    await sleep(SETTLE_MS);
    const mem = memoryOf(appTree(APP_BINARY, env.XDG_DATA_HOME));
    if (screenshot) await app.screenshot("warm-launch");
    // Where the page's part of the launch goes: each IPC call (the `ipc:<command>` measures of
    // ui/src/api/invoke.ts) with its start and duration.
    const ipc = await app.execute(
      "return performance.getEntriesByType('measure').filter((e) => e.name.startsWith('ipc:')).map((e) => ({ name: e.name.slice(4), start: Math.round(e.startTime), ms: Math.round(e.duration) }));",
    );
    // The page's own timeline: its navigation, the resources it loaded and its marks.
    const timeline = await app.execute(`
      const nav = performance.getEntriesByType("navigation")[0];
      const r = (x) => Math.round(x);
      return {
        navigation: nav && { responseEnd: r(nav.responseEnd), domInteractive: r(nav.domInteractive), domContentLoaded: r(nav.domContentLoadedEventEnd), load: r(nav.loadEventEnd) },
        resources: performance.getEntriesByType("resource").map((e) => ({ name: e.name.replace(/^.*\\//, ""), start: r(e.startTime), end: r(e.responseEnd) })),
        marks: performance.getEntriesByType("mark").map((e) => ({ name: e.name, at: r(e.startTime) })),
        measures: performance.getEntriesByType("measure").filter((e) => !e.name.startsWith("ipc:")).map((e) => ({ name: e.name, at: r(e.startTime), ms: Math.round(e.duration * 10) / 10 })),
        paints: performance.getEntriesByType("paint").map((e) => ({ name: e.name, at: r(e.startTime) })),
      };`);
    const log = (fs.existsSync(logDir) ? fs.readdirSync(logDir) : [])
      .map((f) => fs.readFileSync(path.join(logDir, f), "utf8"))
      .join("");
    const field = (name) => {
      const m = log.match(new RegExp(`${name}[=:]\\s*"?(\\d+)`));
      return m ? Number(m[1]) : null;
    };
    const logLines = log.split("\n");
    const headLine = logLines.find((l) => l.includes("eBL list head")) ?? "";
    // When each step of the native start-up was logged, in ms after the process started.
    const loggedAt = (text) => {
      const line = logLines.find((l) => l.includes(text));
      const at = line ? Date.parse(line.slice(0, line.indexOf(" "))) : NaN;
      return Number.isNaN(at) ? null : Math.round(at - started);
    };
    // BENCH_KEEP_LOGS=DIR keeps each warm launch's whole log (where a launch's time goes).
    if (process.env.BENCH_KEEP_LOGS) {
      fs.mkdirSync(process.env.BENCH_KEEP_LOGS, { recursive: true });
      const kept = path.join(process.env.BENCH_KEEP_LOGS, `launch-${Date.now()}`);
      fs.writeFileSync(`${kept}.log`, log);
      // And what the driver, WebKit and the app wrote to their outputs (WEBKIT_DEBUG's lines).
      fs.writeFileSync(`${kept}.output`, app.output());
    }
    return {
      startup: {
        builtMs: field("built_ms"),
        windowMs: field("window_ms"),
        storeWaitMs: field("waited_ms"),
        // The first rows' command in Rust: the kept rows read, and the whole command.
        headLine: headLine.replace(/^.*eBL list head\s*/, ""),
        at: {
          built: loggedAt("eBL Desk starting"),
          storeChecked: loggedAt("local store checked check="),
          window: loggedAt("window created"),
          setup: loggedAt("setup done"),
          pageStarted: loggedAt("page load event=Started"),
          pageFinished: loggedAt("page load event=Finished"),
          storeCheckedAfter: loggedAt("local store checked after the start"),
        },
      },
      // The machine's CPU time from the launch asked to the list shown: stolen by the host, and busy.
      cpu,
      launch: shown.origin + shown.start - started,
      native: shown.origin - started,
      page: shown.start,
      domReady,
      mem,
      ipc,
      timeline,
    };
  } finally {
    await app.close();
  }
}

// The bare Tauri app launched before each warm launch (BENCH_BARE=0: not), so that the launch
// row's anchor is taken side by side with the app's launches rather than minutes apart.
const PAIRED_BARE = process.env.BENCH_BARE !== "0" && fs.existsSync(BARE_BINARY);
await step("launch", async () => {
  const runs = [];
  const bare = [];
  for (let i = 0; i < LAUNCHES; i += 1) {
    // A pause before each launch (BENCH_LAUNCH_GAP_MS, 5 s): the last launch's processes are
    // gone, as when a user starts the app, rather than tearing down beside this one.
    if (PAIRED_BARE) {
      await sleep(Number(process.env.BENCH_LAUNCH_GAP_MS ?? 5000));
      bare.push(await bareLaunch({ waitMs: WAIT_MS }));
    }
    await sleep(Number(process.env.BENCH_LAUNCH_GAP_MS ?? 5000));
    runs.push(await warmLaunch({}, { screenshot: i === 0 }));
  }
  if (PAIRED_BARE) Object.assign(results, bareLaunchResults(bare));
  results.launchMs = runs.map((r) => r.launch);
  results.launchNativeMs = runs.map((r) => r.native);
  results.launchStartup = runs.map((r) => r.startup);
  results.launchCpu = runs.map((r) => r.cpu);
  results.launchPageMs = runs.map((r) => r.page);
  results.launchDomReadyMs = runs.map((r) => r.domReady);
  results.idleRssKiB = runs.map((r) => r.mem.rssKiB);
  results.idlePssKiB = runs.map((r) => r.mem.pssKiB);
  results.processes = runs.at(-1).mem.processes;
  results.launchIpc = runs.at(-1).ipc;
  results.launchTimeline = runs.at(-1).timeline;
  // The list's IPC call of each launch (the first `list_ebls…` the page made: the cached list).
  results.launchListEblsMs = runs.map((r) => r.ipc.find((c) => c.name.startsWith("list_ebls"))?.ms ?? null);
});

// The same warm launch with WebKit's hardware acceleration left on demand (its default; the
// app turns it off, src-tauri/src/webview.rs): what that setting saves, in the same run.
if (GPU_LAUNCHES > 0) await step("launch-gpu", async () => {
  const runs = [];
  for (let i = 0; i < GPU_LAUNCHES; i += 1) runs.push(await warmLaunch({ EBL_DESK_WEBKIT_GPU: "1" }));
  results.gpuLaunchMs = runs.map((r) => r.launch);
  results.gpuIdleRssKiB = runs.map((r) => r.mem.rssKiB);
  results.gpuIdlePssKiB = runs.map((r) => r.mem.pssKiB);
  results.gpuProcesses = runs.at(-1)?.mem.processes;
});

// The leak check: the list shown while the app polls, for a fixed wall-clock window (the polls
// are counted in the app's log, where the polling loop writes one debug line each). The window,
// not a number of polls, bounds the step: at 100,000 eBLs a poll may take longer than the
// interval asked for (and the app may slow its polling down), so the number of polls done is
// part of the result.
if (POLL_WINDOW_SECONDS > 0) await step("polling", async () => {
  const logDir = path.join(bench.home, "logs");
  fs.rmSync(logDir, { recursive: true, force: true });
  const logText = () =>
    (fs.existsSync(logDir) ? fs.readdirSync(logDir) : []).map((f) => fs.readFileSync(path.join(logDir, f), "utf8")).join("");
  const polled = () => (logText().match(/eBL list polled/g) ?? []).length;
  app = await launchApp({
    scenario: "bench-polling",
    env: {
      ...env,
      EBL_DESK_POLL_SECONDS: String(POLL_SECONDS),
      EBL_DESK_LOG: "info,ebl_desk_lib::polling=debug",
      EBL_DESK_LOG_DIR: logDir,
    },
    keepKeyring: true,
  });
  try {
    await app.waitFor(async () => (await entries(app, "ebl-list-shown"))[0], "the list shown", { timeoutMs: WAIT_MS });
    // The window refreshes the list after a start (every page read, the rows sent again): the
    // leak check starts after the first poll, which waits for that refresh to end, so the window
    // measures the polls rather than the start's one-time work.
    const launched = Date.now();
    await app.waitFor(async () => polled() >= 1 || null, "the first poll after the start", { timeoutMs: WAIT_MS });
    results.pollFirstAfterMs = Date.now() - launched;
    // The pace the first poll set (its debug line: `took_ms=… next_s=…`): the window holds
    // POLL_MIN_POLLS polls at it.
    const first = logText().match(/eBL list polled.*?took_ms=(\d+).*?next_s=(\d+)/);
    results.pollFirstTookMs = first ? Number(first[1]) : null;
    results.pollPaceSeconds = first ? Number(first[2]) : null;
    const paced = first ? Math.ceil(POLL_MIN_POLLS * (Number(first[2]) + Number(first[1]) / 1_000)) + POLL_SAMPLE_SECONDS : 0;
    const windowSeconds = Math.min(POLL_WINDOW_MAX_SECONDS, Math.max(POLL_WINDOW_SECONDS, paced));
    await sleep(SETTLE_MS);
    const started = Date.now();
    // The sum, and each process's (which of them grows).
    const rss = () => {
      const memory = memoryOf(appTree(APP_BINARY, env.XDG_DATA_HOME));
      const byProcess = {};
      for (const p of memory.processes) byProcess[p.comm] = (byProcess[p.comm] ?? 0) + p.rssKiB;
      return { rssKiB: memory.rssKiB, byProcess };
    };
    const samples = [{ polls: polled(), seconds: 0, ...rss() }];
    const end = started + windowSeconds * 1_000;
    for (let next = started + POLL_SAMPLE_SECONDS * 1_000; ; next += POLL_SAMPLE_SECONDS * 1_000) {
      const until = Math.min(next, end);
      // Sleep to the next sample, ending early once BENCH_POLLS polls are done.
      while (Date.now() < until && !(POLLS > 0 && polled() >= POLLS)) await sleep(Math.min(250, until - Date.now()));
      samples.push({ polls: polled(), seconds: Math.round((Date.now() - started) / 1_000), ...rss() });
      if (Date.now() >= end || (POLLS > 0 && polled() >= POLLS)) break;
    }
    results.pollSeconds = POLL_SECONDS;
    results.pollWindowSeconds = windowSeconds;
    results.pollSamples = samples;
    results.pollWallMs = Date.now() - started;
    results.polls = samples.at(-1).polls - samples[0].polls;
    results.pollFailures = (logText().match(/eBL list polled ok=false/g) ?? []).length;
  } finally {
    await app.close();
  }
});

await bench.close();
save();
console.log(JSON.stringify(results));
// The WebDriver client's keep-alive sockets must not hold the process open.
process.exit(0);
