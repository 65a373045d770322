//! The journal of a profile: every action written before its signature and updated with its
//! outcome, the changes each list refresh observed, an eBL's timeline merging both, and the
//! Activity list. The journal never claims what did not happen: an action whose answer never
//! came stays `unknown` until reading the eBL tells.

pub mod store;

use std::collections::{HashMap, HashSet};
use tdx_i18n::tr;

use serde::{Deserialize, Serialize};
use tdx_client::models::ebl::Ebl;
use tdx_client::models::signing::SigningData;
use tdx_store::{ChangeKind, JournalEntry, Observation, Outcome, operation};
use ts_rs::TS;
use uuid::Uuid;

use crate::attention::words::state_words;
use crate::context::Context;
use crate::error::{Error, Result};
use crate::paths::WritablePath;
use crate::view::Inert;
pub(crate) use store::JournalStore;
pub use store::{ActivityFilter, ActivityPage, ActivityRow};

/// The signing data as the service issued it, for the record (the signature is recorded apart).
pub(crate) fn issued(data: &SigningData) -> Option<serde_json::Value> {
    let mut data = data.clone();
    data.signature = None;
    serde_json::to_value(&data).ok()
}

/// A new entry, not yet ended.
pub(crate) fn begin(
    id: String,
    op: &str,
    ebl: Option<(Uuid, &str)>,
    counterparty: Option<Uuid>,
    counterparty_name: Option<String>,
) -> JournalEntry {
    JournalEntry {
        id,
        operation: op.to_owned(),
        ebl_id: ebl.map(|(id, _)| id.to_string()),
        ebl_reference: ebl.map(|(_, r)| r.to_owned()),
        envelope_id: None,
        counterparty_inbox: counterparty.map(|c| c.to_string()),
        counterparty_name,
        signing_data: None,
        hash: None,
        signature: None,
        signer: None,
        key_kind: None,
        answer: None,
        transaction_hash: None,
        started_at: tdx_store::now_ms(),
        ended_at: None,
        outcome: Outcome::Unknown,
        detail: None,
        document_check: None,
        approval: None,
    }
}

/// Records the service's answer (or its failure) in `entry`.
pub(crate) fn end(
    entry: &mut JournalEntry,
    result: &std::result::Result<serde_json::Value, tdx_client::Error>,
) {
    entry.ended_at = Some(tdx_store::now_ms());
    match result {
        Ok(answer) => {
            entry.outcome = Outcome::Submitted;
            entry.transaction_hash = answer
                .get("transactionHash")
                .and_then(|t| t.as_str())
                .map(str::to_owned);
            entry.answer = Some(answer.clone());
            entry.detail = None;
        }
        // The request may have been carried out: only reading the eBL can tell.
        Err(e) if e.outcome_unknown() => {
            entry.outcome = Outcome::Unknown;
            entry.detail = Some(e.code().to_owned());
        }
        Err(e) => {
            entry.outcome = Outcome::Failed;
            entry.detail = Some(e.code().to_owned());
        }
    }
}

/// Marks `entry` refused by the signing guard (nothing was signed).
pub(crate) fn refuse(entry: &mut JournalEntry, error: &tdx_keys::Error) {
    entry.ended_at = Some(tdx_store::now_ms());
    entry.outcome = Outcome::Refused;
    entry.signature = None;
    entry.detail = Some(error.refused_field().unwrap_or(error.code()).to_owned());
}

/// Writes (or rewrites) an entry. An action is not signed unless this succeeded; so when
/// the app's store could not be opened (the journal would live in memory and be lost at
/// exit), nothing is written and nothing is signed.
pub(crate) fn save(cx: &Context, entry: &JournalEntry) -> Result<()> {
    if let Some(reason) = cx.cache.unrecorded() {
        tracing::error!(%reason, entry = %entry.id, "no durable journal: the action is refused");
        return Err(Error::JournalUnavailable);
    }
    let profile = cx.profile().id.clone();
    cx.journal_store()
        .with(|s| s.save_journal_entry(&profile, entry))?;
    cx.journal_store().changed();
    Ok(())
}

/// Writes the final state of an entry after the action ran: a failure to write is logged,
/// never put in place of the action's own result (which the user must see).
pub(crate) fn close(cx: &Context, entry: &JournalEntry) {
    if let Err(e) = save(cx, entry) {
        tracing::error!(code = e.code(), entry = %entry.id, "the journal could not record an outcome");
    }
}

/// Every entry of this profile (for the evidence pack: those of one eBL), newest first.
pub fn entries(cx: &Context, ebl_id: Option<&str>) -> Result<Vec<JournalEntry>> {
    let profile = cx.profile().id.clone();
    cx.journal_store()
        .with(|s| s.journal_entries(&profile, ebl_id))
}

/// Records what a refresh observed going from `before` to `after`.
pub(crate) fn observe(cx: &Context, before: &[Ebl], after: &[Ebl]) {
    if before.is_empty() {
        return;
    }
    observe_changes(cx, before, after);
}

/// [`observe`] of part of the list (the pages that changed): `before` holds what the cache had
/// for `after`'s eBLs and for the eBLs no longer listed; an empty `before` is not a first fetch.
pub(crate) fn observe_changes(cx: &Context, before: &[Ebl], after: &[Ebl]) {
    let seen = observations_between(before, after, tdx_store::now_ms());
    if seen.is_empty() {
        return;
    }
    let profile = cx.profile().id.clone();
    if let Err(e) = cx
        .journal_store()
        .with(|s| s.record_observations(&profile, &seen))
    {
        tracing::warn!(
            code = e.code(),
            "changes seen by a refresh were not recorded"
        );
    }
}

