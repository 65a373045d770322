/**
 * A development harness: the Envelopes screen in a plain browser with the Rust side replaced by
 * the tests' fake backend (Tauri's mockIPC), to look at it in light and dark. Open
 * `/src/features/envelopes/testing/harness.html` on the Vite dev server, with `?drop=1` (files
 * dropped into a new envelope), `?open=1` (a ready draft opened) `?upload=1` (its upload under
 * way) or `?review=1` (uploaded, in Review and sign). Not part of the app build.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { mockIPC } from "@tauri-apps/api/mocks";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import type { Draft } from "../../../bindings/Draft";
import "../../../styles.css";
import { EnvelopesScreen } from "../EnvelopesScreen";
import { envelopeBackend, LOTUS_INBOX } from "./envelopeBackend";

const params = new URLSearchParams(location.search);
const doc = (path: string, size: number, documentType = "", documentId = "") => ({
  path,
  fileName: path.split("/").pop() ?? path,
  size,
  mediaType: "application/pdf",
  documentType,
  documentId,
  metadata: documentType === "INV" ? [{ key: "Internal number", value: "PO-4711" }] : [],
});
const READY: Draft = {
  id: "3c1e5a7b-9d2f-4a6c-8e0b-1f3d5a7c9e2b",
  kind: "standard",
  recipientInbox: LOTUS_INBOX,
  recipientName: "Lotus Trading",
  payToCollect: true,
  acidNumber: "",
  companyId: "",
  inboxId: "",
  documents: [doc("/docs/invoice.pdf", 1_000_000, "INV", "4711"), doc("/docs/packing-list.pdf", 3_000_000, "PKL", "PL-9")],
  uploaded: null,
  updatedAt: Date.now() - 3_600_000,
};
const backend = envelopeBackend({
  drafts: [READY],
  sent: [
    {
      envelopeId: "9d1c7a4e-2b3f-4e5a-8c6d-7e8f9a0b1c2d",
      recipient: "Egypt ACI 1234567890123456789",
      documents: [{ fileName: "goods.pdf", size: 10, documentType: "GOO", documentId: "" }],
      sentAt: Date.now() - 86_400_000,
    },
  ],
});

mockIPC((cmd, args) => backend.handler(cmd, (args ?? {}) as Record<string, unknown>), { shouldMockEvents: true });

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <main className="content" aria-label="Envelopes" style={{ height: "100vh" }}>
          <EnvelopesScreen />
        </main>
      </QueryClientProvider>
    </StrictMode>,
  );
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const button = (text: string) =>
  [...document.querySelectorAll("button")].find((b) => b.textContent?.includes(text)) as HTMLButtonElement | undefined;

async function script() {
  await wait(300);
  if (params.get("drop")) await window.__eblDeskDropPaths?.(["/docs/invoice.pdf", "/docs/box", "/docs/photo.png", "/tmp/gone.txt"]);
  const review = params.get("review");
  if (params.get("open") || params.get("upload") || review) button("Lotus Trading")?.click();
  if (params.get("upload") || review) {
    await wait(200);
    button("Upload")?.click();
    await wait(300);
    backend.progress(1_600_000, 4_000_000);
  }
  if (review) backend.finishUpload();
}
void script();
