import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import type { CommandName } from "../../bindings/CommandName";
import type { EblDetail } from "../../bindings/EblDetail";
import type { SessionInfo } from "../../bindings/SessionInfo";
import { axeViolations } from "../../test/axe";
import { EblDetailView } from "./EblDetailView";
import { resetPreviewPrefetch } from "./previewPrefetch";
import {
  ALL_ACTIONS_FOR_HOLDER,
  BANK_INBOX,
  detail,
  NO_DEADLINES,
  RECIPIENTS,
  review,
  ROWS,
  SIGNED_IN,
  WATCH_DEFAULTS,
} from "../../test/fixtures";
import { answering, giveElementsASize, type IpcHandler, renderWithIpc } from "../../test/renderWithIpc";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const E1 = ROWS[0]!;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Handler = IpcHandler;

function renderDetail(
  eblDetail: EblDetail,
  more: Handler = () => undefined,
  session: SessionInfo = SIGNED_IN,
  onOpen?: (id: string) => void,
) {
  const notify = vi.fn();
  const rustSide = answering({
    get_ebl: () => eblDetail,
    list_recipients: () => RECIPIENTS,
    preview_open: () => ({ eblId: eblDetail.row.id, pages: [{ widthPt: 595, heightPt: 842 }], jailWarning: null }),
    preview_page: () => PNG.buffer.slice(0),
    preview_jail_warning_seen: () => null,
    cancel_action: () => null,
    ebl_timeline: () => [],
    ebl_deadlines: () => NO_DEADLINES,
    watch_rules_get: () => WATCH_DEFAULTS,
    attention_list: () => ({ items: [], snoozed: [] }),
  });
  const result = renderWithIpc(
    <EblDetailView id={eblDetail.row.id} session={session} onBack={() => undefined} onOpen={onOpen} notify={notify} />,
    (cmd, args) => {
      const answer = more(cmd, args);
      return answer !== undefined ? answer : rustSide(cmd, args);
    },
  );
  return { ...result, notify };
}

