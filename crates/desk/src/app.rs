//! The owner of the app's profiles, shared by every command of the shell: the local store
//! (checked when the app starts), the embedded sandbox's desk (started when its profile is
//! used, stopped when a service profile takes over), the active service profile's desk, the
//! profile remembered from the last run, the PDF worker with the open previews, and the
//! registration in progress; and the desks of the other service profiles whose keyring holds
//! a session, watched in the background ([`DeskApp::watched`]).
//!
//! It knows no window: the shell builds one `DeskApp` in its setup with the browser opener
//! and the folders, and each command calls one method.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex as SyncMutex, MutexGuard};
use std::time::Duration;
use tdx_i18n::tr;

use tdx_client::CancellationToken;
use tdx_client::auth::BrowserOpener;
use tdx_pdf::{PdfConfig, PdfService, WorkerCommand};
use tokio::sync::{Mutex, Notify, OnceCell, RwLock};

use crate::app_preferences::{self, AppPreferences, CloseToTray};
use crate::company_registration::{RegistrationInput, RegistrationResult};
use crate::journal;
use crate::journal::{ActivityFilter, ActivityPage, JournalStore};
use crate::language::{self, LanguageSetting};
use crate::last_view::{self, LastView};
use crate::paths::WritablePath;
use crate::preview::Previews;
use crate::profiles::{self, DeletedProfileView, ProfileDeletion, ProfileKind, SANDBOX_PROFILE_ID};
use crate::watch::AttentionSummary;
use crate::{Context, EblCache, Error, Result, SandboxOptions};

/// The setting (kept with the sandbox profile) naming the profile in use.
pub const ACTIVE_PROFILE_KEY: &str = "active-profile";

/// The name of the local store's file in the data folder.
pub const STORE_FILE: &str = tdx_store::FILE_NAME;

/// Where the app keeps its data and how its parts start.
#[derive(Debug, Clone)]
pub struct AppConfig {
    /// The app's data folder (store, sandbox world); `None` keeps everything in memory.
    pub data_dir: Option<PathBuf>,
    /// The bundled resources (the packaged PDFium is found there first).
    pub resource_dir: Option<PathBuf>,
    /// How to start the PDF worker; `None` is this executable with the worker argument.
    pub pdf_worker: Option<WorkerCommand>,
    /// Generated eBLs added to the demo world (benchmarks).
    pub sandbox_extra_ebls: usize,
    /// The token of the embedded sandbox's admin endpoints (the e2e scenarios drive the demo
    /// world with it); random when `None`.
    pub sandbox_admin_token: Option<String>,
    /// How often the eBL list is polled while signed in (`EBL_DESK_POLL_SECONDS`, for the
    /// leak check of `make bench`; 30 s otherwise).
    pub poll_interval: Duration,
    /// The user's configuration folder, where the autostart entry goes
    /// (`$XDG_CONFIG_HOME`, else `~/.config`); `None`: starting at login cannot be offered.
    pub config_home: Option<PathBuf>,
    /// How long the local store's full check may hold the start; a file too large for it is
    /// checked after the start, on a thread of its own ([`tdx_store::FULL_CHECK_BUDGET`] for
    /// `tdx`; zero for the app's window, whose launch it would slow: always after the start).
    pub store_check_budget: Duration,
    /// The system's language (`LC_ALL`, `LC_MESSAGES`, `LANG`), followed unless the user chose
    /// one ([`crate::language`]).
    pub system_language: tdx_i18n::Lang,
}

/// How often the eBL list is polled unless `EBL_DESK_POLL_SECONDS` says otherwise.
pub const POLL_INTERVAL: Duration = Duration::from_secs(30);

pub use crate::watch::{POLL_SLOWDOWN, next_poll};

impl Default for AppConfig {
    /// Everything in memory, the usual sandbox and poll interval.
    fn default() -> Self {
        Self::from_vars(None, None, |_| None)
    }
}

impl AppConfig {
    /// The folders given, and the sandbox knobs from the environment:
    /// `EBL_DESK_SANDBOX_EBLS` (generated eBLs) and `TDX_SANDBOX_ADMIN_TOKEN`, and the poll
    /// interval from `EBL_DESK_POLL_SECONDS` (a whole number of seconds, at least 1).
    pub fn from_env(data_dir: Option<PathBuf>, resource_dir: Option<PathBuf>) -> Self {
        Self::from_vars(data_dir, resource_dir, |name| std::env::var(name).ok())
    }

