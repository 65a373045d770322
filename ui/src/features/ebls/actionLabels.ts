import type { ActionKind } from "../../bindings/ActionKind";
import type { ActionReview } from "../../bindings/ActionReview";
import { t } from "../../i18n";

/** A button's label, in the user's language; end-to-end tests click the English ones by name. */
export function actionLabel(kind: ActionKind): string {
  switch (kind) {
    case "REQUEST_SURRENDER_FOR_DELIVERY":
      return t("ebls-action-surrender");
    case "TRANSFER_POSSESSION":
      return t("ebls-action-transfer");
    case "SEND_AS_COPY":
      return t("ebls-action-copy");
  }
}

/** Button labels ([`actionLabel`] per kind, read in the language of the moment). */
export const ACTION_LABELS: Readonly<Record<ActionKind, string>> = {
  get REQUEST_SURRENDER_FOR_DELIVERY() {
    return actionLabel("REQUEST_SURRENDER_FOR_DELIVERY");
  },
  get TRANSFER_POSSESSION() {
    return actionLabel("TRANSFER_POSSESSION");
  },
  get SEND_AS_COPY() {
    return actionLabel("SEND_AS_COPY");
  },
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
  const recipient = review.recipientName ?? review.recipientInbox ?? t("ebls-the-recipient");
  const reference = review.eblReference;
  switch (review.kind) {
    case "REQUEST_SURRENDER_FOR_DELIVERY":
      return t("ebls-done-surrender", { reference });
    case "TRANSFER_POSSESSION":
      return t("ebls-done-transfer", { reference, recipient });
    case "SEND_AS_COPY":
      return t("ebls-done-copy", { reference, recipient });
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An inbox id as the service writes it: a UUID. */
export function isInboxId(text: string): boolean {
  return UUID.test(text.trim());
}
