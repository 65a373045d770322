import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

import { appShellKeys, windowCloseChoice, type CloseChoice } from "../api/appShell";
import type { CommandError } from "../api/errors";
import { ErrorNotice } from "../components/ErrorNotice";
import { Modal } from "../components/Modal";

/**
 * Asked at the first close of the window (`close-asked`): keep eBL Desk running in the tray,
 * watching every profile's eBLs, or quit. Where the desktop shows no tray (`tray` false: GNOME
 * without the AppIndicator extension) it keeps running in the background instead, and the dialog
 * says how the window comes back: opening eBL Desk again. "Don't ask again" (on unless unticked)
 * keeps the answer; Settings → Watching changes it later. Escape leaves the window open.
 */
export function CloseDialog({ tray, onDismiss }: { tray: boolean; onDismiss: () => void }) {
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
      title="Keep eBL Desk running?"
      onEscape={() => {
        if (!choose.isPending) onDismiss();
      }}
      initialFocus=".button--primary"
    >
      <p>
        {tray ? "In the tray" : "In the background"}, eBL Desk keeps watching the eBLs of all your profiles while its
        window is closed, and tells you when one needs attention: a surrender answered, a request waiting too long, a
        deadline coming. Quit stops watching until you start it again.
      </p>
      {tray ? null : <p>There is no tray on this desktop: open eBL Desk again to bring this window back.</p>}
      <label className="field-inline">
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        Don&apos;t ask again
      </label>
      <p className="muted">You can change this later in Settings → Watching.</p>
      <div className="button-row modal__buttons">
        <button
          type="button"
          className="button button--primary"
          onClick={() => choose.mutate("tray")}
          disabled={choose.isPending}
        >
          {tray ? "Keep running in the tray" : "Keep running in the background"}
        </button>
        <button type="button" className="button" onClick={() => choose.mutate("quit")} disabled={choose.isPending}>
          Quit
        </button>
      </div>
      {choose.isError ? <ErrorNotice error={choose.error} title="The window could not be closed" /> : null}
    </Modal>
  );
}
