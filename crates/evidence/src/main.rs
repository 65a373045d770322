//! `tdx-evidence verify PACK.zip`: checks an evidence pack offline. Prints a line per journal
//! entry (and per damaged file), then `verified N of N entries` or `FAILED: …`; exits 0 only
//! when everything verified, 1 when something did not, 2 on wrong usage.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let path = match args.as_slice() {
        [cmd, path] if cmd == "verify" => path,
        _ => {
            eprintln!("usage: tdx-evidence verify PACK.zip");
            return ExitCode::from(2);
        }
    };
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) => {
            println!("FAILED: {path}: {e}");
            return ExitCode::from(1);
        }
    };
    let report = tdx_evidence::verify(&bytes);
    print!("{}", report.render());
    if report.ok() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
