//! Text that came from somewhere the user does not control (the service, a document, a
//! webhook), made inert before it is shown: [`Inert`].
//!
//! A crate of its own, with only serde and ts-rs, so that every crate that shows such text
//! (the desk's view types, `tdx`'s printer, notifications, CSV exports) uses the same rules.
//! What is compared or signed (an inbox id the guard checks, a reference the service is asked
//! about) keeps its raw value: only what is *shown* is made inert.

use std::fmt;
use std::ops::Deref;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use ts_rs::TS;

/// A string from the service, a document or a webhook, as it may be shown to a person.
///
/// What it guarantees, whatever the source sent:
/// - **no control character**: C0 controls (ESC, CR, LF, BEL, tab, NUL, ...), DEL and the C1
///   controls (U+0080–U+009F) are replaced by a visible sign (`␛`, `␍`, `␊`, `␇`, `␡`, or
///   `⟨U+009B⟩`), so a terminal cannot be steered (no escape sequence, no carriage return over
///   an earlier line) and a line cannot be split in two;
/// - **no bidi control**: the overrides, embeddings and isolates (U+202A–U+202E, U+2066–U+2069)
///   and the marks (U+200E, U+200F, U+061C) are replaced by `⟨U+202E⟩` and the like, so text
///   cannot be shown in an order other than the one it has, and the reader sees that something
///   was there; the line and paragraph separators (U+2028, U+2029) likewise;
/// - **no invisible character**: zero-width spaces and joiners (U+200B–U+200D), the word
///   joiner and invisible operators (U+2060–U+2064), the byte order mark (U+FEFF), the soft
///   hyphen (U+00AD), the Mongolian vowel separator (U+180E), the deprecated format characters
///   (U+206A–U+206F) and the tag characters (U+E0000–U+E007F) are removed, so two strings that
///   look the same are the same. One exception: the zero-width non-joiner and joiner
///   (U+200C, U+200D) are kept between two letters of a script that shapes with them
///   (Arabic, the Indic scripts from Devanagari to Malayalam: [`joiner_kept`]), where removing
///   them would change how a word is written; between Latin letters, next to a digit, a space
///   or punctuation, and at either end they are removed like the others.
///
/// Every other character is kept as it is. The only ways to make one are [`Inert::new`] (and
/// the `From` conversions and `Deserialize`, which call it), so an `Inert` has always been
/// through these rules. It serializes as a plain string (`string` in TypeScript).
#[derive(Debug, Clone, Default, PartialEq, Eq, PartialOrd, Ord, Hash, TS)]
#[ts(as = "String")]
pub struct Inert(String);

impl Inert {
    /// `text` made inert (see the type's rules).
    pub fn new(text: impl AsRef<str>) -> Self {
        let text = text.as_ref();
        if text.chars().all(|c| shown_as(c) == Shown::Itself) {
            return Self(text.to_owned());
        }
        let mut out = String::with_capacity(text.len() + 8);
        let mut prev = None;
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            if matches!(c, '\u{200c}' | '\u{200d}') && joiner_kept(prev, chars.peek().copied()) {
                out.push(c);
            } else {
                push_shown(&mut out, c);
            }
            prev = Some(c);
        }
        Self(out)
    }

    /// `text` made inert, or `None` for `None`.
    pub fn opt(text: Option<impl AsRef<str>>) -> Option<Self> {
        text.map(Self::new)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_string(self) -> String {
        self.0
    }
}

/// How one character is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shown {
    /// As it is.
    Itself,
    /// Not at all (an invisible character).
    Removed,
    /// As this visible sign instead (a control picture: `␛`, `␍`, ...).
    Sign(char),
    /// As `⟨U+XXXX⟩` (a C1 control, a bidi control, a line or paragraph separator).
    CodePoint,
}

