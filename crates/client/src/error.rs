//! The one error type of the crate, with a stable [`Error::code`] the UI switches on. Its
//! `Display` text is for logs and developers (it keeps the service's answer and the system's
//! reason); what a person reads is made from the code by the app (`tdx_desk::Error::user_message`).

use std::collections::BTreeMap;
use std::fmt;

/// Longest error text kept from a non-JSON error body.
const MAX_TEXT_BODY: usize = 500;

/// Everything that can go wrong talking to the service.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The service could not be reached at all (DNS, refused connection, no route).
    #[error("cannot reach the service: {0}")]
    Offline(String),
    /// The connection broke while a request or response was under way.
    #[error("connection error: {0}")]
    Transport(String),
    /// The service did not answer in time.
    #[error("the service did not answer in time")]
    Timeout,

    /// A response larger than the app accepts for its kind; nothing of it was kept.
    #[error(
        "the service's {what} is larger than the {limit_mib} MiB the app accepts; nothing was kept"
    )]
    TooLarge { what: &'static str, limit_mib: u64 },
    /// The service answered with a redirect (3xx). Redirects are never followed: a request
    /// (a bearer token, a signature) goes only to the service's own address.
    #[error("HTTP {status}: redirect to {}, not followed", to.as_deref().unwrap_or("(no address)"))]
    Redirect {
        status: u16,
        /// `host[:port]` of the `Location`, when the answer had a usable one.
        to: Option<String>,
    },
    /// A request would have gone somewhere other than the service's origin (a configured
    /// path that names another host or scheme, a `next` link elsewhere): refused before a
    /// credential was attached, nothing sent.
    #[error("request to `{to}` refused ({reason}): not under the service's origin")]
    OriginMismatch { to: String, reason: String },
    /// The service answered with an error status.
    #[error("HTTP {status}: {body}")]
    Http { status: u16, body: ErrorBody },
    /// A response did not have the expected shape.
    #[error("unexpected response at `{path}`: {message}")]
    Decode { path: String, message: String },
    /// The operation was cancelled by the caller.
    #[error("cancelled")]
    Cancelled,
    /// The OAuth token endpoint refused (RFC 6749 §5.2).
    #[error("the sign-in service refused: {error}{}", description.as_deref().map(|d| format!(" ({d})")).unwrap_or_default())]
    OAuth {
        error: String,
        description: Option<String>,
    },
    /// The browser login did not complete.
    #[error("sign-in failed: {0}")]
    Login(#[from] LoginError),
    /// There is no stored session: the user has to sign in.
    #[error("not signed in")]
    NotSignedIn,
    /// The token store failed (keyring locked, unavailable, ...).
    #[error("cannot access the stored session: {0}")]
    TokenStore(String),
    /// A local file (an upload, a download target) could not be read or written.
    #[error("{path}: {message}")]
    File { path: String, message: String },
    /// The caller passed something the client cannot send.
    #[error("invalid request: {0}")]
    InvalidInput(String),
}

/// Why a browser login failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LoginError {
    /// The callback's `state` differs from the one sent: possibly a forged redirect.
    #[error("the sign-in answer does not belong to this request (state mismatch)")]
    StateMismatch,
    /// The authorization server redirected back with an `error` parameter.
    #[error("the service answered `{error}`{}", description.as_deref().map(|d| format!(": {d}")).unwrap_or_default())]
    Denied {
        error: String,
        description: Option<String>,
    },
    /// No callback arrived before the deadline.
    #[error("no answer from the browser in time")]
    TimedOut,
    /// The callback lacked a code or was otherwise malformed.
    #[error("malformed sign-in answer: {0}")]
    BadCallback(String),
    /// The system browser could not be opened.
    #[error("cannot open the browser: {0}")]
    Browser(String),
    /// The loopback listener could not be started.
    #[error("cannot listen for the sign-in answer: {0}")]
    Listener(String),
}

/// The parsed body of an error response.
#[derive(Debug, Clone, PartialEq)]
pub enum ErrorBody {
    /// DRF field errors: `{"field": ["message", ...], ...}`.
    Fields(BTreeMap<String, Vec<String>>),
    /// DRF `{"detail": "..."}`.
    Detail(String),
    /// RFC 6749 `{"error": "...", "error_description": "..."}`.
    OAuth {
        error: String,
        description: Option<String>,
    },
    /// Any other JSON.
    Json(serde_json::Value),
    /// A non-JSON body, trimmed and shortened.
    Text(String),
    /// No body.
    Empty,
}

