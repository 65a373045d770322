//! Set-up shared by tdx-desk's integration tests.

#![allow(clippy::unwrap_used)]

pub mod proxy;
/// The one SoftHSM2 helper, kept with the keys crate's tests.
#[path = "../../../keys/tests/common/softhsm.rs"]
pub mod softhsm;

use std::sync::Arc;

use tdx_client::login_browser::FormFillingBrowser;
use tdx_desk::session;
use tdx_desk::{Context, EblCache, SandboxOptions};

/// A desk on its own embedded sandbox whose browser sign-in is answered for `email` (a demo
/// user), with the sandbox's world for picking ids and keys.
pub async fn open_desk(
    email: &str,
    profile_id: &str,
    cache: EblCache,
) -> (Context, tdx_sandbox::World) {
    // The demo world is the same in every sandbox: a probe tells the user's password.
    let probe = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let demo = probe.world();
    probe.shutdown().await;
    let user = demo.users.iter().find(|u| u.email == email).unwrap();
    let browser = Arc::new(FormFillingBrowser::new(&user.email, &user.password));
    let options = SandboxOptions {
        profile_id: profile_id.into(),
        ..Default::default()
    };
    let desk = session::open_sandbox(options, browser, cache)
        .await
        .unwrap();
    let world = desk.sandbox().unwrap().world();
    (desk, world)
}

/// Where the desk's service runs: the app's embedded sandbox (the sandbox profile), or a
/// standalone tdx-sandbox reached over HTTP through a service profile, like any deployment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(dead_code)] // each test binary uses the set-ups it needs
pub enum Deployment {
    Embedded,
    Standalone,
}

/// A desk for `email` on `on`; keep the returned service handle alive for the test.
#[allow(dead_code)]
pub async fn open_on(
    on: Deployment,
    email: &str,
    profile_id: &str,
    cache: EblCache,
) -> (Context, tdx_sandbox::World, Option<tdx_sandbox::Running>) {
    match on {
        Deployment::Embedded => {
            let (desk, world) = open_desk(email, profile_id, cache).await;
            (desk, world, None)
        }
        Deployment::Standalone => {
            let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
            let world = service.world();
            let store = tdx_store::Store::open_in_memory().unwrap();
            let profile = service_profile(&store, &world, email, service.base_url(), profile_id);
            let user = world.users.iter().find(|u| u.email == email).unwrap();
            let browser = Arc::new(FormFillingBrowser::new(&user.email, &user.password));
            let desk = session::open_service(profile, browser, cache)
                .await
                .unwrap();
            (desk, world, Some(service))
        }
    }
}

/// A service profile for `email`'s company at `base_url`, saved in `store` (its client secret
/// in the keyring) as a user types it in Settings, then loaded as the app opens it.
#[allow(dead_code)]
pub fn service_profile(
    store: &tdx_store::Store,
    world: &tdx_sandbox::World,
    email: &str,
    base_url: &str,
    name: &str,
) -> tdx_desk::profiles::Profile {
    let client = world
        .clients
        .iter()
        .find(|c| c.grants.iter().any(|g| g == "authorization_code"))
        .unwrap();
    let user = world.users.iter().find(|u| u.email == email).unwrap();
    let company = world
        .companies
        .iter()
        .find(|c| c.id == user.company_id)
        .unwrap();
    let input = tdx_desk::view::ServiceProfileInput {
        id: None,
        name: format!("{name} over HTTP"),
        base_url: base_url.into(),
        client_id: client.client_id.clone(),
        client_secret: Some(client.client_secret.clone()),
        company_id: company.id.to_string(),
        inbox_ids: company.inboxes.iter().map(|i| i.to_string()).collect(),
        scopes: vec!["read".into(), "write".into()],
        send_path: String::new(),
        me_path: None,
    };
    let saved = tdx_desk::profiles::save(store, &input, "sandbox").unwrap();
    tdx_desk::profiles::load(store, &saved.id).unwrap()
}

/// The first inbox of the company of `email` (a demo user).
#[allow(dead_code)]
pub fn inbox_of(world: &tdx_sandbox::World, email: &str) -> uuid::Uuid {
    let company = world
        .users
        .iter()
        .find(|u| u.email == email)
        .unwrap()
        .company_id;
    world
        .companies
        .iter()
        .find(|c| c.id == company)
        .unwrap()
        .inboxes[0]
}

/// Injects faults into `service` (`/_sandbox/faults`): every request waits `latency_ms`, and
/// `fail_rate` of them are answered 503 before the service handles them.
#[allow(dead_code)]
pub async fn set_faults(service: &tdx_sandbox::Running, latency_ms: u64, fail_rate: f64) {
    post_faults(
        service,
        serde_json::json!({"latency_ms": latency_ms, "fail_rate": fail_rate, "status": 503}),
    )
    .await;
}

