//! Bulk actions: one transfer, copy or surrender request on many eBLs (up to
//! [`MAX_BATCH`]). Each eBL gets its own review, checked by the signing guard as a single
//! action is; "Sign and submit all" then signs and submits them with at most
//! [`IN_FLIGHT`] requests at a time. The batch and each eBL's state are in the local store
//! before anything is signed, so a batch cut off by a crash or a quit is shown at the next
//! start with what went through and what did not, and nothing is signed or submitted twice:
//! an eBL whose answer was lost is settled by reading it (or, for a copy, by sending again
//! with the same `Idempotency-Key`) before it is tried again.

use std::collections::{HashMap, HashSet};
use std::sync::Mutex as StdMutex;

use futures::StreamExt;
use serde::{Deserialize, Serialize};
use tdx_client::CancellationToken;
use tdx_store::{BatchItemRecord, BatchItemState, BatchRecord, Outcome};
use ts_rs::TS;
use uuid::Uuid;

use crate::desk::Desk;
use crate::error::{Error, Result};
use crate::view::{ActionKind, ActionReview};

/// The most eBLs one bulk action takes.
pub const MAX_BATCH: usize = 500;

/// The most requests a batch has in flight at once (reviews and submissions alike).
pub const IN_FLIGHT: usize = 4;

/// What the selection allows for one action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct SelectionAction {
    pub kind: ActionKind,
    /// How many of the selected eBLs allow it.
    pub allowed: u32,
    pub selected: u32,
    /// Why the others do not, each reason with how many eBLs it holds for, most first.
    pub reasons: Vec<SelectionReason>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct SelectionReason {
    pub reason: String,
    pub count: u32,
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
    pub recipient_name: Option<String>,
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
    pub reference: String,
    pub state: BatchItemState,
    /// The review's plain-language line of what is signed for this eBL (from the call the
    /// key signs), while it is known in this run of the app.
    pub line: Option<String>,
    /// Why it was left out, refused or failed.
    pub reason: Option<String>,
}

/// A batch's in-memory part: the reviews waiting for their signature, and the run.
#[derive(Clone)]
struct Live {
    kind: ActionKind,
    recipient_inbox: Option<String>,
    recipient_name: Option<String>,
    created_at: i64,
    started: bool,
    running: bool,
    cancel: CancellationToken,
    /// Per item (by seq): its review id and plain-language line, while it has a review.
    reviews: HashMap<u32, (String, String)>,
    /// The items while not on record (before "Sign and submit all").
    items: Vec<BatchItemRecord>,
}

/// The batches of this run of the app.
#[derive(Default)]
pub(crate) struct Batches {
    live: StdMutex<HashMap<String, Live>>,
}

impl Batches {
    fn with<T>(&self, f: impl FnOnce(&mut HashMap<String, Live>) -> T) -> T {
        let mut live = self
            .live
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        f(&mut live)
    }

