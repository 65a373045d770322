//! Who is who: company names and countries by company id and by inbox id, so the window can
//! show "Harbor Bank" instead of a UUID. Built from the interface only, the same way for every
//! profile: the "who am I" answer, the parties of the eBLs the user sees (each interface party
//! named by the document party of the same role), and the user's contacts as a layer on top
//! that is replaced whenever the contacts are read (a deleted contact's name goes with it).

use std::collections::HashMap;

use tdx_client::models::ebl::{Ebl, PartyType};
use uuid::Uuid;

use crate::view::Recipient;

/// The document party function (DCSA code) that names the interface party of a role.
fn function_of(kind: &PartyType) -> Option<&'static str> {
    match kind {
        PartyType::Consignee => Some("CN"),
        PartyType::Consignor => Some("OS"),
        PartyType::Issuer | PartyType::Surrenderee => Some("CA"),
        _ => None,
    }
}

#[derive(Debug, Clone, Default)]
pub struct Directory {
    companies: HashMap<Uuid, String>,
    inboxes: HashMap<Uuid, Entry>,
    /// The profile's contacts by inbox; a contact's name wins over the known company's.
    contacts: HashMap<Uuid, Entry>,
}

#[derive(Debug, Clone)]
struct Entry {
    name: String,
    country: Option<String>,
}

impl Directory {
    /// Adds a company and its inboxes. A later entry for the same inbox replaces the earlier.
    pub fn add_company(
        &mut self,
        company_id: Option<Uuid>,
        name: &str,
        country: Option<&str>,
        inboxes: &[Uuid],
    ) {
        if let Some(id) = company_id {
            self.companies.insert(id, name.to_owned());
        }
        for inbox in inboxes {
            let entry = Entry {
                name: name.to_owned(),
                country: country.map(str::to_owned),
            };
            self.inboxes.insert(*inbox, entry);
        }
    }

    /// Learns the names an eBL gives its parties: each interface party (company id, inbox) is
    /// named by the document party of the same role, the consignee also by `issueTo`. A name
    /// already known for a company is kept (the "who am I" answer is the better source).
    pub fn learn(&mut self, ebl: &Ebl) {
        let document = ebl.content.document.as_ref();
        for party in &ebl.parties {
            let Some(function) = function_of(&party.kind) else {
                continue;
            };
            let named = document
                .and_then(|d| {
                    d.document_parties
                        .iter()
                        .find(|p| p.party_function.as_deref() == Some(function))
                })
                .and_then(|p| p.party.as_ref()?.party_name.clone())
                .or_else(|| {
                    (party.kind == PartyType::Consignee)
                        .then(|| ebl.content.issue_to.as_ref()?.legal_name.clone())
                        .flatten()
                });
            let Some(name) = named.filter(|n| !n.trim().is_empty()) else {
                continue;
            };
            let name = self.companies.entry(party.id).or_insert(name).clone();
            if let Some(inbox) = party.inbox_id {
                self.inboxes.entry(inbox).or_insert(Entry {
                    name,
                    country: None,
                });
            }
        }
    }

    /// Replaces the contacts layer with `entries` (name, country, inbox).
    pub fn set_contacts(&mut self, entries: &[(String, Option<String>, Uuid)]) {
        self.contacts = entries
            .iter()
            .map(|(name, country, inbox)| {
                let entry = Entry {
                    name: name.clone(),
                    country: country.clone(),
                };
                (*inbox, entry)
            })
            .collect();
    }

    fn entry(&self, inbox: &Uuid) -> Option<&Entry> {
        self.contacts.get(inbox).or_else(|| self.inboxes.get(inbox))
    }

    pub fn company_name(&self, id: &Uuid) -> Option<&str> {
        self.companies.get(id).map(String::as_str)
    }

    pub fn inbox_name(&self, inbox: &Uuid) -> Option<&str> {
        self.entry(inbox).map(|e| e.name.as_str())
    }

    /// Every known inbox except the ones in `exclude` (our own), sorted by name.
    pub fn recipients(&self, exclude: &[Uuid]) -> Vec<Recipient> {
        let inboxes: std::collections::HashSet<&Uuid> =
            self.inboxes.keys().chain(self.contacts.keys()).collect();
        let mut out: Vec<Recipient> = inboxes
            .into_iter()
            .filter(|inbox| !exclude.contains(inbox))
            .filter_map(|inbox| Some((inbox, self.entry(inbox)?)))
            .map(|(inbox, e)| Recipient {
                name: e.name.clone(),
                inbox_id: inbox.to_string(),
                country: e.country.clone(),
            })
            .collect();
        out.sort_by(|a, b| {
            a.name
                .cmp(&b.name)
                .then_with(|| a.inbox_id.cmp(&b.inbox_id))
        });
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_contact_names_an_inbox_until_it_is_deleted() {
        let bank = Uuid::new_v4();
        let partner = Uuid::new_v4();
        let mut d = Directory::default();
        d.add_company(None, "Harbor Bank plc", Some("GB"), &[bank]);
        d.set_contacts(&[
            ("Our bank".into(), None, bank),
            ("Delta Partner".into(), Some("DE".into()), partner),
        ]);
        assert_eq!(d.inbox_name(&bank), Some("Our bank"));
        let names: Vec<_> = d.recipients(&[]).into_iter().map(|r| r.name).collect();
        assert_eq!(names, ["Delta Partner", "Our bank"]);
        // Both contacts deleted: the known company keeps its own name, the partner is gone.
        d.set_contacts(&[]);
        assert_eq!(d.inbox_name(&bank), Some("Harbor Bank plc"));
        assert_eq!(d.inbox_name(&partner), None);
        assert_eq!(d.recipients(&[]).len(), 1);
    }
}
