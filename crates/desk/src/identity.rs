//! The company the signed-in user acts for: its id and its inboxes. Roles and possession
//! on an eBL are decided against these.

use serde::{Deserialize, Serialize};
use uuid::Uuid;

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Identity {
    pub company_id: Option<Uuid>,
    pub company_name: Option<String>,
    pub inbox_ids: Vec<Uuid>,
    /// The signed-in user's e-mail (the "who am I" answer), who the desk records as having
    /// added or verified a contact.
    #[serde(default)]
    pub user_email: Option<String>,
}

impl Identity {
    pub fn owns_inbox(&self, inbox: &Uuid) -> bool {
        self.inbox_ids.contains(inbox)
    }
}
