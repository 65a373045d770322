//! The Contacts screen: the profile's address book, CSV import and export.

use std::path::PathBuf;

use tauri::{AppHandle, Runtime, State};
use tdx_desk::contacts::{self, CsvPreview, CsvRow, ImportReport};
use tdx_store::{Contact, NewContact};

use crate::desk_state::DeskState;
use crate::error::IpcError;

#[tauri::command]
pub async fn list_contacts<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    query: String,
) -> Result<Vec<Contact>, IpcError> {
    Ok(contacts::list_contacts(&*desk.desk(&app).await?, &query)?)
}

#[tauri::command]
pub async fn add_contact<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    contact: NewContact,
) -> Result<Contact, IpcError> {
    Ok(contacts::add_contact(&*desk.desk(&app).await?, &contact)?)
}

#[tauri::command]
pub async fn update_contact<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    contact: Contact,
) -> Result<Contact, IpcError> {
    Ok(contacts::update_contact(
        &*desk.desk(&app).await?,
        &contact,
    )?)
}

#[tauri::command]
pub async fn delete_contact<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    id: String,
) -> Result<(), IpcError> {
    Ok(contacts::delete_contact(&*desk.desk(&app).await?, &id)?)
}

/// Reads a CSV file chosen in the native dialog and previews its import; nothing is saved.
#[tauri::command]
pub async fn preview_contacts_csv<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    path: PathBuf,
) -> Result<CsvPreview, IpcError> {
    let desk = desk.desk(&app).await?;
    let path = desk.grants().check_read(&path)?;
    Ok(contacts::preview_csv_file(&desk, &path)?)
}

/// Previews the import of pasted CSV text; nothing is saved.
#[tauri::command]
pub async fn preview_contacts_text<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    text: String,
) -> Result<CsvPreview, IpcError> {
    Ok(contacts::preview_csv(&*desk.desk(&app).await?, &text)?)
}

#[tauri::command]
pub async fn import_contacts<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    rows: Vec<CsvRow>,
) -> Result<ImportReport, IpcError> {
    Ok(contacts::import_contacts(&*desk.desk(&app).await?, &rows)?)
}

/// Writes every contact as CSV to a path chosen in the native save dialog; returns the count.
#[tauri::command]
pub async fn export_contacts_csv<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    path: PathBuf,
) -> Result<u32, IpcError> {
    let desk = desk.desk(&app).await?;
    let path = desk.grants().take_write(&path)?;
    Ok(contacts::export_csv(&desk, &path)?)
}
