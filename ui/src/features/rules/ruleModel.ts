import type { ActionType } from "../../bindings/ActionType";
import type { FieldError } from "../../bindings/FieldError";
import type { RuleEvent } from "../../bindings/RuleEvent";
import type { RuleInput } from "../../bindings/RuleInput";
import type { RuleView } from "../../bindings/RuleView";
import { t } from "../../i18n";

/** The rule form's state: lists as text the user edits, turned into a RuleInput on save. */
export interface ActionDraft {
  type: ActionType;
  /** E-mail addresses or URLs, one per line. */
  data: string;
  headers: { name: string; value: string }[];
}

export interface RuleDraft {
  name: string;
  event: RuleEvent;
  enabled: boolean;
  actions: ActionDraft[];
}

/** An event in the window's words (the code itself for one this window does not know). */
export function eventLabel(event: string): string {
  switch (event) {
    case "envelope_received":
      return t("rules-event-envelope-received");
    case "contact_invitation_accepted":
      return t("rules-event-invitation-accepted");
    case "ebl_update":
      return t("rules-event-ebl-update");
    default:
      return event;
  }
}

/** An action type in the window's words (the code itself for one this window does not know). */
export function actionTypeLabel(type: string): string {
  switch (type) {
    case "send_email_to":
      return t("rules-action-email");
    case "send_email_to_everyone":
      return t("rules-action-email-everyone");
    case "post_webhook":
      return t("rules-action-webhook");
    default:
      return type;
  }
}

export const EVENTS: RuleEvent[] = ["envelope_received", "contact_invitation_accepted", "ebl_update"];

/** What the service accepts per event: eBL rules post webhooks only. */
export function actionTypesFor(event: RuleEvent): ActionType[] {
  return event === "ebl_update" ? ["post_webhook"] : ["send_email_to", "send_email_to_everyone", "post_webhook"];
}

export function emptyAction(type: ActionType = "post_webhook"): ActionDraft {
  return { type, data: "", headers: [] };
}

export function emptyDraft(): RuleDraft {
  return { name: "", event: "ebl_update", enabled: true, actions: [emptyAction()] };
}

export function draftOf(rule: RuleView): RuleDraft {
  return {
    name: rule.name,
    event: rule.event,
    enabled: rule.enabled,
    actions: rule.actions.map((a) => ({
      type: a.type,
      data: a.data.join("\n"),
      headers: a.headers.map((h) => ({ ...h })),
    })),
  };
}

/** Switching to an eBL event turns every action into a webhook (keeping its URLs, if any). */
export function withEvent(draft: RuleDraft, event: RuleEvent): RuleDraft {
  const allowed = actionTypesFor(event);
  return {
    ...draft,
    event,
    actions: draft.actions.map((a) => (allowed.includes(a.type) ? a : { ...emptyAction(allowed[0]) })),
  };
}

export function lines(text: string): string[] {
  return text
    .split(/[\n,;]/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export function inputOf(draft: RuleDraft): RuleInput {
  return {
    name: draft.name.trim(),
    event: draft.event,
    enabled: draft.enabled,
    actions: draft.actions.map((a) => ({
      type: a.type,
      data: a.type === "send_email_to_everyone" ? [] : lines(a.data),
      headers:
        a.type === "post_webhook"
          ? a.headers
              .map((h) => ({ name: h.name.trim(), value: h.value.trim() }))
              .filter((h) => h.name !== "" || h.value !== "")
          : [],
    })),
  };
}

/** What the form can tell is wrong, each in the window's words. */
function problem(id: "name" | "actions" | "ebl-webhook-only" | "email-none" | "webhook-none"): string {
  switch (id) {
    case "name":
      return t("rules-error-name");
    case "actions":
      return t("rules-error-actions");
    case "ebl-webhook-only":
      return t("rules-error-ebl-webhook-only");
    case "email-none":
      return t("rules-error-email-none");
    case "webhook-none":
      return t("rules-error-webhook-none");
  }
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export function isEmail(text: string): boolean {
  return EMAIL.test(text);
}

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.host !== "";
  } catch {
    return false;
  }
}

/** Field errors the form can tell before asking the service (same field keys as the service's). */
export function validate(input: RuleInput): FieldError[] {
  const errors = new Map<string, string[]>();
  const add = (field: string, message: string) => errors.set(field, [...(errors.get(field) ?? []), message]);
  if (!input.name) add("name", problem("name"));
  if (input.actions.length === 0) add("actions", problem("actions"));
  input.actions.forEach((action, i) => {
    const data = action.data ?? [];
    if (input.event === "ebl_update" && action.type !== "post_webhook") {
      add(`actions.${i}.type`, problem("ebl-webhook-only"));
    }
    if (action.type === "send_email_to") {
      if (data.length === 0) add(`actions.${i}.data`, problem("email-none"));
      data.filter((d) => !isEmail(d)).forEach((d) => add(`actions.${i}.data`, t("rules-error-not-email", { value: d })));
    }
    if (action.type === "post_webhook") {
      if (data.length === 0) add(`actions.${i}.data`, problem("webhook-none"));
      data.filter((d) => !isHttpUrl(d)).forEach((d) => add(`actions.${i}.data`, t("rules-error-not-url", { value: d })));
      (action.headers ?? []).forEach((h) => {
        if (!HEADER_NAME.test(h.name)) add(`actions.${i}.headers`, t("rules-error-header-name", { value: h.name }));
      });
    }
  });
  return [...errors].map(([field, messages]) => ({ field, messages }));
}
