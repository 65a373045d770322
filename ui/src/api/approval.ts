/**
 * Dual control: the profile's policy (does a transfer or surrender need a second person?), the
 * maker's signing request, and the approver's review of a request and its approval.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { ActionKind } from "../bindings/ActionKind";
import type { ApprovalPolicy } from "../bindings/ApprovalPolicy";
import type { OfferedRequest } from "../bindings/OfferedRequest";
import type { CommandError } from "./errors";
import { call } from "./invoke";
import { t } from "../i18n";

export const approvalKeys = {
  all: ["approval"] as const,
  policy: ["approval", "policy"] as const,
  offered: ["approval", "offered"] as const,
};

/** The request file's extension (the format's, `tdx_approval::FILE_EXTENSION`). */
export const REQUEST_EXTENSION = "ebl-request";
/** The open and save dialogs' filter for request files (named in the language of the moment). */
export const requestFilters = () => [{ name: t("approvals-file-filter"), extensions: [REQUEST_EXTENSION] }];
/** How long a request stays valid unless the maker says otherwise. */
export const DEFAULT_VALID_HOURS = 24;

export const getApprovalPolicy = () => call("approval_policy_get");
export const setApprovalPolicy = (policy: ApprovalPolicy) => call("approval_policy_set", { policy });
export const requestApproval = (
  eblIds: string[],
  kind: ActionKind,
  recipient: string | null,
  note: string,
  validHours: number,
) => call("approval_request", { eblIds, kind, recipient, note, validHours });
/** Writes a request's text at a path the save dialog gave. */
export const saveRequest = (text: string, path: string) => call("approval_save", { text, path });
export const openRequestText = (text: string) => call("approval_open_text", { text });
/** Opens a request file the open dialog gave or a drop recorded. */
export const openRequestFile = (path: string) => call("approval_open_file", { path });
/** Opens the request with this id offered in the profile's requests folder. */
export const openOfferedRequest = (requestId: string) => call("approval_open_offered", { requestId });
export const approveRequest = (reviewId: string, recipientName: string | null) =>
  call("approval_approve", { reviewId, recipientName });
export const offeredRequests = () => call("approval_offered");
/** The native folder dialog; null when cancelled. The folder may then be named in a setting. */
export const chooseFolder = (title: string) => call("choose_folder", { title });

/** An action, as a request names it ("Request: Transfer — 2 eBLs"). */
export function approvalActionWords(kind: ActionKind): string {
  switch (kind) {
    case "REQUEST_SURRENDER_FOR_DELIVERY":
      return t("approvals-action-surrender");
    case "TRANSFER_POSSESSION":
      return t("approvals-action-transfer");
    case "SEND_AS_COPY":
      return t("approvals-action-copy");
  }
}

/** Whether `policy` asks for a second person for `kind` (copies only when it includes them). */
export function needsSecondPerson(policy: ApprovalPolicy | undefined, kind: ActionKind): boolean {
  if (!policy?.required) return false;
  return kind !== "SEND_AS_COPY" || policy.includeCopies;
}

export function useApprovalPolicy(enabled = true) {
  return useQuery<ApprovalPolicy, CommandError>({
    queryKey: approvalKeys.policy,
    queryFn: getApprovalPolicy,
    enabled,
    staleTime: 30_000,
  });
}

export function useSaveApprovalPolicy() {
  const queryClient = useQueryClient();
  return useMutation<ApprovalPolicy, CommandError, ApprovalPolicy>({
    mutationFn: setApprovalPolicy,
    onSuccess: (saved) => {
      queryClient.setQueryData(approvalKeys.policy, saved);
      void queryClient.invalidateQueries({ queryKey: approvalKeys.offered });
    },
  });
}

export function useOfferedRequests() {
  return useQuery<OfferedRequest[], CommandError>({
    queryKey: approvalKeys.offered,
    queryFn: offeredRequests,
    staleTime: 5_000,
  });
}
