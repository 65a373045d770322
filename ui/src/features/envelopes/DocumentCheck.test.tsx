import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import type { Draft } from "../../bindings/Draft";
import type { CheckFinding } from "../../bindings/CheckFinding";
import type { CheckOutcome } from "../../bindings/CheckOutcome";
import type { DraftCheck } from "../../bindings/DraftCheck";
import type { DraftCheckLine } from "../../bindings/DraftCheckLine";
import type { DraftDocument } from "../../bindings/DraftDocument";
import type { EblChoice } from "../../bindings/EblChoice";
import { axeViolations } from "../../test/axe";
import { SIGNED_IN } from "../../test/fixtures";
import { ipcError, renderWithIpc } from "../../test/renderWithIpc";
import { EnvelopesScreen } from "./EnvelopesScreen";
import { envelopeBackend, LOTUS_INBOX } from "./testing/envelopeBackend";

const DRAFT_ID = "5e3a7c9b-1d2f-4a6c-8e0b-2f4d6a8c0e1b";

const BILL: EblChoice = {
  id: "a1b2c3d4-0000-4000-8000-000000000001",
  reference: "MAEU240001",
  transportDocumentReference: "MAEU240001",
  state: "ISSUED",
  isOriginal: true,
  heldByUs: true,
};
const OTHER_BILL: EblChoice = {
  ...BILL,
  id: "a1b2c3d4-0000-4000-8000-000000000002",
  reference: "MAEU240002",
  transportDocumentReference: "MAEU240002",
  state: "SURRENDER_FOR_DELIVERY_REQUESTED",
  isOriginal: false,
};

function doc(path: string, size: number, documentType: string, documentId: string): DraftDocument {
  return {
    path,
    fileName: path.split("/").pop() ?? path,
    size,
    mediaType: "application/pdf",
    documentType,
    documentId,
    metadata: [],
  };
}

const INVOICE = doc("/docs/invoice.pdf", 1000, "INV", "4711");
const PACKING = doc("/docs/packing-list.pdf", 3000, "PKL", "PL-9");

const READY: Draft = {
  id: DRAFT_ID,
  kind: "standard",
  recipientInbox: LOTUS_INBOX,
  recipientName: "Lotus Trading",
  payToCollect: false,
  acidNumber: "",
  companyId: "",
  inboxId: "",
  documents: [INVOICE, PACKING],
  uploaded: null,
  updatedAt: new Date(2026, 0, 5, 8, 0).getTime(),
};

/** The check as the Rust side answers it: two differences while the packing list is in the draft. */
function checkOf(draft: Draft): DraftCheck {
  const withPacking = draft.documents.some((d) => d.fileName === "packing-list.pdf");
  const found = (document: string, page: number, outcome: CheckOutcome, value: string, expected: string): CheckFinding => ({
    document,
    page,
    outcome,
    found: value,
    expected,
    note: null,
  });
  const invoiceContainer = found("invoice.pdf", 1, "matches", "MSKU9070323", "MSKU9070323");
  const lines: DraftCheckLine[] = [
    {
      title: "B/L number",
      check: "blNumber",
      outcome: "matches",
      summary: "Every document names MAEU240001.",
      findings: [found("invoice.pdf", 1, "matches", "MAEU240001", "MAEU240001")],
    },
    withPacking
      ? {
          title: "Containers",
          check: "containers",
          outcome: "differs",
          summary: "A document names a container the bill does not.",
          findings: [
            invoiceContainer,
            { ...found("packing-list.pdf", 2, "differs", "MSKU9070324", "MSKU9070323"), note: "check digit wrong" },
          ],
        }
      : { title: "Containers", check: "containers", outcome: "matches", summary: "The same containers.", findings: [invoiceContainer] },
    withPacking
      ? {
          title: "Gross weight",
          check: "grossWeight",
          outcome: "differs",
          summary: "A total differs from the bill's.",
          findings: [found("packing-list.pdf", 1, "differs", "23 100 KGS", "21 000 KGS")],
        }
      : { title: "Gross weight", check: "grossWeight", outcome: "matches", summary: "21 000 KGS everywhere.", findings: [] },
    { title: "Vessel", check: "vessel", outcome: "notFound", summary: "No document names the vessel.", findings: [] },
    { title: "Shipper", check: "shipper", outcome: "notChecked", summary: "No text to read the shipper from.", findings: [] },
  ];
  return {
    draftId: draft.id,
    eblId: BILL.id,
    ebl: BILL,
    lines,
    pagesNotChecked: withPacking ? [{ document: "packing-list.pdf", pages: [3], wholeDocument: false, reason: "no text (a scan?)" }] : [],
    differences: withPacking ? 2 : 0,
    digest: withPacking ? "digest-two" : "digest-none",
    documents: draft.documents.map((d) => ({
      fileName: d.fileName,
      path: d.path,
      checked: true,
      pages: 2,
      pagesWithoutText: 0,
      note: null,
    })),
    eblFromCache: false,
    eblPdfNote: null,
    checkedAt: new Date(2026, 0, 5, 9, 45).getTime(),
  };
}

