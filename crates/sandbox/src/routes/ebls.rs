//! eBL endpoints under `/api/integrators/ebl/v1/`: list, get, preview, download,
//! send-as-a-copy, signing-data and submit-signed-data.

use axum::body::Bytes;
use axum::extract::{Path, RawQuery, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};
use uuid::Uuid;

use super::idempotency;
use super::input::{
    REQUIRED, base_url, json_object, opt_uuid, page_body, page_request, page_window, path_uuid,
    req_string, req_uuid,
};
use crate::auth::Caller;
use crate::crypto::{
    SignatureProblem, abi_call, checksum_address, hex0x, parse_address, relay_hash, unhex0x,
    uuid_word, verify_personal,
};
use crate::delivery::notify_ebl;
use crate::ebl_json::{ebl_json, party_names};
use crate::error::{ApiError, ApiResult, FieldErrors};
use crate::model::{Company, Ebl, EblState, KeyStatus, PartyType, PendingSigning, Relayed};
use crate::pdf::ebl_pdf;
use crate::state::{AppState, Data};
use crate::world::ebl_registry_address;

pub const REQUEST_SURRENDER: &str = "REQUEST_SURRENDER_FOR_DELIVERY";
pub const TRANSFER_POSSESSION: &str = "TRANSFER_POSSESSION";
pub const OPERATIONS: &[&str] = &[REQUEST_SURRENDER, TRANSFER_POSSESSION];

const LIST_PATH: &str = "/api/integrators/ebl/v1/list";

#[utoipa::path(
    get,
    path = "/api/integrators/ebl/v1/list",
    operation_id = "list_ebls",
    summary = "eBLs the company may see",
    security(("bearer" = [])),
    description = "Sandbox extension: every page carries an `ETag` (a digest of what the page shows \
        this caller: its eBLs and everything their JSON is built from, the count and the links). A \
        request whose `If-None-Match` names the page's current `ETag` (or `*`) is answered \
        `304 Not Modified` with no body.",
    params(
        ("page" = Option<u32>, Query, minimum = 1),
        ("page_size" = Option<u32>, Query, minimum = 1, maximum = 1000),
        ("If-None-Match" = Option<String>, Header, description = "The `ETag` of this page as last read (sandbox extension): 304 when it is still the page's."),
    ),
    responses(
        (status = 200, description = "A page of eBLs", body = ref("#/components/schemas/EblPage"),
            headers(("ETag" = String, description = "The page's entity tag (sandbox extension)"))),
        (status = 304, description = "Not Modified: `If-None-Match` names the page as it is (sandbox extension)",
            headers(("ETag" = String, description = "The page's entity tag"))),
        (status = 404, description = "Not found (or not visible to the caller)", body = ref("#/components/schemas/Error")),
    )
)]
pub async fn list(
    State(state): State<AppState>,
    caller: Caller,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
) -> ApiResult<Response> {
    caller.require_read()?;
    let query = query.unwrap_or_default();
    let request = page_request(&query)?;
    let base = base_url(&state, &headers);
    let data = state.data();
    let companies: Vec<&Company> = caller
        .companies
        .iter()
        .filter_map(|id| data.company(*id))
        .collect();
    let visible: Vec<&Ebl> = data
        .ebls
        .iter()
        .filter(|e| companies.iter().any(|c| data.can_see(c, e)))
        .collect();
    let window = page_window(request, visible.len(), &base, LIST_PATH, &query)?;
    let shown = visible.get(window.start..window.end).unwrap_or_default();
    let etag = page_etag(&data, shown, visible.len(), &window);
    let tag = HeaderValue::from_str(&etag)
        .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?;
    if if_none_match(&headers, &etag) {
        drop(data);
        state.count_list_page(true);
        return Ok((StatusCode::NOT_MODIFIED, [(header::ETAG, tag)]).into_response());
    }
    let results = shown.iter().map(|e| ebl_json(&data, e)).collect();
    let body = page_body(visible.len(), &window, results);
    drop(data);
    state.count_list_page(false);
    Ok(([(header::ETAG, tag)], axum::Json(body)).into_response())
}

