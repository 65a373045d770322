//! Batches (the window's bulk actions): one transfer, copy or surrender request on many eBLs (up to
//! [`MAX_BATCH`]). Each eBL gets its own review, checked by the signing guard as a single
//! action is; "Sign and submit all" then signs and submits them with at most
//! [`IN_FLIGHT`] requests at a time. The batch and each eBL's state are in the local store
//! before anything is signed, so a batch cut off by a crash or a quit is shown at the next
//! start with what went through and what did not, and nothing is signed or submitted twice:
//! an eBL whose answer was lost is settled by reading it (or, for a copy, by sending again
//! with the same `Idempotency-Key`) before it is tried again.
//!
//! Retry (and Resume, for a batch an earlier run left) takes the path of the first review:
//! it fetches fresh signing data for each eBL to try again, has the guard check it, and stops
//! with the fresh review lines in the batch's view. Only "Sign and submit all" signs, and only
//! the eBLs whose review a view carried.

pub(crate) mod runs;

use std::collections::{HashMap, HashSet};
use tdx_i18n::tr;

use futures::StreamExt;
use serde::{Deserialize, Serialize};
use tdx_client::CancellationToken;
use tdx_client::models::signing::SigningData;
use tdx_store::{BatchItemRecord, BatchItemState, BatchRecord, Outcome};
use ts_rs::TS;
use uuid::Uuid;

use crate::context::Context;
use crate::error::{Error, Result};
use crate::journal;
use crate::review::counterparty::CheckedCounterparty;
use crate::view::{ActionKind, ActionReview, Inert, ReceiverCheck};
use crate::{ebls, key_standing, review, session, submit};
use runs::{Batches, ItemReview, Live};

/// The most eBLs one bulk action takes.
pub const MAX_BATCH: usize = 500;

/// The most requests a batch has in flight at once (reviews and submissions alike).
pub const IN_FLIGHT: usize = 4;

/// What the selection allows for one action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct BatchAction {
    pub kind: ActionKind,
    /// How many of the selected eBLs allow it.
    pub allowed: u32,
    pub selected: u32,
    /// Why the others do not, each reason with how many eBLs it holds for, most first.
    pub reasons: Vec<BatchActionReason>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct BatchActionReason {
    pub reason: String,
    pub count: u32,
    /// These eBLs are held back only because the profile has no signing key: a request for a
    /// second person's approval can be made for them.
    #[serde(default)]
    pub only_the_key_missing: bool,
}

/// A bulk action as the window shows it: its review before "Sign and submit all", its
/// progress while running, and how it ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct BatchView {
    pub id: String,
    pub kind: ActionKind,
    pub recipient_inbox: Option<String>,
    /// The recipient's name as the app knows it (from the service or a contact), shown inert.
    pub recipient_name: Option<Inert>,
    /// What is known about the one recipient, checked once for the batch (`None`: no
    /// recipient, or a batch from an earlier run not reviewed again yet).
    pub receiver: Option<ReceiverCheck>,
    /// The registry of at least one of its calls was never used by this key: signing pins it
    /// (the review says so, as a single action's does).
    pub registry_first_use: bool,
    pub items: Vec<BatchItemView>,
    /// "Sign and submit all" was pressed (the batch is on record).
    pub started: bool,
    /// Signing and submitting in this run of the app now.
    pub running: bool,
    /// Cancel was pressed: no further eBL is signed.
    pub cancelled: bool,
    /// On record from an earlier run of the app that stopped before every eBL went through.
    pub interrupted: bool,
    /// How many eBLs "Retry" (or "Resume") would take up again.
    pub retryable: u32,
    /// How many eBLs are reviewed and wait for "Sign and submit all" (at the first review, and
    /// after Retry or Resume fetched fresh reviews): their lines are what it signs.
    pub ready: u32,
    /// Milliseconds since the Unix epoch.
    #[ts(type = "number")]
    pub created_at: i64,
}

/// One eBL of a bulk action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct BatchItemView {
    pub ebl_id: String,
    /// The eBL's reference as the service gives it, shown inert.
    pub reference: Inert,
    pub state: BatchItemState,
    /// The review's plain-language line of what is signed for this eBL (from the call the
    /// key signs), while it is known in this run of the app.
    pub line: Option<String>,
    /// Why it was left out, refused or failed.
    pub reason: Option<String>,
}

/// What a failed submission means for its item (as [`journal::end`](crate::journal) and
/// `journal::refuse` record it).
fn state_after(e: &Error) -> BatchItemState {
    match e {
        Error::Keys(k) if k.refused_field().is_some() => BatchItemState::Refused,
        Error::Client(c) if c.outcome_unknown() => BatchItemState::Unknown,
        _ => BatchItemState::Failed,
    }
}

