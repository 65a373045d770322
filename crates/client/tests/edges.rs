//! Edge cases the sandbox cannot produce, against wiremock (and a raw TCP server for a
//! truncated body): malformed JSON, truncated bodies, 429 + Retry-After, gateway errors,
//! a hanging server, refused connections, pagination links, 401 refresh.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use futures::TryStreamExt;
use tdx_client::auth::{MemoryTokenStore, OAuthClient, TokenHolder, TokenStore};
use tdx_client::models::{NewAction, NewRule, RuleEvent, StandardEnvelope, UploadDocument};
use tdx_client::retry::RetryPolicy;
use tdx_client::{CancellationToken, Client, Error, Sensitive, UploadOptions};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use uuid::Uuid;
use wiremock::matchers::{body_string_contains, header, method, path, query_param};
use wiremock::{Mock, MockServer, ResponseTemplate};

const EBL_ID: &str = "7b0b7a0e-8a55-4c55-9d43-3f1f4f8a1a11";

fn ebl_json(id: &str, reference: &str) -> serde_json::Value {
    serde_json::json!({"id": id, "reference": reference, "state": "ISSUED", "parties": []})
}

fn fast_retries() -> RetryPolicy {
    RetryPolicy {
        max_attempts: 3,
        base_delay: Duration::from_millis(10),
        max_delay: Duration::from_millis(50),
        max_retry_after: Duration::from_secs(5),
    }
}

fn client(server: &MockServer) -> Client {
    Client::builder(server.uri())
        .bearer(Sensitive::new("t0".into()))
        .retry_policy(fast_retries())
        .build()
        .expect("client")
}

/// Anything not mounted answers 500 with a marker, so an unexpected route fails loudly.
async fn catch_all(server: &MockServer) {
    Mock::given(wiremock::matchers::any())
        .respond_with(ResponseTemplate::new(599).set_body_string("unexpected route"))
        .with_priority(u8::MAX)
        .mount(server)
        .await;
}

#[tokio::test]
async fn malformed_json_is_a_decode_error_naming_the_path() {
    let server = MockServer::start().await;
    catch_all(&server).await;
    Mock::given(method("GET"))
        .and(path(format!("/api/integrators/ebl/v1/{EBL_ID}")))
        .and(header("authorization", "Bearer t0"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(
            r#"{"id": "7b0b7a0e-8a55-4c55-9d43-3f1f4f8a1a11", "reference": "R", "state": "ISSUED", "parties": [{"type": "CONSIGNEE", "id": "not-a-uuid"}]}"#,
            "application/json",
        ))
        .mount(&server)
        .await;
    let err = client(&server)
        .ebls()
        .get(EBL_ID.parse().expect("uuid"))
        .await
        .expect_err("bad uuid");
    match &err {
        Error::Decode { path, .. } => assert_eq!(path, "parties[0].id"),
        other => panic!("unexpected {other:?}"),
    }
    assert_eq!(err.code(), "decode");
}

#[tokio::test]
async fn a_json_body_cut_short_is_a_decode_error() {
    let server = MockServer::start().await;
    Mock::given(path("/api/integrators/ebl/v1/list"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(
            r#"{"count": 2, "next": null, "results": [{"id": "7b0b"#,
            "application/json",
        ))
        .mount(&server)
        .await;
    let err = client(&server).ebls().list().send().await.expect_err("cut");
    assert_eq!(err.code(), "decode");
}

/// A server that promises more bytes than it sends, then closes the connection.
async fn truncating_server() -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    tokio::spawn(async move {
        while let Ok((mut s, _)) = listener.accept().await {
            let mut buf = [0u8; 4096];
            let _ = s.read(&mut buf).await;
            let _ = s
                .write_all(
                    b"HTTP/1.1 200 OK\r\nContent-Type: application/pdf\r\nContent-Length: 1000\r\n\r\n%PDF-1.7 only a part",
                )
                .await;
            let _ = s.shutdown().await;
        }
    });
    format!("http://{addr}")
}

#[tokio::test]
async fn a_truncated_body_is_a_transport_error_and_leaves_no_file() {
    let base = truncating_server().await;
    let c = Client::builder(&base)
        .retry_policy(fast_retries())
        .build()
        .expect("client");
    let id: Uuid = EBL_ID.parse().expect("uuid");
    let err = c.ebls().get(id).await.expect_err("truncated");
    assert_eq!(err.code(), "net.transport", "{err:?}");

    let dir = tempfile::tempdir().expect("tmp");
    let target = dir.path().join("bl.pdf");
    let stream = c.ebls().download(id).await.expect("headers arrive");
    assert_eq!(stream.content_length, Some(1000));
    let err = stream.save_to(&target).await.expect_err("truncated");
    assert_eq!(err.code(), "net.transport", "{err:?}");
    assert!(!target.exists());
    assert_eq!(std::fs::read_dir(dir.path()).expect("dir").count(), 0);
}

#[tokio::test]
async fn a_429_with_retry_after_is_waited_for_on_get() {
    let server = MockServer::start().await;
    catch_all(&server).await;
    Mock::given(method("GET"))
        .and(path(format!("/api/integrators/ebl/v1/{EBL_ID}")))
        .respond_with(
            ResponseTemplate::new(429)
                .insert_header("Retry-After", "1")
                .set_body_json(serde_json::json!({"detail": "slow down"})),
        )
        .up_to_n_times(1)
        .with_priority(1)
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path(format!("/api/integrators/ebl/v1/{EBL_ID}")))
        .respond_with(ResponseTemplate::new(200).set_body_json(ebl_json(EBL_ID, "R-1")))
        .with_priority(2)
        .mount(&server)
        .await;
    let started = std::time::Instant::now();
    let ebl = client(&server)
        .ebls()
        .get(EBL_ID.parse().expect("uuid"))
        .await
        .expect("second attempt succeeds");
    assert_eq!(ebl.reference, "R-1");
    // The backoff alone would be ~10 ms; Retry-After asked for a second.
    assert!(started.elapsed() >= Duration::from_millis(900));
    assert_eq!(server.received_requests().await.expect("recorded").len(), 2);
}

