//! Envelope creation (multipart, streamed from files) and the send extension.

use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use bytes::Bytes;
use reqwest::Method;
use reqwest::multipart::{Form, Part};
use sha2::{Digest, Sha256};
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

use super::unshown_body;
use crate::client::Client;
use crate::decode::decode_json;
use crate::error::{Error, Result};
use crate::models::{
    EgyptAciEnvelope, EnvelopeCreated, EnvelopeSend, UploadDocument, UploadProgress,
    documents_metadata,
};

/// Called with the bytes of file content sent so far.
pub type ProgressFn = Arc<dyn Fn(UploadProgress) + Send + Sync>;

/// Progress reporting and cancellation of an upload, and the digests of what was sent.
#[derive(Clone, Default)]
pub struct UploadOptions {
    pub progress: Option<ProgressFn>,
    pub cancel: CancellationToken,
    /// Filled while the documents stream: the sha256 of each document's bytes as sent.
    pub digests: DocumentDigests,
    /// Sent as `Idempotency-Key`: the same key for a repeat of the same upload (after a lost
    /// answer) gets the envelope created the first time instead of a second one.
    pub idempotency_key: Option<String>,
}

/// The sha256 of each document of an upload, computed from the bytes as they were streamed
/// (not read back from the service), so the app can check what it is asked to sign.
///
/// The hashing runs off the send path: each chunk handed to the request body is also handed
/// (the same `Bytes`, not a copy) to a hashing thread through a bounded queue, and the upload
/// joins that thread before it returns, so [`DocumentDigests::get`] is final once
/// [`Envelopes::standard`] or [`Envelopes::egypt_aci`] has returned.
#[derive(Clone, Default)]
pub struct DocumentDigests {
    inner: Arc<Mutex<DigestState>>,
}

#[derive(Default)]
struct DigestState {
    /// The hashing of the current attempt's body, until it is joined.
    running: Option<Hashing>,
    /// Each document's sha256 once joined, if every document was sent whole.
    result: Option<Vec<[u8; 32]>>,
}

/// A body's hashing thread and the end of its queue that the upload keeps (to say "finish").
struct Hashing {
    feed: mpsc::Sender<ToHasher>,
    thread: tokio::task::JoinHandle<Vec<(Sha256, u64)>>,
    sizes: Vec<u64>,
}

enum ToHasher {
    /// A chunk of document `index`, as it is handed to the request body.
    Chunk(usize, Bytes),
    /// The body is over (or abandoned): hash no more.
    Finish,
}

/// Chunks queued for the hashing thread at most: the queue holds at most this many chunks of
/// [`READ_CHUNK`] (4 MiB), and the body waits when the hasher falls behind.
const HASH_QUEUE: usize = 16;

/// The size of each read from a document's file (and of each chunk of the body): large reads
/// keep the system calls and the runtime's hand-offs to its blocking threads few.
const READ_CHUNK: usize = 256 * 1024;

/// The sending side of a body's hashing queue, one clone per document stream.
#[derive(Clone)]
struct HashFeed(mpsc::Sender<ToHasher>);

impl HashFeed {
    /// Hands `chunk` to the hasher (waiting while its queue is full). A hasher that has already
    /// finished (the upload's answer came before the body ended) takes no more: the digests are
    /// then `None`, since not every document was hashed whole.
    async fn send(&self, index: usize, chunk: Bytes) {
        let _ = self.0.send(ToHasher::Chunk(index, chunk)).await;
    }
}

impl DocumentDigests {
    /// Starts hashing a new body (one entry per document, in upload order); the hashing of an
    /// earlier attempt's body is finished first.
    async fn begin(&self, sizes: &[u64]) -> HashFeed {
        self.finish().await;
        let (feed, mut queue) = mpsc::channel(HASH_QUEUE);
        let count = sizes.len();
        let thread = tokio::task::spawn_blocking(move || {
            let mut docs: Vec<(Sha256, u64)> = (0..count).map(|_| (Sha256::new(), 0)).collect();
            while let Some(ToHasher::Chunk(index, chunk)) = queue.blocking_recv() {
                if let Some((hasher, hashed)) = docs.get_mut(index) {
                    hasher.update(&chunk);
                    *hashed += chunk.len() as u64;
                }
            }
            docs
        });
        if let Ok(mut d) = self.inner.lock() {
            d.result = None;
            d.running = Some(Hashing {
                feed: feed.clone(),
                thread,
                sizes: sizes.to_vec(),
            });
        }
        HashFeed(feed)
    }

