//! Dual control (issue 42): an action on eBLs prepared by one person (the maker) and approved
//! and signed by another (the approver), both on record.
//!
//! - [`policy`]: *Transfers and surrenders need a second person*, per profile; with it on,
//!   `confirm_action` and a batch refuse those actions (`approval.required`).
//! - [`maker`]: [`request_approval`] reads each eBL the way a review does, runs the receiver
//!   check on the recipient or surrenderee, and writes a signing request
//!   ([`tdx_approval::RequestFile`]), signed with the maker's key when the profile has one.
//!   Nothing is signed on the ledger.
//! - [`approver`]: [`open_request`] reads every eBL again from the approver's own session,
//!   prepares one ordinary review per eBL (the same guard, receiver check and pending review
//!   as any action) and compares three columns — what the maker asked, what the eBL says now,
//!   what the key would sign ([`columns`]); [`approve_request`] signs through the ordinary
//!   submit only when nothing differs and nothing refuses, and puts both people on record.
//! - [`offered`]: the requests offered in the policy's shared folder; [`files`]: a request
//!   saved where the user chose, opened from a file they gave, or from the shared folder.
//! - [`pending`]: the opened requests waiting for approval (held by the context).

pub mod approver;
pub(crate) mod columns;
pub mod files;
pub mod maker;
pub mod offered;
pub mod pending;
pub mod policy;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::view::{ActionKind, Inert, ReceiverCheck};

pub use approver::{approve_request, open_request};
pub use files::{open_offered_request, open_request_file, save_request};
pub use maker::request_approval;
pub use offered::offered_requests;
pub use policy::{approval_policy, needs_second_person, set_approval_policy};

/// A profile's dual-control policy.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct ApprovalPolicy {
    /// Transfers and surrender requests need a second person: this profile only prepares
    /// requests for them, and cannot approve the requests it made.
    pub required: bool,
    /// Copies need a second person too.
    pub include_copies: bool,
    /// The shared folder requests are offered in (the maker's app writes each request there,
    /// the approver's lists them); `None`: files are passed by hand.
    pub folder: Option<String>,
}

/// A signing request made by [`request_approval`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct MadeRequest {
    pub request_id: String,
    /// The name to save it under, e.g. `transfer-ABC123-and-2-more.ebl-request`.
    pub file_name: String,
    /// The file's text (what is saved, or copied).
    pub text: String,
    /// Signed with the maker's key.
    pub signed: bool,
    /// One sentence of what it asks: "Transfer possession of 3 eBLs (ABC123, …) to Harbor
    /// Bank plc."
    pub summary: String,
    /// Where it was written in the policy's shared folder, if it was.
    pub offered_at: Option<String>,
}

/// What the approver sees of an opened request.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct ApprovalReview {
    /// Pass back to `approve_request`; valid once.
    pub review_id: String,
    pub request_id: String,
    pub kind: ActionKind,
    pub maker: MakerView,
    pub note: Inert,
    pub created_at: String,
    pub expires_at: String,
    /// The approver's own receiver check of the recipient (the same check any action has);
    /// for a surrender request, of the surrenderee its first eBL names.
    pub recipient: Option<ReceiverCheck>,
    pub rows: Vec<ApprovalRow>,
    /// Why it cannot be approved (expired, already approved, the maker's signature, the same
    /// profile, another service); `None` when nothing refuses it.
    /// (The error's sentence, from the catalogue.)
    pub refusal: Option<String>,
    /// `refusal` is `None` and every row agrees.
    pub can_approve: bool,
    /// The approver must type the recipient's name (or what the receiver check asks) to
    /// approve.
    pub needs_recipient_name: bool,
}

/// Who made the request, and whether their signature verifies.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct MakerView {
    /// Their e-mail, else their profile's name.
    pub who: Inert,
    pub profile_name: Inert,
    /// The address their signature recovers to (when it verifies).
    pub address: Option<String>,
    pub signature: MakerSignature,
}

/// The maker's signature over the request.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[ts(export)]
pub enum MakerSignature {
    /// Signed, and it recovers to the address the request names.
    Verified,
    /// The maker had no key: nothing proves who made it but the file.
    Unsigned,
    /// Signed, and it does not match the request (edited since, or forged).
    Invalid,
}

/// One eBL of the request: the three columns and what differs between them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct ApprovalRow {
    pub ebl_id: String,
    pub reference: Inert,
    /// What the maker asked (and saw).
    pub asked: ApprovalColumn,
    /// What the eBL says now, read from the approver's session.
    pub now: ApprovalColumn,
    /// What the approver's key would sign, decoded by the guard; `None` for a copy (nothing
    /// is signed) or when nothing can be signed.
    pub signs: Option<ApprovalColumn>,
    /// Each difference, in words (catalogue text; what the service wrote inert in it).
    pub differences: Vec<String>,
    pub agrees: bool,
    /// What the approver should check before signing, as the action's own review says it (a
    /// surrenderee that is not the eBL's issuer); these do not stop the approval.
    pub cautions: Vec<String>,
}

/// One column of a row.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct ApprovalColumn {
    /// The eBL's state as the service wrote it (inert), or words of the catalogue.
    pub state: String,
    /// The possession holder, by name when known ("Nile Imports (…)"; catalogue text, the
    /// name in it inert).
    pub holder: String,
    pub title_id: Option<String>,
    /// The recipient or surrenderee: "Harbor Bank plc (1b0c…0a04)" (as `holder`).
    pub counterparty: Option<String>,
    /// The operation in words: "Transfer possession".
    pub operation: String,
}

/// What approving did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct ApprovalDone {
    pub request_id: String,
    pub results: Vec<ApprovalResult>,
}

/// The outcome for one eBL of an approved request.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct ApprovalResult {
    pub ebl_id: String,
    pub reference: Inert,
    /// `submitted`, `refused` or `failed`.
    pub outcome: String,
    /// Why, for `refused` and `failed`: the error's sentence from the catalogue, whose values
    /// are inert by construction (not made inert again: that would show Arabic's isolates).
    pub message: Option<String>,
}

/// A request offered in the policy's shared folder.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct OfferedRequest {
    /// The file's path (pass it to open the request).
    pub path: String,
    pub file_name: String,
    pub request_id: String,
    /// The maker's e-mail, else their profile's name.
    pub maker: Inert,
    pub kind: ActionKind,
    /// How many eBLs it names.
    pub count: u32,
    pub created_at: String,
    pub expired: bool,
    /// Approved already in this data folder.
    pub approved: bool,
}

#[cfg(test)]
mod tests {
    /// What a maker signs cannot be taken for what a relay or an evidence pack signs: three
    /// texts with three prefixes, and a relay hash is 32 raw bytes.
    #[test]
    fn a_request_s_text_differs_from_a_relay_hash_and_an_evidence_pack_s() {
        let request = tdx_approval::MESSAGE_PREFIX;
        let pack = tdx_evidence::MESSAGE_PREFIX;
        assert_ne!(request, pack);
        assert!(!request.starts_with(pack) && !pack.starts_with(request));
        let pack_message = tdx_evidence::message(b"{}");
        assert!(!pack_message.starts_with(request));
        assert_ne!(pack_message.len(), 32);
        assert_ne!(request.len() + 64, 32);
    }
}
