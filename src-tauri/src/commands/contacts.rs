//! The Contacts screen: the profile's address book, CSV import and export.

use std::path::PathBuf;

use tauri::State;
use tdx_desk::contacts::{self, CsvPreview, CsvRow, ImportReport};
use tdx_store::{Contact, NewContact};

use crate::error::IpcError;
use tdx_desk::DeskApp;

#[tauri::command]
pub async fn list_contacts(
    desk: State<'_, DeskApp>,
    query: String,
) -> Result<Vec<Contact>, IpcError> {
    Ok(contacts::list_contacts(&*desk.desk().await?, &query)?)
}

#[tauri::command]
pub async fn add_contact(
    desk: State<'_, DeskApp>,
    contact: NewContact,
) -> Result<Contact, IpcError> {
    Ok(contacts::add_contact(&*desk.desk().await?, &contact)?)
}

#[tauri::command]
pub async fn update_contact(
    desk: State<'_, DeskApp>,
    contact: Contact,
) -> Result<Contact, IpcError> {
    Ok(contacts::update_contact(&*desk.desk().await?, &contact)?)
}

#[tauri::command]
pub async fn delete_contact(desk: State<'_, DeskApp>, id: String) -> Result<(), IpcError> {
    Ok(contacts::delete_contact(&*desk.desk().await?, &id)?)
}

/// Reads a CSV file chosen in the native dialog and previews its import; nothing is saved.
#[tauri::command]
pub async fn preview_contacts_csv(
    desk: State<'_, DeskApp>,
    path: PathBuf,
) -> Result<CsvPreview, IpcError> {
    let desk = desk.desk().await?;
    let path = desk.grants().check_read(&path)?;
    Ok(contacts::preview_csv_file(&desk, &path)?)
}

/// Previews the import of pasted CSV text; nothing is saved.
#[tauri::command]
pub async fn preview_contacts_text(
    desk: State<'_, DeskApp>,
    text: String,
) -> Result<CsvPreview, IpcError> {
    Ok(contacts::preview_csv(&*desk.desk().await?, &text)?)
}

#[tauri::command]
pub async fn import_contacts(
    desk: State<'_, DeskApp>,
    rows: Vec<CsvRow>,
) -> Result<ImportReport, IpcError> {
    Ok(contacts::import_contacts(&*desk.desk().await?, &rows)?)
}

/// Writes every contact as CSV to a path chosen in the native save dialog; returns the count.
#[tauri::command]
pub async fn export_contacts_csv(desk: State<'_, DeskApp>, path: PathBuf) -> Result<u32, IpcError> {
    let desk = desk.desk().await?;
    let path = desk.grants().take_write(&path)?;
    Ok(contacts::export_csv(&desk, &path)?)
}
