import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import type { LanguageSetting } from "../../api/language";
import type { PdfJailView } from "../../bindings/PdfJailView";
import type { ProfileView } from "../../bindings/ProfileView";
import type { RegistryPin } from "../../bindings/RegistryPin";
import { setLanguage } from "../../i18n";
import { pseudo } from "../../i18n/pseudo";
import { WATCH_DEFAULTS } from "../../test/fixtures";
import { expectAllFromCatalogue, expectNoAxeViolations } from "../../test/i18nCheck";
import { answering, renderWithIpc } from "../../test/renderWithIpc";
import { SettingsScreen } from "./SettingsScreen";

type Shown = "ar" | "en-XA";

const COMPANY = "3f2b8c1e-0a4d-4e5f-9b6a-7c8d9e0f1a2b";
const KEY = "0x8ba1f109551bD432803012645Ac136ddd64DBA72";
const PINNED = "0x000000000000000000000000000000000000e811";
const OFFERED = "0x00000000000000000000000000000000000ee812";

const SANDBOX: ProfileView = {
  id: "sandbox",
  name: "Sandbox",
  kind: "sandbox",
  baseUrl: "http://127.0.0.1:4010",
  clientId: "ebl-desk",
  companyId: null,
  inboxIds: [],
  scopes: ["read", "write"],
  sendPath: "/api/v3/integrations/envelope-send/",
  mePath: "/api/v3/integrations/me/",
  active: true,
  hasClientSecret: false,
};

const HARBOR: ProfileView = {
  ...SANDBOX,
  id: "p-harbor",
  name: "Harbor Bank production",
  kind: "service",
  baseUrl: "https://tdx.harbor.example",
  clientId: "harbor-desk",
  companyId: COMPANY,
  inboxIds: ["0b7c9a52-3a4e-4d0f-9c59-1d2a6f3e8b10"],
  scopes: ["read"],
  active: false,
  hasClientSecret: true,
};

/** What Rust writes in words comes in the user's language: here, as it would for `lang`. */
function fromRust(lang: Shown, english: string, arabic: string): string {
  return lang === "ar" ? arabic : pseudo(english);
}

/** The Rust side of the Settings screen, every section answered, as in the screen's own tests. */
function backend(lang: Shown) {
  const jail: PdfJailView = {
    protected: true,
    plainWords: fromRust(
      lang,
      "The PDF viewer runs in a sandbox: it cannot read your files, open any network connection or start programs.",
      "يعمل عارض PDF في بيئة معزولة: لا يستطيع قراءة ملفاتك أو فتح أي اتصال بالشبكة أو تشغيل برامج.",
    ),
    protections: [
      {
        name: fromRust(lang, "System-call filter", "مرشّح استدعاءات النظام"),
        inForce: true,
        words: fromRust(lang, "only the calls a renderer needs", "الاستدعاءات التي يحتاجها العارض فقط"),
      },
      {
        name: fromRust(lang, "No environment", "دون بيئة"),
        inForce: false,
        words: fromRust(lang, "started without the app's environment", "يبدأ دون بيئة التطبيق"),
      },
    ],
    detail: "seccomp allow-list: on",
  };
  const pins: RegistryPin[] = [
    { kind: "ebl", label: fromRust(lang, "eBL registry", "سجل سندات الشحن الإلكترونية"), pinned: PINNED, offered: OFFERED },
    { kind: "envelope", label: fromRust(lang, "Envelope registry", "سجل المظاريف"), pinned: null, offered: null },
  ];
  const language: LanguageSetting = {
    current: lang,
    system: "en",
    choice: lang,
    available: [
      { tag: "en", name: "English" },
      { tag: "ar", name: "العربية" },
      { tag: "zh-CN", name: "简体中文" },
      { tag: "en-XA", name: "Pseudo (en-XA)" },
    ],
  };
  return answering({
    get_language: () => language,
    app_info: () => ({ name: "eBL Desk", version: "0.1.0", profile: { name: "Sandbox", kind: "sandbox" }, log_folder: "/home/amira/.local/state/ebl-desk/logs" }),
    pdf_jail_status: () => jail,
    list_profiles: () => [SANDBOX, HARBOR],
    profile_deletion_facts: () => ({ keyAddress: KEY, journalEntries: 12, drafts: 2, contacts: 1 }),
    list_registries: () => pins,
    approval_policy_get: () => ({ required: true, includeCopies: false, folder: "/srv/requests" }),
    envelope_settings: () => ({ maxFileMib: 25 }),
    watch_rules_get: () => WATCH_DEFAULTS,
    app_preferences_get: () => ({ closeToTray: "ask", startAtLogin: false }),
  });
}

async function renderIn(lang: Shown) {
  setLanguage(lang);
  const rendered = renderWithIpc(<SettingsScreen />, backend(lang));
  await screen.findByRole("table");
  await screen.findByRole("combobox");
  await screen.findAllByRole("checkbox");
  await screen.findByText(/0x00000000000000000000000000000000000ee812/);
  return rendered;
}

describe.each(["en-XA", "ar"] as const)("Settings in %s", (lang) => {
  it("shows every word from the catalogue, accessibly: the screen, a deletion's facts, the registry confirmation", async () => {
    const user = userEvent.setup();
    const { container } = await renderIn(lang);
    await screen.findAllByText((_, el) => el?.tagName === "LI" && el.textContent?.includes("—") === true);
    expectAllFromCatalogue(container, lang);
    await expectNoAxeViolations(container);

    // The confirmation before deleting a profile, with what it removes and keeps.
    const harbor = screen.getAllByRole("row").find((row) => row.textContent?.includes("Harbor Bank production"));
    const buttons = within(harbor!).getAllByRole("button");
    await user.click(buttons[buttons.length - 1]!);
    await within(harbor!).findByText(/0x8ba1f109551bD432803012645Ac136ddd64DBA72/);
    expectAllFromCatalogue(container, lang);

    // The form's checks, said in the language.
    const forms = screen.getAllByRole("form");
    const add = forms.find((f) => f.querySelector("textarea"))!;
    await user.click(within(add).getAllByRole("button")[0]!);
    await within(add).findByRole("alert");
    expectAllFromCatalogue(container, lang);

    // Accepting another registry address: the dialog.
    const accept = screen
      .getAllByRole("button")
      .find((b) => b.getAttribute("aria-label")?.includes(fromRust(lang, "eBL registry", "سجل سندات الشحن الإلكترونية")));
    await user.click(accept!);
    const dialog = await screen.findByRole("dialog");
    expectAllFromCatalogue(container, lang);
    await expectNoAxeViolations(dialog);
  }, 30_000);
});

describe("Settings in Arabic", () => {
  it("mirrors the document and keeps addresses, names and paths left to right", async () => {
    const { container } = await renderIn("ar");
    expect(document.documentElement.dir).toBe("rtl");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("الإعدادات");
    // Data on its own stays left to right, isolated from the Arabic around it.
    const url = within(screen.getByRole("table")).getByText("https://tdx.harbor.example");
    expect(url.closest("bdi")).toHaveAttribute("dir", "ltr");
    const pinned = screen.getByText(PINNED);
    expect(pinned.closest("bdi")).toHaveAttribute("dir", "ltr");
    expect(screen.getByText("/srv/requests").closest("bdi")).toHaveAttribute("dir", "ltr");
    // A profile's name inside a sentence is an isolated argument.
    expect(screen.getByRole("button", { name: "تعديل \u2068Harbor Bank production\u2069" })).toBeInTheDocument();
    expect(container).toHaveTextContent("ملف واحد لكل يوم");
  });
});
