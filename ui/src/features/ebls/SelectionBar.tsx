import { useState } from "react";

import { useSelectionActions } from "../../api/batches";
import type { ActionKind } from "../../bindings/ActionKind";
import type { BatchAction } from "../../bindings/BatchAction";
import { ErrorNotice } from "../../components/ErrorNotice";
import { Modal } from "../../components/Modal";
import { formatNumber, t, useT } from "../../i18n";

/** The most eBLs one bulk action takes (tdx-desk's `MAX_BATCH`). */
export const MAX_BATCH = 500;

/** A button's label in the bar; end-to-end tests click the English ones by name, so keep them stable. */
export function bulkLabel(kind: ActionKind): string {
  switch (kind) {
    case "TRANSFER_POSSESSION":
      return t("ebls-bulk-transfer");
    case "SEND_AS_COPY":
      return t("ebls-bulk-copy");
    case "REQUEST_SURRENDER_FOR_DELIVERY":
      return t("ebls-bulk-surrender");
  }
}

/** The bar's labels ([`bulkLabel`], read in the language of the moment). */
export const BULK_LABELS: Readonly<Record<ActionKind, string>> = {
  get TRANSFER_POSSESSION() {
    return bulkLabel("TRANSFER_POSSESSION");
  },
  get SEND_AS_COPY() {
    return bulkLabel("SEND_AS_COPY");
  },
  get REQUEST_SURRENDER_FOR_DELIVERY() {
    return bulkLabel("REQUEST_SURRENDER_FOR_DELIVERY");
  },
};

/** "2 of the 5 selected eBLs cannot be transferred:" */
function cannotBeText(kind: ActionKind, left: number, selected: number): string {
  switch (kind) {
    case "TRANSFER_POSSESSION":
      return t("ebls-cannot-transfer", { left, selected });
    case "SEND_AS_COPY":
      return t("ebls-cannot-copy", { left, selected });
    case "REQUEST_SURRENDER_FOR_DELIVERY":
      return t("ebls-cannot-surrender", { left, selected });
  }
}

const ORDER: ActionKind[] = ["TRANSFER_POSSESSION", "SEND_AS_COPY", "REQUEST_SURRENDER_FOR_DELIVERY"];

/**
 * What the selection allows when a missing key stops nothing: without a key, the eBLs that
 * allow an action but for the key are counted as allowed (a request for a second person is made
 * for them instead of signing).
 */
export function allowingRequests(action: BatchAction): BatchAction {
  const noKey = action.reasons.find((r) => r.onlyTheKeyMissing);
  if (!noKey) return action;
  return {
    ...action,
    allowed: action.allowed + noKey.count,
    reasons: action.reasons.filter((r) => r !== noKey),
  };
}

/**
 * The count of checked eBLs and the bulk actions they allow. An action only some of them allow
 * says how many; choosing it first says which are left out and why, and goes on with the rest
 * only when the user agrees.
 */
export function SelectionBar({
  ids,
  onStart,
  onClear,
}: {
  ids: string[];
  onStart: (kind: ActionKind, ids: string[]) => void;
  onClear: () => void;
}) {
  const t = useT();
  const allows = useSelectionActions(ids);
  const [asking, setAsking] = useState<BatchAction | null>(null);

  const start = (action: BatchAction) => {
    if (action.allowed < action.selected) {
      setAsking(action);
      return;
    }
    onStart(action.kind, ids);
  };

  const tooMany = ids.length > MAX_BATCH;

  return (
    <div className="selection-bar" role="region" aria-label={t("ebls-selection")}>
      <span className="selection-bar__count" aria-live="polite">
        {t("ebls-selected", { count: ids.length })}
      </span>
      {ORDER.map((kind) => {
        const found = allows.data?.find((a) => a.kind === kind);
        const action = found ? allowingRequests(found) : undefined;
        const none = !action || action.allowed === 0;
        const partial = action && action.allowed > 0 && action.allowed < action.selected;
        const reasonId = `bulk-reason-${kind}`;
        return (
          <span key={kind} className="selection-bar__action">
            <button
              type="button"
              className="button"
              disabled={none || tooMany || allows.isFetching}
              aria-describedby={none || partial ? reasonId : undefined}
              onClick={() => action && start(action)}
            >
              {bulkLabel(kind)}
              {partial ? t("ebls-bulk-partial", { allowed: action.allowed, selected: action.selected }) : ""}
            </button>
            {none && action ? (
              <span id={reasonId} className="visually-hidden">
                {action.reasons[0]?.reason ?? t("ebls-bulk-none")}
              </span>
            ) : null}
            {partial ? (
              <span id={reasonId} className="visually-hidden">
                {t("ebls-bulk-not-allowing", { count: action.selected - action.allowed })}
              </span>
            ) : null}
          </span>
        );
      })}
      <button type="button" className="button button--quiet" onClick={onClear}>
        {t("ebls-clear-selection")}
      </button>
      {tooMany ? (
        <span className="warning" role="note">
          {t("ebls-too-many", { max: MAX_BATCH })}
        </span>
      ) : null}
      {allows.error ? <ErrorNotice error={allows.error} title={t("ebls-selection-unknown")} /> : null}
      {asking ? (
        <Modal title={t("ebls-not-all-allow")} onEscape={() => setAsking(null)} initialFocus=".modal__cancel">
          <p>{cannotBeText(asking.kind, asking.selected - asking.allowed, asking.selected)}</p>
          <ul aria-label={t("ebls-why-not")}>
            {asking.reasons.map((r) => (
              <li key={r.reason}>
                {formatNumber(r.count)} × {r.reason}
              </li>
            ))}
          </ul>
          <div className="button-row modal__buttons">
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                const kind = asking.kind;
                setAsking(null);
                onStart(kind, ids);
              }}
            >
              {t("ebls-continue-other", { count: asking.allowed })}
            </button>
            <button type="button" className="button modal__cancel" onClick={() => setAsking(null)}>
              {t("ebls-cancel")}
            </button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
