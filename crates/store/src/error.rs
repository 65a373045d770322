//! The one error type of tdx-store, with a stable [`Error::code`] for the UI.

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// SQLite failed (I/O, a locked or corrupt database).
    #[error("local store: {0}")]
    Sqlite(#[from] rusqlite::Error),

    /// The database file is damaged (its integrity check failed).
    #[error("the local store is damaged: {0}")]
    Corrupt(String),

    /// The database was written by a newer version of the app.
    #[error(
        "the local store has schema version {found}, newer than this app's {supported}; update the app"
    )]
    TooNew { found: i64, supported: i64 },

    /// A value the user typed is not acceptable (names the field).
    #[error("{field}: {message}")]
    Invalid {
        field: &'static str,
        message: String,
    },

    /// The record does not exist.
    #[error("{what} {id} not found")]
    NotFound { what: &'static str, id: String },

    /// A record with the same unique value exists (names the field).
    #[error("{field} {value} is already used")]
    Duplicate { field: &'static str, value: String },

    /// Stored JSON could not be read back.
    #[error("stored JSON is unreadable: {0}")]
    Json(#[from] serde_json::Error),
}

impl Error {
    pub fn code(&self) -> &'static str {
        match self {
            Error::Sqlite(_) => "store.sqlite",
            Error::TooNew { .. } => "store.too_new",
            Error::Corrupt(_) => "store.corrupt",
            Error::Invalid { .. } => "store.invalid",
            Error::NotFound { .. } => "store.not_found",
            Error::Duplicate { .. } => "store.duplicate",
            Error::Json(_) => "store.json",
        }
    }

    pub(crate) fn invalid(field: &'static str, message: impl Into<String>) -> Self {
        Error::Invalid {
            field,
            message: message.into(),
        }
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
