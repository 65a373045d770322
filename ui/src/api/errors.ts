import type { ErrorCode } from "../bindings/ErrorCode";
import type { IpcError } from "../bindings/IpcError";
import { t } from "../i18n";

/** Codes the window gives an error itself, when no answer it understands came from the Rust side. */
export type WindowErrorCode = "ipc.failed" | "pdf.bad_page";

/** An error as a screen shows it: an IPC error from the Rust side, or one the window made itself. */
export type AppError = Omit<IpcError, "code"> & { code: ErrorCode | WindowErrorCode };

/**
 * A failed call to the Rust side: the `{code, message}` of the IPC error convention. `message` is
 * the code's one sentence, written in Rust; only the window's own codes have the window's words.
 */
export class CommandError extends Error implements AppError {
  readonly code: ErrorCode | WindowErrorCode;

  constructor(code: ErrorCode | WindowErrorCode, message: string) {
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
  return new CommandError("ipc.failed", t("app-error-ipc-unreadable"));
}

/**
 * The window's own words, only for errors the window makes itself (the Rust side did not answer
 * in a way it understands). Every code the Rust side sends comes with its sentence, made there.
 */
function windowMessage(code: string): string | undefined {
  switch (code) {
    case "ipc.failed":
      return t("app-error-ipc-failed");
    default:
      return undefined;
  }
}

/**
 * The sentence to show for an error: the `message` made in Rust. A screen that adds context (what
 * was kept, what was not sent) shows it as a heading above or beside this sentence, never instead.
 */
export function describeError(error: AppError): string {
  return windowMessage(error.code) ?? error.message;
}
