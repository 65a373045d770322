//! The context of one profile: what every use case needs (the profile, its session, the
//! local store and cache, the keyring and key, the directory of names, the files the user
//! granted, the reviews and batches under way). Only its parts and their constructors live
//! here; the use cases are functions over it in their own modules (`session`, `ebls`,
//! `review`, `submit`, `batch`, `journal`, `envelopes`, ...).

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex as StdMutex};
use std::time::{Duration, Instant};

use tdx_client::auth::{BrowserOpener, OAuthClient, TokenHolder};
use tdx_client::models::ebl::Ebl;
use tdx_client::{CancellationToken, Client};
use tdx_keys::Sensitive;
use tdx_keys::secret_store::{ENTRY_CLIENT_SECRET, SecretStore};
use tokio::sync::{Mutex, RwLock};
use uuid::Uuid;

use crate::approval::pending::PendingApproval;
use crate::batch::runs::Batches;
use crate::directory::Directory;
use crate::draft_check::state::CheckState;
use crate::ebl_cache::EblCache;
use crate::envelopes::jobs::EnvelopeJobs;
use crate::error::{Error, Result};
use crate::identity::Identity;
use crate::journal::store::JournalStore;
use crate::key_standing::cache::StandingCache;
use crate::paths::PathGrants;
use crate::profiles::Profile;
use crate::review::pending::{PendingReview, REVIEW_LIFETIME, ReviewClock};
use crate::signing_key::SigningKeys;

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
    pub(crate) client: Client,
    pub(crate) holder: TokenHolder,
    pub(crate) identity: Identity,
    /// Why the "who am I" request was not sent (it named a place off the service's origin),
    /// in words: the window says so rather than showing the last answer as if it were fresh.
    pub(crate) identity_problem: Option<String>,
    pub(crate) scopes: Vec<String>,
}

/// One profile's context: its parts, for the use cases of the other modules.
pub struct Context {
    pub(crate) profile: Profile,
    pub(crate) oauth: OAuthClient,
    pub(crate) secrets: SecretStore,
    pub(crate) keys: SigningKeys,
    pub(crate) opener: Arc<dyn BrowserOpener>,
    /// The in-process sandbox of the sandbox profile.
    pub(crate) sandbox: Option<tdx_sandbox::Running>,
    pub(crate) directory: RwLock<Directory>,
    pub(crate) session: RwLock<Option<Session>>,
    pub(crate) login_cancel: StdMutex<Option<CancellationToken>>,
    pub(crate) login_url: Arc<StdMutex<Option<String>>>,
    pub(crate) reviews: Mutex<HashMap<String, PendingReview>>,
    pub(crate) submitted: Mutex<HashSet<String>>,
    /// The signing requests opened for approval and not yet approved, by approval review id.
    pub(crate) approvals: Mutex<HashMap<String, PendingApproval>>,
    /// The parties each refused review showed as changed since first seen (by eBL): what
    /// accepting the change accepts, and only while the service still names them.
    pub(crate) party_changes: StdMutex<HashMap<Uuid, tdx_store::FirstSeen>>,
    pub(crate) cache: EblCache,
    pub(crate) envelope_jobs: EnvelopeJobs,
    /// The files the user chose or dropped in this session: the only ones read or written.
    pub(crate) grants: PathGrants,
    /// The embedded sandbox's client-credentials client (for registration), from its start-up.
    pub(crate) embedded_integrator: Option<(String, Sensitive<String>)>,
    /// Settings of a desk with no local store (tests, a store that failed to open).
    pub(crate) memory_settings: StdMutex<HashMap<String, String>>,
    pub(crate) review_clock: ReviewClock,
    pub(crate) journal: JournalStore,
    pub(crate) key_standing: StandingCache,
    pub(crate) batches: Batches,
    /// The directory has learned the companies of a whole list (a list was computed), so the
    /// recipients need not read every cached eBL.
    pub(crate) directory_has_list: std::sync::atomic::AtomicBool,
    /// The document check's texts and the eBL picker's rows, kept between checks.
    pub(crate) draft_checks: CheckState,
    /// The list's pages as last read (address, `ETag`, the ids on it), so the next poll asks
    /// each page with `If-None-Match` and reads only those that changed; and the eBLs written
    /// to the cache outside a reading (their pages' tags dropped). Held while a reading writes
    /// the cache, and while one eBL is written outside it.
    pub(crate) list_pages: StdMutex<crate::list_pages::ListMarks>,
    /// What this desk has seen of the journal and the notifications other writers (`tdx` on
    /// the same store, a webhook receiver) put in the shared store.
    pub(crate) outside: StdMutex<crate::outside_writes::Seen>,
    /// Held while the list is read from the service (a refresh or a poll), so that two
    /// readings never run side by side.
    pub(crate) list_reading: Mutex<()>,
}

