import { describe, expect, it } from "vitest";

import { amountText, creditFindingText, creditHeadline, creditSummary, dayText, verdictText, verdictTone } from "./creditModel";

describe("the credit check's words", () => {
  it("the verdict counts the days left, says the last day, and a day past in words", () => {
    expect(verdictText({ presentBy: "2026-12-12", daysLeft: 9 })).toBe("Present to the bank by 12 Dec 2026 — 9 days left");
    expect(verdictText({ presentBy: "2026-12-12", daysLeft: 1 })).toBe("Present to the bank by 12 Dec 2026 — 1 day left");
    expect(verdictText({ presentBy: "2026-12-12", daysLeft: 0 })).toBe("Present to the bank by 12 Dec 2026 — today is the last day");
    expect(verdictText({ presentBy: "2026-12-12", daysLeft: -1 })).toBe(
      "Too late to present: the last day was 12 Dec 2026 — yesterday",
    );
    expect(verdictText({ presentBy: "2026-12-12", daysLeft: -4 })).toBe(
      "Too late to present: the last day was 12 Dec 2026 — 4 days ago",
    );
    expect([4, 3, 0, -2].map(verdictTone)).toEqual(["ok", "danger", "danger", "danger"]);
  });

  it("the headline names the credit and its differences", () => {
    expect(creditHeadline({ number: "1234", differences: 0 })).toBe("Complies with credit 1234");
    expect(creditHeadline({ number: "1234", differences: 1 })).toBe("1 difference with credit 1234");
    expect(creditHeadline({ number: "1234", differences: 2 })).toBe("2 differences with credit 1234");
  });

  it("the amount with its tolerance, days as people write them, a line's summary without its title", () => {
    expect(amountText({ amount: "USD 1,000.00", tolerance: "+10% / -5%" })).toBe("USD 1,000.00 (+10% / -5%)");
    expect(amountText({ amount: "USD 1,000.00", tolerance: null })).toBe("USD 1,000.00");
    const line = { check: "goods" as const, outcome: "matches" as const, findings: [] };
    expect(creditSummary({ ...line, summary: "Goods on the invoice (45A): COTTON — matches in a.pdf p.1" })).toBe(
      "COTTON — matches in a.pdf p.1",
    );
    expect(creditSummary({ ...line, title: "Goods (45A)", summary: "Goods (45A): not checked — no invoice" })).toBe(
      "not checked — no invoice",
    );
    expect(dayText("2026-01-05")).toBe("5 Jan 2026");
    expect(dayText("soon")).toBe("soon");
  });

  it("a difference names the document and its page; a missing document is the envelope's, with no page", () => {
    const base = { outcome: "differs" as const, note: null };
    expect(
      creditFindingText("portOfLoading", { ...base, document: "eBL MAEU1", page: 1, found: "NINGBO", expected: "SHANGHAI" }),
    ).toBe("eBL MAEU1, page 1: port of loading NINGBO — credit: SHANGHAI");
    expect(
      creditFindingText("documentsRequired", {
        ...base,
        document: "the envelope",
        page: 0,
        found: "",
        expected: "PACKING LIST IN 2 COPIES",
        note: "no packing list",
      }),
    ).toBe("the envelope: no document — credit: PACKING LIST IN 2 COPIES (no packing list)");
  });
});
