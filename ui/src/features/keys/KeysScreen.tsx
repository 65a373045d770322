import { useState } from "react";

import { chooseFileToOpen, chooseFileToSave } from "../../api/dialogs";
import type { CommandError } from "../../api/errors";
import {
  deleteKey,
  exportKeystore,
  generateKey,
  importKeyHex,
  importKeystore,
  useKeyInfo,
  useKeyMutation,
} from "../../api/keys";
import { approveKeyInSandbox, registerKey, useKeyStanding, useKeyStandingMutation } from "../../api/keyStanding";
import { chooseKeyringKey, needsPin } from "../../api/pkcs11";
import type { KeyInfo } from "../../bindings/KeyInfo";
import type { KeyStanding } from "../../bindings/KeyStanding";
import { ErrorNotice } from "../../components/ErrorNotice";
import { PinPrompt } from "../../components/PinPrompt";
import { ScreenHeader } from "../../components/ScreenHeader";
import { SecurityModuleSection } from "./SecurityModuleSection";
import "./keys.css";

const KEYSTORE_FILTERS = [{ name: "Keystore (JSON)", extensions: ["json"] }];
const MIN_BACKUP_PASSWORD = 8;

/**
 * The signing key: its address (never the key), and generate / import / export / remove. Only the
 * address ever comes back from the Rust side; a typed hex key is sent once and the field cleared.
 * Or a key in a security module (PKCS#11), chosen in *Use a key in a security module*: then the
 * keyring's sections give way to the module key's kind and a way back to the keyring key.
 */
export function KeysScreen() {
  const key = useKeyInfo();
  const [done, setDone] = useState<string | null>(null);
  const inModule = key.data?.kind === "pkcs11";
  // The keyring's own key, the one generate / import / export / remove act on.
  const address = inModule ? null : (key.data?.address ?? null);
  const hasKey = address !== null;
  const [replace, setReplace] = useState(false);
  const mayWrite = !hasKey || replace;
  // What the window sends back: the key it showed and the user agreed to replace.
  const replacing = hasKey && replace ? address : null;

  const say = (text: string) => {
    setDone(text);
    setReplace(false);
  };

  return (
    <>
      <ScreenHeader title="Keys" subtitle="The blockchain key that signs your company's actions." />
      {key.isPending ? <p className="muted">Reading the keyring…</p> : null}
      {key.isError ? <ErrorNotice error={key.error} title="The keyring could not be read" /> : null}
      {key.isSuccess ? <CurrentKey info={key.data ?? null} onCopied={setDone} /> : null}
      {key.data ? <KeyStandingSection /> : null}
      <p className="muted keys__done" role="status" aria-live="polite">
        {done ?? ""}
      </p>

      {key.isSuccess && !inModule ? (
        <section className="card keys__add" aria-labelledby="keys-add">
          <h2 id="keys-add">{hasKey ? "Replace the key" : "Add a key"}</h2>
          {hasKey ? (
            <label className="field-inline">
              <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} />
              Replace the current key {address} (it is removed from this computer and cannot be recovered without a
              backup — export one first)
            </label>
          ) : null}
          <GenerateKey disabled={!mayWrite} replace={replacing} onDone={(a) => say(`New key generated: ${a}`)} />
          <ImportHex disabled={!mayWrite} replace={replacing} onDone={(a) => say(`Key imported: ${a}`)} />
          <ImportKeystore
            disabled={!mayWrite}
            replace={replacing}
            onDone={(a) => say(`Key imported from the keystore: ${a}`)}
          />
        </section>
      ) : null}

      {key.isSuccess ? <SecurityModuleSection current={key.data ?? null} onDone={setDone} /> : null}

      {address ? (
        <>
          <ExportBackup onDone={(path) => setDone(`Backup saved to ${path}`)} />
          <RemoveKey
            address={address}
            onDone={() => setDone(`The signing key ${address} was removed from this computer.`)}
          />
        </>
      ) : null}
    </>
  );
}

