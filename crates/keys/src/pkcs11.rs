//! Keys held in a PKCS#11 module (an HSM, a smart card through OpenSC, SoftHSM2): list the
//! tokens and their keys, generate a non-extractable secp256k1 key on a token, log in with the
//! PIN, and sign through the module with [`Pkcs11Signer`].
//!
//! The module signs the 32-byte digest with `CKM_ECDSA` (raw `r ‖ s`); this side normalises
//! `s`, finds the recovery id, and checks that the signature recovers to the key's address
//! ([`crate::signer::to_recoverable`]). A signature that does not is asked for once more, then
//! refused ([`Error::ModuleBadSignature`]): never returned.
//!
//! A module is loaded and initialised once per process and kept; one logged-in session is
//! kept per module and token (by serial), so a batch asks the PIN once. It is closed when a
//! call finds the token gone, by [`close_sessions`] (a profile switch, the app's exit), and
//! never written anywhere. The PIN is only passed to `C_Login`.

use std::collections::HashMap;
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock, PoisonError};

use cryptoki::context::{CInitializeArgs, CInitializeFlags, Pkcs11};
use cryptoki::error::{Error as CkError, RvError};
use cryptoki::mechanism::Mechanism;
use cryptoki::object::{Attribute, AttributeType, KeyType, ObjectClass, ObjectHandle};
use cryptoki::session::{Session, SessionState, UserType};
use cryptoki::slot::Slot;
use cryptoki::types::AuthPin;
use k256::ecdsa::VerifyingKey;
use rand::TryRngCore;

use crate::Sensitive;
use crate::address::Address;
use crate::error::{Error, Result};
use crate::key::address_of;
use crate::signer::{KeyKind, Signer, to_recoverable};

/// DER of the secp256k1 OID (1.3.132.0.10): the `CKA_EC_PARAMS` of a usable key.
pub const SECP256K1_PARAMS: [u8; 7] = [0x06, 0x05, 0x2b, 0x81, 0x04, 0x00, 0x0a];

/// A token as the module lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TokenListing {
    pub label: String,
    pub serial: String,
    pub manufacturer: String,
    /// A token is in the slot (an empty reader is listed too, not present).
    pub present: bool,
}

/// A key on a token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyListing {
    pub label: String,
    /// `CKA_ID`, lowercase hex.
    pub id: String,
    /// `secp256k1`, `P-256`, `RSA`, ...
    pub curve: String,
    /// It can sign for the service (an EC key on secp256k1 whose public key is readable).
    pub usable: bool,
    /// Why it cannot, in words.
    pub why_not: Option<String>,
    /// Why it cannot, as a fact the desk words in the user's language.
    pub unusable: Option<Unusable>,
    /// From its public key (`CKA_EC_POINT`), when it is on secp256k1.
    pub address: Option<Address>,
}

/// Why a key on a token cannot sign for the service.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unusable {
    /// Only its private key is on the token: no address can be shown.
    NoPublicKey,
    /// It is not an EC key (the key type's name: `RSA`, `Ed25519/Ed448`, ...).
    NotEc(String),
    /// It is an EC key on another curve (the curve's name).
    OtherCurve(String),
    /// Its public key cannot be read from the token.
    PointUnreadable,
}

/// One loaded module.
struct Module {
    path: String,
    ctx: Pkcs11,
    /// The logged-in session of each token, by serial.
    sessions: Mutex<HashMap<String, Session>>,
    logins: AtomicU64,
}

fn modules() -> MutexGuard<'static, HashMap<String, Arc<Module>>> {
    static MODULES: OnceLock<Mutex<HashMap<String, Arc<Module>>>> = OnceLock::new();
    MODULES
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
}

