/**
 * Typed wrappers and hooks for what needs attention (the active profile's open items, snoozing
 * and closing them), the watch rules, and the surrender deadlines of an eBL. Background watching
 * on the Rust side announces new counts (`attention-changed`); the hooks fetch again then.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { AttentionItem } from "../bindings/AttentionItem";
import type { AttentionList } from "../bindings/AttentionList";
import type { DeadlineFor } from "../bindings/DeadlineFor";
import type { DeadlineInput } from "../bindings/DeadlineInput";
import type { EblDeadlines } from "../bindings/EblDeadlines";
import type { WatchRules } from "../bindings/WatchRules";
import type { CommandError } from "./errors";
import { useShellEvent } from "./appShell";
import { call } from "./invoke";
import { deskKeys } from "./queryKeys";

export const attentionKeys = {
  all: ["attention"] as const,
  list: ["attention", "list"] as const,
  rules: ["attention", "rules"] as const,
  deadlines: (eblId: string) => ["attention", "deadlines", eblId] as const,
};

export const NOTHING_NEEDS_ATTENTION: AttentionList = { items: [], snoozed: [] };

/** The active profile's items: open ones (newest first) and snoozed ones. */
export async function listAttention(): Promise<AttentionList> {
  const list = await call("attention_list");
  // An app without the command (or a stand-in that does not answer it) has nothing to show.
  return list && Array.isArray(list.items) ? { items: list.items, snoozed: list.snoozed ?? [] } : NOTHING_NEEDS_ATTENTION;
}
export const snoozeAttention = (key: string, until: number) => call("attention_snooze", { key, until });
export const attentionDone = (key: string) => call("attention_done", { key });
export const getWatchRules = () => call("watch_rules_get");
export const setWatchRules = (rules: WatchRules) => call("watch_rules_set", { rules });
export const getEblDeadlines = (eblId: string) => call("ebl_deadlines", { eblId });
export const setDeadline = (eblId: string, input: DeadlineInput) => call("deadline_set", { eblId, input });
export const clearDeadline = (eblId: string, appliesTo: DeadlineFor) => call("deadline_clear", { eblId, appliesTo });

export function useAttentionList() {
  return useQuery<AttentionList, CommandError>({
    queryKey: attentionKeys.list,
    queryFn: listAttention,
    staleTime: 10_000,
  });
}

/** The open items of one eBL (none while the list is not in). */
export function itemsOfEbl(list: AttentionList | undefined, eblId: string): AttentionItem[] {
  return (list?.items ?? []).filter((item) => item.eblId === eblId);
}

/** Snoozing or closing an item: the answer is the new list (the navigation's count follows). */
export function useAttentionMutation<TArgs>(fn: (args: TArgs) => Promise<AttentionList>) {
  const queryClient = useQueryClient();
  return useMutation<AttentionList, CommandError, TArgs>({
    mutationFn: fn,
    onSuccess: (list) => queryClient.setQueryData(attentionKeys.list, list),
  });
}

export const useSnooze = () =>
  useAttentionMutation(({ key, until }: { key: string; until: number }) => snoozeAttention(key, until));
export const useDone = () => useAttentionMutation((key: string) => attentionDone(key));

/**
 * `attention-changed`: watching on the Rust side raised or cleared items; fetch them again, and
 * the eBLs with them: an item and its eBL's row are read from the same cached eBL, so the list
 * never shows a row older than its item's reason (the change may have come through `tdx` on the
 * same store, which the window's poll finds already in the cache).
 */
export function useAttentionChangedListener() {
  const queryClient = useQueryClient();
  useShellEvent("attention-changed", () => {
    void queryClient.invalidateQueries({ queryKey: attentionKeys.all });
    void queryClient.invalidateQueries({ queryKey: deskKeys.ebls, refetchType: "active" });
  });
}

export function useWatchRules() {
  return useQuery<WatchRules, CommandError>({ queryKey: attentionKeys.rules, queryFn: getWatchRules });
}

export function useSaveWatchRules() {
  const queryClient = useQueryClient();
  return useMutation<WatchRules, CommandError, WatchRules>({
    mutationFn: setWatchRules,
    onSuccess: (rules) => {
      queryClient.setQueryData(attentionKeys.rules, rules);
      // Rules turned off or tuned may close or raise items.
      void queryClient.invalidateQueries({ queryKey: attentionKeys.list });
    },
  });
}

export function useEblDeadlines(eblId: string) {
  return useQuery<EblDeadlines, CommandError>({
    queryKey: attentionKeys.deadlines(eblId),
    queryFn: () => getEblDeadlines(eblId),
  });
}

/** Setting or clearing a deadline: the answer is the eBL's deadlines. A voyage's deadline is the
 * other eBLs' of that voyage too, so every eBL's deadlines are asked again when next shown. */
export function useDeadlineMutation<TArgs>(eblId: string, fn: (args: TArgs) => Promise<EblDeadlines>) {
  const queryClient = useQueryClient();
  return useMutation<EblDeadlines, CommandError, TArgs>({
    mutationFn: fn,
    onSuccess: async (deadlines) => {
      await queryClient.invalidateQueries({ queryKey: ["attention", "deadlines"], refetchType: "none" });
      queryClient.setQueryData(attentionKeys.deadlines(eblId), deadlines);
      void queryClient.invalidateQueries({ queryKey: attentionKeys.list });
    },
  });
}
