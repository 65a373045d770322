import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";

import { chooseFileToSave } from "../../api/dialogs";
import type { CommandError } from "../../api/errors";
import { exportActivityCsv, OPERATION_LABELS, OUTCOME_LABELS, whenText } from "../../api/journal";
import { useDeletedProfiles } from "../../api/profiles";
import type { ActivityFilter } from "../../bindings/ActivityFilter";
import type { ActivityRow } from "../../bindings/ActivityRow";
import { EmptyState } from "../../components/EmptyState";
import { ErrorNotice } from "../../components/ErrorNotice";
import { ScreenHeader } from "../../components/ScreenHeader";
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
      const path = await chooseFileToSave("Export activity", "ebl-desk-activity.csv", [
        { name: "CSV", extensions: ["csv"] },
      ]);
      if (!path) return;
      const count = await exportActivityCsv(filter, path);
      setDone(`${count} ${count === 1 ? "entry" : "entries"} exported to ${path}`);
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
        title="Activity"
        subtitle={
          shownDeleted
            ? `Everything signed and sent from this app on “${shownDeleted.name}”, a profile deleted on ${new Date(shownDeleted.deletedAt).toLocaleDateString()}, with what the service answered.`
            : "Everything signed and sent from this app on this profile, with what the service answered."
        }
      />
      <div className="activity__toolbar" role="search" aria-label="Filter the activity">
        {deletedProfiles.length > 0 ? (
          <label>
            Profile
            <select
              value={profile}
              onChange={(e) => {
                setDone("");
                onFilter(setProfile)(e.target.value);
              }}
            >
              <option value="">The profile in use</option>
              {deletedProfiles.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} (deleted)
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <input
          type="search"
          aria-label="Filter"
          placeholder="eBL reference, company, transaction hash…"
          value={text}
          onChange={(e) => onFilter(setText)(e.target.value)}
        />
        <label>
          Operation
          <select value={operation} onChange={(e) => onFilter(setOperation)(e.target.value)}>
            <option value="">All</option>
            {Object.entries(OPERATION_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Outcome
          <select value={outcome} onChange={(e) => onFilter(setOutcome)(e.target.value)}>
            <option value="">All</option>
            {Object.entries(OUTCOME_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Person
          <input
            type="search"
            placeholder="Prepared or approved by"
            value={person}
            onChange={(e) => onFilter(setPerson)(e.target.value)}
          />
        </label>
        <label>
          From
          <input type="date" value={from} onChange={(e) => onFilter(setFrom)(e.target.value)} />
        </label>
        <label>
          Until
          <input type="date" value={until} onChange={(e) => onFilter(setUntil)(e.target.value)} />
        </label>
        <button type="button" className="button" onClick={() => void exportCsv()} disabled={matched === 0}>
          Export CSV…
        </button>
      </div>
      <p className="muted activity__count" role="status" aria-live="polite">
        {view
          ? filtered
            ? `${matched.toLocaleString()}${view.counting ? "+" : ""} of ${total.toLocaleString()} entries`
            : `${total.toLocaleString()} ${total === 1 ? "entry" : "entries"}`
          : ""}
        {done ? ` — ${done}` : ""}
      </p>
      {exportError ? <ErrorNotice error={exportError} title="The activity was not exported" /> : null}
      {error && !view ? <ErrorNotice error={error} title="The activity could not be read" /> : null}
      {view && total === 0 ? (
        <EmptyState title="Nothing on record yet">
          Every transfer, surrender request, copy and envelope you send from this app is recorded here, with its
          signature and the service&apos;s answer.
        </EmptyState>
      ) : null}
      {view && total > 0 ? (
        <div ref={scrollRef} className="activity__scroll">
          <table className="activity-table" aria-label="Activity" aria-rowcount={matched + 1}>
            <thead>
              <tr aria-rowindex={1}>
                <th scope="col" className="activity-table__when">
                  Time
                </th>
                <th scope="col" className="activity-table__op">
                  Action
                </th>
                <th scope="col">eBL</th>
                <th scope="col">Counterparty</th>
                <th scope="col" className="activity-table__outcome">
                  Outcome
                </th>
                <th scope="col">Transaction</th>
              </tr>
            </thead>
            <tbody>
              {padTop > 0 ? <tr aria-hidden="true" style={{ height: padTop }} /> : null}
              {items.map((item) => (
                <ActivityLine key={item.index} index={item.index} row={rowAt(item.index)} />
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
  return `Prepared by ${row.preparedBy ?? "—"} · Approved by ${row.approvedBy ?? "—"}`;
}

/** One entry of the list; drawn again only when its row changes (not on every keystroke). */
const ActivityLine = memo(function ActivityLine({ index, row }: { index: number; row: ActivityRow | undefined }) {
  return (
    <tr aria-rowindex={index + 2} style={{ height: ROW_HEIGHT }}>
      {row ? (
        <>
          <td>
            <time dateTime={new Date(row.at).toISOString()}>{whenText(row.at)}</time>
          </td>
          <td>
            {OPERATION_LABELS[row.operation] ?? row.operation}
            {row.preparedBy ? (
              <span className="activity-table__answer" title={peopleText(row)}>
                {peopleText(row)}
              </span>
            ) : null}
          </td>
          <td>{row.eblReference ?? "—"}</td>
          <td className="activity-table__party">{row.counterparty ?? "—"}</td>
          <td>
            <span className={`badge ${OUTCOME_BADGE[row.outcome] ?? ""}`} title={row.detail ?? undefined}>
              {OUTCOME_LABELS[row.outcome] ?? row.outcome}
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
              <code title={row.transactionHash}>{row.transactionHash}</code>
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
