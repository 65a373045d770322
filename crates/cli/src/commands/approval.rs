//! Two people for one title: `tdx request transfer|surrender|copy REF... -o FILE` (the maker:
//! `approval::request_approval` reads each eBL, checks the recipient and writes a signing
//! request, signed with the maker's key when the profile has one; nothing is signed on the
//! ledger) and `tdx approve FILE` (the approver: `approval::open_request_file` reads every eBL again
//! from the approver's own session and has the signing guard check what the key would sign;
//! the three columns — asked, now, signs — are shown with every difference in words; then the
//! user's yes and `approval::approve_request`, which signs only when all three agree).

use std::io::{IsTerminal, Read};

use serde::Serialize;
use tdx_desk::approval::{self, ApprovalColumn, ApprovalDone, ApprovalReview, MakerSignature};
use tdx_desk::ebls;
use tdx_desk::view::ActionKind;
use tdx_i18n::tr;

use super::Desk;
use crate::args::{ApproveArgs, RequestArgs, RequestCommand};
use crate::exit::{Exit, Failure, Outcome};
use crate::output::{Out, SLOT, count, fill_slot, pad};

pub async fn request(desk: &Desk, out: Out, action: RequestCommand) -> Outcome {
    let (kind, args, to) = match action {
        RequestCommand::Transfer(a) => (ActionKind::TransferPossession, a.request, Some(a.to)),
        RequestCommand::Surrender(a) => (ActionKind::RequestSurrenderForDelivery, a, None),
        RequestCommand::Copy(a) => (ActionKind::SendAsCopy, a.request, Some(a.to)),
        RequestCommand::List => return offered(desk, out).await,
    };
    make_request(desk, out, kind, &args, to.as_deref()).await
}

/// `tdx request …`, and `tdx transfer|surrender --request FILE`: the signing request written
/// to the file named (and offered in the profile's requests folder when it has one).
pub async fn make_request(
    desk: &Desk,
    out: Out,
    kind: ActionKind,
    args: &RequestArgs,
    to: Option<&str>,
) -> Outcome {
    // The maker's key signs the request when the profile has one (a module key's PIN first).
    let cx = desk.signing_context().await?;
    let mut ids = Vec::with_capacity(args.ebls.len());
    for reference in &args.ebls {
        ids.push(super::ebl_argument(&cx, reference).await?);
    }
    let recipient = match to {
        Some(to) => Some(ebls::find_recipient(&cx, to).await?),
        None => None,
    };
    let to_stdout = args.output.as_os_str() == "-";
    // Granted before anything is made: a path that cannot be written is said first.
    let file = if to_stdout {
        None
    } else {
        Some(super::granted_for_writing(&cx, &args.output)?)
    };
    let made = approval::request_approval(
        &cx,
        &ids,
        kind,
        recipient.as_ref().map(|r| r.inbox_id.as_str()),
        &args.note,
        args.valid_hours,
    )
    .await?;
    let written = match file {
        None => None,
        Some(file) => Some(approval::save_request(&made.text, file)?),
    };
    if to_stdout {
        // The file itself on stdout; what was made on stderr.
        print!("{}", made.text);
    } else if out.json {
        return out.json(&RequestReport {
            request: &made,
            path: written.as_deref(),
        });
    }
    let mut said = format!(
        "{} {}\n{}",
        out.green(&tr!("tdx-request-prepared")),
        made.summary,
        if made.signed {
            tr!("tdx-request-signed", id = &made.request_id)
        } else {
            tr!("tdx-request-unsigned", id = &made.request_id)
        }
    );
    if let Some(path) = &written {
        said.push('\n');
        said.push_str(&tr!("tdx-request-written", path = path.as_str()));
    }
    if let Some(offered) = &made.offered_at {
        said.push('\n');
        said.push_str(&tr!("tdx-request-offered-at", path = offered.as_str()));
    }
    said.push('\n');
    said.push_str(&tr!("tdx-request-nothing-on-ledger"));
    if to_stdout {
        eprintln!("{said}");
    } else {
        println!("{said}");
    }
    Ok(())
}

