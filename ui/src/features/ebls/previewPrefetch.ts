/**
 * Page images shared by the preview pane and the list's prefetch: pointing at a row (or moving
 * the selection onto it) opens its PDF and renders page 1 at the width the pane used last, so
 * the click that opens the eBL finds page 1 ready. A small LRU of in-flight or finished renders.
 */
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";

import type { EblRow } from "../../bindings/EblRow";

import { eblOpen, partOf } from "../../api/eblOpen";
import { getEbl } from "../../api/ebls";
import { previewOpen, previewPage } from "../../api/preview";
import { deskKeys } from "../../api/queryKeys";

const MAX_PAGES = 12;
const pages = new Map<string, Promise<Blob>>();
/** The renders that have arrived, for a synchronous look-up on the first render of a page. */
const arrived = new Map<string, Blob>();
/** Where the pane's last width is kept between runs, so the first click of a run knows it. */
const WIDTH_KEY = "ebl-desk.preview-width";
let lastFirstPageWidthPx: number | null = storedWidth();

function storedWidth(): number | null {
  try {
    const n = Number(globalThis.localStorage?.getItem(WIDTH_KEY));
    return Number.isInteger(n) && n > 0 ? n : null;
  } catch {
    return null; // no storage in this window: the width is learnt at the first open
  }
}

const keyOf = (eblId: string, index: number, widthPx: number) => `${eblId}|${index}|${widthPx}`;

/** Page `index` at `widthPx`: the cached render when there is one, else a new one (kept). */
export function fetchPage(eblId: string, index: number, widthPx: number): Promise<Blob> {
  const key = keyOf(eblId, index, widthPx);
  const hit = pages.get(key);
  if (hit) {
    pages.delete(key);
    pages.set(key, hit); // most recently used last
    return hit;
  }
  return keep(key, previewPage(eblId, index, widthPx));
}

/** Keeps a render in flight under `key` (dropped if it fails), the least recently used out. */
function keep(key: string, render: Promise<Blob>): Promise<Blob> {
  pages.set(key, render);
  render.then(
    (blob) => {
      if (pages.get(key) === render) arrived.set(key, blob);
    },
    () => {
      if (pages.get(key) === render) pages.delete(key);
    },
  );
  while (pages.size > MAX_PAGES) {
    const oldest = pages.keys().next().value;
    if (oldest === undefined) break;
    pages.delete(oldest);
    arrived.delete(oldest);
  }
  return render;
}

/** Page `index` at `widthPx` if its render has already arrived (no waiting, no request). */
export function arrivedPage(eblId: string, index: number, widthPx: number): Blob | undefined {
  return arrived.get(keyOf(eblId, index, widthPx));
}

/** The pane reports the width it rendered page 1 at; prefetches use it. */
export function rememberFirstPageWidth(widthPx: number) {
  if (lastFirstPageWidthPx === widthPx) return;
  lastFirstPageWidthPx = widthPx;
  try {
    globalThis.localStorage?.setItem(WIDTH_KEY, String(widthPx));
  } catch {
    // kept for this run only
  }
}

/**
 * Loads the eBL's detail, opens its PDF and renders page 1 at the pane's last width, all at once:
 * ahead of the click when the pointer rests on a row, at the click otherwise. When none of the
 * three is there yet and the width is known, one call (`ebl_open`) answers all three, each part
 * with its own outcome (its error shown where the call of its own would have shown it); when
 * that call fails as a whole, each part is asked for on its own.
 */
export function prefetchPreview(queryClient: QueryClient, eblId: string): void {
  const width = lastFirstPageWidthPx;
  const idle = (key: readonly unknown[]) => {
    const state = queryClient.getQueryState(key);
    return !state || (state.data === undefined && state.fetchStatus === "idle");
  };
  if (width !== null && !pages.has(keyOf(eblId, 0, width)) && idle(deskKeys.ebl(eblId)) && idle(deskKeys.preview(eblId))) {
    const opened = eblOpen(eblId, width).catch(() => null);
    void queryClient.prefetchQuery({
      queryKey: deskKeys.ebl(eblId),
      queryFn: async () => {
        const o = await opened;
        return o ? partOf(o.detail) : getEbl(eblId);
      },
      staleTime: 30_000,
    });
    void queryClient.prefetchQuery({
      queryKey: deskKeys.preview(eblId),
      queryFn: async () => {
        const o = await opened;
        return o ? partOf(o.doc) : previewOpen(eblId);
      },
      staleTime: Infinity,
      retry: false,
    });
    keep(
      keyOf(eblId, 0, width),
      opened.then((o) => (o ? partOf(o.page) : previewPage(eblId, 0, width))),
    ).catch(() => undefined);
    return;
  }
  void queryClient.prefetchQuery({ queryKey: deskKeys.ebl(eblId), queryFn: () => getEbl(eblId), staleTime: 30_000 });
  void queryClient.prefetchQuery({
    queryKey: deskKeys.preview(eblId),
    queryFn: () => previewOpen(eblId),
    staleTime: Infinity,
    retry: false,
  });
  if (width !== null) fetchPage(eblId, 0, width).catch(() => undefined);
}

