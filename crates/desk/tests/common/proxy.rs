//! A proxy in front of a standalone sandbox, for the tests of what the app does when the
//! service stops answering mid-way.

#![allow(dead_code)] // each test binary uses what it needs

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use axum::Router;
use axum::body::Bytes;
use axum::extract::{Request, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::json;

/// A proxy in front of a standalone sandbox that can stop answering: once told, it passes a
/// submission on and never answers it (the app is stopped while the service carries the
/// action out), and,
/// once told, answers 404 for one eBL and its PDF (the service no longer shows it to the user).
pub struct Proxy {
    upstream: String,
    http: reqwest::Client,
    pub arrived: tokio::sync::Notify,
    pub hang_submits: Mutex<bool>,
    pub hidden: Mutex<Option<String>>,
    /// Submissions passed on so far; once `hang_from` of them have been answered, every
    /// later one is passed on and never answered.
    pub submits: AtomicUsize,
    pub hang_from: Mutex<Option<usize>>,
    /// Every request passed on: method and path.
    pub seen: Mutex<Vec<String>>,
    /// Once told, a request for signing data answers what the same request was answered first
    /// (a service that offers the call it issued before, not yet carried out, again).
    pub replay_signing_data: Mutex<bool>,
    /// The first answer to each signing-data request body.
    issued: Mutex<HashMap<Bytes, (StatusCode, Bytes)>>,
}

impl Proxy {
    pub async fn start(
        service: &tdx_sandbox::Running,
    ) -> (Arc<Proxy>, String, tokio::task::JoinHandle<()>) {
        let proxy = Arc::new(Proxy {
            upstream: service.base_url().trim_end_matches('/').to_owned(),
            http: reqwest::Client::new(),
            arrived: tokio::sync::Notify::new(),
            hang_submits: Mutex::new(false),
            hidden: Mutex::new(None),
            submits: AtomicUsize::new(0),
            hang_from: Mutex::new(None),
            seen: Mutex::new(Vec::new()),
            replay_signing_data: Mutex::new(false),
            issued: Mutex::new(HashMap::new()),
        });
        let app = Router::new().fallback(forward).with_state(proxy.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}/", listener.local_addr().unwrap());
        let server = tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        (proxy, base, server)
    }
}

async fn forward(State(proxy): State<Arc<Proxy>>, request: Request) -> Response {
    let (parts, body) = request.into_parts();
    let path = parts
        .uri
        .path_and_query()
        .map(|p| p.as_str().to_owned())
        .unwrap_or_default();
    proxy
        .seen
        .lock()
        .unwrap()
        .push(format!("{} {path}", parts.method));
    let hidden = proxy.hidden.lock().unwrap().clone();
    if parts.method == axum::http::Method::GET
        && hidden.is_some_and(|id| path.contains(&format!("/ebl/v1/{id}")))
    {
        return (
            StatusCode::NOT_FOUND,
            axum::Json(json!({"detail": "Not found."})),
        )
            .into_response();
    }
    let bytes: Bytes = axum::body::to_bytes(body, usize::MAX).await.unwrap();
    let signing_data = path.contains("/signing-data");
    if signing_data && *proxy.replay_signing_data.lock().unwrap() {
        let first = proxy.issued.lock().unwrap().get(&bytes).cloned();
        if let Some((status, body)) = first {
            let mut response = (status, body).into_response();
            response.headers_mut().insert(
                axum::http::header::CONTENT_TYPE,
                axum::http::HeaderValue::from_static("application/json"),
            );
            return response;
        }
    }
    let request_body = bytes.clone();
    let mut outbound = proxy
        .http
        .request(parts.method.clone(), format!("{}{path}", proxy.upstream))
        .body(bytes);
    for (name, value) in &parts.headers {
        if name != "host" && name != "content-length" {
            outbound = outbound.header(name, value);
        }
    }
    let answer = outbound.send().await.unwrap();
    let status = StatusCode::from_u16(answer.status().as_u16()).unwrap();
    let headers = answer.headers().clone();
    let body = answer.bytes().await.unwrap();
    if signing_data && status.is_success() {
        proxy
            .issued
            .lock()
            .unwrap()
            .entry(request_body)
            .or_insert_with(|| (status, body.clone()));
    }
    let hang = path.contains("submit-signed-data") && {
        let n = proxy.submits.fetch_add(1, Ordering::SeqCst);
        *proxy.hang_submits.lock().unwrap()
            || proxy.hang_from.lock().unwrap().is_some_and(|k| n >= k)
    };
    if hang {
        proxy.arrived.notify_one();
        std::future::pending::<()>().await;
    }
    let mut response = (status, body).into_response();
    for (name, value) in &headers {
        if name != "content-length" && name != "transfer-encoding" {
            response.headers_mut().insert(name, value.clone());
        }
    }
    response
}
