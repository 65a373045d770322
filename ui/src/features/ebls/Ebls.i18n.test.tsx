// The eBLs screen in the pseudo-locale and in Arabic: every word from the catalogue, no axe-core
// violation, the Arabic window right to left with references, ids and the PDF left to right.

import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import type { ActionReview } from "../../bindings/ActionReview";
import type { BatchAction } from "../../bindings/BatchAction";
import type { BatchView } from "../../bindings/BatchView";
import type { EblDetail } from "../../bindings/EblDetail";
import type { EblList } from "../../bindings/EblList";
import { setLanguage, type Lang } from "../../i18n";
import { pseudo } from "../../i18n/pseudo";
import { expectAllFromCatalogue, expectNoAxeViolations } from "../../test/i18nCheck";
import {
  BANK_INBOX,
  detail,
  NO_DEADLINES,
  review,
  ROWS,
  SIGNED_IN,
  WATCH_DEFAULTS,
} from "../../test/fixtures";
import { giveElementsASize, renderWithIpc } from "../../test/renderWithIpc";
import { BatchDialog } from "./BatchDialog";
import { EblDetailView } from "./EblDetailView";
import { EblListView, type ListViewState } from "./EblListView";
import { DEFAULT_SORT, NO_FILTERS } from "./listModel";
import { resetPreviewPrefetch } from "./previewPrefetch";
import { ReviewDialog } from "./ReviewDialog";

type Shown = Exclude<Lang, "en">;
const LANGUAGES: Shown[] = ["en-XA", "ar"];
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/**
 * A sentence the Rust side writes (a review's summary, a reason): it comes in the user's language
 * (crates/i18n), so the fixtures give it as the Rust side would — here, without the Rust side, in
 * the pseudo-locale's accents or in Arabic words.
 */
function fromRust(lang: Shown, english: string): string {
  return lang === "ar" ? `جملة من الخدمة ${english.length}` : pseudo(english);
}

function listState(): ListViewState {
  return {
    filters: NO_FILTERS,
    sort: DEFAULT_SORT,
    selectedId: "e1",
    checked: { ids: new Set(["e1", "e2", "e3"]), anchor: "e1" },
  };
}

function allows(lang: Shown): BatchAction[] {
  return (["TRANSFER_POSSESSION", "SEND_AS_COPY", "REQUEST_SURRENDER_FOR_DELIVERY"] as const).map((kind) => ({
    kind,
    allowed: kind === "SEND_AS_COPY" ? 0 : 2,
    selected: 3,
    reasons: [{ reason: fromRust(lang, "Your company does not hold this eBL."), count: 1, onlyTheKeyMissing: false }],
  }));
}

function batch(lang: Shown, overrides: Partial<BatchView> = {}): BatchView {
  return {
    id: "b1",
    kind: "TRANSFER_POSSESSION",
    recipientInbox: BANK_INBOX,
    recipientName: "Harbor Bank plc",
    receiver: null,
    items: [
      { eblId: "e1", reference: "GCL-0001", state: "done", line: fromRust(lang, "Transfer possession of GCL-0001."), reason: null },
      { eblId: "e2", reference: "GCL-0002", state: "failed", line: null, reason: fromRust(lang, "The service had a problem.") },
      { eblId: "e3", reference: "GCL-0003", state: "skipped", line: null, reason: fromRust(lang, "Your company does not hold this eBL.") },
      { eblId: "e5", reference: "DLT-0005", state: "unknown", line: null, reason: null },
    ],
    started: true,
    running: false,
    cancelled: false,
    interrupted: true,
    registryFirstUse: false,
    retryable: 1,
    ready: 0,
    createdAt: 0,
    ...overrides,
  };
}

function eblDetail(lang: Shown): EblDetail {
  const base = detail(ROWS[0]!, [
    { kind: "REQUEST_SURRENDER_FOR_DELIVERY", available: true, reason: null, needsRecipient: false, onlyTheKeyMissing: false },
    { kind: "TRANSFER_POSSESSION", available: true, reason: null, needsRecipient: true, onlyTheKeyMissing: false },
    {
      kind: "SEND_AS_COPY",
      available: false,
      reason: fromRust(lang, "A copy cannot be copied again."),
      needsRecipient: true,
      onlyTheKeyMissing: false,
    },
  ]);
  return {
    ...base,
    endorsementType: "BLANK",
    heldInInbox: SIGNED_IN.inboxIds[0] ?? null,
    documentParties: [{ name: "Delta Exports", function: fromRust(lang, "Shipper"), functionCode: "OS", toBeNotified: true }],
    issueToPartyCodes: [{ code: "5493001KJTIIGC8Y1R12", listName: "LEI", listProvider: "GLEIF" }],
    issueToTaxReference: "EG-123-456-789",
    copies: [{ id: "e4", reference: "GCL-0004", visible: false }],
  };
}

