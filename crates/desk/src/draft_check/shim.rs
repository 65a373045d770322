//! TEMPORARY: the signatures of tdx-doccheck and of tdx-pdf's text extraction as announced,
//! until they land on main. Removed when they do.
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

pub struct PageText {
    pub page: u32,
    pub text: Option<String>,
    pub truncated: bool,
}

pub trait Texts {
    async fn texts_of_path(
        &self,
        path: &std::path::Path,
    ) -> Result<Vec<PageText>, tdx_pdf::PdfError>;
    async fn texts_of_bytes(&self, bytes: Vec<u8>) -> Result<Vec<PageText>, tdx_pdf::PdfError>;
}

impl Texts for tdx_pdf::PdfService {
    async fn texts_of_path(&self, _: &std::path::Path) -> Result<Vec<PageText>, tdx_pdf::PdfError> {
        Err(tdx_pdf::PdfError::Protocol("no text extraction yet".into()))
    }
    async fn texts_of_bytes(&self, _: Vec<u8>) -> Result<Vec<PageText>, tdx_pdf::PdfError> {
        Err(tdx_pdf::PdfError::Protocol("no text extraction yet".into()))
    }
}
