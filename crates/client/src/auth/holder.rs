//! `TokenHolder`: hands out a valid access token, refreshing it before expiry and once more
//! when the service answers 401, and persists each rotated refresh token.
//!
//! Refreshes are serialised by one lock: the refresh token rotates, so two concurrent
//! refreshes with the same token would make the second fail.

use std::sync::Arc;
use std::time::Instant;

use tdx_sensitive::Sensitive;
use tokio::sync::Mutex;

use super::{OAuthClient, TokenSet, TokenStore};
use crate::error::{Error, Result};

/// Shares one session between clones.
#[derive(Clone)]
pub struct TokenHolder {
    inner: Arc<Inner>,
}

struct Inner {
    oauth: OAuthClient,
    source: Source,
    current: Mutex<Option<TokenSet>>,
}

enum Source {
    /// A user session: the refresh token lives in the store.
    Session(Arc<dyn TokenStore>),
    /// The application itself: a new client-credentials grant on expiry.
    ClientCredentials(Vec<String>),
}

impl TokenHolder {
    /// Resume a session whose refresh token is in `store` (the first use refreshes).
    pub fn resume(oauth: OAuthClient, store: Arc<dyn TokenStore>) -> Self {
        Self::with(oauth, Source::Session(store), None)
    }

    /// Start a session from a fresh token response (after a login), saving its refresh
    /// token in `store`.
    pub fn start(oauth: OAuthClient, store: Arc<dyn TokenStore>, tokens: TokenSet) -> Result<Self> {
        if let Some(refresh) = &tokens.refresh_token {
            store.save(refresh)?;
        }
        Ok(Self::with(oauth, Source::Session(store), Some(tokens)))
    }

    /// Tokens of the application itself (client credentials, HTTP basic).
    pub fn client_credentials(oauth: OAuthClient, scopes: Vec<String>) -> Self {
        Self::with(oauth, Source::ClientCredentials(scopes), None)
    }

    fn with(oauth: OAuthClient, source: Source, current: Option<TokenSet>) -> Self {
        Self {
            inner: Arc::new(Inner {
                oauth,
                source,
                current: Mutex::new(current),
            }),
        }
    }

    /// A valid access token, refreshed first when it is due.
    pub async fn access_token(&self) -> Result<Sensitive<String>> {
        let mut current = self.inner.current.lock().await;
        if let Some(t) = current.as_ref()
            && Instant::now() < t.refresh_at()
        {
            return Ok(t.access_token.clone());
        }
        let fresh = self.renew(current.as_ref()).await?;
        let token = fresh.access_token.clone();
        *current = Some(fresh);
        Ok(token)
    }

    /// The service rejected `rejected` with 401: refresh, unless another request already did.
    pub async fn refresh_rejected(
        &self,
        rejected: &Sensitive<String>,
    ) -> Result<Sensitive<String>> {
        let mut current = self.inner.current.lock().await;
        if let Some(t) = current.as_ref()
            && t.access_token != *rejected
            && Instant::now() < t.refresh_at()
        {
            return Ok(t.access_token.clone());
        }
        let fresh = self.renew(current.as_ref()).await?;
        let token = fresh.access_token.clone();
        *current = Some(fresh);
        Ok(token)
    }

    /// Scopes granted with the current token, if one was obtained.
    pub async fn scopes(&self) -> Option<Vec<String>> {
        self.inner
            .current
            .lock()
            .await
            .as_ref()
            .map(|t| t.scopes.clone())
    }

    /// Forget the session here and in the store.
    pub async fn sign_out(&self) -> Result<()> {
        *self.inner.current.lock().await = None;
        if let Source::Session(store) = &self.inner.source {
            store.clear()?;
        }
        Ok(())
    }

    async fn renew(&self, current: Option<&TokenSet>) -> Result<TokenSet> {
        match &self.inner.source {
            Source::ClientCredentials(scopes) => self.inner.oauth.client_credentials(scopes).await,
            Source::Session(store) => {
                let refresh = match current.and_then(|t| t.refresh_token.clone()) {
                    Some(r) => r,
                    None => store.load()?.ok_or(Error::NotSignedIn)?,
                };
                match self.inner.oauth.refresh(&refresh).await {
                    Ok(mut fresh) => {
                        match &fresh.refresh_token {
                            Some(rotated) => store.save(rotated)?,
                            // No rotation: keep using the one we have.
                            None => fresh.refresh_token = Some(refresh),
                        }
                        tracing::debug!("access token refreshed");
                        Ok(fresh)
                    }
                    Err(e @ Error::OAuth { .. }) if e.code() == "auth.expired" => {
                        // The refresh token is dead: the user has to sign in again.
                        store.clear()?;
                        Err(e)
                    }
                    Err(e) => Err(e),
                }
            }
        }
    }
}
