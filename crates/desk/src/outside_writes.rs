//! What changed an eBL outside this desk's readings of the list, told by the shared store: an
//! action in the journal (this app's, a batch's, or `tdx`'s on the same data folder, which also
//! writes the cached eBL it acted on), and the changes and notifications observed (by `tdx`'s
//! own readings, or a webhook receiver). Before each reading of the list, each eBL they name
//! has the tag of its page dropped (`ListMarks::touch`, by `ebls::touch_outside_writes`), so the page is
//! read in full and compared with the cache: an answer that puts the page back as it was (the
//! service's tag the one this desk holds) is still seen at the next poll.
//!
//! Two small reads of the store a poll: the observations after the last one seen (by their
//! sequence number), and the journal entries started in the last [`WINDOW_MS`] (an entry is
//! news when it is new or its outcome moved).

use std::collections::{HashMap, HashSet};

use tdx_store::Store;
use uuid::Uuid;

/// How far back the journal is read for entries that are new or whose outcome moved: longer
/// than any action takes from its record to its answer.
pub(crate) const WINDOW_MS: i64 = 15 * 60 * 1000;

/// What this desk has seen of the shared store.
#[derive(Debug, Default)]
pub(crate) struct Seen {
    /// The last observation seen (`None`: not looked yet; the first look only sets it, as the
    /// first reading of a run reads every page in full).
    observation_seq: Option<i64>,
    /// The journal's entries of the last [`WINDOW_MS`], with their outcome as last seen.
    entries: HashMap<String, String>,
    /// The eBLs this desk's own last reading observed changed: their observations are its own,
    /// the cache already holds what they tell (not read again at the next poll).
    own: HashSet<String>,
}

impl Seen {
    /// This desk's reading of the list observed `ids` changed (its own observations).
    pub(crate) fn observed_by_us(&mut self, ids: impl Iterator<Item = Uuid>) {
        self.own.extend(ids.map(|id| id.to_string()));
    }

    /// The eBLs of `profile` named by what was written to the shared store `store` since the
    /// last look, at `now`.
    pub(crate) fn named_since_last_look(
        &mut self,
        store: &Store,
        profile: &str,
        now: i64,
    ) -> tdx_store::Result<Vec<Uuid>> {
        let since = now.saturating_sub(WINDOW_MS);
        let observed = match self.observation_seq {
            Some(after) => store.observations_after(profile, after, i64::MIN)?,
            None => Vec::new(),
        };
        let last_seq = match (observed.last(), self.observation_seq) {
            (Some((seq, _)), _) => *seq,
            (None, Some(seq)) => seq,
            (None, None) => store.last_observation_seq()?,
        };
        let entries = store.journal_started_since(profile, since)?;
        let first_look = self.observation_seq.is_none();
        self.observation_seq = Some(last_seq);
        let own = std::mem::take(&mut self.own);
        let mut named: Vec<Uuid> = observed
            .iter()
            .filter(|(_, o)| !own.contains(&o.ebl_id))
            .filter_map(|(_, o)| Uuid::parse_str(&o.ebl_id).ok())
            .collect();
        let mut kept = HashMap::with_capacity(entries.len());
        for (id, ebl_id, outcome) in entries {
            let news = self.entries.get(&id) != Some(&outcome);
            if news
                && !first_look
                && let Some(ebl) = ebl_id.as_deref().and_then(|e| Uuid::parse_str(e).ok())
            {
                named.push(ebl);
            }
            kept.insert(id, outcome);
        }
        self.entries = kept;
        named.sort();
        named.dedup();
        Ok(named)
    }
}
