//! A key that never leaves a PKCS#11 module (SoftHSM2, a token per test in a temporary folder)
//! on the embedded sandbox: generated on the token, registered and approved, it signs a
//! transfer the sandbox accepts, with its kind and module on record; without its PIN, with a
//! wrong PIN, with its token removed or on another curve, nothing is put on record or sent; a
//! batch of 20 asks the PIN once. Run inside tests/e2e/in-session.sh (the desk's keyring).

#![allow(clippy::unwrap_used)]

mod common;

use std::sync::Arc;

use common::softhsm::{MODULE, PIN, SoftHsm};
use tdx_client::login_browser::FormFillingBrowser;
use tdx_desk::view::{ActionKind, KeyKindView};
use tdx_desk::{Context, EblCache, SandboxOptions};
use tdx_desk::{batch, ebls, journal, key_standing, module_keys, review, session, submit};
use tdx_keys::pkcs11;
use tdx_keys::{Sensitive, parse_signature, recover};
use tdx_store::{BatchItemState, Outcome};

const CONSIGNEE: &str = "consignee@nile.example";
const BANK: &str = "bank@harbor.example";

fn pin(p: &str) -> Sensitive<String> {
    Sensitive::new(p.to_owned())
}

/// The consignee's signed-in desk on an embedded sandbox with `extra` more eBLs, and a token.
async fn desk_with_token(extra: usize) -> (Context, tdx_sandbox::World, SoftHsm, String) {
    let hsm = SoftHsm::new();
    let serial = hsm.init_token("desk-hsm");
    let probe = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let user = probe
        .world()
        .users
        .into_iter()
        .find(|u| u.email == CONSIGNEE)
        .unwrap();
    probe.shutdown().await;
    let options = SandboxOptions {
        profile_id: format!("test-pkcs11-{}", uuid::Uuid::new_v4()),
        extra_ebls: extra,
        ..Default::default()
    };
    let browser = Arc::new(FormFillingBrowser::new(&user.email, &user.password));
    let desk = session::open_sandbox(options, browser, EblCache::in_memory())
        .await
        .unwrap();
    session::sign_in(&desk).await.unwrap();
    let world = desk.sandbox().unwrap().world();
    (desk, world, hsm, serial)
}

/// Generates a key on the token, makes it the profile's, registers it and has it approved.
async fn registered_module_key(desk: &Context, serial: &str) -> String {
    let key = pkcs11::generate(MODULE, serial, "eBL signing", &pin(PIN)).unwrap();
    let info = module_keys::use_key(desk, MODULE, serial, &key.id).unwrap();
    assert_eq!(info.kind, KeyKindView::Pkcs11);
    assert_eq!(info.module.as_deref(), Some(MODULE));
    assert_eq!(info.token_label.as_deref(), Some("desk-hsm"));
    assert_eq!(info.key_label.as_deref(), Some("eBL signing"));
    assert_eq!(info.address, key.address.unwrap().to_checksum());
    assert_eq!(desk.keys().info().unwrap(), Some(info.clone()));
    key_standing::register_key(desk).await.unwrap();
    key_standing::approve_key_in_sandbox(desk).await.unwrap();
    info.address
}

fn inbox_of(world: &tdx_sandbox::World, email: &str) -> String {
    common::inbox_of(world, email).to_string()
}

