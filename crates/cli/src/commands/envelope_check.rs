//! `tdx envelope check --ebl ID|REF FILE... --type T [--credit MT700] [--amendment MT707]...`:
//! the app's envelope check on the command line, over `tdx_desk::draft_check`. A draft is made
//! with the files the user named (granted as the user's choice), linked to the eBL, given the
//! credit and its amendments in order, checked as the app checks it (as if presented `--on`,
//! today by default), and deleted again: nothing is kept or sent. Each line of the eBL check and
//! of the credit check is printed in the app's words, differences naming the document, the page
//! and both values. Exit 4 when there are differences (from the eBL or the credit), 0 when none.

use std::path::PathBuf;

use tdx_desk::draft_check::{self, DraftCheck};
use tdx_desk::{Context, ebls, envelopes};
use tdx_doccheck::{Finding, Outcome as Seen};
use tdx_i18n::tr;

use super::Desk;
use super::envelope::per_file;
use crate::args::EnvelopeCheckArgs;
use crate::exit::{Exit, Failure, Outcome};
use crate::output::{Out, SLOT, count, fill_slot, pad, terminal_safe};

pub async fn check(desk: &Desk, out: Out, args: EnvelopeCheckArgs) -> Outcome {
    let types = per_file(&args.types, args.files.len(), "--type")?;
    let today = match &args.on {
        Some(day) => time::Date::parse(
            day.trim(),
            &time::macros::format_description!("[year]-[month]-[day]"),
        )
        .map_err(|_| Failure::usage(tr!("tdx-check-not-a-date", day = format!("{day:?}"))))?,
        None => time::OffsetDateTime::now_utc().date(),
    };
    let cx = desk.context().await?;
    let pdf = desk.app.pdf().await?;
    let ebl_id = ebl_named(&cx, &args.ebl).await?;
    let mut paths = Vec::with_capacity(args.files.len());
    for file in &args.files {
        let granted = super::granted_for_reading(&cx, file).map_err(|f| {
            Failure::usage(format!(
                "{} {}",
                tr!(
                    "tdx-check-cannot-check-file",
                    path = file.display().to_string()
                ),
                f.message
            ))
        })?;
        paths.push(granted.as_path().display().to_string());
    }
    let added = envelopes::add_paths(&cx, &paths, &[])?;
    if let Some(skipped) = added.skipped.first() {
        return Err(Failure::usage(format!(
            "{} {}",
            tr!("tdx-check-cannot-check-file", path = &skipped.path),
            skipped.reason
        )));
    }
    let mut draft = envelopes::new_draft();
    draft.documents = added.documents;
    for (document, kind) in draft.documents.iter_mut().zip(types) {
        document.document_type = kind.trim().to_owned();
    }
    let draft = envelopes::save_draft(&cx, &draft)?;
    let credits: Vec<PathBuf> = args
        .credit
        .iter()
        .chain(&args.amendments)
        .cloned()
        .collect();
    let checked = checked(&cx, &pdf, &draft.id, &ebl_id, &credits, today).await;
    // Nothing is kept: the draft was only the check's.
    let _ = envelopes::delete_draft(&cx, &draft.id);
    let check = checked?;
    if out.json {
        out.json(&check)?;
    } else {
        print!("{}", text(out, &check));
    }
    if check.total_differences() > 0 {
        return Err(Failure::new(
            Exit::NeedsAttention,
            match &check.credit {
                Some(c) => tr!(
                    "tdx-check-differ-credit",
                    ebl = count(check.differences),
                    credit = count(c.differences),
                    number = c.number.as_str()
                ),
                None => tr!("tdx-check-differ", ebl = count(check.differences)),
            },
        ));
    }
    Ok(())
}

/// The draft linked, its credit imported (the MT700, then each MT707 in order), then checked.
async fn checked(
    cx: &Context,
    pdf: &tdx_pdf::PdfService,
    draft_id: &str,
    ebl_id: &str,
    credits: &[PathBuf],
    today: time::Date,
) -> Outcome<DraftCheck> {
    envelopes::link_ebl(cx, draft_id, Some(ebl_id))?;
    for path in credits {
        let file = super::granted_for_reading(cx, path).map_err(|f| {
            Failure::usage(format!(
                "{} {}",
                tr!(
                    "tdx-check-cannot-read-file",
                    path = path.display().to_string()
                ),
                f.message
            ))
        })?;
        draft_check::credit::import_credit_file(cx, pdf, draft_id, &file)
            .await
            .map_err(|e| {
                let failure = Failure::from(e);
                Failure::new(
                    failure.exit,
                    format!("{}: {}", path.display(), failure.message),
                )
            })?;
    }
    Ok(draft_check::check_draft_on(cx, pdf, draft_id, today).await?)
}

