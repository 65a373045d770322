//! The batches of this run of the app: each one's reviews waiting for "Sign and submit all",
//! its run, and a counter a watcher wakes on.

use std::collections::{HashMap, HashSet};
use std::sync::Mutex as StdMutex;
use std::time::Instant;

use tdx_client::CancellationToken;
use tdx_store::BatchItemRecord;

use crate::review::counterparty::CheckedCounterparty;
use crate::view::ActionKind;

/// One item's review, waiting for "Sign and submit all". It is put here only by
/// [`prepare_batch`] and [`retry_batch`], which return the view that carries its
/// line: what is here, the user has been shown.
#[derive(Clone)]
pub(crate) struct ItemReview {
    /// The desk's review (what the guard checked).
    pub(crate) review_id: String,
    /// Its plain-language line.
    pub(crate) line: String,
    /// The journal entry of an earlier attempt that signed this very call (the same hash):
    /// "Sign and submit all" submits the signature on record again, and signs nothing.
    pub(crate) resubmit: Option<String>,
    pub(crate) prepared_at: Instant,
}

/// A batch's in-memory part: the reviews waiting for their signature, and the run.
#[derive(Clone)]
pub(crate) struct Live {
    pub(crate) kind: ActionKind,
    pub(crate) recipient_inbox: Option<String>,
    pub(crate) recipient_name: Option<String>,
    /// The receiver check of the one recipient (or a surrender's surrenderee), shown with the
    /// batch's review; what it asks typed is asked for by "Sign and submit all".
    pub(crate) receiver: Option<CheckedCounterparty>,
    /// A call of the batch uses a registry this key never used (the review says so).
    pub(crate) registry_first_use: bool,
    /// What the user typed to confirm the receiver when "Sign and submit all" was pressed.
    pub(crate) typed: Option<String>,
    pub(crate) created_at: i64,
    pub(crate) started: bool,
    pub(crate) running: bool,
    pub(crate) cancel: CancellationToken,
    /// Per item (by seq), while it has a review.
    pub(crate) reviews: HashMap<u32, ItemReview>,
    /// The items while not on record (before "Sign and submit all").
    pub(crate) items: Vec<BatchItemRecord>,
}

impl ItemReview {
    pub(crate) fn of(review_id: String, line: String, prepared_at: Instant) -> Self {
        ItemReview {
            review_id,
            line,
            resubmit: None,
            prepared_at,
        }
    }
}

/// The batches of this run of the app.
#[derive(Default)]
pub(crate) struct Batches {
    pub(crate) inner: StdMutex<Inner>,
    /// Counts the changes of an item's state: a watcher wakes on each instead of polling.
    pub(crate) changes: tokio::sync::watch::Sender<u64>,
}

#[derive(Default)]
pub(crate) struct Inner {
    pub(crate) live: HashMap<String, Live>,
    /// The batches whose Retry (or Resume) is fetching fresh reviews: not signed meanwhile.
    pub(crate) reviewing: HashSet<String>,
}

impl Batches {
    pub(crate) fn with_all<T>(
        &self,
        f: impl FnOnce(&mut HashMap<String, Live>, &mut HashSet<String>) -> T,
    ) -> T {
        let mut inner = self
            .inner
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let Inner { live, reviewing } = &mut *inner;
        f(live, reviewing)
    }

    pub(crate) fn with<T>(&self, f: impl FnOnce(&mut HashMap<String, Live>) -> T) -> T {
        self.with_all(|live, _| f(live))
    }

    pub(crate) fn running(&self, batch_id: &str) -> bool {
        self.with(|live| live.get(batch_id).is_some_and(|b| b.running))
    }
}
