//! The evidence of an action a second person approved: the pack carries the signing request
//! the maker prepared (`requests/<id>.ebl-request`, listed in the manifest), and `verify` prints
//! who prepared it — with the maker's signature verified, or unsigned — and who approved it.
//! An edited request file (even under a manifest re-signed by the pack's own key), a request
//! whose maker's signature does not verify, one that names another recipient than the entry,
//! one missing from the pack, or one no entry names: each is a problem named, and the verdict
//! is not OK.

#![allow(clippy::unwrap_used)]

mod common;

use sha2::{Digest, Sha256};
use tdx_approval::{Maker, PartyName, RequestFile, RequestParty, RequestedEbl, SigningRequest};
use tdx_evidence::{Line, Verdict};
use tdx_keys::PrivateKey;
use tdx_store::{ApprovalRecord, JournalEntry};
use uuid::Uuid;

use common::{BANK, EBL, TITLE, rezip, signed_transfer_by, unzip};

const OTHER_BANK: Uuid = Uuid::from_u128(0xbb);
const REQUEST: Uuid = Uuid::from_u128(0x4e0_0000_0000_4000_8000_0000_0000_0001);
const MAKER: &str = "clerk@nile.example";
const APPROVER: &str = "consignee@nile.example";

/// The approver's key: it signs the action and the pack.
fn approver() -> PrivateKey {
    PrivateKey::from_hex("4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318")
        .unwrap()
}

/// The maker's own key (a clerk who has one signs their requests).
fn maker_key() -> PrivateKey {
    PrivateKey::from_hex("646f1ce2fdad0e6deeeb5c7e8e5543bdde65e86029e2fd9fc169899c440a7913")
        .unwrap()
}

/// The clerk's request: transfer the eBL to `to`.
fn request_to(to: Uuid) -> SigningRequest {
    SigningRequest {
        format: tdx_approval::FORMAT.into(),
        version: tdx_approval::VERSION,
        id: REQUEST.to_string(),
        operation: "TRANSFER_POSSESSION".into(),
        service: "http://127.0.0.1:1".into(),
        company_id: Some(Uuid::from_u128(0xc0).to_string()),
        recipient: Some(RequestParty {
            inbox: to.to_string(),
            names: vec![PartyName {
                name: "Harbor Bank plc".into(),
                source: "directory".into(),
            }],
        }),
        ebls: vec![RequestedEbl {
            id: EBL.to_string(),
            reference: "GCLU1".into(),
            state: "ISSUED".into(),
            holder_inbox: Some(Uuid::from_u128(0x1b).to_string()),
            title_id: Some(TITLE.to_string()),
            surrenderee: None,
        }],
        note: "November financing".into(),
        maker: Maker {
            email: Some(MAKER.into()),
            profile_id: "service-clerk".into(),
            profile_name: "Nile clerk".into(),
            address: None,
        },
        created_at: "2026-11-24T00:00:00Z".into(),
        expires_at: "2026-11-25T00:00:00Z".into(),
    }
}

/// The approver's transfer to the bank, signed, with `file` (the request as opened) on record.
fn approved_transfer(file: &RequestFile) -> JournalEntry {
    JournalEntry {
        started_at: tdx_approval::parse_time("2026-11-24T12:00:00Z").unwrap(),
        ended_at: None,
        approval: Some(ApprovalRecord {
            request_id: file.request.id.clone(),
            maker: MAKER.into(),
            maker_profile: "Nile clerk".into(),
            maker_address: file.request.maker.address.clone(),
            maker_signature: file.signature.clone(),
            approver: APPROVER.into(),
            approver_profile: "Nile treasury".into(),
            request: file.to_text(),
        }),
        ..signed_transfer_by(&approver())
    }
}

fn signed_request() -> RequestFile {
    RequestFile::sign(request_to(BANK), &maker_key()).unwrap()
}

fn pack(journal: &[JournalEntry]) -> Vec<u8> {
    let ebl = serde_json::to_vec_pretty(&serde_json::json!({
        "id": EBL, "reference": "GCLU1", "state": "ISSUED", "titleId": TITLE,
        "possessionId": BANK,
    }))
    .unwrap();
    let mut out = std::io::Cursor::new(Vec::new());
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
            checks: &[],
            attention: None,
        },
        &approver(),
    )
    .unwrap();
    out.into_inner()
}

fn verified(pack: &[u8]) -> tdx_evidence::Report {
    tdx_evidence::verify_for(pack, &[approver().address()])
}

fn request_name() -> String {
    format!("requests/{REQUEST}.ebl-request")
}

/// What a forger holding the pack's own key does: changes the files with `edit`, then writes a
/// manifest listing exactly what is there (each sha256 and size right) and signs it again.
fn resealed(pack: &[u8], edit: impl FnOnce(&mut Vec<(String, Vec<u8>)>)) -> Vec<u8> {
    let mut files = unzip(pack);
    edit(&mut files);
    let manifest_at = files
        .iter()
        .position(|(n, _)| n == "manifest.json")
        .unwrap();
    let mut manifest: tdx_evidence::Manifest =
        serde_json::from_slice(&files[manifest_at].1).unwrap();
    manifest.files = files
        .iter()
        .filter(|(n, _)| n != "manifest.json" && n != "manifest.sig")
        .map(|(name, bytes)| tdx_evidence::FileRecord {
            name: name.clone(),
            sha256: hex::encode(Sha256::digest(bytes)),
            size: bytes.len() as u64,
        })
        .collect();
    let manifest = serde_json::to_vec_pretty(&manifest).unwrap();
    let signature = tdx_evidence::sign(&manifest, &approver()).unwrap();
    files[manifest_at].1 = manifest;
    files
        .iter_mut()
        .find(|(n, _)| n == "manifest.sig")
        .unwrap()
        .1 = signature.into_bytes();
    rezip(&files)
}

