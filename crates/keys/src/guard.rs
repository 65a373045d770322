//! The signing guard: nothing is signed that the user did not ask for.
//!
//! Before an eBL action is signed, the service's signing data is checked against what the user
//! asked for (eBL id, operation), the signer (`relayedFor` must be the user's own address) and
//! the form of the hash; against the sandbox, whose relay scheme is known, the hash is also
//! recomputed from the relay fields:
//!
//! `hash = keccak256(recipient (20 B) ‖ relayedFor (20 B) ‖ uint256(relayNonce) (32 B, big-endian) ‖ keccak256(transactionData))`
//!
//! Any difference is a refusal with code `sign.mismatch` naming the field. This module does not
//! depend on the HTTP client: the app maps the client's models into these plain structs.

use crate::address::Address;
use crate::error::{Error, GuardError};
use crate::hash::keccak256;
use crate::hexutil;

/// What the user asked for, from the UI.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActionRequest {
    pub ebl_id: String,
    pub operation: String,
    pub recipient_inbox: Option<String>,
}

/// The service's signing data for an eBL action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RelayPayload {
    pub ebl_id: String,
    pub operation: String,
    /// `0x` + 64 hex digits.
    pub hash: String,
    pub relay_nonce: u64,
    /// The registry contract address.
    pub recipient: String,
    /// The address the transaction is relayed for: must be the signer's own.
    pub relayed_for: String,
    /// The ABI-encoded call, hex.
    pub transaction_data: String,
}

fn mismatch(field: &'static str, expected: impl Into<String>, got: impl Into<String>) -> Error {
    Error::Mismatch {
        field,
        expected: expected.into(),
        got: got.into(),
    }
}

/// Checks the signing data of an eBL action against what the user asked for and returns the
/// 32-byte hash to sign.
pub fn check_ebl_action(
    asked: &ActionRequest,
    payload: &RelayPayload,
    own_address: &Address,
    recompute_hash: bool,
) -> Result<[u8; 32], GuardError> {
    if payload.ebl_id.trim() != asked.ebl_id.trim() || payload.ebl_id.trim().is_empty() {
        return Err(mismatch("eblId", &asked.ebl_id, &payload.ebl_id));
    }
    if payload.operation.trim() != asked.operation.trim() || payload.operation.trim().is_empty() {
        return Err(mismatch("operation", &asked.operation, &payload.operation));
    }
    check_envelope_send(
        &payload.relayed_for,
        &payload.hash,
        payload.relay_nonce,
        &payload.recipient,
        &payload.transaction_data,
        own_address,
        recompute_hash,
    )
}

/// Checks the relay fields of an envelope's creation result before the send extension's
/// signature, and returns the 32-byte hash to sign.
pub fn check_envelope_send(
    relayed_for: &str,
    hash: &str,
    relay_nonce: u64,
    recipient: &str,
    transaction_data: &str,
    own_address: &Address,
    recompute_hash: bool,
) -> Result<[u8; 32], GuardError> {
    let relayed = Address::parse_any_case(relayed_for)
        .map_err(|_| mismatch("relayedFor", own_address.to_string(), relayed_for))?;
    if relayed != *own_address {
        return Err(mismatch("relayedFor", own_address.to_string(), relayed_for));
    }
    let hash_bytes = hexutil::decode_fixed::<32>("hash", hash)
        .map_err(|_| mismatch("hash", "32 bytes of hex", hash))?;
    if recompute_hash {
        let expected = relay_hash(recipient, &relayed, relay_nonce, transaction_data)?;
        if expected != hash_bytes {
            return Err(mismatch("hash", hexutil::encode_0x(&expected), hash));
        }
    }
    Ok(hash_bytes)
}

