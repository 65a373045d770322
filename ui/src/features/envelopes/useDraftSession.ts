import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useReducer, useRef } from "react";

import { addPaths, envelopeKeys, newDraft, saveDraft, validateDraft } from "../../api/envelopes";
import { toCommandError } from "../../api/errors";
import type { Draft } from "../../bindings/Draft";
import {
  afterSave,
  appendDocuments,
  draftView,
  isStale,
  issuesByKey,
  NO_DRAFT,
  sameContent,
  upsertDraft,
  type DraftEvent,
} from "./draftModel";
import { useAutosave } from "./useAutosave";
import { t } from "../../i18n";

export const VALIDATE_DELAY_MS = 300;

export type { AddResult } from "./draftModel";

/**
 * The open draft and everything about editing it: local edits shown at once and autosaved,
 * validation by the Rust side a moment after each edit, which problems are shown (all of them
 * once there are documents or an upload was tried), and the one handler for dropped or picked
 * files. The drafts list in the query cache follows the saves. What the screen shows is one
 * state reduced over events (`draftView` in draftModel); the refs keep what async handlers read.
 */
export function useDraftSession({ isLocked }: { isLocked: (draftId: string) => boolean }) {
  const queryClient = useQueryClient();
  const [view, dispatch] = useReducer(draftView, NO_DRAFT);
  const { draft, version, issues, touched, attempted, uploadDropped, addResult } = view;
  /** The open draft as of now, for handlers that run after awaiting something. */
  const draftRef = useRef<Draft | null>(null);
  /** The latest local content of every draft opened in this screen (ahead of the stored one). */
  const latest = useRef(new Map<string, Draft>());
  const lockedRef = useRef(isLocked);
  useEffect(() => {
    lockedRef.current = isLocked;
  });

  const updateList = useCallback(
    (fn: (drafts: Draft[]) => Draft[]) => {
      queryClient.setQueryData<Draft[]>(envelopeKeys.drafts, (old) => fn(old ?? []));
    },
    [queryClient],
  );

  /** Shows `event`'s draft (the open one, or none) and remembers it for the async handlers. */
  const show = useCallback((event: DraftEvent & { draft: Draft | null }) => {
    draftRef.current = event.draft;
    if (event.draft) latest.current.set(event.draft.id, event.draft);
    dispatch(event);
  }, []);

  const onSaved = useCallback(
    (saved: Draft, sent: Draft) => {
      const local = latest.current.get(saved.id);
      const merged = local ? afterSave(local, sent, saved) : saved;
      latest.current.set(saved.id, merged);
      updateList((list) => upsertDraft(list, merged));
      if (draftRef.current?.id === saved.id) show({ type: "saved", draft: afterSave(draftRef.current, sent, saved) });
    },
    [show, updateList],
  );

  const autosave = useAutosave(saveDraft, onSaved);
  const { flush, schedule } = autosave;

  /** Opens a draft from the list (with any edits made here that are not stored yet). */
  const open = useCallback(
    (d: Draft) => {
      if (draftRef.current?.id === d.id) return;
      void flush();
      show({ type: "opened", draft: latest.current.get(d.id) ?? d });
    },
    [flush, show],
  );

  const close = useCallback(() => {
    void flush();
    show({ type: "opened", draft: null });
  }, [flush, show]);

  /** A new draft, open at once; stored by its first edit. */
  const create = useCallback(async () => {
    void flush();
    const fresh = await newDraft();
    show({ type: "opened", draft: fresh });
    return fresh;
  }, [flush, show]);

  /** One edit of the open draft: shown at once, saved after a pause. */
  const update = useCallback(
    (change: (d: Draft) => Draft) => {
      const current = draftRef.current;
      if (!current || lockedRef.current(current.id)) return;
      let next = change(current);
      if (next === current) return;
      // The created envelope no longer matches the content: the Rust side drops it too.
      const dropsUpload = current.uploaded !== null && !sameContent(current, next);
      if (dropsUpload) next = { ...next, uploaded: null };
      show({ type: "edited", draft: next, dropsUpload });
      schedule(next);
    },
    [show, schedule],
  );

  /** The draft as the Rust side returned it (after an upload): shown if open, listed either way. */
  const receive = useCallback(
    (d: Draft) => {
      latest.current.set(d.id, d);
      updateList((list) => upsertDraft(list, d));
      if (draftRef.current?.id === d.id) show({ type: "received", draft: d });
    },
    [show, updateList],
  );

  /** A draft that is gone (sent or deleted): nothing of it is saved again. */
  const forget = useCallback(
    async (id: string) => {
      await autosave.discard(id);
      latest.current.delete(id);
      updateList((list) => list.filter((d) => d.id !== id));
      if (draftRef.current?.id === id) show({ type: "opened", draft: null });
    },
    [autosave, show, updateList],
  );

  // Validation: a moment after each edit, by the Rust side (it looks at the files too).
  const validation = useRef(0);
  const runValidation = useCallback(async (d: Draft) => {
    const seq = ++validation.current;
    const list = await validateDraft(d);
    if (seq === validation.current) dispatch({ type: "validated", issues: { validated: d, list } });
    return list;
  }, []);

  const draftId = draft?.id;
  useEffect(() => {
    if (!draftId) return;
    const timer = setTimeout(() => {
      const d = draftRef.current;
      if (d) runValidation(d).catch(() => undefined);
    }, VALIDATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draftId, version, runValidation]);

  /** Validates the open draft now and shows every problem (the user asked to upload). */
  const validateNow = useCallback(async () => {
    dispatch({ type: "upload-tried" });
    const d = draftRef.current;
    return d ? runValidation(d) : [];
  }, [runValidation]);

  const mine = issues && draft && issues.validated.id === draft.id ? issues : null;
  const byKey = useMemo(
    () => (mine ? issuesByKey(mine.list, mine.validated.documents) : new Map<string, string[]>()),
    [mine],
  );

  /**
   * The problems to show for a field now: all of them once the draft has documents (it is being
   * worked on) or an upload was tried; in an empty draft only those of fields already left.
   */
  const working = (draft?.documents.length ?? 0) > 0;
  const issuesOf = useCallback(
    (key: string): string[] => {
      if (!(working || attempted || touched.has(key))) return [];
      const found = byKey.get(key);
      if (!found || !draft || !mine || isStale(key, draft, mine.validated)) return [];
      return found;
    },
    [working, attempted, touched, byKey, draft, mine],
  );

  const touch = useCallback((key: string) => dispatch({ type: "left-field", key }), []);

  // The one handler of dropped and picked files; runs one at a time, in order.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const addPathsToDraft = useCallback(
    (paths: string[]): Promise<void> => {
      const run = async () => {
        if (paths.length === 0) return;
        const open = draftRef.current;
        if (open && lockedRef.current(open.id)) {
          dispatch({
            type: "files-added",
            result: { kind: "refused", text: t("env-add-refused-uploading") },
          });
          return;
        }
        try {
          const target = open ?? (await create());
          const added = await addPaths(
            paths,
            target.documents.map((d) => d.path),
          );
          if (draftRef.current?.id !== target.id) {
            dispatch({
              type: "files-added",
              result: { kind: "refused", text: t("env-add-refused-other") },
            });
            return;
          }
          update((d) => appendDocuments(d, added.documents));
          // Adding a file the draft already holds confirms it (the Rust side may now read it):
          // validate again even when the draft itself did not change.
          dispatch({ type: "validate-again" });
          dispatch({
            type: "files-added",
            result: { kind: "added", added: added.documents.length, skipped: added.skipped },
          });
        } catch (reason) {
          dispatch({ type: "files-added", result: { kind: "failed", error: toCommandError(reason) } });
        }
      };
      const job = queue.current.then(run);
      queue.current = job.catch(() => undefined);
      return job;
    },
    [create, update],
  );

  /** The open draft as of now (for handlers that run after awaiting something). */
  const currentDraft = useCallback(() => draftRef.current, []);

  return {
    draft,
    currentDraft,
    open,
    close,
    create,
    update,
    receive,
    forget,
    autosave,
    validateNow,
    issuesOf,
    touch,
    attempted,
    uploadDropped,
    addResult,
    dismissAddResult: () => dispatch({ type: "files-added", result: null }),
    addPathsToDraft,
    hasIssues: mine !== null && mine.list.length > 0,
  };
}

export type DraftSession = ReturnType<typeof useDraftSession>;
