// Idle cost of watching every profile (issue 30's "idle memory and CPU with three watched
// profiles stay within the BENCHMARKS.md rows of one"), measured in the REAL app: three
// standalone `tdx-sandbox --ebls N` services (BENCH_EBLS, 10,000), one service profile signed in
// on each. Two warm launches of the same user, each left idle for BENCH_IDLE_SECONDS (60) with the
// list shown:
//   1. one watched profile (only the first profile signed in),
//   2. three watched profiles (all three signed in; the first one active again),
// each: PSS summed over the app + WebKit processes (/proc/<pid>/smaps_rollup) at the start and
// the end of the idle window, and the CPU time (utime + stime, /proc/<pid>/stat) they used in
// it. The app polls as users run it (every 30 s) unless BENCH_POLL_SECONDS says otherwise. Not a
// test: it asserts nothing; it writes what it measured as JSON to BENCH_OUT.
//
//   tests/e2e/in-session.sh node tests/e2e/bench/watch.bench.mjs
//   BENCH_EBLS=1000 BENCH_IDLE_SECONDS=10 tests/e2e/in-session.sh node tests/e2e/bench/watch.bench.mjs   (a quick check)
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { APP_BINARY, launchApp } from "../lib/app.mjs";
import { addServiceProfile, invoke, press, signIn } from "../lib/page.mjs";
import { startSandbox } from "../lib/sandbox.mjs";
import { appTree, cpuTicksOf, memoryOf } from "./procfs.mjs";
import { benchResults } from "./results.mjs";

const EBLS = Number(process.env.BENCH_EBLS ?? 10_000);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 3_000);
const POLL_SECONDS = process.env.BENCH_POLL_SECONDS;
const WAIT_MS = Number(process.env.BENCH_WAIT_MS ?? Math.max(60_000, EBLS * 1.2));
const OUT = process.env.BENCH_OUT ?? "artifacts/bench/watch.json";
const PROFILES = ["Watch one", "Watch two", "Watch three"];
const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Waits until `done()` is true, checking every 250 ms; throws after `timeoutMs`. */
async function waitUntil(done, timeoutMs, what) {
  const end = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}
const { results, save, step } = benchResults(OUT, { ebls: EBLS, idleSeconds: IDLE_SECONDS, pollSeconds: POLL_SECONDS ? Number(POLL_SECONDS) : 30 });

/** Opens the eBLs screen (its entry's name carries the attention count when there is one). */
async function goEbls(app) {
  const nav = await app.findByRole("navigation", { name: "Main" });
  await app.click(await app.findByRole("button", { name: "eBLs", exact: false, within: nav }));
}

async function listed(app, what) {
  return app.waitFor(
    async () => {
      const l = await invoke(app, "list_ebls", { refresh: false });
      return l.rows?.length >= EBLS ? l : null;
    },
    what,
    { timeoutMs: WAIT_MS },
  );
}

/** Adds the service profile `name` at `service`, switches to it and signs in on it. */
async function signedInProfile(app, service, name) {
  const { saved } = await addServiceProfile(app, service.baseUrl, name);
  await goEbls(app);
  await signIn(app);
  await listed(app, `${EBLS} rows of ${name}`);
  return saved;
}

/** Switches back to the profile `name` in Settings. */
async function use(app, name) {
  const nav = await app.findByRole("navigation", { name: "Main" });
  await app.click(await app.findByRole("button", { name: "Settings", within: nav }));
  await press(app, await app.findByRole("button", { name: `Use this profile: ${name}` }));
  await app.waitFor(async () => (await invoke(app, "session_info")).profileName === name, `the switch to ${name}`);
}

