//! A fresh key, as a user starts with one: the service does not know it, so the eBL's signed
//! actions say why instead of failing at signing; registering signs the company's text locally;
//! it waits for the administrator (the sandbox's stand-in approves it); then it signs.

#![allow(clippy::unwrap_used)]

mod common;

use tdx_desk::EblCache;
use tdx_desk::key_standing::KeyStanding;
use tdx_desk::view::ActionKind;
use tdx_desk::{ebls, journal, key_standing, review, session, submit};

const CONSIGNEE: &str = "consignee@nile.example";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_generated_key_is_registered_approved_and_then_signs() {
    let profile = format!("test-key-registration-{}", uuid::Uuid::new_v4());
    let (desk, _world) = common::open_desk(CONSIGNEE, &profile, EblCache::in_memory()).await;
    assert_eq!(
        key_standing::standing(&desk).await.unwrap().standing,
        KeyStanding::NoKey
    );
    session::sign_in(&desk).await.unwrap();
    let key = desk.keys().generate(None).unwrap();

    let status = key_standing::standing(&desk).await.unwrap();
    assert_eq!(status.standing, KeyStanding::NotRegistered);
    assert!(status.can_register && !status.can_approve_in_sandbox);
    assert_eq!(status.address.as_deref(), Some(key.address.as_str()));
    // The whole text the key will sign is shown, the company's id included.
    let company = session::session_info(&desk)
        .await
        .unwrap()
        .company_id
        .unwrap();
    assert_eq!(
        status.registration_text.as_deref(),
        Some(format!("Register {} for company {company}", key.address).as_str())
    );

    // The eBL's signed actions say why, before any review; sending a copy is not signed.
    let list = ebls::list_ebls(&desk, true).await.unwrap();
    let id = list
        .rows
        .iter()
        .find(|r| {
            r.held_by_us
                && !r.is_copy
                && r.state == "ISSUED"
                && r.roles.contains(&tdx_desk::view::Role::Consignee)
        })
        .unwrap()
        .id
        .clone();
    let detail = ebls::get_ebl(&desk, &id).await.unwrap();
    let surrender = detail
        .actions
        .iter()
        .find(|a| a.kind == ActionKind::RequestSurrenderForDelivery)
        .unwrap();
    assert!(!surrender.available);
    assert!(
        surrender
            .reason
            .as_deref()
            .unwrap()
            .starts_with("Not registered"),
        "{surrender:?}"
    );
    assert!(
        detail
            .actions
            .iter()
            .any(|a| a.kind == ActionKind::SendAsCopy && a.available)
    );

    let status = key_standing::register_key(&desk).await.unwrap();
    assert_eq!(status.standing, KeyStanding::Pending);
    // On record in the journal, with the text, the signature and the service's answer.
    let entries = journal::entries(&desk, None).unwrap();
    let registered = entries
        .iter()
        .find(|e| e.operation == tdx_store::operation::KEY_REGISTRATION)
        .expect("the registration is on record");
    assert_eq!(
        registered.signing_data.as_ref().unwrap()["message"],
        format!("Register {} for company {company}", key.address)
    );
    assert!(registered.signature.is_some());
    assert_eq!(registered.outcome, tdx_store::Outcome::Submitted);
    assert_eq!(registered.signer.as_deref(), Some(key.address.as_str()));
    assert!(
        status.text.starts_with("Waiting for approval"),
        "{}",
        status.text
    );
    assert!(!status.can_register && status.can_approve_in_sandbox);
    let reason = ebls::get_ebl(&desk, &id).await.unwrap().actions[0]
        .reason
        .clone()
        .unwrap();
    assert!(reason.starts_with("Waiting for approval"), "{reason}");

    let status = key_standing::approve_key_in_sandbox(&desk).await.unwrap();
    assert_eq!(status.standing, KeyStanding::Approved);
    assert!(!status.can_register && !status.can_approve_in_sandbox);
    let review = review::prepare_action(&desk, &id, ActionKind::RequestSurrenderForDelivery, None)
        .await
        .unwrap();
    assert_eq!(review.signer_address.as_deref(), Some(key.address.as_str()));
    let done = submit::confirm_action(&desk, &review.review_id, common::typed(&review))
        .await
        .unwrap();
    assert_eq!(
        done.detail.unwrap().row.state,
        "SURRENDER_FOR_DELIVERY_REQUESTED"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_service_profile_registers_but_only_its_administrator_approves() {
    let profile = format!("test-key-service-{}", uuid::Uuid::new_v4());
    let (desk, _world, service) = common::open_on(
        common::Deployment::Standalone,
        CONSIGNEE,
        &profile,
        EblCache::in_memory(),
    )
    .await;
    session::sign_in(&desk).await.unwrap();
    desk.keys().generate(None).unwrap();
    let status = key_standing::register_key(&desk).await.unwrap();
    assert_eq!(status.standing, KeyStanding::Pending);
    assert!(
        !status.can_approve_in_sandbox,
        "no stand-in on a real deployment"
    );
    assert!(key_standing::approve_key_in_sandbox(&desk).await.is_err());
    let service = service.unwrap();
    let address = status.address.unwrap();
    let answer = service
        .admin_http()
        .post(format!(
            "{}/_sandbox/keys/{address}/revoke",
            service.base_url()
        ))
        .json(&serde_json::json!({}))
        .send()
        .await
        .unwrap();
    assert!(answer.status().is_success());
    let status = key_standing::standing(&desk).await.unwrap();
    assert_eq!(status.standing, KeyStanding::Revoked);
    assert!(status.can_register, "a revoked key may be registered again");
}
