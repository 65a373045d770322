//! The parent side: `PdfService` talks to the worker process, restarts it when it dies
//! or hangs, reopens documents on the fresh worker, and caches rendered pages.

use std::collections::HashMap;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex as SyncMutex};
use std::time::Duration;

use bytes::Bytes;
use futures::{SinkExt, StreamExt};
use tokio::process::{Child, ChildStdin, ChildStdout, Command};
use tokio::sync::Mutex;
use tokio_util::codec::{FramedRead, FramedWrite, LengthDelimitedCodec};

use crate::cache::{ByteLru, Weighed};
use crate::error::PdfError;
use crate::jail::JailStatus;
use crate::library::{ENV_PDFIUM_PATH, ENV_RESOURCE_DIR};
use crate::protocol::{
    Image, ImageFormat, MAX_PDF_BYTES, MAX_TEXT_PAGES, PageSize, PageText, Request, Response,
    Source, codec,
};
use crate::worker::{ENV_MEMORY_MB, WORKER_ARG};

/// The format pages are rendered in unless the caller asks otherwise (see BENCHMARKS.md
/// in this crate: fastest from render to pixels in a web view).
pub const DEFAULT_FORMAT: ImageFormat = ImageFormat::Png;
/// Longest one worker request may take before the worker is treated as hung: killed,
/// restarted, and the page shows that it could not be drawn in time.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(8);
/// Default width of thumbnails in device pixels.
pub const DEFAULT_THUMBNAIL_WIDTH: u32 = 160;
/// Most text [`PdfService::page_texts`] gathers for one document (64 MiB of UTF-8); a document
/// with more is refused as `pdf.too_large` rather than held in the app's memory. A few
/// thousand dense pages fit.
pub const MAX_DOCUMENT_TEXT_BYTES: usize = 64 * 1024 * 1024;

/// How to start the worker process.
#[derive(Debug, Clone)]
pub struct WorkerCommand {
    pub program: PathBuf,
    pub args: Vec<OsString>,
    /// Extra environment for the worker.
    pub env: Vec<(OsString, OsString)>,
}

impl WorkerCommand {
    pub fn new(
        program: impl Into<PathBuf>,
        args: impl IntoIterator<Item = impl Into<OsString>>,
    ) -> Self {
        WorkerCommand {
            program: program.into(),
            args: args.into_iter().map(Into::into).collect(),
            env: Vec::new(),
        }
    }

    /// The running executable started with `--pdf-worker` (see [`crate::worker::run_if_requested`]).
    pub fn current_exe() -> Result<Self, PdfError> {
        let exe = std::env::current_exe()
            .map_err(|e| PdfError::WorkerSpawn(format!("current executable: {e}")))?;
        Ok(WorkerCommand::new(exe, [WORKER_ARG]))
    }

    /// Adds an environment variable for the worker.
    pub fn with_env(mut self, key: impl Into<OsString>, value: impl Into<OsString>) -> Self {
        self.env.push((key.into(), value.into()));
        self
    }
}

/// Settings of a [`PdfService`].
#[derive(Debug, Clone)]
pub struct PdfConfig {
    pub worker: WorkerCommand,
    /// Longest a single request may take before the worker is killed and restarted.
    pub timeout: Duration,
    /// Budget of the rendered-page cache, in bytes of encoded images.
    pub cache_bytes: usize,
    /// The app's resource directory, searched for `libpdfium.so`.
    pub resource_dir: Option<PathBuf>,
    /// Memory the worker may use (MiB, data segment); `None` for no limit.
    pub memory_limit_mb: Option<u64>,
}

