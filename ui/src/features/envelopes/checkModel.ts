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
import { t } from "../../i18n";
import { stateLabel } from "../ebls/listModel";

/** An outcome in words (the badge's text). */
export function outcomeLabel(outcome: CheckOutcome): string {
  switch (outcome) {
    case "matches":
      return t("env-outcome-matches");
    case "differs":
      return t("env-outcome-differs");
    case "notFound":
      return t("env-outcome-not-found");
    case "notChecked":
      return t("env-outcome-not-checked");
  }
}

/** The badge tone of an outcome (the text says it too: colour is never the only sign). */
export const OUTCOME_TONES: Record<CheckOutcome, string> = {
  matches: "ok",
  differs: "danger",
  notFound: "pending",
  notChecked: "unknown",
};

/** What one value of a line is called in a finding: "container", "gross weight"... */
function subjectOf(check: CheckKind): string {
  switch (check) {
    case "blNumber":
      return t("env-subject-bl-number");
    case "containers":
      return t("env-subject-container");
    case "grossWeight":
      return t("env-subject-gross-weight");
    case "packages":
      return t("env-subject-packages");
    case "vessel":
      return t("env-subject-vessel");
    case "voyage":
      return t("env-subject-voyage");
    case "portOfLoading":
      return t("env-subject-port-of-loading");
    case "portOfDischarge":
      return t("env-subject-port-of-discharge");
    case "shipper":
      return t("env-subject-shipper");
    case "consignee":
      return t("env-subject-consignee");
    case "notifyParty":
      return t("env-subject-notify-party");
    case "billStanding":
      return "";
  }
  return check;
}

/** ` (note)` after a finding, when it has one. */
export function noteSuffix(note: string | null | undefined): string {
  const text = note?.trim();
  return text ? ` ${t("env-finding-note", { note: text })}` : "";
}

/**
 * A finding as the clerk reads it: `packing-list.pdf, page 2: container MSKU9070324 — bill:
 * MSKU9070323`, with its note when it has one. The eBL's own standing reads `eBL REF: a copy —
 * should be the original`.
 */
export function findingText(check: CheckKind, finding: CheckFinding): string {
  const found = finding.found.trim();
  const expected = finding.expected.trim();
  const note = noteSuffix(finding.note);
  if (check === "billStanding") {
    const standing = found || t("env-finding-unknown");
    return (
      (expected
        ? t("env-finding-standing-expected", { document: finding.document, found: standing, expected })
        : t("env-finding-standing", { document: finding.document, found: standing })) + note
    );
  }
  const where = t("env-finding-where", { document: finding.document, page: finding.page });
  const subject = subjectOf(check);
  const value = found ? t("env-finding-value", { subject, found }) : t("env-finding-no-value", { subject });
  return (
    (expected ? t("env-finding-bill", { where, value, expected }) : t("env-finding-not-on-bill", { where, value })) + note
  );
}

/** The findings of a line that are differences (what the count and the acknowledgement are of). */
export function differencesOf(line: DraftCheckLine): CheckFinding[] {
  return line.findings.filter((f) => f.outcome === "differs");
}

/** Pages not checked, in words: `scan.pdf: pages 2, 3 — no text (a scan?)`. */
export function notCheckedText(n: CheckDocumentNotChecked): string {
  const pages = n.wholeDocument
    ? t("env-pages-whole")
    : n.pages.length === 1
      ? t("env-pages-one", { page: n.pages[0] ?? 0 })
      : t("env-pages-many", { pages: n.pages.map(String).join(", ") });
  return t("env-not-checked-line", { document: n.document, pages, reason: n.reason });
}

/** `1 difference`, `2 differences`. */
export function differencesText(n: number): string {
  return t("env-differences", { count: n });
}

/** The same in the middle of a sentence: `no differences`, `1 difference`. */
export function differencesInSentence(n: number): string {
  return t("env-differences-in-sentence", { count: n });
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
  const names = unread.join(", ");
  if (unread.length >= check.documents.length) return t("env-check-headline-unread", { names });
  return t("env-check-headline-some-unread", { names, count: check.differences });
}

/** The acknowledgement's label in the send review. */
export function acknowledgementLabel(n: number): string {
  return t("env-acknowledge", { count: n });
}

/** Every difference of the check, with the line it belongs to, in the order the check gives. */
export function allDifferences(lines: DraftCheckLine[]): { line: DraftCheckLine; finding: CheckFinding }[] {
  return lines.flatMap((line) => differencesOf(line).map((finding) => ({ line, finding })));
}

/** An eBL in a few words: its state in words, original or copy. */
export function eblFacts(ebl: EblChoice): string {
  const copy = ebl.isOriginal ? t("env-ebl-original") : t("env-ebl-copy");
  return `${stateLabel(ebl.state)} · ${copy}${ebl.heldByUs ? ` · ${t("env-ebl-held-short")}` : ""}`;
}

/**
 * What the check depends on in the window's draft: which files it holds (path and size). A change
 * of it asks the Rust side again; typing a document id does not.
 */
export function documentsSignature(documents: DraftDocument[]): string {
  return documents.map((d) => `${d.path}\u0000${d.size}`).join("\u0001");
}