describe("eBL detail", () => {
  beforeEach(() => {
    resetPreviewPrefetch();
    giveElementsASize();
    URL.createObjectURL = vi.fn(() => `blob:page-${Math.random()}`);
    URL.revokeObjectURL = vi.fn();
  });

  it("shows parties with the us marker, the content and the transport facts", async () => {
    renderDetail(detail(E1, ALL_ACTIONS_FOR_HOLDER));
    expect(await screen.findByRole("heading", { name: "GCL-0001" })).toBeInTheDocument();
    const parties = screen.getByRole("region", { name: "Parties" });
    const us = within(parties).getByText("us").closest("tr");
    expect(us).toHaveTextContent("CONSIGNEE");
    expect(us).toHaveTextContent("Nile Imports");
    expect(within(parties).getByText("ops@globalcarrier.example")).toBeInTheDocument();
    const content = screen.getByRole("region", { name: "Content" });
    expect(content).toHaveTextContent("Nile Imports (EG)");
    expect(content).toHaveTextContent("Delta Exports");
    expect(screen.getByText("TDR-GCL-0001")).toBeInTheDocument();
    expect(screen.getByText("Rotterdam → Alexandria")).toBeInTheDocument();
  });

  it("offers the available actions and says why the others are not", async () => {
    renderDetail(
      detail(E1, [
        {
          kind: "REQUEST_SURRENDER_FOR_DELIVERY",
          available: false,
          reason: "Only the consignee holding an ISSUED original can request surrender.",
          needsRecipient: false,
          onlyTheKeyMissing: false,
        },
        { kind: "TRANSFER_POSSESSION", available: true, reason: null, needsRecipient: true, onlyTheKeyMissing: false },
        { kind: "SEND_AS_COPY", available: false, reason: "A copy cannot be copied again.", needsRecipient: true, onlyTheKeyMissing: false },
      ]),
    );
    const actions = await screen.findByRole("region", { name: "Actions" });
    expect(within(actions).getByRole("button", { name: "Transfer" })).toBeEnabled();
    expect(within(actions).queryByRole("button", { name: "Request surrender" })).not.toBeInTheDocument();
    const unavailable = within(actions).getByRole("list", { name: "Unavailable actions" });
    expect(unavailable).toHaveTextContent(
      "Request surrender: Only the consignee holding an ISSUED original can request surrender.",
    );
    expect(unavailable).toHaveTextContent("Send as a copy: A copy cannot be copied again.");
  });

  it("disables actions when the sign-in is read-only; without a key a signed action prepares a request", async () => {
    const { unmount } = renderDetail(detail(E1, ALL_ACTIONS_FOR_HOLDER), undefined, {
      ...SIGNED_IN,
      canWrite: false,
    });
    const transfer = await screen.findByRole("button", { name: "Transfer" });
    expect(transfer).toBeDisabled();
    expect(transfer).toHaveAccessibleDescription(/read-only/);
    unmount();

    renderDetail(detail(E1, ALL_ACTIONS_FOR_HOLDER), undefined, { ...SIGNED_IN, keyAddress: null });
    const surrender = await screen.findByRole("button", { name: "Request surrender" });
    expect(surrender).toBeEnabled();
    expect(surrender).toHaveAccessibleDescription(/No signing key on this profile: prepares a request/);
    // A copy is not signed, so it needs no key.
    expect(screen.getByRole("button", { name: "Send as a copy" })).toBeEnabled();
  });

  it("reviews exactly what will be signed and submits once on a double click", async () => {
    const user = userEvent.setup();
    const submitted = deferred<EblDetail>();
    const after = detail({ ...E1, state: "SURRENDER_FOR_DELIVERY_REQUESTED", heldByUs: false }, []);
    let onService = detail(E1, ALL_ACTIONS_FOR_HOLDER);
    const { callsOf, notify } = renderDetail(onService, (cmd) => {
      if (cmd === "get_ebl") return onService;
      if (cmd === "prepare_action") return review();
      if (cmd === "confirm_action") {
        return submitted.promise.then((d) => {
          onService = d;
          return { eblId: d.row.id, detail: d, note: null };
        });
      }
    });
    await user.click(await screen.findByRole("button", { name: "Request surrender" }));
    const dialog = await screen.findByRole("dialog", { name: "Review and sign" });
    expect(callsOf("prepare_action")[0]?.args).toEqual({
      eblId: "e1",
      kind: "REQUEST_SURRENDER_FOR_DELIVERY",
      recipientInbox: null,
    });
    expect(callsOf("confirm_action")).toHaveLength(0);
    expect(dialog).toHaveTextContent(review().hash!);
    expect(dialog).toHaveTextContent("REQUEST_SURRENDER_FOR_DELIVERY");
    expect(dialog).toHaveTextContent("GCL-0001");
    expect(dialog).toHaveTextContent(SIGNED_IN.keyAddress!);
    expect(within(dialog).getByText("Nonce").nextElementSibling).toHaveTextContent("7");
    // The review leads with the plain sentence of the decoded call, then what changes.
    expect(within(dialog).getByText(review().summary)).toBeInTheDocument();
    const changes = within(dialog).getByRole("list", { name: "What changes" });
    expect(within(changes).getAllByRole("listitem")).toHaveLength(2);
    expect(changes).toHaveTextContent("cannot transfer GCL-0001");
    // The decoded call sits under the disclosure, with the target's name and inbox.
    const disclosure = within(dialog).getByText("What your key signs").closest("details")!;
    expect(disclosure).not.toHaveAttribute("open");
    expect(disclosure).toHaveTextContent("requestSurrenderForDelivery");
    expect(disclosure).toHaveTextContent("Global Carrier Lines");
    expect(disclosure).toHaveTextContent(review().signedCall!.titleId);
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();

    await user.dblClick(within(dialog).getByRole("button", { name: "Sign and submit" }));
    expect(within(dialog).getByRole("button", { name: "Sign and submit" })).toBeDisabled();
    submitted.resolve(after);

    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    expect(callsOf("confirm_action")).toEqual([
      { cmd: "confirm_action", args: { reviewId: "rev-1", recipientName: null } },
    ]);
    expect(callsOf("cancel_action")).toHaveLength(0);
    expect(notify).toHaveBeenCalledWith("Surrender requested for GCL-0001.");
    expect(await screen.findByText("Surrender requested", { selector: ".badge" })).toBeInTheDocument();
    // The PDF names the holder and the state: it is fetched and page 1 drawn again.
    await expect.poll(() => callsOf("preview_open").length).toBe(2);
    await expect.poll(() => callsOf("preview_page").length).toBe(2);
  });

  it("shows a failed submission in plain words and does not offer to submit again", async () => {
    const user = userEvent.setup();
    renderDetail(detail(E1, ALL_ACTIONS_FOR_HOLDER), (cmd) => {
      if (cmd === "prepare_action") return review();
      if (cmd === "confirm_action") return Promise.reject({
          code: "sign.mismatch",
          message: "The service asked to sign something other than what you chose; nothing was signed.",
        });
    });
    await user.click(await screen.findByRole("button", { name: "Request surrender" }));
    const dialog = await screen.findByRole("dialog", { name: "Review and sign" });
    await user.click(within(dialog).getByRole("button", { name: "Sign and submit" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "The service asked to sign something other than what you chose; nothing was signed.",
    );
    expect(within(dialog).getByRole("button", { name: "Sign and submit" })).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("a surrenderee changed since the eBL was first seen is refused until accepted in a separate step", async () => {
    const user = userEvent.setup();
    let accepted = false;
    const { callsOf, notify } = renderDetail(detail(E1, ALL_ACTIONS_FOR_HOLDER), (cmd) => {
      if (cmd === "prepare_action") {
        if (!accepted) {
          return Promise.reject({
            code: "ebl.party_changed",
            message:
              "Nothing was signed: the service now names Delta Textiles (inbox d) as the surrenderee of GCL-0001; when eBL Desk first saw this eBL it named Global Carrier Lines (inbox c).",
          });
        }
        return review({
          cautions: ["The surrenderee, Delta Textiles, is not the eBL's issuer (Global Carrier Lines)."],
          registryFirstUse: true,
        });
      }
      if (cmd === "accept_ebl_parties") {
        accepted = true;
        return detail(E1, ALL_ACTIONS_FOR_HOLDER);
      }
    });
    await user.click(await screen.findByRole("button", { name: "Request surrender" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("as the surrenderee of GCL-0001");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // Accepting takes two deliberate clicks; "Keep refusing" backs out.
    await user.click(screen.getByRole("button", { name: "Accept the change…" }));
    const ask = screen.getByRole("group", { name: "Accept the change" });
    await user.click(within(ask).getByRole("button", { name: "Keep refusing" }));
    expect(callsOf("accept_ebl_parties")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Accept the change…" }));
    await user.click(screen.getByRole("button", { name: "Accept what the service names now" }));
    await expect.poll(() => callsOf("accept_ebl_parties")).toEqual([{ cmd: "accept_ebl_parties", args: { id: "e1" } }]);
    expect(notify).toHaveBeenCalledWith("The change was accepted. Start the action again to review it.");
    await user.click(screen.getByRole("button", { name: "Request surrender" }));
    const dialog = await screen.findByRole("dialog", { name: "Review and sign" });
    expect(within(dialog).getByRole("note", { name: "Check before you sign" })).toHaveTextContent(
      "is not the eBL's issuer",
    );
    // The key's first signature for the registry says so, with the address.
    expect(within(dialog).getByRole("note", { name: "First signature for this registry" })).toHaveTextContent(
      review().registryAddress!,
    );
  });

  it("Cancel in the review releases it and signs nothing", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderDetail(detail(E1, ALL_ACTIONS_FOR_HOLDER), (cmd) => {
      if (cmd === "prepare_action") return review();
    });
    await user.click(await screen.findByRole("button", { name: "Request surrender" }));
    await screen.findByRole("dialog", { name: "Review and sign" });
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(callsOf("cancel_action")).toEqual([{ cmd: "cancel_action", args: { reviewId: "rev-1" } }]);
    expect(callsOf("confirm_action")).toHaveLength(0);
  });

  it("transfers to a recipient picked from the list, validating a typed inbox", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderDetail(detail(E1, ALL_ACTIONS_FOR_HOLDER), (cmd, args) => {
      if (cmd === "prepare_action") {
        return review({
          reviewId: "rev-2",
          kind: "TRANSFER_POSSESSION",
          operation: "TRANSFER_POSSESSION",
          recipientInbox: args.recipientInbox as string,
          recipientName: "Harbor Bank",
        });
      }
    });
    await user.click(await screen.findByRole("button", { name: "Transfer" }));
    const picker = await screen.findByRole("dialog", { name: "Choose a recipient" });
    await within(picker).findByRole("radio", { name: /Harbor Bank/ });
    // Our own inbox is not offered.
    expect(within(picker).queryByRole("radio", { name: /Nile Imports/ })).not.toBeInTheDocument();

    const inbox = within(picker).getByRole("textbox", { name: "Inbox id" });
    await user.type(inbox, "bank-please");
    await user.tab();
    expect(within(picker).getByText(/That is not an inbox id/)).toBeInTheDocument();
    expect(within(picker).getByRole("button", { name: "Continue to review" })).toBeDisabled();

    await user.clear(inbox);
    await user.type(inbox, "aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee");
    expect(within(picker).getByText(/Unknown recipient/)).toBeInTheDocument();

    await user.type(within(picker).getByRole("searchbox", { name: "Search recipients" }), "harb");
    expect(within(picker).queryByRole("radio", { name: /Delta Exports/ })).not.toBeInTheDocument();
    await user.click(within(picker).getByRole("radio", { name: /Harbor Bank/ }));
    expect(inbox).toHaveValue(BANK_INBOX);
    expect(within(picker).queryByText(/Unknown recipient/)).not.toBeInTheDocument();
    await user.click(within(picker).getByRole("button", { name: "Continue to review" }));

    const dialog = await screen.findByRole("dialog", { name: "Review and sign" });
    expect(callsOf("prepare_action")[0]?.args).toEqual({
      eblId: "e1",
      kind: "TRANSFER_POSSESSION",
      recipientInbox: BANK_INBOX,
    });
    expect(dialog).toHaveTextContent("Harbor Bank");
    expect(dialog).toHaveTextContent(BANK_INBOX);
  });

  /** Sends a copy of E1 to Delta Exports through the review; the stand-in answers confirm with `done`. */
  async function sendCopy(done: unknown) {
    const user = userEvent.setup();
    const ipc = renderDetail(detail(E1, ALL_ACTIONS_FOR_HOLDER), (cmd, args) => {
      if (cmd === "prepare_action") {
        return review({
          reviewId: "rev-3",
          kind: "SEND_AS_COPY",
          operation: null,
          recipientInbox: args.recipientInbox as string,
          recipientName: "Delta Exports",
          hash: null,
          relayNonce: null,
          signerAddress: null,
        });
      }
      if (cmd === "confirm_action") return done;
    });
    await user.click(await screen.findByRole("button", { name: "Send as a copy" }));
    const picker = await screen.findByRole("dialog", { name: "Choose a recipient" });
    await user.click(await within(picker).findByRole("radio", { name: /Delta Exports/ }));
    await user.click(within(picker).getByRole("button", { name: "Continue to review" }));
    const dialog = await screen.findByRole("dialog", { name: "Review and send" });
    expect(within(dialog).queryByText("Hash")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Send copy" }));
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    return ipc;
  }

  it("sends a copy through a Review and send dialog", async () => {
    const { callsOf, notify } = await sendCopy({ eblId: E1.id, detail: detail(E1, ALL_ACTIONS_FOR_HOLDER), note: null });
    expect(callsOf("confirm_action")).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith("A copy of GCL-0001 was sent to Delta Exports.");
  });

  it("says an action went through when the eBL is out of sight afterwards, and closes the review", async () => {
    const { callsOf, notify } = await sendCopy({
      eblId: E1.id,
      detail: null,
      note: "The eBL is no longer visible to your company.",
    });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(callsOf("confirm_action")).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith(
      "A copy of GCL-0001 was sent to Delta Exports. The eBL is no longer visible to your company.",
    );
  });
});

describe("PDF preview", () => {
  const observed: { el: Element; cb: IntersectionObserverCallback }[] = [];

  beforeEach(() => {
    resetPreviewPrefetch();
    giveElementsASize(500, 600);
    observed.length = 0;
    URL.createObjectURL = vi.fn(() => `blob:page-${Math.random()}`);
    URL.revokeObjectURL = vi.fn();
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(private cb: IntersectionObserverCallback) {}
        observe(el: Element) {
          observed.push({ el, cb: this.cb });
        }
        disconnect() {}
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
    return () => vi.unstubAllGlobals();
  });

  function pageRequests(callsOf: (cmd: CommandName) => { args: Record<string, unknown> }[]) {
    return callsOf("preview_page").map((c) => c.args.page);
  }

  it("says once, in the pane, when the PDF viewer runs without its sandbox", async () => {
    const words = "The PDF viewer runs without its sandbox on this system: a booby-trapped PDF could read your files.";
    const { callsOf } = renderDetail(detail(E1, ALL_ACTIONS_FOR_HOLDER), (cmd) => {
      if (cmd === "preview_open") return { eblId: "e1", pages: [{ widthPt: 595, heightPt: 842 }], jailWarning: words };
    });
    const pane = await screen.findByRole("region", { name: "PDF preview" });
    expect(await within(pane).findByRole("alert")).toHaveTextContent(words);
    // The pane that showed it tells the app, once: later previews leave it out.
    await waitFor(() => expect(callsOf("preview_jail_warning_seen")).toHaveLength(1));
  });

  it("shows page 1 first, the others as they scroll into view, and zooms", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderDetail(detail(E1, ALL_ACTIONS_FOR_HOLDER), (cmd) => {
      if (cmd === "preview_open") {
        return { eblId: "e1", pages: [1, 2, 3].map(() => ({ widthPt: 595, heightPt: 842 })), jailWarning: null };
      }
    });
    const first = await screen.findByRole("img", { name: "Page 1 of 3" });
    expect(first.getAttribute("src")).toMatch(/^blob:/);
    expect(pageRequests(callsOf)).toEqual([0]);
    expect(callsOf("preview_page")[0]?.args).toMatchObject({ eblId: "e1", page: 0 });
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();

    fireEvent.load(first);
    expect(performance.getEntriesByName("preview-first-page", "mark").length).toBeGreaterThan(0);

    // Page 2 comes near the viewport.
    const second = observed.find((o) => o.el.getAttribute("data-page") === "2")!;
    second.cb([{ isIntersecting: true, target: second.el } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(await screen.findByRole("img", { name: "Page 2 of 3" })).toBeInTheDocument();
    expect(pageRequests(callsOf)).toEqual([0, 1]);

    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(screen.getByText("Page 2 of 3")).toBeInTheDocument();

    // 100 % of an A4 page is 794 CSS px; rendered at the pixel ratio (1 here), rounded up to 16.
    await user.click(screen.getByRole("button", { name: "100%" }));
    await expect.poll(() => callsOf("preview_page").some((c) => c.args.page === 0 && c.args.widthPx === 800)).toBe(true);
    await user.click(screen.getByRole("button", { name: "Zoom in" }));
    expect(screen.getByText("125%")).toBeInTheDocument();

    // Keyboard: 0 is fit width again, PageUp goes back a page.
    screen.getByRole("region", { name: "PDF pages" }).focus();
    await user.keyboard("0");
    expect(screen.getByText(/^Fit width \(/)).toBeInTheDocument();
    await user.keyboard("{PageUp}");
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();
  });

  it("says plainly when the PDF library is missing", async () => {
    renderDetail(detail(E1, ALL_ACTIONS_FOR_HOLDER), (cmd) => {
      if (cmd === "preview_open") return Promise.reject({
          code: "pdf.library_missing",
          message:
            "The PDF renderer is not installed, so the preview cannot be shown. Download the PDF to open it elsewhere.",
        });
    });
    const preview = await screen.findByRole("region", { name: "PDF preview" });
    expect(await within(preview).findByRole("alert")).toHaveTextContent("The PDF renderer is not installed");
  });

  it("downloads the PDF through the save dialog, named after the reference", async () => {
    const user = userEvent.setup();
    const { callsOf, notify } = renderDetail(detail(E1, ALL_ACTIONS_FOR_HOLDER), (cmd) => {
      if (cmd === "choose_file_to_save") return "/home/me/GCL-0001.pdf";
      if (cmd === "download_ebl") return null;
    });
    await user.click(await screen.findByRole("button", { name: "Download PDF" }));
    await expect.poll(() => callsOf("download_ebl").length).toBe(1);
    expect(callsOf("choose_file_to_save")[0]?.args).toMatchObject({ fileName: "GCL-0001.pdf" });
    expect(callsOf("download_ebl")[0]?.args).toEqual({ eblId: "e1", path: "/home/me/GCL-0001.pdf" });
    expect(notify).toHaveBeenCalledWith("Saved GCL-0001 to /home/me/GCL-0001.pdf");
  });

  it("tells the eBL's story newest first in the timeline", async () => {
    const now = Date.now();
    renderDetail(detail(E1, ALL_ACTIONS_FOR_HOLDER), (cmd) => {
      if (cmd === "ebl_timeline")
        return [
          {
            at: now,
            kind: "change",
            text: "The carrier accepted your surrender request (now Surrendered)",
            outcome: null,
            code: "SURRENDERED_FOR_DELIVERY",
          },
          {
            at: now - 180_000,
            kind: "action",
            text: "You requested surrender — signed by 0x8ba1f1…72e0, transaction 0x51c0a1…9f3e",
            outcome: "submitted",
          },
        ];
    });
    const timeline = await screen.findByRole("list", { name: "Timeline" });
    const items = within(timeline).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("The carrier accepted your surrender request (now Surrendered)");
    // The interface's code is the line's tooltip.
    expect(within(items[0]!).getByText(/carrier accepted/)).toHaveAttribute("title", "SURRENDERED_FOR_DELIVERY");
    expect(items[1]).toHaveTextContent(/^\d\d:\d\dYou requested surrender — signed by 0x8ba1f1…72e0/);
  });

  it("exports the evidence pack through the save dialog", async () => {
    const user = userEvent.setup();
    const { callsOf, notify } = renderDetail(detail(E1, ALL_ACTIONS_FOR_HOLDER), (cmd) => {
      if (cmd === "ebl_timeline") return [];
      if (cmd === "choose_file_to_save") return "/home/me/GCL-0001-evidence.zip";
      if (cmd === "export_evidence_pack") return { path: "/home/me/GCL-0001-evidence.zip", entries: 2, bytes: 9000 };
    });
    expect(await screen.findByText(/Nothing on record yet/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Export evidence pack" }));
    await expect.poll(() => callsOf("export_evidence_pack").length).toBe(1);
    expect(callsOf("choose_file_to_save")[0]?.args).toMatchObject({ fileName: "GCL-0001-evidence.zip" });
    expect(callsOf("export_evidence_pack")[0]?.args).toEqual({ id: "e1", path: "/home/me/GCL-0001-evidence.zip" });
    expect(notify).toHaveBeenCalledWith(
      "Saved the evidence pack of GCL-0001 (2 actions on record) to /home/me/GCL-0001-evidence.zip",
    );
  });

  it("shows every fact of the eBL: title id, the party's codes, functions in words, links and the carrier's file", async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const full: EblDetail = {
      ...detail(E1, ALL_ACTIONS_FOR_HOLDER),
      titleId: "2b0b7a0e-8a55-4c55-9d43-3f1f4f8a1a12",
      issueToPartyCodes: [{ code: "5493001KJTIIGC8Y1R12", listName: "LEI", listProvider: "GLEIF" }],
      issueToTaxReference: "EG-TAX-1234",
      issueToRegistrationNumber: "EG5678",
      issueToPlatform: "TDXS",
      heldInInbox: "0b7c9a52-3a4e-4d0f-9c59-1d2a6f3e8b10",
      documentParties: [
        { name: "Nile Imports", function: "Consignee", functionCode: "CN", toBeNotified: true },
        { name: "Same as consignee", function: "First notify party", functionCode: "N1", toBeNotified: true },
      ],
      copies: [{ id: "e4", reference: "GCL-0004", visible: true }],
      carrierFile: "GCL-0001.pdf",
    };
    const { container, callsOf } = renderDetail(
      full,
      (cmd) => {
        if (cmd === "choose_file_to_save") return "/home/me/GCL-0001-carrier.pdf";
        if (cmd === "download_carrier_file") return 1234;
        return undefined;
      },
      SIGNED_IN,
      onOpen,
    );
    expect(await screen.findByRole("heading", { name: "GCL-0001" })).toBeInTheDocument();
    expect(screen.getByText("2b0b7a0e-8a55-4c55-9d43-3f1f4f8a1a12")).toBeInTheDocument();
    expect(screen.getByText("Held in your inbox")).toBeInTheDocument();
    const content = screen.getByRole("region", { name: "Content" });
    expect(content).toHaveTextContent("LEI (GLEIF): 5493001KJTIIGC8Y1R12");
    expect(content).toHaveTextContent("EG-TAX-1234");
    expect(content).toHaveTextContent("EG5678");
    const parties = within(content).getByRole("table", { name: "Document parties" });
    expect(within(parties).getByText("Consignee")).toBeInTheDocument();
    expect(within(parties).getByText("First notify party")).toBeInTheDocument();
    expect(within(parties).queryByText("N1")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Open the copy GCL-0004" }));
    expect(onOpen).toHaveBeenCalledWith("e4");

    await user.click(screen.getByRole("button", { name: "Download the carrier's file" }));
    await expect.poll(() => callsOf("download_carrier_file").length).toBe(1);
    expect(callsOf("choose_file_to_save")[0]?.args).toMatchObject({ fileName: "GCL-0001.pdf" });
    expect(callsOf("download_carrier_file")[0]?.args).toEqual({ eblId: "e1", path: "/home/me/GCL-0001-carrier.pdf" });

    expect(await axeViolations(container)).toEqual([]);
  });

  it("links a copy to its original, or says the company does not see it", async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const copy = ROWS[3]!;
    renderDetail(
      { ...detail(copy, []), copyOf: "e1", original: { id: "e1", reference: "GCL-0001", visible: true } },
      () => undefined,
      SIGNED_IN,
      onOpen,
    );
    await user.click(await screen.findByRole("button", { name: "Open the original GCL-0001" }));
    expect(onOpen).toHaveBeenCalledWith("e1");
  });

  it("names an original the company cannot open by its id", async () => {
    const copy = ROWS[3]!;
    renderDetail({ ...detail(copy, []), copyOf: "e9", original: { id: "e9", reference: null, visible: false } });
    expect(await screen.findByText("Your company does not see the original.")).toBeInTheDocument();
    expect(screen.getByText("e9")).toBeInTheDocument();
  });
});
