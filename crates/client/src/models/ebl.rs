//! The eBL resource (`/api/integrators/ebl/v1/`), camelCase on the wire.

use serde::{Deserialize, Serialize};
use ts_rs::TS;
use uuid::Uuid;

open_enum! {
    /// The state of an eBL. The interface shows two; the sandbox adds the answer states.
    #[derive(TS)]
    #[ts(type = "\"ISSUED\" | \"SURRENDER_FOR_DELIVERY_REQUESTED\" | \"SURRENDERED_FOR_DELIVERY\" | (string & {})")]
    pub enum EblState {
        Issued = "ISSUED",
        SurrenderForDeliveryRequested = "SURRENDER_FOR_DELIVERY_REQUESTED",
        SurrenderedForDelivery = "SURRENDERED_FOR_DELIVERY",
    }
}

open_enum! {
    /// The role of a party on an eBL.
    #[derive(TS)]
    #[ts(type = "\"ISSUER\" | \"SURRENDEREE\" | \"CONSIGNOR\" | \"CONSIGNEE\" | (string & {})")]
    pub enum PartyType {
        Issuer = "ISSUER",
        Surrenderee = "SURRENDEREE",
        Consignor = "CONSIGNOR",
        Consignee = "CONSIGNEE",
    }
}

/// An electronic bill of lading.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Ebl {
    pub id: Uuid,
    pub reference: String,
    pub state: EblState,
    #[serde(default)]
    pub endorsement_type: Option<String>,
    #[serde(default)]
    pub title_id: Option<Uuid>,
    /// Inbox identifier of the possessor.
    #[serde(default)]
    pub possession_id: Option<Uuid>,
    #[serde(default)]
    pub parties: Vec<Party>,
    #[serde(default)]
    pub content: EblContent,
    #[serde(default)]
    pub port_of_discharge: Option<String>,
    #[serde(default)]
    pub port_of_loading: Option<String>,
    #[serde(default)]
    pub vessel_name: Option<String>,
    #[serde(default)]
    pub voyage_number: Option<String>,
    /// Null for an original; for a copy, the identifier of the original eBL.
    #[serde(default)]
    pub ebl_copy_id: Option<Uuid>,
}

impl Ebl {
    /// Whether this is a view-only copy (sent with send-as-a-copy).
    pub fn is_copy(&self) -> bool {
        self.ebl_copy_id.is_some()
    }

    /// The parties with a given role.
    pub fn parties_of(&self, kind: &PartyType) -> impl Iterator<Item = &Party> {
        self.parties.iter().filter(move |p| &p.kind == kind)
    }
}

/// A party on an eBL.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Party {
    #[serde(rename = "type")]
    #[ts(rename = "type")]
    pub kind: PartyType,
    pub id: Uuid,
    #[serde(default)]
    pub inbox_id: Option<Uuid>,
    #[serde(default)]
    pub contact_email: Option<String>,
}

/// The shown parts of an eBL's `content`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct EblContent {
    #[serde(default)]
    pub issue_to: Option<IssueTo>,
    #[serde(default)]
    pub document: Option<TransportDocument>,
    #[serde(default, rename = "eBLVisualisationByCarrier")]
    #[ts(rename = "eBLVisualisationByCarrier")]
    pub visualisation_by_carrier: Option<Visualisation>,
}

/// `content.issueTo`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct IssueTo {
    #[serde(default)]
    pub legal_name: Option<String>,
    #[serde(default)]
    pub party_codes: Vec<PartyCode>,
    #[serde(default)]
    pub tax_reference: Option<String>,
    #[serde(default)]
    pub send_to_platform: Option<String>,
    #[serde(default)]
    pub registration_number: Option<String>,
    #[serde(default)]
    pub location_of_registration: Option<String>,
}

/// One of `issueTo.partyCodes`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PartyCode {
    #[serde(default)]
    pub party_code: Option<String>,
    #[serde(default)]
    pub code_list_name: Option<String>,
    #[serde(default)]
    pub code_list_provider: Option<String>,
}

/// `content.document`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct TransportDocument {
    #[serde(default)]
    pub is_to_order: Option<bool>,
    #[serde(default)]
    pub document_parties: Vec<DocumentParty>,
    #[serde(default)]
    pub transport_document_reference: Option<String>,
}

/// One of `document.documentParties`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct DocumentParty {
    #[serde(default)]
    pub party: Option<PartyName>,
    #[serde(default)]
    pub party_function: Option<String>,
    #[serde(default)]
    pub is_to_be_notified: Option<bool>,
}

