//! The worker process: owns PDFium on one thread and answers framed requests on
//! stdin/stdout until stdin closes.
//!
//! Any binary can be the worker. The app does, early in `main`:
//!
//! ```no_run
//! if let Some(code) = tdx_pdf::worker::run_if_requested() {
//!     std::process::exit(code);
//! }
//! ```

use std::io::{self, BufWriter};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;
use std::time::Duration;

use crate::engine::{self, Engine};
use crate::error::PdfError;
use crate::library::ENV_RESOURCE_DIR;
use crate::protocol::{FrameReader, MAX_FRAME, Request, Response, write_frame};

/// The argument that turns a binary into the PDF worker (`ebl-desk --pdf-worker`).
pub const WORKER_ARG: &str = "--pdf-worker";
/// Set to `1` in the worker's environment to honour the test hooks (sleep, crash).
pub const ENV_TEST_HOOKS: &str = "TDX_PDF_WORKER_TEST_HOOKS";
/// Test hook (with [`ENV_TEST_HOOKS`]): `sleep:N` or `crash:N` makes the worker hang (60 s) or
/// abort when asked for the text of a document of N pages, as a hostile page might.
pub const ENV_TEST_TEXT_HOOK: &str = "TDX_PDF_WORKER_TEST_TEXT_HOOK";
/// Test hook (with [`ENV_TEST_HOOKS`]): `garbage:P` makes the worker answer a render of page P
/// (0-based) with bytes that are not the image it claims, as a worker a PDF took over might.
pub const ENV_TEST_IMAGE_HOOK: &str = "TDX_PDF_WORKER_TEST_IMAGE_HOOK";
/// Memory (data segment, in MiB) the worker may use; a PDF that wants more fails.
pub const ENV_MEMORY_MB: &str = "TDX_PDF_WORKER_MEMORY_MB";

/// Runs the worker when the first argument is [`WORKER_ARG`]; returns its exit code.
pub fn run_if_requested() -> Option<i32> {
    let first = std::env::args_os().nth(1)?;
    (first == WORKER_ARG).then(run_stdio)
}

/// Serves requests on stdin/stdout until stdin closes. Returns the process exit code:
/// 0 on a clean end, 2 when the stream itself is broken.
pub fn run_stdio() -> i32 {
    let stdin = io::stdin();
    let mut input = FrameReader::new(stdin.lock());
    let Ok(protocol_out) = private_stdout() else {
        return 2;
    };
    let mut output = BufWriter::with_capacity(1 << 16, protocol_out);
    if let Some(mb) = std::env::var(ENV_MEMORY_MB)
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
        .filter(|mb| *mb > 0)
    {
        limit_memory(mb);
    }
    let hooks = std::env::var(ENV_TEST_HOOKS).is_ok_and(|v| v == "1");
    let text_hook = hooks
        .then(|| std::env::var(ENV_TEST_TEXT_HOOK).ok())
        .flatten()
        .and_then(|v| {
            let (action, pages) = v.split_once(':')?;
            Some((action.to_owned(), pages.parse::<u32>().ok()?))
        });
    let garbage_page = hooks
        .then(|| std::env::var(ENV_TEST_IMAGE_HOOK).ok())
        .flatten()
        .and_then(|v| v.strip_prefix("garbage:")?.parse::<u32>().ok());
    let resource_dir = std::env::var_os(ENV_RESOURCE_DIR).map(PathBuf::from);
    let mut engine = Engine::load(resource_dir.as_deref());
    // PDFium is loaded: from here on the worker reads no file but system fonts and makes no
    // socket. A worker without the whole jail says so (once per start) and goes on; the
    // parent learns what holds from its `Pong`.
    let jail = crate::jail::enter();
    if !jail.complete() {
        eprintln!("tdx-pdf worker: {}", jail.detail);
    }

    loop {
        let frame = match input.read_frame() {
            Ok(Some(f)) => f,
            Ok(None) => return 0,
            Err(_) => return 2,
        };
        let request = Request::decode(&frame);
        let rendering = match &request {
            Ok(Request::Render { page, .. }) => Some(*page),
            _ => None,
        };
        if let (Some((action, pages)), Ok(Request::Texts { doc, .. }), Ok(engine)) =
            (&text_hook, &request, &engine)
            && engine.page_count(*doc) == Some(*pages)
        {
            match action.as_str() {
                "crash" => std::process::abort(),
                "sleep" => std::thread::sleep(Duration::from_secs(60)),
                _ => {}
            }
        }
        let response = match request {
            Err(e) => engine::error_response(&PdfError::Protocol(e.0)),
            Ok(Request::TestSleep { ms }) if hooks => {
                std::thread::sleep(Duration::from_millis(u64::from(ms)));
                Response::Closed
            }
            Ok(Request::TestCrash) if hooks => std::process::abort(),
            Ok(Request::TestPrint) if hooks => {
                println!("a stray line on stdout");
                Response::Closed
            }
            #[cfg(feature = "test-probes")]
            Ok(Request::TestConnect { unix, tcp_port }) if hooks => {
                probes::connect(&unix, tcp_port)
            }
            #[cfg(feature = "test-probes")]
            Ok(Request::TestSyscalls) if hooks => probes::syscalls(),
            Ok(req) => match &mut engine {
                Err(e) => engine::error_response(e),
                Ok(engine) => {
                    catch_unwind(AssertUnwindSafe(|| engine.handle(req))).unwrap_or_else(|_| {
                        engine::error_response(&PdfError::Render(
                            "internal error while handling the request".into(),
                        ))
                    })
                }
            },
        };
        drop(frame);
        let response = match (response, garbage_page) {
            (Response::Image(mut img), Some(page)) if rendering == Some(page) => {
                // A PNG signature, then a header claiming a huge image, then noise.
                img.data = b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR\x7f\xff\xff\xff\x7f\xff\xff\xff\x08\x06\0\0\0garbage"
                    .to_vec();
                Response::Image(img)
            }
            (response, _) => response,
        };
        let mut payload = response.encode();
        if payload.len() > MAX_FRAME {
            // Cannot happen for answers the engine checked; never break the stream for it.
            payload = engine::error_response(&PdfError::TooLarge(format!(
                "an answer of {} bytes",
                payload.len()
            )))
            .encode();
        }
        drop(response);
        if write_frame(&mut output, &payload).is_err() {
            return 2;
        }
    }
}