/// An item whose review could not be made: refused by the guard, or else `otherwise` (left out
/// at the first review, failed at a retry), with the reason.
fn not_reviewed(e: &Error, otherwise: BatchItemState) -> (BatchItemState, Option<String>) {
    let state = match state_after(e) {
        BatchItemState::Refused => BatchItemState::Refused,
        _ => otherwise,
    };
    (state, Some(e.user_message()))
}

/// What an item whose signature was on record (state `submitting` or `unknown`) became,
/// by its journal entry.
fn settled_by(
    entry: Option<&tdx_store::JournalEntry>,
    known: Option<&String>,
) -> (BatchItemState, Option<String>) {
    match entry.map(|e| (e.outcome, e.detail.clone())) {
        Some((Outcome::Submitted, _)) => (BatchItemState::Done, None),
        Some((Outcome::Refused, detail)) => (BatchItemState::Refused, detail),
        Some((Outcome::Failed, detail)) => (BatchItemState::Failed, detail),
        // Cut off before its entry was written: nothing was signed.
        None => (
            BatchItemState::NotSent,
            Some(tdx_i18n::tr!("desk-batch-stopped")),
        ),
        Some((Outcome::Unknown, _)) => (
            BatchItemState::Unknown,
            Some(known.cloned().unwrap_or_else(|| {
                "The service's answer never came; reading the eBL has not told yet whether it \
                 went through."
                    .to_owned()
            })),
        ),
    }
}

/// The signing data a journal entry records (without its signature).
fn recorded_call(entry: &tdx_store::JournalEntry) -> Option<SigningData> {
    serde_json::from_value(entry.signing_data.clone()?).ok()
}

/// Whether `entry` holds a signature of the very call `review` shows: the same hash (which
/// binds the registry, the signer, the nonce and the call data), and signing data that names the
/// same eBL, operation, nonce, registry and signer.
fn same_call(entry: &tdx_store::JournalEntry, review: &ActionReview) -> bool {
    let same = |a: &str, b: Option<&String>| b.is_some_and(|b| a.eq_ignore_ascii_case(b));
    let (Some(hash), Some(_), Some(data)) = (&entry.hash, &entry.signature, recorded_call(entry))
    else {
        return false;
    };
    review.operation.as_deref() == Some(entry.operation.as_str())
        && data.operation.as_str() == entry.operation
        && data.ebl_id.to_string() == review.ebl_id
        && same(hash, review.hash.as_ref())
        && same(&data.hash, review.hash.as_ref())
        && Some(data.relay_nonce) == review.relay_nonce
        && same(&data.recipient, review.registry_address.as_ref())
        && same(&data.relayed_for, review.signer_address.as_ref())
}

/// Marks a batch as being reviewed again while alive (a dropped Retry unmarks it too).
struct Reviewing<'a> {
    batches: &'a Batches,
    batch_id: &'a str,
}

impl Drop for Reviewing<'_> {
    fn drop(&mut self) {
        self.batches
            .with_all(|_, reviewing| reviewing.remove(self.batch_id));
    }
}

/// Whether a retry takes up an item in `state`: one that did not go through, except a
/// transfer or surrender whose answer was lost and that reading the eBL could not settle yet
/// (only a copy carries the key that makes a repeat safe).
fn to_retry(kind: ActionKind, state: BatchItemState) -> bool {
    state.retryable()
        && (kind == ActionKind::SendAsCopy
            || !matches!(state, BatchItemState::Unknown | BatchItemState::Submitting))
}

