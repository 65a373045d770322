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

/** Plain words for an operation of the journal. */
export const OPERATION_LABELS: Record<string, string> = {
  TRANSFER_POSSESSION: "Transfer",
  REQUEST_SURRENDER_FOR_DELIVERY: "Surrender request",
  SEND_AS_COPY: "Copy sent",
  ENVELOPE_SEND: "Envelope sent",
};

/** Plain words for an outcome. */
export const OUTCOME_LABELS: Record<string, string> = {
  submitted: "Submitted",
  refused: "Refused",
  failed: "Failed",
  unknown: "Unknown",
};

// Formatters made once: building one per call (toLocaleTimeString) costs more than the whole
// row's render in WebKit.
const TIME = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit", hour12: false });
const DAY = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short" });
const DAY_YEAR = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", year: "numeric" });

/** "14:02" today, "23 Nov 14:02" this year, "23 Nov 2025 14:02" before. */
export function whenText(at: number, now: Date = new Date()): string {
  const d = new Date(at);
  const time = TIME.format(d);
  if (d.toDateString() === now.toDateString()) return time;
  const date = (d.getFullYear() === now.getFullYear() ? DAY : DAY_YEAR).format(d);
  return `${date} ${time}`;
}
