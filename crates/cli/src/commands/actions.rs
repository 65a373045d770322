//! `tdx surrender REF`, `tdx transfer REF --to …`, `tdx copy REF --to …`: the review the app
//! shows (`review::prepare_action`: the service's signing data decoded and checked by the
//! signing guard), in plain words, then the user's yes, then `submit::confirm_action`.

use std::io::{BufRead, IsTerminal, Write};

use serde::Serialize;
use tdx_desk::view::{ActionDone, ActionKind, ActionReview};
use tdx_desk::{ebls, review, submit};
use tdx_i18n::tr;

use super::Desk;
use crate::args::{
    ActionArgs, DEFAULT_VALID_HOURS, RecipientActionArgs, RequestArgs, SurrenderArgs,
};
use crate::exit::{Exit, Failure, Outcome};
use crate::output::{Out, pad};

pub async fn surrender(desk: &Desk, out: Out, args: SurrenderArgs) -> Outcome {
    act(
        desk,
        out,
        ActionKind::RequestSurrenderForDelivery,
        &args.action,
        None,
        args.recipient_name.as_deref(),
    )
    .await
}

pub async fn transfer(desk: &Desk, out: Out, args: RecipientActionArgs) -> Outcome {
    act(
        desk,
        out,
        ActionKind::TransferPossession,
        &args.action,
        Some(&args.to),
        args.recipient_name.as_deref(),
    )
    .await
}

pub async fn copy(desk: &Desk, out: Out, args: RecipientActionArgs) -> Outcome {
    act(
        desk,
        out,
        ActionKind::SendAsCopy,
        &args.action,
        Some(&args.to),
        args.recipient_name.as_deref(),
    )
    .await
}

/// What `--json` prints for an action: the review shown, and what was done (`null` when the
/// user answered no).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ActionReport<'a> {
    review: &'a ActionReview,
    done: Option<&'a ActionDone>,
}

async fn act(
    desk: &Desk,
    out: Out,
    kind: ActionKind,
    args: &ActionArgs,
    to: Option<&str>,
    recipient_name: Option<&str>,
) -> Outcome {
    if let Some(file) = &args.request {
        // A request for a second person instead: nothing is signed here.
        let request = RequestArgs {
            ebls: vec![args.ebl.clone()],
            note: String::new(),
            valid_hours: DEFAULT_VALID_HOURS,
            output: file.clone(),
        };
        return super::approval::make_request(desk, out, kind, &request, to).await;
    }
    // Decided before anything is asked of the service: a script that did not say --yes
    // gets nothing prepared.
    let ask = !args.yes;
    if ask && !std::io::stdin().is_terminal() {
        return Err(Failure::usage(tr!("tdx-action-no-terminal")));
    }
    desk.refuse_without_second_person(kind).await?;
    let cx = if kind.operation().is_some() {
        desk.signing_context().await?
    } else {
        desk.context().await?
    };
    let id = super::ebl_argument(&cx, &args.ebl).await?;
    let recipient = match to {
        Some(to) => Some(ebls::find_recipient(&cx, to).await?),
        None => None,
    };
    let review = review::prepare_action(
        &cx,
        &id,
        kind,
        recipient.as_ref().map(|r| r.inbox_id.as_str()),
    )
    .await?;
    let text = review_text(out, &review);
    if out.json {
        // The review in words where a person answers; JSON only once, at the end.
        if ask {
            eprint!("{text}");
        }
    } else {
        print!("{text}");
    }
    if ask && !confirmed(kind)? {
        if out.json {
            out.json(&ActionReport {
                review: &review,
                done: None,
            })?;
        }
        let nothing = if kind.operation().is_some() {
            tr!("tdx-nothing-signed")
        } else {
            tr!("tdx-nothing-sent")
        };
        return Err(Failure::new(Exit::NeedsAttention, nothing));
    }
    // A first action toward an inbox never dealt with, a first transfer, or a near miss:
    // what the receiver check asks typed, as the window asks for it (given with
    // --recipient-name, or typed on the terminal).
    let mut on_terminal = |prompt: &str| typed_answer(prompt).map(Some);
    let typed = super::receiver::typed(
        review.receiver.as_ref(),
        recipient_name,
        if ask { Some(&mut on_terminal) } else { None },
    )?;
    let done = submit::confirm_action(&cx, &review.review_id, typed.as_deref()).await?;
    if out.json {
        return out.json(&ActionReport {
            review: &review,
            done: Some(&done),
        });
    }
    let what = if kind.operation().is_some() {
        tr!("tdx-action-signed-submitted")
    } else {
        tr!("tdx-action-sent")
    };
    match &done.detail {
        Some(detail) => println!(
            "{}{}",
            out.green(&what),
            tr!(
                "tdx-action-done-state",
                reference = &detail.row.reference,
                state = crate::words::state(&detail.row.state),
                holder = &detail.possession_holder.name
            )
        ),
        None => println!(
            "{}{} {}",
            out.green(&what),
            tr!("tdx-action-done-stop"),
            done.note.as_deref().unwrap_or_default()
        ),
    }
    Ok(())
}

