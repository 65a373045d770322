//! Rules CRUD and validation, and delivery: webhooks with custom headers and retries, e-mails
//! captured in the outbox.
#![allow(clippy::unwrap_used)]

mod common;

use std::sync::{Arc, Mutex};

use axum::http::HeaderMap;
use common::*;
use serde_json::{Value, json};

type Seen = Arc<Mutex<Vec<(String, HeaderMap, Value)>>>;

/// A webhook receiver: `/ok` answers 200, `/fail` answers 500.
async fn receiver() -> (String, Seen) {
    let seen: Seen = Arc::default();
    let record = |status: u16| {
        let seen = seen.clone();
        move |uri: axum::http::Uri, headers: HeaderMap, body: axum::body::Bytes| {
            let seen = seen.clone();
            async move {
                let value = serde_json::from_slice(&body).unwrap_or(Value::Null);
                seen.lock()
                    .unwrap()
                    .push((uri.path().to_owned(), headers, value));
                axum::http::StatusCode::from_u16(status).unwrap()
            }
        }
    };
    let app = axum::Router::new()
        .route("/ok", axum::routing::post(record(200)))
        .route("/fail", axum::routing::post(record(500)));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (url, seen)
}

async fn send(
    sbx: &tdx_sandbox::Running,
    token: &str,
    method: reqwest::Method,
    path: &str,
    body: Option<Value>,
) -> reqwest::Response {
    let mut request = http()
        .request(method, format!("{}{path}", sbx.base_url()))
        .bearer_auth(token);
    if let Some(body) = body {
        request = request.json(&body);
    }
    request.send().await.unwrap()
}

#[tokio::test]
async fn rules_are_created_in_both_forms_read_changed_and_deleted() {
    let sbx = sandbox().await;
    let token = consignee(&sbx).await;
    let base = format!("/api/v3/companies/{NILE}/rules/");
    let created = post(&sbx, &token, &base, &json!({
        "name": "Mail the team",
        "event": "envelope_received",
        "actions": [{"type": "send_email_to", "data": ["ops@nile.example"]}, {"type": "send_email_to_everyone"}]
    })).await;
    assert_eq!(created.status(), 201);
    let rule: Value = created.json().await.unwrap();
    assert_eq!(rule["event_name"], "Envelope received");
    assert_eq!(rule["enabled"], true);
    assert_eq!(rule["actions"][0]["type_name"], "Send email to");
    assert_eq!(rule["actions"][0]["rule_id"], rule["id"]);
    assert!(rule["actions"][0]["id"].is_string());
    assert!(
        rule["actions_description"]
            .as_str()
            .unwrap()
            .contains("ops@nile.example")
    );

    let ebl_rule = post(&sbx, &token, &base, &json!({
        "name": "eBL hook",
        "event": "ebl_update",
        "for_company_id": NILE,
        "create_actions": [{"type": "post_webhook", "data": ["https://hooks.example/ebl"], "headers": [{"name": "X-Api-Key", "value": "k1"}]}]
    })).await;
    assert_eq!(ebl_rule.status(), 201);
    let ebl_rule: Value = ebl_rule.json().await.unwrap();
    assert_eq!(ebl_rule["actions"][0]["headers"][0]["name"], "X-Api-Key");

    let list: Value = get(&sbx, &token, &base).await.json().await.unwrap();
    assert_eq!(list["count"], 2);
    let one = format!("{base}{}/", rule["id"].as_str().unwrap());
    let fetched: Value = get(&sbx, &token, &one).await.json().await.unwrap();
    assert_eq!(fetched, rule);

    let patched: Value = send(
        &sbx,
        &token,
        reqwest::Method::PATCH,
        &one,
        Some(json!({"enabled": false})),
    )
    .await
    .json()
    .await
    .unwrap();
    assert_eq!(patched["enabled"], false);
    assert_eq!(patched["name"], "Mail the team");
    let put = send(&sbx, &token, reqwest::Method::PUT, &one, Some(json!({"name": "Renamed", "event": "contact_invitation_accepted", "actions": [{"type": "send_email_to_everyone"}]}))).await;
    assert_eq!(put.status(), 200);
    let put: Value = put.json().await.unwrap();
    assert_eq!(put["event"], "contact_invitation_accepted");
    assert_eq!(put["enabled"], true);
    let incomplete_put = send(
        &sbx,
        &token,
        reqwest::Method::PUT,
        &one,
        Some(json!({"name": "x"})),
    )
    .await;
    assert_eq!(incomplete_put.status(), 400);
    // Collection PATCH names the rule in the body.
    let by_body = send(
        &sbx,
        &token,
        reqwest::Method::PATCH,
        &base,
        Some(json!({"id": rule["id"], "name": "Via collection"})),
    )
    .await;
    assert_eq!(by_body.status(), 200);
    assert_eq!(
        send(
            &sbx,
            &token,
            reqwest::Method::PATCH,
            &base,
            Some(json!({"name": "no id"}))
        )
        .await
        .status(),
        400
    );

    assert_eq!(
        send(&sbx, &token, reqwest::Method::DELETE, &one, None)
            .await
            .status(),
        204
    );
    assert_eq!(get(&sbx, &token, &one).await.status(), 404);
    let collection_delete = format!("{base}?id={}", ebl_rule["id"].as_str().unwrap());
    assert_eq!(
        send(
            &sbx,
            &token,
            reqwest::Method::DELETE,
            &collection_delete,
            None
        )
        .await
        .status(),
        204
    );
    let list: Value = get(&sbx, &token, &base).await.json().await.unwrap();
    assert_eq!(list["count"], 0);
    sbx.shutdown().await;
}

