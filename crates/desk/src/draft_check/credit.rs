//! The documentary credit kept with a draft (its MT700 and MT707 amendments, in order) and
//! the check of the presentation against it, in the draft check's section: the documents as
//! the draft check already read them, the bill as the eBL check reads it (dates from the
//! eBL's own PDF), and `tdx_credit::check` over them.

use std::path::Path;
use tdx_i18n::tr;

use time::Date;

use super::{CreditCheckLineView, CreditCheckView, DocumentText, DraftCheck};
use crate::context::Context;
use crate::envelopes::{self, DraftCredit, DraftDocument};
use crate::error::{Error, Result};
use crate::paths::ReadablePath;
use tdx_pdf::PdfService;
use tdx_store::now_ms;

/// The longest credit text imported (a SWIFT MT700 is at most 10,000 characters; a whole FIN
/// message with its blocks a little more).
pub const MAX_CREDIT_BYTES: usize = 64 * 1024;

/// Imports pasted SWIFT text into the saved draft `draft_id` (linked to an eBL): an MT700
/// (MT710, MT720) becomes its credit (replacing any it held), an MT707 is applied to the
/// credit it holds as its next amendment. A malformed message is refused naming its line
/// (`credit.*`), an MT707 without a credit too (`credit.none_to_amend`); nothing is kept then.
/// The draft's check then, with the credit's section.
pub async fn import_credit(
    cx: &Context,
    pdf: &PdfService,
    draft_id: &str,
    text: &str,
) -> Result<DraftCheck> {
    let draft = envelopes::draft(cx, draft_id)?;
    if draft.ebl_id.is_none() {
        return Err(Error::DraftNotLinked);
    }
    let credit = imported(draft.credit.as_ref(), text, now_ms())?;
    envelopes::set_credit(cx, draft_id, Some(credit))?;
    super::check_draft(cx, pdf, draft_id).await
}

/// [`import_credit`] of a file the user chose or dropped (a granted path), read as UTF-8
/// text (Latin-1 when it is not).
pub async fn import_credit_file(
    cx: &Context,
    pdf: &PdfService,
    draft_id: &str,
    file: &ReadablePath,
) -> Result<DraftCheck> {
    use std::io::Read;
    let name = file_name(file.as_path());
    let mut bytes = Vec::new();
    // Never more than the longest message and a byte: a larger file is refused unread.
    file.open()?
        .take(MAX_CREDIT_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Error::Io(format!("{name} cannot be read: {e}.")))?;
    if bytes.len() > MAX_CREDIT_BYTES {
        return Err(Error::Invalid(tr!(
            "err-input-credit-file-too-large",
            file = name,
            kib = MAX_CREDIT_BYTES / 1024
        )));
    }
    let text = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => e.into_bytes().iter().map(|&b| char::from(b)).collect(),
    };
    import_credit(cx, pdf, draft_id, &text).await
}

/// Removes the credit from the saved draft; its check then (without a credit section).
pub async fn remove_credit(cx: &Context, pdf: &PdfService, draft_id: &str) -> Result<DraftCheck> {
    envelopes::set_credit(cx, draft_id, None)?;
    super::check_draft(cx, pdf, draft_id).await
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string())
}

/// The credit after importing `text`: a new credit, or `existing` amended by it.
pub(crate) fn imported(
    existing: Option<&DraftCredit>,
    text: &str,
    now: i64,
) -> Result<DraftCredit> {
    if text.len() > MAX_CREDIT_BYTES {
        return Err(Error::Invalid(tr!(
            "err-input-credit-text-too-long",
            kib = MAX_CREDIT_BYTES / 1024
        )));
    }
    let (texts, credit) = if is_amendment(text) {
        let existing = existing.ok_or(Error::NoCreditToAmend)?;
        let amendment = tdx_credit::Amendment::parse(text)?;
        let credit = existing.credit.amend(&amendment)?;
        let mut texts = existing.texts.clone();
        texts.push(text.to_owned());
        (texts, credit)
    } else {
        (vec![text.to_owned()], tdx_credit::Credit::parse(text)?)
    };
    let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
    Ok(DraftCredit {
        hash: tdx_credit::text_hash(&refs),
        texts,
        credit,
        imported_at: now,
    })
}

/// Whether `text` is an MT707: its block 2 says so, or (block 4 alone) it has a field only an
/// amendment has (26E, the amendment number; 45B/46B/47B; 31E; 33B/34B).
fn is_amendment(text: &str) -> bool {
    if let Some(at) = text.find("{2:") {
        let head: String = text[at + 3..].chars().take(4).collect();
        return head.get(1..4) == Some("707");
    }
    text.lines().any(|l| {
        let l = l.trim_start();
        ["26E", "45B", "46B", "47B", "31E", "33B", "34B"]
            .iter()
            .any(|tag| l.starts_with(&format!(":{tag}:")))
    })
}

