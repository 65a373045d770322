import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { CommandError } from "../../api/errors";
import { deskKeys } from "../../api/queryKeys";
import { signOut } from "../../api/session";
import type { SessionInfo } from "../../bindings/SessionInfo";
import { ErrorNotice } from "../../components/ErrorNotice";
import { Ltr, useT } from "../../i18n";

/** The OAuth scope a sign-in needs to act (a name, not a word). */
const WRITE_SCOPE = "write";

/**
 * Signed in: who, where, whether read-only, and Sign out. When the "who am I" request was refused
 * before it left (it named a place off the service's address), says so in words: the company
 * shown is then the last answer, not the service's word now.
 */
export function SessionBar({ session }: { session: SessionInfo }) {
  const t = useT();
  const queryClient = useQueryClient();
  const out = useMutation<SessionInfo, CommandError>({
    mutationFn: signOut,
    onSuccess: (info) => {
      queryClient.setQueryData(deskKeys.session, info);
      queryClient.removeQueries({ queryKey: deskKeys.ebls });
    },
  });
  return (
    <div className="session-bar">
      <p>
        {t("app-session-signed-in-as")}{" "}
        <strong>
          {(session.companyName ?? session.companyId) != null ? (
            <Ltr>{session.companyName ?? session.companyId}</Ltr>
          ) : (
            t("app-session-your-company")
          )}
        </strong>
        <span className="muted">
          {" "}
          · <Ltr>{session.profileName}</Ltr>
        </span>
      </p>
      {session.identityProblem ? (
        <p className="session-bar__note warning" role="alert" aria-label={t("app-session-identity-not-asked")}>
          {session.identityProblem}
        </p>
      ) : null}
      {!session.canWrite ? (
        <p className="session-bar__note" role="note">
          {t("app-session-read-only")}{" "}
          <code translate="no" dir="ltr">
            {WRITE_SCOPE}
          </code>{" "}
          {t("app-session-read-only-scope")}
        </p>
      ) : null}
      <button type="button" className="button" onClick={() => out.mutate()} disabled={out.isPending}>
        {t("app-session-sign-out")}
      </button>
      {out.isError ? <ErrorNotice error={out.error} title={t("app-session-sign-out-failed")} /> : null}
    </div>
  );
}
