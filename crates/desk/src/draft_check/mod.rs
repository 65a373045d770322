//! The check of an envelope's documents against the eBL they travel with, before the envelope
//! is sent: a draft linked to one eBL the company sees (picked, or proposed when a document
//! names its B/L number), each document's text read page by page in the PDF worker's jail
//! (kept per file, so adding a document reads that one alone), the eBL's fields and its own
//! PDF's text, and `tdx_doccheck::check` over them. The send of a linked draft carries the
//! check: differences must be acknowledged by the digest the user saw, and the digest goes on
//! record with the send (the report itself into the eBL's evidence pack).
//!
//! Above `envelopes` (it reads drafts and hands the send its check), below the shell.

pub mod credit;
mod credit_words;
pub(crate) mod state;
mod view;
mod words;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use sha2::{Digest, Sha256};
use tdx_client::models::ebl::Ebl;
use tdx_pdf::PdfService;
use tdx_sandbox::{DemoDocumentKind, DemoMistakes};
use tdx_store::now_ms;
use uuid::Uuid;

pub use view::*;

use crate::context::Context;
use crate::ebl_view::held_by_us;
use crate::ebls;
use crate::envelopes::{self, Draft, SendCheck, SentEnvelopeView};
use crate::error::{Error, Result};
use crate::identity::Identity;
use state::{FileKey, PageTexts, PickRow, PickerIndex};

/// Most eBLs a picker search answers.
pub const MAX_PICKS: usize = 50;

/// The eBL picker's search: the cached list's eBLs whose reference, transport document
/// reference, vessel, voyage, ports or party names contain every word of `query` (without
/// regard to case), exact references first, at most `limit` (1..=[`MAX_PICKS`]). The rows
/// are computed once per change of the cache and kept: a search as the user types reads
/// nothing.
pub async fn search_ebls(cx: &Context, query: &str, limit: u32) -> Result<Vec<EblChoice>> {
    let rows = picker_rows(cx).await?;
    let limit = (limit as usize).clamp(1, MAX_PICKS);
    let words: Vec<String> = query.split_whitespace().map(str::to_lowercase).collect();
    let wanted = query.trim();
    let mut hits: Vec<(u8, &PickRow)> = rows
        .iter()
        .filter(|r| words.iter().all(|w| r.haystack.contains(w.as_str())))
        .map(|r| {
            let exact = same_number(&r.reference, wanted)
                || r.transport_document_reference
                    .as_deref()
                    .is_some_and(|t| same_number(t, wanted));
            let prefix = r
                .reference
                .to_lowercase()
                .starts_with(&wanted.to_lowercase());
            (
                if exact {
                    0
                } else if prefix {
                    1
                } else {
                    2
                },
                r,
            )
        })
        .collect();
    hits.sort_by(|a, b| {
        a.0.cmp(&b.0)
            .then_with(|| a.1.reference.cmp(&b.1.reference))
    });
    Ok(hits
        .into_iter()
        .take(limit)
        .map(|(_, r)| choice_of_row(r))
        .collect())
}

/// The draft's eBL: the one linked (from the cached list), or, when none is, the one a
/// document proposes (its text names the B/L number of exactly one cached eBL).
pub async fn draft_ebl(cx: &Context, pdf: &PdfService, draft_id: &str) -> Result<DraftEbl> {
    let draft = envelopes::draft(cx, draft_id)?;
    let identity = identity(cx).await;
    let Some(ebl_id) = draft.ebl_id.clone() else {
        let texts = document_texts(cx, pdf, &draft).await;
        return Ok(DraftEbl {
            draft_id: draft.id,
            ebl_id: None,
            ebl: None,
            proposed_ebl: proposal(cx, &texts).await?,
        });
    };
    let ebl = Uuid::parse_str(&ebl_id)
        .ok()
        .and_then(|id| cx.cached_ebl(id).ok().flatten())
        .map(|e| choice_of(&e, &identity));
    Ok(DraftEbl {
        draft_id: draft.id,
        ebl_id: Some(ebl_id),
        ebl,
        proposed_ebl: None,
    })
}

