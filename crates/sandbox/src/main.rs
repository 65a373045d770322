//! `tdx-sandbox --listen 127.0.0.1:0 [--ebls N] [--token-ttl SECONDS] [--db PATH]`
//!
//! Prints `tdx-sandbox listening on http://…` and then `tdx-sandbox admin token <token>` (the
//! `X-Sandbox-Admin` token of the `/_sandbox/` endpoints: `$TDX_SANDBOX_ADMIN_TOKEN` when set,
//! else random per run).
//!
//! `tdx-sandbox demo-documents --ebl <reference-or-id> --out <dir> [--ebls N] [--db PATH]
//! [--mistake container-digit] [--mistake weight=1.1] [--mistake other-bl-number]` writes
//! `invoice-<reference>.pdf` and `packing-list-<reference>.pdf` for an eBL of the world the
//! server would serve with the same `--ebls` (or `--db`), and prints their paths.

use std::io::Write;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, Subcommand};
use tdx_sandbox::demo_documents::{self, DemoDocumentKind, DemoMistakes};

/// An emulator of the Trade Document Exchange Service interface.
#[derive(Debug, Parser)]
#[command(name = "tdx-sandbox", version)]
struct Args {
    #[command(subcommand)]
    command: Option<Command>,
    /// Address to listen on (loopback by default; port 0 picks a free port).
    #[arg(long, default_value = "127.0.0.1:0")]
    listen: SocketAddr,
    /// Extra generated eBLs held by the consignee company.
    #[arg(long, default_value_t = 0)]
    ebls: usize,
    /// Access token lifetime in seconds.
    #[arg(long = "token-ttl", default_value_t = 600, value_parser = clap::value_parser!(u64).range(1..))]
    token_ttl: u64,
    /// SQLite file keeping the world across restarts.
    #[arg(long)]
    db: Option<PathBuf>,
    /// Largest envelope-creation body, in MiB.
    #[arg(long = "max-upload-mib", default_value_t = 4096, value_parser = clap::value_parser!(u64).range(1..))]
    max_upload_mib: u64,
    /// Largest uploaded document, in MiB.
    #[arg(long = "max-file-mib", default_value_t = 2048, value_parser = clap::value_parser!(u64).range(1..))]
    max_file_mib: u64,
    /// Most text fields in one multipart form.
    #[arg(long = "max-form-fields", default_value_t = 32)]
    max_form_fields: usize,
    /// How long signing data waits for its signature, in seconds.
    #[arg(long = "signing-ttl", default_value_t = 900, value_parser = clap::value_parser!(u64).range(1..))]
    signing_ttl: u64,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Writes a demo commercial invoice and packing list matching an eBL (or with mistakes).
    DemoDocuments(DemoArgs),
}

#[derive(Debug, clap::Args)]
struct DemoArgs {
    /// The eBL: its id or its reference (e.g. GCLU26041001).
    #[arg(long)]
    ebl: String,
    /// The folder to write `invoice-<reference>.pdf` and `packing-list-<reference>.pdf` to
    /// (created when missing).
    #[arg(long)]
    out: PathBuf,
    /// A mistake to put in: `container-digit` (first container one digit off, check digit
    /// stale; both documents), `weight=<factor>` (packing list gross weights times factor),
    /// `amount=<factor>` (invoice prices times factor), `other-bl-number` (both documents).
    /// Repeatable.
    #[arg(long = "mistake", value_name = "MISTAKE")]
    mistakes: Vec<String>,
    /// Extra generated eBLs in the world, as the server's `--ebls`.
    #[arg(long, default_value_t = 0)]
    ebls: usize,
    /// Read the world from this sandbox database (the server's `--db`) instead of building it.
    #[arg(long)]
    db: Option<PathBuf>,
}

/// `tdx-sandbox demo-documents`: writes both documents and prints their paths.
fn demo_documents_command(args: DemoArgs) -> Result<Vec<PathBuf>, String> {
    let mut mistakes = DemoMistakes::default();
    for item in &args.mistakes {
        mistakes.add(item)?;
    }
    let data = match &args.db {
        Some(path) => tdx_sandbox::persist::load(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?
            .ok_or_else(|| format!("{} holds no sandbox world", path.display()))?,
        None => tdx_sandbox::Data::demo(args.ebls),
    };
    let ebl = demo_documents::find(&data, &args.ebl)
        .ok_or_else(|| format!("no eBL {:?} in the world", args.ebl))?;
    std::fs::create_dir_all(&args.out)
        .map_err(|e| format!("cannot create {}: {e}", args.out.display()))?;
    let names = tdx_sandbox::ebl_json::party_names(&data, ebl);
    let mut written = Vec::new();
    for kind in DemoDocumentKind::ALL {
        let path = args.out.join(kind.file_name(&ebl.reference));
        let pdf = demo_documents::write(ebl, &names, kind, &mistakes);
        std::fs::write(&path, pdf).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        written.push(path);
    }
    Ok(written)
}

/// The environment variable that fixes the admin token.
const ENV_ADMIN_TOKEN: &str = "TDX_SANDBOX_ADMIN_TOKEN";

#[tokio::main]
async fn main() -> ExitCode {
    let args = Args::parse();
    if let Some(Command::DemoDocuments(demo)) = args.command {
        return match demo_documents_command(demo) {
            Ok(paths) => {
                let mut stdout = std::io::stdout();
                for path in paths {
                    let _ = writeln!(stdout, "{}", path.display());
                }
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("tdx-sandbox demo-documents: {e}");
                ExitCode::FAILURE
            }
        };
    }
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn")),
        )
        .with_writer(std::io::stderr)
        .init();
    let config = tdx_sandbox::Config {
        listen: args.listen,
        ebls: args.ebls,
        token_ttl: Duration::from_secs(args.token_ttl),
        db: args.db,
        admin_token: std::env::var(ENV_ADMIN_TOKEN)
            .ok()
            .filter(|t| !t.trim().is_empty()),
        limits: tdx_sandbox::Limits {
            upload_bytes: args.max_upload_mib.saturating_mul(1 << 20),
            file_bytes: args.max_file_mib.saturating_mul(1 << 20),
            form_fields: args.max_form_fields,
        },
        signing_ttl: Duration::from_secs(args.signing_ttl),
        clock: tdx_sandbox::Clock::system(),
    };
    let running = match tdx_sandbox::spawn(config).await {
        Ok(running) => running,
        Err(e) => {
            eprintln!("tdx-sandbox: {e} ({})", e.code());
            return ExitCode::FAILURE;
        }
    };
    let mut stdout = std::io::stdout();
    let _ = writeln!(stdout, "tdx-sandbox listening on {}", running.base_url());
    let _ = writeln!(stdout, "tdx-sandbox admin token {}", running.admin_token());
    let _ = stdout.flush();
    wait_for_signal().await;
    running.shutdown().await;
    ExitCode::SUCCESS
}

async fn wait_for_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}
