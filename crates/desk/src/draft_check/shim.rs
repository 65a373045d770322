//! TEMPORARY: the signatures of tdx-doccheck as announced, until it lands on main.
#![allow(dead_code, clippy::all)]

pub mod tdx_doccheck {
    #[derive(Debug, Clone, Default)]
    pub struct Bill {
        pub reference: String,
        pub transport_document_reference: Option<String>,
        pub vessel: Option<String>,
        pub voyage: Option<String>,
        pub port_of_loading: Option<String>,
        pub port_of_discharge: Option<String>,
        pub shipper: Option<String>,
        pub consignee: Option<String>,
        pub notify: Vec<String>,
        pub status: String,
        pub is_copy: bool,
        pub held_by_company: bool,
        pub pdf_pages: Vec<Option<String>>,
    }
    #[derive(Debug, Clone, Default)]
    pub struct Document {
        pub name: String,
        pub pages: Vec<Option<String>>,
    }
    #[derive(Debug, Clone, Default)]
    pub struct CheckOptions {}
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum Outcome {
        Matches,
        Differs,
        NotFound,
        NotChecked,
    }
    #[derive(Debug, Clone)]
    pub struct Finding {
        pub document: String,
        pub page: Option<u32>,
        pub found: Option<String>,
        pub expected: Option<String>,
        pub note: Option<String>,
    }
    #[derive(Debug, Clone)]
    pub struct CheckLine {
        pub check: String,
        pub outcome: Outcome,
        pub summary: String,
        pub findings: Vec<Finding>,
    }
    #[derive(Debug, Clone, Default)]
    pub struct Report {
        pub lines: Vec<CheckLine>,
    }
    impl Report {
        pub fn differences(&self) -> Vec<&Finding> {
            self.lines
                .iter()
                .filter(|l| l.outcome == Outcome::Differs)
                .flat_map(|l| &l.findings)
                .collect()
        }
        pub fn digest(&self) -> String {
            String::new()
        }
    }
    pub fn check(_bill: &Bill, _docs: &[Document], _o: &CheckOptions) -> Report {
        Report::default()
    }
    pub fn bl_numbers_in(_text: &str) -> Vec<String> {
        Vec::new()
    }
}