/// For each bulk action, how many of `ebl_ids` allow it and why the others do not, from
/// the eBLs as last listed (no request to the service).
pub async fn batch_actions(cx: &Context, ebl_ids: &[String]) -> Result<Vec<BatchAction>> {
    let wanted: Vec<uuid::Uuid> = ebl_ids
        .iter()
        .filter_map(|s| uuid::Uuid::parse_str(s.trim()).ok())
        .collect();
    let ebls = cx.cache.pick(&cx.profile().id, &wanted)?;
    let mut per_kind: Vec<(ActionKind, u32, HashMap<String, u32>)> = ActionKind::ALL
        .into_iter()
        .map(|k| (k, 0, HashMap::new()))
        .collect();
    let chosen: Vec<_> = ebls.iter().collect();
    let selected = chosen.len() as u32;
    let key_reason = key_standing::key_not_approved(cx).await;
    for options in ebls::action_options(cx, &chosen).await {
        for (kind, allowed, reasons) in &mut per_kind {
            let option = options.iter().find(|a| a.kind == *kind);
            let reason = match option {
                Some(o) if o.available => match (&key_reason, kind.operation()) {
                    (Some(r), Some(_)) => Some(r.clone()),
                    _ => None,
                },
                Some(o) => Some(o.reason.clone().unwrap_or_default()),
                None => Some(tdx_i18n::tr!("desk-batch-not-offered")),
            };
            match reason {
                None => *allowed += 1,
                Some(r) => *reasons.entry(r).or_default() += 1,
            }
        }
    }
    let missing = wanted.len() as u32 - selected;
    Ok(per_kind
        .into_iter()
        .map(|(kind, allowed, reasons)| {
            let mut reasons: Vec<BatchActionReason> = reasons
                .into_iter()
                .map(|(reason, count)| BatchActionReason {
                    only_the_key_missing: reason == crate::actions::no_key_reason(),
                    reason,
                    count,
                })
                .collect();
            if missing > 0 {
                reasons.push(BatchActionReason {
                    reason: tdx_i18n::tr!("desk-batch-no-longer-listed"),
                    count: missing,
                    only_the_key_missing: false,
                });
            }
            reasons.sort_by(|a, b| b.count.cmp(&a.count).then(a.reason.cmp(&b.reason)));
            BatchAction {
                kind,
                allowed,
                selected: wanted.len() as u32,
                reasons,
            }
        })
        .collect())
}

/// Reviews `kind` on each item (`seq`, eBL id, a copy's `Idempotency-Key`), at most
/// [`IN_FLIGHT`] at a time, in the items' order.
pub(crate) async fn review_each(
    cx: &Context,
    items: Vec<(u32, String, Option<Uuid>)>,
    kind: ActionKind,
    recipient: Option<&str>,
    checked: Option<&CheckedCounterparty>,
) -> Vec<(u32, Result<ActionReview>)> {
    // Built first and then run: a stream of closures borrowing `self` is not provably Send.
    let reviews: Vec<_> = items
        .into_iter()
        .map(|(seq, ebl_id, key)| async move {
            (
                seq,
                review::prepare_review(cx, &ebl_id, kind, recipient, key, checked).await,
            )
        })
        .collect();
    futures::stream::iter(reviews)
        .buffered(IN_FLIGHT)
        .collect()
        .await
}

/// Reviews `kind` on each of `ebl_ids` (at most [`MAX_BATCH`]): asks the service what to
/// sign for each, checks each with the signing guard, and returns the review of the whole
/// batch. Nothing is signed. An eBL the action does not apply to is left out with the
/// reason; one whose signing data the guard refuses is shown refused.
pub async fn prepare_batch(
    cx: &Context,
    ebl_ids: &[String],
    kind: ActionKind,
    recipient_inbox: Option<&str>,
) -> Result<BatchView> {
    let mut seen = HashSet::new();
    let ids: Vec<&str> = ebl_ids
        .iter()
        .map(|id| id.trim())
        .filter(|id| seen.insert(*id))
        .collect();
    if ids.is_empty() {
        return Err(Error::Invalid(tr!("err-input-select-ebl")));
    }
    if ids.len() > MAX_BATCH {
        return Err(Error::Invalid(tr!(
            "err-input-batch-too-many",
            max = MAX_BATCH,
            count = ids.len()
        )));
    }
    // What fails for every eBL alike is said once, for the batch.
    cx.signed_in().await?;
    if kind.operation().is_some() {
        cx.keys().info()?.ok_or(Error::NoKey)?;
    }
    let recipient = match (kind.needs_recipient(), recipient_inbox) {
        (true, Some(r)) if !r.trim().is_empty() => Some(
            Uuid::parse_str(r.trim())
                .map_err(|_| {
                    Error::Invalid(tr!(
                        "err-input-recipient-inbox-not-uuid",
                        text = format!("{r:?}")
                    ))
                })?
                .to_string(),
        ),
        (true, _) => return Err(Error::Invalid(tr!("err-input-recipient-inbox"))),
        (false, _) => None,
    };
    let references: HashMap<String, String> = cx
        .cache
        .load(&cx.profile().id)?
        .0
        .iter()
        .map(|e| (e.id.to_string(), e.reference.clone()))
        .collect();
    let items: Vec<_> = ids
        .iter()
        .enumerate()
        .map(|(seq, id)| {
            let copy_key = (kind == ActionKind::SendAsCopy).then(Uuid::new_v4);
            (seq as u32, (*id).to_owned(), copy_key)
        })
        .collect();
    // The batch's one recipient is checked once, for all its eBLs.
    let mut receiver = match recipient.as_deref().and_then(|r| Uuid::parse_str(r).ok()) {
        Some(inbox) => Some(review::receiver::check_counterparty(cx, kind, inbox, None).await),
        None => None,
    };
    let reviewed = review_each(
        cx,
        items.clone(),
        kind,
        recipient.as_deref(),
        receiver.as_ref(),
    )
    .await;
    let mut reviews = HashMap::new();
    let mut records = Vec::with_capacity(items.len());
    let mut recipient_name = None;
    let mut registry_first_use = false;
    for ((seq, ebl_id, copy_key), (_, review)) in items.into_iter().zip(reviewed) {
        let (state, detail, reference) = match review {
            Ok(review) => {
                registry_first_use |= review.registry_first_use;
                if receiver.is_none() {
                    // A surrender names no recipient: the batch shows the check of the
                    // surrenderee its reviews name (each eBL's own is asked for at signing).
                    receiver = review::counterparty_of(cx, &review.review_id).await;
                }
                recipient_name = recipient_name.or(review.recipient_name.map(String::from));
                reviews.insert(
                    seq,
                    ItemReview::of(review.review_id, review.summary, cx.review_clock().now()),
                );
                (
                    BatchItemState::Waiting,
                    None,
                    review.ebl_reference.into_string(),
                )
            }
            Err(e) => {
                let (state, reason) = not_reviewed(&e, BatchItemState::Skipped);
                let reference = references.get(&ebl_id).cloned();
                (state, reason, reference.unwrap_or_else(|| ebl_id.clone()))
            }
        };
        records.push(BatchItemRecord {
            seq,
            ebl_id,
            reference,
            state,
            entry_id: None,
            idempotency_key: copy_key.map(|k| k.to_string()),
            detail,
        });
    }
    let batch_id = Uuid::new_v4().to_string();
    cx.batches.with(|live| {
        live.insert(
            batch_id.clone(),
            Live {
                kind,
                recipient_inbox: recipient,
                recipient_name,
                receiver,
                registry_first_use,
                typed: None,
                created_at: tdx_store::now_ms(),
                started: false,
                running: false,
                cancel: CancellationToken::new(),
                reviews,
                items: records,
            },
        )
    });
    batch_view(cx, &batch_id).await
}

