/**
 * A click on an eBL in one round trip (`ebl_open`): its detail, its PDF opened and page 1 drawn
 * at the pane's width, read from one binary frame — the head's JSON length (4 bytes, little
 * endian), the head, then page 1's image bytes (crates/desk/src/ebl_open.rs writes it).
 */
import type { EblDetail } from "../bindings/EblDetail";
import type { EblOpenedHead } from "../bindings/EblOpenedHead";
import type { PreviewDoc } from "../bindings/PreviewDoc";
import { t } from "../i18n";
import { CommandError, toCommandError } from "./errors";
import { imageMimeType, toBytes } from "./imageBytes";
import { call } from "./invoke";

/** Each part of the open: its value, or the error the window shows for it. */
export interface EblOpened {
  detail: EblDetail | CommandError;
  doc: PreviewDoc | CommandError;
  page: Blob | CommandError;
  widthPx: number;
}

/** The frame as the Rust side sent it; a frame that cannot be read is a `pdf.bad_page` error. */
export function readEblOpenFrame(raw: unknown): EblOpened {
  const bytes = toBytes(raw);
  const unreadable = () => toCommandError({ code: "pdf.bad_page", message: t("ebls-page-not-bytes") });
  if (bytes.length < 4) throw unreadable();
  const len = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0, true);
  if (4 + len > bytes.length) throw unreadable();
  let head: EblOpenedHead;
  try {
    head = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + len))) as EblOpenedHead;
  } catch {
    throw unreadable();
  }
  const image = bytes.subarray(4 + len);
  const failed = (e: unknown) => toCommandError(e ?? { code: "ipc.failed", message: "" });
  return {
    detail: head.detail ?? failed(head.detailError),
    doc: head.doc ?? failed(head.docError),
    page: head.pageError ? failed(head.pageError) : image.length === 0 ? unreadable() : new Blob([image], { type: imageMimeType(image) }),
    widthPx: head.pageWidthPx,
  };
}

/** Opens the eBL: detail, PDF and page 1 `widthPx` wide, in one call. */
export async function eblOpen(eblId: string, widthPx: number): Promise<EblOpened> {
  return readEblOpenFrame(await call("ebl_open", { eblId, widthPx }));
}

/** The part's value, or its error thrown (as the call of its own would have failed). */
export function partOf<T>(part: T | CommandError): T {
  if (part instanceof CommandError) throw part;
  return part;
}
