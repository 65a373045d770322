import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

import { describeError, type CommandError } from "../../api/errors";
import { deskKeys } from "../../api/queryKeys";
import { cancelSignIn, reopenSignInBrowser, signIn } from "../../api/session";
import type { SessionInfo } from "../../bindings/SessionInfo";
import { ErrorNotice } from "../../components/ErrorNotice";
import { useT } from "../../i18n";

/** Codes of a sign-in the user stopped: said quietly, not as an error. */
const CANCELLED = new Set(["cancelled"]);

/**
 * Signed out: one "Sign in" button. While the browser login runs: a waiting state with Cancel
 * and "Open the browser again". A failed or cancelled login says so plainly.
 */
export function SignInPanel({ session, ready }: { session: SessionInfo | undefined; ready: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [sideError, setSideError] = useState<CommandError | null>(null);
  const login = useMutation<SessionInfo, CommandError>({
    mutationFn: signIn,
    onSuccess: async (info) => {
      queryClient.setQueryData(deskKeys.session, info);
      await queryClient.invalidateQueries({ queryKey: deskKeys.ebls });
    },
  });

  const start = () => {
    setSideError(null);
    login.mutate();
  };
  const cancel = () => {
    cancelSignIn().catch((e: CommandError) => setSideError(e));
  };
  const reopen = () => {
    reopenSignInBrowser().catch((e: CommandError) => setSideError(e));
  };

  const where = session ? `${session.profileName} (${session.baseUrl})` : t("app-signin-the-service");

  return (
    <section className="card sign-in" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">{t("app-signin-title")}</h2>
      {login.isPending ? (
        <div className="sign-in__waiting" role="status">
          <p>
            <span className="spinner" aria-hidden="true" />
            {t("app-signin-waiting")}
          </p>
          <p className="muted">{t("app-signin-page-opened", { where })}</p>
          <div className="button-row">
            <button type="button" className="button" onClick={reopen}>
              {t("app-signin-reopen")}
            </button>
            <button type="button" className="button" onClick={cancel}>
              {t("app-cancel")}
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className="muted">{t("app-signin-intro", { where })}</p>
          <div className="button-row">
            <button
              type="button"
              className="button button--primary"
              onClick={start}
              disabled={!ready}
            >
              {t("app-signin-button")}
            </button>
          </div>
        </>
      )}
      {login.isError && !login.isPending ? (
        CANCELLED.has(login.error.code) ? (
          <p className="muted" role="status">
            <strong>{t("app-signin-not-signed-in-sentence")}</strong> {describeError(login.error)}
          </p>
        ) : (
          <ErrorNotice error={login.error} title={t("app-signin-not-signed-in")} />
        )
      ) : null}
      {sideError ? <ErrorNotice error={sideError} /> : null}
    </section>
  );
}
