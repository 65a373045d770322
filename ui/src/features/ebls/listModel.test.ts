import { describe, expect, it } from "vitest";

import type { EblRow } from "../../bindings/EblRow";
import {
  clockTime,
  DEFAULT_SORT,
  type EblFilters,
  filterRows,
  inReferenceOrder,
  rowFilter,
  groupCopies,
  indexRows,
  nextSort,
  NO_FILTERS,
  portsText,
  sortRows,
  statesIn,
  vesselText,
} from "./listModel";
import { ROWS, row } from "../../test/fixtures";

const refs = (rows: { reference: string }[]) => rows.map((r) => r.reference);
const indexed = indexRows(ROWS);

describe("eBL list filters", () => {
  it("searches reference, party names, ports and vessel, case-insensitively", () => {
    expect(refs(filterRows(indexed, { ...NO_FILTERS, search: "gcl-0002" }))).toEqual(["GCL-0002"]);
    expect(refs(filterRows(indexed, { ...NO_FILTERS, search: "harbor BANK" }))).toEqual(["DLT-0005"]);
    expect(refs(filterRows(indexed, { ...NO_FILTERS, search: "hamburg" }))).toEqual(["GCL-0002"]);
    expect(refs(filterRows(indexed, { ...NO_FILTERS, search: "ever given" }))).toEqual(["GCL-0002"]);
    expect(filterRows(indexed, { ...NO_FILTERS, search: "no such thing" })).toEqual([]);
  });

  it("requires every search word, in any column", () => {
    expect(refs(filterRows(indexed, { ...NO_FILTERS, search: "shanghai 77w" }))).toEqual(["GCL-0002"]);
    expect(filterRows(indexed, { ...NO_FILTERS, search: "shanghai harbor" })).toEqual([]);
  });

  it("filters by state, role, held by us and copies, combined", () => {
    expect(refs(filterRows(indexed, { ...NO_FILTERS, state: "SURRENDER_FOR_DELIVERY_REQUESTED" }))).toEqual([
      "GCL-0003",
    ]);
    expect(refs(filterRows(indexed, { ...NO_FILTERS, role: "CONSIGNOR" }))).toEqual(["DLT-0005"]);
    expect(refs(filterRows(indexed, { ...NO_FILTERS, heldByUs: true }))).toEqual([
      "GCL-0001",
      "GCL-0002",
      "DLT-0005",
    ]);
    expect(refs(filterRows(indexed, { ...NO_FILTERS, copies: "copies" }))).toEqual(["GCL-0004"]);
    expect(refs(filterRows(indexed, { ...NO_FILTERS, copies: "originals" }))).not.toContain("GCL-0004");
    expect(refs(filterRows(indexed, { ...NO_FILTERS, heldByUs: true, role: "CONSIGNEE", search: "rotterdam" }))).toEqual(
      ["GCL-0001"],
    );
  });
});

describe("eBL list sorting", () => {
  it("sorts by a column both ways, references in natural order", () => {
    const many = [row({ id: "a", reference: "R-10" }), row({ id: "b", reference: "R-9" }), row({ id: "c", reference: "R-100" })];
    expect(refs(sortRows(many, { column: "reference", direction: "ascending" }))).toEqual(["R-9", "R-10", "R-100"]);
    expect(refs(sortRows(many, { column: "reference", direction: "descending" }))).toEqual(["R-100", "R-10", "R-9"]);
  });

  it("breaks ties by reference so equal rows keep a stable order", () => {
    const sorted = sortRows(ROWS, { column: "held", direction: "ascending" });
    expect(refs(sorted)).toEqual(["DLT-0005", "GCL-0001", "GCL-0002", "GCL-0003", "GCL-0004"]);
  });

  it("a new column starts ascending, the same column flips", () => {
    const first = nextSort({ column: "reference", direction: "ascending" }, "state");
    expect(first).toEqual({ column: "state", direction: "ascending" });
    expect(nextSort(first, "state")).toEqual({ column: "state", direction: "descending" });
  });
});

describe("list texts", () => {
  it("shows ports and vessel with what is missing marked", () => {
    expect(portsText(ROWS[0]!)).toBe("Rotterdam → Alexandria");
    expect(portsText(row({ id: "x", reference: "x", portOfLoading: null, portOfDischarge: null }))).toBe("—");
    expect(vesselText(ROWS[1]!)).toBe("Ever Given / 77W");
    expect(vesselText(row({ id: "x", reference: "x", voyageNumber: null }))).toBe("Maersk Nile");
  });

  it("lists each state once for the state filter", () => {
    expect(statesIn(ROWS).sort()).toEqual(["ISSUED", "SURRENDER_FOR_DELIVERY_REQUESTED"]);
  });

  it("gives the local HH:MM of the fetch, or nothing for a bad time", () => {
    const when = new Date(2026, 10, 21, 9, 5);
    expect(clockTime(when.toISOString())).toBe("09:05");
    expect(clockTime(null)).toBeNull();
    expect(clockTime("yesterday")).toBeNull();
  });
});

