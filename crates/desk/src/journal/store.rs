//! Where the journal is written, and the Activity list kept in memory between pages (an
//! index of every entry's text, scanned once per filter).

use std::sync::{Arc, Mutex as StdMutex};

use serde::{Deserialize, Serialize};
use tdx_store::{JournalRow, Store};
use ts_rs::TS;

use crate::error::{Error, Result};
use crate::paths::WritablePath;
use crate::view::Inert;

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
pub(crate) type RememberedFilter = (ActivityFilter, Arc<Vec<u32>>);

/// How many recent filters keep their matches.
pub(crate) const REMEMBERED_FILTERS: usize = 32;

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

    pub(crate) fn changed(&self) {
        if let Ok(mut rows) = self.rows.lock() {
            *rows = None;
        }
        if let Ok(mut last) = self.last_match.lock() {
            last.clear();
        }
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
        file: WritablePath,
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
                    crate::ebl_cache::rfc3339(r.at).unwrap_or_default(),
                    r.operation.clone(),
                    r.outcome.clone(),
                    r.ebl_reference.as_deref().unwrap_or_default().to_owned(),
                    r.ebl_id.clone().unwrap_or_default(),
                    r.counterparty.as_deref().unwrap_or_default().to_owned(),
                    r.transaction_hash.clone().unwrap_or_default(),
                    r.detail.as_deref().unwrap_or_default().to_owned(),
                    r.id.clone(),
                    r.prepared_by.as_deref().unwrap_or_default().to_owned(),
                    r.approved_by.as_deref().unwrap_or_default().to_owned(),
                ]
            });
        // The header in the user's language (a spreadsheet's reader is a person; the values
        // stay the record's codes).
        let header = [
            tdx_i18n::tr!("desk-csv-activity-time"),
            tdx_i18n::tr!("desk-csv-activity-operation"),
            tdx_i18n::tr!("desk-csv-activity-outcome"),
            tdx_i18n::tr!("desk-csv-activity-ebl-reference"),
            tdx_i18n::tr!("desk-csv-activity-ebl-id"),
            tdx_i18n::tr!("desk-csv-activity-counterparty"),
            tdx_i18n::tr!("desk-csv-activity-transaction-hash"),
            tdx_i18n::tr!("desk-csv-activity-detail"),
            tdx_i18n::tr!("desk-csv-activity-entry-id"),
            tdx_i18n::tr!("desk-csv-activity-prepared-by"),
            tdx_i18n::tr!("desk-csv-activity-approved-by"),
        ]
        .join(",");
        let out = crate::csv_export::csv_text(&header, records, csv::Terminator::Any(b'\n'))?;
        let path = file.as_path();
        std::fs::write(path, out).map_err(|e| Error::Io(format!("{}: {e}", path.display())))?;
        Ok(count)
    }

    /// The indices of the rows `filter` matches, from a recent answer when it can be.
    pub(crate) fn activity_matches(
        &self,
        rows: &ActivityIndex,
        filter: &ActivityFilter,
    ) -> Arc<Vec<u32>> {
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
    pub(crate) fn activity_rows(&self, profile: &str) -> Result<Arc<ActivityIndex>> {
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

pub(crate) fn same_filter(a: &ActivityFilter, b: &ActivityFilter) -> bool {
    a.text.trim().to_lowercase() == b.text.trim().to_lowercase() && same_but_text(a, b)
}

pub(crate) fn same_but_text(a: &ActivityFilter, b: &ActivityFilter) -> bool {
    a.operation.as_deref().unwrap_or("") == b.operation.as_deref().unwrap_or("")
        && a.outcome.as_deref().unwrap_or("") == b.outcome.as_deref().unwrap_or("")
        && a.from == b.from
        && a.until == b.until
        && a.profile == b.profile
        && person_of(a) == person_of(b)
}

/// The person a filter asks for, as compared: trimmed, lower-cased; empty when none.
fn person_of(f: &ActivityFilter) -> String {
    f.person.as_deref().unwrap_or("").trim().to_lowercase()
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
    /// Only actions this person prepared or approved (a second person's approval): part of
    /// the maker's or the approver's name as the journal records it (their e-mail, else their
    /// profile's name), without regard to case.
    #[ts(optional = nullable)]
    pub person: Option<String>,
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
    pub ebl_reference: Option<Inert>,
    pub counterparty: Option<Inert>,
    pub transaction_hash: Option<String>,
    pub detail: Option<Inert>,
    /// What the action's answer meant, in words, once the app saw it (the carrier rejected or
    /// accepted a surrender request; a transfer whose answer was lost went through).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub answer: Option<Inert>,
    /// Who prepared the action, when a second person approved it (the maker's e-mail, else
    /// their profile's name).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub prepared_by: Option<Inert>,
    /// Who approved and signed it, when it was prepared by another person.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub approved_by: Option<Inert>,
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
pub(crate) struct ActivityIndex {
    pub(crate) rows: Vec<ActivityRow>,
    /// Row `i`'s text is `text[starts[i]..starts[i + 1]]`, each ending with a newline (which a
    /// filter text never holds, so no match spans two rows).
    text: Vec<u8>,
    starts: Vec<u32>,
}

impl ActivityIndex {
    pub(crate) fn new(journal: Vec<JournalRow>) -> Self {
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
                ebl_reference: Inert::opt(r.ebl_reference),
                counterparty: Inert::opt(r.counterparty),
                transaction_hash: r.transaction_hash,
                detail: Inert::opt(r.detail),
                answer: None,
                prepared_by: Inert::opt(r.maker),
                approved_by: Inert::opt(r.approver),
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
                // A line break in a name is a space (shown inert as ␊ or ␍).
                text.extend(
                    part.to_lowercase()
                        .replace(['\n', '\r', '␊', '␍'], " ")
                        .bytes(),
                );
                text.push(0x1f);
            }
            text.push(b'\n');
            rows.push(row);
        }
        starts.push(u32::try_from(text.len()).unwrap_or(u32::MAX));
        Self { rows, text, starts }
    }

    pub(crate) fn text_of(&self, i: usize) -> &[u8] {
        match (self.starts.get(i), self.starts.get(i + 1)) {
            (Some(&a), Some(&b)) => self.text.get(a as usize..b as usize).unwrap_or_default(),
            _ => &[],
        }
    }

    /// Whether row `i` passes the filter's operation, outcome, dates and person.
    pub(crate) fn fits(&self, i: usize, f: &ActivityFilter) -> bool {
        let Some(row) = self.rows.get(i) else {
            return false;
        };
        let person = person_of(f);
        let by_person = person.is_empty()
            || [row.prepared_by.as_deref(), row.approved_by.as_deref()]
                .into_iter()
                .flatten()
                .any(|who| who.to_lowercase().contains(&person));
        by_person
            && f.operation
                .as_deref()
                .is_none_or(|o| o.is_empty() || o == row.operation)
            && f.outcome
                .as_deref()
                .is_none_or(|o| o.is_empty() || o == row.outcome)
            && f.from.is_none_or(|t| row.at >= t)
            && f.until.is_none_or(|t| row.at < t)
    }

    pub(crate) fn matches(
        &self,
        i: usize,
        f: &ActivityFilter,
        text: &memchr::memmem::Finder<'_>,
    ) -> bool {
        self.fits(i, f) && (text.needle().is_empty() || text.find(self.text_of(i)).is_some())
    }

    /// Every row the filter matches: one pass of the finder over the whole text.
    pub(crate) fn scan(&self, f: &ActivityFilter, text: &memchr::memmem::Finder<'_>) -> Vec<u32> {
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