/// Settles entries whose outcome is not known by reading their eBLs. An entry stays
/// `unknown` while the eBL cannot be read, and for what reading an eBL cannot show (a
/// copy, an envelope). Returns how many were settled.
pub async fn resolve_unknown_entries(cx: &Context) -> Result<usize> {
    let profile = cx.profile().id.clone();
    let unknown = cx.journal_store().with(|s| s.journal_unknown(&profile))?;
    if unknown.is_empty() {
        return Ok(0);
    }
    let Ok((client, identity)) = cx.signed_in().await else {
        return Ok(0);
    };
    let all = cx
        .journal_store()
        .with(|s| s.journal_entries(&profile, None))?;
    let mut settled = 0;
    for mut entry in unknown {
        let (Some(ebl_id), Some(target)) = (&entry.ebl_id, &entry.counterparty_inbox) else {
            continue;
        };
        let op = entry.operation.as_str();
        if op != operation::TRANSFER_POSSESSION && op != operation::REQUEST_SURRENDER_FOR_DELIVERY {
            continue;
        }
        // A later attempt at the same action went through: this one did not (an eBL is
        // transferred, or its surrender requested, once).
        let later_went_through = all.iter().any(|e| {
            e.ebl_id.as_ref() == Some(ebl_id)
                && e.operation == entry.operation
                && e.started_at > entry.started_at
                && e.outcome == Outcome::Submitted
        });
        let verdict = if later_went_through {
            Some((Outcome::Failed, "not.applied: a later attempt went through"))
        } else {
            let Ok(id) = Uuid::parse_str(ebl_id) else {
                continue;
            };
            match client.ebls().get(id).await {
                Ok(ebl) => {
                    let moved = ebl.possession_id.map(|p| p.to_string()).as_ref() == Some(target);
                    let still_ours = crate::ebl_view::held_by_us(&ebl, &identity);
                    let applied = match op {
                        operation::TRANSFER_POSSESSION => moved && !still_ours,
                        _ => ebl.state.as_str() != crate::actions::ISSUED,
                    };
                    if applied {
                        Some((Outcome::Submitted, "confirmed by reading the eBL"))
                    } else if still_ours && ebl.state.as_str() == crate::actions::ISSUED {
                        Some((Outcome::Failed, "not.applied: the eBL is unchanged"))
                    } else {
                        None
                    }
                }
                Err(e)
                    if matches!(e.status(), Some(403 | 404))
                        && op == operation::TRANSFER_POSSESSION =>
                {
                    Some((
                        Outcome::Submitted,
                        "confirmed: the eBL is no longer visible to your company",
                    ))
                }
                Err(_) => None,
            }
        };
        if let Some((outcome, detail)) = verdict {
            entry.outcome = outcome;
            entry.detail = Some(detail.to_owned());
            entry.ended_at.get_or_insert_with(tdx_store::now_ms);
            save(cx, &entry)?;
            settled += 1;
        }
    }
    Ok(settled)
}

/// The eBL's timeline: its journal entries and the observed changes, newest first.
pub async fn ebl_timeline(cx: &Context, ebl_id: &str) -> Result<Vec<TimelineItem>> {
    let id = Uuid::parse_str(ebl_id.trim())
        .map_err(|_| {
            Error::Invalid(tr!(
                "err-input-ebl-id-not-uuid",
                text = format!("{ebl_id:?}")
            ))
        })?
        .to_string();
    let profile = cx.profile().id.clone();
    let (entries, seen) = cx.journal_store().with(|s| {
        Ok((
            s.journal_entries(&profile, Some(&id))?,
            s.observations(&profile, Some(&id))?,
        ))
    })?;
    let directory = cx.directory_read().await;
    let name_of = |inbox: &str| -> String {
        Uuid::parse_str(inbox)
            .ok()
            .and_then(|u| directory.inbox_name(&u).map(str::to_owned))
            .unwrap_or_else(|| unnamed_company(inbox))
    };
    let us = crate::attention::our_inboxes(cx).await;
    let mut items: Vec<TimelineItem> = entries
        .iter()
        .map(|e| TimelineItem {
            at: e.started_at,
            kind: TimelineKind::Action,
            text: tdx_text::shown_sentence(&action_sentence(e, &name_of)),
            outcome: Some(e.outcome.as_str().to_owned()),
            code: None,
        })
        .chain(seen.iter().map(|o| {
            TimelineItem {
                at: o.at,
                kind: if o.change == ChangeKind::Notified {
                    TimelineKind::Notification
                } else {
                    TimelineKind::Change
                },
                // The service's words (a notification's) made inert; the catalogue's sentences
                // keep their isolates (what fills them was made inert by `tr!`).
                text: match o.change {
                    ChangeKind::Notified => {
                        tdx_text::shown_sentence(&notified_sentence(o, &entries, &seen))
                    }
                    _ => tdx_text::shown_sentence(
                        &answer_sentence(o, &entries, &seen, &us)
                            .unwrap_or_else(|| change_sentence(o, &name_of)),
                    ),
                },
                outcome: None,
                code: state_code(o),
            }
        }))
        .collect();
    items.sort_by_key(|item| std::cmp::Reverse(item.at));
    Ok(items)
}

/// One page of the Activity list, filtered (this profile's: `filter.profile` is read by
/// `DeskApp::activity`, which answers a deleted profile's journal itself).
pub fn activity(
    cx: &Context,
    filter: &ActivityFilter,
    offset: u32,
    limit: u32,
) -> Result<ActivityPage> {
    let mut page = cx
        .journal_store()
        .activity(&cx.profile().id, filter, offset, limit)?;
    with_answers(cx, &mut page.rows);
    Ok(page)
}

/// The notifications the service sent through a rule's webhook ([`crate::webhooks`]) that
/// match `filter`'s text (the reference, the sentence or the service's words, without regard to
/// case) and dates, newest first. They are not actions: a filter on an operation, an outcome
/// or a person matches none.
pub fn notifications(cx: &Context, filter: &ActivityFilter) -> Result<Vec<NotificationRow>> {
    if filter.operation.as_deref().is_some_and(|o| !o.is_empty())
        || filter.outcome.as_deref().is_some_and(|o| !o.is_empty())
        || filter
            .person
            .as_deref()
            .is_some_and(|p| !p.trim().is_empty())
    {
        return Ok(Vec::new());
    }
    let profile = filter
        .profile
        .clone()
        .unwrap_or_else(|| cx.profile().id.clone());
    let seen = cx
        .journal_store()
        .with(|s| s.observations(&profile, None))?;
    let text = filter.text.trim().to_lowercase();
    Ok(seen
        .iter()
        .filter(|o| o.change == ChangeKind::Notified)
        .filter(|o| filter.from.is_none_or(|t| o.at >= t) && filter.until.is_none_or(|t| o.at < t))
        .map(|o| notification_row(o, &seen))
        .filter(|n| {
            text.is_empty()
                || [
                    Some(n.ebl_reference.as_str()),
                    Some(n.text.as_str()),
                    n.service_message.as_deref(),
                ]
                .into_iter()
                .flatten()
                .any(|t| t.to_lowercase().contains(&text))
        })
        .collect())
}

