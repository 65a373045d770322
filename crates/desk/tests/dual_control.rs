//! Two people for one title (issue 42), against a standalone sandbox over HTTP and the real OS
//! keyring: a clerk of the consignee's company (no key) prepares a transfer of three eBLs to the
//! bank; the consignee (with the key) opens the request on a profile of their own, sees the
//! three columns agree, types the bank's name and approves; the bank holds all three, and each
//! journal entry names both people and carries the request as opened. Refused, each with its
//! code and nothing signed: a request whose recipient was edited, one past its expiry, one
//! approved twice, one whose eBL changed holder since it was made, one whose maker signature
//! does not verify, and one opened by the profile that made it. Under the policy, a direct
//! transfer is refused `approval.required`.

#![allow(clippy::unwrap_used)]

mod common;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use common::inbox_of;
use tdx_client::login_browser::FormFillingBrowser;
use tdx_desk::approval::{self, ApprovalPolicy, MakerSignature};
use tdx_desk::view::ActionKind;
use tdx_desk::{Context, EblCache, journal, review, session, submit};
use tdx_store::{Outcome, Store};
use uuid::Uuid;

const CONSIGNEE: &str = "consignee@nile.example";
const CLERK: &str = "clerk@nile.example";
const BANK: &str = "bank@harbor.example";

struct Office {
    service: tdx_sandbox::Running,
    clerk: Context,
    consignee: Context,
    bank: Uuid,
    /// eBLs the consignee's company holds and may transfer (ISSUED, held by Nile).
    ebls: Vec<String>,
    _folder: tempfile::TempDir,
}

/// A standalone sandbox; on one local store, the clerk's profile (signed in, no key) and the
/// consignee's (signed in, the demo key imported), both under the policy with one shared
/// requests folder.
async fn office() -> Office {
    office_with(6).await
}

/// [`office`] with `extra` generated eBLs in the sandbox.
async fn office_with(extra: usize) -> Office {
    let service = tdx_sandbox::spawn(tdx_sandbox::Config {
        ebls: extra,
        ..Default::default()
    })
    .await
    .unwrap();
    let world = service.world();
    let store = Arc::new(Mutex::new(Store::open_in_memory().unwrap()));
    let tag = Uuid::new_v4();
    let clerk_profile = {
        let store = store.lock().unwrap();
        common::service_profile(
            &store,
            &world,
            CLERK,
            service.base_url(),
            &format!("clerk-{tag}"),
        )
    };
    let user = world.users.iter().find(|u| u.email == CLERK).unwrap();
    let browser = Arc::new(FormFillingBrowser::new(&user.email, &user.password));
    let clerk = session::open_service(clerk_profile, browser, EblCache::with_store(store.clone()))
        .await
        .unwrap();
    session::sign_in(&clerk).await.unwrap();
    let (consignee, _) = common::signing_desk(
        &world,
        service.base_url(),
        store,
        CONSIGNEE,
        &format!("consignee-{tag}"),
    )
    .await;
    // Each window lists its eBLs when signed in (the directory learns their companies).
    tdx_desk::ebls::list_ebls(&clerk, true).await.unwrap();
    tdx_desk::ebls::list_ebls(&consignee, true).await.unwrap();
    let folder = tempfile::tempdir().unwrap();
    let policy = ApprovalPolicy {
        required: true,
        include_copies: false,
        folder: Some(folder.path().display().to_string()),
    };
    approval::set_approval_policy(&clerk, &policy).unwrap();
    approval::set_approval_policy(&consignee, &policy).unwrap();
    let bank = inbox_of(&world, BANK);
    let nile = tdx_sandbox::world::NILE_INBOX;
    let ebls: Vec<String> = service
        .state()
        .data()
        .ebls
        .iter()
        .filter(|e| {
            e.possession_id == nile
                && e.ebl_copy_id.is_none()
                && e.state == tdx_sandbox::model::EblState::Issued
        })
        .map(|e| e.id.to_string())
        .collect();
    assert!(ebls.len() >= 5, "{ebls:?}");
    Office {
        service,
        clerk,
        consignee,
        bank,
        ebls,
        _folder: folder,
    }
}

