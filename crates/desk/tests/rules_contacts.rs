//! Rules and contacts through the desk, against the real sandbox over HTTP, the real OS
//! keyring (run under tests/e2e/in-session.sh) and a real SQLite store.

#![allow(clippy::unwrap_used)]

mod common;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use tdx_client::models::rule::{ActionType, NewAction, RuleEvent};
use tdx_desk::contacts;
use tdx_desk::rules::{self, RuleInput};
use tdx_desk::view::ActionKind;
use tdx_desk::{Context, EblCache};
use tdx_desk::{ebls, review, session, submit};
use tdx_keys::Sensitive;
use tdx_store::{NewContact, Store};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

const CONSIGNEE: &str = "consignee@nile.example";

async fn open(profile: &str) -> (Context, tdx_sandbox::World) {
    let id = format!("test-{profile}-{}", uuid::Uuid::new_v4());
    let store = Arc::new(Mutex::new(Store::open_in_memory().unwrap()));
    common::open_desk(CONSIGNEE, &id, EblCache::with_store(store)).await
}

/// A webhook receiver on loopback: answers 200 and hands over each raw request.
async fn receiver() -> (String, tokio::sync::mpsc::UnboundedReceiver<String>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/hook", listener.local_addr().unwrap());
    let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
    tokio::spawn(async move {
        while let Ok((mut socket, _)) = listener.accept().await {
            let tx = tx.clone();
            tokio::spawn(async move {
                let mut buf = Vec::new();
                let mut chunk = [0u8; 4096];
                // Read the head, then the body by Content-Length.
                loop {
                    let n = socket.read(&mut chunk).await.unwrap_or(0);
                    if n == 0 {
                        break;
                    }
                    buf.extend_from_slice(&chunk[..n]);
                    let text = String::from_utf8_lossy(&buf).to_string();
                    if let Some(end) = text.find("\r\n\r\n") {
                        let length = text[..end]
                            .lines()
                            .find_map(|l| {
                                let (k, v) = l.split_once(':')?;
                                k.eq_ignore_ascii_case("content-length")
                                    .then(|| v.trim().parse::<usize>().ok())?
                            })
                            .unwrap_or(0);
                        if buf.len() >= end + 4 + length {
                            break;
                        }
                    }
                }
                let _ = socket
                    .write_all(b"HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
                    .await;
                let _ = tx.send(String::from_utf8_lossy(&buf).to_string());
            });
        }
    });
    (url, rx)
}

/// GET of a sandbox admin path over plain HTTP/1.1, the body as JSON.
async fn admin_get(base_url: &str, token: &str, path: &str) -> serde_json::Value {
    let authority = base_url.trim_start_matches("http://").trim_end_matches('/');
    let mut socket = TcpStream::connect(authority).await.unwrap();
    let request = format!(
        "GET {path} HTTP/1.1\r\nHost: {authority}\r\nX-Sandbox-Admin: {token}\r\nConnection: close\r\n\r\n"
    );
    socket.write_all(request.as_bytes()).await.unwrap();
    let mut response = Vec::new();
    socket.read_to_end(&mut response).await.unwrap();
    let text = String::from_utf8_lossy(&response);
    let (head, body) = text.split_once("\r\n\r\n").unwrap();
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    let body = if head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked")
    {
        dechunk(body)
    } else {
        body.to_owned()
    };
    serde_json::from_str(&body).unwrap()
}

fn dechunk(mut body: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = body.split_once("\r\n") {
        let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if n == 0 {
            break;
        }
        out.push_str(&rest[..n]);
        body = rest[n..].trim_start_matches("\r\n");
    }
    out
}

fn webhook_rule(name: &str, url: &str) -> RuleInput {
    RuleInput {
        name: name.into(),
        event: RuleEvent::EblUpdate,
        enabled: true,
        actions: vec![NewAction::webhook(url).with_header("X-Desk-Key", "s3cret-value")],
    }
}

#[tokio::test]
async fn an_ebl_webhook_rule_with_a_header_is_delivered_on_transfer_then_edited_disabled_deleted() {
    let (desk, world) = open("rules").await;
    assert_eq!(
        rules::list_rules(&desk).await.unwrap_err().code(),
        "session.signed_out"
    );
    session::sign_in(&desk).await.unwrap();
    let user = world.users.iter().find(|u| u.email == CONSIGNEE).unwrap();
    desk.keys()
        .import_hex(&Sensitive::new(user.private_key.clone()), None)
        .unwrap();
    let before = rules::list_rules(&desk).await.unwrap();

    let (url, mut received) = receiver().await;
    let outcome = rules::save_rule(&desk, None, &webhook_rule("Hook for eBLs", &url))
        .await
        .unwrap();
    assert!(outcome.errors.is_empty(), "{outcome:?}");
    let rule = outcome.rule.unwrap();
    assert_eq!(rule.event, RuleEvent::EblUpdate);
    assert!(rule.enabled);
    assert_eq!(rule.actions[0].kind, ActionType::PostWebhook);
    assert_eq!(rule.actions[0].headers[0].name, "X-Desk-Key");
    let listed = rules::list_rules(&desk).await.unwrap();
    assert_eq!(listed.len(), before.len() + 1);
    assert!(
        listed
            .iter()
            .any(|r| r.id == rule.id && r.name == "Hook for eBLs")
    );

    // Transfer an eBL to the bank: the rule fires.
    let bank = world
        .companies
        .iter()
        .find(|c| c.name.contains("Harbor"))
        .unwrap();
    let list = ebls::list_ebls(&desk, true).await.unwrap();
    let ebl = list
        .rows
        .iter()
        .find(|r| r.state == "ISSUED" && r.held_by_us && !r.is_copy)
        .unwrap();
    let review = review::prepare_action(
        &desk,
        &ebl.id,
        ActionKind::TransferPossession,
        Some(&bank.inboxes[0].to_string()),
    )
    .await
    .unwrap();
    submit::confirm_action(&desk, &review.review_id, common::typed(&review))
        .await
        .unwrap();

    let request = tokio::time::timeout(Duration::from_secs(30), received.recv())
        .await
        .expect("the webhook arrives")
        .unwrap();
    assert!(
        request
            .to_ascii_lowercase()
            .contains("x-desk-key: s3cret-value"),
        "{request}"
    );
    assert!(request.contains(&ebl.id), "{request}");

    let sandbox = desk.sandbox().unwrap();
    let deliveries = admin_get(
        sandbox.base_url(),
        sandbox.admin_token(),
        "/_sandbox/deliveries",
    )
    .await;
    let ours: Vec<_> = deliveries
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["rule_id"] == rule.id.to_string())
        .collect();
    assert!(!ours.is_empty(), "{deliveries}");
    assert_eq!(ours[0]["url"], url);
    assert_eq!(ours[0]["body"]["data"]["ebl_id"], ebl.id);
    assert!(
        ours[0]["headers"]
            .as_array()
            .unwrap()
            .iter()
            .any(|h| h["name"] == "X-Desk-Key" && h["value"] == "s3cret-value"),
        "{deliveries}"
    );

    // Edit: a new name and a second URL.
    let mut edited = webhook_rule("Hook for eBLs (two)", &url);
    edited.actions[0]
        .data
        .push("https://hooks.example/second".into());
    let outcome = rules::save_rule(&desk, Some(&rule.id.to_string()), &edited)
        .await
        .unwrap();
    let saved = outcome.rule.unwrap();
    assert_eq!(saved.name, "Hook for eBLs (two)");
    assert_eq!(saved.actions[0].data.len(), 2);

    // Disable, then delete.
    let off = rules::set_rule_enabled(&desk, &rule.id.to_string(), false)
        .await
        .unwrap();
    assert!(!off.enabled);
    assert_eq!(
        off.name, "Hook for eBLs (two)",
        "disabling changes nothing else"
    );
    let listed = rules::list_rules(&desk).await.unwrap();
    assert!(!listed.iter().find(|r| r.id == rule.id).unwrap().enabled);
    rules::delete_rule(&desk, &rule.id.to_string())
        .await
        .unwrap();
    let listed = rules::list_rules(&desk).await.unwrap();
    assert!(listed.iter().all(|r| r.id != rule.id));
    assert_eq!(listed.len(), before.len());
    assert_eq!(
        rules::delete_rule(&desk, &rule.id.to_string())
            .await
            .unwrap_err()
            .code(),
        "http.not_found"
    );
}