/// A list page's entity tag: a digest of what the page shows its caller, taken from what each
/// eBL's JSON is built from ([`ebl_json`]: the stored eBL, its parties' names, the consignee's
/// company) rather than from the JSON itself, whose embedded PDF costs most of a page. The
/// count and the links are in it too, so a page that moved is another page.
fn page_etag(
    data: &Data,
    shown: &[&Ebl],
    count: usize,
    window: &super::input::PageWindow,
) -> String {
    use sha2::{Digest, Sha256};
    let mut hash = Sha256::new();
    // What builds the JSON may change with the sandbox's version: its tags do not carry over.
    hash.update(env!("CARGO_PKG_VERSION"));
    hash.update(count.to_le_bytes());
    for link in [&window.next, &window.previous] {
        hash.update(link.as_deref().unwrap_or("-"));
        hash.update([0]);
    }
    for ebl in shown {
        hash.update(serde_json::to_vec(ebl).unwrap_or_default());
        let names = party_names(data, ebl);
        for name in [
            &names.shipper,
            &names.consignee,
            &names.carrier,
            &names.holder,
        ] {
            hash.update(name);
            hash.update([0]);
        }
        if let Some(c) = ebl
            .party(PartyType::Consignee)
            .and_then(|p| data.company(p.id))
        {
            hash.update(c.id.as_bytes());
            hash.update(&c.country);
        }
        hash.update([0xff]);
    }
    let digest = hash.finalize();
    format!("\"{}\"", hex::encode(&digest[..16]))
}

/// Whether `If-None-Match` names `etag` (or `*`): RFC 9110 §13.1.2, weak comparison.
fn if_none_match(headers: &HeaderMap, etag: &str) -> bool {
    let bare = |t: &str| t.trim().trim_start_matches("W/").to_owned();
    headers
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|t| t.trim() == "*" || bare(t) == bare(etag))
}

/// The eBL if the caller's companies can see it, else 404.
fn visible_ebl<'a>(data: &'a Data, caller: &Caller, id: Uuid) -> ApiResult<&'a Ebl> {
    let ebl = data.ebl(id).ok_or_else(ApiError::not_found)?;
    let sees = caller
        .companies
        .iter()
        .filter_map(|c| data.company(*c))
        .any(|c| data.can_see(c, ebl));
    if sees {
        Ok(ebl)
    } else {
        Err(ApiError::not_found())
    }
}

#[utoipa::path(
    get,
    path = "/api/integrators/ebl/v1/{ebl_id}",
    operation_id = "get_ebl",
    summary = "Get an eBL",
    security(("bearer" = [])),
    params(
        ("ebl_id" = String, Path, format = Uuid, example = json!("eb100000-0000-4000-8000-000000000001")),
    ),
    responses(
        (status = 200, description = "The eBL", body = ref("#/components/schemas/Ebl")),
        (status = 404, description = "Not found (or not visible to the caller)", body = ref("#/components/schemas/Error")),
    )
)]
pub async fn get_one(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    caller.require_read()?;
    let id = path_uuid(&id)?;
    let data = state.data();
    let ebl = visible_ebl(&data, &caller, id)?;
    Ok(axum::Json(ebl_json(&data, ebl)).into_response())
}

fn pdf_response(
    state: &AppState,
    caller: &Caller,
    id: &str,
    disposition: &str,
) -> ApiResult<Response> {
    caller.require_read()?;
    let id = path_uuid(id)?;
    let (pdf, reference) = {
        let data = state.data();
        let ebl = visible_ebl(&data, caller, id)?;
        (
            ebl_pdf(ebl, &party_names(&data, ebl)),
            ebl.reference.clone(),
        )
    };
    let safe: String = reference
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .collect();
    let mut response = (StatusCode::OK, pdf).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/pdf"),
    );
    if let Ok(value) = HeaderValue::from_str(&format!("{disposition}; filename=\"{safe}.pdf\"")) {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    Ok(response)
}

