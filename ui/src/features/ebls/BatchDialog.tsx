import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";

import {
  batchKeys,
  batchStatus,
  cancelBatch,
  closeBatch,
  prepareBatch,
  retryBatch,
  runBatch,
} from "../../api/batches";
import { needsSecondPerson, useApprovalPolicy } from "../../api/approval";
import type { CommandError } from "../../api/errors";
import { needsPin } from "../../api/pkcs11";
import { deskKeys } from "../../api/queryKeys";
import type { ActionKind } from "../../bindings/ActionKind";
import type { BatchItemState } from "../../bindings/BatchItemState";
import type { BatchView } from "../../bindings/BatchView";
import { ErrorNotice } from "../../components/ErrorNotice";
import { Modal } from "../../components/Modal";
import { PinPrompt } from "../../components/PinPrompt";
import { RecipientPicker } from "../../components/RecipientPicker";
import { useSessionInfo } from "../../api/session";
import { eblsText, RequestApprovalDialog, requestWhat } from "../approvals/RequestApprovalDialog";
import { isSigned } from "./actionLabels";
import { ReceiverCheckSection, typedMatches } from "./ReceiverCheckSection";

/** What each bulk action is called in sentences: "Transfer 5 eBLs", "Send 3 copies". */
export const BATCH_NOUNS: Record<ActionKind, { verb: string; title: string }> = {
  TRANSFER_POSSESSION: { verb: "transfer", title: "Transfer" },
  SEND_AS_COPY: { verb: "send as copies", title: "Send copies of" },
  REQUEST_SURRENDER_FOR_DELIVERY: { verb: "request surrender for", title: "Request surrender for" },
};

export const ITEM_STATE_LABELS: Record<BatchItemState, string> = {
  waiting: "Waiting",
  skipped: "Left out",
  submitting: "Signing and submitting…",
  done: "Done",
  refused: "Refused",
  failed: "Failed",
  unknown: "Not known yet",
  not_sent: "Not sent",
};

