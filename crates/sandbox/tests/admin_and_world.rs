//! The sandbox contract: the deterministic world, admin endpoints, faults, registration,
//! `--ebls`, `--db` persistence, the binary's first line, and 4xx JSON for malformed input.
#![allow(clippy::unwrap_used)]

mod common;

use std::io::{BufRead, BufReader};
use std::time::Instant;

use common::*;
use serde_json::{Value, json};
use tdx_sandbox::Config;

#[tokio::test]
async fn world_is_deterministic_and_keys_match_addresses() {
    let a = sandbox().await;
    let b = sandbox().await;
    let world: Value = a
        .admin_http()
        .get(format!("{}/_sandbox/world", a.base_url()))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(world, serde_json::to_value(b.world()).unwrap());
    assert_eq!(serde_json::to_value(a.world()).unwrap(), world);
    let emails: Vec<&str> = world["users"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["email"].as_str().unwrap())
        .collect();
    for email in [
        "consignee@nile.example",
        "carrier@globalcarrier.example",
        "shipper@delta.example",
        "bank@harbor.example",
        "clerk@nile.example",
    ] {
        assert!(emails.contains(&email));
    }
    // Two users of one company (dual control), each with a key of their own; the company's
    // first user is still the consignee.
    let users = a.world().users;
    let nile: Vec<_> = users
        .iter()
        .filter(|u| u.company_id == tdx_sandbox::world::NILE)
        .collect();
    assert_eq!(
        nile.iter().map(|u| u.email.as_str()).collect::<Vec<_>>(),
        ["consignee@nile.example", "clerk@nile.example"]
    );
    assert_ne!(nile[0].eth_address, nile[1].eth_address);
    assert_eq!(nile[1].password, "nile-clerk-password");
    for user in a.world().users {
        let (key, address) = key_of(&a, &user.email);
        assert_eq!(tdx_sandbox::crypto::key_address(&key), address);
        assert_eq!(address, user.eth_address);
        assert_ne!(address.to_lowercase(), address, "EIP-55 mixed case");
    }
    let clients = a.world().clients;
    assert!(
        clients
            .iter()
            .any(|c| c.client_id == "ebl-desk"
                && c.grants.contains(&"authorization_code".to_owned()))
    );
    assert!(
        clients.iter().any(|c| c.client_id == "ebl-integrator"
            && c.grants.contains(&"client_credentials".to_owned()))
    );
    a.shutdown().await;
    b.shutdown().await;
}

#[tokio::test]
async fn admin_creates_issued_ebls_for_a_consignee() {
    let sbx = sandbox().await;
    let created = admin_post(
        &sbx,
        "/_sandbox/ebls",
        &json!({"consignee": NILE, "reference": "TEST-REF-1"}),
    )
    .await;
    assert_eq!(created.status(), 201);
    let e: Value = created.json().await.unwrap();
    assert_eq!(e["state"], "ISSUED");
    assert_eq!(e["reference"], "TEST-REF-1");
    assert_eq!(e["possessionId"], NILE_INBOX);
    let token = consignee(&sbx).await;
    let list: Value = get(&sbx, &token, "/api/integrators/ebl/v1/list")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(list["count"], 9);
    let held_by_bank: Value = admin_post(
        &sbx,
        "/_sandbox/ebls",
        &json!({"consignee": NILE, "holder": HARBOR}),
    )
    .await
    .json()
    .await
    .unwrap();
    assert_eq!(held_by_bank["possessionId"], HARBOR_INBOX);
    for (body, field) in [
        (json!({}), "consignee"),
        (json!({"consignee": "x"}), "consignee"),
        (
            json!({"consignee": "4e11e000-0000-4000-8000-0000000000ff"}),
            "consignee",
        ),
        (json!({"consignee": NILE, "holder": 5}), "holder"),
    ] {
        let response = admin_post(&sbx, "/_sandbox/ebls", &body).await;
        assert_eq!(response.status(), 400, "{body}");
        let answer: Value = response.json().await.unwrap();
        assert!(answer[field].is_array(), "{answer}");
    }
    assert_eq!(
        admin_post(
            &sbx,
            "/_sandbox/ebls/not-a-uuid/surrender-response",
            &json!({"decision": "accept"})
        )
        .await
        .status(),
        404
    );
    assert_eq!(
        admin_post(
            &sbx,
            &format!("/_sandbox/ebls/{}/surrender-response", ebl(1)),
            &json!({"decision": "accept"})
        )
        .await
        .status(),
        409
    );
    sbx.shutdown().await;
}

