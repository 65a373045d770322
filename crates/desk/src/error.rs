//! The one error type of tdx-desk, the one list of codes ([`ErrorCode`]) and the one place the
//! user's words for them are written ([`Error::user_message`]).
//!
//! Errors of the crates below keep their own stable codes; the desk adds the codes of its own
//! use cases (`session.*`, `action.*`) and the shell's (`app.*`). Every error crosses IPC as one
//! of these, so [`ErrorCode`] is the whole list of codes the window can receive (generated into
//! `ui/src/bindings/ErrorCode.ts` by ts-rs). The `Display` text of every error, here and in the
//! crates below, is for the logs and for developers: what a person reads is the sentence
//! [`Error::user_message`] gives the code, the same for a single action, a bulk line and an
//! envelope.

use serde::{Deserialize, Serialize};
use tdx_client::{ErrorBody, LoginError};
use ts_rs::TS;

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

    /// A documentary credit or an amendment refused by tdx-credit (naming its line).
    #[error(transparent)]
    Credit(#[from] tdx_credit::Error),

    /// An MT707 amendment imported into a draft that holds no credit to amend.
    #[error("an amendment imported into a draft without a credit")]
    NoCreditToAmend,

    /// The app's data folder could not be used, so nothing can be saved.
    #[error("store unavailable: the data folder cannot be used")]
    StoreUnavailable,

    /// The app's store could not be opened, so an action cannot be put on record before its
    /// signature: nothing is signed.
    #[error("journal unavailable: the local store cannot be opened; nothing signed")]
    JournalUnavailable,

    /// A lock was poisoned by a panic elsewhere: the state may be half-updated.
    #[error("state poisoned by an earlier panic")]
    StatePoisoned,

    #[error("the embedded sandbox could not start: {0}")]
    Sandbox(String),

    #[error("the browser could not be opened: {0}")]
    Browser(String),

    #[error("file i/o: {0}")]
    Io(String),

    /// Work inside the app failed in a way the user cannot act on (a panicked task, Tauri).
    #[error("internal failure: {0}")]
    Internal(String),

    /// The app was started without a log folder.
    #[error("no log folder configured")]
    NoLogFolder,

    /// The system could not open a folder or file for the user.
    #[error("open failed: {0}")]
    OpenFailed(String),

    /// An action needs a signed-in session.
    #[error("not signed in")]
    NotSignedIn,

    /// A signed action needs a signing key in the keyring.
    #[error("no signing key in the keyring")]
    NoKey,

    /// A review id that was never issued, was cancelled, or expired.
    #[error("unknown review id")]
    UnknownReview,

    /// A review older than the desk's review lifetime: the service's answer may be stale.
    #[error("review older than {0} minutes; nothing signed")]
    ReviewExpired(u64),

    /// A review that was already confirmed (a double click, or a second window).
    #[error("review already confirmed")]
    AlreadySubmitted,

    /// A transfer to an inbox never transferred to before, or a near miss of a known one, was
    /// confirmed without the recipient's name typed as the review shows it (what it asked for).
    #[error("recipient not confirmed by typing {0:?}; nothing signed")]
    RecipientNotConfirmed(String),

    /// A path the user did not choose in a native dialog or drop on the window in this session.
    #[error("path not granted in this session: {0}")]
    PathNotAllowed(String),

    /// A review found the eBL's title id or surrenderee changed since this profile first saw it.
    #[error("{reference}: {part} changed from {before} (first seen) to {after}; nothing signed")]
    PartyChanged {
        reference: String,
        part: &'static str,
        before: String,
        after: String,
    },

    /// A review found the eBL's title id already held by another eBL this profile has seen.
    #[error("{reference}: title id already held by {other}; nothing signed")]
    TitleOfAnotherEbl { reference: String, other: String },

    /// An accepted party change: the service names other parties now than the refusal showed
    /// (or no refusal showed any).
    #[error(
        "{reference}: the service names other parties than the refusal showed; nothing accepted"
    )]
    ChangeNotAsShown { reference: String },

    /// A key would replace the stored one, and the call did not name the stored key as the one
    /// to replace.
    #[error("would replace the stored key {address} without naming it; nothing changed")]
    WouldReplaceKey { address: String },

    /// A removal of the key that did not name the stored key.
    #[error("removal names {named:?}, the stored key is {stored}; nothing removed")]
    KeyRemovalNotConfirmed { stored: String, named: String },

    /// A profile deletion whose confirmation does not match what deleting it would remove now.
    #[error("deletion of profile {name:?} not confirmed for what it removes now ({now})")]
    DeletionChanged { name: String, now: String },

    /// A draft linked to an eBL the company does not see here (not in the cached list).
    #[error("eBL {0} is not in the cached list")]
    EblNotKnown(String),

    /// A document check asked of a draft linked to no eBL.
    #[error("the draft is linked to no eBL")]
    DraftNotLinked,

    /// A draft whose documents differ from its eBL, sent without acknowledging the differences
    /// the check shows now (`acknowledged`: the digest the user acknowledged, if any).
    #[error(
        "{differences} differences not acknowledged (digest {digest}, acknowledged \
         {acknowledged:?}); nothing signed"
    )]
    DifferencesNotAcknowledged {
        differences: u32,
        /// Differences from the draft's documentary credit (0 without one).
        credit_differences: u32,
        digest: String,
        acknowledged: Option<String>,
    },

    /// A draft linked to an eBL sent without its documents checked against it.
    #[error("a linked draft was sent without its check; nothing signed")]
    CheckNeeded,

    /// The demo documents were asked for on a profile other than the embedded sandbox.
    #[error("demo documents asked for on a service profile")]
    DemoSandboxOnly,

    /// The user's input is not acceptable (a malformed inbox id, an empty password...). The
    /// text is the check's own sentence: it names the field and what to fix.
    #[error("invalid input: {0}")]
    Invalid(String),

    /// A signing request file refused by tdx-approval (not a request, an unknown version, a
    /// field out of its limits, the maker's signature), or its signing failed.
    #[error(transparent)]
    Request(#[from] tdx_approval::Error),

    /// The profile's policy needs a second person for this action: only a request can be
    /// made; nothing signed.
    #[error("the profile's policy needs a second person for this action; nothing signed")]
    ApprovalRequired,

    /// A signing request past its expiry (RFC 3339).
    #[error("signing request expired at {0}; nothing signed")]
    RequestExpired(String),

    /// A signing request already approved in this data folder.
    #[error("signing request already approved; nothing signed")]
    RequestAlreadyApproved,

    /// A signing request opened on the profile (or by the person) that made it.
    #[error("signing request made on this profile or by this person; nothing signed")]
    RequestSameProfile,

    /// A signing request made for another service than this profile's.
    #[error("signing request made for another service ({0}); nothing signed")]
    RequestOtherService(String),

    /// An eBL of a signing request is no longer as the maker asked, or the key would sign
    /// something else (each difference in words).
    #[error("signing request no longer as asked: {}; nothing signed", .0.join("; "))]
    RequestChanged(Vec<String>),
}

