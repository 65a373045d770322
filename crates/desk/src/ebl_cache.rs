//! The last fetched eBLs per profile, and what changed between two fetches (for desktop
//! notifications). The list opens from here at once; the service refreshes it.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use tdx_client::models::ebl::Ebl;
use uuid::Uuid;

use crate::ebl_view::held_by_us;
use crate::error::{Error, Result};
use crate::identity::Identity;
use crate::view::{EblChanges, Inert};
use tdx_store::Store;

/// A profile's list held in memory, when there is no local store (tests): readers take the
/// `Arc`, never a copy of 10,000 eBLs.
#[derive(Default)]
struct Entry {
    ebls: Arc<Vec<Ebl>>,
    fetched_at: Option<String>,
}

/// The eBL cache, shared by clones. With a local store the eBLs live there only: they are read
/// when a refresh compares, an action looks one up or the rows are computed again, and freed
/// after; what the window shows between those is the rows it was sent (10,000 whole eBLs held
/// all day were ~35 MiB of the app's memory, BENCHMARKS.md). Without a store (tests), the list
/// is kept in memory.
#[derive(Clone, Default)]
pub struct EblCache {
    memory: Arc<Mutex<HashMap<String, Entry>>>,
    store: Option<Arc<Mutex<Store>>>,
    /// Set when the app's local store could not be opened: why nothing can be put on record,
    /// so nothing may be signed (a test's in-memory cache leaves it unset).
    unrecorded: Option<Arc<str>>,
    /// Counts the changes written (a fetch, one eBL read or forgotten): what is derived from
    /// the cached eBLs and kept in memory (the envelope builder's eBL picker) is computed again
    /// when it moved.
    generation: Arc<std::sync::atomic::AtomicU64>,
    /// How many cached eBLs were read (rows from the store, or eBLs looked through in memory):
    /// what a lookup of one eBL costs must not grow with the cache ([`EblCache::ebls_read`]).
    read: Arc<AtomicUsize>,
}

fn poisoned<T>(_: T) -> Error {
    Error::StatePoisoned
}

pub(crate) fn rfc3339(ms: i64) -> Option<String> {
    let t = time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000).ok()?;
    t.format(&time::format_description::well_known::Rfc3339)
        .ok()
}

/// A cached eBL's JSON; one this version cannot read is skipped, not fatal (the next refresh
/// replaces it).
fn parse(json: &str) -> Option<Ebl> {
    serde_json::from_str(json).ok()
}

/// A profile's list before and after a refresh.
pub type BeforeAfter = (Arc<Vec<Ebl>>, Arc<Vec<Ebl>>);

/// Up to this many eBLs are looked up one by one; more are picked from the whole list.
const LOOKUPS: usize = 256;

impl EblCache {
    /// A cache that forgets everything when the app stops (tests).
    pub fn in_memory() -> Self {
        Self::default()
    }

    /// The app's cache when its local store could not be opened: the list is kept in memory,
    /// and the desks refuse to sign, since no action could be put on record before its signature
    /// (`reason` says why, for the log).
    pub fn without_store(reason: impl Into<String>) -> Self {
        Self {
            unrecorded: Some(Arc::from(reason.into())),
            ..Self::default()
        }
    }

    /// A cache kept in the local store.
    pub fn with_store(store: Arc<Mutex<Store>>) -> Self {
        Self {
            store: Some(store),
            ..Self::default()
        }
    }

    /// Why actions cannot be put on record (the app's store could not be opened), if so.
    pub fn unrecorded(&self) -> Option<&str> {
        self.unrecorded.as_deref()
    }

    /// How many changes were written to the cache (any profile's) since the app started.
    pub fn generation(&self) -> u64 {
        self.generation.load(std::sync::atomic::Ordering::Acquire)
    }

    fn changed(&self) {
        self.generation
            .fetch_add(1, std::sync::atomic::Ordering::AcqRel);
    }

    /// How many cached eBLs were read so far (each row read from the store, or each eBL looked
    /// through in memory): tests and benches hold a lookup of one eBL to a few, whatever the
    /// cache's size.
    pub fn ebls_read(&self) -> usize {
        self.read.load(Ordering::Relaxed)
    }

    fn count_read(&self, n: usize) {
        self.read.fetch_add(n, Ordering::Relaxed);
    }