/// How [`Inert`] shows the character `c`.
pub fn shown_as(c: char) -> Shown {
    match c {
        // C0 controls: their control pictures (U+2400..U+241F).
        '\u{0}'..='\u{1f}' => Shown::Sign(char::from_u32(0x2400 + c as u32).unwrap_or('\u{fffd}')),
        '\u{7f}' => Shown::Sign('\u{2421}'),
        // C1 controls (CSI U+009B among them: an escape sequence on its own).
        '\u{80}'..='\u{9f}' => Shown::CodePoint,
        // Bidi embeddings, overrides, isolates and marks; line and paragraph separators.
        '\u{202a}'..='\u{202e}'
        | '\u{2066}'..='\u{2069}'
        | '\u{200e}'
        | '\u{200f}'
        | '\u{061c}'
        | '\u{2028}'
        | '\u{2029}' => Shown::CodePoint,
        // Zero-width and other invisible characters.
        '\u{200b}'..='\u{200d}'
        | '\u{2060}'..='\u{2064}'
        | '\u{206a}'..='\u{206f}'
        | '\u{feff}'
        | '\u{00ad}'
        | '\u{180e}'
        | '\u{e0000}'..='\u{e007f}' => Shown::Removed,
        _ => Shown::Itself,
    }
}

/// Whether a zero-width non-joiner or joiner (U+200C, U+200D) between `prev` and `next` is
/// kept: when both are letters (or combining marks, such as a virama) of a script that shapes
/// with it — Arabic (U+0600–U+06FF, U+0750–U+077F, U+08A0–U+08FF) and Devanagari to
/// Malayalam (U+0900–U+0D7F) — not their digits or punctuation.
pub fn joiner_kept(prev: Option<char>, next: Option<char>) -> bool {
    prev.is_some_and(shapes_with_joiners) && next.is_some_and(shapes_with_joiners)
}

/// A letter or mark of a script that uses ZWNJ and ZWJ for shaping.
fn shapes_with_joiners(c: char) -> bool {
    let in_script = matches!(
        c,
        '\u{0600}'..='\u{06ff}' | '\u{0750}'..='\u{077f}' | '\u{08a0}'..='\u{08ff}' | '\u{0900}'..='\u{0d7f}'
    );
    // Not the digits (Arabic-Indic, each Indic script's), nor the signs and punctuation: the
    // number signs and the format characters (U+0600–U+0605, U+06DD, U+08E2), the Arabic
    // comma, semicolon, question mark, percent and separators, the full stop, the dandas.
    let sign_or_punctuation = matches!(
        c,
        '\u{0600}'..='\u{060f}'
            | '\u{061b}'..='\u{061f}'
            | '\u{066a}'..='\u{066d}'
            | '\u{06d4}'
            | '\u{06dd}'
            | '\u{06de}'
            | '\u{06e9}'
            | '\u{08e2}'
            | '\u{0964}'
            | '\u{0965}'
            | '\u{0970}'
    );
    in_script && !c.is_numeric() && !sign_or_punctuation
}

/// A finished sentence of the app's own catalogue, as it may be shown: every character as
/// [`Inert`] shows it, except the first-strong isolates (U+2068 … U+2069) the catalogue puts
/// around what fills a sentence in a right-to-left language — kept only in **balanced** pairs:
/// a closing isolate with no opening one is shown as `⟨U+2069⟩`, and an isolate left open is
/// closed at the end, so nothing the sentence holds can reorder what follows it. What filled the
/// sentence was made inert before it was placed (`tdx_i18n::tr!`), an isolate in it shown as a
/// sign already. The one rule for every place that passes a finished sentence on (the window's
/// journal and attention texts, notifications, errors made of another sentence).
pub fn shown_sentence(text: &str) -> String {
    const FSI: char = '\u{2068}';
    const PDI: char = '\u{2069}';
    let mut out = String::with_capacity(text.len() + 4);
    let mut open = 0usize;
    let mut run = String::new();
    let flush = |run: &mut String, out: &mut String| {
        out.push_str(Inert::new(run.as_str()).as_str());
        run.clear();
    };
    for c in text.chars() {
        match c {
            FSI => {
                flush(&mut run, &mut out);
                out.push(FSI);
                open += 1;
            }
            PDI if open > 0 => {
                flush(&mut run, &mut out);
                out.push(PDI);
                open -= 1;
            }
            c => run.push(c),
        }
    }
    flush(&mut run, &mut out);
    out.extend(std::iter::repeat_n(PDI, open));
    out
}

/// Appends `c` to `out` as [`Inert`] shows it (without its neighbours: a joiner is removed;
/// [`Inert::new`] keeps one between two letters that shape with it).
pub fn push_shown(out: &mut String, c: char) {
    match shown_as(c) {
        Shown::Itself => out.push(c),
        Shown::Removed => {}
        Shown::Sign(sign) => out.push(sign),
        Shown::CodePoint => {
            use fmt::Write as _;
            let _ = write!(out, "⟨U+{:04X}⟩", c as u32);
        }
    }
}

