// Registering a company in the real window: the Settings form, the service's registration page
// completed in the (stand-in) system browser, the way back through the app's loopback address,
// and the new company in the sandbox's world.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { launchApp } from "../lib/app.mjs";
import { fieldLabelled, invoke } from "../lib/page.mjs";
import { sandboxAdmin } from "../lib/sandbox.mjs";

let app;

before(async () => {
  app = await launchApp({ scenario: "registration" });
});

after(async () => {
  await app?.close();
});

/** Clicks like a user who first scrolls the control into view (the content pane scrolls). */
async function press(el) {
  await app.execute("arguments[0].scrollIntoView({ block: 'center' });", [{ "element-6066-11e4-a52e-4f735466cecf": el.id }]);
  await app.click(el);
}

test("a company registered through the browser flow exists in the sandbox world", async () => {
  const sandbox = await app.waitFor(async () => {
    const s = await invoke(app, "session_info");
    return s.baseUrl ? s : null;
  }, "the embedded sandbox");

  const nav = await app.findByRole("navigation", { name: "Main" });
  await app.click(await app.findByRole("button", { name: "Settings", within: nav }));
  await app.findByRole("main", { name: "Settings" });
  await app.findByRole("heading", { name: "Register a new company" });
  await app.type(await fieldLabelled(app, "Company name"), "Fjord Carriers");
  await app.type(await fieldLabelled(app, "Country (two letters)"), "no");
  await app.type(await fieldLabelled(app, "First name"), "Siri");
  await app.type(await fieldLabelled(app, "Last name"), "Berg");
  await app.type(await fieldLabelled(app, "E-mail"), "siri@fjord.example");
  await app.screenshot("registration-form");
  await press(await app.findByRole("button", { name: "Register in the browser" }));

  const done = await app.findByText("Registration of Fjord Carriers is complete.");
  assert.ok(done);
  await app.screenshot("registration-done");

  const world = await sandboxAdmin(sandbox.baseUrl, "/_sandbox/world");
  const company = world.companies.find((c) => c.name === "Fjord Carriers");
  assert.ok(company, JSON.stringify(world.companies.map((c) => c.name)));
  assert.equal(company.country, "NO");
  assert.ok(world.users.some((u) => u.email === "siri@fjord.example" && u.company_id === company.id));
  await app.findByText(company.id);
});
