import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import type { AttentionItem } from "../../bindings/AttentionItem";
import type { AttentionList } from "../../bindings/AttentionList";
import type { EblDeadlines } from "../../bindings/EblDeadlines";
import type { WatchRules } from "../../bindings/WatchRules";
import { axeViolations } from "../../test/axe";
import { ALL_ACTIONS_FOR_HOLDER, detail, row, SIGNED_IN } from "../../test/fixtures";
import { answering, giveElementsASize, renderWithIpc } from "../../test/renderWithIpc";
import { dateTimeText } from "../attention/attentionModel";
import { EblDetailView } from "./EblDetailView";
import { resetPreviewPrefetch } from "./previewPrefetch";

const REQUESTED = row({ id: "e3", reference: "GCL-0003", state: "SURRENDER_FOR_DELIVERY_REQUESTED" });
const E1 = row({ id: "e1", reference: "GCL-0001" });

const RULES: WatchRules = {
  surrenderAnswered: true,
  surrenderPendingHours: 48,
  outcomeUnknownMinutes: 15,
  newlyHeld: true,
  untouchedDays: 30,
  deadlines: true,
  defaultLeadHours: 36,
};

const NO_DEADLINES: EblDeadlines = { vessel: "Maersk Nile", voyage: "001E", own: null, voyageDeadline: null, surrenderBy: null };

function item(overrides: Partial<AttentionItem> & { key: string }): AttentionItem {
  return {
    profileId: "sandbox",
    eblId: "e1",
    eblReference: "GCL-0001",
    rule: "surrender_rejected",
    reason: "The carrier rejected your surrender request (back to Issued, held by your company)",
    raisedAt: Date.now() - 60_000,
    snoozedUntil: null,
    ...overrides,
  };
}

function renderDetail(
  r = E1,
  {
    attention = { items: [], snoozed: [] } as AttentionList,
    deadlines = NO_DEADLINES,
  }: { attention?: AttentionList; deadlines?: EblDeadlines } = {},
) {
  let list = attention;
  let current = deadlines;
  return renderWithIpc(
    <EblDetailView id={r.id} session={SIGNED_IN} onBack={() => undefined} notify={vi.fn()} />,
    answering({
      get_ebl: () => detail(r, r.state === "ISSUED" ? ALL_ACTIONS_FOR_HOLDER : []),
      preview_open: () => Promise.reject({ code: "pdf.library_missing", message: "no" }),
      ebl_timeline: () => [],
      attention_list: () => list,
      attention_done: ({ key }) => {
        list = { items: list.items.filter((i) => i.key !== key), snoozed: list.snoozed };
        return list;
      },
      attention_snooze: ({ key, until }) => {
        const it = list.items.find((i) => i.key === key)!;
        list = { items: list.items.filter((i) => i.key !== key), snoozed: [...list.snoozed, { ...it, snoozedUntil: until }] };
        return list;
      },
      watch_rules_get: () => RULES,
      ebl_deadlines: () => current,
      deadline_set: ({ input }) => {
        const set = { ...input, vessel: "Maersk Nile", voyage: "001E", setAt: Date.now() };
        current =
          input.appliesTo === "ebl"
            ? { ...current, own: set }
            : { ...current, voyageDeadline: set };
        const effective = current.own ?? current.voyageDeadline!;
        current = { ...current, surrenderBy: effective.arrivalAt - effective.leadHours * 3_600_000 };
        return current;
      },
      deadline_clear: ({ appliesTo }) => {
        current = appliesTo === "ebl" ? { ...current, own: null } : { ...current, voyageDeadline: null };
        const effective = current.own ?? current.voyageDeadline;
        current = { ...current, surrenderBy: effective ? effective.arrivalAt - effective.leadHours * 3_600_000 : null };
        return current;
      },
    }),
  );
}

