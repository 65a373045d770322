//! The journal: an eBL's timeline, the Activity list and its CSV, the evidence pack.

use std::path::PathBuf;

use tauri::State;
use tdx_desk::evidence::EvidenceExport;
use tdx_desk::journal::{ActivityFilter, ActivityPage, TimelineItem};
use tdx_desk::{evidence, journal};

use crate::error::IpcError;
use tdx_desk::DeskApp;

#[tauri::command]
pub async fn ebl_timeline(
    app: State<'_, DeskApp>,
    id: String,
) -> Result<Vec<TimelineItem>, IpcError> {
    Ok(journal::ebl_timeline(&*app.context().await?, &id).await?)
}

/// One page of the Activity list (the whole list stays in Rust; the window asks for what it shows):
/// the active profile's journal, or a deleted profile's (`filter.profile`).
#[tauri::command]
pub async fn activity_page(
    app: State<'_, DeskApp>,
    filter: ActivityFilter,
    offset: u32,
    limit: u32,
) -> Result<ActivityPage, IpcError> {
    Ok(app.activity(&filter, offset, limit).await?)
}

/// Writes the entries matching `filter` as CSV to a path chosen in the native save dialog;
/// returns how many.
#[tauri::command]
pub async fn export_activity_csv(
    app: State<'_, DeskApp>,
    filter: ActivityFilter,
    path: PathBuf,
) -> Result<u32, IpcError> {
    let file = app.context().await?.grants().take_write(&path)?;
    Ok(app.export_activity_csv(&filter, file).await?)
}

/// Saves the evidence pack of an eBL at a path chosen in the native save dialog.
#[tauri::command]
pub async fn export_evidence_pack(
    app: State<'_, DeskApp>,
    id: String,
    path: PathBuf,
) -> Result<EvidenceExport, IpcError> {
    let cx = app.context().await?;
    let file = cx.grants().take_write(&path)?;
    Ok(evidence::export_evidence(&cx, &id, file, env!("CARGO_PKG_VERSION")).await?)
}
