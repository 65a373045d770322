//! The shared state: the world's data behind one mutex, plus settings and persistence hooks.

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use uuid::Uuid;

use crate::model::{
    BlockchainKey, Client, Company, Delivery, Ebl, Email, Envelope, Faults, Grant,
    IdempotentAnswer, LostAnswer, PendingSigning, Relayed, Rule, UsedRefresh, User, World,
};
use crate::world;

/// A pending authorization code.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct AuthCode {
    pub client_id: String,
    pub redirect_uri: String,
    pub code_challenge: Option<String>,
    pub user_email: String,
    pub scopes: Vec<String>,
    pub expires_at: u64,
}

/// A login that waits for the user's consent.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ConsentTicket {
    pub client_id: String,
    pub redirect_uri: String,
    pub state: Option<String>,
    pub code_challenge: Option<String>,
    pub user_email: String,
    pub scopes: Vec<String>,
    pub expires_at: u64,
}

/// A registration started through app-tokens.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Registration {
    pub client_id: String,
    pub name: Option<String>,
    pub country: Option<String>,
    pub user_first_name: Option<String>,
    pub user_last_name: Option<String>,
    pub user_email: Option<String>,
    pub redirect_url: Option<String>,
    pub expires_at: u64,
    pub completed: bool,
}

/// Everything the sandbox knows; persisted as a whole with `--db`.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Data {
    pub companies: Vec<Company>,
    pub users: Vec<User>,
    pub clients: Vec<Client>,
    /// Companies each client may act for (client credentials tokens).
    pub client_companies: HashMap<String, Vec<Uuid>>,
    pub ebls: Vec<Ebl>,
    #[serde(skip)]
    pub ebl_index: HashMap<Uuid, usize>,
    pub rules: Vec<Rule>,
    /// Registered blockchain keys (users' own keys count as approved without a record).
    #[serde(default)]
    pub keys: Vec<BlockchainKey>,
    pub envelopes: HashMap<Uuid, Envelope>,
    /// Issued signing data by "address:nonce" (address lowercase).
    pub pending: HashMap<String, PendingSigning>,
    /// Next relay nonce per address (lowercase).
    pub nonces: HashMap<String, u64>,
    /// Used "address:nonce" pairs.
    pub used_nonces: HashSet<String>,
    pub access_tokens: HashMap<String, Grant>,
    pub refresh_tokens: HashMap<String, Grant>,
    /// Refresh tokens already exchanged, by token: a replay revokes the family.
    #[serde(default)]
    pub used_refresh: HashMap<String, UsedRefresh>,
    /// First answers by scoped `Idempotency-Key`.
    #[serde(default)]
    pub idempotency: HashMap<String, IdempotentAnswer>,
    pub codes: HashMap<String, AuthCode>,
    pub tickets: HashMap<String, ConsentTicket>,
    pub registrations: HashMap<String, Registration>,
    pub outbox: Vec<Email>,
    pub deliveries: Vec<Delivery>,
    pub faults: Faults,
    /// Answers lost after the service acted (`when: after` faults), the latest
    /// [`LOST_ANSWERS_KEPT`].
    #[serde(default)]
    pub lost_answers: Vec<LostAnswer>,
    /// Every transaction relayed for an accepted signature, in order.
    #[serde(default)]
    pub relayed: Vec<Relayed>,
}

/// How many lost answers [`Data::lost_answers`] keeps.
pub const LOST_ANSWERS_KEPT: usize = 1000;

impl Data {
    /// The deterministic demo world with `extra` generated eBLs.
    pub fn demo(extra: usize) -> Data {
        let mut data = Data {
            companies: world::demo_companies(),
            users: world::demo_users(),
            clients: world::demo_clients(),
            ebls: world::demo_ebls(extra),
            ..Data::default()
        };
        data.client_companies
            .insert(world::INTEGRATOR_CLIENT_ID.into(), vec![world::NILE]);
        data.reindex();
        data
    }

    pub fn reindex(&mut self) {
        self.ebl_index = self
            .ebls
            .iter()
            .enumerate()
            .map(|(i, e)| (e.id, i))
            .collect();
    }

    pub fn world(&self) -> World {
        World {
            companies: self.companies.clone(),
            users: self.users.clone(),
            clients: self.clients.clone(),
        }
    }

    pub fn company(&self, id: Uuid) -> Option<&Company> {
        self.companies.iter().find(|c| c.id == id)
    }

    /// The company owning an inbox.
    pub fn inbox_owner(&self, inbox: Uuid) -> Option<&Company> {
        self.companies.iter().find(|c| c.inboxes.contains(&inbox))
    }

    pub fn user(&self, email: &str) -> Option<&User> {
        self.users
            .iter()
            .find(|u| u.email.eq_ignore_ascii_case(email))
    }