/// A notification observation as Activity lists it.
/// `seen`: the profile's observations, which tell whether a read of the eBL confirmed it.
pub fn notification_row(o: &Observation, seen: &[Observation]) -> NotificationRow {
    let payload: serde_json::Value =
        o.to.as_deref()
            .and_then(|json| serde_json::from_str(json).ok())
            .unwrap_or_default();
    let text = |key: &str| {
        payload
            .get(key)
            .and_then(serde_json::Value::as_str)
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(str::to_owned)
    };
    NotificationRow {
        kind: NotificationKind::Notification,
        at: o.at,
        ebl_id: o.ebl_id.clone(),
        ebl_reference: o.ebl_reference.clone(),
        event: o.from.clone().unwrap_or_default(),
        decision: text("decision"),
        service_message: text("message"),
        text: tdx_text::shown_sentence(&notified_sentence(o, &[], seen)),
    }
}

/// One notification of the service in the Activity list: not an action of the user's (no
/// outcome, nothing signed), its own kind. (`tdx activity --json`; the window's Activity lists
/// actions only, and shows notifications in the eBL's timeline.)
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct NotificationRow {
    /// Always `notification`: what tells it from an action's row.
    pub kind: NotificationKind,
    /// When it was received (milliseconds since the Unix epoch).
    pub at: i64,
    pub ebl_id: String,
    pub ebl_reference: String,
    /// The service's name for the update (`ebl_surrender_for_delivery_response`, ...).
    pub event: String,
    /// A surrender response's decision (`reject`, `accept`), when it has one.
    pub decision: Option<String>,
    /// The service's own words (a carrier's reason), exactly as received: shown quoted, as
    /// the service's, never as the app's.
    pub service_message: Option<String>,
    /// The sentence the eBL's timeline shows for it (the service's words in quotes).
    pub text: String,
}

/// The kind of a [`NotificationRow`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum NotificationKind {
    /// Told by the service through a rule's webhook.
    Notification,
}

/// Each row's answer in words, where one was seen ([`crate::attention`] keeps them).
fn with_answers(cx: &Context, rows: &mut [crate::journal::store::ActivityRow]) {
    let profile = cx.profile().id.clone();
    let answers: HashMap<String, String> =
        match cx.journal_store().with(|s| s.attention_answers(&profile)) {
            Ok(answers) => answers.into_iter().collect(),
            Err(e) => {
                tracing::warn!(code = e.code(), "the answers of the actions were not read");
                return;
            }
        };
    if answers.is_empty() {
        return;
    }
    for row in rows {
        row.answer = answers.get(&row.id).map(Inert::new);
    }
}

/// Writes this profile's entries matching `filter` as CSV to `path`, the path the user chose
/// to save to; returns how many.
pub fn export_activity_csv(
    cx: &Context,
    filter: &ActivityFilter,
    path: WritablePath,
) -> Result<u32> {
    cx.journal_store()
        .export_activity_csv(&cx.profile().id, filter, path)
}

/// What a refresh saw change, from `before` to `after`. The first refresh (nothing before)
/// records nothing: everything would be "new".
pub fn observations(before: &[Ebl], after: &[Ebl], at: i64) -> Vec<Observation> {
    if before.is_empty() {
        return Vec::new();
    }
    observations_between(before, after, at)
}

/// [`observations`] of part of the list: an empty `before` is not a first fetch.
fn observations_between(before: &[Ebl], after: &[Ebl], at: i64) -> Vec<Observation> {
    let mut out = Vec::new();
    let old: HashMap<Uuid, &Ebl> = before.iter().map(|e| (e.id, e)).collect();
    let seen = |e: &Ebl, change, from: Option<String>, to: Option<String>| Observation {
        at,
        ebl_id: e.id.to_string(),
        ebl_reference: e.reference.clone(),
        change,
        from,
        to,
    };
    for e in after {
        match old.get(&e.id) {
            None => out.push(seen(
                e,
                ChangeKind::Arrived,
                None,
                Some(e.state.as_str().to_owned()),
            )),
            Some(o) => {
                if o.state != e.state {
                    out.push(seen(
                        e,
                        ChangeKind::State,
                        Some(o.state.as_str().to_owned()),
                        Some(e.state.as_str().to_owned()),
                    ));
                }
                if o.possession_id != e.possession_id {
                    out.push(seen(
                        e,
                        ChangeKind::Holder,
                        o.possession_id.map(|p| p.to_string()),
                        e.possession_id.map(|p| p.to_string()),
                    ));
                }
                if !o.is_copy() && e.is_copy() {
                    out.push(seen(e, ChangeKind::BecameCopy, None, None));
                }
            }
        }
    }
    let new: HashSet<Uuid> = after.iter().map(|e| e.id).collect();
    for e in before.iter().filter(|e| !new.contains(&e.id)) {
        out.push(seen(e, ChangeKind::Left, None, None));
    }
    out
}

/// A company the timeline knows by its inbox only. In English "the company with inbox …" as
/// always; in another language its words and the inbox side by side (it goes into a sentence
/// as an argument: a message with a placeable would show its isolation marks there).
fn unnamed_company(inbox: &str) -> String {
    match tdx_i18n::language() {
        tdx_i18n::Lang::En => format!("the company with inbox {inbox}"),
        _ => format!("{} {inbox}", tr!("desk-timeline-company-with-inbox")),
    }
}

/// The sentence of an action in the timeline: parts of the catalogue one after the other
/// (what was done, the documents' check, who signed, the transaction, how it ended), never
/// one inside another.
pub fn action_sentence(e: &JournalEntry, name_of: &dyn Fn(&str) -> String) -> String {
    let (to_kind, to) = match e
        .counterparty_name
        .clone()
        .or_else(|| e.counterparty_inbox.as_deref().map(name_of))
    {
        Some(to) => ("name", to),
        None => ("unknown", String::new()),
    };
    let outcome = match e.outcome {
        Outcome::Submitted => "submitted",
        Outcome::Refused => "refused",
        Outcome::Failed => "failed",
        Outcome::Unknown => "unknown",
    };
    let mut sentence = tr!(
        "desk-timeline-action",
        outcome = outcome,
        operation = e.operation.as_str(),
        toKind = to_kind,
        to = to,
        envelope = e.envelope_id.as_deref().unwrap_or("?"),
        registeredKind = if e.counterparty_name.is_some() {
            "name"
        } else {
            "ours"
        },
        registeredWith = e.counterparty_name.as_deref().unwrap_or_default()
    );
    if e.operation == operation::ENVELOPE_SEND
        && let Some(c) = &e.document_check
    {
        let check = match &c.credit {
            None => tr!(
                "desk-timeline-documents-checked",
                differences = c.differences,
                digest = tdx_evidence::short(&c.digest)
            ),
            Some(credit) => tr!(
                "desk-timeline-documents-and-credit-checked",
                differences = c.differences,
                credit = credit.number.as_str(),
                hash = tdx_evidence::short(&credit.hash),
                creditDifferences = credit.differences,
                acknowledged = if c.acknowledged { "yes" } else { "no" },
                digest = tdx_evidence::short(&c.digest)
            ),
        };
        sentence.push(' ');
        sentence.push_str(&check);
    }
    if matches!(e.outcome, Outcome::Submitted | Outcome::Unknown)
        && let (Some(signer), Some(_)) = (&e.signer, &e.signature)
    {
        sentence.push(' ');
        sentence.push_str(&tr!(
            "desk-timeline-signed-by",
            signer = tdx_evidence::short(signer)
        ));
    }
    if e.outcome == Outcome::Submitted
        && let Some(t) = e.transaction_hash.as_deref()
    {
        sentence.push_str(&tr!(
            "desk-timeline-transaction",
            transaction = tdx_evidence::short(t)
        ));
    }
    let detail = e.detail.as_deref().unwrap_or("");
    match e.outcome {
        Outcome::Submitted => {}
        Outcome::Refused => sentence.push_str(&tr!("desk-timeline-refused", detail = detail)),
        Outcome::Failed => sentence.push_str(&tr!("desk-timeline-failed", detail = detail)),
        Outcome::Unknown => sentence.push_str(&tr!("desk-timeline-unknown")),
    }
    match &e.approval {
        Some(approval) => format!("{sentence} \u{b7} {}", people_sentence(approval)),
        None => sentence,
    }
}