/// The sandbox's relay hash: `keccak256(recipient ‖ relayedFor ‖ uint256(nonce) ‖ keccak256(data))`.
pub fn relay_hash(
    recipient: &str,
    relayed_for: &Address,
    relay_nonce: u64,
    transaction_data: &str,
) -> Result<[u8; 32], GuardError> {
    let recipient = Address::parse_any_case(recipient)
        .map_err(|_| mismatch("recipient", "a 20-byte address", recipient))?;
    let data = hexutil::decode("transactionData", transaction_data)
        .map_err(|_| mismatch("transactionData", "hex bytes", transaction_data))?;
    let mut buf = Vec::with_capacity(20 + 20 + 32 + 32);
    buf.extend_from_slice(recipient.as_bytes());
    buf.extend_from_slice(relayed_for.as_bytes());
    buf.extend_from_slice(&[0u8; 24]);
    buf.extend_from_slice(&relay_nonce.to_be_bytes());
    buf.extend_from_slice(&keccak256(&data));
    Ok(keccak256(&buf))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::key::PrivateKey;

    const CONTRACT: &str = "0x1111111111111111111111111111111111111111";

    fn me() -> Address {
        PrivateKey::from_hex("4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318")
            .unwrap()
            .address()
    }

    fn request() -> ActionRequest {
        ActionRequest {
            ebl_id: "ebl-42".into(),
            operation: "REQUEST_SURRENDER_FOR_DELIVERY".into(),
            recipient_inbox: None,
        }
    }

    fn payload(nonce: u64) -> RelayPayload {
        let me = me();
        let data = "0xa9059cbb00000000000000000000000000000000000000000000000000000000000000ff";
        let hash = relay_hash(CONTRACT, &me, nonce, data).unwrap();
        RelayPayload {
            ebl_id: "ebl-42".into(),
            operation: "REQUEST_SURRENDER_FOR_DELIVERY".into(),
            hash: hexutil::encode_0x(&hash),
            relay_nonce: nonce,
            recipient: CONTRACT.into(),
            // The service may send the address in lowercase.
            relayed_for: me.to_lower_hex(),
            transaction_data: data.into(),
        }
    }

    fn refused_field(r: Result<[u8; 32], GuardError>) -> &'static str {
        match r {
            Err(Error::Mismatch { field, .. }) => field,
            other => panic!("expected a sign.mismatch refusal, got {other:?}"),
        }
    }

    #[test]
    fn matching_signing_data_passes_and_yields_the_hash() {
        let p = payload(7);
        let hash = check_ebl_action(&request(), &p, &me(), true).unwrap();
        assert_eq!(hexutil::encode_0x(&hash), p.hash);
    }

    #[test]
    fn relay_hash_layout_is_recipient_signer_nonce_and_data_hash() {
        // Built by hand from the byte layout, independently of relay_hash.
        let me = me();
        let mut buf = hex::decode(&CONTRACT[2..]).unwrap();
        buf.extend_from_slice(me.as_bytes());
        let mut nonce = [0u8; 32];
        nonce[31] = 0x02;
        nonce[30] = 0x01; // 258
        buf.extend_from_slice(&nonce);
        buf.extend_from_slice(&keccak256(&[0xde, 0xad]));
        assert_eq!(
            relay_hash(CONTRACT, &me, 258, "0xdead").unwrap(),
            keccak256(&buf)
        );
    }

    #[test]
    fn each_field_that_differs_is_refused_by_name() {
        let me = me();
        let mut p = payload(1);
        p.ebl_id = "ebl-43".into();
        assert_eq!(
            refused_field(check_ebl_action(&request(), &p, &me, false)),
            "eblId"
        );

        let mut p = payload(1);
        p.operation = "TRANSFER_POSSESSION".into();
        assert_eq!(
            refused_field(check_ebl_action(&request(), &p, &me, false)),
            "operation"
        );

        let mut p = payload(1);
        p.relayed_for = "0x2222222222222222222222222222222222222222".into();
        assert_eq!(
            refused_field(check_ebl_action(&request(), &p, &me, false)),
            "relayedFor"
        );

        let mut p = payload(1);
        p.hash = "0x1234".into();
        assert_eq!(
            refused_field(check_ebl_action(&request(), &p, &me, false)),
            "hash"
        );

        // A hash that is well-formed but not the one of these relay fields: refused only when
        // recomputing.
        let mut p = payload(1);
        p.relay_nonce = 2;
        assert!(check_ebl_action(&request(), &p, &me, false).is_ok());
        assert_eq!(
            refused_field(check_ebl_action(&request(), &p, &me, true)),
            "hash"
        );

        let mut p = payload(1);
        p.transaction_data = "0xdeadbeef".into();
        assert_eq!(
            refused_field(check_ebl_action(&request(), &p, &me, true)),
            "hash"
        );

        let mut p = payload(1);
        p.recipient = "0x3333333333333333333333333333333333333333".into();
        assert_eq!(
            refused_field(check_ebl_action(&request(), &p, &me, true)),
            "hash"
        );
    }

    #[test]
    fn refusal_has_the_sign_mismatch_code_and_names_the_field() {
        let mut p = payload(1);
        p.operation = "TRANSFER_POSSESSION".into();
        let err = check_ebl_action(&request(), &p, &me(), true).unwrap_err();
        assert_eq!(err.code(), "sign.mismatch");
        assert!(err.to_string().contains("operation"), "{err}");
    }

    #[test]
    fn envelope_send_checks_signer_and_hash() {
        let me = me();
        let p = payload(9);
        let ok = check_envelope_send(
            &p.relayed_for,
            &p.hash,
            9,
            &p.recipient,
            &p.transaction_data,
            &me,
            true,
        );
        assert!(ok.is_ok());
        let other = Address([0x22; 20]);
        let r = check_envelope_send(
            &p.relayed_for,
            &p.hash,
            9,
            &p.recipient,
            &p.transaction_data,
            &other,
            true,
        );
        assert_eq!(refused_field(r), "relayedFor");
        let r = check_envelope_send(
            &p.relayed_for,
            &p.hash,
            10,
            &p.recipient,
            &p.transaction_data,
            &me,
            true,
        );
        assert_eq!(refused_field(r), "hash");
    }
}