/// Links the saved draft to the eBL `ebl_id` (one in the cached list), or unlinks it
/// (`None`); the draft's eBL as [`draft_ebl`] shows it then.
pub async fn link_draft_ebl(
    cx: &Context,
    pdf: &PdfService,
    draft_id: &str,
    ebl_id: Option<&str>,
) -> Result<DraftEbl> {
    envelopes::link_ebl(cx, draft_id, ebl_id)?;
    draft_ebl(cx, pdf, draft_id).await
}

/// Checks the draft's documents against its linked eBL: the eBL read again from the service
/// when it can be reached (else the cached one), its own PDF's text (kept by the PDF's
/// digest), each document's text (kept per file), then the checks. A document that is not a
/// PDF, or that the app may not read, is not checked, and says why.
///
/// A draft holding a documentary credit is checked against it too (the credit section), as
/// if presented today.
pub async fn check_draft(cx: &Context, pdf: &PdfService, draft_id: &str) -> Result<DraftCheck> {
    check_draft_on(cx, pdf, draft_id, credit::today()).await
}

/// [`check_draft`] as if the presentation were made on `today` (what the credit's days left
/// count from).
pub async fn check_draft_on(
    cx: &Context,
    pdf: &PdfService,
    draft_id: &str,
    today: time::Date,
) -> Result<DraftCheck> {
    let draft = envelopes::draft(cx, draft_id)?;
    check_of(cx, pdf, &draft, today).await
}

async fn check_of(
    cx: &Context,
    pdf: &PdfService,
    draft: &Draft,
    today: time::Date,
) -> Result<DraftCheck> {
    let ebl_id = draft.ebl_id.clone().ok_or(Error::DraftNotLinked)?;
    let id = Uuid::parse_str(&ebl_id).map_err(|_| Error::EblNotKnown(ebl_id.clone()))?;
    let identity = identity(cx).await;
    let (ebl, from_cache) = current_ebl(cx, id).await?;
    let (pdf_pages, ebl_pdf_note) = match ebl_pdf_texts(cx, pdf, &ebl, from_cache).await {
        Ok(pages) => (pages, None),
        Err(e) => (Arc::new(Vec::new()), Some(e.user_message())),
    };
    let texts = document_texts(cx, pdf, draft).await;
    let bill = bill_of(&ebl, &identity, &pdf_pages);
    let documents: Vec<tdx_doccheck::Document> = texts
        .iter()
        .filter_map(|t| {
            t.pages.as_ref().map(|pages| tdx_doccheck::Document {
                name: t.file_name.clone(),
                pages: pages.as_ref().clone(),
            })
        })
        .collect();
    let report = tdx_doccheck::check(&bill, &documents, &tdx_doccheck::CheckOptions::default());
    let credit = draft
        .credit
        .as_ref()
        .map(|kept| credit::check(kept, &bill, &texts, &draft.documents, today));
    if let Some(c) = &credit
        && let Err(e) = envelopes::keep_present_by(cx, &draft.id, &c.present_by)
    {
        tracing::warn!(code = e.code(), "the credit's date could not be kept");
    }
    let differences = u32::try_from(report.differences()).unwrap_or(u32::MAX);
    let digest = match &credit {
        None => report.digest(),
        Some(c) => sha256_hex(format!("{}\n{}", report.digest(), c.digest).as_bytes()),
    };
    let lines = report.lines.iter().map(words::line_view).collect();
    Ok(DraftCheck {
        draft_id: draft.id.clone(),
        ebl_id: ebl.id.to_string(),
        ebl: choice_of(&ebl, &identity),
        differences,
        digest,
        credit,
        lines,
        pages_not_checked: report.documents_not_checked.clone(),
        documents: texts.iter().map(DocumentText::checked).collect(),
        ebl_from_cache: from_cache,
        ebl_pdf_note,
        checked_at: now_ms(),
    })
}

