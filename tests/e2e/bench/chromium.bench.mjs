// The Chromium comparison of the idle-RSS row of BENCHMARKS.md: the SAME front end (a build of
// ui/) in headless Chromium — what an Electron-style app would cost — fed the same rows as the
// real app through the IPC stand-in (ipc-stand-in.mjs, answers recorded by record-ipc.mjs).
// Not a test: it writes what it measured as JSON to the file named by BENCH_OUT.
//
//   node tests/e2e/bench/chromium.bench.mjs   (BENCH_DIST=<built ui> BENCH_IPC=<answers.json>)
//
// One unmeasured launch first (the app's row is measured on warm launches too), then
// BENCH_LAUNCHES launches with the same profile: wait for the UI's `ebl-list-shown` mark (Chrome
// DevTools protocol over --remote-debugging-pipe), wait BENCH_SETTLE_MS as desk.bench.mjs does,
// then sum VmRSS and PSS of the browser process and every process below it (procfs.mjs'
// memoryOf). Chromium's crash handlers, which leave the tree (their parent is init), are not counted.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { Cdp, FLAGS, waitFor } from "./cdp.mjs";
import { startStandIn } from "./ipc-stand-in.mjs";
import { memoryOf, processStartEpochMs, processTree } from "./procfs.mjs";

const CHROMIUM = process.env.BENCH_CHROMIUM ?? "/usr/bin/chromium";
const DIST = process.env.BENCH_DIST ?? "ui/dist";
const IPC = process.env.BENCH_IPC ?? "artifacts/bench/ipc-answers.json";
// Same defaults as desk.bench.mjs, so both sides get as many launches and the same settle time.
const LAUNCHES = Number(process.env.BENCH_LAUNCHES ?? 5);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 3_000);
const OUT = process.env.BENCH_OUT ?? "artifacts/bench/chromium.json";
const SHOTS = process.env.E2E_ARTIFACTS ?? "artifacts/bench/e2e";
const VIEWPORT = { width: 1280, height: 800 }; // tauri.conf.json's main window

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Which Chromium process this is (browser, renderer, gpu-process, utility:<service>...). */
function kind(pid) {
  const args = (() => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split(/[\0 ]/); // Chromium rewrites it as one line
    } catch {
      return [];
    }
  })();
  const flag = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  const type = (flag("type") ?? "browser") + (args.includes("--top-chrome-webui") ? " (browser UI)" : "");
  const sub = flag("utility-sub-type");
  return sub ? `${type}:${sub.replace(/\.mojom\./, ".")}` : type;
}

/**
 * One Chromium launch on the stand-in's page: the list shown, then the settled memory of the tree.
 * `shot` names a screenshot to keep (the first measured launch).
 */
async function launch(url, profile, shot) {
  const browser = spawn(CHROMIUM, [...FLAGS, `--user-data-dir=${profile}`, `--app=${url}`], {
    stdio: ["ignore", "ignore", "pipe", "pipe", "pipe"],
    detached: true, // its own process group, stopped as a whole below
  });
  let stderr = "";
  browser.stderr.on("data", (d) => (stderr = (stderr + d).slice(-4_000)));
  const cdp = new Cdp(browser.stdio[3], browser.stdio[4]);
  try {
    const page = await waitFor(async () => {
      const { targetInfos } = await cdp.send("Target.getTargets");
      return targetInfos.find((t) => t.type === "page" && t.url.startsWith(url));
    }, "the app window");
    const { sessionId } = await cdp.send("Target.attachToTarget", { targetId: page.targetId, flatten: true });
    const shownAt = await waitFor(
      () =>
        cdp.evaluate(
          sessionId,
          "(() => { const m = performance.getEntriesByName('ebl-list-shown')[0]; return m ? performance.timeOrigin + m.startTime : 0; })()",
        ),
      "the ebl-list-shown mark",
    );
    const launchMs = shownAt - processStartEpochMs(browser.pid);
    const size = await cdp.evaluate(sessionId, "innerWidth + 'x' + innerHeight");
    if (size !== `${VIEWPORT.width}x${VIEWPORT.height}`) throw new Error(`the page is ${size}, not the app's 1280x800`);
    await sleep(SETTLE_MS);
    const tree = processTree(browser.pid).map((p) => ({ ...p, comm: kind(p.pid) }));
    const mem = memoryOf(tree);
    // What the page shows, to check it is the app's list and not an error screen.
    const page1 = await cdp.evaluate(
      sessionId,
      "({ rowsInDom: document.querySelectorAll('[role=row], tbody tr').length, text: document.body.innerText.slice(0, 400) })",
    );
    if (shot) {
      const { data } = await cdp.send("Page.captureScreenshot", { format: "png" }, sessionId);
      fs.mkdirSync(path.dirname(shot), { recursive: true });
      fs.writeFileSync(shot, Buffer.from(data, "base64"));
    }
    return { launchMs, mem, page: page1 };
  } catch (err) {
    err.message += `\n--- chromium stderr (end) ---\n${stderr}`;
    throw err;
  } finally {
    const exited = new Promise((r) => browser.once("exit", r));
    cdp.send("Browser.close").catch(() => {});
    await Promise.race([exited, sleep(5_000)]);
    try {
      process.kill(-browser.pid, "SIGKILL"); // whatever is left of its group
    } catch {
      // already gone
    }
    browser.stdio.forEach((s) => s?.destroy());
  }
}

const results = { launches: LAUNCHES, settleMs: SETTLE_MS, errors: {} };
function save() {
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, JSON.stringify(results, null, 2));
}

const answers = JSON.parse(fs.readFileSync(IPC, "utf8"));
results.rows = answers['list_ebls {"refresh":false}']?.ok?.rows?.length ?? null;
results.chromium = execFileSync(CHROMIUM, ["--version"], { encoding: "utf8" }).trim();
const standIn = await startStandIn({ dist: DIST, answers });
const profile = fs.mkdtempSync(path.join(os.tmpdir(), "ebl-desk-chromium-"));
try {
  // The first launch creates the profile (as the app's first launch fills its data directory).
  await launch(standIn.url, profile, null);
  const rss = [];
  const pss = [];
  const launchMs = [];
  for (let i = 0; i < LAUNCHES; i += 1) {
    for (const cmd of Object.keys(standIn.calls)) delete standIn.calls[cmd]; // counted per launch
    const r = await launch(standIn.url, profile, i === 0 ? path.join(SHOTS, "chromium", "01-list.png") : null);
    rss.push(r.mem.rssKiB);
    pss.push(r.mem.pssKiB);
    launchMs.push(r.launchMs);
    results.processes = r.mem.processes;
    results.page = r.page;
  }
  results.idleRssKiB = rss;
  results.idlePssKiB = pss;
  results.launchMs = launchMs;
} catch (err) {
  results.errors.launch = err.message.split("\n")[0];
  console.error(`bench: chromium failed: ${err.message}`);
} finally {
  await standIn.close();
  fs.rmSync(profile, { recursive: true, force: true });
}
// Which commands the page asked for (last launch), and the ones the stand-in could not answer.
results.calls = standIn.calls;
results.unknownCommands = [...standIn.unknown];
// The stand-in (this node process, holding the recorded answers) is not part of the sum.
results.standInRssKiB = Math.round(process.memoryUsage().rss / 1024);
save();
console.log(JSON.stringify({ ...results, page: undefined }));
process.exit(results.errors.launch ? 1 : 0);
