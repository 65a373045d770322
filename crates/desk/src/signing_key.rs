//! The Keys screen's use cases: the user's blockchain key lives only in the OS keyring;
//! the window sees its address and nothing else.

use std::path::Path;
use std::sync::Mutex;

use tdx_keys::keystore::{self, Kdf};
use tdx_keys::secret_store::SecretStore;
use tdx_keys::{PrivateKey, Sensitive};

use crate::error::{Error, Result};
use crate::view::KeyInfo;

/// The signing key of one profile.
pub struct SigningKeys {
    store: SecretStore,
    /// The KDF of exported backups (tests use a cheap one).
    export_kdf: Kdf,
    /// The key's public side as last read or written here (`Some(None)`: there is no key).
    /// Every eBL detail and review asks it, and a keyring read costs milliseconds; the private
    /// key itself is read from the keyring for each signature and never kept.
    known: Mutex<Option<Option<KeyInfo>>>,
}

impl SigningKeys {
    pub fn new(store: SecretStore) -> Self {
        Self {
            store,
            export_kdf: Kdf::default(),
            known: Mutex::new(None),
        }
    }

    pub fn with_export_kdf(mut self, kdf: Kdf) -> Self {
        self.export_kdf = kdf;
        self
    }

    /// The key's address, if there is a key.
    pub fn info(&self) -> Result<Option<KeyInfo>> {
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

    /// The key itself, for signing inside the process. Never hand it to the window.
    pub fn key(&self) -> Result<PrivateKey> {
        self.store.signing_key()?.ok_or(Error::NoKey)
    }

    pub fn generate(&self) -> Result<KeyInfo> {
        let key = PrivateKey::generate()?;
        self.keep(key)
    }

    pub fn import_hex(&self, hex: &Sensitive<String>) -> Result<KeyInfo> {
        let key = PrivateKey::from_hex(hex.expose())?;
        self.keep(key)
    }

    pub fn import_keystore(&self, path: &Path, password: &Sensitive<String>) -> Result<KeyInfo> {
        let json = read_small_file(path)?;
        let key = keystore::decrypt(&json, password.expose())?;
        self.keep(key)
    }

    /// Writes an encrypted backup (keystore v3) of the key to `path`.
    pub fn export_keystore(&self, path: &Path, password: &Sensitive<String>) -> Result<()> {
        if password.expose().is_empty() {
            return Err(Error::Invalid(
                "Choose a password to protect the backup.".into(),
            ));
        }
        let key = self.key()?;
        let json = keystore::encrypt(&key, password.expose(), self.export_kdf)?;
        write_private_file(path, json.as_bytes())
    }

    pub fn delete(&self) -> Result<()> {
        *self.known_lock() = None;
        self.store
            .delete(tdx_keys::secret_store::ENTRY_SIGNING_KEY)?;
        *self.known_lock() = Some(None);
        Ok(())
    }

    fn keep(&self, key: PrivateKey) -> Result<KeyInfo> {
        *self.known_lock() = None;
        self.store.set_signing_key(&key)?;
        let info = info_of(&key);
        *self.known_lock() = Some(Some(info.clone()));
        Ok(info)
    }
}

fn info_of(key: &PrivateKey) -> KeyInfo {
    KeyInfo {
        address: key.address().to_checksum(),
    }
}

/// Keystore files are small; refuse anything large rather than reading it whole.
fn read_small_file(path: &Path) -> Result<String> {
    const MAX: u64 = 1 << 20;
    let meta = std::fs::metadata(path).map_err(|e| io_error(path, e))?;
    if !meta.is_file() {
        return Err(Error::Invalid(format!("{} is not a file.", path.display())));
    }
    if meta.len() > MAX {
        return Err(Error::Invalid(format!(
            "{} is too large for a keystore file.",
            path.display()
        )));
    }
    std::fs::read_to_string(path).map_err(|e| io_error(path, e))
}

/// Writes through a temporary file in the same folder, readable by the owner only, then
/// renames it into place: a failure never leaves half a backup behind.
fn write_private_file(path: &Path, bytes: &[u8]) -> Result<()> {
    use std::io::Write;
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