/** A warm launch left idle with the list shown: PSS at the start and end, CPU used in between. */
async function idle(env, scenario) {
  // The app's log counts the polls (one debug line each, naming its profile).
  const logDir = path.join(home, `logs-${scenario}`);
  fs.rmSync(logDir, { recursive: true, force: true });
  const polledProfiles = () => {
    const text = (fs.existsSync(logDir) ? fs.readdirSync(logDir) : [])
      .map((f) => fs.readFileSync(path.join(logDir, f), "utf8"))
      .join("");
    return new Set([...text.matchAll(/eBL list polled.*?profile=(\S+)/g)].map((m) => m[1]));
  };
  const app = await launchApp({
    scenario,
    env: { ...env, EBL_DESK_LOG: "info,ebl_desk_lib::polling=debug", EBL_DESK_LOG_DIR: logDir },
    keepKeyring: true,
  });
  try {
    await listed(app, "the list on a warm launch");
    // What the app says it watches, where it says so (attention_summary: one entry per profile).
    const summary = await invoke(app, "attention_summary");
    const watched = Array.isArray(summary?.profiles) ? summary.profiles.length : null;
    // Idle is after every watched profile's first poll: a profile's first poll after a start
    // reads its whole list (its pages' ETags are not kept across starts), once; that start-up
    // cost is recorded apart.
    const start0 = cpuTicksOf(appTree(APP_BINARY, env.XDG_DATA_HOME));
    const shown = Date.now();
    await waitUntil(() => polledProfiles().size >= (watched ?? 1), WAIT_MS + 60_000, "every watched profile's first poll");
    const firstPollsMs = Date.now() - shown;
    await sleep(SETTLE_MS);
    const tree0 = appTree(APP_BINARY, env.XDG_DATA_HOME);
    if (!tree0.length) throw new Error("no app process found in /proc");
    const mem0 = memoryOf(tree0);
    const cpu0 = cpuTicksOf(tree0);
    let startTicks = 0;
    for (const p of tree0) startTicks += (cpu0.get(p.pid) ?? 0) - (start0.get(p.pid) ?? 0);
    await sleep(IDLE_SECONDS * 1_000);
    const tree1 = appTree(APP_BINARY, env.XDG_DATA_HOME);
    const mem1 = memoryOf(tree1);
    const cpu1 = cpuTicksOf(tree1);
    // A process that started in the window counts whole; one that ended in it is lost (rare).
    let ticks = 0;
    const perProcess = [];
    for (const p of tree1) {
      const used = (cpu1.get(p.pid) ?? 0) - (cpu0.get(p.pid) ?? 0);
      ticks += used;
      perProcess.push({ comm: p.comm, cpuMs: Math.round((used * 1000) / CLOCK_TICKS) });
    }
    const cpuMs = Math.round((ticks * 1000) / CLOCK_TICKS);
    return {
      watched,
      firstPollsMs,
      firstPollsCpuMs: Math.round((startTicks * 1000) / CLOCK_TICKS),
      pssStartKiB: mem0.pssKiB,
      pssEndKiB: mem1.pssKiB,
      rssEndKiB: mem1.rssKiB,
      cpuMs,
      cpuPercentOfOneCore: Number(((cpuMs / (IDLE_SECONDS * 1000)) * 100).toFixed(2)),
      processes: mem1.processes.map((p, i) => ({ ...p, cpuMs: perProcess[i]?.cpuMs ?? null })),
    };
  } finally {
    await app.close();
  }
}

const home = fs.mkdtempSync(path.join(os.tmpdir(), "ebl-desk-bench-watch-"));
const env = {
  XDG_CONFIG_HOME: path.join(home, "config"),
  XDG_DATA_HOME: path.join(home, "data"),
  XDG_CACHE_HOME: path.join(home, "cache"),
  ...(POLL_SECONDS ? { EBL_DESK_POLL_SECONDS: POLL_SECONDS } : {}),
};
for (const dir of ["config", "data", "cache"]) fs.mkdirSync(path.join(home, dir), { recursive: true });
const services = [];
try {
  for (let i = 0; i < PROFILES.length; i += 1) services.push(await startSandbox(["--ebls", String(EBLS), "--token-ttl", "7200"]));

  const oneReady = await step("one-profile-setup", async () => {
    const app = await launchApp({ scenario: "bench-watch", env });
    try {
      await signedInProfile(app, services[0], PROFILES[0]);
    } finally {
      await app.close();
    }
  });
  if (oneReady) await step("one-profile-idle", async () => {
    results.one = await idle(env, "bench-watch-one");
  });

  const threeReady = await step("three-profiles-setup", async () => {
    const app = await launchApp({ scenario: "bench-watch", env, keepKeyring: true });
    try {
      for (let i = 1; i < PROFILES.length; i += 1) await signedInProfile(app, services[i], PROFILES[i]);
      await use(app, PROFILES[0]);
      await goEbls(app);
      await listed(app, `the rows of ${PROFILES[0]} again`);
    } catch (err) {
      await app.screenshot("three-profiles-setup-failed").catch(() => null);
      throw err;
    } finally {
      await app.close();
    }
  });
  if (threeReady) await step("three-profiles-idle", async () => {
    results.three = await idle(env, "bench-watch-three");
  });

  if (results.one && results.three) {
    results.pssRatio = Number((results.three.pssEndKiB / results.one.pssEndKiB).toFixed(3));
    results.cpuRatio = results.one.cpuMs > 0 ? Number((results.three.cpuMs / results.one.cpuMs).toFixed(3)) : null;
  }
} finally {
  for (const s of services) await s.close();
  fs.rmSync(home, { recursive: true, force: true });
}
save();
console.log(JSON.stringify(results));
// The WebDriver client's keep-alive sockets must not hold the process open.
process.exit(0);
