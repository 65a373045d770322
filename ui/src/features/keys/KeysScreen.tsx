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
import { Ltr, t, useT } from "../../i18n";
import { SLOT, withSlot } from "../settings/withSlot";
import { SecurityModuleSection } from "./SecurityModuleSection";
import "./keys.css";

/** The file dialogs' filter for keystore files (made when a dialog opens: its name is words). */
const keystoreFilters = () => [{ name: t("keys-keystore-filter"), extensions: ["json"] }];
/** The file name a backup is offered under (a file name, not words). */
const BACKUP_FILE_NAME = "ebl-desk-key.json";
const MIN_BACKUP_PASSWORD = 8;

/**
 * The signing key: its address (never the key), and generate / import / export / remove. Only the
 * address ever comes back from the Rust side; a typed hex key is sent once and the field cleared.
 * Or a key in a security module (PKCS#11), chosen in *Use a key in a security module*: then the
 * keyring's sections give way to the module key's kind and a way back to the keyring key.
 */
export function KeysScreen() {
  const t = useT();
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
      <ScreenHeader title={t("keys-title")} subtitle={t("keys-subtitle")} />
      {key.isPending ? <p className="muted">{t("keys-loading")}</p> : null}
      {key.isError ? <ErrorNotice error={key.error} title={t("keys-load-failed")} /> : null}
      {key.isSuccess ? <CurrentKey info={key.data ?? null} onCopied={setDone} /> : null}
      {key.data ? <KeyStandingSection /> : null}
      <p className="muted keys__done" role="status" aria-live="polite">
        {done ?? ""}
      </p>

      {key.isSuccess && !inModule ? (
        <section className="card keys__add" aria-labelledby="keys-add">
          <h2 id="keys-add">{hasKey ? t("keys-replace-title") : t("keys-add-title")}</h2>
          {hasKey ? (
            <label className="field-inline">
              <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} />
              {withSlot(t("keys-replace-current", { address: SLOT }), <Ltr>{address}</Ltr>)}
            </label>
          ) : null}
          <GenerateKey
            disabled={!mayWrite}
            replace={replacing}
            onDone={(a) => say(t("keys-done-generated", { address: a }))}
          />
          <ImportHex disabled={!mayWrite} replace={replacing} onDone={(a) => say(t("keys-done-imported", { address: a }))} />
          <ImportKeystore
            disabled={!mayWrite}
            replace={replacing}
            onDone={(a) => say(t("keys-done-imported-keystore", { address: a }))}
          />
        </section>
      ) : null}

      {key.isSuccess ? <SecurityModuleSection current={key.data ?? null} onDone={setDone} /> : null}

      {address ? (
        <>
          <ExportBackup onDone={(path) => setDone(t("keys-done-backup", { path }))} />
          <RemoveKey address={address} onDone={() => setDone(t("keys-done-removed", { address }))} />
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
        <h2 id="keys-current">{t("keys-none-title")}</h2>
        <p className="muted">{t("keys-none-about")}</p>
      </section>
    );
  }
  const address = info.address;
  const copy = () => {
    navigator.clipboard
      .writeText(address)
      .then(() => onCopied(t("keys-done-copied")))
      .catch(() => onCopied(t("keys-copy-failed")));
  };
  const inModule = info.kind === "pkcs11";
  return (
    <section className="card" aria-labelledby="keys-current">
      <h2 id="keys-current">{t("keys-current-title")}</h2>
      <dl className="facts">
        <dt>{t("keys-kept")}</dt>
        <dd aria-label={t("keys-kept-where")}>
          {inModule
            ? t("keys-kept-module", {
                token: info.tokenLabel ?? t("keys-no-label"),
                key: info.keyLabel ?? t("keys-no-label"),
              })
            : t("keys-kept-keyring")}
        </dd>
        {inModule && info.module ? (
          <>
            <dt>{t("keys-module")}</dt>
            <dd>
              <Ltr>
                <code>{info.module}</code>
              </Ltr>
            </dd>
          </>
        ) : null}
        <dt>{t("keys-address")}</dt>
        <dd>
          <Ltr>
            <code className="keys__address" aria-label={t("keys-address-label")}>
              {address}
            </code>
          </Ltr>
        </dd>
      </dl>
      <div className="button-row">
        <button type="button" className="button" onClick={copy}>
          {t("keys-copy-address")}
        </button>
        {inModule ? (
          <button
            type="button"
            className="button"
            disabled={back.isPending}
            onClick={() =>
              back.mutate(undefined, {
                onSuccess: (k) =>
                  onCopied(k ? t("keys-done-keyring-again", { address: k.address }) : t("keys-done-keyring-empty")),
              })
            }
          >
            {t("keys-use-keyring")}
          </button>
        ) : null}
      </div>
      {back.isError ? <ErrorNotice error={back.error} title={t("keys-use-keyring-failed")} /> : null}
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
        {t("keys-generate")}
      </button>
      {generate.isError ? <ErrorNotice error={generate.error} title={t("keys-generate-failed")} /> : null}
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
        {t("keys-hex-label")}
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
        {t("keys-hex-import")}
      </button>
      {importHex.isError ? <ErrorNotice error={importHex.error} title={t("keys-hex-failed")} /> : null}
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
      const chosen = await chooseFileToOpen(t("keys-keystore-dialog"), keystoreFilters());
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
        {t("keys-keystore-import")}
      </button>
      {path ? (
        <form className="keys__prompt" onSubmit={submit} aria-label={t("keys-keystore-form")}>
          <p>
            {withSlot(
              t("keys-keystore-file", { path: SLOT }),
              <Ltr>
                <code>{path}</code>
              </Ltr>,
            )}
          </p>
          <label className="field">
            {t("keys-keystore-password")}
            <input type="password" value={password} autoComplete="off" onChange={(e) => setPassword(e.target.value)} />
          </label>
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={importFile.isPending}>
              {t("keys-keystore-submit")}
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
              {t("keys-cancel")}
            </button>
          </div>
        </form>
      ) : null}
      {pickError ? <ErrorNotice error={pickError} title={t("keys-keystore-pick-failed")} /> : null}
      {importFile.isError ? <ErrorNotice error={importFile.error} title={t("keys-keystore-failed")} /> : null}
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
      setProblem(t("keys-backup-too-short", { min: MIN_BACKUP_PASSWORD }));
      return;
    }
    if (password !== confirm) {
      setProblem(t("keys-backup-not-same"));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const path = await chooseFileToSave(t("keys-backup-dialog"), BACKUP_FILE_NAME, keystoreFilters());
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
      <h2 id="keys-export">{t("keys-backup")}</h2>
      {!open ? (
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {t("keys-backup-export")}
        </button>
      ) : (
        <form className="keys__prompt" onSubmit={(e) => void submit(e)}>
          <p className="muted">{t("keys-backup-about")}</p>
          <label className="field">
            {t("keys-backup-password")}
            <input type="password" value={password} autoComplete="new-password" onChange={(e) => setPassword(e.target.value)} />
          </label>
          <label className="field">
            {t("keys-backup-confirm")}
            <input type="password" value={confirm} autoComplete="new-password" onChange={(e) => setConfirm(e.target.value)} />
          </label>
          {problem ? (
            <p className="field-error" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={busy}>
              {t("keys-backup-save")}
            </button>
            <button type="button" className="button" onClick={close} disabled={busy}>
              {t("keys-cancel")}
            </button>
          </div>
        </form>
      )}
      {error ? <ErrorNotice error={error} title={t("keys-backup-failed")} /> : null}
    </section>
  );
}

function RemoveKey({ address, onDone }: { address: string; onDone: () => void }) {
  const [asking, setAsking] = useState(false);
  // The key named in the confirmation is the one Rust is asked to remove, and no other.
  const remove = useKeyMutation((shown: string) => deleteKey(shown));
  return (
    <section className="card" aria-labelledby="keys-remove">
      <h2 id="keys-remove">{t("keys-remove")}</h2>
      {!asking ? (
        <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
          {t("keys-remove-button")}
        </button>
      ) : (
        <div role="group" aria-label={t("keys-remove-confirm-label")} className="keys__prompt">
          <p>
            {withSlot(
              t("keys-remove-confirm", { address: SLOT }),
              <Ltr>
                <code>{address}</code>
              </Ltr>,
            )}
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
              {t("keys-remove-yes")}
            </button>
            <button type="button" className="button" onClick={() => setAsking(false)}>
              {t("keys-remove-no")}
            </button>
          </div>
        </div>
      )}
      {remove.isError ? <ErrorNotice error={remove.error} title={t("keys-remove-failed")} /> : null}
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
      <h2 id="keys-standing">{t("keys-standing")}</h2>
      {status.isPending ? <p className="muted">{t("keys-standing-loading")}</p> : null}
      {status.isError ? <ErrorNotice error={status.error} title={t("keys-standing-load-failed")} /> : null}
      {data ? (
        <>
          <dl className="facts">
            <dt>{t("keys-standing-status")}</dt>
            <dd aria-label={t("keys-standing-status-label")}>
              <span className={`badge ${STANDING_BADGE[data.standing] ?? ""}`}>{standingLabel(data.standing)}</span>
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
                {t("keys-standing-register")}
              </button>
            ) : null}
            {data.canApproveInSandbox ? (
              <button type="button" className="button" disabled={approve.isPending} onClick={() => approve.mutate()}>
                {t("keys-standing-approve")}
              </button>
            ) : null}
          </div>
          {data.canRegister ? (
            data.registrationText ? (
              <div className="muted">
                <p>{t("keys-standing-registration-text")}</p>
                <p>
                  <Ltr>
                    <code aria-label={t("keys-standing-text-to-sign")}>{data.registrationText}</code>
                  </Ltr>
                </p>
              </div>
            ) : (
              <p className="muted">{t("keys-standing-no-company")}</p>
            )
          ) : null}
          {data.canApproveInSandbox ? <p className="muted">{t("keys-standing-sandbox-about")}</p> : null}
        </>
      ) : null}
      {pinNeeded ? (
        <PinPrompt
          action={t("keys-standing-unlock-and-register")}
          onUnlocked={registerNow}
          onCancel={() => setPinNeeded(false)}
        />
      ) : null}
      {register.isError && !needsPin(register.error) ? (
        <ErrorNotice error={register.error} title={t("keys-standing-register-failed")} />
      ) : null}
      {approve.isError ? <ErrorNotice error={approve.error} title={t("keys-standing-approve-failed")} /> : null}
    </section>
  );
}

function standingLabel(standing: KeyStanding): string {
  switch (standing) {
    case "noKey":
      return t("keys-standing-no-key");
    case "notRegistered":
      return t("keys-standing-not-registered");
    case "pending":
      return t("keys-standing-pending");
    case "approved":
      return t("keys-standing-approved");
    case "revoked":
      return t("keys-standing-revoked");
    case "notOffered":
      return t("keys-standing-not-offered");
    case "unknown":
      return t("keys-standing-unknown");
  }
}

const STANDING_BADGE: Partial<Record<KeyStanding, string>> = {
  approved: "badge--ok",
  pending: "badge--pending",
  revoked: "badge--danger",
  notRegistered: "badge--pending",
};