impl PdfConfig {
    pub fn new(worker: WorkerCommand) -> Self {
        PdfConfig {
            worker,
            // A page renders in about 11 ms (BENCHMARKS.md); a whole `tdx-pdf render` of the
            // slowest fixture at 1200 px, process start included, takes 0.14 s in a debug build.
            // 8 s is a wide margin, and a hung render is killed and restarted long before the
            // user gives up on the page.
            timeout: DEFAULT_TIMEOUT,
            cache_bytes: 128 * 1024 * 1024,
            resource_dir: None,
            memory_limit_mb: Some(4096),
        }
    }
}

/// An open document, valid for the lifetime of the [`PdfService`] (across worker restarts).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(transparent)]
pub struct DocumentId(pub u64);

/// What opening a document tells.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DocumentInfo {
    pub id: DocumentId,
    pub page_count: u32,
    /// Page sizes in points (1/72 inch), rotation applied; `pages[0]` is page 1.
    pub pages: Vec<PageSize>,
}

/// One rendered page.
#[derive(Debug, Clone, PartialEq)]
pub struct RenderedPage {
    /// 0-based page index.
    pub page: u32,
    pub width: u32,
    pub height: u32,
    pub format: ImageFormat,
    pub data: Arc<Vec<u8>>,
}

impl Weighed for RenderedPage {
    fn weight(&self) -> usize {
        self.data.len()
    }
}

type CacheKey = (DocumentId, u32, u32, ImageFormat);

/// Renders PDFs through a crash-isolated worker process. Cheap to clone; requests are
/// serialized to the one worker.
#[derive(Clone)]
pub struct PdfService {
    inner: Arc<Inner>,
}

struct Inner {
    config: PdfConfig,
    state: Mutex<State>,
    cache: SyncMutex<ByteLru<CacheKey, RenderedPage>>,
    next_id: AtomicU64,
    restarts: AtomicU64,
    pid: AtomicU64,
}

struct State {
    worker: Option<Worker>,
    generation: u64,
    docs: HashMap<DocumentId, Doc>,
}

struct Worker {
    child: Child,
    stdin: FramedWrite<ChildStdin, LengthDelimitedCodec>,
    stdout: FramedRead<ChildStdout, LengthDelimitedCodec>,
    /// Set while a request is on the wire: if a caller is cancelled mid-request the stream
    /// is out of step, and the next caller restarts the worker.
    in_flight: bool,
}

struct Doc {
    source: Arc<Source>,
    /// (worker generation, handle in that worker)
    remote: Option<(u64, u32)>,
    crashed: bool,
    page_count: u32,
}

impl PdfService {
    /// A service; the worker starts on the first request.
    pub fn new(config: PdfConfig) -> Self {
        let cache = ByteLru::new(config.cache_bytes);
        PdfService {
            inner: Arc::new(Inner {
                config,
                state: Mutex::new(State {
                    worker: None,
                    generation: 0,
                    docs: HashMap::new(),
                }),
                cache: SyncMutex::new(cache),
                next_id: AtomicU64::new(1),
                restarts: AtomicU64::new(0),
                pid: AtomicU64::new(0),
            }),
        }
    }

    /// A service whose worker is this executable started with `--pdf-worker`.
    pub fn with_current_exe() -> Result<Self, PdfError> {
        Ok(Self::new(PdfConfig::new(WorkerCommand::current_exe()?)))
    }

    /// Opens a PDF held in memory.
    pub async fn open_bytes(&self, bytes: Vec<u8>) -> Result<DocumentInfo, PdfError> {
        if bytes.len() > MAX_PDF_BYTES {
            return Err(PdfError::TooLarge(format!(
                "{} bytes (at most {MAX_PDF_BYTES})",
                bytes.len()
            )));
        }
        self.open(Source::Bytes(bytes)).await
    }

    /// Opens a PDF file. The app reads it and hands the worker its bytes (the jailed worker
    /// cannot open files); after a worker restart the file is read again.
    pub async fn open_path(&self, path: impl AsRef<Path>) -> Result<DocumentInfo, PdfError> {
        let path = path.as_ref();
        let path = std::path::absolute(path)
            .map_err(|e| PdfError::Io(format!("{}: {e}", path.display())))?;
        self.open(Source::Path(path)).await
    }

