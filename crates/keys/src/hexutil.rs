//! Hex parsing shared by keys, hashes, signatures and addresses: an optional `0x`/`0X`
//! prefix, surrounding whitespace trimmed, an exact byte length.

use crate::error::{Error, Result};

/// Decodes `text` (trimmed, optional `0x`) into exactly `N` bytes.
pub(crate) fn decode_fixed<const N: usize>(what: &'static str, text: &str) -> Result<[u8; N]> {
    let bytes = decode(what, text)?;
    let len = bytes.len();
    bytes.try_into().map_err(|_| Error::BadHex {
        what,
        reason: format!("expected {N} bytes ({} hex digits), got {len} bytes", N * 2),
    })
}

/// Decodes `text` (trimmed, optional `0x`) into bytes of any length.
pub(crate) fn decode(what: &'static str, text: &str) -> Result<Vec<u8>> {
    let t = strip_0x(text.trim());
    hex::decode(t).map_err(|e| Error::BadHex {
        what,
        reason: match e {
            hex::FromHexError::OddLength => "odd number of hex digits".to_string(),
            hex::FromHexError::InvalidHexCharacter { c, index } => {
                // The character itself is not echoed: the text may be a secret.
                let _ = c;
                format!("non-hex character at position {index}")
            }
            hex::FromHexError::InvalidStringLength => "wrong length".to_string(),
        },
    })
}

pub(crate) fn strip_0x(t: &str) -> &str {
    t.strip_prefix("0x")
        .or_else(|| t.strip_prefix("0X"))
        .unwrap_or(t)
}

/// `0x` followed by lowercase hex.
pub(crate) fn encode_0x(bytes: &[u8]) -> String {
    format!("0x{}", hex::encode(bytes))
}
