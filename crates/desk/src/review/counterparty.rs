//! [`CheckedCounterparty`]: a counterparty that went through the receiver check
//! ([`super::receiver::check_counterparty`], the only maker), and what the user must type to
//! confirm it. Apart from the check itself so that the pending reviews (held by the context)
//! can keep one without importing what the check reads.

use uuid::Uuid;

use crate::error::{Error, Result};
use crate::view::ReceiverCheck;

/// A counterparty that went through the receiver check. Only
/// [`super::receiver::check_counterparty`] makes one; the signing paths take nothing else.
#[derive(Debug, Clone)]
pub(crate) struct CheckedCounterparty {
    inbox: Uuid,
    view: ReceiverCheck,
}

impl CheckedCounterparty {
    /// Made by the receiver check only ([`super::receiver`]).
    pub(super) fn new(inbox: Uuid, view: ReceiverCheck) -> Self {
        Self { inbox, view }
    }

    /// The inbox checked.
    pub(crate) fn inbox(&self) -> Uuid {
        self.inbox
    }

    /// The name the app knows for the inbox, when one is known.
    pub(crate) fn name(&self) -> Option<&str> {
        self.view.name.as_deref()
    }

    /// The check as the review shows it.
    pub(crate) fn view(&self) -> &ReceiverCheck {
        &self.view
    }

    /// What the user must type, if anything.
    pub(crate) fn type_to_confirm(&self) -> Option<&str> {
        self.view.type_to_confirm.as_deref()
    }

    /// Whether `typed` is what the check asked for (or, for an inbox confirmed by its id, the
    /// whole id). Refused with [`Error::RecipientNotConfirmed`] otherwise.
    pub(crate) fn confirm(&self, typed: Option<&str>) -> Result<()> {
        let whole_id = typed.is_some_and(|t| compact(t) == self.inbox.simple().to_string());
        if whole_id && self.view.type_to_confirm.is_some() {
            return Ok(());
        }
        check_typed(self.type_to_confirm(), typed)
    }
}

/// Letters and digits only, lower case: how an inbox id's characters are compared.
fn compact(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .flat_map(|c| c.to_lowercase())
        .collect()
}

/// Whether `typed` is what the review asked the user to type (`wanted`): the same letters and
/// digits, any case and spacing. Refused with [`Error::RecipientNotConfirmed`] otherwise.
pub(crate) fn check_typed(wanted: Option<&str>, typed: Option<&str>) -> Result<()> {
    let Some(wanted) = wanted else {
        return Ok(());
    };
    let norm = |s: &str| {
        s.split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .to_lowercase()
    };
    match typed {
        Some(typed) if norm(typed) == norm(wanted) && !norm(wanted).is_empty() => Ok(()),
        _ => Err(Error::RecipientNotConfirmed(wanted.to_owned())),
    }
}
