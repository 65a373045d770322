//! tdx-client: a typed client of the Trade Document Exchange Service interface.
//!
//! - [`Client`] with handlers per resource: [`Client::ebls`], [`Client::envelopes`],
//!   [`Client::rules`], [`Client::registrations`];
//! - [`models`]: every resource, wire names exact, unknown values kept;
//! - [`Error`] with a stable [`Error::code`];
//! - [`retry::RetryPolicy`]: which requests are repeated and when;
//! - [`auth`]: browser login through a loopback listener, client credentials, and a
//!   [`auth::TokenHolder`] that refreshes tokens;
//! - [`loopback`]: the listener on 127.0.0.1 a browser comes back to (the login's callback,
//!   the desk's company registration);
//! - `login_browser` (feature `login-browser`): a stand-in browser that fills the sandbox's
//!   login forms, for tests and tools; the app does not build it.

pub mod api;
pub mod auth;
mod client;
mod decode;
pub mod error;
#[cfg(feature = "login-browser")]
pub mod login_browser;
pub mod loopback;
pub mod models;
pub mod origin;
pub mod retry;

pub use api::{ByteStream, UploadOptions};
pub use client::{
    Auth, Client, ClientBuilder, DEFAULT_ENVELOPE_SEND_PATH, DEFAULT_ME_PATH, IDEMPOTENCY_KEY,
};
pub use decode::decode_json;
pub use error::{Error, ErrorBody, LoginError, Result};
pub use origin::{PathRefusal, ServiceOrigin, ServicePath};
pub use tdx_sensitive::Sensitive;
pub use tokio_util::sync::CancellationToken;