impl ErrorBody {
    /// Parse an error body: DRF field errors, `detail`, RFC 6749, other JSON, or text.
    pub fn parse(bytes: &[u8]) -> Self {
        let text = String::from_utf8_lossy(bytes);
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return ErrorBody::Empty;
        }
        let Ok(value) = serde_json::from_str::<serde_json::Value>(trimmed) else {
            return ErrorBody::Text(shorten(trimmed));
        };
        let serde_json::Value::Object(map) = &value else {
            return ErrorBody::Json(value);
        };
        if let Some(serde_json::Value::String(error)) = map.get("error") {
            let description = map
                .get("error_description")
                .and_then(|d| d.as_str())
                .map(str::to_owned);
            return ErrorBody::OAuth {
                error: error.clone(),
                description,
            };
        }
        if let Some(serde_json::Value::String(detail)) = map.get("detail") {
            return ErrorBody::Detail(detail.clone());
        }
        let mut fields = BTreeMap::new();
        for (key, v) in map {
            let messages = match v {
                serde_json::Value::String(s) => vec![s.clone()],
                serde_json::Value::Array(items) => items.iter().map(json_to_message).collect(),
                other => vec![json_to_message(other)],
            };
            fields.insert(key.clone(), messages);
        }
        if fields.is_empty() {
            ErrorBody::Json(value)
        } else {
            ErrorBody::Fields(fields)
        }
    }

    /// The messages of one field, for DRF field errors.
    pub fn field(&self, name: &str) -> Option<&[String]> {
        match self {
            ErrorBody::Fields(f) => f.get(name).map(Vec::as_slice),
            _ => None,
        }
    }
}

fn json_to_message(v: &serde_json::Value) -> String {
    match v {
        serde_json::Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

fn shorten(s: &str) -> String {
    if s.chars().count() <= MAX_TEXT_BODY {
        return s.to_owned();
    }
    let mut out: String = s.chars().take(MAX_TEXT_BODY).collect();
    out.push('…');
    out
}

impl fmt::Display for ErrorBody {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorBody::Fields(fields) => {
                let mut first = true;
                for (name, messages) in fields {
                    if !first {
                        f.write_str("; ")?;
                    }
                    first = false;
                    if name == "non_field_errors" {
                        write!(f, "{}", messages.join(" "))?;
                    } else {
                        write!(f, "{name}: {}", messages.join(" "))?;
                    }
                }
                Ok(())
            }
            ErrorBody::Detail(d) => f.write_str(d),
            ErrorBody::OAuth { error, description } => match description {
                Some(d) => write!(f, "{error}: {d}"),
                None => f.write_str(error),
            },
            ErrorBody::Json(v) => write!(f, "{v}"),
            ErrorBody::Text(t) => f.write_str(t),
            ErrorBody::Empty => f.write_str("(no details)"),
        }
    }
}

impl Error {
    /// A stable code the UI switches on.
    pub fn code(&self) -> &'static str {
        match self {
            Error::Offline(_) => "net.offline",
            Error::Transport(_) => "net.transport",
            Error::Timeout => "net.timeout",
            Error::TooLarge { .. } => "net.too_large",
            Error::Redirect { .. } => "net.redirect",
            Error::OriginMismatch { .. } => "client.origin_mismatch",
            Error::Http { status, .. } => match status {
                401 => "auth.expired",
                403 => "auth.forbidden",
                404 => "http.not_found",
                409 => "http.conflict",
                400 | 422 => "http.validation",
                429 => "http.rate_limited",
                500..=599 => "http.server",
                _ => "http.client",
            },
            Error::Decode { .. } => "decode",
            Error::Cancelled => "cancelled",
            Error::OAuth { error, .. } => match error.as_str() {
                "invalid_grant" => "auth.expired",
                "invalid_client" | "unauthorized_client" => "auth.invalid_client",
                "invalid_scope" => "auth.forbidden",
                _ => "auth.oauth",
            },
            Error::Login(e) => match e {
                LoginError::StateMismatch => "auth.state_mismatch",
                LoginError::Denied { error, .. } if error == "access_denied" => "auth.denied",
                LoginError::Denied { .. } => "auth.oauth",
                LoginError::TimedOut => "auth.login_timeout",
                LoginError::BadCallback(_) => "auth.bad_callback",
                LoginError::Browser(_) => "auth.browser",
                LoginError::Listener(_) => "auth.listener",
            },
            Error::NotSignedIn => "session.signed_out",
            Error::TokenStore(_) => "auth.store",
            Error::File { .. } => "file.io",
            Error::InvalidInput(_) => "input.invalid",
        }
    }

    /// The HTTP status, when the service answered with an error status.
    /// Whether the request may have reached the service although no answer came back (a
    /// broken connection, a timeout, a gateway error): its effect is unknown, so only a
    /// request that is safe to repeat (an `Idempotency-Key`) should be sent again.
    pub fn outcome_unknown(&self) -> bool {
        match self {
            Error::Transport(_) | Error::Timeout => true,
            Error::Http { status, .. } => matches!(status, 502..=504),
            _ => false,
        }
    }

    pub fn status(&self) -> Option<u16> {
        match self {
            Error::Http { status, .. } => Some(*status),
            _ => None,
        }
    }

    pub(crate) fn from_reqwest(e: reqwest::Error) -> Self {
        if e.is_timeout() {
            Error::Timeout
        } else if e.is_connect() {
            Error::Offline(error_chain(&e))
        } else if e.is_decode() || e.is_body() {
            Error::Transport(format!("incomplete response: {}", error_chain(&e)))
        } else {
            Error::Transport(error_chain(&e))
        }
    }

    /// A 3xx answer to a request for `from`, with its `Location` header.
    pub(crate) fn redirect(status: u16, from: &url::Url, location: Option<&[u8]>) -> Self {
        let to = location
            .and_then(|l| std::str::from_utf8(l).ok())
            .and_then(|l| from.join(l.trim()).ok())
            .and_then(|u| {
                let host = u.host_str()?.to_owned();
                Some(match u.port() {
                    Some(port) => format!("{host}:{port}"),
                    None => host,
                })
            })
            .map(|to| shorten(&to));
        Error::Redirect { status, to }
    }

    pub(crate) fn decode(path: impl fmt::Display, message: impl fmt::Display) -> Self {
        let path = path.to_string();
        Error::Decode {
            path: if path.is_empty() { ".".into() } else { path },
            message: message.to_string(),
        }
    }
}

