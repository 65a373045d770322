//! The blockchain-keys extension (not in the interface; `../shared/DESIGN.md`), modelled on the
//! service's rule that a company administrator approves every new blockchain key:
//! `POST /api/v3/integrations/blockchain-keys/` registers a key by a signature over
//! `Register <checksum address> for company <company_id>` (status `pending`), `GET` lists the
//! company's keys, and signing-data accepts only approved keys. The admin endpoints
//! `/_sandbox/keys/<address>/approve` and `/revoke` stand in for the company administrator.
//! Every demo user's own key is approved from the start.

use axum::Json;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde_json::{Value, json};
use uuid::Uuid;

use super::input::{json_object, req_string};
use crate::auth::Caller;
use crate::crypto::{checksum_address, parse_address, recover_personal};
use crate::error::{ApiError, ApiResult, FieldErrors};
use crate::model::{BlockchainKey, KeyStatus, User};
use crate::state::{AppState, Data};

/// The text a key signs to be registered for a company.
pub fn registration_text(address: &[u8; 20], company: Uuid) -> String {
    format!(
        "Register {} for company {company}",
        checksum_address(address)
    )
}

fn key_json(key: &BlockchainKey) -> Value {
    json!({
        "eth_address": key.eth_address,
        "status": key.status,
        "registered_by": key.registered_by,
        "registered_at": key.registered_at,
    })
}

/// The status of `address` for `company`: its registration, else approved when it is a user's
/// own key (the demo world's and registration's users), else none.
pub fn status_of(data: &Data, company: Uuid, address: &[u8; 20]) -> Option<KeyStatus> {
    data.keys
        .iter()
        .find(|k| {
            k.company_id == company && parse_address(&k.eth_address).as_ref() == Some(address)
        })
        .map(|k| k.status)
        .or_else(|| {
            data.users
                .iter()
                .any(|u| {
                    u.company_id == company
                        && parse_address(&u.eth_address).as_ref() == Some(address)
                })
                .then_some(KeyStatus::Approved)
        })
}

/// Whether `address` is `user`'s: their own key, or a key they registered (approved or not).
pub fn user_owns(data: &Data, user: &User, address: &[u8; 20]) -> bool {
    parse_address(&user.eth_address).as_ref() == Some(address)
        || data.keys.iter().any(|k| {
            k.company_id == user.company_id
                && k.registered_by.as_deref() == Some(user.email.as_str())
                && parse_address(&k.eth_address).as_ref() == Some(address)
        })
}

/// `POST /api/v3/integrations/blockchain-keys/` `{eth_address, signature}`.
#[utoipa::path(
    post,
    path = "/api/v3/integrations/blockchain-keys/",
    summary = "Register a blockchain key: signature = EIP-191 over \"Register <checksum address> for company <company_id>\" (sandbox extension)",
    security(("bearer" = [])),
    request_body(content = ref("#/components/schemas/KeyRegistration"), content_type = "application/json"),
    responses(
        (status = 201, description = "Registered, waiting for approval", body = ref("#/components/schemas/BlockchainKey")),
        (status = 200, description = "Registered before: where it stands", body = ref("#/components/schemas/BlockchainKey")),
        (status = 400, description = "Invalid input, by field", body = ref("#/components/schemas/Error")),
    )
)]
pub async fn register(
    State(state): State<AppState>,
    caller: Caller,
    body: Bytes,
) -> ApiResult<(StatusCode, Json<Value>)> {
    caller.require_write()?;
    let map = json_object(&body)?;
    let mut errors = FieldErrors::default();
    let address_text = req_string(&map, "eth_address", 64, &mut errors);
    let signature = req_string(&map, "signature", 200, &mut errors);
    let address = address_text.as_deref().and_then(parse_address);
    if address_text.is_some() && address.is_none() {
        errors.add(
            "eth_address",
            "Enter a blockchain address (0x and 40 hex digits).",
        );
    }
    errors.check()?;
    let (Some(address), Some(signature)) = (address, signature) else {
        return Err(ApiError::bad_request(
            "eth_address and signature are required.",
        ));
    };
    let mut data = state.data();
    let company = caller.default_company(&data)?.id;
    let text = registration_text(&address, company);
    if recover_personal(text.as_bytes(), &signature).ok() != Some(address) {
        return Err(ApiError::field(
            "signature",
            format!("Sign the text \"{text}\" with the key being registered (EIP-191)."),
        ));
    }
    let registered_by = caller.user.as_ref().map(|u| u.email.clone());
    if let Some(existing) = data
        .keys
        .iter_mut()
        .find(|k| k.company_id == company && parse_address(&k.eth_address) == Some(address))
    {
        if existing.status != KeyStatus::Revoked {
            return Ok((StatusCode::OK, Json(key_json(existing))));
        }
        // A revoked key registered again waits for approval again.
        existing.status = KeyStatus::Pending;
        existing.registered_by = registered_by;
        existing.registered_at = state.now_rfc3339();
        let answer = key_json(existing);
        drop(data);
        state.changed();
        return Ok((StatusCode::CREATED, Json(answer)));
    }
    if status_of(&data, company, &address) == Some(KeyStatus::Approved) {
        // A user's own key is approved already.
        return Ok((
            StatusCode::OK,
            Json(json!({"eth_address": checksum_address(&address), "status": KeyStatus::Approved})),
        ));
    }
    let key = BlockchainKey {
        eth_address: checksum_address(&address),
        company_id: company,
        registered_by,
        registered_at: state.now_rfc3339(),
        status: KeyStatus::Pending,
    };
    let answer = key_json(&key);
    data.keys.push(key);
    drop(data);
    state.changed();
    Ok((StatusCode::CREATED, Json(answer)))
}