/// What the send review shows of the check: the check of a linked draft (its differences to
/// acknowledge), nothing for a draft linked to no eBL.
pub async fn send_review(
    cx: &Context,
    pdf: &PdfService,
    draft_id: &str,
) -> Result<EnvelopeSendReview> {
    let draft = envelopes::draft(cx, draft_id)?;
    let check = match draft.ebl_id {
        Some(_) => Some(check_of(cx, pdf, &draft, credit::today()).await?),
        None => None,
    };
    let (receiver, registry_first_use) = envelopes::review_recipient(cx, &draft).await?;
    Ok(EnvelopeSendReview {
        draft_id: draft.id,
        needs_acknowledgement: check.as_ref().is_some_and(|c| c.total_differences() > 0),
        check,
        receiver,
        registry_first_use,
    })
}

/// Signs and sends the uploaded draft ([`envelopes::sign_and_send`]). A draft linked to an eBL
/// is checked again first: when its documents differ from the eBL, `acknowledged_differences`
/// must be the digest of this result (what the user saw), else nothing is signed
/// (`envelope.differences_unacknowledged`). The check's digest and counts go on record with
/// the send, the result itself into the eBL's evidence pack. A draft with no linked eBL sends
/// as before. Either way the recipient passes the receiver check again with
/// `typed_recipient` (what the send review asked the user to type; `action.recipient_not_confirmed`
/// otherwise, nothing signed).
pub async fn sign_and_send(
    cx: &Context,
    pdf: &PdfService,
    draft_id: &str,
    acknowledged_differences: Option<&str>,
    typed_recipient: Option<&str>,
) -> Result<SentEnvelopeView> {
    let draft = envelopes::draft(cx, draft_id)?;
    if draft.ebl_id.is_none() {
        return envelopes::sign_and_send(cx, draft_id, typed_recipient).await;
    }
    let check = check_of(cx, pdf, &draft, credit::today()).await?;
    let acknowledged = acknowledged_differences
        .map(str::trim)
        .filter(|a| !a.is_empty());
    if check.total_differences() > 0 && acknowledged != Some(check.digest.as_str()) {
        return Err(Error::DifferencesNotAcknowledged {
            differences: check.differences,
            credit_differences: check.credit.as_ref().map_or(0, |c| c.differences),
            digest: check.digest,
            acknowledged: acknowledged.map(str::to_owned),
        });
    }
    let send_check = SendCheck {
        ebl_id: check.ebl_id.clone(),
        ebl_reference: check.ebl.reference.clone(),
        record: tdx_store::DocumentCheckRecord {
            ebl_id: check.ebl_id.clone(),
            digest: check.digest.clone(),
            differences: check.differences,
            not_checked_documents: check.documents.iter().filter(|d| !d.checked).count() as u32,
            acknowledged: check.total_differences() > 0,
            credit: check.credit.as_ref().map(|c| tdx_store::CreditCheckRecord {
                number: c.number.clone(),
                hash: c.hash.clone(),
                amendments: c.amendments,
                digest: c.digest.clone(),
                differences: c.differences,
                present_by: c.present_by.clone(),
                result: c.verdict.words.clone(),
            }),
        },
        report: serde_json::to_value(&check).map_err(|e| Error::Internal(e.to_string()))?,
    };
    envelopes::sign_and_send_checked(cx, draft_id, Some(send_check), typed_recipient).await
}

/// How many PDFs the worker was given for their text in this profile's session (documents and
/// eBL PDFs; what was kept is not read again).
pub fn extractions(cx: &Context) -> u64 {
    cx.draft_checks.extractions()
}

