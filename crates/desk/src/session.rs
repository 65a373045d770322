//! Signing in and out, the session a profile resumes, and who the token acts for.

use std::sync::{Arc, Mutex as StdMutex};
use tdx_i18n::tr;

use tdx_client::auth::{BrowserOpener, LoginOptions, TokenHolder, TokenStore, login};
use tdx_client::{CancellationToken, Client};
use uuid::Uuid;

use crate::actions::SessionFacts;
use crate::context::{Context, Session};
use crate::ebl_cache::EblCache;
use crate::error::{Error, Result};
use crate::identity::Identity;
use crate::journal::{self};
use crate::profile_settings;
use crate::profiles::Profile;
use crate::token_store::KeyringTokenStore;
use crate::view::SessionInfo;

/// The profile setting that remembers the last "who am I" answer.
const SETTING_IDENTITY: &str = "identity.me";

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

/// The profile setting that says the profile's session is the application's own (the
/// client-credentials grant, with the client secret in the keyring) rather than a user's.
const SETTING_GRANT: &str = "session.grant";
const GRANT_CLIENT_CREDENTIALS: &str = "client_credentials";

/// Whether the profile signs in as the application itself ([`sign_in_client_credentials`]).
fn uses_client_credentials(cx: &Context) -> bool {
    profile_settings::profile_setting(cx, SETTING_GRANT)
        .ok()
        .flatten()
        .as_deref()
        == Some(GRANT_CLIENT_CREDENTIALS)
}

/// Signs in as the application itself, where the service allows it for the profile's OAuth
/// client: the client-credentials grant, with the client secret kept in the keyring (an
/// integrator account; no browser). Each later run asks for a fresh token the same way, until
/// [`sign_out`] or a browser sign-in. A user session left in the keyring is removed: one
/// session per profile.
pub async fn sign_in_client_credentials(cx: &Context) -> Result<SessionInfo> {
    let holder = TokenHolder::client_credentials(cx.oauth.clone(), cx.profile.scopes.clone());
    holder.access_token().await?;
    let scopes = holder.scopes().await.unwrap_or_default();
    let session = make_session(cx, holder, scopes).await?;
    KeyringTokenStore::new(cx.secrets.clone()).clear()?;
    profile_settings::set_profile_setting(cx, SETTING_GRANT, Some(GRANT_CLIENT_CREDENTIALS))?;
    *cx.session.write().await = Some(session);
    session_info(cx).await
}

/// Picks up the application's own session (client credentials): a fresh token; one the
/// service refuses ends it (the setting is removed: sign in again).
async fn resume_client_credentials(cx: &Context) {
    let holder = TokenHolder::client_credentials(cx.oauth.clone(), cx.profile.scopes.clone());
    match holder.access_token().await {
        Err(e) if e.code().starts_with("auth.") => {
            let _ = profile_settings::set_profile_setting(cx, SETTING_GRANT, None);
        }
        _ => {
            let scopes = holder.scopes().await.unwrap_or_default();
            if let Ok(session) = make_session(cx, holder, scopes).await {
                *cx.session.write().await = Some(session);
            }
        }
    }
}

/// Picks up a session left in the keyring by an earlier run. A refresh token the
/// service no longer accepts is removed: the user simply signs in again.
pub(crate) async fn resume(cx: &Context) {
    if uses_client_credentials(cx) {
        resume_client_credentials(cx).await;
        return;
    }
    let store: Arc<dyn TokenStore> = Arc::new(KeyringTokenStore::new(cx.secrets.clone()));
    match store.load() {
        Ok(Some(_)) => {}
        _ => return,
    }
    let holder = TokenHolder::resume(cx.oauth.clone(), store.clone());
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
            if let Ok(session) = make_session(cx, holder, scopes).await {
                *cx.session.write().await = Some(session);
            }
            // Actions whose answer never came (the app stopped mid-way): settled now by
            // reading their eBLs.
            if reachable && let Err(e) = journal::resolve_unknown_entries(cx).await {
                tracing::warn!(
                    code = e.code(),
                    "unsettled journal entries were not checked"
                );
            }
        }
    }
}

