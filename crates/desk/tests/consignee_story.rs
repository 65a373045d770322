//! The consignee's story through the desk, against the real sandbox over HTTP and the real
//! OS keyring (run under dbus-run-session with gnome-keyring, as the test command does).

#![allow(clippy::unwrap_used)]

mod common;

use common::Deployment;

use std::sync::Arc;

use tdx_client::login_browser::FormFillingBrowser;
use tdx_desk::view::{ActionKind, Role};
use tdx_desk::{Context, EblCache, SandboxOptions};
use tdx_desk::{ebls, review, session, submit};
use tdx_keys::Sensitive;

const CONSIGNEE: &str = "consignee@nile.example";

async fn open(profile: &str, email: &str) -> (Context, tdx_sandbox::World) {
    let id = format!("test-{profile}-{}", uuid::Uuid::new_v4());
    common::open_desk(email, &id, EblCache::in_memory()).await
}

type Service = Option<tdx_sandbox::Running>;

async fn open_on(
    on: Deployment,
    profile: &str,
    email: &str,
) -> (Context, tdx_sandbox::World, Service) {
    let id = format!("test-{profile}-{}", uuid::Uuid::new_v4());
    common::open_on(on, email, &id, EblCache::in_memory()).await
}

/// The stories below run twice: on the embedded sandbox's profile and on a service profile
/// pointed at a standalone tdx-sandbox. Every profile takes the same path.
macro_rules! on_both_deployments {
    ($($story:ident),* $(,)?) => {
        mod embedded {
            $(
                #[tokio::test]
                async fn $story() {
                    super::$story(super::Deployment::Embedded).await
                }
            )*
        }
        mod standalone_service {
            $(
                #[tokio::test]
                async fn $story() {
                    super::$story(super::Deployment::Standalone).await
                }
            )*
        }
    };
}

on_both_deployments!(
    consignee_signs_in_sees_her_ebls_and_requests_surrender,
    transfer_to_the_bank_and_send_a_copy,
    a_review_left_too_long_signs_nothing,
    a_key_replaced_after_the_review_does_not_sign_it,
);

fn key_of(world: &tdx_sandbox::World, email: &str) -> Sensitive<String> {
    Sensitive::new(
        world
            .users
            .iter()
            .find(|u| u.email == email)
            .unwrap()
            .private_key
            .clone(),
    )
}

async fn consignee_signs_in_sees_her_ebls_and_requests_surrender(on: Deployment) {
    let (desk, world, _service) = open_on(on, "surrender", CONSIGNEE).await;
    let info = session::session_info(&desk).await.unwrap();
    assert!(!info.signed_in);
    assert!(
        ebls::list_ebls(&desk, true).await.is_err(),
        "a signed-out refresh must fail"
    );

    let info = session::sign_in(&desk).await.unwrap();
    assert!(info.signed_in && info.can_write);
    let consignee = world.users.iter().find(|u| u.email == CONSIGNEE).unwrap();
    let nile = world
        .companies
        .iter()
        .find(|c| c.id == consignee.company_id)
        .unwrap();
    assert_eq!(
        info.company_name.as_deref(),
        Some(nile.name.as_str()),
        "{info:?}"
    );
    assert_eq!(info.company_id, Some(nile.id.to_string()));
    assert!(!info.inbox_ids.is_empty());

    let list = ebls::list_ebls(&desk, true).await.unwrap();
    assert!(!list.offline && list.fetched_at.is_some());
    let ours: Vec<_> = list
        .rows
        .iter()
        .filter(|r| {
            r.state == "ISSUED" && r.held_by_us && r.roles.contains(&Role::Consignee) && !r.is_copy
        })
        .collect();
    assert!(
        ours.len() >= 5,
        "demo world has at least five for the consignee: {list:?}"
    );
    assert!(list.rows.iter().any(|r| r.is_copy), "and one copy");

    // Without a key, signed actions say why; sending a copy needs none.
    let detail = ebls::get_ebl(&desk, &ours[0].id).await.unwrap();
    let surrender = detail
        .actions
        .iter()
        .find(|a| a.kind == ActionKind::RequestSurrenderForDelivery)
        .unwrap();
    assert!(!surrender.available && surrender.reason.as_deref().unwrap().contains("Keys"));

    let key = desk
        .keys()
        .import_hex(&key_of(&world, CONSIGNEE), None)
        .unwrap();
    let consignee = world.users.iter().find(|u| u.email == CONSIGNEE).unwrap();
    assert_eq!(
        key.address.to_lowercase(),
        consignee.eth_address.to_lowercase()
    );

    let detail = ebls::get_ebl(&desk, &ours[0].id).await.unwrap();
    assert!(
        detail.actions.iter().all(|a| a.available),
        "{:?}",
        detail.actions
    );

    let review = review::prepare_action(
        &desk,
        &ours[0].id,
        ActionKind::RequestSurrenderForDelivery,
        None,
    )
    .await
    .unwrap();
    assert_eq!(review.ebl_reference, ours[0].reference);
    assert_eq!(
        review.signer_address.as_deref().map(str::to_lowercase),
        Some(key.address.to_lowercase())
    );
    assert_eq!(review.hash.as_deref().map(str::len), Some(66));

    // Nothing happened yet: the eBL is still ISSUED until the user confirms.
    assert_eq!(
        ebls::get_ebl(&desk, &ours[0].id).await.unwrap().row.state,
        "ISSUED"
    );

    let (first, second) = tokio::join!(
        submit::confirm_action(&desk, &review.review_id, common::typed(&review)),
        submit::confirm_action(&desk, &review.review_id, common::typed(&review))
    );
    let after = match (first, second) {
        (Ok(d), Err(e)) | (Err(e), Ok(d)) => {
            assert_eq!(e.code(), "action.already_submitted");
            d.detail.expect("the eBL as it is now")
        }
        other => panic!("a double confirm must submit exactly once: {other:?}"),
    };
    assert_eq!(after.row.state, "SURRENDER_FOR_DELIVERY_REQUESTED");
    assert!(!after.row.held_by_us, "possession went to the surrenderee");
    assert!(after.actions.iter().all(|a| !a.available));
}