#[tokio::test]
async fn injected_faults_fail_interface_calls_but_not_admin() {
    let sbx = sandbox().await;
    let token = consignee(&sbx).await;
    let set = admin_post(
        &sbx,
        "/_sandbox/faults",
        &json!({"latency_ms": 0, "fail_rate": 1.0, "status": 503}),
    )
    .await;
    assert_eq!(set.status(), 200);
    let failed = get(&sbx, &token, "/api/integrators/ebl/v1/list").await;
    assert_eq!(failed.status(), 503);
    let _: Value = failed.json().await.unwrap();
    assert_eq!(
        sbx.admin_http()
            .get(format!("{}/_sandbox/world", sbx.base_url()))
            .send()
            .await
            .unwrap()
            .status(),
        200
    );
    assert_eq!(
        admin_post(&sbx, "/_sandbox/faults", &json!({"fail_rate": 2}))
            .await
            .status(),
        400
    );
    assert_eq!(
        admin_post(&sbx, "/_sandbox/faults", &json!({"status": 200}))
            .await
            .status(),
        400
    );
    admin_post(
        &sbx,
        "/_sandbox/faults",
        &json!({"latency_ms": 0, "fail_rate": 0, "status": 503}),
    )
    .await;
    assert_eq!(
        get(&sbx, &token, "/api/integrators/ebl/v1/list")
            .await
            .status(),
        200
    );
    sbx.shutdown().await;
}

/// `when: after`: the service carries the request out, then the answer is lost (the same 503
/// a failure before gives). Here a transfer whose answer was lost has happened, and the
/// lost answer is on record; the same fault `before` changes nothing.
#[tokio::test]
async fn faults_after_lose_the_answer_of_a_request_carried_out() {
    let sbx = sandbox().await;
    let token = consignee(&sbx).await;
    let submit = "/api/integrators/ebl/v1/submit-signed-data/";
    let read = |id: String| {
        let sbx = &sbx;
        let token = &token;
        async move {
            let e: Value = get(sbx, token, &format!("/api/integrators/ebl/v1/{id}"))
                .await
                .json()
                .await
                .unwrap();
            e["possessionId"].as_str().unwrap().to_owned()
        }
    };

    // Before: the submission is refused unhandled; the eBL stays where it was.
    let set = admin_post(
        &sbx,
        "/_sandbox/faults",
        &json!({"fail_rate": 1.0, "when": "before", "path": submit}),
    )
    .await;
    assert_eq!(set.status(), 200);
    let (_, answer) = perform(
        &sbx,
        &token,
        "consignee@nile.example",
        "TRANSFER_POSSESSION",
        &ebl(2),
        Some(HARBOR_INBOX),
    )
    .await;
    assert_eq!(answer.status(), 503);
    assert_eq!(read(ebl(2)).await, NILE_INBOX);

    // After: the same 503, but the transfer happened.
    let set = admin_post(
        &sbx,
        "/_sandbox/faults",
        &json!({"fail_rate": 1.0, "when": "after", "path": submit}),
    )
    .await;
    assert_eq!(set.status(), 200);
    let (signing, answer) = perform(
        &sbx,
        &token,
        "consignee@nile.example",
        "TRANSFER_POSSESSION",
        &ebl(2),
        Some(HARBOR_INBOX),
    )
    .await;
    assert_eq!(answer.status(), 503);
    let body: Value = answer.json().await.unwrap();
    assert_eq!(body["detail"], "Injected fault (tdx-sandbox).");
    assert_eq!(read(ebl(2)).await, HARBOR_INBOX, "carried out");
    let relayed = sbx.state().data().relayed.clone();
    assert_eq!(relayed.len(), 1);
    assert_eq!(relayed[0].subject.to_string(), ebl(2));
    assert_eq!(relayed[0].operation, "TRANSFER_POSSESSION");

    // The lost answer is on record; the faults read back as set.
    let faults: Value = sbx
        .admin_http()
        .get(format!("{}/_sandbox/faults", sbx.base_url()))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(faults["when"], "after");
    assert_eq!(faults["path"], submit);
    let lost = faults["lost_answers"].as_array().unwrap();
    assert_eq!(lost.len(), 1, "{faults}");
    assert_eq!(lost[0]["method"], "POST");
    assert_eq!(lost[0]["path"], submit);
    assert_eq!(lost[0]["status"], 200);

    // Repeating the same signed submission is refused: it was used.
    admin_post(&sbx, "/_sandbox/faults", &json!({"fail_rate": 0})).await;
    assert_eq!(post(&sbx, &token, submit, &signing).await.status(), 409);
    assert_eq!(sbx.state().data().relayed.len(), 1);

    for bad in [
        json!({"when": "later"}),
        json!({"path": "api"}),
        json!({"path": 3}),
    ] {
        assert_eq!(
            admin_post(&sbx, "/_sandbox/faults", &bad).await.status(),
            400,
            "{bad}"
        );
    }
    sbx.shutdown().await;
}

