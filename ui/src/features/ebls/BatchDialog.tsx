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
import { Ltr, t, useT } from "../../i18n";
import { eblsText, RequestApprovalDialog, requestWhat } from "../approvals/RequestApprovalDialog";
import { isSigned } from "./actionLabels";
import { ReceiverCheckSection, typedMatches } from "./ReceiverCheckSection";

/** A bulk action and its eBLs, as a dialog's title: "Transfer 5 eBLs". */
export function batchTitle(kind: ActionKind, count: number): string {
  switch (kind) {
    case "TRANSFER_POSSESSION":
      return t("ebls-batch-title-transfer", { count });
    case "SEND_AS_COPY":
      return t("ebls-batch-title-copy", { count });
    case "REQUEST_SURRENDER_FOR_DELIVERY":
      return t("ebls-batch-title-surrender", { count });
  }
}

/** What the recipient picker says before its choices: "Transfer 5 eBLs to:". */
function batchIntro(kind: ActionKind, count: number): string {
  switch (kind) {
    case "TRANSFER_POSSESSION":
      return t("ebls-batch-intro-transfer", { count });
    case "SEND_AS_COPY":
      return t("ebls-batch-intro-copy", { count });
    case "REQUEST_SURRENDER_FOR_DELIVERY":
      return t("ebls-batch-intro-surrender", { count });
  }
}

/** The banner of a batch an earlier run left unfinished: "A bulk action did not finish: transfer 3 eBLs — …". */
export function interruptedText(kind: ActionKind, count: number, done: number): string {
  const notDone = count - done;
  switch (kind) {
    case "TRANSFER_POSSESSION":
      return t("ebls-interrupted-transfer", { count, done, notDone });
    case "SEND_AS_COPY":
      return t("ebls-interrupted-copy", { count, done, notDone });
    case "REQUEST_SURRENDER_FOR_DELIVERY":
      return t("ebls-interrupted-surrender", { count, done, notDone });
  }
}

/** An eBL's state in a batch, in words. */
export function itemStateLabel(state: BatchItemState): string {
  switch (state) {
    case "waiting":
      return t("ebls-item-waiting");
    case "skipped":
      return t("ebls-item-skipped");
    case "submitting":
      return t("ebls-item-submitting");
    case "done":
      return t("ebls-item-done");
    case "refused":
      return t("ebls-item-refused");
    case "failed":
      return t("ebls-item-failed");
    case "unknown":
      return t("ebls-item-unknown");
    case "not_sent":
      return t("ebls-item-not-sent");
  }
}

/** "3 eBLs", in the user's language. */
function eblCount(count: number): string {
  return t("ebls-n-ebls", { count });
}

