//! The signing key: generated or imported into the OS keyring; the window only ever sees
//! its address. Key derivation (keystores) runs off the async threads.

use std::path::PathBuf;

use tauri::State;
use tdx_desk::key_standing;
use tdx_desk::key_standing::KeyStandingView;
use tdx_desk::view::KeyInfo;
use tdx_keys::Sensitive;

use crate::error::IpcError;
use tdx_desk::DeskApp;

#[tauri::command]
pub async fn key_info(app: State<'_, DeskApp>) -> Result<Option<KeyInfo>, IpcError> {
    Ok(app.context().await?.keys().info()?)
}

/// `replace`: the address of the stored key the user agreed to replace (refused without it
/// when a key is stored; the same for the imports).
#[tauri::command]
pub async fn generate_key(
    app: State<'_, DeskApp>,
    replace: Option<String>,
) -> Result<KeyInfo, IpcError> {
    Ok(app.context().await?.keys().generate(replace.as_deref())?)
}

#[tauri::command]
pub async fn import_key_hex(
    app: State<'_, DeskApp>,
    hex: String,
    replace: Option<String>,
) -> Result<KeyInfo, IpcError> {
    let hex = Sensitive::new(hex);
    Ok(app
        .context()
        .await?
        .keys()
        .import_hex(&hex, replace.as_deref())?)
}

#[tauri::command]
pub async fn import_keystore(
    app: State<'_, DeskApp>,
    path: PathBuf,
    password: String,
    replace: Option<String>,
) -> Result<KeyInfo, IpcError> {
    let cx = app.context().await?;
    let file = cx.grants().check_read(&path)?;
    let password = Sensitive::new(password);
    blocking(move || {
        Ok(cx
            .keys()
            .import_keystore(&file, &password, replace.as_deref())?)
    })
    .await
}

#[tauri::command]
pub async fn export_keystore(
    app: State<'_, DeskApp>,
    path: PathBuf,
    password: String,
) -> Result<(), IpcError> {
    let cx = app.context().await?;
    let file = cx.grants().take_write(&path)?;
    let password = Sensitive::new(password);
    blocking(move || Ok(cx.keys().export_keystore(file, &password)?)).await
}

/// `address`: the key the user agreed to remove; refused unless it is the stored one.
#[tauri::command]
pub async fn delete_key(app: State<'_, DeskApp>, address: String) -> Result<(), IpcError> {
    Ok(app.context().await?.keys().delete(&address)?)
}

async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, IpcError> + Send + 'static,
) -> Result<T, IpcError> {
    tokio::task::spawn_blocking(work)
        .await
        .map_err(IpcError::from_join)?
}

/// Where the key stands with the company (registered, waiting for approval, approved, revoked).
#[tauri::command]
pub async fn key_standing(app: State<'_, DeskApp>) -> Result<KeyStandingView, IpcError> {
    Ok(key_standing::standing(&*app.context().await?).await?)
}

/// Registers the key with the company: the registration text is signed here, with the key.
#[tauri::command]
pub async fn register_key(app: State<'_, DeskApp>) -> Result<KeyStandingView, IpcError> {
    Ok(key_standing::register_key(&*app.context().await?).await?)
}

/// The sandbox profile's stand-in for the company administrator: approves the pending key.
#[tauri::command]
pub async fn approve_key_in_sandbox(app: State<'_, DeskApp>) -> Result<KeyStandingView, IpcError> {
    Ok(key_standing::approve_key_in_sandbox(&*app.context().await?).await?)
}
