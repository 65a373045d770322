//! Admin endpoints under `/_sandbox/` (not part of the interface): loopback only, behind
//! the admin token ([`guard`]).

use std::net::SocketAddr;

use axum::body::Bytes;
use axum::extract::{ConnectInfo, Path, RawQuery, Request, State};
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};
use uuid::Uuid;

use super::input::{REQUIRED, json_object, opt_string, opt_uuid, path_uuid, req_uuid};
use crate::delivery::notify_ebl;
use crate::demo_documents::{self, DemoDocumentKind, DemoMistakes};
use crate::ebl_json::ebl_json;
use crate::error::{ApiError, ApiResult, FieldErrors};
use crate::model::{EblState, FaultTiming, Faults, LostAnswer, PartyType};
use crate::state::{ADMIN_HEADER, AppState, LOST_ANSWERS_KEPT};
use crate::world::{self, make_ebl, parties};

/// The guard of every `/_sandbox/` endpoint: the call must come from the loopback interface,
/// name a loopback host (a web page on another origin that rebinds its DNS name to 127.0.0.1
/// still sends its own name), carry the admin token, and send JSON when it sends a body (a
/// cross-site form cannot). Refused calls change nothing.
pub async fn guard(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let remote = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0.ip());
    if remote.is_some_and(|ip| !ip.is_loopback()) {
        return ApiError::forbidden("Sandbox admin endpoints answer only on loopback.")
            .into_response();
    }
    let host = request
        .headers()
        .get(header::HOST)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    if !is_loopback_host(host) {
        return ApiError::forbidden("Sandbox admin endpoints answer only to a loopback Host.")
            .into_response();
    }
    let token = request
        .headers()
        .get(ADMIN_HEADER)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    if !crate::crypto::ct_eq(token, &state.settings().admin_token) {
        return ApiError::new(
            StatusCode::UNAUTHORIZED,
            "Sandbox admin endpoints need the X-Sandbox-Admin token (tdx-sandbox prints it \
             on its second line, or set TDX_SANDBOX_ADMIN_TOKEN).",
        )
        .into_response();
    }
    if request.method() != Method::GET && request.method() != Method::HEAD {
        let json = request
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split(';').next())
            .is_some_and(|v| v.trim().eq_ignore_ascii_case("application/json"));
        if !json {
            return ApiError::new(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "Sandbox admin endpoints accept only application/json bodies.",
            )
            .into_response();
        }
    }
    next.run(request).await
}

/// `127.0.0.1`, `localhost` or `[::1]`, with or without a port.
fn is_loopback_host(host: &str) -> bool {
    let name = if let Some(rest) = host.strip_prefix('[') {
        match rest.split_once(']') {
            Some((inside, port)) if port.is_empty() || port.starts_with(':') => inside,
            _ => return false,
        }
    } else {
        host.split(':').next().unwrap_or_default()
    };
    if name.eq_ignore_ascii_case("localhost") {
        return true;
    }
    name.parse::<std::net::IpAddr>()
        .is_ok_and(|ip| ip.is_loopback())
}

pub async fn world(State(state): State<AppState>) -> Response {
    let world = state.data().world();
    axum::Json(world).into_response()
}

pub async fn create_ebl(State(state): State<AppState>, body: Bytes) -> ApiResult<Response> {
    let map = json_object(&body)?;
    let mut errors = FieldErrors::default();
    let consignee = req_uuid(&map, "consignee", &mut errors);
    let holder = opt_uuid(&map, "holder", &mut errors);
    let issuer = opt_uuid(&map, "issuer", &mut errors);
    let consignor = opt_uuid(&map, "consignor", &mut errors);
    let reference = opt_string(&map, "reference", 64, &mut errors);
    errors.check()?;
    let Some(consignee) = consignee else {
        return Err(ApiError::field("consignee", REQUIRED));
    };
    let mut data = state.data();
    let mut errors = FieldErrors::default();
    let mut party = |field: &str, id: Uuid| match data.company(id) {
        Some(company) => {
            let email = data
                .users
                .iter()
                .find(|u| u.company_id == id)
                .map(|u| u.email.clone());
            Some((id, company.inboxes.first().copied(), email))
        }
        None => {
            errors.add(field, "Unknown company.");
            None
        }
    };
    let consignee_party = party("consignee", consignee);
    let holder_party = party("holder", holder.unwrap_or(consignee));
    let issuer_party = party("issuer", issuer.unwrap_or(world::CARRIER));
    let consignor_party = party("consignor", consignor.unwrap_or(world::DELTA));
    errors.check()?;
    let (Some(consignee_party), Some(holder_party), Some(issuer_party), Some(consignor_party)) =
        (consignee_party, holder_party, issuer_party, consignor_party)
    else {
        return Err(ApiError::bad_request("Invalid request."));
    };
    let Some(possession) = holder_party.1 else {
        return Err(ApiError::field("holder", "The company has no inbox."));
    };
    let count = data.ebls.len();
    let reference = reference.unwrap_or_else(|| format!("SBX{:08}", count + 1));
    let ebl = make_ebl(
        Uuid::new_v4(),
        reference,
        parties(consignee_party, consignor_party, issuer_party),
        possession,
        rand::random(),
    );
    data.push_ebl(ebl.clone());
    notify_ebl(
        &state,
        &mut data,
        &ebl,
        "ebl_possession_transfered",
        Value::Null,
        &[],
    );
    state.changed();
    Ok((StatusCode::CREATED, axum::Json(ebl_json(&data, &ebl))).into_response())
}

