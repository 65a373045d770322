//! The refresh token of a session, kept in the OS keyring under the profile's service name.
//!
//! A session can be ended from outside the desk that holds it (an edit that points the profile
//! at another address or path, [`end_session`]): every store made before the end refuses to
//! write a token again, so a refresh in flight in a watched profile's background desk cannot
//! put a rotated refresh token back after the edit deleted it. The end and a write are
//! serialized by one lock, so neither can fall between the other's check and its effect.

use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};

use tdx_client::auth::TokenStore;
use tdx_keys::Sensitive;
use tdx_keys::secret_store::{ENTRY_REFRESH_TOKEN, SecretStore};

/// How many times each keyring service's session was ended in this process.
static ENDED: LazyLock<Mutex<HashMap<String, u64>>> = LazyLock::new(Default::default);

fn ended_count(ended: &HashMap<String, u64>, service: &str) -> u64 {
    ended.get(service).copied().unwrap_or(0)
}

pub struct KeyringTokenStore {
    secrets: SecretStore,
    /// [`ENDED`]'s count for this profile when the store was made: a later end refuses it.
    generation: u64,
}

impl KeyringTokenStore {
    pub fn new(secrets: SecretStore) -> Self {
        let generation = ENDED
            .lock()
            .map(|ended| ended_count(&ended, secrets.service()))
            .unwrap_or(u64::MAX);
        Self {
            secrets,
            generation,
        }
    }

    /// Runs `f` while holding the lock, unless the session was ended since this store was
    /// made (then `ended` is answered).
    fn unless_ended<T>(
        &self,
        ended: T,
        f: impl FnOnce() -> tdx_client::Result<T>,
    ) -> tdx_client::Result<T> {
        let guard = ENDED
            .lock()
            .map_err(|_| tdx_client::Error::TokenStore("session state poisoned".into()))?;
        if ended_count(&guard, self.secrets.service()) != self.generation {
            return Ok(ended);
        }
        let result = f();
        drop(guard);
        result
    }
}

/// Ends the session of the profile whose keyring is `secrets` everywhere in this process: its
/// refresh token is deleted, and no token store made before writes one again.
pub fn end_session(secrets: &SecretStore) -> crate::Result<()> {
    let mut ended = ENDED.lock().map_err(|_| crate::Error::StatePoisoned)?;
    *ended.entry(secrets.service().to_owned()).or_insert(0) += 1;
    secrets.delete(ENTRY_REFRESH_TOKEN)?;
    drop(ended);
    Ok(())
}

fn store_error(e: tdx_keys::Error) -> tdx_client::Error {
    tdx_client::Error::TokenStore(e.to_string())
}

impl TokenStore for KeyringTokenStore {
    fn load(&self) -> tdx_client::Result<Option<Sensitive<String>>> {
        self.unless_ended(None, || {
            self.secrets.get(ENTRY_REFRESH_TOKEN).map_err(store_error)
        })
    }

    fn save(&self, refresh_token: &Sensitive<String>) -> tdx_client::Result<()> {
        let saved = self.unless_ended(false, || {
            self.secrets
                .set(ENTRY_REFRESH_TOKEN, refresh_token)
                .map_err(store_error)
                .map(|()| true)
        })?;
        if saved {
            Ok(())
        } else {
            tracing::info!("a rotated refresh token was not kept: the session was ended");
            Err(tdx_client::Error::NotSignedIn)
        }
    }

    /// Once the session was ended, a later session's token is not this store's to delete.
    fn clear(&self) -> tdx_client::Result<()> {
        self.unless_ended((), || {
            self.secrets
                .delete(ENTRY_REFRESH_TOKEN)
                .map_err(store_error)
        })
    }
}