    async fn open(&self, source: Source) -> Result<DocumentInfo, PdfError> {
        let source = Arc::new(source);
        let mut st = self.inner.state.lock().await;
        let (handle, pages) = self.remote_open(&mut st, &source).await?;
        let id = DocumentId(self.inner.next_id.fetch_add(1, Ordering::Relaxed));
        let page_count = u32::try_from(pages.len()).unwrap_or(u32::MAX);
        let generation = st.generation;
        st.docs.insert(
            id,
            Doc {
                source,
                remote: Some((generation, handle)),
                crashed: false,
                page_count,
            },
        );
        Ok(DocumentInfo {
            id,
            page_count,
            pages,
        })
    }

    /// Renders page `page` (0-based) `width` device pixels wide, from the cache when it can.
    pub async fn render(
        &self,
        doc: DocumentId,
        page: u32,
        width: u32,
        format: ImageFormat,
    ) -> Result<RenderedPage, PdfError> {
        let key = (doc, page, width, format);
        if let Some(hit) = self.cache_get(&key) {
            return Ok(hit);
        }
        let wire = crate::checked::wire_format(format, width, 1);
        let mut st = self.inner.state.lock().await;
        let resp = self
            .doc_call(&mut st, doc, |handle| Request::Render {
                doc: handle,
                page,
                width,
                format: wire,
            })
            .await?;
        let generation = st.generation;
        drop(st);
        match resp {
            Response::Image(img) => {
                let img = self.checked(generation, img, wire, format, width).await?;
                let r = rendered(page, img);
                self.cache_put(key, r.clone());
                Ok(r)
            }
            other => Err(unexpected(&other)),
        }
    }

    /// The worker's image (asked for as `wire`), checked and encoded as `format` here
    /// ([`crate::checked::checked_image`]), off the async threads; a malformed one restarts the
    /// worker that sent it (generation `generation`), which a PDF may have taken over, and is
    /// `pdf.bad_image`.
    async fn checked(
        &self,
        generation: u64,
        img: Image,
        wire: ImageFormat,
        format: ImageFormat,
        width: u32,
    ) -> Result<Image, PdfError> {
        let checked = tokio::task::spawn_blocking(move || {
            crate::checked::checked_image(img, wire, format, width)
        })
        .await
        .unwrap_or_else(|e| {
            Err(PdfError::Encode(format!(
                "the page's encoding stopped: {e}"
            )))
        });
        match checked {
            Ok(img) => Ok(img),
            Err(e) => {
                tracing::warn!("{e}; restarting the pdf worker");
                let mut st = self.inner.state.lock().await;
                if st.generation == generation {
                    self.kill(&mut st).await;
                }
                Err(e)
            }
        }
    }

    /// Renders up to `count` pages from `first` (0-based) as thumbnails `width` pixels wide.
    pub async fn thumbnails(
        &self,
        doc: DocumentId,
        first: u32,
        count: u32,
        width: u32,
        format: ImageFormat,
    ) -> Result<Vec<RenderedPage>, PdfError> {
        let wire = crate::checked::wire_format(format, width, count);
        let mut st = self.inner.state.lock().await;
        let resp = self
            .doc_call(&mut st, doc, |handle| Request::Thumbnails {
                doc: handle,
                first,
                count,
                width,
                format: wire,
            })
            .await?;
        let generation = st.generation;
        drop(st);
        match resp {
            Response::Images(list) => {
                let mut pages: Vec<RenderedPage> = Vec::with_capacity(list.len());
                for (img, p) in list.into_iter().zip(first..) {
                    let img = self.checked(generation, img, wire, format, width).await?;
                    pages.push(rendered(p, img));
                }
                for p in &pages {
                    self.cache_put((doc, p.page, width, format), p.clone());
                }
                Ok(pages)
            }
            other => Err(unexpected(&other)),
        }
    }

