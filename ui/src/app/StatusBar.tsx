import { useAppInfo } from "../api/app";
import { describeError } from "../api/errors";
import { profileKindLabel } from "../features/settings/profileLabels";
import { pollStatusText, usePollStatus } from "./pollStatus";

/**
 * The bottom line of the window: the active profile, how often the list is checked when a large
 * list slowed polling down, and the app version.
 */
export function StatusBar() {
  const info = useAppInfo();
  const polling = pollStatusText(usePollStatus());
  return (
    <footer className="status-bar" aria-label="Status bar">
      {info.isSuccess ? (
        <>
          <span className="status-bar__profile">
            Profile: <strong>{info.data.profile.name}</strong>
            <span className="status-bar__kind"> · {profileKindLabel(info.data.profile.kind)}</span>
          </span>
          {polling ? (
            <span className="status-bar__polling" role="status" aria-label="Polling">
              {polling}
            </span>
          ) : null}
          <span className="status-bar__version">
            {info.data.name} {info.data.version}
          </span>
        </>
      ) : info.isError ? (
        <span role="alert" className="status-bar__error">
          Profile unavailable: {describeError(info.error)} ({info.error.code})
        </span>
      ) : (
        <span className="muted">Loading profile…</span>
      )}
    </footer>
  );
}
