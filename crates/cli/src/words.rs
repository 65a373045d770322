//! The service's and the journal's codes in the user's language: an eBL's state, a party's
//! role, an action's outcome, an operation. In English each is printed as `tdx` always printed
//! it (the code itself, or its lower-case name); a code the catalogue does not know is shown
//! as the service sent it.

use tdx_desk::view::{ActionKind, Role};
use tdx_i18n::tr;

/// An eBL's state (`ISSUED`, …) in words.
pub fn state(code: &str) -> String {
    match code {
        "ISSUED" => tr!("tdx-state-issued"),
        "SURRENDER_FOR_DELIVERY_REQUESTED" => tr!("tdx-state-surrender-requested"),
        "SURRENDERED_FOR_DELIVERY" => tr!("tdx-state-surrendered"),
        "SURRENDER_FOR_AMENDMENT_REQUESTED" => tr!("tdx-state-amendment-requested"),
        "SURRENDERED_FOR_AMENDMENT" => tr!("tdx-state-surrendered-for-amendment"),
        "VOID" => tr!("tdx-state-void"),
        other => other.to_owned(),
    }
}

/// Your company's role on an eBL.
pub fn role(role: Role) -> String {
    match role {
        Role::Issuer => tr!("tdx-role-issuer"),
        Role::Consignor => tr!("tdx-role-consignor"),
        Role::Consignee => tr!("tdx-role-consignee"),
        Role::Surrenderee => tr!("tdx-role-surrenderee"),
    }
}

/// A party's type on an eBL as the service names it (`ISSUER`, …).
pub fn party_type(code: &str) -> String {
    match code {
        "ISSUER" => tr!("tdx-party-issuer"),
        "CONSIGNOR" => tr!("tdx-party-consignor"),
        "CONSIGNEE" => tr!("tdx-party-consignee"),
        "SURRENDEREE" => tr!("tdx-party-surrenderee"),
        other => other.to_owned(),
    }
}

/// An action's outcome as the journal records it (`submitted`, …).
pub fn outcome(code: &str) -> String {
    match code {
        "submitted" => tr!("tdx-outcome-submitted"),
        "refused" => tr!("tdx-outcome-refused"),
        "failed" => tr!("tdx-outcome-failed"),
        "unknown" => tr!("tdx-outcome-unknown"),
        other => other.to_owned(),
    }
}

/// An operation as the journal records it (`TRANSFER_POSSESSION`, …).
pub fn operation(code: &str) -> String {
    match code {
        "TRANSFER_POSSESSION" => tr!("tdx-operation-transfer"),
        "REQUEST_SURRENDER_FOR_DELIVERY" => tr!("tdx-operation-surrender"),
        "SEND_AS_COPY" => tr!("tdx-operation-copy"),
        "ENVELOPE_SEND" => tr!("tdx-operation-envelope"),
        "KEY_REGISTRATION" => tr!("tdx-operation-key-registration"),
        other => other.to_owned(),
    }
}

/// What the command line calls an action, and the command that takes it.
pub fn action(kind: ActionKind) -> (String, &'static str) {
    match kind {
        ActionKind::RequestSurrenderForDelivery => {
            (tr!("tdx-action-surrender"), "tdx surrender REF")
        }
        ActionKind::TransferPossession => {
            (tr!("tdx-action-transfer"), "tdx transfer REF --to INBOX")
        }
        ActionKind::SendAsCopy => (tr!("tdx-action-copy"), "tdx copy REF --to INBOX"),
    }
}

/// "yes" or "no", as a table cell.
pub fn yes_no(yes: bool) -> String {
    if yes { tr!("tdx-yes") } else { tr!("tdx-no") }
}
