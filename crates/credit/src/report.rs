//! The credit check's report: lines in the eBL check's words, the items for the examiner
//! to read, and the dated verdict.

use serde::{Deserialize, Serialize};
use tdx_doccheck::{Finding, Outcome};
use ts_rs::TS;

/// The checks against the credit, in the order the report lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub enum CreditCheckKind {
    InvoiceCurrency,
    InvoiceAmount,
    InvoiceIssuer,
    InvoiceMadeOutTo,
    Goods,
    PortOfLoading,
    PortOfDischarge,
    ShipmentDate,
    Presentation,
    DocumentsRequired,
    PartialShipments,
    Transhipment,
    Consignee,
    NotifyParty,
}

impl CreditCheckKind {
    /// The check's name for the user, with the credit's field.
    pub fn title(self) -> &'static str {
        match self {
            CreditCheckKind::InvoiceCurrency => "Invoice currency (32B)",
            CreditCheckKind::InvoiceAmount => "Invoice amount (32B, 39A)",
            CreditCheckKind::InvoiceIssuer => "Invoice issued by the beneficiary (59)",
            CreditCheckKind::InvoiceMadeOutTo => "Invoice made out to the applicant (50)",
            CreditCheckKind::Goods => "Goods on the invoice (45A)",
            CreditCheckKind::PortOfLoading => "Port of loading (44E)",
            CreditCheckKind::PortOfDischarge => "Port of discharge (44F)",
            CreditCheckKind::ShipmentDate => "Shipment date (44C)",
            CreditCheckKind::Presentation => "Presentation (48, 31D)",
            CreditCheckKind::DocumentsRequired => "Documents required (46A)",
            CreditCheckKind::PartialShipments => "Partial shipments (43P)",
            CreditCheckKind::Transhipment => "Transhipment (43T)",
            CreditCheckKind::Consignee => "Consignee (46A)",
            CreditCheckKind::NotifyParty => "Notify party (46A)",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct CreditCheckLine {
    pub check: CreditCheckKind,
    pub outcome: Outcome,
    pub summary: String,
    /// `found` is what the document states, `expected` what the credit asks. A document
    /// 46A asks for and the envelope lacks is a finding of `the envelope`, page 0.
    pub findings: Vec<Finding>,
}

/// What the check leaves to the examiner (47A, soft clauses, what it cannot read):
/// never a match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct ForExaminer {
    /// The credit's field (`47A`, `46A`...).
    pub tag: String,
    pub text: String,
    pub why: String,
}

/// By when the presentation must reach the bank.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct CreditVerdict {
    /// The day the check was made (ISO).
    pub today: String,
    /// The shipment date read from the eBL's PDF (ISO), when it states one.
    pub shipment_date: Option<String>,
    /// The last day the presentation may reach the bank (ISO): the end of 48's period
    /// after shipment, or 31D's expiry if that is earlier.
    pub present_by: String,
    /// Why that day: `21 days after shipment (48)` or `the credit expires (31D)`.
    pub because: String,
    /// Days from today to `present_by` (negative: that many days late).
    #[ts(type = "number")]
    pub days_left: i64,
    /// The differences found.
    #[ts(type = "number")]
    pub differences: u32,
    /// The verdict in words.
    pub words: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct CreditReport {
    /// 20: the credit's number.
    pub credit_number: String,
    pub lines: Vec<CreditCheckLine>,
    pub for_examiner: Vec<ForExaminer>,
    pub verdict: CreditVerdict,
}

impl CreditReport {
    /// The number of findings that are differences.
    pub fn differences(&self) -> usize {
        self.lines
            .iter()
            .flat_map(|l| &l.findings)
            .filter(|f| f.outcome == Outcome::Differs)
            .count()
    }

    pub fn line(&self, check: CreditCheckKind) -> Option<&CreditCheckLine> {
        self.lines.iter().find(|l| l.check == check)
    }

    /// The findings that are differences, with their line.
    pub fn differing(&self) -> Vec<(CreditCheckKind, &Finding)> {
        self.lines
            .iter()
            .flat_map(|l| l.findings.iter().map(move |f| (l.check, f)))
            .filter(|(_, f)| f.outcome == Outcome::Differs)
            .collect()
    }

    /// SHA-256 (hex) of the report's canonical JSON, as the eBL check's digest.
    pub fn digest(&self) -> String {
        tdx_doccheck::digest_of(self)
    }
}

pub(crate) fn finding(
    doc: &str,
    page: u32,
    outcome: Outcome,
    found: &str,
    expected: &str,
    note: Option<String>,
) -> Finding {
    Finding {
        document: doc.to_owned(),
        page,
        outcome,
        found: found.to_owned(),
        expected: expected.to_owned(),
        note,
    }
}

/// A line from its findings, in the eBL check's words.
pub(crate) fn line(
    check: CreditCheckKind,
    expected: &str,
    findings: Vec<Finding>,
) -> CreditCheckLine {
    let title = check.title();
    let count = |o: Outcome| findings.iter().filter(|f| f.outcome == o).count();
    let places = |o: Outcome| -> String {
        let mut names: Vec<String> = Vec::new();
        for f in findings.iter().filter(|f| f.outcome == o) {
            let at = if f.page == 0 {
                f.document.clone()
            } else {
                format!("{} p.{}", f.document, f.page)
            };
            if !names.contains(&at) {
                names.push(at);
            }
        }
        names.join(", ")
    };
    let (outcome, summary) = if findings.is_empty() {
        (
            Outcome::NotChecked,
            format!("{title}: not checked — no documents"),
        )
    } else if count(Outcome::Differs) > 0 {
        let n = count(Outcome::Differs);
        let plural = if n == 1 { "difference" } else { "differences" };
        (
            Outcome::Differs,
            format!(
                "{title}: {n} {plural} from the credit ({expected}) — {}",
                places(Outcome::Differs)
            ),
        )
    } else if count(Outcome::NotChecked) > 0 {
        let why = findings
            .iter()
            .find(|f| f.outcome == Outcome::NotChecked)
            .and_then(|f| f.note.clone())
            .unwrap_or_else(|| "no text".into());
        (Outcome::NotChecked, format!("{title}: not checked — {why}"))
    } else if count(Outcome::Matches) > 0 {
        let mut s = format!(
            "{title}: {expected} — matches in {}",
            places(Outcome::Matches)
        );
        if count(Outcome::NotFound) > 0 {
            s.push_str(&format!("; not stated in {}", places(Outcome::NotFound)));
        }
        (Outcome::Matches, s)
    } else {
        (
            Outcome::NotFound,
            format!("{title}: not stated in any document"),
        )
    };
    CreditCheckLine {
        check,
        outcome,
        summary,
        findings,
    }
}

/// A line not checked, and why.
pub(crate) fn not_checked(check: CreditCheckKind, why: &str) -> CreditCheckLine {
    CreditCheckLine {
        check,
        outcome: Outcome::NotChecked,
        summary: format!("{}: not checked — {why}", check.title()),
        findings: Vec::new(),
    }
}