#[utoipa::path(
    get,
    path = "/api/integrators/ebl/v1/{ebl_id}/preview/",
    summary = "PDF for display",
    security(("bearer" = [])),
    params(
        ("ebl_id" = String, Path, format = Uuid, example = json!("eb100000-0000-4000-8000-000000000001")),
    ),
    responses(
        (status = 200, description = "PDF", body = String, content_type = "application/pdf"),
        (status = 404, description = "Not found (or not visible to the caller)", body = ref("#/components/schemas/Error")),
    )
)]
pub async fn preview(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    pdf_response(&state, &caller, &id, "inline")
}

#[utoipa::path(
    get,
    path = "/api/integrators/ebl/v1/{ebl_id}/download/",
    summary = "PDF for download",
    security(("bearer" = [])),
    params(
        ("ebl_id" = String, Path, format = Uuid, example = json!("eb100000-0000-4000-8000-000000000001")),
    ),
    responses(
        (status = 200, description = "PDF", body = String, content_type = "application/pdf"),
        (status = 404, description = "Not found (or not visible to the caller)", body = ref("#/components/schemas/Error")),
    )
)]
pub async fn download(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    pdf_response(&state, &caller, &id, "attachment")
}

/// The company (among the caller's) that sees the eBL, preferring the holder.
fn acting_company(data: &Data, caller: &Caller, ebl: &Ebl) -> Option<Company> {
    let companies: Vec<&Company> = caller
        .companies
        .iter()
        .filter_map(|id| data.company(*id))
        .filter(|c| data.can_see(c, ebl))
        .collect();
    companies
        .iter()
        .find(|c| c.inboxes.contains(&ebl.possession_id))
        .or_else(|| companies.first())
        .map(|c| (*c).clone())
}

/// Checks that `company` may perform `operation` on `ebl` now; returns the new state and
/// possession.
pub fn check_action(
    data: &Data,
    company: &Company,
    ebl: &Ebl,
    operation: &str,
    recipient_inbox: Option<Uuid>,
) -> ApiResult<(EblState, Uuid)> {
    if ebl.is_copy() {
        return Err(ApiError::forbidden(
            "This is a copy of an eBL: it can only be viewed.",
        ));
    }
    let holds = company.inboxes.contains(&ebl.possession_id);
    match operation {
        REQUEST_SURRENDER => {
            let consignee = ebl.party(PartyType::Consignee).map(|p| p.id);
            if consignee != Some(company.id) {
                return Err(ApiError::forbidden(
                    "Only the party stated as consignee can request surrender for delivery.",
                ));
            }
            if ebl.state != EblState::Issued {
                return Err(ApiError::conflict(format!(
                    "Surrender cannot be requested for an eBL in state {}.",
                    ebl.state.as_str()
                )));
            }
            if !holds {
                return Err(ApiError::forbidden(
                    "The consignee must hold the eBL to request its surrender.",
                ));
            }
            let surrenderee = ebl
                .party(PartyType::Surrenderee)
                .ok_or_else(|| ApiError::conflict("The eBL has no surrenderee."))?;
            let inbox = surrenderee
                .inbox_id
                .or_else(|| {
                    data.company(surrenderee.id)
                        .and_then(|c| c.inboxes.first().copied())
                })
                .ok_or_else(|| ApiError::conflict("The surrenderee has no inbox."))?;
            Ok((EblState::SurrenderForDeliveryRequested, inbox))
        }
        TRANSFER_POSSESSION => {
            if ebl.state != EblState::Issued {
                return Err(ApiError::conflict(format!(
                    "Possession cannot be transferred for an eBL in state {}.",
                    ebl.state.as_str()
                )));
            }
            if !holds {
                return Err(ApiError::forbidden(
                    "Only the holder of the eBL can transfer its possession.",
                ));
            }
            let recipient =
                recipient_inbox.ok_or_else(|| ApiError::field("recipientInbox", REQUIRED))?;
            if data.inbox_owner(recipient).is_none() {
                return Err(ApiError::field("recipientInbox", "Unknown inbox."));
            }
            if recipient == ebl.possession_id {
                return Err(ApiError::field(
                    "recipientInbox",
                    "The eBL is already in this inbox.",
                ));
            }
            Ok((EblState::Issued, recipient))
        }
        _ => Err(ApiError::field("operation", "Unknown operation.")),
    }
}

