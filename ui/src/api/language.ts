/**
 * The language the app speaks (Settings › Language): the one in use, the system's, the user's
 * choice and the languages on offer, as Rust keeps them (`get_language`), and a new choice
 * (`set_language`: remembered with the app's preferences and applied to Rust at once). After an
 * answer the window speaks its `current` language too (`setLanguage` in ../i18n).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { LanguageSetting } from "../bindings/LanguageSetting";
import { currentLang, parseLang, setLanguage, t } from "../i18n";
import { CommandError } from "./errors";
import { call } from "./invoke";

export type { LanguageSetting } from "../bindings/LanguageSetting";
export type { LanguageOption } from "../bindings/LanguageOption";

export const languageKey = ["language"] as const;

/** The answer, checked: a window never breaks on an answer it did not expect. */
function checked(answer: unknown): LanguageSetting {
  const a = answer as Partial<LanguageSetting> | null;
  const ok =
    typeof a === "object" &&
    a !== null &&
    typeof a.current === "string" &&
    typeof a.system === "string" &&
    (a.choice === null || typeof a.choice === "string") &&
    Array.isArray(a.available) &&
    a.available.every((o) => typeof o?.tag === "string" && typeof o.name === "string");
  if (!ok) throw new CommandError("ipc.failed", t("settings-language-not-a-setting"));
  return a as LanguageSetting;
}

export const getLanguage = async () => checked(await call("get_language"));
/** `choice` null: follow the system. */
export const chooseLanguage = async (choice: string | null) => checked(await call("set_language", { choice }));

export function useLanguageSetting() {
  return useQuery<LanguageSetting, CommandError>({ queryKey: languageKey, queryFn: getLanguage, staleTime: Infinity });
}

/** The window speaks what Rust now speaks. */
export function speak(setting: LanguageSetting): void {
  setLanguage(parseLang(setting.current) ?? "en");
}

/** `beforeChange`: called just before the window speaks another language (its screens remount then). */
export function useChooseLanguage(beforeChange?: () => void) {
  const queryClient = useQueryClient();
  return useMutation<LanguageSetting, CommandError, string | null>({
    mutationFn: chooseLanguage,
    onSuccess: async (setting) => {
      queryClient.setQueryData(languageKey, setting);
      if ((parseLang(setting.current) ?? "en") !== currentLang()) beforeChange?.();
      speak(setting);
      // What Rust wrote in words (a key's standing, the PDF viewer's protections) is asked again,
      // in the new language.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== languageKey[0] });
    },
  });
}
