//! Bearer-token authentication of interface calls and the caller's permissions.

use axum::extract::FromRequestParts;
use axum::http::header;
use axum::http::request::Parts;
use uuid::Uuid;

use crate::error::{ApiError, ApiResult};
use crate::model::{Company, Grant, User};
use crate::state::{AppState, Data};

/// The authenticated caller of an interface endpoint.
#[derive(Debug, Clone)]
pub struct Caller {
    pub grant: Grant,
    /// The consenting user (authorization code tokens).
    pub user: Option<User>,
    /// Companies the caller may act for; the first is the default.
    pub companies: Vec<Uuid>,
}

impl Caller {
    pub fn has_scope(&self, scope: &str) -> bool {
        self.grant.scopes.iter().any(|s| s == scope)
    }

    pub fn require_read(&self) -> ApiResult<()> {
        if self.has_scope("read") || self.has_scope("write") {
            Ok(())
        } else {
            Err(ApiError::insufficient_scope("read"))
        }
    }

    pub fn require_write(&self) -> ApiResult<()> {
        if self.has_scope("write") {
            Ok(())
        } else {
            Err(ApiError::insufficient_scope("write"))
        }
    }

    /// The company the caller acts for by default.
    pub fn default_company<'a>(&self, data: &'a Data) -> ApiResult<&'a Company> {
        self.companies
            .first()
            .and_then(|id| data.company(*id))
            .ok_or_else(|| ApiError::forbidden("The token does not act for any company."))
    }

    pub fn may_act_for(&self, company: Uuid) -> bool {
        self.companies.contains(&company)
    }
}

fn bearer(parts: &Parts) -> ApiResult<String> {
    let value = parts
        .headers
        .get(header::AUTHORIZATION)
        .ok_or_else(ApiError::unauthenticated)?;
    let text = value
        .to_str()
        .map_err(|_| ApiError::invalid_token("Malformed Authorization header."))?;
    let mut split = text.splitn(2, ' ');
    let scheme = split.next().unwrap_or_default();
    let token = split.next().unwrap_or_default().trim();
    if !scheme.eq_ignore_ascii_case("bearer") {
        return Err(ApiError::unauthenticated());
    }
    if token.is_empty() {
        return Err(ApiError::invalid_token("Empty bearer token."));
    }
    Ok(token.to_owned())
}

/// Resolves a bearer token against the data, at `now` (Unix seconds).
pub fn caller_for_token(data: &Data, token: &str, now: u64) -> ApiResult<Caller> {
    let grant = data
        .access_tokens
        .get(token)
        .ok_or_else(|| ApiError::invalid_token("The access token is invalid."))?;
    if grant.expires_at <= now {
        return Err(ApiError::invalid_token("The access token has expired."));
    }
    let user = match &grant.user_email {
        Some(email) => Some(
            data.user(email)
                .cloned()
                .ok_or_else(|| ApiError::invalid_token("The token's user no longer exists."))?,
        ),
        None => None,
    };
    let companies = match &user {
        Some(user) => vec![user.company_id],
        None => data
            .client_companies
            .get(&grant.client_id)
            .cloned()
            .unwrap_or_default(),
    };
    Ok(Caller {
        grant: grant.clone(),
        user,
        companies,
    })
}

impl FromRequestParts<AppState> for Caller {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> ApiResult<Caller> {
        let token = bearer(parts)?;
        let now = state.now_secs();
        let data = state.data();
        caller_for_token(&data, &token, now)
    }
}
