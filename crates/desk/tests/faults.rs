//! The consignee's and the clerk's work while the service fails requests with 503
//! (`/_sandbox/faults`), some BEFORE it handles them (nothing happened) and some AFTER it
//! carried them out (the answer is lost on the way back, as behind a gateway timeout: the
//! app cannot tell the two apart). Each action is repeated by the user until the app says it
//! is done: it answers the action with success, or, after an error, the refreshed app shows
//! the action as submitted (the desk settles answers it never got by reading the eBL).
//!
//! Every story's own request first loses its answer after the service acted, so the hard case
//! is met by each of them; then before- and after-faults alternate at a rate. The errors
//! reach the user as errors; the draft stays as it was after every failure; and the service's
//! own state shows each action carried out exactly once: one transfer and one surrender
//! request relayed (the sandbox's record of accepted signatures), one copy, one envelope
//! created, sent and relayed. Prints one `RELIABILITY` line for BENCHMARKS.md.

#![allow(clippy::unwrap_used)]

mod common;

use std::future::Future;
use std::sync::{Arc, Mutex};

use tdx_desk::Context;
use tdx_desk::envelopes;
use tdx_desk::view::ActionKind;
use tdx_desk::{ebls, journal, review, submit};
use tdx_store::Outcome;
use uuid::Uuid;

const CONSIGNEE: &str = "consignee@nile.example";
const SUBMIT: &str = "/api/integrators/ebl/v1/submit-signed-data/";
const COPY: &str = "/api/integrators/ebl/v1/send-as-a-copy/";
const ENVELOPE_CREATE: &str = "/api/v3/integrations/envelope-standard/";
const ENVELOPE_SEND: &str = "/api/v3/integrations/envelope-send/";

/// The share of requests failed once the first tries are past.
const FAIL_RATE: f64 = 0.34;

#[derive(Default)]
struct Tally {
    operations: usize,
    attempts: usize,
    failures: usize,
    /// Actions the app showed done only once refreshed after an error (their answer lost).
    settled: usize,
}

/// Sets the faults the user's try number `attempt` (from 0) meets. The first fails every
/// request before the service handles it. The next ones lose, after the service acted, the
/// answer of each request in `own` in turn (the story's own state-changing calls: each is
/// carried out, and the app hears 503). After those, faults before and after alternate, each
/// failing `FAIL_RATE` of all requests.
async fn faults_for(service: &tdx_sandbox::Running, attempt: usize, own: &[&str]) {
    match attempt {
        0 => common::set_faults_when(service, 1.0, false, None).await,
        n if n <= own.len() => common::set_faults_when(service, 1.0, true, Some(own[n - 1])).await,
        n => common::set_faults_when(service, FAIL_RATE, (n - own.len()) % 2 == 1, None).await,
    }
}

/// Repeats the read `step` as a user clicks again after an error, up to 60 times.
async fn until_read<T, F, Fut>(service: &tdx_sandbox::Running, tally: &mut Tally, mut step: F) -> T
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, tdx_desk::error::Error>>,
{
    tally.operations += 1;
    for attempt in 0..60 {
        faults_for(service, attempt, &[]).await;
        tally.attempts += 1;
        match step().await {
            Ok(v) => return v,
            Err(_) => tally.failures += 1,
        }
    }
    panic!("a read never went through in 60 tries");
}

