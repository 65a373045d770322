//! The one receiver check every counterparty passes: the transfer recipient, the surrenderee,
//! the copy recipient and the envelope recipient, in single actions, batches and `tdx`. It says
//! what is known about the inbox (the name the app knows *for that inbox*, with every name it is
//! known by and where each comes from, a verified contact's record, the eBLs that name it,
//! earlier actions toward it that went through), calls out a near miss of a known inbox by name,
//! and decides whether the user must type something before signing: for a first action toward
//! an inbox the user has never dealt with (never verified as a contact, never the target of an
//! action that went through; for a transfer, never transferred to), and for a near miss.
//!
//! Its answer is a [`CheckedCounterparty`], made only here: a review keeps it
//! ([`crate::review::pending::PendingReview`]), and a review is signed or sent only after
//! [`CheckedCounterparty::confirm`] accepted what the user typed ([`crate::submit::take_review`]),
//! so no front end can skip it. The service has no receiver-validation call; this is the local
//! equivalent, held to what the user knows locally, never to another field of the same answer.

use tdx_i18n::tr;
use tdx_store::{Outcome, operation};
use uuid::Uuid;

use super::counterparty::CheckedCounterparty;
use crate::context::Context;
use crate::directory::{self, Directory, verified_words};
use crate::view::{ActionKind, Inert, ReceiverCheck};
use crate::{ebls, journal};

/// How many characters of an inbox id the user types to confirm an inbox the check cannot
/// name apart from the ones they know.
const TYPED_ID_CHARS: usize = 8;

/// The receiver check of `inbox` for an action of `kind` on the eBL `reviewed` (its
/// reference; `None` for an envelope): the names of that eBL are not taken as the inbox's own,
/// since the document under review cannot vouch for its own counterparty.
pub(crate) async fn check_counterparty(
    cx: &Context,
    kind: ActionKind,
    inbox: Uuid,
    reviewed: Option<&str>,
) -> CheckedCounterparty {
    let own_operation = match kind {
        ActionKind::TransferPossession => operation::TRANSFER_POSSESSION,
        ActionKind::RequestSurrenderForDelivery => operation::REQUEST_SURRENDER_FOR_DELIVERY,
        ActionKind::SendAsCopy => operation::SEND_AS_COPY,
    };
    check(cx, own_operation, inbox, reviewed).await
}

/// The envelope recipient's check (an envelope is no action on an eBL: nothing is reviewed
/// but the documents).
pub(crate) async fn check_envelope_recipient(cx: &Context, inbox: Uuid) -> CheckedCounterparty {
    check(cx, operation::ENVELOPE_SEND, inbox, None).await
}

async fn check(
    cx: &Context,
    own_operation: &str,
    inbox: Uuid,
    reviewed: Option<&str>,
) -> CheckedCounterparty {
    // The directory learns the eBLs and the contacts as they are now.
    ebls::recipients(cx).await;
    let inbox_text = inbox.to_string();
    let went_through: Vec<(String, i64, Option<String>)> = journal::entries(cx, None)
        .unwrap_or_default()
        .into_iter()
        .filter(|e| {
            e.outcome == Outcome::Submitted
                && e.counterparty_inbox.as_deref() == Some(inbox_text.as_str())
        })
        .map(|e| (e.operation, e.started_at, e.ebl_reference.or(e.ebl_id)))
        .collect();
    let directory = cx.directory.read().await;
    let view = check_in(&directory, inbox, reviewed, &went_through, own_operation);
    CheckedCounterparty::new(inbox, view)
}

