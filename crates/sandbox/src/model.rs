//! The data the sandbox keeps: companies, users, clients, eBLs, rules, envelopes, tokens.

use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// A company with its inboxes (as in `GET /_sandbox/world`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Company {
    pub id: Uuid,
    pub name: String,
    pub country: String,
    pub inboxes: Vec<Uuid>,
}

/// A user who can log in and sign (as in `GET /_sandbox/world`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct User {
    pub email: String,
    pub password: String,
    pub company_id: Uuid,
    /// EIP-55 checksummed address of `private_key`.
    pub eth_address: String,
    /// The secp256k1 private key, hex with `0x`.
    pub private_key: String,
}

/// Where a blockchain key stands with its company (the blockchain-keys extension).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum KeyStatus {
    Pending,
    Approved,
    Revoked,
}

/// A blockchain key registered for a company.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlockchainKey {
    /// EIP-55 checksummed.
    pub eth_address: String,
    pub company_id: Uuid,
    /// The e-mail of the user who registered it (none for a client-credentials token).
    pub registered_by: Option<String>,
    pub registered_at: String,
    pub status: KeyStatus,
}

/// An OAuth client (as in `GET /_sandbox/world`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Client {
    pub client_id: String,
    /// Empty for a public client (one that cannot keep a secret): it must use PKCE.
    pub client_secret: String,
    pub grants: Vec<String>,
    pub redirect_uris: Vec<String>,
}

impl Client {
    /// A public client has no secret and must prove its login with PKCE.
    pub fn is_public(&self) -> bool {
        self.client_secret.is_empty()
    }
}

/// The first successful answer to an `Idempotency-Key`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct IdempotentAnswer {
    /// What the request asked for (a key reused for another request is refused).
    pub fingerprint: String,
    pub status: u16,
    pub body: serde_json::Value,
    /// Unix seconds.
    pub expires_at: u64,
}

/// A refresh token that was exchanged: presenting it again means it was stolen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UsedRefresh {
    pub family: String,
    /// Unix seconds; forgotten afterwards (the token had expired anyway).
    pub expires_at: u64,
}

/// Everything `GET /_sandbox/world` shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct World {
    pub companies: Vec<Company>,
    pub users: Vec<User>,
    pub clients: Vec<Client>,
}

/// Party types on an eBL.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum PartyType {
    Issuer,
    Surrenderee,
    Consignor,
    Consignee,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Party {
    #[serde(rename = "type")]
    pub kind: PartyType,
    pub id: Uuid,
    pub inbox_id: Option<Uuid>,
    pub contact_email: Option<String>,
}

/// eBL states the sandbox knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum EblState {
    Issued,
    SurrenderForDeliveryRequested,
    SurrenderedForDelivery,
}

impl EblState {
    pub fn as_str(self) -> &'static str {
        match self {
            EblState::Issued => "ISSUED",
            EblState::SurrenderForDeliveryRequested => "SURRENDER_FOR_DELIVERY_REQUESTED",
            EblState::SurrenderedForDelivery => "SURRENDERED_FOR_DELIVERY",
        }
    }
}

/// One line of cargo.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Goods {
    pub container: String,
    pub seal: String,
    pub packages: u32,
    pub description: String,
    pub gross_weight_kg: f64,
    pub volume_cbm: f64,
}

/// An eBL as stored; the `content` object is built from these fields when serialized.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Ebl {
    pub id: Uuid,
    pub reference: String,
    pub state: EblState,
    pub title_id: Uuid,
    pub possession_id: Uuid,
    pub parties: Vec<Party>,
    pub port_of_loading: Option<String>,
    pub port_of_discharge: Option<String>,
    pub vessel_name: Option<String>,
    pub voyage_number: Option<String>,
    pub ebl_copy_id: Option<Uuid>,
    pub issue_date: String,
    pub goods: Vec<Goods>,
    /// Notify party name shown in the document parties.
    pub notify_party: String,
}

impl Ebl {
    pub fn party(&self, kind: PartyType) -> Option<&Party> {
        self.parties.iter().find(|p| p.kind == kind)
    }

    pub fn is_copy(&self) -> bool {
        self.ebl_copy_id.is_some()
    }
}

