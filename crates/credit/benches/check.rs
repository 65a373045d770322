//! The credit check of a presentation: the sample MT700 (parsed each time) and 10
//! documents of 5 pages each, every page a full page of labelled lines. Budget: 1 s.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tdx_credit::{Credit, Presented, check};
use tdx_doccheck::{Bill, Document};
use time::{Date, Month};

const MT700: &str = include_str!("../tests/fixtures/mt700.fin");

fn page(doc: usize, page: usize, title: &str) -> String {
    let mut s = format!(
        "{title}\nPage {page} of 5\nInvoice number: INV-{doc}\nSeller: Shanghai Export Co Ltd\nBuyer: Nordic Import BV\nPort of loading: Shanghai\nPort of discharge: Rotterdam\nCurrency: USD\n"
    );
    for line in 0..50 {
        s.push_str(&format!(
            "Line {line}: Container MSCU{:07}  Packages: 40 cartons  Gross weight: 1,234.5 kg  Description of goods: ceramic tableware set {line}  Amount: USD 2,000.00\n",
            doc * 1000 + page * 100 + line
        ));
    }
    s.push_str("Total amount: USD 100,000.00\n");
    s
}

fn presentation() -> (Bill, Vec<Presented>) {
    let bill = Bill {
        reference: "EBL-0042".into(),
        port_of_loading: Some("Shanghai, CN (CNSHA)".into()),
        port_of_discharge: Some("Rotterdam, NL (NLRTM)".into()),
        shipper: vec!["Shanghai Export Co Ltd".into()],
        consignee: vec!["Deutsche Handelsbank AG".into()],
        notify: vec!["Nordic Import BV".into()],
        status: "ISSUED".into(),
        held_by_company: true,
        pdf_pages: (0..3)
            .map(|p| {
                Some(format!(
                    "BILL OF LADING page {p}\nDate of issue: 2026-11-15\n{}",
                    page(99, p, "BILL OF LADING")
                ))
            })
            .collect(),
        ..Bill::default()
    };
    let kinds = [
        "INV", "PKL", "COO", "INS", "WGT", "INSP", "BEN_CERT", "PHYTO", "INV", "PKL",
    ];
    let docs = kinds
        .iter()
        .enumerate()
        .map(|(i, ty)| Presented {
            document: Document {
                name: format!("doc-{i}.pdf"),
                pages: (1..=5)
                    .map(|p| Some(page(i, p, "COMMERCIAL INVOICE")))
                    .collect(),
            },
            document_type: (*ty).into(),
        })
        .collect();
    (bill, docs)
}

fn bench(c: &mut Criterion) {
    let (bill, docs) = presentation();
    let today = Date::from_calendar_date(2026, Month::November, 25).unwrap_or(Date::MIN);
    c.bench_function("credit check: MT700 + 10 documents x 5 pages", |b| {
        b.iter(|| {
            let credit = Credit::parse(black_box(MT700)).ok();
            credit.map(|c| check(&c, black_box(&bill), black_box(&docs), today))
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
