//! What needs attention, against the real sandbox over HTTP — the app's embedded sandbox and a
//! standalone one reached through a service profile — and the real OS keyring (run under
//! tests/e2e/in-session.sh): the carrier's answer to a surrender request is raised within one
//! poll and told once; an arrival deadline is raised when due and cleared by the surrender
//! request; a deadline that passed while the app was stopped is raised at the next start;
//! snoozed items come back after their time, done ones never; items, snoozes and deadlines
//! survive a restart; the timeline tells the answer in words; the evidence pack holds the items.
//! Times are explicit (`now_ms`), never slept for.

#![allow(clippy::unwrap_used)]

mod common;

use std::io::Read;
use std::sync::{Arc, Mutex};

use common::Deployment;
use serde_json::json;
use tdx_client::login_browser::FormFillingBrowser;
use tdx_desk::attention::{self, AttentionItem, AttentionRule, DeadlineFor, DeadlineInput};
use tdx_desk::view::{ActionKind, Role};
use tdx_desk::{Context, EblCache, SandboxOptions};
use tdx_desk::{ebls, evidence, journal, notification, review, session, submit};
use tdx_keys::Sensitive;
use tdx_store::Store;
use uuid::Uuid;

const CONSIGNEE: &str = "consignee@nile.example";
const HOUR: i64 = 3_600_000;

/// The consignee's desk on `on`, signed in with her key, and what restarts it.
struct Desk {
    on: Deployment,
    desk: Option<Context>,
    world: tdx_sandbox::World,
    /// The standalone service (the embedded one lives in the desk).
    service: Option<tdx_sandbox::Running>,
    /// The store file of a standalone desk (reopened at a restart); the embedded desk's store
    /// stays in memory, shared by its contexts.
    dir: tempfile::TempDir,
    store: Option<Arc<Mutex<Store>>>,
    profile: Option<tdx_desk::profiles::Profile>,
    profile_id: String,
}

impl Desk {
    async fn open(on: Deployment, tag: &str) -> Desk {
        let dir = tempfile::tempdir().unwrap();
        let profile_id = format!("test-attention-{tag}-{}", Uuid::new_v4());
        match on {
            Deployment::Embedded => {
                let store = Arc::new(Mutex::new(Store::open_in_memory().unwrap()));
                let (desk, world) =
                    common::open_desk(CONSIGNEE, &profile_id, EblCache::with_store(store.clone()))
                        .await;
                session::sign_in(&desk).await.unwrap();
                let user = world.users.iter().find(|u| u.email == CONSIGNEE).unwrap();
                desk.keys()
                    .import_hex(&Sensitive::new(user.private_key.clone()), None)
                    .unwrap();
                Desk {
                    on,
                    desk: Some(desk),
                    world,
                    service: None,
                    dir,
                    store: Some(store),
                    profile: None,
                    profile_id,
                }
            }
            Deployment::Standalone => {
                let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
                let world = service.world();
                let store = Arc::new(Mutex::new(
                    Store::open(dir.path().join("desk.sqlite3")).unwrap(),
                ));
                let (desk, profile) =
                    common::signing_desk(&world, service.base_url(), store, CONSIGNEE, &profile_id)
                        .await;
                Desk {
                    on,
                    desk: Some(desk),
                    world,
                    service: Some(service),
                    dir,
                    store: None,
                    profile: Some(profile),
                    profile_id,
                }
            }
        }
    }

    fn cx(&self) -> &Context {
        self.desk.as_ref().unwrap()
    }

    /// The app stops and starts again: a new context on the same store (the standalone desk's
    /// store file reopened), its session resumed from the keyring.
    async fn restart(&mut self) {
        let old = self.desk.take().unwrap();
        old.stop_sandbox().await;
        drop(old);
        let user = self
            .world
            .users
            .iter()
            .find(|u| u.email == CONSIGNEE)
            .unwrap();
        let browser = Arc::new(FormFillingBrowser::new(&user.email, &user.password));
        let desk = match self.on {
            Deployment::Embedded => {
                let options = SandboxOptions {
                    profile_id: self.profile_id.clone(),
                    ..Default::default()
                };
                let cache = EblCache::with_store(self.store.clone().unwrap());
                session::open_sandbox(options, browser, cache)
                    .await
                    .unwrap()
            }
            Deployment::Standalone => {
                let store = Store::open(self.dir.path().join("desk.sqlite3")).unwrap();
                let cache = EblCache::with_store(Arc::new(Mutex::new(store)));
                session::open_service(self.profile.clone().unwrap(), browser, cache)
                    .await
                    .unwrap()
            }
        };
        self.desk = Some(desk);
    }