    pub fn client(&self, id: &str) -> Option<&Client> {
        self.clients.iter().find(|c| c.client_id == id)
    }

    pub fn ebl(&self, id: Uuid) -> Option<&Ebl> {
        self.ebl_index.get(&id).and_then(|&i| self.ebls.get(i))
    }

    pub fn ebl_mut(&mut self, id: Uuid) -> Option<&mut Ebl> {
        match self.ebl_index.get(&id) {
            Some(&i) => self.ebls.get_mut(i),
            None => None,
        }
    }

    pub fn push_ebl(&mut self, ebl: Ebl) {
        self.ebl_index.insert(ebl.id, self.ebls.len());
        self.ebls.push(ebl);
    }

    /// Whether company `company` can see `ebl`: a party of an original, or the holder.
    pub fn can_see(&self, company: &Company, ebl: &Ebl) -> bool {
        if company.inboxes.contains(&ebl.possession_id) {
            return true;
        }
        !ebl.is_copy() && ebl.parties.iter().any(|p| p.id == company.id)
    }

    /// Allocates the next relay nonce for an address.
    pub fn next_nonce(&mut self, address: &str) -> u64 {
        let counter = self.nonces.entry(address.to_ascii_lowercase()).or_insert(0);
        let nonce = *counter;
        *counter += 1;
        nonce
    }
}

/// Settings fixed at start.
#[derive(Debug, Clone)]
pub struct Settings {
    pub token_ttl: Duration,
    /// The token every `/_sandbox/` request must carry in [`ADMIN_HEADER`].
    pub admin_token: String,
    pub limits: Limits,
    /// How long signing data waits for its signature.
    pub signing_ttl: Duration,
    pub upload_dir: PathBuf,
    /// The base URL when known (set when serving on a listener).
    pub base_url: Option<String>,
    /// Delays between webhook attempts (3 attempts → 2 delays).
    pub retry_delays: Vec<Duration>,
    /// Where every expiry (tokens, codes, signing data, ...) and timestamp reads the time.
    pub clock: Clock,
}

/// Where the sandbox reads the time: the system clock, or a manual clock that stands still
/// until its owner advances it (tests of expiry advance it instead of waiting). Clones share
/// one time.
#[derive(Debug, Clone, Default)]
pub struct Clock {
    inner: Arc<Mutex<ClockState>>,
}

#[derive(Debug, Default)]
struct ClockState {
    /// The manual clock's time; `None` reads the system clock.
    fixed: Option<OffsetDateTime>,
    /// Added to the time read: what [`Clock::advance`] moved a system clock by.
    offset: Duration,
}

impl Clock {
    /// The system clock.
    pub fn system() -> Clock {
        Clock::default()
    }

    /// A clock that reads `start` until it is advanced.
    pub fn manual(start: OffsetDateTime) -> Clock {
        Clock {
            inner: Arc::new(Mutex::new(ClockState {
                fixed: Some(start),
                offset: Duration::ZERO,
            })),
        }
    }

    /// A manual clock that starts at the system's time now.
    pub fn manual_now() -> Clock {
        Clock::manual(OffsetDateTime::now_utc())
    }

    fn lock(&self) -> MutexGuard<'_, ClockState> {
        self.inner
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Moves the time forward by `by` (on a system clock, from then on).
    pub fn advance(&self, by: Duration) {
        let mut state = self.lock();
        state.offset = state.offset.saturating_add(by);
    }

    /// The time now.
    pub fn now(&self) -> OffsetDateTime {
        let state = self.lock();
        let base = state.fixed.unwrap_or_else(OffsetDateTime::now_utc);
        base.checked_add(time::Duration::try_from(state.offset).unwrap_or(time::Duration::MAX))
            .unwrap_or(base)
    }

    /// Unix seconds now.
    pub fn now_secs(&self) -> u64 {
        u64::try_from(self.now().unix_timestamp()).unwrap_or(0)
    }

    /// RFC 3339 timestamp now.
    pub fn now_rfc3339(&self) -> String {
        self.now()
            .format(&time::format_description::well_known::Rfc3339)
            .unwrap_or_default()
    }
}

/// The header that carries the admin token of the `/_sandbox/` endpoints.
pub const ADMIN_HEADER: &str = "x-sandbox-admin";
/// How long signing data waits for its signature by default: longer than the app's
/// ten-minute review, so a review that is still valid never meets expired signing data.
pub const DEFAULT_SIGNING_TTL: Duration = Duration::from_secs(15 * 60);

/// Caps on what one request may send (`tdx-sandbox --help` lists the flags).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// A whole envelope-creation body, in bytes (default 4 GiB).
    pub upload_bytes: u64,
    /// One uploaded document, in bytes (default 2 GiB).
    pub file_bytes: u64,
    /// Text fields of one multipart form (default 32).
    pub form_fields: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            upload_bytes: 4 << 30,
            file_bytes: 2 << 30,
            form_fields: 32,
        }
    }
}

