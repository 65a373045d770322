import { emit } from "@tauri-apps/api/event";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { HEAD_ROWS, OFFLINE_RETRY_MS } from "../../api/ebls";
import type { EblList } from "../../bindings/EblList";
import type { PreviewDoc } from "../../bindings/PreviewDoc";
import {
  ALL_ACTIONS_FOR_HOLDER,
  detail,
  NO_DEADLINES,
  review,
  row,
  ROWS,
  SIGNED_IN,
  WATCH_DEFAULTS,
} from "../../test/fixtures";
import { giveElementsASize, renderWithIpc } from "../../test/renderWithIpc";
import { EblsScreen } from "./EblsScreen";
import { rememberFirstPageWidth, resetPreviewPrefetch } from "./previewPrefetch";

const LIST: EblList = { rows: ROWS, fetchedAt: "2026-11-21T09:00:00Z", offline: false };

function grid() {
  return screen.getByRole("grid", { name: "eBLs" });
}

/** The references in the table, top to bottom, as a user reads them. */
function shownRefs(): string[] {
  return within(grid())
    .getAllByRole("row")
    .slice(1)
    .map((r) => within(r).getAllByRole("cell")[1]?.textContent ?? "");
}

function renderList(list: (refresh: boolean) => EblList | Promise<EblList> = () => LIST) {
  return renderWithIpc(<EblsScreen />, {
    session_info: () => SIGNED_IN,
    list_ebls: ({ refresh }) => list(refresh === true),
    get_ebl: ({ id }) => {
      const r = ROWS.find((x) => x.id === id);
      return r ? detail(r, ALL_ACTIONS_FOR_HOLDER) : Promise.reject({ code: "http.not_found", message: "no" });
    },
    ebl_timeline: () => [],
    ebl_deadlines: () => NO_DEADLINES,
    watch_rules_get: () => WATCH_DEFAULTS,
    preview_open: () => Promise.reject({ code: "pdf.library_missing", message: "libpdfium.so not found" }),
  });
}

/**
 * The eBL screen with every eBL openable and its PDF one A4 page; `open` may hold a document back.
 */