/// Runs the browser login; resolves when the user has signed in (or cancelled).
pub async fn sign_in(cx: &Context) -> Result<SessionInfo> {
    sign_in_within(cx, LoginOptions::default().timeout).await
}

/// [`sign_in`], the loopback listener waiting at most `timeout` for the browser to come back
/// (`auth.login_timeout` then): the command line waits longer, the user may be finishing the
/// sign-in from another machine through a tunnel.
pub async fn sign_in_within(cx: &Context, timeout: std::time::Duration) -> Result<SessionInfo> {
    let cancel = CancellationToken::new();
    if let Ok(mut slot) = cx.login_cancel.lock()
        && let Some(previous) = slot.replace(cancel.clone())
    {
        previous.cancel();
    }
    let opener = RecordingOpener {
        inner: cx.opener.clone(),
        last: cx.login_url.clone(),
    };
    let options = LoginOptions {
        scopes: cx.profile.scopes.clone(),
        cancel,
        timeout,
        ..LoginOptions::default()
    };
    let result = login(&cx.oauth, &opener, options).await;
    if let Ok(mut slot) = cx.login_cancel.lock() {
        *slot = None;
    }
    let tokens = result?;
    // A user's session from now on, not the application's own.
    profile_settings::set_profile_setting(cx, SETTING_GRANT, None)?;
    let scopes = tokens.scopes.clone();
    let store: Arc<dyn TokenStore> = Arc::new(KeyringTokenStore::new(cx.secrets.clone()));
    let holder = TokenHolder::start(cx.oauth.clone(), store, tokens)?;
    let session = make_session(cx, holder, scopes).await?;
    *cx.session.write().await = Some(session);
    session_info(cx).await
}

pub fn cancel_sign_in(cx: &Context) {
    if let Ok(mut slot) = cx.login_cancel.lock()
        && let Some(cancel) = slot.take()
    {
        cancel.cancel();
    }
}

/// Opens the login page of the sign-in in progress once more.
pub fn reopen_sign_in_browser(cx: &Context) -> Result<()> {
    let url = cx.login_url.lock().ok().and_then(|u| u.clone());
    match url {
        Some(url) => cx.opener.open(&url).map_err(Error::Browser),
        None => Err(Error::Invalid(tr!("err-input-no-sign-in"))),
    }
}

pub async fn sign_out(cx: &Context) -> Result<SessionInfo> {
    profile_settings::set_profile_setting(cx, SETTING_GRANT, None)?;
    if let Some(session) = cx.session.write().await.take() {
        session.holder.sign_out().await?;
    } else {
        KeyringTokenStore::new(cx.secrets.clone()).clear()?;
    }
    cx.reviews.lock().await.clear();
    session_info(cx).await
}

pub(crate) async fn make_session(
    cx: &Context,
    holder: TokenHolder,
    mut scopes: Vec<String>,
) -> Result<Session> {
    if scopes.is_empty() {
        scopes = cx.profile.scopes.clone();
    }
    let client = Client::builder(cx.profile.base_url.clone())
        .token_holder(holder.clone())
        .envelope_send_path(cx.profile.send_path.clone())
        .me_path(profile_settings::me_path(cx)?)
        .build()?;
    let (identity, identity_problem) = identify(cx, &client).await;
    Ok(Session {
        client,
        holder,
        identity,
        identity_problem,
        scopes,
    })
}

