import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";

import { addPaths, envelopeKeys, newDraft, saveDraft, validateDraft } from "../../api/envelopes";
import { toCommandError, type CommandError } from "../../api/errors";
import type { Draft } from "../../bindings/Draft";
import type { DraftIssue } from "../../bindings/DraftIssue";
import type { SkippedPath } from "../../bindings/SkippedPath";
import { afterSave, appendDocuments, isStale, issuesByKey, sameContent, upsertDraft } from "./draftModel";
import { useAutosave } from "./useAutosave";

export const VALIDATE_DELAY_MS = 300;

/** What the last drop or *Add files* did. */
export type AddResult =
  | { kind: "added"; added: number; skipped: SkippedPath[] }
  | { kind: "refused"; text: string }
  | { kind: "failed"; error: CommandError };

interface Issues {
  /** The draft as it was validated: `documents.<i>` refers to its documents. */
  validated: Draft;
  list: DraftIssue[];
}

/**
 * The open draft and everything about editing it: local edits shown at once and autosaved,
 * validation by the Rust side a moment after each edit, which problems are shown (all of them
 * once there are documents or an upload was tried), and the one handler for dropped or picked
 * files. The drafts list in the query cache follows the saves.
 */
export function useDraftSession({ isLocked }: { isLocked: (draftId: string) => boolean }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft | null>(null);
  const draftRef = useRef<Draft | null>(null);
  /** The latest local content of every draft opened in this screen (ahead of the stored one). */
  const latest = useRef(new Map<string, Draft>());
  const [version, setVersion] = useState(0);
  const [issues, setIssues] = useState<Issues | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [uploadDropped, setUploadDropped] = useState(false);
  const [addResult, setAddResult] = useState<AddResult | null>(null);
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

  const show = useCallback((next: Draft | null) => {
    draftRef.current = next;
    if (next) latest.current.set(next.id, next);
    setDraft(next);
  }, []);

  const onSaved = useCallback(
    (saved: Draft, sent: Draft) => {
      const local = latest.current.get(saved.id);
      const merged = local ? afterSave(local, sent, saved) : saved;
      latest.current.set(saved.id, merged);
      updateList((list) => upsertDraft(list, merged));
      if (draftRef.current?.id === saved.id) show(afterSave(draftRef.current, sent, saved));
    },
    [show, updateList],
  );

  const autosave = useAutosave(saveDraft, onSaved);
  const { flush, schedule } = autosave;

  const resetView = useCallback(() => {
    setIssues(null);
    setTouched(new Set());
    setAttempted(false);
    setUploadDropped(false);
    setAddResult(null);
    setVersion((v) => v + 1);
  }, []);

  /** Opens a draft from the list (with any edits made here that are not stored yet). */
  const open = useCallback(
    (d: Draft) => {
      if (draftRef.current?.id === d.id) return;
      void flush();
      show(latest.current.get(d.id) ?? d);
      resetView();
    },
    [flush, show, resetView],
  );

  const close = useCallback(() => {
    void flush();
    show(null);
    resetView();
  }, [flush, show, resetView]);

  /** A new draft, open at once; stored by its first edit. */
  const create = useCallback(async () => {
    void flush();
    const fresh = await newDraft();
    show(fresh);
    resetView();
    return fresh;
  }, [flush, show, resetView]);

  /** One edit of the open draft: shown at once, saved after a pause. */
  const update = useCallback(
    (change: (d: Draft) => Draft) => {
      const current = draftRef.current;
      if (!current || lockedRef.current(current.id)) return;
      let next = change(current);
      if (next === current) return;
      if (current.uploaded && !sameContent(current, next)) {
        // The created envelope no longer matches: the Rust side drops it too.
        next = { ...next, uploaded: null };
        setUploadDropped(true);
      }
      show(next);
      setVersion((v) => v + 1);
      schedule(next);
    },
    [show, schedule],
  );

  /** The draft as the Rust side returned it (after an upload): shown if open, listed either way. */
  const receive = useCallback(
    (d: Draft) => {
      latest.current.set(d.id, d);
      updateList((list) => upsertDraft(list, d));
      if (draftRef.current?.id === d.id) {
        show(d);
        setUploadDropped(false);
      }
    },
    [show, updateList],
  );

  /** A draft that is gone (sent or deleted): nothing of it is saved again. */
  const forget = useCallback(
    async (id: string) => {
      await autosave.discard(id);
      latest.current.delete(id);
      updateList((list) => list.filter((d) => d.id !== id));
      if (draftRef.current?.id === id) {
        show(null);
        resetView();
      }
    },
    [autosave, show, updateList, resetView],
  );

  // Validation: a moment after each edit, by the Rust side (it looks at the files too).
  const validation = useRef(0);
  const runValidation = useCallback(async (d: Draft) => {
    const seq = ++validation.current;
    const list = await validateDraft(d);
    if (seq === validation.current) setIssues({ validated: d, list });
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
    setAttempted(true);
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

  const touch = useCallback((key: string) => {
    setTouched((t) => (t.has(key) ? t : new Set([...t, key])));
  }, []);

  // The one handler of dropped and picked files; runs one at a time, in order.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const addPathsToDraft = useCallback(
    (paths: string[]): Promise<void> => {
      const run = async () => {
        if (paths.length === 0) return;
        const open = draftRef.current;
        if (open && lockedRef.current(open.id)) {
          setAddResult({ kind: "refused", text: "The envelope is being uploaded; add the files when it is done." });
          return;
        }
        try {
          const target = open ?? (await create());
          const added = await addPaths(
            paths,
            target.documents.map((d) => d.path),
          );
          if (draftRef.current?.id !== target.id) {
            setAddResult({ kind: "refused", text: "Another envelope was opened meanwhile; drop the files again." });
            return;
          }
          update((d) => appendDocuments(d, added.documents));
          // Adding a file the draft already holds confirms it (the Rust side may now read it):
          // validate again even when the draft itself did not change.
          setVersion((v) => v + 1);
          setAddResult({ kind: "added", added: added.documents.length, skipped: added.skipped });
        } catch (reason) {
          setAddResult({ kind: "failed", error: toCommandError(reason) });
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
    dismissAddResult: () => setAddResult(null),
    addPathsToDraft,
    hasIssues: mine !== null && mine.list.length > 0,
  };
}

export type DraftSession = ReturnType<typeof useDraftSession>;
