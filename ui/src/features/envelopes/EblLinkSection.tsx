import { useId, useState } from "react";

import type { CommandError } from "../../api/errors";
import type { DraftEbl } from "../../bindings/DraftEbl";
import type { EblChoice } from "../../bindings/EblChoice";
import { ErrorNotice } from "../../components/ErrorNotice";
import { stateLabel } from "../ebls/listModel";
import { EblPicker } from "./EblPicker";
import { Ltr, t } from "../../i18n";

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
      <h3 id={`${id}-title`}>{t("env-ebl-heading")}</h3>
      {pending && !draftEbl ? <p className="muted">{t("env-ebl-looking")}</p> : null}
      {error ? <ErrorNotice error={error} title={t("env-ebl-error")} /> : null}

      {linked ? (
        <div className="ebl-link__linked" aria-label={t("env-ebl-linked-group")} role="group">
          {ebl ? (
            <p>
              {t("env-ebl-linked-to")}{" "}
              <strong className="ebl-link__reference">
                <Ltr>{ebl.reference}</Ltr>
              </strong>
              {ebl.transportDocumentReference && ebl.transportDocumentReference !== ebl.reference ? (
                <span className="muted"> {t("env-ebl-bl-number", { bl: ebl.transportDocumentReference })}</span>
              ) : null}{" "}
              <span className={`badge badge--${ebl.state === "ISSUED" ? "ok" : "pending"}`} title={ebl.state}>
                {stateLabel(ebl.state)}
              </span>{" "}
              <span className={`badge ${ebl.isOriginal ? "badge--done" : "badge--copy"}`}>
                {ebl.isOriginal ? t("env-ebl-original") : t("env-ebl-copy")}
              </span>
              <span className="muted"> {ebl.heldByUs ? t("env-ebl-held") : t("env-ebl-not-held")}</span>
            </p>
          ) : (
            <p className="warning" role="note">
              {t("env-ebl-gone", { ebl: linked })}
            </p>
          )}
          <div className="button-row">
            {demo && ebl ? (
              <button
                type="button"
                className="button button--small"
                disabled={busy || demo.adding}
                onClick={demo.add}
                title={t("env-demo-title")}
              >
                {demo.adding ? t("env-demo-adding") : t("env-demo-add")}
              </button>
            ) : null}
            <button
              type="button"
              className="button button--small"
              disabled={busy}
              aria-expanded={changing}
              onClick={() => setChanging((c) => !c)}
            >
              {t("env-ebl-change")}
            </button>
            <button type="button" className="button button--small" disabled={busy} onClick={() => link(null)}>
              {t("env-ebl-unlink")}
            </button>
          </div>
          {demo?.error ? <ErrorNotice error={demo.error} title={t("env-demo-error")} /> : null}
        </div>
      ) : (
        <p className="muted">{t("env-ebl-link-hint")}</p>
      )}

      {proposal ? (
        <p className="ebl-link__proposal" role="note">
          {t("env-ebl-proposal")}{" "}
          <strong>
            <Ltr>{proposal.blNumber}</Ltr>
          </strong>{" "}
          <span className="muted">
            (<Ltr>{proposal.fileName}</Ltr>)
          </span>{" "}
          —{" "}
          <button type="button" className="button button--small button--primary" disabled={busy} onClick={() => link(proposal.ebl)}>
            {t("env-ebl-link-to", { reference: proposal.ebl.reference })}
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
          {t("env-ebl-saving-link")}
        </p>
      ) : null}
      {linkError ? <ErrorNotice error={linkError} title={t("env-ebl-link-error")} /> : null}
    </section>
  );
}
