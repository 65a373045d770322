import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";

import type { ActivityFilter } from "../../bindings/ActivityFilter";
import type { ActivityRow } from "../../bindings/ActivityRow";
import { answering, giveElementsASize, renderWithIpc } from "../../test/renderWithIpc";
import { ActivityScreen } from "./ActivityScreen";

const OPS = ["TRANSFER_POSSESSION", "REQUEST_SURRENDER_FOR_DELIVERY", "SEND_AS_COPY", "ENVELOPE_SEND"];

/** `n` entries, newest first, as the journal keeps them. */
function journal(n: number): ActivityRow[] {
  const now = Date.now();
  return Array.from({ length: n }, (_, i) => ({
    id: `e${i}`,
    at: now - i * 60_000,
    operation: OPS[i % 4] ?? "TRANSFER_POSSESSION",
    outcome: i % 10 === 3 ? "refused" : "submitted",
    eblId: `ebl-${i}`,
    eblReference: `GCLU${String(i).padStart(6, "0")}`,
    counterparty: i % 2 === 0 ? "Harbor Bank plc" : "Delta Shipping",
    transactionHash: i % 10 === 3 ? null : `0x${i.toString(16).padStart(64, "0")}`,
    detail: i % 10 === 3 ? "targetInbox" : null,
  }));
}

/** The Rust side's paging and filtering, over `rows`. */
function rustSide(rows: ActivityRow[]) {
  return answering({
    activity_page: ({ filter: f, offset, limit }) => {
      const text = f.text.trim().toLowerCase();
      const matched = rows.filter(
        (r) =>
          (!f.operation || r.operation === f.operation) &&
          (!f.outcome || r.outcome === f.outcome) &&
          (f.from == null || r.at >= f.from) &&
          (f.until == null || r.at < f.until) &&
          (!text || `${r.eblReference} ${r.counterparty} ${r.transactionHash ?? ""}`.toLowerCase().includes(text)) &&
          (!f.person || `${r.preparedBy ?? ""} ${r.approvedBy ?? ""}`.toLowerCase().includes(f.person.toLowerCase())),
      );
      return { total: rows.length, matched: matched.length, rows: matched.slice(offset, offset + limit) };
    },
    choose_file_to_save: () => "/home/u/activity.csv",
    export_activity_csv: () => 2,
  });
}

