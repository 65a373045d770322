//! How `tdx` prints: data on stdout (plain words, or JSON with `--json`: the desk's view types
//! serialized as the app receives them), messages on stderr; colour only on a terminal and
//! never with `NO_COLOR` set.

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
