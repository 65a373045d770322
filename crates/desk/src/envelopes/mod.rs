//! The envelope builder's use cases: drafts saved as they are edited, files added by a drop,
//! validation named by field, the streamed upload with progress and cancel, and the local
//! signature and send of the created envelope. A sent envelope leaves the drafts for the
//! Sent list.

mod files;
pub(crate) mod jobs;
mod model;
mod validate;

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex as StdMutex};
use tdx_i18n::tr;

use tdx_client::CancellationToken;
use tdx_client::UploadOptions;
use tdx_client::models::{
    EgyptAciEnvelope, EnvelopeCreated, EnvelopeSend, StandardEnvelope, UploadDocument,
    UploadProgress,
};
use tdx_keys::guard::{Checked, EnvelopeIntent, Relay, check_envelope_send};
use tdx_pdf::{ImageFormat, PdfService};
use tdx_store::now_ms;
use uuid::Uuid;

pub use model::*;
pub use validate::{MAX_DOCUMENTS, human_size, is_document_type, validate};

use crate::context::Context;
use crate::error::{Error, Result};
use crate::journal;
use crate::paths::ReadablePath;
use crate::registry_pins;
use crate::registry_pins::RegistryKind;
use crate::review::counterparty::CheckedCounterparty;
use crate::review::receiver;
use jobs::JobGuard;

/// The codes offered before the user has used any of their own.
pub const DEFAULT_DOCUMENT_TYPES: [&str; 2] = ["INV", "GOO"];

/// Thumbnails are drawn between this many pixels wide …
pub const MIN_THUMBNAIL_PX: u32 = 16;
/// … and this many (a wider one is drawn this wide).
pub const MAX_THUMBNAIL_PX: u32 = 1024;

const SETTING_MAX_FILE_MIB: &str = "envelopes.max-file-mib";
/// The files added to the profile's drafts from a dialog or a drop, with their size and
/// modification time then: `{"<canonical path>": [size, mtime_ns]}`. Written only here, never
/// from what the window sends, so a draft the window saved naming another file does not
/// make that file readable after a restart.
const SETTING_CHOSEN_FILES: &str = "envelopes.chosen-files";

fn with_store<T>(cx: &Context, f: impl FnOnce(&tdx_store::Store, &str) -> Result<T>) -> Result<T> {
    cx.with_store(|s| f(s, &cx.profile().id))
}

fn parse_draft(stored: tdx_store::EnvelopeDraft) -> Option<Draft> {
    let mut draft: Draft = serde_json::from_value(stored.json).ok()?;
    draft.id = stored.id;
    draft.updated_at = stored.updated_at;
    Some(draft)
}

/// A new, empty standard envelope (saved on its first edit).
pub fn new_draft() -> Draft {
    Draft {
        id: Uuid::new_v4().to_string(),
        ..Default::default()
    }
}

/// The drafts of the profile, most recently edited first. Their files that the user added in
/// this app (from a dialog or a drop) and that are unchanged since (same size and modification
/// time) may be read again in this session; a file that changed must be chosen again.
pub fn drafts(cx: &Context) -> Result<Vec<Draft>> {
    let drafts = stored_drafts(cx)?;
    with_store(cx, |s, p| {
        let mut chosen = chosen_files(s, p);
        let in_drafts: HashSet<PathBuf> = drafts
            .iter()
            .flat_map(|d| &d.documents)
            .filter_map(|d| std::fs::canonicalize(&d.path).ok())
            .collect();
        let before = chosen.len();
        chosen.retain(|path, _| in_drafts.contains(Path::new(path)));
        for (path, stamp) in &chosen {
            if file_stamp(Path::new(path)).as_ref() == Some(stamp) {
                let _ = cx.grants().grant_read(Path::new(path));
            }
        }
        if chosen.len() != before {
            save_chosen_files(s, p, &chosen)?;
        }
        Ok(())
    })?;
    Ok(drafts)
}

fn stored_drafts(cx: &Context) -> Result<Vec<Draft>> {
    with_store(cx, |s, p| {
        Ok(s.drafts(p)?.into_iter().filter_map(parse_draft).collect())
    })
}

/// A file's size and modification time (nanoseconds since the epoch).
type FileStamp = (u64, u64);

fn file_stamp(path: &Path) -> Option<FileStamp> {
    let meta = std::fs::metadata(path).ok()?;
    let modified = meta
        .modified()
        .ok()?
        .duration_since(std::time::UNIX_EPOCH)
        .ok()?;
    Some((meta.len(), u64::try_from(modified.as_nanos()).ok()?))
}

