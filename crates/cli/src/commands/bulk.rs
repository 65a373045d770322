//! `tdx bulk transfer|surrender|copy` and `tdx bulk resume`: the window's bulk actions over
//! `tdx_desk::batch`. One review for all (`prepare_batch`: each eBL's signing data decoded and
//! checked by the signing guard), shown with each eBL's line; the user's yes (or `--yes`);
//! then `run_batch` signs and submits every reviewed eBL, with progress on a terminal. The
//! batch is on record before anything is signed, so a run cut off (or eBLs that failed) can be
//! taken up again with `tdx bulk resume`, after a fresh review (`retry_batch`).

use std::io::{BufRead, IsTerminal, Read, Write};
use std::path::Path;

use tdx_desk::batch::{self, BatchItemView, BatchView};
use tdx_desk::csv_export::{self, looks_like_formula};
use tdx_desk::error::ErrorCode;
use tdx_desk::view::{ActionKind, Inert};
use tdx_desk::{Context, ebls};
use tdx_i18n::tr;
use tdx_store::BatchItemState;

use super::Desk;
use crate::args::{BulkArgs, BulkCommand};
use crate::exit::{Exit, Failure, Outcome};
use crate::output::{Out, SLOT, fill_slot, pad};

pub async fn run(desk: &Desk, out: Out, action: BulkCommand) -> Outcome {
    match action {
        BulkCommand::Transfer(args) => {
            start(
                desk,
                out,
                ActionKind::TransferPossession,
                args.bulk,
                Some(args.to),
                args.recipient_name.as_deref(),
            )
            .await
        }
        BulkCommand::Surrender(args) => {
            start(
                desk,
                out,
                ActionKind::RequestSurrenderForDelivery,
                args.bulk,
                None,
                args.recipient_name.as_deref(),
            )
            .await
        }
        BulkCommand::Copy(args) => {
            start(
                desk,
                out,
                ActionKind::SendAsCopy,
                args.bulk,
                Some(args.to),
                args.recipient_name.as_deref(),
            )
            .await
        }
        BulkCommand::Resume {
            batch,
            yes,
            recipient_name,
        } => resume(desk, out, batch.as_deref(), yes, recipient_name.as_deref()).await,
    }
}

/// Where the user's yes is asked: standard input when it is a terminal and free, else the
/// controlling terminal (the references came on standard input).
enum Asker {
    No,
    Stdin,
    Tty(std::io::BufReader<std::fs::File>),
}

impl Asker {
    /// Decided before anything is asked of the service: a script that did not say --yes gets
    /// nothing prepared.
    fn new(yes: bool, stdin_taken: bool) -> Outcome<Asker> {
        if yes {
            return Ok(Asker::No);
        }
        if !stdin_taken && std::io::stdin().is_terminal() {
            return Ok(Asker::Stdin);
        }
        if stdin_taken && let Ok(tty) = std::fs::File::open("/dev/tty") {
            return Ok(Asker::Tty(std::io::BufReader::new(tty)));
        }
        Err(Failure::usage(tr!("tdx-bulk-no-terminal")))
    }

    fn asks(&self) -> bool {
        !matches!(self, Asker::No)
    }

    /// Asks `question` on stderr and returns the line typed (`None` when nobody is asked).
    fn typed(&mut self, question: &str) -> Outcome<Option<String>> {
        let mut answer = String::new();
        let read = match self {
            Asker::No => return Ok(None),
            Asker::Stdin => {
                eprint!("{question}");
                let _ = std::io::stderr().flush();
                std::io::stdin().lock().read_line(&mut answer)
            }
            Asker::Tty(tty) => {
                eprint!("{question}");
                let _ = std::io::stderr().flush();
                tty.read_line(&mut answer)
            }
        };
        read.map_err(super::actions::unreadable_answer)?;
        Ok(Some(answer.trim().to_owned()))
    }

    /// Asks `question` on stderr; only `y` or `yes` goes on (nobody asked: `--yes`).
    fn confirmed(&mut self, question: &str) -> Outcome<bool> {
        Ok(match self.typed(question)? {
            None => true,
            Some(answer) => super::actions::is_yes(&answer),
        })
    }
}

