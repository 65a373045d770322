//! `tdx-evidence verify` as a user runs it: a pack with a transfer signed by a real key
//! verifies (exit 0) when that key is the one expected (`--expect-signer`, `--signers`) and
//! names who signed it; without a signer expected it is only consistent (exit 3); a pack forged
//! with another key over the real eBL's files fails when the real signer is expected; a zip
//! with a duplicated or overlapping entry name is refused; the same pack with its recorded counterparty
//! edited, any file changed and the manifest rewritten to match, its signature removed or made
//! by another key, or a file added, fails naming why (exit 1); wrong usage exits 2. The packs
//! are written by `tdx_evidence::write`, as the app's export writes them. (Packs exported by
//! the app itself are verified in tdx-desk's journal tests and in the end-to-end scenario.)

#![allow(clippy::unwrap_used)]

mod common;

use std::process::Command;

use sha2::{Digest, Sha256};
use tdx_keys::PrivateKey;
use tdx_keys::call::{Call, EnvelopeCall};
use tdx_keys::guard::relay_hash_bytes;
use tdx_store::{DocumentCheckRecord, JournalEntry, Outcome};
use uuid::Uuid;

use common::{BANK, EBL, TITLE, rezip, signed_transfer_by, unzip};

/// The user's key: it signs the actions and the pack.
fn user() -> PrivateKey {
    PrivateKey::from_hex("4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318")
        .unwrap()
}

fn signed_transfer() -> JournalEntry {
    signed_transfer_by(&user())
}

/// The eBL as the service returns it (the fields a pack's reader looks at).
fn ebl_json(title: Uuid, holder: &str) -> Vec<u8> {
    serde_json::to_vec_pretty(&serde_json::json!({
        "id": EBL, "reference": "GCLU1", "state": "ISSUED", "titleId": title,
        "possessionId": BANK, "parties": [{"role": "HOLDER", "name": holder}],
    }))
    .unwrap()
}

fn pack_of(journal: &[JournalEntry], ebl: &[u8], key: &PrivateKey) -> Vec<u8> {
    pack_with_checks(journal, ebl, key, &[])
}

fn pack_with_checks(
    journal: &[JournalEntry],
    ebl: &[u8],
    key: &PrivateKey,
    checks: &[(String, Vec<u8>)],
) -> Vec<u8> {
    let mut out = std::io::Cursor::new(Vec::new());
    tdx_evidence::write(
        &mut out,
        &tdx_evidence::Pack {
            base_url: "http://127.0.0.1:1/",
            app_version: "test",
            created_at: "2026-11-24T00:00:00Z",
            ebl_id: &EBL.to_string(),
            ebl_reference: "GCLU1",
            ebl_json: ebl,
            pdf: Ok(b"%PDF-1.4 test"),
            ebl_from_cache: false,
            journal,
            checks,
            attention: None,
        },
        key,
    )
    .unwrap();
    out.into_inner()
}

fn pack(journal: &[JournalEntry]) -> Vec<u8> {
    pack_of(journal, &ebl_json(TITLE, "Harbor Bank plc"), &user())
}

