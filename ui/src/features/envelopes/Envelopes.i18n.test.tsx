import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";

import type { CheckFinding } from "../../bindings/CheckFinding";
import type { CheckOutcome } from "../../bindings/CheckOutcome";
import type { CreditCheckView } from "../../bindings/CreditCheckView";
import type { Draft } from "../../bindings/Draft";
import type { DraftCheck } from "../../bindings/DraftCheck";
import type { DraftDocument } from "../../bindings/DraftDocument";
import type { EblChoice } from "../../bindings/EblChoice";
import type { ReceiverCheck } from "../../bindings/ReceiverCheck";
import { setLanguage, t } from "../../i18n";
import { expectAllFromCatalogue, expectNoAxeViolations } from "../../test/i18nCheck";
import { renderWithIpc } from "../../test/renderWithIpc";
import { EnvelopesScreen } from "./EnvelopesScreen";
import { envelopeBackend, LOTUS_INBOX } from "./testing/envelopeBackend";

// The Envelopes screen in the pseudo-locale and in Arabic: every word it shows comes from the
// catalogue (envelopes.ftl), data stays isolated left to right, and axe finds nothing.

const DRAFT_ID = "5e3a7c9b-1d2f-4a6c-8e0b-2f4d6a8c0e1b";

const BILL: EblChoice = {
  id: "a1b2c3d4-0000-4000-8000-000000000001",
  reference: "MAEU240001",
  transportDocumentReference: "MAEU240001",
  state: "ISSUED",
  isOriginal: true,
  heldByUs: true,
};

function doc(path: string, size: number, documentType: string, documentId: string): DraftDocument {
  return { path, fileName: path.split("/").pop() ?? path, size, mediaType: "application/pdf", documentType, documentId, metadata: [] };
}

const READY: Draft = {
  id: DRAFT_ID,
  kind: "standard",
  recipientInbox: LOTUS_INBOX,
  recipientName: "Lotus Trading",
  payToCollect: false,
  acidNumber: "",
  companyId: "",
  inboxId: "",
  documents: [doc("/docs/invoice.pdf", 1000, "INV", "4711"), doc("/docs/packing-list.pdf", 3000, "PKL", "PL-9")],
  uploaded: null,
  updatedAt: new Date(2026, 0, 5, 8, 0).getTime(),
};
const LINKED: Draft = { ...READY, eblId: BILL.id };

const finding = (document: string, page: number, outcome: CheckOutcome, found: string, expected: string): CheckFinding => ({
  document,
  page,
  outcome,
  found,
  expected,
  note: null,
});

/** The sentences the Rust side writes (in the user's language there; English in these fixtures). */
const RUST_TEXT = [
  "B/L number",
  "Every document names MAEU240001.",
  "Containers",
  "A document names a container the bill does not.",
  "Gross weight",
  "A total differs from the bill's.",
  "Vessel",
  "No document names the vessel.",
  "no text (a scan?)",
  "check digit wrong",
  "Invoice amount (32B, 39A)",
  "1 difference from the credit (at most USD 105 000.00) — invoice.pdf p.1",
  "at most USD 105 000.00",
  "21 days after shipment (48)",
  "an additional condition: free text for the examiner to read",
  "Cannot be read: No such file or directory (os error 2).",
  "Enter the ACID number.",
  "Add at least one document.",
  "Choose a document type.",
  "An ACID number has 19 digits; this has 18.",
  "You never sent an envelope to this inbox.",
];

