import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

import { appShellKeys, windowCloseChoice, type CloseChoice } from "../api/appShell";
import type { CommandError } from "../api/errors";
import { ErrorNotice } from "../components/ErrorNotice";
import { Modal } from "../components/Modal";
import { useT } from "../i18n";

/**
 * Asked at the first close of the window (`close-asked`): keep eBL Desk running in the tray,
 * watching every profile's eBLs, or quit. Where the desktop shows no tray (`tray` false: GNOME
 * without the AppIndicator extension) it keeps running in the background instead, and the dialog
 * says how the window comes back: opening eBL Desk again. "Don't ask again" (on unless unticked)
 * keeps the answer; Settings → Watching changes it later. Escape leaves the window open.
 */
export function CloseDialog({ tray, onDismiss }: { tray: boolean; onDismiss: () => void }) {
  const t = useT();
  const [remember, setRemember] = useState(true);
  const queryClient = useQueryClient();
  const choose = useMutation<void, CommandError, CloseChoice>({
    mutationFn: (choice) => windowCloseChoice(choice, remember),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: appShellKeys.preferences });
      onDismiss();
    },
  });
  return (
    <Modal
      title={t("app-close-title")}
      onEscape={() => {
        if (!choose.isPending) onDismiss();
      }}
      initialFocus=".button--primary"
    >
      <p>{tray ? t("app-close-body-tray") : t("app-close-body-background")}</p>
      {tray ? null : <p>{t("app-close-no-tray")}</p>}
      <label className="field-inline">
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        {t("app-close-dont-ask")}
      </label>
      <p className="muted">{t("app-close-change-later")}</p>
      <div className="button-row modal__buttons">
        <button
          type="button"
          className="button button--primary"
          onClick={() => choose.mutate("tray")}
          disabled={choose.isPending}
        >
          {tray ? t("app-close-keep-tray") : t("app-close-keep-background")}
        </button>
        <button type="button" className="button" onClick={() => choose.mutate("quit")} disabled={choose.isPending}>
          {t("app-close-quit")}
        </button>
      </div>
      {choose.isError ? <ErrorNotice error={choose.error} title={t("app-close-failed")} /> : null}
    </Modal>
  );
}