fn chosen_files(store: &tdx_store::Store, profile: &str) -> BTreeMap<String, FileStamp> {
    store
        .setting(profile, SETTING_CHOSEN_FILES)
        .ok()
        .flatten()
        .and_then(|json| serde_json::from_str(&json).ok())
        .unwrap_or_default()
}

fn save_chosen_files(
    store: &tdx_store::Store,
    profile: &str,
    chosen: &BTreeMap<String, FileStamp>,
) -> Result<()> {
    let json = serde_json::to_string(chosen).map_err(|e| Error::Io(e.to_string()))?;
    Ok(store.set_setting(profile, SETTING_CHOSEN_FILES, &json)?)
}

/// The handler of a drop and of *Add files*: the documents `paths` add to an envelope that
/// already holds `existing` paths (folders expanded one level, duplicates ignored). Every path
/// must have been chosen in a dialog or dropped on the window in this session, else nothing is
/// added (`path.not_allowed`). The files are remembered with their size and modification
/// time, so that a saved draft's unchanged files may be read again after a restart; adding a
/// file that is already in the draft confirms its current content.
pub fn add_paths(cx: &Context, paths: &[String], existing: &[String]) -> Result<AddedFiles> {
    let (added, looked_at) = files::collect(cx.grants(), paths, existing)?;
    if !looked_at.is_empty() {
        with_store(cx, |s, p| {
            let mut chosen = chosen_files(s, p);
            for path in &looked_at {
                if let Some(stamp) = file_stamp(path) {
                    chosen.insert(path.display().to_string(), stamp);
                }
            }
            save_chosen_files(s, p, &chosen)
        })?;
    }
    Ok(added)
}

pub fn draft(cx: &Context, id: &str) -> Result<Draft> {
    with_store(cx, |s, p| {
        s.draft(p, id)?
            .and_then(parse_draft)
            .ok_or_else(|| Error::Invalid(tr!("err-input-draft-gone")))
    })
}

/// Saves an edit. The upload state is the app's own: it is kept while the envelope is
/// unchanged and dropped by any change (the created envelope no longer matches the draft).
/// The linked eBL is the app's own too: it is kept as stored ([`link_ebl`] changes it).
pub fn save_draft(cx: &Context, draft: &Draft) -> Result<Draft> {
    if Uuid::parse_str(&draft.id).is_err() {
        return Err(Error::Invalid(tr!("err-input-draft-id")));
    }
    with_store(cx, |s, p| {
        let stored = s.draft(p, &draft.id)?.and_then(parse_draft);
        let mut next = draft.clone();
        next.ebl_id = stored.as_ref().and_then(|d| d.ebl_id.clone());
        next.credit = stored.as_ref().and_then(|d| d.credit.clone());
        (next.uploaded, next.upload_key) = match stored {
            Some(old) if old.same_content(draft) => (old.uploaded, old.upload_key),
            _ => (None, None),
        };
        save(s, p, next)
    })
}

fn save(store: &tdx_store::Store, profile: &str, mut draft: Draft) -> Result<Draft> {
    draft.updated_at = 0;
    let json = serde_json::to_value(&draft).map_err(|e| Error::Io(e.to_string()))?;
    let saved = store.save_draft(profile, &draft.id, &json)?;
    draft.updated_at = saved.updated_at;
    Ok(draft)
}

/// Links the saved draft `draft_id` to the eBL `ebl_id` (one the company sees: in the cached
/// list), or unlinks it (`None`). The upload state is kept: the link changes nothing the
/// service is sent.
pub fn link_ebl(cx: &Context, draft_id: &str, ebl_id: Option<&str>) -> Result<Draft> {
    let ebl_id = match ebl_id.map(str::trim).filter(|e| !e.is_empty()) {
        None => None,
        Some(text) => {
            let id = Uuid::parse_str(text).map_err(|_| Error::EblNotKnown(text.to_owned()))?;
            if cx.cached_ebl(id)?.is_none() {
                return Err(Error::EblNotKnown(text.to_owned()));
            }
            Some(id.to_string())
        }
    };
    let mut linked = draft(cx, draft_id)?;
    linked.ebl_id = ebl_id;
    with_store(cx, |s, p| save(s, p, linked))
}

/// Keeps `credit` with the saved draft `draft_id` (or removes its credit: `None`). The upload
/// state is kept: the credit changes nothing the service is sent.
pub fn set_credit(
    cx: &Context,
    draft_id: &str,
    credit: Option<crate::envelopes::DraftCredit>,
) -> Result<Draft> {
    let mut next = draft(cx, draft_id)?;
    next.credit = credit;
    with_store(cx, |s, p| save(s, p, next))
}

/// The setting holding the last day the presentation of draft `draft_id` may reach the bank,
/// as its last credit check found it (for *What needs attention*, which reads no PDF).
fn present_by_key(draft_id: &str) -> String {
    format!("envelopes.credit_present_by.{draft_id}")
}

