import { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { firstEblsHead, firstSessionInfo } from "./api/firstScreen";
import { deskKeys } from "./api/queryKeys";
import { App } from "./App";
import { applyToDocument } from "./i18n";
import { LanguageRoot } from "./i18n/LanguageRoot";
import "./styles.css";

// Where a launch's time goes (BENCHMARKS.md, "warm launch"): the bundle has loaded and runs.
performance.mark("app-script");
const client = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
// A warm launch opens on the cached eBL list: its first rows and the session were asked for
// before this script loaded (src-tauri/src/first_screen.rs); their answers fill the cache while
// React mounts, rather than after the first render. The whole list is asked for once those rows
// are painted (useEblList).
void client.prefetchQuery({ queryKey: deskKeys.session, queryFn: firstSessionInfo });
void client.prefetchQuery({ queryKey: deskKeys.eblListHead, queryFn: firstEblsHead });

applyToDocument();
const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <LanguageRoot>
        <App client={client} />
      </LanguageRoot>
    </StrictMode>,
  );
  performance.mark("app-render-asked");
}
