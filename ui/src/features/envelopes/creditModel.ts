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
import { currentLang, intlLocale, t } from "../../i18n";
import { noteSuffix } from "./checkModel";

/** The credit of a check, if the draft has one. */
export function creditOf(check: DraftCheck | undefined): CreditCheckView | null {
  return check?.credit ?? null;
}

/** Each check's name, with the credit's field (the Rust side's `CreditCheckKind::title`). */
export function creditCheckTitle(check: CreditCheckKind): string {
  switch (check) {
    case "invoiceCurrency":
      return t("env-credit-title-invoice-currency");
    case "invoiceAmount":
      return t("env-credit-title-invoice-amount");
    case "invoiceIssuer":
      return t("env-credit-title-invoice-issuer");
    case "invoiceMadeOutTo":
      return t("env-credit-title-invoice-made-out-to");
    case "goods":
      return t("env-credit-title-goods");
    case "portOfLoading":
      return t("env-credit-title-port-of-loading");
    case "portOfDischarge":
      return t("env-credit-title-port-of-discharge");
    case "shipmentDate":
      return t("env-credit-title-shipment-date");
    case "presentation":
      return t("env-credit-title-presentation");
    case "documentsRequired":
      return t("env-credit-title-documents-required");
    case "partialShipments":
      return t("env-credit-title-partial-shipments");
    case "transhipment":
      return t("env-credit-title-transhipment");
    case "consignee":
      return t("env-credit-title-consignee");
    case "notifyParty":
      return t("env-credit-title-notify-party");
  }
  return check;
}

/** The same by kind, in the current language when read. */
export const CREDIT_TITLES: Readonly<Record<CreditCheckKind, string>> = {
  get invoiceCurrency() {
    return creditCheckTitle("invoiceCurrency");
  },
  get invoiceAmount() {
    return creditCheckTitle("invoiceAmount");
  },
  get invoiceIssuer() {
    return creditCheckTitle("invoiceIssuer");
  },
  get invoiceMadeOutTo() {
    return creditCheckTitle("invoiceMadeOutTo");
  },
  get goods() {
    return creditCheckTitle("goods");
  },
  get portOfLoading() {
    return creditCheckTitle("portOfLoading");
  },
  get portOfDischarge() {
    return creditCheckTitle("portOfDischarge");
  },
  get shipmentDate() {
    return creditCheckTitle("shipmentDate");
  },
  get presentation() {
    return creditCheckTitle("presentation");
  },
  get documentsRequired() {
    return creditCheckTitle("documentsRequired");
  },
  get partialShipments() {
    return creditCheckTitle("partialShipments");
  },
  get transhipment() {
    return creditCheckTitle("transhipment");
  },
  get consignee() {
    return creditCheckTitle("consignee");
  },
  get notifyParty() {
    return creditCheckTitle("notifyParty");
  },
};

/** What one value of a line is called in a finding: "amount", "port of loading"... */
function subjectOf(check: CreditCheckKind): string {
  switch (check) {
    case "invoiceCurrency":
      return t("env-credit-subject-invoice-currency");
    case "invoiceAmount":
      return t("env-credit-subject-invoice-amount");
    case "invoiceIssuer":
      return t("env-credit-subject-invoice-issuer");
    case "invoiceMadeOutTo":
      return t("env-credit-subject-invoice-made-out-to");
    case "goods":
      return t("env-credit-subject-goods");
    case "portOfLoading":
      return t("env-credit-subject-port-of-loading");
    case "portOfDischarge":
      return t("env-credit-subject-port-of-discharge");
    case "shipmentDate":
      return t("env-credit-subject-shipment-date");
    case "presentation":
      return t("env-credit-subject-presentation");
    case "documentsRequired":
      return t("env-credit-subject-documents-required");
    case "partialShipments":
      return t("env-credit-subject-partial-shipments");
    case "transhipment":
      return t("env-credit-subject-transhipment");
    case "consignee":
      return t("env-credit-subject-consignee");
    case "notifyParty":
      return t("env-credit-subject-notify-party");
  }
  return check;
}

/** The line's title: the desk's, else the check's name here. */
export function creditTitle(line: CreditCheckLine & { title?: string }): string {
  return line.title?.trim() || creditCheckTitle(line.check);
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
  const note = noteSuffix(finding.note);
  const where =
    finding.page > 0 ? t("env-finding-where", { document: finding.document, page: finding.page }) : finding.document;
  const subject = subjectOf(check);
  const value = found ? t("env-finding-value", { subject, found }) : t("env-finding-no-value", { subject });
  return (
    (expected
      ? t("env-credit-finding", { where, value, expected })
      : t("env-credit-finding-not-in-credit", { where, value })) + note
  );
}

/** `Complies with credit LC-1`, `1 difference with credit LC-1`, `2 differences with credit LC-1`. */
export function creditHeadline(credit: Pick<CreditCheckView, "number" | "differences">): string {
  const n = credit.differences;
  if (n === 0) return t("env-credit-complies", { number: credit.number });
  return t("env-credit-differences", { count: n, number: credit.number });
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** `2026-12-12` → `12 Dec 2026` (the text as given when it is not an ISO date). */
export function dayText(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) return iso;
  if (currentLang() === "en" || currentLang() === "en-XA") return `${Number(m[3])} ${month} ${m[1]}`;
  const when = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return when.toLocaleDateString(intlLocale(), { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
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
  if (n < 0) return t("env-credit-too-late", { day, days: -n });
  if (n === 0) return t("env-credit-last-day", { day });
  return t("env-credit-days-left", { day, count: n });
}

/** 32B with 39A: `USD 100,000.00 (+5% / -5%)`. */
export function amountText(credit: Pick<CreditCheckView, "amount" | "tolerance">): string {
  return credit.tolerance ? `${credit.amount} (${credit.tolerance})` : credit.amount;
}

/** The differences of a credit line. */
export function creditDifferences(line: CreditCheckLine): CheckFinding[] {
  return line.findings.filter((f) => f.outcome === "differs");
}
