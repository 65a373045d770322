/**
 * A key in a security module (PKCS#11: an HSM, a smart card, SoftHSM2): the module's tokens and
 * keys, a key generated on a token, choosing it (or the keyring key again) to sign, and the
 * token's PIN when a signature asks for it. The key never leaves the module; a typed PIN is sent
 * once and not kept in the window.
 */
import { useQuery } from "@tanstack/react-query";

import type { Pkcs11Key } from "../bindings/Pkcs11Key";
import type { Pkcs11Token } from "../bindings/Pkcs11Token";
import { t } from "../i18n";
import type { CommandError } from "./errors";
import { call } from "./invoke";

/**
 * The usual places of PKCS#11 modules on Debian, offered beside the path field, by product (a
 * name, not words); a card reader's module is said to be one.
 */
export const DEBIAN_MODULES = [
  { path: "/usr/lib/softhsm/libsofthsm2.so", product: "SoftHSM2", smartCard: false },
  { path: "/usr/lib/x86_64-linux-gnu/opensc-pkcs11.so", product: "OpenSC", smartCard: true },
  { path: "/usr/lib/x86_64-linux-gnu/pkcs11/yubihsm_pkcs11.so", product: "YubiHSM 2", smartCard: false },
] as const;

/** How the list names a usual module: its product, or "Smart card (OpenSC)". */
export function moduleName(module: (typeof DEBIAN_MODULES)[number]): string {
  return module.smartCard ? t("keys-module-smart-card", { product: module.product }) : module.product;
}

export const pkcs11Tokens = (module: string) => call("pkcs11_tokens", { module });
export const pkcs11Keys = (module: string, tokenSerial: string) => call("pkcs11_keys", { module, tokenSerial });
export const pkcs11GenerateKey = (module: string, tokenSerial: string, label: string, pin: string) =>
  call("pkcs11_generate_key", { module, tokenSerial, label, pin });
export const choosePkcs11Key = (module: string, tokenSerial: string, keyId: string) =>
  call("key_use_pkcs11", { module, tokenSerial, keyId });
export const chooseKeyringKey = () => call("key_use_keyring");
/** Logs in to the chosen key's token, after a signature answered `keys.pin_needed`. */
export const pkcs11Unlock = (pin: string) => call("pkcs11_unlock", { pin });

export const pkcs11QueryKeys = {
  tokens: (module: string) => ["pkcs11", "tokens", module] as const,
  keys: (module: string, serial: string) => ["pkcs11", "keys", module, serial] as const,
};

/** The tokens of a module, once a path is given (`module` null: nothing asked). */
export function usePkcs11Tokens(module: string | null) {
  return useQuery<Pkcs11Token[], CommandError>({
    queryKey: pkcs11QueryKeys.tokens(module ?? ""),
    queryFn: () => pkcs11Tokens(module ?? ""),
    enabled: module !== null,
    retry: false,
    staleTime: 0,
  });
}

/** The keys on a token (null: no token chosen). */
export function usePkcs11Keys(module: string | null, serial: string | null) {
  return useQuery<Pkcs11Key[], CommandError>({
    queryKey: pkcs11QueryKeys.keys(module ?? "", serial ?? ""),
    queryFn: () => pkcs11Keys(module ?? "", serial ?? ""),
    enabled: module !== null && serial !== null,
    retry: false,
    staleTime: 0,
  });
}

/** A signature that waits for the token's PIN: nothing was signed or submitted. */
export const needsPin = (error: { code: string } | null | undefined) => error?.code === "keys.pin_needed";
