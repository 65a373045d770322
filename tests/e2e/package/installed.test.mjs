// The installed package (`make test-package`): /usr/bin/ebl-desk from the .deb, inside a fresh
// Debian 12 root, shows the eBL screen, signs in to its embedded sandbox, and draws page 1 of an
// eBL's PDF with the PDFium the package carries (no TDX_PDFIUM_PATH, no user cache).
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { launchApp } from "../lib/app.mjs";
import { ELEMENT, invoke, signIn } from "../lib/page.mjs";

let app;

before(async () => {
  assert.ok(process.env.E2E_CHROOT, "run through scripts/test-package.sh");
  app = await launchApp({ scenario: "package", env: { TDX_PDFIUM_PATH: "" } });
});

after(async () => {
  await app?.close();
});

test("the installed app shows the eBL screen, signs in, and draws an eBL's PDF", async () => {
  await app.findByRole("main", { name: "eBLs" });
  assert.equal(await app.title(), "eBL Desk");
  await app.screenshot("installed-app");
  await signIn(app);
  const list = await app.waitFor(async () => {
    const l = await invoke(app, "list_ebls", { refresh: false });
    return l.rows?.length ? l : null;
  }, "the eBL list");
  const grid = await app.findByRole("grid", { name: "eBLs" });
  await app.click(await app.findByRole("button", { name: list.rows[0].reference, within: grid }));
  const page = await app.findByRole("img", { name: "Page 1 of", exact: false });
  await app.waitFor(
    () => app.execute("return arguments[0].complete && arguments[0].naturalWidth > 0", [{ [ELEMENT]: page.id }]),
    "page 1 of the PDF to be drawn by the packaged PDFium",
  );
  await app.screenshot("installed-pdf-page");
});
