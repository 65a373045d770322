//! Step 1 of an action: the review. [`prepare_action`] reads the eBL (and refuses what it
//! does not allow now, or a title id or surrenderee changed since first seen), asks the
//! service what to sign, has the signing guard decode the call, compare it with the user's
//! intent and recompute its hash, and describes it in plain words. Nothing is signed; the
//! review waits in [`pending`] for the user's confirmation ([`crate::submit`]).

pub(crate) mod counterparty;
pub mod pending;
pub(crate) mod receiver;

use tdx_client::models::ebl::Ebl;
use tdx_client::models::signing::{Operation, SigningData, SigningDataRequest};
use tdx_i18n::tr;
use tdx_keys::Address;
use tdx_keys::call::{Call, Function};
use tdx_keys::guard::{Checked, EblIntent, Relay, RelayPayload, check_ebl_action};
use uuid::Uuid;

use crate::context::{Context, Session};
use crate::error::{Error, Result};
use crate::first_seen::{self, surrenderee_inbox};
use crate::journal;
use crate::registry_pins::{self, RegistryKind};
use crate::review::counterparty::CheckedCounterparty;
use crate::review::pending::PendingReview;
use crate::view::{ActionKind, ActionReview, Inert, SignedCall};
use crate::{ebls, session};

/// Step 1: checks that the action is allowed, asks the service what to sign, checks
/// that it is what the user asked for, and returns it for review. Nothing is signed.
pub async fn prepare_action(
    cx: &Context,
    ebl_id: &str,
    kind: ActionKind,
    recipient_inbox: Option<&str>,
) -> Result<ActionReview> {
    prepare_review(cx, ebl_id, kind, recipient_inbox, None, None).await
}

/// [`prepare_action`], with the `Idempotency-Key` a copy is to send (a bulk action's
/// item keeps one key across its attempts); by default the review's id. Every review carries
/// the [`receiver::check_counterparty`] of whom it names (the recipient, or the surrenderee),
/// and its confirm needs what that asks typed; `checked`: a check already made for the inbox
/// (a batch checks its one recipient once, for all). The steps:
/// [`read_ebl`] → [`recipient_of`] → [`checked_signing_data`] (ask, decode, compare with the
/// intent, recompute) → [`describe`] → kept as a [`PendingReview`] until the user confirms.
pub(crate) async fn prepare_review(
    cx: &Context,
    ebl_id: &str,
    kind: ActionKind,
    recipient_inbox: Option<&str>,
    copy_key: Option<Uuid>,
    checked: Option<&CheckedCounterparty>,
) -> Result<ActionReview> {
    let session = session::require_session(cx).await?;
    let ebl = read_ebl(cx, &session, ebl_id, kind).await?;
    let cautions = match kind {
        ActionKind::RequestSurrenderForDelivery => first_seen::surrender_cautions(cx, &ebl).await,
        _ => Vec::new(),
    };
    let recipient = recipient_of(&session, kind, recipient_inbox)?;
    // Whom the action names: the recipient, or for a surrender request the surrenderee.
    let counterparty_inbox = match kind {
        ActionKind::RequestSurrenderForDelivery => surrenderee_inbox(&ebl),
        _ => recipient,
    };
    let counterparty = match counterparty_inbox {
        Some(inbox) => Some(match checked.filter(|c| c.inbox() == inbox) {
            Some(known) => known.clone(),
            None => receiver::check_counterparty(cx, kind, inbox, Some(&ebl.reference)).await,
        }),
        None => None,
    };
    let signing = match kind.operation() {
        None => None,
        Some(operation) => {
            match checked_signing_data(cx, &session, &ebl, kind, operation, recipient).await {
                Ok(signing) => Some(signing),
                // The service refuses an inbox close to a known one: the review still shows
                // the near miss (the likely typo), with nothing that can be signed.
                Err(Error::Client(e))
                    if e.status() == Some(400)
                        && counterparty
                            .as_ref()
                            .is_some_and(|r| !r.view().near_misses.is_empty()) =>
                {
                    let refused = Error::Client(e).user_message();
                    let mut review =
                        describe(cx, &ebl, kind, recipient, None, Vec::new(), None).await;
                    review.summary = tr!("desk-review-refused-inbox", reference = &ebl.reference);
                    review.consequences = Vec::new();
                    review.cautions = vec![refused];
                    review.receiver = counterparty.map(|c| c.view().clone());
                    return Ok(review);
                }
                Err(e) => return Err(e),
            }
        }
    };
    let mut review = describe(
        cx,
        &ebl,
        kind,
        recipient,
        signing.as_ref(),
        cautions,
        counterparty.as_ref(),
    )
    .await;
    review.receiver = counterparty.as_ref().map(|c| c.view().clone());
    // A copy whose answer was lost is the same intent when the user starts it again: it
    // goes with the same Idempotency-Key, so the service makes no second copy.
    let resumes = match (kind, copy_key) {
        (ActionKind::SendAsCopy, None) => unknown_copy(cx, ebl.id, recipient)?,
        _ => None,
    };
    let copy_key = copy_key.or_else(|| resumes.as_deref().and_then(|id| Uuid::parse_str(id).ok()));
    let pending = PendingReview {
        kind,
        ebl_id: ebl.id,
        ebl_reference: ebl.reference.clone(),
        counterparty,
        signing: signing.map(|s| (s.data, s.checked)),
        copy_key,
        resumes,
        prepared_at: cx.review_clock.now(),
        approval: None,
    };
    cx.reviews
        .lock()
        .await
        .insert(review.review_id.clone(), pending);
    Ok(review)
}

