import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import type { KeyInfo } from "../../bindings/KeyInfo";
import type { Pkcs11Key } from "../../bindings/Pkcs11Key";
import type { KeyStandingView } from "../../bindings/KeyStandingView";
import { axeViolations } from "../../test/axe";
import { keyringKey, SIGNED_IN } from "../../test/fixtures";
import { answering, ipcError, type IpcAnswers, renderWithIpc } from "../../test/renderWithIpc";
import { KeysScreen } from "./KeysScreen";

const SOFTHSM = "/usr/lib/softhsm/libsofthsm2.so";
const KEYRING_ADDRESS = "0x8ba1f109551bD432803012645Ac136ddd64DBA72";
const MODULE_ADDRESS = "0x2c7536E3605D9C16a7a3D7b1898e529396a65c23";
const NEW_ADDRESS = "0x71C7656EC7ab88b098defB751B7401B5f6d8976F";
const PIN = "4711-0815";

const P256: Pkcs11Key = {
  label: "tls-p256",
  id: "02",
  curve: "P-256",
  usable: false,
  whyNot: "It is on P-256; the service's signatures need secp256k1.",
  address: null,
};
const SIGNING: Pkcs11Key = { label: "ebl-signing", id: "01", curve: "secp256k1", usable: true, whyNot: null, address: MODULE_ADDRESS };

/** A module with one token, as the Rust side answers: the chosen key becomes the signing key. */
function module(initial: KeyInfo | null, overrides: IpcAnswers = {}) {
  let key = initial;
  let keys: Pkcs11Key[] = [SIGNING, P256];
  const standing = (): KeyStandingView => ({
    address: key?.address ?? null,
    standing: "notRegistered",
    text: "Not registered sentence",
    canRegister: true,
    canApproveInSandbox: false,
    registrationText: `Register ${key?.address ?? ""} for company 3f2b8c1e-0a4d-4e5f-9b6a-7c8d9e0f1a2b`,
  });
  return answering({
    key_info: () => key,
    session_info: () => SIGNED_IN,
    key_standing: standing,
    pkcs11_tokens: ({ module: path }) =>
      path === SOFTHSM
        ? [
            { label: "Treasury HSM", serial: "9d3c0a61b2f4e801", manufacturer: "SoftHSM project", present: true },
            { label: "Spare", serial: "5b1e", manufacturer: "SoftHSM project", present: false },
          ]
        : ipcError("keys.module_unloadable", `The module ${path} could not be loaded.`),
    pkcs11_keys: () => keys,
    pkcs11_generate_key: ({ label, pin }) => {
      if (pin !== PIN) return ipcError("keys.pin_incorrect", "That PIN is not the PIN of Treasury HSM.");
      const made: Pkcs11Key = { label, id: "03", curve: "secp256k1", usable: true, whyNot: null, address: NEW_ADDRESS };
      keys = [...keys, made];
      return made;
    },
    key_use_pkcs11: ({ keyId }) => {
      const chosen = keys.find((k) => k.id === keyId)!;
      const info: KeyInfo = {
        address: chosen.address!,
        kind: "pkcs11",
        module: SOFTHSM,
        tokenLabel: "Treasury HSM",
        keyLabel: chosen.label,
      };
      key = info;
      return info;
    },
    key_use_keyring: () => {
      key = keyringKey(KEYRING_ADDRESS);
      return key;
    },
    ...overrides,
  });
}

