import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

import { needsSecondPerson, useApprovalPolicy } from "../../api/approval";
import { acceptEblParties, prepareAction } from "../../api/ebls";
import { deskKeys } from "../../api/queryKeys";
import type { CommandError } from "../../api/errors";
import type { ActionKind } from "../../bindings/ActionKind";
import type { ActionOption } from "../../bindings/ActionOption";
import type { ActionReview } from "../../bindings/ActionReview";
import type { EblDetail } from "../../bindings/EblDetail";
import type { SessionInfo } from "../../bindings/SessionInfo";
import { ErrorNotice } from "../../components/ErrorNotice";
import { RecipientPicker } from "../../components/RecipientPicker";
import { t, useT } from "../../i18n";
import { RequestApprovalDialog, requestWhat } from "../approvals/RequestApprovalDialog";
import { actionLabel, isSigned, onlyTheKeyIsMissing } from "./actionLabels";
import { ReviewDialog } from "./ReviewDialog";

/** Why an action the eBL allows still cannot be started from this window, if it cannot. */
function blockedBy(session: SessionInfo): string | null {
  if (!session.canWrite) return t("ebls-read-only");
  return null;
}

/**
 * Whether starting `kind` prepares a signing request for a second person instead of a review to
 * sign: a signed action on a profile without a key (it cannot sign). With the policy on and a key,
 * the review is still shown, offering only *Request approval…*.
 */
export function requestsOnly(kind: ActionKind, session: SessionInfo): boolean {
  return isSigned(kind) && !session.keyAddress;
}

type Flow =
  | { step: "pick"; kind: ActionKind }
  | { step: "review"; review: ActionReview }
  | { step: "request"; kind: ActionKind; inbox: string | null; recipient: string | null }
  | null;

/**
 * After a review was refused because the service now names another surrenderee or title than
 * when the eBL was first seen: a separate, deliberate step to accept what it names now.
 */
function AcceptPartiesChange({ eblId, onAccepted }: { eblId: string; onAccepted: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState(false);
  const accept = useMutation<EblDetail, CommandError>({
    mutationFn: () => acceptEblParties(eblId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deskKeys.ebl(eblId) });
      onAccepted();
    },
  });
  if (!asked) {
    return (
      <div className="button-row">
        <button type="button" className="button" onClick={() => setAsked(true)}>
          {t("ebls-accept-change-start")}
        </button>
      </div>
    );
  }
  return (
    <div className="warning" role="group" aria-label={t("ebls-accept-change")}>
      <p>{t("ebls-accept-change-text")}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button--danger"
          disabled={accept.isPending}
          onClick={() => accept.mutate()}
        >
          {t("ebls-accept-now")}
        </button>
        <button type="button" className="button" onClick={() => setAsked(false)} disabled={accept.isPending}>
          {t("ebls-keep-refusing")}
        </button>
      </div>
      {accept.isError ? <ErrorNotice error={accept.error} title={t("ebls-change-not-accepted")} /> : null}
    </div>
  );
}

/** "What you can do": a button per available action, a line with the reason for each other. */
export function ActionsSection({
  detail,
  session,
  notify,
}: {
  detail: EblDetail;
  session: SessionInfo;
  notify: (text: string) => void;
}) {
  const t = useT();
  const [flow, setFlow] = useState<Flow>(null);
  const policy = useApprovalPolicy();
  const prepare = useMutation<ActionReview, CommandError, { kind: ActionKind; inbox: string | null }>({
    mutationFn: ({ kind, inbox }) => prepareAction(detail.row.id, kind, inbox),
    onSuccess: (review) => setFlow({ step: "review", review }),
  });

  const start = (option: ActionOption) => {
    prepare.reset();
    if (option.needsRecipient) setFlow({ step: "pick", kind: option.kind });
    else if (requestsOnly(option.kind, session)) setFlow({ step: "request", kind: option.kind, inbox: null, recipient: null });
    else prepare.mutate({ kind: option.kind, inbox: null });
  };

  // Without a key, a signed action the eBL allows is offered as a request for a second person.
  const available = detail.actions.filter((a) => a.available || onlyTheKeyIsMissing(a));
  const unavailable = detail.actions.filter((a) => !a.available && !onlyTheKeyIsMissing(a));

  return (
    <section className="ebl-actions" aria-labelledby="ebl-actions-title">
      <h3 id="ebl-actions-title">{t("ebls-actions")}</h3>
      {available.length > 0 ? (
        <div className="button-row">
          {available.map((option) => {
            const blocked = blockedBy(session);
            const reasonId = `action-blocked-${option.kind}`;
            const request = !blocked && requestsOnly(option.kind, session);
            return (
              <span key={option.kind} className="ebl-actions__item">
                <button
                  type="button"
                  className="button button--primary"
                  disabled={blocked !== null || prepare.isPending}
                  aria-describedby={blocked || request ? reasonId : undefined}
                  onClick={() => start(option)}
                >
                  {actionLabel(option.kind)}
                </button>
                {blocked ? (
                  <span id={reasonId} className="ebl-actions__reason">
                    {blocked}
                  </span>
                ) : request ? (
                  <span id={reasonId} className="ebl-actions__reason">
                    {t("ebls-no-key-request")}
                  </span>
                ) : null}
              </span>
            );
          })}
        </div>
      ) : (
        <p className="muted">{t("ebls-nothing-to-do")}</p>
      )}
      {unavailable.length > 0 ? (
        <ul className="ebl-actions__unavailable" aria-label={t("ebls-unavailable-actions")}>
          {unavailable.map((option) => (
            <li key={option.kind}>
              <strong>{actionLabel(option.kind)}</strong>: {option.reason ?? t("ebls-not-available")}
            </li>
          ))}
        </ul>
      ) : null}
      {prepare.isPending ? (
        <p className="muted" role="status">
          {t("ebls-asking-service")}
        </p>
      ) : null}
      {prepare.isError ? <ErrorNotice error={prepare.error} title={t("ebls-action-unprepared")} /> : null}
      {prepare.error?.code === "ebl.party_changed" ? (
        <AcceptPartiesChange
          eblId={detail.row.id}
          onAccepted={() => {
            prepare.reset();
            notify(t("ebls-change-accepted"));
          }}
        />
      ) : null}

      {flow?.step === "pick" ? (
        <RecipientPicker
          kind={flow.kind}
          reference={detail.row.reference}
          ownInboxes={session.inboxIds}
          onCancel={() => setFlow(null)}
          submitLabel={requestsOnly(flow.kind, session) ? t("ebls-continue") : undefined}
          onChoose={(inbox, recipient) => {
            if (requestsOnly(flow.kind, session)) {
              setFlow({ step: "request", kind: flow.kind, inbox, recipient: recipient?.name ?? null });
              return;
            }
            setFlow(null);
            prepare.mutate({ kind: flow.kind, inbox });
          }}
        />
      ) : null}
      {flow?.step === "request" ? (
        <RequestApprovalDialog
          eblIds={[detail.row.id]}
          kind={flow.kind}
          recipientInbox={flow.inbox}
          what={requestWhat(flow.kind, detail.row.reference, flow.recipient ?? flow.inbox)}
          onClose={(made) => {
            setFlow(null);
            if (made) notify(t("ebls-request-made", { reference: detail.row.reference }));
          }}
        />
      ) : null}
      {flow?.step === "review" ? (
        <ReviewDialog
          review={flow.review}
          secondPerson={needsSecondPerson(policy.data, flow.review.kind)}
          onClose={() => setFlow(null)}
          onDone={(text) => {
            setFlow(null);
            notify(text);
          }}
        />
      ) : null}
    </section>
  );
}
