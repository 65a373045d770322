//! `tdx ebls`, `tdx ebl show REF`, `tdx ebl pdf REF -o FILE`.

use serde::Serialize;
use tdx_desk::ebls;
use tdx_desk::journal::{self, TimelineItem, TimelineKind};
use tdx_desk::view::{EblDetail, EblRow};
use tdx_i18n::tr;

use super::Desk;
use crate::args::{EblCommand, EblsArgs};
use crate::exit::Outcome;
use crate::output::{Out, pad, table_time};
use crate::words;

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
        match list.fetched_at.as_deref() {
            Some(at) => eprintln!("{}", tr!("tdx-ebls-offline-fetched-at", at = at)),
            None => eprintln!("{}", tr!("tdx-ebls-offline-fetched-before")),
        }
    }
    if out.json {
        return out.json(&list);
    }
    print_rows(out, &list.rows);
    Ok(())
}

fn print_rows(out: Out, rows: &[EblRow]) {
    if rows.is_empty() {
        println!("{}", tr!("tdx-ebls-none"));
        return;
    }
    let titles = [
        tr!("tdx-ebls-col-reference"),
        tr!("tdx-ebls-col-state"),
        tr!("tdx-ebls-col-holder"),
        tr!("tdx-ebls-col-roles"),
    ];
    let cells: Vec<[String; 3]> = rows
        .iter()
        .map(|r| {
            [
                r.reference.to_string(),
                words::state(&r.state),
                r.holder.to_string(),
            ]
        })
        .collect();
    let width = |i: usize| {
        cells
            .iter()
            .map(|c| crate::output::columns(&c[i]))
            .chain([crate::output::columns(&titles[i])])
            .max()
            .unwrap_or(0)
    };
    let widths = [width(0), width(1), width(2)];
    println!(
        "{}",
        out.bold(&format!(
            "{}  {}  {}  {}",
            pad(&titles[0], widths[0]),
            pad(&titles[1], widths[1]),
            pad(&titles[2], widths[2]),
            titles[3]
        ))
    );
    for (r, c) in rows.iter().zip(&cells) {
        let mut roles: Vec<String> = r.roles.iter().map(|x| words::role(*x)).collect();
        if r.is_copy {
            roles.push(tr!("tdx-role-copy"));
        }
        println!(
            "{}  {}  {}  {}",
            pad(&c[0], widths[0]),
            pad(&c[1], widths[1]),
            pad(&c[2], widths[2]),
            roles.join(&tr!("tdx-list-separator"))
        );
    }
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
            println!(
                "{}",
                tr!(
                    "tdx-ebl-pdf-saved",
                    bytes = crate::output::count(bytes),
                    path = path.display().to_string()
                )
            );
            Ok(())
        }
    }
}

fn print_detail(out: Out, d: &EblDetail) {
    let r = &d.row;
    let width = crate::output::label_width(
        12,
        &[
            tr!("tdx-ebl-label-id"),
            tr!("tdx-ebl-label-possession"),
            tr!("tdx-ebl-label-title"),
            tr!("tdx-ebl-label-roles"),
            tr!("tdx-ebl-label-copy-of"),
            tr!("tdx-ebl-label-route"),
            tr!("tdx-ebl-label-vessel"),
        ],
    );
    // A line of the detail: the label in a column of its own, then the value.
    let detail_row = |label: &str, value: &str| format!("  {} {value}", pad(label, width));
    println!("{}  {}", out.bold(&r.reference), words::state(&r.state));
    println!("{}", detail_row(&tr!("tdx-ebl-label-id"), &r.id));
    println!(
        "{}",
        detail_row(&tr!("tdx-ebl-label-possession"), &d.possession_holder.name)
    );
    if let Some(title) = &d.title_holder {
        println!("{}", detail_row(&tr!("tdx-ebl-label-title"), &title.name));
    }
    if !r.roles.is_empty() {
        let roles: Vec<String> = r.roles.iter().map(|x| words::role(*x)).collect();
        println!(
            "{}",
            detail_row(
                &tr!("tdx-ebl-label-roles"),
                &roles.join(&tr!("tdx-list-separator"))
            )
        );
    }
    if let Some(copy_of) = &d.copy_of {
        println!("{}", detail_row(&tr!("tdx-ebl-label-copy-of"), copy_of));
    }
    let route: Vec<&str> = [&r.port_of_loading, &r.port_of_discharge]
        .into_iter()
        .filter_map(|p| p.as_deref())
        .collect();
    if !route.is_empty() {
        println!(
            "{}",
            detail_row(&tr!("tdx-ebl-label-route"), &route.join(" -> "))
        );
    }
    if let Some(vessel) = &r.vessel_name {
        let value = match r.voyage_number.as_deref() {
            Some(voyage) => tr!("tdx-ebl-vessel-voyage", vessel = vessel, voyage = voyage),
            None => vessel.to_string(),
        };
        println!("{}", detail_row(&tr!("tdx-ebl-label-vessel"), &value));
    }
    if !d.parties.is_empty() {
        println!("{}", out.bold(&tr!("tdx-ebl-parties")));
        for p in &d.parties {
            let name = match (p.name.as_deref(), p.is_us) {
                (Some(name), false) => name.to_owned(),
                (Some(name), true) => tr!("tdx-ebl-party-ours", name = name),
                (None, false) => tr!("tdx-ebl-party-unknown"),
                (None, true) => tr!("tdx-ebl-party-unknown-ours"),
            };
            let inbox = p
                .inbox_id
                .as_deref()
                .map(|i| format!("  {}", tr!("tdx-ebl-party-inbox", inbox = i)))
                .unwrap_or_default();
            println!(
                "  {} {name}{}",
                pad(&words::party_type(&p.party_type), 12),
                out.dim(&inbox)
            );
        }
    }
    println!("{}", out.bold(&tr!("tdx-ebl-actions")));
    for a in &d.actions {
        let (action, command) = words::action(a.kind);
        if a.available {
            println!(
                "  {} {} {}",
                out.green(&words::yes_no(true)),
                tr!("tdx-ebl-action-offered", action = action),
                out.dim(command)
            );
        } else {
            // Why not is the desk's sentence: beside ours, not inside it (an argument is made
            // inert, and the isolates of an Arabic sentence would show as ⟨U+2068⟩).
            let why = match a.reason.as_deref() {
                Some(reason) => format!(
                    "{} {reason}",
                    tr!("tdx-ebl-action-offered", action = action)
                ),
                None => tr!("tdx-ebl-action-not-offered", action = action),
            };
            println!("  {}  {why}", out.yellow(&words::yes_no(false)));
        }
    }
}

/// The eBL's timeline, newest first; the service's notifications marked as the service's.
fn print_timeline(out: Out, timeline: &[TimelineItem]) {
    if timeline.is_empty() {
        return;
    }
    println!("{}", out.bold(&tr!("tdx-ebl-timeline")));
    for item in timeline {
        let time = table_time(item.at);
        let text = super::activity::sanitized(&item.text);
        match item.kind {
            TimelineKind::Notification => println!(
                "  {time}  {} {text}",
                out.dim(&tr!("tdx-ebl-timeline-service-says"))
            ),
            _ => println!(
                "  {time}  {text}{}",
                item.outcome
                    .as_deref()
                    .map(|o| format!(" ({})", words::outcome(o)))
                    .unwrap_or_default()
            ),
        }
    }
}
