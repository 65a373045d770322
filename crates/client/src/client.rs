//! `Client`: the base address, the HTTP connection pool, authentication, and the request
//! loop (bearer token, one refresh on 401, retries of idempotent requests).

use std::future::Future;
use std::sync::Arc;
use std::time::{Duration, SystemTime};

use reqwest::{Method, Response, StatusCode};
use serde::Serialize;
use serde::de::DeserializeOwned;
use tdx_sensitive::Sensitive;
use url::Url;

use crate::api::{Ebls, Envelopes, Registrations, Rules};
use crate::auth::TokenHolder;
use crate::decode::decode_json;
use crate::error::{Error, ErrorBody, Result};
use crate::origin::ServiceOrigin;
use crate::retry::{Decision, Failure, RetryPolicy, parse_retry_after};

/// The header that makes a creating request safe to repeat (DESIGN "Idempotent creation").
pub const IDEMPOTENCY_KEY: &str = "Idempotency-Key";

/// Default path of the sandbox's envelope send extension.
pub const DEFAULT_ENVELOPE_SEND_PATH: &str = "/api/v3/integrations/envelope-send/";

/// Where the "who am I" extension is asked by default (`../shared/DESIGN.md`).
pub const DEFAULT_ME_PATH: &str = "/api/v3/integrations/me/";

/// How requests are authenticated.
#[derive(Clone)]
pub enum Auth {
    /// No `Authorization` header.
    None,
    /// A fixed access token.
    Bearer(Sensitive<String>),
    /// Tokens from a holder that refreshes them.
    Holder(TokenHolder),
}

/// A typed client of the service. Cheap to clone: clones share one connection pool.
#[derive(Clone)]
pub struct Client {
    inner: Arc<Inner>,
}

struct Inner {
    http: reqwest::Client,
    upload_http: reqwest::Client,
    origin: ServiceOrigin,
    auth: Auth,
    retry: RetryPolicy,
    request_timeout: Duration,
    envelope_send_path: String,
    me_path: String,
}

/// Builds a [`Client`].
pub struct ClientBuilder {
    base_url: String,
    auth: Auth,
    retry: RetryPolicy,
    connect_timeout: Duration,
    request_timeout: Duration,
    read_timeout: Duration,
    envelope_send_path: String,
    me_path: String,
}

impl ClientBuilder {
    pub fn auth(mut self, auth: Auth) -> Self {
        self.auth = auth;
        self
    }

    pub fn bearer(self, token: Sensitive<String>) -> Self {
        self.auth(Auth::Bearer(token))
    }

    pub fn token_holder(self, holder: TokenHolder) -> Self {
        self.auth(Auth::Holder(holder))
    }

    pub fn retry_policy(mut self, policy: RetryPolicy) -> Self {
        self.retry = policy;
        self
    }

    /// Deadline for a whole JSON request (default 30 s). Byte streams and uploads are
    /// bounded by the idle read timeout instead.
    pub fn request_timeout(mut self, timeout: Duration) -> Self {
        self.request_timeout = timeout;
        self
    }

    /// Longest silence while reading a response (default 30 s).
    pub fn read_timeout(mut self, timeout: Duration) -> Self {
        self.read_timeout = timeout;
        self
    }

    pub fn connect_timeout(mut self, timeout: Duration) -> Self {
        self.connect_timeout = timeout;
        self
    }

    /// Path of the envelope send extension (default [`DEFAULT_ENVELOPE_SEND_PATH`]).
    pub fn envelope_send_path(mut self, path: impl Into<String>) -> Self {
        self.envelope_send_path = path.into();
        self
    }

    /// Path of the "who am I" extension (default [`DEFAULT_ME_PATH`]).
    pub fn me_path(mut self, path: impl Into<String>) -> Self {
        self.me_path = path.into();
        self
    }