/// The error and its sources on one line (reqwest's top-level message alone says little).
pub(crate) fn error_chain(e: &(dyn std::error::Error + 'static)) -> String {
    let mut out = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        let text = s.to_string();
        if !out.contains(&text) {
            out.push_str(": ");
            out.push_str(&text);
        }
        source = s.source();
    }
    out
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drf_field_errors_keep_every_message_per_field() {
        let body = ErrorBody::parse(br#"{"recipient_id": ["Not a valid UUID."], "documents": ["This field is required.", "x"]}"#);
        assert_eq!(
            body.field("recipient_id"),
            Some(&["Not a valid UUID.".to_string()][..])
        );
        assert_eq!(body.field("documents").map(<[String]>::len), Some(2));
        let e = Error::Http { status: 400, body };
        assert_eq!(e.code(), "http.validation");
        assert!(e.to_string().contains("recipient_id: Not a valid UUID."));
    }

    #[test]
    fn detail_oauth_text_and_empty_bodies_are_recognised() {
        assert_eq!(
            ErrorBody::parse(br#"{"detail": "Not found."}"#),
            ErrorBody::Detail("Not found.".into())
        );
        assert_eq!(
            ErrorBody::parse(br#"{"error": "invalid_grant", "error_description": "expired"}"#),
            ErrorBody::OAuth {
                error: "invalid_grant".into(),
                description: Some("expired".into())
            }
        );
        assert_eq!(
            ErrorBody::parse(b"  <html>Bad Gateway</html>\n\n"),
            ErrorBody::Text("<html>Bad Gateway</html>".into())
        );
        assert_eq!(ErrorBody::parse(b"  \n"), ErrorBody::Empty);
        assert_eq!(
            ErrorBody::parse(b"[1,2]"),
            ErrorBody::Json(serde_json::json!([1, 2]))
        );
    }

    #[test]
    fn long_text_bodies_are_shortened() {
        let long = "x".repeat(5000);
        let ErrorBody::Text(t) = ErrorBody::parse(long.as_bytes()) else {
            panic!("expected text");
        };
        assert!(t.chars().count() <= MAX_TEXT_BODY + 1);
    }

    #[test]
    fn status_codes_map_to_stable_codes() {
        let code = |status| {
            Error::Http {
                status,
                body: ErrorBody::Empty,
            }
            .code()
        };
        assert_eq!(code(401), "auth.expired");
        assert_eq!(code(403), "auth.forbidden");
        assert_eq!(code(404), "http.not_found");
        assert_eq!(code(409), "http.conflict");
        assert_eq!(code(429), "http.rate_limited");
        assert_eq!(code(503), "http.server");
        assert_eq!(code(418), "http.client");
        let from = url::Url::parse("http://127.0.0.1:8000/api/x").expect("url");
        let moved = Error::redirect(307, &from, Some(b"http://evil.example:9/steal"));
        assert_eq!(moved.code(), "net.redirect");
        assert!(matches!(&moved, Error::Redirect { to: Some(to), .. } if to == "evil.example:9"));
        let relative = Error::redirect(302, &from, Some(b"/elsewhere"));
        assert!(relative.to_string().contains("redirect to 127.0.0.1:8000,"));
        let none = Error::redirect(302, &from, None);
        assert!(matches!(none, Error::Redirect { to: None, .. }));
        let grant = Error::OAuth {
            error: "invalid_grant".into(),
            description: None,
        };
        assert_eq!(grant.code(), "auth.expired");
        assert_eq!(
            Error::Login(LoginError::StateMismatch).code(),
            "auth.state_mismatch"
        );
    }
}
