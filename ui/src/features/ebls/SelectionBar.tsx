import { useState } from "react";

import { useSelectionActions } from "../../api/batches";
import type { ActionKind } from "../../bindings/ActionKind";
import type { BatchAction } from "../../bindings/BatchAction";
import { ErrorNotice } from "../../components/ErrorNotice";
import { Modal } from "../../components/Modal";

/** The most eBLs one bulk action takes (tdx-desk's `MAX_BATCH`). */
export const MAX_BATCH = 500;

/** Button labels of the bar; end-to-end tests click them by name, so keep them stable. */
export const BULK_LABELS: Record<ActionKind, string> = {
  TRANSFER_POSSESSION: "Transfer selected",
  SEND_AS_COPY: "Send selected as copies",
  REQUEST_SURRENDER_FOR_DELIVERY: "Request surrender for selected",
};

const CANNOT_BE: Record<ActionKind, string> = {
  TRANSFER_POSSESSION: "transferred",
  SEND_AS_COPY: "sent as copies",
  REQUEST_SURRENDER_FOR_DELIVERY: "put up for surrender",
};

const ORDER = Object.keys(BULK_LABELS) as ActionKind[];

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
    <div className="selection-bar" role="region" aria-label="Selection">
      <span className="selection-bar__count" aria-live="polite">
        {ids.length} selected
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
              {BULK_LABELS[kind]}
              {partial ? ` (${action.allowed} of ${action.selected})` : ""}
            </button>
            {none && action ? (
              <span id={reasonId} className="visually-hidden">
                {action.reasons[0]?.reason ?? "Not available for the selection."}
              </span>
            ) : null}
            {partial ? (
              <span id={reasonId} className="visually-hidden">
                {action.selected - action.allowed} of the selected eBLs do not allow it.
              </span>
            ) : null}
          </span>
        );
      })}
      <button type="button" className="button button--quiet" onClick={onClear}>
        Clear selection
      </button>
      {tooMany ? (
        <span className="warning" role="note">
          At most {MAX_BATCH} eBLs can be acted on at once.
        </span>
      ) : null}
      {allows.error ? <ErrorNotice error={allows.error} title="What the selection allows is not known" /> : null}
      {asking ? (
        <Modal title="Not all selected eBLs allow this" onEscape={() => setAsking(null)} initialFocus=".modal__cancel">
          <p>
            {asking.selected - asking.allowed} of the {asking.selected} selected eBLs cannot be{" "}
            {CANNOT_BE[asking.kind]}:
          </p>
          <ul aria-label="Why not">
            {asking.reasons.map((r) => (
              <li key={r.reason}>
                {r.count} × {r.reason}
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
              Continue with the other {asking.allowed}
            </button>
            <button type="button" className="button modal__cancel" onClick={() => setAsking(null)}>
              Cancel
            </button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
