import { useCallback, useEffect, useMemo, useRef, useState } from "react";

import { toCommandError, type CommandError } from "../../api/errors";
import type { Draft } from "../../bindings/Draft";

export const AUTOSAVE_DELAY_MS = 400;

export type SaveStatus =
  | { state: "idle" }
  | { state: "pending" | "saving"; draftId: string }
  | { state: "saved"; draftId: string; savedAt: number }
  | { state: "failed"; draftId: string; error: CommandError };

export interface Autosave {
  /** Saves `draft` once the user has paused for the delay; a later edit replaces it. */
  schedule: (draft: Draft) => void;
  /** Saves whatever is waiting now; resolves when every save started so far has finished. */
  flush: () => Promise<void>;
  /** Saves `draft` now, after the saves before it; rejects when it fails. */
  saveNow: (draft: Draft) => Promise<Draft>;
  /** Forgets the waiting edit of a draft (it was deleted or sent); waits for saves under way. */
  discard: (draftId: string) => Promise<void>;
  status: SaveStatus;
}

/**
 * Drafts saved as they are edited: one save per pause in typing, saves one after another in the
 * order they were made (an older draft never overwrites a newer one), and a failed save kept for
 * the next flush, so nothing typed is lost. Waiting edits are saved when the screen goes away or
 * the window is hidden.
 */
export function useAutosave(
  save: (draft: Draft) => Promise<Draft>,
  onSaved: (saved: Draft, sent: Draft) => void,
  delayMs = AUTOSAVE_DELAY_MS,
): Autosave {
  const [status, setStatus] = useState<SaveStatus>({ state: "idle" });
  const pending = useRef(new Map<string, Draft>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const saveRef = useRef(save);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    saveRef.current = save;
    onSavedRef.current = onSaved;
  });

  const enqueue = useCallback((draft: Draft): Promise<Draft> => {
    const job = chain.current.then(async () => {
      setStatus({ state: "saving", draftId: draft.id });
      try {
        const saved = await saveRef.current(draft);
        onSavedRef.current(saved, draft);
        setStatus((s) =>
          // A newer edit of the same draft waiting for its turn still says "Saving…".
          pending.current.has(draft.id) ? s : { state: "saved", draftId: draft.id, savedAt: saved.updatedAt },
        );
        return saved;
      } catch (reason) {
        const error = toCommandError(reason);
        // Kept for the next flush, unless a newer edit of the draft is already waiting.
        if (!pending.current.has(draft.id)) pending.current.set(draft.id, draft);
        setStatus({ state: "failed", draftId: draft.id, error });
        throw error;
      }
    });
    chain.current = job.catch(() => undefined);
    return job;
  }, []);

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const waiting = [...pending.current.values()];
    pending.current.clear();
    waiting.forEach((d) => void enqueue(d).catch(() => undefined));
    await chain.current;
  }, [enqueue]);

  const schedule = useCallback(
    (draft: Draft) => {
      pending.current.set(draft.id, draft);
      setStatus((s) => (s.state === "saving" ? s : { state: "pending", draftId: draft.id }));
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [delayMs, flush],
  );

  const saveNow = useCallback(
    (draft: Draft) => {
      pending.current.delete(draft.id);
      if (timer.current && pending.current.size === 0) {
        clearTimeout(timer.current);
        timer.current = null;
      }
      return enqueue(draft);
    },
    [enqueue],
  );

  const discard = useCallback(async (draftId: string) => {
    pending.current.delete(draftId);
    await chain.current;
  }, []);

  // Leaving the screen, or the window going away, saves what is waiting.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === "hidden") void flush();
    };
    const onPageHide = () => void flush();
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", onPageHide);
      void flush();
    };
  }, [flush]);

  return useMemo(() => ({ schedule, flush, saveNow, discard, status }), [schedule, flush, saveNow, discard, status]);
}
