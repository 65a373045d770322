import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import type { KeyInfo } from "../../bindings/KeyInfo";
import type { KeyStandingView } from "../../bindings/KeyStandingView";
import type { Pkcs11Key } from "../../bindings/Pkcs11Key";
import { PinPrompt } from "../../components/PinPrompt";
import { setLanguage, t } from "../../i18n";
import { pseudo } from "../../i18n/pseudo";
import { keyringKey, SIGNED_IN } from "../../test/fixtures";
import { expectAllFromCatalogue, expectNoAxeViolations } from "../../test/i18nCheck";
import { answering, renderWithIpc } from "../../test/renderWithIpc";
import { KeysScreen } from "./KeysScreen";

type Shown = "ar" | "en-XA";

const SOFTHSM = "/usr/lib/softhsm/libsofthsm2.so";
const ADDRESS = "0x8ba1f109551bD432803012645Ac136ddd64DBA72";
const MODULE_ADDRESS = "0x2c7536E3605D9C16a7a3D7b1898e529396a65c23";
const COMPANY = "3f2b8c1e-0a4d-4e5f-9b6a-7c8d9e0f1a2b";

/** What Rust writes in words comes in the user's language: here, as it would for `lang`. */
function fromRust(lang: Shown, english: string, arabic: string): string {
  return lang === "ar" ? arabic : pseudo(english);
}

/** The keyring and a module with one token (the fixtures of the Keys screen's own tests). */
function backend(lang: Shown, key: KeyInfo | null) {
  const standing: KeyStandingView = {
    address: key?.address ?? null,
    standing: "notRegistered",
    text: fromRust(
      lang,
      "This key is not registered with your company yet.",
      "هذا المفتاح غير مسجّل لدى شركتك بعد.",
    ),
    canRegister: true,
    canApproveInSandbox: false,
    registrationText: `Register ${key?.address ?? ""} for company ${COMPANY}`,
  };
  const keys: Pkcs11Key[] = [
    { label: "ebl-signing", id: "01", curve: "secp256k1", usable: true, whyNot: null, address: MODULE_ADDRESS },
    {
      label: "tls-p256",
      id: "02",
      curve: "P-256",
      usable: false,
      whyNot: fromRust(
        lang,
        "It is on P-256; the service's signatures need secp256k1.",
        "إنه على المنحنى \u2068P-256\u2069؛ وتواقيع الخدمة تحتاج إلى \u2068secp256k1\u2069.",
      ),
      address: null,
    },
  ];
  return answering({
    key_info: () => key,
    session_info: () => SIGNED_IN,
    key_standing: () => standing,
    pkcs11_tokens: () => [
      { label: "Treasury HSM", serial: "9d3c0a61b2f4e801", manufacturer: "SoftHSM project", present: true },
      { label: "Spare", serial: "5b1e", manufacturer: "", present: false },
    ],
    pkcs11_keys: () => keys,
  });
}

async function walkToAModuleKey(user: ReturnType<typeof userEvent.setup>) {
  const section = await screen.findByRole("region", { name: t("keys-module-title") });
  await user.click(within(section).getByRole("button", { name: t("keys-module-usual-named", { name: "SoftHSM2", path: SOFTHSM }) }));
  await user.click(within(section).getByRole("button", { name: t("keys-module-list-tokens") }));
  const tokens = await within(section).findByRole("group", { name: t("keys-module-token") });
  await user.click(within(tokens).getAllByRole("radio")[0]!);
  const keys = await within(section).findByRole("group", { name: t("keys-module-keys-on", { token: "Treasury HSM" }) });
  await user.click(within(keys).getAllByRole("radio")[0]!);
  await within(section).findByRole("group", { name: t("keys-module-chosen") });
  return section;
}

describe.each(["en-XA", "ar"] as const)("Keys in %s", (lang) => {
  it("shows the keyring key, its standing, the backup and removal prompts, every word from the catalogue", async () => {
    setLanguage(lang);
    const user = userEvent.setup();
    const { container } = renderWithIpc(<KeysScreen />, backend(lang, keyringKey(ADDRESS)));
    const standing = await screen.findByRole("region", { name: t("keys-standing") });
    await within(standing).findByLabelText(t("keys-standing-text-to-sign"));
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: t("keys-backup-export") }));
    await user.click(screen.getByRole("button", { name: t("keys-remove-button") }));
    await screen.findByRole("group", { name: t("keys-remove-confirm-label") });
    expectAllFromCatalogue(container, lang);
    await expectNoAxeViolations(container);
  }, 30_000);

  it("shows no key yet, and a key in a security module chosen step by step", async () => {
    setLanguage(lang);
    const user = userEvent.setup();
    const { container } = renderWithIpc(<KeysScreen />, backend(lang, null));
    await screen.findByRole("heading", { name: t("keys-none-title") });
    await walkToAModuleKey(user);
    expectAllFromCatalogue(container, lang);
    await expectNoAxeViolations(container);
  }, 30_000);

  it("shows the key kept in a module, and the PIN prompt", async () => {
    setLanguage(lang);
    const moduleKey: KeyInfo = {
      address: MODULE_ADDRESS,
      kind: "pkcs11",
      module: SOFTHSM,
      tokenLabel: "Treasury HSM",
      keyLabel: "ebl-signing",
    };
    const { container } = renderWithIpc(
      <>
        <KeysScreen />
        <PinPrompt onUnlocked={() => undefined} onCancel={() => undefined} />
      </>,
      backend(lang, moduleKey),
    );
    await screen.findByRole("region", { name: t("keys-current-title") });
    await screen.findByLabelText(t("keys-pin-of", { token: "Treasury HSM" }));
    expectAllFromCatalogue(container, lang);
    await expectNoAxeViolations(container);
  }, 30_000);
});

describe("Keys in Arabic", () => {
  it("mirrors the document and keeps the address, the module's path and the text to sign left to right", async () => {
    setLanguage("ar");
    const user = userEvent.setup();
    renderWithIpc(<KeysScreen />, backend("ar", keyringKey(ADDRESS)));
    expect(document.documentElement.dir).toBe("rtl");
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("المفاتيح");
    const address = await screen.findByLabelText("عنوان المفتاح");
    expect(address).toHaveTextContent(ADDRESS);
    expect(address.closest("bdi")).toHaveAttribute("dir", "ltr");
    expect((await screen.findByLabelText("النص المراد توقيعه")).closest("bdi")).toHaveAttribute("dir", "ltr");
    // The key's name inside an Arabic sentence is an isolated argument.
    const section = await walkToAModuleKey(user);
    expect(within(section).getByRole("group", { name: "مفتاح في \u2068Treasury HSM\u2069" })).toBeInTheDocument();
    expect(within(section).getByLabelText("مكتبة الوحدة (PKCS#11)")).toHaveAttribute("dir", "ltr");
  }, 30_000);
});
