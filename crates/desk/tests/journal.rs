//! The journal and the evidence pack, against the real sandbox and the real OS keyring: each
//! action leaves one complete entry, an eBL's timeline tells its story in sentences, the
//! Activity list filters, an exported pack verifies and every tampering of it is caught, and a
//! submit cut off mid-way stays `unknown` until the next start settles it.

#![allow(clippy::unwrap_used)]

mod common;

use common::inbox_of;
use common::proxy::Proxy;

use std::io::{Read, Write};
use std::sync::{Arc, Mutex};

use serde_json::json;
use tdx_client::login_browser::FormFillingBrowser;
use tdx_desk::journal::{ActivityFilter, TimelineKind};
use tdx_desk::view::ActionKind;
use tdx_desk::{Context, EblCache};
use tdx_desk::{ebls, evidence, journal, review, session, submit};
use tdx_keys::Sensitive;
use tdx_store::{Outcome, Store};
use uuid::Uuid;

const CONSIGNEE: &str = "consignee@nile.example";

/// The consignee signed in with her key on a service profile whose service sits behind a
/// [`Proxy`] (kept alive by the returned handles); also the bank's inbox.
async fn consignee_behind_proxy(
    tag: &str,
) -> (
    tdx_sandbox::Running,
    Arc<Proxy>,
    tokio::task::JoinHandle<()>,
    Context,
    String,
) {
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let world = service.world();
    let (proxy, base, server) = Proxy::start(&service).await;
    let store = Arc::new(Mutex::new(Store::open_in_memory().unwrap()));
    let name = format!("{tag}-{}", Uuid::new_v4());
    let (desk, _) = common::signing_desk(&world, &base, store, CONSIGNEE, &name).await;
    let bank = inbox_of(&world, "bank@harbor.example").to_string();
    (service, proxy, server, desk, bank)
}

/// eBLs the desk's user holds and may do everything with.
async fn actionable(desk: &Context) -> Vec<String> {
    let list = ebls::list_ebls(desk, true).await.unwrap();
    let mut ids = Vec::new();
    for row in list.rows.iter().filter(|r| r.held_by_us && !r.is_copy) {
        let detail = ebls::get_ebl(desk, &row.id).await.unwrap();
        if detail.actions.iter().all(|a| a.available) {
            ids.push(row.id.clone());
        }
    }
    ids
}

async fn act(desk: &Context, id: &str, kind: ActionKind, to: Option<&str>) {
    let review = review::prepare_action(desk, id, kind, to).await.unwrap();
    submit::confirm_action(desk, &review.review_id, common::typed(&review))
        .await
        .unwrap();
}

/// A copy of the zip `pack` with `edit` applied to its files (name → bytes; `None` drops it).
fn repack(pack: &[u8], edit: impl Fn(&str, Vec<u8>) -> Option<Vec<u8>>) -> Vec<u8> {
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(pack)).unwrap();
    let mut out = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    for i in 0..zip.len() {
        let mut file = zip.by_index(i).unwrap();
        let name = file.name().to_owned();
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes).unwrap();
        if let Some(bytes) = edit(&name, bytes) {
            out.start_file(name, zip::write::SimpleFileOptions::default())
                .unwrap();
            out.write_all(&bytes).unwrap();
        }
    }
    out.finish().unwrap().into_inner()
}

