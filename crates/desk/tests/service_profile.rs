//! A service profile: saved with its secret in the keyring, opened against a separately
//! running service (tdx-sandbox over HTTP, not embedded), signed in, listing eBLs.

#![allow(clippy::unwrap_used)]

mod common;

use std::sync::Arc;

use tdx_client::login_browser::FormFillingBrowser;
use tdx_desk::view::ServiceProfileInput;
use tdx_desk::{Context, EblCache, profiles};
use tdx_desk::{ebls, session};

#[tokio::test]
async fn a_service_profile_signs_in_with_its_stored_secret_and_lists_ebls() {
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let world = service.world();
    let client = world
        .clients
        .iter()
        .find(|c| c.grants.iter().any(|g| g == "authorization_code"))
        .unwrap();
    let user = world
        .users
        .iter()
        .find(|u| u.email == "consignee@nile.example")
        .unwrap();
    let company = world
        .companies
        .iter()
        .find(|c| c.id == user.company_id)
        .unwrap();

    let store = tdx_store::Store::open_in_memory().unwrap();
    let input = ServiceProfileInput {
        id: None,
        name: "Nile at the test service".into(),
        base_url: service.base_url().into(),
        client_id: client.client_id.clone(),
        client_secret: Some(client.client_secret.clone()),
        company_id: company.id.to_string(),
        inbox_ids: company.inboxes.iter().map(|i| i.to_string()).collect(),
        scopes: vec!["read".into(), "write".into()],
        send_path: String::new(),
        me_path: None,
    };
    let saved = profiles::save(&store, &input, "sandbox").unwrap();
    assert!(saved.has_client_secret && !saved.active);
    let listed = profiles::list(&store, &saved.id).unwrap();
    assert!(listed.iter().any(|p| p.id == saved.id && p.active));

    // Editing without a secret keeps the stored one.
    let edit = ServiceProfileInput {
        id: Some(saved.id.clone()),
        client_secret: None,
        ..input.clone()
    };
    assert!(
        profiles::save(&store, &edit, "sandbox")
            .unwrap()
            .has_client_secret
    );

    let profile = profiles::load(&store, &saved.id).unwrap();
    let browser = Arc::new(FormFillingBrowser::new(&user.email, &user.password));
    let desk = session::open_service(profile, browser, EblCache::in_memory())
        .await
        .unwrap();
    let info = session::sign_in(&desk).await.unwrap();
    assert!(info.signed_in);
    assert_eq!(info.profile_kind, tdx_desk::profiles::ProfileKind::Service);
    assert_eq!(info.company_id, Some(company.id.to_string()));
    // The service answers "who am I": the company is named on a service profile too.
    assert_eq!(info.company_name.as_deref(), Some(company.name.as_str()));
    let list = ebls::list_ebls(&desk, true).await.unwrap();
    assert!(list.rows.iter().filter(|r| r.held_by_us).count() >= 5);

    // The service goes away: the list is still there, marked offline.
    service.shutdown().await;
    let offline = ebls::list_ebls(&desk, true).await.unwrap();
    assert!(offline.offline);
    assert_eq!(offline.rows.len(), list.rows.len());

    // Deleting removes the profile and its secret; the active one cannot be deleted.
    let shown = profiles::deletion_facts(&store, &saved.id, "sandbox").unwrap();
    assert_eq!(
        profiles::delete(&store, &saved.id, &saved.id, &shown)
            .unwrap_err()
            .code(),
        "input.invalid"
    );
    profiles::delete(&store, &saved.id, "sandbox", &shown).unwrap();
    assert!(
        profiles::list(&store, "sandbox")
            .unwrap()
            .iter()
            .all(|p| p.id != saved.id)
    );
    let secrets = tdx_keys::secret_store::SecretStore::new(&saved.id).unwrap();
    assert!(
        secrets
            .get(tdx_keys::secret_store::ENTRY_CLIENT_SECRET)
            .unwrap()
            .is_none()
    );
}

