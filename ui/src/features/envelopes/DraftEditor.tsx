import { useEffect, useId, useRef, useState } from "react";

import { describeError } from "../../api/errors";
import type { Draft } from "../../bindings/Draft";
import type { DraftDocument } from "../../bindings/DraftDocument";
import type { SessionInfo } from "../../bindings/SessionInfo";
import { DocumentRow } from "./DocumentRow";
import {
  clockTime,
  documentCount,
  draftTitle,
  fieldKey,
  formatSize,
  insertAt,
  moveDocument,
  removeAt,
  titleProps,
} from "./draftModel";
import { DraftEblPanel } from "./DraftEblPanel";
import { DropZone } from "./DropZone";
import { EnvelopeFields } from "./EnvelopeFields";
import type { SaveStatus } from "./useAutosave";
import type { DraftSession } from "./useDraftSession";
import type { UploadState } from "./useUploads";
import { UploadProgress } from "./UploadProgress";
import { Ltr, t } from "../../i18n";

const UNDO_MS = 10_000;

interface Removed {
  draftId: string;
  doc: DraftDocument;
  index: number;
}

/**
 * The open draft: who it goes to, its documents (dropped or added, each described and
 * reorderable), and the way out: Upload (Ctrl+Enter) with its progress and Cancel, then Review
 * and sign. Edits are saved as they are made; the state of the last save shows in the header.
 */
