import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import type { ApprovalColumn } from "../../bindings/ApprovalColumn";
import type { ApprovalPolicy } from "../../bindings/ApprovalPolicy";
import type { ApprovalReview } from "../../bindings/ApprovalReview";
import type { MadeRequest } from "../../bindings/MadeRequest";
import type { OfferedRequest } from "../../bindings/OfferedRequest";
import { setLanguage, type Lang } from "../../i18n";
import { expectAllFromCatalogue, expectNoAxeViolations } from "../../test/i18nCheck";
import { renderWithIpc } from "../../test/renderWithIpc";
import { ApprovalsScreen } from "./ApprovalsScreen";
import { RequestApprovalDialog, requestWhat } from "./RequestApprovalDialog";

const POLICY: ApprovalPolicy = { required: true, includeCopies: false, folder: "/srv/share/requests" };

const OFFERED: OfferedRequest[] = [
  {
    path: "/srv/share/requests/transfer-GCL-0001.ebl-request",
    fileName: "transfer-GCL-0001.ebl-request",
    requestId: "r-1",
    maker: "clerk@nile.example",
    kind: "TRANSFER_POSSESSION",
    count: 3,
    createdAt: "2026-11-27T14:00:00Z",
    expired: true,
    approved: true,
  },
];

function column(overrides: Partial<ApprovalColumn> = {}): ApprovalColumn {
  return {
    state: "Issued",
    holder: "Nile Trading Co. (your company)",
    titleId: "7d1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
    counterparty: "Harbor Bank plc (5f1e…e1f0)",
    operation: "Transfer possession",
    ...overrides,
  };
}

/** The Approvals test's review, without a recipient (its receiver check is the eBL screen's). */
const REVIEW: ApprovalReview = {
  reviewId: "ar-1",
  requestId: "0d9f3c1e-7a55-4a8e-9b1f-2c3d4e5f6a7b",
  kind: "TRANSFER_POSSESSION",
  maker: { who: "clerk@nile.example", profileName: "Nile clerk", address: "0x8ba1f109551bD432803012645Ac136ddd64DBA72", signature: "INVALID" },
  note: "",
  createdAt: "2026-11-27T14:00:00Z",
  expiresAt: "2026-11-28T14:00:00Z",
  recipient: null,
  rows: [
    { eblId: "e1", reference: "GCL-0001", asked: column(), now: column(), signs: column(), differences: [], agrees: true, cautions: [] },
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
  needsRecipientName: false,
};

const MADE: MadeRequest = {
  requestId: "0d9f3c1e-7a55-4a8e-9b1f-2c3d4e5f6a7b",
  fileName: "transfer-GCL-0001.ebl-request",
  text: "{}",
  signed: true,
  summary: "A request to transfer GCL-0001 to Harbor Bank plc, valid until 28 Nov 2026 14:00.",
  offeredAt: "/srv/share/requests/transfer-GCL-0001.ebl-request",
};

/**
 * `root` without what the desk wrote in Rust (in the user's language there): the columns' facts,
 * the differences, the cautions, the refusal and the made request's summary.
 */
function withoutRustWords(root: Element): Element {
  const copy = root.cloneNode(true) as Element;
  const selectors = ".approval-table tbody td, .approval-row__differences, .approval-row .warning, [role='alert'] p, .request-summary";
  copy.querySelectorAll(selectors).forEach((e) => e.remove());
  copy.querySelectorAll("[role='alert'] strong").forEach((e) => e.remove());
  return copy;
}

describe.each<Exclude<Lang, "en">>(["en-XA", "ar"])("Approvals in %s", (lang) => {
  it("words the screen, the offered requests and the review from the catalogue", async () => {
    setLanguage(lang);
    const user = userEvent.setup();
    const { container } = renderWithIpc(<ApprovalsScreen />, {
      approval_policy_get: () => POLICY,
      approval_offered: () => OFFERED,
      approval_open_text: () => REVIEW,
    });
    await screen.findByText("transfer-GCL-0001.ebl-request");
    const [, paste] = within(container.querySelector(".approval-drop")!).getAllByRole("button");
    await user.click(paste!);
    expectAllFromCatalogue(container, lang);
    await expectNoAxeViolations(container);

    await user.type(container.querySelector("textarea")!, "x");
    await user.click(within(container.querySelector(".field")!).getByRole("button"));
    await screen.findByRole("table", { name: /GCL-0002/ });
    expect(container.querySelector("[role='alert'] p")).toHaveTextContent(REVIEW.refusal!);
    expectAllFromCatalogue(withoutRustWords(container), lang);
    await expectNoAxeViolations(container);
  });

  it("words the maker's request, before and after it is made", async () => {
    setLanguage(lang);
    const user = userEvent.setup();
    const what = requestWhat("TRANSFER_POSSESSION", "GCL-0001", "Harbor Bank plc");
    const { baseElement } = renderWithIpc(
      <RequestApprovalDialog eblIds={["e1"]} kind="TRANSFER_POSSESSION" recipientInbox={null} what={what} onClose={() => {}} />,
      { approval_request: () => MADE },
    );
    const dialog = screen.getByRole("dialog");
    fireEvent.change(within(dialog).getByRole("textbox"), { target: { value: "-".repeat(2001) } });
    expect(dialog.querySelector(".field-error")).not.toBeNull();
    expectAllFromCatalogue(dialog, lang);
    fireEvent.change(within(dialog).getByRole("textbox"), { target: { value: "" } });
    await user.click(dialog.querySelector(".button--primary")!);
    await within(dialog).findByText(MADE.fileName);
    dialog.querySelector("p[role='status']")?.classList.add("request-summary");
    expectAllFromCatalogue(withoutRustWords(dialog), lang);
    await expectNoAxeViolations(baseElement);
  });
});

describe("Approvals in Arabic", () => {
  it("runs right to left, keeps file names and references left to right, and counts in Arabic", async () => {
    setLanguage("ar");
    renderWithIpc(<ApprovalsScreen />, { approval_policy_get: () => POLICY, approval_offered: () => OFFERED });
    const file = await screen.findByText("transfer-GCL-0001.ebl-request");
    expect(document.documentElement.dir).toBe("rtl");
    expect(file.closest("bdi")).toHaveAttribute("dir", "ltr");
    expect(file.closest("li")).toHaveTextContent(/٣\u2069? سندات شحن إلكترونية/);
  });
});
