import { describe, expect, it } from "vitest";

import type { ActivityFilter } from "../../bindings/ActivityFilter";
import type { ActivityRow } from "../../bindings/ActivityRow";
import { narrowedFirstRows, narrows, rowText } from "./activityModel";

const row = (id: string, reference: string, counterparty: string | null, detail: string | null = null): ActivityRow => ({
  id,
  at: 0,
  operation: "TRANSFER_POSSESSION",
  outcome: "submitted",
  eblId: null,
  eblReference: reference,
  counterparty,
  transactionHash: null,
  detail,
});

const filter = (text: string, more: Partial<ActivityFilter> = {}): ActivityFilter => ({
  text,
  operation: null,
  outcome: null,
  from: null,
  until: null,
  ...more,
});

const ROWS = [row("1", "GCLU26041001", "Harbor Bank plc"), row("2", "GCLU26041002", "Delta\nShipping"), row("3", "MSCU1", null)];

describe("the Activity filter before Rust answers", () => {
  it("looks in the same text Rust looks in", () => {
    expect(rowText(ROWS[1]!)).toBe("gclu26041002\u001fdelta shipping");
    expect(rowText(ROWS[2]!)).toBe("mscu1");
  });

  it("narrows only with the same filters and more text", () => {
    expect(narrows(filter("gclu"), filter("GCLU2604"))).toBe(true);
    expect(narrows(filter(""), filter("h"))).toBe(true);
    expect(narrows(filter("gclu2"), filter("gclu"))).toBe(false);
    expect(narrows(filter("gclu"), filter("gclu2", { outcome: "failed" }))).toBe(false);
    expect(narrows(filter("gclu", { from: 5 }), filter("gclu2", { from: 6 }))).toBe(false);
  });

  it("never takes one profile's rows for another's (a deleted profile's journal)", () => {
    expect(narrows(filter(""), filter("gclu", { profile: "service-old" }))).toBe(false);
    expect(narrows(filter("", { profile: "service-old" }), filter("gclu"))).toBe(false);
    expect(narrows(filter("", { profile: "service-old" }), filter("gclu", { profile: "service-old" }))).toBe(true);
    expect(narrows(filter(""), filter("gclu", { profile: null }))).toBe(true);
  });

  it("keeps the shown rows the new text matches, and says whether they are all of them", () => {
    expect(narrowedFirstRows(filter("gclu"), ROWS.slice(0, 2), 2, filter("gclu260410 "))).toEqual({
      rows: ROWS.slice(0, 2),
      complete: true,
    });
    expect(narrowedFirstRows(filter(""), ROWS, 3, filter("delta s"))?.rows.map((r) => r.id)).toEqual(["2"]);
    expect(narrowedFirstRows(filter(""), ROWS, 500, filter("harbor"))).toEqual({ rows: [ROWS[0]], complete: false });
    expect(narrowedFirstRows(filter("harbor"), [ROWS[0]!], 1, filter("harb"))).toBeNull();
  });
});
