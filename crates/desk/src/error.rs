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
use tdx_i18n::{Arg, Lang, tr_in};
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

    /// What the window says: the one sentence of the code, written once in the catalogue
    /// (`locales/<lang>/errors.ftl`, ids `err-…`) and chosen here, in the user's language
    /// ([`tdx_i18n::language`]), naming what this error carries where the code's sentence has a
    /// place for it (the field of a refused signature, the party that changed, the service's
    /// reason, a path). What it names may come from the service (its reason, a party's name):
    /// it goes into the sentence as an argument, which the catalogue makes
    /// [`tdx_text::Inert`] (and isolates in a right-to-left language), so the sentence is inert
    /// by construction and is not made inert again (that would show Arabic's isolation marks).
    pub fn user_message(&self) -> String {
        self.user_message_in(tdx_i18n::language())
    }

    /// [`Error::user_message`] in `lang`, whatever the process's language is.
    pub fn user_message_in(&self, lang: Lang) -> String {
        use ErrorCode as C;
        match self.error_code() {
            C::ActionAlreadySubmitted => tr_in(lang, "err-action-already-submitted", &[]),
            C::ActionRecipientNotConfirmed => match self {
                Error::RecipientNotConfirmed(wanted) => tr_in(
                    lang,
                    "err-action-recipient-not-confirmed",
                    &[("wanted", Arg::from(wanted))],
                ),
                _ => tr_in(lang, "err-action-recipient-not-confirmed-unnamed", &[]),
            },
            C::ActionReviewExpired => match self {
                Error::ReviewExpired(minutes) => tr_in(
                    lang,
                    "err-action-review-expired",
                    &[("minutes", Arg::from(*minutes))],
                ),
                _ => tr_in(lang, "err-action-review-expired-unnamed", &[]),
            },
            C::ActionUnknownReview => tr_in(lang, "err-action-unknown-review", &[]),
            C::AppInternal => tr_in(lang, "err-app-internal", &[]),
            C::ApprovalAlreadyApproved => tr_in(lang, "err-approval-already-approved", &[]),
            C::ApprovalChanged => match self {
                Error::RequestChanged(differences) if !differences.is_empty() => {
                    let lead = tr_in(lang, "err-approval-changed-lead", &[]);
                    let gap = tr_in(lang, "err-sentence-gap", &[]);
                    format!("{lead}{gap}{}", sentences(lang, differences))
                }
                _ => tr_in(lang, "err-approval-changed", &[]),
            },
            C::ApprovalExpired => match self {
                Error::RequestExpired(at) => {
                    tr_in(lang, "err-approval-expired-at", &[("at", Arg::from(at))])
                }
                _ => tr_in(lang, "err-approval-expired", &[]),
            },
            C::ApprovalMakerSignature => tr_in(lang, "err-approval-maker-signature", &[]),
            C::ApprovalNotARequest => match self {
                Error::Request(tdx_approval::Error::TooLarge) => {
                    tr_in(lang, "err-approval-not-a-request-too-large", &[])
                }
                Error::Request(tdx_approval::Error::UnknownVersion(version)) => tr_in(
                    lang,
                    "err-approval-not-a-request-version",
                    &[("version", Arg::from(*version))],
                ),
                Error::Request(tdx_approval::Error::Invalid(why)) => tr_in(
                    lang,
                    "err-approval-not-a-request-invalid",
                    &[("why", Arg::from(why))],
                ),
                _ => tr_in(lang, "err-approval-not-a-request", &[]),
            },
            C::ApprovalOtherService => match self {
                Error::RequestOtherService(service) => tr_in(
                    lang,
                    "err-approval-other-service-named",
                    &[("service", Arg::from(service))],
                ),
                _ => tr_in(lang, "err-approval-other-service", &[]),
            },
            C::ApprovalRequired => tr_in(lang, "err-approval-required", &[]),
            C::ApprovalSameProfile => tr_in(lang, "err-approval-same-profile", &[]),
            C::AppNoLogFolder => tr_in(lang, "err-app-no-log-folder", &[]),
            C::AppOpenFailed => with_detail(
                lang,
                self.detail(),
                || tr_in(lang, "err-app-open-failed", &[]),
                |detail| {
                    tr_in(
                        lang,
                        "err-app-open-failed-detail",
                        &[("detail", Arg::from(detail))],
                    )
                },
            ),
            C::AppState => tr_in(lang, "err-app-state", &[]),
            C::AuthBadCallback => tr_in(lang, "err-auth-bad-callback", &[]),
            C::AuthBrowser => tr_in(lang, "err-auth-browser", &[]),
            C::AuthDenied => tr_in(lang, "err-auth-denied", &[]),
            C::AuthExpired => tr_in(lang, "err-auth-expired", &[]),
            C::AuthForbidden => tr_in(lang, "err-auth-forbidden", &[]),
            C::AuthInvalidClient => tr_in(lang, "err-auth-invalid-client", &[]),
            C::AuthListener => with_detail(
                lang,
                self.detail(),
                || tr_in(lang, "err-auth-listener", &[]),
                |detail| {
                    tr_in(
                        lang,
                        "err-auth-listener-detail",
                        &[("detail", Arg::from(detail))],
                    )
                },
            ),
            C::AuthLoginTimeout => tr_in(lang, "err-auth-login-timeout", &[]),
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
                    Some(reason) => tr_in(
                        lang,
                        "err-auth-oauth-reason",
                        &[("reason", Arg::from(reason))],
                    ),
                    None => tr_in(lang, "err-auth-oauth", &[]),
                }
            }
            C::AuthStateMismatch => tr_in(lang, "err-auth-state-mismatch", &[]),
            C::AuthStore => tr_in(lang, "err-auth-store", &[]),
            C::Cancelled => tr_in(lang, "err-cancelled", &[]),
            C::ClientOriginMismatch => match self {
                Error::Client(tdx_client::Error::OriginMismatch { to, .. }) if !to.is_empty() => {
                    tr_in(
                        lang,
                        "err-client-origin-mismatch-to",
                        &[("to", Arg::from(format!("{to:?}")))],
                    )
                }
                _ => tr_in(lang, "err-client-origin-mismatch", &[]),
            },
            C::Decode => tr_in(lang, "err-decode", &[]),
            C::EblPartyChanged => match self {
                Error::PartyChanged {
                    reference,
                    part,
                    before,
                    after,
                } => tr_in(
                    lang,
                    "err-ebl-party-changed-named",
                    &[
                        ("after", Arg::from(after)),
                        ("part", Arg::from(party_part(lang, part))),
                        ("reference", Arg::from(reference)),
                        ("before", Arg::from(before)),
                    ],
                ),
                _ => tr_in(lang, "err-ebl-party-changed", &[]),
            },
            C::EblChangeNotAsShown => match self {
                Error::ChangeNotAsShown { reference } => tr_in(
                    lang,
                    "err-ebl-change-not-as-shown-named",
                    &[("reference", Arg::from(reference))],
                ),
                _ => tr_in(lang, "err-ebl-change-not-as-shown", &[]),
            },
            C::EblTitleReused => match self {
                Error::TitleOfAnotherEbl { reference, other } => tr_in(
                    lang,
                    "err-ebl-title-reused-named",
                    &[
                        ("reference", Arg::from(reference)),
                        ("other", Arg::from(other)),
                    ],
                ),
                _ => tr_in(lang, "err-ebl-title-reused", &[]),
            },
            C::CreditMalformed
            | C::CreditBadField
            | C::CreditMissingField
            | C::CreditWrongType
            | C::CreditAmendment => match self {
                Error::Credit(e) => credit_sentence(lang, e),
                _ => tr_in(lang, "err-credit-unreadable", &[]),
            },
            C::CreditNoneToAmend => tr_in(lang, "err-credit-none-to-amend", &[]),
            C::EnvelopeCheckNeeded => tr_in(lang, "err-envelope-check-needed", &[]),
            C::EnvelopeDemoSandboxOnly => tr_in(lang, "err-envelope-demo-sandbox-only", &[]),
            C::EnvelopeDifferencesUnacknowledged => match self {
                Error::DifferencesNotAcknowledged {
                    differences,
                    credit_differences,
                    acknowledged: Some(_),
                    ..
                } => {
                    let count = differences + credit_differences;
                    if *credit_differences > 0 {
                        tr_in(
                            lang,
                            "err-envelope-differences-changed-with-credit",
                            &[("count", Arg::from(count))],
                        )
                    } else {
                        tr_in(
                            lang,
                            "err-envelope-differences-changed",
                            &[("count", Arg::from(count))],
                        )
                    }
                }
                Error::DifferencesNotAcknowledged {
                    differences,
                    credit_differences: 0,
                    ..
                } => tr_in(
                    lang,
                    "err-envelope-differences-unacknowledged",
                    &[("count", Arg::from(*differences))],
                ),
                Error::DifferencesNotAcknowledged {
                    differences,
                    credit_differences,
                    ..
                } => tr_in(
                    lang,
                    "err-envelope-differences-unacknowledged-with-credit",
                    &[
                        ("count", Arg::from(*differences)),
                        ("creditCount", Arg::from(*credit_differences)),
                    ],
                ),
                _ => tr_in(lang, "err-envelope-differences", &[]),
            },
            C::EnvelopeEblUnknown => tr_in(lang, "err-envelope-ebl-unknown", &[]),
            C::EnvelopeNoEbl => tr_in(lang, "err-envelope-no-ebl", &[]),
            C::FileIo => with_detail(
                lang,
                self.detail(),
                || tr_in(lang, "err-file-io", &[]),
                |detail| tr_in(lang, "err-file-io-detail", &[("detail", Arg::from(detail))]),
            ),
            C::HttpClient => match self.service_reason() {
                Some(reason) => tr_in(
                    lang,
                    "err-http-client-reason",
                    &[("reason", Arg::from(reason))],
                ),
                None => tr_in(lang, "err-http-client", &[]),
            },
            C::HttpConflict => tr_in(lang, "err-http-conflict", &[]),
            C::HttpNotFound => tr_in(lang, "err-http-not-found", &[]),
            C::HttpRateLimited => tr_in(lang, "err-http-rate-limited", &[]),
            C::HttpServer => tr_in(lang, "err-http-server", &[]),
            C::HttpValidation => match self.service_reason() {
                Some(reason) => tr_in(
                    lang,
                    "err-http-validation-reason",
                    &[("reason", Arg::from(reason))],
                ),
                None => tr_in(lang, "err-http-validation", &[]),
            },
            C::InputInvalid => match self {
                Error::Invalid(text) | Error::Client(tdx_client::Error::InvalidInput(text)) => {
                    made_elsewhere(lang, text)
                }
                _ => tr_in(lang, "err-input-invalid", &[]),
            },
            C::JournalUnavailable => tr_in(lang, "err-journal-unavailable", &[]),
            C::KeysBadAddress => match self {
                Error::Keys(tdx_keys::Error::BadAddress(address, why)) => tr_in(
                    lang,
                    "err-keys-bad-address-named",
                    &[
                        ("address", Arg::from(format!("{address:?}"))),
                        ("why", Arg::from(address_problem(lang, why))),
                    ],
                ),
                _ => tr_in(lang, "err-keys-bad-address", &[]),
            },
            C::KeysBadHex => tr_in(lang, "err-keys-bad-hex", &[]),
            C::KeysBadPassword => tr_in(lang, "err-keys-bad-password", &[]),
            C::KeysInvalidKey => tr_in(lang, "err-keys-invalid-key", &[]),
            C::KeysIo => with_detail(
                lang,
                self.detail(),
                || tr_in(lang, "err-keys-io", &[]),
                |detail| tr_in(lang, "err-keys-io-detail", &[("detail", Arg::from(detail))]),
            ),
            C::KeysKeyring => tr_in(lang, "err-keys-keyring", &[]),
            C::KeysKeyringUnavailable => tr_in(lang, "err-keys-keyring-unavailable", &[]),
            C::KeysKeystoreFormat => tr_in(lang, "err-keys-keystore-format", &[]),
            C::KeysKeystoreUnsupported => tr_in(lang, "err-keys-keystore-unsupported", &[]),
            C::KeysKeyCurveUnusable => match self {
                Error::Keys(tdx_keys::Error::KeyCurveUnusable(why)) => tr_in(
                    lang,
                    "err-keys-key-curve-unusable-why",
                    &[("why", Arg::from(why))],
                ),
                _ => tr_in(lang, "err-keys-key-curve-unusable", &[]),
            },
            C::KeysModuleBadSignature => tr_in(lang, "err-keys-module-bad-signature", &[]),
            C::KeysModuleError => match self {
                Error::Keys(tdx_keys::Error::Module(why)) => tr_in(
                    lang,
                    "err-keys-module-error-why",
                    &[("why", Arg::from(why))],
                ),
                _ => tr_in(lang, "err-keys-module-error", &[]),
            },
            C::KeysModuleKeyAbsent => tr_in(lang, "err-keys-module-key-absent", &[]),
            C::KeysModuleUnloadable => match self {
                Error::Keys(tdx_keys::Error::ModuleUnloadable { module, reason }) => tr_in(
                    lang,
                    "err-keys-module-unloadable-named",
                    &[
                        ("module", Arg::from(module)),
                        ("reason", Arg::from(reason)),
                        ("softhsm", Arg::from("/usr/lib/softhsm/libsofthsm2.so")),
                        (
                            "opensc",
                            Arg::from("/usr/lib/x86_64-linux-gnu/opensc-pkcs11.so"),
                        ),
                    ],
                ),
                _ => tr_in(lang, "err-keys-module-unloadable", &[]),
            },
            C::KeysPinIncorrect => tr_in(lang, "err-keys-pin-incorrect", &[]),
            C::KeysPinLocked => tr_in(lang, "err-keys-pin-locked", &[]),
            C::KeysPinNeeded => tr_in(lang, "err-keys-pin-needed", &[]),
            C::KeysTokenAbsent => match self {
                Error::Keys(tdx_keys::Error::TokenAbsent(serial)) if !serial.is_empty() => tr_in(
                    lang,
                    "err-keys-token-absent-serial",
                    &[("serial", Arg::from(serial))],
                ),
                _ => tr_in(lang, "err-keys-token-absent", &[]),
            },
            C::KeysRemovalUnconfirmed => match self {
                Error::KeyRemovalNotConfirmed { stored, named } => tr_in(
                    lang,
                    "err-keys-removal-unconfirmed-named",
                    &[
                        ("stored", Arg::from(stored)),
                        ("named", Arg::from(format!("{named:?}"))),
                    ],
                ),
                _ => tr_in(lang, "err-keys-removal-unconfirmed", &[]),
            },
            C::KeysWouldReplace => match self {
                Error::WouldReplaceKey { address } => tr_in(
                    lang,
                    "err-keys-would-replace-named",
                    &[("address", Arg::from(address))],
                ),
                _ => tr_in(lang, "err-keys-would-replace", &[]),
            },
            C::NetOffline => tr_in(lang, "err-net-offline", &[]),
            C::NetRedirect => match self {
                Error::Client(tdx_client::Error::Redirect { to: Some(to), .. }) => {
                    tr_in(lang, "err-net-redirect-to", &[("to", Arg::from(to))])
                }
                _ => tr_in(lang, "err-net-redirect", &[]),
            },
            C::NetTimeout => tr_in(lang, "err-net-timeout", &[]),
            C::NetTooLarge => tr_in(lang, "err-net-too-large", &[]),
            C::NetTransport => tr_in(lang, "err-net-transport", &[]),
            C::PathNotAllowed => tr_in(lang, "err-path-not-allowed", &[]),
            C::PdfEncode => tr_in(lang, "err-pdf-encode", &[]),
            C::PdfInvalid => tr_in(lang, "err-pdf-invalid", &[]),
            C::PdfInvalidArgument => tr_in(lang, "err-pdf-invalid-argument", &[]),
            C::PdfIo => with_detail(
                lang,
                self.detail(),
                || tr_in(lang, "err-pdf-io", &[]),
                |detail| tr_in(lang, "err-pdf-io-detail", &[("detail", Arg::from(detail))]),
            ),
            C::PdfLibraryLoad => tr_in(lang, "err-pdf-library-load", &[]),
            C::PdfLibraryMissing => tr_in(lang, "err-pdf-library-missing", &[]),
            C::PdfPageOutOfRange => match self {
                Error::Pdf(tdx_pdf::PdfError::PageOutOfRange { page, count }) => tr_in(
                    lang,
                    "err-pdf-page-out-of-range-named",
                    &[("page", Arg::from(*page)), ("count", Arg::from(*count))],
                ),
                _ => tr_in(lang, "err-pdf-page-out-of-range", &[]),
            },
            C::PdfPassword => tr_in(lang, "err-pdf-password", &[]),
            C::PdfBadImage => tr_in(lang, "err-pdf-bad-image", &[]),
            C::PdfProtocol => tr_in(lang, "err-pdf-protocol", &[]),
            C::PdfRender => tr_in(lang, "err-pdf-render", &[]),
            C::PdfTimeout => tr_in(lang, "err-pdf-timeout", &[]),
            C::PdfTooLarge => tr_in(lang, "err-pdf-too-large", &[]),
            C::PdfUnknownDocument => tr_in(lang, "err-pdf-unknown-document", &[]),
            C::PdfWorkerCrashed => tr_in(lang, "err-pdf-worker-crashed", &[]),
            C::PdfWorkerSpawn => tr_in(lang, "err-pdf-worker-spawn", &[]),
            C::ProfileDeletionChanged => match self {
                Error::DeletionChanged { name, now } => tr_in(
                    lang,
                    "err-profile-deletion-changed-named",
                    &[("name", Arg::from(name)), ("now", Arg::from(now))],
                ),
                _ => tr_in(lang, "err-profile-deletion-changed", &[]),
            },
            C::SandboxStart => with_detail(
                lang,
                self.detail(),
                || tr_in(lang, "err-sandbox-start", &[]),
                |detail| {
                    tr_in(
                        lang,
                        "err-sandbox-start-detail",
                        &[("detail", Arg::from(detail))],
                    )
                },
            ),
            C::SessionNoKey => tr_in(lang, "err-session-no-key", &[]),
            C::SessionSignedOut => tr_in(lang, "err-session-signed-out", &[]),
            C::SignBadSignature => tr_in(lang, "err-sign-bad-signature", &[]),
            C::SignMismatch => match self {
                Error::Keys(tdx_keys::Error::Mismatch {
                    field,
                    expected,
                    got,
                }) => tr_in(
                    lang,
                    "err-sign-mismatch-field",
                    &[
                        ("part", Arg::from(refused_part_in(lang, field))),
                        ("expected", Arg::from(expected)),
                        ("got", Arg::from(got)),
                    ],
                ),
                Error::Keys(tdx_keys::Error::RegistryChanged { pinned, offered }) => tr_in(
                    lang,
                    "err-sign-mismatch-registry",
                    &[
                        ("pinned", Arg::from(pinned)),
                        ("offered", Arg::from(offered)),
                    ],
                ),
                _ => tr_in(lang, "err-sign-mismatch", &[]),
            },
            C::StoreCorrupt => with_detail(
                lang,
                self.detail(),
                || tr_in(lang, "err-store-corrupt", &[]),
                |detail| {
                    tr_in(
                        lang,
                        "err-store-corrupt-detail",
                        &[("detail", Arg::from(detail))],
                    )
                },
            ),
            C::StoreDuplicate => match self {
                Error::Store(tdx_store::Error::Duplicate { field, value }) => tr_in(
                    lang,
                    "err-store-duplicate-named",
                    &[
                        ("field", Arg::from(store_field(lang, field))),
                        ("value", Arg::from(value)),
                    ],
                ),
                _ => tr_in(lang, "err-store-duplicate", &[]),
            },
            C::StoreInvalid => match self {
                Error::Store(tdx_store::Error::Invalid { field, message }) => {
                    let field = store_field(lang, field);
                    with_detail(
                        lang,
                        Some(message.clone()),
                        || {
                            tr_in(
                                lang,
                                "err-store-invalid-field",
                                &[("field", Arg::from(field.as_str()))],
                            )
                        },
                        |detail| {
                            tr_in(
                                lang,
                                "err-store-invalid-field-detail",
                                &[
                                    ("field", Arg::from(field.as_str())),
                                    ("detail", Arg::from(detail)),
                                ],
                            )
                        },
                    )
                }
                _ => tr_in(lang, "err-store-invalid", &[]),
            },
            C::StoreJson => tr_in(lang, "err-store-json", &[]),
            C::StoreNotFound => match self {
                Error::Store(tdx_store::Error::NotFound { what, id }) => tr_in(
                    lang,
                    "err-store-not-found-named",
                    &[
                        ("what", Arg::from(store_thing(lang, what))),
                        ("id", Arg::from(id)),
                    ],
                ),
                _ => tr_in(lang, "err-store-not-found", &[]),
            },
            C::StoreSqlite => tr_in(lang, "err-store-sqlite", &[]),
            C::StoreTooNew => match self {
                Error::Store(tdx_store::Error::TooNew { found, supported }) => tr_in(
                    lang,
                    "err-store-too-new-versions",
                    &[
                        ("found", Arg::from(*found)),
                        ("supported", Arg::from(*supported)),
                    ],
                ),
                _ => tr_in(lang, "err-store-too-new", &[]),
            },
            C::StoreUnavailable => tr_in(lang, "err-store-unavailable", &[]),
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

