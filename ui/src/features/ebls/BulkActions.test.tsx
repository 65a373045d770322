import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";

import type { BatchView } from "../../bindings/BatchView";
import type { EblList } from "../../bindings/EblList";
import type { BatchAction } from "../../bindings/BatchAction";
import { BatchDialog } from "./BatchDialog";
import { EblsScreen } from "./EblsScreen";
import { resetPreviewPrefetch } from "./previewPrefetch";
import { BANK_INBOX, RECIPIENTS, ROWS, SIGNED_IN } from "../../test/fixtures";
import { giveElementsASize, renderWithIpc } from "../../test/renderWithIpc";

const LIST: EblList = { rows: ROWS, fetchedAt: "2026-11-21T09:00:00Z", offline: false };

function allows(ids: string[]): BatchAction[] {
  const held = ids.filter((id) => ROWS.find((r) => r.id === id)?.heldByUs);
  const notHeld = ids.length - held.length;
  return (["TRANSFER_POSSESSION", "SEND_AS_COPY", "REQUEST_SURRENDER_FOR_DELIVERY"] as const).map((kind) => ({
    kind,
    allowed: held.length,
    selected: ids.length,
    reasons: notHeld ? [{ reason: "Your company does not hold this eBL.", count: notHeld, onlyTheKeyMissing: false }] : [],
  }));
}

function batch(ids: string[], started: boolean, state: "waiting" | "done" | "failed" | "unknown"): BatchView {
  return {
    id: "b1",
    kind: "TRANSFER_POSSESSION",
    recipientInbox: BANK_INBOX,
    recipientName: "Harbor Bank plc",
    receiver: null,
    items: ids.map((id) => {
      const r = ROWS.find((x) => x.id === id)!;
      const held = r.heldByUs;
      return {
        eblId: id,
        reference: r.reference,
        state: held ? state : "skipped",
        line: held ? `Transfer possession of ${r.reference} to Harbor Bank plc.` : null,
        reason: held ? (state === "failed" ? "The service had a problem. Try again later." : null) : "Your company does not hold this eBL.",
      };
    }),
    started,
    running: false,
    cancelled: false,
    interrupted: false,
    registryFirstUse: false,
    retryable: ids.filter((id) => ROWS.find((x) => x.id === id)?.heldByUs).length * (state === "failed" ? 1 : 0),
    ready: started ? 0 : ids.filter((id) => ROWS.find((x) => x.id === id)?.heldByUs).length * (state === "waiting" ? 1 : 0),
    createdAt: 0,
  };
}

/** `view` after Retry or Resume reviewed again every eBL that did not go through: fresh lines, nothing signed. */
function reviewedAgain(view: BatchView): BatchView {
  const items = view.items.map((i) =>
    i.state === "done" || i.state === "skipped"
      ? i
      : { ...i, state: "waiting" as const, reason: null, line: `Transfer possession of ${i.reference} to Harbor Bank plc (fresh review).` },
  );
  return {
    ...view,
    items,
    interrupted: false,
    registryFirstUse: false,
    retryable: items.filter((i) => i.state === "waiting").length,
    ready: items.filter((i) => i.state === "waiting").length,
  };
}