/// The module at `path`, loaded and initialised the first time.
fn module(path: &str) -> Result<Arc<Module>> {
    let mut loaded = modules();
    if let Some(m) = loaded.get(path) {
        return Ok(m.clone());
    }
    let unloadable = |reason: String| Error::ModuleUnloadable {
        module: path.to_owned(),
        reason,
    };
    let file = Path::new(path);
    if !file.is_absolute() {
        return Err(unloadable(
            "give the full path of the module's library (for example /usr/lib/softhsm/libsofthsm2.so)".into(),
        ));
    }
    if !file.is_file() {
        return Err(unloadable("there is no such file".into()));
    }
    let ctx = Pkcs11::new(file).map_err(|e| unloadable(short(&e)))?;
    match ctx.initialize(CInitializeArgs::new(CInitializeFlags::OS_LOCKING_OK)) {
        Ok(()) | Err(CkError::Pkcs11(RvError::CryptokiAlreadyInitialized, _)) => {}
        Err(e) => return Err(unloadable(short(&e))),
    }
    let m = Arc::new(Module {
        path: path.to_owned(),
        ctx,
        sessions: Mutex::new(HashMap::new()),
        logins: AtomicU64::new(0),
    });
    loaded.insert(path.to_owned(), m.clone());
    Ok(m)
}

/// A cryptoki error in a few words (its own `Display` quotes the standard at length).
fn short(e: &CkError) -> String {
    match e {
        CkError::Pkcs11(rv, function) => format!("{function} answered {rv:?}"),
        CkError::LibraryLoading(e) => e.to_string(),
        other => format!("{other:?}"),
    }
}

fn rv(e: &CkError) -> Option<RvError> {
    match e {
        CkError::Pkcs11(rv, _) => Some(*rv),
        _ => None,
    }
}

/// Whether `e` says the session (or its token) is gone.
fn session_lost(e: &CkError) -> bool {
    matches!(
        rv(e),
        Some(
            RvError::SessionHandleInvalid
                | RvError::SessionClosed
                | RvError::DeviceRemoved
                | RvError::TokenNotPresent
                | RvError::TokenNotRecognized
                | RvError::DeviceError
                | RvError::UserNotLoggedIn
        )
    )
}

fn module_error(e: &CkError) -> Error {
    match rv(e) {
        Some(RvError::PinIncorrect | RvError::PinInvalid | RvError::PinLenRange) => {
            Error::PinIncorrect
        }
        Some(RvError::PinLocked) => Error::PinLocked,
        Some(RvError::UserNotLoggedIn) => Error::PinNeeded,
        _ => Error::Module(short(e)),
    }
}

impl Module {
    fn sessions(&self) -> MutexGuard<'_, HashMap<String, Session>> {
        self.sessions.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The slot holding the initialised token with this serial.
    fn slot_of(&self, serial: &str) -> Result<Slot> {
        let slots = self
            .ctx
            .get_slots_with_token()
            .map_err(|e| Error::Module(short(&e)))?;
        for slot in slots {
            if let Ok(info) = self.ctx.get_token_info(slot)
                && info.token_initialized()
                && info.serial_number().trim() == serial.trim()
            {
                return Ok(slot);
            }
        }
        Err(Error::TokenAbsent(serial.trim().to_owned()))
    }

    /// [`Module::slot_of`], and when the token is gone its session is closed.
    fn present(&self, serial: &str) -> Result<Slot> {
        let found = self.slot_of(serial);
        if found.is_err() {
            self.sessions().remove(serial.trim());
        }
        found
    }

    fn token_label(&self, slot: Slot) -> String {
        self.ctx
            .get_token_info(slot)
            .map(|i| i.label().trim().to_owned())
            .unwrap_or_default()
    }

    /// Runs `f` in the token's logged-in session. Without one: [`Error::TokenAbsent`] when the
    /// token is not there, else [`Error::PinNeeded`]. A call that finds the session or the
    /// token gone closes the session and answers the same way.
    fn with_login<T>(
        &self,
        serial: &str,
        f: impl FnOnce(&Session) -> std::result::Result<T, CkError>,
    ) -> Result<T> {
        let mut sessions = self.sessions();
        let Some(session) = sessions.get(serial) else {
            drop(sessions);
            self.present(serial)?;
            return Err(Error::PinNeeded);
        };
        match f(session) {
            Ok(v) => Ok(v),
            Err(e) if session_lost(&e) => {
                sessions.remove(serial);
                drop(sessions);
                self.present(serial)?;
                Err(Error::PinNeeded)
            }
            Err(e) => Err(module_error(&e)),
        }
    }

