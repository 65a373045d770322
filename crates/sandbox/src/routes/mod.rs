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

use std::sync::Arc;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::{from_fn_with_state, map_response};
use axum::response::{IntoResponse, Response};
use axum::routing::{MethodRouter, get, post};
use serde_json::json;
use utoipa_axum::router::{OpenApiRouter, UtoipaMethodRouter};
use utoipa_axum::routes;

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

/// Registers documented handlers (from `routes!`) at their documented path, which goes into
/// the OpenAPI document, and at the same path without (or with) its trailing slash.
fn documented(
    router: OpenApiRouter<AppState>,
    (schemas, paths, handler): UtoipaMethodRouter<AppState>,
) -> OpenApiRouter<AppState> {
    let mut router = router;
    for path in paths.paths.keys() {
        let other = match path.strip_suffix('/') {
            Some(stripped) => stripped.to_owned(),
            None => format!("{path}/"),
        };
        if !other.is_empty() {
            router = router.route(&other, handler.clone());
        }
    }
    router.routes((schemas, paths, handler))
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
    let mut api = OpenApiRouter::new();
    api = documented(api, routes!(oauth::token));
    api = documented(api, routes!(ebls::list));
    api = documented(api, routes!(ebls::get_one));
    api = documented(api, routes!(ebls::preview));
    api = documented(api, routes!(ebls::download));
    api = documented(api, routes!(ebls::signing_data));
    api = documented(api, routes!(ebls::submit_signed_data));
    api = documented(api, routes!(ebls::send_as_a_copy));
    api = documented(
        api,
        routes!(
            rules::list,
            rules::create,
            rules::put_collection,
            rules::patch_collection,
            rules::delete_collection
        ),
    );
    api = documented(
        api,
        routes!(
            rules::get_one,
            rules::put_one,
            rules::patch_one,
            rules::delete_one
        ),
    );
    api = documented(api, routes!(me::me));
    api = documented(api, routes!(keys::list, keys::register));
    api = documented(api, routes!(registration::app_tokens));
    let mut uploads = OpenApiRouter::new();
    uploads = documented(uploads, routes!(envelopes::create_aci));
    uploads = documented(uploads, routes!(envelopes::create_standard));
    let upload_limit = usize::try_from(state.settings().limits.upload_bytes).unwrap_or(usize::MAX);
    let uploads = uploads.layer(DefaultBodyLimit::max(upload_limit));
    api = documented(api, routes!(envelopes::send));
    let api = api
        .layer(DefaultBodyLimit::max(2 * 1024 * 1024))
        .merge(uploads)
        .layer(from_fn_with_state(state.clone(), admin::inject_faults));

    let pages = OpenApiRouter::new()
        .routes(routes!(login::authorize))
        .route("/login", post(login::login))
        .route("/consent", post(login::consent))
        .route(
            "/register/{token}/",
            get(registration::page).post(registration::complete),
        )
        .layer(DefaultBodyLimit::max(64 * 1024))
        .layer(map_response(not_framed));
    let (served, paths) = api.merge(pages).split_for_parts();
    let doc = Arc::new(openapi::complete(paths));

    let mut admin_routes = Router::new();
    admin_routes = both(admin_routes, "/_sandbox/world", get(admin::world));
    admin_routes = both(admin_routes, "/_sandbox/ebls", post(admin::create_ebl));
    admin_routes = both(
        admin_routes,
        "/_sandbox/ebls/{ebl_id}/surrender-response",
        post(admin::surrender_response),
    );
    admin_routes = both(
        admin_routes,
        "/_sandbox/ebls/{ebl_id}/demo-documents/{kind}",
        get(admin::demo_document),
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
    admin_routes = admin_routes.route(
        "/_sandbox/openapi.json",
        get(move |state, headers| openapi::document(state, headers, doc.clone())),
    );
    let admin_routes = admin_routes
        .layer(DefaultBodyLimit::max(1024 * 1024))
        .layer(from_fn_with_state(state.clone(), admin::guard));

    served
        .merge(admin_routes)
        .fallback(not_found)
        .layer(map_response(json_errors))
        .layer(map_response(security_headers))
        .with_state(state)
}