/// Keeps the last day the draft's presentation may reach the bank (ISO), as checked.
pub(crate) fn keep_present_by(cx: &Context, draft_id: &str, present_by: &str) -> Result<()> {
    with_store(cx, |s, p| {
        if s.setting(p, &present_by_key(draft_id))?.as_deref() != Some(present_by) {
            s.set_setting(p, &present_by_key(draft_id), present_by)?;
        }
        Ok(())
    })
}

/// The last day the draft's presentation may reach the bank (ISO), as last checked.
pub(crate) fn present_by_of(cx: &Context, draft_id: &str) -> Result<Option<String>> {
    with_store(cx, |s, p| Ok(s.setting(p, &present_by_key(draft_id))?))
}

pub fn delete_draft(cx: &Context, id: &str) -> Result<bool> {
    with_store(cx, |s, p| Ok(s.delete_draft(p, id)?))
}

pub fn settings(cx: &Context) -> Result<EnvelopeSettings> {
    with_store(cx, |s, p| {
        let mut out = EnvelopeSettings::default();
        if let Some(v) = s.setting(p, SETTING_MAX_FILE_MIB)?
            && let Ok(n) = v.parse::<u32>()
        {
            out.max_file_mib = n;
        }
        Ok(out)
    })
}

pub fn set_settings(cx: &Context, settings: &EnvelopeSettings) -> Result<EnvelopeSettings> {
    if !(1..=1024 * 1024).contains(&settings.max_file_mib) {
        return Err(Error::Invalid(tr!("err-input-size-limit")));
    }
    with_store(cx, |s, p| {
        s.set_setting(p, SETTING_MAX_FILE_MIB, &settings.max_file_mib.to_string())?;
        Ok(settings.clone())
    })
}

/// The problems that stop `draft` from being uploaded, including files the user has not given
/// the app in this session (or that changed since they were added to a saved draft).
pub fn check(cx: &Context, draft: &Draft) -> Result<Vec<DraftIssue>> {
    let mut issues = validate(draft, &settings(cx)?);
    for (i, d) in draft.documents.iter().enumerate() {
        let field = format!("documents.{i}.file");
        if !cx.grants().is_readable(Path::new(&d.path)) {
            // What the file on disk is like is not told about a file the app may not read.
            issues.retain(|issue| issue.field != field);
            issues.push(DraftIssue {
                field,
                message: tdx_i18n::tr!("desk-draft-file-not-granted"),
            });
        }
    }
    Ok(issues)
}

/// INV and GOO, then every code used in a sent envelope or a draft, most used first.
pub fn document_types(cx: &Context) -> Result<Vec<String>> {
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for d in stored_drafts(cx)? {
        for doc in d.documents {
            let code = doc.document_type.trim().to_owned();
            if is_document_type(&code) {
                *counts.entry(code).or_default() += 1;
            }
        }
    }
    for s in sent(cx)? {
        for doc in s.documents {
            if is_document_type(&doc.document_type) {
                *counts.entry(doc.document_type).or_default() += 1;
            }
        }
    }
    let mut used: Vec<(String, usize)> = counts
        .into_iter()
        .filter(|(c, _)| !DEFAULT_DOCUMENT_TYPES.contains(&c.as_str()))
        .collect();
    used.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    Ok(DEFAULT_DOCUMENT_TYPES
        .iter()
        .map(|c| (*c).to_owned())
        .chain(used.into_iter().map(|(c, _)| c))
        .collect())
}

/// Page 1 of a PDF the user gave the app (a document chosen or dropped for an envelope) as a
/// PNG about `width_px` pixels wide (kept between [`MIN_THUMBNAIL_PX`] and
/// [`MAX_THUMBNAIL_PX`]), drawn by the PDF worker; the document is closed again whatever
/// happens.
pub async fn thumbnail(pdf: &PdfService, file: &ReadablePath, width_px: u32) -> Result<Vec<u8>> {
    file.still_the_checked_file()?;
    let doc = pdf.open_path(file.as_path()).await?;
    let width = width_px.clamp(MIN_THUMBNAIL_PX, MAX_THUMBNAIL_PX);
    let page = pdf.render(doc.id, 0, width, ImageFormat::Png).await;
    let _ = pdf.close(doc.id).await;
    Ok(page?.data.as_ref().clone())
}

/// The Sent list, newest first.
pub fn sent(cx: &Context) -> Result<Vec<SentEnvelopeView>> {
    with_store(cx, |s, p| {
        Ok(s.sent_envelopes(p)?
            .into_iter()
            .map(|e| SentEnvelopeView {
                envelope_id: e.envelope_id,
                recipient: e.recipient,
                documents: serde_json::from_value(e.documents).unwrap_or_default(),
                sent_at: e.sent_at,
            })
            .collect())
    })
}

