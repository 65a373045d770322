// A hostile service in front of a standalone tdx-sandbox: a proxy that forwards every request as
// it came and lets a scenario rewrite the eBLs the service answers (a list page, a bare list or one
// eBL). It counts the signed submissions that reach the service.
import http from "node:http";

/**
 * Starts the proxy before `upstream`; `rewriteEbl(ebl)` (optional) may change each eBL read in
 * place. Resolves with its `baseUrl`, `state.submitted` (signed submissions forwarded) and `close()`.
 */
export async function startProxy(upstream, { rewriteEbl = null } = {}) {
  const state = { submitted: 0 };
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      if (req.url.includes("submit-signed-data")) state.submitted += 1;
      const target = new URL(req.url, upstream);
      const headers = { ...req.headers };
      delete headers["content-length"];
      const body = Buffer.concat(chunks);
      const out = http.request(target, { method: req.method, headers: { ...headers, "content-length": body.length } }, (answer) => {
        const parts = [];
        answer.on("data", (c) => parts.push(c));
        answer.on("end", () => {
          let bytes = Buffer.concat(parts);
          const read = req.method === "GET" && req.url.includes("/ebl/v1/") && !req.url.includes("preview");
          if (rewriteEbl && read && answer.statusCode === 200) {
            const json = JSON.parse(bytes.toString("utf8"));
            if (Array.isArray(json)) json.forEach(rewriteEbl);
            else if (Array.isArray(json.results)) json.results.forEach(rewriteEbl);
            else rewriteEbl(json);
            bytes = Buffer.from(JSON.stringify(json));
          }
          const back = { ...answer.headers, "content-length": bytes.length };
          delete back["transfer-encoding"];
          res.writeHead(answer.statusCode, back);
          res.end(bytes);
        });
      });
      out.on("error", () => {
        res.writeHead(502);
        res.end();
      });
      out.end(body);
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${server.address().port}`,
    state,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
