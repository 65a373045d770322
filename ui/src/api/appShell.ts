/**
 * The app around the window: what closing the window does, starting at login, the attention
 * count over every watched profile, and the events the shell sends the window (`close-asked`,
 * `open-ebl`).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { listen } from "@tauri-apps/api/event";
import { useEffect, useRef } from "react";

import type { AppPreferences } from "../bindings/AppPreferences";
import type { AttentionSummary } from "../bindings/AttentionSummary";
import type { CloseChoice } from "../bindings/CloseChoice";
import type { CommandError } from "./errors";
import { call } from "./invoke";

export type { AppPreferences, CloseChoice };
export type { CloseToTray } from "../bindings/CloseToTray";

/** `open-ebl`'s payload: a notification was clicked; the window shows that eBL of that profile. */
export type { OpenEbl } from "../bindings/OpenEbl";

export const appShellKeys = {
  preferences: ["app", "preferences"] as const,
  /** Under the attention keys: `attention-changed` fetches it again with the items. */
  summary: ["attention", "summary"] as const,
};

export const getAppPreferences = () => call("app_preferences_get");
export const setAppPreferences = (prefs: AppPreferences) => call("app_preferences_set", { prefs });
export const windowCloseChoice = (choice: CloseChoice, remember: boolean) =>
  call("window_close_choice", { choice, remember });
export const attentionSummary = () => call("attention_summary");

export function useAppPreferences() {
  return useQuery<AppPreferences, CommandError>({ queryKey: appShellKeys.preferences, queryFn: getAppPreferences });
}

/** The open items of every watched profile (the tray's count), by profile. */
export function useAttentionSummary() {
  return useQuery<AttentionSummary, CommandError>({
    queryKey: appShellKeys.summary,
    queryFn: attentionSummary,
    staleTime: 10_000,
  });
}

export function useSaveAppPreferences() {
  const queryClient = useQueryClient();
  return useMutation<AppPreferences, CommandError, AppPreferences>({
    mutationFn: setAppPreferences,
    onSuccess: (prefs) => queryClient.setQueryData(appShellKeys.preferences, prefs),
  });
}

/** Calls `handler` with each `event` the shell sends the window (the latest handler). */
export function useShellEvent<T>(event: string, handler: (payload: T) => void) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    let stopped = false;
    let unlisten: (() => void) | undefined;
    listen<T>(event, (e) => latest.current(e.payload))
      .then((fn) => {
        if (stopped) fn();
        else unlisten = fn;
      })
      .catch(() => {
        // Outside the app window (no event system) there is nothing to listen to.
      });
    return () => {
      stopped = true;
      unlisten?.();
    };
  }, [event]);
}
