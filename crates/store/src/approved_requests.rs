//! Signing requests approved in this data folder (dual control): one row per request, across
//! profiles, written before the approval's first signature so that a request is approved once.

use rusqlite::{OptionalExtension, params};

use crate::error::Result;
use crate::store::Store;

/// When and by which profile a request was approved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApprovedRequest {
    pub request_id: String,
    pub approved_at: i64,
    pub approver_profile: String,
}

impl Store {
    /// Records `request_id` as approved; `false` (and nothing changed) when it was already.
    pub fn mark_request_approved(
        &self,
        request_id: &str,
        approved_at: i64,
        approver_profile: &str,
    ) -> Result<bool> {
        let inserted = self.conn.execute(
            "INSERT INTO approved_requests (request_id, approved_at, approver_profile)
             VALUES (?1, ?2, ?3) ON CONFLICT (request_id) DO NOTHING",
            params![request_id, approved_at, approver_profile],
        )?;
        Ok(inserted == 1)
    }

    /// The approval of `request_id`, if it was approved in this data folder.
    pub fn approved_request(&self, request_id: &str) -> Result<Option<ApprovedRequest>> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT request_id, approved_at, approver_profile FROM approved_requests
                 WHERE request_id = ?1",
            )?
            .query_row(params![request_id], |r| {
                Ok(ApprovedRequest {
                    request_id: r.get(0)?,
                    approved_at: r.get(1)?,
                    approver_profile: r.get(2)?,
                })
            })
            .optional()?)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use crate::Store;

    #[test]
    fn a_request_is_approved_once() {
        let store = Store::open_in_memory().unwrap();
        assert_eq!(store.approved_request("r1").unwrap(), None);
        assert!(store.mark_request_approved("r1", 5, "p1").unwrap());
        assert!(!store.mark_request_approved("r1", 9, "p2").unwrap());
        let approved = store.approved_request("r1").unwrap().unwrap();
        assert_eq!(
            (approved.approved_at, approved.approver_profile.as_str()),
            (5, "p1")
        );
        assert_eq!(store.approved_request("r2").unwrap(), None);
    }
}
