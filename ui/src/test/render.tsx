import { QueryClient } from "@tanstack/react-query";
import { mockIPC } from "@tauri-apps/api/mocks";
import { render } from "@testing-library/react";

import { App } from "../App";
import type { AppInfo } from "../bindings/AppInfo";

export const SANDBOX_INFO: AppInfo = {
  name: "eBL Desk",
  version: "0.1.0",
  profile: { name: "Sandbox", kind: "sandbox" },
};

type Handler = (cmd: string, args: unknown) => unknown;

/** Renders the whole app with the Rust side replaced by `handler` (Tauri's mockIPC). */
export function renderApp(handler: Handler) {
  mockIPC((cmd, args) => handler(cmd, args));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<App client={client} />);
}
