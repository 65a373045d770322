import type { AttentionItem } from "../../bindings/AttentionItem";
import { plainNumber } from "../../app/plainNumber";
import { currentLang, intlLocale, t, type Lang } from "../../i18n";

export interface SnoozePreset {
  label: string;
  /** Milliseconds since the epoch. */
  until: number;
}

/** 9:00 local time, `days` after `now`'s day. */
function nineOClock(now: Date, days: number): number {
  const at = new Date(now);
  at.setDate(now.getDate() + days);
  at.setHours(9, 0, 0, 0);
  return at.getTime();
}

/** The snooze choices offered first: an hour from now, tomorrow at 9:00, next Monday at 9:00. */
export function snoozePresets(now: Date): SnoozePreset[] {
  const toMonday = (8 - now.getDay()) % 7 || 7;
  return [
    { label: t("attention-snooze-hour"), until: now.getTime() + 3_600_000 },
    { label: t("attention-snooze-tomorrow"), until: nineOClock(now, 1) },
    { label: t("attention-snooze-next-week"), until: nineOClock(now, toMonday) },
  ];
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A moment as a `datetime-local` input shows it ("2026-11-28T14:00", local time). */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** What a `datetime-local` input holds, as milliseconds since the epoch; null when it is not a date and time. */
export function fromLocalInput(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const at = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  // 2026-02-31 rolls over into March: not a date the user meant.
  if (at.getMonth() !== Number(mo) - 1 || at.getDate() !== Number(d)) return null;
  return at.getTime();
}

/** One formatter per language, made when the language is first used. */
const DATE_TIMES = new Map<Lang, Intl.DateTimeFormat>();

/** "Fri, 28 Nov 2026, 14:00": a date ahead or behind, in full. */
export function dateTimeText(ms: number): string {
  const lang = currentLang();
  let format = DATE_TIMES.get(lang);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(intlLocale(), {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hour12: false,
    });
    DATE_TIMES.set(lang, format);
  }
  return format.format(new Date(ms));
}

/** The open items by the eBL they concern (items of no eBL are left out). */
export function itemsByEbl(items: readonly AttentionItem[]): Map<string, AttentionItem[]> {
  const by = new Map<string, AttentionItem[]>();
  for (const item of items) {
    if (!item.eblId) continue;
    const list = by.get(item.eblId);
    if (list) list.push(item);
    else by.set(item.eblId, [item]);
  }
  return by;
}

/** One line saying why an eBL needs attention: its reasons, joined. */
export function reasonsText(items: readonly AttentionItem[]): string {
  return items.map((i) => i.reason).join(" · ");
}

/** What each watch rule raises, in a few words: the reason as a row of the list has room for it. */
function ruleWords(item: AttentionItem): string {
  switch (item.rule) {
    case "surrender_rejected":
      return t("attention-rule-surrender-rejected");
    case "surrender_accepted":
      return t("attention-rule-surrender-accepted");
    case "surrender_pending":
      return t("attention-rule-surrender-pending");
    case "outcome_unknown":
      return t("attention-rule-outcome-unknown");
    case "newly_held":
      return t("attention-rule-newly-held");
    case "untouched":
      return t("attention-rule-untouched");
    case "arrival_deadline":
      return t("attention-rule-arrival-deadline");
    case "transfer_went_through":
      return t("attention-rule-transfer-went-through");
    case "credit_deadline":
      return t("attention-rule-credit-deadline");
    default:
      return item.reason;
  }
}

/** The reasons of a row in a few words each (the whole sentences are its tooltip). */
export function shortReasonsText(items: readonly AttentionItem[]): string {
  return [...new Set(items.map(ruleWords))].join(" · ");
}

/** "eBLs, 2 need attention" read after the navigation entry's name; nothing for none. */
export function needAttentionText(count: number): string | null {
  if (count <= 0) return null;
  return t("attention-need-count", { count, shown: plainNumber(count) });
}
