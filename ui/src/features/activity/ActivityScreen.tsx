import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";

import { chooseFileToSave } from "../../api/dialogs";
import type { CommandError } from "../../api/errors";
import { exportActivityCsv, OPERATIONS, OUTCOMES, operationLabel, outcomeLabel, whenText } from "../../api/journal";
import { useDeletedProfiles } from "../../api/profiles";
import type { ActivityFilter } from "../../bindings/ActivityFilter";
import type { ActivityRow } from "../../bindings/ActivityRow";
import { EmptyState } from "../../components/EmptyState";
import { ErrorNotice } from "../../components/ErrorNotice";
import { ScreenHeader } from "../../components/ScreenHeader";
import { plainNumber } from "../../app/plainNumber";
import { formatNumber, intlLocale, Ltr, t, useLang, useT, type Lang } from "../../i18n";
import "./activity.css";
import { useActivityPages } from "./useActivityPages";

const ROW_HEIGHT = 36;

/** The badge of each outcome (the eBL list's colours). */
export const OUTCOME_BADGE: Record<string, string> = {
  submitted: "badge--ok",
  refused: "badge--danger",
  failed: "badge--danger",
  unknown: "badge--pending",
};

/** Midnight of a `yyyy-mm-dd` date input in local time, in milliseconds; `null` when empty. */
function dayStart(text: string, plusDays = 0): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plusDays).getTime();
}

function mark(name: string) {
  try {
    performance.mark(name);
  } catch {
    // no User Timing here
  }
}

function measure(name: string, start: string) {
  try {
    performance.measure(name, start);
  } catch {
    // the start mark is gone (cleared by a reader): nothing to measure
  }
}

/**
 * Everything done from this app on the active profile, newest first: every signature, copy and
 * envelope send with its outcome. Filter by text, operation, outcome and dates; the list is
 * virtualised and paged from Rust, so 100,000 entries open and filter at once. Export CSV saves
 * what the filter shows. A deleted profile's journal is kept: the Profile picker (shown once a
 * profile was deleted) lists it as "<name> (deleted)", to read and export the same way.
 */
