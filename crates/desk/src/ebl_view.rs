//! From the service's eBL to what the window shows: roles, possession, names, and the
//! actions offered with their reasons.

use tdx_client::models::ebl::{Ebl, PartyType};

use crate::actions::{self, EblFacts, SessionFacts};
use crate::directory::Directory;
use crate::identity::Identity;
use crate::view::{DocumentPartyView, EblDetail, EblRow, NamedInbox, PartyView, Role};

/// The roles `us` plays on `ebl`: a party is us when its company id is ours or its inbox is
/// one of ours.
pub fn roles(ebl: &Ebl, us: &Identity) -> Vec<Role> {
    let mut out = Vec::new();
    for party in &ebl.parties {
        let is_us = us.company_id == Some(party.id)
            || party.inbox_id.is_some_and(|inbox| us.owns_inbox(&inbox));
        if !is_us {
            continue;
        }
        let role = match &party.kind {
            PartyType::Issuer => Role::Issuer,
            PartyType::Consignor => Role::Consignor,
            PartyType::Consignee => Role::Consignee,
            PartyType::Surrenderee => Role::Surrenderee,
            _ => continue,
        };
        if !out.contains(&role) {
            out.push(role);
        }
    }
    out
}

pub fn held_by_us(ebl: &Ebl, us: &Identity) -> bool {
    ebl.possession_id.is_some_and(|inbox| us.owns_inbox(&inbox))
}

pub fn row(ebl: &Ebl, us: &Identity, names: &Directory) -> EblRow {
    let mut search = Vec::new();
    for party in &ebl.parties {
        if let Some(name) = party_name(party.id, party.inbox_id, names) {
            search.push(name.to_owned());
        }
    }
    if let Some(doc) = &ebl.content.document {
        for p in &doc.document_parties {
            if let Some(name) = p.party.as_ref().and_then(|n| n.party_name.as_ref()) {
                search.push(name.clone());
            }
        }
    }
    if let Some(name) = ebl
        .content
        .issue_to
        .as_ref()
        .and_then(|i| i.legal_name.as_ref())
    {
        search.push(name.clone());
    }
    EblRow {
        id: ebl.id.to_string(),
        reference: ebl.reference.clone(),
        state: ebl.state.as_str().to_owned(),
        roles: roles(ebl, us),
        held_by_us: held_by_us(ebl, us),
        is_copy: ebl.is_copy(),
        port_of_loading: ebl.port_of_loading.clone(),
        port_of_discharge: ebl.port_of_discharge.clone(),
        vessel_name: ebl.vessel_name.clone(),
        voyage_number: ebl.voyage_number.clone(),
        search_text: search.join(" ").to_lowercase(),
        holder: named_inbox(ebl.possession_id, us, names).name,
    }
}

/// The company behind an inbox: us, a name the directory knows, or unknown.
fn named_inbox(inbox: Option<uuid::Uuid>, us: &Identity, names: &Directory) -> NamedInbox {
    let is_us = inbox.is_some_and(|i| us.owns_inbox(&i));
    let name = if is_us {
        "Your company".to_owned()
    } else {
        inbox
            .and_then(|i| names.inbox_name(&i))
            .unwrap_or("Unknown company")
            .to_owned()
    };
    NamedInbox {
        name,
        inbox_id: inbox.map(|i| i.to_string()),
        is_us,
    }
}

pub fn detail(ebl: &Ebl, us: &Identity, names: &Directory, session: SessionFacts) -> EblDetail {
    let row = row(ebl, us, names);
    let actions = actions::options(
        EblFacts {
            state: &row.state,
            is_copy: row.is_copy,
            roles: &row.roles,
            held_by_us: row.held_by_us,
        },
        session,
    );
    let parties = ebl
        .parties
        .iter()
        .map(|p| PartyView {
            party_type: p.kind.as_str().to_owned(),
            id: p.id.to_string(),
            name: party_name(p.id, p.inbox_id, names).map(str::to_owned),
            inbox_id: p.inbox_id.map(|i| i.to_string()),
            contact_email: p.contact_email.clone(),
            is_us: us.company_id == Some(p.id) || p.inbox_id.is_some_and(|i| us.owns_inbox(&i)),
            name_flags: p.inbox_id.map(|i| names.flags(&i)).unwrap_or_default(),
        })
        .collect();
    let document = ebl.content.document.as_ref();
    let issue_to = ebl.content.issue_to.as_ref();
    let consignee = ebl.parties_of(&PartyType::Consignee).next();
    let title_holder = consignee.map(|p| {
        let mut named = named_inbox(p.inbox_id, us, names);
        if us.company_id == Some(p.id) {
            named.name = "Your company".into();
            named.is_us = true;
        } else if named.name == "Unknown company"
            && let Some(name) = names.company_name(&p.id)
        {
            named.name = name.to_owned();
        }
        named
    });
    EblDetail {
        possession_holder: named_inbox(ebl.possession_id, us, names),
        title_holder,
        endorsement_type: ebl.endorsement_type.clone(),
        title_id: ebl.title_id.map(|t| t.to_string()),
        possession_id: ebl.possession_id.map(|p| p.to_string()),
        copy_of: ebl.ebl_copy_id.map(|c| c.to_string()),
        parties,
        issue_to_name: issue_to.and_then(|i| non_empty(&i.legal_name)),
        issue_to_country: issue_to.and_then(|i| non_empty(&i.location_of_registration)),
        transport_document_reference: document
            .and_then(|d| non_empty(&d.transport_document_reference)),
        is_to_order: document.and_then(|d| d.is_to_order),
        document_parties: document
            .map(|d| {
                d.document_parties
                    .iter()
                    .map(|p| DocumentPartyView {
                        name: p
                            .party
                            .as_ref()
                            .and_then(|n| n.party_name.clone())
                            .unwrap_or_default(),
                        function: p.party_function.clone().unwrap_or_default(),
                        to_be_notified: p.is_to_be_notified.unwrap_or(false),
                    })
                    .collect()
            })
            .unwrap_or_default(),
        actions,
        row,
    }
}

fn party_name(company: uuid::Uuid, inbox: Option<uuid::Uuid>, names: &Directory) -> Option<&str> {
    names
        .company_name(&company)
        .or_else(|| inbox.and_then(|i| names.inbox_name(&i)))
}

fn non_empty(text: &Option<String>) -> Option<String> {
    text.as_ref().filter(|s| !s.trim().is_empty()).cloned()
}
