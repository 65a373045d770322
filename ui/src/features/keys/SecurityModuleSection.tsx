import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";

import type { CommandError } from "../../api/errors";
import { useKeyMutation } from "../../api/keys";
import {
  choosePkcs11Key,
  DEBIAN_MODULES,
  pkcs11GenerateKey,
  pkcs11QueryKeys,
  usePkcs11Keys,
  usePkcs11Tokens,
} from "../../api/pkcs11";
import type { KeyInfo } from "../../bindings/KeyInfo";
import type { Pkcs11Key } from "../../bindings/Pkcs11Key";
import type { Pkcs11Token } from "../../bindings/Pkcs11Token";
import { ErrorNotice } from "../../components/ErrorNotice";

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
  const [path, setPath] = useState("");
  // The module asked: set by *List tokens*, so typing a path asks nothing until then.
  const [module, setModule] = useState<string | null>(null);
  const [serial, setSerial] = useState<string | null>(null);
  const [keyId, setKeyId] = useState<string | null>(null);
  const tokens = usePkcs11Tokens(module);
  const keys = usePkcs11Keys(module, serial);
  const token = tokens.data?.find((t) => t.serial === serial) ?? null;
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
      <h2 id="keys-module">Use a key in a security module</h2>
      <p className="muted">
        A key in a hardware security module or a smart card signs inside it and never leaves it; eBL Desk asks its PIN
        when a signature needs it and does not store it.
      </p>
      <form className="keys__block" onSubmit={listTokens}>
        <label className="field keys__path">
          Module library (PKCS#11)
          <input
            type="text"
            value={path}
            spellCheck={false}
            autoComplete="off"
            placeholder="/usr/lib/softhsm/libsofthsm2.so"
            onChange={(e) => setPath(e.target.value)}
          />
        </label>
        <div className="button-row" role="group" aria-label="Usual modules">
          {DEBIAN_MODULES.map((m) => (
            <button
              key={m.path}
              type="button"
              className="button"
              aria-label={`${m.name}: ${m.path}`}
              onClick={() => setPath(m.path)}
            >
              {m.name}
            </button>
          ))}
        </div>
        <button type="submit" className="button" disabled={path.trim() === "" || tokens.isFetching}>
          List tokens
        </button>
      </form>
      {tokens.isFetching ? (
        <p className="muted" role="status">
          Asking the module for its tokens…
        </p>
      ) : null}
      {tokens.isError ? <ErrorNotice error={tokens.error} title="The module's tokens could not be listed" /> : null}
      {module && tokens.data ? <TokenChoice tokens={tokens.data} serial={serial} onChoose={chooseToken} /> : null}

      {token ? (
        <>
          {keys.isFetching ? (
            <p className="muted" role="status">
              Reading the keys on {token.label}…
            </p>
          ) : null}
          {keys.isError ? <ErrorNotice error={keys.error} title="The token's keys could not be listed" /> : null}
          {keys.data ? <KeyChoice token={token} keys={keys.data} keyId={keyId} onChoose={setKeyId} /> : null}
          {chosen && chosen.address && module ? (
            <div className="keys__prompt" role="group" aria-label="Chosen key">
              <dl className="facts">
                <dt>Key</dt>
                <dd>
                  {chosen.label || chosen.id} on {token.label}
                </dd>
                <dt>Address</dt>
                <dd>
                  <code className="keys__address" aria-label="Address of the chosen key">
                    {chosen.address}
                  </code>
                </dd>
              </dl>
              {inUse ? (
                <p>This key signs now.</p>
              ) : (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={use.isPending}
                  onClick={() =>
                    use.mutate(
                      { module, serial: token.serial, keyId: chosen.id },
                      { onSuccess: (k) => onDone(`Signing with the key ${chosen.label || chosen.id} on ${token.label}: ${k.address}`) },
                    )
                  }
                >
                  Use this key
                </button>
              )}
            </div>
          ) : null}
          {use.isError ? <ErrorNotice error={use.error} title="The key was not chosen" /> : null}
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
    return <p className="muted">This module has no token: initialise one, or insert the card, and list again.</p>;
  }
  return (
    <fieldset className="keys__choice">
      <legend>Token</legend>
      {tokens.map((t, i) => (
        // An empty reader has no serial: several may be listed.
        <label key={`${i}-${t.serial}`} className="keys__option">
          <input
            type="radio"
            name={name}
            value={t.serial}
            checked={serial === t.serial}
            disabled={!t.present}
            onChange={() => onChoose(t.serial)}
          />
          <span>
            {t.label} <span className="muted">(serial {t.serial}{t.manufacturer ? `, ${t.manufacturer}` : ""})</span>
            {!t.present ? <span className="muted"> — not present</span> : null}
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
    return <p className="muted">{token.label} holds no key yet: generate one below.</p>;
  }
  return (
    <fieldset className="keys__choice">
      <legend>Key on {token.label}</legend>
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
              {k.label || "(no label)"} <span className="muted">(id {k.id}, {k.curve})</span>
              {!k.usable ? (
                <span id={why} className="muted">
                  {" "}
                  — cannot sign. {k.whyNot ?? ""}
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
    <form className="keys__block" aria-label="Generate a key on the token" onSubmit={(e) => void submit(e)}>
      <h3>Generate a key on {token.label}</h3>
      <p className="muted">A secp256k1 key made inside the token: it cannot be read out of it, not even by eBL Desk.</p>
      <label className="field">
        Key label
        <input type="text" value={label} autoComplete="off" spellCheck={false} onChange={(e) => setLabel(e.target.value)} />
      </label>
      <label className="field">
        {`PIN of ${token.label}`}
        <input type="password" value={pin} autoComplete="off" spellCheck={false} onChange={(e) => setPin(e.target.value)} />
      </label>
      <button type="submit" className="button" disabled={busy || label.trim() === "" || pin === ""}>
        Generate a key on the token
      </button>
      {busy ? (
        <p className="muted" role="status">
          Generating the key inside {token.label}…
        </p>
      ) : null}
      {made ? (
        <p role="status">
          Key {made.label} generated on {token.label}
          {made.address ? `: ${made.address}` : ""}. It is chosen above: check its address, then press Use this key.
        </p>
      ) : null}
      {error ? <ErrorNotice error={error} title="No key was generated on the token" /> : null}
    </form>
  );
}
