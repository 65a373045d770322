//! The webhook receiver against the real sandbox: a rule of the consignee's company posts its
//! `ebl_updated` notifications to the receiver, which records them in the journal; a request
//! without the rule's secret header is refused and records nothing. Run under
//! tests/e2e/in-session.sh (the real OS keyring).

#![allow(clippy::unwrap_used)]

mod common;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::json;
use tdx_client::models::rule::{NewAction, RuleEvent};
use tdx_desk::journal::TimelineKind;
use tdx_desk::rules::RuleInput;
use tdx_desk::view::ActionKind;
use tdx_desk::webhooks::{self, Received, WebhookSecret};
use tdx_desk::{Context, EblCache};
use tdx_desk::{ebls, journal, review, rules, session, submit};
use tdx_keys::Sensitive;
use tdx_store::Store;
use tokio::sync::{mpsc, oneshot};

const CONSIGNEE: &str = "consignee@nile.example";
const HEADER: &str = "X-Desk-Key";
const SECRET: &str = "s3cret-value";

struct Receiver {
    url: String,
    received: mpsc::UnboundedReceiver<Received>,
    stop: Option<oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<tdx_desk::Result<()>>,
}

impl Receiver {
    async fn start(desk: Arc<Context>) -> Receiver {
        let listener = webhooks::bind("127.0.0.1:0".parse().unwrap())
            .await
            .unwrap();
        let url = format!("http://{}/hooks/ebl", listener.local_addr().unwrap());
        let (tx, received) = mpsc::unbounded_channel();
        let (stop, stopped) = oneshot::channel::<()>();
        let secret = WebhookSecret {
            header: HEADER.into(),
            value: Sensitive::new(SECRET.into()),
        };
        let task = tokio::spawn(webhooks::serve(
            desk,
            listener,
            secret,
            move |r| {
                let _ = tx.send(r.clone());
            },
            async move {
                let _ = stopped.await;
            },
        ));
        Receiver {
            url,
            received,
            stop: Some(stop),
            task,
        }
    }

    async fn stop(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        self.task.await.unwrap().unwrap();
    }
}

async fn signed_in_consignee() -> (Arc<Context>, tdx_sandbox::World) {
    let store = Arc::new(Mutex::new(Store::open_in_memory().unwrap()));
    let profile = format!("test-webhooks-{}", uuid::Uuid::new_v4());
    let (desk, world) = common::open_desk(CONSIGNEE, &profile, EblCache::with_store(store)).await;
    session::sign_in(&desk).await.unwrap();
    let user = world.users.iter().find(|u| u.email == CONSIGNEE).unwrap();
    desk.keys()
        .import_hex(&Sensitive::new(user.private_key.clone()), None)
        .unwrap();
    (Arc::new(desk), world)
}