/// The id of the eBL of the list named by its id or its reference.
async fn ebl_named(cx: &Context, named: &str) -> Outcome<String> {
    let list = ebls::list_ebls(cx, false).await?;
    let wanted = named.trim();
    list.rows
        .iter()
        .find(|r| r.id == wanted)
        .or_else(|| {
            list.rows
                .iter()
                .find(|r| !r.is_copy && r.reference.as_str().eq_ignore_ascii_case(wanted))
        })
        .map(|r| r.id.clone())
        .ok_or_else(|| Failure::usage(tr!("tdx-check-no-such-ebl", named = format!("{wanted:?}"))))
}

fn mark(out: Out, outcome: Seen) -> String {
    let words = [
        tr!("tdx-check-matches"),
        tr!("tdx-check-differs"),
        tr!("tdx-check-not-found"),
        tr!("tdx-check-not-checked"),
    ];
    let width = words
        .iter()
        .map(|w| crate::output::columns(w))
        .max()
        .unwrap_or(0);
    let [matches, differs, not_found, not_checked] = words;
    match outcome {
        Seen::Matches => out.green(&pad(&matches, width)),
        Seen::Differs => out.yellow(&pad(&differs, width)),
        Seen::NotFound => out.dim(&pad(&not_found, width)),
        Seen::NotChecked => out.dim(&pad(&not_checked, width)),
    }
}

fn difference(f: &Finding) -> String {
    let at = if f.page == 0 {
        terminal_safe(&f.document)
    } else {
        tr!(
            "tdx-check-document-page",
            document = f.document.as_str(),
            page = count(f.page)
        )
    };
    format!(
        "      {}\n",
        fill_slot(
            &tr!(
                "tdx-check-finding",
                at = SLOT,
                found = format!("{:?}", terminal_safe(&f.found)),
                expected = format!("{:?}", terminal_safe(&f.expected))
            ),
            &at
        )
    )
}

/// The check in the app's words.
fn text(out: Out, check: &DraftCheck) -> String {
    let mut s = format!(
        "{}\n",
        out.bold(&tr!(
            "tdx-check-against-ebl",
            reference = check.ebl.reference.as_str()
        ))
    );
    for l in &check.lines {
        s.push_str(&format!(
            "  {} {}\n",
            mark(out, l.line.outcome),
            terminal_safe(&l.line.summary)
        ));
        for f in l
            .line
            .findings
            .iter()
            .filter(|f| f.outcome == Seen::Differs)
        {
            s.push_str(&difference(f));
        }
    }
    for d in check.documents.iter().filter(|d| !d.checked) {
        s.push_str(&format!(
            "  {} {}: {}\n",
            mark(out, Seen::NotChecked),
            terminal_safe(&d.file_name),
            terminal_safe(d.note.as_deref().unwrap_or_default())
        ));
    }
    let Some(c) = &check.credit else {
        return s;
    };
    s.push_str(&format!(
        "\n{}\n",
        out.bold(&tr!("tdx-check-against-credit", number = c.number.as_str()))
    ));
    let tolerance = c
        .tolerance
        .clone()
        .unwrap_or_else(|| tr!("tdx-check-no-tolerance"));
    let credit_line = match &c.latest_shipment {
        Some(latest) => tr!(
            "tdx-check-credit-line-latest",
            amount = c.amount.as_str(),
            tolerance = tolerance,
            expiry = c.expiry.to_string(),
            place = c.expiry_place.as_str(),
            latest = latest.to_string()
        ),
        None => tr!(
            "tdx-check-credit-line",
            amount = c.amount.as_str(),
            tolerance = tolerance,
            expiry = c.expiry.to_string(),
            place = c.expiry_place.as_str()
        ),
    };
    s.push_str(&format!("  {credit_line}\n"));
    for l in &c.lines {
        s.push_str(&format!(
            "  {} {}\n",
            mark(out, l.line.outcome),
            terminal_safe(&l.line.summary)
        ));
        for f in l
            .line
            .findings
            .iter()
            .filter(|f| f.outcome == Seen::Differs)
        {
            s.push_str(&difference(f));
        }
    }
    for e in &c.for_examiner {
        s.push_str(&format!(
            "  {} {}: {} ({})\n",
            out.dim(&tr!("tdx-check-for-examiner")),
            e.tag,
            terminal_safe(&e.text),
            e.why
        ));
    }
    let days = match c.days_left {
        d if d < 0 => tr!(
            "tdx-check-days-late",
            n = count(d.unsigned_abs()),
            count = d.unsigned_abs()
        ),
        d => tr!(
            "tdx-check-days-left",
            n = count(d.unsigned_abs()),
            count = d.unsigned_abs()
        ),
    };
    let present = tr!(
        "tdx-check-present-by",
        date = c.present_by.to_string(),
        days = SLOT
    );
    s.push_str(&format!(
        "  {} {}\n",
        fill_slot(&present, &days),
        terminal_safe(&c.verdict.words)
    ));
    s
}
