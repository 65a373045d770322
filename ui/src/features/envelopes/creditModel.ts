/**
 * The words of the check against the letter of credit (the *Letter of credit* section): the
 * credit's facts, each line's title, each difference as one sentence naming the document, the
 * page and both values, the headline and the dated verdict.
 */
import type { CheckFinding } from "../../bindings/CheckFinding";
import type { CreditCheckKind } from "../../bindings/CreditCheckKind";
import type { CreditCheckLine } from "../../bindings/CreditCheckLine";
import type { CreditCheckView } from "../../bindings/CreditCheckView";
import type { DraftCheck } from "../../bindings/DraftCheck";

/** The credit of a check, if the draft has one. */
export function creditOf(check: DraftCheck | undefined): CreditCheckView | null {
  return check?.credit ?? null;
}

/** Each check's name, with the credit's field (the Rust side's `CreditCheckKind::title`). */
export const CREDIT_TITLES: Record<CreditCheckKind, string> = {
  invoiceCurrency: "Invoice currency (32B)",
  invoiceAmount: "Invoice amount (32B, 39A)",
  invoiceIssuer: "Invoice issued by the beneficiary (59)",
  invoiceMadeOutTo: "Invoice made out to the applicant (50)",
  goods: "Goods on the invoice (45A)",
  portOfLoading: "Port of loading (44E)",
  portOfDischarge: "Port of discharge (44F)",
  shipmentDate: "Shipment date (44C)",
  presentation: "Presentation (48, 31D)",
  documentsRequired: "Documents required (46A)",
  partialShipments: "Partial shipments (43P)",
  transhipment: "Transhipment (43T)",
  consignee: "Consignee (46A)",
  notifyParty: "Notify party (46A)",
};

/** What one value of a line is called in a finding: "amount", "port of loading"... */
const SUBJECTS: Record<CreditCheckKind, string> = {
  invoiceCurrency: "currency",
  invoiceAmount: "amount",
  invoiceIssuer: "issuer",
  invoiceMadeOutTo: "made out to",
  goods: "goods",
  portOfLoading: "port of loading",
  portOfDischarge: "port of discharge",
  shipmentDate: "shipment date",
  presentation: "presentation",
  documentsRequired: "document",
  partialShipments: "partial shipments",
  transhipment: "transhipment",
  consignee: "consignee",
  notifyParty: "notify party",
};

/** The line's title: the desk's, else the check's name here. */
export function creditTitle(line: CreditCheckLine & { title?: string }): string {
  return line.title?.trim() || CREDIT_TITLES[line.check] || line.check;
}

/** The line's summary without its title in front (the title is shown beside it). */
export function creditSummary(line: CreditCheckLine & { title?: string }): string {
  const title = creditTitle(line);
  return line.summary.startsWith(`${title}: `) ? line.summary.slice(title.length + 2) : line.summary;
}

/**
 * A difference as the clerk reads it: `invoice.pdf, page 2: amount USD 120 000.00 — credit:
 * USD 100 000.00 +5 %`; a document 46A asks for and the envelope lacks (page 0) names no page.
 */
export function creditFindingText(check: CreditCheckKind, finding: CheckFinding): string {
  const found = finding.found.trim();
  const expected = finding.expected.trim();
  const note = finding.note?.trim() ? ` (${finding.note.trim()})` : "";
  const where = finding.page > 0 ? `${finding.document}, page ${finding.page}` : finding.document;
  const subject = SUBJECTS[check] ?? check;
  const value = found ? `${subject} ${found}` : `no ${subject}`;
  const credit = expected ? ` — credit: ${expected}` : " — not in the credit";
  return `${where}: ${value}${credit}${note}`;
}

/** `Complies with credit LC-1`, `1 difference with credit LC-1`, `2 differences with credit LC-1`. */
export function creditHeadline(credit: Pick<CreditCheckView, "number" | "differences">): string {
  const n = credit.differences;
  if (n === 0) return `Complies with credit ${credit.number}`;
  return `${n} ${n === 1 ? "difference" : "differences"} with credit ${credit.number}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** `2026-12-12` → `12 Dec 2026` (the text as given when it is not an ISO date). */
export function dayText(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) return iso;
  return `${Number(m[3])} ${month} ${m[1]}`;
}

/** How near the day is: `danger` within 3 days (and when it is past), `ok` otherwise. */
export function verdictTone(daysLeft: number): "danger" | "ok" {
  return daysLeft <= 3 ? "danger" : "ok";
}

/**
 * The dated verdict: `Present to the bank by 12 Dec 2026 — 9 days left`, `… — today is the last
 * day`, `The day to present to the bank was 12 Dec 2026 — 2 days ago`.
 */
export function verdictText(credit: Pick<CreditCheckView, "presentBy" | "daysLeft">): string {
  const day = dayText(credit.presentBy);
  const n = credit.daysLeft;
  if (n < 0) {
    const late = -n === 1 ? "yesterday" : `${-n} days ago`;
    return `Too late to present: the last day was ${day} — ${late}`;
  }
  if (n === 0) return `Present to the bank by ${day} — today is the last day`;
  return `Present to the bank by ${day} — ${n === 1 ? "1 day" : `${n} days`} left`;
}

/** 32B with 39A: `USD 100,000.00 (+5% / -5%)`. */
export function amountText(credit: Pick<CreditCheckView, "amount" | "tolerance">): string {
  return credit.tolerance ? `${credit.amount} (${credit.tolerance})` : credit.amount;
}

/** The differences of a credit line. */
export function creditDifferences(line: CreditCheckLine): CheckFinding[] {
  return line.findings.filter((f) => f.outcome === "differs");
}
