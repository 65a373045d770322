import type { ReactNode } from "react";

import type { AppError } from "../api/errors";
import { Modal } from "./Modal";
import { ErrorNotice } from "./ErrorNotice";
import { t } from "../i18n";

/**
 * "Delete X?" with what deleting means, the failure if the last try failed, a delete button and
 * "Keep it". Escape keeps it too.
 */
export function ConfirmDelete({
  title,
  children,
  error,
  errorTitle,
  confirmLabel,
  pending = false,
  danger = false,
  focusKeep = false,
  onConfirm,
  onKeep,
}: {
  title: string;
  children: ReactNode;
  error: AppError | null;
  errorTitle: string;
  confirmLabel: string;
  pending?: boolean;
  /** Red delete button. */
  danger?: boolean;
  /** Focus starts on "Keep it" rather than on the first button. */
  focusKeep?: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  return (
    <Modal title={title} onEscape={onKeep} initialFocus={focusKeep ? ".modal__cancel" : undefined}>
      {children}
      {error ? <ErrorNotice error={error} title={errorTitle} /> : null}
      <div className="button-row modal__buttons">
        <button
          type="button"
          className={danger ? "button button--danger" : "button button--primary"}
          disabled={pending}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
        <button type="button" className="button modal__cancel" onClick={onKeep}>
          {t("app-keep-it")}
        </button>
      </div>
    </Modal>
  );
}
