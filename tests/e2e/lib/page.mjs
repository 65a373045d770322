// Helpers for scenarios that go beyond roles: reading facts from the app (never acting
// through it) and finding form controls by their label as a user does.

import { sandboxAdmin } from "./sandbox.mjs";

export const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

/** Calls an app command from inside the page, to read facts a scenario picks from. */
export function invoke(app, cmd, args = {}) {
  return app.cmd("POST", "/execute/async", {
    script:
      "const [cmd, args, done] = arguments;" +
      "window.__TAURI_INTERNALS__.invoke(cmd, args).then(done, (e) => done({ __error: e }));",
    args: [cmd, args],
  });
}

/** The form control whose label starts with `text` (password fields have no role). */
export function fieldLabelled(app, text) {
  return app.waitFor(async () => {
    const el = await app.execute(
      "const t = arguments[0];" +
        "for (const l of document.querySelectorAll('label')) { if (l.textContent.trim().startsWith(t) && l.control) return l.control; }" +
        "return document.querySelector(`[aria-label=\"${t}\"]`);",
      [text],
    );
    return el ? { id: el[ELEMENT], label: `field "${text}"` } : null;
  }, `the field labelled "${text}"`);
}

/** Clicks "Sign in" once it is enabled and waits until the app reports a session. */
export async function signIn(app) {
  const button = await app.findByRole("button", { name: "Sign in" });
  await app.waitFor(() => app.enabled(button), "Sign in to be enabled");
  await app.click(button);
  return app.waitFor(async () => {
    const s = await invoke(app, "session_info");
    return s.signedIn ? s : null;
  }, "the browser sign-in to complete");
}

/**
 * Adds a service profile for the consignee's company at `baseUrl` in Settings, as a user types
 * it, and switches to it; returns the saved profile. The service's own world gives the ids.
 */
export async function addServiceProfile(app, baseUrl, name, { screenshots = false } = {}) {
  const world = await sandboxAdmin(baseUrl, "/_sandbox/world");
  const desktop = world.clients.find((c) => c.grants.includes("authorization_code"));
  const nile = world.companies.find((c) =>
    world.users.some((u) => u.email === "consignee@nile.example" && u.company_id === c.id),
  );
  await go(app, "Settings");
  await app.findByRole("main", { name: "Settings" });
  // Each field scrolled into view first: with a service profile in use the screen is longer.
  const fill = async (label, text) => {
    const field = await fieldLabelled(app, label);
    await app.execute("arguments[0].scrollIntoView({ block: 'center' });", [{ [ELEMENT]: field.id }]);
    await app.type(field, text);
  };
  await fill("Name", name);
  await fill("Base URL", baseUrl);
  await fill("Client ID", desktop.client_id);
  await fill("Client secret", desktop.client_secret);
  await fill("Company ID", nile.id);
  await fill("Inbox IDs", nile.inboxes.join("\n"));
  if (screenshots) await app.screenshot("profile-form");
  await press(app, await app.findByRole("button", { name: "Add profile" }));
  const use = await app.findByRole("button", { name: `Use this profile: ${name}` });
  const saved = (await invoke(app, "list_profiles")).find((p) => p.name === name);
  if (screenshots) await app.screenshot("profile-added");
  await press(app, use);
  await app.waitFor(async () => (await invoke(app, "session_info")).profileId === saved.id, "the switch");
  return { saved, world, nile };
}

/**
 * Clicks like a user who first scrolls the control into view (the content pane scrolls) and
 * clicks once it stays where it is: a section above it that is still loading can move it after
 * the scroll, and a native click goes to the point where the control was (once, a Settings
 * checkbox so pressed stayed unticked).
 */
export async function press(app, el) {
  const ref = [{ [ELEMENT]: el.id }];
  await app.execute("arguments[0].scrollIntoView({ block: 'center' });", ref);
  const place = () => app.execute("const r = arguments[0].getBoundingClientRect(); return `${r.left},${r.top}`;", ref);
  let last = await place();
  for (let i = 0; i < 40; i += 1) {
    await new Promise((r) => setTimeout(r, 50));
    const now = await place();
    if (now === last) break;
    last = now;
  }
  await app.click(el);
}

/** Opens one of the main areas from the navigation. */
export async function go(app, screen) {
  const nav = await app.findByRole("navigation", { name: "Main" });
  await app.click(await app.findByRole("button", { name: screen, within: nav }));
}

