//! The one error type of tdx-desk. Errors of the crates below keep their own stable codes;
//! the desk adds the codes of its own use cases (`session.*`, `action.*`).

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

    /// A lock was poisoned by a panic elsewhere: the state may be half-updated.
    #[error("The app's state was left inconsistent by an earlier failure; restart eBL Desk.")]
    StatePoisoned,

    #[error("The embedded sandbox could not start: {0}")]
    Sandbox(String),

    #[error("The browser could not be opened: {0}")]
    Browser(String),

    #[error("{0}")]
    Io(String),

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
            Error::StatePoisoned => "app.state",
            Error::Sandbox(_) => "sandbox.start",
            Error::Browser(_) => "auth.browser",
            Error::Io(_) => "file.io",
            Error::NotSignedIn => "session.signed_out",
            Error::NoKey => "session.no_key",
            Error::UnknownReview => "action.unknown_review",
            Error::AlreadySubmitted => "action.already_submitted",
            Error::PathNotAllowed(_) => "path.not_allowed",
            Error::ReviewExpired(_) => "action.review_expired",
            Error::Invalid(_) => "input.invalid",
        }
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