    /// Tells the hashing thread that the body is over, joins it, and keeps the digests if every
    /// document was hashed whole. Chunks handed over before this are all hashed (the queue is
    /// in order); a chunk the body hands over after it is not, and the digests are then `None`.
    async fn finish(&self) {
        let running = match self.inner.lock() {
            Ok(mut d) => d.running.take(),
            Err(_) => None,
        };
        let Some(Hashing {
            feed,
            thread,
            sizes,
        }) = running
        else {
            return;
        };
        let _ = feed.send(ToHasher::Finish).await;
        let result = thread.await.ok().and_then(|docs| {
            let whole = docs.len() == sizes.len()
                && !docs.is_empty()
                && docs
                    .iter()
                    .zip(&sizes)
                    .all(|((_, hashed), size)| hashed == size);
            whole.then(|| {
                docs.into_iter()
                    .map(|(hasher, _)| hasher.finalize().into())
                    .collect()
            })
        });
        if let Ok(mut d) = self.inner.lock() {
            d.result = result;
        }
    }

    /// Each document's sha256 in upload order, or `None` unless every document was sent whole
    /// (the service answered before reading everything, or nothing was uploaded).
    pub fn get(&self) -> Option<Vec<[u8; 32]>> {
        self.inner.lock().ok()?.result.clone()
    }
}

impl UploadOptions {
    pub fn with_progress(mut self, f: impl Fn(UploadProgress) + Send + Sync + 'static) -> Self {
        self.progress = Some(Arc::new(f));
        self
    }

    pub fn with_cancel(mut self, cancel: CancellationToken) -> Self {
        self.cancel = cancel;
        self
    }

    pub fn with_idempotency_key(mut self, key: impl Into<String>) -> Self {
        self.idempotency_key = Some(key.into());
        self
    }
}

/// `client.envelopes()`.
pub struct Envelopes<'c> {
    client: &'c Client,
}

impl<'c> Envelopes<'c> {
    pub(crate) fn new(client: &'c Client) -> Self {
        Self { client }
    }

    /// `POST /api/v3/integrations/envelope-standard/`. Never retried.
    pub async fn standard(
        &self,
        envelope: &crate::models::StandardEnvelope,
        options: UploadOptions,
    ) -> Result<Vec<EnvelopeCreated>> {
        let mut fields = vec![("recipient_id", envelope.recipient_id.to_string())];
        push_optional_ids(&mut fields, envelope.company_id, envelope.inbox_id);
        let pay = if envelope.pay_to_collect {
            "True"
        } else {
            "False"
        };
        fields.push(("pay_to_collect", pay.to_owned()));
        self.create(
            "/api/v3/integrations/envelope-standard/",
            fields,
            &envelope.documents,
            options,
        )
        .await
    }

    /// `POST /api/v3/integrations/envelope-egypt-aci/`. Never retried.
    pub async fn egypt_aci(
        &self,
        envelope: &EgyptAciEnvelope,
        options: UploadOptions,
    ) -> Result<Vec<EnvelopeCreated>> {
        let mut fields = vec![("acid_number", envelope.acid_number.clone())];
        push_optional_ids(&mut fields, envelope.company_id, envelope.inbox_id);
        self.create(
            "/api/v3/integrations/envelope-egypt-aci/",
            fields,
            &envelope.documents,
            options,
        )
        .await
    }

    /// The send extension (path configured on the client). Never retried.
    pub async fn send(&self, request: &EnvelopeSend) -> Result<serde_json::Value> {
        let url = self.client.url(self.client.envelope_send_path())?;
        let bytes = self
            .client
            .json_bytes(Method::POST, url, Some(request))
            .await?;
        unshown_body(&bytes)
    }