/// What a forger does: edits one file, rewrites the manifest's sha256 and size of it to match
/// (when the manifest lists it),
/// and either keeps the pack's signature (`resign: None`) or signs the new manifest with a key
/// of their own.
fn forge(
    pack: &[u8],
    name: &str,
    edit: impl Fn(Vec<u8>) -> Vec<u8>,
    resign: Option<&PrivateKey>,
) -> Vec<u8> {
    let mut files = unzip(pack);
    let file = files.iter_mut().find(|(n, _)| n == name).unwrap();
    file.1 = edit(std::mem::take(&mut file.1));
    let (sha, size) = (hex::encode(Sha256::digest(&file.1)), file.1.len() as u64);
    let manifest = files
        .iter_mut()
        .find(|(n, _)| n == "manifest.json")
        .unwrap();
    let mut parsed: tdx_evidence::Manifest = serde_json::from_slice(&manifest.1).unwrap();
    if let Some(record) = parsed.files.iter_mut().find(|f| f.name == name) {
        record.sha256 = sha;
        record.size = size;
    }
    if let Some(key) = resign {
        // A consistent forger names their own key as the signer.
        parsed.signer = key.address().to_checksum();
    }
    manifest.1 = serde_json::to_vec_pretty(&parsed).unwrap();
    let manifest = manifest.1.clone();
    if let Some(key) = resign {
        files
            .iter_mut()
            .find(|(n, _)| n == "manifest.sig")
            .unwrap()
            .1 = tdx_evidence::sign(&manifest, key).unwrap().into_bytes();
    }
    rezip(&files)
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
    let (code, out) = run(&[
        "verify",
        "--expect-signer",
        &user_address(),
        good.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("\nentry 1 "), "{out}");
    assert!(out.contains("TRANSFER_POSSESSION submitted: ok"), "{out}");
    assert_eq!(out.lines().last(), Some(verified(1).as_str()));

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
    other.signer = signed_transfer_by(&PrivateKey::generate().unwrap()).signer;
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
            checks: &[],
            attention: None,
        },
        &user(),
    )
    .unwrap();
    let report = tdx_evidence::verify(out.get_ref());
    assert!(report.ok(), "{}", report.render());
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("no-pdf.zip");
    std::fs::write(&path, out.get_ref()).unwrap();
    let (code, text) = run(&[
        "verify",
        "--expect-signer",
        &user_address(),
        path.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{text}");
    assert_eq!(text.lines().last(), Some(verified(1).as_str()));
}

/// Runs the verifier on `pack` written to a file, the user's key expected: its exit code and
/// what it printed.
fn verify_file(pack: &[u8]) -> (i32, String) {
    verify_file_with(pack, &["--expect-signer", &user_address()])
}

/// Runs the verifier on `pack` written to a file with `flags`.
fn verify_file_with(pack: &[u8], flags: &[&str]) -> (i32, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("pack.zip");
    std::fs::write(&path, pack).unwrap();
    let mut args = vec!["verify"];
    args.extend_from_slice(flags);
    args.push(path.to_str().unwrap());
    run(&args)
}

fn user_address() -> String {
    user().address().to_checksum()
}

/// The verdict line of a pack of `n` entries signed by the user's key, expected.
fn verified(n: usize) -> String {
    format!(
        "verified {n} of {n} entries, all signed by {}, an expected signer",
        user_address()
    )
}

#[test]
fn an_untouched_pack_names_who_signed_it_and_when() {
    let (code, out) = verify_file(&pack(&[signed_transfer()]));
    assert_eq!(code, 0, "{out}");
    let signer = user().address().to_checksum();
    assert_eq!(
        out.lines().next(),
        Some(format!("pack signed by {signer} at 2026-11-24T00:00:00Z").as_str()),
        "{out}"
    );
    assert!(out.contains(&format!("ok (signed by {signer}")), "{out}");
    assert_eq!(out.lines().last(), Some(verified(1).as_str()));
}

#[test]
fn a_pack_without_actions_is_signed_all_the_same_and_says_so() {
    let (code, out) = verify_file(&pack(&[]));
    assert_eq!(code, 0, "{out}");
    assert!(out.starts_with("pack signed by 0x"), "{out}");
    assert_eq!(
        out.lines().last(),
        Some(
            format!(
                "no actions on record; files and signature verified, signed by {}, an expected \
                 signer",
                user_address()
            )
            .as_str()
        )
    );
}

#[test]
fn every_forgery_with_a_rewritten_manifest_fails_naming_why() {
    let good = pack(&[signed_transfer()]);
    let forger = PrivateKey::generate().unwrap();
    let changed = "manifest.sig: the manifest was changed after it was signed";
    let other_holder = |_| ebl_json(TITLE, "Someone Else Ltd");
    let cases: Vec<(&str, Vec<u8>, String)> = vec![
        (
            "(a) journal emptied",
            forge(&good, "journal.json", |_| b"[]".to_vec(), None),
            changed.to_owned(),
        ),
        (
            "(b) PDF replaced",
            forge(&good, "ebl.pdf", |_| b"%PDF-1.4 another".to_vec(), None),
            changed.to_owned(),
        ),
        (
            "(c) ebl.json names another holder",
            forge(&good, "ebl.json", other_holder, None),
            changed.to_owned(),
        ),
        (
            "(d) re-signed by another key",
            forge(&good, "ebl.json", other_holder, Some(&forger)),
            format!(
                "FAILED: it was signed by {}, but the pack is signed by {}: the pack was not \
                 made by the key that signed its actions",
                user().address().to_checksum(),
                forger.address().to_checksum()
            ),
        ),
        (
            "(e) manifest.sig removed",
            rezip(
                &unzip(&good)
                    .into_iter()
                    .filter(|(n, _)| n != "manifest.sig")
                    .collect::<Vec<_>>(),
            ),
            "pack: FAILED: unsigned pack: manifest.sig is missing".to_owned(),
        ),
        (
            "(f) a file added",
            rezip(
                &unzip(&good)
                    .into_iter()
                    .chain([("payment.txt".to_owned(), b"paid in full".to_vec())])
                    .collect::<Vec<_>>(),
            ),
            "file payment.txt: FAILED: in the pack but not in the manifest: a file was added"
                .to_owned(),
        ),
        (
            "the manifest's named signer edited",
            forge(
                &good,
                "manifest.json",
                |bytes| {
                    let mut s: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
                    s["signer"] = serde_json::json!(forger.address().to_checksum());
                    serde_json::to_vec_pretty(&s).unwrap()
                },
                None,
            ),
            format!(
                "{changed} (or signed by another key than the {} it names)",
                forger.address().to_checksum()
            ),
        ),
    ];
    for (name, bytes, reason) in cases {
        let (code, out) = verify_file(&bytes);
        assert_eq!(code, 1, "{name} passed:\n{out}");
        assert!(out.contains(&reason), "{name}: {reason:?} not in:\n{out}");
        assert!(
            out.lines().last().unwrap().starts_with("FAILED: "),
            "{name}: {out}"
        );
    }
    // The forger's pack says who signed it: someone else than the actions' signer.
    let (_, out) = verify_file(&forge(&good, "ebl.json", other_holder, Some(&forger)));
    assert!(
        out.starts_with(&format!(
            "pack signed by {} at 2026-11-24T00:00:00Z\n",
            forger.address().to_checksum()
        )),
        "{out}"
    );
    // The emptied journal says there is nothing on record, and still fails.
    let (_, out) = verify_file(&forge(&good, "journal.json", |_| b"[]".to_vec(), None));
    assert!(
        out.lines()
            .last()
            .unwrap()
            .ends_with("(no actions on record)"),
        "{out}"
    );
}

#[test]
fn a_signed_call_for_another_title_than_the_ebl_json_fails() {
    let other_title = ebl_json(Uuid::from_u128(0x72), "Harbor Bank plc");
    let (code, out) = verify_file(&pack_of(&[signed_transfer()], &other_title, &user()));
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(&format!(
            "FAILED: the signed call names title {TITLE}, but ebl.json's title id is {}",
            Uuid::from_u128(0x72)
        )),
        "{out}"
    );
}

