//! What the evidence tests share: the eBL, the bank and the title they act on, and a transfer
//! signed by a key as the app's journal records it.

#![allow(clippy::unwrap_used, dead_code)]

use std::io::{Read, Write};

use tdx_keys::PrivateKey;
use tdx_keys::call::{Call, EblCall, Function};
use tdx_keys::guard::relay_hash_bytes;
use tdx_store::{JournalEntry, Outcome};
use uuid::Uuid;

pub const EBL: Uuid = Uuid::from_u128(0xe1);
pub const BANK: Uuid = Uuid::from_u128(0xba);
pub const TITLE: Uuid = Uuid::from_u128(0x71);

/// A transfer of [`EBL`] to [`BANK`] signed by `key`, submitted, as the journal records it.
pub fn signed_transfer_by(key: &PrivateKey) -> JournalEntry {
    let registry = tdx_keys::Address([0x11; 20]);
    let data = Call::Ebl(EblCall {
        function: Function::TransferPossession,
        ebl_id: EBL,
        title_id: TITLE,
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
        key_kind: None,
        answer: Some(serde_json::json!({"transactionHash": "0xabc"})),
        transaction_hash: Some("0xabc".into()),
        started_at: 1,
        ended_at: Some(2),
        outcome: Outcome::Submitted,
        detail: None,
        document_check: None,
        approval: None,
    }
}

/// The files of a zip, in order.
pub fn unzip(pack: &[u8]) -> Vec<(String, Vec<u8>)> {
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(pack)).unwrap();
    (0..zip.len())
        .map(|i| {
            let mut file = zip.by_index(i).unwrap();
            let mut bytes = Vec::new();
            file.read_to_end(&mut bytes).unwrap();
            (file.name().to_owned(), bytes)
        })
        .collect()
}

/// A zip of `files`, in order.
pub fn rezip(files: &[(String, Vec<u8>)]) -> Vec<u8> {
    let mut out = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    for (name, bytes) in files {
        out.start_file(name.as_str(), zip::write::SimpleFileOptions::default())
            .unwrap();
        out.write_all(bytes).unwrap();
    }
    out.finish().unwrap().into_inner()
}
