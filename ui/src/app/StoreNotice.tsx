import { useState } from "react";

import { useStoreNotice } from "../api/app";
import { useT } from "../i18n";

/**
 * Says once, above every screen, that the local data file was damaged and moved aside (with
 * where), cannot be used, or was found damaged by the check after the start. Nothing is lost in silence; the user may dismiss it.
 */
export function StoreNotice() {
  const t = useT();
  const notice = useStoreNotice();
  const [dismissed, setDismissed] = useState(false);
  if (!notice || dismissed) return null;
  return (
    <div className="store-notice" role="alert" aria-label={t("app-store-notice")}>
      <p>{notice}</p>
      <button type="button" onClick={() => setDismissed(true)}>
        {t("app-dismiss")}
      </button>
    </div>
  );
}
