//! Every handler and flow against the real tdx-sandbox over HTTP: the browser login through
//! the loopback listener, refresh on expiry, a 401 retry, eBL signing round trips, copies,
//! rules, envelopes and registration.

use std::sync::Arc;
use std::time::Duration;

use futures::TryStreamExt;
use k256::ecdsa::SigningKey;
use sha3::{Digest, Keccak256};
use tdx_client::auth::{
    LoginOptions, MemoryTokenStore, OAuthClient, TokenHolder, TokenSet, TokenStore, login,
};
use tdx_client::login_browser::{Consent, FormFillingBrowser};
use tdx_client::models::{
    EblState, EgyptAciEnvelope, EnvelopeSend, NewAction, NewEblRule, NewRule, Operation,
    RegistrationRequest, RuleEvent, RulePatch, SigningDataRequest, StandardEnvelope,
    UploadDocument,
};
use tdx_client::{CancellationToken, Client, Sensitive, UploadOptions};
use tdx_sandbox::{Running, User, World};
use uuid::Uuid;

const CONSIGNEE: &str = "consignee@nile.example";

/// A sandbox whose clock stands still until the test advances it (`sb.clock().advance`).
async fn sandbox(token_ttl: Duration) -> Running {
    tdx_sandbox::spawn(tdx_sandbox::Config {
        token_ttl,
        clock: tdx_sandbox::Clock::manual_now(),
        ..Default::default()
    })
    .await
    .expect("sandbox starts")
}

fn user<'w>(world: &'w World, email: &str) -> &'w User {
    world
        .users
        .iter()
        .find(|u| u.email == email)
        .expect("user in the demo world")
}

fn inbox_of(world: &World, email: &str) -> Uuid {
    let company = user(world, email).company_id;
    world
        .companies
        .iter()
        .find(|c| c.id == company)
        .and_then(|c| c.inboxes.first().copied())
        .expect("company inbox")
}

fn oauth_client(sb: &Running, grant: &str) -> OAuthClient {
    let c = sb
        .world()
        .clients
        .into_iter()
        .find(|c| c.grants.iter().any(|g| g == grant))
        .expect("client with the grant");
    OAuthClient::new(
        sb.base_url(),
        c.client_id,
        Some(Sensitive::new(c.client_secret)),
    )
    .expect("oauth client")
}

fn options(scopes: &[&str]) -> LoginOptions {
    LoginOptions {
        scopes: scopes.iter().map(|s| s.to_string()).collect(),
        timeout: Duration::from_secs(30),
        ..Default::default()
    }
}

/// Sign in as `email` through the real login pages and the loopback listener.
async fn sign_in(sb: &Running, email: &str, scopes: &[&str]) -> (OAuthClient, TokenSet) {
    let world = sb.world();
    let u = user(&world, email);
    let oauth = oauth_client(sb, "authorization_code");
    let browser = FormFillingBrowser::new(&u.email, &u.password);
    let tokens = login(&oauth, &browser, options(scopes))
        .await
        .expect("login completes");
    let visit = browser
        .outcome()
        .expect("browser finished")
        .expect("visit ok");
    assert_eq!(visit.status, 200);
    assert!(
        visit.body.contains("You can close this tab"),
        "{}",
        visit.body
    );
    (oauth, tokens)
}

async fn session(sb: &Running, email: &str) -> (Client, Arc<MemoryTokenStore>) {
    let (oauth, tokens) = sign_in(sb, email, &["read", "write"]).await;
    let store = Arc::new(MemoryTokenStore::new());
    let holder = TokenHolder::start(oauth, store.clone(), tokens).expect("holder");
    let client = Client::builder(sb.base_url())
        .token_holder(holder)
        .build()
        .expect("client");
    (client, store)
}

/// EIP-191 personal_sign over the 32 bytes of `hash_hex`, as the DESIGN.md scheme says.
fn personal_sign(private_key_hex: &str, hash_hex: &str) -> String {
    let key_bytes = hex::decode(private_key_hex.trim_start_matches("0x")).expect("key hex");
    let key = SigningKey::from_slice(&key_bytes).expect("key");
    let hash = hex::decode(hash_hex.trim_start_matches("0x")).expect("hash hex");
    assert_eq!(hash.len(), 32);
    let mut h = Keccak256::new();
    h.update(b"\x19Ethereum Signed Message:\n32");
    h.update(&hash);
    let digest: [u8; 32] = h.finalize().into();
    let (sig, rid) = key.sign_prehash_recoverable(&digest);
    let mut out = sig.to_bytes().to_vec();
    out.push(27 + u8::from(rid.is_y_odd()));
    format!("0x{}", hex::encode(out))
}

/// An eBL the consignee company may request surrender of: ISSUED original it holds as consignee.
async fn surrenderable(client: &Client, world: &World) -> tdx_client::models::Ebl {
    let me = user(world, CONSIGNEE).company_id;
    let inbox = inbox_of(world, CONSIGNEE);
    let all: Vec<_> = client
        .ebls()
        .list()
        .stream()
        .try_collect()
        .await
        .expect("list");
    all.into_iter()
        .find(|e| {
            e.state == EblState::Issued
                && !e.is_copy()
                && e.possession_id == Some(inbox)
                && e.parties_of(&tdx_client::models::PartyType::Consignee)
                    .any(|p| p.id == me)
        })
        .expect("a surrenderable eBL in the demo world")
}

