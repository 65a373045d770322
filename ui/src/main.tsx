import { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { listEblsHead } from "./api/ebls";
import { deskKeys } from "./api/queryKeys";
import { getSessionInfo } from "./api/session";
import { App } from "./App";
import { applyToDocument } from "./i18n";
import { LanguageRoot } from "./i18n/LanguageRoot";
import "./styles.css";

const client = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
// A warm launch opens on the cached eBL list: ask for its first rows and for the session now,
// while React mounts, rather than after the first render (the Rust side answers in parallel).
// The whole list is asked for once those rows are painted (useEblList).
void client.prefetchQuery({ queryKey: deskKeys.session, queryFn: getSessionInfo });
void client.prefetchQuery({ queryKey: deskKeys.eblListHead, queryFn: listEblsHead });

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
}
