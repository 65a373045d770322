//! The refresh token of a session, kept in the OS keyring under the profile's service name.

use tdx_client::auth::TokenStore;
use tdx_keys::Sensitive;
use tdx_keys::secret_store::{ENTRY_REFRESH_TOKEN, SecretStore};

pub struct KeyringTokenStore {
    secrets: SecretStore,
}

impl KeyringTokenStore {
    pub fn new(secrets: SecretStore) -> Self {
        Self { secrets }
    }
}

fn store_error(e: tdx_keys::Error) -> tdx_client::Error {
    tdx_client::Error::TokenStore(e.to_string())
}

impl TokenStore for KeyringTokenStore {
    fn load(&self) -> tdx_client::Result<Option<Sensitive<String>>> {
        self.secrets.get(ENTRY_REFRESH_TOKEN).map_err(store_error)
    }

    fn save(&self, refresh_token: &Sensitive<String>) -> tdx_client::Result<()> {
        self.secrets
            .set(ENTRY_REFRESH_TOKEN, refresh_token)
            .map_err(store_error)
    }

    fn clear(&self) -> tdx_client::Result<()> {
        self.secrets
            .delete(ENTRY_REFRESH_TOKEN)
            .map_err(store_error)
    }
}
