//! The signer seam: what signs for the desk, the guard and the journal, whichever kind of key
//! it is — a key read from the OS keyring ([`PrivateKey`]) or a key that never leaves a
//! PKCS#11 module ([`crate::pkcs11::Pkcs11Signer`]). Callers ask for an address and a
//! signature, and a [`KeyKind`] to put on record; they never ask which kind signs.

use std::fmt;

use k256::ecdsa::{RecoveryId, Signature, VerifyingKey};

use crate::address::Address;
use crate::error::{Error, Result};
use crate::hash::eip191_digest;
use crate::key::{PrivateKey, address_of};

/// Something that signs with one secp256k1 key.
///
/// The one primitive is [`Signer::sign_digest`] (an Ethereum signature over 32 bytes already
/// hashed); [`Signer::sign_message`] hashes with EIP-191 first, and [`Signer::sign_hash`]
/// signs a relay hash the way the service expects (EIP-191 `personal_sign` over its 32 raw
/// bytes, as [`PrivateKey::sign_hash`] does).
pub trait Signer: Send + Sync {
    /// The address every signature of this signer recovers to.
    fn address(&self) -> Address;

    /// What kind of key this is, for the journal and the Keys screen.
    fn kind(&self) -> KeyKind;

    /// `r ‖ s ‖ v` over `digest` (no hashing here): `s` low, `v` ∈ {27, 28}, and recovering
    /// it gives [`Signer::address`] — a signer never returns a signature that does not.
    fn sign_digest(&self, digest: &[u8; 32]) -> Result<[u8; 65]>;

    /// Whether a signature can be made now without asking the user anything (a module key
    /// needs a logged-in session and its token present). Checked before anything is put on
    /// record or submitted.
    fn ready(&self) -> Result<()> {
        Ok(())
    }

    /// EIP-191 `personal_sign` over `message`.
    fn sign_message(&self, message: &[u8]) -> Result<[u8; 65]> {
        self.sign_digest(&eip191_digest(message))
    }

    /// EIP-191 `personal_sign` over the 32 raw bytes of a relay `hash`.
    fn sign_hash(&self, hash: &[u8; 32]) -> Result<[u8; 65]> {
        self.sign_message(hash)
    }
}

/// The kind of key that signs, as the journal records it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeyKind {
    /// A key kept in the OS keyring and read into memory for each signature.
    Keyring,
    /// A key held in a PKCS#11 module (HSM, smart card, SoftHSM); it never leaves it.
    Pkcs11 {
        /// The module's library path.
        module: String,
        token_label: String,
        token_serial: String,
        key_label: String,
        /// `CKA_ID`, lowercase hex.
        key_id: String,
    },
}

impl KeyKind {
    /// `keyring` or `pkcs11`.
    pub fn name(&self) -> &'static str {
        match self {
            KeyKind::Keyring => "keyring",
            KeyKind::Pkcs11 { .. } => "pkcs11",
        }
    }

    /// The module's library path, for a module key.
    pub fn module(&self) -> Option<&str> {
        match self {
            KeyKind::Keyring => None,
            KeyKind::Pkcs11 { module, .. } => Some(module),
        }
    }
}

impl fmt::Display for KeyKind {
    /// One line for the journal: `keyring`, or `pkcs11 MODULE token LABEL (SERIAL) key LABEL
    /// (id ID)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeyKind::Keyring => f.write_str("keyring"),
            KeyKind::Pkcs11 {
                module,
                token_label,
                token_serial,
                key_label,
                key_id,
            } => write!(
                f,
                "pkcs11 {module} token {token_label:?} ({token_serial}) key {key_label:?} (id {key_id})"
            ),
        }
    }
}

impl Signer for PrivateKey {
    fn address(&self) -> Address {
        PrivateKey::address(self)
    }

    fn kind(&self) -> KeyKind {
        KeyKind::Keyring
    }

    fn sign_digest(&self, digest: &[u8; 32]) -> Result<[u8; 65]> {
        Ok(self.sign_prehash(digest))
    }

    fn sign_message(&self, message: &[u8]) -> Result<[u8; 65]> {
        Ok(PrivateKey::sign_message(self, message))
    }

    fn sign_hash(&self, hash: &[u8; 32]) -> Result<[u8; 65]> {
        Ok(PrivateKey::sign_hash(self, hash))
    }
}

