//! The last fetched eBLs per profile, and what changed between two fetches (for desktop
//! notifications). The list opens from here at once; the service refreshes it.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tdx_client::models::ebl::Ebl;
use uuid::Uuid;

use crate::ebl_view::held_by_us;
use crate::error::{Error, Result};
use crate::identity::Identity;
use crate::view::EblChanges;
use tdx_store::Store;

/// A profile's list, shared: readers take the `Arc`, never a copy of 10,000 eBLs.
#[derive(Default)]
struct Entry {
    ebls: Arc<Vec<Ebl>>,
    fetched_at: Option<String>,
}

/// The eBL cache, shared by clones: an in-memory copy per profile, written through to the
/// local store (when there is one) so the next start opens with the list at once.
#[derive(Clone, Default)]
pub struct EblCache {
    memory: Arc<Mutex<HashMap<String, Entry>>>,
    store: Option<Arc<Mutex<Store>>>,
}

fn poisoned<T>(_: T) -> Error {
    Error::StatePoisoned
}

pub(crate) fn rfc3339(ms: i64) -> Option<String> {
    let t = time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000).ok()?;
    t.format(&time::format_description::well_known::Rfc3339)
        .ok()
}

impl EblCache {
    /// A cache that forgets everything when the app stops (tests).
    pub fn in_memory() -> Self {
        Self::default()
    }

    /// A cache kept in the local store.
    pub fn with_store(store: Arc<Mutex<Store>>) -> Self {
        Self {
            memory: Arc::default(),
            store: Some(store),
        }
    }

    /// The local store behind the cache, if any.
    pub fn store(&self) -> Option<&Arc<Mutex<Store>>> {
        self.store.as_ref()
    }

    /// Replaces a profile's list with a fresh fetch; returns the list as now shared. The store
    /// is written only what changed since the list it had (a poll that finds nothing new
    /// writes the refresh time alone).
    pub fn replace(&self, profile: &str, ebls: Vec<Ebl>) -> Result<Arc<Vec<Ebl>>> {
        let mut fetched_at = None;
        if let Some(store) = &self.store {
            let before = self.load(profile)?.0;
            let old: HashMap<Uuid, &Ebl> = before.iter().map(|e| (e.id, e)).collect();
            let ids: Vec<String> = ebls.iter().map(|e| e.id.to_string()).collect();
            let changed: Vec<(&str, String)> = ebls
                .iter()
                .zip(&ids)
                .filter(|(e, _)| old.get(&e.id) != Some(e))
                .map(|(e, id)| (id.as_str(), serde_json::to_string(e).unwrap_or_default()))
                .collect();
            let store = store.lock().map_err(poisoned)?;
            let at = store.refresh_ebls(
                profile,
                ids.iter().map(String::as_str),
                changed.iter().map(|(i, j)| (*i, j.as_str())),
            )?;
            fetched_at = rfc3339(at);
        }
        let fetched_at = fetched_at.or_else(|| rfc3339(tdx_store::now_ms()));
        let ebls = Arc::new(ebls);
        let mut map = self.memory.lock().map_err(poisoned)?;
        map.insert(
            profile.to_owned(),
            Entry {
                ebls: ebls.clone(),
                fetched_at,
            },
        );
        Ok(ebls)
    }

    /// The list and when it was fetched; read from the store on first use.
    pub fn load(&self, profile: &str) -> Result<(Arc<Vec<Ebl>>, Option<String>)> {
        let mut map = self.memory.lock().map_err(poisoned)?;
        if !map.contains_key(profile)
            && let Some(store) = &self.store
        {
            let store = store.lock().map_err(poisoned)?;
            let rows = store.cached_ebls(profile)?;
            // A row this version cannot read is skipped, not fatal: the next refresh replaces it.
            let ebls = Arc::new(
                rows.iter()
                    .filter_map(|r| serde_json::from_str(&r.json).ok())
                    .collect(),
            );
            let fetched_at = store.last_ebl_refresh(profile)?.and_then(rfc3339);
            if fetched_at.is_some() {
                map.insert(profile.to_owned(), Entry { ebls, fetched_at });
            }
            // The rows' JSON, read whole from the store, is freed: give the pages back.
            drop(rows);
            crate::memory::release_freed();
        }
        Ok(map
            .get(profile)
            .map(|e| (e.ebls.clone(), e.fetched_at.clone()))
            .unwrap_or_default())
    }

    pub fn snapshot(&self, profile: &str) -> Result<Arc<Vec<Ebl>>> {
        Ok(self.load(profile)?.0)
    }

    pub fn get(&self, profile: &str, id: Uuid) -> Result<Option<Ebl>> {
        Ok(self.load(profile)?.0.iter().find(|x| x.id == id).cloned())
    }

    pub fn upsert(&self, profile: &str, ebl: &Ebl) -> Result<()> {
        self.load(profile)?;
        if let Some(store) = &self.store {
            let json = serde_json::to_string(ebl).unwrap_or_default();
            let id = ebl.id.to_string();
            store
                .lock()
                .map_err(poisoned)?
                .upsert_ebls(profile, [(id.as_str(), json.as_str())])?;
        }
        let mut map = self.memory.lock().map_err(poisoned)?;
        let entry = map.entry(profile.to_owned()).or_default();
        let ebls = Arc::make_mut(&mut entry.ebls);
        match ebls.iter_mut().find(|x| x.id == ebl.id) {
            Some(slot) => *slot = ebl.clone(),
            None => ebls.push(ebl.clone()),
        }
        Ok(())
    }

    /// Forgets an eBL that is no longer visible (it goes from the store at the next refresh).
    pub fn remove(&self, profile: &str, id: Uuid) -> Result<()> {
        let mut map = self.memory.lock().map_err(poisoned)?;
        if let Some(entry) = map.get_mut(profile) {
            Arc::make_mut(&mut entry.ebls).retain(|x| x.id != id);
        }
        Ok(())
    }
}

/// What changed from `before` to `after`, seen by `us`: new eBLs, eBLs whose state or
/// holder changed, eBLs no longer visible. An empty `before` (first fetch) reports nothing.
pub fn diff(before: &[Ebl], after: &[Ebl], us: &Identity) -> EblChanges {
    let mut changes = EblChanges {
        arrived: Vec::new(),
        changed: Vec::new(),
        left: Vec::new(),
    };
    if before.is_empty() {
        return changes;
    }
    let old: HashMap<Uuid, &Ebl> = before.iter().map(|e| (e.id, e)).collect();
    let new: HashMap<Uuid, &Ebl> = after.iter().map(|e| (e.id, e)).collect();
    for e in after {
        match old.get(&e.id) {
            None => changes.arrived.push(e.reference.clone()),
            Some(o) if o.state != e.state || held_by_us(o, us) != held_by_us(e, us) => {
                changes.changed.push(e.reference.clone())
            }
            Some(_) => {}
        }
    }
    for e in before {
        if !new.contains_key(&e.id) {
            changes.left.push(e.reference.clone());
        }
    }
    changes
}
