//! The signing guard: nothing is signed that the user did not review, whoever runs the service.
//!
//! Before anything is signed, for every profile, the service's signing data is checked against
//! what the user reviewed (`../shared/DESIGN.md`, "What the user signs"):
//!
//! - `transactionData` is decoded ([`crate::call`]); its function must be the one of the
//!   operation, its eBL id, title id and target inbox those of the reviewed eBL and counterparty
//!   (for an envelope: the envelope just created, the draft's recipient, and the documents hash
//!   the app computed itself while uploading);
//! - `hash` is recomputed:
//!   `keccak256(recipient (20 B) ‖ relayedFor (20 B) ‖ uint256(relayNonce) ‖ keccak256(transactionData))`;
//! - `relayedFor` must be the user's own address;
//! - `recipient` (the registry contract) must be the one pinned for the profile, when one is.
//!
//! Any difference is a refusal with code `sign.mismatch` naming the field. There is no switch
//! that skips a check. Pure: this module does not depend on the HTTP client; the app maps the
//! client's models into these plain structs.

use uuid::Uuid;

use crate::address::Address;
use crate::call::{self, Call, Function};
use crate::error::{Error, GuardError};
use crate::hash::keccak256;
use crate::hexutil;

/// What the user reviewed for an eBL action, from the eBL as the service showed it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EblIntent {
    pub ebl_id: Uuid,
    /// The interface's operation (`TRANSFER_POSSESSION`, `REQUEST_SURRENDER_FOR_DELIVERY`).
    pub operation: String,
    /// The eBL's title id as read from the service; `None` cannot be checked and is refused.
    pub title_id: Option<Uuid>,
    /// Transfer: the inbox the user chose. Surrender request: the eBL's SURRENDEREE inbox.
    /// `None` cannot be checked and is refused.
    pub target_inbox: Option<Uuid>,
}

/// What the user reviewed for an envelope send.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EnvelopeIntent {
    /// The envelope id the creation answered.
    pub envelope_id: Uuid,
    /// The document token the creation answered for that envelope: the call must name it.
    pub document_token_id: Uuid,
    /// The draft's recipient inbox; `None` for an Egypt ACI envelope (a zero word).
    pub recipient_inbox: Option<Uuid>,
    /// keccak256 of the documents' sha256 digests, computed by the app while uploading.
    pub documents_hash: [u8; 32],
}

/// The relay fields of signing data, as the service sent them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Relay {
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

/// The service's signing data for an eBL action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RelayPayload {
    pub ebl_id: String,
    pub operation: String,
    pub relay: Relay,
}

/// Signing data that passed every check: the hash to sign and what it does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checked {
    /// The 32 bytes to sign (EIP-191 `personal_sign`).
    pub hash: [u8; 32],
    /// The decoded call.
    pub call: Call,
    /// The registry contract the call goes to (to pin on first use).
    pub registry: Address,
}

fn mismatch(field: &'static str, expected: impl Into<String>, got: impl Into<String>) -> Error {
    Error::Mismatch {
        field,
        expected: expected.into(),
        got: got.into(),
    }
}

/// Checks the signing data of an eBL action against what the user reviewed and returns the
/// hash to sign with the decoded call.
pub fn check_ebl_action(
    intent: &EblIntent,
    payload: &RelayPayload,
    own_address: &Address,
    pinned_registry: Option<&Address>,
) -> Result<Checked, GuardError> {
    let asked_id = intent.ebl_id.to_string();
    if Uuid::parse_str(payload.ebl_id.trim()).ok() != Some(intent.ebl_id) {
        return Err(mismatch("eblId", asked_id, &payload.ebl_id));
    }
    if payload.operation.trim() != intent.operation.trim() {
        return Err(mismatch("operation", &intent.operation, &payload.operation));
    }
    let function = Function::for_operation(&intent.operation).ok_or_else(|| {
        mismatch(
            "operation",
            "an operation this version can check",
            &intent.operation,
        )
    })?;
    let checked = check_relay(&payload.relay, own_address, pinned_registry)?;
    let Call::Ebl(decoded) = checked.call else {
        return Err(mismatch(
            "function",
            function.name(),
            checked.call.function().name(),
        ));
    };
    if decoded.function != function {
        return Err(mismatch(
            "function",
            function.name(),
            decoded.function.name(),
        ));
    }
    if decoded.ebl_id != intent.ebl_id {
        return Err(mismatch("eblId", asked_id, decoded.ebl_id.to_string()));
    }
    match intent.title_id {
        Some(title) if title == decoded.title_id => {}
        Some(title) => {
            return Err(mismatch(
                "titleId",
                title.to_string(),
                decoded.title_id.to_string(),
            ));
        }
        None => {
            return Err(mismatch(
                "titleId",
                "the eBL's title id (the service did not show one)",
                decoded.title_id.to_string(),
            ));
        }
    }
    match intent.target_inbox {
        Some(target) if target == decoded.target_inbox => {}
        Some(target) => {
            return Err(mismatch(
                "targetInbox",
                target.to_string(),
                decoded.target_inbox.to_string(),
            ));
        }
        None => {
            return Err(mismatch(
                "targetInbox",
                "the counterparty's inbox (the eBL names none)",
                decoded.target_inbox.to_string(),
            ));
        }
    }
    Ok(checked)
}

