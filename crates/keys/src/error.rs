//! The one error type of tdx-keys. Every variant has a stable [`Error::code`] that the UI
//! switches on; messages never contain key material, passwords or secrets.

/// Errors of key handling, signing, the signing guard and the secret store.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Text that should be hex is not (odd length, bad character, wrong length).
    #[error("{what} is not valid hex: {reason}")]
    BadHex { what: &'static str, reason: String },

    /// 32 bytes that are not a valid secp256k1 private key (zero or not below the curve order).
    #[error(
        "not a valid secp256k1 private key (must be 32 bytes, non-zero, below the curve order)"
    )]
    InvalidKey,

    /// An address that is not 20 bytes of hex, or a mixed-case address whose EIP-55 checksum is wrong.
    #[error("invalid address {0:?}: {1}")]
    BadAddress(String, &'static str),

    /// A signature that is not 65 bytes r‖s‖v, has an unknown v, or does not recover to a key.
    #[error("invalid signature: {0}")]
    BadSignature(&'static str),

    /// The keystore password is wrong (the MAC does not match).
    #[error("wrong password for this keystore")]
    BadPassword,

    /// The keystore JSON is malformed or uses parameters out of the accepted range.
    #[error("not a usable keystore v3 file: {0}")]
    KeystoreFormat(String),

    /// The keystore uses a cipher or KDF this program does not implement.
    #[error("unsupported keystore {what}: {value:?}")]
    KeystoreUnsupported { what: &'static str, value: String },

    /// The signing guard refused: what the service asked to sign is not what the user asked for.
    #[error("refusing to sign: {field} does not match (expected {expected}, got {got})")]
    Mismatch {
        field: &'static str,
        expected: String,
        got: String,
    },

    /// The registry contract the service names is not the one pinned for this profile.
    #[error(
        "refusing to sign: the registry contract (recipient) changed from {pinned} to {offered}. \
         If your service's operator announced a new registry, accept it in Settings › Profiles; \
         otherwise do not sign anything on this service"
    )]
    RegistryChanged { pinned: String, offered: String },

    /// No real OS secret store is reachable (no Secret Service on D-Bus, or only the in-memory mock).
    #[error("the OS keyring is not available: {0}")]
    KeyringUnavailable(String),

    /// The OS keyring answered with an error.
    #[error("OS keyring error: {0}")]
    Keyring(String),

    /// Reading a key file or password failed.
    #[error("{0}")]
    Io(String),

    /// The security module refused the PIN.
    #[error("the PIN is incorrect for this token")]
    PinIncorrect,

    /// The token's PIN is locked after too many wrong tries.
    #[error(
        "the token's PIN is locked after too many wrong tries; unlock it with the token's own tools (its SO PIN)"
    )]
    PinLocked,

    /// The key is in a security module whose PIN has not been given in this session.
    #[error("the security module needs its PIN before it can sign")]
    PinNeeded,

    /// The token is not in its slot (removed, or another token is there).
    #[error("the token {0} is not present in the security module")]
    TokenAbsent(String),

    /// The PKCS#11 module's library cannot be loaded or initialised.
    #[error("the security module {module} cannot be loaded: {reason}")]
    ModuleUnloadable { module: String, reason: String },

    /// The module answered a signature that does not verify as this key's, twice.
    #[error("the security module returned an invalid signature twice; nothing was signed or sent")]
    ModuleBadSignature,

    /// The key is on a curve other than secp256k1, which the service's signatures need.
    #[error("this key cannot sign for the service: {0}")]
    KeyCurveUnusable(String),

    /// The key chosen is no longer on the token.
    #[error("the key {0} is not on the token")]
    ModuleKeyAbsent(String),

    /// Any other failure the module reported.
    #[error("the security module failed: {0}")]
    Module(String),
}

impl Error {
    /// A stable machine-readable code for the UI (`keys.*`, `sign.*`).
    pub fn code(&self) -> &'static str {
        match self {
            Error::BadHex { .. } => "keys.bad_hex",
            Error::InvalidKey => "keys.invalid_key",
            Error::BadAddress(..) => "keys.bad_address",
            Error::BadSignature(_) => "sign.bad_signature",
            Error::BadPassword => "keys.bad_password",
            Error::KeystoreFormat(_) => "keys.keystore_format",
            Error::KeystoreUnsupported { .. } => "keys.keystore_unsupported",
            Error::Mismatch { .. } | Error::RegistryChanged { .. } => "sign.mismatch",
            Error::KeyringUnavailable(_) => "keys.keyring_unavailable",
            Error::Keyring(_) => "keys.keyring",
            Error::Io(_) => "keys.io",
            Error::PinIncorrect => "keys.pin_incorrect",
            Error::PinLocked => "keys.pin_locked",
            Error::PinNeeded => "keys.pin_needed",
            Error::TokenAbsent(_) => "keys.token_absent",
            Error::ModuleUnloadable { .. } => "keys.module_unloadable",
            Error::ModuleBadSignature => "keys.module_bad_signature",
            Error::KeyCurveUnusable(_) => "keys.key_curve_unusable",
            Error::ModuleKeyAbsent(_) => "keys.module_key_absent",
            Error::Module(_) => "keys.module_error",
        }
    }
}

impl Error {
    /// The signing-data field a guard refusal names (`None` for other errors).
    pub fn refused_field(&self) -> Option<&'static str> {
        match self {
            Error::Mismatch { field, .. } => Some(field),
            Error::RegistryChanged { .. } => Some("recipient"),
            _ => None,
        }
    }
}

/// The signing guard's refusals are ordinary [`Error`]s with code `sign.mismatch`.
pub type GuardError = Error;

pub type Result<T, E = Error> = std::result::Result<T, E>;