#[tokio::test]
async fn browser_login_then_list_get_preview_and_download() {
    let sb = sandbox(Duration::from_secs(600)).await;
    let (oauth, tokens) = sign_in(&sb, CONSIGNEE, &["read", "write"]).await;
    assert!(tokens.refresh_token.is_some());
    assert_eq!(tokens.lifetime, Duration::from_secs(600));
    let mut scopes = tokens.scopes.clone();
    scopes.sort();
    assert_eq!(scopes, ["read", "write"]);
    let store = Arc::new(MemoryTokenStore::new());
    let holder = TokenHolder::start(oauth, store.clone(), tokens).expect("holder");
    assert!(
        store.load().expect("load").is_some(),
        "refresh token persisted"
    );
    let client = Client::builder(sb.base_url())
        .token_holder(holder)
        .build()
        .expect("client");

    let first = client
        .ebls()
        .list()
        .page_size(3)
        .send()
        .await
        .expect("page 1");
    let total = first.count.expect("DRF count");
    assert!(
        total >= 8,
        "demo world has at least 8 visible eBLs, got {total}"
    );
    assert_eq!(first.results.len(), 3);
    assert!(first.next.is_some());
    let all: Vec<_> = client
        .ebls()
        .list()
        .page_size(3)
        .stream()
        .try_collect()
        .await
        .expect("all pages");
    assert_eq!(all.len() as u64, total);
    let mut ids: Vec<_> = all.iter().map(|e| e.id).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len() as u64, total, "no eBL twice across pages");
    assert!(all.iter().any(|e| e.is_copy()), "the demo copy is listed");

    let one = client.ebls().get(all[0].id).await.expect("get");
    assert_eq!(one, all[0]);

    let preview = client.ebls().preview(one.id).await.expect("preview");
    assert_eq!(preview.content_type.as_deref(), Some("application/pdf"));
    let bytes = preview.bytes().await.expect("bytes");
    assert!(bytes.starts_with(b"%PDF-"), "a PDF");

    let dir = tempfile::tempdir().expect("tmp");
    let target = dir.path().join("bl.pdf");
    let written = client
        .ebls()
        .download(one.id)
        .await
        .expect("download")
        .save_to(&target)
        .await
        .expect("saved");
    assert_eq!(written, std::fs::metadata(&target).expect("file").len());
    assert!(std::fs::read(&target).expect("read").starts_with(b"%PDF-"));

    let err = client
        .ebls()
        .get(Uuid::new_v4())
        .await
        .expect_err("unknown");
    assert_eq!(err.code(), "http.not_found");
    sb.shutdown().await;
}

#[tokio::test]
async fn surrender_request_signs_and_submits_and_a_replay_changes_nothing() {
    let sb = sandbox(Duration::from_secs(600)).await;
    let world = sb.world();
    let me = user(&world, CONSIGNEE);
    let (client, _) = session(&sb, CONSIGNEE).await;
    let ebl = surrenderable(&client, &world).await;

    let data = client
        .ebls()
        .signing_data(&SigningDataRequest {
            operation: Operation::RequestSurrenderForDelivery,
            ebl_id: ebl.id,
            eth_address: me.eth_address.clone(),
            recipient_inbox: None,
        })
        .await
        .expect("signing data");
    assert_eq!(data.ebl_id, ebl.id);
    assert_eq!(data.operation, Operation::RequestSurrenderForDelivery);
    assert_eq!(data.signature, None);
    assert!(data.relayed_for.eq_ignore_ascii_case(&me.eth_address));

    // Recompute the hash from the relay fields (DESIGN.md scheme) before signing.
    let mut pre = Vec::new();
    pre.extend(hex::decode(data.recipient.trim_start_matches("0x")).expect("recipient"));
    pre.extend(hex::decode(data.relayed_for.trim_start_matches("0x")).expect("relayedFor"));
    let mut nonce = [0u8; 32];
    nonce[24..].copy_from_slice(&data.relay_nonce.to_be_bytes());
    pre.extend(nonce);
    let tx = hex::decode(data.transaction_data.trim_start_matches("0x")).expect("tx data");
    pre.extend(Keccak256::digest(&tx));
    let recomputed = format!("0x{}", hex::encode(Keccak256::digest(&pre)));
    assert!(
        recomputed.eq_ignore_ascii_case(&data.hash),
        "hash follows the scheme"
    );

    // A signature by another key is refused and changes nothing.
    let other = user(&world, "bank@harbor.example");
    let forged = data
        .clone()
        .with_signature(personal_sign(&other.private_key, &data.hash));
    let err = client
        .ebls()
        .submit_signed(&forged)
        .await
        .expect_err("forged");
    assert!(
        err.status().is_some_and(|s| (400..500).contains(&s)),
        "{err:?}"
    );
    assert_eq!(
        client.ebls().get(ebl.id).await.expect("get").state,
        EblState::Issued
    );

    let signed = data
        .clone()
        .with_signature(personal_sign(&me.private_key, &data.hash));
    client
        .ebls()
        .submit_signed(&signed)
        .await
        .expect("submitted");
    let after = client.ebls().get(ebl.id).await;
    // The surrenderee now holds it: the consignee may or may not still see it.
    if let Ok(after) = after {
        assert_eq!(after.state, EblState::SurrenderForDeliveryRequested);
        assert_ne!(after.possession_id, ebl.possession_id);
    }
    let replay = client
        .ebls()
        .submit_signed(&signed)
        .await
        .expect_err("replay");
    assert!(
        replay.status().is_some_and(|s| (400..500).contains(&s)),
        "{replay:?}"
    );
    sb.shutdown().await;
}