/// The check itself, over what the user knows: the directory and the actions that went through.
fn check_in(
    directory: &Directory,
    inbox: Uuid,
    reviewed: Option<&str>,
    went_through: &[(String, i64, Option<String>)],
    own_operation: &str,
) -> ReceiverCheck {
    let mut earlier: Vec<&(String, i64, Option<String>)> = went_through
        .iter()
        .filter(|(op, _, _)| op == own_operation)
        .collect();
    earlier.sort_by_key(|(_, at, _)| std::cmp::Reverse(*at));
    let contact = directory.contact(&inbox);
    let verified = contact.and_then(verified_words);
    let near_misses = directory.near_misses(&inbox);
    let first_transfer = earlier.is_empty();
    // Dealt with: a verified contact, or the target of an action that went through.
    let dealt_with = verified.is_some() || !went_through.is_empty();
    let first_action = !dealt_with;
    let (name, name_source) = match directory.inbox_name_apart_from(&inbox, reviewed) {
        Some((name, source)) => (Some(Inert::new(name)), Some(source)),
        None => (None, None),
    };
    let gated = !near_misses.is_empty()
        || first_action
        || (own_operation == operation::TRANSFER_POSSESSION && first_transfer);
    // An inbox with no name (a lookalike id among them), or whose name another inbox has too,
    // is confirmed by the characters of its id that tell it apart, never by a shared name.
    let type_to_confirm = gated.then(|| match &name {
        Some(name) if !directory.name_shared(&inbox, name.as_str()) => name.as_str().to_owned(),
        _ => telling_chars(&inbox, &directory.known_inboxes()),
    });
    let why_typed = type_to_confirm.as_ref().map(|wanted| {
        let why = if !near_misses.is_empty() {
            "near"
        } else if first_action {
            "first"
        } else {
            "transfer"
        };
        if name.as_ref().map(Inert::as_str) == Some(wanted.as_str()) {
            tr!("desk-receiver-type-name", wanted = wanted, why = why)
        } else {
            tr!("desk-receiver-type-chars", wanted = wanted, why = why)
        }
    });
    ReceiverCheck {
        inbox_id: inbox.to_string(),
        sources: directory.sources(&inbox),
        verified,
        appears_on: directory
            .appears_on(&inbox)
            .into_iter()
            .map(Inert::new)
            .collect(),
        earlier_transfers: earlier
            .into_iter()
            .map(|(_, at, what)| match what {
                Some(what) => tr!(
                    "desk-receiver-earlier",
                    what = what,
                    when = directory::when(*at)
                ),
                None => tr!(
                    "desk-receiver-earlier-envelope",
                    when = directory::when(*at)
                ),
            })
            .collect(),
        near_misses: near_misses.into_iter().map(Inert::new).collect(),
        flags: directory
            .flags(&inbox)
            .into_iter()
            .map(Inert::new)
            .collect(),
        first_transfer,
        first_action,
        type_to_confirm,
        why_typed,
        name,
        name_source,
    }
}