function plural(n: number, one: string, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

export function countStates(view: BatchView): Record<BatchItemState, number> {
  const counts: Record<BatchItemState, number> = {
    waiting: 0,
    skipped: 0,
    submitting: 0,
    done: 0,
    refused: 0,
    failed: 0,
    unknown: 0,
    not_sent: 0,
  };
  for (const item of view.items) counts[item.state] += 1;
  return counts;
}

type Step =
  | { step: "pick" }
  | { step: "preparing" }
  | { step: "batch"; id: string }
  | {
      step: "request";
      eblIds: string[];
      /** "GCL-0001", "3 eBLs". */
      ebls: string;
      inbox: string | null;
      recipient: string | null;
      batchId: string | null;
    }
  | { step: "failed"; error: CommandError };

/**
 * A bulk action on the selected eBLs: the recipient (once for all), one review listing every eBL
 * with what is signed for it, "Sign and submit all", then each eBL's progress and outcome with
 * Cancel (no further signature) and Retry for those that did not go through. Retry (Resume, for a
 * batch an earlier run left) fetches a fresh review of each and shows it: nothing is signed until
 * "Sign and submit all" is pressed again. Opened on an existing batch (`batchId`), it shows how
 * that batch stands. A key in a security module whose token waits for its PIN (`keys.pin_needed`,
 * nothing signed): the PIN is asked once here, the token unlocked and the batch run again.
 */
export function BatchDialog({
  kind,
  eblIds = [],
  batchId,
  ownInboxes,
  onClose,
}: {
  kind: ActionKind;
  eblIds?: string[];
  batchId?: string;
  ownInboxes: string[];
  onClose: (changed: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const needsRecipient = kind !== "REQUEST_SURRENDER_FOR_DELIVERY";
  const session = useSessionInfo();
  const policy = useApprovalPolicy();
  // A signed action on a profile without a key: a request for a second person, not a review to sign.
  const requestOnly = isSigned(kind) && session.data !== undefined && !session.data.keyAddress && !batchId;
  const [step, setStep] = useState<Step>(
    batchId
      ? { step: "batch", id: batchId }
      : needsRecipient
        ? { step: "pick" }
        : requestOnly
          ? { step: "request", eblIds, ebls: plural(eblIds.length, "eBL"), inbox: null, recipient: null, batchId: null }
          : { step: "preparing" },
  );
  const [busy, setBusy] = useState(false);
  const [runError, setRunError] = useState<CommandError | null>(null);
  // The recipient's name as typed (kept across Retry: one decision for the batch).
  const [typed, setTyped] = useState("");
  const started = useRef(false);
  // The run that answered `keys.pin_needed`, run again once the PIN has unlocked the token.
  const waitingForPin = useRef<((id: string) => Promise<BatchView>) | null>(null);
  const [pinNeeded, setPinNeeded] = useState(false);

  const prepare = async (inbox: string | null) => {
    setStep({ step: "preparing" });
    try {
      const view = await prepareBatch(eblIds, kind, inbox);
      queryClient.setQueryData(batchKeys.batch(view.id), view);
      setStep({ step: "batch", id: view.id });
    } catch (e) {
      setStep({ step: "failed", error: e as CommandError });
    }
  };

  // A surrender request names no recipient: its review starts at once.
  useEffect(() => {
    if (started.current || batchId || needsRecipient || step.step === "request") return;
    started.current = true;
    void prepare(null);
    // Once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const id = step.step === "batch" ? step.id : null;
  const view = useQuery<BatchView, CommandError>({
    queryKey: batchKeys.batch(id),
    queryFn: () => batchStatus(id ?? ""),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.running || busy ? 250 : false),
  });

  const refreshList = () => {
    void queryClient.invalidateQueries({ queryKey: deskKeys.ebls });
    void queryClient.invalidateQueries({ queryKey: batchKeys.open });
  };

  const run = async (fn: (id: string) => Promise<BatchView>) => {
    if (!id || busy) return;
    setBusy(true);
    setRunError(null);
    try {
      const ended = await fn(id);
      queryClient.setQueryData(batchKeys.batch(id), ended);
    } catch (e) {
      if (needsPin(e as CommandError)) {
        waitingForPin.current = fn;
        setPinNeeded(true);
      } else {
        setRunError(e as CommandError);
      }
      void view.refetch();
    } finally {
      setBusy(false);
      refreshList();
    }
  };

  const close = async () => {
    if (busy || view.data?.running) return;
    if (id) await closeBatch(id).catch(() => undefined);
    refreshList();
    onClose(view.data?.started ?? false);
  };

  if (step.step === "pick") {
    return (
      <RecipientPicker
        intro={`${BATCH_NOUNS[kind].title} ${plural(eblIds.length, "eBL")} to:`}
        ownInboxes={ownInboxes}
        submitLabel={requestOnly ? "Continue" : undefined}
        onCancel={() => onClose(false)}
        onChoose={(inbox, recipient) =>
          requestOnly
            ? setStep({
                step: "request",
                eblIds,
                ebls: plural(eblIds.length, "eBL"),
                inbox,
                recipient: recipient?.name ?? null,
                batchId: null,
              })
            : void prepare(inbox)
        }
      />
    );
  }
  if (step.step === "request") {
    return (
      <RequestApprovalDialog
        eblIds={step.eblIds}
        kind={kind}
        recipientInbox={step.inbox}
        what={requestWhat(kind, step.ebls, step.recipient ?? step.inbox)}
        onClose={(made) => {
          if (step.batchId) void closeBatch(step.batchId).catch(() => undefined);
          onClose(made);
        }}
      />
    );
  }
  if (step.step === "preparing") {
    return (
      <Modal title="Reviewing the selection" onEscape={() => undefined}>
        <p role="status" className="muted">
          Asking the service what to sign for each of {plural(eblIds.length, "eBL")}, and checking each…
        </p>
      </Modal>
    );
  }
  if (step.step === "failed") {
    return (
      <Modal title="The bulk action could not be prepared" onEscape={() => onClose(false)}>
        <ErrorNotice error={step.error} title="Nothing was signed" />
        <div className="button-row modal__buttons">
          <button type="button" className="button modal__cancel" onClick={() => onClose(false)}>
            Close
          </button>
        </div>
      </Modal>
    );
  }

  const batch = view.data;
  if (!batch) {
    return (
      <Modal title="Bulk action" onEscape={() => onClose(false)}>
        {view.error ? <ErrorNotice error={view.error} title="The batch could not be read" /> : <p className="muted">Loading…</p>}
      </Modal>
    );
  }
  const counts = countStates(batch);
  const signed = isSigned(batch.kind);
  const secondPerson = needsSecondPerson(policy.data, batch.kind);
  // What a request would ask for: the eBLs this review kept, to the same recipient.
  const requestable = batch.items.filter((i) => i.state === "waiting").map((i) => i.eblId);
  const running = batch.running || busy;
  const reviewed = batch.items.length - counts.skipped - counts.refused;
  const finished = batch.items.filter((i) => i.state !== "skipped").length;
  const settled = counts.done + counts.failed + counts.refused + counts.not_sent + counts.unknown;
  const retryable = batch.retryable;
  // Reviewed again by Retry or Resume: the fresh lines wait for "Sign and submit all".
  const reviewedAgain = batch.started && !running && batch.ready > 0;
  const to = batch.recipientName ?? batch.recipientInbox;
  const title = batch.started
    ? `${BATCH_NOUNS[batch.kind].title} ${plural(batch.items.length, "eBL")}`
    : signed
      ? `Review and sign ${plural(reviewed, "eBL")}`
      : `Review and send ${plural(reviewed, "copy", "copies")}`;

  return (
    <Modal title={title} onEscape={() => void close()} initialFocus=".modal__cancel">
      {batch.interrupted ? (
        <p className="warning" role="note">
          This batch was interrupted when eBL Desk stopped: {counts.done} went through,{" "}
          {batch.items.length - counts.done - counts.skipped} did not. Nothing is signed twice: those whose
          answer was lost were checked on the service first.
        </p>
      ) : null}
      {!batch.started ? (
        <p className="review__summary">
          {batch.kind === "TRANSFER_POSSESSION"
            ? `Transfer possession of ${plural(reviewed, "eBL")} to ${to ?? "the recipient"}.`
            : batch.kind === "SEND_AS_COPY"
              ? `Send view-only copies of ${plural(reviewed, "eBL")} to ${to ?? "the recipient"}.`
              : `Ask the carrier of each of ${plural(reviewed, "eBL")} to release its cargo to your company.`}
          {counts.skipped + counts.refused > 0 ? ` ${counts.skipped + counts.refused} left out (below).` : ""}
        </p>
      ) : (
        <>
          <p role="status" className="batch__progress-text">
            {running
              ? `${settled} of ${finished} done or ended — ${counts.done} went through`
              : `${counts.done} of ${finished} went through` +
                (counts.failed + counts.unknown + counts.not_sent + counts.refused > 0
                  ? `; ${counts.failed} failed, ${counts.refused} refused, ${counts.not_sent} not sent${counts.unknown ? `, ${counts.unknown} not known yet` : ""}.`
                  : ".")}
            {batch.cancelled && running ? " Cancelling: no further eBL is signed." : ""}
          </p>
          <progress
            className="batch__bar"
            aria-label="Batch progress"
            max={Math.max(1, finished)}
            value={settled}
          />
        </>
      )}
      {reviewedAgain ? (
        <p className="review__summary">
          {signed
            ? `Reviewed again: ${plural(batch.ready, "eBL")} to sign with the service's fresh signing data.`
            : `Reviewed again: ${plural(batch.ready, "copy", "copies")} to send.`}
        </p>
      ) : null}
      {secondPerson && !batch.started ? (
        <p className="warning" role="note" aria-label="A second person approves">
          This profile&apos;s policy: a second person approves {signed ? "transfers and surrenders" : "copies"}. Request
          their approval; they check it against each eBL and sign with their key.
        </p>
      ) : null}
      {(!batch.started || reviewedAgain) && !secondPerson ? (
        <p className="muted">
          {signed
            ? "Each line is what your key signs for that eBL, checked against the service's signing data. Nothing is signed until you press Sign and submit all."
            : "Nothing is signed: each copy is a request to the service. Nothing is sent until you press Send all."}
        </p>
      ) : null}
      {batch.registryFirstUse && signed && (!batch.started || reviewedAgain) ? (
        <p className="warning" role="note" aria-label="First signature for this registry">
          Your key has never signed for the registry contract these calls name. Signing pins it for your key: a
          different registry named later, on any profile, is refused until you accept it in Settings.
        </p>
      ) : null}
      {batch.receiver && (!batch.started || reviewedAgain) ? (
        <ReceiverCheckSection check={batch.receiver} kind={batch.kind} typed={typed} onType={setTyped} />
      ) : null}
      <ol className="batch__items" aria-label="eBLs in this batch">
        {batch.items.map((item) => (
          <li key={item.eblId} className={`batch__item batch__item--${item.state}`}>
            <span className="batch__ref">{item.reference}</span>
            <span className="batch__state">{batch.started || item.state !== "waiting" ? ITEM_STATE_LABELS[item.state] : null}</span>
            <span className="batch__line muted">{item.reason ?? item.line ?? ""}</span>
          </li>
        ))}
      </ol>
      {pinNeeded ? (
        <PinPrompt
          onUnlocked={() => {
            setPinNeeded(false);
            const again = waitingForPin.current;
            waitingForPin.current = null;
            if (again) void run(again);
          }}
          onCancel={() => {
            setPinNeeded(false);
            waitingForPin.current = null;
          }}
        />
      ) : null}
      {runError ? <ErrorNotice error={runError} title="The batch stopped" /> : null}
      <div className="button-row modal__buttons">
        {(!batch.started || reviewedAgain) && !secondPerson ? (
          <button
            type="button"
            className="button button--primary"
            disabled={
              busy ||
              pinNeeded ||
              (batch.started ? batch.ready === 0 : reviewed === 0) ||
              !typedMatches(batch.receiver?.typeToConfirm, typed)
            }
            onClick={() => void run((batchId) => runBatch(batchId, batch.receiver?.typeToConfirm ? typed : null))}
          >
            {signed ? "Sign and submit all" : "Send all"}
          </button>
        ) : null}
        {!batch.started && requestable.length > 0 ? (
          <button
            type="button"
            className={secondPerson ? "button button--primary" : "button"}
            disabled={busy}
            onClick={() =>
              setStep({
                step: "request",
                eblIds: requestable,
                ebls: eblsText(batch.items.filter((i) => i.state === "waiting").map((i) => i.reference)),
                inbox: batch.recipientInbox,
                recipient: batch.recipientName,
                batchId: batch.id,
              })
            }
          >
            Request approval…
          </button>
        ) : null}
        {batch.started && !running && !reviewedAgain && retryable === 0 && counts.unknown > 0 ? (
          // Whether these went through is not known yet (their answer was lost): checking reads
          // each eBL, settles it, and reviews again only those that did not go through.
          <button type="button" className="button button--primary" onClick={() => void run(retryBatch)}>
            {`Check the ${counts.unknown} not known yet`}
          </button>
        ) : null}
        {batch.started && !running && !reviewedAgain && retryable > 0 ? (
          <button type="button" className="button button--primary" onClick={() => void run(retryBatch)}>
            {batch.interrupted ? `Resume (${retryable})` : `Retry the ${retryable} that did not go through`}
          </button>
        ) : null}
        {running ? (
          <button
            type="button"
            className="button modal__cancel"
            disabled={batch.cancelled}
            onClick={() => void cancelBatch(batch.id).then(() => view.refetch())}
          >
            Cancel
          </button>
        ) : (
          <button type="button" className="button modal__cancel" onClick={() => void close()}>
            {batch.started ? "Close" : "Cancel"}
          </button>
        )}
      </div>
    </Modal>
  );
}
