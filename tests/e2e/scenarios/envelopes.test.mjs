// The envelope builder in the real window, against the embedded sandbox, with the real keyring:
// a shipper's clerk drops a folder with an invoice and a packing list (through the same handler
// the native drop event calls), describes them, uploads with progress, signs and sends; the
// consignee's envelope_received rule fires (webhook delivered, e-mail in the outbox) and the
// envelope moves from the drafts to the Sent list.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";

import { launchApp, REPO } from "../lib/app.mjs";
import {
  fieldLabelled,
  go as pageGo,
  invoke as pageInvoke,
  press as pagePress,
  signInWithKey,
  typeEnvelopeRecipient,
  uploadEnvelope,
} from "../lib/page.mjs";
import { startReceiver } from "../lib/receiver.mjs";
import { sandboxAdmin } from "../lib/sandbox.mjs";

const CLERK = "shipper@delta.example";
const CONSIGNEE = "consignee@nile.example";

let app;
let world;
let session;
let receiver;
let hookUrl;
let folder;
let secretDir;

const invoke = (cmd, args) => pageInvoke(app, cmd, args);
const press = (el) => pagePress(app, el);
const go = (screen) => pageGo(app, screen);

function user(email) {
  return world.users.find((u) => u.email === email);
}

function inboxOf(email) {
  return world.companies.find((c) => c.id === user(email).company_id).inboxes[0];
}

/** A control inside the group (fieldset) that describes one document. */
async function inDocument(fileName, role, name) {
  const group = await app.findByRole("group", { name: fileName, exact: false });
  return app.findByRole(role, { name, within: group });
}

async function setFaults(faults) {
  await sandboxAdmin(session.baseUrl, "/_sandbox/faults", { method: "POST", body: faults });
}

async function sandboxGet(p) {
  return sandboxAdmin(session.baseUrl, p);
}

before(async () => {
  receiver = await startReceiver("/envelopes-in");
  hookUrl = receiver.url;
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "ebl-desk-e2e-shipment-"));
  const pdf = fs.readFileSync(path.join(REPO, "tests/fixtures/pdf/handmade-3-pages.pdf"));
  fs.writeFileSync(path.join(folder, "invoice.pdf"), pdf);
  fs.writeFileSync(path.join(folder, "packing-list.pdf"), pdf);
  // A 64 MiB scan (sparse: zeros on disk), large enough to watch the upload progress.
  fs.writeFileSync(path.join(folder, "scan.tif"), "");
  fs.truncateSync(path.join(folder, "scan.tif"), 64 * 1024 * 1024);
  // A private key beside the shipment, which the clerk never drops or chooses.
  secretDir = fs.mkdtempSync(path.join(os.tmpdir(), "ebl-desk-e2e-home-"));
  fs.writeFileSync(path.join(secretDir, "id_ed25519"), "-----BEGIN OPENSSH PRIVATE KEY-----\n");
  app = await launchApp({ scenario: "envelopes", env: { E2E_LOGIN_EMAIL: CLERK } });
});

after(async () => {
  await app?.close();
  receiver?.close();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  if (secretDir) fs.rmSync(secretDir, { recursive: true, force: true });
});