/// The demo invoice and packing list of the draft's linked eBL (embedded sandbox only),
/// written to `dir/demo-documents` and added to the saved draft (typed `INV` and `PKL`) as
/// files the user gave the app; the draft as saved then. Beside them, a documentary credit
/// (MT700) they comply with, [`demo_credit_file_name`], granted for reading (for
/// `credit::import_credit_file`) but not added. On a service profile:
/// `envelope.demo_sandbox_only`.
pub async fn add_demo_documents(cx: &Context, dir: &Path, draft_id: &str) -> Result<Draft> {
    let sandbox = cx.sandbox().ok_or(Error::DemoSandboxOnly)?;
    let draft = envelopes::draft(cx, draft_id)?;
    let ebl_id = draft.ebl_id.clone().ok_or(Error::DraftNotLinked)?;
    let id = Uuid::parse_str(&ebl_id).map_err(|_| Error::EblNotKnown(ebl_id.clone()))?;
    let ebl = cx.cached_ebl(id)?.ok_or(Error::EblNotKnown(ebl_id))?;
    let folder = dir.join("demo-documents");
    std::fs::create_dir_all(&folder)
        .map_err(|e| Error::Io(format!("{}: {e}", folder.display())))?;
    let mut written = Vec::new();
    for kind in DEMO_KINDS {
        let bytes = sandbox
            .demo_document(id, kind, &DemoMistakes::default())
            .ok_or_else(|| Error::EblNotKnown(id.to_string()))?;
        let path = folder.join(kind.file_name(&ebl.reference));
        std::fs::write(&path, bytes).map_err(|e| Error::Io(format!("{}: {e}", path.display())))?;
        written.push(cx.grants().grant_read(&path)?);
    }
    // A credit they comply with, for the credit check: granted, not added to the draft.
    if let Some(text) = sandbox.demo_credit(id, credit::today()) {
        let path = folder.join(demo_credit_file_name(&ebl.reference));
        std::fs::write(&path, text).map_err(|e| Error::Io(format!("{}: {e}", path.display())))?;
        cx.grants().grant_read(&path)?;
    }
    let paths: Vec<String> = written.iter().map(|p| p.display().to_string()).collect();
    let existing: Vec<String> = draft.documents.iter().map(|d| d.path.clone()).collect();
    let added = envelopes::add_paths(cx, &paths, &existing)?;
    let mut next = draft;
    for mut doc in added.documents {
        let invoice = doc.file_name == DemoDocumentKind::Invoice.file_name(&ebl.reference);
        doc.document_type = if invoice { "INV" } else { "PKL" }.into();
        doc.document_id = format!("{}-{}", doc.document_type, ebl.reference);
        next.documents.push(doc);
    }
    envelopes::save_draft(cx, &next)
}

/// The name of the demo credit [`add_demo_documents`] writes beside the demo documents:
/// `credit-<reference>.txt` (the reference kept to ASCII letters, digits, `-` and `_`).
pub fn demo_credit_file_name(reference: &str) -> String {
    let safe: String = reference
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .collect();
    format!("credit-{safe}.txt")
}

/// The demo documents, in the order they are added.
const DEMO_KINDS: [DemoDocumentKind; 2] =
    [DemoDocumentKind::Invoice, DemoDocumentKind::PackingList];

/// The signed-in company, or nobody.
async fn identity(cx: &Context) -> Identity {
    cx.session
        .read()
        .await
        .as_ref()
        .map(|s| s.identity.clone())
        .unwrap_or_default()
}

/// The eBL as the service shows it now (put in the cache), or the cached one when the service
/// cannot be reached or the user is signed out (`true`). One the company no longer sees, or
/// never saw, is refused.
async fn current_ebl(cx: &Context, id: Uuid) -> Result<(Ebl, bool)> {
    let cached = || {
        cx.cached_ebl(id)?
            .ok_or_else(|| Error::EblNotKnown(id.to_string()))
    };
    let Ok((client, _)) = cx.signed_in().await else {
        return Ok((cached()?, true));
    };
    match client.ebls().get(id).await {
        Ok(ebl) => {
            ebls::cache_one(cx, id, Some(&ebl))?;
            Ok((ebl, false))
        }
        Err(e) if ebls::is_unreachable(&e) => Ok((cached()?, true)),
        Err(e) if matches!(e.status(), Some(403 | 404)) => {
            ebls::cache_one(cx, id, None)?;
            Err(Error::EblNotKnown(id.to_string()))
        }
        Err(e) => Err(e.into()),
    }
}

