import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useRef, useState } from "react";

import { type OpenEbl, useShellEvent } from "../api/appShell";
import { useAttentionChangedListener, useAttentionList } from "../api/attention";
import { toCommandError, type CommandError } from "../api/errors";
import { refreshEverything, switchProfile } from "../api/profiles";
import { deskKeys } from "../api/queryKeys";
import { getSessionInfo } from "../api/session";
import { ErrorNotice } from "../components/ErrorNotice";
import { OpenEblContext, type OpenEblRequest } from "../features/ebls/openRequest";
import type { CloseAsked } from "../bindings/CloseAsked";
import { CloseDialog } from "./CloseDialog";
import { restoreOnce, rememberScreen } from "./lastView";
import { Logo } from "./Logo";
import { Navigation } from "./Navigation";
import { SCREENS, type ScreenId } from "./screens";
import { StatusBar } from "./StatusBar";
import { StoreNotice } from "./StoreNotice";
import { useT } from "../i18n";

export function Shell({ initialScreen = "ebls" }: { initialScreen?: ScreenId }) {
  const [current, setCurrent] = useState<ScreenId>(initialScreen);
  const screen = SCREENS.find((s) => s.id === current) ?? SCREENS[0];
  const Current = screen?.component;
  const queryClient = useQueryClient();
  const t = useT();

  // The screen shown at the last run, shown again at a start (unless the user moved already).
  const moved = useRef(false);
  useEffect(() => {
    restoreOnce(
      "screen",
      (view) => {
        const kept = SCREENS.find((s) => s.id === view.screen);
        if (kept) setCurrent(kept.id);
      },
      () => moved.current,
    );
  }, []);

  // The count on the eBLs entry: the active profile's open items, fetched again when watching
  // raises or closes some.
  const attention = useAttentionList();
  useAttentionChangedListener();
  const needAttention = attention.data?.items.length ?? 0;

  // A clicked notification: that profile (switched to when it is not the active one), the eBLs
  // screen, that eBL.
  const [openRequest, setOpenRequest] = useState<OpenEblRequest | null>(null);
  const [openError, setOpenError] = useState<CommandError | null>(null);
  const requests = useRef(0);
  useShellEvent<OpenEbl>("open-ebl", ({ profileId, eblId }) => {
    setOpenError(null);
    void (async () => {
      try {
        const session = await queryClient.fetchQuery({
          queryKey: deskKeys.session,
          queryFn: getSessionInfo,
          staleTime: 5_000,
        });
        if (session.profileId !== profileId) {
          const switched = await switchProfile(profileId);
          // The rest is fetched again in the background; the eBL is asked for at once.
          void refreshEverything(queryClient, switched);
        }
        requests.current += 1;
        moved.current = true;
        setCurrent("ebls");
        rememberScreen("ebls");
        setOpenRequest({ eblId, seq: requests.current });
      } catch (reason) {
        setOpenError(toCommandError(reason));
      }
    })();
  });

  // The first close of the window asks what closing does (and says whether the desktop shows a tray).
  const [closeAsked, setCloseAsked] = useState<CloseAsked | null>(null);
  useShellEvent<CloseAsked | null>("close-asked", (asked) => setCloseAsked({ tray: asked?.tray ?? true }));

  const navigate = (id: ScreenId) => {
    setOpenRequest(null);
    setOpenError(null);
    moved.current = true;
    setCurrent(id);
    rememberScreen(id);
  };

  return (
    <div className="shell">
      <aside className="sidebar">
        <div className="brand">
          <Logo />
          <span className="brand__name">{t("app-brand-name")}</span>
        </div>
        <Navigation current={current} onNavigate={navigate} counts={{ ebls: needAttention }} />
      </aside>
      <main className="content" aria-label={screen?.label()}>
        <StoreNotice />
        {openError ? <ErrorNotice error={openError} title={t("app-open-ebl-failed")} /> : null}
        <Suspense
          fallback={
            <p className="muted" role="status">
              {t("app-opening-screen", { screen: screen?.label() ?? "" })}
            </p>
          }
        >
          <OpenEblContext.Provider value={openRequest}>{Current ? <Current /> : null}</OpenEblContext.Provider>
        </Suspense>
      </main>
      <StatusBar />
      {closeAsked ? <CloseDialog tray={closeAsked.tray} onDismiss={() => setCloseAsked(null)} /> : null}
    </div>
  );
}
