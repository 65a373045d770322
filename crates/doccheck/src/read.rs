//! What other checks (the credit check of `tdx-credit`) reuse of this crate's reading: a
//! document's labelled values, its numbers, ports and party names compared the way the
//! eBL check compares them.

use crate::Document;
use crate::extract::{self, Parsed};
use crate::parties::{self, PartyMatch};
use crate::ports;
use crate::text::{self, Field};

/// A label's kind, for [`ReadDocument::labelled`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Label {
    PortOfLoading,
    PortOfDischarge,
    Shipper,
    Consignee,
    Notify,
    /// `Seller`.
    Seller,
    /// `Buyer`, `Sold to`, `Bill to`.
    Buyer,
    /// `On board date`, `Shipped on board`, `Date of shipment`...
    OnBoardDate,
    /// `Date of issue`, `Issue date`.
    IssueDate,
    /// `Description of goods`.
    Description,
}

/// A value behind a label, and its 1-based page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Labelled {
    pub value: String,
    pub page: u32,
}

/// A document read once: its pages' lines and labels.
#[derive(Debug, Clone)]
pub struct ReadDocument {
    parsed: Parsed,
}

impl ReadDocument {
    pub fn new(document: &Document) -> ReadDocument {
        ReadDocument {
            parsed: extract::parse(&document.name, &document.pages),
        }
    }

    /// The pages with text: (1-based page, its lines, trimmed, without empty ones).
    pub fn pages(&self) -> impl Iterator<Item = (u32, &[String])> {
        self.parsed
            .pages
            .iter()
            .map(|p| (p.page, p.lines.as_slice()))
    }

    /// The pages without text.
    pub fn unread_pages(&self) -> &[u32] {
        &self.parsed.unread
    }

    /// Whether any page has text.
    pub fn has_text(&self) -> bool {
        !self.parsed.pages.is_empty()
    }

    /// The distinct values behind labels of `label`, each with the first page it is on.
    pub fn labelled(&self, label: Label) -> Vec<Labelled> {
        let field = match label {
            Label::PortOfLoading => Field::PortOfLoading,
            Label::PortOfDischarge => Field::PortOfDischarge,
            Label::Shipper => Field::Shipper,
            Label::Consignee => Field::Consignee,
            Label::Notify => Field::Notify,
            Label::Seller => Field::Seller,
            Label::Buyer => Field::Buyer,
            Label::OnBoardDate => Field::OnBoardDate,
            Label::IssueDate => Field::IssueDate,
            Label::Description => return self.descriptions(),
        };
        extract::stated(&self.parsed, field)
            .into_iter()
            .map(|s| Labelled {
                value: s.value,
                page: s.page,
            })
            .collect()
    }

    fn descriptions(&self) -> Vec<Labelled> {
        let mut out: Vec<Labelled> = Vec::new();
        for page in &self.parsed.pages {
            for line in &page.lines {
                let lower = line.to_lowercase();
                let rest = ["description of goods", "description"]
                    .iter()
                    .find_map(|l| lower.strip_prefix(l).map(|_| l.len()));
                if let Some(len) = rest {
                    let value = text::clean(line.get(len..).unwrap_or_default());
                    if !value.is_empty() && !out.iter().any(|o| o.value == value) {
                        out.push(Labelled {
                            value,
                            page: page.page,
                        });
                    }
                }
            }
        }
        out
    }
}

/// A number at the start of `s` as documents write it (`1,234.50`, `1.234,50`,
/// `1 234,5`): its value and the bytes it takes.
pub fn number_at(s: &str) -> Option<(f64, usize)> {
    text::number_at(s).map(|(n, len)| (n.value, len))
}

/// Whether two ports are the same port (names and UN/LOCODEs the eBL check knows);
/// `None` when this check cannot relate them (a code and a name it does not know).
pub fn same_port(a: &str, b: &str) -> Option<bool> {
    match ports::same(&ports::parse(a), &ports::parse(b)) {
        ports::Same::Yes => Some(true),
        ports::Same::No => Some(false),
        ports::Same::Unknown => None,
    }
}

/// How a name compares with the expected names, as the eBL check compares parties.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NameMatch {
    Same,
    /// One or two letters differ from this name.
    NearMiss(String),
    /// Only the legal form differs from this name.
    LegalForm(String),
    Different,
}

pub fn compare_names(found: &str, expected: &[String]) -> NameMatch {
    match parties::compare(found, expected) {
        PartyMatch::Same => NameMatch::Same,
        PartyMatch::NearMiss(n) => NameMatch::NearMiss(n),
        PartyMatch::LegalForm(n) => NameMatch::LegalForm(n),
        PartyMatch::Different => NameMatch::Different,
    }
}
