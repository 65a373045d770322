//! `tdx ebls`, `tdx ebl show REF`, `tdx ebl pdf REF -o FILE`.

use serde::Serialize;
use tdx_desk::ebls;
use tdx_desk::journal::{self, TimelineItem, TimelineKind};
use tdx_desk::view::{ActionKind, EblDetail, EblRow};

use super::Desk;
use crate::args::{EblCommand, EblsArgs};
use crate::exit::Outcome;
use crate::output::{Out, time_of};

/// `tdx ebl show --json`: the eBL's detail and its timeline.
#[derive(Serialize)]
struct Shown<'a> {
    #[serde(flatten)]
    detail: &'a EblDetail,
    timeline: &'a [TimelineItem],
}

pub async fn list(desk: &Desk, out: Out, args: EblsArgs) -> Outcome {
    let cx = desk.context().await?;
    let mut list = ebls::list_ebls(&cx, !args.cached).await?;
    list.rows.retain(|row| {
        (!args.holder_mine || row.held_by_us)
            && args
                .state
                .as_deref()
                .is_none_or(|s| row.state.eq_ignore_ascii_case(s.trim()))
    });
    if list.offline {
        eprintln!(
            "The service cannot be reached: this is the list as fetched {}.",
            list.fetched_at.as_deref().unwrap_or("before")
        );
    }
    if out.json {
        return out.json(&list);
    }
    print_rows(out, &list.rows);
    Ok(())
}

fn print_rows(out: Out, rows: &[EblRow]) {
    if rows.is_empty() {
        println!("No eBLs.");
        return;
    }
    let width = |f: &dyn Fn(&EblRow) -> usize, title: &str| {
        rows.iter().map(f).max().unwrap_or(0).max(title.len())
    };
    let reference = width(&|r| r.reference.chars().count(), "REFERENCE");
    let state = width(&|r| r.state.chars().count(), "STATE");
    let holder = width(&|r| r.holder.chars().count(), "HOLDER");
    println!(
        "{}",
        out.bold(&format!(
            "{:<reference$}  {:<state$}  {:<holder$}  ROLES",
            "REFERENCE", "STATE", "HOLDER"
        ))
    );
    for r in rows {
        let mut roles: Vec<String> = r.roles.iter().map(|x| role_name(*x)).collect();
        if r.is_copy {
            roles.push("copy".into());
        }
        println!(
            "{:<reference$}  {:<state$}  {:<holder$}  {}",
            r.reference,
            r.state,
            r.holder,
            roles.join(", ")
        );
    }
}

fn role_name(role: tdx_desk::view::Role) -> String {
    serde_json::to_value(role)
        .ok()
        .and_then(|v| v.as_str().map(str::to_lowercase))
        .unwrap_or_default()
}

pub async fn one(desk: &Desk, out: Out, action: EblCommand) -> Outcome {
    let cx = desk.context().await?;
    match action {
        EblCommand::Show { ebl } => {
            let id = super::ebl_argument(&cx, &ebl).await?;
            let detail = ebls::get_ebl(&cx, &id).await?;
            // The eBL's timeline, as the window shows it under the eBL: your actions, the
            // changes seen, and what the service told through a rule's webhook.
            let timeline = journal::ebl_timeline(&cx, &detail.row.id).await?;
            if out.json {
                return out.json(&Shown {
                    detail: &detail,
                    timeline: &timeline,
                });
            }
            print_detail(out, &detail);
            print_timeline(out, &timeline);
            Ok(())
        }
        EblCommand::Pdf { ebl, output } => {
            let id = super::ebl_argument(&cx, &ebl).await?;
            let file = super::granted_for_writing(&cx, &output)?;
            let path = file.as_path().to_owned();
            let bytes = ebls::download_pdf(&cx, &id, file).await?;
            if out.json {
                return out.json(&serde_json::json!({
                    "eblId": id, "path": path.display().to_string(), "bytes": bytes
                }));
            }
            println!("Saved the PDF ({bytes} bytes) to {}.", path.display());
            Ok(())
        }
    }
}

/// What the command line calls an action, and the command that takes it.
pub fn action_words(kind: ActionKind) -> (&'static str, &'static str) {
    match kind {
        ActionKind::RequestSurrenderForDelivery => {
            ("Request surrender for delivery", "tdx surrender REF")
        }
        ActionKind::TransferPossession => ("Transfer possession", "tdx transfer REF --to INBOX"),
        ActionKind::SendAsCopy => ("Send a copy", "tdx copy REF --to INBOX"),
    }
}

fn print_detail(out: Out, d: &EblDetail) {
    let r = &d.row;
    println!("{}  {}", out.bold(&r.reference), r.state);
    println!("  id           {}", r.id);
    println!("  possession   {}", d.possession_holder.name);
    if let Some(title) = &d.title_holder {
        println!("  title        {}", title.name);
    }
    if !r.roles.is_empty() {
        let roles: Vec<String> = r.roles.iter().map(|x| role_name(*x)).collect();
        println!("  your roles   {}", roles.join(", "));
    }
    if let Some(copy_of) = &d.copy_of {
        println!("  copy of      {copy_of}");
    }
    let route: Vec<&str> = [&r.port_of_loading, &r.port_of_discharge]
        .into_iter()
        .filter_map(|p| p.as_deref())
        .collect();
    if !route.is_empty() {
        println!("  route        {}", route.join(" -> "));
    }
    if let Some(vessel) = &r.vessel_name {
        println!(
            "  vessel       {vessel}{}",
            r.voyage_number
                .as_deref()
                .map(|v| format!(", voyage {v}"))
                .unwrap_or_default()
        );
    }
    if !d.parties.is_empty() {
        println!("{}", out.bold("Parties"));
        for p in &d.parties {
            let name = p.name.as_deref().unwrap_or("Unknown company");
            let us = if p.is_us { " (your company)" } else { "" };
            let inbox = p
                .inbox_id
                .as_deref()
                .map(|i| format!("  inbox {i}"))
                .unwrap_or_default();
            println!("  {:<12} {name}{us}{}", p.party_type, out.dim(&inbox));
        }
    }
    println!("{}", out.bold("Actions"));
    for a in &d.actions {
        let (words, command) = action_words(a.kind);
        if a.available {
            println!("  {} {words}: {}", out.green("yes"), out.dim(command));
        } else {
            println!(
                "  {}  {words}: {}",
                out.yellow("no"),
                a.reason.as_deref().unwrap_or("not offered")
            );
        }
    }
}

/// The eBL's timeline, newest first; the service's notifications marked as the service's.
fn print_timeline(out: Out, timeline: &[TimelineItem]) {
    if timeline.is_empty() {
        return;
    }
    println!("{}", out.bold("Timeline"));
    for item in timeline {
        let mut time = time_of(item.at);
        time.truncate(19);
        let text = super::activity::sanitized(&item.text);
        match item.kind {
            TimelineKind::Notification => println!(
                "  {}  {} {text}",
                time.replace('T', " "),
                out.dim("[the service says]")
            ),
            _ => println!(
                "  {}  {text}{}",
                time.replace('T', " "),
                item.outcome
                    .as_deref()
                    .map(|o| format!(" ({o})"))
                    .unwrap_or_default()
            ),
        }
    }
}