/// What a PDF that took over the renderer would try first: reach the session bus's socket
/// or the network. Only in test builds (feature `test-probes`).
#[cfg(feature = "test-probes")]
mod probes {
    use std::path::Path;

    use crate::protocol::{Probe, Response};

    fn outcome<T>(r: std::io::Result<T>) -> Probe {
        match r {
            Ok(_) => Probe {
                connected: true,
                error: String::new(),
            },
            Err(e) => Probe {
                connected: false,
                error: e.to_string(),
            },
        }
    }

    pub(super) fn connect(unix: &Path, tcp_port: u16) -> Response {
        #[cfg(unix)]
        let unix = outcome(std::os::unix::net::UnixStream::connect(unix));
        #[cfg(not(unix))]
        let unix = outcome::<()>(Err(std::io::ErrorKind::Unsupported.into()));
        let tcp = outcome(std::net::TcpStream::connect((
            std::net::Ipv4Addr::LOCALHOST,
            tcp_port,
        )));
        Response::Connected { unix, tcp }
    }

    /// Calls a worker that a PDF took over might make, none in the seccomp allow-list.
    pub(super) fn syscalls() -> Response {
        fn errno<T>(r: std::io::Result<T>) -> i32 {
            match r {
                Ok(_) => 0,
                Err(e) => e.raw_os_error().unwrap_or(-1),
            }
        }
        let mut calls = Vec::new();
        #[cfg(unix)]
        calls.push((
            "socket".to_owned(),
            errno(std::os::unix::net::UnixDatagram::unbound()),
        ));
        calls.push((
            "open a new file".to_owned(),
            errno(std::fs::File::create(
                std::env::temp_dir().join(format!("tdx-pdf-probe-{}", std::process::id())),
            )),
        ));
        calls.push((
            "start a program".to_owned(),
            errno(
                // Its standard streams inherited: opening /dev/null would fail first.
                std::process::Command::new("/bin/true").env_clear().status(),
            ),
        ));
        calls.push((
            "working directory".to_owned(),
            errno(std::env::current_dir()),
        ));
        // What a thread a linked library started just before the filter does when it first
        // runs: it registers its restartable sequences and robust futex list, for itself only.
        // On the list: these null arguments fail with EINVAL or EBUSY, never EPERM.
        #[cfg(target_os = "linux")]
        for (name, nr, args) in [
            ("thread start: rseq", libc::SYS_rseq, [0usize, 0, 0, 0]),
            (
                "thread start: set_robust_list",
                libc::SYS_set_robust_list,
                [0, 0, 0, 0],
            ),
        ] {
            calls.push((name.to_owned(), raw_call(nr, args)));
        }
        Response::Syscalls(calls)
    }

    /// A raw system call of the probe; its errno (0 when it succeeded).
    #[cfg(target_os = "linux")]
    #[allow(unsafe_code)]
    fn raw_call(nr: libc::c_long, args: [usize; 4]) -> i32 {
        // SAFETY: the probe passes null pointers and zero lengths only, which the kernel
        // refuses before reading any memory; nothing of this process changes.
        let r = unsafe { libc::syscall(nr, args[0], args[1], args[2], args[3]) };
        if r == -1 {
            std::io::Error::last_os_error().raw_os_error().unwrap_or(-1)
        } else {
            0
        }
    }
}

/// Keeps the protocol stream for ourselves and points fd 1 at stderr, so that anything
/// else printing to stdout (PDFium, the host app's logging) cannot corrupt the frames.
#[cfg(unix)]
fn private_stdout() -> io::Result<std::fs::File> {
    use std::io::Write;
    use std::os::fd::AsFd;
    io::stdout().flush()?;
    let protocol = io::stdout().as_fd().try_clone_to_owned()?;
    rustix::stdio::dup2_stdout(io::stderr().as_fd())?;
    Ok(std::fs::File::from(protocol))
}

#[cfg(not(unix))]
fn private_stdout() -> io::Result<io::Stdout> {
    Ok(io::stdout())
}

/// Caps the worker's data segment (heap and anonymous mappings) so that a PDF built to
/// exhaust memory kills the worker, not the machine's other processes.
#[cfg(unix)]
fn limit_memory(mb: u64) {
    use rustix::process::{Resource, Rlimit, getrlimit, setrlimit};
    let bytes = mb.saturating_mul(1024 * 1024);
    let hard = getrlimit(Resource::Data).maximum;
    let current = Some(hard.map_or(bytes, |h| h.min(bytes)));
    // Best effort: without the limit the worker still works, it is just less contained.
    let _ = setrlimit(
        Resource::Data,
        Rlimit {
            current,
            maximum: hard,
        },
    );
}

#[cfg(not(unix))]
fn limit_memory(_mb: u64) {}
