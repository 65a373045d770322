//! The app's log: daily files in the app's log folder (Tauri's `app_log_dir`,
//! `~/.local/share/org.ebldesk.desktop/logs` on Linux; `EBL_DESK_LOG_DIR` overrides it), the last 7 kept, at the level of `EBL_DESK_LOG` (default `info`; any
//! `tracing` filter such as `warn,tdx_pdf=debug`). The crates' warnings (PDF worker restarts,
//! retries, refused signatures) land there. Secrets never do: tokens, keys, passwords and
//! signing payloads are not logged by any crate (`Sensitive` prints as `***`), and the e2e
//! suite greps every run's logs for the secrets it used.

use std::path::Path;

use tracing_appender::non_blocking::WorkerGuard;
use tracing_appender::rolling::{Builder, Rotation};
use tracing_subscriber::EnvFilter;

/// The environment variable that sets the log level (a `tracing` filter).
pub const ENV_LOG: &str = "EBL_DESK_LOG";
/// Daily files kept.
pub const KEPT_FILES: usize = 7;
/// File names: `ebl-desk.log.YYYY-MM-DD`.
pub const FILE_PREFIX: &str = "ebl-desk.log";

/// Starts logging into `dir`; keep the guard for the app's lifetime (it flushes on drop).
/// Without a usable folder the log goes to stderr.
pub fn start(dir: Option<&Path>) -> Option<WorkerGuard> {
    let filter = EnvFilter::try_from_env(ENV_LOG).unwrap_or_else(|_| EnvFilter::new("info"));
    let appender = dir.and_then(|dir| {
        std::fs::create_dir_all(dir).ok()?;
        Builder::new()
            .rotation(Rotation::DAILY)
            .filename_prefix(FILE_PREFIX)
            .max_log_files(KEPT_FILES)
            .build(dir)
            .ok()
    });
    match appender {
        Some(appender) => {
            let (writer, guard) = tracing_appender::non_blocking(appender);
            let _ = tracing_subscriber::fmt()
                .with_env_filter(filter)
                .with_writer(writer)
                .with_ansi(false)
                .try_init();
            Some(guard)
        }
        None => {
            let _ = tracing_subscriber::fmt()
                .with_env_filter(filter)
                .with_writer(std::io::stderr)
                .try_init();
            None
        }
    }
}