    /// The local store behind the cache, if any.
    pub fn store(&self) -> Option<&Arc<Mutex<Store>>> {
        self.store.as_ref()
    }

    /// Replaces a profile's list with a fresh fetch; returns the list before and after. The
    /// store is written only what changed since the list it had (a poll that finds nothing
    /// new writes the refresh time alone).
    pub fn replace(&self, profile: &str, ebls: Vec<Ebl>) -> Result<BeforeAfter> {
        if self.store.is_none() {
            return self.replace_from(profile, Arc::default(), ebls);
        }
        let before = self.load(profile)?.0;
        self.replace_from(profile, before, ebls)
    }

    /// [`EblCache::replace`] when the caller has already read the list before (`before`).
    pub fn replace_from(
        &self,
        profile: &str,
        before: Arc<Vec<Ebl>>,
        ebls: Vec<Ebl>,
    ) -> Result<BeforeAfter> {
        // Counted once written: what is computed from the cache after sees the change.
        let done = self.replace_from_now(profile, before, ebls);
        self.changed();
        done
    }

    fn replace_from_now(
        &self,
        profile: &str,
        before: Arc<Vec<Ebl>>,
        ebls: Vec<Ebl>,
    ) -> Result<BeforeAfter> {
        let Some(store) = &self.store else {
            let mut map = self.memory.lock().map_err(poisoned)?;
            let ebls = Arc::new(ebls);
            let before = map.insert(
                profile.to_owned(),
                Entry {
                    ebls: ebls.clone(),
                    fetched_at: rfc3339(tdx_store::now_ms()),
                },
            );
            return Ok((before.map(|e| e.ebls).unwrap_or_default(), ebls));
        };
        let old: HashMap<Uuid, &Ebl> = before.iter().map(|e| (e.id, e)).collect();
        let ids: Vec<String> = ebls.iter().map(|e| e.id.to_string()).collect();
        let changed: Vec<(&str, String)> = ebls
            .iter()
            .zip(&ids)
            .filter(|(e, _)| old.get(&e.id) != Some(e))
            .map(|(e, id)| (id.as_str(), serde_json::to_string(e).unwrap_or_default()))
            .collect();
        store.lock().map_err(poisoned)?.refresh_ebls(
            profile,
            ids.iter().map(String::as_str),
            changed.iter().map(|(i, j)| (*i, j.as_str())),
        )?;
        Ok((before, Arc::new(ebls)))
    }

