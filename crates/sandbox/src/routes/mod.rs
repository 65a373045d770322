//! The HTTP routes, one module per resource, merged into one router.

pub mod admin;
pub mod ebls;
pub mod envelopes;
pub mod idempotency;
pub mod input;
pub mod keys;
pub mod login;
pub mod me;
pub mod oauth;
pub mod openapi;
pub mod registration;
pub mod rules;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::{from_fn_with_state, map_response};
use axum::response::{IntoResponse, Response};
use axum::routing::{MethodRouter, get, post};
use serde_json::json;

use crate::error::ApiError;
use crate::state::AppState;

/// Registers `path` both with and without its trailing slash.
fn both(router: Router<AppState>, path: &str, handler: MethodRouter<AppState>) -> Router<AppState> {
    let other = match path.strip_suffix('/') {
        Some(stripped) => stripped.to_owned(),
        None => format!("{path}/"),
    };
    router.route(path, handler.clone()).route(&other, handler)
}

/// Every error answer has a JSON (or HTML, for the login pages) body.
async fn json_errors(response: Response) -> Response {
    let status = response.status();
    if !(status.is_client_error() || status.is_server_error()) {
        return response;
    }
    let content_type = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    if content_type.starts_with("application/json") || content_type.starts_with("text/html") {
        return response;
    }
    let detail = match status {
        StatusCode::METHOD_NOT_ALLOWED => "Method not allowed.".to_owned(),
        StatusCode::PAYLOAD_TOO_LARGE => "Request body too large.".to_owned(),
        StatusCode::UNSUPPORTED_MEDIA_TYPE => "Unsupported media type.".to_owned(),
        _ => status
            .canonical_reason()
            .unwrap_or("Request failed.")
            .to_owned(),
    };
    let allow = response.headers().get(header::ALLOW).cloned();
    let mut replaced = (status, axum::Json(json!({ "detail": detail }))).into_response();
    if let Some(allow) = allow {
        replaced.headers_mut().insert(header::ALLOW, allow);
    }
    replaced
}

async fn not_found() -> Response {
    ApiError::not_found().into_response()
}

/// The login, consent and registration pages are never shown inside another page's frame
/// (clickjacking: a hidden "Allow" under a decoy button).
async fn not_framed(mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static("frame-ancestors 'none'"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    response
}

async fn security_headers(mut response: Response) -> Response {
    response.headers_mut().insert(
        "x-content-type-options",
        HeaderValue::from_static("nosniff"),
    );
    response
}

/// The whole application.
pub fn router(state: AppState) -> Router {
    let mut api = Router::new();
    api = both(api, "/oauth/token/", post(oauth::token));
    api = both(api, "/api/integrators/ebl/v1/list", get(ebls::list));
    api = both(api, "/api/integrators/ebl/v1/{ebl_id}", get(ebls::get_one));
    api = both(
        api,
        "/api/integrators/ebl/v1/{ebl_id}/preview/",
        get(ebls::preview),
    );
    api = both(
        api,
        "/api/integrators/ebl/v1/{ebl_id}/download/",
        get(ebls::download),
    );
    api = both(
        api,
        "/api/integrators/ebl/v1/signing-data/",
        post(ebls::signing_data),
    );
    api = both(
        api,
        "/api/integrators/ebl/v1/submit-signed-data/",
        post(ebls::submit_signed_data),
    );
    api = both(
        api,
        "/api/integrators/ebl/v1/send-as-a-copy/",
        post(ebls::send_as_a_copy),
    );
    api = both(
        api,
        "/api/v3/companies/{company_id}/rules/",
        get(rules::list)
            .post(rules::create)
            .put(rules::put_collection)
            .patch(rules::patch_collection)
            .delete(rules::delete_collection),
    );
    api = both(
        api,
        "/api/v3/companies/{company_id}/rules/{rule_id}/",
        get(rules::get_one)
            .put(rules::put_one)
            .patch(rules::patch_one)
            .delete(rules::delete_one),
    );
    api = both(api, "/api/v3/integrations/me/", get(me::me));
    api = both(
        api,
        "/api/v3/integrations/blockchain-keys/",
        get(keys::list).post(keys::register),
    );
    api = both(
        api,
        "/api/v3/registrations/app-tokens/",
        post(registration::app_tokens),
    );
    let mut uploads = Router::new();
    uploads = both(
        uploads,
        "/api/v3/integrations/envelope-egypt-aci/",
        post(envelopes::create_aci),
    );
    uploads = both(
        uploads,
        "/api/v3/integrations/envelope-standard/",
        post(envelopes::create_standard),
    );
    let upload_limit = usize::try_from(state.settings().limits.upload_bytes).unwrap_or(usize::MAX);
    let uploads = uploads.layer(DefaultBodyLimit::max(upload_limit));
    api = both(
        api,
        "/api/v3/integrations/envelope-send/",
        post(envelopes::send),
    );
    let api = api
        .layer(DefaultBodyLimit::max(2 * 1024 * 1024))
        .merge(uploads)
        .layer(from_fn_with_state(state.clone(), admin::inject_faults));

    let pages = Router::new()
        .route("/", get(login::authorize))
        .route("/login", post(login::login))
        .route("/consent", post(login::consent))
        .route(
            "/register/{token}/",
            get(registration::page).post(registration::complete),
        )
        .layer(DefaultBodyLimit::max(64 * 1024))
        .layer(map_response(not_framed));

    let mut admin_routes = Router::new();
    admin_routes = both(admin_routes, "/_sandbox/world", get(admin::world));
    admin_routes = both(admin_routes, "/_sandbox/ebls", post(admin::create_ebl));
    admin_routes = both(
        admin_routes,
        "/_sandbox/ebls/{ebl_id}/surrender-response",
        post(admin::surrender_response),
    );
    admin_routes = both(admin_routes, "/_sandbox/outbox", get(admin::outbox));
    admin_routes = both(
        admin_routes,
        "/_sandbox/keys/{address}/{decision}",
        post(keys::decide),
    );
    admin_routes = both(admin_routes, "/_sandbox/deliveries", get(admin::deliveries));
    admin_routes = both(
        admin_routes,
        "/_sandbox/faults",
        get(admin::get_faults).post(admin::set_faults),
    );
    admin_routes = admin_routes.route("/_sandbox/openapi.json", get(openapi::document));
    let admin_routes = admin_routes
        .layer(DefaultBodyLimit::max(1024 * 1024))
        .layer(from_fn_with_state(state.clone(), admin::guard));

    api.merge(pages)
        .merge(admin_routes)
        .fallback(not_found)
        .layer(map_response(json_errors))
        .layer(map_response(security_headers))
        .with_state(state)
}
