/**
 * The eBLs: the list (the local cache, then the service), one eBL's detail, the recipients an
 * action may name, preparing, confirming and cancelling an action, and the changes that
 * background polling on the Rust side announces.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { listen } from "@tauri-apps/api/event";
import { useEffect, useMemo } from "react";

import type { ActionKind } from "../bindings/ActionKind";
import type { EblChanges } from "../bindings/EblChanges";
import type { EblDetail } from "../bindings/EblDetail";
import type { EblList } from "../bindings/EblList";
import type { EblListHead } from "../bindings/EblListHead";
import type { Recipient } from "../bindings/Recipient";
import type { CommandError } from "./errors";
import { call } from "./invoke";
import { deskKeys } from "./queryKeys";
import { useSessionExpiry } from "./session";

export const listEbls = (refresh: boolean) => call("list_ebls", { refresh });
/** How many rows a start shows before the whole list: more than a tall window holds. */
export const HEAD_ROWS = 60;
/** The list's first rows and how many there are (null: none to show before the list). */
export const listEblsHead = async (): Promise<EblListHead | null> =>
  (await call("list_ebls_head", { count: HEAD_ROWS })) ?? null;
export const getEbl = (id: string) => call("get_ebl", { id });
export const acceptEblParties = (id: string) => call("accept_ebl_parties", { id });
export const listRecipients = () => call("list_recipients");
export const prepareAction = (eblId: string, kind: ActionKind, recipientInbox: string | null) =>
  call("prepare_action", { eblId, kind, recipientInbox });
/** `recipientName`: what the review asked to be typed to confirm its recipient, or null. */
export const confirmAction = (reviewId: string, recipientName: string | null = null) =>
  call("confirm_action", { reviewId, recipientName });
export const cancelAction = (reviewId: string) => call("cancel_action", { reviewId });

/** How often the service is asked again while the list is offline. */
export const OFFLINE_RETRY_MS = 5_000;

/**
 * Resolves after the window has painted what is committed now (a frame, then a task), or after
 * 100 ms when the window draws no frames (hidden).
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const late = setTimeout(resolve, 100);
    if (typeof requestAnimationFrame !== "function") return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(late);
        resolve();
      }, 0),
    );
  });
}

/** What the list shows: the whole list, or at a start its first rows while the rest comes. */
export interface ShownEblList {
  data: EblList | undefined;
  /** How many rows the whole list has (the head's count while only the head is here). */
  total: number;
  /** Only the list's first rows are here: filters and the count wait for the rest. */
  partial: boolean;
  isPending: boolean;
  isFetching: boolean;
  error: CommandError | null;
  refresh: () => Promise<unknown>;
}

/**
 * The eBL list: at a start its first rows (the local cache's, in the list's order) at once, then
 * the whole cached list after they are painted, then the service. While the service answers, the
 * cache is shown; when it fails, the cache stays with the error beside it.
 */
export function useEblList(enabled: boolean): ShownEblList {
  const queryClient = useQueryClient();
  const listKnown =
    queryClient.getQueryData(deskKeys.eblList(false)) !== undefined ||
    queryClient.getQueryData(deskKeys.eblList(true)) !== undefined;
  const head = useQuery<EblListHead | null, CommandError>({
    queryKey: deskKeys.eblListHead,
    queryFn: listEblsHead,
    // Only until a whole list is here (main.tsx asks at start).
    enabled: enabled && !listKnown,
    staleTime: Infinity,
  });
  const cached = useQuery<EblList, CommandError>({
    queryKey: deskKeys.eblList(false),
    queryFn: async () => {
      // The first rows are painted before the whole list's JSON is read in the window.
      await afterPaint();
      return listEbls(false);
    },
    enabled: enabled && (listKnown || !head.isPending),
    // The cache is read once; the service query keeps the list current.
    staleTime: Infinity,
  });
  const fresh = useQuery<EblList, CommandError>({
    queryKey: deskKeys.eblList(true),
    queryFn: () => listEbls(true),
    // Asked once the cache has answered: on a 2-core machine the service fetch would otherwise
    // compete with the cached list for the first paint of a warm launch.
    enabled: enabled && !cached.isPending,
    // Background polling announces changes (ebl-changes) and actions invalidate the list, so coming
    // back from a detail asks the service again only when something invalidated the list (at
    // 100,000 eBLs a fetch of every page takes many seconds, and would slow the next click).
    staleTime: 30_000,
    refetchOnMount: (query) => query.state.isInvalidated,
    refetchOnWindowFocus: false,
    // While the service cannot be reached the saved list is shown, and the service is asked
    // again in the background until it answers.
    refetchInterval: (query) => (query.state.data?.offline ? OFFLINE_RETRY_MS : false),
    refetchIntervalInBackground: true,
  });
  // One copy of the rows in the window's memory: once the service has answered, the cache's
  // answer is replaced by the same list (10,000 rows are ~10 MB of JavaScript objects).
  useEffect(() => {
    if (fresh.data && queryClient.getQueryData(deskKeys.eblList(false)) !== fresh.data) {
      queryClient.setQueryData(deskKeys.eblList(false), fresh.data);
    }
  }, [fresh.data, queryClient]);
  const error = fresh.error ?? (fresh.data ? null : cached.error);
  useSessionExpiry(error);
  const whole = fresh.data ?? cached.data;
  const headData = head.data;
  const headList = useMemo<EblList | undefined>(
    () => (headData ? { rows: headData.rows, fetchedAt: headData.fetchedAt, offline: false } : undefined),
    [headData],
  );
  const data = whole ?? headList;
  return {
    data,
    total: whole ? whole.rows.length : (headData?.total ?? 0),
    partial: !whole && headList !== undefined,
    isPending: data === undefined && cached.isPending && fresh.isPending,
    isFetching: fresh.isFetching,
    error,
    refresh: () => fresh.refetch(),
  };
}

export function useEblDetail(id: string) {
  const query = useQuery<EblDetail, CommandError>({ queryKey: deskKeys.ebl(id), queryFn: () => getEbl(id) });
  useSessionExpiry(query.error);
  return query;
}

export function useRecipients(enabled: boolean) {
  return useQuery<Recipient[], CommandError>({
    queryKey: deskKeys.recipients,
    queryFn: listRecipients,
    enabled,
    staleTime: 60_000,
  });
}

/** Background polling on the Rust side announces changes; the list and details refetch. */
export function useEblChangesListener(onChanges?: (changes: EblChanges) => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stopped = false;
    let unlisten: (() => void) | undefined;
    listen<EblChanges>("ebl-changes", (event) => {
      void queryClient.invalidateQueries({ queryKey: deskKeys.ebls });
      onChanges?.(event.payload);
    })
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
  }, [queryClient, onChanges]);
}