/**
 * Signs in (the stand-in browser answers for the launch's user) and imports `email`'s demo key
 * on the Keys screen; returns the session and the sandbox's world.
 */
export async function signInWithKey(app, email) {
  const session = await signIn(app);
  const world = await sandboxAdmin(session.baseUrl, "/_sandbox/world");
  const user = world.users.find((u) => u.email === email);
  await go(app, "Keys");
  await app.type(await fieldLabelled(app, "Private key (hex)"), user.private_key);
  await press(app, await app.findByRole("button", { name: "Import a hex key" }));
  await app.waitFor(async () => (await invoke(app, "key_info"))?.address, "the imported key");
  return { session, world };
}

/** An ISSUED original eBL the signed-in company holds, from the service's list. */
export async function heldEbl(app) {
  const list = await app.waitFor(async () => {
    const l = await invoke(app, "list_ebls", { refresh: true });
    return l.rows?.length ? l : null;
  }, "the eBL list");
  return list.rows.find((r) => r.state === "ISSUED" && r.heldByUs && !r.isCopy);
}

/**
 * Opens the eBL by its reference from the list, chooses Transfer and the recipient named
 * `recipient`, and stops at the review dialog (returned), as a person does before signing.
 */
export async function reviewTransfer(app, reference, recipient) {
  await go(app, "eBLs");
  await app.type(await fieldLabelled(app, "Search eBLs"), reference);
  await press(app, await app.findByRole("button", { name: reference }));
  await press(app, await app.findByRole("button", { name: "Transfer" }));
  await press(app, await app.findByRole("radio", { name: recipient, exact: false }));
  await press(app, await app.findByRole("button", { name: "Continue to review" }));
  return app.findByRole("dialog", { name: "Review and sign" });
}

/**
 * Types the recipient's name where a review asks for it (a first transfer to an inbox, or a near
 * miss), as a user copies it from the review's "As shown: …"; returns what was typed (null when the
 * review asks for nothing).
 */
export async function typeRecipientName(app, dialog) {
  const found = await app.execute(
    "const f = arguments[0].querySelector('.receiver-check .field');" +
      "return f ? [f.querySelector('input'), f.querySelector('strong').textContent] : null;",
    [{ [ELEMENT]: dialog.id }],
  );
  if (!found) return null;
  const [input, wanted] = found;
  await app.type({ id: input[ELEMENT], label: "the recipient's name" }, wanted);
  return wanted;
}

/**
 * In an envelope's send review: waits for the recipient's check to show, then types what it asks
 * for (as `typeRecipientName`); returns what was typed (null when the review asks for nothing).
 */
export async function typeEnvelopeRecipient(app, dialog) {
  await app.waitFor(
    () => app.execute("return !!arguments[0].querySelector('.receiver-check');", [{ [ELEMENT]: dialog.id }]),
    "the recipient's check in the send review",
  );
  return typeRecipientName(app, dialog);
}

/**
 * An envelope's *Upload*: the recipient is confirmed before anything is uploaded. Presses *Upload*
 * and, when the recipient's check asks for something typed (a first envelope to an inbox), types it
 * in the *Confirm the recipient* dialog and presses its *Upload*; returns what was typed (null when
 * the check asked for nothing and the upload started at once).
 */
export async function uploadEnvelope(app) {
  await press(app, await app.findByRole("button", { name: "Upload" }));
  const confirm = await app.waitFor(async () => {
    const [dialog] = await app.queryAllByRole("dialog", { name: "Confirm the recipient" });
    if (dialog) return dialog;
    const started =
      (await app.queryAllByRole("progressbar", { name: "Upload progress" })).length > 0 ||
      (await app.queryAllByRole("dialog", { name: "Review and sign" })).length > 0;
    return started ? "started" : null;
  }, "the recipient's confirmation or the upload");
  if (confirm === "started") return null;
  await app.waitFor(
    () => app.execute("return !!arguments[0].querySelector('.receiver-check');", [{ [ELEMENT]: confirm.id }]),
    "the recipient's check before the upload",
  );
  const typed = await typeRecipientName(app, confirm);
  const upload = await app.findByRole("button", { name: "Upload", within: confirm });
  await app.waitFor(() => app.enabled(upload), "Upload to be enabled once the recipient is typed");
  await press(app, upload);
  return typed;
}
