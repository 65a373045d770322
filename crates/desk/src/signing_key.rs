//! The Keys screen's use cases: the user's blockchain key lives only in the OS keyring, or
//! in a PKCS#11 module it never leaves; the window sees its address and nothing else. The
//! rest of the desk signs through [`SigningKeys::signer`] and never asks which kind signs.

use std::path::Path;
use std::sync::{Arc, Mutex};
use tdx_i18n::tr;

use serde::{Deserialize, Serialize};
use tdx_keys::keystore::{self, Kdf};
use tdx_keys::pkcs11::Pkcs11Signer;
use tdx_keys::secret_store::SecretStore;
use tdx_keys::{PrivateKey, Sensitive, Signer};

use crate::error::{Error, Result};
use crate::paths::{ReadablePath, WritablePath};
use crate::view::{KeyInfo, KeyKindView};

/// The profile setting that holds its PKCS#11 key ([`Pkcs11Choice`] as JSON); absent: the
/// keyring key signs.
pub const PKCS11_SETTING: &str = "signing.pkcs11";

/// The PKCS#11 key a profile signs with, as kept in its settings: where it is, and the
/// address its public key gave when it was chosen (every signature must recover to it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Pkcs11Choice {
    pub module: String,
    pub token_serial: String,
    pub token_label: String,
    /// `CKA_ID`, lowercase hex.
    pub key_id: String,
    pub key_label: String,
    pub address: String,
}

/// Reads the profile's PKCS#11 choice from its settings, if it has one (at the desk's start).
pub(crate) fn load_pkcs11_choice(
    store: &tdx_store::Store,
    profile_id: &str,
) -> Option<Pkcs11Choice> {
    let text = store.setting(profile_id, PKCS11_SETTING).ok().flatten()?;
    match serde_json::from_str(&text) {
        Ok(choice) => Some(choice),
        Err(e) => {
            tracing::warn!(error = %e, "the profile's security module key setting is unreadable");
            None
        }
    }
}

impl Pkcs11Choice {
    pub fn info(&self) -> KeyInfo {
        KeyInfo {
            address: self.address.clone(),
            kind: KeyKindView::Pkcs11,
            module: Some(self.module.clone()),
            token_label: Some(self.token_label.clone()),
            key_label: Some(self.key_label.clone()),
        }
    }

    /// The signer of this key; refused when the token or key is gone or the key is not the
    /// one chosen (another address).
    pub fn signer(&self) -> Result<Pkcs11Signer> {
        let signer = Pkcs11Signer::open(&self.module, &self.token_serial, &self.key_id)?;
        if !same_address(&signer.address().to_checksum(), &self.address) {
            return Err(tdx_keys::Error::ModuleKeyAbsent(self.key_id.clone()).into());
        }
        Ok(signer)
    }
}

/// The signing key of one profile.
pub struct SigningKeys {
    store: SecretStore,
    /// The KDF of exported backups (tests use a cheap one).
    export_kdf: Kdf,
    /// The key's public side as last read or written here (`Some(None)`: there is no key).
    /// Every eBL detail and review asks it, and a keyring read costs milliseconds; the private
    /// key itself is read from the keyring for each signature and never kept.
    known: Mutex<Option<Option<KeyInfo>>>,
    /// Held from the check of what is stored to the write that changes it, so that two calls
    /// cannot both find no key and the second silently replace the first's.
    writing: Mutex<()>,
    /// The PKCS#11 key this profile signs with instead of the keyring key.
    pkcs11: Mutex<Option<Pkcs11Choice>>,
}

impl SigningKeys {
    pub fn new(store: SecretStore) -> Self {
        Self {
            store,
            export_kdf: Kdf::default(),
            known: Mutex::new(None),
            writing: Mutex::new(()),
            pkcs11: Mutex::new(None),
        }
    }

    /// Signs with `choice` (a PKCS#11 key), or with the keyring key (`None`). Persisting it is
    /// the caller's (the profile's settings).
    pub fn set_pkcs11(&self, choice: Option<Pkcs11Choice>) {
        *self
            .pkcs11
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = choice;
    }

    /// The PKCS#11 key in use, if one is.
    pub fn pkcs11(&self) -> Option<Pkcs11Choice> {
        self.pkcs11
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clone()
    }

    /// What signs for this profile: the PKCS#11 key when one is chosen, else the keyring key
    /// (read from the keyring now, dropped with the signer). Without a key, [`Error::NoKey`].
    pub fn signer(&self) -> Result<Arc<dyn Signer>> {
        match self.pkcs11() {
            Some(choice) => Ok(Arc::new(choice.signer()?)),
            None => Ok(Arc::new(self.key()?)),
        }
    }

    pub fn with_export_kdf(mut self, kdf: Kdf) -> Self {
        self.export_kdf = kdf;
        self
    }

    /// The address of the key that signs, if there is one (the PKCS#11 key when one is
    /// chosen).
    pub fn info(&self) -> Result<Option<KeyInfo>> {
        match self.pkcs11() {
            Some(choice) => Ok(Some(choice.info())),
            None => self.keyring_info(),
        }
    }

    /// The keyring key's address, if there is one.
    pub fn keyring_info(&self) -> Result<Option<KeyInfo>> {
        if let Some(known) = self.known_lock().clone() {
            return Ok(known);
        }
        let info = self.store.signing_key()?.map(|k| info_of(&k));
        *self.known_lock() = Some(info.clone());
        Ok(info)
    }

