import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { mockIPC } from "@tauri-apps/api/mocks";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { vi } from "vitest";

import type { CommandName } from "../bindings/CommandName";
import type { ErrorCode } from "../bindings/ErrorCode";

/** What the window sends: the app's own commands, and the plugins' (events). */
export type SentCommand = CommandName | `plugin:${string}`;

export interface IpcCall {
  cmd: SentCommand;
  args: Record<string, unknown>;
}

/**
 * Renders a screen with the Rust side replaced by `handler` (Tauri's mockIPC) and records every
 * command the window sends, so tests assert on what a user's click asked the app to do.
 */
export function renderWithIpc(ui: ReactElement, handler: (cmd: SentCommand, args: Record<string, unknown>) => unknown) {
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
  const callsOf = (cmd: CommandName) => calls.filter((c) => c.cmd === cmd);
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
