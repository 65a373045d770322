/**
 * An eBL's PDF: opened once in the PDF worker for the preview, its pages as images, and the
 * download to a path the user chose.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";

import type { PreviewDoc } from "../bindings/PreviewDoc";
import type { CommandError } from "./errors";
import { imageBlob } from "./imageBytes";
import { call } from "./invoke";
import { deskKeys } from "./queryKeys";

export const previewOpen = (eblId: string) => call("preview_open", { eblId });
export const downloadEbl = (eblId: string, path: string) => call("download_ebl", { eblId, path });
/** Saves the carrier's own visualisation file of the eBL at `path`; resolves with its size. */
export const downloadCarrierFile = (eblId: string, path: string) => call("download_carrier_file", { eblId, path });

/** One page rendered `widthPx` device pixels wide, as image bytes (PNG, JPEG or WebP). */
export async function previewPage(eblId: string, page: number, widthPx: number): Promise<Blob> {
  return imageBlob(await call("preview_page", { eblId, page, widthPx }));
}

export function usePreviewDoc(eblId: string) {
  return useQuery<PreviewDoc, CommandError>({
    queryKey: deskKeys.preview(eblId),
    queryFn: () => previewOpen(eblId),
    staleTime: Infinity,
    retry: false,
  });
}

/** The eBL whose pane showed the PDF viewer's sandbox warning in this run, if one did. */
let jailWarningPane: string | null = null;

/**
 * The sandbox warning a pane shows: the first pane that has one shows it (and tells the app,
 * so later previews leave it out); a document opened ahead of a click (hover prefetch) carries
 * the warning without spending it, so the preview the user opens is the one that says it.
 */
export function useShownJailWarning(eblId: string, warning: string | null | undefined): string | null {
  const show = !!warning && (jailWarningPane === null || jailWarningPane === eblId);
  useEffect(() => {
    if (!show || jailWarningPane !== null) return;
    jailWarningPane = eblId;
    call("preview_jail_warning_seen").catch(() => undefined);
  }, [show, eblId]);
  return show ? (warning ?? null) : null;
}