/// The sentence of an action in the timeline, as it was written before the catalogue (kept
/// to prove the catalogue's English is the same, word for word).
#[cfg(test)]
fn action_sentence_english(e: &JournalEntry, name_of: &dyn Fn(&str) -> String) -> String {
    let to = e
        .counterparty_name
        .clone()
        .or_else(|| e.counterparty_inbox.as_deref().map(name_of))
        .unwrap_or_else(|| "an unknown company".to_owned());
    let what = match e.operation.as_str() {
        operation::TRANSFER_POSSESSION => format!("transferred possession to {to}"),
        operation::REQUEST_SURRENDER_FOR_DELIVERY => "requested surrender".to_owned(),
        operation::SEND_AS_COPY => format!("sent a view-only copy to {to}"),
        operation::ENVELOPE_SEND => format!(
            "sent envelope {} to {to}{}",
            e.envelope_id.as_deref().unwrap_or("?"),
            match &e.document_check {
                None => String::new(),
                Some(c) if c.differences == 0 && c.credit.is_none() => {
                    " (its documents checked against this eBL: no difference)".to_owned()
                }
                Some(c) if c.credit.is_none() => format!(
                    " (its documents checked against this eBL: {} difference{} acknowledged, \
                     check {})",
                    c.differences,
                    if c.differences == 1 { "" } else { "s" },
                    tdx_evidence::short(&c.digest)
                ),
                Some(c) => {
                    let credit = c.credit.as_ref();
                    let count = |n: u32| match n {
                        0 => "no difference".to_owned(),
                        1 => "1 difference".to_owned(),
                        n => format!("{n} differences"),
                    };
                    format!(
                        " (its documents checked against this eBL: {}; against credit {} \
                         (hash {}): {}{}, check {})",
                        count(c.differences),
                        credit.map_or("", |r| r.number.as_str()),
                        tdx_evidence::short(credit.map_or("", |r| r.hash.as_str())),
                        count(credit.map_or(0, |r| r.differences)),
                        if c.acknowledged { ", acknowledged" } else { "" },
                        tdx_evidence::short(&c.digest)
                    )
                }
            }
        ),
        operation::KEY_REGISTRATION => format!(
            "registered your key with {}",
            e.counterparty_name.as_deref().unwrap_or("your company")
        ),
        other => format!("did {other}"),
    };
    let signed = match (&e.signer, &e.signature) {
        (Some(signer), Some(_)) => format!(" — signed by {}", tdx_evidence::short(signer)),
        _ => String::new(),
    };
    let tx = e
        .transaction_hash
        .as_deref()
        .map(|t| format!(", transaction {}", tdx_evidence::short(t)))
        .unwrap_or_default();
    let detail = e.detail.as_deref().unwrap_or("");
    let sentence = match e.outcome {
        Outcome::Submitted => format!("You {what}{signed}{tx}"),
        Outcome::Refused => format!(
            "eBL Desk refused to sign: you {what}, but the service's {detail} did not match what you reviewed; nothing was signed"
        ),
        Outcome::Failed => format!("You {what}; it did not go through ({detail})"),
        Outcome::Unknown => {
            format!("You {what}{signed}; whether the service carried it out is not known yet")
        }
    };
    match &e.approval {
        Some(approval) => format!("{sentence} \u{b7} {}", people_sentence_english(approval)),
        None => sentence,
    }
}

/// [`people_sentence`] as it was written before the catalogue.
#[cfg(test)]
fn people_sentence_english(approval: &tdx_store::ApprovalRecord) -> String {
    let signed = match &approval.maker_address {
        Some(address) if approval.maker_signature.is_some() => {
            format!(" (request signed by {})", tdx_evidence::short(address))
        }
        _ => " (request unsigned)".to_owned(),
    };
    format!(
        "Prepared by {}{signed} \u{b7} Approved by {}",
        approval.maker, approval.approver
    )
}

/// Who took part in an action a second person approved: "Prepared by X (request signed by
/// 0x12…) · Approved by Y".
pub fn people_sentence(approval: &tdx_store::ApprovalRecord) -> String {
    let signed = match &approval.maker_address {
        Some(address) if approval.maker_signature.is_some() => tr!(
            "desk-timeline-request-signed",
            address = tdx_evidence::short(address)
        ),
        _ => tr!("desk-timeline-request-unsigned"),
    };
    format!(
        "{} {signed} \u{b7} {}",
        tr!("desk-timeline-prepared-by", maker = approval.maker.as_str()),
        tr!(
            "desk-timeline-approved-by",
            approver = approval.approver.as_str()
        )
    )
}

/// The sentence of an observed change in the timeline, states in words (the interface's code
/// is the item's `code`).
pub fn change_sentence(o: &Observation, name_of: &dyn Fn(&str) -> String) -> String {
    let to = o.to.as_deref().map_or_else(|| "?".to_owned(), state_words);
    match o.change {
        ChangeKind::Arrived => tr!(
            "desk-change-arrived",
            reference = o.ebl_reference.as_str(),
            state = to
        ),
        ChangeKind::State => tr!("desk-change-state", state = to),
        ChangeKind::Holder => match &o.to {
            Some(inbox) => tr!("desk-change-holder", holder = name_of(inbox)),
            None => tr!("desk-change-given-up"),
        },
        ChangeKind::BecameCopy => tr!("desk-change-copy"),
        ChangeKind::Left => tr!("desk-change-left"),
        ChangeKind::Notified => notified_sentence(o, &[], &[]),
    }
}

