/**
 * Typed wrappers for the envelope builder's commands (drafts, files, validation, upload, sign
 * and send, the Sent list, settings) and the TanStack Query hooks of the Envelopes screen.
 * Files never travel through IPC: the window hands over paths, the Rust side streams them.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Channel } from "@tauri-apps/api/core";
import { listen } from "@tauri-apps/api/event";

import type { Draft } from "../bindings/Draft";
import type { EnvelopeSettings } from "../bindings/EnvelopeSettings";
import type { SentEnvelopeView } from "../bindings/SentEnvelopeView";
import type { UploadProgress } from "../bindings/UploadProgress";
import type { AppError, CommandError } from "./errors";
import { imageBlob } from "./imageBytes";
import { call } from "./invoke";

export const envelopeKeys = {
  all: ["envelopes"] as const,
  drafts: ["envelopes", "drafts"] as const,
  sent: ["envelopes", "sent"] as const,
  documentTypes: ["envelopes", "document-types"] as const,
  settings: ["envelopes", "settings"] as const,
  thumbnail: (path: string, widthPx: number) => ["envelopes", "thumbnail", path, widthPx] as const,
  /** The draft's eBL (linked or proposed); the proposal follows the documents (`documents`: their signature). */
  draftEbl: (id: string) => ["envelopes", "draft-ebl", id] as const,
  draftEblOf: (id: string, documents: string) => ["envelopes", "draft-ebl", id, documents] as const,
  /** The check of a draft against its eBL, for the documents it holds (`documents`: their signature). */
  check: (id: string) => ["envelopes", "check", id] as const,
  checkOf: (id: string, eblId: string, documents: string) => ["envelopes", "check", id, eblId, documents] as const,
  sendReview: (id: string) => ["envelopes", "send-review", id] as const,
  eblSearch: (query: string) => ["envelopes", "ebl-search", query] as const,
};

// ---------------------------------------------------------------------------------------------
// Commands

/** Newest first. */
export const listDrafts = () => call("envelope_drafts");
/** A fresh draft with its own id; stored only by the first `saveDraft`. */
export const newDraft = () => call("envelope_new_draft");
/** Stores the draft; the answer carries `updatedAt`, and `uploaded` only while the content is unchanged. */
export const saveDraft = (draft: Draft) => call("envelope_save_draft", { draft });
export const deleteDraft = (id: string) => call("envelope_delete_draft", { id });
/** Dropped or picked paths as new documents (folders one level deep, known paths skipped). */
export const addPaths = (paths: string[], existing: string[]) =>
  call("envelope_add_paths", { paths, existing });
/** Every problem that would stop the upload, by field; the Rust side looks at the files too. */
export const validateDraft = (draft: Draft) => call("envelope_validate", { draft });
export const listDocumentTypes = () => call("envelope_document_types");
export const getEnvelopeSettings = () => call("envelope_settings");
export const setEnvelopeSettings = (settings: EnvelopeSettings) =>
  call("set_envelope_settings", { settings });
export const cancelUpload = (id: string) => call("envelope_cancel_upload", { id });
/**
 * Signs the uploaded envelope locally and sends it; the draft becomes a Sent entry. A draft linked
 * to an eBL whose documents differ from it needs `acknowledgedDifferences`: the digest of the check
 * the send review showed (`envelope_send_review`). `typedRecipient`: what the review's receiver
 * check asked the user to type (the Rust side checks the recipient again and refuses without it).
 */
export const signAndSend = (
  id: string,
  acknowledgedDifferences: string | null = null,
  typedRecipient: string | null = null,
) => call("envelope_sign_and_send", { id, acknowledgedDifferences, typedRecipient });
export const listSent = () => call("envelope_sent");
/** The send review's part of the document check (the check of a linked draft; whether it needs acknowledging). */
export const getSendReview = (id: string) => call("envelope_send_review", { id });
/** The receiver check of the saved draft's recipient, before its upload (null for an Egypt ACI envelope). */
export const getRecipientCheck = (id: string) => call("envelope_recipient_check", { id });
/** The eBL picker's search over the cached eBL list. */
export const searchEbls = (query: string, limit = 20) => call("envelope_search_ebls", { query, limit });
/** The saved draft's eBL: the one linked, or the one its documents propose. */
export const getDraftEbl = (id: string) => call("envelope_draft_ebl", { id });
/** Links the saved draft to an eBL, or unlinks it (`eblId` null). */
export const linkDraftEbl = (id: string, eblId: string | null) => call("envelope_link_ebl", { id, eblId });
/** Checks the saved draft's documents against its linked eBL. */
export const checkDraft = (id: string) => call("envelope_check", { id });
/** Embedded sandbox only: adds the linked eBL's demo invoice and packing list to the saved draft. */
export const addDemoDocuments = (id: string) => call("envelope_add_demo_documents", { id });

