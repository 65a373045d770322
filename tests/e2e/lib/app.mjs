// The end-to-end harness: starts tauri-driver, opens the REAL app binary in a WebDriver session
// and offers the few helpers a scenario needs (find by role or text, click, type, screenshot).
//
//   const app = await launchApp({ scenario: "shell" });
//   await app.click(await app.findByRole("button", { name: "Settings" }));
//   await app.screenshot("settings");
//   await app.close();
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { SECRETS } from "./sandbox.mjs"; // also sets the run's TDX_SANDBOX_ADMIN_TOKEN
import { ELEMENT_KEY, WebDriverClient } from "./webdriver.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const REPO = path.resolve(HERE, "../../..");
const QUERIES = fs.readFileSync(path.join(HERE, "queries.js"), "utf8");
// Generous: a CI machine may be slow; a wait ends as soon as its condition holds.
const DEFAULT_TIMEOUT_MS = 30_000;

export const APP_BINARY = path.resolve(REPO, process.env.EBL_DESK_BIN ?? "target/debug/ebl-desk");
export const ARTIFACTS = path.resolve(REPO, process.env.E2E_ARTIFACTS ?? "artifacts/e2e");

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForDriver(client, driver, log) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`tauri-driver exited early (${driver.exitCode}):\n${log()}`);
    try {
      await client.request("GET", "/status", undefined, { timeoutMs: 2_000 });
      return;
    } catch (err) {
      if (Date.now() > deadline) throw new Error(`tauri-driver not ready: ${err.message}\n${log()}`);
      await sleep(100);
    }
  }
}

/**
 * The environment the app runs in: its own empty config/data/cache directories (a first start,
 * every time), tests/e2e/bin first on PATH (stand-ins for system programs such as the browser),
 * and the PDFium library the set-up script installed.
 */
export function appEnvironment(home) {
  const userCache = process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache");
  const env = {
    ...process.env,
    PATH: `${path.join(HERE, "..", "bin")}:${process.env.PATH}`,
    XDG_CONFIG_HOME: path.join(home, "config"),
    XDG_DATA_HOME: path.join(home, "data"),
    XDG_CACHE_HOME: path.join(home, "cache"),
    TDX_PDFIUM_PATH: process.env.TDX_PDFIUM_PATH || path.join(userCache, "ebl-desk", "pdfium", "libpdfium.so"),
    // The window in English, whatever the machine's locale (a scenario may ask for another:
    // languages.test.mjs); the app reads LC_ALL, then LC_MESSAGES, then LANG.
    LANG: "C.UTF-8",
    LC_ALL: "",
    LC_MESSAGES: "",
    // No accessibility bus in the test session (it only adds D-Bus noise).
    NO_AT_BRIDGE: "1",
    // The app's stand-ins for what WebDriver cannot drive: a file dialog answers what the
    // scenario queued (e2e_answer_dialog), a drop is simulated (e2e_drop_paths); both record the
    // paths through the same code as the native dialog and drop. Refused without this variable.
    EBL_DESK_E2E: "1",
  };
  for (const dir of ["config", "data", "cache"]) fs.mkdirSync(path.join(home, dir), { recursive: true });
  return env;
}

/**
 * Forgets what earlier launches left in the session's keyring (signing key, refresh token,
 * client secrets of every profile), so each scenario starts as a new user would.
 */
function clearKeyring() {
  // The keyring crate marks every entry it writes with application=rust-keyring.
  try {
    execFileSync("secret-tool", ["clear", "application", "rust-keyring"], { stdio: "ignore" });
  } catch {
    // nothing stored yet
  }
}

/**
 * Starts the app under tauri-driver. Each launch starts with an empty keyring, as a new user;
 * `keepKeyring: true` keeps what an earlier launch stored (a relaunch of the same user).
 * `binary` runs another Tauri app the same way (the benchmarks' bare app, bench/bare-tauri).
 */
/** Sends `signal` to the driver's whole process group (it was started detached). */
function stopGroup(driver, signal) {
  try {
    process.kill(-driver.pid, signal);
  } catch {
    // the group is already gone
  }
}

/**
 * `E2E_CHROOT`: the app is the one installed in that Debian root (`make test-package`).
 * tauri-driver, WebKitWebDriver and the app run inside it; /tmp, /dev, /proc, /sys and this
 * repository are bind-mounted at the same paths, so the D-Bus session, the X display, the
 * launch's folders and the stand-in browser are the same inside and out.
 */
const CHROOT = process.env.E2E_CHROOT || null;

