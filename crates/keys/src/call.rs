//! The registry calls a signature authorises, decoded from `transactionData`.
//!
//! `transactionData` is an ABI call: a 4-byte selector (the first 4 bytes of keccak256 of the
//! function's signature text) followed by 32-byte words; a UUID is a word of 16 zero bytes
//! followed by its 16 bytes. The three calls eBL Desk signs (`../shared/DESIGN.md`):
//!
//! - `requestSurrenderForDelivery(bytes32 eblId, bytes32 titleId, bytes32 targetInbox)`
//! - `transferPossession(bytes32 eblId, bytes32 titleId, bytes32 targetInbox)`
//! - `createEnvelope(bytes32 envelopeId, bytes32 documentTokenId, bytes32 recipientInbox,
//!   bytes32 documentsHash)`, `recipientInbox` zero for Egypt ACI
//!
//! Decoding is strict: an unknown selector, a short or long call, a UUID word whose high half is
//! not zero are refusals naming the field, so nothing that does not decode to one of these calls
//! is ever signed. Pure: no I/O, used by the signing guard, the evidence verifier and tests.

use uuid::Uuid;

use crate::error::Error;
use crate::hash::keccak256;

/// The signature text of the surrender request call.
pub const REQUEST_SURRENDER_SIGNATURE: &str =
    "requestSurrenderForDelivery(bytes32,bytes32,bytes32)";
/// The signature text of the possession transfer call.
pub const TRANSFER_POSSESSION_SIGNATURE: &str = "transferPossession(bytes32,bytes32,bytes32)";
/// The signature text of the envelope creation call.
pub const CREATE_ENVELOPE_SIGNATURE: &str = "createEnvelope(bytes32,bytes32,bytes32,bytes32)";

/// A registry function eBL Desk knows how to check.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Function {
    RequestSurrenderForDelivery,
    TransferPossession,
    CreateEnvelope,
}

impl Function {
    pub const ALL: [Function; 3] = [
        Function::RequestSurrenderForDelivery,
        Function::TransferPossession,
        Function::CreateEnvelope,
    ];

    /// The function's signature text (what the selector hashes).
    pub fn signature(self) -> &'static str {
        match self {
            Function::RequestSurrenderForDelivery => REQUEST_SURRENDER_SIGNATURE,
            Function::TransferPossession => TRANSFER_POSSESSION_SIGNATURE,
            Function::CreateEnvelope => CREATE_ENVELOPE_SIGNATURE,
        }
    }

    /// The function's name without its parameter list.
    pub fn name(self) -> &'static str {
        let sig = self.signature();
        sig.split('(').next().unwrap_or(sig)
    }

    /// The 4-byte selector: the first 4 bytes of keccak256 of the signature text.
    pub fn selector(self) -> [u8; 4] {
        selector(self.signature())
    }

    /// The eBL operation of the interface this function performs (`None` for envelopes).
    pub fn operation(self) -> Option<&'static str> {
        match self {
            Function::RequestSurrenderForDelivery => Some("REQUEST_SURRENDER_FOR_DELIVERY"),
            Function::TransferPossession => Some("TRANSFER_POSSESSION"),
            Function::CreateEnvelope => None,
        }
    }

    /// The function for an eBL operation of the interface.
    pub fn for_operation(operation: &str) -> Option<Function> {
        Function::ALL
            .into_iter()
            .find(|f| f.operation() == Some(operation.trim()))
    }

    fn from_selector(bytes: [u8; 4]) -> Option<Function> {
        Function::ALL.into_iter().find(|f| f.selector() == bytes)
    }

    fn words(self) -> usize {
        match self {
            Function::CreateEnvelope => 4,
            _ => 3,
        }
    }
}

/// An eBL action call: surrender request or possession transfer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EblCall {
    pub function: Function,
    pub ebl_id: Uuid,
    pub title_id: Uuid,
    pub target_inbox: Uuid,
}

/// An envelope creation call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EnvelopeCall {
    pub envelope_id: Uuid,
    pub document_token_id: Uuid,
    /// `None` when the word is zero (an Egypt ACI envelope has no recipient inbox).
    pub recipient_inbox: Option<Uuid>,
    pub documents_hash: [u8; 32],
}

/// A decoded `transactionData`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Call {
    Ebl(EblCall),
    Envelope(EnvelopeCall),
}

impl Call {
    pub fn function(&self) -> Function {
        match self {
            Call::Ebl(c) => c.function,
            Call::Envelope(_) => Function::CreateEnvelope,
        }
    }