/// `GET /api/v3/integrations/blockchain-keys/`: the company's keys (its users' own keys first).
#[utoipa::path(
    get,
    path = "/api/v3/integrations/blockchain-keys/",
    operation_id = "list_blockchain_keys",
    summary = "The company's blockchain keys and their approval (sandbox extension)",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The keys", body = ref("#/components/schemas/BlockchainKeys")),
    )
)]
pub async fn list(State(state): State<AppState>, caller: Caller) -> ApiResult<Json<Value>> {
    caller.require_read()?;
    let data = state.data();
    let company = caller.default_company(&data)?.id;
    let mut keys: Vec<Value> = data
        .users
        .iter()
        .filter(|u| u.company_id == company)
        .filter(|u| {
            !data.keys.iter().any(|k| {
                k.company_id == company
                    && parse_address(&k.eth_address) == parse_address(&u.eth_address)
            })
        })
        .map(|u| {
            json!({"eth_address": u.eth_address, "status": KeyStatus::Approved,
                   "registered_by": u.email, "registered_at": null})
        })
        .collect();
    keys.extend(
        data.keys
            .iter()
            .filter(|k| k.company_id == company)
            .map(key_json),
    );
    Ok(Json(json!({ "results": keys })))
}

/// `POST /_sandbox/keys/<address>/approve` and `/revoke`: the company administrator's decision.
pub async fn decide(
    State(state): State<AppState>,
    Path((address, decision)): Path<(String, String)>,
) -> ApiResult<Json<Value>> {
    let status = match decision.as_str() {
        "approve" => KeyStatus::Approved,
        "revoke" => KeyStatus::Revoked,
        _ => return Err(ApiError::not_found()),
    };
    let address = parse_address(&address).ok_or_else(ApiError::not_found)?;
    let mut data = state.data();
    if !data
        .keys
        .iter()
        .any(|k| parse_address(&k.eth_address) == Some(address))
    {
        // A user's own key can be revoked too: it gets a record first.
        let Some(user) = data
            .users
            .iter()
            .find(|u| parse_address(&u.eth_address) == Some(address))
            .cloned()
        else {
            return Err(ApiError::not_found());
        };
        data.keys.push(BlockchainKey {
            eth_address: user.eth_address.clone(),
            company_id: user.company_id,
            registered_by: Some(user.email.clone()),
            registered_at: state.now_rfc3339(),
            status: KeyStatus::Approved,
        });
    }
    let mut answer = Vec::new();
    for key in data
        .keys
        .iter_mut()
        .filter(|k| parse_address(&k.eth_address) == Some(address))
    {
        key.status = status;
        answer.push(key_json(key));
    }
    drop(data);
    state.changed();
    Ok(Json(answer.into_iter().next().unwrap_or(Value::Null)))
}
