//! Secrets of a profile (refresh token, client secret, signing key) in the OS keyring.
//!
//! One keyring service per profile, `ebl-desk:<profile-id>`; entries are named by purpose
//! (see the `ENTRY_*` constants). The `keyring` crate silently falls back to an in-memory mock
//! when no platform backend is compiled in; [`SecretStore::new`] refuses that, so a secret is
//! never "stored" somewhere that forgets it.

use keyring::credential::CredentialPersistence;

use crate::Sensitive;
use crate::error::{Error, Result};
use crate::key::PrivateKey;

pub const ENTRY_REFRESH_TOKEN: &str = "refresh-token";
pub const ENTRY_CLIENT_SECRET: &str = "client-secret";
pub const ENTRY_SIGNING_KEY: &str = "signing-key";

/// The keyring service name used for a profile.
pub fn service_name(profile_id: &str) -> String {
    format!("ebl-desk:{profile_id}")
}

/// The secrets of one profile.
#[derive(Clone)]
pub struct SecretStore {
    service: String,
    builder: std::sync::Arc<keyring::CredentialBuilder>,
}

impl std::fmt::Debug for SecretStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SecretStore")
            .field("service", &self.service)
            .finish_non_exhaustive()
    }
}

impl SecretStore {
    /// A store for `profile_id`. Fails with `keys.keyring_unavailable` when the only credential
    /// store compiled in is the in-memory mock.
    pub fn new(profile_id: &str) -> Result<Self> {
        if profile_id.trim().is_empty() {
            return Err(Error::Keyring("empty profile id".into()));
        }
        // The platform's own store, never the process-wide default (which a library could have
        // swapped for the in-memory mock), and refused when the platform one is the mock.
        let builder = keyring::default::default_credential_builder();
        if !matches!(builder.persistence(), CredentialPersistence::UntilDelete) {
            return Err(Error::KeyringUnavailable(
                "no persistent OS credential store is compiled in (only the in-memory mock)".into(),
            ));
        }
        Ok(Self {
            service: service_name(profile_id),
            builder: std::sync::Arc::from(builder),
        })
    }

    /// The keyring service name of this profile.
    pub fn service(&self) -> &str {
        &self.service
    }

    fn entry(&self, name: &str) -> Result<keyring::Entry> {
        let credential = self
            .builder
            .build(None, &self.service, name)
            .map_err(map_err)?;
        Ok(keyring::Entry::new_with_credential(credential))
    }

    /// The secret named `name`, or `None` when there is none.
    pub fn get(&self, name: &str) -> Result<Option<Sensitive<String>>> {
        again_if_restarting(|| match self.entry(name)?.get_password() {
            Ok(secret) => Ok(Some(Sensitive::new(secret))),
            Err(keyring::Error::NoEntry) => Ok(None),
            Err(e) => Err(map_err(e)),
        })
    }

    /// Stores (or replaces) the secret named `name`.
    pub fn set(&self, name: &str, secret: &Sensitive<String>) -> Result<()> {
        again_if_restarting(|| {
            self.entry(name)?
                .set_password(secret.expose())
                .map_err(map_err)
        })
    }

    /// Removes the secret named `name`; removing a missing one is fine.
    pub fn delete(&self, name: &str) -> Result<()> {
        again_if_restarting(|| match self.entry(name)?.delete_credential() {
            Ok(()) | Err(keyring::Error::NoEntry) => Ok(()),
            Err(e) => Err(map_err(e)),
        })
    }

    /// The profile's signing key, if one is stored.
    pub fn signing_key(&self) -> Result<Option<PrivateKey>> {
        match self.get(ENTRY_SIGNING_KEY)? {
            Some(hex) => PrivateKey::from_hex(hex.expose()).map(Some),
            None => Ok(None),
        }
    }

    /// Stores the profile's signing key (as hex) in the keyring.
    pub fn set_signing_key(&self, key: &PrivateKey) -> Result<()> {
        self.set(ENTRY_SIGNING_KEY, &key.to_hex())
    }
}

/// How long to wait before asking a keyring that was unavailable once more.
const KEYRING_RESTART_WAIT: std::time::Duration = std::time::Duration::from_millis(250);

/// Runs `op`, and once more after a short wait when the keyring was unavailable: a Secret
/// Service that exited (or crashed) is started again by D-Bus at the next request, and the
/// user should not see an error for the moment it takes. Every operation here is idempotent
/// (a read, a replace, a delete), so asking twice changes nothing.
fn again_if_restarting<T>(mut op: impl FnMut() -> Result<T>) -> Result<T> {
    match op() {
        Err(Error::KeyringUnavailable(first)) => {
            std::thread::sleep(KEYRING_RESTART_WAIT);
            op().map_err(|e| match e {
                Error::KeyringUnavailable(_) => Error::KeyringUnavailable(first),
                other => other,
            })
        }
        other => other,
    }
}

fn map_err(e: keyring::Error) -> Error {
    match e {
        keyring::Error::NoStorageAccess(inner) => Error::KeyringUnavailable(inner.to_string()),
        keyring::Error::PlatformFailure(inner) => {
            let text = inner.to_string();
            // No D-Bus session, or no Secret Service on it.
            if text.contains("org.freedesktop.secrets")
                || text.contains("DBus")
                || text.contains("D-Bus")
                || text.contains("dbus")
            {
                Error::KeyringUnavailable(text)
            } else {
                Error::Keyring(text)
            }
        }
        // Never echo a stored value (BadEncoding carries the bytes).
        keyring::Error::BadEncoding(_) => Error::Keyring("a stored secret is not UTF-8".into()),
        other => Error::Keyring(other.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unavailable_keyring_is_asked_once_more_and_then_reported() {
        let mut calls = 0;
        let answer = again_if_restarting(|| {
            calls += 1;
            if calls == 1 {
                Err(Error::KeyringUnavailable(
                    "The name is not activatable".into(),
                ))
            } else {
                Ok("secret")
            }
        });
        assert_eq!(answer.unwrap(), "secret");
        assert_eq!(calls, 2);

        let mut calls = 0;
        let answer: Result<()> = again_if_restarting(|| {
            calls += 1;
            Err(Error::KeyringUnavailable(format!("attempt {calls}")))
        });
        assert_eq!(calls, 2, "asked twice, never more");
        assert!(
            matches!(answer, Err(Error::KeyringUnavailable(ref t)) if t == "attempt 1"),
            "{answer:?}"
        );

        let mut calls = 0;
        let answer: Result<()> = again_if_restarting(|| {
            calls += 1;
            Err(Error::Keyring("a stored secret is not UTF-8".into()))
        });
        assert_eq!(calls, 1, "other errors are not asked again");
        assert!(answer.is_err());
    }
}
