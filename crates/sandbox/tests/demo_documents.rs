//! Demo invoices and packing lists: they match their bill as PDFium reads them, carry exactly
//! the mistakes asked, and are served by the admin endpoint, the library and the subcommand.
#![allow(clippy::unwrap_used)]

mod common;
mod pdf_text;

use pdf_text::{lines, value, values};
use tdx_sandbox::demo_documents::{self, DemoDocumentKind, DemoMistakes};
use tdx_sandbox::ebl_json::party_names;
use tdx_sandbox::iso6346;
use tdx_sandbox::model::Ebl;
use tdx_sandbox::pdf::{ebl_pdf, labels};
use tdx_sandbox::{Data, Running};

use DemoDocumentKind::{Invoice, PackingList};

fn doc(data: &Data, ebl: &Ebl, kind: DemoDocumentKind, mistakes: &DemoMistakes) -> Vec<String> {
    lines(&demo_documents::write(
        ebl,
        &party_names(data, ebl),
        kind,
        mistakes,
    ))
}

fn bill(data: &Data, ebl: &Ebl) -> Vec<String> {
    lines(&ebl_pdf(ebl, &party_names(data, ebl)))
}

/// How an examiner compares names: case, full stops and commas aside, legal forms shortened.
fn examiner(name: &str) -> String {
    name.to_uppercase()
        .replace(['.', ','], "")
        .split_whitespace()
        .map(|w| match w {
            "COMPANY" => "CO",
            "LIMITED" => "LTD",
            other => other,
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every value the check reads is the bill's (parties as an examiner compares them).
fn assert_matches_bill(document: &[String], bill: &[String]) {
    for label in [
        labels::BL_NUMBER,
        labels::VESSEL,
        labels::VOYAGE,
        labels::PORT_OF_LOADING,
        labels::PORT_OF_DISCHARGE,
        labels::TOTAL_CONTAINERS,
        labels::TOTAL_PACKAGES,
        labels::TOTAL_GROSS_WEIGHT,
    ] {
        assert_eq!(value(document, label), value(bill, label), "{label}");
    }
    for label in [labels::CONTAINER, labels::PACKAGES, labels::GROSS_WEIGHT] {
        assert_eq!(values(document, label), values(bill, label), "{label}");
    }
    for label in [labels::SHIPPER, labels::CONSIGNEE, labels::NOTIFY_PARTY] {
        assert_eq!(
            examiner(&value(document, label)),
            examiner(&value(bill, label)),
            "{label}"
        );
    }
}

#[test]
fn demo_documents_match_their_bill() {
    let data = Data::demo(12);
    for ebl in &data.ebls {
        let bill = bill(&data, ebl);
        let invoice = doc(&data, ebl, Invoice, &DemoMistakes::default());
        let packing = doc(&data, ebl, PackingList, &DemoMistakes::default());
        assert_eq!(invoice[0], "COMMERCIAL INVOICE");
        assert_eq!(packing[0], "PACKING LIST");
        assert_matches_bill(&invoice, &bill);
        assert_matches_bill(&packing, &bill);
        assert_eq!(values(&packing, labels::SEAL), values(&bill, labels::SEAL));
        // The invoice's own particulars: its number, a price and an amount per line.
        assert!(value(&invoice, labels::INVOICE_NUMBER).starts_with("INV-2026-"));
        let packages = values(&invoice, labels::PACKAGES);
        let prices = values(&invoice, labels::UNIT_PRICE);
        let amounts = values(&invoice, labels::AMOUNT);
        assert_eq!(prices.len(), packages.len());
        let cents = |usd: &str| -> u64 {
            let (whole, fraction) = usd.strip_prefix("USD ").unwrap().split_once('.').unwrap();
            whole.parse::<u64>().unwrap() * 100 + fraction.parse::<u64>().unwrap()
        };
        let mut total = 0;
        for ((count, price), amount) in packages.iter().zip(&prices).zip(&amounts) {
            assert_eq!(count.parse::<u64>().unwrap() * cents(price), cents(amount));
            total += cents(amount);
        }
        assert_eq!(cents(&value(&invoice, labels::TOTAL_AMOUNT)), total);
    }
}

#[test]
fn the_parties_are_spelled_otherwise_but_acceptably() {
    let data = Data::demo(0);
    let ebl = &data.ebls[5];
    let invoice = doc(&data, ebl, Invoice, &DemoMistakes::default());
    let packing = doc(&data, ebl, PackingList, &DemoMistakes::default());
    assert_eq!(
        value(&invoice, labels::NOTIFY_PARTY),
        "Nile Trading Company S.A.E., Alexandria"
    );
    assert_eq!(
        value(&invoice, labels::SHIPPER),
        "DELTA TEXTILES EXPORT GMBH"
    );
    assert_eq!(
        value(&packing, labels::NOTIFY_PARTY),
        "NILE TRADING CO SAE, ALEXANDRIA"
    );
    assert_eq!(value(&packing, labels::CONSIGNEE), "HARBOR BANK PLC");
}

/// The lines of `with` that differ from those of `without` (same layout, values changed).
fn changed_lines(without: &[String], with: &[String]) -> Vec<(String, String)> {
    assert_eq!(without.len(), with.len());
    without
        .iter()
        .zip(with)
        .filter(|(a, b)| a != b)
        .map(|(a, b)| (a.clone(), b.clone()))
        .collect()
}

#[test]
fn each_mistake_changes_exactly_what_it_says() {
    let data = Data::demo(0);
    let none = DemoMistakes::default();
    for ebl in &data.ebls {
        let first = ebl.goods[0].container.clone();
        for kind in DemoDocumentKind::ALL {
            let clean = doc(&data, ebl, kind, &none);

            let digit = DemoMistakes {
                container_digit: true,
                ..DemoMistakes::default()
            };
            let changed = changed_lines(&clean, &doc(&data, ebl, kind, &digit));
            assert_eq!(changed.len(), 1, "{changed:?}");
            let wrong = changed[0].1.strip_prefix("Container: ").unwrap();
            assert_eq!(changed[0].0, format!("Container: {first}"));
            assert!(iso6346::is_valid(&first));
            assert!(!iso6346::is_valid(wrong), "{wrong}");
            assert_eq!(wrong.len(), first.len());
            assert_eq!(
                wrong
                    .bytes()
                    .zip(first.bytes())
                    .filter(|(a, b)| a != b)
                    .count(),
                1
            );
            assert_eq!(
                wrong.as_bytes()[10],
                first.as_bytes()[10],
                "check digit kept"
            );

            let other = DemoMistakes {
                other_bl_number: true,
                ..DemoMistakes::default()
            };
            let changed = changed_lines(&clean, &doc(&data, ebl, kind, &other));
            assert_eq!(changed.len(), 1, "{changed:?}");
            assert_eq!(changed[0].0, format!("B/L number: {}", ebl.reference));
            assert_ne!(changed[0].1, changed[0].0);

            let heavy = DemoMistakes {
                weight_factor: Some(1.1),
                ..DemoMistakes::default()
            };
            let with = doc(&data, ebl, kind, &heavy);
            if kind == Invoice {
                assert_eq!(with, clean, "the invoice keeps the bill's weights");
                continue;
            }
            let changed = changed_lines(&clean, &with);
            assert_eq!(changed.len(), ebl.goods.len() + 1, "{changed:?}");
            let expected: Vec<String> = ebl
                .goods
                .iter()
                .map(|g| {
                    let w = (g.gross_weight_kg * 1.1 * 10.0).round() / 10.0;
                    format!("{} kg", serde_json::Number::from_f64(w).unwrap())
                })
                .collect();
            assert_eq!(values(&with, labels::GROSS_WEIGHT), expected);
            assert!(
                changed.iter().all(|(a, _)| a.starts_with("Gross weight: ")
                    || a.starts_with("Total gross weight: "))
            );
        }
    }
}

async fn get(sbx: &Running, path: &str) -> reqwest::Response {
    sbx.admin_http()
        .get(format!("{}{path}", sbx.base_url()))
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn the_admin_endpoint_answers_the_demo_documents() {
    let sbx = common::sandbox().await;
    let id = common::ebl(2);
    let response = get(&sbx, &format!("/_sandbox/ebls/{id}/demo-documents/invoice")).await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "application/pdf");
    assert_eq!(
        response.headers()["content-disposition"],
        "attachment; filename=\"invoice-GCLU26041002.pdf\""
    );
    let body = response.bytes().await.unwrap();
    let ebl_id = id.parse().unwrap();
    assert_eq!(
        Some(body.to_vec()),
        sbx.demo_document(ebl_id, Invoice, &DemoMistakes::default())
    );
    let text = lines(&body);
    assert_eq!(value(&text, labels::BL_NUMBER), "GCLU26041002");

    let response = get(
        &sbx,
        &format!(
            "/_sandbox/ebls/{id}/demo-documents/packing-list?mistakes=container-digit,weight:1.1"
        ),
    )
    .await;
    assert_eq!(response.status(), 200);
    let body = response.bytes().await.unwrap();
    let mistakes = DemoMistakes {
        container_digit: true,
        weight_factor: Some(1.1),
        other_bl_number: false,
        amount_factor: None,
    };
    assert_eq!(
        Some(body.to_vec()),
        sbx.demo_document(ebl_id, PackingList, &mistakes)
    );
    assert_ne!(
        sbx.demo_document(ebl_id, PackingList, &mistakes),
        sbx.demo_document(ebl_id, PackingList, &DemoMistakes::default())
    );

    let unknown = "eb100000-0000-4000-8000-000000000999";
    let response = get(
        &sbx,
        &format!("/_sandbox/ebls/{unknown}/demo-documents/invoice"),
    )
    .await;
    assert_eq!(response.status(), 404);
    assert_eq!(
        sbx.demo_document(unknown.parse().unwrap(), Invoice, &mistakes),
        None
    );
    let response = get(&sbx, &format!("/_sandbox/ebls/{id}/demo-documents/receipt")).await;
    assert_eq!(response.status(), 404);
    let response = get(
        &sbx,
        &format!("/_sandbox/ebls/{id}/demo-documents/invoice?mistakes=weight:-2"),
    )
    .await;
    assert_eq!(response.status(), 400);
    let body: serde_json::Value = response.json().await.unwrap();
    assert!(body["mistakes"].is_array(), "{body}");
    // Same rules as every admin endpoint: no token, no document.
    let response = common::http()
        .get(format!(
            "{}/_sandbox/ebls/{id}/demo-documents/invoice",
            sbx.base_url()
        ))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 401);
    sbx.shutdown().await;
}

#[test]
fn the_subcommand_writes_both_documents() {
    let out = tempfile::tempdir().unwrap();
    let dir = out.path().join("docs");
    let run = std::process::Command::new(env!("CARGO_BIN_EXE_tdx-sandbox"))
        .args([
            "demo-documents",
            "--ebl",
            "GEN00000003",
            "--ebls",
            "5",
            "--out",
        ])
        .arg(&dir)
        .args(["--mistake", "container-digit", "--mistake", "weight=1.1"])
        .output()
        .unwrap();
    assert!(run.status.success(), "{run:?}");
    let data = Data::demo(5);
    let ebl = demo_documents::find(&data, "GEN00000003").unwrap();
    let mistakes = DemoMistakes::parse("container-digit,weight:1.1").unwrap();
    let names = party_names(&data, ebl);
    for (kind, file) in [
        (Invoice, "invoice-GEN00000003.pdf"),
        (PackingList, "packing-list-GEN00000003.pdf"),
    ] {
        let written = std::fs::read(dir.join(file)).unwrap();
        assert_eq!(
            written,
            demo_documents::write(ebl, &names, kind, &mistakes),
            "{file}"
        );
        assert!(String::from_utf8_lossy(&run.stdout).contains(file));
    }

    // By id too; an unknown eBL writes nothing and fails.
    let run = std::process::Command::new(env!("CARGO_BIN_EXE_tdx-sandbox"))
        .args(["demo-documents", "--ebl", &common::ebl(1), "--out"])
        .arg(out.path())
        .output()
        .unwrap();
    assert!(run.status.success(), "{run:?}");
    assert!(out.path().join("packing-list-GCLU26041001.pdf").is_file());
    let run = std::process::Command::new(env!("CARGO_BIN_EXE_tdx-sandbox"))
        .args(["demo-documents", "--ebl", "NOPE", "--out"])
        .arg(out.path().join("none"))
        .output()
        .unwrap();
    assert!(!run.status.success());
    assert!(!out.path().join("none").exists());
}
