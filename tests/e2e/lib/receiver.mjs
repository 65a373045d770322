// A webhook receiver on loopback for scenarios that check deliveries at the receiving end:
// answers 200 to every request and keeps what arrived.
import http from "node:http";

/** Starts a receiver; `received` fills with `{headers, body}` as requests arrive. */
export async function startReceiver(pathname = "/hook") {
  const received = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end();
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}${pathname}`,
    received,
    close: () => server.close(),
  };
}
