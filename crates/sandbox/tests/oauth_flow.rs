//! OAuth over real HTTP: the login and consent forms, the token endpoint's grants and errors,
//! scopes and token expiry.
#![allow(clippy::unwrap_used)]

mod common;

use std::time::Duration;

use common::*;
use serde_json::Value;
use tdx_sandbox::Clock;

#[tokio::test]
async fn login_flow_gives_a_user_token_that_reads_the_users_ebls() {
    let sbx = sandbox().await;
    let params = login_redirect(
        &sbx,
        "consignee@nile.example",
        "nile-sandbox-password",
        None,
        "allow",
    )
    .await;
    assert_eq!(params["state"], "xyz-state");
    let response = exchange_code(&sbx, &params["code"], VERIFIER).await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["cache-control"], "no-store");
    let token: Value = response.json().await.unwrap();
    assert_eq!(token["token_type"], "Bearer");
    assert_eq!(token["expires_in"], 600);
    assert_eq!(token["scope"], "read write");
    assert!(token["refresh_token"].as_str().unwrap().len() >= 32);
    let list: Value = get(
        &sbx,
        token["access_token"].as_str().unwrap(),
        "/api/integrators/ebl/v1/list",
    )
    .await
    .json()
    .await
    .unwrap();
    assert_eq!(list["count"], 8);
    sbx.shutdown().await;
}

