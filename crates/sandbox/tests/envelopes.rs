//! Envelope creation (both multipart endpoints), validation naming the field, and the send
//! extension firing the recipient's rules.
#![allow(clippy::unwrap_used)]

mod common;

use common::*;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};

const DELTA_INBOX: &str = "16f6a4d4-c43d-45fe-ad3f-3c937d7cb80c";

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
    let outbox: Value = sbx
        .admin_http()
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

/// What one upload may send is capped (configurable; `tdx-sandbox --help`): a document over
/// the per-file cap or a body over the upload cap is 413, too many form fields is 400, and
/// nothing of a refused upload stays on disk.
#[tokio::test]
async fn uploads_over_the_caps_are_refused_and_leave_nothing_behind() {
    let sbx = tdx_sandbox::spawn(tdx_sandbox::Config {
        limits: tdx_sandbox::Limits {
            upload_bytes: 64 * 1024,
            file_bytes: 16 * 1024,
            form_fields: 4,
        },
        ..Default::default()
    })
    .await
    .unwrap();
    let token = consignee(&sbx).await;
    let path = "/api/v3/integrations/envelope-standard/";
    let metadata = json!([{"big.pdf": {"document_type": "INV", "document_id": "1"}}]);
    let with_file = |bytes: usize| {
        Form::new()
            .text("recipient_id", DELTA_INBOX)
            .text("documents_metadata", metadata.to_string())
            .part(
                "documents",
                Part::bytes(vec![b'x'; bytes]).file_name("big.pdf"),
            )
    };
    let left_on_disk = |sbx: &tdx_sandbox::Running| {
        std::fs::read_dir(&sbx.state().settings().upload_dir)
            .map(|d| d.count())
            .unwrap_or(0)
    };

    let file_too_big = upload(&sbx, &token, path, with_file(20 * 1024)).await;
    assert_eq!(file_too_big.status(), 413);
    let body: Value = file_too_big.json().await.unwrap();
    assert!(
        body["detail"].as_str().unwrap().contains("at most"),
        "{body}"
    );

    let mut many = Form::new()
        .text("recipient_id", DELTA_INBOX)
        .text("documents_metadata", metadata.to_string());
    for i in 0..5 {
        many = many.part(
            "documents",
            Part::bytes(vec![b'y'; 15 * 1024]).file_name(format!("f{i}.pdf")),
        );
    }
    let body_too_big = upload(&sbx, &token, path, many).await;
    assert_eq!(body_too_big.status(), 413);

    let mut fields = with_file(10);
    for i in 0..4 {
        fields = fields.text(format!("extra_{i}"), "x");
    }
    let too_many_fields = upload(&sbx, &token, path, fields).await;
    assert_eq!(too_many_fields.status(), 400);
    let body: Value = too_many_fields.json().await.unwrap();
    assert!(
        body["detail"]
            .as_str()
            .unwrap()
            .contains("at most 4 fields"),
        "{body}"
    );

    assert_eq!(left_on_disk(&sbx), 0, "refused uploads are deleted");
    assert!(sbx.state().data().envelopes.is_empty());
    // Within the caps the same upload is created.
    let ok = upload(&sbx, &token, path, with_file(1024)).await;
    assert_eq!(ok.status(), 201, "{:?}", ok.text().await);
    sbx.shutdown().await;
}

/// `Idempotency-Key` (DESIGN "Idempotent creation"): a repeat answers the first result and
/// creates nothing; the key reused for another request is refused; another caller's equal key
/// is another key.
#[tokio::test]
async fn an_idempotency_key_makes_a_repeat_answer_the_first_result() {
    let sbx = sandbox().await;
    let token = consignee(&sbx).await;
    let path = "/api/v3/integrations/envelope-standard/";
    let send = |form: Form, key: &str| {
        http()
            .post(format!("{}{path}", sbx.base_url()))
            .bearer_auth(&token)
            .header("Idempotency-Key", key)
            .multipart(form)
            .send()
    };
    let first = send(standard_form(&good_metadata()), "intent-1")
        .await
        .unwrap();
    assert_eq!(first.status(), 201);
    let first: Value = first.json().await.unwrap();
    let repeat = send(standard_form(&good_metadata()), "intent-1")
        .await
        .unwrap();
    assert_eq!(repeat.status(), 201);
    assert_eq!(repeat.headers()["idempotent-replayed"], "true");
    let repeat: Value = repeat.json().await.unwrap();
    assert_eq!(repeat, first);
    assert_eq!(sbx.state().data().envelopes.len(), 1);
    let mut other = good_metadata();
    other[0]["invoice.pdf"]["document_id"] = json!("INV-2");
    let reused = send(standard_form(&other), "intent-1").await.unwrap();
    assert_eq!(reused.status(), 422);
    let fresh = send(standard_form(&good_metadata()), "intent-2")
        .await
        .unwrap();
    assert_eq!(fresh.status(), 201);
    assert_eq!(sbx.state().data().envelopes.len(), 2);

    // Send-as-a-copy: the first answer (201) again, one copy.
    let copy = |key: &'static str, inbox: &'static str| {
        http()
            .post(format!(
                "{}/api/integrators/ebl/v1/send-as-a-copy/",
                sbx.base_url()
            ))
            .bearer_auth(&token)
            .header("Idempotency-Key", key)
            .json(&json!({"eblId": ebl(1), "recipientInbox": inbox}))
            .send()
    };
    let a = copy("copy-1", HARBOR_INBOX).await.unwrap();
    assert_eq!(a.status(), 201);
    let a: Value = a.json().await.unwrap();
    let b = copy("copy-1", HARBOR_INBOX).await.unwrap();
    assert_eq!(b.status(), 201);
    assert_eq!(b.json::<Value>().await.unwrap()["id"], a["id"]);
    assert_eq!(copy("copy-1", DELTA_INBOX).await.unwrap().status(), 422);
    let bad_key = http()
        .post(format!(
            "{}/api/integrators/ebl/v1/send-as-a-copy/",
            sbx.base_url()
        ))
        .bearer_auth(&token)
        .header("Idempotency-Key", "has spaces")
        .json(&json!({"eblId": ebl(1), "recipientInbox": HARBOR_INBOX}))
        .send()
        .await
        .unwrap();
    assert_eq!(bad_key.status(), 400);
    sbx.shutdown().await;
}
