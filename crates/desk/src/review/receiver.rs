//! The receiver check of a review: what is known about the inbox an action goes to (its names
//! and their sources, a verified contact's record, the eBLs that name it, earlier transfers to
//! it that went through), a near miss of a known inbox called out by name, and whether the user
//! must type the recipient's name before signing: for a first transfer to the inbox, or a near
//! miss. The service has no receiver-validation call; this is the local equivalent, and
//! [`crate::submit`] enforces it (the window cannot skip it).

use tdx_store::{Outcome, operation};
use uuid::Uuid;

use crate::context::Context;
use crate::directory::{self, verified_words};
use crate::error::{Error, Result};
use crate::view::{ActionKind, ReceiverCheck};
use crate::{ebls, journal};

/// What is known about `inbox`, for an action of `kind` to it.
pub(crate) async fn receiver_check(cx: &Context, kind: ActionKind, inbox: Uuid) -> ReceiverCheck {
    // The directory learns the eBLs and the contacts as they are now.
    ebls::recipients(cx).await;
    let inbox_text = inbox.to_string();
    let transfers: Vec<(i64, String)> = journal::entries(cx, None)
        .unwrap_or_default()
        .into_iter()
        .filter(|e| {
            e.operation == operation::TRANSFER_POSSESSION
                && e.outcome == Outcome::Submitted
                && e.counterparty_inbox.as_deref() == Some(inbox_text.as_str())
        })
        .map(|e| {
            let what = e
                .ebl_reference
                .or(e.ebl_id)
                .unwrap_or_else(|| "an eBL".to_owned());
            (e.started_at, what)
        })
        .collect();
    let directory = cx.directory.read().await;
    let name = directory.inbox_name(&inbox).map(str::to_owned);
    let near_misses = directory.near_misses(&inbox);
    let first_transfer = transfers.is_empty();
    let gated =
        (kind == ActionKind::TransferPossession && first_transfer) || !near_misses.is_empty();
    let type_to_confirm = gated.then(|| match &name {
        Some(name) => name.clone(),
        None => inbox.simple().to_string().chars().take(8).collect(),
    });
    ReceiverCheck {
        inbox_id: inbox_text,
        sources: directory.sources(&inbox),
        verified: directory.contact(&inbox).and_then(verified_words),
        appears_on: directory.appears_on(&inbox),
        earlier_transfers: transfers
            .into_iter()
            .map(|(at, what)| format!("{what} on {}", directory::when(at)))
            .collect(),
        near_misses,
        flags: directory.flags(&inbox),
        first_transfer,
        type_to_confirm,
        name,
    }
}

/// Whether `typed` is what the review asked the user to type (`wanted`): the same letters and
/// digits, any case and spacing. Refused with [`Error::RecipientNotConfirmed`] otherwise.
pub(crate) fn check_typed(wanted: Option<&str>, typed: Option<&str>) -> Result<()> {
    let Some(wanted) = wanted else {
        return Ok(());
    };
    let norm = |s: &str| {
        s.split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .to_lowercase()
    };
    match typed {
        Some(typed) if norm(typed) == norm(wanted) && !norm(wanted).is_empty() => Ok(()),
        _ => Err(Error::RecipientNotConfirmed(wanted.to_owned())),
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn the_typed_name_must_match_in_any_case_and_spacing() {
        assert!(check_typed(None, None).is_ok());
        assert!(check_typed(Some("Harbor Bank plc"), Some("  harbor  bank PLC ")).is_ok());
        let refused = check_typed(Some("Harbor Bank plc"), Some("Harbor Bank")).unwrap_err();
        assert_eq!(refused.code(), "action.recipient_not_confirmed");
        assert!(check_typed(Some("Harbor Bank plc"), None).is_err());
    }
}