describe("eBL list: transport document references and copies", () => {
  it("finds an eBL by its transport document reference", () => {
    const rows = indexRows([row({ id: "x1", reference: "GCL-0100", transportDocumentReference: "MAEU123456789" })]);
    expect(refs(filterRows(rows, { ...NO_FILTERS, search: "maeu1234" }))).toEqual(["GCL-0100"]);
  });

  it("puts each copy right after its original, and leaves a copy whose original is not listed in place", () => {
    const rows = [
      row({ id: "c1", reference: "A-COPY", isCopy: true, copyOf: "o2" }),
      row({ id: "o1", reference: "B" }),
      row({ id: "o2", reference: "C" }),
      row({ id: "c2", reference: "D-COPY", isCopy: true, copyOf: "elsewhere" }),
    ];
    expect(groupCopies(rows).map((r) => r.id)).toEqual(["o1", "o2", "c1", "c2"]);
    expect(sortRows(rows, { column: "reference", direction: "ascending" }).map((r) => r.id)).toEqual([
      "o1",
      "o2",
      "c1",
      "c2",
    ]);
  });
});

/** A list as large lists are: references of mixed case and digits, ports and vessels repeated,
 * copies after their originals and away from them, shuffled by a fixed seed. */
function generated(n: number): EblRow[] {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const ports = ["Rotterdam", "Alexandria", "Shanghai", "Hamburg", "Santos"];
  const rows: EblRow[] = [];
  for (let i = 0; i < n; i += 1) {
    const copyOf = i % 17 === 5 ? `g${i - 3}` : i % 29 === 0 ? "gone" : null;
    rows.push(
      row({
        id: `g${i}`,
        reference: `${["GEN", "gen", "Dlt-", "A"][next() % 4]}${next() % 500}`,
        state: next() % 3 === 0 ? "VOID" : "ISSUED",
        heldByUs: next() % 2 === 0,
        isCopy: copyOf !== null,
        copyOf,
        portOfLoading: ports[next() % 5]!,
        vesselName: `Vessel ${next() % 40}`,
      }),
    );
  }
  for (let i = rows.length - 1; i > 0; i -= 1) {
    const j = next() % (i + 1);
    [rows[i], rows[j]] = [rows[j]!, rows[i]!];
  }
  return rows;
}

describe("the list's order and filter at scale", () => {
  it("takes a list already in the list's order as it is, and sorts one that is not", () => {
    const shuffled = generated(3_000);
    const sorted = sortRows(shuffled, DEFAULT_SORT);
    expect(inReferenceOrder(shuffled)).toBe(false);
    expect(inReferenceOrder(sorted)).toBe(true);
    // The order a list sorted once comes in is the order sorting it again gives.
    expect(sortRows(sorted, DEFAULT_SORT)).toEqual(sorted);
    // A copy moved away from its listed original is not in the list's order.
    const copyAt = sorted.findIndex((r, i) => r.copyOf !== null && sorted[i - 1]?.id === r.copyOf);
    expect(copyAt).toBeGreaterThan(0);
    const moved = [...sorted];
    const [copy] = moved.splice(copyAt, 1);
    moved.push(copy!);
    expect(inReferenceOrder(moved)).toBe(false);
    expect(sortRows(moved, DEFAULT_SORT)).toEqual(sorted);
  });

  it("answers each keystroke, typed and deleted, with exactly the rows filtering the whole list gives", () => {
    const sorted = sortRows(generated(3_000), DEFAULT_SORT);
    const rows = indexRows(sorted);
    const filter = rowFilter(sorted);
    const typed = "gen1 rotterdam";
    const steps: EblFilters[] = [];
    for (let k = 0; k <= typed.length; k += 1) steps.push({ ...NO_FILTERS, search: typed.slice(0, k) });
    for (let k = typed.length; k >= 0; k -= 1) steps.push({ ...NO_FILTERS, search: typed.slice(0, k) });
    steps.push({ ...NO_FILTERS, search: "gen", heldByUs: true }, { ...NO_FILTERS, search: "gen1", heldByUs: true });
    steps.push({ ...NO_FILTERS, search: "GEN1 ", state: "VOID" }, { ...NO_FILTERS, search: "vessel 3 gen" });
    steps.push({ ...NO_FILTERS, search: "vessel 3" }, { ...NO_FILTERS, copies: "copies", search: "a" });
    for (const filters of steps) {
      expect(refs(filter(filters)), JSON.stringify(filters)).toEqual(refs(filterRows(rows, filters)));
    }
  });
});

/** Random rows whose fields mix the characters a search can trip on: upper case that lower-cases
 * longer ("İ"), line feeds and NULs inside a field, repeated letters, empty fields. */
