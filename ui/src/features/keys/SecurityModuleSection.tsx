import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";

import type { CommandError } from "../../api/errors";
import { useKeyMutation } from "../../api/keys";
import {
  choosePkcs11Key,
  DEBIAN_MODULES,
  moduleName,
  pkcs11GenerateKey,
  pkcs11QueryKeys,
  usePkcs11Keys,
  usePkcs11Tokens,
} from "../../api/pkcs11";
import type { KeyInfo } from "../../bindings/KeyInfo";
import type { Pkcs11Key } from "../../bindings/Pkcs11Key";
import type { Pkcs11Token } from "../../bindings/Pkcs11Token";
import { ErrorNotice } from "../../components/ErrorNotice";
import { Ltr, t, useT } from "../../i18n";

/** The usual module path, shown as an example in the empty field. */
const EXAMPLE_MODULE = "/usr/lib/softhsm/libsofthsm2.so";
/** The curve of the keys that can sign. */
const CURVE = "secp256k1";

/**
 * *Use a key in a security module*: the module's library (a path, the usual Debian ones offered),
 * its tokens by label and serial, the token's keys (secp256k1 ones usable, the others shown
 * disabled with why), the chosen key's address before *Use this key*, and *Generate a key on the
 * token*. The key never leaves the module; a PIN typed here is sent once and the field cleared.
 */
