use super::*;

/// The text of a sandbox bill (crates/sandbox/src/pdf.rs), as PDFium gives it.
const BILL_PAGE_1: &str = "BILL OF LADING
Electronic original (eBL) - negotiable, to order
B/L No. GCLU26041001
Issued 2026-03-14
State: ISSUED
SHIPPER / CONSIGNOR
Delta Textiles Export GmbH
CARRIER
Global Carrier Lines Ltd.
acting as carrier
CONSIGNEE (to order of)
Nile Trading Co. S.A.E.
NOTIFY PARTY
Same as consignee
OCEAN VESSEL
MSC Aurora
VOYAGE NO.
214W
PORT OF LOADING
Rotterdam, NL (NLRTM)
PORT OF DISCHARGE
Alexandria, EG (EGALY)
CURRENT HOLDER (POSSESSION)
Nile Trading Co. S.A.E.
Inbox 0b8f5a4e-8d1c-4a57-9d0b-6a1f7c9e2d11
SUMMARY OF CARGO
2 container(s), 240 packages
Total gross weight 20000.0 kg
eBL id 6f1c2b8e-0000-4000-8000-000000000001
Page 1 of 3";

const BILL_PAGE_2: &str = "PARTICULARS FURNISHED BY THE SHIPPER
B/L No. GCLU26041001
Container / Seal Packages Description of goods Gross kg CBM
MSKU9070323 120 Cotton yarn, combed, 40s count, on cones 9850.5 33.0
Seal SL000123
CSQU3054383 120 Woven denim fabric, indigo, 12 oz 10149.5 30.0
Seal SL000124
Total gross weight: 20000.0 kg
Shipped on board in apparent good order and condition.
Page 2 of 3";

const BILL_PAGE_3: &str = "TERMS AND CONDITIONS OF CARRIAGE
1. Definitions. 'Carrier' means the party on whose behalf this Bill of Lading has been issued.
Signed for the carrier Global Carrier Lines Ltd.
Place and date of issue: Rotterdam, NL (NLRTM), 2026-03-14
Page 3 of 3";

const INVOICE: &str = "COMMERCIAL INVOICE
Invoice No: INV-2026-0415   Date: 2026-04-15
Seller / Exporter: Delta Textiles Export GmbH
Buyer: Nile Trading Co. S.A.E.
Consignee: To the order of Nile Trading Co. S.A.E.
Notify Party: Nile Trading Co. S.A.E.
B/L No.: GCLU26041001
Vessel / Voyage: MSC AURORA / 214W
Port of Loading: Rotterdam   Port of Discharge: EGALY
Description   Quantity   Unit price   Amount
Cotton yarn, combed, 40s   120 bales   USD 200.00   USD 24,000.00
Woven denim fabric, 12 oz   120 bales   USD 200.00   USD 24,000.00
Total gross weight: 20,000.00 KGS
Total packages: 240
Total amount: USD 48,000.00";

const PACKING_LIST: &str = "PACKING LIST
Shipper: DELTA TEXTILES EXPORT GMBH
Consignee: NILE TRADING COMPANY SAE
Notify: Same as consignee
Bill of Lading No: GCLU26041001
Vessel: MSC Aurora   Voyage No.: 214W
POL: NLRTM   POD: Alexandria
Container No.   Seal   Packages   Gross Weight (kg)
MSKU 907032-3   SL000123   120 CTNS   10,000.00
CSQU3054383   SL000124   120 CTNS   10,000.00
TOTAL   240 CTNS   20,000.00 KGS";

fn bill() -> Bill {
    Bill {
        reference: "GCLU26041001".into(),
        transport_document_reference: Some("GCLU26041001".into()),
        vessel: Some("MSC Aurora".into()),
        voyage: Some("214W".into()),
        port_of_loading: Some("Rotterdam, NL (NLRTM)".into()),
        port_of_discharge: Some("Alexandria, EG (EGALY)".into()),
        shipper: vec!["Delta Textiles Export GmbH".into()],
        consignee: vec!["Nile Trading Co. S.A.E.".into()],
        notify: vec!["Same as consignee".into()],
        status: "ISSUED".into(),
        is_copy: false,
        held_by_company: true,
        pdf_pages: vec![
            Some(BILL_PAGE_1.into()),
            Some(BILL_PAGE_2.into()),
            Some(BILL_PAGE_3.into()),
        ],
    }
}