#[tokio::test]
async fn envelope_rules_and_the_services_field_errors() {
    let (desk, _world) = open("rule-errors").await;
    session::sign_in(&desk).await.unwrap();

    let mail = RuleInput {
        name: "Tell the team".into(),
        event: RuleEvent::EnvelopeReceived,
        enabled: false,
        actions: vec![
            NewAction::email(["ops@nile.example"]),
            NewAction {
                kind: ActionType::SendEmailToEveryone,
                data: vec![],
                headers: vec![],
            },
        ],
    };
    let outcome = rules::save_rule(&desk, None, &mail).await.unwrap();
    let rule = outcome.rule.unwrap();
    assert_eq!(rule.event, RuleEvent::EnvelopeReceived);
    assert!(!rule.enabled);
    assert_eq!(rule.actions.len(), 2);
    assert!(rule.actions_description.is_some());

    // Refused by the desk before sending: nothing created.
    let count = rules::list_rules(&desk).await.unwrap().len();
    let mut bad = mail.clone();
    bad.name = "  ".into();
    bad.actions[0].data = vec!["not an address".into()];
    let outcome = rules::save_rule(&desk, None, &bad).await.unwrap();
    assert!(outcome.rule.is_none());
    let fields: Vec<_> = outcome.errors.iter().map(|e| e.field.as_str()).collect();
    assert_eq!(fields, vec!["actions.0.data", "name"]);

    // Refused by the service: its message lands on the action's field.
    let mut bad = webhook_rule("Forbidden header", "https://hooks.example/x");
    bad.actions[0].headers[0].name = "Host".into();
    let outcome = rules::save_rule(&desk, None, &bad).await.unwrap();
    assert!(outcome.rule.is_none());
    assert_eq!(outcome.errors[0].field, "actions.0.headers", "{outcome:?}");
    assert!(outcome.errors[0].messages[0].contains("Host"));
    assert_eq!(rules::list_rules(&desk).await.unwrap().len(), count);
}

