//! The "who am I" extension (not in the interface; `../shared/DESIGN.md`): who the token acts
//! for, so an app can name the user's company on any deployment that answers it.

use axum::Json;
use axum::extract::State;
use serde_json::{Value, json};

use crate::auth::Caller;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

/// `GET /api/v3/integrations/me/`: the user's e-mail (null for a client-credentials token),
/// the company the token acts for, its inboxes, and the blockchain addresses of its users.
#[utoipa::path(
    get,
    path = "/api/v3/integrations/me/",
    summary = "Who the token acts for (sandbox extension)",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The user, the company and its inboxes and keys", body = ref("#/components/schemas/Me")),
    )
)]
pub async fn me(State(state): State<AppState>, caller: Caller) -> ApiResult<Json<Value>> {
    caller.require_read()?;
    let data = state.data();
    let company = caller
        .companies
        .first()
        .and_then(|id| data.company(*id))
        .ok_or_else(|| ApiError::forbidden("The token acts for no company."))?;
    let status = |address: &str| {
        crate::crypto::parse_address(address)
            .and_then(|a| super::keys::status_of(&data, company.id, &a))
    };
    let mut addresses: Vec<Value> = data
        .users
        .iter()
        .filter(|u| match &caller.user {
            Some(user) => u.email == user.email,
            None => u.company_id == company.id,
        })
        .map(|u| json!({"address": u.eth_address, "status": status(&u.eth_address)}))
        .collect();
    // Keys registered through the blockchain-keys extension, with where they stand.
    addresses.extend(
        data.keys
            .iter()
            .filter(|k| k.company_id == company.id)
            .filter(|k| match &caller.user {
                Some(user) => k.registered_by.as_deref() == Some(user.email.as_str()),
                None => true,
            })
            .filter(|k| {
                !data
                    .users
                    .iter()
                    .any(|u| u.eth_address.eq_ignore_ascii_case(&k.eth_address))
            })
            .map(|k| json!({"address": k.eth_address, "status": k.status})),
    );
    Ok(Json(json!({
        "user_email": caller.user.as_ref().map(|u| u.email.clone()),
        "company_id": company.id,
        "company_name": company.name,
        "inbox_ids": company.inboxes,
        "eth_addresses": addresses,
    })))
}
