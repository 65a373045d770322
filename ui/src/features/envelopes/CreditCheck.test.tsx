import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import type { CheckFinding } from "../../bindings/CheckFinding";
import type { CheckOutcome } from "../../bindings/CheckOutcome";
import type { CreditCheckLineView } from "../../bindings/CreditCheckLineView";
import type { CreditCheckView } from "../../bindings/CreditCheckView";
import type { Draft } from "../../bindings/Draft";
import type { DraftCheck } from "../../bindings/DraftCheck";
import type { DraftDocument } from "../../bindings/DraftDocument";
import type { EblChoice } from "../../bindings/EblChoice";
import { axeViolations } from "../../test/axe";
import { renderWithIpc } from "../../test/renderWithIpc";
import { CREDIT_TITLES } from "./creditModel";
import { EnvelopesScreen } from "./EnvelopesScreen";
import { envelopeBackend, LOTUS_INBOX } from "./testing/envelopeBackend";

const DRAFT_ID = "7a1c3e5f-2b4d-4f6a-8c0e-1d3f5b7d9f2a";

const BILL: EblChoice = {
  id: "a1b2c3d4-0000-4000-8000-000000000001",
  reference: "MAEU240001",
  transportDocumentReference: "MAEU240001",
  state: "ISSUED",
  isOriginal: true,
  heldByUs: true,
};

const INVOICE: DraftDocument = {
  path: "/docs/invoice.pdf",
  fileName: "invoice.pdf",
  size: 1000,
  mediaType: "application/pdf",
  documentType: "INV",
  documentId: "4711",
  metadata: [],
};

const LINKED: Draft = {
  id: DRAFT_ID,
  kind: "standard",
  recipientInbox: LOTUS_INBOX,
  recipientName: "Lotus Trading",
  payToCollect: false,
  acidNumber: "",
  companyId: "",
  inboxId: "",
  documents: [INVOICE],
  uploaded: null,
  updatedAt: new Date(2026, 0, 5, 8, 0).getTime(),
  eblId: BILL.id,
};

const MT700 = `{4:
:20:LC2026-0042
:31D:261212ROTTERDAM
:32B:USD100000,00
:39A:05/05
-}`;
const MT707 = `:20:LC2026-0042
:26E:1
:32B:USD25000,00`;

const finding = (document: string, page: number, outcome: CheckOutcome, found: string, expected: string): CheckFinding => ({
  document,
  page,
  outcome,
  found,
  expected,
  note: null,
});

/**
 * The Rust side's credit as these tests need it: an MT700 for USD 100 000 ±5 % that the
 * invoice's USD 120 000 exceeds; an MT707 raising it by USD 25 000 makes it comply.
 */
