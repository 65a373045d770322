import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";

import type { ActivityRow } from "../../bindings/ActivityRow";
import { setLanguage, type Lang } from "../../i18n";
import { expectAllFromCatalogue, expectNoAxeViolations } from "../../test/i18nCheck";
import { answering, giveElementsASize, renderWithIpc } from "../../test/renderWithIpc";
import { ActivityScreen } from "./ActivityScreen";

const OPS = ["TRANSFER_POSSESSION", "REQUEST_SURRENDER_FOR_DELIVERY", "SEND_AS_COPY", "ENVELOPE_SEND"];

/** `n` entries, newest first (the Activity test's journal; none refused, so no service detail). */
function journal(n: number): ActivityRow[] {
  const now = Date.now();
  return Array.from({ length: n }, (_, i) => ({
    id: `e${i}`,
    at: now - i * 86_400_000,
    operation: OPS[i % 4] ?? "TRANSFER_POSSESSION",
    outcome: "submitted",
    eblId: `ebl-${i}`,
    eblReference: `GCLU${String(i).padStart(6, "0")}`,
    counterparty: i % 2 === 0 ? "Harbor Bank plc" : "Delta Shipping",
    transactionHash: `0x${i.toString(16).padStart(64, "0")}`,
    detail: null,
    ...(i === 1 ? { preparedBy: "clerk@nile.example", approvedBy: "consignee@nile.example" } : {}),
  }));
}

function backend(rows: ActivityRow[]) {
  return answering({
    activity_page: ({ offset, limit }) => ({ total: rows.length, matched: rows.length, rows: rows.slice(offset, offset + limit) }),
    deleted_profiles: () => [{ id: "p-old", name: "Old bank", deletedAt: Date.now(), journalEntries: 3 }],
  });
}

describe.each<Exclude<Lang, "en">>(["en-XA", "ar"])("the Activity screen in %s", (lang) => {
  beforeEach(() => giveElementsASize());

  it("takes every word from the catalogue, the list and its empty state", async () => {
    setLanguage(lang);
    const { container, unmount } = renderWithIpc(<ActivityScreen />, backend(journal(5)));
    await screen.findByText("GCLU000001");
    expectAllFromCatalogue(container, lang);
    await expectNoAxeViolations(container);
    unmount();

    const empty = renderWithIpc(<ActivityScreen />, backend([]));
    await screen.findByRole("region");
    expectAllFromCatalogue(empty.container, lang);
  });
});

describe("the Activity screen in Arabic", () => {
  beforeEach(() => giveElementsASize());

  it("runs right to left, keeps references left to right and counts in Arabic", async () => {
    setLanguage("ar");
    renderWithIpc(<ActivityScreen />, backend(journal(5)));
    const table = await screen.findByRole("table", { name: "السجل" });
    expect(document.documentElement.dir).toBe("rtl");
    const reference = within(table).getByText("GCLU000002");
    expect(reference.closest("bdi")).toHaveAttribute("dir", "ltr");
    expect(screen.getByRole("status")).toHaveTextContent(/٥\u2069? قيود/);
  });
});