/// The code's sentence naming what the error carries (`lead: detail.`), or without it when it
/// carries nothing: `detailed` gets the detail trimmed, and the language's full stop follows it
/// unless the detail ends a sentence itself.
fn with_detail(
    lang: Lang,
    detail: Option<String>,
    bare: impl FnOnce() -> String,
    detailed: impl FnOnce(&str) -> String,
) -> String {
    let detail = detail.as_deref().map(str::trim).unwrap_or("");
    if detail.is_empty() {
        return bare();
    }
    let said = detailed(detail);
    if detail.ends_with(['.', '!', '?', '…', '。', '！', '？']) {
        said
    } else {
        format!("{said}{}", tr_in(lang, "err-full-stop", &[]))
    }
}

/// A sentence made elsewhere (a check's own sentence, each difference of a request), put
/// into this one as it was made: made inert again, except for the isolates its own catalogue
/// put around what it names (balanced FSI…PDI pairs; any other is shown, as `Inert` does),
/// and isolated as a whole in a language that isolates what it names.
fn made_elsewhere(lang: Lang, text: &str) -> String {
    let out = tdx_text::shown_sentence(text);
    if isolates(lang) {
        format!("\u{2068}{out}\u{2069}")
    } else {
        out
    }
}

/// Whether the catalogue isolates what a sentence names in `lang` (contract: `ar`, `en-XA`).
fn isolates(lang: Lang) -> bool {
    matches!(lang, Lang::Ar | Lang::Pseudo)
}