/// The problems of a pack that must fail: at least one, naming `what`.
fn fails_naming(pack: &[u8], what: &str) -> String {
    let report = verified(pack);
    let printed = report.render();
    assert_eq!(report.verdict(), Verdict::Failed, "{printed}");
    assert!(
        report.problems().iter().any(|p| p.contains(what)),
        "no problem names {what:?}: {printed}"
    );
    printed
}

#[test]
fn an_approved_transfer_carries_its_request_and_prints_both_people() {
    let file = signed_request();
    let maker = maker_key().address().to_checksum();
    let pack = pack(&[approved_transfer(&file)]);
    let names: Vec<String> = unzip(&pack).into_iter().map(|(n, _)| n).collect();
    assert!(names.contains(&request_name()), "{names:?}");
    let report = verified(&pack);
    let printed = report.render();
    assert_eq!(report.verdict(), Verdict::Verified, "{printed}");
    assert!(
        printed.contains(&format!(
            "Prepared by {MAKER} (signature verified by {maker}) \u{b7} Approved by {APPROVER}"
        )),
        "{printed}"
    );
    // The request file is covered by the manifest like any other.
    assert!(
        report
            .lines
            .iter()
            .any(|l| matches!(l, Line::File { name, problem: None } if *name == request_name()))
    );
    // The file in the pack is the request as the approver opened it, byte for byte.
    let carried = unzip(&pack)
        .into_iter()
        .find(|(n, _)| *n == request_name())
        .unwrap()
        .1;
    assert_eq!(carried, file.to_text().into_bytes());

    // An unsigned request (a maker without a key) says so.
    let unsigned = RequestFile::unsigned(request_to(BANK));
    let report = verified(&self::pack(&[approved_transfer(&unsigned)]));
    let printed = report.render();
    assert_eq!(report.verdict(), Verdict::Verified, "{printed}");
    assert!(
        printed.contains(&format!(
            "Prepared by {MAKER} (unsigned) \u{b7} Approved by {APPROVER}"
        )),
        "{printed}"
    );
}

#[test]
fn an_edited_request_or_a_maker_signature_that_does_not_verify_fails_naming_it() {
    let file = signed_request();
    let entry = approved_transfer(&file);
    let good = pack(std::slice::from_ref(&entry));

    // The request file edited (another recipient) under a manifest the pack's key signs
    // again: not the request the approval recorded.
    let edited = resealed(&good, |files| {
        let (_, bytes) = files
            .iter_mut()
            .find(|(n, _)| *n == request_name())
            .unwrap();
        let text = String::from_utf8(bytes.clone()).unwrap();
        *bytes = text
            .replace(&BANK.to_string(), &OTHER_BANK.to_string())
            .into_bytes();
    });
    fails_naming(&edited, "is not the request the approval recorded");

    // The journal's record and the file edited together: the maker's signature no longer
    // verifies.
    let mut changed = file.clone();
    changed.request.recipient.as_mut().unwrap().inbox = OTHER_BANK.to_string();
    let mut forged = entry.clone();
    forged.approval.as_mut().unwrap().request = changed.to_text();
    let printed = fails_naming(&pack(&[forged]), "signature on it does not verify");
    assert!(!printed.contains("Prepared by"), "{printed}");

    // A request signed by the maker for another bank than the entry's counterparty.
    let elsewhere = RequestFile::sign(request_to(OTHER_BANK), &maker_key()).unwrap();
    fails_naming(&pack(&[approved_transfer(&elsewhere)]), "names inbox");

    // The approval says signed, the file is unsigned.
    let mut claimed = approved_transfer(&RequestFile::unsigned(request_to(BANK)));
    claimed.approval.as_mut().unwrap().maker_signature = file.signature.clone();
    fails_naming(&pack(&[claimed]), "records a maker's signature");

    // The journal's record names another maker than the (signed) request does.
    let mut renamed = entry.clone();
    renamed.approval.as_mut().unwrap().maker = "someone.else@nile.example".into();
    fails_naming(
        &pack(&[renamed]),
        "but the request was made by clerk@nile.example",
    );

    // Signed by the approver after the request expired.
    let mut late = entry.clone();
    late.started_at = tdx_approval::parse_time("2026-11-25T00:00:01Z").unwrap();
    fails_naming(&pack(&[late]), "approved after the request expired");

    // The request file removed from the pack (and from a re-signed manifest).
    let removed = resealed(&good, |files| files.retain(|(n, _)| *n != request_name()));
    fails_naming(&removed, "is not in the pack");

    // A request file that no approved entry names.
    let stray = format!("requests/{}.ebl-request", Uuid::from_u128(0x5));
    let added = resealed(&good, |files| {
        files.push((stray.clone(), file.to_text().into_bytes()));
    });
    fails_naming(&added, "no approved action on record names this request");

    // Not a request at all (the record and the file alike).
    let mut garbage = entry.clone();
    garbage.approval.as_mut().unwrap().request = "not a request\n".into();
    fails_naming(&pack(&[garbage]), "is not a signing request");
}
