import type { EblRow } from "../../bindings/EblRow";
import type { Role } from "../../bindings/Role";
import { currentLang, intlLocale, t } from "../../i18n";

/** What the user narrowed the list to. Empty strings mean "any". */
export interface EblFilters {
  search: string;
  state: string;
  role: Role | "";
  heldByUs: boolean;
  copies: "" | "originals" | "copies";
  /** Only the eBLs with open attention items (applied by the list view, over the items it has). */
  attention?: boolean;
}

export const NO_FILTERS: EblFilters = { search: "", state: "", role: "", heldByUs: false, copies: "" };

export type SortColumn = "reference" | "state" | "roles" | "held" | "holder" | "copy" | "ports" | "vessel";
export interface EblSort {
  column: SortColumn;
  direction: "ascending" | "descending";
}

export const DEFAULT_SORT: EblSort = { column: "reference", direction: "ascending" };

/** A role in words, in the user's language. */
export function roleLabel(role: Role): string {
  switch (role) {
    case "ISSUER":
      return t("ebls-role-issuer");
    case "CONSIGNOR":
      return t("ebls-role-consignor");
    case "CONSIGNEE":
      return t("ebls-role-consignee");
    case "SURRENDEREE":
      return t("ebls-role-surrenderee");
    default:
      return role;
  }
}

/** The roles in words ([`roleLabel`], read in the language of the moment). */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  get ISSUER() {
    return roleLabel("ISSUER");
  },
  get CONSIGNOR() {
    return roleLabel("CONSIGNOR");
  },
  get CONSIGNEE() {
    return roleLabel("CONSIGNEE");
  },
  get SURRENDEREE() {
    return roleLabel("SURRENDEREE");
  },
};

export const ALL_ROLES: Role[] = ["CONSIGNEE", "CONSIGNOR", "ISSUER", "SURRENDEREE"];

/** The service's state names read aloud; an unknown state is shown as it came. */
export function stateLabel(state: string): string {
  switch (state) {
    case "ISSUED":
      return t("ebls-state-issued");
    case "SURRENDER_FOR_DELIVERY_REQUESTED":
      return t("ebls-state-surrender-requested");
    case "SURRENDERED_FOR_DELIVERY":
      return t("ebls-state-surrendered");
    case "SURRENDER_FOR_AMENDMENT_REQUESTED":
      return t("ebls-state-amendment-requested");
    case "SURRENDERED_FOR_AMENDMENT":
      return t("ebls-state-surrendered-for-amendment");
    case "VOID":
      return t("ebls-state-void");
    default:
      return state;
  }
}

