import { useState } from "react";

import { deleteRule, setRuleEnabled, useRuleMutation, useRules } from "../../api/rules";
import { useSessionInfo } from "../../api/session";
import type { RuleView } from "../../bindings/RuleView";
import { ConfirmDelete } from "../../components/ConfirmDelete";
import { EmptyState } from "../../components/EmptyState";
import { ErrorNotice } from "../../components/ErrorNotice";
import { ScreenHeader } from "../../components/ScreenHeader";
import { RuleForm } from "./RuleForm";
import { EVENT_LABELS } from "./ruleModel";
import "./rules.css";

type Editing = { rule: RuleView | null } | null;

/** The signed-in company's rules: list, create, edit, enable/disable, delete (with confirmation). */
export function RulesScreen() {
  const session = useSessionInfo();
  const signedIn = session.data?.signedIn ?? false;
  const rules = useRules(signedIn);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<RuleView | null>(null);
  const [done, setDone] = useState("");
  const toggle = useRuleMutation(({ id, enabled }: { id: string; enabled: boolean }) => setRuleEnabled(id, enabled));
  const remove = useRuleMutation((id: string) => deleteRule(id));

  const header = (
    <ScreenHeader
      title="Rules"
      subtitle="Notifications the service sends when an eBL changes or an envelope arrives."
    />
  );
  if (!signedIn) {
    return (
      <>
        {header}
        <EmptyState title="Sign in to see your company's rules">
          <p>
            Rules belong to your company on the service: each one calls a webhook or sends an e-mail when its
            event happens.
          </p>
        </EmptyState>
      </>
    );
  }

  return (
    <>
      {header}
      <div className="rules__toolbar">
        <button type="button" className="button button--primary" onClick={() => setEditing({ rule: null })} disabled={editing !== null}>
          New rule
        </button>
        <p className="muted" role="status" aria-live="polite">
          {done}
        </p>
      </div>
      {editing ? (
        <RuleForm
          key={editing.rule?.id ?? "new"}
          rule={editing.rule}
          onCancel={() => setEditing(null)}
          onDone={(saved) => {
            setEditing(null);
            setDone(`Rule “${saved.name}” saved.`);
          }}
        />
      ) : null}
      {rules.isPending ? <p className="muted">Loading the rules…</p> : null}
      {rules.error ? <ErrorNotice error={rules.error} title="The rules could not be loaded" /> : null}
      {toggle.error ? <ErrorNotice error={toggle.error} title="The rule was not changed" /> : null}
      {rules.data && rules.data.length === 0 ? (
        <EmptyState title="No rules yet">
          <p>Create one to get a webhook call or an e-mail when an eBL changes or an envelope arrives.</p>
        </EmptyState>
      ) : null}
      {rules.data && rules.data.length > 0 ? (
        <table className="rules__table" aria-label="Rules">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Event</th>
              <th scope="col">Actions</th>
              <th scope="col">Enabled</th>
              <th scope="col">
                <span className="visually-hidden">Edit or delete</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rules.data.map((rule) => (
              <tr key={rule.id}>
                <td>{rule.name}</td>
                <td>{rule.eventName ?? EVENT_LABELS[rule.event] ?? rule.event}</td>
                <td>{rule.actionsDescription ?? rule.actions.map((a) => a.typeName ?? a.type).join(", ")}</td>
                <td>
                  <input
                    type="checkbox"
                    role="switch"
                    aria-label={`Enabled: ${rule.name}`}
                    checked={rule.enabled}
                    disabled={toggle.isPending}
                    onChange={(e) => toggle.mutate({ id: rule.id, enabled: e.target.checked })}
                  />
                </td>
                <td className="rules__row-buttons">
                  <button type="button" className="button" aria-label={`Edit ${rule.name}`} onClick={() => setEditing({ rule })}>
                    Edit
                  </button>
                  <button type="button" className="button" aria-label={`Delete ${rule.name}`} onClick={() => setDeleting(rule)}>
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {deleting ? (
        <ConfirmDelete
          title={`Delete the rule “${deleting.name}”?`}
          error={remove.error}
          errorTitle="The rule was not deleted"
          confirmLabel="Delete rule"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setDone(`Rule “${deleting.name}” deleted.`);
                setDeleting(null);
              },
            })
          }
          onKeep={() => setDeleting(null)}
        >
          <p>The service stops sending its notifications. This cannot be undone.</p>
        </ConfirmDelete>
      ) : null}
    </>
  );
}