#[tokio::test]
async fn transfer_and_send_as_copy_reach_the_other_company() {
    let sb = sandbox(Duration::from_secs(600)).await;
    let world = sb.world();
    let me = user(&world, CONSIGNEE);
    let bank_inbox = inbox_of(&world, "bank@harbor.example");
    let (client, _) = session(&sb, CONSIGNEE).await;
    let ebl = surrenderable(&client, &world).await;

    client
        .ebls()
        .send_as_copy(ebl.id, bank_inbox, None)
        .await
        .expect("copy sent");
    let (bank, _) = session(&sb, "bank@harbor.example").await;
    let bank_list: Vec<_> = bank
        .ebls()
        .list()
        .stream()
        .try_collect()
        .await
        .expect("list");
    assert!(
        bank_list.iter().any(|e| e.ebl_copy_id == Some(ebl.id)),
        "the bank sees a copy of the eBL"
    );

    let data = client
        .ebls()
        .signing_data(&SigningDataRequest {
            operation: Operation::TransferPossession,
            ebl_id: ebl.id,
            eth_address: me.eth_address.clone(),
            recipient_inbox: Some(bank_inbox),
        })
        .await
        .expect("signing data");
    let signed = data
        .clone()
        .with_signature(personal_sign(&me.private_key, &data.hash));
    client
        .ebls()
        .submit_signed(&signed)
        .await
        .expect("transferred");
    let moved = bank.ebls().get(ebl.id).await.expect("the bank sees it");
    assert_eq!(moved.possession_id, Some(bank_inbox));
    assert_eq!(moved.state, EblState::Issued);
    sb.shutdown().await;
}

#[tokio::test]
async fn access_tokens_are_refreshed_on_expiry_and_the_rotated_token_is_stored() {
    let sb = sandbox(Duration::from_secs(600)).await;
    let (client, store) = session(&sb, CONSIGNEE).await;
    let first_refresh = store.load().expect("load").expect("stored");
    client
        .ebls()
        .list()
        .send()
        .await
        .expect("fresh token works");
    sb.clock().advance(Duration::from_secs(600));
    client
        .ebls()
        .list()
        .send()
        .await
        .expect("works after expiry");
    let rotated = store.load().expect("load").expect("stored");
    assert_ne!(
        rotated.expose(),
        first_refresh.expose(),
        "refresh token rotated"
    );

    // A new holder resumed from the store alone (a restart of the app) works too.
    let resumed = TokenHolder::resume(oauth_client(&sb, "authorization_code"), store.clone());
    let again = Client::builder(sb.base_url())
        .token_holder(resumed)
        .build()
        .expect("client");
    again
        .ebls()
        .list()
        .send()
        .await
        .expect("resumed session works");
    assert_ne!(
        store.load().expect("load").expect("stored").expose(),
        rotated.expose()
    );
    sb.shutdown().await;
}

#[tokio::test]
async fn a_rejected_access_token_is_refreshed_once_and_the_request_repeated() {
    let sb = sandbox(Duration::from_secs(600)).await;
    let (oauth, tokens) = sign_in(&sb, CONSIGNEE, &["read", "write"]).await;
    let stale = TokenSet {
        access_token: Sensitive::new("not-a-valid-token".into()),
        ..tokens
    };
    let store = Arc::new(MemoryTokenStore::new());
    let holder = TokenHolder::start(oauth.clone(), store.clone(), stale).expect("holder");
    let client = Client::builder(sb.base_url())
        .token_holder(holder)
        .build()
        .expect("client");
    client
        .ebls()
        .list()
        .send()
        .await
        .expect("401 → refresh → retry");

    // A revoked session (garbage refresh token) ends with auth.expired and a cleared store.
    store.save(&Sensitive::new("garbage".into())).expect("save");
    let dead = TokenHolder::resume(oauth, store.clone());
    let client = Client::builder(sb.base_url())
        .token_holder(dead)
        .build()
        .expect("client");
    let err = client.ebls().list().send().await.expect_err("dead session");
    assert_eq!(err.code(), "auth.expired", "{err:?}");
    assert!(store.load().expect("load").is_none());
    sb.shutdown().await;
}

/// Runs a login through `browser` whose visit cannot complete it, and once the visit is over
/// (nothing else will call back) lets the login's timeout pass on tokio's clock, paused for
/// that moment, instead of waiting for it. Returns how the login ended.
async fn login_left_waiting(
    oauth: &OAuthClient,
    browser: &FormFillingBrowser,
) -> tdx_client::Error {
    const TIMEOUT: Duration = Duration::from_secs(60);
    let waiting = tokio::spawn({
        let (oauth, browser) = (oauth.clone(), browser.clone());
        async move {
            let options = LoginOptions {
                timeout: TIMEOUT,
                ..options(&["read"])
            };
            login(&oauth, &browser, options).await
        }
    });
    let _ = browser.visited().await;
    tokio::time::pause();
    tokio::time::advance(TIMEOUT).await;
    let ended = waiting.await.expect("joined");
    tokio::time::resume();
    ended.expect_err("the login never completes")
}

#[tokio::test]
async fn login_failures_are_clear_errors() {
    let sb = sandbox(Duration::from_secs(600)).await;
    let world = sb.world();
    let u = user(&world, CONSIGNEE);
    let oauth = oauth_client(&sb, "authorization_code");

    let deny = FormFillingBrowser::new(&u.email, &u.password).consent(Consent::Deny);
    let err = login(&oauth, &deny, options(&["read"]))
        .await
        .expect_err("denied");
    assert_eq!(err.code(), "auth.denied", "{err:?}");

    let forged = FormFillingBrowser::new(&u.email, &u.password).rewrite_redirect(|mut url| {
        let pairs: Vec<(String, String)> = url
            .query_pairs()
            .map(|(k, v)| {
                let v = if k == "state" {
                    "forged".into()
                } else {
                    v.into_owned()
                };
                (k.into_owned(), v)
            })
            .collect();
        url.query_pairs_mut().clear().extend_pairs(pairs);
        url
    });
    // A callback with another state is refused (400) and ignored: the sign-in keeps waiting
    // for the real one, which never comes here, so it ends by its timeout, signed out.
    let err = login_left_waiting(&oauth, &forged).await;
    assert_eq!(err.code(), "auth.login_timeout", "{err:?}");
    let visit = forged.outcome().expect("visited").expect("answered");
    assert_eq!(visit.status, 400, "{visit:?}");

    let wrong = FormFillingBrowser::new(&u.email, "wrong password");
    let err = login_left_waiting(&oauth, &wrong).await;
    assert_eq!(err.code(), "auth.login_timeout");
    assert!(
        wrong.outcome().expect("visited").is_err(),
        "no consent form after a wrong password"
    );

    let cancel = CancellationToken::new();
    let opened = Arc::new(tokio::sync::Notify::new());
    let waiting = tokio::spawn({
        let oauth = oauth.clone();
        let cancel = cancel.clone();
        let opened = opened.clone();
        async move {
            /// Opens nothing; says the sign-in is now waiting for its callback.
            struct Nowhere(Arc<tokio::sync::Notify>);
            impl tdx_client::auth::BrowserOpener for Nowhere {
                fn open(&self, _: &str) -> Result<(), String> {
                    self.0.notify_one();
                    Ok(())
                }
            }
            login(
                &oauth,
                &Nowhere(opened),
                LoginOptions {
                    cancel,
                    ..options(&["read"])
                },
            )
            .await
        }
    });
    opened.notified().await;
    cancel.cancel();
    let err = waiting.await.expect("joined").expect_err("cancelled");
    assert_eq!(err.code(), "cancelled");
    sb.shutdown().await;
}

