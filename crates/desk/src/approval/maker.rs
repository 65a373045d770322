//! The maker's side: a signing request for an action on one or more eBLs, read and checked
//! the way a review reads and checks them, signed with the maker's own key when the profile has
//! one. Nothing is signed on the ledger.

use std::collections::hash_map::Entry;
use std::collections::{HashMap, HashSet};
use std::io::Write;

use futures::StreamExt;
use tdx_approval::{
    FORMAT, MAX_EBLS, MAX_NOTE_CHARS, Maker, PartyName, RequestFile, RequestParty, RequestedEbl,
    SigningRequest, VERSION,
};
use tdx_i18n::tr;
use uuid::Uuid;

use crate::approval::{MadeRequest, policy};
use crate::context::Context;
use crate::error::{Error, Result};
use crate::first_seen::surrenderee_inbox;
use crate::review::counterparty::CheckedCounterparty;
use crate::review::{self, Reader, receiver};
use crate::session;
use crate::view::ActionKind;

/// The longest a request may stay open: 30 days.
pub const MAX_VALID_HOURS: u32 = 30 * 24;

/// Prepares a signing request for `kind` on `ebl_ids` (toward `recipient_inbox` for a transfer
/// or a copy), valid `valid_hours` hours: reads each eBL (refusing what the action does not
/// allow now, or a title id or surrenderee changed since first seen), runs the one receiver
/// check on the recipient or each surrenderee and records the names it knows with their
/// sources, and signs the request with this profile's key when it has one (a module key
/// without its PIN is refused with `keys.pin_needed` before anything is written). Written to
/// the policy's shared folder when it names one. Nothing is signed on the ledger.
pub async fn request_approval(
    cx: &Context,
    ebl_ids: &[String],
    kind: ActionKind,
    recipient_inbox: Option<&str>,
    note: &str,
    valid_hours: u32,
) -> Result<MadeRequest> {
    let mut seen = HashSet::new();
    let ids: Vec<&str> = ebl_ids
        .iter()
        .map(|id| id.trim())
        .filter(|id| !id.is_empty() && seen.insert(*id))
        .collect();
    if ids.is_empty() {
        return Err(Error::Invalid(tr!("err-input-select-ebl")));
    }
    if ids.len() > MAX_EBLS {
        return Err(Error::Invalid(tr!(
            "err-input-request-too-many",
            max = MAX_EBLS,
            count = ids.len()
        )));
    }
    let note = note.trim();
    if note.chars().count() > MAX_NOTE_CHARS {
        return Err(Error::Invalid(tr!(
            "err-input-request-note-too-long",
            max = MAX_NOTE_CHARS
        )));
    }
    if valid_hours == 0 || valid_hours > MAX_VALID_HOURS {
        return Err(Error::Invalid(tr!(
            "err-input-request-validity",
            max = MAX_VALID_HOURS
        )));
    }
    let session = session::require_session(cx).await?;
    // The signer is asked first: a module key that needs its PIN is said before anything else.
    let signer = match cx.keys.info()? {
        Some(_) => {
            let signer = cx.keys.signer()?;
            signer.ready()?;
            Some(signer)
        }
        None => None,
    };
    let recipient = review::recipient_of(&session, kind, recipient_inbox)?;
    let recipient_check = match recipient {
        Some(inbox) => Some(receiver::check_counterparty(cx, kind, inbox, None).await),
        None => None,
    };
    // Each eBL read as a review reads it, a few in flight at a time; the first refusal names
    // its eBL.
    let session = &session;
    let reads: Vec<_> = ids
        .iter()
        .map(|id| async move {
            match review::read_ebl_as(cx, session, id, kind, Reader::Maker).await {
                Err(Error::Invalid(why)) => {
                    let named = Uuid::parse_str(id)
                        .ok()
                        .and_then(|u| cx.cache.reference_of(&cx.profile.id, u).ok().flatten())
                        .unwrap_or_else(|| (*id).to_owned());
                    // The eBL, then the check's own sentence (never re-inerted).
                    let named = tr!("err-input-named-ebl", reference = named);
                    Err(Error::Invalid(format!("{named}{why}")))
                }
                other => other,
            }
        })
        .collect();
    let read: Vec<Result<_>> = futures::stream::iter(reads)
        .buffered(crate::batch::IN_FLIGHT)
        .collect()
        .await;
    // Each surrenderee is checked once, whatever number of eBLs name it.
    let mut surrenderees: HashMap<Uuid, RequestParty> = HashMap::new();
    let mut ebls = Vec::with_capacity(ids.len());
    for ebl in read {
        let ebl = ebl?;
        let surrenderee = match (kind, surrenderee_inbox(&ebl)) {
            (ActionKind::RequestSurrenderForDelivery, Some(inbox)) => {
                if let Entry::Vacant(slot) = surrenderees.entry(inbox) {
                    let check =
                        receiver::check_counterparty(cx, kind, inbox, Some(&ebl.reference)).await;
                    slot.insert(party_of(&check));
                }
                surrenderees.get(&inbox).cloned()
            }
            _ => None,
        };
        ebls.push(RequestedEbl {
            id: ebl.id.to_string(),
            reference: ebl.reference.clone(),
            state: ebl.state.as_str().to_owned(),
            holder_inbox: ebl.possession_id.map(|p| p.to_string()),
            title_id: ebl.title_id.map(|t| t.to_string()),
            surrenderee,
        });
    }
    let now = cx.review_clock.now_ms();
    let hours = i64::from(valid_hours);
    let request = SigningRequest {
        format: FORMAT.to_owned(),
        version: VERSION,
        id: Uuid::new_v4().to_string(),
        operation: kind.recorded_name().to_owned(),
        service: cx.profile.base_url.clone(),
        company_id: session.identity.company_id.map(|c| c.to_string()),
        recipient: recipient_check.as_ref().map(party_of),
        ebls,
        note: note.to_owned(),
        maker: Maker {
            email: session.identity.user_email.clone(),
            profile_id: cx.profile.id.clone(),
            profile_name: cx.profile.name.clone(),
            address: None,
        },
        created_at: tdx_approval::rfc3339(now),
        expires_at: tdx_approval::rfc3339(now.saturating_add(hours * 3_600_000)),
    };
    request.validate()?;
    let file = match &signer {
        Some(signer) => RequestFile::sign(request, signer.as_ref())?,
        None => RequestFile::unsigned(request),
    };
    let text = file.to_text();
    if text.len() > tdx_approval::MAX_FILE_BYTES {
        return Err(Error::Invalid(tr!(
            "err-input-request-file-too-large",
            kib = tdx_approval::MAX_FILE_BYTES / 1024
        )));
    }
    let file_name = file.request.file_name();
    let offered_at = match policy::approval_policy(cx)?.folder {
        Some(folder) => Some(offer(&folder, &file_name, &text)?),
        None => None,
    };
    tracing::info!(
        request = %file.request.id,
        operation = %file.request.operation,
        ebls = file.request.ebls.len(),
        signed = file.signature.is_some(),
        "signing request made"
    );
    Ok(MadeRequest {
        request_id: file.request.id.clone(),
        file_name,
        summary: summary(&file.request, recipient_check.as_ref()),
        signed: file.signature.is_some(),
        text,
        offered_at,
    })
}