/// Reads the eBL from the service, and refuses an action it does not allow now, or (for a
/// signed action) whose title id or surrenderee changed since this profile first saw it: those
/// are held against what the eBL named then, not believed from the service the signing data
/// is checked against.
pub(crate) async fn read_ebl(
    cx: &Context,
    session: &Session,
    ebl_id: &str,
    kind: ActionKind,
) -> Result<Ebl> {
    read_ebl_as(cx, session, ebl_id, kind, Reader::Signer).await
}

/// Who reads the eBL for an action: the one who signs it, or the maker of a signing request
/// (dual control), who needs no key of their own: the eBL's rules and the session's apply,
/// the key's are the approver's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Reader {
    Signer,
    Maker,
}

/// [`read_ebl`], for `reader`.
pub(crate) async fn read_ebl_as(
    cx: &Context,
    session: &Session,
    ebl_id: &str,
    kind: ActionKind,
    reader: Reader,
) -> Result<Ebl> {
    let ebl_id = ebls::parse_uuid(ebl_id, "eBL id")?;
    let ebl = session.client.ebls().get(ebl_id).await?;
    // The cache keeps the eBL as last read: what the review saw (the carrier's answer to an
    // earlier request, say) is observed even when the action changes the eBL again before a poll.
    ebls::cache_one(cx, ebl_id, Some(&ebl))?;
    if kind.operation().is_some() {
        first_seen::check_first_seen(cx, &ebl, kind).await?;
    }
    let actions = match reader {
        Reader::Signer => ebls::detail_of(cx, &ebl, Some(session)).await?.actions,
        Reader::Maker => {
            let mut facts = session::session_facts(cx, Some(session)).await;
            facts.has_key = true;
            let directory = cx.directory.read().await;
            crate::ebl_view::detail(&ebl, &session.identity, &directory, facts).actions
        }
    };
    if let Some(option) = actions.iter().find(|o| o.kind == kind)
        && !option.available
    {
        return Err(Error::Invalid(option.reason.clone().unwrap_or_default()));
    }
    Ok(ebl)
}

/// The inbox the action goes to, when it names one: typed by the user, never our own.
pub(crate) fn recipient_of(
    session: &Session,
    kind: ActionKind,
    recipient_inbox: Option<&str>,
) -> Result<Option<Uuid>> {
    if !kind.needs_recipient() {
        return Ok(None);
    }
    let text = recipient_inbox
        .filter(|t| !t.trim().is_empty())
        .ok_or_else(|| Error::Invalid(tr!("err-input-recipient-inbox")))?;
    let inbox = ebls::parse_uuid(text, "recipient inbox id")?;
    if session.identity.owns_inbox(&inbox) {
        return Err(Error::Invalid(tr!("err-input-own-inbox")));
    }
    Ok(Some(inbox))
}

/// What the service asks the key to sign, checked.
pub(crate) struct CheckedSigning {
    pub(crate) data: SigningData,
    pub(crate) checked: Checked,
    /// The eBL registry had not been used by this key before (the review says so).
    pub(crate) registry_first_use: bool,
}