fn doc(name: &str, pages: &[&str]) -> Document {
    Document {
        name: name.into(),
        pages: pages.iter().map(|p| Some((*p).to_owned())).collect(),
    }
}

fn differing(report: &Report) -> Vec<(CheckKind, &Finding)> {
    report
        .lines
        .iter()
        .flat_map(|l| l.findings.iter().map(move |f| (l.check, f)))
        .filter(|(_, f)| f.outcome == Outcome::Differs)
        .collect()
}

fn outcome(report: &Report, check: CheckKind) -> Outcome {
    report
        .line(check)
        .map_or(Outcome::NotChecked, |l| l.outcome)
}

#[test]
fn a_matching_invoice_and_packing_list_show_no_difference() {
    let report = check(
        &bill(),
        &[
            doc("invoice.pdf", &[INVOICE]),
            doc("packing-list.pdf", &[PACKING_LIST]),
        ],
        &CheckOptions::default(),
    );
    assert_eq!(differing(&report), vec![], "{report:#?}");
    assert_eq!(report.differences(), 0);
    let kinds: Vec<CheckKind> = report.lines.iter().map(|l| l.check).collect();
    assert_eq!(kinds, CheckKind::ALL.to_vec());
    for check in CheckKind::ALL {
        assert_eq!(
            outcome(&report, check),
            Outcome::Matches,
            "{check:?}: {report:#?}"
        );
    }
    // The invoice names no container: that is not a difference.
    let containers = report
        .line(CheckKind::Containers)
        .map(|l| l.summary.clone());
    assert_eq!(
        containers.as_deref(),
        Some(
            "Containers: MSKU9070323, CSQU3054383 — matches in packing-list.pdf; not stated in invoice.pdf"
        )
    );
    assert!(report.documents_not_checked.is_empty());
}

#[test]
fn a_container_typo_and_a_heavier_packing_list_are_exactly_two_differences() {
    let wrong = PACKING_LIST
        .replace("MSKU 907032-3", "MSKU 907042-3")
        .replace("20,000.00 KGS", "22,000.00 KGS")
        .replace("10,000.00", "11,000.00");
    let report = check(
        &bill(),
        &[
            doc("invoice.pdf", &[INVOICE]),
            doc("packing-list.pdf", &["PACKING LIST", &wrong]),
        ],
        &CheckOptions::default(),
    );
    let diffs = differing(&report);
    assert_eq!(report.differences(), 2, "{diffs:#?}");
    let (kind, f) = diffs[0];
    assert_eq!(kind, CheckKind::Containers);
    assert_eq!(
        (
            f.document.as_str(),
            f.page,
            f.found.as_str(),
            f.expected.as_str()
        ),
        ("packing-list.pdf", 2, "MSKU9070423", "MSKU9070323")
    );
    assert_eq!(
        f.note.as_deref(),
        Some("check digit wrong; the eBL has MSKU9070323")
    );
    let (kind, f) = diffs[1];
    assert_eq!(kind, CheckKind::GrossWeight);
    assert_eq!(
        (
            f.document.as_str(),
            f.page,
            f.found.as_str(),
            f.expected.as_str()
        ),
        ("packing-list.pdf", 2, "22,000.00 KGS", "20,000 kg")
    );
    assert_eq!(f.note.as_deref(), Some("10.0% more than the eBL"));
    let line = report
        .line(CheckKind::Containers)
        .map(|l| l.summary.as_str());
    assert_eq!(
        line,
        Some(
            "Containers: 1 difference from the eBL (MSKU9070323, CSQU3054383) — packing-list.pdf p.2"
        )
    );
    // The invoice still matches on its own.
    let weight = report.line(CheckKind::GrossWeight);
    assert!(weight.is_some_and(|l| {
        l.findings
            .iter()
            .any(|f| f.document == "invoice.pdf" && f.outcome == Outcome::Matches)
    }));
}

