/**
 * Typed wrappers and hooks for the journal: an eBL's timeline, the Activity list (paged: the
 * whole list stays in Rust, the window asks for the rows it shows) and the exports.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";

import type { ActivityFilter } from "../bindings/ActivityFilter";
import type { ActivityPage } from "../bindings/ActivityPage";
import type { TimelineItem } from "../bindings/TimelineItem";
import type { CommandError } from "./errors";
import { call } from "./invoke";
import { currentLang, intlLocale, t, type Lang } from "../i18n";

export const journalKeys = {
  all: ["journal"] as const,
  timeline: (eblId: string, version: string) => ["journal", "timeline", eblId, version] as const,
  page: (filter: ActivityFilter, page: number) => ["journal", "activity", filter, page] as const,
};

/** Rows fetched per request of the Activity list. */
export const ACTIVITY_PAGE = 100;

export const eblTimeline = (id: string) => call("ebl_timeline", { id });
export const activityPage = (filter: ActivityFilter, offset: number, limit: number) =>
  call("activity_page", { filter, offset, limit });
/** Resolves with the number of entries written. */
export const exportActivityCsv = (filter: ActivityFilter, path: string) =>
  call("export_activity_csv", { filter, path });
export const exportEvidencePack = (id: string, path: string) =>
  call("export_evidence_pack", { id, path });

/** The timeline of an eBL; `version` changes whenever the eBL does (state, holder), so an
 * action or a refresh brings the new lines. */
export function useTimeline(eblId: string, version: string) {
  return useQuery<TimelineItem[], CommandError>({
    queryKey: journalKeys.timeline(eblId, version),
    queryFn: () => eblTimeline(eblId),
    placeholderData: keepPreviousData,
  });
}

export function useActivityPage(filter: ActivityFilter, page: number, enabled: boolean) {
  return useQuery<ActivityPage, CommandError>({
    queryKey: journalKeys.page(filter, page),
    queryFn: () => activityPage(filter, page * ACTIVITY_PAGE, ACTIVITY_PAGE),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 5_000,
  });
}

/** The operations of the journal, in the order the filter offers them. */
export const OPERATIONS = ["TRANSFER_POSSESSION", "REQUEST_SURRENDER_FOR_DELIVERY", "SEND_AS_COPY", "ENVELOPE_SEND"] as const;

/** Plain words for an operation of the journal (the code itself for one this window does not know). */
export function operationLabel(operation: string): string {
  switch (operation) {
    case "TRANSFER_POSSESSION":
      return t("activity-op-transfer");
    case "REQUEST_SURRENDER_FOR_DELIVERY":
      return t("activity-op-surrender");
    case "SEND_AS_COPY":
      return t("activity-op-copy");
    case "ENVELOPE_SEND":
      return t("activity-op-envelope");
    default:
      return operation;
  }
}

/** The outcomes of the journal, in the order the filter offers them. */
export const OUTCOMES = ["submitted", "refused", "failed", "unknown"] as const;

/** Plain words for an outcome (the code itself for one this window does not know). */
export function outcomeLabel(outcome: string): string {
  switch (outcome) {
    case "submitted":
      return t("activity-outcome-submitted");
    case "refused":
      return t("activity-outcome-refused");
    case "failed":
      return t("activity-outcome-failed");
    case "unknown":
      return t("activity-outcome-unknown");
    default:
      return outcome;
  }
}

// Formatters made once per language: building one per call (toLocaleTimeString) costs more than
// the whole row's render in WebKit.
type WhenFormats = { time: Intl.DateTimeFormat; day: Intl.DateTimeFormat; dayYear: Intl.DateTimeFormat };
const whenFormats = new Map<Lang, WhenFormats>();

function whenFormatsNow(): WhenFormats {
  const lang = currentLang();
  let formats = whenFormats.get(lang);
  if (formats === undefined) {
    const locale = intlLocale();
    formats = {
      time: new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hour12: false }),
      day: new Intl.DateTimeFormat(locale, { day: "numeric", month: "short" }),
      dayYear: new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric" }),
    };
    whenFormats.set(lang, formats);
  }
  return formats;
}

/** "14:02" today, "23 Nov 14:02" this year, "23 Nov 2025 14:02" before. */
export function whenText(at: number, now: Date = new Date()): string {
  const d = new Date(at);
  const formats = whenFormatsNow();
  const time = formats.time.format(d);
  if (d.toDateString() === now.toDateString()) return time;
  const date = (d.getFullYear() === now.getFullYear() ? formats.day : formats.dayYear).format(d);
  return `${date} ${time}`;
}
