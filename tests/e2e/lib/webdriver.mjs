// A minimal W3C WebDriver client over ONE persistent keep-alive connection.
// tauri-driver 2.1 resets about 40% of runs when every request opens a new connection with
// `Connection: close`, so all requests share a single socket (maxSockets: 1, keepAlive).
import http from "node:http";

export class WebDriverError extends Error {
  constructor(method, path, status, value) {
    const error = value?.error ?? `http ${status}`;
    super(`${method} ${path} failed: ${error}: ${value?.message ?? JSON.stringify(value)}`);
    this.error = error;
    this.status = status;
  }
}

export class WebDriverClient {
  constructor(port, host = "127.0.0.1") {
    this.host = host;
    this.port = port;
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1, keepAliveMsecs: 10_000 });
  }

  request(method, path, body, { timeoutMs = 60_000 } = {}) {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: this.host,
          port: this.port,
          method,
          path,
          agent: this.agent,
          headers: {
            "Content-Type": "application/json; charset=utf-8",
            ...(payload ? { "Content-Length": payload.length } : {}),
          },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks = [];
          res.on("data", (c) => chunks.push(c));
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            let json;
            try {
              json = text ? JSON.parse(text) : {};
            } catch {
              reject(new WebDriverError(method, path, res.statusCode, { message: text.slice(0, 500) }));
              return;
            }
            if (res.statusCode >= 400) reject(new WebDriverError(method, path, res.statusCode, json.value));
            else resolve(json.value);
          });
        },
      );
      req.on("timeout", () => req.destroy(new Error(`${method} ${path}: no answer in ${timeoutMs} ms`)));
      req.on("error", reject);
      if (payload) req.write(payload);
      req.end();
    });
  }

  close() {
    this.agent.destroy();
  }
}

/** The key under which W3C WebDriver serializes an element reference. */
export const ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf";