/// "Sign and submit all": puts the batch on record, then signs and submits each reviewed
/// eBL (at most [`IN_FLIGHT`] at a time), each one's state on record before its
/// signature. Returns when every eBL has an outcome (or Cancel stopped the rest). A batch
/// whose receiver check asks for the recipient's name typed (a first transfer to the inbox,
/// or a near miss) is refused without it, nothing signed.
pub async fn run_batch(
    cx: &Context,
    batch_id: &str,
    recipient_name: Option<&str>,
) -> Result<BatchView> {
    let profile = cx.profile().id.clone();
    // Dual control: under the profile's policy the batch's action is only requested.
    if let Some(kind) = cx.batches.with(|live| live.get(batch_id).map(|b| b.kind)) {
        crate::approval::policy::require_no_second_person(cx, kind)?;
    }
    // A module key whose PIN is not given (or whose token is away) is said once, for the
    // batch, before anything is put on record, signed or sent: the window asks the PIN and
    // runs the batch again.
    let signs = cx
        .batches
        .with(|live| live.get(batch_id).map(|b| b.kind.operation().is_some()));
    if signs == Some(true) && cx.keys().pkcs11().is_some() {
        cx.keys().signer()?.ready()?;
    }
    let (record, items) = cx
        .batches
        .with_all(|live, reviewing| {
            let b = live.get_mut(batch_id)?;
            if let Some(Err(e)) = b.receiver.as_ref().map(|r| r.confirm(recipient_name)) {
                return Some(Err(e));
            }
            // Each eBL's review holds its own check, and is confirmed with what was typed.
            b.typed = recipient_name.map(str::to_owned);
            if b.running {
                return Some(Err(Error::Invalid(tr!("err-input-batch-running"))));
            }
            if reviewing.contains(batch_id) {
                return Some(Err(Error::Invalid(tr!("err-input-batch-reviewing"))));
            }
            b.running = true;
            b.cancel = CancellationToken::new();
            let first = !b.started;
            b.started = true;
            Some(Ok((
                first.then(|| BatchRecord {
                    id: batch_id.to_owned(),
                    action: b.kind.recorded_name().to_owned(),
                    recipient_inbox: b.recipient_inbox.clone(),
                    created_at: b.created_at,
                    closed: false,
                }),
                std::mem::take(&mut b.items),
            )))
        })
        .ok_or(Error::UnknownReview)??;
    if let Some(record) = record {
        let created = cx
            .journal_store()
            .with(|s| s.create_batch(&profile, &record, &items));
        if let Err(e) = created {
            cx.batches.with(|live| {
                if let Some(b) = live.get_mut(batch_id) {
                    b.running = false;
                    b.started = false;
                    b.items = items;
                }
            });
            return Err(e);
        }
    }
    let result = submit_waiting(cx, batch_id).await;
    cx.batches.with(|live| {
        if let Some(b) = live.get_mut(batch_id) {
            b.running = false;
        }
    });
    result?;
    batch_view(cx, batch_id).await
}