/// `tdx request list`: the requests offered in the profile's requests folder.
async fn offered(desk: &Desk, out: Out) -> Outcome {
    let cx = desk.context().await?;
    let offered = approval::offered_requests(&cx)?;
    if out.json {
        return out.json(&offered);
    }
    if offered.is_empty() {
        println!(
            "{}",
            match approval::approval_policy(&cx)?.folder {
                Some(folder) => tr!("tdx-requests-none-in", folder = folder),
                None => tr!("tdx-requests-none-no-folder"),
            }
        );
        return Ok(());
    }
    println!(
        "{}",
        out.bold(&format!(
            "{}  {}  {}  {}  {}  {}",
            pad(&tr!("tdx-requests-col-request"), 36),
            pad(&tr!("tdx-requests-col-made"), 20),
            pad(&tr!("tdx-requests-col-operation"), 30),
            pad_start(&tr!("tdx-requests-col-ebls"), 4),
            pad(&tr!("tdx-requests-col-prepared-by"), 24),
            tr!("tdx-requests-col-file")
        ))
    );
    for r in &offered {
        let state = match (r.approved, r.expired) {
            (true, _) => format!(" {}", tr!("tdx-requests-approved")),
            (false, true) => format!(" {}", tr!("tdx-requests-expired")),
            _ => String::new(),
        };
        println!(
            "{}  {}  {}  {:>4}  {}  {}{state}",
            pad(&r.request_id, 36),
            pad(&r.created_at, 20),
            pad(&crate::words::operation(r.kind.recorded_name()), 30),
            r.count,
            pad(r.maker.as_str(), 24),
            r.file_name
        );
    }
    Ok(())
}

/// What `tdx request --json` prints: the request made, and where it was written.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RequestReport<'a> {
    request: &'a approval::MadeRequest,
    path: Option<&'a str>,
}

/// What `tdx approve --json` prints: the review shown, and what was done (`null` when nothing
/// was).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ApproveReport<'a> {
    review: &'a ApprovalReview,
    done: Option<&'a ApprovalDone>,
}

pub async fn approve(desk: &Desk, out: Out, args: ApproveArgs) -> Outcome {
    let from_stdin = args.file.as_ref().is_some_and(|f| f.as_os_str() == "-");
    // Decided before anything is asked of the service: a script that did not say --yes
    // gets nothing prepared.
    let ask = !args.yes;
    if ask && (from_stdin || !std::io::stdin().is_terminal()) {
        return Err(Failure::usage(tr!("tdx-approve-no-terminal")));
    }
    let cx = desk.signing_context().await?;
    let review = match (&args.file, &args.offered) {
        (_, Some(id)) => approval::open_offered_request(&cx, id)
            .await
            .map_err(super::usage_if_invalid)?,
        (Some(_), None) if from_stdin => {
            let text = read_limited(std::io::stdin().lock())?;
            approval::open_request(&cx, &text).await?
        }
        (Some(file), None) => {
            // The file the user named, granted as the app's open dialog grants one.
            let file = super::granted_for_reading(&cx, file)?;
            approval::open_request_file(&cx, &file).await?
        }
        (None, None) => return Err(Failure::usage(tr!("tdx-approve-name-request"))),
    };
    let shown = review_text(out, &review);
    if out.json {
        if ask {
            eprint!("{shown}");
        }
    } else {
        print!("{shown}");
    }
    let refuse = |message: String| -> Outcome {
        if out.json {
            out.json(&ApproveReport {
                review: &review,
                done: None,
            })?;
        }
        Err(Failure::new(Exit::Refused, message))
    };
    if let Some(refusal) = &review.refusal {
        // The desk's sentence says why; that nothing was signed is said once.
        let mut message = refusal.to_string();
        let nothing = tr!("tdx-nothing-signed");
        let said_already = message.to_lowercase().contains("nothing was signed")
            || message.contains(nothing.trim_end_matches(['.', '。']));
        if !said_already {
            message.push(' ');
            message.push_str(&nothing);
        }
        return refuse(message);
    }
    if !review.can_approve {
        return refuse(tr!("tdx-approve-cannot"));
    }
    if ask && !super::actions::confirmed_with(&tr!("tdx-approve-confirm"))? {
        if out.json {
            out.json(&ApproveReport {
                review: &review,
                done: None,
            })?;
        }
        return Err(Failure::new(
            Exit::NeedsAttention,
            tr!("tdx-nothing-signed"),
        ));
    }
    // The receiver check asks the approver as it asks anyone (given with --recipient-name,
    // or typed on the terminal).
    let mut on_terminal = |prompt: &str| super::actions::typed_answer(prompt).map(Some);
    let typed = super::receiver::typed(
        review.recipient.as_ref(),
        args.recipient_name.as_deref(),
        if ask { Some(&mut on_terminal) } else { None },
    )?;
    let done = approval::approve_request(&cx, &review.review_id, typed.as_deref()).await?;
    if out.json {
        out.json(&ApproveReport {
            review: &review,
            done: Some(&done),
        })?;
    } else {
        for result in &done.results {
            let what = match result.outcome.as_str() {
                "submitted" => out.green(&tr!("tdx-approve-result-submitted")),
                other => out.yellow(&crate::words::outcome(other)),
            };
            match &result.message {
                Some(message) => println!("{}: {what} — {message}", result.reference),
                None => println!("{}: {what}", result.reference),
            }
        }
    }
    let with = |outcome: &str| done.results.iter().filter(|r| r.outcome == outcome).count();
    let (refused, failed) = (with("refused"), with("failed"));
    let total = done.results.len();
    let submitted = with("submitted");
    if refused > 0 {
        let message = if failed > 0 {
            tr!(
                "tdx-approve-refused-failed",
                submitted = count(submitted as u64),
                total = count(total as u64),
                refused = count(refused as u64),
                failed = count(failed as u64)
            )
        } else {
            tr!(
                "tdx-approve-refused",
                submitted = count(submitted as u64),
                total = count(total as u64),
                refused = count(refused as u64)
            )
        };
        return Err(Failure::new(Exit::Refused, message));
    }
    if failed > 0 || submitted < total {
        return Err(Failure::new(
            Exit::Failed,
            tr!(
                "tdx-approve-partly",
                submitted = count(submitted as u64),
                total = count(total as u64)
            ),
        ));
    }
    if !out.json {
        eprintln!(
            "{}",
            tr!(
                "tdx-approve-done",
                id = &done.request_id,
                total = count(total as u64)
            )
        );
    }
    Ok(())
}

