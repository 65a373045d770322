//! The journal of a profile: every action written before its signature and updated with its
//! outcome, the changes each list refresh observed, an eBL's timeline merging both, and the
//! Activity list. The journal never claims what did not happen: an action whose answer never
//! came stays `unknown` until reading the eBL tells.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex as StdMutex};

use serde::{Deserialize, Serialize};
use tdx_client::models::ebl::Ebl;
use tdx_client::models::signing::SigningData;
use tdx_store::{ChangeKind, JournalEntry, JournalRow, Observation, Outcome, Store, operation};
use ts_rs::TS;
use uuid::Uuid;

use crate::desk::Desk;
use crate::error::{Error, Result};

/// Where the journal is written: the app's local store, or (a desk without one, in tests) a
/// store in memory.
#[derive(Clone)]
pub(crate) struct JournalStore {
    store: Arc<StdMutex<Store>>,
    /// The Activity list as last loaded, dropped at every write.
    rows: Arc<StdMutex<Option<Arc<ActivityIndex>>>>,
    /// The last filters and the rows they matched (indices into `rows`), newest last: the next
    /// page of a filter needs no new scan, a longer text is looked for among the matches of the
    /// shorter one, and a deleted character brings back the earlier answer.
    last_match: Arc<StdMutex<Vec<RememberedFilter>>>,
}

/// A filter and the rows it matched.
type RememberedFilter = (ActivityFilter, Arc<Vec<u32>>);

/// How many recent filters keep their matches.
const REMEMBERED_FILTERS: usize = 32;

impl JournalStore {
    pub(crate) fn new(store: Option<&Arc<StdMutex<Store>>>) -> Result<Self> {
        let store = match store {
            Some(s) => s.clone(),
            None => Arc::new(StdMutex::new(Store::open_in_memory()?)),
        };
        Ok(Self {
            store,
            rows: Arc::default(),
            last_match: Arc::default(),
        })
    }

    pub(crate) fn store(&self) -> &Arc<StdMutex<Store>> {
        &self.store
    }

    pub(crate) fn with<T>(&self, f: impl FnOnce(&Store) -> tdx_store::Result<T>) -> Result<T> {
        let store = self.store.lock().map_err(|_| Error::StatePoisoned)?;
        Ok(f(&store)?)
    }

    fn changed(&self) {
        if let Ok(mut rows) = self.rows.lock() {
            *rows = None;
        }
        if let Ok(mut last) = self.last_match.lock() {
            last.clear();
        }
    }
}

/// The signing data as the service issued it, for the record (the signature is recorded apart).
pub(crate) fn issued(data: &SigningData) -> Option<serde_json::Value> {
    let mut data = data.clone();
    data.signature = None;
    serde_json::to_value(&data).ok()
}

/// A new entry, not yet ended.
pub(crate) fn begin(
    id: String,
    op: &str,
    ebl: Option<(Uuid, &str)>,
    counterparty: Option<Uuid>,
    counterparty_name: Option<String>,
) -> JournalEntry {
    JournalEntry {
        id,
        operation: op.to_owned(),
        ebl_id: ebl.map(|(id, _)| id.to_string()),
        ebl_reference: ebl.map(|(_, r)| r.to_owned()),
        envelope_id: None,
        counterparty_inbox: counterparty.map(|c| c.to_string()),
        counterparty_name,
        signing_data: None,
        hash: None,
        signature: None,
        signer: None,
        answer: None,
        transaction_hash: None,
        started_at: tdx_store::now_ms(),
        ended_at: None,
        outcome: Outcome::Unknown,
        detail: None,
    }
}

/// Records the service's answer (or its failure) in `entry`.
pub(crate) fn end(
    entry: &mut JournalEntry,
    result: &std::result::Result<serde_json::Value, tdx_client::Error>,
) {
    entry.ended_at = Some(tdx_store::now_ms());
    match result {
        Ok(answer) => {
            entry.outcome = Outcome::Submitted;
            entry.transaction_hash = answer
                .get("transactionHash")
                .and_then(|t| t.as_str())
                .map(str::to_owned);
            entry.answer = Some(answer.clone());
            entry.detail = None;
        }
        // The request may have been carried out: only reading the eBL can tell.
        Err(e) if e.outcome_unknown() => {
            entry.outcome = Outcome::Unknown;
            entry.detail = Some(e.code().to_owned());
        }
        Err(e) => {
            entry.outcome = Outcome::Failed;
            entry.detail = Some(e.code().to_owned());
        }
    }
}