async fn transfer_to_the_bank_and_send_a_copy(on: Deployment) {
    let (desk, world, _service) = open_on(on, "transfer", CONSIGNEE).await;
    session::sign_in(&desk).await.unwrap();
    desk.keys()
        .import_hex(&key_of(&world, CONSIGNEE), None)
        .unwrap();
    let bank = world
        .companies
        .iter()
        .find(|c| c.name.contains("Harbor"))
        .unwrap();
    let bank_inbox = bank.inboxes[0].to_string();

    let recipients = ebls::recipients(&desk).await;
    assert!(
        recipients
            .iter()
            .any(|r| r.inbox_id == bank_inbox && r.name == bank.name)
    );

    let list = ebls::list_ebls(&desk, true).await.unwrap();
    let mut issued = list
        .rows
        .iter()
        .filter(|r| r.state == "ISSUED" && r.held_by_us && !r.is_copy);
    let to_transfer = issued.next().unwrap().clone();
    let to_copy = issued.next().unwrap().clone();

    // A recipient must be a valid inbox, and not our own.
    let bad = review::prepare_action(
        &desk,
        &to_transfer.id,
        ActionKind::TransferPossession,
        Some("nope"),
    )
    .await;
    assert_eq!(bad.unwrap_err().code(), "input.invalid");

    let review = review::prepare_action(
        &desk,
        &to_transfer.id,
        ActionKind::TransferPossession,
        Some(&bank_inbox),
    )
    .await
    .unwrap();
    assert_eq!(review.recipient_name.as_deref(), Some(bank.name.as_str()));
    assert!(!review.recipient_unknown);
    let after = submit::confirm_action(&desk, &review.review_id, common::typed(&review))
        .await
        .unwrap();
    assert_eq!(after.ebl_id, to_transfer.id);
    assert_eq!(after.note, None);
    let after = after.detail.unwrap();
    assert!(!after.row.held_by_us);
    assert_eq!(after.possession_id.as_deref(), Some(bank_inbox.as_str()));
    let list = ebls::list_ebls(&desk, true).await.unwrap();
    let row = list.rows.iter().find(|r| r.id == to_transfer.id).unwrap();
    assert!(!row.held_by_us, "it left 'held by us'");

    let review = review::prepare_action(
        &desk,
        &to_copy.id,
        ActionKind::SendAsCopy,
        Some(&bank_inbox),
    )
    .await
    .unwrap();
    assert!(review.hash.is_none(), "a copy is not signed");
    submit::confirm_action(&desk, &review.review_id, common::typed(&review))
        .await
        .unwrap();
    assert_eq!(
        submit::confirm_action(&desk, &review.review_id, common::typed(&review))
            .await
            .unwrap_err()
            .code(),
        "action.already_submitted"
    );
}

