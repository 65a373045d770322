//! Helpers shared by the integration tests: a sandbox per test, tokens, the login flow as a
//! user does it, and signing with the demo keys.
#![allow(dead_code, clippy::unwrap_used)]

use std::collections::HashMap;

use k256::ecdsa::SigningKey;
use serde_json::{Value, json};
use tdx_sandbox::{Config, Running, crypto};

pub const NILE: &str = "45d5d097-b12d-4b01-9b8a-c1d1c7061151";
pub const CARRIER: &str = "eea4d839-af30-456f-bcd2-49f7d27276e8";
pub const DELTA: &str = "23d5115c-5d6c-4046-8658-68372669c214";
pub const HARBOR: &str = "5ee3a5d8-1f8a-40fd-85c0-a0026daa6bcd";
pub const NILE_INBOX: &str = "8e867c28-26ae-4e1a-be67-bcee3b56feab";
pub const CARRIER_INBOX: &str = "20a0ca04-1550-4fd7-9a73-bae9832b75b9";
pub const HARBOR_INBOX: &str = "b56395a4-2e52-4bd5-9c9e-f91679210d61";
pub const VERIFIER: &str = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk-verifier-abcdefgh";

pub fn ebl(n: u32) -> String {
    format!("eb100000-0000-4000-8000-{n:012}")
}

pub async fn sandbox() -> Running {
    tdx_sandbox::spawn(Config::default()).await.unwrap()
}

pub fn http() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

pub async fn integrator_token(sbx: &Running, scope: Option<&str>) -> Value {
    let mut form = vec![("grant_type", "client_credentials")];
    if let Some(scope) = scope {
        form.push(("scope", scope));
    }
    let response = http()
        .post(format!("{}/oauth/token/", sbx.base_url()))
        .basic_auth("ebl-integrator", Some("ebl-integrator-sandbox-secret"))
        .form(&form)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    response.json().await.unwrap()
}

/// Reads `<input ... name="x" value="y">` pairs from an HTML form, the way a browser would.
pub fn form_inputs(html: &str) -> HashMap<String, String> {
    let mut out = HashMap::new();
    for chunk in html.split("<input").skip(1) {
        let tag = chunk.split('>').next().unwrap_or_default();
        let attr = |name: &str| {
            let key = format!("{name}=\"");
            tag.find(&key).map(|i| {
                let rest = &tag[i + key.len()..];
                rest[..rest.find('"').unwrap_or(rest.len())]
                    .replace("&amp;", "&")
                    .replace("&quot;", "\"")
                    .replace("&lt;", "<")
                    .replace("&gt;", ">")
                    .replace("&#39;", "'")
            })
        };
        if let Some(name) = attr("name") {
            out.insert(name, attr("value").unwrap_or_default());
        }
    }
    out
}

pub fn challenge(verifier: &str) -> String {
    tdx_sandbox::routes::oauth::pkce_challenge(verifier)
}

/// Logs in through the HTML forms and returns the redirect's query parameters.
pub async fn login_redirect(
    sbx: &Running,
    email: &str,
    password: &str,
    scope: Option<&str>,
    decision: &str,
) -> HashMap<String, String> {
    let client = http();
    let mut query = vec![
        ("client_id", "ebl-desk".to_owned()),
        ("redirect_uri", "http://127.0.0.1:45678/callback".to_owned()),
        ("response_type", "code".to_owned()),
        ("state", "xyz-state".to_owned()),
        ("code_challenge", challenge(VERIFIER)),
        ("code_challenge_method", "S256".to_owned()),
    ];
    if let Some(scope) = scope {
        query.push(("scope", scope.to_owned()));
    }
    let page = client
        .get(format!("{}/", sbx.base_url()))
        .query(&query)
        .send()
        .await
        .unwrap();
    assert_eq!(page.status(), 200);
    let html = page.text().await.unwrap();
    assert_eq!(html.matches("<form").count(), 1);
    assert!(html.contains("action=\"/login\""));
    let mut fields = form_inputs(&html);
    fields.insert("email".into(), email.into());
    fields.insert("password".into(), password.into());
    let consent = client
        .post(format!("{}/login", sbx.base_url()))
        .form(&fields)
        .send()
        .await
        .unwrap();
    assert_eq!(consent.status(), 200);
    let html = consent.text().await.unwrap();
    assert!(html.contains("action=\"/consent\""), "{html}");
    let mut fields = form_inputs(&html);
    fields.insert(decision.into(), decision.into());
    let redirect = client
        .post(format!("{}/consent", sbx.base_url()))
        .form(&fields)
        .send()
        .await
        .unwrap();
    assert_eq!(redirect.status(), 302);
    let location = redirect.headers()["location"].to_str().unwrap().to_owned();
    assert!(location.starts_with("http://127.0.0.1:45678/callback?"));
    url::Url::parse(&location)
        .unwrap()
        .query_pairs()
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect()
}

