import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";

import type { CommandError } from "../../api/errors";
import { usePreviewDoc, useShownJailWarning } from "../../api/preview";
import type { PageSize } from "../../bindings/PageSize";
import { ErrorNotice } from "../../components/ErrorNotice";
import { currentLang, dirOf, useT } from "../../i18n";
import { describeZoom, pageWidthCss, percentText, renderWidthPx, zoomIn, zoomOut, type Zoom } from "./previewModel";
import { arrivedPage, fetchPage, rememberFirstPageWidth } from "./previewPrefetch";

function useElementWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  // Measured before the browser paints, so page 1 is asked for in the same frame as the pane
  // appears rather than one frame later.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The eBL's PDF: page 1 as soon as it is rendered, the others as they scroll into view; fit
 * width, 100 %, zoom in and out, page navigation; rendered at the screen's pixel density.
 */
export function PreviewPane({ eblId }: { eblId: string }) {
  const t = useT();
  const doc = usePreviewDoc(eblId);
  const jailWarning = useShownJailWarning(eblId, doc.data?.jailWarning);
  const scrollRef = useRef<HTMLDivElement>(null);
  const pageRefs = useRef<(HTMLDivElement | null)[]>([]);
  const firstMarked = useRef(false);
  const [zoom, setZoom] = useState<Zoom>("fit");
  const [current, setCurrent] = useState(0);
  // Pages are requested only once the pane's width is known, so page 1 is rendered once, at the
  // right width, rather than at a guess and again.
  const measured = useElementWidth(scrollRef);
  const available = Math.max(120, measured - 24);
  const dpr = typeof window !== "undefined" && window.devicePixelRatio > 0 ? window.devicePixelRatio : 1;

  useEffect(() => {
    if (doc.data) performance.mark("preview-doc-open");
  }, [doc.data]);

  const pages = doc.data?.pages ?? [];
  const count = pages.length;
  const first = pages[0];

  const goTo = useCallback(
    (index: number) => {
      const target = Math.max(0, Math.min(count - 1, index));
      setCurrent(target);
      pageRefs.current[target]?.scrollIntoView?.({ block: "start" });
    },
    [count],
  );

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    const line = el.scrollTop + el.clientHeight / 3;
    let page = 0;
    pageRefs.current.forEach((p, i) => {
      if (p && p.offsetTop <= line) page = i;
    });
    setCurrent(page);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    switch (event.key) {
      case "+":
      case "=":
        if (first) setZoom((z) => zoomIn(z, first, available));
        break;
      case "-":
        if (first) setZoom((z) => zoomOut(z, first, available));
        break;
      case "0":
        setZoom("fit");
        break;
      case "PageDown":
        goTo(current + 1);
        break;
      case "PageUp":
        goTo(current - 1);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onFirstPageLoaded = useCallback(() => {
    if (firstMarked.current) return;
    firstMarked.current = true;
    performance.mark("preview-first-page");
    // From the click that opened the eBL (marked by the list), when there was one.
    if (performance.getEntriesByName("ebl-open", "mark").length > 0) {
      performance.measure("ebl-open-to-first-page", "ebl-open", "preview-first-page");
    }
  }, []);

  return (
    <section className="preview" aria-label={t("ebls-preview")}>
      <div className="preview__toolbar" role="toolbar" aria-label={t("ebls-preview-controls")}>
        <button
          type="button"
          className="button"
          aria-label={t("ebls-prev-page")}
          title={t("ebls-prev-page-title")}
          aria-keyshortcuts="PageUp"
          disabled={current <= 0}
          onClick={() => goTo(current - 1)}
        >
          ‹
        </button>
        <span className="preview__page-count" aria-live="polite">
          {count > 0 ? t("ebls-page-of", { page: current + 1, count }) : t("ebls-page-unknown")}
        </span>
        <button
          type="button"
          className="button"
          aria-label={t("ebls-next-page")}
          title={t("ebls-next-page-title")}
          aria-keyshortcuts="PageDown"
          disabled={current >= count - 1}
          onClick={() => goTo(current + 1)}
        >
          ›
        </button>
        <span className="preview__spacer" />
        <button type="button" className="button" aria-label={t("ebls-zoom-out")} title={t("ebls-zoom-out-title")} aria-keyshortcuts="-" disabled={!first} onClick={() => first && setZoom((z) => zoomOut(z, first, available))}>
          −
        </button>
        <span className="preview__zoom">{first ? describeZoom(zoom, first, available) : ""}</span>
        <button type="button" className="button" aria-label={t("ebls-zoom-in")} title={t("ebls-zoom-in-title")} aria-keyshortcuts="+" disabled={!first} onClick={() => first && setZoom((z) => zoomIn(z, first, available))}>
          +
        </button>
        <button type="button" className="button" aria-pressed={zoom === "fit"} title={t("ebls-fit-width-title")} aria-keyshortcuts="0" onClick={() => setZoom("fit")}>
          {t("ebls-fit-width")}
        </button>
        <button type="button" className="button" aria-pressed={zoom === 1} onClick={() => setZoom(1)}>
          {percentText(100)}
        </button>
      </div>
      {jailWarning ? (
        <p className="warning" role="alert">
          {jailWarning}
        </p>
      ) : null}
      <div
        ref={scrollRef}
        className="preview__scroll"
        tabIndex={0}
        role="region"
        aria-label={t("ebls-pdf-pages")}
        // The pages stay left to right in every language (a PDF is not mirrored), and so does
        // their scrolling when zoomed in; what the pane says around them follows the language.
        dir="ltr"
        onScroll={onScroll}
        onKeyDown={onKeyDown}
      >
        {doc.isPending ? (
          <p className="muted" dir={dirOf(currentLang())}>
            {t("ebls-opening-pdf")}
          </p>
        ) : null}
        {doc.isError ? (
          <div dir={dirOf(currentLang())}>
            <ErrorNotice error={doc.error} title={t("ebls-no-preview")} />
          </div>
        ) : null}
        {(measured > 0 ? pages : []).map((size, index) => (
          <PreviewPage
            key={index}
            ref={(el) => {
              pageRefs.current[index] = el;
            }}
            eblId={eblId}
            index={index}
            count={count}
            size={size}
            widthCss={pageWidthCss(zoom, size, available)}
            dpr={dpr}
            root={scrollRef}
            version={doc.dataUpdatedAt}
            onLoaded={index === 0 ? onFirstPageLoaded : undefined}
          />
        ))}
      </div>
    </section>
  );
}

function PreviewPage({
  ref,
  eblId,
  index,
  count,
  size,
  widthCss,
  dpr,
  root,
  version,
  onLoaded,
}: {
  /** When the PDF was (re)opened: a new version is rendered again. */
  version: number;
  ref: (el: HTMLDivElement | null) => void;
  eblId: string;
  index: number;
  count: number;
  size: PageSize;
  widthCss: number;
  dpr: number;
  root: React.RefObject<HTMLDivElement | null>;
  onLoaded: (() => void) | undefined;
}) {
  const t = useT();
  const box = useRef<HTMLDivElement | null>(null);
  // Page 1 right away; the others once they come near the viewport.
  const [visible, setVisible] = useState(index === 0 || typeof IntersectionObserver === "undefined");
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<CommandError | null>(null);
  const urlRef = useRef<string | null>(null);
  const widthPx = renderWidthPx(widthCss, dpr);

  useEffect(() => {
    if (visible || !box.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { root: root.current, rootMargin: "300px 0px" },
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [visible, root]);

  // A layout effect: a page whose render has already arrived (prepared while the pointer rested
  // on the row) is on screen in the same frame as the pane.
  useLayoutEffect(() => {
    if (!visible) return;
    let cancelled = false;
    const show = (blob: Blob) => {
      if (index === 0) rememberFirstPageWidth(widthPx);
      if (index === 0) performance.mark("preview-page-bytes");
      const next = URL.createObjectURL(blob);
      const old = urlRef.current;
      urlRef.current = next;
      setUrl(next);
      setError(null);
      if (old) URL.revokeObjectURL(old);
    };
    const ready = arrivedPage(eblId, index, widthPx);
    if (ready) {
      show(ready);
      return;
    }
    fetchPage(eblId, index, widthPx)
      .then((blob) => {
        if (!cancelled) show(blob);
      })
      .catch((e: CommandError) => {
        if (!cancelled) setError(e);
      });
    return () => {
      cancelled = true;
    };
  }, [visible, eblId, index, widthPx, version]);

  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
      urlRef.current = null;
    },
    [],
  );

  const heightCss = (widthCss * size.heightPt) / Math.max(1, size.widthPt);
  return (
    <div
      ref={(el) => {
        box.current = el;
        ref(el);
      }}
      className="preview__page"
      style={{ width: widthCss, height: heightCss }}
      data-page={index + 1}
    >
      {url ? (
        <img src={url} decoding="async" alt={t("ebls-page-of", { page: index + 1, count })} width={widthCss} height={heightCss} onLoad={onLoaded} draggable={false} />
      ) : error ? (
        <div dir={dirOf(currentLang())}>
          <ErrorNotice error={error} title={t("ebls-page-not-shown", { page: index + 1 })} />
        </div>
      ) : (
        <span className="muted preview__loading" dir={dirOf(currentLang())}>{t("ebls-rendering-page", { page: index + 1 })}</span>
      )}
    </div>
  );
}