    async fn create(
        &self,
        path: &str,
        fields: Vec<(&'static str, String)>,
        documents: &[UploadDocument],
        options: UploadOptions,
    ) -> Result<Vec<EnvelopeCreated>> {
        if documents.is_empty() {
            return Err(Error::InvalidInput(
                "an envelope needs at least one document".into(),
            ));
        }
        let mut sizes = Vec::with_capacity(documents.len());
        for d in documents {
            sizes.push(file_size(&d.path).await?);
        }
        let total: u64 = sizes.iter().sum();
        let metadata = documents_metadata(documents);
        let url = self.client.url(path)?;
        let cancel = options.cancel.clone();
        let idempotency_key = options.idempotency_key.clone();
        let digests = options.digests.clone();
        if cancel.is_cancelled() {
            return Err(Error::Cancelled);
        }
        let upload = async {
            let resp = self
                .client
                .send(Method::POST, url, true, |rb| {
                    let rb = match &idempotency_key {
                        Some(key) => rb.header(crate::client::IDEMPOTENCY_KEY, key.as_str()),
                        None => rb,
                    };
                    let fields = fields.clone();
                    let metadata = metadata.clone();
                    let sizes = sizes.clone();
                    let options = options.clone();
                    async move {
                        let form =
                            build_form(fields, metadata, documents, &sizes, total, options).await?;
                        Ok(rb.multipart(form))
                    }
                })
                .await
                .map_err(interrupted_upload)?;
            let bytes = resp.bytes().await.map_err(Error::from_reqwest)?;
            decode_json::<Vec<EnvelopeCreated>>(&bytes)
        };
        let result = tokio::select! {
            biased;
            _ = cancel.cancelled() => Err(Error::Cancelled),
            result = upload => result,
        };
        // The digests are final before the caller sees the result.
        digests.finish().await;
        result
    }
}

/// A connection lost while the files were still being written is usually the service refusing
/// the upload early (an error answer it sent before reading the body); say so in words.
fn interrupted_upload(e: Error) -> Error {
    match e {
        Error::Transport(detail) => Error::Transport(format!(
            "The upload was interrupted: the service closed the connection before all documents \
             were sent ({detail})."
        )),
        other => other,
    }
}

fn push_optional_ids(
    fields: &mut Vec<(&'static str, String)>,
    company_id: Option<uuid::Uuid>,
    inbox_id: Option<uuid::Uuid>,
) {
    if let Some(c) = company_id {
        fields.push(("company_id", c.to_string()));
    }
    if let Some(i) = inbox_id {
        fields.push(("inbox_id", i.to_string()));
    }
}

async fn file_size(path: &Path) -> Result<u64> {
    let meta = tokio::fs::metadata(path).await.map_err(|e| Error::File {
        path: path.display().to_string(),
        message: e.to_string(),
    })?;
    if !meta.is_file() {
        return Err(Error::File {
            path: path.display().to_string(),
            message: "not a regular file".into(),
        });
    }
    Ok(meta.len())
}

/// The multipart form, each document streamed from its file with progress reported.
async fn build_form(
    fields: Vec<(&'static str, String)>,
    metadata: String,
    documents: &[UploadDocument],
    sizes: &[u64],
    total: u64,
    options: UploadOptions,
) -> Result<Form> {
    let mut form = Form::new();
    for (name, value) in fields {
        form = form.text(name, value);
    }
    form = form.text("documents_metadata", metadata);
    let sent = Arc::new(AtomicU64::new(0));
    if let Some(p) = &options.progress {
        p(UploadProgress { sent: 0, total });
    }
    let feed = options.digests.begin(sizes).await;
    for (index, (doc, &size)) in documents.iter().zip(sizes).enumerate() {
        let file = tokio::fs::File::open(&doc.path)
            .await
            .map_err(|e| Error::File {
                path: doc.path.display().to_string(),
                message: e.to_string(),
            })?
            .into_std()
            .await;
        let stream = DocumentStream {
            reader: ChunkReader::new(file, size),
            index,
            feed: feed.clone(),
            sent: sent.clone(),
            total,
            progress: options.progress.clone(),
            cancel: options.cancel.clone(),
        }
        .into_stream();
        let name = doc.upload_name();
        let part = Part::stream_with_length(reqwest::Body::wrap_stream(stream), size)
            .file_name(name.clone())
            .mime_str(media_type(&name))
            .map_err(|e| Error::InvalidInput(e.to_string()))?;
        form = form.part("documents", part);
    }
    Ok(form)
}

/// One document's bytes on their way into the request body: each chunk read from the file is
/// handed to the hashing thread, counted for the progress, then sent.
struct DocumentStream {
    reader: ChunkReader,
    index: usize,
    feed: HashFeed,
    sent: Arc<AtomicU64>,
    total: u64,
    progress: Option<ProgressFn>,
    cancel: CancellationToken,
}

impl DocumentStream {
    fn into_stream(self) -> impl futures::Stream<Item = std::io::Result<Bytes>> + Send + 'static {
        futures::stream::unfold(self, |mut s| async move {
            let chunk = s.reader.next().await?;
            if s.cancel.is_cancelled() {
                return Some((Err(std::io::Error::other("upload cancelled")), s));
            }
            if let Ok(c) = &chunk {
                s.feed.send(s.index, c.clone()).await;
                let len = c.len() as u64;
                let now = s.sent.fetch_add(len, Ordering::Relaxed) + len;
                if let Some(p) = &s.progress {
                    p(UploadProgress {
                        sent: now,
                        total: s.total,
                    });
                }
            }
            Some((chunk, s))
        })
    }
}

/// Reads a file of a known size in chunks of [`READ_CHUNK`] on the runtime's blocking threads,
/// straight into the buffer that is sent (no second copy), one read ahead of the body: the
/// next chunk is read while the current one is written to the connection.
struct ChunkReader {
    /// The next read, started.
    ahead: Option<tokio::task::JoinHandle<(std::fs::File, std::io::Result<Bytes>)>>,
    /// The file, between reads.
    file: Option<std::fs::File>,
    /// Bytes not yet asked for.
    left: u64,
}

impl ChunkReader {
    fn new(file: std::fs::File, size: u64) -> Self {
        Self {
            ahead: None,
            file: Some(file),
            left: size,
        }
    }

    /// Starts reading the next chunk, if any is left.
    fn start(&mut self) {
        if self.left == 0 {
            return;
        }
        let Some(file) = self.file.take() else {
            return;
        };
        let len = self.left.min(READ_CHUNK as u64);
        self.left -= len;
        self.ahead = Some(tokio::task::spawn_blocking(move || {
            let mut chunk = Vec::with_capacity(len as usize);
            let read = std::io::Read::read_to_end(&mut std::io::Read::take(&file, len), &mut chunk);
            let result = match read {
                Ok(n) if n as u64 == len => Ok(Bytes::from(chunk)),
                Ok(_) => Err(std::io::Error::new(
                    std::io::ErrorKind::UnexpectedEof,
                    "the file became shorter during the upload",
                )),
                Err(e) => Err(e),
            };
            (file, result)
        }));
    }

    /// The next chunk; `None` once the file's size has been read (or after an error).
    async fn next(&mut self) -> Option<std::io::Result<Bytes>> {
        if self.ahead.is_none() {
            self.start();
        }
        let (file, result) = match self.ahead.take()?.await {
            Ok(read) => read,
            Err(e) => return Some(Err(std::io::Error::other(e))),
        };
        if result.is_ok() {
            self.file = Some(file);
            self.start();
        } else {
            self.left = 0;
        }
        Some(result)
    }
}

/// The media type a document is uploaded with (and the app shows), by its name's extension.
pub fn media_type(name: &str) -> &'static str {
    let ext = name.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase());
    match ext.as_deref() {
        Some("pdf") => "application/pdf",
        Some("png") => "image/png",
        Some("jpg" | "jpeg") => "image/jpeg",
        Some("tif" | "tiff") => "image/tiff",
        Some("xml") => "application/xml",
        Some("json") => "application/json",
        Some("txt") => "text/plain",
        Some("csv") => "text/csv",
        Some("xlsx") => "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        Some("docx") => "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        _ => "application/octet-stream",
    }
}
