//! The token endpoint through the `oauth2` crate: authorization code with PKCE (client
//! credentials in the form body, as the interface says), client credentials (HTTP basic),
//! and refresh (RFC 6749 §6). Redirects are never followed on token requests: a 3xx answer is
//! [`Error::Redirect`].

use std::borrow::Cow;
use std::future::Future;
use std::pin::Pin;
use std::time::{Duration, Instant};

use oauth2::basic::{BasicClient, BasicErrorResponse, BasicTokenResponse};
use oauth2::{
    AsyncHttpClient, AuthType, AuthUrl, AuthorizationCode, ClientId, ClientSecret, CsrfToken,
    EndpointNotSet, EndpointSet, HttpClientError, HttpRequest, HttpResponse, PkceCodeChallenge,
    PkceCodeVerifier, RedirectUrl, RefreshToken, RequestTokenError, Scope, TokenResponse, TokenUrl,
};
use tdx_sensitive::Sensitive;
use url::Url;

use crate::error::{Error, Result};
use crate::origin::ServiceOrigin;

/// The longest lifetime believed from a token response (a larger `expires_in` is clamped).
const MAX_LIFETIME: Duration = Duration::from_secs(365 * 24 * 3600);

/// Lifetime assumed when a token response has no `expires_in`.
const DEFAULT_LIFETIME: Duration = Duration::from_secs(600);
/// Refresh this long before expiry (or at half the lifetime of short-lived tokens).
const REFRESH_MARGIN: Duration = Duration::from_secs(30);

type Configured =
    BasicClient<EndpointSet, EndpointNotSet, EndpointNotSet, EndpointNotSet, EndpointSet>;

/// Tokens from one token response.
#[derive(Clone, Debug)]
pub struct TokenSet {
    pub access_token: Sensitive<String>,
    pub refresh_token: Option<Sensitive<String>>,
    /// When the token was received.
    pub obtained_at: Instant,
    /// `expires_in`.
    pub lifetime: Duration,
    pub scopes: Vec<String>,
}

impl TokenSet {
    /// When the access token should be replaced: 30 s before expiry, or half-way through
    /// the lifetime of tokens shorter than a minute.
    pub fn refresh_at(&self) -> Instant {
        let margin = REFRESH_MARGIN.min(self.lifetime / 2);
        self.obtained_at + self.lifetime.saturating_sub(margin)
    }

    fn from_response(r: &BasicTokenResponse) -> Self {
        TokenSet {
            access_token: Sensitive::new(r.access_token().secret().clone()),
            refresh_token: r
                .refresh_token()
                .map(|t| Sensitive::new(t.secret().clone())),
            obtained_at: Instant::now(),
            // A huge `expires_in` must not overflow the refresh time: a year at most.
            lifetime: r.expires_in().unwrap_or(DEFAULT_LIFETIME).min(MAX_LIFETIME),
            scopes: r
                .scopes()
                .map(|s| s.iter().map(|s| s.to_string()).collect())
                .unwrap_or_default(),
        }
    }
}

/// A registered OAuth client of the service.
#[derive(Clone)]
pub struct OAuthClient {
    origin: ServiceOrigin,
    client_id: String,
    client_secret: Option<Sensitive<String>>,
    http: reqwest::Client,
}

impl std::fmt::Debug for OAuthClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OAuthClient")
            .field("base", &self.origin.base().as_str())
            .field("client_id", &self.client_id)
            .field("client_secret", &self.client_secret)
            .finish()
    }
}

impl OAuthClient {
    pub fn new(
        base_url: &str,
        client_id: impl Into<String>,
        client_secret: Option<Sensitive<String>>,
    ) -> Result<Self> {
        let http = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .connect_timeout(Duration::from_secs(10))
            .timeout(Duration::from_secs(30))
            .build()
            .map_err(|e| Error::InvalidInput(format!("cannot build the HTTP client: {e}")))?;
        Ok(Self {
            origin: ServiceOrigin::parse(base_url)?,
            client_id: client_id.into(),
            client_secret,
            http,
        })
    }

    pub fn client_id(&self) -> &str {
        &self.client_id
    }

    /// `{base}/oauth/token/`.
    pub fn token_url(&self) -> Result<Url> {
        self.origin.url_of("/oauth/token/")
    }

