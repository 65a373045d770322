//! Profiles: list, save a service profile (its secret goes to the keyring), switch, delete
//! (confirming what goes with it; its journal stays, listed among the deleted profiles).

use tauri::State;
use tdx_desk::profiles::{self, DeletedProfileView, ProfileDeletion};
use tdx_desk::registry_pins::RegistryPin;
use tdx_desk::view::{ProfileView, ServiceProfileInput, SessionInfo};
use tdx_desk::{registry_pins, session};

use crate::error::IpcError;
use tdx_desk::DeskApp;

#[tauri::command]
pub async fn list_profiles(app: State<'_, DeskApp>) -> Result<Vec<ProfileView>, IpcError> {
    app.context().await?;
    let active = app.active_id().await;
    Ok(profiles::list(&*app.store()?, &active)?)
}

#[tauri::command]
pub async fn save_service_profile(
    app: State<'_, DeskApp>,
    input: ServiceProfileInput,
) -> Result<ProfileView, IpcError> {
    app.context().await?;
    Ok(app.save_service_profile(&input).await?)
}

#[tauri::command]
pub async fn switch_profile(app: State<'_, DeskApp>, id: String) -> Result<SessionInfo, IpcError> {
    Ok(session::session_info(&*app.switch(&id).await?).await?)
}

/// Deletes a service profile; `confirm` is what the window showed would go with it (from
/// `profile_deletion_facts`), refused when that is no longer so.
#[tauri::command]
pub async fn delete_profile(
    app: State<'_, DeskApp>,
    id: String,
    confirm: ProfileDeletion,
) -> Result<(), IpcError> {
    Ok(app.delete_profile(&id, &confirm).await?)
}

/// What deleting the profile would remove (its key, drafts, contacts) and keep (its journal).
#[tauri::command]
pub async fn profile_deletion_facts(
    app: State<'_, DeskApp>,
    id: String,
) -> Result<ProfileDeletion, IpcError> {
    Ok(app.profile_deletion_facts(&id).await?)
}

/// The deleted profiles whose journals Activity still shows.
#[tauri::command]
pub async fn deleted_profiles(
    app: State<'_, DeskApp>,
) -> Result<Vec<DeletedProfileView>, IpcError> {
    Ok(app.deleted_profiles()?)
}

/// The registry contracts the active profile signs for: pinned, and any new one offered.
#[tauri::command]
pub async fn list_registries(app: State<'_, DeskApp>) -> Result<Vec<RegistryPin>, IpcError> {
    Ok(registry_pins::registries(&*app.context().await?)?)
}

/// Accepts the registry address the service now names (after the user confirmed it).
#[tauri::command]
pub async fn accept_registry(
    app: State<'_, DeskApp>,
    kind: String,
    address: String,
) -> Result<Vec<RegistryPin>, IpcError> {
    Ok(registry_pins::accept_registry(
        &*app.context().await?,
        &kind,
        &address,
    )?)
}
