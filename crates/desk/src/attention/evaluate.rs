//! The watch rules run at one time `now`: over the changes observed since the last run (each
//! eBL they name read from the cache by id), the journal's surrender requests that crossed the
//! waiting time since the last run, its actions of unknown outcome, the deadlines the user set
//! (a few rows) and their eBLs, and — at most once an hour — the held eBLs as SQLite reads them
//! from the cache (no eBL parsed). Never every cached eBL on each poll.
//!
//! Where the last run stopped is kept in the profile's settings, so a restart neither misses
//! nor repeats a change; an item's key names its occasion, so it is raised once.

use std::collections::{HashMap, HashSet};

use tdx_client::models::ebl::Ebl;
use tdx_i18n::tr;
use tdx_store::{
    AttentionRecord, ChangeKind, DeadlineRecord, JournalEntry, Observation, Outcome, Store,
    operation,
};
use uuid::Uuid;

use super::answers::{self, Seen, TransferAnswer, Us};
use super::view::{AttentionRule, WatchRules};
use super::words::state_words;
use crate::context::Context;
use crate::error::Result;

/// One evaluation at a time, across profiles (each is short; a start and a poll may meet).
pub(super) static EVALUATING: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// The last observation read (its sequence number).
const SEEN_SEQ: &str = "attention.seen_seq";
/// When the rules last ran (ms): the surrender requests that crossed the waiting time since.
const EVALUATED_AT: &str = "attention.evaluated_at";
/// When the held eBLs were last looked at for "untouched".
const UNTOUCHED_AT: &str = "attention.untouched_at";

const MINUTE_MS: i64 = 60_000;
const HOUR_MS: i64 = 60 * MINUTE_MS;
const DAY_MS: i64 = 24 * HOUR_MS;
/// A draft's credit has an item from this many days before its presentation must reach the
/// bank (the end of its period after shipment, or the credit's expiry).
pub const CREDIT_DEADLINE_DAYS: i64 = 7;
/// How far back the first run of a profile reads the changes observed.
const FIRST_LOOKBACK_MS: i64 = 7 * DAY_MS;

const ISSUED: &str = "ISSUED";
const SURRENDER_REQUESTED: &str = "SURRENDER_FOR_DELIVERY_REQUESTED";

/// The company's inboxes: the session's, else those typed in the profile (empty: unknown).
pub(crate) async fn our_inboxes(cx: &Context) -> Vec<Uuid> {
    if let Some(session) = cx.session.read().await.as_ref()
        && !session.identity.inbox_ids.is_empty()
    {
        return session.identity.inbox_ids.clone();
    }
    cx.profile()
        .inbox_ids
        .iter()
        .filter_map(|i| Uuid::parse_str(i).ok())
        .collect()
}

/// Runs every rule at `now`; returns the items to tell the user of now (marked told).
pub(super) fn run(
    cx: &Context,
    rules: &WatchRules,
    us: &[Uuid],
    now: i64,
) -> Result<Vec<AttentionRecord>> {
    let pass = Pass {
        cx,
        profile: cx.profile().id.clone(),
        us: Us(us),
        now,
    };
    let cursor = pass.setting(SEEN_SEQ)?;
    let evaluated_at = pass.setting(EVALUATED_AT)?;
    let seq = pass.observed(rules, cursor)?;
    if let Some(hours) = rules.surrender_pending_hours {
        pass.pending(hours, evaluated_at)?;
    }
    if let Some(minutes) = rules.outcome_unknown_minutes {
        pass.unknown_outcomes(minutes)?;
    }
    if rules.deadlines {
        pass.deadlines()?;
        pass.credit_deadlines()?;
    }
    if let Some(days) = rules.untouched_days {
        let last = pass.setting(UNTOUCHED_AT)?;
        if last.is_none_or(|t| now - t >= HOUR_MS || now < t) {
            pass.untouched(days)?;
            pass.set(UNTOUCHED_AT, now)?;
        }
    }
    pass.set(SEEN_SEQ, seq)?;
    pass.set(EVALUATED_AT, evaluated_at.map_or(now, |t| t.max(now)))?;
    pass.store(|s| s.take_attention_to_notify(&pass.profile, now))
}

