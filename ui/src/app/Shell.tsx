import { Suspense, useState } from "react";

import { Logo } from "./Logo";
import { Navigation } from "./Navigation";
import { SCREENS, type ScreenId } from "./screens";
import { StatusBar } from "./StatusBar";
import { StoreNotice } from "./StoreNotice";

export function Shell({ initialScreen = "ebls" }: { initialScreen?: ScreenId }) {
  const [current, setCurrent] = useState<ScreenId>(initialScreen);
  const screen = SCREENS.find((s) => s.id === current) ?? SCREENS[0];
  const Current = screen?.component;

  return (
    <div className="shell">
      <aside className="sidebar">
        <div className="brand">
          <Logo />
          <span className="brand__name">eBL Desk</span>
        </div>
        <Navigation current={current} onNavigate={setCurrent} />
      </aside>
      <main className="content" aria-label={screen?.label}>
        <StoreNotice />
        <Suspense
          fallback={
            <p className="muted" role="status">
              Opening {screen?.label}…
            </p>
          }
        >
          {Current ? <Current /> : null}
        </Suspense>
      </main>
      <StatusBar />
    </div>
  );
}
