//! The eBL PDFs open in the PDF worker, most recently used last and bounded: hovering over many
//! rows (which opens their PDFs ahead of a click) cannot grow the worker without limit.

use tdx_pdf::DocumentId;

/// Open documents kept at most; the least recently used is closed beyond that.
pub const MAX_OPEN_PREVIEWS: usize = 16;

#[derive(Default)]
pub struct OpenPreviews {
    /// (eBL id, document), least recently used first.
    docs: Vec<(String, DocumentId)>,
}

impl OpenPreviews {
    /// The open document of an eBL, marked as just used.
    pub fn get(&mut self, ebl_id: &str) -> Option<DocumentId> {
        let at = self.docs.iter().position(|(id, _)| id == ebl_id)?;
        let entry = self.docs.remove(at);
        let doc = entry.1;
        self.docs.push(entry);
        Some(doc)
    }

    /// Records a newly opened document; returns the documents to close (the eBL's previous
    /// one, and the least recently used beyond the bound).
    pub fn insert(&mut self, ebl_id: String, doc: DocumentId) -> Vec<DocumentId> {
        let mut closed = Vec::new();
        if let Some(at) = self.docs.iter().position(|(id, _)| *id == ebl_id) {
            closed.push(self.docs.remove(at).1);
        }
        self.docs.push((ebl_id, doc));
        while self.docs.len() > MAX_OPEN_PREVIEWS {
            closed.push(self.docs.remove(0).1);
        }
        closed
    }

    /// Forgets an eBL's document (the worker lost it); returns it.
    pub fn remove(&mut self, ebl_id: &str) -> Option<DocumentId> {
        let at = self.docs.iter().position(|(id, _)| id == ebl_id)?;
        Some(self.docs.remove(at).1)
    }

    pub fn clear(&mut self) {
        self.docs.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc(n: u64) -> DocumentId {
        DocumentId(n)
    }

    #[test]
    fn the_least_recently_used_document_is_closed_beyond_the_bound() {
        let mut open = OpenPreviews::default();
        for n in 0..MAX_OPEN_PREVIEWS as u64 {
            assert!(open.insert(format!("ebl-{n}"), doc(n)).is_empty());
        }
        // ebl-0 is used again, so ebl-1 is now the oldest.
        assert_eq!(open.get("ebl-0"), Some(doc(0)));
        assert_eq!(open.insert("ebl-new".into(), doc(99)), vec![doc(1)]);
        assert_eq!(open.get("ebl-1"), None);
        assert_eq!(open.get("ebl-0"), Some(doc(0)));
    }

    #[test]
    fn reopening_an_ebl_closes_its_previous_document() {
        let mut open = OpenPreviews::default();
        open.insert("a".into(), doc(1));
        assert_eq!(open.insert("a".into(), doc(2)), vec![doc(1)]);
        assert_eq!(open.remove("a"), Some(doc(2)));
        assert_eq!(open.get("a"), None);
    }
}
