import type { EblRow } from "../../bindings/EblRow";
import type { Role } from "../../bindings/Role";

/** What the user narrowed the list to. Empty strings mean "any". */
export interface EblFilters {
  search: string;
  state: string;
  role: Role | "";
  heldByUs: boolean;
  copies: "" | "originals" | "copies";
}

export const NO_FILTERS: EblFilters = { search: "", state: "", role: "", heldByUs: false, copies: "" };

export type SortColumn = "reference" | "state" | "roles" | "held" | "holder" | "copy" | "ports" | "vessel";
export interface EblSort {
  column: SortColumn;
  direction: "ascending" | "descending";
}

export const DEFAULT_SORT: EblSort = { column: "reference", direction: "ascending" };

export const ROLE_LABELS: Record<Role, string> = {
  ISSUER: "Issuer",
  CONSIGNOR: "Consignor",
  CONSIGNEE: "Consignee",
  SURRENDEREE: "Surrenderee",
};

export const ALL_ROLES: Role[] = ["CONSIGNEE", "CONSIGNOR", "ISSUER", "SURRENDEREE"];

/** The service's state names read aloud; an unknown state is shown as it came. */
export function stateLabel(state: string): string {
  switch (state) {
    case "ISSUED":
      return "Issued";
    case "SURRENDER_FOR_DELIVERY_REQUESTED":
      return "Surrender requested";
    case "SURRENDERED_FOR_DELIVERY":
      return "Surrendered";
    case "SURRENDER_FOR_AMENDMENT_REQUESTED":
      return "Amendment requested";
    case "SURRENDERED_FOR_AMENDMENT":
      return "Surrendered for amendment";
    case "VOID":
      return "Void";
    default:
      return state;
  }
}

export function rolesText(roles: readonly Role[]): string {
  return roles.length === 0 ? "—" : roles.map((r) => ROLE_LABELS[r] ?? r).join(", ");
}

export function portsText(row: EblRow): string {
  if (!row.portOfLoading && !row.portOfDischarge) return "—";
  return `${row.portOfLoading ?? "?"} → ${row.portOfDischarge ?? "?"}`;
}

export function vesselText(row: EblRow): string {
  if (!row.vesselName && !row.voyageNumber) return "—";
  if (!row.voyageNumber) return row.vesselName ?? "—";
  return `${row.vesselName ?? "?"} / ${row.voyageNumber}`;
}

/** A row prepared once for search as you type: everything searchable, lower-cased, joined. */
export interface IndexedRow {
  row: EblRow;
  haystack: string;
}

export function indexRows(rows: readonly EblRow[]): IndexedRow[] {
  return rows.map((row) => ({
    row,
    haystack: [
      row.reference,
      // Rows kept by an older version have no transport document reference.
      row.transportDocumentReference ?? "",
      row.searchText,
      row.portOfLoading ?? "",
      row.portOfDischarge ?? "",
      row.vesselName ?? "",
      row.voyageNumber ?? "",
    ]
      .join("\u0000")
      .toLowerCase(),
  }));
}

/** The rows matching every filter; each search word must appear somewhere in the row. */
export function filterRows(rows: readonly IndexedRow[], filters: EblFilters): EblRow[] {
  const words = filters.search.toLowerCase().split(/\s+/).filter(Boolean);
  const out: EblRow[] = [];
  for (const { row, haystack } of rows) {
    if (filters.state && row.state !== filters.state) continue;
    if (filters.role && !row.roles.includes(filters.role)) continue;
    if (filters.heldByUs && !row.heldByUs) continue;
    if (filters.copies === "copies" && !row.isCopy) continue;
    if (filters.copies === "originals" && row.isCopy) continue;
    if (words.length > 0 && !words.every((w) => haystack.includes(w))) continue;
    out.push(row);
  }
  return out;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

function sortKey(row: EblRow, column: SortColumn): string {
  switch (column) {
    case "reference":
      return row.reference;
    case "state":
      return row.state;
    case "roles":
      return rolesText(row.roles);
    case "held":
      return row.heldByUs ? "0" : "1";
    case "holder":
      return row.holder.toLowerCase();
    case "copy":
      return row.isCopy ? "1" : "0";
    case "ports":
      return portsText(row);
    case "vessel":
      return vesselText(row);
  }
}

/** Sorted copy; ties keep the reference order so the list never jumps between renders. A copy
 * whose original is listed follows its original ([`groupCopies`]). */
export function sortRows(rows: readonly EblRow[], sort: EblSort): EblRow[] {
  const sign = sort.direction === "ascending" ? 1 : -1;
  return groupCopies(
    rows
      .map((row) => ({ row, key: sortKey(row, sort.column) }))
      .sort((a, b) => sign * collator.compare(a.key, b.key) || collator.compare(a.row.reference, b.row.reference))
      .map((x) => x.row),
  );
}

/** The rows in the same order, except that each copy whose original is among them comes right
 * after its original (the copies in the order they had). */
export function groupCopies(rows: readonly EblRow[]): EblRow[] {
  const listed = new Set(rows.map((r) => r.id));
  const copies = new Map<string, EblRow[]>();
  for (const row of rows) {
    const original = row.copyOf ?? null;
    if (original && listed.has(original) && original !== row.id) {
      const group = copies.get(original);
      if (group) group.push(row);
      else copies.set(original, [row]);
    }
  }
  if (copies.size === 0) return [...rows];
  const out: EblRow[] = [];
  for (const row of rows) {
    const original = row.copyOf ?? null;
    if (original && copies.get(original)?.includes(row)) continue;
    out.push(row, ...(copies.get(row.id) ?? []));
  }
  return out;
}

/** How many of `rows` are copies of the eBL `id`, for the list's Copy column. */
export function copiesCount(rows: readonly EblRow[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (row.copyOf) counts.set(row.copyOf, (counts.get(row.copyOf) ?? 0) + 1);
  }
  return counts;
}

/** Clicking a header: a new column sorts ascending, the same column flips. */
export function nextSort(current: EblSort, column: SortColumn): EblSort {
  if (current.column !== column) return { column, direction: "ascending" };
  return { column, direction: current.direction === "ascending" ? "descending" : "ascending" };
}

/** The distinct states present, for the state filter. */
export function statesIn(rows: readonly EblRow[]): string[] {
  return [...new Set(rows.map((r) => r.state))].sort((a, b) => collator.compare(stateLabel(a), stateLabel(b)));
}

/** "HH:MM" local time of an RFC 3339 instant, for the offline banner. */
export function clockTime(rfc3339: string | null): string | null {
  if (!rfc3339) return null;
  const when = new Date(rfc3339);
  if (Number.isNaN(when.getTime())) return null;
  return `${String(when.getHours()).padStart(2, "0")}:${String(when.getMinutes()).padStart(2, "0")}`;
}
