// The pdf.js anchor of the click row of BENCHMARKS.md: what users of a trade-document web
// platform wait for — page 1 of the SAME eBL PDF shown by pdf.js (npm's `pdfjs-dist`, a dev
// dependency of ui/) in headless Chromium, at the same width in device pixels as the app's
// preview. Not a test: it writes what it measured as JSON to the file named by BENCH_OUT.
//
//   node tests/e2e/bench/pdfjs.bench.mjs
//     BENCH_PDF_URL  the eBL's PDF as the app gets it (the sandbox's
//                    /api/integrators/ebl/v1/<id>/preview/), BENCH_TOKEN its bearer token
//     BENCH_WIDTH_PX page 1's width in device pixels (the app's, from desk.bench.mjs)
//     BENCH_RUNS     measured navigations (10), after one unmeasured one
//
// A small node server serves a viewer page, pdf.js (its minified module build, worker, standard
// fonts and CMaps, cacheable, as a platform serves them) and the PDF, which it fetches from the
// sandbox with the token on every request (never cached: as the app, each open downloads it).
// The page loads pdf.js, opens the PDF, renders page 1 into a canvas, and once the render
// promise has resolved and the next animation frame has run it marks `pdfjs-first-page`. The
// time measured is the mark's startTime: from the navigation's start (performance.timeOrigin) to
// page 1 painted. Each run navigates the same tab to the page again (pdf.js in the HTTP cache
// after the first, unmeasured, run, as for a user of the platform).
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { Cdp, FLAGS, waitFor } from "./cdp.mjs";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const CHROMIUM = process.env.BENCH_CHROMIUM ?? "/usr/bin/chromium";
const PDF_URL = process.env.BENCH_PDF_URL;
const TOKEN = process.env.BENCH_TOKEN ?? "";
const WIDTH_PX = Number(process.env.BENCH_WIDTH_PX ?? 1200);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const OUT = process.env.BENCH_OUT ?? "artifacts/bench/pdfjs.json";
const PDFJS = path.join(REPO, "ui/node_modules/pdfjs-dist");

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const VIEWER = `<!doctype html>
<html><head><meta charset="utf-8"><title>eBL</title>
<style>html,body{margin:0;background:#525659}canvas{display:block;margin:0 auto}</style></head>
<body><canvas id="page"></canvas>
<script type="module">
import * as pdfjs from "/pdfjs/build/pdf.min.mjs";
pdfjs.GlobalWorkerOptions.workerSrc = "/pdfjs/build/pdf.worker.min.mjs";
const WIDTH_PX = ${WIDTH_PX};
try {
  const doc = await pdfjs.getDocument({
    url: "/doc.pdf",
    standardFontDataUrl: "/pdfjs/standard_fonts/",
    cMapUrl: "/pdfjs/cmaps/",
    cMapPacked: true,
  }).promise;
  const page = await doc.getPage(1);
  // Page 1 WIDTH_PX device pixels wide, as the app's preview asks its worker for.
  const viewport = page.getViewport({ scale: WIDTH_PX / page.getViewport({ scale: 1 }).width });
  const canvas = document.getElementById("page");
  canvas.width = Math.round(viewport.width);
  canvas.height = Math.round(viewport.height);
  canvas.style.width = canvas.width / devicePixelRatio + "px";
  await page.render({ canvas, canvasContext: canvas.getContext("2d"), viewport }).promise;
  requestAnimationFrame(() => {
    performance.mark("pdfjs-first-page");
    window.__done = { width: canvas.width, height: canvas.height, pages: doc.numPages };
  });
} catch (e) {
  window.__done = { error: String(e) };
}
</script></body></html>`;

const TYPES = { ".mjs": "text/javascript", ".js": "text/javascript", ".bcmap": "application/octet-stream", ".pfb": "application/octet-stream", ".ttf": "font/ttf" };

