//! Keccak hashing, Ethereum addresses (EIP-55), EIP-191 signatures and the relay hash scheme.
//!
//! A second implementation, on purpose: tdx-keys does the same for the app, and the sandbox does
//! not use it. The sandbox is the counterparty the app's signatures and hashes are checked against
//! in every test; were it to call tdx-keys, a bug in tdx-keys's hashing or address encoding would
//! be mirrored here and every test would still pass. Keep the two independent: do not make this
//! module call tdx-keys, nor tdx-keys call this one.

use k256::ecdsa::{RecoveryId, Signature, SigningKey, VerifyingKey};
use sha3::{Digest, Keccak256};
use uuid::Uuid;

/// Keccak-256 of `data`.
pub fn keccak256(data: &[u8]) -> [u8; 32] {
    let mut hasher = Keccak256::new();
    hasher.update(data);
    hasher.finalize().into()
}

/// The 20-byte address of a public key.
pub fn address_of(key: &VerifyingKey) -> [u8; 20] {
    let point = key.to_sec1_point(false);
    let bytes = point.as_bytes();
    let hash = keccak256(bytes.get(1..).unwrap_or_default());
    let mut out = [0u8; 20];
    out.copy_from_slice(&hash[12..]);
    out
}

/// EIP-55 mixed-case checksummed form of an address, with `0x`.
pub fn checksum_address(address: &[u8; 20]) -> String {
    let lower = hex::encode(address);
    let hash = keccak256(lower.as_bytes());
    let mut out = String::with_capacity(42);
    out.push_str("0x");
    for (i, c) in lower.chars().enumerate() {
        let nibble = (hash[i / 2] >> (if i % 2 == 0 { 4 } else { 0 })) & 0x0f;
        if c.is_ascii_alphabetic() && nibble >= 8 {
            out.push(c.to_ascii_uppercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// Parses a `0x`-prefixed 40-hex-digit address (any case).
pub fn parse_address(text: &str) -> Option<[u8; 20]> {
    let hex_part = text
        .strip_prefix("0x")
        .or_else(|| text.strip_prefix("0X"))?;
    if hex_part.len() != 40 {
        return None;
    }
    let bytes = hex::decode(hex_part).ok()?;
    bytes.try_into().ok()
}

/// A deterministic secp256k1 key derived from a seed text (demo world keys).
pub fn key_from_seed(seed: &str) -> SigningKey {
    let mut material = keccak256(seed.as_bytes());
    loop {
        if let Ok(key) = SigningKey::from_slice(&material) {
            return key;
        }
        material = keccak256(&material);
    }
}

/// A fresh random secp256k1 key.
pub fn random_key() -> SigningKey {
    loop {
        let bytes: [u8; 32] = rand::random();
        if let Ok(key) = SigningKey::from_slice(&bytes) {
            return key;
        }
    }
}

/// The EIP-191 `personal_sign` digest of a message.
pub fn eip191_digest(message: &[u8]) -> [u8; 32] {
    let mut data = format!("\x19Ethereum Signed Message:\n{}", message.len()).into_bytes();
    data.extend_from_slice(message);
    keccak256(&data)
}

/// Signs `message` the way `personal_sign` does: 65 bytes r‖s‖v with v ∈ {27, 28}, hex with 0x.
pub fn personal_sign(key: &SigningKey, message: &[u8]) -> String {
    let digest = eip191_digest(message);
    let (signature, recovery) = key.sign_prehash_recoverable(&digest);
    let mut bytes = signature.to_bytes().to_vec();
    bytes.push(27 + (recovery.to_byte() & 1));
    format!("0x{}", hex::encode(bytes))
}

/// Why a signature does not verify.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SignatureProblem {
    Malformed,
    WrongSigner,
}

/// Recovers the signer of an EIP-191 signature over `message`.
pub fn recover_personal(message: &[u8], signature_hex: &str) -> Result<[u8; 20], SignatureProblem> {
    let hex_part = signature_hex
        .strip_prefix("0x")
        .or_else(|| signature_hex.strip_prefix("0X"))
        .unwrap_or(signature_hex);
    let bytes = hex::decode(hex_part).map_err(|_| SignatureProblem::Malformed)?;
    if bytes.len() != 65 {
        return Err(SignatureProblem::Malformed);
    }
    let v = bytes[64];
    let recovery = match v {
        0 | 1 => v,
        27 | 28 => v - 27,
        _ => return Err(SignatureProblem::Malformed),
    };
    let signature = Signature::from_slice(&bytes[..64]).map_err(|_| SignatureProblem::Malformed)?;
    let recovery = RecoveryId::from_byte(recovery).ok_or(SignatureProblem::Malformed)?;
    let digest = eip191_digest(message);
    let key = VerifyingKey::recover_from_prehash(&digest, &signature, recovery)
        .map_err(|_| SignatureProblem::WrongSigner)?;
    Ok(address_of(&key))
}

/// Verifies that `signature_hex` is an EIP-191 signature of `message` by `expected`.
pub fn verify_personal(
    message: &[u8],
    signature_hex: &str,
    expected: &[u8; 20],
) -> Result<(), SignatureProblem> {
    let signer = recover_personal(message, signature_hex)?;
    if &signer == expected {
        Ok(())
    } else {
        Err(SignatureProblem::WrongSigner)
    }
}

/// `keccak256(recipient ‖ relayedFor ‖ uint256(relayNonce) ‖ keccak256(transactionData))`.
pub fn relay_hash(
    recipient: &[u8; 20],
    relayed_for: &[u8; 20],
    nonce: u64,
    transaction_data: &[u8],
) -> [u8; 32] {
    let mut data = Vec::with_capacity(104);
    data.extend_from_slice(recipient);
    data.extend_from_slice(relayed_for);
    let mut word = [0u8; 32];
    word[24..].copy_from_slice(&nonce.to_be_bytes());
    data.extend_from_slice(&word);
    data.extend_from_slice(&keccak256(transaction_data));
    keccak256(&data)
}

/// Compares two secrets in time that depends only on their lengths, not on where they differ
/// (passwords, client secrets: a timing difference must not reveal a matching prefix).
pub fn ct_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// A 4-byte ABI selector for a function signature.
pub fn selector(signature: &str) -> [u8; 4] {
    let hash = keccak256(signature.as_bytes());
    [hash[0], hash[1], hash[2], hash[3]]
}

/// A UUID as an ABI `bytes32` word (16 bytes, right-aligned).
pub fn uuid_word(id: &Uuid) -> [u8; 32] {
    let mut word = [0u8; 32];
    word[16..].copy_from_slice(id.as_bytes());
    word
}

/// An ABI-encoded call: selector followed by 32-byte words.
pub fn abi_call(signature: &str, words: &[[u8; 32]]) -> Vec<u8> {
    let mut out = selector(signature).to_vec();
    for word in words {
        out.extend_from_slice(word);
    }
    out
}

/// `0x`-prefixed lowercase hex.
pub fn hex0x(bytes: &[u8]) -> String {
    format!("0x{}", hex::encode(bytes))
}

/// Decodes `0x`-prefixed hex.
pub fn unhex0x(text: &str) -> Option<Vec<u8>> {
    let part = text
        .strip_prefix("0x")
        .or_else(|| text.strip_prefix("0X"))?;
    hex::decode(part).ok()
}

/// The address (EIP-55) of a signing key.
pub fn key_address(key: &SigningKey) -> String {
    checksum_address(&address_of(key.verifying_key()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ct_eq_is_plain_equality() {
        assert!(ct_eq("s3cret", "s3cret"));
        assert!(!ct_eq("s3cret", "s3creT"));
        assert!(!ct_eq("s3cret", "s3cre"));
        assert!(!ct_eq("", "x"));
        assert!(ct_eq("", ""));
    }

    #[test]
    fn eip55_matches_the_reference_vectors() {
        // Vectors from EIP-55.
        for expected in [
            "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
            "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
            "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
        ] {
            let parsed = parse_address(expected).unwrap();
            assert_eq!(checksum_address(&parsed), expected);
        }
    }

    #[test]
    fn known_private_key_gives_known_address() {
        // Private key 1 → well-known address.
        let mut bytes = [0u8; 32];
        bytes[31] = 1;
        let key = SigningKey::from_slice(&bytes).unwrap();
        assert_eq!(
            key_address(&key),
            "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf"
        );
    }

    #[test]
    fn signature_round_trip_and_tamper() {
        let key = key_from_seed("test");
        let address = address_of(key.verifying_key());
        let message = keccak256(b"hello");
        let sig = personal_sign(&key, &message);
        assert!(verify_personal(&message, &sig, &address).is_ok());
        let other = keccak256(b"other");
        assert_eq!(
            verify_personal(&other, &sig, &address),
            Err(SignatureProblem::WrongSigner)
        );
        assert_eq!(
            verify_personal(&message, "0x1234", &address),
            Err(SignatureProblem::Malformed)
        );
        // v as 0/1 is accepted too.
        let mut raw = unhex0x(&sig).unwrap();
        raw[64] -= 27;
        assert!(verify_personal(&message, &hex0x(&raw), &address).is_ok());
    }
}
