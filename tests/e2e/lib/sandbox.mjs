// A standalone tdx-sandbox process for scenarios that use a service profile: the app reaches
// it over HTTP like any deployment (the embedded sandbox runs only while its own profile is in
// use). The binary sits next to the app's (make build builds both).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { createInterface } from "node:readline";

// The token of the sandboxes' /_sandbox/ admin endpoints, one per test run: set in this
// process's environment, so the app (its embedded sandbox), a standalone tdx-sandbox and the
// stand-in browser all inherit it.
process.env.TDX_SANDBOX_ADMIN_TOKEN ||= `e2e-${randomBytes(16).toString("hex")}`;
export const ADMIN_TOKEN = process.env.TDX_SANDBOX_ADMIN_TOKEN;

/**
 * Every secret this scenario's run used, for the check that none reached the app's log: the
 * admin token, the demo world's passwords, private keys and client secrets (added as soon as
 * a scenario reads the world), and what scenarios add themselves (webhook header values).
 */
export const SECRETS = new Set([
  ADMIN_TOKEN,
  "nile-sandbox-password",
  "carrier-sandbox-password",
  "delta-sandbox-password",
  "harbor-sandbox-password",
  "ebl-desk-sandbox-secret",
  "ebl-integrator-sandbox-secret",
]);

function learnSecrets(world) {
  for (const u of world?.users ?? []) {
    if (u.password) SECRETS.add(u.password);
    if (u.private_key) {
      SECRETS.add(u.private_key);
      SECRETS.add(u.private_key.replace(/^0x/, ""));
    }
  }
  for (const c of world?.clients ?? []) if (c.client_secret) SECRETS.add(c.client_secret);
}

/** Calls a sandbox admin endpoint (`/_sandbox/...`) with the run's token; JSON in and out. */
export async function sandboxAdmin(baseUrl, route, { method = "GET", body } = {}) {
  const headers = { "X-Sandbox-Admin": ADMIN_TOKEN };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(`${baseUrl}${route}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  const answer = await res.json();
  if (route.startsWith("/_sandbox/world")) learnSecrets(answer);
  return answer;
}

/**
 * Starts `tdx-sandbox --listen LISTEN` (a free port by default); resolves with its base URL and
 * a `close()`. With `--db` in `args` and the same `listen`, a restart is the same service.
 */
export async function startSandbox(args = [], { listen = "127.0.0.1:0" } = {}) {
  const bin = path.join(path.dirname(process.env.EBL_DESK_BIN), "tdx-sandbox");
  const child = spawn(bin, ["--listen", listen, ...args], { stdio: ["ignore", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout });
  const baseUrl = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("tdx-sandbox did not say where it listens")), 30_000);
    child.once("exit", (code) => reject(new Error(`tdx-sandbox exited with ${code}`)));
    lines.on("line", (line) => {
      const match = /listening on (http:\/\/\S+)/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  return {
    baseUrl,
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