#[tokio::test]
async fn rule_validation_names_the_field() {
    let sbx = sandbox().await;
    let token = consignee(&sbx).await;
    let base = format!("/api/v3/companies/{NILE}/rules/");
    let cases = [
        (
            json!({"event": "ebl_update", "actions": [{"type": "post_webhook", "data": ["https://a.example"]}]}),
            "name",
        ),
        (
            json!({"name": "x", "event": "nope", "actions": [{"type": "send_email_to_everyone"}]}),
            "event",
        ),
        (
            json!({"name": "x", "event": "envelope_received"}),
            "actions",
        ),
        (
            json!({"name": "x", "event": "envelope_received", "actions": []}),
            "actions",
        ),
        (
            json!({"name": "x", "event": "envelope_received", "actions": [{"type": "fax"}]}),
            "actions",
        ),
        (
            json!({"name": "x", "event": "envelope_received", "actions": [{"type": "send_email_to", "data": ["not-an-email"]}]}),
            "actions",
        ),
        (
            json!({"name": "x", "event": "envelope_received", "actions": [{"type": "send_email_to"}]}),
            "actions",
        ),
        (
            json!({"name": "x", "event": "envelope_received", "actions": [{"type": "post_webhook", "data": ["ftp://a.example/x"]}]}),
            "actions",
        ),
        (
            json!({"name": "x", "event": "ebl_update", "actions": [{"type": "send_email_to", "data": ["a@b.example"]}]}),
            "actions",
        ),
        (
            json!({"name": "x", "event": "envelope_received", "actions": [{"type": "post_webhook", "data": ["https://a.example"], "headers": [{"name": "bad header", "value": "v"}]}]}),
            "actions",
        ),
        (
            json!({"name": "x", "event": "envelope_received", "enabled": "yes", "actions": [{"type": "send_email_to_everyone"}]}),
            "enabled",
        ),
        (
            json!({"name": "x", "event": "ebl_update", "for_company_id": DELTA, "create_actions": [{"type": "post_webhook", "data": ["https://a.example"]}]}),
            "for_company_id",
        ),
    ];
    for (body, field) in cases {
        let response = post(&sbx, &token, &base, &body).await;
        assert_eq!(response.status(), 400, "{body}");
        let answer: Value = response.json().await.unwrap();
        assert!(answer.get(field).is_some(), "{body} → {answer}");
    }
    // Nested errors point at the failing action's field.
    let answer: Value = post(&sbx, &token, &base, &json!({"name": "x", "event": "envelope_received", "actions": [{"type": "send_email_to_everyone"}, {"type": "post_webhook", "data": ["nope"]}]})).await.json().await.unwrap();
    assert!(answer["actions"][1]["data"].is_array(), "{answer}");
    // Another company's rules are out of reach; ids must be UUIDs.
    assert_eq!(
        get(&sbx, &token, &format!("/api/v3/companies/{DELTA}/rules/"))
            .await
            .status(),
        403
    );
    assert_eq!(
        get(&sbx, &token, "/api/v3/companies/not-a-uuid/rules/")
            .await
            .status(),
        404
    );
    let read_only = user_token(&sbx, "consignee@nile.example", Some("read")).await;
    let read_only = read_only["access_token"].as_str().unwrap();
    assert_eq!(get(&sbx, read_only, &base).await.status(), 200);
    assert_eq!(post(&sbx, read_only, &base, &json!({"name": "x", "event": "envelope_received", "actions": [{"type": "send_email_to_everyone"}]})).await.status(), 403);
    sbx.shutdown().await;
}