async function openDraft(user: ReturnType<typeof userEvent.setup>) {
  const list = await screen.findByRole("list", { name: "Drafts" });
  await user.click(within(list).getByRole("button", { name: /Lotus Trading/ }));
}

function section(name: string) {
  return screen.getByRole("heading", { name, level: 3 }).closest("section") as HTMLElement;
}

describe("Envelopes: the eBL link", () => {
  it("the picker searches as the user types; arrows and Enter link the eBL, shown with its state; Unlink", async () => {
    const backend = envelopeBackend({ drafts: [READY], ebls: [BILL, OTHER_BILL] });
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user);

    const search = await screen.findByRole("combobox", { name: "Search eBLs to link" });
    await user.type(search, "maeu2400");
    const list = screen.getByRole("listbox", { name: "eBLs" });
    await waitFor(() => expect(within(list).getAllByRole("option")).toHaveLength(2));
    await waitFor(() => expect(callsOf("envelope_search_ebls").at(-1)?.args.query).toBe("maeu2400"));
    expect(within(list).getByRole("option", { name: /MAEU240002/ })).toHaveTextContent("Surrender requested · Copy");
    expect(search).toHaveAttribute("aria-expanded", "true");

    // Escape closes the list; ArrowDown opens it again and moves to the second eBL.
    await user.keyboard("{Escape}");
    expect(search).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{ArrowDown}");
    expect(search).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{ArrowDown}");
    const active = within(list).getByRole("option", { name: /MAEU240002/ });
    expect(active).toHaveAttribute("aria-selected", "true");
    expect(search).toHaveAttribute("aria-activedescendant", active.id);
    await user.keyboard("{ArrowUp}{Enter}");

    await waitFor(() => expect(callsOf("envelope_link_ebl")[0]?.args).toEqual({ id: DRAFT_ID, eblId: BILL.id }));
    const linked = await screen.findByRole("group", { name: "Linked eBL" });
    expect(linked).toHaveTextContent("Linked to MAEU240001");
    expect(linked).toHaveTextContent("Issued");
    expect(linked).toHaveTextContent("Original");
    expect(backend.stored(DRAFT_ID)?.eblId).toBe(BILL.id);
    // Linked: the picker gives way to Change and Unlink; no demo documents off the sandbox.
    expect(screen.queryByRole("combobox", { name: "Search eBLs to link" })).not.toBeInTheDocument();

    await user.click(within(linked).getByRole("button", { name: "Unlink" }));
    await waitFor(() => expect(callsOf("envelope_link_ebl")[1]?.args).toEqual({ id: DRAFT_ID, eblId: null }));
    expect(await screen.findByRole("combobox", { name: "Search eBLs to link" })).toBeInTheDocument();
    expect(backend.stored(DRAFT_ID)?.eblId).toBeUndefined();
  }, 15_000);

  it("Enter right after typing links the first eBL that matches what was typed", async () => {
    const backend = envelopeBackend({ drafts: [READY], ebls: [BILL, OTHER_BILL] });
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user);
    await user.type(await screen.findByRole("combobox", { name: "Search eBLs to link" }), "240002{Enter}");
    await waitFor(() => expect(callsOf("envelope_link_ebl")[0]?.args).toEqual({ id: DRAFT_ID, eblId: OTHER_BILL.id }));
    const linked = await screen.findByRole("group", { name: "Linked eBL" });
    expect(linked).toHaveTextContent("Linked to MAEU240002");
    expect(linked).toHaveTextContent("Surrender requested");
    expect(linked).toHaveTextContent("Copy");
  });

  it("a document that names an eBL's B/L number proposes it; one click links it", async () => {
    const backend = envelopeBackend({
      drafts: [READY],
      ebls: [BILL],
      proposal: () => ({ ebl: BILL, fileName: "invoice.pdf", blNumber: "MAEU240001" }),
    });
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user);
    const note = await screen.findByText(/This envelope's documents name the B\/L number/);
    expect(note).toHaveTextContent("This envelope's documents name the B/L number MAEU240001 (invoice.pdf)");
    await user.click(within(note).getByRole("button", { name: "Link to MAEU240001" }));
    await waitFor(() => expect(callsOf("envelope_link_ebl")[0]?.args).toEqual({ id: DRAFT_ID, eblId: BILL.id }));
    expect(await screen.findByRole("group", { name: "Linked eBL" })).toHaveTextContent("Linked to MAEU240001");
    expect(screen.queryByText(/documents name the B\/L number/)).not.toBeInTheDocument();
  });

  it("on the embedded sandbox a linked draft takes the eBL's demo documents", async () => {
    const demoInvoice = doc("/data/demo-documents/MAEU240001-invoice.pdf", 4000, "INV", "INV-MAEU240001");
    const backend = envelopeBackend({
      drafts: [{ ...READY, documents: [], eblId: BILL.id }],
      ebls: [BILL],
      overrides: {
        envelope_add_demo_documents: ({ id }) => {
          const stored = backend.stored(id);
          if (!stored) throw new Error("not stored");
          return { ...stored, documents: [demoInvoice] };
        },
      },
    });
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user);
    const linked = await screen.findByRole("group", { name: "Linked eBL" });
    await user.click(within(linked).getByRole("button", { name: "Add demo documents" }));
    await waitFor(() => expect(callsOf("envelope_add_demo_documents")).toHaveLength(1));
    expect(await screen.findByRole("group", { name: /MAEU240001-invoice\.pdf/ })).toBeInTheDocument();
  });

  it("off the sandbox there is no demo button", async () => {
    const backend = envelopeBackend({
      drafts: [{ ...READY, eblId: BILL.id }],
      ebls: [BILL],
      overrides: { session_info: () => ({ ...SIGNED_IN, profileKind: "service" }) },
    });
    const user = userEvent.setup();
    renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user);
    const linked = await screen.findByRole("group", { name: "Linked eBL" });
    expect(within(linked).getByRole("button", { name: "Unlink" })).toBeInTheDocument();
    expect(within(linked).queryByRole("button", { name: "Add demo documents" })).not.toBeInTheDocument();
  });
});

