// Records what the REAL app answers to the commands of the eBL list screen on a warm launch, for
// the Chromium stand-in (ipc-stand-in.mjs) to serve the same data: the same 10,000 generated
// eBLs on the same profile as desk.bench.mjs (BENCH_PROFILE, see benchProfile.mjs), the same
// session, profiles and key.
//
//   tests/e2e/in-session.sh node tests/e2e/bench/record-ipc.mjs    (writes BENCH_IPC_OUT)
//
// First launch: (service profile: add it) sign in and wait for the rows (as desk.bench.mjs);
// then a warm launch with the same data directory: wait for the list, call each command through
// window.__TAURI_INTERNALS__.invoke (WebDriver) and keep its answer or its error.
import fs from "node:fs";
import path from "node:path";

import { launchApp } from "../lib/app.mjs";
import { benchHome, signInWithRows } from "./benchProfile.mjs";
import { FIRST_SCREEN_COMMANDS, answerKey } from "./ipc-stand-in.mjs";

const EBLS = Number(process.env.BENCH_EBLS ?? 10_000);
const OUT = process.env.BENCH_IPC_OUT ?? "artifacts/bench/ipc-answers.json";

/** Calls an app command from inside the page: {ok: value} or {error: what it rejected with}. */
function invoke(app, cmd, args) {
  return app.cmd("POST", "/execute/async", {
    script:
      "const [cmd, args, done] = arguments;" +
      "window.__TAURI_INTERNALS__.invoke(cmd, args).then((ok) => done({ ok }), (error) => done({ error }));",
    args: [cmd, args],
  });
}

const bench = await benchHome("ebl-desk-record-", EBLS);
const env = bench.env;

// First launch: sign in, wait until every row is in the local store.
let app = await launchApp({ scenario: "bench-record", env });
try {
  await signInWithRows(app, bench, EBLS);
} finally {
  await app.close();
}

// Warm launch: what the list screen is given when the app starts signed in with its cache.
const answers = {};
app = await launchApp({ scenario: "bench-record-warm", env, keepKeyring: true });
try {
  await app.waitFor(
    () => app.execute("return performance.getEntriesByName('ebl-list-shown').length > 0;"),
    "the list shown on a warm launch",
    { timeoutMs: 60_000 },
  );
  for (const [cmd, args] of FIRST_SCREEN_COMMANDS) {
    answers[answerKey(cmd, args)] = await invoke(app, cmd, args);
  }
  await app.screenshot("warm-launch");
} finally {
  await app.close();
}
await bench.close();

const rows = answers[answerKey("list_ebls", { refresh: false })]?.ok?.rows?.length ?? 0;
if (rows < EBLS) throw new Error(`the warm launch listed ${rows} rows, expected at least ${EBLS}`);
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, JSON.stringify(answers));
console.log(`recorded ${Object.keys(answers).length} answers (${rows} rows) in ${OUT}`);
// The WebDriver client's keep-alive sockets must not hold the process open.
process.exit(0);