#[tokio::test]
async fn a_429_on_submit_signed_data_is_never_repeated() {
    let server = MockServer::start().await;
    catch_all(&server).await;
    Mock::given(method("POST"))
        .and(path("/api/integrators/ebl/v1/submit-signed-data/"))
        .respond_with(ResponseTemplate::new(429).insert_header("Retry-After", "0"))
        .mount(&server)
        .await;
    let data: tdx_client::models::SigningData = serde_json::from_value(serde_json::json!({
        "eblId": EBL_ID, "hash": "0x00", "relayNonce": 1, "recipient": "0x1", "relayedFor": "0x2",
        "transactionData": "0x", "signature": "0x99", "operation": "TRANSFER_POSSESSION", "signedForId": null
    }))
    .expect("signing data");
    let err = client(&server)
        .ebls()
        .submit_signed(&data)
        .await
        .expect_err("429");
    assert_eq!(err.code(), "http.rate_limited");
    assert_eq!(server.received_requests().await.expect("recorded").len(), 1);
}

#[tokio::test]
async fn gateway_errors_are_retried_a_bounded_number_of_times_then_reported() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(
            ResponseTemplate::new(503).set_body_string("  <h1>Service Unavailable</h1>\n"),
        )
        .mount(&server)
        .await;
    let err = client(&server).ebls().list().send().await.expect_err("503");
    assert_eq!(err.code(), "http.server");
    assert!(
        err.to_string().contains("<h1>Service Unavailable</h1>"),
        "{}",
        err.to_string()
    );
    assert_eq!(server.received_requests().await.expect("recorded").len(), 3);
}

#[tokio::test]
async fn a_500_is_not_retried() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(500))
        .mount(&server)
        .await;
    let err = client(&server).ebls().list().send().await.expect_err("500");
    assert_eq!(err.code(), "http.server");
    assert_eq!(server.received_requests().await.expect("recorded").len(), 1);
}

