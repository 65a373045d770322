//! The loopback listener a browser comes back to (RFC 8252 §7.3): the OAuth login's callback
//! and the company registration's return. One mechanism for both:
//!
//! - it listens on `127.0.0.1` only, on a port the system picks;
//! - it serves up to [`MAX_CONNECTIONS`] connections at once (browsers pre-connect; an idle
//!   one cannot hold up the real request, and a local program flooding it makes the browser
//!   wait, never lost), each within [`PER_CONNECTION_TIMEOUT`];
//! - it reads at most [`MAX_REQUEST`] bytes of a request head (431 past that);
//! - the awaited request is a `GET` of the expected path whose tie parameter (`state`, `ref`)
//!   has the value this wait sent; a request on that path without it is answered with an
//!   error page and the wait goes on (it may be forged; the real one can still arrive);
//!   anything else is answered 400, 404, 405 or 408 and the wait goes on;
//! - every answer is the same small HTML page with the caller's words, never cached.

use std::time::Duration;

use futures::StreamExt;
use futures::stream::FuturesUnordered;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

use crate::error::LoginError;

/// The largest request head the listener reads.
pub const MAX_REQUEST: usize = 16 * 1024;
/// How many connections the listener serves at once.
pub const MAX_CONNECTIONS: usize = 16;
/// How long one connection may take to send its request (and to take its answer).
pub const PER_CONNECTION_TIMEOUT: Duration = Duration::from_secs(10);

/// The awaited request: a `GET` of `path` with `key=value` in its query.
#[derive(Debug, Clone, Copy)]
pub struct Awaited<'a> {
    pub path: &'a str,
    /// The parameter that ties the request to this wait (`state`, `ref`).
    pub key: &'a str,
    /// Its value, as sent out by this wait's caller.
    pub value: &'a str,
    /// The page for a request on `path` without `key=value` ("does not belong to ...").
    pub stranger: &'a str,
}

/// The page the browser is shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Page {
    /// 200: the flow completed.
    Done(String),
    /// 400: the flow ended with an error.
    Failed(String),
}

/// A listener on `127.0.0.1`, bound until dropped.
#[derive(Debug)]
pub struct Loopback {
    listener: TcpListener,
    port: u16,
}

impl Loopback {
    /// Listen on `127.0.0.1` on a free port.
    pub async fn bind() -> Result<Self, LoginError> {
        let listener = TcpListener::bind(("127.0.0.1", 0))
            .await
            .map_err(|e| LoginError::Listener(e.to_string()))?;
        let port = listener
            .local_addr()
            .map_err(|e| LoginError::Listener(e.to_string()))?
            .port();
        Ok(Self { listener, port })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// `http://127.0.0.1:<port><path>`, the address to send the browser back to.
    pub fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}{path}", self.port)
    }

    /// Serve connections until the awaited request arrives; `judge` turns its query
    /// parameters (in order, `key` included) into the page it is answered with and the result
    /// of the wait. Every other request is answered and the wait goes on; it never ends on
    /// its own (the caller puts a deadline and a cancel around it).
    pub async fn wait<T>(
        &self,
        awaited: Awaited<'_>,
        judge: impl Fn(Vec<(String, String)>) -> (Page, T),
    ) -> T {
        let judge = &judge;
        let mut serving = FuturesUnordered::new();
        loop {
            tokio::select! {
                // At the cap nothing more is accepted until a connection is done.
                accepted = self.listener.accept(), if serving.len() < MAX_CONNECTIONS => {
                    if let Ok((stream, _)) = accepted {
                        serving.push(serve(stream, awaited, judge));
                    }
                }
                Some(outcome) = serving.next(), if !serving.is_empty() => {
                    if let Some(result) = outcome {
                        return result;
                    }
                }
            }
        }
    }
}

/// Answer one connection; `Some` when it was the awaited request.
async fn serve<T>(
    mut stream: TcpStream,
    awaited: Awaited<'_>,
    judge: &impl Fn(Vec<(String, String)>) -> (Page, T),
) -> Option<T> {
    let head = match tokio::time::timeout(PER_CONNECTION_TIMEOUT, read_head(&mut stream)).await {
        Ok(Ok(head)) => head,
        Ok(Err(HeadError::TooLarge)) => {
            let status = "431 Request Header Fields Too Large";
            respond(&mut stream, status, "Request too large.").await;
            return None;
        }
        Ok(Err(HeadError::Malformed)) => {
            respond(&mut stream, "400 Bad Request", "Malformed request.").await;
            return None;
        }
        Err(_) => {
            respond(&mut stream, "408 Request Timeout", "Request too slow.").await;
            return None;
        }
    };
    match classify(&head, awaited) {
        Request::Refused(status, message) => {
            respond(&mut stream, status, message).await;
            None
        }
        Request::Awaited(params) => {
            let (page, result) = judge(params);
            match &page {
                Page::Done(message) => respond(&mut stream, "200 OK", message).await,
                Page::Failed(message) => respond(&mut stream, "400 Bad Request", message).await,
            }
            Some(result)
        }
    }
}

