import { useId, useState } from "react";

import { saveRule, useRuleMutation } from "../../api/rules";
import type { FieldError } from "../../bindings/FieldError";
import type { RuleEvent } from "../../bindings/RuleEvent";
import type { RuleView } from "../../bindings/RuleView";
import type { ActionType } from "../../bindings/ActionType";
import { Field, FieldProblems } from "../../components/Field";
import { ErrorNotice } from "../../components/ErrorNotice";
import {
  EVENTS,
  actionTypeLabel,
  actionTypesFor,
  draftOf,
  eventLabel,
  emptyAction,
  emptyDraft,
  inputOf,
  validate,
  withEvent,
  type ActionDraft,
  type RuleDraft,
} from "./ruleModel";
import { useT } from "../../i18n";

/**
 * Create or edit a rule. Only what the service accepts is offered (eBL rules post webhooks only);
 * errors found here or by the service are shown next to their field.
 */
export function RuleForm({ rule, onDone, onCancel }: { rule: RuleView | null; onDone: (saved: RuleView) => void; onCancel: () => void }) {
  const t = useT();
  const [draft, setDraft] = useState<RuleDraft>(() => (rule ? draftOf(rule) : emptyDraft()));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const save = useRuleMutation((input: ReturnType<typeof inputOf>) => saveRule(rule?.id ?? null, input));
  const ids = useId();

  const messagesOf = (field: string) => errors.find((e) => e.field === field)?.messages ?? [];
  const setAction = (i: number, action: ActionDraft) =>
    setDraft({ ...draft, actions: draft.actions.map((a, j) => (j === i ? action : a)) });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = inputOf(draft);
    const local = validate(input);
    setErrors(local);
    if (local.length > 0) return;
    save.mutate(input, {
      onSuccess: (outcome) => {
        if (outcome.rule) onDone(outcome.rule);
        else setErrors(outcome.errors);
      },
    });
  };

  const formErrors = messagesOf("form");
  return (
    <form className="card rule-form" onSubmit={submit} aria-label={rule ? t("rules-edit-rule", { name: rule.name }) : t("rules-new")} noValidate>
      <h2>{rule ? t("rules-edit-title", { name: rule.name }) : t("rules-new")}</h2>
      <Field id={`${ids}-name`} label={t("rules-name")} problems={messagesOf("name")}>
        {(props) => (
          <input {...props} type="text" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        )}
      </Field>
      <Field id={`${ids}-event`} label={t("rules-when")} problems={messagesOf("event")}>
        {(props) => (
          <select {...props} value={draft.event} onChange={(e) => setDraft(withEvent(draft, e.target.value as RuleEvent))}>
            {EVENTS.map((ev) => (
              <option key={ev} value={ev}>
                {eventLabel(ev)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {draft.event === "ebl_update" ? (
        <p className="muted">{t("rules-ebl-webhooks-only")}</p>
      ) : null}
      <label className="field-inline">
        <input type="checkbox" checked={draft.enabled} onChange={(e) => setDraft({ ...draft, enabled: e.target.checked })} />
        {t("rules-enabled")}
      </label>

      <fieldset className="rule-form__actions">
        <legend>{t("rules-actions")}</legend>
        <FieldProblems id={`${ids}-actions-errors`} problems={messagesOf("actions")} />
        {draft.actions.map((action, i) => (
          <ActionEditor
            key={i}
            index={i}
            idPrefix={`${ids}-a${i}`}
            action={action}
            allowed={actionTypesFor(draft.event)}
            errorsOf={(f) => messagesOf(`actions.${i}.${f}`)}
            onChange={(a) => setAction(i, a)}
            onRemove={draft.actions.length > 1 ? () => setDraft({ ...draft, actions: draft.actions.filter((_, j) => j !== i) }) : null}
          />
        ))}
        <button
          type="button"
          className="button"
          onClick={() => setDraft({ ...draft, actions: [...draft.actions, emptyAction(actionTypesFor(draft.event)[0])] })}
        >
          {t("rules-add-action")}
        </button>
      </fieldset>

      {formErrors.length > 0 ? (
        <div role="alert" className="error-notice">
          {formErrors.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      ) : null}
      {save.error ? <ErrorNotice error={save.error} title={t("rules-save-failed")} /> : null}
      <div className="rule-form__buttons">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t("rules-saving") : t("rules-save")}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={save.isPending}>
          {t("app-cancel")}
        </button>
      </div>
    </form>
  );
}

function ActionEditor({
  index,
  idPrefix,
  action,
  allowed,
  errorsOf,
  onChange,
  onRemove,
}: {
  index: number;
  idPrefix: string;
  action: ActionDraft;
  allowed: ActionType[];
  errorsOf: (field: string) => string[];
  onChange: (a: ActionDraft) => void;
  onRemove: (() => void) | null;
}) {
  const t = useT();
  const n = index + 1;
  const dataLabel = action.type === "send_email_to" ? t("rules-emails-label", { n }) : t("rules-urls-label", { n });
  return (
    <div className="rule-form__action" role="group" aria-label={t("rules-action-n", { n })}>
      <Field id={`${idPrefix}-type`} label={t("rules-action-type-label", { n })} problems={errorsOf("type")}>
        {(props) => (
          <select {...props} value={action.type} onChange={(e) => onChange({ ...action, type: e.target.value as ActionType })}>
            {allowed.map((type) => (
              <option key={type} value={type}>
                {actionTypeLabel(type)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {action.type !== "send_email_to_everyone" ? (
        <Field id={`${idPrefix}-data`} label={dataLabel} problems={errorsOf("data")}>
          {(props) => (
            <textarea
              {...props}
              rows={2}
              dir="ltr"
              translate="no"
              value={action.data}
              onChange={(e) => onChange({ ...action, data: e.target.value })}
            />
          )}
        </Field>
      ) : null}
      {action.type === "post_webhook" ? (
        <div className="rule-form__headers">
          <p className="muted">{t("rules-headers", { n })}</p>
          {action.headers.map((h, j) => (
            <div key={j} className="rule-form__header-row">
              <input
                aria-label={t("rules-header-name", { j: j + 1, n })}
                value={h.name}
                onChange={(e) => onChange({ ...action, headers: action.headers.map((x, k) => (k === j ? { ...x, name: e.target.value } : x)) })}
              />
              <input
                aria-label={t("rules-header-value", { j: j + 1, n })}
                value={h.value}
                onChange={(e) => onChange({ ...action, headers: action.headers.map((x, k) => (k === j ? { ...x, value: e.target.value } : x)) })}
              />
              <button
                type="button"
                className="button"
                aria-label={t("rules-header-remove", { j: j + 1, n })}
                onClick={() => onChange({ ...action, headers: action.headers.filter((_, k) => k !== j) })}
              >
                ✕
              </button>
            </div>
          ))}
          <FieldProblems id={`${idPrefix}-headers-errors`} problems={errorsOf("headers")} />
          <button type="button" className="button" onClick={() => onChange({ ...action, headers: [...action.headers, { name: "", value: "" }] })}>
            {t("rules-add-header", { n })}
          </button>
        </div>
      ) : null}
      {onRemove ? (
        <button type="button" className="button" onClick={onRemove}>
          {t("rules-remove-action", { n })}
        </button>
      ) : null}
    </div>
  );
}
