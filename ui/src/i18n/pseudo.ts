// The pseudo-locale `en-XA`: every text element of the English message with each ASCII letter
// accented and each vowel written twice (about 40 % longer), so a developer sees at a glance a
// word that did not come from the catalogue (it stays plain ASCII) and a layout that breaks
// with longer words. The same table is in crates/i18n (Rust), so `tdx --lang en-XA` matches.

const ACCENTED: Record<string, string> = {
  a: "á", b: "ƀ", c: "ç", d: "ð", e: "é", f: "ƒ", g: "ĝ", h: "ĥ", i: "î", j: "ĵ", k: "ķ", l: "ļ", m: "ɱ",
  n: "ñ", o: "ó", p: "þ", q: "ǫ", r: "ŕ", s: "š", t: "ţ", u: "û", v: "ṽ", w: "ŵ", x: "ẋ", y: "ý", z: "ž",
  A: "Á", B: "Ɓ", C: "Ç", D: "Ð", E: "É", F: "Ƒ", G: "Ĝ", H: "Ĥ", I: "Î", J: "Ĵ", K: "Ķ", L: "Ļ", M: "Ṁ",
  N: "Ñ", O: "Ó", P: "Þ", Q: "Ǫ", R: "Ŕ", S: "Š", T: "Ţ", U: "Û", V: "Ṽ", W: "Ŵ", X: "Ẋ", Y: "Ý", Z: "Ž",
};
const VOWELS = new Set("aeiouAEIOU");

/** `text` as the pseudo-locale shows it: `Settings` → `Šééţţîîñĝš`. */
export function pseudo(text: string): string {
  let out = "";
  for (const c of text) {
    const accented = ACCENTED[c];
    if (accented === undefined) {
      out += c;
    } else {
      out += VOWELS.has(c) ? accented + accented : accented;
    }
  }
  return out;
}
