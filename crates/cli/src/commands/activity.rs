//! `tdx activity [--csv FILE]` (the journal the app's Activity screen reads) and
//! `tdx evidence REF -o PACK.zip`.

use std::path::Path;

use serde::Serialize;
use tdx_desk::evidence;
use tdx_desk::journal::{self, ActivityFilter, ActivityPage, ActivityRow, NotificationRow};
use tdx_i18n::tr;

use super::Desk;
use crate::args::ActivityArgs;
use crate::exit::Outcome;
use crate::output::{Out, columns, count, pad, table_time};
use crate::words;

/// Entries read per page of the journal.
const PAGE: u32 = 500;

pub async fn list(desk: &Desk, out: Out, args: ActivityArgs) -> Outcome {
    let cx = desk.context().await?;
    let filter = ActivityFilter {
        text: args.text.unwrap_or_default(),
        person: args.person,
        ..ActivityFilter::default()
    };
    if let Some(csv) = args.csv {
        let file = super::granted_for_writing(&cx, &csv)?;
        let path = file.as_path().to_owned();
        let entries = journal::export_activity_csv(&cx, &filter, file)?;
        if out.json {
            return out.json(&serde_json::json!({
                "path": path.display().to_string(), "entries": entries
            }));
        }
        println!(
            "{}",
            tr!(
                "tdx-activity-csv-written",
                count = count(entries),
                path = path.display().to_string()
            )
        );
        return Ok(());
    }
    let notifications = journal::notifications(&cx, &filter)?;
    let mut all = journal::activity(&cx, &filter, 0, PAGE)?;
    while (all.rows.len() as u32) < all.matched {
        let offset = all.rows.len() as u32;
        let page = journal::activity(&cx, &filter, offset, PAGE)?;
        if page.rows.is_empty() {
            break;
        }
        all.rows.extend(page.rows);
    }
    if out.json {
        return out.json(&Activity {
            page: &all,
            notifications: &notifications,
        });
    }
    print_page(out, &all, &notifications);
    Ok(())
}

/// `tdx activity --json`: the journal's page, and the service's notifications beside it.
#[derive(Serialize)]
struct Activity<'a> {
    #[serde(flatten)]
    page: &'a ActivityPage,
    notifications: &'a [NotificationRow],
}

/// One line of the list: an action of the user's, or a notification of the service's.
enum Line<'a> {
    Action(&'a ActivityRow),
    Notification(&'a NotificationRow),
}

impl Line<'_> {
    fn at(&self) -> i64 {
        match self {
            Line::Action(r) => r.at,
            Line::Notification(n) => n.at,
        }
    }
}

fn print_page(out: Out, page: &ActivityPage, notifications: &[NotificationRow]) {
    if page.rows.is_empty() && notifications.is_empty() {
        println!("{}", tr!("tdx-activity-none"));
        return;
    }
    let mut lines: Vec<Line> = page
        .rows
        .iter()
        .map(Line::Action)
        .chain(notifications.iter().map(Line::Notification))
        .collect();
    // Newest first, as the journal lists its entries.
    lines.sort_by_key(|l| std::cmp::Reverse(l.at()));
    // The cells in words, the columns as wide as their longest (at least as wide as in
    // English, where every time, operation and outcome fits the same columns).
    let rows: Vec<[String; 3]> = lines
        .iter()
        .map(|line| {
            let (operation, outcome) = match line {
                Line::Action(r) => (words::operation(&r.operation), words::outcome(&r.outcome)),
                Line::Notification(_) => (
                    tr!("tdx-activity-notification"),
                    tr!("tdx-activity-received"),
                ),
            };
            [table_time(line.at()), operation, outcome]
        })
        .collect();
    let titles = [
        tr!("tdx-activity-col-time"),
        tr!("tdx-activity-col-operation"),
        tr!("tdx-activity-col-outcome"),
    ];
    let width = |i: usize, least: usize| {
        rows.iter()
            .map(|r| columns(&r[i]))
            .chain([columns(&titles[i]), least])
            .max()
            .unwrap_or(least)
    };
    let widths = [width(0, 20), width(1, 30), width(2, 9)];
    println!(
        "{}",
        out.bold(&format!(
            "{}  {}  {}  {}  {}",
            pad(&titles[0], widths[0]),
            pad(&titles[1], widths[1]),
            pad(&titles[2], widths[2]),
            pad(&tr!("tdx-activity-col-ebl"), 14),
            tr!("tdx-activity-col-counterparty")
        ))
    );
    for (line, cells) in lines.iter().zip(&rows) {
        let time = pad(&cells[0], widths[0]);
        let operation = pad(&cells[1], widths[1]);
        let outcome = pad(&cells[2], widths[2]);
        match line {
            Line::Action(r) => {
                println!(
                    "{time}  {operation}  {outcome}  {}  {}",
                    pad(r.ebl_reference.as_deref().unwrap_or("-"), 14),
                    r.counterparty.as_deref().unwrap_or("-"),
                );
                if let (Some(maker), Some(approver)) = (&r.prepared_by, &r.approved_by) {
                    println!(
                        "{}  {}",
                        pad("", widths[0]),
                        out.dim(&tr!(
                            "tdx-activity-prepared-approved",
                            maker = maker,
                            approver = approver
                        ))
                    );
                }
            }
            Line::Notification(n) => {
                let marked = if n.service_message.is_some() {
                    format!(" {}", tr!("tdx-activity-service-words"))
                } else {
                    String::new()
                };
                println!(
                    "{time}  {operation}  {outcome}  {}  {}{marked}",
                    pad(&n.ebl_reference, 14),
                    out.dim(&sanitized(&n.text)),
                );
            }
        }
    }
    if page.matched < page.total {
        println!(
            "{}",
            tr!(
                "tdx-activity-matched",
                matched = count(page.matched),
                total = count(page.total)
            )
        );
    }
}

pub async fn evidence(desk: &Desk, out: Out, ebl: &str, output: &Path) -> Outcome {
    let cx = desk.signing_context().await?;
    let id = super::ebl_argument(&cx, ebl).await?;
    let file = super::granted_for_writing(&cx, output)?;
    let pack =
        evidence::export_evidence(&cx, &id, file, concat!("tdx ", env!("CARGO_PKG_VERSION")))
            .await?;
    if out.json {
        return out.json(&pack);
    }
    println!(
        "{}",
        tr!(
            "tdx-evidence-written",
            entries = count(pack.entries),
            bytes = count(pack.bytes),
            path = &pack.path,
            command = format!("tdx-evidence verify --expect-signer ADDRESS {}", pack.path)
        )
    );
    Ok(())
}

/// Text the service wrote, for a terminal: made [`tdx_text::Inert`] (control characters such as
/// an escape sequence in a carrier's message shown as signs, bidi controls shown, invisible
/// characters removed), the one rule for text from outside.
pub fn sanitized(text: &str) -> String {
    tdx_text::Inert::new(text).into_string()
}