export function rolesText(roles: readonly Role[]): string {
  return roles.length === 0 ? "—" : roles.map(roleLabel).join(t("ebls-joiner"));
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

/** Everything searchable in a row, lower-cased, joined (one row's part of the list's search text). */
function haystackOf(row: EblRow): string {
  return [
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
    .toLowerCase();
}

/** A row with its search text, one string per row: the reference the list's index
 * ([`rowFilter`]) answers the same as, kept for the tests and the micro-benchmark. */
export interface IndexedRow {
  row: EblRow;
  haystack: string;
}

export function indexRows(rows: readonly EblRow[]): IndexedRow[] {
  return rows.map((row) => ({ row, haystack: haystackOf(row) }));
}

/** The search's words, lower-cased: each must appear somewhere in a row. */
function searchWords(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Whether a row passes the filters but the search. */
function passesOthers(row: EblRow, filters: EblFilters): boolean {
  if (filters.state && row.state !== filters.state) return false;
  if (filters.role && !row.roles.includes(filters.role)) return false;
  if (filters.heldByUs && !row.heldByUs) return false;
  if (filters.copies === "copies" && !row.isCopy) return false;
  if (filters.copies === "originals" && row.isCopy) return false;
  return true;
}

/** The rows matching every filter; each search word must appear somewhere in the row. One
 * `includes` per row and word: the reference [`rowFilter`] is checked against. */
export function filterRows(rows: readonly IndexedRow[], filters: EblFilters): EblRow[] {
  const words = searchWords(filters.search);
  const out: EblRow[] = [];
  for (const { row, haystack } of rows) {
    if (passesOthers(row, filters) && words.every((w) => haystack.includes(w))) out.push(row);
  }
  return out;
}

/**
 * The list's search index: every row's search text, lower-cased, in one string, the rows in list
 * order separated by a line feed. A search word never holds a line feed (the search is split on
 * white space), so a word found in the text lies within one row, found by a binary search of the
 * rows' start offsets. One native `indexOf` over the text then replaces a string and an
 * `includes` per row, and the page keeps one string rather than 100,000.
 */
export interface SearchIndex {
  rows: readonly EblRow[];
  text: string;
  /** Where each row's text starts in `text`; `starts[rows.length]` is past the end. */
  starts: Uint32Array;
}

/** Between two rows' texts in the index: white space, so never inside a search word. */
const ROW_SEPARATOR = "\n";

export function searchIndex(rows: readonly EblRow[]): SearchIndex {
  const parts = new Array<string>(rows.length);
  const starts = new Uint32Array(rows.length + 1);
  let at = 0;
  for (let i = 0; i < rows.length; i += 1) {
    const haystack = haystackOf(rows[i]!);
    parts[i] = haystack;
    starts[i] = at;
    at += haystack.length + ROW_SEPARATOR.length;
  }
  starts[rows.length] = at;
  return { rows, text: parts.join(ROW_SEPARATOR), starts };
}

/** The row whose text holds the offset `at` of the index's text, at or after the row `from`
 * (the offsets a search finds only grow): a few steps forward, then a binary search. */
function rowAt(starts: Uint32Array, rowCount: number, from: number, at: number): number {
  let low = from;
  for (let step = 0; step < 8; step += 1) {
    if (low + 1 >= rowCount || starts[low + 1]! > at) return low;
    low += 1;
  }
  let high = rowCount - 1;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (starts[mid]! <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Whether the filters but the search let every row through. */
function noOthers(filters: EblFilters): boolean {
  return !filters.state && !filters.role && !filters.heldByUs && !filters.copies;
}

/** The first `n` of `found`: itself when full (most of a long list matches the first keys typed,
 * and a copy of 100,000 positions per keystroke is garbage the next ones collect). */
function fitted(found: Uint32Array, n: number): Uint32Array {
  return n === found.length ? found : found.slice(0, n);
}

/** The rows a search found, and, for a search of one word, where that word first occurs in each
 * of them (offsets in the index's text): what a longer word typed after it starts from. */
interface Found {
  at: Uint32Array;
  hits: Uint32Array | null;
}

/**
 * The positions of the rows matching `filters`, among `among` (positions in increasing order) or
 * among all rows. Each word keeps the row of its next occurrence in the text from the row looked
 * at, found with `indexOf` from there, so the text is read about once per word, however many rows.
 */
function searchRows(index: SearchIndex, filters: EblFilters, words: readonly string[], among: Uint32Array | null): Found {
  const { rows, text, starts } = index;
  const count = rows.length;
  const all = noOthers(filters);
  const found = new Uint32Array(among ? among.length : count);
  let n = 0;
  // The longest words first: the fewest occurrences, so the fewest rows go further.
  const ordered = [...new Set(words)].sort((a, b) => b.length - a.length);
  if (ordered.length === 0) {
    if (among) {
      for (const i of among) if (all || passesOthers(rows[i]!, filters)) found[n++] = i;
    } else {
      for (let i = 0; i < count; i += 1) if (all || passesOthers(rows[i]!, filters)) found[n++] = i;
    }
    return { at: fitted(found, n), hits: null };
  }
  // One word: where it first occurs in each row found.
  const hits = ordered.length === 1 ? new Uint32Array(found.length) : null;
  // The row of each word's next occurrence at or after the row looked at (-1: not looked for
  // yet, `count`: none left), and that occurrence's offset in the text.
  const next = new Int32Array(ordered.length).fill(-1);
  const nextAt = new Int32Array(ordered.length);
  const hasRest = (i: number, first: number): boolean => {
    for (let k = first; k < ordered.length; k += 1) {
      if (next[k]! < i) {
        const hit = text.indexOf(ordered[k]!, starts[i]);
        next[k] = hit < 0 ? count : rowAt(starts, count, i, hit);
        nextAt[k] = hit;
      }
      if (next[k] !== i) return false;
    }
    return all || passesOthers(rows[i]!, filters);
  };
  if (among) {
    for (const i of among) {
      if (!hasRest(i, 0)) continue;
      if (hits) hits[n] = nextAt[0]!;
      found[n++] = i;
    }
    return { at: fitted(found, n), hits: hits ? fitted(hits, n) : null };
  }
  // Leap from one occurrence of the first word to the next, from the start of the row after.
  const first = ordered[0]!;
  let i = 0;
  let hit = text.indexOf(first, 0);
  while (hit >= 0) {
    i = rowAt(starts, count, i, hit);
    if (hasRest(i, 1)) {
      if (hits) hits[n] = hit;
      found[n++] = i;
    }
    i += 1;
    if (i >= count) break;
    hit = text.indexOf(first, starts[i]);
  }
  return { at: fitted(found, n), hits: hits ? fitted(hits, n) : null };
}

/**
 * A word typed further (`word` starts with the word of `from`, the one word of an earlier search
 * with the same other filters): its rows are among `from`'s, and in each its first occurrence is
 * at or after the shorter word's first one. Mostly it is there, and the letters typed after are
 * compared in place, a few characters per row; where it is not, the text is searched from there,
 * each search's answer kept for the rows before it, so the text is read at most once.
 */
function extendRows(index: SearchIndex, from: Found & { hits: Uint32Array }, shorter: number, word: string): Found {
  const { text, starts } = index;
  const at = new Uint32Array(from.at.length);
  const hits = new Uint32Array(from.at.length);
  let n = 0;
  // The next occurrence of `word` after the last place searched from (-1: not searched yet).
  let next = -1;
  for (let k = 0; k < from.at.length; k += 1) {
    const i = from.at[k]!;
    const p = from.hits[k]!;
    let j = shorter;
    while (j < word.length && text.charCodeAt(p + j) === word.charCodeAt(j)) j += 1;
    if (j === word.length) {
      at[n] = i;
      hits[n++] = p;
      continue;
    }
    if (next <= p) {
      next = text.indexOf(word, p + 1);
      // None after this row's first occurrence of the shorter word: none in the rows after either.
      if (next < 0) break;
    }
    if (next < starts[i + 1]!) {
      at[n] = i;
      hits[n++] = next;
    } else {
      // No occurrence before the row of the next one: leap to the first of `from`'s rows there.
      const row = rowAt(starts, starts.length - 1, i, next);
      let low = k + 1;
      let high = from.at.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (from.at[mid]! < row) low = mid + 1;
        else high = mid;
      }
      k = low - 1;
    }
  }
  return { at: fitted(at, n), hits: fitted(hits, n) };
}

/** How many answers a list's filter remembers (Backspace finds the filters typed before). */
const REMEMBERED = 16;

interface FilterAnswer extends Found {
  key: string;
  /** The filters but the search. */
  others: string;
  words: string[];
}

/**
 * [`filterRows`] over one list, with the same answers, searched in the list's [`SearchIndex`] and
 * remembering its last answers: a filter asked before is answered from memory (Backspace), a word
 * typed further starts from where the shorter word was found ([`extendRows`]), and another
 * narrower filter looks only at the rows of the narrowest answer it narrows.
 */
export function rowFilter(rows: readonly EblRow[]): (filters: EblFilters) => EblRow[] {
  const index = searchIndex(rows);
  let answers: FilterAnswer[] = [];
  const answerOf = (filters: EblFilters): EblRow[] => {
    const words = searchWords(filters.search);
    const others = [filters.state, filters.role, String(filters.heldByUs), filters.copies].join("\u0000");
    const key = `${others}\u0000${words.join(" ")}`;
    // The search's one word (repeated or not): what a longer word typed after it starts from
    // (an answer has `hits` when its search has one word).
    const single = words.length > 0 && words.every((w) => w === words[0]) ? words[0]! : null;
    let answer = answers.find((a) => a.key === key);
    if (!answer) {
      // The longest word this one was typed on from, among the answers with the same other filters.
      let shorter: (FilterAnswer & { hits: Uint32Array }) | undefined;
      for (const a of answers) {
        if (single === null || a.others !== others || a.hits === null) continue;
        const word = a.words[0]!;
        if (!single.startsWith(word) || (shorter && shorter.words[0]!.length >= word.length)) continue;
        shorter = a as FilterAnswer & { hits: Uint32Array };
      }
      let found: Found;
      if (shorter && single) {
        found = extendRows(index, shorter, shorter.words[0]!.length, single);
      } else {
        // Every row matching these filters matches an answer whose words each lie within one of
        // these words (and whose other filters are the same).
        let within: FilterAnswer | undefined;
        for (const a of answers) {
          if (a.others !== others || !a.words.every((w) => words.some((n) => n.includes(w)))) continue;
          if (!within || a.at.length < within.at.length) within = a;
        }
        // A narrower answer over most of the list is found as fast by leaping through the text.
        const among = within && within.at.length < rows.length / 4 ? within.at : null;
        found = searchRows(index, filters, words, among);
      }
      answer = { key, others, words, ...found };
    }
    answers = [...answers.filter((a) => a !== answer), answer].slice(-REMEMBERED);
    // The whole list is shown as it is (nothing to copy at each keystroke).
    if (answer.at.length === rows.length) return rows as EblRow[];
    const out = new Array<EblRow>(answer.at.length);
    for (let k = 0; k < answer.at.length; k += 1) out[k] = rows[answer.at[k]!]!;
    return out;
  };
  // Timed for the benchmark: the filtering alone, inside a keystroke's `ebl-filter` (the rest of
  // a keystroke is React's render and the table's commit).
  return (filters) => {
    const started = performance.now();
    const out = answerOf(filters);
    performance.measure("ebl-filter-rows", { start: started });
    return out;
  };
}

/** The sorted list and its filter, per list and sort: kept while the list is the same, so coming
 * back from a detail neither sorts nor indexes 100,000 rows again. */
let prepared: { rows: readonly EblRow[]; sort: EblSort; sorted: EblRow[]; filter: (f: EblFilters) => EblRow[] } | null =
  null;

export function preparedRows(
  rows: readonly EblRow[],
  sort: EblSort,
): { sorted: EblRow[]; filter: (filters: EblFilters) => EblRow[] } {
  if (
    prepared?.rows !== rows ||
    prepared.sort.column !== sort.column ||
    prepared.sort.direction !== sort.direction
  ) {
    const sorted = sortRows(rows, sort);
    prepared = { rows, sort, sorted, filter: rowFilter(sorted) };
  }
  return prepared;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

function sortKey(row: EblRow, column: SortColumn): string {
  switch (column) {
    case "reference":
      return row.reference;
    case "state":
      // The column shows the state in words: sorted as read.
      return stateLabel(row.state);
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
 * whose original is listed follows its original ([`groupCopies`]). The list comes from the Rust
 * side in the default order already (`list_order` in crates/desk/src/ebls.rs): that is checked
 * in one pass, and the rows are sorted only when it differs. */
export function sortRows(rows: readonly EblRow[], sort: EblSort): EblRow[] {
  if (sort.column === DEFAULT_SORT.column && sort.direction === DEFAULT_SORT.direction && inReferenceOrder(rows)) {
    return [...rows];
  }
  const sign = sort.direction === "ascending" ? 1 : -1;
  return groupCopies(
    rows
      .map((row) => ({ row, key: sortKey(row, sort.column) }))
      .sort((a, b) => sign * collator.compare(a.key, b.key) || collator.compare(a.row.reference, b.row.reference))
      .map((x) => x.row),
  );
}

/** Whether `sortRows(rows, DEFAULT_SORT)` would return `rows` in the order they are: every row
 * not placed after its original is in reference order after the one before it, and the copies
 * after an original are in reference order among themselves. */
export function inReferenceOrder(rows: readonly EblRow[]): boolean {
  let previous: EblRow | null = null; // the last row not placed after its original
  let lastCopy: EblRow | null = null; // the last copy placed after `previous`
  const notAfterOriginal = new Set<string>(); // originals of copies not placed after them
  for (const row of rows) {
    const original = row.copyOf ?? null;
    if (original && original !== row.id && previous?.id === original) {
      if (lastCopy && collator.compare(lastCopy.reference, row.reference) > 0) return false;
      lastCopy = row;
      continue;
    }
    if (original && original !== row.id) notAfterOriginal.add(original);
    if (previous && collator.compare(previous.reference, row.reference) > 0) return false;
    previous = row;
    lastCopy = null;
  }
  // A copy away from its original is in order only when its original is not listed.
  return notAfterOriginal.size === 0 || !rows.some((r) => notAfterOriginal.has(r.id));
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

/** The 24-hour clock of each language but English (whose "HH:MM" does not depend on the system's locale). */
const CLOCKS = new Map<string, Intl.DateTimeFormat>();

/** "HH:MM" local time of an RFC 3339 instant, for the offline banner (in the user's digits). */
export function clockTime(rfc3339: string | null): string | null {
  if (!rfc3339) return null;
  const when = new Date(rfc3339);
  if (Number.isNaN(when.getTime())) return null;
  const lang = currentLang();
  if (lang === "en" || lang === "en-XA") {
    return `${String(when.getHours()).padStart(2, "0")}:${String(when.getMinutes()).padStart(2, "0")}`;
  }
  let clock = CLOCKS.get(lang);
  if (!clock) {
    // `hourCycle`, not `hour12: false`: the latter writes midnight as 24:05 in some locales.
    clock = new Intl.DateTimeFormat(intlLocale(), { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    CLOCKS.set(lang, clock);
  }
  return clock.format(when);
}