    fn running(&self, batch_id: &str) -> bool {
        self.with(|live| live.get(batch_id).is_some_and(|b| b.running))
    }
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
            Some("The app stopped before it was signed.".to_owned()),
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

/// Whether a retry takes up an item in `state`: one that did not go through, except a
/// transfer or surrender whose answer was lost and that reading the eBL could not settle yet
/// (only a copy carries the key that makes a repeat safe).
fn to_retry(kind: ActionKind, state: BatchItemState) -> bool {
    state.retryable()
        && (kind == ActionKind::SendAsCopy
            || !matches!(state, BatchItemState::Unknown | BatchItemState::Submitting))
}

impl Desk {
    /// For each bulk action, how many of `ebl_ids` allow it and why the others do not, from
    /// the eBLs as last listed (no request to the service).
    pub async fn selection_actions(&self, ebl_ids: &[String]) -> Result<Vec<SelectionAction>> {
        let wanted: Vec<uuid::Uuid> = ebl_ids
            .iter()
            .filter_map(|s| uuid::Uuid::parse_str(s.trim()).ok())
            .collect();
        let ebls = self.cache().pick(&self.profile().id, &wanted)?;
        let mut per_kind: Vec<(ActionKind, u32, HashMap<String, u32>)> = ActionKind::ALL
            .into_iter()
            .map(|k| (k, 0, HashMap::new()))
            .collect();
        let chosen: Vec<_> = ebls.iter().collect();
        let selected = chosen.len() as u32;
        let key_reason = self.key_not_approved().await;
        for options in self.action_options(&chosen).await {
            for (kind, allowed, reasons) in &mut per_kind {
                let option = options.iter().find(|a| a.kind == *kind);
                let reason = match option {
                    Some(o) if o.available => match (&key_reason, kind.operation()) {
                        (Some(r), Some(_)) => Some(r.clone()),
                        _ => None,
                    },
                    Some(o) => Some(o.reason.clone().unwrap_or_default()),
                    None => Some("Not offered for this eBL.".to_owned()),
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
                let mut reasons: Vec<SelectionReason> = reasons
                    .into_iter()
                    .map(|(reason, count)| SelectionReason { reason, count })
                    .collect();
                if missing > 0 {
                    reasons.push(SelectionReason {
                        reason: "No longer in the list: refresh it.".into(),
                        count: missing,
                    });
                }
                reasons.sort_by(|a, b| b.count.cmp(&a.count).then(a.reason.cmp(&b.reason)));
                SelectionAction {
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
    async fn review_each(
        &self,
        items: Vec<(u32, String, Option<Uuid>)>,
        kind: ActionKind,
        recipient: Option<&str>,
    ) -> Vec<(u32, Result<ActionReview>)> {
        // Built first and then run: a stream of closures borrowing `self` is not provably Send.
        let reviews: Vec<_> = items
            .into_iter()
            .map(|(seq, ebl_id, key)| async move {
                (
                    seq,
                    self.prepare_review(&ebl_id, kind, recipient, key).await,
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
        &self,
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
            return Err(Error::Invalid("Select at least one eBL.".into()));
        }
        if ids.len() > MAX_BATCH {
            return Err(Error::Invalid(format!(
                "At most {MAX_BATCH} eBLs can be acted on at once; {} are selected.",
                ids.len()
            )));
        }
        // What fails for every eBL alike is said once, for the batch.
        self.signed_in().await?;
        if kind.operation().is_some() {
            self.keys().info()?.ok_or(Error::NoKey)?;
        }
        let recipient = match (kind.needs_recipient(), recipient_inbox) {
            (true, Some(r)) if !r.trim().is_empty() => Some(
                Uuid::parse_str(r.trim())
                    .map_err(|_| {
                        Error::Invalid(format!("The recipient inbox id {r:?} is not a valid UUID."))
                    })?
                    .to_string(),
            ),
            (true, _) => return Err(Error::Invalid("Choose the recipient's inbox.".into())),
            (false, _) => None,
        };
        let references: HashMap<String, String> = self
            .cache()
            .load(&self.profile().id)?
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
        let reviewed = self
            .review_each(items.clone(), kind, recipient.as_deref())
            .await;
        let mut reviews = HashMap::new();
        let mut records = Vec::with_capacity(items.len());
        let mut recipient_name = None;
        for ((seq, ebl_id, copy_key), (_, review)) in items.into_iter().zip(reviewed) {
            let (state, detail, reference) = match review {
                Ok(review) => {
                    recipient_name = recipient_name.or(review.recipient_name);
                    reviews.insert(seq, (review.review_id, review.summary));
                    (BatchItemState::Waiting, None, review.ebl_reference)
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
        self.batches().with(|live| {
            live.insert(
                batch_id.clone(),
                Live {
                    kind,
                    recipient_inbox: recipient,
                    recipient_name,
                    created_at: tdx_store::now_ms(),
                    started: false,
                    running: false,
                    cancel: CancellationToken::new(),
                    reviews,
                    items: records,
                },
            )
        });
        self.batch_view(&batch_id).await
    }

    /// "Sign and submit all": puts the batch on record, then signs and submits each reviewed
    /// eBL (at most [`IN_FLIGHT`] at a time), each one's state on record before its
    /// signature. Returns when every eBL has an outcome (or Cancel stopped the rest).
    pub async fn run_batch(&self, batch_id: &str) -> Result<BatchView> {
        let profile = self.profile().id.clone();
        let (record, items) = self
            .batches()
            .with(|live| {
                let b = live.get_mut(batch_id)?;
                if b.running {
                    return Some(Err(Error::Invalid(
                        "This batch is already being signed and submitted.".into(),
                    )));
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
            let created = self
                .journal_store()
                .with(|s| s.create_batch(&profile, &record, &items));
            if let Err(e) = created {
                self.batches().with(|live| {
                    if let Some(b) = live.get_mut(batch_id) {
                        b.running = false;
                        b.started = false;
                        b.items = items;
                    }
                });
                return Err(e);
            }
        }
        let result = self.submit_waiting(batch_id).await;
        self.batches().with(|live| {
            if let Some(b) = live.get_mut(batch_id) {
                b.running = false;
            }
        });
        result?;
        self.batch_view(batch_id).await
    }

    /// Signs and submits every item of the batch that has a review, at most [`IN_FLIGHT`] at a
    /// time; stops signing when the batch is cancelled (those items are `not_sent`).
    async fn submit_waiting(&self, batch_id: &str) -> Result<()> {
        let profile = self.profile().id.clone();
        let (cancel, mut reviews) = self
            .batches()
            .with(|live| {
                live.get(batch_id)
                    .map(|b| (b.cancel.clone(), b.reviews.clone()))
            })
            .ok_or(Error::UnknownReview)?;
        let (record, items) = self
            .journal_store()
            .with(|s| s.batch(&profile, batch_id))?
            .ok_or(Error::UnknownReview)?;
        let waiting: Vec<(u32, String)> = items
            .iter()
            .filter(|i| i.state == BatchItemState::Waiting)
            .filter_map(|i| reviews.remove(&i.seq).map(|(review, _)| (i.seq, review)))
            .collect();
        // "Sign and submit all" is one decision: the key is read from the keyring once for the
        // batch (a read costs milliseconds, a signature microseconds) and dropped (zeroized)
        // when the batch ends. A copy is not signed. Should the read fail, each item reads it
        // itself and records why it could not be signed.
        let key = match ActionKind::from_recorded_name(&record.action) {
            Some(kind) if kind.operation().is_some() && !waiting.is_empty() => {
                self.keys().key().ok()
            }
            _ => None,
        };
        let key = key.as_ref();
        let submissions: Vec<_> = waiting
            .into_iter()
            .map(|(seq, review_id)| {
                let cancel = cancel.clone();
                async move {
                    let entry = Some(review_id.as_str());
                    if cancel.is_cancelled() {
                        self.cancel_action(&review_id).await;
                        return self.set_item(
                            batch_id,
                            seq,
                            BatchItemState::NotSent,
                            entry,
                            Some("Cancelled before signing."),
                        );
                    }
                    // On record before the signature: a crash from here on is settled by the
                    // journal entry (the review's id) at the next start.
                    self.set_item(batch_id, seq, BatchItemState::Submitting, entry, None)?;
                    let submitted = self.sign_and_submit(&review_id, key).await;
                    self.batches().with(|live| {
                        if let Some(b) = live.get_mut(batch_id) {
                            b.reviews.remove(&seq);
                        }
                    });
                    match submitted {
                        Ok(_) => self.set_item(batch_id, seq, BatchItemState::Done, entry, None),
                        Err(e) => self.set_item(
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

    /// Records where one item of the batch stands (and, given, the journal entry of its
    /// attempt).
    fn set_item(
        &self,
        batch_id: &str,
        seq: u32,
        state: BatchItemState,
        entry_id: Option<&str>,
        detail: Option<&str>,
    ) -> Result<()> {
        let profile = &self.profile().id;
        self.journal_store()
            .with(|s| s.update_batch_item(profile, batch_id, seq, state, entry_id, detail))
    }

    /// Cancel: no further eBL of the batch is signed (those in flight finish).
    pub fn cancel_batch(&self, batch_id: &str) {
        self.batches().with(|live| {
            if let Some(b) = live.get(batch_id) {
                b.cancel.cancel();
            }
        });
    }

    /// Tries again every eBL of the batch that did not go through (failed, not sent, or cut
    /// off by a crash), after settling those whose answer was lost: a transfer or surrender
    /// request by reading the eBL, a copy by sending it with the same `Idempotency-Key`. Each
    /// gets a fresh review, checked by the guard, before it is signed.
    pub async fn retry_batch(&self, batch_id: &str) -> Result<BatchView> {
        if self.batches().running(batch_id) {
            return Err(Error::Invalid(
                "This batch is still being signed and submitted.".into(),
            ));
        }
        self.resolve_unknown_entries().await?;
        let (record, items) = self.settled_batch(batch_id)?;
        let kind = ActionKind::from_recorded_name(&record.action).ok_or_else(|| {
            Error::Invalid(format!(
                "A batch names an unknown action {:?}.",
                record.action
            ))
        })?;
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
        let mut reviews = HashMap::new();
        for (seq, review) in self
            .review_each(retry, kind, record.recipient_inbox.as_deref())
            .await
        {
            let (state, detail) = match review {
                Ok(review) => {
                    reviews.insert(seq, (review.review_id, review.summary));
                    (BatchItemState::Waiting, None)
                }
                Err(e) => not_reviewed(&e, BatchItemState::Failed),
            };
            self.set_item(batch_id, seq, state, None, detail.as_deref())?;
        }
        self.batches().with(|live| {
            let b = live.entry(batch_id.to_owned()).or_insert_with(|| Live {
                kind,
                recipient_inbox: record.recipient_inbox.clone(),
                recipient_name: None,
                created_at: record.created_at,
                started: true,
                running: false,
                cancel: CancellationToken::new(),
                reviews: HashMap::new(),
                items: Vec::new(),
            });
            b.reviews.extend(reviews);
        });
        self.run_batch(batch_id).await
    }

    /// The batch's items as recorded; when it is not running, those cut off or unanswered are
    /// settled from their journal entries (and the settlement recorded).
    fn settled_batch(&self, batch_id: &str) -> Result<(BatchRecord, Vec<BatchItemRecord>)> {
        let profile = self.profile().id.clone();
        let (record, mut items) = self
            .journal_store()
            .with(|s| s.batch(&profile, batch_id))?
            .ok_or(Error::UnknownReview)?;
        // While it runs, `submitting` is the truth: the window polls this, and nothing is read
        // from the journal then.
        if self.batches().running(batch_id) {
            return Ok((record, items));
        }
        for item in items.iter_mut().filter(|i| {
            matches!(
                i.state,
                BatchItemState::Submitting | BatchItemState::Unknown
            )
        }) {
            let entry = match &item.entry_id {
                Some(id) => self
                    .journal_store()
                    .with(|s| s.journal_entry(&profile, id))?,
                None => None,
            };
            let (state, detail) = settled_by(entry.as_ref(), item.detail.as_ref());
            if state != item.state || detail != item.detail {
                self.set_item(batch_id, item.seq, state, None, detail.as_deref())?;
                item.state = state;
                item.detail = detail;
            }
        }
        Ok((record, items))
    }

    /// The batch as it stands.
    pub async fn batch_view(&self, batch_id: &str) -> Result<BatchView> {
        let live = self.batches().with(|live| live.get(batch_id).cloned());
        let (record, items) = match &live {
            Some(b) if !b.started => (None, b.items.clone()),
            _ => {
                let (record, items) = self.settled_batch(batch_id)?;
                (Some(record), items)
            }
        };
        let (kind, recipient_inbox, recipient_name, created_at) = match (&live, &record) {
            (Some(b), _) => (
                b.kind,
                b.recipient_inbox.clone(),
                b.recipient_name.clone(),
                b.created_at,
            ),
            (None, Some(r)) => (
                ActionKind::from_recorded_name(&r.action).ok_or_else(|| {
                    Error::Invalid(format!("A batch names an unknown action {:?}.", r.action))
                })?,
                r.recipient_inbox.clone(),
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
                self.inbox_name(inbox).await
            }
        };
        let started = live.as_ref().is_none_or(|b| b.started);
        // On record from an earlier run, with eBLs that did not go through.
        let interrupted = live.is_none() && items.iter().any(|i| i.state.retryable());
        let lines = live.as_ref().map(|b| &b.reviews);
        let retryable = items.iter().filter(|i| to_retry(kind, i.state)).count() as u32;
        Ok(BatchView {
            id: batch_id.to_owned(),
            kind,
            recipient_inbox,
            recipient_name,
            items: items
                .into_iter()
                .map(|i| BatchItemView {
                    line: lines
                        .and_then(|l| l.get(&i.seq))
                        .map(|(_, line)| line.clone()),
                    ebl_id: i.ebl_id,
                    reference: i.reference,
                    state: i.state,
                    reason: i.detail,
                })
                .collect(),
            started,
            running: live.as_ref().is_some_and(|b| b.running),
            cancelled: live.as_ref().is_some_and(|b| b.cancel.is_cancelled()),
            interrupted,
            retryable,
            created_at,
        })
    }

    /// The batches on record that the user has not put away, oldest first: those of this run,
    /// and those an earlier run left with eBLs that did not go through. One an earlier run
    /// finished (the window closed before the user put it away) is put away here, so the
    /// start-up does not read it again.
    pub async fn open_batches(&self) -> Result<Vec<BatchView>> {
        let profile = self.profile().id.clone();
        let ids = self.journal_store().with(|s| s.open_batches(&profile))?;
        let mut views = Vec::with_capacity(ids.len());
        for id in ids {
            let view = self.batch_view(&id).await?;
            let of_this_run = self.batches().with(|live| live.contains_key(&id));
            if of_this_run || view.interrupted {
                views.push(view);
            } else {
                self.journal_store()
                    .with(|s| s.close_batch(&profile, &id))?;
            }
        }
        Ok(views)
    }

    /// Puts a batch away (its reviews are dropped; its record and journal entries stay).
    pub async fn close_batch(&self, batch_id: &str) -> Result<()> {
        let reviews = self.batches().with(|live| {
            if live.get(batch_id).is_some_and(|b| b.running) {
                return Err(Error::Invalid(
                    "This batch is still being signed and submitted; cancel it first.".into(),
                ));
            }
            Ok(live.remove(batch_id).map(|b| b.reviews).unwrap_or_default())
        })?;
        for (review, _) in reviews.values() {
            self.cancel_action(review).await;
        }
        let profile = self.profile().id.clone();
        self.journal_store()
            .with(|s| s.close_batch(&profile, batch_id))
    }
}
