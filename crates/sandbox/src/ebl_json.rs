//! The eBL object as the interface shows it (camelCase, `content` built from the stored data).

use base64::Engine;
use serde_json::{Value, json};

use crate::model::{Ebl, PartyType};
use crate::pdf::{PartyNames, visualisation_pdf};
use crate::state::Data;

fn company_name(data: &Data, id: Option<uuid::Uuid>) -> String {
    id.and_then(|id| data.company(id))
        .map(|c| c.name.clone())
        .unwrap_or_else(|| "Unknown party".into())
}

/// Names printed on the PDF.
pub fn party_names(data: &Data, ebl: &Ebl) -> PartyNames {
    PartyNames {
        shipper: company_name(data, ebl.party(PartyType::Consignor).map(|p| p.id)),
        consignee: company_name(data, ebl.party(PartyType::Consignee).map(|p| p.id)),
        carrier: company_name(data, ebl.party(PartyType::Issuer).map(|p| p.id)),
        holder: data
            .inbox_owner(ebl.possession_id)
            .map(|c| c.name.clone())
            .unwrap_or_else(|| "Unknown holder".into()),
    }
}

/// The eBL object of the interface.
pub fn ebl_json(data: &Data, ebl: &Ebl) -> Value {
    let names = party_names(data, ebl);
    let consignee = ebl
        .party(PartyType::Consignee)
        .and_then(|p| data.company(p.id));
    let country = consignee.map(|c| c.country.clone()).unwrap_or_default();
    let consignee_id = consignee
        .map(|c| c.id.simple().to_string())
        .unwrap_or_default();
    let visual = visualisation_pdf(ebl, &names);
    json!({
        "id": ebl.id,
        "reference": ebl.reference,
        "state": ebl.state.as_str(),
        "endorsementType": "TO",
        "titleId": ebl.title_id,
        "possessionId": ebl.possession_id,
        "parties": ebl.parties,
        "content": {
            "issueTo": {
                "legalName": names.consignee,
                "partyCodes": [{
                    "partyCode": consignee_id.get(..20).unwrap_or_default().to_uppercase(),
                    "codeListName": "LEI",
                    "codeListProvider": "GLEIF",
                }],
                "taxReference": format!("{country}-TAX-{}", consignee_id.get(..8).unwrap_or_default().to_uppercase()),
                "sendToPlatform": "TDXS",
                "registrationNumber": format!("{country}{}", consignee_id.get(8..16).unwrap_or_default().to_uppercase()),
                "locationOfRegistration": country,
            },
            "document": {
                "isToOrder": true,
                "transportDocumentReference": ebl.reference,
                "transportDocumentTypeCode": "BOL",
                "issueDate": ebl.issue_date,
                "documentParties": [
                    {"party": {"partyName": names.shipper}, "partyFunction": "OS", "isToBeNotified": false},
                    {"party": {"partyName": names.consignee}, "partyFunction": "CN", "isToBeNotified": true},
                    {"party": {"partyName": ebl.notify_party}, "partyFunction": "N1", "isToBeNotified": true},
                    {"party": {"partyName": names.carrier}, "partyFunction": "CA", "isToBeNotified": false},
                ],
                "transports": {
                    "portOfLoading": ebl.port_of_loading,
                    "portOfDischarge": ebl.port_of_discharge,
                    "vesselName": ebl.vessel_name,
                    "carrierExportVoyageNumber": ebl.voyage_number,
                },
                "consignmentItems": ebl.goods.iter().map(|g| json!({
                    "descriptionOfGoods": [g.description],
                    "cargoItems": [{
                        "equipmentReference": g.container,
                        "seal": g.seal,
                        "outerPackaging": {"numberOfPackages": g.packages},
                        "cargoGrossWeight": {"value": g.gross_weight_kg, "unit": "KGM"},
                        "cargoGrossVolume": {"value": g.volume_cbm, "unit": "MTQ"},
                    }],
                })).collect::<Vec<_>>(),
            },
            "eBLVisualisationByCarrier": {
                "name": format!("{}.pdf", ebl.reference),
                "content": base64::engine::general_purpose::STANDARD.encode(visual),
            },
        },
        "portOfDischarge": ebl.port_of_discharge,
        "portOfLoading": ebl.port_of_loading,
        "vesselName": ebl.vessel_name,
        "voyageNumber": ebl.voyage_number,
        "eblCopyId": ebl.ebl_copy_id,
    })
}
