//! Step 2 of an action, after the user confirmed the review: taken once, checked against the
//! key the service relays for, put on record, signed locally with the recomputed hash, and
//! submitted; the answer (or its loss) is recorded in the journal.

use std::sync::Arc;

use tdx_client::models::signing::SigningData;
use tdx_keys::guard::Checked;
use tdx_keys::{Address, Signer};
use uuid::Uuid;

use crate::context::{Context, Session};
use crate::error::{Error, Result};
use crate::journal;
use crate::registry_pins::{self, RegistryKind};
use crate::review::pending::PendingReview;
use crate::view::{ActionDone, ActionKind, EblDetail};
use crate::{ebls, session};

/// Step 2, after the user confirmed the review: signs locally and submits. A review is
/// used once: a second confirm (a double click) is refused and submits nothing. A review that
/// asks for the recipient's name typed (a first transfer to the inbox, or a near miss) is
/// refused without it (`action.recipient_not_confirmed`), nothing signed, and stays for a
/// confirm with the name. Once submitted, the answer is the eBL as it is now, or why it
/// cannot be shown.
pub async fn confirm_action(
    cx: &Context,
    review_id: &str,
    recipient_name: Option<&str>,
) -> Result<ActionDone> {
    // A review prepared for an approval is signed only through its approval (the policy itself
    // is held in `sign_and_submit`, which every signature passes).
    let for_approval = cx
        .reviews
        .lock()
        .await
        .get(review_id)
        .is_some_and(|r| r.approval.is_some());
    if for_approval {
        return Err(Error::UnknownReview);
    }
    let (session, ebl_id) = sign_and_submit(cx, review_id, None, recipient_name).await?;
    let done = |detail: Option<EblDetail>, note: Option<&str>| ActionDone {
        ebl_id: ebl_id.to_string(),
        detail,
        note: note.map(str::to_owned),
    };
    let ebl = session.client.ebls().get(ebl_id).await;
    match ebl {
        Ok(ebl) => {
            ebls::cache_one(cx, ebl_id, Some(&ebl))?;
            Ok(done(
                Some(ebls::detail_of(cx, &ebl, Some(&session)).await?),
                None,
            ))
        }
        // The action went through and the eBL is no longer visible to us.
        Err(e) if matches!(e.status(), Some(403 | 404)) => {
            ebls::cache_one(cx, ebl_id, None)?;
            Ok(done(
                None,
                Some("The eBL is no longer visible to your company."),
            ))
        }
        // The action went through; reading the eBL again failed (the service is busy or
        // away): what is known is shown, and the next refresh brings the rest. Never an
        // error, or the user would do it a second time.
        Err(e) => {
            tracing::warn!(
                code = e.code(),
                "the eBL could not be read after the action"
            );
            match cx.cache.get(&cx.profile.id, ebl_id)? {
                Some(known) => Ok(done(
                    Some(ebls::detail_of(cx, &known, Some(&session)).await?),
                    None,
                )),
                None => Ok(done(
                    None,
                    Some("The eBL could not be read again yet: refresh the list in a moment."),
                )),
            }
        }
    }
}

