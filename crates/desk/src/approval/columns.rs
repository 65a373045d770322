//! The three columns of an approval row — what the maker asked, what the eBL says now, what
//! the approver's key would sign — and every difference between them in words.

use tdx_approval::{RequestParty, RequestedEbl};
use tdx_client::models::ebl::Ebl;

use crate::approval::{ApprovalColumn, ApprovalRow};
use crate::directory::Directory;
use crate::first_seen::surrenderee_inbox;
use crate::view::{ActionKind, Inert, SignedCall};

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
    let short = short_id(inbox);
    match name {
        Some(name) if !name.trim().is_empty() => format!("{name} ({short})"),
        _ => format!("inbox {short}"),
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
pub(crate) fn operation_words(kind: ActionKind) -> &'static str {
    match kind {
        ActionKind::TransferPossession => "Transfer possession",
        ActionKind::RequestSurrenderForDelivery => "Request surrender for delivery",
        ActionKind::SendAsCopy => "Send a view-only copy",
    }
}

fn function_words(function: &str) -> String {
    match function {
        "transferPossession" => "Transfer possession".to_owned(),
        "requestSurrenderForDelivery" => "Request surrender for delivery".to_owned(),
        other => other.to_owned(),
    }
}

/// The function a kind signs, as the decoded call names it.
fn function_of(kind: ActionKind) -> Option<&'static str> {
    match kind {
        ActionKind::TransferPossession => Some("transferPossession"),
        ActionKind::RequestSurrenderForDelivery => Some("requestSurrenderForDelivery"),
        ActionKind::SendAsCopy => None,
    }
}

fn holder_text(directory: &Directory, inbox: Option<&str>) -> String {
    match inbox {
        Some(inbox) => {
            let name = uuid::Uuid::parse_str(inbox)
                .ok()
                .and_then(|i| directory.inbox_name(&i).map(str::to_owned));
            party_text(name.as_deref(), inbox)
        }
        None => "no holder".to_owned(),
    }
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
        state: Inert::new(&asked.state),
        holder: Inert::new(holder_text(directory, asked.holder_inbox.as_deref())),
        title_id: asked.title_id.clone(),
        counterparty: asked_party.map(|p| Inert::new(party_text(first_name(p), &p.inbox))),
        operation: Inert::new(operation_words(kind)),
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
                differences.push(format!(
                    "This eBL's reference is {}; the request names {}",
                    ebl.reference, asked.reference
                ));
            }
            if now_state != asked.state {
                differences.push(format!(
                    "The state is now {now_state}; the request was made when it was {}",
                    asked.state
                ));
            }
            let holder_now = holder_text(directory, now_holder.as_deref());
            let holder_then = holder_text(directory, asked.holder_inbox.as_deref());
            let holder_same = match (&now_holder, &asked.holder_inbox) {
                (Some(a), Some(b)) => same_id(a, b),
                (None, None) => true,
                _ => false,
            };
            if !holder_same {
                differences.push(format!(
                    "The holder is now {holder_now}; the request was made when it was {holder_then}"
                ));
            }
            if now_title.as_deref().map(str::to_lowercase)
                != asked.title_id.as_deref().map(str::to_lowercase)
            {
                differences.push(format!(
                    "The title id is now {}; the request was made when it was {}",
                    now_title.as_deref().unwrap_or("none"),
                    asked.title_id.as_deref().unwrap_or("none")
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
                    differences.push(format!(
                        "The surrenderee is now {}; the request named {}",
                        now_party_inbox
                            .as_deref()
                            .map(|i| party_text(now_party_name.as_deref(), i))
                            .unwrap_or_else(|| "none".into()),
                        asked
                            .surrenderee
                            .as_ref()
                            .map(|p| party_text(first_name(p), &p.inbox))
                            .unwrap_or_else(|| "none".into()),
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
                        differences.push(format!(
                            "This inbox is known here as {known}; the maker named it {}",
                            maker_names.join(", ")
                        ));
                    }
                    None if !maker_names.is_empty() => differences.push(format!(
                        "No name is known here for inbox {}; the maker named it {}",
                        party.inbox,
                        maker_names.join(", ")
                    )),
                    _ => {}
                }
            }
            ApprovalColumn {
                state: Inert::new(&now_state),
                holder: Inert::new(holder_now),
                title_id: now_title,
                counterparty: now_party_inbox
                    .as_deref()
                    .map(|i| Inert::new(party_text(now_party_name.as_deref(), i))),
                operation: Inert::new(operation_words(kind)),
            }
        }
        None => ApprovalColumn {
            state: Inert::new("could not be read"),
            holder: Inert::new("unknown"),
            title_id: None,
            counterparty: None,
            operation: Inert::new(operation_words(kind)),
        },
    };

    // Signs: the call the key would sign, against what was asked.
    let signs = seen.call.map(|call| {
        let name = call.target_name.as_ref().map(|n| n.as_str().to_owned());
        if !same_id(&call.ebl_id, &asked.id) {
            differences.push(format!(
                "The key would sign for eBL {}; the request names {}",
                call.ebl_id, asked.id
            ));
        }
        if Some(call.function.as_str()) != function_of(kind) {
            differences.push(format!(
                "The key would sign {}; the request asks to {}",
                function_words(&call.function),
                operation_words(kind).to_lowercase()
            ));
        }
        if asked
            .title_id
            .as_deref()
            .is_some_and(|t| !same_id(t, &call.title_id))
        {
            differences.push(format!(
                "The key would sign for title id {}; the request was made for {}",
                call.title_id,
                asked.title_id.as_deref().unwrap_or("none")
            ));
        }
        if let Some(party) = asked_party
            && !same_id(&party.inbox, &call.target_inbox)
        {
            differences.push(format!(
                "The key would sign toward {}; the request names {}",
                party_text(name.as_deref(), &call.target_inbox),
                party_text(first_name(party), &party.inbox)
            ));
        }
        ApprovalColumn {
            state: Inert::new("as now"),
            holder: Inert::new("—"),
            title_id: Some(call.title_id.clone()),
            counterparty: Some(Inert::new(party_text(name.as_deref(), &call.target_inbox))),
            operation: Inert::new(function_words(&call.function)),
        }
    });
    if signs.is_none() && kind != ActionKind::SendAsCopy && seen.problem.is_none() {
        differences.push("The key would sign nothing for it".to_owned());
    }
    if let Some(problem) = &seen.problem {
        differences.push(format!("Nothing can be done for it now: {problem}"));
    }
    ApprovalRow {
        ebl_id: asked.id.clone(),
        reference: Inert::new(&asked.reference),
        asked: asked_column,
        now: now_column,
        signs,
        agrees: differences.is_empty(),
        differences: differences.into_iter().map(Inert::new).collect(),
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
}