/**
 * A callback for rows: after the pointer rests on a row (or the selection stays on it) for
 * `dwellMs`, its preview is prepared. Sweeping across the list prepares nothing.
 */
export function usePreviewIntent(dwellMs = 120): (id: string) => void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (id: string) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => prefetchPreview(queryClient, id), dwellMs);
    },
    [queryClient, dwellMs],
  );
}

/** Drops an eBL's rendered pages (its PDF changed: a new holder or state after an action). */
export function forgetPreview(eblId: string) {
  for (const key of [...pages.keys()]) {
    if (key.startsWith(`${eblId}|`)) {
      pages.delete(key);
      arrived.delete(key);
    }
  }
}

/** What an eBL's PDF shows of its row: the state, the holder and the content the row carries. */
export function showsOf(row: EblRow): string {
  return [row.state, row.holder, row.heldByUs, row.reference, row.portOfLoading, row.portOfDischarge, row.vesselName, row.voyageNumber, row.transportDocumentReference, row.searchText].join("\u0000");
}

/** What each eBL's preview showed when last seen in a list, by id. */
const shown = new Map<string, string>();

/**
 * The previews are kept for what they show: an eBL whose row changed (state, holder, content)
 * since the last list has its rendered pages and its open document dropped, so the next look
 * at it fetches the current PDF. Returns the ids dropped.
 */
export function forgetChangedPreviews(queryClient: QueryClient, rows: readonly EblRow[]): string[] {
  const dropped: string[] = [];
  for (const row of rows) {
    const now = showsOf(row);
    const before = shown.get(row.id);
    if (before !== undefined && before !== now) {
      forgetPreview(row.id);
      void queryClient.invalidateQueries({ queryKey: deskKeys.preview(row.id) });
      dropped.push(row.id);
    }
    shown.set(row.id, now);
  }
  return dropped;
}

/** The list's rows, each time they come: the previews of the eBLs that changed are dropped. */
export function useForgetChangedPreviews(rows: readonly EblRow[] | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (rows) forgetChangedPreviews(queryClient, rows);
  }, [queryClient, rows]);
}

/**
 * The detail's row, each time it comes: when the eBL changed since the detail was first shown,
 * its previews are dropped and the returned number moves (the pane is drawn again from page 1).
 */
export function useShownVersion(eblId: string, row: EblRow | undefined, rowUpdatedAt = 0): number {
  const queryClient = useQueryClient();
  const [seen, setSeen] = useState<{ shows: string | undefined; version: number }>({ shows: undefined, version: 0 });
  const now = row ? showsOf(row) : undefined;
  if (now !== undefined && now !== seen.shows) {
    // Derived while rendering (React's pattern for state that follows a prop).
    setSeen({ shows: now, version: seen.shows === undefined ? seen.version : seen.version + 1 });
  }
  const version = seen.version;
  useEffect(() => {
    if (version === 0) return;
    // An action already dropped them and asked again (ReviewDialog): not twice.
    const preview = queryClient.getQueryState(deskKeys.preview(eblId));
    if (preview?.isInvalidated || preview?.fetchStatus === "fetching" || (preview?.dataUpdatedAt ?? 0) >= rowUpdatedAt) return;
    forgetPreview(eblId);
    void queryClient.invalidateQueries({ queryKey: deskKeys.preview(eblId) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the version moves, not the time
  }, [version, eblId, queryClient]);
  return version;
}

/** For tests: forget every cached page and the remembered width. */
export function resetPreviewPrefetch() {
  pages.clear();
  arrived.clear();
  shown.clear();
  lastFirstPageWidthPx = null;
  try {
    globalThis.localStorage?.removeItem(WIDTH_KEY);
  } catch {
    // nothing kept
  }
}
