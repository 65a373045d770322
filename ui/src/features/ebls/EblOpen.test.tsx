import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { readEblOpenFrame } from "../../api/eblOpen";
import { CommandError } from "../../api/errors";
import type { EblList } from "../../bindings/EblList";
import type { EblOpenedHead } from "../../bindings/EblOpenedHead";
import { ALL_ACTIONS_FOR_HOLDER, detail, NO_DEADLINES, ROWS, SIGNED_IN, WATCH_DEFAULTS } from "../../test/fixtures";
import { giveElementsASize, renderWithIpc } from "../../test/renderWithIpc";
import { EblsScreen } from "./EblsScreen";
import { resetPreviewPrefetch } from "./previewPrefetch";

/** A first eBL opened cold tells the pane its width (as the first click of a run does); back to the list. */
async function openFirstCold(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText("GCL-0001", undefined, { timeout: 5000 });
  await user.click(await screen.findByRole("button", { name: "GCL-0001" }));
  await screen.findByRole("img", { name: "Page 1 of 1" });
  await user.click(screen.getByRole("button", { name: /Back to the list/ }));
}

const LIST: EblList = { rows: ROWS, fetchedAt: "2026-11-21T09:00:00Z", offline: false };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An `ebl_open` answer as the Rust side writes it: head length (LE), head JSON, page bytes. */
function frame(head: Partial<EblOpenedHead>, page: Uint8Array = PNG): ArrayBuffer {
  const full: EblOpenedHead = { detail: null, detailError: null, doc: null, docError: null, pageWidthPx: 640, pageError: null, ...head };
  const json = new TextEncoder().encode(JSON.stringify(full));
  const out = new Uint8Array(4 + json.length + page.length);
  new DataView(out.buffer).setUint32(0, json.length, true);
  out.set(json, 4);
  out.set(page, 4 + json.length);
  return out.buffer;
}

const docOf = (eblId: string) => ({ eblId, pages: [{ widthPt: 595, heightPt: 842 }], jailWarning: null });
const detailOf = (id: unknown) => detail(ROWS.find((r) => r.id === id)!, ALL_ACTIONS_FOR_HOLDER);

function renderScreen(eblOpen: (args: Record<string, unknown>) => unknown) {
  URL.createObjectURL = vi.fn(() => `blob:page-${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
  return renderWithIpc(<EblsScreen />, (cmd, args) => {
    switch (cmd) {
      case "session_info":
        return SIGNED_IN;
      case "list_ebls":
        return LIST;
      case "ebl_open":
        return eblOpen(args);
      case "get_ebl":
        return detailOf(args.id);
      case "preview_open":
        return docOf(String(args.eblId));
      case "preview_page":
        return PNG.buffer.slice(0);
      case "ebl_timeline":
        return [];
      case "ebl_deadlines":
        return NO_DEADLINES;
      case "watch_rules_get":
        return WATCH_DEFAULTS;
    }
  });
}

describe("opening an eBL in one round trip", () => {
  beforeEach(() => {
    resetPreviewPrefetch();
    giveElementsASize();
  });

  it("reads the frame: the detail, the PDF and page 1; a part that failed is its error; a cut frame is an error", () => {
    const target = ROWS[0]!;
    const opened = readEblOpenFrame(frame({ detail: detailOf(target.id), doc: docOf(target.id) }));
    expect(opened.detail).toMatchObject({ row: { reference: target.reference } });
    expect(opened.doc).toMatchObject({ eblId: target.id });
    expect(opened.page).toBeInstanceOf(Blob);
    expect((opened.page as Blob).type).toBe("image/png");

    const failed = readEblOpenFrame(
      frame({ detail: detailOf(target.id), docError: { code: "pdf.library_missing", message: "No PDF library." }, pageError: { code: "pdf.library_missing", message: "No PDF library." } }, new Uint8Array()),
    );
    expect(failed.detail).not.toBeInstanceOf(CommandError);
    expect(failed.doc).toBeInstanceOf(CommandError);
    expect((failed.doc as CommandError).code).toBe("pdf.library_missing");
    expect(failed.page).toBeInstanceOf(CommandError);

    expect(() => readEblOpenFrame(new Uint8Array([200, 0, 0, 0, 1]).buffer)).toThrow(CommandError);
  });

  it("a bare click asks once for the detail, the PDF and page 1 at the pane's width, and shows them", async () => {
    const user = userEvent.setup();
    const target = ROWS.find((r) => r.reference === "GCL-0002")!;
    const { callsOf } = renderScreen((args) =>
      args.eblId === target.id ? frame({ detail: detailOf(args.eblId), doc: docOf(String(args.eblId)) }) : Promise.reject({ code: "ipc.failed", message: "no" }),
    );
    await openFirstCold(user);
    const width = callsOf("preview_page")[0]?.args.widthPx;
    await user.click(await screen.findByRole("button", { name: "GCL-0002" }));
    await screen.findByRole("img", { name: "Page 1 of 1" });
    await screen.findByRole("button", { name: /Download PDF/ });
    const of = <C extends "get_ebl" | "preview_open" | "preview_page">(cmd: C) =>
      callsOf(cmd).filter((c) => (c.args as { id?: string; eblId?: string }).eblId === target.id || (c.args as { id?: string }).id === target.id);
    expect(callsOf("ebl_open").map((c) => c.args)).toEqual([{ eblId: target.id, widthPx: width }]);
    expect(of("get_ebl")).toHaveLength(0);
    expect(of("preview_open")).toHaveLength(0);
    expect(of("preview_page")).toHaveLength(0);
  });

  it("a PDF that fails to render still shows the eBL's detail, and the pane says why without asking again", async () => {
    const user = userEvent.setup();
    const missing = { code: "pdf.library_missing" as const, message: "The PDF library is missing." };
    const target = ROWS.find((r) => r.reference === "GCL-0002")!;
    const { callsOf } = renderScreen((args) =>
      frame({ detail: detailOf(args.eblId), docError: missing, pageError: missing }, new Uint8Array()),
    );
    await openFirstCold(user);
    await user.click(await screen.findByRole("button", { name: "GCL-0002" }));
    await screen.findByText("The PDF library is missing.");
    await screen.findByRole("button", { name: /Download PDF/ });
    expect(callsOf("ebl_open").map((c) => c.args.eblId)).toEqual([target.id]);
    expect(callsOf("preview_open").filter((c) => c.args.eblId === target.id)).toHaveLength(0);
  });

  it("when the one call fails as a whole, each part is asked for on its own and shown", async () => {
    const user = userEvent.setup();
    const target = ROWS.find((r) => r.reference === "GCL-0002")!;
    const { callsOf } = renderScreen(() => Promise.reject({ code: "ipc.failed", message: "no" }));
    await openFirstCold(user);
    await user.click(await screen.findByRole("button", { name: "GCL-0002" }));
    await screen.findByRole("img", { name: "Page 1 of 1" });
    await screen.findByRole("button", { name: /Download PDF/ });
    expect(callsOf("ebl_open").map((c) => c.args.eblId)).toEqual([target.id]);
    expect(callsOf("get_ebl").filter((c) => c.args.id === target.id)).toHaveLength(1);
    expect(callsOf("preview_open").filter((c) => c.args.eblId === target.id)).toHaveLength(1);
    expect(callsOf("preview_page").filter((c) => c.args.eblId === target.id)).toHaveLength(1);
  });
});
