/**
 * A development harness: the whole window in a plain browser with the Rust side replaced by
 * fixtures (Tauri's mockIPC), to look at the eBL and Keys screens and time the list in a real
 * engine. Open `/src/test/harness.html?rows=10000` on the Vite dev server.
 * Not part of the app build.
 */
import { mockIPC } from "@tauri-apps/api/mocks";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { App } from "../App";
import type { EblDetail } from "../bindings/EblDetail";
import type { KeyInfo } from "../bindings/KeyInfo";
import "../styles.css";
import { ALL_ACTIONS_FOR_HOLDER, detail, keyringKey, RECIPIENTS, review, row, ROWS, SIGNED_IN, SIGNED_OUT } from "./fixtures";
import { answerFor, type IpcAnswers } from "./ipcAnswers";

const params = new URLSearchParams(location.search);
const extra = Number(params.get("rows") ?? "0");
const STATES = ["ISSUED", "ISSUED", "ISSUED", "SURRENDER_FOR_DELIVERY_REQUESTED", "SURRENDERED_FOR_DELIVERY"];
const PORTS = ["Rotterdam", "Shanghai", "Singapore", "Hamburg", "Alexandria", "Santos", "Busan", "Antwerp"];
let rows = [
  ...ROWS,
  ...Array.from({ length: extra }, (_, i) =>
    row({
      id: `g${i}`,
      reference: `GEN-${String(i).padStart(6, "0")}`,
      state: STATES[i % STATES.length]!,
      heldByUs: i % 3 !== 0,
      isCopy: i % 17 === 0,
      portOfLoading: PORTS[i % PORTS.length]!,
      portOfDischarge: PORTS[(i * 7 + 3) % PORTS.length]!,
      vesselName: `Vessel ${i % 97}`,
      voyageNumber: `${i % 500}W`,
      searchText: `carrier ${i % 13} shipper ${i % 29} nile imports`,
      holder: "Your company",
    }),
  ),
];
let session = params.get("signedIn") === "0" ? SIGNED_OUT : SIGNED_IN;
let key: KeyInfo | null = session.keyAddress ? keyringKey(session.keyAddress) : null;
const details = new Map<string, EblDetail>();
/** Every command the window sent, for scripts driving the harness (`window.__ipcLog`). */
const ipcLog: { cmd: string; args: Record<string, unknown> }[] = [];
(window as unknown as { __ipcLog: typeof ipcLog }).__ipcLog = ipcLog;

function detailOf(id: string): EblDetail {
  const found = details.get(id);
  if (found) return found;
  const r = rows.find((x) => x.id === id) ?? rows[0]!;
  const d = detail(r, r.isCopy ? [] : ALL_ACTIONS_FOR_HOLDER);
  details.set(id, d);
  return d;
}

async function pageImage(page: number, widthPx: number): Promise<ArrayBuffer> {
  const height = Math.round((widthPx * 842) / 595);
  const canvas = document.createElement("canvas");
  canvas.width = widthPx;
  canvas.height = height;
  const g = canvas.getContext("2d")!;
  g.fillStyle = "#fff";
  g.fillRect(0, 0, widthPx, height);
  g.fillStyle = "#123";
  g.font = `${Math.round(widthPx / 20)}px serif`;
  g.fillText(`BILL OF LADING — page ${page + 1}`, widthPx / 12, height / 10);
  g.fillStyle = "#999";
  for (let y = height / 6; y < height * 0.9; y += height / 40) g.fillRect(widthPx / 12, y, widthPx * 0.8, 2);
  await new Promise((r) => setTimeout(r, 40));
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/png"));
  return blob.arrayBuffer();
}

const answers: IpcAnswers = {
  app_info: () => ({ name: "eBL Desk", version: "0.1.0", profile: { name: "Sandbox", kind: "sandbox" } }),
  session_info: () => session,
  sign_in: async () => {
    await new Promise((r) => setTimeout(r, 2500));
    session = SIGNED_IN;
    return session;
  },
  sign_out: () => {
    session = SIGNED_OUT;
    return session;
  },
  cancel_sign_in: () => null,
  reopen_sign_in_browser: () => null,
  cancel_action: () => null,
  list_ebls: ({ refresh }) => ({
    rows,
    fetchedAt: new Date().toISOString(),
    offline: params.get("offline") === "1" && refresh === true,
  }),
  get_ebl: ({ id }) => detailOf(id),
  ebl_timeline: () => [],
  list_recipients: () => RECIPIENTS,
  prepare_action: ({ eblId, kind, recipientInbox }) => {
    const d = detailOf(eblId);
    const to = RECIPIENTS.find((r) => r.inboxId === recipientInbox);
    return review({
      eblId: d.row.id,
      eblReference: d.row.reference,
      kind,
      operation: kind === "SEND_AS_COPY" ? null : kind,
      recipientInbox: recipientInbox ?? null,
      recipientName: to?.name ?? null,
      recipientUnknown: Boolean(recipientInbox) && !to,
    });
  },
  confirm_action: async () => {
    await new Promise((r) => setTimeout(r, 600));
    const [first] = details.values();
    if (!first) throw { code: "action.unknown_review", message: "no review" };
    const next = { ...first, row: { ...first.row, state: "SURRENDER_FOR_DELIVERY_REQUESTED", heldByUs: false }, actions: [] };
    details.set(first.row.id, next);
    rows = rows.map((r) => (r.id === next.row.id ? next.row : r));
    return { eblId: next.row.id, detail: next, note: null };
  },
  preview_open: ({ eblId }) => ({ eblId, pages: [0, 1, 2].map(() => ({ widthPt: 595, heightPt: 842 })), jailWarning: null }),
  pdf_jail_status: () => ({
    protected: true,
    plainWords: "The PDF viewer runs in a sandbox: it cannot read your files, open any network connection or start programs.",
    protections: [
      { name: "System-call filter (seccomp)", inForce: true, words: "only the calls a renderer needs: no network, no programs, no writing files" },
      { name: "File jail (Landlock ABI 7)", inForce: true, words: "reads only the system fonts" },
    ],
    detail: "harness",
  }),
  preview_jail_warning_seen: () => null,
  preview_page: ({ page, widthPx }) => pageImage(page, widthPx),
  key_info: () => key,
  generate_key: () => newKey(),
  import_key_hex: () => newKey(),
  import_keystore: () => newKey(),
  delete_key: () => {
    key = null;
    return null;
  },
};

function newKey(): KeyInfo {
  key = keyringKey(SIGNED_IN.keyAddress!);
  return key;
}

mockIPC(
  async (cmd, args) => {
    const a = (args ?? {}) as Record<string, unknown>;
    ipcLog.push({ cmd, args: a });
    const answer = answerFor(answers, cmd);
    if (!answer) throw { code: "app.internal", message: `harness: no fixture for ${cmd}` };
    return answer(a);
  },
  { shouldMockEvents: true },
);

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