function creditBackend(options: { daysLeft?: number } = {}) {
  let credit: { amendments: number } | null = null;
  const creditView = (): CreditCheckView | null => {
    if (!credit) return null;
    const over = credit.amendments === 0;
    const lines: CreditCheckLineView[] = [
      {
        title: CREDIT_TITLES.invoiceCurrency,
        check: "invoiceCurrency",
        outcome: "matches",
        summary: "Invoice currency (32B): USD — matches in invoice.pdf p.1",
        findings: [finding("invoice.pdf", 1, "matches", "USD", "USD")],
      },
      over
        ? {
            title: CREDIT_TITLES.invoiceAmount,
            check: "invoiceAmount",
            outcome: "differs",
            summary: "Invoice amount (32B, 39A): 1 difference from the credit (at most USD 105 000.00) — invoice.pdf p.1",
            findings: [finding("invoice.pdf", 1, "differs", "USD 120 000.00", "at most USD 105 000.00")],
          }
        : {
            title: CREDIT_TITLES.invoiceAmount,
            check: "invoiceAmount",
            outcome: "matches",
            summary: "Invoice amount (32B, 39A): at most USD 131 250.00 — matches in invoice.pdf p.1",
            findings: [finding("invoice.pdf", 1, "matches", "USD 120 000.00", "at most USD 131 250.00")],
          },
      {
        title: CREDIT_TITLES.shipmentDate,
        check: "shipmentDate",
        outcome: "matches",
        summary: "Shipment date (44C): on or before 2026-11-20 — matches in eBL MAEU240001 p.1",
        findings: [finding("eBL MAEU240001", 1, "matches", "2026-11-18", "2026-11-20")],
      },
      {
        title: CREDIT_TITLES.documentsRequired,
        check: "documentsRequired",
        outcome: "notFound",
        summary: "Documents required (46A): not stated in any document",
        findings: [],
      },
      {
        title: CREDIT_TITLES.transhipment,
        check: "transhipment",
        outcome: "notChecked",
        summary: "Transhipment (43T): not checked — the eBL's PDF does not say",
        findings: [],
      },
    ];
    return {
      number: "LC2026-0042",
      amount: over ? "USD 100,000.00" : "USD 125,000.00",
      tolerance: "+5% / -5%",
      amountRange: over ? "USD 95,000.00 to 105,000.00" : "USD 118,750.00 to 131,250.00",
      expiry: "2026-12-15",
      expiryPlace: "ROTTERDAM",
      latestShipment: "2026-11-20",
      applicant: "NORDIC IMPORT BV",
      beneficiary: "SHANGHAI EXPORT CO LTD",
      amendments: credit.amendments,
      lines,
      forExaminer: [
        { tag: "47A", text: "+ALL DOCUMENTS MUST INDICATE THE CREDIT NUMBER", why: "an additional condition: free text for the examiner to read" },
      ],
      differences: over ? 1 : 0,
      hash: "c".repeat(64),
      digest: over ? "credit-digest-1" : "credit-digest-0",
      presentBy: "2026-12-12",
      daysLeft: options.daysLeft ?? 9,
      verdict: {
        today: "2026-12-03",
        shipmentDate: "2026-11-21",
        presentBy: "2026-12-12",
        because: "21 days after shipment (48)",
        daysLeft: options.daysLeft ?? 9,
        differences: over ? 1 : 0,
        words: "",
      },
    };
  };
  const check = (draft: Draft): DraftCheck => ({
    draftId: draft.id,
    eblId: BILL.id,
    ebl: BILL,
    lines: [],
    pagesNotChecked: [],
    differences: 0,
    digest: "digest-0",
    documents: draft.documents.map((d) => ({ fileName: d.fileName, path: d.path, checked: true, pages: 1, pagesWithoutText: 0, note: null })),
    eblFromCache: false,
    eblPdfNote: null,
    checkedAt: new Date(2026, 11, 3, 9, 0).getTime(),
    credit: creditView() ?? undefined,
  });
  const backend = envelopeBackend({ drafts: [LINKED], ebls: [BILL], check });
  const stored = () => {
    const draft = backend.stored(DRAFT_ID);
    if (!draft) throw new Error("no draft");
    return draft;
  };
  const read = (text: string): DraftCheck | Promise<never> => {
    if (!text.includes(":20:")) {
      return Promise.reject({ code: "credit.malformed", message: "Line 1 of the credit: text before its first :tag: field." });
    }
    if (text.includes(":26E:")) {
      if (!credit) return Promise.reject({ code: "credit.amendment", message: "Line 2: an amendment needs a credit to amend." });
      credit = { amendments: credit.amendments + 1 };
    } else {
      credit = { amendments: 0 };
    }
    return check(stored());
  };
  const files: Record<string, string> = { "/docs/lc-0042.txt": MT700, "/docs/lc-0042-amendment-1.txt": MT707 };
  const handler = (cmd: string, args: Record<string, unknown>) => {
    if (cmd === "envelope_credit_import") return read(String(args.text));
    if (cmd === "envelope_credit_import_file") return read(files[String(args.path)] ?? "");
    if (cmd === "envelope_send_review") {
      // The Rust side asks the credit's differences acknowledged too.
      const review = backend.handler(cmd, args) as { needsAcknowledgement: boolean };
      return { ...review, needsAcknowledgement: review.needsAcknowledgement || (creditView()?.differences ?? 0) > 0 };
    }
    if (cmd === "envelope_credit_remove") {
      credit = null;
      return check(stored());
    }
    return backend.handler(cmd, args);
  };
  return { ...backend, handler, hasCredit: () => credit !== null };
}

async function openDraft(user: ReturnType<typeof userEvent.setup>) {
  const list = await screen.findByRole("list", { name: "Drafts" });
  await user.click(within(list).getByRole("button", { name: /Lotus Trading/ }));
}

const section = () => screen.getByRole("heading", { name: "Letter of credit", level: 3 }).closest("section") as HTMLElement;

function creditCalls(calls: { cmd: string; args: Record<string, unknown> }[], cmd: string) {
  return calls.filter((c) => c.cmd === cmd).map((c) => c.args);
}

async function pasteCredit(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(await within(section()).findByRole("button", { name: "Paste credit…" }));
  const dialog = await screen.findByRole("dialog", { name: "Paste credit (MT700)" });
  const field = within(dialog).getByRole("textbox", { name: "The MT700's text" });
  expect(field).toHaveFocus();
  await user.click(field);
  await user.paste(text);
  return dialog;
}

