import { useId, useState } from "react";

import { saveRule, useRuleMutation } from "../../api/rules";
import type { FieldError } from "../../bindings/FieldError";
import type { RuleEvent } from "../../bindings/RuleEvent";
import type { RuleView } from "../../bindings/RuleView";
import type { ActionType } from "../../bindings/ActionType";
import { Field, FieldProblems } from "../../components/Field";
import { ErrorNotice } from "../../components/ErrorNotice";
import {
  ACTION_TYPE_LABELS,
  EVENTS,
  EVENT_LABELS,
  actionTypesFor,
  draftOf,
  emptyAction,
  emptyDraft,
  inputOf,
  validate,
  withEvent,
  type ActionDraft,
  type RuleDraft,
} from "./ruleModel";

/**
 * Create or edit a rule. Only what the service accepts is offered (eBL rules post webhooks only);
 * errors found here or by the service are shown next to their field.
 */
export function RuleForm({ rule, onDone, onCancel }: { rule: RuleView | null; onDone: (saved: RuleView) => void; onCancel: () => void }) {
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
    <form className="card rule-form" onSubmit={submit} aria-label={rule ? `Edit rule ${rule.name}` : "New rule"} noValidate>
      <h2>{rule ? `Edit “${rule.name}”` : "New rule"}</h2>
      <Field id={`${ids}-name`} label="Rule name" problems={messagesOf("name")}>
        {(props) => (
          <input {...props} type="text" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        )}
      </Field>
      <Field id={`${ids}-event`} label="When" problems={messagesOf("event")}>
        {(props) => (
          <select {...props} value={draft.event} onChange={(e) => setDraft(withEvent(draft, e.target.value as RuleEvent))}>
            {EVENTS.map((ev) => (
              <option key={ev} value={ev}>
                {EVENT_LABELS[ev]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {draft.event === "ebl_update" ? (
        <p className="muted">eBL rules can only post webhooks; they are sent for your company.</p>
      ) : null}
      <label className="field-inline">
        <input type="checkbox" checked={draft.enabled} onChange={(e) => setDraft({ ...draft, enabled: e.target.checked })} />
        Enabled
      </label>

      <fieldset className="rule-form__actions">
        <legend>Actions</legend>
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
          Add an action
        </button>
      </fieldset>

      {formErrors.length > 0 ? (
        <div role="alert" className="error-notice">
          {formErrors.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      ) : null}
      {save.error ? <ErrorNotice error={save.error} title="The rule was not saved" /> : null}
      <div className="rule-form__buttons">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save rule"}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={save.isPending}>
          Cancel
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
  const n = index + 1;
  const dataLabel = action.type === "send_email_to" ? `E-mail addresses, one per line (action ${n})` : `Webhook URLs, one per line (action ${n})`;
  return (
    <div className="rule-form__action" role="group" aria-label={`Action ${n}`}>
      <Field id={`${idPrefix}-type`} label={`What action ${n} does`} problems={errorsOf("type")}>
        {(props) => (
          <select {...props} value={action.type} onChange={(e) => onChange({ ...action, type: e.target.value as ActionType })}>
            {allowed.map((t) => (
              <option key={t} value={t}>
                {ACTION_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {action.type !== "send_email_to_everyone" ? (
        <Field id={`${idPrefix}-data`} label={dataLabel} problems={errorsOf("data")}>
          {(props) => <textarea {...props} rows={2} value={action.data} onChange={(e) => onChange({ ...action, data: e.target.value })} />}
        </Field>
      ) : null}
      {action.type === "post_webhook" ? (
        <div className="rule-form__headers">
          <p className="muted">Custom headers (action {n})</p>
          {action.headers.map((h, j) => (
            <div key={j} className="rule-form__header-row">
              <input
                aria-label={`Header ${j + 1} name (action ${n})`}
                value={h.name}
                onChange={(e) => onChange({ ...action, headers: action.headers.map((x, k) => (k === j ? { ...x, name: e.target.value } : x)) })}
              />
              <input
                aria-label={`Header ${j + 1} value (action ${n})`}
                value={h.value}
                onChange={(e) => onChange({ ...action, headers: action.headers.map((x, k) => (k === j ? { ...x, value: e.target.value } : x)) })}
              />
              <button
                type="button"
                className="button"
                aria-label={`Remove header ${j + 1} (action ${n})`}
                onClick={() => onChange({ ...action, headers: action.headers.filter((_, k) => k !== j) })}
              >
                ✕
              </button>
            </div>
          ))}
          <FieldProblems id={`${idPrefix}-headers-errors`} problems={errorsOf("headers")} />
          <button type="button" className="button" onClick={() => onChange({ ...action, headers: [...action.headers, { name: "", value: "" }] })}>
            Add a header (action {n})
          </button>
        </div>
      ) : null}
      {onRemove ? (
        <button type="button" className="button" onClick={onRemove}>
          Remove action {n}
        </button>
      ) : null}
    </div>
  );
}
