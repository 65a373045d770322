//! eBL endpoints over real HTTP: visibility, pagination, PDFs, the signing scheme, roles,
//! state machine, replay protection and copies.
#![allow(clippy::unwrap_used)]

mod common;

use common::*;
use serde_json::{Value, json};
use tdx_sandbox::Running;

#[tokio::test]
async fn list_shows_what_the_company_may_see_with_absolute_page_links() {
    let sbx = sandbox().await;
    let token = consignee(&sbx).await;
    let all: Value = get(&sbx, &token, "/api/integrators/ebl/v1/list")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(all["count"], 8);
    assert!(all["next"].is_null() && all["previous"].is_null());
    let ids: Vec<&str> = all["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_str().unwrap())
        .collect();
    assert!(ids.contains(&ebl(8).as_str()), "the copy is listed");
    assert!(
        !ids.contains(&ebl(7).as_str()),
        "the bank's original is not"
    );
    let copy = all["results"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["id"] == ebl(8))
        .unwrap();
    assert_eq!(copy["eblCopyId"], ebl(7));
    let issued_to_nile = all["results"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| {
            e["state"] == "ISSUED" && e["possessionId"] == NILE_INBOX && e["eblCopyId"].is_null()
        })
        .filter(|e| {
            e["parties"]
                .as_array()
                .unwrap()
                .iter()
                .any(|p| p["type"] == "CONSIGNEE" && p["id"] == NILE)
        })
        .count();
    assert!(issued_to_nile >= 5);
    assert!(
        all["results"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["state"] == "SURRENDER_FOR_DELIVERY_REQUESTED")
    );

    let page1: Value = get(&sbx, &token, "/api/integrators/ebl/v1/list?page_size=3")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(page1["results"].as_array().unwrap().len(), 3);
    let next = page1["next"].as_str().unwrap();
    assert!(
        next.starts_with(sbx.base_url()) && next.contains("page=2") && next.contains("page_size=3")
    );
    let page3: Value = http()
        .get(next.replace("page=2", "page=3"))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(page3["results"].as_array().unwrap().len(), 2);
    assert!(page3["next"].is_null());
    assert!(page3["previous"].as_str().unwrap().contains("page=2"));
    for bad in ["page=4&page_size=3", "page=0", "page=abc"] {
        let response = get(&sbx, &token, &format!("/api/integrators/ebl/v1/list?{bad}")).await;
        assert_eq!(response.status(), 404, "{bad}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["detail"], "Invalid page.");
    }
    sbx.shutdown().await;
}

#[tokio::test]
async fn get_returns_the_documented_fields_and_hides_others_ebls() {
    let sbx = sandbox().await;
    let token = consignee(&sbx).await;
    let response = get(&sbx, &token, &format!("/api/integrators/ebl/v1/{}", ebl(1))).await;
    assert_eq!(response.status(), 200);
    let e: Value = response.json().await.unwrap();
    for field in [
        "id",
        "reference",
        "state",
        "endorsementType",
        "titleId",
        "possessionId",
        "parties",
        "content",
        "portOfDischarge",
        "portOfLoading",
        "vesselName",
        "voyageNumber",
        "eblCopyId",
    ] {
        assert!(e.get(field).is_some(), "{field}");
    }
    assert_eq!(e["endorsementType"], "TO");
    let surrenderee = e["parties"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["type"] == "SURRENDEREE")
        .unwrap();
    assert_eq!(surrenderee["id"], CARRIER);
    assert_eq!(surrenderee["inboxId"], CARRIER_INBOX);
    assert_eq!(surrenderee["contactEmail"], "carrier@globalcarrier.example");
    assert_eq!(
        e["content"]["document"]["transportDocumentReference"],
        e["reference"]
    );
    assert!(
        e["content"]["issueTo"]["legalName"]
            .as_str()
            .unwrap()
            .contains("Nile")
    );
    assert!(
        e["content"]["eBLVisualisationByCarrier"]["name"]
            .as_str()
            .unwrap()
            .ends_with(".pdf")
    );
    for hidden in [
        ebl(7),
        "eb100000-0000-4000-8000-999999999999".into(),
        "not-a-uuid".into(),
    ] {
        let response = get(&sbx, &token, &format!("/api/integrators/ebl/v1/{hidden}")).await;
        assert_eq!(response.status(), 404, "{hidden}");
        let body: Value = response.json().await.unwrap();
        assert!(body["detail"].is_string());
    }
    sbx.shutdown().await;
}

#[tokio::test]
async fn preview_and_download_are_multi_page_pdfs() {
    let sbx = sandbox().await;
    let token = consignee(&sbx).await;
    for (kind, disposition) in [("preview", "inline"), ("download", "attachment")] {
        let response = get(
            &sbx,
            &token,
            &format!("/api/integrators/ebl/v1/{}/{kind}/", ebl(3)),
        )
        .await;
        assert_eq!(response.status(), 200);
        assert_eq!(response.headers()["content-type"], "application/pdf");
        assert!(
            response.headers()["content-disposition"]
                .to_str()
                .unwrap()
                .starts_with(disposition)
        );
        let bytes = response.bytes().await.unwrap();
        assert!(bytes.starts_with(b"%PDF-"));
        let text = String::from_utf8_lossy(&bytes);
        assert!(text.matches("/Type /Page ").count() >= 2);
        assert!(text.contains("GCLU26041003"));
    }
    // The copy can be viewed; the bank's original cannot.
    assert_eq!(
        get(
            &sbx,
            &token,
            &format!("/api/integrators/ebl/v1/{}/preview/", ebl(8))
        )
        .await
        .status(),
        200
    );
    assert_eq!(
        get(
            &sbx,
            &token,
            &format!("/api/integrators/ebl/v1/{}/download/", ebl(7))
        )
        .await
        .status(),
        404
    );
    sbx.shutdown().await;
}

#[tokio::test]
async fn surrender_request_signed_by_the_consignee_changes_state_and_cannot_be_replayed() {
    let sbx = sandbox().await;
    let token = consignee(&sbx).await;
    let (signing, response) = perform(
        &sbx,
        &token,
        "consignee@nile.example",
        "REQUEST_SURRENDER_FOR_DELIVERY",
        &ebl(1),
        None,
    )
    .await;
    assert_eq!(response.status(), 200);
    let (_, address) = key_of(&sbx, "consignee@nile.example");
    assert_eq!(signing["relayedFor"], address);
    assert_eq!(signing["operation"], "REQUEST_SURRENDER_FOR_DELIVERY");
    assert!(signing["signedForId"].is_null());
    // The hash follows DESIGN.md's scheme.
    let recipient =
        tdx_sandbox::crypto::parse_address(signing["recipient"].as_str().unwrap()).unwrap();
    let relayed = tdx_sandbox::crypto::parse_address(&address).unwrap();
    let data = tdx_sandbox::crypto::unhex0x(signing["transactionData"].as_str().unwrap()).unwrap();
    let expected = tdx_sandbox::crypto::relay_hash(
        &recipient,
        &relayed,
        signing["relayNonce"].as_u64().unwrap(),
        &data,
    );
    assert_eq!(signing["hash"], tdx_sandbox::crypto::hex0x(&expected));

    let e: Value = get(&sbx, &token, &format!("/api/integrators/ebl/v1/{}", ebl(1)))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(e["state"], "SURRENDER_FOR_DELIVERY_REQUESTED");
    assert_eq!(e["possessionId"], CARRIER_INBOX);

    let replay = post(
        &sbx,
        &token,
        "/api/integrators/ebl/v1/submit-signed-data/",
        &signing,
    )
    .await;
    assert_eq!(replay.status(), 409);
    let after: Value = get(&sbx, &token, &format!("/api/integrators/ebl/v1/{}", ebl(1)))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(after, e, "a replay changes nothing");

    // Asking again is a state conflict.
    let (_, address) = key_of(&sbx, "consignee@nile.example");
    let again = post(&sbx, &token, "/api/integrators/ebl/v1/signing-data/", &json!({"operation": "REQUEST_SURRENDER_FOR_DELIVERY", "eblId": ebl(1), "ethAddress": address})).await;
    assert_eq!(again.status(), 409);

    // The carrier rejects: back to ISSUED with the consignee.
    let reject = admin_post(
        &sbx,
        &format!("/_sandbox/ebls/{}/surrender-response", ebl(1)),
        &json!({"decision": "reject", "message": "Freight unpaid"}),
    )
    .await;
    assert_eq!(reject.status(), 200);
    let e: Value = reject.json().await.unwrap();
    assert_eq!(e["state"], "ISSUED");
    assert_eq!(e["possessionId"], NILE_INBOX);
    sbx.shutdown().await;
}

#[tokio::test]
async fn accepted_surrender_ends_in_surrendered_for_delivery() {
    let sbx = sandbox().await;
    let path = format!("/_sandbox/ebls/{}/surrender-response", ebl(9));
    assert_eq!(
        admin_post(&sbx, &path, &json!({"decision": "maybe"}))
            .await
            .status(),
        400
    );
    let accept = admin_post(
        &sbx,
        &path,
        &json!({"decision": "accept", "message": "Released"}),
    )
    .await;
    assert_eq!(accept.status(), 200);
    let e: Value = accept.json().await.unwrap();
    assert_eq!(e["state"], "SURRENDERED_FOR_DELIVERY");
    let twice = admin_post(&sbx, &path, &json!({"decision": "accept", "message": ""})).await;
    assert_eq!(twice.status(), 409);
    sbx.shutdown().await;
}

#[tokio::test]
async fn transfer_moves_possession_and_only_the_holder_may_transfer() {
    let sbx = sandbox().await;
    let token = consignee(&sbx).await;
    let (_, response) = perform(
        &sbx,
        &token,
        "consignee@nile.example",
        "TRANSFER_POSSESSION",
        &ebl(2),
        Some(HARBOR_INBOX),
    )
    .await;
    assert_eq!(response.status(), 200);
    let e: Value = get(&sbx, &token, &format!("/api/integrators/ebl/v1/{}", ebl(2)))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(e["state"], "ISSUED");
    assert_eq!(e["possessionId"], HARBOR_INBOX);
    let (_, address) = key_of(&sbx, "consignee@nile.example");
    let not_holder = post(&sbx, &token, "/api/integrators/ebl/v1/signing-data/", &json!({"operation": "TRANSFER_POSSESSION", "eblId": ebl(2), "ethAddress": address, "recipientInbox": NILE_INBOX})).await;
    assert_eq!(not_holder.status(), 403);
    // The bank now holds it and can see it.
    let bank = user_token(&sbx, "bank@harbor.example", None).await;
    let bank_token = bank["access_token"].as_str().unwrap();
    assert_eq!(
        get(
            &sbx,
            bank_token,
            &format!("/api/integrators/ebl/v1/{}", ebl(2))
        )
        .await
        .status(),
        200
    );
    sbx.shutdown().await;
}

#[tokio::test]
async fn roles_states_and_input_are_checked_before_signing() {
    let sbx = sandbox().await;
    let token = consignee(&sbx).await;
    let (_, address) = key_of(&sbx, "consignee@nile.example");
    let (_, carrier_address) = key_of(&sbx, "carrier@globalcarrier.example");
    let url = "/api/integrators/ebl/v1/signing-data/";
    let cases = [
        (
            json!({"operation": "REQUEST_SURRENDER_FOR_DELIVERY", "eblId": ebl(6), "ethAddress": address}),
            403,
            None,
        ),
        (
            json!({"operation": "REQUEST_SURRENDER_FOR_DELIVERY", "eblId": ebl(9), "ethAddress": address}),
            409,
            None,
        ),
        (
            json!({"operation": "REQUEST_SURRENDER_FOR_DELIVERY", "eblId": ebl(8), "ethAddress": address}),
            403,
            None,
        ),
        (
            json!({"operation": "TRANSFER_POSSESSION", "eblId": ebl(8), "ethAddress": address, "recipientInbox": HARBOR_INBOX}),
            403,
            None,
        ),
        (
            json!({"operation": "REQUEST_SURRENDER_FOR_DELIVERY", "eblId": ebl(7), "ethAddress": address}),
            404,
            None,
        ),
        (
            json!({"operation": "REQUEST_SURRENDER_FOR_DELIVERY", "eblId": ebl(1), "ethAddress": carrier_address}),
            403,
            None,
        ),
        (
            json!({"operation": "TRANSFER_POSSESSION", "eblId": ebl(1), "ethAddress": address}),
            400,
            Some("recipientInbox"),
        ),
        (
            json!({"operation": "TRANSFER_POSSESSION", "eblId": ebl(1), "ethAddress": address, "recipientInbox": "1b0c0000-0000-4000-8000-00000000dead"}),
            400,
            Some("recipientInbox"),
        ),
        (
            json!({"operation": "TRANSFER_POSSESSION", "eblId": ebl(1), "ethAddress": address, "recipientInbox": NILE_INBOX}),
            400,
            Some("recipientInbox"),
        ),
        (
            json!({"operation": "SWITCH_TO_PAPER", "eblId": ebl(1), "ethAddress": address}),
            400,
            Some("operation"),
        ),
        (
            json!({"operation": "REQUEST_SURRENDER_FOR_DELIVERY", "eblId": "nope", "ethAddress": address}),
            400,
            Some("eblId"),
        ),
        (
            json!({"operation": "REQUEST_SURRENDER_FOR_DELIVERY", "eblId": ebl(1), "ethAddress": "0x1234"}),
            400,
            Some("ethAddress"),
        ),
        (
            json!({"eblId": ebl(1), "ethAddress": address}),
            400,
            Some("operation"),
        ),
        (
            json!({"operation": 5, "eblId": [], "ethAddress": {}}),
            400,
            Some("eblId"),
        ),
    ];
    for (body, status, field) in cases {
        let response = post(&sbx, &token, url, &body).await;
        assert_eq!(response.status(), status, "{body}");
        let answer: Value = response.json().await.unwrap();
        if let Some(field) = field {
            assert!(answer[field].is_array(), "{body} → {answer}");
        } else {
            assert!(answer["detail"].is_string(), "{body} → {answer}");
        }
    }
    for raw in ["{not json", "[1,2]", "\"text\""] {
        let response = http()
            .post(format!("{}{url}", sbx.base_url()))
            .bearer_auth(&token)
            .header("content-type", "application/json")
            .body(raw)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 400, "{raw}");
        let _: Value = response.json().await.unwrap();
    }
    sbx.shutdown().await;
}

#[tokio::test]
async fn submit_rejects_tampered_fields_and_foreign_signatures() {
    let sbx = sandbox().await;
    let token = consignee(&sbx).await;
    let (key, address) = key_of(&sbx, "consignee@nile.example");
    let (carrier_key, _) = key_of(&sbx, "carrier@globalcarrier.example");
    let signing: Value = post(&sbx, &token, "/api/integrators/ebl/v1/signing-data/", &json!({"operation": "REQUEST_SURRENDER_FOR_DELIVERY", "eblId": ebl(4), "ethAddress": address})).await.json().await.unwrap();
    let hash = signing["hash"].as_str().unwrap();
    let good = sign_hash(&key, hash);
    let url = "/api/integrators/ebl/v1/submit-signed-data/";
    let mut tampered = signing.clone();
    tampered["signature"] = json!(good);
    tampered["transactionData"] = json!("0xdeadbeef");
    let cases = [
        (tampered, "transactionData"),
        (
            {
                let mut s = signing.clone();
                s["signature"] = json!(good);
                s["eblId"] = json!(ebl(5));
                s
            },
            "eblId",
        ),
        (
            {
                let mut s = signing.clone();
                s["signature"] = json!(sign_hash(&carrier_key, hash));
                s
            },
            "signature",
        ),
        (
            {
                let mut s = signing.clone();
                s["signature"] = json!("0x1234");
                s
            },
            "signature",
        ),
        (
            {
                let mut s = signing.clone();
                s["signature"] = Value::Null;
                s
            },
            "signature",
        ),
        (
            {
                let mut s = signing.clone();
                s["signature"] = json!(good);
                s["relayNonce"] = json!(999);
                s
            },
            "relayNonce",
        ),
        (
            {
                let mut s = signing.clone();
                s["signature"] = json!(good);
                s["relayNonce"] = json!("x");
                s
            },
            "relayNonce",
        ),
    ];
    for (body, field) in cases {
        let response = post(&sbx, &token, url, &body).await;
        assert_eq!(response.status(), 400, "{field}");
        let answer: Value = response.json().await.unwrap();
        assert!(answer[field].is_array(), "{field}: {answer}");
    }
    let e: Value = get(&sbx, &token, &format!("/api/integrators/ebl/v1/{}", ebl(4)))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(e["state"], "ISSUED");
    // The genuine submission still works, with v as 0/1 too.
    let mut genuine = signing.clone();
    let mut raw = tdx_sandbox::crypto::unhex0x(&good).unwrap();
    raw[64] -= 27;
    genuine["signature"] = json!(tdx_sandbox::crypto::hex0x(&raw));
    assert_eq!(post(&sbx, &token, url, &genuine).await.status(), 200);
    sbx.shutdown().await;
}

#[tokio::test]
async fn send_as_a_copy_gives_a_view_only_copy() {
    let sbx = sandbox().await;
    let token = consignee(&sbx).await;
    let url = "/api/integrators/ebl/v1/send-as-a-copy/";
    let response = post(
        &sbx,
        &token,
        url,
        &json!({"eblId": ebl(1), "recipientInbox": HARBOR_INBOX}),
    )
    .await;
    assert_eq!(response.status(), 201);
    let copy: Value = response.json().await.unwrap();
    assert_eq!(copy["eblCopyId"], ebl(1));
    assert_eq!(copy["possessionId"], HARBOR_INBOX);
    assert_ne!(copy["id"], ebl(1));
    let bank = user_token(&sbx, "bank@harbor.example", None).await;
    let bank_token = bank["access_token"].as_str().unwrap();
    let copy_id = copy["id"].as_str().unwrap();
    assert_eq!(
        get(
            &sbx,
            bank_token,
            &format!("/api/integrators/ebl/v1/{copy_id}/preview/")
        )
        .await
        .status(),
        200
    );
    assert_eq!(
        get(
            &sbx,
            bank_token,
            &format!("/api/integrators/ebl/v1/{}", ebl(1))
        )
        .await
        .status(),
        404
    );
    let (_, bank_address) = key_of(&sbx, "bank@harbor.example");
    let action = post(&sbx, bank_token, "/api/integrators/ebl/v1/signing-data/", &json!({"operation": "TRANSFER_POSSESSION", "eblId": copy_id, "ethAddress": bank_address, "recipientInbox": NILE_INBOX})).await;
    assert_eq!(action.status(), 403);
    // Copies of copies, unknown inboxes and bad input are refused.
    assert_eq!(
        post(
            &sbx,
            &token,
            url,
            &json!({"eblId": ebl(8), "recipientInbox": CARRIER_INBOX})
        )
        .await
        .status(),
        403
    );
    let unknown = post(
        &sbx,
        &token,
        url,
        &json!({"eblId": ebl(1), "recipientInbox": "1b0c0000-0000-4000-8000-00000000dead"}),
    )
    .await;
    assert_eq!(unknown.status(), 400);
    let missing: Value = post(&sbx, &token, url, &json!({}))
        .await
        .json()
        .await
        .unwrap();
    assert!(missing["eblId"].is_array() && missing["recipientInbox"].is_array());
    sbx.shutdown().await;
}

/// Signing data waits a bounded time for its signature (`--signing-ttl`): a signature that
/// arrives after it is refused, naming the nonce, and the eBL is unchanged.
#[tokio::test]
async fn signing_data_expires() {
    let sbx = tdx_sandbox::spawn(tdx_sandbox::Config {
        signing_ttl: std::time::Duration::from_secs(300),
        token_ttl: std::time::Duration::from_secs(3600),
        clock: tdx_sandbox::Clock::manual_now(),
        ..Default::default()
    })
    .await
    .unwrap();
    let token = consignee(&sbx).await;
    let (key, address) = key_of(&sbx, "consignee@nile.example");
    let signing: Value = post(&sbx, &token, "/api/integrators/ebl/v1/signing-data/", &json!({"operation": "REQUEST_SURRENDER_FOR_DELIVERY", "eblId": ebl(4), "ethAddress": address})).await.json().await.unwrap();
    let mut signed = signing.clone();
    signed["signature"] = json!(sign_hash(&key, signing["hash"].as_str().unwrap()));
    sbx.clock().advance(std::time::Duration::from_secs(300));
    let late = post(
        &sbx,
        &token,
        "/api/integrators/ebl/v1/submit-signed-data/",
        &signed,
    )
    .await;
    assert_eq!(late.status(), 400);
    let body: Value = late.json().await.unwrap();
    assert!(
        body["relayNonce"][0].as_str().unwrap().contains("expired"),
        "{body}"
    );
    let e: Value = get(&sbx, &token, &format!("/api/integrators/ebl/v1/{}", ebl(4)))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(e["state"], "ISSUED");

    // A signature that arrives a second before the end is taken.
    let signing: Value = post(&sbx, &token, "/api/integrators/ebl/v1/signing-data/", &json!({"operation": "REQUEST_SURRENDER_FOR_DELIVERY", "eblId": ebl(4), "ethAddress": address})).await.json().await.unwrap();
    let mut signed = signing.clone();
    signed["signature"] = json!(sign_hash(&key, signing["hash"].as_str().unwrap()));
    sbx.clock().advance(std::time::Duration::from_secs(299));
    let in_time = post(
        &sbx,
        &token,
        "/api/integrators/ebl/v1/submit-signed-data/",
        &signed,
    )
    .await;
    assert_eq!(in_time.status(), 200);
    sbx.shutdown().await;
}

/// A list page read again with `If-None-Match` (sandbox extension).
async fn page_again(sbx: &Running, token: &str, path: &str, etag: &str) -> reqwest::Response {
    http()
        .get(format!("{}{path}", sbx.base_url()))
        .bearer_auth(token)
        .header("If-None-Match", etag)
        .send()
        .await
        .unwrap()
}

fn etag_of(response: &reqwest::Response) -> String {
    response.headers()["etag"].to_str().unwrap().to_owned()
}

#[tokio::test]
async fn a_list_page_read_again_unchanged_is_304_and_a_transfer_gives_it_a_new_etag() {
    let sbx = sandbox().await;
    let token = consignee(&sbx).await;
    let first_page = "/api/integrators/ebl/v1/list?page_size=3";
    let page = get(&sbx, &token, first_page).await;
    assert_eq!(page.status(), 200);
    let etag = etag_of(&page);
    assert!(etag.starts_with('"') && etag.ends_with('"'), "{etag}");
    let second = get(
        &sbx,
        &token,
        "/api/integrators/ebl/v1/list?page_size=3&page=2",
    )
    .await;
    assert_ne!(etag_of(&second), etag, "another page, another tag");

    // Unchanged: 304, no body, the same tag; `*` and a list of tags name it too.
    let before = sbx.state().list_answers();
    for asked in [etag.clone(), "*".into(), format!("\"other\", W/{etag}")] {
        let again = page_again(&sbx, &token, first_page, &asked).await;
        assert_eq!(again.status(), 304, "If-None-Match: {asked}");
        assert_eq!(etag_of(&again), etag);
        assert!(again.bytes().await.unwrap().is_empty());
    }
    let after = sbx.state().list_answers();
    assert_eq!(after.not_modified - before.not_modified, 3);
    assert_eq!(after.full, before.full);
    let stale = page_again(&sbx, &token, first_page, "\"not-this-page\"").await;
    assert_eq!(stale.status(), 200);
    assert_eq!(etag_of(&stale), etag);

    // Another company sees other eBLs: its page is another page with another tag, and the
    // consignee's tag does not make the bank's page "unchanged".
    let bank = user_token(&sbx, "bank@harbor.example", None).await;
    let bank = bank["access_token"].as_str().unwrap();
    let theirs = page_again(&sbx, bank, first_page, &etag).await;
    assert_eq!(theirs.status(), 200);
    assert_ne!(etag_of(&theirs), etag);

    // A transfer changes what the page shows (the holder of eBL 2): a full page, a new tag.
    let whole = "/api/integrators/ebl/v1/list";
    let all_before = etag_of(&get(&sbx, &token, whole).await);
    let (_, done) = perform(
        &sbx,
        &token,
        "consignee@nile.example",
        "TRANSFER_POSSESSION",
        &ebl(2),
        Some(HARBOR_INBOX),
    )
    .await;
    assert_eq!(done.status(), 200);
    let changed = page_again(&sbx, &token, whole, &all_before).await;
    assert_eq!(changed.status(), 200);
    let all_after = etag_of(&changed);
    assert_ne!(all_after, all_before);
    let body: Value = changed.json().await.unwrap();
    assert!(
        body["results"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["id"] == ebl(2) && e["possessionId"] == HARBOR_INBOX)
    );
    assert_eq!(
        page_again(&sbx, &token, whole, &all_after).await.status(),
        304
    );
    sbx.shutdown().await;
}