    /// The ABI encoding of this call (what a service puts in `transactionData`).
    pub fn encode(&self) -> Vec<u8> {
        match self {
            Call::Ebl(c) => encode(
                c.function,
                &[
                    uuid_word(&c.ebl_id),
                    uuid_word(&c.title_id),
                    uuid_word(&c.target_inbox),
                ],
            ),
            Call::Envelope(c) => encode(
                Function::CreateEnvelope,
                &[
                    uuid_word(&c.envelope_id),
                    uuid_word(&c.document_token_id),
                    c.recipient_inbox.map(|r| uuid_word(&r)).unwrap_or([0; 32]),
                    c.documents_hash,
                ],
            ),
        }
    }
}

/// Decodes `transactionData` into one of the calls eBL Desk signs. Every refusal is a
/// `sign.mismatch` naming `transactionData` or the word that is wrong.
pub fn decode(data: &[u8]) -> Result<Call, Error> {
    let Some((selector_bytes, rest)) = data.split_first_chunk::<4>() else {
        return Err(refused(
            "transactionData",
            "a 4-byte selector and 32-byte words",
            format!("{} bytes", data.len()),
        ));
    };
    let function = Function::from_selector(*selector_bytes).ok_or_else(|| {
        refused(
            "function",
            "requestSurrenderForDelivery, transferPossession or createEnvelope",
            format!("selector 0x{}", hex::encode(selector_bytes)),
        )
    })?;
    let expected_len = function.words() * 32;
    if rest.len() != expected_len {
        return Err(refused(
            "transactionData",
            format!(
                "{} bytes after the selector of {}",
                expected_len,
                function.name()
            ),
            format!("{} bytes", rest.len()),
        ));
    }
    let word = |i: usize| -> [u8; 32] {
        let mut w = [0u8; 32];
        w.copy_from_slice(&rest[i * 32..(i + 1) * 32]);
        w
    };
    Ok(match function {
        Function::CreateEnvelope => {
            let recipient = word(2);
            Call::Envelope(EnvelopeCall {
                envelope_id: word_uuid("envelopeId", &word(0))?,
                document_token_id: word_uuid("documentTokenId", &word(1))?,
                recipient_inbox: if recipient == [0u8; 32] {
                    None
                } else {
                    Some(word_uuid("recipientInbox", &recipient)?)
                },
                documents_hash: word(3),
            })
        }
        function => Call::Ebl(EblCall {
            function,
            ebl_id: word_uuid("eblId", &word(0))?,
            title_id: word_uuid("titleId", &word(1))?,
            target_inbox: word_uuid("targetInbox", &word(2))?,
        }),
    })
}

/// Decodes hex `transactionData` (optional `0x`).
pub fn decode_hex(data: &str) -> Result<Call, Error> {
    let bytes = crate::hexutil::decode("transactionData", data)
        .map_err(|_| refused("transactionData", "hex bytes", "text that is not hex"))?;
    decode(&bytes)
}

/// `keccak256(sha256(document 1) ‖ … ‖ sha256(document N))`, in upload order: the
/// `documentsHash` word of an envelope creation call.
pub fn documents_hash(document_sha256s: &[[u8; 32]]) -> [u8; 32] {
    let mut input = Vec::with_capacity(document_sha256s.len() * 32);
    for digest in document_sha256s {
        input.extend_from_slice(digest);
    }
    keccak256(&input)
}

/// A 4-byte ABI selector for a function signature text.
pub fn selector(signature: &str) -> [u8; 4] {
    let hash = keccak256(signature.as_bytes());
    [hash[0], hash[1], hash[2], hash[3]]
}

/// A UUID as an ABI `bytes32` word (16 zero bytes, then the UUID's 16 bytes).
pub fn uuid_word(id: &Uuid) -> [u8; 32] {
    let mut word = [0u8; 32];
    word[16..].copy_from_slice(id.as_bytes());
    word
}

/// Selector followed by the words.
pub fn encode(function: Function, words: &[[u8; 32]]) -> Vec<u8> {
    let mut out = function.selector().to_vec();
    for word in words {
        out.extend_from_slice(word);
    }
    out
}

fn word_uuid(field: &'static str, word: &[u8; 32]) -> Result<Uuid, Error> {
    let (high, low) = word.split_at(16);
    if high.iter().any(|b| *b != 0) {
        return Err(refused(
            field,
            "a UUID (16 zero bytes, then 16 bytes)",
            format!("0x{}", hex::encode(word)),
        ));
    }
    let mut bytes = [0u8; 16];
    bytes.copy_from_slice(low);
    Ok(Uuid::from_bytes(bytes))
}

