/**
 * The envelope builder's pure functions: what a draft looks like in the list, how documents
 * and metadata rows change, where a validation problem belongs, how upload progress splits
 * over files. No React, no IPC: each is tested on its own.
 */
import type { Draft } from "../../bindings/Draft";
import type { DraftDocument } from "../../bindings/DraftDocument";
import type { DraftIssue } from "../../bindings/DraftIssue";
import type { MetaEntry } from "../../bindings/MetaEntry";
import type { SentEnvelopeView } from "../../bindings/SentEnvelopeView";
import type { SkippedPath } from "../../bindings/SkippedPath";
import type { CommandError } from "../../api/errors";
import { intlLocale, t } from "../../i18n";

/** Metadata keys offered on every document. */
export const SUGGESTED_METADATA_KEYS = ["Internal number", "Release agent"] as const;

// ---------------------------------------------------------------------------------------------
// Drafts

/** Whether two drafts describe the same envelope (upload state and save time aside). */
export function sameContent(a: Draft, b: Draft): boolean {
  return (
    a.id === b.id &&
    a.kind === b.kind &&
    a.recipientInbox === b.recipientInbox &&
    a.recipientName === b.recipientName &&
    a.payToCollect === b.payToCollect &&
    a.acidNumber === b.acidNumber &&
    a.companyId === b.companyId &&
    a.inboxId === b.inboxId &&
    a.documents.length === b.documents.length &&
    a.documents.every((d, i) => sameDocument(d, b.documents[i]))
  );
}

function sameDocument(a: DraftDocument, b: DraftDocument | undefined): boolean {
  return (
    b !== undefined &&
    a.path === b.path &&
    a.fileName === b.fileName &&
    a.size === b.size &&
    a.mediaType === b.mediaType &&
    a.documentType === b.documentType &&
    a.documentId === b.documentId &&
    a.metadata.length === b.metadata.length &&
    a.metadata.every((m, i) => m.key === b.metadata[i]?.key && m.value === b.metadata[i]?.value)
  );
}

/** The line a draft shows in the list: who it goes to, or what it still lacks. */
export function draftTitle(draft: Draft): string {
  if (draft.kind === "egyptAci") {
    const acid = draft.acidNumber.trim();
    return acid ? t("env-draft-title-aci", { acid }) : t("env-draft-title-aci-empty");
  }
  const name = draft.recipientName.trim();
  const inbox = draft.recipientInbox.trim();
  if (name) return name;
  if (inbox) return inbox;
  return t("env-draft-title-no-recipient");
}

/**
 * Whether the draft's title is data (the recipient's name or inbox id, shown left to right and
 * isolated) rather than words (no recipient yet, an Egypt ACI envelope).
 */
export function titleIsData(draft: Draft): boolean {
  return draft.kind !== "egyptAci" && (draft.recipientName.trim() !== "" || draft.recipientInbox.trim() !== "");
}

/** The attributes of an element that shows the draft's title: data is isolated, left to right. */
export function titleProps(draft: Draft): { translate?: "no"; dir?: "ltr" } {
  return titleIsData(draft) ? { translate: "no", dir: "ltr" } : {};
}

export function documentCount(count: number): string {
  return t("env-document-count", { count });
}

/** The drafts list with the open draft's latest edits in place (or on top when not stored yet). */
export function withOpenDraft(drafts: Draft[], open: Draft | null): Draft[] {
  if (!open) return drafts;
  const at = drafts.findIndex((d) => d.id === open.id);
  if (at < 0) return [open, ...drafts];
  return drafts.map((d) => (d.id === open.id ? open : d));
}

/** `saved` into the list: replaced where it was, else on top; newest first. */
export function upsertDraft(drafts: Draft[], saved: Draft): Draft[] {
  const others = drafts.filter((d) => d.id !== saved.id);
  return [saved, ...others].sort((a, b) => b.updatedAt - a.updatedAt);
}

/** Documents added by a drop, without any whose path the draft already has. */
export function appendDocuments(draft: Draft, added: DraftDocument[]): Draft {
  const known = new Set(draft.documents.map((d) => d.path));
  const fresh = added.filter((d) => {
    if (known.has(d.path)) return false;
    known.add(d.path);
    return true;
  });
  return fresh.length ? { ...draft, documents: [...draft.documents, ...fresh] } : draft;
}

