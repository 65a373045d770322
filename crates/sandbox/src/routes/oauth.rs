//! `POST /oauth/token/`: client credentials, authorization code (+PKCE) and refresh grants,
//! answering per RFC 6749.

use std::collections::HashMap;

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use base64::Engine;
use serde_json::json;
use sha2::{Digest, Sha256};

use crate::model::{Client, Grant, UsedRefresh};
use crate::state::{AppState, Data, random_token};

/// The scopes the sandbox knows.
pub const SCOPES: &[&str] = &["read", "write"];

/// An RFC 6749 error answer.
pub struct OAuthError {
    status: StatusCode,
    error: &'static str,
    description: String,
}

impl OAuthError {
    fn new(error: &'static str, description: impl Into<String>) -> Self {
        let status = if error == "invalid_client" {
            StatusCode::UNAUTHORIZED
        } else {
            StatusCode::BAD_REQUEST
        };
        OAuthError {
            status,
            error,
            description: description.into(),
        }
    }
}

impl IntoResponse for OAuthError {
    fn into_response(self) -> Response {
        let mut response = (
            self.status,
            axum::Json(json!({"error": self.error, "error_description": self.description})),
        )
            .into_response();
        let headers = response.headers_mut();
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
        headers.insert(header::PRAGMA, HeaderValue::from_static("no-cache"));
        if self.status == StatusCode::UNAUTHORIZED {
            headers.insert(
                header::WWW_AUTHENTICATE,
                HeaderValue::from_static("Basic realm=\"tdx-sandbox\""),
            );
        }
        response
    }
}

/// Parses a space-separated scope parameter; `None` when absent.
pub fn parse_scopes(scope: Option<&str>) -> Result<Option<Vec<String>>, String> {
    let Some(scope) = scope else { return Ok(None) };
    let mut out: Vec<String> = Vec::new();
    for part in scope.split(' ').filter(|s| !s.is_empty()) {
        if !SCOPES.contains(&part) {
            return Err(format!("Unknown scope '{part}'."));
        }
        if !out.iter().any(|s| s == part) {
            out.push(part.to_owned());
        }
    }
    if out.is_empty() {
        return Ok(None);
    }
    Ok(Some(out))
}

pub fn default_scopes() -> Vec<String> {
    vec!["read".into(), "write".into()]
}

/// The S256 PKCE challenge of a verifier.
pub fn pkce_challenge(verifier: &str) -> String {
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()))
}

fn basic_credentials(headers: &HeaderMap) -> Result<Option<(String, String)>, OAuthError> {
    let Some(value) = headers.get(header::AUTHORIZATION) else {
        return Ok(None);
    };
    let bad = || OAuthError::new("invalid_client", "Malformed HTTP basic credentials.");
    let text = value.to_str().map_err(|_| bad())?;
    let Some((scheme, encoded)) = text.split_once(' ') else {
        return Err(bad());
    };
    if !scheme.eq_ignore_ascii_case("basic") {
        return Err(bad());
    }
    let decoded = base64::engine::general_purpose::STANDARD
        .decode(encoded.trim())
        .map_err(|_| bad())?;
    let decoded = String::from_utf8(decoded).map_err(|_| bad())?;
    let (id, secret) = decoded.split_once(':').ok_or_else(bad)?;
    // RFC 6749 §2.3.1: form-url-encoded before base64.
    let decode = |s: &str| {
        url::form_urlencoded::parse(format!("x={s}").as_bytes())
            .next()
            .map(|(_, v)| v.into_owned())
            .unwrap_or_default()
    };
    Ok(Some((decode(id), decode(secret))))
}

fn authenticate_client(
    data: &Data,
    headers: &HeaderMap,
    form: &HashMap<String, String>,
) -> Result<Client, OAuthError> {
    let (id, secret) = match basic_credentials(headers)? {
        Some(creds) => creds,
        None => match (form.get("client_id"), form.get("client_secret")) {
            (Some(id), Some(secret)) => (id.clone(), secret.clone()),
            // A public client identifies itself without a secret.
            (Some(id), None) if data.client(id).is_some_and(Client::is_public) => {
                (id.clone(), String::new())
            }
            _ => {
                return Err(OAuthError::new(
                    "invalid_client",
                    "Client authentication is required.",
                ));
            }
        },
    };
    match data.client(&id) {
        Some(client) if client.is_public() && secret.is_empty() => Ok(client.clone()),
        Some(client)
            if !client.is_public() && crate::crypto::ct_eq(&client.client_secret, &secret) =>
        {
            Ok(client.clone())
        }
        _ => Err(OAuthError::new(
            "invalid_client",
            "Unknown client or wrong secret.",
        )),
    }
}

