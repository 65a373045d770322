//! Where the refresh token lives between runs (the app passes the OS keyring).

use std::sync::Mutex;

use tdx_sensitive::Sensitive;

use crate::error::{Error, Result};

/// Persistent storage of the refresh token. Implementations map their own failures to
/// [`Error::TokenStore`]; a missing entry is `Ok(None)`.
pub trait TokenStore: Send + Sync {
    fn load(&self) -> Result<Option<Sensitive<String>>>;
    fn save(&self, refresh_token: &Sensitive<String>) -> Result<()>;
    fn clear(&self) -> Result<()>;
}

/// A store in memory (for tests and sessions that must not persist).
#[derive(Default)]
pub struct MemoryTokenStore {
    value: Mutex<Option<Sensitive<String>>>,
}

impl MemoryTokenStore {
    pub fn new() -> Self {
        Self::default()
    }
}

impl TokenStore for MemoryTokenStore {
    fn load(&self) -> Result<Option<Sensitive<String>>> {
        let guard = self
            .value
            .lock()
            .map_err(|_| Error::TokenStore("poisoned".into()))?;
        Ok(guard.clone())
    }

    fn save(&self, refresh_token: &Sensitive<String>) -> Result<()> {
        let mut guard = self
            .value
            .lock()
            .map_err(|_| Error::TokenStore("poisoned".into()))?;
        *guard = Some(refresh_token.clone());
        Ok(())
    }

    fn clear(&self) -> Result<()> {
        let mut guard = self
            .value
            .lock()
            .map_err(|_| Error::TokenStore("poisoned".into()))?;
        *guard = None;
        Ok(())
    }
}