/// Sentences made elsewhere, each ending with the language's full stop, joined as the language
/// joins sentences.
fn sentences(lang: Lang, texts: &[String]) -> String {
    let stop = tr_in(lang, "err-full-stop", &[]);
    let gap = tr_in(lang, "err-sentence-gap", &[]);
    texts
        .iter()
        .map(|t| {
            let t = t.trim();
            let said = made_elsewhere(lang, t);
            if t.ends_with(['.', '。']) {
                said
            } else {
                format!("{said}{stop}")
            }
        })
        .collect::<Vec<_>>()
        .join(&gap)
}

/// Why a credit or an amendment was not imported, naming the line of the message.
fn credit_sentence(lang: Lang, e: &tdx_credit::Error) -> String {
    let line = e.line();
    match e {
        tdx_credit::Error::Malformed { reason, .. } => tr_in(
            lang,
            "err-credit-malformed",
            &[("line", Arg::from(line)), ("reason", Arg::from(reason))],
        ),
        tdx_credit::Error::BadField { tag, reason, .. } => tr_in(
            lang,
            "err-credit-bad-field",
            &[
                ("line", Arg::from(line)),
                ("tag", Arg::from(tag)),
                ("reason", Arg::from(reason)),
            ],
        ),
        tdx_credit::Error::MissingField { tag, what, .. } => tr_in(
            lang,
            "err-credit-missing-field",
            &[
                ("line", Arg::from(line)),
                ("tag", Arg::from(*tag)),
                ("what", Arg::from(credit_field(lang, what))),
            ],
        ),
        tdx_credit::Error::WrongType { reason, .. } => tr_in(
            lang,
            "err-credit-wrong-type",
            &[("line", Arg::from(line)), ("reason", Arg::from(reason))],
        ),
        tdx_credit::Error::Amendment { reason, .. } => tr_in(
            lang,
            "err-credit-amendment",
            &[("line", Arg::from(line)), ("reason", Arg::from(reason))],
        ),
    }
}

