//! The receiver of the service's rule webhooks: an `ebl_update` rule's `post_webhook` action
//! POSTs an `ebl_updated` notification (the interface's "eBL notification body") to a URL
//! the user gives the rule, with the custom headers the rule names. This is the one place the
//! interface gives the reason of a rejected surrender request (`decision`, `message`), so each
//! notification is put in the profile's journal as an observation and shows in the eBL's
//! timeline. A request without the rule's secret header (its name and value, compared in
//! constant time) is refused with 401 and nothing is recorded: the listening port may be
//! reachable by others on the machine.

use std::net::SocketAddr;
use std::sync::Arc;
use tdx_i18n::tr;

use axum::Router;
use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::{HeaderMap, StatusCode};
use axum::routing::post;
use serde::{Deserialize, Serialize};
use tdx_keys::Sensitive;
use tdx_store::{ChangeKind, Observation};
use tokio::net::TcpListener;
use ts_rs::TS;

use crate::context::Context;
use crate::error::{Error, Result};
use crate::view::Inert;

/// The largest notification body taken (a notification is a few hundred bytes).
const MAX_BODY: usize = 64 * 1024;

/// The custom header every delivery must carry, as the rule sends it.
#[derive(Debug, Clone)]
pub struct WebhookSecret {
    pub header: String,
    pub value: Sensitive<String>,
}

/// One notification received and recorded: what the service says, every text of it made
/// inert (the journal keeps the raw notification).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Received {
    pub ebl_id: String,
    pub ebl_reference: Inert,
    /// The kind of update (`data.event`): `ebl_surrender_for_delivery_response`, ...
    pub event: Inert,
    /// A surrender response's decision (`reject`, ...), when the payload has one.
    pub decision: Option<Inert>,
    /// Its reason, when the payload has one.
    pub message: Option<Inert>,
    /// The sentence the timeline shows for it (what the service says, not yet confirmed by
    /// the eBL; catalogue text, the service's words in it inert).
    pub text: String,
}

/// The interface's eBL notification body (unknown fields are ignored).
#[derive(Debug, Deserialize)]
struct Notification {
    event: String,
    data: NotificationData,
}

#[derive(Debug, Deserialize)]
struct NotificationData {
    event: String,
    ebl_id: uuid::Uuid,
    #[serde(default)]
    ebl_reference: String,
    #[serde(default)]
    payload: Option<serde_json::Value>,
}

struct Shared {
    cx: Arc<Context>,
    secret: WebhookSecret,
    on_received: Box<dyn Fn(&Received) + Send + Sync>,
}

/// Listens on `listen` (a loopback address unless the user chose otherwise).
pub async fn bind(listen: SocketAddr) -> Result<TcpListener> {
    TcpListener::bind(listen)
        .await
        .map_err(|e| Error::Io(format!("listening on {listen}: {e}")))
}

/// Receives notifications on `listener` for the profile of `cx` until `shutdown` resolves;
/// `on_received` hears of each one recorded (the command line prints it).
pub async fn serve(
    cx: Arc<Context>,
    listener: TcpListener,
    secret: WebhookSecret,
    on_received: impl Fn(&Received) + Send + Sync + 'static,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> Result<()> {
    if secret.header.trim().is_empty() || secret.value.expose().trim().is_empty() {
        return Err(Error::Invalid(tr!("err-input-webhook-secret")));
    }
    let shared = Arc::new(Shared {
        cx,
        secret,
        on_received: Box::new(on_received),
    });
    let app = Router::new()
        .fallback(post(receive))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .with_state(shared);
    axum::serve(listener, app)
        .with_graceful_shutdown(shutdown)
        .await
        .map_err(|e| Error::Io(format!("the webhook receiver stopped: {e}")))
}

async fn receive(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    body: Bytes,
) -> (StatusCode, &'static str) {
    let presented = headers
        .get(shared.secret.header.trim())
        .map(|v| v.as_bytes())
        .unwrap_or_default();
    if !same_secret(presented, shared.secret.value.expose().as_bytes()) {
        tracing::warn!("a webhook without the rule's secret header was refused");
        return (StatusCode::UNAUTHORIZED, "unauthorized");
    }
    let notification: Notification = match serde_json::from_slice(&body) {
        Ok(n) => n,
        Err(_) => return (StatusCode::BAD_REQUEST, "not an eBL notification"),
    };
    if notification.event != "ebl_updated" {
        // Envelope notifications carry no eBL: acknowledged, not recorded.
        return (
            StatusCode::ACCEPTED,
            "not an eBL notification; not recorded",
        );
    }
    match record(&shared.cx, notification.data) {
        Ok(received) => {
            (shared.on_received)(&received);
            (StatusCode::OK, "recorded")
        }
        Err(e) => {
            tracing::warn!(code = e.code(), "a webhook notification was not recorded");
            (StatusCode::SERVICE_UNAVAILABLE, "not recorded")
        }
    }
}

/// Whether `presented` is the secret, in time that does not depend on where they differ.
fn same_secret(presented: &[u8], secret: &[u8]) -> bool {
    let mut differ = presented.len() ^ secret.len();
    for (i, s) in secret.iter().enumerate() {
        let p = presented.get(i).copied().unwrap_or(!s);
        differ |= usize::from(p ^ s);
    }
    differ == 0 && !secret.is_empty()
}

/// Puts the notification in the journal, as an observation of its eBL.
fn record(cx: &Context, data: NotificationData) -> Result<Received> {
    let payload = data.payload.unwrap_or(serde_json::Value::Null);
    let text_of = |key: &str| {
        payload
            .get(key)
            .and_then(serde_json::Value::as_str)
            .map(Inert::new)
    };
    let observation = Observation {
        at: tdx_store::now_ms(),
        ebl_id: data.ebl_id.to_string(),
        ebl_reference: data.ebl_reference.clone(),
        change: ChangeKind::Notified,
        from: Some(data.event.clone()),
        to: (!payload.is_null()).then(|| payload.to_string()),
    };
    crate::journal::record(cx, &observation)?;
    Ok(Received {
        ebl_id: observation.ebl_id.clone(),
        ebl_reference: Inert::new(&data.ebl_reference),
        decision: text_of("decision"),
        message: text_of("message"),
        text: tdx_text::shown_sentence(&crate::journal::notified_sentence(&observation, &[], &[])),
        event: Inert::new(&data.event),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_whole_secret_opens() {
        assert!(same_secret(b"s3cret", b"s3cret"));
        assert!(!same_secret(b"s3cre", b"s3cret"));
        assert!(!same_secret(b"s3cret!", b"s3cret"));
        assert!(!same_secret(b"S3cret", b"s3cret"));
        assert!(!same_secret(b"", b"s3cret"));
        assert!(!same_secret(b"", b""), "an empty secret opens nothing");
    }
}