/// The draft's documents as the upload streams them: each from its file the user gave the app
/// (`files`, in the draft's order).
fn upload_documents(draft: &Draft, files: &[ReadablePath]) -> Vec<UploadDocument> {
    draft
        .documents
        .iter()
        .zip(files)
        .map(|(d, file)| UploadDocument {
            path: file.as_path().to_path_buf(),
            file_name: d.file_name.trim().to_owned(),
            document_type: d.document_type.trim().to_owned(),
            document_id: match draft.kind {
                EnvelopeKind::Standard => Some(d.document_id.trim().to_owned()),
                EnvelopeKind::EgyptAci => None,
            },
            meta_data: d
                .metadata
                .iter()
                .filter(|m| !m.key.trim().is_empty())
                .map(|m| (m.key.trim().to_owned(), m.value.clone()))
                .collect(),
        })
        .collect()
}

fn optional_uuid(text: &str) -> Option<Uuid> {
    Uuid::parse_str(text.trim()).ok()
}

fn issues_error(issues: &[DraftIssue]) -> Error {
    let first = &issues[0].message;
    Error::Invalid(match issues.len() {
        1 => first.clone(),
        // The first problem's own sentence, then how many more (never re-inerted).
        n => format!(
            "{first}{}",
            tr!("err-input-draft-more-problems", more = n - 1)
        ),
    })
}

/// Creates the envelope on the service from the saved draft, streaming its files with
/// `progress`, and keeps the result in the draft for [`sign_and_send`]. Cancelled with
/// [`cancel_upload`]; a failure or a cancel leaves the draft as it was.
///
/// A standard envelope's recipient passes the receiver check first, before anything is sent:
/// when it asks for something typed, `typed_recipient` must be it
/// ([`CheckedCounterparty::confirm`]), else nothing is uploaded
/// (`action.recipient_not_confirmed`): the service never holds documents for a recipient the
/// user has not confirmed. The send checks the recipient again.
pub async fn upload(
    cx: &Context,
    draft_id: &str,
    typed_recipient: Option<&str>,
    progress: impl Fn(UploadProgress) + Send + Sync + 'static,
) -> Result<Draft> {
    let draft = draft(cx, draft_id)?;
    // Only files the user gave the app are streamed to the service.
    let files = draft
        .documents
        .iter()
        .map(|d| {
            let file = cx.grants().check_read(Path::new(&d.path))?;
            // No link or other file swapped in since it was given: the upload opens it next.
            file.still_the_checked_file()?;
            Ok(file)
        })
        .collect::<Result<Vec<ReadablePath>>>()?;
    let issues = check(cx, &draft)?;
    if !issues.is_empty() {
        return Err(issues_error(&issues));
    }
    // The recipient is confirmed before the first byte leaves.
    if let Some(checked) = recipient_checked(cx, &draft).await? {
        checked.confirm(typed_recipient)?;
    }
    // The envelope is signed after it is created: without a key it could never be sent.
    cx.keys().signer()?;
    let (client, _) = cx.signed_in().await?;
    // The upload's Idempotency-Key is on disk before the first byte leaves: a retry after a
    // lost answer (or after a restart) asks for the same envelope, not a second one.
    let draft = match draft.upload_key {
        Some(_) => draft,
        None => {
            let keyed = Draft {
                upload_key: Some(Uuid::new_v4().to_string()),
                ..draft
            };
            with_store(cx, |s, p| save(s, p, keyed))?
        }
    };
    let upload_key = draft.upload_key.clone().unwrap_or_default();
    let cancel = CancellationToken::new();
    let _guard = {
        let mut uploads = cx
            .envelope_jobs()
            .uploads
            .lock()
            .map_err(|_| Error::Io("upload state unavailable".into()))?;
        if uploads.contains_key(draft_id) {
            return Err(Error::Invalid(tr!("err-input-envelope-uploading")));
        }
        uploads.insert(draft_id.to_owned(), cancel.clone());
        JobGuard {
            jobs: cx.envelope_jobs(),
            id: draft_id.to_owned(),
            upload: true,
        }
    };
    let latest = Arc::new(StdMutex::new(None::<UploadProgress>));
    let stop = CancellationToken::new();
    let pump = tokio::spawn(pump_progress(latest.clone(), stop.clone(), progress));
    let options = UploadOptions::default();
    let digests = options.digests.clone();
    let options = options
        .with_progress(move |p| {
            if let Ok(mut l) = latest.lock() {
                *l = Some(p);
            }
        })
        .with_cancel(cancel)
        .with_idempotency_key(upload_key);
    let documents = upload_documents(&draft, &files);
    let company_id = optional_uuid(&draft.company_id);
    let inbox_id = optional_uuid(&draft.inbox_id);
    let result: Result<Vec<EnvelopeCreated>> = async {
        match draft.kind {
            EnvelopeKind::Standard => {
                let recipient_id = optional_uuid(&draft.recipient_inbox)
                    .ok_or_else(|| Error::Invalid(tr!("err-input-envelope-recipient")))?;
                let envelope = StandardEnvelope {
                    recipient_id,
                    documents,
                    company_id,
                    inbox_id,
                    pay_to_collect: draft.pay_to_collect,
                };
                Ok(client.envelopes().standard(&envelope, options).await?)
            }
            EnvelopeKind::EgyptAci => {
                let envelope = EgyptAciEnvelope {
                    acid_number: draft.acid_number.trim().to_owned(),
                    documents,
                    company_id,
                    inbox_id,
                };
                Ok(client.envelopes().egypt_aci(&envelope, options).await?)
            }
        }
    }
    .await;
    stop.cancel();
    let _ = pump.await;
    let created: Vec<EnvelopeCreated> = result?;
    if created.is_empty() {
        return Err(Error::Invalid(tr!("err-input-envelope-none-created")));
    }
    // What the app itself sent: the guard compares it with the call it is asked to sign.
    let streamed = digests.get();
    let documents_hash = streamed
        .as_ref()
        .map(|d| format!("0x{}", hex::encode(tdx_keys::call::documents_hash(d))));
    let documents_sha256 = streamed.map(|d| d.iter().map(hex::encode).collect());
    let mut uploaded = draft;
    uploaded.uploaded = Some(UploadedEnvelope {
        created,
        uploaded_at: now_ms(),
        documents_hash,
        documents_sha256,
    });
    // The draft may have been edited during the upload: the result belongs to what was sent.
    with_store(cx, |s, p| save(s, p, uploaded))
}

