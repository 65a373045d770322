//! The one error shape that crosses IPC: `{code, message}`. `code` is stable (`auth.expired`,
//! `sign.mismatch`, `net.offline`, ...) and the UI switches on it; `message` is for people.
//!
//! Each crate has one error type with a `code()` method; add it to the `ipc_error_from!` list
//! at the bottom of this file when a command starts calling that crate.

use serde::Serialize;
use ts_rs::TS;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS, thiserror::Error)]
#[error("{message} ({code})")]
#[ts(export)]
pub struct IpcError {
    pub code: String,
    pub message: String,
}

impl IpcError {
    pub fn new(code: impl Into<String>, message: impl Into<String>) -> Self {
        Self {
            code: code.into(),
            message: message.into(),
        }
    }

    /// A lock was poisoned by a panic in another command: the state may be half-updated.
    pub fn state_poisoned() -> Self {
        tdx_desk::Error::StatePoisoned.into()
    }
}

impl IpcError {
    /// Work moved off the async runtime panicked or was cancelled: an internal failure.
    pub fn from_join(err: tokio::task::JoinError) -> Self {
        Self::new(
            "app.internal",
            format!("Something went wrong inside eBL Desk ({err}); try again."),
        )
    }
}

impl From<tauri::Error> for IpcError {
    fn from(err: tauri::Error) -> Self {
        Self::new("app.internal", err.to_string())
    }
}

/// `From<CrateError> for IpcError` for error types that have `fn code(&self) -> &str` and
/// `Display`: the code is kept, the message is the error's text.
#[macro_export]
macro_rules! ipc_error_from {
    ($($error:ty),+ $(,)?) => {$(
        impl ::core::convert::From<$error> for $crate::error::IpcError {
            fn from(err: $error) -> Self {
                $crate::error::IpcError::new(err.code(), err.to_string())
            }
        }
    )+};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, thiserror::Error)]
    enum SampleError {
        #[error("the access token has expired")]
        Expired,
        #[error("no network: {0}")]
        Offline(String),
    }

    impl SampleError {
        fn code(&self) -> &'static str {
            match self {
                Self::Expired => "auth.expired",
                Self::Offline(_) => "net.offline",
            }
        }
    }

    crate::ipc_error_from!(SampleError);

    #[test]
    fn serializes_as_code_and_message_only() {
        let json = serde_json::to_value(IpcError::new("auth.expired", "Sign in again")).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"code": "auth.expired", "message": "Sign in again"})
        );
    }

    #[test]
    fn crate_errors_keep_their_code_and_text() {
        let err: IpcError = SampleError::Expired.into();
        assert_eq!(
            err,
            IpcError::new("auth.expired", "the access token has expired")
        );
        let err: IpcError = SampleError::Offline("dns failure".into()).into();
        assert_eq!(err.code, "net.offline");
        assert_eq!(err.message, "no network: dns failure");
    }
}

crate::ipc_error_from!(
    tdx_desk::Error,
    tdx_pdf::PdfError,
    tdx_keys::Error,
    tdx_client::Error
);
