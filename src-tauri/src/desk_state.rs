//! The desk of the active profile and the PDF renderer, shared by the commands. The desk
//! starts on first use: the embedded sandbox comes up in-process on 127.0.0.1:0 and its world
//! is kept in the app's data folder, so what a user did survives a restart.

use std::path::PathBuf;
use std::sync::Arc;

use tauri::{AppHandle, Manager, Runtime};
use tauri_plugin_opener::OpenerExt;
use tdx_client::auth::BrowserOpener;
use tdx_desk::{Desk, EblCache, SandboxOptions};
use tdx_pdf::{PdfConfig, PdfService, WorkerCommand};
use tokio::sync::{Mutex, OnceCell};

use crate::error::IpcError;
use crate::open_previews::OpenPreviews;

/// The setting (kept with the sandbox profile) naming the profile in use.
const ACTIVE_PROFILE_KEY: &str = "active-profile";

/// Opens login pages in the system browser (xdg-open on Linux).
struct SystemBrowser<R: Runtime>(AppHandle<R>);

impl<R: Runtime> BrowserOpener for SystemBrowser<R> {
    fn open(&self, url: &str) -> Result<(), String> {
        self.0
            .opener()
            .open_url(url, None::<&str>)
            .map_err(|e| e.to_string())
    }
}

pub struct DeskState {
    /// The embedded sandbox's desk: started when the sandbox profile is used, stopped when
    /// another profile takes over (the embedded service runs only while its profile is in use).
    sandbox: Mutex<Option<Arc<Desk>>>,
    /// Set once the profile remembered from the last run has been reopened (or not).
    reopened: OnceCell<()>,
    /// The desk of a service profile when one is active; `None` means the sandbox.
    service: tokio::sync::RwLock<Option<Arc<Desk>>>,
    /// The local store (profiles, cache, contacts...), if the data folder is usable.
    store: Option<Arc<std::sync::Mutex<tdx_store::Store>>>,
    /// The eBL lists of every profile, one cache shared by the desks (and the warm-up).
    cache: EblCache,
    data_dir: Option<PathBuf>,
    pdf: OnceCell<PdfService>,
    resource_dir: Option<PathBuf>,
    /// Open preview documents by eBL id.
    previews: Mutex<OpenPreviews>,
    /// Said to the user once the window asks: the store was damaged and moved aside, or is
    /// unusable.
    store_notice: Option<String>,
}

impl DeskState {
    pub fn new(data_dir: Option<PathBuf>, resource_dir: Option<PathBuf>) -> Self {
        let mut store_notice = None;
        let store = data_dir.as_ref().and_then(|d| {
            let _ = std::fs::create_dir_all(d);
            match tdx_store::Store::open_checked(d.join("ebl-desk.sqlite")) {
                Ok(opened) => {
                    tracing::info!(
                        check = ?opened.check,
                        ms = opened.check_time.as_millis() as u64,
                        "local store checked"
                    );
                    if let Some(aside) = &opened.quarantined {
                        tracing::warn!(path = %aside.display(), "damaged local store moved aside");
                        store_notice = Some(format!(
                            "The app's data file was damaged. It was moved aside to {} and a new \
                             one was started: drafts, contacts and settings saved before are in \
                             the file moved aside.",
                            aside.display()
                        ));
                    }
                    Some(Arc::new(std::sync::Mutex::new(opened.store)))
                }
                Err(err) => {
                    tracing::error!("local store unusable ({err}); keeping data in memory");
                    store_notice = Some(format!(
                        "The app's data file cannot be used ({err}). Nothing is saved on this \
                         computer until this is fixed."
                    ));
                    None
                }
            }
        });
        let cache = match &store {
            Some(store) => EblCache::with_store(store.clone()),
            None => EblCache::in_memory(),
        };
        Self {
            sandbox: Mutex::new(None),
            reopened: OnceCell::new(),
            service: tokio::sync::RwLock::new(None),
            store,
            cache,
            data_dir,
            pdf: OnceCell::new(),
            resource_dir,
            previews: Mutex::new(OpenPreviews::default()),
            store_notice,
        }
    }

