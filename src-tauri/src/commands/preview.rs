//! eBL PDFs: page images for the preview pane (bytes, not JSON) and the download.

use std::path::PathBuf;

use tauri::State;
use tdx_desk::DeskApp;
use tdx_desk::view::{PdfJailView, PreviewDoc};

use crate::error::IpcError;
use crate::ipc::Bytes;

/// What the PDF viewer's sandbox holds on this system (Settings › About).
#[tauri::command]
pub async fn pdf_jail_status(desk: State<'_, DeskApp>) -> Result<PdfJailView, IpcError> {
    Ok(desk.pdf_jail().await?)
}

/// Fetches the eBL's preview PDF once and opens it in the PDF worker.
#[tauri::command]
pub async fn preview_open(
    desk: State<'_, DeskApp>,
    ebl_id: String,
) -> Result<PreviewDoc, IpcError> {
    let pdf = desk.pdf().await?;
    Ok(desk
        .previews()
        .open(&pdf, &*desk.desk().await?, &ebl_id)
        .await?)
}

/// One page as an image (PNG), sent as raw bytes.
#[tauri::command]
pub async fn preview_page(
    desk: State<'_, DeskApp>,
    ebl_id: String,
    page: u32,
    width_px: u32,
) -> Result<Bytes, IpcError> {
    let pdf = desk.pdf().await?;
    let png = desk
        .previews()
        .page(&pdf, &*desk.desk().await?, &ebl_id, page, width_px)
        .await?;
    Ok(Bytes::new(png))
}

#[tauri::command]
pub async fn download_ebl(
    desk: State<'_, DeskApp>,
    ebl_id: String,
    path: PathBuf,
) -> Result<(), IpcError> {
    let desk = desk.desk().await?;
    let path = desk.grants().take_write(&path)?;
    desk.download_pdf(&ebl_id, &path).await?;
    Ok(())
}