/// Where each eBL is on the service, and how many signed submissions it accepted.
fn holders(service: &tdx_sandbox::Running) -> (Vec<(String, Uuid)>, usize) {
    let data = service.state().data();
    (
        data.ebls
            .iter()
            .map(|e| (e.id.to_string(), e.possession_id))
            .collect(),
        data.used_nonces.len(),
    )
}

fn holder_of(service: &tdx_sandbox::Running, id: &str) -> Option<Uuid> {
    holders(service)
        .0
        .into_iter()
        .find(|(e, _)| e == id)
        .map(|(_, h)| h)
}

/// Nothing signed: no journal entry with a signature for these eBLs.
fn nothing_signed(desk: &Context, ids: &[String]) {
    for id in ids {
        let entries = journal::entries(desk, Some(id)).unwrap();
        assert!(
            entries.iter().all(|e| e.signature.is_none()),
            "{id}: {entries:?}"
        );
    }
}

/// The name the approver's review asks typed for the recipient.
fn typed(review: &approval::ApprovalReview) -> Option<String> {
    review
        .recipient
        .as_ref()
        .and_then(|r| r.type_to_confirm.clone())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clerk_prepares_three_transfers_and_the_consignee_approves_them_both_on_record() {
    let o = office().await;
    let ids = &o.ebls[..3];
    let bank = o.bank.to_string();

    // Under the policy, the consignee's own direct transfer is refused: only a request.
    let direct = review::prepare_action(
        &o.consignee,
        &o.ebls[3],
        ActionKind::TransferPossession,
        Some(&bank),
    )
    .await
    .unwrap();
    let refused = submit::confirm_action(&o.consignee, &direct.review_id, common::typed(&direct))
        .await
        .err()
        .unwrap();
    assert_eq!(refused.code(), "approval.required");
    assert!(approval::needs_second_person(&o.consignee, ActionKind::TransferPossession).unwrap());
    assert!(!approval::needs_second_person(&o.consignee, ActionKind::SendAsCopy).unwrap());

    // The clerk, with no key, prepares the request: nothing signed on the ledger.
    let (_, nonces_before) = holders(&o.service);
    let made = approval::request_approval(
        &o.clerk,
        ids,
        ActionKind::TransferPossession,
        Some(&bank),
        "Release to the bank against the LC 42 payment.",
        24,
    )
    .await
    .unwrap();
    assert!(!made.signed, "the clerk has no key");
    assert!(
        made.file_name.starts_with("transfer-")
            && made.file_name.ends_with("-and-2-more.ebl-request"),
        "{}",
        made.file_name
    );
    assert!(
        made.summary
            .as_str()
            .starts_with("Transfer possession of 3 eBLs"),
        "{:?}",
        made.summary
    );
    let offered_at = made.offered_at.clone().unwrap();
    assert_eq!(std::fs::read_to_string(&offered_at).unwrap(), made.text);
    let file = tdx_approval::RequestFile::parse(made.text.as_bytes()).unwrap();
    assert_eq!(file.request.maker.email.as_deref(), Some(CLERK));
    assert_eq!(file.request.ebls.len(), 3);
    let recipient = file.request.recipient.as_ref().unwrap();
    assert_eq!(recipient.inbox, bank);
    assert!(
        recipient.names.iter().any(|n| n.name == "Harbor Bank plc"),
        "{recipient:?}"
    );
    assert_eq!(holders(&o.service).1, nonces_before, "nothing signed");

    // The consignee finds it offered in the shared folder.
    let offered = approval::offered_requests(&o.consignee).unwrap();
    assert_eq!(offered.len(), 1);
    assert_eq!(offered[0].request_id, made.request_id);
    assert_eq!(
        (offered[0].count, offered[0].expired, offered[0].approved),
        (3, false, false)
    );

    // The clerk cannot approve their own request.
    let own = approval::open_request(&o.clerk, &made.text).await.unwrap();
    assert!(!own.can_approve);
    assert!(own.refusal.is_some());
    let refused = approval::approve_request(&o.clerk, &own.review_id, None)
        .await
        .err()
        .unwrap();
    assert_eq!(refused.code(), "approval.same_profile");

    // The consignee opens it from the folder: three rows, the three columns agree.
    let opened = approval::open_offered_request(&o.consignee, &made.request_id)
        .await
        .unwrap();
    assert_eq!(opened.refusal, None, "{opened:?}");
    assert!(opened.can_approve, "{opened:?}");
    assert_eq!(opened.maker.signature, MakerSignature::Unsigned);
    assert_eq!(opened.maker.who.as_str(), CLERK);
    assert_eq!(opened.rows.len(), 3);
    for row in &opened.rows {
        assert!(row.agrees, "{row:?}");
        let signs = row.signs.as_ref().unwrap();
        assert_eq!(signs.title_id, row.asked.title_id);
        assert_eq!(row.now.title_id, row.asked.title_id);
        assert!(
            signs
                .counterparty
                .as_ref()
                .unwrap()
                .as_str()
                .starts_with("Harbor Bank plc ("),
            "{signs:?}"
        );
        assert_eq!(signs.operation.as_str(), "Transfer possession");
    }
    // A first transfer to the bank: its name is asked typed, as for any action.
    assert!(opened.needs_recipient_name);
    let refused = approval::approve_request(&o.consignee, &opened.review_id, Some("Harbour Bank"))
        .await
        .err()
        .unwrap();
    assert_eq!(refused.code(), "action.recipient_not_confirmed");
    nothing_signed(&o.consignee, ids);

    let done =
        approval::approve_request(&o.consignee, &opened.review_id, typed(&opened).as_deref())
            .await
            .unwrap();
    assert_eq!(done.request_id, made.request_id);
    assert!(
        done.results.iter().all(|r| r.outcome == "submitted"),
        "{done:?}"
    );
    for id in ids {
        assert_eq!(holder_of(&o.service, id), Some(o.bank), "{id}");
        let entries = journal::entries(&o.consignee, Some(id)).unwrap();
        let signed: Vec<_> = entries.iter().filter(|e| e.signature.is_some()).collect();
        assert_eq!(signed.len(), 1, "{entries:?}");
        assert_eq!(signed[0].outcome, Outcome::Submitted);
        let record = signed[0].approval.as_ref().unwrap();
        assert_eq!(record.request_id, made.request_id);
        assert_eq!(record.maker, CLERK);
        assert_eq!(record.approver, CONSIGNEE);
        assert_eq!(record.maker_signature, None);
        assert_eq!(record.request, made.text, "the request exactly as opened");
    }

    // Approved once: opened again, refused with the reason; nothing signed a second time.
    let (_, nonces) = holders(&o.service);
    let again = approval::open_request(&o.consignee, &made.text)
        .await
        .unwrap();
    assert!(!again.can_approve);
    let refused =
        approval::approve_request(&o.consignee, &again.review_id, typed(&again).as_deref())
            .await
            .err()
            .unwrap();
    assert_eq!(refused.code(), "approval.already_approved");
    let refused =
        approval::approve_request(&o.consignee, &opened.review_id, typed(&opened).as_deref())
            .await
            .err()
            .unwrap();
    assert_eq!(refused.code(), "action.already_submitted");
    assert_eq!(holders(&o.service).1, nonces);
    assert!(approval::offered_requests(&o.consignee).unwrap()[0].approved);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_edited_an_expired_a_forged_and_an_overtaken_request_are_refused_nothing_signed() {
    let o = office().await;
    let bank = o.bank.to_string();
    let world = o.service.world();
    let (_, nonces) = holders(&o.service);

    // The recipient edited in the file: the names the clerk's check recorded are not the new
    // inbox's, so the row differs and approving is refused.
    let made = approval::request_approval(
        &o.clerk,
        &o.ebls[..2],
        ActionKind::TransferPossession,
        Some(&bank),
        "Release both to Harbor Bank plc against the payment under LC 42.",
        24,
    )
    .await
    .unwrap();
    let shipper = inbox_of(&world, "shipper@delta.example").to_string();
    let edited = made.text.replace(&bank, &shipper);
    assert_ne!(edited, made.text);
    let opened = approval::open_request(&o.consignee, &edited).await.unwrap();
    assert!(!opened.can_approve, "{opened:?}");
    assert!(opened.rows.iter().all(|r| !r.agrees));
    let said: Vec<&str> = opened.rows[0]
        .differences
        .iter()
        .map(|d| d.as_str())
        .collect();
    assert!(
        said.iter().any(|d| d.contains("Harbor Bank plc")),
        "the difference names what the maker saw: {said:?}"
    );
    let refused = approval::approve_request(&o.consignee, &opened.review_id, Some("anything"))
        .await
        .err()
        .unwrap();
    assert_eq!(refused.code(), "approval.changed");
    assert!(
        refused.user_message().contains("Harbor Bank plc"),
        "{}",
        refused.user_message()
    );

    // An eBL's id edited (another of the company's eBLs, its reference left): the row names it.
    let swapped = made.text.replace(&o.ebls[1], &o.ebls[5]);
    let opened = approval::open_request(&o.consignee, &swapped)
        .await
        .unwrap();
    assert!(!opened.can_approve);
    let said: Vec<&str> = opened.rows[1]
        .differences
        .iter()
        .map(|d| d.as_str())
        .collect();
    assert!(
        said.iter()
            .any(|d| d.starts_with("This eBL's reference is ")),
        "{said:?}"
    );

    // Signed by the clerk's own key, then its note edited: the signature no longer verifies.
    let clerk_key = tdx_keys::PrivateKey::from_hex(
        &world
            .users
            .iter()
            .find(|u| u.email == CLERK)
            .unwrap()
            .private_key,
    )
    .unwrap();
    let file = tdx_approval::RequestFile::parse(made.text.as_bytes()).unwrap();
    let signed = tdx_approval::RequestFile::sign(file.request.clone(), &clerk_key).unwrap();
    let verified = approval::open_request(&o.consignee, &signed.to_text())
        .await
        .unwrap();
    assert_eq!(verified.maker.signature, MakerSignature::Verified);
    assert_eq!(
        verified.maker.address.as_deref(),
        Some(clerk_key.address().to_checksum().as_str())
    );
    assert!(verified.can_approve, "{verified:?}");
    let mut forged = signed.clone();
    forged.request.note = "Also pay the bearer.".into();
    let opened = approval::open_request(&o.consignee, &forged.to_text())
        .await
        .unwrap();
    assert_eq!(opened.maker.signature, MakerSignature::Invalid);
    assert!(!opened.can_approve);
    let refused = approval::approve_request(&o.consignee, &opened.review_id, Some("x"))
        .await
        .err()
        .unwrap();
    assert_eq!(refused.code(), "approval.maker_signature");
    if std::env::var_os("EBL_DESK_WRITE_EXAMPLE").is_some() {
        // docs/examples/transfer.ebl-request: a real request, signed with the clerk's key.
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../docs/examples/transfer.ebl-request");
        std::fs::write(path, signed.to_text()).unwrap();
    }

    // An eBL whose holder changed between the request and its approval.
    let moved = &o.ebls[2];
    let made = approval::request_approval(
        &o.clerk,
        std::slice::from_ref(moved),
        ActionKind::TransferPossession,
        Some(&bank),
        "",
        24,
    )
    .await
    .unwrap();
    {
        let mut data = o.service.state().data();
        let ebl = data
            .ebls
            .iter_mut()
            .find(|e| e.id.to_string() == *moved)
            .unwrap();
        ebl.possession_id = o.bank;
    }
    let opened = approval::open_request(&o.consignee, &made.text)
        .await
        .unwrap();
    assert!(!opened.can_approve, "{opened:?}");
    let said: Vec<&str> = opened.rows[0]
        .differences
        .iter()
        .map(|d| d.as_str())
        .collect();
    assert!(
        said.iter()
            .any(|d| d.starts_with("The holder is now Harbor Bank plc")),
        "{said:?}"
    );
    let refused = approval::approve_request(&o.consignee, &opened.review_id, Some("x"))
        .await
        .err()
        .unwrap();
    assert_eq!(refused.code(), "approval.changed");

    // Past its expiry (the desk's clock moved on, as reviews age).
    let made = approval::request_approval(
        &o.clerk,
        &o.ebls[3..4],
        ActionKind::TransferPossession,
        Some(&bank),
        "",
        1,
    )
    .await
    .unwrap();
    o.consignee
        .review_clock()
        .advance(Duration::from_secs(3601));
    let opened = approval::open_request(&o.consignee, &made.text)
        .await
        .unwrap();
    assert!(!opened.can_approve);
    assert!(
        opened
            .refusal
            .as_ref()
            .unwrap()
            .as_str()
            .contains("expired")
    );
    let refused = approval::approve_request(&o.consignee, &opened.review_id, Some("x"))
        .await
        .err()
        .unwrap();
    assert_eq!(refused.code(), "approval.expired");
    let offered = approval::offered_requests(&o.consignee).unwrap();
    assert!(
        offered
            .iter()
            .any(|r| r.request_id == made.request_id && r.expired)
    );

    // Nothing of it was signed: no signature on record, no submission, the holders as before
    // (but the one the test moved itself).
    nothing_signed(&o.consignee, &o.ebls);
    assert_eq!(holders(&o.service).1, nonces);
    for id in o.ebls.iter().filter(|id| *id != moved) {
        assert_eq!(
            holder_of(&o.service, id),
            Some(tdx_sandbox::world::NILE_INBOX),
            "{id}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_for_another_service_or_not_a_request_is_refused() {
    let o = office().await;
    let made = approval::request_approval(
        &o.clerk,
        &o.ebls[..1],
        ActionKind::TransferPossession,
        Some(&o.bank.to_string()),
        "",
        24,
    )
    .await
    .unwrap();
    let elsewhere = made
        .text
        .replace(o.service.base_url(), "https://ebl.other.example");
    let opened = approval::open_request(&o.consignee, &elsewhere)
        .await
        .unwrap();
    assert!(!opened.can_approve);
    let refused = approval::approve_request(&o.consignee, &opened.review_id, None)
        .await
        .err()
        .unwrap();
    assert_eq!(refused.code(), "approval.other_service");
    // The policy's folder must be an existing folder given by its full path.
    for folder in ["relative/requests", "/no/such/folder/anywhere"] {
        let refused = approval::set_approval_policy(
            &o.consignee,
            &ApprovalPolicy {
                required: true,
                include_copies: false,
                folder: Some(folder.into()),
            },
        )
        .err()
        .unwrap();
        assert_eq!(refused.code(), "input.invalid", "{folder}");
    }
    assert!(
        approval::approval_policy(&o.consignee)
            .unwrap()
            .folder
            .is_some()
    );

    // Saved where the user chose, and opened from the file they picked.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(&made.file_name);
    let saved = approval::save_request(
        &made.text,
        common::picked_to_save(o.consignee.grants(), &path),
    )
    .unwrap();
    assert_eq!(std::fs::read_to_string(&saved).unwrap(), made.text);
    let picked = common::picked_to_open(o.consignee.grants(), &path);
    let opened = approval::open_request_file(&o.consignee, &picked)
        .await
        .unwrap();
    assert!(opened.can_approve, "{opened:?}");
    let other = dir.path().join("not-a-request.ebl-request");
    let refused = approval::save_request(
        "{\"request\": 1}",
        common::picked_to_save(o.consignee.grants(), &other),
    )
    .err()
    .unwrap();
    assert_eq!(refused.code(), "approval.not_a_request");
    assert!(!other.exists());
    std::fs::write(&other, vec![b' '; tdx_approval::MAX_FILE_BYTES + 1]).unwrap();
    let picked = common::picked_to_open(o.consignee.grants(), &other);
    let refused = approval::open_request_file(&o.consignee, &picked)
        .await
        .err()
        .unwrap();
    assert_eq!(refused.code(), "approval.not_a_request");
    for text in [
        "",
        "{}",
        "not json",
        &made.text.replace("\"version\": 1", "\"version\": 9"),
    ] {
        let refused = approval::open_request(&o.consignee, text)
            .await
            .err()
            .unwrap();
        assert_eq!(refused.code(), "approval.not_a_request", "{text}");
    }
    nothing_signed(&o.consignee, &o.ebls);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn under_the_policy_a_batch_is_refused_and_a_surrender_and_a_copy_go_through_requests() {
    let o = office().await;
    let bank = o.bank.to_string();
    let (_, nonces) = holders(&o.service);

    // A batch of transfers: reviewed, then refused at "Sign and submit all".
    let batch = tdx_desk::batch::prepare_batch(
        &o.consignee,
        &o.ebls[..2],
        ActionKind::TransferPossession,
        Some(&bank),
    )
    .await
    .unwrap();
    let refused = common::run_confirmed(&o.consignee, &batch.id)
        .await
        .err()
        .unwrap();
    assert_eq!(refused.code(), "approval.required");
    nothing_signed(&o.consignee, &o.ebls[..2]);
    assert_eq!(holders(&o.service).1, nonces);

    // A surrender request, prepared by the clerk and approved by the consignee.
    let surrendered = &o.ebls[4];
    let made = approval::request_approval(
        &o.clerk,
        std::slice::from_ref(surrendered),
        ActionKind::RequestSurrenderForDelivery,
        None,
        "The vessel arrived.",
        24,
    )
    .await
    .unwrap();
    let file = tdx_approval::RequestFile::parse(made.text.as_bytes()).unwrap();
    assert!(file.request.recipient.is_none());
    let surrenderee = file.request.ebls[0].surrenderee.as_ref().unwrap();
    assert!(!surrenderee.names.is_empty(), "{surrenderee:?}");
    let opened = approval::open_request(&o.consignee, &made.text)
        .await
        .unwrap();
    assert!(opened.can_approve, "{opened:?}");
    assert_eq!(
        opened.recipient.as_ref().map(|r| r.inbox_id.as_str()),
        Some(surrenderee.inbox.as_str()),
        "the surrenderee's check is shown"
    );
    let done =
        approval::approve_request(&o.consignee, &opened.review_id, typed(&opened).as_deref())
            .await
            .unwrap();
    assert_eq!(done.results[0].outcome, "submitted", "{done:?}");
    let state = o
        .service
        .state()
        .data()
        .ebls
        .iter()
        .find(|e| e.id.to_string() == *surrendered)
        .unwrap()
        .state;
    assert_eq!(
        state,
        tdx_sandbox::model::EblState::SurrenderForDeliveryRequested
    );

    // Copies left out of the policy: sent directly. Put in it: refused, and requested instead.
    let copied = &o.ebls[5];
    assert!(!approval::needs_second_person(&o.consignee, ActionKind::SendAsCopy).unwrap());
    let mut policy = approval::approval_policy(&o.consignee).unwrap();
    policy.include_copies = true;
    approval::set_approval_policy(&o.consignee, &policy).unwrap();
    let direct = review::prepare_action(&o.consignee, copied, ActionKind::SendAsCopy, Some(&bank))
        .await
        .unwrap();
    let refused = submit::confirm_action(&o.consignee, &direct.review_id, common::typed(&direct))
        .await
        .err()
        .unwrap();
    assert_eq!(refused.code(), "approval.required");
    assert!(
        journal::entries(&o.consignee, Some(copied))
            .unwrap()
            .is_empty()
    );
    let made = approval::request_approval(
        &o.clerk,
        std::slice::from_ref(copied),
        ActionKind::SendAsCopy,
        Some(&bank),
        "",
        24,
    )
    .await
    .unwrap();
    let opened = approval::open_request(&o.consignee, &made.text)
        .await
        .unwrap();
    assert!(opened.can_approve, "{opened:?}");
    assert!(opened.rows[0].signs.is_none(), "a copy is not signed");
    let done =
        approval::approve_request(&o.consignee, &opened.review_id, typed(&opened).as_deref())
            .await
            .unwrap();
    assert_eq!(done.results[0].outcome, "submitted", "{done:?}");
    let entries = journal::entries(&o.consignee, Some(copied)).unwrap();
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0].outcome, Outcome::Submitted);
    assert_eq!(entries[0].signature, None);
    assert_eq!(entries[0].approval.as_ref().unwrap().maker, CLERK);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_maker_with_a_key_signs_the_request_and_an_approver_without_one_cannot_approve() {
    let o = office().await;
    let (_, nonces) = holders(&o.service);
    let made = approval::request_approval(
        &o.consignee,
        &o.ebls[..1],
        ActionKind::TransferPossession,
        Some(&o.bank.to_string()),
        "",
        2,
    )
    .await
    .unwrap();
    assert!(made.signed);
    let file = tdx_approval::RequestFile::parse(made.text.as_bytes()).unwrap();
    let address = o.consignee.keys().key().unwrap().address();
    assert_eq!(file.verify_maker().unwrap(), Some(address));
    assert_eq!(file.request.maker.email.as_deref(), Some(CONSIGNEE));

    let opened = approval::open_request(&o.clerk, &made.text).await.unwrap();
    assert_eq!(opened.maker.signature, MakerSignature::Verified);
    assert_eq!(opened.maker.address, Some(address.to_checksum()));
    assert!(!opened.can_approve, "the clerk has no key: {opened:?}");
    assert!(opened.rows[0].signs.is_none());
    assert!(!opened.rows[0].differences.is_empty());
    let refused = approval::approve_request(&o.clerk, &opened.review_id, None)
        .await
        .err()
        .unwrap();
    assert_eq!(refused.code(), "approval.changed");
    assert_eq!(holders(&o.service).1, nonces);
    nothing_signed(&o.clerk, &o.ebls[..1]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_of_a_hundred_ebls_is_made_and_approved() {
    let o = office_with(120).await;
    let ids = &o.ebls[..100];
    let started = std::time::Instant::now();
    let made = approval::request_approval(
        &o.clerk,
        ids,
        ActionKind::TransferPossession,
        Some(&o.bank.to_string()),
        "",
        24,
    )
    .await
    .unwrap();
    let making = started.elapsed();
    let started = std::time::Instant::now();
    let opened = approval::open_request(&o.consignee, &made.text)
        .await
        .unwrap();
    let opening = started.elapsed();
    assert!(opened.can_approve, "{:?}", opened.refusal);
    assert_eq!(opened.rows.len(), 100);
    let started = std::time::Instant::now();
    let done =
        approval::approve_request(&o.consignee, &opened.review_id, typed(&opened).as_deref())
            .await
            .unwrap();
    let approving = started.elapsed();
    assert!(done.results.iter().all(|r| r.outcome == "submitted"));
    assert!(
        ids.iter()
            .all(|id| holder_of(&o.service, id) == Some(o.bank))
    );
    println!(
        "100 eBLs: request made in {making:?} ({} bytes), opened in {opening:?}, approved in {approving:?}",
        made.text.len()
    );
}
