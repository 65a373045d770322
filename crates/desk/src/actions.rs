//! Which actions the signed-in company may take on an eBL: role × state × possession, plus
//! what the session allows (write scope, a signing key). Every unavailable action gets one
//! line saying why, so the window never shows a dead button without a reason.

use tdx_i18n::tr;

use crate::view::{ActionKind, ActionOption, Role};

/// The eBL states this version of the app knows the rules of.
pub const ISSUED: &str = "ISSUED";
pub const SURRENDER_FOR_DELIVERY_REQUESTED: &str = "SURRENDER_FOR_DELIVERY_REQUESTED";
pub const SURRENDERED_FOR_DELIVERY: &str = "SURRENDERED_FOR_DELIVERY";
const KNOWN_STATES: [&str; 3] = [
    ISSUED,
    SURRENDER_FOR_DELIVERY_REQUESTED,
    SURRENDERED_FOR_DELIVERY,
];

/// The facts about one eBL that the rules look at.
#[derive(Debug, Clone, Copy)]
pub struct EblFacts<'a> {
    pub state: &'a str,
    pub is_copy: bool,
    pub roles: &'a [Role],
    pub held_by_us: bool,
}

/// The facts about the session that the rules look at.
#[derive(Debug, Clone, Copy)]
pub struct SessionFacts {
    pub signed_in: bool,
    pub can_write: bool,
    pub has_key: bool,
}

/// Why a signed action is not offered on a profile without a signing key: the rules' last check,
/// so an action held back for this reason alone is otherwise allowed (a second person with the
/// key can sign it: the window offers a request for approval instead).
pub fn no_key_reason() -> String {
    tr!("desk-action-no-key")
}

/// Every known action with whether it is offered and, if not, why.
pub fn options(ebl: EblFacts<'_>, session: SessionFacts) -> Vec<ActionOption> {
    ActionKind::ALL
        .into_iter()
        .map(|kind| {
            let reason = why_not(kind, ebl, session);
            ActionOption {
                kind,
                available: reason.is_none(),
                only_the_key_missing: reason.as_deref() == Some(no_key_reason().as_str()),
                reason,
                needs_recipient: kind.needs_recipient(),
            }
        })
        .collect()
}

