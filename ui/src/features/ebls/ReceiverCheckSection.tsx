import { useId } from "react";

import type { ActionKind } from "../../bindings/ActionKind";
import type { ReceiverCheck } from "../../bindings/ReceiverCheck";

/** The earlier actions the check lists are of the kind under review: named as such. */
const EARLIER: Record<ActionKind | "ENVELOPE", { title: string; none: string }> = {
  TRANSFER_POSSESSION: {
    title: "Earlier transfers",
    none: "None went through: this is the first transfer to this inbox.",
  },
  REQUEST_SURRENDER_FOR_DELIVERY: {
    title: "Earlier surrenders",
    none: "None went through: this is the first surrender request to this inbox.",
  },
  SEND_AS_COPY: {
    title: "Earlier copies",
    none: "None went through: this is the first copy sent to this inbox.",
  },
  ENVELOPE: {
    title: "Earlier envelopes",
    none: "None went through: this is the first envelope sent to this inbox.",
  },
};

/** Whether `typed` is what the review asks for: the same words in any case and spacing (as the Rust side checks). */
export function typedMatches(wanted: string | null | undefined, typed: string): boolean {
  if (!wanted) return true;
  const norm = (s: string) => s.trim().split(/\s+/).join(" ").toLowerCase();
  return norm(wanted) !== "" && norm(typed) === norm(wanted);
}

/** Whether `typed` is the whole inbox id (the Rust side accepts it wherever characters of the id are asked for). */
export function typedWholeId(inboxId: string, typed: string): boolean {
  const compact = (s: string) => s.replace(/[^0-9a-z]/gi, "").toLowerCase();
  return compact(typed) === compact(inboxId);
}

/**
 * What is known about the inbox an action goes to, before anything is signed: its names and where
 * each comes from, a verified contact's record, the eBLs that name it, earlier transfers to it that
 * went through, and a near miss of a known inbox, called out by name. When the review asks for it
 * (a first transfer to the inbox, or a near miss), the recipient's name must be typed as shown
 * before signing; the Rust side refuses to sign without it too.
 */
export function ReceiverCheckSection({
  check,
  kind = "TRANSFER_POSSESSION",
  typed,
  onType,
}: {
  check: ReceiverCheck;
  /** The action under review (its earlier actions of the same kind are listed). */
  kind?: ActionKind | "ENVELOPE";
  typed: string;
  onType: (text: string) => void;
}) {
  const earlier = EARLIER[kind];
  const fieldId = useId();
  const hintId = useId();
  const wanted = check.typeToConfirm;
  const byName = wanted !== null && check.name !== null && wanted === check.name;
  const byPrefix = wanted !== null && check.inboxId.replace(/-/g, "").toLowerCase().startsWith(wanted.toLowerCase());
  return (
    <section className="receiver-check" aria-label="About the recipient">
      {check.nearMisses.length > 0 ? (
        <div className="warning" role="note" aria-label="Near miss">
          <p>
            <strong>Check this inbox: it is close to another one you know.</strong>
          </p>
          <ul>
            {check.nearMisses.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {check.flags.length > 0 ? (
        <div className="warning" role="note" aria-label="Names to check">
          {check.flags.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      <dl className="facts review">
        <dt>Shown as</dt>
        <dd>
          {check.name ?? "No name: no company or contact you know has this inbox."}
          {check.nameSource ? <span className="muted"> — {check.nameSource}</span> : null}
          <br />
          <code>{check.inboxId}</code>
        </dd>
        <dt>Verified</dt>
        <dd>{check.verified ?? "Not a verified contact."}</dd>
        <dt>Known as</dt>
        <dd>
          {check.sources.length === 0 ? (
            "No company or contact you know has this inbox."
          ) : (
            <ul className="receiver-check__names">
              {check.sources.map((s) => (
                <li key={`${s.kind}-${s.name}`}>
                  {s.name} <span className="muted">— {s.text}</span>
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>Named on</dt>
        <dd>{check.appearsOn.length > 0 ? check.appearsOn.join(", ") : "No eBL you see names this inbox."}</dd>
        <dt>{earlier.title}</dt>
        <dd>
          {check.earlierTransfers.length > 0 ? (
            <ul className="receiver-check__names" aria-label={`${earlier.title} that went through`}>
              {check.earlierTransfers.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            earlier.none
          )}
        </dd>
        <dt>Dealt with before</dt>
        <dd>
          {check.firstAction
            ? "Never: no verified contact, and no action toward this inbox went through."
            : "Yes: a verified contact, or an action toward this inbox went through."}
        </dd>
      </dl>
      {wanted ? (
        <div className="field">
          <label htmlFor={fieldId}>
            {byName
              ? "Type the recipient's name to confirm it"
              : byPrefix
                ? "Type the first 8 characters of the inbox id to confirm it"
                : "Type the characters of the inbox id shown to confirm it"}
          </label>
          <input
            id={fieldId}
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            aria-describedby={hintId}
            onChange={(e) => onType(e.target.value)}
          />
          <p id={hintId} className="muted">
            As shown: <strong>{wanted}</strong>
            {wanted.endsWith(".") ? " " : ". "}
            {check.whyTyped ??
              (check.nearMisses.length > 0
                ? "This inbox is close to one you know: make sure it is the one you mean."
                : "Your company has not transferred to this inbox before.")}
          </p>
        </div>
      ) : null}
    </section>
  );
}