#[test]
fn missing_and_extra_containers_are_reported_apart() {
    let other = PACKING_LIST.replace("CSQU3054383", "TGHU1234560");
    let report = check(
        &bill(),
        &[doc("packing-list.pdf", &[&other])],
        &CheckOptions::default(),
    );
    let notes: Vec<(String, String, Option<String>)> = differing(&report)
        .into_iter()
        .map(|(_, f)| (f.found.clone(), f.expected.clone(), f.note.clone()))
        .collect();
    // TGHU1234560 has a wrong check digit (TGHU1234567 would be right).
    assert_eq!(containers::check_digit("TGHU123456"), Some(7));
    assert_eq!(
        notes,
        vec![
            (
                "TGHU1234560".into(),
                String::new(),
                Some("not on the eBL; check digit wrong".into())
            ),
            (
                String::new(),
                "CSQU3054383".into(),
                Some("missing: on the eBL, not in the document".into())
            ),
        ]
    );
}

#[test]
fn a_near_miss_in_a_party_name_differs_and_says_so() {
    let invoice = INVOICE.replace(
        "Seller / Exporter: Delta Textiles Export GmbH",
        "Seller / Exporter: Delta Textile Export GmbH",
    );
    let report = check(
        &bill(),
        &[doc("invoice.pdf", &[&invoice])],
        &CheckOptions::default(),
    );
    let diffs = differing(&report);
    assert_eq!(diffs.len(), 1, "{diffs:#?}");
    let (kind, f) = diffs[0];
    assert_eq!(kind, CheckKind::Shipper);
    assert_eq!(f.found, "Delta Textile Export GmbH");
    assert_eq!(f.expected, "Delta Textiles Export GmbH");
    assert_eq!(f.note.as_deref(), Some("near miss"));
    // Another name altogether differs without "near miss"; no name is "not found".
    let invoice = INVOICE.replace("Delta Textiles Export GmbH", "Harbor Bank plc");
    let report = check(
        &bill(),
        &[doc("invoice.pdf", &[&invoice])],
        &CheckOptions::default(),
    );
    let shipper = report.line(CheckKind::Shipper);
    assert!(shipper.is_some_and(|l| l.outcome == Outcome::Differs && l.findings[0].note.is_none()));
    let invoice = INVOICE.replace("Seller / Exporter: Delta Textiles Export GmbH\n", "");
    let report = check(
        &bill(),
        &[doc("invoice.pdf", &[&invoice])],
        &CheckOptions::default(),
    );
    assert_eq!(outcome(&report, CheckKind::Shipper), Outcome::NotFound);
    assert_eq!(report.differences(), 0);
}

#[test]
fn a_copy_a_bill_held_elsewhere_or_not_issued_says_what_it_is() {
    let docs = [doc("invoice.pdf", &[INVOICE])];
    let report = check(&bill(), &docs, &CheckOptions::default());
    let standing = report.line(CheckKind::BillStanding).cloned();
    assert_eq!(
        standing.map(|l| (l.outcome, l.summary)),
        Some((
            Outcome::Matches,
            "The eBL: an original, ISSUED, held by your company".into()
        ))
    );
    let mut copy = bill();
    copy.is_copy = true;
    copy.held_by_company = false;
    copy.status = "SURRENDER_FOR_DELIVERY_REQUESTED".into();
    let report = check(&copy, &docs, &CheckOptions::default());
    let standing = report.line(CheckKind::BillStanding).cloned();
    assert_eq!(
        standing.as_ref().map(|l| (l.outcome, l.summary.as_str())),
        Some((
            Outcome::Differs,
            "The eBL: a copy, not the original; SURRENDER_FOR_DELIVERY_REQUESTED, not ISSUED; not held by your company"
        ))
    );
    assert_eq!(report.differences(), 3);
}