describe("eBL detail: states in words, what needs attention, the surrender deadline", () => {
  beforeEach(() => {
    resetPreviewPrefetch();
    giveElementsASize();
  });

  it("says the state in words, with the interface's code in the badge's tooltip and beside the words", async () => {
    renderDetail(REQUESTED);
    const badge = await screen.findByText("Surrender requested", { selector: ".badge" });
    expect(badge).toHaveAttribute("title", "SURRENDER_FOR_DELIVERY_REQUESTED");
    const state = screen.getByText("State", { selector: "dt" }).nextElementSibling!;
    expect(state).toHaveTextContent("Surrender requested (SURRENDER_FOR_DELIVERY_REQUESTED)");
    expect(within(state as HTMLElement).getByText("SURRENDER_FOR_DELIVERY_REQUESTED").tagName).toBe("CODE");
  });

  it("shows the eBL's open items with Snooze and Done, and closes one with Done", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderDetail(E1, {
      attention: {
        items: [item({ key: "surrender_rejected:e1:7" }), item({ key: "other:e2", eblId: "e2", eblReference: "GCL-0002", reason: "Not this one" })],
        snoozed: [],
      },
    });
    const section = await screen.findByRole("region", { name: "Needs attention" });
    expect(section).toHaveTextContent("The carrier rejected your surrender request");
    expect(section).not.toHaveTextContent("Not this one");
    const done = within(section).getByRole("button", { name: "Done" });
    expect(done).toHaveAccessibleDescription(/carrier rejected your surrender request/);
    await user.click(done);
    await expect.poll(() => screen.queryByRole("region", { name: "Needs attention" })).toBeNull();
    expect(callsOf("attention_done")[0]?.args).toEqual({ key: "surrender_rejected:e1:7" });
  });

  it("snoozes an item until a date and time typed, and refuses a time already past", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderDetail(E1, { attention: { items: [item({ key: "k1" })], snoozed: [] } });
    const section = await screen.findByRole("region", { name: "Needs attention" });
    const snooze = within(section).getByRole("button", { name: "Snooze" });
    await user.click(snooze);
    expect(snooze).toHaveAttribute("aria-expanded", "true");
    const group = within(section).getByRole("group", { name: "Snooze until" });
    expect(within(group).getAllByRole("button").map((b) => b.textContent)).toEqual([
      "1 hour",
      "Tomorrow 9:00",
      "Next week",
      "Snooze until then",
    ]);
    const until = within(group).getByLabelText("Until");
    fireEvent.change(until, { target: { value: "2001-01-02T09:30" } });
    await user.click(within(group).getByRole("button", { name: "Snooze until then" }));
    expect(until).toHaveAccessibleDescription("Choose a time ahead of now.");
    expect(callsOf("attention_snooze")).toHaveLength(0);

    fireEvent.change(until, { target: { value: "2099-01-02T09:30" } });
    await user.click(within(group).getByRole("button", { name: "Snooze until then" }));
    await expect.poll(() => screen.queryByRole("region", { name: "Needs attention" })).toBeNull();
    expect(callsOf("attention_snooze")[0]?.args).toEqual({ key: "k1", until: new Date(2099, 0, 2, 9, 30).getTime() });
  });

  it("closes the snooze choices with Escape and snoozes an hour from a preset", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderDetail(E1, { attention: { items: [item({ key: "k1" })], snoozed: [] } });
    const section = await screen.findByRole("region", { name: "Needs attention" });
    await user.click(within(section).getByRole("button", { name: "Snooze" }));
    await user.keyboard("{Escape}");
    expect(within(section).queryByRole("group", { name: "Snooze until" })).not.toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Snooze" }));
    const before = Date.now();
    await user.click(within(section).getByRole("button", { name: "1 hour" }));
    await expect.poll(() => callsOf("attention_snooze").length).toBe(1);
    const until = callsOf("attention_snooze")[0]!.args.until;
    expect(until).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 3_600_000);
  });

  it("sets an arrival for every eBL of the voyage with the rules' lead time, says the date to surrender by, and clears it", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderDetail(E1);
    const section = await screen.findByRole("region", { name: "Surrender deadline" });
    expect(await within(section).findByText("Maersk Nile / 001E")).toBeInTheDocument();
    expect(section).toHaveTextContent("No deadline set");
    const form = within(section).getByRole("form", { name: "Arrival and lead time" });
    // The lead time proposed is the watch rules' default.
    const lead = await within(form).findByLabelText("Lead time (hours)");
    expect(lead).toHaveValue("36");
    expect(within(form).getByRole("radio", { name: "For this eBL" })).toBeChecked();

    // Nothing is saved without an arrival.
    await user.click(within(form).getByRole("button", { name: "Save deadline" }));
    expect(within(form).getByLabelText("Arrival (date and time)")).toHaveAccessibleDescription(
      "Enter the arrival date and time.",
    );
    expect(callsOf("deadline_set")).toHaveLength(0);

    await user.click(within(form).getByRole("radio", { name: "For every eBL of vessel Maersk Nile voyage 001E" }));
    fireEvent.change(within(form).getByLabelText("Arrival (date and time)"), { target: { value: "2030-03-10T14:00" } });
    await user.clear(lead);
    await user.type(lead, "48");
    await user.click(within(form).getByRole("button", { name: "Save deadline" }));

    const arrivalAt = new Date(2030, 2, 10, 14, 0).getTime();
    await expect.poll(() => callsOf("deadline_set").length).toBe(1);
    expect(callsOf("deadline_set")[0]?.args).toEqual({
      eblId: "e1",
      input: { appliesTo: "voyage", arrivalAt, leadHours: 48 },
    });
    const by = dateTimeText(arrivalAt - 48 * 3_600_000);
    expect(await within(section).findByText(`Surrender by ${by}`)).toBeInTheDocument();
    expect(within(section).getByRole("list", { name: "Deadlines set" })).toHaveTextContent(
      "for every eBL of vessel Maersk Nile voyage 001E",
    );

    await user.click(
      within(section).getByRole("button", { name: "Clear the deadline for every eBL of vessel Maersk Nile voyage 001E" }),
    );
    await expect.poll(() => callsOf("deadline_clear").length).toBe(1);
    expect(callsOf("deadline_clear")[0]?.args).toEqual({ eblId: "e1", appliesTo: "voyage" });
    expect(await within(section).findByText(/No deadline set/)).toBeInTheDocument();
    expect(within(section).queryByText(/^Surrender by/)).not.toBeInTheDocument();
  });

  it("shows the deadline already set for this eBL, ready to edit", async () => {
    const arrivalAt = new Date(2030, 5, 1, 8, 0).getTime();
    renderDetail(E1, {
      deadlines: {
        ...NO_DEADLINES,
        own: { appliesTo: "ebl", vessel: null, voyage: null, arrivalAt, leadHours: 24, setAt: 1 },
        surrenderBy: arrivalAt - 24 * 3_600_000,
      },
    });
    const section = await screen.findByRole("region", { name: "Surrender deadline" });
    expect(await within(section).findByText(`Surrender by ${dateTimeText(arrivalAt - 24 * 3_600_000)}`)).toBeInTheDocument();
    expect(within(section).getByLabelText("Arrival (date and time)")).toHaveValue("2030-06-01T08:00");
    expect(within(section).getByLabelText("Lead time (hours)")).toHaveValue("24");
    expect(within(section).getByRole("radio", { name: "For this eBL" })).toBeChecked();
  });

  it("has no accessibility violation in the items, the snooze choices and the deadline form", async () => {
    const user = userEvent.setup();
    renderDetail(E1, { attention: { items: [item({ key: "k1" })], snoozed: [] } });
    const items = await screen.findByRole("region", { name: "Needs attention" });
    await user.click(within(items).getByRole("button", { name: "Snooze" }));
    const deadline = screen.getByRole("region", { name: "Surrender deadline" });
    await within(deadline).findByLabelText("Lead time (hours)");
    await user.click(within(deadline).getByRole("button", { name: "Save deadline" }));
    expect(await axeViolations(items)).toEqual([]);
    expect(await axeViolations(deadline)).toEqual([]);
  });
});
