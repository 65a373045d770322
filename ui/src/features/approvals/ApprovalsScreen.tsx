import { useId, useState } from "react";

import {
  openOfferedRequest,
  openRequestFile,
  openRequestText,
  REQUEST_EXTENSION,
  REQUEST_FILTERS,
  useApprovalPolicy,
  useOfferedRequests,
} from "../../api/approval";
import { chooseFileToOpen } from "../../api/dialogs";
import type { CommandError } from "../../api/errors";
import type { ApprovalReview } from "../../bindings/ApprovalReview";
import type { OfferedRequest } from "../../bindings/OfferedRequest";
import { ErrorNotice } from "../../components/ErrorNotice";
import { ScreenHeader } from "../../components/ScreenHeader";
import { ACTION_LABELS } from "../ebls/actionLabels";
import { useNativeDrop } from "../envelopes/useNativeDrop";
import { ApprovalReviewPanel, whenText } from "./ApprovalReviewPanel";
import "./approvals.css";

/** The file name at the end of a path. */
function fileName(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}

/**
 * The approver's screen: a signing request made by a colleague is opened from a file (the open
 * dialog, or dropped on the window), pasted as text, or picked from those offered in the
 * profile's requests folder; its review then shows what was asked, what each eBL is now and
 * what the key would sign, and approves only when all three agree.
 */
export function ApprovalsScreen() {
  const [review, setReview] = useState<ApprovalReview | null>(null);
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<CommandError | null>(null);
  const [refused, setRefused] = useState("");
  const [pasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState("");
  const pasteId = useId();

  const open = async (how: () => Promise<ApprovalReview | null>) => {
    setError(null);
    setRefused("");
    setOpening(true);
    try {
      const opened = await how();
      if (opened) {
        setReview(opened);
        setPasting(false);
        setPasted("");
      }
    } catch (e) {
      setError(e as CommandError);
    } finally {
      setOpening(false);
    }
  };

  const dragging = useNativeDrop(async (paths) => {
    const requests = paths.filter((p) => p.toLowerCase().endsWith(`.${REQUEST_EXTENSION}`));
    const first = requests[0];
    if (!first) {
      setRefused(`Only a signing request (a .${REQUEST_EXTENSION} file) can be opened here.`);
      return;
    }
    await open(() => openRequestFile(first));
    if (requests.length > 1) setRefused(`Opened ${fileName(first)}; drop the other requests one at a time.`);
  });

  const openFile = () =>
    open(async () => {
      const path = await chooseFileToOpen("Open a signing request", REQUEST_FILTERS);
      return path ? openRequestFile(path) : null;
    });

  return (
    <>
      <ScreenHeader
        title="Approvals"
        subtitle="Transfers, surrenders and copies a colleague prepared for a second person with the key to approve."
      />
      {review ? (
        <ApprovalReviewPanel key={review.reviewId} review={review} onClose={() => setReview(null)} />
      ) : (
        <>
          <section className="card" aria-labelledby="approvals-open">
            <h2 id="approvals-open">Open a request</h2>
            <div className={`approval-drop${dragging ? " approval-drop--active" : ""}`}>
              <p className="approval-drop__text">
                {dragging ? "Drop to open the request" : `Drop a .${REQUEST_EXTENSION} file here, or:`}
              </p>
              <div className="button-row">
                <button type="button" className="button button--primary" disabled={opening} onClick={() => void openFile()}>
                  Open request…
                </button>
                <button
                  type="button"
                  className="button"
                  aria-expanded={pasting}
                  disabled={opening}
                  onClick={() => setPasting((p) => !p)}
                >
                  Paste request
                </button>
              </div>
            </div>
            {pasting ? (
              <div className="field">
                <label htmlFor={pasteId}>Request text</label>
                <textarea
                  id={pasteId}
                  rows={8}
                  spellCheck={false}
                  value={pasted}
                  onChange={(e) => setPasted(e.target.value)}
                />
                <div className="button-row">
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={opening || pasted.trim() === ""}
                    onClick={() => void open(() => openRequestText(pasted))}
                  >
                    Open pasted request
                  </button>
                </div>
              </div>
            ) : null}
            {opening ? (
              <p role="status" className="muted">
                Reading each eBL again from your session and asking what your key would sign…
              </p>
            ) : null}
            {refused ? (
              <p className="warning" role="status">
                {refused}
              </p>
            ) : null}
            {error ? <ErrorNotice error={error} title="The request could not be opened" /> : null}
          </section>
          <OfferedSection disabled={opening} onOpen={(id) => void open(() => openOfferedRequest(id))} />
        </>
      )}
    </>
  );
}

function offeredLine(r: OfferedRequest): string {
  const count = `${r.count} ${r.count === 1 ? "eBL" : "eBLs"}`;
  return `${ACTION_LABELS[r.kind]}, ${count}, prepared by ${r.maker} on ${whenText(r.createdAt)}`;
}

/** The requests waiting in the profile's requests folder (when it has one), each opened by a click. */
function OfferedSection({ disabled, onOpen }: { disabled: boolean; onOpen: (requestId: string) => void }) {
  const policy = useApprovalPolicy();
  const offered = useOfferedRequests();
  if (!policy.data?.folder) return null;
  return (
    <section className="card" aria-labelledby="approvals-offered">
      <h2 id="approvals-offered">Offered in the requests folder</h2>
      <p className="muted">
        <code>{policy.data.folder}</code>
      </p>
      {offered.isError ? <ErrorNotice error={offered.error} title="The requests folder could not be read" /> : null}
      {offered.data && offered.data.length === 0 ? <p className="muted">No request waits in the folder.</p> : null}
      {offered.data && offered.data.length > 0 ? (
        <ul className="approvals-offered" aria-label="Offered requests">
          {offered.data.map((r) => (
            <li key={r.path}>
              <button
                type="button"
                className="button"
                disabled={disabled}
                aria-label={`Open ${r.fileName}`}
                onClick={() => onOpen(r.requestId)}
              >
                Open
              </button>{" "}
              <strong>{r.fileName}</strong> — {offeredLine(r)}
              {r.approved ? <span className="muted"> · already approved</span> : null}
              {r.expired ? <span className="muted"> · expired</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
