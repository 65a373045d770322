//! The one error shape that crosses IPC: `{code, message}`. `code` is stable (`auth.expired`,
//! `sign.mismatch`, `net.offline`, ...), a [`tdx_desk::error::ErrorCode`] (generated into
//! `ui/src/bindings/ErrorCode.ts`); `message` is the code's one user sentence, made in Rust
//! ([`tdx_desk::Error::user_message`]). The technical `Display` text of the error stays on the
//! Rust side.
//!
//! Every `IpcError` is made from a [`tdx_desk::Error`]: the errors of the crates below convert
//! through it (`ipc_error_from!` at the bottom of this file), so no code reaches the window that
//! the list does not have.

use serde::Serialize;
use tdx_desk::error::ErrorCode;
use ts_rs::TS;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS, thiserror::Error)]
#[error("{message} ({code})")]
#[ts(export)]
pub struct IpcError {
    pub code: ErrorCode,
    pub message: String,
}

impl IpcError {
    /// A lock was poisoned by a panic in another command: the state may be half-updated.
    pub fn state_poisoned() -> Self {
        tdx_desk::Error::StatePoisoned.into()
    }

    /// Work moved off the async runtime panicked or was cancelled: an internal failure.
    pub fn from_join(err: tokio::task::JoinError) -> Self {
        tdx_desk::Error::Internal(err.to_string()).into()
    }
}

impl From<tdx_desk::Error> for IpcError {
    fn from(err: tdx_desk::Error) -> Self {
        // The technical text, for `EBL_DESK_LOG=debug` (error texts carry no key, token or
        // password); the window gets the user's.
        tracing::debug!(code = err.code(), error = %err, "a command failed");
        Self {
            code: err.error_code(),
            message: err.user_message(),
        }
    }
}

impl From<tauri::Error> for IpcError {
    fn from(err: tauri::Error) -> Self {
        tdx_desk::Error::Internal(err.to_string()).into()
    }
}

/// `From<CrateError> for IpcError` for the error types `tdx_desk::Error` wraps: the error
/// becomes a `tdx_desk::Error` first, so its code and words are the desk's.
#[macro_export]
macro_rules! ipc_error_from {
    ($($error:ty),+ $(,)?) => {$(
        impl ::core::convert::From<$error> for $crate::error::IpcError {
            fn from(err: $error) -> Self {
                ::tdx_desk::Error::from(err).into()
            }
        }
    )+};
}

crate::ipc_error_from!(tdx_pdf::PdfError, tdx_keys::Error, tdx_client::Error);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serializes_as_code_and_message_only() {
        let json = serde_json::to_value(IpcError::from(tdx_desk::Error::NotSignedIn)).unwrap();
        assert_eq!(
            json,
            serde_json::json!({
                "code": "session.signed_out",
                "message": "You are not signed in. Sign in on the eBLs screen."
            })
        );
    }

    #[test]
    fn the_message_is_the_user_s_text_and_the_code_is_kept() {
        let offline = tdx_client::Error::Offline("dns failure".into());
        let err: IpcError = offline.into();
        assert_eq!(err.code, ErrorCode::NetOffline);
        assert_eq!(
            err.message,
            "The service cannot be reached. Check your connection and try again."
        );
        let refused = tdx_client::Error::Http {
            status: 422,
            body: tdx_client::ErrorBody::parse(br#"{"documents": ["This field is required."]}"#),
        };
        let err: IpcError = refused.into();
        assert_eq!(err.code, ErrorCode::HttpValidation);
        assert_eq!(
            err.message,
            "The service rejected the request. documents: This field is required."
        );
        let err: IpcError = tdx_pdf::PdfError::Password.into();
        assert_eq!(
            (err.code, err.message.as_str()),
            (
                ErrorCode::PdfPassword,
                "This PDF is password-protected, so there is no preview."
            )
        );
    }

    #[test]
    fn an_internal_failure_is_app_internal() {
        let err = IpcError::state_poisoned();
        assert_eq!(err.code, ErrorCode::AppState);
        let err: IpcError = tdx_desk::Error::Internal("task panicked".into()).into();
        assert_eq!(err.code, ErrorCode::AppInternal);
        assert!(!err.message.contains("panicked"));
    }
}