/// The interface's code of the state an observed change names (a tooltip beside the words).
fn state_code(o: &Observation) -> Option<String> {
    match o.change {
        ChangeKind::Arrived | ChangeKind::State => o.to.clone(),
        _ => None,
    }
}

/// A change told as the answer to the user's own action before it (a transfer or a surrender
/// request the service may have carried out), when it is one: `seen` are the eBL's other
/// observations (the holder seen with a state change tells who holds it now), `entries` its
/// actions, `us` the company's inboxes.
pub fn answer_sentence(
    o: &Observation,
    entries: &[JournalEntry],
    seen: &[Observation],
    us: &[Uuid],
) -> Option<String> {
    use crate::attention::answers::{self, Seen, SurrenderAnswer, TransferAnswer, Us};
    let action = entries
        .iter()
        .filter(|e| e.started_at <= o.at && answers::is_answerable(e))
        .max_by_key(|e| e.started_at)?;
    // The holder observed with this change (one refresh records both at the same time).
    let holder = seen
        .iter()
        .find(|h| h.at == o.at && h.change == ChangeKind::Holder)
        .and_then(|h| h.to.as_deref())
        .and_then(|h| Uuid::parse_str(h).ok());
    let surrender = action.operation == operation::REQUEST_SURRENDER_FOR_DELIVERY;
    match o.change {
        ChangeKind::State if surrender => {
            let state = o.to.as_deref()?;
            if state == "SURRENDER_FOR_DELIVERY_REQUESTED" {
                return None;
            }
            let now = Seen {
                state,
                holder,
                copy: false,
            };
            let answer = match answers::surrender(action, Some(now), Us(us)) {
                // The holder was not observed with the state: back to Issued is what is sure.
                SurrenderAnswer::CannotTell if state == "ISSUED" && holder.is_none() => {
                    SurrenderAnswer::Rejected { held: false }
                }
                answer => answer,
            };
            Some(answers::surrender_sentence(answer, Some(now)))
        }
        ChangeKind::Left if surrender => Some(answers::surrender_sentence(
            SurrenderAnswer::AcceptedOutOfSight,
            None,
        )),
        ChangeKind::Left => Some(answers::transfer_sentence(
            TransferAnswer::WentThroughOutOfSight,
            &answers::counterparty(action),
        )),
        ChangeKind::Holder
            if !surrender
                && o.to.is_some()
                && o.to.as_deref() == action.counterparty_inbox.as_deref() =>
        {
            Some(answers::transfer_sentence(
                TransferAnswer::WentThrough,
                &answers::counterparty(action),
            ))
        }
        _ => None,
    }
}

/// The sentence of a notification the service sent through a rule's webhook
/// ([`crate::webhooks`]), told as what the service says: a surrender response's decision is
/// a fact only once the app's own read of the eBL shows it ([`confirmed_by_read`]: `entries`
/// and `seen` are the eBL's actions and observations), and its reason is quoted as the
/// service's words; a kind of update this version does not know is named as the service
/// named it.
pub fn notified_sentence(
    o: &Observation,
    entries: &[JournalEntry],
    seen: &[Observation],
) -> String {
    let payload: serde_json::Value =
        o.to.as_deref()
            .and_then(|json| serde_json::from_str(json).ok())
            .unwrap_or_default();
    let text = |key: &str| payload.get(key).and_then(serde_json::Value::as_str);
    // The service's own words go in as an argument (made inert, quoted by the catalogue).
    let words = text("message")
        .map(str::trim)
        .filter(|m| !m.is_empty())
        .unwrap_or_default();
    let has_words = if words.is_empty() { "no" } else { "yes" };
    match o.from.as_deref().unwrap_or_default() {
        "ebl_surrender_for_delivery_response" => {
            let decision = text("decision");
            let decision_kind = match decision {
                Some("reject") => "reject",
                Some("accept") => "accept",
                Some(_) => "other",
                None => "missing",
            };
            if confirmed_by_read(o, decision, entries, seen) {
                tr!(
                    "desk-notified-surrender-confirmed",
                    decisionKind = decision_kind,
                    decision = decision.unwrap_or_default(),
                    hasWords = has_words,
                    words = words
                )
            } else {
                tr!(
                    "desk-notified-surrender-unconfirmed",
                    decisionKind = decision_kind,
                    decision = decision.unwrap_or_default(),
                    hasWords = has_words,
                    words = words
                )
            }
        }
        "ebl_possession_transfered" => tr!("desk-notified-transfer"),
        "ebl_amend_response" => tr!(
            "desk-notified-amendment",
            hasWords = has_words,
            words = words
        ),
        "ebl_switch_to_paper_response" => {
            tr!("desk-notified-paper", hasWords = has_words, words = words)
        }
        other => tr!(
            "desk-notified-other",
            event = other,
            hasWords = has_words,
            words = words
        ),
    }
}

/// Whether the app's own reads of the eBL show the surrender response `o` tells of: a state
/// change observed by a refresh, after the surrender request the response answers (the user's
/// own request, or a change to *surrender requested* the app saw), to the state the decision
/// leads to (back to Issued for a rejection, surrendered for an acceptance). A notification
/// about a request the app never saw made is never confirmed.
fn confirmed_by_read(
    o: &Observation,
    decision: Option<&str>,
    entries: &[JournalEntry],
    seen: &[Observation],
) -> bool {
    use crate::actions::{ISSUED, SURRENDER_FOR_DELIVERY_REQUESTED, SURRENDERED_FOR_DELIVERY};
    let expected = match decision {
        Some("reject") => ISSUED,
        Some("accept") => SURRENDERED_FOR_DELIVERY,
        _ => return false,
    };
    let requested = entries
        .iter()
        .filter(|e| {
            e.operation == operation::REQUEST_SURRENDER_FOR_DELIVERY
                && e.outcome != Outcome::Refused
                && e.outcome != Outcome::Failed
                && e.started_at <= o.at
        })
        .map(|e| e.started_at)
        .chain(
            seen.iter()
                .filter(|s| {
                    s.change == ChangeKind::State
                        && s.to.as_deref() == Some(SURRENDER_FOR_DELIVERY_REQUESTED)
                        && s.at <= o.at
                })
                .map(|s| s.at),
        )
        .max();
    let Some(requested) = requested else {
        return false;
    };
    seen.iter().any(|s| {
        s.change == ChangeKind::State && s.at > requested && s.to.as_deref() == Some(expected)
    })
}