export async function launchApp({ scenario, args = [], env = {}, keepKeyring = false, home: reuse, binary = APP_BINARY } = {}) {
  const installed = CHROOT ? path.join(CHROOT, binary) : binary;
  if (!fs.existsSync(installed)) throw new Error(`no app binary at ${installed}: run \`make build\` first`);
  if (!keepKeyring) clearKeyring();
  if (!process.env.DISPLAY) throw new Error("no DISPLAY: run the scenarios through tests/e2e/run.sh");
  // `home` of an earlier launch (closed with `keepHome`) relaunches the same user's app.
  const home = reuse ?? fs.mkdtempSync(path.join(os.tmpdir(), `ebl-desk-e2e-${scenario ?? "app"}-`));
  const port = await freePort();
  const nativePort = await freePort();
  let output = "";
  const appEnv = { ...appEnvironment(home), ...env };
  const driverArgs = ["--port", String(port), "--native-port", String(nativePort)];
  const [command, commandArgs] = CHROOT
    ? ["chroot", [CHROOT, "/usr/local/bin/tauri-driver", ...driverArgs]]
    : ["tauri-driver", driverArgs];
  const driver = spawn(command, commandArgs, {
    env: appEnv,
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: close() stops the driver, WebKitWebDriver, the app and anything the
    // app started (the PDF worker, the stand-in browser) together.
    detached: true,
  });
  driver.stdout.on("data", (d) => (output += d));
  driver.stderr.on("data", (d) => (output += d));
  const client = new WebDriverClient(port);
  try {
    await waitForDriver(client, driver, () => output);
    const session = await client.request("POST", "/session", {
      capabilities: { alwaysMatch: { "tauri:options": { application: binary, args } } },
    });
    return new App({
      client,
      driver,
      sessionId: session.sessionId,
      scenario: scenario ?? "app",
      home,
      env: appEnv,
      output: () => output,
    });
  } catch (err) {
    client.close();
    stopGroup(driver, "SIGKILL");
    driver.stdout.destroy();
    driver.stderr.destroy();
    err.message += `\n--- tauri-driver output ---\n${output}`;
    throw err;
  }
}

export class App {
  /** Screenshots taken per scenario: a relaunch goes on numbering where the last launch ended. */
  static steps = new Map();

  constructor({ client, driver, sessionId, scenario, home, env, output = () => "" }) {
    /** What the driver, WebKit and the app (and its PDF worker) wrote to their outputs so far. */
    this.output = output;
    /** The environment the app runs in (a second launch of the same user uses it). */
    this.env = env;
    this.client = client;
    this.driver = driver;
    this.sessionId = sessionId;
    this.scenario = scenario;
    this.home = home;
    this.step = App.steps.get(scenario) ?? 0;
    this.artifacts = path.join(ARTIFACTS, scenario);
    // A relaunch in the same scenario adds to the first launch's artifacts.
    if (!App.steps.has(scenario)) fs.rmSync(this.artifacts, { recursive: true, force: true });
    App.steps.set(scenario, this.step);
    fs.mkdirSync(this.artifacts, { recursive: true });
  }

  cmd(method, suffix, body) {
    return this.client.request(method, `/session/${this.sessionId}${suffix}`, body);
  }

  /** Runs `body` (a function body using `arguments`) in the page and returns its result. */
  execute(body, args = []) {
    return this.cmd("POST", "/execute/sync", { script: body, args });
  }

  /** The page's document title. */
  title() {
    return this.cmd("GET", "/title");
  }

  /** Retries `probe` until it returns a truthy value, or fails with `what` after the timeout. */
  async waitFor(probe, what, { timeoutMs = DEFAULT_TIMEOUT_MS } = {}) {
    const deadline = Date.now() + timeoutMs;
    let last;
    for (;;) {
      try {
        const value = await probe();
        if (value) return value;
      } catch (err) {
        last = err;
      }
      if (Date.now() > deadline) {
        // What the window showed when the wait gave up, for whoever reads the failure.
        const shot = await this.screenshot("timed-out").catch(() => null);
        // The screenshot stays on the machine that ran the test; the words on screen and the
        // app's warnings travel with the failure (a CI log is all a reader may have).
        const shown = await this.execute("return document.body.innerText;").catch(() => "");
        throw new Error(
          `timed out waiting for ${what}${last ? ` (last error: ${last.message})` : ""}${shot ? ` (screenshot: ${shot})` : ""}` +
            `\n  the window showed: ${String(shown ?? "").replace(/\s+/g, " ").slice(0, 1500)}` +
            `\n  the app's warnings: ${this.#warnings().join("\n    ") || "none"}` +
            `\n  its processes said: ${this.#said().join("\n    ") || "nothing of note"}`,
        );
      }
      await sleep(100);
    }
  }

