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

#[derive(Default)]
struct Entry {
    ebls: Vec<Ebl>,
    fetched_at: Option<String>,
}

/// The eBL cache, shared by clones.
#[derive(Clone, Default)]
pub struct EblCache {
    inner: Arc<Mutex<HashMap<String, Entry>>>,
}

fn poisoned<T>(_: T) -> Error {
    Error::Io("the eBL cache is unusable after an earlier failure".into())
}

fn now_rfc3339() -> String {
    time::OffsetDateTime::now_utc()
        .format(&time::format_description::well_known::Rfc3339)
        .unwrap_or_default()
}

impl EblCache {
    pub fn in_memory() -> Self {
        Self::default()
    }

    /// Replaces a profile's list with a fresh fetch.
    pub fn replace(&self, profile: &str, ebls: &[Ebl]) -> Result<()> {
        let mut map = self.inner.lock().map_err(poisoned)?;
        map.insert(
            profile.to_owned(),
            Entry {
                ebls: ebls.to_vec(),
                fetched_at: Some(now_rfc3339()),
            },
        );
        Ok(())
    }

    pub fn load(&self, profile: &str) -> Result<(Vec<Ebl>, Option<String>)> {
        let map = self.inner.lock().map_err(poisoned)?;
        Ok(map
            .get(profile)
            .map(|e| (e.ebls.clone(), e.fetched_at.clone()))
            .unwrap_or_default())
    }

    pub fn snapshot(&self, profile: &str) -> Result<Vec<Ebl>> {
        Ok(self.load(profile)?.0)
    }

    pub fn get(&self, profile: &str, id: Uuid) -> Result<Option<Ebl>> {
        let map = self.inner.lock().map_err(poisoned)?;
        Ok(map
            .get(profile)
            .and_then(|e| e.ebls.iter().find(|x| x.id == id).cloned()))
    }

    pub fn upsert(&self, profile: &str, ebl: &Ebl) -> Result<()> {
        let mut map = self.inner.lock().map_err(poisoned)?;
        let entry = map.entry(profile.to_owned()).or_default();
        match entry.ebls.iter_mut().find(|x| x.id == ebl.id) {
            Some(slot) => *slot = ebl.clone(),
            None => entry.ebls.push(ebl.clone()),
        }
        Ok(())
    }

    pub fn remove(&self, profile: &str, id: Uuid) -> Result<()> {
        let mut map = self.inner.lock().map_err(poisoned)?;
        if let Some(entry) = map.get_mut(profile) {
            entry.ebls.retain(|x| x.id != id);
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