/// Records one observation the service told of (a webhook's notification).
pub(crate) fn record(cx: &Context, observation: &Observation) -> Result<()> {
    let profile = cx.profile().id.clone();
    cx.journal_store()
        .with(|s| s.record_observations(&profile, std::slice::from_ref(observation)))
}

/// One line of an eBL's timeline.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct TimelineItem {
    /// Milliseconds since the Unix epoch.
    #[ts(type = "number")]
    pub at: i64,
    pub kind: TimelineKind,
    /// The sentence, with what the service wrote in it made inert.
    /// (Catalogue text, what the service wrote in it inert.)
    pub text: String,
    /// An action's outcome: `submitted`, `refused`, `failed` or `unknown`.
    pub outcome: Option<String>,
    /// The interface's code of the state a change names (the text says it in words).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub code: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub enum TimelineKind {
    /// Something the user did.
    Action,
    /// Something a refresh saw change.
    Change,
    /// Something the service told through a rule's webhook (its own words quoted).
    Notification,
}

#[cfg(test)]
mod tests {
    use super::store::ActivityIndex;
    use super::*;
    use tdx_store::JournalRow;

    fn ebl(id: u128, state: &str, holder: u128, copy: bool) -> Ebl {
        serde_json::from_value(serde_json::json!({
            "id": Uuid::from_u128(id), "reference": format!("REF{id}"), "state": state,
            "possessionId": Uuid::from_u128(holder),
            "eblCopyId": if copy { Some(Uuid::from_u128(99)) } else { None },
        }))
        .expect("an eBL")
    }

    #[test]
    fn a_refresh_records_new_changed_copied_and_gone_ebls() {
        let before = [
            ebl(1, "ISSUED", 10, false),
            ebl(2, "ISSUED", 10, false),
            ebl(3, "ISSUED", 10, false),
        ];
        let after = [
            ebl(1, "SURRENDERED_FOR_DELIVERY", 20, false),
            ebl(3, "ISSUED", 10, true),
            ebl(4, "ISSUED", 10, false),
        ];
        let seen = observations(&before, &after, 7);
        let kinds: Vec<(String, ChangeKind)> = seen
            .iter()
            .map(|o| (o.ebl_reference.clone(), o.change))
            .collect();
        assert_eq!(
            kinds,
            [
                ("REF1".to_owned(), ChangeKind::State),
                ("REF1".to_owned(), ChangeKind::Holder),
                ("REF3".to_owned(), ChangeKind::BecameCopy),
                ("REF4".to_owned(), ChangeKind::Arrived),
                ("REF2".to_owned(), ChangeKind::Left),
            ]
        );
        assert_eq!(seen[0].to.as_deref(), Some("SURRENDERED_FOR_DELIVERY"));
        assert!(seen.iter().all(|o| o.at == 7));
        assert!(
            observations(&[], &after, 7).is_empty(),
            "the first fetch records nothing"
        );
    }

    #[test]
    fn a_webhook_s_rejection_is_the_service_s_word_until_a_read_of_the_ebl_shows_it() {
        let seen = |at: i64, change: ChangeKind, to: &str| Observation {
            at,
            ebl_id: "e".into(),
            ebl_reference: "REF".into(),
            change,
            from: None,
            to: Some(to.into()),
        };
        let mut notified = seen(
            3,
            ChangeKind::Notified,
            r#"{"decision":"reject","message":"Freight not paid"}"#,
        );
        notified.from = Some("ebl_surrender_for_delivery_response".into());
        let requested = seen(1, ChangeKind::State, "SURRENDER_FOR_DELIVERY_REQUESTED");
        assert_eq!(
            notified_sentence(&notified, &[], &[requested.clone(), notified.clone()]),
            "The service says the carrier rejected the surrender request: \u{201c}Freight not \
             paid\u{201d} \u{2014} not confirmed by the eBL yet"
        );
        let back = seen(5, ChangeKind::State, "ISSUED");
        assert_eq!(
            notified_sentence(
                &notified,
                &[],
                &[requested.clone(), notified.clone(), back.clone()]
            ),
            "The carrier rejected the surrender request, as the eBL now shows; the service's \
             words: \u{201c}Freight not paid\u{201d}"
        );
        // No request the app saw made: nothing to confirm.
        assert!(notified_sentence(&notified, &[], &[back]).starts_with("The service says"));
    }

    #[test]
    fn sentences_say_what_happened_and_never_more() {
        let mut e = JournalEntry {
            id: "x".into(),
            operation: operation::TRANSFER_POSSESSION.into(),
            ebl_id: None,
            ebl_reference: None,
            envelope_id: None,
            counterparty_inbox: Some("inbox-1".into()),
            counterparty_name: None,
            signing_data: None,
            hash: None,
            signature: Some("0xsig".into()),
            key_kind: None,
            signer: Some("0x8ba1f109551bD432803012645Ac136ddd64DBA72".into()),
            answer: None,
            transaction_hash: Some(format!("0x{}", "ab".repeat(32))),
            started_at: 0,
            ended_at: None,
            outcome: Outcome::Submitted,
            detail: None,
            document_check: None,
            approval: None,
        };
        let name_of = |inbox: &str| format!("Bank of {inbox}");
        assert_eq!(
            action_sentence(&e, &name_of),
            "You transferred possession to Bank of inbox-1 — signed by 0x8ba1f1…BA72, transaction 0xababab…abab"
        );
        e.outcome = Outcome::Unknown;
        e.transaction_hash = None;
        assert!(
            action_sentence(&e, &name_of)
                .ends_with("whether the service carried it out is not known yet")
        );
        e.outcome = Outcome::Refused;
        e.signature = None;
        e.detail = Some("targetInbox".into());
        let refused = action_sentence(&e, &name_of);
        assert!(
            refused.contains("targetInbox") && refused.contains("nothing was signed"),
            "{refused}"
        );
        // An envelope sent with its documents checked against the eBL says what was checked.
        e.operation = operation::ENVELOPE_SEND.into();
        e.envelope_id = Some("env-1".into());
        e.outcome = Outcome::Submitted;
        e.signature = Some("0xsig".into());
        e.document_check = Some(tdx_store::DocumentCheckRecord {
            ebl_id: "ebl-1".into(),
            digest: "cd".repeat(32),
            differences: 2,
            not_checked_documents: 0,
            acknowledged: true,
            credit: None,
        });
        assert_eq!(
            action_sentence(&e, &name_of),
            "You sent envelope env-1 to Bank of inbox-1 (its documents checked against this eBL: \
             2 differences acknowledged, check cdcdcdcd…cdcd) — signed by 0x8ba1f1…BA72"
        );
        // With a documentary credit: the credit's number and hash, and what its check found.
        if let Some(check) = e.document_check.as_mut() {
            check.differences = 0;
            check.credit = Some(tdx_store::CreditCheckRecord {
                number: "LC2026-0042".into(),
                hash: "ab".repeat(32),
                amendments: 1,
                digest: "ef".repeat(32),
                differences: 1,
                present_by: "2026-12-15".into(),
                result: "1 difference from the credit".into(),
            });
        }
        assert_eq!(
            action_sentence(&e, &name_of),
            "You sent envelope env-1 to Bank of inbox-1 (its documents checked against this eBL: \
             no difference; against credit LC2026-0042 (hash abababab…abab): 1 difference, \
             acknowledged, check cdcdcdcd…cdcd) — signed by 0x8ba1f1…BA72"
        );
    }

