//! The desk of the active profile and the PDF renderer, shared by the commands. The desk
//! starts on first use: the embedded sandbox comes up in-process on 127.0.0.1:0 and its world
//! is kept in the app's data folder, so what a user did survives a restart.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Arc;

use tauri::{AppHandle, Manager, Runtime};
use tauri_plugin_opener::OpenerExt;
use tdx_client::auth::BrowserOpener;
use tdx_desk::{Desk, EblCache, SandboxOptions};
use tdx_pdf::{DocumentId, PdfConfig, PdfService, WorkerCommand};
use tokio::sync::{Mutex, OnceCell};

use crate::error::IpcError;

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
    desk: OnceCell<Arc<Desk>>,
    data_dir: Option<PathBuf>,
    pdf: OnceCell<PdfService>,
    resource_dir: Option<PathBuf>,
    /// Open preview documents by eBL id.
    previews: Mutex<HashMap<String, DocumentId>>,
}

impl DeskState {
    pub fn new(data_dir: Option<PathBuf>, resource_dir: Option<PathBuf>) -> Self {
        Self {
            desk: OnceCell::new(),
            data_dir,
            pdf: OnceCell::new(),
            resource_dir,
            previews: Mutex::new(HashMap::new()),
        }
    }

    /// The desk of the active profile, started on first use.
    pub async fn desk<R: Runtime>(&self, app: &AppHandle<R>) -> Result<Arc<Desk>, IpcError> {
        let desk = self
            .desk
            .get_or_try_init(|| async {
                let opener: Arc<dyn BrowserOpener> = Arc::new(SystemBrowser(app.clone()));
                let db = self.data_dir.as_ref().map(|d| d.join("sandbox.sqlite"));
                if let Some(dir) = &self.data_dir {
                    let _ = std::fs::create_dir_all(dir);
                }
                // EBL_DESK_SANDBOX_EBLS adds generated eBLs to the demo world (benchmarks).
                let extra_ebls = std::env::var("EBL_DESK_SANDBOX_EBLS")
                    .ok()
                    .and_then(|n| n.trim().parse().ok())
                    .unwrap_or(0);
                let options = SandboxOptions {
                    db,
                    extra_ebls,
                    ..SandboxOptions::default()
                };
                let cache = self.cache();
                let desk = match Desk::open_sandbox(options, opener.clone(), cache.clone()).await {
                    Ok(desk) => desk,
                    // A damaged sandbox file must not keep the app from starting.
                    Err(err) => {
                        eprintln!(
                            "ebl-desk: sandbox data unusable ({err}); starting a fresh world"
                        );
                        let options = SandboxOptions {
                            extra_ebls,
                            ..SandboxOptions::default()
                        };
                        Desk::open_sandbox(options, opener, cache).await?
                    }
                };
                Ok::<_, IpcError>(Arc::new(desk))
            })
            .await?;
        Ok(desk.clone())
    }

    /// The eBL cache in the app's local store, or in memory when the store cannot be
    /// opened (the app still works; it just starts empty next time).
    fn cache(&self) -> EblCache {
        let opened = self
            .data_dir
            .as_ref()
            .map(|d| tdx_store::Store::open(d.join("ebl-desk.sqlite")));
        match opened {
            Some(Ok(store)) => EblCache::with_store(Arc::new(std::sync::Mutex::new(store))),
            Some(Err(err)) => {
                eprintln!("ebl-desk: local store unusable ({err}); caching in memory only");
                EblCache::in_memory()
            }
            None => EblCache::in_memory(),
        }
    }

    /// The desk if it has started (background work does not start it).
    pub fn started_desk(&self) -> Option<Arc<Desk>> {
        self.desk.get().cloned()
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

    pub fn previews(&self) -> &Mutex<HashMap<String, DocumentId>> {
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
