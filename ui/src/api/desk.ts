/**
 * Typed wrappers for the eBL Desk commands (session, eBLs, actions, keys, preview) and the
 * TanStack Query hooks the screens use. Nothing else in the window calls these commands.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { listen } from "@tauri-apps/api/event";
import { useEffect } from "react";

import type { ActionKind } from "../bindings/ActionKind";
import type { EblChanges } from "../bindings/EblChanges";
import type { EblDetail } from "../bindings/EblDetail";
import type { EblList } from "../bindings/EblList";
import type { FileFilter } from "../bindings/FileFilter";
import type { KeyInfo } from "../bindings/KeyInfo";
import type { PreviewDoc } from "../bindings/PreviewDoc";
import type { Recipient } from "../bindings/Recipient";
import type { SessionInfo } from "../bindings/SessionInfo";
import { toCommandError, type CommandError } from "./errors";
import { call } from "./invoke";

// ---------------------------------------------------------------------------------------------
// Query keys: one place, so mutations invalidate exactly what they change.

export const deskKeys = {
  session: ["session"] as const,
  ebls: ["ebls"] as const,
  eblList: (refresh: boolean) => ["ebls", "list", refresh ? "service" : "cache"] as const,
  ebl: (id: string) => ["ebls", "detail", id] as const,
  recipients: ["recipients"] as const,
  key: ["key"] as const,
  preview: (eblId: string) => ["preview", eblId] as const,
};

// ---------------------------------------------------------------------------------------------
// Session

export const getSessionInfo = () => call("session_info");
/** Resolves when the login in the system browser completes; may take minutes. */
export const signIn = () => call("sign_in", {});
export const cancelSignIn = () => call("cancel_sign_in");
export const reopenSignInBrowser = () => call("reopen_sign_in_browser");
export const signOut = () => call("sign_out");

// eBLs and actions

export const listEbls = (refresh: boolean) => call("list_ebls", { refresh });
export const getEbl = (id: string) => call("get_ebl", { id });
export const listRecipients = () => call("list_recipients");
export const prepareAction = (eblId: string, kind: ActionKind, recipientInbox: string | null) =>
  call("prepare_action", { eblId, kind, recipientInbox });
export const confirmAction = (reviewId: string) => call("confirm_action", { reviewId });
export const cancelAction = (reviewId: string) => call("cancel_action", { reviewId });

// Keys: only the address ever comes back.

export const getKeyInfo = () => call("key_info");
export const generateKey = () => call("generate_key");
export const importKeyHex = (hex: string) => call("import_key_hex", { hex });
export const importKeystore = (path: string, password: string) =>
  call("import_keystore", { path, password });
export const exportKeystore = (path: string, password: string) =>
  call("export_keystore", { path, password });
export const deleteKey = () => call("delete_key");

// Preview and download

export const previewOpen = (eblId: string) => call("preview_open", { eblId });
export const downloadEbl = (eblId: string, path: string) => call("download_ebl", { eblId, path });

/** One page rendered `widthPx` device pixels wide, as image bytes (PNG, JPEG or WebP). */
export async function previewPage(eblId: string, page: number, widthPx: number): Promise<Blob> {
  const raw = await call("preview_page", { eblId, page, widthPx });
  const bytes = toBytes(raw);
  return new Blob([bytes], { type: imageMimeType(bytes) });
}

export function toBytes(raw: unknown): Uint8Array<ArrayBuffer> {
  if (raw instanceof ArrayBuffer) return new Uint8Array(raw);
  if (ArrayBuffer.isView(raw)) {
    return new Uint8Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength) as ArrayBuffer);
  }
  if (Array.isArray(raw)) return new Uint8Array(raw as number[]);
  throw toCommandError({ code: "pdf.bad_page", message: "The page image did not arrive as bytes." });
}