impl Deref for Inert {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for Inert {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Inert {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&self.0)
    }
}

impl From<&str> for Inert {
    fn from(text: &str) -> Self {
        Self::new(text)
    }
}

impl From<String> for Inert {
    fn from(text: String) -> Self {
        Self::new(text)
    }
}

impl From<&String> for Inert {
    fn from(text: &String) -> Self {
        Self::new(text)
    }
}

impl From<Inert> for String {
    fn from(text: Inert) -> Self {
        text.0
    }
}

impl PartialEq<str> for Inert {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for Inert {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl PartialEq<String> for Inert {
    fn eq(&self, other: &String) -> bool {
        &self.0 == other
    }
}

impl PartialEq<Inert> for String {
    fn eq(&self, other: &Inert) -> bool {
        *self == other.0
    }
}

impl PartialEq<Inert> for str {
    fn eq(&self, other: &Inert) -> bool {
        self == other.0
    }
}

impl PartialEq<Inert> for &str {
    fn eq(&self, other: &Inert) -> bool {
        *self == other.0
    }
}

impl Serialize for Inert {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for Inert {
    /// Read text is made inert too: a stored or received string cannot skip the rules.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        String::deserialize(deserializer).map(Self::new)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_catalogue_sentence_keeps_its_balanced_isolates_and_shows_everything_else() {
        // The catalogue's pair around a name is kept; a bidi override inside it is shown.
        assert_eq!(
            shown_sentence("أرسل \u{2068}Acme\u{202e}Ltd\u{2069} الآن"),
            "أرسل \u{2068}Acme⟨U+202E⟩Ltd\u{2069} الآن"
        );
        // A closing isolate with no opening one is shown, an opening one left open is closed.
        assert_eq!(shown_sentence("a\u{2069}b"), "a⟨U+2069⟩b");
        assert_eq!(shown_sentence("a\u{2068}b"), "a\u{2068}b\u{2069}");
        // Controls and invisible characters follow Inert's rules.
        assert_eq!(shown_sentence("x\u{1b}[2J\u{200b}y"), "x␛[2Jy");
    }

    use super::*;

    #[test]
    fn plain_text_and_other_scripts_are_kept_as_they_are() {
        for text in [
            "GCL-2024-0001",
            "Delta Textiles Export GmbH",
            "Müller & Söhne, Hamburg",
            "شركة الشحن",
            "東京海運株式会社",
            "",
        ] {
            assert_eq!(Inert::new(text), text);
        }
    }

    #[test]
    fn c0_controls_and_del_become_their_control_pictures() {
        assert_eq!(
            Inert::new("REF\x1b[2K\x1b[1A-1"),
            "REF␛[2K␛[1A-1",
            "an escape sequence cannot reach a terminal"
        );
        assert_eq!(Inert::new("a\rb\nc\td\x07e\0f\x7f"), "a␍b␊c␉d␇e␀f␡");
    }

    #[test]
    fn c1_controls_are_shown_by_code_point() {
        assert_eq!(Inert::new("x\u{9b}2Ky\u{85}"), "x⟨U+009B⟩2Ky⟨U+0085⟩");
    }

    #[test]
    fn bidi_overrides_isolates_and_marks_are_shown_by_code_point() {
        // "Evil\u{202e}gpj.exe" would read as "Evilexe.jpg".
        assert_eq!(Inert::new("Evil\u{202e}gpj.exe"), "Evil⟨U+202E⟩gpj.exe");
        for c in [
            '\u{202a}', '\u{202b}', '\u{202c}', '\u{202d}', '\u{202e}', '\u{2066}', '\u{2067}',
            '\u{2068}', '\u{2069}', '\u{200e}', '\u{200f}', '\u{061c}', '\u{2028}', '\u{2029}',
        ] {
            let shown = Inert::new(format!("a{c}b"));
            assert_eq!(shown, format!("a⟨U+{:04X}⟩b", c as u32));
        }
    }

    #[test]
    fn zero_width_and_invisible_characters_are_removed_between_latin_letters() {
        for c in [
            '\u{200b}',
            '\u{200c}',
            '\u{200d}',
            '\u{2060}',
            '\u{2064}',
            '\u{feff}',
            '\u{00ad}',
            '\u{180e}',
            '\u{206f}',
            '\u{e0041}',
        ] {
            assert_eq!(
                Inert::new(format!("Glo{c}bal")),
                "Global",
                "U+{:04X}",
                c as u32
            );
        }
    }