#[tokio::test]
async fn contacts_are_kept_searched_imported_exported_and_offered_as_recipients() {
    let (desk, _world) = open("contacts").await;
    let a = "6f1c2e0a-3b7d-4c1e-9a55-0d2f6b8e4a11";
    let b = "7a2d3f1b-4c8e-4d2f-8b66-1e3a7c9f5b22";

    let bad = contacts::add_contact(
        &desk,
        &NewContact {
            company_name: "Broken".into(),
            inbox_id: "12345".into(),
            country: None,
            notes: String::new(),
        },
    )
    .await;
    assert_eq!(bad.unwrap_err().code(), "input.invalid");

    let saved = contacts::add_contact(
        &desk,
        &NewContact {
            company_name: " Red Sea Freight ".into(),
            inbox_id: a.to_uppercase(),
            country: Some("eg".into()),
            notes: "agent in Suez".into(),
        },
    )
    .await
    .unwrap();
    assert_eq!(saved.company_name, "Red Sea Freight");
    assert_eq!(saved.inbox_id, a);
    assert_eq!(saved.country.as_deref(), Some("EG"));

    let csv = format!(
        "company_name,inbox_id,country,notes\n\"Lotus, Ltd\",{b},AE,\"new \"\"partner\"\"\"\nDup,{a},EG,\nNo id,,EG,\n"
    );
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.csv");
    std::fs::write(&input, &csv).unwrap();
    let input = common::picked_to_open(desk.grants(), &input);
    let preview = contacts::preview_csv_file(&desk, &input).unwrap();
    assert_eq!(preview.rows.len(), 3);
    assert!(preview.rows[0].errors.is_empty());
    assert!(preview.rows[1].errors[0].contains("already in the contacts"));
    assert!(preview.rows[2].errors[0].contains("empty"));
    let report = contacts::import_contacts(&desk, &preview.rows)
        .await
        .unwrap();
    assert_eq!(report.imported, 1);
    assert_eq!(report.skipped.len(), 2);

    let found = contacts::list_contacts(&desk, "lotus").unwrap();
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].notes, "new \"partner\"");
    assert_eq!(
        contacts::list_contacts(&desk, "suez").unwrap()[0].inbox_id,
        a
    );

    // Recipients list contacts by name.
    let recipients = ebls::recipients(&desk).await;
    assert!(
        recipients
            .iter()
            .any(|r| r.inbox_id == b && r.name == "Lotus, Ltd"),
        "{recipients:?}"
    );

    // Edit, export, delete.
    let mut lotus = found[0].clone();
    lotus.company_name = "Lotus Trading".into();
    contacts::update_contact(&desk, &lotus).unwrap();
    let out = dir.path().join("out.csv");
    let save_to = common::picked_to_save(desk.grants(), &out);
    assert_eq!(contacts::export_csv(&desk, save_to).unwrap(), 2);
    let exported = std::fs::read_to_string(&out).unwrap();
    assert!(exported.starts_with("company_name,inbox_id,country,notes"));
    assert!(exported.contains("Lotus Trading"));
    contacts::delete_contact(&desk, &lotus.id).unwrap();
    assert_eq!(contacts::list_contacts(&desk, "").unwrap().len(), 1);

    // The exported file imports back into an empty book as the same contacts.
    let (other, _) = open("contacts-2").await;
    let out = common::picked_to_open(other.grants(), &out);
    let preview = contacts::preview_csv_file(&other, &out).unwrap();
    let report = contacts::import_contacts(&other, &preview.rows)
        .await
        .unwrap();
    assert_eq!(report.imported, 2);
    let names: Vec<_> = contacts::list_contacts(&other, "")
        .unwrap()
        .into_iter()
        .map(|c| c.company_name)
        .collect();
    assert_eq!(names, vec!["Lotus Trading", "Red Sea Freight"]);
}
