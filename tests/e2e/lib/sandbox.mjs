// A standalone tdx-sandbox process for scenarios that use a service profile: the app reaches
// it over HTTP like any deployment (the embedded sandbox runs only while its own profile is in
// use). The binary sits next to the app's (make build builds both).
import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

/** Starts `tdx-sandbox --listen 127.0.0.1:0`; resolves with its base URL and a `close()`. */
export async function startSandbox(args = []) {
  const bin = path.join(path.dirname(process.env.EBL_DESK_BIN), "tdx-sandbox");
  const child = spawn(bin, ["--listen", "127.0.0.1:0", ...args], { stdio: ["ignore", "pipe", "inherit"] });
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
