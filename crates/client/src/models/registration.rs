//! Company authorization or registration (`/api/v3/registrations/app-tokens/`).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Pre-fill data for the registration form; every field is optional.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct RegistrationRequest {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub name: Option<String>,
    /// Two-letter country code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub country: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub user_first_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub user_last_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub user_email: Option<String>,
    /// Where the user returns after registration; may carry its own query parameters.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub redirect_url: Option<String>,
}

/// The answer: where to send the user. Other fields are kept in `extra`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct RegistrationResponse {
    pub registration_url: String,
    #[serde(flatten)]
    #[ts(skip)]
    pub extra: serde_json::Map<String, serde_json::Value>,
}
