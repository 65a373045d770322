//! The journal: an eBL's timeline, the Activity list and its CSV, the evidence pack.

use std::path::PathBuf;

use tauri::State;
use tdx_desk::evidence::EvidenceExport;
use tdx_desk::journal::{ActivityFilter, ActivityPage, TimelineItem};

use crate::error::IpcError;
use tdx_desk::DeskApp;

#[tauri::command]
pub async fn ebl_timeline(
    desk: State<'_, DeskApp>,
    id: String,
) -> Result<Vec<TimelineItem>, IpcError> {
    Ok(desk.desk().await?.ebl_timeline(&id).await?)
}

/// One page of the Activity list (the whole list stays in Rust; the window asks for what it shows):
/// the active profile's journal, or a deleted profile's (`filter.profile`).
#[tauri::command]
pub async fn activity_page(
    desk: State<'_, DeskApp>,
    filter: ActivityFilter,
    offset: u32,
    limit: u32,
) -> Result<ActivityPage, IpcError> {
    Ok(desk.activity(&filter, offset, limit).await?)
}

/// Writes the entries matching `filter` as CSV to a path chosen in the native save dialog;
/// returns how many.
#[tauri::command]
pub async fn export_activity_csv(
    desk: State<'_, DeskApp>,
    filter: ActivityFilter,
    path: PathBuf,
) -> Result<u32, IpcError> {
    let path = desk.desk().await?.grants().take_write(&path)?;
    Ok(desk.export_activity_csv(&filter, &path).await?)
}

/// Saves the evidence pack of an eBL at a path chosen in the native save dialog.
#[tauri::command]
pub async fn export_evidence_pack(
    desk: State<'_, DeskApp>,
    id: String,
    path: PathBuf,
) -> Result<EvidenceExport, IpcError> {
    let desk = desk.desk().await?;
    let path = desk.grants().take_write(&path)?;
    Ok(desk
        .export_evidence(&id, &path, env!("CARGO_PKG_VERSION"))
        .await?)
}