#[tokio::test]
async fn ebl_changes_post_the_documented_body_with_custom_headers_and_retry_failures() {
    let sbx = sandbox().await;
    let (hook, seen) = receiver().await;
    let token = consignee(&sbx).await;
    let created = post(&sbx, &token, &format!("/api/v3/companies/{NILE}/rules/"), &json!({
        "name": "eBL hook",
        "event": "ebl_update",
        "for_company_id": NILE,
        "create_actions": [{"type": "post_webhook", "data": [format!("{hook}/ok"), format!("{hook}/fail")], "headers": [{"name": "X-Api-Key", "value": "secret-1"}]}]
    })).await;
    assert_eq!(created.status(), 201);
    let (_, response) = perform(
        &sbx,
        &token,
        "consignee@nile.example",
        "REQUEST_SURRENDER_FOR_DELIVERY",
        &ebl(1),
        None,
    )
    .await;
    assert_eq!(response.status(), 200);
    sbx.state().deliveries_settled().await;
    assert_eq!(
        seen.lock()
            .unwrap()
            .iter()
            .filter(|s| s.0 == "/fail")
            .count(),
        3
    );
    assert_eq!(
        seen.lock().unwrap().iter().filter(|s| s.0 == "/ok").count(),
        1
    );
    {
        let seen = seen.lock().unwrap();
        let (_, headers, body) = seen.iter().find(|s| s.0 == "/ok").unwrap();
        assert_eq!(headers["x-api-key"], "secret-1");
        assert_eq!(headers["content-type"], "application/json");
        assert_eq!(body["event"], "ebl_updated");
        assert!(body["third_party_customer_id"].is_null());
        assert_eq!(body["data"]["event"], "ebl_possession_transfered");
        assert_eq!(body["data"]["ebl_id"], ebl(1));
        assert_eq!(body["data"]["ebl_reference"], "GCLU26041001");
        assert!(body["data"]["payload"].is_null());
    }
    let deliveries: Value = sbx
        .admin_http()
        .get(format!("{}/_sandbox/deliveries", sbx.base_url()))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let deliveries = deliveries.as_array().unwrap();
    let failed: Vec<&Value> = deliveries
        .iter()
        .filter(|d| d["url"].as_str().unwrap().ends_with("/fail"))
        .collect();
    assert_eq!(failed.len(), 3);
    assert!(
        failed
            .iter()
            .all(|d| d["ok"] == false && d["status"] == 500)
    );
    let attempts: Vec<u64> = failed
        .iter()
        .map(|d| d["attempt"].as_u64().unwrap())
        .collect();
    assert_eq!(attempts, vec![1, 2, 3]);
    assert!(
        deliveries
            .iter()
            .any(|d| d["ok"] == true && d["headers"][0]["value"] == "secret-1")
    );

    // The surrender answer carries its payload.
    admin_post(
        &sbx,
        &format!("/_sandbox/ebls/{}/surrender-response", ebl(1)),
        &json!({"decision": "reject", "message": "Documents incomplete"}),
    )
    .await;
    sbx.state().deliveries_settled().await;
    let answer = seen
        .lock()
        .unwrap()
        .iter()
        .find(|s| s.2["data"]["event"] == "ebl_surrender_for_delivery_response")
        .map(|s| s.2.clone())
        .unwrap();
    assert_eq!(
        answer["data"]["payload"],
        json!({"decision": "reject", "message": "Documents incomplete"})
    );
    sbx.shutdown().await;
}

#[tokio::test]
async fn disabled_rules_do_not_fire() {
    let sbx = sandbox().await;
    let (hook, seen) = receiver().await;
    let token = consignee(&sbx).await;
    post(
        &sbx,
        &token,
        &format!("/api/v3/companies/{NILE}/rules/"),
        &json!({
            "name": "off", "event": "ebl_update", "enabled": false,
            "actions": [{"type": "post_webhook", "data": [format!("{hook}/ok")]}]
        }),
    )
    .await;
    let (_, response) = perform(
        &sbx,
        &token,
        "consignee@nile.example",
        "TRANSFER_POSSESSION",
        &ebl(3),
        Some(HARBOR_INBOX),
    )
    .await;
    assert_eq!(response.status(), 200);
    sbx.state().deliveries_settled().await;
    assert!(seen.lock().unwrap().is_empty());
    assert!(
        sbx.state().data().deliveries.is_empty(),
        "no delivery was attempted"
    );
    sbx.shutdown().await;
}
