import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import type { KeyInfo } from "../../bindings/KeyInfo";
import type { KeyStanding } from "../../bindings/KeyStanding";
import type { KeyStandingView } from "../../bindings/KeyStandingView";
import { keyringKey, SIGNED_IN } from "../../test/fixtures";
import { answering, type IpcAnswers, renderWithIpc } from "../../test/renderWithIpc";
import { KeysScreen } from "./KeysScreen";

const ADDRESS = "0x8ba1f109551bD432803012645Ac136ddd64DBA72";
const HEX = "0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318";

/** A keyring with at most one key, as the Rust side keeps it. */
function keyring(initial: KeyInfo | null = null, overrides: IpcAnswers = {}) {
  let key = initial;
  let standing: KeyStanding = "notRegistered";
  const status = (): KeyStandingView => ({
    address: key?.address ?? null,
    standing,
    text: `${standing} sentence`,
    canRegister: standing === "notRegistered",
    canApproveInSandbox: standing === "pending",
    registrationText:
      standing === "notRegistered" ? `Register ${ADDRESS} for company 3f2b8c1e-0a4d-4e5f-9b6a-7c8d9e0f1a2b` : null,
  });
  const generated = () => {
    const made = keyringKey(ADDRESS);
    key = made;
    return made;
  };
  return answering({
    key_info: () => key,
    session_info: () => SIGNED_IN,
    generate_key: generated,
    import_key_hex: generated,
    import_keystore: generated,
    delete_key: () => {
      key = null;
      return null;
    },
    export_keystore: () => null,
    key_standing: status,
    register_key: () => {
      standing = "pending";
      return status();
    },
    approve_key_in_sandbox: () => {
      standing = "approved";
      return status();
    },
    ...overrides,
  });
}

