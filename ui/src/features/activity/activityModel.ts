import type { ActivityFilter } from "../../bindings/ActivityFilter";
import type { ActivityRow } from "../../bindings/ActivityRow";

/**
 * The text a filter looks for in a row, built as Rust builds it (`ActivityIndex`): the eBL
 * reference, the company, the transaction and the detail, lower-cased, line breaks as spaces.
 */
export function rowText(row: ActivityRow): string {
  return [row.eblReference, row.counterparty, row.transactionHash, row.detail]
    .filter((part): part is string => part !== null && part !== undefined)
    .map((part) => part.toLowerCase().replace(/[\n\r]/g, " "))
    .join("\u001f");
}

const needle = (filter: ActivityFilter) => filter.text.trim().toLowerCase();

/** Whether `next` matches only rows `prev` matches: the same profile's journal and filters (the same person), with more text typed. */
export function narrows(prev: ActivityFilter, next: ActivityFilter): boolean {
  return (
    (prev.profile ?? null) === (next.profile ?? null) &&
    (prev.operation ?? "") === (next.operation ?? "") &&
    (prev.outcome ?? "") === (next.outcome ?? "") &&
    (prev.from ?? null) === (next.from ?? null) &&
    (prev.until ?? null) === (next.until ?? null) &&
    (prev.person ?? "").trim() === (next.person ?? "").trim() &&
    needle(next).includes(needle(prev))
  );
}

/**
 * The first rows of a narrower filter, known before Rust answers: the shown first page of the
 * previous filter, kept where the new text matches. Newest first both times, and every match of
 * the new filter is a match of the old one, so these are exactly the new filter's first rows.
 * `complete` when the previous filter's matches all fit on that page (then these are all of
 * them). `null` when `next` does not narrow `prev`.
 */
export function narrowedFirstRows(
  prev: ActivityFilter,
  prevRows: readonly ActivityRow[],
  prevMatched: number,
  next: ActivityFilter,
): { rows: ActivityRow[]; complete: boolean } | null {
  if (!narrows(prev, next)) return null;
  const text = needle(next);
  const rows = text === "" ? [...prevRows] : prevRows.filter((row) => rowText(row).includes(text));
  return { rows, complete: prevMatched <= prevRows.length };
}
