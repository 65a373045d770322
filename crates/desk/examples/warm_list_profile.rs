//! Profile of the Rust part of a warm launch's list (BENCHMARKS.md, "launch to list shown"):
//! a signed-in sandbox desk with 10,000 extra eBLs fetches once into a store file, then the
//! steps a warm launch repeats are timed one by one — the store read, the JSON parse of the
//! cached eBLs, the rows, and the JSON handed to the IPC.
//!
//!   tests/e2e/in-session.sh cargo run --release -p tdx-desk --example warm_list_profile
#![allow(clippy::unwrap_used)]
use std::sync::{Arc, Mutex};
use std::time::Instant;

use tdx_client::login_browser::FormFillingBrowser;
use tdx_desk::{EblCache, SandboxOptions};
use tdx_desk::{ebls, session};
use tdx_store::Store;

#[tokio::main]
async fn main() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("desk.sqlite");
    let probe = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let world = probe.world();
    probe.shutdown().await;
    let user = world
        .users
        .iter()
        .find(|u| u.email == "consignee@nile.example")
        .unwrap();
    let browser = Arc::new(FormFillingBrowser::new(&user.email, &user.password));
    let options = SandboxOptions {
        profile_id: "timing".into(),
        extra_ebls: 10_000,
        ..Default::default()
    };
    let store = Arc::new(Mutex::new(Store::open(&db).unwrap()));
    let desk = session::open_sandbox(options, browser.clone(), EblCache::with_store(store))
        .await
        .unwrap();
    session::sign_in(&desk).await.unwrap();
    let t = Instant::now();
    let list = ebls::list_ebls(&desk, true).await.unwrap();
    println!("refresh: {} rows in {:?}", list.rows.len(), t.elapsed());
    // A warm launch reopens the desk: the sandbox from its file, the session from the keyring.
    drop(desk);
    let store = Arc::new(Mutex::new(Store::open(&db).unwrap()));
    let options = SandboxOptions {
        profile_id: "timing".into(),
        db: Some(dir.path().join("sandbox.sqlite")),
        extra_ebls: 10_000,
        admin_token: None,
    };
    let t = Instant::now();
    let desk = session::open_sandbox(options, browser, EblCache::with_store(store))
        .await
        .unwrap();
    println!(
        "reopen desk (sandbox + resumed session): {:?}, signed in: {}",
        t.elapsed(),
        session::session_info(&desk).await.unwrap().signed_in
    );
    // A new cache on the same file: what a warm launch reads.
    let store = Store::open(&db).unwrap();
    let t = Instant::now();
    let rows = store.cached_ebls("timing").unwrap();
    println!(
        "store read: {} rows, {} bytes JSON in {:?}",
        rows.len(),
        rows.iter().map(|r| r.json.len()).sum::<usize>(),
        t.elapsed()
    );
    let t = Instant::now();
    let parsed: Vec<tdx_client::models::ebl::Ebl> = rows
        .iter()
        .filter_map(|r| serde_json::from_str(&r.json).ok())
        .collect();
    println!("parse: {} eBLs in {:?}", parsed.len(), t.elapsed());
    let t = Instant::now();
    let again = ebls::list_ebls(&desk, false).await.unwrap();
    println!("list_ebls(false) from memory (rows): {:?}", t.elapsed());
    let t = Instant::now();
    let json = serde_json::to_string(&again).unwrap();
    println!("IPC JSON: {} bytes in {:?}", json.len(), t.elapsed());
}
