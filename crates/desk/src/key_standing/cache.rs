//! Where the user's key stands with the company, and the last answer kept for the action
//! rules.

use std::sync::Mutex as StdMutex;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Where the key stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub enum KeyStanding {
    /// There is no key in the keyring.
    NoKey,
    /// The service does not know the key.
    NotRegistered,
    /// Registered, waiting for the company administrator.
    Pending,
    Approved,
    Revoked,
    /// The service does not offer the extension: it decides at signing time.
    NotOffered,
    /// Not signed in, or the service could not be asked now.
    Unknown,
}

/// The last answer, for the action rules (checked again when the key changes).
#[derive(Default)]
pub(crate) struct StandingCache(StdMutex<Option<(String, KeyStanding)>>);

impl StandingCache {
    pub(crate) fn get(&self, address: &str) -> Option<KeyStanding> {
        let cached = self.0.lock().ok()?.clone()?;
        (cached.0 == address).then_some(cached.1)
    }

    pub(crate) fn set(&self, address: &str, standing: KeyStanding) {
        if let Ok(mut slot) = self.0.lock() {
            *slot = Some((address.to_owned(), standing));
        }
    }
}
