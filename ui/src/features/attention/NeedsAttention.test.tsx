import { emit } from "@tauri-apps/api/event";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";

import type { AttentionItem } from "../../bindings/AttentionItem";
import type { AttentionList } from "../../bindings/AttentionList";
import type { EblList } from "../../bindings/EblList";
import type { ProfileAttention } from "../../bindings/ProfileAttention";
import { axeViolations } from "../../test/axe";
import { ALL_ACTIONS_FOR_HOLDER, WATCH_DEFAULTS, detail, ROWS, SIGNED_IN } from "../../test/fixtures";
import { answering, giveElementsASize, renderWithIpc } from "../../test/renderWithIpc";
import { Shell } from "../../app/Shell";
import { resetPreviewPrefetch } from "../ebls/previewPrefetch";

const LIST: EblList = { rows: ROWS, fetchedAt: "2026-11-21T09:00:00Z", offline: false };

function item(overrides: Partial<AttentionItem> & { key: string; reason: string }): AttentionItem {
  return {
    profileId: "sandbox",
    eblId: null,
    eblReference: null,
    rule: "surrender_rejected",
    raisedAt: Date.now() - 60_000,
    snoozedUntil: null,
    ...overrides,
  };
}

const REJECTED = item({
  key: "surrender_rejected:e2:9",
  eblId: "e2",
  eblReference: "GCL-0002",
  reason: "The carrier rejected your surrender request (back to Issued, held by your company)",
});
const PENDING = item({
  key: "surrender_pending:e3:4",
  eblId: "e3",
  eblReference: "GCL-0003",
  rule: "surrender_pending",
  reason: "Surrender requested 52 hours ago and not answered yet",
});
const UNKNOWN = item({
  key: "outcome_unknown:j12",
  rule: "outcome_unknown",
  reason: "An envelope you sent has had no outcome for 20 minutes",
});

function grid() {
  return screen.getByRole("grid", { name: "eBLs" });
}

function shownRefs(): string[] {
  return within(grid())
    .getAllByRole("row")
    .slice(1)
    .map((r) => within(r).getAllByRole("button")[0]?.textContent ?? "");
}

function navEbls() {
  return within(screen.getByRole("navigation", { name: "Main" })).getByRole("button", { name: "eBLs" });
}

/** The whole window with a stand-in Rust side that keeps the attention items as the app would. */
function renderWindow(start: AttentionList, others: ProfileAttention[] = []) {
  let list = start;
  const backend = answering({
    app_info: () => ({ name: "eBL Desk", version: "0.1.0", profile: { name: "Sandbox", kind: "sandbox" } }),
    session_info: () => SIGNED_IN,
    list_ebls: () => LIST,
    get_ebl: ({ id }) => detail(ROWS.find((r) => r.id === id)!, ALL_ACTIONS_FOR_HOLDER),
    ebl_timeline: () => [],
    open_batches: () => [],
    watch_rules_get: () => WATCH_DEFAULTS,
    preview_open: () => Promise.reject({ code: "pdf.library_missing", message: "no" }),
    ebl_deadlines: () => ({ vessel: null, voyage: null, own: null, voyageDeadline: null, surrenderBy: null }),
    attention_list: () => list,
    attention_summary: () => {
      const profiles = [{ profileId: SIGNED_IN.profileId, name: "Sandbox", count: list.items.length }, ...others];
      return { total: profiles.reduce((n, p) => n + p.count, 0), profiles };
    },
    switch_profile: ({ id }) => ({ ...SIGNED_IN, profileId: id, profileName: "Harbor Bank production" }),
    attention_done: ({ key }) => {
      list = { items: list.items.filter((i) => i.key !== key), snoozed: list.snoozed };
      return list;
    },
    attention_snooze: ({ key, until }) => {
      const found = list.items.find((i) => i.key === key)!;
      list = { items: list.items.filter((i) => i.key !== key), snoozed: [{ ...found, snoozedUntil: until }] };
      return list;
    },
  });
  const rendered = renderWithIpc(<Shell />, backend);
  return {
    ...rendered,
    /** Watching raised or closed items on the Rust side. */
    setList: (next: AttentionList) => {
      list = next;
    },
  };
}

