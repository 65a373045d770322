// Helpers for scenarios that go beyond roles: reading facts from the app (never acting
// through it) and finding form controls by their label as a user does.

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

/** Clicks like a user who first scrolls the control into view (the content pane scrolls). */
export async function press(app, el) {
  await app.execute("arguments[0].scrollIntoView({ block: 'center' });", [{ [ELEMENT]: el.id }]);
  await app.click(el);
}

/** Opens one of the main areas from the navigation. */
export async function go(app, screen) {
  const nav = await app.findByRole("navigation", { name: "Main" });
  await app.click(await app.findByRole("button", { name: screen, within: nav }));
}
