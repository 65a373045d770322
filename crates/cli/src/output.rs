//! How `tdx` prints: data on stdout (plain words, or JSON with `--json`: the desk's view types
//! serialized as the app receives them), messages on stderr; colour only on a terminal and
//! never with `NO_COLOR` set.
//!
//! Everything `tdx` prints goes through [`write_to`]: the crate's `println!`, `print!`,
//! `eprintln!` and `eprint!` are its own (main.rs), so no line can reach the terminal with a
//! control character the service wrote (an escape sequence that erases the lines above a
//! question, a carriage return over a line), a bidi control or an invisible character. Text
//! from the service is an [`tdx_text::Inert`] already; this is the same rule once more for the
//! whole output, which keeps only the line breaks and the colours `tdx` paints itself.

use std::io::IsTerminal;

use serde::Serialize;

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
        let text = serde_json::to_string_pretty(value)
            .map_err(|e| Failure::new(Exit::Failed, format!("The answer cannot be shown: {e}")))?;
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

/// `text` as `tdx` lets it reach a terminal: line breaks and its own colours kept, every other
/// control character, bidi control and invisible character as [`tdx_text::Inert`] shows it.
pub fn terminal_safe(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if c == '\x1b'
            && let Some(own) = OWN_SGR.iter().find(|sgr| rest.starts_with(**sgr))
        {
            out.push_str(own);
            rest = &rest[own.len()..];
            continue;
        }
        if c == '\n' {
            out.push(c);
        } else {
            tdx_text::push_shown(&mut out, c);
        }
        rest = &rest[c.len_utf8()..];
    }
    out
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
}