pub async fn surrender_response(
    State(state): State<AppState>,
    Path(id): Path<String>,
    body: Bytes,
) -> ApiResult<Response> {
    let id = path_uuid(&id)?;
    let map = json_object(&body)?;
    let mut errors = FieldErrors::default();
    let decision = match map.get("decision") {
        None | Some(Value::Null) => {
            errors.add("decision", REQUIRED);
            None
        }
        Some(Value::String(s)) if s == "accept" || s == "reject" => Some(s.clone()),
        Some(_) => {
            errors.add("decision", "Must be \"accept\" or \"reject\".");
            None
        }
    };
    let message = opt_string(&map, "message", 2000, &mut errors).unwrap_or_default();
    if let Some(Value::String(s)) = map.get("message")
        && s.trim().is_empty()
    {
        // A blank message is fine here.
        errors.0.remove("message");
    }
    errors.check()?;
    let Some(decision) = decision else {
        return Err(ApiError::field("decision", REQUIRED));
    };
    let mut data = state.data();
    let ebl = data.ebl(id).cloned().ok_or_else(ApiError::not_found)?;
    if ebl.is_copy() {
        return Err(ApiError::conflict("A copy cannot be surrendered."));
    }
    if ebl.state != EblState::SurrenderForDeliveryRequested {
        return Err(ApiError::conflict(format!(
            "No surrender is pending: the eBL is in state {}.",
            ebl.state.as_str()
        )));
    }
    let consignee_inbox = ebl
        .party(PartyType::Consignee)
        .and_then(|p| {
            p.inbox_id
                .or_else(|| data.company(p.id).and_then(|c| c.inboxes.first().copied()))
        })
        .ok_or_else(|| ApiError::conflict("The consignee has no inbox."))?;
    let previous = ebl.possession_id;
    let updated = {
        let Some(stored) = data.ebl_mut(id) else {
            return Err(ApiError::not_found());
        };
        if decision == "accept" {
            stored.state = EblState::SurrenderedForDelivery;
        } else {
            stored.state = EblState::Issued;
            stored.possession_id = consignee_inbox;
        }
        stored.clone()
    };
    notify_ebl(
        &state,
        &mut data,
        &updated,
        "ebl_surrender_for_delivery_response",
        json!({"decision": decision, "message": message}),
        &[previous],
    );
    state.changed();
    Ok(axum::Json(ebl_json(&data, &updated)).into_response())
}

/// `GET /_sandbox/ebls/{ebl_id}/demo-documents/{invoice|packing-list}[?mistakes=...]`: a demo
/// commercial invoice or packing list matching the eBL (any eBL of the world), with the
/// mistakes asked (`container-digit`, `weight:<factor>`, `other-bl-number`, comma-separated).
pub async fn demo_document(
    State(state): State<AppState>,
    Path((id, kind)): Path<(String, String)>,
    RawQuery(query): RawQuery,
) -> ApiResult<Response> {
    let id = path_uuid(&id)?;
    let kind = DemoDocumentKind::from_slug(&kind).ok_or_else(ApiError::not_found)?;
    let mut mistakes = DemoMistakes::default();
    for (key, value) in url::form_urlencoded::parse(query.unwrap_or_default().as_bytes()) {
        if key == "mistakes" {
            for item in value.split(',').map(str::trim).filter(|i| !i.is_empty()) {
                mistakes
                    .add(item)
                    .map_err(|e| ApiError::field("mistakes", e))?;
            }
        }
    }
    let (pdf, reference) = {
        let data = state.data();
        let reference = data
            .ebl(id)
            .map(|e| e.reference.clone())
            .ok_or_else(ApiError::not_found)?;
        let pdf =
            demo_documents::for_ebl(&data, id, kind, &mistakes).ok_or_else(ApiError::not_found)?;
        (pdf, reference)
    };
    let mut response = (StatusCode::OK, pdf).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/pdf"),
    );
    if let Ok(value) = HeaderValue::from_str(&format!(
        "attachment; filename=\"{}\"",
        kind.file_name(&reference)
    )) {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    Ok(response)
}

pub async fn outbox(State(state): State<AppState>) -> Response {
    let outbox = state.data().outbox.clone();
    axum::Json(outbox).into_response()
}

pub async fn deliveries(State(state): State<AppState>) -> Response {
    let deliveries = state.data().deliveries.clone();
    axum::Json(deliveries).into_response()
}

