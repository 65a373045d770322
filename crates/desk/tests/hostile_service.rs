//! A hostile service: a proxy in front of a real tdx-sandbox that rewrites what the user is
//! asked to sign *consistently* — a valid hash over a tampered call (another target inbox,
//! another eBL, another function, another registry; for an envelope another recipient or
//! another documents hash). The desk, on a service profile pointed at the proxy, must refuse
//! each with `sign.mismatch` naming the field, sign nothing, and leave the eBL or the draft as
//! it was.

#![allow(clippy::unwrap_used)]

mod common;

use std::sync::{Arc, Mutex};

use axum::Router;
use axum::body::Bytes;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use tdx_desk::Context;
use tdx_desk::envelopes::{self, MetaEntry};
use tdx_desk::view::ActionKind;
use tdx_desk::{ebls, journal, registry_pins, review, submit};
use tdx_keys::Address;
use tdx_keys::call::{self, Call, Function};
use tdx_keys::guard::relay_hash_bytes;
use uuid::Uuid;

const CONSIGNEE: &str = "consignee@nile.example";
const OTHER_REGISTRY: &str = "0x4444444444444444444444444444444444444444";

/// How the proxy lies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tamper {
    Honest,
    TargetInbox(Uuid),
    EblId(Uuid),
    Function,
    Registry,
    EnvelopeRecipient(Uuid),
    DocumentsHash,
    /// The call names another document token than the creation result.
    DocumentToken,
    /// A standard envelope's creation answers two results.
    SecondEnvelope,
    /// Every read of an eBL names this inbox as its surrenderee, and a surrender's call
    /// targets it: the service turned hostile after the user looked at the eBL.
    Surrenderee(Uuid),
    /// Every read of eBL `.0` gives it title `.1` (another eBL's), and so does its call.
    TitleOf(Uuid, Uuid),
    /// From the first answer on, every read of eBL `.0` names inbox `.1` as its ISSUER and its
    /// SURRENDEREE (the document still names the carrier), and a surrender's call targets it:
    /// the service names its own inbox, which is really another company's.
    IssuerAndSurrenderee(Uuid, Uuid),
}