/// `None` when `kind` is allowed; otherwise the reason, in words for the user. The eBL's
/// own rules come first (they do not change by signing in again), then the session's.
pub fn why_not(kind: ActionKind, ebl: EblFacts<'_>, session: SessionFacts) -> Option<String> {
    if ebl.is_copy {
        return Some(tr!("desk-action-copy"));
    }
    if !KNOWN_STATES.contains(&ebl.state) {
        return Some(tr!("desk-action-unknown-state", state = ebl.state));
    }
    if !ebl.held_by_us {
        return Some(tr!("desk-action-not-held"));
    }
    match kind {
        ActionKind::RequestSurrenderForDelivery => {
            if !ebl.roles.contains(&Role::Consignee) {
                return Some(tr!("desk-action-not-consignee"));
            }
            if ebl.state != ISSUED {
                return Some(tr!("desk-action-surrender-not-issued", state = ebl.state));
            }
        }
        ActionKind::TransferPossession | ActionKind::SendAsCopy => {
            if ebl.state != ISSUED {
                return Some(tr!("desk-action-pass-not-issued", state = ebl.state));
            }
        }
    }
    if !session.signed_in {
        return Some(tr!("desk-action-sign-in"));
    }
    if !session.can_write {
        return Some(tr!("desk-action-read-only"));
    }
    if kind.operation().is_some() && !session.has_key {
        return Some(no_key_reason());
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    const READY: SessionFacts = SessionFacts {
        signed_in: true,
        can_write: true,
        has_key: true,
    };

    fn facts<'a>(state: &'a str, roles: &'a [Role], held: bool, copy: bool) -> EblFacts<'a> {
        EblFacts {
            state,
            is_copy: copy,
            roles,
            held_by_us: held,
        }
    }

    fn offered(ebl: EblFacts<'_>, session: SessionFacts) -> Vec<ActionKind> {
        options(ebl, session)
            .into_iter()
            .filter(|o| o.available)
            .map(|o| o.kind)
            .collect()
    }

    #[test]
    fn consignee_holding_an_issued_original_may_do_everything() {
        let ebl = facts(ISSUED, &[Role::Consignee], true, false);
        assert_eq!(offered(ebl, READY), ActionKind::ALL.to_vec());
    }

    #[test]
    fn a_holder_that_is_not_consignee_may_transfer_but_not_request_surrender() {
        let ebl = facts(ISSUED, &[Role::Consignor], true, false);
        assert_eq!(
            offered(ebl, READY),
            vec![ActionKind::TransferPossession, ActionKind::SendAsCopy]
        );
        let reason = why_not(ActionKind::RequestSurrenderForDelivery, ebl, READY).unwrap();
        assert!(reason.contains("consignee"), "{reason}");
    }

    #[test]
    fn a_copy_offers_nothing_and_says_so() {
        let ebl = facts(ISSUED, &[Role::Consignee], true, true);
        let opts = options(ebl, READY);
        assert!(opts.iter().all(|o| !o.available));
        assert!(
            opts.iter()
                .all(|o| o.reason.as_deref().unwrap().contains("copy"))
        );
    }

    #[test]
    fn consignee_not_holding_it_may_do_nothing() {
        let ebl = facts(ISSUED, &[Role::Consignee], false, false);
        assert!(offered(ebl, READY).is_empty());
        assert!(
            why_not(ActionKind::TransferPossession, ebl, READY)
                .unwrap()
                .contains("hold")
        );
    }

    #[test]
    fn after_surrender_was_requested_nothing_more_is_offered() {
        let ebl = facts(
            SURRENDER_FOR_DELIVERY_REQUESTED,
            &[Role::Consignee],
            true,
            false,
        );
        assert!(offered(ebl, READY).is_empty());
        let reason = why_not(ActionKind::RequestSurrenderForDelivery, ebl, READY).unwrap();
        assert!(
            reason.contains("SURRENDER_FOR_DELIVERY_REQUESTED"),
            "{reason}"
        );
    }

    #[test]
    fn unknown_states_are_named_and_offer_nothing() {
        let ebl = facts("SWITCHED_TO_PAPER", &[Role::Consignee], true, false);
        let reason = why_not(ActionKind::TransferPossession, ebl, READY).unwrap();
        assert!(reason.contains("SWITCHED_TO_PAPER"), "{reason}");
    }

    #[test]
    fn read_only_sign_in_and_missing_key_are_explained() {
        let ebl = facts(ISSUED, &[Role::Consignee], true, false);
        let read_only = SessionFacts {
            can_write: false,
            ..READY
        };
        assert!(offered(ebl, read_only).is_empty());
        assert!(
            why_not(ActionKind::SendAsCopy, ebl, read_only)
                .unwrap()
                .contains("read")
        );

        let no_key = SessionFacts {
            has_key: false,
            ..READY
        };
        // Sending a copy is not signed, so it needs no key.
        assert_eq!(offered(ebl, no_key), vec![ActionKind::SendAsCopy]);
        assert!(
            why_not(ActionKind::TransferPossession, ebl, no_key)
                .unwrap()
                .contains("Keys screen")
        );

        let signed_out = SessionFacts {
            signed_in: false,
            ..READY
        };
        assert!(
            why_not(ActionKind::SendAsCopy, ebl, signed_out)
                .unwrap()
                .contains("Sign in")
        );
    }

    #[test]
    fn an_action_held_back_only_for_the_key_is_marked_requestable_and_no_other() {
        let no_key = SessionFacts {
            has_key: false,
            ..READY
        };
        let requestable = |ebl, session| -> Vec<ActionKind> {
            options(ebl, session)
                .into_iter()
                .filter(|o| o.only_the_key_missing)
                .map(|o| o.kind)
                .collect()
        };
        let held = facts(ISSUED, &[Role::Consignee], true, false);
        assert_eq!(
            requestable(held, no_key),
            vec![
                ActionKind::RequestSurrenderForDelivery,
                ActionKind::TransferPossession
            ]
        );
        // Refused for another reason as well (not held, a copy, read only): not requestable.
        let not_held = facts(ISSUED, &[Role::Consignee], false, false);
        assert!(requestable(not_held, no_key).is_empty());
        let copy = facts(ISSUED, &[Role::Consignee], true, true);
        assert!(requestable(copy, no_key).is_empty());
        let read_only = SessionFacts {
            can_write: false,
            ..no_key
        };
        assert!(requestable(held, read_only).is_empty());
        // With the key, nothing is held back for it.
        assert!(requestable(held, READY).is_empty());
    }
}

#[cfg(test)]
mod words_tests {
    use super::*;

    #[test]
    fn why_an_action_is_not_offered_is_from_the_catalogue_in_each_language() {
        let ebl = |state, held_by_us, is_copy| EblFacts {
            state,
            held_by_us,
            is_copy,
            roles: &[],
        };
        let session = SessionFacts {
            signed_in: true,
            can_write: true,
            has_key: false,
        };
        let reasons = || {
            vec![
                why_not(
                    ActionKind::TransferPossession,
                    ebl(ISSUED, true, true),
                    session,
                ),
                why_not(
                    ActionKind::TransferPossession,
                    ebl("ON_HOLD", true, false),
                    session,
                ),
                why_not(
                    ActionKind::TransferPossession,
                    ebl(ISSUED, false, false),
                    session,
                ),
                why_not(
                    ActionKind::RequestSurrenderForDelivery,
                    ebl(ISSUED, true, false),
                    session,
                ),
                why_not(
                    ActionKind::TransferPossession,
                    ebl(ISSUED, true, false),
                    session,
                ),
            ]
        };
        tdx_i18n::set_language(tdx_i18n::Lang::En);
        let english = reasons();
        assert_eq!(
            english[4].as_deref(),
            Some("This action is signed with your key: add one on the Keys screen first.")
        );
        let options = options(ebl(ISSUED, true, false), session);
        assert!(options.iter().any(|o| o.only_the_key_missing));
        for (lang, check) in [
            (
                tdx_i18n::Lang::Pseudo,
                crate::catalogue_check::assert_pseudo as fn(&str),
            ),
            (tdx_i18n::Lang::Ar, crate::catalogue_check::assert_arabic),
        ] {
            tdx_i18n::set_language(lang);
            for reason in reasons() {
                check(&reason.unwrap_or_default());
            }
            // Held back only for the key, in any language.
            let options = super::options(ebl(ISSUED, true, false), session);
            assert!(options.iter().any(|o| o.only_the_key_missing), "{lang:?}");
        }
        tdx_i18n::set_language(tdx_i18n::Lang::En);
    }
}