function CurrentKey({ info, onCopied }: { info: KeyInfo | null; onCopied: (text: string) => void }) {
  const back = useKeyMutation(chooseKeyringKey);
  if (!info) {
    return (
      <section className="card" aria-labelledby="keys-current">
        <h2 id="keys-current">No signing key yet</h2>
        <p className="muted">
          Your key signs surrender requests, transfers and envelopes on this computer. It is kept in the
          system keyring and never shown in this window; only its address is. Or use a key in a security module
          (below): it signs inside the module and never leaves it.
        </p>
      </section>
    );
  }
  const address = info.address;
  const copy = () => {
    navigator.clipboard
      .writeText(address)
      .then(() => onCopied("Address copied."))
      .catch(() => onCopied("The address could not be copied; select it and copy it by hand."));
  };
  const inModule = info.kind === "pkcs11";
  return (
    <section className="card" aria-labelledby="keys-current">
      <h2 id="keys-current">Signing key</h2>
      <dl className="facts">
        <dt>Kept</dt>
        <dd aria-label="Where the key is kept">
          {inModule
            ? `In the security module ${info.tokenLabel ?? "(no label)"} · key ${info.keyLabel ?? "(no label)"}`
            : "In the system keyring on this computer"}
        </dd>
        {inModule && info.module ? (
          <>
            <dt>Module</dt>
            <dd>
              <code>{info.module}</code>
            </dd>
          </>
        ) : null}
        <dt>Address</dt>
        <dd>
          <code className="keys__address" aria-label="Key address">
            {address}
          </code>
        </dd>
      </dl>
      <div className="button-row">
        <button type="button" className="button" onClick={copy}>
          Copy address
        </button>
        {inModule ? (
          <button
            type="button"
            className="button"
            disabled={back.isPending}
            onClick={() =>
              back.mutate(undefined, {
                onSuccess: (k) =>
                  onCopied(k ? `Signing with the keyring key again: ${k.address}` : "The keyring holds no key: add one below."),
              })
            }
          >
            Use the keyring key instead
          </button>
        ) : null}
      </div>
      {back.isError ? <ErrorNotice error={back.error} title="The keyring key was not chosen" /> : null}
    </section>
  );
}

/** What each way of adding a key takes: `replace` is the stored key the user agreed to replace. */
interface AddKeyProps {
  disabled: boolean;
  replace: string | null;
  onDone: (address: string) => void;
}

function GenerateKey({ disabled, replace, onDone }: AddKeyProps) {
  const generate = useKeyMutation(() => generateKey(replace));
  return (
    <div className="keys__block">
      <button
        type="button"
        className="button button--primary"
        disabled={disabled || generate.isPending}
        onClick={() => generate.mutate(undefined, { onSuccess: (k) => onDone(k.address) })}
      >
        Generate a key
      </button>
      {generate.isError ? <ErrorNotice error={generate.error} title="No key was generated" /> : null}
    </div>
  );
}

function ImportHex({ disabled, replace, onDone }: AddKeyProps) {
  const [hex, setHex] = useState("");
  const importHex = useKeyMutation((value: string) => importKeyHex(value, replace));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = hex.trim();
    setHex(""); // The key leaves this window once and is not kept in it.
    if (value) importHex.mutate(value, { onSuccess: (k) => onDone(k.address) });
  };
  return (
    <form className="keys__block" onSubmit={submit}>
      <label className="field">
        Private key (hex)
        <input
          type="password"
          value={hex}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          onChange={(e) => setHex(e.target.value)}
        />
      </label>
      <button type="submit" className="button" disabled={disabled || importHex.isPending || hex.trim() === ""}>
        Import a hex key
      </button>
      {importHex.isError ? <ErrorNotice error={importHex.error} title="The key was not imported" /> : null}
    </form>
  );
}

