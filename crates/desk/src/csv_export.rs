//! CSV for spreadsheets (the contacts and Activity exports): quoted where RFC 4180 needs it,
//! and never a cell a spreadsheet would run as a formula.

use std::borrow::Cow;

use crate::error::{Error, Result};

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

/// `text` as a spreadsheet shows it as text: a cell that [`looks_like_formula`] gets a leading
/// `'`, so it is never run.
pub fn defused(text: &str) -> Cow<'_, str> {
    if looks_like_formula(text) {
        Cow::Owned(format!("'{text}"))
    } else {
        Cow::Borrowed(text)
    }
}
