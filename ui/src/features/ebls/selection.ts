/**
 * The checked eBLs of the list, apart from the row the keyboard is on. A click toggles one;
 * Shift-click sets the whole range from the last clicked row (the anchor) to this one, in the
 * order the rows are shown, to the state the clicked row takes.
 */
export interface Checked {
  ids: ReadonlySet<string>;
  /** The row last clicked without Shift, where a Shift-click range starts. */
  anchor: string | null;
}

export const NOTHING_CHECKED: Checked = { ids: new Set(), anchor: null };

export function toggleChecked(
  checked: Checked,
  shownIds: readonly string[],
  id: string,
  shift: boolean,
): Checked {
  const on = !checked.ids.has(id);
  const next = new Set(checked.ids);
  const from = shift && checked.anchor !== null ? shownIds.indexOf(checked.anchor) : -1;
  const to = shownIds.indexOf(id);
  if (from >= 0 && to >= 0) {
    const [lo, hi] = from <= to ? [from, to] : [to, from];
    for (const rowId of shownIds.slice(lo, hi + 1)) {
      if (on) next.add(rowId);
      else next.delete(rowId);
    }
  } else if (on) {
    next.add(id);
  } else {
    next.delete(id);
  }
  return { ids: next, anchor: shift && checked.anchor !== null ? checked.anchor : id };
}

/** "Select all shown": every shown row checked, or (all already checked) none of them. */
export function toggleAllShown(checked: Checked, shownIds: readonly string[]): Checked {
  const allOn = shownIds.length > 0 && shownIds.every((id) => checked.ids.has(id));
  const next = new Set(checked.ids);
  for (const id of shownIds) {
    if (allOn) next.delete(id);
    else next.add(id);
  }
  return { ids: next, anchor: checked.anchor };
}

/** The checked ids in the order the rows are shown (those filtered out kept at the end). */
export function checkedInOrder(checked: Checked, shownIds: readonly string[]): string[] {
  const shown = shownIds.filter((id) => checked.ids.has(id));
  const seen = new Set(shown);
  return [...shown, ...[...checked.ids].filter((id) => !seen.has(id))];
}
