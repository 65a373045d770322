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

test("the installed app has no test-only commands, even with the harness's variable set", async () => {
  await app.findByRole("main", { name: "eBLs" });
  // launchApp sets EBL_DESK_E2E=1: a debug build with the e2e hooks would answer these.
  for (const cmd of ["e2e_answer_dialog", "e2e_drop_paths"]) {
    const answer = await invoke(app, cmd, { paths: ["/etc/passwd"] });
    assert.ok(answer?.__error, `${cmd} answered ${JSON.stringify(answer)}`);
    assert.match(JSON.stringify(answer.__error), /not found|not allowed/i, `${cmd}: ${JSON.stringify(answer.__error)}`);
  }
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