/// Signs and submits every item of the batch that has a review (one the user was shown), at
/// most [`IN_FLIGHT`] at a time; stops signing when the batch is cancelled (those items are
/// `not_sent`).
pub(crate) async fn submit_waiting(cx: &Context, batch_id: &str) -> Result<()> {
    let profile = cx.profile().id.clone();
    let (cancel, mut reviews, typed) = cx
        .batches
        .with(|live| {
            live.get(batch_id)
                .map(|b| (b.cancel.clone(), b.reviews.clone(), b.typed.clone()))
        })
        .ok_or(Error::UnknownReview)?;
    let (record, items) = cx
        .journal_store()
        .with(|s| s.batch(&profile, batch_id))?
        .ok_or(Error::UnknownReview)?;
    let waiting: Vec<(u32, ItemReview)> = items
        .iter()
        .filter(|i| i.state == BatchItemState::Waiting)
        .filter_map(|i| reviews.remove(&i.seq).map(|review| (i.seq, review)))
        .collect();
    // "Sign and submit all" is one decision: the signer is asked for once for the batch (a
    // keyring read costs milliseconds, a signature microseconds; a module key signs through
    // its one logged-in session) and dropped (a keyring key zeroized) when the batch ends. A copy is not signed, nor is a call whose signature is on record.
    // Should the read fail, each item reads it itself and records why it could not be signed.
    let key = match ActionKind::from_recorded_name(&record.action) {
        Some(kind)
            if kind.operation().is_some() && waiting.iter().any(|(_, r)| r.resubmit.is_none()) =>
        {
            cx.keys().signer().ok()
        }
        _ => None,
    };
    let key = key.as_ref();
    let typed = typed.as_deref();
    let submissions: Vec<_> = waiting
        .into_iter()
        .map(|(seq, review)| {
            let cancel = cancel.clone();
            async move {
                // The attempt's journal entry: the review's, or the earlier one whose
                // signature is submitted again.
                let entry = Some(review.resubmit.as_deref().unwrap_or(&review.review_id));
                if cancel.is_cancelled() {
                    review::cancel_action(cx, &review.review_id).await;
                    forget_review(cx, batch_id, seq);
                    return set_item(
                        cx,
                        batch_id,
                        seq,
                        BatchItemState::NotSent,
                        entry,
                        Some(tdx_i18n::tr!("desk-batch-cancelled").as_str()),
                    );
                }
                // On record before the signature: a crash from here on is settled by the
                // journal entry at the next start.
                set_item(cx, batch_id, seq, BatchItemState::Submitting, entry, None)?;
                let submitted = match &review.resubmit {
                    Some(recorded) => submit_recorded(cx, &review, recorded).await,
                    None => submit::sign_and_submit(cx, &review.review_id, key, typed)
                        .await
                        .map(|_| ()),
                };
                forget_review(cx, batch_id, seq);
                match submitted {
                    Ok(()) => set_item(cx, batch_id, seq, BatchItemState::Done, entry, None),
                    Err(e) => set_item(
                        cx,
                        batch_id,
                        seq,
                        state_after(&e),
                        entry,
                        Some(&e.user_message()),
                    ),
                }
            }
        })
        .collect();
    let outcomes: Vec<Result<()>> = futures::stream::iter(submissions)
        .buffer_unordered(IN_FLIGHT)
        .collect()
        .await;
    outcomes.into_iter().collect()
}

/// The item's review is used (or dropped): its line is no longer shown.
pub(crate) fn forget_review(cx: &Context, batch_id: &str, seq: u32) {
    cx.batches.with(|live| {
        if let Some(b) = live.get_mut(batch_id) {
            b.reviews.remove(&seq);
        }
    });
}

