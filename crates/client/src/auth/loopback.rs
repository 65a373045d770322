//! Browser login: authorization code + PKCE S256 + `state`, answered on a loopback listener
//! (RFC 8252 §7.3) that accepts exactly one well-formed callback on the expected path.

use std::time::Duration;

use oauth2::RedirectUrl;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio_util::sync::CancellationToken;

use super::{OAuthClient, TokenSet};
use crate::error::{Error, LoginError, Result};

/// Requests to the listener larger than this are cut.
pub const MAX_CALLBACK_REQUEST: usize = 16 * 1024;
/// How long one browser connection may take to send its request.
const PER_CONNECTION_TIMEOUT: Duration = Duration::from_secs(10);

/// Opens an address in the user's browser (the app passes Tauri's opener).
pub trait BrowserOpener: Send + Sync {
    fn open(&self, url: &str) -> std::result::Result<(), String>;
}

/// Options of a browser login.
#[derive(Clone, Debug)]
pub struct LoginOptions {
    /// Scopes to ask for (`read write`).
    pub scopes: Vec<String>,
    /// How long to wait for the browser (default 5 minutes).
    pub timeout: Duration,
    /// Path of the redirect URI on the listener.
    pub callback_path: String,
    /// Cancels the wait (the user closed the dialog).
    pub cancel: CancellationToken,
}

impl Default for LoginOptions {
    fn default() -> Self {
        Self {
            scopes: vec!["read".into(), "write".into()],
            timeout: Duration::from_secs(300),
            callback_path: "/callback".into(),
            cancel: CancellationToken::new(),
        }
    }
}

/// Run the whole login: listen, open the browser, wait for the callback, exchange the code.
pub async fn login(
    oauth: &OAuthClient,
    browser: &dyn BrowserOpener,
    options: LoginOptions,
) -> Result<TokenSet> {
    let listener = TcpListener::bind(("127.0.0.1", 0))
        .await
        .map_err(|e| LoginError::Listener(e.to_string()))?;
    let port = listener
        .local_addr()
        .map_err(|e| LoginError::Listener(e.to_string()))?
        .port();
    let path = if options.callback_path.starts_with('/') {
        options.callback_path.clone()
    } else {
        format!("/{}", options.callback_path)
    };
    let redirect = RedirectUrl::new(format!("http://127.0.0.1:{port}{path}"))
        .map_err(|e| Error::InvalidInput(format!("bad callback path: {e}")))?;
    let (url, state, verifier) = oauth.authorization_request(&redirect, &options.scopes)?;
    browser.open(url.as_str()).map_err(LoginError::Browser)?;

    let wait = wait_for_callback(&listener, &path, state.secret());
    let code = tokio::select! {
        biased;
        _ = options.cancel.cancelled() => return Err(Error::Cancelled),
        _ = tokio::time::sleep(options.timeout) => return Err(LoginError::TimedOut.into()),
        result = wait => result?,
    };
    drop(listener);
    oauth.exchange_code(code, verifier, &redirect).await
}

/// Accept connections until one is a callback on `path`; answer each; return the code.
/// Connections are served concurrently, so an idle one (browsers pre-connect) cannot hold up
/// the real callback.
/// How many connections the listener serves at once.
const MAX_CONNECTIONS: usize = 16;

async fn wait_for_callback(
    listener: &TcpListener,
    path: &str,
    expected_state: &str,
) -> Result<String, LoginError> {
    let (tx, mut rx) = tokio::sync::mpsc::channel::<Result<String, LoginError>>(1);
    let mut tasks = tokio::task::JoinSet::new();
    loop {
        tokio::select! {
            // At the cap nothing more is accepted until a connection is done: a local program
            // flooding the listener makes the browser's callback wait, never lost.
            accepted = listener.accept(), if tasks.len() < MAX_CONNECTIONS => {
                let Ok((stream, _)) = accepted else { continue };
                let (tx, path, state) = (tx.clone(), path.to_owned(), expected_state.to_owned());
                tasks.spawn(async move {
                    if let Some(outcome) = serve_connection(stream, &path, &state).await {
                        let _ = tx.send(outcome).await;
                    }
                });
            }
            Some(_) = tasks.join_next(), if !tasks.is_empty() => {}
            Some(outcome) = rx.recv() => return outcome,
        }
    }
}