fn transaction_data(operation: &str, ebl: &Ebl, target_inbox: Uuid) -> Vec<u8> {
    let function = if operation == REQUEST_SURRENDER {
        "requestSurrenderForDelivery(bytes32,bytes32,bytes32)"
    } else {
        "transferPossession(bytes32,bytes32,bytes32)"
    };
    abi_call(
        function,
        &[
            uuid_word(&ebl.id),
            uuid_word(&ebl.title_id),
            uuid_word(&target_inbox),
        ],
    )
}

/// The address `eth_address` if it belongs to a user the caller may sign as.
fn signer_address(
    data: &Data,
    caller: &Caller,
    company: &Company,
    eth_address: &str,
) -> ApiResult<[u8; 20]> {
    let address = parse_address(eth_address).ok_or_else(|| {
        ApiError::field(
            "ethAddress",
            "Enter a valid blockchain address (0x and 40 hex digits).",
        )
    })?;
    let mine = match &caller.user {
        Some(user) => super::keys::user_owns(data, user, &address),
        None => super::keys::status_of(data, company.id, &address).is_some(),
    };
    if !mine {
        return Err(ApiError::forbidden(
            "ethAddress is not the blockchain address of the calling user.",
        ));
    }
    match super::keys::status_of(data, company.id, &address) {
        Some(KeyStatus::Approved) => Ok(address),
        Some(KeyStatus::Revoked) => Err(ApiError::forbidden(format!(
            "The blockchain key {} was revoked by your company's administrator: it can no longer sign.",
            checksum_address(&address)
        ))),
        _ => Err(ApiError::forbidden(format!(
            "The blockchain key {} is waiting for approval by your company's administrator.",
            checksum_address(&address)
        ))),
    }
}

#[utoipa::path(
    post,
    path = "/api/integrators/ebl/v1/signing-data/",
    summary = "Signing data for an eBL action",
    security(("bearer" = [])),
    request_body(content = ref("#/components/schemas/SigningDataRequest"), content_type = "application/json"),
    responses(
        (status = 200, description = "Signing data (signature null)", body = ref("#/components/schemas/SigningData")),
        (status = 400, description = "Invalid input, by field", body = ref("#/components/schemas/Error")),
        (status = 404, description = "Not found (or not visible to the caller)", body = ref("#/components/schemas/Error")),
        (status = 409, description = "The state forbids the action, or a replay", body = ref("#/components/schemas/Error")),
    )
)]
pub async fn signing_data(
    State(state): State<AppState>,
    caller: Caller,
    body: Bytes,
) -> ApiResult<Response> {
    caller.require_write()?;
    let map = json_object(&body)?;
    let mut errors = FieldErrors::default();
    let operation = req_string(&map, "operation", 64, &mut errors);
    if let Some(op) = &operation
        && !OPERATIONS.contains(&op.as_str())
    {
        errors.add(
            "operation",
            format!(
                "\"{op}\" is not a valid choice; use one of {}.",
                OPERATIONS.join(", ")
            ),
        );
    }
    let ebl_id = req_uuid(&map, "eblId", &mut errors);
    let eth_address = req_string(&map, "ethAddress", 64, &mut errors);
    let recipient_inbox = opt_uuid(&map, "recipientInbox", &mut errors);
    if operation.as_deref() == Some(TRANSFER_POSSESSION)
        && recipient_inbox.is_none()
        && !errors.0.contains_key("recipientInbox")
    {
        errors.add("recipientInbox", REQUIRED);
    }
    if let Some(address) = &eth_address
        && parse_address(address).is_none()
    {
        errors.add(
            "ethAddress",
            "Enter a valid blockchain address (0x and 40 hex digits).",
        );
    }
    errors.check()?;
    let (Some(operation), Some(ebl_id), Some(eth_address)) = (operation, ebl_id, eth_address)
    else {
        return Err(ApiError::bad_request("Invalid request."));
    };
    let mut data = state.data();
    let ebl = visible_ebl(&data, &caller, ebl_id)?.clone();
    let company = acting_company(&data, &caller, &ebl).ok_or_else(ApiError::not_found)?;
    let address = signer_address(&data, &caller, &company, &eth_address)?;
    let (_, target) = check_action(&data, &company, &ebl, &operation, recipient_inbox)?;
    let data_bytes = transaction_data(&operation, &ebl, target);
    let relayed_for = checksum_address(&address);
    let nonce = data.next_nonce(&relayed_for);
    let recipient = ebl_registry_address();
    let hash = relay_hash(&recipient, &address, nonce, &data_bytes);
    let pending = PendingSigning {
        ebl_id,
        hash: hex0x(&hash),
        relay_nonce: nonce,
        recipient: checksum_address(&recipient),
        relayed_for: relayed_for.clone(),
        transaction_data: hex0x(&data_bytes),
        operation: operation.clone(),
        recipient_inbox: if operation == TRANSFER_POSSESSION {
            recipient_inbox
        } else {
            None
        },
        company_id: company.id,
        expires_at: state.now_secs() + state.settings().signing_ttl.as_secs(),
    };
    // Signing data nobody signed in time is forgotten (its nonce stays unused).
    let now = state.now_secs();
    data.pending.retain(|_, p| p.expires_at > now);
    data.pending.insert(
        format!("{}:{nonce}", relayed_for.to_ascii_lowercase()),
        pending.clone(),
    );
    state.changed();
    Ok(axum::Json(signing_json(&pending)).into_response())
}