/// Marks `entry` refused by the signing guard (nothing was signed).
pub(crate) fn refuse(entry: &mut JournalEntry, error: &tdx_keys::Error) {
    entry.ended_at = Some(tdx_store::now_ms());
    entry.outcome = Outcome::Refused;
    entry.signature = None;
    entry.detail = Some(error.refused_field().unwrap_or(error.code()).to_owned());
}

impl Desk {
    /// Writes (or rewrites) an entry. An action is not signed unless this succeeded; so when
    /// the app's store could not be opened (the journal would live in memory and be lost at
    /// exit), nothing is written and nothing is signed.
    pub(crate) fn journal_save(&self, entry: &JournalEntry) -> Result<()> {
        if let Some(reason) = self.cache().unrecorded() {
            tracing::error!(%reason, entry = %entry.id, "no durable journal: the action is refused");
            return Err(Error::JournalUnavailable);
        }
        let profile = self.profile().id.clone();
        self.journal_store()
            .with(|s| s.save_journal_entry(&profile, entry))?;
        self.journal_store().changed();
        Ok(())
    }

    /// Writes the final state of an entry after the action ran: a failure to write is logged,
    /// never put in place of the action's own result (which the user must see).
    pub(crate) fn journal_close(&self, entry: &JournalEntry) {
        if let Err(e) = self.journal_save(entry) {
            tracing::error!(code = e.code(), entry = %entry.id, "the journal could not record an outcome");
        }
    }

    /// Every entry of this profile (for the evidence pack: those of one eBL), newest first.
    pub fn journal_entries(&self, ebl_id: Option<&str>) -> Result<Vec<JournalEntry>> {
        let profile = self.profile().id.clone();
        self.journal_store()
            .with(|s| s.journal_entries(&profile, ebl_id))
    }

    /// Records what a refresh observed going from `before` to `after`.
    pub(crate) fn observe(&self, before: &[Ebl], after: &[Ebl]) {
        let seen = observations(before, after, tdx_store::now_ms());
        if seen.is_empty() {
            return;
        }
        let profile = self.profile().id.clone();
        if let Err(e) = self
            .journal_store()
            .with(|s| s.record_observations(&profile, &seen))
        {
            tracing::warn!(
                code = e.code(),
                "changes seen by a refresh were not recorded"
            );
        }
    }