#[test]
fn an_unsigned_pack_of_the_first_format_is_refused() {
    let mut files = unzip(&pack(&[signed_transfer()]));
    files.retain(|(n, _)| n != "manifest.sig");
    let manifest = files
        .iter_mut()
        .find(|(n, _)| n == "manifest.json")
        .unwrap();
    let mut parsed: serde_json::Value = serde_json::from_slice(&manifest.1).unwrap();
    parsed["format"] = serde_json::json!("tdx-evidence/1");
    manifest.1 = serde_json::to_vec_pretty(&parsed).unwrap();
    let (code, out) = verify_file(&rezip(&files));
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("unsigned pack: its format tdx-evidence/1 predates signed packs"),
        "{out}"
    );
    assert!(
        out.lines()
            .last()
            .unwrap()
            .ends_with("(the journal was not checked)"),
        "{out}"
    );
}

#[test]
fn help_describes_the_format_and_how_it_is_checked() {
    let (code, out) = run(&["--help"]);
    assert_eq!(code, 0);
    for needle in [
        "tdx-evidence/2",
        "manifest.sig",
        "\"eBL Desk evidence pack <lowercase hex sha256 of the exact bytes of",
        "EIP-191 personal_sign",
        "no actions on record",
        "usage: tdx-evidence verify [--expect-signer ADDRESS]... [--signers FILE] PACK.zip",
        "does NOT prove whose key that is",
        "3 consistent only",
    ] {
        assert!(out.contains(needle), "{needle:?} not in:\n{out}");
    }
}

const ENVELOPE: Uuid = Uuid::from_u128(0xe7);

