//! How `tdx` prints: data on stdout (plain words, or JSON with `--json`: the desk's view types
//! serialized as the app receives them), messages on stderr; colour only on a terminal and
//! never with `NO_COLOR` set.
//!
//! Everything `tdx` prints goes through [`write_to`]: the crate's `println!`, `print!`,
//! `eprintln!` and `eprint!` are its own (main.rs), so no line can reach the terminal with a
//! control character the service wrote (an escape sequence that erases the lines above a
//! question, a carriage return over a line), a bidi control or an invisible character. Text
//! from the service is an [`tdx_text::Inert`] already; this is the same rule once more for the
//! whole output, which keeps only the line breaks and the colours `tdx` paints itself, and
//! the isolates (FSI…PDI) the catalogue puts around a value inside an Arabic sentence.

use std::io::IsTerminal;

use serde::Serialize;
use tdx_i18n::tr;

use crate::exit::{Exit, Failure, Outcome};

/// The printer of one run.
#[derive(Debug, Clone, Copy)]
pub struct Out {
    pub json: bool,
    colour: bool,
}

/// `NO_COLOR` set to anything but the empty string turns colour off (no-color.org).
pub fn colour_allowed(on_terminal: bool) -> bool {
    on_terminal && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

impl Out {
    pub fn new(json: bool) -> Self {
        Self {
            json,
            colour: !json && colour_allowed(std::io::stdout().is_terminal()),
        }
    }

    /// Prints `value` as pretty JSON on stdout.
    pub fn json<T: Serialize + ?Sized>(&self, value: &T) -> Outcome {
        let text = serde_json::to_string_pretty(value).map_err(|e| {
            Failure::new(
                Exit::Failed,
                tr!("tdx-json-unshowable", error = e.to_string()),
            )
        })?;
        println!("{text}");
        Ok(())
    }

    pub fn bold(&self, text: &str) -> String {
        self.paint("1", text)
    }

    pub fn dim(&self, text: &str) -> String {
        self.paint("2", text)
    }

    pub fn green(&self, text: &str) -> String {
        self.paint("32", text)
    }

    pub fn yellow(&self, text: &str) -> String {
        self.paint("33", text)
    }

    fn paint(&self, sgr: &str, text: &str) -> String {
        if self.colour {
            format!("\x1b[{sgr}m{text}\x1b[0m")
        } else {
            text.to_owned()
        }
    }
}

/// Where [`write_to`] writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stream {
    Stdout,
    Stderr,
}

/// The only SGR sequences `tdx` writes (bold, dim, red, green, yellow, reset): kept in what
/// it prints; every other escape sequence is shown as text.
const OWN_SGR: [&str; 6] = [
    "\x1b[1m", "\x1b[2m", "\x1b[31m", "\x1b[32m", "\x1b[33m", "\x1b[0m",
];

/// First strong isolate and pop directional isolate: what `tdx_i18n::tr!` puts around each
/// value inside an Arabic (or pseudo-locale) sentence, so that a Latin reference or a number
/// keeps its own order in a right-to-left line.
const FSI: char = '\u{2068}';
const PDI: char = '\u{2069}';

/// `text` as `tdx` lets it reach a terminal: line breaks and its own colours kept, every other
/// control character, bidi control and invisible character as [`tdx_text::Inert`] shows it —
/// except an isolate the catalogue wrote: an FSI closed by a PDI later on the same line (and
/// that PDI). A matched pair only keeps what is inside it apart from what is around it (it
/// cannot move text outside the pair, unlike an override or an embedding); an FSI left open
/// at the end of its line, or a PDI that closes nothing, is shown as `⟨U+2068⟩`/`⟨U+2069⟩`.
/// Text from the service never has one: [`tdx_text::Inert`] showed it already.
pub fn terminal_safe(text: &str) -> String {
    let kept = matched_isolates(text);
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        let at = text.len() - rest.len();
        if c == '\x1b'
            && let Some(own) = OWN_SGR.iter().find(|sgr| rest.starts_with(**sgr))
        {
            out.push_str(own);
            rest = &rest[own.len()..];
            continue;
        }
        if c == '\n' || ((c == FSI || c == PDI) && kept.contains(&at)) {
            out.push(c);
        } else {
            tdx_text::push_shown(&mut out, c);
        }
        rest = &rest[c.len_utf8()..];
    }
    out
}

