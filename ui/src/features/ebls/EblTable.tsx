import { useVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useEffect, useMemo, useRef, type KeyboardEvent } from "react";

import type { AttentionItem } from "../../bindings/AttentionItem";
import type { EblRow } from "../../bindings/EblRow";
import { Ltr, t, useT } from "../../i18n";
import { reasonsText, shortReasonsText } from "../attention/attentionModel";
import { nextSort, portsText, rolesText, vesselText, type EblSort, type SortColumn } from "./listModel";
import { StateBadge } from "./StateBadge";

const ROW_HEIGHT = 38;
/** A row that says why it needs attention, under its reference. */
const ROW_HEIGHT_WITH_REASON = 58;
const NO_REASONS: ReadonlyMap<string, AttentionItem[]> = new Map();

const COLUMNS: SortColumn[] = ["reference", "state", "roles", "held", "holder", "copy", "ports", "vessel"];

function columnLabel(column: SortColumn): string {
  switch (column) {
    case "reference":
      return t("ebls-col-reference");
    case "state":
      return t("ebls-col-state");
    case "roles":
      return t("ebls-col-roles");
    case "held":
      return t("ebls-col-held");
    case "holder":
      return t("ebls-col-holder");
    case "copy":
      return t("ebls-col-copy");
    case "ports":
      return t("ebls-col-ports");
    case "vessel":
      return t("ebls-col-vessel");
  }
}

/** A copy names its original when the list shows it (right above: the list groups them); an
 * original says how many of its copies follow. */
function CopyCell({ row, originalAbove, copies }: { row: EblRow; originalAbove: boolean; copies: number }) {
  if (row.isCopy) {
    return (
      <>
        <span className="badge badge--copy">{t("ebls-copy")}</span>
        {originalAbove ? <span className="muted">{t("ebls-copy-of-above")}</span> : null}
      </>
    );
  }
  if (copies === 0) return null;
  return <span className="muted">{t("ebls-copies-below", { count: copies })}</span>;
}

/** Whether the copy at `index` has its original among `rows`: the list places a listed original's
 * copies right after it (listModel.ts, groupCopies), so only the rows above are looked at. */
function originalAbove(rows: readonly EblRow[], index: number): boolean {
  const original = rows[index]?.copyOf;
  if (!original) return false;
  for (let i = index - 1; i >= 0; i -= 1) {
    const above = rows[i]!;
    if (above.id === original) return true;
    if (above.copyOf !== original) return false;
  }
  return false;
}

/** How many copies of the row at `index` follow it (the list places them right after it). */
function copiesBelow(rows: readonly EblRow[], index: number): number {
  const id = rows[index]?.id;
  let n = 0;
  while (rows[index + 1 + n]?.copyOf === id) n += 1;
  return n;
}

function rowDomId(id: string) {
  return `ebl-row-${id}`;
}

/**
 * The eBL table, virtualized: only the rows in view are in the DOM, so 10,000 rows scroll as
 * smoothly as ten. The table itself holds focus; ↑/↓/Home/End/PageUp/PageDown move the
 * selection (aria-activedescendant), Enter opens the selected eBL and Space checks it for a bulk
 * action (a click on a row's box too, Shift-click for a range).
 */
