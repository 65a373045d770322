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
export const generateKey = () => call("generate_key");
export const importKeyHex = (hex: string) => call("import_key_hex", { hex });
export const importKeystore = (path: string, password: string) => call("import_keystore", { path, password });
export const exportKeystore = (path: string, password: string) => call("export_keystore", { path, password });
export const deleteKey = () => call("delete_key");

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
