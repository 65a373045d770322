import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { CommandError } from "../../api/errors";
import { deskKeys } from "../../api/queryKeys";
import { signOut } from "../../api/session";
import type { SessionInfo } from "../../bindings/SessionInfo";
import { ErrorNotice } from "../../components/ErrorNotice";

/**
 * Signed in: who, where, whether read-only, and Sign out. When the "who am I" request was refused
 * before it left (it named a place off the service's address), says so in words: the company
 * shown is then the last answer, not the service's word now.
 */
export function SessionBar({ session }: { session: SessionInfo }) {
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
        Signed in as <strong>{session.companyName ?? session.companyId ?? "your company"}</strong>
        <span className="muted"> · {session.profileName}</span>
      </p>
      {session.identityProblem ? (
        <p className="session-bar__note warning" role="alert" aria-label="The service was not asked who you are">
          {session.identityProblem}
        </p>
      ) : null}
      {!session.canWrite ? (
        <p className="session-bar__note" role="note">
          Read-only sign-in: you can look at eBLs, but requesting surrender, transferring and sending
          copies need a sign-in with the <code>write</code> scope.
        </p>
      ) : null}
      <button type="button" className="button" onClick={() => out.mutate()} disabled={out.isPending}>
        Sign out
      </button>
      {out.isError ? <ErrorNotice error={out.error} title="Could not sign out" /> : null}
    </div>
  );
}
