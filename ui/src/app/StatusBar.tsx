import { useAppInfo } from "../api/app";
import { describeError } from "../api/errors";
import { profileKindLabel } from "../features/settings/profileLabels";

/** The bottom line of the window: the active profile, and the app version. */
export function StatusBar() {
  const info = useAppInfo();
  return (
    <footer className="status-bar" aria-label="Status bar">
      {info.isSuccess ? (
        <>
          <span className="status-bar__profile">
            Profile: <strong>{info.data.profile.name}</strong>
            <span className="status-bar__kind"> · {profileKindLabel(info.data.profile.kind)}</span>
          </span>
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
