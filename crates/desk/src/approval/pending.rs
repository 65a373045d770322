//! An opened signing request waiting for the approver's decision: the request as read, and
//! the ordinary review prepared for each of its eBLs (held in the context's pending reviews,
//! signed through the ordinary submit).

use std::time::Instant;

use tdx_approval::RequestFile;
use tdx_store::ApprovalRecord;

use crate::view::ActionKind;

/// An opened request, by its approval review id.
pub(crate) struct PendingApproval {
    pub(crate) file: RequestFile,
    pub(crate) kind: ActionKind,
    /// What goes on record with each entry (both people and the file's text as opened).
    pub(crate) record: ApprovalRecord,
    /// For each eBL of the request, in its order: its id, reference, and the id of the
    /// ordinary review prepared for it (`None`: nothing can be signed or sent for it). Empty
    /// when the request cannot be approved.
    pub(crate) items: Vec<(String, String, Option<String>)>,
    /// Why it cannot be approved (refused again at approval).
    pub(crate) refusal: Option<Refusal>,
    /// Every row agrees.
    pub(crate) agrees: bool,
    /// Each row's differences in words, "REF: what differs" (what approving refuses with).
    pub(crate) differences: Vec<String>,
    pub(crate) prepared_at: Instant,
}

/// Why an opened request cannot be approved, whatever its rows say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Refusal {
    Expired(String),
    AlreadyApproved,
    MakerSignature,
    SameProfile,
    OtherService(String),
}

impl Refusal {
    /// The error approving it gives.
    pub(crate) fn error(&self) -> crate::error::Error {
        use crate::error::Error;
        match self {
            Refusal::Expired(at) => Error::RequestExpired(at.clone()),
            Refusal::AlreadyApproved => Error::RequestAlreadyApproved,
            Refusal::MakerSignature => Error::Request(tdx_approval::Error::BadSignature),
            Refusal::SameProfile => Error::RequestSameProfile,
            Refusal::OtherService(service) => Error::RequestOtherService(service.clone()),
        }
    }
}
