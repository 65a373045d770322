//! Two people for one title: `tdx request transfer|surrender|copy REF... -o FILE` (the maker:
//! `approval::request_approval` reads each eBL, checks the recipient and writes a signing
//! request, signed with the maker's key when the profile has one; nothing is signed on the
//! ledger) and `tdx approve FILE` (the approver: `approval::open_request` reads every eBL again
//! from the approver's own session and has the signing guard check what the key would sign;
//! the three columns — asked, now, signs — are shown with every difference in words; then the
//! user's yes and `approval::approve_request`, which signs only when all three agree).

use std::io::{IsTerminal, Read};

use serde::Serialize;
use tdx_desk::approval::{self, ApprovalColumn, ApprovalDone, ApprovalReview, MakerSignature};
use tdx_desk::ebls;
use tdx_desk::view::ActionKind;

use super::Desk;
use crate::args::{ApproveArgs, RequestArgs, RequestCommand};
use crate::exit::{Exit, Failure, Outcome};
use crate::output::Out;

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
        "{} {}\nRequest {}, {}.",
        out.green("Prepared:"),
        made.summary,
        made.request_id,
        if made.signed {
            "signed with your key"
        } else {
            "not signed (this profile has no key): the approver sees it unsigned"
        }
    );
    if let Some(path) = &written {
        said.push_str(&format!("\nWritten to {path}"));
    }
    if let Some(offered) = &made.offered_at {
        said.push_str(&format!("\nOffered in the requests folder: {offered}"));
    }
    said.push_str(
        "\nNothing was signed on the ledger: a second person approves it with `tdx approve FILE`.",
    );
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
            "No request is offered{}.",
            match approval::approval_policy(&cx)?.folder {
                Some(folder) => format!(" in {folder}"),
                None => ": this profile has no requests folder (tdx profiles edit NAME \
                          --requests-folder DIR)"
                    .to_owned(),
            }
        );
        return Ok(());
    }
    println!(
        "{}",
        out.bold(&format!(
            "{:<36}  {:<20}  {:<30}  {:>4}  {:<24}  FILE",
            "REQUEST", "MADE (UTC)", "OPERATION", "EBLS", "PREPARED BY"
        ))
    );
    for r in &offered {
        let state = match (r.approved, r.expired) {
            (true, _) => " (approved)",
            (false, true) => " (expired)",
            _ => "",
        };
        println!(
            "{:<36}  {:<20}  {:<30}  {:>4}  {:<24}  {}{state}",
            r.request_id,
            r.created_at,
            r.kind.recorded_name(),
            r.count,
            r.maker.as_str(),
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
        return Err(Failure::usage(
            "There is no terminal to ask for your confirmation on: nothing was signed. Review \
             the request on a terminal, or add --yes to approve, sign and submit it when \
             everything agrees.",
        ));
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
        (None, None) => return Err(Failure::usage("Name the request: FILE, or --offered ID.")),
    };
    let shown = review_text(out, &review);
    if out.json {
        if ask {
            eprint!("{shown}");
        }
    } else {
        print!("{shown}");
    }
    let refused = |message: String| -> Outcome {
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
        if !message.to_lowercase().contains("nothing was signed") {
            message.push_str(" Nothing was signed.");
        }
        return refused(message);
    }
    if !review.can_approve {
        return refused(
            "This request cannot be approved: an eBL is not as the request asked, or your key \
             would sign something else (the differences are above). Nothing was signed."
                .to_owned(),
        );
    }
    if ask && !super::actions::confirmed_with("Approve, sign and submit? [y/N] ")? {
        if out.json {
            out.json(&ApproveReport {
                review: &review,
                done: None,
            })?;
        }
        return Err(Failure::new(Exit::NeedsAttention, "Nothing was signed."));
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
                "submitted" => out.green("signed and submitted"),
                other => out.yellow(other),
            };
            match &result.message {
                Some(message) => println!("{}: {what} — {message}", result.reference),
                None => println!("{}: {what}", result.reference),
            }
        }
    }
    let count = |outcome: &str| done.results.iter().filter(|r| r.outcome == outcome).count();
    let (refused, failed) = (count("refused"), count("failed"));
    let total = done.results.len();
    let submitted = count("submitted");
    if refused > 0 {
        return Err(Failure::new(
            Exit::Refused,
            format!(
                "{submitted} of {total} submitted; {refused} refused by the signing guard \
                 (nothing signed for those){}.",
                if failed > 0 {
                    format!(", {failed} failed")
                } else {
                    String::new()
                }
            ),
        ));
    }
    if failed > 0 || submitted < total {
        return Err(Failure::new(
            Exit::Failed,
            format!("{submitted} of {total} submitted; the others did not go through."),
        ));
    }
    if !out.json {
        eprintln!("Approved request {}: {total} done.", done.request_id);
    }
    Ok(())
}