/// Answer one connection; `Some` when it was the callback (good or bad).
async fn serve_connection(
    mut stream: TcpStream,
    path: &str,
    expected_state: &str,
) -> Option<Result<String, LoginError>> {
    let request = match tokio::time::timeout(PER_CONNECTION_TIMEOUT, read_head(&mut stream)).await {
        Ok(Ok(r)) => r,
        Ok(Err(HeadError::TooLarge)) => {
            respond(
                &mut stream,
                "431 Request Header Fields Too Large",
                "Request too large.",
            )
            .await;
            return None;
        }
        Ok(Err(HeadError::Malformed)) | Err(_) => {
            respond(&mut stream, "400 Bad Request", "Malformed request.").await;
            return None;
        }
    };
    match classify(&request, path, expected_state) {
        Callback::NotOurs => {
            respond(&mut stream, "404 Not Found", "Not found.").await;
            None
        }
        // Not from the browser we opened (no or another `state`): refused and ignored, so the
        // real callback can still arrive.
        Callback::Forged => {
            respond(
                &mut stream,
                "400 Bad Request",
                "This request does not belong to the sign-in in progress.",
            )
            .await;
            None
        }
        Callback::Code(code) => {
            respond(
                &mut stream,
                "200 OK",
                "You are signed in to eBL Desk. You can close this tab.",
            )
            .await;
            Some(Ok(code))
        }
        Callback::Failed(e) => {
            respond(
                &mut stream,
                "400 Bad Request",
                &format!("Sign-in did not complete: {e}. You can close this tab."),
            )
            .await;
            Some(Err(e))
        }
    }
}

enum HeadError {
    TooLarge,
    Malformed,
}

/// Read the request line and headers (up to the blank line), at most 16 KiB.
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
        if buf.len() > MAX_CALLBACK_REQUEST {
            return Err(HeadError::TooLarge);
        }
        if let Some(end) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            buf.truncate(end);
            return String::from_utf8(buf).map_err(|_| HeadError::Malformed);
        }
    }
}

#[derive(Debug, PartialEq)]
enum Callback {
    NotOurs,
    /// On the callback path without the expected `state`.
    Forged,
    Code(String),
    Failed(LoginError),
}

/// Decide what a request to the listener is.
fn classify(head: &str, path: &str, expected_state: &str) -> Callback {
    let mut parts = head.lines().next().unwrap_or_default().split(' ');
    let (Some(method), Some(target)) = (parts.next(), parts.next()) else {
        return Callback::NotOurs;
    };
    if method != "GET" {
        return Callback::NotOurs;
    }
    let Ok(url) = url::Url::parse(&format!("http://127.0.0.1{target}")) else {
        return Callback::NotOurs;
    };
    if url.path() != path {
        return Callback::NotOurs;
    }
    let param = |name: &str| {
        url.query_pairs()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.into_owned())
    };
    if param("state").as_deref() != Some(expected_state) {
        return Callback::Forged;
    }
    if let Some(error) = param("error") {
        return Callback::Failed(LoginError::Denied {
            error,
            description: param("error_description"),
        });
    }
    match param("code") {
        Some(code) if !code.is_empty() => Callback::Code(code),
        _ => Callback::Failed(LoginError::BadCallback("no code in the answer".into())),
    }
}

