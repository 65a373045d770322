//! Destructive operations say what they destroy: a key is replaced or removed only when the call
//! names the key the user was shown, a profile is deleted only when the call names what goes
//! with it (its key, drafts, contacts) as it stands, and its journal outlives it, readable and
//! exportable under Activity as the deleted profile's. Run inside `tests/e2e/in-session.sh`
//! (the OS keyring).

#![allow(clippy::unwrap_used)]

use std::sync::Arc;

use tdx_client::login_browser::FormFillingBrowser;
use tdx_desk::journal::ActivityFilter;
use tdx_desk::profiles::{self, ProfileDeletion, SANDBOX_PROFILE_ID};
use tdx_desk::signing_key::SigningKeys;
use tdx_desk::view::ServiceProfileInput;
use tdx_desk::{AppConfig, DeskApp, PathGrants};
use tdx_keys::keystore::Kdf;
use tdx_keys::secret_store::SecretStore;
use tdx_keys::{PrivateKey, Sensitive};
use tdx_store::{JournalEntry, Outcome, operation};

const HEX: &str = "0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318";

fn keys(name: &str) -> SigningKeys {
    let id = format!("test-{name}-{}", uuid::Uuid::new_v4());
    SigningKeys::new(SecretStore::new(&id).unwrap()).with_export_kdf(Kdf::Pbkdf2 { rounds: 1 })
}

#[test]
fn a_key_is_replaced_only_when_the_call_names_the_key_it_replaces() {
    let keys = keys("replace");
    let first = keys.generate(None).unwrap().address;

    // Neither generating, nor importing hex, nor importing a keystore replaces it unasked.
    let refused = keys.generate(None).unwrap_err();
    assert_eq!(refused.code(), "keys.would_replace");
    assert!(
        refused.user_message().contains(&first),
        "{}",
        refused.user_message()
    );
    let hex = Sensitive::new(HEX.to_owned());
    assert_eq!(
        keys.import_hex(&hex, None).unwrap_err().code(),
        "keys.would_replace"
    );
    let other = PrivateKey::from_hex(HEX).unwrap().address().to_checksum();
    assert_eq!(
        keys.import_hex(&hex, Some(&other)).unwrap_err().code(),
        "keys.would_replace",
        "naming another key than the stored one replaces nothing"
    );
    let dir = tempfile::tempdir().unwrap();
    let backup = dir.path().join("backup.json");
    let password = Sensitive::new("correct horse".to_owned());
    // The save dialog, then the open dialog, as the Settings screen shows them.
    let grants = PathGrants::new();
    grants.grant_write(&backup).unwrap();
    keys.export_keystore(grants.take_write(&backup).unwrap(), &password)
        .unwrap();
    grants.grant_read(&backup).unwrap();
    let backup = grants.check_read(&backup).unwrap();
    assert_eq!(
        keys.import_keystore(&backup, &password, None)
            .unwrap_err()
            .code(),
        "keys.would_replace"
    );
    assert_eq!(keys.info().unwrap().unwrap().address, first);
    assert_eq!(
        keys.key().unwrap().address().to_checksum(),
        first,
        "the keyring still holds the first key"
    );

    // Named (in any letter case), it is replaced.
    let replaced = keys.import_hex(&hex, Some(&first.to_lowercase())).unwrap();
    assert_eq!(replaced.address, other);
    assert_eq!(keys.key().unwrap().address().to_checksum(), other);
    let back = keys
        .import_keystore(&backup, &password, Some(&other))
        .unwrap();
    assert_eq!(back.address, first);
    keys.delete(&first).unwrap();

    // With no key stored, nothing is replaced and no confirmation is needed.
    assert_eq!(keys.generate(None).unwrap().address.len(), 42);
}

#[test]
fn a_key_is_removed_only_when_the_call_names_it() {
    let keys = keys("remove");
    let address = keys.generate(None).unwrap().address;
    for named in ["", "0x8ba1f109551bD432803012645Ac136ddd64DBA72"] {
        let refused = keys.delete(named).unwrap_err();
        assert_eq!(refused.code(), "keys.removal_unconfirmed");
        assert!(refused.user_message().contains(&address), "{refused}");
        assert_eq!(keys.info().unwrap().unwrap().address, address);
    }
    keys.delete(&address.to_uppercase().replace("0X", "0x"))
        .unwrap();
    assert_eq!(keys.info().unwrap(), None);
    assert_eq!(keys.delete(&address).unwrap_err().code(), "session.no_key");
}

fn entry(id: &str, reference: &str, at: i64) -> JournalEntry {
    JournalEntry {
        id: id.into(),
        operation: operation::TRANSFER_POSSESSION.into(),
        ebl_id: Some(uuid::Uuid::new_v4().to_string()),
        ebl_reference: Some(reference.into()),
        envelope_id: None,
        counterparty_inbox: None,
        counterparty_name: Some("Harbor Bank plc".into()),
        signing_data: None,
        hash: None,
        signature: Some("0xsig".into()),
        signer: None,
        key_kind: None,
        answer: None,
        transaction_hash: Some(format!("0x{at:064x}")),
        started_at: at,
        ended_at: Some(at + 1),
        outcome: Outcome::Submitted,
        detail: None,
        document_check: None,
        approval: None,
    }
}