    pub fn build(self) -> Result<Client> {
        let origin = ServiceOrigin::parse(&self.base_url)?;
        let user_agent = concat!("eBL-Desk/", env!("CARGO_PKG_VERSION"));
        // No client follows a redirect: a 3xx from a hostile or compromised service would
        // otherwise carry the bearer token's request, or a signed submission, to another
        // host. `send` turns the 3xx into `Error::Redirect`.
        let http = reqwest::Client::builder()
            .user_agent(user_agent)
            .redirect(reqwest::redirect::Policy::none())
            .connect_timeout(self.connect_timeout)
            .read_timeout(self.read_timeout)
            .build()
            .map_err(|e| Error::InvalidInput(format!("cannot build the HTTP client: {e}")))?;
        // Uploads may take longer than any read timeout before the answer starts.
        let upload_http = reqwest::Client::builder()
            .user_agent(user_agent)
            .redirect(reqwest::redirect::Policy::none())
            .connect_timeout(self.connect_timeout)
            .build()
            .map_err(|e| Error::InvalidInput(format!("cannot build the HTTP client: {e}")))?;
        Ok(Client {
            inner: Arc::new(Inner {
                http,
                upload_http,
                origin,
                auth: self.auth,
                retry: self.retry,
                request_timeout: self.request_timeout,
                envelope_send_path: self.envelope_send_path,
                me_path: self.me_path,
            }),
        })
    }
}

/// How a request body is produced for each attempt.
pub(crate) enum Payload {
    Empty,
    Json(Vec<u8>),
}

impl Client {
    pub fn builder(base_url: impl Into<String>) -> ClientBuilder {
        ClientBuilder {
            base_url: base_url.into(),
            auth: Auth::None,
            retry: RetryPolicy::default(),
            connect_timeout: Duration::from_secs(10),
            request_timeout: Duration::from_secs(30),
            read_timeout: Duration::from_secs(30),
            envelope_send_path: DEFAULT_ENVELOPE_SEND_PATH.into(),
            me_path: DEFAULT_ME_PATH.into(),
        }
    }

    /// The service's base address (always ends with `/`).
    pub fn base_url(&self) -> &Url {
        self.inner.origin.base()
    }

    /// The service's origin: where every request of this client goes.
    pub fn origin(&self) -> &ServiceOrigin {
        &self.inner.origin
    }