const CREDIT: CreditCheckView = {
  number: "LC2026-0042",
  hash: "ab",
  amendments: 1,
  amount: "USD 100,000.00",
  tolerance: "+5% / -5%",
  amountRange: "USD 95,000.00 to 105,000.00",
  expiry: "2026-12-15",
  expiryPlace: "ROTTERDAM",
  latestShipment: "2026-11-20",
  applicant: "NORDIC IMPORT BV",
  beneficiary: "SHANGHAI EXPORT CO LTD",
  lines: [
    {
      title: "Invoice amount (32B, 39A)",
      check: "invoiceAmount",
      outcome: "differs",
      summary: "Invoice amount (32B, 39A): 1 difference from the credit (at most USD 105 000.00) — invoice.pdf p.1",
      findings: [finding("invoice.pdf", 1, "differs", "USD 120 000.00", "at most USD 105 000.00")],
    },
  ],
  forExaminer: [
    { tag: "47A", text: "+ALL DOCUMENTS MUST INDICATE THE CREDIT NUMBER", why: "an additional condition: free text for the examiner to read" },
  ],
  differences: 1,
  digest: "credit-digest",
  presentBy: "2026-12-12",
  daysLeft: 9,
  verdict: {
    today: "2026-12-03",
    shipmentDate: "2026-11-21",
    presentBy: "2026-12-12",
    because: "21 days after shipment (48)",
    daysLeft: 9,
    differences: 1,
    words: "Present to the bank by 12 Dec 2026 — 9 days left",
  },
};

/** The check as the Rust side answers it: two differences, a page not read, and the credit. */
function checkOf(draft: Draft, credit: CreditCheckView | null = CREDIT): DraftCheck {
  const check: DraftCheck = {
    draftId: draft.id,
    eblId: BILL.id,
    ebl: BILL,
    lines: [
      {
        title: "B/L number",
        check: "blNumber",
        outcome: "matches",
        summary: "Every document names MAEU240001.",
        findings: [finding("invoice.pdf", 1, "matches", "MAEU240001", "MAEU240001")],
      },
      {
        title: "Containers",
        check: "containers",
        outcome: "differs",
        summary: "A document names a container the bill does not.",
        findings: [{ ...finding("packing-list.pdf", 2, "differs", "MSKU9070324", "MSKU9070323"), note: "check digit wrong" }],
      },
      {
        title: "Gross weight",
        check: "grossWeight",
        outcome: "differs",
        summary: "A total differs from the bill's.",
        findings: [finding("packing-list.pdf", 1, "differs", "23 100 KGS", "21 000 KGS")],
      },
      { title: "Vessel", check: "vessel", outcome: "notFound", summary: "No document names the vessel.", findings: [] },
    ],
    pagesNotChecked: [{ document: "packing-list.pdf", pages: [3], wholeDocument: false, reason: "no text (a scan?)" }],
    differences: 2,
    digest: "digest-two",
    documents: draft.documents.map((d) => ({ fileName: d.fileName, path: d.path, checked: true, pages: 2, pagesWithoutText: 0, note: null })),
    eblFromCache: false,
    eblPdfNote: null,
    checkedAt: new Date(2026, 0, 5, 9, 45).getTime(),
  };
  return credit ? { ...check, credit } : check;
}

/**
 * What of `root` is this screen's to translate: without the Rust side's sentences (`RUST_TEXT`)
 * and without what the eBLs screen owns and checks in its own tests (the eBL's state in words,
 * the receiver check).
 */
function ownWords(root: Element): Element {
  const copy = root.cloneNode(true) as Element;
  copy.querySelectorAll(".receiver-check, .ebl-link__linked .badge[title]").forEach((el) => el.remove());
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  const longestFirst = [...RUST_TEXT].sort((a, b) => b.length - a.length);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    let text = node.textContent ?? "";
    for (const rust of longestFirst) text = text.split(rust).join(" ");
    node.textContent = text;
  }
  return copy;
}

async function openDraft(user: ReturnType<typeof userEvent.setup>) {
  const list = await screen.findByRole("list", { name: t("env-drafts-list-name") });
  await user.click(within(list).getByRole("button", { name: /Lotus Trading/ }));
}

async function drop(paths: string[]) {
  const hook = window.__eblDeskDropPaths;
  if (!hook) throw new Error("the drop hook is not installed");
  await act(() => hook(paths));
}

