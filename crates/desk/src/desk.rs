//! The app's use cases for one profile: sign in and out, the eBL list and detail, and
//! actions (prepare → review → confirm). The Tauri commands call these and nothing else.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex as StdMutex};
use std::time::{Duration, Instant};

use futures::TryStreamExt;
use tdx_client::auth::{BrowserOpener, LoginOptions, OAuthClient, TokenHolder, TokenStore, login};
use tdx_client::models::ebl::Ebl;

use crate::first_seen::surrenderee_inbox;
use tdx_client::models::signing::{Operation, SigningData, SigningDataRequest};
use tdx_client::{CancellationToken, Client};
use tdx_keys::Address;
use tdx_keys::Sensitive;
use tdx_keys::call::{Call, Function};
use tdx_keys::guard::{Checked, EblIntent, Relay, RelayPayload, check_ebl_action};
use tdx_keys::secret_store::{ENTRY_CLIENT_SECRET, SecretStore};
use tokio::sync::{Mutex, RwLock};
use uuid::Uuid;

use crate::actions::SessionFacts;
use crate::directory::Directory;
use crate::ebl_view;
use crate::error::{Error, Result};
use crate::identity::Identity;
use crate::journal::{self, JournalStore};
use crate::profiles::Profile;
use crate::registry::RegistryKind;
use crate::signing_key::SigningKeys;
use crate::sync::{EblCache, diff};
use crate::token_store::KeyringTokenStore;
use crate::view::{
    ActionDone, ActionKind, ActionReview, EblChanges, EblDetail, EblList, EblRow, Recipient,
    SessionInfo, SignedCall,
};

/// How the embedded sandbox profile starts.
#[derive(Debug, Clone)]
pub struct SandboxOptions {
    /// Names the keyring entries and the cache (`sandbox` in the app; unique in tests).
    pub profile_id: String,
    /// Keeps the sandbox's world across restarts.
    pub db: Option<std::path::PathBuf>,
    /// Generated eBLs added to the demo world.
    pub extra_ebls: usize,
    /// The token of the sandbox's `/_sandbox/` admin endpoints; random when `None`.
    pub admin_token: Option<String>,
}

impl Default for SandboxOptions {
    fn default() -> Self {
        Self {
            profile_id: crate::profiles::SANDBOX_PROFILE_ID.into(),
            db: None,
            extra_ebls: 0,
            admin_token: None,
        }
    }
}

/// A signed-in session.
#[derive(Clone)]
pub(crate) struct Session {
    client: Client,
    holder: TokenHolder,
    identity: Identity,
    scopes: Vec<String>,
}

/// A review shown to the user and not yet confirmed.
struct Review {
    kind: ActionKind,
    ebl_id: Uuid,
    ebl_reference: String,
    recipient_inbox: Option<Uuid>,
    /// Whom the action names (the recipient, or the surrenderee), for the journal.
    counterparty: Option<Uuid>,
    counterparty_name: Option<String>,
    /// The signing data and what the guard found in it.
    signing: Option<(SigningData, Checked)>,
    /// The `Idempotency-Key` of a copy, when it is not the review's id.
    copy_key: Option<Uuid>,
    /// The journal entry of an earlier copy of the same eBL to the same inbox whose answer was
    /// lost: this review repeats it, with its key, and its outcome is written there.
    resumes: Option<String>,
    prepared_at: Instant,
}

/// The profile setting that remembers the last "who am I" answer.
const SETTING_IDENTITY: &str = "identity.me";

/// How long a review may wait for the user's confirmation: the service's signing data (its
/// nonce, the eBL's state) may be stale after that.
pub const REVIEW_LIFETIME: Duration = Duration::from_secs(10 * 60);

/// The monotonic clock reviews age by: the system's, which a test moves forward (instead of
/// waiting) to let a review expire.
#[derive(Debug, Default)]
pub struct ReviewClock {
    ahead: StdMutex<Duration>,
}

impl ReviewClock {
    /// Now, by this clock.
    pub fn now(&self) -> Instant {
        let ahead = self.ahead.lock().map(|d| *d).unwrap_or_default();
        let now = Instant::now();
        now.checked_add(ahead).unwrap_or(now)
    }

    /// Moves the clock `by` forward: reviews prepared before are that much older.
    pub fn advance(&self, by: Duration) {
        if let Ok(mut ahead) = self.ahead.lock() {
            *ahead = ahead.saturating_add(by);
        }
    }
}

/// Remembers the last login address so the user can open the browser again.
struct RecordingOpener {
    inner: Arc<dyn BrowserOpener>,
    last: Arc<StdMutex<Option<String>>>,
}

impl BrowserOpener for RecordingOpener {
    fn open(&self, url: &str) -> std::result::Result<(), String> {
        if let Ok(mut last) = self.last.lock() {
            *last = Some(url.to_owned());
        }
        self.inner.open(url)
    }
}

/// Everything the window can ask of one profile.
pub struct Desk {
    profile: Profile,
    oauth: OAuthClient,
    secrets: SecretStore,
    keys: SigningKeys,
    opener: Arc<dyn BrowserOpener>,
    /// The in-process sandbox of the sandbox profile.
    sandbox: Option<tdx_sandbox::Running>,
    directory: RwLock<Directory>,
    session: RwLock<Option<Session>>,
    login_cancel: StdMutex<Option<CancellationToken>>,
    login_url: Arc<StdMutex<Option<String>>>,
    reviews: Mutex<HashMap<String, Review>>,
    submitted: Mutex<HashSet<String>>,
    cache: EblCache,
    envelope_jobs: crate::envelopes::EnvelopeJobs,
    /// The files the user chose or dropped in this session: the only ones read or written.
    grants: crate::paths::PathGrants,
    /// The embedded sandbox's client-credentials client (for registration), from its start-up.
    embedded_integrator: Option<(String, Sensitive<String>)>,
    /// Settings of a desk with no local store (tests, a store that failed to open).
    memory_settings: StdMutex<HashMap<String, String>>,
    review_lifetime: StdMutex<Duration>,
    review_clock: ReviewClock,
    journal: JournalStore,
    key_standing: crate::key_registration::StandingCache,
    batches: crate::batch::Batches,
    /// The directory has learned the companies of a whole list (a list was computed), so the
    /// recipients need not read every cached eBL.
    directory_has_list: std::sync::atomic::AtomicBool,
}