function ImportKeystore({ disabled, replace, onDone }: AddKeyProps) {
  const [path, setPath] = useState<string | null>(null);
  const [password, setPassword] = useState("");
  const [pickError, setPickError] = useState<CommandError | null>(null);
  const importFile = useKeyMutation((args: { path: string; password: string }) =>
    importKeystore(args.path, args.password, replace),
  );

  const pick = async () => {
    setPickError(null);
    importFile.reset();
    try {
      const chosen = await chooseFileToOpen("Import a keystore file", KEYSTORE_FILTERS);
      if (chosen) setPath(chosen);
    } catch (e) {
      setPickError(e as CommandError);
    }
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!path) return;
    const secret = password;
    setPassword("");
    importFile.mutate(
      { path, password: secret },
      {
        onSuccess: (k) => {
          setPath(null);
          onDone(k.address);
        },
      },
    );
  };

  return (
    <div className="keys__block">
      <button type="button" className="button" disabled={disabled || importFile.isPending} onClick={() => void pick()}>
        Import a keystore file…
      </button>
      {path ? (
        <form className="keys__prompt" onSubmit={submit} aria-label="Keystore import">
          <p>
            File: <code>{path}</code>
          </p>
          <label className="field">
            Keystore password
            <input type="password" value={password} autoComplete="off" onChange={(e) => setPassword(e.target.value)} />
          </label>
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={importFile.isPending}>
              Import
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setPath(null);
                setPassword("");
                importFile.reset();
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : null}
      {pickError ? <ErrorNotice error={pickError} title="No file was chosen" /> : null}
      {importFile.isError ? <ErrorNotice error={importFile.error} title="The keystore was not imported" /> : null}
    </div>
  );
}