    /// The carrier answers the surrender request of `ebl` (`accept` or `reject`).
    async fn surrender_response(&self, ebl: &str, decision: &str) {
        let admin = match &self.service {
            Some(service) => service.admin_http(),
            None => self.cx().sandbox().unwrap().admin_http(),
        };
        let base = self
            .cx()
            .profile()
            .base_url
            .trim_end_matches('/')
            .to_owned();
        let answer = admin
            .post(format!("{base}/_sandbox/ebls/{ebl}/surrender-response"))
            .json(&json!({"decision": decision, "message": "per the carrier"}))
            .send()
            .await
            .unwrap();
        assert!(answer.status().is_success(), "{answer:?}");
    }

    /// One poll of the shell's loop: the list read for changes, then the rules evaluated.
    async fn poll(&self, now: i64) -> Vec<AttentionItem> {
        ebls::poll_changes(self.cx()).await.unwrap();
        attention::evaluate(self.cx(), now).await.unwrap()
    }
}

/// eBLs the desk's user holds as their consignee and may do everything with (a rejected
/// surrender comes back to the consignee).
async fn actionable(desk: &Context) -> Vec<String> {
    let list = ebls::list_ebls(desk, true).await.unwrap();
    let mut ids = Vec::new();
    for row in list
        .rows
        .iter()
        .filter(|r| r.held_by_us && !r.is_copy && r.roles.contains(&Role::Consignee))
    {
        let detail = ebls::get_ebl(desk, &row.id).await.unwrap();
        if detail.actions.iter().all(|a| a.available) {
            ids.push(row.id.clone());
        }
    }
    ids
}

async fn request_surrender(desk: &Context, id: &str) {
    let review = review::prepare_action(desk, id, ActionKind::RequestSurrenderForDelivery, None)
        .await
        .unwrap();
    submit::confirm_action(desk, &review.review_id, common::typed(&review))
        .await
        .unwrap();
}

fn now() -> i64 {
    tdx_store::now_ms()
}

fn keys(items: &[AttentionItem]) -> Vec<&str> {
    items.iter().map(|i| i.key.as_str()).collect()
}

