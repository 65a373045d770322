//! Signing data for eBL actions (signing-data / submit-signed-data), camelCase on the wire.

use serde::{Deserialize, Serialize};
use ts_rs::TS;
use uuid::Uuid;

open_enum! {
    /// An eBL operation.
    #[derive(TS)]
    #[ts(type = "\"REQUEST_SURRENDER_FOR_DELIVERY\" | \"TRANSFER_POSSESSION\" | (string & {})")]
    pub enum Operation {
        RequestSurrenderForDelivery = "REQUEST_SURRENDER_FOR_DELIVERY",
        TransferPossession = "TRANSFER_POSSESSION",
    }
}

/// `POST signing-data/` body.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct SigningDataRequest {
    pub operation: Operation,
    pub ebl_id: Uuid,
    /// Blockchain address of the signing user.
    pub eth_address: String,
    /// Required only for TRANSFER_POSSESSION.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub recipient_inbox: Option<Uuid>,
}

/// The signing data the service issues (with `signature` null) and the caller submits back
/// with `signature` set. Fields this version does not know are kept in `extra` and sent back
/// unchanged, so submission echoes exactly what was issued.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct SigningData {
    pub ebl_id: Uuid,
    /// The value to be signed (hex).
    pub hash: String,
    #[ts(type = "number")]
    pub relay_nonce: u64,
    pub recipient: String,
    pub relayed_for: String,
    pub transaction_data: String,
    #[serde(default)]
    pub signature: Option<String>,
    pub operation: Operation,
    #[serde(default)]
    pub signed_for_id: Option<String>,
    #[serde(flatten)]
    #[ts(skip)]
    pub extra: serde_json::Map<String, serde_json::Value>,
}

impl SigningData {
    /// The same data with the signature filled in, ready for submit-signed-data.
    pub fn with_signature(mut self, signature: impl Into<String>) -> Self {
        self.signature = Some(signature.into());
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signing_data_round_trips_unknown_fields_for_submission() {
        let issued = r#"{"eblId":"7b0b7a0e-8a55-4c55-9d43-3f1f4f8a1a11","hash":"0xab","relayNonce":7,
            "recipient":"0x01","relayedFor":"0x02","transactionData":"0x03","signature":null,
            "operation":"SWITCH_TO_PAPER","signedForId":null,"gasHint":"21000"}"#;
        let data: SigningData = serde_json::from_str(issued).expect("decodes");
        assert_eq!(data.operation, Operation::Other("SWITCH_TO_PAPER".into()));
        let signed = serde_json::to_value(data.with_signature("0xsig")).expect("serialises");
        assert_eq!(signed["signature"], "0xsig");
        assert_eq!(signed["gasHint"], "21000");
        assert_eq!(signed["relayNonce"], 7);
        assert_eq!(signed["operation"], "SWITCH_TO_PAPER");
    }

    #[test]
    fn the_recipient_inbox_is_only_sent_when_given() {
        let req = SigningDataRequest {
            operation: Operation::RequestSurrenderForDelivery,
            ebl_id: Uuid::nil(),
            eth_address: "0xabc".into(),
            recipient_inbox: None,
        };
        let v = serde_json::to_value(&req).expect("serialises");
        assert_eq!(v["operation"], "REQUEST_SURRENDER_FOR_DELIVERY");
        assert_eq!(v["ethAddress"], "0xabc");
        assert!(v.get("recipientInbox").is_none());
    }
}