/// A rule action as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Action {
    pub id: Uuid,
    pub rule_id: Uuid,
    #[serde(rename = "type")]
    pub kind: String,
    pub data: Vec<String>,
    pub headers: Vec<Header>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    pub name: String,
    pub value: String,
}

/// A rule as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rule {
    pub id: Uuid,
    pub company_id: Uuid,
    pub name: String,
    pub event: String,
    pub enabled: bool,
    pub actions: Vec<Action>,
}

/// A document stored in an envelope (the bytes live on disk).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StoredDocument {
    pub file_name: String,
    pub size: u64,
    pub sha256: String,
    pub document_type: String,
    pub document_id: Option<String>,
    pub meta_data: Option<serde_json::Value>,
}

/// The relayed transaction of an envelope or eBL action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RelayedTransaction {
    pub hash: String,
    pub relay_nonce: u64,
    pub recipient: String,
    pub relayed_for: String,
    pub transaction_data: String,
}

/// An envelope as stored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Envelope {
    pub envelope_id: Uuid,
    pub document_token_id: Uuid,
    pub kind: String,
    pub company_id: Uuid,
    pub inbox_id: Uuid,
    pub recipient_id: Option<Uuid>,
    pub acid_number: Option<String>,
    pub pay_to_collect: bool,
    pub documents: Vec<StoredDocument>,
    pub relayed_transaction: RelayedTransaction,
    pub status: String,
    pub created_at: String,
}

/// Signing data issued by `signing-data`, kept until submitted.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingSigning {
    pub ebl_id: Uuid,
    pub hash: String,
    pub relay_nonce: u64,
    pub recipient: String,
    pub relayed_for: String,
    pub transaction_data: String,
    pub operation: String,
    pub recipient_inbox: Option<Uuid>,
    pub company_id: Uuid,
    /// Unix seconds after which the signature is no longer accepted.
    #[serde(default)]
    pub expires_at: u64,
}

/// What an access or refresh token grants.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Grant {
    pub client_id: String,
    /// The user who consented (authorization code), or none (client credentials).
    pub user_email: Option<String>,
    pub scopes: Vec<String>,
    /// Unix seconds.
    pub expires_at: u64,
    /// The login this token descends from: every refresh token rotated from one
    /// authorization shares it, so a replayed refresh token revokes them all.
    #[serde(default)]
    pub family: String,
}

/// A captured e-mail.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Email {
    pub id: Uuid,
    pub to: String,
    pub subject: String,
    pub body: String,
    pub event: String,
    pub rule_id: Uuid,
    pub created_at: String,
}

/// One webhook delivery attempt.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Delivery {
    pub id: Uuid,
    pub delivery_id: Uuid,
    pub rule_id: Uuid,
    pub url: String,
    pub attempt: u32,
    pub event: String,
    pub headers: Vec<Header>,
    pub body: serde_json::Value,
    pub status: Option<u16>,
    pub error: Option<String>,
    pub ok: bool,
    pub created_at: String,
}

/// Injected faults.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct Faults {
    pub latency_ms: u64,
    pub fail_rate: f64,
    pub status: u16,
    /// When a failing request fails: before the service handles it, or after.
    #[serde(default)]
    pub when: FaultTiming,
    /// Only requests whose path starts with this are slowed down or failed (all when absent).
    #[serde(default)]
    pub path: Option<String>,
}

/// When an injected failure happens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum FaultTiming {
    /// The request is answered with the error instead of being handled: nothing changes.
    #[default]
    Before,
    /// The request is handled in full (state changed, rules fired), then its answer is
    /// replaced by the error: an answer lost on the way back, as behind a gateway timeout.
    After,
}

/// An answer discarded by a [`FaultTiming::After`] fault.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LostAnswer {
    pub method: String,
    pub path: String,
    /// The status the service had answered (its body was discarded).
    pub status: u16,
    pub at: String,
}

/// A transaction the sandbox relayed for a signature it accepted (submit-signed-data, an
/// envelope send): the ledger's record of each action carried out.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Relayed {
    /// The eBL operation, or `SEND_ENVELOPE`.
    pub operation: String,
    /// The eBL or the envelope acted on.
    pub subject: Uuid,
    pub hash: String,
    pub relayed_for: String,
    pub relay_nonce: u64,
    pub at: String,
}