    fn known_lock(&self) -> std::sync::MutexGuard<'_, Option<Option<KeyInfo>>> {
        self.known
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The keyring key itself (a backup's export). Never hand it to the window; sign through
    /// [`SigningKeys::signer`].
    pub fn key(&self) -> Result<PrivateKey> {
        self.store.signing_key()?.ok_or(Error::NoKey)
    }

    /// Generates a key and keeps it. When a key is stored already, `replace` must name its
    /// address (the one the user was shown and agreed to replace); otherwise nothing changes and
    /// the answer is `keys.would_replace`, naming the stored key.
    pub fn generate(&self, replace: Option<&str>) -> Result<KeyInfo> {
        self.check_replace(replace)?;
        let key = PrivateKey::generate()?;
        self.keep(key, replace)
    }

    /// Imports a key typed as hex; `replace` as for [`SigningKeys::generate`].
    pub fn import_hex(&self, hex: &Sensitive<String>, replace: Option<&str>) -> Result<KeyInfo> {
        self.check_replace(replace)?;
        let key = PrivateKey::from_hex(hex.expose())?;
        self.keep(key, replace)
    }

    /// Imports a keystore file the user gave the app; `replace` as for
    /// [`SigningKeys::generate`] (checked before the file is decrypted, and again before the key
    /// is written).
    pub fn import_keystore(
        &self,
        path: &ReadablePath,
        password: &Sensitive<String>,
        replace: Option<&str>,
    ) -> Result<KeyInfo> {
        self.check_replace(replace)?;
        let json = read_small_file(path)?;
        let key = keystore::decrypt(&json, password.expose())?;
        self.keep(key, replace)
    }

    /// Writes an encrypted backup (keystore v3) of the key to the path the user chose to save to.
    pub fn export_keystore(&self, path: WritablePath, password: &Sensitive<String>) -> Result<()> {
        if password.expose().is_empty() {
            return Err(Error::Invalid(tr!("err-input-backup-password")));
        }
        let key = self.key()?;
        let json = keystore::encrypt(&key, password.expose(), self.export_kdf)?;
        write_private_file(path, json.as_bytes())
    }

    /// Removes the key from the keyring. `confirm` must be the address of the stored key (the
    /// one the user was shown and agreed to remove); otherwise nothing is removed.
    pub fn delete(&self, confirm: &str) -> Result<()> {
        let _writing = self.writing_lock();
        let stored = self.keyring_info()?.ok_or(Error::NoKey)?;
        if !same_address(&stored.address, confirm) {
            return Err(Error::KeyRemovalNotConfirmed {
                stored: stored.address,
                named: confirm.trim().to_owned(),
            });
        }
        *self.known_lock() = None;
        self.store
            .delete(tdx_keys::secret_store::ENTRY_SIGNING_KEY)?;
        *self.known_lock() = Some(None);
        Ok(())
    }

    /// Refuses when a key is stored and `replace` does not name it.
    fn check_replace(&self, replace: Option<&str>) -> Result<()> {
        match self.keyring_info()? {
            Some(stored) if !replace.is_some_and(|r| same_address(&stored.address, r)) => {
                Err(Error::WouldReplaceKey {
                    address: stored.address,
                })
            }
            _ => Ok(()),
        }
    }

    fn keep(&self, key: PrivateKey, replace: Option<&str>) -> Result<KeyInfo> {
        let _writing = self.writing_lock();
        // Checked again: the key may have changed while the keystore was being decrypted.
        self.check_replace(replace)?;
        *self.known_lock() = None;
        self.store.set_signing_key(&key)?;
        let info = info_of(&key);
        *self.known_lock() = Some(Some(info.clone()));
        Ok(info)
    }

    fn writing_lock(&self) -> std::sync::MutexGuard<'_, ()> {
        self.writing
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// Whether two texts name the same address (hex letters in any case, spaces around ignored).
fn same_address(a: &str, b: &str) -> bool {
    a.trim().eq_ignore_ascii_case(b.trim())
}

fn info_of(key: &PrivateKey) -> KeyInfo {
    KeyInfo {
        address: key.address().to_checksum(),
        kind: KeyKindView::Keyring,
        module: None,
        token_label: None,
        key_label: None,
    }
}

/// Keystore files are small; refuse anything large rather than reading it whole.
fn read_small_file(file: &ReadablePath) -> Result<String> {
    const MAX: u64 = 1 << 20;
    let path = file.as_path();
    let opened = file.open()?;
    let meta = opened.metadata().map_err(|e| io_error(path, e))?;
    if !meta.is_file() {
        return Err(Error::Invalid(tr!(
            "err-input-keystore-not-a-file",
            file = path.display().to_string()
        )));
    }
    if meta.len() > MAX {
        return Err(Error::Invalid(tr!(
            "err-input-keystore-too-large",
            file = path.display().to_string()
        )));
    }
    let mut text = String::new();
    std::io::Read::read_to_string(&mut std::io::Read::take(opened, MAX + 1), &mut text)
        .map_err(|e| io_error(path, e))?;
    Ok(text)
}

/// Writes through a temporary file in the same folder, readable by the owner only, then
/// renames it into place: a failure never leaves half a backup behind.
fn write_private_file(file: WritablePath, bytes: &[u8]) -> Result<()> {
    use std::io::Write;
    let path = file.as_path();
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let mut tmp = tempfile::NamedTempFile::new_in(dir).map_err(|e| io_error(path, e))?;
    tmp.write_all(bytes).map_err(|e| io_error(path, e))?;
    tmp.as_file().sync_all().map_err(|e| io_error(path, e))?;
    tmp.persist(path).map_err(|e| io_error(path, e.error))?;
    Ok(())
}

fn io_error(path: &Path, e: std::io::Error) -> Error {
    Error::Io(format!("{}: {e}", path.display()))
}