/// Started while its service cannot be reached, the app still shows what it knew: the session
/// stays (the refresh token is kept), the cached list is shown as offline with whose eBLs
/// they are, and once the service answers again the list is live, without a new sign-in.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_start_while_the_service_is_down_shows_the_cached_list_then_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let config = tdx_sandbox::Config {
        db: Some(dir.path().join("service.sqlite")),
        ..Default::default()
    };
    let service = tdx_sandbox::spawn(config.clone()).await.unwrap();
    let address = service.addr();
    let consignee = Consignee::at(&service, dir.path(), "offline");
    let open = || consignee.open();
    let desk = open().await.unwrap();
    session::sign_in(&desk).await.unwrap();
    let online = ebls::list_ebls(&desk, true).await.unwrap();
    assert!(!online.offline);
    let held = online.rows.iter().filter(|r| r.held_by_us).count();
    assert!(held > 0);
    let company = session::session_info(&desk).await.unwrap().company_name;
    assert!(company.is_some());
    drop(desk);

    // The service stops; the app starts again.
    service.shutdown().await;
    let desk = open().await.unwrap();
    let info = session::session_info(&desk).await.unwrap();
    assert!(
        info.signed_in,
        "the session is kept while the service is away"
    );
    assert_eq!(
        info.company_name, company,
        "whose eBLs these are is remembered"
    );
    let offline = ebls::list_ebls(&desk, true).await.unwrap();
    assert!(offline.offline, "the cached list, marked offline");
    assert_eq!(offline.rows.len(), online.rows.len());
    assert_eq!(offline.rows.iter().filter(|r| r.held_by_us).count(), held);

    // The service is back at the same address: the same session lists live again.
    let back = tdx_sandbox::spawn(tdx_sandbox::Config {
        listen: address,
        ..config
    })
    .await
    .unwrap();
    let live = ebls::list_ebls(&desk, true).await.unwrap();
    assert!(!live.offline);
    assert_eq!(live.rows.len(), online.rows.len());
    back.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refresh_writes_only_the_ebls_that_changed_and_the_next_start_lists_the_same() {
    let dir = tempfile::tempdir().unwrap();
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let world = service.world();
    let consignee = Consignee::at(&service, dir.path(), "refresh");
    let (store, profile) = (&consignee.store, &consignee.profile);
    // The store stamps its rows by a clock the test moves (instead of waiting for time to pass).
    let clock = tdx_store::Clock::manual(tdx_store::now_ms());
    store.lock().unwrap().set_clock(clock.clone());
    let open = || consignee.open();
    let written = || -> std::collections::HashMap<String, i64> {
        let store = store.lock().unwrap();
        store
            .cached_ebls(&profile.id)
            .unwrap()
            .into_iter()
            .map(|c| (c.id, c.fetched_at))
            .collect()
    };
    let desk = open().await.unwrap();
    session::sign_in(&desk).await.unwrap();
    let first = ebls::list_ebls(&desk, true).await.unwrap();
    let before = written();
    assert_eq!(before.len(), first.rows.len());
    clock.advance_ms(30_000);

    // Nothing changed: no eBL is written again, the refresh time moves on.
    let second = ebls::list_ebls(&desk, true).await.unwrap();
    assert_eq!(written(), before);
    assert_ne!(second.fetched_at, first.fetched_at);
    clock.advance_ms(30_000);

    // A new eBL for the user's company: only it is written.
    assert!(world.companies.iter().any(|c| c.id == consignee.company_id));
    consignee.new_ebl(&service, "REFRESH-NEW-1").await;
    let third = ebls::list_ebls(&desk, true).await.unwrap();
    assert_eq!(third.rows.len(), first.rows.len() + 1);
    let after = written();
    let rewritten: Vec<&String> = after
        .iter()
        .filter(|(id, at)| before.get(*id) != Some(at))
        .map(|(id, _)| id)
        .collect();
    let new_id = third
        .rows
        .iter()
        .find(|r| r.reference == "REFRESH-NEW-1")
        .unwrap()
        .id
        .clone();
    assert_eq!(rewritten, [&new_id]);
    drop(desk);

    // The next start lists the same rows from the store.
    let desk = open().await.unwrap();
    let cached = ebls::list_ebls(&desk, false).await.unwrap();
    let ids = |l: &tdx_desk::view::EblList| {
        let mut v: Vec<String> = l.rows.iter().map(|r| r.id.clone()).collect();
        v.sort();
        v
    };
    assert_eq!(ids(&cached), ids(&third));
    service.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_start_lists_the_rows_the_last_list_kept_and_a_changed_ebl_is_not_shown_stale() {
    let dir = tempfile::tempdir().unwrap();
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let consignee = Consignee::at(&service, dir.path(), "rows");
    let desk = consignee.open().await.unwrap();
    session::sign_in(&desk).await.unwrap();
    let listed = ebls::list_ebls(&desk, true).await.unwrap();
    assert!(!listed.rows.is_empty());
    drop(desk);

    // The next start shows exactly the last list: its rows, holders and refresh time.
    let desk = consignee.open().await.unwrap();
    assert_eq!(ebls::list_ebls(&desk, false).await.unwrap(), listed);
    drop(desk);

    // They are the kept rows, not the cached eBLs read again: with every cached eBL made
    // unreadable behind the app's back, the start still lists them all.
    let db = rusqlite::Connection::open(dir.path().join("desk.sqlite")).unwrap();
    let spoiled = db
        .execute(
            "UPDATE ebl_cache SET json = '{}' WHERE profile_id = ?1",
            [&consignee.profile.id],
        )
        .unwrap();
    assert_eq!(spoiled, listed.rows.len());
    let desk = consignee.open().await.unwrap();
    assert_eq!(
        ebls::list_ebls(&desk, false).await.unwrap().rows,
        listed.rows
    );

    // An eBL opened on its own (a new one the list has not shown yet) changes the cache: the
    // next start lists it rather than the rows kept before it.
    let id = consignee.new_ebl(&service, "ROWS-NEW-1").await;
    ebls::get_ebl(&desk, &id).await.unwrap();
    drop(desk);
    let desk = consignee.open().await.unwrap();
    let after = ebls::list_ebls(&desk, false).await.unwrap();
    assert!(
        after.rows.iter().any(|r| r.reference == "ROWS-NEW-1"),
        "the eBL opened last is listed at the next start"
    );
    service.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_start_answers_the_first_screenful_as_the_whole_list_begins() {
    let dir = tempfile::tempdir().unwrap();
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let consignee = Consignee::at(&service, dir.path(), "head");
    for reference in ["HEAD-10", "head-9", "HEAD-0100", "A-1"] {
        consignee.new_ebl(&service, reference).await;
    }
    let desk = consignee.open().await.unwrap();
    session::sign_in(&desk).await.unwrap();
    let fetched = ebls::list_ebls(&desk, true).await.unwrap();
    assert!(fetched.rows.len() > 10);
    drop(desk);

    // The next start: the first rows and the count at once, then the whole list, which begins
    // with exactly those rows in that order.
    let desk = consignee.open().await.unwrap();
    let head = ebls::list_ebls_head(&desk, 6).await.unwrap();
    let list = ebls::list_ebls(&desk, false).await.unwrap();
    assert_eq!(list.rows, fetched.rows);
    assert_eq!(head.rows, list.rows[..6]);
    assert_eq!(head.total as usize, list.rows.len());
    assert_eq!(head.fetched_at, list.fetched_at);
    assert_eq!(ebls::list_ebls_head(&desk, 0).await.unwrap().rows, []);
    let all = ebls::list_ebls_head(&desk, 1_000).await.unwrap();
    assert_eq!(all.rows, list.rows);

    // The list's order: by reference as read (numbers by value, case aside), a copy right
    // after its original.
    let references: Vec<&str> = list.rows.iter().map(|r| r.reference.as_str()).collect();
    assert_eq!(references[0], "A-1");
    let at = |r: &str| references.iter().position(|x| *x == r).unwrap();
    assert!(at("head-9") < at("HEAD-10") && at("HEAD-10") < at("HEAD-0100"));
    for (i, row) in list.rows.iter().enumerate() {
        if let Some(original) = &row.copy_of
            && list.rows.iter().any(|r| &r.id == original)
        {
            let before = &list.rows[..i];
            let head_of_group = before
                .iter()
                .rev()
                .find(|r| r.copy_of.as_ref() != Some(original))
                .unwrap();
            assert_eq!(
                &head_of_group.id, original,
                "{} follows its original",
                row.reference
            );
        }
    }
    assert!(
        list.rows.iter().any(|r| r.copy_of.is_some()),
        "the world has a copy"
    );

    // Before any list is kept (a new profile's cache), the head is computed from the cached eBLs.
    let fresh = Consignee::at(&service, dir.path(), "head-new");
    let desk = fresh.open().await.unwrap();
    let empty = ebls::list_ebls_head(&desk, 6).await.unwrap();
    assert_eq!((empty.rows.len(), empty.total), (0, 0));
    service.shutdown().await;
}

/// The consignee's service profile at `service`, kept in a store file in `dir`: each `open` is
/// a start of the app on that store.
struct Consignee {
    store: Arc<std::sync::Mutex<tdx_store::Store>>,
    profile: tdx_desk::profiles::Profile,
    browser: Arc<FormFillingBrowser>,
    company_id: uuid::Uuid,
}

impl Consignee {
    fn at(service: &tdx_sandbox::Running, dir: &std::path::Path, tag: &str) -> Self {
        let world = service.world();
        let user = world
            .users
            .iter()
            .find(|u| u.email == "consignee@nile.example")
            .unwrap();
        let store = Arc::new(std::sync::Mutex::new(
            tdx_store::Store::open(dir.join("desk.sqlite")).unwrap(),
        ));
        let profile = common::service_profile(
            &store.lock().unwrap(),
            &world,
            &user.email,
            service.base_url(),
            &format!("{tag}-{}", uuid::Uuid::new_v4()),
        );
        Consignee {
            store,
            profile,
            browser: Arc::new(FormFillingBrowser::new(&user.email, &user.password)),
            company_id: user.company_id,
        }
    }

    /// A new eBL on the service with the user's company as consignee; returns its id.
    async fn new_ebl(&self, service: &tdx_sandbox::Running, reference: &str) -> String {
        let created = service
            .admin_http()
            .post(format!("{}/_sandbox/ebls", service.base_url()))
            .json(&serde_json::json!({"consignee": self.company_id, "reference": reference}))
            .send()
            .await
            .unwrap();
        assert!(created.status().is_success(), "{}", created.status());
        created.json::<serde_json::Value>().await.unwrap()["id"]
            .as_str()
            .unwrap()
            .to_owned()
    }

    async fn open(&self) -> tdx_desk::Result<Context> {
        session::open_service(
            self.profile.clone(),
            self.browser.clone(),
            EblCache::with_store(self.store.clone()),
        )
        .await
    }
}

/// The keyring entries are found by the profile's id, which an edit keeps: pointed at another
/// service, the profile must not carry the old service's refresh token and client secret there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_edit_to_another_address_forgets_the_stored_session_and_secret() {
    use tdx_keys::secret_store::{ENTRY_CLIENT_SECRET, ENTRY_REFRESH_TOKEN, SecretStore};
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let elsewhere = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let store = Arc::new(std::sync::Mutex::new(
        tdx_store::Store::open_in_memory().unwrap(),
    ));
    let (desk, profile) = common::signing_desk(
        &service.world(),
        service.base_url(),
        store.clone(),
        "consignee@nile.example",
        "moved",
    )
    .await;
    drop(desk);
    let secrets = SecretStore::new(&profile.id).unwrap();
    assert!(secrets.get(ENTRY_REFRESH_TOKEN).unwrap().is_some());
    let as_typed = |base_url: &str| ServiceProfileInput {
        id: Some(profile.id.clone()),
        name: profile.name.clone(),
        base_url: base_url.into(),
        client_id: profile.client_id.clone(),
        client_secret: None,
        company_id: profile.company_id.clone().unwrap_or_default(),
        inbox_ids: profile.inbox_ids.clone(),
        scopes: profile.scopes.clone(),
        send_path: String::new(),
        me_path: None,
    };

    // An edit that keeps the address keeps the session and the secret.
    let store_now = || store.lock().unwrap();
    let kept = profiles::save(&store_now(), &as_typed(service.base_url()), "sandbox").unwrap();
    assert!(kept.has_client_secret);
    assert!(secrets.get(ENTRY_REFRESH_TOKEN).unwrap().is_some());

    // While the profile is the active one, its address cannot move under its session.
    let refused =
        profiles::save(&store_now(), &as_typed(elsewhere.base_url()), &profile.id).unwrap_err();
    assert_eq!(refused.code(), "input.invalid");
    assert!(secrets.get(ENTRY_REFRESH_TOKEN).unwrap().is_some());

    // Pointed at another service: both are gone, and the profile opens signed out there.
    let moved = profiles::save(&store_now(), &as_typed(elsewhere.base_url()), "sandbox").unwrap();
    assert!(
        !moved.has_client_secret,
        "the old client secret is not kept"
    );
    assert!(secrets.get(ENTRY_REFRESH_TOKEN).unwrap().is_none());
    assert!(secrets.get(ENTRY_CLIENT_SECRET).unwrap().is_none());
    let reopened = profiles::load(&store_now(), &profile.id).unwrap();
    let user = service
        .world()
        .users
        .into_iter()
        .find(|u| u.email == "consignee@nile.example")
        .unwrap();
    let browser = Arc::new(FormFillingBrowser::new(&user.email, &user.password));
    let desk = session::open_service(reopened, browser, EblCache::with_store(store.clone()))
        .await
        .unwrap();
    assert!(!session::session_info(&desk).await.unwrap().signed_in);

    // A new secret typed in the same edit is kept.
    let mut with_secret = as_typed(service.base_url());
    with_secret.client_secret = Some("typed again".into());
    let back = profiles::save(&store_now(), &with_secret, "sandbox").unwrap();
    assert!(back.has_client_secret);
    elsewhere.shutdown().await;
    service.shutdown().await;
}

/// A second HTTP server on 127.0.0.1 that answers anything like a service would (200, a
/// who-am-I body) and records every request reaching it: its method, path and whether it
/// carried an `Authorization` header.
struct Elsewhere {
    hostport: String,
    seen: Arc<std::sync::Mutex<Vec<String>>>,
    task: tokio::task::JoinHandle<()>,
}

impl Elsewhere {
    async fn start() -> Self {
        use axum::extract::{Request, State};
        type Seen = Arc<std::sync::Mutex<Vec<String>>>;
        async fn record(State(seen): State<Seen>, request: Request) -> &'static str {
            let authorized = request.headers().contains_key("authorization");
            seen.lock().unwrap().push(format!(
                "{} {} authorization={authorized}",
                request.method(),
                request.uri()
            ));
            r#"{"company_id":"4e11e000-0000-4000-8000-000000000001","company_name":"Elsewhere"}"#
        }
        let seen: Seen = Arc::default();
        let app = axum::Router::new()
            .fallback(record)
            .with_state(seen.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let hostport = listener.local_addr().unwrap().to_string();
        let task = tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        Elsewhere {
            hostport,
            seen,
            task,
        }
    }

    fn seen(&self) -> Vec<String> {
        self.seen.lock().unwrap().clone()
    }
}

/// A who-am-I or envelope send path that names another host (a backslash, a scheme, encoded
/// slashes, dot segments) is refused when the profile is saved, in words; forced into the
/// store, it is refused when a request is built (`client.origin_mismatch`), the session's
/// start included — and the other host receives nothing, no bearer token ever.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_path_that_names_another_host_is_refused_at_save_and_at_request() {
    use tdx_keys::secret_store::{ENTRY_REFRESH_TOKEN, SecretStore};
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let elsewhere = Elsewhere::start().await;
    let store = Arc::new(std::sync::Mutex::new(
        tdx_store::Store::open_in_memory().unwrap(),
    ));
    let (desk, profile) = common::signing_desk(
        &service.world(),
        service.base_url(),
        store.clone(),
        "consignee@nile.example",
        "hostile paths",
    )
    .await;
    drop(desk);
    let secrets = SecretStore::new(&profile.id).unwrap();
    assert!(secrets.get(ENTRY_REFRESH_TOKEN).unwrap().is_some());
    let at = &elsewhere.hostport;
    let hostile = [
        format!("/\\/{at}/me"),
        format!("/http:{at}/me"),
        format!("//{at}/me"),
        format!("/%2F%2F{at}/me"),
        format!("/%2f%5C{at}/me"),
        format!("/..%2f..%2f{at}/me"),
        format!("/../{at}/me"),
    ];
    let as_typed = || ServiceProfileInput {
        id: Some(profile.id.clone()),
        name: profile.name.clone(),
        base_url: profile.base_url.clone(),
        client_id: profile.client_id.clone(),
        client_secret: None,
        company_id: profile.company_id.clone().unwrap_or_default(),
        inbox_ids: profile.inbox_ids.clone(),
        scopes: profile.scopes.clone(),
        send_path: String::new(),
        me_path: None,
    };
    for path in &hostile {
        let mut me = as_typed();
        me.me_path = Some(path.clone());
        let err = profiles::save(&store.lock().unwrap(), &me, "sandbox").unwrap_err();
        assert_eq!(err.code(), "input.invalid", "{path}");
        assert!(
            err.user_message()
                .starts_with("The who-am-I path must be a plain path under the service's address"),
            "{path}: {}",
            err.user_message()
        );
        let mut send = as_typed();
        send.send_path = path.clone();
        let err = profiles::save(&store.lock().unwrap(), &send, "sandbox").unwrap_err();
        assert!(
            err.user_message()
                .starts_with("The envelope send path must be a plain path"),
            "{path}: {}",
            err.user_message()
        );
    }
    assert!(
        secrets.get(ENTRY_REFRESH_TOKEN).unwrap().is_some(),
        "a refused edit changes nothing"
    );

    // Forced into the store (an older version's profile, an edited file): refused when a
    // request is built, from the session's start on.
    let user = service
        .world()
        .users
        .into_iter()
        .find(|u| u.email == "consignee@nile.example")
        .unwrap();
    for path in &hostile {
        {
            let store = store.lock().unwrap();
            let mut forced = profiles::load(&store, &profile.id).unwrap();
            forced.send_path = path.clone();
            store.save_profile(&forced).unwrap();
            store.set_setting(&profile.id, "me_path", path).unwrap();
        }
        let forced = profiles::load(&store.lock().unwrap(), &profile.id).unwrap();
        let browser = Arc::new(FormFillingBrowser::new(&user.email, &user.password));
        let desk = session::open_service(forced, browser, EblCache::with_store(store.clone()))
            .await
            .unwrap();
        let (client, _) = desk.signed_in().await.unwrap();
        // The window says why the service was not asked who the user is.
        let info = session::session_info(&desk).await.unwrap();
        let why = info.identity_problem.unwrap_or_default();
        assert!(
            why.contains("did not send a request to") && why.contains("who-am-I"),
            "{path}: {why:?}"
        );
        let err = client.me().await.unwrap_err();
        assert_eq!(err.code(), "client.origin_mismatch", "{path}");
        let send = tdx_client::models::EnvelopeSend {
            envelope_id: uuid::Uuid::from_u128(1),
            hash: "0x00".into(),
            signature: "0x00".into(),
        };
        let err = client.envelopes().send(&send).await.unwrap_err();
        assert_eq!(err.code(), "client.origin_mismatch", "{path}");
        let said = tdx_desk::Error::from(err).user_message();
        assert!(
            said.contains("no sign-in token left the app"),
            "{path}: {said}"
        );
        // The list still comes from the service itself.
        assert!(ebls::list_ebls(&desk, true).await.is_ok());
    }
    assert_eq!(
        elsewhere.seen(),
        Vec::<String>::new(),
        "the other host got requests"
    );
    elsewhere.task.abort();
    service.shutdown().await;
}
