//! tdx-sandbox: an emulator of the Trade Document Exchange Service integration interface,
//! decided where the interface is silent as DESIGN.md says. Embed it with [`spawn`], or mount
//! [`app`] on your own server.

pub mod auth;
pub mod crypto;
pub mod delivery;
pub mod demo_documents;
pub mod ebl_json;
pub mod error;
pub mod iso6346;
pub mod model;
pub mod pdf;
pub mod persist;
pub mod routes;
pub mod state;
pub mod world;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

pub use demo_documents::{DemoDocumentKind, DemoMistakes};
pub use error::Error;
pub use model::{Client, Company, User, World};
pub use state::{ADMIN_HEADER, AppState, Clock, DEFAULT_SIGNING_TTL, Data, Limits, Settings};
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// How the sandbox runs.
#[derive(Debug, Clone)]
pub struct Config {
    pub listen: SocketAddr,
    /// Extra generated eBLs held by the consignee company.
    pub ebls: usize,
    /// Access token lifetime (`expires_in`).
    pub token_ttl: Duration,
    /// SQLite file keeping the world across restarts; in memory when `None`.
    pub db: Option<PathBuf>,
    /// The `X-Sandbox-Admin` token of the `/_sandbox/` endpoints; random when `None`.
    pub admin_token: Option<String>,
    /// Caps on what a request may send.
    pub limits: Limits,
    /// How long signing data may wait for its signature before it expires.
    pub signing_ttl: Duration,
    /// Where expiries and timestamps read the time: the system clock by default; a test
    /// passes a [`Clock::manual`] and advances it instead of waiting.
    pub clock: Clock,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            listen: SocketAddr::from(([127, 0, 0, 1], 0)),
            ebls: 0,
            token_ttl: Duration::from_secs(600),
            db: None,
            admin_token: None,
            limits: Limits::default(),
            signing_ttl: DEFAULT_SIGNING_TTL,
            clock: Clock::system(),
        }
    }
}

/// The application router over `state`.
pub fn app(state: AppState) -> axum::Router {
    routes::router(state)
}

/// A sandbox serving on a tokio task.
pub struct Running {
    addr: SocketAddr,
    base_url: String,
    state: AppState,
    stop: watch::Sender<bool>,
    server: std::sync::Mutex<Option<JoinHandle<()>>>,
    writer: std::sync::Mutex<Option<JoinHandle<()>>>,
    temp_uploads: Option<PathBuf>,
}

