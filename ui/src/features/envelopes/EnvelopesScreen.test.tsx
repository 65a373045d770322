import { emit } from "@tauri-apps/api/event";
import { mockWindows } from "@tauri-apps/api/mocks";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { Draft } from "../../bindings/Draft";
import type { DraftDocument } from "../../bindings/DraftDocument";
import type { ReceiverCheck } from "../../bindings/ReceiverCheck";
import { ipcError, renderWithIpc } from "../../test/renderWithIpc";
import { EnvelopesScreen } from "./EnvelopesScreen";
import { envelopeBackend, KEY_ADDRESS, LOTUS_INBOX } from "./testing/envelopeBackend";

const DRAFT_ID = "3c1e5a7b-9d2f-4a6c-8e0b-1f3d5a7c9e2b";
const OTHER_ID = "4d2f6b8c-0e3a-4b7d-9f1c-2a4e6b8d0f3c";

function fileDoc(path: string, size: number, described: Partial<DraftDocument> = {}): DraftDocument {
  return {
    path,
    fileName: path.split("/").pop() ?? path,
    size,
    mediaType: path.endsWith(".pdf") ? "application/pdf" : "image/png",
    documentType: "",
    documentId: "",
    metadata: [],
    ...described,
  };
}

/** A draft that can be uploaded as it is: a recipient, two described documents. */
const READY: Draft = {
  id: DRAFT_ID,
  kind: "standard",
  recipientInbox: LOTUS_INBOX,
  recipientName: "Lotus Trading",
  payToCollect: false,
  acidNumber: "",
  companyId: "",
  inboxId: "",
  documents: [
    fileDoc("/docs/invoice.pdf", 1000, { documentType: "INV", documentId: "4711" }),
    fileDoc("/docs/packing-list.pdf", 3000, { documentType: "PKL", documentId: "PL-9" }),
  ],
  uploaded: null,
  updatedAt: new Date(2026, 0, 5, 8, 0).getTime(),
};

const OTHER: Draft = { ...READY, id: OTHER_ID, recipientInbox: "", recipientName: "", documents: [], updatedAt: READY.updatedAt - 1000 };

async function drop(paths: string[]) {
  const hook = window.__eblDeskDropPaths;
  if (!hook) throw new Error("the drop hook is not installed");
  await act(() => hook(paths));
}

function documentGroup(fileName: string) {
  return screen.getByRole("group", { name: fileName });
}

function documentOrder() {
  const list = screen.getByRole("list", { name: "Documents" });
  return within(list)
    .getAllByRole("heading", { level: 4 })
    .map((h) => h.textContent);
}

function lastSaved(calls: { args: Record<string, unknown> }[]) {
  return calls.at(-1)?.args.draft as Draft | undefined;
}

async function openDraft(user: ReturnType<typeof userEvent.setup>, title: RegExp) {
  const list = await screen.findByRole("list", { name: "Drafts" });
  await user.click(within(list).getByRole("button", { name: title }));
}

const createObjectURL = URL.createObjectURL;
afterEach(() => {
  URL.createObjectURL = createObjectURL;
});

