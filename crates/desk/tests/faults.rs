//! The consignee's and the clerk's work while the service fails a third of all requests with
//! 503 (`/_sandbox/faults`): each action is repeated by the user until it goes through. The
//! errors reach the user as errors; the draft stays as it was after every failure; in the end
//! each action happened exactly once (one transfer, one copy, one surrender request, one
//! envelope sent). Prints one `RELIABILITY` line for BENCHMARKS.md.

#![allow(clippy::unwrap_used)]

mod common;

use std::future::Future;
use std::sync::{Arc, Mutex};

use tdx_desk::Desk;
use tdx_desk::envelopes;
use tdx_desk::view::ActionKind;
use uuid::Uuid;

const CONSIGNEE: &str = "consignee@nile.example";

#[derive(Default)]
struct Tally {
    operations: usize,
    attempts: usize,
    failures: usize,
}

/// Repeats `step` as a user clicks again after an error, up to 60 times. The first try meets
/// a service that fails every request; the next ones one request in three.
async fn until_done<T, F, Fut>(service: &tdx_sandbox::Running, tally: &mut Tally, mut step: F) -> T
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, tdx_desk::error::Error>>,
{
    tally.operations += 1;
    common::set_faults(service, 0, 1.0).await;
    for attempt in 0..60 {
        tally.attempts += 1;
        match step().await {
            Ok(v) => return v,
            Err(_) => tally.failures += 1,
        }
        if attempt == 0 {
            common::set_faults(service, 0, FAIL_RATE).await;
        }
    }
    panic!("an action never went through in 60 tries");
}

const FAIL_RATE: f64 = 0.34;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stories_under_injected_503s_happen_once_and_lose_nothing() {
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let world = service.world();
    let bank = common::inbox_of(&world, "bank@harbor.example");
    let shipper = common::inbox_of(&world, "shipper@delta.example");
    let store = Arc::new(Mutex::new(tdx_store::Store::open_in_memory().unwrap()));
    let name = format!("faults-{}", Uuid::new_v4());
    let (desk, _) = common::signing_desk(&world, service.base_url(), store, CONSIGNEE, &name).await;
    let dir = tempfile::tempdir().unwrap();

    let mut tally = Tally::default();
    let list = until_done(&service, &mut tally, || desk.list_ebls(true)).await;
    let mut ours = Vec::new();
    for row in list.rows.iter().filter(|r| r.held_by_us && !r.is_copy) {
        let id = row.id.clone();
        let detail = until_done(&service, &mut tally, || desk.get_ebl(&id)).await;
        if detail.actions.iter().all(|a| a.available) {
            ours.push(id);
        }
    }
    assert!(ours.len() >= 3, "{ours:?}");
    let bank_text = bank.to_string();
    let shipper_text = shipper.to_string();

    // Transfer, copy, surrender: each prepared and confirmed again after any error.
    let act = |id: String, kind: ActionKind, to: Option<String>| {
        let desk = &desk;
        move || {
            let id = id.clone();
            let to = to.clone();
            async move {
                let review = desk.prepare_action(&id, kind, to.as_deref()).await?;
                desk.confirm_action(&review.review_id).await
            }
        }
    };
    until_done(
        &service,
        &mut tally,
        act(
            ours[0].clone(),
            ActionKind::TransferPossession,
            Some(bank_text.clone()),
        ),
    )
    .await;
    until_done(
        &service,
        &mut tally,
        act(
            ours[1].clone(),
            ActionKind::SendAsCopy,
            Some(shipper_text.clone()),
        ),
    )
    .await;
    until_done(
        &service,
        &mut tally,
        act(
            ours[2].clone(),
            ActionKind::RequestSurrenderForDelivery,
            None,
        ),
    )
    .await;

    // The clerk's envelope: the draft is checked after every failed try.
    let folder = dir.path().join("docs");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(
        folder.join("invoice.pdf"),
        b"%PDF-1.4\ninvoice under faults",
    )
    .unwrap();
    desk.grants().grant_dropped(std::slice::from_ref(&folder));
    let added = envelopes::add_paths(&desk, &[folder.display().to_string()], &[]).unwrap();
    let mut draft = envelopes::new_draft();
    draft.recipient_inbox = shipper.to_string();
    draft.documents = added.documents;
    draft.documents[0].document_type = "INV".into();
    draft.documents[0].document_id = "INV-503".into();
    let draft = envelopes::save_draft(&desk, &draft).unwrap();
    let mut drafts_lost = 0;
    let mut check_draft = |desk: &Desk| {
        let kept = envelopes::drafts(desk).unwrap();
        let same = kept.iter().find(|d| d.id == draft.id);
        if !same.is_some_and(|d| d.same_content(&draft)) {
            drafts_lost += 1;
        }
    };
    tally.operations += 1;
    common::set_faults(&service, 0, 1.0).await;
    let mut sent = None;
    for attempt in 0..60 {
        if attempt == 1 {
            common::set_faults(&service, 0, FAIL_RATE).await;
        }
        tally.attempts += 1;
        let result = async {
            envelopes::upload(&desk, &draft.id, |_| {}).await?;
            envelopes::sign_and_send(&desk, &draft.id).await
        }
        .await;
        match result {
            Ok(view) => {
                sent = Some(view);
                break;
            }
            Err(_) => {
                tally.failures += 1;
                check_draft(&desk);
            }
        }
    }
    let sent = sent.expect("the envelope went out within 60 tries");
    common::set_faults(&service, 0, 0.0).await;

    // Exactly once, each.
    let (copies, envelopes_made, envelopes_sent) = {
        let data = service.state().data();
        let e0 = data
            .ebls
            .iter()
            .find(|e| e.id.to_string() == ours[0])
            .unwrap();
        assert_eq!(e0.possession_id, bank, "transferred to the bank");
        let original = Uuid::parse_str(&ours[1]).unwrap();
        let copies = data
            .ebls
            .iter()
            .filter(|e| e.ebl_copy_id == Some(original))
            .count();
        let e2 = data
            .ebls
            .iter()
            .find(|e| e.id.to_string() == ours[2])
            .unwrap();
        assert_eq!(format!("{:?}", e2.state), "SurrenderForDeliveryRequested");
        let envelopes_made = data.envelopes.len();
        let envelopes_sent = data
            .envelopes
            .values()
            .filter(|e| e.status == "SENT")
            .count();
        (copies, envelopes_made, envelopes_sent)
    };
    let duplicates = (copies - 1) + (envelopes_made - 1);
    println!(
        "RELIABILITY faults: operations={} attempts={} failures={} drafts_lost={} duplicates={} fail_rate={FAIL_RATE}",
        tally.operations, tally.attempts, tally.failures, drafts_lost, duplicates
    );
    assert_eq!(copies, 1);
    assert_eq!(
        envelopes_made, 1,
        "no second envelope from a repeated upload"
    );
    assert_eq!(envelopes_sent, 1);
    assert_eq!(sent.envelope_id, data_envelope_id(&service));
    assert_eq!(drafts_lost, 0);
    assert!(
        !envelopes::drafts(&desk)
            .unwrap()
            .iter()
            .any(|d| d.id == draft.id),
        "the draft goes once its envelope is sent"
    );
    assert!(
        tally.failures >= tally.operations,
        "every action met a failure first"
    );
    service.shutdown().await;
}

fn data_envelope_id(service: &tdx_sandbox::Running) -> String {
    service
        .state()
        .data()
        .envelopes
        .keys()
        .next()
        .unwrap()
        .to_string()
}
