//! A profile: which service the app talks to and how. The embedded sandbox is the default
//! profile; a service profile is configured by the user.

use uuid::Uuid;

pub const SANDBOX_PROFILE_ID: &str = "sandbox";

/// Where a profile's service lives (one type for the store, the use cases and the window).
pub use tdx_store::ProfileKind;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Profile {
    pub id: String,
    pub name: String,
    pub kind: ProfileKind,
    pub base_url: String,
    pub client_id: String,
    /// For a service profile, typed by the user; for the sandbox, found after sign-in.
    pub company_id: Option<Uuid>,
    pub inbox_ids: Vec<Uuid>,
    pub scopes: Vec<String>,
    pub envelope_send_path: String,
    /// Path of the "who am I" extension ([`tdx_client::DEFAULT_ME_PATH`] unless set).
    pub me_path: String,
}

impl Profile {
    /// The embedded sandbox at `base_url`, signing in with its desktop OAuth client.
    pub fn sandbox(base_url: &str, client_id: &str) -> Self {
        Profile {
            id: SANDBOX_PROFILE_ID.into(),
            name: "Sandbox".into(),
            kind: ProfileKind::Sandbox,
            base_url: base_url.into(),
            client_id: client_id.into(),
            company_id: None,
            inbox_ids: Vec::new(),
            scopes: vec!["read".into(), "write".into()],
            envelope_send_path: tdx_client::DEFAULT_ENVELOPE_SEND_PATH.into(),
            me_path: tdx_client::DEFAULT_ME_PATH.into(),
        }
    }
}

impl Profile {
    /// The profile as the local store keeps it (the sandbox's base URL changes each start;
    /// the store keeps the last one).
    pub fn to_stored(&self) -> tdx_store::Profile {
        tdx_store::Profile {
            id: self.id.clone(),
            name: self.name.clone(),
            kind: self.kind,
            base_url: self.base_url.clone(),
            client_id: self.client_id.clone(),
            company_id: self.company_id.map(|c| c.to_string()),
            inbox_ids: self.inbox_ids.iter().map(Uuid::to_string).collect(),
            scopes: self.scopes.clone(),
            send_path: self.envelope_send_path.clone(),
            created_at: tdx_store::now_ms(),
        }
    }
}
