import { QueryClient } from "@tanstack/react-query";
import { mockIPC } from "@tauri-apps/api/mocks";
import { render } from "@testing-library/react";

import { App } from "../App";
import type { AppInfo } from "../bindings/AppInfo";
import { answering, type IpcAnswers, type IpcHandler, type SentCommand } from "./ipcAnswers";

export const SANDBOX_INFO: AppInfo = {
  name: "eBL Desk",
  version: "0.1.0",
  profile: { name: "Sandbox", kind: "sandbox" },
};

/**
 * Renders the whole app with the Rust side replaced by `backend` (Tauri's mockIPC): answers by
 * command name, or one handler of every command.
 */
export function renderApp(backend: IpcAnswers | IpcHandler) {
  const handler = typeof backend === "function" ? backend : answering(backend);
  mockIPC((cmd, args) => handler(cmd as SentCommand, (args ?? {}) as Record<string, unknown>));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<App client={client} />);
}
