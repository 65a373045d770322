//! Every profile with a stored session is watched, not only the active one: two standalone
//! services (tdx-sandbox over HTTP), profile A in use and profile B signed in earlier. B's
//! changes are seen by its own poll while A is active; B's service stopped backs B's polls off
//! while A keeps polling; B signed out or deleted is no longer watched. Needs the keyring
//! (`tests/e2e/in-session.sh`).

#![allow(clippy::unwrap_used)]

mod common;

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use tdx_client::login_browser::FormFillingBrowser;
use tdx_desk::watch::{self, Pace};
use tdx_desk::{AppConfig, Context, DeskApp, session};

const CONSIGNEE: &str = "consignee@nile.example";

fn config(dir: &Path) -> AppConfig {
    AppConfig {
        data_dir: Some(dir.to_path_buf()),
        ..AppConfig::default()
    }
}

fn browser(service: &tdx_sandbox::Running) -> Arc<FormFillingBrowser> {
    let world = service.world();
    let user = world.users.iter().find(|u| u.email == CONSIGNEE).unwrap();
    Arc::new(FormFillingBrowser::new(&user.email, &user.password))
}

/// Saves a service profile for the consignee at `service` in the app's store; its id.
fn save_profile(app: &DeskApp, service: &tdx_sandbox::Running, name: &str) -> String {
    let store = app.store().unwrap();
    common::service_profile(
        &store,
        &service.world(),
        CONSIGNEE,
        service.base_url(),
        name,
    )
    .id
}

fn ids(desks: &[Arc<Context>]) -> Vec<String> {
    desks.iter().map(|d| d.profile().id.clone()).collect()
}