#[tokio::test]
async fn a_read_only_login_cannot_execute_commands() {
    let sb = sandbox(Duration::from_secs(600)).await;
    let world = sb.world();
    let me = user(&world, CONSIGNEE);
    let (oauth, tokens) = sign_in(&sb, CONSIGNEE, &["read"]).await;
    assert_eq!(tokens.scopes, ["read"]);
    let holder =
        TokenHolder::start(oauth, Arc::new(MemoryTokenStore::new()), tokens).expect("holder");
    let client = Client::builder(sb.base_url())
        .token_holder(holder)
        .build()
        .expect("client");
    let ebl = surrenderable(&client, &world).await;
    let err = client
        .ebls()
        .signing_data(&SigningDataRequest {
            operation: Operation::RequestSurrenderForDelivery,
            ebl_id: ebl.id,
            eth_address: me.eth_address.clone(),
            recipient_inbox: None,
        })
        .await
        .expect_err("read scope");
    assert_eq!(err.code(), "auth.forbidden", "{err:?}");
    sb.shutdown().await;
}

#[tokio::test]
async fn rules_are_created_in_both_forms_read_changed_and_deleted() {
    let sb = sandbox(Duration::from_secs(600)).await;
    let world = sb.world();
    let company = user(&world, CONSIGNEE).company_id;
    let (client, _) = session(&sb, CONSIGNEE).await;
    let rules = client.rules(company);

    let mail = rules
        .create(&NewRule {
            name: "Tell ops".into(),
            event: RuleEvent::EnvelopeReceived,
            enabled: None,
            actions: vec![NewAction::email(["ops@nile.example"])],
        })
        .await
        .expect("standard form");
    assert!(mail.enabled);
    assert!(mail.event_name.as_deref().is_some_and(|n| !n.is_empty()));
    assert_eq!(
        mail.actions[0].data.as_deref(),
        Some(&["ops@nile.example".to_string()][..])
    );
    assert!(mail.actions[0].id.is_some());

    let hook = rules
        .create_for_ebl(&NewEblRule {
            name: "eBL hook".into(),
            event: RuleEvent::EblUpdate,
            enabled: Some(true),
            for_company_id: company,
            create_actions: vec![
                NewAction::webhook("https://hooks.nile.example/ebl").with_header("X-Key", "k1"),
            ],
        })
        .await
        .expect("eBL form");
    assert_eq!(hook.event, RuleEvent::EblUpdate);
    let headers = hook.actions[0].headers.clone().unwrap_or_default();
    assert_eq!(headers[0].name, "X-Key");

    let listed: Vec<_> = rules
        .stream()
        .expect("stream")
        .try_collect()
        .await
        .expect("list");
    assert!(listed.iter().any(|r| r.id == mail.id));
    assert!(listed.iter().any(|r| r.id == hook.id));
    assert_eq!(rules.get(hook.id).await.expect("get"), hook);

    let off = rules
        .patch(
            mail.id,
            &RulePatch {
                enabled: Some(false),
                ..Default::default()
            },
        )
        .await
        .expect("patch");
    assert!(!off.enabled);
    assert_eq!(off.name, "Tell ops");

    let replaced = rules
        .put(
            mail.id,
            &NewRule {
                name: "Tell everyone".into(),
                event: RuleEvent::EnvelopeReceived,
                enabled: Some(true),
                actions: vec![NewAction {
                    kind: tdx_client::models::ActionType::SendEmailToEveryone,
                    data: vec![],
                    headers: vec![],
                }],
            },
        )
        .await
        .expect("put");
    assert_eq!(replaced.name, "Tell everyone");
    assert!(replaced.enabled);

    let err = rules
        .create(&NewRule {
            name: "bad".into(),
            event: RuleEvent::EnvelopeReceived,
            enabled: None,
            actions: vec![NewAction::email(["not an address"])],
        })
        .await
        .expect_err("invalid e-mail");
    assert_eq!(err.code(), "http.validation");
    assert!(!err.to_string().is_empty());

    rules.delete(mail.id).await.expect("delete");
    let err = rules.get(mail.id).await.expect_err("gone");
    assert_eq!(err.code(), "http.not_found");

    // Another company's rules are not reachable.
    let bank = user(&world, "bank@harbor.example").company_id;
    let err = client.rules(bank).list().await.expect_err("not mine");
    assert!(
        matches!(err.code(), "auth.forbidden" | "http.not_found"),
        "{err:?}"
    );
    sb.shutdown().await;
}

fn document(dir: &std::path::Path, name: &str, kind: &str, size: usize) -> UploadDocument {
    let path = dir.join(name);
    let mut content = b"%PDF-1.7\n".to_vec();
    content.resize(size, b'.');
    std::fs::write(&path, content).expect("write");
    UploadDocument {
        path,
        file_name: String::new(),
        document_type: kind.into(),
        document_id: Some(format!("{kind}-1")),
        meta_data: [("Internal number".to_string(), "42".to_string())].into(),
    }
}

