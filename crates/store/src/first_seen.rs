//! What each eBL named when this profile first saw it: its title id and the inbox of its
//! surrenderee (the party a surrender request hands possession to). A surrender's target is
//! otherwise read from the same service it is checked against, so a service that turned hostile
//! after the user looked at an eBL could name another company in every read and in the signing
//! data alike. The desk compares each review with what was first seen here, and only the user,
//! in a separate step, accepts a change.

use rusqlite::{OptionalExtension, params};

use crate::error::Result;
use crate::store::Store;

/// An eBL's title id and surrenderee inbox as first seen (UUID texts).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FirstSeen {
    pub ebl_id: String,
    pub title_id: Option<String>,
    pub surrenderee: Option<String>,
    /// When it was seen first, or when the user last accepted a change (ms since the epoch).
    pub seen_at: i64,
}

impl Store {
    /// Keeps what `seen` names for each eBL not seen before; eBLs already kept are left as they
    /// were first seen. One transaction.
    pub fn remember_first_seen<'a, I>(&self, profile_id: &str, seen: I) -> Result<()>
    where
        I: IntoIterator<Item = &'a FirstSeen>,
    {
        let tx = self.conn.unchecked_transaction()?;
        {
            let mut stmt = tx.prepare_cached(
                "INSERT OR IGNORE INTO ebl_first_seen (profile_id, ebl_id, title_id, surrenderee, seen_at)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
            )?;
            for s in seen {
                stmt.execute(params![
                    profile_id,
                    s.ebl_id,
                    s.title_id,
                    s.surrenderee,
                    s.seen_at
                ])?;
            }
        }
        tx.commit()?;
        Ok(())
    }

    /// What eBL `ebl_id` named when first seen, if it was.
    pub fn first_seen(&self, profile_id: &str, ebl_id: &str) -> Result<Option<FirstSeen>> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT ebl_id, title_id, surrenderee, seen_at FROM ebl_first_seen
                 WHERE profile_id = ?1 AND ebl_id = ?2",
            )?
            .query_row(params![profile_id, ebl_id], |r| {
                Ok(FirstSeen {
                    ebl_id: r.get(0)?,
                    title_id: r.get(1)?,
                    surrenderee: r.get(2)?,
                    seen_at: r.get(3)?,
                })
            })
            .optional()?)
    }

    /// The user accepted what the service names now: it replaces what was first seen.
    pub fn accept_seen(&self, profile_id: &str, seen: &FirstSeen) -> Result<()> {
        self.conn.execute(
            "INSERT OR REPLACE INTO ebl_first_seen (profile_id, ebl_id, title_id, surrenderee, seen_at)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![profile_id, seen.ebl_id, seen.title_id, seen.surrenderee, seen.seen_at],
        )?;
        Ok(())
    }

    /// Another eBL of this profile first seen with title `title_id`, if any.
    pub fn ebl_with_title(
        &self,
        profile_id: &str,
        title_id: &str,
        other_than: &str,
    ) -> Result<Option<String>> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT ebl_id FROM ebl_first_seen
                 WHERE profile_id = ?1 AND title_id = ?2 AND ebl_id <> ?3 LIMIT 1",
            )?
            .query_row(params![profile_id, title_id, other_than], |r| r.get(0))
            .optional()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::store_with_profile;

    fn seen(ebl: &str, title: &str, surrenderee: &str) -> FirstSeen {
        FirstSeen {
            ebl_id: ebl.into(),
            title_id: Some(title.into()),
            surrenderee: Some(surrenderee.into()),
            seen_at: 1,
        }
    }

    #[test]
    fn the_first_sight_is_kept_until_the_user_accepts_a_change() {
        let store = store_with_profile();
        store
            .remember_first_seen("p", &[seen("e1", "t1", "carrier")])
            .unwrap();
        // A later read naming another surrenderee does not replace the first.
        store
            .remember_first_seen("p", &[seen("e1", "t1", "shipper")])
            .unwrap();
        let kept = store.first_seen("p", "e1").unwrap().unwrap();
        assert_eq!(kept.surrenderee.as_deref(), Some("carrier"));
        store
            .accept_seen("p", &seen("e1", "t1", "shipper"))
            .unwrap();
        let kept = store.first_seen("p", "e1").unwrap().unwrap();
        assert_eq!(kept.surrenderee.as_deref(), Some("shipper"));
        assert_eq!(store.first_seen("p", "e2").unwrap(), None);
    }

    #[test]
    fn a_title_id_held_by_another_ebl_is_found() {
        let store = store_with_profile();
        store
            .remember_first_seen("p", &[seen("e1", "t1", "c"), seen("e2", "t2", "c")])
            .unwrap();
        assert_eq!(store.ebl_with_title("p", "t1", "e1").unwrap(), None);
        assert_eq!(
            store.ebl_with_title("p", "t1", "e3").unwrap().as_deref(),
            Some("e1")
        );
    }
}