#[tokio::test]
async fn registration_creates_a_company_and_returns_to_the_redirect_url() {
    let sbx = sandbox().await;
    let token = integrator_token(&sbx, None).await;
    let token = token["access_token"].as_str().unwrap();
    let url = "/api/v3/registrations/app-tokens/";
    for (body, field) in [
        (json!({"country": "EGY"}), "country"),
        (json!({"user_email": "nope"}), "user_email"),
        (
            json!({"redirect_url": "javascript:alert(1)"}),
            "redirect_url",
        ),
        (
            json!({"user_email": "consignee@nile.example"}),
            "user_email",
        ),
        (json!({"name": 7}), "name"),
    ] {
        let response = post(&sbx, token, url, &body).await;
        assert_eq!(response.status(), 400, "{body}");
        let answer: Value = response.json().await.unwrap();
        assert!(answer[field].is_array(), "{answer}");
    }
    let nile_token = consignee(&sbx).await;
    assert_eq!(post(&sbx, &nile_token, url, &json!({})).await.status(), 403);

    let response = post(&sbx, token, url, &json!({
        "name": "Sphinx Imports", "country": "eg", "user_first_name": "Amira", "user_last_name": "Hassan",
        "user_email": "amira@sphinx.example", "redirect_url": "https://partner.example/done?session=abc"
    })).await;
    assert_eq!(response.status(), 201);
    let answer: Value = response.json().await.unwrap();
    let registration_url = answer["registration_url"].as_str().unwrap().to_owned();
    assert!(registration_url.starts_with(sbx.base_url()));
    let page = http().get(&registration_url).send().await.unwrap();
    assert_eq!(page.status(), 200);
    let html = page.text().await.unwrap();
    let mut fields = form_inputs(&html);
    assert_eq!(fields["name"], "Sphinx Imports");
    assert_eq!(fields["country"], "EG");
    assert_eq!(fields["user_email"], "amira@sphinx.example");
    fields.insert("password".into(), "short".into());
    let short = http()
        .post(&registration_url)
        .form(&fields)
        .send()
        .await
        .unwrap();
    assert_eq!(short.status(), 400);
    fields.insert("password".into(), "a-long-enough-password".into());
    let done = http()
        .post(&registration_url)
        .form(&fields)
        .send()
        .await
        .unwrap();
    assert_eq!(done.status(), 302);
    let location = url::Url::parse(done.headers()["location"].to_str().unwrap()).unwrap();
    assert_eq!(location.host_str(), Some("partner.example"));
    let query: std::collections::HashMap<_, _> = location.query_pairs().into_owned().collect();
    assert_eq!(query["session"], "abc");
    let company_id = query["company_id"].clone();
    let world = sbx.world();
    let company = world
        .companies
        .iter()
        .find(|c| c.id.to_string() == company_id)
        .unwrap();
    assert_eq!(company.name, "Sphinx Imports");
    assert_eq!(company.inboxes.len(), 1);
    assert!(
        world
            .users
            .iter()
            .any(|u| u.email == "amira@sphinx.example" && u.company_id == company.id)
    );
    // The new user can log in; the link is single-use.
    let login = user_token(&sbx, "amira@sphinx.example", None).await;
    assert!(login["access_token"].is_string());
    assert_eq!(
        http().get(&registration_url).send().await.unwrap().status(),
        404
    );
    sbx.shutdown().await;
}