#[tokio::test]
async fn envelopes_upload_with_progress_and_are_sent_with_a_signature() {
    let sb = sandbox(Duration::from_secs(600)).await;
    let world = sb.world();
    let shipper = user(&world, "shipper@delta.example");
    let (client, _) = session(&sb, "shipper@delta.example").await;
    let dir = tempfile::tempdir().expect("tmp");
    let docs = vec![
        document(dir.path(), "invoice.pdf", "INV", 200_000),
        document(dir.path(), "goods.pdf", "GOO", 50_000),
    ];
    let sent = Arc::new(std::sync::atomic::AtomicU64::new(0));
    let seen = sent.clone();
    let created = client
        .envelopes()
        .standard(
            &StandardEnvelope {
                recipient_id: inbox_of(&world, CONSIGNEE),
                documents: docs.clone(),
                company_id: None,
                inbox_id: None,
                pay_to_collect: false,
            },
            UploadOptions::default().with_progress(move |p| {
                seen.store(p.sent, std::sync::atomic::Ordering::SeqCst);
            }),
        )
        .await
        .expect("standard envelope");
    assert_eq!(sent.load(std::sync::atomic::Ordering::SeqCst), 250_000);
    assert!(!created.is_empty());
    let tx = &created[0].relayed_transaction;
    assert!(tx.relayed_for.eq_ignore_ascii_case(&shipper.eth_address));

    // A wrong signature is refused by field; the right one sends the envelope, and the
    // recipient's envelope_received rule fires.
    let (consignee, _) = session(&sb, CONSIGNEE).await;
    consignee
        .rules(user(&world, CONSIGNEE).company_id)
        .create(&NewRule {
            name: "Envelope in".into(),
            event: RuleEvent::EnvelopeReceived,
            enabled: None,
            actions: vec![NewAction::email(["ops@nile.example"])],
        })
        .await
        .expect("rule");
    let send = |signature: String| EnvelopeSend {
        envelope_id: created[0].envelope_id,
        hash: tx.hash.clone(),
        signature,
    };
    let other = user(&world, "bank@harbor.example");
    let err = client
        .envelopes()
        .send(&send(personal_sign(&other.private_key, &tx.hash)))
        .await
        .expect_err("wrong signer");
    assert_eq!(err.code(), "http.validation", "{err:?}");
    client
        .envelopes()
        .send(&send(personal_sign(&shipper.private_key, &tx.hash)))
        .await
        .expect("sent");
    // Rules fire before the answer: the e-mail is in the outbox once `send` returns.
    let mailed = sb
        .state()
        .data()
        .outbox
        .iter()
        .any(|m| m.to == "ops@nile.example" && m.event == "envelope_received");
    assert!(mailed, "the recipient's rule sent an e-mail");
    let err = client
        .envelopes()
        .send(&send(personal_sign(&shipper.private_key, &tx.hash)))
        .await
        .expect_err("sent twice");
    assert_eq!(err.code(), "http.conflict", "{err:?}");

    let aci = client
        .envelopes()
        .egypt_aci(
            &EgyptAciEnvelope {
                acid_number: "1234567890123456789".into(),
                documents: vec![UploadDocument {
                    document_id: None,
                    ..docs[1].clone()
                }],
                company_id: None,
                inbox_id: None,
            },
            UploadOptions::default(),
        )
        .await
        .expect("ACI envelope");
    assert!(!aci.is_empty());

    // An unknown recipient inbox is a validation error.
    let mut wrong = docs[0].clone();
    wrong.file_name = "renamed.pdf".into();
    let ok = client
        .envelopes()
        .standard(
            &StandardEnvelope {
                recipient_id: Uuid::new_v4(),
                documents: vec![wrong],
                company_id: None,
                inbox_id: None,
                pay_to_collect: true,
            },
            UploadOptions::default(),
        )
        .await;
    let err = ok.expect_err("unknown recipient inbox");
    assert_eq!(err.code(), "http.validation", "{err:?}");
    sb.shutdown().await;
}

#[tokio::test]
async fn client_credentials_use_http_basic_and_a_wrong_secret_is_invalid_client() {
    let sb = sandbox(Duration::from_secs(600)).await;
    let oauth = oauth_client(&sb, "client_credentials");
    let tokens = oauth
        .client_credentials(&["read".into()])
        .await
        .expect("token");
    assert_eq!(tokens.scopes, ["read"]);
    let bad = OAuthClient::new(
        sb.base_url(),
        oauth.client_id(),
        Some(Sensitive::new("nope".into())),
    )
    .expect("oauth");
    let err = bad
        .client_credentials(&["read".into()])
        .await
        .expect_err("bad secret");
    assert_eq!(err.code(), "auth.invalid_client", "{err:?}");
    sb.shutdown().await;
}

#[tokio::test]
async fn client_credentials_register_a_company() {
    let sb = sandbox(Duration::from_secs(600)).await;
    let oauth = oauth_client(&sb, "client_credentials");
    let holder =
        TokenHolder::client_credentials(oauth.clone(), vec!["read".into(), "write".into()]);
    let client = Client::builder(sb.base_url())
        .token_holder(holder)
        .build()
        .expect("client");
    let answer = client
        .registrations()
        .app_tokens(&RegistrationRequest {
            name: Some("Pyramid Freight".into()),
            country: Some("EG".into()),
            user_first_name: Some("Amal".into()),
            user_last_name: Some("Saad".into()),
            user_email: Some("amal@pyramid.example".into()),
            redirect_url: Some("https://app.example/done?from=tdx".into()),
        })
        .await
        .expect("registration url");
    assert!(
        answer.registration_url.starts_with(sb.base_url()),
        "{}",
        answer.registration_url
    );

    let err = client
        .registrations()
        .app_tokens(&RegistrationRequest {
            country: Some("Egypt".into()),
            ..Default::default()
        })
        .await
        .expect_err("three-letter country");
    assert_eq!(err.code(), "http.validation");

    sb.shutdown().await;
}

