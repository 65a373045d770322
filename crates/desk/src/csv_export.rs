//! CSV for spreadsheets (the contacts and Activity exports): quoted where RFC 4180 needs it,
//! never a cell a spreadsheet would run as a formula, and every cell made [`Inert`] (no
//! control, bidi or invisible character: a name the service wrote shows as it reads).

use std::borrow::Cow;

use crate::error::{Error, Result};
use crate::view::Inert;

/// CSV text: the `header` line (column names that need no quoting), then one line per record,
/// each ended by `terminator`. Fields are quoted where RFC 4180 needs it, and no cell is ever
/// read as a formula by a spreadsheet.
pub(crate) fn csv_text<R, F>(
    header: &str,
    records: impl IntoIterator<Item = R>,
    terminator: csv::Terminator,
) -> Result<String>
where
    R: IntoIterator<Item = F>,
    F: AsRef<str>,
{
    let failed = |e: &dyn std::fmt::Display| Error::Internal(format!("writing CSV: {e}"));
    let mut out = csv::WriterBuilder::new()
        .terminator(terminator)
        .from_writer(Vec::new());
    out.write_record(header.split(','))
        .map_err(|e| failed(&e))?;
    for record in records {
        let cells = record.into_iter().map(|c| defused(c.as_ref()).into_owned());
        out.write_record(cells).map_err(|e| failed(&e))?;
    }
    let bytes = out.into_inner().map_err(|e| failed(&e))?;
    String::from_utf8(bytes).map_err(|e| failed(&e))
}

/// The characters that make a spreadsheet read a cell as a formula when it starts with one
/// (OWASP's "CSV injection" rule): `=`, `+`, `-`, `@`, a tab and a carriage return.
pub const FORMULA_LEADS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// Whether a spreadsheet would read `text` as a formula (it starts with one of
/// [`FORMULA_LEADS`]). The one test for every CSV cell the app or `tdx` writes, and for a
/// reference `tdx` reads from a file (such a cell is never an eBL reference).
pub fn looks_like_formula(text: &str) -> bool {
    text.starts_with(FORMULA_LEADS)
}

/// `text` as a spreadsheet shows it as text: made [`Inert`] (a control, bidi or invisible
/// character shown or dropped), and a cell that [`looks_like_formula`] — before or after that —
/// gets a leading `'`, so it is never run.
pub fn defused(text: &str) -> Cow<'_, str> {
    // A line break inside a cell is kept (the writer quotes the cell, and a spreadsheet shows
    // it as one): each line is made inert on its own.
    let shown = text
        .split('\n')
        .map(|line| Inert::new(line).into_string())
        .collect::<Vec<_>>()
        .join("\n");
    let formula = looks_like_formula(text) || looks_like_formula(&shown);
    let cell: Cow<'_, str> = if shown == text {
        Cow::Borrowed(text)
    } else {
        Cow::Owned(shown)
    };
    if formula {
        Cow::Owned(format!("'{cell}"))
    } else {
        cell
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cell_shows_bidi_controls_and_drops_zero_width_characters() {
        let text = csv_text(
            "name,inbox",
            [["Evil\u{202e}gpj.exe Ltd\u{200b}", "=1+1"]],
            csv::Terminator::Any(b'\n'),
        )
        .unwrap();
        assert_eq!(text, "name,inbox\nEvil⟨U+202E⟩gpj.exe Ltd,'=1+1\n");
    }
}