function ExportBackup({ onDone }: { onDone: (path: string) => void }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<CommandError | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setOpen(false);
    setPassword("");
    setConfirm("");
    setProblem(null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (password.length < MIN_BACKUP_PASSWORD) {
      setProblem(`Use a password of at least ${MIN_BACKUP_PASSWORD} characters.`);
      return;
    }
    if (password !== confirm) {
      setProblem("The two passwords are not the same.");
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const path = await chooseFileToSave("Save the keystore backup", "ebl-desk-key.json", KEYSTORE_FILTERS);
      if (path) {
        await exportKeystore(path, password);
        close();
        onDone(path);
      }
    } catch (e) {
      setError(e as CommandError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="keys-export">
      <h2 id="keys-export">Backup</h2>
      {!open ? (
        <button type="button" className="button" onClick={() => setOpen(true)}>
          Export a keystore backup…
        </button>
      ) : (
        <form className="keys__prompt" onSubmit={(e) => void submit(e)}>
          <p className="muted">The backup is the key encrypted with this password (keystore v3 JSON).</p>
          <label className="field">
            Backup password
            <input type="password" value={password} autoComplete="new-password" onChange={(e) => setPassword(e.target.value)} />
          </label>
          <label className="field">
            Confirm password
            <input type="password" value={confirm} autoComplete="new-password" onChange={(e) => setConfirm(e.target.value)} />
          </label>
          {problem ? (
            <p className="field-error" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={busy}>
              Save backup…
            </button>
            <button type="button" className="button" onClick={close} disabled={busy}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {error ? <ErrorNotice error={error} title="The backup was not saved" /> : null}
    </section>
  );
}

function RemoveKey({ address, onDone }: { address: string; onDone: () => void }) {
  const [asking, setAsking] = useState(false);
  // The key named in the confirmation is the one Rust is asked to remove, and no other.
  const remove = useKeyMutation((shown: string) => deleteKey(shown));
  return (
    <section className="card" aria-labelledby="keys-remove">
      <h2 id="keys-remove">Remove</h2>
      {!asking ? (
        <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
          Remove key
        </button>
      ) : (
        <div role="group" aria-label="Confirm removal" className="keys__prompt">
          <p>
            Remove the signing key <code>{address}</code> from this computer? Without a backup it cannot be
            recovered, and eBL Desk cannot sign until you add a key again.
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button button--danger"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(address, {
                  onSuccess: () => {
                    setAsking(false);
                    onDone();
                  },
                })
              }
            >
              Yes, remove the key
            </button>
            <button type="button" className="button" onClick={() => setAsking(false)}>
              Keep the key
            </button>
          </div>
        </div>
      )}
      {remove.isError ? <ErrorNotice error={remove.error} title="The key was not removed" /> : null}
    </section>
  );
}

/** Where the key stands with the company on the service, and what the user can do about it. */
function KeyStandingSection() {
  const status = useKeyStanding(true);
  const register = useKeyStandingMutation(registerKey);
  // A key in a security module: registering signs, and may need the token's PIN first.
  const [pinNeeded, setPinNeeded] = useState(false);
  const registerNow = () =>
    register.mutate(undefined, {
      onError: (e) => setPinNeeded(needsPin(e)),
      onSuccess: () => setPinNeeded(false),
    });
  const approve = useKeyStandingMutation(approveKeyInSandbox);
  const data = status.data;
  return (
    <section className="card" aria-labelledby="keys-standing">
      <h2 id="keys-standing">On the service</h2>
      {status.isPending ? <p className="muted">Asking the service about this key…</p> : null}
      {status.isError ? <ErrorNotice error={status.error} title="The key's status could not be read" /> : null}
      {data ? (
        <>
          <dl className="facts">
            <dt>Status</dt>
            <dd aria-label="Key status">
              <span className={`badge ${STANDING_BADGE[data.standing] ?? ""}`}>{STANDING_LABELS[data.standing]}</span>
            </dd>
          </dl>
          <p>{data.text}</p>
          <div className="button-row">
            {data.canRegister ? (
              <button
                type="button"
                className="button button--primary"
                disabled={register.isPending || pinNeeded}
                onClick={registerNow}
              >
                Register this key
              </button>
            ) : null}
            {data.canApproveInSandbox ? (
              <button type="button" className="button" disabled={approve.isPending} onClick={() => approve.mutate()}>
                Approve (sandbox)
              </button>
            ) : null}
          </div>
          {data.canRegister ? (
            data.registrationText ? (
              <div className="muted">
                <p>Registering signs this text with this key, here; the key itself is never sent:</p>
                <p>
                  <code aria-label="Text to sign">{data.registrationText}</code>
                </p>
              </div>
            ) : (
              <p className="muted">
                Your company is not known for this profile: add its Company ID in Settings to register this key.
              </p>
            )
          ) : null}
          {data.canApproveInSandbox ? (
            <p className="muted">
              On a real deployment your company&apos;s administrator approves new keys. In the demo, Approve (sandbox)
              stands in for them.
            </p>
          ) : null}
        </>
      ) : null}
      {pinNeeded ? (
        <PinPrompt action="Unlock and register" onUnlocked={registerNow} onCancel={() => setPinNeeded(false)} />
      ) : null}
      {register.isError && !needsPin(register.error) ? (
        <ErrorNotice error={register.error} title="The key was not registered" />
      ) : null}
      {approve.isError ? <ErrorNotice error={approve.error} title="The key was not approved" /> : null}
    </section>
  );
}

const STANDING_LABELS: Record<KeyStanding, string> = {
  noKey: "No key",
  notRegistered: "Not registered",
  pending: "Waiting for approval",
  approved: "Approved",
  revoked: "Revoked",
  notOffered: "Not reported by this service",
  unknown: "Unknown",
};

const STANDING_BADGE: Partial<Record<KeyStanding, string>> = {
  approved: "badge--ok",
  pending: "badge--pending",
  revoked: "badge--danger",
  notRegistered: "badge--pending",
};
