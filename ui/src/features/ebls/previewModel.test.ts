import { describe, expect, it } from "vitest";

import { describeZoom, pageWidthCss, renderWidthPx, zoomIn, zoomOut } from "./previewModel";

const A4 = { widthPt: 595, heightPt: 842 };

describe("preview zoom", () => {
  it("fit width fills the pane; 100% is the page's size at 96 dpi", () => {
    expect(pageWidthCss("fit", A4, 500)).toBe(500);
    expect(pageWidthCss(1, A4, 500)).toBe(793);
    expect(pageWidthCss(2, A4, 500)).toBe(1587);
  });

  it("zooms in and out from where fit width is, in steps", () => {
    // 500 px of an A4 page is about 63 %.
    expect(describeZoom("fit", A4, 500)).toBe("Fit width (63%)");
    expect(zoomIn("fit", A4, 500)).toBe(0.67);
    expect(zoomOut("fit", A4, 500)).toBe(0.5);
    expect(zoomIn(1, A4, 500)).toBe(1.25);
    expect(zoomOut(1, A4, 500)).toBe(0.8);
    expect(zoomIn(4, A4, 500)).toBe(4);
    expect(zoomOut(0.25, A4, 500)).toBe(0.25);
  });

  it("renders at the pixel ratio, rounded up, and never beyond a sane width", () => {
    expect(renderWidthPx(500, 2)).toBe(1008);
    expect(renderWidthPx(500, 1)).toBe(512);
    expect(renderWidthPx(500, 0)).toBe(512);
    expect(renderWidthPx(100000, 2)).toBe(8192);
  });
});