/// The carrier rejects one surrender request and accepts another: each answer is raised within
/// one poll, told once, in words (the timeline too), with the notification naming the eBL; the
/// evidence pack holds them; a snoozed item comes back after its time (also across a restart),
/// a done one never.
async fn answers_are_raised_once_then_snoozed_or_done(on: Deployment, tag: &str) {
    let mut d = Desk::open(on, tag).await;
    let ebls = actionable(d.cx()).await;
    assert!(ebls.len() >= 2, "{ebls:?}");
    let (rejected, accepted) = (ebls[0].clone(), ebls[1].clone());

    // At start: nothing needs attention.
    assert_eq!(
        attention::evaluate(d.cx(), now()).await.unwrap(),
        vec![],
        "a quiet start"
    );
    request_surrender(d.cx(), &rejected).await;
    request_surrender(d.cx(), &accepted).await;
    assert_eq!(d.poll(now()).await, vec![], "waiting for the carrier");

    d.surrender_response(&rejected, "reject").await;
    d.surrender_response(&accepted, "accept").await;
    let raised = d.poll(now()).await;
    assert_eq!(raised.len(), 2, "{raised:#?}");
    let by_rule = |rule| raised.iter().find(|i| i.rule == rule).unwrap();
    let no = by_rule(AttentionRule::SurrenderRejected);
    let yes = by_rule(AttentionRule::SurrenderAccepted);
    assert_eq!(no.ebl_id.as_deref(), Some(rejected.as_str()));
    assert_eq!(
        no.reason,
        "The carrier rejected your surrender request (back to Issued, held by your company)"
    );
    assert_eq!(yes.ebl_id.as_deref(), Some(accepted.as_str()));
    assert!(
        yes.reason.contains("accepted your surrender request"),
        "{}",
        yes.reason
    );
    assert_eq!(no.profile_id, d.cx().profile().id);
    // Activity tells each request's answer beside its outcome.
    let activity = journal::activity(d.cx(), &Default::default(), 0, 100).unwrap();
    let answer_of = |ebl: &str| {
        activity
            .rows
            .iter()
            .find(|r| r.ebl_id.as_deref() == Some(ebl))
            .and_then(|r| r.answer.clone())
    };
    assert_eq!(answer_of(&rejected).as_deref(), Some(no.reason.as_str()));
    assert_eq!(answer_of(&accepted).as_deref(), Some(yes.reason.as_str()));
    // The notification names the eBL and the reason.
    let reference = no.ebl_reference.clone().unwrap();
    assert_eq!(
        notification::attention_text(no),
        format!("{reference}: {}", no.reason)
    );
    // Told once: the next polls raise nothing.
    assert_eq!(d.poll(now()).await, vec![]);
    assert_eq!(attention::evaluate(d.cx(), now()).await.unwrap(), vec![]);
    let list = attention::list(d.cx()).unwrap();
    assert_eq!(keys(&list.items).len(), 2);
    assert_eq!(attention::count(d.cx()).unwrap(), 2);

    // The timeline tells the answer in words, the interface's code kept for the tooltip.
    let timeline = journal::ebl_timeline(d.cx(), &rejected).await.unwrap();
    let texts: Vec<&str> = timeline.iter().map(|t| t.text.as_str()).collect();
    assert!(
        texts.contains(
            &"The carrier rejected your surrender request (back to Issued, held by your company)"
        ),
        "{texts:#?}"
    );
    let requested = timeline
        .iter()
        .find(|t| t.text == "State changed to Surrender requested")
        .unwrap_or_else(|| panic!("{texts:#?}"));
    assert_eq!(
        requested.code.as_deref(),
        Some("SURRENDER_FOR_DELIVERY_REQUESTED")
    );
    assert!(
        texts.iter().all(|t| !t.contains("SURRENDER_FOR_DELIVERY")),
        "no state code in the words: {texts:#?}"
    );

    // The evidence pack of the rejected eBL holds its item, covered by the signed manifest.
    let path = d.dir.path().join("evidence.zip");
    evidence::export_evidence(
        d.cx(),
        &rejected,
        common::picked_to_save(d.cx().grants(), &path),
        "test",
    )
    .await
    .unwrap();
    let pack = std::fs::read(&path).unwrap();
    let report = tdx_evidence::verify(&pack);
    assert!(report.ok(), "{}", report.render());
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(&pack)).unwrap();
    let mut text = String::new();
    zip.by_name(tdx_evidence::ATTENTION_FILE)
        .unwrap()
        .read_to_string(&mut text)
        .unwrap();
    let held: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(held["items"][0]["key"], no.key.as_str(), "{text}");
    assert_eq!(held["items"][0]["rule"], "surrender_rejected", "{text}");
    assert!(held["items"][0]["notifiedAt"].is_i64(), "{text}");
    assert_eq!(held["items"].as_array().unwrap().len(), 1, "{text}");

    // Snoozed for an hour: off the list until then; done: gone for good.
    let t = now();
    let list = attention::snooze(d.cx(), &no.key, t + HOUR).unwrap();
    assert_eq!(keys(&list.items), [yes.key.as_str()]);
    assert_eq!(keys(&list.snoozed), [no.key.as_str()]);
    let list = attention::done(d.cx(), &yes.key).unwrap();
    assert!(list.items.is_empty(), "{list:#?}");
    assert_eq!(attention::count(d.cx()).unwrap(), 0);
    assert!(attention::done(d.cx(), &yes.key).is_err(), "done once");

    // The app restarts: the snooze and the done item are as they were.
    d.restart().await;
    let list = attention::list(d.cx()).unwrap();
    assert!(list.items.is_empty(), "{list:#?}");
    assert_eq!(keys(&list.snoozed), [no.key.as_str()]);
    assert_eq!(
        attention::evaluate(d.cx(), t + HOUR / 2).await.unwrap(),
        vec![]
    );

    // Once the snooze ends, the next evaluation tells it again, once, and lists it.
    let back = attention::evaluate(d.cx(), t + 2 * HOUR).await.unwrap();
    assert_eq!(keys(&back), [no.key.as_str()]);
    assert_eq!(back[0].snoozed_until, None);
    let list = attention::list(d.cx()).unwrap();
    assert_eq!(keys(&list.items), [no.key.as_str()]);
    assert!(list.snoozed.is_empty());
    assert_eq!(
        attention::evaluate(d.cx(), t + 3 * HOUR).await.unwrap(),
        vec![]
    );
}

