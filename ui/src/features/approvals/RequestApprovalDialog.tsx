import { useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";

import {
  approvalKeys,
  DEFAULT_VALID_HOURS,
  REQUEST_FILTERS,
  requestApproval,
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

/** How long a request may stay valid, as the maker chooses it. */
export const VALIDITY_CHOICES: { hours: number; label: string }[] = [
  { hours: 4, label: "4 hours" },
  { hours: 8, label: "8 hours" },
  { hours: 24, label: "24 hours" },
  { hours: 48, label: "2 days" },
  { hours: 72, label: "3 days" },
  { hours: 168, label: "7 days" },
];

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
      const path = await chooseFileToSave("Save the signing request", made.fileName, REQUEST_FILTERS);
      if (!path) return;
      await saveRequest(made.text, path);
      setStatus(`Saved the request to ${path}.`);
    } catch (e) {
      setError(e as CommandError);
    }
  };

  const copy = async () => {
    if (!made) return;
    setStatus("");
    try {
      await navigator.clipboard.writeText(made.text);
      setStatus("Copied the request as text: paste it where the approver reads it.");
    } catch {
      setStatus("The request could not be copied: save it as a file instead.");
    }
  };

  const tooLong = note.length > NOTE_MAX;
  const close = () => {
    if (phase === "making") return;
    onClose(made !== null);
  };

  return (
    <Modal title="Request approval" onEscape={close} initialFocus={phase === "made" ? ".request__save" : "textarea"}>
      <p className="review__summary">{what}</p>
      {made ? (
        <>
          <p role="status" className="muted">
            {made.summary}
          </p>
          <dl className="facts review">
            <dt>Request</dt>
            <dd>
              <code>{made.fileName}</code>
            </dd>
            <dt>Your signature</dt>
            <dd>
              {made.signed
                ? "Signed with this profile's key: the approver sees that it comes from you and that nobody changed it."
                : "Not signed: this profile has no key. The approver sees that the request is unsigned."}
            </dd>
            {made.offeredAt ? (
              <>
                <dt>Offered</dt>
                <dd>
                  In the requests folder: <code>{made.offeredAt}</code>
                </dd>
              </>
            ) : null}
          </dl>
          <p className="muted">
            Nothing was signed on the service. The approver opens this request in eBL Desk, checks it against the eBLs as
            they are then, and signs with their key.
          </p>
        </>
      ) : (
        <>
          <p className="muted">
            Nothing is signed on the service: a second person with the key approves and signs. The request records what
            you see now, who you are, and until when it may be approved.
          </p>
          <div className="field">
            <label htmlFor={noteId}>Note for the approver</label>
            <textarea
              id={noteId}
              rows={3}
              value={note}
              aria-invalid={tooLong || undefined}
              onChange={(e) => setNote(e.target.value)}
            />
            {tooLong ? (
              <p className="field-error">
                At most {NOTE_MAX} characters ({note.length} now).
              </p>
            ) : null}
          </div>
          <div className="field">
            <label htmlFor={validId}>Valid for</label>
            <select id={validId} value={hours} onChange={(e) => setHours(Number(e.target.value))}>
              {VALIDITY_CHOICES.map((c) => (
                <option key={c.hours} value={c.hours}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
      {phase === "making" ? (
        <p role="status" className="muted">
          Reading the eBLs and preparing the request…
        </p>
      ) : null}
      {phase === "pin" ? <PinPrompt onUnlocked={() => void make()} onCancel={() => setPhase("form")} /> : null}
      {error ? <ErrorNotice error={error} title={made ? "Not saved" : "No request was made"} /> : null}
      {status ? (
        <p role="status" className="muted">
          {status}
        </p>
      ) : null}
      <div className="button-row modal__buttons">
        {made ? (
          <>
            <button type="button" className="button button--primary request__save" onClick={() => void save()}>
              Save request…
            </button>
            <button type="button" className="button" onClick={() => void copy()}>
              Copy as text
            </button>
            <button type="button" className="button modal__cancel" onClick={close}>
              Done
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
              Create request
            </button>
            <button type="button" className="button modal__cancel" disabled={phase === "making"} onClick={close}>
              Cancel
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}

/** "Transfer GCL-0001 to Harbor Bank plc", "Request surrender for 3 eBLs" (`ebls`: a reference or a count). */
export function requestWhat(kind: ActionKind, ebls: string, recipient: string | null): string {
  const to = recipient ?? "the recipient";
  switch (kind) {
    case "TRANSFER_POSSESSION":
      return `Transfer ${ebls} to ${to}.`;
    case "REQUEST_SURRENDER_FOR_DELIVERY":
      return `Request surrender for ${ebls}.`;
    case "SEND_AS_COPY":
      return `Send ${ebls} as a copy to ${to}.`;
  }
}

/** "GCL-0001" for one reference, "3 eBLs" for more. */
export function eblsText(references: string[]): string {
  return references.length === 1 ? (references[0] ?? "1 eBL") : `${references.length} eBLs`;
}
