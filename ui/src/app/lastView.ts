/**
 * What the window showed last — its screen and the eBL list's filter — kept by the Rust side
 * (`last_view_get` / `last_view_set`) and shown again at the next start: the screen once, the
 * filter each time the list opens until the user changes it in this run (from then on the list
 * starts unfiltered, as it always did). Each change is written (a typed search once the keys pause).
 */
import { call } from "../api/invoke";
import type { LastView } from "../bindings/LastView";
import type { ListFilter } from "../bindings/ListFilter";
import type { Role } from "../bindings/Role";
import { ALL_ROLES, type EblFilters, NO_FILTERS } from "../features/ebls/listModel";

export type { LastView };

const NOTHING_KEPT: LastView = { screen: "ebls", filter: toListFilter(NO_FILTERS) };
/** A search is written once the keys pause this long. */
const TYPING_PAUSE_MS = 400;

let kept: LastView | null = null;
let loading: Promise<LastView> | null = null;
let writing: ReturnType<typeof setTimeout> | null = null;
const restored = { screen: false };
/** The user changed the list's filter in this run: the kept one is no longer offered. */
let filterChanged = false;

/** The view kept at the last run (asked for once; nothing kept, or unreadable: the eBL list). */
export function loadLastView(): Promise<LastView> {
  loading ??= call("last_view_get")
    .catch(() => null)
    .then((view) => {
      kept ??= view && typeof view.screen === "string" && view.filter ? view : NOTHING_KEPT;
      return kept;
    });
  return loading;
}

/**
 * Calls `apply` with the kept value, the first time only in this run (a screen shown again
 * starts as it always did); not when `stale()` says the user already moved on.
 */
export function restoreOnce(what: keyof typeof restored, apply: (view: LastView) => void, stale: () => boolean) {
  if (restored[what]) return;
  restored[what] = true;
  void loadLastView().then((view) => {
    if (!stale()) apply(view);
  });
}

function remember(patch: Partial<LastView>, delayMs: number) {
  kept = { ...(kept ?? NOTHING_KEPT), ...patch };
  if (writing) clearTimeout(writing);
  const write = () => {
    writing = null;
    if (kept) void call("last_view_set", { view: kept }).catch(() => undefined);
  };
  if (delayMs > 0) writing = setTimeout(write, delayMs);
  else write();
}

export const rememberScreen = (screen: string) => remember({ screen }, 0);

/** The user changed the list's filter: it is written, and the list no longer starts on the kept one. */
export function rememberFilter(filters: EblFilters) {
  filterChanged = true;
  remember({ filter: toListFilter(filters) }, TYPING_PAUSE_MS);
}

/** The filter the list opens with now: the kept one (once read) until the user changed it. */
export function keptFilter(): EblFilters | null {
  return !filterChanged && kept ? toEblFilters(kept.filter) : null;
}

/** The kept filter once it is read (null when the user changed the filter meanwhile). */
export async function keptFilterLoaded(): Promise<EblFilters | null> {
  await loadLastView();
  return keptFilter();
}

export function toListFilter(f: EblFilters): ListFilter {
  return {
    search: f.search,
    state: f.state,
    role: f.role,
    heldByUs: f.heldByUs,
    copies: f.copies,
    attention: f.attention === true,
  };
}

/** The list's filters from a kept value; a value the list does not know is left out. */
export function toEblFilters(f: ListFilter): EblFilters {
  return {
    search: typeof f.search === "string" ? f.search : "",
    state: typeof f.state === "string" ? f.state : "",
    role: (ALL_ROLES as string[]).includes(f.role) ? (f.role as Role) : "",
    heldByUs: f.heldByUs === true,
    copies: f.copies === "originals" || f.copies === "copies" ? f.copies : "",
    ...(f.attention ? { attention: true } : {}),
  };
}

/** For the tests: forget this run's state. */
export function resetLastViewForTests() {
  kept = null;
  loading = null;
  if (writing) clearTimeout(writing);
  writing = null;
  restored.screen = false;
  filterChanged = false;
}
