//! What needs the user's attention: answers, stalls and deadlines, per profile.

pub mod view;
pub use view::*;
