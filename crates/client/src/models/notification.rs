//! The eBL notification body the service POSTs to `post_webhook` URLs.

use serde::{Deserialize, Serialize};
use ts_rs::TS;
use uuid::Uuid;

open_enum! {
    /// `data.event` of an eBL notification (spelling as in the interface).
    #[derive(TS)]
    #[ts(type = "\"ebl_possession_transfered\" | \"ebl_amend_response\" | \"ebl_surrender_for_delivery_response\" | \"ebl_switch_to_paper_response\" | (string & {})")]
    pub enum EblUpdateKind {
        PossessionTransfered = "ebl_possession_transfered",
        AmendResponse = "ebl_amend_response",
        SurrenderForDeliveryResponse = "ebl_surrender_for_delivery_response",
        SwitchToPaperResponse = "ebl_switch_to_paper_response",
    }
}

/// The webhook body: `{event: "ebl_updated", third_party_customer_id, data}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct EblNotification {
    pub event: String,
    #[serde(default)]
    pub third_party_customer_id: Option<String>,
    pub data: EblNotificationData,
}

/// `data` of an eBL notification.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct EblNotificationData {
    pub event: EblUpdateKind,
    pub ebl_id: Uuid,
    pub ebl_reference: String,
    #[serde(default)]
    #[ts(type = "Record<string, unknown> | null")]
    pub payload: Option<serde_json::Value>,
}
