import { describe, expect, it } from "vitest";

import type { DraftDocument } from "../../bindings/DraftDocument";
import type { SentEnvelopeView } from "../../bindings/SentEnvelopeView";
import {
  addMetadataRow,
  afterSave,
  appendDocuments,
  baseName,
  draftTitle,
  draftView,
  fieldKey,
  fileProgress,
  formatSize,
  isStale,
  issuesByKey,
  missingSuggestedKeys,
  moveDocument,
  NO_DRAFT,
  percent,
  removeAt,
  sameContent,
  setMetadataRow,
  upsertDraft,
  withOpenDraft,
  withSent,
} from "./draftModel";
import { emptyDraft } from "./testing/envelopeBackend";

const doc = (path: string, size = 100): DraftDocument => ({
  path,
  fileName: baseName(path),
  size,
  mediaType: "application/pdf",
  documentType: "",
  documentId: "",
  metadata: [],
});

const draft = emptyDraft;

const UPLOADED = {
  created: [],
  uploadedAt: 5,
};

describe("per-file upload progress", () => {
  it("fills the files in order: earlier files complete, the current one partly, later ones empty", () => {
    expect(fileProgress([100, 50, 200], 0)).toEqual([0, 0, 0]);
    expect(fileProgress([100, 50, 200], 120)).toEqual([100, 20, 0]);
    expect(fileProgress([100, 50, 200], 150)).toEqual([100, 50, 0]);
    expect(fileProgress([100, 50, 200], 350)).toEqual([100, 50, 200]);
    // More than the sizes add up to (a file grew since it was added): each file stays at its size.
    expect(fileProgress([100, 50], 1000)).toEqual([100, 50]);
  });

  it("gives whole percents, never above 100, and 0 for nothing to send", () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(3, 3)).toBe(100);
    expect(percent(5, 3)).toBe(100);
    expect(percent(0, 0)).toBe(0);
  });
});

describe("problems by field", () => {
  it("keys a document's problems by its path, so they follow it when documents move", () => {
    const docs = [doc("/a/one.pdf"), doc("/a/two.pdf")];
    const byKey = issuesByKey(
      [
        { field: "recipientInbox", message: "Choose a recipient." },
        { field: "documents.1.documentType", message: "Choose a document type." },
        { field: "documents.1.documentId", message: "Standard envelopes need a document id." },
        { field: "documents.0.file", message: "The file is empty." },
        { field: "documents.7.file", message: "stale" },
      ],
      docs,
    );
    expect(byKey.get(fieldKey("recipientInbox"))).toEqual(["Choose a recipient."]);
    expect(byKey.get(fieldKey("/a/two.pdf", "documentType"))).toEqual(["Choose a document type."]);
    expect(byKey.get(fieldKey("/a/two.pdf", "documentId"))).toEqual(["Standard envelopes need a document id."]);
    expect(byKey.get(fieldKey("/a/one.pdf", "file"))).toEqual(["The file is empty."]);
    // An index the validated documents do not have is still shown, on the documents as a whole.
    expect(byKey.get(fieldKey("documents"))).toEqual(["stale"]);
  });

  it("hides a problem once its field was edited, until the draft is validated again", () => {
    const validated = draft({ documents: [doc("/a/one.pdf"), doc("/a/two.pdf")] });
    expect(isStale("recipientInbox", validated, validated)).toBe(false);
    expect(isStale("recipientInbox", { ...validated, recipientInbox: "x" }, validated)).toBe(true);
    expect(isStale("acidNumber", { ...validated, recipientInbox: "x" }, validated)).toBe(false);
    const typed = {
      ...validated,
      documents: [{ ...doc("/a/one.pdf"), documentType: "INV" }, doc("/a/two.pdf")],
    };
    expect(isStale(fieldKey("/a/one.pdf", "documentType"), typed, validated)).toBe(true);
    expect(isStale(fieldKey("/a/two.pdf", "documentType"), typed, validated)).toBe(false);
    expect(isStale(fieldKey("/a/one.pdf", "file"), typed, validated)).toBe(false);
    // Moving documents keeps each problem with its document.
    const moved = { ...validated, documents: [...validated.documents].reverse() };
    expect(isStale(fieldKey("/a/one.pdf", "documentId"), moved, validated)).toBe(false);
    // Renaming either of two colliding files may settle both.
    const renamed = { ...validated, documents: [doc("/a/one.pdf"), { ...doc("/a/two.pdf"), fileName: "x.pdf" }] };
    expect(isStale(fieldKey("/a/one.pdf", "fileName"), renamed, validated)).toBe(true);
  });
});