/// The user's signed send of an envelope checked against the eBL, whose check's digest is
/// `digest`.
fn checked_envelope_send(digest: &str) -> JournalEntry {
    let key = user();
    let registry = tdx_keys::Address([0x22; 20]);
    let data = Call::Envelope(EnvelopeCall {
        envelope_id: ENVELOPE,
        document_token_id: Uuid::from_u128(0xd0),
        recipient_inbox: Some(BANK),
        documents_hash: [7; 32],
    })
    .encode();
    let hash = relay_hash_bytes(&registry, &key.address(), 3, &data);
    let hash_hex = format!("0x{}", hex::encode(hash));
    JournalEntry {
        id: Uuid::new_v4().to_string(),
        operation: "ENVELOPE_SEND".into(),
        ebl_id: Some(EBL.to_string()),
        ebl_reference: Some("GCLU1".into()),
        envelope_id: Some(ENVELOPE.to_string()),
        counterparty_inbox: Some(BANK.to_string()),
        counterparty_name: Some("Harbor Bank plc".into()),
        signing_data: Some(serde_json::json!({
            "envelopeId": ENVELOPE, "hash": hash_hex, "relayNonce": 3,
            "recipient": registry.to_checksum(), "relayedFor": key.address().to_checksum(),
            "transactionData": format!("0x{}", hex::encode(&data)),
        })),
        hash: Some(hash_hex),
        signature: Some(tdx_keys::signature_to_hex(&key.sign_hash(&hash))),
        signer: Some(key.address().to_checksum()),
        key_kind: None,
        answer: Some(serde_json::json!({})),
        transaction_hash: None,
        started_at: 3,
        ended_at: Some(4),
        outcome: Outcome::Submitted,
        detail: None,
        document_check: Some(DocumentCheckRecord {
            ebl_id: EBL.to_string(),
            digest: digest.into(),
            differences: 2,
            not_checked_documents: 0,
            acknowledged: true,
            credit: None,
        }),
        approval: None,
    }
}

fn check_json(digest: &str, differences: u32) -> Vec<u8> {
    serde_json::to_vec_pretty(&serde_json::json!({
        "envelopeId": ENVELOPE, "eblId": EBL, "digest": digest, "differences": differences,
        "lines": [{"check": "Containers", "outcome": "differs"}],
    }))
    .unwrap()
}

#[test]
fn an_envelope_s_document_check_is_covered_by_the_manifest_and_the_journal() {
    let name = format!("checks/{ENVELOPE}.json");
    let good = pack_with_checks(
        &[signed_transfer(), checked_envelope_send("d1g3st")],
        &ebl_json(TITLE, "Harbor Bank plc"),
        &user(),
        &[(ENVELOPE.to_string(), check_json("d1g3st", 2))],
    );
    assert!(unzip(&good).iter().any(|(n, _)| *n == name));
    let (code, out) = verify_file(&good);
    assert_eq!(code, 0, "{out}");
    assert_eq!(out.lines().last(), Some(verified(2).as_str()));

    // The check edited to say there was no difference, the manifest rewritten to match: the
    // signature no longer covers the manifest.
    let cleared = |_| check_json("d1g3st", 0);
    let (code, out) = verify_file(&forge(&good, &name, cleared, None));
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("manifest.sig: the manifest was changed"),
        "{out}"
    );
    // The same, the manifest signed again by the forger's key: the actions are not theirs.
    let forger = PrivateKey::generate().unwrap();
    let (code, out) = verify_file(&forge(&good, &name, cleared, Some(&forger)));
    assert_eq!(code, 1, "{out}");
    // The check edited and nothing else: its hash differs from the manifest's.
    let mut files = unzip(&good);
    files.iter_mut().find(|(n, _)| *n == name).unwrap().1 = check_json("d1g3st", 0);
    let (code, out) = verify_file(&rezip(&files));
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(&format!("file {name}: FAILED: its sha256 differs")),
        "{out}"
    );

    // A pack made with another check than the one the send recorded.
    let swapped = pack_with_checks(
        &[checked_envelope_send("d1g3st")],
        &ebl_json(TITLE, "Harbor Bank plc"),
        &user(),
        &[(ENVELOPE.to_string(), check_json("0th3r", 0))],
    );
    let (code, out) = verify_file(&swapped);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("is not the one the send of envelope"), "{out}");
    // A check file no manifest of an evidence pack would list.
    let mut files = unzip(&good);
    files.push(("checks/notes.json".into(), b"{}".to_vec()));
    let (code, out) = verify_file(&rezip(&files));
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("checks/notes.json: FAILED: in the pack but not"),
        "{out}"
    );
}

