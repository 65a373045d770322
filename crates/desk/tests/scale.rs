//! Cost that does not grow with the list: what one eBL costs — its detail, its PDFs, a review
//! of an action on it — reads that eBL, not every cached eBL. Counted in the cache layer
//! (`EblCache::ebls_read`: rows read from the store), with the cache filled to two sizes.

#![allow(clippy::unwrap_used)]

mod common;

use std::sync::{Arc, Mutex};

use tdx_client::login_browser::FormFillingBrowser;
use tdx_desk::view::ActionKind;
use tdx_desk::{EblCache, ebls, review, session};
use tdx_store::Store;

const CONSIGNEE: &str = "consignee@nile.example";

/// Cached eBLs read by each one-eBL use case on a warm launch whose cache holds `extra` eBLs
/// besides the demo world's: (use case, eBLs read).
async fn reads_with(extra: usize) -> Vec<(&'static str, usize)> {
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let world = service.world();
    let store = Arc::new(Mutex::new(Store::open_in_memory().unwrap()));
    let name = format!("scale {extra}");
    let (first, profile) =
        common::signing_desk(&world, service.base_url(), store.clone(), CONSIGNEE, &name).await;
    let list = ebls::list_ebls(&first, true).await.unwrap();
    let ours: Vec<_> = list
        .rows
        .iter()
        .filter(|r| r.state == "ISSUED" && r.held_by_us && !r.is_copy)
        .collect();
    let (one, other) = (ours[0].id.clone(), ours[1].id.clone());
    // Years of eBLs: `extra` more in the cache, as a list fetch leaves them (each first seen).
    {
        let store = store.lock().unwrap();
        let template: serde_json::Value =
            serde_json::from_str(&store.cached_ebl(&profile.id, &one).unwrap().unwrap().json)
                .unwrap();
        let fakes: Vec<(String, String)> = (0..extra)
            .map(|i| {
                let id = uuid::Uuid::new_v4().to_string();
                let mut ebl = template.clone();
                ebl["id"] = id.clone().into();
                ebl["titleId"] = uuid::Uuid::new_v4().to_string().into();
                ebl["reference"] = format!("OLD{i:07}").into();
                (id, ebl.to_string())
            })
            .collect();
        store
            .upsert_ebls(
                &profile.id,
                fakes.iter().map(|(i, j)| (i.as_str(), j.as_str())),
            )
            .unwrap();
        let seen: Vec<tdx_store::FirstSeen> = fakes
            .iter()
            .map(|(id, _)| tdx_store::FirstSeen {
                ebl_id: id.clone(),
                title_id: None,
                surrenderee: None,
                seen_at: 1,
            })
            .collect();
        store.remember_first_seen(&profile.id, &seen).unwrap();
    }
    drop(first);

    // The next launch: the same store, the session resumed, the list shown as kept.
    let user = world.users.iter().find(|u| u.email == CONSIGNEE).unwrap();
    let browser = Arc::new(FormFillingBrowser::new(&user.email, &user.password));
    let cache = EblCache::with_store(store.clone());
    let desk = session::open_service(profile, browser, cache.clone())
        .await
        .unwrap();
    assert!(session::session_info(&desk).await.unwrap().signed_in);
    let dir = tempfile::tempdir().unwrap();
    let mut reads = Vec::new();
    let mut count =
        |what: &'static str, before: usize| reads.push((what, cache.ebls_read() - before));

    let before = cache.ebls_read();
    let detail = ebls::get_ebl(&desk, &one).await.unwrap();
    assert!(detail.actions.iter().any(|a| a.available));
    count("get_ebl (first click)", before);
    let before = cache.ebls_read();
    ebls::get_ebl(&desk, &other).await.unwrap();
    count("get_ebl (another eBL)", before);
    let before = cache.ebls_read();
    ebls::get_ebl(&desk, &one).await.unwrap();
    count("get_ebl (the same again)", before);

    let before = cache.ebls_read();
    assert!(!ebls::preview_pdf(&desk, &one).await.unwrap().is_empty());
    count("preview_pdf", before);
    let before = cache.ebls_read();
    let file = common::picked_to_save(desk.grants(), &dir.path().join("bill.pdf"));
    assert!(ebls::download_pdf(&desk, &one, file).await.unwrap() > 0);
    count("download_pdf", before);

    let before = cache.ebls_read();
    let surrender =
        review::prepare_action(&desk, &one, ActionKind::RequestSurrenderForDelivery, None)
            .await
            .unwrap();
    assert!(surrender.hash.is_some());
    count("prepare a surrender", before);
    review::cancel_action(&desk, &surrender.review_id).await;

    let bank = world
        .companies
        .iter()
        .find(|c| c.name.contains("Harbor"))
        .unwrap();
    let inbox = bank.inboxes[0].to_string();
    for what in ["prepare a transfer", "prepare a transfer (again)"] {
        let before = cache.ebls_read();
        let transfer =
            review::prepare_action(&desk, &other, ActionKind::TransferPossession, Some(&inbox))
                .await
                .unwrap();
        assert_eq!(transfer.recipient_name.as_deref(), Some(bank.name.as_str()));
        count(what, before);
        review::cancel_action(&desk, &transfer.review_id).await;
    }
    reads
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_ebl_reads_the_same_few_cached_ebls_whatever_the_cache_holds() {
    let small = reads_with(500).await;
    let large = reads_with(3_000).await;
    for ((what, few), (_, many)) in small.iter().zip(&large) {
        if *what == "prepare a surrender" {
            // The receiver check (every counterparty, the surrenderee too) asks the directory of
            // every company the user's eBLs name: learned from the cached eBLs once a run (before
            // any list was computed) by the first review, then kept — the transfers after it
            // read no more than any other look at one eBL.
            assert!(
                *many <= 3_000 + 20,
                "{what}: {many} read: more than the cache once"
            );
            continue;
        }
        assert!(
            *many <= 4 && many == few,
            "{what}: {few} cached eBLs read with 500 more cached, {many} with 3,000 more \
             (all reads: {small:?} / {large:?})"
        );
    }
}

/// A poll asks each page with the `ETag` it had: an unchanged list is answered 304 page after
/// page (counted by the service), and a change on one page is still reported, from that page.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_poll_rereads_only_the_pages_that_changed_and_still_reports_the_change() {
    let service = tdx_sandbox::spawn(tdx_sandbox::Config {
        ebls: 1_200,
        ..Default::default()
    })
    .await
    .unwrap();
    let world = service.world();
    let store = Arc::new(Mutex::new(Store::open_in_memory().unwrap()));
    let (desk, _) =
        common::signing_desk(&world, service.base_url(), store, CONSIGNEE, "polls").await;
    let list = ebls::list_ebls(&desk, true).await.unwrap();
    assert_eq!(list.rows.len(), 1_208, "two pages of 1,000");
    let answers = || service.state().list_answers();

    let before = answers();
    let nothing = ebls::poll_changes(&desk).await.unwrap();
    assert!(nothing.arrived.is_empty() && nothing.changed.is_empty() && nothing.left.is_empty());
    let after = answers();
    assert_eq!(
        (
            after.not_modified - before.not_modified,
            after.full - before.full
        ),
        (2, 0),
        "both pages asked with their ETag and answered 304"
    );

    // The desk requests a surrender; the carrier accepts it on the service.
    let row = list
        .rows
        .iter()
        .find(|r| {
            r.state == "ISSUED" && r.held_by_us && !r.is_copy && !r.reference.starts_with("GEN")
        })
        .unwrap();
    let review = review::prepare_action(
        &desk,
        &row.id,
        ActionKind::RequestSurrenderForDelivery,
        None,
    )
    .await
    .unwrap();
    tdx_desk::submit::confirm_action(&desk, &review.review_id, common::typed(&review))
        .await
        .unwrap();
    ebls::poll_changes(&desk).await.unwrap();
    let accepted = service
        .admin_http()
        .post(format!(
            "{}/_sandbox/ebls/{}/surrender-response",
            service.base_url(),
            row.id
        ))
        .json(&serde_json::json!({"decision": "accept", "message": "released"}))
        .send()
        .await
        .unwrap();
    assert!(accepted.status().is_success(), "{accepted:?}");

    let before = answers();
    let changes = ebls::poll_changes(&desk).await.unwrap();
    assert_eq!(changes.changed, vec![row.reference.clone()]);
    let after = answers();
    assert_eq!(
        (
            after.not_modified - before.not_modified,
            after.full - before.full
        ),
        (1, 1),
        "the page with the surrendered eBL is read, the other is not"
    );
    let cached = ebls::list_ebls(&desk, false).await.unwrap();
    let now = cached.rows.iter().find(|r| r.id == row.id).unwrap();
    assert_eq!(now.state, "SURRENDERED_FOR_DELIVERY");
    assert_eq!(cached.rows.len(), 1_208);
}

/// A poll that comes while a refresh reads every page waits for it and then asks each page
/// with its `ETag` (304s), instead of reading the whole list a second time beside the refresh.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_poll_during_a_refresh_does_not_read_the_list_a_second_time() {
    let service = tdx_sandbox::spawn(tdx_sandbox::Config {
        ebls: 1_200,
        ..Default::default()
    })
    .await
    .unwrap();
    let world = service.world();
    let store = Arc::new(Mutex::new(Store::open_in_memory().unwrap()));
    let (desk, _) =
        common::signing_desk(&world, service.base_url(), store, CONSIGNEE, "racing").await;
    let before = service.state().list_answers();
    // Both start before either has read a page: the first reading in this run has no ETags.
    let (list, polled) = tokio::join!(ebls::list_ebls(&desk, true), ebls::poll_changes(&desk));
    assert_eq!(list.unwrap().rows.len(), 1_208);
    polled.unwrap();
    let after = service.state().list_answers();
    assert_eq!(
        (
            after.full - before.full,
            after.not_modified - before.not_modified
        ),
        (2, 2),
        "the two pages read in full once, then asked again with their ETag"
    );
}