export function ActivityScreen() {
  const t = useT();
  const lang = useLang();
  const deleted = useDeletedProfiles();
  const [profile, setProfile] = useState("");
  const [text, setText] = useState("");
  const [operation, setOperation] = useState("");
  const [outcome, setOutcome] = useState("");
  const [from, setFrom] = useState("");
  const [until, setUntil] = useState("");
  const [person, setPerson] = useState("");
  const [done, setDone] = useState("");
  const [exportError, setExportError] = useState<CommandError | null>(null);

  const filter: ActivityFilter = useMemo(
    () => ({
      text,
      operation: operation || null,
      outcome: outcome || null,
      from: dayStart(from),
      until: dayStart(until, 1),
      profile: profile || null,
      person: person.trim() || null,
    }),
    [text, operation, outcome, from, until, profile, person],
  );
  const deletedProfiles = deleted.data ?? [];
  const shownDeleted = deletedProfiles.find((p) => p.id === profile) ?? null;

  useEffect(() => mark("activity-open-start"), []);

  const scrollRef = useRef<HTMLDivElement>(null);
  const [range, setRange] = useState({ first: 0, last: 0 });
  const { key, view, error, rowAt } = useActivityPages(filter, range.first, range.last);
  const matched = view?.matched ?? 0;
  const total = view?.total ?? 0;

  // The app does not use the React Compiler; the virtualizer re-renders this component itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: matched,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const firstIndex = items[0]?.index ?? 0;
  const lastIndex = items[items.length - 1]?.index ?? 0;
  useEffect(() => {
    setRange((r) => (r.first === firstIndex && r.last === lastIndex ? r : { first: firstIndex, last: lastIndex }));
  }, [firstIndex, lastIndex]);

  // Marks for the benchmark, taken when the rows are committed: the first rows on screen, and
  // each new filter's rows (not the pages scrolling brings).
  const measured = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!view || view.key !== key || measured.current === key) return;
    measure(measured.current === null ? "activity-open" : "activity-filter", measured.current === null ? "activity-open-start" : "activity-filter-start");
    measured.current = key;
  }, [view, key]);

  const exportCsv = async () => {
    setExportError(null);
    try {
      const path = await chooseFileToSave(t("activity-export-dialog"), "ebl-desk-activity.csv", [
        { name: "CSV", extensions: ["csv"] },
      ]);
      if (!path) return;
      const count = await exportActivityCsv(filter, path);
      setDone(t("activity-exported", { count, shown: plainNumber(count), path }));
    } catch (e) {
      setExportError(e as CommandError);
    }
  };

  const onFilter = (set: (v: string) => void) => (value: string) => {
    mark("activity-filter-start");
    set(value);
  };

  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const filtered = text !== "" || operation !== "" || outcome !== "" || from !== "" || until !== "" || person.trim() !== "";

  return (
    <>
      <ScreenHeader
        title={t("activity-title")}
        subtitle={
          shownDeleted
            ? t("activity-subtitle-deleted", {
                name: shownDeleted.name,
                date: new Date(shownDeleted.deletedAt).toLocaleDateString(intlLocale()),
              })
            : t("activity-subtitle")
        }
      />
      <div className="activity__toolbar" role="search" aria-label={t("activity-filter-region")}>
        {deletedProfiles.length > 0 ? (
          <label>
            {t("activity-profile")}
            <select
              value={profile}
              onChange={(e) => {
                setDone("");
                onFilter(setProfile)(e.target.value);
              }}
            >
              <option value="">{t("activity-profile-in-use")}</option>
              {deletedProfiles.map((p) => (
                <option key={p.id} value={p.id}>
                  {t("activity-profile-deleted", { name: p.name })}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <input
          type="search"
          aria-label={t("activity-filter")}
          placeholder={t("activity-filter-placeholder")}
          value={text}
          onChange={(e) => onFilter(setText)(e.target.value)}
        />
        <label>
          {t("activity-operation")}
          <select value={operation} onChange={(e) => onFilter(setOperation)(e.target.value)}>
            <option value="">{t("activity-all")}</option>
            {OPERATIONS.map((value) => (
              <option key={value} value={value}>
                {operationLabel(value)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("activity-outcome")}
          <select value={outcome} onChange={(e) => onFilter(setOutcome)(e.target.value)}>
            <option value="">{t("activity-all")}</option>
            {OUTCOMES.map((value) => (
              <option key={value} value={value}>
                {outcomeLabel(value)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("activity-person")}
          <input
            type="search"
            placeholder={t("activity-person-placeholder")}
            value={person}
            onChange={(e) => onFilter(setPerson)(e.target.value)}
          />
        </label>
        <label>
          {t("activity-from")}
          <input type="date" value={from} onChange={(e) => onFilter(setFrom)(e.target.value)} />
        </label>
        <label>
          {t("activity-until")}
          <input type="date" value={until} onChange={(e) => onFilter(setUntil)(e.target.value)} />
        </label>
        <button type="button" className="button" onClick={() => void exportCsv()} disabled={matched === 0}>
          {t("activity-export")}
        </button>
      </div>
      <p className="muted activity__count" role="status" aria-live="polite">
        {view
          ? filtered
            ? view.counting
              ? t("activity-count-filtered-more", { matched: formatNumber(matched), total: formatNumber(total) })
              : t("activity-count-filtered", { matched: formatNumber(matched), total: formatNumber(total) })
            : t("activity-count", { count: total, shown: formatNumber(total) })
          : ""}
        {done ? ` — ${done}` : ""}
      </p>
      {exportError ? <ErrorNotice error={exportError} title={t("activity-export-failed")} /> : null}
      {error && !view ? <ErrorNotice error={error} title={t("activity-read-failed")} /> : null}
      {view && total === 0 ? (
        <EmptyState title={t("activity-empty-title")}>{t("activity-empty-body")}</EmptyState>
      ) : null}
      {view && total > 0 ? (
        <div ref={scrollRef} className="activity__scroll">
          <table className="activity-table" aria-label={t("activity-table")} aria-rowcount={matched + 1}>
            <thead>
              <tr aria-rowindex={1}>
                <th scope="col" className="activity-table__when">
                  {t("activity-col-time")}
                </th>
                <th scope="col" className="activity-table__op">
                  {t("activity-col-action")}
                </th>
                <th scope="col">{t("activity-col-ebl")}</th>
                <th scope="col">{t("activity-col-counterparty")}</th>
                <th scope="col" className="activity-table__outcome">
                  {t("activity-col-outcome")}
                </th>
                <th scope="col">{t("activity-col-transaction")}</th>
              </tr>
            </thead>
            <tbody>
              {padTop > 0 ? <tr aria-hidden="true" style={{ height: padTop }} /> : null}
              {items.map((item) => (
                <ActivityLine key={item.index} index={item.index} row={rowAt(item.index)} lang={lang} />
              ))}
              {padBottom > 0 ? <tr aria-hidden="true" style={{ height: padBottom }} /> : null}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

/** "Prepared by clerk@nile.example · Approved by consignee@nile.example" (an action a second person approved). */
export function peopleText(row: ActivityRow): string {
  return t("activity-people", { preparedBy: row.preparedBy ?? "—", approvedBy: row.approvedBy ?? "—" });
}

/** One entry of the list; drawn again only when its row or the language changes (not on every keystroke). */
const ActivityLine = memo(function ActivityLine({
  index,
  row,
}: {
  index: number;
  row: ActivityRow | undefined;
  /** Only to draw the row again in a new language. */
  lang: Lang;
}) {
  return (
    <tr aria-rowindex={index + 2} style={{ height: ROW_HEIGHT }}>
      {row ? (
        <>
          <td>
            <time dateTime={new Date(row.at).toISOString()} translate="no">
              {whenText(row.at)}
            </time>
          </td>
          <td>
            {operationLabel(row.operation)}
            {row.preparedBy ? (
              <span className="activity-table__answer" title={peopleText(row)}>
                {peopleText(row)}
              </span>
            ) : null}
          </td>
          <td>{row.eblReference ? <Ltr>{row.eblReference}</Ltr> : "—"}</td>
          <td className="activity-table__party">{row.counterparty ? <Ltr>{row.counterparty}</Ltr> : "—"}</td>
          <td>
            <span className={`badge ${OUTCOME_BADGE[row.outcome] ?? ""}`} title={row.detail ?? undefined}>
              {outcomeLabel(row.outcome)}
            </span>
            {row.answer ? (
              <span className="activity-table__answer" title={row.answer}>
                {" "}
                {row.answer}
              </span>
            ) : null}
          </td>
          <td>
            {row.transactionHash ? (
              <code title={row.transactionHash} translate="no" dir="ltr">
                {row.transactionHash}
              </code>
            ) : (
              <span className="muted">{row.detail ?? "—"}</span>
            )}
          </td>
        </>
      ) : (
        <td colSpan={6} className="muted">
          …
        </td>
      )}
    </tr>
  );
});