/// Signs the confirmed review locally and submits it, with its journal entry (whose id is
/// the review's) written before the signature. Returns the session and the eBL acted on.
/// `key` is the signer when the caller has it already (one read of the keyring, one module
/// session, for a whole batch); otherwise it is asked for here. A signer that cannot sign
/// without asking (a module key whose PIN is not given, its token away) is refused before
/// the review is taken: nothing is on record or sent, and the same review can be confirmed
/// again once the PIN is given. The steps: [`take_review`] (once), then for a
/// copy [`send_copy`]; for a signed action [`check_signer`] → [`put_on_record`] → [`sign`] →
/// [`submit_signed`].
pub(crate) async fn sign_and_submit(
    cx: &Context,
    review_id: &str,
    key: Option<&Arc<dyn Signer>>,
    recipient_name: Option<&str>,
) -> Result<(Session, Uuid)> {
    let (signs, kind, approved) = match cx.reviews.lock().await.get(review_id) {
        Some(r) => (
            r.signing.is_some() && !matches!(r.kind, ActionKind::SendAsCopy),
            Some(r.kind),
            r.approval.is_some(),
        ),
        None => (false, None, false),
    };
    // Dual control, where every signature and copy passes (a single review, a batch's item, an
    // approval): under the profile's policy a transfer or surrender (and, if chosen, a copy)
    // goes on only from a review an approval prepared (`approval.required` otherwise, nothing
    // signed, the review kept).
    if let Some(kind) = kind
        && !approved
    {
        crate::approval::policy::require_no_second_person(cx, kind)?;
    }
    let signer = match (signs, key) {
        (false, _) => None,
        (true, Some(key)) => Some(key.clone()),
        (true, None) => Some(cx.keys.signer()?),
    };
    if let Some(signer) = &signer {
        signer.ready()?;
    }
    let mut review = take_review(cx, review_id, recipient_name).await?;
    cx.check_review_age(review.prepared_at)?;
    let session = session::require_session(cx).await?;
    let ebl_id = review.ebl_id;
    match (review.kind, review.signing.take()) {
        (ActionKind::SendAsCopy, _) => send_copy(cx, &session, review_id, review).await?,
        (_, Some((data, checked))) => {
            let key = match signer {
                Some(signer) => signer,
                None => cx.keys.signer()?,
            };
            let mut entry = journal::begin(
                review_id.to_owned(),
                data.operation.as_str(),
                Some((review.ebl_id, &review.ebl_reference)),
                review.counterparty.as_ref().map(|c| c.inbox()),
                review
                    .counterparty
                    .as_ref()
                    .and_then(|c| c.name().map(str::to_owned)),
            );
            entry.signing_data = journal::issued(&data);
            entry.hash = Some(data.hash.clone());
            entry.signer = Some(key.address().to_checksum());
            entry.key_kind = Some(key.kind().to_string());
            entry.approval = review.approval.take();
            check_signer(cx, &mut entry, &data, key.as_ref(), &checked)?;
            put_on_record(cx, &entry)?;
            let signature = sign(cx, &mut entry, key.as_ref(), &checked)?;
            submit_signed(cx, &session, &mut entry, data, signature).await?;
        }
        (_, None) => return Err(Error::UnknownReview),
    }
    Ok((session, ebl_id))
}

/// Takes the review out of the pending ones: a review is used once, and a second confirm of
/// it (a double click) is refused. One that asks for the recipient's name typed stays pending
/// when `recipient_name` is not it.
pub(crate) async fn take_review(
    cx: &Context,
    review_id: &str,
    recipient_name: Option<&str>,
) -> Result<PendingReview> {
    let mut reviews = cx.reviews.lock().await;
    if let Some(counterparty) = reviews.get(review_id).and_then(|p| p.counterparty.as_ref()) {
        counterparty.confirm(recipient_name)?;
    }
    match reviews.remove(review_id) {
        Some(r) => {
            cx.submitted.lock().await.insert(review_id.to_owned());
            Ok(r)
        }
        None if cx.submitted.lock().await.contains(review_id) => Err(Error::AlreadySubmitted),
        None => Err(Error::UnknownReview),
    }
}

/// Sends the view-only copy the review describes. The review is the user's intent: its id
/// is the `Idempotency-Key` (and its journal entry's id), so confirming it again after a lost
/// answer makes no second copy and updates the same record; such a review is put back for
/// that.
pub(crate) async fn send_copy(
    cx: &Context,
    session: &Session,
    review_id: &str,
    review: PendingReview,
) -> Result<()> {
    let inbox = review
        .counterparty
        .as_ref()
        .map(|c| c.inbox())
        .ok_or(Error::UnknownReview)?;
    let key = review.copy_key.or_else(|| Uuid::parse_str(review_id).ok());
    let mut entry = journal::begin(
        review
            .resumes
            .clone()
            .unwrap_or_else(|| review_id.to_owned()),
        review.kind.recorded_name(),
        Some((review.ebl_id, &review.ebl_reference)),
        review.counterparty.as_ref().map(|c| c.inbox()),
        review
            .counterparty
            .as_ref()
            .and_then(|c| c.name().map(str::to_owned)),
    );
    entry.approval = review.approval.clone();
    journal::save(cx, &entry)?;
    let sent = session
        .client
        .ebls()
        .send_as_copy(review.ebl_id, inbox, key)
        .await;
    journal::end(&mut entry, &sent);
    journal::close(cx, &entry);
    if let Err(e) = sent {
        if e.outcome_unknown() {
            cx.submitted.lock().await.remove(review_id);
            cx.reviews.lock().await.insert(review_id.to_owned(), review);
        }
        return Err(e.into());
    }
    Ok(())
}