describe("Keys screen", () => {
  it("registers the key with the company and approves it through the sandbox's stand-in", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<KeysScreen />, keyring(keyringKey(ADDRESS)));
    const section = await screen.findByRole("region", { name: "On the service" });
    expect(await within(section).findByLabelText("Key status")).toHaveTextContent("Not registered");
    expect(within(section).queryByRole("button", { name: "Approve (sandbox)" })).not.toBeInTheDocument();
    // The whole text the key will sign, the company's id included.
    expect(within(section).getByLabelText("Text to sign")).toHaveTextContent(
      `Register ${ADDRESS} for company 3f2b8c1e-0a4d-4e5f-9b6a-7c8d9e0f1a2b`,
    );
    await user.click(within(section).getByRole("button", { name: "Register this key" }));
    expect(await within(section).findByText("Waiting for approval")).toBeInTheDocument();
    expect(callsOf("register_key")).toHaveLength(1);
    expect(within(section).queryByRole("button", { name: "Register this key" })).not.toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Approve (sandbox)" }));
    expect(await within(section).findByText("Approved")).toBeInTheDocument();
    expect(within(section).queryByRole("button", { name: "Approve (sandbox)" })).not.toBeInTheDocument();
  });

  it("imports a hex key: sent once, the field cleared, the address shown", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<KeysScreen />, keyring());
    expect(await screen.findByRole("heading", { name: "No signing key yet" })).toBeInTheDocument();
    const field = screen.getByLabelText("Private key (hex)");
    expect(field).toHaveAttribute("type", "password");
    await user.type(field, HEX);
    await user.click(screen.getByRole("button", { name: "Import a hex key" }));
    expect(field).toHaveValue("");
    expect(await screen.findByText(ADDRESS, { selector: "code" })).toBeInTheDocument();
    expect(callsOf("import_key_hex")).toEqual([{ cmd: "import_key_hex", args: { hex: HEX, replace: null } }]);
    expect(screen.getByRole("status")).toHaveTextContent(`Key imported: ${ADDRESS}`);
  });

  it("shows a rejected hex key plainly and keeps nothing in the field", async () => {
    const user = userEvent.setup();
    renderWithIpc(
      <KeysScreen />,
      keyring(null, { import_key_hex: () => Promise.reject({
            code: "keys.bad_hex",
            message: "That is not a private key: expected 64 hexadecimal characters, with or without 0x.",
          }) }),
    );
    const field = await screen.findByLabelText("Private key (hex)");
    await user.type(field, "0x1234");
    await user.click(screen.getByRole("button", { name: "Import a hex key" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That is not a private key");
    expect(field).toHaveValue("");
    expect(screen.getByRole("heading", { name: "No signing key yet" })).toBeInTheDocument();
  });

  it("generates a key and copies its address", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<KeysScreen />, keyring());
    await user.click(await screen.findByRole("button", { name: "Generate a key" }));
    expect(await screen.findByText(ADDRESS, { selector: "code" })).toBeInTheDocument();
    expect(callsOf("generate_key")).toEqual([{ cmd: "generate_key", args: { replace: null } }]);
    await user.click(screen.getByRole("button", { name: "Copy address" }));
    expect(await navigator.clipboard.readText()).toBe(ADDRESS);
    expect(await screen.findByText("Address copied.")).toBeInTheDocument();
  });

  it("asks before replacing an existing key, naming it, and sends the key it named", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<KeysScreen />, keyring(keyringKey(ADDRESS)));
    const generate = await screen.findByRole("button", { name: "Generate a key" });
    expect(generate).toBeDisabled();
    expect(screen.getByRole("button", { name: "Import a keystore file…" })).toBeDisabled();
    const replace = screen.getByRole("checkbox", { name: /Replace the current key/ });
    // The confirmation names the key that goes, and says it cannot come back without a backup.
    expect(replace).toHaveAccessibleName(new RegExp(`^Replace the current key ${ADDRESS} `));
    expect(replace).toHaveAccessibleName(/cannot be recovered without a backup/);
    await user.click(replace);
    expect(generate).toBeEnabled();
    await user.click(generate);
    await expect.poll(() => callsOf("generate_key")).toEqual([{ cmd: "generate_key", args: { replace: ADDRESS } }]);
  });

  it("replaces a key by a hex key only with the replaced key named", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<KeysScreen />, keyring(keyringKey(ADDRESS)));
    const field = await screen.findByLabelText("Private key (hex)");
    expect(field).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: /Replace the current key/ }));
    await user.type(field, HEX);
    await user.click(screen.getByRole("button", { name: "Import a hex key" }));
    await expect
      .poll(() => callsOf("import_key_hex"))
      .toEqual([{ cmd: "import_key_hex", args: { hex: HEX, replace: ADDRESS } }]);
  });

  it("shows Rust's refusal to replace a key it was not told to", async () => {
    const user = userEvent.setup();
    renderWithIpc(
      <KeysScreen />,
      keyring(keyringKey(ADDRESS), {
        generate_key: () =>
          Promise.reject({
            code: "keys.would_replace",
            message: `This profile already has a signing key, ${ADDRESS}; nothing was changed.`,
          }),
      }),
    );
    await user.click(await screen.findByRole("checkbox", { name: /Replace the current key/ }));
    await user.click(screen.getByRole("button", { name: "Generate a key" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No key was generated");
    expect(alert).toHaveTextContent(`already has a signing key, ${ADDRESS}`);
  });

  it("imports a keystore file chosen in the native dialog, with its password", async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { callsOf } = renderWithIpc(
      <KeysScreen />,
      keyring(null, {
        "choose_file_to_open": () => "/home/me/key.json",
        import_keystore: () => {
          attempts += 1;
          return attempts === 1
            ? Promise.reject({ code: "keys.bad_password", message: "That password does not open the keystore file." })
            : keyringKey(ADDRESS);
        },
      }),
    );
    await user.click(await screen.findByRole("button", { name: "Import a keystore file…" }));
    expect(await screen.findByText("/home/me/key.json")).toBeInTheDocument();
    const password = screen.getByLabelText("Keystore password");
    await user.type(password, "wrong");
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That password does not open the keystore file.");
    expect(password).toHaveValue("");
    await user.type(password, "correct horse");
    await user.click(screen.getByRole("button", { name: "Import" }));
    await expect.poll(() => callsOf("import_keystore").length).toBe(2);
    expect(callsOf("import_keystore")[1]?.args).toEqual({
      path: "/home/me/key.json",
      password: "correct horse",
      replace: null,
    });
    expect(callsOf("choose_file_to_open")[0]?.args).toMatchObject({ title: "Import a keystore file" });
  });

  it("exports a backup only when the two passwords match", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(
      <KeysScreen />,
      keyring(keyringKey(ADDRESS), { "choose_file_to_save": () => "/home/me/backup.json" }),
    );
    await user.click(await screen.findByRole("button", { name: "Export a keystore backup…" }));
    await user.type(screen.getByLabelText("Backup password"), "long enough 1");
    await user.type(screen.getByLabelText("Confirm password"), "long enough 2");
    await user.click(screen.getByRole("button", { name: "Save backup…" }));
    expect(screen.getByRole("alert")).toHaveTextContent("The two passwords are not the same.");
    expect(callsOf("choose_file_to_save")).toHaveLength(0);

    await user.clear(screen.getByLabelText("Confirm password"));
    await user.type(screen.getByLabelText("Confirm password"), "long enough 1");
    await user.click(screen.getByRole("button", { name: "Save backup…" }));
    expect(await screen.findByText("Backup saved to /home/me/backup.json")).toBeInTheDocument();
    expect(callsOf("export_keystore")).toEqual([
      { cmd: "export_keystore", args: { path: "/home/me/backup.json", password: "long enough 1" } },
    ]);
  });

  it("removes the key only after a confirmation naming it, and sends the key it named", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<KeysScreen />, keyring(keyringKey(ADDRESS)));
    await user.click(await screen.findByRole("button", { name: "Remove key" }));
    const confirm = screen.getByRole("group", { name: "Confirm removal" });
    expect(confirm).toHaveTextContent(`Remove the signing key ${ADDRESS} from this computer?`);
    expect(confirm).toHaveTextContent("Without a backup it cannot be recovered");
    await user.click(within(confirm).getByRole("button", { name: "Keep the key" }));
    expect(callsOf("delete_key")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Remove key" }));
    await user.click(screen.getByRole("button", { name: "Yes, remove the key" }));
    expect(await screen.findByRole("heading", { name: "No signing key yet" })).toBeInTheDocument();
    expect(callsOf("delete_key")).toEqual([{ cmd: "delete_key", args: { address: ADDRESS } }]);
    expect(screen.getByRole("status")).toHaveTextContent(`The signing key ${ADDRESS} was removed from this computer.`);
  });
});