/// Hands the latest progress to `progress` every 50 ms when it changed (a 1 GiB upload reports
/// 16 384 chunks; the window needs a few updates a second), and once more when stopped. A stalled
/// upload still shows how far it got.
async fn pump_progress(
    latest: Arc<StdMutex<Option<UploadProgress>>>,
    stop: CancellationToken,
    progress: impl Fn(UploadProgress) + Send + Sync + 'static,
) {
    let mut shown = None;
    let mut tick = tokio::time::interval(std::time::Duration::from_millis(50));
    loop {
        let stopping = tokio::select! {
            _ = tick.tick() => false,
            _ = stop.cancelled() => true,
        };
        let now = latest.lock().ok().and_then(|l| *l);
        if now != shown {
            if let Some(p) = now {
                progress(p);
            }
            shown = now;
        }
        if stopping {
            return;
        }
    }
}

/// Cancels an upload under way; returns whether there was one.
pub fn cancel_upload(cx: &Context, draft_id: &str) -> bool {
    cx.envelope_jobs()
        .uploads
        .lock()
        .ok()
        .and_then(|m| m.get(draft_id).cloned())
        .map(|c| c.cancel())
        .is_some()
}

/// Signs each created envelope's relayed transaction with the user's key (after the guard
/// checks it is relayed for the user's own address) and sends it; the draft then moves to
/// the Sent list. Runs once per draft at a time; a failure keeps the draft for a retry. The
/// steps: `claim_send` → `documents_hash_of` → `check_every_send` (nothing is signed unless
/// all pass) → `sign_and_send_one` each → `record_sent`.
///
/// A standard envelope's recipient goes through the receiver check every counterparty passes,
/// again at the send: when it asks for something to type, `typed_recipient` must be it
/// ([`CheckedCounterparty::confirm`]), else nothing is signed or sent
/// (`action.recipient_not_confirmed`). The window's send review and `tdx envelope send` both
/// come this way; there is no send without the check.
///
/// A draft linked to an eBL is sent only with its documents' check
/// ([`sign_and_send_checked`], which `draft_check::sign_and_send` calls): here it is refused
/// (`envelope.check_needed`).
pub async fn sign_and_send(
    cx: &Context,
    draft_id: &str,
    typed_recipient: Option<&str>,
) -> Result<SentEnvelopeView> {
    sign_and_send_checked(cx, draft_id, None, typed_recipient).await
}