export function SecurityModuleSection({
  current,
  onDone,
}: {
  /** The key that signs now (a module key in use shows as such, not *Use this key*). */
  current: KeyInfo | null;
  onDone: (text: string) => void;
}) {
  const t = useT();
  const [path, setPath] = useState("");
  // The module asked: set by *List tokens*, so typing a path asks nothing until then.
  const [module, setModule] = useState<string | null>(null);
  const [serial, setSerial] = useState<string | null>(null);
  const [keyId, setKeyId] = useState<string | null>(null);
  const tokens = usePkcs11Tokens(module);
  const keys = usePkcs11Keys(module, serial);
  const token = tokens.data?.find((tok) => tok.serial === serial) ?? null;
  const chosen = keys.data?.find((k) => k.id === keyId && k.usable) ?? null;
  const inUse =
    chosen !== null && current?.kind === "pkcs11" && current.address.toLowerCase() === chosen.address?.toLowerCase();
  const use = useKeyMutation((args: { module: string; serial: string; keyId: string }) =>
    choosePkcs11Key(args.module, args.serial, args.keyId),
  );

  const listTokens = (event: React.FormEvent) => {
    event.preventDefault();
    const value = path.trim();
    if (!value) return;
    setModule(value);
    setSerial(null);
    setKeyId(null);
    use.reset();
    if (value === module) void tokens.refetch();
  };

  const chooseToken = (value: string) => {
    setSerial(value);
    setKeyId(null);
    use.reset();
  };

  return (
    <section className="card keys__module" aria-labelledby="keys-module">
      <h2 id="keys-module">{t("keys-module-title")}</h2>
      <p className="muted">{t("keys-module-about")}</p>
      <form className="keys__block" onSubmit={listTokens}>
        <label className="field keys__path">
          {t("keys-module-library")}
          <input
            type="text"
            value={path}
            spellCheck={false}
            autoComplete="off"
            dir="ltr"
            translate="no"
            placeholder={EXAMPLE_MODULE}
            onChange={(e) => setPath(e.target.value)}
          />
        </label>
        <div className="button-row" role="group" aria-label={t("keys-module-usual")}>
          {DEBIAN_MODULES.map((m) => (
            <button
              key={m.path}
              type="button"
              className="button"
              aria-label={t("keys-module-usual-named", { name: moduleName(m), path: m.path })}
              onClick={() => setPath(m.path)}
            >
              {m.smartCard ? moduleName(m) : <Ltr>{m.product}</Ltr>}
            </button>
          ))}
        </div>
        <button type="submit" className="button" disabled={path.trim() === "" || tokens.isFetching}>
          {t("keys-module-list-tokens")}
        </button>
      </form>
      {tokens.isFetching ? (
        <p className="muted" role="status">
          {t("keys-module-asking")}
        </p>
      ) : null}
      {tokens.isError ? <ErrorNotice error={tokens.error} title={t("keys-module-tokens-failed")} /> : null}
      {module && tokens.data ? <TokenChoice tokens={tokens.data} serial={serial} onChoose={chooseToken} /> : null}

      {token ? (
        <>
          {keys.isFetching ? (
            <p className="muted" role="status">
              {t("keys-module-reading-keys", { token: token.label })}
            </p>
          ) : null}
          {keys.isError ? <ErrorNotice error={keys.error} title={t("keys-module-keys-failed")} /> : null}
          {keys.data ? <KeyChoice token={token} keys={keys.data} keyId={keyId} onChoose={setKeyId} /> : null}
          {chosen && chosen.address && module ? (
            <div className="keys__prompt" role="group" aria-label={t("keys-module-chosen")}>
              <dl className="facts">
                <dt>{t("keys-module-key")}</dt>
                <dd>{t("keys-module-key-on", { key: chosen.label || chosen.id, token: token.label })}</dd>
                <dt>{t("keys-address")}</dt>
                <dd>
                  <Ltr>
                    <code className="keys__address" aria-label={t("keys-module-chosen-address")}>
                      {chosen.address}
                    </code>
                  </Ltr>
                </dd>
              </dl>
              {inUse ? (
                <p>{t("keys-module-signs-now")}</p>
              ) : (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={use.isPending}
                  onClick={() =>
                    use.mutate(
                      { module, serial: token.serial, keyId: chosen.id },
                      {
                        onSuccess: (k) =>
                          onDone(
                            t("keys-module-done-chosen", {
                              key: chosen.label || chosen.id,
                              token: token.label,
                              address: k.address,
                            }),
                          ),
                      },
                    )
                  }
                >
                  {t("keys-module-use")}
                </button>
              )}
            </div>
          ) : null}
          {use.isError ? <ErrorNotice error={use.error} title={t("keys-module-use-failed")} /> : null}
          {module ? (
            <GenerateOnToken module={module} token={token} onGenerated={(k) => setKeyId(k.usable ? k.id : null)} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function TokenChoice({
  tokens,
  serial,
  onChoose,
}: {
  tokens: Pkcs11Token[];
  serial: string | null;
  onChoose: (serial: string) => void;
}) {
  const name = useId();
  if (tokens.length === 0) {
    return <p className="muted">{t("keys-module-no-token")}</p>;
  }
  return (
    <fieldset className="keys__choice">
      <legend>{t("keys-module-token")}</legend>
      {tokens.map((tok, i) => (
        // An empty reader has no serial: several may be listed.
        <label key={`${i}-${tok.serial}`} className="keys__option">
          <input
            type="radio"
            name={name}
            value={tok.serial}
            checked={serial === tok.serial}
            disabled={!tok.present}
            onChange={() => onChoose(tok.serial)}
          />
          <span>
            <Ltr>{tok.label}</Ltr>{" "}
            <span className="muted">
              {tok.manufacturer
                ? t("keys-module-token-serial-maker", { serial: tok.serial, maker: tok.manufacturer })
                : t("keys-module-token-serial", { serial: tok.serial })}
            </span>
            {!tok.present ? (
              <span className="muted">
                {" "}
                {t("keys-module-token-absent")}
              </span>
            ) : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function KeyChoice({
  token,
  keys,
  keyId,
  onChoose,
}: {
  token: Pkcs11Token;
  keys: Pkcs11Key[];
  keyId: string | null;
  onChoose: (id: string) => void;
}) {
  const name = useId();
  if (keys.length === 0) {
    return <p className="muted">{t("keys-module-no-key", { token: token.label })}</p>;
  }
  return (
    <fieldset className="keys__choice">
      <legend>{t("keys-module-keys-on", { token: token.label })}</legend>
      {keys.map((k) => {
        const why = `${name}-${k.id}-why`;
        return (
          <label key={k.id} className="keys__option">
            <input
              type="radio"
              name={name}
              value={k.id}
              checked={keyId === k.id}
              disabled={!k.usable}
              aria-describedby={k.usable ? undefined : why}
              onChange={() => onChoose(k.id)}
            />
            <span>
              {k.label ? <Ltr>{k.label}</Ltr> : t("keys-no-label")}{" "}
              <span className="muted">{t("keys-module-key-id", { id: k.id, curve: k.curve })}</span>
              {!k.usable ? (
                <span id={why} className="muted">
                  {" "}
                  {t("keys-module-cannot-sign", { why: k.whyNot ?? "" })}
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

function GenerateOnToken({
  module,
  token,
  onGenerated,
}: {
  module: string;
  token: Pkcs11Token;
  onGenerated: (key: Pkcs11Key) => void;
}) {
  const queryClient = useQueryClient();
  const [label, setLabel] = useState("");
  const [pin, setPin] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CommandError | null>(null);
  const [made, setMade] = useState<Pkcs11Key | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const name = label.trim();
    if (busy || !name || pin === "") return;
    const secret = pin;
    setPin(""); // The PIN leaves this window once and is not kept in it.
    setBusy(true);
    setError(null);
    setMade(null);
    try {
      const key = await pkcs11GenerateKey(module, token.serial, name, secret);
      await queryClient.invalidateQueries({ queryKey: pkcs11QueryKeys.keys(module, token.serial) });
      setLabel("");
      setMade(key);
      onGenerated(key);
    } catch (e) {
      setError(e as CommandError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="keys__block" aria-label={t("keys-module-generate")} onSubmit={(e) => void submit(e)}>
      <h3>{t("keys-module-generate-on", { token: token.label })}</h3>
      <p className="muted">{t("keys-module-generate-about", { curve: CURVE })}</p>
      <label className="field">
        {t("keys-module-key-label")}
        <input type="text" value={label} autoComplete="off" spellCheck={false} onChange={(e) => setLabel(e.target.value)} />
      </label>
      <label className="field">
        {t("keys-pin-of", { token: token.label })}
        <input type="password" value={pin} autoComplete="off" spellCheck={false} onChange={(e) => setPin(e.target.value)} />
      </label>
      <button type="submit" className="button" disabled={busy || label.trim() === "" || pin === ""}>
        {t("keys-module-generate")}
      </button>
      {busy ? (
        <p className="muted" role="status">
          {t("keys-module-generating", { token: token.label })}
        </p>
      ) : null}
      {made ? (
        <p role="status">
          {made.address
            ? t("keys-module-generated-address", { key: made.label, token: token.label, address: made.address })
            : t("keys-module-generated", { key: made.label, token: token.label })}
        </p>
      ) : null}
      {error ? <ErrorNotice error={error} title={t("keys-module-generate-failed")} /> : null}
    </form>
  );
}
