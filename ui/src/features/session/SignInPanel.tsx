import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

import { describeError, type CommandError } from "../../api/errors";
import { deskKeys } from "../../api/queryKeys";
import { cancelSignIn, reopenSignInBrowser, signIn } from "../../api/session";
import type { SessionInfo } from "../../bindings/SessionInfo";
import { ErrorNotice } from "../../components/ErrorNotice";

/** Codes of a sign-in the user stopped: said quietly, not as an error. */
const CANCELLED = new Set(["cancelled"]);

/**
 * Signed out: one "Sign in" button. While the browser login runs: a waiting state with Cancel
 * and "Open the browser again". A failed or cancelled login says so plainly.
 */
export function SignInPanel({ session, ready }: { session: SessionInfo | undefined; ready: boolean }) {
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

  const where = session ? `${session.profileName} (${session.baseUrl})` : "the service";

  return (
    <section className="card sign-in" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">Sign in to see your eBLs</h2>
      {login.isPending ? (
        <div className="sign-in__waiting" role="status">
          <p>
            <span className="spinner" aria-hidden="true" />
            Waiting for you to sign in in your browser…
          </p>
          <p className="muted">
            A page of {where} opened in your browser. Sign in there and allow eBL Desk access; this
            window continues by itself.
          </p>
          <div className="button-row">
            <button type="button" className="button" onClick={reopen}>
              Open the browser again
            </button>
            <button type="button" className="button" onClick={cancel}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className="muted">
            Sign in to {where} in your browser. eBL Desk then lists each eBL with its state, your role
            and whether your company holds it, and lets you request surrender or transfer it.
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button button--primary"
              onClick={start}
              disabled={!ready}
            >
              Sign in
            </button>
          </div>
        </>
      )}
      {login.isError && !login.isPending ? (
        CANCELLED.has(login.error.code) ? (
          <p className="muted" role="status">
            <strong>Not signed in.</strong> {describeError(login.error)}
          </p>
        ) : (
          <ErrorNotice error={login.error} title="Not signed in" />
        )
      ) : null}
      {sideError ? <ErrorNotice error={sideError} /> : null}
    </section>
  );
}
