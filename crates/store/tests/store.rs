//! The local store as the app uses it, on a real SQLite file where it matters.

#![allow(clippy::unwrap_used)] // test helpers: a panic is the failure report

use serde_json::json;
use tdx_store::{
    ChangeKind, Contact, JournalEntry, NewContact, Observation, Outcome, Profile, ProfileKind,
    SentEnvelope, Store, migrations, operation,
};

fn profile(id: &str) -> Profile {
    Profile {
        id: id.into(),
        name: format!("Profile {id}"),
        kind: ProfileKind::Service,
        base_url: "https://tdx.example/api".into(),
        client_id: "client-1".into(),
        company_id: Some("c0ffee00-0000-4000-8000-000000000001".into()),
        inbox_ids: vec!["11111111-1111-4111-8111-111111111111".into()],
        scopes: vec!["read".into(), "write".into()],
        send_path: "/api/v3/integrations/envelope-send/".into(),
        created_at: 0,
    }
}

fn store_with(ids: &[&str]) -> Store {
    let s = Store::open_in_memory().unwrap();
    for id in ids {
        s.save_profile(&profile(id)).unwrap();
    }
    s
}

const INBOX: &str = "5F3C8A2E-9B1D-4E6F-A7C0-1D2E3F4A5B6C";

#[test]
fn a_new_file_is_migrated_to_the_latest_schema_and_reopening_keeps_data() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("desk.sqlite");
    {
        let s = Store::open(&path).unwrap();
        assert_eq!(s.schema_version().unwrap(), migrations::latest_version());
        s.save_profile(&profile("p")).unwrap();
        s.set_setting("p", "theme", "dark").unwrap();
    }
    // Opening again runs no migration twice and loses nothing.
    let s = Store::open(&path).unwrap();
    assert_eq!(s.schema_version().unwrap(), migrations::latest_version());
    assert_eq!(s.setting("p", "theme").unwrap().as_deref(), Some("dark"));
    let mode: String = rusqlite::Connection::open(&path)
        .unwrap()
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .unwrap();
    assert_eq!(mode, "wal");
}

#[test]
fn a_database_from_a_newer_app_is_refused_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("desk.sqlite");
    drop(Store::open(&path).unwrap());
    let future = migrations::latest_version() + 5;
    rusqlite::Connection::open(&path)
        .unwrap()
        .pragma_update(None, "user_version", future)
        .unwrap();
    let err = Store::open(&path).unwrap_err();
    assert_eq!(err.code(), "store.too_new");
    let v: i64 = rusqlite::Connection::open(&path)
        .unwrap()
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(v, future);
}

#[test]
fn profiles_round_trip_update_in_place_and_keep_created_at() {
    let s = store_with(&[]);
    let saved = s.save_profile(&profile("svc")).unwrap();
    assert!(saved.created_at > 0);
    let mut changed = saved.clone();
    changed.name = "Renamed".into();
    changed.kind = ProfileKind::Sandbox;
    changed
        .inbox_ids
        .push("22222222-2222-4222-8222-222222222222".into());
    changed.created_at = 1;
    let again = s.save_profile(&changed).unwrap();
    assert_eq!(again.created_at, saved.created_at);
    assert_eq!(again.name, "Renamed");
    assert_eq!(again.kind, ProfileKind::Sandbox);
    assert_eq!(again.inbox_ids.len(), 2);
    assert_eq!(s.profiles().unwrap(), vec![again.clone()]);
    assert_eq!(s.profile("svc").unwrap(), Some(again));
    assert_eq!(s.profile("nope").unwrap(), None);
    let mut bad = profile("x");
    bad.name = "  ".into();
    assert_eq!(s.save_profile(&bad).unwrap_err().code(), "store.invalid");
}