    /// Records a read of the list whose pages were partly unchanged: `listed` are the ids of the
    /// whole list (the others are dropped), `fresh` the eBLs of the pages read in full, and
    /// `before` what the cache held for them; only the eBLs that differ are written.
    pub fn refresh_listed<'a>(
        &self,
        profile: &str,
        listed: impl Iterator<Item = &'a Uuid>,
        fresh: &[Ebl],
        before: &[Ebl],
    ) -> Result<()> {
        // Counted once written: what is computed from the cache after sees the change.
        let done = self.refresh_listed_now(profile, listed, fresh, before);
        self.changed();
        done
    }

    fn refresh_listed_now<'a>(
        &self,
        profile: &str,
        listed: impl Iterator<Item = &'a Uuid>,
        fresh: &[Ebl],
        before: &[Ebl],
    ) -> Result<()> {
        let old: HashMap<Uuid, &Ebl> = before.iter().map(|e| (e.id, e)).collect();
        let Some(store) = &self.store else {
            let mut map = self.memory.lock().map_err(poisoned)?;
            let entry = map.entry(profile.to_owned()).or_default();
            let new: HashMap<Uuid, &Ebl> = fresh.iter().map(|e| (e.id, e)).collect();
            let kept: HashMap<Uuid, &Ebl> = entry.ebls.iter().map(|e| (e.id, e)).collect();
            let ebls: Vec<Ebl> = listed
                .filter_map(|id| new.get(id).or_else(|| kept.get(id)).map(|e| (*e).clone()))
                .collect();
            entry.ebls = Arc::new(ebls);
            entry.fetched_at = rfc3339(tdx_store::now_ms());
            return Ok(());
        };
        let ids: Vec<String> = listed.map(Uuid::to_string).collect();
        let changed: Vec<(String, String)> = fresh
            .iter()
            .filter(|e| old.get(&e.id) != Some(e))
            .map(|e| {
                (
                    e.id.to_string(),
                    serde_json::to_string(e).unwrap_or_default(),
                )
            })
            .collect();
        store.lock().map_err(poisoned)?.refresh_ebls(
            profile,
            ids.iter().map(String::as_str),
            changed.iter().map(|(i, j)| (i.as_str(), j.as_str())),
        )?;
        Ok(())
    }

    /// The list and when it was fetched: read from the store (and not kept), or from memory.
    pub fn load(&self, profile: &str) -> Result<(Arc<Vec<Ebl>>, Option<String>)> {
        let Some(store) = &self.store else {
            let map = self.memory.lock().map_err(poisoned)?;
            let (ebls, fetched_at) = map
                .get(profile)
                .map(|e| (e.ebls.clone(), e.fetched_at.clone()))
                .unwrap_or_default();
            self.count_read(ebls.len());
            return Ok((ebls, fetched_at));
        };
        let store = store.lock().map_err(poisoned)?;
        let rows = store.cached_ebls(profile)?;
        self.count_read(rows.len());
        let ebls: Vec<Ebl> = rows.iter().filter_map(|r| parse(&r.json)).collect();
        let fetched_at = store.last_ebl_refresh(profile)?.and_then(rfc3339);
        Ok((Arc::new(ebls), fetched_at))
    }

    /// When the list was last fetched, without reading the eBLs.
    pub fn fetched_at(&self, profile: &str) -> Result<Option<String>> {
        match &self.store {
            Some(store) => Ok(store
                .lock()
                .map_err(poisoned)?
                .last_ebl_refresh(profile)?
                .and_then(rfc3339)),
            None => Ok(self
                .memory
                .lock()
                .map_err(poisoned)?
                .get(profile)
                .and_then(|e| e.fetched_at.clone())),
        }
    }

    pub fn get(&self, profile: &str, id: Uuid) -> Result<Option<Ebl>> {
        match &self.store {
            Some(store) => {
                let row = store
                    .lock()
                    .map_err(poisoned)?
                    .cached_ebl(profile, &id.to_string())?;
                self.count_read(usize::from(row.is_some()));
                Ok(row.and_then(|r| parse(&r.json)))
            }
            None => Ok(self.load(profile)?.0.iter().find(|x| x.id == id).cloned()),
        }
    }

    /// The reference of cached eBL `id` (the company sees it), without reading the others.
    pub fn reference_of(&self, profile: &str, id: Uuid) -> Result<Option<String>> {
        let Some(store) = &self.store else {
            return Ok(self.get(profile, id)?.map(|e| e.reference));
        };
        let reference = store
            .lock()
            .map_err(poisoned)?
            .cached_reference(profile, &id.to_string())?;
        self.count_read(usize::from(reference.is_some()));
        Ok(reference)
    }

    /// The cached copies of `original` (id, reference), by id, without reading the other eBLs.
    pub fn copies_of(&self, profile: &str, original: Uuid) -> Result<Vec<(Uuid, String)>> {
        let Some(store) = &self.store else {
            let mut copies: Vec<(Uuid, String)> = self
                .load(profile)?
                .0
                .iter()
                .filter(|e| e.ebl_copy_id == Some(original))
                .map(|e| (e.id, e.reference.clone()))
                .collect();
            copies.sort();
            return Ok(copies);
        };
        let rows = store
            .lock()
            .map_err(poisoned)?
            .cached_copies_of(profile, &original.to_string())?;
        self.count_read(rows.len());
        Ok(rows
            .into_iter()
            .filter_map(|(id, reference)| Some((Uuid::parse_str(&id).ok()?, reference)))
            .collect())
    }

    /// The cached eBLs among `ids` (each once).
    pub fn pick(&self, profile: &str, ids: &[Uuid]) -> Result<Vec<Ebl>> {
        if self.store.is_some() && ids.len() <= LOOKUPS {
            let mut found = Vec::with_capacity(ids.len());
            for id in ids {
                found.extend(self.get(profile, *id)?);
            }
            found.sort_by_key(|e| e.id);
            found.dedup_by_key(|e| e.id);
            return Ok(found);
        }
        let wanted: std::collections::HashSet<&Uuid> = ids.iter().collect();
        Ok(self
            .load(profile)?
            .0
            .iter()
            .filter(|e| wanted.contains(&e.id))
            .cloned()
            .collect())
    }

    pub fn upsert(&self, profile: &str, ebl: &Ebl) -> Result<()> {
        // Counted once written: what is computed from the cache after sees the change.
        let done = self.upsert_now(profile, ebl);
        self.changed();
        done
    }

    fn upsert_now(&self, profile: &str, ebl: &Ebl) -> Result<()> {
        let Some(store) = &self.store else {
            let mut map = self.memory.lock().map_err(poisoned)?;
            let entry = map.entry(profile.to_owned()).or_default();
            let ebls = Arc::make_mut(&mut entry.ebls);
            match ebls.iter_mut().find(|x| x.id == ebl.id) {
                Some(slot) => *slot = ebl.clone(),
                None => ebls.push(ebl.clone()),
            }
            return Ok(());
        };
        let json = serde_json::to_string(ebl).unwrap_or_default();
        let id = ebl.id.to_string();
        store
            .lock()
            .map_err(poisoned)?
            .upsert_ebls(profile, [(id.as_str(), json.as_str())])?;
        Ok(())
    }

    /// The list's rows (their JSON) as last kept for `viewer`, when the cached eBLs have not
    /// changed since: a warm launch shows them without reading every cached eBL.
    pub fn kept_rows(&self, profile: &str, viewer: &str) -> Result<Option<String>> {
        match &self.store {
            Some(store) => Ok(store.lock().map_err(poisoned)?.ebl_rows(profile, viewer)?),
            None => Ok(None),
        }
    }

    /// Keeps the list's rows (their JSON) as computed for `viewer` for the next launch (the
    /// store writes them only when they differ from those it has).
    pub fn keep_rows(&self, profile: &str, viewer: &str, rows: &str) -> Result<()> {
        if let Some(store) = &self.store {
            store
                .lock()
                .map_err(poisoned)?
                .save_ebl_rows(profile, viewer, rows)?;
        }
        Ok(())
    }

    /// Forgets an eBL that is no longer visible.
    pub fn remove(&self, profile: &str, id: Uuid) -> Result<()> {
        // Counted once written: what is computed from the cache after sees the change.
        let done = self.remove_now(profile, id);
        self.changed();
        done
    }

    fn remove_now(&self, profile: &str, id: Uuid) -> Result<()> {
        let Some(store) = &self.store else {
            let mut map = self.memory.lock().map_err(poisoned)?;
            if let Some(entry) = map.get_mut(profile) {
                Arc::make_mut(&mut entry.ebls).retain(|x| x.id != id);
            }
            return Ok(());
        };
        store
            .lock()
            .map_err(poisoned)?
            .forget_ebl(profile, &id.to_string())?;
        Ok(())
    }
}

