//! The private key: generate, import from hex, derive the address, sign EIP-191
//! `personal_sign` over a 32-byte hash, and recover the signer of a signature.

use std::fmt;

use k256::ecdsa::{RecoveryId, Signature, SigningKey, VerifyingKey};
use rand::TryRngCore;
use zeroize::Zeroizing;

use crate::Sensitive;
use crate::address::Address;
use crate::error::{Error, Result};
use crate::hash::{eip191_digest, keccak256};
use crate::hexutil;

/// A secp256k1 private key. It has no `Display`, its `Debug` shows only the address, and the
/// underlying scalar is zeroized when it is dropped (k256's `SigningKey` does that).
#[derive(Clone)]
pub struct PrivateKey {
    signing: SigningKey,
    address: Address,
}

impl PrivateKey {
    /// A new key from the operating system's random number generator.
    pub fn generate() -> Result<Self> {
        loop {
            let mut bytes = Zeroizing::new([0u8; 32]);
            rand::rngs::OsRng
                .try_fill_bytes(bytes.as_mut())
                .map_err(|e| Error::Io(format!("the OS random number generator failed: {e}")))?;
            // A random 32-byte string is a valid scalar except with probability ~2^-128.
            if let Ok(key) = Self::from_bytes(&bytes) {
                return Ok(key);
            }
        }
    }

    /// A key from its 32 raw bytes.
    pub fn from_bytes(bytes: &[u8; 32]) -> Result<Self> {
        let signing = SigningKey::from_slice(bytes).map_err(|_| Error::InvalidKey)?;
        let address = address_of(signing.verifying_key());
        Ok(Self { signing, address })
    }

    /// A key from 64 hex digits, with or without `0x`, surrounding whitespace ignored.
    pub fn from_hex(text: &str) -> Result<Self> {
        let bytes = Zeroizing::new(hexutil::decode_fixed::<32>("private key", text)?);
        Self::from_bytes(&bytes)
    }

    /// The 32 raw bytes, for storage in the keyring or a keystore.
    pub fn to_bytes(&self) -> Zeroizing<[u8; 32]> {
        Zeroizing::new(self.signing.to_bytes().into())
    }

    /// `0x` + 64 lowercase hex digits, wrapped so it cannot be printed by accident.
    pub fn to_hex(&self) -> Sensitive<String> {
        Sensitive::new(hexutil::encode_0x(self.to_bytes().as_ref()))
    }

    /// The Ethereum address of this key.
    pub fn address(&self) -> Address {
        self.address
    }

    /// EIP-191 `personal_sign` over `message` (a key registration's text; for a relay hash,
    /// [`sign_hash`](Self::sign_hash) signs its 32 bytes the same way).
    pub fn sign_message(&self, message: &[u8]) -> [u8; 65] {
        self.sign_prehash(&eip191_digest(message))
    }

    /// `r ‖ s ‖ v` over a 32-byte digest already hashed (low `s`, `v` ∈ {27, 28}).
    pub(crate) fn sign_prehash(&self, digest: &[u8; 32]) -> [u8; 65] {
        let (signature, recovery_id) = self.signing.sign_prehash_recoverable(digest);
        let mut out = [0u8; 65];
        out[..64].copy_from_slice(&signature.to_bytes());
        out[64] = 27 + u8::from(recovery_id.is_y_odd());
        out
    }

    /// EIP-191 `personal_sign` over the 32 raw bytes of `hash` (not over its hex text):
    /// 65 bytes `r ‖ s ‖ v`, `s` in the lower half of the order, `v` ∈ {27, 28}.
    pub fn sign_hash(&self, hash: &[u8; 32]) -> [u8; 65] {
        self.sign_message(hash)
    }
}

impl fmt::Debug for PrivateKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PrivateKey(<redacted>, address {})", self.address)
    }
}

pub(crate) fn address_of(key: &VerifyingKey) -> Address {
    let point = key.to_sec1_point(false);
    let bytes = point.as_bytes();
    // Uncompressed SEC1: 0x04 ‖ X (32) ‖ Y (32); the address is the last 20 bytes of
    // keccak256(X ‖ Y).
    let digest = keccak256(&bytes[1..]);
    let mut address = [0u8; 20];
    address.copy_from_slice(&digest[12..]);
    Address(address)
}

/// The address that signed `hash` with EIP-191 `personal_sign`. `v` may be 27/28 or 0/1.
pub fn recover(hash: &[u8; 32], signature: &[u8; 65]) -> Result<Address> {
    recover_message(hash, signature)
}

/// The address that signed `message` with EIP-191 `personal_sign` (what
/// [`PrivateKey::sign_message`] makes). `v` may be 27/28 or 0/1.
pub fn recover_message(message: &[u8], signature: &[u8; 65]) -> Result<Address> {
    let v = signature[64];
    let y_odd = match v {
        27 | 28 => v - 27,
        0 | 1 => v,
        _ => return Err(Error::BadSignature("v must be 27, 28, 0 or 1")),
    };
    let sig = Signature::from_slice(&signature[..64])
        .map_err(|_| Error::BadSignature("r or s is out of range"))?;
    let recovery_id = RecoveryId::new(y_odd == 1, false);
    let digest = eip191_digest(message);
    let key = VerifyingKey::recover_from_prehash(&digest, &sig, recovery_id)
        .map_err(|_| Error::BadSignature("does not recover to a public key"))?;
    Ok(address_of(&key))
}

