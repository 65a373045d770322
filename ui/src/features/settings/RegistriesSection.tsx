import { useState } from "react";

import { useAcceptRegistry, useRegistries } from "../../api/profiles";
import type { RegistryPin } from "../../bindings/RegistryPin";
import { ErrorNotice } from "../../components/ErrorNotice";
import { Modal } from "../../components/Modal";

/**
 * The registry contracts the profile in use signs for. The first signature pins each one; a
 * different address named by the service later is refused until the user accepts it here, after
 * a confirmation that says what accepting means.
 */
export function RegistriesSection() {
  const registries = useRegistries();
  const accept = useAcceptRegistry();
  const [confirming, setConfirming] = useState<RegistryPin | null>(null);
  const [done, setDone] = useState<string | null>(null);

  return (
    <section className="card" aria-labelledby="settings-registries">
      <h2 id="settings-registries">Registry contracts</h2>
      <p className="muted">
        Your key signs calls to these contracts only. Each is pinned at the first signature on this profile; a
        different one is refused until you accept it.
      </p>
      {registries.isPending ? <p className="muted">Loading…</p> : null}
      {registries.isError ? (
        <ErrorNotice error={registries.error} title="The registry contracts could not be loaded" />
      ) : null}
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
      {accept.isError ? <ErrorNotice error={accept.error} title="The new address was not accepted" /> : null}
      {done ? (
        <p className="muted settings__done" role="status" aria-live="polite">
          {done}
        </p>
      ) : null}
      {confirming?.offered ? (
        <Modal
          title="Accept a new registry address?"
          onEscape={() => setConfirming(null)}
          initialFocus=".modal__cancel"
        >
          <p>
            The service now names a different {confirming.label.toLowerCase()}. Accept it only if your service&apos;s
            operator announced the change: from then on your key signs calls to the new contract.
          </p>
          <dl className="facts review">
            <dt>Pinned now</dt>
            <dd>
              <code>{confirming.pinned}</code>
            </dd>
            <dt>New address</dt>
            <dd>
              <code>{confirming.offered}</code>
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
                      setDone(`${confirming.label} changed to ${confirming.offered}.`);
                      setConfirming(null);
                    },
                  },
                )
              }
            >
              Accept new address
            </button>
            <button type="button" className="button modal__cancel" onClick={() => setConfirming(null)}>
              Keep the pinned one
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
        {pin.pinned ? <code>{pin.pinned}</code> : <span className="muted">Not pinned yet (pinned at the first signature)</span>}
        {pin.offered ? (
          <div className="warning" role="note">
            The service now names <code>{pin.offered}</code>: signing is refused until you accept it.{" "}
            <button
              type="button"
              className="button"
              aria-label={`Accept new registry address for the ${pin.label}`}
              onClick={onAccept}
            >
              Accept new registry address
            </button>
          </div>
        ) : null}
      </dd>
    </>
  );
}
