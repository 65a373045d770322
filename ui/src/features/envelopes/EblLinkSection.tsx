import { useId, useState } from "react";

import type { CommandError } from "../../api/errors";
import type { DraftEbl } from "../../bindings/DraftEbl";
import type { EblChoice } from "../../bindings/EblChoice";
import { ErrorNotice } from "../../components/ErrorNotice";
import { stateLabel } from "../ebls/listModel";
import { EblPicker } from "./EblPicker";

/**
 * The eBL the envelope's documents go with: linked (its reference, state in words, original or
 * copy; Change and Unlink), proposed by a document that names its B/L number (one click links
 * it), or chosen with the picker. On the embedded sandbox, a linked draft can take the eBL's demo
 * invoice and packing list.
 */
export function EblLinkSection({
  draftEbl,
  pending,
  error,
  linking,
  linkError,
  onLink,
  demo,
  disabled,
}: {
  draftEbl: DraftEbl | undefined;
  pending: boolean;
  error: CommandError | null;
  linking: boolean;
  linkError: CommandError | null;
  onLink: (ebl: EblChoice | null) => void;
  /** The embedded sandbox's demo documents (absent on a service profile). */
  demo?: { add: () => void; adding: boolean; error: CommandError | null } | undefined;
  disabled: boolean;
}) {
  const id = useId();
  const [changing, setChanging] = useState(false);
  const linked = draftEbl?.eblId ?? null;
  const ebl = draftEbl?.ebl ?? null;
  const proposal = linked ? null : (draftEbl?.proposedEbl ?? null);
  const busy = disabled || linking;

  const link = (choice: EblChoice | null) => {
    setChanging(false);
    onLink(choice);
  };

  return (
    <section className="ebl-link" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>eBL</h3>
      {pending && !draftEbl ? <p className="muted">Looking for the envelope&apos;s eBL…</p> : null}
      {error ? <ErrorNotice error={error} title="The envelope's eBL could not be read" /> : null}

      {linked ? (
        <div className="ebl-link__linked" aria-label="Linked eBL" role="group">
          {ebl ? (
            <p>
              Linked to <strong className="ebl-link__reference">{ebl.reference}</strong>
              {ebl.transportDocumentReference && ebl.transportDocumentReference !== ebl.reference ? (
                <span className="muted"> (B/L {ebl.transportDocumentReference})</span>
              ) : null}{" "}
              <span className={`badge badge--${ebl.state === "ISSUED" ? "ok" : "pending"}`} title={ebl.state}>
                {stateLabel(ebl.state)}
              </span>{" "}
              <span className={`badge ${ebl.isOriginal ? "badge--done" : "badge--copy"}`}>
                {ebl.isOriginal ? "Original" : "Copy"}
              </span>
              {ebl.heldByUs ? <span className="muted"> Held by your company.</span> : <span className="muted"> Not held by your company.</span>}
            </p>
          ) : (
            <p className="warning" role="note">
              The linked eBL (<code>{linked}</code>) is not in your company&apos;s eBL list any more. Unlink it, or
              link another.
            </p>
          )}
          <div className="button-row">
            {demo && ebl ? (
              <button
                type="button"
                className="button button--small"
                disabled={busy || demo.adding}
                onClick={demo.add}
                title="Writes a demo invoice and packing list that match this eBL and adds them to the envelope"
              >
                {demo.adding ? "Adding demo documents…" : "Add demo documents"}
              </button>
            ) : null}
            <button
              type="button"
              className="button button--small"
              disabled={busy}
              aria-expanded={changing}
              onClick={() => setChanging((c) => !c)}
            >
              Change eBL…
            </button>
            <button type="button" className="button button--small" disabled={busy} onClick={() => link(null)}>
              Unlink
            </button>
          </div>
          {demo?.error ? <ErrorNotice error={demo.error} title="The demo documents were not added" /> : null}
        </div>
      ) : (
        <p className="muted">
          Link the envelope to the eBL its documents go with: they are checked against it before you send.
        </p>
      )}

      {proposal ? (
        <p className="ebl-link__proposal" role="note">
          This envelope&apos;s documents name the B/L number <strong>{proposal.blNumber}</strong>{" "}
          <span className="muted">({proposal.fileName})</span> —{" "}
          <button type="button" className="button button--small button--primary" disabled={busy} onClick={() => link(proposal.ebl)}>
            Link to {proposal.ebl.reference}
          </button>
        </p>
      ) : null}

      {!linked || changing ? (
        <EblPicker
          onPick={link}
          disabled={busy}
          autoFocus={changing}
          onClose={changing ? () => setChanging(false) : undefined}
        />
      ) : null}
      {linking ? (
        <p className="muted" role="status">
          Saving the link…
        </p>
      ) : null}
      {linkError ? <ErrorNotice error={linkError} title="The link was not saved" /> : null}
    </section>
  );
}
