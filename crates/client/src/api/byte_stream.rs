//! A response body as a stream of bytes (PDF preview and download), never held whole unless
//! asked for.

use std::path::Path;
use std::pin::Pin;
use std::task::{Context, Poll};

use bytes::Bytes;
use futures::{Stream, StreamExt, TryStreamExt};
use tokio::io::AsyncWriteExt;

use crate::error::{Error, Result};

/// The largest PDF (preview or download) the app accepts.
pub const MAX_DOCUMENT_BYTES: u64 = 256 << 20;
/// The largest JSON answer the app accepts.
pub const MAX_JSON_BYTES: u64 = 16 << 20;
/// The largest error answer read (only its first part is ever shown).
pub const MAX_ERROR_BYTES: u64 = 64 << 10;
/// A document that trickles in slower than this many bytes per [`STALL_WINDOW`] is given up
/// (a service dripping a byte at a time would otherwise hold the download forever; the read
/// timeout only catches silence). 16 KiB per 10 s passes the slowest real link.
pub const MIN_BYTES_PER_WINDOW: u64 = 16 << 10;
pub const STALL_WINDOW: std::time::Duration = std::time::Duration::from_secs(10);

/// Reads a whole response body of at most `limit` bytes: refused from its Content-Length when
/// that says more, else counted as it arrives and dropped as soon as it passes the limit.
pub(crate) async fn read_capped(
    resp: reqwest::Response,
    limit: u64,
    what: &'static str,
) -> Result<Bytes> {
    let too_large = || Error::TooLarge {
        what,
        limit_mib: (limit >> 20).max(1),
    };
    if resp.content_length().is_some_and(|n| n > limit) {
        return Err(too_large());
    }
    let mut out = Vec::with_capacity(resp.content_length().unwrap_or(0) as usize);
    let mut stream = resp.bytes_stream();
    while let Some(chunk) = stream.next().await {
        let chunk = chunk.map_err(Error::from_reqwest)?;
        if (out.len() + chunk.len()) as u64 > limit {
            return Err(too_large());
        }
        out.extend_from_slice(&chunk);
    }
    Ok(out.into())
}

/// The bytes of a document as they arrive.
pub struct ByteStream {
    /// `Content-Type` as sent.
    pub content_type: Option<String>,
    /// `Content-Length`, when sent.
    pub content_length: Option<u64>,
    /// File name from `Content-Disposition`, when sent.
    pub file_name: Option<String>,
    inner: Pin<Box<dyn Stream<Item = Result<Bytes>> + Send>>,
}

impl std::fmt::Debug for ByteStream {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ByteStream")
            .field("content_type", &self.content_type)
            .field("content_length", &self.content_length)
            .field("file_name", &self.file_name)
            .finish_non_exhaustive()
    }
}

impl ByteStream {
    /// The body of `resp`, refused as a whole when its Content-Length passes `limit` and cut
    /// with [`Error::TooLarge`] as soon as more than `limit` bytes arrive.
    pub(crate) fn from_response(resp: reqwest::Response, limit: u64, what: &'static str) -> Self {
        let header = |name: reqwest::header::HeaderName| {
            resp.headers()
                .get(name)
                .and_then(|v| v.to_str().ok())
                .map(str::to_owned)
        };
        let content_type = header(reqwest::header::CONTENT_TYPE);
        let file_name =
            header(reqwest::header::CONTENT_DISPOSITION).and_then(|d| disposition_file_name(&d));
        let content_length = resp.content_length();
        let too_large = move || Error::TooLarge {
            what,
            limit_mib: (limit >> 20).max(1),
        };
        // A web page or a JSON message where a document was asked for (a captive portal, a
        // proxy's login page, an error sent with 200) is not the document.
        let web_page = content_type
            .as_deref()
            .and_then(|t| t.split(';').next())
            .map(|t| t.trim().to_ascii_lowercase())
            .is_some_and(|t| {
                t.starts_with("text/") || t == "application/json" || t.ends_with("+json")
            });
        let inner = if content_length.is_some_and(|n| n > limit) {
            futures::stream::once(async move { Err(too_large()) }).boxed()
        } else if web_page {
            let kind = content_type.clone().unwrap_or_default();
            futures::stream::once(async move {
                Err(Error::Decode {
                    path: what.to_owned(),
                    message: format!("the answer is a web page ({kind}), not the {what}"),
                })
            })
            .boxed()
        } else {
            let mut seen = 0u64;
            let mut window_start = std::time::Instant::now();
            let mut window_bytes = 0u64;
            resp.bytes_stream()
                .map_err(Error::from_reqwest)
                .map(move |chunk| {
                    let chunk = chunk?;
                    seen += chunk.len() as u64;
                    if seen > limit {
                        return Err(too_large());
                    }
                    window_bytes += chunk.len() as u64;
                    if window_start.elapsed() >= STALL_WINDOW {
                        if window_bytes < MIN_BYTES_PER_WINDOW {
                            return Err(Error::Timeout);
                        }
                        window_start = std::time::Instant::now();
                        window_bytes = 0;
                    }
                    Ok(chunk)
                })
                .boxed()
        };
        Self {
            content_type,
            content_length,
            file_name,
            inner,
        }
    }

