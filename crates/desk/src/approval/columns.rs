//! The three columns of an approval row — what the maker asked, what the eBL says now, what
//! the approver's key would sign — and every difference between them in words.

use tdx_approval::{RequestParty, RequestedEbl};
use tdx_client::models::ebl::Ebl;

use crate::approval::{ApprovalColumn, ApprovalRow};
use crate::directory::Directory;
use crate::first_seen::surrenderee_inbox;
use crate::view::{ActionKind, Inert, SignedCall};
use tdx_i18n::tr;

/// What the approver's side knows for one eBL of the request.
pub(crate) struct Seen<'a> {
    /// The eBL as read now from the approver's session (`None`: it could not be read).
    pub(crate) ebl: Option<&'a Ebl>,
    /// The call the approver's key would sign, decoded by the guard (`None`: a copy, or
    /// nothing can be signed).
    pub(crate) call: Option<&'a SignedCall>,
    /// The name the approver's receiver check knows for the counterparty (recipient, or
    /// this eBL's surrenderee), and whether it was checked at all.
    pub(crate) counterparty: Option<(String, Option<String>)>,
    /// Why nothing can be signed or sent for it, in the user's words.
    pub(crate) problem: Option<String>,
}

/// "Harbor Bank plc (1b0c…0a04)", or the inbox alone when no name is known.
pub(crate) fn party_text(name: Option<&str>, inbox: &str) -> String {
    let party = Party::of(name, Some(inbox));
    tr!(
        "desk-approval-party",
        partyKind = party.kind,
        name = party.name,
        short = party.short
    )
}

/// A party as a difference names it, the catalogue choosing the words with its kind: by name
/// and short inbox (`name`), by short inbox (`inbox`), or none (`none`).
struct Party {
    kind: &'static str,
    name: String,
    short: String,
}

impl Party {
    fn of(name: Option<&str>, inbox: Option<&str>) -> Self {
        let Some(inbox) = inbox else {
            return Self {
                kind: "none",
                name: String::new(),
                short: String::new(),
            };
        };
        let short = short_id(inbox);
        match name {
            Some(name) if !name.trim().is_empty() => Self {
                kind: "name",
                name: name.to_owned(),
                short,
            },
            _ => Self {
                kind: "inbox",
                name: String::new(),
                short,
            },
        }
    }
}

/// The key the catalogue's messages choose an operation's words with.
fn kind_key(kind: ActionKind) -> &'static str {
    match kind {
        ActionKind::TransferPossession => "transfer",
        ActionKind::RequestSurrenderForDelivery => "surrender",
        ActionKind::SendAsCopy => "copy",
    }
}

fn short_id(id: &str) -> String {
    let compact: String = id.chars().filter(|c| *c != '-').collect();
    if compact.chars().count() <= 10 {
        return compact;
    }
    let head: String = compact.chars().take(4).collect();
    let tail: String = compact
        .chars()
        .rev()
        .take(4)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    format!("{head}…{tail}")
}

/// The operation in words.
pub(crate) fn operation_words(kind: ActionKind) -> String {
    tr!("desk-approval-operation", kind = kind_key(kind))
}

fn function_words(function: &str) -> String {
    tr!("desk-approval-function", function = function)
}

/// The function a kind signs, as the decoded call names it.
fn function_of(kind: ActionKind) -> Option<&'static str> {
    match kind {
        ActionKind::TransferPossession => Some("transferPossession"),
        ActionKind::RequestSurrenderForDelivery => Some("requestSurrenderForDelivery"),
        ActionKind::SendAsCopy => None,
    }
}

fn holder_of(directory: &Directory, inbox: Option<&str>) -> Party {
    let name = inbox
        .and_then(|i| uuid::Uuid::parse_str(i).ok())
        .and_then(|i| directory.inbox_name(&i).map(str::to_owned));
    Party::of(name.as_deref(), inbox)
}

fn holder_text(directory: &Directory, inbox: Option<&str>) -> String {
    let holder = holder_of(directory, inbox);
    tr!(
        "desk-approval-holder",
        partyKind = holder.kind,
        name = holder.name,
        short = holder.short
    )
}

