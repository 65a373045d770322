//! tdx-desk: eBL Desk's use cases without a window. The Tauri commands are thin wrappers
//! over this crate, so everything here is tested against the real sandbox with no WebKit.

pub mod actions;
pub mod view;
