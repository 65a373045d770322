//! `make i18n-check`: the catalogue per language (missing, not in `en`, unused, parse errors,
//! unknown variables), from the workspace root (the first argument, else the current folder).
//! Exits 1 when anything is found.

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let root = std::env::args_os()
        .nth(1)
        .map_or_else(|| PathBuf::from("."), PathBuf::from);
    let report = tdx_i18n::check::check(&root);
    print!("{report}");
    if report.is_clean() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
