//! The blockchain-keys extension (snake_case, `../shared/DESIGN.md`): a company's keys and
//! whether its administrator approved them. Not part of the interface: a service that does not
//! offer it answers 404.

use serde::{Deserialize, Serialize};

/// The path of the extension.
pub const BLOCKCHAIN_KEYS_PATH: &str = "/api/v3/integrations/blockchain-keys/";

/// One key of the company.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlockchainKey {
    pub eth_address: String,
    /// `pending`, `approved` or `revoked` (other values are kept as they are).
    pub status: String,
    #[serde(default)]
    pub registered_by: Option<String>,
    #[serde(default)]
    pub registered_at: Option<String>,
}

/// `GET` answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlockchainKeys {
    pub results: Vec<BlockchainKey>,
}

/// `POST` body: the address and its EIP-191 signature over
/// `Register <checksum address> for company <company_id>`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeyRegistration {
    pub eth_address: String,
    pub signature: String,
}

/// The text a key signs to be registered for `company_id`.
pub fn key_registration_text(checksum_address: &str, company_id: &uuid::Uuid) -> String {
    format!("Register {checksum_address} for company {company_id}")
}