/// What changed from `before` to `after`, seen by `us`: new eBLs, eBLs whose state or
/// holder changed, eBLs no longer visible. An empty `before` (first fetch) reports nothing.
pub fn diff(before: &[Ebl], after: &[Ebl], us: &Identity) -> EblChanges {
    if before.is_empty() {
        return EblChanges {
            arrived: Vec::new(),
            changed: Vec::new(),
            left: Vec::new(),
        };
    }
    changes_between(before, after, us)
}

/// [`diff`] of part of the list (the pages that changed): `before` holds what the cache had
/// for `after`'s eBLs and for the eBLs no longer listed; an empty `before` is not a first fetch.
pub fn changes_between(before: &[Ebl], after: &[Ebl], us: &Identity) -> EblChanges {
    let mut changes = EblChanges {
        arrived: Vec::new(),
        changed: Vec::new(),
        left: Vec::new(),
    };
    let old: HashMap<Uuid, &Ebl> = before.iter().map(|e| (e.id, e)).collect();
    let new: HashMap<Uuid, &Ebl> = after.iter().map(|e| (e.id, e)).collect();
    for e in after {
        match old.get(&e.id) {
            None => changes.arrived.push(Inert::new(&e.reference)),
            Some(o) if o.state != e.state || held_by_us(o, us) != held_by_us(e, us) => {
                changes.changed.push(Inert::new(&e.reference))
            }
            Some(_) => {}
        }
    }
    for e in before {
        if !new.contains_key(&e.id) {
            changes.left.push(Inert::new(&e.reference));
        }
    }
    changes
}
