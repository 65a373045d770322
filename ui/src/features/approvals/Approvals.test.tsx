import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import type { ApprovalColumn } from "../../bindings/ApprovalColumn";
import type { ApprovalPolicy } from "../../bindings/ApprovalPolicy";
import type { ApprovalReview } from "../../bindings/ApprovalReview";
import type { MadeRequest } from "../../bindings/MadeRequest";
import type { ReceiverCheck } from "../../bindings/ReceiverCheck";
import { axeViolations } from "../../test/axe";
import { BANK_INBOX, detail, review, ROWS, SIGNED_IN, RECIPIENTS } from "../../test/fixtures";
import { ipcError, renderWithIpc } from "../../test/renderWithIpc";
import type { BatchView } from "../../bindings/BatchView";
import { ActionsSection } from "../ebls/ActionsSection";
/** The desk's reason for a signed action on a profile without a key (`actions::NO_KEY_REASON`). */
const NO_KEY_REASON = "This action is signed with your key: add one on the Keys screen first.";
import { BatchDialog } from "../ebls/BatchDialog";
import { allowingRequests } from "../ebls/SelectionBar";
import { ReviewDialog } from "../ebls/ReviewDialog";
import { ApprovalsScreen } from "./ApprovalsScreen";

const POLICY_ON: ApprovalPolicy = { required: true, includeCopies: false, folder: null };
const POLICY_OFF: ApprovalPolicy = { required: false, includeCopies: false, folder: null };

const HARBOR = "Harbor Bank plc (5f1e…e1f0)";

function bankCheck(overrides: Partial<ReceiverCheck> = {}): ReceiverCheck {
  return {
    inboxId: BANK_INBOX,
    name: "Harbor Bank plc",
    nameSource: "named on 2 eBLs, as consignee",
    sources: [{ name: "Harbor Bank plc", kind: "NAMED_ON_EBLS", text: "named on 2 eBLs (as consignee)" }],
    verified: null,
    appearsOn: ["GCL-0002"],
    earlierTransfers: [],
    nearMisses: [],
    flags: [],
    firstTransfer: true,
    firstAction: true,
    typeToConfirm: "Harbor Bank plc",
    whyTyped: null,
    ...overrides,
  };
}

const transferReview = review({
  kind: "TRANSFER_POSSESSION",
  operation: "TRANSFER_POSSESSION",
  recipientInbox: BANK_INBOX,
  recipientName: "Harbor Bank plc",
  summary: "Transfer possession of GCL-0001 to Harbor Bank plc.",
  receiver: bankCheck(),
});

const MADE: MadeRequest = {
  requestId: "0d9f3c1e-7a55-4a8e-9b1f-2c3d4e5f6a7b",
  fileName: "transfer-GCL-0001.ebl-request",
  text: '{\n  "request": {}\n}\n',
  signed: false,
  summary: "A request to transfer GCL-0001 to Harbor Bank plc, valid until 28 Nov 2026 14:00.",
  offeredAt: null,
};