/// Opens the address with the `tdx-login-browser` binary, a browser-less tool for logins by hand
/// through `BROWSER`.
struct LoginBrowserBinary {
    email: String,
    password: String,
}

impl tdx_client::auth::BrowserOpener for LoginBrowserBinary {
    fn open(&self, url: &str) -> Result<(), String> {
        std::process::Command::new(env!("CARGO_BIN_EXE_tdx-login-browser"))
            .arg(url)
            .env("TDX_LOGIN_EMAIL", &self.email)
            .env("TDX_LOGIN_PASSWORD", &self.password)
            .stdout(std::process::Stdio::null())
            .spawn()
            .map(|_| ())
            .map_err(|e| e.to_string())
    }
}

#[tokio::test]
async fn the_login_browser_binary_completes_a_login() {
    let sb = sandbox(Duration::from_secs(600)).await;
    let world = sb.world();
    let u = user(&world, "bank@harbor.example");
    let oauth = oauth_client(&sb, "authorization_code");
    let browser = LoginBrowserBinary {
        email: u.email.clone(),
        password: u.password.clone(),
    };
    let tokens = login(&oauth, &browser, options(&["read"]))
        .await
        .expect("login through the binary");
    let client = Client::builder(sb.base_url())
        .token_holder(
            TokenHolder::start(oauth, Arc::new(MemoryTokenStore::new()), tokens).expect("holder"),
        )
        .build()
        .expect("client");
    client
        .ebls()
        .list()
        .send()
        .await
        .expect("signed in as the bank");
    sb.shutdown().await;
}

/// Before signing in, pokes the loopback listener with an oversized request and a request
/// for another path, recording what each got back.
struct NoisyBrowser {
    inner: FormFillingBrowser,
    seen: Arc<std::sync::Mutex<Vec<String>>>,
}

impl tdx_client::auth::BrowserOpener for NoisyBrowser {
    fn open(&self, url: &str) -> Result<(), String> {
        let parsed = url::Url::parse(url).map_err(|e| e.to_string())?;
        let redirect = parsed
            .query_pairs()
            .find(|(k, _)| k == "redirect_uri")
            .map(|(_, v)| url::Url::parse(&v))
            .ok_or("no redirect_uri")?
            .map_err(|e| e.to_string())?;
        let addr = format!(
            "{}:{}",
            redirect.host_str().unwrap_or_default(),
            redirect.port().unwrap_or(80)
        );
        let (inner, seen, url) = (self.inner.clone(), self.seen.clone(), url.to_owned());
        tokio::spawn(async move {
            use tokio::io::{AsyncReadExt, AsyncWriteExt};
            // An idle connection, as browsers open speculatively: must not block the rest.
            let _idle = tokio::net::TcpStream::connect(&addr)
                .await
                .expect("connect");
            let mut s = tokio::net::TcpStream::connect(&addr)
                .await
                .expect("connect");
            let big = format!(
                "GET {}?code=x&state=y&pad={} HTTP/1.1\r\nHost: {addr}\r\n",
                redirect.path(),
                "a".repeat(17 * 1024)
            );
            let _ = s.write_all(big.as_bytes()).await;
            let mut answer = Vec::new();
            let _ = s.read_to_end(&mut answer).await;
            let status = String::from_utf8_lossy(&answer)
                .lines()
                .next()
                .unwrap_or("closed")
                .to_owned();
            seen.lock().expect("lock").push(status);
            let other = reqwest::get(format!("http://{addr}/favicon.ico"))
                .await
                .map(|r| r.status().as_u16().to_string())
                .unwrap_or_else(|e| e.to_string());
            seen.lock().expect("lock").push(other);
            let _ = inner.visit(&url).await;
        });
        Ok(())
    }
}

#[tokio::test]
async fn the_loopback_listener_cuts_big_requests_ignores_other_paths_and_still_signs_in() {
    let sb = sandbox(Duration::from_secs(600)).await;
    let world = sb.world();
    let u = user(&world, CONSIGNEE);
    let oauth = oauth_client(&sb, "authorization_code");
    let seen = Arc::new(std::sync::Mutex::new(Vec::new()));
    let browser = NoisyBrowser {
        inner: FormFillingBrowser::new(&u.email, &u.password),
        seen: seen.clone(),
    };
    // The idle connection would hold a one-at-a-time listener for 10 s.
    let opts = LoginOptions {
        timeout: Duration::from_secs(8),
        ..options(&["read"])
    };
    login(&oauth, &browser, opts)
        .await
        .expect("the real callback still signs in");
    let seen = seen.lock().expect("lock").clone();
    assert_eq!(seen.len(), 2, "{seen:?}");
    assert!(
        !seen[0].contains("200"),
        "an oversized request is cut: {seen:?}"
    );
    assert_eq!(seen[1], "404");
    sb.shutdown().await;
}

#[tokio::test]
async fn concurrent_requests_share_one_refresh_of_a_rotating_token() {
    let sb = sandbox(Duration::from_secs(600)).await;
    let (client, store) = session(&sb, CONSIGNEE).await;
    let before = store.load().expect("load").expect("stored");
    sb.clock().advance(Duration::from_secs(600));
    let requests = (0..8).map(|_| {
        let c = client.clone();
        async move { c.ebls().list().page_size(1).send().await }
    });
    for result in futures::future::join_all(requests).await {
        result.expect("every request succeeds with the one refreshed token");
    }
    let after = store.load().expect("load").expect("stored");
    assert_ne!(after.expose(), before.expose());
    sb.shutdown().await;
}