/// Declares [`ErrorCode`]: one variant per code, serialized as its dotted text.
macro_rules! error_codes {
    ($($variant:ident = $wire:literal,)+) => {
        /// Every code an error from the Rust side can carry (`IpcError.code`), sent as its dotted
        /// text (`"sign.mismatch"`). Its `message` is the user's sentence, made in Rust.
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS,
        )]
        #[ts(export)]
        pub enum ErrorCode {
            $(#[serde(rename = $wire)] $variant,)+
        }

        impl ErrorCode {
            /// Every code, in the order of their texts.
            pub const ALL: &[ErrorCode] = &[$(ErrorCode::$variant,)+];

            /// The code's dotted text, as it crosses IPC and is written to logs and the journal.
            pub fn as_str(self) -> &'static str {
                match self {
                    $(ErrorCode::$variant => $wire,)+
                }
            }

            /// The code with this dotted text (the crates below give theirs as text).
            pub fn from_wire(text: &str) -> Option<ErrorCode> {
                match text {
                    $($wire => Some(ErrorCode::$variant),)+
                    _ => None,
                }
            }
        }
    };
}

error_codes! {
    ActionAlreadySubmitted = "action.already_submitted",
    ActionRecipientNotConfirmed = "action.recipient_not_confirmed",
    ActionReviewExpired = "action.review_expired",
    ActionUnknownReview = "action.unknown_review",
    AppInternal = "app.internal",
    AppNoLogFolder = "app.no_log_folder",
    AppOpenFailed = "app.open_failed",
    AppState = "app.state",
    ApprovalAlreadyApproved = "approval.already_approved",
    ApprovalChanged = "approval.changed",
    ApprovalExpired = "approval.expired",
    ApprovalMakerSignature = "approval.maker_signature",
    ApprovalNotARequest = "approval.not_a_request",
    ApprovalOtherService = "approval.other_service",
    ApprovalRequired = "approval.required",
    ApprovalSameProfile = "approval.same_profile",
    AuthBadCallback = "auth.bad_callback",
    AuthBrowser = "auth.browser",
    AuthDenied = "auth.denied",
    AuthExpired = "auth.expired",
    AuthForbidden = "auth.forbidden",
    AuthInvalidClient = "auth.invalid_client",
    AuthListener = "auth.listener",
    AuthLoginTimeout = "auth.login_timeout",
    AuthOauth = "auth.oauth",
    AuthStateMismatch = "auth.state_mismatch",
    AuthStore = "auth.store",
    Cancelled = "cancelled",
    ClientOriginMismatch = "client.origin_mismatch",
    CreditAmendment = "credit.amendment",
    CreditBadField = "credit.bad_field",
    CreditMalformed = "credit.malformed",
    CreditMissingField = "credit.missing_field",
    CreditNoneToAmend = "credit.none_to_amend",
    CreditWrongType = "credit.wrong_type",
    Decode = "decode",
    EblChangeNotAsShown = "ebl.change_not_as_shown",
    EblPartyChanged = "ebl.party_changed",
    EblTitleReused = "ebl.title_reused",
    EnvelopeCheckNeeded = "envelope.check_needed",
    EnvelopeDemoSandboxOnly = "envelope.demo_sandbox_only",
    EnvelopeDifferencesUnacknowledged = "envelope.differences_unacknowledged",
    EnvelopeEblUnknown = "envelope.ebl_unknown",
    EnvelopeNoEbl = "envelope.no_ebl",
    FileIo = "file.io",
    HttpClient = "http.client",
    HttpConflict = "http.conflict",
    HttpNotFound = "http.not_found",
    HttpRateLimited = "http.rate_limited",
    HttpServer = "http.server",
    HttpValidation = "http.validation",
    InputInvalid = "input.invalid",
    JournalUnavailable = "journal.unavailable",
    KeysBadAddress = "keys.bad_address",
    KeysBadHex = "keys.bad_hex",
    KeysBadPassword = "keys.bad_password",
    KeysInvalidKey = "keys.invalid_key",
    KeysIo = "keys.io",
    KeysKeyCurveUnusable = "keys.key_curve_unusable",
    KeysKeyring = "keys.keyring",
    KeysKeyringUnavailable = "keys.keyring_unavailable",
    KeysKeystoreFormat = "keys.keystore_format",
    KeysKeystoreUnsupported = "keys.keystore_unsupported",
    KeysModuleBadSignature = "keys.module_bad_signature",
    KeysModuleError = "keys.module_error",
    KeysModuleKeyAbsent = "keys.module_key_absent",
    KeysModuleUnloadable = "keys.module_unloadable",
    KeysPinIncorrect = "keys.pin_incorrect",
    KeysPinLocked = "keys.pin_locked",
    KeysPinNeeded = "keys.pin_needed",
    KeysRemovalUnconfirmed = "keys.removal_unconfirmed",
    KeysTokenAbsent = "keys.token_absent",
    KeysWouldReplace = "keys.would_replace",
    NetOffline = "net.offline",
    NetRedirect = "net.redirect",
    NetTimeout = "net.timeout",
    NetTooLarge = "net.too_large",
    NetTransport = "net.transport",
    PathNotAllowed = "path.not_allowed",
    PdfBadImage = "pdf.bad_image",
    PdfEncode = "pdf.encode",
    PdfInvalid = "pdf.invalid",
    PdfInvalidArgument = "pdf.invalid_argument",
    PdfIo = "pdf.io",
    PdfLibraryLoad = "pdf.library_load",
    PdfLibraryMissing = "pdf.library_missing",
    PdfPageOutOfRange = "pdf.page_out_of_range",
    PdfPassword = "pdf.password",
    PdfProtocol = "pdf.protocol",
    PdfRender = "pdf.render",
    PdfTimeout = "pdf.timeout",
    PdfTooLarge = "pdf.too_large",
    PdfUnknownDocument = "pdf.unknown_document",
    PdfWorkerCrashed = "pdf.worker_crashed",
    PdfWorkerSpawn = "pdf.worker_spawn",
    ProfileDeletionChanged = "profile.deletion_changed",
    SandboxStart = "sandbox.start",
    SessionNoKey = "session.no_key",
    SessionSignedOut = "session.signed_out",
    SignBadSignature = "sign.bad_signature",
    SignMismatch = "sign.mismatch",
    StoreCorrupt = "store.corrupt",
    StoreDuplicate = "store.duplicate",
    StoreInvalid = "store.invalid",
    StoreJson = "store.json",
    StoreNotFound = "store.not_found",
    StoreSqlite = "store.sqlite",
    StoreTooNew = "store.too_new",
    StoreUnavailable = "store.unavailable",
}

