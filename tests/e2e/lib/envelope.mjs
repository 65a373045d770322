// What the envelope scenarios do with an envelope's documents in the real window: the demo
// documents the embedded sandbox writes for an eBL, a native drop, each document described, and
// the content pane scrolled to a section for a screenshot.
import assert from "node:assert/strict";

import { ELEMENT } from "./page.mjs";
import { ADMIN_TOKEN } from "./sandbox.mjs";

/** A demo document of the eBL (`invoice`, `packing-list`) as the sandbox's admin endpoint writes it. */
export async function demoDocument(baseUrl, eblId, kind, mistakes) {
  const query = mistakes ? `?mistakes=${encodeURIComponent(mistakes)}` : "";
  const res = await fetch(`${baseUrl}/_sandbox/ebls/${eblId}/demo-documents/${kind}${query}`, {
    headers: { "X-Sandbox-Admin": ADMIN_TOKEN },
  });
  assert.equal(res.status, 200, `demo ${kind}: ${res.status}`);
  assert.equal(res.headers.get("content-type"), "application/pdf");
  return Buffer.from(await res.arrayBuffer());
}

/**
 * The `<label>: <value>` lines of a sandbox-written PDF (its content streams are not
 * compressed): label → every value, in order.
 */
export function pdfLabelled(pdf) {
  const text = pdf.toString("latin1");
  const out = new Map();
  const re = /\(((?:[^()\\]|\\.)*): \) Tj \/F2 [\d.]+ Tf \(((?:[^()\\]|\\.)*)\) Tj/g;
  const unescape = (s) => s.replace(/\\(.)/g, "$1");
  for (const m of text.matchAll(re)) {
    const label = unescape(m[1]);
    out.set(label, [...(out.get(label) ?? []), unescape(m[2])]);
  }
  return out;
}

/** Exactly what the native drop event does with the paths it hands over. */
export async function drop(app, paths) {
  await app.waitFor(() => app.execute("return typeof window.__eblDeskDropPaths === 'function';"), "the drop handler");
  const done = await app.cmd("POST", "/execute/async", {
    script: "const [paths, done] = arguments; window.__eblDeskDropPaths(paths).then(() => done(true), (e) => done(String(e)));",
    args: [paths],
  });
  assert.equal(done, true);
}

/** Types the document's type and id in the group (fieldset) that describes it. */
export async function describeDocument(app, fileName, type, id) {
  const group = await app.findByRole("group", { name: fileName, exact: false });
  await app.type(await app.findByRole("combobox", { name: "Document type", within: group }), type);
  await app.type(await app.findByRole("textbox", { name: "Document id", within: group }), id);
}

/** Scrolls the element's scrolling box (the content pane, or a dialog) so it is at its top. */
export async function scrollToElement(app, el) {
  await app.execute(
    "const el = arguments[0]; let p = el.parentElement;" +
      "while (p && !(p.scrollHeight > p.clientHeight && /(auto|scroll)/.test(getComputedStyle(p).overflowY))) p = p.parentElement;" +
      "if (p) p.scrollTop += el.getBoundingClientRect().top - p.getBoundingClientRect().top - 12;",
    [{ [ELEMENT]: el.id }],
  );
}