    /// The text of every page of an open document, page 1 first (see [`PageText`]: `None` for a
    /// page without a text layer). Asked of the worker [`MAX_TEXT_PAGES`] pages at a time, each
    /// request under the same timeout, memory limit and jail as a render; other requests may
    /// run between them. A document whose text passes [`MAX_DOCUMENT_TEXT_BYTES`] is
    /// `pdf.too_large`.
    pub async fn page_texts(&self, doc: DocumentId) -> Result<Vec<PageText>, PdfError> {
        let total = self.page_count(doc).await?;
        let mut out: Vec<PageText> = Vec::new();
        let mut bytes = 0usize;
        let mut next = 0u32;
        while next < total {
            let count = (total - next).min(MAX_TEXT_PAGES);
            let mut st = self.inner.state.lock().await;
            let resp = self
                .doc_call(&mut st, doc, |handle| Request::Texts {
                    doc: handle,
                    first: next,
                    count,
                })
                .await?;
            drop(st);
            let pages = match resp {
                Response::Texts(pages) => pages,
                other => return Err(unexpected(&other)),
            };
            // `decode` checked that the pages are consecutive; they must also be those asked.
            if pages.first().map(|p| p.page) != next.checked_add(1) || pages.len() > count as usize
            {
                return Err(PdfError::Protocol(format!(
                    "asked for the text of {count} pages from page {}, got {} pages from {:?}",
                    next + 1,
                    pages.len(),
                    pages.first().map(|p| p.page)
                )));
            }
            bytes = pages.iter().fold(bytes, |b, p| b.saturating_add(p.bytes()));
            if bytes > MAX_DOCUMENT_TEXT_BYTES {
                return Err(PdfError::TooLarge(format!(
                    "more than {MAX_DOCUMENT_TEXT_BYTES} bytes of text"
                )));
            }
            next += pages.len() as u32;
            out.extend(pages);
        }
        Ok(out)
    }

    /// Opens the bytes, extracts every page's text, closes the document (closed also on error,
    /// and when the caller gives up waiting).
    pub async fn texts_of_bytes(&self, bytes: Vec<u8>) -> Result<Vec<PageText>, PdfError> {
        let info = self.open_bytes(bytes).await?;
        self.texts_then_close(info.id).await
    }

    /// Opens the file, extracts every page's text, closes the document (as
    /// [`texts_of_bytes`](Self::texts_of_bytes); the app reads the file, not the worker).
    pub async fn texts_of_path(&self, path: impl AsRef<Path>) -> Result<Vec<PageText>, PdfError> {
        let info = self.open_path(path).await?;
        self.texts_then_close(info.id).await
    }

    async fn texts_then_close(&self, doc: DocumentId) -> Result<Vec<PageText>, PdfError> {
        let mut guard = CloseOnDrop {
            pdf: self.clone(),
            doc: Some(doc),
        };
        let texts = self.page_texts(doc).await;
        guard.doc = None;
        // Failing to close only means the document is already gone.
        let _ = self.close(doc).await;
        texts
    }

    /// Closes a document and forgets its cached pages.
    pub async fn close(&self, doc: DocumentId) -> Result<(), PdfError> {
        if let Ok(mut c) = self.inner.cache.lock() {
            c.retain(|k| k.0 != doc);
        }
        let mut st = self.inner.state.lock().await;
        let entry = st.docs.remove(&doc).ok_or(PdfError::UnknownDocument)?;
        if let Some((generation, handle)) = entry.remote
            && generation == st.generation
            && st.worker.is_some()
        {
            // A failure here only means the worker is gone, which also closes it.
            let _ = self.call(&mut st, Request::Close { doc: handle }).await;
        }
        Ok(())
    }