    /// Settles entries whose outcome is not known by reading their eBLs. An entry stays
    /// `unknown` while the eBL cannot be read, and for what reading an eBL cannot show (a
    /// copy, an envelope). Returns how many were settled.
    pub async fn resolve_unknown_entries(&self) -> Result<usize> {
        let profile = self.profile().id.clone();
        let unknown = self.journal_store().with(|s| s.journal_unknown(&profile))?;
        if unknown.is_empty() {
            return Ok(0);
        }
        let Ok((client, identity)) = self.signed_in().await else {
            return Ok(0);
        };
        let all = self
            .journal_store()
            .with(|s| s.journal_entries(&profile, None))?;
        let mut settled = 0;
        for mut entry in unknown {
            let (Some(ebl_id), Some(target)) = (&entry.ebl_id, &entry.counterparty_inbox) else {
                continue;
            };
            let op = entry.operation.as_str();
            if op != operation::TRANSFER_POSSESSION
                && op != operation::REQUEST_SURRENDER_FOR_DELIVERY
            {
                continue;
            }
            // A later attempt at the same action went through: this one did not (an eBL is
            // transferred, or its surrender requested, once).
            let later_went_through = all.iter().any(|e| {
                e.ebl_id.as_ref() == Some(ebl_id)
                    && e.operation == entry.operation
                    && e.started_at > entry.started_at
                    && e.outcome == Outcome::Submitted
            });
            let verdict = if later_went_through {
                Some((Outcome::Failed, "not.applied: a later attempt went through"))
            } else {
                let Ok(id) = Uuid::parse_str(ebl_id) else {
                    continue;
                };
                match client.ebls().get(id).await {
                    Ok(ebl) => {
                        let moved =
                            ebl.possession_id.map(|p| p.to_string()).as_ref() == Some(target);
                        let still_ours = crate::ebl_view::held_by_us(&ebl, &identity);
                        let applied = match op {
                            operation::TRANSFER_POSSESSION => moved && !still_ours,
                            _ => ebl.state.as_str() != crate::actions::ISSUED,
                        };
                        if applied {
                            Some((Outcome::Submitted, "confirmed by reading the eBL"))
                        } else if still_ours && ebl.state.as_str() == crate::actions::ISSUED {
                            Some((Outcome::Failed, "not.applied: the eBL is unchanged"))
                        } else {
                            None
                        }
                    }
                    Err(e)
                        if matches!(e.status(), Some(403 | 404))
                            && op == operation::TRANSFER_POSSESSION =>
                    {
                        Some((
                            Outcome::Submitted,
                            "confirmed: the eBL is no longer visible to your company",
                        ))
                    }
                    Err(_) => None,
                }
            };
            if let Some((outcome, detail)) = verdict {
                entry.outcome = outcome;
                entry.detail = Some(detail.to_owned());
                entry.ended_at.get_or_insert_with(tdx_store::now_ms);
                self.journal_save(&entry)?;
                settled += 1;
            }
        }
        Ok(settled)
    }

    /// The eBL's timeline: its journal entries and the observed changes, newest first.
    pub async fn ebl_timeline(&self, ebl_id: &str) -> Result<Vec<TimelineItem>> {
        let id = Uuid::parse_str(ebl_id.trim())
            .map_err(|_| Error::Invalid(format!("The eBL id {ebl_id:?} is not a valid UUID.")))?
            .to_string();
        let profile = self.profile().id.clone();
        let (entries, seen) = self.journal_store().with(|s| {
            Ok((
                s.journal_entries(&profile, Some(&id))?,
                s.observations(&profile, Some(&id))?,
            ))
        })?;
        let directory = self.directory_read().await;
        let name_of = |inbox: &str| -> String {
            Uuid::parse_str(inbox)
                .ok()
                .and_then(|u| directory.inbox_name(&u).map(str::to_owned))
                .unwrap_or_else(|| format!("the company with inbox {inbox}"))
        };
        let mut items: Vec<TimelineItem> = entries
            .iter()
            .map(|e| TimelineItem {
                at: e.started_at,
                kind: TimelineKind::Action,
                text: action_sentence(e, &name_of),
                outcome: Some(e.outcome.as_str().to_owned()),
            })
            .chain(seen.iter().map(|o| TimelineItem {
                at: o.at,
                kind: TimelineKind::Change,
                text: change_sentence(o, &name_of),
                outcome: None,
            }))
            .collect();
        items.sort_by_key(|item| std::cmp::Reverse(item.at));
        Ok(items)
    }

    /// One page of the Activity list, filtered (this profile's: `filter.profile` is read by
    /// `DeskApp::activity`, which answers a deleted profile's journal itself).
    pub fn activity(
        &self,
        filter: &ActivityFilter,
        offset: u32,
        limit: u32,
    ) -> Result<ActivityPage> {
        self.journal_store()
            .activity(&self.profile().id, filter, offset, limit)
    }

    /// Writes this profile's entries matching `filter` to `path` as CSV; returns how many.
    pub fn export_activity_csv(
        &self,
        filter: &ActivityFilter,
        path: &std::path::Path,
    ) -> Result<u32> {
        self.journal_store()
            .export_activity_csv(&self.profile().id, filter, path)
    }
}

