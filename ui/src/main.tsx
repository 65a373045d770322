import { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { listEbls } from "./api/ebls";
import { deskKeys } from "./api/queryKeys";
import { getSessionInfo } from "./api/session";
import { App } from "./App";
import "./styles.css";

const client = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
// A warm launch opens on the cached eBL list: ask for it and for the session now, while React
// mounts, rather than after the first render (the Rust side answers in parallel).
void client.prefetchQuery({ queryKey: deskKeys.session, queryFn: getSessionInfo });
void client.prefetchQuery({ queryKey: deskKeys.eblList(false), queryFn: () => listEbls(false) });

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App client={client} />
    </StrictMode>,
  );
}