/// What a forger does with a pack: applies `edit` to its file `name`, rewrites the manifest's
/// sha256 and size of it to match, and keeps the pack's signature (`resign: None`) or signs
/// the new manifest with a key of their own.
fn forge(
    pack: &[u8],
    name: &str,
    edit: impl Fn(Vec<u8>) -> Vec<u8>,
    resign: Option<&tdx_keys::PrivateKey>,
) -> Vec<u8> {
    use sha2::Digest;
    let edited = std::cell::RefCell::new(None);
    let pack = repack(pack, |n, bytes| {
        if n != name {
            return Some(bytes);
        }
        let bytes = edit(bytes);
        *edited.borrow_mut() = Some(bytes.clone());
        Some(bytes)
    });
    let edited = edited.into_inner().unwrap();
    let manifest = std::cell::RefCell::new(Vec::new());
    let pack = repack(&pack, |n, bytes| {
        if n != "manifest.json" {
            return Some(bytes);
        }
        let mut parsed: tdx_evidence::Manifest = serde_json::from_slice(&bytes).unwrap();
        let record = parsed.files.iter_mut().find(|f| f.name == name).unwrap();
        record.sha256 = hex::encode(sha2::Sha256::digest(&edited));
        record.size = edited.len() as u64;
        if let Some(key) = resign {
            // A consistent forger names their own key as the signer.
            parsed.signer = key.address().to_checksum();
        }
        *manifest.borrow_mut() = serde_json::to_vec_pretty(&parsed).unwrap();
        Some(manifest.borrow().clone())
    });
    repack(&pack, |n, bytes| match (n, resign) {
        ("manifest.sig", Some(key)) => Some(
            tdx_evidence::sign(&manifest.borrow(), key)
                .unwrap()
                .into_bytes(),
        ),
        _ => Some(bytes),
    })
}