/// The Activity list of one profile's journal, kept in memory between pages.
impl JournalStore {
    /// One page of the Activity list, filtered.
    pub(crate) fn activity(
        &self,
        profile: &str,
        filter: &ActivityFilter,
        offset: u32,
        limit: u32,
    ) -> Result<ActivityPage> {
        let rows = self.activity_rows(profile)?;
        let matched = self.activity_matches(&rows, filter);
        let page = matched
            .iter()
            .skip(offset as usize)
            .take(limit.min(1000) as usize)
            .filter_map(|&i| rows.rows.get(i as usize).cloned())
            .collect();
        Ok(ActivityPage {
            total: u32::try_from(rows.rows.len()).unwrap_or(u32::MAX),
            matched: u32::try_from(matched.len()).unwrap_or(u32::MAX),
            rows: page,
        })
    }

    /// Writes the entries matching `filter` to `path` as CSV; returns how many.
    pub(crate) fn export_activity_csv(
        &self,
        profile: &str,
        filter: &ActivityFilter,
        path: &std::path::Path,
    ) -> Result<u32> {
        let rows = self.activity_rows(profile)?;
        let matched = self.activity_matches(&rows, filter);
        let mut count = 0u32;
        let records = matched
            .iter()
            .filter_map(|&i| rows.rows.get(i as usize))
            .map(|r| {
                count += 1;
                [
                    crate::sync::rfc3339(r.at).unwrap_or_default(),
                    r.operation.clone(),
                    r.outcome.clone(),
                    r.ebl_reference.clone().unwrap_or_default(),
                    r.ebl_id.clone().unwrap_or_default(),
                    r.counterparty.clone().unwrap_or_default(),
                    r.transaction_hash.clone().unwrap_or_default(),
                    r.detail.clone().unwrap_or_default(),
                    r.id.clone(),
                ]
            });
        let out = crate::contacts::csv_text(
            "time,operation,outcome,ebl_reference,ebl_id,counterparty,transaction_hash,detail,entry_id",
            records,
            csv::Terminator::Any(b'\n'),
        )?;
        std::fs::write(path, out).map_err(|e| Error::Io(format!("{}: {e}", path.display())))?;
        Ok(count)
    }

    /// The indices of the rows `filter` matches, from a recent answer when it can be.
    fn activity_matches(&self, rows: &ActivityIndex, filter: &ActivityFilter) -> Arc<Vec<u32>> {
        let store = self;
        let text = filter.text.trim().to_lowercase();
        let recent = store
            .last_match
            .lock()
            .map(|l| l.clone())
            .unwrap_or_default();
        if let Some((_, m)) = recent.iter().rev().find(|(f, _)| same_filter(f, filter)) {
            return m.clone();
        }
        let finder = memchr::memmem::Finder::new(text.as_bytes());
        // More text typed on a filter seen before: the matches are among its matches.
        let narrower = recent.iter().rev().find(|(f, _)| {
            same_but_text(f, filter) && text.contains(f.text.trim().to_lowercase().as_str())
        });
        let matched: Vec<u32> = match narrower {
            Some((_, m)) => m
                .iter()
                .copied()
                .filter(|&i| rows.matches(i as usize, filter, &finder))
                .collect(),
            None => rows.scan(filter, &finder),
        };
        let matched = Arc::new(matched);
        if let Ok(mut last) = store.last_match.lock() {
            if last.len() >= REMEMBERED_FILTERS {
                last.remove(0);
            }
            last.push((filter.clone(), matched.clone()));
        }
        matched
    }

    /// The rows of `profile`'s journal (always the same profile for one `JournalStore`).
    fn activity_rows(&self, profile: &str) -> Result<Arc<ActivityIndex>> {
        let store = self;
        if let Some(rows) = store.rows.lock().ok().and_then(|r| r.clone()) {
            return Ok(rows);
        }
        let rows = store.with(|s| s.journal_rows(profile))?;
        let rows = Arc::new(ActivityIndex::new(rows));
        if let Ok(mut slot) = store.rows.lock() {
            *slot = Some(rows.clone());
        }
        Ok(rows)
    }
}

fn same_filter(a: &ActivityFilter, b: &ActivityFilter) -> bool {
    a.text.trim().to_lowercase() == b.text.trim().to_lowercase() && same_but_text(a, b)
}

