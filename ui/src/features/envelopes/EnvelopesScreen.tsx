import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";

import { useSessionInfo } from "../../api/session";
import {
  chooseDocuments,
  deleteDraft,
  envelopeKeys,
  getRecipientCheck,
  useDocumentTypes,
  useDrafts,
  useSentEnvelopes,
} from "../../api/envelopes";
import { toCommandError, type CommandError } from "../../api/errors";
import type { Draft } from "../../bindings/Draft";
import type { ReceiverCheck } from "../../bindings/ReceiverCheck";
import type { SentEnvelopeView } from "../../bindings/SentEnvelopeView";
import { ConfirmDelete } from "../../components/ConfirmDelete";
import { ConfirmRecipientDialog } from "./ConfirmRecipientDialog";
import { EmptyState } from "../../components/EmptyState";
import { ErrorNotice } from "../../components/ErrorNotice";
import { formatNumber, t } from "../../i18n";
import { ScreenHeader } from "../../components/ScreenHeader";
import { Toasts, useToasts } from "../../components/Toasts";
import { DraftEditor } from "./DraftEditor";
import { DraftList } from "./DraftList";
import { draftTitle, withOpenDraft, withSent } from "./draftModel";
import { DropZone } from "./DropZone";
import { SendReviewDialog } from "./SendReviewDialog";
import { SentList } from "./SentList";
import { useDraftSession } from "./useDraftSession";
import { useNativeDrop } from "./useNativeDrop";
import { useUploads } from "./useUploads";
import "../ebls/ebls.css";
import "./envelopes.css";

type Tab = "drafts" | "sent";

/**
 * The envelope builder: drafts on the left (and the Sent list), the open draft on the right.
 * Files dropped anywhere on the window go into the open draft (a new one when none is open).
 * Shortcuts: Ctrl+O adds files, Ctrl+Enter uploads (or opens the review once uploaded).
 */