/// The faults in force, with the answers lost so far after the service acted.
pub async fn get_faults(State(state): State<AppState>) -> Response {
    let data = state.data();
    let mut body = serde_json::to_value(&data.faults).unwrap_or_default();
    if let Value::Object(map) = &mut body {
        map.insert("lost_answers".into(), json!(data.lost_answers));
    }
    axum::Json(body).into_response()
}

pub async fn set_faults(State(state): State<AppState>, body: Bytes) -> ApiResult<Response> {
    let map = json_object(&body)?;
    let mut errors = FieldErrors::default();
    let latency_ms = match map.get("latency_ms") {
        None | Some(Value::Null) => 0,
        Some(v) => match v.as_u64().filter(|n| *n <= 60_000) {
            Some(n) => n,
            None => {
                errors.add("latency_ms", "An integer from 0 to 60000 is required.");
                0
            }
        },
    };
    let fail_rate = match map.get("fail_rate") {
        None | Some(Value::Null) => 0.0,
        Some(v) => match v.as_f64().filter(|n| (0.0..=1.0).contains(n)) {
            Some(n) => n,
            None => {
                errors.add("fail_rate", "A number from 0 to 1 is required.");
                0.0
            }
        },
    };
    let status = match map.get("status") {
        None | Some(Value::Null) => 503,
        Some(v) => match v.as_u64().filter(|n| (400..=599).contains(n)) {
            Some(n) => n as u16,
            None => {
                errors.add(
                    "status",
                    "An HTTP error status from 400 to 599 is required.",
                );
                503
            }
        },
    };
    let when = match map.get("when") {
        None | Some(Value::Null) => FaultTiming::Before,
        Some(Value::String(s)) if s == "before" => FaultTiming::Before,
        Some(Value::String(s)) if s == "after" => FaultTiming::After,
        Some(_) => {
            errors.add("when", "Must be \"before\" or \"after\".");
            FaultTiming::Before
        }
    };
    let path = match map.get("path") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) if s.starts_with('/') && s.len() <= 2000 => Some(s.clone()),
        Some(_) => {
            errors.add("path", "A path starting with / is required.");
            None
        }
    };
    errors.check()?;
    let faults = Faults {
        latency_ms,
        fail_rate,
        status,
        when,
        path,
    };
    state.data().faults = faults.clone();
    state.changed();
    Ok(axum::Json(faults).into_response())
}

/// Applies injected latency and failures to interface calls (those under `faults.path`, if
/// set). A failure `before` answers the error instead of handling the request; one `after`
/// handles it in full, then discards its answer (recorded in [`Data::lost_answers`]) and
/// answers the same error: the caller cannot tell the two apart, as behind a gateway.
///
/// [`Data::lost_answers`]: crate::state::Data::lost_answers
pub async fn inject_faults(
    State(state): State<AppState>,
    request: Request,
    next: Next,
) -> Response {
    let faults = state.data().faults.clone();
    if faults
        .path
        .as_deref()
        .is_some_and(|p| !request.uri().path().starts_with(p))
    {
        return next.run(request).await;
    }
    if faults.latency_ms > 0 {
        tokio::time::sleep(std::time::Duration::from_millis(faults.latency_ms)).await;
    }
    if faults.fail_rate > 0.0 && rand::random::<f64>() < faults.fail_rate {
        let status = StatusCode::from_u16(faults.status).unwrap_or(StatusCode::SERVICE_UNAVAILABLE);
        let injected = ApiError::new(status, "Injected fault (tdx-sandbox).").into_response();
        if faults.when == FaultTiming::After {
            let method = request.method().to_string();
            let path = request.uri().path().to_owned();
            // The handler's answer (and any body it streams) is dropped unread.
            let answered = next.run(request).await.status().as_u16();
            let mut data = state.data();
            if data.lost_answers.len() >= LOST_ANSWERS_KEPT {
                data.lost_answers.remove(0);
            }
            data.lost_answers.push(LostAnswer {
                method,
                path,
                status: answered,
                at: state.now_rfc3339(),
            });
            state.changed();
        }
        return injected;
    }
    next.run(request).await
}

#[cfg(test)]
mod tests {
    use super::is_loopback_host;

    #[test]
    fn only_loopback_names_pass_the_host_check() {
        for host in [
            "127.0.0.1:8080",
            "127.0.0.1",
            "localhost:1",
            "LOCALHOST",
            "[::1]:9",
            "[::1]",
            "127.1.2.3:80",
        ] {
            assert!(is_loopback_host(host), "{host}");
        }
        for host in [
            "",
            "evil.example",
            "evil.example:80",
            "127.0.0.1.evil.example",
            "[::1]x",
            "0.0.0.0:80",
            "10.0.0.1",
            "[fe80::1]:80",
        ] {
            assert!(!is_loopback_host(host), "{host}");
        }
    }
}
