// Light and dark themes follow the system: GTK's dark preference reaches the page as
// prefers-color-scheme and the whole window turns dark.
import assert from "node:assert/strict";
import { test } from "node:test";

import { launchApp } from "../lib/app.mjs";

const BACKGROUND = "return getComputedStyle(document.documentElement).backgroundColor;";
const PREFERS_DARK = "return matchMedia('(prefers-color-scheme: dark)').matches;";

function luminance(rgb) {
  const [r, g, b] = rgb.match(/\d+/g).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

for (const [scheme, gtkTheme] of [
  ["light", "Adwaita"],
  ["dark", "Adwaita:dark"],
]) {
  test(`a ${scheme} system theme gives a ${scheme} window`, async () => {
    const app = await launchApp({ scenario: `theme-${scheme}`, env: { GTK_THEME: gtkTheme } });
    try {
      await app.findByRole("navigation", { name: "Main" });
      assert.equal(await app.execute(PREFERS_DARK), scheme === "dark");
      const lum = luminance(await app.execute(BACKGROUND));
      if (scheme === "dark") assert.ok(lum < 0.2, `background luminance ${lum} is not dark`);
      else assert.ok(lum > 0.8, `background luminance ${lum} is not light`);
      await app.screenshot(scheme);
    } finally {
      await app.close();
    }
  });
}
