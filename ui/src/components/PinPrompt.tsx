import { useState } from "react";

import type { CommandError } from "../api/errors";
import { useKeyInfo } from "../api/keys";
import { pkcs11Unlock } from "../api/pkcs11";
import { useT } from "../i18n";
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
  /** What unlocking goes on to do, the button's words (from the catalogue): "Unlock and sign" by default. */
  action?: string;
  onUnlocked: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const key = useKeyInfo();
  const token = key.data?.tokenLabel ?? null;
  const fieldLabel = token ? t("keys-pin-of", { token }) : t("keys-pin-of-module");
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
    <form className="pin-prompt" aria-label={t("keys-pin-needed")} onSubmit={(e) => void submit(e)}>
      <p>{token ? t("keys-pin-about-token", { token }) : t("keys-pin-about")}</p>
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
              ? t("keys-pin-wrong")
              : locked
                ? t("keys-pin-locked")
                : t("keys-pin-failed")
          }
        />
      ) : null}
      <div className="button-row">
        {!locked ? (
          <button type="submit" className="button button--primary" disabled={busy || pin === ""}>
            {action ?? t("keys-pin-unlock-and-sign")}
          </button>
        ) : null}
        <button type="button" className="button" disabled={busy} onClick={onCancel}>
          {t("keys-pin-cancel")}
        </button>
      </div>
    </form>
  );
}
