// The anchors of BENCHMARKS.md's IPC and launch rows: the app (EBL_DESK_BIN) beside a bare Tauri
// app built from the same Tauri (bench/bare-tauri, BARE_TAURI_BIN), both run through
// tauri-driver the same way (tests/e2e/lib/app.mjs). Not a test: it asserts nothing about time;
// it writes what it measured as JSON to BENCH_OUT.
//
//   cargo build --release -p bare-tauri
//   EBL_DESK_BIN=target/release/ebl-desk tests/e2e/in-session.sh node tests/e2e/bench/ipc.bench.mjs
//
// 1. One no-op command round trip from the page: `ping` (a command that does nothing and answers
//    nothing, in each app) through `window.__TAURI_INTERNALS__.invoke`, one call after the
//    other, timed in the page with performance.now(). WebKit rounds that clock to whole
//    milliseconds and a round trip takes less than one, so each of the BENCH_PING_CALLS (200)
//    samples is the mean of BENCH_PING_PER_SAMPLE (10) consecutive calls (0.1 ms resolution; a
//    lone slow call shows as a tenth of its time); every call's own time (whole ms) is kept
//    too. Both apps are open at once; after BENCH_PING_WARMUP (20) calls in each, the samples
//    are taken in blocks of BENCH_PING_BLOCK (20), alternating between the apps. The app is on
//    a first launch (no profile): `ping` touches no state, so what it shows is irrelevant.
// 2. The bare app's launch → `first-paint` (its page's mark after the first animation frame
//    after load), BENCH_LAUNCHES (5) times, measured as desk.bench.mjs measures the app's launch
//    → `ebl-list-shown`: the process's start from /proc to the mark's time origin + start.
//    The first launch is cold (WebKit's files not yet in the page cache); the others are warm.
import fs from "node:fs";
import path from "node:path";

import { APP_BINARY, launchApp } from "../lib/app.mjs";
import { BARE_BINARY, bareLaunch, bareLaunchResults, firstEntry } from "./bareLaunch.mjs";
import { benchResults } from "./results.mjs";

const CALLS = Number(process.env.BENCH_PING_CALLS ?? 200);
const WARMUP = Number(process.env.BENCH_PING_WARMUP ?? 20);
const PER_SAMPLE = Number(process.env.BENCH_PING_PER_SAMPLE ?? 10);
const BLOCK = Number(process.env.BENCH_PING_BLOCK ?? 20);
const LAUNCHES = Number(process.env.BENCH_LAUNCHES ?? 5);
const WAIT_MS = Number(process.env.BENCH_WAIT_MS ?? 60_000);
const OUT = process.env.BENCH_OUT ?? "artifacts/bench/ipc.json";
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const { results, save, step } = benchResults(OUT, {
  binary: path.relative(process.cwd(), APP_BINARY),
  bareBinary: path.relative(process.cwd(), BARE_BINARY),
  pingCalls: CALLS,
  pingWarmup: WARMUP,
  pingPerSample: PER_SAMPLE,
});

/**
 * `n` samples of `per` `ping` calls one after the other in the page: each sample's mean round
 * trip (ms) and each call's own (whole ms: the page's clock).
 */
async function pings(app, n, per) {
  const answer = await app.cmd("POST", "/execute/async", {
    script: `
      const [n, per, done] = arguments;
      (async () => {
        const samples = [];
        const calls = [];
        for (let i = 0; i < n; i += 1) {
          const first = performance.now();
          for (let j = 0; j < per; j += 1) {
            const start = performance.now();
            await window.__TAURI_INTERNALS__.invoke("ping");
            calls.push(performance.now() - start);
          }
          samples.push((performance.now() - first) / per);
        }
        return { samples, calls };
      })().then(done, (e) => done({ error: String(e) }));`,
    args: [n, per],
  });
  if (answer?.error) throw new Error(`ping failed in the page: ${answer.error}`);
  return answer;
}

/** The first entry of this name (a mark) with the page's time origin, once the page has it. */
function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
}

function p95(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)] : null;
}

const summary = (xs) => ({ medianMs: median(xs), p95Ms: p95(xs) });

for (const binary of [APP_BINARY, BARE_BINARY]) {
  if (!fs.existsSync(binary)) {
    console.error(`bench: no binary at ${binary}`);
    results.errors.binaries = `no binary at ${binary}`;
    save();
    process.exit(1);
  }
}

await step("ping", async () => {
  const apps = {};
  try {
    apps.app = await launchApp({ scenario: "bench-ipc-app" });
    apps.bare = await launchApp({ scenario: "bench-ipc-bare", binary: BARE_BINARY });
    // Both pages loaded (the bare page's mark; the app's page has the Tauri bridge) first.
    await apps.bare.waitFor(() => firstEntry(apps.bare, "first-paint"), "the bare app's first paint", { timeoutMs: WAIT_MS });
    await apps.app.waitFor(
      () => apps.app.execute("return document.readyState === 'complete' && !!window.__TAURI_INTERNALS__;"),
      "the app's page loaded",
      { timeoutMs: WAIT_MS },
    );
    const samples = { app: [], bare: [] };
    const calls = { app: [], bare: [] };
    for (const which of ["app", "bare"]) await pings(apps[which], WARMUP, 1);
    for (let done = 0; done < CALLS; done += BLOCK) {
      const n = Math.min(BLOCK, CALLS - done);
      for (const which of ["app", "bare"]) {
        const block = await pings(apps[which], n, PER_SAMPLE);
        samples[which].push(...block.samples);
        calls[which].push(...block.calls);
      }
    }
    results.pingMs = samples;
    results.pingCallMs = calls;
    results.ping = { app: summary(samples.app), bare: summary(samples.bare) };
    // Each call's own time, in the page's whole milliseconds: the tail a mean of 10 softens.
    results.pingCall = { app: summary(calls.app), bare: summary(calls.bare) };
  } finally {
    for (const app of Object.values(apps)) await app.close();
  }
});

await step("bare-launch", async () => {
  const runs = [];
  for (let i = 0; i < LAUNCHES; i += 1) {
    // The same pause before each launch as desk.bench.mjs makes before the app's.
    await sleep(Number(process.env.BENCH_LAUNCH_GAP_MS ?? 5000));
    runs.push(await bareLaunch({ waitMs: WAIT_MS }));
  }
  Object.assign(results, bareLaunchResults(runs));
  // Warm: the second launch and later (the first may read WebKit's files from disk).
  results.bareWarmLaunch = summary(results.bareLaunchMs.slice(1));
});

save();
console.log(JSON.stringify({ ping: results.ping, bareWarmLaunch: results.bareWarmLaunch, errors: results.errors }));
// The WebDriver client's keep-alive sockets must not hold the process open.
process.exit(0);