    /// Runs `f` in the token's logged-in session if there is one, else in a new session
    /// without login (public objects only).
    fn with_any_session<T>(
        &self,
        serial: &str,
        f: impl FnOnce(&Session) -> Result<T>,
    ) -> Result<T> {
        let slot = self.present(serial)?;
        {
            let sessions = self.sessions();
            if let Some(session) = sessions.get(serial)
                && session.get_session_info().is_ok()
            {
                return f(session);
            }
        }
        let session = self
            .ctx
            .open_ro_session(slot)
            .map_err(|e| Error::Module(short(&e)))?;
        f(&session)
    }

    /// Logs the token in with `pin` and keeps the session; a session logged in already is
    /// kept as it is (the PIN is not sent again).
    fn login(&self, serial: &str, pin: &Sensitive<String>) -> Result<()> {
        let slot = self.present(serial)?;
        let mut sessions = self.sessions();
        if let Some(session) = sessions.get(serial) {
            match session.get_session_info() {
                Ok(info)
                    if matches!(
                        info.session_state(),
                        SessionState::RoUser | SessionState::RwUser
                    ) =>
                {
                    return Ok(());
                }
                _ => {
                    sessions.remove(serial);
                }
            }
        }
        let session = match self.ctx.open_rw_session(slot) {
            Ok(s) => s,
            // A write-protected token still signs.
            Err(_) => self
                .ctx
                .open_ro_session(slot)
                .map_err(|e| Error::Module(short(&e)))?,
        };
        let secret = AuthPin::from(pin.expose().clone());
        match session.login(UserType::User, Some(&secret)) {
            Ok(()) | Err(CkError::Pkcs11(RvError::UserAlreadyLoggedIn, _)) => {}
            Err(e) => {
                if let Some(RvError::TokenNotPresent | RvError::DeviceRemoved) = rv(&e) {
                    return Err(Error::TokenAbsent(serial.trim().to_owned()));
                }
                return Err(module_error(&e));
            }
        }
        self.logins.fetch_add(1, Ordering::Relaxed);
        sessions.insert(serial.trim().to_owned(), session);
        Ok(())
    }
}

/// The tokens of the module at `module_path` (empty readers listed as not present).
pub fn list_tokens(module_path: &str) -> Result<Vec<TokenListing>> {
    let m = module(module_path)?;
    let slots = m
        .ctx
        .get_all_slots()
        .map_err(|e| Error::Module(short(&e)))?;
    let mut tokens = Vec::new();
    for slot in slots {
        let Ok(slot_info) = m.ctx.get_slot_info(slot) else {
            continue;
        };
        if !slot_info.token_present() {
            tokens.push(TokenListing {
                label: slot_info.slot_description().trim().to_owned(),
                serial: String::new(),
                manufacturer: slot_info.manufacturer_id().trim().to_owned(),
                present: false,
            });
            continue;
        }
        let Ok(info) = m.ctx.get_token_info(slot) else {
            continue;
        };
        // SoftHSM keeps a blank token ready for initialisation: nothing to sign with.
        if !info.token_initialized() {
            continue;
        }
        tokens.push(TokenListing {
            label: info.label().trim().to_owned(),
            serial: info.serial_number().trim().to_owned(),
            manufacturer: info.manufacturer_id().trim().to_owned(),
            present: true,
        });
    }
    Ok(tokens)
}

