import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";

import { useEblChangesListener } from "../../api/ebls";
import { useSessionInfo } from "../../api/session";
import type { EblChanges } from "../../bindings/EblChanges";
import { keptFilter, keptFilterLoaded, rememberFilter } from "../../app/lastView";
import { ErrorNotice } from "../../components/ErrorNotice";
import { ScreenHeader } from "../../components/ScreenHeader";
import { t, useT } from "../../i18n";
import { Toasts, useToasts } from "../../components/Toasts";
import { SessionBar } from "../session/SessionBar";
import { SignInPanel } from "../session/SignInPanel";
import { EblDetailView } from "./EblDetailView";
import { EblListView, type ListViewState } from "./EblListView";
import { DEFAULT_SORT, type EblFilters, NO_FILTERS } from "./listModel";
import { useOpenEblRequest } from "./openRequest";
import { prefetchPreview } from "./previewPrefetch";
import "./ebls.css";

function changesText(changes: EblChanges): string | null {
  const parts: string[] = [];
  const joiner = t("ebls-joiner");
  if (changes.arrived.length) parts.push(t("ebls-changes-arrived", { references: changes.arrived.join(joiner) }));
  if (changes.changed.length) parts.push(t("ebls-changes-changed", { references: changes.changed.join(joiner) }));
  if (changes.left.length) parts.push(t("ebls-changes-left", { references: changes.left.join(joiner) }));
  return parts.length ? t("ebls-changes", { parts: parts.join(t("ebls-parts-joiner")) }) : null;
}

/** The eBLs screen: sign in when signed out; otherwise the list, or one eBL's detail. */
export function EblsScreen() {
  const t = useT();
  const session = useSessionInfo();
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const [openId, setOpenId] = useState<string | null>(null);
  const [returning, setReturning] = useState(false);
  const [listState, setListState] = useState<ListViewState>(() => ({
    filters: keptFilter() ?? NO_FILTERS,
    sort: DEFAULT_SORT,
    selectedId: null,
  }));

  // The list opens on the filter of the last run until the user changes it (each change is
  // remembered); read at the first start, it is applied when it arrives.
  const restoredFilters = useRef<EblFilters | null>(null);
  useEffect(() => {
    let live = true;
    if (keptFilter() === null) {
      void keptFilterLoaded().then((filters) => {
        if (!live || !filters) return;
        restoredFilters.current = filters;
        setListState((s) => (s.filters === NO_FILTERS ? { ...s, filters } : s));
      });
    }
    return () => {
      live = false;
    };
  }, []);
  const shownFilters = useRef(listState.filters);
  useEffect(() => {
    if (shownFilters.current === listState.filters) return;
    shownFilters.current = listState.filters;
    if (listState.filters !== restoredFilters.current) rememberFilter(listState.filters);
  }, [listState.filters]);

  // A clicked notification opens its eBL, once per request.
  const request = useOpenEblRequest();
  const [handled, setHandled] = useState(0);
  if (request && request.seq !== handled) {
    setHandled(request.seq);
    setOpenId(request.eblId);
    setListState((s) => ({ ...s, selectedId: request.eblId }));
  }

  const { push } = toasts;
  const onChanges = useCallback(
    (changes: EblChanges) => {
      const text = changesText(changes);
      if (text) push(text);
    },
    [push],
  );
  useEblChangesListener(onChanges);

  const signedIn = session.data?.signedIn === true ? session.data : null;

  return (
    <>
      <ScreenHeader
        title={t("ebls-title")}
        subtitle={t("ebls-subtitle")}
      />
      {session.isError ? <ErrorNotice error={session.error} title={t("ebls-session-unreadable")} /> : null}
      {signedIn ? <SessionBar session={signedIn} /> : null}
      {!signedIn ? (
        <SignInPanel session={session.data} ready={!session.isPending} />
      ) : openId ? (
        <EblDetailView
          key={openId}
          id={openId}
          session={signedIn}
          onBack={() => {
            setOpenId(null);
            setReturning(true);
          }}
          onOpen={(id) => {
            prefetchPreview(queryClient, id);
            setListState((s) => ({ ...s, selectedId: id }));
            setOpenId(id);
          }}
          notify={push}
        />
      ) : (
        <EblListView
          state={listState}
          onChange={setListState}
          focusTable={returning}
          ownInboxes={signedIn.inboxIds}
          profileId={signedIn.profileId}
          onOpen={(id) => {
            performance.mark("ebl-open");
            // The detail, the PDF and page 1 are asked for now, not once the detail has rendered.
            prefetchPreview(queryClient, id);
            setListState((s) => ({ ...s, selectedId: id }));
            setOpenId(id);
          }}
        />
      )}
      <Toasts toasts={toasts} />
    </>
  );
}
