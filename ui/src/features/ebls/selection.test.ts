import { describe, expect, it } from "vitest";

import { checkedInOrder, NOTHING_CHECKED, toggleAllShown, toggleChecked } from "./selection";

const shown = ["a", "b", "c", "d", "e"];

describe("the list's checked eBLs", () => {
  it("toggles one row on a click and a range on a Shift-click, in the shown order", () => {
    let c = toggleChecked(NOTHING_CHECKED, shown, "b", false);
    expect([...c.ids]).toEqual(["b"]);
    c = toggleChecked(c, shown, "e", true);
    expect(checkedInOrder(c, shown)).toEqual(["b", "c", "d", "e"]);
    // A Shift-click on a checked row unchecks the range from the anchor to it.
    c = toggleChecked(c, shown, "d", true);
    expect(checkedInOrder(c, shown)).toEqual(["e"]);
    // A plain click moves the anchor.
    c = toggleChecked(c, shown, "a", false);
    c = toggleChecked(c, shown, "b", true);
    expect(checkedInOrder(c, shown)).toEqual(["a", "b", "e"]);
  });

  it("selects all shown rows, and none of them when all are already checked", () => {
    const outside = toggleChecked(NOTHING_CHECKED, ["z", ...shown], "z", false);
    let c = toggleAllShown(outside, shown);
    expect(checkedInOrder(c, shown)).toEqual([...shown, "z"]);
    c = toggleAllShown(c, shown);
    expect([...c.ids]).toEqual(["z"]);
  });
});