export function DraftEditor({
  draft,
  session,
  upload,
  dragging,
  info,
  documentTypes,
  focusProblem,
  onAddFiles,
  onUpload,
  onCancelUpload,
  onReview,
  onDelete,
}: {
  draft: Draft;
  session: DraftSession;
  upload: UploadState | undefined;
  dragging: boolean;
  info: SessionInfo | undefined;
  documentTypes: string[];
  /** Bumped when an upload was refused for problems: the first one gets the focus. */
  focusProblem: number;
  onAddFiles: () => void;
  onUpload: () => void;
  onCancelUpload: () => void;
  onReview: () => void;
  onDelete: () => void;
}) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const { update, issuesOf, touch } = session;
  const locked = upload?.phase === "preparing" || upload?.phase === "uploading";
  const [removed, setRemoved] = useState<Removed | null>(null);

  useEffect(() => {
    if (!removed) return;
    const timer = setTimeout(() => setRemoved(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [removed]);

  useEffect(() => {
    if (focusProblem === 0) return;
    const el = root.current;
    const invalid = el?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else el?.querySelector<HTMLElement>(".drop-zone button")?.focus();
  }, [focusProblem]);

  const rowOf = (path: string) =>
    [...(root.current?.querySelectorAll<HTMLElement>("[data-doc-path]") ?? [])].find((e) => e.dataset.docPath === path);

  /** After the list changed under the focus, puts it back (on the row when the control is gone). */
  const keepFocus = (path: string | null) => {
    const active = document.activeElement;
    setTimeout(() => {
      if (active instanceof HTMLElement && active.isConnected && !active.matches(":disabled")) {
        if (document.activeElement !== active) active.focus();
        return;
      }
      const target = (path ? rowOf(path) : null) ?? root.current?.querySelector<HTMLElement>(".drop-zone button");
      target?.focus();
    }, 0);
  };

  const changeDoc = (index: number) => (change: (d: DraftDocument) => DraftDocument) =>
    update((d) => ({ ...d, documents: d.documents.map((doc, i) => (i === index ? change(doc) : doc)) }));

  const move = (index: number, delta: number) => {
    const path = draft.documents[index]?.path ?? null;
    update((d) => {
      const documents = moveDocument(d.documents, index, delta);
      return documents === d.documents ? d : { ...d, documents };
    });
    keepFocus(path);
  };

  const remove = (index: number) => {
    const doc = draft.documents[index];
    if (!doc) return;
    const next = draft.documents[index + 1] ?? draft.documents[index - 1] ?? null;
    update((d) => ({ ...d, documents: removeAt(d.documents, index) }));
    setRemoved({ draftId: draft.id, doc, index });
    setTimeout(() => {
      const target = (next ? rowOf(next.path) : null) ?? root.current?.querySelector<HTMLElement>(".drop-zone button");
      target?.focus();
    }, 0);
  };

  const undo = () => {
    if (!removed || removed.draftId !== draft.id) return;
    const { doc, index } = removed;
    update((d) =>
      d.documents.some((x) => x.path === doc.path) ? d : { ...d, documents: insertAt(d.documents, index, doc) },
    );
    setRemoved(null);
    keepFocus(doc.path);
    setTimeout(() => rowOf(doc.path)?.focus(), 0);
  };

  const typesListId = `${id}-types`;
  const documentsProblems = issuesOf(fieldKey("documents"));
  const status = session.autosave.status;

  return (
    <div className="draft-editor" ref={root}>
      <div className="draft-editor__header">
        <h2 className="draft-editor__title" {...titleProps(draft)}>
          {draftTitle(draft)}
        </h2>
        <SaveState status={status} draft={draft} onSaveNow={() => void session.autosave.flush()} />
        <span className="doc-row__spacer" />
        <button type="button" className="button button--danger" onClick={onDelete} disabled={locked}>
          {t("env-delete-confirm")}
        </button>
      </div>

      <div className="draft-editor__form">
        <fieldset className="draft-editor__lock" disabled={locked}>
          <legend className="visually-hidden">{t("env-editor-legend")}</legend>
          <EnvelopeFields
            draft={draft}
            update={update}
            issuesOf={issuesOf}
            touch={touch}
            ownInboxes={info?.inboxIds ?? []}
            ownCompany={{ id: info?.companyId ?? null, name: info?.companyName ?? null }}
          />

          <section className="draft-editor__documents" aria-labelledby={`${id}-docs`}>
            <h3 id={`${id}-docs`}>{t("env-documents-heading", { count: draft.documents.length })}</h3>
            <datalist id={typesListId}>
              {documentTypes.map((type) => (
                <option key={type} value={type} />
              ))}
            </datalist>
            <DropZone
              dragging={dragging}
              onAddFiles={onAddFiles}
              disabled={locked}
              result={session.addResult}
              onDismiss={session.dismissAddResult}
              problemId={`${id}-documents-issues`}
              problems={documentsProblems}
            />
            {removed && removed.draftId === draft.id ? (
              <div className="undo-bar" role="status">
                <span>{t("env-removed", { file: removed.doc.fileName })}</span>
                <button type="button" className="button button--small" onClick={undo}>
                  {t("env-undo")}
                </button>
              </div>
            ) : null}
            {draft.documents.length ? (
              <ol className="doc-list" aria-label={t("env-documents-list")}>
                {draft.documents.map((doc, i) => (
                  <DocumentRow
                    key={doc.path}
                    doc={doc}
                    index={i}
                    count={draft.documents.length}
                    kind={draft.kind}
                    typesListId={typesListId}
                    issuesOf={issuesOf}
                    touch={touch}
                    onChange={changeDoc(i)}
                    onMove={(delta) => move(i, delta)}
                    onRemove={() => remove(i)}
                  />
                ))}
              </ol>
            ) : null}
          </section>
        </fieldset>
      </div>

      <DraftEblPanel draft={draft} session={session} info={info} locked={locked} />

      <UploadSection
        draft={draft}
        upload={upload}
        info={info}
        uploadDropped={session.uploadDropped}
        hasIssues={session.attempted && session.hasIssues}
        onUpload={onUpload}
        onCancel={onCancelUpload}
        onReview={onReview}
      />
    </div>
  );
}

function SaveState({ status, draft, onSaveNow }: { status: SaveStatus; draft: Draft; onSaveNow: () => void }) {
  const mine = status.state !== "idle" && status.draftId === draft.id;
  if (mine && status.state === "failed") {
    return (
      <div className="draft-editor__saved" role="status" aria-live="polite">
        <span className="field-error">{t("env-save-failed", { error: describeError(status.error) })}</span>{" "}
        <button type="button" className="link-button" onClick={onSaveNow}>
          {t("env-save-now")}
        </button>
      </div>
    );
  }
  let text: string;
  if (mine && (status.state === "pending" || status.state === "saving")) text = t("env-saving");
  else if (mine && status.state === "saved") text = t("env-saved-at", { time: clockTime(status.savedAt) });
  else if (draft.updatedAt > 0) text = t("env-saved-at", { time: clockTime(draft.updatedAt) });
  else text = t("env-not-saved-yet");
  return (
    <p className="draft-editor__saved muted" role="status" aria-live="polite">
      {text}
    </p>
  );
}

function UploadSection({
  draft,
  upload,
  info,
  uploadDropped,
  hasIssues,
  onUpload,
  onCancel,
  onReview,
}: {
  draft: Draft;
  upload: UploadState | undefined;
  info: SessionInfo | undefined;
  uploadDropped: boolean;
  hasIssues: boolean;
  onUpload: () => void;
  onCancel: () => void;
  onReview: () => void;
}) {
  const notes: string[] = [];
  if (info && !info.signedIn) notes.push(t("env-note-signed-out"));
  else if (info && !info.canWrite) notes.push(t("env-note-read-only"));
  if (info && !info.keyAddress) notes.push(t("env-note-no-key"));

  const size = draft.documents.reduce((sum, d) => sum + d.size, 0);
  return (
    <section className="upload-section" aria-label={t("env-upload-and-send")}>
      {notes.map((n) => (
        <p key={n} className="warning" role="note">
          {n}
        </p>
      ))}
      {uploadDropped && !draft.uploaded ? (
        <p className="warning" role="note">
          {t("env-upload-dropped")}
        </p>
      ) : null}

      {upload?.phase === "uploading" ? (
        <UploadProgress
          files={upload.files}
          sent={upload.sent}
          total={upload.total}
          cancelling={upload.cancelling}
          onCancel={onCancel}
        />
      ) : upload?.phase === "preparing" ? (
        <p className="muted" role="status">
          {t("env-preparing")}
        </p>
      ) : upload?.phase === "cancelled" ? (
        <div className="upload-section__outcome" role="status">
          <p>{t("env-upload-cancelled")}</p>
          <button type="button" className="button button--primary" onClick={onUpload}>
            {t("env-retry")}
          </button>
        </div>
      ) : upload?.phase === "failed" ? (
        <div role="alert" className="error-notice upload-section__outcome">
          <p className="error-notice__title">{upload.title}</p>
          <p>{describeError(upload.error)}</p>
          <p className="error-notice__code">
            {t("env-error-code")} <Ltr><code>{upload.error.code}</code></Ltr>
          </p>
          <div className="button-row">
            <button type="button" className="button button--primary" onClick={onUpload}>
              {t("env-retry")}
            </button>
          </div>
        </div>
      ) : draft.uploaded ? (
        <div className="upload-section__outcome upload-section__done">
          <p>
            <span className="badge badge--ok">{t("env-uploaded-at", { time: clockTime(draft.uploaded.uploadedAt) })}</span>{" "}
            {t("env-uploaded-text")}
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={onReview}
            aria-keyshortcuts="Control+Enter"
            title={t("env-review-title")}
          >
            {t("env-review")}
          </button>
        </div>
      ) : (
        <div className="upload-section__ready">
          <button
            type="button"
            className="button button--primary"
            onClick={onUpload}
            aria-keyshortcuts="Control+Enter"
            title={t("env-upload-title")}
          >
            {t("env-upload")}
          </button>
          <span className="muted">
            {size > 0
              ? t("env-ready-with-size", { documents: documentCount(draft.documents.length), size: formatSize(size) })
              : t("env-ready", { documents: documentCount(draft.documents.length) })}
          </span>
        </div>
      )}
      {hasIssues && upload === undefined && !draft.uploaded ? (
        <p className="field-error" role="alert">
          {t("env-fix-problems")}
        </p>
      ) : null}
    </section>
  );
}
