/**
 * The language the app speaks (Settings › Language): the one in use, the system's, the user's
 * choice and the languages on offer, as Rust keeps them (`get_language`), and a new choice
 * (`set_language`: remembered with the app's preferences and applied to Rust at once). After an
 * answer the window speaks its `current` language too (`setLanguage` in ../i18n).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { invoke } from "@tauri-apps/api/core";

import { parseLang, setLanguage } from "../i18n";
import { CommandError, toCommandError } from "./errors";

// The same shapes as crates/desk/src/language.rs (`LanguageSetting`, `LanguageOption`); the
// generated bindings replace these once the commands are registered (branch h-i18n-core).
export interface LanguageOption {
  /** `en`, `ar`, `zh-CN`, `en-XA`. */
  tag: string;
  /** Its name in itself: `English`, `العربية`, `简体中文`. */
  name: string;
}

export interface LanguageSetting {
  /** The language in use (the choice, else the system's). */
  current: string;
  /** The system's language. */
  system: string;
  /** The user's choice; null follows the system. */
  choice: string | null;
  available: LanguageOption[];
}

export const languageKey = ["language"] as const;

function isSetting(value: unknown): value is LanguageSetting {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.current === "string" && typeof v.system === "string" && Array.isArray(v.available);
}

async function ask(command: "get_language" | "set_language", args?: { choice: string | null }): Promise<LanguageSetting> {
  let answer: unknown;
  try {
    answer = await invoke(command, args);
  } catch (reason) {
    throw toCommandError(reason);
  }
  if (!isSetting(answer)) {
    throw new CommandError("ipc.failed", String(answer));
  }
  return answer;
}

export const getLanguage = () => ask("get_language");
/** `choice` null: follow the system. */
export const chooseLanguage = (choice: string | null) => ask("set_language", { choice });

export function useLanguageSetting() {
  return useQuery<LanguageSetting, CommandError>({ queryKey: languageKey, queryFn: getLanguage, staleTime: Infinity });
}

/** The window speaks what Rust now speaks. */
export function speak(setting: LanguageSetting): void {
  setLanguage(parseLang(setting.current) ?? "en");
}

export function useChooseLanguage() {
  const queryClient = useQueryClient();
  return useMutation<LanguageSetting, CommandError, string | null>({
    mutationFn: chooseLanguage,
    onSuccess: async (setting) => {
      queryClient.setQueryData(languageKey, setting);
      speak(setting);
      // What Rust wrote in words (a key's standing, the PDF viewer's protections) is asked again,
      // in the new language.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== languageKey[0] });
    },
  });
}