/// Who the token acts for: the "who am I" extension's answer; on a service that does not
/// offer it (or cannot be asked now), the ids typed in the profile. Every profile the same.
/// The last answer is remembered: started while the service cannot be reached, the app
/// still knows whose eBLs the cached list shows. A "who am I" request refused because it named
/// a place off the service's origin (a hostile who-am-I path) is not a passing failure: its
/// words come back with the identity, for the window to show.
pub(crate) async fn identify(cx: &Context, client: &Client) -> (Identity, Option<String>) {
    let typed = || Identity {
        company_id: cx.profile.company_uuid(),
        company_name: None,
        inbox_ids: cx.profile.inbox_uuids(),
        user_email: None,
    };
    let mut problem = None;
    let identity = match client.me().await {
        Ok(Some(me)) => {
            let identity = Identity {
                company_id: Some(me.company_id),
                company_name: Some(me.company_name),
                inbox_ids: me.inbox_ids,
                user_email: me.user_email.filter(|e| !e.trim().is_empty()),
            };
            if let Ok(json) = serde_json::to_string(&identity) {
                let _ = profile_settings::set_profile_setting(cx, SETTING_IDENTITY, Some(&json));
            }
            identity
        }
        Ok(None) => typed(),
        Err(e) => {
            if matches!(e, tdx_client::Error::OriginMismatch { .. }) {
                problem = Some(Error::Client(e).user_message());
            }
            profile_settings::profile_setting(cx, SETTING_IDENTITY)
                .ok()
                .flatten()
                .and_then(|json| serde_json::from_str::<Identity>(&json).ok())
                .unwrap_or_else(typed)
        }
    };
    if let Some(name) = &identity.company_name {
        cx.directory.write().await.add_company(
            identity.company_id,
            name,
            None,
            &identity.inbox_ids,
        );
    }
    (identity, problem)
}

pub async fn session_info(cx: &Context) -> Result<SessionInfo> {
    let session = cx.session.read().await.clone();
    let directory = cx.directory.read().await;
    let key_address = cx.keys.info()?.map(|k| k.address);
    Ok(match session {
        Some(s) => SessionInfo {
            profile_id: cx.profile.id.clone(),
            profile_name: cx.profile.name.clone(),
            profile_kind: cx.profile.kind,
            base_url: cx.profile.base_url.clone(),
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
            identity_problem: s.identity_problem.clone(),
        },
        None => SessionInfo {
            profile_id: cx.profile.id.clone(),
            profile_name: cx.profile.name.clone(),
            profile_kind: cx.profile.kind,
            base_url: cx.profile.base_url.clone(),
            signed_in: false,
            scopes: Vec::new(),
            can_write: false,
            company_id: None,
            company_name: None,
            inbox_ids: Vec::new(),
            key_address,
            identity_problem: None,
        },
    })
}

/// The name the directory knows for an inbox.
pub(crate) async fn inbox_name(cx: &Context, inbox: Option<Uuid>) -> Option<String> {
    let inbox = inbox?;
    cx.directory
        .read()
        .await
        .inbox_name(&inbox)
        .map(str::to_owned)
}

pub(crate) async fn require_session(cx: &Context) -> Result<Session> {
    cx.session.read().await.clone().ok_or(Error::NotSignedIn)
}

pub(crate) async fn session_facts(cx: &Context, session: Option<&Session>) -> SessionFacts {
    SessionFacts {
        signed_in: session.is_some(),
        can_write: session.is_some_and(|s| s.scopes.iter().any(|x| x == "write")),
        has_key: matches!(cx.keys.info(), Ok(Some(_))),
    }
}

/// Opens the embedded sandbox's profile, and the session an earlier run left in the keyring.
pub async fn open_sandbox(
    options: crate::SandboxOptions,
    opener: Arc<dyn BrowserOpener>,
    cache: EblCache,
) -> Result<Context> {
    let cx = Context::for_sandbox(options, opener, cache).await?;
    resume(&cx).await;
    Ok(cx)
}

/// Opens a service profile, and the session an earlier run left in the keyring.
pub async fn open_service(
    profile: Profile,
    opener: Arc<dyn BrowserOpener>,
    cache: EblCache,
) -> Result<Context> {
    let cx = Context::for_service(profile, opener, cache).await?;
    resume(&cx).await;
    Ok(cx)
}