/// Asks the service for the signing data of `operation` on `ebl`, then has the guard decode
/// the call, compare it with what the user asked for (the eBL, the operation, its title id,
/// the counterparty: the recipient, or for a surrender request the eBL's surrenderee), and
/// recompute the hash. A refusal is put on record (nothing was signed) and returned.
pub(crate) async fn checked_signing_data(
    cx: &Context,
    session: &Session,
    ebl: &Ebl,
    kind: ActionKind,
    operation: &str,
    recipient: Option<Uuid>,
) -> Result<CheckedSigning> {
    // The address is all a review needs: the key itself is read only to sign.
    let info = cx.keys.info()?.ok_or(Error::NoKey)?;
    let address = Address::parse_any_case(&info.address)
        .map_err(|e| Error::Invalid(tr!("err-input-stored-key-address", detail = e.to_string())))?;
    let request = SigningDataRequest {
        operation: Operation::from(operation.to_owned()),
        ebl_id: ebl.id,
        eth_address: address.to_checksum(),
        recipient_inbox: if kind == ActionKind::TransferPossession {
            recipient
        } else {
            None
        },
    };
    let data = session.client.ebls().signing_data(&request).await?;
    let target_inbox = match kind {
        ActionKind::RequestSurrenderForDelivery => surrenderee_inbox(ebl),
        _ => recipient,
    };
    let intent = EblIntent {
        ebl_id: ebl.id,
        operation: operation.to_owned(),
        title_id: ebl.title_id,
        target_inbox,
    };
    let payload = RelayPayload {
        ebl_id: data.ebl_id.to_string(),
        operation: data.operation.as_str().to_owned(),
        relay: Relay {
            hash: data.hash.clone(),
            relay_nonce: data.relay_nonce,
            recipient: data.recipient.clone(),
            relayed_for: data.relayed_for.clone(),
            transaction_data: data.transaction_data.clone(),
        },
    };
    let pinned = registry_pins::pinned_registry(cx, RegistryKind::Ebl, &address)?;
    let result = check_ebl_action(&intent, &payload, &address, pinned.as_ref());
    if let Err(refusal) = &result {
        let name = session::inbox_name(cx, target_inbox).await;
        let mut entry = journal::begin(
            Uuid::new_v4().to_string(),
            operation,
            Some((ebl.id, &ebl.reference)),
            target_inbox,
            name,
        );
        entry.signing_data = journal::issued(&data);
        entry.hash = Some(data.hash.clone());
        entry.signer = Some(address.to_checksum());
        journal::refuse(&mut entry, refusal);
        journal::close(cx, &entry);
    }
    let noted = registry_pins::note_registry(cx, RegistryKind::Ebl, &address, result)?;
    Ok(CheckedSigning {
        data,
        checked: noted.checked,
        registry_first_use: noted.first_use,
    })
}

/// The review the window shows: the plain sentence and what changes, made from the call the
/// key would sign (see [`explain`]), with the facts the user checks.
pub(crate) async fn describe(
    cx: &Context,
    ebl: &Ebl,
    kind: ActionKind,
    recipient: Option<Uuid>,
    signing: Option<&CheckedSigning>,
    cautions: Vec<String>,
    counterparty: Option<&CheckedCounterparty>,
) -> ActionReview {
    let directory = cx.directory.read().await;
    // The counterparty is named as the receiver check knows it (never by a name the eBL under
    // review borrows from its document); any other inbox as the directory does.
    let name_of = |inbox: &Uuid| match counterparty.filter(|c| c.inbox() == *inbox) {
        Some(c) => c.name().map(str::to_owned),
        None => directory.inbox_name(inbox).map(str::to_owned),
    };
    let recipient_name = recipient.as_ref().and_then(&name_of);
    let (summary, consequences, signed_call) = explain(
        &ebl.reference,
        recipient_name.clone(),
        recipient,
        signing.map(|s| &s.checked.call),
        &name_of,
    );
    let data = signing.map(|s| &s.data);
    ActionReview {
        review_id: Uuid::new_v4().to_string(),
        kind,
        operation: kind.operation().map(str::to_owned),
        ebl_id: ebl.id.to_string(),
        ebl_reference: Inert::new(&ebl.reference),
        recipient_inbox: recipient.map(|r| r.to_string()),
        recipient_unknown: recipient.is_some() && recipient_name.is_none(),
        recipient_name: Inert::opt(recipient_name),
        signer_address: data.map(|d| d.relayed_for.clone()),
        hash: data.map(|d| d.hash.clone()),
        relay_nonce: data.map(|d| d.relay_nonce),
        registry_address: data.map(|d| d.recipient.clone()),
        summary,
        consequences,
        cautions,
        registry_first_use: signing.is_some_and(|s| s.registry_first_use),
        signed_call,
        receiver: None,
    }
}