/// A check against a documentary credit travels in the check's file: the credit's hash and the
/// credit check's digest must be those the send recorded.
#[test]
fn an_envelope_s_credit_check_is_the_one_the_send_recorded() {
    let credit = |hash: &str, digest: &str| tdx_store::CreditCheckRecord {
        number: "LC2026-0042".into(),
        hash: hash.into(),
        amendments: 1,
        digest: digest.into(),
        differences: 1,
        present_by: "2026-12-15".into(),
        result: "1 difference from the credit".into(),
    };
    let send = |record: Option<tdx_store::CreditCheckRecord>| {
        let mut entry = checked_envelope_send("d1g3st");
        if let Some(check) = entry.document_check.as_mut() {
            check.credit = record;
        }
        entry
    };
    let check_with = |credit: Option<(&str, &str)>| {
        let mut value = serde_json::json!({
            "envelopeId": ENVELOPE, "eblId": EBL, "digest": "d1g3st", "differences": 2,
        });
        if let Some((hash, digest)) = credit {
            value["credit"] =
                serde_json::json!({"number": "LC2026-0042", "hash": hash, "digest": digest});
        }
        serde_json::to_vec_pretty(&value).unwrap()
    };
    let pack = |entry: JournalEntry, check: Vec<u8>| {
        pack_with_checks(
            &[entry],
            &ebl_json(TITLE, "Harbor Bank plc"),
            &user(),
            &[(ENVELOPE.to_string(), check)],
        )
    };
    let (code, out) = verify_file(&pack(
        send(Some(credit("h4sh", "cr3d"))),
        check_with(Some(("h4sh", "cr3d"))),
    ));
    assert_eq!(code, 0, "{out}");
    for (entry, check, said) in [
        (
            send(Some(credit("h4sh", "cr3d"))),
            check_with(Some(("0th3r", "cr3d"))),
            "is not the one the send recorded",
        ),
        (
            send(Some(credit("h4sh", "cr3d"))),
            check_with(None),
            "holds no credit check",
        ),
        (
            send(None),
            check_with(Some(("h4sh", "cr3d"))),
            "the send did not record",
        ),
    ] {
        let (code, out) = verify_file(&pack(entry, check));
        assert_eq!(code, 1, "{out}");
        assert!(out.contains(said), "{said:?} not in {out}");
    }
}

#[test]
fn what_needs_attention_is_covered_by_the_manifest() {
    let attention = br#"{"items":[{"rule":"surrender_rejected","doneAt":null}],"deadlines":{}}"#;
    let mut out = std::io::Cursor::new(Vec::new());
    tdx_evidence::write(
        &mut out,
        &tdx_evidence::Pack {
            base_url: "http://127.0.0.1:1/",
            app_version: "test",
            created_at: "2026-11-24T00:00:00Z",
            ebl_id: &EBL.to_string(),
            ebl_reference: "GCLU1",
            ebl_json: &ebl_json(TITLE, "Harbor Bank plc"),
            pdf: Ok(b"%PDF-1.4 test"),
            ebl_from_cache: false,
            journal: &[signed_transfer()],
            checks: &[],
            attention: Some(attention),
        },
        &user(),
    )
    .unwrap();
    let good = out.into_inner();
    let (code, text) = verify_file(&good);
    assert_eq!(code, 0, "{text}");
    // Marked done after the fact, and nothing else changed: its hash differs.
    let mut files = unzip(&good);
    let file = files
        .iter_mut()
        .find(|(n, _)| n == tdx_evidence::ATTENTION_FILE)
        .unwrap();
    file.1 = br#"{"items":[{"rule":"surrender_rejected","doneAt":1}],"deadlines":{}}"#.to_vec();
    let (code, text) = verify_file(&rezip(&files));
    assert_eq!(code, 1, "{text}");
    assert!(
        text.contains("file attention.json: FAILED: its sha256 differs"),
        "{text}"
    );
    // Dropped from a pack whose manifest lists it.
    let files: Vec<_> = unzip(&good)
        .into_iter()
        .filter(|(n, _)| n != tdx_evidence::ATTENTION_FILE)
        .collect();
    let (code, text) = verify_file(&rezip(&files));
    assert_eq!(code, 1, "{text}");
    assert!(text.contains("attention.json: FAILED: missing"), "{text}");
}