/// "Sign and submit all" for an item whose fresh review showed the very call an earlier
/// attempt signed (journal entry `entry_id`): the signature on record is submitted again,
/// with the signing data it was made for, and updates that entry. Nothing is signed.
pub(crate) async fn submit_recorded(
    cx: &Context,
    review: &ItemReview,
    entry_id: &str,
) -> Result<()> {
    // The fresh review stood for the user's decision; what it showed is signed already.
    review::cancel_action(cx, &review.review_id).await;
    cx.check_review_age(review.prepared_at)?;
    let profile = cx.profile().id.clone();
    let mut entry = cx
        .journal_store()
        .with(|s| s.journal_entry(&profile, entry_id))?
        .ok_or(Error::UnknownReview)?;
    let (Some(data), Some(signature)) = (recorded_call(&entry), entry.signature.clone()) else {
        return Err(Error::UnknownReview);
    };
    let (client, _) = cx.signed_in().await?;
    // In doubt again until the service answers: a crash from here on is settled by reading
    // the eBL, as for any submission.
    entry.outcome = Outcome::Unknown;
    entry.ended_at = None;
    entry.detail = None;
    journal::save(cx, &entry)?;
    let result = client
        .ebls()
        .submit_signed(&data.with_signature(signature))
        .await;
    journal::end(&mut entry, &result);
    journal::close(cx, &entry);
    result?;
    Ok(())
}

/// Records where one item of the batch stands (and, given, the journal entry of its
/// attempt).
pub(crate) fn set_item(
    cx: &Context,
    batch_id: &str,
    seq: u32,
    state: BatchItemState,
    entry_id: Option<&str>,
    detail: Option<&str>,
) -> Result<()> {
    let profile = &cx.profile().id;
    let updated = cx
        .journal_store()
        .with(|s| s.update_batch_item(profile, batch_id, seq, state, entry_id, detail));
    cx.batches.changes.send_modify(|n| *n = n.wrapping_add(1));
    updated
}

/// Wakes (its `changed()` returns) whenever an item of a batch of this desk changes state,
/// so a watcher reads [`batch_view`] again when there is something new to see.
pub fn batch_changes(cx: &Context) -> tokio::sync::watch::Receiver<u64> {
    cx.batches.changes.subscribe()
}

/// Cancel: no further eBL of the batch is signed (those in flight finish).
pub fn cancel_batch(cx: &Context, batch_id: &str) {
    cx.batches.with(|live| {
        if let Some(b) = live.get(batch_id) {
            b.cancel.cancel();
        }
    });
}

/// Retry (or Resume): takes up again every eBL of the batch that did not go through
/// (failed, not sent, or cut off by a crash), after settling those whose answer was lost: a
/// transfer or surrender request by reading the eBL, a copy by sending it with the same
/// `Idempotency-Key`. Each gets a fresh review, checked by the guard, and the batch stops
/// there: the returned view carries the fresh review lines, and nothing is signed or
/// submitted until the user presses "Sign and submit all" ([`run_batch`]).
pub async fn retry_batch(cx: &Context, batch_id: &str) -> Result<BatchView> {
    let profile = cx.profile().id.clone();
    let (record, _) = cx
        .journal_store()
        .with(|s| s.batch(&profile, batch_id))?
        .ok_or(Error::UnknownReview)?;
    let kind = ActionKind::from_recorded_name(&record.action).ok_or_else(|| {
        Error::Invalid(tr!(
            "err-input-batch-unknown-action",
            action = format!("{:?}", record.action)
        ))
    })?;
    cx.batches.with_all(|live, reviewing| {
        if live.get(batch_id).is_some_and(|b| b.running) {
            return Err(Error::Invalid(tr!("err-input-batch-still-running")));
        }
        if !reviewing.insert(batch_id.to_owned()) {
            return Err(Error::Invalid(tr!("err-input-batch-already-reviewing")));
        }
        Ok(())
    })?;
    let _reviewing = Reviewing {
        batches: &cx.batches,
        batch_id,
    };
    journal::resolve_unknown_entries(cx).await?;
    let (record, items) = settled_batch(cx, batch_id)?;
    let retry: Vec<_> = items
        .into_iter()
        .filter(|i| to_retry(kind, i.state))
        .map(|i| {
            let key = i
                .idempotency_key
                .as_deref()
                .and_then(|k| Uuid::parse_str(k).ok());
            (i.seq, i.ebl_id, key)
        })
        .collect();
    // A review left from before (an item cancelled before signing) gives way to the fresh one.
    let stale: Vec<ItemReview> = cx.batches.with(|live| {
        live.get_mut(batch_id)
            .map(|b| {
                retry
                    .iter()
                    .filter_map(|(seq, _, _)| b.reviews.remove(seq))
                    .collect()
            })
            .unwrap_or_default()
    });
    for review in stale {
        review::cancel_action(cx, &review.review_id).await;
    }
    let known = cx
        .batches
        .with(|live| live.get(batch_id).map(|b| b.receiver.is_some()))
        .unwrap_or(false);
    let receiver = match record
        .recipient_inbox
        .as_deref()
        .and_then(|r| Uuid::parse_str(r).ok())
        .filter(|_| !known)
    {
        Some(inbox) => Some(review::receiver::check_counterparty(cx, kind, inbox, None).await),
        None => None,
    };
    let mut reviews = HashMap::new();
    let mut registry_first_use = false;
    let reviewed = review_each(
        cx,
        retry,
        kind,
        record.recipient_inbox.as_deref(),
        receiver.as_ref(),
    )
    .await;
    let mut receiver = receiver;
    for (seq, review) in reviewed {
        if let Ok(review) = &review {
            registry_first_use |= review.registry_first_use;
            if receiver.is_none() && !known {
                receiver = review::counterparty_of(cx, &review.review_id).await;
            }
        }
        let (state, entry, detail) = match review {
            Ok(review) => match signed_before(cx, &review)? {
                // The service offers a call whose signature went through already: it is
                // settled as done, and nothing is submitted.
                Some(earlier) if earlier.outcome == Outcome::Submitted => {
                    review::cancel_action(cx, &review.review_id).await;
                    (BatchItemState::Done, Some(earlier.id), None)
                }
                earlier => {
                    let mut shown =
                        ItemReview::of(review.review_id, review.summary, cx.review_clock().now());
                    shown.resubmit = earlier.map(|e| e.id);
                    reviews.insert(seq, shown);
                    (BatchItemState::Waiting, None, None)
                }
            },
            Err(e) => {
                let (state, detail) = not_reviewed(&e, BatchItemState::Failed);
                (state, None, detail)
            }
        };
        set_item(
            cx,
            batch_id,
            seq,
            state,
            entry.as_deref(),
            detail.as_deref(),
        )?;
    }
    cx.batches.with(|live| {
        let b = live.entry(batch_id.to_owned()).or_insert_with(|| Live {
            kind,
            recipient_inbox: record.recipient_inbox.clone(),
            recipient_name: None,
            receiver: None,
            registry_first_use: false,
            typed: None,
            created_at: record.created_at,
            started: true,
            running: false,
            cancel: CancellationToken::new(),
            reviews: HashMap::new(),
            items: Vec::new(),
        });
        b.reviews.extend(reviews);
        b.registry_first_use |= registry_first_use;
        if b.receiver.is_none() {
            b.receiver = receiver;
        }
    });
    batch_view(cx, batch_id).await
}

