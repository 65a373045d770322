//! tdx-store: the local store of eBL Desk (SQLite, bundled): profiles, the per-profile eBL
//! cache, envelope drafts, sent envelopes, contacts, settings and the journal. Secrets are NOT here: they
//! live in the OS keyring (tdx-keys).
//!
//! Every record except a profile belongs to a profile and goes when its profile is deleted,
//! except the record of what was done (the journal, observations and batches): a deleted
//! profile stays as a tombstone that keeps them readable (`Store::deleted_profiles`).

mod approved_requests;
mod attention;
mod batches;
mod contacts;
mod drafts;
mod ebl_cache;
pub mod error;

/// The name of the local store's file in the app's data folder.
pub const FILE_NAME: &str = "ebl-desk.sqlite";
mod first_seen;
mod journal;
pub mod migrations;
mod open_checked;
mod profiles;
mod registry_pins;
mod sent;
mod settings;
mod store;

pub use approved_requests::ApprovedRequest;
pub use attention::{AttentionRecord, CachedHolder, DeadlineRecord};
pub use batches::{BatchItemRecord, BatchItemState, BatchRecord};
pub use contacts::{Contact, NewContact, Verification, VerificationMethod};
pub use drafts::EnvelopeDraft;
pub use ebl_cache::CachedEbl;
pub use error::{Error, Result};
pub use first_seen::FirstSeen;
pub use journal::{
    ApprovalRecord, ChangeKind, CreditCheckRecord, DocumentCheckRecord, JournalEntry, JournalRow,
    Observation, Outcome, operation,
};
pub use open_checked::{CheckKind, FULL_CHECK_BUDGET, Opened};
pub use profiles::{DeletedProfile, KEPT_AFTER_DELETION, Profile, ProfileKind};
pub use registry_pins::RegistryPinRecord;
pub use sent::SentEnvelope;
pub use store::{Clock, Store, now_ms};

/// What the unit tests of several tables share.
#[cfg(test)]
pub(crate) mod testing {
    use crate::{Profile, ProfileKind, Store};

    /// A store in memory holding one sandbox profile, `p` (every record belongs to a profile).
    pub(crate) fn store_with_profile() -> Store {
        let store = Store::open_in_memory().expect("an in-memory store");
        add_profile(&store);
        store
    }

    /// Saves the sandbox profile `p` in `store`.
    pub(crate) fn add_profile(store: &Store) {
        store
            .save_profile(&Profile {
                id: "p".into(),
                name: "P".into(),
                kind: ProfileKind::Sandbox,
                base_url: "http://127.0.0.1:1".into(),
                client_id: "c".into(),
                company_id: None,
                inbox_ids: vec![],
                scopes: vec![],
                send_path: "/x".into(),
                created_at: 0,
            })
            .expect("the profile is saved");
    }
}
