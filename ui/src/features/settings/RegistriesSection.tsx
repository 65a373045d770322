import { useState } from "react";

import { useAcceptRegistry, useRegistries } from "../../api/profiles";
import type { RegistryPin } from "../../bindings/RegistryPin";
import { ErrorNotice } from "../../components/ErrorNotice";
import { Modal } from "../../components/Modal";
import { Ltr, t, useT } from "../../i18n";
import { SLOT, withSlot } from "./withSlot";

/**
 * The registry contracts the profile in use signs for. The first signature pins each one; a
 * different address named by the service later is refused until the user accepts it here, after
 * a confirmation that says what accepting means.
 */
export function RegistriesSection() {
  const t = useT();
  const registries = useRegistries();
  const accept = useAcceptRegistry();
  const [confirming, setConfirming] = useState<RegistryPin | null>(null);
  const [done, setDone] = useState<string | null>(null);

  return (
    <section className="card" aria-labelledby="settings-registries">
      <h2 id="settings-registries">{t("settings-registries")}</h2>
      <p className="muted">{t("settings-registries-about")}</p>
      {registries.isPending ? <p className="muted">{t("settings-loading")}</p> : null}
      {registries.isError ? <ErrorNotice error={registries.error} title={t("settings-registries-load-failed")} /> : null}
      {registries.isSuccess ? (
        <dl className="facts">
          {registries.data.map((pin) => (
            <RegistryFacts
              key={pin.kind}
              pin={pin}
              onAccept={() => {
                setDone(null);
                setConfirming(pin);
              }}
            />
          ))}
        </dl>
      ) : null}
      {accept.isError ? <ErrorNotice error={accept.error} title={t("settings-registries-accept-failed")} /> : null}
      {done ? (
        <p className="muted settings__done" role="status" aria-live="polite">
          {done}
        </p>
      ) : null}
      {confirming?.offered ? (
        <Modal title={t("settings-registries-confirm-title")} onEscape={() => setConfirming(null)} initialFocus=".modal__cancel">
          <p>{t("settings-registries-confirm", { label: confirming.label.toLowerCase() })}</p>
          <dl className="facts review">
            <dt>{t("settings-registries-pinned-now")}</dt>
            <dd>
              <Ltr>
                <code>{confirming.pinned}</code>
              </Ltr>
            </dd>
            <dt>{t("settings-registries-new-address")}</dt>
            <dd>
              <Ltr>
                <code>{confirming.offered}</code>
              </Ltr>
            </dd>
          </dl>
          <div className="button-row modal__buttons">
            <button
              type="button"
              className="button button--primary"
              disabled={accept.isPending}
              onClick={() =>
                accept.mutate(
                  { kind: confirming.kind, address: confirming.offered! },
                  {
                    onSuccess: () => {
                      setDone(
                        t("settings-registries-done", { label: confirming.label, address: confirming.offered ?? "" }),
                      );
                      setConfirming(null);
                    },
                  },
                )
              }
            >
              {t("settings-registries-accept")}
            </button>
            <button type="button" className="button modal__cancel" onClick={() => setConfirming(null)}>
              {t("settings-registries-keep")}
            </button>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}

function RegistryFacts({ pin, onAccept }: { pin: RegistryPin; onAccept: () => void }) {
  return (
    <>
      <dt>{pin.label}</dt>
      <dd>
        {pin.pinned ? (
          <Ltr>
            <code>{pin.pinned}</code>
          </Ltr>
        ) : (
          <span className="muted">{t("settings-registries-not-pinned")}</span>
        )}
        {pin.offered ? (
          <div className="warning" role="note">
            {withSlot(
              t("settings-registries-offered", { address: SLOT }),
              <Ltr>
                <code>{pin.offered}</code>
              </Ltr>,
            )}{" "}
            <button
              type="button"
              className="button"
              aria-label={t("settings-registries-accept-named", { label: pin.label })}
              onClick={onAccept}
            >
              {t("settings-registries-accept-registry")}
            </button>
          </div>
        ) : null}
      </dd>
    </>
  );
}