/// Rewrites an eBL as read from the service (a list page, a bare list or one eBL).
fn rewrite_reads(json: &mut serde_json::Value, tamper: Tamper) {
    let one = |ebl: &mut serde_json::Value| match tamper {
        Tamper::Surrenderee(inbox) => {
            for party in ebl["parties"].as_array_mut().into_iter().flatten() {
                if party["type"] == "SURRENDEREE" {
                    party["inboxId"] = inbox.to_string().into();
                }
            }
        }
        Tamper::TitleOf(id, title) if ebl["id"] == id.to_string() => {
            ebl["titleId"] = title.to_string().into();
        }
        Tamper::IssuerAndSurrenderee(id, inbox) if ebl["id"] == id.to_string() => {
            for party in ebl["parties"].as_array_mut().into_iter().flatten() {
                if party["type"] == "SURRENDEREE" || party["type"] == "ISSUER" {
                    party["inboxId"] = inbox.to_string().into();
                }
            }
        }
        _ => {}
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

struct Proxy {
    upstream: String,
    http: reqwest::Client,
    tamper: Mutex<Tamper>,
    /// Signed submissions that reached the service through the proxy.
    submitted: Mutex<usize>,
    /// The next request whose path contains this reaches the service, but its answer is
    /// lost on the way back (the proxy answers 504 Gateway Timeout instead).
    lose_answer: Mutex<Option<&'static str>>,
}

impl Proxy {
    fn tamper(&self) -> Tamper {
        *self.tamper.lock().unwrap()
    }
}

/// Rewrites relay fields over a tampered call and recomputes their hash, so only a check of
/// the decoded call (or the pinned registry) can tell.
fn rewrite_relay(relay: &mut serde_json::Value, camel: bool, tamper: Tamper) {
    let key =
        |camel_name: &'static str, snake: &'static str| if camel { camel_name } else { snake };
    let data_key = key("transactionData", "transaction_data");
    let mut call = call::decode_hex(relay[data_key].as_str().unwrap()).unwrap();
    let mut recipient = relay["recipient"].as_str().unwrap().to_owned();
    match (&mut call, tamper) {
        (Call::Ebl(c), Tamper::TargetInbox(inbox)) => c.target_inbox = inbox,
        (Call::Ebl(c), Tamper::Surrenderee(inbox) | Tamper::IssuerAndSurrenderee(_, inbox))
            if c.function == Function::RequestSurrenderForDelivery =>
        {
            c.target_inbox = inbox
        }
        (Call::Ebl(c), Tamper::TitleOf(_, title)) => c.title_id = title,
        (Call::Ebl(c), Tamper::EblId(id)) => c.ebl_id = id,
        (Call::Ebl(c), Tamper::Function) => {
            c.function = match c.function {
                Function::TransferPossession => Function::RequestSurrenderForDelivery,
                _ => Function::TransferPossession,
            }
        }
        (Call::Envelope(c), Tamper::EnvelopeRecipient(inbox)) => c.recipient_inbox = Some(inbox),
        (Call::Envelope(c), Tamper::DocumentsHash) => c.documents_hash[0] ^= 0xff,
        (Call::Envelope(c), Tamper::DocumentToken) => c.document_token_id = Uuid::from_u128(0xd0c),
        (_, Tamper::Registry) => recipient = OTHER_REGISTRY.to_owned(),
        _ => return,
    }
    let data = call.encode();
    let relayed_for =
        Address::parse_any_case(relay[key("relayedFor", "relayed_for")].as_str().unwrap()).unwrap();
    let nonce = relay[key("relayNonce", "relay_nonce")].as_u64().unwrap();
    let registry = Address::parse_any_case(&recipient).unwrap();
    let hash = relay_hash_bytes(&registry, &relayed_for, nonce, &data);
    relay[data_key] = format!("0x{}", hex_of(&data)).into();
    relay["recipient"] = recipient.into();
    relay["hash"] = format!("0x{}", hex_of(&hash)).into();
}

fn hex_of(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

async fn forward(State(proxy): State<Arc<Proxy>>, request: Request) -> Response {
    let (parts, body) = request.into_parts();
    let path = parts
        .uri
        .path_and_query()
        .map(|p| p.as_str().to_owned())
        .unwrap_or_default();
    let body = axum::body::to_bytes(body, usize::MAX).await.unwrap();
    let mut upstream = proxy
        .http
        .request(parts.method.clone(), format!("{}{}", proxy.upstream, path));
    for (name, value) in &parts.headers {
        if name != "host" && name != "content-length" {
            upstream = upstream.header(name, value);
        }
    }
    let answer = upstream.body(body).send().await.unwrap();
    if path.contains("submit-signed-data") {
        *proxy.submitted.lock().unwrap() += 1;
    }
    let lost = {
        let mut lose = proxy.lose_answer.lock().unwrap();
        let hit = lose.is_some_and(|p| path.contains(p));
        if hit {
            *lose = None;
        }
        hit
    };
    if lost {
        let _ = answer.bytes().await;
        return StatusCode::GATEWAY_TIMEOUT.into_response();
    }
    let status = answer.status();
    let mut headers = HeaderMap::new();
    for (name, value) in answer.headers() {
        if name != "content-length" && name != "transfer-encoding" {
            headers.insert(name, value.clone());
        }
    }
    let mut bytes: Bytes = answer.bytes().await.unwrap();
    let tamper = proxy.tamper();
    if status.is_success() && tamper != Tamper::Honest {
        if path.contains("signing-data") {
            let mut json: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
            rewrite_relay(&mut json, true, tamper);
            bytes = serde_json::to_vec(&json).unwrap().into();
        } else if parts.method == axum::http::Method::GET
            && path.contains("/ebl/v1/")
            && !path.contains("preview")
        {
            let mut json: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
            rewrite_reads(&mut json, tamper);
            bytes = serde_json::to_vec(&json).unwrap().into();
        } else if path.contains("envelope-standard") || path.contains("envelope-egypt-aci") {
            let mut json: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
            let results = json.as_array_mut().unwrap();
            for created in results.iter_mut() {
                rewrite_relay(&mut created["relayed_transaction"], false, tamper);
            }
            if tamper == Tamper::SecondEnvelope {
                let second = results[0].clone();
                results.push(second);
            }
            bytes = serde_json::to_vec(&json).unwrap().into();
        }
    }
    (
        StatusCode::from_u16(status.as_u16()).unwrap(),
        headers,
        bytes,
    )
        .into_response()
}

struct Fixture {
    desk: Context,
    proxy: Arc<Proxy>,
    service: tdx_sandbox::Running,
    world: tdx_sandbox::World,
    _server: tokio::task::JoinHandle<()>,
    dir: tempfile::TempDir,
    store: Arc<Mutex<tdx_store::Store>>,
    /// The proxy's address: the service as the desk sees it.
    base: String,
}

impl Fixture {
    async fn open() -> Fixture {
        let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
        let world = service.world();
        let proxy = Arc::new(Proxy {
            upstream: service.base_url().trim_end_matches('/').to_owned(),
            http: reqwest::Client::builder()
                .redirect(reqwest::redirect::Policy::none())
                .build()
                .unwrap(),
            tamper: Mutex::new(Tamper::Honest),
            submitted: Mutex::new(0),
            lose_answer: Mutex::new(None),
        });
        let app = Router::new().fallback(forward).with_state(proxy.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}/", listener.local_addr().unwrap());
        let server = tokio::spawn(async move {
            axum::serve(listener, app).await.unwrap();
        });

        let store = Arc::new(Mutex::new(tdx_store::Store::open_in_memory().unwrap()));
        let (desk, _) = common::signing_desk(
            &world,
            &base,
            store.clone(),
            CONSIGNEE,
            "A service that lies",
        )
        .await;
        Fixture {
            desk,
            proxy,
            service,
            world,
            _server: server,
            dir: tempfile::tempdir().unwrap(),
            store,
            base,
        }
    }

    fn lie(&self, tamper: Tamper) {
        *self.proxy.tamper.lock().unwrap() = tamper;
    }

    fn inbox_of(&self, email: &str) -> Uuid {
        let company = self
            .world
            .users
            .iter()
            .find(|u| u.email == email)
            .unwrap()
            .company_id;
        self.world
            .companies
            .iter()
            .find(|c| c.id == company)
            .unwrap()
            .inboxes[0]
    }

    /// eBLs the consignee holds and may act on (consignee role, ISSUED, original).
    async fn actionable(&self) -> Vec<String> {
        let list = ebls::list_ebls(&self.desk, true).await.unwrap();
        let mut ids = Vec::new();
        for row in list.rows.iter().filter(|r| r.held_by_us) {
            let detail = ebls::get_ebl(&self.desk, &row.id).await.unwrap();
            if detail.actions.iter().all(|a| a.available) {
                ids.push(row.id.clone());
            }
        }
        ids
    }
}

fn refused_field(result: Result<impl std::fmt::Debug, tdx_desk::error::Error>) -> &'static str {
    match result {
        Err(tdx_desk::error::Error::Keys(e)) => {
            assert_eq!(e.code(), "sign.mismatch");
            e.refused_field().unwrap()
        }
        other => panic!("expected a sign.mismatch refusal, got {other:?}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tampered_ebl_calls_are_refused_and_nothing_is_signed() {
    let fx = Fixture::open().await;
    let ebls = fx.actionable().await;
    assert!(ebls.len() >= 3, "the demo world has eBLs to act on");
    let bank = fx.inbox_of("bank@harbor.example");
    let shipper = fx.inbox_of("shipper@delta.example");

    // An honest transfer first: it pins the eBL registry of this profile.
    let review = review::prepare_action(
        &fx.desk,
        &ebls[0],
        ActionKind::TransferPossession,
        Some(&bank.to_string()),
    )
    .await
    .unwrap();
    let call = review.signed_call.clone().unwrap();
    assert_eq!(call.function, "transferPossession");
    assert_eq!(call.target_inbox, bank.to_string());
    assert!(
        review.summary.starts_with("Transfer possession of"),
        "{}",
        review.summary
    );
    submit::confirm_action(&fx.desk, &review.review_id, common::typed(&review))
        .await
        .unwrap();
    assert_eq!(*fx.proxy.submitted.lock().unwrap(), 1);
    let pinned = registry_pins::registries(&fx.desk).unwrap();
    assert!(pinned[0].pinned.is_some(), "{pinned:?}");

    let target = &ebls[1];
    let before = ebls::get_ebl(&fx.desk, target).await.unwrap();
    let cases = [
        (
            Tamper::TargetInbox(shipper),
            ActionKind::TransferPossession,
            "targetInbox",
        ),
        (
            Tamper::EblId(Uuid::parse_str(&ebls[2]).unwrap()),
            ActionKind::TransferPossession,
            "eblId",
        ),
        (Tamper::Function, ActionKind::TransferPossession, "function"),
        (
            Tamper::Function,
            ActionKind::RequestSurrenderForDelivery,
            "function",
        ),
        (
            Tamper::TargetInbox(bank),
            ActionKind::RequestSurrenderForDelivery,
            "targetInbox",
        ),
        (
            Tamper::Registry,
            ActionKind::TransferPossession,
            "recipient",
        ),
    ];
    for (tamper, kind, field) in cases {
        fx.lie(tamper);
        let recipient = (kind == ActionKind::TransferPossession).then(|| bank.to_string());
        let result = review::prepare_action(&fx.desk, target, kind, recipient.as_deref()).await;
        assert_eq!(refused_field(result), field, "{tamper:?} on {kind:?}");
    }
    // Nothing was submitted, and the eBL is as it was on the service.
    assert_eq!(*fx.proxy.submitted.lock().unwrap(), 1);
    // The journal holds the honest transfer and one `refused` entry per refusal, each naming
    // the field, with what the service offered and no signature.
    let journal = journal::entries(&fx.desk, None).unwrap();
    let refused: Vec<_> = journal
        .iter()
        .filter(|e| e.outcome == tdx_store::Outcome::Refused)
        .collect();
    assert_eq!(refused.len(), 6, "{journal:?}");
    assert_eq!(journal.len(), 7);
    for (entry, field) in refused.iter().rev().zip([
        "targetInbox",
        "eblId",
        "function",
        "function",
        "targetInbox",
        "recipient",
    ]) {
        assert_eq!(entry.detail.as_deref(), Some(field), "{entry:?}");
        assert!(
            entry.signature.is_none() && entry.signing_data.is_some(),
            "{entry:?}"
        );
        assert_eq!(entry.ebl_id.as_deref(), Some(target.as_str()));
    }
    fx.lie(Tamper::Honest);
    let after = ebls::get_ebl(&fx.desk, target).await.unwrap();
    assert_eq!(after.row.state, before.row.state);
    assert_eq!(after.row.held_by_us, before.row.held_by_us);
    assert!(after.row.held_by_us);

    // The refused registry is offered in Settings; accepting another address is refused.
    let pins = registry_pins::registries(&fx.desk).unwrap();
    assert_eq!(
        pins[0].offered.as_deref().map(str::to_lowercase),
        Some(OTHER_REGISTRY.to_owned())
    );
    let offered = pins[0].offered.clone().unwrap();
    assert!(
        registry_pins::accept_registry(
            &fx.desk,
            "ebl",
            "0x5555555555555555555555555555555555555555"
        )
        .is_err()
    );
    let accepted = registry_pins::accept_registry(&fx.desk, "ebl", &offered).unwrap();
    assert_eq!(accepted[0].pinned.as_deref(), Some(offered.as_str()));
    assert_eq!(accepted[0].offered, None);
    fx.service.shutdown().await;
}

/// The service names the shipper as surrenderee after the user looked at the eBL, in every
/// read and in the signing data alike (re-hashed): the guard would agree with it, but the
/// surrenderee first seen is held against it. The user may accept the change in a separate
/// step; the review then says the surrenderee is not the eBL's issuer.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_surrenderee_changed_after_the_user_looked_is_refused_until_accepted() {
    let fx = Fixture::open().await;
    let ebls = fx.actionable().await;
    let target = &ebls[0];
    let shipper = fx.inbox_of("shipper@delta.example");

    fx.lie(Tamper::Surrenderee(shipper));
    let refused = review::prepare_action(
        &fx.desk,
        target,
        ActionKind::RequestSurrenderForDelivery,
        None,
    )
    .await
    .unwrap_err();
    assert_eq!(refused.code(), "ebl.party_changed");
    let said = refused.user_message();
    assert!(said.contains("Nothing was signed"), "{said}");
    assert!(said.contains("as the surrenderee of"), "{said}");
    assert!(
        said.contains(&format!("inbox {shipper}")),
        "the new party is named: {said}"
    );
    // A transfer does not hand possession to the surrenderee: it is not held up by this.
    assert!(
        review::prepare_action(
            &fx.desk,
            target,
            ActionKind::TransferPossession,
            Some(&fx.inbox_of("bank@harbor.example").to_string()),
        )
        .await
        .is_ok()
    );
    assert_eq!(
        *fx.proxy.submitted.lock().unwrap(),
        0,
        "nothing was submitted"
    );

    // The user accepts the change: the review goes ahead, and says who the surrenderee is.
    ebls::accept_ebl_parties(&fx.desk, target).await.unwrap();
    let review = review::prepare_action(
        &fx.desk,
        target,
        ActionKind::RequestSurrenderForDelivery,
        None,
    )
    .await
    .unwrap();
    assert_eq!(
        review.signed_call.unwrap().target_inbox,
        shipper.to_string()
    );
    assert_eq!(review.cautions.len(), 1, "{:?}", review.cautions);
    assert!(
        review.cautions[0].contains("is not the eBL's issuer"),
        "{:?}",
        review.cautions
    );
    fx.service.shutdown().await;
}

/// Registry pins belong to the key, not the profile: a new profile with the same key, on a
/// service that names another registry from its first answer, is refused; and the review of a
/// key's first signature for a registry says so.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_profile_with_the_same_key_is_held_to_its_registry() {
    let fx = Fixture::open().await;
    let ebls = fx.actionable().await;
    let bank = fx.inbox_of("bank@harbor.example").to_string();
    // The key's first signature, on the honest service through the proxy: the review says it
    // is the first use of that registry, and the signature pins it.
    let first = review::prepare_action(
        &fx.desk,
        &ebls[0],
        ActionKind::TransferPossession,
        Some(&bank),
    )
    .await
    .unwrap();
    assert!(first.registry_first_use);
    submit::confirm_action(&fx.desk, &first.review_id, common::typed(&first))
        .await
        .unwrap();
    let again = review::prepare_action(
        &fx.desk,
        &ebls[1],
        ActionKind::TransferPossession,
        Some(&bank),
    )
    .await
    .unwrap();
    assert!(!again.registry_first_use);
    review::cancel_action(&fx.desk, &again.review_id).await;

    // Another profile in the same store with the same key, whose service names another
    // registry from its very first answer: refused, nothing submitted.
    fx.lie(Tamper::Registry);
    let proxied = fx.desk.profile().base_url.clone();
    let (other, _) = common::signing_desk(
        &fx.world,
        &proxied,
        fx.store.clone(),
        CONSIGNEE,
        "The same key, re-added",
    )
    .await;
    assert_ne!(other.profile().id, fx.desk.profile().id);
    let refused = review::prepare_action(
        &other,
        &ebls[1],
        ActionKind::TransferPossession,
        Some(&bank),
    )
    .await;
    assert_eq!(refused_field(refused), "recipient");
    assert_eq!(*fx.proxy.submitted.lock().unwrap(), 1);
    // Settings shows the new address offered for the key, on either profile.
    let pins = registry_pins::registries(&fx.desk).unwrap();
    assert!(
        pins[0].pinned.is_some() && pins[0].offered.is_some(),
        "{pins:?}"
    );
    fx.service.shutdown().await;
}

/// An eBL the desk first sees with the title id of another eBL it knows is refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_title_id_already_held_by_another_ebl_is_refused() {
    let fx = Fixture::open().await;
    let ours = fx.inbox_of(CONSIGNEE);
    // Two eBLs the consignee holds, read from the service's own data before the desk ever
    // lists: from its first sight on, the service gives the first the second's title.
    let (copycat, title) = {
        let data = fx.service.state().data();
        let held: Vec<_> = data
            .ebls
            .iter()
            .filter(|e| e.possession_id == ours && e.ebl_copy_id.is_none())
            .collect();
        (held[0].id, held[1].title_id)
    };
    fx.lie(Tamper::TitleOf(copycat, title));
    let list = ebls::list_ebls(&fx.desk, true).await.unwrap();
    assert!(list.rows.iter().any(|r| r.id == copycat.to_string()));
    let refused = review::prepare_action(
        &fx.desk,
        &copycat.to_string(),
        ActionKind::TransferPossession,
        Some(&fx.inbox_of("bank@harbor.example").to_string()),
    )
    .await
    .unwrap_err();
    assert_eq!(refused.code(), "ebl.title_reused");
    assert!(refused.user_message().contains("title id of another eBL"));
    assert_eq!(*fx.proxy.submitted.lock().unwrap(), 0);
    fx.service.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tampered_envelope_calls_are_refused_and_the_draft_kept() {
    let fx = Fixture::open().await;
    let shipper = fx.inbox_of("shipper@delta.example");
    let bank = fx.inbox_of("bank@harbor.example");
    let folder = fx.dir.path().join("shipment");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("invoice.pdf"), b"%PDF-1.4\ninvoice").unwrap();
    fx.desk
        .grants()
        .grant_dropped(std::slice::from_ref(&folder));
    let added = envelopes::add_paths(&fx.desk, &[folder.display().to_string()], &[]).unwrap();
    let mut draft = envelopes::new_draft();
    draft.recipient_inbox = shipper.to_string();
    draft.documents = added.documents;
    draft.documents[0].document_type = "INV".into();
    draft.documents[0].document_id = "INV-1".into();
    draft.documents[0].metadata = vec![MetaEntry {
        key: "Internal number".into(),
        value: "1".into(),
    }];
    let draft = envelopes::save_draft(&fx.desk, &draft).unwrap();

    for (tamper, field) in [
        (Tamper::EnvelopeRecipient(bank), "recipientInbox"),
        (Tamper::DocumentsHash, "documentsHash"),
        (Tamper::DocumentToken, "documentTokenId"),
        (Tamper::SecondEnvelope, "envelopeCount"),
    ] {
        fx.lie(tamper);
        common::upload_confirmed(&fx.desk, &draft.id).await;
        let result = envelopes::sign_and_send(
            &fx.desk,
            &draft.id,
            common::typed_recipient(&fx.desk, &draft.id)
                .await
                .as_deref(),
        )
        .await;
        assert_eq!(refused_field(result), field, "{tamper:?}");
        // The draft is kept for the user; nothing was sent.
        assert!(
            envelopes::drafts(&fx.desk)
                .unwrap()
                .iter()
                .any(|d| d.id == draft.id)
        );
        let data = fx.service.state().data();
        assert!(
            data.envelopes.values().all(|e| e.status != "SENT"),
            "nothing sent"
        );
    }

    // The same draft through an honest service goes out.
    fx.lie(Tamper::Honest);
    common::upload_confirmed(&fx.desk, &draft.id).await;
    envelopes::sign_and_send(
        &fx.desk,
        &draft.id,
        common::typed_recipient(&fx.desk, &draft.id)
            .await
            .as_deref(),
    )
    .await
    .unwrap();
    fx.service.shutdown().await;
}

/// An answer lost on the way back (the request reached the service): repeating the upload or
/// the copy must not create a second envelope or copy. The desk sends an `Idempotency-Key`
/// per intent (the draft's content, the review) and the service answers the first result.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_repeat_after_a_lost_answer_creates_nothing_twice() {
    let fx = Fixture::open().await;
    let shipper = fx.inbox_of("shipper@delta.example");
    let bank = fx.inbox_of("bank@harbor.example");
    let folder = fx.dir.path().join("lost");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("invoice.pdf"), b"%PDF-1.4\nlost answer").unwrap();
    fx.desk
        .grants()
        .grant_dropped(std::slice::from_ref(&folder));
    let added = envelopes::add_paths(&fx.desk, &[folder.display().to_string()], &[]).unwrap();
    let mut draft = envelopes::new_draft();
    draft.recipient_inbox = shipper.to_string();
    draft.documents = added.documents;
    draft.documents[0].document_type = "INV".into();
    draft.documents[0].document_id = "INV-9".into();
    let draft = envelopes::save_draft(&fx.desk, &draft).unwrap();

    *fx.proxy.lose_answer.lock().unwrap() = Some("envelope-standard");
    let lost = envelopes::upload(
        &fx.desk,
        &draft.id,
        common::typed_recipient(&fx.desk, &draft.id)
            .await
            .as_deref(),
        |_| {},
    )
    .await;
    assert!(lost.is_err(), "the answer was lost: {lost:?}");
    assert_eq!(
        fx.service.state().data().envelopes.len(),
        1,
        "the service made it"
    );
    let again = common::upload_confirmed(&fx.desk, &draft.id).await;
    let envelopes_made: Vec<Uuid> = fx
        .service
        .state()
        .data()
        .envelopes
        .keys()
        .copied()
        .collect();
    assert_eq!(
        envelopes_made.len(),
        1,
        "the repeat made no second envelope"
    );
    assert_eq!(
        again.uploaded.unwrap().created[0].envelope_id,
        envelopes_made[0]
    );
    envelopes::sign_and_send(
        &fx.desk,
        &draft.id,
        common::typed_recipient(&fx.desk, &draft.id)
            .await
            .as_deref(),
    )
    .await
    .unwrap();
    assert_eq!(
        fx.service.state().data().envelopes[&envelopes_made[0]].status,
        "SENT"
    );

    // A copy whose answer is lost: the same review may be confirmed again, and one copy exists.
    let ebl = fx.actionable().await.remove(0);
    let review = review::prepare_action(
        &fx.desk,
        &ebl,
        ActionKind::SendAsCopy,
        Some(&bank.to_string()),
    )
    .await
    .unwrap();
    *fx.proxy.lose_answer.lock().unwrap() = Some("send-as-a-copy");
    let lost = submit::confirm_action(&fx.desk, &review.review_id, common::typed(&review)).await;
    assert!(lost.is_err(), "the answer was lost");
    submit::confirm_action(&fx.desk, &review.review_id, common::typed(&review))
        .await
        .unwrap();
    let original = Uuid::parse_str(&ebl).unwrap();
    let copies = fx
        .service
        .state()
        .data()
        .ebls
        .iter()
        .filter(|e| e.ebl_copy_id == Some(original))
        .count();
    assert_eq!(copies, 1);
    // Once it went through, the review is used up.
    assert!(
        submit::confirm_action(&fx.desk, &review.review_id, common::typed(&review))
            .await
            .is_err()
    );
    fx.service.shutdown().await;
}