/// The journal entry of an earlier attempt that signed exactly the call `review` shows
/// (same hash, and the same signing data): one that went through if there is one, else the
/// latest.
///
/// When the service answers a retry with the call it issued before ("unchanged": same
/// nonce, same hash), no second signature is made for it. "Sign and submit all" submits the
/// signature on record again, which cannot act twice: the service carries out a relay nonce
/// once, and a repeat of a used one is refused with nothing changed. So if the earlier
/// submission did go through unbeknown to us, the repeat is refused; if it did not, the
/// repeat is the one that goes through. Signing anew would add a second signature of the same
/// 32 bytes to the record for nothing. Only an earlier submission known to have gone through
/// (its entry says so) is settled without submitting.
pub(crate) fn signed_before(
    cx: &Context,
    review: &ActionReview,
) -> Result<Option<tdx_store::JournalEntry>> {
    if review.hash.is_none() {
        return Ok(None); // a copy: nothing is signed
    }
    let mut same: Vec<_> = journal::entries(cx, Some(&review.ebl_id))?
        .into_iter()
        .filter(|e| same_call(e, review))
        .collect();
    // Newest first.
    Ok(
        match same.iter().position(|e| e.outcome == Outcome::Submitted) {
            Some(i) => Some(same.swap_remove(i)),
            None => same.into_iter().next(),
        },
    )
}

/// The batch's items as recorded; when it is not running, those cut off or unanswered are
/// settled from their journal entries (and the settlement recorded).
pub(crate) fn settled_batch(
    cx: &Context,
    batch_id: &str,
) -> Result<(BatchRecord, Vec<BatchItemRecord>)> {
    let profile = cx.profile().id.clone();
    let (record, mut items) = cx
        .journal_store()
        .with(|s| s.batch(&profile, batch_id))?
        .ok_or(Error::UnknownReview)?;
    // While it runs, `submitting` is the truth: the window polls this, and nothing is read
    // from the journal then.
    if cx.batches.running(batch_id) {
        return Ok((record, items));
    }
    for item in items.iter_mut().filter(|i| {
        matches!(
            i.state,
            BatchItemState::Submitting | BatchItemState::Unknown
        )
    }) {
        let entry = match &item.entry_id {
            Some(id) => cx.journal_store().with(|s| s.journal_entry(&profile, id))?,
            None => None,
        };
        let (state, detail) = settled_by(entry.as_ref(), item.detail.as_ref());
        if state != item.state || detail != item.detail {
            set_item(cx, batch_id, item.seq, state, None, detail.as_deref())?;
            item.state = state;
            item.detail = detail;
        }
    }
    Ok((record, items))
}