    /// What the window must tell about the local store (moved aside, unusable), if anything.
    pub fn store_notice(&self) -> Option<&str> {
        self.store_notice.as_deref()
    }

    /// The desk of the active profile, started on first use.
    pub async fn desk<R: Runtime>(&self, app: &AppHandle<R>) -> Result<Arc<Desk>, IpcError> {
        self.reopen_remembered(app).await;
        if let Some(service) = self.service.read().await.clone() {
            return Ok(service);
        }
        self.sandbox_desk(app).await
    }

    /// On the first call, reopens the service profile that was active when the app last
    /// stopped; one that cannot be opened any more falls back to the sandbox.
    async fn reopen_remembered<R: Runtime>(&self, app: &AppHandle<R>) {
        self.reopened
            .get_or_init(|| async {
                if let Some(id) = self.remembered_profile()
                    && let Err(err) = self.open_service(app, &id).await
                {
                    tracing::warn!(profile = %id, "profile could not be reopened: {}", err.message);
                }
            })
            .await;
    }

    /// The embedded sandbox's desk, started if it is not running.
    async fn sandbox_desk<R: Runtime>(&self, app: &AppHandle<R>) -> Result<Arc<Desk>, IpcError> {
        let mut slot = self.sandbox.lock().await;
        if let Some(desk) = slot.as_ref() {
            return Ok(desk.clone());
        }
        let opener = Self::opener(app);
        let db = self.data_dir.as_ref().map(|d| d.join("sandbox.sqlite"));
        if let Some(dir) = &self.data_dir {
            let _ = std::fs::create_dir_all(dir);
        }
        // EBL_DESK_SANDBOX_EBLS adds generated eBLs to the demo world (benchmarks).
        let extra_ebls = std::env::var("EBL_DESK_SANDBOX_EBLS")
            .ok()
            .and_then(|n| n.trim().parse().ok())
            .unwrap_or(0);
        // TDX_SANDBOX_ADMIN_TOKEN fixes the token of the sandbox's admin endpoints, as for a
        // standalone tdx-sandbox (the e2e scenarios drive the demo world with it).
        let admin_token = std::env::var("TDX_SANDBOX_ADMIN_TOKEN")
            .ok()
            .filter(|t| !t.trim().is_empty());
        let options = SandboxOptions {
            db,
            extra_ebls,
            admin_token: admin_token.clone(),
            ..SandboxOptions::default()
        };
        let cache = self.cache();
        let desk = match Desk::open_sandbox(options, opener.clone(), cache.clone()).await {
            Ok(desk) => desk,
            // A damaged sandbox file must not keep the app from starting.
            Err(err) => {
                tracing::warn!("sandbox data unusable ({err}); starting a fresh world");
                let options = SandboxOptions {
                    extra_ebls,
                    admin_token,
                    ..SandboxOptions::default()
                };
                Desk::open_sandbox(options, opener, cache).await?
            }
        };
        let desk = Arc::new(desk);
        *slot = Some(desk.clone());
        Ok(desk)
    }

    /// Stops the embedded sandbox (its world saved) when another profile takes over.
    async fn stop_sandbox(&self) {
        let desk = self.sandbox.lock().await.take();
        if let Some(desk) = desk {
            desk.stop_sandbox().await;
        }
    }

    fn opener<R: Runtime>(app: &AppHandle<R>) -> Arc<dyn BrowserOpener> {
        Arc::new(SystemBrowser(app.clone()))
    }

    async fn open_service<R: Runtime>(&self, app: &AppHandle<R>, id: &str) -> Result<(), IpcError> {
        let profile = {
            let store = self.store_guard()?;
            tdx_desk::profiles::load(&store, id)?
        };
        let desk = Desk::open_service(profile, Self::opener(app), self.cache()).await?;
        *self.service.write().await = Some(Arc::new(desk));
        Ok(())
    }

