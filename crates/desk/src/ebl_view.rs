//! From the service's eBL to what the window shows: roles, possession, names, and the
//! actions offered with their reasons.

use tdx_client::models::ebl::{Ebl, PartyType};
use tdx_i18n::tr;

use crate::actions::{self, EblFacts, SessionFacts};
use crate::directory::Directory;
use crate::identity::Identity;
use crate::view::{
    DocumentPartyView, EblDetail, EblRow, Inert, NamedInbox, PartyCodeView, PartyView, Role,
};

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
        if let Some(reference) = non_empty(&doc.transport_document_reference) {
            search.push(reference);
        }
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
        reference: Inert::new(&ebl.reference),
        state: Inert::new(ebl.state.as_str()),
        roles: roles(ebl, us),
        held_by_us: held_by_us(ebl, us),
        is_copy: ebl.is_copy(),
        port_of_loading: Inert::opt(ebl.port_of_loading.as_ref()),
        port_of_discharge: Inert::opt(ebl.port_of_discharge.as_ref()),
        vessel_name: Inert::opt(ebl.vessel_name.as_ref()),
        voyage_number: Inert::opt(ebl.voyage_number.as_ref()),
        search_text: Inert::new(search.join(" ").to_lowercase()),
        holder: named_inbox(ebl.possession_id, us, names).name,
        copy_of: ebl.ebl_copy_id.map(|c| c.to_string()),
        transport_document_reference: ebl
            .content
            .document
            .as_ref()
            .and_then(|d| shown(&d.transport_document_reference)),
    }
}

