import { useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";

import {
  approvalKeys,
  DEFAULT_VALID_HOURS,
  requestApproval,
  requestFilters,
  saveRequest,
} from "../../api/approval";
import { chooseFileToSave } from "../../api/dialogs";
import type { CommandError } from "../../api/errors";
import { needsPin } from "../../api/pkcs11";
import type { ActionKind } from "../../bindings/ActionKind";
import type { MadeRequest } from "../../bindings/MadeRequest";
import { ErrorNotice } from "../../components/ErrorNotice";
import { Modal } from "../../components/Modal";
import { PinPrompt } from "../../components/PinPrompt";
import { plainNumber } from "../../app/plainNumber";
import { t, useT } from "../../i18n";

/** How long a request may stay valid, as the maker chooses it. */
export const VALIDITY_CHOICES: readonly number[] = [4, 8, 24, 48, 72, 168];

/** "8 hours", "2 days": a validity in words (whole days from two days on). */
export function validityLabel(hours: number): string {
  return hours >= 48 && hours % 24 === 0
    ? t("approvals-valid-days", { count: hours / 24 })
    : t("approvals-valid-hours", { count: hours });
}

/** The longest note a request carries (the format's limit). */
export const NOTE_MAX = 2000;

type Phase = "form" | "making" | "pin" | "made";

/**
 * The maker's side of dual control: instead of signing, a signing request for a second person
 * with the key — a note and a validity, then the request (signed with this profile's key when it
 * has one; nothing is signed on the ledger), saved as a `.ebl-request` file or copied as text.
 */
export function RequestApprovalDialog({
  eblIds,
  kind,
  recipientInbox,
  what,
  onClose,
}: {
  eblIds: string[];
  kind: ActionKind;
  recipientInbox: string | null;
  /** What the request is for, in words ("Transfer GCL-0001 to Harbor Bank plc"). */
  what: string;
  onClose: (made: boolean) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const noteId = useId();
  const validId = useId();
  const [note, setNote] = useState("");
  const [hours, setHours] = useState(DEFAULT_VALID_HOURS);
  const [phase, setPhase] = useState<Phase>("form");
  const [made, setMade] = useState<MadeRequest | null>(null);
  const [error, setError] = useState<CommandError | null>(null);
  const [status, setStatus] = useState("");
  const busy = useRef(false);

  const make = async () => {
    if (busy.current) return;
    busy.current = true;
    setPhase("making");
    setError(null);
    try {
      const request = await requestApproval(eblIds, kind, recipientInbox, note, hours);
      setMade(request);
      setPhase("made");
      void queryClient.invalidateQueries({ queryKey: approvalKeys.offered });
    } catch (e) {
      if (needsPin(e as CommandError)) {
        setPhase("pin");
      } else {
        setError(e as CommandError);
        setPhase("form");
      }
    } finally {
      busy.current = false;
    }
  };

  const save = async () => {
    if (!made) return;
    setError(null);
    setStatus("");
    try {
      const path = await chooseFileToSave(t("approvals-save-dialog"), made.fileName, requestFilters());
      if (!path) return;
      await saveRequest(made.text, path);
      setStatus(t("approvals-saved-to", { path }));
    } catch (e) {
      setError(e as CommandError);
    }
  };

  const copy = async () => {
    if (!made) return;
    setStatus("");
    try {
      await navigator.clipboard.writeText(made.text);
      setStatus(t("approvals-copied"));
    } catch {
      setStatus(t("approvals-copy-failed"));
    }
  };

  const tooLong = note.length > NOTE_MAX;
  const close = () => {
    if (phase === "making") return;
    onClose(made !== null);
  };

  return (
    <Modal title={t("approvals-request-title")} onEscape={close} initialFocus={phase === "made" ? ".request__save" : "textarea"}>
      <p className="review__summary">{what}</p>
      {made ? (
        <>
          <p role="status" className="muted">
            {made.summary}
          </p>
          <dl className="facts review">
            <dt>{t("approvals-request")}</dt>
            <dd>
              <code translate="no" dir="ltr">
                {made.fileName}
              </code>
            </dd>
            <dt>{t("approvals-your-signature")}</dt>
            <dd>{made.signed ? t("approvals-made-signed") : t("approvals-made-unsigned")}</dd>
            {made.offeredAt ? (
              <>
                <dt>{t("approvals-offered")}</dt>
                <dd>
                  {t("approvals-offered-in-folder")}{" "}
                  <code translate="no" dir="ltr">
                    {made.offeredAt}
                  </code>
                </dd>
              </>
            ) : null}
          </dl>
          <p className="muted">{t("approvals-made-nothing-signed")}</p>
        </>
      ) : (
        <>
          <p className="muted">{t("approvals-request-intro")}</p>
          <div className="field">
            <label htmlFor={noteId}>{t("approvals-note-for-approver")}</label>
            <textarea
              id={noteId}
              rows={3}
              value={note}
              aria-invalid={tooLong || undefined}
              onChange={(e) => setNote(e.target.value)}
            />
            {tooLong ? (
              <p className="field-error">
                {t("approvals-note-too-long", { max: plainNumber(NOTE_MAX), now: plainNumber(note.length) })}
              </p>
            ) : null}
          </div>
          <div className="field">
            <label htmlFor={validId}>{t("approvals-valid-for")}</label>
            <select id={validId} value={hours} onChange={(e) => setHours(Number(e.target.value))}>
              {VALIDITY_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {validityLabel(choice)}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
      {phase === "making" ? (
        <p role="status" className="muted">
          {t("approvals-making")}
        </p>
      ) : null}
      {phase === "pin" ? <PinPrompt onUnlocked={() => void make()} onCancel={() => setPhase("form")} /> : null}
      {error ? <ErrorNotice error={error} title={made ? t("approvals-not-saved") : t("approvals-not-made")} /> : null}
      {status ? (
        <p role="status" className="muted">
          {status}
        </p>
      ) : null}
      <div className="button-row modal__buttons">
        {made ? (
          <>
            <button type="button" className="button button--primary request__save" onClick={() => void save()}>
              {t("approvals-save-request")}
            </button>
            <button type="button" className="button" onClick={() => void copy()}>
              {t("approvals-copy-text")}
            </button>
            <button type="button" className="button modal__cancel" onClick={close}>
              {t("approvals-done")}
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="button button--primary"
              disabled={phase !== "form" || tooLong}
              onClick={() => void make()}
            >
              {t("approvals-create-request")}
            </button>
            <button type="button" className="button modal__cancel" disabled={phase === "making"} onClick={close}>
              {t("app-cancel")}
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}

/** "Transfer GCL-0001 to Harbor Bank plc", "Request surrender for 3 eBLs" (`ebls`: a reference or a count). */
export function requestWhat(kind: ActionKind, ebls: string, recipient: string | null): string {
  switch (kind) {
    case "TRANSFER_POSSESSION":
      return recipient === null ? t("approvals-what-transfer-anyone", { ebls }) : t("approvals-what-transfer", { ebls, to: recipient });
    case "REQUEST_SURRENDER_FOR_DELIVERY":
      return t("approvals-what-surrender", { ebls });
    case "SEND_AS_COPY":
      return recipient === null ? t("approvals-what-copy-anyone", { ebls }) : t("approvals-what-copy", { ebls, to: recipient });
  }
}

/** "GCL-0001" for one reference, "3 eBLs" for more. */
export function eblsText(references: string[]): string {
  return references.length === 1
    ? (references[0] ?? t("approvals-ebl-count", { count: 1, shown: plainNumber(1) }))
    : t("approvals-ebl-count", { count: references.length, shown: plainNumber(references.length) });
}
