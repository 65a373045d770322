//! `tdx`: eBL Desk on the command line. A thin layer over tdx-desk's use cases, on the app's
//! own data folder, so the app and `tdx` share profiles, the local store, the keyring entries
//! (sessions, keys) and the journal, and every action goes through the same review and signing
//! guard. See crates/cli/README.md and `tdx --help`.

// `tdx`'s own print macros, before the modules so that they are the ones every module uses:
// everything printed goes through `output::write_to`, which lets no control character the
// service wrote reach the terminal.
macro_rules! println {
    () => { $crate::output::write_to($crate::output::Stream::Stdout, ::std::format_args!(""), true) };
    ($($arg:tt)*) => { $crate::output::write_to($crate::output::Stream::Stdout, ::std::format_args!($($arg)*), true) };
}
macro_rules! print {
    ($($arg:tt)*) => { $crate::output::write_to($crate::output::Stream::Stdout, ::std::format_args!($($arg)*), false) };
}
macro_rules! eprintln {
    () => { $crate::output::write_to($crate::output::Stream::Stderr, ::std::format_args!(""), true) };
    ($($arg:tt)*) => { $crate::output::write_to($crate::output::Stream::Stderr, ::std::format_args!($($arg)*), true) };
}
macro_rules! eprint {
    ($($arg:tt)*) => { $crate::output::write_to($crate::output::Stream::Stderr, ::std::format_args!($($arg)*), false) };
}

mod args;
mod commands;
mod exit;
mod opener;
mod output;
mod words;

use std::process::ExitCode;

use clap::Parser;

use crate::args::Cli;
use crate::exit::{Exit, Failure};

fn main() -> ExitCode {
    // `tdx --pdf-worker`: this same binary is the crash-isolated PDF worker `tdx envelope check`
    // reads the documents' text with.
    if let Some(code) = tdx_pdf::worker::run_if_requested() {
        std::process::exit(code);
    }
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            // --help and --version print and succeed; anything else is a usage error (2).
            let code = if e.use_stderr() {
                Exit::Usage
            } else {
                Exit::Done
            };
            let _ = e.print();
            return ExitCode::from(code as u8);
        }
    };
    // Before anything is said: every message from here on is in this language.
    tdx_i18n::set_language(cli.language());
    init_logging();
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            output::print_failure(&Failure::new(
                Exit::Failed,
                tdx_i18n::tr!("tdx-could-not-start", error = e.to_string()),
            ));
            return ExitCode::from(Exit::Failed as u8);
        }
    };
    let result = runtime.block_on(commands::run(cli));
    // Background work (a login listener, a request still in flight) does not hold the exit.
    runtime.shutdown_timeout(std::time::Duration::from_millis(200));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            output::print_failure(&failure);
            ExitCode::from(failure.exit as u8)
        }
    }
}

/// Logs go to stderr only when asked for: `TDX_LOG=debug` (an env-filter directive).
fn init_logging() {
    let Ok(filter) = std::env::var("TDX_LOG") else {
        return;
    };
    let filter = tracing_subscriber::EnvFilter::try_new(filter)
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
}