    /// Entries of every operation and outcome, with and without a signer, a transaction, a
    /// documents' check (with and without a credit) and a second person's approval.
    fn every_kind_of_entry() -> Vec<JournalEntry> {
        let base = JournalEntry {
            id: "x".into(),
            operation: operation::TRANSFER_POSSESSION.into(),
            ebl_id: None,
            ebl_reference: None,
            envelope_id: Some("env-1".into()),
            counterparty_inbox: Some("inbox-1".into()),
            counterparty_name: None,
            signing_data: None,
            hash: None,
            signature: Some("0xsig".into()),
            key_kind: None,
            signer: Some("0x8ba1f109551bD432803012645Ac136ddd64DBA72".into()),
            answer: None,
            transaction_hash: Some(format!("0x{}", "ab".repeat(32))),
            started_at: 0,
            ended_at: None,
            outcome: Outcome::Submitted,
            detail: Some("targetInbox".into()),
            document_check: None,
            approval: None,
        };
        let credit = tdx_store::CreditCheckRecord {
            number: "LC2026-0042".into(),
            hash: "ab".repeat(32),
            amendments: 1,
            digest: "ef".repeat(32),
            differences: 3,
            present_by: "2026-12-15".into(),
            result: String::new(),
        };
        let mut out = Vec::new();
        for op in operation::ALL.into_iter().chain(["SOMETHING_NEW"]) {
            for outcome in [
                Outcome::Submitted,
                Outcome::Refused,
                Outcome::Failed,
                Outcome::Unknown,
            ] {
                for variant in 0..6 {
                    let mut e = base.clone();
                    e.operation = op.into();
                    e.outcome = outcome;
                    match variant {
                        0 => {}
                        1 => {
                            e.counterparty_inbox = None;
                            e.signature = None;
                            e.transaction_hash = None;
                        }
                        2 => e.counterparty_name = Some("Harbor Bank plc".into()),
                        differences => {
                            e.document_check = Some(tdx_store::DocumentCheckRecord {
                                ebl_id: "ebl-1".into(),
                                digest: "cd".repeat(32),
                                differences: differences - 3,
                                not_checked_documents: 0,
                                acknowledged: differences == 4,
                                credit: (differences == 5).then(|| credit.clone()),
                            });
                            e.approval = Some(tdx_store::ApprovalRecord {
                                request_id: "r".into(),
                                maker: "clerk@nile.example".into(),
                                maker_profile: "Nile clerk".into(),
                                maker_address: (differences == 4)
                                    .then(|| "0x71C7656EC7ab88b098defB751B7401B5f6d8976F".into()),
                                maker_signature: (differences == 4).then(|| "0xsig".into()),
                                approver: "consignee@nile.example".into(),
                                approver_profile: "Nile treasury".into(),
                                request: "{}".into(),
                            });
                        }
                    }
                    out.push(e);
                }
            }
        }
        out
    }

    #[test]
    fn every_action_sentence_from_the_catalogue_reads_in_english_as_it_was_written() {
        tdx_i18n::set_language(tdx_i18n::Lang::En);
        let name_of = |inbox: &str| format!("Bank of {inbox}");
        for e in every_kind_of_entry() {
            assert_eq!(
                action_sentence(&e, &name_of),
                action_sentence_english(&e, &name_of),
                "{e:?}"
            );
        }
    }

    #[test]
    fn every_action_and_change_sentence_is_from_the_catalogue_in_each_language() {
        let shown = tdx_text::shown_sentence;
        let name_of = |inbox: &str| unnamed_company(inbox);
        let observation = |change| Observation {
            at: 0,
            ebl_id: "e".into(),
            ebl_reference: "GCL-1".into(),
            change,
            from: None,
            to: Some("ISSUED".into()),
        };
        let said = || {
            let mut out: Vec<String> = every_kind_of_entry()
                .iter()
                .map(|e| action_sentence(e, &name_of))
                .collect();
            for change in [
                ChangeKind::Arrived,
                ChangeKind::State,
                ChangeKind::Holder,
                ChangeKind::BecameCopy,
                ChangeKind::Left,
            ] {
                out.push(change_sentence(&observation(change), &name_of));
            }
            // What the service notified: each event, with and without its own words.
            for event in [
                "ebl_surrender_for_delivery_response",
                "ebl_possession_transfered",
                "ebl_amend_response",
                "ebl_switch_to_paper_response",
                "ebl_something_new",
            ] {
                for payload in [
                    r#"{"decision":"reject","message":"Freight \u202enot paid"}"#,
                    r#"{"decision":"hold"}"#,
                    "{}",
                ] {
                    let mut notified = observation(ChangeKind::Notified);
                    notified.from = Some(event.into());
                    notified.to = Some(payload.into());
                    out.push(shown(&notified_sentence(&notified, &[], &[])));
                }
            }
            out
        };
        tdx_i18n::set_language(tdx_i18n::Lang::Pseudo);
        for sentence in said() {
            crate::catalogue_check::assert_pseudo(&sentence);
        }
        tdx_i18n::set_language(tdx_i18n::Lang::Ar);
        let arabic = said();
        for sentence in &arabic {
            crate::catalogue_check::assert_arabic(sentence);
        }
        // The service's words are quoted, inert (its override shown as a sign) and isolated.
        assert!(
            arabic
                .iter()
                .any(|s| s.contains("«\u{2068}Freight ⟨U+202E⟩not paid\u{2069}»")),
            "{arabic:#?}"
        );
        tdx_i18n::set_language(tdx_i18n::Lang::ZhCn);
        for sentence in said() {
            crate::catalogue_check::assert_chinese(&sentence);
        }
        tdx_i18n::set_language(tdx_i18n::Lang::En);
    }

