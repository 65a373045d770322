//! The journal: an eBL's timeline, the Activity list and its CSV, the evidence pack.

use std::path::PathBuf;

use tauri::{AppHandle, Runtime, State};
use tdx_desk::evidence::EvidenceExport;
use tdx_desk::journal::{ActivityFilter, ActivityPage, TimelineItem};

use crate::desk_state::DeskState;
use crate::error::IpcError;

#[tauri::command]
pub async fn ebl_timeline<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    id: String,
) -> Result<Vec<TimelineItem>, IpcError> {
    Ok(desk.desk(&app).await?.ebl_timeline(&id).await?)
}

/// One page of the Activity list (the whole list stays in Rust; the window asks for what it shows).
#[tauri::command]
pub async fn activity_page<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    filter: ActivityFilter,
    offset: u32,
    limit: u32,
) -> Result<ActivityPage, IpcError> {
    Ok(desk.desk(&app).await?.activity(&filter, offset, limit)?)
}

/// Writes the entries matching `filter` as CSV to a path chosen in the native save dialog.
#[tauri::command]
pub async fn export_activity_csv<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    filter: ActivityFilter,
    path: PathBuf,
) -> Result<u32, IpcError> {
    let desk = desk.desk(&app).await?;
    let path = desk.grants().take_write(&path)?;
    Ok(desk.export_activity_csv(&filter, &path)?)
}

/// Saves the evidence pack of an eBL at a path chosen in the native save dialog.
#[tauri::command]
pub async fn export_evidence_pack<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    id: String,
    path: PathBuf,
) -> Result<EvidenceExport, IpcError> {
    let desk = desk.desk(&app).await?;
    let path = desk.grants().take_write(&path)?;
    Ok(desk
        .export_evidence(&id, &path, env!("CARGO_PKG_VERSION"))
        .await?)
}
