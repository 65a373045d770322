//! What needs attention, per profile: the answers to the user's own actions, requests that wait
//! too long, outcomes still unknown, eBLs that came to the company or lie untouched, and arrival
//! deadlines the user set. [`evaluate`] runs the watch rules at start and after every poll;
//! each occasion becomes one item in the store, told once (a desktop notification), listed
//! until the user snoozes it or marks it done, or its condition passes.
//!
//! - [`view`]: the types the window sees; [`words`]: states in words;
//! - [`answers`]: what a change means after the user's own action;
//! - [`rules`]: the watch rules per profile; [`deadlines`]: arrival dates;
//! - [`evaluate`](mod@evaluate): the rules run over the journal, the observations since the
//!   last run and the eBLs they name (never the whole list but for an hourly look at what
//!   lies untouched).

pub mod answers;
pub mod deadlines;
mod evaluate;
pub mod rules;
pub mod view;
pub mod words;

pub use deadlines::{clear_deadline, deadlines, set_deadline};
pub(crate) use evaluate::our_inboxes;
pub use view::*;
pub use words::state_words;

use tdx_i18n::tr;
use tdx_store::AttentionRecord;

use crate::context::Context;
use crate::error::{Error, Result};
use crate::view::Inert;

/// The profile's items at the store's clock: open ones newest first, and those snoozed.
pub fn list(cx: &Context) -> Result<AttentionList> {
    let now = now_ms(cx)?;
    let profile = cx.profile().id.clone();
    let open = cx.journal_store().with(|s| s.open_attention(&profile))?;
    let mut list = AttentionList::default();
    for record in open {
        let Some(item) = item_of(&profile, record) else {
            continue;
        };
        match item.snoozed_until {
            Some(until) if until > now => list.snoozed.push(item),
            _ => list.items.push(item),
        }
    }
    list.snoozed.sort_by_key(|i| i.snoozed_until);
    Ok(list)
}

/// How many items are open (the count on the eBLs navigation item).
pub fn count(cx: &Context) -> Result<u32> {
    Ok(u32::try_from(list(cx)?.items.len()).unwrap_or(u32::MAX))
}

/// Snoozes the item `key` until `until_ms`: it leaves the list and comes back (told once more)
/// at the first evaluation after that time.
pub fn snooze(cx: &Context, key: &str, until_ms: i64) -> Result<AttentionList> {
    let profile = cx.profile().id.clone();
    let found = cx
        .journal_store()
        .with(|s| s.snooze_attention(&profile, key, until_ms))?;
    if !found {
        return Err(not_open());
    }
    list(cx)
}

/// The user is done with item `key`: it never comes back.
pub fn done(cx: &Context, key: &str) -> Result<AttentionList> {
    let now = now_ms(cx)?;
    let profile = cx.profile().id.clone();
    let found = cx
        .journal_store()
        .with(|s| s.attention_done(&profile, key, now))?;
    if !found {
        return Err(not_open());
    }
    list(cx)
}

/// The profile's watch rules.
pub fn watch_rules(cx: &Context) -> Result<WatchRules> {
    rules::load(cx)
}

/// Saves the profile's watch rules (checked); returns them as saved.
pub fn set_watch_rules(cx: &Context, rules: &WatchRules) -> Result<WatchRules> {
    rules::save(cx, rules)
}

/// Evaluates every rule at `now_ms` (at start and after every poll): stores newly crossed
/// items, clears items whose condition no longer holds (a deadline's once the surrender is
/// requested), and returns the items to notify now: each crossing once (never again on later
/// polls or after a restart), and a snoozed item once more when its snooze ends.
pub async fn evaluate(cx: &Context, now_ms: i64) -> Result<Vec<AttentionItem>> {
    // One evaluation at a time (the shell's loop and a start may meet): each reads where the
    // last one stopped.
    let _one = evaluate::EVALUATING.lock().await;
    let us = evaluate::our_inboxes(cx).await;
    let rules = rules::load(cx)?;
    let told = evaluate::run(cx, &rules, &us, now_ms)?;
    let profile = cx.profile().id.clone();
    Ok(told
        .into_iter()
        .filter_map(|r| item_of(&profile, r))
        .collect())
}

/// Every item about eBL `ebl_id`, open or not, oldest first, as the store keeps them (for the
/// evidence pack).
pub fn items_of_ebl(cx: &Context, ebl_id: &str) -> Result<Vec<AttentionRecord>> {
    let profile = cx.profile().id.clone();
    cx.journal_store()
        .with(|s| s.attention_of_ebl(&profile, ebl_id))
}

fn item_of(profile: &str, record: AttentionRecord) -> Option<AttentionItem> {
    Some(AttentionItem {
        rule: AttentionRule::parse(&record.rule)?,
        key: record.key,
        profile_id: profile.to_owned(),
        ebl_id: record.ebl_id,
        ebl_reference: Inert::opt(record.ebl_reference),
        reason: tdx_text::shown_sentence(&record.reason),
        raised_at: record.raised_at,
        snoozed_until: record.snoozed_until,
    })
}

/// Now, by the store's clock (a test's manual clock, else the system's).
fn now_ms(cx: &Context) -> Result<i64> {
    cx.journal_store().with(|s| Ok(s.clock().now_ms()))
}

fn not_open() -> Error {
    Error::Invalid(tr!("err-input-attention-closed"))
}
