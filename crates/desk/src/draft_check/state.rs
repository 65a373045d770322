//! What the document check keeps between checks, held by the profile's context: the text of
//! every document and eBL PDF already extracted (so adding a document extracts that one
//! alone), and the eBL picker's rows (so a search as the user types reads no cache).

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex as StdMutex};

use uuid::Uuid;

/// The text of each page of a PDF, `None` for a page without a text layer (a scan).
pub(crate) type PageTexts = Arc<Vec<Option<String>>>;

/// Files whose texts are kept at most (beyond it the oldest half is forgotten).
const MAX_KEPT: usize = 512;

/// A document file as it was when its text was extracted: canonical path, size, modification
/// time (ns). A file rewritten since is another key.
pub(crate) type FileKey = (String, u64, u64);

/// One eBL for the picker: what a search compares and what a choice shows.
#[derive(Debug, Clone)]
pub(crate) struct PickRow {
    pub(crate) id: String,
    pub(crate) reference: String,
    pub(crate) transport_document_reference: Option<String>,
    pub(crate) state: String,
    pub(crate) is_copy: bool,
    pub(crate) held_by_us: bool,
    /// Reference, transport document reference, vessel, voyage, ports and party names,
    /// lower-cased.
    pub(crate) haystack: String,
}

/// The picker's rows as computed for a viewer from the cache at one generation.
pub(crate) struct PickerIndex {
    pub(crate) generation: u64,
    pub(crate) viewer: String,
    pub(crate) rows: Arc<Vec<PickRow>>,
}

/// What the document check keeps between checks.
#[derive(Default)]
pub(crate) struct CheckState {
    documents: StdMutex<HashMap<FileKey, PageTexts>>,
    /// eBL PDF texts by the sha256 of the PDF (hex).
    pdfs: StdMutex<HashMap<String, PageTexts>>,
    /// eBL id → the fingerprint of the eBL as last read and the sha256 of its PDF then: an eBL
    /// that did not change is not downloaded again.
    pdf_of: StdMutex<HashMap<Uuid, (String, String)>>,
    /// PDFs handed to the worker for their text (documents and eBL PDFs).
    extractions: AtomicU64,
    pub(crate) picker: StdMutex<Option<PickerIndex>>,
}

impl CheckState {
    pub(crate) fn document(&self, key: &FileKey) -> Option<PageTexts> {
        self.documents.lock().ok()?.get(key).cloned()
    }

    pub(crate) fn keep_document(&self, key: FileKey, texts: PageTexts) {
        if let Ok(mut map) = self.documents.lock() {
            bound(&mut map);
            map.insert(key, texts);
        }
    }

    /// Keeps the texts of a file's bytes by their sha256 (beside the file key), so that the
    /// text of bytes that were uploaded is found again after the file changed on disk.
    pub(crate) fn keep_by_sha256(&self, sha256: String, t: PageTexts) {
        if let Ok(mut map) = self.pdfs.lock() {
            bound(&mut map);
            map.insert(sha256, t);
        }
    }

    /// The texts of the bytes whose sha256 is `sha256` (a document's or an eBL's PDF).
    pub(crate) fn pdf(&self, sha256: &str) -> Option<PageTexts> {
        self.pdfs.lock().ok()?.get(sha256).cloned()
    }

    pub(crate) fn keep_pdf(&self, ebl: Uuid, fingerprint: String, sha256: String, t: PageTexts) {
        if let Ok(mut map) = self.pdfs.lock() {
            bound(&mut map);
            map.insert(sha256.clone(), t);
        }
        if let Ok(mut map) = self.pdf_of.lock() {
            bound(&mut map);
            map.insert(ebl, (fingerprint, sha256));
        }
    }

    /// The texts of the eBL's PDF when the eBL is as it was (`fingerprint`) when they were
    /// extracted; any fingerprint when `None` (the service cannot be reached).
    pub(crate) fn pdf_of(&self, ebl: Uuid, fingerprint: Option<&str>) -> Option<PageTexts> {
        let (seen, sha) = self.pdf_of.lock().ok()?.get(&ebl).cloned()?;
        if fingerprint.is_some_and(|f| f != seen) {
            return None;
        }
        self.pdf(&sha)
    }

    pub(crate) fn count_extraction(&self) {
        self.extractions.fetch_add(1, Ordering::AcqRel);
    }

    pub(crate) fn extractions(&self) -> u64 {
        self.extractions.load(Ordering::Acquire)
    }
}

/// Forgets an arbitrary half of a map grown to [`MAX_KEPT`] entries.
fn bound<K: Clone + Eq + std::hash::Hash, V>(map: &mut HashMap<K, V>) {
    if map.len() >= MAX_KEPT {
        let drop: Vec<K> = map.keys().take(MAX_KEPT / 2).cloned().collect();
        for k in drop {
            map.remove(&k);
        }
    }
}
