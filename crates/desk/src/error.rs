//! The one error type of tdx-desk. Errors of the crates below keep their own stable codes;
//! the desk adds the codes of its own use cases (`session.*`, `action.*`) and the shell's
//! (`app.*`). Every error crosses IPC as one of these, so [`CODES`] is the whole list of codes
//! the window can receive, each with the words it shows ([`Error::user_message`]); the
//! technical `Display` text is for the logs.

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(transparent)]
    Keys(#[from] tdx_keys::Error),

    #[error(transparent)]
    Client(#[from] tdx_client::Error),

    #[error(transparent)]
    Store(#[from] tdx_store::Error),

    #[error(transparent)]
    Pdf(#[from] tdx_pdf::PdfError),

    /// The app's data folder could not be used, so nothing can be saved.
    #[error("The app's data folder cannot be used; profiles cannot be saved.")]
    StoreUnavailable,

    /// The app's store could not be opened, so an action cannot be put on record before its
    /// signature: nothing is signed.
    #[error(
        "The local store is unusable, so the journal cannot record the action; nothing was signed."
    )]
    JournalUnavailable,

    /// A lock was poisoned by a panic elsewhere: the state may be half-updated.
    #[error("The app's state was left inconsistent by an earlier failure; restart eBL Desk.")]
    StatePoisoned,

    #[error("The embedded sandbox could not start: {0}")]
    Sandbox(String),

    #[error("The browser could not be opened: {0}")]
    Browser(String),

    #[error("{0}")]
    Io(String),

    /// Work inside the app failed in a way the user cannot act on (a panicked task, Tauri).
    #[error("internal failure: {0}")]
    Internal(String),

    /// The app was started without a log folder.
    #[error("This app has no log folder.")]
    NoLogFolder,

    /// The system could not open a folder or file for the user.
    #[error("{0}")]
    OpenFailed(String),

    /// An action needs a signed-in session.
    #[error("You are not signed in.")]
    NotSignedIn,

    /// A signed action needs a signing key in the keyring.
    #[error("There is no signing key yet: add one on the Keys screen.")]
    NoKey,

    /// A review id that was never issued, was cancelled, or expired.
    #[error("This review is no longer valid; start the action again.")]
    UnknownReview,

    /// A review older than the desk's review lifetime: the service's answer may be stale.
    #[error(
        "This review is more than {0} minutes old, so nothing was signed. Start the action again to \
         see what the service asks you to sign now."
    )]
    ReviewExpired(u64),

    /// A review that was already confirmed (a double click, or a second window).
    #[error("This action was already submitted.")]
    AlreadySubmitted,

    /// A path the user did not choose in a native dialog or drop on the window in this session.
    #[error(
        "eBL Desk reads and writes only files you chose in its file dialogs or dropped on its window; {0} was not. Choose it again."
    )]
    PathNotAllowed(String),

    /// A review found the eBL's title id or surrenderee changed since this profile first saw it.
    #[error(
        "Nothing was signed: the service now names {after} as the {part} of {reference}; when eBL \
         Desk first saw this eBL it named {before}. If you know the change is real, accept it on \
         the eBL's page, then try again."
    )]
    PartyChanged {
        reference: String,
        part: &'static str,
        before: String,
        after: String,
    },

    /// A review found the eBL's title id already held by another eBL this profile has seen.
    #[error(
        "Nothing was signed: the service gives {reference} the title id of another eBL, {other}. \
         One title belongs to one bill; do not sign for either until the service explains it."
    )]
    TitleOfAnotherEbl { reference: String, other: String },

    /// A key would replace the stored one, and the call did not name the stored key as the one
    /// to replace.
    #[error(
        "This profile already has a signing key, {address}; nothing was changed. To replace it, \
         confirm replacing {address} (export a backup of it first: once replaced it cannot be \
         recovered)."
    )]
    WouldReplaceKey { address: String },

    /// A removal of the key that did not name the stored key.
    #[error(
        "Nothing was removed: this profile's signing key is {stored}, not {named:?}. Look at the \
         Keys screen again and confirm removing the key it shows."
    )]
    KeyRemovalNotConfirmed { stored: String, named: String },

    /// A profile deletion whose confirmation does not match what deleting it would remove now.
    #[error(
        "Nothing was deleted: what deleting \u{201c}{name}\u{201d} removes has changed since you \
         were asked ({now}). Look at it again before deleting."
    )]
    DeletionChanged { name: String, now: String },

    /// The user's input is not acceptable (a malformed inbox id, an empty password...).
    #[error("{0}")]
    Invalid(String),
}