describe("documents", () => {
  it("moves a document up or down and stays put at the ends", () => {
    const items = ["a", "b", "c"];
    expect(moveDocument(items, 2, -1)).toEqual(["a", "c", "b"]);
    expect(moveDocument(items, 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveDocument(items, 0, -1)).toBe(items);
    expect(moveDocument(items, 2, 1)).toBe(items);
    expect(removeAt(items, 1)).toEqual(["a", "c"]);
  });

  it("adds dropped documents once, by path", () => {
    const d = draft({ documents: [doc("/a/one.pdf")] });
    const next = appendDocuments(d, [doc("/a/one.pdf"), doc("/a/two.pdf"), doc("/a/two.pdf")]);
    expect(next.documents.map((x) => x.path)).toEqual(["/a/one.pdf", "/a/two.pdf"]);
    expect(appendDocuments(d, [doc("/a/one.pdf")])).toBe(d);
  });
});

describe("metadata rows", () => {
  it("adds, edits and lists the suggested keys not used yet", () => {
    let rows = addMetadataRow([], "Internal number");
    rows = setMetadataRow(rows, 0, { value: "PO-7" });
    rows = addMetadataRow(rows);
    rows = setMetadataRow(rows, 1, { key: "Colour" });
    expect(rows).toEqual([
      { key: "Internal number", value: "PO-7" },
      { key: "Colour", value: "" },
    ]);
    expect(missingSuggestedKeys(rows)).toEqual(["Release agent"]);
    expect(missingSuggestedKeys([{ key: " release AGENT ", value: "" }])).toEqual(["Internal number"]);
  });
});

describe("drafts", () => {
  it("compares content, not upload state or save time", () => {
    const a = draft({ documents: [doc("/a/one.pdf")] });
    expect(sameContent(a, { ...a, uploaded: UPLOADED, updatedAt: 9 })).toBe(true);
    expect(sameContent(a, { ...a, payToCollect: true })).toBe(false);
    const withMeta = { ...a, documents: [{ ...doc("/a/one.pdf"), metadata: [{ key: "k", value: "v" }] }] };
    expect(sameContent(a, withMeta)).toBe(false);
  });

  it("takes the upload state from a save only when nothing was edited since", () => {
    const sent = draft({ recipientInbox: "x" });
    const saved = { ...sent, uploaded: UPLOADED, updatedAt: 42 };
    expect(afterSave(sent, sent, saved)).toEqual(saved);
    const edited = { ...sent, recipientInbox: "xy" };
    expect(afterSave(edited, sent, saved)).toEqual({ ...edited, updatedAt: 42, uploaded: null });
  });

  it("lists the open draft with its latest edits, new ones on top, newest saved first", () => {
    const a = draft({ id: "a", updatedAt: 1 });
    const b = draft({ id: "b", updatedAt: 2 });
    expect(withOpenDraft([b, a], { ...a, recipientName: "Lotus" }).map((d) => d.recipientName)).toEqual(["", "Lotus"]);
    expect(withOpenDraft([b], draft({ id: "new" })).map((d) => d.id)).toEqual(["new", "b"]);
    expect(upsertDraft([b, a], { ...a, updatedAt: 3 }).map((d) => d.id)).toEqual(["a", "b"]);
  });

  it("names a draft by its recipient or ACID number", () => {
    expect(draftTitle(draft())).toBe("No recipient yet");
    expect(draftTitle(draft({ recipientInbox: "abc" }))).toBe("abc");
    expect(draftTitle(draft({ recipientInbox: "abc", recipientName: "Lotus" }))).toBe("Lotus");
    expect(draftTitle(draft({ kind: "egyptAci", acidNumber: "1234567890123456789" }))).toBe(
      "Egypt ACI 1234567890123456789",
    );
  });

  it("adds a sent envelope once, newest first", () => {
    const old: SentEnvelopeView = { envelopeId: "e1", recipient: "A", documents: [], sentAt: 1 };
    const fresh: SentEnvelopeView = { envelopeId: "e2", recipient: "B", documents: [], sentAt: 2 };
    expect(withSent([old], fresh).map((s) => s.envelopeId)).toEqual(["e2", "e1"]);
    expect(withSent([fresh, old], fresh)).toHaveLength(2);
  });
});

describe("sizes and names", () => {
  it("writes sizes as the Rust side does", () => {
    expect(formatSize(12)).toBe("12 B");
    expect(formatSize(1536)).toBe("1.5 KiB");
    expect(formatSize(820 * 1024)).toBe("820 KiB");
    expect(formatSize(1.5 * 1024 * 1024)).toBe("1.5 MiB");
  });

  it("takes a file's name from a path with either separator", () => {
    expect(baseName("/home/me/invoice.pdf")).toBe("invoice.pdf");
    expect(baseName("C:\\Users\\me\\list.xlsx")).toBe("list.xlsx");
  });
});

describe("the open draft's view state", () => {
  it("starts a fresh look at each draft opened, keeping nothing of the last one", () => {
    let view = draftView(NO_DRAFT, { type: "opened", draft: draft() });
    view = draftView(view, { type: "left-field", key: "recipientInbox" });
    view = draftView(view, { type: "upload-tried" });
    view = draftView(view, { type: "validated", issues: { validated: draft(), list: [] } });
    view = draftView(view, { type: "files-added", result: { kind: "refused", text: "busy" } });
    const next = draftView(view, { type: "opened", draft: draft({ id: "d2" }) });
    expect(next.draft?.id).toBe("d2");
    expect(next.touched.size).toBe(0);
    expect(next.attempted).toBe(false);
    expect(next.issues).toBeNull();
    expect(next.addResult).toBeNull();
    expect(next.version).toBeGreaterThan(view.version);
  });

  it("counts each edit for validation and remembers that one dropped the created envelope", () => {
    const open = draftView(NO_DRAFT, { type: "opened", draft: draft({ uploaded: UPLOADED }) });
    const edited = draftView(open, { type: "edited", draft: draft({ recipientInbox: "x" }), dropsUpload: true });
    expect(edited.version).toBe(open.version + 1);
    expect(edited.uploadDropped).toBe(true);
    const again = draftView(edited, { type: "edited", draft: draft({ recipientInbox: "xy" }), dropsUpload: false });
    expect(again.uploadDropped).toBe(true);
    const saved = draftView(again, { type: "saved", draft: draft({ recipientInbox: "xy", updatedAt: 9 }) });
    expect(saved.version).toBe(again.version);
    expect(draftView(saved, { type: "received", draft: draft({ uploaded: UPLOADED }) }).uploadDropped).toBe(false);
  });

  it("marks a field left once, and an upload tried once", () => {
    const view = draftView(NO_DRAFT, { type: "left-field", key: "acidNumber" });
    expect(draftView(view, { type: "left-field", key: "acidNumber" })).toBe(view);
    const tried = draftView(view, { type: "upload-tried" });
    expect(draftView(tried, { type: "upload-tried" })).toBe(tried);
  });
});