    /// Checks that the worker starts and PDFium loads (`pdf.library_missing` otherwise).
    pub async fn ping(&self) -> Result<String, PdfError> {
        let mut st = self.inner.state.lock().await;
        match self.call(&mut st, Request::Ping).await? {
            Response::Pong { version, .. } => Ok(version),
            other => Err(unexpected(&other)),
        }
    }

    /// What the worker's jail holds (seccomp network filter, Landlock files, network, scope),
    /// whether it is protected at all, and a sentence for the user (starts the worker if none
    /// runs). `protected == false` means neither seccomp nor Landlock is in force.
    pub async fn jail_status(&self) -> Result<JailStatus, PdfError> {
        let mut st = self.inner.state.lock().await;
        match self.call(&mut st, Request::Ping).await? {
            Response::Pong { jail, .. } => Ok(jail),
            other => Err(unexpected(&other)),
        }
    }

    /// Page count of an open document.
    pub async fn page_count(&self, doc: DocumentId) -> Result<u32, PdfError> {
        let st = self.inner.state.lock().await;
        st.docs
            .get(&doc)
            .map(|d| d.page_count)
            .ok_or(PdfError::UnknownDocument)
    }

    /// How many documents are open (opened and not yet closed).
    pub async fn open_documents(&self) -> usize {
        self.inner.state.lock().await.docs.len()
    }

    /// Process id of the running worker, if one runs.
    pub fn worker_pid(&self) -> Option<u32> {
        match self.inner.pid.load(Ordering::Relaxed) {
            0 => None,
            p => u32::try_from(p).ok(),
        }
    }

    /// How many times a worker was started after the first.
    pub fn restarts(&self) -> u64 {
        self.inner.restarts.load(Ordering::Relaxed)
    }

    /// Bytes held by the rendered-page cache.
    pub fn cache_bytes(&self) -> usize {
        self.inner.cache.lock().map(|c| c.used()).unwrap_or(0)
    }

    /// Stops the worker (it restarts on the next request).
    pub async fn shutdown(&self) {
        let mut st = self.inner.state.lock().await;
        self.kill(&mut st).await;
    }

    /// Test hook: asks the worker to sleep (needs `TDX_PDF_WORKER_TEST_HOOKS=1` in its env).
    #[doc(hidden)]
    pub async fn test_sleep(&self, ms: u32) -> Result<(), PdfError> {
        let mut st = self.inner.state.lock().await;
        self.call(&mut st, Request::TestSleep { ms })
            .await
            .map(drop)
    }

    /// Test probe (feature `test-probes`): asks the worker to connect to the Unix socket at
    /// `unix` and to `127.0.0.1:tcp_port`; answers how each attempt went.
    #[cfg(feature = "test-probes")]
    #[doc(hidden)]
    pub async fn test_connect(
        &self,
        unix: &Path,
        tcp_port: u16,
    ) -> Result<(crate::protocol::Probe, crate::protocol::Probe), PdfError> {
        let mut st = self.inner.state.lock().await;
        let req = Request::TestConnect {
            unix: unix.to_path_buf(),
            tcp_port,
        };
        match self.call(&mut st, req).await? {
            Response::Connected { unix, tcp } => Ok((unix, tcp)),
            other => Err(unexpected(&other)),
        }
    }

    /// Test probe (feature `test-probes`): asks the worker to make calls outside its seccomp
    /// allow-list; answers each call's name and error number (0: it went through).
    #[cfg(feature = "test-probes")]
    #[doc(hidden)]
    pub async fn test_syscalls(&self) -> Result<Vec<(String, i32)>, PdfError> {
        let mut st = self.inner.state.lock().await;
        match self.call(&mut st, Request::TestSyscalls).await? {
            Response::Syscalls(calls) => Ok(calls),
            other => Err(unexpected(&other)),
        }
    }

