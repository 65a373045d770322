// The profile the in-window benchmarks run the app on, as its users run it:
//
// - `service` (default): a service profile pointed at a standalone `tdx-sandbox --ebls N` (the
//   release binary beside the app's), what a user of a real deployment has. The sandbox is a
//   separate process, not counted in the app's memory.
// - `embedded`: the app's own embedded sandbox with N generated eBLs (EBL_DESK_SANDBOX_EBLS),
//   the demo; its world lives in the app process.
//
// BENCH_PROFILE chooses. Both the desk bench and the recording for the Chromium comparison use
// this module, so the two sides of a ratio see the same data.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { addServiceProfile, go, invoke, signIn } from "../lib/page.mjs";
import { startSandbox } from "../lib/sandbox.mjs";

export const PROFILE = process.env.BENCH_PROFILE === "embedded" ? "embedded" : "service";
export const SERVICE_PROFILE_NAME = "Bench service";

/**
 * A fresh home for the app (config, data, cache) and, for the service profile, the standalone
 * sandbox with `ebls` generated eBLs. `close()` stops the sandbox and removes the home.
 */
export async function benchHome(prefix, ebls) {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const env = {
    XDG_CONFIG_HOME: path.join(home, "config"),
    XDG_DATA_HOME: path.join(home, "data"),
    XDG_CACHE_HOME: path.join(home, "cache"),
  };
  for (const dir of ["config", "data", "cache"]) fs.mkdirSync(path.join(home, dir), { recursive: true });
  let service = null;
  if (PROFILE === "embedded") {
    env.EBL_DESK_SANDBOX_EBLS = String(ebls);
  } else {
    service = await startSandbox(["--ebls", String(ebls), "--token-ttl", "7200"]);
  }
  return {
    home,
    env,
    service,
    async close() {
      await service?.close();
      fs.rmSync(home, { recursive: true, force: true });
    },
  };
}

/**
 * The first launch's set-up: for the service profile, adds it in Settings and switches to it;
 * then signs in through the stand-in browser and waits until `ebls` rows are in the list.
 * Returns the list.
 */
export async function signInWithRows(app, bench, ebls) {
  if (bench.service) {
    await addServiceProfile(app, bench.service.baseUrl, SERVICE_PROFILE_NAME);
    await go(app, "eBLs");
  }
  await signIn(app);
  return app.waitFor(
    async () => {
      const l = await invoke(app, "list_ebls", { refresh: false });
      return l.rows?.length >= ebls ? l : null;
    },
    `${ebls} rows in the list`,
    { timeoutMs: 180_000 },
  );
}
