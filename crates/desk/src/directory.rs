//! Who is who: company names and countries by company id and by inbox id, so the window can
//! show "Harbor Bank" instead of a UUID. Filled from the sandbox's world for the embedded
//! profile and from the user's contacts.

use std::collections::HashMap;

use uuid::Uuid;

use crate::view::Recipient;

#[derive(Debug, Clone, Default)]
pub struct Directory {
    companies: HashMap<Uuid, String>,
    inboxes: HashMap<Uuid, Entry>,
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

    pub fn company_name(&self, id: &Uuid) -> Option<&str> {
        self.companies.get(id).map(String::as_str)
    }

    pub fn inbox_name(&self, inbox: &Uuid) -> Option<&str> {
        self.inboxes.get(inbox).map(|e| e.name.as_str())
    }

    /// Every known inbox except the ones in `exclude` (our own), sorted by name.
    pub fn recipients(&self, exclude: &[Uuid]) -> Vec<Recipient> {
        let mut out: Vec<Recipient> = self
            .inboxes
            .iter()
            .filter(|(inbox, _)| !exclude.contains(inbox))
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