/// The value (a state, a holder) an eBL had at the reading of `at`: the last change of `kind`
/// observed by then, else what the next one changed it from, else `now`.
fn value_then(
    seen: &[(i64, &Observation)],
    at: i64,
    kind: ChangeKind,
    now: Option<String>,
) -> Option<String> {
    let of_kind = || seen.iter().map(|(_, o)| *o).filter(|o| o.change == kind);
    match of_kind().rfind(|o| o.at <= at) {
        Some(o) => o.to.clone(),
        None => match of_kind().find(|o| o.at > at) {
            Some(o) => o.from.clone(),
            None => now,
        },
    }
}

/// One run of the rules.
struct Pass<'a> {
    cx: &'a Context,
    profile: String,
    us: Us<'a>,
    now: i64,
}

impl Pass<'_> {
    fn store<T>(&self, f: impl FnOnce(&Store) -> tdx_store::Result<T>) -> Result<T> {
        self.cx.journal_store().with(f)
    }

    fn setting(&self, key: &str) -> Result<Option<i64>> {
        Ok(self
            .store(|s| s.setting(&self.profile, key))?
            .and_then(|v| v.parse().ok()))
    }

    fn set(&self, key: &str, value: i64) -> Result<()> {
        self.store(|s| s.set_setting(&self.profile, key, &value.to_string()))
    }

    /// The cached eBL `id` (`None`: no longer visible to the company).
    fn ebl(&self, id: &str) -> Result<Option<Ebl>> {
        match Uuid::parse_str(id) {
            Ok(id) => self.cx.cache.get(&self.profile, id),
            Err(_) => Ok(None),
        }
    }

    /// Keeps a new item (once per key); returns whether it was new.
    fn raise(
        &self,
        rule: AttentionRule,
        key: String,
        ebl: Option<(&str, &str)>,
        reason: String,
    ) -> Result<bool> {
        let record = AttentionRecord::new(key, ebl, rule.as_str(), reason, self.now);
        self.store(|s| s.raise_attention(&self.profile, &record))
    }

    /// [`Self::raise`], or opens again the item of `key` if its condition had passed.
    fn raise_or_reopen(
        &self,
        rule: AttentionRule,
        key: String,
        ebl: Option<(&str, &str)>,
        reason: String,
    ) -> Result<()> {
        let record = AttentionRecord::new(key, ebl, rule.as_str(), reason, self.now);
        self.store(|s| {
            if !s.raise_attention(&self.profile, &record)? {
                s.reopen_attention(&self.profile, &record.key, &record.reason, self.now)?;
            }
            Ok(())
        })
    }

    fn clear(&self, key: &str) -> Result<()> {
        self.store(|s| s.clear_attention(&self.profile, key, self.now))?;
        Ok(())
    }

    /// Clears the open items of `rule` whose key is not in `holding`.
    fn clear_all_but(&self, rule: AttentionRule, holding: &HashSet<String>) -> Result<()> {
        let open = self.store(|s| s.open_attention(&self.profile))?;
        for item in open
            .iter()
            .filter(|i| i.rule == rule.as_str() && !holding.contains(&i.key))
        {
            self.clear(&item.key)?;
        }
        Ok(())
    }

    /// The changes observed since `cursor` (the first run: those of the last week), per eBL;
    /// returns the new cursor.
    fn observed(&self, rules: &WatchRules, cursor: Option<i64>) -> Result<i64> {
        let (after, since) = match cursor {
            Some(c) => (c, i64::MIN),
            None => (0, self.now.saturating_sub(FIRST_LOOKBACK_MS)),
        };
        let seen = self.store(|s| s.observations_after(&self.profile, after, since))?;
        let last = match (seen.last(), cursor) {
            (Some((seq, _)), _) => *seq,
            (None, Some(c)) => c,
            (None, None) => self.store(|s| s.last_observation_seq())?,
        };
        let mut order: Vec<&str> = Vec::new();
        let mut by_ebl: HashMap<&str, Vec<(i64, &Observation)>> = HashMap::new();
        for (seq, o) in &seen {
            let group = by_ebl.entry(o.ebl_id.as_str()).or_insert_with(|| {
                order.push(o.ebl_id.as_str());
                Vec::new()
            });
            group.push((*seq, o));
        }
        for ebl in order {
            if let Some(group) = by_ebl.get(ebl) {
                self.ebl_changed(rules, ebl, group)?;
            }
        }
        Ok(last)
    }

    /// What the changes `seen` of one eBL mean: an answer to the user's last action on it, or
    /// the eBL come to the company.
    fn ebl_changed(
        &self,
        rules: &WatchRules,
        ebl_id: &str,
        seen: &[(i64, &Observation)],
    ) -> Result<()> {
        let Some(&(_, latest)) = seen.last() else {
            return Ok(());
        };
        let now = self.ebl(ebl_id)?;
        let now_seen = now.as_ref().map(Seen::of);
        let reference = now
            .as_ref()
            .map_or(latest.ebl_reference.as_str(), |e| e.reference.as_str());
        let moved = seen.iter().any(|(_, o)| o.change != ChangeKind::Arrived);
        if moved {
            self.answers_on_the_way(rules, (ebl_id, reference), seen, latest.at, now.as_ref())?;
        }
        let mut answered = false;
        if moved && let Some(action) = self.last_action(ebl_id, latest.at)? {
            answered = self.answered(rules, &action, (ebl_id, reference), now_seen)?;
        }
        if !rules.newly_held || answered {
            return Ok(());
        }
        let came = seen.iter().rev().find(|(_, o)| match o.change {
            ChangeKind::Arrived => true,
            ChangeKind::Holder => {
                o.to.as_deref()
                    .and_then(|h| Uuid::parse_str(h).ok())
                    .is_some_and(|h| self.us.hold(Some(h)) == Some(true))
            }
            _ => false,
        });
        if let (Some((seq, o)), Some(ebl)) = (came, &now)
            && !ebl.is_copy()
            && self.us.hold(ebl.possession_id) == Some(true)
        {
            let state = state_words(ebl.state.as_str());
            let reason = if o.change == ChangeKind::Arrived {
                tr!("desk-attention-new-held", state = state)
            } else {
                tr!("desk-attention-came-to-you", state = state)
            };
            self.raise(
                AttentionRule::NewlyHeld,
                format!("newly_held:{ebl_id}:{seq}"),
                Some((ebl_id, reference)),
                reason,
            )?;
        }
        Ok(())
    }

    /// The answers to a surrender request that an earlier reading (a review, an action's
    /// answer) saw before a later action changed the eBL again: each reading before the latest
    /// (`latest`) is looked at with the state and holder the observations give for it.
    fn answers_on_the_way(
        &self,
        rules: &WatchRules,
        ebl: (&str, &str),
        seen: &[(i64, &Observation)],
        latest: i64,
        now: Option<&Ebl>,
    ) -> Result<()> {
        let mut readings: Vec<i64> = seen
            .iter()
            .map(|(_, o)| o.at)
            .filter(|at| *at != latest)
            .collect();
        readings.dedup();
        for at in readings {
            let Some(action) = self.last_action(ebl.0, at)? else {
                continue;
            };
            if action.operation != operation::REQUEST_SURRENDER_FOR_DELIVERY {
                continue;
            }
            let now_state = now.map(|e| e.state.as_str().to_owned());
            let now_holder = now.and_then(|e| e.possession_id).map(|h| h.to_string());
            let (Some(state), holder) = (
                value_then(seen, at, ChangeKind::State, now_state),
                value_then(seen, at, ChangeKind::Holder, now_holder),
            ) else {
                continue;
            };
            let then = Seen {
                state: &state,
                holder: holder.as_deref().and_then(|h| Uuid::parse_str(h).ok()),
                copy: now.is_some_and(Ebl::is_copy),
            };
            if answers::surrender(&action, Some(then), self.us).is_answer() {
                self.answered(rules, &action, ebl, Some(then))?;
            }
        }
        Ok(())
    }

    /// The user's latest transfer or surrender request of eBL `ebl_id` started by `at` that
    /// the service may have carried out.
    fn last_action(&self, ebl_id: &str, at: i64) -> Result<Option<JournalEntry>> {
        let entries = self.store(|s| s.journal_entries(&self.profile, Some(ebl_id)))?;
        Ok(entries
            .into_iter()
            .find(|e| e.started_at <= at && answers::is_answerable(e)))
    }

    /// Raises the answer the eBL as now read gives to `action`; returns whether a new answer
    /// item was raised.
    fn answered(
        &self,
        rules: &WatchRules,
        action: &JournalEntry,
        ebl: (&str, &str),
        now: Option<Seen<'_>>,
    ) -> Result<bool> {
        let (ebl_id, _) = ebl;
        if action.operation == operation::REQUEST_SURRENDER_FOR_DELIVERY {
            let answer = answers::surrender(action, now, self.us);
            if !answer.is_answer() {
                return Ok(false);
            }
            self.clear(&format!("surrender_pending:{ebl_id}:{}", action.id))?;
            self.clear(&format!("outcome_unknown:{}", action.id))?;
            if !rules.surrender_answered {
                return Ok(false);
            }
            let rule = if answer.is_rejection() {
                AttentionRule::SurrenderRejected
            } else {
                AttentionRule::SurrenderAccepted
            };
            return self.raise(
                rule,
                format!("{}:{ebl_id}:{}", rule.as_str(), action.id),
                Some(ebl),
                answers::surrender_sentence(answer, now),
            );
        }
        let answer = answers::transfer(action, now, self.us);
        if !matches!(
            answer,
            TransferAnswer::WentThrough | TransferAnswer::WentThroughOutOfSight
        ) {
            return Ok(false);
        }
        self.clear(&format!("outcome_unknown:{}", action.id))?;
        // The user saw a transfer the service accepted go through; one whose answer was lost
        // (settled later by reading the eBL) is news.
        let was_unknown = action.outcome == Outcome::Unknown
            || action
                .detail
                .as_deref()
                .is_some_and(|d| d.starts_with("confirmed"));
        if !rules.surrender_answered || !was_unknown {
            return Ok(false);
        }
        self.raise(
            AttentionRule::TransferWentThrough,
            format!("transfer_went_through:{ebl_id}:{}", action.id),
            Some(ebl),
            answers::transfer_sentence(answer, &answers::counterparty(action)),
        )
    }

    /// Surrender requests that have waited `hours` since the last run and are still waiting.
    fn pending(&self, hours: u32, evaluated_at: Option<i64>) -> Result<()> {
        let span = i64::from(hours) * HOUR_MS;
        let until = self.now.saturating_sub(span);
        let after = evaluated_at.map_or(i64::MIN, |t| t.saturating_sub(span));
        if after >= until {
            return Ok(());
        }
        let ids = self.store(|s| {
            s.journal_ids_started_between(
                &self.profile,
                operation::REQUEST_SURRENDER_FOR_DELIVERY,
                after,
                until,
            )
        })?;
        for id in ids {
            let Some(entry) = self.store(|s| s.journal_entry(&self.profile, &id))? else {
                continue;
            };
            let Some(ebl_id) = entry.ebl_id.as_deref() else {
                continue;
            };
            if !answers::is_answerable(&entry) {
                continue;
            }
            let Some(ebl) = self.ebl(ebl_id)? else {
                continue;
            };
            if ebl.state.as_str() != SURRENDER_REQUESTED
                || self.last_action(ebl_id, i64::MAX)?.map(|e| e.id) != Some(entry.id.clone())
            {
                continue;
            }
            self.raise(
                AttentionRule::SurrenderPending,
                format!("surrender_pending:{ebl_id}:{}", entry.id),
                Some((ebl_id, ebl.reference.as_str())),
                tr!(
                    "desk-attention-surrender-waiting",
                    hours = hours,
                    when = date(entry.started_at)
                ),
            )?;
        }
        Ok(())
    }

    /// Actions whose outcome is still unknown `minutes` after they started; items of actions
    /// settled since are cleared.
    fn unknown_outcomes(&self, minutes: u32) -> Result<()> {
        let unknown = self.store(|s| s.journal_unknown(&self.profile))?;
        let limit = self.now.saturating_sub(i64::from(minutes) * MINUTE_MS);
        let mut holding = HashSet::new();
        for entry in unknown.iter().filter(|e| e.started_at <= limit) {
            let key = format!("outcome_unknown:{}", entry.id);
            holding.insert(key.clone());
            let ebl = entry.ebl_id.as_deref().zip(entry.ebl_reference.as_deref());
            self.raise(
                AttentionRule::OutcomeUnknown,
                key,
                ebl,
                tr!(
                    "desk-attention-outcome-unknown",
                    operation = entry.operation.as_str(),
                    minutes = minutes
                ),
            )?;
        }
        self.clear_all_but(AttentionRule::OutcomeUnknown, &holding)
    }

    /// The deadlines due: each eBL they apply to (its own deadline wins over its voyage's) that
    /// is still Issued and held by the company has an item; the others' items are cleared.
    fn deadlines(&self) -> Result<()> {
        let all = self.store(|s| s.arrival_deadlines(&self.profile))?;
        let own: HashSet<&str> = all.iter().filter_map(|d| d.ebl_id.as_deref()).collect();
        let mut holding = HashSet::new();
        for deadline in all.iter().filter(|d| d.surrender_by() <= self.now) {
            let ids = match &deadline.ebl_id {
                Some(id) => vec![id.clone()],
                None => self
                    .store(|s| {
                        s.cached_ebls_of_voyage(
                            &self.profile,
                            deadline.vessel.as_deref(),
                            deadline.voyage.as_deref(),
                        )
                    })?
                    .into_iter()
                    .filter(|id| !own.contains(id.as_str()))
                    .collect(),
            };
            for id in ids {
                let Some(ebl) = self.ebl(&id)? else {
                    continue;
                };
                if ebl.is_copy()
                    || ebl.state.as_str() != ISSUED
                    || self.us.hold(ebl.possession_id) == Some(false)
                {
                    continue;
                }
                let key = format!("arrival_deadline:{id}:{}", deadline.arrival_at);
                holding.insert(key.clone());
                self.raise_or_reopen(
                    AttentionRule::ArrivalDeadline,
                    key,
                    Some((id.as_str(), ebl.reference.as_str())),
                    deadline_reason(deadline, &ebl, self.now),
                )?;
            }
        }
        self.clear_all_but(AttentionRule::ArrivalDeadline, &holding)
    }

    /// The drafts holding a documentary credit whose presentation must reach the bank within
    /// [`CREDIT_DEADLINE_DAYS`] (or is late): the day the last check found (the end of the
    /// period after shipment), else the credit's expiry; one item each, about the draft's eBL.
    /// A draft sent (gone from the drafts), or whose credit was removed, loses its item.
    fn credit_deadlines(&self) -> Result<()> {
        let drafts = crate::envelopes::drafts(self.cx)?;
        let today =
            match time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(self.now) * 1_000_000)
            {
                Ok(t) => t.date(),
                Err(_) => return Ok(()),
            };
        let mut holding = HashSet::new();
        for draft in &drafts {
            let Some(kept) = &draft.credit else {
                continue;
            };
            let expiry = kept.credit.expiry.date;
            let checked = crate::envelopes::present_by_of(self.cx, &draft.id)?
                .and_then(|d| tdx_credit::first_date(&d))
                .filter(|d| *d <= expiry);
            let (by, because) = match checked {
                Some(d) => (d, "period"),
                None => (expiry, "expiry"),
            };
            let left = (by - today).whole_days();
            if left > CREDIT_DEADLINE_DAYS {
                continue;
            }
            let by = tdx_credit::iso(by);
            let key = format!("credit_deadline:{}:{by}", draft.id);
            holding.insert(key.clone());
            let ebl = match &draft.ebl_id {
                Some(id) => self.ebl(id)?.map(|e| (id.clone(), e.reference)),
                None => None,
            };
            let when = match left {
                l if l < 0 => "ago",
                0 => "today",
                1 => "tomorrow",
                _ => "in",
            };
            self.raise_or_reopen(
                AttentionRule::CreditDeadline,
                key,
                ebl.as_ref().map(|(id, r)| (id.as_str(), r.as_str())),
                tr!(
                    "desk-attention-credit-deadline",
                    credit = kept.credit.number.as_str(),
                    by = by.as_str(),
                    when = when,
                    days = left.abs(),
                    because = because
                ),
            )?;
        }
        self.clear_all_but(AttentionRule::CreditDeadline, &holding)
    }

    /// The held eBLs nothing happened to for `days` (their first sighting, changes, actions).
    fn untouched(&self, days: u32) -> Result<()> {
        let held = self.store(|s| s.cached_holders(&self.profile))?;
        let last = self.store(|s| s.last_activity_by_ebl(&self.profile))?;
        let limit = self.now.saturating_sub(i64::from(days) * DAY_MS);
        let mut holding = HashSet::new();
        for ebl in held.iter().filter(|e| !e.copy) {
            let holder = ebl.holder.as_deref().and_then(|h| Uuid::parse_str(h).ok());
            if self.us.hold(holder) != Some(true) {
                continue;
            }
            let Some(&since) = last.get(&ebl.id) else {
                continue;
            };
            if since > limit {
                continue;
            }
            let key = format!("untouched:{}:{since}", ebl.id);
            holding.insert(key.clone());
            self.raise(
                AttentionRule::Untouched,
                key,
                Some((ebl.id.as_str(), ebl.reference.as_str())),
                tr!(
                    "desk-attention-untouched",
                    days = days,
                    since = date(since),
                    state = state_words(&ebl.state)
                ),
            )?;
        }
        self.clear_all_but(AttentionRule::Untouched, &holding)
    }
}

