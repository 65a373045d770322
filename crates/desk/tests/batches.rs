//! Bulk actions against a standalone sandbox over HTTP (a service profile, as any deployment)
//! and the real OS keyring: 200 transfers in one batch, each on record; a batch under injected
//! 503s retried until every eBL moved exactly once; a batch cut off half-way found at the next
//! start and resumed without signing anything twice; Cancel stops before the next signature;
//! copies under 503s are sent once each; Retry shows fresh reviews and signs nothing until "Sign
//! and submit all"; a call the service offers again unchanged is not signed a second time.

#![allow(clippy::unwrap_used)]

mod common;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use common::inbox_of;
use common::proxy::Proxy;
use tdx_client::login_browser::FormFillingBrowser;
use tdx_desk::batch::BatchView;
use tdx_desk::view::ActionKind;
use tdx_desk::{Context, EblCache};
use tdx_desk::{batch, ebls, journal, review, session};
use tdx_store::{BatchItemState, Outcome, Store};
use uuid::Uuid;

const CONSIGNEE: &str = "consignee@nile.example";

async fn standalone(ebls: usize) -> tdx_sandbox::Running {
    tdx_sandbox::spawn(tdx_sandbox::Config {
        ebls,
        ..Default::default()
    })
    .await
    .unwrap()
}

/// The eBLs of the list the consignee may transfer, in list order.
async fn transferable(desk: &Context) -> Vec<String> {
    let list = ebls::list_ebls(desk, true).await.unwrap();
    let ids: Vec<String> = list.rows.iter().map(|r| r.id.clone()).collect();
    let mut out = Vec::new();
    for id in ids {
        let detail = ebls::get_ebl(desk, &id).await.unwrap();
        if detail
            .actions
            .iter()
            .any(|a| a.kind == ActionKind::TransferPossession && a.available)
        {
            out.push(id);
        }
    }
    out
}

/// A standalone sandbox with `n` extra eBLs, the consignee's signed-in desk on a service
/// profile, the bank's inbox, and the first `n` eBLs the consignee may transfer.
async fn consignee_with(n: usize, tag: &str) -> (tdx_sandbox::Running, Context, Uuid, Vec<String>) {
    let service = standalone(n).await;
    let store = Arc::new(Mutex::new(Store::open_in_memory().unwrap()));
    let name = format!("batch-{tag}-{}", Uuid::new_v4());
    let (desk, _) = common::signing_desk(
        &service.world(),
        service.base_url(),
        store,
        CONSIGNEE,
        &name,
    )
    .await;
    let bank = inbox_of(&service.world(), "bank@harbor.example");
    let ids: Vec<String> = transferable(&desk).await.into_iter().take(n).collect();
    assert_eq!(ids.len(), n);
    (service, desk, bank, ids)
}

/// "Sign and submit all" in a task of its own, as the window's command runs it.
fn spawn_run(
    desk: &Arc<Context>,
    batch_id: &str,
) -> tokio::task::JoinHandle<Result<BatchView, tdx_desk::error::Error>> {
    let desk = desk.clone();
    let id = batch_id.to_owned();
    tokio::spawn(async move { common::run_confirmed(&desk, &id).await })
}

fn count(view: &BatchView, state: BatchItemState) -> usize {
    view.items.iter().filter(|i| i.state == state).count()
}

/// How many signed submissions the service accepted from `address`, and where each eBL is.
fn on_the_service(service: &tdx_sandbox::Running, address: &str) -> (usize, HashMap<String, Uuid>) {
    let data = service.state().data();
    let prefix = format!("{}:", address.to_ascii_lowercase());
    let used = data
        .used_nonces
        .iter()
        .filter(|n| n.starts_with(&prefix))
        .count();
    let holders = data
        .ebls
        .iter()
        .map(|e| (e.id.to_string(), e.possession_id))
        .collect();
    (used, holders)
}