async fn start(
    desk: &Desk,
    out: Out,
    kind: ActionKind,
    args: BulkArgs,
    to: Option<String>,
    recipient_name: Option<&str>,
) -> Outcome {
    let mut asker = Asker::new(args.yes, args.csv.is_none())?;
    desk.refuse_without_second_person(kind).await?;
    let cx = if kind.operation().is_some() {
        desk.signing_context().await?
    } else {
        desk.context().await?
    };
    let references = match &args.csv {
        Some(file) => {
            let file = super::granted_for_reading(&cx, file)?;
            let text = std::fs::read(file.as_path()).map_err(|e| {
                Failure::new(
                    Exit::Failed,
                    tr!(
                        "tdx-bulk-file-unreadable",
                        path = file.as_path().display().to_string(),
                        error = e.to_string()
                    ),
                )
            })?;
            references_from_csv(&text, file.as_path())?
        }
        None => references_from_stdin()?,
    };
    if references.is_empty() {
        return Err(Failure::usage(tr!("tdx-bulk-no-references")));
    }
    let recipient = match &to {
        Some(to) => Some(ebls::find_recipient(&cx, to).await?),
        None => None,
    };
    // Each reference is looked up on its own: one that names no eBL is left out with its
    // reason, and the others go on.
    let mut ids = Vec::with_capacity(references.len());
    let mut left_out = Vec::new();
    for reference in &references {
        match lookup(&cx, reference).await? {
            Ok(id) => ids.push(id),
            Err(item) => left_out.push(item),
        }
    }
    if ids.is_empty() {
        let view = unresolved_view(kind, recipient.as_ref(), left_out);
        return nothing_to_do(&cx, out, view).await;
    }
    let mut view = batch::prepare_batch(
        &cx,
        &ids,
        kind,
        recipient.as_ref().map(|r| r.inbox_id.as_str()),
    )
    .await?;
    view.items.extend(left_out.iter().cloned());
    confirm_and_run(&cx, out, view, &mut asker, recipient_name, &left_out).await
}

/// The eBL `reference` names, or the line that says why it is left out. A reference that looks
/// like a spreadsheet formula (`tdx_desk::csv_export::looks_like_formula`) is not looked up at
/// all and is shown made harmless; a reference no eBL has is left out with the desk's reason.
/// What fails for every reference alike (signed out, the service unreachable) ends the run.
async fn lookup(
    cx: &Context,
    reference: &str,
) -> Outcome<std::result::Result<String, BatchItemView>> {
    let left_out = |reason: String| BatchItemView {
        ebl_id: String::new(),
        reference: Inert::new(shown_reference(reference)),
        state: BatchItemState::Skipped,
        line: None,
        reason: Some(reason),
    };
    if looks_like_formula(reference) {
        return Ok(Err(left_out(format!(
            "{} {}",
            tr!("tdx-bulk-unknown-reference"),
            tr!("tdx-bulk-formula")
        ))));
    }
    match ebls::find_ebl(cx, reference).await {
        Ok(id) => Ok(Ok(id)),
        Err(e) if e.error_code() == ErrorCode::InputInvalid => {
            // The desk's sentence as a terminal may show it: every control character and
            // bidi control escaped, except the isolates the catalogue put around its values
            // (made inert, an Arabic sentence's isolates would show as ⟨U+2068⟩).
            let reason = crate::output::terminal_safe(&e.user_message());
            Ok(Err(left_out(format!(
                "{} {reason}",
                tr!("tdx-bulk-unknown-reference")
            ))))
        }
        Err(e) => Err(e.into()),
    }
}

/// A reference as `tdx` prints it: a formula-looking one defused (a leading `'`), control
/// characters escaped, so that neither a terminal nor a spreadsheet reading the output runs it.
fn shown_reference(reference: &str) -> String {
    super::activity::sanitized(&csv_export::defused(reference))
}

