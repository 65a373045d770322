//! tdx-keys: blockchain keys (generate, import, keystore v3), EIP-191 signing, the signing
//! guard, and secret storage in the OS keyring.

pub mod address;
pub mod call;
pub mod error;
pub mod guard;
pub mod hash;
mod hexutil;
pub mod key;
pub mod keystore;
pub mod pkcs11;
mod scrypt_kdf;
pub mod secret_store;
pub mod signer;

pub use address::Address;
pub use error::{Error, GuardError, Result};
pub use hash::{eip191_digest, keccak256};
pub use key::{
    PrivateKey, parse_hash, parse_signature, recover, recover_message, signature_to_hex,
};
pub use signer::{KeyKind, Signer};
pub use tdx_sensitive::Sensitive;