fn signing_json(pending: &PendingSigning) -> Value {
    json!({
        "eblId": pending.ebl_id,
        "hash": pending.hash,
        "relayNonce": pending.relay_nonce,
        "recipient": pending.recipient,
        "relayedFor": pending.relayed_for,
        "transactionData": pending.transaction_data,
        "signature": null,
        "operation": pending.operation,
        "signedForId": null,
    })
}

fn same_hex(a: &str, b: &str) -> bool {
    a.eq_ignore_ascii_case(b)
}

#[utoipa::path(
    post,
    path = "/api/integrators/ebl/v1/submit-signed-data/",
    summary = "Submit signed data",
    security(("bearer" = [])),
    request_body(content = ref("#/components/schemas/SigningData"), content_type = "application/json"),
    responses(
        (status = 200, description = "The changed eBL", body = ref("#/components/schemas/Ebl")),
        (status = 400, description = "Invalid input, by field", body = ref("#/components/schemas/Error")),
        (status = 404, description = "Not found (or not visible to the caller)", body = ref("#/components/schemas/Error")),
        (status = 409, description = "The state forbids the action, or a replay", body = ref("#/components/schemas/Error")),
    )
)]
pub async fn submit_signed_data(
    State(state): State<AppState>,
    caller: Caller,
    body: Bytes,
) -> ApiResult<Response> {
    caller.require_write()?;
    let map = json_object(&body)?;
    let mut errors = FieldErrors::default();
    let ebl_id = req_uuid(&map, "eblId", &mut errors);
    let hash = req_string(&map, "hash", 200, &mut errors);
    let recipient = req_string(&map, "recipient", 200, &mut errors);
    let relayed_for = req_string(&map, "relayedFor", 200, &mut errors);
    let transaction_data = req_string(&map, "transactionData", 100_000, &mut errors);
    let operation = req_string(&map, "operation", 64, &mut errors);
    let signature = req_string(&map, "signature", 200, &mut errors);
    let nonce = match map.get("relayNonce") {
        None | Some(Value::Null) => {
            errors.add("relayNonce", REQUIRED);
            None
        }
        Some(v) => match v.as_u64() {
            Some(n) => Some(n),
            None => {
                errors.add("relayNonce", "A valid non-negative integer is required.");
                None
            }
        },
    };
    match map.get("signedForId") {
        None | Some(Value::Null) | Some(Value::String(_)) => {}
        Some(_) => errors.add("signedForId", "Not a valid string."),
    }
    if let Some(address) = &relayed_for
        && parse_address(address).is_none()
    {
        errors.add(
            "relayedFor",
            "Enter a valid blockchain address (0x and 40 hex digits).",
        );
    }
    if let Some(h) = &hash
        && unhex0x(h).is_none_or(|b| b.len() != 32)
    {
        errors.add("hash", "Expected 32 bytes as 0x-prefixed hex.");
    }
    errors.check()?;
    let (
        Some(ebl_id),
        Some(hash),
        Some(recipient),
        Some(relayed_for),
        Some(transaction_data),
        Some(operation),
        Some(signature),
        Some(nonce),
    ) = (
        ebl_id,
        hash,
        recipient,
        relayed_for,
        transaction_data,
        operation,
        signature,
        nonce,
    )
    else {
        return Err(ApiError::bad_request("Invalid request."));
    };
    let key = format!("{}:{nonce}", relayed_for.to_ascii_lowercase());
    let mut data = state.data();
    if data.used_nonces.contains(&key) {
        return Err(ApiError::conflict(
            "This relay nonce was already used: the signed data was submitted before.",
        ));
    }
    let pending = data.pending.get(&key).cloned().ok_or_else(|| {
        ApiError::field(
            "relayNonce",
            "No signing data was issued with this nonce for this address.",
        )
    })?;
    if !caller.may_act_for(pending.company_id) {
        return Err(ApiError::forbidden(
            "This signing data was issued to another company.",
        ));
    }
    if pending.expires_at <= state.now_secs() {
        data.pending.remove(&key);
        state.changed();
        return Err(ApiError::field(
            "relayNonce",
            "This signing data has expired; ask for new signing data and sign again.",
        ));
    }
    let mut mismatch = FieldErrors::default();
    let differs = "Does not match the signing data that was issued.";
    if ebl_id != pending.ebl_id {
        mismatch.add("eblId", differs);
    }
    if !same_hex(&hash, &pending.hash) {
        mismatch.add("hash", differs);
    }
    if !same_hex(&recipient, &pending.recipient) {
        mismatch.add("recipient", differs);
    }
    if !same_hex(&transaction_data, &pending.transaction_data) {
        mismatch.add("transactionData", differs);
    }
    if operation != pending.operation {
        mismatch.add("operation", differs);
    }
    if let Some(Value::String(_)) = map.get("signedForId") {
        mismatch.add("signedForId", differs);
    }
    mismatch.check()?;
    let hash_bytes = unhex0x(&pending.hash).unwrap_or_default();
    let expected = parse_address(&pending.relayed_for).unwrap_or_default();
    match verify_personal(&hash_bytes, &signature, &expected) {
        Ok(()) => {}
        Err(SignatureProblem::Malformed) => {
            return Err(ApiError::field(
                "signature",
                "Expected a 65-byte signature (r, s, v) as 0x-prefixed hex.",
            ));
        }
        Err(SignatureProblem::WrongSigner) => {
            return Err(ApiError::field(
                "signature",
                "The signature does not recover to relayedFor.",
            ));
        }
    }
    // The eBL may have changed since the signing data was issued: check again.
    let ebl = data
        .ebl(pending.ebl_id)
        .cloned()
        .ok_or_else(ApiError::not_found)?;
    let company = data
        .company(pending.company_id)
        .cloned()
        .ok_or_else(ApiError::not_found)?;
    let (new_state, new_possession) = check_action(
        &data,
        &company,
        &ebl,
        &pending.operation,
        pending.recipient_inbox,
    )?;
    let previous = ebl.possession_id;
    let updated = {
        let Some(stored) = data.ebl_mut(ebl.id) else {
            return Err(ApiError::not_found());
        };
        stored.state = new_state;
        stored.possession_id = new_possession;
        stored.clone()
    };
    data.pending.remove(&key);
    data.used_nonces.insert(key);
    data.relayed.push(Relayed {
        operation: pending.operation.clone(),
        subject: updated.id,
        hash: pending.hash.clone(),
        relayed_for: pending.relayed_for.clone(),
        relay_nonce: pending.relay_nonce,
        at: state.now_rfc3339(),
    });
    notify_ebl(
        &state,
        &mut data,
        &updated,
        "ebl_possession_transfered",
        Value::Null,
        &[previous],
    );
    state.changed();
    let mut body = ebl_json(&data, &updated);
    if let Value::Object(map) = &mut body {
        map.insert("operation".into(), json!(pending.operation));
        map.insert("transactionHash".into(), json!(pending.hash));
    }
    Ok(axum::Json(body).into_response())
}

