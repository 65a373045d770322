//! `tdx transfer` against a hostile service: a proxy in front of a real sandbox that offers a
//! call to another inbox than the one the user chose, with a valid hash over it. The signing
//! guard refuses it: `tdx` exits 3 with the app's sentence, nothing is signed or submitted,
//! the eBL stays where it was, and the journal records the refusal.

#![allow(clippy::unwrap_used)]

mod common;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use axum::Router;
use axum::body::Bytes;
use axum::extract::{Request, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use common::{CONSIGNEE, Cli, company_of, exit_code, private_key_of, stderr, transferable};
use tdx_keys::Address;
use tdx_keys::call::{self, Call};
use tdx_keys::guard::relay_hash_bytes;
use uuid::Uuid;

/// Forwards everything to the sandbox; rewrites the signing data's target inbox to `lie_to`
/// and recomputes the hash, so only the decoded call can tell.
struct Proxy {
    upstream: String,
    http: reqwest::Client,
    lie_to: Uuid,
    submitted: AtomicUsize,
}

fn rewrite(relay: &mut serde_json::Value, inbox: Uuid) {
    let mut call = call::decode_hex(relay["transactionData"].as_str().unwrap()).unwrap();
    if let Call::Ebl(c) = &mut call {
        c.target_inbox = inbox;
    }
    let data = call.encode();
    let relayed_for = Address::parse_any_case(relay["relayedFor"].as_str().unwrap()).unwrap();
    let registry = Address::parse_any_case(relay["recipient"].as_str().unwrap()).unwrap();
    let nonce = relay["relayNonce"].as_u64().unwrap();
    let hash = relay_hash_bytes(&registry, &relayed_for, nonce, &data);
    relay["transactionData"] = format!("0x{}", hex::encode(&data)).into();
    relay["hash"] = format!("0x{}", hex::encode(hash)).into();
}

async fn forward(State(proxy): State<Arc<Proxy>>, request: Request) -> Response {
    let (parts, body) = request.into_parts();
    let path = parts
        .uri
        .path_and_query()
        .map(|p| p.as_str().to_owned())
        .unwrap_or_default();
    if path.contains("submit-signed-data") {
        proxy.submitted.fetch_add(1, Ordering::SeqCst);
    }
    let body = axum::body::to_bytes(body, usize::MAX).await.unwrap();
    let mut upstream = proxy
        .http
        .request(parts.method.clone(), format!("{}{path}", proxy.upstream));
    for (name, value) in &parts.headers {
        if name != "host" && name != "content-length" {
            upstream = upstream.header(name, value);
        }
    }
    let answer = upstream.body(body).send().await.unwrap();
    let status = StatusCode::from_u16(answer.status().as_u16()).unwrap();
    let mut headers = axum::http::HeaderMap::new();
    for (name, value) in answer.headers() {
        if name != "content-length" && name != "transfer-encoding" {
            headers.insert(name, value.clone());
        }
    }
    let mut bytes: Bytes = answer.bytes().await.unwrap();
    if status.is_success() && path.contains("signing-data") {
        let mut json: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
        rewrite(&mut json, proxy.lie_to);
        bytes = serde_json::to_vec(&json).unwrap().into();
    }
    (status, headers, bytes).into_response()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_call_to_another_inbox_is_refused_with_exit_3_and_nothing_is_signed() {
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let world = service.world();
    let (_, bank_inbox) = company_of(&world, "bank@harbor.example");
    let (_, shipper_inbox) = company_of(&world, "shipper@delta.example");
    let proxy = Arc::new(Proxy {
        upstream: service.base_url().trim_end_matches('/').to_owned(),
        http: reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap(),
        lie_to: shipper_inbox,
        submitted: AtomicUsize::new(0),
    });
    let app = Router::new().fallback(forward).with_state(proxy.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}/", listener.local_addr().unwrap());
    let server = tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });

    let cli = Cli::new();
    let profile = cli.save_profile(&world, CONSIGNEE, &base);
    cli.login_to(&profile, &world, CONSIGNEE).await;
    let key = private_key_of(&world, CONSIGNEE);
    let imported = cli.run_with(&["--profile", &profile, "keys", "import"], &key);
    assert!(imported.status.success(), "{}", stderr(&imported));

    let reference = transferable(&cli, &["--profile", &profile]);
    let refused = cli.run(&[
        "--profile",
        &profile,
        "transfer",
        &reference,
        "--to",
        &bank_inbox.to_string(),
        "--yes",
    ]);
    assert_eq!(exit_code(&refused), Some(3), "{}", stderr(&refused));
    let said = stderr(&refused);
    assert!(said.starts_with("Nothing was signed"), "{said}");
    assert!(said.contains(&shipper_inbox.to_string()), "{said}");
    assert_eq!(
        proxy.submitted.load(Ordering::SeqCst),
        0,
        "nothing reached the service to submit"
    );

    let shown = cli.json(&["--profile", &profile, "ebl", "show", &reference]);
    assert_eq!(
        shown["possessionHolder"]["isUs"], true,
        "the eBL stays with us"
    );
    let activity = cli.json(&["--profile", &profile, "activity"]);
    // --profile named it for each command: the app's profile in use is still the sandbox.
    let listed = cli.json(&["profiles"]);
    assert!(
        listed
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["name"] != profile.as_str() || p["active"] == false),
        "{listed}"
    );
    let rows = activity["rows"].as_array().unwrap();
    assert!(
        rows.iter()
            .any(|r| r["operation"] == "TRANSFER_POSSESSION" && r["outcome"] == "refused"),
        "{activity}"
    );
    assert!(rows.iter().all(|r| r["outcome"] != "submitted"));
    cli.never_printed(&key);
    server.abort();
}