    fn from_vars(
        data_dir: Option<PathBuf>,
        resource_dir: Option<PathBuf>,
        var: impl Fn(&str) -> Option<String>,
    ) -> Self {
        AppConfig {
            data_dir,
            resource_dir,
            pdf_worker: None,
            sandbox_extra_ebls: var("EBL_DESK_SANDBOX_EBLS")
                .and_then(|n| n.trim().parse().ok())
                .unwrap_or(0),
            sandbox_admin_token: var("TDX_SANDBOX_ADMIN_TOKEN").filter(|t| !t.trim().is_empty()),
            poll_interval: var("EBL_DESK_POLL_SECONDS")
                .and_then(|n| n.trim().parse::<u64>().ok())
                .filter(|&n| n >= 1)
                .map_or(POLL_INTERVAL, Duration::from_secs),
            config_home: crate::autostart::config_home(|name| {
                var(name).map(std::ffi::OsString::from)
            }),
            store_check_budget: tdx_store::FULL_CHECK_BUDGET,
            system_language: tdx_i18n::Lang::from_vars(&var),
        }
    }

    fn sandbox_options(&self, keep_world: bool) -> SandboxOptions {
        SandboxOptions {
            db: keep_world
                .then(|| self.data_dir.as_ref().map(|d| d.join("sandbox.sqlite")))
                .flatten(),
            extra_ebls: self.sandbox_extra_ebls,
            admin_token: self.sandbox_admin_token.clone(),
            ..SandboxOptions::default()
        }
    }
}

/// The profiles of the app and what they share. See the module documentation.
pub struct DeskApp {
    config: AppConfig,
    opener: Arc<dyn BrowserOpener>,
    /// The embedded sandbox's desk, while its profile is in use.
    sandbox: Mutex<Option<Arc<Context>>>,
    /// Set once the profile remembered from the last run has been reopened (or not).
    reopened: OnceCell<()>,
    /// The desk of a service profile when one is active; `None` means the sandbox.
    service: RwLock<Option<Arc<Context>>>,
    /// The local store (profiles, cache, contacts...), if the data folder is usable.
    store: Option<Arc<SyncMutex<tdx_store::Store>>>,
    /// The eBL lists of every profile, one cache shared by the desks (and the warm-up).
    cache: EblCache,
    pdf: OnceCell<PdfService>,
    previews: Previews,
    /// The registration waiting for the browser, so that it can be cancelled.
    registration: SyncMutex<Option<CancellationToken>>,
    /// Said to the user once the window asks: the store was damaged and moved aside, or is
    /// unusable.
    store_notice: Option<String>,
    /// The check of a store not checked within the start's budget (too large for it, or no
    /// budget given), running beside the app; its answer (a notice when it found damage) is
    /// kept once it is joined.
    store_check: SyncMutex<LaterCheck>,
    /// The journal of the deleted profile the Activity screen shows, kept between its pages.
    deleted_journal: SyncMutex<Option<(String, JournalStore)>>,
    /// The desks of the service profiles watched besides the active one (by profile id): each
    /// holds a session from the keyring. A profile has one desk at most: the active one, or
    /// one here (its refresh token rotates; two desks would sign each other out).
    watched: SyncMutex<HashMap<String, Arc<Context>>>,
    /// Held while a service profile's desk is opened, moved or dropped (switch, watch,
    /// delete), so that no profile is ever opened twice.
    desks_gate: Mutex<()>,
    /// Told when the profiles to watch may have changed (a switch, a sign-in or out, a
    /// profile saved or deleted): the shell's poll loops are started or ended at once.
    rewatch: Notify,
}

impl DeskApp {
    /// Opens the local store (a damaged one is moved aside and a new one started, and
    /// [`DeskApp::store_notice`] says so); nothing else starts until it is first needed. The
    /// process's language is the caller's to set before (the app: the user's choice peeked from
    /// the store with [`crate::language::at_launch`]; `tdx`: `--lang` or the system's).
    pub fn new(config: AppConfig, opener: Arc<dyn BrowserOpener>) -> Self {
        let (store, store_notice, check_later) = match &config.data_dir {
            Some(dir) => open_store(dir, config.store_check_budget),
            None => (None, None, None),
        };
        let store_check = SyncMutex::new(match check_later {
            Some(path) => LaterCheck::Running(check_store_after_start(path)),
            None => LaterCheck::Done(None),
        });
        let cache = match (&store, &config.data_dir) {
            (Some(store), _) => EblCache::with_store(store.clone()),
            (None, Some(_)) => EblCache::without_store(store_notice.clone().unwrap_or_default()),
            (None, None) => EblCache::in_memory(),
        };
        Self {
            config,
            opener,
            sandbox: Mutex::new(None),
            reopened: OnceCell::new(),
            service: RwLock::new(None),
            store,
            cache,
            pdf: OnceCell::new(),
            previews: Previews::default(),
            registration: SyncMutex::new(None),
            store_notice,
            store_check,
            deleted_journal: SyncMutex::new(None),
            watched: SyncMutex::new(HashMap::new()),
            desks_gate: Mutex::new(()),
            rewatch: Notify::new(),
        }
    }

