/**
 * The words of the document check (the *Check against the eBL* section, the eBL link and the
 * send review): outcomes as text, each finding as one sentence naming the document and the page.
 */
import type { CheckFinding } from "../../bindings/CheckFinding";
import type { CheckLineView } from "../../bindings/CheckLineView";
import type { CheckOutcome } from "../../bindings/CheckOutcome";
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
export function subjectOf(check: string): string {
  const lower = check.trim().toLowerCase();
  if (lower === "containers") return "container";
  if (lower === "parties") return "party";
  if (lower === "ports") return "port";
  return /^b\/l/.test(lower) ? check.trim() : lower;
}

/**
 * A finding as the clerk reads it: `packing-list.pdf, page 2: container MSKU9070324 — bill:
 * MSKU9070323`, with its note when it has one.
 */
export function findingText(check: string, finding: CheckFinding): string {
  const where = finding.page ? `${finding.document}, page ${finding.page}` : finding.document;
  const parts: string[] = [];
  if (finding.found !== null || finding.expected !== null) {
    const found = finding.found ?? "not stated";
    const expected = finding.expected === null ? "" : ` — bill: ${finding.expected}`;
    parts.push(`${subjectOf(check)} ${found}${expected}`);
  }
  if (finding.note) parts.push(finding.note);
  return `${where}: ${parts.join(". ") || "see the document"}`;
}

/** `1 difference`, `2 differences`. */
export function differencesText(n: number): string {
  if (n === 0) return "No differences";
  return n === 1 ? "1 difference" : `${n} differences`;
}

/** The acknowledgement's label in the send review. */
export function acknowledgementLabel(n: number): string {
  return n === 1
    ? "I have seen the difference and want to send anyway"
    : `I have seen the ${n} differences and want to send anyway`;
}

/** The lines that carry differences, first; otherwise in the order the check gives. */
export function differingLines(lines: CheckLineView[]): CheckLineView[] {
  return lines.filter((l) => l.outcome === "differs" && l.findings.length > 0);
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
