//! Profiles: list, save a service profile (its secret goes to the keyring), switch, delete.

use tauri::{AppHandle, Runtime, State};
use tdx_desk::profiles;
use tdx_desk::registry::RegistryPin;
use tdx_desk::view::{ProfileView, ServiceProfileInput, SessionInfo};

use crate::desk_state::DeskState;
use crate::error::IpcError;

#[tauri::command]
pub async fn list_profiles<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
) -> Result<Vec<ProfileView>, IpcError> {
    desk.desk(&app).await?;
    let active = desk.active_id().await;
    Ok(profiles::list(&*desk.store_guard()?, &active)?)
}

#[tauri::command]
pub async fn save_service_profile<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    input: ServiceProfileInput,
) -> Result<ProfileView, IpcError> {
    desk.desk(&app).await?;
    let active = desk.active_id().await;
    Ok(profiles::save(&*desk.store_guard()?, &input, &active)?)
}

#[tauri::command]
pub async fn switch_profile<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    id: String,
) -> Result<SessionInfo, IpcError> {
    Ok(desk.switch(&app, &id).await?.session_info().await?)
}

#[tauri::command]
pub async fn delete_profile<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    id: String,
) -> Result<(), IpcError> {
    desk.desk(&app).await?;
    let active = desk.active_id().await;
    Ok(profiles::delete(&*desk.store_guard()?, &id, &active)?)
}

/// The registry contracts the active profile signs for: pinned, and any new one offered.
#[tauri::command]
pub async fn list_registries<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
) -> Result<Vec<RegistryPin>, IpcError> {
    Ok(desk.desk(&app).await?.registries()?)
}

/// Accepts the registry address the service now names (after the user confirmed it).
#[tauri::command]
pub async fn accept_registry<R: Runtime>(
    app: AppHandle<R>,
    desk: State<'_, DeskState>,
    kind: String,
    address: String,
) -> Result<Vec<RegistryPin>, IpcError> {
    Ok(desk.desk(&app).await?.accept_registry(&kind, &address)?)
}