/// Ends every access and refresh token of one login.
fn revoke_family(data: &mut Data, family: &str) {
    if family.is_empty() {
        return;
    }
    data.access_tokens.retain(|_, g| g.family != family);
    data.refresh_tokens.retain(|_, g| g.family != family);
}

fn issue(state: &AppState, data: &mut Data, grant: Grant) -> Response {
    let ttl = state.settings().token_ttl.as_secs().max(1);
    let access = random_token();
    let refresh = random_token();
    let scope = grant.scopes.join(" ");
    let access_grant = Grant {
        expires_at: state.now_secs() + ttl,
        ..grant.clone()
    };
    let refresh_grant = Grant {
        expires_at: state.now_secs() + 30 * 24 * 3600,
        ..grant
    };
    data.access_tokens.insert(access.clone(), access_grant);
    data.refresh_tokens.insert(refresh.clone(), refresh_grant);
    // Drop expired tokens now and then so the maps stay small.
    if data.access_tokens.len().is_multiple_of(256) {
        let now = state.now_secs();
        data.access_tokens.retain(|_, g| g.expires_at > now);
    }
    state.changed();
    let mut response = (
        StatusCode::OK,
        axum::Json(json!({
            "access_token": access,
            "refresh_token": refresh,
            "expires_in": ttl,
            "token_type": "Bearer",
            "scope": scope,
        })),
    )
        .into_response();
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(header::PRAGMA, HeaderValue::from_static("no-cache"));
    response
}