/// The id of a copy of `ebl_id` to `recipient` on record whose outcome is not known (its
/// answer was lost), if any.
pub(crate) fn unknown_copy(
    cx: &Context,
    ebl_id: Uuid,
    recipient: Option<Uuid>,
) -> Result<Option<String>> {
    let Some(recipient) = recipient.map(|r| r.to_string()) else {
        return Ok(None);
    };
    Ok(journal::entries(cx, Some(&ebl_id.to_string()))?
        .into_iter()
        .find(|e| {
            e.operation == tdx_store::operation::SEND_AS_COPY
                && e.outcome == tdx_store::Outcome::Unknown
                && e.counterparty_inbox.as_deref() == Some(recipient.as_str())
        })
        .map(|e| e.id))
}

/// The checked counterparty of a pending review (a batch shows its surrenderee's check).
pub(crate) async fn counterparty_of(cx: &Context, review_id: &str) -> Option<CheckedCounterparty> {
    cx.reviews
        .lock()
        .await
        .get(review_id)
        .and_then(|p| p.counterparty.clone())
}

pub async fn cancel_action(cx: &Context, review_id: &str) {
    cx.reviews.lock().await.remove(review_id);
}
/// A party as the review's sentences name it: by the name the app knows, by its inbox, or as
/// an unknown company. The catalogue's messages choose their words with `partyKind`.
pub(crate) struct Party {
    kind: &'static str,
    name: String,
    inbox: String,
}

impl Party {
    pub(crate) fn new(name: Option<String>, inbox: Option<Uuid>) -> Self {
        match (name, inbox) {
            (Some(name), inbox) => Self {
                kind: "name",
                name,
                inbox: inbox.map(|i| i.to_string()).unwrap_or_default(),
            },
            (None, Some(inbox)) => Self {
                kind: "inbox",
                name: String::new(),
                inbox: inbox.to_string(),
            },
            (None, None) => Self {
                kind: "unknown",
                name: String::new(),
                inbox: String::new(),
            },
        }
    }
}

