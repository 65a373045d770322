//! BENCHMARKS.md, "bulk transfer": 100 eBLs transferred in one batch (wall time from "Sign and
//! submit all" to the last outcome, the reviews made before, as the user reviews them first)
//! beside 100 single transfers one after the other through the same desk with no window
//! (each: signing data, guard, signature, submit, as a click on Transfer and Sign and submit
//! does). Both against the same sandbox (HTTP on loopback), the real OS keyring.
//!
//!   tests/e2e/in-session.sh cargo run --release -p tdx-desk --example batch_vs_sequential
#![allow(clippy::unwrap_used)]
use std::sync::{Arc, Mutex};
use std::time::Instant;

use tdx_client::login_browser::FormFillingBrowser;
use tdx_desk::view::ActionKind;
use tdx_desk::{EblCache, SandboxOptions};
use tdx_desk::{batch, ebls, review, session, submit};
use tdx_keys::Sensitive;
use tdx_store::{BatchItemState, Store};

const N: usize = 100;

#[tokio::main]
async fn main() {
    let probe = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let world = probe.world();
    probe.shutdown().await;
    let user = world
        .users
        .iter()
        .find(|u| u.email == "consignee@nile.example")
        .unwrap();
    let bank = world
        .companies
        .iter()
        .find(|c| c.name.starts_with("Harbor"))
        .unwrap()
        .inboxes[0]
        .to_string();
    let browser = Arc::new(FormFillingBrowser::new(&user.email, &user.password));
    let options = SandboxOptions {
        profile_id: format!("bench-batch-{}", std::process::id()),
        extra_ebls: 2 * N + 10,
        ..Default::default()
    };
    let store = Arc::new(Mutex::new(Store::open_in_memory().unwrap()));
    let desk = session::open_sandbox(options, browser, EblCache::with_store(store))
        .await
        .unwrap();
    session::sign_in(&desk).await.unwrap();
    desk.keys()
        .import_hex(&Sensitive::new(user.private_key.clone()), None)
        .unwrap();
    let list = ebls::list_ebls(&desk, true).await.unwrap();
    let held: Vec<String> = list
        .rows
        .iter()
        .filter(|r| r.held_by_us && !r.is_copy && r.state == "ISSUED")
        .map(|r| r.id.clone())
        .collect();
    assert!(held.len() >= 2 * N);

    let t = Instant::now();
    for id in &held[N..2 * N] {
        let review = review::prepare_action(&desk, id, ActionKind::TransferPossession, Some(&bank))
            .await
            .unwrap();
        // Transferred, the eBL is no longer shown to the company: that answer is a success.
        let name = review
            .receiver
            .as_ref()
            .and_then(|r| r.type_to_confirm.clone());
        let _ = submit::confirm_action(&desk, &review.review_id, name.as_deref()).await;
    }
    let sequential = t.elapsed();

    let t = Instant::now();
    let review = batch::prepare_batch(
        &desk,
        &held[..N],
        ActionKind::TransferPossession,
        Some(&bank),
    )
    .await
    .unwrap();
    let reviewing = t.elapsed();
    let t = Instant::now();
    let name = review
        .receiver
        .as_ref()
        .and_then(|r| r.type_to_confirm.clone());
    let done = batch::run_batch(&desk, &review.id, name.as_deref())
        .await
        .unwrap();
    let batch = t.elapsed();
    let ok = done
        .items
        .iter()
        .filter(|i| i.state == BatchItemState::Done)
        .count();
    assert_eq!(ok, N, "{done:?}");
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1000.0;
    println!(
        "BATCH n={N} sequential_ms={:.0} batch_sign_and_submit_all_ms={:.0} ratio={:.2} batch_review_ms={:.0} batch_with_review_ratio={:.2}",
        ms(sequential),
        ms(batch),
        ms(batch) / ms(sequential),
        ms(reviewing),
        (ms(batch) + ms(reviewing)) / ms(sequential)
    );
}
