// The README's tour shows pictures the end-to-end suite takes (tour.test.mjs writes
// docs/tour/*.png): each picture the README names must be there, as a PNG with alt text, and the
// tour must come before the developer sections. No window: it reads the repository only.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";

import { REPO } from "../lib/app.mjs";

const README = fs.readFileSync(path.join(REPO, "README.md"), "utf8");
/** Markdown images: `![alt](path)`. */
const IMAGES = [...README.matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)].map((m) => ({ alt: m[1], src: m[2] }));
const TOUR = IMAGES.filter((i) => i.src.startsWith("docs/tour/"));

test("the README's tour comes before Install and the developer sections, with its pictures", () => {
  const tour = README.indexOf("\n## A tour\n");
  assert.ok(tour > 0, "a '## A tour' section");
  for (const later of ["\n## Install", "\n## Two commands for developers", "\n## Layout"]) {
    const at = README.indexOf(later);
    assert.ok(at > tour, `${later.trim()} comes after the tour`);
  }
  assert.ok(TOUR.length >= 6, `the tour shows its pictures: ${JSON.stringify(TOUR)}`);
});

test("every picture the README names is in the repository, as a PNG with alt text", () => {
  for (const { src, alt } of IMAGES.filter((i) => !/^https?:/.test(i.src))) {
    const file = path.join(REPO, src);
    assert.ok(fs.existsSync(file), `${src} is missing (tests/e2e/run.sh tests/e2e/scenarios/tour.test.mjs takes the tour's)`);
    assert.equal(fs.readFileSync(file).subarray(1, 4).toString(), "PNG", `${src} is a PNG`);
    assert.ok(alt.trim().length > 10, `${src} has alt text that says what it shows`);
  }
});