#[tokio::test]
async fn cancelled_sign_in_leaves_the_user_signed_out() {
    /// A browser that shows the login page and never comes back; it tells when it was opened.
    #[derive(Default)]
    struct NeverReturns {
        urls: std::sync::Mutex<Vec<String>>,
        opened: tokio::sync::Notify,
    }
    impl tdx_client::auth::BrowserOpener for NeverReturns {
        fn open(&self, url: &str) -> Result<(), String> {
            self.urls.lock().unwrap().push(url.to_owned());
            self.opened.notify_one();
            Ok(())
        }
    }
    let options = SandboxOptions {
        profile_id: format!("test-cancel-{}", uuid::Uuid::new_v4()),
        ..Default::default()
    };
    let browser = Arc::new(NeverReturns::default());
    let desk = Arc::new(
        session::open_sandbox(options, browser.clone(), EblCache::in_memory())
            .await
            .unwrap(),
    );
    let waiting = tokio::spawn({
        let desk = desk.clone();
        async move { session::sign_in(&desk).await }
    });
    // The sign-in waits for the user once the login page is open.
    browser.opened.notified().await;
    session::reopen_sign_in_browser(&desk).unwrap();
    {
        let urls = browser.urls.lock().unwrap();
        assert!(urls.len() == 2 && urls[0] == urls[1], "{urls:?}");
    }
    session::cancel_sign_in(&desk);
    let err = waiting.await.unwrap().unwrap_err();
    assert_eq!(err.code(), "cancelled");
    assert!(!session::session_info(&desk).await.unwrap().signed_in);
}

#[tokio::test]
async fn a_restarted_app_opens_with_the_last_list_without_the_network() {
    let dir = tempfile::tempdir().unwrap();
    let store = || {
        let s = tdx_store::Store::open(dir.path().join("desk.sqlite")).unwrap();
        EblCache::with_store(Arc::new(std::sync::Mutex::new(s)))
    };
    let probe = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let world = probe.world();
    probe.shutdown().await;
    let user = world.users.iter().find(|u| u.email == CONSIGNEE).unwrap();
    let profile = format!("test-restart-{}", uuid::Uuid::new_v4());
    let options = SandboxOptions {
        profile_id: profile.clone(),
        ..Default::default()
    };
    let browser = Arc::new(FormFillingBrowser::new(&user.email, &user.password));

    let first = session::open_sandbox(options.clone(), browser.clone(), store())
        .await
        .unwrap();
    assert!(
        ebls::list_ebls(&first, false)
            .await
            .unwrap()
            .fetched_at
            .is_none(),
        "nothing cached yet"
    );
    session::sign_in(&first).await.unwrap();
    let fetched = ebls::list_ebls(&first, true).await.unwrap();
    session::sign_out(&first).await.unwrap();
    drop(first);

    let second = session::open_sandbox(options, browser, store())
        .await
        .unwrap();
    let cached = ebls::list_ebls(&second, false).await.unwrap();
    assert_eq!(cached.fetched_at, fetched.fetched_at);
    let refs = |l: &tdx_desk::view::EblList| {
        let mut r: Vec<String> = l.rows.iter().map(|r| r.reference.to_string()).collect();
        r.sort();
        r
    };
    assert_eq!(refs(&cached), refs(&fetched));
}

/// An eBL the consignee may request surrender of, and its reference.
async fn surrenderable(desk: &Context) -> String {
    let list = ebls::list_ebls(desk, true).await.unwrap();
    for row in list.rows.iter().filter(|r| r.held_by_us) {
        let detail = ebls::get_ebl(desk, &row.id).await.unwrap();
        if detail
            .actions
            .iter()
            .any(|a| a.kind == ActionKind::RequestSurrenderForDelivery && a.available)
        {
            return row.id.clone();
        }
    }
    panic!("no eBL to request surrender of");
}