/// Parses a 32-byte hash from hex (`0x` optional).
pub fn parse_hash(text: &str) -> Result<[u8; 32]> {
    hexutil::decode_fixed::<32>("hash", text)
}

/// Parses a 65-byte signature from hex (`0x` optional).
pub fn parse_signature(text: &str) -> Result<[u8; 65]> {
    hexutil::decode_fixed::<65>("signature", text)
}

/// `0x` + 130 hex digits, the form the service expects.
pub fn signature_to_hex(signature: &[u8; 65]) -> String {
    hexutil::encode_0x(signature)
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &str = "4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318";

    #[test]
    fn known_key_gives_known_address() {
        // The example account of the web3.js / eth-account documentation.
        let key = PrivateKey::from_hex(KEY).unwrap();
        assert_eq!(
            key.address().to_string(),
            "0x2c7536E3605D9C16a7a3D7b1898e529396a65c23"
        );
    }

    #[test]
    fn import_accepts_prefix_and_whitespace_and_rejects_bad_input_clearly() {
        let a = PrivateKey::from_hex(KEY).unwrap().address();
        assert_eq!(
            PrivateKey::from_hex(&format!("  0x{KEY}\n"))
                .unwrap()
                .address(),
            a
        );
        assert_eq!(
            PrivateKey::from_hex(&KEY.to_uppercase()).unwrap().address(),
            a
        );
        let short = PrivateKey::from_hex(&KEY[..62]).unwrap_err();
        assert_eq!(short.code(), "keys.bad_hex");
        assert!(short.to_string().contains("expected 32 bytes"), "{short}");
        let bad_char = PrivateKey::from_hex(&format!("{}zz", &KEY[..62])).unwrap_err();
        assert_eq!(bad_char.code(), "keys.bad_hex");
        let zero = PrivateKey::from_hex(&"0".repeat(64)).unwrap_err();
        assert_eq!(zero.code(), "keys.invalid_key");
        let order = "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141";
        assert_eq!(
            PrivateKey::from_hex(order).unwrap_err().code(),
            "keys.invalid_key"
        );
    }

    #[test]
    fn generated_keys_differ_and_sign_verifiably() {
        let a = PrivateKey::generate().unwrap();
        let b = PrivateKey::generate().unwrap();
        assert_ne!(a.address(), b.address());
        let hash = keccak256(b"generated");
        let sig = a.sign_hash(&hash);
        assert_eq!(recover(&hash, &sig).unwrap(), a.address());
    }

    #[test]
    fn a_text_message_signs_and_recovers_as_eth_account_does() {
        // eth-account's documented example: sign_message(encode_defunct(text="I♥SF")).
        let key = PrivateKey::from_hex(
            "b25c7db31feed9122727bf0939dc769a96564b2de4c4726d035b36ecf1e5b364",
        )
        .unwrap();
        let expected = "0xe6ca9bba58c88611fad66a6ce8f996908195593807c4b38bd528d2cff09d4eb3\
                        3e5bfbbf4d3e39b1a2fd816a7680c19ebebaf3a141b239934ad43cb33fcec8ce1c";
        let sig = key.sign_message("I♥SF".as_bytes());
        assert_eq!(signature_to_hex(&sig), expected);
        assert_eq!(
            recover_message("I♥SF".as_bytes(), &sig).unwrap(),
            key.address()
        );
        assert_ne!(
            recover_message("I♥NY".as_bytes(), &sig).ok(),
            Some(key.address())
        );
    }

    #[test]
    fn signatures_are_low_s_with_v_27_or_28_and_recover_with_either_v_form() {
        let key = PrivateKey::from_hex(KEY).unwrap();
        let half_order =
            hex::decode("7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0")
                .unwrap();
        for i in 0u32..64 {
            let hash = keccak256(&i.to_be_bytes());
            let sig = key.sign_hash(&hash);
            assert!(sig[64] == 27 || sig[64] == 28);
            assert!(sig[32..64] <= half_order[..], "high s at {i}");
            assert_eq!(recover(&hash, &sig).unwrap(), key.address());
            let mut zero_one = sig;
            zero_one[64] -= 27;
            assert_eq!(recover(&hash, &zero_one).unwrap(), key.address());
        }
    }

    #[test]
    fn a_changed_hash_or_bad_v_does_not_recover_the_signer() {
        let key = PrivateKey::from_hex(KEY).unwrap();
        let hash = keccak256(b"x");
        let sig = key.sign_hash(&hash);
        let other = keccak256(b"y");
        assert_ne!(recover(&other, &sig).ok(), Some(key.address()));
        let mut bad_v = sig;
        bad_v[64] = 29;
        assert_eq!(
            recover(&hash, &bad_v).unwrap_err().code(),
            "sign.bad_signature"
        );
        let mut zero_r = sig;
        zero_r[..32].fill(0);
        assert_eq!(
            recover(&hash, &zero_r).unwrap_err().code(),
            "sign.bad_signature"
        );
    }

    #[test]
    fn debug_never_shows_the_key() {
        let key = PrivateKey::from_hex(KEY).unwrap();
        let shown = format!("{key:?} {}", key.to_hex());
        assert!(!shown.to_lowercase().contains(&KEY[..16]), "{shown}");
        assert!(shown.contains("<redacted>"));
        assert_eq!(key.to_hex().expose(), &format!("0x{KEY}"));
    }
}