/// The company behind an inbox: us, a name the directory knows, or unknown.
fn named_inbox(inbox: Option<uuid::Uuid>, us: &Identity, names: &Directory) -> NamedInbox {
    let is_us = inbox.is_some_and(|i| us.owns_inbox(&i));
    // The words are messages with no placeable: made inert, they show as they are.
    let name = if is_us {
        Inert::new(tr!("desk-ebl-your-company"))
    } else {
        match inbox.and_then(|i| names.inbox_name(&i)) {
            Some(name) => Inert::new(name),
            None => Inert::new(tr!("desk-ebl-unknown-company")),
        }
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
            party_type: Inert::new(p.kind.as_str()),
            id: p.id.to_string(),
            name: Inert::opt(party_name(p.id, p.inbox_id, names)),
            inbox_id: p.inbox_id.map(|i| i.to_string()),
            contact_email: Inert::opt(p.contact_email.as_ref()),
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
            named.name = Inert::new(tr!("desk-ebl-your-company"));
            named.is_us = true;
        } else if named.name == tr!("desk-ebl-unknown-company")
            && let Some(name) = names.company_name(&p.id)
        {
            named.name = Inert::new(name);
        }
        named
    });
    // Which inbox holds it matters only to a company with several.
    let held_in_inbox = ebl
        .possession_id
        .filter(|inbox| us.inbox_ids.len() > 1 && us.owns_inbox(inbox))
        .map(|inbox| inbox.to_string());
    let carrier_file = ebl
        .content
        .visualisation_by_carrier
        .as_ref()
        .filter(|v| v.name.is_some() || v.content.is_some())
        .map(|v| Inert::new(carrier_file_name(v.name.as_deref(), &ebl.reference)));
    EblDetail {
        issue_to_party_codes: issue_to
            .map(|i| {
                i.party_codes
                    .iter()
                    .filter_map(|c| {
                        Some(PartyCodeView {
                            code: shown(&c.party_code)?,
                            list_name: shown(&c.code_list_name),
                            list_provider: shown(&c.code_list_provider),
                        })
                    })
                    .collect()
            })
            .unwrap_or_default(),
        issue_to_tax_reference: issue_to.and_then(|i| shown(&i.tax_reference)),
        issue_to_registration_number: issue_to.and_then(|i| shown(&i.registration_number)),
        issue_to_platform: issue_to.and_then(|i| shown(&i.send_to_platform)),
        held_in_inbox,
        original: None,
        copies: Vec::new(),
        carrier_file,
        possession_holder: named_inbox(ebl.possession_id, us, names),
        title_holder,
        endorsement_type: Inert::opt(ebl.endorsement_type.as_ref()),
        title_id: ebl.title_id.map(|t| t.to_string()),
        possession_id: ebl.possession_id.map(|p| p.to_string()),
        copy_of: ebl.ebl_copy_id.map(|c| c.to_string()),
        parties,
        issue_to_name: issue_to.and_then(|i| shown(&i.legal_name)),
        issue_to_country: issue_to.and_then(|i| shown(&i.location_of_registration)),
        transport_document_reference: document.and_then(|d| shown(&d.transport_document_reference)),
        is_to_order: document.and_then(|d| d.is_to_order),
        document_parties: document
            .map(|d| {
                d.document_parties
                    .iter()
                    .map(|p| {
                        let code = p
                            .party_function
                            .as_deref()
                            .map(str::trim)
                            .unwrap_or_default();
                        DocumentPartyView {
                            name: Inert::new(
                                p.party
                                    .as_ref()
                                    .and_then(|n| n.party_name.as_deref())
                                    .unwrap_or_default(),
                            ),
                            function: Inert::new(party_function_words(code)),
                            function_code: Inert::new(code),
                            to_be_notified: p.is_to_be_notified.unwrap_or(false),
                        }
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

/// A document party's function in words: the DCSA name of `code` (case aside), "Party
/// function <code>" for a code not in the list, "Not given" for none. Messages with no
/// placeable (the code of an unknown function follows the words): the result is shown inert.
pub fn party_function_words(code: &str) -> String {
    let code = code.trim();
    if code.is_empty() {
        return tr!("desk-party-function-not-given");
    }
    match code.to_ascii_uppercase().as_str() {
        "OS" => tr!("desk-party-function-shipper"),
        "CN" => tr!("desk-party-function-consignee"),
        "COW" => tr!("desk-party-function-invoice-payer-shipper"),
        "COX" => tr!("desk-party-function-invoice-payer-consignee"),
        "MS" => tr!("desk-party-function-document-issuer"),
        "N1" => tr!("desk-party-function-first-notify"),
        "N2" => tr!("desk-party-function-second-notify"),
        "NI" => tr!("desk-party-function-other-notify"),
        "DDR" => tr!("desk-party-function-shipper-forwarder"),
        "DDS" => tr!("desk-party-function-consignee-forwarder"),
        "HE" => tr!("desk-party-function-booking-office"),
        "SCO" => tr!("desk-party-function-contract-owner"),
        "BA" => tr!("desk-party-function-booking-agency"),
        "EBL" => tr!("desk-party-function-platform"),
        "END" => tr!("desk-party-function-endorsee"),
        "CA" => tr!("desk-party-function-carrier"),
        "AG" => tr!("desk-party-function-agent"),
        "VSL" => tr!("desk-party-function-vessel"),
        "ATH" => tr!("desk-party-function-port-authority"),
        "PLT" => tr!("desk-party-function-pilot"),
        "TR" => tr!("desk-party-function-terminal"),
        "TWG" => tr!("desk-party-function-towing"),
        "BUK" => tr!("desk-party-function-bunker"),
        "LSH" => tr!("desk-party-function-lashing"),
        _ => format!("{} {code}", tr!("desk-party-function-code")),
    }
}

/// The name the carrier's visualisation file is saved under: the name it came with (its
/// final path component, printable), else the eBL's reference.
pub fn carrier_file_name(name: Option<&str>, reference: &str) -> String {
    let given = name
        .map(|n| n.rsplit(['/', '\\']).next().unwrap_or(n))
        .map(|n| n.chars().filter(|c| !c.is_control()).collect::<String>())
        .map(|n| n.trim().to_owned())
        .filter(|n| !n.is_empty() && n != "." && n != "..");
    given.unwrap_or_else(|| format!("{reference}-carrier"))
}

fn non_empty(text: &Option<String>) -> Option<String> {
    text.as_ref().filter(|s| !s.trim().is_empty()).cloned()
}

/// [`non_empty`], as the window may show it.
fn shown(text: &Option<String>) -> Option<Inert> {
    non_empty(text).map(Inert::new)
}

#[cfg(test)]
mod tests {
    use super::*;
    use uuid::Uuid;

    const FACTS: SessionFacts = SessionFacts {
        signed_in: true,
        can_write: true,
        has_key: true,
    };

    fn ebl(json: serde_json::Value) -> Ebl {
        serde_json::from_value(json).expect("an eBL")
    }

    #[test]
    fn document_party_functions_are_from_the_catalogue_in_each_language() {
        let codes = [
            "OS", "CN", "COW", "COX", "MS", "N1", "N2", "NI", "DDR", "DDS", "HE", "SCO", "BA",
            "EBL", "END", "CA", "AG", "VSL", "ATH", "PLT", "TR", "TWG", "BUK", "LSH", "",
        ];
        tdx_i18n::set_language(tdx_i18n::Lang::Pseudo);
        for code in codes {
            crate::catalogue_check::assert_pseudo(&party_function_words(code));
        }
        tdx_i18n::set_language(tdx_i18n::Lang::Ar);
        for code in codes {
            crate::catalogue_check::assert_arabic(&party_function_words(code));
        }
        // An unknown code follows the words as the service wrote it.
        assert!(party_function_words("XYZ").ends_with(" XYZ"));
        tdx_i18n::set_language(tdx_i18n::Lang::En);
    }

    #[test]
    fn document_party_functions_are_in_words_and_unknown_codes_are_named() {
        assert_eq!(party_function_words("CN"), "Consignee");
        assert_eq!(party_function_words("n1"), "First notify party");
        assert_eq!(party_function_words("N2"), "Second notify party");
        assert_eq!(party_function_words("NI"), "Other notify party");
        assert_eq!(party_function_words("OS"), "Shipper");
        assert_eq!(party_function_words("DDR"), "Shipper's freight forwarder");
        assert_eq!(party_function_words("ZZ"), "Party function ZZ");
        assert_eq!(party_function_words(" "), "Not given");
    }

    #[test]
    fn the_inbox_that_holds_it_is_named_only_for_a_company_with_several() {
        let one = Uuid::from_u128(1);
        let two = Uuid::from_u128(2);
        let held = ebl(serde_json::json!({
            "id": Uuid::from_u128(9), "reference": "R", "state": "ISSUED", "possessionId": two,
        }));
        let mut us = Identity {
            company_id: Some(Uuid::from_u128(5)),
            company_name: None,
            inbox_ids: vec![one, two],
            ..Identity::default()
        };
        let names = Directory::default();
        let detail = detail(&held, &us, &names, FACTS);
        assert_eq!(detail.held_in_inbox, Some(two.to_string()));
        us.inbox_ids = vec![two];
        assert_eq!(super::detail(&held, &us, &names, FACTS).held_in_inbox, None);
    }

    #[test]
    fn issue_to_codes_tax_and_registration_are_shown_and_the_reference_searchable() {
        let full = ebl(serde_json::json!({
            "id": Uuid::from_u128(9), "reference": "R", "state": "ISSUED",
            "content": {
                "issueTo": {
                    "legalName": "Nile", "taxReference": "EG-TAX-1", "registrationNumber": "EG42",
                    "partyCodes": [{"partyCode": "5493001KJTIIGC8Y1R12", "codeListName": "LEI",
                                    "codeListProvider": "GLEIF"}, {"partyCode": " "}],
                },
                "document": {"transportDocumentReference": "TDR-77"},
                "eBLVisualisationByCarrier": {"name": "../bl.pdf", "content": "JVBERi0="},
            },
        }));
        let detail = detail(&full, &Identity::default(), &Directory::default(), FACTS);
        assert_eq!(detail.issue_to_party_codes.len(), 1);
        assert_eq!(detail.issue_to_party_codes[0].code, "5493001KJTIIGC8Y1R12");
        assert_eq!(
            detail.issue_to_party_codes[0].list_name.as_deref(),
            Some("LEI")
        );
        assert_eq!(detail.issue_to_tax_reference.as_deref(), Some("EG-TAX-1"));
        assert_eq!(detail.issue_to_registration_number.as_deref(), Some("EG42"));
        assert_eq!(detail.carrier_file.as_deref(), Some("bl.pdf"));
        assert_eq!(
            detail.row.transport_document_reference.as_deref(),
            Some("TDR-77")
        );
        assert!(detail.row.search_text.contains("tdr-77"));
    }

    #[test]
    fn a_party_name_with_a_bidi_override_or_a_zero_width_space_reaches_the_window_inert() {
        let hostile = ebl(serde_json::json!({
            "id": Uuid::from_u128(9), "reference": "GCL\u{200b}-1\u{1b}[2K", "state": "ISSUED",
            "content": {
                "issueTo": {"legalName": "Global \u{202e}sgnidloH\u{202c} Ltd"},
                "document": {"documentParties": [
                    {"partyFunction": "CN", "party": {"partyName": "Delta\u{200d} \u{2067}Bank\u{2069}"}},
                ]},
            },
        }));
        let detail = detail(&hostile, &Identity::default(), &Directory::default(), FACTS);
        assert_eq!(detail.row.reference, "GCL-1␛[2K");
        assert_eq!(
            detail.issue_to_name.as_deref(),
            Some("Global ⟨U+202E⟩sgnidloH⟨U+202C⟩ Ltd")
        );
        assert_eq!(
            detail.document_parties[0].name,
            "Delta ⟨U+2067⟩Bank⟨U+2069⟩"
        );
        // What crosses to the window holds none of them, wherever they were.
        let sent = serde_json::to_string(&detail).unwrap();
        for c in [
            '\u{1b}', '\u{200b}', '\u{200d}', '\u{202e}', '\u{202c}', '\u{2067}', '\u{2069}',
        ] {
            assert!(
                !sent.contains(c),
                "U+{:04X} reached the window: {sent}",
                c as u32
            );
        }
        assert!(!sent.contains("\\u001b"), "{sent}");
        assert!(
            detail.row.search_text.contains("global ⟨U+202E⟩sgnidloh"),
            "{}",
            detail.row.search_text
        );
    }
}
