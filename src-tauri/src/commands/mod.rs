//! Thin IPC commands, one module per area: take state, call a crate, map the error.

pub mod app;
pub mod approval;
pub mod attention;
pub mod batches;
pub mod company_registration;
pub mod contacts;
pub mod ebls;
pub mod envelopes;
pub mod files;
pub mod journal;
pub mod keys;
pub mod pkcs11;
pub mod preview;
pub mod profiles;
pub mod rules;
pub mod session;
pub mod watch;