/// A party as the receiver check knows it: its inbox and every name with its source.
fn party_of(check: &CheckedCounterparty) -> RequestParty {
    let view = check.view();
    let mut names: Vec<PartyName> = view
        .sources
        .iter()
        .map(|s| PartyName {
            name: s.name.as_str().to_owned(),
            source: s.text.clone(),
        })
        .collect();
    if let Some(name) = &view.name
        && !names.iter().any(|n| n.name == name.as_str())
    {
        names.insert(
            0,
            PartyName {
                name: name.as_str().to_owned(),
                source: view.name_source.clone().unwrap_or_else(|| "known".into()),
            },
        );
    }
    names.truncate(tdx_approval::MAX_NAMES);
    RequestParty {
        inbox: check.inbox().to_string(),
        names,
    }
}

/// "Transfer possession of 3 eBLs (GCLU1, GCLU2, GCLU3) to Harbor Bank plc."
pub(crate) fn summary(request: &SigningRequest, recipient: Option<&CheckedCounterparty>) -> String {
    let references: Vec<&str> = request
        .ebls
        .iter()
        .take(5)
        .map(|e| e.reference.as_str())
        .collect();
    let more = request.ebls.len().saturating_sub(references.len());
    let count = request.ebls.len();
    let refs = references.join(", ");
    let (party_kind, name, inbox) = match recipient {
        Some(r) => match r.name() {
            Some(name) => ("name", name.to_owned(), r.inbox().to_string()),
            None => ("inbox", String::new(), r.inbox().to_string()),
        },
        None => ("name", String::new(), String::new()),
    };
    match request.operation.as_str() {
        tdx_store::operation::TRANSFER_POSSESSION => tr!(
            "desk-approval-summary-transfer",
            count = count,
            more = more,
            refs = refs,
            partyKind = party_kind,
            name = name,
            inbox = inbox
        ),
        tdx_store::operation::SEND_AS_COPY => tr!(
            "desk-approval-summary-copy",
            count = count,
            more = more,
            refs = refs,
            partyKind = party_kind,
            name = name,
            inbox = inbox
        ),
        _ => tr!(
            "desk-approval-summary-surrender",
            count = count,
            more = more,
            refs = refs
        ),
    }
}

/// Writes the request into the shared folder as a new file (never over another one); answers
/// its path.
fn offer(folder: &str, file_name: &str, text: &str) -> Result<String> {
    let dir = std::path::Path::new(folder);
    let stem = file_name
        .strip_suffix(&format!(".{}", tdx_approval::FILE_EXTENSION))
        .unwrap_or(file_name);
    for n in 0..100u32 {
        let name = match n {
            0 => file_name.to_owned(),
            n => format!("{stem}-{}.{}", n + 1, tdx_approval::FILE_EXTENSION),
        };
        let path = dir.join(&name);
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(mut file) => {
                file.write_all(text.as_bytes())
                    .and_then(|()| file.sync_all())
                    .map_err(|e| Error::Io(format!("{}: {e}", path.display())))?;
                return Ok(path.display().to_string());
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(Error::Io(format!("{}: {e}", path.display()))),
        }
    }
    Err(Error::Io(format!(
        "{folder}: too many requests named {file_name}"
    )))
}
