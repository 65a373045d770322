//! `tdx surrender REF`, `tdx transfer REF --to …`, `tdx copy REF --to …`: the review the app
//! shows (`review::prepare_action`: the service's signing data decoded and checked by the
//! signing guard), in plain words, then the user's yes, then `submit::confirm_action`.

use std::io::{BufRead, IsTerminal, Write};

use serde::Serialize;
use tdx_desk::view::{ActionDone, ActionKind, ActionReview};
use tdx_desk::{ebls, review, submit};

use super::Desk;
use crate::args::{
    ActionArgs, DEFAULT_VALID_HOURS, RecipientActionArgs, RequestArgs, SurrenderArgs,
};
use crate::exit::{Exit, Failure, Outcome};
use crate::output::Out;

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
        return Err(Failure::usage(
            "There is no terminal to ask for your confirmation on: nothing was signed. Review \
             the action on a terminal, or add --yes to sign and submit without being asked.",
        ));
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
            "Nothing was signed."
        } else {
            "Nothing was sent."
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
        "Signed and submitted"
    } else {
        "Sent"
    };
    match &done.detail {
        Some(detail) => println!(
            "{}: {} is {}, held by {}.",
            out.green(what),
            detail.row.reference,
            detail.row.state,
            detail.possession_holder.name
        ),
        None => println!(
            "{}. {}",
            out.green(what),
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
        line("What happens:".into());
        for c in &r.consequences {
            line(format!("  - {c}"));
        }
    }
    let mut cautions = r.cautions.clone();
    if r.recipient_unknown {
        cautions.push(
            "The recipient's inbox is not among the companies and contacts you know: check it."
                .into(),
        );
    }
    if !cautions.is_empty() {
        line(String::new());
        line(out.yellow("Check before you sign:"));
        for c in &cautions {
            line(format!("  ! {c}"));
        }
    }
    if let Some(check) = &r.receiver {
        line(String::new());
        let label = match r.kind {
            ActionKind::RequestSurrenderForDelivery => "Surrenderee",
            _ => "To",
        };
        for text in super::receiver::lines(out, label, check) {
            line(text);
        }
    }
    match &r.signed_call {
        Some(call) => {
            line(String::new());
            line("The call your key signs:".into());
            line(format!("  function   {}", call.function));
            line(format!(
                "  eBL        {} ({})",
                call.ebl_id, r.ebl_reference
            ));
            line(format!("  title      {}", call.title_id));
            let target = call
                .target_name
                .as_deref()
                .map(|n| format!(" ({n})"))
                .unwrap_or_default();
            line(format!("  to inbox   {}{target}", call.target_inbox));
            if let Some(registry) = &r.registry_address {
                let first = if r.registry_first_use {
                    " (first use by this key: signing pins it, another one later is refused)"
                } else {
                    ""
                };
                line(format!("  registry   {registry}{first}"));
            }
            if let Some(signer) = &r.signer_address {
                line(format!("  signer     {signer}"));
            }
            if let Some(nonce) = r.relay_nonce {
                line(format!("  nonce      {nonce}"));
            }
            if let Some(hash) = &r.hash {
                line(format!("  hash       {hash}"));
            }
        }
        None => {
            line(String::new());
            line("Nothing is signed: the copy is sent on your session.".into());
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
        .map_err(|e| Failure::new(Exit::Failed, format!("Your answer could not be read: {e}")))?;
    Ok(answer.trim().to_owned())
}

/// Asks on the terminal; only `y` or `yes` goes on.
fn confirmed(kind: ActionKind) -> Outcome<bool> {
    confirmed_with(if kind.operation().is_some() {
        "Sign and submit? [y/N] "
    } else {
        "Send the copy? [y/N] "
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
        .map_err(|e| Failure::new(Exit::Failed, format!("Your answer could not be read: {e}")))?;
    let answer = answer.trim().to_lowercase();
    Ok(answer == "y" || answer == "yes")
}