    #[test]
    fn an_approved_action_names_who_prepared_it_and_who_approved_it() {
        let signer = "0x8ba1f109551bD432803012645Ac136ddd64DBA72";
        let mut approval = tdx_store::ApprovalRecord {
            request_id: "4e000000-0000-4000-8000-000000000001".into(),
            maker: "clerk@nile.example".into(),
            maker_profile: "Nile clerk".into(),
            maker_address: Some("0x71C7656EC7ab88b098defB751B7401B5f6d8976F".into()),
            maker_signature: Some("0xsig".into()),
            approver: "consignee@nile.example".into(),
            approver_profile: "Nile treasury".into(),
            request: "{}".into(),
        };
        let mut e = JournalEntry {
            id: "x".into(),
            operation: operation::TRANSFER_POSSESSION.into(),
            ebl_id: None,
            ebl_reference: None,
            envelope_id: None,
            counterparty_inbox: Some("inbox-1".into()),
            counterparty_name: None,
            signing_data: None,
            hash: None,
            signature: Some("0xsig".into()),
            key_kind: None,
            signer: Some(signer.into()),
            answer: None,
            transaction_hash: None,
            started_at: 0,
            ended_at: None,
            outcome: Outcome::Submitted,
            detail: None,
            document_check: None,
            approval: Some(approval.clone()),
        };
        let name_of = |inbox: &str| format!("Bank of {inbox}");
        assert_eq!(
            action_sentence(&e, &name_of),
            "You transferred possession to Bank of inbox-1 \u{2014} signed by 0x8ba1f1\u{2026}BA72 \
             \u{b7} Prepared by clerk@nile.example (request signed by 0x71C765\u{2026}976F) \
             \u{b7} Approved by consignee@nile.example"
        );
        // A maker without a key: the request was unsigned, and the sentence says so.
        approval.maker_address = None;
        approval.maker_signature = None;
        e.approval = Some(approval);
        assert!(
            action_sentence(&e, &name_of).ends_with(
                "Prepared by clerk@nile.example (request unsigned) \u{b7} Approved by \
                 consignee@nile.example"
            ),
            "{}",
            action_sentence(&e, &name_of)
        );
        // An action nobody else prepared names nobody.
        e.approval = None;
        assert!(!action_sentence(&e, &name_of).contains("Prepared by"));
    }

    #[test]
    fn one_scan_of_the_whole_text_finds_what_row_by_row_matching_finds() {
        let journal: Vec<JournalRow> = (0..500)
            .map(|i| JournalRow {
                id: format!("id{i}"),
                started_at: i,
                operation: operation::ALL[(i % 4) as usize].into(),
                outcome: if i % 7 == 0 {
                    Outcome::Refused
                } else {
                    Outcome::Submitted
                },
                ebl_id: None,
                ebl_reference: Some(format!("GCLU{i:04}")),
                counterparty: Some(["Harbor Bank plc", "Delta\nShipping"][(i % 2) as usize].into()),
                transaction_hash: (i % 3 == 0).then(|| format!("0x{i:064x}")),
                detail: (i % 7 == 0).then(|| "targetInbox".to_owned()),
                maker: (i % 5 == 0).then(|| "clerk@nile.example".to_owned()),
                approver: (i % 5 == 0).then(|| "Treasury (consignee)".to_owned()),
            })
            .collect();
        let index = ActivityIndex::new(journal);
        for (text, outcome, person) in [
            ("", None, None),
            ("gclu00", None, None),
            ("GCLU0042", None, None),
            ("bank", Some("refused"), None),
            ("delta shipping", None, None),
            ("0x00", None, None),
            ("inbox", None, None),
            ("nothing like it", None, None),
            ("plc\u{1f}", None, None),
            ("", None, Some("CLERK@")),
            ("bank", None, Some("treasury")),
            ("", None, Some("nobody")),
        ] {
            let f = ActivityFilter {
                text: text.into(),
                outcome: outcome.map(str::to_owned),
                person: person.map(str::to_owned),
                ..Default::default()
            };
            let needle = text.trim().to_lowercase();
            let finder = memchr::memmem::Finder::new(needle.as_bytes());
            let one_by_one: Vec<u32> = (0..index.rows.len())
                .filter(|&i| index.matches(i, &f, &finder))
                .map(|i| i as u32)
                .collect();
            assert_eq!(index.scan(&f, &finder), one_by_one, "{text:?}");
        }
        let f = ActivityFilter {
            text: "delta shipping".into(),
            ..Default::default()
        };
        let finder = memchr::memmem::Finder::new(b"delta shipping");
        assert_eq!(
            index.scan(&f, &finder).len(),
            250,
            "a newline in a name is a space"
        );
        // Either person finds the approved actions (one in five), in any case.
        for person in ["clerk@nile", "TREASURY", "consignee"] {
            let f = ActivityFilter {
                person: Some(person.into()),
                ..Default::default()
            };
            let empty = memchr::memmem::Finder::new(b"");
            assert_eq!(index.scan(&f, &empty).len(), 100, "{person}");
        }
    }

    #[test]
    fn csv_cells_are_quoted_and_never_formulas() {
        // One cell as the Activity export writes it.
        let csv_cell = |cell: &str| {
            let text =
                crate::csv_export::csv_text("h", [[cell]], csv::Terminator::Any(b'\n')).unwrap();
            text.strip_prefix("h\n")
                .and_then(|t| t.strip_suffix('\n'))
                .unwrap()
                .to_owned()
        };
        assert_eq!(csv_cell("plain"), "plain");
        assert_eq!(csv_cell("a,b"), "\"a,b\"");
        assert_eq!(csv_cell("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(csv_cell("=HYPERLINK(1)"), "'=HYPERLINK(1)");
        // OWASP's leading characters: each one is made text with a leading quote.
        assert_eq!(csv_cell("+1+cmd"), "'+1+cmd");
        assert_eq!(csv_cell("-2+3"), "'-2+3");
        assert_eq!(csv_cell("@SUM(A1)"), "'@SUM(A1)");
        // A leading tab or carriage return: made text too, and the control character itself
        // shown as its sign (the cell is inert), so it cannot hide the formula either.
        assert_eq!(csv_cell("\t=1+1"), "'\u{2409}=1+1");
        assert_eq!(csv_cell("\r=1+1"), "'\u{240d}=1+1");
        // Only the start counts: a formula sign further in is plain text.
        assert_eq!(csv_cell("GCLU-1=2"), "GCLU-1=2");
    }
}
