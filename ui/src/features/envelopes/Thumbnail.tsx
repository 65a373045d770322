import { useEffect, useRef, useState } from "react";

import { useThumbnail } from "../../api/envelopes";
import { t } from "../../i18n";

const WIDTH_CSS = 48;

/**
 * Page 1 of a PDF, rendered at the screen's pixel density; any other file, or a PDF that cannot
 * be rendered, shows a plain file icon (a thumbnail is a nicety, never an error).
 */
export function Thumbnail({ path, mediaType, fileName }: { path: string; mediaType: string; fileName: string }) {
  const isPdf = mediaType === "application/pdf";
  const dpr = typeof window !== "undefined" && window.devicePixelRatio > 0 ? window.devicePixelRatio : 1;
  const thumbnail = useThumbnail(path, isPdf, Math.round(WIDTH_CSS * dpr));
  const image = useRef<HTMLImageElement>(null);
  const blob = thumbnail.data;
  /** The image shown once the browser has decoded it; the icon until then, or for good. */
  const [loaded, setLoaded] = useState<Blob | null>(null);
  const shown = blob !== undefined && loaded === blob;

  useEffect(() => {
    const img = image.current;
    if (!blob || !img) return;
    let url: string;
    try {
      url = URL.createObjectURL(blob);
    } catch {
      return; // no image then: the icon stays
    }
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);

  return (
    <div className="doc-thumb">
      {blob ? (
        <img
          ref={image}
          alt={t("env-thumbnail-alt", { file: fileName })}
          width={WIDTH_CSS}
          draggable={false}
          hidden={!shown}
          onLoad={() => setLoaded(blob)}
          onError={() => setLoaded(null)}
        />
      ) : null}
      {shown ? null : <FileIcon label={isPdf ? t("env-thumbnail-pdf") : ""} />}
    </div>
  );
}

export function FileIcon({ label }: { label: string }) {
  return (
    <svg className="doc-thumb__icon" viewBox="0 0 40 52" width="40" height="52" aria-hidden="true" focusable="false">
      <path d="M4 2h22l10 10v36a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M26 2v10h10" fill="none" stroke="currentColor" strokeWidth="2" />
      {label ? (
        <text x="19" y="38" textAnchor="middle" fontSize="10" fontWeight="700" fill="currentColor">
          {label}
        </text>
      ) : null}
    </svg>
  );
}
