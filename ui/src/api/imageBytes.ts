/**
 * Page images as they come from the Rust side (raw bytes: see RawBytes in ./commands.ts), made
 * into something the web view shows: the bytes, and their image type sniffed from the first ones.
 */
import { t } from "../i18n";
import { toCommandError } from "./errors";

/**
 * The bytes of an answer (an ArrayBuffer, a typed array or a JSON array of numbers); anything else
 * is a `pdf.bad_page` error.
 */
export function toBytes(raw: unknown): Uint8Array<ArrayBuffer> {
  if (raw instanceof ArrayBuffer) return new Uint8Array(raw);
  if (ArrayBuffer.isView(raw)) {
    return new Uint8Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength) as ArrayBuffer);
  }
  if (Array.isArray(raw)) return new Uint8Array(raw as number[]);
  throw toCommandError({ code: "pdf.bad_page", message: t("ebls-page-not-bytes") });
}

/** The image type from the first bytes, so the web view decodes without guessing. */
export function imageMimeType(bytes: Uint8Array): string {
  const at = (i: number) => bytes[i] ?? -1;
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return "image/png";
  if (at(0) === 0xff && at(1) === 0xd8) return "image/jpeg";
  if (at(0) === 0x52 && at(1) === 0x49 && at(8) === 0x57 && at(9) === 0x45) return "image/webp";
  return "image/*";
}

/** Raw image bytes as a Blob of their own type. */
export function imageBlob(raw: unknown): Blob {
  const bytes = toBytes(raw);
  return new Blob([bytes], { type: imageMimeType(bytes) });
}
