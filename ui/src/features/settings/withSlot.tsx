import { Fragment, type ReactNode } from "react";

/**
 * A placeable given to `t` where a sentence holds an element (an address in `<code>`, a folder):
 * `withSlot(t("keys-remove-confirm", { address: SLOT }), <code>…</code>)` — the words around it
 * come from the catalogue in the sentence's own order, the element goes where the placeable is.
 */
export const SLOT = "\uE000";

/** `text` (a message formatted with `SLOT` for one placeable) with `element` in the slot's place. */
export function withSlot(text: string, element: ReactNode): ReactNode {
  const at = text.indexOf(SLOT);
  if (at < 0) return text;
  return (
    <Fragment>
      {text.slice(0, at)}
      {element}
      {text.slice(at + SLOT.length)}
    </Fragment>
  );
}
