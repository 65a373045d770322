import type { Channel } from "@tauri-apps/api/core";

import type { AddedFiles } from "../../../bindings/AddedFiles";
import type { Draft } from "../../../bindings/Draft";
import type { DraftCheck } from "../../../bindings/DraftCheck";
import type { DraftDocument } from "../../../bindings/DraftDocument";
import type { DraftEbl } from "../../../bindings/DraftEbl";
import type { EblChoice } from "../../../bindings/EblChoice";
import type { EblProposal } from "../../../bindings/EblProposal";
import type { DraftIssue } from "../../../bindings/DraftIssue";
import type { ErrorCode } from "../../../bindings/ErrorCode";
import type { ReceiverCheck } from "../../../bindings/ReceiverCheck";
import type { Recipient } from "../../../bindings/Recipient";
import type { SentEnvelopeView } from "../../../bindings/SentEnvelopeView";
import type { UploadProgress } from "../../../bindings/UploadProgress";
import { SIGNED_IN } from "../../../test/fixtures";
import { answering, type IpcAnswers } from "../../../test/ipcAnswers";
import { typedMatches } from "../../ebls/ReceiverCheckSection";
import { sameContent } from "../draftModel";

export const LOTUS_INBOX = "7a2d3f1b-4c8e-4d2f-8b66-1e3a7c9f5b22";
export const LOTUS: Recipient = {
  name: "Lotus Trading",
  inboxId: LOTUS_INBOX,
  country: "AE",
  verified: false,
  sources: [],
  flags: [],
};
export const KEY_ADDRESS = SIGNED_IN.keyAddress ?? "";

/** Files on the fake disk: path → size and type; a folder lists its files. */
export interface FakeFile {
  size: number;
  mediaType?: string;
}

export const FILES: Record<string, FakeFile> = {
  "/docs/invoice.pdf": { size: 1000, mediaType: "application/pdf" },
  "/docs/packing-list.pdf": { size: 3000, mediaType: "application/pdf" },
  "/docs/photo.png": { size: 500, mediaType: "image/png" },
  "/docs/box/a.pdf": { size: 10, mediaType: "application/pdf" },
  "/docs/box/b.pdf": { size: 20, mediaType: "application/pdf" },
};
export const FOLDERS: Record<string, string[]> = { "/docs/box": ["/docs/box/a.pdf", "/docs/box/b.pdf"] };

const BASE_TIME = new Date(2026, 0, 5, 9, 30).getTime();

/** Problems as the Rust side finds them (the parts these tests need). */
export function checkDraft(draft: Draft): DraftIssue[] {
  const issues: DraftIssue[] = [];
  if (draft.kind === "standard") {
    if (!draft.recipientInbox.trim()) issues.push({ field: "recipientInbox", message: "Choose a recipient." });
  } else {
    const acid = draft.acidNumber.trim();
    if (!acid) issues.push({ field: "acidNumber", message: "Enter the ACID number." });
    else if (!/^\d{19}$/.test(acid)) {
      issues.push({ field: "acidNumber", message: `An ACID number has 19 digits; this has ${acid.length}.` });
    }
  }
  if (draft.documents.length === 0) issues.push({ field: "documents", message: "Add at least one document." });
  draft.documents.forEach((d, i) => {
    if (!d.documentType.trim()) issues.push({ field: `documents.${i}.documentType`, message: "Choose a document type." });
    if (draft.kind === "standard" && !d.documentId.trim()) {
      issues.push({ field: `documents.${i}.documentId`, message: "Standard envelopes need a document id." });
    }
  });
  return issues;
}

/** A new, empty standard draft as the Rust side makes it; `overrides` fill it in. */
export function emptyDraft(overrides: Partial<Draft> = {}): Draft {
  return {
    id: "d1",
    kind: "standard",
    recipientInbox: "",
    recipientName: "",
    payToCollect: false,
    acidNumber: "",
    companyId: "",
    inboxId: "",
    documents: [],
    uploaded: null,
    updatedAt: 0,
    ...overrides,
  };
}

/**
 * The envelope commands as the Rust side answers them, over an in-memory store, with the upload
 * held open until the test finishes or fails it (and progress sent over its channel).
 */