test("the shipper's clerk signs in and imports her key", async () => {
  ({ session, world } = await signInWithKey(app, CLERK));

  // The consignee's side of the world: an envelope_received rule (webhook + e-mail), created
  // with the integrator's client-credentials token, which acts for the consignee's company.
  const token = await fetch(`${session.baseUrl}/oauth/token/`, {
    method: "POST",
    headers: {
      Authorization: `Basic ${Buffer.from("ebl-integrator:ebl-integrator-sandbox-secret").toString("base64")}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: "grant_type=client_credentials&scope=read%20write",
  }).then((r) => r.json());
  const rule = await fetch(`${session.baseUrl}/api/v3/companies/${user(CONSIGNEE).company_id}/rules/`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token.access_token}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "Envelopes in",
      event: "envelope_received",
      actions: [
        { type: "post_webhook", data: [hookUrl], headers: [{ name: "X-Desk-Test", value: "envelopes" }] },
        { type: "send_email_to", data: ["inbound@nile.example"] },
      ],
    }),
  });
  assert.equal(rule.status, 201, await rule.text());
});

test("a dropped folder becomes three documents, with each problem next to its field", async () => {
  await go("Envelopes");
  // The CSP allows no inline style: whatever the screens style in code (the upload progress bar's
  // width) must not be blocked. Every violation from here on is recorded and checked after the upload.
  await app.execute(
    "window.__cspViolations = []; document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));",
  );
  // Exactly what the native drop event does with the paths it hands over.
  await app.waitFor(() => app.execute("return typeof window.__eblDeskDropPaths === 'function';"), "the drop handler");
  await app.cmd("POST", "/execute/async", {
    script: "const [paths, done] = arguments; window.__eblDeskDropPaths(paths).then(() => done(true), (e) => done(String(e)));",
    args: [[folder]],
  });
  await app.findByRole("group", { name: "invoice.pdf", exact: false });
  await app.findByRole("group", { name: "packing-list.pdf", exact: false });
  await app.findByRole("group", { name: "scan.tif", exact: false });
  await app.findByRole("img", { name: "invoice.pdf", exact: false }); // the page-1 thumbnail
  await app.findByText("Choose a document type.", { exact: false });
  await app.findByText("Choose a recipient.", { exact: false });
  await app.screenshot("dropped");
});

test("a file the user did not drop or choose is refused for add, thumbnail and upload", async () => {
  const secret = path.join(secretDir, "id_ed25519");
  const add = await invoke("envelope_add_paths", { paths: [secret], existing: [] });
  assert.equal(add?.__error?.code, "path.not_allowed", JSON.stringify(add));
  const thumbnail = await invoke("envelope_thumbnail", { path: secret, widthPx: 48 });
  assert.equal(thumbnail?.__error?.code, "path.not_allowed", JSON.stringify(thumbnail));
  // A draft saved by a script naming it cannot be uploaded.
  const draft = await invoke("envelope_new_draft");
  const doc = { path: secret, fileName: "notes.pdf", size: 1, mediaType: "application/pdf", documentType: "INV", documentId: "X-1", metadata: [] };
  await invoke("envelope_save_draft", { draft: { ...draft, recipientInbox: inboxOf(CONSIGNEE), documents: [doc] } });
  // (The progress channel is named as the window's Channel serialises itself; nothing is sent on it.)
  const upload = await invoke("envelope_upload", { id: draft.id, onProgress: "__CHANNEL__:1" });
  assert.equal(upload?.__error?.code, "path.not_allowed", JSON.stringify(upload));
  assert.deepEqual(await invoke("envelope_delete_draft", { id: draft.id }), true);
});

test("the documents are described, uploaded with progress, signed and sent", async () => {
  await app.type(await inDocument("invoice.pdf", "combobox", "Document type"), "INV");
  await app.type(await inDocument("invoice.pdf", "textbox", "Document id"), "INV-2026-0042");
  await app.type(await inDocument("packing-list.pdf", "combobox", "Document type"), "PKL");
  await app.type(await inDocument("packing-list.pdf", "textbox", "Document id"), "PL-7");
  await app.type(await inDocument("scan.tif", "combobox", "Document type"), "GOO");
  await app.type(await inDocument("scan.tif", "textbox", "Document id"), "SCAN-1");
  await app.type(await fieldLabelled(app, "Recipient inbox id"), inboxOf(CONSIGNEE));
  await app.waitFor(async () => {
    const drafts = await invoke("envelope_drafts");
    const d = drafts[0];
    return d && d.recipientInbox === inboxOf(CONSIGNEE) && d.documents.every((x) => x.documentId) ? d : null;
  }, "the described draft to be saved");
  await app.screenshot("described");

  // The service is slow to take the upload for 3 s: the progress shows how far it got.
  await setFaults({ latency_ms: 3000, fail_rate: 0, status: 503 });
  let confirmed;
  try {
    // A first envelope to this inbox: its name is typed before anything is uploaded.
    confirmed = await uploadEnvelope(app);
    assert.ok(confirmed, "the recipient of a first envelope is confirmed before the upload");
    const bar = await app.findByRole("progressbar", { name: "Upload progress" });
    const now = Number(await app.attribute(bar, "aria-valuenow"));
    assert.ok(now >= 0 && now < 100, `upload progress ${now} % while the service waits`);
    await app.findByText("scan.tif", { exact: false });
    await app.screenshot("uploading");
  } finally {
    await setFaults({ latency_ms: 0, fail_rate: 0, status: 503 });
  }
  const dialog = await app.findByRole("dialog", { name: "Review and sign" });
  assert.deepEqual(await app.execute("return window.__cspViolations;"), [], "no content blocked by the CSP");
  await app.findByText(inboxOf(CONSIGNEE), { exact: false });
  // The review shows the recipient's check again, with what was typed before the upload.
  const send = await app.findByRole("button", { name: "Sign and send", within: dialog });
  const typed = await typeEnvelopeRecipient(app, dialog);
  assert.equal(typed, confirmed, "the send review asks for the same confirmation");
  await app.screenshot("review");
  await app.waitFor(() => app.enabled(send), "Sign and send to be enabled");
  await press(send);
  const sent = await app.findByRole("table", { name: "Sent envelopes" });
  await app.findByText("invoice.pdf", { within: sent, exact: false });
  await app.screenshot("sent");
  assert.deepEqual(await invoke("envelope_drafts"), [], "the draft left the drafts");

  // The consignee was notified: the webhook with the envelope id, and the e-mail.
  const [record] = await invoke("envelope_sent");
  await app.waitFor(() => receiver.received.find((r) => r.body.includes(record.envelopeId)), "the webhook delivery");
  const delivery = receiver.received.find((r) => r.body.includes(record.envelopeId));
  assert.equal(delivery.headers["x-desk-test"], "envelopes");
  const outbox = await sandboxGet("/_sandbox/outbox");
  assert.ok(
    outbox.some((m) => m.to === "inbound@nile.example" && m.event === "envelope_received"),
    "the rule's e-mail is in the outbox",
  );
  const deliveries = await sandboxGet("/_sandbox/deliveries");
  assert.ok(deliveries.some((d) => d.event === "envelope_received" && d.url === hookUrl && d.status === 200));
});
