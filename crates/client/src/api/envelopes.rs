//! Envelope creation (multipart, streamed from files) and the send extension.

use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use futures::StreamExt;
use reqwest::Method;
use reqwest::multipart::{Form, Part};
use sha2::{Digest, Sha256};
use tokio_util::io::ReaderStream;
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
#[derive(Clone, Default)]
pub struct DocumentDigests {
    inner: Arc<Mutex<Vec<DocumentDigest>>>,
}

struct DocumentDigest {
    hasher: Sha256,
    sent: u64,
    size: u64,
}

impl DocumentDigests {
    /// Starts over for a new body (one entry per document, in upload order).
    fn begin(&self, sizes: &[u64]) {
        if let Ok(mut d) = self.inner.lock() {
            *d = sizes
                .iter()
                .map(|&size| DocumentDigest {
                    hasher: Sha256::new(),
                    sent: 0,
                    size,
                })
                .collect();
        }
    }

    fn update(&self, index: usize, chunk: &[u8]) {
        if let Ok(mut d) = self.inner.lock()
            && let Some(doc) = d.get_mut(index)
        {
            doc.hasher.update(chunk);
            doc.sent += chunk.len() as u64;
        }
    }

    /// Each document's sha256 in upload order, or `None` unless every document was sent whole
    /// (the service answered before reading everything, or nothing was uploaded).
    pub fn get(&self) -> Option<Vec<[u8; 32]>> {
        let d = self.inner.lock().ok()?;
        if d.is_empty() || d.iter().any(|doc| doc.sent != doc.size) {
            return None;
        }
        Some(
            d.iter()
                .map(|doc| doc.hasher.clone().finalize().into())
                .collect(),
        )
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
            "api/v3/integrations/envelope-standard/",
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
            "api/v3/integrations/envelope-egypt-aci/",
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
        tokio::select! {
            biased;
            _ = cancel.cancelled() => Err(Error::Cancelled),
            result = upload => result,
        }
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
    options.digests.begin(sizes);
    for (index, (doc, &size)) in documents.iter().zip(sizes).enumerate() {
        let file = tokio::fs::File::open(&doc.path)
            .await
            .map_err(|e| Error::File {
                path: doc.path.display().to_string(),
                message: e.to_string(),
            })?;
        let sent = sent.clone();
        let progress = options.progress.clone();
        let cancel = options.cancel.clone();
        let digests = options.digests.clone();
        let stream = ReaderStream::with_capacity(file, 64 * 1024).map(move |chunk| {
            if cancel.is_cancelled() {
                return Err(std::io::Error::other("upload cancelled"));
            }
            if let Ok(c) = &chunk {
                digests.update(index, c);
                let now = sent.fetch_add(c.len() as u64, Ordering::Relaxed) + c.len() as u64;
                if let Some(p) = &progress {
                    p(UploadProgress { sent: now, total });
                }
            }
            chunk
        });
        let name = doc.upload_name();
        let part = Part::stream_with_length(reqwest::Body::wrap_stream(stream), size)
            .file_name(name.clone())
            .mime_str(media_type(&name))
            .map_err(|e| Error::InvalidInput(e.to_string()))?;
        form = form.part("documents", part);
    }
    Ok(form)
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