    /// Test hook: makes the worker print a line on its stdout.
    #[doc(hidden)]
    pub async fn test_print(&self) -> Result<(), PdfError> {
        let mut st = self.inner.state.lock().await;
        self.call(&mut st, Request::TestPrint).await.map(drop)
    }

    /// Test hook: makes the worker abort while handling a request for `doc`.
    #[doc(hidden)]
    pub async fn test_crash_on(&self, doc: DocumentId) -> Result<(), PdfError> {
        let mut st = self.inner.state.lock().await;
        self.doc_call(&mut st, doc, |_| Request::TestCrash)
            .await
            .map(drop)
    }

    // ------------------------------------------------------------ internals

    fn cache_get(&self, key: &CacheKey) -> Option<RenderedPage> {
        self.inner.cache.lock().ok()?.get(key)
    }

    fn cache_put(&self, key: CacheKey, value: RenderedPage) {
        if let Ok(mut c) = self.inner.cache.lock() {
            c.insert(key, value);
        }
    }

    async fn remote_open(
        &self,
        st: &mut State,
        source: &Source,
    ) -> Result<(u32, Vec<PageSize>), PdfError> {
        match self.call(st, open_request(source).await?).await? {
            Response::Opened { doc, pages } => Ok((doc, pages)),
            other => Err(unexpected(&other)),
        }
    }

    /// Sends a request about `doc`, reopening it first on a restarted worker. A crash
    /// while handling it marks the document as crashed: later requests fail fast
    /// instead of crashing the worker again. A worker found dead before the request
    /// reached it is no fault of this document: it is restarted and the request resent.
    async fn doc_call(
        &self,
        st: &mut State,
        doc: DocumentId,
        make: impl Fn(u32) -> Request,
    ) -> Result<Response, PdfError> {
        let (source, crashed) = match st.docs.get(&doc) {
            Some(d) => (d.source.clone(), d.crashed),
            None => return Err(PdfError::UnknownDocument),
        };
        if crashed {
            return Err(PdfError::WorkerCrashed);
        }
        for _attempt in 0..2 {
            self.reap(st).await;
            let current = st.worker.is_some().then_some(st.generation);
            let remote = st.docs.get(&doc).and_then(|d| d.remote);
            let handle = match remote {
                Some((g, h)) if Some(g) == current => h,
                _ => {
                    let opened = match open_request(&source).await {
                        Err(e) => Err(e),
                        Ok(req) => match self.exchange(st, req).await {
                            Err(Sent::NotDelivered) => continue,
                            Err(Sent::Failed(e)) => Err(e),
                            Ok(Response::Opened { doc, .. }) => Ok(doc),
                            Ok(other) => Err(unexpected(&other)),
                        },
                    };
                    let h = self.note_crash(st, doc, opened)?;
                    let generation = st.generation;
                    if let Some(d) = st.docs.get_mut(&doc) {
                        d.remote = Some((generation, h));
                    }
                    h
                }
            };
            let res = match self.exchange(st, make(handle)).await {
                Err(Sent::NotDelivered) => continue,
                Err(Sent::Failed(e)) => Err(e),
                Ok(r) => Ok(r),
            };
            return self.note_crash(st, doc, res);
        }
        Err(PdfError::WorkerCrashed)
    }

    fn note_crash<T>(
        &self,
        st: &mut State,
        doc: DocumentId,
        res: Result<T, PdfError>,
    ) -> Result<T, PdfError> {
        if let Err(PdfError::WorkerCrashed) = res
            && let Some(d) = st.docs.get_mut(&doc)
        {
            d.crashed = true;
            d.remote = None;
        }
        res
    }

    /// One request/response exchange, resent once on a fresh worker if the old one was
    /// already gone.
    async fn call(&self, st: &mut State, req: Request) -> Result<Response, PdfError> {
        for _attempt in 0..2 {
            self.reap(st).await;
            match self.exchange(st, req.clone()).await {
                Ok(r) => return Ok(r),
                // The worker was already gone: start a fresh one and send again.
                Err(Sent::NotDelivered) => continue,
                Err(Sent::Failed(e)) => return Err(e),
            }
        }
        Err(PdfError::WorkerCrashed)
    }