    /// How often the eBL list is polled while signed in.
    pub fn poll_interval(&self) -> Duration {
        self.config.poll_interval
    }

    /// What the window must tell about the local store (moved aside, unusable, or found
    /// damaged by the check after the start), if anything. Never waits for that check.
    pub fn store_notice(&self) -> Option<String> {
        if let Some(notice) = &self.store_notice {
            return Some(notice.clone());
        }
        let mut check = self.store_check.lock().ok()?;
        check.join_if(|handle| handle.is_finished())
    }

    /// Waits for the check of the local store after the start, if one runs, and returns what
    /// it found (tests, and the shell before it quits).
    pub fn wait_store_check(&self) -> Option<String> {
        let mut check = self.store_check.lock().ok()?;
        check.join_if(|_| true)
    }

    /// The desk of the active profile, started on first use.
    pub async fn context(&self) -> Result<Arc<Context>> {
        self.reopen_remembered().await;
        if let Some(service) = self.service.read().await.clone() {
            return Ok(service);
        }
        self.sandbox_desk().await
    }

    /// The desk if it has started (background work does not start it).
    pub async fn started_context(&self) -> Option<Arc<Context>> {
        match self.service.read().await.clone() {
            Some(service) => Some(service),
            None => self.sandbox.lock().await.clone(),
        }
    }

    /// Makes `id` the active profile (the sandbox, or a saved service profile) and remembers
    /// it for the next start. The files given to the app belong to the profile they were given
    /// in, and the previews to the service they came from.
    ///
    /// A watched profile's desk becomes the active one as it is (the same desk, its session and
    /// caches); the service profile left keeps being watched while it holds a session.
    pub async fn switch(&self, id: &str) -> Result<Arc<Context>> {
        self.reopen_remembered().await;
        let gate = self.desks_gate.lock().await;
        if let Some(current) = self.started_context().await {
            current.grants().revoke_all();
            // A module PIN given for one profile is not carried to another.
            if current.profile.id != id {
                tdx_keys::pkcs11::close_sessions(None);
            }
        }
        let left = self.service.read().await.clone();
        if id == SANDBOX_PROFILE_ID {
            self.sandbox_desk().await?;
            *self.service.write().await = None;
        } else if left.as_ref().is_some_and(|desk| desk.profile.id == id) {
            // Already in use: the same desk.
        } else {
            let watched = self.watched_slot()?.remove(id);
            let desk = match watched {
                Some(desk) => desk,
                None => self.open_service_desk(id).await?,
            };
            *self.service.write().await = Some(desk);
            self.stop_sandbox().await;
        }
        if let Some(left) = left
            && left.profile.id != id
            && left.session.read().await.is_some()
        {
            self.watched_slot()?.insert(left.profile.id.clone(), left);
        }
        drop(gate);
        self.rewatch();
        self.previews.clear().await;
        if let Ok(store) = self.store() {
            // A switch before the sandbox ever started (the command line's) writes its row.
            app_preferences::app_settings_row(&store);
            if let Err(e) = store.set_setting(SANDBOX_PROFILE_ID, ACTIVE_PROFILE_KEY, id) {
                tracing::warn!(code = e.code(), "the profile in use was not remembered");
            }
        }
        self.context().await
    }

    /// Every profile watched now, the active one first (the embedded sandbox while it is the
    /// active profile and has started): the desks of the service profiles whose keyring holds
    /// a session are opened (resuming it), and dropped once it is gone (signed out, refused,
    /// the profile deleted or pointed elsewhere). A desk that cannot be opened now is tried
    /// again at the next call.
    pub async fn watched(&self) -> Vec<Arc<Context>> {
        self.reopen_remembered().await;
        let gate = self.desks_gate.lock().await;
        let active = self.active_id().await;
        let wanted = self.profiles_with_session(&active);
        let mut stale = Vec::new();
        if let Ok(mut watched) = self.watched_slot() {
            watched.retain(|id, desk| {
                let keep = wanted.iter().any(|p| p == &desk.profile);
                if !keep {
                    tracing::info!(profile = %id, "no longer watched");
                    stale.push(desk.clone());
                }
                keep
            });
        }
        drop(stale);
        for profile in wanted {
            if self.watched_context_now(&profile.id).is_some() {
                continue;
            }
            let id = profile.id.clone();
            match crate::session::open_service(profile, self.opener.clone(), self.cache.clone())
                .await
            {
                Ok(desk) if desk.session.read().await.is_some() => {
                    tracing::info!(profile = %id, "watched");
                    if let Ok(mut watched) = self.watched_slot() {
                        watched.insert(id, Arc::new(desk));
                    }
                }
                Ok(_) => tracing::info!(profile = %id, "its session was refused: not watched"),
                Err(err) => {
                    tracing::warn!(profile = %id, code = err.code(), "not watched for now")
                }
            }
        }
        drop(gate);
        self.watched_now().await
    }