impl Context {
    /// Starts the embedded sandbox and opens its profile.
    pub async fn for_sandbox(
        options: SandboxOptions,
        opener: Arc<dyn BrowserOpener>,
        cache: EblCache,
    ) -> Result<Context> {
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
        let mut cx = Context::build(
            profile,
            Some(secret),
            opener,
            Some(running),
            Directory::default(),
            cache,
        )?;
        cx.embedded_integrator = integrator;
        Ok(cx)
    }

    /// Opens a service profile; its client secret (if any) is read from the keyring.
    pub async fn for_service(
        profile: Profile,
        opener: Arc<dyn BrowserOpener>,
        cache: EblCache,
    ) -> Result<Context> {
        let secrets = SecretStore::new(&profile.id)?;
        let secret = secrets.get(ENTRY_CLIENT_SECRET)?;
        let cx = Context::build(profile, secret, opener, None, Directory::default(), cache)?;
        Ok(cx)
    }

    fn build(
        profile: Profile,
        client_secret: Option<Sensitive<String>>,
        opener: Arc<dyn BrowserOpener>,
        sandbox: Option<tdx_sandbox::Running>,
        directory: Directory,
        cache: EblCache,
    ) -> Result<Context> {
        let oauth = OAuthClient::new(&profile.base_url, profile.client_id.clone(), client_secret)?;
        let secrets = SecretStore::new(&profile.id)?;
        let journal = JournalStore::new(cache.store())?;
        // The profile's row, which every record of it (the journal too) belongs to.
        let profile = journal
            .store()
            .lock()
            .map_err(|_| Error::Io(tdx_i18n::tr!("err-detail-store-unusable-opening")))?
            .save_profile(&profile)?;
        let keys = SigningKeys::new(secrets.clone());
        if let Some(store) = cache.store()
            && let Ok(store) = store.lock()
        {
            keys.set_pkcs11(crate::signing_key::load_pkcs11_choice(&store, &profile.id));
        }
        Ok(Context {
            keys,
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
            approvals: Mutex::new(HashMap::new()),
            party_changes: StdMutex::new(HashMap::new()),
            cache,
            envelope_jobs: Default::default(),
            grants: Default::default(),
            embedded_integrator: None,
            memory_settings: StdMutex::new(HashMap::new()),
            review_clock: ReviewClock::default(),
            journal,
            key_standing: Default::default(),
            batches: Default::default(),
            directory_has_list: Default::default(),
            draft_checks: Default::default(),
            list_pages: Default::default(),
            outside: Default::default(),
            list_reading: Mutex::new(()),
        })
    }

    pub fn profile(&self) -> &Profile {
        &self.profile
    }

    /// The signed-in client and who it acts for (for use cases in other modules).
    pub async fn signed_in(&self) -> Result<(Client, Identity)> {
        let session = self
            .session
            .read()
            .await
            .clone()
            .ok_or(Error::NotSignedIn)?;
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
            .ok_or_else(|| Error::Io(tdx_i18n::tr!("err-detail-no-store")))?
            .lock()
            .map_err(|_| Error::Io(tdx_i18n::tr!("err-detail-store-unusable")))?;
        f(&store)
    }

    /// The eBL as last fetched, from the cache.
    pub(crate) fn cached_ebl(&self, id: Uuid) -> Result<Option<Ebl>> {
        self.cache.get(&self.profile.id, id)
    }

    /// The key's standing as the service last said.
    pub(crate) fn key_standing(&self) -> &StandingCache {
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
    pub fn grants(&self) -> &PathGrants {
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
        REVIEW_LIFETIME
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
    pub(crate) fn envelope_jobs(&self) -> &EnvelopeJobs {
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
}