#[tokio::test]
async fn a_code_is_single_use_and_bound_to_verifier_and_redirect() {
    let sbx = sandbox().await;
    let params = login_redirect(
        &sbx,
        "consignee@nile.example",
        "nile-sandbox-password",
        None,
        "allow",
    )
    .await;
    let wrong = exchange_code(
        &sbx,
        &params["code"],
        "wrong-verifier-wrong-verifier-wrong-verifier-00",
    )
    .await;
    assert_eq!(wrong.status(), 400);
    let body: Value = wrong.json().await.unwrap();
    assert_eq!(body["error"], "invalid_grant");
    // The code was consumed by the failed attempt.
    let again = exchange_code(&sbx, &params["code"], VERIFIER).await;
    assert_eq!(again.status(), 400);

    let params = login_redirect(
        &sbx,
        "consignee@nile.example",
        "nile-sandbox-password",
        None,
        "allow",
    )
    .await;
    let other_redirect = http()
        .post(format!("{}/oauth/token/", sbx.base_url()))
        .form(&[
            ("grant_type", "authorization_code"),
            ("client_id", "ebl-desk"),
            ("client_secret", "ebl-desk-sandbox-secret"),
            ("code", params["code"].as_str()),
            ("redirect_uri", "http://127.0.0.1:9999/other"),
            ("code_verifier", VERIFIER),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(other_redirect.status(), 400);
    let body: Value = other_redirect.json().await.unwrap();
    assert_eq!(body["error"], "invalid_grant");

    let params = login_redirect(
        &sbx,
        "consignee@nile.example",
        "nile-sandbox-password",
        None,
        "allow",
    )
    .await;
    let ok = exchange_code(&sbx, &params["code"], VERIFIER).await;
    assert_eq!(ok.status(), 200);
    let reuse = exchange_code(&sbx, &params["code"], VERIFIER).await;
    assert_eq!(reuse.status(), 400);
    sbx.shutdown().await;
}

#[tokio::test]
async fn deny_redirects_with_access_denied() {
    let sbx = sandbox().await;
    let params = login_redirect(
        &sbx,
        "consignee@nile.example",
        "nile-sandbox-password",
        None,
        "deny",
    )
    .await;
    assert_eq!(params["error"], "access_denied");
    assert_eq!(params["state"], "xyz-state");
    assert!(!params.contains_key("code"));
    sbx.shutdown().await;
}

#[tokio::test]
async fn wrong_password_shows_the_form_again() {
    let sbx = sandbox().await;
    let response = http()
        .post(format!("{}/login", sbx.base_url()))
        .form(&[
            ("client_id", "ebl-desk"),
            ("redirect_uri", "http://127.0.0.1:5000/cb"),
            ("response_type", "code"),
            ("state", "s"),
            ("email", "consignee@nile.example"),
            ("password", "not-the-password"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 401);
    let html = response.text().await.unwrap();
    assert!(html.contains("action=\"/login\""));
    assert!(html.contains("Wrong e-mail address or password"));
    assert!(!html.contains("/consent"));
    sbx.shutdown().await;
}

#[tokio::test]
async fn untrusted_client_or_redirect_gets_an_error_page_not_a_redirect() {
    let sbx = sandbox().await;
    for query in [
        vec![
            ("client_id", "nobody"),
            ("redirect_uri", "http://127.0.0.1:1/cb"),
            ("response_type", "code"),
        ],
        vec![
            ("client_id", "ebl-desk"),
            ("redirect_uri", "https://evil.example/cb"),
            ("response_type", "code"),
        ],
        vec![
            ("client_id", "ebl-integrator"),
            ("redirect_uri", "http://127.0.0.1:1/cb"),
            ("response_type", "code"),
        ],
        vec![],
    ] {
        let response = http()
            .get(format!("{}/", sbx.base_url()))
            .query(&query)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 400, "{query:?}");
        assert!(response.headers().get("location").is_none());
        assert!(
            response.headers()["content-type"]
                .to_str()
                .unwrap()
                .starts_with("text/html")
        );
    }
    // IPv6 loopback on any port is fine.
    let ok = http()
        .get(format!("{}/", sbx.base_url()))
        .query(&[
            ("client_id", "ebl-desk"),
            ("redirect_uri", "http://[::1]:61000/cb"),
            ("response_type", "code"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(ok.status(), 200);
    // A bad challenge method is reported to the (trusted) redirect URI.
    let bad = http()
        .get(format!("{}/", sbx.base_url()))
        .query(&[
            ("client_id", "ebl-desk"),
            ("redirect_uri", "http://127.0.0.1:61000/cb"),
            ("response_type", "code"),
            ("state", "st"),
            ("code_challenge", challenge(VERIFIER).as_str()),
            ("code_challenge_method", "plain"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(bad.status(), 302);
    let location = bad.headers()["location"].to_str().unwrap();
    assert!(location.contains("error=invalid_request") && location.contains("state=st"));
    sbx.shutdown().await;
}

#[tokio::test]
async fn refresh_rotates_the_refresh_token() {
    let sbx = sandbox().await;
    let token = user_token(&sbx, "consignee@nile.example", None).await;
    let url = format!("{}/oauth/token/", sbx.base_url());
    let refresh = |rt: String| {
        let url = url.clone();
        async move {
            http()
                .post(url)
                .form(&[
                    ("grant_type", "refresh_token"),
                    ("refresh_token", rt.as_str()),
                    ("client_id", "ebl-desk"),
                    ("client_secret", "ebl-desk-sandbox-secret"),
                ])
                .send()
                .await
                .unwrap()
        }
    };
    let old = token["refresh_token"].as_str().unwrap().to_owned();
    let first = refresh(old.clone()).await;
    assert_eq!(first.status(), 200);
    let new: Value = first.json().await.unwrap();
    assert_ne!(new["refresh_token"], token["refresh_token"]);
    assert_eq!(new["scope"], "read write");
    let list = get(
        &sbx,
        new["access_token"].as_str().unwrap(),
        "/api/integrators/ebl/v1/list",
    )
    .await;
    assert_eq!(list.status(), 200);
    // Someone replays the rotated token (it was copied): RFC 9700 §4.14.2, the whole
    // family ends, the thief's answer and the user's current tokens alike.
    let reused = refresh(old).await;
    assert_eq!(reused.status(), 400);
    let body: Value = reused.json().await.unwrap();
    assert_eq!(body["error"], "invalid_grant");
    let list = get(
        &sbx,
        new["access_token"].as_str().unwrap(),
        "/api/integrators/ebl/v1/list",
    )
    .await;
    assert_eq!(list.status(), 401, "the family's access token is revoked");
    let next = refresh(new["refresh_token"].as_str().unwrap().to_owned()).await;
    assert_eq!(next.status(), 400, "the family's refresh token is revoked");
    // Another login of the same user is a different family and keeps working.
    let other = user_token(&sbx, "consignee@nile.example", None).await;
    let list = get(
        &sbx,
        other["access_token"].as_str().unwrap(),
        "/api/integrators/ebl/v1/list",
    )
    .await;
    assert_eq!(list.status(), 200);
    sbx.shutdown().await;
}

/// A client with no secret cannot prove who it is at the token endpoint: only PKCE ties the
/// code to the app that asked for it, so its authorization requests must carry a challenge.
#[tokio::test]
async fn a_public_client_must_use_pkce() {
    let sbx = sandbox().await;
    sbx.state().data().clients.push(tdx_sandbox::Client {
        client_id: "public-app".into(),
        client_secret: String::new(),
        grants: vec!["authorization_code".into(), "refresh_token".into()],
        redirect_uris: vec!["http://127.0.0.1:45678/callback".into()],
    });
    let authorize = |pkce: bool| {
        let mut query = vec![
            ("client_id", "public-app".to_owned()),
            ("redirect_uri", "http://127.0.0.1:45678/callback".to_owned()),
            ("response_type", "code".to_owned()),
            ("state", "s".to_owned()),
        ];
        if pkce {
            query.push(("code_challenge", challenge(VERIFIER)));
            query.push(("code_challenge_method", "S256".to_owned()));
        }
        http()
            .get(format!("{}/", sbx.base_url()))
            .query(&query)
            .send()
    };
    let refused = authorize(false).await.unwrap();
    assert_eq!(refused.status(), 302);
    let location = refused.headers()["location"].to_str().unwrap().to_owned();
    assert!(location.contains("error=invalid_request"), "{location}");
    assert!(location.contains("PKCE"), "{location}");
    let page = authorize(true).await.unwrap();
    assert_eq!(
        page.status(),
        200,
        "with a challenge the login page is shown"
    );
    // The public client is known without a secret (the code is what is wrong here).
    let exchange = http()
        .post(format!("{}/oauth/token/", sbx.base_url()))
        .form(&[
            ("grant_type", "authorization_code"),
            ("client_id", "public-app"),
            ("code", "no-such-code"),
            ("redirect_uri", "http://127.0.0.1:45678/callback"),
            ("code_verifier", VERIFIER),
        ])
        .send()
        .await
        .unwrap();
    let body: Value = exchange.json().await.unwrap();
    assert_eq!(body["error"], "invalid_grant");
    // A confidential client still needs its secret.
    let no_secret = http()
        .post(format!("{}/oauth/token/", sbx.base_url()))
        .form(&[
            ("grant_type", "client_credentials"),
            ("client_id", "ebl-integrator"),
        ])
        .send()
        .await
        .unwrap();
    let body: Value = no_secret.json().await.unwrap();
    assert_eq!(body["error"], "invalid_client");
    sbx.shutdown().await;
}

#[tokio::test]
async fn token_endpoint_errors_follow_rfc_6749() {
    let sbx = sandbox().await;
    let url = format!("{}/oauth/token/", sbx.base_url());
    let wrong_secret = http()
        .post(&url)
        .basic_auth("ebl-integrator", Some("nope"))
        .form(&[("grant_type", "client_credentials")])
        .send()
        .await
        .unwrap();
    assert_eq!(wrong_secret.status(), 401);
    assert!(wrong_secret.headers().contains_key("www-authenticate"));
    let body: Value = wrong_secret.json().await.unwrap();
    assert_eq!(body["error"], "invalid_client");

    let cases: Vec<(Vec<(&str, &str)>, &str)> = vec![
        (vec![], "invalid_request"),
        (vec![("grant_type", "password")], "unsupported_grant_type"),
        (
            vec![("grant_type", "client_credentials"), ("scope", "admin")],
            "invalid_scope",
        ),
        (
            vec![("grant_type", "authorization_code")],
            "unauthorized_client",
        ),
    ];
    for (form, error) in cases {
        let response = http()
            .post(&url)
            .basic_auth("ebl-integrator", Some("ebl-integrator-sandbox-secret"))
            .form(&form)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 400, "{form:?}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["error"], error, "{form:?}");
    }
    let no_client = http()
        .post(&url)
        .form(&[("grant_type", "client_credentials")])
        .send()
        .await
        .unwrap();
    assert_eq!(no_client.status(), 401);
    let read_only = integrator_token(&sbx, Some("read")).await;
    assert_eq!(read_only["scope"], "read");
    sbx.shutdown().await;
}

#[tokio::test]
async fn a_read_only_login_token_cannot_execute_commands() {
    let sbx = sandbox().await;
    let token = user_token(&sbx, "consignee@nile.example", Some("read")).await;
    assert_eq!(token["scope"], "read");
    let access = token["access_token"].as_str().unwrap();
    assert_eq!(
        get(&sbx, access, "/api/integrators/ebl/v1/list")
            .await
            .status(),
        200
    );
    let (_, address) = key_of(&sbx, "consignee@nile.example");
    let response = post(
        &sbx,
        access,
        "/api/integrators/ebl/v1/signing-data/",
        &serde_json::json!({"operation": "REQUEST_SURRENDER_FOR_DELIVERY", "eblId": ebl(1), "ethAddress": address}),
    )
    .await;
    assert_eq!(response.status(), 403);
    let body: Value = response.json().await.unwrap();
    assert!(body["detail"].as_str().unwrap().contains("write"));
    sbx.shutdown().await;
}

#[tokio::test]
async fn missing_bad_and_expired_tokens_are_401() {
    let sbx = tdx_sandbox::spawn(tdx_sandbox::Config {
        token_ttl: Duration::from_secs(60),
        clock: Clock::manual_now(),
        ..Default::default()
    })
    .await
    .unwrap();
    let none = http()
        .get(format!("{}/api/integrators/ebl/v1/list", sbx.base_url()))
        .send()
        .await
        .unwrap();
    assert_eq!(none.status(), 401);
    assert!(
        none.headers()["www-authenticate"]
            .to_str()
            .unwrap()
            .starts_with("Bearer")
    );
    let bad = get(&sbx, "not-a-token", "/api/integrators/ebl/v1/list").await;
    assert_eq!(bad.status(), 401);
    let token = integrator_token(&sbx, None).await;
    assert_eq!(token["expires_in"], 60);
    let access = token["access_token"].as_str().unwrap();
    sbx.clock().advance(Duration::from_secs(59));
    let fresh = get(&sbx, access, "/api/integrators/ebl/v1/list").await;
    assert_eq!(fresh.status(), 200, "valid until its lifetime ends");
    sbx.clock().advance(Duration::from_secs(1));
    let expired = get(&sbx, access, "/api/integrators/ebl/v1/list").await;
    assert_eq!(expired.status(), 401);
    assert!(
        expired.headers()["www-authenticate"]
            .to_str()
            .unwrap()
            .contains("error=\"invalid_token\"")
    );
    let body: Value = expired.json().await.unwrap();
    assert!(body["detail"].is_string());
    sbx.shutdown().await;
}

/// An authorization code lives 60 s: presented later it is refused, and a login just before
/// that still gets its tokens.
#[tokio::test]
async fn an_authorization_code_expires_after_60_seconds() {
    let sbx = tdx_sandbox::spawn(tdx_sandbox::Config {
        clock: Clock::manual_now(),
        ..Default::default()
    })
    .await
    .unwrap();
    let params = login_redirect(
        &sbx,
        "consignee@nile.example",
        "nile-sandbox-password",
        None,
        "allow",
    )
    .await;
    sbx.clock().advance(Duration::from_secs(60));
    let late = exchange_code(&sbx, &params["code"], VERIFIER).await;
    assert_eq!(late.status(), 400);
    let body: Value = late.json().await.unwrap();
    assert_eq!(body["error"], "invalid_grant");
    assert!(
        body["error_description"]
            .as_str()
            .unwrap()
            .contains("expired"),
        "{body}"
    );

    let params = login_redirect(
        &sbx,
        "consignee@nile.example",
        "nile-sandbox-password",
        None,
        "allow",
    )
    .await;
    sbx.clock().advance(Duration::from_secs(59));
    let in_time = exchange_code(&sbx, &params["code"], VERIFIER).await;
    assert_eq!(in_time.status(), 200);
    sbx.shutdown().await;
}

/// A refresh token lives 30 days: after that the session has to sign in again.
#[tokio::test]
async fn a_refresh_token_expires_after_30_days() {
    let sbx = tdx_sandbox::spawn(tdx_sandbox::Config {
        clock: Clock::manual_now(),
        ..Default::default()
    })
    .await
    .unwrap();
    let token = user_token(&sbx, "consignee@nile.example", None).await;
    sbx.clock().advance(Duration::from_secs(30 * 24 * 3600));
    let late = http()
        .post(format!("{}/oauth/token/", sbx.base_url()))
        .form(&[
            ("grant_type", "refresh_token"),
            ("refresh_token", token["refresh_token"].as_str().unwrap()),
            ("client_id", "ebl-desk"),
            ("client_secret", "ebl-desk-sandbox-secret"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(late.status(), 400);
    let body: Value = late.json().await.unwrap();
    assert_eq!(body["error"], "invalid_grant");
    assert!(
        body["error_description"]
            .as_str()
            .unwrap()
            .contains("expired"),
        "{body}"
    );
    sbx.shutdown().await;
}