/// Checks the relay fields of an envelope's creation result before the send extension's
/// signature, and returns the hash to sign with the decoded call.
pub fn check_envelope_send(
    intent: &EnvelopeIntent,
    relay: &Relay,
    own_address: &Address,
    pinned_registry: Option<&Address>,
) -> Result<Checked, GuardError> {
    let checked = check_relay(relay, own_address, pinned_registry)?;
    let Call::Envelope(decoded) = checked.call else {
        return Err(mismatch(
            "function",
            Function::CreateEnvelope.name(),
            checked.call.function().name(),
        ));
    };
    if decoded.envelope_id != intent.envelope_id {
        return Err(mismatch(
            "envelopeId",
            intent.envelope_id.to_string(),
            decoded.envelope_id.to_string(),
        ));
    }
    if decoded.document_token_id != intent.document_token_id {
        return Err(mismatch(
            "documentTokenId",
            intent.document_token_id.to_string(),
            decoded.document_token_id.to_string(),
        ));
    }
    if decoded.recipient_inbox != intent.recipient_inbox {
        let show = |inbox: Option<Uuid>| inbox.map_or_else(|| "none".into(), |i| i.to_string());
        return Err(mismatch(
            "recipientInbox",
            show(intent.recipient_inbox),
            show(decoded.recipient_inbox),
        ));
    }
    if decoded.documents_hash != intent.documents_hash {
        return Err(mismatch(
            "documentsHash",
            hexutil::encode_0x(&intent.documents_hash),
            hexutil::encode_0x(&decoded.documents_hash),
        ));
    }
    Ok(checked)
}

/// The checks every signing data goes through: signer, registry, decodable call, hash.
fn check_relay(
    relay: &Relay,
    own_address: &Address,
    pinned_registry: Option<&Address>,
) -> Result<Checked, GuardError> {
    let relayed = Address::parse_any_case(&relay.relayed_for)
        .map_err(|_| mismatch("relayedFor", own_address.to_string(), &relay.relayed_for))?;
    if relayed != *own_address {
        return Err(mismatch(
            "relayedFor",
            own_address.to_string(),
            &relay.relayed_for,
        ));
    }
    let registry = Address::parse_any_case(&relay.recipient)
        .map_err(|_| mismatch("recipient", "a 20-byte address", &relay.recipient))?;
    if let Some(pinned) = pinned_registry
        && *pinned != registry
    {
        return Err(Error::RegistryChanged {
            pinned: pinned.to_string(),
            offered: registry.to_string(),
        });
    }
    let data = hexutil::decode("transactionData", &relay.transaction_data)
        .map_err(|_| mismatch("transactionData", "hex bytes", "text that is not hex"))?;
    let call = call::decode(&data)?;
    let hash_bytes = hexutil::decode_fixed::<32>("hash", &relay.hash)
        .map_err(|_| mismatch("hash", "32 bytes of hex", &relay.hash))?;
    let expected = relay_hash_bytes(&registry, &relayed, relay.relay_nonce, &data);
    if expected != hash_bytes {
        return Err(mismatch("hash", hexutil::encode_0x(&expected), &relay.hash));
    }
    Ok(Checked {
        hash: hash_bytes,
        call,
        registry,
    })
}

/// The relay hash: `keccak256(recipient ‖ relayedFor ‖ uint256(nonce) ‖ keccak256(data))`.
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
    Ok(relay_hash_bytes(
        &recipient,
        relayed_for,
        relay_nonce,
        &data,
    ))
}

