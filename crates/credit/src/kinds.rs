//! The kinds of document a credit asks for (46A's phrases) and an envelope holds (its
//! documents' type codes, or the title on their first page).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export, rename = "CreditDocumentKind")]
pub enum DocKind {
    Invoice,
    BillOfLading,
    PackingList,
    CertificateOfOrigin,
    Insurance,
    WeightList,
    Inspection,
    BeneficiaryCertificate,
    Phytosanitary,
    Draft,
}

impl DocKind {
    pub fn title(self) -> &'static str {
        match self {
            DocKind::Invoice => "Commercial invoice",
            DocKind::BillOfLading => "Bill of lading",
            DocKind::PackingList => "Packing list",
            DocKind::CertificateOfOrigin => "Certificate of origin",
            DocKind::Insurance => "Insurance document",
            DocKind::WeightList => "Weight list",
            DocKind::Inspection => "Inspection certificate",
            DocKind::BeneficiaryCertificate => "Beneficiary's certificate",
            DocKind::Phytosanitary => "Phytosanitary certificate",
            DocKind::Draft => "Draft (bill of exchange)",
        }
    }
}

/// 46A's words for each kind, most specific first (upper case, single spaces).
const PHRASES: &[(&str, DocKind)] = &[
    ("BENEFICIARY'S CERTIFICATE", DocKind::BeneficiaryCertificate),
    ("BENEFICIARYS CERTIFICATE", DocKind::BeneficiaryCertificate),
    ("BENEFICIARY CERTIFICATE", DocKind::BeneficiaryCertificate),
    ("CERTIFICATE OF ORIGIN", DocKind::CertificateOfOrigin),
    ("ORIGIN CERTIFICATE", DocKind::CertificateOfOrigin),
    ("PHYTOSANITARY", DocKind::Phytosanitary),
    ("INSPECTION CERTIFICATE", DocKind::Inspection),
    ("CERTIFICATE OF INSPECTION", DocKind::Inspection),
    ("INSURANCE POLICY", DocKind::Insurance),
    ("INSURANCE CERTIFICATE", DocKind::Insurance),
    ("INSURANCE DOCUMENT", DocKind::Insurance),
    ("PACKING LIST", DocKind::PackingList),
    ("WEIGHT LIST", DocKind::WeightList),
    ("WEIGHT CERTIFICATE", DocKind::WeightList),
    ("BILLS OF LADING", DocKind::BillOfLading),
    ("BILL OF LADING", DocKind::BillOfLading),
    ("B/L", DocKind::BillOfLading),
    ("COMMERCIAL INVOICE", DocKind::Invoice),
    ("INVOICE", DocKind::Invoice),
    ("DRAFTS AT", DocKind::Draft),
    ("BILL OF EXCHANGE", DocKind::Draft),
];

/// The kind a 46A item asks for.
pub fn asked(item: &str) -> Option<DocKind> {
    let up = item
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_uppercase();
    PHRASES
        .iter()
        .filter_map(|(p, k)| up.find(p).map(|at| (at, *k)))
        .min_by_key(|(at, _)| *at)
        .map(|(_, k)| k)
}

/// The kind of an envelope's document: by its type code, else by the title on its first
/// lines (`COMMERCIAL INVOICE`, `PACKING LIST`...).
pub fn presented(code: &str, first_lines: &[String]) -> Option<DocKind> {
    let by_code = match code.trim().to_uppercase().as_str() {
        "INV" | "INVOICE" | "CINV" | "COMM_INV" => Some(DocKind::Invoice),
        "PKL" | "PL" | "PAL" | "PACKING" | "PACKING_LIST" => Some(DocKind::PackingList),
        "COO" | "CO" | "CERT_ORIGIN" | "ORIGIN" => Some(DocKind::CertificateOfOrigin),
        "INS" | "INSURANCE" | "INS_POL" | "INS_CERT" => Some(DocKind::Insurance),
        "WGT" | "WEIGHT" | "WL" => Some(DocKind::WeightList),
        "INSP" | "INSPECTION" => Some(DocKind::Inspection),
        "BEN_CERT" | "BENCERT" => Some(DocKind::BeneficiaryCertificate),
        "PHYTO" => Some(DocKind::Phytosanitary),
        "BL" | "BOL" | "EBL" => Some(DocKind::BillOfLading),
        "DRAFT" | "BOE" => Some(DocKind::Draft),
        _ => None,
    };
    by_code.or_else(|| {
        first_lines.iter().take(3).find_map(|l| {
            let up = l.to_uppercase();
            PHRASES
                .iter()
                .find(|(p, _)| up.starts_with(p))
                .map(|(_, k)| *k)
        })
    })
}

/// `IN 3 ORIGINALS AND 2 COPIES`, `IN DUPLICATE`, `FULL SET`: what 46A asks, in words.
pub fn originals_and_copies(item: &str) -> Option<String> {
    let up = item.to_uppercase();
    let words: Vec<&str> = up
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let mut parts = Vec::new();
    for w in words.windows(2) {
        if let [n, what] = w
            && n.bytes().all(|b| b.is_ascii_digit())
            && (what.starts_with("ORIGINAL") || what.starts_with("COP"))
        {
            parts.push(format!("{n} {}", what.to_lowercase()));
        }
    }
    for (word, says) in [
        ("DUPLICATE", "in duplicate"),
        ("TRIPLICATE", "in triplicate"),
        ("QUADRUPLICATE", "in quadruplicate"),
    ] {
        if words.contains(&word) {
            parts.push(says.to_owned());
        }
    }
    if up.contains("FULL SET") {
        parts.push("a full set".to_owned());
    }
    (!parts.is_empty()).then(|| parts.join(" and "))
}