#[utoipa::path(
    post,
    path = "/oauth/token/",
    summary = "Token endpoint (RFC 6749)",
    security(("basic" = []), ()),
    request_body(content = ref("#/components/schemas/TokenRequest"), content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "Tokens", body = ref("#/components/schemas/TokenResponse")),
        (status = 400, description = "OAuth error", body = ref("#/components/schemas/OAuthError")),
        (status = 401, description = "invalid_client", body = ref("#/components/schemas/OAuthError")),
        (status = 405, description = "Method not allowed", body = ref("#/components/schemas/Error")),
    )
)]
pub async fn token(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, OAuthError> {
    let mut form: HashMap<String, String> = HashMap::new();
    for (key, value) in url::form_urlencoded::parse(&body) {
        if form.insert(key.to_string(), value.into_owned()).is_some() {
            return Err(OAuthError::new(
                "invalid_request",
                format!("Parameter '{key}' is repeated."),
            ));
        }
    }
    let grant_type = form
        .get("grant_type")
        .cloned()
        .ok_or_else(|| OAuthError::new("invalid_request", "Missing 'grant_type'."))?;
    if !["client_credentials", "authorization_code", "refresh_token"].contains(&grant_type.as_str())
    {
        return Err(OAuthError::new(
            "unsupported_grant_type",
            format!("Grant type '{grant_type}' is not supported."),
        ));
    }
    let mut data = state.data();
    let client = authenticate_client(&data, &headers, &form)?;
    if !client.grants.iter().any(|g| g == &grant_type) {
        return Err(OAuthError::new(
            "unauthorized_client",
            format!("This client may not use the '{grant_type}' grant."),
        ));
    }
    let requested = parse_scopes(form.get("scope").map(String::as_str))
        .map_err(|e| OAuthError::new("invalid_scope", e))?;
    match grant_type.as_str() {
        "client_credentials" => {
            let grant = Grant {
                client_id: client.client_id,
                user_email: None,
                scopes: requested.unwrap_or_else(default_scopes),
                expires_at: 0,
                family: random_token(),
            };
            Ok(issue(&state, &mut data, grant))
        }
        "authorization_code" => {
            let code = form
                .get("code")
                .ok_or_else(|| OAuthError::new("invalid_request", "Missing 'code'."))?;
            let redirect_uri = form
                .get("redirect_uri")
                .ok_or_else(|| OAuthError::new("invalid_request", "Missing 'redirect_uri'."))?;
            // Single use: a code is gone once presented, whatever the outcome.
            let stored = data.codes.remove(code).ok_or_else(|| {
                OAuthError::new(
                    "invalid_grant",
                    "The authorization code is invalid or used.",
                )
            })?;
            state.changed();
            if stored.expires_at <= state.now_secs() {
                return Err(OAuthError::new(
                    "invalid_grant",
                    "The authorization code has expired.",
                ));
            }
            if stored.client_id != client.client_id {
                return Err(OAuthError::new(
                    "invalid_grant",
                    "The authorization code was issued to another client.",
                ));
            }
            if &stored.redirect_uri != redirect_uri {
                return Err(OAuthError::new(
                    "invalid_grant",
                    "redirect_uri does not match the authorization request.",
                ));
            }
            if client.is_public() && stored.code_challenge.is_none() {
                return Err(OAuthError::new(
                    "invalid_grant",
                    "A public client must use PKCE (code_challenge).",
                ));
            }
            if let Some(challenge) = &stored.code_challenge {
                let verifier = form.get("code_verifier").ok_or_else(|| {
                    OAuthError::new("invalid_grant", "Missing 'code_verifier' (PKCE).")
                })?;
                if &pkce_challenge(verifier) != challenge {
                    return Err(OAuthError::new(
                        "invalid_grant",
                        "code_verifier does not match the code challenge.",
                    ));
                }
            }
            let scopes = match requested {
                Some(req) if req.iter().all(|s| stored.scopes.contains(s)) => req,
                Some(_) => {
                    return Err(OAuthError::new(
                        "invalid_scope",
                        "The requested scope exceeds what was granted.",
                    ));
                }
                None => stored.scopes.clone(),
            };
            let grant = Grant {
                client_id: client.client_id,
                user_email: Some(stored.user_email),
                scopes,
                expires_at: 0,
                family: random_token(),
            };
            Ok(issue(&state, &mut data, grant))
        }
        _ => {
            let refresh = form
                .get("refresh_token")
                .ok_or_else(|| OAuthError::new("invalid_request", "Missing 'refresh_token'."))?;
            if let Some(used) = data.used_refresh.get(refresh).cloned() {
                // RFC 9700 §4.14.2: a rotated refresh token presented again was copied by
                // someone; end every token of that login, the thief's and the user's.
                revoke_family(&mut data, &used.family);
                state.changed();
                return Err(OAuthError::new(
                    "invalid_grant",
                    "The refresh token was already used; every token of this sign-in is revoked.",
                ));
            }
            let stored =
                data.refresh_tokens.get(refresh).cloned().ok_or_else(|| {
                    OAuthError::new("invalid_grant", "The refresh token is invalid.")
                })?;
            if stored.client_id != client.client_id {
                return Err(OAuthError::new(
                    "invalid_grant",
                    "The refresh token was issued to another client.",
                ));
            }
            if stored.expires_at <= state.now_secs() {
                data.refresh_tokens.remove(refresh);
                return Err(OAuthError::new(
                    "invalid_grant",
                    "The refresh token has expired.",
                ));
            }
            let scopes = match requested {
                Some(req) if req.iter().all(|s| stored.scopes.contains(s)) => req,
                Some(_) => {
                    return Err(OAuthError::new(
                        "invalid_scope",
                        "The requested scope exceeds the original grant.",
                    ));
                }
                None => stored.scopes.clone(),
            };
            data.refresh_tokens.remove(refresh);
            let now = state.now_secs();
            data.used_refresh.retain(|_, u| u.expires_at > now);
            data.used_refresh.insert(
                refresh.clone(),
                UsedRefresh {
                    family: stored.family.clone(),
                    expires_at: stored.expires_at,
                },
            );
            let grant = Grant {
                scopes,
                expires_at: 0,
                ..stored
            };
            Ok(issue(&state, &mut data, grant))
        }
    }
}