/// The keys on the token with serial `token_serial`: every public key (readable without the
/// PIN), and, once logged in, private keys whose public key is not on the token.
pub fn list_keys(module_path: &str, token_serial: &str) -> Result<Vec<KeyListing>> {
    let m = module(module_path)?;
    m.with_any_session(token_serial, |s| {
        let mut keys = Vec::new();
        for handle in find(s, &[Attribute::Class(ObjectClass::PUBLIC_KEY)])? {
            keys.push(describe_public(s, handle)?);
        }
        for handle in find(s, &[Attribute::Class(ObjectClass::PRIVATE_KEY)]).unwrap_or_default() {
            let (label, id, _) = label_id_type(s, handle)?;
            if keys.iter().any(|k| k.id == id) {
                continue;
            }
            keys.push(KeyListing {
                label,
                id,
                curve: "unknown".into(),
                usable: false,
                why_not: Some(
                    "Its public key is not on the token, so its address cannot be shown.".into(),
                ),
                unusable: Some(Unusable::NoPublicKey),
                address: None,
            });
        }
        Ok(keys)
    })
}

/// Generates a secp256k1 key pair on the token (`CKM_EC_KEY_PAIR_GEN`): the private key
/// stays on the token (`CKA_TOKEN`), cannot be read (`CKA_SENSITIVE`) nor exported
/// (`CKA_EXTRACTABLE` false); the public key is readable without the PIN. Logs in with `pin`
/// first (the session is kept for signing).
pub fn generate(
    module_path: &str,
    token_serial: &str,
    label: &str,
    pin: &Sensitive<String>,
) -> Result<KeyListing> {
    let m = module(module_path)?;
    m.login(token_serial, pin)?;
    let mut id = [0u8; 8];
    rand::rngs::OsRng
        .try_fill_bytes(&mut id)
        .map_err(|e| Error::Io(format!("the OS random number generator failed: {e}")))?;
    let label = label.trim();
    let public = [
        Attribute::Token(true),
        Attribute::Private(false),
        Attribute::Verify(true),
        Attribute::EcParams(SECP256K1_PARAMS.to_vec()),
        Attribute::Label(label.as_bytes().to_vec()),
        Attribute::Id(id.to_vec()),
    ];
    let private = [
        Attribute::Token(true),
        Attribute::Private(true),
        Attribute::Sensitive(true),
        Attribute::Extractable(false),
        Attribute::Sign(true),
        Attribute::Label(label.as_bytes().to_vec()),
        Attribute::Id(id.to_vec()),
    ];
    let (public_handle, _) = m.with_login(token_serial, |s| {
        s.generate_key_pair(&Mechanism::EccKeyPairGen, &public, &private)
    })?;
    m.with_login(token_serial, |s| Ok(describe_public(s, public_handle)))?
}

/// Logs the token in with `pin` (kept for the process: a batch asks once). Wrong PIN:
/// [`Error::PinIncorrect`]; locked: [`Error::PinLocked`]; not there: [`Error::TokenAbsent`].
pub fn login(module_path: &str, token_serial: &str, pin: &Sensitive<String>) -> Result<()> {
    module(module_path)?.login(token_serial, pin)
}

/// Whether the token has a logged-in session here.
pub fn logged_in(module_path: &str, token_serial: &str) -> bool {
    modules()
        .get(module_path)
        .is_some_and(|m| m.sessions().contains_key(token_serial.trim()))
}

/// How many times this process logged in to tokens of the module (each is one PIN entry).
pub fn login_count(module_path: &str) -> u64 {
    modules()
        .get(module_path)
        .map_or(0, |m| m.logins.load(Ordering::Relaxed))
}

/// Closes the logged-in sessions: of one module, or of every module (`None`). The next
/// signature asks the PIN again.
pub fn close_sessions(module_path: Option<&str>) {
    let loaded: Vec<Arc<Module>> = modules()
        .iter()
        .filter(|(path, _)| module_path.is_none_or(|p| p == path.as_str()))
        .map(|(_, m)| m.clone())
        .collect();
    for m in loaded {
        m.sessions().clear();
    }
}

/// What the token says of a private key's protection (read in the logged-in session).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyProtection {
    /// `CKA_SENSITIVE`: its value is never revealed in plain.
    pub sensitive: bool,
    /// `CKA_EXTRACTABLE`: it could be exported wrapped.
    pub extractable: bool,
    /// The token answered a `CKA_VALUE` (the private scalar) when asked for it.
    pub value_readable: bool,
}