describe("Envelopes: adding files", () => {
  it("a drop with no envelope open starts one with the files and says what was not added", async () => {
    const backend = envelopeBackend();
    const { callsOf } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    expect(await screen.findByText("No envelope open")).toBeInTheDocument();

    await drop(["/docs/invoice.pdf", "/docs/box", "/home/me/gone.txt"]);
    expect(callsOf("envelope_new_draft")).toHaveLength(1);
    expect(callsOf("envelope_add_paths")[0]?.args).toEqual({
      paths: ["/docs/invoice.pdf", "/docs/box", "/home/me/gone.txt"],
      existing: [],
    });
    expect(documentOrder()).toEqual(["invoice.pdf", "a.pdf", "b.pdf"]);
    expect(documentGroup("invoice.pdf")).toHaveTextContent("1000 B · PDF");
    const notice = screen.getByText(/3 files added\. 1 not added/).closest("[role=status]");
    expect(notice).toHaveTextContent("gone.txt: Cannot be read: No such file or directory");

    // A second drop: what the draft holds goes along, so the same file is not added twice.
    await drop(["/docs/invoice.pdf", "/docs/photo.png"]);
    expect(callsOf("envelope_add_paths")[1]?.args.existing).toEqual([
      "/docs/invoice.pdf",
      "/docs/box/a.pdf",
      "/docs/box/b.pdf",
    ]);
    expect(documentOrder()).toEqual(["invoice.pdf", "a.pdf", "b.pdf", "photo.png"]);
    expect(screen.getByText("1 file added.")).toBeInTheDocument();

    // Saved as edited: the new draft is stored with its documents.
    await expect.poll(() => backend.storedDrafts()[0]?.documents.map((d) => d.fileName)).toEqual([
      "invoice.pdf",
      "a.pdf",
      "b.pdf",
      "photo.png",
    ]);
    expect(backend.storedDrafts()).toHaveLength(1);
    expect(backend.storedDrafts()[0]?.id).toBe(lastSaved(callsOf("envelope_save_draft"))?.id);
    expect(within(screen.getByRole("list", { name: "Drafts" })).getByRole("button", { name: /4 documents/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  it("the test hook records the paths on the Rust side as a drop does; a refused path adds nothing and says why", async () => {
    const backend = envelopeBackend();
    const { calls } = renderWithIpc(<EnvelopesScreen />, (cmd, args) =>
      cmd === "envelope_add_paths" && (args.paths as string[]).includes("/home/me/.ssh/id_ed25519")
        ? Promise.reject({
            code: "path.not_allowed",
            message:
              "eBL Desk only opens or saves files you choose in its own file dialogs or drop on its window. Choose the file again.",
          })
        : backend.handler(cmd, args),
    );
    expect(await screen.findByText("No envelope open")).toBeInTheDocument();
    await drop(["/docs/invoice.pdf"]);
    const order = calls.map((c) => c.cmd).filter((c) => c === "e2e_drop_paths" || c === "envelope_add_paths");
    expect(order).toEqual(["e2e_drop_paths", "envelope_add_paths"]);
    expect(calls.find((c) => c.cmd === "e2e_drop_paths")?.args).toEqual({ paths: ["/docs/invoice.pdf"] });

    await drop(["/home/me/.ssh/id_ed25519"]);
    expect(await screen.findByText(/only opens or saves files you choose in its own file dialogs/)).toBeInTheDocument();
    expect(documentOrder()).toEqual(["invoice.pdf"]);
  });

  it("adding a file the draft already holds confirms it: the draft is checked again", async () => {
    const CHANGED = "This file changed since it was added, or was not added in this window: add it again (Add files… or a drop) to confirm it.";
    let confirmed = false;
    const backend = envelopeBackend({
      drafts: [READY],
      overrides: {
        choose_documents: () => {
          confirmed = true;
          return ["/docs/invoice.pdf"];
        },
        envelope_validate: () => (confirmed ? [] : [{ field: "documents.0.file", message: CHANGED }]),
      },
    });
    const user = userEvent.setup();
    renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user, /Lotus Trading/);
    expect(await within(documentGroup("invoice.pdf")).findByText(CHANGED)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add files…" }));
    await waitFor(() => expect(within(documentGroup("invoice.pdf")).queryByText(CHANGED)).not.toBeInTheDocument());
    expect(documentOrder()).toEqual(["invoice.pdf", "packing-list.pdf"]);
  });

  it("the native drag-and-drop event highlights the drop zone and adds the dropped paths", async () => {
    mockWindows("main");
    const backend = envelopeBackend({ drafts: [OTHER] });
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user, /No recipient yet/);
    expect(screen.getByText(/^Drop files or folders here/)).toBeInTheDocument();

    await act(() => emit("tauri://drag-enter", { paths: ["/docs/photo.png"], position: { x: 10, y: 10 } }));
    expect(screen.getByText("Drop to add the files to this envelope").closest(".drop-zone")).toHaveClass("drop-zone--active");

    await act(() => emit("tauri://drag-drop", { paths: ["/docs/photo.png"], position: { x: 10, y: 10 } }));
    expect(screen.queryByText("Drop to add the files to this envelope")).not.toBeInTheDocument();
    // The files are added once the Rust side, having recorded the drop, announces it.
    expect(callsOf("envelope_add_paths")).toHaveLength(0);
    await act(() => emit("files-dropped", ["/docs/photo.png"]));
    expect(await screen.findByRole("group", { name: "photo.png" })).toBeInTheDocument();
    expect(callsOf("envelope_add_paths")[0]?.args).toEqual({ paths: ["/docs/photo.png"], existing: [] });
    // Into the open draft, not a new one.
    expect(callsOf("envelope_new_draft")).toHaveLength(0);
  });

  it("Add files… (and Ctrl+O) use the native dialog and the same handler; PDFs get a page-1 thumbnail", async () => {
    URL.createObjectURL = vi.fn(() => "blob:thumbnail");
    const backend = envelopeBackend();
    backend.pickInDialog(["/docs/invoice.pdf", "/docs/photo.png"]);
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await user.click(await screen.findByRole("button", { name: "Add files…" }));
    expect(await screen.findByRole("group", { name: "invoice.pdf" })).toBeInTheDocument();
    expect(callsOf("choose_documents")).toHaveLength(1);
    expect(callsOf("envelope_add_paths")[0]?.args.paths).toEqual(["/docs/invoice.pdf", "/docs/photo.png"]);

    // Shown once decoded (jsdom decodes nothing: the load is simulated); the file icon until then.
    const thumbnail = await within(documentGroup("invoice.pdf")).findByAltText("Page 1 of invoice.pdf");
    expect(thumbnail).not.toBeVisible();
    expect(thumbnail).toHaveAttribute("src", "blob:thumbnail");
    fireEvent.load(thumbnail);
    expect(within(documentGroup("invoice.pdf")).getByRole("img", { name: "Page 1 of invoice.pdf" })).toBeVisible();
    expect(callsOf("envelope_thumbnail")).toEqual([{ cmd: "envelope_thumbnail", args: { path: "/docs/invoice.pdf", widthPx: 48 } }]);
    expect(within(documentGroup("photo.png")).queryByRole("img")).not.toBeInTheDocument();

    backend.pickInDialog(["/docs/packing-list.pdf"]);
    await user.keyboard("{Control>}o{/Control}");
    expect(await screen.findByRole("group", { name: "packing-list.pdf" })).toBeInTheDocument();
    expect(callsOf("envelope_add_paths")[1]?.args.existing).toEqual(["/docs/invoice.pdf", "/docs/photo.png"]);
  });
});

describe("Envelopes: the form", () => {
  it("shows each problem next to its field once there are documents, and an upload with problems uploads nothing", async () => {
    const backend = envelopeBackend();
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await screen.findByText("No envelope open");
    await drop(["/docs/invoice.pdf"]);

    const group = documentGroup("invoice.pdf");
    const type = within(group).getByRole("combobox", { name: "Document type" });
    await expect.poll(() => type.getAttribute("aria-invalid")).toBe("true");
    expect(type).toHaveAccessibleDescription("Choose a document type.");
    expect(within(group).getByRole("textbox", { name: "Document id" })).toHaveAccessibleDescription(
      "Standard envelopes need a document id.",
    );
    const inbox = screen.getByLabelText("Recipient inbox id");
    expect(inbox).toHaveAccessibleDescription("Choose a recipient.");

    await user.click(screen.getByRole("button", { name: "Upload" }));
    await expect.poll(() => document.activeElement).toBe(inbox);
    expect(screen.getByRole("alert")).toHaveTextContent("Fix the problems shown next to the fields, then upload.");
    expect(callsOf("envelope_upload")).toHaveLength(0);

    // Fixing a field clears its problem (the Rust side is asked again).
    await user.type(within(group).getByLabelText("Document type"), "inv");
    expect(within(group).getByLabelText("Document type")).toHaveValue("INV");
    await expect.poll(() => within(group).getByLabelText("Document type").getAttribute("aria-invalid")).toBeNull();
    expect(within(group).getByLabelText("Document id")).toHaveAttribute("aria-invalid", "true");

    // Egypt ACI: an ACID number that is not 19 digits, and no document id to fill.
    const kind = screen.getByRole("radiogroup", { name: "Envelope kind" });
    expect(within(kind).getByRole("radio", { name: "Standard" })).toBeChecked();
    await user.click(within(kind).getByRole("radio", { name: "Egypt ACI" }));
    expect(within(kind).getByRole("radio", { name: "Egypt ACI" })).toBeChecked();
    expect(within(group).queryByLabelText("Document id")).not.toBeInTheDocument();
    const acid = screen.getByLabelText("ACID number");
    await user.type(acid, "123456789012345678");
    await user.tab();
    await expect.poll(() => acid.getAttribute("aria-invalid")).toBe("true");
    expect(acid).toHaveAccessibleDescription(/An ACID number has 19 digits; this has 18\./);
    await user.type(acid, "9");
    await expect.poll(() => acid.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows nothing wrong in a new, empty envelope until an upload is tried", async () => {
    const backend = envelopeBackend();
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await user.click(await screen.findByRole("button", { name: "New envelope" }));
    const inbox = await screen.findByLabelText("Recipient inbox id");
    await expect.poll(() => callsOf("envelope_validate").length).toBeGreaterThan(0);
    expect(inbox).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Add at least one document.")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("Add at least one document.")).toBeInTheDocument();
    expect(inbox).toHaveAccessibleDescription("Choose a recipient.");
    expect(callsOf("envelope_upload")).toHaveLength(0);
  });

  it("keeps metadata rows exactly as typed, in order, with the suggested keys one click away", async () => {
    const backend = envelopeBackend();
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await screen.findByText("No envelope open");
    await drop(["/docs/invoice.pdf"]);
    const group = documentGroup("invoice.pdf");

    await user.click(within(group).getByRole("button", { name: "Add “Internal number”" }));
    expect(within(group).getByLabelText("Metadata key 1")).toHaveValue("Internal number");
    expect(within(group).getByLabelText("Metadata value 1")).toHaveFocus();
    await user.keyboard("PO-4711");
    expect(within(group).queryByRole("button", { name: "Add “Internal number”" })).not.toBeInTheDocument();

    await user.click(within(group).getByRole("button", { name: "Add metadata row" }));
    expect(within(group).getByLabelText("Metadata key 2")).toHaveFocus();
    await user.keyboard("Colour");
    await user.type(within(group).getByLabelText("Metadata value 2"), " deep blue ");

    await user.click(within(group).getByRole("button", { name: "Add metadata row" }));
    await user.keyboard("scratch");
    await user.click(within(group).getByRole("button", { name: "Remove metadata row 3 (scratch)" }));
    expect(within(group).queryByLabelText("Metadata key 3")).not.toBeInTheDocument();

    await user.click(within(group).getByRole("button", { name: "Add “Release agent”" }));
    await user.keyboard("Harbor Agents");

    await expect
      .poll(() => lastSaved(callsOf("envelope_save_draft"))?.documents[0]?.metadata)
      .toEqual([
        { key: "Internal number", value: "PO-4711" },
        { key: "Colour", value: " deep blue " },
        { key: "Release agent", value: "Harbor Agents" },
      ]);
  });

  it("autosaves the edited draft after a pause, says so, and saves what is waiting when another draft is opened", async () => {
    const backend = envelopeBackend({ drafts: [READY, OTHER] });
    const user = userEvent.setup();
    const { callsOf, unmount } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user, /Lotus Trading/);
    const group = documentGroup("invoice.pdf");
    const id = within(group).getByLabelText("Document id");
    await user.clear(id);
    await user.type(id, "INV-2026-001");
    expect(screen.getByText("Saving…")).toBeInTheDocument();
    await expect.poll(() => lastSaved(callsOf("envelope_save_draft"))?.documents[0]?.documentId).toBe("INV-2026-001");
    // One save for the whole burst of typing.
    expect(callsOf("envelope_save_draft")).toHaveLength(1);
    expect(lastSaved(callsOf("envelope_save_draft"))).toEqual({
      ...READY,
      documents: [{ ...READY.documents[0], documentId: "INV-2026-001" }, READY.documents[1]],
    });
    expect(await screen.findByText(/^Saved \d/)).toBeInTheDocument();

    // Typed, then straight to another draft: saved at once, not after the pause.
    await user.type(screen.getByLabelText("Recipient inbox id"), "x");
    await openDraft(user, /No recipient yet/);
    expect(lastSaved(callsOf("envelope_save_draft"))?.recipientInbox).toBe(`${LOTUS_INBOX}x`);
    await openDraft(user, /Lotus|7a2d3f1b/);
    expect(screen.getByLabelText("Recipient inbox id")).toHaveValue(`${LOTUS_INBOX}x`);

    // And leaving the screen saves what is waiting too.
    await user.click(screen.getByRole("checkbox", { name: "Pay to collect" }));
    unmount();
    await new Promise((r) => setTimeout(r, 0));
    expect(lastSaved(callsOf("envelope_save_draft"))?.payToCollect).toBe(true);
    await expect.poll(() => backend.stored(DRAFT_ID)?.payToCollect).toBe(true);
  });

  it("a failed save says so and keeps the edit for the next try", async () => {
    let failures = 1;
    const backend = envelopeBackend({ drafts: [READY] });
    const handler = (cmd: string, args: Record<string, unknown>) => {
      if (cmd === "envelope_save_draft" && failures > 0) {
        failures -= 1;
        return ipcError("store.sqlite", "The local store is busy.");
      }
      return backend.handler(cmd, args);
    };
    const user = userEvent.setup();
    renderWithIpc(<EnvelopesScreen />, handler);
    await openDraft(user, /Lotus Trading/);
    await user.type(within(documentGroup("invoice.pdf")).getByLabelText("Document id"), "-A");
    expect(await screen.findByText(/Not saved: The local store is busy\./)).toBeInTheDocument();
    expect(backend.stored(DRAFT_ID)?.documents[0]?.documentId).toBe("4711");

    await user.click(screen.getByRole("button", { name: "Save now" }));
    await expect.poll(() => backend.stored(DRAFT_ID)?.documents[0]?.documentId).toBe("4711-A");
    expect(await screen.findByText(/^Saved \d/)).toBeInTheDocument();
  });

  it("moves documents with Alt+arrows and the buttons, removes with Delete and brings back with Undo", async () => {
    const backend = envelopeBackend({
      drafts: [{ ...READY, documents: [...READY.documents, fileDoc("/docs/photo.png", 500)] }],
    });
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user, /Lotus Trading/);
    expect(documentOrder()).toEqual(["invoice.pdf", "packing-list.pdf", "photo.png"]);

    documentGroup("invoice.pdf").focus();
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    expect(documentOrder()).toEqual(["packing-list.pdf", "invoice.pdf", "photo.png"]);
    await expect.poll(() => document.activeElement).toBe(documentGroup("invoice.pdf"));

    await user.click(screen.getByRole("button", { name: "Move photo.png up" }));
    expect(documentOrder()).toEqual(["packing-list.pdf", "photo.png", "invoice.pdf"]);
    expect(screen.getByRole("button", { name: "Move packing-list.pdf up" })).toBeDisabled();

    documentGroup("photo.png").focus();
    await user.keyboard("{Delete}");
    expect(documentOrder()).toEqual(["packing-list.pdf", "invoice.pdf"]);
    const undo = screen.getByText("Removed photo.png.").closest("[role=status]") as HTMLElement;
    await expect
      .poll(() => lastSaved(callsOf("envelope_save_draft"))?.documents.map((d) => d.fileName))
      .toEqual(["packing-list.pdf", "invoice.pdf"]);

    await user.click(within(undo).getByRole("button", { name: "Undo" }));
    expect(documentOrder()).toEqual(["packing-list.pdf", "photo.png", "invoice.pdf"]);
    await expect
      .poll(() => lastSaved(callsOf("envelope_save_draft"))?.documents.map((d) => d.fileName))
      .toEqual(["packing-list.pdf", "photo.png", "invoice.pdf"]);

    // Delete in a text field deletes text, not the document.
    const type = within(documentGroup("invoice.pdf")).getByLabelText("Document type");
    await user.click(type);
    await user.keyboard("{Home}{Delete}");
    expect(type).toHaveValue("NV");
    expect(documentOrder()).toHaveLength(3);

    await user.click(screen.getByRole("button", { name: "Remove packing-list.pdf" }));
    expect(documentOrder()).toEqual(["photo.png", "invoice.pdf"]);
  });

  it("deletes a draft only after confirming, with what was typed saved first", async () => {
    const backend = envelopeBackend({ drafts: [READY, OTHER] });
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user, /Lotus Trading/);
    await user.click(screen.getByRole("checkbox", { name: "Pay to collect" }));
    await user.click(screen.getByRole("button", { name: "Delete draft" }));
    const dialog = screen.getByRole("dialog", { name: "Delete the draft “Lotus Trading”?" });
    expect(within(dialog).getByRole("button", { name: "Keep it" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Delete draft" }));

    await expect.poll(() => callsOf("envelope_delete_draft")).toEqual([{ cmd: "envelope_delete_draft", args: { id: DRAFT_ID } }]);
    expect(await screen.findByText("No envelope open")).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Drafts" });
    expect(within(list).queryByRole("button", { name: /Lotus Trading/ })).not.toBeInTheDocument();
    expect(within(list).getByRole("button", { name: /No recipient yet/ })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 500));
    expect(backend.stored(DRAFT_ID)).toBeUndefined();
  });

  it("picks the recipient from contacts and the directory", async () => {
    const backend = envelopeBackend({ drafts: [OTHER] });
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user, /No recipient yet/);
    await user.click(screen.getByRole("button", { name: "Choose recipient…" }));
    const dialog = screen.getByRole("dialog", { name: "Choose a recipient" });
    await user.click(await within(dialog).findByRole("radio", { name: /Lotus Trading/ }));
    await user.click(within(dialog).getByRole("button", { name: "Use this recipient" }));
    expect(screen.getByLabelText("Recipient inbox id")).toHaveValue(LOTUS_INBOX);
    expect(screen.getByLabelText("Recipient inbox id")).toHaveAccessibleDescription("Recipient: Lotus Trading (AE)");
    await expect.poll(() => lastSaved(callsOf("envelope_save_draft"))).toMatchObject({
      recipientInbox: LOTUS_INBOX,
      recipientName: "Lotus Trading",
    });
  });
});

describe("Envelopes: upload, sign and send", () => {
  it("shows the upload's progress per file and in total, and Cancel keeps the draft with Retry", async () => {
    const backend = envelopeBackend({ drafts: [READY] });
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user, /Lotus Trading/);
    await user.click(screen.getByRole("button", { name: "Upload" }));

    await expect.poll(() => backend.uploading()).toBe(DRAFT_ID);
    // Saved before the upload (the Rust side uploads the stored draft).
    expect(callsOf("envelope_save_draft")[0]?.args).toEqual({ draft: READY });
    expect(callsOf("envelope_upload")[0]?.args).toMatchObject({ id: DRAFT_ID });
    const total = await screen.findByRole("progressbar", { name: "Upload progress" });
    expect(total).toHaveAttribute("aria-valuenow", "0");
    // The draft cannot change under the upload.
    expect(within(documentGroup("invoice.pdf")).getByLabelText("Document type")).toBeDisabled();

    act(() => backend.progress(0, 4000));
    act(() => backend.progress(1500, 4000));
    expect(total).toHaveAttribute("aria-valuenow", "37");
    expect(total).toHaveAttribute("aria-valuetext", "1.5 KiB of 3.9 KiB (37%)");
    expect(screen.getByRole("progressbar", { name: "File progress: invoice.pdf" })).toHaveAttribute("aria-valuenow", "100");
    const second = screen.getByRole("progressbar", { name: "File progress: packing-list.pdf" });
    expect(second).toHaveAttribute("aria-valuenow", "16");
    expect(second).toHaveAttribute("aria-valuetext", "500 B of 2.9 KiB (16%)");

    await user.click(screen.getByRole("button", { name: "Cancel upload" }));
    expect(callsOf("envelope_cancel_upload")[0]?.args).toEqual({ id: DRAFT_ID });
    expect(await screen.findByText("Upload cancelled. The draft is kept as it was.")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar", { name: "Upload progress" })).not.toBeInTheDocument();
    expect(within(documentGroup("invoice.pdf")).getByLabelText("Document id")).toHaveValue("4711");
    expect(within(documentGroup("invoice.pdf")).getByLabelText("Document id")).toBeEnabled();
    expect(backend.stored(DRAFT_ID)?.documents).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Retry" }));
    await expect.poll(() => callsOf("envelope_upload").length).toBe(2);
    expect(await screen.findByRole("progressbar", { name: "Upload progress" })).toBeInTheDocument();
  });

  it("a failed upload keeps the draft and offers Retry, which uploads again", async () => {
    const backend = envelopeBackend({ drafts: [READY] });
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user, /Lotus Trading/);
    await user.keyboard("{Control>}{Enter}{/Control}");
    await expect.poll(() => backend.uploading()).toBe(DRAFT_ID);

    act(() => backend.failUpload("net.offline", "The service cannot be reached. Check your connection and try again."));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The upload failed. The draft is kept as it was.");
    expect(alert).toHaveTextContent("The service cannot be reached. Check your connection and try again.");
    expect(alert).toHaveTextContent("net.offline");
    expect(backend.stored(DRAFT_ID)).toMatchObject({ documents: READY.documents, uploaded: null });
    expect(callsOf("envelope_delete_draft")).toHaveLength(0);
    expect(within(screen.getByRole("list", { name: "Drafts" })).getByRole("button", { name: /Lotus Trading/ })).toBeInTheDocument();

    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    await expect.poll(() => callsOf("envelope_upload").length).toBe(2);
    act(() => backend.finishUpload());
    expect(await screen.findByRole("dialog", { name: "Review and sign" })).toBeInTheDocument();
  });

  it("the recipient's check comes before the upload: for an inbox never dealt with, nothing is uploaded until its name is typed", async () => {
    const lotusCheck: ReceiverCheck = {
      inboxId: LOTUS_INBOX,
      name: "Lotus Trading",
      nameSource: "named on 1 eBL, as consignee",
      sources: [{ name: "Lotus Trading", kind: "NAMED_ON_EBLS", text: "named on 1 eBL (as consignee)" }],
      verified: null,
      appearsOn: ["MAEU240001"],
      earlierTransfers: [],
      nearMisses: ["7a2d3f1b-4c8e-4d2f-8b66-1e3a7c9f5b23 is Lotus Trading Co (one character apart)"],
      flags: [],
      firstTransfer: true,
      firstAction: true,
      typeToConfirm: "Lotus Trading",
      whyTyped: "You never sent an envelope to this inbox.",
    };
    const backend = envelopeBackend({ drafts: [READY], receiver: () => lotusCheck });
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user, /Lotus Trading/);
    await user.click(screen.getByRole("button", { name: "Upload" }));

    // Before anything is uploaded: the recipient's check, and its name to type.
    let confirm = await screen.findByRole("dialog", { name: "Confirm the recipient" });
    let about = await within(confirm).findByRole("region", { name: "About the recipient" });
    expect(about).toHaveTextContent("named on 1 eBL (as consignee)");
    expect(about).toHaveTextContent("Never: no verified contact, and no action toward this inbox went through.");
    expect(within(about).getByRole("note", { name: "Near miss" })).toHaveTextContent("Lotus Trading Co");
    let upload = within(confirm).getByRole("button", { name: "Upload" });
    expect(upload).toBeDisabled();
    await user.type(within(about).getByRole("textbox", { name: "Type the recipient's name to confirm it" }), "Lotus Tradin");
    expect(upload).toBeDisabled();
    await user.click(upload);
    // Declined: nothing uploaded, the draft as it was.
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(callsOf("envelope_upload")).toHaveLength(0);
    expect(backend.stored(DRAFT_ID)).toMatchObject({ uploaded: null });

    await user.click(screen.getByRole("button", { name: "Upload" }));
    confirm = await screen.findByRole("dialog", { name: "Confirm the recipient" });
    about = await within(confirm).findByRole("region", { name: "About the recipient" });
    upload = within(confirm).getByRole("button", { name: "Upload" });
    await user.type(within(about).getByRole("textbox", { name: "Type the recipient's name to confirm it" }), "Lotus Trading");
    expect(upload).toBeEnabled();
    await user.click(upload);
    await expect.poll(() => backend.uploading()).toBe(DRAFT_ID);
    expect(callsOf("envelope_upload")[0]?.args).toMatchObject({ id: DRAFT_ID, typedRecipient: "Lotus Trading" });
    act(() => backend.finishUpload("9d1c7a4e-2b3f-4e5a-8c6d-7e8f9a0b1c2d"));

    // The review shows the check again, with what was typed: the send checks it once more.
    const dialog = await screen.findByRole("dialog", { name: "Review and sign" });
    const again = await within(dialog).findByRole("region", { name: "About the recipient" });
    const field = within(again).getByRole("textbox", { name: "Type the recipient's name to confirm it" });
    expect(field).toHaveValue("Lotus Trading");
    const send = within(dialog).getByRole("button", { name: "Sign and send" });
    await user.clear(field);
    await user.type(field, "Lotus Tradin");
    expect(send).toBeDisabled();
    await user.click(send);
    expect(callsOf("envelope_sign_and_send")).toHaveLength(0);

    await user.type(field, "g");
    expect(send).toBeEnabled();
    await user.click(send);
    await expect.poll(() => callsOf("envelope_sign_and_send").length).toBe(1);
    expect(callsOf("envelope_sign_and_send")[0]?.args).toEqual({
      id: DRAFT_ID,
      acknowledgedDifferences: null,
      typedRecipient: "Lotus Trading",
    });
    expect(await screen.findByText("Envelope sent to Lotus Trading (" + LOTUS_INBOX + ").")).toBeInTheDocument();
  });

  it("a key in a security module: Sign and send asks the token's PIN, then sends the envelope once", async () => {
    const backend = envelopeBackend({ drafts: [READY] });
    let unlocked = false;
    const handler = (cmd: string, args: Record<string, unknown>) => {
      if (cmd === "key_info") {
        return { address: KEY_ADDRESS, kind: "pkcs11", module: "/usr/lib/softhsm/libsofthsm2.so", tokenLabel: "Treasury HSM", keyLabel: "ebl-signing" };
      }
      if (cmd === "pkcs11_unlock") {
        unlocked = args.pin === "4711-0815";
        return unlocked ? null : ipcError("keys.pin_incorrect", "That PIN is not the PIN of Treasury HSM.");
      }
      if (cmd === "envelope_sign_and_send" && !unlocked) {
        return ipcError("keys.pin_needed", "The security module Treasury HSM needs its PIN to sign; nothing was signed.");
      }
      return backend.handler(cmd, args);
    };
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<EnvelopesScreen />, handler);
    await openDraft(user, /Lotus Trading/);
    await user.click(screen.getByRole("button", { name: "Upload" }));
    await expect.poll(() => backend.uploading()).toBe(DRAFT_ID);
    act(() => backend.finishUpload("9d1c7a4e-2b3f-4e5a-8c6d-7e8f9a0b1c2d"));

    const dialog = await screen.findByRole("dialog", { name: "Review and sign" });
    await user.click(within(dialog).getByRole("button", { name: "Sign and send" }));
    const pin = await within(dialog).findByLabelText("PIN of Treasury HSM");
    // Not a failure: nothing was sent, and the draft waits for the PIN.
    expect(within(dialog).queryByText("The envelope was not sent; the draft is kept.")).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Sign and send" })).toBeDisabled();
    await user.type(pin, "1234{Enter}");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Wrong PIN: type it again");
    await user.type(pin, "4711-0815{Enter}");
    expect(await screen.findByText("Envelope sent to Lotus Trading (" + LOTUS_INBOX + ").")).toBeInTheDocument();
    expect(callsOf("envelope_sign_and_send")).toHaveLength(2);
    expect(callsOf("pkcs11_unlock").map((c) => c.args.pin)).toEqual(["1234", "4711-0815"]);
  }, 15_000);

  it("after the upload, reviews what will be signed; Sign and send moves the draft to Sent", async () => {
    const backend = envelopeBackend({ drafts: [READY] });
    let refuse = true;
    const handler = (cmd: string, args: Record<string, unknown>) => {
      if (cmd === "envelope_sign_and_send" && refuse) {
        refuse = false;
        return ipcError("session.no_key", "There is no signing key yet. Add one on the Keys screen.");
      }
      return backend.handler(cmd, args);
    };
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<EnvelopesScreen />, handler);
    await openDraft(user, /Lotus Trading/);
    await user.click(screen.getByRole("button", { name: "Upload" }));
    await expect.poll(() => backend.uploading()).toBe(DRAFT_ID);
    act(() => backend.progress(4000, 4000));
    act(() => backend.finishUpload("9d1c7a4e-2b3f-4e5a-8c6d-7e8f9a0b1c2d"));

    const dialog = await screen.findByRole("dialog", { name: "Review and sign" });
    expect(dialog).toHaveTextContent("Lotus Trading");
    expect(dialog).toHaveTextContent(LOTUS_INBOX);
    expect(dialog).toHaveTextContent("invoice.pdf (1000 B) — INV 4711");
    expect(dialog).toHaveTextContent("9d1c7a4e-2b3f-4e5a-8c6d-7e8f9a0b1c2d");
    expect(dialog).toHaveTextContent("0x5f2e7c1d9a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5");
    expect(dialog).toHaveTextContent(KEY_ADDRESS);
    expect(callsOf("envelope_sign_and_send")).toHaveLength(0);

    // The first attempt fails: the draft stays, Retry is offered.
    await user.click(within(dialog).getByRole("button", { name: "Sign and send" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("The envelope was not sent; the draft is kept.");
    expect(alert).toHaveTextContent("There is no signing key yet");
    expect(backend.stored(DRAFT_ID)).toBeDefined();

    await user.click(within(dialog).getByRole("button", { name: "Retry" }));
    await expect.poll(() => callsOf("envelope_sign_and_send").length).toBe(2);
    expect(callsOf("envelope_sign_and_send")[1]?.args).toEqual({ id: DRAFT_ID, acknowledgedDifferences: null, typedRecipient: null });
    expect(await screen.findByText("Envelope sent to Lotus Trading (" + LOTUS_INBOX + ").")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    // Now in Sent, and no longer a draft.
    expect(screen.getByRole("tab", { name: "Sent" })).toHaveAttribute("aria-selected", "true");
    const sent = screen.getByRole("table", { name: "Sent envelopes" });
    const row = within(sent).getByRole("row", { name: /9d1c7a4e/ });
    expect(row).toHaveTextContent("Lotus Trading");
    expect(row).toHaveTextContent("invoice.pdf (INV 4711)");
    expect(row).toHaveTextContent("packing-list.pdf (PKL PL-9)");
    await user.click(screen.getByRole("tab", { name: "Drafts" }));
    expect(screen.queryByRole("button", { name: /Lotus Trading/ })).not.toBeInTheDocument();
    expect(screen.getByText("No envelope open")).toBeInTheDocument();
    // The sent draft is not saved back by a late autosave.
    await new Promise((r) => setTimeout(r, 500));
    expect(backend.stored(DRAFT_ID)).toBeUndefined();
  });

  it("an edit after the upload says the envelope must be uploaded again", async () => {
    const backend = envelopeBackend({ drafts: [READY] });
    const user = userEvent.setup();
    const { callsOf } = renderWithIpc(<EnvelopesScreen />, backend.handler);
    await openDraft(user, /Lotus Trading/);
    await user.click(screen.getByRole("button", { name: "Upload" }));
    await expect.poll(() => backend.uploading()).toBe(DRAFT_ID);
    act(() => backend.finishUpload());
    const dialog = await screen.findByRole("dialog", { name: "Review and sign" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Review and sign…" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Upload" })).not.toBeInTheDocument();

    await user.type(within(documentGroup("packing-list.pdf")).getByLabelText("Document id"), "b");
    expect(screen.getByText(/You changed the envelope after it was uploaded/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Review and sign…" })).not.toBeInTheDocument();
    await expect.poll(() => lastSaved(callsOf("envelope_save_draft"))?.documents[1]?.documentId).toBe("PL-9b");
    expect(backend.stored(DRAFT_ID)?.uploaded).toBeNull();
  });

  it("lists the envelopes sent from this computer", async () => {
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
    renderWithIpc(<EnvelopesScreen />, backend.handler);
    await user.click(screen.getByRole("tab", { name: "Sent" }));
    const table = await screen.findByRole("table", { name: "Sent envelopes" });
    const row = within(table).getByRole("row", { name: /e-77/ });
    expect(row).toHaveTextContent("Egypt ACI 1234567890123456789");
    expect(row).toHaveTextContent("goods.pdf (GOO)");
    expect(row).toHaveTextContent(/2026/);
  });
});
