// The journal in the real window, against the embedded sandbox: a surrender request and a
// transfer are on the eBL's timeline and on the Activity screen; the evidence pack exported
// through the save dialog verifies with `tdx-evidence verify`, and packs built from it with one
// PDF byte changed, a signature altered, the recorded target inbox edited or a file missing fail,
// naming the entry and the reason.
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";

import { APP_BINARY, launchApp } from "../lib/app.mjs";
import { ELEMENT, fieldLabelled, go, invoke as pageInvoke, signInWithKey, typeRecipientName } from "../lib/page.mjs";

const VERIFY = path.join(path.dirname(APP_BINARY), "tdx-evidence");

let app;
let world;
let dir;
let surrendered;
let pack;

const invoke = (cmd, args) => pageInvoke(app, cmd, args);

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ebl-desk-e2e-evidence-"));
  app = await launchApp({ scenario: "journal" });
});

after(async () => {
  await app?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function openEbl(reference) {
  await go(app, "eBLs");
  const back = await app.queryAllByRole("button", { name: "← Back to the list" });
  if (back.length) await app.click(back[0]);
  await app.type(await fieldLabelled(app, "Search eBLs"), reference);
  await app.click(await app.findByRole("button", { name: reference }));
  await app.findByRole("heading", { name: reference, exact: false });
}

/** Runs the verifier on `file`: its exit code and what it printed. */
function verify(file, ...flags) {
  const run = spawnSync(VERIFY, ["verify", ...flags, file], { encoding: "utf8" });
  return { code: run.status, out: run.stdout + run.stderr };
}

/** A copy of the pack with a Python edit applied to its files (`files`: name → bytes). */
function tampered(name, edit) {
  const out = path.join(dir, `${name}.zip`);
  const script = `
import json, sys, zipfile
src, dst = sys.argv[1], sys.argv[2]
files = {}
with zipfile.ZipFile(src) as z:
    for n in z.namelist():
        files[n] = z.read(n)
${edit}
with zipfile.ZipFile(dst, "w") as z:
    for n, b in files.items():
        z.writestr(n, b)
`;
  execFileSync("python3", ["-c", script, pack, out]);
  return out;
}

test("a surrender request and a transfer are on the timeline", async () => {
  ({ world } = await signInWithKey(app, "consignee@nile.example"));
  const list = await app.waitFor(async () => {
    const l = await invoke("list_ebls", { refresh: true });
    return l.rows?.length ? l : null;
  }, "the eBL list");
  const ours = list.rows.filter((r) => r.state === "ISSUED" && r.heldByUs && !r.isCopy && r.roles.includes("CONSIGNEE"));
  assert.ok(ours.length >= 2);
  surrendered = ours[0];
  const bank = world.companies.find((c) => world.users.some((u) => u.email === "bank@harbor.example" && u.company_id === c.id));

  await openEbl(surrendered.reference);
  await app.click(await app.findByRole("button", { name: "Request surrender" }));
  const review = await app.findByRole("dialog", { name: "Review and sign" });
  await typeRecipientName(app, review);
  await app.click(await app.findByRole("button", { name: "Sign and submit", within: review }));
  await app.findByText("SURRENDER_FOR_DELIVERY_REQUESTED");
  const timeline = await app.findByRole("list", { name: "Timeline" });
  await app.findByText("You requested surrender — signed by 0x", { exact: false, within: timeline });
  await app.findByText(", transaction 0x", { exact: false, within: timeline });
  await app.execute("arguments[0].scrollIntoView({ block: 'center' })", [{ [ELEMENT]: timeline.id }]);
  await app.screenshot("timeline");

  await openEbl(ours[1].reference);
  await app.click(await app.findByRole("button", { name: "Transfer" }));
  await app.click(await app.findByRole("radio", { name: bank.name, exact: false }));
  await app.click(await app.findByRole("button", { name: "Continue to review" }));
  const transfer = await app.findByRole("dialog", { name: "Review and sign" });
  await typeRecipientName(app, transfer);
  await app.click(await app.findByRole("button", { name: "Sign and submit", within: transfer }));
  await app.findByText(`You transferred possession to ${bank.name}`, { exact: false });
});

test("the Activity screen lists both, filters them and exports CSV", async () => {
  await go(app, "Activity");
  await app.findByRole("main", { name: "Activity" });
  await app.findByText("2 entries");
  const table = await app.findByRole("table", { name: "Activity" });
  await app.findByText(surrendered.reference, { within: table });
  await app.screenshot("activity");
  await app.type(await fieldLabelled(app, "Filter"), surrendered.reference);
  await app.findByText("1 of 2 entries");
  const csv = path.join(dir, "activity.csv");
  assert.equal(await invoke("e2e_answer_dialog", { paths: [csv] }), null);
  await app.click(await app.findByRole("button", { name: "Export CSV…" }));
  await app.findByText("1 entry exported to", { exact: false });
  const lines = fs.readFileSync(csv, "utf8").trim().split("\n");
  assert.equal(lines.length, 2, lines.join("\n"));
  assert.match(lines[1], /REQUEST_SURRENDER_FOR_DELIVERY,submitted/);
});

test("the evidence pack exported from the detail verifies offline", async () => {
  await openEbl(surrendered.reference);
  pack = path.join(dir, "evidence.zip");
  assert.equal(await invoke("e2e_answer_dialog", { paths: [pack] }), null);
  await app.click(await app.findByRole("button", { name: "Export evidence pack" }));
  await app.findByText("Saved the evidence pack of", { exact: false });
  await app.screenshot("evidence-exported");
  // Nobody said whose key it should be: only consistent, with its own exit code (3).
  const { code, out } = verify(pack);
  assert.equal(code, 3, out);
  assert.match(out.trim().split("\n").at(-1), /^consistent, NOT verified: /);
  // The pack is signed by the profile's key, which signed its action.
  const signer = out.match(/^pack signed by (0x[0-9a-fA-F]{40}) at /m)?.[1];
  assert.ok(signer, out);
  assert.match(out, new RegExp(`^entry 1 \\S+ REQUEST_SURRENDER_FOR_DELIVERY submitted: ok \\(signed by ${signer}`, "m"));
  const expected = verify(pack, "--expect-signer", signer);
  assert.equal(expected.code, 0, expected.out);
  assert.equal(
    expected.out.trim().split("\n").at(-1),
    `verified 1 of 1 entries, all signed by ${signer}, an expected signer`,
  );
});

test("tampered packs fail, naming the entry and the reason", () => {
  const cases = [
    ["pdf-byte", "b = bytearray(files['ebl.pdf']); b[len(b) // 2] ^= 1; files['ebl.pdf'] = bytes(b)", /ebl\.pdf: its sha256 differs/],
    [
      "signature",
      "j = json.loads(files['journal.json']); s = j[0]['signature']; j[0]['signature'] = s[:10] + ('1' if s[10] == '0' else '0') + s[11:]; files['journal.json'] = json.dumps(j).encode()",
      /entry 1 \S+ REQUEST_SURRENDER_FOR_DELIVERY submitted: FAILED: /,
    ],
    [
      "target-inbox",
      "j = json.loads(files['journal.json']); j[0]['counterpartyInbox'] = '00000000-0000-4000-8000-000000000bad'; files['journal.json'] = json.dumps(j).encode()",
      /entry 1 \S+ .*FAILED: the signed call names inbox .* but the entry says 00000000-0000-4000-8000-000000000bad/,
    ],
    ["missing-file", "del files['ebl.pdf']", /ebl\.pdf: missing from the pack/],
    // A forger who also rewrites the manifest's digests to match (trust item 9): the signature
    // over the manifest no longer recovers to the signer it names.
    [
      "pdf-and-manifest",
      "import hashlib; files['ebl.pdf'] = b'%PDF-1.4 another bill'; m = json.loads(files['manifest.json']); r = [f for f in m['files'] if f['name'] == 'ebl.pdf'][0]; r['sha256'] = hashlib.sha256(files['ebl.pdf']).hexdigest(); r['size'] = len(files['ebl.pdf']); files['manifest.json'] = json.dumps(m, indent=2).encode()",
      /manifest\.sig: the manifest was changed after it was signed/,
    ],
    [
      "journal-emptied-and-manifest",
      "import hashlib; files['journal.json'] = b'[]'; m = json.loads(files['manifest.json']); r = [f for f in m['files'] if f['name'] == 'journal.json'][0]; r['sha256'] = hashlib.sha256(b'[]').hexdigest(); r['size'] = 2; files['manifest.json'] = json.dumps(m, indent=2).encode()",
      /manifest\.sig: the manifest was changed after it was signed/,
    ],
    ["unsigned", "del files['manifest.sig']", /unsigned pack: manifest\.sig is missing/],
  ];
  for (const [name, edit, expected] of cases) {
    const { code, out } = verify(tampered(name, edit));
    assert.equal(code, 1, `${name}: ${out}`);
    assert.match(out, expected, name);
    assert.match(out.trim().split("\n").at(-1), /^FAILED: /, name);
  }
});