/// Asks the token for the private key's `CKA_SENSITIVE`, `CKA_EXTRACTABLE` and `CKA_VALUE`.
pub fn protection(module_path: &str, token_serial: &str, key_id: &str) -> Result<KeyProtection> {
    let m = module(module_path)?;
    m.present(token_serial)?;
    let id = hex::decode(key_id.trim()).map_err(|e| Error::BadHex {
        what: "key id",
        reason: e.to_string(),
    })?;
    m.with_login(token_serial, |s| {
        let mut protection = KeyProtection {
            sensitive: false,
            extractable: true,
            value_readable: false,
        };
        let handles = s.find_objects(&[
            Attribute::Class(ObjectClass::PRIVATE_KEY),
            Attribute::Id(id),
        ])?;
        for handle in handles {
            for a in s.get_attributes(
                handle,
                &[
                    AttributeType::Sensitive,
                    AttributeType::Extractable,
                    AttributeType::Value,
                ],
            )? {
                match a {
                    Attribute::Sensitive(v) => protection.sensitive = v,
                    Attribute::Extractable(v) => protection.extractable = v,
                    Attribute::Value(v) => protection.value_readable |= !v.is_empty(),
                    _ => {}
                }
            }
        }
        Ok(protection)
    })
}

/// A key held in a PKCS#11 module, as a [`Signer`].
pub struct Pkcs11Signer {
    module: Arc<Module>,
    serial: String,
    key_id: Vec<u8>,
    address: Address,
    kind: KeyKind,
}

impl std::fmt::Debug for Pkcs11Signer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Pkcs11Signer({}, address {})", self.kind, self.address)
    }
}

impl Pkcs11Signer {
    /// The key with `CKA_ID` `key_id` (hex) on the token with serial `token_serial`: its
    /// public key is read for its address; a key that is not on secp256k1 is refused
    /// ([`Error::KeyCurveUnusable`]).
    pub fn open(module_path: &str, token_serial: &str, key_id: &str) -> Result<Self> {
        let m = module(module_path)?;
        let id =
            hex::decode(key_id.trim().trim_start_matches("0x")).map_err(|e| Error::BadHex {
                what: "key id",
                reason: e.to_string(),
            })?;
        let serial = token_serial.trim().to_owned();
        let (listing, token_label) = m.with_any_session(&serial, |s| {
            let handle = find(
                s,
                &[
                    Attribute::Class(ObjectClass::PUBLIC_KEY),
                    Attribute::Id(id.clone()),
                ],
            )?
            .into_iter()
            .next()
            .ok_or_else(|| Error::ModuleKeyAbsent(hex::encode(&id)))?;
            let slot = s.get_session_info().map(|i| i.slot_id()).ok();
            let token_label = slot.map(|slot| m.token_label(slot)).unwrap_or_default();
            Ok((describe_public(s, handle)?, token_label))
        })?;
        let address = match (listing.usable, listing.address) {
            (true, Some(address)) => address,
            _ => {
                return Err(Error::KeyCurveUnusable(
                    listing
                        .why_not
                        .unwrap_or_else(|| "it is not on secp256k1".into()),
                ));
            }
        };
        Ok(Self {
            kind: KeyKind::Pkcs11 {
                module: m.path.clone(),
                token_label,
                token_serial: serial.clone(),
                key_label: listing.label,
                key_id: listing.id,
            },
            module: m,
            serial,
            key_id: id,
            address,
        })
    }