/** The document at `from` moved by `delta` places (clamped); the same array when it cannot move. */
export function moveDocument<T>(items: T[], from: number, delta: number): T[] {
  const to = Math.max(0, Math.min(items.length - 1, from + delta));
  if (from < 0 || from >= items.length || to === from) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

export function removeAt<T>(items: T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}

export function insertAt<T>(items: T[], index: number, item: T): T[] {
  const at = Math.max(0, Math.min(items.length, index));
  return [...items.slice(0, at), item, ...items.slice(at)];
}

// ---------------------------------------------------------------------------------------------
// Metadata rows

export function addMetadataRow(rows: MetaEntry[], key = ""): MetaEntry[] {
  return [...rows, { key, value: "" }];
}

export function setMetadataRow(rows: MetaEntry[], index: number, change: Partial<MetaEntry>): MetaEntry[] {
  return rows.map((row, i) => (i === index ? { ...row, ...change } : row));
}

/** The suggested keys a document does not have a row for yet. */
export function missingSuggestedKeys(rows: MetaEntry[]): string[] {
  const have = new Set(rows.map((r) => r.key.trim().toLowerCase()));
  return SUGGESTED_METADATA_KEYS.filter((k) => !have.has(k.toLowerCase()));
}

// ---------------------------------------------------------------------------------------------
// Validation problems, by field

export type DocumentField = "file" | "fileName" | "documentType" | "documentId" | "metadata";
export type DraftField = "recipientInbox" | "acidNumber" | "companyId" | "inboxId" | "documents";

/**
 * Where a problem is shown. A document's fields are keyed by the document's path (unique in a
 * draft), not its index, so a problem stays with its document when the documents are reordered.
 */
export function fieldKey(field: DraftField): string;
export function fieldKey(path: string, field: DocumentField): string;
export function fieldKey(pathOrField: string, field?: DocumentField): string {
  return field === undefined ? pathOrField : `doc:${pathOrField}:${field}`;
}

/**
 * The problems by field key. `documents` are the draft's documents as they were when it was
 * validated (the indices of `documents.<i>.<field>` refer to them).
 */
export function issuesByKey(issues: DraftIssue[], documents: DraftDocument[]): Map<string, string[]> {
  const byKey = new Map<string, string[]>();
  const add = (key: string, message: string) => byKey.set(key, [...(byKey.get(key) ?? []), message]);
  for (const issue of issues) {
    const match = /^documents\.(\d+)\.(\w+)$/.exec(issue.field);
    if (match) {
      const doc = documents[Number(match[1])];
      if (doc) add(fieldKey(doc.path, match[2] as DocumentField), issue.message);
      else add(fieldKey("documents"), issue.message);
    } else {
      add(issue.field, issue.message);
    }
  }
  return byKey;
}

/**
 * Whether the problem shown for `key` was found in a draft whose field has been edited since: it
 * is hidden until the Rust side has looked again (so a fixed field does not keep its old problem).
 */
export function isStale(key: string, current: Draft, validated: Draft): boolean {
  const doc = /^doc:(.*):(\w+)$/.exec(key);
  if (!doc) {
    if (key === "documents") return current.documents.length !== validated.documents.length;
    if (key === "recipientInbox" || key === "acidNumber" || key === "companyId" || key === "inboxId") {
      return current[key] !== validated[key] || current.kind !== validated.kind;
    }
    return false;
  }
  const [, path, field] = doc;
  const now = current.documents.find((d) => d.path === path);
  const then = validated.documents.find((d) => d.path === path);
  if (!now || !then) return true;
  switch (field as DocumentField) {
    case "file":
      return false;
    case "fileName":
      // A name collides with the others: any rename may settle it.
      return current.documents.some((d) => validated.documents.find((v) => v.path === d.path)?.fileName !== d.fileName);
    case "documentType":
      return now.documentType !== then.documentType;
    case "documentId":
      return now.documentId !== then.documentId || current.kind !== validated.kind;
    case "metadata":
      return JSON.stringify(now.metadata) !== JSON.stringify(then.metadata);
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Upload progress

/**
 * Bytes sent per file when `sent` bytes of the whole upload went: files stream in order, so file
 * i has `clamp(sent - sum(sizes before i), 0, size_i)`.
 */
export function fileProgress(sizes: number[], sent: number): number[] {
  let before = 0;
  return sizes.map((size) => {
    const done = Math.max(0, Math.min(size, sent - before));
    before += size;
    return done;
  });
}

/** Whole percent, 0–100; 0 of 0 counts as nothing done. */
export function percent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((done / total) * 100)));
}