impl Desk {
    /// Starts the embedded sandbox and opens its profile.
    pub async fn open_sandbox(
        options: SandboxOptions,
        opener: Arc<dyn BrowserOpener>,
        cache: EblCache,
    ) -> Result<Desk> {
        let config = tdx_sandbox::Config {
            db: options.db,
            ebls: options.extra_ebls,
            admin_token: options.admin_token,
            ..Default::default()
        };
        let running = tdx_sandbox::spawn(config)
            .await
            .map_err(|e| Error::Sandbox(e.to_string()))?;
        let world = running.world();
        let desktop = world
            .clients
            .iter()
            .find(|c| c.grants.iter().any(|g| g == "authorization_code"))
            .ok_or_else(|| Error::Sandbox("the sandbox has no desktop OAuth client".into()))?;
        let mut profile = crate::profiles::sandbox(running.base_url(), &desktop.client_id);
        profile.id = options.profile_id;
        let secret = Sensitive::new(desktop.client_secret.clone());
        // The registration form's integrator client, when the user types none: configuration
        // of the service this profile started, like the desktop client above.
        let integrator = world
            .clients
            .iter()
            .find(|c| c.grants.iter().any(|g| g == "client_credentials"))
            .map(|c| (c.client_id.clone(), Sensitive::new(c.client_secret.clone())));
        let mut desk = Desk::build(
            profile,
            Some(secret),
            opener,
            Some(running),
            Directory::default(),
            cache,
        )?;
        desk.embedded_integrator = integrator;
        desk.resume().await;
        Ok(desk)
    }

    /// Opens a service profile; its client secret (if any) is read from the keyring.
    pub async fn open_service(
        profile: Profile,
        opener: Arc<dyn BrowserOpener>,
        cache: EblCache,
    ) -> Result<Desk> {
        let secrets = SecretStore::new(&profile.id)?;
        let secret = secrets.get(ENTRY_CLIENT_SECRET)?;
        let desk = Desk::build(profile, secret, opener, None, Directory::default(), cache)?;
        desk.resume().await;
        Ok(desk)
    }

    fn build(
        profile: Profile,
        client_secret: Option<Sensitive<String>>,
        opener: Arc<dyn BrowserOpener>,
        sandbox: Option<tdx_sandbox::Running>,
        directory: Directory,
        cache: EblCache,
    ) -> Result<Desk> {
        let oauth = OAuthClient::new(&profile.base_url, profile.client_id.clone(), client_secret)?;
        let secrets = SecretStore::new(&profile.id)?;
        let journal = JournalStore::new(cache.store())?;
        // The profile's row, which every record of it (the journal too) belongs to.
        let profile = journal
            .store()
            .lock()
            .map_err(|_| Error::Io("the local store is unusable".into()))?
            .save_profile(&profile)?;
        Ok(Desk {
            keys: SigningKeys::new(secrets.clone()),
            secrets,
            oauth,
            profile,
            opener,
            sandbox,
            directory: RwLock::new(directory),
            session: RwLock::new(None),
            login_cancel: StdMutex::new(None),
            login_url: Arc::new(StdMutex::new(None)),
            reviews: Mutex::new(HashMap::new()),
            submitted: Mutex::new(HashSet::new()),
            cache,
            envelope_jobs: Default::default(),
            grants: Default::default(),
            embedded_integrator: None,
            memory_settings: StdMutex::new(HashMap::new()),
            review_lifetime: StdMutex::new(REVIEW_LIFETIME),
            review_clock: ReviewClock::default(),
            journal,
            key_standing: Default::default(),
            batches: Default::default(),
            directory_has_list: Default::default(),
        })
    }

    pub fn profile(&self) -> &Profile {
        &self.profile
    }

    /// The signed-in client and who it acts for (for use cases in other modules).
    pub async fn signed_in(&self) -> Result<(Client, Identity)> {
        let session = self.require_session().await?;
        Ok((session.client, session.identity))
    }

    /// The local store of this app, when it has one.
    pub fn store(&self) -> Option<&Arc<StdMutex<tdx_store::Store>>> {
        self.cache.store()
    }

    /// Runs `f` on the local store (contacts, drafts, sent envelopes, settings).
    pub fn with_store<T>(&self, f: impl FnOnce(&tdx_store::Store) -> Result<T>) -> Result<T> {
        let store = self
            .store()
            .ok_or_else(|| Error::Io("This app has no local store.".into()))?
            .lock()
            .map_err(|_| Error::Io("The local store is unusable.".into()))?;
        f(&store)
    }

    /// The eBL as last fetched, from the cache.
    pub(crate) fn cached_ebl(&self, id: Uuid) -> Result<Option<Ebl>> {
        self.cache.get(&self.profile.id, id)
    }

    /// The key's standing as the service last said.
    pub(crate) fn key_standing(&self) -> &crate::key_registration::StandingCache {
        &self.key_standing
    }

    /// Where the journal is written.
    pub(crate) fn journal_store(&self) -> &JournalStore {
        &self.journal
    }

