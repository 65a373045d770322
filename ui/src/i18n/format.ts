// Dates, times and numbers formatted for the user's language (Intl), in the system's time zone.
// Formatters are made once per language: building one per call costs more than a row's render.

import { intlLocaleOf, type Lang } from "./languages";

type Cache = {
  number: Intl.NumberFormat;
  date: Intl.DateTimeFormat;
  dateTime: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
};
const caches = new Map<Lang, Cache>();

export function formattersOf(lang: Lang): Cache {
  let cache = caches.get(lang);
  if (cache === undefined) {
    const locale = intlLocaleOf(lang);
    cache = {
      number: new Intl.NumberFormat(locale),
      date: new Intl.DateTimeFormat(locale, { dateStyle: "medium" }),
      dateTime: new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }),
      time: new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hour12: false }),
    };
    caches.set(lang, cache);
  }
  return cache;
}
