//! The one error type of tdx-credit. Every variant has a stable [`Error::code`] and names
//! the line of the message (1-based, counted in the text as given) it refuses.

/// Why a credit or an amendment is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// The text is not a SWIFT block 4 of `:tag:value` fields (text before the first
    /// field, a line that looks like a tag but is not one, a block 4 without its end).
    #[error("line {line}: {reason}")]
    Malformed { line: u32, reason: String },

    /// A field whose value is not in its documented format.
    #[error("line {line}: field {tag}: {reason}")]
    BadField {
        line: u32,
        tag: String,
        reason: String,
    },

    /// A field the check needs is not in the message.
    #[error("line {line}: field {tag} ({what}) is missing")]
    MissingField {
        line: u32,
        tag: &'static str,
        what: &'static str,
    },

    /// The message is of another type than the one expected (an MT707 given as the
    /// credit, an MT700 given as an amendment, an MT103...).
    #[error("line {line}: {reason}")]
    WrongType { line: u32, reason: String },

    /// An amendment that cannot be applied to this credit: another credit's number,
    /// out of order, or text to delete that the credit does not have.
    #[error("line {line}: {reason}")]
    Amendment { line: u32, reason: String },
}

impl Error {
    /// A stable machine-readable code (`credit.*`).
    pub fn code(&self) -> &'static str {
        match self {
            Error::Malformed { .. } => "credit.malformed",
            Error::BadField { .. } => "credit.bad_field",
            Error::MissingField { .. } => "credit.missing_field",
            Error::WrongType { .. } => "credit.wrong_type",
            Error::Amendment { .. } => "credit.amendment",
        }
    }

    /// The 1-based line of the message the error names.
    pub fn line(&self) -> u32 {
        match self {
            Error::Malformed { line, .. }
            | Error::BadField { line, .. }
            | Error::MissingField { line, .. }
            | Error::WrongType { line, .. }
            | Error::Amendment { line, .. } => *line,
        }
    }
}

pub type Result<T> = std::result::Result<T, Error>;