    /// Makes `id` the active profile (the sandbox, or a saved service profile).
    pub async fn switch<R: Runtime>(
        &self,
        app: &AppHandle<R>,
        id: &str,
    ) -> Result<Arc<Desk>, IpcError> {
        self.reopen_remembered(app).await;
        // The files given to the app belong to the profile they were given in.
        if let Some(current) = self.started_desk().await {
            current.grants().revoke_all();
        }
        if id == tdx_desk::profile::SANDBOX_PROFILE_ID {
            self.sandbox_desk(app).await?;
            *self.service.write().await = None;
        } else {
            self.open_service(app, id).await?;
            self.stop_sandbox().await;
        }
        self.previews.lock().await.clear();
        if let Ok(store) = self.store_guard() {
            let _ = store.set_setting(
                tdx_desk::profile::SANDBOX_PROFILE_ID,
                ACTIVE_PROFILE_KEY,
                id,
            );
        }
        self.desk(app).await
    }

    /// The id of the active profile.
    pub async fn active_id(&self) -> String {
        match self.service.read().await.as_ref() {
            Some(desk) => desk.profile().id.clone(),
            None => tdx_desk::profile::SANDBOX_PROFILE_ID.to_owned(),
        }
    }

    fn remembered_profile(&self) -> Option<String> {
        let store = self.store_guard().ok()?;
        store
            .setting(tdx_desk::profile::SANDBOX_PROFILE_ID, ACTIVE_PROFILE_KEY)
            .ok()
            .flatten()
            .filter(|id| id != tdx_desk::profile::SANDBOX_PROFILE_ID)
    }

    /// The local store, or an error the window can show.
    pub fn store_guard(&self) -> Result<std::sync::MutexGuard<'_, tdx_store::Store>, IpcError> {
        let store = self.store.as_ref().ok_or_else(|| {
            IpcError::new(
                "store.unavailable",
                "The app's data folder cannot be used; profiles cannot be saved.",
            )
        })?;
        store.lock().map_err(|_| IpcError::state_poisoned())
    }

    /// The eBL cache in the app's local store, or in memory when there is no store (the
    /// app still works; it just starts empty next time).
    fn cache(&self) -> EblCache {
        self.cache.clone()
    }

    /// The desk if it has started (background work does not start it).
    pub async fn started_desk(&self) -> Option<Arc<Desk>> {
        match self.service.read().await.clone() {
            Some(service) => Some(service),
            None => self.sandbox.lock().await.clone(),
        }
    }

    pub async fn pdf(&self) -> Result<PdfService, IpcError> {
        let service = self
            .pdf
            .get_or_try_init(|| async {
                let mut config = PdfConfig::new(WorkerCommand::current_exe()?);
                config.resource_dir = self.resource_dir.clone();
                Ok::<_, IpcError>(PdfService::new(config))
            })
            .await?;
        Ok(service.clone())
    }

    /// Work the first screen will need, started while WebKit starts: the active profile's desk
    /// (the embedded sandbox, a resumed session, the cached list read into memory) and then the PDF worker
    /// (spawn + PDFium load). Errors are left for the first command that needs each to report;
    /// the UI is never blocked.
    pub async fn warm_up<R: Runtime>(&self, app: &AppHandle<R>) {
        // The active profile's cached list is read from the store while the desk (the embedded
        // sandbox, the resumed session) opens: the list needs neither.
        let profile = self
            .remembered_profile()
            .unwrap_or_else(|| tdx_desk::profile::SANDBOX_PROFILE_ID.to_owned());
        let cache = self.cache();
        let preload = tauri::async_runtime::spawn_blocking(move || {
            let _ = cache.load(&profile);
        });
        let _ = self.desk(app).await;
        let _ = preload.await;
        if let Ok(pdf) = self.pdf().await {
            let _ = pdf.ping().await;
        }
    }

    pub fn previews(&self) -> &Mutex<OpenPreviews> {
        &self.previews
    }
}

/// Where the app keeps its data and where its bundled resources are.
pub fn folders<R: Runtime>(app: &AppHandle<R>) -> (Option<PathBuf>, Option<PathBuf>) {
    let data = std::env::var_os("EBL_DESK_DATA_DIR")
        .map(PathBuf::from)
        .or_else(|| app.path().app_data_dir().ok());
    (data, app.path().resource_dir().ok())
}
