// What the catalogue's screen tests assert: every word a screen shows came from the catalogue.
// Data is told apart from words by where it is: inside `<Ltr>` (any element with
// `translate="no"`), or inside a message's isolated placeable (FSI … PDI, which the bundle puts
// around each argument in `ar` and `en-XA`). What is left must be the language's own words.

import { expect } from "vitest";
import type { Lang } from "../i18n";
import { axeViolations } from "./axe";

/** Names that stay Latin in every language (locales/GLOSSARY.md). */
export const BRAND_WORDS = new Set(["eBL", "Desk", "tdx", "TDX", "PDF", "CSV", "PKCS", "URL", "JSON", "PIN", "ID", "ACI", "IMO"]);

const ISOLATED = /\u2068[^\u2068\u2069]*\u2069/g;
const LABEL_ATTRIBUTES = ["aria-label", "aria-description", "title", "placeholder", "alt"];

/** The text a person reads or hears in `root`, outside data: text nodes and labelling attributes. */
export function wordsShown(root: Element): string[] {
  const out: string[] = [];
  const isData = (el: Element | null) => el?.closest('[translate="no"], script, style, [aria-hidden="true"] svg') != null;
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    if (text.trim() !== "" && !isData(node.parentElement)) out.push(text);
  }
  for (const el of root.querySelectorAll("*")) {
    if (isData(el)) continue;
    for (const name of LABEL_ATTRIBUTES) {
      const value = el.getAttribute(name);
      if (value && value.trim() !== "") out.push(value);
    }
  }
  return out;
}

/** The runs of Latin letters in `text` that are not data and not a brand name. */
export function foreignWords(text: string, lang: Lang): string[] {
  const words = text.replace(ISOLATED, " ").match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? [];
  return lang === "en-XA" ? words : words.filter((w) => !BRAND_WORDS.has(w));
}

/** Fails naming each piece of text in `root` that did not come from the `lang` catalogue. */
export function expectAllFromCatalogue(root: Element, lang: Exclude<Lang, "en">): void {
  const offending = wordsShown(root).filter((text) => foreignWords(text, lang).length > 0);
  expect(offending, `text not from the ${lang} catalogue`).toEqual([]);
}

/** Fails on any axe-core violation in `root` (the project's axe settings, test/axe.ts). */
export async function expectNoAxeViolations(root: Element): Promise<void> {
  expect(await axeViolations(root)).toEqual([]);
}
