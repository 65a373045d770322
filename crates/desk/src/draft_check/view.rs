//! What the envelope builder's *Check against the eBL* section, its eBL picker and the send
//! review show: the types that cross to the window.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// An eBL as the envelope builder shows it: linked to a draft, proposed for one, or found by
/// the picker's search. From the cached list, never a call per draft.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct EblChoice {
    pub id: String,
    pub reference: String,
    /// The transport document reference (the B/L number printed on the bill), when given.
    pub transport_document_reference: Option<String>,
    /// The state as the service names it (`ISSUED`, ...).
    pub state: String,
    /// Not a copy (its `eblCopyId` is null).
    pub is_original: bool,
    /// The user's company holds it.
    pub held_by_us: bool,
}

/// Why an eBL is proposed: a document names its B/L number.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct EblProposal {
    pub ebl: EblChoice,
    /// The document's file name as the draft has it.
    pub file_name: String,
    /// The B/L number as the document writes it.
    pub bl_number: String,
}

/// A draft's eBL: the one linked, or one proposed when none is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct DraftEbl {
    pub draft_id: String,
    /// The linked eBL's id, when the draft is linked.
    pub ebl_id: Option<String>,
    /// The linked eBL as the cached list has it; `None` when not linked, or when the company
    /// no longer sees it (`eblId` set, `ebl` null: say so, offer to unlink).
    pub ebl: Option<EblChoice>,
    /// When no eBL is linked: a document of the draft names the B/L number of exactly one
    /// cached eBL. The user accepts it with `envelope_link_ebl`.
    pub proposed_ebl: Option<EblProposal>,
}

/// One line of the check (B/L number, containers, gross weight, packages, vessel, voyage,
/// ports, parties, the eBL's standing): tdx-doccheck's line and its title in words.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct DraftCheckLine {
    /// What is checked, in words (`B/L number`, `Containers`, ...).
    pub title: String,
    #[serde(flatten)]
    pub line: tdx_doccheck::CheckLine,
}

/// A document of the draft as the check read it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct CheckedDocument {
    pub file_name: String,
    pub path: String,
    /// Its text was read and compared.
    pub checked: bool,
    /// Pages read (0 when not checked).
    pub pages: u32,
    /// Pages without a text layer (scans): not checked.
    pub pages_without_text: u32,
    /// Why it was not checked (`checked` false), or what limits it (pages without text).
    pub note: Option<String>,
}

/// The check of a draft's documents against its linked eBL.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct DraftCheck {
    pub draft_id: String,
    pub ebl_id: String,
    /// The eBL checked against, as the cache (refreshed from the service) has it.
    pub ebl: EblChoice,
    pub lines: Vec<DraftCheckLine>,
    /// Pages of the documents (and of the eBL's PDF) that were not checked, and why (no text:
    /// a scan).
    pub pages_not_checked: Vec<tdx_doccheck::DocumentNotChecked>,
    /// Findings that are differences from the eBL (the credit's are `credit.differences`).
    pub differences: u32,
    /// The digest of the result (of the eBL check, and of the credit check when there is
    /// one): what an acknowledgement names (`acknowledgedDifferences`), recorded with the send.
    pub digest: String,
    pub documents: Vec<CheckedDocument>,
    /// The eBL's fields are the cached ones: the service could not be reached.
    pub ebl_from_cache: bool,
    /// Why the eBL's own PDF was not read (what only it states, such as the containers, was
    /// then compared with nothing), when it was not.
    pub ebl_pdf_note: Option<String>,
    /// Milliseconds since the Unix epoch.
    #[ts(type = "number")]
    pub checked_at: i64,
    /// The presentation checked against the draft's documentary credit, when it holds one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub credit: Option<CreditCheckView>,
}

impl DraftCheck {
    /// All the differences to acknowledge before the send: `differences` (from the eBL) and
    /// the credit's.
    pub fn total_differences(&self) -> u32 {
        self.differences
            .saturating_add(self.credit.as_ref().map_or(0, |c| c.differences))
    }
}

/// One line of the check against the credit and its title in words.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct CreditCheckLineView {
    /// What is checked, in words, with the credit's field (`Invoice amount (32B, 39A)`).
    pub title: String,
    #[serde(flatten)]
    pub line: tdx_credit::CreditCheckLine,
}

/// The draft check's credit section: the credit (number, amount and tolerance, expiry, latest
/// shipment), the lines of the check in the eBL check's words (*Matches / Differs / Not found /
/// Not checked*, each difference naming the document, the page and both values), what is left
/// for the examiner to read (never a match), and by when the presentation must reach the bank.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct CreditCheckView {
    /// 20: the credit's number.
    pub number: String,
    /// SHA-256 (hex) of the credit's texts as imported, in order: the hash on record.
    pub hash: String,
    /// MT707 amendments applied.
    pub amendments: u32,
    /// 32B: `USD 100,000.00`.
    pub amount: String,
    /// 39A: `+5% / -5%`, when the credit gives one.
    pub tolerance: Option<String>,
    /// What the invoice may total: `USD 95,000.00 to 105,000.00`.
    pub amount_range: String,
    /// 31D: the expiry date (ISO) and place.
    pub expiry: String,
    pub expiry_place: String,
    /// 44C: the latest shipment date (ISO), when the credit gives one.
    pub latest_shipment: Option<String>,
    /// 50, 59: the applicant's and the beneficiary's names.
    pub applicant: String,
    pub beneficiary: String,
    pub lines: Vec<CreditCheckLineView>,
    /// 47A, soft clauses and what the check cannot read: for the examiner to read.
    pub for_examiner: Vec<tdx_credit::ForExaminer>,
    /// Findings that are differences from the credit.
    pub differences: u32,
    /// The digest of the credit check's result (recorded with the send).
    pub digest: String,
    /// The last day the presentation may reach the bank (ISO).
    pub present_by: String,
    /// Days from today to `present_by` (negative: that many days late).
    #[ts(type = "number")]
    pub days_left: i64,
    /// The dated verdict: shipment date, why `present_by`, the verdict in words.
    pub verdict: tdx_credit::CreditVerdict,
}

/// What the send review adds for the document check.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct EnvelopeSendReview {
    pub draft_id: String,
    /// The check, when the draft is linked to an eBL (`None`: it sends as before).
    pub check: Option<DraftCheck>,
    /// The send must name `check.digest` as `acknowledgedDifferences` (there are differences
    /// from the eBL, `check.differences`, or from the credit, `check.credit.differences`).
    pub needs_acknowledgement: bool,
    /// The receiver check of a standard envelope's recipient (names, sources, near misses,
    /// whether the user dealt with it, what to type); the send must carry what it asks typed.
    pub receiver: Option<crate::view::ReceiverCheck>,
    /// This key never signed for an envelope registry: the send pins the one the service names.
    pub registry_first_use: bool,
}
