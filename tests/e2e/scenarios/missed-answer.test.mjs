// Nothing missed, in the real window against the embedded sandbox polled every 3 s: the
// consignee requests surrender and the carrier (the sandbox's admin endpoint) rejects it at once,
// before the next poll — the eBL is then exactly as it was before the request, so its list page
// has the tag the app held before. The next poll still sees it: the count on the eBLs entry
// within one poll, the list's row back to Issued and held by us, and the open detail's PDF
// preview redrawn from page 1 as the service renders it now (its image is the one shown before
// the request, not the Surrender requested one).
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { launchApp } from "../lib/app.mjs";
import { ELEMENT, fieldLabelled, invoke as pageInvoke, press, signInWithKey, typeRecipientName } from "../lib/page.mjs";
import { sandboxAdmin } from "../lib/sandbox.mjs";

const POLL_SECONDS = 3;

let app;
const invoke = (cmd, args) => pageInvoke(app, cmd, args);

before(async () => {
  app = await launchApp({ scenario: "missed-answer", env: { EBL_DESK_POLL_SECONDS: String(POLL_SECONDS) } });
});

after(async () => {
  await app?.close();
});

async function eblsEntry() {
  const nav = await app.findByRole("navigation", { name: "Main" });
  return app.findByRole("button", { name: "eBLs", exact: false, within: nav });
}

/** The count the eBLs entry announces ("N need attention"), 0 when none. */
async function announcedCount() {
  const said = await app.execute(
    "const el = arguments[0];" +
      "const described = (el.getAttribute('aria-describedby') || '').split(/\\s+/).filter(Boolean)" +
      ".map((id) => document.getElementById(id)?.textContent ?? '').join(' ');" +
      "return `${el.getAttribute('aria-label') ?? ''} ${described}`;",
    [{ [ELEMENT]: (await eblsEntry()).id }],
  );
  const m = /(\d+) needs? attention/.exec(said);
  return m ? Number(m[1]) : 0;
}

/**
 * What the preview's page 1 shows: a digest of its pixels (drawn into a canvas), once the image
 * has loaded; null while there is none.
 */
async function pageOne() {
  const [img] = await app.queryAllByRole("img", { name: "Page 1 of", exact: false });
  if (!img) return null;
  return app.execute(
    "const img = arguments[0];" +
      "if (!img.complete || !img.naturalWidth) return null;" +
      "const c = document.createElement('canvas'); c.width = img.naturalWidth; c.height = img.naturalHeight;" +
      "c.getContext('2d').drawImage(img, 0, 0);" +
      "const s = c.toDataURL('image/png'); let h = 2166136261;" +
      "for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619); }" +
      "return `${img.naturalWidth}x${img.naturalHeight}:${(h >>> 0).toString(16)}`;",
    [{ [ELEMENT]: img.id }],
  );
}

/** Waits for page 1 to show something other than `not` (a settled image: the same twice). */
async function pageOneOtherThan(not, what) {
  let last = null;
  return app.waitFor(async () => {
    const now = await pageOne();
    const settled = now && now === last && now !== not;
    last = now;
    return settled ? now : null;
  }, what);
}

test("a rejection before the next poll: the count within one poll, the row and the PDF current", async () => {
  const { session } = await signInWithKey(app, "consignee@nile.example");
  const list = await app.waitFor(async () => {
    const l = await invoke("list_ebls", { refresh: true });
    return l.rows?.length ? l : null;
  }, "the eBL list");
  const ebl = list.rows.find((r) => r.state === "ISSUED" && r.heldByUs && !r.isCopy && r.roles.includes("CONSIGNEE"));
  assert.ok(ebl, "an eBL held by the consignee");
  assert.equal(await announcedCount(), 0, "nothing needs attention after signing in");

  // The eBL's detail, its PDF as issued.
  await app.click(await eblsEntry());
  await app.type(await fieldLabelled(app, "Search eBLs"), ebl.reference);
  await press(app, await app.findByRole("button", { name: ebl.reference }));
  await app.findByRole("heading", { name: ebl.reference, exact: false });
  const issued = await pageOneOtherThan(null, "page 1 of the issued eBL");

  await app.click(await app.findByRole("button", { name: "Request surrender" }));
  const review = await app.findByRole("dialog", { name: "Review and sign" });
  // A first surrender to the carrier's inbox: its name typed as the review shows it.
  assert.ok(await typeRecipientName(app, review), "the first surrender asks for the name typed");
  await app.click(await app.findByRole("button", { name: "Sign and submit", within: review }));
  await app.waitFor(
    async () => (await invoke("get_ebl", { id: ebl.id })).row?.state === "SURRENDER_FOR_DELIVERY_REQUESTED",
    "the surrender request",
  );
  // The action redraws the preview: the PDF with the surrender requested.
  const requested = await pageOneOtherThan(issued, "page 1 of the eBL with its surrender requested");
  // The carrier says no before the next poll: the eBL is as it was before the request.
  await sandboxAdmin(session.baseUrl, `/_sandbox/ebls/${ebl.id}/surrender-response`, {
    method: "POST",
    body: { decision: "reject", message: "The bill is not yet paid" },
  });
  const answered = Date.now();

  // Within one poll (and the time the window takes to ask again): the count on the eBLs entry.
  const count = await app.waitFor(async () => (await announcedCount()) || null, "the count on the eBLs entry", {
    timeoutMs: 2 * POLL_SECONDS * 1000 + 5000,
  });
  const seenAfterMs = Date.now() - answered;
  console.log(`count ${count} on the eBLs entry ${seenAfterMs} ms after the rejection (poll every ${POLL_SECONDS} s)`);
  const open = await invoke("attention_list");
  assert.ok(
    open.items.some((i) => i.eblId === ebl.id && i.rule === "surrender_rejected"),
    `an open "surrender rejected" item: ${JSON.stringify(open)}`,
  );

  // The detail on screen: the facts and page 1 of the PDF as the service renders it now.
  await app.findByText("Issued", { exact: false });
  const now = await pageOneOtherThan(requested, "page 1 redrawn after the rejection");
  assert.equal(now, issued, "the PDF shows the eBL back as issued, not the surrender requested page");
  await app.screenshot("preview-current");

  // The list: the row reads Issued, held by us (from the same cached eBL as the item).
  const rows = (await invoke("list_ebls", { refresh: false })).rows;
  const row = rows.find((r) => r.id === ebl.id);
  assert.deepEqual([row.state, row.heldByUs], ["ISSUED", true]);
});
