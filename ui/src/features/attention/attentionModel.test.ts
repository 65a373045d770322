import { describe, expect, it } from "vitest";

import { fromLocalInput, needAttentionText, snoozePresets, toLocalInput } from "./attentionModel";

describe("attention model", () => {
  it("offers an hour from now, tomorrow at 9:00 and next Monday at 9:00", () => {
    const wednesday = new Date(2026, 10, 25, 16, 20); // Wed 25 Nov 2026, 16:20
    const [hour, tomorrow, week] = snoozePresets(wednesday);
    expect(hour).toEqual({ label: "1 hour", until: wednesday.getTime() + 3_600_000 });
    expect(tomorrow).toEqual({ label: "Tomorrow 9:00", until: new Date(2026, 10, 26, 9, 0).getTime() });
    expect(week).toEqual({ label: "Next week", until: new Date(2026, 10, 30, 9, 0).getTime() });
    // On a Monday, next week is seven days on; on a Sunday, the day after.
    expect(snoozePresets(new Date(2026, 10, 30, 8, 0))[2]!.until).toBe(new Date(2026, 11, 7, 9, 0).getTime());
    expect(snoozePresets(new Date(2026, 10, 29, 23, 0))[2]!.until).toBe(new Date(2026, 10, 30, 9, 0).getTime());
    // Tomorrow at the end of a month.
    expect(snoozePresets(new Date(2026, 11, 31, 22, 0))[1]!.until).toBe(new Date(2027, 0, 1, 9, 0).getTime());
  });

  it("reads and writes what a date-and-time input holds, in local time", () => {
    const at = new Date(2030, 2, 10, 14, 5).getTime();
    expect(toLocalInput(at)).toBe("2030-03-10T14:05");
    expect(fromLocalInput("2030-03-10T14:05")).toBe(at);
    expect(fromLocalInput("2030-03-10T14:05:00")).toBe(at);
    expect(fromLocalInput("")).toBeNull();
    expect(fromLocalInput("2030-02-31T10:00")).toBeNull();
    expect(fromLocalInput("tomorrow")).toBeNull();
  });

  it("words the count of a navigation entry", () => {
    expect(needAttentionText(0)).toBeNull();
    expect(needAttentionText(1)).toBe("1 needs attention");
    expect(needAttentionText(12)).toBe("12 need attention");
  });
});
