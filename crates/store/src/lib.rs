//! tdx-store: the local store of eBL Desk (SQLite, bundled): profiles, the per-profile eBL
//! cache, envelope drafts, sent envelopes, contacts, settings and the journal. Secrets are NOT here: they
//! live in the OS keyring (tdx-keys).
//!
//! Every record except a profile belongs to a profile and goes when its profile is deleted.

mod batches;
mod contacts;
mod drafts;
mod ebl_cache;
pub mod error;
mod journal;
pub mod migrations;
mod open_checked;
mod profiles;
mod sent;
mod settings;
mod store;

pub use batches::{BatchItemRecord, BatchItemState, BatchRecord};
pub use contacts::{Contact, NewContact};
pub use drafts::EnvelopeDraft;
pub use ebl_cache::CachedEbl;
pub use error::{Error, Result};
pub use journal::{ChangeKind, JournalEntry, JournalRow, Observation, Outcome, operation};
pub use open_checked::{CheckKind, FULL_CHECK_BUDGET, Opened};
pub use profiles::{Profile, ProfileKind};
pub use sent::SentEnvelope;
pub use store::{Store, now_ms};