#[tokio::test]
async fn a_hanging_server_is_a_timeout() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(serde_json::json!([]))
                .set_delay(Duration::from_secs(30)),
        )
        .mount(&server)
        .await;
    let c = Client::builder(server.uri())
        .request_timeout(Duration::from_millis(300))
        .retry_policy(fast_retries())
        .build()
        .expect("client");
    let err = c.ebls().list().send().await.expect_err("hangs");
    assert_eq!(err.code(), "net.timeout", "{err:?}");
    // Timeouts are not repeated: the request may have been processed.
    assert_eq!(server.received_requests().await.expect("recorded").len(), 1);
}

#[tokio::test]
async fn a_refused_connection_is_offline() {
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
        l.local_addr().expect("addr").port()
    };
    let c = Client::builder(format!("http://127.0.0.1:{port}"))
        .retry_policy(fast_retries())
        .build()
        .expect("client");
    let err = c.ebls().list().send().await.expect_err("refused");
    assert_eq!(err.code(), "net.offline", "{err:?}");
}

#[tokio::test]
async fn the_list_stream_follows_next_links_relative_and_absolute() {
    let server = MockServer::start().await;
    catch_all(&server).await;
    let ids: Vec<String> = (0..5).map(|_| Uuid::new_v4().to_string()).collect();
    Mock::given(path("/api/integrators/ebl/v1/list"))
        .and(query_param("page", "2"))
        .respond_with(ResponseTemplate::new(200).set_body_json(serde_json::json!({
            "count": 5, "previous": "/api/integrators/ebl/v1/list?page=1&page_size=2",
            "next": format!("{}/api/integrators/ebl/v1/list?page=3&page_size=2", server.uri()),
            "results": [ebl_json(&ids[2], "c"), ebl_json(&ids[3], "d")]
        })))
        .mount(&server)
        .await;
    Mock::given(path("/api/integrators/ebl/v1/list"))
        .and(query_param("page", "3"))
        .respond_with(ResponseTemplate::new(200).set_body_json(serde_json::json!({
            "count": 5, "next": null, "previous": null, "results": [ebl_json(&ids[4], "e")]
        })))
        .mount(&server)
        .await;
    Mock::given(path("/api/integrators/ebl/v1/list"))
        .and(query_param("page_size", "2"))
        .respond_with(ResponseTemplate::new(200).set_body_json(serde_json::json!({
            "count": 5, "next": "/api/integrators/ebl/v1/list?page=2&page_size=2", "previous": null,
            "results": [ebl_json(&ids[0], "a"), ebl_json(&ids[1], "b")]
        })))
        .with_priority(10)
        .mount(&server)
        .await;
    let c = client(&server);
    let all: Vec<_> = c
        .ebls()
        .list()
        .page_size(2)
        .stream()
        .try_collect()
        .await
        .expect("all pages");
    let refs: Vec<_> = all.iter().map(|e| e.reference.as_str()).collect();
    assert_eq!(refs, ["a", "b", "c", "d", "e"]);

    let first = c.ebls().list().page_size(2).send().await.expect("page 1");
    assert_eq!(first.count, Some(5));
    let second = c
        .ebls()
        .next_page(&first)
        .await
        .expect("page 2")
        .expect("exists");
    assert_eq!(second.results[0].reference, "c");
}

#[tokio::test]
async fn a_next_link_to_another_host_is_refused_and_bare_arrays_are_pages() {
    let server = MockServer::start().await;
    Mock::given(path("/api/integrators/ebl/v1/list"))
        .respond_with(ResponseTemplate::new(200).set_body_json(serde_json::json!({
            "count": 9, "next": "http://attacker.example/steal", "previous": null,
            "results": [ebl_json(EBL_ID, "a")]
        })))
        .mount(&server)
        .await;
    let items: Vec<Result<_, _>> =
        futures::StreamExt::collect(client(&server).ebls().list().stream()).await;
    assert_eq!(items.len(), 2);
    assert!(items[0].is_ok());
    assert_eq!(
        items[1].as_ref().expect_err("refused").code(),
        "client.origin_mismatch"
    );

    let company = Uuid::new_v4();
    let server = MockServer::start().await;
    Mock::given(path(format!("/api/v3/companies/{company}/rules/")))
        .respond_with(ResponseTemplate::new(200).set_body_json(serde_json::json!([
            {"id": Uuid::new_v4(), "name": "r", "event": "ebl_update", "actions": []}
        ])))
        .mount(&server)
        .await;
    let page = client(&server).rules(company).list().await.expect("array");
    assert_eq!(page.results.len(), 1);
    assert_eq!(page.results[0].event, RuleEvent::EblUpdate);
    assert!(page.results[0].enabled, "enabled defaults to true");
}

