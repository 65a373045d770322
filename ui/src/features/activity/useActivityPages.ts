import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";

import type { CommandError } from "../../api/errors";
import { ACTIVITY_PAGE, activityPage } from "../../api/journal";
import type { ActivityFilter } from "../../bindings/ActivityFilter";
import type { ActivityRow } from "../../bindings/ActivityRow";
import { narrowedFirstRows } from "./activityModel";

/** Rows a screen shows at most: a narrowed page with at least this many fills the view. */
const SCREENFUL = 40;

/** First pages of recent filters kept in the window, so that Backspace shows them at once. */
const REMEMBERED = 16;

/** What the Activity list shows for one filter: the counts and the pages fetched so far. */
export interface ActivityView {
  /** The filter these rows answer (as JSON). */
  key: string;
  total: number;
  matched: number;
  pages: ReadonlyMap<number, ActivityRow[]>;
  /** Taken from the previous answer while Rust counts: the first rows are right, `matched` is
   * only how many of them there are. */
  counting: boolean;
}

/**
 * The Activity list's rows, paged from Rust: page 0 of each new filter (the last answer stays on
 * screen until it arrives, and an older answer arriving late is dropped), then the pages of the
 * rows scrolled into view. One request per keystroke, Rust keeping the matches of recent filters.
 * While typing narrows the filter, the
 * shown rows the new text matches are on screen at once (they are the new filter's first rows),
 * and a filter seen a moment ago (Backspace) shows its last answer at once; Rust's answer then
 * brings the count and the rest, and anything recorded since.
 */
export function useActivityPages(filter: ActivityFilter, first: number, last: number) {
  const key = JSON.stringify(filter);
  const [view, setView] = useState<ActivityView | null>(null);
  const [error, setError] = useState<CommandError | null>(null);
  const asked = useRef(new Set<string>());
  const shown = useRef<ActivityView | null>(null);
  const recent = useRef(new Map<string, ActivityView>());
  // Layout effects, so that the rows known at once (a narrowed page, a remembered answer) are
  // drawn in the keystroke's own commit: a state set in a passive effect renders in a task of its
  // own, after WebKit has drawn the frame, about 10 ms late (measured with 100,000 entries).
  useLayoutEffect(() => {
    shown.current = view;
  });

  useLayoutEffect(() => {
    let live = true;
    const filter = JSON.parse(key) as ActivityFilter;
    const before = shown.current;
    const first = before && before.key !== key && !before.counting ? before.pages.get(0) : undefined;
    const remembered = before?.key !== key ? recent.current.get(key) : undefined;
    if (remembered) {
      asked.current = new Set([`${key}:0`]);
      setView(remembered);
    } else if (before && first) {
      const quick = narrowedFirstRows(JSON.parse(before.key) as ActivityFilter, first, before.matched, filter);
      if (quick && (quick.complete || quick.rows.length >= SCREENFUL)) {
        asked.current = new Set([`${key}:0`]);
        setView({
          key,
          total: before.total,
          matched: quick.rows.length,
          pages: new Map([[0, quick.rows]]),
          counting: !quick.complete,
        });
      }
    }
    activityPage(filter, 0, ACTIVITY_PAGE).then(
      (page) => {
        if (!live) return;
        asked.current = new Set([`${key}:0`]);
        const answer = { key, total: page.total, matched: page.matched, pages: new Map([[0, page.rows]]), counting: false };
        recent.current.delete(key);
        recent.current.set(key, answer);
        if (recent.current.size > REMEMBERED) {
          const oldest = recent.current.keys().next().value;
          if (oldest !== undefined) recent.current.delete(oldest);
        }
        // Drawn at once rather than in a task of its own (which may wait for a frame): this is
        // the answer the keystroke waits for when no rows were known before it.
        flushSync(() => {
          setView(answer);
          setError(null);
        });
      },
      (e: unknown) => {
        if (live) setError(e as CommandError);
      },
    );
    return () => {
      live = false;
    };
  }, [key]);

  useEffect(() => {
    if (!view || view.key !== key) return;
    const from = Math.floor(first / ACTIVITY_PAGE);
    const to = Math.floor(last / ACTIVITY_PAGE);
    for (let page = from; page <= to; page += 1) {
      const id = `${key}:${page}`;
      if (view.pages.has(page) || asked.current.has(id)) continue;
      asked.current.add(id);
      activityPage(JSON.parse(key) as ActivityFilter, page * ACTIVITY_PAGE, ACTIVITY_PAGE).then(
        (answer) =>
          setView((v) => (v && v.key === key ? { ...v, pages: new Map(v.pages).set(page, answer.rows) } : v)),
        () => asked.current.delete(id),
      );
    }
  }, [key, view, first, last]);

  const rowAt = useCallback(
    (index: number) => view?.pages.get(Math.floor(index / ACTIVITY_PAGE))?.[index % ACTIVITY_PAGE],
    [view],
  );
  return { key, view, error, rowAt };
}