export function EnvelopesScreen() {
  const queryClient = useQueryClient();
  const info = useSessionInfo();
  const drafts = useDrafts();
  const [tab, setTab] = useState<Tab>("drafts");
  const sent = useSentEnvelopes();
  const types = useDocumentTypes();
  const toasts = useToasts();
  const locks = useRef(new Set<string>());
  const isLocked = useCallback((id: string) => locks.current.has(id), []);
  const session = useDraftSession({ isLocked });
  const uploads = useUploads(session, locks);
  const [reviewing, setReviewing] = useState(false);
  /** The recipient's check waiting for the user's confirmation before an upload, and its answer. */
  const [confirming, setConfirming] = useState<{
    check: ReceiverCheck;
    answer: (typed: string | undefined) => void;
  } | null>(null);
  /** What the user typed to confirm each draft's recipient before its upload (the review shows it again). */
  const [typedFor, setTypedFor] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<Draft | null>(null);
  const [deleteError, setDeleteError] = useState<CommandError | null>(null);
  const [screenError, setScreenError] = useState<{ title: string; error: CommandError } | null>(null);
  const [focusProblem, setFocusProblem] = useState(0);
  const tabs = useRef<HTMLDivElement>(null);

  const { addPathsToDraft, currentDraft, create, open, forget, autosave } = session;
  const draft = session.draft;
  const upload = draft ? uploads.uploads[draft.id] : undefined;

  /** What a drop does (and the e2e hook, and Add files…): the files go into the open draft. */
  const dropPaths = useCallback(
    async (paths: string[]) => {
      setTab("drafts");
      await addPathsToDraft(paths);
    },
    [addPathsToDraft],
  );
  const dragging = useNativeDrop(dropPaths);

  const addFiles = useCallback(async () => {
    setScreenError(null);
    try {
      const paths = await chooseDocuments();
      if (paths.length) await dropPaths(paths);
    } catch (reason) {
      setScreenError({ title: t("env-error-file-dialog"), error: toCommandError(reason) });
    }
  }, [dropPaths]);

  const newEnvelope = useCallback(async () => {
    setScreenError(null);
    setTab("drafts");
    try {
      await create();
    } catch (reason) {
      setScreenError({ title: t("env-error-new-envelope"), error: toCommandError(reason) });
    }
  }, [create]);

  const { start } = uploads;
  /** The recipient checked before the upload: the user types what the check asks, or nothing is uploaded. */
  const confirmRecipient = useCallback(async (d: Draft): Promise<string | null | undefined> => {
    setTypedFor((all) => Object.fromEntries(Object.entries(all).filter(([id]) => id !== d.id)));
    if (d.kind !== "standard") return null;
    const check = await getRecipientCheck(d.id);
    if (!check?.typeToConfirm) return null;
    const typed = await new Promise<string | undefined>((resolve) => setConfirming({ check, answer: resolve }));
    setConfirming(null);
    if (typed !== undefined) setTypedFor((all) => ({ ...all, [d.id]: typed }));
    return typed;
  }, []);
  const uploadOrReview = useCallback(async () => {
    const open = currentDraft();
    if (!open) return;
    if (open.uploaded && !locks.current.has(open.id)) {
      setReviewing(true);
      return;
    }
    const result = await start(confirmRecipient);
    if (result.outcome === "invalid") setFocusProblem((n) => n + 1);
    if (result.outcome === "uploaded" && currentDraft()?.id === result.draft?.id) setReviewing(true);
  }, [currentDraft, start, confirmRecipient]);

  const onSent = async (view: SentEnvelopeView, id: string) => {
    setReviewing(false);
    await forget(id);
    queryClient.setQueryData<SentEnvelopeView[]>(envelopeKeys.sent, (list) => withSent(list ?? [], view));
    void queryClient.invalidateQueries({ queryKey: envelopeKeys.sent });
    void queryClient.invalidateQueries({ queryKey: envelopeKeys.documentTypes });
    toasts.push(t("env-toast-sent", { recipient: view.recipient }));
    setTab("sent");
    setTimeout(() => tabs.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus(), 0);
  };

  const confirmDelete = async (target: Draft) => {
    setDeleteError(null);
    try {
      // Edits waiting to be saved go first, so a failed delete loses nothing.
      await autosave.flush();
      await deleteDraft(target.id);
      await forget(target.id);
      setDeleting(null);
      toasts.push(t("env-toast-deleted", { title: draftTitle(target) }));
    } catch (reason) {
      setDeleteError(toCommandError(reason));
    }
  };

  // Screen shortcuts (not while a dialog is open).
  const shortcuts = useRef({ addFiles, uploadOrReview, tab });
  useEffect(() => {
    shortcuts.current = { addFiles, uploadOrReview, tab };
  });
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      if (event.key === "o" || event.key === "O") {
        event.preventDefault();
        void shortcuts.current.addFiles();
      } else if (event.key === "Enter" && shortcuts.current.tab === "drafts") {
        event.preventDefault();
        void shortcuts.current.uploadOrReview();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight" && event.key !== "Home" && event.key !== "End") return;
    event.preventDefault();
    const next: Tab = event.key === "Home" ? "drafts" : event.key === "End" ? "sent" : tab === "drafts" ? "sent" : "drafts";
    setTab(next);
    setTimeout(() => tabs.current?.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus(), 0);
  };

  const list = withOpenDraft(Array.isArray(drafts.data) ? drafts.data : [], draft);
  const uploadingIds = new Set(
    Object.entries(uploads.uploads)
      .filter(([, u]) => u.phase === "uploading" || u.phase === "preparing")
      .map(([id]) => id),
  );

  return (
    <>
      <ScreenHeader title={t("env-title")} subtitle={t("env-subtitle")} />
      <div className="envelopes__toolbar">
        <button type="button" className="button button--primary" onClick={() => void newEnvelope()}>
          {t("env-new")}
        </button>
        <div className="envelopes__tabs" role="tablist" aria-label={t("env-tabs")} ref={tabs} onKeyDown={onTabKey}>
          {(["drafts", "sent"] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`envelopes-tab-${name}`}
              data-tab={name}
              aria-selected={tab === name}
              aria-controls={`envelopes-panel-${name}`}
              tabIndex={tab === name ? 0 : -1}
              className="envelopes__tab"
              onClick={() => setTab(name)}
            >
              {name === "drafts" ? t("env-tab-drafts") : t("env-tab-sent")}
            </button>
          ))}
        </div>
      </div>
      {screenError ? <ErrorNotice error={screenError.error} title={screenError.title} /> : null}

      {tab === "drafts" ? (
        <div className="envelopes" role="tabpanel" id="envelopes-panel-drafts" aria-labelledby="envelopes-tab-drafts">
          <aside className="envelopes__side" aria-label={t("env-drafts-list")}>
            <h2 className="envelopes__side-title">
              {t("env-drafts-heading")} <span className="muted">({formatNumber(list.length)})</span>
            </h2>
            {drafts.isPending ? <p className="muted">{t("env-loading")}</p> : null}
            {drafts.isError ? <ErrorNotice error={drafts.error} title={t("env-error-drafts")} /> : null}
            {!drafts.isPending ? (
              <DraftList drafts={list} openId={draft?.id ?? null} uploadingIds={uploadingIds} onOpen={open} />
            ) : null}
          </aside>
          <div className="envelopes__main">
            {draft ? (
              <DraftEditor
                key={draft.id}
                draft={draft}
                session={session}
                upload={upload}
                dragging={dragging}
                info={info.data}
                documentTypes={Array.isArray(types.data) ? types.data : ["INV", "GOO"]}
                focusProblem={focusProblem}
                onAddFiles={() => void addFiles()}
                onUpload={() => void uploadOrReview()}
                onCancelUpload={() => void uploads.cancel(draft.id)}
                onReview={() => setReviewing(true)}
                onDelete={() => {
                  setDeleteError(null);
                  setDeleting(draft);
                }}
              />
            ) : (
              <EmptyState title={t("env-empty-title")}>
                <p>{t("env-empty-text")}</p>
                <DropZone
                  dragging={dragging}
                  onAddFiles={() => void addFiles()}
                  result={session.addResult}
                  onDismiss={session.dismissAddResult}
                />
              </EmptyState>
            )}
          </div>
        </div>
      ) : (
        <div role="tabpanel" id="envelopes-panel-sent" aria-labelledby="envelopes-tab-sent" className="envelopes__sent">
          <SentList sent={Array.isArray(sent.data) ? sent.data : []} error={sent.error} pending={sent.isPending} />
        </div>
      )}

      {confirming ? (
        <ConfirmRecipientDialog
          check={confirming.check}
          onConfirm={(typed) => confirming.answer(typed)}
          onCancel={() => confirming.answer(undefined)}
        />
      ) : null}
      {reviewing && draft?.uploaded ? (
        <SendReviewDialog
          draft={draft}
          initialTyped={typedFor[draft.id] ?? ""}
          keyAddress={info.data?.keyAddress ?? null}
          onClose={() => setReviewing(false)}
          onSent={(view) => void onSent(view, draft.id)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDelete
          title={t("env-delete-title", { title: draftTitle(deleting) })}
          error={deleteError}
          errorTitle={t("env-delete-error")}
          confirmLabel={t("env-delete-confirm")}
          danger
          focusKeep
          onConfirm={() => void confirmDelete(deleting)}
          onKeep={() => setDeleting(null)}
        >
          <p>{t("env-delete-text")}</p>
        </ConfirmDelete>
      ) : null}
      <Toasts toasts={toasts} />
    </>
  );
}