/// The text of the eBL's own PDF: kept while the eBL is unchanged (no download), else
/// downloaded and kept by the PDF's sha256 (an unchanged PDF is not read again).
async fn ebl_pdf_texts(
    cx: &Context,
    pdf: &PdfService,
    ebl: &Ebl,
    from_cache: bool,
) -> Result<PageTexts> {
    let state = &cx.draft_checks;
    let fingerprint = sha256_hex(&serde_json::to_vec(ebl).unwrap_or_default());
    let known = if from_cache {
        state.pdf_of(ebl.id, None)
    } else {
        state.pdf_of(ebl.id, Some(&fingerprint))
    };
    if let Some(texts) = known {
        return Ok(texts);
    }
    let bytes = ebls::preview_pdf(cx, &ebl.id.to_string()).await?;
    let sha = sha256_hex(&bytes);
    let texts = match state.pdf(&sha) {
        Some(texts) => texts,
        None => {
            state.count_extraction();
            Arc::new(page_texts(pdf.texts_of_bytes(bytes).await?))
        }
    };
    state.keep_pdf(ebl.id, fingerprint, sha, texts.clone());
    Ok(texts)
}

/// A draft document and its text (`None`: not checked, and why).
pub(crate) struct DocumentText {
    file_name: String,
    path: String,
    pages: Option<PageTexts>,
    note: Option<String>,
}

impl DocumentText {
    fn checked(&self) -> CheckedDocument {
        let (pages, without) = match &self.pages {
            Some(p) => (p.len(), p.iter().filter(|t| t.is_none()).count()),
            None => (0, 0),
        };
        CheckedDocument {
            file_name: self.file_name.clone(),
            path: self.path.clone(),
            checked: self.pages.is_some(),
            pages: u32::try_from(pages).unwrap_or(u32::MAX),
            pages_without_text: u32::try_from(without).unwrap_or(u32::MAX),
            note: self.note.clone(),
        }
    }
}

/// The text of every document of the draft: kept per file (path, size, modification time)
/// and per content (sha256), read in the PDF worker otherwise. Once the draft is uploaded, each
/// document is the bytes that were uploaded (their sha256 as streamed), not the file as it is
/// on disk now: the check recorded with the send describes what was sent.
async fn document_texts(cx: &Context, pdf: &PdfService, draft: &Draft) -> Vec<DocumentText> {
    let uploaded = draft
        .uploaded
        .as_ref()
        .and_then(|u| u.documents_sha256.as_ref())
        .filter(|shas| shas.len() == draft.documents.len());
    let mut out = Vec::with_capacity(draft.documents.len());
    for (i, d) in draft.documents.iter().enumerate() {
        let file_name = d.file_name.trim().to_owned();
        let sent = uploaded.and_then(|shas| shas.get(i)).map(String::as_str);
        let read = document_text(cx, pdf, &d.path, &d.media_type, &file_name, sent).await;
        let (pages, note) = match read {
            Ok(pages) => {
                let without = pages.iter().filter(|t| t.is_none()).count();
                let note = match (without, pages.len()) {
                    (0, _) => None,
                    (w, n) if w == n => Some(
                        "No page has text (a scanned document?): not checked, never taken for a \
                         match."
                            .to_owned(),
                    ),
                    (w, n) => Some(format!(
                        "{w} of {n} pages have no text (scanned?): those pages are not checked."
                    )),
                };
                (Some(pages), note)
            }
            Err(why) => (None, Some(why)),
        };
        out.push(DocumentText {
            file_name,
            path: d.path.clone(),
            pages,
            note,
        });
    }
    out
}