    /// The names of companies and inboxes known so far.
    pub(crate) async fn directory_read(&self) -> tokio::sync::RwLockReadGuard<'_, Directory> {
        self.directory.read().await
    }

    /// The paths the user gave the app in this session (native dialogs and drops).
    pub fn grants(&self) -> &crate::paths::PathGrants {
        &self.grants
    }

    /// The keyring entries of this profile.
    pub fn secrets(&self) -> &SecretStore {
        &self.secrets
    }

    pub fn keys(&self) -> &SigningKeys {
        &self.keys
    }

    /// The embedded sandbox's integrator client (id, secret), on the sandbox profile.
    pub fn embedded_integrator(&self) -> Option<&(String, Sensitive<String>)> {
        self.embedded_integrator.as_ref()
    }

    /// Settings kept in memory when the desk has no local store.
    pub(crate) fn memory_settings(&self) -> &StdMutex<HashMap<String, String>> {
        &self.memory_settings
    }

    /// How long a review stays valid ([`REVIEW_LIFETIME`] unless changed).
    pub fn review_lifetime(&self) -> Duration {
        self.review_lifetime
            .lock()
            .map(|d| *d)
            .unwrap_or(REVIEW_LIFETIME)
    }

    /// Changes how long reviews stay valid (tests use a short one).
    pub fn set_review_lifetime(&self, lifetime: Duration) {
        if let Ok(mut d) = self.review_lifetime.lock() {
            *d = lifetime;
        }
    }

    /// The clock reviews age by (tests advance it to let a review expire).
    pub fn review_clock(&self) -> &ReviewClock {
        &self.review_clock
    }

    /// Refuses a review prepared at `prepared_at` (by [`Self::review_clock`]) that has
    /// outlived [`Self::review_lifetime`]: what it showed may be stale.
    pub(crate) fn check_review_age(&self, prepared_at: Instant) -> Result<()> {
        let lifetime = self.review_lifetime();
        if self
            .review_clock
            .now()
            .saturating_duration_since(prepared_at)
            > lifetime
        {
            return Err(Error::ReviewExpired(lifetime.as_secs().div_ceil(60)));
        }
        Ok(())
    }

    /// Envelope uploads and sends under way.
    pub(crate) fn envelope_jobs(&self) -> &crate::envelopes::EnvelopeJobs {
        &self.envelope_jobs
    }

    /// The embedded sandbox, when this is the sandbox profile.
    pub fn sandbox(&self) -> Option<&tdx_sandbox::Running> {
        self.sandbox.as_ref()
    }

    /// Stops the embedded sandbox of the sandbox profile (its world written a last time), when
    /// the user leaves the profile: it runs only while its profile is in use.
    pub async fn stop_sandbox(&self) {
        if let Some(running) = &self.sandbox {
            running.stop().await;
        }
    }

    /// Picks up a session left in the keyring by an earlier run. A refresh token the
    /// service no longer accepts is removed: the user simply signs in again.
    async fn resume(&self) {
        let store: Arc<dyn TokenStore> = Arc::new(KeyringTokenStore::new(self.secrets.clone()));
        match store.load() {
            Ok(Some(_)) => {}
            _ => return,
        }
        let holder = TokenHolder::resume(self.oauth.clone(), store.clone());
        match holder.access_token().await {
            Err(e) if e.code().starts_with("auth.") => {
                let _ = store.clear();
            }
            // Signed in, or the service cannot be reached now: the session is kept either way
            // (the cached list is shown as offline; the token is refreshed once the service
            // answers again, and a refusal then signs the user out).
            result => {
                let reachable = result.is_ok();
                let scopes = holder.scopes().await.unwrap_or_default();
                if let Ok(session) = self.make_session(holder, scopes).await {
                    *self.session.write().await = Some(session);
                }
                // Actions whose answer never came (the app stopped mid-way): settled now by
                // reading their eBLs.
                if reachable && let Err(e) = self.resolve_unknown_entries().await {
                    tracing::warn!(
                        code = e.code(),
                        "unsettled journal entries were not checked"
                    );
                }
            }
        }
    }

    // ----- sign in -------------------------------------------------------------------

    /// Runs the browser login; resolves when the user has signed in (or cancelled).
    pub async fn sign_in(&self) -> Result<SessionInfo> {
        let cancel = CancellationToken::new();
        if let Ok(mut slot) = self.login_cancel.lock()
            && let Some(previous) = slot.replace(cancel.clone())
        {
            previous.cancel();
        }
        let opener = RecordingOpener {
            inner: self.opener.clone(),
            last: self.login_url.clone(),
        };
        let options = LoginOptions {
            scopes: self.profile.scopes.clone(),
            cancel,
            ..LoginOptions::default()
        };
        let result = login(&self.oauth, &opener, options).await;
        if let Ok(mut slot) = self.login_cancel.lock() {
            *slot = None;
        }
        let tokens = result?;
        let scopes = tokens.scopes.clone();
        let store: Arc<dyn TokenStore> = Arc::new(KeyringTokenStore::new(self.secrets.clone()));
        let holder = TokenHolder::start(self.oauth.clone(), store, tokens)?;
        let session = self.make_session(holder, scopes).await?;
        *self.session.write().await = Some(session);
        self.session_info().await
    }

    pub fn cancel_sign_in(&self) {
        if let Ok(mut slot) = self.login_cancel.lock()
            && let Some(cancel) = slot.take()
        {
            cancel.cancel();
        }
    }

    /// Opens the login page of the sign-in in progress once more.
    pub fn reopen_sign_in_browser(&self) -> Result<()> {
        let url = self.login_url.lock().ok().and_then(|u| u.clone());
        match url {
            Some(url) => self.opener.open(&url).map_err(Error::Browser),
            None => Err(Error::Invalid("No sign-in is in progress.".into())),
        }
    }

    pub async fn sign_out(&self) -> Result<SessionInfo> {
        if let Some(session) = self.session.write().await.take() {
            session.holder.sign_out().await?;
        } else {
            KeyringTokenStore::new(self.secrets.clone()).clear()?;
        }
        self.reviews.lock().await.clear();
        self.session_info().await
    }

    async fn make_session(&self, holder: TokenHolder, mut scopes: Vec<String>) -> Result<Session> {
        if scopes.is_empty() {
            scopes = self.profile.scopes.clone();
        }
        let client = Client::builder(self.profile.base_url.clone())
            .token_holder(holder.clone())
            .envelope_send_path(self.profile.send_path.clone())
            .me_path(self.me_path()?)
            .build()?;
        let identity = self.identify(&client).await;
        Ok(Session {
            client,
            holder,
            identity,
            scopes,
        })
    }

    /// Who the token acts for: the "who am I" extension's answer; on a service that does not
    /// offer it (or cannot be asked now), the ids typed in the profile. Every profile the same.
    /// The last answer is remembered: started while the service cannot be reached, the app
    /// still knows whose eBLs the cached list shows.
    async fn identify(&self, client: &Client) -> Identity {
        let typed = || Identity {
            company_id: self.profile.company_uuid(),
            company_name: None,
            inbox_ids: self.profile.inbox_uuids(),
        };
        let identity = match client.me().await {
            Ok(Some(me)) => {
                let identity = Identity {
                    company_id: Some(me.company_id),
                    company_name: Some(me.company_name),
                    inbox_ids: me.inbox_ids,
                };
                if let Ok(json) = serde_json::to_string(&identity) {
                    let _ = self.set_profile_setting(SETTING_IDENTITY, Some(&json));
                }
                identity
            }
            Ok(None) => typed(),
            Err(_) => self
                .profile_setting(SETTING_IDENTITY)
                .ok()
                .flatten()
                .and_then(|json| serde_json::from_str::<Identity>(&json).ok())
                .unwrap_or_else(typed),
        };
        if let Some(name) = &identity.company_name {
            self.directory.write().await.add_company(
                identity.company_id,
                name,
                None,
                &identity.inbox_ids,
            );
        }
        identity
    }

    pub async fn session_info(&self) -> Result<SessionInfo> {
        let session = self.session.read().await.clone();
        let directory = self.directory.read().await;
        let key_address = self.keys.info()?.map(|k| k.address);
        Ok(match session {
            Some(s) => SessionInfo {
                profile_id: self.profile.id.clone(),
                profile_name: self.profile.name.clone(),
                profile_kind: self.profile.kind,
                base_url: self.profile.base_url.clone(),
                signed_in: true,
                can_write: s.scopes.iter().any(|x| x == "write"),
                scopes: s.scopes,
                company_id: s.identity.company_id.map(|c| c.to_string()),
                // The "who am I" answer's name, else the one the eBLs give our company.
                company_name: s.identity.company_name.clone().or_else(|| {
                    directory
                        .company_name(&s.identity.company_id?)
                        .map(str::to_owned)
                }),
                inbox_ids: s.identity.inbox_ids.iter().map(Uuid::to_string).collect(),
                key_address,
            },
            None => SessionInfo {
                profile_id: self.profile.id.clone(),
                profile_name: self.profile.name.clone(),
                profile_kind: self.profile.kind,
                base_url: self.profile.base_url.clone(),
                signed_in: false,
                scopes: Vec::new(),
                can_write: false,
                company_id: None,
                company_name: None,
                inbox_ids: Vec::new(),
                key_address,
            },
        })
    }

    /// The name the directory knows for an inbox.
    pub(crate) async fn inbox_name(&self, inbox: Option<Uuid>) -> Option<String> {
        let inbox = inbox?;
        self.directory
            .read()
            .await
            .inbox_name(&inbox)
            .map(str::to_owned)
    }

    async fn require_session(&self) -> Result<Session> {
        self.session.read().await.clone().ok_or(Error::NotSignedIn)
    }

    async fn session_facts(&self, session: Option<&Session>) -> SessionFacts {
        SessionFacts {
            signed_in: session.is_some(),
            can_write: session.is_some_and(|s| s.scopes.iter().any(|x| x == "write")),
            has_key: matches!(self.keys.info(), Ok(Some(_))),
        }
    }

    // ----- eBLs ----------------------------------------------------------------------

    /// The list: from the local cache at once (`refresh` false), or fetched from the
    /// service (`refresh` true). When the service cannot be reached, the cache is returned
    /// marked offline.
    pub async fn list_ebls(&self, refresh: bool) -> Result<EblList> {
        let json = self.list_ebls_json(refresh).await?;
        serde_json::from_str(&json).map_err(|e| Error::Internal(e.to_string()))
    }

    /// [`Desk::list_ebls`] as the JSON the window is sent. The cached list of a warm launch
    /// is the rows kept by the last list (`refresh` false), not every cached eBL read, parsed
    /// and turned into rows again.
    pub async fn list_ebls_json(&self, refresh: bool) -> Result<String> {
        // The list's JSON (5 MB for 10,000 rows) and its copies are freed once the window has it.
        crate::memory::release_freed_soon();
        let session = self.session.read().await.clone();
        let identity = session
            .as_ref()
            .map(|s| s.identity.clone())
            .unwrap_or_default();
        if !refresh {
            let viewer = viewer_key(&identity);
            if let Some(rows) = self.cache.kept_rows(&self.profile.id, &viewer)? {
                let fetched_at = self.cache.fetched_at(&self.profile.id)?;
                return Ok(list_json(&rows, fetched_at.as_deref(), false));
            }
            return self.cached_list(&identity, false).await;
        }
        let session = session.ok_or(Error::NotSignedIn)?;
        let after = match self.fetch_all(&session).await {
            Ok((_, after)) => after,
            Err(Error::Client(e)) if is_unreachable(&e) => {
                return self.cached_list(&identity, true).await;
            }
            Err(e) => return Err(e),
        };
        if let Err(e) = self.resolve_unknown_entries().await {
            tracing::warn!(
                code = e.code(),
                "unsettled journal entries were not checked"
            );
        }
        let fetched_at = self.cache.fetched_at(&self.profile.id)?;
        self.list_of(&after, fetched_at, &identity, false).await
    }

    /// Fetches the list and says what changed since the last fetch (for notifications).
    pub async fn poll_changes(&self) -> Result<EblChanges> {
        let session = self.require_session().await?;
        let (before, after) = self.fetch_all(&session).await?;
        Ok(diff(&before, &after, &session.identity))
    }

    /// Fetches the whole list into the cache; returns the list before and after.
    async fn fetch_all(&self, session: &Session) -> Result<crate::sync::BeforeAfter> {
        let ebls: Vec<Ebl> = session
            .client
            .ebls()
            .list()
            .page_size(1000)
            .stream()
            .map_ok(without_embedded_file)
            .try_collect()
            .await?;
        let (before, after) = self.cache.replace(&self.profile.id, ebls)?;
        self.observe(&before, &after);
        self.remember_arrivals(&before, &after);
        // The pages' JSON is freed: give the pages back now; the lists once the caller is done.
        crate::memory::release_freed();
        crate::memory::release_freed_soon();
        Ok((before, after))
    }

    /// Puts one eBL read from the service in the cache (`None`: no longer visible), and
    /// records what changed since it was last seen.
    fn cache_one(&self, id: Uuid, now: Option<&Ebl>) -> Result<()> {
        let before = self.cache.get(&self.profile.id, id)?;
        if let Some(before) = &before {
            let after: &[Ebl] = now.map(std::slice::from_ref).unwrap_or(&[]);
            self.observe(std::slice::from_ref(before), after);
        }
        if let Some(ebl) = now {
            self.remember_first_seen([ebl]);
        }
        match now {
            Some(ebl) => self.cache.upsert(&self.profile.id, ebl),
            None => self.cache.remove(&self.profile.id, id),
        }
    }

    /// The cached eBLs as the list ([`Desk::list_of`]).
    async fn cached_list(&self, identity: &Identity, offline: bool) -> Result<String> {
        let (ebls, fetched_at) = self.cache.load(&self.profile.id)?;
        self.list_of(&ebls, fetched_at, identity, offline).await
    }

    /// `ebls` as the list's rows (JSON), the directory taught their companies; the rows are
    /// kept for the next launch.
    async fn list_of(
        &self,
        ebls: &[Ebl],
        fetched_at: Option<String>,
        identity: &Identity,
        offline: bool,
    ) -> Result<String> {
        let mut directory = self.directory.write().await;
        for ebl in ebls.iter() {
            directory.learn(ebl);
        }
        self.directory_has_list
            .store(true, std::sync::atomic::Ordering::Release);
        let directory = directory.downgrade();
        let rows: Vec<EblRow> = ebls
            .iter()
            .map(|e| ebl_view::row(e, identity, &directory))
            .collect();
        drop(directory);
        let rows = serde_json::to_string(&rows).map_err(|e| Error::Internal(e.to_string()))?;
        if let Err(e) = self
            .cache
            .keep_rows(&self.profile.id, &viewer_key(identity), &rows)
        {
            tracing::warn!(
                code = e.code(),
                "the list's rows were not kept for the next launch"
            );
        }
        Ok(list_json(&rows, fetched_at.as_deref(), offline))
    }

    pub async fn get_ebl(&self, id: &str) -> Result<EblDetail> {
        let id = parse_uuid(id, "eBL id")?;
        let session = self.require_session().await?;
        let ebl = match session.client.ebls().get(id).await {
            Ok(ebl) => {
                self.cache_one(id, Some(&ebl))?;
                self.directory.write().await.learn(&ebl);
                ebl
            }
            Err(e) if is_unreachable(&e) => self
                .cache
                .get(&self.profile.id, id)?
                .ok_or(Error::Client(e))?,
            Err(e) => return Err(e.into()),
        };
        self.detail_of(&ebl, Some(&session)).await
    }

    /// The actions each of `ebls` offers by the eBL's and the session's rules (the key's
    /// standing with the company left to the caller), the session looked at once.
    pub(crate) async fn action_options(
        &self,
        ebls: &[&Ebl],
    ) -> Vec<Vec<crate::view::ActionOption>> {
        let session = self.session.read().await.clone();
        let facts = self.session_facts(session.as_ref()).await;
        let identity = session.map(|s| s.identity).unwrap_or_default();
        let directory = self.directory.read().await;
        ebls.iter()
            .map(|ebl| ebl_view::detail(ebl, &identity, &directory, facts).actions)
            .collect()
    }

    pub(crate) fn cache(&self) -> &EblCache {
        &self.cache
    }

    pub(crate) fn batches(&self) -> &crate::batch::Batches {
        &self.batches
    }

    async fn detail_of(&self, ebl: &Ebl, session: Option<&Session>) -> Result<EblDetail> {
        let facts = self.session_facts(session).await;
        let identity = session.map(|s| s.identity.clone()).unwrap_or_default();
        let mut detail = {
            let directory = self.directory.read().await;
            ebl_view::detail(ebl, &identity, &directory, facts)
        };
        // A key the company has not approved (or revoked) signs nothing: said here, before
        // the user reviews an action that would be refused at signing.
        if detail
            .actions
            .iter()
            .any(|a| a.available && a.kind.operation().is_some())
            && let Some(reason) = self.key_not_approved().await
        {
            for action in detail
                .actions
                .iter_mut()
                .filter(|a| a.available && a.kind.operation().is_some())
            {
                action.available = false;
                action.reason = Some(reason.clone());
            }
        }
        Ok(detail)
    }

    /// Companies the user can address, our own inboxes left out: the known companies and the
    /// profile's contacts (a contact's name wins for its inbox, and it also names the
    /// recipient in the review).
    pub async fn recipients(&self) -> Vec<Recipient> {
        let session = self.session.read().await.clone();
        let own = match session.as_ref() {
            Some(s) => s.identity.inbox_ids.clone(),
            None => Vec::new(),
        };
        // Companies are known from the eBLs the user sees: learned with every list, or here
        // from the cached list (fetched once when there is none yet) before the first list.
        if !self
            .directory_has_list
            .load(std::sync::atomic::Ordering::Acquire)
        {
            let mut cached = self.cache.load(&self.profile.id).map(|(e, _)| e).ok();
            if cached.as_ref().is_none_or(|e| e.is_empty())
                && let Some(session) = &session
            {
                cached = self.fetch_all(session).await.ok().map(|(_, after)| after);
            }
            if let Some(ebls) = cached {
                let mut directory = self.directory.write().await;
                for ebl in ebls.iter() {
                    directory.learn(ebl);
                }
            }
        }
        let contacts = crate::contacts::list_contacts(self, "").unwrap_or_default();
        let entries: Vec<(String, Option<String>, Uuid)> = contacts
            .into_iter()
            .filter_map(|c| {
                let inbox = Uuid::parse_str(&c.inbox_id).ok()?;
                Some((c.company_name, c.country, inbox))
            })
            .collect();
        let mut directory = self.directory.write().await;
        directory.set_contacts(&entries);
        directory.recipients(&own)
    }

    /// The preview PDF of an eBL.
    pub async fn preview_pdf(&self, id: &str) -> Result<Vec<u8>> {
        let id = parse_uuid(id, "eBL id")?;
        let session = self.require_session().await?;
        Ok(session.client.ebls().preview(id).await?.bytes().await?)
    }

    /// Saves the download PDF of an eBL at `path`.
    pub async fn download_pdf(&self, id: &str, path: &std::path::Path) -> Result<u64> {
        let id = parse_uuid(id, "eBL id")?;
        let session = self.require_session().await?;
        Ok(session
            .client
            .ebls()
            .download(id)
            .await?
            .save_to(path)
            .await?)
    }

    // ----- actions -------------------------------------------------------------------

    /// Step 1: checks that the action is allowed, asks the service what to sign, checks
    /// that it is what the user asked for, and returns it for review. Nothing is signed.
    pub async fn prepare_action(
        &self,
        ebl_id: &str,
        kind: ActionKind,
        recipient_inbox: Option<&str>,
    ) -> Result<ActionReview> {
        self.prepare_review(ebl_id, kind, recipient_inbox, None)
            .await
    }

    /// [`Desk::prepare_action`], with the `Idempotency-Key` a copy is to send (a bulk action's
    /// item keeps one key across its attempts); by default the review's id.
    pub(crate) async fn prepare_review(
        &self,
        ebl_id: &str,
        kind: ActionKind,
        recipient_inbox: Option<&str>,
        copy_key: Option<Uuid>,
    ) -> Result<ActionReview> {
        let session = self.require_session().await?;
        let ebl_id = parse_uuid(ebl_id, "eBL id")?;
        let ebl = session.client.ebls().get(ebl_id).await?;
        // The title id and the surrenderee are held against what the eBL named when first
        // seen, not believed from the service the signing data is checked against.
        if kind.operation().is_some() {
            self.check_first_seen(&ebl, kind).await?;
        }
        let detail = self.detail_of(&ebl, Some(&session)).await?;
        if let Some(option) = detail.actions.iter().find(|o| o.kind == kind)
            && !option.available
        {
            return Err(Error::Invalid(option.reason.clone().unwrap_or_default()));
        }
        let cautions = match kind {
            ActionKind::RequestSurrenderForDelivery => self.surrender_cautions(&ebl).await,
            _ => Vec::new(),
        };
        let recipient = if kind.needs_recipient() {
            let text = recipient_inbox
                .filter(|t| !t.trim().is_empty())
                .ok_or_else(|| Error::Invalid("Choose the recipient's inbox.".into()))?;
            let inbox = parse_uuid(text, "recipient inbox id")?;
            if session.identity.owns_inbox(&inbox) {
                return Err(Error::Invalid("That inbox is your own company's.".into()));
            }
            Some(inbox)
        } else {
            None
        };
        let recipient_name = {
            let directory = self.directory.read().await;
            recipient.and_then(|r| directory.inbox_name(&r).map(str::to_owned))
        };

        let mut registry_first_use = false;
        let signing = match kind.operation() {
            None => None,
            Some(operation) => {
                // The address is all a review needs: the key itself is read only to sign.
                let info = self.keys.info()?.ok_or(Error::NoKey)?;
                let address = Address::parse_any_case(&info.address)
                    .map_err(|e| Error::Invalid(format!("The stored key's address: {e}")))?;
                let request = SigningDataRequest {
                    operation: Operation::from(operation.to_owned()),
                    ebl_id,
                    eth_address: address.to_checksum(),
                    recipient_inbox: if kind == ActionKind::TransferPossession {
                        recipient
                    } else {
                        None
                    },
                };
                let data = session.client.ebls().signing_data(&request).await?;
                // The counterparty the call must name: the chosen recipient, or for a surrender
                // request the eBL's surrenderee (the carrier that releases the cargo).
                let target_inbox = match kind {
                    ActionKind::RequestSurrenderForDelivery => surrenderee_inbox(&ebl),
                    _ => recipient,
                };
                let intent = EblIntent {
                    ebl_id,
                    operation: operation.to_owned(),
                    title_id: ebl.title_id,
                    target_inbox,
                };
                let payload = RelayPayload {
                    ebl_id: data.ebl_id.to_string(),
                    operation: data.operation.as_str().to_owned(),
                    relay: Relay {
                        hash: data.hash.clone(),
                        relay_nonce: data.relay_nonce,
                        recipient: data.recipient.clone(),
                        relayed_for: data.relayed_for.clone(),
                        transaction_data: data.transaction_data.clone(),
                    },
                };
                let pinned = self.pinned_registry(RegistryKind::Ebl, &address)?;
                let result = check_ebl_action(&intent, &payload, &address, pinned.as_ref());
                if let Err(refusal) = &result {
                    let name = self.inbox_name(target_inbox).await;
                    let mut entry = journal::begin(
                        Uuid::new_v4().to_string(),
                        operation,
                        Some((ebl_id, &ebl.reference)),
                        target_inbox,
                        name,
                    );
                    entry.signing_data = journal::issued(&data);
                    entry.hash = Some(data.hash.clone());
                    entry.signer = Some(address.to_checksum());
                    journal::refuse(&mut entry, refusal);
                    self.journal_close(&entry);
                }
                let noted = self.note_registry(RegistryKind::Ebl, &address, result)?;
                registry_first_use = noted.first_use;
                Some((data, noted.checked))
            }
        };

        let (summary, consequences, signed_call) = {
            let directory = self.directory.read().await;
            let name_of = |inbox: &Uuid| directory.inbox_name(inbox).map(str::to_owned);
            explain(
                &ebl.reference,
                recipient.as_ref().and_then(&name_of),
                recipient,
                signing.as_ref().map(|(_, c)| &c.call),
                &name_of,
            )
        };
        let counterparty = match kind {
            ActionKind::RequestSurrenderForDelivery => surrenderee_inbox(&ebl),
            _ => recipient,
        };
        let counterparty_name = self.inbox_name(counterparty).await;
        let review_id = Uuid::new_v4().to_string();
        let review = ActionReview {
            review_id: review_id.clone(),
            kind,
            operation: kind.operation().map(str::to_owned),
            ebl_id: ebl_id.to_string(),
            ebl_reference: ebl.reference.clone(),
            recipient_inbox: recipient.map(|r| r.to_string()),
            recipient_unknown: recipient.is_some() && recipient_name.is_none(),
            recipient_name,
            signer_address: signing.as_ref().map(|(d, _)| d.relayed_for.clone()),
            hash: signing.as_ref().map(|(d, _)| d.hash.clone()),
            relay_nonce: signing.as_ref().map(|(d, _)| d.relay_nonce),
            registry_address: signing.as_ref().map(|(d, _)| d.recipient.clone()),
            summary,
            consequences,
            cautions,
            registry_first_use,
            signed_call,
        };
        // A copy whose answer was lost is the same intent when the user starts it again: it
        // goes with the same Idempotency-Key, so the service makes no second copy.
        let resumes = match (kind, copy_key) {
            (ActionKind::SendAsCopy, None) => self.unknown_copy(ebl_id, recipient)?,
            _ => None,
        };
        let copy_key =
            copy_key.or_else(|| resumes.as_deref().and_then(|id| Uuid::parse_str(id).ok()));
        self.reviews.lock().await.insert(
            review_id,
            Review {
                kind,
                ebl_id,
                ebl_reference: ebl.reference.clone(),
                recipient_inbox: recipient,
                counterparty,
                counterparty_name,
                signing,
                copy_key,
                resumes,
                prepared_at: self.review_clock.now(),
            },
        );
        Ok(review)
    }

    /// Step 2, after the user confirmed the review: signs locally and submits. A review is
    /// used once: a second confirm (a double click) is refused and submits nothing. Once
    /// submitted, the answer is the eBL as it is now, or why it cannot be shown.
    pub async fn confirm_action(&self, review_id: &str) -> Result<ActionDone> {
        let (session, ebl_id) = self.sign_and_submit(review_id, None).await?;
        let done = |detail: Option<EblDetail>, note: Option<&str>| ActionDone {
            ebl_id: ebl_id.to_string(),
            detail,
            note: note.map(str::to_owned),
        };
        let ebl = session.client.ebls().get(ebl_id).await;
        match ebl {
            Ok(ebl) => {
                self.cache_one(ebl_id, Some(&ebl))?;
                Ok(done(
                    Some(self.detail_of(&ebl, Some(&session)).await?),
                    None,
                ))
            }
            // The action went through and the eBL is no longer visible to us.
            Err(e) if matches!(e.status(), Some(403 | 404)) => {
                self.cache_one(ebl_id, None)?;
                Ok(done(
                    None,
                    Some("The eBL is no longer visible to your company."),
                ))
            }
            // The action went through; reading the eBL again failed (the service is busy or
            // away): what is known is shown, and the next refresh brings the rest. Never an
            // error, or the user would do it a second time.
            Err(e) => {
                tracing::warn!(
                    code = e.code(),
                    "the eBL could not be read after the action"
                );
                match self.cache.get(&self.profile.id, ebl_id)? {
                    Some(known) => Ok(done(
                        Some(self.detail_of(&known, Some(&session)).await?),
                        None,
                    )),
                    None => Ok(done(
                        None,
                        Some("The eBL could not be read again yet: refresh the list in a moment."),
                    )),
                }
            }
        }
    }

    /// Signs the confirmed review locally and submits it, with its journal entry (whose id is
    /// the review's) written before the signature. Returns the session and the eBL acted on.
    /// `key` is the signing key when the caller read it already (one read of the keyring for a
    /// whole batch); otherwise it is read here.
    pub(crate) async fn sign_and_submit(
        &self,
        review_id: &str,
        key: Option<&tdx_keys::PrivateKey>,
    ) -> Result<(Session, Uuid)> {
        let review = {
            let mut reviews = self.reviews.lock().await;
            match reviews.remove(review_id) {
                Some(r) => {
                    self.submitted.lock().await.insert(review_id.to_owned());
                    r
                }
                None if self.submitted.lock().await.contains(review_id) => {
                    return Err(Error::AlreadySubmitted);
                }
                None => return Err(Error::UnknownReview),
            }
        };
        self.check_review_age(review.prepared_at)?;
        let session = self.require_session().await?;
        match (&review.kind, review.signing) {
            (ActionKind::SendAsCopy, _) => {
                let inbox = review.recipient_inbox.ok_or(Error::UnknownReview)?;
                // The review is the user's intent: its id is the Idempotency-Key, so confirming
                // it again after a lost answer makes no second copy.
                let key = review.copy_key.or_else(|| Uuid::parse_str(review_id).ok());
                // The entry's id is the review's: confirming again after a lost answer updates
                // the same record, as the Idempotency-Key makes it the same copy.
                let mut entry = journal::begin(
                    review
                        .resumes
                        .clone()
                        .unwrap_or_else(|| review_id.to_owned()),
                    review.kind.recorded_name(),
                    Some((review.ebl_id, &review.ebl_reference)),
                    review.counterparty,
                    review.counterparty_name.clone(),
                );
                self.journal_save(&entry)?;
                let sent = session
                    .client
                    .ebls()
                    .send_as_copy(review.ebl_id, inbox, key)
                    .await;
                journal::end(&mut entry, &sent);
                self.journal_close(&entry);
                if let Err(e) = sent {
                    if e.outcome_unknown() {
                        self.submitted.lock().await.remove(review_id);
                        self.reviews.lock().await.insert(
                            review_id.to_owned(),
                            Review {
                                kind: review.kind,
                                ebl_id: review.ebl_id,
                                ebl_reference: review.ebl_reference,
                                recipient_inbox: review.recipient_inbox,
                                counterparty: review.counterparty,
                                counterparty_name: review.counterparty_name,
                                signing: None,
                                copy_key: review.copy_key,
                                resumes: review.resumes.clone(),
                                prepared_at: review.prepared_at,
                            },
                        );
                    }
                    return Err(e.into());
                }
            }
            (_, Some((data, checked))) => {
                let key = match key {
                    Some(key) => key.clone(),
                    None => self.keys.key()?,
                };
                let mut entry = journal::begin(
                    review_id.to_owned(),
                    data.operation.as_str(),
                    Some((review.ebl_id, &review.ebl_reference)),
                    review.counterparty,
                    review.counterparty_name.clone(),
                );
                entry.signing_data = journal::issued(&data);
                entry.hash = Some(data.hash.clone());
                entry.signer = Some(key.address().to_checksum());
                // The key may have been replaced since the review: sign only with the one the
                // service relays for.
                let relayed = Address::parse_any_case(&data.relayed_for).ok();
                if relayed != Some(key.address()) {
                    let refusal = tdx_keys::Error::Mismatch {
                        field: "relayedFor",
                        expected: key.address().to_string(),
                        got: data.relayed_for.clone(),
                    };
                    journal::refuse(&mut entry, &refusal);
                    self.journal_close(&entry);
                    return Err(refusal.into());
                }
                // The registry is pinned for the key before it signs for it (first use), and
                // one pinned for it since the review (another profile) is not signed for.
                if let Err(refusal) =
                    self.pin_registry(RegistryKind::Ebl, &key.address(), &checked.registry)
                {
                    if let Error::Keys(k) = &refusal {
                        journal::refuse(&mut entry, k);
                        self.journal_close(&entry);
                    }
                    return Err(refusal);
                }
                // On record before the signature is made, and with it before it is submitted:
                // whatever happens next, the journal holds what was signed.
                self.journal_save(&entry)?;
                let signature = tdx_keys::signature_to_hex(&key.sign_hash(&checked.hash));
                entry.signature = Some(signature.clone());
                self.journal_save(&entry)?;
                let result = session
                    .client
                    .ebls()
                    .submit_signed(&data.with_signature(signature))
                    .await;
                journal::end(&mut entry, &result);
                self.journal_close(&entry);
                result?;
            }
            (_, None) => return Err(Error::UnknownReview),
        }
        Ok((session, review.ebl_id))
    }

    /// The id of a copy of `ebl_id` to `recipient` on record whose outcome is not known (its
    /// answer was lost), if any.
    fn unknown_copy(&self, ebl_id: Uuid, recipient: Option<Uuid>) -> Result<Option<String>> {
        let Some(recipient) = recipient.map(|r| r.to_string()) else {
            return Ok(None);
        };
        Ok(self
            .journal_entries(Some(&ebl_id.to_string()))?
            .into_iter()
            .find(|e| {
                e.operation == tdx_store::operation::SEND_AS_COPY
                    && e.outcome == tdx_store::Outcome::Unknown
                    && e.counterparty_inbox.as_deref() == Some(recipient.as_str())
            })
            .map(|e| e.id))
    }

    pub async fn cancel_action(&self, review_id: &str) {
        self.reviews.lock().await.remove(review_id);
    }
}