fn same_but_text(a: &ActivityFilter, b: &ActivityFilter) -> bool {
    a.operation.as_deref().unwrap_or("") == b.operation.as_deref().unwrap_or("")
        && a.outcome.as_deref().unwrap_or("") == b.outcome.as_deref().unwrap_or("")
        && a.from == b.from
        && a.until == b.until
        && a.profile == b.profile
}

/// What a refresh saw change, from `before` to `after`. The first refresh (nothing before)
/// records nothing: everything would be "new".
pub fn observations(before: &[Ebl], after: &[Ebl], at: i64) -> Vec<Observation> {
    let mut out = Vec::new();
    if before.is_empty() {
        return out;
    }
    let old: HashMap<Uuid, &Ebl> = before.iter().map(|e| (e.id, e)).collect();
    let seen = |e: &Ebl, change, from: Option<String>, to: Option<String>| Observation {
        at,
        ebl_id: e.id.to_string(),
        ebl_reference: e.reference.clone(),
        change,
        from,
        to,
    };
    for e in after {
        match old.get(&e.id) {
            None => out.push(seen(
                e,
                ChangeKind::Arrived,
                None,
                Some(e.state.as_str().to_owned()),
            )),
            Some(o) => {
                if o.state != e.state {
                    out.push(seen(
                        e,
                        ChangeKind::State,
                        Some(o.state.as_str().to_owned()),
                        Some(e.state.as_str().to_owned()),
                    ));
                }
                if o.possession_id != e.possession_id {
                    out.push(seen(
                        e,
                        ChangeKind::Holder,
                        o.possession_id.map(|p| p.to_string()),
                        e.possession_id.map(|p| p.to_string()),
                    ));
                }
                if !o.is_copy() && e.is_copy() {
                    out.push(seen(e, ChangeKind::BecameCopy, None, None));
                }
            }
        }
    }
    let new: HashSet<Uuid> = after.iter().map(|e| e.id).collect();
    for e in before.iter().filter(|e| !new.contains(&e.id)) {
        out.push(seen(e, ChangeKind::Left, None, None));
    }
    out
}

/// The sentence of an action in the timeline.
pub fn action_sentence(e: &JournalEntry, name_of: &dyn Fn(&str) -> String) -> String {
    let to = e
        .counterparty_name
        .clone()
        .or_else(|| e.counterparty_inbox.as_deref().map(name_of))
        .unwrap_or_else(|| "an unknown company".to_owned());
    let what = match e.operation.as_str() {
        operation::TRANSFER_POSSESSION => format!("transferred possession to {to}"),
        operation::REQUEST_SURRENDER_FOR_DELIVERY => "requested surrender".to_owned(),
        operation::SEND_AS_COPY => format!("sent a view-only copy to {to}"),
        operation::ENVELOPE_SEND => format!(
            "sent envelope {} to {to}",
            e.envelope_id.as_deref().unwrap_or("?")
        ),
        operation::KEY_REGISTRATION => format!(
            "registered your key with {}",
            e.counterparty_name.as_deref().unwrap_or("your company")
        ),
        other => format!("did {other}"),
    };
    let signed = match (&e.signer, &e.signature) {
        (Some(signer), Some(_)) => format!(" — signed by {}", tdx_evidence::short(signer)),
        _ => String::new(),
    };
    let tx = e
        .transaction_hash
        .as_deref()
        .map(|t| format!(", transaction {}", tdx_evidence::short(t)))
        .unwrap_or_default();
    let detail = e.detail.as_deref().unwrap_or("");
    match e.outcome {
        Outcome::Submitted => format!("You {what}{signed}{tx}"),
        Outcome::Refused => format!(
            "eBL Desk refused to sign: you {what}, but the service's {detail} did not match what you reviewed; nothing was signed"
        ),
        Outcome::Failed => format!("You {what}; it did not go through ({detail})"),
        Outcome::Unknown => {
            format!("You {what}{signed}; whether the service carried it out is not known yet")
        }
    }
}