/// Makes an Ethereum signature of a raw ECDSA signature (`r ‖ s`, 64 bytes, as a module's
/// `CKM_ECDSA` returns it) over `digest`: `s` normalised to the lower half of the order, and
/// the recovery id found by recovering both candidates. `None` unless one of them recovers
/// to `expected` — a malformed or invalid signature, or one by another key, is never turned
/// into something that could be submitted.
pub fn to_recoverable(digest: &[u8; 32], raw: &[u8], expected: &Address) -> Option<[u8; 65]> {
    let signature = Signature::from_slice(raw).ok()?;
    let signature = signature.normalize_s();
    for y_odd in [false, true] {
        let id = RecoveryId::new(y_odd, false);
        let Ok(key) = VerifyingKey::recover_from_prehash(digest, &signature, id) else {
            continue;
        };
        if address_of(&key) == *expected {
            let mut out = [0u8; 65];
            out[..64].copy_from_slice(&signature.to_bytes());
            out[64] = 27 + u8::from(y_odd);
            return Some(out);
        }
    }
    None
}

/// [`to_recoverable`] as a result: [`Error::ModuleBadSignature`] when it is `None`.
pub fn verified(digest: &[u8; 32], raw: &[u8], expected: &Address) -> Result<[u8; 65]> {
    to_recoverable(digest, raw, expected).ok_or(Error::ModuleBadSignature)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::keccak256;

    fn raw_of(key: &PrivateKey, digest: &[u8; 32]) -> [u8; 64] {
        let sig = key.sign_digest(digest).unwrap();
        let mut raw = [0u8; 64];
        raw.copy_from_slice(&sig[..64]);
        raw
    }

    #[test]
    fn a_module_signature_becomes_the_keys_own_ethereum_signature_high_s_or_low() {
        let key = PrivateKey::generate().unwrap();
        for i in 0u32..32 {
            let digest = keccak256(&i.to_be_bytes());
            let raw = raw_of(&key, &digest);
            let expected = Signer::sign_digest(&key, &digest).unwrap();
            assert_eq!(
                to_recoverable(&digest, &raw, &key.address()),
                Some(expected)
            );
            // The same signature with s in the upper half (as many modules return it).
            let sig = Signature::from_slice(&raw).unwrap();
            let (r, s) = sig.split_scalars();
            let high = Signature::from_scalars(r.to_bytes(), (-*s).to_bytes()).unwrap();
            assert_eq!(
                to_recoverable(&digest, &high.to_bytes(), &key.address()),
                Some(expected),
                "high s at {i}"
            );
        }
    }

    #[test]
    fn corrupted_truncated_or_foreign_signatures_are_refused() {
        let key = PrivateKey::generate().unwrap();
        let other = PrivateKey::generate().unwrap();
        let digest = keccak256(b"transfer");
        let raw = raw_of(&key, &digest);
        for byte in [0usize, 17, 31, 32, 45, 63] {
            let mut bad = raw;
            bad[byte] ^= 0x01;
            assert_eq!(
                to_recoverable(&digest, &bad, &key.address()),
                None,
                "byte {byte}"
            );
        }
        assert_eq!(to_recoverable(&digest, &raw[..63], &key.address()), None);
        assert_eq!(to_recoverable(&digest, &[0u8; 64], &key.address()), None);
        assert_eq!(to_recoverable(&digest, &[], &key.address()), None);
        assert_eq!(
            to_recoverable(&digest, &raw_of(&other, &digest), &key.address()),
            None
        );
        assert_eq!(
            to_recoverable(&keccak256(b"other"), &raw, &key.address()),
            None
        );
        assert_eq!(
            verified(&digest, &[7u8; 64], &key.address())
                .unwrap_err()
                .code(),
            "keys.module_bad_signature"
        );
    }

    #[test]
    fn the_keyring_key_signs_through_the_seam_exactly_as_before() {
        let key = PrivateKey::generate().unwrap();
        let signer: &dyn Signer = &key;
        let hash = keccak256(b"relay");
        assert_eq!(signer.sign_hash(&hash).unwrap(), key.sign_hash(&hash));
        assert_eq!(
            signer.sign_message(b"register").unwrap(),
            key.sign_message(b"register")
        );
        assert_eq!(signer.kind(), KeyKind::Keyring);
        assert_eq!(signer.kind().to_string(), "keyring");
        assert!(signer.ready().is_ok());
    }
}