/** The viewer page, pdf.js and the PDF (fetched from the service on each request). */
function startServer() {
  const pdfBytes = [];
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, "http://localhost");
    try {
      if (url.pathname === "/view.html") {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
        res.end(VIEWER);
      } else if (url.pathname === "/doc.pdf") {
        const answer = await fetch(PDF_URL, { headers: { Authorization: `Bearer ${TOKEN}` } });
        const body = Buffer.from(await answer.arrayBuffer());
        if (!answer.ok) throw new Error(`the service answered ${answer.status}`);
        pdfBytes.push(body.length);
        res.writeHead(200, { "content-type": "application/pdf", "content-length": body.length, "cache-control": "no-store" });
        res.end(body);
      } else if (url.pathname.startsWith("/pdfjs/")) {
        const file = path.join(PDFJS, path.normalize(url.pathname.slice("/pdfjs/".length)).replace(/^(\.\.[/\\])+/, ""));
        const body = fs.readFileSync(file);
        res.writeHead(200, {
          "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
          "cache-control": "public, max-age=3600",
        });
        res.end(body);
      } else {
        res.writeHead(404).end();
      }
    } catch (err) {
      res.writeHead(500, { "content-type": "text/plain" }).end(String(err));
    }
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}`, pdfBytes, close: () => server.close() }),
    ),
  );
}

const results = { widthPx: WIDTH_PX, runs: RUNS, errors: {} };
function save() {
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, JSON.stringify(results, null, 2));
}

if (!PDF_URL) {
  console.error("BENCH_PDF_URL is not set");
  process.exit(2);
}
results.pdfjs = JSON.parse(fs.readFileSync(path.join(PDFJS, "package.json"), "utf8")).version;
const server = await startServer();
const profile = fs.mkdtempSync(path.join(os.tmpdir(), "ebl-desk-pdfjs-"));
const browser = spawn(CHROMIUM, [...FLAGS, `--user-data-dir=${profile}`, "about:blank"], {
  stdio: ["ignore", "ignore", "pipe", "pipe", "pipe"],
  detached: true,
});
let stderr = "";
browser.stderr.on("data", (d) => (stderr = (stderr + d).slice(-4_000)));
const cdp = new Cdp(browser.stdio[3], browser.stdio[4]);
try {
  results.chromium = (await cdp.send("Browser.getVersion")).product;
  const page = await waitFor(async () => {
    const { targetInfos } = await cdp.send("Target.getTargets");
    return targetInfos.find((t) => t.type === "page");
  }, "the browser's page");
  const { sessionId } = await cdp.send("Target.attachToTarget", { targetId: page.targetId, flatten: true });
  const times = [];
  for (let i = 0; i <= RUNS; i += 1) {
    await cdp.send("Page.navigate", { url: `${server.url}/view.html?run=${i}` }, sessionId);
    const done = await waitFor(
      () => cdp.evaluate(sessionId, "window.__done ?? null").catch(() => null),
      `page 1 painted (run ${i})`,
    );
    if (done.error) throw new Error(`pdf.js: ${done.error}`);
    const ms = await cdp.evaluate(sessionId, "performance.getEntriesByName('pdfjs-first-page')[0].startTime");
    results.canvas = done;
    if (i === 0) results.firstMs = ms; // unmeasured: pdf.js not yet in the cache
    else times.push(ms);
    await sleep(200);
  }
  results.firstPageMs = times;
  results.pdfBytes = server.pdfBytes[0];
  const { data } = await cdp.send("Page.captureScreenshot", { format: "png" }, sessionId);
  const shots = process.env.E2E_ARTIFACTS ?? "artifacts/bench/e2e";
  fs.mkdirSync(path.join(shots, "pdfjs"), { recursive: true });
  fs.writeFileSync(path.join(shots, "pdfjs", "page-1.png"), Buffer.from(data, "base64"));
} catch (err) {
  results.errors.pdfjs = err.message.split("\n")[0];
  console.error(`bench: pdf.js failed: ${err.message}\n--- chromium stderr (end) ---\n${stderr}`);
} finally {
  cdp.send("Browser.close").catch(() => {});
  await Promise.race([new Promise((r) => browser.once("exit", r)), sleep(5_000)]);
  try {
    process.kill(-browser.pid, "SIGKILL");
  } catch {
    // already gone
  }
  browser.stdio.forEach((s) => s?.destroy());
  server.close();
  fs.rmSync(profile, { recursive: true, force: true });
}
save();
console.log(JSON.stringify(results));
process.exit(results.errors.pdfjs ? 1 : 0);
