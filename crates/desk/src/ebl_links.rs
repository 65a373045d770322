//! Which eBLs are copies of which: learned from every list and every eBL read, so a detail
//! links a copy to its original and lists an original's copies without reading the cache.

use std::collections::HashMap;

use tdx_client::models::ebl::Ebl;
use uuid::Uuid;

/// The company's eBLs by id (their references), and the copies of each original.
#[derive(Debug, Default)]
pub struct EblLinks {
    /// Whether a whole list was learned (before that, the cache is read once).
    pub(crate) filled: bool,
    references: HashMap<Uuid, String>,
    /// Original → its copies the company sees, in the order learned.
    copies: HashMap<Uuid, Vec<Uuid>>,
}

impl EblLinks {
    /// Replaces what is known with the eBLs of a whole list.
    pub fn learn_list(&mut self, ebls: &[Ebl]) {
        self.references.clear();
        self.copies.clear();
        for ebl in ebls {
            self.learn(ebl);
        }
        self.filled = true;
    }

    /// Learns one eBL (read on its own).
    pub fn learn(&mut self, ebl: &Ebl) {
        self.references.insert(ebl.id, ebl.reference.clone());
        if let Some(original) = ebl.ebl_copy_id {
            let copies = self.copies.entry(original).or_default();
            if !copies.contains(&ebl.id) {
                copies.push(ebl.id);
            }
        }
    }

    /// Forgets an eBL the company no longer sees.
    pub fn forget(&mut self, id: Uuid) {
        self.references.remove(&id);
        for copies in self.copies.values_mut() {
            copies.retain(|c| *c != id);
        }
    }

    /// The reference of an eBL the company sees.
    pub fn reference(&self, id: &Uuid) -> Option<&str> {
        self.references.get(id).map(String::as_str)
    }

    /// The copies of `original` the company sees.
    pub fn copies_of(&self, original: &Uuid) -> &[Uuid] {
        self.copies.get(original).map(Vec::as_slice).unwrap_or(&[])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ebl(id: u128, reference: &str, copy_of: Option<u128>) -> Ebl {
        let mut ebl: Ebl = serde_json::from_value(serde_json::json!({
            "id": Uuid::from_u128(id), "reference": reference, "state": "ISSUED"
        }))
        .expect("an eBL");
        ebl.ebl_copy_id = copy_of.map(Uuid::from_u128);
        ebl
    }

    #[test]
    fn an_original_knows_its_copies_and_a_list_replaces_them() {
        let mut links = EblLinks::default();
        links.learn_list(&[ebl(1, "A", None), ebl(2, "A", Some(1)), ebl(3, "B", None)]);
        assert_eq!(links.copies_of(&Uuid::from_u128(1)), &[Uuid::from_u128(2)]);
        assert_eq!(links.reference(&Uuid::from_u128(3)), Some("B"));
        links.learn(&ebl(2, "A", Some(1)));
        assert_eq!(links.copies_of(&Uuid::from_u128(1)).len(), 1);
        links.forget(Uuid::from_u128(2));
        assert!(links.copies_of(&Uuid::from_u128(1)).is_empty());
        links.learn_list(&[ebl(3, "B", None)]);
        assert_eq!(links.reference(&Uuid::from_u128(1)), None);
    }
}
