//! Answers that do not go through serde, typed so that the IPC contract (build/contract.rs) can
//! read what they hold from a command's signature.

use std::marker::PhantomData;

use tauri::ipc::{InvokeResponseBody, IpcResponse};

/// JSON of a `T` as it was already written (e.g. kept by the desk): sent as is, neither parsed
/// nor written again. The window receives a `T`.
pub struct Json<T> {
    json: String,
    of: PhantomData<fn() -> T>,
}

impl<T> Json<T> {
    /// `json` must be the serialization of a `T`.
    pub fn new(json: String) -> Self {
        Self {
            json,
            of: PhantomData,
        }
    }
}

impl<T> IpcResponse for Json<T> {
    fn body(self) -> tauri::Result<InvokeResponseBody> {
        Ok(InvokeResponseBody::Json(self.json))
    }
}

/// Raw bytes (e.g. a PNG page), sent as binary, not as a JSON array. The window receives
/// `RawBytes` (ui/src/api/commands.ts).
pub struct Bytes(Vec<u8>);

impl Bytes {
    pub fn new(bytes: impl Into<Vec<u8>>) -> Self {
        Self(bytes.into())
    }
}

impl IpcResponse for Bytes {
    fn body(self) -> tauri::Result<InvokeResponseBody> {
        Ok(InvokeResponseBody::Raw(self.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pre_serialized_json_is_sent_as_written() {
        let json = r#"{"rows":[],"kept":true}"#.to_owned();
        match Json::<()>::new(json.clone()).body() {
            Ok(InvokeResponseBody::Json(sent)) => assert_eq!(sent, json),
            _ => panic!("not sent as the JSON it was given"),
        }
    }

    #[test]
    fn bytes_are_sent_raw() {
        match Bytes::new(vec![0x89, b'P', b'N', b'G']).body() {
            Ok(InvokeResponseBody::Raw(sent)) => assert_eq!(sent, [0x89, b'P', b'N', b'G']),
            _ => panic!("not sent as raw bytes"),
        }
    }
}
