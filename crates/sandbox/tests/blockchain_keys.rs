//! The blockchain-keys extension: a fresh key is registered by its own signature, waits for the
//! company administrator (the sandbox admin endpoint), and signs only once approved; a revoked
//! key signs nothing; the demo users' keys are approved from the start.

#![allow(clippy::unwrap_used)]

mod common;

use common::*;
use serde_json::{Value, json};
use tdx_sandbox::crypto;

const KEYS: &str = "/api/v3/integrations/blockchain-keys/";

fn registration(key: &k256::ecdsa::SigningKey, company: &str) -> Value {
    let address = crypto::key_address(key);
    let text = format!("Register {address} for company {company}");
    json!({"eth_address": address, "signature": crypto::personal_sign(key, text.as_bytes())})
}

async fn status(sbx: &tdx_sandbox::Running, token: &str, address: &str) -> Option<String> {
    let list: Value = get(sbx, token, KEYS).await.json().await.unwrap();
    list["results"]
        .as_array()
        .unwrap()
        .iter()
        .find(|k| {
            k["eth_address"]
                .as_str()
                .unwrap()
                .eq_ignore_ascii_case(address)
        })
        .map(|k| k["status"].as_str().unwrap().to_owned())
}

async fn signing_data(sbx: &tdx_sandbox::Running, token: &str, address: &str) -> reqwest::Response {
    post(
        sbx,
        token,
        "/api/integrators/ebl/v1/signing-data/",
        &json!({"operation": "REQUEST_SURRENDER_FOR_DELIVERY", "eblId": ebl(1), "ethAddress": address}),
    )
    .await
}

#[tokio::test]
async fn a_fresh_key_is_registered_waits_for_approval_and_then_signs() {
    let sbx = sandbox().await;
    let token = consignee(&sbx).await;
    let (_, own) = key_of(&sbx, "consignee@nile.example");
    assert_eq!(
        status(&sbx, &token, &own).await.as_deref(),
        Some("approved"),
        "demo keys are approved"
    );

    let fresh = crypto::random_key();
    let address = crypto::key_address(&fresh);
    assert_eq!(status(&sbx, &token, &address).await, None);
    assert_eq!(signing_data(&sbx, &token, &address).await.status(), 403);

    // A signature by another key, or over another company, registers nothing.
    let mut forged = registration(&crypto::random_key(), NILE);
    forged["eth_address"] = json!(address);
    let refused = post(&sbx, &token, KEYS, &forged).await;
    assert_eq!(refused.status(), 400);
    let other_company = post(&sbx, &token, KEYS, &registration(&fresh, HARBOR)).await;
    assert_eq!(other_company.status(), 400);
    assert_eq!(status(&sbx, &token, &address).await, None);

    let created = post(&sbx, &token, KEYS, &registration(&fresh, NILE)).await;
    assert_eq!(created.status(), 201);
    let body: Value = created.json().await.unwrap();
    assert_eq!(body["status"], "pending");
    assert_eq!(
        status(&sbx, &token, &address).await.as_deref(),
        Some("pending")
    );
    let again = post(&sbx, &token, KEYS, &registration(&fresh, NILE)).await;
    assert_eq!(again.status(), 200, "registering twice changes nothing");

    let waiting = signing_data(&sbx, &token, &address).await;
    assert_eq!(waiting.status(), 403);
    let detail: Value = waiting.json().await.unwrap();
    assert!(
        detail["detail"]
            .as_str()
            .unwrap()
            .contains("waiting for approval"),
        "{detail}"
    );
    let me: Value = get(&sbx, &token, "/api/v3/integrations/me/")
        .await
        .json()
        .await
        .unwrap();
    assert!(
        me["eth_addresses"]
            .as_array()
            .unwrap()
            .iter()
            .any(|a| a["address"] == json!(address) && a["status"] == "pending"),
        "{me}"
    );

    // Only with the admin token: nobody else approves.
    let unguarded = http()
        .post(format!(
            "{}/_sandbox/keys/{address}/approve",
            sbx.base_url()
        ))
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(unguarded.status(), 401);
    assert_eq!(
        status(&sbx, &token, &address).await.as_deref(),
        Some("pending")
    );
    let approved = admin_post(
        &sbx,
        &format!("/_sandbox/keys/{address}/approve"),
        &json!({}),
    )
    .await;
    assert_eq!(approved.status(), 200);
    assert_eq!(
        status(&sbx, &token, &address).await.as_deref(),
        Some("approved")
    );
    let data = signing_data(&sbx, &token, &address).await;
    assert_eq!(data.status(), 200);
    let data: Value = data.json().await.unwrap();
    assert!(
        data["relayedFor"]
            .as_str()
            .unwrap()
            .eq_ignore_ascii_case(&address)
    );

    let revoked = admin_post(
        &sbx,
        &format!("/_sandbox/keys/{address}/revoke"),
        &json!({}),
    )
    .await;
    assert_eq!(revoked.status(), 200);
    let refused = signing_data(&sbx, &token, &address).await;
    assert_eq!(refused.status(), 403);
    let detail: Value = refused.json().await.unwrap();
    assert!(
        detail["detail"].as_str().unwrap().contains("revoked"),
        "{detail}"
    );
    let unknown = admin_post(
        &sbx,
        "/_sandbox/keys/0x0000000000000000000000000000000000000001/approve",
        &json!({}),
    )
    .await;
    assert_eq!(unknown.status(), 404);
}

#[tokio::test]
async fn a_demo_users_own_key_can_be_revoked() {
    let sbx = sandbox().await;
    let token = consignee(&sbx).await;
    let (_, own) = key_of(&sbx, "consignee@nile.example");
    assert_eq!(signing_data(&sbx, &token, &own).await.status(), 200);
    let revoked = admin_post(&sbx, &format!("/_sandbox/keys/{own}/revoke"), &json!({})).await;
    assert_eq!(revoked.status(), 200);
    assert_eq!(status(&sbx, &token, &own).await.as_deref(), Some("revoked"));
    assert_eq!(signing_data(&sbx, &token, &own).await.status(), 403);
}
