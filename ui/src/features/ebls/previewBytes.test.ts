import { mockIPC } from "@tauri-apps/api/mocks";
import { describe, expect, it } from "vitest";

import { imageMimeType } from "../../api/imageBytes";
import { previewPage } from "../../api/preview";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10];
const WEBP = [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];

describe("page images from the Rust side", () => {
  it("names the image type from its first bytes", () => {
    expect(imageMimeType(new Uint8Array(PNG))).toBe("image/png");
    expect(imageMimeType(new Uint8Array(JPEG))).toBe("image/jpeg");
    expect(imageMimeType(new Uint8Array(WEBP))).toBe("image/webp");
    expect(imageMimeType(new Uint8Array([]))).toBe("image/*");
  });

  it("accepts raw bytes (ipc::Response) and, as a fallback, a JSON array of numbers", async () => {
    mockIPC(() => new Uint8Array(PNG).buffer);
    const fromBuffer = await previewPage("e1", 0, 800);
    expect(fromBuffer.type).toBe("image/png");
    expect(fromBuffer.size).toBe(PNG.length);

    mockIPC(() => JPEG);
    const fromArray = await previewPage("e1", 0, 800);
    expect(fromArray.type).toBe("image/jpeg");
    expect(fromArray.size).toBe(JPEG.length);
  });

  it("sends the eBL, the 0-based page and the width in device pixels", async () => {
    let seen: unknown;
    mockIPC((cmd, args) => {
      seen = { cmd, args };
      return new Uint8Array(PNG).buffer;
    });
    await previewPage("e9", 2, 1216);
    expect(seen).toEqual({ cmd: "preview_page", args: { eblId: "e9", page: 2, widthPx: 1216 } });
  });

  it("turns an answer that is not bytes into an error, not a broken image", async () => {
    mockIPC(() => ({ unexpected: true }));
    await expect(previewPage("e1", 0, 800)).rejects.toMatchObject({ code: "pdf.bad_page" });
  });
});