/// [`relay_hash`] over parsed fields.
pub fn relay_hash_bytes(
    recipient: &Address,
    relayed_for: &Address,
    relay_nonce: u64,
    transaction_data: &[u8],
) -> [u8; 32] {
    let mut buf = Vec::with_capacity(20 + 20 + 32 + 32);
    buf.extend_from_slice(recipient.as_bytes());
    buf.extend_from_slice(relayed_for.as_bytes());
    buf.extend_from_slice(&[0u8; 24]);
    buf.extend_from_slice(&relay_nonce.to_be_bytes());
    buf.extend_from_slice(&keccak256(transaction_data));
    keccak256(&buf)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::call::{EblCall, EnvelopeCall};
    use crate::key::PrivateKey;

    const REGISTRY: &str = "0x1111111111111111111111111111111111111111";
    const EBL: Uuid = Uuid::from_u128(0xe1);
    const TITLE: Uuid = Uuid::from_u128(0x71);
    const BANK: Uuid = Uuid::from_u128(0xba);
    const ENVELOPE: Uuid = Uuid::from_u128(0xe7);

    fn me() -> Address {
        PrivateKey::from_hex("4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318")
            .unwrap()
            .address()
    }

    fn registry() -> Address {
        Address::parse_any_case(REGISTRY).unwrap()
    }

    fn intent() -> EblIntent {
        EblIntent {
            ebl_id: EBL,
            operation: "TRANSFER_POSSESSION".into(),
            title_id: Some(TITLE),
            target_inbox: Some(BANK),
        }
    }

    fn transfer_call() -> EblCall {
        EblCall {
            function: Function::TransferPossession,
            ebl_id: EBL,
            title_id: TITLE,
            target_inbox: BANK,
        }
    }

    /// A consistent relay (valid hash) over `call`, as a well-behaved or a cunning service
    /// would send it.
    fn relay_over(call: Call, nonce: u64, recipient: &str) -> Relay {
        let data = call.encode();
        let recipient_addr = Address::parse_any_case(recipient).unwrap();
        let hash = relay_hash_bytes(&recipient_addr, &me(), nonce, &data);
        Relay {
            hash: hexutil::encode_0x(&hash),
            relay_nonce: nonce,
            recipient: recipient.into(),
            // The service may send the address in lowercase.
            relayed_for: me().to_lower_hex(),
            transaction_data: hexutil::encode_0x(&data),
        }
    }

    fn payload_over(call: EblCall) -> RelayPayload {
        RelayPayload {
            ebl_id: EBL.to_string(),
            operation: "TRANSFER_POSSESSION".into(),
            relay: relay_over(Call::Ebl(call), 7, REGISTRY),
        }
    }

    fn refused_field(r: Result<Checked, GuardError>) -> &'static str {
        match r {
            Err(e) => e
                .refused_field()
                .unwrap_or_else(|| panic!("expected a sign.mismatch refusal, got {e:?}")),
            Ok(c) => panic!("expected a refusal, got {c:?}"),
        }
    }

    #[test]
    fn matching_signing_data_passes_and_yields_the_hash_and_the_call() {
        let p = payload_over(transfer_call());
        let checked = check_ebl_action(&intent(), &p, &me(), None).unwrap();
        assert_eq!(hexutil::encode_0x(&checked.hash), p.relay.hash);
        assert_eq!(checked.call, Call::Ebl(transfer_call()));
        assert_eq!(checked.registry, registry());
        // With the same registry pinned it passes too.
        assert!(check_ebl_action(&intent(), &p, &me(), Some(&registry())).is_ok());
    }

    #[test]
    fn a_surrender_request_must_target_the_surrenderee() {
        let carrier = Uuid::from_u128(0xca);
        let asked = EblIntent {
            operation: "REQUEST_SURRENDER_FOR_DELIVERY".into(),
            target_inbox: Some(carrier),
            ..intent()
        };
        let call = EblCall {
            function: Function::RequestSurrenderForDelivery,
            target_inbox: carrier,
            ..transfer_call()
        };
        let mut p = payload_over(call);
        p.operation = "REQUEST_SURRENDER_FOR_DELIVERY".into();
        assert!(check_ebl_action(&asked, &p, &me(), None).is_ok());

        // The same request sending possession to someone else instead.
        let elsewhere = EblCall {
            target_inbox: BANK,
            ..call
        };
        let mut p = payload_over(elsewhere);
        p.operation = "REQUEST_SURRENDER_FOR_DELIVERY".into();
        assert_eq!(
            refused_field(check_ebl_action(&asked, &p, &me(), None)),
            "targetInbox"
        );
    }

    #[test]
    fn relay_hash_layout_is_recipient_signer_nonce_and_data_hash() {
        // Built by hand from the byte layout, independently of relay_hash.
        let me = me();
        let mut buf = hex::decode(&REGISTRY[2..]).unwrap();
        buf.extend_from_slice(me.as_bytes());
        let mut nonce = [0u8; 32];
        nonce[31] = 0x02;
        nonce[30] = 0x01; // 258
        buf.extend_from_slice(&nonce);
        buf.extend_from_slice(&keccak256(&[0xde, 0xad]));
        assert_eq!(
            relay_hash(REGISTRY, &me, 258, "0xdead").unwrap(),
            keccak256(&buf)
        );
    }

    /// A hostile service computes a valid hash over a call that is not the reviewed one.
    #[test]
    fn consistently_tampered_calls_are_refused_by_field() {
        let me = me();
        let other = |call: EblCall| payload_over(call);

        let swapped_inbox = EblCall {
            target_inbox: Uuid::from_u128(0xbad),
            ..transfer_call()
        };
        assert_eq!(
            refused_field(check_ebl_action(
                &intent(),
                &other(swapped_inbox),
                &me,
                None
            )),
            "targetInbox"
        );

        let other_ebl = EblCall {
            ebl_id: Uuid::from_u128(0xe2),
            ..transfer_call()
        };
        assert_eq!(
            refused_field(check_ebl_action(&intent(), &other(other_ebl), &me, None)),
            "eblId"
        );

        let wrong_title = EblCall {
            title_id: Uuid::from_u128(0x72),
            ..transfer_call()
        };
        assert_eq!(
            refused_field(check_ebl_action(&intent(), &other(wrong_title), &me, None)),
            "titleId"
        );

        let other_function = EblCall {
            function: Function::RequestSurrenderForDelivery,
            ..transfer_call()
        };
        assert_eq!(
            refused_field(check_ebl_action(
                &intent(),
                &other(other_function),
                &me,
                None
            )),
            "function"
        );

        // An envelope call offered for an eBL action.
        let mut p = payload_over(transfer_call());
        p.relay = relay_over(
            Call::Envelope(EnvelopeCall {
                envelope_id: EBL,
                document_token_id: TITLE,
                recipient_inbox: Some(BANK),
                documents_hash: [0; 32],
            }),
            7,
            REGISTRY,
        );
        assert_eq!(
            refused_field(check_ebl_action(&intent(), &p, &me, None)),
            "function"
        );

        // Another registry: valid hash, refused only against the pinned one.
        let mut p = payload_over(transfer_call());
        p.relay = relay_over(
            Call::Ebl(transfer_call()),
            7,
            "0x3333333333333333333333333333333333333333",
        );
        assert!(check_ebl_action(&intent(), &p, &me, None).is_ok());
        let err = check_ebl_action(&intent(), &p, &me, Some(&registry())).unwrap_err();
        assert_eq!(err.refused_field(), Some("recipient"));
        assert_eq!(err.code(), "sign.mismatch");
        assert!(err.to_string().contains("Settings"), "{err}");
    }

    #[test]
    fn inconsistent_or_malformed_fields_are_refused_by_field() {
        let me = me();
        let good = payload_over(transfer_call());

        // A changed nonce (or registry, or data) no longer matches the hash.
        let mut p = good.clone();
        p.relay.relay_nonce = 8;
        assert_eq!(
            refused_field(check_ebl_action(&intent(), &p, &me, None)),
            "hash"
        );
        let mut p = good.clone();
        p.relay.recipient = "0x3333333333333333333333333333333333333333".into();
        assert_eq!(
            refused_field(check_ebl_action(&intent(), &p, &me, None)),
            "hash"
        );

        // Truncated data and extra bytes do not decode.
        let mut p = good.clone();
        p.relay
            .transaction_data
            .truncate(p.relay.transaction_data.len() - 2);
        assert_eq!(
            refused_field(check_ebl_action(&intent(), &p, &me, None)),
            "transactionData"
        );
        let mut p = good.clone();
        p.relay.transaction_data.push_str("00");
        assert_eq!(
            refused_field(check_ebl_action(&intent(), &p, &me, None)),
            "transactionData"
        );

        // An unknown selector.
        let mut p = good.clone();
        p.relay.transaction_data.replace_range(2..10, "a9059cbb");
        assert_eq!(
            refused_field(check_ebl_action(&intent(), &p, &me, None)),
            "function"
        );

        let mut p = good.clone();
        p.relay.relayed_for = "0x2222222222222222222222222222222222222222".into();
        assert_eq!(
            refused_field(check_ebl_action(&intent(), &p, &me, None)),
            "relayedFor"
        );

        let mut p = good.clone();
        p.relay.hash = "0x1234".into();
        assert_eq!(
            refused_field(check_ebl_action(&intent(), &p, &me, None)),
            "hash"
        );

        let mut p = good.clone();
        p.ebl_id = Uuid::from_u128(0xe2).to_string();
        assert_eq!(
            refused_field(check_ebl_action(&intent(), &p, &me, None)),
            "eblId"
        );
        let mut p = good.clone();
        p.operation = "REQUEST_SURRENDER_FOR_DELIVERY".into();
        assert_eq!(
            refused_field(check_ebl_action(&intent(), &p, &me, None)),
            "operation"
        );
    }

    #[test]
    fn what_cannot_be_checked_is_refused() {
        let p = payload_over(transfer_call());
        let no_title = EblIntent {
            title_id: None,
            ..intent()
        };
        assert_eq!(
            refused_field(check_ebl_action(&no_title, &p, &me(), None)),
            "titleId"
        );
        let no_target = EblIntent {
            target_inbox: None,
            ..intent()
        };
        assert_eq!(
            refused_field(check_ebl_action(&no_target, &p, &me(), None)),
            "targetInbox"
        );
        let unknown_operation = EblIntent {
            operation: "SWITCH_TO_PAPER".into(),
            ..intent()
        };
        let mut q = p.clone();
        q.operation = "SWITCH_TO_PAPER".into();
        assert_eq!(
            refused_field(check_ebl_action(&unknown_operation, &q, &me(), None)),
            "operation"
        );
    }

    fn envelope_intent() -> EnvelopeIntent {
        EnvelopeIntent {
            envelope_id: ENVELOPE,
            document_token_id: Uuid::from_u128(0xd0c),
            recipient_inbox: Some(BANK),
            documents_hash: call::documents_hash(&[[1; 32], [2; 32]]),
        }
    }

    fn envelope_relay(call: EnvelopeCall) -> Relay {
        relay_over(Call::Envelope(call), 9, REGISTRY)
    }

    fn envelope_call() -> EnvelopeCall {
        EnvelopeCall {
            envelope_id: ENVELOPE,
            document_token_id: Uuid::from_u128(0xd0c),
            recipient_inbox: Some(BANK),
            documents_hash: call::documents_hash(&[[1; 32], [2; 32]]),
        }
    }

    #[test]
    fn envelope_send_checks_envelope_recipient_documents_and_signer() {
        let me = me();
        let ok = check_envelope_send(
            &envelope_intent(),
            &envelope_relay(envelope_call()),
            &me,
            None,
        )
        .unwrap();
        assert_eq!(ok.call, Call::Envelope(envelope_call()));

        let r = envelope_relay(EnvelopeCall {
            recipient_inbox: Some(Uuid::from_u128(0xbad)),
            ..envelope_call()
        });
        assert_eq!(
            refused_field(check_envelope_send(&envelope_intent(), &r, &me, None)),
            "recipientInbox"
        );
        let r = envelope_relay(EnvelopeCall {
            recipient_inbox: None,
            ..envelope_call()
        });
        assert_eq!(
            refused_field(check_envelope_send(&envelope_intent(), &r, &me, None)),
            "recipientInbox"
        );
        let r = envelope_relay(EnvelopeCall {
            documents_hash: call::documents_hash(&[[2; 32], [1; 32]]),
            ..envelope_call()
        });
        assert_eq!(
            refused_field(check_envelope_send(&envelope_intent(), &r, &me, None)),
            "documentsHash"
        );
        let r = envelope_relay(EnvelopeCall {
            envelope_id: Uuid::from_u128(0xe8),
            ..envelope_call()
        });
        assert_eq!(
            refused_field(check_envelope_send(&envelope_intent(), &r, &me, None)),
            "envelopeId"
        );
        // The creation result names one document token, the call another.
        let r = envelope_relay(EnvelopeCall {
            document_token_id: Uuid::from_u128(0xd0d),
            ..envelope_call()
        });
        assert_eq!(
            refused_field(check_envelope_send(&envelope_intent(), &r, &me, None)),
            "documentTokenId"
        );
        // An eBL transfer offered as an envelope's signing data.
        let r = relay_over(Call::Ebl(transfer_call()), 9, REGISTRY);
        assert_eq!(
            refused_field(check_envelope_send(&envelope_intent(), &r, &me, None)),
            "function"
        );
        let other = Address([0x22; 20]);
        assert_eq!(
            refused_field(check_envelope_send(
                &envelope_intent(),
                &envelope_relay(envelope_call()),
                &other,
                None
            )),
            "relayedFor"
        );
    }

    #[test]
    fn an_egypt_aci_envelope_has_no_recipient() {
        let intent = EnvelopeIntent {
            recipient_inbox: None,
            ..envelope_intent()
        };
        let r = envelope_relay(EnvelopeCall {
            recipient_inbox: None,
            ..envelope_call()
        });
        assert!(check_envelope_send(&intent, &r, &me(), None).is_ok());
    }
}
