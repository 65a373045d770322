import { useId, useRef, useState } from "react";

import { useRecipients } from "../../api/ebls";
import type { Draft } from "../../bindings/Draft";
import type { EnvelopeKind } from "../../bindings/EnvelopeKind";
import { RecipientPicker } from "../../components/RecipientPicker";
import { isInboxId } from "../ebls/actionLabels";
import { fieldKey } from "./draftModel";
import { describedBy, FieldIssues } from "./FieldIssues";
import { t } from "../../i18n";

interface Props {
  draft: Draft;
  update: (change: (d: Draft) => Draft) => void;
  issuesOf: (key: string) => string[];
  touch: (key: string) => void;
  ownInboxes: string[];
  /** The signed-in company, from the session's identity: what "acting for" may choose. */
  ownCompany?: { id: string | null; name: string | null };
}

/** Who the envelope goes to: its kind, then the recipient (standard) or the ACID number (Egypt ACI). */
export function EnvelopeFields({ draft, update, issuesOf, touch, ownInboxes, ownCompany }: Props) {
  const id = useId();
  const kinds: { value: EnvelopeKind; label: string; hint: string }[] = [
    { value: "standard", label: t("env-kind-standard"), hint: t("env-kind-standard-hint") },
    { value: "egyptAci", label: t("env-kind-aci"), hint: t("env-kind-aci-hint") },
  ];
  return (
    <div className="envelope-fields">
      <fieldset className="envelope-kind" role="radiogroup" aria-labelledby={`${id}-kind`}>
        <legend id={`${id}-kind`}>{t("env-kind")}</legend>
        {kinds.map((k) => (
          <div key={k.value} className="envelope-kind__option">
            <input
              id={`${id}-${k.value}`}
              type="radio"
              name={`${id}-kind`}
              value={k.value}
              checked={draft.kind === k.value}
              aria-describedby={`${id}-${k.value}-hint`}
              onChange={() => update((d) => ({ ...d, kind: k.value }))}
            />
            <label htmlFor={`${id}-${k.value}`}>{k.label}</label>
            <span id={`${id}-${k.value}-hint`} className="muted envelope-kind__hint">
              {k.hint}
            </span>
          </div>
        ))}
      </fieldset>
      {draft.kind === "standard" ? (
        <RecipientFields draft={draft} update={update} issuesOf={issuesOf} touch={touch} ownInboxes={ownInboxes} />
      ) : (
        <AcidField draft={draft} update={update} issuesOf={issuesOf} touch={touch} />
      )}
      <ActingFor
        draft={draft}
        update={update}
        issuesOf={issuesOf}
        touch={touch}
        ownInboxes={ownInboxes}
        ownCompany={ownCompany}
      />
    </div>
  );
}

function RecipientFields({ draft, update, issuesOf, touch, ownInboxes }: Props) {
  const id = useId();
  const recipients = useRecipients(true);
  const [picking, setPicking] = useState(false);
  const problems = issuesOf(fieldKey("recipientInbox"));
  const typed = draft.recipientInbox.trim();
  const known = (recipients.data ?? []).find((r) => r.inboxId.toLowerCase() === typed.toLowerCase());

  const setInbox = (inbox: string, name?: string) =>
    update((d) => {
      const match = (recipients.data ?? []).find((r) => r.inboxId.toLowerCase() === inbox.trim().toLowerCase());
      return { ...d, recipientInbox: inbox, recipientName: name ?? match?.name ?? "" };
    });

  const hint =
    typed && isInboxId(typed) && recipients.isSuccess ? (
      known ? (
        <p id={`${id}-hint`} className="muted">
          {known.country
            ? t("env-recipient-known-country", { name: known.name, country: known.country })
            : t("env-recipient-known", { name: known.name })}
        </p>
      ) : (
        <p id={`${id}-hint`} className="warning" role="note">
          {t("env-recipient-unknown")}
        </p>
      )
    ) : null;

  const own = new Set(ownInboxes.map((i) => i.toLowerCase()));
  const choices = (recipients.data ?? []).filter((r) => !own.has(r.inboxId.toLowerCase()));
  const chosen = known && !own.has(known.inboxId.toLowerCase()) ? known.inboxId : typed ? OTHER : "";
  const inputRef = useRef<HTMLInputElement>(null);

  return (
    <div className="envelope-recipient">
      <div className="envelope-field envelope-field--wide">
        <label htmlFor={`${id}-known`}>{t("env-recipient-known-label")}</label>
        <select
          id={`${id}-known`}
          value={chosen}
          onChange={(e) => {
            const value = e.target.value;
            if (value === OTHER) {
              setInbox("", "");
              inputRef.current?.focus();
            } else {
              setInbox(value);
            }
            touch(fieldKey("recipientInbox"));
          }}
        >
          <option value="">{recipients.isPending ? t("env-recipient-loading") : t("env-recipient-choose")}</option>
          {choices.map((r) => (
            <option key={r.inboxId} value={r.inboxId}>
              {recipientLabel(r.name, r.country, r.inboxId)}
            </option>
          ))}
          <option value={OTHER}>{t("env-recipient-other")}</option>
        </select>
      </div>
      <div className="envelope-field envelope-field--wide">
        <label htmlFor={`${id}-inbox`}>{t("env-recipient-inbox")}</label>
        <div className="envelope-field__with-button">
          <input
            ref={inputRef}
            id={`${id}-inbox`}
            type="text"
            value={draft.recipientInbox}
            spellCheck={false}
            autoComplete="off"
            placeholder={t("env-recipient-inbox-placeholder")}
            className="input--code"
            dir="ltr"
            translate="no"
            {...describedBy(`${id}-issues`, problems, hint ? `${id}-hint` : undefined)}
            onChange={(e) => setInbox(e.target.value)}
            onBlur={() => touch(fieldKey("recipientInbox"))}
          />
          <button type="button" className="button" onClick={() => setPicking(true)}>
            {t("env-recipient-pick")}
          </button>
        </div>
        <FieldIssues id={`${id}-issues`} messages={problems} />
        {hint}
      </div>
      <label className="field-inline envelope-check">
        <input
          type="checkbox"
          checked={draft.payToCollect}
          onChange={(e) => update((d) => ({ ...d, payToCollect: e.target.checked }))}
        />
        {t("env-pay-to-collect")}
      </label>
      {picking ? (
        <RecipientPicker
          intro={t("env-picker-intro")}
          submitLabel={t("env-picker-submit")}
          initialInbox={draft.recipientInbox.trim()}
          ownInboxes={ownInboxes}
          onCancel={() => setPicking(false)}
          onChoose={(inbox, recipient) => {
            setPicking(false);
            setInbox(inbox, recipient?.name ?? "");
            touch(fieldKey("recipientInbox"));
          }}
        />
      ) : null}
    </div>
  );
}

