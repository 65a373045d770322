//! A key in a security module (PKCS#11: an HSM, a smart card, SoftHSM2): its tokens and keys
//! listed, a key generated on the token, chosen to sign, and the token's PIN given when a
//! signature asks for it. The key never leaves the module; the PIN crosses once and is wrapped
//! as `Sensitive` at once, like the hex key of `import_key_hex`. A module's calls block (a
//! hardware token may take a while): listing and generating run off the async threads.

use tauri::{AppHandle, Manager, State};
use tdx_desk::DeskApp;
use tdx_desk::view::{KeyInfo, Pkcs11Key, Pkcs11Token};
use tdx_keys::Sensitive;

use crate::error::IpcError;

/// Runs a blocking module call on the app's `DeskApp`, off the async threads.
async fn on_desk<T: Send + 'static>(
    handle: AppHandle,
    work: impl FnOnce(&DeskApp) -> tdx_desk::error::Result<T> + Send + 'static,
) -> Result<T, IpcError> {
    tokio::task::spawn_blocking(move || Ok(work(&handle.state::<DeskApp>())?))
        .await
        .map_err(IpcError::from_join)?
}

/// The tokens of the module at `module` (the library's path), by label and serial.
#[tauri::command]
pub async fn pkcs11_tokens(
    handle: AppHandle,
    module: String,
) -> Result<Vec<Pkcs11Token>, IpcError> {
    on_desk(handle, move |app| app.pkcs11_tokens(&module)).await
}

/// The keys on a token: secp256k1 ones usable, the others listed with why not.
#[tauri::command]
pub async fn pkcs11_keys(
    handle: AppHandle,
    module: String,
    token_serial: String,
) -> Result<Vec<Pkcs11Key>, IpcError> {
    on_desk(handle, move |app| app.pkcs11_keys(&module, &token_serial)).await
}

/// Generates a secp256k1 key on the token (not extractable, sensitive), logging in with `pin`.
#[tauri::command]
pub async fn pkcs11_generate_key(
    handle: AppHandle,
    module: String,
    token_serial: String,
    label: String,
    pin: String,
) -> Result<Pkcs11Key, IpcError> {
    let pin = Sensitive::new(pin);
    on_desk(handle, move |app| {
        app.pkcs11_generate_key(&module, &token_serial, &label, pin)
    })
    .await
}

/// Signs with the key `key_id` on the token from now on (the keyring key stays where it is).
#[tauri::command]
pub async fn key_use_pkcs11(
    app: State<'_, DeskApp>,
    module: String,
    token_serial: String,
    key_id: String,
) -> Result<KeyInfo, IpcError> {
    Ok(app.use_pkcs11_key(&module, &token_serial, &key_id).await?)
}

/// Signs with the key in the OS keyring again (none when the keyring holds no key).
#[tauri::command]
pub async fn key_use_keyring(app: State<'_, DeskApp>) -> Result<Option<KeyInfo>, IpcError> {
    Ok(app.use_keyring_key().await?)
}

/// Logs in to the chosen key's token with `pin`, after a signature answered `keys.pin_needed`.
#[tauri::command]
pub async fn pkcs11_unlock(app: State<'_, DeskApp>, pin: String) -> Result<(), IpcError> {
    let pin = Sensitive::new(pin);
    Ok(app.pkcs11_unlock(pin).await?)
}