#[tokio::test]
async fn drf_validation_errors_reach_the_caller_by_field() {
    let company = Uuid::new_v4();
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path(format!("/api/v3/companies/{company}/rules/")))
        .respond_with(ResponseTemplate::new(400).set_body_json(serde_json::json!({
            "actions": ["Enter a valid URL."], "event": ["\"x\" is not a valid choice."]
        })))
        .mount(&server)
        .await;
    let err = client(&server)
        .rules(company)
        .create(&NewRule {
            name: "n".into(),
            event: RuleEvent::from("x"),
            enabled: None,
            actions: vec![NewAction::webhook("not a url")],
        })
        .await
        .expect_err("400");
    assert_eq!(err.code(), "http.validation");
    let Error::Http { body, .. } = &err else {
        panic!("{err:?}")
    };
    assert_eq!(
        body.field("actions"),
        Some(&["Enter a valid URL.".to_string()][..])
    );
}

async fn token_server(server: &MockServer) {
    // Rotating refresh: r1 → (a2, r2).
    Mock::given(method("POST"))
        .and(path("/oauth/token/"))
        .and(body_string_contains("grant_type=refresh_token"))
        .and(body_string_contains("refresh_token=r1"))
        .respond_with(ResponseTemplate::new(200).set_body_json(serde_json::json!({
            "access_token": "a2", "refresh_token": "r2", "expires_in": 600,
            "token_type": "Bearer", "scope": "read write"
        })))
        .mount(server)
        .await;
    Mock::given(method("POST"))
        .and(path("/oauth/token/"))
        .and(body_string_contains("refresh_token=r2"))
        .respond_with(ResponseTemplate::new(400).set_body_json(serde_json::json!({
            "error": "invalid_grant", "error_description": "refresh token revoked"
        })))
        .mount(server)
        .await;
}

#[tokio::test]
async fn a_401_refreshes_once_rotates_the_stored_token_and_repeats_the_request() {
    let server = MockServer::start().await;
    catch_all(&server).await;
    token_server(&server).await;
    Mock::given(method("GET"))
        .and(path(format!("/api/integrators/ebl/v1/{EBL_ID}")))
        .and(header("authorization", "Bearer a2"))
        .respond_with(ResponseTemplate::new(200).set_body_json(ebl_json(EBL_ID, "fresh")))
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path(format!("/api/integrators/ebl/v1/{EBL_ID}")))
        .respond_with(
            ResponseTemplate::new(401)
                .insert_header("WWW-Authenticate", "Bearer")
                .set_body_json(serde_json::json!({"detail": "Invalid token."})),
        )
        .with_priority(10)
        .mount(&server)
        .await;
    let store = Arc::new(MemoryTokenStore::new());
    store.save(&Sensitive::new("r1".into())).expect("save");
    let oauth =
        OAuthClient::new(&server.uri(), "app", Some(Sensitive::new("sec".into()))).expect("oauth");
    let holder = TokenHolder::start(
        oauth,
        store.clone(),
        tdx_client::auth::TokenSet {
            access_token: Sensitive::new("stale".into()),
            refresh_token: Some(Sensitive::new("r1".into())),
            obtained_at: std::time::Instant::now(),
            lifetime: Duration::from_secs(600),
            scopes: vec![],
        },
    )
    .expect("holder");
    let c = Client::builder(server.uri())
        .token_holder(holder.clone())
        .build()
        .expect("client");
    let ebl = c
        .ebls()
        .get(EBL_ID.parse().expect("uuid"))
        .await
        .expect("after refresh");
    assert_eq!(ebl.reference, "fresh");
    assert_eq!(
        store.load().expect("load").map(|s| s.expose().clone()),
        Some("r2".into())
    );

    // The server now rejects a2 too and r2 is revoked: one refresh attempt, then the
    // session is over and the store is cleared.
    server.reset().await;
    token_server(&server).await;
    Mock::given(method("GET"))
        .respond_with(
            ResponseTemplate::new(401)
                .set_body_json(serde_json::json!({"detail": "Invalid token."})),
        )
        .mount(&server)
        .await;
    let err = c
        .ebls()
        .get(EBL_ID.parse().expect("uuid"))
        .await
        .expect_err("signed out");
    assert_eq!(err.code(), "auth.expired");
    assert!(store.load().expect("load").is_none());
    let gets = server
        .received_requests()
        .await
        .expect("recorded")
        .iter()
        .filter(|r| r.method == wiremock::http::Method::GET)
        .count();
    assert_eq!(gets, 1, "no second GET after the failed refresh");
}