/// The presentation checked against the draft's credit: `documents` as the draft check read
/// them (`texts`, in the draft's order, typed as in `described`), the bill as the eBL check
/// reads it, as if presented on `today`.
pub(crate) fn check(
    kept: &DraftCredit,
    bill: &tdx_doccheck::Bill,
    texts: &[DocumentText],
    described: &[DraftDocument],
    today: Date,
) -> CreditCheckView {
    let presented: Vec<tdx_credit::Presented> = texts
        .iter()
        .enumerate()
        .filter_map(|(i, t)| {
            let pages = t.pages.as_ref()?;
            Some(tdx_credit::Presented {
                document: tdx_doccheck::Document {
                    name: t.file_name.clone(),
                    pages: pages.as_ref().clone(),
                },
                document_type: described
                    .get(i)
                    .map(|d| d.document_type.clone())
                    .unwrap_or_default(),
            })
        })
        .collect();
    let credit = &kept.credit;
    let report = tdx_credit::check(credit, bill, &presented, today);
    let (low, high) = credit.amount_bounds();
    CreditCheckView {
        number: credit.number.clone(),
        hash: kept.hash.clone(),
        amendments: u32::try_from(credit.amendments.len()).unwrap_or(u32::MAX),
        amount: credit.amount.display(),
        tolerance: credit
            .tolerance
            .as_ref()
            .map(|t| format!("+{}% / -{}%", t.plus, t.minus)),
        amount_range: format!(
            "{} {} to {}",
            credit.amount.currency(),
            tdx_credit::group_millis(low),
            tdx_credit::group_millis(high)
        ),
        expiry: tdx_credit::iso(credit.expiry.date),
        expiry_place: credit.expiry.place.clone(),
        latest_shipment: credit.latest_shipment.map(tdx_credit::iso),
        applicant: credit.applicant.clone(),
        beneficiary: credit.beneficiary.clone(),
        lines: report
            .lines
            .iter()
            .map(|l| {
                let title = credit_title(l.check);
                let mut line = l.clone();
                line.summary = super::credit_words::summary(l, &title);
                CreditCheckLineView { title, line }
            })
            .collect(),
        for_examiner: report.for_examiner.clone(),
        differences: u32::try_from(report.differences()).unwrap_or(u32::MAX),
        digest: report.digest(),
        present_by: report.verdict.present_by.clone(),
        days_left: report.verdict.days_left,
        verdict: super::credit_words::verdict(&report.verdict),
    }
}

/// Today's date (UTC): what the check counts the days left from.
pub(crate) fn today() -> Date {
    time::OffsetDateTime::now_utc().date()
}

/// What a line of the credit check checks, in the user's language (the report keeps its
/// English words: its digest is on record). The field tags are SWIFT's, in every language.
fn credit_title(check: tdx_credit::CreditCheckKind) -> String {
    use tdx_credit::CreditCheckKind as K;
    match check {
        K::InvoiceCurrency => tr!("desk-credit-invoice-currency"),
        K::InvoiceAmount => tr!("desk-credit-invoice-amount"),
        K::InvoiceIssuer => tr!("desk-credit-invoice-issuer"),
        K::InvoiceMadeOutTo => tr!("desk-credit-invoice-made-out-to"),
        K::Goods => tr!("desk-credit-goods"),
        K::PortOfLoading => tr!("desk-credit-port-of-loading"),
        K::PortOfDischarge => tr!("desk-credit-port-of-discharge"),
        K::ShipmentDate => tr!("desk-credit-shipment-date"),
        K::Presentation => tr!("desk-credit-presentation"),
        K::DocumentsRequired => tr!("desk-credit-documents-required"),
        K::PartialShipments => tr!("desk-credit-partial-shipments"),
        K::Transhipment => tr!("desk-credit-transhipment"),
        K::Consignee => tr!("desk-credit-consignee"),
        K::NotifyParty => tr!("desk-credit-notify-party"),
    }
}

#[cfg(test)]
mod title_tests {
    use super::*;

    #[test]
    fn each_credit_title_reads_as_the_report_in_english_and_from_the_catalogue_otherwise() {
        use tdx_credit::CreditCheckKind as K;
        let all = [
            K::InvoiceCurrency,
            K::InvoiceAmount,
            K::InvoiceIssuer,
            K::InvoiceMadeOutTo,
            K::Goods,
            K::PortOfLoading,
            K::PortOfDischarge,
            K::ShipmentDate,
            K::Presentation,
            K::DocumentsRequired,
            K::PartialShipments,
            K::Transhipment,
            K::Consignee,
            K::NotifyParty,
        ];
        tdx_i18n::set_language(tdx_i18n::Lang::En);
        for check in all {
            assert_eq!(credit_title(check), check.title());
        }
        tdx_i18n::set_language(tdx_i18n::Lang::Pseudo);
        for check in all {
            crate::catalogue_check::assert_pseudo(&credit_title(check));
        }
        tdx_i18n::set_language(tdx_i18n::Lang::Ar);
        for check in all {
            crate::catalogue_check::assert_arabic(&credit_title(check));
        }
        tdx_i18n::set_language(tdx_i18n::Lang::En);
    }
}
