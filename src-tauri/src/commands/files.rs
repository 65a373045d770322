//! Files the user gives the app: the native open and save dialogs, shown from here so that the
//! path the user chose is recorded (`tdx_desk::PathGrants`) before the window hears of it, and
//! native drops, recorded the same way. Every command that reads or writes a file refuses a
//! path that did not come from one of these (`path.not_allowed`).
//!
//! The end-to-end tests cannot drive a GTK dialog nor drag from a file manager. In a build with the
//! `e2e-hooks` feature (the debug build `make build` makes for them; never the release build nor
//! the package) started by their harness (`EBL_DESK_E2E=1` in its environment, which a script in
//! the window cannot set), a dialog answers with the paths queued by `e2e_answer_dialog` instead
//! of opening, and `e2e_drop_paths` records paths exactly as a native drop does; both then go
//! through the same grant code as the real thing. Without the feature the two commands do not
//! exist in the binary and the variable is ignored; without the variable both are refused, so a
//! script cannot use them to name files.

use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::Mutex;

use serde::Deserialize;
use tauri::{AppHandle, Emitter, Manager, Runtime, State};
use tauri_plugin_dialog::{DialogExt, FileDialogBuilder, FilePath};
use ts_rs::TS;

use crate::error::IpcError;
use tdx_desk::DeskApp;

/// The event that hands the window the paths of a native drop, once they were recorded.
pub const FILES_DROPPED: &str = "files-dropped";

/// One entry of a dialog's file type list.
#[derive(Debug, Clone, Deserialize, TS)]
#[ts(export)]
pub struct FileFilter {
    pub name: String,
    pub extensions: Vec<String>,
}

/// The stand-in for the native dialogs under the end-to-end harness (`None` in normal use).
pub struct Dialogs {
    stand_in: Option<Mutex<VecDeque<Vec<PathBuf>>>>,
}

impl Dialogs {
    /// Native dialogs, unless this build has the e2e hooks and the environment says the app runs
    /// under the e2e harness.
    pub fn from_env() -> Self {
        Self::new(harness_asked(std::env::var("EBL_DESK_E2E").ok().as_deref()))
    }

    fn new(e2e: bool) -> Self {
        Self {
            stand_in: e2e.then(Default::default),
        }
    }

    fn stand_in(&self) -> Result<&Mutex<VecDeque<Vec<PathBuf>>>, IpcError> {
        self.stand_in.as_ref().ok_or_else(|| {
            tdx_desk::Error::PathNotAllowed(
                "a simulated dialog or drop outside the end-to-end harness".into(),
            )
            .into()
        })
    }
}

/// Whether the stand-in answers: only in a build with the e2e hooks, and only when the harness
/// set `EBL_DESK_E2E=1`.
fn harness_asked(variable: Option<&str>) -> bool {
    cfg!(feature = "e2e-hooks") && variable == Some("1")
}

enum Ask {
    OpenOne,
    OpenMany,
    Save,
    Folder,
}

/// Shows a native dialog (or, under the e2e harness, takes the queued answer) and returns the
/// chosen paths; empty when the user cancels.
async fn ask<R: Runtime>(
    app: &AppHandle<R>,
    dialogs: &Dialogs,
    ask: Ask,
    builder: impl FnOnce(FileDialogBuilder<R>) -> FileDialogBuilder<R>,
) -> Result<Vec<PathBuf>, IpcError> {
    if dialogs.stand_in.is_some() {
        let mut queue = dialogs
            .stand_in()?
            .lock()
            .map_err(|_| IpcError::state_poisoned())?;
        return Ok(queue.pop_front().unwrap_or_default());
    }
    let mut dialog = builder(app.dialog().file());
    if let Some(window) = app.get_webview_window("main") {
        dialog = dialog.set_parent(&window);
    }
    let (tx, rx) = tokio::sync::oneshot::channel::<Vec<FilePath>>();
    match ask {
        Ask::OpenOne => dialog.pick_file(move |p| {
            let _ = tx.send(p.into_iter().collect());
        }),
        Ask::OpenMany => dialog.pick_files(move |p| {
            let _ = tx.send(p.unwrap_or_default());
        }),
        Ask::Save => dialog.save_file(move |p| {
            let _ = tx.send(p.into_iter().collect());
        }),
        Ask::Folder => dialog.pick_folder(move |p| {
            let _ = tx.send(p.into_iter().collect());
        }),
    }
    let picked = rx.await.unwrap_or_default();
    Ok(picked
        .into_iter()
        .filter_map(|p| p.into_path().ok())
        .collect())
}

fn with_filters<R: Runtime>(
    mut dialog: FileDialogBuilder<R>,
    title: &str,
    filters: &[FileFilter],
) -> FileDialogBuilder<R> {
    dialog = dialog.set_title(title);
    for filter in filters {
        let extensions: Vec<&str> = filter.extensions.iter().map(String::as_str).collect();
        dialog = dialog.add_filter(&filter.name, &extensions);
    }
    dialog
}

fn text(path: PathBuf) -> String {
    path.display().to_string()
}