const LOTUS_CHECK: ReceiverCheck = {
  inboxId: LOTUS_INBOX,
  name: "Lotus Trading",
  nameSource: "named on 1 eBL, as consignee",
  sources: [{ name: "Lotus Trading", kind: "NAMED_ON_EBLS", text: "named on 1 eBL (as consignee)" }],
  verified: null,
  appearsOn: ["MAEU240001"],
  earlierTransfers: [],
  nearMisses: [],
  flags: [],
  firstTransfer: true,
  firstAction: true,
  typeToConfirm: "Lotus Trading",
  whyTyped: "You never sent an envelope to this inbox.",
};

/** Rendering a whole panel and running axe over it takes seconds on a busy machine. */
const SLOW = 30_000;

afterEach(() => setLanguage("en"));

describe.each(["en-XA", "ar"] as const)("Envelopes in %s", (lang) => {
  it("the screen with no envelope open: every word from the catalogue, no accessibility violation", async () => {
    setLanguage(lang);
    const { container } = renderWithIpc(<EnvelopesScreen />, envelopeBackend().handler);
    expect(await screen.findByText(t("env-empty-title"))).toBeInTheDocument();
    expect(await screen.findByText(t("env-drafts-empty"))).toBeInTheDocument();
    expectAllFromCatalogue(ownWords(container), lang);
    await expectNoAxeViolations(container);
    expect(document.documentElement.dir).toBe(lang === "ar" ? "rtl" : "ltr");
  }, SLOW);

  it("an open draft: its recipient, documents, eBL, the check against it and the credit", async () => {
    setLanguage(lang);
    const backend = envelopeBackend({ drafts: [LINKED], ebls: [BILL], check: (d) => checkOf(d) });
    const user = userEvent.setup();
    const { container } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user);
    const checks = await screen.findByRole("list", { name: t("env-check-lines") });
    expect(within(checks).getAllByText(t("env-outcome-differs"))).toHaveLength(2);
    expect(await screen.findByRole("list", { name: t("env-credit-checks") })).toBeInTheDocument();
    expect(await screen.findByText(t("env-recipient-known-country", { name: "Lotus Trading", country: "AE" }))).toBeInTheDocument();
    expect(screen.getByRole("group", { name: t("env-ebl-linked-group") })).toHaveTextContent("MAEU240001");

    expectAllFromCatalogue(ownWords(container), lang);
    await expectNoAxeViolations(container);
    // References and file names are data: left to right and isolated, in any language.
    const reference = within(screen.getByRole("group", { name: t("env-ebl-linked-group") })).getByText("MAEU240001");
    expect(reference.closest("bdi")).toHaveAttribute("dir", "ltr");
    const name = within(screen.getByRole("list", { name: t("env-documents-list") })).getByRole("heading", { name: "invoice.pdf" });
    expect(name).toHaveAttribute("dir", "ltr");
    if (lang === "ar") {
      expect(document.documentElement.dir).toBe("rtl");
      // A count in Arabic words and digits; the finding names its document as isolated data.
      expect(screen.getByRole("heading", { name: t("env-documents-heading", { count: 2 }) })).toHaveTextContent(
        "المستندات (\u2068٢\u2069)",
      );
      expect(screen.getByRole("list", { name: t("env-check-line-differences", { title: "Containers" }) })).toHaveTextContent(
        "\u2068packing-list.pdf\u2069",
      );
    }
  }, SLOW);

  it("the upload's progress, then the review of what will be signed with the differences to acknowledge", async () => {
    setLanguage(lang);
    const backend = envelopeBackend({ drafts: [LINKED], ebls: [BILL], check: (d) => checkOf(d, null) });
    const user = userEvent.setup();
    const { container } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user);
    await screen.findByRole("list", { name: t("env-check-lines") });
    await user.click(screen.getByRole("button", { name: t("env-upload") }));
    const total = await screen.findByRole("progressbar", { name: t("env-upload-progress") });
    act(() => backend.progress(1500, 4000));
    expect(total).toHaveAttribute("aria-valuenow", "37");
    expectAllFromCatalogue(ownWords(container), lang);
    await expectNoAxeViolations(container);

    act(() => backend.finishUpload());
    const dialog = await screen.findByRole("dialog", { name: t("env-review-dialog") });
    expect(await within(dialog).findByRole("checkbox", { name: t("env-acknowledge", { count: 2 }) })).toBeInTheDocument();
    expectAllFromCatalogue(ownWords(dialog), lang);
    await expectNoAxeViolations(dialog);
    expect(within(dialog).getByText("9d1c7a4e-2b3f-4e5a-8c6d-7e8f9a0b1c2d").closest("bdi")).toHaveAttribute("dir", "ltr");
  }, SLOW);

  it("the dialog to paste a credit", async () => {
    setLanguage(lang);
    const backend = envelopeBackend({ drafts: [LINKED], ebls: [BILL], check: (d) => checkOf(d, null) });
    const user = userEvent.setup();
    renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user);
    await user.click(await screen.findByRole("button", { name: t("env-credit-paste") }));
    const dialog = await screen.findByRole("dialog", { name: t("env-paste-title-credit") });
    expectAllFromCatalogue(ownWords(dialog), lang);
    await expectNoAxeViolations(dialog);
  }, SLOW);

  it("the Sent list", async () => {
    setLanguage(lang);
    const backend = envelopeBackend({
      sent: [
        {
          envelopeId: "e-77",
          recipient: "Egypt ACI 1234567890123456789",
          documents: [{ fileName: "goods.pdf", size: 10, documentType: "GOO", documentId: "" }],
          sentAt: new Date(2026, 0, 4, 16, 5).getTime(),
        },
      ],
    });
    const user = userEvent.setup();
    const { container } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await user.click(screen.getByRole("tab", { name: t("env-tab-sent") }));
    const table = await screen.findByRole("table", { name: t("env-sent-table") });
    expect(within(table).getByText("e-77").closest("bdi")).toHaveAttribute("dir", "ltr");
    expectAllFromCatalogue(ownWords(container), lang);
    await expectNoAxeViolations(container);
  }, SLOW);

  it("a drop that adds some files and not others, then an Egypt ACI envelope with its problems", async () => {
    setLanguage(lang);
    const user = userEvent.setup();
    const { container } = renderWithIpc(<EnvelopesScreen />, envelopeBackend().handler);
    await screen.findByText(t("env-empty-title"));
    await drop(["/docs/invoice.pdf", "/docs/box", "/home/me/gone.txt"]);
    const notice = (await screen.findByRole("list", { name: t("env-not-added-list") })).closest("[role=status]") as HTMLElement;
    expect(notice).toHaveTextContent(t("env-files-added", { count: 3 }));
    expect(within(notice).getByText("gone.txt")).toHaveAttribute("dir", "ltr");

    const kind = screen.getByRole("radiogroup", { name: t("env-kind") });
    await user.click(within(kind).getByRole("radio", { name: t("env-kind-aci") }));
    const acid = screen.getByLabelText(t("env-acid"));
    await user.type(acid, "123456789012345678");
    await user.tab();
    await expect.poll(() => acid.getAttribute("aria-invalid")).toBe("true");
    expectAllFromCatalogue(ownWords(container), lang);
    await expectNoAxeViolations(container);
  }, SLOW);

  it("the recipient to confirm before the upload", async () => {
    setLanguage(lang);
    const backend = envelopeBackend({ drafts: [READY], receiver: () => LOTUS_CHECK });
    const user = userEvent.setup();
    renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user);
    await user.click(screen.getByRole("button", { name: t("env-upload") }));
    const dialog = await screen.findByRole("dialog", { name: t("env-confirm-title") });
    expect(within(dialog).getByRole("button", { name: t("env-upload") })).toBeDisabled();
    expectAllFromCatalogue(ownWords(dialog), lang);
    await expectNoAxeViolations(dialog);
  }, SLOW);
});
