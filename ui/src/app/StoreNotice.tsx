import { useState } from "react";

import { useAppInfo } from "../api/app";

/**
 * Says once, above every screen, that the local data file was damaged and moved aside (with
 * where), or cannot be used. Nothing is lost in silence; the user may dismiss it.
 */
export function StoreNotice() {
  const info = useAppInfo();
  const [dismissed, setDismissed] = useState(false);
  const notice = info.data?.store_notice;
  if (!notice || dismissed) return null;
  return (
    <div className="store-notice" role="alert" aria-label="Local data">
      <p>{notice}</p>
      <button type="button" onClick={() => setDismissed(true)}>
        Dismiss
      </button>
    </div>
  );
}
