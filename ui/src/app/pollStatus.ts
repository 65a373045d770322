import { listen } from "@tauri-apps/api/event";
import { useEffect, useState } from "react";

import type { PollStatus } from "../bindings/PollStatus";
import { t } from "../i18n";

/** "30 s", "2 min", "1 h 5 min": how long the next poll waits, in words. */
export function intervalWords(seconds: number): string {
  if (seconds < 60) return t("app-interval-seconds", { seconds });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t("app-interval-minutes", { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t("app-interval-hours", { hours }) : t("app-interval-hours-minutes", { hours, minutes: rest });
}

/** What the status bar says about polling: nothing while it keeps its usual pace. */
export function pollStatusText(status: PollStatus | null): string | null {
  if (!status?.slowed) return null;
  return t("app-poll-slowed", { interval: intervalWords(status.intervalSeconds) });
}

/** The last `poll-status` event of background polling (Rust emits one after each poll). */
export function usePollStatus(): PollStatus | null {
  const [status, setStatus] = useState<PollStatus | null>(null);
  useEffect(() => {
    let stopped = false;
    let unlisten: (() => void) | undefined;
    listen<PollStatus>("poll-status", (event) => setStatus(event.payload))
      .then((fn) => {
        if (stopped) fn();
        else unlisten = fn;
      })
      .catch(() => {
        // Outside the app window (no event system) there is nothing to listen to.
      });
    return () => {
      stopped = true;
      unlisten?.();
    };
  }, []);
  return status;
}