fn refused(field: &'static str, expected: impl Into<String>, got: impl Into<String>) -> Error {
    Error::Mismatch {
        field,
        expected: expected.into(),
        got: got.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn field_of(r: Result<Call, Error>) -> &'static str {
        match r {
            Err(Error::Mismatch { field, .. }) => field,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    fn transfer() -> EblCall {
        EblCall {
            function: Function::TransferPossession,
            ebl_id: Uuid::from_u128(0x1111),
            title_id: Uuid::from_u128(0x2222),
            target_inbox: Uuid::from_u128(0x3333),
        }
    }

    #[test]
    fn selectors_are_the_first_four_bytes_of_the_signature_hash() {
        // Independent vector: the ERC-20 transfer selector everyone knows.
        assert_eq!(
            selector("transfer(address,uint256)"),
            [0xa9, 0x05, 0x9c, 0xbb]
        );
        for f in Function::ALL {
            assert_eq!(f.selector(), keccak256(f.signature().as_bytes())[..4]);
        }
        let distinct: std::collections::HashSet<_> =
            Function::ALL.iter().map(|f| f.selector()).collect();
        assert_eq!(distinct.len(), 3);
    }

    #[test]
    fn an_ebl_call_round_trips_with_its_byte_layout() {
        let call = Call::Ebl(transfer());
        let bytes = call.encode();
        assert_eq!(bytes.len(), 4 + 3 * 32);
        assert_eq!(bytes[..4], Function::TransferPossession.selector());
        // eblId word: 16 zero bytes, then the UUID.
        assert_eq!(bytes[4..20], [0u8; 16]);
        assert_eq!(bytes[20..36], *Uuid::from_u128(0x1111).as_bytes());
        assert_eq!(decode(&bytes).unwrap(), call);
        assert_eq!(
            decode_hex(&format!("0x{}", hex::encode(&bytes))).unwrap(),
            call
        );
    }

    #[test]
    fn an_envelope_call_with_no_recipient_decodes_to_none() {
        let call = Call::Envelope(EnvelopeCall {
            envelope_id: Uuid::from_u128(7),
            document_token_id: Uuid::from_u128(8),
            recipient_inbox: None,
            documents_hash: documents_hash(&[[1; 32], [2; 32]]),
        });
        let bytes = call.encode();
        assert_eq!(bytes[4 + 64..4 + 96], [0u8; 32]);
        assert_eq!(decode(&bytes).unwrap(), call);
    }

    #[test]
    fn documents_hash_is_keccak_of_the_concatenated_digests_in_order() {
        let mut input = vec![1u8; 32];
        input.extend_from_slice(&[2u8; 32]);
        assert_eq!(documents_hash(&[[1; 32], [2; 32]]), keccak256(&input));
        assert_ne!(
            documents_hash(&[[1; 32], [2; 32]]),
            documents_hash(&[[2; 32], [1; 32]])
        );
    }

    #[test]
    fn operations_map_to_functions_and_back() {
        assert_eq!(
            Function::for_operation("TRANSFER_POSSESSION"),
            Some(Function::TransferPossession)
        );
        assert_eq!(
            Function::for_operation("REQUEST_SURRENDER_FOR_DELIVERY"),
            Some(Function::RequestSurrenderForDelivery)
        );
        assert_eq!(Function::for_operation("SEND_AS_COPY"), None);
        assert_eq!(Function::CreateEnvelope.operation(), None);
    }

    #[test]
    fn malformed_calls_are_refused_by_field() {
        let good = Call::Ebl(transfer()).encode();

        let mut other = good.clone();
        other[..4].copy_from_slice(&selector("approve(address,uint256)"));
        assert_eq!(field_of(decode(&other)), "function");

        assert_eq!(field_of(decode(&good[..good.len() - 1])), "transactionData");
        let mut longer = good.clone();
        longer.push(0);
        assert_eq!(field_of(decode(&longer)), "transactionData");
        let mut extra_word = good.clone();
        extra_word.extend_from_slice(&[0u8; 32]);
        assert_eq!(field_of(decode(&extra_word)), "transactionData");
        assert_eq!(field_of(decode(&good[..3])), "transactionData");
        assert_eq!(field_of(decode(&[])), "transactionData");

        let mut dirty_high = good.clone();
        dirty_high[4 + 32 * 2] = 1; // targetInbox's high half
        assert_eq!(field_of(decode(&dirty_high)), "targetInbox");
        let mut dirty_ebl = good.clone();
        dirty_ebl[4] = 0xff;
        assert_eq!(field_of(decode(&dirty_ebl)), "eblId");

        assert_eq!(field_of(decode_hex("0xnothex")), "transactionData");
    }

    #[test]
    fn refusals_are_sign_mismatch() {
        let err = decode(&[1, 2, 3, 4]).unwrap_err();
        assert_eq!(err.code(), "sign.mismatch");
    }
}
