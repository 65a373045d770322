//! Every fact of an eBL the interface gives, on the detail, against the real sandbox: the
//! document parties' functions in words, the title id and the issue-to party's codes, a copy
//! linked to its original and the original listing its copies, and the carrier's own file
//! saved where the user chose.

#![allow(clippy::unwrap_used)]

mod common;

use std::sync::{Arc, Mutex};

use common::inbox_of;
use tdx_desk::view::ActionKind;
use tdx_desk::{EblCache, ebls, review, submit};
use tdx_store::Store;
use uuid::Uuid;

const CONSIGNEE: &str = "consignee@nile.example";
const SHIPPER: &str = "shipper@delta.example";

#[tokio::test]
async fn the_detail_names_party_functions_in_words_with_the_title_id_and_party_codes() {
    let (desk, _world) = common::open_desk(
        CONSIGNEE,
        &format!("facts-{}", Uuid::new_v4()),
        EblCache::in_memory(),
    )
    .await;
    tdx_desk::session::sign_in(&desk).await.unwrap();
    let list = ebls::list_ebls(&desk, true).await.unwrap();
    let row = list
        .rows
        .iter()
        .find(|r| r.reference == "GCLU26041001")
        .unwrap();
    let detail = ebls::get_ebl(&desk, &row.id).await.unwrap();

    let functions: Vec<(&str, &str)> = detail
        .document_parties
        .iter()
        .map(|p| (p.function_code.as_str(), p.function.as_str()))
        .collect();
    assert!(functions.contains(&("CN", "Consignee")), "{functions:?}");
    assert!(functions.contains(&("N1", "First notify party")));
    assert!(functions.contains(&("OS", "Shipper")));
    assert!(functions.contains(&("CA", "Carrier")));
    assert!(detail.title_id.is_some());
    let lei = &detail.issue_to_party_codes[0];
    assert_eq!(lei.list_name.as_deref(), Some("LEI"));
    assert_eq!(lei.list_provider.as_deref(), Some("GLEIF"));
    assert!(!lei.code.is_empty());
    assert!(detail.issue_to_tax_reference.is_some());
    assert!(detail.issue_to_registration_number.is_some());
    // The demo companies have one inbox each: which one holds it is not worth saying.
    assert_eq!(detail.held_in_inbox, None);
    assert_eq!(detail.carrier_file.as_deref(), Some("GCLU26041001.pdf"));
    // The list searches the transport document reference.
    assert_eq!(
        row.transport_document_reference.as_deref(),
        Some("GCLU26041001")
    );

    // The copy Nile holds names its original, which Nile does not see.
    let copy = list.rows.iter().find(|r| r.is_copy).unwrap();
    let copy_detail = ebls::get_ebl(&desk, &copy.id).await.unwrap();
    let original = copy_detail.original.unwrap();
    assert_eq!(Some(original.id.clone()), copy.copy_of);
    assert!(!original.visible);
    assert_eq!(original.reference, None);
}

#[tokio::test]
async fn a_copy_links_to_its_original_and_the_original_lists_its_copies() {
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let world = service.world();
    let base = service.base_url().to_owned();
    let nile_store = Arc::new(Mutex::new(Store::open_in_memory().unwrap()));
    let (nile, _) = common::signing_desk(
        &world,
        &base,
        nile_store,
        CONSIGNEE,
        &format!("facts-nile-{}", Uuid::new_v4()),
    )
    .await;
    let delta_store = Arc::new(Mutex::new(Store::open_in_memory().unwrap()));
    let (delta, _) = common::signing_desk(
        &world,
        &base,
        delta_store,
        SHIPPER,
        &format!("facts-delta-{}", Uuid::new_v4()),
    )
    .await;

    // Nile sends a copy of an eBL it holds to the shipper, who is a party of the original.
    let nile_list = ebls::list_ebls(&nile, true).await.unwrap();
    let original = nile_list
        .rows
        .iter()
        .find(|r| r.reference == "GCLU26041002" && !r.is_copy)
        .unwrap();
    let to_delta = inbox_of(&world, SHIPPER).to_string();
    let reviewed =
        review::prepare_action(&nile, &original.id, ActionKind::SendAsCopy, Some(&to_delta))
            .await
            .unwrap();
    // The name, as the review shows it, if the review asks for it (it does for a near miss).
    let typed = reviewed
        .receiver
        .as_ref()
        .and_then(|r| r.type_to_confirm.clone());
    submit::confirm_action(&nile, &reviewed.review_id, typed.as_deref())
        .await
        .unwrap();

    let delta_list = ebls::list_ebls(&delta, true).await.unwrap();
    let copy = delta_list
        .rows
        .iter()
        .find(|r| r.reference == "GCLU26041002" && r.is_copy)
        .unwrap();
    assert_eq!(copy.copy_of.as_deref(), Some(original.id.as_str()));

    let original_detail = ebls::get_ebl(&delta, &original.id).await.unwrap();
    assert_eq!(original_detail.original, None);
    assert_eq!(original_detail.copies.len(), 1);
    assert_eq!(original_detail.copies[0].id, copy.id);
    assert_eq!(
        original_detail.copies[0].reference.as_deref(),
        Some("GCLU26041002")
    );
    assert!(original_detail.copies[0].visible);

    let copy_detail = ebls::get_ebl(&delta, &copy.id).await.unwrap();
    let link = copy_detail.original.unwrap();
    assert_eq!(link.id, original.id);
    assert!(link.visible);
    assert_eq!(link.reference.as_deref(), Some("GCLU26041002"));
    assert!(copy_detail.copies.is_empty());
}

#[tokio::test]
async fn the_carrier_file_is_saved_from_the_ebl_read_again() {
    let (desk, _world) = common::open_desk(
        CONSIGNEE,
        &format!("facts-file-{}", Uuid::new_v4()),
        EblCache::in_memory(),
    )
    .await;
    tdx_desk::session::sign_in(&desk).await.unwrap();
    // The list keeps no embedded file: the download reads the eBL again.
    let list = ebls::list_ebls(&desk, true).await.unwrap();
    let row = list
        .rows
        .iter()
        .find(|r| r.reference == "GCLU26041003")
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("carrier.pdf");
    let file = common::picked_to_save(desk.grants(), &path);
    let written = ebls::download_carrier_file(&desk, &row.id, file)
        .await
        .unwrap();
    let bytes = std::fs::read(&path).unwrap();
    assert_eq!(written, bytes.len() as u64);
    assert!(bytes.starts_with(b"%PDF-"), "the carrier's PDF is saved");

    // A path the user did not choose is refused.
    let elsewhere = dir.path().join("elsewhere.pdf");
    assert!(desk.grants().take_write(&elsewhere).is_err());
}