impl std::fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl PartialEq<&str> for ErrorCode {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

/// The code a crate below gives as text. Every text a crate's error can have is an
/// [`ErrorCode`] (a test holds it); one that is not would be an internal failure.
fn code_of(text: &str) -> ErrorCode {
    ErrorCode::from_wire(text).unwrap_or(ErrorCode::AppInternal)
}

impl Error {
    /// The code that crosses IPC with this error.
    pub fn error_code(&self) -> ErrorCode {
        use ErrorCode as C;
        match self {
            Error::Keys(e) => code_of(e.code()),
            Error::Client(e) => code_of(e.code()),
            Error::Store(e) => code_of(e.code()),
            Error::Pdf(e) => code_of(e.code()),
            Error::Credit(e) => code_of(e.code()),
            Error::NoCreditToAmend => C::CreditNoneToAmend,
            Error::StoreUnavailable => C::StoreUnavailable,
            Error::JournalUnavailable => C::JournalUnavailable,
            Error::StatePoisoned => C::AppState,
            Error::Sandbox(_) => C::SandboxStart,
            Error::Browser(_) => C::AuthBrowser,
            Error::Io(_) => C::FileIo,
            Error::Internal(_) => C::AppInternal,
            Error::NoLogFolder => C::AppNoLogFolder,
            Error::OpenFailed(_) => C::AppOpenFailed,
            Error::NotSignedIn => C::SessionSignedOut,
            Error::NoKey => C::SessionNoKey,
            Error::UnknownReview => C::ActionUnknownReview,
            Error::AlreadySubmitted => C::ActionAlreadySubmitted,
            Error::RecipientNotConfirmed(_) => C::ActionRecipientNotConfirmed,
            Error::PathNotAllowed(_) => C::PathNotAllowed,
            Error::ReviewExpired(_) => C::ActionReviewExpired,
            Error::Invalid(_) => C::InputInvalid,
            Error::PartyChanged { .. } => C::EblPartyChanged,
            Error::TitleOfAnotherEbl { .. } => C::EblTitleReused,
            Error::ChangeNotAsShown { .. } => C::EblChangeNotAsShown,
            Error::WouldReplaceKey { .. } => C::KeysWouldReplace,
            Error::KeyRemovalNotConfirmed { .. } => C::KeysRemovalUnconfirmed,
            Error::DeletionChanged { .. } => C::ProfileDeletionChanged,
            Error::EblNotKnown(_) => C::EnvelopeEblUnknown,
            Error::DraftNotLinked => C::EnvelopeNoEbl,
            Error::DifferencesNotAcknowledged { .. } => C::EnvelopeDifferencesUnacknowledged,
            Error::CheckNeeded => C::EnvelopeCheckNeeded,
            Error::DemoSandboxOnly => C::EnvelopeDemoSandboxOnly,
            Error::Request(e) => code_of(e.code()),
            Error::ApprovalRequired => C::ApprovalRequired,
            Error::RequestExpired(_) => C::ApprovalExpired,
            Error::RequestAlreadyApproved => C::ApprovalAlreadyApproved,
            Error::RequestSameProfile => C::ApprovalSameProfile,
            Error::RequestOtherService(_) => C::ApprovalOtherService,
            Error::RequestChanged(_) => C::ApprovalChanged,
        }
    }

    /// The code's dotted text (for logs, the journal and tests).
    pub fn code(&self) -> &'static str {
        self.error_code().as_str()
    }

    /// What the window says: the one sentence of the code, written here and nowhere else, naming
    /// what this error carries where the code's sentence has a place for it (the field of a
    /// refused signature, the party that changed, the service's reason, a path). What it names
    /// may come from the service (its reason, a party's name): the sentence is made
    /// [`tdx_text::Inert`] before it goes anywhere.
    pub fn user_message(&self) -> String {
        tdx_text::Inert::new(self.sentence()).into_string()
    }

