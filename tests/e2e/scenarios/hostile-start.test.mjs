// A service hostile from the first sight, in the real window (issue 39, "a surrender to a stranger
// looks like a surrender to the carrier"): before the app ever reads it, the service holds an eBL
// whose ISSUER and SURRENDEREE are the inbox of Delta Textiles Export GmbH (the shipper, named so on
// the other eBLs of the world), and a proxy in front of it dresses that eBL up as the carrier's: the
// two parties carry the carrier's company id and the document's carrier party the carrier's name.
// The service's own signing data targets the same inbox, so every pin and comparison that relies on
// the service agrees with it. The review of *Request surrender* must not read as a surrender to
// the carrier: it names the inbox as the app knows it, with its sources, flags its other name and
// wants that name typed; the carrier's name or the inbox id's first characters do not confirm it.
// Nothing is signed or submitted.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { launchApp } from "../lib/app.mjs";
import { addServiceProfile, ELEMENT, fieldLabelled, go, invoke, press, signInWithKey } from "../lib/page.mjs";
import { startProxy } from "../lib/proxy.mjs";
import { sandboxAdmin, startSandbox } from "../lib/sandbox.mjs";

const REFERENCE = "FIRST0001";

let app;
let service;
let proxy;
let world;
let hostile;
let shipper;
let carrier;

const companyOf = (email) =>
  world.companies.find((c) => world.users.some((u) => u.email === email && u.company_id === c.id));

before(async () => {
  service = await startSandbox();
  world = await sandboxAdmin(service.baseUrl, "/_sandbox/world");
  shipper = companyOf("shipper@delta.example");
  carrier = companyOf("carrier@globalcarrier.example");
  const nile = companyOf("consignee@nile.example");
  // Held by Nile, issued (and to be surrendered) to the shipper's inbox.
  hostile = await sandboxAdmin(service.baseUrl, "/_sandbox/ebls", {
    method: "POST",
    body: { consignee: nile.id, holder: nile.id, issuer: shipper.id, reference: REFERENCE },
  });
  proxy = await startProxy(service.baseUrl, {
    rewriteEbl: (ebl) => {
      if (ebl.id !== hostile.id) return;
      for (const party of ebl.parties ?? []) {
        if (party.type === "ISSUER" || party.type === "SURRENDEREE") party.id = carrier.id;
      }
      for (const p of ebl.content?.document?.documentParties ?? []) {
        if (p.partyFunction === "CA") p.party.partyName = carrier.name;
      }
    },
  });
  app = await launchApp({ scenario: "hostile-start" });
});

after(async () => {
  await app?.close();
  await proxy?.close();
  await service?.close();
});

test("a surrender to the shipper's inbox dressed as the carrier names the shipper, wants its name typed, and signs nothing", async () => {
  await addServiceProfile(app, proxy.baseUrl, "Nile, hostile from the start");
  await go(app, "eBLs");
  await signInWithKey(app, "consignee@nile.example");
  const inbox = shipper.inboxes[0];
  const list = await app.waitFor(async () => {
    const l = await invoke(app, "list_ebls", { refresh: true });
    return l.rows?.some((r) => r.reference === REFERENCE) ? l : null;
  }, "the eBL list with the hostile eBL");
  const row = list.rows.find((r) => r.reference === REFERENCE);
  assert.ok(row.heldByUs && row.state === "ISSUED", JSON.stringify(row));

  await go(app, "eBLs");
  await app.type(await fieldLabelled(app, "Search eBLs"), REFERENCE);
  await press(app, await app.findByRole("button", { name: REFERENCE }));
  await app.findByRole("heading", { name: REFERENCE, exact: false });
  await press(app, await app.findByRole("button", { name: "Request surrender" }));
  const dialog = await app.findByRole("dialog", { name: "Review and sign" });
  const about = await app.findByRole("region", { name: "About the recipient", within: dialog });
  const shown = await app.text(dialog);
  const aboutText = await app.text(about);

  // The review names the inbox as the app knows it, never by the carrier's borrowed name.
  assert.ok(shown.includes(shipper.name), `the shipper's name in the review: ${shown}`);
  assert.ok(shown.includes(inbox), `the inbox in the review: ${shown}`);
  assert.ok(!new RegExp(`surrender[^.\\n]*${carrier.name.replace(/\./g, "\\.")}`, "i").test(shown.split("About the recipient")[0]),
    `the review's summary does not read as a surrender to the carrier: ${shown}`);
  assert.match(aboutText, /other eBL/, aboutText);
  const flags = await app.findByRole("note", { name: "Names to check", within: about });
  assert.match(await app.text(flags), /known under 2 names/, await app.text(flags));
  await app.execute("arguments[0].scrollIntoView({ block: 'center' });", [{ [ELEMENT]: about.id }]);
  await app.screenshot("surrender-to-a-stranger-review");

  // Its name is wanted typed; the carrier's name or the inbox id's first characters do not do.
  const wanted = await app.execute("return arguments[0].querySelector('.receiver-check .field strong')?.textContent ?? null;", [
    { [ELEMENT]: dialog.id },
  ]);
  assert.equal(wanted, shipper.name);
  const field = await app.findByRole("textbox", { name: "Type the recipient's name to confirm it", within: dialog });
  const sign = await app.findByRole("button", { name: "Sign and submit", within: dialog });
  for (const typed of [carrier.name, inbox.slice(0, 8), inbox.replace(/-/g, "").slice(0, 12)]) {
    await app.type(field, typed);
    assert.equal(await app.enabled(sign), false, `Sign and submit stays off for ${typed}`);
  }
  await app.screenshot("surrender-to-a-stranger-refused");
  await press(app, await app.findByRole("button", { name: "Cancel", within: dialog }));

  // The same through the command the window calls: refused before anything is signed.
  for (const typed of [null, carrier.name, inbox.slice(0, 8)]) {
    const review = await invoke(app, "prepare_action", { eblId: hostile.id, kind: "REQUEST_SURRENDER_FOR_DELIVERY", recipientInbox: null });
    assert.equal(review.receiver?.inboxId, inbox, JSON.stringify(review.receiver));
    const answer = await invoke(app, "confirm_action", { reviewId: review.reviewId, recipientName: typed });
    assert.equal(answer?.__error?.code, "action.recipient_not_confirmed", `${typed}: ${JSON.stringify(answer)}`);
  }
  assert.equal(proxy.state.submitted, 0, "nothing was submitted");
  const activity = await invoke(app, "activity_page", { filter: { text: REFERENCE }, offset: 0, limit: 10 });
  assert.deepEqual(activity.rows, [], "nothing signed, nothing on record");
  const detail = await invoke(app, "get_ebl", { id: hostile.id });
  assert.equal(detail.row.state, "ISSUED");
});