describe("needs attention", () => {
  beforeEach(() => {
    resetPreviewPrefetch();
    giveElementsASize();
  });

  it("counts the open items on the eBLs entry, and counts again when watching announces a change", async () => {
    const { setList } = renderWindow({ items: [REJECTED, PENDING], snoozed: [] });
    await expect.poll(() => navEbls().getAttribute("aria-describedby")).not.toBeNull();
    // The entry keeps its name; the count is read as its description and shown beside it.
    expect(navEbls()).toHaveAccessibleDescription("2 need attention");
    expect(navEbls()).toHaveTextContent("eBLs2");

    setList({ items: [REJECTED, PENDING, UNKNOWN], snoozed: [] });
    await act(() => emit("attention-changed", { total: 4, profiles: [] }));
    await expect.poll(() => navEbls().textContent).toBe("eBLs3");
    expect(navEbls()).toHaveAccessibleDescription("3 need attention");

    setList({ items: [], snoozed: [] });
    await act(() => emit("attention-changed", { total: 0, profiles: [] }));
    await expect.poll(() => navEbls().textContent).toBe("eBLs");
    expect(navEbls()).not.toHaveAttribute("aria-describedby");
  });

  it("filters the list to the eBLs that need attention, with the reason on each row and every item in the panel", async () => {
    const user = userEvent.setup();
    renderWindow({ items: [REJECTED, PENDING, UNKNOWN], snoozed: [] });
    await screen.findByText("GCL-0001");
    const chip = await screen.findByRole("button", { name: "Needs attention 3" });
    expect(chip).toHaveAttribute("aria-pressed", "false");
    // Without the filter every eBL is listed; those with items say why already.
    expect(shownRefs()).toHaveLength(5);
    const rejectedRow = screen.getByRole("button", { name: "GCL-0002" }).closest("tr")!;
    // The reason in a few words; the whole sentence is its tooltip.
    expect(rejectedRow).toHaveTextContent("Surrender rejected");
    expect(within(rejectedRow).getByTitle(/The carrier rejected your surrender request/)).toBeInTheDocument();

    await user.click(chip);
    expect(chip).toHaveAttribute("aria-pressed", "true");
    expect(shownRefs()).toEqual(["GCL-0002", "GCL-0003"]);
    expect(screen.getByRole("button", { name: "GCL-0003" }).closest("tr")).toHaveTextContent(
      "Surrender pending too long",
    );
    expect(screen.getByText("2 of 5 eBLs", { exact: false })).toBeInTheDocument();

    // The panel lists every open item, the one about no eBL too.
    const panel = screen.getByRole("region", { name: "Needs attention" });
    const entries = within(panel).getAllByRole("listitem");
    expect(entries).toHaveLength(3);
    expect(entries[2]).toHaveTextContent("An envelope you sent has had no outcome for 20 minutes");
    expect(within(entries[2]!).queryByRole("button", { name: /^Open/ })).not.toBeInTheDocument();

    expect(await axeViolations(panel)).toEqual([]);
    expect(await axeViolations(screen.getByRole("navigation", { name: "Main" }))).toEqual([]);

    await user.click(chip);
    expect(shownRefs()).toHaveLength(5);
    expect(screen.queryByRole("region", { name: "Needs attention" })).not.toBeInTheDocument();
  });

  it("closes an item with Done and snoozes another from the keyboard; the row, the chip and the count follow", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWindow({ items: [REJECTED, PENDING], snoozed: [] });
    await user.click(await screen.findByRole("button", { name: "Needs attention 2" }));
    const panel = screen.getByRole("region", { name: "Needs attention" });
    const [rejected] = within(panel).getAllByRole("listitem");
    await user.click(within(rejected!).getByRole("button", { name: "Done" }));
    await expect.poll(() => shownRefs()).toEqual(["GCL-0003"]);
    expect(callsOf("attention_done")[0]?.args).toEqual({ key: REJECTED.key });
    expect(navEbls()).toHaveAccessibleDescription("1 needs attention");
    expect(screen.getByRole("button", { name: "Needs attention 1" })).toBeInTheDocument();

    // Snooze with the keyboard alone: Tab to Snooze, Enter, Tab to "Tomorrow 9:00", Enter.
    const pending = within(panel).getAllByRole("listitem")[0]!;
    within(pending).getByRole("button", { name: "Snooze" }).focus();
    await user.keyboard("{Enter}");
    const group = within(pending).getByRole("group", { name: "Snooze until" });
    await user.tab(); // Done
    await user.tab(); // 1 hour
    await user.tab(); // Tomorrow 9:00
    expect(within(group).getByRole("button", { name: "Tomorrow 9:00" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await expect.poll(() => callsOf("attention_snooze").length).toBe(1);
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    tomorrow.setHours(9, 0, 0, 0);
    expect(callsOf("attention_snooze")[0]?.args).toEqual({ key: PENDING.key, until: tomorrow.getTime() });
    await expect.poll(() => navEbls().textContent).toBe("eBLs");
    expect(within(panel).getByText("Nothing needs attention.")).toBeInTheDocument();
    // The snoozed item waits, folded away, with the time it comes back.
    expect(within(panel).getByText("Snoozed (1)")).toBeInTheDocument();
  });

  it("opens the eBL of an item from the panel", async () => {
    const user = userEvent.setup();
    renderWindow({ items: [REJECTED], snoozed: [] });
    await user.click(await screen.findByRole("button", { name: "Needs attention 1" }));
    await user.click(screen.getByRole("button", { name: "Open GCL-0002" }));
    expect(await screen.findByRole("heading", { name: "GCL-0002" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Needs attention" })).toHaveTextContent(REJECTED.reason);
  });

  it("counts the other profiles' items under the panel, with a switch to each", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWindow({ items: [REJECTED], snoozed: [] }, [
      { profileId: "harbor-prod", name: "Harbor Bank production", count: 2 },
      { profileId: "quiet", name: "Quiet profile", count: 0 },
    ]);
    await user.click(await screen.findByRole("button", { name: "Needs attention 1" }));
    const others = await screen.findByRole("list", { name: "Other profiles" });
    expect(within(others).getAllByRole("listitem")).toHaveLength(1);
    expect(others).toHaveTextContent("Harbor Bank production: 2 need attention");
    await user.click(within(others).getByRole("button", { name: "Switch to Harbor Bank production" }));
    await expect.poll(() => callsOf("switch_profile").map((c) => c.args)).toEqual([{ id: "harbor-prod" }]);
  });
});