    /// The HTTP client of token requests: refuses a redirect instead of following it.
    fn http(&self) -> Result<NoRedirects<'_>> {
        Ok(NoRedirects {
            http: &self.http,
            token_url: self.token_url()?,
            origin: &self.origin,
        })
    }

    fn oauth(&self, auth_type: AuthType) -> Result<Configured> {
        let auth = AuthUrl::from_url(self.origin.base().clone());
        let token = TokenUrl::from_url(self.token_url()?);
        let mut c = BasicClient::new(ClientId::new(self.client_id.clone()))
            .set_auth_uri(auth)
            .set_token_uri(token)
            .set_auth_type(auth_type);
        if let Some(secret) = &self.client_secret {
            c = c.set_client_secret(ClientSecret::new(secret.expose().clone()));
        }
        Ok(c)
    }

    /// The address of the user authorization redirect (`GET {base}/?client_id&...`), with
    /// PKCE S256 and a random `state`. Returns the address, the state and the verifier.
    pub(crate) fn authorization_request(
        &self,
        redirect_uri: &RedirectUrl,
        scopes: &[String],
    ) -> Result<(Url, CsrfToken, PkceCodeVerifier)> {
        let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
        let client = self.oauth(AuthType::RequestBody)?;
        let (url, state) = client
            .authorize_url(CsrfToken::new_random)
            .set_redirect_uri(Cow::Borrowed(redirect_uri))
            .set_pkce_challenge(challenge)
            .add_scopes(scopes.iter().map(|s| Scope::new(s.clone())))
            .url();
        Ok((url, state, verifier))
    }

    /// Exchange an authorization code (client id and secret as form fields).
    pub(crate) async fn exchange_code(
        &self,
        code: String,
        verifier: PkceCodeVerifier,
        redirect_uri: &RedirectUrl,
    ) -> Result<TokenSet> {
        let client = self.oauth(AuthType::RequestBody)?;
        let resp = client
            .exchange_code(AuthorizationCode::new(code))
            .set_pkce_verifier(verifier)
            .set_redirect_uri(Cow::Borrowed(redirect_uri))
            .request_async(&self.http()?)
            .await
            .map_err(map_token_error)?;
        Ok(TokenSet::from_response(&resp))
    }

    /// Client credentials grant with HTTP basic authentication.
    pub async fn client_credentials(&self, scopes: &[String]) -> Result<TokenSet> {
        let client = self.oauth(AuthType::BasicAuth)?;
        let resp = client
            .exchange_client_credentials()
            .add_scopes(scopes.iter().map(|s| Scope::new(s.clone())))
            .request_async(&self.http()?)
            .await
            .map_err(map_token_error)?;
        Ok(TokenSet::from_response(&resp))
    }

    /// Refresh grant. The answer usually carries a new (rotated) refresh token.
    pub async fn refresh(&self, refresh_token: &Sensitive<String>) -> Result<TokenSet> {
        let client = self.oauth(AuthType::RequestBody)?;
        let token = RefreshToken::new(refresh_token.expose().clone());
        let resp = client
            .exchange_refresh_token(&token)
            .request_async(&self.http()?)
            .await
            .map_err(map_token_error)?;
        Ok(TokenSet::from_response(&resp))
    }
}

/// Token requests over reqwest (which follows no redirect here), with a 3xx answer turned
/// into [`Error::Redirect`].
struct NoRedirects<'a> {
    http: &'a reqwest::Client,
    token_url: Url,
    origin: &'a ServiceOrigin,
}

impl<'c> AsyncHttpClient<'c> for NoRedirects<'_> {
    type Error = Error;
    type Future = Pin<Box<dyn Future<Output = Result<HttpResponse>> + Send + 'c>>;

    fn call(&'c self, request: HttpRequest) -> Self::Future {
        Box::pin(async move {
            // A token request carries the client secret, a code or a refresh token: it goes to
            // the service's origin or nowhere.
            let to = Url::parse(&request.uri().to_string()).map_err(|e| Error::OriginMismatch {
                to: String::new(),
                reason: format!("not an address: {e}"),
            })?;
            self.origin.check(&to)?;
            let response = self.http.call(request).await.map_err(|e| match e {
                HttpClientError::Reqwest(e) => Error::from_reqwest(*e),
                other => Error::Transport(crate::error::error_chain(&other)),
            })?;
            if response.status().is_redirection() {
                let location = response.headers().get(reqwest::header::LOCATION);
                return Err(Error::redirect(
                    response.status().as_u16(),
                    &self.token_url,
                    location.map(|l| l.as_bytes()),
                ));
            }
            Ok(response)
        })
    }
}

fn map_token_error(e: RequestTokenError<Error, BasicErrorResponse>) -> Error {
    match e {
        RequestTokenError::ServerResponse(r) => Error::OAuth {
            error: r.error().to_string(),
            description: r.error_description().cloned(),
        },
        RequestTokenError::Request(e) => e,
        // A token answer holds credentials: neither its body nor the parser's message (which
        // can quote a value) is repeated; only where it broke and how long it was.
        RequestTokenError::Parse(e, body) => {
            let path = e.path().to_string();
            let kind = match e.inner().classify() {
                serde_json::error::Category::Syntax | serde_json::error::Category::Eof => {
                    "is not valid JSON"
                }
                serde_json::error::Category::Data => "does not have the fields of a token answer",
                serde_json::error::Category::Io => "could not be read",
            };
            Error::decode(
                path,
                format!(
                    "the token endpoint's answer ({} bytes) {kind}; its content is not shown \
                     because it may hold credentials",
                    body.len()
                ),
            )
        }
        RequestTokenError::Other(m) => Error::Transport(m),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(lifetime: u64) -> TokenSet {
        TokenSet {
            access_token: Sensitive::new("a".into()),
            refresh_token: None,
            obtained_at: Instant::now(),
            lifetime: Duration::from_secs(lifetime),
            scopes: vec![],
        }
    }

    #[test]
    fn refresh_is_due_30_seconds_before_expiry_or_half_way_for_short_tokens() {
        let t = set(600);
        assert_eq!(t.refresh_at() - t.obtained_at, Duration::from_secs(570));
        let t = set(2);
        assert_eq!(t.refresh_at() - t.obtained_at, Duration::from_secs(1));
        let t = set(0);
        assert_eq!(t.refresh_at(), t.obtained_at);
    }

    #[test]
    fn the_client_secret_never_shows_in_debug_output() {
        let c = OAuthClient::new(
            "http://127.0.0.1:1",
            "app",
            Some(Sensitive::new("s3cr3t".into())),
        )
        .expect("client");
        let text = format!("{c:?}");
        assert!(!text.contains("s3cr3t"), "{text}");
        assert_eq!(
            c.token_url().expect("url").as_str(),
            "http://127.0.0.1:1/oauth/token/"
        );
    }
}
