//! Recipient assurance (issue 29, items 1-3) through the desk, against the real sandbox, the
//! real OS keyring (run under tests/e2e/in-session.sh) and a real SQLite store: names with
//! their source, the receiver check of a review, the typed name a first transfer or a near miss
//! needs, and verified contacts.

#![allow(clippy::unwrap_used)]

mod common;

use std::sync::{Arc, Mutex};

use tdx_desk::contacts::{self, VerifyInput};
use tdx_desk::view::{ActionKind, NameSourceKind};
use tdx_desk::{Context, EblCache};
use tdx_desk::{ebls, journal, review, session, submit};
use tdx_keys::Sensitive;
use tdx_store::{NewContact, Store, VerificationMethod};
use uuid::Uuid;

const CONSIGNEE: &str = "consignee@nile.example";

async fn open(profile: &str) -> (Context, tdx_sandbox::World) {
    let id = format!("test-{profile}-{}", Uuid::new_v4());
    let store = Arc::new(Mutex::new(Store::open_in_memory().unwrap()));
    let (desk, world) = common::open_desk(CONSIGNEE, &id, EblCache::with_store(store)).await;
    session::sign_in(&desk).await.unwrap();
    let user = world.users.iter().find(|u| u.email == CONSIGNEE).unwrap();
    desk.keys()
        .import_hex(&Sensitive::new(user.private_key.clone()), None)
        .unwrap();
    (desk, world)
}

fn bank(world: &tdx_sandbox::World) -> Uuid {
    common::inbox_of(world, "bank@harbor.example")
}

/// The bank's name as the eBLs give it (a name only eBL content gives).
async fn bank_name(desk: &Context, world: &tdx_sandbox::World) -> String {
    let inbox = bank(world).to_string();
    ebls::recipients(desk)
        .await
        .into_iter()
        .find(|r| r.inbox_id == inbox)
        .expect("the eBLs name the bank")
        .name
        .into_string()
}

async fn held(desk: &Context) -> Vec<String> {
    ebls::list_ebls(desk, true)
        .await
        .unwrap()
        .rows
        .into_iter()
        .filter(|r| r.state == "ISSUED" && r.held_by_us && !r.is_copy)
        .map(|r| r.id)
        .collect()
}

fn contact(name: &str, inbox: &str) -> NewContact {
    NewContact {
        company_name: name.into(),
        inbox_id: inbox.into(),
        country: None,
        notes: String::new(),
    }
}