/// The batch as it stands.
pub async fn batch_view(cx: &Context, batch_id: &str) -> Result<BatchView> {
    let live = cx.batches.with(|live| live.get(batch_id).cloned());
    let (record, items) = match &live {
        Some(b) if !b.started => (None, b.items.clone()),
        _ => {
            let (record, items) = settled_batch(cx, batch_id)?;
            (Some(record), items)
        }
    };
    let (kind, recipient_inbox, recipient_name, receiver, created_at) = match (&live, &record) {
        (Some(b), _) => (
            b.kind,
            b.recipient_inbox.clone(),
            b.recipient_name.clone(),
            b.receiver.as_ref().map(|r| r.view().clone()),
            b.created_at,
        ),
        (None, Some(r)) => (
            ActionKind::from_recorded_name(&r.action).ok_or_else(|| {
                Error::Invalid(tr!(
                    "err-input-batch-unknown-action",
                    action = format!("{:?}", r.action)
                ))
            })?,
            r.recipient_inbox.clone(),
            None,
            None,
            r.created_at,
        ),
        (None, None) => return Err(Error::UnknownReview),
    };
    let recipient_name = match recipient_name {
        Some(name) => Some(name),
        None => {
            let inbox = recipient_inbox
                .as_deref()
                .and_then(|r| Uuid::parse_str(r).ok());
            session::inbox_name(cx, inbox).await
        }
    };
    let started = live.as_ref().is_none_or(|b| b.started);
    // On record from an earlier run, with eBLs that did not go through.
    let interrupted = live.is_none() && items.iter().any(|i| i.state.retryable());
    let reviews = live.as_ref().map(|b| &b.reviews);
    let review_of = |seq: u32| reviews.and_then(|r| r.get(&seq));
    let retryable = items.iter().filter(|i| to_retry(kind, i.state)).count() as u32;
    let ready = items
        .iter()
        .filter(|i| i.state == BatchItemState::Waiting && review_of(i.seq).is_some())
        .count() as u32;
    Ok(BatchView {
        id: batch_id.to_owned(),
        kind,
        recipient_inbox,
        recipient_name: Inert::opt(recipient_name),
        receiver,
        registry_first_use: live.as_ref().is_some_and(|b| b.registry_first_use),
        items: items
            .into_iter()
            .map(|i| BatchItemView {
                line: review_of(i.seq).map(|r| r.line.clone()),
                ebl_id: i.ebl_id,
                reference: Inert::new(i.reference),
                state: i.state,
                reason: i.detail,
            })
            .collect(),
        started,
        running: live.as_ref().is_some_and(|b| b.running),
        cancelled: live.as_ref().is_some_and(|b| b.cancel.is_cancelled()),
        interrupted,
        retryable,
        ready,
        created_at,
    })
}

/// The batches on record that the user has not put away, oldest first: those of this run,
/// and those an earlier run left with eBLs that did not go through. One an earlier run
/// finished (the window closed before the user put it away) is put away here, so the
/// start-up does not read it again.
pub async fn open_batches(cx: &Context) -> Result<Vec<BatchView>> {
    let profile = cx.profile().id.clone();
    let ids = cx.journal_store().with(|s| s.open_batches(&profile))?;
    let mut views = Vec::with_capacity(ids.len());
    for id in ids {
        let view = batch_view(cx, &id).await?;
        let of_this_run = cx.batches.with(|live| live.contains_key(&id));
        if of_this_run || view.interrupted {
            views.push(view);
        } else {
            cx.journal_store().with(|s| s.close_batch(&profile, &id))?;
        }
    }
    Ok(views)
}

/// Puts a batch away (its reviews are dropped; its record and journal entries stay).
pub async fn close_batch(cx: &Context, batch_id: &str) -> Result<()> {
    let reviews = cx.batches.with(|live| {
        if live.get(batch_id).is_some_and(|b| b.running) {
            return Err(Error::Invalid(tr!("err-input-batch-cancel-first")));
        }
        Ok(live.remove(batch_id).map(|b| b.reviews).unwrap_or_default())
    })?;
    for review in reviews.values() {
        review::cancel_action(cx, &review.review_id).await;
    }
    let profile = cx.profile().id.clone();
    cx.journal_store()
        .with(|s| s.close_batch(&profile, batch_id))
}