  async #query(kind, what, { name = null, exact = true, within = null } = {}) {
    const scope = within ? { [ELEMENT_KEY]: within.id } : null;
    const found = await this.execute(QUERIES, [kind, what, name, exact, scope]);
    return found.map((ref) => ({ id: ref[ELEMENT_KEY], label: `${kind} ${what}${name ? ` "${name}"` : ""}` }));
  }

  /** All elements with this ARIA role (and accessible name, when given) now on screen. */
  queryAllByRole(role, options) {
    return this.#query("role", role, options);
  }

  /** The one element with this role and name; waits for it to appear. */
  findByRole(role, options = {}) {
    const what = `${role}${options.name ? ` named "${options.name}"` : ""}`;
    return this.waitFor(async () => {
      const hits = await this.queryAllByRole(role, options);
      if (hits.length > 1) throw new Error(`${hits.length} elements match ${what}`);
      return hits[0];
    }, what);
  }

  /** The innermost elements showing this text now (no wait). */
  queryAllByText(text, options) {
    return this.#query("text", text, options);
  }

  /** The innermost element showing this text; waits for it to appear. */
  findByText(text, options = {}) {
    return this.waitFor(async () => (await this.#query("text", text, options))[0], `text "${text}"`);
  }

  async text(el) {
    return this.cmd("GET", `/element/${el.id}/text`);
  }

  async attribute(el, name) {
    return this.cmd("GET", `/element/${el.id}/attribute/${encodeURIComponent(name)}`);
  }

  async enabled(el) {
    return this.cmd("GET", `/element/${el.id}/enabled`);
  }

  async click(el) {
    await this.cmd("POST", `/element/${el.id}/click`, {});
  }

  /**
   * Clicks a control whose action hides the window (the close dialog's "Keep running…"), through
   * the page: a DOM click, which runs the same handler. WebKitWebDriver's native click once got no
   * answer for 60 s after the window had hidden as asked (the scenarios after it passed): its
   * synthesized mouse input appears to wait on a window that is no longer mapped.
   */
  async clickThatHidesTheWindow(el) {
    await this.execute("arguments[0].click();", [{ [ELEMENT_KEY]: el.id }]);
  }

  /** Moves the mouse pointer onto the element's centre (and leaves it there). */
  async hover(el) {
    await this.cmd("POST", "/actions", {
      actions: [
        {
          type: "pointer",
          id: "mouse",
          parameters: { pointerType: "mouse" },
          actions: [{ type: "pointerMove", duration: 0, origin: { [ELEMENT_KEY]: el.id }, x: 0, y: 0 }],
        },
      ],
    });
    await this.cmd("DELETE", "/actions");
  }

  /**
   * Types into a field. With `clear`, what the field holds is first removed as a person does it
   * (Ctrl+A, Backspace), so the page sees an input event: WebDriver's own Clear empties the DOM
   * value without one, and a React-controlled field then puts its old text back at the next
   * render, which made typing append to it whenever a render came in between.
   */
  async type(el, text, { clear = true } = {}) {
    if (clear) {
      await this.cmd("POST", `/element/${el.id}/clear`, {});
      await this.cmd("POST", `/element/${el.id}/value`, { text: "\uE009a\uE000\uE003" });
    }
    await this.cmd("POST", `/element/${el.id}/value`, { text });
  }

  /** Presses keys on the focused element (WebDriver key codes, e.g. "\uE015" for ArrowDown). */
  async keys(text) {
    const actions = [...text].flatMap((ch) => [
      { type: "keyDown", value: ch },
      { type: "keyUp", value: ch },
    ]);
    await this.cmd("POST", "/actions", { actions: [{ type: "key", id: "keyboard", actions }] });
    await this.cmd("DELETE", "/actions");
  }

  /**
   * Saves a PNG of the window to artifacts/e2e/<scenario>/NN-<name>.png after two animation
   * frames (so it shows the latest paint) and returns its path.
   */
  async screenshot(name) {
    await this.cmd("POST", "/execute/async", {
      script: "const done = arguments[arguments.length - 1]; requestAnimationFrame(() => requestAnimationFrame(() => done(true)));",
      args: [],
    });
    // WebKit draws without accelerated compositing here (src-tauri/src/webview.rs); its snapshot
    // then waits for the next paint, which a still page never makes. A pixel nobody sees is
    // repainted every frame for a moment so the snapshot gets one.
    await this.execute(
      "let px = document.getElementById('e2e-paint');" +
        "if (!px) { px = document.createElement('div'); px.id = 'e2e-paint'; px.setAttribute('aria-hidden', 'true');" +
        " px.style.cssText = 'position:fixed;left:0;bottom:0;width:1px;height:1px;pointer-events:none;opacity:0.01;background:#000'; document.body.append(px); }" +
        "const until = performance.now() + 1500; const tick = () => { px.style.opacity = px.style.opacity === '0.01' ? '0.02' : '0.01'; if (performance.now() < until) requestAnimationFrame(tick); };" +
        "requestAnimationFrame(tick);",
    );
    const png = await this.cmd("GET", "/screenshot");
    this.step += 1;
    App.steps.set(this.scenario, this.step);
    const file = path.join(this.artifacts, `${String(this.step).padStart(2, "0")}-${name}.png`);
    fs.writeFileSync(file, Buffer.from(png, "base64"));
    return file;
  }

  /** X11 windows (ids) whose title is exactly `title`, as the window manager sees them. */
  nativeWindowsTitled(title) {
    try {
      const out = execFileSync("xdotool", ["search", "--name", `^${title}$`], { encoding: "utf8" });
      return out.split("\n").filter(Boolean);
    } catch {
      return [];
    }
  }

  /**
   * Ends the session and stops tauri-driver; never waits forever (a hung close would hang CI).
   * `keepHome` leaves the app's directories for a relaunch (`launchApp({ home })`).
   */
  async close({ keepHome = false } = {}) {
    try {
      await Promise.race([this.cmd("DELETE", ""), sleep(10_000)]);
    } catch {
      // the app may already be gone; the driver is stopped below either way
    }
    this.client.close();
    const running = () => this.driver.exitCode === null && this.driver.signalCode === null;
    if (running()) {
      const exited = new Promise((r) => this.driver.once("exit", r));
      stopGroup(this.driver, "SIGTERM");
      await Promise.race([exited, sleep(5_000)]);
    }
    // Whatever is left of the group (an app that did not exit, a grandchild holding the output
    // pipe) is killed, and the pipes are closed on our side: nothing keeps the test file alive.
    stopGroup(this.driver, "SIGKILL");
    this.driver.stdout.destroy();
    this.driver.stderr.destroy();
    this.driver.unref();
    const leaked = this.#keepLogs();
    if (!keepHome) fs.rmSync(this.home, { recursive: true, force: true });
    if (leaked.length) throw new Error(`secrets in the app's log: ${leaked.join("; ")}`);
  }

  /** The last lines of the processes' own output that tell of a failure (a panic, a worker). */
  #said() {
    return this.output()
      .split("\n")
      .filter((l) => /panick|tdx-pdf|worker|signal|abort|error/i.test(l))
      .slice(-15)
      .map((l) => l.slice(0, 400));
  }

  /** The app's last warnings and errors (at most 20 lines), for a failure's message. */
  #warnings() {
    if (!fs.existsSync(this.logFolder)) return [];
    const lines = [];
    for (const name of fs.readdirSync(this.logFolder)) {
      for (const line of fs.readFileSync(path.join(this.logFolder, name), "utf8").split("\n")) {
        if (/\b(WARN|ERROR)\b/.test(line)) lines.push(line.slice(0, 400));
      }
    }
    return lines.slice(-20);
  }

  /** The app's log folder (Tauri's app_log_dir under this launch's XDG_DATA_HOME). */
  get logFolder() {
    return path.join(this.home, "data", "org.ebldesk.desktop", "logs");
  }

  /**
   * Copies the app's log into the artifacts and looks in every line for the secrets the run
   * used; returns where one was found.
   */
  #keepLogs() {
    if (!fs.existsSync(this.logFolder)) return [];
    const kept = path.join(this.artifacts, "logs");
    fs.mkdirSync(kept, { recursive: true });
    const leaked = [];
    for (const name of fs.readdirSync(this.logFolder)) {
      const text = fs.readFileSync(path.join(this.logFolder, name), "utf8");
      fs.appendFileSync(path.join(kept, name), text);
      for (const secret of SECRETS) {
        if (secret && secret.length >= 8 && text.includes(secret)) leaked.push(`${name}: ${secret.slice(0, 4)}…`);
      }
    }
    return leaked;
  }
}