/// A request's text from standard input: at most [`tdx_approval::MAX_FILE_BYTES`] and one
/// byte read; the desk's own checks say what is wrong with it (too large, not a request).
fn read_limited(from: impl Read) -> Outcome<String> {
    let mut bytes = Vec::new();
    from.take(tdx_approval::MAX_FILE_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Failure::usage(format!("Standard input cannot be read: {e}")))?;
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
    let signature = match r.maker.signature {
        MakerSignature::Verified => format!(
            "signature verified, key {}",
            r.maker.address.as_deref().unwrap_or("?")
        ),
        MakerSignature::Unsigned => "not signed: the maker's profile has no key".to_owned(),
        MakerSignature::Invalid => out.yellow("signature does NOT verify"),
    };
    line(out.bold(&format!(
        "Signing request {} — {}",
        r.request_id,
        operation_words(r.kind)
    )));
    line(format!(
        "Prepared by {} (profile {}; {signature})",
        r.maker.who, r.maker.profile_name
    ));
    line(format!("Made at     {}", r.created_at));
    line(format!("Expires at  {}", r.expires_at));
    if !r.note.is_empty() {
        line(format!("Note        \u{201c}{}\u{201d}", r.note));
    }
    if let Some(check) = &r.recipient {
        line(String::new());
        let label = match r.kind {
            ActionKind::RequestSurrenderForDelivery => "Surrenderee",
            _ => "To",
        };
        for text in super::receiver::lines(out, label, check) {
            line(text);
        }
    }
    for row in &r.rows {
        line(String::new());
        let mark = if row.agrees {
            out.green("all three agree")
        } else {
            out.yellow("DIFFERS")
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
    }
    if let Some(refusal) = &r.refusal {
        line(String::new());
        line(out.yellow(&format!("Cannot be approved: {refusal}")));
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
        let nothing = || "(nothing signed)".to_owned();
        [nothing(), nothing(), nothing(), nothing(), nothing()]
    });
    let labels = ["operation", "state", "holder", "title", "to"];
    let width = |col: &[String; 5], head: &str| {
        col.iter()
            .map(|c| c.chars().count())
            .chain([head.chars().count()])
            .max()
            .unwrap_or(0)
    };
    let (wa, wn) = (width(&asked, "ASKED"), width(&now, "NOW"));
    let pad = |text: &str, w: usize| {
        let n = text.chars().count();
        format!("{text}{}", " ".repeat(w.saturating_sub(n)))
    };
    let mut lines = vec![format!(
        "  {:<10}  {}  {}  SIGNS",
        "",
        pad("ASKED", wa),
        pad("NOW", wn)
    )];
    for (i, label) in labels.iter().enumerate() {
        lines.push(format!(
            "  {label:<10}  {}  {}  {}",
            pad(&asked[i], wa),
            pad(&now[i], wn),
            signs[i]
        ));
    }
    lines
}

fn operation_words(kind: ActionKind) -> &'static str {
    match kind {
        ActionKind::TransferPossession => "transfer of possession",
        ActionKind::RequestSurrenderForDelivery => "surrender request for delivery",
        ActionKind::SendAsCopy => "view-only copy",
    }
}
