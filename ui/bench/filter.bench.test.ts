/**
 * The list's filter at 100,000 rows without the window: each keystroke of typing a reference and
 * deleting it (three rounds, as the desk bench types), the filter before the search index (one
 * haystack string and one `includes` per row, narrowing from remembered answers) against the one
 * in `listModel.ts`, alternating, both answering the same rows.
 *
 *   NODE_OPTIONS=--expose-gc npx vitest run --config bench/vitest.config.ts
 *
 * FILTER_BENCH_ROWS=10000 for the other size, FILTER_BENCH_OUT=file.json for the numbers. With
 * `--expose-gc`, also the heap each holds: the rows, the per-row haystacks, the index.
 */
import { writeFileSync } from "node:fs";
import { expect, it } from "vitest";

import type { EblRow } from "../src/bindings/EblRow";
import {
  type EblFilters,
  type IndexedRow,
  indexRows,
  NO_FILTERS,
  rowFilter,
  searchIndex,
} from "../src/features/ebls/listModel";

const ROWS = Number(process.env.FILTER_BENCH_ROWS ?? 100_000);
const ROUNDS = 3;

/** Rows as the sandbox generates them (`crates/sandbox/src/world.rs`): GEN references, a
 * transport document reference, parties, ports and vessels from short lists. */
function generated(n: number): EblRow[] {
  let seed = 46;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const ports = ["Rotterdam", "Alexandria", "Shanghai", "Hamburg", "Santos", "Singapore", "Antwerp", "Felixstowe"];
  const parties = ["global carrier co", "delta exports", "nile imports", "harbor bank", "orient traders", "atlas freight"];
  const vessels = ["Maersk Nile", "Ever Given", "CMA CGM Marco Polo", "MSC Oscar", "HMM Algeciras"];
  const rows: EblRow[] = [];
  for (let i = 0; i < n; i += 1) {
    rows.push({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      reference: `GEN${String(i + 1).padStart(8, "0")}`,
      state: next() % 5 === 0 ? "SURRENDERED_FOR_DELIVERY" : "ISSUED",
      roles: ["CONSIGNEE"],
      heldByUs: next() % 2 === 0,
      isCopy: false,
      portOfLoading: ports[next() % ports.length]!,
      portOfDischarge: ports[next() % ports.length]!,
      vesselName: vessels[next() % vessels.length]!,
      voyageNumber: `${next() % 900}W`,
      searchText: `${parties[next() % parties.length]} ${parties[next() % parties.length]} ${parties[next() % parties.length]}`,
      holder: "Your company",
      copyOf: null,
      transportDocumentReference: `GCLU26041${String(next() % 1000).padStart(3, "0")}`,
    });
  }
  return rows;
}

/** The filter as it was before the search index (main at the start of issue 46 item 3). */
function perRowFilter(indexed: readonly IndexedRow[]): (filters: EblFilters) => EblRow[] {
  const words = (search: string) => search.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = ({ row, haystack }: IndexedRow, f: EblFilters, ws: readonly string[]) => {
    if (f.state && row.state !== f.state) return false;
    if (f.role && !row.roles.includes(f.role)) return false;
    if (f.heldByUs && !row.heldByUs) return false;
    if (f.copies === "copies" && !row.isCopy) return false;
    if (f.copies === "originals" && row.isCopy) return false;
    return ws.every((w) => haystack.includes(w));
  };
  type Answer = { key: string; others: string; words: string[]; at: Uint32Array };
  let answers: Answer[] = [];
  return (filters) => {
    const ws = words(filters.search);
    const others = [filters.state, filters.role, String(filters.heldByUs), filters.copies].join("\u0000");
    const key = `${others}\u0000${ws.join(" ")}`;
    let answer = answers.find((a) => a.key === key);
    if (!answer) {
      let within: Answer | undefined;
      for (const a of answers) {
        if (a.others !== others || !a.words.every((w) => ws.some((n) => n.includes(w)))) continue;
        if (!within || a.at.length < within.at.length) within = a;
      }
      const found: number[] = [];
      if (within) {
        for (const i of within.at) if (matches(indexed[i]!, filters, ws)) found.push(i);
      } else {
        for (let i = 0; i < indexed.length; i += 1) if (matches(indexed[i]!, filters, ws)) found.push(i);
      }
      answer = { key, others, words: ws, at: Uint32Array.from(found) };
    }
    answers = [...answers.filter((a) => a !== answer), answer].slice(-16);
    const out = new Array<EblRow>(answer.at.length);
    for (let k = 0; k < answer.at.length; k += 1) out[k] = indexed[answer.at[k]!]!.row;
    return out;
  };
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
};
const round = (x: number) => Math.round(x * 100) / 100;