/// The review of a bulk action none of whose references names an eBL: only its lines.
fn unresolved_view(
    kind: ActionKind,
    recipient: Option<&tdx_desk::view::Recipient>,
    left_out: Vec<BatchItemView>,
) -> BatchView {
    BatchView {
        id: String::new(),
        kind,
        recipient_inbox: recipient.map(|r| r.inbox_id.clone()),
        recipient_name: recipient.map(|r| r.name.clone()),
        receiver: None,
        items: left_out,
        started: false,
        running: false,
        cancelled: false,
        interrupted: false,
        retryable: 0,
        ready: 0,
        registry_first_use: false,
        created_at: tdx_store::now_ms(),
    }
}

/// Shows the review, asks, runs the batch and reports it.
async fn confirm_and_run(
    cx: &Context,
    out: Out,
    view: BatchView,
    asker: &mut Asker,
    recipient_name: Option<&str>,
    left_out: &[BatchItemView],
) -> Outcome {
    if view.ready == 0 {
        return nothing_to_do(cx, out, view).await;
    }
    let text = review_text(out, &view);
    if out.json {
        if asker.asks() {
            eprint!("{text}");
        }
    } else {
        print!("{text}");
    }
    let question = if view.kind.operation().is_some() {
        tr!("tdx-bulk-confirm-sign")
    } else {
        tr!("tdx-bulk-confirm-copies")
    };
    if !asker.confirmed(&question)? {
        if out.json {
            out.json(&view)?;
        }
        // Reviews of a batch never started are dropped; one on record stays to resume.
        if !view.started {
            let _ = batch::close_batch(cx, &view.id).await;
        }
        return Err(Failure::new(Exit::NeedsAttention, nothing(view.kind)));
    }
    // A first action toward an inbox never dealt with, a first transfer, or a near miss: what
    // the receiver check asks typed, as the window asks for it (given with --recipient-name,
    // or typed on the terminal).
    let mut ask = |prompt: &str| asker.typed(prompt);
    let typed = match super::receiver::typed(view.receiver.as_ref(), recipient_name, Some(&mut ask))
    {
        Ok(typed) => typed,
        Err(failure) => {
            if !view.started {
                let _ = batch::close_batch(cx, &view.id).await;
            }
            return Err(failure);
        }
    };
    let mut done = run_with_progress(cx, &view, typed.as_deref()).await?;
    done.items.extend(left_out.iter().cloned());
    if out.json {
        out.json(&done)?;
    } else {
        print_outcome(out, &done);
    }
    ending(&done)
}

/// A review with nothing ready: each reference's line, and the exit (3 when the guard refused
/// any, else 1). Nothing is signed.
async fn nothing_to_do(cx: &Context, out: Out, view: BatchView) -> Outcome {
    let text = review_text(out, &view);
    if out.json {
        out.json(&view)?;
    } else {
        print!("{text}");
    }
    if !view.started && !view.id.is_empty() {
        let _ = batch::close_batch(cx, &view.id).await;
    }
    let refused = count(&view, BatchItemState::Refused);
    let exit = if refused > 0 {
        Exit::Refused
    } else {
        Exit::Failed
    };
    Err(Failure::new(
        exit,
        fill_slot(
            &tr!("tdx-bulk-none-actionable", tally = SLOT),
            &tally(&view),
        ),
    ))
}

/// `run_batch`, its progress on stderr when it is a terminal; Ctrl+C cancels the rest (those
/// in flight finish, no further eBL is signed).
async fn run_with_progress(
    cx: &Context,
    view: &BatchView,
    recipient_name: Option<&str>,
) -> Outcome<BatchView> {
    let show = std::io::stderr().is_terminal();
    let mut changes = batch::batch_changes(cx);
    let total = view.ready;
    let run = batch::run_batch(cx, &view.id, recipient_name);
    tokio::pin!(run);
    let mut interrupt = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::interrupt())
        .map_err(|e| {
        Failure::new(
            Exit::Failed,
            tr!("tdx-bulk-no-interrupt-watch", error = e.to_string()),
        )
    })?;
    let mut interrupted = false;
    let result = loop {
        tokio::select! {
            result = &mut run => break result,
            changed = changes.changed(), if show => {
                if changed.is_err() {
                    continue;
                }
                if let Ok(now) = batch::batch_view(cx, &view.id).await {
                    let settled = now
                        .items
                        .iter()
                        .filter(|i| !matches!(i.state, BatchItemState::Waiting | BatchItemState::Submitting | BatchItemState::Skipped))
                        .count();
                    eprint!(
                        "\r{}",
                        tr!(
                            "tdx-bulk-progress",
                            settled = crate::output::count(settled as u64),
                            total = crate::output::count(total)
                        )
                    );
                    let _ = std::io::stderr().flush();
                }
            }
            _ = interrupt.recv(), if !interrupted => {
                interrupted = true;
                batch::cancel_batch(cx, &view.id);
                eprintln!("\r{}", tr!("tdx-bulk-cancelled"));
            }
        }
    };
    if show {
        eprint!("\r\x1b[K");
    }
    Ok(result?)
}