    /// Drops a worker that has exited, or whose stream is out of step because a caller
    /// was cancelled mid-request.
    async fn reap(&self, st: &mut State) {
        let dead = match st.worker.as_mut() {
            None => false,
            Some(w) => w.in_flight || !matches!(w.child.try_wait(), Ok(None)),
        };
        if dead {
            self.kill(st).await;
        }
    }

    /// Sends `req` (starting a worker if none runs) and waits for the answer, within the
    /// timeout; kills the worker on a timeout, a broken stream or a malformed answer.
    async fn exchange(&self, st: &mut State, req: Request) -> Result<Response, Sent> {
        if st.worker.is_none() {
            self.spawn(st).map_err(Sent::Failed)?;
        }
        let payload = req.encode();
        drop(req);
        let timeout = self.inner.config.timeout;
        let Some(w) = st.worker.as_mut() else {
            return Err(Sent::Failed(PdfError::WorkerSpawn("no worker".into())));
        };
        w.in_flight = true;
        let exchange = async {
            w.stdin
                .send(Bytes::from(payload))
                .await
                .map_err(|e| (false, e))?;
            match w.stdout.next().await {
                Some(frame) => frame.map_err(|e| (true, e)),
                None => Err((true, std::io::ErrorKind::UnexpectedEof.into())),
            }
        };
        let outcome = tokio::time::timeout(timeout, exchange).await;
        let frame = match outcome {
            Err(_) => {
                tracing::warn!("pdf worker timed out after {timeout:?}; restarting it");
                self.kill(st).await;
                let ms = u64::try_from(timeout.as_millis()).unwrap_or(u64::MAX);
                return Err(Sent::Failed(PdfError::Timeout(ms)));
            }
            Ok(Err((_, e))) if e.kind() == std::io::ErrorKind::InvalidData => {
                self.kill(st).await;
                return Err(Sent::Failed(PdfError::Protocol(e.to_string())));
            }
            Ok(Err((delivered, e))) => {
                // How it ended (a signal, an abort, an exit code), for whoever reads the log.
                let ended = match st.worker.as_mut() {
                    Some(w) => {
                        match tokio::time::timeout(Duration::from_millis(500), w.child.wait()).await
                        {
                            Ok(Ok(status)) => status.to_string(),
                            Ok(Err(e)) => format!("status unknown: {e}"),
                            Err(_) => "still running".to_owned(),
                        }
                    }
                    None => "gone".to_owned(),
                };
                tracing::warn!("pdf worker died: {e} ({ended}); it will be restarted");
                self.kill(st).await;
                return Err(if delivered {
                    Sent::Failed(PdfError::WorkerCrashed)
                } else {
                    Sent::NotDelivered
                });
            }
            Ok(Ok(frame)) => frame,
        };
        w.in_flight = false;
        match Response::decode(&frame) {
            Ok(Response::Error { code, detail }) => {
                Err(Sent::Failed(PdfError::from_wire(&code, detail)))
            }
            Ok(r) => Ok(r),
            Err(e) => {
                self.kill(st).await;
                Err(Sent::Failed(PdfError::Protocol(e.0)))
            }
        }
    }