/// The review as the app shows it: the sentence of the decoded call, what changes, what to
/// check, then the call's fields.
fn review_text(out: Out, r: &ActionReview) -> String {
    let mut s = String::new();
    let mut line = |text: String| {
        s.push_str(&text);
        s.push('\n');
    };
    line(out.bold(&r.summary));
    if !r.consequences.is_empty() {
        line(String::new());
        line(tr!("tdx-review-what-happens"));
        for c in &r.consequences {
            line(format!("  - {c}"));
        }
    }
    let mut cautions = r.cautions.clone();
    if r.recipient_unknown {
        cautions.push(tr!("tdx-review-recipient-unknown"));
    }
    if !cautions.is_empty() {
        line(String::new());
        line(out.yellow(&tr!("tdx-review-check-before")));
        for c in &cautions {
            line(format!("  ! {c}"));
        }
    }
    if let Some(check) = &r.receiver {
        line(String::new());
        let label = match r.kind {
            ActionKind::RequestSurrenderForDelivery => tr!("tdx-review-surrenderee"),
            _ => tr!("tdx-review-to"),
        };
        for text in super::receiver::lines(out, &label, check) {
            line(text);
        }
    }
    match &r.signed_call {
        Some(call) => {
            line(String::new());
            line(tr!("tdx-review-signed-call"));
            let width = crate::output::label_width(
                10,
                &[
                    tr!("tdx-call-function"),
                    tr!("tdx-call-ebl"),
                    tr!("tdx-call-title"),
                    tr!("tdx-call-to-inbox"),
                    tr!("tdx-call-registry"),
                    tr!("tdx-call-signer"),
                    tr!("tdx-call-nonce"),
                    tr!("tdx-call-hash"),
                ],
            );
            let field = |label: String, value: &str| format!("  {} {value}", pad(&label, width));
            line(field(tr!("tdx-call-function"), &call.function));
            line(field(
                tr!("tdx-call-ebl"),
                &format!("{} ({})", call.ebl_id, r.ebl_reference),
            ));
            line(field(tr!("tdx-call-title"), &call.title_id));
            let target = call
                .target_name
                .as_deref()
                .map(|n| format!(" ({n})"))
                .unwrap_or_default();
            line(field(
                tr!("tdx-call-to-inbox"),
                &format!("{}{target}", call.target_inbox),
            ));
            if let Some(registry) = &r.registry_address {
                let first = if r.registry_first_use {
                    format!(" {}", tr!("tdx-call-registry-first-use"))
                } else {
                    String::new()
                };
                line(field(
                    tr!("tdx-call-registry"),
                    &format!("{registry}{first}"),
                ));
            }
            if let Some(signer) = &r.signer_address {
                line(field(tr!("tdx-call-signer"), signer));
            }
            if let Some(nonce) = r.relay_nonce {
                line(field(tr!("tdx-call-nonce"), &nonce.to_string()));
            }
            if let Some(hash) = &r.hash {
                line(field(tr!("tdx-call-hash"), hash));
            }
        }
        None => {
            line(String::new());
            line(tr!("tdx-review-copy-unsigned"));
        }
    }
    line(String::new());
    s
}

/// Asks `prompt` on the terminal, and returns the line typed.
pub(super) fn typed_answer(prompt: &str) -> Outcome<String> {
    eprint!("{prompt}");
    let _ = std::io::stderr().flush();
    let mut answer = String::new();
    std::io::stdin()
        .lock()
        .read_line(&mut answer)
        .map_err(unreadable_answer)?;
    Ok(answer.trim().to_owned())
}

/// Asks on the terminal; only `y` or `yes` goes on.
fn confirmed(kind: ActionKind) -> Outcome<bool> {
    confirmed_with(&if kind.operation().is_some() {
        tr!("tdx-confirm-sign-submit")
    } else {
        tr!("tdx-confirm-send-copy")
    })
}

/// Asks `question` on the terminal; only `y` or `yes` goes on.
pub(super) fn confirmed_with(question: &str) -> Outcome<bool> {
    eprint!("{question}");
    let _ = std::io::stderr().flush();
    let mut answer = String::new();
    std::io::stdin()
        .lock()
        .read_line(&mut answer)
        .map_err(unreadable_answer)?;
    Ok(is_yes(&answer))
}

/// The failure of a question whose answer could not be read.
pub(super) fn unreadable_answer(e: std::io::Error) -> Failure {
    Failure::new(
        Exit::Failed,
        tr!("tdx-answer-unreadable", error = e.to_string()),
    )
}

/// `y` or `yes` (any case), or the language's own word for yes (`نعم`, `是`): the only
/// answers that go on.
pub(super) fn is_yes(answer: &str) -> bool {
    let answer = answer.trim().to_lowercase();
    answer == "y"
        || answer == "yes"
        || tr!("tdx-answer-yes-words")
            .split_whitespace()
            .any(|word| word.to_lowercase() == answer)
}
