//! Rule firing: e-mails captured in the outbox, webhooks POSTed by background tasks with
//! retries, every attempt recorded.

use serde_json::{Value, json};
use uuid::Uuid;

use crate::model::{Delivery, Ebl, Email, Header};
use crate::state::{AppState, Data};

/// How many times a webhook is tried.
pub const ATTEMPTS: u32 = 3;

struct Webhook {
    delivery_id: Uuid,
    rule_id: Uuid,
    url: String,
    headers: Vec<Header>,
    body: Value,
    event: String,
}

/// Fires the enabled rules of `companies` for `event`: e-mails go to the outbox now, webhooks
/// are posted in the background.
pub fn fire(
    state: &AppState,
    data: &mut Data,
    companies: &[Uuid],
    event: &str,
    body: &Value,
    subject: &str,
) {
    let mut webhooks = Vec::new();
    let mut emails = Vec::new();
    for rule in data
        .rules
        .iter()
        .filter(|r| r.enabled && r.event == event && companies.contains(&r.company_id))
    {
        for action in &rule.actions {
            match action.kind.as_str() {
                "post_webhook" => {
                    for url in &action.data {
                        webhooks.push(Webhook {
                            delivery_id: Uuid::new_v4(),
                            rule_id: rule.id,
                            url: url.clone(),
                            headers: action.headers.clone(),
                            body: body.clone(),
                            event: event.to_owned(),
                        });
                    }
                }
                "send_email_to" => {
                    for to in &action.data {
                        emails.push((to.clone(), rule.id));
                    }
                }
                "send_email_to_everyone" => {
                    for user in data
                        .users
                        .iter()
                        .filter(|u| u.company_id == rule.company_id)
                    {
                        emails.push((user.email.clone(), rule.id));
                    }
                }
                _ => {}
            }
        }
    }
    let text = serde_json::to_string_pretty(body).unwrap_or_default();
    for (to, rule_id) in emails {
        data.outbox.push(Email {
            id: Uuid::new_v4(),
            to,
            subject: subject.to_owned(),
            body: text.clone(),
            event: event.to_owned(),
            rule_id,
            created_at: state.now_rfc3339(),
        });
    }
    state.changed();
    for webhook in webhooks {
        let state = state.clone();
        // Counted before the answer leaves, so a caller that saw the answer can wait for it.
        let running = state.delivery_started();
        tokio::spawn(async move {
            deliver(state, webhook).await;
            drop(running);
        });
    }
}

async fn deliver(state: AppState, webhook: Webhook) {
    for attempt in 1..=ATTEMPTS {
        let mut request = state
            .http()
            .post(&webhook.url)
            .header("Content-Type", "application/json")
            .header("User-Agent", "tdx-sandbox-webhooks/1")
            .header("X-TDX-Delivery", webhook.delivery_id.to_string())
            .header("X-TDX-Event", webhook.event.as_str());
        for header in &webhook.headers {
            if let (Ok(name), Ok(value)) = (
                reqwest::header::HeaderName::from_bytes(header.name.as_bytes()),
                reqwest::header::HeaderValue::from_str(&header.value),
            ) {
                request = request.header(name, value);
            }
        }
        let outcome = request
            .body(serde_json::to_vec(&webhook.body).unwrap_or_default())
            .send()
            .await;
        let (status, error) = match outcome {
            Ok(response) => (Some(response.status().as_u16()), None),
            Err(e) => (None, Some(e.to_string())),
        };
        let ok = status.is_some_and(|s| (200..300).contains(&s));
        {
            let mut data = state.data();
            data.deliveries.push(Delivery {
                id: Uuid::new_v4(),
                delivery_id: webhook.delivery_id,
                rule_id: webhook.rule_id,
                url: webhook.url.clone(),
                attempt,
                event: webhook.event.clone(),
                headers: webhook.headers.clone(),
                body: webhook.body.clone(),
                status,
                error,
                ok,
                created_at: state.now_rfc3339(),
            });
        }
        state.changed();
        if ok {
            return;
        }
        if let Some(delay) = state
            .settings()
            .retry_delays
            .get(attempt as usize - 1)
            .copied()
        {
            tokio::time::sleep(delay).await;
        }
    }
}

/// The eBL notification body of the interface document.
pub fn ebl_notification(ebl: &Ebl, kind: &str, payload: Value) -> Value {
    json!({
        "event": "ebl_updated",
        "third_party_customer_id": null,
        "data": {
            "event": kind,
            "ebl_id": ebl.id,
            "ebl_reference": ebl.reference,
            "payload": payload,
        }
    })
}

/// Companies involved in an eBL: its parties and the holders before and after a change.
pub fn involved(data: &Data, ebl: &Ebl, inboxes: &[Uuid]) -> Vec<Uuid> {
    let mut companies: Vec<Uuid> = Vec::new();
    let mut add = |id: Uuid| {
        if !companies.contains(&id) {
            companies.push(id);
        }
    };
    if !ebl.is_copy() {
        for party in &ebl.parties {
            add(party.id);
        }
    }
    for inbox in inboxes.iter().chain(std::iter::once(&ebl.possession_id)) {
        if let Some(company) = data.inbox_owner(*inbox) {
            add(company.id);
        }
    }
    companies
}

/// Notifies the `ebl_update` rules of everyone involved in a change to `ebl`.
pub fn notify_ebl(
    state: &AppState,
    data: &mut Data,
    ebl: &Ebl,
    kind: &str,
    payload: Value,
    previous_inboxes: &[Uuid],
) {
    let companies = involved(data, ebl, previous_inboxes);
    let body = ebl_notification(ebl, kind, payload);
    fire(
        state,
        data,
        &companies,
        "ebl_update",
        &body,
        &format!("eBL {} updated", ebl.reference),
    );
}
