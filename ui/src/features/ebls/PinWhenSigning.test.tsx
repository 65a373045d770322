import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import type { BatchView } from "../../bindings/BatchView";
import type { KeyInfo } from "../../bindings/KeyInfo";
import { axeViolations } from "../../test/axe";
import { detail, review, ROWS } from "../../test/fixtures";
import { ipcError, renderWithIpc } from "../../test/renderWithIpc";
import { BatchDialog } from "./BatchDialog";
import { ReviewDialog } from "./ReviewDialog";

const MODULE_KEY: KeyInfo = {
  address: "0x8ba1f109551bD432803012645Ac136ddd64DBA72",
  kind: "pkcs11",
  module: "/usr/lib/softhsm/libsofthsm2.so",
  tokenLabel: "Treasury HSM",
  keyLabel: "ebl-signing",
};
const PIN = "4711-0815";

/**
 * A token as the Rust side keeps it: a signature answers `keys.pin_needed` until `pkcs11_unlock`
 * is given the right PIN; `locked` after `tries` wrong ones.
 */
function token({ tries = 3 }: { tries?: number } = {}) {
  let unlocked = false;
  let left = tries;
  const sign = <T,>(done: () => T) =>
    unlocked
      ? done()
      : ipcError("keys.pin_needed", "The security module Treasury HSM needs its PIN to sign; nothing was signed.");
  const unlock = ({ pin }: { pin: string }) => {
    if (left === 0) {
      return ipcError(
        "keys.pin_locked",
        "The PIN of Treasury HSM is locked after too many wrong tries: its security officer must unlock it (or initialise a new PIN).",
      );
    }
    if (pin !== PIN) {
      left -= 1;
      return left === 0
        ? ipcError("keys.pin_locked", "The PIN of Treasury HSM is locked after too many wrong tries: its security officer must unlock it (or initialise a new PIN).")
        : ipcError("keys.pin_incorrect", "That PIN is not the PIN of Treasury HSM; nothing was signed.");
    }
    unlocked = true;
    return null;
  };
  return { sign, unlock };
}

function renderReview(t = token()) {
  const onDone = vi.fn();
  const result = renderWithIpc(<ReviewDialog review={review()} onClose={() => undefined} onDone={onDone} />, {
    key_info: () => MODULE_KEY,
    confirm_action: () => t.sign(() => ({ eblId: "e1", detail: detail(ROWS[0]!, []), note: null })),
    cancel_action: () => null,
    pkcs11_unlock: t.unlock,
  });
  return { ...result, onDone };
}

