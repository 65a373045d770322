//! Nothing missed: an answer the service gives before the next poll is seen by that poll, also
//! when it puts the eBL back exactly as it was before the app's action (the list page's `ETag`
//! is then the one the app held before the action). Against a standalone tdx-sandbox over HTTP,
//! with the list read page by page with `If-None-Match` (the ETag path), and the real OS
//! keyring (run under tests/e2e/in-session.sh). Times are explicit (`now_ms`), never slept for.
//!
//! Also a property test: random sequences of polls, own actions, the carrier's answers (the
//! sandbox's admin interface), webhook notifications and `tdx`-style actions (a second desk on
//! the same store file and profile, as `tdx` opens it) against the real sandbox; after each poll
//! the cache equals the service's view, and every answer to an action of the company has raised
//! its item exactly once.

#![allow(clippy::unwrap_used)]

mod common;

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};

use serde_json::json;
use tdx_client::login_browser::FormFillingBrowser;
use tdx_desk::attention::{self, AttentionItem, AttentionRule};
use tdx_desk::view::{ActionKind, Role};
use tdx_desk::{Context, EblCache, ebls, review, session, submit};
use tdx_store::Store;
use uuid::Uuid;

const CONSIGNEE: &str = "consignee@nile.example";
const BANK: &str = "bank@harbor.example";

/// The consignee's desk on a standalone sandbox, its store in a file (shared with a `tdx`-style
/// second desk when asked).
struct Desk {
    service: tdx_sandbox::Running,
    world: tdx_sandbox::World,
    dir: tempfile::TempDir,
    desk: Context,
    profile: tdx_desk::profiles::Profile,
}

impl Desk {
    async fn open(tag: &str) -> Desk {
        let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
        let world = service.world();
        let dir = tempfile::tempdir().unwrap();
        let store = Arc::new(Mutex::new(
            Store::open(dir.path().join("desk.sqlite3")).unwrap(),
        ));
        let name = format!("missed-{tag}-{}", Uuid::new_v4());
        let (desk, profile) =
            common::signing_desk(&world, service.base_url(), store, CONSIGNEE, &name).await;
        Desk {
            service,
            world,
            dir,
            desk,
            profile,
        }
    }

    /// A second desk on the same store file and profile, signed in: what `tdx` is to the app.
    async fn tdx(&self) -> Context {
        let store = Store::open(self.dir.path().join("desk.sqlite3")).unwrap();
        let user = self
            .world
            .users
            .iter()
            .find(|u| u.email == CONSIGNEE)
            .unwrap();
        let browser = Arc::new(FormFillingBrowser::new(&user.email, &user.password));
        let cx = session::open_service(
            self.profile.clone(),
            browser,
            EblCache::with_store(Arc::new(Mutex::new(store))),
        )
        .await
        .unwrap();
        session::sign_in(&cx).await.unwrap();
        cx
    }

    /// The bank's own desk on the same service (its own store).
    async fn bank(&self) -> (Context, tempfile::TempDir) {
        let dir = tempfile::tempdir().unwrap();
        let store = Arc::new(Mutex::new(
            Store::open(dir.path().join("bank.sqlite3")).unwrap(),
        ));
        let name = format!("bank-{}", Uuid::new_v4());
        let (bank, _) =
            common::signing_desk(&self.world, self.service.base_url(), store, BANK, &name).await;
        (bank, dir)
    }

    /// The carrier answers the surrender request of `ebl` (`accept` or `reject`).
    async fn carrier_answers(&self, ebl: &str, decision: &str) {
        let answer = self
            .service
            .admin_http()
            .post(format!(
                "{}/_sandbox/ebls/{ebl}/surrender-response",
                self.service.base_url()
            ))
            .json(&json!({"decision": decision, "message": "per the carrier"}))
            .send()
            .await
            .unwrap();
        assert!(answer.status().is_success(), "{answer:?}");
    }

    /// One poll of the shell's loop: the list read for changes, then the rules evaluated.
    async fn poll(&self) -> Vec<AttentionItem> {
        ebls::poll_changes(&self.desk).await.unwrap();
        attention::evaluate(&self.desk, tdx_store::now_ms())
            .await
            .unwrap()
    }

    /// The list's row of `ebl` as the window is sent it (from the cache).
    async fn row(&self, ebl: &str) -> tdx_desk::view::EblRow {
        let list = ebls::list_ebls(&self.desk, false).await.unwrap();
        list.rows.into_iter().find(|r| r.id == ebl).unwrap()
    }

    /// List pages the sandbox answered (in full, not modified).
    fn pages(&self) -> (u64, u64) {
        let a = self.service.state().list_answers();
        (a.full, a.not_modified)
    }
}