#[derive(Debug, PartialEq)]
enum Request<'a> {
    /// Answered with this status and message; the wait goes on.
    Refused(&'static str, &'a str),
    /// The awaited request's query parameters.
    Awaited(Vec<(String, String)>),
}

/// What a request head is.
fn classify<'a>(head: &str, awaited: Awaited<'a>) -> Request<'a> {
    let mut parts = head.lines().next().unwrap_or_default().split_whitespace();
    let target = match (parts.next(), parts.next()) {
        (Some("GET"), Some(target)) if target.starts_with('/') => target,
        (Some("GET"), Some(_)) => return Request::Refused("400 Bad Request", "Malformed address."),
        (Some(_), Some(_)) => {
            return Request::Refused("405 Method Not Allowed", "Method not allowed.");
        }
        _ => return Request::Refused("400 Bad Request", "Malformed request."),
    };
    let Ok(url) = url::Url::parse(&format!("http://127.0.0.1{target}")) else {
        return Request::Refused("400 Bad Request", "Malformed address.");
    };
    if url.path() != awaited.path {
        return Request::Refused("404 Not Found", "Not found.");
    }
    let params: Vec<(String, String)> = url
        .query_pairs()
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect();
    let tied = params
        .iter()
        .find(|(k, _)| k == awaited.key)
        .is_some_and(|(_, v)| v == awaited.value);
    if !tied {
        return Request::Refused("400 Bad Request", awaited.stranger);
    }
    Request::Awaited(params)
}

enum HeadError {
    TooLarge,
    Malformed,
}

/// Read the request line and headers (up to the blank line), at most [`MAX_REQUEST`] bytes.
async fn read_head(stream: &mut TcpStream) -> Result<String, HeadError> {
    let mut buf = Vec::with_capacity(1024);
    let mut chunk = [0u8; 2048];
    loop {
        let n = stream
            .read(&mut chunk)
            .await
            .map_err(|_| HeadError::Malformed)?;
        if n == 0 {
            return Err(HeadError::Malformed);
        }
        buf.extend_from_slice(&chunk[..n]);
        if let Some(end) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            if end > MAX_REQUEST {
                return Err(HeadError::TooLarge);
            }
            buf.truncate(end);
            return String::from_utf8(buf).map_err(|_| HeadError::Malformed);
        }
        if buf.len() > MAX_REQUEST {
            return Err(HeadError::TooLarge);
        }
    }
}

/// The one answer page: the message, escaped, in a small HTML page that is never cached.
async fn respond(stream: &mut TcpStream, status: &str, message: &str) {
    let body = format!(
        "<!doctype html><html><head><meta charset=\"utf-8\"><title>eBL Desk</title></head>\
         <body style=\"font-family: sans-serif; margin: 3em\"><p dir=\"auto\">{}</p></body></html>",
        html_escape(message)
    );
    let response = format!(
        "HTTP/1.1 {status}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: {}\r\n\
         Cache-Control: no-store\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let _ = tokio::time::timeout(PER_CONNECTION_TIMEOUT, async {
        let _ = stream.write_all(response.as_bytes()).await;
        let _ = stream.shutdown().await;
    })
    .await;
}

fn html_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    const AWAITED: Awaited<'static> = Awaited {
        path: "/back",
        key: "state",
        value: "S1",
        stranger: "Not this one.",
    };

    #[test]
    fn only_a_get_of_the_path_with_the_tie_parameter_is_the_awaited_request() {
        let pairs = |p: &[(&str, &str)]| {
            p.iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            classify("GET /back?code=a%20b&state=S1 HTTP/1.1\r\nHost: x", AWAITED),
            Request::Awaited(pairs(&[("code", "a b"), ("state", "S1")]))
        );
        let refused = |head: &str| match classify(head, AWAITED) {
            Request::Refused(status, message) => (status, message),
            Request::Awaited(p) => panic!("{head}: taken with {p:?}"),
        };
        assert_eq!(refused("GET /favicon.ico HTTP/1.1").0, "404 Not Found");
        assert_eq!(
            refused("POST /back?state=S1 HTTP/1.1").0,
            "405 Method Not Allowed"
        );
        assert_eq!(
            refused("GET /back?state=S2 HTTP/1.1"),
            ("400 Bad Request", "Not this one.")
        );
        assert_eq!(
            refused("GET /back?code=a HTTP/1.1"),
            ("400 Bad Request", "Not this one.")
        );
        assert_eq!(
            refused("GET http://evil/back?state=S1 HTTP/1.1").0,
            "400 Bad Request"
        );
        assert_eq!(refused("").0, "400 Bad Request");
    }

    #[test]
    fn the_page_escapes_the_message() {
        assert_eq!(
            html_escape("<script>\"&\""),
            "&lt;script&gt;&quot;&amp;&quot;"
        );
    }
}