/// A deadline due is raised and cleared by the surrender request; a voyage's deadline that
/// passed while the app was stopped is raised at the first evaluation after the start.
async fn deadlines_are_raised_when_due_even_after_a_stop(on: Deployment, tag: &str) {
    let mut d = Desk::open(on, tag).await;
    let ebls = actionable(d.cx()).await;
    assert!(ebls.len() >= 2, "{ebls:?}");
    let (soon, later) = (ebls[0].clone(), ebls[1].clone());
    assert_eq!(attention::evaluate(d.cx(), now()).await.unwrap(), vec![]);

    // The vessel arrives in 47 hours; the eBL must be surrendered 48 hours before.
    let t = now();
    let set = attention::set_deadline(
        d.cx(),
        &soon,
        &DeadlineInput {
            applies_to: DeadlineFor::Ebl,
            arrival_at: t + 47 * HOUR,
            lead_hours: 48,
        },
    )
    .unwrap();
    assert_eq!(set.own.as_ref().unwrap().arrival_at, t + 47 * HOUR);
    assert_eq!(set.surrender_by, Some(t - HOUR));
    // Every eBL of the other's vessel and voyage: due in two hours.
    let voyage = attention::set_deadline(
        d.cx(),
        &later,
        &DeadlineInput {
            applies_to: DeadlineFor::Voyage,
            arrival_at: t + 50 * HOUR,
            lead_hours: 48,
        },
    )
    .unwrap();
    assert!(
        voyage.vessel.is_some() && voyage.voyage_deadline.is_some(),
        "{voyage:#?}"
    );
    assert_eq!(voyage.surrender_by, Some(t + 2 * HOUR));

    let raised = attention::evaluate(d.cx(), t).await.unwrap();
    assert_eq!(raised.len(), 1, "{raised:#?}");
    let due = &raised[0];
    assert_eq!(due.rule, AttentionRule::ArrivalDeadline);
    assert_eq!(due.ebl_id.as_deref(), Some(soon.as_str()));
    assert!(due.reason.starts_with("Not surrendered"), "{}", due.reason);
    assert_eq!(
        attention::evaluate(d.cx(), t).await.unwrap(),
        vec![],
        "once"
    );

    // Requesting the surrender clears it.
    request_surrender(d.cx(), &soon).await;
    assert_eq!(d.poll(now()).await, vec![]);
    let list = attention::list(d.cx()).unwrap();
    assert!(
        list.items.iter().all(|i| i.key != due.key),
        "cleared: {list:#?}"
    );

    // Stopped before the voyage's surrender-by, started after it: raised at the first evaluation.
    d.restart().await;
    let kept = attention::deadlines(d.cx(), &later).unwrap();
    assert_eq!(
        kept.voyage_deadline, voyage.voyage_deadline,
        "kept across the restart"
    );
    let raised = attention::evaluate(d.cx(), t + 3 * HOUR).await.unwrap();
    assert!(
        raised
            .iter()
            .any(|i| i.rule == AttentionRule::ArrivalDeadline
                && i.ebl_id.as_deref() == Some(later.as_str())),
        "{raised:#?}"
    );
    assert!(
        raised
            .iter()
            .all(|i| i.ebl_id.as_deref() != Some(soon.as_str())),
        "the surrendered one stays cleared: {raised:#?}"
    );
    assert_eq!(
        attention::evaluate(d.cx(), t + 4 * HOUR).await.unwrap(),
        vec![]
    );
    // The voyage's deadline cleared: its item leaves the list at the next evaluation.
    attention::clear_deadline(d.cx(), &later, DeadlineFor::Voyage).unwrap();
    attention::evaluate(d.cx(), t + 5 * HOUR).await.unwrap();
    assert_eq!(attention::count(d.cx()).unwrap(), 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn embedded_answers_are_raised_once_then_snoozed_or_done() {
    answers_are_raised_once_then_snoozed_or_done(Deployment::Embedded, "answers").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn standalone_answers_are_raised_once_then_snoozed_or_done() {
    answers_are_raised_once_then_snoozed_or_done(Deployment::Standalone, "answers").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn embedded_deadlines_are_raised_when_due_even_after_a_stop() {
    deadlines_are_raised_when_due_even_after_a_stop(Deployment::Embedded, "deadlines").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn standalone_deadlines_are_raised_when_due_even_after_a_stop() {
    deadlines_are_raised_when_due_even_after_a_stop(Deployment::Standalone, "deadlines").await;
}

/// The rules of time, with the defaults: a surrender request with no answer for more than 48
/// hours; an action whose answer was lost (the service acted, the app heard a 503) and is still
/// unknown after 15 minutes — cleared once reading the eBL settles it; and eBLs held and
/// untouched for more than 30 days. Each is raised once, at the time given.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stalls_unknown_outcomes_and_untouched_ebls_are_raised_when_their_time_comes() {
    let d = Desk::open(Deployment::Standalone, "stalls").await;
    let service = d.service.as_ref().unwrap();
    let ebls = actionable(d.cx()).await;
    assert!(ebls.len() >= 2, "{ebls:?}");
    let (pending, lost) = (ebls[0].clone(), ebls[1].clone());
    let t = now();
    assert_eq!(attention::evaluate(d.cx(), t).await.unwrap(), vec![]);

    // A surrender request the carrier does not answer.
    request_surrender(d.cx(), &pending).await;
    assert_eq!(d.poll(t + HOUR).await, vec![], "an hour is not a stall");
    let stalled = d.poll(t + 49 * HOUR).await;
    assert_eq!(
        stalled
            .iter()
            .map(|i| (i.rule, i.ebl_id.clone()))
            .collect::<Vec<_>>(),
        [(AttentionRule::SurrenderPending, Some(pending.clone()))],
        "{stalled:#?}"
    );
    assert!(
        stalled[0]
            .reason
            .contains("no answer for more than 48 hours"),
        "{}",
        stalled[0].reason
    );
    assert_eq!(d.poll(t + 50 * HOUR).await, vec![], "told once");

    // A surrender request whose answer is lost after the service carried it out.
    common::set_faults_when(
        service,
        1.0,
        true,
        Some("/api/integrators/ebl/v1/submit-signed-data/"),
    )
    .await;
    let review =
        review::prepare_action(d.cx(), &lost, ActionKind::RequestSurrenderForDelivery, None)
            .await
            .unwrap();
    let answer = submit::confirm_action(d.cx(), &review.review_id, common::typed(&review)).await;
    assert!(answer.is_err(), "the answer was lost");
    common::set_faults(service, 0, 0.0).await;
    let unknown = journal::entries(d.cx(), Some(&lost)).unwrap();
    assert_eq!(
        unknown[0].outcome,
        tdx_store::Outcome::Unknown,
        "{unknown:?}"
    );
    let started = unknown[0].started_at;
    assert!(
        attention::evaluate(d.cx(), started + 5 * 60_000)
            .await
            .unwrap()
            .iter()
            .all(|i| i.rule != AttentionRule::OutcomeUnknown),
        "five minutes is not yet a worry"
    );
    let worried = attention::evaluate(d.cx(), started + 16 * 60_000)
        .await
        .unwrap();
    let item = worried
        .iter()
        .find(|i| i.rule == AttentionRule::OutcomeUnknown)
        .unwrap_or_else(|| panic!("{worried:#?}"));
    assert_eq!(item.ebl_id.as_deref(), Some(lost.as_str()));
    // Reading the eBL settles the action (the service did carry it out): the item leaves.
    ebls::list_ebls(d.cx(), true).await.unwrap();
    attention::evaluate(d.cx(), started + 17 * 60_000)
        .await
        .unwrap();
    assert!(
        attention::list(d.cx())
            .unwrap()
            .items
            .iter()
            .all(|i| i.rule != AttentionRule::OutcomeUnknown),
        "settled: no longer unknown"
    );

    // A month on: every eBL the company holds and nothing happened to is raised, once.
    let month = t + 31 * 24 * HOUR;
    let untouched = attention::evaluate(d.cx(), month).await.unwrap();
    let held: Vec<String> = ebls::list_ebls(d.cx(), false)
        .await
        .unwrap()
        .rows
        .iter()
        .filter(|r| r.held_by_us && !r.is_copy)
        .map(|r| r.id.clone())
        .collect();
    let raised: Vec<String> = untouched
        .iter()
        .filter(|i| i.rule == AttentionRule::Untouched)
        .filter_map(|i| i.ebl_id.clone())
        .collect();
    assert!(!raised.is_empty(), "{untouched:#?}");
    assert!(
        raised.iter().all(|id| held.contains(id)),
        "only held eBLs: {raised:?} / {held:?}"
    );
    assert_eq!(
        attention::evaluate(d.cx(), month + 2 * HOUR)
            .await
            .unwrap()
            .iter()
            .filter(|i| i.rule == AttentionRule::Untouched)
            .count(),
        0,
        "told once"
    );
}
