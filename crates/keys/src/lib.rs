//! tdx-keys: blockchain keys (generate, import, keystore v3), EIP-191 signing, the signing
//! guard, and secret storage in the OS keyring.

pub mod sensitive;

pub use sensitive::Sensitive;
