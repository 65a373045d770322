import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";

import { useAttentionList } from "../../api/attention";
import { useOpenBatches } from "../../api/batches";
import { useEblList } from "../../api/ebls";
import type { ActionKind } from "../../bindings/ActionKind";
import type { EblRow } from "../../bindings/EblRow";
import type { Role } from "../../bindings/Role";
import { ErrorNotice } from "../../components/ErrorNotice";
import { formatNumber, useT } from "../../i18n";
import { AttentionPanel } from "../attention/AttentionPanel";
import { itemsByEbl } from "../attention/attentionModel";
import { BatchDialog, countStates, interruptedText } from "./BatchDialog";
import { EblTable } from "./EblTable";
import { usePreviewIntent, useForgetChangedPreviews } from "./previewPrefetch";
import { checkedInOrder, NOTHING_CHECKED, toggleAllShown, toggleChecked, type Checked } from "./selection";
import { SelectionBar } from "./SelectionBar";
import {
  ALL_ROLES,
  clockTime,
  preparedRows,
  roleLabel,
  stateLabel,
  statesIn,
  type EblFilters,
  type EblSort,
} from "./listModel";

/** What the list view keeps while a detail is open, so coming back finds it unchanged. */
export interface ListViewState {
  filters: EblFilters;
  sort: EblSort;
  selectedId: string | null;
  /** The rows checked for a bulk action. */
  checked?: Checked;
}

type BulkFlow = { kind: ActionKind; ids: string[] } | { kind: ActionKind; batchId: string } | null;

const FILTER_START = "ebl-filter-start";
const NO_ROWS: EblRow[] = [];
/** Marked once per window load, when the first rows are on screen (read by the benchmark). */
const LIST_SHOWN = "ebl-list-shown";
/** Marked once per window load, when the whole list is shown (after the first rows at a start). */
const LIST_WHOLE = "ebl-list-whole";

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

