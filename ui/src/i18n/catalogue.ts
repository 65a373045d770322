// The window's half of the one catalogue: the Fluent files under `locales/<lang>/` at the
// repository's root (the same files Rust embeds), bundled at build time, parsed per language
// when it is first used.

import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";
import { catalogueOf, type Lang } from "./languages";
import { pseudo } from "./pseudo";

// The window's own areas only: `errors`, `desk`, `tdx` and `core` are Rust's (the window shows
// the sentences Rust sends, already in the user's language), so they are not bundled here.
const FILES = import.meta.glob<string>(
  "../../../locales/*/{app,ebls,envelopes,activity,approvals,attention,contacts,keys,settings,rules}.ftl",
  { query: "?raw", import: "default", eager: true },
);

const BUNDLE_LOCALE: Record<Lang, string> = { en: "en-US", ar: "ar-EG", "zh-CN": "zh-CN", "en-XA": "en-US" };

/** The area file an id's prefix names, where it differs from the prefix (`env-…` → envelopes.ftl). */
const AREA_OF_PREFIX: Record<string, string> = { env: "envelopes" };

/** A language's bundle and the area files not parsed into it yet (parsed when first asked for). */
interface Catalogue {
  bundle: FluentBundle;
  unparsed: Map<string, [path: string, source: string]>;
}

const catalogues = new Map<Lang, Catalogue>();

/** The files of one folder of `locales/`, by path (for the catalogue's own tests). */
export function filesOf(folder: string): [string, string][] {
  return Object.entries(FILES).filter(([path]) => path.split("/").at(-2) === folder);
}

function catalogueFor(lang: Lang): Catalogue {
  let catalogue = catalogues.get(lang);
  if (catalogue === undefined) {
    const bundle = new FluentBundle(BUNDLE_LOCALE[lang], {
      // Placeables (a reference, a party's name) are isolated where the text around them may
      // run right to left; the pseudo-locale isolates them too, so a test can tell them apart.
      useIsolating: lang === "ar" || lang === "en-XA",
      transform: lang === "en-XA" ? pseudo : (text: string) => text,
    });
    const unparsed = new Map<string, [string, string]>();
    for (const [path, source] of filesOf(catalogueOf(lang))) {
      unparsed.set(path.split("/").at(-1)?.replace(/\.ftl$/, "") ?? path, [path, source]);
    }
    catalogue = { bundle, unparsed };
    catalogues.set(lang, catalogue);
  }
  return catalogue;
}

/** Parses the area file `area` into the catalogue, once; false when there is none left to parse. */
function parseArea(catalogue: Catalogue, area: string): boolean {
  const file = catalogue.unparsed.get(area);
  if (file === undefined) return false;
  catalogue.unparsed.delete(area);
  const [path, source] = file;
  const errors = catalogue.bundle.addResource(new FluentResource(source));
  if (errors.length > 0) console.error(`locales: ${path}: ${errors.map(String).join("; ")}`);
  return true;
}

/**
 * The bundle holding `id` in `lang` and its message, or null. A launch parses only the areas its
 * first screen asks for (the shell's and the eBL list's); another area's file is parsed the first
 * time one of its ids is asked for (ids are prefixed by their area).
 */
function messageIn(lang: Lang, id: string) {
  const catalogue = catalogueFor(lang);
  let message = catalogue.bundle.getMessage(id);
  if (message === undefined && catalogue.unparsed.size > 0) {
    const prefix = id.split("-", 1)[0] ?? "";
    if (!parseArea(catalogue, AREA_OF_PREFIX[prefix] ?? prefix)) {
      for (const area of [...catalogue.unparsed.keys()]) parseArea(catalogue, area);
    }
    message = catalogue.bundle.getMessage(id);
  }
  return message?.value ? { bundle: catalogue.bundle, value: message.value } : null;
}

/** The bundle of `lang` with every area parsed (for the catalogue's own tests). */
export function bundleOf(lang: Lang): FluentBundle {
  const catalogue = catalogueFor(lang);
  for (const area of [...catalogue.unparsed.keys()]) parseArea(catalogue, area);
  return catalogue.bundle;
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
    const found = messageIn(candidate, id);
    if (found !== null) {
      const errors: Error[] = [];
      const text = found.bundle.formatPattern(found.value, args, errors);
      if (errors.length > 0 && import.meta.env.DEV) {
        console.warn(`locales: ${id}: ${errors.map(String).join("; ")}`);
      }
      return text;
    }
  }
  return id;
}