/// [`sign_and_send`] with the check of the draft's documents against its linked eBL: required
/// when the draft is linked (and for that eBL), put on record with each envelope's send, and
/// the result kept for the eBL's evidence pack before anything is signed.
pub(crate) async fn sign_and_send_checked(
    cx: &Context,
    draft_id: &str,
    check: Option<SendCheck>,
    typed_recipient: Option<&str>,
) -> Result<SentEnvelopeView> {
    let _guard = claim_send(cx, draft_id)?;
    let draft = draft(cx, draft_id)?;
    let uploaded = draft
        .uploaded
        .clone()
        .ok_or_else(|| Error::Invalid(tr!("err-input-envelope-not-uploaded")))?;
    if let Some(linked) = &draft.ebl_id
        && check.as_ref().is_none_or(|c| &c.ebl_id != linked)
    {
        return Err(Error::CheckNeeded);
    }
    if let Some(checked) = recipient_checked(cx, &draft).await? {
        checked.confirm(typed_recipient)?;
    }
    let key = cx.keys().signer()?;
    // A module key whose PIN is not given: said before anything is put on record or sent.
    key.ready()?;
    let (client, _) = cx.signed_in().await?;
    let documents_hash = documents_hash_of(&uploaded)?;
    let mut checked = check_every_send(cx, &draft, &uploaded, documents_hash, &key.address())?;
    if let Some(check) = &check {
        for (created, _, entry) in &mut checked {
            entry.ebl_id = Some(check.ebl_id.clone());
            entry.ebl_reference = Some(check.ebl_reference.clone());
            entry.document_check = Some(check.record.clone());
            keep_check_report(cx, &created.envelope_id.to_string(), check)?;
        }
    }
    for (created, ok, entry) in checked {
        sign_and_send_one(cx, &client, key.as_ref(), created, &ok, entry).await?;
    }
    record_sent(cx, &draft, &uploaded)
}

/// The setting holding the check sent with an envelope (for its eBL's evidence pack).
pub fn check_report_key(envelope_id: &str) -> String {
    format!("envelopes.check.{envelope_id}")
}

/// Keeps the check sent with `envelope_id` (the result, with the envelope and the eBL).
fn keep_check_report(cx: &Context, envelope_id: &str, check: &SendCheck) -> Result<()> {
    let mut report = check.report.clone();
    if let Some(object) = report.as_object_mut() {
        object.insert("envelopeId".into(), serde_json::json!(envelope_id));
    }
    let json = serde_json::to_string_pretty(&report).map_err(|e| Error::Io(e.to_string()))?;
    with_store(cx, |s, p| {
        Ok(s.set_setting(p, &check_report_key(envelope_id), &json)?)
    })
}

/// The check sent with `envelope_id` as it was kept (JSON), if any.
pub fn check_report(cx: &Context, envelope_id: &str) -> Result<Option<String>> {
    with_store(cx, |s, p| Ok(s.setting(p, &check_report_key(envelope_id))?))
}

/// Marks the draft as being sent, for as long as the guard lives: a second send of it at the
/// same time is refused.
fn claim_send<'a>(cx: &'a Context, draft_id: &str) -> Result<JobGuard<'a>> {
    let mut sending = cx
        .envelope_jobs()
        .sending
        .lock()
        .map_err(|_| Error::Io("send state unavailable".into()))?;
    if !sending.insert(draft_id.to_owned()) {
        return Err(Error::AlreadySubmitted);
    }
    Ok(JobGuard {
        jobs: cx.envelope_jobs(),
        id: draft_id.to_owned(),
        upload: false,
    })
}

/// The documents hash the app computed from the bytes it uploaded: what the service asks the
/// key to sign is checked against it.
fn documents_hash_of(uploaded: &UploadedEnvelope) -> Result<[u8; 32]> {
    uploaded
        .documents_hash
        .as_deref()
        .and_then(|h| h.strip_prefix("0x"))
        .and_then(|h| hex::decode(h).ok())
        .and_then(|b| <[u8; 32]>::try_from(b).ok())
        .ok_or_else(|| Error::Invalid(tr!("err-input-envelope-no-record")))
}