    /// Saves a service profile ([`profiles::save`]). An edit that ends the profile's session
    /// (another address, client ID or path) also ends it in memory: the profile's watched desk
    /// drops its session (its poll loop stops using it) and is no longer watched.
    pub async fn save_service_profile(
        &self,
        input: &crate::view::ServiceProfileInput,
    ) -> Result<crate::view::ProfileView> {
        self.reopen_remembered().await;
        let gate = self.desks_gate.lock().await;
        let active = self.active_id().await;
        let (saved, ended) = {
            let store = self.store()?;
            profiles::save_ending_session(&store, input, &active)?
        };
        if ended {
            let watched = self.watched_slot()?.remove(&saved.id);
            if let Some(desk) = watched {
                tracing::info!(profile = %saved.id, "session ended by an edit: no longer watched");
                desk.session.write().await.take();
                desk.reviews.lock().await.clear();
            }
        }
        drop(gate);
        self.rewatch();
        Ok(saved)
    }

    /// The desk of the watched profile `id` as it is now (the active one, or one watched in
    /// the background); opens nothing.
    pub async fn watched_context(&self, id: &str) -> Option<Arc<Context>> {
        if let Some(active) = self.started_context().await
            && active.profile.id == id
        {
            return Some(active);
        }
        self.watched_context_now(id)
    }

    /// What needs attention across the watched profiles (opens nothing).
    pub async fn attention_summary(&self) -> AttentionSummary {
        crate::watch::summary(&self.watched_now().await)
    }

    /// Tells the shell's poll loops that the profiles to watch may have changed (after a
    /// sign-in or out, or a profile saved); a switch and a deletion tell it themselves.
    pub fn rewatch(&self) {
        self.rewatch.notify_one();
    }

    /// Resolves at the next [`DeskApp::rewatch`] (or at once if one came since the last wait).
    pub async fn rewatched(&self) {
        self.rewatch.notified().await;
    }

    /// The watched desks now: the active one (if started) first, then the others by name.
    async fn watched_now(&self) -> Vec<Arc<Context>> {
        let mut others: Vec<Arc<Context>> = self
            .watched_slot()
            .map(|w| w.values().cloned().collect())
            .unwrap_or_default();
        others.sort_by(|a, b| {
            (a.profile.name.to_lowercase(), &a.profile.id)
                .cmp(&(b.profile.name.to_lowercase(), &b.profile.id))
        });
        let active = self.started_context().await;
        let active_id = active.as_ref().map(|a| a.profile.id.clone());
        active
            .into_iter()
            .chain(
                others
                    .into_iter()
                    .filter(|d| active_id.as_ref() != Some(&d.profile.id)),
            )
            .collect()
    }

    fn watched_context_now(&self, id: &str) -> Option<Arc<Context>> {
        self.watched_slot().ok()?.get(id).cloned()
    }