#[utoipa::path(
    post,
    path = "/api/integrators/ebl/v1/send-as-a-copy/",
    summary = "Send a view-only copy",
    security(("bearer" = [])),
    params(
        ("Idempotency-Key" = Option<String>, Header, min_length = 1, max_length = 255, description = "A UUID per user intent: a repeat with the same key answers the first result and creates nothing (sandbox decision, DESIGN.md)."),
    ),
    request_body(content = ref("#/components/schemas/SendAsACopyRequest"), content_type = "application/json"),
    responses(
        (status = 201, description = "The copy", body = ref("#/components/schemas/Ebl")),
        (status = 200, description = "The copy already sent to this inbox", body = ref("#/components/schemas/Ebl")),
        (status = 400, description = "Invalid input, by field", body = ref("#/components/schemas/Error")),
        (status = 404, description = "Not found (or not visible to the caller)", body = ref("#/components/schemas/Error")),
        (status = 422, description = "The Idempotency-Key was used for a different request", body = ref("#/components/schemas/Error")),
    )
)]
pub async fn send_as_a_copy(
    State(state): State<AppState>,
    caller: Caller,
    headers: HeaderMap,
    body: Bytes,
) -> ApiResult<Response> {
    caller.require_write()?;
    let idempotency = idempotency::scoped_key(&headers, &caller, "send-as-a-copy")?;
    let map = json_object(&body)?;
    let mut errors = FieldErrors::default();
    let ebl_id = req_uuid(&map, "eblId", &mut errors);
    let recipient = req_uuid(&map, "recipientInbox", &mut errors);
    errors.check()?;
    let (Some(ebl_id), Some(recipient)) = (ebl_id, recipient) else {
        return Err(ApiError::bad_request("Invalid request."));
    };
    let fingerprint = idempotency::fingerprint(&[
        ebl_id.as_bytes().as_slice(),
        recipient.as_bytes().as_slice(),
    ]);
    let mut data = state.data();
    if let Some(key) = &idempotency
        && let Some(first) = idempotency::replay(&data, key, &fingerprint, state.now_secs())?
    {
        return Ok(first);
    }
    let original = visible_ebl(&data, &caller, ebl_id)?.clone();
    if original.is_copy() {
        return Err(ApiError::forbidden(
            "This is a copy of an eBL: it can only be viewed.",
        ));
    }
    if data.inbox_owner(recipient).is_none() {
        return Err(ApiError::field("recipientInbox", "Unknown inbox."));
    }
    if recipient == original.possession_id {
        return Err(ApiError::field(
            "recipientInbox",
            "This inbox holds the original eBL.",
        ));
    }
    if let Some(existing) = data
        .ebls
        .iter()
        .find(|e| e.ebl_copy_id == Some(original.id) && e.possession_id == recipient)
    {
        let body = ebl_json(&data, existing);
        if let Some(key) = idempotency {
            idempotency::remember(
                &mut data,
                state.now_secs(),
                key,
                fingerprint,
                StatusCode::OK,
                &body,
            );
        }
        return Ok((StatusCode::OK, axum::Json(body)).into_response());
    }
    let mut copy = original.clone();
    copy.id = Uuid::new_v4();
    copy.ebl_copy_id = Some(original.id);
    copy.possession_id = recipient;
    data.push_ebl(copy.clone());
    notify_ebl(
        &state,
        &mut data,
        &copy,
        "ebl_possession_transfered",
        Value::Null,
        &[],
    );
    let body = ebl_json(&data, &copy);
    if let Some(key) = idempotency {
        idempotency::remember(
            &mut data,
            state.now_secs(),
            key,
            fingerprint,
            StatusCode::CREATED,
            &body,
        );
    }
    state.changed();
    Ok((StatusCode::CREATED, axum::Json(body)).into_response())
}
