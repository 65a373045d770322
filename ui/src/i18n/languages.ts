// The languages eBL Desk speaks, as Rust names them (crates/i18n `Lang::tag`).

export type Lang = "en" | "ar" | "zh-CN" | "en-XA";

export const LANGS: readonly Lang[] = ["en", "ar", "zh-CN", "en-XA"];

/** The folder of `locales/` a language's messages are read from (the pseudo-locale is English, transformed). */
export function catalogueOf(lang: Lang): string {
  return lang === "en-XA" ? "en" : lang;
}

/** The locale `Intl` formats with: English as the system formats it (unchanged from before the catalogue). */
export function intlLocaleOf(lang: Lang): string | undefined {
  switch (lang) {
    case "ar":
      return "ar-EG";
    case "zh-CN":
      return "zh-CN";
    default:
      return undefined;
  }
}

export function dirOf(lang: Lang): "ltr" | "rtl" {
  return lang === "ar" ? "rtl" : "ltr";
}

/** `tag` as one of ours, or `null`. */
export function parseLang(tag: unknown): Lang | null {
  return typeof tag === "string" && (LANGS as readonly string[]).includes(tag) ? (tag as Lang) : null;
}