/// Why a deadline's item was raised, in words.
fn deadline_reason(deadline: &DeadlineRecord, ebl: &Ebl, now: i64) -> String {
    let vessel_kind = match (&ebl.vessel_name, &ebl.voyage_number) {
        (Some(_), Some(_)) => "both",
        (Some(_), None) => "vessel",
        (None, Some(_)) => "voyage",
        (None, None) => "none",
    };
    let arrives = if deadline.arrival_at <= now {
        "arrived"
    } else {
        "arrives"
    };
    tr!(
        "desk-attention-arrival",
        vesselKind = vessel_kind,
        vessel = ebl.vessel_name.as_deref().unwrap_or_default(),
        voyage = ebl.voyage_number.as_deref().unwrap_or_default(),
        arrives = arrives,
        when = date(deadline.arrival_at),
        by = date(deadline.surrender_by()),
        hours = deadline.lead_hours
    )
}

/// A time in words, in UTC (the store's times carry no time zone): `2026-05-01 14:00 UTC`.
fn date(ms: i64) -> String {
    match time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000) {
        Ok(t) => format!(
            "{}-{:02}-{:02} {:02}:{:02} UTC",
            t.year(),
            u8::from(t.month()),
            t.day(),
            t.hour(),
            t.minute()
        ),
        Err(_) => tr!("desk-time-unknown"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_in_utc() {
        assert_eq!(date(0), "1970-01-01 00:00 UTC");
        assert_eq!(date(1_777_644_000_000), "2026-05-01 14:00 UTC");
    }
}