#[test]
fn a_scanned_page_is_not_checked_never_a_match() {
    let scan = Document {
        name: "scan.pdf".into(),
        pages: vec![None],
    };
    let report = check(
        &bill(),
        &[scan, doc("invoice.pdf", &[INVOICE])],
        &CheckOptions::default(),
    );
    for line in report
        .lines
        .iter()
        .filter(|l| l.check != CheckKind::BillStanding)
    {
        assert_eq!(line.outcome, Outcome::NotChecked, "{line:#?}");
        let f = line.findings.iter().find(|f| f.document == "scan.pdf");
        assert!(
            f.is_some_and(|f| f.outcome == Outcome::NotChecked),
            "{line:#?}"
        );
    }
    assert_eq!(
        report.line(CheckKind::Vessel).map(|l| l.summary.as_str()),
        Some("Vessel: not checked in scan.pdf — no text; MSC Aurora — matches in invoice.pdf")
    );
    assert_eq!(
        report.documents_not_checked,
        vec![DocumentNotChecked {
            document: "scan.pdf".into(),
            pages: vec![1],
            whole_document: true,
            reason: "not checked — no text".into(),
        }]
    );
    assert_eq!(report.differences(), 0);
    // A document with a scanned second page: its text page is checked, page 2 listed.
    let mixed = Document {
        name: "packing-list.pdf".into(),
        pages: vec![Some(PACKING_LIST.into()), None],
    };
    let report = check(&bill(), &[mixed], &CheckOptions::default());
    assert_eq!(outcome(&report, CheckKind::Containers), Outcome::Matches);
    assert_eq!(
        report
            .documents_not_checked
            .first()
            .map(|d| (d.pages.clone(), d.whole_document)),
        Some((vec![2], false))
    );
}

#[test]
fn another_bl_number_differs_and_none_is_not_found() {
    let invoice = INVOICE.replace("B/L No.: GCLU26041001", "B/L No.: GCLU26041002");
    let report = check(
        &bill(),
        &[doc("invoice.pdf", &[&invoice])],
        &CheckOptions::default(),
    );
    let diffs = differing(&report);
    assert_eq!(diffs.len(), 1);
    let (kind, f) = diffs[0];
    assert_eq!(kind, CheckKind::BlNumber);
    assert_eq!(
        (f.found.as_str(), f.expected.as_str()),
        ("GCLU26041002", "GCLU26041001")
    );
    // Both numbers: the other one still differs.
    let both = format!("{INVOICE}\nBL Number: MAEU 123456789");
    let report = check(
        &bill(),
        &[doc("invoice.pdf", &[&both])],
        &CheckOptions::default(),
    );
    assert_eq!(report.differences(), 1);
    // None at all: not found, not a difference.
    let none = INVOICE.replace("B/L No.: GCLU26041001\n", "");
    let report = check(
        &bill(),
        &[doc("invoice.pdf", &[&none])],
        &CheckOptions::default(),
    );
    assert_eq!(outcome(&report, CheckKind::BlNumber), Outcome::NotFound);
    assert_eq!(report.differences(), 0);
}

#[test]
fn an_unlabelled_bl_number_is_found_never_a_match() {
    // The bill's number only in a line of its own words, no "B/L No." before it.
    let unlabelled = INVOICE.replace(
        "B/L No.: GCLU26041001",
        "Our reference GCLU26041001 (booking)",
    );
    let report = check(
        &bill(),
        &[doc("invoice.pdf", &[&unlabelled])],
        &CheckOptions::default(),
    );
    let line = report.line(CheckKind::BlNumber).expect("the line");
    assert_eq!(line.outcome, Outcome::NotFound, "{line:#?}");
    assert!(
        line.findings.iter().all(|f| f.outcome != Outcome::Matches),
        "{line:#?}"
    );
    let f = &line.findings[0];
    assert_eq!(f.found, "GCLU26041001");
    assert_eq!(
        f.note.as_deref(),
        Some("found without its label: not read as a match")
    );
    assert_eq!(
        line.summary,
        "B/L number: GCLU26041001 found without its label in invoice.pdf — not read as a match"
    );
    assert_eq!(report.differences(), 0);
    // Beside a document that states it with its label, the line matches and says the rest.
    let report = check(
        &bill(),
        &[
            doc("invoice.pdf", &[INVOICE]),
            doc("letter.pdf", &[&unlabelled]),
        ],
        &CheckOptions::default(),
    );
    let line = report.line(CheckKind::BlNumber).expect("the line");
    assert_eq!(line.outcome, Outcome::Matches);
    assert_eq!(
        line.summary,
        "B/L number: GCLU26041001 — matches in invoice.pdf; found without its label in letter.pdf (not read as a match)"
    );
}

