//! What a change of an eBL means after the user's own action, from the action's journal entry
//! and the eBL as now read (or gone from the company's sight). A surrender request is answered
//! by the carrier: back to Issued and held by the company is a rejection; surrendered, or out
//! of the company's sight, or with the surrenderee is an acceptance. A transfer went through
//! once the eBL left the company's list or its possession moved to the recipient. Where the
//! interface cannot tell, the answer says so.

use tdx_i18n::tr;
use tdx_store::{JournalEntry, Outcome, operation};
use uuid::Uuid;

use super::words::state_words;

/// The eBL as now read: its state, who holds it, whether the company sees only a copy.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seen<'a> {
    pub state: &'a str,
    pub holder: Option<Uuid>,
    pub copy: bool,
}

impl<'a> Seen<'a> {
    pub fn of(ebl: &'a tdx_client::models::ebl::Ebl) -> Self {
        Seen {
            state: ebl.state.as_str(),
            holder: ebl.possession_id,
            copy: ebl.is_copy(),
        }
    }
}

/// The company's inboxes (empty: not known, e.g. before the first sign-in).
#[derive(Debug, Clone, Copy)]
pub struct Us<'a>(pub &'a [Uuid]);

impl Us<'_> {
    /// Whether the company holds an eBL held by `holder`; `None` when the company's inboxes
    /// are not known.
    pub fn hold(&self, holder: Option<Uuid>) -> Option<bool> {
        if self.0.is_empty() {
            return None;
        }
        Some(holder.is_some_and(|h| self.0.contains(&h)))
    }
}

/// The carrier's answer to a surrender request, as far as the eBL tells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SurrenderAnswer {
    /// Back to Issued, held by the company (`held` false: the company's inboxes are not
    /// known, so only "back to Issued" is sure).
    Rejected { held: bool },
    /// Surrendered.
    Accepted,
    /// Out of the company's sight: most likely accepted; the interface says no more.
    AcceptedOutOfSight,
    /// Back to Issued with the surrenderee holding it.
    AcceptedWithSurrenderee,
    /// Still Surrender requested.
    Pending,
    /// Something else the interface does not explain.
    CannotTell,
}

impl SurrenderAnswer {
    /// Whether this answers the request (it is no longer pending, and it is known how).
    pub fn is_answer(self) -> bool {
        !matches!(self, SurrenderAnswer::Pending | SurrenderAnswer::CannotTell)
    }

    pub fn is_rejection(self) -> bool {
        matches!(self, SurrenderAnswer::Rejected { .. })
    }
}

/// Whether `entry` is an action the service may have carried out (submitted, or its answer
/// lost) whose effect on the eBL can be read back: a transfer or a surrender request.
pub fn is_answerable(entry: &JournalEntry) -> bool {
    matches!(entry.outcome, Outcome::Submitted | Outcome::Unknown)
        && (entry.operation == operation::TRANSFER_POSSESSION
            || entry.operation == operation::REQUEST_SURRENDER_FOR_DELIVERY)
}

/// What the eBL as now read (`None`: no longer visible to the company) says of the surrender
/// request `entry` asked.
pub fn surrender(entry: &JournalEntry, now: Option<Seen<'_>>, us: Us<'_>) -> SurrenderAnswer {
    let Some(now) = now else {
        return SurrenderAnswer::AcceptedOutOfSight;
    };
    if now.copy {
        return SurrenderAnswer::CannotTell;
    }
    let surrenderee = entry
        .counterparty_inbox
        .as_deref()
        .and_then(|i| Uuid::parse_str(i).ok());
    match now.state {
        "SURRENDER_FOR_DELIVERY_REQUESTED" => SurrenderAnswer::Pending,
        "SURRENDERED_FOR_DELIVERY" => SurrenderAnswer::Accepted,
        "ISSUED" => match us.hold(now.holder) {
            Some(true) => SurrenderAnswer::Rejected { held: true },
            _ if now.holder.is_some() && now.holder == surrenderee => {
                SurrenderAnswer::AcceptedWithSurrenderee
            }
            Some(false) => SurrenderAnswer::CannotTell,
            None => SurrenderAnswer::Rejected { held: false },
        },
        _ => SurrenderAnswer::CannotTell,
    }
}