/// A request's text from standard input: at most [`tdx_approval::MAX_FILE_BYTES`] and one
/// byte read; the desk's own checks say what is wrong with it (too large, not a request).
fn read_limited(from: impl Read) -> Outcome<String> {
    let mut bytes = Vec::new();
    from.take(tdx_approval::MAX_FILE_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Failure::usage(tr!("tdx-approve-stdin-unreadable", error = e.to_string())))?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// The approver's review in words: who prepared it (and whether their signature verified),
/// their note, when it expires, the recipient as the approver's own receiver check sees it,
/// then per eBL the three columns and every difference.
fn review_text(out: Out, r: &ApprovalReview) -> String {
    let mut s = String::new();
    let mut line = |text: String| {
        s.push_str(&text);
        s.push('\n');
    };
    let prepared = match r.maker.signature {
        MakerSignature::Verified => tr!(
            "tdx-approve-prepared-verified",
            who = &r.maker.who,
            profile = &r.maker.profile_name,
            key = r.maker.address.as_deref().unwrap_or("?")
        ),
        MakerSignature::Unsigned => tr!(
            "tdx-approve-prepared-unsigned",
            who = &r.maker.who,
            profile = &r.maker.profile_name
        ),
        MakerSignature::Invalid => fill_slot(
            &tr!(
                "tdx-approve-prepared-invalid",
                who = &r.maker.who,
                profile = &r.maker.profile_name,
                signature = SLOT
            ),
            &out.yellow(&tr!("tdx-approve-signature-invalid")),
        ),
    };
    line(out.bold(&tr!(
        "tdx-approve-title",
        id = &r.request_id,
        operation = operation_words(r.kind)
    )));
    line(prepared);
    let field = |label: String, value: &str| format!("{} {value}", pad(&label, 11));
    line(field(tr!("tdx-approve-made-at"), &r.created_at));
    line(field(tr!("tdx-approve-expires-at"), &r.expires_at));
    if !r.note.is_empty() {
        line(field(
            tr!("tdx-approve-note"),
            &tr!("tdx-approve-note-quoted", note = r.note.as_str()),
        ));
    }
    if let Some(check) = &r.recipient {
        line(String::new());
        let label = match r.kind {
            ActionKind::RequestSurrenderForDelivery => tr!("tdx-review-surrenderee"),
            _ => tr!("tdx-review-to"),
        };
        for text in super::receiver::lines(out, &label, check) {
            line(text);
        }
    }
    for row in &r.rows {
        line(String::new());
        let mark = if row.agrees {
            out.green(&tr!("tdx-approve-agree"))
        } else {
            out.yellow(&tr!("tdx-approve-differs"))
        };
        line(format!(
            "{} ({}) — {mark}",
            out.bold(&row.reference),
            row.ebl_id
        ));
        for text in columns(&row.asked, &row.now, row.signs.as_ref()) {
            line(text);
        }
        for difference in &row.differences {
            line(out.yellow(&format!("  ! {difference}")));
        }
        for caution in &row.cautions {
            line(out.yellow(&format!("  {} {caution}", tr!("tdx-review-check-before"))));
        }
    }
    if let Some(refusal) = &r.refusal {
        line(String::new());
        line(out.yellow(&format!("{} {refusal}", tr!("tdx-approve-cannot-be"))));
    }
    line(String::new());
    s
}

/// The three columns of one eBL as a table: a line per field, what the maker asked, what the
/// eBL says now, what the key would sign (a copy signs nothing).
fn columns(
    asked: &ApprovalColumn,
    now: &ApprovalColumn,
    signs: Option<&ApprovalColumn>,
) -> Vec<String> {
    let cells = |c: &ApprovalColumn| -> [String; 5] {
        [
            c.operation.to_string(),
            c.state.to_string(),
            c.holder.to_string(),
            c.title_id.clone().unwrap_or_else(|| "-".to_owned()),
            c.counterparty
                .as_ref()
                .map(|p| p.to_string())
                .unwrap_or_else(|| "-".to_owned()),
        ]
    };
    let asked = cells(asked);
    let now = cells(now);
    let signs = signs.map(cells).unwrap_or_else(|| {
        let nothing = || tr!("tdx-approve-nothing-signed-cell");
        [nothing(), nothing(), nothing(), nothing(), nothing()]
    });
    let labels = [
        tr!("tdx-approve-field-operation"),
        tr!("tdx-approve-field-state"),
        tr!("tdx-approve-field-holder"),
        tr!("tdx-approve-field-title"),
        tr!("tdx-approve-field-to"),
    ];
    let (asked_head, now_head, signs_head) = (
        tr!("tdx-approve-col-asked"),
        tr!("tdx-approve-col-now"),
        tr!("tdx-approve-col-signs"),
    );
    let width = |col: &[String; 5], head: &str| {
        col.iter()
            .map(|c| crate::output::columns(c))
            .chain([crate::output::columns(head)])
            .max()
            .unwrap_or(0)
    };
    let (wa, wn) = (width(&asked, &asked_head), width(&now, &now_head));
    let wl = labels
        .iter()
        .map(|l| crate::output::columns(l))
        .max()
        .unwrap_or(0)
        .max(10);
    let mut lines = vec![format!(
        "  {}  {}  {}  {signs_head}",
        pad("", wl),
        pad(&asked_head, wa),
        pad(&now_head, wn)
    )];
    for (i, label) in labels.iter().enumerate() {
        lines.push(format!(
            "  {}  {}  {}  {}",
            pad(label, wl),
            pad(&asked[i], wa),
            pad(&now[i], wn),
            signs[i]
        ));
    }
    lines
}

fn operation_words(kind: ActionKind) -> String {
    match kind {
        ActionKind::TransferPossession => tr!("tdx-approve-operation-transfer"),
        ActionKind::RequestSurrenderForDelivery => tr!("tdx-approve-operation-surrender"),
        ActionKind::SendAsCopy => tr!("tdx-approve-operation-copy"),
    }
}

/// `text` after spaces up to `width` columns (a right-aligned cell).
fn pad_start(text: &str, width: usize) -> String {
    let n = crate::output::columns(text);
    format!("{}{text}", " ".repeat(width.saturating_sub(n)))
}