impl Running {
    /// `http://127.0.0.1:PORT`, no trailing slash.
    pub fn base_url(&self) -> &str {
        &self.base_url
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The same data as `GET /_sandbox/world`.
    pub fn world(&self) -> World {
        self.state.data().world()
    }

    /// A demo commercial invoice or packing list of the eBL `ebl_id` (any eBL of the world),
    /// as `GET /_sandbox/ebls/{ebl_id}/demo-documents/{kind}` answers it; `None` for an
    /// unknown eBL.
    pub fn demo_document(
        &self,
        ebl_id: uuid::Uuid,
        kind: demo_documents::DemoDocumentKind,
        mistakes: &demo_documents::DemoMistakes,
    ) -> Option<Vec<u8>> {
        demo_documents::for_ebl(&self.state.data(), ebl_id, kind, mistakes)
    }

    /// A documentary credit (SWIFT MT700 text) the demo documents of the eBL `ebl_id` comply
    /// with, advised `today` ([`demo_documents::credit_for`]); `None` for an unknown eBL.
    pub fn demo_credit(&self, ebl_id: uuid::Uuid, today: time::Date) -> Option<String> {
        demo_documents::credit_for(&self.state.data(), ebl_id, today)
    }

    /// The token every `/_sandbox/` request carries in [`ADMIN_HEADER`].
    pub fn admin_token(&self) -> &str {
        &self.state.settings().admin_token
    }

    /// An HTTP client that sends the admin token with every request (tests, tools).
    pub fn admin_http(&self) -> reqwest::Client {
        admin_http(self.admin_token())
    }

    /// The sandbox's clock (a test advances a [`Clock::manual`] through it).
    pub fn clock(&self) -> &Clock {
        self.state.clock()
    }

    /// The shared state (for inspection in tests).
    pub fn state(&self) -> &AppState {
        &self.state
    }

    /// Stops serving, writes the world a last time (with `--db`) and waits for both.
    pub async fn shutdown(self) {
        self.stop().await;
    }

    /// [`Running::shutdown`] for an owner that shares the handle: stops serving, writes the
    /// world a last time and waits for both. Later calls return at once.
    pub async fn stop(&self) {
        let _ = self.stop.send(true);
        let server = self.server.lock().ok().and_then(|mut s| s.take());
        if let Some(server) = server {
            let _ = server.await;
        }
        let writer = self.writer.lock().ok().and_then(|mut w| w.take());
        if let Some(writer) = writer {
            let _ = writer.await;
        }
        if let Some(dir) = &self.temp_uploads {
            let _ = tokio::fs::remove_dir_all(dir).await;
        }
    }
}

/// A sandbox dropped without [`Running::stop`] (a test that ends, a panic) stops serving, as the
/// stop signal's sender goes with it, and leaves no uploads folder behind in the temp dir.
impl Drop for Running {
    fn drop(&mut self) {
        if let Some(dir) = &self.temp_uploads {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

/// An HTTP client that sends `token` as [`ADMIN_HEADER`] with every request and follows no
/// redirects.
pub fn admin_http(token: &str) -> reqwest::Client {
    let mut headers = reqwest::header::HeaderMap::new();
    if let Ok(value) = reqwest::header::HeaderValue::from_str(token) {
        headers.insert(ADMIN_HEADER, value);
    }
    reqwest::Client::builder()
        .default_headers(headers)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap_or_default()
}

fn snapshot(state: &AppState) -> Option<String> {
    serde_json::to_string(&*state.data()).ok()
}

async fn write_snapshot(path: PathBuf, json: String) {
    let result = tokio::task::spawn_blocking(move || persist::save(&path, &json)).await;
    if let Ok(Err(e)) = result {
        tracing::warn!(code = e.code(), "cannot save the world: {e}");
    }
}

async fn until_stopped(mut rx: watch::Receiver<bool>) {
    loop {
        let stop = *rx.borrow_and_update();
        if stop || rx.changed().await.is_err() {
            return;
        }
    }
}

/// Binds `config.listen`, serves on a tokio task and returns at once.
pub async fn spawn(config: Config) -> Result<Running, Error> {
    let data = match &config.db {
        Some(path) => {
            let path = path.clone();
            let extra = config.ebls;
            tokio::task::spawn_blocking(move || -> Result<Data, Error> {
                match persist::load(&path)? {
                    Some(data) => Ok(data),
                    None => {
                        let data = Data::demo(extra);
                        persist::save(&path, &serde_json::to_string(&data)?)?;
                        Ok(data)
                    }
                }
            })
            .await
            .map_err(|e| Error::Io(std::io::Error::other(e)))??
        }
        None => Data::demo(config.ebls),
    };
    let listener = tokio::net::TcpListener::bind(config.listen)
        .await
        .map_err(|source| Error::Bind {
            addr: config.listen,
            source,
        })?;
    let addr = listener.local_addr()?;
    let base_url = format!("http://{addr}");
    let (upload_dir, temp_uploads) = match &config.db {
        Some(path) => (path.with_extension("uploads"), None),
        None => {
            let dir = std::env::temp_dir().join(format!("tdx-sandbox-{}", uuid::Uuid::new_v4()));
            (dir.clone(), Some(dir))
        }
    };
    tokio::fs::create_dir_all(&upload_dir).await?;
    let settings = Settings {
        token_ttl: config.token_ttl,
        upload_dir,
        base_url: (!addr.ip().is_unspecified()).then(|| base_url.clone()),
        retry_delays: vec![Duration::from_millis(200), Duration::from_millis(600)],
        admin_token: config
            .admin_token
            .clone()
            .unwrap_or_else(state::random_token),
        limits: config.limits,
        signing_ttl: config.signing_ttl,
        clock: config.clock.clone(),
    };
    let state = AppState::new(data, settings, config.db.is_some());
    let (stop, stopped) = watch::channel(false);
    let router = app(state.clone());
    let server_stop = stopped.clone();
    let server = tokio::spawn(async move {
        let service = router.into_make_service_with_connect_info::<SocketAddr>();
        let shutdown = until_stopped(server_stop);
        if let Err(e) = axum::serve(listener, service)
            .with_graceful_shutdown(shutdown)
            .await
        {
            tracing::error!("server stopped: {e}");
        }
    });
    let writer = config.db.clone().map(|path| {
        let state = state.clone();
        let stopped = until_stopped(stopped.clone());
        tokio::spawn(async move {
            tokio::pin!(stopped);
            loop {
                tokio::select! {
                    _ = state.wait_changed() => {
                        tokio::time::sleep(Duration::from_millis(50)).await;
                        if let Some(json) = snapshot(&state) {
                            write_snapshot(path.clone(), json).await;
                        }
                    }
                    _ = &mut stopped => {
                        if let Some(json) = snapshot(&state) {
                            write_snapshot(path.clone(), json).await;
                        }
                        return;
                    }
                }
            }
        })
    });
    Ok(Running {
        addr,
        base_url,
        state,
        stop,
        server: std::sync::Mutex::new(Some(server)),
        writer: std::sync::Mutex::new(writer),
        temp_uploads,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_dropped_sandbox_leaves_no_uploads_folder() {
        let running = spawn(Config::default()).await.expect("sandbox");
        let dir = running.temp_uploads.clone().expect("a temp uploads folder");
        assert!(dir.is_dir(), "the uploads folder is made at start");
        drop(running);
        assert!(!dir.exists(), "{} is left behind", dir.display());
    }
}
