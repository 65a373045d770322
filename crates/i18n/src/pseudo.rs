//! The pseudo-locale `en-XA`: English made visibly foreign without becoming unreadable. Each
//! ASCII letter becomes its accented form and each vowel is written twice (about 40 % longer),
//! so a word written outside the catalogue stands out in plain ASCII, and a layout that breaks
//! with longer words breaks here first. Only text elements are transformed, never placeables
//! (the values stay as they are). The window's `ui/src/i18n` uses the same table.

use std::borrow::Cow;

/// The accented form of an ASCII letter, or `None` for any other character.
fn accented(c: char) -> Option<char> {
    Some(match c {
        'a' => 'á',
        'b' => 'ƀ',
        'c' => 'ç',
        'd' => 'ð',
        'e' => 'é',
        'f' => 'ƒ',
        'g' => 'ĝ',
        'h' => 'ĥ',
        'i' => 'î',
        'j' => 'ĵ',
        'k' => 'ķ',
        'l' => 'ļ',
        'm' => 'ɱ',
        'n' => 'ñ',
        'o' => 'ó',
        'p' => 'þ',
        'q' => 'ǫ',
        'r' => 'ŕ',
        's' => 'š',
        't' => 'ţ',
        'u' => 'û',
        'v' => 'ṽ',
        'w' => 'ŵ',
        'x' => 'ẋ',
        'y' => 'ý',
        'z' => 'ž',
        'A' => 'Á',
        'B' => 'Ɓ',
        'C' => 'Ç',
        'D' => 'Ð',
        'E' => 'É',
        'F' => 'Ƒ',
        'G' => 'Ĝ',
        'H' => 'Ĥ',
        'I' => 'Î',
        'J' => 'Ĵ',
        'K' => 'Ķ',
        'L' => 'Ļ',
        'M' => 'Ṁ',
        'N' => 'Ñ',
        'O' => 'Ó',
        'P' => 'Þ',
        'Q' => 'Ǫ',
        'R' => 'Ŕ',
        'S' => 'Š',
        'T' => 'Ţ',
        'U' => 'Û',
        'V' => 'Ṽ',
        'W' => 'Ŵ',
        'X' => 'Ẋ',
        'Y' => 'Ý',
        'Z' => 'Ž',
        _ => return None,
    })
}

/// `text` in the pseudo-locale: `Settings` → `Šééţţîîñĝš`.
pub fn pseudo(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    for c in text.chars() {
        match accented(c) {
            Some(a) => {
                out.push(a);
                if matches!(c, 'a' | 'e' | 'i' | 'o' | 'u' | 'A' | 'E' | 'I' | 'O' | 'U') {
                    out.push(a);
                }
            }
            None => out.push(c),
        }
    }
    out
}

/// [`pseudo`] as the bundle's transform of text elements.
pub(crate) fn transform(text: &str) -> Cow<'_, str> {
    if text.bytes().any(|b| b.is_ascii_alphabetic()) {
        Cow::Owned(pseudo(text))
    } else {
        Cow::Borrowed(text)
    }
}
