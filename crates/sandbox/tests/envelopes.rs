//! Envelope creation (both multipart endpoints), validation naming the field, and the send
//! extension firing the recipient's rules.
#![allow(clippy::unwrap_used)]

mod common;

use common::*;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};

const DELTA_INBOX: &str = "1b0c0000-0000-4000-8000-000000000003";

fn standard_form(metadata: &Value) -> Form {
    Form::new()
        .text("recipient_id", DELTA_INBOX)
        .text("documents_metadata", metadata.to_string())
        .text("pay_to_collect", "False")
        .part(
            "documents",
            Part::bytes(b"%PDF-1.4 invoice".to_vec()).file_name("invoice.pdf"),
        )
        .part(
            "documents",
            Part::bytes(b"packing list".to_vec()).file_name("packing.txt"),
        )
}

fn good_metadata() -> Value {
    json!([
        {"invoice.pdf": {"document_type": "INV", "document_id": "INV-1", "meta_data": "{\"Internal number\": \"42\"}"}},
        {"packing.txt": {"document_type": "GOO", "document_id": "PL-7"}}
    ])
}

async fn upload(
    sbx: &tdx_sandbox::Running,
    token: &str,
    path: &str,
    form: Form,
) -> reqwest::Response {
    http()
        .post(format!("{}{path}", sbx.base_url()))
        .bearer_auth(token)
        .multipart(form)
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn standard_envelope_is_created_signed_and_sent_to_the_recipients_rules() {
    let sbx = sandbox().await;
    let nile = consignee(&sbx).await;
    // Delta wants an e-mail for every envelope it receives.
    let delta = user_token(&sbx, "shipper@delta.example", None).await;
    let delta = delta["access_token"].as_str().unwrap();
    let rule = post(&sbx, delta, &format!("/api/v3/companies/{DELTA}/rules/"), &json!({
        "name": "mail", "event": "envelope_received", "actions": [{"type": "send_email_to", "data": ["inbox@delta.example"]}]
    })).await;
    assert_eq!(rule.status(), 201);

    let response = upload(
        &sbx,
        &nile,
        "/api/v3/integrations/envelope-standard/",
        standard_form(&good_metadata()),
    )
    .await;
    assert_eq!(response.status(), 201, "{}", response.text().await.unwrap());
    let result: Value = response.json().await.unwrap();
    let created = &result[0];
    assert!(created["envelope_id"].is_string() && created["document_token_id"].is_string());
    let tx = &created["relayed_transaction"];
    let (key, address) = key_of(&sbx, "consignee@nile.example");
    assert_eq!(tx["relayed_for"], address);
    assert!(tx["transaction_data"].as_str().unwrap().starts_with("0x"));
    assert!(tx["relay_nonce"].is_u64());
    let recipient = tdx_sandbox::crypto::parse_address(tx["recipient"].as_str().unwrap()).unwrap();
    let relayed = tdx_sandbox::crypto::parse_address(&address).unwrap();
    let data = tdx_sandbox::crypto::unhex0x(tx["transaction_data"].as_str().unwrap()).unwrap();
    let hash = tdx_sandbox::crypto::relay_hash(
        &recipient,
        &relayed,
        tx["relay_nonce"].as_u64().unwrap(),
        &data,
    );
    assert_eq!(tx["hash"], tdx_sandbox::crypto::hex0x(&hash));

    let send_url = "/api/v3/integrations/envelope-send/";
    let (carrier_key, _) = key_of(&sbx, "carrier@globalcarrier.example");
    let wrong = post(&sbx, &nile, send_url, &json!({"envelope_id": created["envelope_id"], "hash": tx["hash"], "signature": sign_hash(&carrier_key, tx["hash"].as_str().unwrap())})).await;
    assert_eq!(wrong.status(), 400);
    let body = json!({"envelope_id": created["envelope_id"], "hash": tx["hash"], "signature": sign_hash(&key, tx["hash"].as_str().unwrap())});
    let sent = post(&sbx, &nile, send_url, &body).await;
    assert_eq!(sent.status(), 200);
    let again = post(&sbx, &nile, send_url, &body).await;
    assert_eq!(again.status(), 409);
    let outbox: Value = http()
        .get(format!("{}/_sandbox/outbox", sbx.base_url()))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let mail = outbox
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["to"] == "inbox@delta.example")
        .unwrap();
    assert_eq!(mail["event"], "envelope_received");
    assert!(
        mail["body"]
            .as_str()
            .unwrap()
            .contains(created["envelope_id"].as_str().unwrap())
    );
    // Another company cannot send it.
    assert_eq!(post(&sbx, delta, send_url, &body).await.status(), 404);
    sbx.shutdown().await;
}

