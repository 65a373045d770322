import { describe, expect, it } from "vitest";

import type { CheckFinding } from "../../bindings/CheckFinding";
import { acknowledgementLabel, checkHeadline, differencesText, findingText, notCheckedText } from "./checkModel";

const finding = (overrides: Partial<CheckFinding>): CheckFinding => ({
  document: "packing-list.pdf",
  page: 2,
  outcome: "differs",
  found: "",
  expected: "",
  note: null,
  ...overrides,
});

describe("the check's words", () => {
  it("a difference names the document, the page and both values", () => {
    expect(findingText("containers", finding({ found: "MSKU9070324", expected: "MSKU9070323" }))).toBe(
      "packing-list.pdf, page 2: container MSKU9070324 — bill: MSKU9070323",
    );
    expect(findingText("grossWeight", finding({ page: 1, found: "23 100 KGS", expected: "21 000 KGS", note: "10 % over" }))).toBe(
      "packing-list.pdf, page 1: gross weight 23 100 KGS — bill: 21 000 KGS (10 % over)",
    );
  });

  it("a value missing on either side says so instead of an empty value", () => {
    expect(findingText("containers", finding({ found: "MSKU1234565" }))).toBe(
      "packing-list.pdf, page 2: container MSKU1234565 — not on the bill",
    );
    expect(findingText("vessel", finding({ expected: "MAERSK KOLKATA" }))).toBe(
      "packing-list.pdf, page 2: no vessel — bill: MAERSK KOLKATA",
    );
  });

  it("the eBL's own standing reads as what it is and what it should be", () => {
    expect(
      findingText(
        "billStanding",
        finding({ document: "eBL GCLU26041008", page: 1, found: "a copy", expected: "the original", note: "a copy cannot be presented" }),
      ),
    ).toBe("eBL GCLU26041008: a copy — should be the original (a copy cannot be presented)");
  });

  it("counts and pages in words", () => {
    expect(differencesText(0)).toBe("No differences");
    expect(differencesText(1)).toBe("1 difference");
    expect(differencesText(2)).toBe("2 differences");
    expect(acknowledgementLabel(2)).toBe("I have seen the 2 differences and want to send anyway");
    expect(acknowledgementLabel(1)).toBe("I have seen the difference and want to send anyway");
    expect(notCheckedText({ document: "scan.pdf", pages: [1], wholeDocument: true, reason: "no text (a scan?)" })).toBe(
      "scan.pdf: the whole document — no text (a scan?)",
    );
    expect(notCheckedText({ document: "mixed.pdf", pages: [2, 3], wholeDocument: false, reason: "no text" })).toBe(
      "mixed.pdf: pages 2, 3 — no text",
    );
  });
});

describe("checkHeadline", () => {
  const read = { fileName: "invoice.pdf", path: "/i", checked: true, pages: 1, pagesWithoutText: 0, note: null };
  const scan = { fileName: "scan.pdf", path: "/s", checked: true, pages: 2, pagesWithoutText: 2, note: "No page has text" };
  it("names the documents not read instead of saying no differences", () => {
    expect(checkHeadline({ documents: [read], differences: 0 })).toBe("No differences");
    expect(checkHeadline({ documents: [read, scan], differences: 0 })).toBe(
      "Not checked: scan.pdf (no text to read) — no differences in the others",
    );
    expect(checkHeadline({ documents: [read, scan], differences: 2 })).toBe(
      "Not checked: scan.pdf (no text to read) — 2 differences in the others",
    );
    expect(checkHeadline({ documents: [scan], differences: 0 })).toBe("Not checked: scan.pdf (no text to read)");
    expect(checkHeadline({ documents: [read, { ...read, fileName: "photo.jpg", checked: false, pages: 0 }], differences: 0 })).toContain(
      "Not checked: photo.jpg",
    );
  });
});
