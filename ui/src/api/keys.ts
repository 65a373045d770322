/**
 * The signing key on this computer: its address, generating, importing (hex or an encrypted
 * keystore), exporting and deleting it. Only the address ever comes back.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { KeyInfo } from "../bindings/KeyInfo";
import type { CommandError } from "./errors";
import { call } from "./invoke";
import { deskKeys } from "./queryKeys";

export const getKeyInfo = () => call("key_info");
/**
 * `replace` names the stored key the user agreed to replace (the address the window showed);
 * null when there is none. Rust refuses (`keys.would_replace`) to replace a key not named.
 */
export const generateKey = (replace: string | null) => call("generate_key", { replace });
export const importKeyHex = (hex: string, replace: string | null) => call("import_key_hex", { hex, replace });
export const importKeystore = (path: string, password: string, replace: string | null) =>
  call("import_keystore", { path, password, replace });
export const exportKeystore = (path: string, password: string) => call("export_keystore", { path, password });
/** `address`: the key the window showed and the user agreed to remove. */
export const deleteKey = (address: string) => call("delete_key", { address });

export function useKeyInfo() {
  return useQuery<KeyInfo | null, CommandError>({ queryKey: deskKeys.key, queryFn: getKeyInfo });
}

/** After the key changed: the key query and the session (which carries the key address). */
export function useKeyMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation<TResult, CommandError, TArgs>({
    mutationFn: fn,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: deskKeys.key }),
        queryClient.invalidateQueries({ queryKey: deskKeys.session }),
      ]);
    },
  });
}