/// The sentence of an observed change in the timeline.
pub fn change_sentence(o: &Observation, name_of: &dyn Fn(&str) -> String) -> String {
    let to = o.to.as_deref().unwrap_or("?");
    match o.change {
        ChangeKind::Arrived => format!("{} became visible to your company ({to})", o.ebl_reference),
        ChangeKind::State => format!("State changed to {to}"),
        ChangeKind::Holder => match &o.to {
            Some(inbox) => format!("Possession passed to {}", name_of(inbox)),
            None => "Possession was given up".to_owned(),
        },
        ChangeKind::BecameCopy => "Your company now sees it only as a copy".to_owned(),
        ChangeKind::Left => "It is no longer visible to your company".to_owned(),
    }
}

/// One line of an eBL's timeline.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct TimelineItem {
    /// Milliseconds since the Unix epoch.
    #[ts(type = "number")]
    pub at: i64,
    pub kind: TimelineKind,
    pub text: String,
    /// An action's outcome: `submitted`, `refused`, `failed` or `unknown`.
    pub outcome: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub enum TimelineKind {
    /// Something the user did.
    Action,
    /// Something a refresh saw change.
    Change,
}

/// What the Activity list is filtered by; empty fields match everything.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase", default)]
#[ts(export)]
pub struct ActivityFilter {
    pub text: String,
    pub operation: Option<String>,
    pub outcome: Option<String>,
    /// From this time on (milliseconds since the Unix epoch).
    #[ts(type = "number | null")]
    pub from: Option<i64>,
    /// Before this time.
    #[ts(type = "number | null")]
    pub until: Option<i64>,
    /// Whose journal: a deleted profile's id (see `deleted_profiles`); none (or the active
    /// profile's id) is the profile in use.
    #[ts(optional = nullable)]
    pub profile: Option<String>,
}

/// One journal entry in the Activity list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct ActivityRow {
    pub id: String,
    #[ts(type = "number")]
    pub at: i64,
    pub operation: String,
    pub outcome: String,
    pub ebl_id: Option<String>,
    pub ebl_reference: Option<String>,
    pub counterparty: Option<String>,
    pub transaction_hash: Option<String>,
    pub detail: Option<String>,
}

/// A page of the Activity list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct ActivityPage {
    /// Entries of the profile.
    pub total: u32,
    /// Entries matching the filter.
    pub matched: u32,
    pub rows: Vec<ActivityRow>,
}

/// The Activity list as Rust keeps it: the rows, and the text a person may look for in each,
/// lower-cased, one after another in one buffer (a scan reads memory in order instead of
/// following 100,000 pointers).
struct ActivityIndex {
    rows: Vec<ActivityRow>,
    /// Row `i`'s text is `text[starts[i]..starts[i + 1]]`, each ending with a newline (which a
    /// filter text never holds, so no match spans two rows).
    text: Vec<u8>,
    starts: Vec<u32>,
}

impl ActivityIndex {
    fn new(journal: Vec<JournalRow>) -> Self {
        let mut rows = Vec::with_capacity(journal.len());
        let mut text = Vec::with_capacity(journal.len() * 112);
        let mut starts = Vec::with_capacity(journal.len() + 1);
        for r in journal {
            let row = ActivityRow {
                id: r.id,
                at: r.started_at,
                operation: r.operation,
                outcome: r.outcome.as_str().to_owned(),
                ebl_id: r.ebl_id,
                ebl_reference: r.ebl_reference,
                counterparty: r.counterparty,
                transaction_hash: r.transaction_hash,
                detail: r.detail,
            };
            starts.push(u32::try_from(text.len()).unwrap_or(u32::MAX));
            // What a person types: the reference, the company, the transaction, the reason. (The
            // operation and outcome have their own filters; each byte more is 100,000 bytes
            // more to scan per keystroke.)
            for part in [
                row.ebl_reference.as_deref(),
                row.counterparty.as_deref(),
                row.transaction_hash.as_deref(),
                row.detail.as_deref(),
            ]
            .into_iter()
            .flatten()
            {
                text.extend(part.to_lowercase().replace(['\n', '\r'], " ").bytes());
                text.push(0x1f);
            }
            text.push(b'\n');
            rows.push(row);
        }
        starts.push(u32::try_from(text.len()).unwrap_or(u32::MAX));
        Self { rows, text, starts }
    }

