//! `tdx envelope send`: the envelope builder on the command line, over `tdx_desk::envelopes`.
//! A new draft with the files the user named (granted as the user's choice, as the window's
//! Add files dialog grants them), their types and ids filled in, checked (each problem printed
//! by its field: exit 2), saved; then its review (the recipient through the receiver check,
//! with its names and sources; the documents with their digests; the key and the registry, or
//! its first use) and the user's yes (`--yes`, with what the review asks typed given by
//! `--recipient-name`, for scripts); then the streamed upload (progress on a terminal), which
//! checks the recipient against what was typed before the first byte leaves, and
//! `sign_and_send`, which checks it again and has
//! the signing guard check the call against the envelope just created and the documents hash
//! tdx computed itself while uploading. A sent envelope leaves the drafts for the Sent list the
//! app shows.

use std::io::{BufRead, IsTerminal, Write};

use tdx_client::models::UploadProgress;
use tdx_desk::ebls;
use tdx_desk::envelopes::{self, DraftIssue, EnvelopeKind, human_size};
use tdx_i18n::tr;

use super::Desk;
use crate::args::{EnvelopeCommand, EnvelopeSendArgs};
use crate::exit::{Exit, Failure, Outcome};
use crate::output::{Out, pad};

pub async fn run(desk: &Desk, out: Out, action: EnvelopeCommand) -> Outcome {
    match action {
        EnvelopeCommand::Send(args) => send(desk, out, args).await,
        EnvelopeCommand::Check(args) => super::envelope_check::check(desk, out, args).await,
    }
}

/// One value per file, or one for all of them.
pub(super) fn per_file(values: &[String], files: usize, what: &str) -> Outcome<Vec<String>> {
    match values.len() {
        n if n == files => Ok(values.to_vec()),
        1 => Ok(vec![values[0].clone(); files]),
        0 => Ok(vec![String::new(); files]),
        n => Err(Failure::usage(tr!(
            "tdx-envelope-values-per-file",
            n = crate::output::count(n as u64),
            option = what,
            files = crate::output::count(files as u64)
        ))),
    }
}