describe("a key in a security module on the Keys screen", () => {
  it("chooses the module, the token and a usable key, shows its address, then signs with it", async () => {
    const user = userEvent.setup();
    const { callsOf, container } = renderWithIpc(<KeysScreen />, module(keyringKey(KEYRING_ADDRESS)));
    const section = await screen.findByRole("region", { name: "Use a key in a security module" });

    // The usual Debian paths are offered; one click puts it in the field.
    await user.click(within(section).getByRole("button", { name: `SoftHSM2: ${SOFTHSM}` }));
    expect(within(section).getByLabelText("Module library (PKCS#11)")).toHaveValue(SOFTHSM);
    await user.click(within(section).getByRole("button", { name: "List tokens" }));

    const tokens = await within(section).findByRole("group", { name: "Token" });
    expect(within(tokens).getByRole("radio", { name: /Spare/ })).toBeDisabled();
    await user.click(within(tokens).getByRole("radio", { name: /Treasury HSM \(serial 9d3c0a61b2f4e801/ }));

    const keys = await within(section).findByRole("group", { name: "Key on Treasury HSM" });
    // A key on another curve is listed, disabled, with why.
    const other = within(keys).getByRole("radio", { name: /tls-p256/ });
    expect(other).toBeDisabled();
    expect(other).toHaveAccessibleDescription(/cannot sign\. It is on P-256; the service's signatures need secp256k1\./);
    expect(within(section).queryByRole("button", { name: "Use this key" })).toBeNull();

    await user.click(within(keys).getByRole("radio", { name: /ebl-signing/ }));
    // The address is shown before the key is used.
    expect(within(section).getByLabelText("Address of the chosen key")).toHaveTextContent(MODULE_ADDRESS);
    expect(callsOf("key_use_pkcs11")).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(section).getByRole("button", { name: "Use this key" }));

    const current = await screen.findByRole("region", { name: "Signing key" });
    await within(current).findByText("In the security module Treasury HSM · key ebl-signing");
    expect(within(current).getByLabelText("Key address")).toHaveTextContent(MODULE_ADDRESS);
    expect(callsOf("pkcs11_keys")[0]?.args).toEqual({ module: SOFTHSM, tokenSerial: "9d3c0a61b2f4e801" });
    expect(callsOf("key_use_pkcs11")).toEqual([
      { cmd: "key_use_pkcs11", args: { module: SOFTHSM, tokenSerial: "9d3c0a61b2f4e801", keyId: "01" } },
    ]);
    expect(within(section).getByText("This key signs now.")).toBeInTheDocument();
    expect(within(section).queryByRole("button", { name: "Use this key" })).toBeNull();
    // The keyring key's own actions (replace, export, remove) are not offered for a module key.
    expect(screen.queryByRole("button", { name: "Export a keystore backup…" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove key" })).toBeNull();
  }, 15_000);

  it("generates a key on the token with its PIN: the field cleared, a wrong PIN said in words", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<KeysScreen />, module(null));
    const section = await screen.findByRole("region", { name: "Use a key in a security module" });
    await user.type(within(section).getByLabelText("Module library (PKCS#11)"), `${SOFTHSM}{Enter}`);
    await user.click(await within(section).findByRole("radio", { name: /Treasury HSM/ }));

    const form = await within(section).findByRole("form", { name: "Generate a key on the token" });
    await user.type(within(form).getByLabelText("Key label"), "desk-2026");
    const pin = within(form).getByLabelText("PIN of Treasury HSM");
    expect(pin).toHaveAttribute("type", "password");
    await user.type(pin, "1234");
    await user.click(within(form).getByRole("button", { name: "Generate a key on the token" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("That PIN is not the PIN of Treasury HSM.");
    expect(pin).toHaveValue("");

    await user.type(pin, PIN);
    await user.click(within(form).getByRole("button", { name: "Generate a key on the token" }));
    expect(await within(form).findByText(/Key desk-2026 generated on Treasury HSM/)).toBeInTheDocument();
    expect(pin).toHaveValue("");
    expect(callsOf("pkcs11_generate_key")[1]?.args).toEqual({
      module: SOFTHSM,
      tokenSerial: "9d3c0a61b2f4e801",
      label: "desk-2026",
      pin: PIN,
    });
    // The new key is chosen, its address shown before it is used.
    expect(await within(section).findByRole("radio", { name: /desk-2026/ })).toBeChecked();
    expect(within(section).getByLabelText("Address of the chosen key")).toHaveTextContent(NEW_ADDRESS);
  }, 15_000);

  it("says in words when the module cannot be loaded", async () => {
    const user = userEvent.setup();
    renderWithIpc(<KeysScreen />, module(null));
    const section = await screen.findByRole("region", { name: "Use a key in a security module" });
    await user.type(within(section).getByLabelText("Module library (PKCS#11)"), "/opt/nothing.so{Enter}");
    const alert = await within(section).findByRole("alert");
    expect(alert).toHaveTextContent("The module's tokens could not be listed");
    expect(alert).toHaveTextContent("The module /opt/nothing.so could not be loaded.");
    expect(within(section).queryByRole("group", { name: "Token" })).toBeNull();
  }, 15_000);

  it("goes back to the keyring key", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(
      <KeysScreen />,
      module({ address: MODULE_ADDRESS, kind: "pkcs11", module: SOFTHSM, tokenLabel: "Treasury HSM", keyLabel: "ebl-signing" }),
    );
    const current = await screen.findByRole("region", { name: "Signing key" });
    expect(within(current).getByLabelText("Where the key is kept")).toHaveTextContent(
      "In the security module Treasury HSM · key ebl-signing",
    );
    await user.click(within(current).getByRole("button", { name: "Use the keyring key instead" }));
    await within(current).findByText("In the system keyring on this computer");
    expect(within(current).getByLabelText("Key address")).toHaveTextContent(KEYRING_ADDRESS);
    expect(callsOf("key_use_keyring")).toHaveLength(1);
    expect(await screen.findByRole("button", { name: "Export a keystore backup…" })).toBeInTheDocument();
  }, 15_000);

  it("registers a module key with the company after asking the token's PIN", async () => {
    const user = userEvent.setup();
    let unlocked = false;
    const moduleKey: KeyInfo = {
      address: MODULE_ADDRESS,
      kind: "pkcs11",
      module: SOFTHSM,
      tokenLabel: "Treasury HSM",
      keyLabel: "ebl-signing",
    };
    const { callsOf } = renderWithIpc(
      <KeysScreen />,
      module(moduleKey, {
        register_key: () =>
          unlocked
            ? {
                address: MODULE_ADDRESS,
                standing: "pending",
                text: "Waiting",
                canRegister: false,
                canApproveInSandbox: true,
                registrationText: null,
              }
            : ipcError("keys.pin_needed", "The security module Treasury HSM needs its PIN to sign; nothing was signed."),
        pkcs11_unlock: () => {
          unlocked = true;
          return null;
        },
      }),
    );
    const standing = await screen.findByRole("region", { name: "On the service" });
    await user.click(await within(standing).findByRole("button", { name: "Register this key" }));
    await user.type(await within(standing).findByLabelText("PIN of Treasury HSM"), PIN);
    await user.click(within(standing).getByRole("button", { name: "Unlock and register" }));
    expect(await within(standing).findByText("Waiting for approval")).toBeInTheDocument();
    expect(within(standing).queryByRole("alert")).toBeNull();
    expect(callsOf("register_key")).toHaveLength(2);
    expect(callsOf("pkcs11_unlock")).toEqual([{ cmd: "pkcs11_unlock", args: { pin: PIN } }]);
  }, 15_000);
});