#[tokio::test]
async fn many_generated_ebls_start_quickly_and_paginate() {
    let started = Instant::now();
    let sbx = tdx_sandbox::spawn(Config {
        ebls: 10_000,
        ..Default::default()
    })
    .await
    .unwrap();
    let startup = started.elapsed();
    let token = consignee(&sbx).await;
    let page: Value = get(
        &sbx,
        &token,
        "/api/integrators/ebl/v1/list?page_size=1000&page=11",
    )
    .await
    .json()
    .await
    .unwrap();
    assert_eq!(page["count"], 10_008);
    assert_eq!(page["results"].as_array().unwrap().len(), 8);
    assert!(page["next"].is_null());
    let capped: Value = get(&sbx, &token, "/api/integrators/ebl/v1/list?page_size=5000")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(capped["results"].as_array().unwrap().len(), 1000);
    println!("10,000 extra eBLs: started in {startup:?}");
    sbx.shutdown().await;
}

#[tokio::test]
async fn the_world_survives_a_restart_with_db() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("world.sqlite");
    let config = Config {
        db: Some(db.clone()),
        ..Default::default()
    };
    let first = tdx_sandbox::spawn(config.clone()).await.unwrap();
    let created: Value = admin_post(
        &first,
        "/_sandbox/ebls",
        &json!({"consignee": NILE, "reference": "PERSISTED-1"}),
    )
    .await
    .json()
    .await
    .unwrap();
    let token = consignee(&first).await;
    let (_, response) = perform(
        &first,
        &token,
        "consignee@nile.example",
        "REQUEST_SURRENDER_FOR_DELIVERY",
        &ebl(2),
        None,
    )
    .await;
    assert_eq!(response.status(), 200);
    first.shutdown().await;

    let second = tdx_sandbox::spawn(config).await.unwrap();
    let token = consignee(&second).await;
    let e: Value = get(
        &second,
        &token,
        &format!(
            "/api/integrators/ebl/v1/{}",
            created["id"].as_str().unwrap()
        ),
    )
    .await
    .json()
    .await
    .unwrap();
    assert_eq!(e["reference"], "PERSISTED-1");
    let changed: Value = get(
        &second,
        &token,
        &format!("/api/integrators/ebl/v1/{}", ebl(2)),
    )
    .await
    .json()
    .await
    .unwrap();
    assert_eq!(changed["state"], "SURRENDER_FOR_DELIVERY_REQUESTED");
    second.shutdown().await;
}

#[tokio::test]
async fn malformed_requests_get_4xx_json() {
    let sbx = sandbox().await;
    let token = consignee(&sbx).await;
    let client = http();
    let base = sbx.base_url();
    let requests = vec![
        client
            .post(format!("{base}/api/integrators/ebl/v1/signing-data/"))
            .bearer_auth(&token)
            .body(vec![0xff, 0xfe]),
        client
            .post(format!("{base}/api/integrators/ebl/v1/send-as-a-copy/"))
            .bearer_auth(&token)
            .body("x".repeat(3 * 1024 * 1024)),
        client
            .get(format!("{base}/api/integrators/ebl/v1/list"))
            .header("authorization", "Basic abc"),
        client
            .delete(format!("{base}/api/integrators/ebl/v1/list"))
            .bearer_auth(&token),
        client
            .get(format!("{base}/api/integrators/ebl/v1/%ZZ"))
            .bearer_auth(&token),
        client
            .post(format!("{base}/oauth/token/"))
            .body(vec![0u8, 159, 146, 150]),
        sbx.admin_http()
            .post(format!("{base}/_sandbox/faults"))
            .header("content-type", "application/json")
            .body("{\"latency_ms\": -1}"),
        client.get(format!("{base}/no/such/path")),
    ];
    for request in requests {
        let response = request.send().await.unwrap();
        let status = response.status();
        assert!(status.is_client_error(), "{status}");
        let _: Value = response.json().await.unwrap();
    }
    sbx.shutdown().await;
}

