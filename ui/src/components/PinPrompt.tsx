import { useState } from "react";

import type { CommandError } from "../api/errors";
import { useKeyInfo } from "../api/keys";
import { pkcs11Unlock } from "../api/pkcs11";
import { ErrorNotice } from "./ErrorNotice";

/**
 * The PIN of the security module that holds the signing key, asked where a signature answered
 * `keys.pin_needed` (nothing was signed). The PIN is sent once to unlock the token and the field
 * cleared; then `onUnlocked` signs again. A wrong PIN says so and asks again; a locked token says
 * what to do and asks no more.
 */
export function PinPrompt({
  action,
  onUnlocked,
  onCancel,
}: {
  /** What unlocking goes on to do, the button's words: "Unlock and sign". */
  action?: string;
  onUnlocked: () => void;
  onCancel: () => void;
}) {
  const key = useKeyInfo();
  const token = key.data?.tokenLabel ?? null;
  const fieldLabel = token ? `PIN of ${token}` : "PIN of the security module";
  const [pin, setPin] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CommandError | null>(null);
  const locked = error?.code === "keys.pin_locked";

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || locked || pin === "") return;
    const secret = pin;
    setPin(""); // The PIN leaves this window once and is not kept in it.
    setBusy(true);
    setError(null);
    try {
      await pkcs11Unlock(secret);
      setBusy(false);
      onUnlocked();
    } catch (e) {
      setError(e as CommandError);
      setBusy(false);
    }
  };

  return (
    <form className="pin-prompt" aria-label="PIN needed" onSubmit={(e) => void submit(e)}>
      <p>
        {token ? `The key is in the security module ${token}.` : "The key is in a security module."} Type its PIN to
        sign; nothing has been signed or sent yet.
      </p>
      {!locked ? (
        <label className="field">
          {fieldLabel}
          <input
            type="password"
            value={pin}
            autoComplete="off"
            spellCheck={false}
            // The prompt appears because the user just asked to sign: the PIN is what comes next.
            autoFocus
            disabled={busy}
            onChange={(e) => setPin(e.target.value)}
          />
        </label>
      ) : null}
      {error ? (
        <ErrorNotice
          error={error}
          title={
            error.code === "keys.pin_incorrect"
              ? "Wrong PIN: type it again"
              : locked
                ? "The token is locked: nothing can be signed with it until its security officer unlocks it"
                : "The token was not unlocked"
          }
        />
      ) : null}
      <div className="button-row">
        {!locked ? (
          <button type="submit" className="button button--primary" disabled={busy || pin === ""}>
            {action ?? "Unlock and sign"}
          </button>
        ) : null}
        <button type="button" className="button" disabled={busy} onClick={onCancel}>
          Do not sign
        </button>
      </div>
    </form>
  );
}
