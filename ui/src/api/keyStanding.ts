/**
 * Where the signing key stands with the company on the service (the blockchain-keys extension):
 * its status, registering it, and the sandbox's stand-in for the company administrator.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { KeyStandingView } from "../bindings/KeyStandingView";
import type { CommandError } from "./errors";
import { call } from "./invoke";
import { deskKeys } from "./queryKeys";

/** Under the key's own query key: changing the key asks again. */
export const keyStandingKey = [...deskKeys.key, "status"] as const;

export const getKeyStanding = () => call("key_standing");
/** Signs the company's registration text with the key, on this computer, and registers it. */
export const registerKey = () => call("register_key");
/** The sandbox profile only: approves the pending key as the company administrator would. */
export const approveKeyInSandbox = () => call("approve_key_in_sandbox");

export function useKeyStanding(enabled: boolean) {
  return useQuery<KeyStandingView, CommandError>({ queryKey: keyStandingKey, queryFn: getKeyStanding, enabled });
}

/** After registering or approving: the status, and the eBLs (their actions depend on it). */
export function useKeyStandingMutation(fn: () => Promise<KeyStandingView>) {
  const queryClient = useQueryClient();
  return useMutation<KeyStandingView, CommandError, void>({
    mutationFn: fn,
    onSuccess: (status) => queryClient.setQueryData(keyStandingKey, status),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: deskKeys.ebls });
    },
  });
}
