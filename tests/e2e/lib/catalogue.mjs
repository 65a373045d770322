// The window's words in another language, for scenarios that drive the window in Arabic or
// Chinese: a scenario names the English label it means (the one the other scenarios use) and
// gets the same message in `lang`, read from the one catalogue (locales/) the app shows.
//   say("ar", "Request surrender")  ->  the Arabic of the message whose English is that
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { FluentBundle, FluentResource } from "../../../ui/node_modules/@fluent/bundle/esm/index.js";

const LOCALES = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "locales");
const bundles = new Map();

function bundleOf(lang) {
  if (!bundles.has(lang)) {
    const bundle = new FluentBundle(lang, { useIsolating: lang === "ar" });
    const dir = path.join(LOCALES, lang);
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".ftl"))) {
      bundle.addResource(new FluentResource(fs.readFileSync(path.join(dir, file), "utf8")));
    }
    bundles.set(lang, bundle);
  }
  return bundles.get(lang);
}

/** The message `id` in `lang`. */
export function message(lang, id, args) {
  const bundle = bundleOf(lang);
  const found = bundle.getMessage(id);
  if (!found?.value) throw new Error(`locales/${lang}: no message ${id}`);
  return bundle.formatPattern(found.value, args);
}

/** The ids of the English messages whose text (without arguments) is exactly `english`. */
export function idsOf(english) {
  const en = bundleOf("en");
  const ids = [];
  for (const file of fs.readdirSync(path.join(LOCALES, "en")).filter((f) => f.endsWith(".ftl"))) {
    for (const entry of new FluentResource(fs.readFileSync(path.join(LOCALES, "en", file), "utf8")).body) {
      const m = en.getMessage(entry.id);
      if (!m?.value) continue;
      const errors = [];
      if (en.formatPattern(m.value, {}, errors) === english && errors.length === 0) ids.push(entry.id);
    }
  }
  return ids;
}

/**
 * What the window shows in `lang` where it shows `english` in English (among the messages of the
 * area `prefix`, e.g. "ebls-", when the same English is said in more than one place).
 */
export function say(lang, english, prefix = "") {
  const ids = idsOf(english).filter((id) => id.startsWith(prefix));
  if (ids.length === 0) throw new Error(`locales/en: no message ${prefix}… reads "${english}"`);
  const said = new Set(ids.map((id) => message(lang, id)));
  if (said.size > 1) throw new Error(`"${english}" is said ${said.size} ways in ${lang} (${ids.join(", ")}): give a prefix`);
  return message(lang, ids[0]);
}
