import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import type { LanguageSetting } from "../../api/language";
import { currentLang, setLanguage } from "../../i18n";
import { answering, ipcError, renderWithIpc, type IpcAnswers } from "../../test/renderWithIpc";
import { LanguageRoot } from "../../i18n/LanguageRoot";
import { LanguageSection } from "./LanguageSection";

const AVAILABLE = [
  { tag: "en", name: "English" },
  { tag: "ar", name: "العربية" },
  { tag: "zh-CN", name: "简体中文" },
  { tag: "en-XA", name: "Pseudo (en-XA)" },
];

/** The app's preferences as Rust keeps them: the system speaks `system`, the choice is remembered. */
function rust(system: string, choice: string | null = null, overrides: IpcAnswers = {}) {
  let kept = choice;
  const setting = (): LanguageSetting => ({ current: kept ?? system, system, choice: kept, available: AVAILABLE });
  return answering({
    get_language: setting,
    set_language: ({ choice: next }) => {
      kept = next;
      return setting();
    },
    ...overrides,
  });
}

describe("Settings › Language", () => {
  it("offers the system's language first, then each language by its own name, the pseudo-locale last", async () => {
    renderWithIpc(<LanguageSection />, rust("ar"));
    expect(screen.getByRole("heading", { name: "Language" })).toBeInTheDocument();
    const select = await screen.findByRole("combobox", { name: "Language" });
    const options = [...select.querySelectorAll("option")].map((o) => o.textContent);
    expect(options).toEqual(["Follow the system (العربية)", "English", "العربية", "简体中文", "Pseudo (en-XA)"]);
    // No choice yet: following the system is what is selected.
    expect(select).toHaveValue("");
    expect(screen.getByRole("option", { name: "Follow the system (العربية)" })).toHaveProperty("selected", true);
  });

  it("shows the remembered choice selected", async () => {
    // Rust started the window in the remembered language (window.__EBL_DESK_LANG__).
    setLanguage("zh-CN");
    renderWithIpc(<LanguageSection />, rust("en", "zh-CN"));
    const select = await screen.findByRole("combobox", { name: "语言" });
    expect(select).toHaveValue("zh-CN");
    expect(screen.getByRole("option", { name: "跟随系统（English）" })).toHaveProperty("selected", false);
  });

  it("speaks the chosen language at once, mirrored for Arabic, and can follow the system again", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<LanguageSection />, rust("en"));
    const select = await screen.findByRole("combobox", { name: "Language" });

    await user.selectOptions(select, "العربية");
    // Rust is told (it remembers the choice and speaks it in errors and notifications) ...
    expect(callsOf("set_language").map((c) => c.args)).toEqual([{ choice: "ar" }]);
    // ... and the window speaks its answer without a restart.
    expect(await screen.findByRole("heading", { name: "اللغة" })).toBeInTheDocument();
    expect(currentLang()).toBe("ar");
    expect(document.documentElement.dir).toBe("rtl");
    expect(document.documentElement.lang).toBe("ar");
    const mirrored = screen.getByRole("combobox", { name: "اللغة" });
    expect(mirrored).toHaveValue("ar");
    // The system's language, named in itself, inside the Arabic words.
    expect(screen.getByRole("option", { name: /^اتباع لغة النظام/ })).toHaveTextContent("English");

    await user.selectOptions(mirrored, "");
    expect(callsOf("set_language").map((c) => c.args)).toEqual([
      { choice: "ar" },
      { choice: null },
    ]);
    expect(await screen.findByRole("heading", { name: "Language" })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe("ltr");
    expect(screen.getByRole("combobox", { name: "Language" })).toHaveValue("");
  });

  it("gives the keyboard back to the list after the window says everything again in the new language", async () => {
    const user = userEvent.setup();
    renderWithIpc(
      <LanguageRoot>
        <LanguageSection />
      </LanguageRoot>,
      rust("en"),
    );
    const select = await screen.findByRole("combobox", { name: "Language" });
    select.focus();
    await user.selectOptions(select, "简体中文");
    const again = await screen.findByRole("combobox", { name: "语言" });
    // A new element: the screens were remounted, every word said again.
    expect(again).not.toBe(select);
    expect(again).toHaveFocus();
  });

  it("says so when the answer is not a language setting, and shows nothing to choose", async () => {
    renderWithIpc(<LanguageSection />, () => ({ name: "eBL Desk" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The language could not be read");
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
  });

  it("keeps the language when Rust refuses the choice, and says so", async () => {
    const user = userEvent.setup();
    renderWithIpc(
      <LanguageSection />,
      rust("en", null, { set_language: () => ipcError("input.invalid", "The language xx is not one eBL Desk speaks.") }),
    );
    await user.selectOptions(await screen.findByRole("combobox", { name: "Language" }), "简体中文");
    expect(await screen.findByRole("alert")).toHaveTextContent("The language was not changed");
    expect(currentLang()).toBe("en");
    expect(screen.getByRole("combobox", { name: "Language" })).toHaveValue("");
  });
});
