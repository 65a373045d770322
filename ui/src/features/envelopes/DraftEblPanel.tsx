import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

import { chooseDocuments, envelopeKeys } from "../../api/envelopes";
import type { Draft } from "../../bindings/Draft";
import type { SessionInfo } from "../../bindings/SessionInfo";
import { CreditSection } from "./CreditSection";
import { DocumentCheckSection } from "./DocumentCheckSection";
import { EblLinkSection } from "./EblLinkSection";
import type { DraftSession } from "./useDraftSession";
import {
  useAddDemoDocuments,
  useCreditChange,
  useDraftCheck,
  useDraftEbl,
  useEnsureSaved,
  useLinkEbl,
} from "./useDocumentCheck";
import { t } from "../../i18n";

/**
 * The open draft's eBL and the check of its documents against it: the eBL link (picker,
 * proposal, demo documents on the embedded sandbox) and *Check against the eBL*, both asked of
 * the Rust side for the saved draft, again whenever its files change.
 */
export function DraftEblPanel({
  draft,
  session,
  info,
  locked,
}: {
  draft: Draft;
  session: DraftSession;
  info: SessionInfo | undefined;
  locked: boolean;
}) {
  const ensureSaved = useEnsureSaved(session);
  const draftEbl = useDraftEbl(draft, ensureSaved);
  const link = useLinkEbl(draft, ensureSaved);
  const { update } = session;
  const demo = useAddDemoDocuments(draft, ensureSaved, (saved) => update(() => saved));
  const eblId = draftEbl.data?.eblId ?? null;
  const check = useDraftCheck(draft, eblId, ensureSaved);
  const credit = useCreditChange(draft, eblId, ensureSaved);
  // A file dropped again that the draft already holds (replaced on disk, the same path): the
  // draft is unchanged, so its check is asked again here.
  const queryClient = useQueryClient();
  const { addResult } = session;
  useEffect(() => {
    if (addResult?.kind === "added" && addResult.added === 0) {
      void queryClient.invalidateQueries({ queryKey: envelopeKeys.check(draft.id) });
    }
  }, [addResult, draft.id, queryClient]);
  const reference = eblId ? (draftEbl.data?.ebl?.reference ?? t("env-linked-ebl-fallback")) : null;

  return (
    <>
      <EblLinkSection
        draftEbl={draftEbl.data}
        pending={draftEbl.isPending && draftEbl.fetchStatus !== "idle"}
        error={draftEbl.error}
        linking={link.isPending}
        linkError={link.error}
        onLink={(ebl) => link.mutate(ebl)}
        demo={
          info?.profileKind === "sandbox"
            ? { add: () => demo.mutate(), adding: demo.isPending, error: demo.error }
            : undefined
        }
        disabled={locked}
      />
      <DocumentCheckSection
        linked={reference}
        documentCount={draft.documents.length}
        check={check.data}
        checking={check.isFetching}
        error={check.error}
        onCheckAgain={() => void check.refetch()}
      />
      <CreditSection
        linked={reference}
        check={check.data}
        checking={check.isFetching}
        changing={credit.isPending ? (credit.variables?.kind ?? null) : null}
        error={credit.error}
        disabled={locked}
        onChange={(change) => credit.mutateAsync(change)}
        onChooseFile={async () => (await chooseDocuments())[0] ?? null}
        onDismissError={() => credit.reset()}
      />
    </>
  );
}
