//! A documentary credit read from SWIFT (MT700/MT710/MT720 and MT707 amendments) and the
//! examiner's first pass over a presentation against it (UCP 600 where it is mechanical).
//!
//! Pure: no I/O, no clock (the check takes today's date). Nothing here panics on bad
//! input: a malformed message is refused with an [`Error`] naming its line.

mod amend;
mod check;
mod credit;
mod dates;
mod error;
mod fields;
mod kinds;
mod report;
mod swift;

pub use amend::Amendment;
pub use check::{Presented, check};
pub use credit::{Available, Credit, Expiry, READ_TAGS};
pub use dates::first_date;
pub use error::{Error, Result};
pub use fields::{Money, Permission, Tolerance, group as group_millis, iso};
pub use kinds::DocKind;
pub use report::{CreditCheckKind, CreditCheckLine, CreditReport, CreditVerdict, ForExaminer};

/// SHA-256 (hex) of a credit's text as imported (its amendments' texts after it): the
/// credit's hash on record.
pub fn text_hash(texts: &[&str]) -> String {
    use sha2::{Digest, Sha256};
    let mut h = Sha256::new();
    for (i, t) in texts.iter().enumerate() {
        if i > 0 {
            h.update(b"\n\x1e\n");
        }
        h.update(t.as_bytes());
    }
    h.finalize().iter().map(|b| format!("{b:02x}")).collect()
}
pub use swift::Field;

#[cfg(test)]
mod parse_tests;