function transferReview(lang: Shown): ActionReview {
  const name = "Harbor Bank plc";
  return review({
    kind: "TRANSFER_POSSESSION",
    operation: "TRANSFER_POSSESSION",
    recipientInbox: BANK_INBOX,
    recipientName: name,
    recipientUnknown: true,
    registryFirstUse: true,
    summary: fromRust(lang, "Transfer possession of GCL-0001 to Harbor Bank plc."),
    consequences: [fromRust(lang, "Harbor Bank plc holds GCL-0001."), fromRust(lang, "Your company no longer holds it.")],
    cautions: [fromRust(lang, "First transfer to this inbox.")],
    signedCall: {
      function: "transferPossession",
      eblId: "e1",
      titleId: "7d1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
      targetInbox: BANK_INBOX,
      targetName: name,
    },
    receiver: {
      inboxId: BANK_INBOX,
      name,
      nameSource: fromRust(lang, "a verified contact"),
      sources: [{ name, kind: "CONTACT", text: fromRust(lang, "your contact") }],
      verified: null,
      appearsOn: ["GCL-0002"],
      earlierTransfers: [],
      nearMisses: [fromRust(lang, "Close to Harbour Bank plc (5f1e2d3c-…).")],
      flags: [],
      firstTransfer: true,
      firstAction: true,
      typeToConfirm: name,
      whyTyped: null,
    },
  });
}

async function expectWords(lang: Shown) {
  expectAllFromCatalogue(document.body, lang);
  await expectNoAxeViolations(document.body);
}