function AcidField({ draft, update, issuesOf, touch }: Omit<Props, "ownInboxes">) {
  const id = useId();
  const problems = issuesOf(fieldKey("acidNumber"));
  const digits = draft.acidNumber.replace(/\D/g, "").length;
  return (
    <div className="envelope-field">
      <label htmlFor={`${id}-acid`}>{t("env-acid")}</label>
      <input
        id={`${id}-acid`}
        type="text"
        inputMode="numeric"
        value={draft.acidNumber}
        spellCheck={false}
        autoComplete="off"
        className="input--code"
        dir="ltr"
        {...describedBy(`${id}-issues`, problems, `${id}-count`)}
        onChange={(e) => update((d) => ({ ...d, acidNumber: e.target.value }))}
        onBlur={() => touch(fieldKey("acidNumber"))}
      />
      <p id={`${id}-count`} className="muted envelope-field__hint">
        {t("env-acid-count", { count: digits })}
      </p>
      <FieldIssues id={`${id}-issues`} messages={problems} />
    </div>
  );
}

/** The "Known recipient" choice that lets the user type an inbox id not in the list. */
const OTHER = "__other__";

/** "Harbor Bank (NL) — inbox …4e5f": a company by name, with the end of its inbox to tell two
 * inboxes of one name apart. */
function recipientLabel(name: string, country: string | null, inbox: string): string {
  return country
    ? t("env-recipient-option-country", { name, country, end: inbox.slice(-4) })
    : t("env-recipient-option", { name, end: inbox.slice(-4) });
}

function ActingFor({ draft, update, issuesOf, touch, ownInboxes, ownCompany }: Props) {
  const id = useId();
  const companyProblems = issuesOf(fieldKey("companyId"));
  const inboxProblems = issuesOf(fieldKey("inboxId"));
  const filled = draft.companyId.trim() !== "" || draft.inboxId.trim() !== "";
  const needed = companyProblems.length > 0 || inboxProblems.length > 0;
  const [open, setOpen] = useState(filled);
  const company = draft.companyId.trim();
  const inbox = draft.inboxId.trim();
  const ownId = ownCompany?.id ?? null;
  const knownCompany = ownId !== null && company.toLowerCase() === ownId.toLowerCase();
  const knownInbox = ownInboxes.some((i) => i.toLowerCase() === inbox.toLowerCase());
  return (
    <details className="acting-for" open={open || needed} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{filled && !(open || needed) ? t("env-acting-for-set") : t("env-acting-for")}</summary>
      <p className="muted">{t("env-acting-for-hint")}</p>
      <div className="acting-for__fields">
        <div className="envelope-field">
          <label htmlFor={`${id}-company`}>{t("env-company-id")}</label>
          <select
            id={`${id}-company`}
            value={company}
            {...describedBy(`${id}-company-issues`, companyProblems)}
            onChange={(e) => {
              const value = e.target.value;
              update((d) => ({ ...d, companyId: value }));
              touch(fieldKey("companyId"));
            }}
          >
            <option value="">{t("env-company-not-sent")}</option>
            {ownId ? (
              <option value={ownId}>
                {ownCompany?.name != null
                  ? t("env-company-own-named", { name: ownCompany.name, id: ownId })
                  : t("env-company-own", { id: ownId })}
              </option>
            ) : null}
            {company && !knownCompany ? <option value={company}>{t("env-company-other", { id: company })}</option> : null}
          </select>
          <FieldIssues id={`${id}-company-issues`} messages={companyProblems} />
        </div>
        <div className="envelope-field">
          <label htmlFor={`${id}-from`}>{t("env-sender-inbox")}</label>
          <select
            id={`${id}-from`}
            value={inbox}
            {...describedBy(`${id}-from-issues`, inboxProblems)}
            onChange={(e) => {
              const value = e.target.value;
              update((d) => ({ ...d, inboxId: value }));
              touch(fieldKey("inboxId"));
            }}
          >
            <option value="">{t("env-sender-not-sent")}</option>
            {ownInboxes.map((i, n) => (
              <option key={i} value={i}>
                {ownInboxes.length > 1 ? t("env-sender-own-n", { n: n + 1, inbox: i }) : t("env-sender-own", { inbox: i })}
              </option>
            ))}
            {inbox && !knownInbox ? <option value={inbox}>{t("env-sender-other", { inbox })}</option> : null}
          </select>
          <FieldIssues id={`${id}-from-issues`} messages={inboxProblems} />
        </div>
      </div>
    </details>
  );
}