describe("Envelopes: the letter of credit", () => {
  it("a pasted MT700 shows the credit, its headline, the dated verdict and its lines, each difference naming the document, the page and both values", async () => {
    const backend = creditBackend();
    const user = userEvent.setup();
    const { calls } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user);
    expect(await within(section()).findByText(/No credit yet/)).toBeInTheDocument();

    const dialog = await pasteCredit(user, MT700);
    await user.click(within(dialog).getByRole("button", { name: "Import credit" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(creditCalls(calls, "envelope_credit_import")).toEqual([{ id: DRAFT_ID, text: MT700 }]);

    const s = section();
    const credit = within(s).getByLabelText("Credit");
    expect(credit).toHaveTextContent("Credit numberLC2026-0042");
    expect(credit).toHaveTextContent("AmountUSD 100,000.00 (+5% / -5%) · the invoice may total USD 95,000.00 to 105,000.00");
    expect(credit).toHaveTextContent("Expiry15 Dec 2026 in ROTTERDAM");
    expect(credit).toHaveTextContent("Latest shipment20 Nov 2026");
    expect(within(s).getByText("1 difference with credit LC2026-0042")).toBeInTheDocument();
    const verdict = within(s).getByText("Present to the bank by 12 Dec 2026 — 9 days left");
    expect(verdict.closest("p")).toHaveTextContent("21 days after shipment (48)");
    expect(verdict.closest("p")).not.toHaveClass("credit-check__verdict--danger");

    const checks = within(s).getByRole("list", { name: "Credit checks" });
    const lines = within(checks).getAllByRole("listitem").filter((li) => li.parentElement === checks);
    expect(lines.map((l) => l.querySelector(".doc-check__head")?.textContent)).toEqual([
      "Invoice currency (32B)MatchesUSD — matches in invoice.pdf p.1",
      "Invoice amount (32B, 39A)Differs1 difference from the credit (at most USD 105 000.00) — invoice.pdf p.1",
      "Shipment date (44C)Matcheson or before 2026-11-20 — matches in eBL MAEU240001 p.1",
      "Documents required (46A)Not foundnot stated in any document",
      "Transhipment (43T)Not checkednot checked — the eBL's PDF does not say",
    ]);
    expect(within(checks).getByRole("list", { name: "Invoice amount (32B, 39A): differences" })).toHaveTextContent(
      "invoice.pdf, page 1: amount USD 120 000.00 — credit: at most USD 105 000.00",
    );
    expect(within(s).getByRole("list", { name: "For the examiner to read" })).toHaveTextContent(
      "47A +ALL DOCUMENTS MUST INDICATE THE CREDIT NUMBER — an additional condition: free text for the examiner to read",
    );
    // The eBL check goes on beside it.
    expect(screen.getByRole("heading", { name: "Check against the eBL", level: 3 })).toBeInTheDocument();
  });

  it("a malformed credit is refused in words naming the line; the dialog keeps the text to fix", async () => {
    const backend = creditBackend();
    const user = userEvent.setup();
    const { calls } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user);
    const dialog = await pasteCredit(user, "Dear customer, please find the credit below");
    await user.click(within(dialog).getByRole("button", { name: "Import credit" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("The credit was not read");
    expect(alert).toHaveTextContent("Line 1 of the credit: text before its first :tag: field.");
    expect(alert).toHaveTextContent("credit.malformed");
    const field = within(dialog).getByRole("textbox", { name: "The MT700's text" });
    expect(field).toHaveValue("Dear customer, please find the credit below");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(creditCalls(calls, "envelope_credit_import")).toHaveLength(1);
    expect(backend.hasCredit()).toBe(false);
    expect(await axeViolations(dialog)).toEqual([]);

    // Escape closes it; the section still has no credit, and no error stays behind.
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(within(section()).getByText(/No credit yet/)).toBeInTheDocument();
    expect(within(section()).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("an MT707 from the amendment dialog raises the amount: the credit complies; Remove credit takes it off", async () => {
    const backend = creditBackend();
    const user = userEvent.setup();
    const { calls } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user);
    const dialog = await pasteCredit(user, MT700);
    await user.click(within(dialog).getByRole("button", { name: "Import credit" }));
    await within(section()).findByText("1 difference with credit LC2026-0042");

    await user.click(within(section()).getByRole("button", { name: "Add amendment (MT707)…" }));
    const amend = await screen.findByRole("dialog", { name: "Add amendment (MT707)" });
    await user.click(within(amend).getByRole("textbox", { name: "The MT707's text" }));
    await user.paste(MT707);
    await user.click(within(amend).getByRole("button", { name: "Apply amendment" }));
    expect(await within(section()).findByText("Complies with credit LC2026-0042")).toBeInTheDocument();
    expect(within(section()).getByLabelText("Credit")).toHaveTextContent("LC2026-0042 · 1 amendment applied");
    expect(within(section()).getByLabelText("Credit")).toHaveTextContent("USD 125,000.00 (+5% / -5%)");
    expect(within(section()).queryByRole("list", { name: /differences/ })).not.toBeInTheDocument();
    expect(creditCalls(calls, "envelope_credit_import").map((a) => a.text)).toEqual([MT700, MT707]);
    expect(await axeViolations(section())).toEqual([]);

    await user.click(within(section()).getByRole("button", { name: "Remove credit" }));
    expect(await within(section()).findByText(/No credit yet/)).toBeInTheDocument();
    expect(creditCalls(calls, "envelope_credit_remove")).toEqual([{ id: DRAFT_ID }]);
    expect(backend.hasCredit()).toBe(false);
    expect(within(section()).queryByRole("list", { name: "Credit checks" })).not.toBeInTheDocument();
    expect(within(section()).getByRole("button", { name: "Import credit…" })).toBeEnabled();
  });

  it("Import credit… takes the file the dialog hands over; 2 days left reads in the danger colour", async () => {
    const backend = creditBackend({ daysLeft: 2 });
    backend.pickInDialog(["/docs/lc-0042.txt"]);
    const user = userEvent.setup();
    const { calls } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user);
    await user.click(await within(section()).findByRole("button", { name: "Import credit…" }));
    expect(await within(section()).findByText("1 difference with credit LC2026-0042")).toBeInTheDocument();
    expect(creditCalls(calls, "envelope_credit_import_file")).toEqual([{ id: DRAFT_ID, path: "/docs/lc-0042.txt" }]);
    const verdict = within(section()).getByText("Present to the bank by 12 Dec 2026 — 2 days left").closest("p");
    expect(verdict).toHaveClass("credit-check__verdict--danger");
    expect(verdict).toHaveTextContent("Soon");
  });

  it("with no eBL linked the section says the check needs it, and offers no import", async () => {
    const user = userEvent.setup();
    const unlinked: Draft = { ...LINKED };
    delete unlinked.eblId;
    const plain = envelopeBackend({ drafts: [unlinked], ebls: [BILL] });
    renderWithIpc(<EnvelopesScreen />, plain.handler);
    await openDraft(user);
    expect(await within(section()).findByText(/Link the envelope to its eBL \(above\)/)).toBeInTheDocument();
    expect(within(section()).queryByRole("button")).not.toBeInTheDocument();
  });

  it("the send review shows the credit's verdict and its difference; Sign and send waits for the acknowledgement", async () => {
    const backend = creditBackend();
    const user = userEvent.setup();
    const { calls } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user);
    const paste = await pasteCredit(user, MT700);
    await user.click(within(paste).getByRole("button", { name: "Import credit" }));
    await within(section()).findByText("1 difference with credit LC2026-0042");

    await user.click(screen.getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(backend.uploading()).toBe(DRAFT_ID));
    act(() => backend.finishUpload());
    const dialog = await screen.findByRole("dialog", { name: "Review and sign" });
    expect(await within(dialog).findByText("1 difference with credit LC2026-0042")).toBeInTheDocument();
    expect(within(dialog).getByText(/Present to the bank by 12 Dec 2026 — 9 days left/)).toBeInTheDocument();
    expect(within(dialog).getByRole("list", { name: "Differences from the credit" })).toHaveTextContent(
      "invoice.pdf, page 1: amount USD 120 000.00 — credit: at most USD 105 000.00",
    );
    const send = within(dialog).getByRole("button", { name: "Sign and send" });
    expect(send).toBeDisabled();
    expect(dialog).toHaveTextContent("1 difference from the credit LC2026-0042");
    await user.click(within(dialog).getByRole("checkbox", { name: "I have seen the difference and want to send anyway" }));
    expect(send).toBeEnabled();
    await user.click(send);
    await waitFor(() =>
      expect(creditCalls(calls, "envelope_sign_and_send")).toEqual([
        { id: DRAFT_ID, acknowledgedDifferences: "digest-0", typedRecipient: null },
      ]),
    );
  });
});
