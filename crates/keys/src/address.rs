//! Ethereum addresses: 20 bytes, shown with the EIP-55 mixed-case checksum.

use std::fmt;
use std::str::FromStr;

use crate::error::{Error, Result};
use crate::hash::keccak256;
use crate::hexutil;

/// A 20-byte Ethereum address. `Display` prints it EIP-55 checksummed with `0x`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Address(pub [u8; 20]);

impl Address {
    pub fn as_bytes(&self) -> &[u8; 20] {
        &self.0
    }

    /// The EIP-55 checksummed form, e.g. `0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed`.
    pub fn to_checksum(&self) -> String {
        let lower = hex::encode(self.0);
        let digest = keccak256(lower.as_bytes());
        let mut out = String::with_capacity(42);
        out.push_str("0x");
        for (i, c) in lower.chars().enumerate() {
            let nibble = (digest[i / 2] >> (if i % 2 == 0 { 4 } else { 0 })) & 0x0f;
            if c.is_ascii_alphabetic() && nibble >= 8 {
                out.push(c.to_ascii_uppercase());
            } else {
                out.push(c);
            }
        }
        out
    }

    /// `0x` + 40 lowercase hex digits.
    pub fn to_lower_hex(&self) -> String {
        hexutil::encode_0x(&self.0)
    }

    /// Parses 40 hex digits (optional `0x`) ignoring case and checksum. Use this to compare
    /// addresses from a service that may send them in any case.
    pub fn parse_any_case(text: &str) -> Result<Self> {
        let t = hexutil::strip_0x(text.trim());
        if t.len() != 40 {
            return Err(Error::BadAddress(
                text.to_string(),
                "expected 40 hex digits",
            ));
        }
        let bytes = hexutil::decode_fixed::<20>("address", t)
            .map_err(|_| Error::BadAddress(text.to_string(), "not hex"))?;
        Ok(Address(bytes))
    }
}

impl FromStr for Address {
    type Err = Error;

    /// Parses an address; all-lowercase and all-uppercase forms are accepted as they are, a
    /// mixed-case form must carry a correct EIP-55 checksum (a typo is caught, not used).
    fn from_str(text: &str) -> Result<Self> {
        let address = Self::parse_any_case(text)?;
        let digits = hexutil::strip_0x(text.trim());
        let has_lower = digits.chars().any(|c| c.is_ascii_lowercase());
        let has_upper = digits.chars().any(|c| c.is_ascii_uppercase());
        if has_lower && has_upper && hexutil::strip_0x(&address.to_checksum()) != digits {
            return Err(Error::BadAddress(
                text.to_string(),
                "EIP-55 checksum does not match",
            ));
        }
        Ok(address)
    }
}

impl fmt::Display for Address {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_checksum())
    }
}

impl fmt::Debug for Address {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Address({})", self.to_checksum())
    }
}

impl serde::Serialize for Address {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_checksum())
    }
}

impl<'de> serde::Deserialize<'de> for Address {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // The examples of EIP-55 itself.
    const EIP55: [&str; 4] = [
        "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
        "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
        "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
        "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
    ];

    #[test]
    fn checksums_match_the_eip55_examples() {
        for s in EIP55 {
            let a = Address::parse_any_case(&s.to_lowercase()).unwrap();
            assert_eq!(a.to_string(), s);
            assert_eq!(s.parse::<Address>().unwrap(), a);
        }
    }

    #[test]
    fn a_mixed_case_typo_is_rejected_but_lowercase_is_accepted() {
        let bad = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD";
        let err = bad.parse::<Address>().unwrap_err();
        assert_eq!(err.code(), "keys.bad_address");
        assert!(Address::parse_any_case(bad).is_ok());
        assert!(
            "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed"
                .parse::<Address>()
                .is_ok()
        );
        assert!(
            "0x5aaeb6053f3e94c9b9a09f33669435e7ef1bea"
                .parse::<Address>()
                .is_err()
        );
        assert!(
            "0xzzaeb6053f3e94c9b9a09f33669435e7ef1beaed"
                .parse::<Address>()
                .is_err()
        );
    }
}