fn notification(ebl_id: &str) -> serde_json::Value {
    json!({
        "event": "ebl_updated",
        "third_party_customer_id": null,
        "data": {
            "event": "ebl_surrender_for_delivery_response",
            "ebl_id": ebl_id,
            "ebl_reference": "FORGED-1",
            "payload": {"decision": "accept", "message": "forged"}
        }
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_without_the_rule_s_secret_is_refused_and_records_nothing() {
    let (desk, _world) = signed_in_consignee().await;
    let list = ebls::list_ebls(&desk, true).await.unwrap();
    let ebl_id = list.rows[0].id.clone();
    let receiver = Receiver::start(desk.clone()).await;
    let http = reqwest::Client::new();

    for header in [
        None,
        Some("wrong-value"),
        Some("s3cret-valu"),
        Some("s3cret-value!"),
    ] {
        let mut request = http.post(&receiver.url).json(&notification(&ebl_id));
        if let Some(value) = header {
            request = request.header(HEADER, value);
        }
        let answer = request.send().await.unwrap();
        assert_eq!(answer.status(), 401, "{header:?}");
    }
    let timeline = journal::ebl_timeline(&desk, &ebl_id).await.unwrap();
    assert!(
        timeline.iter().all(|t| !t.text.contains("forged")),
        "nothing recorded: {timeline:?}"
    );

    // The same body with the secret is recorded (so the refusals above were about the header).
    let answer = http
        .post(&receiver.url)
        .header(HEADER, SECRET)
        .json(&notification(&ebl_id))
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), 200);
    let timeline = journal::ebl_timeline(&desk, &ebl_id).await.unwrap();
    assert!(
        timeline.iter().any(|t| t.text
            == "The service says the carrier accepted the surrender request: \u{201c}forged\u{201d} \
                \u{2014} not confirmed by the eBL yet"),
        "{timeline:?}"
    );
    // Not JSON of a notification: refused, nothing recorded.
    let answer = http
        .post(&receiver.url)
        .header(HEADER, SECRET)
        .body("{\"event\":")
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), 400);
    receiver.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_carrier_s_reason_for_rejecting_a_surrender_reaches_the_timeline() {
    let (desk, _world) = signed_in_consignee().await;
    let mut receiver = Receiver::start(desk.clone()).await;
    let rule = RuleInput {
        name: "Desk receiver".into(),
        event: RuleEvent::EblUpdate,
        enabled: true,
        actions: vec![NewAction::webhook(&receiver.url).with_header(HEADER, SECRET)],
    };
    let saved = rules::save_rule(&desk, None, &rule).await.unwrap();
    assert!(saved.errors.is_empty(), "{saved:?}");

    // The consignee requests surrender of an eBL it holds.
    let list = ebls::list_ebls(&desk, true).await.unwrap();
    let mut target = None;
    for row in list.rows.iter().filter(|r| r.held_by_us && !r.is_copy) {
        let detail = ebls::get_ebl(&desk, &row.id).await.unwrap();
        if detail
            .actions
            .iter()
            .any(|a| a.kind == ActionKind::RequestSurrenderForDelivery && a.available)
        {
            target = Some(row.id.clone());
            break;
        }
    }
    let target = target.expect("an eBL whose surrender the consignee may request");
    let review = review::prepare_action(
        &desk,
        &target,
        ActionKind::RequestSurrenderForDelivery,
        None,
    )
    .await
    .unwrap();
    submit::confirm_action(&desk, &review.review_id, common::typed(&review))
        .await
        .unwrap();

    // The carrier rejects it, with its reason; the sandbox notifies the consignee's rules.
    let admin = desk.sandbox().unwrap().admin_http();
    let base = desk.profile().base_url.trim_end_matches('/').to_owned();
    let answer = admin
        .post(format!("{base}/_sandbox/ebls/{target}/surrender-response"))
        .json(&json!({"decision": "reject", "message": "Freight not paid"}))
        .send()
        .await
        .unwrap();
    assert!(answer.status().is_success(), "{answer:?}");

    let received = loop {
        let r = tokio::time::timeout(Duration::from_secs(30), receiver.received.recv())
            .await
            .expect("the sandbox delivers the notification")
            .unwrap();
        if r.event == "ebl_surrender_for_delivery_response" {
            break r;
        }
    };
    assert_eq!(received.ebl_id, target);
    assert_eq!(received.decision.as_deref(), Some("reject"));
    assert_eq!(received.message.as_deref(), Some("Freight not paid"));

    assert_eq!(
        received.text,
        "The service says the carrier rejected the surrender request: \u{201c}Freight not \
         paid\u{201d} \u{2014} not confirmed by the eBL yet",
        "what `tdx webhook` prints"
    );

    // Until the app reads the eBL again, the rejection is what the service says.
    let rejected = |timeline: &[journal::TimelineItem]| {
        timeline
            .iter()
            .find(|t| t.kind == TimelineKind::Notification && t.text.contains("rejected"))
            .unwrap_or_else(|| panic!("{timeline:?}"))
            .text
            .to_string()
    };
    let timeline = journal::ebl_timeline(&desk, &target).await.unwrap();
    assert_eq!(
        rejected(&timeline),
        "The service says the carrier rejected the surrender request: \u{201c}Freight not \
         paid\u{201d} \u{2014} not confirmed by the eBL yet"
    );
    receiver.stop().await;
}
