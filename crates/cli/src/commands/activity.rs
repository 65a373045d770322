//! `tdx activity [--csv FILE]` (the journal the app's Activity screen reads) and
//! `tdx evidence REF -o PACK.zip`.

use std::path::Path;

use tdx_desk::journal::{self, ActivityFilter, ActivityPage};
use tdx_desk::{ebls, evidence};

use super::Desk;
use crate::args::ActivityArgs;
use crate::exit::Outcome;
use crate::output::{Out, time_of};

/// Entries read per page of the journal.
const PAGE: u32 = 500;

pub async fn list(desk: &Desk, out: Out, args: ActivityArgs) -> Outcome {
    let cx = desk.context().await?;
    let filter = ActivityFilter {
        text: args.text.unwrap_or_default(),
        ..ActivityFilter::default()
    };
    if let Some(csv) = args.csv {
        let file = super::granted_for_writing(&cx, &csv)?;
        let path = file.as_path().to_owned();
        let count = journal::export_activity_csv(&cx, &filter, file)?;
        if out.json {
            return out.json(&serde_json::json!({
                "path": path.display().to_string(), "entries": count
            }));
        }
        println!("Wrote {count} entries to {}.", path.display());
        return Ok(());
    }
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
        return out.json(&all);
    }
    print_page(out, &all);
    Ok(())
}

fn print_page(out: Out, page: &ActivityPage) {
    if page.rows.is_empty() {
        println!("No activity on record.");
        return;
    }
    println!(
        "{}",
        out.bold(&format!(
            "{:<20}  {:<30}  {:<9}  {:<14}  COUNTERPARTY",
            "TIME (UTC)", "OPERATION", "OUTCOME", "EBL"
        ))
    );
    for r in &page.rows {
        let mut time = time_of(r.at);
        time.truncate(19);
        println!(
            "{:<20}  {:<30}  {:<9}  {:<14}  {}",
            time.replace('T', " "),
            r.operation,
            r.outcome,
            r.ebl_reference.as_deref().unwrap_or("-"),
            r.counterparty.as_deref().unwrap_or("-"),
        );
    }
    if page.matched < page.total {
        println!("{} of {} entries match.", page.matched, page.total);
    }
}

pub async fn evidence(desk: &Desk, out: Out, ebl: &str, output: &Path) -> Outcome {
    let cx = desk.context().await?;
    let id = ebls::find_ebl(&cx, ebl).await?;
    let file = super::granted_for_writing(&cx, output)?;
    let pack =
        evidence::export_evidence(&cx, &id, file, concat!("tdx ", env!("CARGO_PKG_VERSION")))
            .await?;
    if out.json {
        return out.json(&pack);
    }
    println!(
        "Wrote the evidence pack ({} journal entries, {} bytes) to {}. Check it with \
         `tdx-evidence verify --expect-signer ADDRESS {}` (ADDRESS: a key your company \
         registered with the service).",
        pack.entries, pack.bytes, pack.path, pack.path
    );
    Ok(())
}
