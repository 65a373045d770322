import type { PageSize } from "../../bindings/PageSize";
import { currentLang, intlLocale, t } from "../../i18n";

/** "fit": the page fills the pane's width; a number: the scale against 100 % (1 pt = 1/72 in). */
export type Zoom = "fit" | number;

const CSS_PX_PER_PT = 96 / 72;
const STEPS = [0.25, 0.5, 0.67, 0.8, 1, 1.25, 1.5, 2, 3, 4];
const MAX_RENDER_PX = 8192;

/** The displayed width of a page in CSS pixels. */
export function pageWidthCss(zoom: Zoom, page: PageSize, available: number): number {
  if (zoom === "fit") return Math.max(1, Math.floor(available));
  return Math.max(1, Math.round(page.widthPt * CSS_PX_PER_PT * zoom));
}

/** The scale a zoom stands for on this page (fit width in a narrow pane may be 0.8, say). */
export function effectiveScale(zoom: Zoom, page: PageSize, available: number): number {
  if (zoom !== "fit") return zoom;
  return available / Math.max(1, page.widthPt * CSS_PX_PER_PT);
}

export function zoomIn(zoom: Zoom, page: PageSize, available: number): Zoom {
  const now = effectiveScale(zoom, page, available);
  return STEPS.find((s) => s > now * 1.01) ?? STEPS[STEPS.length - 1] ?? now;
}

export function zoomOut(zoom: Zoom, page: PageSize, available: number): Zoom {
  const now = effectiveScale(zoom, page, available);
  return [...STEPS].reverse().find((s) => s < now * 0.99) ?? STEPS[0] ?? now;
}

const PERCENTS = new Map<string, Intl.NumberFormat>();

/** "63%" (in English whatever the system's locale, as before the catalogue), "٦٣٪" in Arabic. */
export function percentText(percent: number): string {
  const lang = currentLang();
  if (lang === "en" || lang === "en-XA") return `${percent}%`;
  let format = PERCENTS.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(), { style: "percent", maximumFractionDigits: 0 });
    PERCENTS.set(lang, format);
  }
  return format.format(percent / 100);
}

export function describeZoom(zoom: Zoom, page: PageSize, available: number): string {
  const percent = percentText(Math.round(effectiveScale(zoom, page, available) * 100));
  return zoom === "fit" ? t("ebls-fit-width-zoom", { percent }) : percent;
}

/**
 * The width to render at, in device pixels: the displayed width times the pixel ratio, rounded up
 * to a multiple of 16 so that a pane resized by a pixel does not re-render every page.
 */
export function renderWidthPx(widthCss: number, devicePixelRatio: number): number {
  const exact = widthCss * (devicePixelRatio > 0 ? devicePixelRatio : 1);
  return Math.min(MAX_RENDER_PX, Math.max(16, Math.ceil(exact / 16) * 16));
}
