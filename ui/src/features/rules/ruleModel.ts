import type { ActionType } from "../../bindings/ActionType";
import type { FieldError } from "../../bindings/FieldError";
import type { RuleEvent } from "../../bindings/RuleEvent";
import type { RuleInput } from "../../bindings/RuleInput";
import type { RuleView } from "../../bindings/RuleView";

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

export const EVENT_LABELS: Record<string, string> = {
  envelope_received: "An envelope is received",
  contact_invitation_accepted: "A contact invitation is accepted",
  ebl_update: "An eBL changes",
};

export const ACTION_TYPE_LABELS: Record<string, string> = {
  send_email_to: "Send e-mail to",
  send_email_to_everyone: "Send e-mail to everyone in the company",
  post_webhook: "Post a webhook",
};

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
  if (!input.name) add("name", "Give the rule a name.");
  if (input.actions.length === 0) add("actions", "Add at least one action.");
  input.actions.forEach((action, i) => {
    const data = action.data ?? [];
    if (input.event === "ebl_update" && action.type !== "post_webhook") {
      add(`actions.${i}.type`, "eBL rules can only post a webhook.");
    }
    if (action.type === "send_email_to") {
      if (data.length === 0) add(`actions.${i}.data`, "Add at least one e-mail address.");
      data.filter((d) => !isEmail(d)).forEach((d) => add(`actions.${i}.data`, `"${d}" is not an e-mail address.`));
    }
    if (action.type === "post_webhook") {
      if (data.length === 0) add(`actions.${i}.data`, "Add at least one webhook URL.");
      data.filter((d) => !isHttpUrl(d)).forEach((d) => add(`actions.${i}.data`, `"${d}" is not an http(s) URL.`));
      (action.headers ?? []).forEach((h) => {
        if (!HEADER_NAME.test(h.name)) add(`actions.${i}.headers`, `"${h.name}" is not a valid header name.`);
      });
    }
  });
  return [...errors].map(([field, messages]) => ({ field, messages }));
}
