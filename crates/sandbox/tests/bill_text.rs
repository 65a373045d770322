//! The bill of lading's PDF, read as PDFium extracts its text, states what the eBL JSON
//! states: B/L number, parties, vessel, voyage, ports, each container line and the totals.
#![allow(clippy::unwrap_used)]

mod pdf_text;

use base64::Engine;
use pdf_text::{lines, value, values};
use serde_json::{Number, Value};
use tdx_sandbox::Data;
use tdx_sandbox::ebl_json::{ebl_json, party_names};
use tdx_sandbox::pdf::{ebl_pdf, labels};

fn party(document: &Value, function: &str) -> String {
    document["documentParties"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["partyFunction"] == function)
        .map(|p| p["party"]["partyName"].as_str().unwrap().to_owned())
        .unwrap()
}

fn text(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// What the JSON says about the checked values of a bill (totals as JSON numbers).
fn check_against_json(pdf_lines: &[String], ebl: &Value, with_lines: bool) {
    let document = &ebl["content"]["document"];
    let transports = &document["transports"];
    let items: Vec<&Value> = document["consignmentItems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| &i["cargoItems"][0])
        .collect();
    let reference = document["transportDocumentReference"].as_str().unwrap();
    assert_eq!(value(pdf_lines, labels::BL_NUMBER), reference);
    assert_eq!(value(pdf_lines, labels::SHIPPER), party(document, "OS"));
    assert_eq!(value(pdf_lines, labels::CONSIGNEE), party(document, "CN"));
    assert_eq!(
        value(pdf_lines, labels::NOTIFY_PARTY),
        party(document, "N1")
    );
    assert_eq!(value(pdf_lines, labels::CARRIER), party(document, "CA"));
    assert_eq!(
        value(pdf_lines, labels::VESSEL),
        text(&transports["vesselName"])
    );
    assert_eq!(
        value(pdf_lines, labels::VOYAGE),
        text(&transports["carrierExportVoyageNumber"])
    );
    assert_eq!(
        value(pdf_lines, labels::PORT_OF_LOADING),
        text(&transports["portOfLoading"])
    );
    assert_eq!(
        value(pdf_lines, labels::PORT_OF_DISCHARGE),
        text(&transports["portOfDischarge"])
    );
    if with_lines {
        let field = |f: fn(&Value) -> String| items.iter().map(|i| f(i)).collect::<Vec<_>>();
        assert_eq!(
            values(pdf_lines, labels::CONTAINER),
            field(|i| text(&i["equipmentReference"]))
        );
        assert_eq!(values(pdf_lines, labels::SEAL), field(|i| text(&i["seal"])));
        assert_eq!(
            values(pdf_lines, labels::PACKAGES),
            field(|i| text(&i["outerPackaging"]["numberOfPackages"]))
        );
        assert_eq!(
            values(pdf_lines, labels::GROSS_WEIGHT),
            field(|i| format!("{} kg", i["cargoGrossWeight"]["value"]))
        );
    }
    let packages: u64 = items
        .iter()
        .map(|i| i["outerPackaging"]["numberOfPackages"].as_u64().unwrap())
        .sum();
    let weight: f64 = items
        .iter()
        .map(|i| i["cargoGrossWeight"]["value"].as_f64().unwrap())
        .sum();
    assert_eq!(
        value(pdf_lines, labels::TOTAL_CONTAINERS),
        items.len().to_string()
    );
    assert_eq!(
        value(pdf_lines, labels::TOTAL_PACKAGES),
        packages.to_string()
    );
    assert_eq!(
        value(pdf_lines, labels::TOTAL_GROSS_WEIGHT),
        format!("{} kg", Number::from_f64(weight).unwrap())
    );
}

#[test]
fn the_bill_pdf_states_what_the_ebl_json_states() {
    let data = Data::demo(40);
    for ebl in &data.ebls {
        let json = ebl_json(&data, ebl);
        let bill = lines(&ebl_pdf(ebl, &party_names(&data, ebl)));
        check_against_json(&bill, &json, true);
        // The carrier's one-page visualisation inside the JSON says the same.
        let visual = base64::engine::general_purpose::STANDARD
            .decode(
                json["content"]["eBLVisualisationByCarrier"]["content"]
                    .as_str()
                    .unwrap(),
            )
            .unwrap();
        check_against_json(&lines(&visual), &json, false);
    }
}

#[test]
fn every_checked_value_is_a_line_of_its_own() {
    let data = Data::demo(0);
    let ebl = &data.ebls[5];
    let bill = lines(&ebl_pdf(ebl, &party_names(&data, ebl)));
    for expected in [
        "B/L number: GCLU26041006",
        "Shipper: Delta Textiles Export GmbH",
        "Consignee: Harbor Bank plc",
        "Notify party: Nile Trading Co. S.A.E., Alexandria",
        "Carrier: Global Carrier Lines Ltd.",
    ] {
        assert!(
            bill.iter().any(|l| l == expected),
            "{expected} in {bill:#?}"
        );
    }
    for label in [
        labels::VESSEL,
        labels::VOYAGE,
        labels::PORT_OF_LOADING,
        labels::PORT_OF_DISCHARGE,
        labels::TOTAL_GROSS_WEIGHT,
    ] {
        let prefix = format!("{label}: ");
        let line = bill.iter().find(|l| l.starts_with(&prefix)).unwrap();
        assert!(!line[prefix.len()..].contains(": "), "{line}");
    }
}
