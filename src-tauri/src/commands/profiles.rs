//! Profiles: list, save a service profile (its secret goes to the keyring), switch, delete.

use tauri::State;
use tdx_desk::profiles;
use tdx_desk::registry::RegistryPin;
use tdx_desk::view::{ProfileView, ServiceProfileInput, SessionInfo};

use crate::error::IpcError;
use tdx_desk::DeskApp;

#[tauri::command]
pub async fn list_profiles(desk: State<'_, DeskApp>) -> Result<Vec<ProfileView>, IpcError> {
    desk.desk().await?;
    let active = desk.active_id().await;
    Ok(profiles::list(&*desk.store()?, &active)?)
}

#[tauri::command]
pub async fn save_service_profile(
    desk: State<'_, DeskApp>,
    input: ServiceProfileInput,
) -> Result<ProfileView, IpcError> {
    desk.desk().await?;
    let active = desk.active_id().await;
    Ok(profiles::save(&*desk.store()?, &input, &active)?)
}

#[tauri::command]
pub async fn switch_profile(desk: State<'_, DeskApp>, id: String) -> Result<SessionInfo, IpcError> {
    Ok(desk.switch(&id).await?.session_info().await?)
}

#[tauri::command]
pub async fn delete_profile(desk: State<'_, DeskApp>, id: String) -> Result<(), IpcError> {
    desk.desk().await?;
    let active = desk.active_id().await;
    Ok(profiles::delete(&*desk.store()?, &id, &active)?)
}

/// The registry contracts the active profile signs for: pinned, and any new one offered.
#[tauri::command]
pub async fn list_registries(desk: State<'_, DeskApp>) -> Result<Vec<RegistryPin>, IpcError> {
    Ok(desk.desk().await?.registries()?)
}

/// Accepts the registry address the service now names (after the user confirmed it).
#[tauri::command]
pub async fn accept_registry(
    desk: State<'_, DeskApp>,
    kind: String,
    address: String,
) -> Result<Vec<RegistryPin>, IpcError> {
    Ok(desk.desk().await?.accept_registry(&kind, &address)?)
}