function renderWithPreviews(open: (doc: PreviewDoc) => PreviewDoc | Promise<PreviewDoc> = (doc) => doc) {
  URL.createObjectURL = vi.fn(() => `blob:page-${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
  return renderWithIpc(<EblsScreen />, (cmd, args) => {
    switch (cmd) {
      case "session_info":
        return SIGNED_IN;
      case "list_ebls":
        return LIST;
      case "get_ebl":
        return detail(ROWS.find((x) => x.id === args.id)!, ALL_ACTIONS_FOR_HOLDER);
      case "ebl_timeline":
        return [];
      case "ebl_deadlines":
        return NO_DEADLINES;
      case "watch_rules_get":
        return WATCH_DEFAULTS;
      case "preview_open":
        return open({ eblId: String(args.eblId), pages: [{ widthPt: 595, heightPt: 842 }], jailWarning: null });
      case "preview_page":
        return new Uint8Array([0x89, 0x50, 0x4e, 0x47]).buffer;
    }
  });
}

async function listShown() {
  await screen.findByText("GCL-0001");
}

describe("eBL list", () => {
  beforeEach(() => {
    resetPreviewPrefetch();
    giveElementsASize();
  });

  it("prepares the preview of the row the pointer rests on, not of rows swept past", async () => {
    const user = userEvent.setup();
    rememberFirstPageWidth(640); // the width the pane rendered page 1 at before
    const { callsOf } = renderWithIpc(<EblsScreen />, (cmd) => {
      switch (cmd) {
        case "session_info":
          return SIGNED_IN;
        case "list_ebls":
          return LIST;
        case "ebl_timeline":
          return [];
        case "ebl_deadlines":
          return NO_DEADLINES;
        case "watch_rules_get":
          return WATCH_DEFAULTS;
        case "preview_open":
          return { eblId: "x", pages: [{ widthPt: 595, heightPt: 842 }], jailWarning: null };
        case "preview_page":
          return new Uint8Array([0x89, 0x50, 0x4e, 0x47]).buffer;
      }
    });
    await listShown();
    const refs = ["GCL-0001", "GCL-0002", "GCL-0003"].map((r) => screen.getByRole("button", { name: r }).closest("tr")!);
    for (const r of refs) await user.hover(r); // a sweep: each row only for an instant
    await expect.poll(() => callsOf("preview_page").length).toBe(1);
    const opened = callsOf("preview_open").map((c) => c.args.eblId);
    const target = ROWS.find((r) => r.reference === "GCL-0003")!.id;
    expect(opened).toEqual([target]);
    expect(callsOf("preview_page")[0]?.args).toMatchObject({ eblId: target, page: 0, widthPx: 640 });
  });

  it("opens an eBL whose page 1 was prepared while the pointer rested on it without rendering it again", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithPreviews();
    await listShown();
    // The first eBL is opened cold: the pane renders page 1 at its width, and remembers it.
    await user.click(screen.getByRole("button", { name: "GCL-0001" }));
    await screen.findByRole("img", { name: "Page 1 of 1" });
    await user.click(screen.getByRole("button", { name: /Back to the list/ }));
    // Resting on the second row prepares it; opening it then asks for nothing more.
    const second = ROWS.find((r) => r.reference === "GCL-0002")!;
    await user.hover((await screen.findByRole("button", { name: "GCL-0002" })).closest("tr")!);
    await expect.poll(() => callsOf("preview_page").filter((c) => c.args.eblId === second.id).length).toBe(1);
    await user.click(screen.getByRole("button", { name: "GCL-0002" }));
    await screen.findByRole("img", { name: "Page 1 of 1" });
    expect(callsOf("preview_page").filter((c) => c.args.eblId === second.id)).toHaveLength(1);
  });

  it("asks for the detail, the PDF and page 1 together at a bare click, before any of them answers", async () => {
    const user = userEvent.setup();
    const target = ROWS.find((r) => r.reference === "GCL-0002")!;
    const opened: Array<() => void> = [];
    // The service is slow for the second eBL: its document is not open when page 1 is asked for.
    const { callsOf } = renderWithPreviews((doc) =>
      doc.eblId === target.id ? new Promise((resolve) => opened.push(() => resolve(doc))) : doc,
    );
    await listShown();
    // A first eBL, opened cold, tells the pane's width.
    await user.click(screen.getByRole("button", { name: "GCL-0001" }));
    await screen.findByRole("img", { name: "Page 1 of 1" });
    await user.click(screen.getByRole("button", { name: /Back to the list/ }));
    const width = callsOf("preview_page")[0]?.args.widthPx;

    await user.click(await screen.findByRole("button", { name: "GCL-0002" }));
    const pagesOf = () => callsOf("preview_page").filter((c) => c.args.eblId === target.id);
    await expect.poll(() => pagesOf().length).toBe(1);
    expect(pagesOf()[0]?.args).toMatchObject({ page: 0, widthPx: width });
    expect(callsOf("preview_open").filter((c) => c.args.eblId === target.id)).toHaveLength(1);
    expect(opened).toHaveLength(1); // the document is still on its way
    act(() => opened.forEach((answer) => answer()));
    await screen.findByRole("img", { name: "Page 1 of 1" });
    expect(pagesOf()).toHaveLength(1);
  });

  it("remembers the pane's width for the first click of the next run", () => {
    rememberFirstPageWidth(712);
    expect(localStorage.getItem("ebl-desk.preview-width")).toBe("712");
  });

  it("shows every column of each eBL, from the cache first and then the service", async () => {
    performance.clearMarks("ebl-list-shown");
    const { callsOf } = renderList();
    await listShown();
    const headers = within(grid())
      .getAllByRole("columnheader")
      .map((h) => h.textContent?.trim());
    expect(headers).toEqual([
      "",
      "Reference ▲",
      "State",
      "Your role(s)",
      "Held by us",
      "Holder",
      "Copy",
      "Ports",
      "Vessel / voyage",
    ]);
    expect(shownRefs()).toEqual(["DLT-0005", "GCL-0001", "GCL-0002", "GCL-0003", "GCL-0004"]);
    const second = within(grid()).getAllByRole("row")[3]!;
    expect(second).toHaveTextContent("GCL-0002");
    expect(second).toHaveTextContent("Issued");
    expect(within(second).getByText("Issued", { selector: ".badge" })).toHaveAttribute("title", "ISSUED");
    expect(second).toHaveTextContent("Consignee");
    expect(second).toHaveTextContent("Shanghai → Hamburg");
    expect(second).toHaveTextContent("Ever Given / 77W");
    expect(second).toHaveTextContent("Your company");
    // An eBL another company holds is named by its holder.
    const surrendering = within(grid()).getAllByRole("row")[4]!;
    expect(surrendering).toHaveTextContent("GCL-0003");
    expect(surrendering).toHaveTextContent("Harbor Bank");
    expect(within(grid()).getByText("Copy", { selector: ".badge" })).toBeInTheDocument();
    expect(callsOf("list_ebls").map((c) => c.args.refresh).sort()).toEqual([false, true]);
    expect(screen.getByText(/^5 eBLs/)).toBeInTheDocument();
    expect(performance.getEntriesByName("ebl-list-shown", "mark")).toHaveLength(1);
  });

  it("at a start shows the list's first rows and its count before the rest arrive, then the whole list", async () => {
    performance.clearMarks("ebl-list-shown");
    performance.clearMarks("ebl-list-whole");
    const user = userEvent.setup();
    const many = Array.from({ length: 500 }, (_, i) =>
      row({ id: `m${i}`, reference: `BULK-${String(i).padStart(5, "0")}` }),
    );
    let answerWhole!: (list: EblList) => void;
    const whole = new Promise<EblList>((resolve) => (answerWhole = resolve));
    const { calls, callsOf } = renderWithIpc(<EblsScreen />, {
      session_info: () => SIGNED_IN,
      list_ebls_head: ({ count }) => ({ rows: many.slice(0, count), total: many.length, fetchedAt: null }),
      list_ebls: ({ refresh }) => (refresh ? new Promise<EblList>(() => undefined) : whole),
    });
    expect(await screen.findByText("BULK-00000")).toBeInTheDocument();
    expect(screen.getByText(/^500 eBLs/)).toBeInTheDocument();
    expect(grid()).toHaveAttribute("aria-rowcount", String(HEAD_ROWS + 1));
    expect(performance.getEntriesByName("ebl-list-shown", "mark")).toHaveLength(1);
    expect(performance.getEntriesByName("ebl-list-whole", "mark")).toHaveLength(0);
    // The whole list is asked for after the first rows came, once.
    await expect.poll(() => callsOf("list_ebls").length).toBe(1);
    const order = calls.map((c) => c.cmd).filter((c) => c.startsWith("list_ebls"));
    expect(order).toEqual(["list_ebls_head", "list_ebls"]);
    // A search before the rest came waits for it rather than saying that no eBL matches.
    await user.type(screen.getByRole("searchbox", { name: "Search eBLs" }), "bulk-00400");
    expect(screen.getByText("Loading all 500 eBLs…")).toBeInTheDocument();
    expect(screen.queryByText("No eBL matches these filters.")).not.toBeInTheDocument();
    act(() => answerWhole({ rows: many, fetchedAt: null, offline: false }));
    expect(await screen.findByText("BULK-00400")).toBeInTheDocument();
    expect(screen.getByText(/^1 of 500 eBLs/)).toBeInTheDocument();
    expect(performance.getEntriesByName("ebl-list-whole", "mark")).toHaveLength(1);
    expect(callsOf("list_ebls_head")).toHaveLength(1);
  });

  it("filters as you type across reference, parties, ports and vessel", async () => {
    const user = userEvent.setup();
    renderList();
    await listShown();
    const search = screen.getByRole("searchbox", { name: "Search eBLs" });
    await user.type(search, "hamburg");
    expect(shownRefs()).toEqual(["GCL-0002"]);
    expect(screen.getByText(/^1 of 5 eBLs/)).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "harbor bank");
    expect(shownRefs()).toEqual(["DLT-0005"]);
    await user.clear(search);
    await user.type(search, "nothing like this");
    expect(shownRefs()).toEqual([]);
    expect(screen.getByText("No eBL matches these filters.")).toBeInTheDocument();
    expect(performance.getEntriesByName("ebl-filter", "measure").length).toBeGreaterThan(0);
  });

  it("filters by state, role, held by us and copies", async () => {
    const user = userEvent.setup();
    renderList();
    await listShown();
    // The states are offered in words.
    expect(within(screen.getByLabelText("State")).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Any state",
      "Issued",
      "Surrender requested",
    ]);
    await user.selectOptions(screen.getByLabelText("State"), "Surrender requested");
    expect(shownRefs()).toEqual(["GCL-0003"]);
    await user.selectOptions(screen.getByLabelText("State"), "");
    await user.selectOptions(screen.getByLabelText("Role"), "CONSIGNOR");
    expect(shownRefs()).toEqual(["DLT-0005"]);
    await user.selectOptions(screen.getByLabelText("Role"), "");
    await user.click(screen.getByRole("checkbox", { name: "Held by us" }));
    expect(shownRefs()).toEqual(["DLT-0005", "GCL-0001", "GCL-0002"]);
    await user.click(screen.getByRole("checkbox", { name: "Held by us" }));
    await user.selectOptions(screen.getByLabelText("Copies"), "copies");
    expect(shownRefs()).toEqual(["GCL-0004"]);
    await user.selectOptions(screen.getByLabelText("Copies"), "originals");
    expect(shownRefs()).not.toContain("GCL-0004");
  });

  it("sorts by a column header and says so with aria-sort", async () => {
    const user = userEvent.setup();
    renderList();
    await listShown();
    const refHeader = screen.getByRole("columnheader", { name: /Reference/ });
    expect(refHeader).toHaveAttribute("aria-sort", "ascending");
    await user.click(screen.getByRole("button", { name: /Reference/ }));
    expect(refHeader).toHaveAttribute("aria-sort", "descending");
    expect(shownRefs()).toEqual(["GCL-0004", "GCL-0003", "GCL-0002", "GCL-0001", "DLT-0005"]);
    await user.click(screen.getByRole("button", { name: /^State/ }));
    expect(screen.getByRole("columnheader", { name: /^State/ })).toHaveAttribute("aria-sort", "ascending");
    expect(refHeader).toHaveAttribute("aria-sort", "none");
    expect(shownRefs().at(-1)).toBe("GCL-0003");
  });

  it("is driven from the keyboard: / searches, arrows select, Enter opens, Escape returns", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderList();
    await listShown();
    await user.keyboard("/");
    expect(screen.getByRole("searchbox", { name: "Search eBLs" })).toHaveFocus();
    await user.keyboard("{Escape}");

    act(() => grid().focus());
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}");
    const selected = within(grid())
      .getAllByRole("row")
      .filter((r) => r.getAttribute("aria-selected") === "true");
    expect(selected).toHaveLength(1);
    expect(selected[0]).toHaveTextContent("GCL-0001");
    expect(grid()).toHaveAttribute("aria-activedescendant", selected[0]!.id);

    await user.keyboard("{Enter}");
    expect(await screen.findByRole("heading", { name: "GCL-0001" })).toBeInTheDocument();
    expect(callsOf("get_ebl").at(-1)?.args).toEqual({ id: "e1" });

    expect(screen.getByRole("button", { name: /Back to the list/ })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(await screen.findByRole("grid", { name: "eBLs" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "GCL-0001" })).not.toBeInTheDocument();
    // The keyboard continues in the table, on the same eBL.
    expect(grid()).toHaveFocus();
    await user.keyboard("{ArrowDown}{Enter}");
    expect(await screen.findByRole("heading", { name: "GCL-0002" })).toBeInTheDocument();
  });

  it("Home, End, PageDown and PageUp move the selection through a long list", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 500 }, (_, i) => row({ id: `m${i}`, reference: `BULK-${String(i).padStart(3, "0")}` }));
    renderList(() => ({ rows: many, fetchedAt: null, offline: false }));
    await screen.findByText("BULK-000");
    // jsdom does not scroll, so the selection is read where assistive technology reads it.
    const selected = () => grid().getAttribute("aria-activedescendant");
    act(() => grid().focus());
    await user.keyboard("{End}");
    expect(selected()).toBe("ebl-row-m499");
    await user.keyboard("{Home}");
    expect(selected()).toBe("ebl-row-m0");
    // 600 px of 38 px rows: a page is 14 rows.
    await user.keyboard("{PageDown}");
    expect(selected()).toBe("ebl-row-m14");
    await user.keyboard("{PageUp}");
    expect(selected()).toBe("ebl-row-m0");
    await user.keyboard("{ArrowUp}");
    expect(selected()).toBe("ebl-row-m0");
  });

  it("opens an eBL by clicking its reference", async () => {
    const user = userEvent.setup();
    renderList();
    await listShown();
    await user.click(screen.getByRole("button", { name: "GCL-0002" }));
    expect(await screen.findByRole("heading", { name: "GCL-0002" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Back to the list/ }));
    expect(await screen.findByRole("grid", { name: "eBLs" })).toBeInTheDocument();
  });

  it("says when the list is offline and as of when", async () => {
    const fetchedAt = new Date(2026, 10, 21, 8, 42).toISOString();
    renderList((refresh) => ({ rows: ROWS, fetchedAt, offline: refresh }));
    expect(await screen.findByText(/offline — as of 08:42/)).toBeInTheDocument();
    expect(screen.getByText("GCL-0001")).toBeInTheDocument();
  });

  it("keeps asking the service while offline and drops the notice once it answers", async () => {
    let serviceBack = false;
    let asked = 0;
    renderList((refresh) => {
      if (refresh) asked += 1;
      return { rows: ROWS, fetchedAt: LIST.fetchedAt, offline: refresh && !serviceBack };
    });
    expect(await screen.findByText(/offline — as of/)).toBeInTheDocument();
    const before = asked;
    serviceBack = true;
    // The retry comes by itself, without the user pressing Refresh.
    expect(await screen.findByText(/updated/, {}, { timeout: OFFLINE_RETRY_MS + 3_000 })).toBeInTheDocument();
    expect(asked).toBeGreaterThan(before);
    expect(screen.queryByText(/offline — as of/)).not.toBeInTheDocument();
  }, 15_000);

  it("renders only the rows in view of a 10,000-row list", async () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      row({ id: `m${i}`, reference: `BULK-${String(i).padStart(5, "0")}` }),
    );
    renderList(() => ({ rows: many, fetchedAt: null, offline: false }));
    expect(await screen.findByText("BULK-00000")).toBeInTheDocument();
    const rendered = within(grid()).getAllByRole("row").length;
    expect(rendered).toBeLessThan(100);
    expect(grid()).toHaveAttribute("aria-rowcount", "10001");
  });

  it("refreshes when background polling reports changes, and says what changed", async () => {
    const { callsOf } = renderList();
    await listShown();
    const before = callsOf("list_ebls").length;
    await act(() => emit("ebl-changes", { arrived: ["NEW-0009"], changed: [], left: ["GCL-0002"] }));
    expect(await screen.findByText(/arrived: NEW-0009; no longer held: GCL-0002/)).toBeInTheDocument();
    await expect.poll(() => callsOf("list_ebls").length).toBeGreaterThan(before);
  });

  it("the Refresh button asks the service again", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderList();
    await listShown();
    await expect.poll(() => screen.getByRole("button", { name: "Refresh" })).toBeEnabled();
    const before = callsOf("list_ebls").filter((c) => c.args.refresh === true).length;
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    await expect.poll(() => callsOf("list_ebls").filter((c) => c.args.refresh === true).length).toBe(before + 1);
  });

  it("goes back to Sign in when the session expired", async () => {
    let session = SIGNED_IN;
    renderWithIpc(<EblsScreen />, (cmd, args) => {
      if (cmd === "session_info") return session;
      if (cmd === "list_ebls") {
        if (args.refresh !== true) return LIST;
        session = { ...SIGNED_IN, signedIn: false };
        return Promise.reject({ code: "auth.expired", message: "refresh token rejected" });
      }
    });
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.queryByRole("grid", { name: "eBLs" })).not.toBeInTheDocument();
  });

  it("after a surrender request the detail, the list and a toast all say so", async () => {
    const user = userEvent.setup();
    let rows = ROWS;
    const { callsOf } = renderWithIpc(<EblsScreen />, (cmd, args) => {
      switch (cmd) {
        case "session_info":
          return SIGNED_IN;
        case "list_ebls":
          return { rows, fetchedAt: null, offline: false };
        case "get_ebl": {
          const r = rows.find((x) => x.id === args.id)!;
          return detail(r, r.state === "ISSUED" ? ALL_ACTIONS_FOR_HOLDER : []);
        }
        case "ebl_timeline":
          return [];
        case "ebl_deadlines":
          return NO_DEADLINES;
        case "watch_rules_get":
          return WATCH_DEFAULTS;
        case "preview_open":
          return Promise.reject({ code: "pdf.library_missing", message: "no" });
        case "prepare_action":
          return review();
        case "confirm_action":
          rows = rows.map((r) =>
            r.id === "e1" ? { ...r, state: "SURRENDER_FOR_DELIVERY_REQUESTED", heldByUs: false } : r,
          );
          return { eblId: "e1", detail: detail(rows.find((r) => r.id === "e1")!, []), note: null };
      }
    });
    await user.click(await screen.findByRole("button", { name: "GCL-0001" }));
    await user.click(await screen.findByRole("button", { name: "Request surrender" }));
    const dialog = await screen.findByRole("dialog", { name: "Review and sign" });
    await user.click(within(dialog).getByRole("button", { name: "Sign and submit" }));
    expect(await screen.findByText("Surrender requested for GCL-0001.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByText("Surrender requested", { selector: ".badge" })).toHaveAttribute(
      "title",
      "SURRENDER_FOR_DELIVERY_REQUESTED",
    );
    expect(screen.queryByRole("button", { name: "Request surrender" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /Back to the list/ }));
    const line = (await screen.findByRole("button", { name: "GCL-0001" })).closest("tr")!;
    await expect.poll(() => line.textContent).toContain("Surrender requested");
    expect(line).toHaveTextContent("No");
    expect(callsOf("confirm_action")).toHaveLength(1);
  });
});