describe("the PIN of a security module when signing", () => {
  it("asks the token's PIN when the signature needs it, unlocks, and signs the same review once", async () => {
    const user = userEvent.setup();
    const { callsOf, onDone, container } = renderReview();
    const dialog = screen.getByRole("dialog", { name: "Review and sign" });
    await user.click(within(dialog).getByRole("button", { name: "Sign and submit" }));

    const field = await within(dialog).findByLabelText("PIN of Treasury HSM");
    expect(field).toHaveAttribute("type", "password");
    expect(field).toHaveFocus();
    expect(within(dialog).getByRole("form", { name: "PIN needed" })).toHaveTextContent(
      "nothing has been signed or sent yet",
    );
    // Nothing is said to have failed: the PIN is what comes next, and Sign and submit waits for it.
    expect(within(dialog).queryByText("Not submitted")).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Sign and submit" })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);

    await user.type(field, PIN);
    await user.click(within(dialog).getByRole("button", { name: "Unlock and sign" }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(callsOf("pkcs11_unlock")).toEqual([{ cmd: "pkcs11_unlock", args: { pin: PIN } }]);
    expect(callsOf("confirm_action").map((c) => c.args.reviewId)).toEqual(["rev-1", "rev-1"]);
  }, 15_000);

  it("says a wrong PIN is wrong, clears it and lets the user type it again", async () => {
    const user = userEvent.setup();
    const { callsOf, onDone } = renderReview();
    const dialog = screen.getByRole("dialog", { name: "Review and sign" });
    await user.click(within(dialog).getByRole("button", { name: "Sign and submit" }));
    const field = await within(dialog).findByLabelText("PIN of Treasury HSM");
    await user.type(field, "1234{Enter}");

    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("Wrong PIN: type it again");
    expect(alert).toHaveTextContent("That PIN is not the PIN of Treasury HSM");
    expect(field).toHaveValue("");
    expect(onDone).not.toHaveBeenCalled();
    expect(callsOf("confirm_action")).toHaveLength(1);

    await user.type(field, `${PIN}{Enter}`);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(callsOf("pkcs11_unlock").map((c) => c.args.pin)).toEqual(["1234", PIN]);
  }, 15_000);

  it("says what to do when the PIN is locked, and asks no more", async () => {
    const user = userEvent.setup();
    const { callsOf, onDone } = renderReview(token({ tries: 1 }));
    const dialog = screen.getByRole("dialog", { name: "Review and sign" });
    await user.click(within(dialog).getByRole("button", { name: "Sign and submit" }));
    await user.type(await within(dialog).findByLabelText("PIN of Treasury HSM"), "0000{Enter}");

    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("The token is locked");
    expect(alert).toHaveTextContent("its security officer must unlock it");
    expect(within(dialog).queryByLabelText("PIN of Treasury HSM")).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Unlock and sign" })).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
    expect(callsOf("confirm_action")).toHaveLength(1);
  }, 15_000);

  it("says the token is gone when it was taken out, and signs once it is back", async () => {
    const user = userEvent.setup();
    let present = false;
    const onDone = vi.fn();
    const { callsOf } = renderWithIpc(<ReviewDialog review={review()} onClose={() => undefined} onDone={onDone} />, {
      key_info: () => MODULE_KEY,
      confirm_action: () =>
        callsOf("pkcs11_unlock").length > 1
          ? { eblId: "e1", detail: detail(ROWS[0]!, []), note: null }
          : ipcError("keys.pin_needed", "The security module Treasury HSM needs its PIN to sign; nothing was signed."),
      cancel_action: () => null,
      pkcs11_unlock: () => {
        if (present) return null;
        present = true;
        return ipcError("keys.token_absent", "The token Treasury HSM is not there: insert it (or check its reader) and try again.");
      },
    });
    const dialog = screen.getByRole("dialog", { name: "Review and sign" });
    await user.click(within(dialog).getByRole("button", { name: "Sign and submit" }));
    await user.type(await within(dialog).findByLabelText("PIN of Treasury HSM"), `${PIN}{Enter}`);
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("The token was not unlocked");
    expect(alert).toHaveTextContent("The token Treasury HSM is not there");
    expect(onDone).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText("PIN of Treasury HSM"), `${PIN}{Enter}`);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  }, 15_000);

  it("a batch asks the PIN once and signs every eBL after it", async () => {
    const user = userEvent.setup();
    const t = token();
    const view = (started: boolean): BatchView => ({
      id: "b1",
      kind: "REQUEST_SURRENDER_FOR_DELIVERY",
      recipientInbox: null,
      recipientName: null,
      receiver: null,
      items: ["GCL-0001", "GCL-0002", "GCL-0003"].map((reference, i) => ({
        eblId: `e${i + 1}`,
        reference,
        state: started ? "done" : "waiting",
        line: started ? null : `Ask the carrier to release the cargo of ${reference} to your company.`,
        reason: null,
      })),
      started,
      running: false,
      cancelled: false,
      interrupted: false,
      registryFirstUse: false,
      retryable: 0,
      ready: started ? 0 : 3,
      createdAt: 0,
    });
    let ran = false;
    const { callsOf } = renderWithIpc(
      <BatchDialog kind="REQUEST_SURRENDER_FOR_DELIVERY" batchId="b1" ownInboxes={[]} onClose={() => undefined} />,
      {
        key_info: () => MODULE_KEY,
        batch_status: () => view(ran),
        run_batch: () =>
          t.sign(() => {
            ran = true;
            return view(true);
          }),
        close_batch: () => null,
        pkcs11_unlock: t.unlock,
      },
    );
    const dialog = await screen.findByRole("dialog", { name: "Review and sign 3 eBLs" });
    await user.click(within(dialog).getByRole("button", { name: "Sign and submit all" }));
    const field = await within(dialog).findByLabelText("PIN of Treasury HSM");
    expect(within(dialog).getByRole("button", { name: "Sign and submit all" })).toBeDisabled();
    await user.type(field, `${PIN}{Enter}`);
    await within(dialog).findByText(/3 of 3 went through/);
    expect(callsOf("pkcs11_unlock")).toHaveLength(1);
    expect(callsOf("run_batch")).toHaveLength(2);
    expect(within(dialog).queryByLabelText("PIN of Treasury HSM")).toBeNull();
  }, 15_000);
});