    fn watched_slot(&self) -> Result<MutexGuard<'_, HashMap<String, Arc<Context>>>> {
        self.watched.lock().map_err(|_| Error::StatePoisoned)
    }

    /// The service profiles other than `active` whose keyring holds a session (a refresh
    /// token). A keyring that cannot be read holds none for now.
    fn profiles_with_session(&self, active: &str) -> Vec<profiles::Profile> {
        let Ok(saved) = self.store().and_then(|s| Ok(s.profiles()?)) else {
            return Vec::new();
        };
        saved
            .into_iter()
            .filter(|p| p.kind == ProfileKind::Service && p.id != active)
            .filter(|p| {
                tdx_keys::secret_store::SecretStore::new(&p.id)
                    .and_then(|s| s.get(tdx_keys::secret_store::ENTRY_REFRESH_TOKEN))
                    .is_ok_and(|token| token.is_some())
            })
            .collect()
    }

    /// The app's preferences: what closing the window does, and whether it starts at login.
    pub fn app_preferences(&self) -> AppPreferences {
        AppPreferences {
            close_to_tray: self.close_to_tray(),
            start_at_login: self
                .config
                .config_home
                .as_deref()
                .is_some_and(crate::autostart::is_enabled),
        }
    }

    /// The language in use, the system's, the user's choice and the languages offered.
    pub fn language_setting(&self) -> LanguageSetting {
        language::setting(self.config.system_language, self.language_choice())
    }

    /// The language in use: the user's choice, else the system's.
    pub fn language(&self) -> tdx_i18n::Lang {
        language::effective(self.config.system_language, self.language_choice())
    }

    fn language_choice(&self) -> Option<tdx_i18n::Lang> {
        self.store().ok().and_then(|store| language::choice(&store))
    }

    /// Chooses the language (`None`: follow the system), remembers it and applies it to what
    /// Rust says from now on (errors, notifications). Answers the setting as it now is; the
    /// window reloads its messages in [`LanguageSetting::current`].
    pub fn set_language(&self, choice: Option<&str>) -> Result<LanguageSetting> {
        let choice = language::parse_choice(choice)?;
        language::set_choice(&*self.store()?, choice)?;
        tdx_i18n::set_language(language::effective(self.config.system_language, choice));
        Ok(self.language_setting())
    }

    /// What closing the window does.
    pub fn close_to_tray(&self) -> CloseToTray {
        self.store()
            .map(|s| app_preferences::close_to_tray(&s))
            .unwrap_or_default()
    }

    /// Remembers what closing the window does.
    pub fn set_close_to_tray(&self, value: CloseToTray) -> Result<()> {
        app_preferences::set_close_to_tray(&*self.store()?, value)
    }

    /// The active profile's dual-control policy.
    pub async fn approval_policy(&self) -> Result<crate::approval::ApprovalPolicy> {
        crate::approval::approval_policy(&*self.context().await?)
    }

    /// Sets the active profile's dual-control policy.
    pub async fn set_approval_policy(
        &self,
        policy: &crate::approval::ApprovalPolicy,
    ) -> Result<()> {
        crate::approval::set_approval_policy(&*self.context().await?, policy)
    }

    /// The screen the window showed last and the eBL list's filter (shown again at a start).
    pub fn last_view(&self) -> LastView {
        self.store()
            .map(|s| last_view::last_view(&s))
            .unwrap_or_default()
    }

    /// Remembers the screen the window shows and the eBL list's filter.
    pub fn set_last_view(&self, view: &LastView) -> Result<()> {
        last_view::set_last_view(&*self.store()?, view)
    }

    /// Changes the app's preferences; starting at login writes the autostart entry for `exe`
    /// (the installed app), or removes it. Answers the preferences as they now are.
    pub fn set_app_preferences(
        &self,
        prefs: &AppPreferences,
        exe: &Path,
    ) -> Result<AppPreferences> {
        self.set_close_to_tray(prefs.close_to_tray)?;
        let now = self.app_preferences();
        if prefs.start_at_login != now.start_at_login || prefs.start_at_login {
            let home = self
                .config
                .config_home
                .as_deref()
                .ok_or_else(|| Error::Invalid(tr!("err-input-autostart-no-config-folder")))?;
            if prefs.start_at_login {
                crate::autostart::enable(home, exe)?;
            } else {
                crate::autostart::disable(home)?;
            }
        }
        Ok(self.app_preferences())
    }

    /// The desk of profile `id` for one use (the command line's `--profile`), without making it
    /// the active profile: the app's active profile and the one remembered for the next start
    /// stay as they are. The active profile's desk is the active one; another service
    /// profile's is opened on its own (with the session the keyring holds for it).
    pub async fn open_profile(&self, id: &str) -> Result<Arc<Context>> {
        self.reopen_remembered().await;
        if id == self.active_id().await {
            return self.context().await;
        }
        if id == SANDBOX_PROFILE_ID {
            return self.sandbox_desk().await;
        }
        if let Some(watched) = self.watched_context_now(id) {
            return Ok(watched);
        }
        let profile = crate::profiles::load(&*self.store()?, id)?;
        let desk =
            crate::session::open_service(profile, self.opener.clone(), self.cache.clone()).await?;
        Ok(Arc::new(desk))
    }

    /// The id of the active profile.
    pub async fn active_id(&self) -> String {
        match self.service.read().await.as_ref() {
            Some(desk) => desk.profile().id.clone(),
            None => SANDBOX_PROFILE_ID.to_owned(),
        }
    }

    /// The local store, or an error the window can show.
    pub fn store(&self) -> Result<MutexGuard<'_, tdx_store::Store>> {
        let store = self.store.as_ref().ok_or(Error::StoreUnavailable)?;
        store.lock().map_err(|_| Error::StatePoisoned)
    }

    /// What deleting the service profile `id` would remove, and keep, as things stand now.
    pub async fn profile_deletion_facts(&self, id: &str) -> Result<ProfileDeletion> {
        self.reopen_remembered().await;
        let active = self.active_id().await;
        profiles::deletion_facts(&*self.store()?, id, &active)
    }

    /// Deletes the service profile `id` if `confirm` is still what deleting it removes
    /// ([`profiles::delete`]); its journal stays readable under Activity.
    /// A watched profile stops being watched first.
    pub async fn delete_profile(&self, id: &str, confirm: &ProfileDeletion) -> Result<()> {
        self.reopen_remembered().await;
        let gate = self.desks_gate.lock().await;
        let active = self.active_id().await;
        // Checked before its desk is dropped: a refused deletion leaves it watched.
        profiles::deletion_facts(&*self.store()?, id, &active)?;
        let dropped = self.watched_slot()?.remove(id);
        let deleted = profiles::delete(&*self.store()?, id, &active, confirm);
        if deleted.is_err()
            && let Some(desk) = dropped
        {
            self.watched_slot()?.insert(id.to_owned(), desk);
        }
        drop(gate);
        self.rewatch();
        deleted
    }

    /// The deleted profiles whose journals are kept.
    pub fn deleted_profiles(&self) -> Result<Vec<DeletedProfileView>> {
        profiles::deleted(&*self.store()?)
    }

    /// One page of the Activity list: the active profile's journal, or the deleted profile's
    /// that `filter.profile` names.
    pub async fn activity(
        &self,
        filter: &ActivityFilter,
        offset: u32,
        limit: u32,
    ) -> Result<ActivityPage> {
        match self.deleted_journal(filter).await? {
            Some((id, journal)) => journal.activity(&id, filter, offset, limit),
            None => journal::activity(&*self.context().await?, filter, offset, limit),
        }
    }

    /// Writes the entries of the Activity list matching `filter` (whose journal: as for
    /// [`DeskApp::activity`]) to `path` as CSV; returns how many.
    pub async fn export_activity_csv(
        &self,
        filter: &ActivityFilter,
        path: WritablePath,
    ) -> Result<u32> {
        match self.deleted_journal(filter).await? {
            Some((id, journal)) => journal.export_activity_csv(&id, filter, path),
            None => journal::export_activity_csv(&*self.context().await?, filter, path),
        }
    }

    /// The journal of the deleted profile `filter.profile` names; `None` for the active
    /// profile's. A profile that exists (but is not active) or never existed is refused.
    async fn deleted_journal(
        &self,
        filter: &ActivityFilter,
    ) -> Result<Option<(String, JournalStore)>> {
        let Some(id) = filter.profile.as_deref().filter(|p| !p.is_empty()) else {
            return Ok(None);
        };
        self.reopen_remembered().await;
        if id == self.active_id().await {
            return Ok(None);
        }
        if self.store()?.deleted_profile(id)?.is_none() {
            return Err(Error::Invalid(tr!(
                "err-input-no-deleted-profile",
                id = format!("{id:?}")
            )));
        }
        let mut slot = self
            .deleted_journal
            .lock()
            .map_err(|_| Error::StatePoisoned)?;
        if let Some((kept, journal)) = slot.as_ref()
            && kept == id
        {
            return Ok(Some((id.to_owned(), journal.clone())));
        }
        let journal = JournalStore::new(self.store.as_ref())?;
        *slot = Some((id.to_owned(), journal.clone()));
        Ok(Some((id.to_owned(), journal)))
    }

    /// The PDF worker, started on first use.
    pub async fn pdf(&self) -> Result<PdfService> {
        let service = self
            .pdf
            .get_or_try_init(|| async {
                let worker = match &self.config.pdf_worker {
                    Some(worker) => worker.clone(),
                    None => WorkerCommand::current_exe()?,
                };
                let mut config = PdfConfig::new(worker);
                config.resource_dir = self.config.resource_dir.clone();
                Ok::<_, Error>(PdfService::new(config))
            })
            .await?;
        Ok(service.clone())
    }

    /// The eBL PDFs open in the PDF worker.
    /// What the PDF viewer's sandbox holds on this system (starts the worker if none runs).
    pub async fn pdf_jail(&self) -> Result<crate::view::PdfJailView> {
        let status = self.pdf().await?.jail_status().await?;
        Ok(crate::pdf_jail_words::jail_view_in(
            tdx_i18n::language(),
            status,
        ))
    }

    /// Where the embedded sandbox's demo documents are written: the data folder, else the
    /// system's temporary folder.
    pub fn demo_documents_dir(&self) -> PathBuf {
        self.config
            .data_dir
            .clone()
            .unwrap_or_else(std::env::temp_dir)
    }

    pub fn previews(&self) -> &Previews {
        &self.previews
    }

    /// Registers a new company through the browser (`company_registration::register`); a registration
    /// still waiting is cancelled first, so only the newest one can finish.
    pub async fn register_company(&self, input: RegistrationInput) -> Result<RegistrationResult> {
        let desk = self.context().await?;
        let cancel = CancellationToken::new();
        if let Some(previous) = self.registration_slot()?.replace(cancel.clone()) {
            previous.cancel();
        }
        let result = crate::company_registration::register(
            &desk,
            input,
            self.opener.as_ref(),
            cancel.clone(),
        )
        .await;
        // A cancelled wait was taken out of the slot or replaced by a newer registration.
        if !cancel.is_cancelled() {
            *self.registration_slot()? = None;
        }
        result
    }

    /// Ends the wait of the registration in progress, if any.
    pub fn cancel_registration(&self) {
        if let Ok(mut slot) = self.registration_slot()
            && let Some(cancel) = slot.take()
        {
            cancel.cancel();
        }
    }

    fn registration_slot(&self) -> Result<MutexGuard<'_, Option<CancellationToken>>> {
        self.registration.lock().map_err(|_| Error::StatePoisoned)
    }

    /// Work the first screen will need, started while the window starts: the active
    /// profile's desk (the embedded sandbox, a resumed session). Errors are left for the first
    /// command that needs each to report. The cached eBLs are not read here: the first list
    /// is the rows the last one kept, and the eBLs are read by the refresh after it.
    /// The PDF worker is not started here: it holds ~22 MiB (PSS) that a user who only reads
    /// the list never needs, and the first preview (a pointer resting on a row, or a click)
    /// starts it.
    pub async fn warm_up(&self) {
        let _ = self.context().await;
    }

    /// On the first call, reopens the service profile that was active when the app last
    /// stopped; one that cannot be opened any more falls back to the sandbox.
    async fn reopen_remembered(&self) {
        self.reopened
            .get_or_init(|| async {
                let _gate = self.desks_gate.lock().await;
                if let Some(id) = self.remembered_profile()
                    && let Err(err) = self.open_service(&id).await
                {
                    tracing::warn!(profile = %id, code = err.code(), "profile could not be reopened");
                }
            })
            .await;
    }

    fn remembered_profile(&self) -> Option<String> {
        self.store()
            .ok()?
            .setting(SANDBOX_PROFILE_ID, ACTIVE_PROFILE_KEY)
            .ok()
            .flatten()
            .filter(|id| id != SANDBOX_PROFILE_ID)
    }

    /// The embedded sandbox's desk, started if it is not running. A sandbox file that cannot
    /// be opened must not keep the app from starting: a fresh world is started instead.
    async fn sandbox_desk(&self) -> Result<Arc<Context>> {
        let mut slot = self.sandbox.lock().await;
        if let Some(desk) = slot.as_ref() {
            return Ok(desk.clone());
        }
        if let Some(dir) = &self.config.data_dir {
            let _ = std::fs::create_dir_all(dir);
        }
        let options = self.config.sandbox_options(true);
        let desk =
            match crate::session::open_sandbox(options, self.opener.clone(), self.cache.clone())
                .await
            {
                Ok(desk) => desk,
                Err(err) => {
                    tracing::warn!(
                        code = err.code(),
                        "sandbox data unusable; starting a fresh world"
                    );
                    let options = self.config.sandbox_options(false);
                    crate::session::open_sandbox(options, self.opener.clone(), self.cache.clone())
                        .await?
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

    async fn open_service(&self, id: &str) -> Result<()> {
        let desk = self.open_service_desk(id).await?;
        *self.service.write().await = Some(desk);
        Ok(())
    }

    /// A new desk for the service profile `id` (with the session its keyring holds). Called
    /// with the desks' gate held, for a profile that has no desk yet.
    async fn open_service_desk(&self, id: &str) -> Result<Arc<Context>> {
        let profile = crate::profiles::load(&*self.store()?, id)?;
        let desk =
            crate::session::open_service(profile, self.opener.clone(), self.cache.clone()).await?;
        Ok(Arc::new(desk))
    }
}

/// The store (or none), what to tell the user, and the file to check after the start.
type OpenedStore = (
    Option<Arc<SyncMutex<tdx_store::Store>>>,
    Option<String>,
    Option<PathBuf>,
);

fn open_store(dir: &std::path::Path, budget: Duration) -> OpenedStore {
    let _ = std::fs::create_dir_all(dir);
    let path = dir.join(STORE_FILE);
    match tdx_store::Store::open_checked_within(&path, budget) {
        Ok(opened) => {
            tracing::info!(
                check = ?opened.check,
                ms = opened.check_time.as_millis() as u64,
                "local store checked"
            );
            let notice = opened.quarantined.as_ref().map(|aside| {
                tracing::warn!(path = %aside.display(), "damaged local store moved aside");
                format!(
                    "The app's data file was damaged. It was moved aside to {} and a new one was \
                     started: drafts, contacts and settings saved before are in the file moved \
                     aside.",
                    aside.display()
                )
            });
            let later = (opened.check == tdx_store::CheckKind::AfterStart).then_some(path);
            (Some(Arc::new(SyncMutex::new(opened.store))), notice, later)
        }
        Err(err) => {
            tracing::error!(
                code = err.code(),
                "local store unusable; keeping data in memory"
            );
            let notice = format!(
                "The app's data file cannot be used ({err}). Nothing is saved on this computer \
                 until this is fixed."
            );
            (None, Some(notice), None)
        }
    }
}

/// The check of the local store after the start: running, or its answer.
enum LaterCheck {
    Running(std::thread::JoinHandle<Option<String>>),
    Done(Option<String>),
}

impl LaterCheck {
    /// The check's answer, joining its thread when `ready` says so (else `None` for now).
    fn join_if(
        &mut self,
        ready: impl FnOnce(&std::thread::JoinHandle<Option<String>>) -> bool,
    ) -> Option<String> {
        if let LaterCheck::Running(handle) = self
            && ready(handle)
        {
            let LaterCheck::Running(handle) = std::mem::replace(self, LaterCheck::Done(None))
            else {
                return None;
            };
            *self = LaterCheck::Done(handle.join().unwrap_or_else(|_| {
                Some("The check of the app's data file stopped unexpectedly.".to_owned())
            }));
        }
        match self {
            LaterCheck::Done(notice) => notice.clone(),
            LaterCheck::Running(_) => None,
        }
    }
}

/// Checks the store file at `path` on a thread of its own, at the lowest CPU priority (it runs
/// while the first screen is drawn); a damage found is told (the next start moves the file aside).
fn check_store_after_start(path: PathBuf) -> std::thread::JoinHandle<Option<String>> {
    crate::background::spawn_lowest(move || {
        let started = std::time::Instant::now();
        match tdx_store::Store::check_after_start(&path) {
            Ok(()) => {
                tracing::info!(
                    ms = started.elapsed().as_millis() as u64,
                    "local store checked after the start"
                );
                None
            }
            Err(err) => {
                tracing::error!(code = err.code(), "the local store is damaged");
                Some(format!(
                    "The app's data file is damaged ({err}). Export what you need now (evidence \
                     packs, Activity): at the next start the file is moved aside and a new one \
                     is started."
                ))
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sandbox_knobs_come_from_the_environment_and_bad_values_are_ignored() {
        let vars = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == name)
                    .map(|(_, v)| (*v).to_owned())
            }
        };
        let config = AppConfig::from_vars(
            Some("/data".into()),
            None,
            vars(&[
                ("EBL_DESK_SANDBOX_EBLS", " 250 "),
                ("TDX_SANDBOX_ADMIN_TOKEN", "t0k"),
                ("EBL_DESK_POLL_SECONDS", "2"),
            ]),
        );
        assert_eq!(config.sandbox_extra_ebls, 250);
        assert_eq!(config.poll_interval, Duration::from_secs(2));

        assert_eq!(config.sandbox_admin_token.as_deref(), Some("t0k"));
        let kept = config.sandbox_options(true);
        assert_eq!(kept.db, Some(PathBuf::from("/data/sandbox.sqlite")));
        assert_eq!(
            config.sandbox_options(false).db,
            None,
            "a fresh world keeps no file"
        );

        let config = AppConfig::from_vars(
            None,
            None,
            vars(&[
                ("EBL_DESK_SANDBOX_EBLS", "many"),
                ("TDX_SANDBOX_ADMIN_TOKEN", "  "),
                ("EBL_DESK_POLL_SECONDS", "0"),
            ]),
        );
        assert_eq!(config.sandbox_extra_ebls, 0);
        assert_eq!(
            config.poll_interval, POLL_INTERVAL,
            "0 s would poll without a pause"
        );
        assert_eq!(config.sandbox_admin_token, None);
        assert_eq!(config.sandbox_options(true).db, None);
    }

    #[test]
    fn a_poll_that_took_long_slows_the_next_to_ten_times_its_duration() {
        let ms = Duration::from_millis;
        // A quick poll: the configured interval, not slowed.
        let (wait, status) = next_poll(POLL_INTERVAL, ms(800));
        assert_eq!(wait, POLL_INTERVAL);
        assert_eq!(
            status,
            crate::view::PollStatus {
                interval_seconds: 30,
                slowed: false,
                last_duration_ms: 800
            }
        );
        // Exactly a tenth of the interval is not slowed yet.
        assert!(!next_poll(POLL_INTERVAL, ms(3_000)).1.slowed);
        // 100 pages in 12.3 s: the next poll waits 123 s, and says so.
        let (wait, status) = next_poll(POLL_INTERVAL, ms(12_300));
        assert_eq!(wait, ms(123_000));
        assert_eq!(
            (
                status.interval_seconds,
                status.slowed,
                status.last_duration_ms
            ),
            (123, true, 12_300)
        );
        // A fraction of a second is rounded up; a poll of 1 s with a 1 s interval: 10 s.
        assert_eq!(next_poll(Duration::from_secs(1), ms(1_000)).0, ms(10_000));
        assert_eq!(
            next_poll(Duration::from_secs(1), ms(150))
                .1
                .interval_seconds,
            2
        );
    }
}
