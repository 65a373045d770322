//! Step 2 of an action, after the user confirmed the review: taken once, checked against the
//! key the service relays for, put on record, signed locally with the recomputed hash, and
//! submitted; the answer (or its loss) is recorded in the journal.

use tdx_client::models::signing::SigningData;
use tdx_keys::Address;
use tdx_keys::guard::Checked;
use uuid::Uuid;

use crate::context::{Context, Session};
use crate::error::{Error, Result};
use crate::journal;
use crate::registry_pins::{self, RegistryKind};
use crate::review::pending::PendingReview;
use crate::view::{ActionDone, ActionKind, EblDetail};
use crate::{ebls, session};

/// Step 2, after the user confirmed the review: signs locally and submits. A review is
/// used once: a second confirm (a double click) is refused and submits nothing. Once
/// submitted, the answer is the eBL as it is now, or why it cannot be shown.
pub async fn confirm_action(cx: &Context, review_id: &str) -> Result<ActionDone> {
    let (session, ebl_id) = sign_and_submit(cx, review_id, None).await?;
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
/// `key` is the signing key when the caller read it already (one read of the keyring for a
/// whole batch); otherwise it is read here. The steps: [`take_review`] (once), then for a
/// copy [`send_copy`]; for a signed action [`check_signer`] → [`put_on_record`] → [`sign`] →
/// [`submit_signed`].
pub(crate) async fn sign_and_submit(
    cx: &Context,
    review_id: &str,
    key: Option<&tdx_keys::PrivateKey>,
) -> Result<(Session, Uuid)> {
    let mut review = take_review(cx, review_id).await?;
    cx.check_review_age(review.prepared_at)?;
    let session = session::require_session(cx).await?;
    let ebl_id = review.ebl_id;
    match (review.kind, review.signing.take()) {
        (ActionKind::SendAsCopy, _) => send_copy(cx, &session, review_id, review).await?,
        (_, Some((data, checked))) => {
            let key = match key {
                Some(key) => key.clone(),
                None => cx.keys.key()?,
            };
            let mut entry = journal::begin(
                review_id.to_owned(),
                data.operation.as_str(),
                Some((review.ebl_id, &review.ebl_reference)),
                review.counterparty,
                review.counterparty_name.clone(),
            );
            entry.signing_data = journal::issued(&data);
            entry.hash = Some(data.hash.clone());
            entry.signer = Some(key.address().to_checksum());
            check_signer(cx, &mut entry, &data, &key, &checked)?;
            put_on_record(cx, &entry)?;
            let signature = sign(cx, &mut entry, &key, &checked)?;
            submit_signed(cx, &session, &mut entry, data, signature).await?;
        }
        (_, None) => return Err(Error::UnknownReview),
    }
    Ok((session, ebl_id))
}

/// Takes the review out of the pending ones: a review is used once, and a second confirm of
/// it (a double click) is refused.
pub(crate) async fn take_review(cx: &Context, review_id: &str) -> Result<PendingReview> {
    let mut reviews = cx.reviews.lock().await;
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
    let inbox = review.recipient_inbox.ok_or(Error::UnknownReview)?;
    let key = review.copy_key.or_else(|| Uuid::parse_str(review_id).ok());
    let mut entry = journal::begin(
        review
            .resumes
            .clone()
            .unwrap_or_else(|| review_id.to_owned()),
        review.kind.recorded_name(),
        Some((review.ebl_id, &review.ebl_reference)),
        review.counterparty,
        review.counterparty_name.clone(),
    );
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
    key: &tdx_keys::PrivateKey,
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
/// signature on record before it is submitted.
pub(crate) fn sign(
    cx: &Context,
    entry: &mut tdx_store::JournalEntry,
    key: &tdx_keys::PrivateKey,
    checked: &Checked,
) -> Result<String> {
    let signature = tdx_keys::signature_to_hex(&key.sign_hash(&checked.hash));
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