/// The eBLs the consignee's company holds as their consignee (it may request their surrender).
async fn held(desk: &Context) -> Vec<String> {
    let list = ebls::list_ebls(desk, true).await.unwrap();
    list.rows
        .iter()
        .filter(|r| {
            r.held_by_us && !r.is_copy && r.state == "ISSUED" && r.roles.contains(&Role::Consignee)
        })
        .map(|r| r.id.clone())
        .collect()
}

/// Prepares and confirms `kind` on `ebl` (to `to`, for a transfer); the review's id (the id of
/// its journal entry).
async fn act(desk: &Context, ebl: &str, kind: ActionKind, to: Option<&str>) -> String {
    let review = review::prepare_action(desk, ebl, kind, to).await.unwrap();
    submit::confirm_action(desk, &review.review_id, common::typed(&review))
        .await
        .unwrap();
    review.review_id
}

fn rules(items: &[AttentionItem]) -> Vec<(AttentionRule, &str)> {
    items
        .iter()
        .map(|i| (i.rule, i.ebl_id.as_deref().unwrap_or("")))
        .collect()
}

/// poll → request surrender → the carrier answers → next poll: the answer is raised and the
/// list shows the eBL as the service does, with the list read through its tags.
async fn a_surrender_answer_before_the_next_poll_is_raised_by_it(decision: &str) {
    let d = Desk::open(decision).await;
    let ebl = held(&d.desk).await.remove(0);
    assert_eq!(d.poll().await, vec![], "a quiet start");
    let review = act(&d.desk, &ebl, ActionKind::RequestSurrenderForDelivery, None).await;
    assert_eq!(d.row(&ebl).await.state, "SURRENDER_FOR_DELIVERY_REQUESTED");
    d.carrier_answers(&ebl, decision).await;
    let (_, not_modified_before) = d.pages();
    let raised = d.poll().await;
    let (rule, state, held_by_us) = match decision {
        "reject" => (AttentionRule::SurrenderRejected, "ISSUED", true),
        _ => (
            AttentionRule::SurrenderAccepted,
            "SURRENDERED_FOR_DELIVERY",
            false,
        ),
    };
    assert_eq!(rules(&raised), [(rule, ebl.as_str())], "{raised:#?}");
    assert_eq!(
        raised[0].key,
        format!("{}:{ebl}:{review}", rule.as_str()),
        "the answer to this request"
    );
    if decision == "reject" {
        assert_eq!(
            raised[0].reason,
            "The carrier rejected your surrender request (back to Issued, held by your company)"
        );
    }
    let row = d.row(&ebl).await;
    assert_eq!((row.state.as_str(), row.held_by_us), (state, held_by_us));
    // Told once: the poll after raises nothing, and the list is asked through its tags.
    assert_eq!(d.poll().await, vec![]);
    let (_, not_modified_after) = d.pages();
    assert!(
        not_modified_after > not_modified_before,
        "the ETag path is on: the last poll was answered 304"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejection_before_the_next_poll_is_raised_by_it_and_the_list_shows_issued_held_by_us() {
    a_surrender_answer_before_the_next_poll_is_raised_by_it("reject").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_acceptance_before_the_next_poll_is_raised_by_it() {
    a_surrender_answer_before_the_next_poll_is_raised_by_it("accept").await;
}

/// poll → transfer to the bank → the bank transfers it back before the next poll (the page is
/// again what it was) → next poll: the list shows it held by us, and its coming back is raised.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_transfer_undone_before_the_next_poll_is_seen_by_it() {
    let d = Desk::open("transfer").await;
    let ebl = held(&d.desk).await.remove(0);
    assert_eq!(d.poll().await, vec![], "a quiet start");
    let bank_inbox = common::inbox_of(&d.world, BANK).to_string();
    let nile_inbox = common::inbox_of(&d.world, CONSIGNEE).to_string();
    act(
        &d.desk,
        &ebl,
        ActionKind::TransferPossession,
        Some(&bank_inbox),
    )
    .await;
    assert!(!d.row(&ebl).await.held_by_us, "the bank holds it");
    let (bank, _bank_dir) = d.bank().await;
    act(
        &bank,
        &ebl,
        ActionKind::TransferPossession,
        Some(&nile_inbox),
    )
    .await;
    let raised = d.poll().await;
    let row = d.row(&ebl).await;
    assert_eq!((row.state.as_str(), row.held_by_us), ("ISSUED", true));
    assert_eq!(
        rules(&raised),
        [(AttentionRule::NewlyHeld, ebl.as_str())],
        "{raised:#?}"
    );
    assert_eq!(raised[0].reason, "Possession came to your company (Issued)");
}

/// `tdx` requests the surrender on the same data folder while the app runs; the carrier rejects
/// it before the app's next poll: the app's poll sees it (the journal in the shared store tells
/// the app what tdx did), raised once across both.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejection_of_a_request_tdx_made_is_seen_by_the_apps_next_poll() {
    let d = Desk::open("tdx").await;
    let ebl = held(&d.desk).await.remove(0);
    assert_eq!(d.poll().await, vec![], "a quiet start");
    let tdx = d.tdx().await;
    act(&tdx, &ebl, ActionKind::RequestSurrenderForDelivery, None).await;
    d.carrier_answers(&ebl, "reject").await;
    let raised = d.poll().await;
    assert_eq!(
        rules(&raised),
        [(AttentionRule::SurrenderRejected, ebl.as_str())],
        "{raised:#?}"
    );
    let row = d.row(&ebl).await;
    assert_eq!((row.state.as_str(), row.held_by_us), ("ISSUED", true));
}

// ---- the property test ----

/// What the test asks for one step.
#[derive(Debug, Clone, Copy)]
enum Step {
    Poll,
    /// The app requests the surrender of a held eBL (the n-th, modulo).
    Request(usize),
    /// `tdx` on the same store requests the surrender of a held eBL.
    TdxRequest(usize),
    /// The carrier answers a pending request (accept when `true`).
    CarrierAnswers(usize, bool),
    /// The app transfers a held eBL to the bank, and the bank transfers it back.
    TransferAndBack(usize),
    /// The carrier's rule notification of an eBL reaches the webhook receiver.
    Webhook(usize),
}

/// A small seeded generator (xorshift): the same seed, the same sequence.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> usize {
        (self.next() % n) as usize
    }
}