    pub fn ebls(&self) -> Ebls<'_> {
        Ebls::new(self)
    }

    pub fn envelopes(&self) -> Envelopes<'_> {
        Envelopes::new(self)
    }

    pub fn rules(&self, company_id: uuid::Uuid) -> Rules<'_> {
        Rules::new(self, company_id)
    }

    pub fn registrations(&self) -> Registrations<'_> {
        Registrations::new(self)
    }

    /// Who the token acts for, from the "who am I" extension; `None` when the service does not
    /// offer it (404).
    pub async fn me(&self) -> Result<Option<crate::models::Me>> {
        let url = self.url(&self.inner.me_path)?;
        match self
            .json::<(), crate::models::Me>(Method::GET, url, None)
            .await
        {
            Ok(me) => Ok(Some(me)),
            Err(e) if e.code() == "http.not_found" => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// The company's blockchain keys and whether each is approved (the blockchain-keys
    /// extension); `None` when the service does not offer it.
    pub async fn blockchain_keys(&self) -> Result<Option<Vec<crate::models::BlockchainKey>>> {
        let url = self.url(crate::models::BLOCKCHAIN_KEYS_PATH)?;
        match self
            .json::<(), crate::models::BlockchainKeys>(Method::GET, url, None)
            .await
        {
            Ok(keys) => Ok(Some(keys.results)),
            Err(e) if e.code() == "http.not_found" => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Registers a key for the company (it then waits for the administrator's approval).
    pub async fn register_blockchain_key(
        &self,
        registration: &crate::models::KeyRegistration,
    ) -> Result<crate::models::BlockchainKey> {
        let url = self.url(crate::models::BLOCKCHAIN_KEYS_PATH)?;
        self.json(Method::POST, url, Some(registration)).await
    }

    pub(crate) fn envelope_send_path(&self) -> &str {
        &self.inner.envelope_send_path
    }

    /// An address under the base address: `path` must be a plain absolute path
    /// ([`ServicePath`](crate::origin::ServicePath)); anything else is
    /// [`Error::OriginMismatch`].
    pub(crate) fn url(&self, path: &str) -> Result<Url> {
        self.inner.origin.url_of(path)
    }

    /// Resolve a `next` link, refusing one that leaves the service's origin (the bearer token
    /// must never be sent elsewhere): [`Error::OriginMismatch`].
    pub(crate) fn follow_link(&self, link: &str) -> Result<Url> {
        self.inner.origin.follow(link)
    }

    async fn bearer(&self) -> Result<Option<Sensitive<String>>> {
        match &self.inner.auth {
            Auth::None => Ok(None),
            Auth::Bearer(t) => Ok(Some(t.clone())),
            Auth::Holder(h) => h.access_token().await.map(Some),
        }
    }

    /// How long one request may take.
    pub(crate) fn request_timeout(&self) -> Duration {
        self.inner.request_timeout
    }

    /// JSON request → JSON response.
    pub(crate) async fn json<B: Serialize + ?Sized, T: DeserializeOwned>(
        &self,
        method: Method,
        url: Url,
        body: Option<&B>,
    ) -> Result<T> {
        let bytes = self.json_bytes(method, url, body).await?;
        decode_json(&bytes)
    }

    /// JSON request → raw response body (for pages and bodies the interface does not show).
    pub(crate) async fn json_bytes<B: Serialize + ?Sized>(
        &self,
        method: Method,
        url: Url,
        body: Option<&B>,
    ) -> Result<bytes::Bytes> {
        self.json_bytes_with(method, url, body, None).await
    }

    /// [`Client::json_bytes`] with an `Idempotency-Key` header when `idempotency_key` is set.
    pub(crate) async fn json_bytes_with<B: Serialize + ?Sized>(
        &self,
        method: Method,
        url: Url,
        body: Option<&B>,
        idempotency_key: Option<&str>,
    ) -> Result<bytes::Bytes> {
        let payload = match body {
            Some(b) => Payload::Json(
                serde_json::to_vec(b).map_err(|e| Error::InvalidInput(e.to_string()))?,
            ),
            None => Payload::Empty,
        };
        let timeout = self.inner.request_timeout;
        let resp = self
            .send(method, url, false, |rb| {
                let mut rb = rb.timeout(timeout);
                if let Some(key) = idempotency_key {
                    rb = rb.header(IDEMPOTENCY_KEY, key);
                }
                let rb = match &payload {
                    Payload::Empty => rb,
                    Payload::Json(b) => rb
                        .header(reqwest::header::CONTENT_TYPE, "application/json")
                        .body(b.clone()),
                };
                async move { Ok(rb) }
            })
            .await?;
        crate::api::byte_stream::read_capped(
            resp,
            crate::api::byte_stream::MAX_JSON_BYTES,
            "answer",
        )
        .await
    }

    /// The request loop. `build` adds the body (and anything else) for each attempt.
    pub(crate) async fn send<F, Fut>(
        &self,
        method: Method,
        url: Url,
        upload: bool,
        mut build: F,
    ) -> Result<Response>
    where
        F: FnMut(reqwest::RequestBuilder) -> Fut,
        Fut: Future<Output = Result<reqwest::RequestBuilder>>,
    {
        let http = if upload {
            &self.inner.upload_http
        } else {
            &self.inner.http
        };
        // Before any credential is looked at: the request goes to the service's origin or
        // nowhere (a `next` link, a page address a caller kept, a configured path).
        self.inner.origin.check(&url)?;
        let mut attempt: u32 = 0;
        let mut refreshed = false;
        loop {
            attempt += 1;
            let token = self.bearer().await?;
            let mut rb = http
                .request(method.clone(), url.clone())
                .header(reqwest::header::ACCEPT, "application/json, */*;q=0.5");
            if let Some(t) = &token {
                rb = rb.bearer_auth(t.expose());
            }
            let rb = build(rb).await?;
            let (failure, error, retry_after) = match rb.send().await {
                Ok(resp) if resp.status().is_success() => return Ok(resp),
                // Only a conditional request is answered so (`If-None-Match`): its caller reads
                // the status; anyone else finds no body to decode.
                Ok(resp) if resp.status() == StatusCode::NOT_MODIFIED => return Ok(resp),
                Ok(resp) if resp.status().is_redirection() => {
                    let location = resp.headers().get(reqwest::header::LOCATION);
                    let error = Error::redirect(
                        resp.status().as_u16(),
                        &url,
                        location.map(|l| l.as_bytes()),
                    );
                    tracing::warn!(%url, %error, "redirect refused");
                    return Err(error);
                }
                Ok(resp) => {
                    let status = resp.status();
                    if status == StatusCode::UNAUTHORIZED
                        && !refreshed
                        && let (Auth::Holder(holder), Some(rejected)) = (&self.inner.auth, &token)
                    {
                        tracing::debug!(%url, "401: refreshing the access token once");
                        refreshed = true;
                        holder.refresh_rejected(rejected).await?;
                        attempt -= 1;
                        continue;
                    }
                    let retry_after = resp
                        .headers()
                        .get(reqwest::header::RETRY_AFTER)
                        .and_then(|v| v.to_str().ok())
                        .and_then(|v| parse_retry_after(v, SystemTime::now()));
                    let failure = Failure::Status(status.as_u16());
                    (failure, error_from_response(resp).await, retry_after)
                }
                Err(e) => {
                    let failure = if e.is_timeout() {
                        Failure::Timeout
                    } else if e.is_connect() {
                        Failure::Connect
                    } else {
                        Failure::Transport
                    };
                    (failure, Error::from_reqwest(e), None)
                }
            };
            let jitter = rand::random::<f64>();
            match self
                .inner
                .retry
                .decide(&method, failure, attempt, retry_after, jitter)
            {
                Decision::RetryAfter(delay) => {
                    tracing::info!(%url, ?failure, attempt, ?delay, "retrying");
                    tokio::time::sleep(delay).await;
                }
                Decision::GiveUp => return Err(error),
            }
        }
    }
}

/// Turn an error response into [`Error::Http`] with its parsed body.
pub(crate) async fn error_from_response(resp: Response) -> Error {
    let status = resp.status().as_u16();
    let body = match crate::api::byte_stream::read_capped(
        resp,
        crate::api::byte_stream::MAX_ERROR_BYTES,
        "error answer",
    )
    .await
    {
        Ok(b) => ErrorBody::parse(&b),
        Err(_) => ErrorBody::Empty,
    };
    Error::Http { status, body }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base_urls_keep_their_path_and_gain_a_slash() {
        let u = ServiceOrigin::parse("http://127.0.0.1:8080/tdx?x=1").expect("valid");
        assert_eq!(u.base().as_str(), "http://127.0.0.1:8080/tdx/");
        assert!(ServiceOrigin::parse("ftp://x").is_err());
        assert!(ServiceOrigin::parse("not a url").is_err());
    }

    #[test]
    fn paths_join_under_the_base_and_links_stay_on_its_origin() {
        let c = Client::builder("http://127.0.0.1:9/svc")
            .build()
            .expect("client");
        assert_eq!(
            c.url("/api/integrators/ebl/v1/list").expect("url").as_str(),
            "http://127.0.0.1:9/svc/api/integrators/ebl/v1/list"
        );
        assert!(c.follow_link("http://127.0.0.1:9/svc/x?page=2").is_ok());
        assert!(c.follow_link("/svc/x?page=2").is_ok());
        let e = c
            .follow_link("http://evil.example/x")
            .expect_err("other origin");
        assert_eq!(e.code(), "client.origin_mismatch");
        let e = c.url("/\\/evil.example/me").expect_err("backslash");
        assert_eq!(e.code(), "client.origin_mismatch");
    }
}