/// Injects 503s into `fail_rate` of the requests to `service` whose path starts with `path`
/// (all when `None`): `after` the service carried them out (their answers are lost), or
/// before it handles them.
#[allow(dead_code)]
pub async fn set_faults_when(
    service: &tdx_sandbox::Running,
    fail_rate: f64,
    after: bool,
    path: Option<&str>,
) {
    let when = if after { "after" } else { "before" };
    post_faults(
        service,
        serde_json::json!({"fail_rate": fail_rate, "status": 503, "when": when, "path": path}),
    )
    .await;
}

async fn post_faults(service: &tdx_sandbox::Running, body: serde_json::Value) {
    let answer = service
        .admin_http()
        .post(format!("{}/_sandbox/faults", service.base_url()))
        .json(&body)
        .send()
        .await
        .unwrap();
    assert!(answer.status().is_success());
}

/// What a user types in the registration form for a new company whose user is `email`.
#[allow(dead_code)]
pub fn registration_input(email: &str) -> tdx_desk::company_registration::RegistrationInput {
    tdx_desk::company_registration::RegistrationInput {
        name: "Delta Lines".into(),
        country: "dk".into(),
        first_name: "Ida".into(),
        last_name: "Holm".into(),
        email: email.into(),
        ..Default::default()
    }
}

/// `email`'s desk on a service profile named `name` at `base_url` (saved in `store`, its secret
/// in the keyring), signed in through the stand-in browser and with the user's key imported:
/// the set-up of every story that signs. Also the profile, for a restart on the same store.
#[allow(dead_code)]
pub async fn signing_desk(
    world: &tdx_sandbox::World,
    base_url: &str,
    store: Arc<std::sync::Mutex<tdx_store::Store>>,
    email: &str,
    name: &str,
) -> (Context, tdx_desk::profiles::Profile) {
    let profile = {
        let store = store.lock().unwrap();
        service_profile(&store, world, email, base_url, name)
    };
    let user = world.users.iter().find(|u| u.email == email).unwrap();
    let browser = Arc::new(FormFillingBrowser::new(&user.email, &user.password));
    let desk = session::open_service(profile.clone(), browser, EblCache::with_store(store))
        .await
        .unwrap();
    session::sign_in(&desk).await.unwrap();
    desk.keys()
        .import_hex(&tdx_keys::Sensitive::new(user.private_key.clone()), None)
        .unwrap();
    (desk, profile)
}

/// A file the user picked in an open dialog, as a use case that reads it takes it: granted as
/// the dialog grants it, then checked as the shell checks it.
#[allow(dead_code)]
pub fn picked_to_open(
    grants: &tdx_desk::PathGrants,
    path: &std::path::Path,
) -> tdx_desk::ReadablePath {
    grants.grant_read(path).unwrap();
    grants.check_read(path).unwrap()
}

/// A path the user picked in a save dialog, as a use case that writes it takes it: granted as
/// the dialog grants it, then taken (used up) as the shell takes it.
#[allow(dead_code)]
pub fn picked_to_save(
    grants: &tdx_desk::PathGrants,
    path: &std::path::Path,
) -> tdx_desk::WritablePath {
    grants.grant_write(path).unwrap();
    grants.take_write(path).unwrap()
}

/// What the review asks the user to type to confirm its recipient (a first transfer to the
/// inbox, or a near miss), as a user types it.
#[allow(dead_code)]
pub fn typed(review: &tdx_desk::view::ActionReview) -> Option<&str> {
    review.receiver.as_ref()?.type_to_confirm.as_deref()
}

/// "Sign and submit all" with the recipient's name typed where the batch's review asks for it.
#[allow(dead_code)]
pub async fn run_confirmed(
    desk: &Context,
    batch_id: &str,
) -> Result<tdx_desk::batch::BatchView, tdx_desk::error::Error> {
    let view = tdx_desk::batch::batch_view(desk, batch_id).await?;
    let name = view.receiver.and_then(|r| r.type_to_confirm);
    tdx_desk::batch::run_batch(desk, batch_id, name.as_deref()).await
}

/// What the send review of the saved draft `draft_id` asks the user to type for its recipient
/// (`None`: nothing), as a user who read the review types it.
#[allow(dead_code)]
pub async fn typed_recipient(desk: &Context, draft_id: &str) -> Option<String> {
    let draft = tdx_desk::envelopes::draft(desk, draft_id).unwrap();
    let (receiver, _) = tdx_desk::envelopes::review_recipient(desk, &draft)
        .await
        .unwrap();
    receiver.and_then(|r| r.type_to_confirm)
}

/// Uploads the draft's documents as a user who typed what the recipient check asked.
#[allow(dead_code)]
pub async fn upload_confirmed(desk: &Context, draft_id: &str) -> tdx_desk::envelopes::Draft {
    let typed = typed_recipient(desk, draft_id).await;
    tdx_desk::envelopes::upload(desk, draft_id, typed.as_deref(), |_| {})
        .await
        .unwrap()
}