#[test]
fn binary_prints_its_address_first() {
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_tdx-sandbox"))
        .args(["--listen", "127.0.0.1:0", "--token-ttl", "30"])
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let mut line = String::new();
    BufReader::new(stdout).read_line(&mut line).unwrap();
    let _ = child.kill();
    let _ = child.wait();
    let url = line
        .trim()
        .strip_prefix("tdx-sandbox listening on http://127.0.0.1:")
        .unwrap();
    assert!(url.parse::<u16>().unwrap() > 0);
    let bad = std::process::Command::new(env!("CARGO_BIN_EXE_tdx-sandbox"))
        .args(["--listen", "not-an-address"])
        .output()
        .unwrap();
    assert!(!bad.status.success());
}

#[tokio::test]
async fn openapi_describes_every_interface_path() {
    let sbx = sandbox().await;
    let doc: Value = sbx
        .admin_http()
        .get(format!("{}/_sandbox/openapi.json", sbx.base_url()))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(doc["openapi"], "3.1.0");
    assert_eq!(doc["servers"][0]["url"], sbx.base_url());
    for path in [
        "/oauth/token/",
        "/",
        "/api/v3/registrations/app-tokens/",
        "/api/v3/integrations/envelope-egypt-aci/",
        "/api/v3/integrations/envelope-standard/",
        "/api/v3/integrations/envelope-send/",
        "/api/v3/companies/{company_id}/rules/",
        "/api/v3/companies/{company_id}/rules/{rule_id}/",
        "/api/integrators/ebl/v1/list",
        "/api/integrators/ebl/v1/{ebl_id}",
        "/api/integrators/ebl/v1/{ebl_id}/preview/",
        "/api/integrators/ebl/v1/{ebl_id}/download/",
        "/api/integrators/ebl/v1/signing-data/",
        "/api/integrators/ebl/v1/submit-signed-data/",
        "/api/integrators/ebl/v1/send-as-a-copy/",
    ] {
        assert!(doc["paths"].get(path).is_some(), "{path}");
    }
    for method in ["get", "post", "put", "patch", "delete"] {
        assert!(
            doc["paths"]["/api/v3/companies/{company_id}/rules/"]
                .get(method)
                .is_some(),
            "{method}"
        );
    }
    sbx.shutdown().await;
}

#[tokio::test]
async fn me_names_the_tokens_user_company_inboxes_and_key() {
    let sbx = sandbox().await;
    let world = sbx.world();
    let token = consignee(&sbx).await;
    let resp = get(&sbx, &token, "/api/v3/integrations/me/").await;
    assert_eq!(resp.status(), 200);
    let me: Value = resp.json().await.unwrap();
    let user = world
        .users
        .iter()
        .find(|u| u.email == "consignee@nile.example")
        .unwrap();
    let company = world
        .companies
        .iter()
        .find(|c| c.id == user.company_id)
        .unwrap();
    assert_eq!(me["user_email"], "consignee@nile.example");
    assert_eq!(me["company_id"], company.id.to_string());
    assert_eq!(me["company_name"], company.name.as_str());
    assert_eq!(me["inbox_ids"][0], company.inboxes[0].to_string());
    assert_eq!(me["eth_addresses"][0]["address"], user.eth_address.as_str());
    assert_eq!(me["eth_addresses"][0]["status"], "approved");

    // Without a valid token: 401, and nothing about anyone.
    let resp = get(&sbx, "not-a-token", "/api/v3/integrations/me/").await;
    assert_eq!(resp.status(), 401);
    sbx.shutdown().await;
}