fn steps(seed: u64, count: usize) -> Vec<Step> {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    (0..count)
        .map(|_| match rng.below(10) {
            0..=2 => Step::Poll,
            3 => Step::Request(rng.below(8)),
            4 => Step::TdxRequest(rng.below(8)),
            5..=6 => Step::CarrierAnswers(rng.below(8), rng.below(3) == 0),
            7 => Step::TransferAndBack(rng.below(8)),
            _ => Step::Webhook(rng.below(8)),
        })
        .collect()
}

/// The service's view of the consignee's list: state and whether the company holds it, by eBL.
fn service_view(service: &tdx_sandbox::Running, company: Uuid) -> HashMap<String, (String, bool)> {
    let data = service.state().data();
    let Some(company) = data.company(company).cloned() else {
        return HashMap::new();
    };
    data.ebls
        .iter()
        .filter(|e| data.can_see(&company, e))
        .map(|e| {
            let state = serde_json::to_value(e.state).unwrap();
            (
                e.id.to_string(),
                (
                    state.as_str().unwrap_or_default().to_owned(),
                    company.inboxes.contains(&e.possession_id),
                ),
            )
        })
        .collect()
}

/// The desk's view: its list as the window is sent it from the cache.
async fn cache_view(desk: &Context) -> HashMap<String, (String, bool)> {
    ebls::list_ebls(desk, false)
        .await
        .unwrap()
        .rows
        .into_iter()
        .map(|r| (r.id, (r.state.into_string(), r.held_by_us)))
        .collect()
}