async fn a_review_left_too_long_signs_nothing(on: Deployment) {
    let (desk, world, _service) = open_on(on, "expiry", CONSIGNEE).await;
    session::sign_in(&desk).await.unwrap();
    desk.keys()
        .import_hex(&key_of(&world, CONSIGNEE), None)
        .unwrap();
    let id = surrenderable(&desk).await;
    let review = review::prepare_action(&desk, &id, ActionKind::RequestSurrenderForDelivery, None)
        .await
        .unwrap();
    assert!(
        review.summary.starts_with("Ask ") && review.summary.contains("release the cargo"),
        "{}",
        review.summary
    );
    // The user comes back after the review's lifetime (the clock moves, the test waits not).
    let lifetime = tdx_desk::review::pending::REVIEW_LIFETIME;
    desk.review_clock()
        .advance(lifetime + std::time::Duration::from_secs(1));
    let err = submit::confirm_action(&desk, &review.review_id, common::typed(&review))
        .await
        .unwrap_err();
    assert_eq!(err.code(), "action.review_expired");
    let detail = ebls::get_ebl(&desk, &id).await.unwrap();
    assert_eq!(detail.row.state, "ISSUED", "nothing was submitted");

    // A fresh review confirmed well within its lifetime goes through.
    let review = review::prepare_action(&desk, &id, ActionKind::RequestSurrenderForDelivery, None)
        .await
        .unwrap();
    desk.review_clock().advance(lifetime / 2);
    let done = submit::confirm_action(&desk, &review.review_id, common::typed(&review))
        .await
        .unwrap();
    assert_eq!(
        done.detail.unwrap().row.state,
        "SURRENDER_FOR_DELIVERY_REQUESTED"
    );
}

async fn a_key_replaced_after_the_review_does_not_sign_it(on: Deployment) {
    let (desk, world, _service) = open_on(on, "key-swap", CONSIGNEE).await;
    session::sign_in(&desk).await.unwrap();
    desk.keys()
        .import_hex(&key_of(&world, CONSIGNEE), None)
        .unwrap();
    let id = surrenderable(&desk).await;
    let review = review::prepare_action(&desk, &id, ActionKind::RequestSurrenderForDelivery, None)
        .await
        .unwrap();
    // Another key replaces the reviewed one (another window, an import).
    let reviewed = desk.keys().info().unwrap().unwrap().address;
    desk.keys()
        .import_hex(&key_of(&world, "shipper@delta.example"), Some(&reviewed))
        .unwrap();
    let err = submit::confirm_action(&desk, &review.review_id, common::typed(&review))
        .await
        .unwrap_err();
    assert_eq!(err.code(), "sign.mismatch");
    assert!(err.to_string().contains("relayedFor"), "{err}");
    let detail = ebls::get_ebl(&desk, &id).await.unwrap();
    assert_eq!(detail.row.state, "ISSUED", "nothing was submitted");
}

#[tokio::test]
async fn names_come_from_the_interface_and_the_sandbox_stops_with_its_profile() {
    let (desk, world) = open("names", CONSIGNEE).await;
    let info = session::sign_in(&desk).await.unwrap();
    let nile = world
        .companies
        .iter()
        .find(|c| c.name.starts_with("Nile"))
        .unwrap();
    assert_eq!(info.company_name.as_deref(), Some(nile.name.as_str()));
    let list = ebls::list_ebls(&desk, true).await.unwrap();
    let held = list.rows.iter().find(|r| r.held_by_us).unwrap();
    assert_eq!(held.holder, "Your company");
    // The copy's original is held by the bank: named from the eBLs, not from the world.
    let not_held = list.rows.iter().find(|r| !r.held_by_us).unwrap();
    assert_ne!(not_held.holder, "Your company");
    assert_ne!(not_held.holder, "Unknown company", "{not_held:?}");
    let detail = ebls::get_ebl(&desk, &held.id).await.unwrap();
    assert_eq!(detail.possession_holder.name, "Your company");
    assert!(detail.possession_holder.is_us);
    assert!(detail.title_holder.is_some());

    // Leaving the profile stops its embedded service.
    let base = desk.profile().base_url.clone();
    let admin = desk.sandbox().unwrap().admin_http();
    let openapi = || admin.get(format!("{base}/_sandbox/openapi.json")).send();
    assert_eq!(openapi().await.unwrap().status(), 200);
    desk.stop_sandbox().await;
    assert!(openapi().await.is_err());
}