describe("the maker's Request approval", () => {
  it("with the policy on, the review offers no Sign and submit, only Request approval…, and saves the request", async () => {
    const user = userEvent.setup();
    const { callsOf, container } = renderWithIpc(
      <ReviewDialog review={transferReview} secondPerson onClose={() => undefined} onDone={() => undefined} />,
      {
        cancel_action: () => null,
        approval_request: () => MADE,
        choose_file_to_save: () => "/home/clerk/transfer-GCL-0001.ebl-request",
        approval_save: () => null,
      },
    );
    const dialog = screen.getByRole("dialog", { name: "Review and sign" });
    expect(within(dialog).queryByRole("button", { name: "Sign and submit" })).toBeNull();
    expect(within(dialog).getByRole("note", { name: "A second person approves" })).toHaveTextContent(
      "a second person approves transfers and surrenders",
    );
    expect(await axeViolations(container)).toEqual([]);

    await user.click(within(dialog).getByRole("button", { name: "Request approval…" }));
    const request = screen.getByRole("dialog", { name: "Request approval" });
    expect(within(request).getByLabelText("Valid for")).toHaveDisplayValue("24 hours");
    await user.type(within(request).getByLabelText("Note for the approver"), "For the LC 4471 drawing");
    await user.selectOptions(within(request).getByLabelText("Valid for"), "2 days");
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(request).getByRole("button", { name: "Create request" }));

    expect(await within(request).findByText(MADE.summary)).toBeInTheDocument();
    expect(callsOf("approval_request")[0]?.args).toEqual({
      eblIds: ["e1"],
      kind: "TRANSFER_POSSESSION",
      recipient: BANK_INBOX,
      note: "For the LC 4471 drawing",
      validHours: 48,
    });
    // The review was released: nothing of it is signed.
    expect(callsOf("cancel_action")).toHaveLength(1);
    expect(within(request).getByText(/Not signed: this profile has no key/)).toBeInTheDocument();

    await user.click(within(request).getByRole("button", { name: "Save request…" }));
    expect(await within(request).findByText("Saved the request to /home/clerk/transfer-GCL-0001.ebl-request.")).toBeInTheDocument();
    expect(callsOf("choose_file_to_save")[0]?.args).toMatchObject({
      fileName: "transfer-GCL-0001.ebl-request",
      filters: [{ name: "eBL signing request", extensions: ["ebl-request"] }],
    });
    expect(callsOf("approval_save")[0]?.args).toEqual({ text: MADE.text, path: "/home/clerk/transfer-GCL-0001.ebl-request" });
    expect(await axeViolations(container)).toEqual([]);
  });

  it("with the policy off, Sign and submit stays and Request approval… is beside it", () => {
    renderWithIpc(<ReviewDialog review={transferReview} onClose={() => undefined} onDone={() => undefined} />, {});
    const dialog = screen.getByRole("dialog", { name: "Review and sign" });
    expect(within(dialog).getByRole("button", { name: "Sign and submit" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Request approval…" })).toBeEnabled();
  });

  it("on a profile without a key, Transfer goes from the recipient straight to the request: nothing is prepared to sign", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(
      <ActionsSection
        detail={detail(ROWS[0]!, [
          // As the desk answers without a key: the signed actions are held back for the key alone.
          { kind: "REQUEST_SURRENDER_FOR_DELIVERY", available: false, reason: NO_KEY_REASON, needsRecipient: false, onlyTheKeyMissing: true },
          { kind: "TRANSFER_POSSESSION", available: false, reason: NO_KEY_REASON, needsRecipient: true, onlyTheKeyMissing: true },
          { kind: "SEND_AS_COPY", available: true, reason: null, needsRecipient: true, onlyTheKeyMissing: false },
        ])}
        session={{ ...SIGNED_IN, keyAddress: null }}
        notify={vi.fn()}
      />,
      { approval_policy_get: () => POLICY_OFF, list_recipients: () => RECIPIENTS, approval_request: () => MADE },
    );
    expect(screen.queryByRole("list", { name: "Unavailable actions" })).toBeNull();
    expect(screen.getByRole("button", { name: "Request surrender" })).toHaveAccessibleDescription(
      /No signing key on this profile: prepares a request/,
    );
    await user.click(screen.getByRole("button", { name: "Transfer" }));
    await user.click(await screen.findByRole("radio", { name: /Harbor Bank/ }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const request = screen.getByRole("dialog", { name: "Request approval" });
    expect(within(request).getByText(`Transfer ${ROWS[0]!.reference} to Harbor Bank.`)).toBeInTheDocument();
    await user.click(within(request).getByRole("button", { name: "Create request" }));
    await within(request).findByRole("button", { name: "Save request…" });
    expect(callsOf("prepare_action")).toHaveLength(0);
    expect(callsOf("approval_request")[0]?.args).toMatchObject({ kind: "TRANSFER_POSSESSION", recipient: BANK_INBOX });
  });

  it("with the policy on, a batch review offers Request approval… for the eBLs it kept, and no Sign and submit all", async () => {
    const user = userEvent.setup();
    const view: BatchView = {
      id: "b1",
      kind: "TRANSFER_POSSESSION",
      recipientInbox: BANK_INBOX,
      recipientName: "Harbor Bank plc",
      receiver: bankCheck(),
      items: [
        { eblId: "e1", reference: "GCL-0001", state: "waiting", line: "Transfer possession of GCL-0001.", reason: null },
        { eblId: "e2", reference: "GCL-0002", state: "waiting", line: "Transfer possession of GCL-0002.", reason: null },
        { eblId: "e3", reference: "GCL-0003", state: "skipped", line: null, reason: "Held by another company." },
      ],
      started: false,
      running: false,
      cancelled: false,
      interrupted: false,
      registryFirstUse: false,
      retryable: 0,
      ready: 2,
      createdAt: 0,
    };
    const { callsOf } = renderWithIpc(
      <BatchDialog kind="TRANSFER_POSSESSION" batchId="b1" ownInboxes={[]} onClose={() => undefined} />,
      {
        session_info: () => SIGNED_IN,
        approval_policy_get: () => POLICY_ON,
        batch_status: () => view,
        close_batch: () => null,
        approval_request: () => MADE,
      },
    );
    const dialog = await screen.findByRole("dialog", { name: "Review and sign 2 eBLs" });
    const request = await within(dialog).findByRole("button", { name: "Request approval…" });
    expect(within(dialog).queryByRole("button", { name: "Sign and submit all" })).toBeNull();
    await user.click(request);
    const made = screen.getByRole("dialog", { name: "Request approval" });
    expect(within(made).getByText("Transfer 2 eBLs to Harbor Bank plc.")).toBeInTheDocument();
    await user.click(within(made).getByRole("button", { name: "Create request" }));
    await within(made).findByRole("button", { name: "Save request…" });
    expect(callsOf("approval_request")[0]?.args).toMatchObject({ eblIds: ["e1", "e2"], recipient: BANK_INBOX });
    expect(callsOf("run_batch")).toHaveLength(0);
  });

  it("without a key, the selection counts the eBLs held back for the key alone as allowed (a request is made for them)", () => {
    const asked = {
      kind: "TRANSFER_POSSESSION" as const,
      allowed: 0,
      selected: 5,
      reasons: [
        { reason: NO_KEY_REASON, count: 4, onlyTheKeyMissing: true },
        { reason: "Your company does not hold this eBL.", count: 1, onlyTheKeyMissing: false },
      ],
    };
    expect(allowingRequests(asked)).toEqual({
      ...asked,
      allowed: 4,
      reasons: [{ reason: "Your company does not hold this eBL.", count: 1, onlyTheKeyMissing: false }],
    });
    const signedAlready = { ...asked, allowed: 5, reasons: [] };
    expect(allowingRequests(signedAlready)).toBe(signedAlready);
  });

  it("the policy leaves copies out unless it includes them", async () => {
    const copy = review({ kind: "SEND_AS_COPY", operation: null, signedCall: null, receiver: null });
    renderWithIpc(<ReviewDialog review={copy} secondPerson={false} onClose={() => undefined} onDone={() => undefined} />, {});
    expect(screen.getByRole("button", { name: "Send copy" })).toBeInTheDocument();
    const { needsSecondPerson } = await import("../../api/approval");
    expect(needsSecondPerson(POLICY_ON, "SEND_AS_COPY")).toBe(false);
    expect(needsSecondPerson({ ...POLICY_ON, includeCopies: true }, "SEND_AS_COPY")).toBe(true);
    expect(needsSecondPerson(POLICY_ON, "TRANSFER_POSSESSION")).toBe(true);
    expect(needsSecondPerson(POLICY_OFF, "REQUEST_SURRENDER_FOR_DELIVERY")).toBe(false);
  });
});

function column(overrides: Partial<ApprovalColumn> = {}): ApprovalColumn {
  return {
    state: "Issued",
    holder: "Nile Trading Co. (your company)",
    titleId: "7d1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
    counterparty: HARBOR,
    operation: "Transfer possession",
    ...overrides,
  };
}

function approvalReview(overrides: Partial<ApprovalReview> = {}): ApprovalReview {
  return {
    reviewId: "ar-1",
    requestId: MADE.requestId,
    kind: "TRANSFER_POSSESSION",
    maker: { who: "clerk@nile.example", profileName: "Nile clerk", address: null, signature: "UNSIGNED" },
    note: "For the LC 4471 drawing",
    createdAt: "2026-11-27T14:00:00Z",
    expiresAt: "2026-11-28T14:00:00Z",
    recipient: bankCheck(),
    rows: [
      {
        eblId: "e1",
        reference: "GCL-0001",
        asked: column(),
        now: column(),
        signs: column(),
        differences: [],
        agrees: true,
        cautions: [],
      },
      {
        eblId: "e2",
        reference: "GCL-0002",
        asked: column(),
        now: column({ holder: "Delta Exports" }),
        signs: null,
        differences: ["Holder: the maker saw Nile Trading Co. (your company); the eBL is now held by Delta Exports."],
        agrees: false,
        cautions: ["The surrenderee Harbour Agents Ltd is not the eBL's issuer: check that the carrier named it."],
      },
    ],
    refusal: "GCL-0002 is no longer as the maker asked: nothing can be signed.",
    canApprove: false,
    needsRecipientName: true,
    ...overrides,
  };
}

async function openPasted(user: ReturnType<typeof userEvent.setup>, text = '{"request":{}}') {
  await user.click(screen.getByRole("button", { name: "Paste request" }));
  await user.type(screen.getByLabelText("Request text"), text.replace(/[{[]/g, (c) => c + c));
  await user.click(screen.getByRole("button", { name: "Open pasted request" }));
}

describe("the approver's review", () => {
  it("shows the three columns per eBL, names each difference, and offers no approval with the refusal shown", async () => {
    const user = userEvent.setup();
    const { callsOf, container } = renderWithIpc(<ApprovalsScreen />, {
      approval_policy_get: () => POLICY_OFF,
      approval_open_text: () => approvalReview(),
    });
    await openPasted(user);
    const panel = await screen.findByRole("region", { name: /Request: Transfer — 2 eBLs/ });
    expect(callsOf("approval_open_text")[0]?.args).toEqual({ text: '{"request":{}}' });

    const second = within(panel).getByRole("table", { name: /GCL-0002/ });
    const headers = within(second).getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(["Asked by the maker", "The eBL now", "What your key signs"]);
    const holder = within(second).getByRole("row", { name: /Holder/ });
    expect(within(holder).getAllByRole("cell").map((c) => c.textContent)).toEqual([
      "Nile Trading Co. (your company)",
      "Delta Exports",
      "Nothing to sign.",
    ]);
    // A row that disagrees says so in words, and its difference is written under it.
    expect(within(panel).getByRole("table", { name: /GCL-0002 — ⚠ does not agree \(1\)/ })).toBeInTheDocument();
    expect(within(panel).getByRole("table", { name: /GCL-0001 — all three agree/ })).toBeInTheDocument();
    expect(within(panel).getByRole("list", { name: "Differences for GCL-0002" })).toHaveTextContent(
      "the eBL is now held by Delta Exports",
    );

    expect(within(panel).getByRole("note", { name: "Check before you sign GCL-0002" })).toHaveTextContent(
      "is not the eBL's issuer",
    );
    expect(within(panel).getByRole("alert", { name: "Cannot be approved" })).toHaveTextContent(
      "GCL-0002 is no longer as the maker asked",
    );
    expect(within(panel).getByText(/Unsigned: the maker's profile has no key/)).toBeInTheDocument();
    await user.type(within(panel).getByLabelText("Type the recipient's name to confirm it"), "Harbor Bank plc");
    expect(within(panel).getByRole("button", { name: "Approve and sign" })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("signs only once the recipient's name is typed, then shows each eBL's outcome", async () => {
    const user = userEvent.setup();
    const ok = approvalReview({
      refusal: null,
      canApprove: true,
      maker: { who: "clerk@nile.example", profileName: "Nile clerk", address: "0xAbC0000000000000000000000000000000000001", signature: "VERIFIED" },
      rows: [approvalReview().rows[0]!],
    });
    const { callsOf, container } = renderWithIpc(<ApprovalsScreen />, {
      approval_policy_get: () => POLICY_OFF,
      choose_file_to_open: () => "/home/approver/transfer-GCL-0001.ebl-request",
      approval_open_file: () => ok,
      approval_approve: () => ({
        requestId: ok.requestId,
        results: [{ eblId: "e1", reference: "GCL-0001", outcome: "submitted", message: null }],
      }),
    });
    await user.click(screen.getByRole("button", { name: "Open request…" }));
    const panel = await screen.findByRole("region", { name: /Request: Transfer — 1 eBL/ });
    expect(callsOf("approval_open_file")[0]?.args).toEqual({ path: "/home/approver/transfer-GCL-0001.ebl-request" });
    expect(within(panel).getByText(/Verified: signed by the maker's key/)).toBeInTheDocument();
    const approve = within(panel).getByRole("button", { name: "Approve and sign" });
    expect(approve).toBeDisabled();
    await user.type(within(panel).getByLabelText("Type the recipient's name to confirm it"), "harbor bank PLC");
    expect(approve).toBeEnabled();
    expect(await axeViolations(container)).toEqual([]);
    await user.dblClick(approve);
    expect(await within(panel).findByRole("list", { name: "What happened to each eBL" })).toHaveTextContent(
      "GCL-0001: Signed and submitted",
    );
    expect(callsOf("approval_approve")).toEqual([
      { cmd: "approval_approve", args: { reviewId: "ar-1", recipientName: "harbor bank PLC" } },
    ]);
  });

  it("lists the requests offered in the profile's folder and opens one by its id", async () => {
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<ApprovalsScreen />, {
      approval_policy_get: () => ({ ...POLICY_ON, folder: "/srv/requests" }),
      approval_offered: () => [
        {
          path: "/srv/requests/transfer-GCL-0001.ebl-request",
          fileName: "transfer-GCL-0001.ebl-request",
          requestId: MADE.requestId,
          maker: "clerk@nile.example",
          kind: "TRANSFER_POSSESSION",
          count: 1,
          createdAt: "2026-11-27T14:00:00Z",
          expired: false,
          approved: false,
        },
      ],
      approval_open_offered: () => approvalReview(),
    });
    const list = await screen.findByRole("list", { name: "Offered requests" });
    expect(list).toHaveTextContent("Transfer, 1 eBL, prepared by clerk@nile.example");
    await user.click(within(list).getByRole("button", { name: "Open transfer-GCL-0001.ebl-request" }));
    await screen.findByRole("region", { name: /Request: Transfer/ });
    expect(callsOf("approval_open_offered")[0]?.args).toEqual({ requestId: MADE.requestId });
  });

  it("a request the desk refuses to open shows the desk's reason", async () => {
    const user = userEvent.setup();
    renderWithIpc(<ApprovalsScreen />, {
      approval_policy_get: () => POLICY_OFF,
      approval_open_text: () => ipcError("input.invalid", "This is not an eBL Desk signing request."),
    });
    await openPasted(user, "hello");
    await waitFor(() => expect(screen.getByText("This is not an eBL Desk signing request.")).toBeInTheDocument());
    expect(screen.queryByRole("button", { name: "Approve and sign" })).toBeNull();
  });
});
