import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import type { AttentionItem } from "../../bindings/AttentionItem";
import type { AttentionList } from "../../bindings/AttentionList";
import { setLanguage, type Lang } from "../../i18n";
import { expectAllFromCatalogue, expectNoAxeViolations } from "../../test/i18nCheck";
import { renderWithIpc } from "../../test/renderWithIpc";
import { AttentionPanel } from "./AttentionPanel";
import { shortReasonsText } from "./attentionModel";

function item(overrides: Partial<AttentionItem> & { key: string }): AttentionItem {
  return {
    profileId: "sandbox",
    eblId: null,
    eblReference: null,
    rule: "surrender_rejected",
    raisedAt: Date.now() - 3 * 86_400_000,
    snoozedUntil: null,
    reason: "The carrier rejected your surrender request (back to Issued, held by your company)",
    ...overrides,
  };
}

const LIST: AttentionList = {
  items: [
    item({ key: "surrender_rejected:e2:9", eblId: "e2", eblReference: "GCL-0002" }),
    item({ key: "outcome_unknown:j12", rule: "outcome_unknown" }),
  ],
  snoozed: [item({ key: "surrender_pending:e3:4", eblId: "e3", eblReference: "GCL-0003", rule: "surrender_pending", snoozedUntil: Date.now() + 86_400_000 })],
};

const SUMMARY = { total: 5, profiles: [{ profileId: "sandbox", name: "Sandbox", count: 3 }, { profileId: "harbor", name: "Harbor Bank production", count: 2 }] };

/** The panel without the items' reasons: whole sentences made in Rust, in the user's language there. */
function withoutReasons(root: Element): Element {
  const copy = root.cloneNode(true) as Element;
  copy.querySelectorAll(".attention-entry__reason").forEach((e) => e.remove());
  return copy;
}

describe.each<Exclude<Lang, "en">>(["en-XA", "ar"])("what needs attention, in %s", (lang) => {
  it("words the panel, another profile's count, the snoozed items and the snooze choices", async () => {
    setLanguage(lang);
    const user = userEvent.setup();
    const { container } = renderWithIpc(<AttentionPanel list={LIST} onOpen={() => {}} profileId="sandbox" />, {
      attention_summary: () => SUMMARY,
    });
    await screen.findByText("Harbor Bank production");
    await user.click(container.querySelector("summary")!);
    await user.click(within(container.querySelector(".attention-entry")!).getAllByRole("button")[1]!);
    expect(container.querySelector(".attention-actions__snooze")).not.toBeNull();
    expectAllFromCatalogue(withoutReasons(container), lang);
    await expectNoAxeViolations(container);
    expect(shortReasonsText(LIST.items)).not.toMatch(/[A-Za-z]{2}/);
  });
});

describe("what needs attention, in Arabic", () => {
  it("runs right to left and keeps the eBL's reference left to right", () => {
    setLanguage("ar");
    renderWithIpc(<AttentionPanel list={LIST} onOpen={() => {}} profileId="sandbox" />, { attention_summary: () => SUMMARY });
    expect(document.documentElement.dir).toBe("rtl");
    expect(screen.getByText("GCL-0002").closest("bdi")).toHaveAttribute("dir", "ltr");
    expect(screen.getByRole("region")).toHaveAccessibleName("تحتاج إلى انتباه");
  });
});
