import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

import {
  addDemoDocuments,
  checkDraft,
  envelopeKeys,
  getDraftEbl,
  importCredit,
  importCreditFile,
  linkDraftEbl,
  removeCredit,
  searchEbls,
} from "../../api/envelopes";
import type { CommandError } from "../../api/errors";
import type { Draft } from "../../bindings/Draft";
import type { DraftCheck } from "../../bindings/DraftCheck";
import type { DraftEbl } from "../../bindings/DraftEbl";
import type { EblChoice } from "../../bindings/EblChoice";
import { documentsSignature } from "./checkModel";
import type { DraftSession } from "./useDraftSession";

/**
 * The document check's commands work on the saved draft: the edits waiting are saved first (and
 * a draft never saved is saved now).
 */
export function useEnsureSaved(session: DraftSession) {
  const { autosave, currentDraft } = session;
  return useCallback(async () => {
    await autosave.flush();
    const open = currentDraft();
    if (open && open.updatedAt === 0) await autosave.saveNow(open);
  }, [autosave, currentDraft]);
}

/**
 * The draft's eBL (linked, or proposed by its documents), asked again when its files change. A
 * draft never saved has none yet: nothing is asked.
 */
export function useDraftEbl(draft: Draft, ensureSaved: () => Promise<void>) {
  const documents = documentsSignature(draft.documents);
  return useQuery<DraftEbl, CommandError>({
    queryKey: envelopeKeys.draftEblOf(draft.id, documents),
    queryFn: async () => {
      await ensureSaved();
      return getDraftEbl(draft.id);
    },
    enabled: draft.updatedAt > 0,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Links the draft to an eBL, or unlinks it (null); the draft's eBL and its check follow. */
export function useLinkEbl(draft: Draft, ensureSaved: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation<DraftEbl, CommandError, EblChoice | null>({
    mutationFn: async (ebl) => {
      await ensureSaved();
      return linkDraftEbl(draft.id, ebl?.id ?? null);
    },
    onSuccess: async (linked) => {
      queryClient.removeQueries({ queryKey: envelopeKeys.draftEbl(draft.id) });
      queryClient.setQueryData(envelopeKeys.draftEblOf(draft.id, documentsSignature(draft.documents)), linked);
      await queryClient.invalidateQueries({ queryKey: envelopeKeys.check(draft.id) });
    },
  });
}

/**
 * The check of the draft's documents against its linked eBL: asked when the link or the files
 * change (each change is a new query; the last result shows while the next is read).
 */
export function useDraftCheck(draft: Draft, eblId: string | null, ensureSaved: () => Promise<void>) {
  const documents = documentsSignature(draft.documents);
  return useQuery<DraftCheck, CommandError>({
    queryKey: envelopeKeys.checkOf(draft.id, eblId ?? "", documents),
    queryFn: async () => {
      await ensureSaved();
      return checkDraft(draft.id);
    },
    enabled: eblId !== null && draft.updatedAt > 0,
    placeholderData: (previous, query) =>
      previous && query?.queryKey[3] === eblId ? previous : undefined,
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The eBL picker's search as the user types (the cached list; nothing asked of the service). */
export function useEblSearch(query: string, enabled: boolean) {
  return useQuery<EblChoice[], CommandError>({
    queryKey: envelopeKeys.eblSearch(query.trim()),
    queryFn: () => searchEbls(query.trim(), 20),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    retry: false,
  });
}

/** Embedded sandbox: the linked eBL's demo invoice and packing list, added to the draft. */
export function useAddDemoDocuments(draft: Draft, ensureSaved: () => Promise<void>, receive: (d: Draft) => void) {
  return useMutation<Draft, CommandError, void>({
    mutationFn: async () => {
      await ensureSaved();
      return addDemoDocuments(draft.id);
    },
    onSuccess: receive,
  });
}

/** What a change to the draft's credit is: an MT700 or MT707 pasted, one from a file, or its removal. */
export type CreditChange = { kind: "paste"; text: string } | { kind: "file"; path: string } | { kind: "remove" };

/**
 * Imports, amends or removes the draft's letter of credit; the Rust side answers with the draft's
 * check (the credit's lines in it), which becomes the check shown.
 */
export function useCreditChange(draft: Draft, eblId: string | null, ensureSaved: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation<DraftCheck, CommandError, CreditChange>({
    mutationFn: async (change) => {
      await ensureSaved();
      if (change.kind === "paste") return importCredit(draft.id, change.text);
      if (change.kind === "file") return importCreditFile(draft.id, change.path);
      return removeCredit(draft.id);
    },
    onSuccess: (check) => {
      queryClient.setQueryData(envelopeKeys.checkOf(draft.id, eblId ?? "", documentsSignature(draft.documents)), check);
    },
  });
}