/// Signs only with the key the service relays for (it may have been replaced since the
/// review), and pins the registry for that key before it signs for it (first use); a registry
/// pinned for it since the review (by another profile) is not signed for. A refusal is put on
/// record with `entry`.
pub(crate) fn check_signer(
    cx: &Context,
    entry: &mut tdx_store::JournalEntry,
    data: &SigningData,
    key: &dyn Signer,
    checked: &Checked,
) -> Result<()> {
    let relayed = Address::parse_any_case(&data.relayed_for).ok();
    if relayed != Some(key.address()) {
        let refusal = tdx_keys::Error::Mismatch {
            field: "relayedFor",
            expected: key.address().to_string(),
            got: data.relayed_for.clone(),
        };
        journal::refuse(entry, &refusal);
        journal::close(cx, entry);
        return Err(refusal.into());
    }
    if let Err(refusal) =
        registry_pins::pin_registry(cx, RegistryKind::Ebl, &key.address(), &checked.registry)
    {
        if let Error::Keys(k) = &refusal {
            journal::refuse(entry, k);
            journal::close(cx, entry);
        }
        return Err(refusal);
    }
    Ok(())
}

/// Puts the action on record before the signature is made: whatever happens next, the
/// journal holds what was about to be signed. Nothing is signed if this fails.
pub(crate) fn put_on_record(cx: &Context, entry: &tdx_store::JournalEntry) -> Result<()> {
    journal::save(cx, entry)
}

/// Signs the hash the guard recomputed (never the service's word for it), and puts the
/// signature on record before it is submitted. A signature that could not be made (a module
/// that failed, or answered an invalid signature twice) is put on record as refused, and
/// nothing is sent.
pub(crate) fn sign(
    cx: &Context,
    entry: &mut tdx_store::JournalEntry,
    key: &dyn Signer,
    checked: &Checked,
) -> Result<String> {
    let signature = match key.sign_hash(&checked.hash) {
        Ok(signature) => tdx_keys::signature_to_hex(&signature),
        Err(e) => {
            journal::refuse(entry, &e);
            journal::close(cx, entry);
            return Err(e.into());
        }
    };
    entry.signature = Some(signature.clone());
    journal::save(cx, entry)?;
    Ok(signature)
}