export function EblListView({
  state,
  onChange,
  onOpen,
  ownInboxes = [],
  focusTable = false,
  profileId = "",
}: {
  /** The active profile (the attention panel counts the others'). */
  profileId?: string;
  /** The company's own inboxes (not offered as recipients). */
  ownInboxes?: string[];
  focusTable?: boolean;
  state: ListViewState;
  onChange: (state: ListViewState) => void;
  onOpen: (id: string) => void;
}) {
  const t = useT();
  const list = useEblList(true);
  const searchRef = useRef<HTMLInputElement>(null);
  const measuring = useRef(false);
  const { filters, sort } = state;
  const previewIntent = usePreviewIntent();
  const selectedId = state.selectedId;
  // Moving the selection with the keyboard prepares the preview as hovering does.
  useEffect(() => {
    if (selectedId) previewIntent(selectedId);
  }, [selectedId, previewIntent]);

  const rows = list.data?.rows;
  // A preview is kept for what it shows: an eBL whose row changed has its pages drawn again.
  useForgetChangedPreviews(rows);
  const states = useMemo(() => statesIn(rows ?? []), [rows]);
  // Sorted and indexed once per list or sort change (and kept while the list is the same); a
  // keystroke only filters, from the rows the last keys left when it narrows them.
  const { filter } = useMemo(() => preparedRows(rows ?? NO_ROWS, sort), [rows, sort]);
  const attention = useAttentionList();
  const attentionItems = attention.data?.items;
  const reasons = useMemo(() => itemsByEbl(attentionItems ?? []), [attentionItems]);
  const attentionOnly = filters.attention === true;
  const filtered = useMemo(() => filter(filters), [filter, filters]);
  // The eBLs that need attention are few: looked up among the filtered rows, not indexed.
  const visible = useMemo(
    () => (attentionOnly ? filtered.filter((r) => reasons.has(r.id)) : filtered),
    [attentionOnly, filtered, reasons],
  );
  const attentionCount = attentionItems?.length ?? 0;
  // The shown rows' ids, made only when a bulk selection needs them (not at every keystroke).
  const shownIds = () => visible.map((r) => r.id);
  const checked = state.checked ?? NOTHING_CHECKED;
  const checkedIds = useMemo(
    () => (checked.ids.size === 0 ? [] : checkedInOrder(checked, visible.map((r) => r.id))),
    [checked, visible],
  );
  const [bulk, setBulk] = useState<BulkFlow>(null);
  const openBatches = useOpenBatches(rows !== undefined);
  const interrupted = (openBatches.data ?? []).filter((b) => b.interrupted);

  // The filter keystroke time, from the input event to the table committed (read by the benchmark).
  useLayoutEffect(() => {
    if (!measuring.current) return;
    measuring.current = false;
    try {
      performance.measure("ebl-filter", FILTER_START);
    } catch {
      // No start mark (cleared by someone else): nothing to measure.
    }
  }, [visible]);

  const hasRows = visible.length > 0;
  useEffect(() => {
    if (hasRows && performance.getEntriesByName(LIST_SHOWN, "mark").length === 0) {
      performance.mark(LIST_SHOWN);
    }
  }, [hasRows]);
  // And when the whole list is in after a start's first rows (read by the benchmark).
  const whole = rows !== undefined && !list.partial;
  useEffect(() => {
    if (whole && performance.getEntriesByName(LIST_WHOLE, "mark").length === 0) {
      performance.mark(LIST_WHOLE);
    }
  }, [whole]);

  // "/" focuses the search field from anywhere on the screen.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      searchRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const setFilters = (patch: Partial<EblFilters>) => {
    performance.mark(FILTER_START);
    measuring.current = true;
    onChange({ ...state, filters: { ...filters, ...patch } });
  };

  const total = list.total;
  const filtering =
    filters.search.trim() !== "" || filters.state !== "" || filters.role !== "" || filters.heldByUs || filters.copies !== "" || attentionOnly;
  const asOf = clockTime(list.data?.fetchedAt ?? null);

  return (
    <section className="ebl-list" aria-label={t("ebls-list-label")}>
      <div className="ebl-toolbar" role="search">
        <input
          ref={searchRef}
          type="search"
          className="ebl-toolbar__search"
          aria-label={t("ebls-search-label")}
          placeholder={t("ebls-search-placeholder")}
          aria-keyshortcuts="/"
          value={filters.search}
          onChange={(e) => setFilters({ search: e.target.value })}
          onKeyDown={(e) => {
            if (e.key === "Escape" && filters.search) {
              e.preventDefault();
              setFilters({ search: "" });
            }
          }}
        />
        <label className="field-inline">
          {t("ebls-filter-state")}
          <select value={filters.state} onChange={(e) => setFilters({ state: e.target.value })}>
            <option value="">{t("ebls-filter-any-state")}</option>
            {states.map((s) => (
              <option key={s} value={s}>
                {stateLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <label className="field-inline">
          {t("ebls-filter-role")}
          <select value={filters.role} onChange={(e) => setFilters({ role: e.target.value as Role | "" })}>
            <option value="">{t("ebls-filter-any-role")}</option>
            {ALL_ROLES.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r)}
              </option>
            ))}
          </select>
        </label>
        <label className="field-inline">
          <input
            type="checkbox"
            checked={filters.heldByUs}
            onChange={(e) => setFilters({ heldByUs: e.target.checked })}
          />
          {t("ebls-filter-held")}
        </label>
        <label className="field-inline">
          {t("ebls-filter-copies")}
          <select
            value={filters.copies}
            onChange={(e) => setFilters({ copies: e.target.value as EblFilters["copies"] })}
          >
            <option value="">{t("ebls-filter-copies-all")}</option>
            <option value="originals">{t("ebls-filter-copies-originals")}</option>
            <option value="copies">{t("ebls-filter-copies-only")}</option>
          </select>
        </label>
        <button
          type="button"
          className={attentionCount > 0 ? "chip chip--attention" : "chip"}
          aria-pressed={attentionOnly}
          onClick={() => setFilters({ attention: !attentionOnly })}
        >
          {t("ebls-filter-attention")} <span className="chip__count">{formatNumber(attentionCount)}</span>
        </button>
        <button
          type="button"
          className="button"
          onClick={() => void list.refresh()}
          disabled={list.isFetching}
          aria-describedby="ebl-list-count"
        >
          {t("ebls-refresh")}
        </button>
      </div>

      {list.data?.offline ? (
        <p className="banner banner--offline" role="status">
          {asOf ? t("ebls-offline-as-of", { time: asOf }) : t("ebls-offline-as-of-last")}
          <span className="muted">
            {" "}
            {t("ebls-offline-detail")}
          </span>
        </p>
      ) : null}
      {list.error ? <ErrorNotice error={list.error} title={t("ebls-list-unrefreshed")} /> : null}
      {interrupted.map((b) => {
        const counts = countStates(b);
        const wanted = b.items.length - counts.skipped;
        return (
          <p key={b.id} className="banner banner--warning" role="status">
            {interruptedText(b.kind, wanted, counts.done)}{" "}
            <button type="button" className="link-button" onClick={() => setBulk({ kind: b.kind, batchId: b.id })}>
              {t("ebls-show-batch")}
            </button>
          </p>
        );
      })}
      {attentionOnly && attention.data ? <AttentionPanel list={attention.data} onOpen={onOpen} profileId={profileId} /> : null}
      {attention.isError && attentionOnly ? (
        <ErrorNotice error={attention.error} title={t("ebls-attention-unreadable")} />
      ) : null}
      {checkedIds.length > 0 ? (
        <SelectionBar
          ids={checkedIds}
          onClear={() => onChange({ ...state, checked: NOTHING_CHECKED })}
          onStart={(kind, ids) => setBulk({ kind, ids })}
        />
      ) : null}

      <p id="ebl-list-count" className="muted ebl-list__count" aria-live="polite">
        {list.isPending
          ? t("ebls-count-loading")
          : list.partial && filtering
            ? t("ebls-count-loading-all", { total })
            : list.partial || visible.length === total
            ? t("ebls-count", { total })
            : t("ebls-count-of", { shown: visible.length, total })}
        {asOf && !list.data?.offline ? t("ebls-count-updated", { time: asOf }) : ""}
      </p>

      {!list.isPending && total === 0 && !list.isFetching ? (
        <p className="muted">{t("ebls-empty")}</p>
      ) : null}
      {total > 0 && visible.length === 0 && !list.partial && !attentionOnly ? (
        <p className="muted">{t("ebls-no-match")}</p>
      ) : null}
      {total > 0 && visible.length === 0 && !list.partial && attentionOnly ? (
        <p className="muted">
          {filtered.length < total ? t("ebls-no-attention-filtered") : t("ebls-no-attention")}
        </p>
      ) : null}

      <EblTable
        rows={visible}
        sort={sort}
        onSort={(next) => onChange({ ...state, sort: next })}
        selectedId={state.selectedId}
        onSelect={(id) => onChange({ ...state, selectedId: id })}
        onOpen={onOpen}
        onPreviewIntent={previewIntent}
        focusOnMount={focusTable}
        reasons={reasons}
        checkedIds={checked.ids}
        onCheck={(id, shift) => onChange({ ...state, checked: toggleChecked(checked, shownIds(), id, shift) })}
        onCheckAllShown={() => onChange({ ...state, checked: toggleAllShown(checked, shownIds()) })}
      />
      {bulk ? (
        <BatchDialog
          kind={bulk.kind}
          eblIds={"ids" in bulk ? bulk.ids : undefined}
          batchId={"batchId" in bulk ? bulk.batchId : undefined}
          ownInboxes={ownInboxes}
          onClose={(changed) => {
            setBulk(null);
            if (changed) onChange({ ...state, checked: NOTHING_CHECKED });
          }}
        />
      ) : null}
    </section>
  );
}