#[tokio::test]
async fn uploads_stream_every_field_report_progress_and_are_never_repeated() {
    let server = MockServer::start().await;
    catch_all(&server).await;
    let envelope_id = Uuid::new_v4();
    Mock::given(method("POST"))
        .and(path("/api/v3/integrations/envelope-standard/"))
        .and(body_string_contains("name=\"pay_to_collect\"\r\n\r\nTrue"))
        .and(body_string_contains("filename=\"invoice.pdf\""))
        .and(body_string_contains("name=\"documents_metadata\""))
        .respond_with(
            ResponseTemplate::new(201).set_body_json(serde_json::json!([{
                "envelope_id": envelope_id, "document_token_id": Uuid::new_v4(),
                "relayed_transaction": {"hash": "0xaa", "relay_nonce": 3, "recipient": "0x1",
                    "relayed_for": "0x2", "transaction_data": "0x"}
            }])),
        )
        .up_to_n_times(1)
        .mount(&server)
        .await;
    let dir = tempfile::tempdir().expect("tmp");
    let file = dir.path().join("invoice.pdf");
    let content = vec![b'x'; 300_000];
    std::fs::write(&file, &content).expect("write");
    let envelope = StandardEnvelope {
        recipient_id: Uuid::new_v4(),
        documents: vec![UploadDocument {
            path: file.clone(),
            file_name: String::new(),
            document_type: "INV".into(),
            document_id: Some("INV-7".into()),
            meta_data: Default::default(),
        }],
        company_id: None,
        inbox_id: None,
        pay_to_collect: true,
    };
    let last = Arc::new(AtomicU64::new(0));
    let seen = last.clone();
    let created = client(&server)
        .envelopes()
        .standard(
            &envelope,
            UploadOptions::default().with_progress(move |p| {
                assert_eq!(p.total, 300_000);
                seen.store(p.sent, Ordering::SeqCst);
            }),
        )
        .await
        .expect("created");
    assert_eq!(created[0].envelope_id, envelope_id);
    assert_eq!(created[0].relayed_transaction.relay_nonce, 3);
    assert_eq!(last.load(Ordering::SeqCst), 300_000);
    let req = &server.received_requests().await.expect("recorded")[0];
    let body = String::from_utf8_lossy(&req.body);
    assert!(
        body.contains(r#"[{"invoice.pdf":{"document_id":"INV-7","document_type":"INV"}}]"#),
        "{body}"
    );
    assert!(req.body.iter().filter(|&&b| b == b'x').count() >= 300_000);

    // Now the server fails with 503: a creation is not repeated.
    server.reset().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(503))
        .mount(&server)
        .await;
    let err = client(&server)
        .envelopes()
        .standard(&envelope, UploadOptions::default())
        .await
        .expect_err("503");
    assert_eq!(err.code(), "http.server");
    assert_eq!(server.received_requests().await.expect("recorded").len(), 1);
}

