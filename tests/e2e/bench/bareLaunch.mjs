// The launch anchor of BENCHMARKS.md: one launch of the bare Tauri app (bench/bare-tauri, built
// from the app's own `tauri`) through tauri-driver, as the app is launched, from its process's
// start to its page's `first-paint` mark. Used by ipc.bench.mjs (its own launches) and by
// desk.bench.mjs (one bare launch before each of the app's warm launches, so that the two are
// taken side by side: the bare app's launch alone moves 313–441 ms between runs on this machine).
import path from "node:path";

import { REPO, launchApp } from "../lib/app.mjs";
import { appTree, cpuSince, cpuTimesMs, processStartEpochMs } from "./procfs.mjs";

const TARGET = process.env.CARGO_TARGET_DIR || path.join(REPO, "target");
export const BARE_BINARY = path.resolve(REPO, process.env.BARE_TAURI_BIN ?? path.join(TARGET, "release", "bare-tauri"));

/** The first performance entry `name` in the page, with the page's time origin (or null). */
export function firstEntry(app, name) {
  return app.execute(
    "return performance.getEntriesByName(arguments[0]).map((e) => ({ start: e.startTime, origin: performance.timeOrigin }))[0] ?? null;",
    [name],
  );
}

/**
 * One launch of the bare app: `launch` (process start → first paint), `native` (→ the page's time
 * origin), `page`, `at` (its own marks, ms after the process started) and `cpu` (the machine's CPU
 * time used and stolen meanwhile).
 */
export async function bareLaunch({ waitMs = 60_000 } = {}) {
  const cpuBefore = cpuTimesMs();
  // The keyring is left as it is: the app's session, between two of its warm launches, stays.
  const app = await launchApp({ scenario: "bench-bare-launch", binary: BARE_BINARY, keepKeyring: true });
  try {
    const painted = await app.waitFor(() => firstEntry(app, "first-paint"), "the bare app's first paint", { timeoutMs: waitMs });
    const cpu = cpuSince(cpuBefore);
    const tree = appTree(BARE_BINARY, app.env.XDG_DATA_HOME);
    if (!tree.length) throw new Error("no bare-tauri process found in /proc");
    const started = processStartEpochMs(tree[0].pid);
    // The bare app's own marks (stderr): when each step of its native start-up happened.
    const at = {};
    for (const [, step, ms] of app.output().matchAll(/bare-tauri: (\S+) at (\d+)/g)) at[step] = Number(ms) - started;
    return {
      launch: painted.origin + painted.start - started,
      native: painted.origin - started,
      page: painted.start,
      at,
      cpu,
    };
  } finally {
    await app.close();
  }
}

/** The results fields of a series of bare launches (the same names in every bench's JSON). */
export function bareLaunchResults(runs) {
  return {
    bareLaunchMs: runs.map((r) => r.launch),
    bareLaunchNativeMs: runs.map((r) => r.native),
    bareLaunchPageMs: runs.map((r) => r.page),
    bareLaunchAt: runs.map((r) => r.at),
    bareLaunchCpu: runs.map((r) => r.cpu),
  };
}