/// Submits the signed call, and records the service's answer (or its loss) in `entry`.
pub(crate) async fn submit_signed(
    cx: &Context,
    session: &Session,
    entry: &mut tdx_store::JournalEntry,
    data: SigningData,
    signature: String,
) -> Result<()> {
    let result = session
        .client
        .ebls()
        .submit_signed(&data.with_signature(signature))
        .await;
    journal::end(entry, &result);
    journal::close(cx, entry);
    result?;
    Ok(())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    //! Each step of an action, called one by one against the embedded sandbox (with the real
    //! OS keyring: run under tests/e2e/in-session.sh), with what the journal holds after each.

    use std::sync::Arc;

    use tdx_client::login_browser::FormFillingBrowser;
    use tdx_store::Outcome;

    use super::*;
    use crate::review::{checked_signing_data, describe, read_ebl, recipient_of};
    use crate::{EblCache, SandboxOptions};

    const CONSIGNEE: &str = "consignee@nile.example";

    async fn signed_in() -> Context {
        let probe = tdx_sandbox::spawn(Default::default()).await.unwrap();
        let user = probe
            .world()
            .users
            .into_iter()
            .find(|u| u.email == CONSIGNEE)
            .unwrap();
        probe.shutdown().await;
        let options = SandboxOptions {
            profile_id: format!("test-steps-{}", Uuid::new_v4()),
            ..Default::default()
        };
        let browser = Arc::new(FormFillingBrowser::new(&user.email, &user.password));
        let cx = session::open_sandbox(options, browser, EblCache::in_memory())
            .await
            .unwrap();
        session::sign_in(&cx).await.unwrap();
        cx.keys
            .import_hex(&tdx_keys::Sensitive::new(user.private_key), None)
            .unwrap();
        cx
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_surrender_request_step_by_step_is_on_record_before_it_is_signed_and_sent() {
        let cx = signed_in().await;
        let session = session::require_session(&cx).await.unwrap();
        let list = ebls::list_ebls(&cx, true).await.unwrap();
        let kind = ActionKind::RequestSurrenderForDelivery;
        let mut ebl = None;
        for row in list.rows.iter().filter(|r| r.held_by_us && !r.is_copy) {
            if let Ok(read) = read_ebl(&cx, &session, &row.id, kind).await {
                ebl = Some(read);
                break;
            }
        }
        let ebl = ebl.expect("an eBL whose surrender the consignee may request");

        // Review: no recipient for a surrender; the guard's checked call names the surrenderee.
        assert_eq!(recipient_of(&session, kind, None).unwrap(), None);
        let operation = kind.operation().unwrap();
        let signing = checked_signing_data(&cx, &session, &ebl, kind, operation, None)
            .await
            .unwrap();
        let review = describe(&cx, &ebl, kind, None, Some(&signing), Vec::new(), None).await;
        assert!(review.summary.contains(&ebl.reference), "{review:?}");
        assert_eq!(
            review.signed_call.as_ref().unwrap().target_inbox,
            crate::first_seen::surrenderee_inbox(&ebl)
                .unwrap()
                .to_string()
        );
        assert!(
            journal::entries(&cx, Some(&ebl.id.to_string()))
                .unwrap()
                .is_empty(),
            "a review puts nothing on record"
        );

        // Submit, step by step.
        let key = cx.keys.signer().unwrap();
        let key = key.as_ref();
        let mut entry = journal::begin(
            review.review_id.clone(),
            operation,
            Some((ebl.id, &ebl.reference)),
            None,
            None,
        );
        entry.signing_data = journal::issued(&signing.data);
        check_signer(&cx, &mut entry, &signing.data, key, &signing.checked).unwrap();
        put_on_record(&cx, &entry).unwrap();
        let on_record = || journal::entries(&cx, Some(&ebl.id.to_string())).unwrap();
        assert_eq!(on_record().len(), 1);
        assert!(
            on_record()[0].signature.is_none(),
            "on record before it is signed"
        );
        assert_eq!(on_record()[0].outcome, Outcome::Unknown);

        let signature = sign(&cx, &mut entry, key, &signing.checked).unwrap();
        assert_eq!(
            on_record()[0].signature.as_deref(),
            Some(signature.as_str())
        );
        assert_eq!(
            on_record()[0].outcome,
            Outcome::Unknown,
            "signed, not yet sent"
        );

        submit_signed(&cx, &session, &mut entry, signing.data, signature)
            .await
            .unwrap();
        assert_eq!(on_record()[0].outcome, Outcome::Submitted);
        let after = ebls::get_ebl(&cx, &ebl.id.to_string()).await.unwrap();
        assert_eq!(after.row.state, "SURRENDER_FOR_DELIVERY_REQUESTED");
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_review_is_taken_once() {
        let cx = signed_in().await;
        let list = ebls::list_ebls(&cx, true).await.unwrap();
        let row = list
            .rows
            .iter()
            .find(|r| r.held_by_us && !r.is_copy)
            .unwrap();
        let stranger = Uuid::new_v4().to_string();
        let review =
            crate::review::prepare_action(&cx, &row.id, ActionKind::SendAsCopy, Some(&stranger))
                .await
                .unwrap();
        // A first action toward an inbox never dealt with: confirmed by what the check asks.
        let refused = take_review(&cx, &review.review_id, None)
            .await
            .err()
            .unwrap();
        assert_eq!(refused.code(), "action.recipient_not_confirmed");
        assert!(
            take_review(&cx, &review.review_id, Some(&stranger))
                .await
                .is_ok()
        );
        let again = take_review(&cx, &review.review_id, Some(&stranger))
            .await
            .err()
            .unwrap();
        assert_eq!(again.code(), "action.already_submitted");
        let never = take_review(&cx, "never-prepared", None)
            .await
            .err()
            .unwrap();
        assert_eq!(never.code(), "action.unknown_review");
    }
}
