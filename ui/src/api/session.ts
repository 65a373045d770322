/**
 * The session: who is signed in with which profile, signing in through the system browser and
 * out, and the hook that sends the window back to Sign in when a query finds the session gone.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

import type { SessionInfo } from "../bindings/SessionInfo";
import type { CommandError } from "./errors";
import { call } from "./invoke";
import { deskKeys } from "./queryKeys";

export const getSessionInfo = () => call("session_info");
/** Resolves when the login in the system browser completes; may take minutes. */
export const signIn = () => call("sign_in", {});
export const cancelSignIn = () => call("cancel_sign_in");
export const reopenSignInBrowser = () => call("reopen_sign_in_browser");
export const signOut = () => call("sign_out");

export function useSessionInfo() {
  // Fresh for a few seconds: the session asked for at start (main.tsx) serves the first render.
  return useQuery<SessionInfo, CommandError>({ queryKey: deskKeys.session, queryFn: getSessionInfo, staleTime: 5_000 });
}

const SESSION_GONE = new Set(["auth.expired", "session.signed_out"]);

/** An expired session found by any eBL query sends the window back to Sign in. */
export function useSessionExpiry(error: CommandError | null) {
  const queryClient = useQueryClient();
  const expired = error !== null && SESSION_GONE.has(error.code);
  useEffect(() => {
    if (expired) void queryClient.invalidateQueries({ queryKey: deskKeys.session });
  }, [expired, queryClient]);
}