/// `documentParties[].party`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PartyName {
    #[serde(default)]
    pub party_name: Option<String>,
}

/// `content.eBLVisualisationByCarrier`: a file the carrier attached.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Visualisation {
    #[serde(default)]
    pub name: Option<String>,
    /// Encoded file content.
    #[serde(default)]
    pub content: Option<String>,
}

/// `POST send-as-a-copy/` body.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct SendAsCopy {
    pub ebl_id: Uuid,
    pub recipient_inbox: Uuid,
}

#[cfg(test)]
mod tests {
    use super::*;

    const EBL: &str = r#"{
        "id": "7b0b7a0e-8a55-4c55-9d43-3f1f4f8a1a11",
        "reference": "GCL-2026-0001",
        "state": "ISSUED",
        "endorsementType": "TO",
        "titleId": "2b0b7a0e-8a55-4c55-9d43-3f1f4f8a1a12",
        "possessionId": "3b0b7a0e-8a55-4c55-9d43-3f1f4f8a1a13",
        "parties": [
            {"type": "CONSIGNEE", "id": "4b0b7a0e-8a55-4c55-9d43-3f1f4f8a1a14", "inboxId": null, "contactEmail": "c@nile.example"},
            {"type": "NOTIFY_PARTY", "id": "5b0b7a0e-8a55-4c55-9d43-3f1f4f8a1a15", "inboxId": "6b0b7a0e-8a55-4c55-9d43-3f1f4f8a1a16", "contactEmail": null}
        ],
        "content": {
            "issueTo": {"legalName": "Nile Imports", "partyCodes": [{"partyCode": "X1", "codeListName": "LEI", "codeListProvider": "GLEIF"}], "taxReference": "T", "sendToPlatform": "TDX", "registrationNumber": "R", "locationOfRegistration": "EG"},
            "document": {"isToOrder": true, "documentParties": [{"party": {"partyName": "Delta"}, "partyFunction": "OS", "isToBeNotified": false}], "transportDocumentReference": "TDR-1"},
            "eBLVisualisationByCarrier": {"name": "bl.pdf", "content": "JVBERi0="},
            "futureField": 1
        },
        "portOfDischarge": "Alexandria",
        "portOfLoading": null,
        "vesselName": "Nile Star",
        "voyageNumber": "V1",
        "eblCopyId": null,
        "somethingNew": {"nested": true}
    }"#;

    #[test]
    fn a_full_ebl_decodes_with_unknown_fields_and_party_types() {
        let ebl: Ebl = serde_json::from_str(EBL).expect("decodes");
        assert_eq!(ebl.state, EblState::Issued);
        assert_eq!(ebl.parties[0].kind, PartyType::Consignee);
        assert_eq!(ebl.parties[1].kind, PartyType::Other("NOTIFY_PARTY".into()));
        assert_eq!(
            ebl.content
                .issue_to
                .as_ref()
                .and_then(|i| i.legal_name.as_deref()),
            Some("Nile Imports")
        );
        assert_eq!(
            ebl.content
                .visualisation_by_carrier
                .as_ref()
                .and_then(|v| v.name.as_deref()),
            Some("bl.pdf")
        );
        assert!(!ebl.is_copy());
        assert_eq!(ebl.parties_of(&PartyType::Consignee).count(), 1);
    }

    #[test]
    fn serialising_keeps_wire_names_and_unknown_values() {
        let mut ebl: Ebl = serde_json::from_str(EBL).expect("decodes");
        ebl.state = EblState::from("SWITCHED_TO_PAPER");
        let v = serde_json::to_value(&ebl).expect("serialises");
        assert_eq!(v["state"], "SWITCHED_TO_PAPER");
        assert_eq!(v["parties"][1]["type"], "NOTIFY_PARTY");
        assert_eq!(v["content"]["eBLVisualisationByCarrier"]["name"], "bl.pdf");
        assert_eq!(v["endorsementType"], "TO");
        let back: Ebl = serde_json::from_value(v).expect("round trip");
        assert_eq!(back, ebl);
        assert!(!back.state.is_known());
    }

    #[test]
    fn a_minimal_ebl_decodes() {
        let ebl: Ebl = serde_json::from_str(
            r#"{"id":"7b0b7a0e-8a55-4c55-9d43-3f1f4f8a1a11","reference":"R","state":"ISSUED"}"#,
        )
        .expect("decodes");
        assert!(ebl.parties.is_empty());
        assert_eq!(ebl.content, EblContent::default());
    }
}
