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

/** Plain-language text for the codes the UI knows; anything else shows the message it came with. */
const KNOWN_CODES: Record<string, string> = {
  "app.state": "Something went wrong inside eBL Desk. Restart the app and try again.",
  "app.internal": "Something went wrong inside eBL Desk.",
  "ipc.failed": "The window could not talk to the app.",
  "auth.expired": "Your session has expired. Sign in again.",
  "net.offline": "The service cannot be reached. Check your connection.",
  "sign.mismatch": "What the service asked to sign does not match the action you reviewed. Nothing was signed.",
};

export function describeError(error: IpcError): string {
  return KNOWN_CODES[error.code] ?? error.message;
}
