// A stand-in for the app's Rust side, so the SAME front end (ui/dist) can run in a plain browser
// (the Chromium comparison of the idle-RSS row of BENCHMARKS.md). A small static server
// (node:http, no dependency) serves the built front end and injects, before the app's script,
// a script defining `window.__TAURI_INTERNALS__` — what @tauri-apps/api calls:
//   invoke(cmd, args)               -> POST /__ipc/<cmd> with the args as JSON; the server answers
//                                      from answers recorded in the real app (record-ipc.mjs),
//                                      or rejects with {code: "unsupported", message}
//   transformCallback / unregisterCallback, metadata, convertFileSrc, and the event plugin's
//   unregisterListener (so `listen("ebl-changes", ...)` works; no event is ever sent).
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

/**
 * What the eBL list screen calls on a warm launch (signed in, list cached), in the real app.
 * record-ipc.mjs records these; the stand-in logs any other command it is asked for.
 */
export const FIRST_SCREEN_COMMANDS = [
  ["session_info", {}],
  ["app_info", {}],
  ["list_ebls", { refresh: false }],
  ["list_ebls", { refresh: true }],
  ["list_profiles", {}],
  ["key_info", {}],
  ["list_recipients", {}],
  ["open_batches", {}],
];

/** The key an answer is stored under: the command and its arguments. */
export function answerKey(cmd, args) {
  return `${cmd} ${JSON.stringify(args ?? {})}`;
}

// Runs in the page before the app's own script (a classic script runs before a module script).
const TAURI_INTERNALS = `(() => {
  const callbacks = new Map();
  let nextId = 1;
  function transformCallback(callback, once = false) {
    const id = nextId++;
    callbacks.set(id, (data) => {
      if (once) callbacks.delete(id);
      return callback && callback(data);
    });
    return id;
  }
  async function invoke(cmd, args = {}) {
    const res = await fetch("/__ipc/" + encodeURIComponent(cmd), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(args ?? {}),
    });
    const body = await res.json();
    if (!res.ok) throw body;
    return body;
  }
  window.__TAURI_INTERNALS__ = {
    invoke,
    transformCallback,
    unregisterCallback: (id) => callbacks.delete(id),
    convertFileSrc: (file, protocol = "asset") => "http://" + protocol + ".localhost/" + encodeURIComponent(file),
    metadata: { currentWindow: { label: "main" }, currentWebview: { windowLabel: "main", label: "main" } },
    plugins: {},
  };
  window.__TAURI_EVENT_PLUGIN_INTERNALS__ = { unregisterListener: () => {} };
})();
`;

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".woff2": "font/woff2",
};

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/**
 * Starts the stand-in on 127.0.0.1 (a free port). `answers` maps answerKey(cmd, args) to
 * {ok: value} or {error: {code, message}} as the real app answered. Returns its url, the
 * commands it was asked for (with a count) and the ones it could not answer, and close().
 */
export async function startStandIn({ dist: distDir, answers }) {
  const dist = path.resolve(distDir);
  const index = fs
    .readFileSync(path.join(dist, "index.html"), "utf8")
    .replace("<head>", '<head>\n    <script src="/__stand-in/tauri-internals.js"></script>');
  const calls = {};
  const unknown = new Set();
  let eventId = 0;

  function answer(cmd, args) {
    calls[cmd] = (calls[cmd] ?? 0) + 1;
    // The event plugin: listening succeeds (an id), nothing is ever emitted.
    if (cmd === "plugin:event|listen") return { ok: ++eventId };
    if (cmd === "plugin:event|unlisten") return { ok: null };
    const exact = answers[answerKey(cmd, args)];
    if (exact) return exact;
    // Same command, other arguments: the first recorded answer of that command.
    const other = Object.keys(answers).find((k) => k.split(" ")[0] === cmd);
    if (other) return answers[other];
    unknown.add(cmd);
    console.error(`stand-in: unknown command ${cmd} ${JSON.stringify(args)}`);
    return { error: { code: "unsupported", message: `the stand-in does not answer ${cmd}` } };
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, "http://localhost");
    try {
      if (req.method === "POST" && url.pathname.startsWith("/__ipc/")) {
        const cmd = decodeURIComponent(url.pathname.slice("/__ipc/".length));
        const raw = await readBody(req);
        const result = answer(cmd, raw ? JSON.parse(raw) : {});
        const body = JSON.stringify("error" in result ? result.error : result.ok);
        res.writeHead("error" in result ? 400 : 200, { "content-type": "application/json" });
        res.end(body);
        return;
      }
      if (url.pathname === "/" || url.pathname === "/index.html") {
        res.writeHead(200, { "content-type": TYPES[".html"] });
        res.end(index);
        return;
      }
      if (url.pathname === "/__stand-in/tauri-internals.js") {
        res.writeHead(200, { "content-type": TYPES[".js"] });
        res.end(TAURI_INTERNALS);
        return;
      }
      // Static files of the built front end (never outside dist/).
      const file = path.join(dist, path.normalize(decodeURIComponent(url.pathname)));
      if (file.startsWith(dist + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
        res.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" });
        fs.createReadStream(file).pipe(res);
        return;
      }
      res.writeHead(404).end();
    } catch (err) {
      res.writeHead(500, { "content-type": "text/plain" }).end(String(err));
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    calls,
    unknown,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}