/// Has the guard check every created envelope's relayed transaction against the draft (its
/// envelope and document token, recipient, documents hash, signer and registry) before any is
/// signed; a refusal is put on record and nothing is signed. A standard envelope is one
/// envelope: a creation that answered more (or none) is not what the user sends.
fn check_every_send<'u>(
    cx: &Context,
    draft: &Draft,
    uploaded: &'u UploadedEnvelope,
    documents_hash: [u8; 32],
    own: &tdx_keys::Address,
) -> Result<Vec<(&'u EnvelopeCreated, Checked, tdx_store::JournalEntry)>> {
    let recipient_inbox = match draft.kind {
        EnvelopeKind::Standard => optional_uuid(&draft.recipient_inbox),
        EnvelopeKind::EgyptAci => None,
    };
    if draft.kind == EnvelopeKind::Standard && uploaded.created.len() != 1 {
        return Err(tdx_keys::Error::Mismatch {
            field: "envelopeCount",
            expected: "one envelope".into(),
            got: format!("{} envelopes", uploaded.created.len()),
        }
        .into());
    }
    let mut checked = Vec::with_capacity(uploaded.created.len());
    for c in &uploaded.created {
        let tx = &c.relayed_transaction;
        let intent = EnvelopeIntent {
            envelope_id: c.envelope_id,
            document_token_id: c.document_token_id,
            recipient_inbox,
            documents_hash,
        };
        let relay = Relay {
            hash: tx.hash.clone(),
            relay_nonce: tx.relay_nonce,
            recipient: tx.recipient.clone(),
            relayed_for: tx.relayed_for.clone(),
            transaction_data: tx.transaction_data.clone(),
        };
        let pinned = registry_pins::pinned_registry(cx, RegistryKind::Envelope, own)?;
        let result = check_envelope_send(&intent, &relay, own, pinned.as_ref());
        let mut entry = envelope_entry(draft, c, recipient_inbox, own);
        if let Err(refusal) = &result {
            journal::refuse(&mut entry, refusal);
            journal::close(cx, &entry);
        }
        let ok = registry_pins::note_registry(cx, RegistryKind::Envelope, own, result)?.checked;
        checked.push((c, ok, entry));
    }
    Ok(checked)
}

/// Pins the registry for the key, puts the send on record, signs the recomputed hash (on
/// record too) and sends it; the answer is recorded. An envelope the service says was sent
/// before (an answer lost on the way back) is on its way.
async fn sign_and_send_one(
    cx: &Context,
    client: &tdx_client::Client,
    key: &dyn tdx_keys::Signer,
    created: &EnvelopeCreated,
    ok: &Checked,
    mut entry: tdx_store::JournalEntry,
) -> Result<()> {
    registry_pins::pin_registry(cx, RegistryKind::Envelope, &key.address(), &ok.registry)?;
    entry.key_kind = Some(key.kind().to_string());
    journal::save(cx, &entry)?;
    let signature = match key.sign_hash(&ok.hash) {
        Ok(signature) => tdx_keys::signature_to_hex(&signature),
        Err(e) => {
            journal::refuse(&mut entry, &e);
            journal::close(cx, &entry);
            return Err(e.into());
        }
    };
    let request = EnvelopeSend {
        envelope_id: created.envelope_id,
        hash: created.relayed_transaction.hash.clone(),
        signature,
    };
    entry.signature = Some(request.signature.clone());
    journal::save(cx, &entry)?;
    let result = match client.envelopes().send(&request).await {
        Err(e) if e.code() == "http.conflict" => Ok(serde_json::json!({ "alreadySent": true })),
        other => other,
    };
    journal::end(&mut entry, &result);
    journal::close(cx, &entry);
    result?;
    Ok(())
}

/// Moves the sent draft to the Sent list.
fn record_sent(
    cx: &Context,
    draft: &Draft,
    uploaded: &UploadedEnvelope,
) -> Result<SentEnvelopeView> {
    let draft_id = draft.id.as_str();
    let view = SentEnvelopeView {
        envelope_id: uploaded.created[0].envelope_id.to_string(),
        recipient: recipient_text(draft),
        documents: draft
            .documents
            .iter()
            .map(|d| SentDocument {
                file_name: d.file_name.trim().to_owned(),
                size: d.size,
                document_type: d.document_type.trim().to_owned(),
                document_id: match draft.kind {
                    EnvelopeKind::Standard => d.document_id.trim().to_owned(),
                    EnvelopeKind::EgyptAci => String::new(),
                },
            })
            .collect(),
        sent_at: now_ms(),
    };
    with_store(cx, |s, p| {
        s.record_sent(
            p,
            &tdx_store::SentEnvelope {
                envelope_id: view.envelope_id.clone(),
                recipient: view.recipient.clone(),
                documents: serde_json::to_value(&view.documents)
                    .map_err(|e| Error::Io(e.to_string()))?,
                sent_at: view.sent_at,
            },
        )?;
        s.delete_draft(p, draft_id)?;
        Ok(())
    })?;
    Ok(view)
}

