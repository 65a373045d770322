//! Load generator for the signing round trip (signing-data + EIP-191 signature + submit).
//! Usage: `signing_load BASE_URL CONCURRENCY TOTAL` against a sandbox started with enough
//! generated eBLs (`--ebls`), each round trip requesting surrender of a different eBL. Set
//! `TDX_SANDBOX_ADMIN_TOKEN` for both: the example reads the demo keys from `/_sandbox/world`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use k256::ecdsa::SigningKey;
use serde_json::{Value, json};

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().collect();
    let base = args.get(1).cloned().expect("BASE_URL");
    let concurrency: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(64);
    let total: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(10_000);
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(concurrency)
        .build()
        .unwrap();
    let token: Value = client
        .post(format!("{base}/oauth/token/"))
        .basic_auth("ebl-integrator", Some("ebl-integrator-sandbox-secret"))
        .form(&[("grant_type", "client_credentials")])
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let token = token["access_token"].as_str().unwrap().to_owned();
    let admin_token = std::env::var("TDX_SANDBOX_ADMIN_TOKEN").expect("TDX_SANDBOX_ADMIN_TOKEN");
    let world: Value = client
        .get(format!("{base}/_sandbox/world"))
        .header(tdx_sandbox::ADMIN_HEADER, admin_token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let user = world["users"]
        .as_array()
        .unwrap()
        .iter()
        .find(|u| u["email"] == "consignee@nile.example")
        .unwrap();
    let key = SigningKey::from_slice(
        &hex::decode(
            user["private_key"]
                .as_str()
                .unwrap()
                .trim_start_matches("0x"),
        )
        .unwrap(),
    )
    .unwrap();
    let address = user["eth_address"].as_str().unwrap().to_owned();
    let next = Arc::new(AtomicUsize::new(0));
    let failures = Arc::new(AtomicUsize::new(0));
    let started = Instant::now();
    let mut tasks = Vec::new();
    for _ in 0..concurrency {
        let (client, base, token, key, address, next, failures) = (
            client.clone(),
            base.clone(),
            token.clone(),
            key.clone(),
            address.clone(),
            next.clone(),
            failures.clone(),
        );
        tasks.push(tokio::spawn(async move {
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= total {
                    return;
                }
                let ebl = tdx_sandbox::world::generated_ebl_id(i as u128);
                let signing: Value = match client
                    .post(format!("{base}/api/integrators/ebl/v1/signing-data/"))
                    .bearer_auth(&token)
                    .json(&json!({"operation": "REQUEST_SURRENDER_FOR_DELIVERY", "eblId": ebl, "ethAddress": address}))
                    .send()
                    .await
                {
                    Ok(r) if r.status().is_success() => r.json().await.unwrap(),
                    _ => {
                        failures.fetch_add(1, Ordering::Relaxed);
                        continue;
                    }
                };
                let hash = hex::decode(signing["hash"].as_str().unwrap().trim_start_matches("0x")).unwrap();
                let mut submit = signing.clone();
                submit["signature"] = json!(tdx_sandbox::crypto::personal_sign(&key, &hash));
                let ok = client
                    .post(format!("{base}/api/integrators/ebl/v1/submit-signed-data/"))
                    .bearer_auth(&token)
                    .json(&submit)
                    .send()
                    .await
                    .map(|r| r.status().is_success())
                    .unwrap_or(false);
                if !ok {
                    failures.fetch_add(1, Ordering::Relaxed);
                }
            }
        }));
    }
    for task in tasks {
        task.await.unwrap();
    }
    let elapsed = started.elapsed().as_secs_f64();
    println!(
        "signing round trips: {total} in {elapsed:.2} s = {:.0} round trips/s ({} failures, {concurrency} connections)",
        total as f64 / elapsed,
        failures.load(Ordering::Relaxed)
    );
}