// The letter of credit kept with a draft: each answers the draft's check with the credit's lines.
/** Keeps an MT700 (pasted) with the saved draft, or applies an MT707 to the one it has (the next amendment). */
export const importCredit = (id: string, text: string) => call("envelope_credit_import", { id, text });
/** The same from a file the dialog handed over (`chooseDocuments`). */
export const importCreditFile = (id: string, path: string) => call("envelope_credit_import_file", { id, path });
/** Takes the credit (and its amendments) off the draft. */
export const removeCredit = (id: string) => call("envelope_credit_remove", { id });

/**
 * Uploads the stored draft `id` (save it first), streaming its files; `onProgress` hears the bytes
 * sent so far. Resolves with the draft carrying `uploaded`. `typedRecipient`: what the recipient's
 * check asked the user to type (`envelope_send_review`); the Rust side checks the recipient before
 * the first byte leaves and uploads nothing without it.
 */
export function uploadEnvelope(
  id: string,
  typedRecipient: string | null,
  onProgress: (progress: UploadProgress) => void,
): Promise<Draft> {
  const channel = new Channel<UploadProgress>(onProgress);
  return call("envelope_upload", { id, typedRecipient, onProgress: channel });
}

/** Page 1 of a PDF on disk, `widthPx` device pixels wide, as an image. */
export async function envelopeThumbnail(path: string, widthPx: number): Promise<Blob> {
  return imageBlob(await call("envelope_thumbnail", { path, widthPx }));
}

/**
 * Files dropped on the window, announced by the Rust side once it has let them be read (the
 * `files-dropped` event carries the dropped paths). Resolves with the function that stops listening.
 */
export const onFilesDropped = (handler: (paths: string[]) => void) =>
  listen<string[]>("files-dropped", (event) => handler(event.payload));

/**
 * What a native drop does on the Rust side (the dropped paths may then be read), for the
 * end-to-end tests, which cannot drag from a file manager. The app answers it only when started
 * by the test harness (EBL_DESK_E2E=1); otherwise it is refused.
 */
export const simulateDrop = (paths: string[]) => call("e2e_drop_paths", { paths });

/** The native "open files" dialog for documents (shown by the Rust side, which then lets them be read); an empty list when the user cancels. */
export const chooseDocuments = () => call("choose_documents");

// ---------------------------------------------------------------------------------------------
// Errors

/** A cancelled upload (the client says `cancelled`; other layers may prefix it). */
export function isCancelled(error: AppError): boolean {
  return error.code === "cancelled";
}

// ---------------------------------------------------------------------------------------------
// Hooks

export function useDrafts() {
  return useQuery<Draft[], CommandError>({
    queryKey: envelopeKeys.drafts,
    queryFn: listDrafts,
    // The screen keeps this list up to date itself as drafts are edited and saved.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useSentEnvelopes(enabled = true) {
  return useQuery<SentEnvelopeView[], CommandError>({ queryKey: envelopeKeys.sent, queryFn: listSent, enabled });
}

export function useDocumentTypes() {
  return useQuery<string[], CommandError>({
    queryKey: envelopeKeys.documentTypes,
    queryFn: listDocumentTypes,
    staleTime: 60_000,
  });
}

export function useEnvelopeSettings() {
  return useQuery<EnvelopeSettings, CommandError>({ queryKey: envelopeKeys.settings, queryFn: getEnvelopeSettings });
}

export function useSaveEnvelopeSettings() {
  const queryClient = useQueryClient();
  return useMutation<EnvelopeSettings, CommandError, EnvelopeSettings>({
    mutationFn: setEnvelopeSettings,
    onSuccess: (saved) => queryClient.setQueryData(envelopeKeys.settings, saved),
  });
}

/** Page 1 of a PDF document as an image, kept while the window lives; null for other files. */
export function useThumbnail(path: string, isPdf: boolean, widthPx: number) {
  return useQuery<Blob, CommandError>({
    queryKey: envelopeKeys.thumbnail(path, widthPx),
    queryFn: () => envelopeThumbnail(path, widthPx),
    enabled: isPdf,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