/// The shared, cloneable application state.
#[derive(Clone)]
pub struct AppState {
    inner: Arc<Inner>,
}

struct Inner {
    data: Mutex<Data>,
    settings: Settings,
    changed: Option<tokio::sync::Notify>,
    http: reqwest::Client,
    /// Webhook deliveries still running (attempts and the waits between them).
    deliveries: tokio::sync::watch::Sender<usize>,
    /// eBL list pages answered in full (200) and as unchanged (304), for tests and benches.
    list_pages: [std::sync::atomic::AtomicU64; 2],
}

/// How many eBL list pages the sandbox answered since it started.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ListAnswers {
    /// 200 with the page.
    pub full: u64,
    /// 304 Not Modified: the caller's `If-None-Match` named the page as it is.
    pub not_modified: u64,
}

impl AppState {
    /// A state over `data`; `persist` enables change notifications for the SQLite writer.
    pub fn new(data: Data, settings: Settings, persist: bool) -> AppState {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(10))
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap_or_else(|_| reqwest::Client::new());
        AppState {
            inner: Arc::new(Inner {
                data: Mutex::new(data),
                settings,
                changed: persist.then(tokio::sync::Notify::new),
                http,
                deliveries: tokio::sync::watch::Sender::new(0),
                list_pages: Default::default(),
            }),
        }
    }

    /// An in-memory demo state (tests and embedding).
    pub fn demo(extra_ebls: usize) -> AppState {
        let upload_dir = std::env::temp_dir().join(format!("tdx-sandbox-{}", Uuid::new_v4()));
        AppState::new(
            Data::demo(extra_ebls),
            Settings {
                token_ttl: Duration::from_secs(600),
                upload_dir,
                base_url: None,
                retry_delays: vec![Duration::from_millis(200), Duration::from_millis(600)],
                admin_token: random_token(),
                limits: Limits::default(),
                signing_ttl: DEFAULT_SIGNING_TTL,
                clock: Clock::system(),
            },
            false,
        )
    }

    /// Counts one eBL list page answered, in full or as not modified.
    pub(crate) fn count_list_page(&self, not_modified: bool) {
        self.inner.list_pages[usize::from(not_modified)]
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }

    /// The eBL list pages answered so far, in full and as not modified.
    pub fn list_answers(&self) -> ListAnswers {
        let [full, not_modified] = &self.inner.list_pages;
        ListAnswers {
            full: full.load(std::sync::atomic::Ordering::Relaxed),
            not_modified: not_modified.load(std::sync::atomic::Ordering::Relaxed),
        }
    }

    /// Locks the data. A poisoned lock is recovered: the data stays consistent because every
    /// mutation is validated before it is applied.
    pub fn data(&self) -> MutexGuard<'_, Data> {
        self.inner
            .data
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    pub fn settings(&self) -> &Settings {
        &self.inner.settings
    }

    pub fn http(&self) -> &reqwest::Client {
        &self.inner.http
    }

    /// The sandbox's clock.
    pub fn clock(&self) -> &Clock {
        &self.inner.settings.clock
    }

    /// Unix seconds now, by the sandbox's clock.
    pub fn now_secs(&self) -> u64 {
        self.clock().now_secs()
    }

    /// RFC 3339 timestamp now, by the sandbox's clock.
    pub fn now_rfc3339(&self) -> String {
        self.clock().now_rfc3339()
    }

    /// Marks the data as changed (wakes the SQLite writer when persisting).
    pub fn changed(&self) {
        if let Some(notify) = &self.inner.changed {
            notify.notify_one();
        }
    }

    /// Counts a webhook delivery as running until the returned guard is dropped.
    pub(crate) fn delivery_started(&self) -> DeliveryGuard {
        self.inner.deliveries.send_modify(|n| *n += 1);
        DeliveryGuard {
            state: self.clone(),
        }
    }

    /// Returns once no webhook delivery is running: every rule fired by a request that has
    /// been answered has made all its attempts (tests wait on this instead of polling).
    pub async fn deliveries_settled(&self) {
        let mut running = self.inner.deliveries.subscribe();
        let _ = running.wait_for(|n| *n == 0).await;
    }

    pub(crate) async fn wait_changed(&self) {
        match &self.inner.changed {
            Some(notify) => notify.notified().await,
            None => std::future::pending().await,
        }
    }
}

/// A running webhook delivery; see [`AppState::deliveries_settled`].
pub(crate) struct DeliveryGuard {
    state: AppState,
}

impl Drop for DeliveryGuard {
    fn drop(&mut self) {
        self.state
            .inner
            .deliveries
            .send_modify(|n| *n = n.saturating_sub(1));
    }
}

/// A random URL-safe token.
pub fn random_token() -> String {
    let bytes: [u8; 32] = rand::random();
    hex::encode(bytes)
}
