//! Errors: the crate's `Error` (start-up, storage) and `ApiError`, the HTTP error response in
//! DRF style (`{"field": ["msg"]}` or `{"detail": "..."}`).

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Map, Value, json};

/// Errors of the sandbox as a library.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        addr: std::net::SocketAddr,
        source: std::io::Error,
    },
    #[error("database error: {0}")]
    Db(#[from] rusqlite::Error),
    #[error("stored world is unreadable: {0}")]
    Corrupt(#[from] serde_json::Error),
    #[error("i/o error: {0}")]
    Io(#[from] std::io::Error),
}

impl Error {
    /// A stable code for the error kind.
    pub fn code(&self) -> &'static str {
        match self {
            Error::Bind { .. } => "sandbox.bind",
            Error::Db(_) => "sandbox.db",
            Error::Corrupt(_) => "sandbox.corrupt",
            Error::Io(_) => "sandbox.io",
        }
    }
}

/// An HTTP error answer with a JSON body.
#[derive(Debug, Clone)]
pub struct ApiError {
    pub status: StatusCode,
    pub body: Value,
    pub www_authenticate: Option<String>,
}

pub type ApiResult<T> = Result<T, ApiError>;

impl ApiError {
    pub fn new(status: StatusCode, detail: impl Into<String>) -> Self {
        ApiError {
            status,
            body: json!({ "detail": detail.into() }),
            www_authenticate: None,
        }
    }

    pub fn bad_request(detail: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, detail)
    }

    pub fn field(field: &str, message: impl Into<String>) -> Self {
        let mut errors = FieldErrors::default();
        errors.add(field, message);
        errors.into_error()
    }

    pub fn not_found() -> Self {
        Self::new(StatusCode::NOT_FOUND, "Not found.")
    }

    pub fn forbidden(detail: impl Into<String>) -> Self {
        Self::new(StatusCode::FORBIDDEN, detail)
    }

    pub fn conflict(detail: impl Into<String>) -> Self {
        Self::new(StatusCode::CONFLICT, detail)
    }

    pub fn unauthenticated() -> Self {
        ApiError {
            status: StatusCode::UNAUTHORIZED,
            body: json!({ "detail": "Authentication credentials were not provided." }),
            www_authenticate: Some("Bearer realm=\"tdx-sandbox\"".into()),
        }
    }

    pub fn invalid_token(detail: &str) -> Self {
        ApiError {
            status: StatusCode::UNAUTHORIZED,
            body: json!({ "detail": detail }),
            www_authenticate: Some(format!(
                "Bearer realm=\"tdx-sandbox\", error=\"invalid_token\", error_description=\"{detail}\""
            )),
        }
    }

    pub fn insufficient_scope(scope: &str) -> Self {
        ApiError {
            status: StatusCode::FORBIDDEN,
            body: json!({ "detail": format!("This action needs the '{scope}' scope; the token does not have it.") }),
            www_authenticate: Some(format!(
                "Bearer realm=\"tdx-sandbox\", error=\"insufficient_scope\", scope=\"{scope}\""
            )),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut response = (self.status, axum::Json(self.body)).into_response();
        if let Some(value) = self
            .www_authenticate
            .and_then(|v| HeaderValue::from_str(&v).ok())
        {
            response
                .headers_mut()
                .insert(header::WWW_AUTHENTICATE, value);
        }
        response
    }
}

/// Collects DRF-style field errors.
#[derive(Debug, Default, Clone)]
pub struct FieldErrors(pub Map<String, Value>);

impl FieldErrors {
    pub fn add(&mut self, field: &str, message: impl Into<String>) {
        let entry = self
            .0
            .entry(field.to_owned())
            .or_insert_with(|| Value::Array(vec![]));
        if let Value::Array(list) = entry {
            list.push(Value::String(message.into()));
        }
    }

    /// Sets a nested error value (e.g. a list of per-item error objects).
    pub fn set(&mut self, field: &str, value: Value) {
        self.0.insert(field.to_owned(), value);
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn into_error(self) -> ApiError {
        ApiError {
            status: StatusCode::BAD_REQUEST,
            body: Value::Object(self.0),
            www_authenticate: None,
        }
    }

    pub fn check(self) -> ApiResult<()> {
        if self.is_empty() {
            Ok(())
        } else {
            Err(self.into_error())
        }
    }
}