#[tokio::test]
async fn a_deleted_profile_s_journal_stays_readable_and_exportable_under_its_name() {
    let dir = tempfile::tempdir().unwrap();
    let config = AppConfig {
        data_dir: Some(dir.path().to_path_buf()),
        ..AppConfig::default()
    };
    let app = DeskApp::new(
        config,
        Arc::new(FormFillingBrowser::new("a@b.example", "pw")),
    );
    let input = ServiceProfileInput {
        id: None,
        name: format!("Harbor Bank production {}", uuid::Uuid::new_v4()),
        base_url: "https://tdx.example.com".into(),
        client_id: "desk".into(),
        client_secret: Some("s3cret".into()),
        company_id: "45d5d097-b12d-4b01-9b8a-c1d1c7061151".into(),
        inbox_ids: vec!["8e867c28-26ae-4e1a-be67-bcee3b56feab".into()],
        scopes: vec!["read".into(), "write".into()],
        send_path: String::new(),
        me_path: None,
    };
    let saved = profiles::save(&app.store().unwrap(), &input, SANDBOX_PROFILE_ID).unwrap();
    let id = saved.id.clone();
    let key = PrivateKey::from_hex(HEX).unwrap();
    let address = key.address().to_checksum();
    SecretStore::new(&id)
        .unwrap()
        .set_signing_key(&key)
        .unwrap();
    {
        let store = app.store().unwrap();
        store
            .save_journal_entries(
                &id,
                &[
                    entry("j1", "GCLU0001", 10),
                    entry("j2", "GCLU0002", 20),
                    entry("j3", "GCLU0003", 30),
                ],
            )
            .unwrap();
        store.save_draft(&id, "d1", &serde_json::json!({})).unwrap();
    }

    let facts = app.profile_deletion_facts(&id).await.unwrap();
    assert_eq!(
        facts,
        ProfileDeletion {
            key_address: Some(address.clone()),
            journal_entries: 3,
            drafts: 1,
            contacts: 0,
        }
    );

    // A confirmation of anything else than what deleting removes now deletes nothing.
    let stale = [
        ProfileDeletion {
            key_address: None,
            ..facts.clone()
        },
        ProfileDeletion {
            key_address: Some("0x8ba1f109551bD432803012645Ac136ddd64DBA72".into()),
            ..facts.clone()
        },
        ProfileDeletion {
            journal_entries: 2,
            ..facts.clone()
        },
        ProfileDeletion {
            drafts: 0,
            ..facts.clone()
        },
    ];
    for shown in &stale {
        let refused = app.delete_profile(&id, shown).await.unwrap_err();
        assert_eq!(refused.code(), "profile.deletion_changed", "{shown:?}");
        assert!(refused.user_message().contains(&address), "{refused}");
    }
    assert!(app.store().unwrap().profile(&id).unwrap().is_some());
    assert!(
        SecretStore::new(&id)
            .unwrap()
            .signing_key()
            .unwrap()
            .is_some()
    );
    assert!(app.deleted_profiles().unwrap().is_empty());

    app.delete_profile(&id, &facts).await.unwrap();

    // The profile and its key are gone...
    assert!(
        profiles::list(&app.store().unwrap(), SANDBOX_PROFILE_ID)
            .unwrap()
            .iter()
            .all(|p| p.id != id)
    );
    assert!(
        SecretStore::new(&id)
            .unwrap()
            .signing_key()
            .unwrap()
            .is_none()
    );
    assert!(app.store().unwrap().drafts(&id).unwrap().is_empty());
    // ...and its journal is listed as the deleted profile's, readable and exportable.
    let deleted = app.deleted_profiles().unwrap();
    assert_eq!(deleted.len(), 1);
    assert_eq!(
        (deleted[0].id.as_str(), deleted[0].name.as_str()),
        (id.as_str(), saved.name.as_str())
    );
    assert_eq!(deleted[0].journal_entries, 3);
    let filter = ActivityFilter {
        profile: Some(id.clone()),
        ..ActivityFilter::default()
    };
    let page = app.activity(&filter, 0, 100).await.unwrap();
    assert_eq!(page.total, 3);
    let refs: Vec<_> = page
        .rows
        .iter()
        .map(|r| r.ebl_reference.clone().unwrap())
        .collect();
    assert_eq!(refs, ["GCLU0003", "GCLU0002", "GCLU0001"]);
    let narrowed = ActivityFilter {
        text: "gclu0002".into(),
        ..filter.clone()
    };
    assert_eq!(app.activity(&narrowed, 0, 100).await.unwrap().matched, 1);
    let csv = dir.path().join("activity.csv");
    let grants = PathGrants::new();
    grants.grant_write(&csv).unwrap();
    let save_to = grants.take_write(&csv).unwrap();
    assert_eq!(app.export_activity_csv(&filter, save_to).await.unwrap(), 3);
    let text = std::fs::read_to_string(&csv).unwrap();
    assert_eq!(text.lines().count(), 4, "{text}");
    assert!(
        text.starts_with("time,operation,outcome,ebl_reference"),
        "{text}"
    );
    for (reference, entry_id) in [("GCLU0001", "j1"), ("GCLU0002", "j2"), ("GCLU0003", "j3")] {
        assert!(
            text.lines()
                .any(|l| l.contains(reference) && l.split(',').nth(8) == Some(entry_id)),
            "{text}"
        );
    }

    // Only the profile in use or a deleted profile: not another live one, not a made-up id.
    let other = profiles::save(
        &app.store().unwrap(),
        &ServiceProfileInput {
            name: "Other".into(),
            ..input.clone()
        },
        SANDBOX_PROFILE_ID,
    )
    .unwrap();
    for id in [other.id.as_str(), "service-nobody"] {
        let asked = ActivityFilter {
            profile: Some(id.to_owned()),
            ..ActivityFilter::default()
        };
        assert_eq!(
            app.activity(&asked, 0, 10).await.unwrap_err().code(),
            "input.invalid"
        );
    }
    // Its id cannot be saved again over its journal.
    let again = ServiceProfileInput {
        id: Some(id.clone()),
        ..input
    };
    assert!(profiles::save(&app.store().unwrap(), &again, SANDBOX_PROFILE_ID).is_err());
}
