// A service that turns hostile after the user looked at an eBL, in the real window (trust
// items 5 and 8): a proxy in front of a standalone tdx-sandbox, reached through a service
// profile, starts naming another company as the eBL's surrenderee in every read. The review is
// refused naming both parties; the user accepts the change in a separate step; the next review
// is refused by the signing guard, which names what differed (the service's signing data still
// targets the carrier). Nothing is submitted.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { launchApp } from "../lib/app.mjs";
import { addServiceProfile, fieldLabelled, go, invoke, press, signInWithKey, typeRecipientName } from "../lib/page.mjs";
import { startProxy } from "../lib/proxy.mjs";
import { sandboxAdmin, startSandbox } from "../lib/sandbox.mjs";

let app;
let service;
let proxy;

/** While set, every eBL read names this inbox as the SURRENDEREE. */
let surrenderee = null;

before(async () => {
  service = await startSandbox();
  proxy = await startProxy(service.baseUrl, {
    rewriteEbl: (ebl) => {
      if (!surrenderee) return;
      for (const party of ebl.parties ?? []) if (party.type === "SURRENDEREE") party.inboxId = surrenderee;
    },
  });
  app = await launchApp({ scenario: "trust" });
});

after(async () => {
  await app?.close();
  await proxy?.close();
  await service?.close();
});