/// A credit's field the check needs, in the user's words (tdx-credit names it in English).
fn credit_field(lang: Lang, what: &str) -> String {
    match what {
        "documentary credit number" => tr_in(lang, "err-credit-field-number", &[]),
        "date and place of expiry" => tr_in(lang, "err-credit-field-expiry", &[]),
        "currency code, amount" => tr_in(lang, "err-credit-field-amount", &[]),
        "applicant" => tr_in(lang, "err-credit-field-applicant", &[]),
        "beneficiary" => tr_in(lang, "err-credit-field-beneficiary", &[]),
        other => other.to_owned(),
    }
}

/// The party of an eBL that changed since it was first seen, in the user's words.
fn party_part(lang: Lang, part: &str) -> String {
    match part {
        "surrenderee" => tr_in(lang, "err-part-surrenderee", &[]),
        "title id" => tr_in(lang, "err-part-title-id", &[]),
        other => other.to_owned(),
    }
}

/// Why an address is not valid (tdx-keys says it in English), in the user's words.
fn address_problem(lang: Lang, why: &str) -> String {
    match why {
        "expected 40 hex digits" => tr_in(lang, "err-address-not-40-digits", &[]),
        "not hex" => tr_in(lang, "err-address-not-hex", &[]),
        "EIP-55 checksum does not match" => tr_in(lang, "err-address-checksum", &[]),
        "too short" => tr_in(lang, "err-address-too-short", &[]),
        other => other.to_owned(),
    }
}