    /// [`Error::user_message`] before it is made inert.
    fn sentence(&self) -> String {
        use ErrorCode as C;
        let plain = |text: &str| text.to_owned();
        match self.error_code() {
            C::ActionAlreadySubmitted => {
                plain("This action was already submitted; it was not sent a second time.")
            }
            C::ActionRecipientNotConfirmed => {
                let wanted = match self {
                    Error::RecipientNotConfirmed(w) => w.as_str(),
                    _ => "the recipient's name",
                };
                format!(
                    "Nothing was signed: type {wanted} as the review shows it to confirm the \
                     recipient (a first transfer to this inbox, a first action toward an inbox \
                     you never dealt with, or an inbox close to a known one)."
                )
            }
            C::ActionReviewExpired => {
                let minutes = match self {
                    Error::ReviewExpired(m) => m.to_string(),
                    _ => "a few".into(),
                };
                format!(
                    "This review is more than {minutes} minutes old, so nothing was signed. Start \
                     the action again to see what the service asks you to sign now."
                )
            }
            C::ActionUnknownReview => {
                plain("This review is no longer valid. Start the action again.")
            }
            C::AppInternal => plain("Something went wrong inside eBL Desk."),
            C::ApprovalAlreadyApproved => plain(
                "This signing request was approved already; nothing was signed a second time.",
            ),
            C::ApprovalChanged => match self {
                Error::RequestChanged(differences) if !differences.is_empty() => format!(
                    "Nothing was signed: the request is no longer as the maker asked. {}",
                    sentences(differences)
                ),
                _ => plain(
                    "Nothing was signed: the request is no longer as the maker asked. Open it \
                     again to see what differs.",
                ),
            },
            C::ApprovalExpired => match self {
                Error::RequestExpired(at) => format!(
                    "This signing request expired at {at}, so nothing was signed. Ask for a new \
                     request."
                ),
                _ => plain("This signing request has expired, so nothing was signed."),
            },
            C::ApprovalMakerSignature => plain(
                "The maker's signature does not match this request: it was changed after it \
                 was made, or it was not made by the key it names. Nothing was signed.",
            ),
            C::ApprovalNotARequest => {
                let why = match self {
                    Error::Request(tdx_approval::Error::TooLarge) => "it is too large".to_owned(),
                    Error::Request(tdx_approval::Error::UnknownVersion(v)) => {
                        format!("it is version {v}, which this app does not read")
                    }
                    Error::Request(tdx_approval::Error::Invalid(why)) => why.clone(),
                    _ => "it is not in the request format".to_owned(),
                };
                format!("This is not a signing request eBL Desk can open: {why}.")
            }
            C::ApprovalOtherService => match self {
                Error::RequestOtherService(service) => format!(
                    "This signing request was made for another service ({service}); open it \
                     on a profile of that service. Nothing was signed."
                ),
                _ => {
                    plain("This signing request was made for another service. Nothing was signed.")
                }
            },
            C::ApprovalRequired => plain(
                "This profile needs a second person for this action: request approval instead. \
                 Nothing was signed.",
            ),
            C::ApprovalSameProfile => plain(
                "A signing request cannot be approved by the profile or the person that made \
                 it: another person must approve it. Nothing was signed.",
            ),
            C::AppNoLogFolder => plain("This app has no log folder."),
            C::AppOpenFailed => with_detail("The system could not open it", self.detail()),
            C::AppState => {
                plain("Something went wrong inside eBL Desk. Restart the app and try again.")
            }
            C::AuthBadCallback => plain(
                "The browser came back without a usable answer. You are not signed in; try again.",
            ),
            C::AuthBrowser => plain(
                "The browser could not be opened. Open the sign-in page again, or check your \
                 default browser.",
            ),
            C::AuthDenied => plain("Access was denied in the browser, so you are not signed in."),
            C::AuthExpired => plain("Your session has expired. Sign in again."),
            C::AuthForbidden => plain(
                "Your sign-in does not allow this. A read-only sign-in cannot sign or send anything.",
            ),
            C::AuthInvalidClient => plain(
                "The service does not accept this app's client id or secret. Check the profile in \
                 Settings.",
            ),
            C::AuthListener => with_detail(
                "Sign-in could not start: eBL Desk cannot listen for the browser's answer",
                self.detail(),
            ),
            C::AuthLoginTimeout => plain("Sign-in took too long and was stopped. Try again."),
            C::AuthOauth => {
                let reason = match self {
                    Error::Client(tdx_client::Error::OAuth { error, description })
                    | Error::Client(tdx_client::Error::Login(LoginError::Denied {
                        error,
                        description,
                    })) => Some(match description {
                        Some(d) => format!("{error} ({d})"),
                        None => error.clone(),
                    }),
                    _ => None,
                };
                match reason {
                    Some(reason) => {
                        format!("The sign-in service refused ({reason}), so you are not signed in.")
                    }
                    None => plain("The sign-in service refused, so you are not signed in."),
                }
            }
            C::AuthStateMismatch => plain(
                "The browser answered a different sign-in attempt than this one. You are not \
                 signed in; try again.",
            ),
            C::AuthStore => plain(
                "The system keyring could not keep your session. Unlock it and sign in again.",
            ),
            C::Cancelled => plain("Cancelled."),
            C::ClientOriginMismatch => match self {
                Error::Client(tdx_client::Error::OriginMismatch { to, .. }) if !to.is_empty() => {
                    format!(
                        "eBL Desk did not send a request to {to:?}: it is not a place on this \
                         profile's service address, so nothing was sent and no sign-in token \
                         left the app. Check the profile's who-am-I and envelope send paths."
                    )
                }
                _ => plain(
                    "eBL Desk did not send a request that would have left this profile's service \
                     address, so nothing was sent and no sign-in token left the app. Check the \
                     profile's who-am-I and envelope send paths.",
                ),
            },
            C::Decode => plain("The service sent an answer this version does not understand."),
            C::EblPartyChanged => match self {
                Error::PartyChanged {
                    reference,
                    part,
                    before,
                    after,
                } => format!(
                    "Nothing was signed: the service now names {after} as the {part} of \
                     {reference}; when eBL Desk first saw this eBL it named {before}. If you know \
                     the change is real, accept it on the eBL's page, then try again."
                ),
                _ => plain(
                    "Nothing was signed: the service now names another party for this eBL than \
                     when eBL Desk first saw it.",
                ),
            },
            C::EblChangeNotAsShown => match self {
                Error::ChangeNotAsShown { reference } => format!(
                    "Nothing was accepted: the service now names other parties for {reference} \
                     than the refusal you saw showed. Review the action again, and accept only \
                     what its refusal shows."
                ),
                _ => plain(
                    "Nothing was accepted: the service now names other parties than the refusal \
                     you saw showed.",
                ),
            },
            C::EblTitleReused => match self {
                Error::TitleOfAnotherEbl { reference, other } => format!(
                    "Nothing was signed: the service gives {reference} the title id of another \
                     eBL, {other}. One title belongs to one bill; do not sign for either until \
                     the service explains it."
                ),
                _ => plain(
                    "Nothing was signed: the service gives this eBL the title id of another eBL.",
                ),
            },
            C::CreditMalformed
            | C::CreditBadField
            | C::CreditMissingField
            | C::CreditWrongType
            | C::CreditAmendment => match self {
                Error::Credit(e) => credit_sentence(e),
                _ => plain("The credit was not imported: the message cannot be read."),
            },
            C::CreditNoneToAmend => plain(
                "This is an amendment (MT707), and this draft holds no credit to amend: import \
                 the credit (MT700) first, then its amendments in order.",
            ),
            C::EnvelopeCheckNeeded => plain(
                "Nothing was signed: this envelope is linked to an eBL and its documents were not \
                 checked against it. Send it from the Envelopes screen, or remove the link.",
            ),
            C::EnvelopeDemoSandboxOnly => plain(
                "The demo invoice and packing list exist only on the embedded sandbox profile; on \
                 a service, add your own documents.",
            ),
            C::EnvelopeDifferencesUnacknowledged => match self {
                Error::DifferencesNotAcknowledged {
                    differences,
                    credit_differences,
                    acknowledged: Some(_),
                    ..
                } => format!(
                    "Nothing was signed: the check of the documents against the eBL{} changed \
                     since you acknowledged it ({}). Look at it again and acknowledge what it \
                     shows now.",
                    if *credit_differences > 0 {
                        " and the credit"
                    } else {
                        ""
                    },
                    count_of(differences + credit_differences, "difference")
                ),
                Error::DifferencesNotAcknowledged {
                    differences,
                    credit_differences: 0,
                    ..
                } => format!(
                    "Nothing was signed: the check found {} between the documents and the eBL. \
                     Look at them, and acknowledge them to send the envelope anyway.",
                    count_of(*differences, "difference")
                ),
                Error::DifferencesNotAcknowledged {
                    differences,
                    credit_differences,
                    ..
                } => format!(
                    "Nothing was signed: the check found {} between the documents and the eBL \
                     and {} from the credit. Look at them, and acknowledge them to send the \
                     envelope anyway.",
                    count_of(*differences, "difference"),
                    count_of(*credit_differences, "difference")
                ),
                _ => plain(
                    "Nothing was signed: the documents differ from the eBL. Look at the \
                     differences, and acknowledge them to send the envelope anyway.",
                ),
            },
            C::EnvelopeEblUnknown => plain(
                "Your company sees no such eBL here. Refresh the eBL list and pick the eBL again.",
            ),
            C::EnvelopeNoEbl => plain(
                "Link the envelope to an eBL first: its documents are checked against that eBL.",
            ),
            C::FileIo => with_detail("A file could not be read or written", self.detail()),
            C::HttpClient => with_reason("The service refused the request.", self.service_reason()),
            C::HttpConflict => plain(
                "The eBL changed on the service and no longer allows this. Refresh and look again.",
            ),
            C::HttpNotFound => plain("The service no longer shows this eBL to your company."),
            C::HttpRateLimited => {
                plain("The service asks to slow down. Wait a moment and try again.")
            }
            C::HttpServer => plain("The service had a problem. Try again later."),
            C::HttpValidation => {
                with_reason("The service rejected the request.", self.service_reason())
            }
            C::InputInvalid => match self {
                Error::Invalid(text) | Error::Client(tdx_client::Error::InvalidInput(text)) => {
                    text.clone()
                }
                _ => plain("That input is not acceptable."),
            },
            C::JournalUnavailable => plain(
                "Nothing was signed: eBL Desk could not open its data file, so it cannot put this \
                 action on record before signing it. Restart eBL Desk; if this persists, open the \
                 log folder from Settings.",
            ),
            C::KeysBadAddress => match self {
                Error::Keys(tdx_keys::Error::BadAddress(address, why)) => {
                    format!("{address:?} is not a valid address: {why}.")
                }
                _ => plain("That is not a valid address."),
            },
            C::KeysBadHex => plain(
                "That is not a private key: expected 64 hexadecimal characters, with or without 0x.",
            ),
            C::KeysBadPassword => plain("That password does not open the keystore file."),
            C::KeysInvalidKey => plain("That is not a valid private key."),
            C::KeysIo => with_detail("The key could not be read", self.detail()),
            C::KeysKeyring => {
                plain("The system keyring could not be used. Unlock it and try again.")
            }
            C::KeysKeyringUnavailable => plain(
                "There is no system keyring to keep the key in. Start or unlock it and try again.",
            ),
            C::KeysKeystoreFormat => plain("That file is not a keystore this app can read."),
            C::KeysKeystoreUnsupported => {
                plain("That keystore uses a format this app does not support.")
            }
            C::KeysKeyCurveUnusable => match self {
                Error::Keys(tdx_keys::Error::KeyCurveUnusable(why)) => format!(
                    "This key cannot sign for the service. {why} Choose a key listed as usable, \
                     or generate one on the token."
                ),
                _ => plain("This key cannot sign for the service: it is not on secp256k1."),
            },
            C::KeysModuleBadSignature => plain(
                "Nothing was signed or sent: the security module returned an invalid signature \
                 twice. Try again; if it persists, check the module or the token.",
            ),
            C::KeysModuleError => match self {
                Error::Keys(tdx_keys::Error::Module(why)) => {
                    format!("The security module failed ({why}). Nothing was signed.")
                }
                _ => plain("The security module failed. Nothing was signed."),
            },
            C::KeysModuleKeyAbsent => plain(
                "The chosen key is no longer on the token. Choose the key again on the Keys screen.",
            ),
            C::KeysModuleUnloadable => match self {
                Error::Keys(tdx_keys::Error::ModuleUnloadable { module, reason }) => format!(
                    "The security module {module} cannot be loaded: {reason}. Check the path of \
                     its library (for example /usr/lib/softhsm/libsofthsm2.so or \
                     /usr/lib/x86_64-linux-gnu/opensc-pkcs11.so)."
                ),
                _ => plain("The security module cannot be loaded. Check the path of its library."),
            },
            C::KeysPinIncorrect => plain(
                "The PIN is incorrect for this token. Nothing was signed. Type it again (a token \
                 locks its PIN after a few wrong tries).",
            ),
            C::KeysPinLocked => plain(
                "The token's PIN is locked after too many wrong tries. Nothing was signed. Unlock \
                 it with the token's own tools (its SO PIN), then try again.",
            ),
            C::KeysPinNeeded => plain(
                "The security module needs its PIN to sign. Nothing was signed or sent yet: enter \
                 the PIN and try again.",
            ),
            C::KeysTokenAbsent => match self {
                Error::Keys(tdx_keys::Error::TokenAbsent(serial)) if !serial.is_empty() => format!(
                    "The token (serial {serial}) is not in the security module. Nothing was signed \
                     or sent. Insert it, or choose another key on the Keys screen."
                ),
                _ => plain(
                    "The token is not in the security module. Nothing was signed or sent. Insert \
                     it, or choose another key on the Keys screen.",
                ),
            },
            C::KeysRemovalUnconfirmed => match self {
                Error::KeyRemovalNotConfirmed { stored, named } => format!(
                    "Nothing was removed: this profile's signing key is {stored}, not {named:?}. \
                     Look at the Keys screen again and confirm removing the key it shows."
                ),
                _ => plain("Nothing was removed: confirm removing the key the Keys screen shows."),
            },
            C::KeysWouldReplace => match self {
                Error::WouldReplaceKey { address } => format!(
                    "This profile already has a signing key, {address}; nothing was changed. To \
                     replace it, confirm replacing {address} (export a backup of it first: once \
                     replaced it cannot be recovered)."
                ),
                _ => plain("This profile already has a signing key; nothing was changed."),
            },
            C::NetOffline => {
                plain("The service cannot be reached. Check your connection and try again.")
            }
            C::NetRedirect => match self {
                Error::Client(tdx_client::Error::Redirect { to: Some(to), .. }) => format!(
                    "The service answered with a redirect to {to}; eBL Desk does not follow \
                     redirects, so nothing was sent there."
                ),
                _ => plain(
                    "The service answered with a redirect; eBL Desk does not follow redirects, so \
                     nothing was sent elsewhere.",
                ),
            },
            C::NetTimeout => plain("The service did not answer in time. Try again."),
            C::NetTooLarge => plain(
                "The service sent more than the app accepts (16 MiB for data, 256 MiB for a PDF); \
                 nothing of it was kept.",
            ),
            C::NetTransport => plain("The connection to the service failed. Try again."),
            C::PathNotAllowed => plain(
                "eBL Desk only opens or saves files you choose in its own file dialogs or drop on \
                 its window. Choose the file again.",
            ),
            C::PdfEncode => plain("The page of this PDF could not be shown. Try again."),
            C::PdfInvalid => plain("This PDF could not be read, so there is no preview."),
            C::PdfInvalidArgument => {
                plain("The preview was asked for a page it cannot draw. Try again.")
            }
            C::PdfIo => with_detail("The PDF could not be read", self.detail()),
            C::PdfLibraryLoad => plain(
                "The PDF renderer could not be loaded, so the preview cannot be shown. Download \
                 the PDF to open it elsewhere.",
            ),
            C::PdfLibraryMissing => plain(
                "The PDF renderer is not installed, so the preview cannot be shown. Download the \
                 PDF to open it elsewhere.",
            ),
            C::PdfPageOutOfRange => match self {
                Error::Pdf(tdx_pdf::PdfError::PageOutOfRange { page, count }) => {
                    format!("Page {page} does not exist: this PDF has {count} pages.")
                }
                _ => plain("That page does not exist in this PDF."),
            },
            C::PdfPassword => plain("This PDF is password-protected, so there is no preview."),
            C::PdfBadImage => plain(
                "The PDF viewer sent a page image that is not valid, so it was not shown and the \
                 viewer was restarted. Try again, or download the PDF to open it elsewhere.",
            ),
            C::PdfProtocol => plain(
                "The PDF renderer gave an answer this version does not understand. Try again.",
            ),
            C::PdfRender => plain(
                "The page of this PDF could not be drawn. Download the PDF to open it elsewhere.",
            ),
            C::PdfTimeout => plain(
                "This page could not be drawn in time; the PDF viewer was restarted. Try again.",
            ),
            C::PdfTooLarge => {
                plain("This PDF is too large to preview. Download it to open it elsewhere.")
            }
            C::PdfUnknownDocument => plain("This preview was closed. Open the document again."),
            C::PdfWorkerCrashed => {
                plain("The PDF renderer stopped while reading this document. Try again.")
            }
            C::PdfWorkerSpawn => plain(
                "The PDF renderer could not be started, so the preview cannot be shown. Download \
                 the PDF to open it elsewhere.",
            ),
            C::ProfileDeletionChanged => match self {
                Error::DeletionChanged { name, now } => format!(
                    "Nothing was deleted: what deleting \u{201c}{name}\u{201d} removes has changed \
                     since you were asked ({now}). Look at it again before deleting."
                ),
                _ => plain("Nothing was deleted: look at the profile again before deleting it."),
            },
            C::SandboxStart => with_detail("The embedded sandbox could not start", self.detail()),
            C::SessionNoKey => plain("There is no signing key yet. Add one on the Keys screen."),
            C::SessionSignedOut => plain("You are not signed in. Sign in on the eBLs screen."),
            C::SignBadSignature => plain(
                "The service did not accept the signature; nothing changed. Check the key on the \
                 Keys screen.",
            ),
            C::SignMismatch => match self {
                Error::Keys(tdx_keys::Error::Mismatch {
                    field,
                    expected,
                    got,
                }) => format!(
                    "Nothing was signed: the service asked you to sign something other than what \
                     you chose. What differs: {} (you chose {expected}; the service asked for \
                     {got}).",
                    refused_part(field)
                ),
                Error::Keys(tdx_keys::Error::RegistryChanged { pinned, offered }) => format!(
                    "Nothing was signed: the registry the call goes to changed from {pinned} to \
                     {offered}. If your service's operator announced a new registry, accept it \
                     in Settings › Profiles; otherwise do not sign anything on this service."
                ),
                _ => plain(
                    "Nothing was signed: the service asked you to sign something other than what \
                     you chose.",
                ),
            },
            C::StoreCorrupt => with_detail("The local store is damaged", self.detail()),
            C::StoreDuplicate => match self {
                Error::Store(tdx_store::Error::Duplicate { field, value }) => {
                    format!("The {field} {value} is already used.")
                }
                _ => plain("That is already used."),
            },
            C::StoreInvalid => match self {
                Error::Store(tdx_store::Error::Invalid { field, message }) => {
                    with_detail(&format!("The {field} is not acceptable"), Some(message))
                }
                _ => plain("That value is not acceptable."),
            },
            C::StoreJson => plain(
                "Something saved by eBL Desk could not be read back. Restart the app and try again.",
            ),
            C::StoreNotFound => match self {
                Error::Store(tdx_store::Error::NotFound { what, id }) => {
                    format!("The {what} {id} is not in the local store (any more).")
                }
                _ => plain("That is not in the local store (any more)."),
            },
            C::StoreSqlite => {
                plain("The local store could not be used. Restart the app and try again.")
            }
            C::StoreTooNew => match self {
                Error::Store(tdx_store::Error::TooNew { found, supported }) => format!(
                    "The local store was written by a newer eBL Desk (schema version {found}; \
                     this one reads up to {supported}). Update the app."
                ),
                _ => plain("The local store was written by a newer eBL Desk. Update the app."),
            },
            C::StoreUnavailable => {
                plain("The app's data folder cannot be used; profiles cannot be saved.")
            }
        }
    }

