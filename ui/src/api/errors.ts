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

/**
 * Plain words for the codes the window knows, in one table: anything else shows the message the
 * Rust side made for it.
 */
const SIGN_IN_CANCELLED = "Sign-in was cancelled.";
const NO_KEY = "There is no signing key yet. Add one on the Keys screen.";
const NOT_SIGNED_IN = "You are not signed in. Sign in on the eBLs screen.";

const MESSAGES: Record<string, string> = {
  "app.state": "Something went wrong inside eBL Desk. Restart the app and try again.",
  "app.internal": "Something went wrong inside eBL Desk.",
  "ipc.failed": "The window could not talk to the app.",
  "auth.expired": "Your session has expired. Sign in again.",
  // Session and sign-in
  cancelled: SIGN_IN_CANCELLED,
  "auth.login_timeout": "Sign-in took too long and was stopped. Try again.",
  "auth.denied": "Access was denied in the browser, so you are not signed in.",
  "auth.state_mismatch":
    "The browser answered a different sign-in attempt than this one. You are not signed in; try again.",
  "auth.bad_callback": "The browser came back without a usable answer. You are not signed in; try again.",
  "auth.browser": "The browser could not be opened. Open the sign-in page again, or check your default browser.",
  "auth.invalid_client": "The service does not accept this app's client id or secret. Check the profile in Settings.",
  "auth.forbidden": "Your sign-in does not allow this. A read-only sign-in cannot act on eBLs.",
  "session.signed_out": NOT_SIGNED_IN,
  "auth.store": "The system keyring could not keep your session. Unlock it and sign in again.",
  // Signing and actions
  "session.no_key": NO_KEY,
  "sign.mismatch": "The service asked to sign something other than what you chose; nothing was signed.",
  "sign.bad_signature": "The service did not accept the signature; nothing changed. Check the key on the Keys screen.",
  "action.already_submitted": "This action was already submitted; it was not sent a second time.",
  "action.unknown_review": "This review is no longer valid. Start the action again.",
  // Network and service
  "net.offline": "The service cannot be reached. Check your connection and try again.",
  "net.timeout": "The service did not answer in time. Try again.",
  "net.transport": "The connection to the service failed. Try again.",
  "net.too_large": "The service sent more than the app accepts (16 MiB for data, 256 MiB for a PDF); nothing of it was kept.",
  "http.conflict": "The eBL changed on the service and no longer allows this. Refresh and look again.",
  "http.not_found": "The service no longer shows this eBL to your company.",
  "http.rate_limited": "The service asks to slow down. Wait a moment and try again.",
  "http.server": "The service had a problem. Try again later.",
  // Keys
  "keys.bad_password": "That password does not open the keystore file.",
  "keys.bad_hex": "That is not a private key: expected 64 hexadecimal characters, with or without 0x.",
  "keys.invalid_key": "That is not a valid private key.",
  "keys.keystore_format": "That file is not a keystore this app can read.",
  "keys.keystore_unsupported": "That keystore uses a format this app does not support.",
  "keys.keyring": "The system keyring could not be used. Unlock it and try again.",
  "keys.keyring_unavailable": "There is no system keyring to keep the key in. Start or unlock it and try again.",
  // PDF preview
  "pdf.library_missing":
    "The PDF renderer is not installed, so the preview cannot be shown. Download the PDF to open it elsewhere.",
  "pdf.library_load":
    "The PDF renderer could not be loaded, so the preview cannot be shown. Download the PDF to open it elsewhere.",
  "pdf.invalid": "This PDF could not be read, so there is no preview.",
  "pdf.password": "This PDF is password-protected, so there is no preview.",
  "pdf.too_large": "This PDF is too large to preview. Download it to open it elsewhere.",
  "pdf.timeout": "This page could not be drawn in time; the PDF viewer was restarted. Try again.",
  "pdf.worker_crashed": "The PDF renderer stopped while reading this document. Try again.",
  // Files
  "path.not_allowed":
    "eBL Desk only opens or saves files you choose in its own file dialogs or drop on its window. Choose the file again.",
};

export function describeError(error: IpcError): string {
  return MESSAGES[error.code] ?? error.message;
}