/// The review's plain sentence, what changes, and the decoded call, from the call the key signs
/// (never from what the window asked for: the two are equal only because the guard checked).
fn explain(
    reference: &str,
    recipient_name: Option<String>,
    recipient: Option<Uuid>,
    call: Option<&Call>,
    name_of: &dyn Fn(&Uuid) -> Option<String>,
) -> (String, Vec<String>, Option<SignedCall>) {
    let Some(Call::Ebl(call)) = call else {
        // A copy is not signed: the sentence says what the request asks.
        let to = Party::new(recipient_name, recipient);
        let (kind, name, inbox) = (to.kind, &to.name, &to.inbox);
        return (
            tr!(
                "desk-review-copy-summary",
                reference = reference,
                partyKind = kind,
                name = name,
                inbox = inbox
            ),
            vec![
                tr!(
                    "desk-review-copy-can-view",
                    partyKind = kind,
                    name = name,
                    inbox = inbox
                ),
                tr!("desk-review-copy-keeps-original", reference = reference),
                tr!("desk-review-copy-nothing-signed"),
            ],
            None,
        );
    };
    let target_name = name_of(&call.target_inbox);
    let signed = SignedCall {
        function: call.function.name().to_owned(),
        ebl_id: call.ebl_id.to_string(),
        title_id: call.title_id.to_string(),
        target_inbox: call.target_inbox.to_string(),
        target_name: Inert::opt(target_name.as_ref()),
    };
    let target = Party::new(target_name, Some(call.target_inbox));
    let (kind, name, inbox) = (target.kind, &target.name, &target.inbox);
    let (summary, consequences) = match call.function {
        Function::RequestSurrenderForDelivery => (
            tr!(
                "desk-review-surrender-summary",
                reference = reference,
                partyKind = kind,
                name = name,
                inbox = inbox
            ),
            vec![
                tr!(
                    "desk-review-surrender-possession",
                    reference = reference,
                    partyKind = kind,
                    name = name,
                    inbox = inbox
                ),
                tr!(
                    "desk-review-surrender-until",
                    reference = reference,
                    partyKind = kind,
                    name = name,
                    inbox = inbox
                ),
            ],
        ),
        _ => (
            tr!(
                "desk-review-transfer-summary",
                reference = reference,
                partyKind = kind,
                name = name,
                inbox = inbox
            ),
            vec![
                tr!(
                    "desk-review-transfer-holds",
                    reference = reference,
                    partyKind = kind,
                    name = name,
                    inbox = inbox
                ),
                tr!(
                    "desk-review-transfer-no-further",
                    reference = reference,
                    partyKind = kind,
                    name = name,
                    inbox = inbox
                ),
            ],
        ),
    };
    (summary, consequences, Some(signed))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use tdx_i18n::{Lang, set_language};
    use tdx_keys::call::EblCall;

    use super::*;
    use crate::catalogue_check::{assert_arabic, assert_chinese, assert_pseudo};

    const INBOX: &str = "5e1f9c2a-07d3-4b8e-a1f4-6c0b93d27e15";

    fn call(function: Function) -> Call {
        Call::Ebl(EblCall {
            function,
            ebl_id: Uuid::nil(),
            title_id: Uuid::nil(),
            target_inbox: Uuid::parse_str(INBOX).unwrap(),
        })
    }

    /// Every sentence of the review of a transfer, a surrender request and a copy, to a
    /// party named or known by its inbox only.
    fn sentences() -> Vec<String> {
        let named = |_: &Uuid| Some("Harbor \u{202e}Bank".to_owned());
        let unnamed = |_: &Uuid| None;
        let inbox = Uuid::parse_str(INBOX).ok();
        let mut out = Vec::new();
        for (function, name_of) in [
            (
                Function::TransferPossession,
                &named as &dyn Fn(&Uuid) -> Option<String>,
            ),
            (Function::TransferPossession, &unnamed),
            (Function::RequestSurrenderForDelivery, &named),
            (Function::RequestSurrenderForDelivery, &unnamed),
        ] {
            let (summary, consequences, _) =
                explain("GCL-1", None, inbox, Some(&call(function)), name_of);
            out.push(summary);
            out.extend(consequences);
        }
        for name in [Some("Harbor Bank".to_owned()), None] {
            let (summary, consequences, _) = explain("GCL-1", name, inbox, None, &unnamed);
            out.push(summary);
            out.extend(consequences);
        }
        let (summary, _, _) = explain("GCL-1", None, None, None, &unnamed);
        out.push(summary);
        out.push(tr!("desk-review-refused-inbox", reference = "GCL-1"));
        out
    }

    #[test]
    fn the_review_reads_in_english_as_before() {
        set_language(Lang::En);
        let all = sentences();
        assert_eq!(
            all[0],
            "Transfer possession of GCL-1 to Harbor ⟨U+202E⟩Bank."
        );
        assert_eq!(
            all[3],
            format!("Transfer possession of GCL-1 to the company with inbox {INBOX}.")
        );
        assert_eq!(
            all[4],
            format!(
                "the company with inbox {INBOX} will hold GCL-1; your company will no longer hold it."
            )
        );
        assert_eq!(
            all[9],
            format!(
                "Ask the carrier (inbox {INBOX}) to release the cargo of GCL-1 to your company."
            )
        );
        assert_eq!(all[12], "Send a view-only copy of GCL-1 to Harbor Bank.");
        assert_eq!(
            all[13],
            "Harbor Bank can view and download the copy; it cannot act on it."
        );
        assert_eq!(
            all[20],
            "Send a view-only copy of GCL-1 to an unknown company."
        );
    }

    #[test]
    fn the_review_in_the_pseudo_locale_has_every_word_from_the_catalogue() {
        set_language(Lang::Pseudo);
        for sentence in sentences() {
            assert_pseudo(&sentence);
        }
        set_language(Lang::En);
    }

    #[test]
    fn the_review_in_arabic_and_chinese_keeps_the_reference_as_written() {
        set_language(Lang::Ar);
        for sentence in sentences() {
            assert_arabic(&sentence);
            assert!(sentence.contains("\u{2068}GCL-1\u{2069}") || !sentence.contains("GCL"));
        }
        // The service's bidi override is shown, never obeyed, inside the isolate.
        assert!(sentences()[0].contains("\u{2068}Harbor ⟨U+202E⟩Bank\u{2069}"));
        set_language(Lang::ZhCn);
        for sentence in sentences() {
            assert_chinese(&sentence);
        }
        set_language(Lang::En);
    }
}