#[test]
fn bl_numbers_behind_the_usual_labels() {
    let text = "B/L No. GCLU26041001\nBill of Lading No: MAEU-2604 1001\nBL Number MSCU1234567X\n\
                bill of lading number: abc12345\nShipped per B/L dated 2026-01-01\nB/L #: GCLU26041001";
    assert_eq!(
        bl_numbers_in(text),
        vec!["GCLU26041001", "MAEU-2604", "MSCU1234567X", "ABC12345"]
    );
    assert!(same_bl_number("gclu-26041001", "GCLU26041001"));
    assert!(bl_numbers_in("").is_empty());
}

fn weight_of(text: &str, tolerance: f64) -> (Outcome, Option<String>) {
    let report = check(
        &bill(),
        &[doc("packing-list.pdf", &[text])],
        &CheckOptions {
            weight_tolerance_percent: tolerance,
        },
    );
    let line = report.line(CheckKind::GrossWeight).cloned();
    let f = line.as_ref().and_then(|l| l.findings.first().cloned());
    (
        line.map_or(Outcome::NotChecked, |l| l.outcome),
        f.and_then(|f| f.note),
    )
}

#[test]
fn weights_are_compared_after_unit_conversion() {
    assert_eq!(
        weight_of("Total Gross Weight: 20 MT", 0.0).0,
        Outcome::Matches
    );
    assert_eq!(
        weight_of("Total Gross Weight: 20.000 MT", 0.0).0,
        Outcome::Matches
    );
    assert_eq!(
        weight_of("Gross Weight (kg): 20.000,00", 0.0).0,
        Outcome::Matches
    );
    assert_eq!(
        weight_of("Gross weight: 20 000,0 kg", 0.0).0,
        Outcome::Matches
    );
    assert_eq!(
        weight_of("Total gross weight: 44,092.45 LBS", 0.0),
        (Outcome::Matches, Some("= 19,999.999 kg".into()))
    );
    assert_eq!(weight_of("G.W.: 20,000.5 KGM", 0.0).0, Outcome::Differs);
    // 10% over: differs without a tolerance, matches with 10%.
    assert_eq!(
        weight_of("Total gross weight: 22,000 kg", 0.0).0,
        Outcome::Differs
    );
    assert_eq!(
        weight_of("Total gross weight: 22,000 kg", 10.0),
        (
            Outcome::Matches,
            Some("10.0% more than the eBL, within the tolerance".into())
        )
    );
    // No total: the sum of the lines.
    assert_eq!(
        weight_of(
            "MSKU9070323  120 CTNS  10,000 KGS\nCSQU3054383  120 CTNS  10,000 KGS",
            0.0
        ),
        (
            Outcome::Matches,
            Some("no total stated: the sum of 2 lines".into())
        )
    );
    // Net weight is not the gross weight.
    assert_eq!(
        weight_of("Net weight: 19,000 kg   Gross weight: 20,000 kg", 0.0).0,
        Outcome::Matches
    );
}

#[test]
fn packages_totals_and_labels() {
    let packages = |text: &str| {
        let report = check(&bill(), &[doc("d.pdf", &[text])], &CheckOptions::default());
        report.line(CheckKind::Packages).map(|l| l.outcome)
    };
    assert_eq!(packages("No. of Packages: 240"), Some(Outcome::Matches));
    assert_eq!(
        packages("Total packages: 240 cartons"),
        Some(Outcome::Matches)
    );
    assert_eq!(
        packages("TOTAL: 240 CTNS 20,000 KGS"),
        Some(Outcome::Matches)
    );
    assert_eq!(packages("Number of packages: 241"), Some(Outcome::Differs));
    assert_eq!(packages("nothing to see"), Some(Outcome::NotFound));
}

