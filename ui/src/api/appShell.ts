/**
 * The app around the window: what closing the window does, starting at login, the attention
 * count over every watched profile, and the events the shell sends the window (`close-asked`,
 * `open-ebl`).
 *
 * The shell's commands (`app_preferences_get/set`, `window_close_choice`, `attention_summary`)
 * are typed here by locally declared types of the same shape as the Rust ones, until their
 * generated bindings are in this branch; `callShell` is the only untyped call.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { invoke, type InvokeArgs } from "@tauri-apps/api/core";
import { listen } from "@tauri-apps/api/event";
import { useEffect, useRef } from "react";

import type { CommandError } from "./errors";
import { toCommandError } from "./errors";

/** What closing the window does: ask (the first time), keep running in the tray, or quit. */
export type CloseToTray = "ask" | "tray" | "quit";

export interface AppPreferences {
  closeToTray: CloseToTray;
  startAtLogin: boolean;
}

export interface ProfileAttention {
  profileId: string;
  name: string;
  count: number;
}

export interface AttentionSummary {
  total: number;
  profiles: ProfileAttention[];
}

/** The answer to "Keep eBL Desk running?". */
export type CloseChoice = "tray" | "quit";

/** `open-ebl`: a notification was clicked; the window shows that eBL of that profile. */
export interface OpenEbl {
  profileId: string;
  eblId: string;
}

interface ShellCommands {
  app_preferences_get: { args: undefined; result: AppPreferences };
  app_preferences_set: { args: { prefs: AppPreferences }; result: AppPreferences };
  window_close_choice: { args: { choice: CloseChoice; remember: boolean }; result: void };
  attention_summary: { args: undefined; result: AttentionSummary };
}

async function callShell<C extends keyof ShellCommands>(
  command: C,
  args?: ShellCommands[C]["args"],
): Promise<ShellCommands[C]["result"]> {
  try {
    return await invoke<ShellCommands[C]["result"]>(command, args as InvokeArgs | undefined);
  } catch (reason) {
    throw toCommandError(reason);
  }
}

export const appShellKeys = { preferences: ["app", "preferences"] as const };

export const getAppPreferences = () => callShell("app_preferences_get");
export const setAppPreferences = (prefs: AppPreferences) => callShell("app_preferences_set", { prefs });
export const windowCloseChoice = (choice: CloseChoice, remember: boolean) =>
  callShell("window_close_choice", { choice, remember });
export const attentionSummary = () => callShell("attention_summary");

export function useAppPreferences() {
  return useQuery<AppPreferences, CommandError>({ queryKey: appShellKeys.preferences, queryFn: getAppPreferences });
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