/// One hex digit of `inbox` changed.
fn one_digit_off(inbox: Uuid) -> Uuid {
    let mut text = inbox.to_string();
    let last = text.pop().unwrap();
    text.push(if last == '0' { '1' } else { '0' });
    Uuid::parse_str(&text).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_name_only_ebls_give_is_named_on_ebls_and_two_inboxes_named_alike_are_flagged() {
    let (desk, world) = open("alike").await;
    let name = bank_name(&desk, &world).await;
    let bank = bank(&world).to_string();
    let recipients = ebls::recipients(&desk).await;
    let entry = recipients.iter().find(|r| r.inbox_id == bank).unwrap();
    assert!(!entry.verified, "{entry:?}");
    assert!(
        entry
            .sources
            .iter()
            .all(|s| s.kind == NameSourceKind::NamedOnEbls),
        "{entry:?}"
    );
    assert!(entry.sources[0].text.starts_with("named on "), "{entry:?}");
    assert!(entry.flags.is_empty(), "{entry:?}");

    // A contact gives another inbox the bank's name: both are flagged, wherever they appear.
    let twin = Uuid::new_v4().to_string();
    contacts::add_contact(&desk, &contact(&name.to_uppercase(), &twin))
        .await
        .unwrap();
    let recipients = ebls::recipients(&desk).await;
    for inbox in [&bank, &twin] {
        let entry = recipients.iter().find(|r| &r.inbox_id == inbox).unwrap();
        let other = if inbox == &bank { &twin } else { &bank };
        assert!(
            entry
                .flags
                .iter()
                .any(|f| f.contains("also the name of another inbox") && f.contains(other)),
            "{entry:?}"
        );
    }
    // The detail of an eBL naming the bank flags the party's name.
    let mut flagged = None;
    for row in ebls::list_ebls(&desk, false).await.unwrap().rows {
        let detail = ebls::get_ebl(&desk, &row.id).await.unwrap();
        if let Some(party) = detail
            .parties
            .iter()
            .find(|p| p.inbox_id.as_deref() == Some(bank.as_str()))
        {
            flagged = Some(party.name_flags.clone());
            break;
        }
    }
    let flags = flagged.expect("an eBL names the bank");
    assert!(flags.iter().any(|f| f.contains(&twin)), "{flags:?}");
    // The review names it a near miss, and asks for the name typed.
    let ebl = held(&desk).await.remove(0);
    let review = review::prepare_action(&desk, &ebl, ActionKind::TransferPossession, Some(&bank))
        .await
        .unwrap();
    let check = review.receiver.as_ref().unwrap();
    assert!(
        check
            .near_misses
            .iter()
            .any(|m| m.contains("also the name of another inbox") && m.contains(&twin)),
        "{check:?}"
    );
    // A name another inbox has too does not tell them apart: characters of the id do.
    let wanted = check.type_to_confirm.clone().unwrap();
    assert_ne!(wanted, name);
    assert!(
        bank.replace('-', "").contains(&wanted),
        "{wanted} is taken from the bank's inbox id"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_inbox_one_character_from_the_banks_is_called_out_by_name_and_cannot_be_signed() {
    let (desk, world) = open("near-miss").await;
    let name = bank_name(&desk, &world).await;
    let pasted = one_digit_off(bank(&world));
    let ebl = held(&desk).await.remove(0);
    let review = review::prepare_action(
        &desk,
        &ebl,
        ActionKind::TransferPossession,
        Some(&pasted.to_string()),
    )
    .await
    .unwrap();
    let check = review.receiver.as_ref().unwrap();
    assert_eq!(check.name, None);
    assert!(
        check
            .near_misses
            .iter()
            .any(|m| m.starts_with(&format!("1 character from {name}'s inbox"))),
        "{check:?}"
    );
    assert!(check.type_to_confirm.is_some(), "{check:?}");
    // The sandbox knows no such inbox: nothing can be signed, whatever is typed.
    assert_eq!(review.signed_call, None);
    assert!(!review.cautions.is_empty(), "{review:?}");
    let refused = submit::confirm_action(&desk, &review.review_id, Some(&name))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), "action.unknown_review");
    assert!(
        journal::entries(&desk, Some(&ebl)).unwrap().is_empty(),
        "nothing signed, nothing on record"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_near_miss_the_service_accepts_is_not_signed_without_the_typed_name() {
    let (desk, world) = open("near-miss-known").await;
    let name = bank_name(&desk, &world).await;
    // A known name with another inbox: a contact names the shipper's inbox like the bank.
    let shipper = common::inbox_of(&world, "shipper@delta.example").to_string();
    contacts::add_contact(&desk, &contact(&name, &shipper))
        .await
        .unwrap();
    let ebl = held(&desk).await.remove(0);
    let review =
        review::prepare_action(&desk, &ebl, ActionKind::TransferPossession, Some(&shipper))
            .await
            .unwrap();
    let check = review.receiver.as_ref().unwrap();
    assert!(
        check
            .near_misses
            .iter()
            .any(|m| m.starts_with(&format!("{name} is also the name of another inbox"))),
        "{check:?}"
    );
    let wanted = check.type_to_confirm.clone().unwrap();
    let refused = submit::confirm_action(&desk, &review.review_id, None)
        .await
        .unwrap_err();
    assert_eq!(refused.code(), "action.recipient_not_confirmed");
    assert!(refused.user_message().contains(&wanted), "{refused:?}");
    assert!(
        journal::entries(&desk, Some(&ebl)).unwrap().is_empty(),
        "nothing signed, nothing on record"
    );
    submit::confirm_action(&desk, &review.review_id, Some(&wanted))
        .await
        .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_first_transfer_needs_the_typed_name_and_a_second_does_not() {
    let (desk, world) = open("first").await;
    let name = bank_name(&desk, &world).await;
    let bank = bank(&world).to_string();
    let mut ebls = held(&desk).await;
    let (first, second) = (ebls.remove(0), ebls.remove(0));
    let review = review::prepare_action(&desk, &first, ActionKind::TransferPossession, Some(&bank))
        .await
        .unwrap();
    let check = review.receiver.as_ref().unwrap();
    assert!(check.first_transfer);
    assert!(check.earlier_transfers.is_empty());
    assert!(!check.appears_on.is_empty(), "{check:?}");
    assert_eq!(check.type_to_confirm.as_deref(), Some(name.as_str()));

    for typed in [None, Some(""), Some("Harbor")] {
        let refused = submit::confirm_action(&desk, &review.review_id, typed)
            .await
            .unwrap_err();
        assert_eq!(
            refused.code(),
            "action.recipient_not_confirmed",
            "{typed:?}"
        );
    }
    assert!(
        journal::entries(&desk, Some(&first)).unwrap().is_empty(),
        "nothing signed, nothing journaled"
    );
    // The same review, with the name typed (any case): it goes through.
    let done = submit::confirm_action(
        &desk,
        &review.review_id,
        Some(&format!(" {} ", name.to_lowercase())),
    )
    .await
    .unwrap();
    assert_eq!(done.ebl_id, first);

    // The second transfer to the bank shows the first, and asks nothing to be typed.
    let again = review::prepare_action(&desk, &second, ActionKind::TransferPossession, Some(&bank))
        .await
        .unwrap();
    let check = again.receiver.as_ref().unwrap();
    assert!(!check.first_transfer);
    assert_eq!(check.type_to_confirm, None, "{check:?}");
    assert_eq!(check.earlier_transfers.len(), 1, "{check:?}");
    submit::confirm_action(&desk, &again.review_id, None)
        .await
        .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_verified_contact_is_shown_as_such_with_its_record_and_an_import_never_verifies() {
    let (desk, world) = open("verified").await;
    let shipper = common::inbox_of(&world, "shipper@delta.example").to_string();
    let added = contacts::add_contact(&desk, &contact("Delta Partner", &shipper))
        .await
        .unwrap();
    assert_eq!(added.added_by.as_deref(), Some(CONSIGNEE));
    assert_eq!(added.verification, None);
    let verified = contacts::verify_contact(
        &desk,
        &added.id,
        &VerifyInput {
            how: VerificationMethod::PhoneCall,
            note: "spoke to Ms Haddad on +20 2 555 0100".into(),
        },
    )
    .await
    .unwrap();
    let record = verified.verification.as_ref().unwrap();
    assert_eq!(record.by, CONSIGNEE);

    let recipients = ebls::recipients(&desk).await;
    let entry = recipients.iter().find(|r| r.inbox_id == shipper).unwrap();
    assert!(entry.verified);
    assert_eq!(entry.name, "Delta Partner");
    assert_eq!(entry.sources[0].kind, NameSourceKind::VerifiedContact);

    let ebl = held(&desk).await.remove(0);
    let review =
        review::prepare_action(&desk, &ebl, ActionKind::TransferPossession, Some(&shipper))
            .await
            .unwrap();
    let said = review.receiver.as_ref().unwrap().verified.clone().unwrap();
    assert!(
        said.starts_with(&format!("Verified by {CONSIGNEE} on ")),
        "{said}"
    );
    assert!(
        said.contains("phone call: spoke to Ms Haddad on +20 2 555 0100"),
        "{said}"
    );
    review::cancel_action(&desk, &review.review_id).await;

    // "Other" needs the words that say how; taking it back leaves the contact unverified.
    let other = VerifyInput {
        how: VerificationMethod::Other,
        note: " ".into(),
    };
    let refused = contacts::verify_contact(&desk, &added.id, &other)
        .await
        .unwrap_err();
    assert_eq!(refused.code(), "input.invalid");
    let taken_back = contacts::unverify_contact(&desk, &added.id).unwrap();
    assert_eq!(taken_back.verification, None);

    // A CSV import never marks a contact verified, whatever its columns say.
    let csv = format!(
        "company_name,inbox_id,verified,verified_by\nImported Co,{},yes,someone\n",
        Uuid::new_v4()
    );
    let preview = contacts::preview_csv(&desk, &csv).unwrap();
    let report = contacts::import_contacts(&desk, &preview.rows)
        .await
        .unwrap();
    assert_eq!(report.imported, 1);
    let imported = contacts::list_contacts(&desk, "Imported Co").unwrap();
    assert_eq!(imported[0].verification, None);
}

/// A company the service knows whose inbox is the bank's with one character changed in its
/// tail (a lookalike a hostile counterparty registered).
fn register_lookalike(desk: &Context, inbox: Uuid) {
    desk.sandbox()
        .unwrap()
        .state()
        .data()
        .companies
        .push(tdx_sandbox::model::Company {
            id: Uuid::new_v4(),
            name: "Harbour Bank Plc".into(),
            country: "GB".into(),
            inboxes: vec![inbox],
        });
}

/// A lookalike of the bank's inbox (one character changed in its tail) shares the bank's first
/// eight characters: confirmed with them it is refused — in a single transfer and in a batch —
/// and nothing is signed; confirmed with what the receiver check asks (characters where it
/// differs from every inbox the user knows) it goes ahead.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lookalike_confirmed_with_the_real_inboxs_prefix_is_refused_single_and_batch() {
    let (desk, world) = open("lookalike").await;
    let name = bank_name(&desk, &world).await;
    let bank = bank(&world);
    let lookalike = one_digit_off(bank);
    register_lookalike(&desk, lookalike);
    let prefix = bank.simple().to_string()[..8].to_owned();
    assert!(lookalike.simple().to_string().starts_with(&prefix));
    let mut ebls = held(&desk).await;
    let (single, in_batch) = (ebls.remove(0), ebls.remove(0));

    let review = review::prepare_action(
        &desk,
        &single,
        ActionKind::TransferPossession,
        Some(&lookalike.to_string()),
    )
    .await
    .unwrap();
    assert!(
        review.signed_call.is_some(),
        "the service accepts the lookalike"
    );
    let check = review.receiver.as_ref().unwrap();
    assert!(
        check
            .near_misses
            .iter()
            .any(|m| m.starts_with(&format!("1 character from {name}'s inbox"))),
        "{check:?}"
    );
    let wanted = check.type_to_confirm.clone().unwrap();
    assert_ne!(wanted, prefix, "{check:?}");
    assert!(check.why_typed.as_deref().unwrap().contains(&wanted));

    let batch = tdx_desk::batch::prepare_batch(
        &desk,
        std::slice::from_ref(&in_batch),
        ActionKind::TransferPossession,
        Some(&lookalike.to_string()),
    )
    .await
    .unwrap();
    let batch_wants = batch
        .receiver
        .as_ref()
        .and_then(|r| r.type_to_confirm.clone());
    assert_eq!(batch_wants.as_deref(), Some(wanted.as_str()));

    // The real bank's prefix, as the old check asked for it: refused, nothing signed.
    let (mut tried, mut accepted) = (0, 0);
    for typed in [prefix.as_str(), &bank.to_string()[..8], name.as_str()] {
        let single = submit::confirm_action(&desk, &review.review_id, Some(typed)).await;
        let in_batch = tdx_desk::batch::run_batch(&desk, &batch.id, Some(typed)).await;
        tried += 2;
        accepted += usize::from(single.is_ok()) + usize::from(in_batch.is_ok());
        let refused = single.unwrap_err();
        assert_eq!(refused.code(), "action.recipient_not_confirmed", "{typed}");
        let refused = in_batch.unwrap_err();
        assert_eq!(refused.code(), "action.recipient_not_confirmed", "{typed}");
    }
    // The Reliability row of BENCHMARKS.md (`make bench`) reads this line.
    println!("RELIABILITY lookalike: tried={tried} accepted={accepted}");
    for ebl in [&single, &in_batch] {
        assert!(
            journal::entries(&desk, Some(ebl)).unwrap().is_empty(),
            "nothing signed, nothing on record"
        );
    }

    // What the check asks: signed and submitted, once each.
    submit::confirm_action(&desk, &review.review_id, Some(&wanted))
        .await
        .unwrap();
    let ran = tdx_desk::batch::run_batch(&desk, &batch.id, Some(&wanted))
        .await
        .unwrap();
    assert!(
        ran.items
            .iter()
            .all(|i| i.state == tdx_store::BatchItemState::Done),
        "{ran:?}"
    );
    for ebl in [&single, &in_batch] {
        let entries = journal::entries(&desk, Some(ebl)).unwrap();
        assert_eq!(entries.len(), 1, "{entries:?}");
        assert_eq!(entries[0].outcome, tdx_store::Outcome::Submitted);
        assert_eq!(
            entries[0].counterparty_inbox.as_deref(),
            Some(lookalike.to_string().as_str())
        );
    }
}
