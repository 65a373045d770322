//! Who is who: company names and countries by company id and by inbox id, so the window can
//! show "Harbor Bank" instead of a UUID, and where each name comes from. Built from the
//! interface only, the same way for every profile: the "who am I" answer, the parties of the
//! eBLs the user sees (each interface party named by the document party of the same role), and
//! the user's contacts as a layer on top that is replaced whenever the contacts are read (a
//! deleted contact's name goes with it).
//!
//! A name only eBL content gives was written by the issuer of that eBL: it is kept as *named on
//! eBLs*, never as verified. A name two inboxes share, or an inbox known under two names, is
//! flagged ([`Directory::flags`]); an inbox one or two characters from a known one is a near
//! miss ([`Directory::near_misses`]).

use std::collections::{BTreeSet, HashMap};

use tdx_client::models::ebl::{Ebl, PartyType};
use tdx_i18n::{Lang, language, tr};
use tdx_store::{Contact, VerificationMethod};
use uuid::Uuid;

use crate::view::{Inert, NameSource, NameSourceKind, Recipient};

/// The document party function (DCSA code) that names the interface party of a role.
fn function_of(kind: &PartyType) -> Option<&'static str> {
    match kind {
        PartyType::Consignee => Some("CN"),
        PartyType::Consignor => Some("OS"),
        PartyType::Issuer | PartyType::Surrenderee => Some("CA"),
        _ => None,
    }
}

/// The role an eBL names a party in, in words.
fn role_word(kind: &PartyType) -> &'static str {
    match kind {
        PartyType::Consignee => "consignee",
        PartyType::Consignor => "shipper",
        PartyType::Issuer => "issuer",
        PartyType::Surrenderee => "surrenderee",
        _ => "party",
    }
}

#[derive(Debug, Clone, Default)]
pub struct Directory {
    companies: HashMap<Uuid, String>,
    /// The "who am I" answer's inboxes (ours).
    inboxes: HashMap<Uuid, Entry>,
    /// The names eBLs give an inbox, in the order first seen, with the eBLs and roles.
    named_on: HashMap<Uuid, Vec<(String, Seen)>>,
    /// The profile's contacts by inbox; a contact's name wins over the known company's.
    contacts: HashMap<Uuid, Contact>,
}

#[derive(Debug, Clone)]
struct Entry {
    name: String,
    country: Option<String>,
}

#[derive(Debug, Clone, Default)]
struct Seen {
    references: BTreeSet<String>,
    roles: BTreeSet<&'static str>,
}

/// Two names that a reader takes for the same: letters and digits only, any case.
fn same_name(a: &str, b: &str) -> bool {
    key(a) == key(b)
}

fn key(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// How many characters one inbox id differs from another (edit distance of their hex digits).
pub fn inbox_distance(a: &Uuid, b: &Uuid) -> usize {
    let a = a.simple().to_string().into_bytes();
    let b = b.simple().to_string().into_bytes();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (diagonal + usize::from(ca != cb))
                .min(above + 1)
                .min(row[j] + 1);
            diagonal = above;
        }
    }
    row[b.len()]
}

/// A time on record (ms since the Unix epoch) as the window says it: `2026-04-10 14:05 UTC`.
pub fn when(ms: i64) -> String {
    let Ok(t) = time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000) else {
        return tr!("desk-time-unknown");
    };
    // English as it always was (UTC); another language as it writes a time, in the user's
    // time zone.
    if language() != Lang::En {
        return tdx_i18n::format::date_time(t);
    }
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02} UTC",
        t.year(),
        u8::from(t.month()),
        t.day(),
        t.hour(),
        t.minute()
    )
}

/// How a contact was verified, in words.
pub fn method_words(how: VerificationMethod) -> String {
    match how {
        VerificationMethod::PhoneCall => tr!("desk-dir-method-phone"),
        VerificationMethod::InPerson => tr!("desk-dir-method-in-person"),
        VerificationMethod::EmailFromKnownAddress => tr!("desk-dir-method-email"),
        VerificationMethod::Other => tr!("desk-dir-method-other"),
    }
}

