//! eBL PDFs: page images for the preview pane (bytes, not JSON) and the download.

use std::path::PathBuf;

use tauri::ipc::Response;
use tauri::{AppHandle, Runtime, State};
use tdx_desk::view::{PageSize, PreviewDoc};
use tdx_pdf::ImageFormat;

use crate::desk_state::DeskState;
use crate::error::IpcError;

/// Page images wider than this are not rendered (a 4K screen at 2x fits).
const MAX_WIDTH_PX: u32 = 8192;

/// Fetches the eBL's preview PDF once and opens it in the PDF worker.
#[tauri::command]
pub async fn preview_open<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    ebl_id: String,
) -> Result<PreviewDoc, IpcError> {
    let pdf = desk.pdf().await?;
    let bytes = desk.desk(&app).await?.preview_pdf(&ebl_id).await?;
    let info = pdf.open_bytes(bytes).await?;
    if let Some(old) = desk.previews().lock().await.insert(ebl_id.clone(), info.id) {
        let _ = pdf.close(old).await;
    }
    let pages = info
        .pages
        .iter()
        .map(|p| PageSize {
            width_pt: p.width_pt,
            height_pt: p.height_pt,
        })
        .collect();
    Ok(PreviewDoc { ebl_id, pages })
}

/// One page as an image (PNG), sent as raw bytes.
#[tauri::command]
pub async fn preview_page(
    desk: State<'_, DeskState>,
    ebl_id: String,
    page: u32,
    width_px: u32,
) -> Result<Response, IpcError> {
    let doc = desk
        .previews()
        .lock()
        .await
        .get(&ebl_id)
        .copied()
        .ok_or_else(|| IpcError::new("pdf.not_open", "Open the preview first."))?;
    let width = width_px.clamp(16, MAX_WIDTH_PX);
    let page = desk
        .pdf()
        .await?
        .render(doc, page, width, ImageFormat::Png)
        .await?;
    Ok(Response::new(page.data.as_ref().clone()))
}

#[tauri::command]
pub async fn download_ebl<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    ebl_id: String,
    path: PathBuf,
) -> Result<(), IpcError> {
    desk.desk(&app).await?.download_pdf(&ebl_id, &path).await?;
    Ok(())
}
