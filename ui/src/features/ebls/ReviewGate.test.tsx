import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import type { ActionReview } from "../../bindings/ActionReview";
import type { ReceiverCheck } from "../../bindings/ReceiverCheck";
import { axeViolations } from "../../test/axe";
import { BANK_INBOX, detail, RECIPIENTS, review, ROWS, SIGNED_IN } from "../../test/fixtures";
import { renderWithIpc } from "../../test/renderWithIpc";
import type { BatchView } from "../../bindings/BatchView";
import { BatchDialog } from "./BatchDialog";
import { EblDetailView } from "./EblDetailView";
import { ReviewDialog } from "./ReviewDialog";

function check(overrides: Partial<ReceiverCheck> = {}): ReceiverCheck {
  return {
    inboxId: BANK_INBOX,
    name: "Harbor Bank plc",
    sources: [{ name: "Harbor Bank plc", kind: "NAMED_ON_EBLS", text: "named on 2 eBLs (as consignee)" }],
    verified: null,
    appearsOn: ["GCL-0002", "GCL-0003"],
    earlierTransfers: [],
    nearMisses: [],
    flags: [],
    firstTransfer: true,
    firstAction: true,
    nameSource: "named on 2 eBLs, as consignee",
    typeToConfirm: "Harbor Bank plc",
    whyTyped: null,
    ...overrides,
  };
}

function transfer(receiver: ReceiverCheck, overrides: Partial<ActionReview> = {}): ActionReview {
  return review({
    kind: "TRANSFER_POSSESSION",
    operation: "TRANSFER_POSSESSION",
    recipientInbox: receiver.inboxId,
    recipientName: receiver.name,
    summary: `Transfer possession of GCL-0001 to ${receiver.name ?? "the company with inbox " + receiver.inboxId}.`,
    signedCall: {
      function: "transferPossession",
      eblId: "e1",
      titleId: "7d1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
      targetInbox: receiver.inboxId,
      targetName: receiver.name,
    },
    receiver,
    ...overrides,
  });
}

function renderReview(r: ActionReview) {
  const onDone = vi.fn();
  const result = renderWithIpc(<ReviewDialog review={r} onClose={() => undefined} onDone={onDone} />, {
    confirm_action: () => ({ eblId: "e1", detail: detail(ROWS[0]!, []), note: null }),
    cancel_action: () => null,
  });
  return { ...result, onDone };
}