async fn set_faults(sb: &Running, latency_ms: u64, fail_rate: f64, status: u16) {
    let resp = sb
        .admin_http()
        .post(format!("{}/_sandbox/faults", sb.base_url()))
        .json(&serde_json::json!({"latency_ms": latency_ms, "fail_rate": fail_rate, "status": status}))
        .send()
        .await
        .expect("admin call");
    assert!(resp.status().is_success(), "{}", resp.status());
}

#[tokio::test]
async fn injected_failures_and_slowness_surface_as_server_and_timeout_errors() {
    let sb = sandbox(Duration::from_secs(600)).await;
    let (oauth, tokens) = sign_in(&sb, CONSIGNEE, &["read", "write"]).await;
    let holder =
        TokenHolder::start(oauth, Arc::new(MemoryTokenStore::new()), tokens).expect("holder");
    let client = Client::builder(sb.base_url())
        .token_holder(holder)
        .request_timeout(Duration::from_millis(500))
        .retry_policy(tdx_client::retry::RetryPolicy {
            base_delay: Duration::from_millis(10),
            ..Default::default()
        })
        .build()
        .expect("client");

    set_faults(&sb, 0, 1.0, 502).await;
    let err = client
        .ebls()
        .list()
        .send()
        .await
        .expect_err("always failing");
    assert_eq!(err.code(), "http.server");
    assert!(
        err.to_string().contains("Injected fault"),
        "{}",
        err.to_string()
    );

    set_faults(&sb, 2_000, 0.0, 503).await;
    let err = client.ebls().list().send().await.expect_err("too slow");
    assert_eq!(err.code(), "net.timeout");

    set_faults(&sb, 0, 0.0, 503).await;
    client.ebls().list().send().await.expect("healthy again");
    sb.shutdown().await;
}

/// The peak resident memory of this process (VmHWM), in bytes.
fn peak_rss() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").expect("status");
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        .expect("VmHWM")
        * 1024
}

/// A 1 GiB document goes up as a stream: neither the client nor the sandbox (both in this
/// process) holds it in memory, progress reaches every byte, and the service stored all of it.
#[tokio::test]
async fn a_1_gib_envelope_is_streamed_with_bounded_memory() {
    const SIZE: u64 = 1 << 30;
    let sb = sandbox(Duration::from_secs(600)).await;
    let world = sb.world();
    let (client, _) = session(&sb, "shipper@delta.example").await;
    let dir = tempfile::tempdir().expect("tmp");
    let path = dir.path().join("scan-1gib.pdf");
    std::fs::File::create(&path)
        .and_then(|f| f.set_len(SIZE))
        .expect("sparse 1 GiB file");
    // Start counting from here (the kernel resets the high-water mark on "5").
    let _ = std::fs::write("/proc/self/clear_refs", "5");
    let before = peak_rss();
    let last = Arc::new(std::sync::atomic::AtomicU64::new(0));
    let seen = last.clone();
    let created = client
        .envelopes()
        .standard(
            &StandardEnvelope {
                recipient_id: inbox_of(&world, CONSIGNEE),
                documents: vec![UploadDocument {
                    path,
                    file_name: String::new(),
                    document_type: "GOO".into(),
                    document_id: Some("SCAN-1".into()),
                    meta_data: Default::default(),
                }],
                company_id: None,
                inbox_id: None,
                pay_to_collect: true,
            },
            UploadOptions::default().with_progress(move |p| {
                assert_eq!(p.total, SIZE);
                seen.store(p.sent, std::sync::atomic::Ordering::SeqCst);
            }),
        )
        .await
        .expect("1 GiB envelope");
    let growth = peak_rss().saturating_sub(before);
    assert_eq!(last.load(std::sync::atomic::Ordering::SeqCst), SIZE);
    let stored = sb.state().data().envelopes[&created[0].envelope_id].clone();
    assert_eq!(stored.documents[0].size, SIZE);
    assert_eq!(stored.documents[0].file_name, "scan-1gib.pdf");
    assert!(stored.pay_to_collect);
    assert!(
        growth < 128 * 1024 * 1024,
        "peak memory grew by {} MiB for a 1 GiB upload",
        growth / (1024 * 1024)
    );
    sb.shutdown().await;
}

/// The digests the app checks a signature request against come from the bytes it sent: for
/// every document of a multi-document upload they are the file's sha256 (the service's too),
/// in upload order; when the service answers before it has read everything they are `None`,
/// not the digests of an earlier upload.
#[tokio::test]
async fn upload_digests_are_each_sent_files_sha256_and_none_when_the_service_answers_early() {
    use sha2::Sha256;
    let sb = sandbox(Duration::from_secs(600)).await;
    let world = sb.world();
    let (client, _) = session(&sb, "shipper@delta.example").await;
    let dir = tempfile::tempdir().expect("tmp");
    // Sizes across the read chunks: several chunks and a short tail, a few bytes, one chunk.
    let mut documents = Vec::new();
    let mut expected = Vec::new();
    for (i, size) in [700_001usize, 3, 256 * 1024].into_iter().enumerate() {
        let content: Vec<u8> = (0..size)
            .map(|n| (n.wrapping_mul(2_654_435_761) >> 13) as u8 ^ i as u8)
            .collect();
        expected.push(<[u8; 32]>::from(<Sha256 as sha2::Digest>::digest(&content)));
        let path = dir.path().join(format!("doc-{i}.pdf"));
        std::fs::write(&path, &content).expect("write");
        documents.push(UploadDocument {
            path,
            file_name: String::new(),
            document_type: "GOO".into(),
            document_id: Some(format!("DOC-{i}")),
            meta_data: Default::default(),
        });
    }
    let options = UploadOptions::default();
    let digests = options.digests.clone();
    let envelope = |documents: Vec<UploadDocument>| StandardEnvelope {
        recipient_id: inbox_of(&world, CONSIGNEE),
        documents,
        company_id: None,
        inbox_id: None,
        pay_to_collect: false,
    };
    let created = client
        .envelopes()
        .standard(&envelope(documents), options.clone())
        .await
        .expect("envelope");
    assert_eq!(digests.get(), Some(expected.clone()));
    let stored = sb.state().data().envelopes[&created[0].envelope_id].clone();
    let stored: Vec<String> = stored.documents.iter().map(|d| d.sha256.clone()).collect();
    let sent: Vec<String> = expected.iter().map(hex::encode).collect();
    assert_eq!(stored, sent, "the service received what was hashed");

    // 64 MiB the service never reads: it answers 503 at once.
    let big = dir.path().join("big.pdf");
    std::fs::File::create(&big)
        .and_then(|f| f.set_len(64 << 20))
        .expect("sparse file");
    set_faults(&sb, 0, 1.0, 503).await;
    client
        .envelopes()
        .standard(
            &envelope(vec![UploadDocument {
                path: big,
                file_name: String::new(),
                document_type: "GOO".into(),
                document_id: Some("BIG-1".into()),
                meta_data: Default::default(),
            }]),
            options,
        )
        .await
        .expect_err("refused before the body was read");
    assert_eq!(digests.get(), None);
    sb.shutdown().await;
}

