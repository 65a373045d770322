//! A review waiting for the user's confirmation, and the clock it ages by.

use std::sync::Mutex as StdMutex;
use std::time::{Duration, Instant};

use tdx_client::models::signing::SigningData;
use tdx_keys::guard::Checked;
use uuid::Uuid;

use crate::review::counterparty::CheckedCounterparty;
use crate::view::ActionKind;

/// A review shown to the user and not yet confirmed.
pub(crate) struct PendingReview {
    pub(crate) kind: ActionKind,
    pub(crate) ebl_id: Uuid,
    pub(crate) ebl_reference: String,
    /// Whom the action names (the recipient, or the surrenderee), as the receiver check found
    /// it: what the user must type is asked of it before anything is signed or sent.
    pub(crate) counterparty: Option<CheckedCounterparty>,
    /// The signing data and what the guard found in it.
    pub(crate) signing: Option<(SigningData, Checked)>,
    /// The `Idempotency-Key` of a copy, when it is not the review's id.
    pub(crate) copy_key: Option<Uuid>,
    /// The journal entry of an earlier copy of the same eBL to the same inbox whose answer was
    /// lost: this review repeats it, with its key, and its outcome is written there.
    pub(crate) resumes: Option<String>,
    pub(crate) prepared_at: Instant,
    /// The signing request this review approves (dual control): put on record with the
    /// action's journal entry.
    pub(crate) approval: Option<tdx_store::ApprovalRecord>,
}

/// How long a review may wait for the user's confirmation: the service's signing data (its
/// nonce, the eBL's state) may be stale after that.
pub const REVIEW_LIFETIME: Duration = Duration::from_secs(10 * 60);

/// The monotonic clock reviews age by: the system's, which a test moves forward (instead of
/// waiting) to let a review expire.
#[derive(Debug, Default)]
pub struct ReviewClock {
    ahead: StdMutex<Duration>,
}

impl ReviewClock {
    /// Now, by this clock.
    pub fn now(&self) -> Instant {
        let ahead = self.ahead.lock().map(|d| *d).unwrap_or_default();
        let now = Instant::now();
        now.checked_add(ahead).unwrap_or(now)
    }

    /// Wall-clock now by this clock, in milliseconds since the Unix epoch (what a signing
    /// request's expiry is compared with): the system's time, moved forward as [`Self::now`].
    pub fn now_ms(&self) -> i64 {
        let ahead = self.ahead.lock().map(|d| *d).unwrap_or_default();
        let ahead = i64::try_from(ahead.as_millis()).unwrap_or(i64::MAX);
        tdx_store::now_ms().saturating_add(ahead)
    }

    /// Moves the clock `by` forward: reviews prepared before are that much older.
    pub fn advance(&self, by: Duration) {
        if let Ok(mut ahead) = self.ahead.lock() {
            *ahead = ahead.saturating_add(by);
        }
    }
}