/// `journal.json` of a pack with `edit` applied to its first entry.
fn edit_entry(pack: &[u8], edit: impl Fn(&mut serde_json::Value)) -> Vec<u8> {
    repack(pack, |name, bytes| {
        if name != "journal.json" {
            return Some(bytes);
        }
        let mut journal: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
        edit(&mut journal[0]);
        Some(serde_json::to_vec_pretty(&journal).unwrap())
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_action_is_on_record_and_its_evidence_pack_verifies() {
    let store = Arc::new(Mutex::new(Store::open_in_memory().unwrap()));
    let profile = format!("test-journal-{}", Uuid::new_v4());
    let (desk, world) = common::open_desk(CONSIGNEE, &profile, EblCache::with_store(store)).await;
    session::sign_in(&desk).await.unwrap();
    let user = world.users.iter().find(|u| u.email == CONSIGNEE).unwrap();
    desk.keys()
        .import_hex(&Sensitive::new(user.private_key.clone()), None)
        .unwrap();
    let bank = inbox_of(&world, "bank@harbor.example").to_string();
    let ebls = actionable(&desk).await;
    assert!(ebls.len() >= 3, "{ebls:?}");
    let (surrendered, transferred, copied) = (&ebls[0], &ebls[1], &ebls[2]);

    act(
        &desk,
        surrendered,
        ActionKind::RequestSurrenderForDelivery,
        None,
    )
    .await;
    act(
        &desk,
        transferred,
        ActionKind::TransferPossession,
        Some(&bank),
    )
    .await;
    act(&desk, copied, ActionKind::SendAsCopy, Some(&bank)).await;

    // One complete entry per action, newest first.
    let journal = journal::entries(&desk, None).unwrap();
    let ops: Vec<&str> = journal.iter().map(|e| e.operation.as_str()).collect();
    assert_eq!(
        ops,
        [
            "SEND_AS_COPY",
            "TRANSFER_POSSESSION",
            "REQUEST_SURRENDER_FOR_DELIVERY"
        ]
    );
    for entry in &journal {
        assert_eq!(entry.outcome, Outcome::Submitted, "{entry:?}");
        assert!(entry.ended_at.unwrap() >= entry.started_at);
        assert!(entry.ebl_reference.is_some() && entry.counterparty_inbox.is_some());
        assert!(entry.counterparty_name.is_some(), "named: {entry:?}");
    }
    let (copy, transfer, surrender) = (&journal[0], &journal[1], &journal[2]);
    assert_eq!(copy.ebl_id.as_deref(), Some(copied.as_str()));
    assert_eq!(copy.counterparty_inbox.as_deref(), Some(bank.as_str()));
    assert!(
        copy.signature.is_none() && copy.signing_data.is_none(),
        "a copy is not signed"
    );
    assert_eq!(transfer.counterparty_inbox.as_deref(), Some(bank.as_str()));
    for signed in [transfer, surrender] {
        assert!(signed.signature.is_some() && signed.hash.is_some());
        assert_eq!(
            signed.signer.as_deref().map(str::to_lowercase),
            Some(user.eth_address.to_lowercase())
        );
        let data = signed.signing_data.as_ref().unwrap();
        assert_eq!(data["hash"].as_str(), signed.hash.as_deref());
        assert!(data["signature"].is_null(), "the data as issued");
        let tx = signed.transaction_hash.as_deref().unwrap();
        assert!(tx.starts_with("0x") && tx.len() == 66, "{tx}");
        assert_eq!(signed.answer.as_ref().unwrap()["transactionHash"], tx);
    }

    // The carrier accepts the surrender; the next refresh sees it.
    let admin = desk.sandbox().unwrap().admin_http();
    let base = desk.profile().base_url.trim_end_matches('/').to_owned();
    let accepted = admin
        .post(format!(
            "{base}/_sandbox/ebls/{surrendered}/surrender-response"
        ))
        .json(&json!({"decision": "accept", "message": "released"}))
        .send()
        .await
        .unwrap();
    assert!(accepted.status().is_success(), "{accepted:?}");
    ebls::list_ebls(&desk, true).await.unwrap();

    let timeline = journal::ebl_timeline(&desk, surrendered).await.unwrap();
    let texts: Vec<&str> = timeline.iter().map(|t| t.text.as_str()).collect();
    assert_eq!(timeline[0].kind, TimelineKind::Change, "{texts:?}");
    // Told as the answer to the user's request, the state in words and its code kept.
    assert_eq!(
        texts[0],
        "The carrier accepted your surrender request (Surrendered)"
    );
    assert_eq!(
        timeline[0].code.as_deref(),
        Some("SURRENDERED_FOR_DELIVERY")
    );
    let requested = timeline
        .iter()
        .find(|t| t.kind == TimelineKind::Action)
        .unwrap();
    assert!(
        requested
            .text
            .starts_with("You requested surrender — signed by 0x")
            && requested.text.contains(", transaction 0x"),
        "{}",
        requested.text
    );
    assert!(
        timeline.windows(2).all(|w| w[0].at >= w[1].at),
        "newest first"
    );
    let moved = journal::ebl_timeline(&desk, transferred).await.unwrap();
    assert!(
        moved[0..].iter().any(|t| t
            .text
            .starts_with("You transferred possession to Harbor Bank")),
        "{moved:?}"
    );

    // Activity: filters by text, operation and outcome; all three submitted.
    let all = journal::activity(&desk, &ActivityFilter::default(), 0, 100).unwrap();
    assert_eq!((all.total, all.matched), (3, 3));
    let harbor = ActivityFilter {
        text: "harbor".into(),
        ..Default::default()
    };
    assert_eq!(
        journal::activity(&desk, &harbor, 0, 100).unwrap().matched,
        2
    );
    // Typing on, then deleting, gives the same answers as a fresh filter would.
    for (text, matched) in [
        ("harbor b", 2),
        ("harborx", 0),
        ("harbor", 2),
        ("", 3),
        ("HARB", 2),
    ] {
        let f = ActivityFilter {
            text: text.into(),
            ..Default::default()
        };
        assert_eq!(
            journal::activity(&desk, &f, 0, 100).unwrap().matched,
            matched,
            "{text:?}"
        );
    }
    let second_page = journal::activity(&desk, &ActivityFilter::default(), 2, 100).unwrap();
    assert_eq!(second_page.rows.len(), 1);
    assert_eq!(
        second_page.rows[0].operation,
        "REQUEST_SURRENDER_FOR_DELIVERY"
    );
    let surrenders = ActivityFilter {
        operation: Some("REQUEST_SURRENDER_FOR_DELIVERY".into()),
        ..Default::default()
    };
    assert_eq!(
        journal::activity(&desk, &surrenders, 0, 100)
            .unwrap()
            .matched,
        1
    );
    let failed = ActivityFilter {
        outcome: Some("failed".into()),
        ..Default::default()
    };
    assert_eq!(
        journal::activity(&desk, &failed, 0, 100).unwrap().matched,
        0
    );
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("activity.csv");
    assert_eq!(
        journal::export_activity_csv(&desk, &harbor, common::picked_to_save(desk.grants(), &csv))
            .unwrap(),
        2
    );
    let text = std::fs::read_to_string(&csv).unwrap();
    assert_eq!(text.lines().count(), 3, "{text}");
    assert!(text.contains(transfer.transaction_hash.as_deref().unwrap()));

    // The evidence pack of the surrendered eBL verifies offline.
    let path = dir.path().join("evidence.zip");
    let export = evidence::export_evidence(
        &desk,
        surrendered,
        common::picked_to_save(desk.grants(), &path),
        "test",
    )
    .await
    .unwrap();
    assert_eq!(export.entries, 1);
    let pack = std::fs::read(&path).unwrap();
    // Signed by the profile's key, which signed the action.
    let key = tdx_keys::PrivateKey::from_hex(&user.private_key).unwrap();
    let report = tdx_evidence::verify_for(&pack, &[key.address()]);
    assert_eq!(
        report.verdict(),
        tdx_evidence::Verdict::Verified,
        "{}",
        report.render()
    );
    assert!(
        report.render().ends_with(&format!(
            "verified 1 of 1 entries, all signed by {}, an expected signer\n",
            key.address().to_checksum()
        )),
        "{}",
        report.render()
    );
    // Without a signer named, the same pack is only consistent.
    assert_eq!(
        tdx_evidence::verify(&pack).verdict(),
        tdx_evidence::Verdict::Consistent
    );
    assert_eq!(report.signer(), Some(key.address()));
    assert!(
        report.render().starts_with(&format!(
            "pack signed by {} at ",
            key.address().to_checksum()
        )),
        "{}",
        report.render()
    );

    // Every tampering is caught, naming what failed.
    let failed = |bytes: Vec<u8>, needle: &str| {
        let report = tdx_evidence::verify(&bytes);
        let text = report.render();
        assert!(!report.ok(), "tampered pack passed:\n{text}");
        assert!(text.contains(needle), "{needle:?} not in:\n{text}");
        assert!(
            text.lines().last().unwrap().starts_with("FAILED: "),
            "{text}"
        );
    };
    let one_pdf_byte = repack(&pack, |name, mut bytes| {
        if name == "ebl.pdf" {
            let middle = bytes.len() / 2;
            bytes[middle] ^= 0x01;
        }
        Some(bytes)
    });
    failed(one_pdf_byte, "ebl.pdf: its sha256 differs");
    let signature = edit_entry(&pack, |e| {
        let sig = e["signature"].as_str().unwrap().to_owned();
        let flipped = if &sig[10..11] == "0" { "1" } else { "0" };
        e["signature"] = json!(format!("{}{}{}", &sig[..10], flipped, &sig[11..]));
    });
    failed(signature, "entry 1 (");
    let other_inbox = edit_entry(&pack, |e| e["counterpartyInbox"] = json!(bank));
    failed(other_inbox, "the signed call names inbox");
    let missing = repack(&pack, |name, bytes| (name != "ebl.pdf").then_some(bytes));
    failed(missing, "ebl.pdf: missing from the pack");
    // Files changed with the manifest rewritten to match: the signature no longer fits it.
    let changed = "the manifest was changed after it was signed";
    failed(
        forge(&pack, "journal.json", |_| b"[]".to_vec(), None),
        changed,
    );
    failed(
        forge(&pack, "ebl.pdf", |_| b"%PDF-1.7".to_vec(), None),
        changed,
    );
    let other_holder = |bytes: Vec<u8>| {
        let mut ebl: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
        ebl["possessionId"] = json!(Uuid::new_v4());
        serde_json::to_vec_pretty(&ebl).unwrap()
    };
    failed(forge(&pack, "ebl.json", other_holder, None), changed);
    // Re-signed by someone else's key: the action's signer is not the pack's.
    let forger = tdx_keys::PrivateKey::generate().unwrap();
    failed(
        forge(&pack, "ebl.json", other_holder, Some(&forger)),
        &format!(
            "it was signed by {}, but the pack is signed by {}",
            key.address().to_checksum(),
            forger.address().to_checksum()
        ),
    );
    failed(
        repack(&pack, |name, bytes| {
            (name != "manifest.sig").then_some(bytes)
        }),
        "unsigned pack: manifest.sig is missing",
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pack_of_an_ebl_never_acted_on_is_signed_and_says_no_actions_on_record() {
    let store = Arc::new(Mutex::new(Store::open_in_memory().unwrap()));
    let profile = format!("test-quiet-pack-{}", Uuid::new_v4());
    let (desk, world) = common::open_desk(CONSIGNEE, &profile, EblCache::with_store(store)).await;
    session::sign_in(&desk).await.unwrap();
    let id = ebls::list_ebls(&desk, true).await.unwrap().rows[0]
        .id
        .clone();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("evidence.zip");

    // No key: no pack, and the user is told what to do.
    let error = evidence::export_evidence(
        &desk,
        &id,
        common::picked_to_save(desk.grants(), &path),
        "test",
    )
    .await
    .unwrap_err();
    assert_eq!(error.code(), "session.no_key");
    assert!(error.user_message().contains("Keys screen"), "{error}");
    assert!(!path.exists());

    let user = world.users.iter().find(|u| u.email == CONSIGNEE).unwrap();
    let key = tdx_keys::PrivateKey::from_hex(&user.private_key).unwrap();
    desk.keys()
        .import_hex(&Sensitive::new(user.private_key.clone()), None)
        .unwrap();
    let export = evidence::export_evidence(
        &desk,
        &id,
        common::picked_to_save(desk.grants(), &path),
        "test",
    )
    .await
    .unwrap();
    assert_eq!(export.entries, 0);
    let pack = std::fs::read(&path).unwrap();
    let report = tdx_evidence::verify_for(&pack, &[key.address()]);
    let text = report.render();
    assert_eq!(report.verdict(), tdx_evidence::Verdict::Verified, "{text}");
    assert_eq!(report.signer(), Some(key.address()));
    assert_eq!(
        text.lines().last(),
        Some(
            format!(
                "no actions on record; files and signature verified, signed by {}, an expected \
                 signer",
                key.address().to_checksum()
            )
            .as_str()
        ),
        "{text}"
    );
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(&pack)).unwrap();
    let mut readme = String::new();
    zip.by_name("README.txt")
        .unwrap()
        .read_to_string(&mut readme)
        .unwrap();
    assert!(
        readme.contains(&format!(
            "signed by the key {}",
            key.address().to_checksum()
        )),
        "{readme}"
    );
    // Its files are still bound: a changed PDF with a rewritten manifest fails.
    let forged = forge(&pack, "ebl.pdf", |_| b"%PDF-1.7".to_vec(), None);
    assert!(!tdx_evidence::verify(&forged).ok());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_submit_cut_off_mid_way_is_unknown_until_the_next_start_reads_the_ebl() {
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let world = service.world();
    let (proxy, base, server) = Proxy::start(&service).await;

    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("desk.sqlite");
    let cache = || EblCache::with_store(Arc::new(Mutex::new(Store::open(&db).unwrap())));
    let user = world.users.iter().find(|u| u.email == CONSIGNEE).unwrap();
    let profile = {
        let store = Store::open(&db).unwrap();
        common::service_profile(
            &store,
            &world,
            CONSIGNEE,
            &base,
            &format!("cut-off-{}", Uuid::new_v4()),
        )
    };
    let browser = Arc::new(FormFillingBrowser::new(&user.email, &user.password));
    let desk = Arc::new(
        session::open_service(profile.clone(), browser.clone(), cache())
            .await
            .unwrap(),
    );
    session::sign_in(&desk).await.unwrap();
    desk.keys()
        .import_hex(&Sensitive::new(user.private_key.clone()), None)
        .unwrap();
    let bank = inbox_of(&world, "bank@harbor.example").to_string();
    let id = actionable(&desk).await[0].clone();
    let review = review::prepare_action(&desk, &id, ActionKind::TransferPossession, Some(&bank))
        .await
        .unwrap();
    *proxy.hang_submits.lock().unwrap() = true;
    let arrived = proxy.arrived.notified();
    let confirm = tokio::spawn({
        let desk = desk.clone();
        let name = common::typed(&review).map(str::to_owned);
        let review = review.review_id.clone();
        async move { submit::confirm_action(&desk, &review, name.as_deref()).await }
    });
    // The service has the submission; the app stops before any answer.
    arrived.await;
    confirm.abort();
    assert!(confirm.await.unwrap_err().is_cancelled());
    let journal = journal::entries(&desk, None).unwrap();
    assert_eq!(journal.len(), 1);
    assert_eq!(journal[0].outcome, Outcome::Unknown, "{:?}", journal[0]);
    assert!(
        journal[0].signature.is_some(),
        "what was signed is on record before it was sent"
    );
    drop(desk);

    // The next start reads the eBL: it went to the bank, so the entry says submitted.
    let again = session::open_service(profile, browser, cache())
        .await
        .unwrap();
    assert!(session::session_info(&again).await.unwrap().signed_in);
    let journal = journal::entries(&again, None).unwrap();
    assert_eq!(journal.len(), 1);
    assert_eq!(journal[0].outcome, Outcome::Submitted, "{:?}", journal[0]);
    assert_eq!(
        journal[0].detail.as_deref(),
        Some("confirmed by reading the eBL")
    );
    server.abort();
}

#[tokio::test]
async fn an_unknown_entry_the_ebl_shows_did_not_happen_is_settled_as_failed() {
    let store = Arc::new(Mutex::new(Store::open_in_memory().unwrap()));
    let profile = format!("test-unsettled-{}", Uuid::new_v4());
    let (desk, world) =
        common::open_desk(CONSIGNEE, &profile, EblCache::with_store(store.clone())).await;
    session::sign_in(&desk).await.unwrap();
    let user = world.users.iter().find(|u| u.email == CONSIGNEE).unwrap();
    desk.keys()
        .import_hex(&Sensitive::new(user.private_key.clone()), None)
        .unwrap();
    let id = actionable(&desk).await[0].clone();
    let bank = inbox_of(&world, "bank@harbor.example").to_string();
    // An entry left by a run that stopped before its submission reached the service.
    let entry = tdx_store::JournalEntry {
        id: Uuid::new_v4().to_string(),
        operation: "TRANSFER_POSSESSION".into(),
        ebl_id: Some(id.clone()),
        ebl_reference: Some("REF".into()),
        envelope_id: None,
        counterparty_inbox: Some(bank),
        counterparty_name: None,
        signing_data: None,
        hash: None,
        signature: None,
        signer: None,
        key_kind: None,
        answer: None,
        transaction_hash: None,
        started_at: tdx_store::now_ms(),
        ended_at: None,
        outcome: Outcome::Unknown,
        detail: None,
        document_check: None,
        approval: None,
    };
    store
        .lock()
        .unwrap()
        .save_journal_entry(&profile, &entry)
        .unwrap();
    assert_eq!(journal::resolve_unknown_entries(&desk).await.unwrap(), 1);
    let settled = journal::entries(&desk, None).unwrap();
    assert_eq!(settled[0].outcome, Outcome::Failed);
    assert!(
        settled[0]
            .detail
            .as_deref()
            .unwrap()
            .starts_with("not.applied"),
        "{settled:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_action_after_which_the_ebl_is_out_of_sight_is_done_not_an_error() {
    let (_service, proxy, server, desk, bank) = consignee_behind_proxy("gone").await;
    let id = actionable(&desk).await[0].clone();
    let review = review::prepare_action(&desk, &id, ActionKind::TransferPossession, Some(&bank))
        .await
        .unwrap();

    // From now on the service no longer shows the eBL to this company.
    *proxy.hidden.lock().unwrap() = Some(id.clone());
    let done = submit::confirm_action(&desk, &review.review_id, common::typed(&review))
        .await
        .unwrap();
    assert_eq!(done.ebl_id, id);
    assert!(done.detail.is_none());
    assert_eq!(
        done.note.as_deref(),
        Some("The eBL is no longer visible to your company.")
    );
    // It went through once, and is on record as submitted.
    assert_eq!(proxy.submits.load(std::sync::atomic::Ordering::SeqCst), 1);
    let timeline = journal::ebl_timeline(&desk, &id).await.unwrap();
    assert!(
        timeline
            .iter()
            .any(|t| t.text.contains("transferred possession")
                && t.outcome.as_deref() == Some("submitted")),
        "{timeline:?}"
    );
    server.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_evidence_of_an_ebl_the_service_no_longer_shows_is_still_exported() {
    let (_service, proxy, server, desk, bank) = consignee_behind_proxy("hidden").await;
    let id = actionable(&desk).await[0].clone();
    act(&desk, &id, ActionKind::TransferPossession, Some(&bank)).await;

    *proxy.hidden.lock().unwrap() = Some(id.clone());
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("evidence.zip");
    let export = evidence::export_evidence(
        &desk,
        &id,
        common::picked_to_save(desk.grants(), &path),
        "test",
    )
    .await
    .unwrap();
    assert_eq!(export.entries, 1);
    let pack = std::fs::read(&path).unwrap();
    let report = tdx_evidence::verify(&pack);
    assert!(report.ok(), "{}", report.render());
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(&pack)).unwrap();
    assert!(
        zip.by_name("ebl.pdf").is_err(),
        "no PDF the service would not serve"
    );
    let mut manifest = String::new();
    zip.by_name("manifest.json")
        .unwrap()
        .read_to_string(&mut manifest)
        .unwrap();
    let manifest: serde_json::Value = serde_json::from_str(&manifest).unwrap();
    assert!(
        manifest["pdfUnavailable"]
            .as_str()
            .unwrap()
            .contains("no longer shows")
    );
    assert_eq!(manifest["eblFromCache"], true);
    server.abort();
}

/// The sandbox clerk of the consignee's company: they prepare, the consignee approves.
const CLERK: &str = "clerk@nile.example";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_approved_action_names_both_people_in_its_timeline_activity_csv_and_evidence() {
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let world = service.world();
    let store = Arc::new(Mutex::new(Store::open_in_memory().unwrap()));
    let (desk, profile) = common::signing_desk(
        &world,
        service.base_url(),
        store.clone(),
        CONSIGNEE,
        "approver",
    )
    .await;
    let bank = inbox_of(&world, "bank@harbor.example").to_string();
    let ids = actionable(&desk).await;
    let (approved, alone) = (ids[0].clone(), ids[1].clone());
    act(
        &desk,
        &approved,
        ActionKind::TransferPossession,
        Some(&bank),
    )
    .await;
    act(&desk, &alone, ActionKind::TransferPossession, Some(&bank)).await;

    // The first was prepared by the clerk, whose signed request the approver opened: its
    // entry carries the approval as `approval::approve_request` records it.
    let clerk = world.users.iter().find(|u| u.email == CLERK).unwrap();
    let clerk_key = tdx_keys::PrivateKey::from_hex(&clerk.private_key).unwrap();
    let mut entry = store
        .lock()
        .unwrap()
        .journal_entries(&profile.id, Some(&approved))
        .unwrap()
        .remove(0);
    let request = tdx_approval::SigningRequest {
        format: tdx_approval::FORMAT.into(),
        version: tdx_approval::VERSION,
        id: Uuid::new_v4().to_string(),
        operation: entry.operation.clone(),
        service: service.base_url().into(),
        company_id: None,
        recipient: Some(tdx_approval::RequestParty {
            inbox: bank.clone(),
            names: vec![tdx_approval::PartyName {
                name: "Harbor Bank plc".into(),
                source: "directory".into(),
            }],
        }),
        ebls: vec![tdx_approval::RequestedEbl {
            id: approved.clone(),
            reference: entry.ebl_reference.clone().unwrap(),
            state: "ISSUED".into(),
            holder_inbox: None,
            title_id: None,
            surrenderee: None,
        }],
        note: String::new(),
        maker: tdx_approval::Maker {
            email: Some(CLERK.into()),
            profile_id: "service-clerk".into(),
            profile_name: "Nile clerk".into(),
            address: None,
        },
        // Made an hour before the approver signed, valid for a day.
        created_at: tdx_approval::rfc3339(entry.started_at - 3_600_000),
        expires_at: tdx_approval::rfc3339(entry.started_at + 23 * 3_600_000),
    };
    let file = tdx_approval::RequestFile::sign(request, &clerk_key).unwrap();
    entry.approval = Some(tdx_store::ApprovalRecord {
        request_id: file.request.id.clone(),
        maker: CLERK.into(),
        maker_profile: "Nile clerk".into(),
        maker_address: file.request.maker.address.clone(),
        maker_signature: file.signature.clone(),
        approver: CONSIGNEE.into(),
        approver_profile: profile.name.clone(),
        request: file.to_text(),
    });
    store
        .lock()
        .unwrap()
        .save_journal_entry(&profile.id, &entry)
        .unwrap();

    // Activity shows both people on the approved row only, and finds it by either.
    let everything = journal::activity(&desk, &ActivityFilter::default(), 0, 10).unwrap();
    assert_eq!(everything.matched, 2);
    let row = everything
        .rows
        .iter()
        .find(|r| r.ebl_id.as_deref() == Some(approved.as_str()))
        .unwrap();
    assert_eq!(row.prepared_by.as_deref(), Some(CLERK));
    assert_eq!(row.approved_by.as_deref(), Some(CONSIGNEE));
    let other = everything
        .rows
        .iter()
        .find(|r| r.ebl_id.as_deref() == Some(alone.as_str()))
        .unwrap();
    assert!(other.prepared_by.is_none() && other.approved_by.is_none());
    for person in ["CLERK@", "nile.example", " consignee "] {
        let filter = ActivityFilter {
            person: Some(person.into()),
            ..ActivityFilter::default()
        };
        let page = journal::activity(&desk, &filter, 0, 10).unwrap();
        assert_eq!(page.matched, 1, "{person}");
        assert_eq!(page.rows[0].id, entry.id, "{person}");
        // A person is never a notification of the service's.
        assert!(journal::notifications(&desk, &filter).unwrap().is_empty());
    }
    let nobody = ActivityFilter {
        person: Some("bank@harbor".into()),
        ..ActivityFilter::default()
    };
    assert_eq!(journal::activity(&desk, &nobody, 0, 10).unwrap().matched, 0);

    // The timeline's sentence names both, and the maker's key.
    let maker = clerk_key.address().to_checksum();
    let timeline = journal::ebl_timeline(&desk, &approved).await.unwrap();
    let action = timeline
        .iter()
        .find(|t| t.kind == TimelineKind::Action)
        .unwrap();
    assert!(
        action.text.ends_with(&format!(
            "\u{b7} Prepared by {CLERK} (request signed by {}) \u{b7} Approved by {CONSIGNEE}",
            tdx_evidence::short(&maker)
        )),
        "{}",
        action.text.as_str()
    );
    let timeline = journal::ebl_timeline(&desk, &alone).await.unwrap();
    assert!(timeline.iter().all(|t| !t.text.contains("Prepared by")));

    // The CSV export has both columns, through the one CSV defusing.
    let dir = tempfile::tempdir().unwrap();
    let csv_path = dir.path().join("activity.csv");
    let count = journal::export_activity_csv(
        &desk,
        &ActivityFilter::default(),
        common::picked_to_save(desk.grants(), &csv_path),
    )
    .unwrap();
    assert_eq!(count, 2);
    let csv = std::fs::read_to_string(&csv_path).unwrap();
    let mut lines = csv.lines();
    assert!(
        lines
            .next()
            .unwrap()
            .ends_with(",entry_id,prepared_by,approved_by")
    );
    let approved_line = lines.find(|l| l.contains(&entry.id)).unwrap();
    assert!(
        approved_line.ends_with(&format!("{},{CLERK},{CONSIGNEE}", entry.id)),
        "{approved_line}"
    );

    // The evidence pack carries the request, and verifying it prints both people.
    let path = dir.path().join("evidence.zip");
    evidence::export_evidence(
        &desk,
        &approved,
        common::picked_to_save(desk.grants(), &path),
        "test",
    )
    .await
    .unwrap();
    let pack = std::fs::read(&path).unwrap();
    let report = tdx_evidence::verify_for(&pack, &[desk.keys().signer().unwrap().address()]);
    let printed = report.render();
    assert_eq!(
        report.verdict(),
        tdx_evidence::Verdict::Verified,
        "{printed}"
    );
    assert!(
        printed.contains(&format!(
            "Prepared by {CLERK} (signature verified by {maker}) \u{b7} Approved by {CONSIGNEE}"
        )),
        "{printed}"
    );
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(&pack)).unwrap();
    let mut carried = String::new();
    zip.by_name(&tdx_evidence::request_file(&file.request.id))
        .unwrap()
        .read_to_string(&mut carried)
        .unwrap();
    assert_eq!(carried, file.to_text());
}
