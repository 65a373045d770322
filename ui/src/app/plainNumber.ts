import { intlLocale } from "../i18n";

/** A count or line number as the language writes its digits, without grouping ("1200", "١٢٠٠"). */
export function plainNumber(n: number): string {
  return new Intl.NumberFormat(intlLocale(), { useGrouping: false }).format(n);
}