export function envelopeBackend(
  options: {
    drafts?: Draft[];
    sent?: SentEnvelopeView[];
    overrides?: IpcAnswers;
    /** The company's eBLs the picker searches (by reference or B/L number). */
    ebls?: EblChoice[];
    /** What the documents of a draft propose when it is linked to none. */
    proposal?: (draft: Draft) => EblProposal | null;
    /** The check of a linked draft's documents (a default with no lines otherwise). */
    check?: (draft: Draft) => DraftCheck;
    /** The receiver check of a draft's recipient the send review shows (none by default). */
    receiver?: (draft: Draft) => ReceiverCheck | null;
  } = {},
) {
  const drafts = new Map((options.drafts ?? []).map((d) => [d.id, d]));
  const ebls = options.ebls ?? [];
  let sent = [...(options.sent ?? [])];
  let clock = 0;
  let nextDraft = 1;
  let messageIndex = 0;
  let upload: {
    id: string;
    channel: Channel<UploadProgress>;
    resolve: (d: Draft) => void;
    reject: (e: unknown) => void;
  } | null = null;
  let dialogPaths: string[] = [];

  const saveStored = (draft: Draft) => {
    const old = drafts.get(draft.id);
    clock += 1;
    const saved: Draft = {
      ...draft,
      uploaded: old && sameContent(old, draft) ? old.uploaded : null,
      updatedAt: BASE_TIME + clock * 60_000,
    };
    // The link is changed only by envelope_link_ebl: a save from the window keeps it.
    if (old?.eblId) saved.eblId = old.eblId;
    else delete saved.eblId;
    drafts.set(draft.id, saved);
    return saved;
  };

  const addPaths = (paths: string[], existing: string[]): AddedFiles => {
    const seen = new Set(existing);
    const out: AddedFiles = { documents: [], skipped: [] };
    const addFile = (path: string) => {
      const file = FILES[path];
      if (!file || seen.has(path)) return;
      seen.add(path);
      const doc: DraftDocument = {
        path,
        fileName: path.split("/").pop() ?? path,
        size: file.size,
        mediaType: file.mediaType ?? "application/octet-stream",
        documentType: "",
        documentId: "",
        metadata: [],
      };
      out.documents.push(doc);
    };
    for (const path of paths) {
      if (FOLDERS[path]) FOLDERS[path].forEach(addFile);
      else if (FILES[path]) addFile(path);
      else out.skipped.push({ path, reason: "Cannot be read: No such file or directory (os error 2)." });
    }
    return out;
  };

  const stored = (id: string) => {
    const draft = drafts.get(id);
    if (!draft) throw { code: "not_found", message: "No such draft." };
    return draft;
  };
  const draftEbl = (id: string): DraftEbl => {
    const draft = stored(id);
    const eblId = draft.eblId ?? null;
    return {
      draftId: id,
      eblId,
      ebl: eblId ? (ebls.find((e) => e.id === eblId) ?? null) : null,
      proposedEbl: eblId ? null : (options.proposal?.(draft) ?? null),
    };
  };
  const checkOf = (id: string): DraftCheck => {
    const draft = stored(id);
    const ebl = ebls.find((e) => e.id === draft.eblId);
    if (!ebl) throw { code: "envelope.no_ebl", message: "Link the envelope to an eBL first." };
    return (
      options.check?.(draft) ?? {
        draftId: id,
        eblId: ebl.id,
        ebl,
        lines: [],
        pagesNotChecked: [],
        differences: 0,
        digest: "digest-0",
        documents: [],
        eblFromCache: false,
        eblPdfNote: null,
        checkedAt: BASE_TIME,
      }
    );
  };

  const handler = answering({
    session_info: () => SIGNED_IN,
    list_recipients: () => [LOTUS],
    envelope_drafts: () => [...drafts.values()].sort((a, b) => b.updatedAt - a.updatedAt),
    envelope_new_draft: () => emptyDraft({ id: `00000000-0000-4000-8000-${String(nextDraft++).padStart(12, "0")}` }),
    envelope_save_draft: ({ draft }) => saveStored(draft),
    envelope_delete_draft: ({ id }) => drafts.delete(id),
    envelope_add_paths: ({ paths, existing }) => addPaths(paths, existing),
    envelope_validate: ({ draft }) => checkDraft(draft),
    envelope_document_types: () => ["INV", "GOO", "PKL"],
    envelope_settings: () => ({ maxFileMib: 25 }),
    envelope_thumbnail: () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).buffer,
    envelope_upload: ({ id, typedRecipient, onProgress }) => {
      const wanted = options.receiver?.(stored(id))?.typeToConfirm ?? null;
      if (wanted !== null && !typedMatches(wanted, typedRecipient ?? "")) {
        return Promise.reject({
          code: "action.recipient_not_confirmed",
          message: `Nothing was uploaded: type ${wanted} as the review shows it to confirm the recipient.`,
        });
      }
      messageIndex = 0;
      return new Promise<Draft>((resolve, reject) => {
        upload = { id, channel: onProgress, resolve, reject };
      });
    },
    envelope_cancel_upload: () => {
      if (!upload) return false;
      upload.reject({ code: "cancelled", message: "Cancelled." });
      upload = null;
      return true;
    },
    envelope_sign_and_send: ({ id, acknowledgedDifferences, typedRecipient }) => {
      const draft = drafts.get(id);
      if (!draft?.uploaded) return Promise.reject({ code: "input.invalid", message: "Upload the envelope before sending it." });
      const wanted = options.receiver?.(draft)?.typeToConfirm ?? null;
      if (wanted !== null && !typedMatches(wanted, typedRecipient ?? "")) {
        return Promise.reject({
          code: "action.recipient_not_confirmed",
          message: `Nothing was signed: type ${wanted} as the review shows it to confirm the recipient.`,
        });
      }
      if (draft.eblId) {
        const check = checkOf(id);
        if (check.differences > 0 && acknowledgedDifferences !== check.digest) {
          return Promise.reject({
            code: "envelope.differences_unacknowledged",
            message: "Nothing was signed: the check found differences between the documents and the eBL.",
          });
        }
      }
      const view: SentEnvelopeView = {
        envelopeId: draft.uploaded.created[0]?.envelope_id ?? "?",
        recipient: draft.recipientName ? `${draft.recipientName} (${draft.recipientInbox})` : draft.recipientInbox,
        documents: draft.documents.map((d) => ({
          fileName: d.fileName,
          size: d.size,
          documentType: d.documentType,
          documentId: d.documentId,
        })),
        sentAt: BASE_TIME + 3_600_000,
      };
      drafts.delete(draft.id);
      sent = [view, ...sent];
      return view;
    },
    envelope_sent: () => sent,
    envelope_search_ebls: ({ query, limit }) => {
      const words = query.toLowerCase().split(/\s+/).filter(Boolean);
      return ebls
        .filter((e) => words.every((w) => `${e.reference} ${e.transportDocumentReference ?? ""}`.toLowerCase().includes(w)))
        .slice(0, limit);
    },
    envelope_draft_ebl: ({ id }) => draftEbl(id),
    envelope_link_ebl: ({ id, eblId }) => {
      const draft = stored(id);
      const next: Draft = { ...draft };
      if (eblId) next.eblId = eblId;
      else delete next.eblId;
      drafts.set(id, next);
      return draftEbl(id);
    },
    envelope_check: ({ id }) => checkOf(id),
    envelope_recipient_check: ({ id }) => options.receiver?.(stored(id)) ?? null,
    envelope_send_review: ({ id }) => {
      const draft = stored(id);
      const check = draft.eblId ? checkOf(id) : null;
      return {
        draftId: id,
        check,
        needsAcknowledgement: (check?.differences ?? 0) > 0,
        receiver: options.receiver?.(draft) ?? null,
        registryFirstUse: false,
      };
    },
    choose_documents: () => dialogPaths,
    e2e_drop_paths: () => null,
    ...options.overrides,
  });

  return {
    handler,
    stored: (id: string) => drafts.get(id),
    storedDrafts: () => [...drafts.values()],
    pickInDialog: (paths: string[]) => {
      dialogPaths = paths;
    },
    uploading: () => upload?.id ?? null,
    /** Sends one progress message over the upload's channel, as the Rust side does. */
    progress: (sentBytes: number, total: number) => {
      if (!upload) throw new Error("no upload under way");
      const internals = (window as unknown as { __TAURI_INTERNALS__: { runCallback: (id: number, data: unknown) => void } })
        .__TAURI_INTERNALS__;
      internals.runCallback(upload.channel.id, { index: messageIndex++, message: { sent: sentBytes, total } });
    },
    finishUpload: (envelopeId = "9d1c7a4e-2b3f-4e5a-8c6d-7e8f9a0b1c2d") => {
      if (!upload) throw new Error("no upload under way");
      const draft = drafts.get(upload.id);
      if (!draft) throw new Error("upload of a draft that was never saved");
      const done: Draft = {
        ...draft,
        uploaded: {
          created: [
            {
              envelope_id: envelopeId,
              document_token_id: "t-1",
              relayed_transaction: {
                hash: "0x5f2e7c1d9a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5",
                relay_nonce: 3,
                recipient: "0x000000000000000000000000000000000000e8b1",
                relayed_for: KEY_ADDRESS,
                transaction_data: "0x",
              },
            },
          ],
          uploadedAt: BASE_TIME + 120_000,
        },
      };
      drafts.set(done.id, done);
      upload.resolve(done);
      upload = null;
    },
    failUpload: (code: ErrorCode, message: string) => {
      if (!upload) throw new Error("no upload under way");
      upload.reject({ code, message });
      upload = null;
    },
  };
}