#[test]
fn deleting_a_profile_deletes_everything_it_owns_and_nothing_else() {
    let s = store_with(&["a", "b"]);
    for p in ["a", "b"] {
        s.replace_ebls(p, [("e1", "{}")]).unwrap();
        s.save_draft(p, "d1", &json!({})).unwrap();
        s.set_setting(p, "k", "v").unwrap();
        s.add_contact(
            p,
            &NewContact {
                company_name: "X".into(),
                inbox_id: INBOX.into(),
                country: None,
                notes: String::new(),
            },
        )
        .unwrap();
        s.record_sent(
            p,
            &SentEnvelope {
                envelope_id: "env".into(),
                recipient: INBOX.into(),
                documents: json!([]),
                sent_at: 1,
            },
        )
        .unwrap();
    }
    assert!(s.delete_profile("a").unwrap());
    assert!(!s.delete_profile("a").unwrap());
    assert!(s.cached_ebls("a").unwrap().is_empty());
    assert!(s.drafts("a").unwrap().is_empty());
    assert!(s.settings("a").unwrap().is_empty());
    assert!(s.contacts("a").unwrap().is_empty());
    assert!(s.sent_envelopes("a").unwrap().is_empty());
    assert_eq!(s.last_ebl_refresh("a").unwrap(), None);
    assert_eq!(s.cached_ebls("b").unwrap().len(), 1);
    assert_eq!(s.contacts("b").unwrap().len(), 1);
}

fn journal_entry(id: &str, at: i64) -> JournalEntry {
    JournalEntry {
        id: id.into(),
        operation: operation::TRANSFER_POSSESSION.into(),
        ebl_id: Some("e1".into()),
        ebl_reference: Some("GCLU1".into()),
        envelope_id: None,
        counterparty_inbox: Some(INBOX.into()),
        counterparty_name: Some("Harbor Bank plc".into()),
        signing_data: None,
        hash: None,
        signature: Some("0xsig".into()),
        signer: Some("0x8ba1f109551bD432803012645Ac136ddd64DBA72".into()),
        key_kind: None,
        answer: None,
        transaction_hash: Some("0xabc".into()),
        started_at: at,
        ended_at: Some(at + 1),
        outcome: Outcome::Submitted,
        detail: None,
        document_check: None,
        approval: None,
    }
}

#[test]
fn a_deleted_profile_keeps_its_journal_under_its_name_and_loses_the_rest() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("desk.sqlite");
    {
        let s = Store::open(&path).unwrap();
        for p in ["a", "b"] {
            s.save_profile(&profile(p)).unwrap();
            s.save_journal_entries(p, &[journal_entry("j1", 10), journal_entry("j2", 20)])
                .unwrap();
            s.record_observations(
                p,
                &[Observation {
                    at: 15,
                    ebl_id: "e1".into(),
                    ebl_reference: "GCLU1".into(),
                    change: ChangeKind::State,
                    from: None,
                    to: Some("SURRENDERED_FOR_DELIVERY".into()),
                }],
            )
            .unwrap();
            s.replace_ebls(p, [("e1", "{}")]).unwrap();
            s.save_draft(p, "d1", &json!({})).unwrap();
            s.set_setting(p, "k", "v").unwrap();
        }
        assert_eq!(s.journal_count("a").unwrap(), 2);
        assert!(s.delete_profile("a").unwrap());
        assert!(!s.delete_profile("a").unwrap(), "deleted once");
    }
    // Reopened: the journal and what the refreshes saw are still there, under the old name.
    let s = Store::open(&path).unwrap();
    let ids: Vec<String> = s
        .journal_rows("a")
        .unwrap()
        .into_iter()
        .map(|r| r.id)
        .collect();
    assert_eq!(ids, ["j2", "j1"]);
    assert_eq!(s.journal_entries("a", None).unwrap().len(), 2);
    assert_eq!(s.journal_count("a").unwrap(), 2);
    assert_eq!(s.observations("a", None).unwrap().len(), 1);
    let deleted = s.deleted_profiles().unwrap();
    assert_eq!(deleted.len(), 1);
    assert_eq!(
        (deleted[0].id.as_str(), deleted[0].name.as_str()),
        ("a", "Profile a")
    );
    assert!(deleted[0].deleted_at > 0);
    assert_eq!(s.deleted_profile("a").unwrap(), Some(deleted[0].clone()));
    assert_eq!(s.deleted_profile("b").unwrap(), None);
    // Everything else of it is gone, and the profile is no longer one the app can use.
    assert!(s.cached_ebls("a").unwrap().is_empty());
    assert!(s.drafts("a").unwrap().is_empty());
    assert!(s.settings("a").unwrap().is_empty());
    assert_eq!(s.profile("a").unwrap(), None);
    let left: Vec<String> = s.profiles().unwrap().into_iter().map(|p| p.id).collect();
    assert_eq!(left, ["b"]);
    // Its id cannot bring it back (its journal stays the deleted profile's).
    assert_eq!(
        s.save_profile(&profile("a")).unwrap_err().code(),
        "store.not_found"
    );
    assert!(s.deleted_profile("a").unwrap().is_some());
    // The other profile has all of its records.
    assert_eq!(s.journal_count("b").unwrap(), 2);
    assert_eq!(s.cached_ebls("b").unwrap().len(), 1);
    assert_eq!(s.drafts("b").unwrap().len(), 1);
}

