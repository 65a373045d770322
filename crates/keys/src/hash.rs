//! Keccak-256 and the EIP-191 `personal_sign` digest.

use sha3::{Digest, Keccak256};

/// Keccak-256 (the Ethereum hash, not NIST SHA3-256).
pub fn keccak256(data: &[u8]) -> [u8; 32] {
    let mut hasher = Keccak256::new();
    hasher.update(data);
    hasher.finalize().into()
}

/// The digest that EIP-191 `personal_sign` signs for a message of raw bytes:
/// `keccak256("\x19Ethereum Signed Message:\n" ‖ len(message) ‖ message)`.
pub fn eip191_digest(message: &[u8]) -> [u8; 32] {
    let mut hasher = Keccak256::new();
    hasher.update(b"\x19Ethereum Signed Message:\n");
    hasher.update(message.len().to_string().as_bytes());
    hasher.update(message);
    hasher.finalize().into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keccak_of_empty_input_is_the_known_constant() {
        assert_eq!(
            hex::encode(keccak256(b"")),
            "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"
        );
    }
}