/// One sequence: returns the number of answers raised (for the report).
async fn run_sequence(seed: u64, count: usize) -> usize {
    let d = Desk::open(&format!("prop-{seed}")).await;
    let tdx = d.tdx().await;
    let (bank, _bank_dir) = d.bank().await;
    let company = d
        .world
        .users
        .iter()
        .find(|u| u.email == CONSIGNEE)
        .unwrap()
        .company_id;
    let bank_inbox = common::inbox_of(&d.world, BANK).to_string();
    let nile_inbox = common::inbox_of(&d.world, CONSIGNEE).to_string();
    // The webhook receiver, as `tdx webhook serve` runs it on the same store.
    let receiver = Arc::new(d.tdx().await);
    let listener = tdx_desk::webhooks::bind("127.0.0.1:0".parse().unwrap())
        .await
        .unwrap();
    let hook = format!("http://{}/", listener.local_addr().unwrap());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let serving = tokio::spawn(tdx_desk::webhooks::serve(
        receiver,
        listener,
        tdx_desk::webhooks::WebhookSecret {
            header: "X-Desk-Key".into(),
            value: tdx_keys::Sensitive::new("s3cret".to_owned()),
        },
        |_| {},
        async {
            let _ = stopped.await;
        },
    ));
    let http = reqwest::Client::new();

    let mut ebls: Vec<String> = held(&d.desk).await;
    ebls.sort();
    assert!(ebls.len() >= 3, "{ebls:?}");
    d.poll().await;
    // The requests whose answer the carrier gave, not yet seen by a poll: (rule key).
    let mut due: HashSet<String> = HashSet::new();
    let mut raised_keys: HashMap<String, usize> = HashMap::new();
    let mut answers = 0;
    let pick = |n: usize, view: &HashMap<String, (String, bool)>, state: &str, held: bool| {
        let candidates: Vec<&String> = ebls
            .iter()
            .filter(|id| view.get(*id).is_some_and(|(s, h)| s == state && *h == held))
            .collect();
        (!candidates.is_empty()).then(|| candidates[n % candidates.len()].clone())
    };
    // Which desk asked each pending request (its review id).
    let mut pending: HashMap<String, String> = HashMap::new();
    let mut sequence = steps(seed, count);
    sequence.push(Step::Poll);
    for step in sequence {
        eprintln!("seed {seed}: {step:?}");
        let view = service_view(&d.service, company);
        match step {
            Step::Poll => {
                let raised = d.poll().await;
                for item in &raised {
                    *raised_keys.entry(item.key.clone()).or_default() += 1;
                }
                let keys: HashSet<String> = raised.iter().map(|i| i.key.clone()).collect();
                for key in due.drain() {
                    assert!(
                        keys.contains(&key),
                        "seed {seed}: {key} not raised by the poll after it: {raised:#?}"
                    );
                }
                assert_eq!(
                    cache_view(&d.desk).await,
                    service_view(&d.service, company),
                    "seed {seed}: the cache after the poll is the service's view"
                );
            }
            Step::Request(n) | Step::TdxRequest(n) => {
                if let Some(ebl) = pick(n, &view, "ISSUED", true) {
                    let desk = match step {
                        Step::Request(_) => &d.desk,
                        _ => &tdx,
                    };
                    let id = act(desk, &ebl, ActionKind::RequestSurrenderForDelivery, None).await;
                    pending.insert(ebl, id);
                }
            }
            Step::CarrierAnswers(n, accept) => {
                if let Some(ebl) = pick(n, &view, "SURRENDER_FOR_DELIVERY_REQUESTED", false) {
                    d.carrier_answers(&ebl, if accept { "accept" } else { "reject" })
                        .await;
                    let review = pending.remove(&ebl).unwrap();
                    let rule = if accept {
                        AttentionRule::SurrenderAccepted
                    } else {
                        AttentionRule::SurrenderRejected
                    };
                    due.insert(format!("{}:{ebl}:{review}", rule.as_str()));
                    answers += 1;
                }
            }
            Step::TransferAndBack(n) => {
                if let Some(ebl) = pick(n, &view, "ISSUED", true) {
                    act(
                        &d.desk,
                        &ebl,
                        ActionKind::TransferPossession,
                        Some(&bank_inbox),
                    )
                    .await;
                    act(
                        &bank,
                        &ebl,
                        ActionKind::TransferPossession,
                        Some(&nile_inbox),
                    )
                    .await;
                }
            }
            Step::Webhook(n) => {
                let ebl = &ebls[n % ebls.len()];
                let sent = http
                    .post(&hook)
                    .header("X-Desk-Key", "s3cret")
                    .json(&json!({
                        "event": "ebl_updated",
                        "data": {"event": "ebl_surrender_for_delivery_response", "ebl_id": ebl,
                                 "ebl_reference": "REF", "payload": {"decision": "reject"}}
                    }))
                    .send()
                    .await
                    .unwrap();
                assert!(sent.status().is_success(), "{sent:?}");
            }
        }
    }
    for (key, times) in &raised_keys {
        let answer = key.starts_with("surrender_");
        assert!(
            !answer || *times == 1,
            "seed {seed}: {key} raised {times} times"
        );
    }
    let _ = stop.send(());
    serving.await.unwrap().unwrap();
    answers
}

/// The number of sequences and their length; seeds 1..=SEQUENCES.
const SEQUENCES: u64 = 12;
const STEPS: usize = 14;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_any_sequence_the_next_poll_sees_the_service_and_raises_each_answer_once() {
    let started = std::time::Instant::now();
    let mut answers = 0;
    for seed in 1..=SEQUENCES {
        answers += run_sequence(seed, STEPS).await;
    }
    eprintln!(
        "{SEQUENCES} sequences of {STEPS} steps (seeds 1..={SEQUENCES}), {answers} answers, {:?}",
        started.elapsed()
    );
    assert!(
        answers >= SEQUENCES as usize,
        "the sequences answer requests"
    );
}
