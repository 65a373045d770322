//! What the envelope builder edits and shows: a draft (kept in the local store as it is
//! edited), its documents, the problems found before an upload, and what was added by a drop.

use serde::{Deserialize, Serialize};
use tdx_client::models::EnvelopeCreated;
use ts_rs::TS;

/// The two kinds of envelope the service creates.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub enum EnvelopeKind {
    /// To a recipient inbox; each document has an id.
    #[default]
    Standard,
    /// To Egyptian customs, by ACID number.
    EgyptAci,
}

/// One key/value row of a document's metadata, in the order the user typed them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct MetaEntry {
    pub key: String,
    pub value: String,
}

/// One file of a draft and how the user described it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase", default)]
#[ts(export)]
pub struct DraftDocument {
    /// Absolute path of the file; it is streamed from there at upload.
    pub path: String,
    /// The name the document is uploaded under (the file's name unless the user changed it).
    pub file_name: String,
    /// Size in bytes when the file was added.
    #[ts(type = "number")]
    pub size: u64,
    /// `application/pdf`, `image/png`, ... from the file's extension.
    pub media_type: String,
    /// Short code (`INV`, `GOO`, ...).
    pub document_type: String,
    /// Required for standard envelopes; not sent for Egypt ACI.
    pub document_id: String,
    /// Rows with an empty key are ignored.
    pub metadata: Vec<MetaEntry>,
}

/// The result of creating the envelope on the service: what is left is to sign and send it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct UploadedEnvelope {
    pub created: Vec<EnvelopeCreated>,
    /// Milliseconds since the Unix epoch.
    #[ts(type = "number")]
    pub uploaded_at: i64,
    /// keccak256 of the documents' sha256 digests (hex), computed by the app from the bytes it
    /// streamed: what the signing guard compares the service's `documentsHash` with. Absent
    /// for an upload made by a version that did not compute it.
    #[serde(default)]
    #[ts(optional)]
    pub documents_hash: Option<String>,
    /// The sha256 (hex) of each document's bytes as they were streamed, in the draft's order:
    /// the document check recorded with the send is of these bytes, not of the files as they
    /// are on disk at the send. Absent for an upload made by a version that did not keep them.
    #[serde(default)]
    #[ts(optional)]
    pub documents_sha256: Option<Vec<String>>,
}

/// An envelope being put together. Saved as it is edited; survives a restart.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase", default)]
#[ts(export)]
pub struct Draft {
    pub id: String,
    pub kind: EnvelopeKind,
    /// Standard: the recipient's inbox id as typed or picked.
    pub recipient_inbox: String,
    /// Standard: the recipient's name when picked from contacts or the directory.
    pub recipient_name: String,
    /// Standard: sent as `True`/`False`.
    pub pay_to_collect: bool,
    /// Egypt ACI: 19 digits.
    pub acid_number: String,
    /// Acting for another company (optional).
    pub company_id: String,
    /// Sending from another inbox (optional).
    pub inbox_id: String,
    pub documents: Vec<DraftDocument>,
    /// Set once the envelope was created on the service; cleared by any edit.
    pub uploaded: Option<UploadedEnvelope>,
    /// The `Idempotency-Key` of this content's upload, kept (in the store) before the first
    /// byte is sent: a repeat after a lost answer gets the envelope created the first time.
    /// Cleared by any edit. Never shown to the window.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(skip)]
    pub upload_key: Option<String>,
    /// Milliseconds since the Unix epoch (set by the store).
    #[ts(type = "number")]
    pub updated_at: i64,
    /// The eBL the envelope's documents are checked against (its id), when the user linked
    /// one. Changed only by `link_ebl` (the link command): a save from the window keeps the
    /// stored link. Absent in drafts saved before links existed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub ebl_id: Option<String>,
    /// The documentary credit the presentation must comply with, when the user imported one
    /// (at most one: its MT700 and its MT707 amendments in order). Changed only by the credit
    /// commands (`draft_check::credit`): a save from the window keeps the stored one. Absent in
    /// drafts saved before credits existed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub credit: Option<DraftCredit>,
}