    /// The module's raw `r ‖ s` over `digest`.
    fn raw_signature(&self, digest: &[u8; 32]) -> Result<Vec<u8>> {
        let id = self.key_id.clone();
        self.module
            .with_login(&self.serial, |s| {
                let key = s
                    .find_objects(&[
                        Attribute::Class(ObjectClass::PRIVATE_KEY),
                        Attribute::Id(id),
                    ])?
                    .into_iter()
                    .next();
                match key {
                    Some(key) => s.sign(&Mechanism::Ecdsa, key, digest),
                    // Reported below as the key being absent.
                    None => Ok(Vec::new()),
                }
            })
            .and_then(|raw| {
                if raw.is_empty() {
                    // A token taken away may leave its session answering with no objects.
                    self.module.present(&self.serial)?;
                    Err(Error::ModuleKeyAbsent(hex::encode(&self.key_id)))
                } else {
                    Ok(raw)
                }
            })
    }
}

impl Signer for Pkcs11Signer {
    fn address(&self) -> Address {
        self.address
    }

    fn kind(&self) -> KeyKind {
        self.kind.clone()
    }

    fn ready(&self) -> Result<()> {
        self.module.present(&self.serial)?;
        self.module
            .with_login(&self.serial, |s| s.get_session_info().map(|_| ()))
    }

    /// Signs with `CKM_ECDSA`, and returns only a signature that recovers to the key's
    /// address: a bad one is asked for once more, then refused.
    fn sign_digest(&self, digest: &[u8; 32]) -> Result<[u8; 65]> {
        for _ in 0..2 {
            let raw = self.raw_signature(digest)?;
            if let Some(signature) = to_recoverable(digest, &raw, &self.address) {
                return Ok(signature);
            }
        }
        Err(Error::ModuleBadSignature)
    }
}

fn find(s: &Session, template: &[Attribute]) -> Result<Vec<ObjectHandle>> {
    s.find_objects(template).map_err(|e| module_error(&e))
}

fn label_id_type(s: &Session, handle: ObjectHandle) -> Result<(String, String, Option<KeyType>)> {
    let attributes = s
        .get_attributes(
            handle,
            &[
                AttributeType::Label,
                AttributeType::Id,
                AttributeType::KeyType,
            ],
        )
        .map_err(|e| module_error(&e))?;
    let mut label = String::new();
    let mut id = String::new();
    let mut key_type = None;
    for a in attributes {
        match a {
            Attribute::Label(l) => label = String::from_utf8_lossy(&l).trim().to_owned(),
            Attribute::Id(i) => id = hex::encode(i),
            Attribute::KeyType(t) => key_type = Some(t),
            _ => {}
        }
    }
    Ok((label, id, key_type))
}

/// A public key's listing: its curve, whether it can sign for the service, its address.
fn describe_public(s: &Session, handle: ObjectHandle) -> Result<KeyListing> {
    let (label, id, key_type) = label_id_type(s, handle)?;
    let mut listing = KeyListing {
        label,
        id,
        curve: String::new(),
        usable: false,
        why_not: None,
        unusable: None,
        address: None,
    };
    if key_type != Some(KeyType::EC) {
        let name = match key_type {
            Some(t) if t == KeyType::RSA => "RSA".to_owned(),
            Some(t) if t == KeyType::EC_EDWARDS => "Ed25519/Ed448".to_owned(),
            Some(t) => t.to_string(),
            None => "unknown".to_owned(),
        };
        listing.why_not = Some(format!(
            "It is an {name} key; the service's signatures need an EC key on secp256k1."
        ));
        listing.unusable = Some(Unusable::NotEc(name.clone()));
        listing.curve = name;
        return Ok(listing);
    }
    let attributes = s
        .get_attributes(handle, &[AttributeType::EcParams, AttributeType::EcPoint])
        .map_err(|e| module_error(&e))?;
    let mut params = None;
    let mut point = None;
    for a in attributes {
        match a {
            Attribute::EcParams(p) => params = Some(p),
            Attribute::EcPoint(p) => point = Some(p),
            _ => {}
        }
    }
    listing.curve = params
        .as_deref()
        .map_or_else(|| "unknown".into(), curve_name);
    if params.as_deref() != Some(&SECP256K1_PARAMS[..]) {
        listing.why_not = Some(format!(
            "It is on {}; the service's signatures need secp256k1.",
            listing.curve
        ));
        listing.unusable = Some(Unusable::OtherCurve(listing.curve.clone()));
        return Ok(listing);
    }
    match point.as_deref().and_then(address_of_point) {
        Some(address) => {
            listing.address = Some(address);
            listing.usable = true;
        }
        None => {
            listing.why_not = Some("Its public key cannot be read from the token.".into());
            listing.unusable = Some(Unusable::PointUnreadable);
        }
    }
    Ok(listing)
}