/// The consignee's first ISSUED original in the service's own data (found without the desk
/// reading it, so a lie can be in place from the first answer the desk gets).
fn first_held_original(fx: &Fixture) -> Uuid {
    let nile = tdx_sandbox::world::NILE_INBOX;
    let data = fx.service.state().data();
    data.ebls
        .iter()
        .find(|e| {
            e.possession_id == nile
                && !e.is_copy()
                && e.state == tdx_sandbox::model::EblState::Issued
        })
        .unwrap()
        .id
}

/// A service hostile from the first sight names its own inbox — really the shipper's, which
/// eight other eBLs name as Delta Textiles Export GmbH's — as the ISSUER and the SURRENDEREE of
/// an eBL whose document still names the carrier. The first-seen pin and "not the issuer"
/// agree with it; the receiver check does not: the review names the inbox as the app knows it
/// (the shipper, with its source), flags its other name, and a plain confirm signs nothing —
/// the name must be typed, as for a first transfer.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_surrender_to_an_inbox_the_service_names_as_the_carrier_needs_the_typed_name() {
    let fx = Fixture::open().await;
    let shipper = fx.inbox_of("shipper@delta.example");
    let target = first_held_original(&fx);
    fx.lie(Tamper::IssuerAndSurrenderee(target, shipper));
    let list = ebls::list_ebls(&fx.desk, true).await.unwrap();
    assert!(list.rows.iter().any(|r| r.id == target.to_string()));

    let review = review::prepare_action(
        &fx.desk,
        &target.to_string(),
        ActionKind::RequestSurrenderForDelivery,
        None,
    )
    .await
    .unwrap();
    assert_eq!(
        review.signed_call.as_ref().unwrap().target_inbox,
        shipper.to_string()
    );
    let check = review
        .receiver
        .as_ref()
        .expect("the surrenderee is checked");
    assert_eq!(check.inbox_id, shipper.to_string());
    assert_eq!(
        check.name.as_deref(),
        Some("Delta Textiles Export GmbH"),
        "{check:?}"
    );
    let source = check.name_source.as_deref().unwrap();
    assert!(
        source.contains("other eBL") && source.contains("shipper"),
        "{source}"
    );
    assert!(
        check
            .flags
            .iter()
            .any(|f| f.contains("known under 2 names")),
        "{check:?}"
    );
    assert!(check.first_action, "{check:?}");
    assert_eq!(
        check.type_to_confirm.as_deref(),
        Some("Delta Textiles Export GmbH")
    );
    assert!(
        review.summary.contains("Delta Textiles Export GmbH")
            && !review.summary.contains("Global Carrier"),
        "the review names the inbox as the app knows it: {}",
        review.summary
    );

    // A plain confirm, or the name the document borrows, signs nothing.
    for typed in [None, Some("Global Carrier Lines Ltd.")] {
        let refused = submit::confirm_action(&fx.desk, &review.review_id, typed)
            .await
            .unwrap_err();
        assert_eq!(
            refused.code(),
            "action.recipient_not_confirmed",
            "{typed:?}"
        );
    }
    assert_eq!(
        *fx.proxy.submitted.lock().unwrap(),
        0,
        "nothing was submitted"
    );
    assert!(
        journal::entries(&fx.desk, Some(&target.to_string()))
            .unwrap()
            .is_empty(),
        "nothing signed, nothing on record"
    );
    fx.service.shutdown().await;
}

