//! eBL PDFs: page images for the preview pane (bytes, not JSON) and the download.

use std::path::PathBuf;

use tauri::ipc::Response;
use tauri::{AppHandle, Runtime, State};
use tdx_desk::view::{PageSize, PreviewDoc};
use tdx_pdf::{DocumentId, ImageFormat, PdfError};

use crate::desk_state::DeskState;
use crate::error::IpcError;

/// Page images wider than this are not rendered (a 4K screen at 2x fits).
const MAX_WIDTH_PX: u32 = 8192;

/// Fetches the eBL's preview PDF and opens it in the PDF worker (the least recently used of
/// the open previews is closed beyond a bound).
async fn open_in_worker<R: Runtime>(
    app: &AppHandle<R>,
    desk: &DeskState,
    ebl_id: &str,
) -> Result<(DocumentId, Vec<PageSize>), IpcError> {
    let pdf = desk.pdf().await?;
    let bytes = desk.desk(app).await?.preview_pdf(ebl_id).await?;
    let info = pdf.open_bytes(bytes).await?;
    let evicted = desk
        .previews()
        .lock()
        .await
        .insert(ebl_id.to_owned(), info.id);
    for old in evicted {
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
    Ok((info.id, pages))
}

/// Fetches the eBL's preview PDF once and opens it in the PDF worker.
#[tauri::command]
pub async fn preview_open<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    ebl_id: String,
) -> Result<PreviewDoc, IpcError> {
    let (_, pages) = open_in_worker(&app, &desk, &ebl_id).await?;
    Ok(PreviewDoc { ebl_id, pages })
}

/// One page as an image (PNG), sent as raw bytes. A PDF the worker no longer has (closed as
/// least recently used, or lost in a worker restart) is opened again.
#[tauri::command]
pub async fn preview_page<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    ebl_id: String,
    page: u32,
    width_px: u32,
) -> Result<Response, IpcError> {
    let width = width_px.clamp(16, MAX_WIDTH_PX);
    let pdf = desk.pdf().await?;
    let open = desk.previews().lock().await.get(&ebl_id);
    let doc = match open {
        Some(doc) => doc,
        None => open_in_worker(&app, &desk, &ebl_id).await?.0,
    };
    let rendered = match pdf.render(doc, page, width, ImageFormat::Png).await {
        Err(PdfError::UnknownDocument) => {
            desk.previews().lock().await.remove(&ebl_id);
            let (doc, _) = open_in_worker(&app, &desk, &ebl_id).await?;
            pdf.render(doc, page, width, ImageFormat::Png).await?
        }
        other => other?,
    };
    Ok(Response::new(rendered.data.as_ref().clone()))
}

#[tauri::command]
pub async fn download_ebl<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    ebl_id: String,
    path: PathBuf,
) -> Result<(), IpcError> {
    let desk = desk.desk(&app).await?;
    let path = desk.grants().take_write(&path)?;
    desk.download_pdf(&ebl_id, &path).await?;
    Ok(())
}
