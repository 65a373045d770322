/**
 * Typed wrappers for the profile commands (list, save, switch, delete) and the TanStack Query
 * hooks the Settings screen uses. The client secret only ever goes in: no command returns it.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";

import type { DeletedProfileView } from "../bindings/DeletedProfileView";
import type { ProfileDeletion } from "../bindings/ProfileDeletion";
import type { ProfileView } from "../bindings/ProfileView";
import type { RegistryPin } from "../bindings/RegistryPin";
import type { ServiceProfileInput } from "../bindings/ServiceProfileInput";
import type { SessionInfo } from "../bindings/SessionInfo";
import { t } from "../i18n";
import { CommandError } from "./errors";
import { call } from "./invoke";
import { deskKeys } from "./queryKeys";

export const profileKeys = {
  all: ["profiles"] as const,
  deleted: ["profiles", "deleted"] as const,
};

/** The built-in Sandbox first; `active` marks the one the app is using. */
export async function listProfiles(): Promise<ProfileView[]> {
  const profiles: unknown = await call("list_profiles");
  if (!Array.isArray(profiles)) {
    throw new CommandError("ipc.failed", t("settings-profiles-not-a-list"));
  }
  return profiles as ProfileView[];
}

/** Creates (`input.id` null) or updates a service profile. */
export const saveServiceProfile = (input: ServiceProfileInput) =>
  call("save_service_profile", { input });

/** The app talks to that profile from now on. */
export const switchProfile = (id: string) => call("switch_profile", { id });

/**
 * Refused (code `input.invalid`) for the Sandbox and for the active profile, and
 * (`profile.deletion_changed`) when `confirm` — what the window showed, from
 * `profileDeletionFacts` — is no longer what deleting removes.
 */
export const deleteProfile = (id: string, confirm: ProfileDeletion) => call("delete_profile", { id, confirm });

/** What deleting the profile removes (its key, drafts, contacts) and keeps (its journal entries). */
export const profileDeletionFacts = (id: string) => call("profile_deletion_facts", { id });

/** The deleted profiles whose journals stay readable under Activity. */
export async function deletedProfiles(): Promise<DeletedProfileView[]> {
  const deleted: unknown = await call("deleted_profiles");
  return Array.isArray(deleted) ? (deleted as DeletedProfileView[]) : [];
}

export function useDeletedProfiles() {
  return useQuery<DeletedProfileView[], CommandError>({ queryKey: profileKeys.deleted, queryFn: deletedProfiles });
}

export function useProfiles() {
  return useQuery<ProfileView[], CommandError>({ queryKey: profileKeys.all, queryFn: listProfiles });
}

/**
 * Everything the window knows came from the profile in use. After a switch (or an edit of the
 * active profile), what no screen shows right now is dropped so it is never shown for the wrong
 * profile, and everything else (session, eBLs, keys, recipients, the status bar) is refetched.
 */
export async function refreshEverything(queryClient: QueryClient, session?: SessionInfo) {
  queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
  if (session) queryClient.setQueryData(deskKeys.session, session);
  await queryClient.invalidateQueries();
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation<ProfileView, CommandError, ServiceProfileInput>({
    mutationFn: saveServiceProfile,
    onSuccess: async (saved) => {
      if (saved.active) await refreshEverything(queryClient);
      else await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

export function useSwitchProfile() {
  const queryClient = useQueryClient();
  return useMutation<SessionInfo, CommandError, string>({
    mutationFn: switchProfile,
    onSuccess: (session) => refreshEverything(queryClient, session),
  });
}

export function useDeleteProfile() {
  const queryClient = useQueryClient();
  return useMutation<void, CommandError, { id: string; confirm: ProfileDeletion }>({
    mutationFn: ({ id, confirm }) => deleteProfile(id, confirm),
    // profileKeys.all covers the deleted profiles too (Activity lists their journals).
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

export const registryKeys = {
  all: ["registries"] as const,
};

/** The registry contracts the profile in use signs for: pinned at first use, and any new one offered. */
export async function listRegistries(): Promise<RegistryPin[]> {
  const pins: unknown = await call("list_registries");
  if (!Array.isArray(pins)) {
    throw new CommandError("ipc.failed", t("settings-registries-not-a-list"));
  }
  return pins as RegistryPin[];
}

/** Pins the new registry address the service named (only the offered one is accepted). */
export const acceptRegistry = (kind: string, address: string) =>
  call("accept_registry", { kind, address });

export function useRegistries() {
  return useQuery<RegistryPin[], CommandError>({ queryKey: registryKeys.all, queryFn: listRegistries });
}

export function useAcceptRegistry() {
  const queryClient = useQueryClient();
  return useMutation<RegistryPin[], CommandError, { kind: string; address: string }>({
    mutationFn: ({ kind, address }) => acceptRegistry(kind, address),
    onSuccess: (pins) => queryClient.setQueryData(registryKeys.all, pins),
  });
}
