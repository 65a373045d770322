import type { ActionKind } from "../../bindings/ActionKind";
import type { ActionReview } from "../../bindings/ActionReview";

/** Button labels; end-to-end tests click them by name, so keep them stable. */
export const ACTION_LABELS: Record<ActionKind, string> = {
  REQUEST_SURRENDER_FOR_DELIVERY: "Request surrender",
  TRANSFER_POSSESSION: "Transfer",
  SEND_AS_COPY: "Send as a copy",
};

/**
 * Whether the only thing that stops this action is the missing key (the desk says so:
 * `onlyTheKeyMissing`). The window offers *Request approval* for it instead: a second person
 * with the key signs.
 */
export function onlyTheKeyIsMissing(option: { available: boolean; onlyTheKeyMissing: boolean }): boolean {
  return !option.available && option.onlyTheKeyMissing;
}

/** Whether the action is signed with the local key (a copy is not). */
export function isSigned(kind: ActionKind): boolean {
  return kind !== "SEND_AS_COPY";
}

/** What the toast says once the service accepted the action. */
export function doneText(review: ActionReview): string {
  const to = review.recipientName ?? review.recipientInbox ?? "the recipient";
  switch (review.kind) {
    case "REQUEST_SURRENDER_FOR_DELIVERY":
      return `Surrender requested for ${review.eblReference}.`;
    case "TRANSFER_POSSESSION":
      return `${review.eblReference} transferred to ${to}.`;
    case "SEND_AS_COPY":
      return `A copy of ${review.eblReference} was sent to ${to}.`;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An inbox id as the service writes it: a UUID. */
export function isInboxId(text: string): boolean {
  return UUID.test(text.trim());
}