/// A forger who has the real eBL's files (its JSON and PDF) makes a whole pack with their own
/// key: entries and manifest signed by them, so it is consistent. Expecting the real signer
/// fails it, naming who signed; without a signer expected it says only "consistent", names the
/// signer, and exits 3.
#[test]
fn a_pack_forged_with_another_key_over_the_real_files_is_not_verified() {
    let forger = PrivateKey::generate().unwrap();
    let forged = pack_of(
        &[signed_transfer_by(&forger)],
        &ebl_json(TITLE, "Harbor Bank plc"),
        &forger,
    );
    let real = user_address();
    let forger_address = forger.address().to_checksum();

    let (code, out) = verify_file_with(&forged, &["--expect-signer", &real]);
    // The Reliability row of BENCHMARKS.md (`make bench`) reads this line: of the forged pack's
    // verifications against the real signer, how many said "verified" (exit 0).
    let against_real = [
        code,
        verify_file_with(&forged, &["--expect-signer", &real.to_lowercase()]).0,
    ];
    println!(
        "RELIABILITY forged-packs: tried={} verified={}",
        against_real.len(),
        against_real.iter().filter(|c| **c == 0).count()
    );
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(&format!(
            "signed by {forger_address}, which is not an expected signer ({real})"
        )),
        "{out}"
    );
    assert!(out.lines().last().unwrap().starts_with("FAILED: "), "{out}");

    // The same with a file of the company's registered keys (lower case, a comment).
    let dir = tempfile::tempdir().unwrap();
    let signers = dir.path().join("signers.txt");
    std::fs::write(
        &signers,
        format!(
            "# Harbor Bank plc's registered keys\n\n{}  # the desk\n",
            real.to_lowercase()
        ),
    )
    .unwrap();
    let signers = signers.to_str().unwrap();
    let (code, out) = verify_file_with(&forged, &["--signers", signers]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("not an expected signer"), "{out}");
    let (code, out) = verify_file_with(&pack(&[signed_transfer()]), &["--signers", signers]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(out.lines().last(), Some(verified(1).as_str()));

    // Nobody said whose it should be: consistent, not verified, with its own exit code.
    let (code, out) = verify_file_with(&forged, &[]);
    assert_eq!(code, 3, "{out}");
    assert!(
        out.starts_with(&format!("pack signed by {forger_address} at ")),
        "{out}"
    );
    let last = out.lines().last().unwrap();
    assert!(last.starts_with("consistent, NOT verified: "), "{out}");
    assert!(last.contains(&forger_address), "{out}");
    let (code, out) = verify_file_with(&pack(&[signed_transfer()]), &[]);
    assert_eq!(
        code, 3,
        "the real pack too, when no signer is expected: {out}"
    );

    // A signer that is not an address is wrong usage.
    assert_eq!(verify_file_with(&forged, &["--expect-signer", "0x12"]).0, 2);
    assert_eq!(verify_file_with(&forged, &["--expect-signer"]).0, 2);
}

/// A zip whose names were written as `placeholder` and then renamed to `names` byte for byte
/// (a zip writer refuses a duplicate name; a forger's tool does not).
fn renamed_zip(files: &[(String, Vec<u8>)], renames: &[(&str, &str)]) -> Vec<u8> {
    let mut bytes = rezip(files);
    for (from, to) in renames {
        assert_eq!(from.len(), to.len());
        let mut at = 0;
        while let Some(i) = bytes[at..]
            .windows(from.len())
            .position(|w| w == from.as_bytes())
        {
            bytes[at + i..at + i + from.len()].copy_from_slice(to.as_bytes());
            at += i + from.len();
        }
    }
    bytes
}

#[test]
fn a_zip_with_a_duplicated_or_overlapping_entry_name_is_refused() {
    let good = unzip(&pack(&[signed_transfer()]));
    let with = |placeholder: &str, bytes: &[u8]| {
        let mut files = good.clone();
        files.push((placeholder.to_owned(), bytes.to_vec()));
        files
    };
    let other_pdf = b"%PDF-1.4 another bill".to_vec();
    for (name, target) in [
        ("same name twice", "ebl.pdf"),
        ("differing by case", "EBL.PDF"),
        ("with ./", "./ebl.pdf"),
        ("with ..", "x/../ebl.pdf"),
        ("absolute", "/ebl.pdf"),
        ("backslashes", "x\\ebl.pdf"),
    ] {
        let placeholder: String = "Zq7"
            .repeat(target.len())
            .chars()
            .take(target.len())
            .collect();
        let bytes = renamed_zip(&with(&placeholder, &other_pdf), &[(&placeholder, target)]);
        let (code, out) = verify_file(&bytes);
        assert_eq!(code, 1, "{name}: {out}");
        assert!(out.contains("refused"), "{name}: {out}");
        assert!(out.contains(&format!("{target:?}")), "{name}: {out}");
        assert!(
            out.lines().last().unwrap().starts_with("FAILED: "),
            "{name}: {out}"
        );
        let (code, _) = verify_file_with(&bytes, &[]);
        assert_eq!(code, 1, "{name}: refused without a signer expected too");
    }
}