#[tokio::test]
async fn an_upload_can_be_cancelled_and_a_missing_file_is_named() {
    /// Answers after 30 s, and says at once that the upload has reached it.
    struct Arrived(Arc<tokio::sync::Notify>);
    impl wiremock::Respond for Arrived {
        fn respond(&self, _: &wiremock::Request) -> ResponseTemplate {
            self.0.notify_one();
            ResponseTemplate::new(201).set_delay(Duration::from_secs(30))
        }
    }
    let server = MockServer::start().await;
    let arrived = Arc::new(tokio::sync::Notify::new());
    Mock::given(method("POST"))
        .respond_with(Arrived(arrived.clone()))
        .mount(&server)
        .await;
    let dir = tempfile::tempdir().expect("tmp");
    let file = dir.path().join("goods.pdf");
    std::fs::write(&file, b"%PDF-1.7").expect("write");
    let mut envelope = tdx_client::models::EgyptAciEnvelope {
        acid_number: "123".into(),
        documents: vec![UploadDocument {
            path: file,
            file_name: String::new(),
            document_type: "GOO".into(),
            document_id: None,
            meta_data: Default::default(),
        }],
        company_id: None,
        inbox_id: None,
    };
    let cancel = CancellationToken::new();
    let c = client(&server);
    let mut task = {
        let envelope = envelope.clone();
        let cancel = cancel.clone();
        let c = c.clone();
        tokio::spawn(async move {
            c.envelopes()
                .egypt_aci(&envelope, UploadOptions::default().with_cancel(cancel))
                .await
        })
    };
    // Cancelled while the upload waits for the service's answer.
    tokio::select! {
        () = arrived.notified() => {}
        ended = &mut task => panic!("the upload ended before it reached the service: {ended:?}"),
    }
    cancel.cancel();
    let err = task.await.expect("joined").expect_err("cancelled");
    assert_eq!(err.code(), "cancelled");

    envelope.documents[0].path = dir.path().join("gone.pdf");
    let err = c
        .envelopes()
        .egypt_aci(&envelope, UploadOptions::default())
        .await
        .expect_err("missing");
    assert_eq!(err.code(), "file.io");
    assert!(err.to_string().contains("gone.pdf"));
}

#[tokio::test]
async fn registration_posts_the_prefill_and_keeps_unknown_answer_fields() {
    let server = MockServer::start().await;
    catch_all(&server).await;
    Mock::given(method("POST"))
        .and(path("/api/v3/registrations/app-tokens/"))
        .and(wiremock::matchers::body_json(serde_json::json!({
            "name": "Pyramid Freight", "country": "EG",
            "redirect_url": "https://app.example/done?from=tdx"
        })))
        .respond_with(ResponseTemplate::new(201).set_body_json(serde_json::json!({
            "registration_url": format!("{}/register/abc/", server.uri()),
            "expires_in": 3600
        })))
        .mount(&server)
        .await;
    let answer = client(&server)
        .registrations()
        .app_tokens(&tdx_client::models::RegistrationRequest {
            name: Some("Pyramid Freight".into()),
            country: Some("EG".into()),
            redirect_url: Some("https://app.example/done?from=tdx".into()),
            ..Default::default()
        })
        .await
        .expect("answer");
    assert!(answer.registration_url.ends_with("/register/abc/"));
    assert_eq!(answer.extra["expires_in"], 3600);
}

/// A token answer that does not parse never puts any of its body into the error (it may hold
/// the access token), whatever the error is turned into: its text, its debug form, its code.
#[tokio::test]
async fn a_malformed_token_answer_is_not_echoed_into_the_error() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/oauth/token/"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(
            r#"{"access_token": "SECRET-ACCESS-TOKEN-1234", "token_type": 5, "refresh_token": "SECRET-REFRESH"}"#,
            "application/json",
        ))
        .mount(&server)
        .await;
    let oauth =
        OAuthClient::new(&server.uri(), "app", Some(Sensitive::new("sec".into()))).expect("oauth");
    let err = oauth
        .client_credentials(&["read".into()])
        .await
        .expect_err("a malformed answer is an error");
    for shown in [err.to_string(), format!("{err:?}"), err.code().to_owned()] {
        assert!(!shown.contains("SECRET"), "token material in {shown:?}");
        assert!(
            !shown.contains("access_token\": "),
            "body echoed in {shown:?}"
        );
    }
    assert!(err.to_string().contains("not shown"), "{err}");
}