export function EblTable({
  rows,
  sort,
  onSort,
  selectedId,
  onSelect,
  onOpen,
  onPreviewIntent,
  focusOnMount = false,
  checkedIds,
  onCheck,
  onCheckAllShown,
  reasons = NO_REASONS,
}: {
  /** The open attention items by eBL: their reasons are shown under the reference. */
  reasons?: ReadonlyMap<string, AttentionItem[]>;
  /** The checked rows (bulk actions), apart from the keyboard's row. */
  checkedIds: ReadonlySet<string>;
  onCheck: (id: string, shift: boolean) => void;
  onCheckAllShown: () => void;
  /** The user points at a row or moves the selection onto it: a chance to prepare its preview. */
  onPreviewIntent?: (id: string) => void;
  focusOnMount?: boolean;
  rows: EblRow[];
  sort: EblSort;
  onSort: (sort: EblSort) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onOpen: (id: string) => void;
}) {
  const t = useT();
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  // The app does not use the React Compiler; the virtualizer re-renders this component itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    // Every keystroke lays out every shown row (100,000 at most): with no eBL needing attention,
    // one height and no lookup per row.
    estimateSize: (index) =>
      reasons.size > 0 && reasons.has(rows[index]?.id ?? "") ? ROW_HEIGHT_WITH_REASON : ROW_HEIGHT,
    overscan: 12,
    // The table is never larger than the window: before it is laid out (the first render), the
    // rows that fill the window are rendered, so the first paint has them rather than an empty
    // table that the virtualizer's first measure fills in a second render.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    // The same function while the rows are: a new one makes the virtualizer lay out every row
    // again. Keyed by position: no row is measured in the page (every height is the estimate), so
    // the key only has to be cheap (React's key is the eBL's id).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new function for each list, on purpose
    getItemKey: useCallback((index: number) => index, [rows]),
  });

  const selectedIndex = useMemo(() => (selectedId ? rows.findIndex((r) => r.id === selectedId) : -1), [rows, selectedId]);
  const checkedShown = useMemo(
    () => (checkedIds.size === 0 ? 0 : rows.reduce((n, r) => n + (checkedIds.has(r.id) ? 1 : 0), 0)),
    [rows, checkedIds],
  );
  const allShownChecked = rows.length > 0 && checkedShown === rows.length;
  const someShownChecked = checkedShown > 0;

  // Items raised or closed change the rows' heights.
  useEffect(() => virtualizer.measure(), [reasons, virtualizer]);

  // Back from a detail: the keyboard continues in the table where it left off.
  useEffect(() => {
    if (focusOnMount) tableRef.current?.focus();
    // Only when the table appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Keep the selection in view when it moves (keyboard) or when the list comes back.
  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: "auto" });
  }, [selectedIndex, virtualizer]);

  const moveTo = (index: number) => {
    const row = rows[Math.max(0, Math.min(rows.length - 1, index))];
    if (row) onSelect(row.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (rows.length === 0) return;
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / ROW_HEIGHT) - 1);
    const from = selectedIndex;
    switch (event.key) {
      case "ArrowDown":
        moveTo(from < 0 ? 0 : from + 1);
        break;
      case "ArrowUp":
        moveTo(from < 0 ? 0 : from - 1);
        break;
      case "Home":
        moveTo(0);
        break;
      case "End":
        moveTo(rows.length - 1);
        break;
      case "PageDown":
        moveTo(from + page);
        break;
      case "PageUp":
        moveTo(from - page);
        break;
      case "Enter":
        if (selectedId && selectedIndex >= 0) onOpen(selectedId);
        break;
      case " ":
        // Space checks the keyboard's row, Shift+Space the range from the last one checked.
        if (selectedId && selectedIndex >= 0) onCheck(selectedId, event.shiftKey);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);

  return (
    <div ref={scrollRef} className="ebl-table__scroll">
      <table
        ref={tableRef}
        className="ebl-table"
        role="grid"
        aria-label={t("ebls-title")}
        aria-rowcount={rows.length + 1}
        aria-activedescendant={selectedId && selectedIndex >= 0 ? rowDomId(selectedId) : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col" className="ebl-table__col--check">
              <input
                type="checkbox"
                aria-label={t("ebls-select-all")}
                checked={allShownChecked}
                ref={(el) => {
                  if (el) el.indeterminate = someShownChecked && !allShownChecked;
                }}
                onChange={onCheckAllShown}
              />
            </th>
            {COLUMNS.map((col) => (
              <th
                key={col}
                scope="col"
                aria-sort={sort.column === col ? sort.direction : "none"}
                className={`ebl-table__col--${col}`}
              >
                <button type="button" className="ebl-table__sort" onClick={() => onSort(nextSort(sort, col))}>
                  {columnLabel(col)}
                  <span aria-hidden="true" className="ebl-table__sort-mark">
                    {sort.column === col ? (sort.direction === "ascending" ? " ▲" : " ▼") : ""}
                  </span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {padTop > 0 ? <tr aria-hidden="true" style={{ height: padTop }} /> : null}
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const selected = row.id === selectedId;
            const rowReasons = reasons.get(row.id);
            return (
              <tr
                key={row.id}
                id={rowDomId(row.id)}
                aria-rowindex={item.index + 2}
                aria-selected={selected}
                className={selected ? "ebl-table__row is-selected" : "ebl-table__row"}
                style={{ height: rowReasons ? ROW_HEIGHT_WITH_REASON : ROW_HEIGHT }}
                onClick={() => onSelect(row.id)}
                onDoubleClick={() => onOpen(row.id)}
                onPointerEnter={() => onPreviewIntent?.(row.id)}
              >
                <td className="ebl-table__check" onClick={(e) => e.stopPropagation()}>
                  <input
                    type="checkbox"
                    aria-label={t("ebls-select-row", { reference: row.reference })}
                    tabIndex={-1}
                    checked={checkedIds.has(row.id)}
                    onChange={() => undefined}
                    onClick={(e) => {
                      e.stopPropagation();
                      onCheck(row.id, e.shiftKey);
                    }}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className="link-button"
                    tabIndex={-1}
                    onClick={(e) => {
                      e.stopPropagation();
                      onSelect(row.id);
                      onOpen(row.id);
                    }}
                  >
                    <Ltr>{row.reference}</Ltr>
                  </button>
                  {rowReasons ? (
                    <span className="ebl-table__reason" title={reasonsText(rowReasons)}>
                      <span className="visually-hidden">{t("ebls-needs-attention-prefix")}</span>
                      {shortReasonsText(rowReasons)}
                    </span>
                  ) : null}
                </td>
                <td>
                  <StateBadge state={row.state} />
                </td>
                <td>{rolesText(row.roles)}</td>
                <td>{row.heldByUs ? t("ebls-yes") : t("ebls-no")}</td>
                <td className="ebl-table__holder">
                  <Ltr>{row.holder}</Ltr>
                </td>
                <td>
                  <CopyCell
                    row={row}
                    originalAbove={originalAbove(rows, item.index)}
                    copies={row.isCopy ? 0 : copiesBelow(rows, item.index)}
                  />
                </td>
                <td>
                  <Ltr>{portsText(row)}</Ltr>
                </td>
                <td>
                  <Ltr>{vesselText(row)}</Ltr>
                </td>
              </tr>
            );
          })}
          {padBottom > 0 ? <tr aria-hidden="true" style={{ height: padBottom }} /> : null}
        </tbody>
      </table>
    </div>
  );
}