async fn send(desk: &Desk, out: Out, args: EnvelopeSendArgs) -> Outcome {
    let types = per_file(&args.types, args.files.len(), "--type")?;
    let ids = per_file(&args.ids, args.files.len(), "--id")?;
    let cx = desk.signing_context().await?;
    let mut paths = Vec::with_capacity(args.files.len());
    for file in &args.files {
        let granted = super::granted_for_reading(&cx, file).map_err(|f| {
            Failure::usage(format!(
                "{} {}",
                tr!(
                    "tdx-envelope-cannot-send-file",
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
            tr!("tdx-envelope-cannot-send-file", path = &skipped.path),
            skipped.reason
        )));
    }
    if added.documents.len() != paths.len() {
        return Err(Failure::usage(tr!("tdx-envelope-same-file-twice")));
    }
    let mut draft = envelopes::new_draft();
    match (&args.aci, &args.to) {
        (Some(acid), _) => {
            draft.kind = EnvelopeKind::EgyptAci;
            draft.acid_number = acid.trim().to_owned();
        }
        (None, Some(to)) => {
            // Never by a name an eBL's issuer wrote: an inbox id, or a contact's name.
            let recipient = ebls::find_contact_recipient(&cx, to).await?;
            draft.recipient_inbox = recipient.inbox_id;
            draft.recipient_name = recipient.name.into_string();
        }
        (None, None) => return Err(Failure::usage(tr!("tdx-envelope-name-recipient"))),
    }
    draft.documents = added.documents;
    for ((document, kind), id) in draft.documents.iter_mut().zip(types).zip(ids) {
        document.document_type = kind.trim().to_owned();
        document.document_id = id.trim().to_owned();
    }
    let issues = envelopes::check(&cx, &draft)?;
    if !issues.is_empty() {
        return Err(Failure::usage(issues_text(&issues, &args)));
    }
    // Decided before anything is kept or uploaded: a script that did not say --yes gets
    // nothing prepared.
    let ask = !args.yes;
    if ask && !std::io::stdin().is_terminal() {
        return Err(Failure::usage(tr!("tdx-envelope-no-terminal")));
    }
    let draft = envelopes::save_draft(&cx, &draft)?;
    let review = envelopes::review_send(&cx, &draft.id).await?;
    let text = review_text(out, &review);
    if out.json {
        if ask {
            eprint!("{text}");
        }
    } else {
        print!("{text}");
    }
    if ask && !confirmed()? {
        return Err(Failure::new(
            Exit::NeedsAttention,
            tr!("tdx-envelope-declined"),
        ));
    }
    let mut on_terminal = |prompt: &str| answer(prompt).map(Some);
    let typed = super::receiver::typed(
        review.receiver.as_ref(),
        args.recipient_name.as_deref(),
        if ask { Some(&mut on_terminal) } else { None },
    )?;
    let total: u64 = draft.documents.iter().map(|d| d.size).sum();
    if !out.json {
        println!(
            "{} {}",
            out.bold(&tr!("tdx-envelope-uploading")),
            uploading_words(&draft, &human_size(total))
        );
    }
    let show = std::io::stderr().is_terminal();
    let uploaded = envelopes::upload(
        &cx,
        &draft.id,
        typed.as_deref(),
        move |p: UploadProgress| {
            if show {
                let percent = (p.sent * 100).checked_div(p.total).unwrap_or(100);
                eprint!(
                    "\r{}",
                    tr!(
                        "tdx-envelope-upload-progress",
                        sent = human_size(p.sent),
                        total = human_size(p.total),
                        percent = crate::output::count(percent)
                    )
                );
                let _ = std::io::stderr().flush();
            }
        },
    )
    .await;
    if show {
        eprint!("\r\x1b[K");
    }
    let kept = |f: tdx_desk::Error| {
        let mut failure = Failure::from(f);
        failure.message.push('\n');
        failure.message.push_str(&tr!("tdx-envelope-draft-kept"));
        failure
    };
    uploaded.map_err(kept)?;
    let sent = envelopes::sign_and_send(&cx, &draft.id, typed.as_deref())
        .await
        .map_err(kept)?;
    if out.json {
        return out.json(&sent);
    }
    println!(
        "{}{}",
        out.green(&tr!("tdx-envelope-signed-sent")),
        tr!(
            "tdx-envelope-sent",
            envelope = &sent.envelope_id,
            recipient = &sent.recipient
        )
    );
    for d in &sent.documents {
        println!(
            "  {} {} {} {}",
            pad(&d.file_name, 30),
            pad(&d.document_type, 6),
            pad(&d.document_id, 16),
            human_size(d.size)
        );
    }
    Ok(())
}

/// The envelope's review: whom it goes to (the receiver check), what is signed (the documents
/// with their digests), by which key, for which registry.
fn review_text(out: Out, r: &envelopes::EnvelopeSignReview) -> String {
    let mut s = Vec::new();
    let documents = r.documents.len();
    s.push(out.bold(&tr!(
        "tdx-envelope-review-title",
        n = crate::output::count(documents as u64),
        count = documents,
        recipient = &r.recipient
    )));
    s.push(String::new());
    if let Some(check) = &r.receiver {
        s.extend(super::receiver::lines(out, &tr!("tdx-review-to"), check));
        s.push(String::new());
    }
    s.push(tr!("tdx-envelope-review-documents"));
    for d in &r.documents {
        let size = human_size(d.size);
        s.push(format!(
            "  {} {} {} {}{size}  {}",
            pad(&d.file_name, 30),
            pad(&d.document_type, 6),
            pad(&d.document_id, 16),
            " ".repeat(9usize.saturating_sub(crate::output::columns(&size))),
            d.sha256
        ));
    }
    s.push(String::new());
    let width = crate::output::label_width(10, &[tr!("tdx-call-signer"), tr!("tdx-call-registry")]);
    let field = |label: String, value: &str| format!("  {} {value}", pad(&label, width));
    s.push(field(tr!("tdx-call-signer"), &r.signer_address));
    match &r.registry_pinned {
        Some(pinned) => s.push(field(
            tr!("tdx-call-registry"),
            &tr!("tdx-envelope-registry-pinned", registry = pinned.as_str()),
        )),
        None => s.push(out.yellow(&field(
            tr!("tdx-call-registry"),
            &tr!("tdx-envelope-registry-first-use"),
        ))),
    }
    s.push(String::new());
    let mut text = s.join("\n");
    text.push('\n');
    text
}

/// Asks on the terminal; only `y` or `yes` goes on.
fn confirmed() -> Outcome<bool> {
    let answer = answer(&tr!("tdx-confirm-sign-submit"))?;
    Ok(super::actions::is_yes(&answer))
}

/// Asks `prompt` on the terminal, and returns the line typed.
fn answer(prompt: &str) -> Outcome<String> {
    eprint!("{prompt}");
    let _ = std::io::stderr().flush();
    let mut line = String::new();
    std::io::stdin()
        .lock()
        .read_line(&mut line)
        .map_err(super::actions::unreadable_answer)?;
    Ok(line.trim().to_owned())
}

/// "2 documents (1.2 MB) to Harbor Bank plc (inbox …)." after "Uploading".
fn uploading_words(draft: &envelopes::Draft, size: &str) -> String {
    let count = draft.documents.len();
    let n = crate::output::count(count as u64);
    match draft.kind {
        EnvelopeKind::EgyptAci => tr!(
            "tdx-envelope-uploading-aci",
            n = n,
            count = count,
            size = size,
            acid = &draft.acid_number
        ),
        EnvelopeKind::Standard if draft.recipient_name.is_empty() => tr!(
            "tdx-envelope-uploading-inbox",
            n = n,
            count = count,
            size = size,
            inbox = &draft.recipient_inbox
        ),
        EnvelopeKind::Standard => tr!(
            "tdx-envelope-uploading-named",
            n = n,
            count = count,
            size = size,
            name = &draft.recipient_name,
            inbox = &draft.recipient_inbox
        ),
    }
}

/// Each problem on its line, by the option or file it is about.
fn issues_text(issues: &[DraftIssue], args: &EnvelopeSendArgs) -> String {
    let mut text = tr!("tdx-envelope-issues");
    for issue in issues {
        text.push_str(&format!(
            "\n  {}: {}",
            field_words(&issue.field, args),
            issue.message
        ));
    }
    text
}

/// `documents.1.documentType` → `invoice.pdf --type` (the file and the option the user typed).
fn field_words(field: &str, args: &EnvelopeSendArgs) -> String {
    let mut parts = field.split('.');
    match (parts.next(), parts.next(), parts.next()) {
        (Some("documents"), Some(index), Some(what)) => {
            let file = index
                .parse::<usize>()
                .ok()
                .and_then(|i| args.files.get(i))
                .map(|f| f.display().to_string())
                .unwrap_or_else(|| tr!("tdx-envelope-document-index", index = index));
            let option = match what {
                "documentType" => " --type",
                "documentId" => " --id",
                _ => "",
            };
            format!("{field} ({file}{option})")
        }
        (Some("recipientInbox"), None, None) => format!("{field} (--to)"),
        (Some("acidNumber"), None, None) => format!("{field} (--aci)"),
        _ => field.to_owned(),
    }
}