    /// The free text an error carries for its code's sentence (a path and the system's reason,
    /// a component's own report).
    fn detail(&self) -> Option<String> {
        match self {
            Error::Sandbox(d)
            | Error::Browser(d)
            | Error::Io(d)
            | Error::OpenFailed(d)
            | Error::Keys(tdx_keys::Error::Io(d))
            | Error::Pdf(tdx_pdf::PdfError::Io(d))
            | Error::Store(tdx_store::Error::Corrupt(d))
            | Error::Client(tdx_client::Error::Login(LoginError::Listener(d))) => Some(d.clone()),
            Error::Client(tdx_client::Error::File { path, message }) => {
                Some(format!("{path}: {message}"))
            }
            _ => None,
        }
    }

    /// The service's own reason for refusing a request, when its answer gave one.
    fn service_reason(&self) -> Option<String> {
        match self {
            Error::Client(tdx_client::Error::Http { body, .. }) if *body != ErrorBody::Empty => {
                Some(body.to_string())
            }
            _ => None,
        }
    }
}

/// `lead`, then what the error carries (`lead: detail.`), as one sentence.
fn with_detail(lead: &str, detail: Option<impl AsRef<str>>) -> String {
    let detail = detail.as_ref().map(|d| d.as_ref().trim()).unwrap_or("");
    if detail.is_empty() {
        return format!("{lead}.");
    }
    let end = if detail.ends_with(['.', '!', '?', '…']) {
        ""
    } else {
        "."
    };
    format!("{lead}: {detail}{end}")
}