#[test]
fn vessel_voyage_and_ports_as_documents_write_them() {
    let text = "Vessel / Voyage: M/V MSC AURORA / V.214W\nPOL: Rotterdam, Netherlands\nPort of Discharge: EGALY";
    let report = check(&bill(), &[doc("d.pdf", &[text])], &CheckOptions::default());
    for check in [
        CheckKind::Vessel,
        CheckKind::Voyage,
        CheckKind::PortOfLoading,
        CheckKind::PortOfDischarge,
    ] {
        assert_eq!(
            outcome(&report, check),
            Outcome::Matches,
            "{check:?}: {report:#?}"
        );
    }
    let text =
        "Vessel: MAERSK ESSEX\nVoyage: 215W\nPort of loading: Hamburg\nPort of discharge: EGPSE";
    let report = check(&bill(), &[doc("d.pdf", &[text])], &CheckOptions::default());
    assert_eq!(report.differences(), 4, "{report:#?}");
}

#[test]
fn the_digest_is_stable_and_follows_the_findings() {
    let docs = [
        doc("invoice.pdf", &[INVOICE]),
        doc("packing-list.pdf", &[PACKING_LIST]),
    ];
    let a = check(&bill(), &docs, &CheckOptions::default());
    let b = check(&bill(), &docs, &CheckOptions::default());
    assert_eq!(a.digest(), b.digest());
    assert_eq!(a.digest().len(), 64);
    let json = serde_json::to_string(&a).unwrap_or_default();
    let back: Report = serde_json::from_str(&json).unwrap_or_else(|_| b.clone());
    assert_eq!(back.digest(), a.digest());
    let changed = [
        doc("invoice.pdf", &[INVOICE]),
        doc(
            "packing-list.pdf",
            &[&PACKING_LIST.replace("240 CTNS", "241 CTNS")],
        ),
    ];
    let c = check(&bill(), &changed, &CheckOptions::default());
    assert_ne!(a.digest(), c.digest());
}

#[test]
fn no_documents_and_a_bill_without_text() {
    let report = check(&bill(), &[], &CheckOptions::default());
    assert_eq!(outcome(&report, CheckKind::Vessel), Outcome::NotChecked);
    let mut silent = bill();
    silent.pdf_pages = vec![None];
    let report = check(
        &silent,
        &[doc("invoice.pdf", &[INVOICE])],
        &CheckOptions::default(),
    );
    assert_eq!(
        report
            .line(CheckKind::GrossWeight)
            .map(|l| l.summary.as_str()),
        Some("Gross weight: not checked — the eBL's PDF has no text")
    );
}

/// Garbled text never makes the check panic.
#[test]
fn mangled_text_never_panics() {
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let alphabet: Vec<char> = "0123456789.,' :/-#()\n\r\tABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzéß€٣\u{a0}\u{202f}"
        .chars()
        .collect();
    let sources = [INVOICE, PACKING_LIST, BILL_PAGE_1, BILL_PAGE_2];
    for round in 0..400 {
        let base: Vec<char> = sources[round % sources.len()].chars().collect();
        let mut text: Vec<char> = base.clone();
        for _ in 0..(next() % 60) {
            let pos = (next() as usize) % (text.len() + 1);
            match next() % 4 {
                0 if pos < text.len() => {
                    text.remove(pos);
                }
                1 => text.insert(pos, alphabet[(next() as usize) % alphabet.len()]),
                2 if pos < text.len() => text[pos] = alphabet[(next() as usize) % alphabet.len()],
                _ => {
                    let cut = (next() as usize) % (text.len() + 1);
                    text.truncate(cut);
                }
            }
        }
        let text: String = text.into_iter().collect();
        let random: String = (0..(next() % 300))
            .map(|_| alphabet[(next() as usize) % alphabet.len()])
            .collect();
        let mut b = bill();
        b.pdf_pages.push(Some(random.clone()));
        b.vessel = Some(text.chars().take(20).collect());
        b.shipper = vec![random.chars().take(30).collect()];
        let report = check(
            &b,
            &[
                doc("a.pdf", &[&text, &random]),
                Document {
                    name: String::new(),
                    pages: vec![None, Some(String::new())],
                },
            ],
            &CheckOptions {
                weight_tolerance_percent: f64::NAN,
            },
        );
        assert_eq!(report.lines.len(), CheckKind::ALL.len());
        let _ = report.digest();
        let _ = bl_numbers_in(&text);
    }
    // Huge numbers and long runs.
    let long = format!(
        "Total gross weight: {} kg\n{}",
        "9".repeat(400),
        "1,".repeat(5000)
    );
    let report = check(
        &bill(),
        &[doc("long.pdf", &[&long])],
        &CheckOptions::default(),
    );
    assert_eq!(report.lines.len(), CheckKind::ALL.len());
}