/// The kind of an optional id for the catalogue: `id`, or `none`.
fn id_kind(id: Option<&str>) -> &'static str {
    if id.is_some() { "id" } else { "none" }
}

fn first_name(party: &RequestParty) -> Option<&str> {
    party.names.first().map(|n| n.name.as_str())
}

fn same_name(a: &str, b: &str) -> bool {
    let norm = |s: &str| {
        s.split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .to_lowercase()
    };
    norm(a) == norm(b)
}

fn same_id(a: &str, b: &str) -> bool {
    a.trim().eq_ignore_ascii_case(b.trim())
}

/// The row of one eBL: the three columns, and each difference in words.
pub(crate) fn row(
    directory: &Directory,
    kind: ActionKind,
    recipient: Option<&RequestParty>,
    asked: &RequestedEbl,
    seen: &Seen<'_>,
) -> ApprovalRow {
    let mut differences: Vec<String> = Vec::new();
    let asked_party = match kind {
        ActionKind::RequestSurrenderForDelivery => asked.surrenderee.as_ref(),
        _ => recipient,
    };
    let asked_column = ApprovalColumn {
        state: Inert::new(&asked.state).into_string(),
        holder: holder_text(directory, asked.holder_inbox.as_deref()),
        title_id: asked.title_id.clone(),
        counterparty: asked_party.map(|p| party_text(first_name(p), &p.inbox)),
        operation: operation_words(kind),
    };

    // Now: the eBL as the approver reads it.
    let now_column = match seen.ebl {
        Some(ebl) => {
            let now_state = ebl.state.as_str().to_owned();
            let now_holder = ebl.possession_id.map(|p| p.to_string());
            let now_title = ebl.title_id.map(|t| t.to_string());
            let now_party_inbox = match kind {
                ActionKind::RequestSurrenderForDelivery => {
                    surrenderee_inbox(ebl).map(|s| s.to_string())
                }
                _ => recipient.map(|r| r.inbox.clone()),
            };
            let now_party_name = seen.counterparty.as_ref().and_then(|(_, n)| n.clone());
            if ebl.reference != asked.reference {
                differences.push(tr!(
                    "desk-approval-diff-reference",
                    now = &ebl.reference,
                    asked = &asked.reference
                ));
            }
            if now_state != asked.state {
                differences.push(tr!(
                    "desk-approval-diff-state",
                    now = &now_state,
                    asked = &asked.state
                ));
            }
            let holder_now = holder_text(directory, now_holder.as_deref());
            let holder_same = match (&now_holder, &asked.holder_inbox) {
                (Some(a), Some(b)) => same_id(a, b),
                (None, None) => true,
                _ => false,
            };
            if !holder_same {
                let now = holder_of(directory, now_holder.as_deref());
                let then = holder_of(directory, asked.holder_inbox.as_deref());
                differences.push(tr!(
                    "desk-approval-diff-holder",
                    nowKind = now.kind,
                    now = now.name,
                    nowId = now.short,
                    askedKind = then.kind,
                    asked = then.name,
                    askedId = then.short
                ));
            }
            if now_title.as_deref().map(str::to_lowercase)
                != asked.title_id.as_deref().map(str::to_lowercase)
            {
                differences.push(tr!(
                    "desk-approval-diff-title",
                    nowKind = id_kind(now_title.as_deref()),
                    now = now_title.as_deref().unwrap_or_default(),
                    askedKind = id_kind(asked.title_id.as_deref()),
                    asked = asked.title_id.as_deref().unwrap_or_default()
                ));
            }
            if kind == ActionKind::RequestSurrenderForDelivery {
                let then = asked.surrenderee.as_ref().map(|p| p.inbox.as_str());
                let same = match (now_party_inbox.as_deref(), then) {
                    (Some(a), Some(b)) => same_id(a, b),
                    (None, None) => true,
                    _ => false,
                };
                if !same {
                    let now = Party::of(now_party_name.as_deref(), now_party_inbox.as_deref());
                    let then = asked.surrenderee.as_ref();
                    let then = Party::of(then.and_then(first_name), then.map(|p| p.inbox.as_str()));
                    differences.push(tr!(
                        "desk-approval-diff-surrenderee",
                        nowKind = now.kind,
                        now = now.name,
                        nowId = now.short,
                        askedKind = then.kind,
                        asked = then.name,
                        askedId = then.short
                    ));
                }
            }
            // The names the maker's check knew for the counterparty against the approver's.
            if let (Some(party), Some((_, known))) = (asked_party, seen.counterparty.as_ref()) {
                let maker_names: Vec<&str> = party.names.iter().map(|n| n.name.as_str()).collect();
                match known {
                    Some(known)
                        if !maker_names.is_empty()
                            && !maker_names.iter().any(|m| same_name(m, known)) =>
                    {
                        differences.push(tr!(
                            "desk-approval-diff-known-as",
                            known = known,
                            names = maker_names.join(", ")
                        ));
                    }
                    None if !maker_names.is_empty() => differences.push(tr!(
                        "desk-approval-diff-no-name",
                        inbox = &party.inbox,
                        names = maker_names.join(", ")
                    )),
                    _ => {}
                }
            }
            ApprovalColumn {
                state: Inert::new(&now_state).into_string(),
                holder: holder_now,
                title_id: now_title,
                counterparty: now_party_inbox
                    .as_deref()
                    .map(|i| party_text(now_party_name.as_deref(), i)),
                operation: operation_words(kind),
            }
        }
        None => ApprovalColumn {
            state: tr!("desk-approval-unreadable"),
            holder: tr!("desk-approval-holder-unknown"),
            title_id: None,
            counterparty: None,
            operation: operation_words(kind),
        },
    };

    // Signs: the call the key would sign, against what was asked.
    let signs = seen.call.map(|call| {
        let name = call.target_name.as_ref().map(|n| n.as_str().to_owned());
        if !same_id(&call.ebl_id, &asked.id) {
            differences.push(tr!(
                "desk-approval-diff-sign-ebl",
                signs = &call.ebl_id,
                asked = &asked.id
            ));
        }
        if Some(call.function.as_str()) != function_of(kind) {
            differences.push(tr!(
                "desk-approval-diff-sign-function",
                function = &call.function,
                kind = kind_key(kind)
            ));
        }
        if asked
            .title_id
            .as_deref()
            .is_some_and(|t| !same_id(t, &call.title_id))
        {
            differences.push(tr!(
                "desk-approval-diff-sign-title",
                signs = &call.title_id,
                askedKind = id_kind(asked.title_id.as_deref()),
                asked = asked.title_id.as_deref().unwrap_or_default()
            ));
        }
        if let Some(party) = asked_party
            && !same_id(&party.inbox, &call.target_inbox)
        {
            let signs = Party::of(name.as_deref(), Some(&call.target_inbox));
            let then = Party::of(first_name(party), Some(&party.inbox));
            differences.push(tr!(
                "desk-approval-diff-sign-toward",
                signsKind = signs.kind,
                signs = signs.name,
                signsId = signs.short,
                askedKind = then.kind,
                asked = then.name,
                askedId = then.short
            ));
        }
        ApprovalColumn {
            state: tr!("desk-approval-as-now"),
            holder: "—".to_owned(),
            title_id: Some(call.title_id.clone()),
            counterparty: Some(party_text(name.as_deref(), &call.target_inbox)),
            operation: function_words(&call.function),
        }
    });
    if signs.is_none() && kind != ActionKind::SendAsCopy && seen.problem.is_none() {
        differences.push(tr!("desk-approval-diff-nothing-signed"));
    }
    if let Some(problem) = &seen.problem {
        // The problem is a sentence of the catalogue already (its own isolates kept): it
        // follows the words, never goes into them as an argument.
        differences.push(format!("{} {problem}", tr!("desk-approval-diff-problem")));
    }
    ApprovalRow {
        ebl_id: asked.id.clone(),
        reference: Inert::new(&asked.reference),
        asked: asked_column,
        now: now_column,
        signs,
        agrees: differences.is_empty(),
        differences,
        cautions: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_party_is_named_with_a_short_inbox() {
        assert_eq!(
            party_text(
                Some("Harbor Bank plc"),
                "1b0c2d3e-0000-4000-8000-00000000a04f"
            ),
            "Harbor Bank plc (1b0c…a04f)"
        );
        assert_eq!(party_text(None, "abc"), "inbox abc");
    }

    /// A row whose eBL could not be read, and whose key would sign another function, for
    /// another eBL and title, toward another inbox: every difference the signs column has.
    fn differing_row() -> ApprovalRow {
        let bank = "1b0c2d3e-0000-4000-8000-00000000a04f";
        let other = "9f9f9f9f-0000-4000-8000-00000000b0b0";
        let recipient = RequestParty {
            inbox: bank.to_owned(),
            names: vec![tdx_approval::PartyName {
                name: "Harbor Bank plc".to_owned(),
                source: "directory".to_owned(),
            }],
        };
        let asked = RequestedEbl {
            id: "11111111-0000-4000-8000-000000000001".to_owned(),
            reference: "GCL-1".to_owned(),
            state: "ISSUED".to_owned(),
            holder_inbox: Some(bank.to_owned()),
            title_id: Some("22222222-0000-4000-8000-000000000002".to_owned()),
            surrenderee: None,
        };
        let call = SignedCall {
            function: "requestSurrenderForDelivery".to_owned(),
            ebl_id: "33333333-0000-4000-8000-000000000003".to_owned(),
            title_id: "44444444-0000-4000-8000-000000000004".to_owned(),
            target_inbox: other.to_owned(),
            target_name: Some(Inert::new("Evil Ltd")),
        };
        row(
            &Directory::default(),
            ActionKind::TransferPossession,
            Some(&recipient),
            &asked,
            &Seen {
                ebl: None,
                call: Some(&call),
                counterparty: None,
                problem: Some("The eBL is gone.".to_owned()),
            },
        )
    }

    #[test]
    fn each_difference_is_said_in_english_as_before() {
        tdx_i18n::set_language(tdx_i18n::Lang::En);
        let row = differing_row();
        assert_eq!(
            row.differences,
            vec![
                "The key would sign for eBL 33333333-0000-4000-8000-000000000003; the request \
                 names 11111111-0000-4000-8000-000000000001",
                "The key would sign Request surrender for delivery; the request asks to \
                 transfer possession",
                "The key would sign for title id 44444444-0000-4000-8000-000000000004; the \
                 request was made for 22222222-0000-4000-8000-000000000002",
                "The key would sign toward Evil Ltd (9f9f…b0b0); the request names Harbor Bank \
                 plc (1b0c…a04f)",
                "Nothing can be done for it now: The eBL is gone.",
            ]
        );
        assert_eq!(row.now.state, "could not be read");
        assert_eq!(
            row.signs.map(|s| s.operation).as_deref(),
            Some("Request surrender for delivery")
        );
    }

    #[test]
    fn each_difference_in_the_pseudo_locale_and_in_arabic_is_from_the_catalogue() {
        tdx_i18n::set_language(tdx_i18n::Lang::Pseudo);
        let row = differing_row();
        // The problem is a sentence of its own (an error's, from the catalogue): all but it.
        let (problem, differences) = row
            .differences
            .split_last()
            .unwrap_or_else(|| unreachable!());
        assert!(problem.ends_with("The eBL is gone."), "{problem}");
        for difference in differences {
            crate::catalogue_check::assert_pseudo(difference);
        }
        crate::catalogue_check::assert_pseudo(&row.now.state);
        crate::catalogue_check::assert_pseudo(&row.asked.operation);
        tdx_i18n::set_language(tdx_i18n::Lang::Ar);
        let row = differing_row();
        for difference in &row.differences[..row.differences.len() - 1] {
            crate::catalogue_check::assert_arabic(difference);
        }
        assert!(
            row.differences[3].contains("\u{2068}Evil Ltd\u{2069}"),
            "{:?}",
            row.differences
        );
        tdx_i18n::set_language(tdx_i18n::Lang::ZhCn);
        for difference in differing_row().differences {
            crate::catalogue_check::assert_chinese(&difference);
        }
        tdx_i18n::set_language(tdx_i18n::Lang::En);
    }
}
