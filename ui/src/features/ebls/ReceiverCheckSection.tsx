import { useId } from "react";

import type { ActionKind } from "../../bindings/ActionKind";
import type { ReceiverCheck } from "../../bindings/ReceiverCheck";
import { Ltr, t, useT } from "../../i18n";
import { Code } from "./Code";

/** The earlier actions the check lists are of the kind under review: named as such. */
function earlierWords(kind: ActionKind | "ENVELOPE"): { title: string; through: string; none: string } {
  switch (kind) {
    case "TRANSFER_POSSESSION":
      return {
        title: t("ebls-earlier-transfers"),
        through: t("ebls-earlier-transfers-through"),
        none: t("ebls-earlier-transfers-none"),
      };
    case "REQUEST_SURRENDER_FOR_DELIVERY":
      return {
        title: t("ebls-earlier-surrenders"),
        through: t("ebls-earlier-surrenders-through"),
        none: t("ebls-earlier-surrenders-none"),
      };
    case "SEND_AS_COPY":
      return {
        title: t("ebls-earlier-copies"),
        through: t("ebls-earlier-copies-through"),
        none: t("ebls-earlier-copies-none"),
      };
    case "ENVELOPE":
      return {
        title: t("ebls-earlier-envelopes"),
        through: t("ebls-earlier-envelopes-through"),
        none: t("ebls-earlier-envelopes-none"),
      };
  }
}

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
  const t = useT();
  const earlier = earlierWords(kind);
  const fieldId = useId();
  const hintId = useId();
  const wanted = check.typeToConfirm;
  const byName = wanted !== null && check.name !== null && wanted === check.name;
  const byPrefix = wanted !== null && check.inboxId.replace(/-/g, "").toLowerCase().startsWith(wanted.toLowerCase());
  return (
    <section className="receiver-check" aria-label={t("ebls-about-recipient")}>
      {check.nearMisses.length > 0 ? (
        <div className="warning" role="note" aria-label={t("ebls-near-miss")}>
          <p>
            <strong>{t("ebls-near-miss-title")}</strong>
          </p>
          <ul>
            {check.nearMisses.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {check.flags.length > 0 ? (
        <div className="warning" role="note" aria-label={t("ebls-names-to-check")}>
          {check.flags.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      <dl className="facts review">
        <dt>{t("ebls-shown-as")}</dt>
        <dd>
          {check.name !== null ? <Ltr>{check.name}</Ltr> : t("ebls-no-name")}
          {check.nameSource ? <span className="muted"> — {check.nameSource}</span> : null}
          <br />
          <Code>{check.inboxId}</Code>
        </dd>
        <dt>{t("ebls-verified")}</dt>
        <dd>{check.verified ?? t("ebls-not-verified")}</dd>
        <dt>{t("ebls-known-as")}</dt>
        <dd>
          {check.sources.length === 0 ? (
            t("ebls-known-none")
          ) : (
            <ul className="receiver-check__names">
              {check.sources.map((s) => (
                <li key={`${s.kind}-${s.name}`}>
                  <Ltr>{s.name}</Ltr> <span className="muted">— {s.text}</span>
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{t("ebls-named-on")}</dt>
        <dd>{check.appearsOn.length > 0 ? <Ltr>{check.appearsOn.join(", ")}</Ltr> : t("ebls-named-on-none")}</dd>
        <dt>{earlier.title}</dt>
        <dd>
          {check.earlierTransfers.length > 0 ? (
            <ul className="receiver-check__names" aria-label={earlier.through}>
              {check.earlierTransfers.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            earlier.none
          )}
        </dd>
        <dt>{t("ebls-dealt-before")}</dt>
        <dd>
          {check.firstAction ? t("ebls-dealt-never") : t("ebls-dealt-yes")}
        </dd>
      </dl>
      {wanted ? (
        <div className="field">
          <label htmlFor={fieldId}>
            {byName ? t("ebls-type-name") : byPrefix ? t("ebls-type-prefix") : t("ebls-type-chars")}
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
            {t("ebls-as-shown")}
            <strong>
              <Ltr>{wanted}</Ltr>
            </strong>
            {wanted.endsWith(".") ? " " : ". "}
            {check.whyTyped ??
              (check.nearMisses.length > 0 ? t("ebls-near-miss-hint") : t("ebls-first-transfer-hint"))}
          </p>
        </div>
      ) : null}
    </section>
  );
}
