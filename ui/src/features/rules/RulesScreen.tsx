import { useState } from "react";

import { deleteRule, setRuleEnabled, useRuleMutation, useRules } from "../../api/rules";
import { useSessionInfo } from "../../api/session";
import type { RuleView } from "../../bindings/RuleView";
import { ConfirmDelete } from "../../components/ConfirmDelete";
import { EmptyState } from "../../components/EmptyState";
import { ErrorNotice } from "../../components/ErrorNotice";
import { ScreenHeader } from "../../components/ScreenHeader";
import { RuleForm } from "./RuleForm";
import { actionTypeLabel, eventLabel } from "./ruleModel";
import { currentLang, Ltr, useT } from "../../i18n";
import "./rules.css";

type Editing = { rule: RuleView | null } | null;

/**
 * A rule's event: in English the service's own name for it, as before; in another language the
 * window's words (the service names events in English only).
 */
function eventText(rule: RuleView): string {
  if (currentLang() === "en") return rule.eventName ?? eventLabel(rule.event);
  return eventLabel(rule.event);
}

/** A rule's actions: in English the service's description; in another language the window's words with their targets. */
function ActionsCell({ rule }: { rule: RuleView }) {
  if (currentLang() === "en") return <>{rule.actionsDescription ?? rule.actions.map((a) => a.typeName ?? a.type).join(", ")}</>;
  return (
    <>
      {rule.actions.map((a, i) => (
        <span key={i}>
          {i > 0 ? ", " : null}
          {actionTypeLabel(a.type)}
          {a.data.length > 0 ? (
            <>
              {" "}
              <Ltr>{a.data.join(", ")}</Ltr>
            </>
          ) : null}
        </span>
      ))}
    </>
  );
}

/** The signed-in company's rules: list, create, edit, enable/disable, delete (with confirmation). */
export function RulesScreen() {
  const t = useT();
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
      title={t("rules-title")}
      subtitle={t("rules-subtitle")}
    />
  );
  if (!signedIn) {
    return (
      <>
        {header}
        <EmptyState title={t("rules-signed-out-title")}>
          <p>{t("rules-signed-out-body")}</p>
        </EmptyState>
      </>
    );
  }

  return (
    <>
      {header}
      <div className="rules__toolbar">
        <button type="button" className="button button--primary" onClick={() => setEditing({ rule: null })} disabled={editing !== null}>
          {t("rules-new")}
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
            setDone(t("rules-saved", { name: saved.name }));
          }}
        />
      ) : null}
      {rules.isPending ? <p className="muted">{t("rules-loading")}</p> : null}
      {rules.error ? <ErrorNotice error={rules.error} title={t("rules-load-failed")} /> : null}
      {toggle.error ? <ErrorNotice error={toggle.error} title={t("rules-change-failed")} /> : null}
      {rules.data && rules.data.length === 0 ? (
        <EmptyState title={t("rules-empty-title")}>
          <p>{t("rules-empty-body")}</p>
        </EmptyState>
      ) : null}
      {rules.data && rules.data.length > 0 ? (
        <table className="rules__table" aria-label={t("rules-table")}>
          <thead>
            <tr>
              <th scope="col">{t("rules-col-name")}</th>
              <th scope="col">{t("rules-col-event")}</th>
              <th scope="col">{t("rules-col-actions")}</th>
              <th scope="col">{t("rules-col-enabled")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("rules-col-buttons")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rules.data.map((rule) => (
              <tr key={rule.id}>
                <td>
                  <Ltr>{rule.name}</Ltr>
                </td>
                <td>{eventText(rule)}</td>
                <td>
                  <ActionsCell rule={rule} />
                </td>
                <td>
                  <input
                    type="checkbox"
                    role="switch"
                    aria-label={t("rules-enabled-name", { name: rule.name })}
                    checked={rule.enabled}
                    disabled={toggle.isPending}
                    onChange={(e) => toggle.mutate({ id: rule.id, enabled: e.target.checked })}
                  />
                </td>
                <td className="rules__row-buttons">
                  <button type="button" className="button" aria-label={t("rules-edit-name", { name: rule.name })} onClick={() => setEditing({ rule })}>
                    {t("rules-edit")}
                  </button>
                  <button type="button" className="button" aria-label={t("rules-delete-name", { name: rule.name })} onClick={() => setDeleting(rule)}>
                    {t("rules-delete")}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {deleting ? (
        <ConfirmDelete
          title={t("rules-delete-title", { name: deleting.name })}
          error={remove.error}
          errorTitle={t("rules-delete-failed")}
          confirmLabel={t("rules-delete-confirm")}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setDone(t("rules-deleted", { name: deleting.name }));
                setDeleting(null);
              },
            })
          }
          onKeep={() => setDeleting(null)}
        >
          <p>{t("rules-delete-body")}</p>
        </ConfirmDelete>
      ) : null}
    </>
  );
}
