import { useId, useState } from "react";

import {
  openOfferedRequest,
  openRequestFile,
  openRequestText,
  approvalActionWords,
  REQUEST_EXTENSION,
  requestFilters,
  useApprovalPolicy,
  useOfferedRequests,
} from "../../api/approval";
import { chooseFileToOpen } from "../../api/dialogs";
import type { CommandError } from "../../api/errors";
import type { ApprovalReview } from "../../bindings/ApprovalReview";
import type { OfferedRequest } from "../../bindings/OfferedRequest";
import { ErrorNotice } from "../../components/ErrorNotice";
import { ScreenHeader } from "../../components/ScreenHeader";
import { useNativeDrop } from "../envelopes/useNativeDrop";
import { ApprovalReviewPanel, whenText } from "./ApprovalReviewPanel";
import "./approvals.css";
import { plainNumber } from "../../app/plainNumber";
import { Ltr, t, useT } from "../../i18n";

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
  const t = useT();
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
      setRefused(t("approvals-drop-only-requests", { extension: REQUEST_EXTENSION }));
      return;
    }
    await open(() => openRequestFile(first));
    if (requests.length > 1) setRefused(t("approvals-drop-one-at-a-time", { file: fileName(first) }));
  });

  const openFile = () =>
    open(async () => {
      const path = await chooseFileToOpen(t("approvals-open-dialog"), requestFilters());
      return path ? openRequestFile(path) : null;
    });

  return (
    <>
      <ScreenHeader
        title={t("approvals-title")}
        subtitle={t("approvals-subtitle")}
      />
      {review ? (
        <ApprovalReviewPanel key={review.reviewId} review={review} onClose={() => setReview(null)} />
      ) : (
        <>
          <section className="card" aria-labelledby="approvals-open">
            <h2 id="approvals-open">{t("approvals-open-title")}</h2>
            <div className={`approval-drop${dragging ? " approval-drop--active" : ""}`}>
              <p className="approval-drop__text">
                {dragging ? t("approvals-drop-now") : t("approvals-drop-here", { extension: REQUEST_EXTENSION })}
              </p>
              <div className="button-row">
                <button type="button" className="button button--primary" disabled={opening} onClick={() => void openFile()}>
                  {t("approvals-open-request")}
                </button>
                <button
                  type="button"
                  className="button"
                  aria-expanded={pasting}
                  disabled={opening}
                  onClick={() => setPasting((p) => !p)}
                >
                  {t("approvals-paste-request")}
                </button>
              </div>
            </div>
            {pasting ? (
              <div className="field">
                <label htmlFor={pasteId}>{t("approvals-request-text")}</label>
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
                    {t("approvals-open-pasted")}
                  </button>
                </div>
              </div>
            ) : null}
            {opening ? (
              <p role="status" className="muted">
                {t("approvals-opening")}
              </p>
            ) : null}
            {refused ? (
              <p className="warning" role="status">
                {refused}
              </p>
            ) : null}
            {error ? <ErrorNotice error={error} title={t("approvals-open-failed")} /> : null}
          </section>
          <OfferedSection disabled={opening} onOpen={(id) => void open(() => openOfferedRequest(id))} />
        </>
      )}
    </>
  );
}

function offeredLine(r: OfferedRequest): string {
  return t("approvals-offered-line", {
    action: approvalActionWords(r.kind),
    count: r.count,
    shown: plainNumber(r.count),
    maker: r.maker,
    when: whenText(r.createdAt),
  });
}

/** The requests waiting in the profile's requests folder (when it has one), each opened by a click. */
function OfferedSection({ disabled, onOpen }: { disabled: boolean; onOpen: (requestId: string) => void }) {
  const t = useT();
  const policy = useApprovalPolicy();
  const offered = useOfferedRequests();
  if (!policy.data?.folder) return null;
  return (
    <section className="card" aria-labelledby="approvals-offered">
      <h2 id="approvals-offered">{t("approvals-offered-title")}</h2>
      <p className="muted">
        <code translate="no" dir="ltr">
          {policy.data.folder}
        </code>
      </p>
      {offered.isError ? <ErrorNotice error={offered.error} title={t("approvals-folder-failed")} /> : null}
      {offered.data && offered.data.length === 0 ? <p className="muted">{t("approvals-folder-empty")}</p> : null}
      {offered.data && offered.data.length > 0 ? (
        <ul className="approvals-offered" aria-label={t("approvals-offered-list")}>
          {offered.data.map((r) => (
            <li key={r.path}>
              <button
                type="button"
                className="button"
                disabled={disabled}
                aria-label={t("approvals-open-file", { file: r.fileName })}
                onClick={() => onOpen(r.requestId)}
              >
                {t("approvals-open")}
              </button>{" "}
              <strong>
                <Ltr>{r.fileName}</Ltr>
              </strong>{" "}
              — {offeredLine(r)}
              {r.approved ? <span className="muted"> · {t("approvals-already-approved")}</span> : null}
              {r.expired ? <span className="muted"> · {t("approvals-expired")}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