/// For whom a list's rows were computed (who holds an eBL, "Your company"): rows kept for one
/// company are never shown to another.
fn viewer_key(identity: &Identity) -> String {
    serde_json::to_string(identity).unwrap_or_default()
}

/// An [`EblList`]'s JSON around rows already in JSON.
fn list_json(rows: &str, fetched_at: Option<&str>, offline: bool) -> String {
    let fetched_at = serde_json::to_string(&fetched_at).unwrap_or_else(|_| "null".into());
    format!(r#"{{"rows":{rows},"fetchedAt":{fetched_at},"offline":{offline}}}"#)
}

/// The list keeps what the screens show. The carrier's visualisation file embedded in each
/// eBL (base64, most of an eBL's size) is not kept: the preview endpoint serves the PDF.
fn without_embedded_file(mut ebl: Ebl) -> Ebl {
    if let Some(visualisation) = ebl.content.visualisation_by_carrier.as_mut() {
        visualisation.content = None;
    }
    ebl
}

/// The review's plain sentence, what changes, and the decoded call, from the call the key signs
/// (never from what the window asked for: the two are equal only because the guard checked).
fn explain(
    reference: &str,
    recipient_name: Option<String>,
    recipient: Option<Uuid>,
    call: Option<&Call>,
    name_of: &dyn Fn(&Uuid) -> Option<String>,
) -> (String, Vec<String>, Option<SignedCall>) {
    let company = |name: Option<String>, inbox: Option<Uuid>| match (name, inbox) {
        (Some(name), _) => name,
        (None, Some(inbox)) => format!("the company with inbox {inbox}"),
        (None, None) => "an unknown company".to_owned(),
    };
    let Some(Call::Ebl(call)) = call else {
        // A copy is not signed: the sentence says what the request asks.
        let to = company(recipient_name, recipient);
        return (
            format!("Send a view-only copy of {reference} to {to}."),
            vec![
                format!("{to} can view and download the copy; it cannot act on it."),
                format!("Your company keeps the original {reference} and can still act on it."),
                "Nothing is signed with your key.".to_owned(),
            ],
            None,
        );
    };
    let target_name = name_of(&call.target_inbox);
    let signed = SignedCall {
        function: call.function.name().to_owned(),
        ebl_id: call.ebl_id.to_string(),
        title_id: call.title_id.to_string(),
        target_inbox: call.target_inbox.to_string(),
        target_name: target_name.clone(),
    };
    let (summary, consequences) = match call.function {
        Function::RequestSurrenderForDelivery => {
            let carrier = target_name
                .clone()
                .unwrap_or_else(|| format!("the carrier (inbox {})", call.target_inbox));
            (
                format!("Ask {carrier} to release the cargo of {reference} to your company."),
                vec![
                    format!("Possession of {reference} passes to {carrier} while they decide."),
                    format!(
                        "Until {carrier} accepts or rejects the request, your company cannot \
                         transfer {reference} or request its surrender again."
                    ),
                ],
            )
        }
        _ => {
            let to = company(target_name.clone(), Some(call.target_inbox));
            (
                format!("Transfer possession of {reference} to {to}."),
                vec![
                    format!("{to} will hold {reference}; your company will no longer hold it."),
                    format!(
                        "Your company can take no further action on {reference}: only {to} can \
                         transfer it on, or back to you."
                    ),
                ],
            )
        }
    };
    (summary, consequences, Some(signed))
}

fn parse_uuid(text: &str, what: &str) -> Result<Uuid> {
    Uuid::parse_str(text.trim())
        .map_err(|_| Error::Invalid(format!("The {what} {text:?} is not a valid UUID.")))
}

fn is_unreachable(e: &tdx_client::Error) -> bool {
    matches!(e.code(), "net.offline" | "net.timeout" | "net.transport")
}