/// The sandbox's demo documents (crates/sandbox/src/demo_documents.rs): every checked value
/// on a `<label>: <value>` line, a block per container, then the totals.
const SANDBOX_PACKING_LIST: &str = "PACKING LIST
Packing list number: PL-48213
Packing list date: 2026-03-14
B/L number: GCLU26041001
Shipper: DELTA TEXTILES EXPORT GMBH
Consignee: NILE TRADING CO SAE
Notify party: SAME AS CONSIGNEE
Vessel: MSC Aurora
Voyage: 214W
Port of loading: Rotterdam, NL (NLRTM)
Port of discharge: Alexandria, EG (EGALY)
Line 1 of 2
Container: MSKU9070323
Seal: SL000123
Packages: 120
Net weight: 9600.0 kg
Gross weight: 9850.5 kg
Volume: 33.0 cbm
Description of goods: Cotton yarn, combed, 40s count, on cones
Line 2 of 2
Container: CSQU3054383
Seal: SL000124
Packages: 120
Net weight: 9900.0 kg
Gross weight: 10149.5 kg
Volume: 30.0 cbm
Description of goods: Woven denim fabric, indigo, 12 oz
Total containers: 2
Total packages: 240
Total net weight: 19500.0 kg
Total gross weight: 20000.0 kg
Total volume: 63.0 cbm
Demo document of tdx-sandbox.";

#[test]
fn the_sandbox_demo_packing_list_and_its_mistakes() {
    let report = check(
        &bill(),
        &[doc("packing-list.pdf", &[SANDBOX_PACKING_LIST])],
        &CheckOptions::default(),
    );
    assert_eq!(differing(&report), vec![], "{report:#?}");
    for check in CheckKind::ALL {
        assert_eq!(
            outcome(&report, check),
            Outcome::Matches,
            "{check:?}: {report:#?}"
        );
    }
    // Another B/L number (GCLU26041001-2): one difference, and no match for that document.
    let other =
        SANDBOX_PACKING_LIST.replace("B/L number: GCLU26041001", "B/L number: GCLU26041001-2");
    let report = check(
        &bill(),
        &[doc("packing-list.pdf", &[&other])],
        &CheckOptions::default(),
    );
    assert_eq!(report.differences(), 1);
    let bl = report.line(CheckKind::BlNumber).map(|l| l.findings.clone());
    assert_eq!(bl.map(|f| f.len()), Some(1));
    // Weights times 1.1 on every line and the total: one difference, the total.
    let heavier = SANDBOX_PACKING_LIST
        .replace("Gross weight: 9850.5 kg", "Gross weight: 10835.6 kg")
        .replace("Gross weight: 10149.5 kg", "Gross weight: 11164.4 kg")
        .replace(
            "Total gross weight: 20000.0 kg",
            "Total gross weight: 22000.0 kg",
        );
    let report = check(
        &bill(),
        &[doc("packing-list.pdf", &[&heavier])],
        &CheckOptions::default(),
    );
    let diffs = differing(&report);
    assert_eq!(diffs.len(), 1);
    assert_eq!(diffs[0].1.found, "22000.0 kg");
}