function randomRows(seed: number, n: number): EblRow[] {
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const alphabet = ["a", "b", "A", "B", "ab", "İ", "i", "\u0307", "\n", "\u0000", " ", "-", "1", "é", "É"];
  const text = (max: number) => {
    let out = "";
    for (let k = next() % (max + 1); k > 0; k -= 1) out += alphabet[next() % alphabet.length];
    return out;
  };
  const maybe = () => (next() % 3 === 0 ? null : text(4));
  const states = ["ISSUED", "VOID", "SURRENDERED_FOR_DELIVERY"];
  const roles = ["ISSUER", "CONSIGNOR", "CONSIGNEE", "SURRENDEREE"] as const;
  const rows: EblRow[] = [];
  for (let i = 0; i < n; i += 1) {
    rows.push(
      row({
        id: `r${i}`,
        reference: text(6),
        transportDocumentReference: maybe(),
        searchText: text(8),
        state: states[next() % states.length]!,
        roles: roles.filter(() => next() % 2 === 0),
        heldByUs: next() % 2 === 0,
        isCopy: next() % 4 === 0,
        portOfLoading: maybe(),
        portOfDischarge: maybe(),
        vesselName: maybe(),
        voyageNumber: maybe(),
      }),
    );
  }
  return rows;
}

describe("the list's search index", () => {
  it("finds exactly the rows one includes per row finds, for random rows and random filters typed in turn", () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const rows = randomRows(seed, 1 + (seed * 37) % 400);
      const reference = indexRows(rows);
      const filter = rowFilter(rows);
      let s = seed * 7919;
      const next = () => (s = (s * 1103515245 + 12345) % 2 ** 31);
      const letters = ["a", "b", "A", "İ", "i", "\u0307", " ", "\u0000", "-", "1", "é", "ab", "  "];
      let search = "";
      for (let step = 0; step < 60; step += 1) {
        // Mostly typing, sometimes deleting, sometimes starting again, the other filters changing now and then.
        const move = next() % 10;
        if (move < 6) search += letters[next() % letters.length];
        else if (move < 9) search = search.slice(0, -1);
        else search = "";
        const filters: EblFilters = {
          ...NO_FILTERS,
          search,
          state: next() % 5 === 0 ? "VOID" : "",
          role: next() % 6 === 0 ? "CONSIGNEE" : "",
          heldByUs: next() % 7 === 0,
          copies: (["", "", "", "copies", "originals"] as const)[next() % 5]!,
        };
        const label = `seed ${seed}: ${JSON.stringify(filters)}`;
        expect(filter(filters).map((r) => r.id), label).toEqual(filterRows(reference, filters).map((r) => r.id));
      }
    }
  });

  it("finds a word typed further where it is not the shorter word's first occurrence, in its row only", () => {
    const bare = { transportDocumentReference: null, portOfLoading: null, portOfDischarge: null, vesselName: null, voyageNumber: null };
    const rows = [
      row({ id: "later-in-row", reference: "xab", searchText: "xac", ...bare }),
      row({ id: "first-only", reference: "xab", searchText: "", ...bare }),
      row({ id: "next-row", reference: "xa", searchText: "zz xac", ...bare }),
      row({ id: "at-first", reference: "xacx", searchText: "", ...bare }),
      row({ id: "none", reference: "xb", searchText: "", ...bare }),
      row({ id: "last", reference: "xa", searchText: "", ...bare }),
    ];
    const filter = rowFilter(rows);
    const ids = (search: string) => filter({ ...NO_FILTERS, search }).map((r) => r.id);
    expect(ids("x")).toEqual(["later-in-row", "first-only", "next-row", "at-first", "none", "last"]);
    expect(ids("xa")).toEqual(["later-in-row", "first-only", "next-row", "at-first", "last"]);
    expect(ids("xac")).toEqual(["later-in-row", "next-row", "at-first"]);
    expect(ids("xacx")).toEqual(["at-first"]);
    expect(ids("xacxy")).toEqual([]);
    // Back, then typed on from another word: the same rows as a whole search gives.
    expect(ids("xa")).toEqual(["later-in-row", "first-only", "next-row", "at-first", "last"]);
    expect(ids("xab")).toEqual(["later-in-row", "first-only"]);
    expect(ids("xab ")).toEqual(["later-in-row", "first-only"]);
  });

  it("finds a word at the very start and the very end of the list, and none across two rows", () => {
    const bare = { searchText: "", transportDocumentReference: null, portOfLoading: null, portOfDischarge: null, vesselName: null };
    const rows = [
      row({ id: "first", reference: "Alpha", ...bare, voyageNumber: null }),
      row({ id: "middle", reference: "Beta", ...bare, voyageNumber: null }),
      row({ id: "last", reference: "Omega", ...bare, voyageNumber: "Zulu" }),
    ];
    const filter = rowFilter(rows);
    const ids = (search: string) => filter({ ...NO_FILTERS, search }).map((r) => r.id);
    expect(ids("alpha")).toEqual(["first"]);
    expect(ids("zulu")).toEqual(["last"]);
    expect(ids("a")).toEqual(["first", "middle", "last"]);
    // The end of one row and the start of the next are not one word, nor are two words in two rows.
    expect(ids("ab")).toEqual([]);
    expect(ids("alphabeta")).toEqual([]);
    expect(ids("alpha beta")).toEqual([]);
  });
});