/// The roles an eBL names a party in, in words, as a list.
fn roles_words<'a>(roles: impl IntoIterator<Item = &'a &'static str>) -> String {
    roles
        .into_iter()
        .map(|role| match *role {
            "consignee" => tr!("desk-dir-role-consignee"),
            "shipper" => tr!("desk-dir-role-shipper"),
            "issuer" => tr!("desk-dir-role-issuer"),
            "surrenderee" => tr!("desk-dir-role-surrenderee"),
            _ => tr!("desk-dir-role-party"),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A contact's verification record in one sentence, if it is verified.
pub fn verified_words(contact: &Contact) -> Option<String> {
    let v = contact.verification.as_ref()?;
    let note = v.note.trim();
    let how = match (v.how, note.is_empty()) {
        (VerificationMethod::Other, false) => note.to_owned(),
        (how, true) => method_words(how),
        (how, false) => format!("{}: {note}", method_words(how)),
    };
    Some(tr!(
        "desk-dir-verified",
        by = v.by.trim(),
        when = when(v.at),
        how = how
    ))
}

impl Directory {
    /// Adds the "who am I" answer's company and inboxes. A later entry for the same inbox
    /// replaces the earlier.
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
    /// already known for a company is kept (the "who am I" answer is the better source); every
    /// name an inbox is given is kept with the eBLs and roles that give it.
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
            let Some(name) = named.map(|n| n.trim().to_owned()).filter(|n| !n.is_empty()) else {
                continue;
            };
            self.companies
                .entry(party.id)
                .or_insert_with(|| name.clone());
            if let Some(inbox) = party.inbox_id {
                let names = self.named_on.entry(inbox).or_default();
                let at = match names.iter().position(|(n, _)| *n == name) {
                    Some(at) => at,
                    None => {
                        names.push((name, Seen::default()));
                        names.len() - 1
                    }
                };
                if let Some((_, seen)) = names.get_mut(at) {
                    seen.references.insert(ebl.reference.clone());
                    seen.roles.insert(role_word(&party.kind));
                }
            }
        }
    }

    /// Replaces the contacts layer with the profile's contacts.
    pub fn set_contacts(&mut self, contacts: &[Contact]) {
        self.contacts = contacts
            .iter()
            .filter_map(|c| Some((Uuid::parse_str(&c.inbox_id).ok()?, c.clone())))
            .collect();
    }

    pub fn company_name(&self, id: &Uuid) -> Option<&str> {
        self.companies.get(id).map(String::as_str)
    }

    /// The name shown for an inbox: the contact's, else the "who am I" answer's, else the
    /// first an eBL gave it.
    pub fn inbox_name(&self, inbox: &Uuid) -> Option<&str> {
        if let Some(c) = self.contacts.get(inbox) {
            return Some(&c.company_name);
        }
        if let Some(e) = self.inboxes.get(inbox) {
            return Some(&e.name);
        }
        self.named_on
            .get(inbox)?
            .first()
            .map(|(name, _)| name.as_str())
    }

    /// The name the app knows for `inbox`, and where it comes from, apart from what the eBL
    /// `reviewed` (a reference) says: the contact's, else the "who am I" answer's, else the name
    /// the most other eBLs give it. A name only the reviewed eBL gives is shown as that (the
    /// document under review cannot vouch for its own counterparty, and its parties' names are
    /// borrowed from the document's).
    pub fn inbox_name_apart_from(
        &self,
        inbox: &Uuid,
        reviewed: Option<&str>,
    ) -> Option<(&str, String)> {
        if let Some(c) = self.contacts.get(inbox) {
            let source = match c.verification {
                Some(_) => tr!("desk-dir-verified-contact"),
                None => tr!("desk-dir-contact-not-verified"),
            };
            return Some((&c.company_name, source));
        }
        if let Some(e) = self.inboxes.get(inbox) {
            return Some((&e.name, tr!("desk-dir-who-am-i")));
        }
        let names = self.named_on.get(inbox)?;
        let others = |seen: &Seen| {
            seen.references
                .iter()
                .filter(|r| Some(r.as_str()) != reviewed)
                .count()
        };
        let roles = |seen: &Seen| roles_words(&seen.roles);
        let best = names
            .iter()
            .enumerate()
            .max_by_key(|(at, (_, seen))| (others(seen), std::cmp::Reverse(*at)))
            .map(|(_, n)| n)?;
        let (name, seen) = best;
        let count = others(seen);
        let source = match (count, reviewed) {
            (0, Some(reference)) => tr!(
                "desk-dir-named-only-on",
                reference = reference,
                roles = roles(seen)
            ),
            (0, None) => tr!("desk-dir-named-on-ebls", roles = roles(seen)),
            (n, _) => tr!(
                "desk-dir-named-on-count",
                count = n,
                other = if reviewed.is_some() { "yes" } else { "no" },
                roles = roles(seen)
            ),
        };
        Some((name, source))
    }

    /// Whether another inbox is known by `name` too (any case and punctuation).
    pub fn name_shared(&self, inbox: &Uuid, name: &str) -> bool {
        self.named_inboxes()
            .iter()
            .any(|(other, names)| other != inbox && names.iter().any(|n| same_name(n, name)))
    }

    /// Every inbox the app knows (named by a contact, the "who am I" answer or an eBL).
    pub fn known_inboxes(&self) -> Vec<Uuid> {
        self.named_inboxes().into_keys().collect()
    }

    fn country(&self, inbox: &Uuid) -> Option<String> {
        match self.contacts.get(inbox) {
            Some(c) => c.country.clone(),
            None => self.inboxes.get(inbox)?.country.clone(),
        }
    }

    /// The profile's contact for an inbox, if any.
    pub fn contact(&self, inbox: &Uuid) -> Option<&Contact> {
        self.contacts.get(inbox)
    }

    /// Every name an inbox is known by, with its source: the contact first, then the "who am
    /// I" answer, then the names eBLs give it.
    pub fn sources(&self, inbox: &Uuid) -> Vec<NameSource> {
        let mut out = Vec::new();
        if let Some(c) = self.contacts.get(inbox) {
            let (kind, text) = match verified_words(c) {
                // Sentences of the catalogue follow one another (never one inside another).
                Some(verified) => (
                    NameSourceKind::VerifiedContact,
                    format!("{} {verified}", tr!("desk-dir-your-contact")),
                ),
                None => {
                    let mut text = tr!("desk-dir-contact-not-verified");
                    match (&c.added_by, c.added_at) {
                        (Some(by), Some(at)) => text.push_str(&format!(
                            " {}",
                            tr!("desk-dir-added-by", by = by, when = when(at))
                        )),
                        (None, Some(at)) => text
                            .push_str(&format!(" {}", tr!("desk-dir-added-on", when = when(at)))),
                        _ => {}
                    }
                    (NameSourceKind::Contact, text)
                }
            };
            out.push(NameSource {
                name: Inert::new(&c.company_name),
                kind,
                text,
            });
        }
        if let Some(e) = self.inboxes.get(inbox) {
            out.push(NameSource {
                name: Inert::new(&e.name),
                kind: NameSourceKind::WhoAmI,
                text: tr!("desk-dir-who-am-i"),
            });
        }
        for (name, seen) in self.named_on.get(inbox).into_iter().flatten() {
            let count = seen.references.len();
            out.push(NameSource {
                name: Inert::new(name),
                kind: NameSourceKind::NamedOnEbls,
                text: tr!(
                    "desk-dir-source-named-on",
                    count = count,
                    roles = roles_words(&seen.roles)
                ),
            });
        }
        out
    }

    /// The references of the eBLs that name an inbox.
    pub fn appears_on(&self, inbox: &Uuid) -> Vec<String> {
        let refs: BTreeSet<&String> = self
            .named_on
            .get(inbox)
            .into_iter()
            .flatten()
            .flat_map(|(_, seen)| seen.references.iter())
            .collect();
        refs.into_iter().cloned().collect()
    }

    /// Every inbox with a name, and its names.
    fn named_inboxes(&self) -> HashMap<Uuid, Vec<&str>> {
        let mut out: HashMap<Uuid, Vec<&str>> = HashMap::new();
        for (inbox, c) in &self.contacts {
            out.entry(*inbox).or_default().push(&c.company_name);
        }
        for (inbox, e) in &self.inboxes {
            out.entry(*inbox).or_default().push(&e.name);
        }
        for (inbox, names) in &self.named_on {
            for (name, _) in names {
                out.entry(*inbox).or_default().push(name);
            }
        }
        out
    }

    /// What a reader must be told about an inbox's names: known under two names, or its name
    /// also another inbox's.
    pub fn flags(&self, inbox: &Uuid) -> Vec<String> {
        let all = self.named_inboxes();
        let mut out = Vec::new();
        let Some(names) = all.get(inbox) else {
            return out;
        };
        let mut distinct: Vec<&str> = Vec::new();
        for name in names {
            if !distinct.iter().any(|d| same_name(d, name)) {
                distinct.push(name);
            }
        }
        if distinct.len() > 1 {
            let list = distinct.join(", ");
            // "… Lines Ltd." ends the sentence itself.
            let stop = if list.ends_with('.') { "no" } else { "yes" };
            out.push(tr!(
                "desk-dir-known-under-names",
                count = distinct.len(),
                names = list,
                stop = stop
            ));
        }
        for name in &distinct {
            let mut others: Vec<String> = all
                .iter()
                .filter(|(other, n)| *other != inbox && n.iter().any(|n| same_name(n, name)))
                .map(|(other, _)| other.to_string())
                .collect();
            others.sort();
            for other in others {
                out.push(tr!(
                    "desk-dir-name-also-another",
                    name = *name,
                    other = other
                ));
            }
        }
        out
    }

    /// An inbox no name is known for that is one or two characters from a known inbox, or a
    /// known inbox named like another inbox, called out by name: "1 character from Harbor Bank
    /// plc's inbox (…)". (A known inbox is shown with its own name: a typo that lands on one is
    /// seen by its name, and known inboxes may well be numbered one after the other.)
    pub fn near_misses(&self, inbox: &Uuid) -> Vec<String> {
        let all = self.named_inboxes();
        let unknown = !all.contains_key(inbox);
        let mut near: Vec<(usize, String, Uuid)> = all
            .iter()
            .filter(|(other, _)| unknown && *other != inbox)
            .filter_map(|(other, names)| {
                let d = inbox_distance(inbox, other);
                let name = self.inbox_name(other).or(names.first().copied())?;
                (1..=2).contains(&d).then(|| (d, name.to_owned(), *other))
            })
            .collect();
        near.sort();
        let mut out: Vec<String> = near
            .into_iter()
            .map(|(d, name, other)| {
                tr!(
                    "desk-dir-near-miss",
                    count = d,
                    name = name,
                    other = other.to_string()
                )
            })
            .collect();
        if let Some(names) = all.get(inbox) {
            let mut named_alike: Vec<(String, Uuid)> = all
                .iter()
                .filter(|(other, _)| *other != inbox)
                .filter_map(|(other, others)| {
                    let name = names
                        .iter()
                        .find(|n| others.iter().any(|o| same_name(n, o)))?;
                    Some(((*name).to_owned(), *other))
                })
                .collect();
            named_alike.sort();
            for (name, other) in named_alike {
                out.push(tr!(
                    "desk-dir-named-alike",
                    name = name,
                    other = other.to_string()
                ));
            }
        }
        out
    }

    /// Every known inbox except the ones in `exclude` (our own), sorted by name, each with
    /// its sources and flags.
    pub fn recipients(&self, exclude: &[Uuid]) -> Vec<Recipient> {
        let all = self.named_inboxes();
        let mut out: Vec<Recipient> = all
            .keys()
            .filter(|inbox| !exclude.contains(inbox))
            .filter_map(|inbox| {
                Some(Recipient {
                    name: Inert::new(self.inbox_name(inbox)?),
                    inbox_id: inbox.to_string(),
                    country: Inert::opt(self.country(inbox)),
                    verified: self
                        .contacts
                        .get(inbox)
                        .is_some_and(|c| c.verification.is_some()),
                    sources: self.sources(inbox),
                    flags: self.flags(inbox).into_iter().map(Inert::new).collect(),
                })
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
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn contact(name: &str, country: Option<&str>, inbox: Uuid) -> Contact {
        Contact {
            id: Uuid::new_v4().to_string(),
            company_name: name.into(),
            inbox_id: inbox.to_string(),
            country: country.map(str::to_owned),
            notes: String::new(),
            added_by: None,
            added_at: None,
            verification: None,
        }
    }

    /// Every sentence the receiver check takes from the directory: sources (a verified
    /// contact, the who-am-I answer, eBLs), a name borrowed from eBLs, two names for one inbox,
    /// a name shared with another inbox, and a near miss.
    fn said() -> Vec<String> {
        let bank = Uuid::parse_str("5e1f9c2a-07d3-4b8e-a1f4-6c0b93d27e15").unwrap();
        let lookalike = Uuid::parse_str("5e1f9c2a-07d3-4b8e-a1f4-6c0b93d27e16").unwrap();
        let other = Uuid::parse_str("7a2d3f1b-4c8e-4d2f-8b66-1e3a7c9f5b22").unwrap();
        let mut d = Directory::default();
        d.add_company(None, "Harbor Bank plc", Some("GB"), &[bank]);
        d.add_company(None, "Our bank", Some("GB"), &[other]);
        let mut verified = contact("Our bank", None, bank);
        verified.verification = Some(tdx_store::Verification {
            by: "ops@nile.example".into(),
            at: 0,
            how: VerificationMethod::PhoneCall,
            note: String::new(),
        });
        let mut added = contact("Delta Partner", None, other);
        added.added_by = Some("ops@nile.example".into());
        added.added_at = Some(0);
        d.set_contacts(&[verified, added]);
        let mut out: Vec<String> = Vec::new();
        for inbox in [bank, other] {
            out.extend(d.sources(&inbox).into_iter().map(|s| s.text));
            out.extend(d.flags(&inbox));
            out.extend(d.near_misses(&inbox));
            out.extend(d.inbox_name_apart_from(&inbox, None).map(|(_, s)| s));
        }
        out.extend(d.near_misses(&lookalike));
        out
    }

    #[test]
    fn the_receiver_check_s_sources_and_flags_read_in_english_as_before() {
        tdx_i18n::set_language(Lang::En);
        let said = said();
        assert!(
            said.contains(
                &"your contact. Verified by ops@nile.example on 1970-01-01 00:00 UTC (phone call)."
                    .to_owned()
            ),
            "{said:#?}"
        );
        assert!(
            said.contains(
                &"This inbox is known under 2 names: Our bank, Harbor Bank plc.".to_owned()
            ),
            "{said:#?}"
        );
        assert!(
            said.contains(
                &"your contact, not verified (added by ops@nile.example on 1970-01-01 00:00 UTC)"
                    .to_owned()
            ),
            "{said:#?}"
        );
        assert!(
            said.iter()
                .any(|s| s.starts_with("1 character from Our bank's inbox (")),
            "{said:#?}"
        );
    }

    #[test]
    fn the_receiver_check_s_sources_and_flags_are_from_the_catalogue_in_each_language() {
        tdx_i18n::set_language(Lang::Pseudo);
        for text in said() {
            crate::catalogue_check::assert_pseudo(&text);
        }
        tdx_i18n::set_language(Lang::Ar);
        let arabic = said();
        for text in &arabic {
            crate::catalogue_check::assert_arabic(text);
        }
        // A date in Arabic is written as Arabic writes it, never the English UTC form.
        assert!(arabic.iter().all(|t| !t.contains("UTC")), "{arabic:#?}");
        tdx_i18n::set_language(Lang::ZhCn);
        for text in said() {
            crate::catalogue_check::assert_chinese(&text);
        }
        tdx_i18n::set_language(Lang::En);
    }

    #[test]
    fn a_contact_names_an_inbox_until_it_is_deleted() {
        let bank = Uuid::new_v4();
        let partner = Uuid::new_v4();
        let mut d = Directory::default();
        d.add_company(None, "Harbor Bank plc", Some("GB"), &[bank]);
        d.set_contacts(&[
            contact("Our bank", None, bank),
            contact("Delta Partner", Some("DE"), partner),
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

    #[test]
    fn inbox_distance_counts_changed_hex_digits() {
        let a = Uuid::parse_str("6f1c2e0a-3b7d-4c1e-9a55-0d2f6b8e4a11").unwrap();
        let b = Uuid::parse_str("6f1c2e0a-3b7d-4c1e-9a55-0d2f6b8e4a12").unwrap();
        let c = Uuid::parse_str("7f1c2e0a-3b7d-4c1e-9a55-0d2f6b8e4a12").unwrap();
        assert_eq!(inbox_distance(&a, &a), 0);
        assert_eq!(inbox_distance(&a, &b), 1);
        assert_eq!(inbox_distance(&a, &c), 2);
        assert!(inbox_distance(&a, &Uuid::nil()) > 2);
    }

    #[test]
    fn an_inbox_known_under_two_names_is_flagged_in_one_sentence() {
        let inbox = Uuid::new_v4();
        let mut d = Directory::default();
        d.add_company(None, "Global Carrier Lines Ltd.", None, &[inbox]);
        d.set_contacts(&[contact("Delta Textiles Export GmbH", None, inbox)]);
        let flags = d.flags(&inbox);
        let flag = flags
            .iter()
            .find(|f| f.starts_with("This inbox is known under 2 names: "))
            .expect("flagged");
        assert!(flag.contains("Delta Textiles Export GmbH"), "{flag}");
        assert!(
            flag.ends_with("Global Carrier Lines Ltd.") || flag.ends_with("GmbH."),
            "{flag}"
        );
        assert!(!flag.contains(".."), "{flag}");
    }

    #[test]
    fn when_is_read_in_utc() {
        assert_eq!(when(0), "1970-01-01 00:00 UTC");
    }
}
