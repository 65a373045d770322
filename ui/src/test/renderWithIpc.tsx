import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { mockIPC } from "@tauri-apps/api/mocks";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { vi } from "vitest";

import type { CommandArgs } from "../api/commands";
import type { CommandName } from "../bindings/CommandName";
import type { ErrorCode } from "../bindings/ErrorCode";
import { answering, type IpcAnswers, type IpcHandler, type SentCommand } from "./ipcAnswers";

export { answerFor, answering, type Answer, type IpcAnswers, type IpcHandler, type SentCommand } from "./ipcAnswers";

export interface IpcCall {
  cmd: SentCommand;
  args: Record<string, unknown>;
}

/**
 * Renders a screen with the Rust side replaced by `backend` (Tauri's mockIPC): answers by command
 * name, or one handler of every command. Records every command the window sends, so tests assert
 * on what a user's click asked the app to do.
 */
export function renderWithIpc(ui: ReactElement, backend: IpcAnswers | IpcHandler) {
  const handler = typeof backend === "function" ? backend : answering(backend);
  const calls: IpcCall[] = [];
  mockIPC(
    (cmd, args) => {
      const a = (args ?? {}) as Record<string, unknown>;
      const sent = cmd as SentCommand;
      calls.push({ cmd: sent, args: a });
      return handler(sent, a);
    },
    { shouldMockEvents: true },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  /** The calls of `cmd`, with the arguments that command takes. */
  const callsOf = <C extends CommandName>(cmd: C) =>
    calls.filter((c) => c.cmd === cmd) as unknown as { cmd: C; args: CommandArgs<C> }[];
  return { ...result, calls, callsOf, client };
}

/** jsdom has no layout: give elements a size so the virtualized table renders its rows. */
export function giveElementsASize(width = 1000, height = 600) {
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(height);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(width);
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(height);
  vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockReturnValue(width);
}

/** An IPC rejection as the Rust side sends it (a code it can send; the message is its words for people). */
export function ipcError(code: ErrorCode, message = `failed: ${code}`) {
  return Promise.reject({ code, message });
}