/// `tdx bulk resume [BATCH]`.
async fn resume(
    desk: &Desk,
    out: Out,
    batch_id: Option<&str>,
    yes: bool,
    recipient_name: Option<&str>,
) -> Outcome {
    let cx = desk.signing_context().await?;
    let open = batch::open_batches(&cx).await?;
    let Some(wanted) = batch_id else {
        if out.json {
            return out.json(&open);
        }
        if open.is_empty() {
            println!("{}", tr!("tdx-bulk-none-open"));
            return Ok(());
        }
        for b in &open {
            println!("{}", out.bold(&format!("{}  {}", b.id, batch_title(b))));
            let line = tr!(
                "tdx-bulk-open-line",
                tally = SLOT,
                retryable = crate::output::count(b.retryable),
                command = format!("tdx bulk resume {}", short(&b.id))
            );
            println!("  {}", fill_slot(&line, &tally(b)));
        }
        return Ok(());
    };
    let wanted = wanted.trim().to_lowercase();
    let matching: Vec<&BatchView> = open.iter().filter(|b| b.id.starts_with(&wanted)).collect();
    let found = match matching.as_slice() {
        [one] => *one,
        [] => {
            return Err(Failure::usage(tr!(
                "tdx-bulk-no-such-batch",
                id = format!("{wanted:?}")
            )));
        }
        _ => {
            return Err(Failure::usage(tr!(
                "tdx-bulk-ambiguous-batch",
                n = crate::output::count(matching.len() as u64),
                count = matching.len(),
                id = format!("{wanted:?}")
            )));
        }
    };
    let mut asker = Asker::new(yes, false)?;
    let view = batch::retry_batch(&cx, &found.id).await?;
    confirm_and_run(&cx, out, view, &mut asker, recipient_name, &[]).await
}

/// The references of a CSV file: its `reference` column (any case), else its first column
/// (then every row is one, with no header).
fn references_from_csv(text: &[u8], path: &Path) -> Outcome<Vec<String>> {
    let unreadable = |e: csv::Error| {
        Failure::usage(tr!(
            "tdx-bulk-csv-unreadable",
            path = path.display().to_string(),
            error = e.to_string()
        ))
    };
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .trim(csv::Trim::All)
        .from_reader(text);
    let mut rows = reader.records();
    let Some(first) = rows.next().transpose().map_err(unreadable)? else {
        return Ok(Vec::new());
    };
    let named = first.iter().position(|cell| {
        cell.trim_start_matches('\u{feff}')
            .eq_ignore_ascii_case("reference")
    });
    let column = named.unwrap_or(0);
    let mut out = Vec::new();
    if named.is_none()
        && let Some(cell) = first.get(0)
    {
        out.push(cell.trim_start_matches('\u{feff}').to_owned());
    }
    for row in rows {
        let row = row.map_err(unreadable)?;
        if let Some(cell) = row.get(column) {
            out.push(cell.to_owned());
        }
    }
    out.retain(|r| !r.trim().is_empty());
    Ok(out)
}

/// One reference per line of standard input (blank lines and `#` comments skipped).
fn references_from_stdin() -> Outcome<Vec<String>> {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).map_err(|e| {
        Failure::new(
            Exit::Failed,
            tr!("tdx-stdin-unreadable", error = e.to_string()),
        )
    })?;
    Ok(text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_owned)
        .collect())
}

