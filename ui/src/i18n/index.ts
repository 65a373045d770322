// The window's words, from the one catalogue (`locales/`, Project Fluent), in the language Rust
// chose (the user's choice in Settings › Language, else the system's `LANG`), never WebKit's
// guess. See /locales and crates/i18n for the Rust half.
//
//   t("ebls-title")                  a message, in models and components alike
//   t("ebls-count", { count: 3 })    with arguments (placeables); data always goes in as one
//   useT()                           the same `t`, re-rendering the component on a change
//   <Ltr>{reference}</Ltr>           data shown on its own: left to right, isolated, not words

import { useSyncExternalStore } from "react";
import { format, type Args } from "./catalogue";
import { formattersOf } from "./format";
import { dirOf, intlLocaleOf, parseLang, type Lang } from "./languages";

export type { Lang } from "./languages";
export { LANGS, dirOf, parseLang } from "./languages";
export { Ltr } from "./Ltr";
export type { Args } from "./catalogue";

declare global {
  interface Window {
    /** Set by Rust before the page loads (src-tauri, the `language` plugin's init script). */
    __EBL_DESK_LANG__?: { tag: string; dir: string };
  }
}

let current: Lang = parseLang(globalThis.window?.__EBL_DESK_LANG__?.tag) ?? "en";
const listeners = new Set<() => void>();

/** The language the window speaks now. */
export function currentLang(): Lang {
  return current;
}

/** Speak `lang` from now on: the document's `lang` and `dir`, and every `useT` re-renders. */
export function setLanguage(lang: Lang): void {
  current = lang;
  applyToDocument();
  for (const listener of listeners) listener();
}

/** The document's `lang` and `dir` for the current language (at start-up and on each change). */
export function applyToDocument(): void {
  if (typeof document === "undefined") return;
  document.documentElement.lang = current;
  document.documentElement.dir = dirOf(current);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The message `id` in the current language (English where a catalogue lacks it; the id if none has it). */
export function t(id: string, args?: Args): string {
  return format(current, id, args);
}

/** `t`, and the component re-renders when the language changes. */
export function useT(): typeof t {
  useSyncExternalStore(subscribe, currentLang, currentLang);
  return t;
}

/** The current language, re-rendering on a change (for a key that remounts a subtree). */
export function useLang(): Lang {
  return useSyncExternalStore(subscribe, currentLang, currentLang);
}

/** The locale `Intl` formats with now (`undefined`: the system's, for English). */
export function intlLocale(): string | undefined {
  return intlLocaleOf(current);
}

export function formatNumber(n: number): string {
  return formattersOf(current).number.format(n);
}

/** A day, e.g. `27 Nov 2026` / `٢٧ نوفمبر ٢٠٢٦` / `2026年11月27日`. */
export function formatDate(when: number | Date): string {
  return formattersOf(current).date.format(when);
}

/** A day and a time of day. */
export function formatDateTime(when: number | Date): string {
  return formattersOf(current).dateTime.format(when);
}

/** A time of day, 24-hour. */
export function formatTime(when: number | Date): string {
  return formattersOf(current).time.format(when);
}