    fn text_of(&self, i: usize) -> &[u8] {
        match (self.starts.get(i), self.starts.get(i + 1)) {
            (Some(&a), Some(&b)) => self.text.get(a as usize..b as usize).unwrap_or_default(),
            _ => &[],
        }
    }

    /// Whether row `i` passes the filter's operation, outcome and dates.
    fn fits(&self, i: usize, f: &ActivityFilter) -> bool {
        let Some(row) = self.rows.get(i) else {
            return false;
        };
        f.operation
            .as_deref()
            .is_none_or(|o| o.is_empty() || o == row.operation)
            && f.outcome
                .as_deref()
                .is_none_or(|o| o.is_empty() || o == row.outcome)
            && f.from.is_none_or(|t| row.at >= t)
            && f.until.is_none_or(|t| row.at < t)
    }

    fn matches(&self, i: usize, f: &ActivityFilter, text: &memchr::memmem::Finder<'_>) -> bool {
        self.fits(i, f) && (text.needle().is_empty() || text.find(self.text_of(i)).is_some())
    }

    /// Every row the filter matches: one pass of the finder over the whole text.
    fn scan(&self, f: &ActivityFilter, text: &memchr::memmem::Finder<'_>) -> Vec<u32> {
        if text.needle().is_empty() {
            return (0..self.rows.len())
                .filter(|&i| self.fits(i, f))
                .map(|i| i as u32)
                .collect();
        }
        let mut out = Vec::new();
        let mut at = 0usize;
        while let Some(found) = self.text.get(at..).and_then(|rest| text.find(rest)) {
            let pos = at + found;
            let i = self
                .starts
                .partition_point(|&s| s as usize <= pos)
                .saturating_sub(1);
            if self.fits(i, f) {
                out.push(i as u32);
            }
            // On to the next row: one match per row is enough.
            match self.starts.get(i + 1) {
                Some(&next) if next as usize > pos => at = next as usize,
                _ => break,
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ebl(id: u128, state: &str, holder: u128, copy: bool) -> Ebl {
        serde_json::from_value(serde_json::json!({
            "id": Uuid::from_u128(id), "reference": format!("REF{id}"), "state": state,
            "possessionId": Uuid::from_u128(holder),
            "eblCopyId": if copy { Some(Uuid::from_u128(99)) } else { None },
        }))
        .expect("an eBL")
    }

    #[test]
    fn a_refresh_records_new_changed_copied_and_gone_ebls() {
        let before = [
            ebl(1, "ISSUED", 10, false),
            ebl(2, "ISSUED", 10, false),
            ebl(3, "ISSUED", 10, false),
        ];
        let after = [
            ebl(1, "SURRENDERED_FOR_DELIVERY", 20, false),
            ebl(3, "ISSUED", 10, true),
            ebl(4, "ISSUED", 10, false),
        ];
        let seen = observations(&before, &after, 7);
        let kinds: Vec<(String, ChangeKind)> = seen
            .iter()
            .map(|o| (o.ebl_reference.clone(), o.change))
            .collect();
        assert_eq!(
            kinds,
            [
                ("REF1".to_owned(), ChangeKind::State),
                ("REF1".to_owned(), ChangeKind::Holder),
                ("REF3".to_owned(), ChangeKind::BecameCopy),
                ("REF4".to_owned(), ChangeKind::Arrived),
                ("REF2".to_owned(), ChangeKind::Left),
            ]
        );
        assert_eq!(seen[0].to.as_deref(), Some("SURRENDERED_FOR_DELIVERY"));
        assert!(seen.iter().all(|o| o.at == 7));
        assert!(
            observations(&[], &after, 7).is_empty(),
            "the first fetch records nothing"
        );
    }

    #[test]
    fn sentences_say_what_happened_and_never_more() {
        let mut e = JournalEntry {
            id: "x".into(),
            operation: operation::TRANSFER_POSSESSION.into(),
            ebl_id: None,
            ebl_reference: None,
            envelope_id: None,
            counterparty_inbox: Some("inbox-1".into()),
            counterparty_name: None,
            signing_data: None,
            hash: None,
            signature: Some("0xsig".into()),
            signer: Some("0x8ba1f109551bD432803012645Ac136ddd64DBA72".into()),
            answer: None,
            transaction_hash: Some(format!("0x{}", "ab".repeat(32))),
            started_at: 0,
            ended_at: None,
            outcome: Outcome::Submitted,
            detail: None,
        };
        let name_of = |inbox: &str| format!("Bank of {inbox}");
        assert_eq!(
            action_sentence(&e, &name_of),
            "You transferred possession to Bank of inbox-1 — signed by 0x8ba1f1…BA72, transaction 0xababab…abab"
        );
        e.outcome = Outcome::Unknown;
        e.transaction_hash = None;
        assert!(
            action_sentence(&e, &name_of)
                .ends_with("whether the service carried it out is not known yet")
        );
        e.outcome = Outcome::Refused;
        e.signature = None;
        e.detail = Some("targetInbox".into());
        let refused = action_sentence(&e, &name_of);
        assert!(
            refused.contains("targetInbox") && refused.contains("nothing was signed"),
            "{refused}"
        );
    }

    #[test]
    fn one_scan_of_the_whole_text_finds_what_row_by_row_matching_finds() {
        let journal: Vec<JournalRow> = (0..500)
            .map(|i| JournalRow {
                id: format!("id{i}"),
                started_at: i,
                operation: operation::ALL[(i % 4) as usize].into(),
                outcome: if i % 7 == 0 {
                    Outcome::Refused
                } else {
                    Outcome::Submitted
                },
                ebl_id: None,
                ebl_reference: Some(format!("GCLU{i:04}")),
                counterparty: Some(["Harbor Bank plc", "Delta\nShipping"][(i % 2) as usize].into()),
                transaction_hash: (i % 3 == 0).then(|| format!("0x{i:064x}")),
                detail: (i % 7 == 0).then(|| "targetInbox".to_owned()),
            })
            .collect();
        let index = ActivityIndex::new(journal);
        for (text, outcome) in [
            ("", None),
            ("gclu00", None),
            ("GCLU0042", None),
            ("bank", Some("refused")),
            ("delta shipping", None),
            ("0x00", None),
            ("inbox", None),
            ("nothing like it", None),
            ("plc\u{1f}", None),
        ] {
            let f = ActivityFilter {
                text: text.into(),
                outcome: outcome.map(str::to_owned),
                ..Default::default()
            };
            let needle = text.trim().to_lowercase();
            let finder = memchr::memmem::Finder::new(needle.as_bytes());
            let one_by_one: Vec<u32> = (0..index.rows.len())
                .filter(|&i| index.matches(i, &f, &finder))
                .map(|i| i as u32)
                .collect();
            assert_eq!(index.scan(&f, &finder), one_by_one, "{text:?}");
        }
        let f = ActivityFilter {
            text: "delta shipping".into(),
            ..Default::default()
        };
        let finder = memchr::memmem::Finder::new(b"delta shipping");
        assert_eq!(
            index.scan(&f, &finder).len(),
            250,
            "a newline in a name is a space"
        );
    }

    #[test]
    fn csv_cells_are_quoted_and_never_formulas() {
        // One cell as the Activity export writes it.
        let csv_cell = |cell: &str| {
            let text =
                crate::contacts::csv_text("h", [[cell]], csv::Terminator::Any(b'\n')).unwrap();
            text.strip_prefix("h\n")
                .and_then(|t| t.strip_suffix('\n'))
                .unwrap()
                .to_owned()
        };
        assert_eq!(csv_cell("plain"), "plain");
        assert_eq!(csv_cell("a,b"), "\"a,b\"");
        assert_eq!(csv_cell("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(csv_cell("=HYPERLINK(1)"), "'=HYPERLINK(1)");
    }
}