describe("Activity screen", () => {
  beforeEach(() => giveElementsASize());

  it("tells an action's answer in words beside its outcome", async () => {
    const rows = journal(3);
    rows[1] = { ...rows[1]!, answer: "The carrier rejected your surrender request (back to Issued, held by your company)" };
    renderWithIpc(<ActivityScreen />, rustSide(rows));
    const table = await screen.findByRole("table", { name: "Activity" });
    const answered = (await within(table).findByText("GCLU000001")).closest("tr")!;
    expect(answered).toHaveTextContent("Submitted The carrier rejected your surrender request");
    expect(within(answered).getByTitle(/back to Issued, held by your company/)).toBeInTheDocument();
    const plain = within(table).getByText("GCLU000000").closest("tr")!;
    expect(plain).not.toHaveTextContent("carrier");
  });

  it("lists entries newest first, only the rows in view, and counts them", async () => {
    const { callsOf } = renderWithIpc(<ActivityScreen />, rustSide(journal(100_000)));
    expect(await screen.findByText("100,000 entries")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Activity" });
    const rows = within(table).getAllByRole("row");
    expect(rows.length).toBeLessThan(60);
    expect(rows[1]).toHaveTextContent("GCLU000000");
    expect(rows[1]).toHaveTextContent("Transfer");
    expect(rows[1]).toHaveTextContent("Harbor Bank plc");
    expect(rows[1]).toHaveTextContent("Submitted");
    // Pages are asked of Rust, never the whole journal.
    for (const call of callsOf("activity_page")) expect(Number(call.args.limit)).toBeLessThanOrEqual(100);
  });

  it("filters by text, operation and outcome, and says how many match", async () => {
    const user = userEvent.setup();
    renderWithIpc(<ActivityScreen />, rustSide(journal(40)));
    await screen.findByText("40 entries");
    await user.type(screen.getByRole("searchbox", { name: "Filter" }), "gclu000013");
    expect(await screen.findByText("1 of 40 entries")).toBeInTheDocument();
    await user.clear(screen.getByRole("searchbox", { name: "Filter" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Outcome" }), "Refused");
    expect(await screen.findByText("4 of 40 entries")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Activity" });
    expect(within(table).getAllByText("Refused")).toHaveLength(4);
    await user.selectOptions(screen.getByRole("combobox", { name: "Operation" }), "Surrender request");
    expect(await screen.findByText("2 of 40 entries")).toBeInTheDocument();
  });

  it("names both people of an approved action, and filters by either", async () => {
    const user = userEvent.setup();
    const rows = journal(6).map((r, i) =>
      i === 2 ? { ...r, preparedBy: "clerk@nile.example", approvedBy: "consignee@nile.example" } : r,
    );
    renderWithIpc(<ActivityScreen />, rustSide(rows));
    await screen.findByText("6 entries");
    const table = screen.getByRole("table", { name: "Activity" });
    expect(
      within(table).getByText("Prepared by clerk@nile.example · Approved by consignee@nile.example"),
    ).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Person" }), "clerk@");
    expect(await screen.findByText("1 of 6 entries")).toBeInTheDocument();
    await user.clear(screen.getByRole("searchbox", { name: "Person" }));
    await user.type(screen.getByRole("searchbox", { name: "Person" }), "consignee");
    expect(await screen.findByText("1 of 6 entries")).toBeInTheDocument();
  });

  it("exports what the filter shows through the save dialog", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<ActivityScreen />, rustSide(journal(10)));
    await screen.findByText("10 entries");
    await user.type(screen.getByRole("searchbox", { name: "Filter" }), "harbor");
    await screen.findByText("5 of 10 entries");
    await user.click(screen.getByRole("button", { name: "Export CSV…" }));
    expect(await screen.findByText(/2 entries exported to \/home\/u\/activity.csv/)).toBeInTheDocument();
    const exported = callsOf("export_activity_csv")[0];
    expect((exported?.args.filter as ActivityFilter).text).toBe("harbor");
    expect(exported?.args.path).toBe("/home/u/activity.csv");
  });

  it("shows a deleted profile's journal as that profile's, and exports it", async () => {
    const user = userEvent.setup();
    const active = journal(10);
    const kept = journal(3).map((r) => ({ ...r, id: `old-${r.id}`, eblReference: `OLD${r.eblReference ?? ""}` }));
    const pages = rustSide(active);
    const { callsOf } = renderWithIpc(<ActivityScreen />, (cmd, args) => {
      if (cmd === "deleted_profiles") {
        return [{ id: "service-harbor", name: "Harbor Bank production", deletedAt: Date.now(), journalEntries: 3 }];
      }
      const f = (args as { filter?: ActivityFilter }).filter;
      if (cmd === "activity_page" && f?.profile === "service-harbor") {
        return { total: kept.length, matched: kept.length, rows: kept };
      }
      return pages(cmd, args);
    });
    expect(await screen.findByText("10 entries")).toBeInTheDocument();
    const picker = await screen.findByRole("combobox", { name: "Profile" });
    expect(within(picker).getByRole("option", { name: "The profile in use" })).toBeInTheDocument();
    await user.selectOptions(picker, within(picker).getByRole("option", { name: "Harbor Bank production (deleted)" }));
    expect(await screen.findByText("3 entries")).toBeInTheDocument();
    expect(within(screen.getByRole("table", { name: "Activity" })).getAllByRole("row")[1]).toHaveTextContent(
      "OLDGCLU000000",
    );
    expect(screen.getByText(/on “Harbor Bank production”, a profile deleted on/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Export CSV…" }));
    await expect.poll(() => callsOf("export_activity_csv").length).toBe(1);
    expect(callsOf("export_activity_csv")[0]?.args.filter.profile).toBe("service-harbor");
  });

  it("shows a narrower filter's first rows at once, and Rust's count when it answers", async () => {
    const user = userEvent.setup();
    const rust = rustSide(journal(1_000));
    let hold: (() => void) | null = null;
    renderWithIpc(<ActivityScreen />, (cmd, args) => {
      const answer = rust(cmd, args);
      const text = cmd === "activity_page" ? (args.filter as ActivityFilter).text : "";
      // Rust takes its time over the narrower text: the screen must not wait for it.
      if (text === "harbor bank") return new Promise((resolve) => (hold = () => resolve(answer)));
      return answer;
    });
    const search = screen.getByRole("searchbox", { name: "Filter" });
    await user.type(search, "harbor");
    expect(await screen.findByText("500 of 1,000 entries")).toBeInTheDocument();
    await user.type(search, " bank");
    const table = screen.getByRole("table", { name: "Activity" });
    expect(await screen.findByText("100+ of 1,000 entries")).toBeInTheDocument();
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r).toHaveTextContent("Harbor Bank plc");
    expect(rows[0]).toHaveTextContent("GCLU000000");
    expect(hold).not.toBeNull();
    hold!();
    expect(await screen.findByText("500 of 1,000 entries")).toBeInTheDocument();
  });

  it("shows a filter seen a moment ago at once on Backspace, then Rust's fresh answer", async () => {
    const user = userEvent.setup();
    const rows = journal(1_000);
    const rust = rustSide(rows);
    let asks = 0;
    let hold: (() => void) | null = null;
    renderWithIpc(<ActivityScreen />, (cmd, args) => {
      const text = cmd === "activity_page" ? (args.filter as ActivityFilter).text : "";
      if (text === "delta" && ++asks > 1) {
        // The second time, an entry was recorded meanwhile, and Rust takes its time.
        const fresh = rustSide([{ ...rows[1]!, id: "new", eblReference: "GCLU999999" }, ...rows]);
        const answer = fresh(cmd, args);
        return new Promise((resolve) => (hold = () => resolve(answer)));
      }
      return rust(cmd, args);
    });
    const search = screen.getByRole("searchbox", { name: "Filter" });
    await user.type(search, "delta");
    expect(await screen.findByText("500 of 1,000 entries")).toBeInTheDocument();
    await user.type(search, " s");
    expect(await screen.findByText("500 of 1,000 entries")).toBeInTheDocument();
    await user.type(search, "x");
    expect(await screen.findByText("0 of 1,000 entries")).toBeInTheDocument();
    await user.type(search, "{Backspace}{Backspace}{Backspace}");
    expect(await screen.findByText("500 of 1,000 entries")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Activity" });
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent("GCLU000001");
    expect(hold).not.toBeNull();
    hold!();
    expect(await screen.findByText("501 of 1,001 entries")).toBeInTheDocument();
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent("GCLU999999");
  });

  it("draws a narrower filter's rows in the keystroke's own commit, before any later task runs", async () => {
    const rust = rustSide(journal(1_000));
    renderWithIpc(<ActivityScreen />, (cmd, args) => {
      const answer = rust(cmd, args);
      const text = cmd === "activity_page" ? (args.filter as ActivityFilter).text : "";
      if (text === "harbor bank") return new Promise(() => {}); // Rust never answers this one
      return answer;
    });
    const search = screen.getByRole<HTMLInputElement>("searchbox", { name: "Filter" });
    await userEvent.setup().type(search, "harbor");
    expect(await screen.findByText("500 of 1,000 entries")).toBeInTheDocument();
    // One key as WebKit delivers it, outside act(): only microtasks may run before the check,
    // as before a frame is drawn. A state set in a passive effect would come in a later task.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(search, "harbor bank");
      search.dispatchEvent(new Event("input", { bubbles: true }));
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
      expect(screen.getByText("100+ of 1,000 entries")).toBeInTheDocument();
      const rows = within(screen.getByRole("table", { name: "Activity" })).getAllByRole("row").slice(1);
      expect(rows[0]).toHaveTextContent("GCLU000000");
      for (const r of rows) expect(r).toHaveTextContent("Harbor Bank plc");
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it("asks Rust once per keystroke, and never shows an older filter's late answer over a newer one", async () => {
    const user = userEvent.setup();
    const rust = rustSide(journal(1_000));
    let late: (() => void) | null = null;
    const { callsOf } = renderWithIpc(<ActivityScreen />, (cmd, args) => {
      const answer = rust(cmd, args);
      const text = cmd === "activity_page" ? (args.filter as ActivityFilter).text : "";
      if (text === "delta") return new Promise((resolve) => (late = () => resolve(answer)));
      return answer;
    });
    await screen.findByText("1,000 entries");
    const search = screen.getByRole("searchbox", { name: "Filter" });
    const before = callsOf("activity_page").length;
    await user.type(search, "delta");
    await user.clear(search);
    await user.type(search, "gclu000013");
    expect(await screen.findByText("1 of 1,000 entries")).toBeInTheDocument();
    const firstPages = callsOf("activity_page")
      .slice(before)
      .filter((c) => c.args.offset === 0)
      .map((c) => (c.args.filter as ActivityFilter).text);
    expect(firstPages).toEqual([
      ..."delta".split("").map((_, i) => "delta".slice(0, i + 1)),
      "",
      ..."gclu000013".split("").map((_, i) => "gclu000013".slice(0, i + 1)),
    ]);
    expect(late).not.toBeNull();
    late!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText("1 of 1,000 entries")).toBeInTheDocument();
    const rows = within(screen.getByRole("table", { name: "Activity" })).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent("GCLU000013");
  });

  it("says what the screen is for while nothing is on record", async () => {
    renderWithIpc(<ActivityScreen />, rustSide([]));
    expect(await screen.findByRole("region", { name: "Nothing on record yet" })).toBeInTheDocument();
  });
});
