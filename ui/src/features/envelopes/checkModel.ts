/**
 * The words of the document check (the *Check against the eBL* section, the eBL link and the
 * send review): outcomes as text, each finding as one sentence naming the document and the page.
 */
import type { CheckDocumentNotChecked } from "../../bindings/CheckDocumentNotChecked";
import type { CheckFinding } from "../../bindings/CheckFinding";
import type { CheckKind } from "../../bindings/CheckKind";
import type { CheckOutcome } from "../../bindings/CheckOutcome";
import type { DraftCheck } from "../../bindings/DraftCheck";
import type { DraftCheckLine } from "../../bindings/DraftCheckLine";
import type { DraftDocument } from "../../bindings/DraftDocument";
import type { EblChoice } from "../../bindings/EblChoice";
import { stateLabel } from "../ebls/listModel";

export const OUTCOME_LABELS: Record<CheckOutcome, string> = {
  matches: "Matches",
  differs: "Differs",
  notFound: "Not found",
  notChecked: "Not checked",
};

/** The badge tone of an outcome (the text says it too: colour is never the only sign). */
export const OUTCOME_TONES: Record<CheckOutcome, string> = {
  matches: "ok",
  differs: "danger",
  notFound: "pending",
  notChecked: "unknown",
};

/** What one value of a line is called in a finding: "container", "gross weight"... */
const SUBJECTS: Record<CheckKind, string> = {
  blNumber: "B/L number",
  containers: "container",
  grossWeight: "gross weight",
  packages: "packages",
  vessel: "vessel",
  voyage: "voyage",
  portOfLoading: "port of loading",
  portOfDischarge: "port of discharge",
  shipper: "shipper",
  consignee: "consignee",
  notifyParty: "notify party",
  billStanding: "",
};

/**
 * A finding as the clerk reads it: `packing-list.pdf, page 2: container MSKU9070324 — bill:
 * MSKU9070323`, with its note when it has one. The eBL's own standing reads `eBL REF: a copy —
 * should be the original`.
 */
export function findingText(check: CheckKind, finding: CheckFinding): string {
  const found = finding.found.trim();
  const expected = finding.expected.trim();
  const note = finding.note?.trim() ? ` (${finding.note.trim()})` : "";
  if (check === "billStanding") {
    return `${finding.document}: ${found || "unknown"}${expected ? ` — should be ${expected}` : ""}${note}`;
  }
  const where = `${finding.document}, page ${finding.page}`;
  const subject = SUBJECTS[check] ?? check;
  const value = found ? `${subject} ${found}` : `no ${subject}`;
  const bill = expected ? ` — bill: ${expected}` : " — not on the bill";
  return `${where}: ${value}${bill}${note}`;
}

/** The findings of a line that are differences (what the count and the acknowledgement are of). */
export function differencesOf(line: DraftCheckLine): CheckFinding[] {
  return line.findings.filter((f) => f.outcome === "differs");
}

/** Pages not checked, in words: `scan.pdf: pages 2, 3 — no text (a scan?)`. */
export function notCheckedText(n: CheckDocumentNotChecked): string {
  const pages = n.wholeDocument
    ? "the whole document"
    : n.pages.length === 1
      ? `page ${n.pages[0]}`
      : `pages ${n.pages.join(", ")}`;
  return `${n.document}: ${pages} — ${n.reason}`;
}

/** `1 difference`, `2 differences`. */
export function differencesText(n: number): string {
  if (n === 0) return "No differences";
  return n === 1 ? "1 difference" : `${n} differences`;
}

/**
 * The documents of the check that were not read at all: not a PDF, not readable, or no page
 * with text (a scan: there is no OCR).
 */
export function documentsNotRead(check: Pick<DraftCheck, "documents">): string[] {
  const names = check.documents
    .filter((d) => !d.checked || (d.pages > 0 && d.pagesWithoutText >= d.pages))
    .map((d) => d.fileName);
  return [...new Set(names)];
}

/**
 * The check's headline: its differences, or, when a document was not read, that document named
 * first (never "No differences" alone for a document nobody read) and what the others say.
 */
export function checkHeadline(check: Pick<DraftCheck, "documents" | "differences">): string {
  const unread = documentsNotRead(check);
  if (unread.length === 0) return differencesText(check.differences);
  const notRead = `Not checked: ${unread.join(", ")} (no text to read)`;
  if (unread.length >= check.documents.length) return notRead;
  return `${notRead} — ${differencesText(check.differences).toLowerCase()} in the others`;
}

/** The acknowledgement's label in the send review. */
export function acknowledgementLabel(n: number): string {
  return n === 1
    ? "I have seen the difference and want to send anyway"
    : `I have seen the ${n} differences and want to send anyway`;
}

/** Every difference of the check, with the line it belongs to, in the order the check gives. */
export function allDifferences(lines: DraftCheckLine[]): { line: DraftCheckLine; finding: CheckFinding }[] {
  return lines.flatMap((line) => differencesOf(line).map((finding) => ({ line, finding })));
}

/** An eBL in a few words: its state in words, original or copy. */
export function eblFacts(ebl: EblChoice): string {
  return `${stateLabel(ebl.state)} · ${ebl.isOriginal ? "Original" : "Copy"}${ebl.heldByUs ? " · held by your company" : ""}`;
}

/**
 * What the check depends on in the window's draft: which files it holds (path and size). A change
 * of it asks the Rust side again; typing a document id does not.
 */
export function documentsSignature(documents: DraftDocument[]): string {
  return documents.map((d) => `${d.path}\u0000${d.size}`).join("\u0001");
}