/// A field of the local store a refusal names, in the user's words.
fn store_field(lang: Lang, field: &str) -> String {
    match field {
        "inboxId" => tr_in(lang, "err-store-field-inbox-id", &[]),
        "inbox" => tr_in(lang, "err-store-field-inbox", &[]),
        "companyName" => tr_in(lang, "err-store-field-company-name", &[]),
        "name" => tr_in(lang, "err-store-field-name", &[]),
        other => other.to_owned(),
    }
}

/// A record of the local store, in the user's words.
fn store_thing(lang: Lang, what: &str) -> String {
    match what {
        "contact" => tr_in(lang, "err-store-thing-contact", &[]),
        "profile" => tr_in(lang, "err-store-thing-profile", &[]),
        other => other.to_owned(),
    }
}

/// The part of a signed call a refused field names, in the user's words.
pub fn refused_part(field: &str) -> String {
    refused_part_in(tdx_i18n::language(), field)
}

/// The part of a signed call a refused field names, in the user's words in `lang`.
pub fn refused_part_in(lang: Lang, field: &str) -> String {
    match field {
        "targetInbox" | "recipientInbox" => tr_in(lang, "err-part-recipient", &[]),
        "eblId" => tr_in(lang, "err-part-ebl", &[]),
        "titleId" => tr_in(lang, "err-part-ebl-title", &[]),
        "operation" | "function" => tr_in(lang, "err-part-operation", &[]),
        "recipient" => tr_in(lang, "err-part-registry", &[]),
        "relayedFor" => tr_in(lang, "err-part-your-key", &[]),
        "documentsHash" => tr_in(lang, "err-part-documents", &[]),
        "documentTokenId" => tr_in(lang, "err-part-document-token", &[]),
        "envelopeId" => tr_in(lang, "err-part-envelope", &[]),
        "envelopeCount" => tr_in(lang, "err-part-envelope-count", &[]),
        "hash" | "transactionData" => tr_in(lang, "err-part-signed-data", &[]),
        _ => tr_in(lang, "err-part-other", &[]),
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

    const FSI: char = '\u{2068}';
    const PDI: char = '\u{2069}';

    /// What a message says outside the isolates the catalogue put around what it names
    /// (nested isolates included), and what those isolates hold (the outermost ones).
    fn split_isolates(text: &str) -> (String, Vec<String>) {
        let (mut outside, mut inside) = (String::new(), Vec::new());
        let mut depth = 0usize;
        for c in text.chars() {
            match c {
                FSI => {
                    if depth == 0 {
                        inside.push(String::new());
                    }
                    depth += 1;
                }
                PDI if depth > 0 => {
                    depth -= 1;
                    // Keep a word break where a value was.
                    if depth == 0 {
                        outside.push(' ');
                    }
                }
                c if depth > 0 => inside.last_mut().expect("opened").push(c),
                c => outside.push(c),
            }
        }
        assert_eq!(depth, 0, "unbalanced isolates in {text:?}");
        (outside, inside)
    }

    /// Names that stay in Latin letters in every language: the contract's brand and format
    /// names, and the standards an error names (SWIFT's message types, the key's curve, the
    /// address checksum, the unit of a size, a token's PIN).
    const LATIN: &[&str] = &[
        "eBL Desk",
        "tdx",
        "TDX",
        "PDF",
        "CSV",
        "PKCS#11",
        "URL",
        "SWIFT",
        "MT700",
        "MT707",
        "secp256k1",
        "EIP-55",
        "MiB",
        "PIN",
    ];

    /// The samples whose sentence is the catalogue's: all but a check's own sentence
    /// (`input.invalid`), which the code that checks makes (and translates) itself.
    fn catalogue_samples() -> Vec<Error> {
        samples()
            .into_iter()
            .filter(|e| e.error_code() != ErrorCode::InputInvalid)
            .collect()
    }

    /// Runs of two or more ASCII letters in `text`, once the Latin names are taken out.
    fn ascii_words(text: &str) -> Vec<String> {
        let mut text = text.to_owned();
        for name in LATIN {
            text = text.replace(name, " ");
        }
        text.split(|c: char| !c.is_ascii_alphabetic())
            .filter(|w| w.len() >= 2)
            .map(str::to_owned)
            .collect()
    }

    /// In the pseudo-locale every word of every code's sentence came from the catalogue: no run
    /// of two plain ASCII letters is left outside the isolates around what the error carries.
    #[test]
    fn every_error_sentence_comes_from_the_catalogue_in_pseudo() {
        for e in catalogue_samples() {
            let said = e.user_message_in(Lang::Pseudo);
            let (outside, _) = split_isolates(&said);
            let plain: Vec<String> = outside
                .split(|c: char| !c.is_ascii_alphabetic())
                .filter(|w| w.len() >= 2)
                .map(str::to_owned)
                .collect();
            assert!(plain.is_empty(), "{}: {plain:?} in {said}", e.code());
            assert!(
                outside.chars().any(|c| !c.is_ascii() && c.is_alphabetic()),
                "{}: {said}",
                e.code()
            );
        }
    }

    /// In Arabic every code's sentence is Arabic: Arabic letters, and no English word outside
    /// the isolates around what the error carries, except the names that stay Latin.
    #[test]
    fn every_error_sentence_is_arabic_in_arabic() {
        for e in catalogue_samples() {
            let said = e.user_message_in(Lang::Ar);
            let (outside, _) = split_isolates(&said);
            assert!(
                outside
                    .chars()
                    .any(|c| ('\u{0621}'..='\u{064A}').contains(&c)),
                "{}: no Arabic in {said}",
                e.code()
            );
            let english = ascii_words(&outside);
            assert!(english.is_empty(), "{}: {english:?} in {said}", e.code());
            assert!(!said.contains("⟨U+2068⟩"), "{}: {said}", e.code());
        }
    }

    /// In Chinese every code's sentence is Chinese. Chinese does not isolate what a sentence
    /// names, so the values are found where the pseudo-locale isolates them, and taken out.
    #[test]
    fn every_error_sentence_is_chinese_in_chinese() {
        for e in catalogue_samples() {
            let said = e.user_message_in(Lang::ZhCn);
            let (_, mut values) = split_isolates(&e.user_message_in(Lang::Pseudo));
            values.sort_by_key(|v| std::cmp::Reverse(v.len()));
            let mut outside = said.clone();
            for value in values.iter().filter(|v| !v.is_empty()) {
                outside = outside.replace(value.as_str(), " ");
            }
            assert!(
                outside
                    .chars()
                    .any(|c| ('\u{4E00}'..='\u{9FFF}').contains(&c)),
                "{}: no Chinese in {said}",
                e.code()
            );
            let english = ascii_words(&outside);
            assert!(english.is_empty(), "{}: {english:?} in {said}", e.code());
        }
    }

    /// Every `err-` message, the checks' own refusals (`err-input-…`) among them, is Arabic in
    /// Arabic and Chinese in Chinese: each has the language's letters and no English word left,
    /// beyond the names that stay Latin and the few values a user types as they are (a scope,
    /// a host, a variable's name).
    #[test]
    fn every_err_message_is_translated() {
        const TYPED: &[&str] = &[
            "UUID",
            "base64",
            "https",
            "http",
            "localhost",
            "read",
            "write",
            "DK",
            "EG",
            "XDG_CONFIG_HOME",
            "HOME",
            "KiB",
            "MB",
            "TiB",
            "MiB",
            "Webhook",
        ];
        let numbers = [
            "minutes",
            "version",
            "line",
            "count",
            "creditCount",
            "page",
            "found",
            "supported",
            "more",
            "megabytes",
            "kib",
            "max",
            "hours",
        ];
        let en = tdx_i18n::catalogue_files()
            .iter()
            .find(|(tag, area, _)| *tag == "en" && *area == "errors")
            .map(|(_, _, source)| *source)
            .expect("en/errors.ftl");
        // Each message's id and its variables (a message may run over several lines).
        let mut messages: Vec<(String, BTreeSet<String>)> = Vec::new();
        for line in en.lines() {
            if let Some((id, _)) = line.split_once(" = ")
                && id.starts_with("err-")
            {
                messages.push((id.to_owned(), BTreeSet::new()));
            }
            if let Some((_, vars)) = messages.last_mut() {
                for part in line.split('$').skip(1) {
                    let name: String = part
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                        .collect();
                    vars.insert(name);
                }
            }
        }
        assert!(messages.len() > 250, "{}", messages.len());
        let mut checked = 0;
        for (id, vars) in &messages {
            let args: Vec<(&str, Arg)> = vars
                .iter()
                .map(|v| {
                    let value = if numbers.contains(&v.as_str()) {
                        Arg::from(3)
                    } else {
                        Arg::from("X")
                    };
                    (v.as_str(), value)
                })
                .collect();
            let english = tr_in(Lang::En, id, &args);
            if ascii_words(&english).is_empty() {
                continue; // Joining words and punctuation only.
            }
            checked += 1;
            let pseudo = tr_in(Lang::Pseudo, id, &args);
            let (outside, _) = split_isolates(&pseudo);
            assert!(
                !outside
                    .split(|c: char| !c.is_ascii_alphabetic())
                    .any(|w| w.len() >= 2),
                "{id}: {pseudo}"
            );
            for (lang, letters) in [
                (Lang::Ar, '\u{0621}'..='\u{064A}'),
                (Lang::ZhCn, '\u{4E00}'..='\u{9FFF}'),
            ] {
                let said = tr_in(lang, id, &args);
                let (mut outside, _) = split_isolates(&said);
                assert!(
                    outside.chars().any(|c| letters.contains(&c)),
                    "{id} in {}: {said}",
                    lang.tag()
                );
                for typed in TYPED {
                    outside = outside.replace(typed, " ");
                }
                let left = ascii_words(&outside);
                assert!(
                    left.is_empty(),
                    "{id} in {}: {left:?} in {said}",
                    lang.tag()
                );
            }
        }
        assert!(checked > 250, "{checked}");
    }

    /// Every id this file uses is in the English, Arabic and Chinese catalogues, and the three
    /// `errors.ftl` hold the same ids (the sentences of the checks' own refusals among them).
    #[test]
    fn every_error_id_is_in_all_three_catalogues() {
        let source = include_str!("error.rs");
        let used: BTreeSet<&str> = source
            .split('"')
            .filter(|s| {
                s.starts_with("err-")
                    && s.len() > 4
                    && s.chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            })
            .collect();
        assert!(used.len() > 150, "{}", used.len());
        let ids_of = |tag: &str| -> BTreeSet<String> {
            tdx_i18n::catalogue_files()
                .iter()
                .filter(|(t, area, _)| *t == tag && *area == "errors")
                .flat_map(|(_, _, source)| source.lines())
                .filter_map(|line| line.split_once(" ="))
                .map(|(id, _)| id.to_owned())
                .filter(|id| id.starts_with("err-"))
                .collect()
        };
        let en = ids_of("en");
        for id in &used {
            for lang in [Lang::En, Lang::Ar, Lang::ZhCn] {
                assert!(
                    tdx_i18n::has_message(lang, id),
                    "{id} missing in {}",
                    lang.tag()
                );
            }
        }
        // (An id used nowhere is the catalogue check's to find: tdx-i18n tests/catalogue.rs.)
        assert_eq!(ids_of("ar"), en, "ar/errors.ftl has the ids of en");
        assert_eq!(ids_of("zh-CN"), en, "zh-CN/errors.ftl has the ids of en");
    }

    /// The service's reason in an Arabic sentence: its bidi override is shown, not obeyed, and
    /// the only isolates are the catalogue's own, around the reason (not shown as ⟨U+2068⟩).
    #[test]
    fn the_service_s_reason_reaches_the_arabic_user_inert_and_isolated() {
        let body = ErrorBody::parse(
            "{\"recipient_id\": [\"Refused\\u202e by Evil\\u2069 Co\"]}".as_bytes(),
        );
        let e = Error::Client(tdx_client::Error::Http { status: 400, body });
        let said = e.user_message_in(Lang::Ar);
        assert_eq!(
            said,
            format!(
                "رفضت الخدمة الطلب لعدم صحته. {FSI}recipient_id: Refused⟨U+202E⟩ by Evil⟨U+2069⟩ Co{PDI}"
            )
        );
        let zh = e.user_message_in(Lang::ZhCn);
        assert_eq!(
            zh,
            "服务驳回了该请求。recipient_id: Refused⟨U+202E⟩ by Evil⟨U+2069⟩ Co"
        );
    }

    /// A sentence made elsewhere from the catalogue (a check's own, a request's differences)
    /// keeps its own isolates in Arabic, while what was injected into it is still shown.
    #[test]
    fn a_sentence_made_elsewhere_keeps_its_isolates_and_nothing_else() {
        let made = format!("اكتب {FSI}Nile Imports{PDI} للتأكيد\u{202e}.");
        let said = Error::Invalid(made.clone()).user_message_in(Lang::Ar);
        assert_eq!(
            said,
            format!("{FSI}اكتب {FSI}Nile Imports{PDI} للتأكيد⟨U+202E⟩.{PDI}")
        );
        // A closing isolate that opened nothing is shown; one left open is closed.
        let said = Error::Invalid(format!("a{PDI}b{FSI}c")).user_message_in(Lang::En);
        assert_eq!(said, format!("a⟨U+2069⟩b{FSI}c{PDI}"));
        let changed = Error::RequestChanged(vec![made, "Second".into()]);
        let said = changed.user_message_in(Lang::Ar);
        assert!(
            said.starts_with("لم يُوقَّع أي شيء: لم يعد الطلب كما طلبه مُعِدّه. "),
            "{said}"
        );
        assert!(said.contains(&format!("{FSI}Nile Imports{PDI}")), "{said}");
        assert!(said.ends_with(&format!("{FSI}Second{PDI}.")), "{said}");
        assert!(!said.contains("⟨U+2068⟩"), "{said}");
        let zh =
            Error::RequestChanged(vec!["甲。".into(), "乙".into()]).user_message_in(Lang::ZhCn);
        assert_eq!(
            zh,
            "未签署任何内容：该请求已不再是经办人提出时的样子。甲。乙。"
        );
    }

    /// Counts are said in the language's plural forms (Arabic has six).
    #[test]
    fn differences_are_counted_in_the_user_s_language() {
        let unacknowledged = |differences: u32| Error::DifferencesNotAcknowledged {
            differences,
            credit_differences: 0,
            digest: "d".into(),
            acknowledged: None,
        };
        // The count is written with the language's digits (٣, ١١, ١٠٠).
        let ar = |n| unacknowledged(n).user_message_in(Lang::Ar);
        assert!(ar(1).contains("اختلافًا واحدًا"), "{}", ar(1));
        assert!(ar(2).contains("اختلافَين"), "{}", ar(2));
        assert!(ar(3).contains(&format!("٣{PDI} اختلافات{PDI}")), "{}", ar(3));
        assert!(
            ar(11).contains(&format!("١١{PDI} اختلافًا{PDI}")),
            "{}",
            ar(11)
        );
        assert!(
            ar(100).contains(&format!("١٠٠{PDI} اختلاف{PDI}")),
            "{}",
            ar(100)
        );
        assert!(
            unacknowledged(2)
                .user_message_in(Lang::ZhCn)
                .contains("有 2 处不符"),
        );
        assert!(
            unacknowledged(1)
                .user_message_in(Lang::En)
                .contains("found 1 difference ")
        );
        // The part a refused signature names is the language's own word.
        let refused = Error::Keys(tdx_keys::Error::Mismatch {
            field: "targetInbox",
            expected: "0xaaa".into(),
            got: "0xbbb".into(),
        });
        assert!(
            refused
                .user_message_in(Lang::ZhCn)
                .contains("不同之处：收件方（")
        );
        assert!(
            refused
                .user_message_in(Lang::Ar)
                .contains(&format!("موضع الاختلاف: {FSI}المستلم{PDI}"))
        );
    }

    #[test]
    fn a_detail_built_at_the_call_site_is_worded_with_the_os_reason_as_an_argument() {
        use crate::catalogue_check::{assert_arabic, assert_chinese, assert_pseudo};
        let reason = "No such file or directory (os error 2)";
        for lang in Lang::ALL {
            let detail = tr_in(lang, "err-detail-log-folder", &[("reason", reason.into())]);
            let said = Error::OpenFailed(detail).user_message_in(lang);
            let registry = tr_in(
                lang,
                "err-detail-pinned-registry-unreadable",
                &[("address", "\"0xzz\"".into())],
            );
            let said_registry = Error::Io(registry).user_message_in(lang);
            let no_store = Error::Io(tr_in(lang, "err-detail-no-store", &[])).user_message_in(lang);
            let unusable =
                Error::Io(tr_in(lang, "err-detail-store-unusable", &[])).user_message_in(lang);
            let operation = Error::Request(tdx_approval::Error::Invalid(tr_in(
                lang,
                "err-detail-unknown-operation",
                &[],
            )))
            .user_message_in(lang);
            for text in [&said, &said_registry, &no_store, &unusable, &operation] {
                match lang {
                    Lang::En => {}
                    Lang::Ar => assert_arabic(text),
                    Lang::ZhCn => assert_chinese(text),
                    Lang::Pseudo => assert_pseudo(text),
                }
            }
            assert!(said.contains("os error 2"), "{said}");
            if lang == Lang::En {
                assert_eq!(
                    said,
                    format!("The system could not open it: the log folder: {reason}.")
                );
                assert_eq!(
                    said_registry,
                    "A file could not be read or written: The pinned registry \"0xzz\" is unreadable."
                );
                assert_eq!(
                    unusable,
                    "A file could not be read or written: The local store is unusable."
                );
            }
        }
    }
}
