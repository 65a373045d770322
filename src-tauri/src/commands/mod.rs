//! Thin IPC commands, one module per area: take state, call a crate, map the error.

pub mod app;
pub mod ebls;
pub mod keys;
pub mod preview;
pub mod session;