    fn spawn(&self, st: &mut State) -> Result<(), PdfError> {
        let wc = &self.inner.config.worker;
        let mut cmd = Command::new(&wc.program);
        // Nothing of the app's environment reaches the worker (no D-Bus session, no home, no
        // tokens): only what it needs, set here, and what its command names explicitly.
        cmd.env_clear();
        if let Ok(library) = crate::library::locate(self.inner.config.resource_dir.as_deref()) {
            cmd.env(ENV_PDFIUM_PATH, library);
        }
        cmd.args(&wc.args)
            .envs(wc.env.iter().map(|(k, v)| (k, v)))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .kill_on_drop(true);
        if let Some(dir) = &self.inner.config.resource_dir {
            cmd.env(ENV_RESOURCE_DIR, dir);
        }
        if let Some(mb) = self.inner.config.memory_limit_mb {
            cmd.env(ENV_MEMORY_MB, mb.to_string());
        }
        let mut child = cmd
            .spawn()
            .map_err(|e| PdfError::WorkerSpawn(format!("{}: {e}", wc.program.display())))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            return Err(PdfError::WorkerSpawn("no pipes to the worker".into()));
        };
        if st.generation > 0 {
            self.inner.restarts.fetch_add(1, Ordering::Relaxed);
        }
        st.generation += 1;
        self.inner
            .pid
            .store(child.id().map(u64::from).unwrap_or(0), Ordering::Relaxed);
        st.worker = Some(Worker {
            child,
            stdin: FramedWrite::new(stdin, codec()),
            stdout: FramedRead::with_capacity(stdout, codec(), 1 << 16),
            in_flight: false,
        });
        Ok(())
    }

    async fn kill(&self, st: &mut State) {
        if let Some(mut w) = st.worker.take() {
            let _ = w.child.start_kill();
            let _ = w.child.wait().await;
        }
        self.inner.pid.store(0, Ordering::Relaxed);
    }
}

/// Closes a document opened for one task if that task is dropped before it closes it.
struct CloseOnDrop {
    pdf: PdfService,
    doc: Option<DocumentId>,
}

impl Drop for CloseOnDrop {
    fn drop(&mut self) {
        if let (Some(doc), Ok(rt)) = (self.doc.take(), tokio::runtime::Handle::try_current()) {
            let pdf = self.pdf.clone();
            rt.spawn(async move {
                let _ = pdf.close(doc).await;
            });
        }
    }
}

/// How an exchange with the worker failed.
enum Sent {
    /// The worker was gone before it could read the request.
    NotDelivered,
    Failed(PdfError),
}

/// The worker is handed bytes only: a document opened from a file is read here (again after a
/// worker restart), never by the jailed worker.
async fn open_request(source: &Source) -> Result<Request, PdfError> {
    let source = match source {
        Source::Path(path) => Source::Bytes(read_pdf_file(path).await?),
        Source::Bytes(bytes) => Source::Bytes(bytes.clone()),
    };
    Ok(Request::Open { source })
}

/// A PDF file's bytes, refused past [`MAX_PDF_BYTES`] before it is read.
async fn read_pdf_file(path: &Path) -> Result<Vec<u8>, PdfError> {
    let io = |e: std::io::Error| PdfError::Io(format!("{}: {e}", path.display()));
    let size = tokio::fs::metadata(path).await.map_err(io)?.len();
    if size > MAX_PDF_BYTES as u64 {
        return Err(PdfError::TooLarge(format!(
            "{size} bytes (at most {MAX_PDF_BYTES})"
        )));
    }
    tokio::fs::read(path).await.map_err(io)
}

fn rendered(page: u32, img: Image) -> RenderedPage {
    RenderedPage {
        page,
        width: img.width,
        height: img.height,
        format: img.format,
        data: Arc::new(img.data),
    }
}

fn unexpected(r: &Response) -> PdfError {
    let name = match r {
        Response::Opened { .. } => "opened",
        Response::Image(_) => "image",
        Response::Images(_) => "images",
        Response::Texts(_) => "texts",
        Response::Closed => "closed",
        Response::Pong { .. } => "pong",
        Response::Error { .. } => "error",
        #[cfg(feature = "test-probes")]
        Response::Connected { .. } => "connected",
        #[cfg(feature = "test-probes")]
        Response::Syscalls(_) => "syscalls",
    };
    PdfError::Protocol(format!("unexpected {name} response"))
}