it(`filters ${ROWS} rows per keystroke, before and after the search index`, () => {
  const rows = generated(ROWS);
  const typed = rows[Math.floor(rows.length / 2)]!.reference.slice(0, 8);
  const searches: string[] = [];
  for (let r = 0; r < ROUNDS; r += 1) {
    for (let k = 1; k <= typed.length; k += 1) searches.push(typed.slice(0, k));
    for (let k = typed.length - 1; k >= 0; k -= 1) searches.push(typed.slice(0, k));
  }
  const prepare = { before: 0, after: 0 };
  const times: Record<"before" | "after", number[]> = { before: [], after: [] };
  // Alternating: each keystroke is run by both filters, in turns, over five fresh filters each.
  const RUNS = 5;
  const perKey: Record<"before" | "after", number[][]> = { before: searches.map(() => []), after: searches.map(() => []) };
  for (let run = 0; run < RUNS; run += 1) {
    for (const which of run % 2 === 0 ? (["before", "after"] as const) : (["after", "before"] as const)) {
      let t0 = performance.now();
      const filter = which === "before" ? perRowFilter(indexRows(rows)) : rowFilter(rows);
      prepare[which] += (performance.now() - t0) / RUNS;
      searches.forEach((search, k) => {
        const filters = { ...NO_FILTERS, search };
        t0 = performance.now();
        const out = filter(filters);
        const ms = performance.now() - t0;
        times[which].push(ms);
        perKey[which][k]!.push(ms);
        if (run === 0 && which === "after") expect(out.length).toBeGreaterThan(0);
      });
    }
  }
  // Same answers, keystroke by keystroke.
  const before = perRowFilter(indexRows(rows));
  const after = rowFilter(rows);
  for (const search of searches) {
    expect(after({ ...NO_FILTERS, search }).map((r) => r.id), search).toEqual(before({ ...NO_FILTERS, search }).map((r) => r.id));
  }
  const summary = {
    rows: ROWS,
    typed,
    keystrokes: searches.length,
    runs: RUNS,
    prepareMs: { before: round(prepare.before), after: round(prepare.after) },
    medianMs: { before: round(quantile(times.before, 0.5)), after: round(quantile(times.after, 0.5)) },
    p95Ms: { before: round(quantile(times.before, 0.95)), after: round(quantile(times.after, 0.95)) },
    maxMs: { before: round(Math.max(...times.before)), after: round(Math.max(...times.after)) },
    firstRoundPerKeyMedianMs: {
      search: searches.slice(0, 2 * typed.length),
      before: perKey.before.slice(0, 2 * typed.length).map((xs) => round(quantile(xs, 0.5))),
      after: perKey.after.slice(0, 2 * typed.length).map((xs) => round(quantile(xs, 0.5))),
    },
  };
  console.log(JSON.stringify(summary, null, 1));
  if (process.env.FILTER_BENCH_OUT) writeFileSync(process.env.FILTER_BENCH_OUT, JSON.stringify(summary, null, 1));
});

it(`holds the search text of ${ROWS} rows in one string`, () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return;
  const heap = () => {
    gc();
    gc();
    return process.memoryUsage().heapUsed;
  };
  const mib = (bytes: number) => round(bytes / 2 ** 20);
  const h0 = heap();
  const rows = generated(ROWS);
  const h1 = heap();
  const haystacks = indexRows(rows);
  const h2 = heap();
  const index = searchIndex(rows);
  const h3 = heap();
  const summary = {
    rows: ROWS,
    rowsMiB: mib(h1 - h0),
    perRowHaystacksMiB: mib(h2 - h1),
    searchIndexMiB: mib(h3 - h2),
    searchTextChars: index.text.length,
  };
  expect(haystacks.length).toBe(index.rows.length);
  console.log(JSON.stringify(summary));
  if (process.env.FILTER_BENCH_OUT) writeFileSync(`${process.env.FILTER_BENCH_OUT}.heap.json`, JSON.stringify(summary, null, 1));
});