/// The credit kept with a draft: the texts as imported and the credit they make.
#[derive(Debug, Clone, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct DraftCredit {
    /// The MT700 (MT710, MT720) text as imported, then each MT707's, in the order applied.
    pub texts: Vec<String>,
    /// The credit as read from `texts`, amendments applied.
    pub credit: tdx_credit::Credit,
    /// SHA-256 (hex) of `texts` in order ([`tdx_credit::text_hash`]): the credit's hash on
    /// record.
    pub hash: String,
    /// Milliseconds since the Unix epoch of the last import.
    #[ts(type = "number")]
    pub imported_at: i64,
}

/// Two credits are the same when made from the same texts (the credit is read from them).
impl PartialEq for DraftCredit {
    fn eq(&self, other: &Self) -> bool {
        self.texts == other.texts
            && self.hash == other.hash
            && self.imported_at == other.imported_at
    }
}

impl Eq for DraftCredit {}

impl Draft {
    /// Whether two drafts describe the same envelope (ignoring upload state and time, and the
    /// eBL and the credit it is checked against: they change nothing the service is sent).
    pub fn same_content(&self, other: &Draft) -> bool {
        let strip = |d: &Draft| Draft {
            uploaded: None,
            upload_key: None,
            updated_at: 0,
            ebl_id: None,
            credit: None,
            ..d.clone()
        };
        strip(self) == strip(other)
    }
}

/// The check of a draft's documents against its linked eBL, as a send carries it (made by
/// `draft_check`): the digest and counts go on record with the send, the result into the eBL's
/// evidence pack.
#[derive(Debug, Clone, PartialEq)]
pub struct SendCheck {
    pub ebl_id: String,
    pub ebl_reference: String,
    pub record: tdx_store::DocumentCheckRecord,
    /// The check's result (the window's `DraftCheck`), kept for the evidence pack.
    pub report: serde_json::Value,
}

/// A problem that stops an upload, shown next to its field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct DraftIssue {
    /// `recipientInbox`, `acidNumber`, `companyId`, `inboxId`, `documents`, or
    /// `documents.<index>.<field>` with field one of `file`, `fileName`, `documentType`,
    /// `documentId`, `metadata`.
    pub field: String,
    pub message: String,
}

/// A dropped or picked path that was not added, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct SkippedPath {
    pub path: String,
    pub reason: String,
}

/// What a drop (or *Add files*) adds to a draft.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct AddedFiles {
    pub documents: Vec<DraftDocument>,
    pub skipped: Vec<SkippedPath>,
}

/// The envelope settings of a profile.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct EnvelopeSettings {
    /// Files larger than this many MiB are refused before the upload.
    pub max_file_mib: u32,
}

impl Default for EnvelopeSettings {
    fn default() -> Self {
        Self { max_file_mib: 2048 }
    }
}

/// A document of a sent envelope, as the Sent list shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct SentDocument {
    pub file_name: String,
    #[ts(type = "number")]
    pub size: u64,
    pub document_type: String,
    pub document_id: String,
}

/// An envelope sent from this app, in the Sent list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct SentEnvelopeView {
    pub envelope_id: String,
    /// The recipient's name and inbox, or the ACID number.
    pub recipient: String,
    pub documents: Vec<SentDocument>,
    /// Milliseconds since the Unix epoch.
    #[ts(type = "number")]
    pub sent_at: i64,
}

/// One document of an envelope as its review shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct ReviewedDocument {
    pub file_name: String,
    pub size: u64,
    pub document_type: String,
    pub document_id: String,
    /// SHA-256 of the file as it is on disk now (hex).
    pub sha256: String,
}

/// What an envelope's send signs, shown before the key signs it: whom it goes to (the receiver
/// check: names, sources, near misses, what to type), the documents with their digests, the
/// key, and the envelope registry (or its first use by this key).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct EnvelopeSignReview {
    pub draft_id: String,
    /// The recipient in words (a company and its inbox, or Egyptian customs).
    pub recipient: String,
    /// The receiver check of a standard envelope's recipient.
    pub receiver: Option<crate::view::ReceiverCheck>,
    pub documents: Vec<ReviewedDocument>,
    pub signer_address: String,
    /// The envelope registry this key is pinned to, if it signed for one before.
    pub registry_pinned: Option<String>,
    /// This key never signed for an envelope registry: the send pins the one the service
    /// names (a different one later is refused).
    pub registry_first_use: bool,
}
