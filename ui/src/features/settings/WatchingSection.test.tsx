import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import type { AppPreferences } from "../../bindings/AppPreferences";
import { axeViolations } from "../../test/axe";
import { WATCH_DEFAULTS as DEFAULTS } from "../../test/fixtures";
import { answering, renderWithIpc } from "../../test/renderWithIpc";
import { WatchingSection } from "./WatchingSection";

function renderSection() {
  let rules = DEFAULTS;
  let prefs: AppPreferences = { closeToTray: "ask", startAtLogin: false };
  return renderWithIpc(
    <WatchingSection />,
    answering({
      watch_rules_get: () => rules,
      watch_rules_set: ({ rules: next }) => {
        rules = next;
        return rules;
      },
      app_preferences_get: () => prefs,
      app_preferences_set: ({ prefs: next }) => {
        prefs = next;
        return prefs;
      },
    }),
  );
}

describe("Settings: watching", () => {
  it("shows each rule on with its number, turns one off, tunes another and saves", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderSection();
    const section = await screen.findByRole("region", { name: "Watching" });
    const form = await within(section).findByRole("form", { name: "Watch rules" });
    const answered = within(form).getByRole("checkbox", { name: "A surrender request is answered (accepted or rejected)" });
    expect(answered).toBeChecked();
    const pending = within(form).getByRole("checkbox", { name: "A surrender request waits longer than" });
    expect(pending).toBeChecked();
    const hours = within(form).getByRole("textbox", { name: "A surrender request waits longer than (hours)" });
    expect(hours).toHaveValue("48");
    expect(within(form).getByRole("textbox", { name: "An action's outcome is still unknown after (minutes)" })).toHaveValue("15");
    expect(within(form).getByRole("textbox", { name: "An eBL your company holds is untouched for (days)" })).toHaveValue("30");
    expect(within(form).getByRole("textbox", { name: "Lead time a new deadline proposes (hours)" })).toHaveValue("48");

    // A number that is not one is refused before anything is sent.
    await user.clear(hours);
    await user.type(hours, "two days");
    await user.click(within(form).getByRole("button", { name: "Save watch rules" }));
    expect(hours).toHaveAccessibleDescription("Enter whole hours, from 1 to 8760.");
    expect(callsOf("watch_rules_set")).toHaveLength(0);

    await user.clear(hours);
    await user.type(hours, "24");
    await user.click(within(form).getByRole("checkbox", { name: "An eBL your company holds is untouched for" }));
    expect(within(form).getByRole("textbox", { name: "An eBL your company holds is untouched for (days)" })).toBeDisabled();
    await user.click(within(form).getByRole("checkbox", { name: "An eBL newly comes into your company's hands" }));
    await user.click(within(form).getByRole("button", { name: "Save watch rules" }));
    expect(await within(form).findByRole("status")).toHaveTextContent("Saved");
    expect(callsOf("watch_rules_set")[0]?.args).toEqual({
      rules: { ...DEFAULTS, surrenderPendingHours: 24, untouchedDays: null, newlyHeld: false },
    });
  });

  it("saves what closing the window does and starting at login as soon as they change", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderSection();
    const section = await screen.findByRole("region", { name: "Watching" });
    const closing = await within(section).findByRole("group", { name: "When the window is closed" });
    expect(within(closing).getAllByRole("radio").map((r) => r.parentElement?.textContent)).toEqual([
      "Ask",
      "Keep running in the tray",
      "Quit",
    ]);
    expect(within(closing).getByRole("radio", { name: "Ask" })).toBeChecked();
    await within(section).findByRole("form", { name: "Watch rules" });
    expect(await axeViolations(section)).toEqual([]);

    await user.click(within(closing).getByRole("radio", { name: "Keep running in the tray" }));
    await expect.poll(() => callsOf("app_preferences_set").length).toBe(1);
    expect(callsOf("app_preferences_set")[0]?.args).toEqual({
      prefs: { closeToTray: "tray", startAtLogin: false },
    });
    await expect.poll(() => within(closing).getByRole("radio", { name: "Keep running in the tray" })).toBeChecked();

    await user.click(within(section).getByRole("checkbox", { name: "Start eBL Desk at login" }));
    await expect.poll(() => callsOf("app_preferences_set").length).toBe(2);
    expect(callsOf("app_preferences_set")[1]?.args).toEqual({
      prefs: { closeToTray: "tray", startAtLogin: true },
    });
    await expect.poll(() => within(section).getByRole("checkbox", { name: "Start eBL Desk at login" })).toBeChecked();
  });
});