/** What a batch's summary says before anything is signed. */
function summaryText(kind: ActionKind, count: number, recipient: string): string {
  switch (kind) {
    case "TRANSFER_POSSESSION":
      return t("ebls-batch-summary-transfer", { count, recipient });
    case "SEND_AS_COPY":
      return t("ebls-batch-summary-copy", { count, recipient });
    case "REQUEST_SURRENDER_FOR_DELIVERY":
      return t("ebls-batch-summary-surrender", { count });
  }
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
  const t = useT();
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
          ? { step: "request", eblIds, ebls: eblCount(eblIds.length), inbox: null, recipient: null, batchId: null }
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
        intro={batchIntro(kind, eblIds.length)}
        ownInboxes={ownInboxes}
        submitLabel={requestOnly ? t("ebls-continue") : undefined}
        onCancel={() => onClose(false)}
        onChoose={(inbox, recipient) =>
          requestOnly
            ? setStep({
                step: "request",
                eblIds,
                ebls: eblCount(eblIds.length),
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
      <Modal title={t("ebls-reviewing-selection")} onEscape={() => undefined}>
        <p role="status" className="muted">
          {t("ebls-asking-each", { count: eblIds.length })}
        </p>
      </Modal>
    );
  }
  if (step.step === "failed") {
    return (
      <Modal title={t("ebls-batch-unprepared")} onEscape={() => onClose(false)}>
        <ErrorNotice error={step.error} title={t("ebls-nothing-signed")} />
        <div className="button-row modal__buttons">
          <button type="button" className="button modal__cancel" onClick={() => onClose(false)}>
            {t("ebls-close")}
          </button>
        </div>
      </Modal>
    );
  }

  const batch = view.data;
  if (!batch) {
    return (
      <Modal title={t("ebls-bulk-action")} onEscape={() => onClose(false)}>
        {view.error ? (
          <ErrorNotice error={view.error} title={t("ebls-batch-unreadable")} />
        ) : (
          <p className="muted">{t("ebls-loading")}</p>
        )}
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
  const to = batch.recipientName ?? batch.recipientInbox ?? t("ebls-the-recipient");
  const title = batch.started
    ? batchTitle(batch.kind, batch.items.length)
    : signed
      ? t("ebls-batch-review-sign", { count: reviewed })
      : t("ebls-batch-review-send", { count: reviewed });
  const unsettled = counts.failed + counts.unknown + counts.not_sent + counts.refused;
  const ended = {
    done: counts.done,
    finished,
    failed: counts.failed,
    refused: counts.refused,
    notSent: counts.not_sent,
    unknown: counts.unknown,
  };

  return (
    <Modal title={title} onEscape={() => void close()} initialFocus=".modal__cancel">
      {batch.interrupted ? (
        <p className="warning" role="note">
          {t("ebls-batch-interrupted", {
            done: counts.done,
            notDone: batch.items.length - counts.done - counts.skipped,
          })}
        </p>
      ) : null}
      {!batch.started ? (
        <p className="review__summary">
          {summaryText(batch.kind, reviewed, to)}
          {counts.skipped + counts.refused > 0 ? t("ebls-batch-left-out", { count: counts.skipped + counts.refused }) : ""}
        </p>
      ) : (
        <>
          <p role="status" className="batch__progress-text">
            {running
              ? t("ebls-batch-running", { settled, finished, done: counts.done })
              : unsettled === 0
                ? t("ebls-batch-ended", ended)
                : counts.unknown
                  ? t("ebls-batch-ended-unknown", ended)
                  : t("ebls-batch-ended-some", ended)}
            {batch.cancelled && running ? t("ebls-batch-cancelling") : ""}
          </p>
          <progress
            className="batch__bar"
            aria-label={t("ebls-batch-progress")}
            max={Math.max(1, finished)}
            value={settled}
          />
        </>
      )}
      {reviewedAgain ? (
        <p className="review__summary">
          {signed
            ? t("ebls-batch-reviewed-again-sign", { count: batch.ready })
            : t("ebls-batch-reviewed-again-send", { count: batch.ready })}
        </p>
      ) : null}
      {secondPerson && !batch.started ? (
        <p className="warning" role="note" aria-label={t("ebls-second-person")}>
          {signed ? t("ebls-batch-second-person-signed") : t("ebls-batch-second-person-copies")}
        </p>
      ) : null}
      {(!batch.started || reviewedAgain) && !secondPerson ? (
        <p className="muted">
          {signed ? t("ebls-batch-each-line") : t("ebls-batch-copies-note")}
        </p>
      ) : null}
      {batch.registryFirstUse && signed && (!batch.started || reviewedAgain) ? (
        <p className="warning" role="note" aria-label={t("ebls-registry-first")}>
          {t("ebls-batch-registry-first")}
        </p>
      ) : null}
      {batch.receiver && (!batch.started || reviewedAgain) ? (
        <ReceiverCheckSection check={batch.receiver} kind={batch.kind} typed={typed} onType={setTyped} />
      ) : null}
      <ol className="batch__items" aria-label={t("ebls-batch-items")}>
        {batch.items.map((item) => (
          <li key={item.eblId} className={`batch__item batch__item--${item.state}`}>
            <Ltr className="batch__ref">{item.reference}</Ltr>
            <span className="batch__state">{batch.started || item.state !== "waiting" ? itemStateLabel(item.state) : null}</span>
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
      {runError ? <ErrorNotice error={runError} title={t("ebls-batch-stopped")} /> : null}
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
            {signed ? t("ebls-sign-submit-all") : t("ebls-send-all")}
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
            {t("ebls-request-approval")}
          </button>
        ) : null}
        {batch.started && !running && !reviewedAgain && retryable === 0 && counts.unknown > 0 ? (
          // Whether these went through is not known yet (their answer was lost): checking reads
          // each eBL, settles it, and reviews again only those that did not go through.
          <button type="button" className="button button--primary" onClick={() => void run(retryBatch)}>
            {t("ebls-check-unknown", { count: counts.unknown })}
          </button>
        ) : null}
        {batch.started && !running && !reviewedAgain && retryable > 0 ? (
          <button type="button" className="button button--primary" onClick={() => void run(retryBatch)}>
            {batch.interrupted ? t("ebls-resume", { count: retryable }) : t("ebls-retry", { count: retryable })}
          </button>
        ) : null}
        {running ? (
          <button
            type="button"
            className="button modal__cancel"
            disabled={batch.cancelled}
            onClick={() => void cancelBatch(batch.id).then(() => view.refetch())}
          >
            {t("ebls-cancel")}
          </button>
        ) : (
          <button type="button" className="button modal__cancel" onClick={() => void close()}>
            {batch.started ? t("ebls-close") : t("ebls-cancel")}
          </button>
        )}
      </div>
    </Modal>
  );
}
