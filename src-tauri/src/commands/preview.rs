//! eBL PDFs: page images for the preview pane (bytes, not JSON) and the download.

use std::path::PathBuf;

use tauri::State;
use tdx_desk::DeskApp;
use tdx_desk::view::{PdfJailView, PreviewDoc};
use tdx_desk::{ebl_open, ebls};

use crate::error::IpcError;
use crate::ipc::Bytes;

/// What the PDF viewer's sandbox holds on this system (Settings › About).
#[tauri::command]
pub async fn pdf_jail_status(app: State<'_, DeskApp>) -> Result<PdfJailView, IpcError> {
    Ok(app.pdf_jail().await?)
}

/// Fetches the eBL's preview PDF once and opens it in the PDF worker.
#[tauri::command]
pub async fn preview_open(app: State<'_, DeskApp>, ebl_id: String) -> Result<PreviewDoc, IpcError> {
    let pdf = app.pdf().await?;
    Ok(app
        .previews()
        .open(&pdf, &*app.context().await?, &ebl_id)
        .await?)
}

/// One page as an image (PNG), sent as raw bytes.
#[tauri::command]
pub async fn preview_page(
    app: State<'_, DeskApp>,
    ebl_id: String,
    page: u32,
    width_px: u32,
) -> Result<Bytes, IpcError> {
    let pdf = app.pdf().await?;
    let png = app
        .previews()
        .page(&pdf, &*app.context().await?, &ebl_id, page, width_px)
        .await?;
    Ok(Bytes::new(png))
}

/// A click on an eBL in one round trip: its detail, its PDF opened and page 1 drawn `width_px`
/// wide, each with its own outcome, as one binary frame (`tdx_desk::ebl_open`: the head's JSON
/// length, an `EblOpenedHead`, then page 1's bytes; ui/src/api/eblOpen.ts reads it).
#[tauri::command]
pub async fn ebl_open(
    app: State<'_, DeskApp>,
    ebl_id: String,
    width_px: u32,
) -> Result<Bytes, IpcError> {
    let opened = ebl_open::open_ebl(&app, &ebl_id, width_px).await?;
    Ok(Bytes::new(opened.into_frame()?))
}

/// The preview pane showed the PDF viewer's sandbox warning: later previews leave it out (a
/// hover's prefetch does not spend it).
#[tauri::command]
pub async fn preview_jail_warning_seen(app: State<'_, DeskApp>) -> Result<(), IpcError> {
    app.previews().jail_warning_seen();
    Ok(())
}

#[tauri::command]
pub async fn download_ebl(
    app: State<'_, DeskApp>,
    ebl_id: String,
    path: PathBuf,
) -> Result<(), IpcError> {
    let cx = app.context().await?;
    let file = cx.grants().take_write(&path)?;
    ebls::download_pdf(&cx, &ebl_id, file).await?;
    Ok(())
}

/// Saves the carrier's own visualisation file of the eBL at the path the user chose.
#[tauri::command]
pub async fn download_carrier_file(
    app: State<'_, DeskApp>,
    ebl_id: String,
    path: PathBuf,
) -> Result<u64, IpcError> {
    let cx = app.context().await?;
    let file = cx.grants().take_write(&path)?;
    Ok(ebls::download_carrier_file(&cx, &ebl_id, file).await?)
}