    /// Collect everything in memory (for small documents and tests).
    pub async fn bytes(mut self) -> Result<Vec<u8>> {
        let mut out = Vec::with_capacity(self.content_length.unwrap_or(0).min(64 << 20) as usize);
        while let Some(chunk) = self.inner.next().await {
            out.extend_from_slice(&chunk?);
        }
        Ok(out)
    }

    /// Write to `path` through a temporary file beside it, renamed into place only when the
    /// whole body arrived, so a broken download never leaves a truncated file. Returns the
    /// number of bytes written.
    pub async fn save_to(mut self, path: &Path) -> Result<u64> {
        let file_err = |e: std::io::Error| Error::File {
            path: path.display().to_string(),
            message: e.to_string(),
        };
        let mut partial = path.as_os_str().to_owned();
        partial.push(".part");
        let partial = std::path::PathBuf::from(partial);
        let mut file = tokio::fs::File::create(&partial).await.map_err(file_err)?;
        let mut written = 0u64;
        let result: Result<()> = async {
            while let Some(chunk) = self.inner.next().await {
                let chunk = chunk?;
                file.write_all(&chunk).await.map_err(file_err)?;
                written += chunk.len() as u64;
            }
            file.flush().await.map_err(file_err)?;
            file.sync_all().await.map_err(file_err)?;
            Ok(())
        }
        .await;
        drop(file);
        if let Err(e) = result {
            let _ = tokio::fs::remove_file(&partial).await;
            return Err(e);
        }
        if let Some(expected) = self.content_length
            && expected != written
        {
            let _ = tokio::fs::remove_file(&partial).await;
            return Err(Error::Transport(format!(
                "incomplete download: {written} of {expected} bytes"
            )));
        }
        tokio::fs::rename(&partial, path).await.map_err(file_err)?;
        Ok(written)
    }
}

impl Stream for ByteStream {
    type Item = Result<Bytes>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        self.inner.as_mut().poll_next(cx)
    }
}

/// `attachment; filename="x.pdf"` → `x.pdf` (only a plain file name, never a path).
fn disposition_file_name(d: &str) -> Option<String> {
    let value = d.split(';').map(str::trim).find_map(|p| {
        let (k, v) = p.split_once('=')?;
        (k.trim().eq_ignore_ascii_case("filename")).then(|| v.trim().trim_matches('"').to_owned())
    })?;
    let name = value.rsplit(['/', '\\']).next()?.trim();
    (!name.is_empty() && name != "." && name != "..").then(|| name.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_from_content_disposition_never_carry_a_path() {
        assert_eq!(
            disposition_file_name(r#"attachment; filename="GCL-1.pdf""#).as_deref(),
            Some("GCL-1.pdf")
        );
        assert_eq!(
            disposition_file_name(r#"inline; filename="../../etc/passwd""#).as_deref(),
            Some("passwd")
        );
        assert_eq!(disposition_file_name("inline"), None);
        assert_eq!(disposition_file_name(r#"attachment; filename="..""#), None);
    }
}
