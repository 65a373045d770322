//! tdx-desk: eBL Desk's use cases without a window. The Tauri commands (and any other front
//! end) are thin wrappers over this crate, so everything here is tested against the real
//! sandbox with no WebKit.
//!
//! How it is laid out, for a newcomer:
//! - [`app::DeskApp`] owns the app's profiles and what they share (the local store, the
//!   embedded sandbox, the PDF worker and previews); `app.context()` is the active profile's
//!   [`context::Context`], `app.watched()` every profile watched in the background ([`watch`]:
//!   one poll of a profile, its pace, the attention summary), and [`app_preferences`] with
//!   [`autostart`] the app's own settings.
//! - [`context::Context`] is one profile's parts: the profile, its session, keys, grants,
//!   cache, journal store, the reviews and batches under way. It holds data, not use cases.
//! - The use cases are functions over a `&Context`, one module per area: [`session`] (sign
//!   in/out), [`ebls`] (list, detail, PDFs, recipients), [`review`] (step 1 of an action:
//!   read the eBL → ask what to sign → decode and compare with the intent → recompute →
//!   describe), [`submit`] (step 2: put on record → sign → submit), [`batch`] (one action on
//!   many eBLs), [`approval`] (dual control: a request one person makes and another approves
//!   and signs, through the same review and submit), [`journal`] and [`evidence`], [`envelopes`], [`contacts`], [`rules`],
//!   [`draft_check`] (an envelope's documents against its eBL), [`attention`] (what needs
//!   attention: answers, stalls and deadlines), [`key_standing`] (where the
//!   key stands, registering it), [`signing_key`] (the key in the
//!   keyring), [`registry_pins`], [`first_seen`], [`company_registration`], [`profiles`].
//! - Below them: [`view`] (what crosses to the window), [`error`] (the one error type and the
//!   one place its words are written), [`ebl_cache`], [`directory`], [`ebl_view`],
//!   [`actions`], [`paths`] (the files the user granted).
//! - No module imports one that imports it back (`tests/module_graph.rs`): the context
//!   imports only the parts it holds, and each area's state lives in a submodule of its own
//!   (`batch::runs`, `journal::store`, `review::pending`, `envelopes::jobs`,
//!   `key_standing::cache`).

pub mod actions;
pub mod app;
pub mod app_preferences;
pub mod approval;
pub mod attention;
pub mod autostart;
pub mod background;
pub mod batch;
#[cfg(test)]
pub(crate) mod catalogue_check;
pub mod company_registration;
pub mod contacts;
pub mod context;
pub mod csv_export;
pub mod directory;
pub mod draft_check;
pub mod ebl_cache;
pub mod ebl_open;
pub mod ebl_view;
pub mod ebls;
pub mod envelopes;
pub mod error;
pub mod evidence;
pub mod first_seen;
pub mod identity;
pub mod journal;
pub mod key_standing;
pub mod language;
pub mod last_view;
pub(crate) mod list_pages;
pub mod memory;
pub mod module_keys;
pub mod notification;
pub(crate) mod outside_writes;
pub mod paths;
mod pdf_jail_words;
pub mod preview;
pub mod profile_settings;
pub mod profiles;
pub mod registry_pins;
pub mod review;
pub mod rules;
pub mod session;
pub mod signing_key;
pub mod submit;
pub mod token_store;
pub mod view;
pub mod watch;
pub mod webhooks;

pub use app::{AppConfig, DeskApp};
pub use context::{Context, SandboxOptions};
pub use ebl_cache::EblCache;
pub use error::{Error, Result};
pub use paths::{PathGrants, ReadablePath, WritablePath};
