//! The router used without a listener (tower `oneshot`), as an embedder would mount it.
#![allow(clippy::unwrap_used)]

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::Value;
use tdx_sandbox::{ADMIN_HEADER, AppState, app};
use tower::ServiceExt;

async fn call(state: &AppState, request: Request<Body>) -> (StatusCode, Value) {
    let response = app(state.clone()).oneshot(request).await.unwrap();
    let status = response.status();
    let bytes = axum::body::to_bytes(response.into_body(), 10 * 1024 * 1024)
        .await
        .unwrap();
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

#[tokio::test]
async fn world_and_token_work_without_a_listener() {
    let state = AppState::demo(3);
    let (status, world) = call(
        &state,
        Request::get("/_sandbox/world")
            .header("host", "127.0.0.1")
            .header(ADMIN_HEADER, state.settings().admin_token.as_str())
            .body(Body::empty())
            .unwrap(),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(world["companies"].as_array().unwrap().len(), 4);
    let (status, token) = call(
        &state,
        Request::post("/oauth/token/")
            .header(
                "authorization",
                "Basic ZWJsLWludGVncmF0b3I6ZWJsLWludGVncmF0b3Itc2FuZGJveC1zZWNyZXQ=",
            )
            .header("content-type", "application/x-www-form-urlencoded")
            .body(Body::from("grant_type=client_credentials"))
            .unwrap(),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let access = token["access_token"].as_str().unwrap();
    let (status, list) = call(
        &state,
        Request::get("/api/integrators/ebl/v1/list?page_size=2")
            .header("host", "sandbox.local:1234")
            .header("authorization", format!("Bearer {access}"))
            .body(Body::empty())
            .unwrap(),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(list["count"], 11);
    assert!(
        list["next"]
            .as_str()
            .unwrap()
            .starts_with("http://sandbox.local:1234/api/integrators/ebl/v1/list?")
    );
}

#[tokio::test]
async fn wrong_methods_and_bodies_get_json_errors() {
    let state = AppState::demo(0);
    let (status, body) = call(
        &state,
        Request::put("/api/integrators/ebl/v1/signing-data/")
            .body(Body::empty())
            .unwrap(),
    )
    .await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
    assert!(body["detail"].is_string());
    let (status, body) = call(
        &state,
        Request::post("/_sandbox/ebls")
            .header("host", "localhost:8080")
            .header(ADMIN_HEADER, state.settings().admin_token.as_str())
            .header("content-type", "application/json")
            .body(Body::from("{\"consignee\": "))
            .unwrap(),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(body["detail"].as_str().unwrap().contains("JSON"));
}