/// The byte offsets of the FSIs and PDIs of `text` that pair up, line by line (nested pairs
/// too).
fn matched_isolates(text: &str) -> Vec<usize> {
    let mut kept = Vec::new();
    let mut open: Vec<usize> = Vec::new();
    for (at, c) in text.char_indices() {
        match c {
            '\n' => open.clear(),
            FSI => open.push(at),
            PDI => {
                if let Some(start) = open.pop() {
                    kept.push(start);
                    kept.push(at);
                }
            }
            _ => {}
        }
    }
    kept
}

/// How many terminal columns `text` takes: two for a wide character (Han, kana, Hangul, the
/// full-width forms), none for a combining mark (the Arabic vowel signs among them), an
/// isolate or a colour sequence, one for every other character.
pub fn columns(text: &str) -> usize {
    let mut n = 0;
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if c == '\x1b'
            && let Some(own) = OWN_SGR.iter().find(|sgr| rest.starts_with(**sgr))
        {
            rest = &rest[own.len()..];
            continue;
        }
        n += char_columns(c);
        rest = &rest[c.len_utf8()..];
    }
    n
}

fn char_columns(c: char) -> usize {
    match c {
        '\u{300}'..='\u{36f}'
        | '\u{610}'..='\u{61a}'
        | '\u{64b}'..='\u{65f}'
        | '\u{670}'
        | '\u{6d6}'..='\u{6ed}'
        | '\u{200b}'..='\u{200f}'
        | '\u{2066}'..='\u{2069}' => 0,
        '\u{1100}'..='\u{115f}'
        | '\u{2e80}'..='\u{303e}'
        | '\u{3041}'..='\u{33ff}'
        | '\u{3400}'..='\u{4dbf}'
        | '\u{4e00}'..='\u{9fff}'
        | '\u{a000}'..='\u{a4cf}'
        | '\u{ac00}'..='\u{d7a3}'
        | '\u{f900}'..='\u{faff}'
        | '\u{fe30}'..='\u{fe4f}'
        | '\u{ff00}'..='\u{ff60}'
        | '\u{ffe0}'..='\u{ffe6}'
        | '\u{20000}'..='\u{3fffd}' => 2,
        _ => 1,
    }
}

/// The width of a column of labels: the widest of them, and at least `least` (the width it
/// has in English, where every label fits).
pub fn label_width(least: usize, labels: &[String]) -> usize {
    labels.iter().map(|l| columns(l)).fold(least, usize::max)
}

/// `text` followed by spaces up to `width` columns ([`columns`]): a table's cell. For ASCII
/// text the same as `format!("{text:<width$}")`.
pub fn pad(text: &str, width: usize) -> String {
    let mut s = text.to_owned();
    for _ in columns(text)..width {
        s.push(' ');
    }
    s
}

/// Writes `args` (and a line break with `newline`) to `stream`, made [`terminal_safe`]. A
/// closed pipe is not an error worth a panic: what could not be written is dropped.
pub fn write_to(stream: Stream, args: std::fmt::Arguments<'_>, newline: bool) {
    use std::io::Write as _;
    let mut text = terminal_safe(&args.to_string());
    if newline {
        text.push('\n');
    }
    let _ = match stream {
        Stream::Stdout => std::io::stdout().lock().write_all(text.as_bytes()),
        Stream::Stderr => std::io::stderr().lock().write_all(text.as_bytes()),
    };
}

/// Prints the failure's sentence on stderr (red on a terminal).
pub fn print_failure(failure: &Failure) {
    if colour_allowed(std::io::stderr().is_terminal()) {
        eprintln!("\x1b[31m{}\x1b[0m", failure.message);
    } else {
        eprintln!("{}", failure.message);
    }
}

