//! The Contacts screen: the profile's address book, CSV import and export.

use std::path::PathBuf;

use tauri::State;
use tdx_desk::contacts::{self, CsvPreview, CsvRow, ImportReport};
use tdx_store::{Contact, NewContact};

use crate::error::IpcError;
use tdx_desk::DeskApp;

#[tauri::command]
pub async fn list_contacts(
    app: State<'_, DeskApp>,
    query: String,
) -> Result<Vec<Contact>, IpcError> {
    Ok(contacts::list_contacts(&*app.context().await?, &query)?)
}

#[tauri::command]
pub async fn add_contact(
    app: State<'_, DeskApp>,
    contact: NewContact,
) -> Result<Contact, IpcError> {
    Ok(contacts::add_contact(&*app.context().await?, &contact)?)
}

#[tauri::command]
pub async fn update_contact(
    app: State<'_, DeskApp>,
    contact: Contact,
) -> Result<Contact, IpcError> {
    Ok(contacts::update_contact(&*app.context().await?, &contact)?)
}

#[tauri::command]
pub async fn delete_contact(app: State<'_, DeskApp>, id: String) -> Result<(), IpcError> {
    Ok(contacts::delete_contact(&*app.context().await?, &id)?)
}

/// Reads a CSV file chosen in the native dialog and previews its import; nothing is saved.
#[tauri::command]
pub async fn preview_contacts_csv(
    app: State<'_, DeskApp>,
    path: PathBuf,
) -> Result<CsvPreview, IpcError> {
    let cx = app.context().await?;
    let file = cx.grants().check_read(&path)?;
    Ok(contacts::preview_csv_file(&cx, &file)?)
}

/// Previews the import of pasted CSV text; nothing is saved.
#[tauri::command]
pub async fn preview_contacts_text(
    app: State<'_, DeskApp>,
    text: String,
) -> Result<CsvPreview, IpcError> {
    Ok(contacts::preview_csv(&*app.context().await?, &text)?)
}

#[tauri::command]
pub async fn import_contacts(
    app: State<'_, DeskApp>,
    rows: Vec<CsvRow>,
) -> Result<ImportReport, IpcError> {
    Ok(contacts::import_contacts(&*app.context().await?, &rows)?)
}

/// Writes every contact as CSV to a path chosen in the native save dialog; returns the count.
#[tauri::command]
pub async fn export_contacts_csv(app: State<'_, DeskApp>, path: PathBuf) -> Result<u32, IpcError> {
    let cx = app.context().await?;
    let file = cx.grants().take_write(&path)?;
    Ok(contacts::export_csv(&cx, file)?)
}