/// The eBLs the consignee may act on with `kind`.
async fn actionable(desk: &Context, kind: ActionKind) -> Vec<String> {
    let list = ebls::list_ebls(desk, true).await.unwrap();
    let mut out = Vec::new();
    for row in list.rows.iter().filter(|r| r.held_by_us && !r.is_copy) {
        let detail = ebls::get_ebl(desk, &row.id).await.unwrap();
        if detail.actions.iter().any(|a| a.kind == kind && a.available) {
            out.push(row.id.clone());
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_non_extractable_key_generated_on_the_token_signs_a_transfer_the_sandbox_accepts() {
    let (desk, world, _hsm, serial) = desk_with_token(0).await;
    let address = registered_module_key(&desk, &serial).await;
    let protection =
        pkcs11::protection(MODULE, &serial, &desk.keys().pkcs11().unwrap().key_id).unwrap();
    assert!(protection.sensitive && !protection.extractable && !protection.value_readable);

    // The registration was signed by the module key, and says so on record.
    let registration = journal::entries(&desk, None)
        .unwrap()
        .into_iter()
        .find(|e| e.operation == tdx_store::operation::KEY_REGISTRATION)
        .unwrap();
    assert_eq!(registration.signer.as_deref(), Some(address.as_str()));
    assert!(
        registration
            .key_kind
            .as_deref()
            .unwrap()
            .starts_with(&format!("pkcs11 {MODULE} token \"desk-hsm\" ({serial})")),
        "{registration:?}"
    );

    let id = actionable(&desk, ActionKind::TransferPossession).await[0].clone();
    let bank = inbox_of(&world, BANK);
    let review = review::prepare_action(&desk, &id, ActionKind::TransferPossession, Some(&bank))
        .await
        .unwrap();
    assert_eq!(review.signer_address.as_deref(), Some(address.as_str()));
    submit::confirm_action(&desk, &review.review_id, common::typed(&review))
        .await
        .unwrap();

    // The sandbox accepted it: the eBL is the bank's now.
    let holder = desk
        .sandbox()
        .unwrap()
        .state()
        .data()
        .ebls
        .iter()
        .find(|e| e.id.to_string() == id)
        .unwrap()
        .possession_id
        .to_string();
    assert_eq!(holder, bank);
    let entry = journal::entries(&desk, Some(&id)).unwrap().remove(0);
    assert_eq!(entry.outcome, Outcome::Submitted);
    assert_eq!(entry.signer.as_deref(), Some(address.as_str()));
    let kind = entry.key_kind.unwrap();
    assert!(
        kind.contains(MODULE) && kind.contains("eBL signing"),
        "{kind}"
    );
    let hash = tdx_keys::parse_hash(entry.hash.as_deref().unwrap()).unwrap();
    let signature = parse_signature(entry.signature.as_deref().unwrap()).unwrap();
    assert_eq!(recover(&hash, &signature).unwrap().to_checksum(), address);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_the_pin_or_with_a_wrong_one_nothing_is_on_record_or_sent_and_the_review_waits() {
    let (desk, _world, _hsm, serial) = desk_with_token(0).await;
    registered_module_key(&desk, &serial).await;
    let id = actionable(&desk, ActionKind::RequestSurrenderForDelivery).await[0].clone();
    let review = review::prepare_action(&desk, &id, ActionKind::RequestSurrenderForDelivery, None)
        .await
        .unwrap();
    // The app restarted, say: the module's session (and its login) is gone.
    pkcs11::close_sessions(None);
    let needed = submit::confirm_action(&desk, &review.review_id, common::typed(&review))
        .await
        .err()
        .unwrap();
    assert_eq!(needed.code(), "keys.pin_needed");
    assert!(needed.user_message().contains("Nothing was signed or sent"));
    assert!(journal::entries(&desk, Some(&id)).unwrap().is_empty());

    let wrong = module_keys::unlock(&desk, &pin("000000")).unwrap_err();
    assert_eq!(wrong.code(), "keys.pin_incorrect");
    assert!(wrong.user_message().contains("PIN is incorrect"));
    assert!(!wrong.user_message().contains("000000"));
    assert_eq!(
        submit::confirm_action(&desk, &review.review_id, common::typed(&review))
            .await
            .err()
            .unwrap()
            .code(),
        "keys.pin_needed"
    );
    assert!(journal::entries(&desk, Some(&id)).unwrap().is_empty());
    assert_eq!(
        ebls::get_ebl(&desk, &id).await.unwrap().row.state,
        "ISSUED",
        "nothing was sent"
    );

    // With the PIN the same review goes through.
    module_keys::unlock(&desk, &pin(PIN)).unwrap();
    let done = submit::confirm_action(&desk, &review.review_id, common::typed(&review))
        .await
        .unwrap();
    assert_eq!(
        done.detail.unwrap().row.state,
        "SURRENDER_FOR_DELIVERY_REQUESTED"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_removed_token_is_refused_in_words_with_nothing_on_record_or_sent() {
    let (desk, _world, hsm, serial) = desk_with_token(0).await;
    registered_module_key(&desk, &serial).await;
    let id = actionable(&desk, ActionKind::RequestSurrenderForDelivery).await[0].clone();
    let review = review::prepare_action(&desk, &id, ActionKind::RequestSurrenderForDelivery, None)
        .await
        .unwrap();
    hsm.remove_all_tokens();
    let absent = submit::confirm_action(&desk, &review.review_id, common::typed(&review))
        .await
        .err()
        .unwrap();
    assert_eq!(absent.code(), "keys.token_absent");
    assert!(
        absent.user_message().contains(&serial) && absent.user_message().contains("not in"),
        "{}",
        absent.user_message()
    );
    assert!(journal::entries(&desk, Some(&id)).unwrap().is_empty());
    assert_eq!(ebls::get_ebl(&desk, &id).await.unwrap().row.state, "ISSUED");
    assert_eq!(
        module_keys::unlock(&desk, &pin(PIN)).unwrap_err().code(),
        "keys.token_absent"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_key_on_another_curve_is_listed_as_not_usable_and_cannot_be_chosen() {
    let (desk, _world, hsm, serial) = desk_with_token(0).await;
    hsm.pkcs11_tool_keypair(&serial, "EC:prime256v1", "p256 key", "0c0d");
    let keys = pkcs11::list_keys(MODULE, &serial).unwrap();
    assert_eq!(keys.len(), 1);
    assert!(!keys[0].usable && keys[0].curve == "P-256");
    let refused = module_keys::use_key(&desk, MODULE, &serial, "0c0d").unwrap_err();
    assert_eq!(refused.code(), "keys.key_curve_unusable");
    assert!(
        refused.user_message().contains("P-256") && refused.user_message().contains("secp256k1"),
        "{}",
        refused.user_message()
    );
    assert!(desk.keys().pkcs11().is_none(), "the choice did not change");
    assert!(journal::entries(&desk, None).unwrap().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_batch_of_twenty_asks_the_pin_once() {
    let (desk, _world, _hsm, serial) = desk_with_token(24).await;
    registered_module_key(&desk, &serial).await;
    let ids: Vec<String> = actionable(&desk, ActionKind::RequestSurrenderForDelivery)
        .await
        .into_iter()
        .take(20)
        .collect();
    assert_eq!(ids.len(), 20);
    let review = batch::prepare_batch(&desk, &ids, ActionKind::RequestSurrenderForDelivery, None)
        .await
        .unwrap();
    pkcs11::close_sessions(None);
    let before = pkcs11::login_count(MODULE);

    // Without the PIN: said once for the batch, nothing on record.
    let needed = common::run_confirmed(&desk, &review.id)
        .await
        .err()
        .unwrap();
    assert_eq!(needed.code(), "keys.pin_needed");
    let signed = |desk: &Context| {
        journal::entries(desk, None)
            .unwrap()
            .into_iter()
            .filter(|e| e.operation != tdx_store::operation::KEY_REGISTRATION)
            .count()
    };
    assert_eq!(signed(&desk), 0);

    module_keys::unlock(&desk, &pin(PIN)).unwrap();
    let done = common::run_confirmed(&desk, &review.id).await.unwrap();
    assert_eq!(
        done.items
            .iter()
            .filter(|i| i.state == BatchItemState::Done)
            .count(),
        20,
        "{done:?}"
    );
    assert_eq!(signed(&desk), 20);
    assert_eq!(
        pkcs11::login_count(MODULE) - before,
        1,
        "one PIN entry for 20"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_module_that_answers_invalid_signatures_is_refused_and_nothing_is_sent() {
    let (desk, _world, hsm, serial) = desk_with_token(0).await;
    let address = registered_module_key(&desk, &serial).await;
    // The same token through a module that corrupts every signature it returns.
    let broken = common::softhsm::corrupting_module(hsm.dir.path(), None);
    let key_id = desk.keys().pkcs11().unwrap().key_id;
    let info = module_keys::use_key(&desk, &broken, &serial, &key_id).unwrap();
    assert_eq!(info.address, address);
    module_keys::unlock(&desk, &pin(PIN)).unwrap();

    let id = actionable(&desk, ActionKind::RequestSurrenderForDelivery).await[0].clone();
    let review = review::prepare_action(&desk, &id, ActionKind::RequestSurrenderForDelivery, None)
        .await
        .unwrap();
    let refused = submit::confirm_action(&desk, &review.review_id, common::typed(&review))
        .await
        .err()
        .unwrap();
    assert_eq!(refused.code(), "keys.module_bad_signature");
    assert!(
        refused.user_message().contains("invalid signature twice"),
        "{}",
        refused.user_message()
    );
    // On record as refused, with no signature; the service never saw it.
    let entry = journal::entries(&desk, Some(&id)).unwrap().remove(0);
    let state = ebls::get_ebl(&desk, &id).await.unwrap().row.state;
    // The Reliability row of BENCHMARKS.md (`make bench`) reads this line: the module's two
    // invalid signatures (the first, and the one asked again), and whether any was submitted.
    println!(
        "RELIABILITY module-signatures: tried=2 submitted={}",
        usize::from(entry.signature.is_some() || state != "ISSUED")
    );
    assert_eq!(entry.outcome, Outcome::Refused);
    assert_eq!(entry.signature, None);
    assert_eq!(entry.detail.as_deref(), Some("keys.module_bad_signature"));
    assert_eq!(state, "ISSUED");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_choice_is_kept_with_the_profile_and_going_back_to_the_keyring_forgets_it() {
    let hsm = SoftHsm::new();
    let serial = hsm.init_token("kept");
    let key = pkcs11::generate(MODULE, &serial, "kept key", &pin(PIN)).unwrap();
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let world = service.world();
    let store = Arc::new(std::sync::Mutex::new(
        tdx_store::Store::open_in_memory().unwrap(),
    ));
    let (desk, profile) =
        common::signing_desk(&world, service.base_url(), store.clone(), CONSIGNEE, "kept").await;
    let keyring = desk.keys().info().unwrap().unwrap();
    assert_eq!(keyring.kind, KeyKindView::Keyring);
    assert_eq!(keyring.module, None);
    let chosen = module_keys::use_key(&desk, MODULE, &serial, &key.id).unwrap();
    assert_ne!(chosen.address, keyring.address);
    drop(desk);

    let user = world.users.iter().find(|u| u.email == CONSIGNEE).unwrap();
    let reopen = || {
        let browser = Arc::new(FormFillingBrowser::new(&user.email, &user.password));
        session::open_service(
            profile.clone(),
            browser,
            EblCache::with_store(store.clone()),
        )
    };
    let again = reopen().await.unwrap();
    assert_eq!(again.keys().info().unwrap(), Some(chosen));
    assert_eq!(
        module_keys::use_keyring(&again).unwrap(),
        Some(keyring.clone())
    );
    drop(again);
    let third = reopen().await.unwrap();
    assert_eq!(third.keys().info().unwrap(), Some(keyring));
    assert!(third.keys().pkcs11().is_none());
}