pub async fn exchange_code(sbx: &Running, code: &str, verifier: &str) -> reqwest::Response {
    http()
        .post(format!("{}/oauth/token/", sbx.base_url()))
        .form(&[
            ("grant_type", "authorization_code"),
            ("client_id", "ebl-desk"),
            ("client_secret", "ebl-desk-sandbox-secret"),
            ("code", code),
            ("redirect_uri", "http://127.0.0.1:45678/callback"),
            ("code_verifier", verifier),
        ])
        .send()
        .await
        .unwrap()
}

/// A user token for `email` obtained through the login and consent forms.
pub async fn user_token(sbx: &Running, email: &str, scope: Option<&str>) -> Value {
    let password = sbx
        .world()
        .users
        .into_iter()
        .find(|u| u.email == email)
        .unwrap()
        .password;
    let params = login_redirect(sbx, email, &password, scope, "allow").await;
    let response = exchange_code(sbx, &params["code"], VERIFIER).await;
    assert_eq!(response.status(), 200);
    response.json().await.unwrap()
}

pub async fn consignee(sbx: &Running) -> String {
    user_token(sbx, "consignee@nile.example", None).await["access_token"]
        .as_str()
        .unwrap()
        .to_owned()
}

pub fn key_of(sbx: &Running, email: &str) -> (SigningKey, String) {
    let user = sbx
        .world()
        .users
        .into_iter()
        .find(|u| u.email == email)
        .unwrap();
    let bytes = hex::decode(user.private_key.trim_start_matches("0x")).unwrap();
    (SigningKey::from_slice(&bytes).unwrap(), user.eth_address)
}

pub fn sign_hash(key: &SigningKey, hash_hex: &str) -> String {
    let hash = hex::decode(hash_hex.trim_start_matches("0x")).unwrap();
    crypto::personal_sign(key, &hash)
}

pub async fn get(sbx: &Running, token: &str, path: &str) -> reqwest::Response {
    http()
        .get(format!("{}{path}", sbx.base_url()))
        .bearer_auth(token)
        .send()
        .await
        .unwrap()
}

pub async fn post(sbx: &Running, token: &str, path: &str, body: &Value) -> reqwest::Response {
    http()
        .post(format!("{}{path}", sbx.base_url()))
        .bearer_auth(token)
        .json(body)
        .send()
        .await
        .unwrap()
}

pub async fn admin_post(sbx: &Running, path: &str, body: &Value) -> reqwest::Response {
    sbx.admin_http()
        .post(format!("{}{path}", sbx.base_url()))
        .json(body)
        .send()
        .await
        .unwrap()
}

/// signing-data, sign, submit: returns the submit response.
pub async fn perform(
    sbx: &Running,
    token: &str,
    email: &str,
    operation: &str,
    ebl_id: &str,
    recipient_inbox: Option<&str>,
) -> (Value, reqwest::Response) {
    let (key, address) = key_of(sbx, email);
    let mut request = json!({"operation": operation, "eblId": ebl_id, "ethAddress": address});
    if let Some(inbox) = recipient_inbox {
        request["recipientInbox"] = json!(inbox);
    }
    let response = post(
        sbx,
        token,
        "/api/integrators/ebl/v1/signing-data/",
        &request,
    )
    .await;
    assert_eq!(response.status(), 200, "{}", response.text().await.unwrap());
    let mut signing: Value = response.json().await.unwrap();
    assert!(signing["signature"].is_null());
    signing["signature"] = json!(sign_hash(&key, signing["hash"].as_str().unwrap()));
    let submitted = post(
        sbx,
        token,
        "/api/integrators/ebl/v1/submit-signed-data/",
        &signing,
    )
    .await;
    (signing, submitted)
}