fn nothing(kind: ActionKind) -> String {
    if kind.operation().is_some() {
        tr!("tdx-nothing-signed")
    } else {
        tr!("tdx-nothing-sent")
    }
}

fn count(view: &BatchView, state: BatchItemState) -> usize {
    view.items.iter().filter(|i| i.state == state).count()
}

fn short(id: &str) -> &str {
    id.get(..8).unwrap_or(id)
}

/// "Transfer possession of 3 eBLs to Harbor Bank plc (inbox …)".
fn batch_title(view: &BatchView) -> String {
    let count = view.items.len();
    let n = crate::output::count(count as u64);
    let name = view.recipient_name.as_deref().unwrap_or_default();
    let inbox = view.recipient_inbox.as_deref().unwrap_or_default();
    match (view.kind, &view.recipient_name, &view.recipient_inbox) {
        (ActionKind::TransferPossession, Some(_), Some(_)) => tr!(
            "tdx-bulk-title-transfer-named",
            n = n,
            count = count,
            name = name,
            inbox = inbox
        ),
        (ActionKind::TransferPossession, None, Some(_)) => tr!(
            "tdx-bulk-title-transfer-inbox",
            n = n,
            count = count,
            inbox = inbox
        ),
        (ActionKind::TransferPossession, _, None) => {
            tr!("tdx-bulk-title-transfer", n = n, count = count)
        }
        (ActionKind::RequestSurrenderForDelivery, Some(_), Some(_)) => tr!(
            "tdx-bulk-title-surrender-named",
            n = n,
            count = count,
            name = name,
            inbox = inbox
        ),
        (ActionKind::RequestSurrenderForDelivery, None, Some(_)) => tr!(
            "tdx-bulk-title-surrender-inbox",
            n = n,
            count = count,
            inbox = inbox
        ),
        (ActionKind::RequestSurrenderForDelivery, _, None) => {
            tr!("tdx-bulk-title-surrender", n = n, count = count)
        }
        (ActionKind::SendAsCopy, Some(_), Some(_)) => tr!(
            "tdx-bulk-title-copy-named",
            n = n,
            count = count,
            name = name,
            inbox = inbox
        ),
        (ActionKind::SendAsCopy, None, Some(_)) => tr!(
            "tdx-bulk-title-copy-inbox",
            n = n,
            count = count,
            inbox = inbox
        ),
        (ActionKind::SendAsCopy, _, None) => tr!("tdx-bulk-title-copy", n = n, count = count),
    }
}

/// How the items stand: "3 done, 1 failed".
fn tally(view: &BatchView) -> String {
    let mut parts = Vec::new();
    for state in [
        BatchItemState::Waiting,
        BatchItemState::Done,
        BatchItemState::Skipped,
        BatchItemState::Refused,
        BatchItemState::Failed,
        BatchItemState::Unknown,
        BatchItemState::NotSent,
        BatchItemState::Submitting,
    ] {
        let n = count(view, state);
        if n > 0 {
            parts.push(state_count(state, n));
        }
    }
    parts.join(&tr!("tdx-list-separator"))
}

/// "3 done": how many items are in `state`.
fn state_count(state: BatchItemState, count: usize) -> String {
    let n = crate::output::count(count as u64);
    match state {
        BatchItemState::Waiting => tr!("tdx-bulk-count-reviewed", n = n, count = count),
        BatchItemState::Skipped => tr!("tdx-bulk-count-left-out", n = n, count = count),
        BatchItemState::Submitting => tr!("tdx-bulk-count-submitting", n = n, count = count),
        BatchItemState::Done => tr!("tdx-bulk-count-done", n = n, count = count),
        BatchItemState::Refused => tr!("tdx-bulk-count-refused", n = n, count = count),
        BatchItemState::Failed => tr!("tdx-bulk-count-failed", n = n, count = count),
        BatchItemState::Unknown => tr!("tdx-bulk-count-unknown", n = n, count = count),
        BatchItemState::NotSent => tr!("tdx-bulk-count-not-sent", n = n, count = count),
    }
}

