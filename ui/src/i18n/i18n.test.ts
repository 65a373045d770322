import { FluentResource } from "@fluent/bundle";
import { describe, expect, it } from "vitest";
import { bundleOf, filesOf } from "./catalogue";
import { currentLang, setLanguage, t } from "./index";
import { pseudo } from "./pseudo";

function idsOf(folder: string): Set<string> {
  const ids = new Set<string>();
  for (const [, source] of filesOf(folder)) {
    for (const entry of new FluentResource(source).body) ids.add(entry.id);
  }
  return ids;
}

describe("the window's catalogue", () => {
  it("speaks the language Rust chose, and mirrors the document for Arabic", () => {
    expect(currentLang()).toBe("en");
    expect(t("app-nav-settings")).toBe("Settings");
    setLanguage("ar");
    expect(t("app-nav-settings")).toBe("الإعدادات");
    expect(document.documentElement.dir).toBe("rtl");
    expect(document.documentElement.lang).toBe("ar");
    setLanguage("zh-CN");
    expect(t("app-nav-settings")).toBe("设置");
    expect(document.documentElement.dir).toBe("ltr");
  });

  it("shows the pseudo-locale accented and longer, and an unknown id as itself", () => {
    expect(pseudo("Settings")).toBe("Šééţţîîñĝš");
    setLanguage("en-XA");
    expect(t("app-nav-settings")).toBe("Šééţţîîñĝš");
    expect(t("no-such-message")).toBe("no-such-message");
  });

  it("parses every file, and every English message is in Arabic and Chinese", () => {
    for (const folder of ["en", "ar", "zh-CN"]) {
      for (const lang of ["en", "ar", "zh-CN"] as const) {
        const errors: string[] = [];
        for (const [path, source] of filesOf(folder)) {
          const junk = new FluentResource(source).body.length === 0 && source.trim() !== "" ? [path] : [];
          errors.push(...junk);
        }
        expect(errors, `${folder} (${lang})`).toEqual([]);
      }
    }
    // A file that does not parse gives Junk, which the bundle reports when it is added.
    for (const lang of ["en", "ar", "zh-CN"] as const) expect(() => bundleOf(lang)).not.toThrow();
    const english = idsOf("en");
    expect(english.size).toBeGreaterThan(0);
    for (const folder of ["ar", "zh-CN"]) {
      const other = idsOf(folder);
      expect([...english].filter((id) => !other.has(id)), `missing from ${folder}`).toEqual([]);
    }
  });
});