test("a surrenderee changed after the user looked is refused, accepted only on purpose, and nothing is signed", async () => {
  await addServiceProfile(app, proxy.baseUrl, "Nile through a proxy");
  await go(app, "eBLs");
  const { world } = await signInWithKey(app, "consignee@nile.example");
  const shipper = world.companies.find((c) => world.users.some((u) => u.email === "shipper@delta.example" && u.company_id === c.id));
  const list = await app.waitFor(async () => {
    const l = await invoke(app, "list_ebls", { refresh: true });
    return l.rows?.length ? l : null;
  }, "the eBL list");
  const ebl = list.rows.find((r) => r.state === "ISSUED" && r.heldByUs && !r.isCopy && r.roles.includes("CONSIGNEE"));
  assert.ok(ebl, "the demo world has an eBL to surrender");

  // The user looks at the eBL; from then on the service names the shipper as its surrenderee.
  await go(app, "eBLs");
  await app.type(await fieldLabelled(app, "Search eBLs"), ebl.reference);
  await press(app, await app.findByRole("button", { name: ebl.reference }));
  await app.findByRole("heading", { name: ebl.reference, exact: false });
  surrenderee = shipper.inboxes[0];

  await press(app, await app.findByRole("button", { name: "Request surrender" }));
  const refusal = await app.findByRole("alert");
  const said = await app.text(refusal);
  assert.match(said, /Nothing was signed/, said);
  assert.match(said, new RegExp(`as the surrenderee of ${ebl.reference}`), said);
  assert.match(said, new RegExp(shipper.inboxes[0]), said);
  assert.equal((await app.queryAllByRole("dialog", { name: "Review and sign" })).length, 0);
  await app.screenshot("surrenderee-changed-refused");

  // Accepting is a separate, deliberate step; then the guard still compares the call with it.
  await press(app, await app.findByRole("button", { name: "Accept the change…" }));
  await app.screenshot("accept-the-change");
  await press(app, await app.findByRole("button", { name: "Accept what the service names now" }));
  await app.findByText("The change was accepted", { exact: false });
  await press(app, await app.findByRole("button", { name: "Request surrender" }));
  const guard = await app.waitFor(async () => {
    for (const alert of await app.queryAllByRole("alert")) {
      const text = await app.text(alert);
      if (text.includes("What differs")) return text;
    }
    return null;
  }, "the signing guard's refusal");
  assert.match(guard, /What differs: the recipient \(you chose /, guard);
  await app.screenshot("guard-names-the-recipient");
  assert.equal(proxy.state.submitted, 0, "nothing was submitted");
});

test("Retry after failed submissions shows the fresh review and signs nothing until Sign and submit all", async () => {
  surrenderee = null;
  const list = await invoke(app, "list_ebls", { refresh: true });
  const two = list.rows
    .filter((r) => r.state === "ISSUED" && r.heldByUs && !r.isCopy)
    .map((r) => r.reference)
    .sort()
    .slice(0, 2);
  assert.equal(two.length, 2, "two transferable eBLs");
  await go(app, "eBLs");
  const back = await app.queryAllByRole("button", { name: "← Back to the list" });
  if (back.length) await app.click(back[0]);
  const search = await fieldLabelled(app, "Search eBLs");
  await app.click(search);
  await app.keys("\uE00C");
  for (const reference of two) {
    await press(app, await app.findByRole("checkbox", { name: `Select ${reference}` }));
  }
  const bar = await app.findByRole("region", { name: "Selection" });
  await app.click(await app.findByRole("button", { name: "Transfer selected", within: bar }));
  await app.click(await app.findByRole("radio", { name: "Harbor Bank", exact: false }));
  await app.click(await app.findByRole("button", { name: "Continue to review" }));
  const review = await app.findByRole("dialog", { name: "Review and sign 2 eBLs" });

  // Every submission is refused before the service acts (a 400: known not to have happened).
  await sandboxAdmin(service.baseUrl, "/_sandbox/faults", {
    method: "POST",
    body: { latency_ms: 0, fail_rate: 1.0, status: 400, path: "/api/integrators/ebl/v1/submit-signed-data" },
  });
  await typeRecipientName(app, review);
  await app.click(await app.findByRole("button", { name: "Sign and submit all", within: review }));
  await app.findByText("0 of 2 went through", { within: review, exact: false });
  const tried = proxy.state.submitted;
  assert.ok(tried >= 2, `the submissions were tried (${tried})`);
  await sandboxAdmin(service.baseUrl, "/_sandbox/faults", {
    method: "POST",
    body: { latency_ms: 0, fail_rate: 0, status: 503 },
  });

  // Retry reviews again and stops: the fresh lines are shown, nothing is submitted.
  await app.click(await app.findByRole("button", { name: "Retry the 2 that did not go through", within: review }));
  await app.findByText("Reviewed again: 2 eBLs to sign", { within: review, exact: false });
  // Each fresh line is shown in the dialog (below the receiver check and the registry's first use).
  const shown = await app.text(review);
  for (const reference of two) {
    assert.ok(shown.includes(`Transfer possession of ${reference} to Harbor Bank`), shown);
  }
  await app.screenshot("retry-reviewed-again");
  assert.equal(proxy.state.submitted, tried, "Retry submitted nothing by itself");

  await app.click(await app.findByRole("button", { name: "Sign and submit all", within: review }));
  await app.findByText("2 of 2 went through", { within: review, exact: false });
  assert.equal(proxy.state.submitted, tried + 2);
  await app.screenshot("retry-done");
  await app.click(await app.findByRole("button", { name: "Close", within: review }));
});

test("paths the user never chose or dropped are refused by every command that reads or writes files", async () => {
  const fs = await import("node:fs");
  const os = await import("node:os");
  const path = await import("node:path");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ebl-desk-e2e-paths-"));
  const secret = path.join(dir, "id_ed25519");
  fs.writeFileSync(secret, "-----BEGIN OPENSSH PRIVATE KEY-----\nnot yours\n");
  const list = await invoke(app, "list_ebls", { refresh: false });
  const ebl = list.rows[0];
  const reads = [secret, "/etc/passwd", `${dir}/../${path.basename(dir)}/id_ed25519`, "id_ed25519"];
  const writes = [path.join(dir, "out.bin"), `${dir}//evil.csv`, "/etc/cron.d/evil", "evil.csv"];
  const calls = [];
  for (const p of reads) {
    calls.push(["import_keystore", { path: p, password: "x", replace: null }]);
    calls.push(["preview_contacts_csv", { path: p }]);
    calls.push(["envelope_thumbnail", { path: p, widthPx: 120 }]);
    calls.push(["envelope_add_paths", { paths: [p], existing: [] }]);
  }
  for (const p of writes) {
    calls.push(["export_keystore", { path: p, password: "a long enough password" }]);
    calls.push(["download_ebl", { eblId: ebl.id, path: p }]);
    calls.push(["export_contacts_csv", { path: p }]);
    calls.push(["export_activity_csv", { filter: { text: "" }, path: p }]);
    calls.push(["export_evidence_pack", { id: ebl.id, path: p }]);
  }
  let refused = 0;
  for (const [cmd, args] of calls) {
    const answer = await invoke(app, cmd, args);
    const added = cmd === "envelope_add_paths" && answer && !answer.__error ? answer.documents?.length ?? 0 : null;
    if (answer?.__error?.code === "path.not_allowed" || added === 0) refused += 1;
    else assert.fail(`${cmd} ${JSON.stringify(args)} was not refused: ${JSON.stringify(answer).slice(0, 300)}`);
  }
  assert.equal(refused, calls.length);
  // Nothing was written where the window asked.
  assert.deepEqual(fs.readdirSync(dir).sort(), ["id_ed25519"]);
  assert.equal(fs.existsSync("/etc/cron.d/evil"), false);
  console.log(`RELIABILITY paths through the window's commands: ${refused} of ${calls.length} refused`);
  fs.rmSync(dir, { recursive: true, force: true });
});