fn signer(desk: &Context) -> String {
    desk.keys().key().unwrap().address().to_checksum()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hundred_transfers_go_through_in_one_batch_each_on_record() {
    let (service, desk, bank, ids) = consignee_with(200, "200").await;
    let ids = &ids[..];

    // The selection bar: a copy and an eBL the company does not hold are counted out, with why.
    let list = ebls::list_ebls(&desk, false).await.unwrap();
    let copy = list.rows.iter().find(|r| r.is_copy).unwrap().id.clone();
    let not_held = list.rows.iter().find(|r| !r.held_by_us).unwrap().id.clone();
    let mut selection: Vec<String> = ids[..3].to_vec();
    selection.push(copy.clone());
    selection.push(not_held);
    let allows = batch::batch_actions(&desk, &selection).await.unwrap();
    let transfer = allows
        .iter()
        .find(|a| a.kind == ActionKind::TransferPossession)
        .unwrap();
    assert_eq!((transfer.allowed, transfer.selected), (3, 5));
    assert_eq!(
        transfer.reasons.iter().map(|r| r.count).sum::<u32>(),
        2,
        "{transfer:?}"
    );
    assert!(
        transfer.reasons.iter().any(|r| r.reason.contains("copy")),
        "{transfer:?}"
    );

    // One review for all: each eBL with its own line, nothing signed yet.
    let review = batch::prepare_batch(
        &desk,
        ids,
        ActionKind::TransferPossession,
        Some(&bank.to_string()),
    )
    .await
    .unwrap();
    assert_eq!(review.items.len(), 200);
    assert_eq!(count(&review, BatchItemState::Waiting), 200);
    assert!(!review.started);
    assert_eq!(review.recipient_name.as_deref(), Some("Harbor Bank plc"));
    for item in &review.items {
        let line = item.line.as_deref().unwrap();
        assert!(
            line.starts_with(&format!("Transfer possession of {}", item.reference)),
            "{line}"
        );
    }
    assert_eq!(on_the_service(&service, &signer(&desk)).0, 0);
    assert!(journal::entries(&desk, None).unwrap().is_empty());

    let done = common::run_confirmed(&desk, &review.id).await.unwrap();
    assert_eq!(count(&done, BatchItemState::Done), 200, "{done:?}");
    assert!(!done.running);
    let journal = journal::entries(&desk, None).unwrap();
    assert_eq!(journal.len(), 200);
    assert!(journal.iter().all(|e| e.outcome == Outcome::Submitted
        && e.operation == "TRANSFER_POSSESSION"
        && e.signature.is_some()
        && e.transaction_hash.is_some()));
    let (used, holders) = on_the_service(&service, &signer(&desk));
    assert_eq!(used, 200, "one signed submission per eBL");
    assert!(ids.iter().all(|id| holders[id] == bank));
    // The list no longer shows them held.
    let list = ebls::list_ebls(&desk, true).await.unwrap();
    assert!(
        !list
            .rows
            .iter()
            .any(|r| ids.contains(&r.id) && r.held_by_us)
    );
    batch::close_batch(&desk, &review.id).await.unwrap();
    assert!(batch::open_batches(&desk).await.unwrap().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_batch_under_injected_503s_is_retried_until_each_ebl_moved_exactly_once() {
    let (service, desk, bank, ids) = consignee_with(40, "503").await;
    let review = batch::prepare_batch(
        &desk,
        &ids,
        ActionKind::TransferPossession,
        Some(&bank.to_string()),
    )
    .await
    .unwrap();
    common::set_faults(&service, 0, 0.4).await;
    let first = common::run_confirmed(&desk, &review.id).await.unwrap();
    let went = count(&first, BatchItemState::Done);
    let lost = count(&first, BatchItemState::Unknown) + count(&first, BatchItemState::Failed);
    assert_eq!(went + lost, 40, "{first:?}");
    assert!(
        lost > 0 && went > 0,
        "some went through, some did not: {first:?}"
    );
    assert!(
        first
            .items
            .iter()
            .filter(|i| i.state != BatchItemState::Done)
            .all(|i| i.reason.is_some()),
        "every one that did not go through says why"
    );
    assert_eq!(on_the_service(&service, &signer(&desk)).0, went);

    common::set_faults(&service, 0, 0.0).await;
    batch::retry_batch(&desk, &review.id).await.unwrap();
    let retried = common::run_confirmed(&desk, &review.id).await.unwrap();
    assert_eq!(count(&retried, BatchItemState::Done), 40, "{retried:?}");
    let (used, holders) = on_the_service(&service, &signer(&desk));
    assert_eq!(used, 40, "each eBL moved exactly once");
    assert!(ids.iter().all(|id| holders[id] == bank));
    let journal = journal::entries(&desk, None).unwrap();
    assert_eq!(
        journal
            .iter()
            .filter(|e| e.outcome == Outcome::Submitted)
            .count(),
        40
    );
    assert_eq!(
        journal.len(),
        40 + lost,
        "the failed attempts stay on record"
    );
    assert!(journal.iter().all(|e| e.outcome != Outcome::Unknown));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_batch_cut_off_half_way_is_shown_at_the_next_start_and_resumed_without_repeats() {
    let service = standalone(30).await;
    let world = service.world();
    let (proxy, base, server) = Proxy::start(&service).await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("desk.sqlite");
    let store = || Arc::new(Mutex::new(Store::open(&db).unwrap()));
    let name = format!("batch-cut-{}", Uuid::new_v4());
    let (desk, profile) =
        common::signing_desk(&service.world(), &base, store(), CONSIGNEE, &name).await;
    let bank = inbox_of(&world, "bank@harbor.example");
    let ids: Vec<String> = transferable(&desk).await.into_iter().take(30).collect();
    let review = batch::prepare_batch(
        &desk,
        &ids,
        ActionKind::TransferPossession,
        Some(&bank.to_string()),
    )
    .await
    .unwrap();
    // The eleventh submission and every later one reach the service and are never answered:
    // the app is stopped while they are carried out.
    *proxy.hang_from.lock().unwrap() = Some(10);
    let arrived = proxy.arrived.notified();
    let desk = Arc::new(desk);
    let run = spawn_run(&desk, &review.id);
    arrived.await;
    run.abort();
    assert!(run.await.unwrap_err().is_cancelled());
    // What the service carried out before the app stopped (the proxy's count cannot tell: a
    // submission may reach the service while its connection is being dropped).
    let applied_before = on_the_service(&service, &signer(&desk)).0;
    assert!((10..=14).contains(&applied_before), "{applied_before}");
    drop(desk);

    // The next start: the batch is there, with what went through and what did not.
    *proxy.hang_from.lock().unwrap() = None;
    let world_user = world.users.iter().find(|u| u.email == CONSIGNEE).unwrap();
    let browser = Arc::new(FormFillingBrowser::new(
        &world_user.email,
        &world_user.password,
    ));
    let again = session::open_service(profile, browser, EblCache::with_store(store()))
        .await
        .unwrap();
    assert!(session::session_info(&again).await.unwrap().signed_in);
    let open = batch::open_batches(&again).await.unwrap();
    assert_eq!(open.len(), 1);
    let found = &open[0];
    assert!(found.interrupted && !found.running);
    assert_eq!(found.items.len(), 30);
    // Those the service received are settled as done by reading the eBLs; the rest were
    // never signed.
    assert_eq!(
        count(found, BatchItemState::Done),
        applied_before,
        "{found:?}"
    );
    assert_eq!(
        count(found, BatchItemState::Waiting)
            + count(found, BatchItemState::NotSent)
            + count(found, BatchItemState::Failed),
        30 - applied_before,
        "{found:?}"
    );

    batch::retry_batch(&again, &found.id).await.unwrap();
    let resumed = common::run_confirmed(&again, &found.id).await.unwrap();
    assert_eq!(count(&resumed, BatchItemState::Done), 30, "{resumed:?}");
    let (used, holders) = on_the_service(&service, &signer(&again));
    assert_eq!(used, 30, "nothing was signed and submitted twice");
    assert!(ids.iter().all(|id| holders[id] == bank));
    server.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cancel_stops_before_the_next_signature_and_copies_are_sent_once() {
    let (service, desk, bank, ids) = consignee_with(16, "cancel").await;
    let review = batch::prepare_batch(
        &desk,
        &ids[..12],
        ActionKind::TransferPossession,
        Some(&bank.to_string()),
    )
    .await
    .unwrap();
    // A slow service: the user sees the first ones done and presses Cancel.
    common::set_faults(&service, 150, 0.0).await;
    let desk = Arc::new(desk);
    let mut changes = batch::batch_changes(&desk);
    let mut run = spawn_run(&desk, &review.id);
    loop {
        changes.borrow_and_update();
        let status = batch::batch_view(&desk, &review.id).await.unwrap();
        if count(&status, BatchItemState::Done) > 0 {
            assert!(status.running);
            break;
        }
        // Read again once an item has moved on.
        tokio::select! {
            biased;
            moved = changes.changed() => moved.unwrap(),
            ended = &mut run => panic!("the batch ended with nothing done: {ended:?}"),
        }
    }
    batch::cancel_batch(&desk, &review.id);
    let ended = run.await.unwrap().unwrap();
    assert!(ended.cancelled && !ended.running);
    let done = count(&ended, BatchItemState::Done);
    let not_sent = count(&ended, BatchItemState::NotSent);
    assert_eq!(done + not_sent, 12, "{ended:?}");
    assert!(
        not_sent >= 12 - 4 - done,
        "only those in flight went on: {ended:?}"
    );
    assert!(not_sent > 0);
    assert_eq!(
        on_the_service(&service, &signer(&desk)).0,
        done,
        "nothing signed after Cancel reached the service"
    );
    assert_eq!(
        journal::entries(&desk, None).unwrap().len(),
        done,
        "nothing signed after Cancel"
    );

    // Copies under injected 503s: retried until each went, one copy per eBL.
    let copies = batch::prepare_batch(
        &desk,
        &ids[12..],
        ActionKind::SendAsCopy,
        Some(&bank.to_string()),
    )
    .await
    .unwrap();
    assert_eq!(count(&copies, BatchItemState::Waiting), 4, "{copies:?}");
    assert!(
        copies.items[0]
            .line
            .as_deref()
            .unwrap()
            .starts_with("Send a view-only copy")
    );
    common::set_faults(&service, 0, 0.5).await;
    let mut view = common::run_confirmed(&desk, &copies.id).await.unwrap();
    common::set_faults(&service, 0, 0.0).await;
    if count(&view, BatchItemState::Done) < 4 {
        batch::retry_batch(&desk, &copies.id).await.unwrap();
        view = common::run_confirmed(&desk, &copies.id).await.unwrap();
    }
    assert_eq!(count(&view, BatchItemState::Done), 4, "{view:?}");
    let data = service.state().data();
    for id in &ids[12..] {
        let original = Uuid::parse_str(id).unwrap();
        let made = data
            .ebls
            .iter()
            .filter(|e| e.ebl_copy_id == Some(original))
            .count();
        assert_eq!(made, 1, "one copy of {id}");
    }
}

/// The not-done items of `view`, each with its fresh review's line and no reason.
fn shown_again(view: &BatchView, not_done: &[String]) {
    for item in view.items.iter().filter(|i| not_done.contains(&i.ebl_id)) {
        assert_eq!(item.state, BatchItemState::Waiting, "{view:?}");
        assert!(item.reason.is_none(), "{item:?}");
        let line = item.line.as_deref().unwrap_or_default();
        assert!(
            line.starts_with(&format!("Transfer possession of {}", item.reference)),
            "the fresh review's line is shown: {item:?}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn retry_shows_fresh_reviews_and_signs_nothing_until_sign_and_submit_all() {
    let (service, desk, bank, ids) = consignee_with(24, "shown").await;
    let review = batch::prepare_batch(
        &desk,
        &ids,
        ActionKind::TransferPossession,
        Some(&bank.to_string()),
    )
    .await
    .unwrap();
    common::set_faults(&service, 0, 0.5).await;
    let first = common::run_confirmed(&desk, &review.id).await.unwrap();
    common::set_faults(&service, 0, 0.0).await;
    let went = count(&first, BatchItemState::Done);
    let not_done: Vec<String> = first
        .items
        .iter()
        .filter(|i| i.state != BatchItemState::Done)
        .map(|i| i.ebl_id.clone())
        .collect();
    assert!(went > 0 && !not_done.is_empty(), "{first:?}");
    let signed_before = journal::entries(&desk, None).unwrap().len();
    assert_eq!(signed_before, 24, "one attempt each");

    // Retry fetches fresh signing data, checks it and shows it: it stops there.
    let retried = batch::retry_batch(&desk, &review.id).await.unwrap();
    assert!(!retried.running, "{retried:?}");
    assert_eq!(retried.ready as usize, not_done.len(), "{retried:?}");
    assert_eq!(count(&retried, BatchItemState::Done), went, "{retried:?}");
    shown_again(&retried, &not_done);
    assert_eq!(
        on_the_service(&service, &signer(&desk)).0,
        went,
        "no new submission before Sign and submit all"
    );
    assert_eq!(
        journal::entries(&desk, None).unwrap().len(),
        signed_before,
        "nothing signed before Sign and submit all"
    );
    // The window reads the same thing while it waits for the user.
    shown_again(
        &batch::batch_view(&desk, &review.id).await.unwrap(),
        &not_done,
    );

    // Sign and submit all: now they go through, each once.
    let done = common::run_confirmed(&desk, &review.id).await.unwrap();
    assert_eq!(count(&done, BatchItemState::Done), 24, "{done:?}");
    let (used, holders) = on_the_service(&service, &signer(&desk));
    assert_eq!(used, 24);
    assert!(ids.iter().all(|id| holders[id] == bank));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unchanged_call_on_retry_is_submitted_with_the_signature_on_record() {
    let service = standalone(4).await;
    let world = service.world();
    let (proxy, base, server) = Proxy::start(&service).await;
    let store = Arc::new(Mutex::new(Store::open_in_memory().unwrap()));
    let name = format!("batch-same-{}", Uuid::new_v4());
    let (desk, _) = common::signing_desk(&world, &base, store, CONSIGNEE, &name).await;
    let bank = inbox_of(&world, "bank@harbor.example");
    let ids: Vec<String> = transferable(&desk).await.into_iter().take(4).collect();
    // The service offers again the call it issued and never carried out (same nonce, same hash).
    *proxy.replay_signing_data.lock().unwrap() = true;
    let review = batch::prepare_batch(
        &desk,
        &ids,
        ActionKind::TransferPossession,
        Some(&bank.to_string()),
    )
    .await
    .unwrap();
    // Every submission is answered 503 before the service handles it: signed, not carried out.
    common::set_faults(&service, 0, 1.0).await;
    let first = common::run_confirmed(&desk, &review.id).await.unwrap();
    common::set_faults(&service, 0, 0.0).await;
    assert_eq!(count(&first, BatchItemState::Done), 0, "{first:?}");
    let signed_once: HashMap<String, String> = journal::entries(&desk, None)
        .unwrap()
        .into_iter()
        .map(|e| (e.ebl_id.unwrap(), e.hash.unwrap()))
        .collect();
    assert_eq!(signed_once.len(), 4);

    let retried = batch::retry_batch(&desk, &review.id).await.unwrap();
    shown_again(&retried, &ids);
    assert_eq!(retried.ready, 4);
    assert_eq!(on_the_service(&service, &signer(&desk)).0, 0);

    let done = common::run_confirmed(&desk, &review.id).await.unwrap();
    assert_eq!(count(&done, BatchItemState::Done), 4, "{done:?}");
    let (used, holders) = on_the_service(&service, &signer(&desk));
    assert_eq!(used, 4);
    assert!(ids.iter().all(|id| holders[id] == bank));
    // One signature per eBL: the one on record was submitted again, nothing new was signed.
    for id in &ids {
        let signed: Vec<_> = journal::entries(&desk, Some(id))
            .unwrap()
            .into_iter()
            .filter(|e| e.signature.is_some())
            .collect();
        assert_eq!(signed.len(), 1, "one signature for {id}: {signed:?}");
        assert_eq!(signed[0].outcome, Outcome::Submitted);
        assert_eq!(signed[0].hash.as_ref(), Some(&signed_once[id]));
    }
    server.abort();
}

/// The same failure reads the same in a bulk line and in a single action: the line's reason is
/// the code's one sentence (`Error::user_message`, what the window shows for the single action).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bulk_line_and_a_single_action_give_the_same_sentence_for_the_same_failure() {
    let (service, desk, bank, ids) = consignee_with(2, "words").await;
    // Every signing-data request is answered 503 before the service handles it.
    common::set_faults_when(
        &service,
        1.0,
        false,
        Some("/api/integrators/ebl/v1/signing-data/"),
    )
    .await;
    let single = review::prepare_action(
        &desk,
        &ids[0],
        ActionKind::TransferPossession,
        Some(&bank.to_string()),
    )
    .await
    .unwrap_err();
    assert_eq!(single.code(), "http.server", "{single}");
    let sentence = single.user_message();
    let bulk = batch::prepare_batch(
        &desk,
        &ids,
        ActionKind::TransferPossession,
        Some(&bank.to_string()),
    )
    .await
    .unwrap();
    assert_eq!(bulk.items.len(), 2, "{bulk:?}");
    for item in &bulk.items {
        assert_eq!(item.reason.as_deref(), Some(sentence.as_str()), "{item:?}");
    }
    common::set_faults(&service, 0, 0.0).await;
}
