// Headless Chromium for the benches that run the front end or pdf.js in a browser
// (chromium.bench.mjs, pdfjs.bench.mjs): the flags this machine needs and the DevTools protocol
// over --remote-debugging-pipe.

// The flags this machine needs (docs: .library/env/machines/rust.md): no sandbox as root, no GPU,
// and no background networking (the closed network refuses it). Then what makes it an app rather
// than a browser, as Electron is: an app window (--app: no tab strip or omnibox, whose WebUI
// renderer a browser window preloads) and no spare renderer (Electron switches it off too, in its
// shell/browser/feature_list.cc). The app window's frame is 56 px high in headless mode, so the
// page gets the app's 1280x800 (chromium.bench.mjs checks it).
export const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-features=SpareRendererForSitePerProcess",
  "--remote-debugging-pipe",
  "--window-size=1280,856",
];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The DevTools protocol over the pipe: JSON messages ended by NUL, on fds 3 (to) and 4 (from). */
export class Cdp {
  constructor(toBrowser, fromBrowser) {
    this.toBrowser = toBrowser;
    this.nextId = 1;
    this.pending = new Map();
    let buffer = "";
    fromBrowser.setEncoding("utf8");
    fromBrowser.on("data", (chunk) => {
      buffer += chunk;
      for (let end = buffer.indexOf("\0"); end >= 0; end = buffer.indexOf("\0")) {
        const msg = JSON.parse(buffer.slice(0, end));
        buffer = buffer.slice(end + 1);
        const waiting = this.pending.get(msg.id);
        if (!waiting) continue; // an event: not used
        this.pending.delete(msg.id);
        if (msg.error) waiting.reject(new Error(`${waiting.method}: ${msg.error.message}`));
        else waiting.resolve(msg.result);
      }
    });
  }

  send(method, params = {}, sessionId = undefined) {
    const id = this.nextId++;
    this.toBrowser.write(JSON.stringify({ id, method, params, sessionId }) + "\0");
    return new Promise((resolve, reject) => this.pending.set(id, { method, resolve, reject }));
  }

  /** Evaluates an expression in the page and returns its value. */
  async evaluate(sessionId, expression) {
    const r = await this.send("Runtime.evaluate", { expression, returnByValue: true }, sessionId);
    if (r.exceptionDetails) throw new Error(`in the page: ${r.exceptionDetails.text}`);
    return r.result.value;
  }
}

export async function waitFor(probe, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}
