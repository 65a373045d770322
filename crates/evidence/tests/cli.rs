//! `tdx-evidence verify` as a user runs it: a pack with a transfer signed by a real key
//! verifies (exit 0); the same pack with its recorded counterparty edited, or its file
//! damaged, fails naming what (exit 1); wrong usage exits 2. (Packs exported by the app are
//! verified in tdx-desk's journal tests and in the end-to-end scenario.)

#![allow(clippy::unwrap_used)]

use std::process::Command;

use tdx_keys::PrivateKey;
use tdx_keys::call::{Call, EblCall, Function};
use tdx_keys::guard::relay_hash_bytes;
use tdx_store::{JournalEntry, Outcome};
use uuid::Uuid;

const EBL: Uuid = Uuid::from_u128(0xe1);
const BANK: Uuid = Uuid::from_u128(0xba);

fn signed_transfer() -> JournalEntry {
    let key = PrivateKey::generate().unwrap();
    let registry = tdx_keys::Address([0x11; 20]);
    let data = Call::Ebl(EblCall {
        function: Function::TransferPossession,
        ebl_id: EBL,
        title_id: Uuid::from_u128(0x71),
        target_inbox: BANK,
    })
    .encode();
    let hash = relay_hash_bytes(&registry, &key.address(), 7, &data);
    let hash_hex = format!("0x{}", hex::encode(hash));
    JournalEntry {
        id: Uuid::new_v4().to_string(),
        operation: "TRANSFER_POSSESSION".into(),
        ebl_id: Some(EBL.to_string()),
        ebl_reference: Some("GCLU1".into()),
        envelope_id: None,
        counterparty_inbox: Some(BANK.to_string()),
        counterparty_name: Some("Harbor Bank plc".into()),
        signing_data: Some(serde_json::json!({
            "eblId": EBL, "hash": hash_hex, "relayNonce": 7,
            "recipient": registry.to_checksum(), "relayedFor": key.address().to_checksum(),
            "transactionData": format!("0x{}", hex::encode(&data)),
            "signature": null, "operation": "TRANSFER_POSSESSION",
        })),
        hash: Some(hash_hex),
        signature: Some(tdx_keys::signature_to_hex(&key.sign_hash(&hash))),
        signer: Some(key.address().to_checksum()),
        answer: Some(serde_json::json!({"transactionHash": "0xabc"})),
        transaction_hash: Some("0xabc".into()),
        started_at: 1,
        ended_at: Some(2),
        outcome: Outcome::Submitted,
        detail: None,
    }
}

fn pack(journal: &[JournalEntry]) -> Vec<u8> {
    let mut out = std::io::Cursor::new(Vec::new());
    let ebl = serde_json::to_vec(&serde_json::json!({"id": EBL})).unwrap();
    tdx_evidence::write(
        &mut out,
        &tdx_evidence::Pack {
            base_url: "http://127.0.0.1:1/",
            app_version: "test",
            created_at: "2026-11-24T00:00:00Z",
            ebl_id: &EBL.to_string(),
            ebl_reference: "GCLU1",
            ebl_json: &ebl,
            pdf: Ok(b"%PDF-1.4 test"),
            ebl_from_cache: false,
            journal,
        },
    )
    .unwrap();
    out.into_inner()
}

fn run(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tdx-evidence"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
    )
}

#[test]
fn a_sound_pack_verifies_and_an_edited_one_fails_naming_the_entry() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.zip");
    std::fs::write(&good, pack(&[signed_transfer()])).unwrap();
    let (code, out) = run(&["verify", good.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
    assert!(out.starts_with("entry 1 "), "{out}");
    assert!(out.contains("TRANSFER_POSSESSION submitted: ok"), "{out}");
    assert_eq!(out.lines().last(), Some("verified 1 of 1 entries"));

    // Someone rewrites the record to say the bill went elsewhere (and fixes the manifest by
    // writing a whole new pack): the signature still names the bank.
    let mut lie = signed_transfer();
    lie.counterparty_inbox = Some(Uuid::from_u128(0x5e).to_string());
    let edited = dir.path().join("edited.zip");
    std::fs::write(&edited, pack(&[lie])).unwrap();
    let (code, out) = run(&["verify", edited.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("entry 1 ") && out.contains("FAILED: the signed call names inbox"));
    assert!(
        out.lines().last().unwrap().starts_with("FAILED: entry 1 ("),
        "{out}"
    );

    // Another signer claimed.
    let mut other = signed_transfer();
    other.signer = signed_transfer().signer;
    let claimed = dir.path().join("claimed.zip");
    std::fs::write(&claimed, pack(&[other])).unwrap();
    let (code, out) = run(&["verify", claimed.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("not by the recorded signer"), "{out}");
}

#[test]
fn unreadable_input_and_wrong_usage_fail_without_a_panic() {
    let dir = tempfile::tempdir().unwrap();
    let junk = dir.path().join("junk.zip");
    std::fs::write(&junk, b"PK\x03\x04 not really").unwrap();
    let (code, out) = run(&["verify", junk.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(out.lines().last().unwrap().starts_with("FAILED: "), "{out}");
    let (code, out) = run(&["verify", dir.path().join("absent.zip").to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(out.starts_with("FAILED: "), "{out}");
    assert_eq!(run(&[]).0, 2);
    assert_eq!(run(&["check", "x"]).0, 2);
}

#[test]
fn a_pack_without_the_pdf_says_why_and_still_verifies_its_signatures() {
    let mut out = std::io::Cursor::new(Vec::new());
    let ebl = serde_json::to_vec(&serde_json::json!({"id": EBL})).unwrap();
    tdx_evidence::write(
        &mut out,
        &tdx_evidence::Pack {
            base_url: "http://127.0.0.1:1/",
            app_version: "test",
            created_at: "2026-11-24T00:00:00Z",
            ebl_id: &EBL.to_string(),
            ebl_reference: "GCLU1",
            ebl_json: &ebl,
            pdf: Err("the service no longer shows this eBL to your company"),
            ebl_from_cache: true,
            journal: &[signed_transfer()],
        },
    )
    .unwrap();
    let report = tdx_evidence::verify(out.get_ref());
    assert!(report.ok(), "{}", report.render());
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("no-pdf.zip");
    std::fs::write(&path, out.get_ref()).unwrap();
    let (code, text) = run(&["verify", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{text}");
    assert_eq!(text.lines().last(), Some("verified 1 of 1 entries"));
}
