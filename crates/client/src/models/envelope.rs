//! Envelope creation (multipart) and its result, snake_case on the wire.

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};
use ts_rs::TS;
use uuid::Uuid;

/// One element of the creation result array.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct EnvelopeCreated {
    pub envelope_id: Uuid,
    pub document_token_id: Uuid,
    pub relayed_transaction: RelayedTransaction,
}

/// `relayed_transaction` of an envelope creation result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct RelayedTransaction {
    pub hash: String,
    #[ts(type = "number")]
    pub relay_nonce: u64,
    pub recipient: String,
    pub relayed_for: String,
    pub transaction_data: String,
}

/// A document to upload: a file on disk and its metadata.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct UploadDocument {
    /// The file on disk; streamed, never read whole into memory.
    #[ts(type = "string")]
    pub path: PathBuf,
    /// The name sent to the service (defaults to the file's name when empty).
    #[serde(default)]
    pub file_name: String,
    /// Short code of the document type (`INV`, `GOO`, ...).
    pub document_type: String,
    /// Shown for standard envelopes only.
    #[serde(default)]
    pub document_id: Option<String>,
    /// Free-text keys and values (`Internal number`, `Release agent`, ...).
    #[serde(default)]
    pub meta_data: BTreeMap<String, String>,
}

impl UploadDocument {
    /// The name the document is uploaded under.
    pub fn upload_name(&self) -> String {
        if !self.file_name.is_empty() {
            return self.file_name.clone();
        }
        self.path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| "document".into())
    }
}

/// Build the `documents_metadata` JSON text: an array of one-key objects, file name → data,
/// with `meta_data` itself a JSON-encoded object.
pub fn documents_metadata(documents: &[UploadDocument]) -> String {
    let items: Vec<serde_json::Value> = documents
        .iter()
        .map(|d| {
            let mut entry = serde_json::Map::new();
            entry.insert("document_type".into(), d.document_type.clone().into());
            if let Some(id) = &d.document_id {
                entry.insert("document_id".into(), id.clone().into());
            }
            if !d.meta_data.is_empty() {
                let text = serde_json::to_string(&d.meta_data).unwrap_or_else(|_| "{}".into());
                entry.insert("meta_data".into(), text.into());
            }
            let mut item = serde_json::Map::new();
            item.insert(d.upload_name(), serde_json::Value::Object(entry));
            serde_json::Value::Object(item)
        })
        .collect();
    serde_json::Value::Array(items).to_string()
}

/// `POST /api/v3/integrations/envelope-standard/`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct StandardEnvelope {
    /// Inbox identifier of the recipient company.
    pub recipient_id: Uuid,
    pub documents: Vec<UploadDocument>,
    #[serde(default)]
    pub company_id: Option<Uuid>,
    #[serde(default)]
    pub inbox_id: Option<Uuid>,
    #[serde(default)]
    pub pay_to_collect: bool,
}

/// `POST /api/v3/integrations/envelope-egypt-aci/`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct EgyptAciEnvelope {
    pub acid_number: String,
    pub documents: Vec<UploadDocument>,
    #[serde(default)]
    pub company_id: Option<Uuid>,
    #[serde(default)]
    pub inbox_id: Option<Uuid>,
}

/// The sandbox's send extension: `{envelope_id, hash, signature}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct EnvelopeSend {
    pub envelope_id: Uuid,
    pub hash: String,
    pub signature: String,
}

/// Upload progress: bytes of file content sent so far out of the total.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct UploadProgress {
    #[ts(type = "number")]
    pub sent: u64,
    #[ts(type = "number")]
    pub total: u64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn documents_metadata_is_an_array_of_one_key_objects_with_json_text_meta_data() {
        let docs = vec![
            UploadDocument {
                path: PathBuf::from("/tmp/x/invoice.pdf"),
                file_name: String::new(),
                document_type: "INV".into(),
                document_id: Some("INV-1".into()),
                meta_data: BTreeMap::from([("Internal number".to_string(), "42".to_string())]),
            },
            UploadDocument {
                path: PathBuf::from("/tmp/x/goods.pdf"),
                file_name: "renamed.pdf".into(),
                document_type: "GOO".into(),
                document_id: None,
                meta_data: BTreeMap::new(),
            },
        ];
        let v: serde_json::Value =
            serde_json::from_str(&documents_metadata(&docs)).expect("valid JSON");
        assert_eq!(v[0]["invoice.pdf"]["document_type"], "INV");
        assert_eq!(v[0]["invoice.pdf"]["document_id"], "INV-1");
        let meta: serde_json::Value = serde_json::from_str(
            v[0]["invoice.pdf"]["meta_data"]
                .as_str()
                .expect("meta_data is text"),
        )
        .expect("meta_data is JSON");
        assert_eq!(meta["Internal number"], "42");
        assert_eq!(v[1]["renamed.pdf"]["document_type"], "GOO");
        assert!(v[1]["renamed.pdf"].get("meta_data").is_none());
        assert_eq!(v[1].as_object().map(|o| o.len()), Some(1));
    }
}
