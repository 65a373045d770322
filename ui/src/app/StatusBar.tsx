import { useAppInfo } from "../api/app";
import { describeError } from "../api/errors";
import { profileKindLabel } from "../features/settings/profileLabels";
import { Ltr, useT } from "../i18n";
import { pollStatusText, usePollStatus } from "./pollStatus";

/**
 * The bottom line of the window: the active profile, how often the list is checked when a large
 * list slowed polling down, and the app version.
 */
export function StatusBar() {
  const t = useT();
  const info = useAppInfo();
  const polling = pollStatusText(usePollStatus());
  return (
    <footer className="status-bar" aria-label={t("app-status-bar")}>
      {info.isSuccess ? (
        <>
          <span className="status-bar__profile">
            {t("app-status-profile")}{" "}
            <strong>
              <Ltr>{info.data.profile.name}</Ltr>
            </strong>
            <span className="status-bar__kind"> · {profileKindLabel(info.data.profile.kind)}</span>
          </span>
          {polling ? (
            <span className="status-bar__polling" role="status" aria-label={t("app-status-polling")}>
              {polling}
            </span>
          ) : null}
          <span className="status-bar__version">
            <Ltr>
              {info.data.name} {info.data.version}
            </Ltr>
          </span>
        </>
      ) : info.isError ? (
        <span role="alert" className="status-bar__error">
          {t("app-status-profile-unavailable", { message: describeError(info.error), code: info.error.code })}
        </span>
      ) : (
        <span className="muted">{t("app-status-loading")}</span>
      )}
    </footer>
  );
}
