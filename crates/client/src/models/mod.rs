//! Models of every resource of the interface, with the field names exactly as on the wire:
//! camelCase for eBLs and signing data, snake_case for envelopes, rules, registrations and
//! tokens. Unknown fields are ignored; unknown enum values are kept as `Other(String)`.

#[macro_use]
mod open_enum;
pub mod ebl;
pub mod envelope;
pub mod keys;
pub mod me;
pub mod notification;
pub mod page;
pub mod registration;
pub mod rule;
pub mod signing;

pub use ebl::*;
pub use envelope::*;
pub use keys::*;
pub use me::*;
pub use notification::*;
pub use page::Page;
pub use registration::*;
pub use rule::*;
pub use signing::*;