/// Repeats the eBL action `step` until the app says it is done, up to 60 tries: the action
/// answers with success, or after an error the user refreshes the list (the desk then settles
/// the answers it never got) and the eBL's activity shows the action submitted.
async fn until_done<F, Fut>(
    service: &tdx_sandbox::Running,
    desk: &Context,
    tally: &mut Tally,
    ebl_id: &str,
    kind: ActionKind,
    own: &str,
    mut step: F,
) where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<(), tdx_desk::error::Error>>,
{
    tally.operations += 1;
    for attempt in 0..60 {
        faults_for(service, attempt, &[own]).await;
        tally.attempts += 1;
        if step().await.is_ok() {
            return;
        }
        tally.failures += 1;
        faults_for(service, attempt + 1, &[own]).await;
        let _ = ebls::list_ebls(desk, true).await;
        let shown_done = journal::entries(desk, Some(ebl_id))
            .unwrap()
            .iter()
            .any(|e| e.operation == kind.recorded_name() && e.outcome == Outcome::Submitted);
        if shown_done {
            tally.settled += 1;
            return;
        }
    }
    panic!("{kind:?} never went through in 60 tries");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stories_under_lost_requests_and_lost_answers_happen_once_and_lose_nothing() {
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let world = service.world();
    let bank = common::inbox_of(&world, "bank@harbor.example");
    let shipper = common::inbox_of(&world, "shipper@delta.example");
    let store = Arc::new(Mutex::new(tdx_store::Store::open_in_memory().unwrap()));
    let name = format!("faults-{}", Uuid::new_v4());
    let (desk, _) = common::signing_desk(&world, service.base_url(), store, CONSIGNEE, &name).await;
    let dir = tempfile::tempdir().unwrap();

    let mut tally = Tally::default();
    let list = until_read(&service, &mut tally, || ebls::list_ebls(&desk, true)).await;
    let mut ours = Vec::new();
    for row in list.rows.iter().filter(|r| r.held_by_us && !r.is_copy) {
        let id = row.id.clone();
        let detail = until_read(&service, &mut tally, || ebls::get_ebl(&desk, &id)).await;
        if detail.actions.iter().all(|a| a.available) {
            ours.push(id);
        }
    }
    assert!(ours.len() >= 3, "{ours:?}");
    let bank_text = bank.to_string();
    let shipper_text = shipper.to_string();

    // Transfer, copy, surrender: each prepared and confirmed again after any error, as the
    // review dialog is closed and the action started again.
    let act = |id: String, kind: ActionKind, to: Option<String>| {
        let desk = &desk;
        move || {
            let id = id.clone();
            let to = to.clone();
            async move {
                let review = review::prepare_action(desk, &id, kind, to.as_deref()).await?;
                submit::confirm_action(desk, &review.review_id, common::typed(&review))
                    .await
                    .map(|_| ())
            }
        }
    };
    let stories = [
        (0, ActionKind::TransferPossession, Some(bank_text), SUBMIT),
        (1, ActionKind::SendAsCopy, Some(shipper_text), COPY),
        (2, ActionKind::RequestSurrenderForDelivery, None, SUBMIT),
    ];
    for (n, kind, to, own) in stories {
        let step = act(ours[n].clone(), kind, to);
        until_done(&service, &desk, &mut tally, &ours[n], kind, own, step).await;
    }

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
    let typed = common::typed_recipient(&desk, &draft.id).await;
    let mut drafts_lost = 0;
    let mut check_draft = |desk: &Context| {
        let kept = envelopes::drafts(desk).unwrap();
        let same = kept.iter().find(|d| d.id == draft.id);
        if !same.is_some_and(|d| d.same_content(&draft)) {
            drafts_lost += 1;
        }
    };
    tally.operations += 1;
    let mut sent = None;
    for attempt in 0..60 {
        faults_for(&service, attempt, &[ENVELOPE_CREATE, ENVELOPE_SEND]).await;
        tally.attempts += 1;
        let result = async {
            envelopes::upload(&desk, &draft.id, typed.as_deref(), |_| {}).await?;
            envelopes::sign_and_send(&desk, &draft.id, typed.as_deref()).await
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
    // What the user's activity still calls unknown once the service answers again (the desk
    // settles transfers and surrender requests by reading the eBL, not copies or envelopes).
    ebls::list_ebls(&desk, true).await.unwrap();
    let journal_unknown = journal::entries(&desk, None)
        .unwrap()
        .iter()
        .filter(|e| e.outcome == Outcome::Unknown)
        .count();

    // Exactly once, each, as the service's state shows it.
    let data = service.state().data().clone();
    let relayed_for = |id: &str| {
        data.relayed
            .iter()
            .filter(|r| r.subject.to_string() == id)
            .count()
    };
    let e0 = data
        .ebls
        .iter()
        .find(|e| e.id.to_string() == ours[0])
        .unwrap();
    assert_eq!(e0.possession_id, bank, "transferred to the bank");
    let original = Uuid::parse_str(&ours[1]).unwrap();
    let e2 = data
        .ebls
        .iter()
        .find(|e| e.id.to_string() == ours[2])
        .unwrap();
    assert_eq!(format!("{:?}", e2.state), "SurrenderForDeliveryRequested");
    let done = [
        ("transfer relayed", relayed_for(&ours[0])),
        (
            "copy made",
            data.ebls
                .iter()
                .filter(|e| e.ebl_copy_id == Some(original))
                .count(),
        ),
        ("surrender request relayed", relayed_for(&ours[2])),
        ("envelope created", data.envelopes.len()),
        (
            "envelope marked sent",
            data.envelopes
                .values()
                .filter(|e| e.status == "SENT")
                .count(),
        ),
        ("envelope send relayed", relayed_for(&sent.envelope_id)),
    ];
    let duplicates: usize = done.iter().map(|(_, n)| n.saturating_sub(1)).sum();
    // The answers lost after the service carried a request out, by the story's own calls.
    let lost = |path: &str| {
        data.lost_answers
            .iter()
            .filter(|l| l.method == "POST" && l.path == path && (200..300).contains(&l.status))
            .count()
    };
    let lost_after_acting = data
        .lost_answers
        .iter()
        .filter(|l| l.method != "GET" && (200..300).contains(&l.status))
        .count();
    // Repeats of the copy that came with a new Idempotency-Key (the user started the action
    // again after its answer was lost), which only the service's own rule (a second copy to
    // the same inbox answers the first, 200) would keep to one copy. The desk repeats a copy
    // whose answer was lost with that copy's key, so there are none.
    let copies_deduped_by_service = data
        .idempotency
        .iter()
        .filter(|(key, answer)| key.contains("|send-as-a-copy|") && answer.status == 200)
        .count();
    assert_eq!(
        copies_deduped_by_service, 0,
        "a copy repeated after a lost answer went with a new Idempotency-Key"
    );
    println!(
        "RELIABILITY faults: operations={} attempts={} failures={} settled={} \
         lost_after_acting={} lost_after_total={} drafts_lost={} duplicates={} \
         copies_deduped_by_service={copies_deduped_by_service} \
         journal_unknown={journal_unknown} fail_rate={FAIL_RATE}",
        tally.operations,
        tally.attempts,
        tally.failures,
        tally.settled,
        lost_after_acting,
        data.lost_answers.len(),
        drafts_lost,
        duplicates
    );
    for (what, n) in done {
        assert_eq!(n, 1, "{what}: {n} times");
    }
    assert_eq!(
        data.relayed.len(),
        3,
        "nothing else relayed: {:?}",
        data.relayed
    );
    assert_eq!(
        sent.envelope_id,
        data.envelopes.keys().next().unwrap().to_string()
    );
    assert!(
        lost(SUBMIT) >= 2,
        "the transfer's and surrender's answers were lost"
    );
    for own in [COPY, ENVELOPE_CREATE, ENVELOPE_SEND] {
        assert!(lost(own) >= 1, "an answer of {own} was lost after it acted");
    }
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