#[tokio::test]
async fn a_new_key_is_registered_and_waits_for_approval() {
    let sb = sandbox(Duration::from_secs(600)).await;
    let world = sb.world();
    let consignee = world
        .users
        .iter()
        .find(|u| u.email == "consignee@nile.example")
        .expect("consignee");
    let (client, _) = session(&sb, &consignee.email).await;
    let keys = client
        .blockchain_keys()
        .await
        .expect("keys")
        .expect("offered");
    assert!(
        keys.iter().any(
            |k| k.eth_address.eq_ignore_ascii_case(&consignee.eth_address)
                && k.status == "approved"
        ),
        "{keys:?}"
    );
    let fresh = tdx_sandbox::crypto::random_key();
    let address = tdx_sandbox::crypto::key_address(&fresh);
    let text = tdx_client::models::key_registration_text(&address, &consignee.company_id);
    let registration = tdx_client::models::KeyRegistration {
        eth_address: address.clone(),
        signature: tdx_sandbox::crypto::personal_sign(&fresh, text.as_bytes()),
    };
    let registered = client
        .register_blockchain_key(&registration)
        .await
        .expect("registered");
    assert_eq!(registered.status, "pending");
    let keys = client
        .blockchain_keys()
        .await
        .expect("keys")
        .expect("offered");
    assert!(
        keys.iter()
            .any(|k| k.eth_address == address && k.status == "pending")
    );
    let forged = tdx_client::models::KeyRegistration {
        signature: tdx_sandbox::crypto::personal_sign(
            &tdx_sandbox::crypto::random_key(),
            text.as_bytes(),
        ),
        ..registration
    };
    let refused = client.register_blockchain_key(&forged).await.unwrap_err();
    assert_eq!(refused.status(), Some(400), "{refused}");
}

/// Every page of the list from `first`, each sent with the `ETag` it had in `known` (by page
/// address): what each read found, and the tags now.
async fn read_pages(
    client: &Client,
    first: url::Url,
    known: &std::collections::HashMap<url::Url, (String, Option<url::Url>)>,
) -> (
    Vec<&'static str>,
    std::collections::HashMap<url::Url, (String, Option<url::Url>)>,
) {
    use tdx_client::api::PageRead;
    let (mut reads, mut tags) = (Vec::new(), std::collections::HashMap::new());
    let mut next = Some(first);
    while let Some(url) = next.take() {
        let had = known.get(&url);
        match client
            .ebls()
            .page_if_changed(&url, had.map(|(t, _)| t.as_str()))
            .await
            .expect("page")
        {
            PageRead::Unchanged => {
                let (tag, after) = had.cloned().expect("304 only to a tag sent");
                reads.push("unchanged");
                next = after.clone();
                tags.insert(url, (tag, after));
            }
            PageRead::Fresh(page) => {
                reads.push("fresh");
                next = page.next.clone();
                tags.insert(url, (page.etag.expect("the sandbox tags pages"), page.next));
            }
        }
    }
    (reads, tags)
}

#[tokio::test]
async fn a_list_read_again_with_its_etags_is_answered_304_until_it_changes() {
    let sb = sandbox(Duration::from_secs(600)).await;
    let (client, _) = session(&sb, CONSIGNEE).await;
    let first = client.ebls().list().page_size(3).first_url().expect("url");
    let none = std::collections::HashMap::new();
    let (reads, tags) = read_pages(&client, first.clone(), &none).await;
    assert_eq!(reads, ["fresh", "fresh", "fresh"], "8 eBLs in pages of 3");

    let before = sb.state().list_answers();
    let (reads, again) = read_pages(&client, first.clone(), &tags).await;
    assert_eq!(reads, ["unchanged", "unchanged", "unchanged"]);
    assert_eq!(again, tags);
    let after = sb.state().list_answers();
    assert_eq!(
        (
            after.not_modified - before.not_modified,
            after.full - before.full
        ),
        (3, 0),
        "the service answered every page 304 and sent none"
    );

    // A new eBL for the company: the count on every page changed, so every page is read.
    let world = sb.world();
    let nile = user(&world, CONSIGNEE).company_id;
    let created = sb
        .admin_http()
        .post(format!("{}/_sandbox/ebls", sb.base_url()))
        .json(&serde_json::json!({"consignee": nile}))
        .send()
        .await
        .expect("admin");
    assert!(created.status().is_success());
    let (reads, changed) = read_pages(&client, first, &tags).await;
    assert_eq!(reads, ["fresh", "fresh", "fresh"]);
    assert!(changed.iter().all(|(url, (tag, _))| tags[url].0 != *tag));
    sb.shutdown().await;
}
