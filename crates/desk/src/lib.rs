//! tdx-desk: eBL Desk's use cases without a window. The Tauri commands are thin wrappers
//! over this crate, so everything here is tested against the real sandbox with no WebKit.

pub mod actions;
pub mod app;
pub mod batch;
pub mod company_registration;
pub mod contacts;
pub mod context;
pub mod csv_export;
pub mod directory;
pub mod ebl_cache;
pub mod ebl_view;
pub mod ebls;
pub mod envelopes;
pub mod error;
pub mod evidence;
pub mod first_seen;
pub mod identity;
pub mod journal;
pub mod key_standing;
pub mod memory;
pub mod notification;
pub mod paths;
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

pub use app::{AppConfig, DeskApp};
pub use context::{Context, SandboxOptions};
pub use ebl_cache::EblCache;
pub use error::{Error, Result};
pub use paths::{PathGrants, ReadablePath, WritablePath};
