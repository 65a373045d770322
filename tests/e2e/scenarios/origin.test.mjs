// Where requests go, in the real window (issue 39, "the bearer token can be sent to another
// host"): a second HTTP server in the test records every request that reaches it. In the profile
// form, who-am-I and envelope send paths that name that server (a backslash, a scheme, an encoded
// slash, a dot segment) are refused under their field, in words, and nothing is saved. The same
// path written straight into the app's store (bypassing the form) and the app started signed in:
// the second server receives no request at all, and the window says why (`client.origin_mismatch`).
// An edit of the profile's address ends its session: the window asks to sign in again.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { after, before, test } from "node:test";

import { launchApp } from "../lib/app.mjs";
import { addServiceProfile, ELEMENT, fieldLabelled, go, invoke, press, signIn } from "../lib/page.mjs";
import { startSandbox } from "../lib/sandbox.mjs";

const NAME = "Nile over HTTP";

let app;
let service;
let other;
let desktop;

/** A server that records every request (method, URL, headers) and answers 200 `{}`. */
async function startRecorder() {
  const received = [];
  const server = http.createServer((req, res) => {
    received.push({ method: req.method, url: req.url, headers: req.headers });
    res.writeHead(200, { "content-type": "application/json" });
    res.end("{}");
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: server.address().port, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

before(async () => {
  service = await startSandbox();
  other = await startRecorder();
  app = await launchApp({ scenario: "origin" });
});

after(async () => {
  await app?.close();
  await other?.close();
  await service?.close();
});

async function openSettings() {
  await go(app, "Settings");
  await app.findByRole("main", { name: "Settings" });
}

async function editForm() {
  await openSettings();
  await press(app, await app.findByRole("button", { name: `Edit ${NAME}` }));
  return app.findByRole("heading", { name: `Edit “${NAME}”` });
}

async function fill(label, text) {
  const field = await fieldLabelled(app, label);
  await app.execute("arguments[0].scrollIntoView({ block: 'center' });", [{ [ELEMENT]: field.id }]);
  await app.type(field, text);
  return field;
}

/** The field's own error, in words (the text of its `.field-error`), or null. */
function fieldError(field) {
  return app.execute(
    "const f = arguments[0].closest('.field'); return f?.querySelector('.field-error')?.textContent ?? null;",
    [{ [ELEMENT]: field.id }],
  );
}

test("paths that name another host are refused at the form, in words, and nothing is saved", async () => {
  const added = await addServiceProfile(app, service.baseUrl, NAME);
  desktop = added.world.clients.find((c) => c.grants.includes("authorization_code"));
  await go(app, "eBLs");
  await signIn(app);
  const before = (await invoke(app, "list_profiles")).find((p) => p.name === NAME);
  const host = `127.0.0.1:${other.port}`;
  const hostile = [`/\\/${host}/me`, `/http:${host}/me`, `/%2F%2F${host}/me`, `/api/../..//${host}/me`, `/%2e%2e/me`];
  let refused = 0;
  for (const [label, words] of [
    ["Who-am-I path", /^The who-am-I path must be a plain path under the service's address/],
    ["Envelope send path", /^The envelope send path must be a plain path under the service's address/],
  ]) {
    for (const typed of hostile) {
      await editForm();
      const field = await fill(label, typed);
      await press(app, await app.findByRole("button", { name: "Save changes" }));
      const error = await app.waitFor(() => fieldError(field), `the ${label}'s error for ${typed}`);
      assert.match(error, words, `${typed}: ${error}`);
      await app.findByText("Some fields need attention; nothing was saved.");
      refused += 1;
      if (refused === 1) await app.screenshot("hostile-path-refused");
      await press(app, await app.findByRole("button", { name: "Cancel" }));
    }
  }
  const after = (await invoke(app, "list_profiles")).find((p) => p.name === NAME);
  assert.deepEqual(after, before, "nothing was saved");
  assert.equal((await invoke(app, "session_info")).signedIn, true, "the session is as it was");
  assert.deepEqual(other.received, [], "the other host heard nothing");
});

test("an address edit ends the profile's session: the window asks to sign in again", async () => {
  const profiles = await invoke(app, "list_profiles");
  const sandbox = profiles.find((p) => p.kind === "sandbox");
  await openSettings();
  await press(app, await app.findByRole("button", { name: `Use this profile: ${sandbox.name}` }));
  await app.waitFor(async () => (await invoke(app, "session_info")).profileId === sandbox.id, "the switch away");
  await editForm();
  await fill("Base URL", service.baseUrl.replace("127.0.0.1", "localhost"));
  await app.findByText("This points the profile at another service", { exact: false });
  await fill("Client secret", desktop.client_secret);
  await press(app, await app.findByRole("button", { name: "Save changes" }));
  await app.findByRole("button", { name: `Use this profile: ${NAME}` });
  await press(app, await app.findByRole("button", { name: `Use this profile: ${NAME}` }));
  await app.waitFor(async () => {
    const s = await invoke(app, "session_info");
    return s.profileId !== sandbox.id ? s : null;
  }, "the switch back");
  assert.equal((await invoke(app, "session_info")).signedIn, false, "the session ended with the edit");
  await go(app, "eBLs");
  await app.findByRole("button", { name: "Sign in" });
  await app.screenshot("address-edit-asks-to-sign-in");
  await signIn(app);
});

test("a hostile path written into the store bypassing the form: the other host receives nothing, and the window says why", async () => {
  const profile = (await invoke(app, "list_profiles")).find((p) => p.name === NAME);
  const home = app.home;
  await app.close({ keepHome: true });
  const db = path.join(home, "data", "org.ebldesk.desktop", "ebl-desk.sqlite");
  const host = `127.0.0.1:${other.port}`;
  execFileSync("sqlite3", [
    db,
    `INSERT INTO settings (profile_id, key, value) VALUES ('${profile.id}', 'me_path', '/\\/${host}/me')
       ON CONFLICT (profile_id, key) DO UPDATE SET value = excluded.value;
     UPDATE profiles SET send_path = '/http:${host}/send' WHERE id = '${profile.id}';`,
  ]);
  app = await launchApp({ scenario: "origin", home, keepKeyring: true });
  const words = "did not send a request to";
  const said = await app.waitFor(async () => {
    const text = await app.execute("return document.body.innerText;");
    return text.includes(words) ? text : null;
  }, "the window to say why the who-am-I request was not sent");
  assert.match(said, /no sign-in token\s+left the app/, said);
  await app.screenshot("origin-mismatch-said");
  // The session holder asks again on its own schedule; a list read and a who-am-I are tried too.
  await invoke(app, "list_ebls", { refresh: true });
  await invoke(app, "session_info");
  assert.deepEqual(
    other.received.map((r) => `${r.method} ${r.url}`),
    [],
    "the other host received no request at all",
  );
  assert.ok(!other.received.some((r) => r.headers.authorization), "never an Authorization header");
});