impl Error {
    pub fn code(&self) -> &'static str {
        match self {
            Error::Keys(e) => e.code(),
            Error::Client(e) => e.code(),
            Error::Store(e) => e.code(),
            Error::Pdf(e) => e.code(),
            Error::StoreUnavailable => "store.unavailable",
            Error::JournalUnavailable => "journal.unavailable",
            Error::StatePoisoned => "app.state",
            Error::Sandbox(_) => "sandbox.start",
            Error::Browser(_) => "auth.browser",
            Error::Io(_) => "file.io",
            Error::Internal(_) => "app.internal",
            Error::NoLogFolder => "app.no_log_folder",
            Error::OpenFailed(_) => "app.open_failed",
            Error::NotSignedIn => "session.signed_out",
            Error::NoKey => "session.no_key",
            Error::UnknownReview => "action.unknown_review",
            Error::AlreadySubmitted => "action.already_submitted",
            Error::PathNotAllowed(_) => "path.not_allowed",
            Error::ReviewExpired(_) => "action.review_expired",
            Error::Invalid(_) => "input.invalid",
            Error::PartyChanged { .. } => "ebl.party_changed",
            Error::TitleOfAnotherEbl { .. } => "ebl.title_reused",
            Error::WouldReplaceKey { .. } => "keys.would_replace",
            Error::KeyRemovalNotConfirmed { .. } => "keys.removal_unconfirmed",
            Error::DeletionChanged { .. } => "profile.deletion_changed",
        }
    }

    /// What the window says: the plain words [`CODES`] gives the code, or, where the error
    /// itself says what to fix (a field, a path, the service's reason), its own sentence —
    /// tdx-client's [`user_message`](tdx_client::Error::user_message), or the `Display` text.
    pub fn user_message(&self) -> String {
        match words(self.code()) {
            Some(Words::Plain(text)) => text.to_owned(),
            Some(Words::Own) | None => match self {
                Error::Client(e) => e.user_message(),
                Error::Keys(e) => refusal_words(e).unwrap_or_else(|| e.to_string()),
                other => other.to_string(),
            },
        }
    }
}

/// What the signing guard refused, in the user's words: which part of the call differed from
/// what the user chose, and both values. The same sentence for a single action, a bulk line and
/// an envelope.
fn refusal_words(e: &tdx_keys::Error) -> Option<String> {
    match e {
        tdx_keys::Error::Mismatch {
            field,
            expected,
            got,
        } => Some(format!(
            "Nothing was signed: the service asked you to sign something other than what you \
             chose. What differs: {} (you chose {expected}; the service asked for {got}).",
            refused_part(field)
        )),
        tdx_keys::Error::RegistryChanged { pinned, offered } => Some(format!(
            "Nothing was signed: the registry the call goes to changed from {pinned} to \
             {offered}. If your service's operator announced a new registry, accept it in \
             Settings › Profiles; otherwise do not sign anything on this service."
        )),
        _ => None,
    }
}

/// The part of a signed call a refused field names, in the user's words.
pub fn refused_part(field: &str) -> &'static str {
    match field {
        "targetInbox" | "recipientInbox" => "the recipient",
        "eblId" => "the eBL",
        "titleId" => "the eBL's title",
        "operation" | "function" => "the operation",
        "recipient" => "the registry",
        "relayedFor" => "your key",
        "documentsHash" => "the documents",
        "documentTokenId" => "the envelope's document token",
        "envelopeId" => "the envelope",
        "envelopeCount" => "the number of envelopes",
        "hash" | "transactionData" => "the signed data",
        _ => "a part of the call",
    }
}

/// The words the window shows for a code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Words {
    /// The same sentence for every error with this code.
    Plain(&'static str),
    /// The error's own sentence: it names what to fix (a field, a path, the service's reason).
    Own,
}

/// The words for `code`, `None` for a code not in [`CODES`].
pub fn words(code: &str) -> Option<Words> {
    CODES.iter().find(|(c, _)| *c == code).map(|(_, w)| *w)
}

