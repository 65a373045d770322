//! The Contacts screen: the profile's address book, CSV import and export.

use std::path::PathBuf;

use tauri::State;
use tdx_desk::contacts::{self, CsvPreview, CsvRow, ImportReport, VerifyInput};
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
    Ok(contacts::add_contact(&*app.context().await?, &contact).await?)
}

/// Marks a contact verified: how (with a note), by the signed-in user, now.
#[tauri::command]
pub async fn verify_contact(
    app: State<'_, DeskApp>,
    id: String,
    verification: VerifyInput,
) -> Result<Contact, IpcError> {
    Ok(contacts::verify_contact(&*app.context().await?, &id, &verification).await?)
}

/// Takes a contact's verification back.
#[tauri::command]
pub async fn unverify_contact(app: State<'_, DeskApp>, id: String) -> Result<Contact, IpcError> {
    Ok(contacts::unverify_contact(&*app.context().await?, &id)?)
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
    Ok(contacts::import_contacts(&*app.context().await?, &rows).await?)
}

/// Writes every contact as CSV to a path chosen in the native save dialog; returns the count.
#[tauri::command]
pub async fn export_contacts_csv(app: State<'_, DeskApp>, path: PathBuf) -> Result<u32, IpcError> {
    let cx = app.context().await?;
    let file = cx.grants().take_write(&path)?;
    Ok(contacts::export_csv(&cx, file)?)
}
