import { useCallback, useState, type RefObject } from "react";

import { cancelUpload, isCancelled, uploadEnvelope } from "../../api/envelopes";
import { toCommandError, type CommandError } from "../../api/errors";
import type { Draft } from "../../bindings/Draft";
import type { DraftSession } from "./useDraftSession";
import type { UploadFile } from "./UploadProgress";
import { t } from "../../i18n";

export type UploadState =
  | { phase: "preparing" }
  | { phase: "uploading"; files: UploadFile[]; sent: number; total: number; cancelling: boolean }
  | { phase: "cancelled" }
  | { phase: "failed"; title: string; error: CommandError };

/** How an upload attempt ended. */
export type UploadOutcome = "uploaded" | "invalid" | "declined" | "cancelled" | "failed" | "busy";

/**
 * Asks the user to confirm the draft's recipient before anything is uploaded: resolves with what
 * they typed (null when the recipient's check asks for nothing), or undefined when they declined.
 */
export type ConfirmRecipient = (draft: Draft) => Promise<string | null | undefined>;

/**
 * Uploads of drafts, each with its own state. An upload saves the draft first (the Rust side
 * uploads the stored draft), has it validated, has the user confirm its recipient (`confirm`:
 * nothing is uploaded for a recipient the user has not confirmed), then streams it; the draft cannot be edited from
 * the moment Upload is pressed until the upload ends (`locks`). A failure or a cancel leaves the
 * draft as it was.
 */
export function useUploads(session: DraftSession, locks: RefObject<Set<string>>) {
  const [uploads, setUploads] = useState<Record<string, UploadState>>({});

  const set = useCallback((id: string, state: UploadState | null) => {
    setUploads((all) => {
      const next = { ...all };
      if (state) next[id] = state;
      else delete next[id];
      return next;
    });
  }, []);

  const { autosave, validateNow, receive, currentDraft } = session;

  const start = useCallback(async (confirm: ConfirmRecipient): Promise<{ outcome: UploadOutcome; draft?: Draft }> => {
    const draft = currentDraft();
    if (!draft) return { outcome: "busy" };
    const id = draft.id;
    if (locks.current.has(id)) return { outcome: "busy" };
    locks.current.add(id);
    set(id, { phase: "preparing" });
    const fail = (title: string, reason: unknown) => {
      locks.current.delete(id);
      set(id, { phase: "failed", title, error: toCommandError(reason) });
      return { outcome: "failed" as const };
    };
    try {
      await autosave.saveNow(draft);
    } catch (reason) {
      return fail(t("env-upload-failed-save"), reason);
    }
    let problems;
    try {
      problems = await validateNow();
    } catch (reason) {
      return fail(t("env-upload-failed-validate"), reason);
    }
    if (problems.length > 0) {
      locks.current.delete(id);
      set(id, null);
      return { outcome: "invalid" };
    }
    let typed: string | null;
    try {
      const answer = await confirm(draft);
      if (answer === undefined) {
        locks.current.delete(id);
        set(id, null);
        return { outcome: "declined" };
      }
      typed = answer;
    } catch (reason) {
      return fail(t("env-upload-failed-recipient"), reason);
    }
    const files = draft.documents.map((d) => ({ fileName: d.fileName.trim(), size: d.size }));
    const total = files.reduce((sum, f) => sum + f.size, 0);
    set(id, { phase: "uploading", files, sent: 0, total, cancelling: false });
    try {
      const uploaded = await uploadEnvelope(id, typed, (p) =>
        setUploads((all) => {
          const state = all[id];
          if (state?.phase !== "uploading") return all;
          return { ...all, [id]: { ...state, sent: p.sent, total: p.total } };
        }),
      );
      locks.current.delete(id);
      set(id, null);
      receive(uploaded);
      return { outcome: "uploaded", draft: uploaded };
    } catch (reason) {
      const error = toCommandError(reason);
      if (isCancelled(error)) {
        locks.current.delete(id);
        set(id, { phase: "cancelled" });
        return { outcome: "cancelled" };
      }
      return fail(t("env-upload-failed"), error);
    }
  }, [autosave, validateNow, receive, currentDraft, locks, set]);

  const cancel = useCallback(
    async (id: string) => {
      setUploads((all) => {
        const state = all[id];
        if (state?.phase !== "uploading") return all;
        return { ...all, [id]: { ...state, cancelling: true } };
      });
      try {
        await cancelUpload(id);
      } catch {
        // The upload's own answer says how it ended.
      }
    },
    [],
  );

  const dismiss = useCallback((id: string) => set(id, null), [set]);

  return { uploads, start, cancel, dismiss };
}