/// The native "open file" dialog; the chosen file may then be read. `None` when cancelled.
#[tauri::command]
pub async fn choose_file_to_open<R: Runtime>(
    handle: AppHandle<R>,
    app: State<'_, DeskApp>,
    dialogs: State<'_, Dialogs>,
    title: String,
    filters: Vec<FileFilter>,
) -> Result<Option<String>, IpcError> {
    let cx = app.context().await?;
    let picked = ask(&handle, &dialogs, Ask::OpenOne, |d| {
        with_filters(d, &title, &filters)
    })
    .await?;
    let Some(path) = picked.into_iter().next() else {
        return Ok(None);
    };
    cx.grants().grant_read(&path)?;
    Ok(Some(text(path)))
}

/// The native "save file" dialog; the chosen path may then be written once. `None` when cancelled.
#[tauri::command]
pub async fn choose_file_to_save<R: Runtime>(
    handle: AppHandle<R>,
    app: State<'_, DeskApp>,
    dialogs: State<'_, Dialogs>,
    title: String,
    file_name: String,
    filters: Vec<FileFilter>,
) -> Result<Option<String>, IpcError> {
    let cx = app.context().await?;
    let picked = ask(&handle, &dialogs, Ask::Save, |d| {
        with_filters(d, &title, &filters).set_file_name(file_name)
    })
    .await?;
    let Some(path) = picked.into_iter().next() else {
        return Ok(None);
    };
    cx.grants().grant_write(&path)?;
    Ok(Some(text(path)))
}

/// The native "choose folder" dialog; the chosen folder is then recorded as a dropped folder
/// is (its files may be listed and read; a setting may name it). `None` when cancelled.
#[tauri::command]
pub async fn choose_folder<R: Runtime>(
    handle: AppHandle<R>,
    app: State<'_, DeskApp>,
    dialogs: State<'_, Dialogs>,
    title: String,
) -> Result<Option<String>, IpcError> {
    let cx = app.context().await?;
    let picked = ask(&handle, &dialogs, Ask::Folder, |d| d.set_title(title)).await?;
    let Some(path) = picked.into_iter().next() else {
        return Ok(None);
    };
    let granted = cx.grants().grant_dropped(std::slice::from_ref(&path));
    Ok(granted.into_iter().next().map(text))
}

/// The native "open files" dialog for an envelope's documents; the files may then be read.
#[tauri::command]
pub async fn choose_documents<R: Runtime>(
    handle: AppHandle<R>,
    app: State<'_, DeskApp>,
    dialogs: State<'_, Dialogs>,
) -> Result<Vec<String>, IpcError> {
    let cx = app.context().await?;
    let picked = ask(&handle, &dialogs, Ask::OpenMany, |d| {
        d.set_title("Add documents to the envelope")
    })
    .await?;
    let mut out = Vec::with_capacity(picked.len());
    for path in picked {
        cx.grants().grant_read(&path)?;
        out.push(text(path));
    }
    Ok(out)
}

/// A native drop on the window: the dropped files (and the direct children of dropped folders)
/// may be read; then the window hears of the paths.
pub fn dropped<R: Runtime>(app: &AppHandle<R>, paths: Vec<PathBuf>) {
    let handle = app.clone();
    tauri::async_runtime::spawn(async move {
        if let Ok(cx) = handle.state::<DeskApp>().context().await {
            cx.grants().grant_dropped(&paths);
        }
        let paths: Vec<String> = paths.into_iter().map(text).collect();
        let _ = handle.emit(FILES_DROPPED, paths);
    });
}

/// Under the e2e harness only: records `paths` as a native drop does (the window then calls its
/// drop handler itself).
#[cfg(feature = "e2e-hooks")]
#[tauri::command]
pub async fn e2e_drop_paths(
    app: State<'_, DeskApp>,
    dialogs: State<'_, Dialogs>,
    paths: Vec<String>,
) -> Result<(), IpcError> {
    dialogs.stand_in()?;
    let paths: Vec<PathBuf> = paths.into_iter().map(PathBuf::from).collect();
    app.context().await?.grants().grant_dropped(&paths);
    Ok(())
}

/// Under the e2e harness only: the next file dialog answers `paths` (empty: cancelled).
#[cfg(feature = "e2e-hooks")]
#[tauri::command]
pub fn e2e_answer_dialog(dialogs: State<'_, Dialogs>, paths: Vec<String>) -> Result<(), IpcError> {
    let mut queue = dialogs
        .stand_in()?
        .lock()
        .map_err(|_| IpcError::state_poisoned())?;
    queue.push_back(paths.into_iter().map(PathBuf::from).collect());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outside_the_e2e_harness_a_script_cannot_simulate_a_dialog_or_a_drop() {
        let err = Dialogs::new(false).stand_in().err().map(|e| e.code);
        assert_eq!(err, Some(tdx_desk::error::ErrorCode::PathNotAllowed));
        assert!(Dialogs::new(true).stand_in().is_ok());
    }

    #[test]
    fn only_a_build_with_the_e2e_hooks_listens_to_the_harness_variable() {
        assert_eq!(harness_asked(Some("1")), cfg!(feature = "e2e-hooks"));
        assert!(!harness_asked(None) && !harness_asked(Some("0")));
    }
}