/// Characters of `inbox`'s id (32 hex digits, no dashes) that tell it apart from every inbox in
/// `known`: the first run of [`TYPED_ID_CHARS`] that no known inbox has at the same place, so a
/// lookalike that shares a prefix with the real inbox is confirmed by where it differs, never by
/// the prefix. When no such run exists, the whole id.
pub(crate) fn telling_chars(inbox: &Uuid, known: &[Uuid]) -> String {
    let hex = inbox.simple().to_string();
    let others: Vec<String> = known
        .iter()
        .filter(|k| *k != inbox)
        .map(|k| k.simple().to_string())
        .collect();
    (0..=hex.len() - TYPED_ID_CHARS)
        .find_map(|start| {
            let run = hex.get(start..start + TYPED_ID_CHARS)?;
            others
                .iter()
                .all(|o| o.get(start..start + TYPED_ID_CHARS) != Some(run))
                .then(|| run.to_owned())
        })
        .unwrap_or(hex)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::super::counterparty::check_typed;
    use super::*;

    #[test]
    fn the_typed_name_must_match_in_any_case_and_spacing() {
        assert!(check_typed(None, None).is_ok());
        assert!(check_typed(Some("Harbor Bank plc"), Some("  harbor  bank PLC ")).is_ok());
        let refused = check_typed(Some("Harbor Bank plc"), Some("Harbor Bank")).unwrap_err();
        assert_eq!(refused.code(), "action.recipient_not_confirmed");
        assert!(check_typed(Some("Harbor Bank plc"), None).is_err());
    }

    #[test]
    fn a_name_from_the_service_is_shown_inert_and_typed_as_shown() {
        let inbox = Uuid::parse_str("5e1f9c2a-07d3-4b8e-a1f4-6c0b93d27e15").unwrap();
        let mut directory = Directory::default();
        // The service names the company with a right-to-left override and a terminal escape.
        directory.add_company(None, "Harbor \u{202e}knaB\u{1b}[2J", Some("EG"), &[inbox]);
        let check = check_in(&directory, inbox, None, &[], operation::ENVELOPE_SEND);
        let shown = "Harbor ⟨U+202E⟩knaB␛[2J";
        assert_eq!(check.name.as_deref(), Some(shown));
        assert_eq!(check.sources[0].name.as_str(), shown);
        assert!(check.first_action);
        // What the user types is what the review shows, never the raw name.
        assert_eq!(check.type_to_confirm.as_deref(), Some(shown));
        let checked = CheckedCounterparty::new(inbox, check);
        assert!(checked.confirm(Some(shown)).is_ok());
        assert!(
            checked
                .confirm(Some("Harbor \u{202e}knaB\u{1b}[2J"))
                .is_err()
        );
        let recipients = directory.recipients(&[]);
        assert_eq!(recipients[0].name.as_str(), shown);
    }

    #[test]
    fn a_lookalike_is_confirmed_where_it_differs_never_by_the_shared_prefix() {
        let bank = Uuid::parse_str("5e1f9c2a-07d3-4b8e-a1f4-6c0b93d27e15").unwrap();
        let lookalike = Uuid::parse_str("5e1f9c2a-07d3-4b8e-a1f4-6c0b93d27e16").unwrap();
        let typed = telling_chars(&lookalike, &[bank]);
        assert_ne!(
            typed, "5e1f9c2a",
            "the real inbox's prefix never confirms a lookalike"
        );
        assert!(lookalike.simple().to_string().ends_with(&typed), "{typed}");
        assert!(!bank.simple().to_string().contains(&typed));
        // An inbox apart from every known one: its first characters.
        let stranger = Uuid::parse_str("a0b1c2d3-07d3-4b8e-a1f4-6c0b93d27e15").unwrap();
        assert_eq!(telling_chars(&stranger, &[bank]), "a0b1c2d3");
    }

    /// Why the user types, for an inbox with a name never dealt with, and for an inbox with
    /// no name known, with an earlier transfer and an earlier envelope that went through.
    fn checks() -> Vec<ReceiverCheck> {
        let inbox = Uuid::parse_str("5e1f9c2a-07d3-4b8e-a1f4-6c0b93d27e15").unwrap();
        let mut directory = Directory::default();
        directory.add_company(None, "Harbor Bank plc", Some("EG"), &[inbox]);
        let named = check_in(&directory, inbox, None, &[], operation::TRANSFER_POSSESSION);
        let unnamed = check_in(
            &Directory::default(),
            inbox,
            None,
            &[(operation::ENVELOPE_SEND.to_owned(), 0, None)],
            operation::TRANSFER_POSSESSION,
        );
        let transferred = check_in(
            &Directory::default(),
            inbox,
            None,
            &[(
                operation::TRANSFER_POSSESSION.to_owned(),
                0,
                Some("GCL-1".to_owned()),
            )],
            operation::TRANSFER_POSSESSION,
        );
        vec![named, unnamed, transferred]
    }

    #[test]
    fn why_the_user_types_reads_in_english_as_before() {
        tdx_i18n::set_language(tdx_i18n::Lang::En);
        let checks = checks();
        assert_eq!(
            checks[0].why_typed.as_deref(),
            Some(
                "Type the name Harbor Bank plc to confirm: you have never dealt with this inbox: \
                 it is no verified contact, and no action toward it went through."
            )
        );
        assert_eq!(
            checks[1].why_typed.as_deref(),
            Some(
                "Type 5e1f9c2a (characters of its inbox id that no inbox you know has there, or \
                 the whole id) to confirm: no transfer to this inbox went through before."
            )
        );
        assert_eq!(checks[2].why_typed, None);
        assert_eq!(
            checks[2].earlier_transfers,
            vec!["GCL-1 on 1970-01-01 00:00 UTC"]
        );
    }

    #[test]
    fn why_the_user_types_in_the_pseudo_locale_and_arabic_is_from_the_catalogue() {
        for lang in [tdx_i18n::Lang::Pseudo, tdx_i18n::Lang::Ar] {
            tdx_i18n::set_language(lang);
            let checks = checks();
            let said = checks
                .iter()
                .filter_map(|c| c.why_typed.clone())
                .chain(checks[2].earlier_transfers.iter().cloned());
            for why in said {
                if lang == tdx_i18n::Lang::Ar {
                    crate::catalogue_check::assert_arabic(&why);
                } else {
                    crate::catalogue_check::assert_pseudo(&why);
                }
            }
        }
        tdx_i18n::set_language(tdx_i18n::Lang::En);
    }
}