/** `1.5 MiB`, `820 KiB`, `12 B` (as the Rust side writes sizes). */
export function formatSize(bytes: number): string {
  const units = ["KiB", "MiB", "GiB", "TiB"];
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ${units[unit]}`;
}

/** `INV`, `PDF`, `PNG`: the short kind of a file from its media type or name. */
export function fileKind(mediaType: string, fileName: string): string {
  if (mediaType === "application/pdf") return "PDF";
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1];
  if (ext) return ext.toUpperCase();
  const sub = mediaType.split("/")[1];
  return sub ? sub.toUpperCase() : t("env-file-kind-unknown");
}

/** The last part of a path, for either separator. */
export function baseName(path: string): string {
  const parts = path.split(/[/\\]/).filter(Boolean);
  return parts[parts.length - 1] ?? path;
}

// ---------------------------------------------------------------------------------------------
// Times and the Sent list

export function clockTime(ms: number): string {
  return new Date(ms).toLocaleTimeString(intlLocale(), { hour: "2-digit", minute: "2-digit" });
}

export function dateTime(ms: number): string {
  return new Date(ms).toLocaleString(intlLocale(), {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}

/** The Sent list newest first, with `sent` added (once) when it is not there yet. */
export function withSent(list: SentEnvelopeView[], sent: SentEnvelopeView): SentEnvelopeView[] {
  return [sent, ...list.filter((s) => s.envelopeId !== sent.envelopeId)].sort((a, b) => b.sentAt - a.sentAt);
}

/** How a sent document reads in the list: `invoice.pdf (INV 4711)`. */
export function sentDocumentText(doc: { fileName: string; documentType: string; documentId: string }): string {
  const what = [doc.documentType, doc.documentId].filter(Boolean).join(" ");
  return what ? `${doc.fileName} (${what})` : doc.fileName;
}

/**
 * The open draft after a save answered: the save time always, and the upload state the Rust side
 * kept only when the draft was not edited since it was sent to be saved.
 */
export function afterSave(current: Draft, sent: Draft, saved: Draft): Draft {
  if (sameContent(current, sent)) return { ...current, updatedAt: saved.updatedAt, uploaded: saved.uploaded };
  return { ...current, updatedAt: saved.updatedAt };
}

// ---------------------------------------------------------------------------------------------
// The open draft's view state (useDraftSession reduces over it)

/** The Rust side's problems of the draft, as it was validated: `documents.<i>` refers to its documents. */
export interface DraftIssues {
  validated: Draft;
  list: DraftIssue[];
}

/** What the last drop or *Add files* did. */
export type AddResult =
  | { kind: "added"; added: number; skipped: SkippedPath[] }
  | { kind: "refused"; text: string }
  | { kind: "failed"; error: CommandError };

/** Everything the screen shows about the open draft. */
export interface DraftView {
  draft: Draft | null;
  /** Bumped by each edit and each new look: the Rust side validates a moment after. */
  version: number;
  issues: DraftIssues | null;
  /** Fields the user has left: their problems show even in an empty draft. */
  touched: ReadonlySet<string>;
  /** An upload was tried: every problem shows. */
  attempted: boolean;
  /** An edit made the created envelope stale, so it will be uploaded again. */
  uploadDropped: boolean;
  addResult: AddResult | null;
}

export type DraftEvent =
  /** Another draft (or none) is open: a fresh look at it. */
  | { type: "opened"; draft: Draft | null }
  /** The open draft after a save answered. */
  | { type: "saved"; draft: Draft }
  /** The user changed the open draft; `dropsUpload` when that made its envelope stale. */
  | { type: "edited"; draft: Draft; dropsUpload: boolean }
  /** The Rust side returned the open draft (after an upload). */
  | { type: "received"; draft: Draft }
  | { type: "validated"; issues: DraftIssues }
  | { type: "validate-again" }
  | { type: "upload-tried" }
  | { type: "left-field"; key: string }
  | { type: "files-added"; result: AddResult | null };

export const NO_DRAFT: DraftView = {
  draft: null,
  version: 0,
  issues: null,
  touched: new Set(),
  attempted: false,
  uploadDropped: false,
  addResult: null,
};

export function draftView(view: DraftView, event: DraftEvent): DraftView {
  switch (event.type) {
    case "opened":
      return { ...NO_DRAFT, draft: event.draft, version: view.version + 1 };
    case "saved":
      return { ...view, draft: event.draft };
    case "edited":
      return {
        ...view,
        draft: event.draft,
        version: view.version + 1,
        uploadDropped: view.uploadDropped || event.dropsUpload,
      };
    case "received":
      return { ...view, draft: event.draft, uploadDropped: false };
    case "validated":
      return { ...view, issues: event.issues };
    case "validate-again":
      return { ...view, version: view.version + 1 };
    case "upload-tried":
      return view.attempted ? view : { ...view, attempted: true };
    case "left-field":
      return view.touched.has(event.key) ? view : { ...view, touched: new Set([...view.touched, event.key]) };
    case "files-added":
      return { ...view, addResult: event.result };
  }
}