/// The curve an EC key's `CKA_EC_PARAMS` names.
pub fn curve_name(params: &[u8]) -> String {
    const P256: [u8; 10] = [0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07];
    const P384: [u8; 7] = [0x06, 0x05, 0x2b, 0x81, 0x04, 0x00, 0x22];
    const P521: [u8; 7] = [0x06, 0x05, 0x2b, 0x81, 0x04, 0x00, 0x23];
    match params {
        p if p == SECP256K1_PARAMS => "secp256k1".into(),
        p if p == P256 => "P-256".into(),
        p if p == P384 => "P-384".into(),
        p if p == P521 => "P-521".into(),
        p => format!("an EC curve with parameters {}", hex::encode(p)),
    }
}

/// The address of a secp256k1 `CKA_EC_POINT`: a DER OCTET STRING around the SEC1 point (as
/// the standard says), or the bare point (as some modules answer).
pub fn address_of_point(point: &[u8]) -> Option<Address> {
    let sec1 = match point {
        [0x04, len, rest @ ..]
            if usize::from(*len) == rest.len() && matches!(rest.len(), 33 | 65) =>
        {
            rest
        }
        bare => bare,
    };
    let key = VerifyingKey::from_sec1_bytes(sec1).ok()?;
    Some(address_of(&key))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::PrivateKey;

    #[test]
    fn an_ec_point_gives_the_address_wrapped_or_bare_compressed_or_not() {
        let key = PrivateKey::generate().unwrap();
        let verifying = k256::ecdsa::SigningKey::from_slice(key.to_bytes().as_ref())
            .unwrap()
            .verifying_key()
            .to_owned();
        let full = verifying.to_sec1_point(false).as_bytes().to_vec();
        let compressed = verifying.to_sec1_point(true).as_bytes().to_vec();
        let mut wrapped = vec![0x04, 65];
        wrapped.extend_from_slice(&full);
        let mut wrapped_short = vec![0x04, 33];
        wrapped_short.extend_from_slice(&compressed);
        for point in [&full, &compressed, &wrapped, &wrapped_short] {
            assert_eq!(address_of_point(point), Some(key.address()));
        }
        assert_eq!(address_of_point(&full[..40]), None);
        assert_eq!(address_of_point(&[]), None);
    }

    #[test]
    fn the_module_s_pin_answers_are_said_in_words() {
        use cryptoki::context::Function;
        let code = |rv| module_error(&CkError::Pkcs11(rv, Function::Login)).code();
        // SoftHSM2 never locks a PIN, so its answer is checked here.
        assert_eq!(code(RvError::PinLocked), "keys.pin_locked");
        assert_eq!(code(RvError::PinIncorrect), "keys.pin_incorrect");
        assert_eq!(code(RvError::PinLenRange), "keys.pin_incorrect");
        assert_eq!(code(RvError::UserNotLoggedIn), "keys.pin_needed");
        assert_eq!(code(RvError::GeneralError), "keys.module_error");
    }

    #[test]
    fn curves_are_named_and_a_module_that_cannot_load_says_so() {
        assert_eq!(curve_name(&SECP256K1_PARAMS), "secp256k1");
        assert_eq!(
            curve_name(&[0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07]),
            "P-256"
        );
        for path in [
            "libsofthsm2.so",
            "/nonexistent/libnothing.so",
            "/etc/hostname",
        ] {
            let e = list_tokens(path).unwrap_err();
            assert_eq!(e.code(), "keys.module_unloadable", "{path}: {e}");
            assert!(e.to_string().contains(path), "{e}");
        }
    }
}
