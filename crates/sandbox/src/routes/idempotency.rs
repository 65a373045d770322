//! `Idempotency-Key` on the creating endpoints (envelope creation, send-as-a-copy): a repeat
//! with the same key, from the same caller, to the same endpoint, answers the first result and
//! creates nothing. Only successful answers are kept (a failed request created nothing, so
//! running it again is right); they are forgotten after a day.

use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::Value;
use sha2::{Digest, Sha256};

use crate::auth::Caller;
use crate::error::{ApiError, ApiResult};
use crate::model::IdempotentAnswer;
use crate::state::Data;

pub const HEADER: &str = "idempotency-key";
/// How long a key is remembered.
const KEPT_SECS: u64 = 24 * 3600;
const MAX_KEY: usize = 255;

/// The caller's key for `endpoint`, scoped so another caller's key never collides with it;
/// `None` when the request has no key.
pub fn scoped_key(
    headers: &HeaderMap,
    caller: &Caller,
    endpoint: &str,
) -> ApiResult<Option<String>> {
    let Some(value) = headers.get(HEADER) else {
        return Ok(None);
    };
    let key = value
        .to_str()
        .ok()
        .map(str::trim)
        .filter(|k| !k.is_empty() && k.len() <= MAX_KEY && k.bytes().all(|b| b.is_ascii_graphic()))
        .ok_or_else(|| {
            ApiError::bad_request(format!(
                "Idempotency-Key must be 1 to {MAX_KEY} visible ASCII characters."
            ))
        })?;
    let who = format!(
        "{}/{}",
        caller.grant.client_id,
        caller.grant.user_email.as_deref().unwrap_or("-")
    );
    Ok(Some(format!("{who}|{endpoint}|{key}")))
}

/// A fingerprint of what a request asked for: a key reused for a different request is refused.
pub fn fingerprint(parts: &[&[u8]]) -> String {
    let mut hasher = Sha256::new();
    for part in parts {
        hasher.update((part.len() as u64).to_be_bytes());
        hasher.update(part);
    }
    hex::encode(hasher.finalize())
}

/// The first answer to this key, when there was one and it is still kept at `now` (Unix
/// seconds).
pub fn replay(data: &Data, key: &str, fingerprint: &str, now: u64) -> ApiResult<Option<Response>> {
    let Some(answer) = data.idempotency.get(key) else {
        return Ok(None);
    };
    if answer.expires_at <= now {
        return Ok(None);
    }
    if answer.fingerprint != fingerprint {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "This Idempotency-Key was already used for a different request.",
        ));
    }
    let status = StatusCode::from_u16(answer.status).unwrap_or(StatusCode::OK);
    let mut response = (status, axum::Json(answer.body.clone())).into_response();
    response
        .headers_mut()
        .insert("idempotent-replayed", HeaderValue::from_static("true"));
    Ok(Some(response))
}

/// Keeps a successful answer under `key`, from `now` (Unix seconds).
pub fn remember(
    data: &mut Data,
    now: u64,
    key: String,
    fingerprint: String,
    status: StatusCode,
    body: &Value,
) {
    data.idempotency.retain(|_, a| a.expires_at > now);
    data.idempotency.insert(
        key,
        IdempotentAnswer {
            fingerprint,
            status: status.as_u16(),
            body: body.clone(),
            expires_at: now + KEPT_SECS,
        },
    );
}
