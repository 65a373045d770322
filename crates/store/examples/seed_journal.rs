//! Fills a profile's journal with generated entries, for the Activity benchmark:
//!
//!   cargo run -p tdx-store --example seed_journal -- DB PROFILE_ID COUNT
//!
//! Creates the profile row (as the embedded sandbox's) when the database has none. Each entry
//! is as large as a real one (signing data, hash, signature, answer), so the store is as big as
//! after COUNT real actions.

use tdx_store::{JournalEntry, Outcome, Profile, ProfileKind, Store, now_ms, operation};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [db, profile, count] = args.as_slice() else {
        return Err("usage: seed_journal DB PROFILE_ID COUNT".into());
    };
    let count: usize = count.parse()?;
    let store = Store::open(db)?;
    if store.profile(profile)?.is_none() {
        store.save_profile(&Profile {
            id: profile.clone(),
            name: "Sandbox".into(),
            kind: ProfileKind::Sandbox,
            base_url: "http://127.0.0.1:1/".into(),
            client_id: "ebl-desk".into(),
            company_id: None,
            inbox_ids: vec![],
            scopes: vec!["read".into(), "write".into()],
            send_path: "/api/integrators/envelope/v1/send/".into(),
            created_at: 0,
        })?;
    }
    let companies = [
        "Harbor Bank plc",
        "Delta Textiles Export GmbH",
        "Global Carrier Lines Ltd.",
        "Red Sea Freight",
    ];
    let now = now_ms();
    let entries: Vec<JournalEntry> = (0..count)
        .map(|i| {
            let op = operation::ALL[i % 4];
            let outcome = match i % 20 {
                3 => Outcome::Refused,
                7 => Outcome::Failed,
                _ => Outcome::Submitted,
            };
            let hex64 = |salt: usize| format!("0x{:064x}", i * 7919 + salt);
            let signed = op != operation::SEND_AS_COPY && outcome != Outcome::Refused;
            JournalEntry {
                id: format!("00000000-0000-4000-8000-{i:012}"),
                operation: op.to_owned(),
                ebl_id: (op != operation::ENVELOPE_SEND).then(|| format!("eb100000-0000-4000-8000-{:012}", i % 5000)),
                ebl_reference: (op != operation::ENVELOPE_SEND).then(|| format!("GCLU{:08}", i % 5000)),
                envelope_id: (op == operation::ENVELOPE_SEND).then(|| format!("e7000000-0000-4000-8000-{i:012}")),
                counterparty_inbox: Some(format!("1b0c0000-0000-4000-8000-{:012}", i % 4)),
                counterparty_name: Some(companies[i % 4].to_owned()),
                signing_data: Some(serde_json::json!({
                    "hash": hex64(1), "relayNonce": i, "recipient": "0x5FbDB2315678afecb367f032d93F642f64180aa3",
                    "relayedFor": "0x8ba1f109551bD432803012645Ac136ddd64DBA72",
                    "transactionData": format!("0x{}", "ab".repeat(100)), "signature": null,
                })),
                hash: Some(hex64(1)),
                signature: signed.then(|| format!("{}1b", hex64(2).repeat(2))),
                signer: Some("0x8ba1f109551bD432803012645Ac136ddd64DBA72".into()),
                key_kind: None,
                answer: (outcome == Outcome::Submitted).then(|| serde_json::json!({"transactionHash": hex64(3)})),
                transaction_hash: (outcome == Outcome::Submitted).then(|| hex64(3)),
                started_at: now - (i as i64) * 60_000,
                ended_at: Some(now - (i as i64) * 60_000 + 900),
                outcome,
                detail: match outcome {
                    Outcome::Refused => Some("targetInbox".into()),
                    Outcome::Failed => Some("http.server".into()),
                    _ => None,
                },
                document_check: None,
                approval: None,
            }
        })
        .collect();
    store.save_journal_entries(profile, &entries)?;
    println!("seeded {count} journal entries for profile {profile} in {db}");
    Ok(())
}
