import { useCallback, useEffect, useRef, useState } from "react";

import type { CommandError } from "../../api/errors";
import { ACTIVITY_PAGE, activityPage } from "../../api/journal";
import type { ActivityFilter } from "../../bindings/ActivityFilter";
import type { ActivityRow } from "../../bindings/ActivityRow";

/** What the Activity list shows for one filter: the counts and the pages fetched so far. */
export interface ActivityView {
  /** The filter these rows answer (as JSON). */
  key: string;
  total: number;
  matched: number;
  pages: ReadonlyMap<number, ActivityRow[]>;
}

/**
 * The Activity list's rows, paged from Rust: page 0 of each new filter (the last answer stays on
 * screen until it arrives, and an older answer arriving late is dropped), then the pages of the
 * rows scrolled into view. One request and one render per keystroke: no query cache in between,
 * since Rust already keeps the matches of recent filters.
 */
export function useActivityPages(filter: ActivityFilter, first: number, last: number) {
  const key = JSON.stringify(filter);
  const [view, setView] = useState<ActivityView | null>(null);
  const [error, setError] = useState<CommandError | null>(null);
  const asked = useRef(new Set<string>());

  useEffect(() => {
    let live = true;
    activityPage(JSON.parse(key) as ActivityFilter, 0, ACTIVITY_PAGE).then(
      (page) => {
        if (!live) return;
        asked.current = new Set([`${key}:0`]);
        setView({ key, total: page.total, matched: page.matched, pages: new Map([[0, page.rows]]) });
        setError(null);
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
