// Records what the REAL app answers to the commands of the eBL list screen on a warm launch, for
// the Chromium stand-in (ipc-stand-in.mjs) to serve the same data: the same 10,000 generated
// eBLs of the embedded sandbox (EBL_DESK_SANDBOX_EBLS), the same session, profiles and key.
//
//   tests/e2e/in-session.sh node tests/e2e/bench/record-ipc.mjs    (writes BENCH_IPC_OUT)
//
// First launch: sign in through the stand-in browser and wait for the rows (as desk.bench.mjs);
// then a warm launch with the same data directory: wait for the list, call each command through
// window.__TAURI_INTERNALS__.invoke (WebDriver) and keep its answer or its error.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { launchApp } from "../lib/app.mjs";
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

const home = fs.mkdtempSync(path.join(os.tmpdir(), "ebl-desk-record-"));
const env = {
  XDG_CONFIG_HOME: path.join(home, "config"),
  XDG_DATA_HOME: path.join(home, "data"),
  XDG_CACHE_HOME: path.join(home, "cache"),
  EBL_DESK_SANDBOX_EBLS: String(EBLS),
};
for (const dir of ["config", "data", "cache"]) fs.mkdirSync(path.join(home, dir), { recursive: true });

// First launch: sign in, wait until every row is in the local store.
let app = await launchApp({ scenario: "bench-record", env });
try {
  const signIn = await app.findByRole("button", { name: "Sign in" });
  await app.waitFor(() => app.enabled(signIn), "Sign in to be enabled", { timeoutMs: 60_000 });
  await app.click(signIn);
  await app.waitFor(async () => (await invoke(app, "session_info", {})).ok?.signedIn, "the sign-in", { timeoutMs: 60_000 });
  await app.waitFor(
    async () => (await invoke(app, "list_ebls", { refresh: false })).ok?.rows?.length >= EBLS,
    `${EBLS} rows in the list`,
    { timeoutMs: 180_000 },
  );
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
fs.rmSync(home, { recursive: true, force: true });

const rows = answers[answerKey("list_ebls", { refresh: false })]?.ok?.rows?.length ?? 0;
if (rows < EBLS) throw new Error(`the warm launch listed ${rows} rows, expected at least ${EBLS}`);
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, JSON.stringify(answers));
console.log(`recorded ${Object.keys(answers).length} answers (${rows} rows) in ${OUT}`);
// The WebDriver client's keep-alive sockets must not hold the process open.
process.exit(0);
