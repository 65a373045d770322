//! The "who am I" extension's answer (snake_case, `../shared/DESIGN.md`). Not part of the
//! interface: a service that does not offer it answers 404 and the app falls back to the ids
//! typed in the profile.

use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// Who the token acts for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Me {
    #[serde(default)]
    pub user_email: Option<String>,
    pub company_id: Uuid,
    pub company_name: String,
    #[serde(default)]
    pub inbox_ids: Vec<Uuid>,
    #[serde(default)]
    pub eth_addresses: Vec<MeAddress>,
}

/// A blockchain address of the company's users and its status on the service.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeAddress {
    pub address: String,
    /// `pending`, `approved` or `revoked` (other values are kept as they are).
    pub status: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_answer_decodes_with_unknown_fields_and_a_null_email() {
        let me: Me = serde_json::from_str(
            r#"{"user_email": null, "company_id": "8e867c28-26ae-4e1a-be67-bcee3b56feab",
                "company_name": "Nile Trading Co. S.A.E.", "inbox_ids": ["20a0ca04-1550-4fd7-9a73-bae9832b75b9"],
                "eth_addresses": [{"address": "0xabc", "status": "approved"}], "plan": "gold"}"#,
        )
        .expect("decodes");
        assert_eq!(me.company_name, "Nile Trading Co. S.A.E.");
        assert_eq!(me.inbox_ids.len(), 1);
        assert_eq!(me.user_email, None);
        assert_eq!(me.eth_addresses[0].status, "approved");
    }
}
