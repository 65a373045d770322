//! Browser login: authorization code + PKCE S256 + `state`, answered on the loopback listener
//! ([`crate::loopback`]), which takes exactly one well-formed callback on the expected path.

use std::time::Duration;

use oauth2::RedirectUrl;
use tokio_util::sync::CancellationToken;

use super::{OAuthClient, TokenSet};
use crate::error::{Error, LoginError, Result};
use crate::loopback::{Awaited, Loopback, Page};

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
    let loopback = Loopback::bind().await?;
    let path = if options.callback_path.starts_with('/') {
        options.callback_path.clone()
    } else {
        format!("/{}", options.callback_path)
    };
    let redirect = RedirectUrl::new(loopback.url(&path))
        .map_err(|e| Error::InvalidInput(format!("bad callback path: {e}")))?;
    let (url, state, verifier) = oauth.authorization_request(&redirect, &options.scopes)?;
    browser.open(url.as_str()).map_err(LoginError::Browser)?;

    let wait = wait_for_callback(&loopback, &path, state.secret());
    let code = tokio::select! {
        biased;
        _ = options.cancel.cancelled() => return Err(Error::Cancelled),
        _ = tokio::time::sleep(options.timeout) => return Err(LoginError::TimedOut.into()),
        result = wait => result?,
    };
    drop(loopback);
    oauth.exchange_code(code, verifier, &redirect).await
}

/// Wait for the callback on `path` with our `state` (one without it is refused and the wait
/// goes on); its code, or why the sign-in failed (the browser is told either way).
async fn wait_for_callback(
    loopback: &Loopback,
    path: &str,
    expected_state: &str,
) -> Result<String, LoginError> {
    let awaited = Awaited {
        path,
        key: "state",
        value: expected_state,
        stranger: "This request does not belong to the sign-in in progress.",
    };
    loopback
        .wait(awaited, |params| match outcome(&params) {
            Ok(code) => (
                Page::Done("You are signed in to eBL Desk. You can close this tab.".into()),
                Ok(code),
            ),
            Err(e) => (
                Page::Failed(format!(
                    "Sign-in did not complete: {e}. You can close this tab."
                )),
                Err(e),
            ),
        })
        .await
}

/// What the callback (with our `state`) says: the code, or the error the service sent.
fn outcome(params: &[(String, String)]) -> Result<String, LoginError> {
    let param = |name: &str| {
        params
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
    };
    if let Some(error) = param("error") {
        return Err(LoginError::Denied {
            error,
            description: param("error_description"),
        });
    }
    match param("code") {
        Some(code) if !code.is_empty() => Ok(code),
        _ => Err(LoginError::BadCallback("no code in the answer".into())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loopback::MAX_CONNECTIONS;
    use tokio::net::TcpStream;

    #[test]
    fn the_callback_yields_its_code_or_the_error_it_carries() {
        let pairs = |p: &[(&str, &str)]| {
            p.iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            outcome(&pairs(&[("code", "abc"), ("state", "S1")])),
            Ok("abc".into())
        );
        assert_eq!(
            outcome(&pairs(&[
                ("error", "access_denied"),
                ("error_description", "no thanks"),
                ("state", "S1")
            ])),
            Err(LoginError::Denied {
                error: "access_denied".into(),
                description: Some("no thanks".into())
            })
        );
        assert!(matches!(
            outcome(&pairs(&[("state", "S1")])),
            Err(LoginError::BadCallback(_))
        ));
        assert!(matches!(
            outcome(&pairs(&[("code", ""), ("state", "S1")])),
            Err(LoginError::BadCallback(_))
        ));
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

    async fn listening() -> (Loopback, std::net::SocketAddr) {
        let loopback = Loopback::bind().await.expect("bind");
        let addr = std::net::SocketAddr::from(([127, 0, 0, 1], loopback.port()));
        (loopback, addr)
    }

    #[tokio::test]
    async fn a_forged_callback_is_refused_and_the_real_one_still_signs_in() {
        let (loopback, addr) = listening().await;
        let wait =
            tokio::spawn(async move { wait_for_callback(&loopback, "/callback", "S1").await });
        let forged = get(addr, "/callback?code=stolen&state=WRONG").await;
        assert!(forged.starts_with("HTTP/1.1 400"), "{forged}");
        let missing = get(addr, "/callback?code=stolen").await;
        assert!(missing.starts_with("HTTP/1.1 400"), "{missing}");
        let post = {
            use tokio::io::{AsyncReadExt, AsyncWriteExt};
            let mut s = TcpStream::connect(addr).await.expect("connect");
            s.write_all(b"POST /callback?code=abc&state=S1 HTTP/1.1\r\n\r\n")
                .await
                .expect("write");
            let mut answer = String::new();
            let _ = s.read_to_string(&mut answer).await;
            answer
        };
        assert!(!post.starts_with("HTTP/1.1 200"), "{post}");
        assert!(!wait.is_finished(), "the sign-in is still waiting");
        let real = get(addr, "/callback?code=real&state=S1").await;
        assert!(real.starts_with("HTTP/1.1 200"), "{real}");
        assert_eq!(wait.await.expect("joined"), Ok("real".to_owned()));
    }

    #[tokio::test]
    async fn a_denied_callback_ends_the_wait_with_the_error_and_tells_the_browser() {
        let (loopback, addr) = listening().await;
        let wait =
            tokio::spawn(async move { wait_for_callback(&loopback, "/callback", "S1").await });
        let denied = get(addr, "/callback?error=access_denied&state=S1").await;
        assert!(denied.starts_with("HTTP/1.1 400"), "{denied}");
        assert!(denied.contains("Sign-in did not complete"), "{denied}");
        assert!(matches!(
            wait.await.expect("joined"),
            Err(LoginError::Denied { .. })
        ));
    }

    #[tokio::test]
    async fn past_the_cap_a_connection_waits_and_the_callback_is_not_lost() {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let (loopback, addr) = listening().await;
        let wait =
            tokio::spawn(async move { wait_for_callback(&loopback, "/callback", "S1").await });
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