#[tokio::test]
async fn egypt_aci_envelope_needs_an_acid_number() {
    let sbx = sandbox().await;
    let token = integrator_token(&sbx, None).await;
    let token = token["access_token"].as_str().unwrap();
    let metadata = json!([{"invoice.pdf": {"document_type": "INV"}}]);
    let form = || {
        Form::new()
            .text("documents_metadata", metadata.to_string())
            .part(
                "documents",
                Part::bytes(b"x".to_vec()).file_name("invoice.pdf"),
            )
    };
    let missing = upload(
        &sbx,
        token,
        "/api/v3/integrations/envelope-egypt-aci/",
        form(),
    )
    .await;
    assert_eq!(missing.status(), 400);
    let answer: Value = missing.json().await.unwrap();
    assert!(answer["acid_number"].is_array());
    let ok = upload(
        &sbx,
        token,
        "/api/v3/integrations/envelope-egypt-aci/",
        form().text("acid_number", "1234567892025010001"),
    )
    .await;
    assert_eq!(ok.status(), 201);
    let result: Value = ok.json().await.unwrap();
    assert_eq!(result.as_array().unwrap().len(), 1);
    sbx.shutdown().await;
}

#[tokio::test]
async fn envelope_validation_names_the_offending_field() {
    let sbx = sandbox().await;
    let token = consignee(&sbx).await;
    let path = "/api/v3/integrations/envelope-standard/";
    let base = || {
        Form::new().part(
            "documents",
            Part::bytes(b"abc".to_vec()).file_name("invoice.pdf"),
        )
    };
    let meta = json!([{"invoice.pdf": {"document_type": "INV", "document_id": "1"}}]).to_string();
    let cases: Vec<(Form, &str)> = vec![
        (base().text("documents_metadata", meta.clone()), "recipient_id"),
        (base().text("recipient_id", "nope").text("documents_metadata", meta.clone()), "recipient_id"),
        (base().text("recipient_id", "1b0c0000-0000-4000-8000-00000000dead").text("documents_metadata", meta.clone()), "recipient_id"),
        (base().text("recipient_id", DELTA_INBOX), "documents_metadata"),
        (base().text("recipient_id", DELTA_INBOX).text("documents_metadata", "{oops"), "documents_metadata"),
        (base().text("recipient_id", DELTA_INBOX).text("documents_metadata", json!([{"other.pdf": {"document_type": "INV", "document_id": "1"}}]).to_string()), "documents_metadata"),
        (base().text("recipient_id", DELTA_INBOX).text("documents_metadata", json!([{"invoice.pdf": {"document_id": "1"}}]).to_string()), "documents_metadata"),
        (base().text("recipient_id", DELTA_INBOX).text("documents_metadata", json!([{"invoice.pdf": {"document_type": "INV"}}]).to_string()), "documents_metadata"),
        (base().text("recipient_id", DELTA_INBOX).text("documents_metadata", json!([{"invoice.pdf": {"document_type": "INV", "document_id": "1", "meta_data": "not json"}}]).to_string()), "documents_metadata"),
        (Form::new().text("recipient_id", DELTA_INBOX).text("documents_metadata", "[]"), "documents"),
        (base().text("recipient_id", DELTA_INBOX).text("documents_metadata", meta.clone()).text("pay_to_collect", "maybe"), "pay_to_collect"),
        (base().text("recipient_id", DELTA_INBOX).text("documents_metadata", meta.clone()).text("company_id", DELTA), "company_id"),
        (base().text("recipient_id", DELTA_INBOX).text("documents_metadata", meta.clone()).text("inbox_id", DELTA_INBOX), "inbox_id"),
    ];
    for (form, field) in cases {
        let response = upload(&sbx, &token, path, form).await;
        assert_eq!(response.status(), 400, "{field}");
        let answer: Value = response.json().await.unwrap();
        assert!(answer[field].is_array(), "{field}: {answer}");
    }
    let not_multipart = post(&sbx, &token, path, &json!({"recipient_id": DELTA_INBOX})).await;
    assert!(not_multipart.status().is_client_error());
    let _: Value = not_multipart.json().await.unwrap();
    // A read-only token cannot create envelopes.
    let read_only = user_token(&sbx, "consignee@nile.example", Some("read")).await;
    let response = upload(
        &sbx,
        read_only["access_token"].as_str().unwrap(),
        path,
        standard_form(&good_metadata()),
    )
    .await;
    assert_eq!(response.status(), 403);
    sbx.shutdown().await;
}