/// Accepting a party change accepts what the refusal showed: a service that names yet another
/// surrenderee by the time the user clicks is refused, and nothing is accepted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn accepting_a_party_change_is_refused_when_the_service_now_names_another() {
    let fx = Fixture::open().await;
    let ebls = fx.actionable().await;
    let target = &ebls[0];
    let shipper = fx.inbox_of("shipper@delta.example");
    let bank = fx.inbox_of("bank@harbor.example");
    let surrender = ActionKind::RequestSurrenderForDelivery;

    // Nothing was refused yet: there is nothing to accept.
    let nothing = ebls::accept_ebl_parties(&fx.desk, target)
        .await
        .unwrap_err();
    assert_eq!(nothing.code(), "ebl.change_not_as_shown");

    fx.lie(Tamper::Surrenderee(shipper));
    let refused = review::prepare_action(&fx.desk, target, surrender, None)
        .await
        .unwrap_err();
    assert_eq!(refused.code(), "ebl.party_changed");
    assert!(refused.user_message().contains(&shipper.to_string()));

    // By the click, the service names the bank: refused, and the bank is not accepted.
    fx.lie(Tamper::Surrenderee(bank));
    let changed = ebls::accept_ebl_parties(&fx.desk, target)
        .await
        .unwrap_err();
    assert_eq!(changed.code(), "ebl.change_not_as_shown");
    assert!(changed.user_message().starts_with("Nothing was accepted"));
    let still = review::prepare_action(&fx.desk, target, surrender, None)
        .await
        .unwrap_err();
    assert_eq!(still.code(), "ebl.party_changed", "nothing was accepted");

    // Accepting what the latest refusal showed goes ahead while the service still names it.
    ebls::accept_ebl_parties(&fx.desk, target).await.unwrap();
    let review = review::prepare_action(&fx.desk, target, surrender, None)
        .await
        .unwrap();
    assert_eq!(review.signed_call.unwrap().target_inbox, bank.to_string());
    fx.service.shutdown().await;
}

