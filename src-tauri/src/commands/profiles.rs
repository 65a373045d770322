//! Profiles: list, save a service profile (its secret goes to the keyring), switch, delete
//! (confirming what goes with it; its journal stays, listed among the deleted profiles).

use tauri::State;
use tdx_desk::profiles::{self, DeletedProfileView, ProfileDeletion};
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

/// Deletes a service profile; `confirm` is what the window showed would go with it (from
/// `profile_deletion_facts`), refused when that is no longer so.
#[tauri::command]
pub async fn delete_profile(
    desk: State<'_, DeskApp>,
    id: String,
    confirm: ProfileDeletion,
) -> Result<(), IpcError> {
    Ok(desk.delete_profile(&id, &confirm).await?)
}

/// What deleting the profile would remove (its key, drafts, contacts) and keep (its journal).
#[tauri::command]
pub async fn profile_deletion_facts(
    desk: State<'_, DeskApp>,
    id: String,
) -> Result<ProfileDeletion, IpcError> {
    Ok(desk.profile_deletion_facts(&id).await?)
}

/// The deleted profiles whose journals Activity still shows.
#[tauri::command]
pub async fn deleted_profiles(
    desk: State<'_, DeskApp>,
) -> Result<Vec<DeletedProfileView>, IpcError> {
    Ok(desk.deleted_profiles()?)
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