/// A new eBL on `service` held by the consignee's company; its reference.
async fn new_ebl(service: &tdx_sandbox::Running, reference: &str) -> String {
    let world = service.world();
    let company = world
        .users
        .iter()
        .find(|u| u.email == CONSIGNEE)
        .unwrap()
        .company_id;
    let created = service
        .admin_http()
        .post(format!("{}/_sandbox/ebls", service.base_url()))
        .json(&serde_json::json!({"consignee": company, "reference": reference}))
        .send()
        .await
        .unwrap();
    assert!(created.status().is_success(), "{}", created.status());
    reference.to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_profile_with_a_session_is_watched_and_polled_while_the_first_is_active() {
    let dir = tempfile::tempdir().unwrap();
    let service_a = tdx_sandbox::spawn(Default::default()).await.unwrap();
    // B's world is kept in a file, so that B's service can stop and start again as it was.
    let config_b = tdx_sandbox::Config {
        db: Some(dir.path().join("service-b.sqlite")),
        ..Default::default()
    };
    let service_b = tdx_sandbox::spawn(config_b.clone()).await.unwrap();
    let address_b = service_b.addr();
    // The demo world is the same on both: one browser signs the consignee in at either.
    let browser = browser(&service_a);
    let tag = uuid::Uuid::new_v4();

    let app = DeskApp::new(config(dir.path()), browser.clone());
    let b = save_profile(&app, &service_b, &format!("B watched {tag}"));
    let a = save_profile(&app, &service_a, &format!("A in use {tag}"));
    assert!(
        ids(&app.watched().await).is_empty(),
        "no session yet, and the sandbox has not started"
    );

    // B is signed in first; then A becomes the profile in use.
    let desk_b = app.switch(&b).await.unwrap();
    session::sign_in(&desk_b).await.unwrap();
    let desk_a = app.switch(&a).await.unwrap();
    session::sign_in(&desk_a).await.unwrap();
    let watched = app.watched().await;
    assert_eq!(
        ids(&watched),
        [a.clone(), b.clone()],
        "the active one first"
    );
    assert!(
        Arc::ptr_eq(&watched[1], &desk_b),
        "B's desk is kept as it was, not opened a second time"
    );
    assert!(Arc::ptr_eq(&app.watched().await[1], &desk_b));
    // Back to B: the watched desk becomes the active one, and A is watched instead.
    let back = app.switch(&b).await.unwrap();
    assert!(Arc::ptr_eq(&back, &desk_b));
    assert_eq!(ids(&app.watched().await), [b.clone(), a.clone()]);
    assert!(Arc::ptr_eq(
        &app.watched_context(&a).await.unwrap(),
        &desk_a
    ));
    app.switch(&a).await.unwrap();
    drop((watched, back, desk_a, desk_b, app));

    // The next start: A in use, B opened from the session its keyring holds.
    let app = DeskApp::new(config(dir.path()), browser.clone());
    let watched = app.watched().await;
    assert_eq!(ids(&watched), [a.clone(), b.clone()]);
    let (desk_a, desk_b) = (watched[0].clone(), watched[1].clone());
    assert!(session::session_info(&desk_b).await.unwrap().signed_in);
    let summary = app.attention_summary().await;
    assert_eq!(
        summary
            .profiles
            .iter()
            .map(|p| (p.profile_id.clone(), p.name.clone()))
            .collect::<Vec<_>>(),
        [
            (a.clone(), format!("A in use {tag} over HTTP")),
            (b.clone(), format!("B watched {tag} over HTTP"))
        ]
    );
    assert_eq!(
        summary.total,
        summary.profiles.iter().map(|p| p.count).sum::<u32>()
    );

    // A change on B's service is seen by B's poll while A is the active profile.
    let now = tdx_store::now_ms();
    watch::poll_profile(&desk_a, now).await.unwrap();
    watch::poll_profile(&desk_b, now).await.unwrap();
    let reference = new_ebl(&service_b, &format!("WATCH-B-{}", &tag.to_string()[..8])).await;
    let polled = watch::poll_profile(&desk_b, now).await.unwrap();
    assert_eq!(polled.changes.arrived, std::slice::from_ref(&reference));
    // And raised, on B, as what needs attention: an eBL newly held by the company.
    let raised: Vec<_> = polled
        .raised
        .iter()
        .map(|i| {
            (
                i.profile_id.clone(),
                i.rule,
                i.ebl_reference.clone().map(String::from),
            )
        })
        .collect();
    assert_eq!(
        raised,
        [(
            b.clone(),
            tdx_desk::attention::AttentionRule::NewlyHeld,
            Some(reference.clone())
        )],
        "{:?}",
        polled.raised
    );
    let counted = app.attention_summary().await;
    assert!(
        counted
            .profiles
            .iter()
            .any(|p| p.profile_id == b && p.count >= 1),
        "{counted:?}"
    );
    let on_a = watch::poll_profile(&desk_a, now).await.unwrap();
    assert!(
        on_a.changes.arrived.is_empty(),
        "A's service has no such eBL"
    );
    assert_eq!(app.active_id().await, a);

    // B's service stops: B's polls fail as unreachable and its loop waits twice as long each
    // time; A keeps polling at its interval.
    service_b.shutdown().await;
    let took = Duration::from_millis(40);
    let interval = app.poll_interval();
    let (mut pace_a, mut pace_b) = (Pace::new(interval), Pace::new(interval));
    let mut waits_b = Vec::new();
    for _ in 0..3 {
        let on_b = watch::poll_profile(&desk_b, now).await;
        let err = on_b.as_ref().unwrap_err();
        assert!(watch::unreachable(err), "{}", err.code());
        waits_b.push(pace_b.after(&on_b, took).0);
        let on_a = watch::poll_profile(&desk_a, now).await;
        assert!(on_a.is_ok());
        assert_eq!(pace_a.after(&on_a, took).0, interval);
    }
    assert_eq!(waits_b, [interval * 2, interval * 4, interval * 8]);
    assert_eq!(pace_b.failures(), 3);
    assert_eq!(
        ids(&app.watched().await),
        [a.clone(), b.clone()],
        "a service away keeps its session, and its profile watched"
    );

    // B's service is back at the same address: B answers, its pace is the interval again.
    let back = tdx_sandbox::spawn(tdx_sandbox::Config {
        listen: address_b,
        ..config_b
    })
    .await
    .unwrap();
    let on_b = watch::poll_profile(&desk_b, now).await;
    assert!(on_b.is_ok(), "{:?}", on_b.err().map(|e| e.code()));
    assert_eq!(pace_b.after(&on_b, took).0, interval);
    back.shutdown().await;
    drop((watched, desk_a, desk_b));

    // Signed out of B (in use), then back to A: B is no longer watched.
    let desk_b = app.switch(&b).await.unwrap();
    session::sign_out(&desk_b).await.unwrap();
    app.switch(&a).await.unwrap();
    assert_eq!(ids(&app.watched().await), [a.as_str()]);
    drop(desk_b);

    // A watched profile that is deleted is no longer watched.
    let c = save_profile(&app, &service_a, &format!("C {tag}"));
    session::sign_in(&app.switch(&c).await.unwrap())
        .await
        .unwrap();
    app.switch(&a).await.unwrap();
    assert_eq!(ids(&app.watched().await), [a.clone(), c.clone()]);
    let facts = app.profile_deletion_facts(&c).await.unwrap();
    app.delete_profile(&c, &facts).await.unwrap();
    assert_eq!(ids(&app.watched().await), [a.as_str()]);
    assert!(app.watched_context(&c).await.is_none());
    service_a.shutdown().await;
}

/// The form's input for profile `id` as it is stored, to edit.
fn as_stored(app: &DeskApp, id: &str) -> tdx_desk::view::ServiceProfileInput {
    let store = app.store().unwrap();
    let p = tdx_desk::profiles::load(&store, id).unwrap();
    tdx_desk::view::ServiceProfileInput {
        id: Some(p.id.clone()),
        name: p.name.clone(),
        base_url: p.base_url.clone(),
        client_id: p.client_id.clone(),
        client_secret: None,
        company_id: p.company_id.clone().unwrap_or_default(),
        inbox_ids: p.inbox_ids.clone(),
        scopes: p.scopes.clone(),
        send_path: p.send_path.clone(),
        me_path: Some(tdx_desk::profiles::me_path(&store, id).unwrap()),
    }
}

/// An edit of a watched profile's address or paths ends its session everywhere it lives: the
/// keyring entry, the watched desk (its poll loop stops using it), and a token holder that
/// held the session before the edit, whose refresh after the edit must not put a rotated
/// refresh token back in the keyring. The profile in use cannot have its paths edited.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_path_or_address_edit_on_a_watched_profile_ends_its_session_everywhere() {
    use tdx_client::auth::{OAuthClient, TokenHolder, TokenStore};
    use tdx_keys::secret_store::{ENTRY_REFRESH_TOKEN, SecretStore};
    let dir = tempfile::tempdir().unwrap();
    let service_a = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let service_b = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let browser = browser(&service_a);
    let tag = uuid::Uuid::new_v4();
    let app = DeskApp::new(config(dir.path()), browser.clone());
    let b = save_profile(&app, &service_b, &format!("B edited {tag}"));
    let a = save_profile(&app, &service_a, &format!("A in use {tag}"));
    session::sign_in(&app.switch(&b).await.unwrap())
        .await
        .unwrap();
    session::sign_in(&app.switch(&a).await.unwrap())
        .await
        .unwrap();
    let watched = app.watched().await;
    assert_eq!(ids(&watched), [a.clone(), b.clone()]);
    let desk_b = watched[1].clone();
    let now = tdx_store::now_ms();
    watch::poll_profile(&desk_b, now).await.unwrap();

    // A token holder of B's session, as the background desk's is: it has refreshed once (the
    // keyring holds the token it rotated to) and keeps the session in memory.
    let secrets = SecretStore::new(&b).unwrap();
    let world = service_b.world();
    let client = world
        .clients
        .iter()
        .find(|c| c.grants.iter().any(|g| g == "authorization_code"))
        .unwrap();
    let oauth = OAuthClient::new(
        service_b.base_url(),
        client.client_id.clone(),
        Some(tdx_keys::Sensitive::new(client.client_secret.clone())),
    )
    .unwrap();
    let holder_store: Arc<dyn TokenStore> = Arc::new(
        tdx_desk::token_store::KeyringTokenStore::new(SecretStore::new(&b).unwrap()),
    );
    let holder = TokenHolder::resume(oauth, holder_store);
    let access = holder.access_token().await.unwrap();
    assert!(secrets.get(ENTRY_REFRESH_TOKEN).unwrap().is_some());

    // The profile in use cannot have its paths edited under its session.
    let mut in_use = as_stored(&app, &a);
    in_use.me_path = Some("/api/v3/integrations/me".into());
    assert_eq!(
        app.save_service_profile(&in_use).await.unwrap_err().code(),
        "input.invalid"
    );

    // B's who-am-I path is edited (a plain path, accepted).
    let mut edit = as_stored(&app, &b);
    edit.me_path = Some("/api/v3/integrations/me".into());
    app.save_service_profile(&edit).await.unwrap();
    assert!(
        secrets.get(ENTRY_REFRESH_TOKEN).unwrap().is_none(),
        "the keyring no longer holds B's session"
    );
    assert!(
        !session::session_info(&desk_b).await.unwrap().signed_in,
        "the watched desk dropped its session"
    );
    let tick = watch::poll_profile(&desk_b, now).await;
    assert_eq!(
        tick.as_ref().err().map(|e| e.code()),
        Some("session.signed_out"),
        "the watcher's next tick does not use the session"
    );
    assert_eq!(ids(&app.watched().await), [a.as_str()]);
    assert!(app.watched_context(&b).await.is_none());

    // The holder from before the edit refreshes (the service rotates the refresh token): the
    // rotated token is not written back.
    let refreshed = holder.refresh_rejected(&access).await;
    assert_eq!(
        refreshed.as_ref().err().map(|e| e.code()),
        Some("session.signed_out"),
        "{:?}",
        refreshed.err()
    );
    assert!(
        secrets.get(ENTRY_REFRESH_TOKEN).unwrap().is_none(),
        "no refresh token reappeared"
    );
    assert_eq!(ids(&app.watched().await), [a.as_str()]);

    // Signed in again after the edit, B's new session is kept (and watched again).
    session::sign_in(&app.switch(&b).await.unwrap())
        .await
        .unwrap();
    app.switch(&a).await.unwrap();
    assert!(secrets.get(ENTRY_REFRESH_TOKEN).unwrap().is_some());
    assert_eq!(ids(&app.watched().await), [a.clone(), b.clone()]);
    // The old holder's failure cannot delete the new session's token either.
    let _ = holder.sign_out().await;
    assert!(secrets.get(ENTRY_REFRESH_TOKEN).unwrap().is_some());

    // An address edit does the same.
    let desk_b = app.watched_context(&b).await.unwrap();
    let mut moved = as_stored(&app, &b);
    moved.base_url = service_a.base_url().into();
    app.save_service_profile(&moved).await.unwrap();
    assert!(secrets.get(ENTRY_REFRESH_TOKEN).unwrap().is_none());
    assert!(!session::session_info(&desk_b).await.unwrap().signed_in);
    assert_eq!(ids(&app.watched().await), [a.as_str()]);
    service_a.shutdown().await;
    service_b.shutdown().await;
}