/// The journal entry of one envelope's send, not yet signed.
fn envelope_entry(
    draft: &Draft,
    created: &EnvelopeCreated,
    recipient_inbox: Option<Uuid>,
    signer: &tdx_keys::Address,
) -> tdx_store::JournalEntry {
    let tx = &created.relayed_transaction;
    let name = match draft.kind {
        EnvelopeKind::EgyptAci => format!("Egypt ACI {}", draft.acid_number.trim()),
        EnvelopeKind::Standard => draft.recipient_name.trim().to_owned(),
    };
    let mut entry = journal::begin(
        Uuid::new_v4().to_string(),
        tdx_store::operation::ENVELOPE_SEND,
        None,
        recipient_inbox,
        Some(name).filter(|n| !n.is_empty()),
    );
    entry.envelope_id = Some(created.envelope_id.to_string());
    // The same field names as an eBL's signing data, so one verifier reads both.
    entry.signing_data = Some(serde_json::json!({
        "envelopeId": created.envelope_id,
        "hash": tx.hash,
        "relayNonce": tx.relay_nonce,
        "recipient": tx.recipient,
        "relayedFor": tx.relayed_for,
        "transactionData": tx.transaction_data,
    }));
    entry.hash = Some(tx.hash.clone());
    entry.signer = Some(signer.to_checksum());
    entry
}

fn recipient_text(draft: &Draft) -> String {
    match draft.kind {
        EnvelopeKind::EgyptAci => format!("Egypt ACI {}", draft.acid_number.trim()),
        EnvelopeKind::Standard => {
            let inbox = draft.recipient_inbox.trim();
            match draft.recipient_name.trim() {
                "" => inbox.to_owned(),
                name => format!("{name} ({inbox})"),
            }
        }
    }
}

/// The review of a draft's send, before anything is uploaded or signed: its recipient through
/// the receiver check every counterparty passes, its documents with their SHA-256, the key and
/// the envelope registry (or that this send is its first use).
pub async fn review_send(cx: &Context, draft_id: &str) -> Result<EnvelopeSignReview> {
    use sha2::Digest;
    let draft = draft(cx, draft_id)?;
    let receiver = recipient_checked(cx, &draft)
        .await?
        .map(|checked| checked.view().clone());
    let mut documents = Vec::with_capacity(draft.documents.len());
    for d in &draft.documents {
        let file = cx.grants().check_read(Path::new(&d.path))?;
        let bytes = std::fs::read(file.as_path()).map_err(|e| Error::Io(e.to_string()))?;
        documents.push(ReviewedDocument {
            file_name: d.file_name.trim().to_owned(),
            size: bytes.len() as u64,
            document_type: d.document_type.trim().to_owned(),
            document_id: d.document_id.trim().to_owned(),
            sha256: hex::encode(sha2::Sha256::digest(&bytes)),
        });
    }
    let info = cx.keys().info()?.ok_or(Error::NoKey)?;
    let signer = tdx_keys::Address::parse_any_case(&info.address)
        .map_err(|e| Error::Invalid(tr!("err-input-stored-key-address", detail = e.to_string())))?;
    let pinned = registry_pins::pinned_registry(cx, RegistryKind::Envelope, &signer)?;
    let recipient = match (&draft.kind, &receiver) {
        (EnvelopeKind::Standard, Some(check)) => match &check.name {
            Some(name) => format!("{name} (inbox {})", check.inbox_id),
            None => format!("the company with inbox {}", check.inbox_id),
        },
        _ => recipient_text(&draft),
    };
    Ok(EnvelopeSignReview {
        draft_id: draft.id.clone(),
        recipient,
        receiver,
        documents,
        signer_address: signer.to_checksum(),
        registry_first_use: pinned.is_none(),
        registry_pinned: pinned.map(|p| p.to_checksum()),
    })
}

/// The window's send review of the recipient: the receiver check of a standard draft's
/// recipient as the review shows it (none for an Egypt ACI envelope), and whether this send
/// would be the key's first use of an envelope registry (false while there is no key).
pub async fn review_recipient(
    cx: &Context,
    draft: &Draft,
) -> Result<(Option<crate::view::ReceiverCheck>, bool)> {
    let receiver = recipient_checked(cx, draft)
        .await?
        .map(|checked| checked.view().clone());
    let first_use = match cx.keys().info()? {
        Some(info) => {
            let signer = tdx_keys::Address::parse_any_case(&info.address).map_err(|e| {
                Error::Invalid(tr!("err-input-stored-key-address", detail = e.to_string()))
            })?;
            registry_pins::pinned_registry(cx, RegistryKind::Envelope, &signer)?.is_none()
        }
        None => false,
    };
    Ok((receiver, first_use))
}

/// The receiver check of a standard draft's recipient (none for an Egypt ACI envelope).
async fn recipient_checked(cx: &Context, draft: &Draft) -> Result<Option<CheckedCounterparty>> {
    match draft.kind {
        EnvelopeKind::EgyptAci => Ok(None),
        EnvelopeKind::Standard => {
            let inbox = optional_uuid(&draft.recipient_inbox)
                .ok_or_else(|| Error::Invalid(tr!("err-input-envelope-recipient-inbox")))?;
            Ok(Some(receiver::check_envelope_recipient(cx, inbox).await))
        }
    }
}