describe.each(LANGUAGES)("the eBLs screen in %s", (lang) => {
  beforeEach(() => {
    resetPreviewPrefetch();
    giveElementsASize();
    URL.createObjectURL = vi.fn(() => `blob:page-${Math.random()}`);
    URL.revokeObjectURL = vi.fn();
    setLanguage(lang);
  });

  it("the list: filters, counts, the table, the selection and an unfinished batch", async () => {
    const list: EblList = { rows: ROWS, fetchedAt: "2026-11-21T09:00:00Z", offline: false };
    renderWithIpc(
      <main>
        <EblListView state={listState()} onChange={() => undefined} onOpen={() => undefined} />
      </main>,
      {
      list_ebls_head: () => null as never,
      list_ebls: () => list,
      attention_list: () => ({ items: [], snoozed: [] }),
      open_batches: () => [batch(lang)],
      batch_actions: () => allows(lang),
      preview_open: () => Promise.reject({ code: "pdf.library_missing", message: "no" }),
      },
    );
    const grid = await screen.findByRole("grid");
    await within(grid).findAllByRole("row");
    // The selection's allowances and the interrupted batch have arrived.
    await vi.waitFor(() => expect(document.querySelectorAll(".banner--warning")).toHaveLength(1));
    await vi.waitFor(() => expect(document.querySelector(".selection-bar .button:not([disabled])")).not.toBeNull());
    await expectWords(lang);
    if (lang === "ar") {
      expect(document.documentElement.dir).toBe("rtl");
      const reference = within(grid).getByText("GCL-0001");
      expect(reference.closest('bdi[dir="ltr"]')).not.toBeNull();
      expect(within(grid).getAllByText("Rotterdam → Alexandria")[0]!.closest('bdi[dir="ltr"]')).not.toBeNull();
    }
  });

  it("the list offline, with a search that matches nothing", async () => {
    const list: EblList = { rows: ROWS, fetchedAt: "2026-11-21T09:05:00Z", offline: true };
    renderWithIpc(
      <main>
        <EblListView
          state={{ filters: { ...NO_FILTERS, search: "no-such-ebl" }, sort: DEFAULT_SORT, selectedId: null }}
          onChange={() => undefined}
          onOpen={() => undefined}
        />
      </main>,
      {
        list_ebls_head: () => null as never,
        list_ebls: () => list,
        attention_list: () => ({ items: [], snoozed: [] }),
        open_batches: () => [],
      },
    );
    await vi.waitFor(() => expect(document.querySelector(".banner--offline")).not.toBeNull());
    await vi.waitFor(() => expect(document.querySelector(".ebl-list__count")?.textContent).toMatch(/\d|[٠-٩]/));
    await expectWords(lang);
    if (lang === "ar") {
      // The time is in the user's digits.
      expect(document.querySelector(".banner--offline")?.textContent).toMatch(/[٠-٩]{2}:[٠-٩]{2}/);
    }
  });

  it("one eBL: facts, parties, content, actions, deadline, timeline and its PDF left to right", async () => {
    const shown = eblDetail(lang);
    renderWithIpc(
      <main>
        <EblDetailView id="e1" session={SIGNED_IN} onBack={() => undefined} onOpen={() => undefined} notify={() => undefined} />
      </main>,
      {
        get_ebl: () => shown,
        preview_open: () => ({ eblId: "e1", pages: [{ widthPt: 595, heightPt: 842 }, { widthPt: 595, heightPt: 842 }], jailWarning: null }),
        preview_page: () => PNG.buffer.slice(0),
        preview_jail_warning_seen: () => null,
        ebl_timeline: () => [],
        ebl_deadlines: () => NO_DEADLINES,
        watch_rules_get: () => ({ ...WATCH_DEFAULTS, deadlines: false }),
        attention_list: () => ({ items: [], snoozed: [] }),
        approval_policy_get: () => ({ required: false, includeCopies: false, folder: null }),
      },
    );
    await screen.findByRole("heading", { level: 2 });
    await vi.waitFor(() => expect(document.querySelector(".preview__page img")).not.toBeNull());
    await vi.waitFor(() => expect(document.querySelector(".deadline__form")).not.toBeNull());
    await vi.waitFor(() => expect(document.querySelector(".ebl-detail__facts .muted")).not.toBeNull());
    await expectWords(lang);
    const pages = document.querySelector(".preview__scroll");
    expect(pages).toHaveAttribute("dir", "ltr");
    if (lang === "ar") {
      expect(document.documentElement.dir).toBe("rtl");
      expect(screen.getByRole("heading", { level: 2 }).querySelector('bdi[dir="ltr"]')).toHaveTextContent("GCL-0001");
      expect(screen.getByText("TDR-GCL-0001").closest('bdi[dir="ltr"]')).not.toBeNull();
      expect(screen.getByText("t-1")).toHaveAttribute("dir", "ltr");
    }
  });

  it("the review: what changes, what the key signs and the recipient to type", async () => {
    renderWithIpc(<ReviewDialog review={transferReview(lang)} onClose={() => undefined} onDone={() => undefined} />, {
      cancel_action: () => null,
    });
    const dialog = await screen.findByRole("dialog");
    // What the key signs, opened.
    dialog.querySelector("details")?.setAttribute("open", "");
    await expectWords(lang);
    if (lang === "ar") {
      expect(document.documentElement.dir).toBe("rtl");
      expect(within(dialog).getAllByText("GCL-0001")[0]!.closest('bdi[dir="ltr"]')).not.toBeNull();
      const hash = within(dialog).getByText(/^0x5c6b1e1a/);
      expect(hash).toHaveAttribute("dir", "ltr");
      expect(hash).toHaveAttribute("translate", "no");
    }
  });

  it("a bulk action: an interrupted batch's outcome, and a fresh review before signing", async () => {
    let view = batch(lang);
    const { unmount } = renderWithIpc(
      <BatchDialog kind="TRANSFER_POSSESSION" batchId="b1" ownInboxes={[]} onClose={() => undefined} />,
      { batch_status: () => view, approval_policy_get: () => ({ required: false, includeCopies: false, folder: null }), session_info: () => SIGNED_IN },
    );
    let dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("list");
    await expectWords(lang);
    if (lang === "ar") {
      expect(within(dialog).getByText("DLT-0005").closest('bdi[dir="ltr"]')).not.toBeNull();
    }
    unmount();

    view = batch(lang, {
      started: false,
      interrupted: false,
      registryFirstUse: true,
      retryable: 0,
      ready: 2,
      items: batch(lang).items.map((i) => (i.state === "skipped" ? i : { ...i, state: "waiting" as const })),
    });
    renderWithIpc(<BatchDialog kind="TRANSFER_POSSESSION" batchId="b1" ownInboxes={[]} onClose={() => undefined} />, {
      batch_status: () => view,
      approval_policy_get: () => ({ required: false, includeCopies: false, folder: null }),
      session_info: () => SIGNED_IN,
    });
    dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("list");
    await expectWords(lang);
  });
});