/// A second person's approval passes the same decode-and-compare as any signature: a request
/// the clerk made while the service was honest, opened by the consignee once the service lies
/// about each field of the call, is refused for that field (named in the row), nothing signed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_approval_of_tampered_calls_is_refused_field_by_field_and_nothing_is_signed() {
    use tdx_client::login_browser::FormFillingBrowser;
    use tdx_desk::{EblCache, approval, session};

    let fx = Fixture::open().await;
    let ebls = fx.actionable().await;
    let bank = fx.inbox_of("bank@harbor.example");
    let shipper = fx.inbox_of("shipper@delta.example");
    // The clerk, on the same (proxied) service and store, makes the request while it is honest.
    let clerk_profile = {
        let store = fx.store.lock().unwrap();
        common::service_profile(&store, &fx.world, "clerk@nile.example", &fx.base, "Clerk")
    };
    let user = fx
        .world
        .users
        .iter()
        .find(|u| u.email == "clerk@nile.example")
        .unwrap();
    let browser = Arc::new(FormFillingBrowser::new(&user.email, &user.password));
    let clerk = session::open_service(
        clerk_profile,
        browser,
        EblCache::with_store(fx.store.clone()),
    )
    .await
    .unwrap();
    session::sign_in(&clerk).await.unwrap();
    ebls::list_ebls(&clerk, true).await.unwrap();
    let made = approval::request_approval(
        &clerk,
        &ebls[..1],
        ActionKind::TransferPossession,
        Some(&bank.to_string()),
        "",
        24,
    )
    .await
    .unwrap();

    // An honest transfer by the approver first: it pins the registry their key signs for.
    let honest = review::prepare_action(
        &fx.desk,
        &ebls[2],
        ActionKind::TransferPossession,
        Some(&bank.to_string()),
    )
    .await
    .unwrap();
    submit::confirm_action(&fx.desk, &honest.review_id, common::typed(&honest))
        .await
        .unwrap();

    let cases = [
        (Tamper::TargetInbox(shipper), "recipient"),
        (Tamper::EblId(Uuid::parse_str(&ebls[1]).unwrap()), "the ebl"),
        (Tamper::Function, "operation"),
        (Tamper::Registry, "registry"),
    ];
    for (tamper, words) in cases {
        fx.lie(tamper);
        let review = approval::open_request(&fx.desk, &made.text).await.unwrap();
        assert!(!review.can_approve, "{tamper:?}");
        let row = &review.rows[0];
        assert!(!row.agrees, "{tamper:?}: {row:?}");
        let said = row
            .differences
            .iter()
            .map(|d| d.as_str().to_lowercase())
            .collect::<Vec<_>>()
            .join(" | ");
        assert!(said.contains(words), "{tamper:?}: {said}");
        let refused =
            approval::approve_request(&fx.desk, &review.review_id, Some("Harbor Bank plc"))
                .await
                .err()
                .unwrap();
        assert_eq!(refused.code(), "approval.changed", "{tamper:?}");
    }
    fx.lie(Tamper::Honest);
    assert_eq!(
        *fx.proxy.submitted.lock().unwrap(),
        1,
        "nothing but the honest transfer was submitted"
    );
    let journal = journal::entries(&fx.desk, None).unwrap();
    let requested = Some(ebls[0].as_str());
    assert!(
        journal
            .iter()
            .filter(|e| e.ebl_id.as_deref() == requested)
            .all(|e| e.signature.is_none()),
        "{journal:?}"
    );
    let refused: Vec<_> = journal.iter().filter_map(|e| e.detail.as_deref()).collect();
    for field in ["targetInbox", "eblId", "function", "recipient"] {
        assert!(refused.contains(&field), "{field}: {refused:?}");
    }
}