describe("bulk actions on the checked eBLs", () => {
  beforeEach(() => {
    resetPreviewPrefetch();
    giveElementsASize();
  });

  it("checks a range with Shift, leaves out with consent what some rows do not allow, and signs all in one review", async () => {
    const user = userEvent.setup();
    let prepared: string[] = [];
    const { callsOf } = renderWithIpc(<EblsScreen />, (cmd, args) => {
      switch (cmd) {
        case "session_info":
          return SIGNED_IN;
        case "list_ebls":
          return LIST;
        case "ebl_timeline":
          return [];
        case "open_batches":
          return [];
        case "batch_actions":
          return allows(args.eblIds as string[]);
        case "list_recipients":
          return RECIPIENTS;
        case "prepare_batch":
          prepared = args.eblIds as string[];
          return batch(prepared, false, "waiting");
        case "batch_status":
          return batch(prepared, false, "waiting");
        case "run_batch":
          return batch(prepared, true, "done");
        case "close_batch":
          return null;
      }
    });
    await screen.findByText("GCL-0001");
    // GCL-0001 checked, then Shift on GCL-0003: the three rows between, in the shown order.
    await user.click(screen.getByRole("checkbox", { name: "Select GCL-0001" }));
    await user.keyboard("{Shift>}");
    await user.click(screen.getByRole("checkbox", { name: "Select GCL-0003" }));
    await user.keyboard("{/Shift}");
    const bar = await screen.findByRole("region", { name: "Selection" });
    expect(within(bar).getByText("3 selected")).toBeInTheDocument();
    // GCL-0003 is not held: the action says so, and asks before going on with the other two.
    const transfer = await within(bar).findByRole("button", { name: /Transfer selected \(2 of 3\)/ });
    await user.click(transfer);
    const ask = await screen.findByRole("dialog", { name: "Not all selected eBLs allow this" });
    expect(within(ask).getByText(/1 × Your company does not hold this eBL/)).toBeInTheDocument();
    await user.click(within(ask).getByRole("button", { name: "Continue with the other 2" }));
    // One recipient for all.
    const picker = await screen.findByRole("dialog", { name: "Choose a recipient" });
    await user.click(within(picker).getByRole("radio", { name: /Harbor Bank/ }));
    await user.click(within(picker).getByRole("button", { name: "Continue to review" }));
    // One review: each eBL with its own line; the one left out says why.
    const review = await screen.findByRole("dialog", { name: "Review and sign 2 eBLs" });
    const items = within(review).getByRole("list", { name: "eBLs in this batch" });
    expect(within(items).getByText("Transfer possession of GCL-0001 to Harbor Bank plc.")).toBeInTheDocument();
    expect(within(items).getByText("Your company does not hold this eBL.")).toBeInTheDocument();
    expect(callsOf("prepare_batch")[0]?.args).toMatchObject({ kind: "TRANSFER_POSSESSION", recipientInbox: BANK_INBOX });
    expect(callsOf("run_batch")).toHaveLength(0);
    await user.click(within(review).getByRole("button", { name: "Sign and submit all" }));
    await within(review).findByText(/2 of 2 went through/);
    expect(callsOf("run_batch")).toHaveLength(1);
    await user.click(within(review).getByRole("button", { name: "Close" }));
    expect(callsOf("close_batch")).toHaveLength(1);
    // The selection is cleared after a batch that ran.
    expect(screen.queryByRole("region", { name: "Selection" })).not.toBeInTheDocument();
  });

  it("shows a batch an earlier run left unfinished, and resumes it", async () => {
    const user = userEvent.setup();
    const ids = ["e1", "e2"];
    const left: BatchView = { ...batch(ids, true, "failed"), interrupted: true };
    left.items[0] = { ...left.items[0]!, state: "done", reason: null };
    left.retryable = 1;
    let now = left;
    const { callsOf } = renderWithIpc(<EblsScreen />, (cmd) => {
      switch (cmd) {
        case "session_info":
          return SIGNED_IN;
        case "list_ebls":
          return LIST;
        case "open_batches":
          return [now];
        case "batch_status":
          return now;
        case "retry_batch":
          now = reviewedAgain(left);
          return now;
        case "run_batch":
          now = batch(ids, true, "done");
          return now;
      }
    });
    const banner = await screen.findByText(/A bulk action did not finish/);
    expect(banner).toHaveTextContent("1 went through, 1 did not");
    await user.click(within(banner).getByRole("button", { name: "Show the batch" }));
    const dialog = await screen.findByRole("dialog", { name: "Transfer 2 eBLs" });
    expect(within(dialog).getByText(/This batch was interrupted/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Resume (1)" }));
    // Resume fetched a fresh review and stops there: its line is shown, nothing is signed yet.
    const items = within(dialog).getByRole("list", { name: "eBLs in this batch" });
    expect(await within(items).findByText("Transfer possession of GCL-0002 to Harbor Bank plc (fresh review).")).toBeInTheDocument();
    expect(within(dialog).getByText(/Nothing is signed until you press Sign and submit all/)).toBeInTheDocument();
    expect(callsOf("retry_batch")).toHaveLength(1);
    expect(callsOf("run_batch")).toHaveLength(0);
    expect(within(dialog).queryByRole("button", { name: /Resume/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Sign and submit all" }));
    await within(dialog).findByText(/2 of 2 went through/);
    expect(callsOf("run_batch")).toHaveLength(1);
  });

  it("shows the fresh review after Retry and signs nothing until Sign and submit all", async () => {
    const user = userEvent.setup();
    const ids = ["e1", "e2", "e5"];
    const failed = batch(ids, true, "failed");
    failed.items[0] = { ...failed.items[0]!, state: "done", reason: null };
    failed.retryable = 2;
    let now = failed;
    const { callsOf } = renderWithIpc(
      <BatchDialog kind="TRANSFER_POSSESSION" batchId="b1" ownInboxes={[]} onClose={() => undefined} />,
      (cmd) => {
        switch (cmd) {
          case "batch_status":
            return now;
          case "retry_batch":
            now = reviewedAgain(failed);
            return now;
          case "run_batch":
            now = batch(ids, true, "done");
            return now;
        }
      },
    );
    const dialog = await screen.findByRole("dialog", { name: "Transfer 3 eBLs" });
    expect(within(dialog).getAllByText("The service had a problem. Try again later.")).toHaveLength(2);
    await user.click(within(dialog).getByRole("button", { name: "Retry the 2 that did not go through" }));
    const items = within(dialog).getByRole("list", { name: "eBLs in this batch" });
    for (const ref of ["GCL-0002", "DLT-0005"]) {
      expect(await within(items).findByText(`Transfer possession of ${ref} to Harbor Bank plc (fresh review).`)).toBeInTheDocument();
    }
    expect(within(dialog).getByText("Reviewed again: 2 eBLs to sign with the service's fresh signing data.")).toBeInTheDocument();
    expect(within(dialog).queryByText("The service had a problem. Try again later.")).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: /Retry/ })).not.toBeInTheDocument();
    expect(callsOf("retry_batch")).toHaveLength(1);
    expect(callsOf("run_batch")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Sign and submit all" }));
    await within(dialog).findByText(/3 of 3 went through/);
    expect(callsOf("run_batch")).toEqual([{ cmd: "run_batch", args: { batchId: "b1", recipientName: null } }]);
  });

  it("offers to check eBLs whose outcome is not known yet, and reviews again only those that did not go through", async () => {
    const user = userEvent.setup();
    const ids = ["e1", "e2"];
    const lost = batch(ids, true, "unknown");
    lost.retryable = 0;
    let now = lost;
    const { callsOf } = renderWithIpc(
      <BatchDialog kind="TRANSFER_POSSESSION" batchId="b1" ownInboxes={[]} onClose={() => undefined} />,
      (cmd) => {
        switch (cmd) {
          case "batch_status":
            return now;
          case "retry_batch":
            now = batch(ids, true, "done");
            return now;
        }
      },
    );
    const dialog = await screen.findByRole("dialog", { name: "Transfer 2 eBLs" });
    expect(within(dialog).queryByRole("button", { name: /Retry/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Check the 2 not known yet" }));
    await within(dialog).findByText(/2 of 2 went through/);
    expect(callsOf("retry_batch")).toHaveLength(1);
    expect(callsOf("run_batch")).toHaveLength(0);
  });
});