/// The answer in words (the reason of an attention item, and the timeline's sentence).
pub fn surrender_sentence(answer: SurrenderAnswer, now: Option<Seen<'_>>) -> String {
    let state = now.map(|n| state_words(n.state)).unwrap_or_default();
    match answer {
        SurrenderAnswer::Rejected { held: true } => tr!("desk-surrender-rejected-held"),
        SurrenderAnswer::Rejected { held: false } => tr!("desk-surrender-rejected"),
        SurrenderAnswer::Accepted => tr!("desk-surrender-accepted"),
        SurrenderAnswer::AcceptedOutOfSight => tr!("desk-surrender-accepted-out-of-sight"),
        SurrenderAnswer::AcceptedWithSurrenderee => {
            tr!("desk-surrender-accepted-by-surrenderee", state = state)
        }
        SurrenderAnswer::Pending => tr!("desk-surrender-pending"),
        SurrenderAnswer::CannotTell if state.is_empty() => {
            tr!("desk-surrender-cannot-tell-unknown")
        }
        SurrenderAnswer::CannotTell => tr!("desk-surrender-cannot-tell", state = state),
    }
}

/// Whether a transfer went through, as far as the eBL tells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TransferAnswer {
    /// No longer visible to the company.
    WentThroughOutOfSight,
    /// The recipient holds it.
    WentThrough,
    /// The company still holds it.
    NotYet,
    CannotTell,
}

/// What the eBL as now read (`None`: gone) says of the transfer `entry` asked.
pub fn transfer(entry: &JournalEntry, now: Option<Seen<'_>>, us: Us<'_>) -> TransferAnswer {
    let Some(now) = now else {
        return TransferAnswer::WentThroughOutOfSight;
    };
    let recipient = entry
        .counterparty_inbox
        .as_deref()
        .and_then(|i| Uuid::parse_str(i).ok());
    if now.holder.is_some() && now.holder == recipient {
        return TransferAnswer::WentThrough;
    }
    match us.hold(now.holder) {
        Some(true) => TransferAnswer::NotYet,
        _ => TransferAnswer::CannotTell,
    }
}

/// The transfer's answer in words; `to` names the recipient (see [`counterparty`]).
pub fn transfer_sentence(answer: TransferAnswer, to: &Counterparty) -> String {
    let (kind, name, inbox) = (to.kind, &to.name, &to.inbox);
    match answer {
        TransferAnswer::WentThroughOutOfSight => tr!(
            "desk-transfer-out-of-sight",
            partyKind = kind,
            name = name,
            inbox = inbox
        ),
        TransferAnswer::WentThrough => tr!(
            "desk-transfer-went-through",
            partyKind = kind,
            name = name,
            inbox = inbox
        ),
        TransferAnswer::NotYet => tr!(
            "desk-transfer-not-yet",
            partyKind = kind,
            name = name,
            inbox = inbox
        ),
        TransferAnswer::CannotTell => tr!(
            "desk-transfer-cannot-tell",
            partyKind = kind,
            name = name,
            inbox = inbox
        ),
    }
}

/// The recipient of an action as the catalogue's messages name it (`partyKind`): by its name
/// as recorded (`name`), else by its inbox (`inbox`), else as an unknown company (`unknown`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Counterparty {
    kind: &'static str,
    name: String,
    inbox: String,
}

