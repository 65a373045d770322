import { useState } from "react";

import type { ReceiverCheck } from "../../bindings/ReceiverCheck";
import { Modal } from "../../components/Modal";
import { ReceiverCheckSection, typedMatches, typedWholeId } from "../ebls/ReceiverCheckSection";
import { t } from "../../i18n";

/**
 * "Confirm the recipient": before anything is uploaded, what is known about the inbox the envelope
 * goes to (the receiver check every counterparty passes: names and their sources, near misses,
 * earlier envelopes) and the field to type what the check asks. *Upload* waits for it; the Rust
 * side checks the recipient again before the first byte leaves, and once more before signing.
 */
export function ConfirmRecipientDialog({
  check,
  onConfirm,
  onCancel,
}: {
  check: ReceiverCheck;
  onConfirm: (typed: string) => void;
  onCancel: () => void;
}) {
  const [typed, setTyped] = useState("");
  const wanted = check.typeToConfirm;
  const ok = typedMatches(wanted, typed) || (wanted !== null && typedWholeId(check.inboxId, typed));
  return (
    <Modal title={t("env-confirm-title")} onEscape={onCancel} initialFocus=".receiver-check input">
      <p className="muted">{t("env-confirm-text")}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ok) onConfirm(typed);
        }}
      >
        <ReceiverCheckSection check={check} kind="ENVELOPE" typed={typed} onType={setTyped} />
        <div className="button-row modal__buttons">
          <button type="submit" className="button button--primary" disabled={!ok}>
            {t("env-upload")}
          </button>
          <button type="button" className="button modal__cancel" onClick={onCancel}>
            {t("env-cancel")}
          </button>
        </div>
      </form>
    </Modal>
  );
}