/// One document's text, or why it is not checked. With `sent` (the sha256 of the bytes that
/// were uploaded), the text of those bytes: kept from an earlier read, else read from the file
/// when it still holds them, else not checked.
async fn document_text(
    cx: &Context,
    pdf: &PdfService,
    path: &str,
    media_type: &str,
    file_name: &str,
    sent: Option<&str>,
) -> std::result::Result<PageTexts, String> {
    let is_pdf = media_type == "application/pdf" || file_name.to_lowercase().ends_with(".pdf");
    if !is_pdf {
        return Err(format!(
            "Not a PDF ({}): only PDF documents are read.",
            if media_type.is_empty() {
                "unknown type"
            } else {
                media_type
            }
        ));
    }
    // The uploaded bytes' text, read before (the file may have changed since).
    if let Some(texts) = sent.and_then(|sha| cx.draft_checks.pdf(sha)) {
        return Ok(texts);
    }
    let file = cx.grants().check_read(Path::new(path)).map_err(|_| {
        "This file changed since it was added, or was not added in this window: add it \
             again to check it."
            .to_owned()
    })?;
    file.still_the_checked_file().map_err(|_| {
        "This file was replaced since it was added: add it again to check it.".to_owned()
    })?;
    let key = file_key(file.as_path()).ok_or_else(|| "The file cannot be read.".to_owned())?;
    let state = &cx.draft_checks;
    if sent.is_none()
        && let Some(texts) = state.document(&key)
    {
        return Ok(texts);
    }
    let bytes = tokio::fs::read(file.as_path())
        .await
        .map_err(|_| "The file cannot be read.".to_owned())?;
    let sha = sha256_hex(&bytes);
    if let Some(sent) = sent
        && sent != sha
    {
        return Err(
            "This file changed on disk after it was uploaded, and the app did not read the \
             uploaded version: what was sent is not checked."
                .to_owned(),
        );
    }
    let texts = match state.pdf(&sha) {
        Some(texts) => texts,
        None => {
            state.count_extraction();
            let texts = pdf
                .texts_of_bytes(bytes)
                .await
                .map_err(|e| Error::from(e).user_message())?;
            Arc::new(page_texts(texts))
        }
    };
    state.keep_document(key, texts.clone());
    state.keep_by_sha256(sha, texts.clone());
    Ok(texts)
}

fn file_key(path: &Path) -> Option<FileKey> {
    let meta = std::fs::metadata(path).ok()?;
    let modified = meta
        .modified()
        .ok()?
        .duration_since(std::time::UNIX_EPOCH)
        .ok()?;
    Some((
        PathBuf::from(path).display().to_string(),
        meta.len(),
        u64::try_from(modified.as_nanos()).ok()?,
    ))
}

fn page_texts(pages: Vec<tdx_pdf::PageText>) -> Vec<Option<String>> {
    pages.into_iter().map(|p| p.text).collect()
}

/// The eBL proposed by the documents' texts: the one cached eBL whose reference or transport
/// document reference a document names as its B/L number (none when they name several).
async fn proposal(cx: &Context, texts: &[DocumentText]) -> Result<Option<EblProposal>> {
    let mut named: Vec<(String, String)> = Vec::new();
    for t in texts {
        for page in t.pages.iter().flat_map(|p| p.iter()).flatten() {
            for number in tdx_doccheck::bl_numbers_in(page) {
                if !named.iter().any(|(_, n)| same_number(n, &number)) {
                    named.push((t.file_name.clone(), number));
                }
            }
        }
    }
    if named.is_empty() {
        return Ok(None);
    }
    let rows = picker_rows(cx).await?;
    let mut found: Option<(&PickRow, &(String, String))> = None;
    for pair in &named {
        for row in rows.iter().filter(|r| {
            same_number(&r.reference, &pair.1)
                || r.transport_document_reference
                    .as_deref()
                    .is_some_and(|t| same_number(t, &pair.1))
        }) {
            match found {
                Some((seen, _)) if seen.id != row.id => return Ok(None),
                Some(_) => {}
                None => found = Some((row, pair)),
            }
        }
    }
    Ok(found.map(|(row, (file_name, number))| EblProposal {
        ebl: choice_of_row(row),
        file_name: file_name.clone(),
        bl_number: number.clone(),
    }))
}

/// Two B/L numbers are the same without regard to case, spaces and punctuation.
fn same_number(a: &str, b: &str) -> bool {
    tdx_doccheck::same_bl_number(a, b)
}

