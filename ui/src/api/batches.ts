/**
 * Bulk actions on the selected eBLs: what the selection allows, one review for all, "Sign and
 * submit all" with its progress, Cancel, Retry, and the batches an earlier run left unfinished.
 */
import { useQuery } from "@tanstack/react-query";

import type { ActionKind } from "../bindings/ActionKind";
import type { BatchView } from "../bindings/BatchView";
import type { BatchAction } from "../bindings/BatchAction";
import type { CommandError } from "./errors";
import { call } from "./invoke";
import { deskKeys } from "./queryKeys";

export const batchKeys = {
  selection: (ids: string[]) => [...deskKeys.ebls, "selection", ids] as const,
  open: ["batches", "open"] as const,
  batch: (id: string | null) => ["batches", "batch", id] as const,
};

export const selectionActions = (eblIds: string[]) =>
  call("batch_actions", { eblIds });
/** Reviews the action on every eBL (nothing is signed). */
export const prepareBatch = (eblIds: string[], kind: ActionKind, recipientInbox: string | null) =>
  call("prepare_batch", { eblIds, kind, recipientInbox });
/** Signs and submits every reviewed eBL; resolves when each has an outcome. */
/** `recipientName`: what the batch's receiver check asked to be typed, or null. */
export const runBatch = (batchId: string, recipientName: string | null = null) =>
  call("run_batch", { batchId, recipientName });
export const batchStatus = (batchId: string) => call("batch_status", { batchId });
export const cancelBatch = (batchId: string) => call("cancel_batch", { batchId });
/**
 * Retry (or Resume): settles lost answers and reviews again every eBL that did not go through. It
 * stops at the fresh review (the view's lines, `ready`): nothing is signed until `runBatch`.
 */
export const retryBatch = (batchId: string) => call("retry_batch", { batchId });
export const openBatches = () => call("open_batches");
export const closeBatch = (batchId: string) => call("close_batch", { batchId });

/** What each bulk action would do with the selection (from the list as last fetched). */
export function useSelectionActions(ids: string[]) {
  return useQuery<BatchAction[], CommandError>({
    queryKey: batchKeys.selection(ids),
    queryFn: () => selectionActions(ids),
    enabled: ids.length > 0,
    placeholderData: (previous) => previous,
  });
}

/** Batches on record that the user has not put away (an interrupted one, at a start). */
export function useOpenBatches(enabled: boolean) {
  return useQuery<BatchView[], CommandError>({
    queryKey: batchKeys.open,
    queryFn: openBatches,
    enabled,
  });
}