/// The recipient of `entry`: its name as recorded, else its inbox.
pub fn counterparty(entry: &JournalEntry) -> Counterparty {
    let inbox = entry.counterparty_inbox.clone().unwrap_or_default();
    let (kind, name) = match (&entry.counterparty_name, &entry.counterparty_inbox) {
        (Some(name), _) => ("name", name.clone()),
        (None, Some(_)) => ("inbox", String::new()),
        (None, None) => ("unknown", String::new()),
    };
    Counterparty { kind, name, inbox }
}

#[cfg(test)]
mod tests {
    use super::*;

    const US: Uuid = Uuid::from_u128(1);
    const CARRIER: Uuid = Uuid::from_u128(2);
    const BANK: Uuid = Uuid::from_u128(3);

    fn entry(op: &str, to: Uuid) -> JournalEntry {
        JournalEntry {
            id: "e".into(),
            operation: op.into(),
            ebl_id: Some("x".into()),
            ebl_reference: Some("REF".into()),
            envelope_id: None,
            counterparty_inbox: Some(to.to_string()),
            counterparty_name: Some("Harbor Bank plc".into()),
            signing_data: None,
            hash: None,
            signature: None,
            signer: None,
            key_kind: None,
            answer: None,
            transaction_hash: None,
            started_at: 0,
            ended_at: None,
            outcome: Outcome::Submitted,
            detail: None,
            document_check: None,
            approval: None,
        }
    }

    fn seen(state: &str, holder: Uuid) -> Option<Seen<'_>> {
        Some(Seen {
            state,
            holder: Some(holder),
            copy: false,
        })
    }

    #[test]
    fn a_surrender_request_is_answered_as_the_ebl_tells() {
        let e = entry(operation::REQUEST_SURRENDER_FOR_DELIVERY, CARRIER);
        let us = Us(&[US]);
        assert_eq!(
            surrender(&e, seen("ISSUED", US), us),
            SurrenderAnswer::Rejected { held: true }
        );
        assert_eq!(
            surrender(&e, seen("SURRENDERED_FOR_DELIVERY", CARRIER), us),
            SurrenderAnswer::Accepted
        );
        assert_eq!(surrender(&e, None, us), SurrenderAnswer::AcceptedOutOfSight);
        assert_eq!(
            surrender(&e, seen("ISSUED", CARRIER), us),
            SurrenderAnswer::AcceptedWithSurrenderee
        );
        assert_eq!(
            surrender(&e, seen("SURRENDER_FOR_DELIVERY_REQUESTED", CARRIER), us),
            SurrenderAnswer::Pending
        );
        assert_eq!(
            surrender(&e, seen("ISSUED", BANK), us),
            SurrenderAnswer::CannotTell
        );
        // Without the company's inboxes, back to Issued is all that is sure.
        assert_eq!(
            surrender(&e, seen("ISSUED", US), Us(&[])),
            SurrenderAnswer::Rejected { held: false }
        );
        assert_eq!(
            surrender_sentence(SurrenderAnswer::Rejected { held: true }, seen("ISSUED", US)),
            "The carrier rejected your surrender request (back to Issued, held by your company)"
        );
        assert!(
            surrender_sentence(SurrenderAnswer::CannotTell, seen("VOID", BANK))
                .contains("now Void); the interface cannot tell")
        );
    }

    #[test]
    fn a_transfer_went_through_once_the_recipient_holds_it_or_it_is_gone() {
        let e = entry(operation::TRANSFER_POSSESSION, BANK);
        let us = Us(&[US]);
        assert_eq!(
            transfer(&e, None, us),
            TransferAnswer::WentThroughOutOfSight
        );
        assert_eq!(
            transfer(&e, seen("ISSUED", BANK), us),
            TransferAnswer::WentThrough
        );
        assert_eq!(transfer(&e, seen("ISSUED", US), us), TransferAnswer::NotYet);
        assert_eq!(
            transfer_sentence(TransferAnswer::WentThroughOutOfSight, &counterparty(&e)),
            "Your transfer to Harbor Bank plc went through: the eBL is no longer visible to your \
             company"
        );
    }
}