use Words::{Own, Plain};

/// Every code an error can carry across IPC (`IpcError.code`), sorted, with the words the
/// window shows for it. `ui/src/bindings/ErrorCode.ts` is generated from this list by
/// `cargo test`, and a test keeps it equal to what [`Error::code`] can return.
pub const CODES: &[(&str, Words)] = &[
    (
        "action.already_submitted",
        Plain("This action was already submitted; it was not sent a second time."),
    ),
    ("action.review_expired", Own),
    (
        "action.unknown_review",
        Plain("This review is no longer valid. Start the action again."),
    ),
    (
        "app.internal",
        Plain("Something went wrong inside eBL Desk."),
    ),
    ("app.no_log_folder", Own),
    ("app.open_failed", Own),
    (
        "app.state",
        Plain("Something went wrong inside eBL Desk. Restart the app and try again."),
    ),
    (
        "auth.bad_callback",
        Plain("The browser came back without a usable answer. You are not signed in; try again."),
    ),
    (
        "auth.browser",
        Plain(
            "The browser could not be opened. Open the sign-in page again, or check your default browser.",
        ),
    ),
    (
        "auth.denied",
        Plain("Access was denied in the browser, so you are not signed in."),
    ),
    (
        "auth.expired",
        Plain("Your session has expired. Sign in again."),
    ),
    (
        "auth.forbidden",
        Plain("Your sign-in does not allow this. A read-only sign-in cannot act on eBLs."),
    ),
    (
        "auth.invalid_client",
        Plain(
            "The service does not accept this app's client id or secret. Check the profile in Settings.",
        ),
    ),
    ("auth.listener", Own),
    (
        "auth.login_timeout",
        Plain("Sign-in took too long and was stopped. Try again."),
    ),
    ("auth.oauth", Own),
    (
        "auth.state_mismatch",
        Plain(
            "The browser answered a different sign-in attempt than this one. You are not signed in; try again.",
        ),
    ),
    (
        "auth.store",
        Plain("The system keyring could not keep your session. Unlock it and sign in again."),
    ),
    ("cancelled", Plain("Cancelled.")),
    ("decode", Own),
    ("ebl.party_changed", Own),
    ("ebl.title_reused", Own),
    ("file.io", Own),
    ("http.client", Own),
    (
        "http.conflict",
        Plain("The eBL changed on the service and no longer allows this. Refresh and look again."),
    ),
    (
        "http.not_found",
        Plain("The service no longer shows this eBL to your company."),
    ),
    (
        "http.rate_limited",
        Plain("The service asks to slow down. Wait a moment and try again."),
    ),
    (
        "http.server",
        Plain("The service had a problem. Try again later."),
    ),
    ("http.validation", Own),
    ("input.invalid", Own),
    (
        "journal.unavailable",
        Plain(
            "Nothing was signed: eBL Desk could not open its data file, so it cannot put this \
             action on record before signing it. Restart eBL Desk; if this persists, open the log \
             folder from Settings.",
        ),
    ),
    ("keys.bad_address", Own),
    (
        "keys.bad_hex",
        Plain("That is not a private key: expected 64 hexadecimal characters, with or without 0x."),
    ),
    (
        "keys.bad_password",
        Plain("That password does not open the keystore file."),
    ),
    (
        "keys.invalid_key",
        Plain("That is not a valid private key."),
    ),
    ("keys.io", Own),
    (
        "keys.keyring",
        Plain("The system keyring could not be used. Unlock it and try again."),
    ),
    (
        "keys.keyring_unavailable",
        Plain("There is no system keyring to keep the key in. Start or unlock it and try again."),
    ),
    (
        "keys.keystore_format",
        Plain("That file is not a keystore this app can read."),
    ),
    (
        "keys.keystore_unsupported",
        Plain("That keystore uses a format this app does not support."),
    ),
    ("keys.removal_unconfirmed", Own),
    ("keys.would_replace", Own),
    (
        "net.offline",
        Plain("The service cannot be reached. Check your connection and try again."),
    ),
    ("net.redirect", Own),
    (
        "net.timeout",
        Plain("The service did not answer in time. Try again."),
    ),
    (
        "net.too_large",
        Plain(
            "The service sent more than the app accepts (16 MiB for data, 256 MiB for a PDF); nothing of it was kept.",
        ),
    ),
    (
        "net.transport",
        Plain("The connection to the service failed. Try again."),
    ),
    (
        "path.not_allowed",
        Plain(
            "eBL Desk only opens or saves files you choose in its own file dialogs or drop on its window. Choose the file again.",
        ),
    ),
    (
        "pdf.encode",
        Plain("The page of this PDF could not be shown. Try again."),
    ),
    (
        "pdf.invalid",
        Plain("This PDF could not be read, so there is no preview."),
    ),
    (
        "pdf.invalid_argument",
        Plain("The preview was asked for a page it cannot draw. Try again."),
    ),
    ("pdf.io", Own),
    (
        "pdf.library_load",
        Plain(
            "The PDF renderer could not be loaded, so the preview cannot be shown. Download the PDF to open it elsewhere.",
        ),
    ),
    (
        "pdf.library_missing",
        Plain(
            "The PDF renderer is not installed, so the preview cannot be shown. Download the PDF to open it elsewhere.",
        ),
    ),
    ("pdf.page_out_of_range", Own),
    (
        "pdf.password",
        Plain("This PDF is password-protected, so there is no preview."),
    ),
    (
        "pdf.protocol",
        Plain("The PDF renderer gave an answer this version does not understand. Try again."),
    ),
    (
        "pdf.render",
        Plain("The page of this PDF could not be drawn. Download the PDF to open it elsewhere."),
    ),
    (
        "pdf.timeout",
        Plain("This page could not be drawn in time; the PDF viewer was restarted. Try again."),
    ),
    (
        "pdf.too_large",
        Plain("This PDF is too large to preview. Download it to open it elsewhere."),
    ),
    (
        "pdf.unknown_document",
        Plain("This preview was closed. Open the document again."),
    ),
    (
        "pdf.worker_crashed",
        Plain("The PDF renderer stopped while reading this document. Try again."),
    ),
    (
        "pdf.worker_spawn",
        Plain(
            "The PDF renderer could not be started, so the preview cannot be shown. Download the PDF to open it elsewhere.",
        ),
    ),
    ("profile.deletion_changed", Own),
    ("sandbox.start", Own),
    (
        "session.no_key",
        Plain("There is no signing key yet. Add one on the Keys screen."),
    ),
    (
        "session.signed_out",
        Plain("You are not signed in. Sign in on the eBLs screen."),
    ),
    (
        "sign.bad_signature",
        Plain(
            "The service did not accept the signature; nothing changed. Check the key on the Keys screen.",
        ),
    ),
    ("sign.mismatch", Own),
    ("store.corrupt", Own),
    ("store.duplicate", Own),
    ("store.invalid", Own),
    (
        "store.json",
        Plain("Something saved by eBL Desk could not be read back. Restart the app and try again."),
    ),
    ("store.not_found", Own),
    (
        "store.sqlite",
        Plain("The local store could not be used. Restart the app and try again."),
    ),
    ("store.too_new", Own),
    ("store.unavailable", Own),
];

