// The window's half of the one catalogue: the Fluent files under `locales/<lang>/` at the
// repository's root (the same files Rust embeds), bundled at build time, parsed per language
// when it is first used.

import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";
import { catalogueOf, type Lang } from "./languages";
import { pseudo } from "./pseudo";

const FILES = import.meta.glob<string>("../../../locales/*/*.ftl", {
  query: "?raw",
  import: "default",
  eager: true,
});

const BUNDLE_LOCALE: Record<Lang, string> = { en: "en-US", ar: "ar-EG", "zh-CN": "zh-CN", "en-XA": "en-US" };

const bundles = new Map<Lang, FluentBundle>();

/** The files of one folder of `locales/`, by path (for the catalogue's own tests). */
export function filesOf(folder: string): [string, string][] {
  return Object.entries(FILES).filter(([path]) => path.split("/").at(-2) === folder);
}

/** The bundle of `lang`, built once. */
export function bundleOf(lang: Lang): FluentBundle {
  let bundle = bundles.get(lang);
  if (bundle === undefined) {
    bundle = new FluentBundle(BUNDLE_LOCALE[lang], {
      // Placeables (a reference, a party's name) are isolated where the text around them may
      // run right to left; the pseudo-locale isolates them too, so a test can tell them apart.
      useIsolating: lang === "ar" || lang === "en-XA",
      transform: lang === "en-XA" ? pseudo : (text: string) => text,
    });
    for (const [path, source] of filesOf(catalogueOf(lang))) {
      const errors = bundle.addResource(new FluentResource(source));
      if (errors.length > 0) {
        console.error(`locales: ${path}: ${errors.map(String).join("; ")}`);
      }
    }
    bundles.set(lang, bundle);
  }
  return bundle;
}

export type Args = Record<string, FluentVariable>;

// A message without arguments is the same text every time: kept per language, so a label shown
// in each of thousands of rows (a state, a role) is formatted once.
const plain = new Map<Lang, Map<string, string>>();

/** The message `id` in `lang`, else in English, else the id itself (never throws). */
export function format(lang: Lang, id: string, args?: Args): string {
  if (args === undefined) {
    let known = plain.get(lang);
    if (known === undefined) plain.set(lang, (known = new Map()));
    let text = known.get(id);
    if (text === undefined) known.set(id, (text = formatted(lang, id)));
    return text;
  }
  return formatted(lang, id, args);
}

function formatted(lang: Lang, id: string, args?: Args): string {
  for (const candidate of lang === "en" ? ["en" as const] : [lang, "en" as const]) {
    const bundle = bundleOf(candidate);
    const message = bundle.getMessage(id);
    if (message?.value) {
      const errors: Error[] = [];
      const text = bundle.formatPattern(message.value, args, errors);
      if (errors.length > 0 && import.meta.env.DEV) {
        console.warn(`locales: ${id}: ${errors.map(String).join("; ")}`);
      }
      return text;
    }
  }
  return id;
}