describe("the review's receiver check", () => {
  it("names a surrenderee as the app knows its inbox and signs a first surrender only with that name typed", async () => {
    const user = userEvent.setup();
    const shipper = check({
      inboxId: "16f6a4d4-c43d-45fe-ad3f-3c937d7cb80c",
      name: "Delta Textiles Export GmbH",
      nameSource: "named on 8 other eBLs, as shipper",
      sources: [
        { name: "Delta Textiles Export GmbH", kind: "NAMED_ON_EBLS", text: "named on 8 eBLs (as shipper)" },
        { name: "Global Carrier Lines Ltd.", kind: "NAMED_ON_EBLS", text: "named on 1 eBL (as issuer, surrenderee)" },
      ],
      flags: ["This inbox is known under 2 names: Delta Textiles Export GmbH, Global Carrier Lines Ltd."],
      typeToConfirm: "Delta Textiles Export GmbH",
      whyTyped: "Type the name Delta Textiles Export GmbH to confirm: you have never dealt with this inbox.",
    });
    const { callsOf } = renderReview(
      review({
        kind: "REQUEST_SURRENDER_FOR_DELIVERY",
        operation: "REQUEST_SURRENDER_FOR_DELIVERY",
        summary: "Ask Delta Textiles Export GmbH to release the cargo of GCL-0001 to your company.",
        receiver: shipper,
      }),
    );
    const dialog = screen.getByRole("dialog", { name: "Review and sign" });
    const about = within(dialog).getByRole("region", { name: "About the recipient" });
    expect(about).toHaveTextContent("Delta Textiles Export GmbH — named on 8 other eBLs, as shipper");
    expect(within(dialog).getByRole("note", { name: "Names to check" })).toHaveTextContent("known under 2 names");
    expect(about).toHaveTextContent("Never: no verified contact");
    const sign = within(dialog).getByRole("button", { name: "Sign and submit" });
    expect(sign).toBeDisabled();
    const field = within(dialog).getByRole("textbox", { name: "Type the recipient's name to confirm it" });
    await user.type(field, "Global Carrier");
    expect(sign).toBeDisabled();
    await user.clear(field);
    await user.type(field, "delta textiles export gmbh");
    expect(sign).toBeEnabled();
    await user.click(sign);
    await expect.poll(() => callsOf("confirm_action").length).toBe(1);
    expect(callsOf("confirm_action")).toEqual([
      { cmd: "confirm_action", args: { reviewId: "rev-1", recipientName: "delta textiles export gmbh" } },
    ]);
    // Typing three names keystroke by keystroke takes a while on a busy machine.
  }, 20_000);

  it("asks a lookalike's telling characters, not the prefix it shares with a known inbox", async () => {
    const user = userEvent.setup();
    const lookalike = check({
      inboxId: "b56395a4-2e52-4bd5-9c9e-f91679210d60",
      name: null,
      nameSource: null,
      sources: [],
      nearMisses: ["1 character from Harbor Bank plc's inbox (b56395a4-2e52-4bd5-9c9e-f91679210d61)."],
      typeToConfirm: "79210d60",
    });
    renderReview(transfer(lookalike));
    const dialog = screen.getByRole("dialog", { name: "Review and sign" });
    const field = within(dialog).getByRole("textbox", { name: "Type the characters of the inbox id shown to confirm it" });
    const sign = within(dialog).getByRole("button", { name: "Sign and submit" });
    await user.type(field, "b56395a4");
    expect(sign).toBeDisabled();
    await user.clear(field);
    await user.type(field, "79210d60");
    expect(sign).toBeEnabled();
  });

  it("keeps Sign and submit disabled on a first transfer until the recipient's name is typed as shown", async () => {
    const user = userEvent.setup();
    const { callsOf, onDone } = renderReview(transfer(check()));
    const dialog = screen.getByRole("dialog", { name: "Review and sign" });
    const sign = within(dialog).getByRole("button", { name: "Sign and submit" });
    expect(sign).toBeDisabled();
    expect(dialog).toHaveTextContent("None went through: this is the first transfer to this inbox.");
    expect(dialog).toHaveTextContent("Harbor Bank plc — named on 2 eBLs (as consignee)");
    expect(dialog).toHaveTextContent("Not a verified contact.");

    const field = within(dialog).getByRole("textbox", { name: "Type the recipient's name to confirm it" });
    await user.type(field, "Harbor Bank");
    expect(sign).toBeDisabled();
    await user.click(sign);
    expect(callsOf("confirm_action")).toHaveLength(0);

    await user.type(field, " PLC");
    expect(sign).toBeEnabled();
    await user.click(sign);
    await expect.poll(() => onDone.mock.calls.length).toBe(1);
    expect(callsOf("confirm_action")).toEqual([
      { cmd: "confirm_action", args: { reviewId: "rev-1", recipientName: "Harbor Bank PLC" } },
    ]);
  });

  it("names a near miss, and signs nothing the service gave nothing to sign for", async () => {
    const user = userEvent.setup();
    const pasted = "5f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f9";
    const miss = check({
      inboxId: pasted,
      name: null,
      sources: [],
      appearsOn: [],
      nearMisses: [`1 character from Harbor Bank plc's inbox (${BANK_INBOX}).`],
      typeToConfirm: "5f1e2d3c",
    });
    const { callsOf } = renderReview(
      transfer(miss, { signedCall: null, cautions: ["The service refused: Unknown inbox."], recipientUnknown: true }),
    );
    const dialog = screen.getByRole("dialog", { name: "Review and sign" });
    const note = within(dialog).getByRole("note", { name: "Near miss" });
    expect(note).toHaveTextContent("1 character from Harbor Bank plc's inbox");
    const field = within(dialog).getByRole("textbox", { name: "Type the first 8 characters of the inbox id to confirm it" });
    await user.type(field, "5f1e2d3c");
    expect(within(dialog).getByRole("button", { name: "Sign and submit" })).toBeDisabled();
    expect(callsOf("confirm_action")).toHaveLength(0);
  });

  it("shows a verified contact's record and earlier transfers, and asks nothing to be typed", async () => {
    const known = check({
      name: "Harbor Bank plc",
      sources: [
        {
          name: "Harbor Bank plc",
          kind: "VERIFIED_CONTACT",
          text: "your contact. Verified by clerk@nile.example on 2026-04-10 14:05 UTC (phone call).",
        },
      ],
      verified: "Verified by clerk@nile.example on 2026-04-10 14:05 UTC (phone call).",
      earlierTransfers: ["GCL-0009 on 2026-04-11 09:00 UTC"],
      firstTransfer: false,
      typeToConfirm: null,
    });
    renderReview(transfer(known));
    const dialog = screen.getByRole("dialog", { name: "Review and sign" });
    expect(dialog).toHaveTextContent("Verified by clerk@nile.example on 2026-04-10 14:05 UTC (phone call).");
    const earlier = within(dialog).getByRole("list", { name: "Earlier transfers that went through" });
    expect(earlier).toHaveTextContent("GCL-0009 on 2026-04-11 09:00 UTC");
    expect(within(dialog).queryByRole("textbox")).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Sign and submit" })).toBeEnabled();
  });

  it("has no accessibility violation (axe-core)", async () => {
    const flagged = check({ flags: ["Harbor Bank plc is also the name of another inbox (1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f)."] });
    const { container } = renderReview(transfer(flagged));
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("the detail's parties", () => {
  it("flag a name two inboxes share next to the party's name", async () => {
    const flagged = detail(ROWS[0]!, []);
    flagged.parties[0] = {
      ...flagged.parties[0]!,
      nameFlags: ["Global Carrier Co is also the name of another inbox (1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f)."],
    };
    renderWithIpc(<EblDetailView id={flagged.row.id} session={SIGNED_IN} onBack={() => undefined} notify={() => undefined} />, {
      get_ebl: () => flagged,
      list_recipients: () => RECIPIENTS,
      preview_open: () => ({ eblId: flagged.row.id, pages: [], jailWarning: null }),
      ebl_timeline: () => [],
    });
    const flag = await screen.findByRole("note", { name: "Check the name of Global Carrier Co" });
    expect(flag).toHaveTextContent("also the name of another inbox");
    expect(screen.queryByRole("note", { name: "Check the name of Nile Imports" })).toBeNull();
  });
});

describe("a bulk transfer's receiver check", () => {
  it("shows it once for the one recipient and keeps Sign and submit all disabled until the name is typed", async () => {
    const user = userEvent.setup();
    const view = (started: boolean): BatchView => ({
      id: "b1",
      kind: "TRANSFER_POSSESSION",
      recipientInbox: BANK_INBOX,
      recipientName: "Harbor Bank plc",
      receiver: check(),
      items: [
        {
          eblId: "e1",
          reference: "GCL-0001",
          state: started ? "done" : "waiting",
          line: started ? null : "Transfer possession of GCL-0001 to Harbor Bank plc.",
          reason: null,
        },
      ],
      started,
      running: false,
      cancelled: false,
      interrupted: false,
      registryFirstUse: false,
      retryable: 0,
      ready: started ? 0 : 1,
      createdAt: 0,
    });
    const { callsOf } = renderWithIpc(
      <BatchDialog kind="TRANSFER_POSSESSION" batchId="b1" ownInboxes={[]} onClose={() => undefined} />,
      { batch_status: () => view(false), run_batch: () => view(true), close_batch: () => null },
    );
    const dialog = await screen.findByRole("dialog", { name: "Review and sign 1 eBL" });
    expect(within(dialog).getByRole("region", { name: "About the recipient" })).toHaveTextContent(
      "None went through: this is the first transfer to this inbox.",
    );
    const sign = within(dialog).getByRole("button", { name: "Sign and submit all" });
    expect(sign).toBeDisabled();
    await user.type(within(dialog).getByRole("textbox", { name: "Type the recipient's name to confirm it" }), "harbor bank plc");
    expect(sign).toBeEnabled();
    await user.click(sign);
    await within(dialog).findByText(/1 of 1 went through/);
    expect(callsOf("run_batch")).toEqual([{ cmd: "run_batch", args: { batchId: "b1", recipientName: "harbor bank plc" } }]);
  });
});