/// A token answer claiming a lifetime of u64::MAX seconds is clamped, not an overflow.
#[tokio::test]
async fn a_huge_expires_in_is_clamped() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/oauth/token/"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(
            r#"{"access_token": "a", "token_type": "bearer", "expires_in": 18446744073709551615}"#,
            "application/json",
        ))
        .mount(&server)
        .await;
    let oauth =
        OAuthClient::new(&server.uri(), "app", Some(Sensitive::new("sec".into()))).expect("oauth");
    let tokens = oauth
        .client_credentials(&["read".into()])
        .await
        .expect("a token");
    assert!(tokens.lifetime <= Duration::from_secs(366 * 24 * 3600));
    // The refresh time is computable (it panicked on overflow before the clamp).
    assert!(tokens.refresh_at() > std::time::Instant::now());
}

/// A server that answers every request with `head` and then `total` bytes of `fill`, written
/// in 1 MiB pieces, stopping as soon as the client hangs up.
async fn flooding_server(head: &'static str, total: u64, fill: u8) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    tokio::spawn(async move {
        while let Ok((mut s, _)) = listener.accept().await {
            tokio::spawn(async move {
                let mut buf = [0u8; 4096];
                let _ = s.read(&mut buf).await;
                if s.write_all(head.as_bytes()).await.is_err() {
                    return;
                }
                let piece = vec![fill; 1 << 20];
                let mut sent = 0u64;
                while sent < total {
                    if s.write_all(&piece).await.is_err() {
                        return;
                    }
                    sent += piece.len() as u64;
                }
                let _ = s.shutdown().await;
            });
        }
    });
    format!("http://{addr}")
}

/// Oversized answers are refused while they stream: a JSON answer past 16 MiB and a PDF past
/// 256 MiB, announced by Content-Length or not (connection close), and a download leaves no file.
#[tokio::test]
async fn oversized_answers_are_refused_while_streaming_and_nothing_is_kept() {
    let id: Uuid = EBL_ID.parse().expect("uuid");
    // Announced: refused from the header, before any body is read.
    let base = flooding_server(
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 17825792\r\n\r\n",
        17 << 20,
        b' ',
    )
    .await;
    let c = Client::builder(&base).build().expect("client");
    let err = c.ebls().get(id).await.expect_err("too large");
    assert_eq!(err.code(), "net.too_large", "{err:?}");
    assert!(err.to_string().contains("16 MiB"), "{err}");

    // Not announced (the body runs until the connection closes): cut at the limit.
    let base = flooding_server(
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n",
        40 << 20,
        b' ',
    )
    .await;
    let c = Client::builder(&base).build().expect("client");
    let err = c.ebls().get(id).await.expect_err("too large");
    assert_eq!(err.code(), "net.too_large", "{err:?}");

    // A PDF past 256 MiB, unannounced: the download stops there and leaves no file.
    let base = flooding_server(
        "HTTP/1.1 200 OK\r\nContent-Type: application/pdf\r\nConnection: close\r\n\r\n",
        300 << 20,
        b'%',
    )
    .await;
    let c = Client::builder(&base).build().expect("client");
    let dir = tempfile::tempdir().expect("tmp");
    let target = dir.path().join("bl.pdf");
    let err = c
        .ebls()
        .download(id)
        .await
        .expect("headers arrive")
        .save_to(&target)
        .await
        .expect_err("too large");
    assert_eq!(err.code(), "net.too_large", "{err:?}");
    assert!(!target.exists());
    assert_eq!(std::fs::read_dir(dir.path()).expect("dir").count(), 0);
    // Announced: the preview is refused before its bytes are read.
    let base = flooding_server(
        "HTTP/1.1 200 OK\r\nContent-Type: application/pdf\r\nContent-Length: 300000000\r\n\r\n",
        1 << 20,
        b'%',
    )
    .await;
    let c = Client::builder(&base).build().expect("client");
    let err = c
        .ebls()
        .preview(id)
        .await
        .expect("headers arrive")
        .bytes()
        .await
        .expect_err("too large");
    assert_eq!(err.code(), "net.too_large", "{err:?}");
}