describe("Envelopes: Check against the eBL", () => {
  it("shows a line per check with its result in words and each difference with document, page and both values; a removed document checks again", async () => {
    const backend = envelopeBackend({ drafts: [{ ...READY, eblId: BILL.id }], ebls: [BILL], check: checkOf });
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user);

    const checks = await screen.findByRole("list", { name: "Checks" });
    const lines = within(checks).getAllByRole("listitem").filter((li) => li.parentElement === checks);
    expect(lines.map((l) => l.querySelector(".doc-check__head")?.textContent)).toEqual([
      "B/L numberMatchesEvery document names MAEU240001.",
      "ContainersDiffersA document names a container the bill does not.",
      "Gross weightDiffersA total differs from the bill's.",
      "VesselNot foundNo document names the vessel.",
      "ShipperNot checkedNo text to read the shipper from.",
    ]);
    // Only the differences are listed, each naming the document, the page and both values.
    const containers = within(checks).getByRole("list", { name: "Containers: differences" });
    expect(within(containers).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "packing-list.pdf, page 2: container MSKU9070324 — bill: MSKU9070323 (check digit wrong)",
    ]);
    expect(within(checks).getByRole("list", { name: "Gross weight: differences" })).toHaveTextContent(
      "packing-list.pdf, page 1: gross weight 23 100 KGS — bill: 21 000 KGS",
    );
    expect(within(checks).queryByRole("list", { name: "B/L number: differences" })).not.toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Documents not checked" })).toHaveTextContent(
      "packing-list.pdf: page 3 — no text (a scan?)",
    );
    expect(section("Check against the eBL")).toHaveTextContent("2 differences between the documents and MAEU240001");
    expect(callsOf("envelope_check")).toHaveLength(1);

    // The packing list goes: the Rust side is asked again, for the draft as saved without it.
    const group = screen.getByRole("group", { name: /packing-list\.pdf/ });
    await user.click(within(group).getByRole("button", { name: /Remove/ }));
    await waitFor(() => expect(section("Check against the eBL")).toHaveTextContent("No differences between the documents"));
    expect(callsOf("envelope_check")).toHaveLength(2);
    expect(backend.stored(DRAFT_ID)?.documents.map((d) => d.fileName)).toEqual(["invoice.pdf"]);
    expect(screen.queryByRole("list", { name: "Containers: differences" })).not.toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Documents not checked" })).not.toBeInTheDocument();
  });

  it("the draft, its eBL, its check and the open picker have no accessibility violation", async () => {
    const backend = envelopeBackend({ drafts: [{ ...READY, eblId: BILL.id }], ebls: [BILL, OTHER_BILL], check: checkOf });
    const user = userEvent.setup();
    renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user);
    await screen.findByRole("list", { name: "Checks" });
    await user.click(screen.getByRole("button", { name: "Change eBL…" }));
    await user.type(screen.getByRole("combobox", { name: "Search eBLs to link" }), "MAEU");
    const list = screen.getByRole("listbox", { name: "eBLs" });
    await waitFor(() => expect(within(list).getAllByRole("option")).toHaveLength(2));
    expect(await axeViolations(section("eBL"))).toEqual([]);
    expect(await axeViolations(section("Check against the eBL"))).toEqual([]);
    // The whole draft, the document rows' fields with it (their type field, a combobox, says
    // whether its list is open).
    const drafts = document.getElementById("envelopes-panel-drafts");
    expect(drafts).not.toBeNull();
    expect(await axeViolations(drafts as Element)).toEqual([]);
  }, 15_000);

  it("a document dropped again (replaced on disk under the same name) is checked again", async () => {
    const backend = envelopeBackend({ drafts: [{ ...READY, eblId: BILL.id }], ebls: [BILL], check: checkOf });
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user);
    await screen.findByRole("list", { name: "Checks" });
    expect(callsOf("envelope_check")).toHaveLength(1);
    const hook = window.__eblDeskDropPaths;
    if (!hook) throw new Error("the drop hook is not installed");
    await act(() => hook(["/docs/packing-list.pdf"]));
    await waitFor(() => expect(callsOf("envelope_check")).toHaveLength(2));
  });

  it("shows its progress while the text is read, and a failure in words without stopping the editing", async () => {
    let release: (() => void) | null = null;
    let fail = true;
    const backend = envelopeBackend({ drafts: [{ ...READY, eblId: BILL.id }], ebls: [BILL], check: checkOf });
    const handler = (cmd: string, args: Record<string, unknown>) => {
      if (cmd === "envelope_check") {
        return new Promise((resolve) => {
          release = () =>
            resolve(
              fail
                ? ipcError("pdf.timeout", "The PDF took too long to read; it was stopped.")
                : backend.handler(cmd, args),
            );
        });
      }
      return backend.handler(cmd, args);
    };
    const user = userEvent.setup();
    renderWithIpc(<EnvelopesScreen />, handler);
    await openDraft(user);
    expect(await screen.findByText(/Reading the documents' text and checking them against MAEU240001/)).toHaveAttribute(
      "role",
      "status",
    );
    await waitFor(() => expect(release).not.toBeNull());
    act(() => release?.());
    const alert = await within(section("Check against the eBL")).findByRole("alert");
    expect(alert).toHaveTextContent("The documents could not be checked against the eBL");
    // Editing goes on.
    const field = within(screen.getByRole("group", { name: /invoice\.pdf/ })).getByRole("textbox", { name: "Document id" });
    expect(field).toBeEnabled();

    fail = false;
    release = null;
    await user.click(within(section("Check against the eBL")).getByRole("button", { name: "Check again" }));
    await waitFor(() => expect(release).not.toBeNull());
    act(() => release?.());
    expect(await within(section("Check against the eBL")).findByText("2 differences")).toBeInTheDocument();
    expect(within(section("Check against the eBL")).queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("Envelopes: the send review and the check", () => {
  async function uploadAndReview(backend: ReturnType<typeof envelopeBackend>, user: ReturnType<typeof userEvent.setup>) {
    await openDraft(user);
    await user.click(screen.getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(backend.uploading()).toBe(DRAFT_ID));
    act(() => backend.finishUpload());
    return screen.findByRole("dialog", { name: "Review and sign" });
  }

  it("with differences, Sign and send waits for the acknowledgement, which sends the digest shown", async () => {
    const backend = envelopeBackend({ drafts: [{ ...READY, eblId: BILL.id }], ebls: [BILL], check: checkOf });
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    const dialog = await uploadAndReview(backend, user);

    expect(await within(dialog).findByText("2 differences")).toBeInTheDocument();
    const differences = within(dialog).getByRole("list", { name: "Differences" });
    expect(within(differences).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "packing-list.pdf, page 2: container MSKU9070324 — bill: MSKU9070323 (check digit wrong)",
      "packing-list.pdf, page 1: gross weight 23 100 KGS — bill: 21 000 KGS",
    ]);
    const send = within(dialog).getByRole("button", { name: "Sign and send" });
    const ack = within(dialog).getByRole("checkbox", { name: "I have seen the 2 differences and want to send anyway" });
    expect(send).toBeDisabled();
    await user.click(send);
    expect(callsOf("envelope_sign_and_send")).toHaveLength(0);

    await user.click(ack);
    expect(send).toBeEnabled();
    await user.click(ack);
    expect(send).toBeDisabled();
    await user.click(ack);
    await user.click(send);
    await waitFor(() =>
      expect(callsOf("envelope_sign_and_send")[0]?.args).toEqual({ id: DRAFT_ID, acknowledgedDifferences: "digest-two", typedRecipient: null }),
    );
    expect(await screen.findByText(/Envelope sent to Lotus Trading/)).toBeInTheDocument();
  });

  it("with no differences, or no eBL linked, nothing more is asked", async () => {
    for (const draft of [{ ...READY, documents: [INVOICE], eblId: BILL.id }, { ...READY, documents: [INVOICE] }]) {
      const backend = envelopeBackend({ drafts: [draft], ebls: [BILL], check: checkOf });
      const user = userEvent.setup();
      const { callsOf, unmount } = renderWithIpc(<EnvelopesScreen />, backend.handler);
      const dialog = await uploadAndReview(backend, user);
      await waitFor(() => expect(callsOf("envelope_send_review")).toHaveLength(1));
      if (draft.eblId) expect(await within(dialog).findByText("No differences")).toBeInTheDocument();
      else expect(within(dialog).queryByText("Checked against the eBL")).not.toBeInTheDocument();
      expect(within(dialog).queryByRole("checkbox")).not.toBeInTheDocument();
      const send = within(dialog).getByRole("button", { name: "Sign and send" });
      await waitFor(() => expect(send).toBeEnabled());
      await user.click(send);
      await waitFor(() =>
        expect(callsOf("envelope_sign_and_send")[0]?.args).toEqual({ id: DRAFT_ID, acknowledgedDifferences: null, typedRecipient: null }),
      );
      unmount();
    }
  }, 15_000);
});