#[test]
fn records_need_an_existing_profile() {
    let s = store_with(&[]);
    assert_eq!(
        s.set_setting("ghost", "k", "v").unwrap_err().code(),
        "store.sqlite"
    );
}

#[test]
fn ten_thousand_ebls_go_in_one_transaction_and_come_back() {
    let dir = tempfile::tempdir().unwrap();
    let s = Store::open(dir.path().join("desk.sqlite")).unwrap();
    s.save_profile(&profile("p")).unwrap();
    let items: Vec<(String, String)> = (0..10_000)
        .map(|i| {
            (
                format!("ebl-{i:05}"),
                json!({"id": format!("ebl-{i:05}"), "state": "ISSUED", "n": i}).to_string(),
            )
        })
        .collect();
    let refreshed = s
        .replace_ebls("p", items.iter().map(|(a, b)| (a.as_str(), b.as_str())))
        .unwrap();
    let cached = s.cached_ebls("p").unwrap();
    assert_eq!(cached.len(), 10_000);
    assert_eq!(cached[42].id, "ebl-00042");
    assert_eq!(cached[42].json, items[42].1);
    assert!(cached.iter().all(|c| c.fetched_at == refreshed));
    assert_eq!(s.last_ebl_refresh("p").unwrap(), Some(refreshed));

    // An update of a few touches only those; a full refresh drops what is gone.
    s.upsert_ebls(
        "p",
        [
            ("ebl-00001", r#"{"state":"SURRENDERED"}"#),
            ("ebl-new", "{}"),
        ],
    )
    .unwrap();
    assert_eq!(
        s.cached_ebl("p", "ebl-00001").unwrap().unwrap().json,
        r#"{"state":"SURRENDERED"}"#
    );
    assert_eq!(s.cached_ebls("p").unwrap().len(), 10_001);
    s.replace_ebls("p", [("only", "{}")]).unwrap();
    let ids: Vec<String> = s
        .cached_ebls("p")
        .unwrap()
        .into_iter()
        .map(|c| c.id)
        .collect();
    assert_eq!(ids, ["only"]);
}

#[test]
fn a_refresh_writes_only_what_changed_and_drops_what_is_gone() {
    let mut s = store_with(&["p", "q"]);
    let clock = tdx_store::Clock::manual(1_700_000_000_000);
    s.set_clock(clock.clone());
    let first = s
        .replace_ebls("p", [("a", "{}"), ("b", "{}"), ("c", "{}")])
        .unwrap();
    assert_eq!(first, 1_700_000_000_000);
    s.replace_ebls("q", [("a", r#"{"q":1}"#)]).unwrap();
    // A refresh a minute later (by the store's clock): every stamp it writes is `first + 60 s`.
    clock.advance_ms(60_000);
    // The service now lists a (unchanged), b (changed) and d (new); c is gone.
    let second = s
        .refresh_ebls(
            "p",
            ["a", "b", "d"],
            [("b", r#"{"state":"SURRENDERED"}"#), ("d", "{}")],
        )
        .unwrap();
    assert_eq!(second, first + 60_000);
    let cached = s.cached_ebls("p").unwrap();
    let ids: Vec<&str> = cached.iter().map(|c| c.id.as_str()).collect();
    assert_eq!(ids, ["a", "b", "d"]);
    assert_eq!(cached[0].fetched_at, first, "a was not written again");
    assert_eq!(cached[1].json, r#"{"state":"SURRENDERED"}"#);
    assert_eq!(cached[1].fetched_at, second);
    assert_eq!(s.last_ebl_refresh("p").unwrap(), Some(second));
    // Another profile's list is its own.
    assert_eq!(s.cached_ebls("q").unwrap().len(), 1);
    // A refresh that lists nothing empties the list.
    s.refresh_ebls("p", [], []).unwrap();
    assert!(s.cached_ebls("p").unwrap().is_empty());
}

#[test]
fn the_list_rows_are_kept_until_the_cached_ebls_change() {
    let s = store_with(&["p", "q"]);
    s.replace_ebls("p", [("a", "{}"), ("b", "{}")]).unwrap();
    s.replace_ebls("q", [("a", "{}")]).unwrap();
    let kept = |s: &Store, profile: &str| s.ebl_rows(profile, "us").unwrap();
    s.save_ebl_rows("p", "us", r#"[{"id":"a"},{"id":"b"}]"#)
        .unwrap();
    s.save_ebl_rows("q", "us", r#"[{"id":"a"}]"#).unwrap();
    assert_eq!(kept(&s, "p").as_deref(), Some(r#"[{"id":"a"},{"id":"b"}]"#));
    // The same rows again are not written again; other rows are.
    assert!(
        !s.save_ebl_rows("p", "us", r#"[{"id":"a"},{"id":"b"}]"#)
            .unwrap()
    );
    assert!(
        s.save_ebl_rows("p", "us", r#"[{"id":"b"},{"id":"a"}]"#)
            .unwrap()
    );
    assert!(
        s.save_ebl_rows("p", "us", r#"[{"id":"a"},{"id":"b"}]"#)
            .unwrap()
    );
    // Rows computed for another viewer (another company signed in) are not answered.
    assert_eq!(s.ebl_rows("p", "them").unwrap(), None);
    // A refresh that changes nothing keeps them.
    s.refresh_ebls("p", ["a", "b"], []).unwrap();
    assert!(kept(&s, "p").is_some());
    // An eBL gone, changed or written by itself drops them, for that profile only.
    s.refresh_ebls("p", ["a"], []).unwrap();
    assert_eq!(kept(&s, "p"), None);
    assert!(kept(&s, "q").is_some());
    s.save_ebl_rows("p", "us", "[]").unwrap();
    s.refresh_ebls("p", ["a"], [("a", r#"{"state":"SURRENDERED"}"#)])
        .unwrap();
    assert_eq!(kept(&s, "p"), None);
    s.save_ebl_rows("p", "us", "[]").unwrap();
    s.upsert_ebls("p", [("c", "{}")]).unwrap();
    assert_eq!(kept(&s, "p"), None);
    s.save_ebl_rows("p", "us", "[]").unwrap();
    s.replace_ebls("p", [("a", "{}")]).unwrap();
    assert_eq!(kept(&s, "p"), None);
    // Saved again, they replace what was kept.
    s.save_ebl_rows("q", "them", "[]").unwrap();
    assert_eq!(kept(&s, "q"), None);
    assert_eq!(s.ebl_rows("q", "them").unwrap().as_deref(), Some("[]"));
}

#[test]
fn a_failed_bulk_write_leaves_the_previous_list_intact() {
    let s = store_with(&["p"]);
    s.replace_ebls("p", [("a", "{}"), ("b", "{}")]).unwrap();
    // A profile that does not exist fails on the foreign key midway: nothing half-written.
    assert!(s.replace_ebls("ghost", [("x", "{}")]).is_err());
    assert_eq!(s.cached_ebls("p").unwrap().len(), 2);
    assert!(s.cached_ebls("ghost").unwrap().is_empty());
}

#[test]
fn drafts_save_list_get_delete() {
    let s = store_with(&["p"]);
    assert!(s.drafts("p").unwrap().is_empty());
    let d1 = s.save_draft("p", "d1", &json!({"title": "first"})).unwrap();
    let d2 = s
        .save_draft(
            "p",
            "d2",
            &json!({"title": "second", "docs": ["/tmp/a.pdf"]}),
        )
        .unwrap();
    assert_eq!(s.draft("p", "d2").unwrap(), Some(d2.clone()));
    let listed = s.drafts("p").unwrap();
    assert_eq!(listed.len(), 2);
    assert!(listed[0].updated_at >= listed[1].updated_at);
    let d1b = s
        .save_draft("p", "d1", &json!({"title": "first, edited"}))
        .unwrap();
    assert!(d1b.updated_at >= d1.updated_at);
    assert_eq!(
        s.draft("p", "d1").unwrap().unwrap().json["title"],
        "first, edited"
    );
    assert!(s.delete_draft("p", "d1").unwrap());
    assert!(!s.delete_draft("p", "d1").unwrap());
    assert_eq!(s.draft("p", "d1").unwrap(), None);
    assert_eq!(s.drafts("p").unwrap(), vec![d2]);
}

#[test]
fn sent_envelopes_are_listed_newest_first() {
    let s = store_with(&["p"]);
    for (id, at) in [("old", 1_000), ("new", 3_000), ("mid", 2_000)] {
        s.record_sent(
            "p",
            &SentEnvelope {
                envelope_id: id.into(),
                recipient: INBOX.into(),
                documents: json!([{"name": format!("{id}.pdf"), "size": 10}]),
                sent_at: at,
            },
        )
        .unwrap();
    }
    let ids: Vec<String> = s
        .sent_envelopes("p")
        .unwrap()
        .into_iter()
        .map(|e| e.envelope_id)
        .collect();
    assert_eq!(ids, ["new", "mid", "old"]);
    assert_eq!(
        s.sent_envelopes("p").unwrap()[0].documents[0]["name"],
        "new.pdf"
    );
}

#[test]
fn contacts_validate_the_inbox_and_refuse_duplicates() {
    let s = store_with(&["p"]);
    let new = |name: &str, inbox: &str| NewContact {
        company_name: name.into(),
        inbox_id: inbox.into(),
        country: Some(" EG ".into()),
        notes: "  ".into(),
    };
    let c = s
        .add_contact("p", &new("  Nile Imports  ", &format!(" {INBOX} ")))
        .unwrap();
    assert_eq!(c.company_name, "Nile Imports");
    assert_eq!(c.inbox_id, INBOX.to_lowercase(), "stored normalised");
    assert_eq!(c.country.as_deref(), Some("EG"));
    assert_eq!(s.contact("p", &c.id).unwrap(), Some(c.clone()));

    let err = s.add_contact("p", &new("Other", "not-a-uuid")).unwrap_err();
    assert_eq!(err.code(), "store.invalid");
    assert!(err.to_string().contains("inboxId"), "{err}");
    assert_eq!(
        s.add_contact("p", &new(" ", INBOX)).unwrap_err().code(),
        "store.invalid"
    );
    // Same inbox in another case is the same inbox.
    let dup = s
        .add_contact("p", &new("Again", &INBOX.to_lowercase()))
        .unwrap_err();
    assert_eq!(dup.code(), "store.duplicate");
}

#[test]
fn contacts_update_delete_and_search() {
    let s = store_with(&["p", "q"]);
    let add = |name: &str, inbox: &str, country: Option<&str>, notes: &str| {
        s.add_contact(
            "p",
            &NewContact {
                company_name: name.into(),
                inbox_id: inbox.into(),
                country: country.map(str::to_string),
                notes: notes.into(),
            },
        )
        .unwrap()
    };
    let nile = add(
        "Nile Imports",
        "aaaaaaaa-0000-4000-8000-000000000001",
        Some("EG"),
        "consignee",
    );
    let harbor = add(
        "Harbor Bank",
        "bbbbbbbb-0000-4000-8000-000000000002",
        Some("NL"),
        "pays 100% upfront",
    );
    let _delta = add(
        "delta Shipping",
        "cccccccc-0000-4000-8000-000000000003",
        None,
        "",
    );

    let names = |q: &str| -> Vec<String> {
        s.search_contacts("p", q)
            .unwrap()
            .into_iter()
            .map(|c| c.company_name)
            .collect()
    };
    assert_eq!(names(""), ["delta Shipping", "Harbor Bank", "Nile Imports"]);
    assert_eq!(names("nile"), ["Nile Imports"]);
    assert_eq!(names("BBBBBBBB"), ["Harbor Bank"]);
    assert_eq!(names("nl"), ["Harbor Bank"]);
    assert_eq!(names("100%"), ["Harbor Bank"]);
    assert!(
        names("_").is_empty() && names("a%b").is_empty(),
        "% and _ typed by the user are not wildcards"
    );
    assert!(names("zzz").is_empty());
    assert!(
        s.search_contacts("q", "nile").unwrap().is_empty(),
        "other profile"
    );

    let mut moved = nile.clone();
    moved.company_name = "Nile Imports SAE".into();
    moved.inbox_id = harbor.inbox_id.clone();
    assert_eq!(
        s.update_contact("p", &moved).unwrap_err().code(),
        "store.duplicate"
    );
    moved.inbox_id = "dddddddd-0000-4000-8000-000000000004".into();
    let updated = s.update_contact("p", &moved).unwrap();
    assert_eq!(s.contact("p", &nile.id).unwrap(), Some(updated));

    let ghost = Contact {
        id: "ghost".into(),
        ..moved
    };
    assert_eq!(
        s.update_contact("p", &ghost).unwrap_err().code(),
        "store.not_found"
    );
    assert!(s.delete_contact("p", &nile.id).unwrap());
    assert!(!s.delete_contact("p", &nile.id).unwrap());
    assert_eq!(s.contacts("p").unwrap().len(), 2);
}

#[test]
fn settings_are_per_profile() {
    let s = store_with(&["p", "q"]);
    assert_eq!(s.setting("p", "poll_seconds").unwrap(), None);
    s.set_setting("p", "poll_seconds", "60").unwrap();
    s.set_setting("p", "poll_seconds", "30").unwrap();
    s.set_setting("p", "theme", "dark").unwrap();
    assert_eq!(
        s.setting("p", "poll_seconds").unwrap().as_deref(),
        Some("30")
    );
    assert_eq!(s.setting("q", "poll_seconds").unwrap(), None);
    assert_eq!(
        s.settings("p").unwrap(),
        vec![
            ("poll_seconds".to_string(), "30".to_string()),
            ("theme".to_string(), "dark".to_string())
        ]
    );
    assert!(s.delete_setting("p", "theme").unwrap());
    assert!(!s.delete_setting("p", "theme").unwrap());
    assert_eq!(
        s.set_setting("p", " ", "x").unwrap_err().code(),
        "store.invalid"
    );
}

#[test]
fn two_connections_to_one_file_see_each_others_writes() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("desk.sqlite");
    let a = Store::open(&path).unwrap();
    let b = Store::open(&path).unwrap();
    a.save_profile(&profile("p")).unwrap();
    a.replace_ebls("p", [("e", "{}")]).unwrap();
    assert_eq!(b.cached_ebls("p").unwrap().len(), 1);
}

#[test]
fn a_contact_verification_is_recorded_and_goes_with_a_changed_inbox() {
    use tdx_store::{Verification, VerificationMethod};
    let s = store_with(&["p"]);
    let bank = s
        .add_contact_by(
            "p",
            &NewContact {
                company_name: "Harbor Bank plc".into(),
                inbox_id: "aaaaaaaa-0000-4000-8000-000000000001".into(),
                country: Some("GB".into()),
                notes: String::new(),
            },
            Some("clerk@nile.example"),
        )
        .unwrap();
    assert_eq!(bank.added_by.as_deref(), Some("clerk@nile.example"));
    assert!(bank.added_at.is_some());
    assert_eq!(bank.verification, None, "a new contact is not verified");

    let record = Verification {
        how: VerificationMethod::PhoneCall,
        note: "called +44 20 7946 0000".into(),
        by: "clerk@nile.example".into(),
        at: 1_700_000_000_000,
    };
    let verified = s
        .set_contact_verification("p", &bank.id, Some(&record))
        .unwrap();
    assert_eq!(verified.verification.as_ref(), Some(&record));
    assert_eq!(s.contact("p", &bank.id).unwrap(), Some(verified.clone()));

    // An edit that keeps the inbox keeps the verification; a changed inbox loses it.
    let mut renamed = verified.clone();
    renamed.company_name = "Harbor Bank".into();
    assert_eq!(
        s.update_contact("p", &renamed).unwrap().verification,
        Some(record)
    );
    renamed.inbox_id = "aaaaaaaa-0000-4000-8000-000000000002".into();
    let moved = s.update_contact("p", &renamed).unwrap();
    assert_eq!(moved.verification, None);
    assert_eq!(moved.added_by.as_deref(), Some("clerk@nile.example"));
    assert_eq!(
        s.set_contact_verification("p", "ghost", None)
            .unwrap_err()
            .code(),
        "store.not_found"
    );
}

#[test]
fn a_setting_can_be_peeked_from_the_file_while_the_store_is_open_and_without_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("desk.sqlite");
    // No file yet: nothing, and no file is made.
    assert_eq!(Store::peek_setting(&path, "p", "language"), None);
    assert!(!path.exists());
    {
        let s = Store::open(&path).unwrap();
        s.save_profile(&profile("p")).unwrap();
        s.set_setting("p", "language", "ar").unwrap();
        // While the app holds the store open (WAL), the peek reads the committed value.
        assert_eq!(
            Store::peek_setting(&path, "p", "language").as_deref(),
            Some("ar")
        );
    }
    assert_eq!(
        Store::peek_setting(&path, "p", "language").as_deref(),
        Some("ar")
    );
    assert_eq!(Store::peek_setting(&path, "p", "theme"), None);
    // A file that is not a store answers nothing rather than failing.
    let junk = dir.path().join("junk.sqlite");
    std::fs::write(&junk, b"not a database at all, just text").unwrap();
    assert_eq!(Store::peek_setting(&junk, "p", "language"), None);
}