#[tokio::test]
async fn the_login_and_registration_pages_refuse_to_be_framed() {
    let sbx = sandbox().await;
    let world = sbx.world();
    let desktop = world
        .clients
        .iter()
        .find(|c| c.grants.iter().any(|g| g == "authorization_code"))
        .unwrap();
    let login = format!(
        "{}/?client_id={}&redirect_uri=http://127.0.0.1:9/cb&response_type=code&state=s&code_challenge={}&code_challenge_method=S256",
        sbx.base_url(),
        desktop.client_id,
        challenge("a-verifier-of-forty-three-characters-or-more-xx")
    );
    for url in [login, format!("{}/register/unknown-token/", sbx.base_url())] {
        let resp = http().get(&url).send().await.unwrap();
        let headers = resp.headers();
        assert_eq!(
            headers
                .get("content-security-policy")
                .and_then(|v| v.to_str().ok()),
            Some("frame-ancestors 'none'"),
            "{url}"
        );
        assert_eq!(
            headers.get("x-frame-options").and_then(|v| v.to_str().ok()),
            Some("DENY"),
            "{url}"
        );
    }
    sbx.shutdown().await;
}

/// The admin endpoints answer only a loopback caller that names a loopback host and carries
/// the token; JSON only. A refused call changes nothing.
#[tokio::test]
async fn admin_endpoints_need_the_token_a_loopback_host_and_json() {
    let sbx = sandbox().await;
    let base = sbx.base_url();
    let create = json!({"consignee": NILE, "reference": "GUARD0001"});
    let count = |sbx: &tdx_sandbox::Running| sbx.state().data().ebls.len();
    let before = count(&sbx);

    let no_token = http()
        .post(format!("{base}/_sandbox/ebls"))
        .json(&create)
        .send()
        .await
        .unwrap();
    assert_eq!(no_token.status(), 401);
    let detail: Value = no_token.json().await.unwrap();
    assert!(
        detail["detail"]
            .as_str()
            .unwrap()
            .contains("X-Sandbox-Admin")
    );
    let wrong_token = http()
        .get(format!("{base}/_sandbox/world"))
        .header(tdx_sandbox::ADMIN_HEADER, "not-the-token")
        .send()
        .await
        .unwrap();
    assert_eq!(wrong_token.status(), 401);
    let foreign_host = sbx
        .admin_http()
        .post(format!("{base}/_sandbox/ebls"))
        .header("host", "attacker.example")
        .json(&create)
        .send()
        .await
        .unwrap();
    assert_eq!(
        foreign_host.status(),
        403,
        "a DNS-rebound page names its own host"
    );
    let form = sbx
        .admin_http()
        .post(format!("{base}/_sandbox/ebls"))
        .form(&[("consignee", NILE)])
        .send()
        .await
        .unwrap();
    assert_eq!(form.status(), 415, "a cross-site form post is not JSON");
    assert_eq!(count(&sbx), before, "refused calls created nothing");
    // The same call with the token from a loopback host goes through.
    let ok = admin_post(&sbx, "/_sandbox/ebls", &create).await;
    assert_eq!(ok.status(), 201);
    assert_eq!(count(&sbx), before + 1);
    sbx.shutdown().await;
}

/// `TDX_SANDBOX_ADMIN_TOKEN` fixes the token; the binary prints it as its second line.
#[test]
fn binary_prints_its_admin_token_second() {
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_tdx-sandbox"))
        .args(["--listen", "127.0.0.1:0"])
        .env("TDX_SANDBOX_ADMIN_TOKEN", "fixed-admin-token-for-this-test")
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let first = lines.next().unwrap().unwrap();
    let second = lines.next().unwrap().unwrap();
    let _ = child.kill();
    let _ = child.wait();
    assert!(first.starts_with("tdx-sandbox listening on http://127.0.0.1:"));
    assert_eq!(
        second,
        "tdx-sandbox admin token fixed-admin-token-for-this-test"
    );

    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_tdx-sandbox"))
        .args(["--listen", "127.0.0.1:0"])
        .env_remove("TDX_SANDBOX_ADMIN_TOKEN")
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let _ = lines.next();
    let random = lines.next().unwrap().unwrap();
    let _ = child.kill();
    let _ = child.wait();
    let token = random.strip_prefix("tdx-sandbox admin token ").unwrap();
    assert!(
        token.len() >= 32,
        "a random token of at least 128 bits: {token}"
    );
}