/// A time in milliseconds since the epoch, as RFC 3339 (UTC).
pub fn time_of(ms: i64) -> String {
    time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .ok()
        .and_then(|t| {
            t.format(&time::format_description::well_known::Rfc3339)
                .ok()
        })
        .unwrap_or_else(|| ms.to_string())
}

/// Where a painted value goes in a sentence of the catalogue: passed as the value's argument
/// (a private-use character, kept by [`tdx_text::Inert`]), then replaced by the value painted
/// ([`fill_slot`]) once the sentence is written, so that the colour's escape sequences are not
/// made inert with the arguments.
pub const SLOT: &str = "\u{E000}";

/// `sentence` (written with [`SLOT`] for one argument) with `painted` in the slot's place.
/// `painted` is a value made [`tdx_text::Inert`], painted by [`Out`].
pub fn fill_slot(sentence: &str, painted: &str) -> String {
    sentence.replacen(SLOT, painted, 1)
}

/// A time in a table or a timeline: in English `2026-11-27 16:38:00` (UTC), as `tdx` always
/// printed it; in another language as that language writes a date and time, in the user's
/// time zone.
pub fn table_time(ms: i64) -> String {
    if tdx_i18n::language() == tdx_i18n::Lang::En {
        let mut time = time_of(ms);
        time.truncate(19);
        return time.replace('T', " ");
    }
    match time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000) {
        Ok(t) => tdx_i18n::format::date_time(t),
        Err(_) => time_of(ms),
    }
}

/// A count for a sentence: a number the catalogue formats (and chooses a plural by) in
/// Arabic and Chinese; in English the digits as `tdx` always printed them (no grouping).
pub fn count(n: impl Into<u64>) -> tdx_i18n::Arg {
    let n: u64 = n.into();
    if tdx_i18n::language() == tdx_i18n::Lang::En {
        tdx_i18n::Arg::from(n.to_string())
    } else {
        tdx_i18n::Arg::Number(n as f64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_line_breaks_and_the_own_colours_reach_the_terminal() {
        let painted = format!(
            "\x1b[1m{}\x1b[0m\n",
            "REF\x1b[2K\x1b[1A\r\x1b[8m\u{202e}x\u{200b}y"
        );
        assert_eq!(
            terminal_safe(&painted),
            "\x1b[1mREF␛[2K␛[1A␍␛[8m⟨U+202E⟩xy\x1b[0m\n"
        );
        assert_eq!(terminal_safe("\x1b"), "␛");
        assert_eq!(terminal_safe("a\tb\u{9b}c"), "a␉b⟨U+009B⟩c");
    }

    #[test]
    fn the_catalogue_s_isolates_pass_and_a_stray_or_unclosed_one_is_shown() {
        let sentence = "حفظ \u{2068}GCL-1\u{2069} في \u{2068}/tmp/x.pdf\u{2069}.";
        assert_eq!(terminal_safe(sentence), sentence);
        assert_eq!(
            terminal_safe("a\u{2068}b\nc\u{2069}d"),
            "a⟨U+2068⟩b\nc⟨U+2069⟩d",
            "a pair does not span two lines"
        );
        assert_eq!(
            terminal_safe("\u{2069}x\u{2068}\u{202e}y\u{2069}"),
            "⟨U+2069⟩x\u{2068}⟨U+202E⟩y\u{2069}",
            "an override inside a pair is still shown"
        );
    }

    #[test]
    fn a_cell_is_padded_to_the_columns_it_takes() {
        assert_eq!(pad("STATE", 8), "STATE   ");
        assert_eq!(pad("状态", 6), "状态  ");
        assert_eq!(pad("\u{2068}GCL\u{2069}", 5), "\u{2068}GCL\u{2069}  ");
        assert_eq!(pad("\x1b[1mAB\x1b[0m", 3), "\x1b[1mAB\x1b[0m ");
        assert_eq!(pad("toolong", 3), "toolong");
    }
}
