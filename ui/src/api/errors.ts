import type { ErrorCode } from "../bindings/ErrorCode";
import type { IpcError } from "../bindings/IpcError";

/** A failed call to the Rust side: the `{code, message}` of the IPC error convention. */
export class CommandError extends Error implements IpcError {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = "CommandError";
    this.code = code;
  }
}

function isIpcError(value: unknown): value is IpcError {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Record<string, unknown>).code === "string" &&
    typeof (value as Record<string, unknown>).message === "string"
  );
}

/**
 * Whatever `invoke` rejected with, as a CommandError. Our commands reject with `{code, message}`;
 * Tauri itself rejects with a bare string (unknown command, denied permission).
 */
export function toCommandError(reason: unknown): CommandError {
  if (reason instanceof CommandError) return reason;
  if (isIpcError(reason)) return new CommandError(reason.code, reason.message);
  if (typeof reason === "string") return new CommandError("ipc.failed", reason);
  if (reason instanceof Error) return new CommandError("ipc.failed", reason.message);
  return new CommandError("ipc.failed", "The app did not answer in a way this window understands.");
}

/** Codes the window gives an error itself, when no answer it understands came from the Rust side. */
export type WindowErrorCode = "ipc.failed" | "pdf.bad_page";

/**
 * Words a screen gives a code instead of the Rust side's `message`, where its context says more
 * (an envelope's upload, the sign-in panel). Keyed only by codes an error can have: a code the
 * Rust side never sends (`ErrorCode`, generated from its one list) fails `tsc`.
 */
export type MessageOverrides = Partial<Record<ErrorCode | WindowErrorCode, string>>;

/** The window's own words: the Rust side makes the user's text for every code it sends. */
const WINDOW_MESSAGES: MessageOverrides = {
  "ipc.failed": "The window could not talk to the app.",
};

/** The words to show for an error: the `message` made in Rust, unless `overrides` has its code. */
export function describeError(error: IpcError, overrides: MessageOverrides = {}): string {
  const code = error.code as ErrorCode | WindowErrorCode;
  return overrides[code] ?? WINDOW_MESSAGES[code] ?? error.message;
}