/// The picker's rows: computed from the cached list when the cache changed (or the viewer),
/// else the ones kept.
async fn picker_rows(cx: &Context) -> Result<Arc<Vec<PickRow>>> {
    let identity = identity(cx).await;
    let viewer = serde_json::to_string(&identity).unwrap_or_default();
    let generation = cx.cache.generation();
    if let Ok(kept) = cx.draft_checks.picker.lock()
        && let Some(index) = kept.as_ref()
        && index.generation == generation
        && index.viewer == viewer
    {
        return Ok(index.rows.clone());
    }
    let list = ebls::list_ebls(cx, false).await?;
    let rows: Arc<Vec<PickRow>> = Arc::new(
        list.rows
            .into_iter()
            .map(|r| {
                let haystack = [
                    Some(r.reference.as_str()),
                    r.transport_document_reference.as_deref(),
                    r.vessel_name.as_deref(),
                    r.voyage_number.as_deref(),
                    r.port_of_loading.as_deref(),
                    r.port_of_discharge.as_deref(),
                    Some(r.search_text.as_str()),
                ]
                .into_iter()
                .flatten()
                .collect::<Vec<_>>()
                .join(" ")
                .to_lowercase();
                PickRow {
                    id: r.id,
                    reference: r.reference.into_string(),
                    transport_document_reference: r.transport_document_reference.map(String::from),
                    state: r.state.into_string(),
                    is_copy: r.is_copy,
                    held_by_us: r.held_by_us,
                    haystack,
                }
            })
            .collect(),
    );
    if let Ok(mut kept) = cx.draft_checks.picker.lock() {
        *kept = Some(PickerIndex {
            generation,
            viewer,
            rows: rows.clone(),
        });
    }
    Ok(rows)
}

fn choice_of_row(r: &PickRow) -> EblChoice {
    EblChoice {
        id: r.id.clone(),
        reference: r.reference.clone(),
        transport_document_reference: r.transport_document_reference.clone(),
        state: r.state.clone(),
        is_original: !r.is_copy,
        held_by_us: r.held_by_us,
    }
}

fn choice_of(ebl: &Ebl, us: &Identity) -> EblChoice {
    EblChoice {
        id: ebl.id.to_string(),
        reference: ebl.reference.clone(),
        transport_document_reference: transport_document_reference(ebl),
        state: ebl.state.as_str().to_owned(),
        is_original: !ebl.is_copy(),
        held_by_us: held_by_us(ebl, us),
    }
}

fn transport_document_reference(ebl: &Ebl) -> Option<String> {
    ebl.content
        .document
        .as_ref()
        .and_then(|d| d.transport_document_reference.as_deref())
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::to_owned)
}

/// The bill the documents are checked against: the eBL's fields and its PDF's text.
fn bill_of(ebl: &Ebl, us: &Identity, pdf_pages: &PageTexts) -> tdx_doccheck::Bill {
    let parties = |codes: &[&str], notify: bool| -> Vec<String> {
        ebl.content
            .document
            .iter()
            .flat_map(|d| &d.document_parties)
            .filter(|p| {
                p.party_function
                    .as_deref()
                    .is_some_and(|f| codes.contains(&f.trim()))
                    || (notify && p.is_to_be_notified == Some(true))
            })
            .filter_map(|p| p.party.as_ref().and_then(|n| n.party_name.clone()))
            .filter(|n| !n.trim().is_empty())
            .collect()
    };
    tdx_doccheck::Bill {
        reference: ebl.reference.clone(),
        transport_document_reference: transport_document_reference(ebl),
        vessel: ebl.vessel_name.clone(),
        voyage: ebl.voyage_number.clone(),
        port_of_loading: ebl.port_of_loading.clone(),
        port_of_discharge: ebl.port_of_discharge.clone(),
        shipper: parties(&["OS"], false),
        consignee: parties(&["CN"], false),
        notify: parties(&["N1", "N2", "NI"], true),
        status: ebl.state.as_str().to_owned(),
        is_copy: ebl.is_copy(),
        held_by_company: held_by_us(ebl, us),
        pdf_pages: pdf_pages.as_ref().clone(),
    }
}

fn sha256_hex(bytes: &[u8]) -> String {
    hex::encode(Sha256::digest(bytes))
}