async fn respond(stream: &mut TcpStream, status: &str, message: &str) {
    let body = format!(
        "<!doctype html><html><head><meta charset=\"utf-8\"><title>eBL Desk</title></head>\
         <body style=\"font-family: sans-serif; margin: 3em\"><p>{}</p></body></html>",
        html_escape(message)
    );
    let response = format!(
        "HTTP/1.1 {status}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: {}\r\n\
         Cache-Control: no-store\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let _ = stream.write_all(response.as_bytes()).await;
    let _ = stream.shutdown().await;
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

    #[test]
    fn only_a_get_on_the_callback_path_with_the_right_state_yields_the_code() {
        let ok = "GET /callback?code=abc&state=S1 HTTP/1.1\r\nHost: x";
        assert_eq!(
            classify(ok, "/callback", "S1"),
            Callback::Code("abc".into())
        );
        assert_eq!(
            classify("GET /favicon.ico HTTP/1.1", "/callback", "S1"),
            Callback::NotOurs
        );
        assert_eq!(
            classify(
                "POST /callback?code=abc&state=S1 HTTP/1.1",
                "/callback",
                "S1"
            ),
            Callback::NotOurs
        );
        assert_eq!(
            classify(
                "GET /callback?code=abc&state=S2 HTTP/1.1",
                "/callback",
                "S1"
            ),
            Callback::Forged
        );
        assert_eq!(
            classify("GET /callback?code=abc HTTP/1.1", "/callback", "S1"),
            Callback::Forged
        );
        assert_eq!(
            classify(
                "GET /callback?error=access_denied&error_description=no+thanks&state=S1 HTTP/1.1",
                "/callback",
                "S1"
            ),
            Callback::Failed(LoginError::Denied {
                error: "access_denied".into(),
                description: Some("no thanks".into())
            })
        );
        assert!(matches!(
            classify("GET /callback?state=S1 HTTP/1.1", "/callback", "S1"),
            Callback::Failed(LoginError::BadCallback(_))
        ));
        assert_eq!(classify("", "/callback", "S1"), Callback::NotOurs);
    }

    async fn get(addr: std::net::SocketAddr, target: &str) -> String {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let mut stream = TcpStream::connect(addr).await.expect("connect");
        stream
            .write_all(format!("GET {target} HTTP/1.1\r\nHost: x\r\n\r\n").as_bytes())
            .await
            .expect("write");
        let mut answer = String::new();
        let _ = stream.read_to_string(&mut answer).await;
        answer
    }

    #[tokio::test]
    async fn a_forged_callback_is_refused_and_the_real_one_still_signs_in() {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let addr = listener.local_addr().expect("addr");
        let wait =
            tokio::spawn(async move { wait_for_callback(&listener, "/callback", "S1").await });
        let forged = get(addr, "/callback?code=stolen&state=WRONG").await;
        assert!(forged.starts_with("HTTP/1.1 400"), "{forged}");
        let missing = get(addr, "/callback?code=stolen").await;
        assert!(missing.starts_with("HTTP/1.1 400"), "{missing}");
        assert!(!wait.is_finished(), "the sign-in is still waiting");
        let real = get(addr, "/callback?code=real&state=S1").await;
        assert!(real.starts_with("HTTP/1.1 200"), "{real}");
        assert_eq!(wait.await.expect("joined"), Ok("real".to_owned()));
    }

    #[tokio::test]
    async fn past_the_cap_a_connection_waits_and_the_callback_is_not_lost() {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let addr = listener.local_addr().expect("addr");
        let wait =
            tokio::spawn(async move { wait_for_callback(&listener, "/callback", "S1").await });
        // Idle connections that never send a request hold every slot.
        let mut idle = Vec::new();
        for _ in 0..MAX_CONNECTIONS {
            idle.push(TcpStream::connect(addr).await.expect("connect"));
        }
        let mut real = TcpStream::connect(addr).await.expect("connect");
        real.write_all(b"GET /callback?code=real&state=S1 HTTP/1.1\r\nHost: x\r\n\r\n")
            .await
            .expect("write");
        let mut buf = [0u8; 64];
        assert!(
            tokio::time::timeout(Duration::from_millis(300), real.read(&mut buf))
                .await
                .is_err(),
            "not served while every slot is held"
        );
        assert!(!wait.is_finished());
        // The idle connections go away: the waiting callback is served, not lost.
        drop(idle);
        let mut answer = String::new();
        real.read_to_string(&mut answer).await.expect("read");
        assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
        assert_eq!(wait.await.expect("joined"), Ok("real".to_owned()));
    }
}
