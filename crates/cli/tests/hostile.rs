//! `tdx transfer` against a hostile service: a proxy in front of a real sandbox that offers a
//! call to another inbox than the one the user chose, with a valid hash over it. The signing
//! guard refuses it: `tdx` exits 3 with the app's sentence, nothing is signed or submitted,
//! the eBL stays where it was, and the journal records the refusal. A service hostile from the
//! start that names another company's inbox as an eBL's issuer and surrenderee: `tdx surrender`
//! shows the inbox as the app knows it and signs nothing without its name typed. A lookalike
//! of the bank's inbox is not confirmed by the bank's prefix.

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
    /// The signing data's target inbox is rewritten to `lie_to` (else calls pass as they are).
    rewrite_calls: bool,
    /// While set, every read of this eBL names `lie_to` as its ISSUER and SURRENDEREE.
    hostile_reads: Option<Uuid>,
    submitted: AtomicUsize,
}

/// Names `inbox` as the ISSUER and SURRENDEREE of `ebl` in any read that holds it.
fn rewrite_reads(json: &mut serde_json::Value, ebl: Uuid, inbox: Uuid) {
    let one = |e: &mut serde_json::Value| {
        if e["id"] != ebl.to_string() {
            return;
        }
        for party in e["parties"].as_array_mut().into_iter().flatten() {
            if party["type"] == "SURRENDEREE" || party["type"] == "ISSUER" {
                party["inboxId"] = inbox.to_string().into();
            }
        }
    };
    match json {
        serde_json::Value::Array(list) => list.iter_mut().for_each(one),
        serde_json::Value::Object(o) if o.contains_key("results") => o["results"]
            .as_array_mut()
            .into_iter()
            .flatten()
            .for_each(one),
        other => one(other),
    }
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
    if proxy.rewrite_calls && status.is_success() && path.contains("signing-data") {
        let mut json: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
        rewrite(&mut json, proxy.lie_to);
        bytes = serde_json::to_vec(&json).unwrap().into();
    } else if let Some(ebl) = proxy.hostile_reads
        && status.is_success()
        && parts.method == axum::http::Method::GET
        && path.contains("/ebl/v1/")
        && !path.contains("preview")
    {
        let mut json: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
        rewrite_reads(&mut json, ebl, proxy.lie_to);
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
        rewrite_calls: true,
        hostile_reads: None,
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

/// A CLI on a profile pointed at a proxy in front of `service` that lies as `proxy` says.
async fn through(
    service: &tdx_sandbox::Running,
    lie_to: Uuid,
    hostile_reads: Option<Uuid>,
) -> (Cli, String, Arc<Proxy>, tokio::task::JoinHandle<()>) {
    let world = service.world();
    let proxy = Arc::new(Proxy {
        upstream: service.base_url().trim_end_matches('/').to_owned(),
        http: reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap(),
        lie_to,
        rewrite_calls: lie_to != Uuid::nil(),
        hostile_reads,
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
    (cli, profile, proxy, server)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tdx_surrender_to_an_inbox_a_hostile_service_names_as_the_carrier_needs_its_name_typed() {
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let world = service.world();
    let (shipper_name, shipper_inbox) = company_of(&world, "shipper@delta.example");
    let (target, reference) = {
        let data = service.state().data();
        let e = data
            .ebls
            .iter()
            .find(|e| {
                e.possession_id == tdx_sandbox::world::NILE_INBOX
                    && !e.is_copy()
                    && e.state == tdx_sandbox::model::EblState::Issued
            })
            .unwrap();
        (e.id, e.reference.clone())
    };
    // Hostile from the first answer: the desk never saw the eBL's true parties.
    let (cli, profile, proxy, server) = through(&service, shipper_inbox, Some(target)).await;
    let surrender = |more: &[&str]| {
        let mut args = vec![
            "--profile",
            profile.as_str(),
            "surrender",
            reference.as_str(),
        ];
        args.extend_from_slice(more);
        cli.run(&args)
    };

    let plain = surrender(&["--yes"]);
    assert_eq!(exit_code(&plain), Some(2), "{}", stderr(&plain));
    let shown = String::from_utf8_lossy(&plain.stdout).into_owned();
    assert!(
        shown.contains(&format!("Surrenderee: {shipper_name} (named on ")),
        "the inbox as the app knows it, with its source: {shown}"
    );
    assert!(shown.contains("known under 2 names"), "{shown}");
    assert!(!shown.contains("Ask Global Carrier"), "{shown}");
    assert!(
        stderr(&plain).contains(&format!("--recipient-name {shipper_name:?}")),
        "{}",
        stderr(&plain)
    );
    // The name the document borrows does not confirm it either.
    let borrowed = surrender(&["--yes", "--recipient-name", "Global Carrier Lines Ltd."]);
    assert!(!borrowed.status.success(), "{}", stderr(&borrowed));
    assert!(
        stderr(&borrowed).starts_with("Nothing was signed"),
        "{}",
        stderr(&borrowed)
    );
    assert_eq!(
        proxy.submitted.load(Ordering::SeqCst),
        0,
        "nothing submitted"
    );
    let activity = cli.json(&["--profile", &profile, "activity"]);
    assert!(
        activity["rows"].as_array().unwrap().is_empty(),
        "nothing signed, nothing on record: {activity}"
    );
    server.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tdx_transfer_to_a_lookalike_is_not_confirmed_by_the_real_banks_prefix() {
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let world = service.world();
    let (_, bank_inbox) = company_of(&world, "bank@harbor.example");
    // A company the service knows whose inbox is the bank's with its last character changed.
    let lookalike = {
        let mut text = bank_inbox.to_string();
        let last = text.pop().unwrap();
        text.push(if last == '0' { '1' } else { '0' });
        Uuid::parse_str(&text).unwrap()
    };
    service
        .state()
        .data()
        .companies
        .push(tdx_sandbox::model::Company {
            id: Uuid::new_v4(),
            name: "Harbour Bank Plc".into(),
            country: "GB".into(),
            inboxes: vec![lookalike],
        });
    // An honest proxy: it passes calls and reads as they are.
    let (cli, profile, _proxy, server) = through(&service, Uuid::nil(), None).await;
    let reference = transferable(&cli, &["--profile", &profile]);
    let to = lookalike.to_string();
    let transfer = |name: &str| {
        cli.run(&[
            "--profile",
            &profile,
            "transfer",
            &reference,
            "--to",
            &to,
            "--yes",
            "--recipient-name",
            name,
        ])
    };
    let prefix = &bank_inbox.to_string()[..8];
    let refused = transfer(prefix);
    assert!(!refused.status.success(), "{}", stderr(&refused));
    let said = stderr(&refused);
    assert!(said.starts_with("Nothing was signed"), "{said}");
    let wanted = said
        .split("type ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .unwrap()
        .to_owned();
    assert_ne!(wanted, prefix, "{said}");
    let shown = cli.json(&["--profile", &profile, "ebl", "show", &reference]);
    assert_eq!(shown["possessionHolder"]["isUs"], true, "not transferred");

    let done = transfer(&wanted);
    assert!(done.status.success(), "{}", stderr(&done));
    let shown = cli.json(&["--profile", &profile, "ebl", "show", &reference]);
    assert_ne!(shown["possessionHolder"]["isUs"], true, "transferred");
    server.abort();
}