pub type Result<T, E = Error> = std::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;
    use tdx_client::{ErrorBody, LoginError};

    /// Fails to compile when a variant is added to one of the error types that cross IPC:
    /// give it a sample in [`samples`] (its code must then be in [`CODES`]).
    #[allow(dead_code)]
    fn every_variant_has_a_sample(
        desk: &Error,
        client: &tdx_client::Error,
        login: &LoginError,
        keys: &tdx_keys::Error,
        store: &tdx_store::Error,
        pdf: &tdx_pdf::PdfError,
    ) {
        use tdx_pdf::PdfError as P;
        match desk {
            Error::Keys(_) | Error::Client(_) | Error::Store(_) | Error::Pdf(_) => {}
            Error::StoreUnavailable | Error::StatePoisoned | Error::Sandbox(_) => {}
            Error::JournalUnavailable => {}
            Error::Browser(_) | Error::Io(_) | Error::Internal(_) | Error::NoLogFolder => {}
            Error::OpenFailed(_) | Error::NotSignedIn | Error::NoKey | Error::UnknownReview => {}
            Error::ReviewExpired(_) | Error::AlreadySubmitted | Error::PathNotAllowed(_) => {}
            Error::Invalid(_) | Error::PartyChanged { .. } | Error::TitleOfAnotherEbl { .. } => {}
            Error::WouldReplaceKey { .. } | Error::KeyRemovalNotConfirmed { .. } => {}
            Error::DeletionChanged { .. } => {}
        }
        match client {
            tdx_client::Error::Offline(_)
            | tdx_client::Error::Transport(_)
            | tdx_client::Error::Timeout
            | tdx_client::Error::TooLarge { .. }
            | tdx_client::Error::Redirect { .. }
            | tdx_client::Error::Http { .. }
            | tdx_client::Error::Decode { .. }
            | tdx_client::Error::Cancelled
            | tdx_client::Error::OAuth { .. }
            | tdx_client::Error::Login(_)
            | tdx_client::Error::NotSignedIn
            | tdx_client::Error::TokenStore(_)
            | tdx_client::Error::File { .. }
            | tdx_client::Error::InvalidInput(_) => {}
        }
        match login {
            LoginError::StateMismatch
            | LoginError::Denied { .. }
            | LoginError::TimedOut
            | LoginError::BadCallback(_)
            | LoginError::Browser(_)
            | LoginError::Listener(_) => {}
        }
        match keys {
            tdx_keys::Error::BadHex { .. }
            | tdx_keys::Error::InvalidKey
            | tdx_keys::Error::BadAddress(..)
            | tdx_keys::Error::BadSignature(_)
            | tdx_keys::Error::BadPassword
            | tdx_keys::Error::KeystoreFormat(_)
            | tdx_keys::Error::KeystoreUnsupported { .. }
            | tdx_keys::Error::Mismatch { .. }
            | tdx_keys::Error::RegistryChanged { .. }
            | tdx_keys::Error::KeyringUnavailable(_)
            | tdx_keys::Error::Keyring(_)
            | tdx_keys::Error::Io(_) => {}
        }
        match store {
            tdx_store::Error::Sqlite(_)
            | tdx_store::Error::Corrupt(_)
            | tdx_store::Error::TooNew { .. }
            | tdx_store::Error::Invalid { .. }
            | tdx_store::Error::NotFound { .. }
            | tdx_store::Error::Duplicate { .. }
            | tdx_store::Error::Json(_) => {}
        }
        match pdf {
            P::LibraryMissing(_)
            | P::LibraryLoad(_)
            | P::Invalid(_)
            | P::Password
            | P::TooLarge(_)
            | P::PageOutOfRange { .. }
            | P::InvalidArgument(_)
            | P::UnknownDocument
            | P::Render(_)
            | P::Encode(_)
            | P::Io(_)
            | P::WorkerCrashed
            | P::Timeout(_)
            | P::WorkerSpawn(_)
            | P::Protocol(_) => {}
        }
    }

    /// One error of every variant (and of every code a variant can map to).
    fn samples() -> Vec<Error> {
        use tdx_client::Error as C;
        use tdx_pdf::PdfError as P;
        let s = || "detail".to_owned();
        let mut out = vec![
            Error::StoreUnavailable,
            Error::JournalUnavailable,
            Error::StatePoisoned,
            Error::Sandbox(s()),
            Error::Browser(s()),
            Error::Io(s()),
            Error::Internal(s()),
            Error::NoLogFolder,
            Error::OpenFailed(s()),
            Error::NotSignedIn,
            Error::NoKey,
            Error::UnknownReview,
            Error::ReviewExpired(5),
            Error::AlreadySubmitted,
            Error::PathNotAllowed(s()),
            Error::Invalid(s()),
            Error::PartyChanged {
                reference: s(),
                part: "surrenderee",
                before: s(),
                after: s(),
            },
            Error::TitleOfAnotherEbl {
                reference: s(),
                other: s(),
            },
            Error::WouldReplaceKey { address: s() },
            Error::KeyRemovalNotConfirmed {
                stored: s(),
                named: s(),
            },
            Error::DeletionChanged {
                name: s(),
                now: s(),
            },
        ];
        let oauth = |error: &str| C::OAuth {
            error: error.into(),
            description: None,
        };
        let denied = |error: &str| LoginError::Denied {
            error: error.into(),
            description: None,
        };
        let mut client = vec![
            C::Offline(s()),
            C::Transport(s()),
            C::Timeout,
            C::TooLarge {
                what: "eBL list",
                limit_mib: 16,
            },
            C::Redirect {
                status: 307,
                to: Some("elsewhere.example".into()),
            },
            C::Decode {
                path: s(),
                message: s(),
            },
            C::Cancelled,
            oauth("invalid_grant"),
            oauth("invalid_client"),
            oauth("unauthorized_client"),
            oauth("invalid_scope"),
            oauth("server_error"),
            C::NotSignedIn,
            C::TokenStore(s()),
            C::File {
                path: s(),
                message: s(),
            },
            C::InvalidInput(s()),
        ];
        for status in [400, 401, 403, 404, 409, 418, 422, 429, 500, 503] {
            client.push(C::Http {
                status,
                body: ErrorBody::Empty,
            });
        }
        for login in [
            LoginError::StateMismatch,
            denied("access_denied"),
            denied("server_error"),
            LoginError::TimedOut,
            LoginError::BadCallback(s()),
            LoginError::Browser(s()),
            LoginError::Listener(s()),
        ] {
            client.push(C::Login(login));
        }
        out.extend(client.into_iter().map(Error::Client));
        let keys = vec![
            tdx_keys::Error::BadHex {
                what: "key",
                reason: s(),
            },
            tdx_keys::Error::InvalidKey,
            tdx_keys::Error::BadAddress(s(), "too short"),
            tdx_keys::Error::BadSignature("too short"),
            tdx_keys::Error::BadPassword,
            tdx_keys::Error::KeystoreFormat(s()),
            tdx_keys::Error::KeystoreUnsupported {
                what: "cipher",
                value: s(),
            },
            tdx_keys::Error::Mismatch {
                field: "operation",
                expected: s(),
                got: s(),
            },
            tdx_keys::Error::RegistryChanged {
                pinned: s(),
                offered: s(),
            },
            tdx_keys::Error::KeyringUnavailable(s()),
            tdx_keys::Error::Keyring(s()),
            tdx_keys::Error::Io(s()),
        ];
        out.extend(keys.into_iter().map(Error::Keys));
        let json = serde_json::from_str::<u8>("x").unwrap_err();
        let store = vec![
            tdx_store::Error::Sqlite(rusqlite::Error::QueryReturnedNoRows),
            tdx_store::Error::Corrupt(s()),
            tdx_store::Error::TooNew {
                found: 9,
                supported: 8,
            },
            tdx_store::Error::Invalid {
                field: "name",
                message: s(),
            },
            tdx_store::Error::NotFound {
                what: "contact",
                id: s(),
            },
            tdx_store::Error::Duplicate {
                field: "inbox",
                value: s(),
            },
            tdx_store::Error::Json(json),
        ];
        out.extend(store.into_iter().map(Error::Store));
        let pdf = vec![
            P::LibraryMissing(s()),
            P::LibraryLoad(s()),
            P::Invalid(s()),
            P::Password,
            P::TooLarge(s()),
            P::PageOutOfRange { page: 3, count: 2 },
            P::InvalidArgument(s()),
            P::UnknownDocument,
            P::Render(s()),
            P::Encode(s()),
            P::Io(s()),
            P::WorkerCrashed,
            P::Timeout(10),
            P::WorkerSpawn(s()),
            P::Protocol(s()),
        ];
        out.extend(pdf.into_iter().map(Error::Pdf));
        out
    }

    #[test]
    fn every_code_an_error_can_have_is_listed_and_every_listed_code_occurs() {
        let listed: BTreeSet<&str> = CODES.iter().map(|(c, _)| *c).collect();
        let produced: BTreeSet<&str> = samples().iter().map(Error::code).collect();
        let unlisted: Vec<_> = produced.difference(&listed).collect();
        assert!(
            unlisted.is_empty(),
            "codes missing from CODES: {unlisted:?}"
        );
        let stale: Vec<_> = listed.difference(&produced).collect();
        assert!(stale.is_empty(), "codes no error has: {stale:?}");
    }

    #[test]
    fn the_list_is_sorted_with_each_code_once() {
        let codes: Vec<&str> = CODES.iter().map(|(c, _)| *c).collect();
        let mut sorted = codes.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(codes, sorted);
    }

    #[test]
    fn every_error_has_a_sentence_for_people() {
        for e in samples() {
            let text = e.user_message();
            let first = text.chars().next().unwrap_or(' ');
            assert!(!text.trim().is_empty(), "{}: empty", e.code());
            if let Some(Words::Plain(plain)) = words(e.code()) {
                assert_eq!(text, plain);
                let capital = first.is_uppercase() || plain.starts_with("eBL");
                assert!(capital && plain.ends_with('.'), "{plain}");
            }
        }
    }

    #[test]
    fn the_service_s_reason_reaches_the_user() {
        let body = ErrorBody::parse(br#"{"recipient_id": ["Not a valid UUID."]}"#);
        let e = Error::Client(tdx_client::Error::Http { status: 400, body });
        assert_eq!(e.code(), "http.validation");
        assert_eq!(
            e.user_message(),
            "The service rejected the request. recipient_id: Not a valid UUID."
        );
        let e = Error::Client(tdx_client::Error::Redirect {
            status: 307,
            to: Some("elsewhere.example:8443".into()),
        });
        assert_eq!(e.code(), "net.redirect");
        assert_eq!(
            e.user_message(),
            "The service answered with a redirect to elsewhere.example:8443; eBL Desk does not \
             follow redirects, so nothing was sent there."
        );
        let e = Error::Invalid("Give the profile a name.".into());
        assert_eq!(e.user_message(), "Give the profile a name.");
        let e = Error::Client(tdx_client::Error::Offline("dns: no such host".into()));
        assert!(
            e.to_string().contains("dns: no such host"),
            "the log keeps it"
        );
        assert!(!e.user_message().contains("dns"));
    }

    #[test]
    fn a_refusal_names_what_differed_in_the_user_s_words() {
        let refused = |field: &'static str| {
            Error::Keys(tdx_keys::Error::Mismatch {
                field,
                expected: "0xaaa".into(),
                got: "0xbbb".into(),
            })
            .user_message()
        };
        for (field, part) in [
            ("targetInbox", "the recipient"),
            ("recipientInbox", "the recipient"),
            ("documentsHash", "the documents"),
            ("eblId", "the eBL"),
            ("function", "the operation"),
            ("relayedFor", "your key"),
            ("recipient", "the registry"),
            ("documentTokenId", "the envelope's document token"),
        ] {
            let text = refused(field);
            assert!(
                text.contains(&format!("What differs: {part} (")),
                "{field}: {text}"
            );
            assert!(text.starts_with("Nothing was signed"), "{text}");
            assert!(
                text.contains("you chose 0xaaa") && text.contains("asked for 0xbbb"),
                "{text}"
            );
            assert!(
                !text.contains(field),
                "no code name in the user's words: {text}"
            );
        }
        let moved = Error::Keys(tdx_keys::Error::RegistryChanged {
            pinned: "0x111".into(),
            offered: "0x222".into(),
        });
        assert!(
            moved
                .user_message()
                .contains("registry the call goes to changed from 0x111 to 0x222")
        );
    }

    /// `ui/src/bindings/ErrorCode.ts`: the codes the window can receive, so a table of words
    /// in the UI keyed by a code no error has fails `tsc`. Written with the ts-rs bindings;
    /// `make test-bindings` fails when it is stale.
    #[test]
    fn the_window_knows_the_error_codes() {
        let Ok(dir) = std::env::var("TS_RS_EXPORT_DIR") else {
            panic!("TS_RS_EXPORT_DIR is set by .cargo/config.toml");
        };
        let mut text = String::from(
            "// Generated from crates/desk/src/error.rs (CODES) by `cargo test`. Do not edit this file manually.\n\n\
             /**\n * Every code an error from the Rust side can carry (`IpcError.code`). Its `message` is\n \
             * the user's text, made in Rust.\n */\nexport type ErrorCode =\n",
        );
        for (code, _) in CODES {
            text.push_str(&format!("  | \"{code}\"\n"));
        }
        text.push_str(";\n");
        let path = std::path::Path::new(&dir).join("ErrorCode.ts");
        if std::fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
            std::fs::write(&path, &text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        }
    }
}