/// An item's state in words, on its line.
fn state_words(state: BatchItemState) -> String {
    match state {
        BatchItemState::Waiting => tr!("tdx-bulk-state-reviewed"),
        BatchItemState::Skipped => tr!("tdx-bulk-state-left-out"),
        BatchItemState::Submitting => tr!("tdx-bulk-state-submitting"),
        BatchItemState::Done => tr!("tdx-bulk-state-done"),
        BatchItemState::Refused => tr!("tdx-bulk-state-refused"),
        BatchItemState::Failed => tr!("tdx-bulk-state-failed"),
        BatchItemState::Unknown => tr!("tdx-bulk-state-unknown"),
        BatchItemState::NotSent => tr!("tdx-bulk-state-not-sent"),
    }
}

/// The review of the whole batch: its sentence, then one line per eBL (what its key signs,
/// or why it is left out).
fn review_text(out: Out, view: &BatchView) -> String {
    let mut s = String::new();
    s.push_str(&out.bold(&batch_title(view)));
    s.push('\n');
    for item in &view.items {
        s.push_str(&item_line(out, item, true));
        s.push('\n');
    }
    if let Some(check) = &view.receiver {
        let label = match view.kind {
            ActionKind::RequestSurrenderForDelivery => tr!("tdx-review-surrenderee"),
            _ => tr!("tdx-review-to"),
        };
        for line in super::receiver::lines(out, &label, check) {
            s.push_str(&line);
            s.push('\n');
        }
    }
    if view.registry_first_use {
        s.push_str(&out.yellow(&format!("! {}", tr!("tdx-bulk-registry-first-use"))));
        s.push('\n');
    }
    let others = view.items.len() - view.ready as usize;
    if others > 0 {
        s.push_str(&out.yellow(&tr!(
            "tdx-bulk-some-ready",
            ready = crate::output::count(view.ready),
            total = crate::output::count(view.items.len() as u64)
        )));
        s.push('\n');
    }
    if view.kind.operation().is_some() {
        s.push_str(&tr!("tdx-bulk-each-checked"));
        s.push('\n');
    } else {
        s.push_str(&tr!("tdx-bulk-copies-unsigned"));
        s.push('\n');
    }
    s.push('\n');
    s
}

fn item_line(out: Out, item: &BatchItemView, review: bool) -> String {
    let reference = pad(&item.reference, 16);
    match item.state {
        BatchItemState::Waiting if review => match item.line.as_deref() {
            Some(line) => format!("  {reference} {line}"),
            None => format!("  {reference} {}", state_words(item.state)),
        },
        BatchItemState::Done => {
            format!("  {reference} {}", out.green(&state_words(item.state)))
        }
        state => {
            let words = state_words(state);
            let words = if matches!(state, BatchItemState::Refused | BatchItemState::Failed) {
                out.yellow(&words)
            } else {
                words
            };
            match &item.reason {
                Some(reason) => format!("  {reference} {words}: {reason}"),
                None => format!("  {reference} {words}"),
            }
        }
    }
}

/// A final line per eBL and the summary.
fn print_outcome(out: Out, view: &BatchView) {
    for item in &view.items {
        println!("{}", item_line(out, item, false));
    }
    println!(
        "{}",
        fill_slot(&tr!("tdx-bulk-summary", tally = SLOT), &tally(view))
    );
}

/// 0 when every eBL went through; 3 when the guard refused any; else 1 (with how to resume).
fn ending(view: &BatchView) -> Outcome {
    let done = count(view, BatchItemState::Done);
    if done == view.items.len() {
        return Ok(());
    }
    let refused = count(view, BatchItemState::Refused);
    let mut message = fill_slot(&tr!("tdx-bulk-not-every", tally = SLOT), &tally(view));
    if refused > 0 {
        message.push(' ');
        message.push_str(&tr!("tdx-bulk-guard-refused"));
    }
    // An answer lost is settled by reading the eBL when the batch is taken up again.
    if view.items.iter().any(|i| i.state.retryable()) {
        message.push(' ');
        message.push_str(&tr!(
            "tdx-bulk-resume-hint",
            command = format!("tdx bulk resume {}", short(&view.id))
        ));
    }
    let exit = if refused > 0 {
        Exit::Refused
    } else {
        Exit::Failed
    };
    Err(Failure::new(exit, message))
}