    #[test]
    fn joiners_are_kept_inside_words_of_scripts_that_shape_with_them() {
        for word in [
            // Persian "می‌خواهم" (ZWNJ after the prefix), Arabic letters around a ZWJ.
            "\u{645}\u{6cc}\u{200c}\u{62e}\u{648}\u{627}\u{647}\u{645}",
            "\u{644}\u{200d}\u{627}",
            // Devanagari: KA, VIRAMA, ZWJ, SSA (a half form); KA, VIRAMA, ZWNJ, SSA.
            "\u{915}\u{94d}\u{200d}\u{937}",
            "\u{915}\u{94d}\u{200c}\u{937}",
            // Bengali and Malayalam.
            "\u{995}\u{9cd}\u{200c}\u{9b7}",
            "\u{d28}\u{d4d}\u{200d}\u{d31}",
        ] {
            assert_eq!(Inert::new(word), word, "{word:?}");
        }
        // Inside a longer text too, beside the other rules.
        assert_eq!(
            Inert::new("\u{1b}\u{645}\u{6cc}\u{200c}\u{62e}"),
            "␛\u{645}\u{6cc}\u{200c}\u{62e}"
        );
    }

    #[test]
    fn joiners_are_removed_where_they_only_make_lookalikes() {
        for (text, shown) in [
            // Between Latin letters: "pay\u{200c}pal" is "paypal".
            ("pay\u{200c}pal", "paypal"),
            ("pay\u{200d}pal", "paypal"),
            // At either end, even of an Arabic word.
            ("\u{200c}\u{645}\u{6cc}", "\u{645}\u{6cc}"),
            ("\u{645}\u{6cc}\u{200d}", "\u{645}\u{6cc}"),
            // Next to a digit (Arabic-Indic or Latin), a space or punctuation.
            ("\u{661}\u{200c}\u{662}", "\u{661}\u{662}"),
            ("\u{645}\u{200c}\u{662}", "\u{645}\u{662}"),
            ("\u{645}\u{200c}2", "\u{645}2"),
            ("\u{645}\u{200c} \u{645}", "\u{645} \u{645}"),
            ("\u{645}\u{200c}\u{60c}", "\u{645}\u{60c}"),
            // Between an Arabic and a Latin letter.
            ("\u{645}\u{200d}a", "\u{645}a"),
            // Two joiners in a row: neither has letters on both sides.
            ("\u{645}\u{200c}\u{200d}\u{645}", "\u{645}\u{645}"),
            // Chinese and Cyrillic do not shape with them.
            ("\u{4e1c}\u{200d}\u{4eac}", "\u{4e1c}\u{4eac}"),
            ("\u{430}\u{200c}\u{431}", "\u{430}\u{431}"),
        ] {
            assert_eq!(Inert::new(text), shown, "{text:?}");
        }
        assert!(joiner_kept(Some('\u{645}'), Some('\u{62e}')));
        assert!(!joiner_kept(None, Some('\u{62e}')));
        assert!(!joiner_kept(Some('a'), Some('b')));
    }

    #[test]
    fn it_serializes_as_a_plain_string_and_reading_it_back_applies_the_rules() {
        let json = serde_json::to_string(&Inert::new("A\u{202e}B")).unwrap();
        assert_eq!(json, "\"A⟨U+202E⟩B\"");
        let read: Inert = serde_json::from_str("\"A\\u001bB\\u200bC\"").unwrap();
        assert_eq!(read, "A␛BC");
        assert_eq!(<Inert as TS>::inline(&ts_rs::Config::default()), "string");
    }

    #[test]
    fn every_control_and_format_character_is_changed() {
        // No character of Unicode's Cc category, and none of the bidi or zero-width ones,
        // survives.
        for code in 0..=0x10ffffu32 {
            let Some(c) = char::from_u32(code) else {
                continue;
            };
            let shown = Inert::new(c.to_string());
            assert!(
                !shown.chars().any(|s| s.is_control()),
                "U+{code:04X} left a control"
            );
            if c.is_control() {
                assert_ne!(shown, c.to_string(), "U+{code:04X} kept");
            }
        }
    }
}
