//! JSON decoding whose errors name the path that failed (`results[3].parties[0].type`).

use serde::de::DeserializeOwned;

use crate::error::{Error, Result};

/// Decode JSON, reporting the failing path.
pub fn decode_json<T: DeserializeOwned>(bytes: &[u8]) -> Result<T> {
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let value = serde_path_to_error::deserialize(&mut de).map_err(|e| {
        let path = e.path().to_string();
        Error::decode(path, e.into_inner())
    })?;
    de.end().map_err(|e| Error::decode(".", e))?;
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn truncated_and_malformed_json_are_decode_errors() {
        let e =
            decode_json::<serde_json::Value>(br#"{"results": [{"id": "#).expect_err("truncated");
        assert_eq!(e.code(), "decode");
        let e = decode_json::<Vec<u32>>(b"[1, 2] trailing").expect_err("trailing");
        assert_eq!(e.code(), "decode");
        let e = decode_json::<Vec<u32>>(b"<html>").expect_err("html");
        assert!(matches!(e, Error::Decode { .. }));
    }
}