/** The image type from the first bytes, so the web view decodes without guessing. */
export function imageMimeType(bytes: Uint8Array): string {
  const at = (i: number) => bytes[i] ?? -1;
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return "image/png";
  if (at(0) === 0xff && at(1) === 0xd8) return "image/jpeg";
  if (at(0) === 0x52 && at(1) === 0x49 && at(8) === 0x57 && at(9) === 0x45) return "image/webp";
  return "image/*";
}

// ---------------------------------------------------------------------------------------------
// Native file dialogs. The Rust side shows them and remembers the path the user chose: only
// such paths (and dropped files) may be read or written, so the window never names a path of
// its own.

export type { FileFilter } from "../bindings/FileFilter";

/** The native "open file" dialog; null when the user cancels. The chosen file may then be read. */
export const chooseFileToOpen = (title: string, filters: FileFilter[]) =>
  call("choose_file_to_open", { title, filters });

/** The native "save file" dialog; null when the user cancels. The chosen path may then be written once. */
export const chooseFileToSave = (title: string, defaultPath: string, filters: FileFilter[]) =>
  call("choose_file_to_save", { title, fileName: defaultPath, filters });

// ---------------------------------------------------------------------------------------------
// Hooks

const SESSION_GONE = new Set(["auth.expired", "session.signed_out"]);

/** An expired session found by any eBL query sends the window back to Sign in. */
function useSessionExpiry(error: CommandError | null) {
  const queryClient = useQueryClient();
  const expired = error !== null && SESSION_GONE.has(error.code);
  useEffect(() => {
    if (expired) void queryClient.invalidateQueries({ queryKey: deskKeys.session });
  }, [expired, queryClient]);
}

export function useSessionInfo() {
  // Fresh for a few seconds: the session asked for at start (main.tsx) serves the first render.
  return useQuery<SessionInfo, CommandError>({ queryKey: deskKeys.session, queryFn: getSessionInfo, staleTime: 5_000 });
}

/**
 * The eBL list: the local cache at once, then the service. While the service answers, the cache
 * is shown; when it fails, the cache stays with the error beside it.
 */
/** How often the service is asked again while the list is offline. */
export const OFFLINE_RETRY_MS = 5_000;

export function useEblList(enabled: boolean) {
  const cached = useQuery<EblList, CommandError>({
    queryKey: deskKeys.eblList(false),
    queryFn: () => listEbls(false),
    enabled,
    // The cache is read once (main.tsx asks at start); the service query keeps the list current.
    staleTime: Infinity,
  });
  const fresh = useQuery<EblList, CommandError>({
    queryKey: deskKeys.eblList(true),
    queryFn: () => listEbls(true),
    // Asked once the cache has answered: on a 2-core machine the service fetch would otherwise
    // compete with the cached list for the first paint of a warm launch.
    enabled: enabled && !cached.isPending,
    // Background polling announces changes (ebl-changes) and actions invalidate the list, so coming
    // back from a detail need not ask the service again at once.
    staleTime: 30_000,
    refetchOnWindowFocus: false,
    // While the service cannot be reached the saved list is shown, and the service is asked
    // again in the background until it answers.
    refetchInterval: (query) => (query.state.data?.offline ? OFFLINE_RETRY_MS : false),
    refetchIntervalInBackground: true,
  });
  const error = fresh.error ?? (fresh.data ? null : cached.error);
  useSessionExpiry(error);
  return {
    data: fresh.data ?? cached.data,
    isPending: cached.isPending && fresh.isPending,
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

export function useKeyInfo() {
  return useQuery<KeyInfo | null, CommandError>({ queryKey: deskKeys.key, queryFn: getKeyInfo });
}

export function usePreviewDoc(eblId: string) {
  return useQuery<PreviewDoc, CommandError>({
    queryKey: deskKeys.preview(eblId),
    queryFn: () => previewOpen(eblId),
    staleTime: Infinity,
    retry: false,
  });
}

/** After the key changed: the key query and the session (which carries the key address). */
export function useKeyMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation<TResult, CommandError, TArgs>({
    mutationFn: fn,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: deskKeys.key }),
        queryClient.invalidateQueries({ queryKey: deskKeys.session }),
      ]);
    },
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