/// `lead`, then the service's own reason when it gave one.
fn with_reason(lead: &str, reason: Option<String>) -> String {
    match reason {
        Some(reason) => format!("{lead} {reason}"),
        None => lead.to_owned(),
    }
}

/// `1 difference`, `2 differences`.
/// Why a credit or an amendment was not imported, naming the line of the message.
fn credit_sentence(e: &tdx_credit::Error) -> String {
    let (what, reason) = match e {
        tdx_credit::Error::Malformed { reason, .. } => {
            ("it is not a SWIFT message", reason.clone())
        }
        tdx_credit::Error::BadField { tag, reason, .. } => (
            "a field is not in its format",
            format!("field {tag}: {reason}"),
        ),
        tdx_credit::Error::MissingField { tag, what, .. } => (
            "a field the check needs is missing",
            format!("field {tag} ({what}) is missing"),
        ),
        tdx_credit::Error::WrongType { reason, .. } => {
            ("it is another kind of message", reason.clone())
        }
        tdx_credit::Error::Amendment { reason, .. } => (
            "the amendment does not apply to this credit",
            reason.clone(),
        ),
    };
    format!(
        "The credit was not imported ({what}): line {}: {reason}.",
        e.line()
    )
}

/// Sentences, each ending with a full stop, joined by a space.
fn sentences(texts: &[String]) -> String {
    texts
        .iter()
        .map(|t| {
            let t = t.trim();
            if t.ends_with('.') {
                t.to_owned()
            } else {
                format!("{t}.")
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn count_of(n: u32, what: &str) -> String {
    match n {
        1 => format!("1 {what}"),
        n => format!("{n} {what}s"),
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

pub type Result<T, E = Error> = std::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

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
        credit: &tdx_credit::Error,
    ) {
        match credit {
            tdx_credit::Error::Malformed { .. }
            | tdx_credit::Error::BadField { .. }
            | tdx_credit::Error::MissingField { .. }
            | tdx_credit::Error::WrongType { .. }
            | tdx_credit::Error::Amendment { .. } => {}
        }
        use tdx_pdf::PdfError as P;
        match desk {
            Error::Keys(_) | Error::Client(_) | Error::Store(_) | Error::Pdf(_) => {}
            Error::Credit(_) | Error::NoCreditToAmend => {}
            Error::StoreUnavailable | Error::StatePoisoned | Error::Sandbox(_) => {}
            Error::JournalUnavailable => {}
            Error::Browser(_) | Error::Io(_) | Error::Internal(_) | Error::NoLogFolder => {}
            Error::OpenFailed(_) | Error::NotSignedIn | Error::NoKey | Error::UnknownReview => {}
            Error::ReviewExpired(_) | Error::AlreadySubmitted | Error::PathNotAllowed(_) => {}
            Error::Invalid(_) | Error::PartyChanged { .. } | Error::TitleOfAnotherEbl { .. } => {}
            Error::ChangeNotAsShown { .. } => {}
            Error::WouldReplaceKey { .. } | Error::KeyRemovalNotConfirmed { .. } => {}
            Error::DeletionChanged { .. } | Error::RecipientNotConfirmed(_) => {}
            Error::EblNotKnown(_) | Error::DraftNotLinked | Error::CheckNeeded => {}
            Error::DifferencesNotAcknowledged { .. } | Error::DemoSandboxOnly => {}
            Error::Request(_) | Error::ApprovalRequired | Error::RequestExpired(_) => {}
            Error::RequestAlreadyApproved | Error::RequestSameProfile => {}
            Error::RequestOtherService(_) | Error::RequestChanged(_) => {}
        }
        match client {
            tdx_client::Error::Offline(_)
            | tdx_client::Error::Transport(_)
            | tdx_client::Error::Timeout
            | tdx_client::Error::TooLarge { .. }
            | tdx_client::Error::Redirect { .. }
            | tdx_client::Error::OriginMismatch { .. }
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
            | tdx_keys::Error::Io(_)
            | tdx_keys::Error::PinIncorrect
            | tdx_keys::Error::PinLocked
            | tdx_keys::Error::PinNeeded
            | tdx_keys::Error::TokenAbsent(_)
            | tdx_keys::Error::ModuleUnloadable { .. }
            | tdx_keys::Error::ModuleBadSignature
            | tdx_keys::Error::KeyCurveUnusable(_)
            | tdx_keys::Error::ModuleKeyAbsent(_)
            | tdx_keys::Error::Module(_) => {}
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
            | P::BadImage(_)
            | P::Protocol(_) => {}
        }
    }

    /// One error of every variant (and of every code a variant can map to).
    fn samples() -> Vec<Error> {
        use tdx_client::Error as C;
        use tdx_pdf::PdfError as P;
        let s = || "Detail of it.".to_owned();
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
            Error::RecipientNotConfirmed(s()),
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
            Error::ChangeNotAsShown { reference: s() },
            Error::WouldReplaceKey { address: s() },
            Error::KeyRemovalNotConfirmed {
                stored: s(),
                named: s(),
            },
            Error::DeletionChanged {
                name: s(),
                now: s(),
            },
            Error::EblNotKnown(s()),
            Error::DraftNotLinked,
            Error::Request(tdx_approval::Error::TooLarge),
            Error::Request(tdx_approval::Error::NotARequest(s())),
            Error::Request(tdx_approval::Error::UnknownVersion(2)),
            Error::Request(tdx_approval::Error::Invalid(s())),
            Error::Request(tdx_approval::Error::BadSignature),
            Error::ApprovalRequired,
            Error::RequestExpired("2026-11-28T10:00:00Z".into()),
            Error::RequestAlreadyApproved,
            Error::RequestSameProfile,
            Error::RequestOtherService("https://other.example".into()),
            Error::RequestChanged(vec![
                "The holder is now Harbor Bank plc; the request was made when it was Nile \
                 Imports"
                    .into(),
            ]),
            Error::DifferencesNotAcknowledged {
                differences: 2,
                credit_differences: 0,
                digest: s(),
                acknowledged: None,
            },
            Error::DifferencesNotAcknowledged {
                differences: 1,
                credit_differences: 1,
                digest: s(),
                acknowledged: None,
            },
            Error::DifferencesNotAcknowledged {
                differences: 1,
                credit_differences: 0,
                digest: s(),
                acknowledged: Some(s()),
            },
            Error::NoCreditToAmend,
            Error::Credit(tdx_credit::Error::Malformed {
                line: 3,
                reason: s(),
            }),
            Error::Credit(tdx_credit::Error::BadField {
                line: 12,
                tag: "32B".into(),
                reason: s(),
            }),
            Error::Credit(tdx_credit::Error::MissingField {
                line: 40,
                tag: "31D",
                what: "date and place of expiry",
            }),
            Error::Credit(tdx_credit::Error::WrongType {
                line: 1,
                reason: s(),
            }),
            Error::Credit(tdx_credit::Error::Amendment {
                line: 2,
                reason: s(),
            }),
            Error::CheckNeeded,
            Error::DemoSandboxOnly,
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
            C::OriginMismatch {
                to: "/\\/elsewhere.example/me".into(),
                reason: s(),
            },
            C::OriginMismatch {
                to: String::new(),
                reason: s(),
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
            tdx_keys::Error::PinIncorrect,
            tdx_keys::Error::PinLocked,
            tdx_keys::Error::PinNeeded,
            tdx_keys::Error::TokenAbsent(s()),
            tdx_keys::Error::ModuleUnloadable {
                module: s(),
                reason: s(),
            },
            tdx_keys::Error::ModuleBadSignature,
            tdx_keys::Error::KeyCurveUnusable(s()),
            tdx_keys::Error::ModuleKeyAbsent(s()),
            tdx_keys::Error::Module(s()),
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
            P::BadImage(s()),
        ];
        out.extend(pdf.into_iter().map(Error::Pdf));
        out
    }

    #[test]
    fn every_code_an_error_can_have_is_listed_and_every_listed_code_occurs() {
        let listed: BTreeSet<ErrorCode> = ErrorCode::ALL.iter().copied().collect();
        let produced: BTreeSet<ErrorCode> = samples().iter().map(Error::error_code).collect();
        assert_eq!(listed, produced, "every code an error has, and only those");
        // No text a crate below gives is left unknown (it would become `app.internal`).
        for e in samples() {
            let text = match &e {
                Error::Keys(k) => k.code(),
                Error::Client(c) => c.code(),
                Error::Store(s) => s.code(),
                Error::Pdf(p) => p.code(),
                Error::Request(r) => r.code(),
                _ => continue,
            };
            assert_eq!(e.code(), text, "{e:?}");
        }
    }

    #[test]
    fn each_code_crosses_as_its_dotted_text_and_back() {
        let texts: Vec<&str> = ErrorCode::ALL.iter().map(|c| c.as_str()).collect();
        let mut sorted = texts.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(texts, sorted, "sorted, each code once");
        for code in ErrorCode::ALL {
            let json = serde_json::to_value(code).unwrap();
            assert_eq!(json, serde_json::json!(code.as_str()));
            assert_eq!(serde_json::from_value::<ErrorCode>(json).unwrap(), *code);
            assert_eq!(ErrorCode::from_wire(code.as_str()), Some(*code));
        }
    }

    /// Every code has one sentence for people, written once in [`Error::user_message`]: every
    /// error of a code gets that sentence, and only what the code's sentence names (a field, a
    /// party, the service's reason, a path) differs between them.
    #[test]
    fn every_code_has_a_sentence_for_people() {
        let mut said: std::collections::BTreeMap<ErrorCode, Vec<String>> = Default::default();
        for e in samples() {
            let text = e.user_message();
            assert!(!text.trim().is_empty(), "{}: empty", e.code());
            let first = text.chars().next().unwrap_or(' ');
            assert!(
                first.is_uppercase() || text.starts_with("eBL") || text.starts_with('"'),
                "{}: {text}",
                e.code()
            );
            assert!(text.ends_with('.'), "{}: {text}", e.code());
            assert_ne!(
                text,
                e.to_string(),
                "{}: the log text is not the user's",
                e.code()
            );
            said.entry(e.error_code()).or_default().push(text);
        }
        for code in ErrorCode::ALL {
            assert!(said.contains_key(code), "{code}: no sentence");
        }
        // A code whose errors carry nothing has exactly one sentence.
        for (code, texts) in &said {
            let carries = matches!(
                code,
                ErrorCode::AuthOauth
                    | ErrorCode::FileIo
                    | ErrorCode::HttpClient
                    | ErrorCode::HttpValidation
                    | ErrorCode::InputInvalid
                    | ErrorCode::NetRedirect
                    | ErrorCode::ClientOriginMismatch
                    | ErrorCode::SignMismatch
                    | ErrorCode::EnvelopeDifferencesUnacknowledged
                    | ErrorCode::ApprovalNotARequest
            );
            let distinct: BTreeSet<&String> = texts.iter().collect();
            assert!(carries || distinct.len() == 1, "{code}: {distinct:?}");
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
    fn the_service_s_reason_reaches_the_user_inert() {
        let body = ErrorBody::parse(
            "{\"recipient_id\": [\"Refused\\u001b[2K\\u202e by Evil\\u200b Co\"]}".as_bytes(),
        );
        let e = Error::Client(tdx_client::Error::Http { status: 400, body });
        let said = e.user_message();
        assert_eq!(
            said,
            "The service rejected the request. recipient_id: Refused␛[2K⟨U+202E⟩ by Evil Co"
        );
        assert!(!said.contains(['\u{1b}', '\u{202e}', '\u{200b}']), "{said}");
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
}
