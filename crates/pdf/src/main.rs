//! `tdx-pdf`: PDF facts, page images and page text from the command line, through the same
//! crash-isolated worker the app uses.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, Subcommand, ValueEnum};
use tdx_pdf::{ImageFormat, PdfConfig, PdfError, PdfService, WorkerCommand};

#[derive(Parser)]
#[command(
    name = "tdx-pdf",
    version,
    about = "Render PDFs with PDFium in a crash-isolated worker"
)]
struct Cli {
    /// Longest any one step may take, in seconds.
    #[arg(long, global = true, default_value_t = 30)]
    timeout: u64,
    #[command(subcommand)]
    command: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Print page count and page sizes (points) as JSON.
    Info { file: PathBuf },
    /// Render one page to an image file.
    Render {
        file: PathBuf,
        /// Page number, starting at 1.
        #[arg(long, default_value_t = 1)]
        page: u32,
        /// Width of the image in pixels.
        #[arg(long, default_value_t = 1200)]
        width: u32,
        /// Output file.
        #[arg(long)]
        out: PathBuf,
        /// Image format (default: from the output file's extension, else PNG).
        #[arg(long)]
        format: Option<Format>,
    },
    /// Print every page's text as JSON: `[{"page":1,"text":"...","truncated":false},...]`
    /// (`"text":null` for a page without a text layer).
    Text { file: PathBuf },
    /// Serve the worker protocol on stdin/stdout (used internally).
    Worker,
}

#[derive(Clone, Copy, ValueEnum)]
enum Format {
    Png,
    Jpeg,
    Webp,
    Rgba,
}

fn main() -> ExitCode {
    let worker_code = match std::env::args_os().nth(1) {
        Some(a) if a == "worker" || a == tdx_pdf::worker::WORKER_ARG => {
            Some(tdx_pdf::worker::run_stdio())
        }
        _ => None,
    };
    if let Some(code) = worker_code {
        return ExitCode::from(u8::try_from(code).unwrap_or(1));
    }
    let cli = Cli::parse();
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => {
            eprintln!("tdx-pdf: error [pdf.io]: {e}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(run(cli)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let msg = e.to_string().replace('\n', " ");
            eprintln!("tdx-pdf: error [{}]: {msg}", e.code());
            ExitCode::FAILURE
        }
    }
}

async fn run(cli: Cli) -> Result<(), PdfError> {
    let exe = std::env::current_exe()
        .map_err(|e| PdfError::WorkerSpawn(format!("current executable: {e}")))?;
    let mut config = PdfConfig::new(WorkerCommand::new(exe, ["worker"]));
    config.timeout = Duration::from_secs(cli.timeout.max(1));
    let pdf = PdfService::new(config);
    let result = match cli.command {
        Cmd::Worker => Ok(()),
        Cmd::Info { file } => {
            let info = pdf.open_path(&file).await?;
            let json = serde_json::json!({
                "pageCount": info.page_count,
                "pages": info.pages.iter().map(|p| serde_json::json!({
                    "widthPt": p.width_pt,
                    "heightPt": p.height_pt,
                })).collect::<Vec<_>>(),
            });
            println!("{json}");
            Ok(())
        }
        Cmd::Text { file } => {
            let pages = pdf.texts_of_path(&file).await?;
            let json = serde_json::to_string(&pages)
                .map_err(|e| PdfError::Protocol(format!("JSON: {e}")))?;
            println!("{json}");
            Ok(())
        }
        Cmd::Render {
            file,
            page,
            width,
            out,
            format,
        } => {
            if page == 0 {
                return Err(PdfError::InvalidArgument(
                    "pages are numbered from 1".into(),
                ));
            }
            let format = image_format(format, &out);
            let info = pdf.open_path(&file).await?;
            let img = pdf.render(info.id, page - 1, width, format).await?;
            std::fs::write(&out, img.data.as_slice())
                .map_err(|e| PdfError::Io(format!("{}: {e}", out.display())))?;
            Ok(())
        }
    };
    pdf.shutdown().await;
    result
}

fn image_format(explicit: Option<Format>, out: &std::path::Path) -> ImageFormat {
    let ext = out
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    let f = explicit.unwrap_or(match ext.as_deref() {
        Some("jpg" | "jpeg") => Format::Jpeg,
        Some("webp") => Format::Webp,
        Some("rgba" | "raw") => Format::Rgba,
        _ => Format::Png,
    });
    match f {
        Format::Png => ImageFormat::Png,
        Format::Jpeg => ImageFormat::Jpeg { quality: 85 },
        Format::Webp => ImageFormat::WebP,
        Format::Rgba => ImageFormat::Rgba,
    }
}
