//! The system tray (StatusNotifierItem through libayatana-appindicator3 on Linux): the app's
//! icon, "eBL Desk — N need attention" as its title and tooltip, and a menu to open the
//! window or quit. It keeps the app reachable while its window is closed to the tray.

use std::sync::atomic::{AtomicU32, Ordering};

use tauri::menu::{Menu, MenuItem};
use tauri::tray::TrayIconBuilder;
use tauri::{AppHandle, Manager, Runtime};
use tdx_desk::app_preferences::TrayWatcher;
use tdx_desk::watch::{self, AttentionSummary};

/// The tray icon's id.
const TRAY_ID: &str = "ebl-desk";
const OPEN: &str = "open";
const QUIT: &str = "quit";

/// The count the tray shows now, so a change of language words it again.
static SHOWN_COUNT: AtomicU32 = AtomicU32::new(0);

/// Puts the app's icon in the tray.
pub fn create<R: Runtime>(app: &AppHandle<R>) -> tauri::Result<()> {
    let menu = menu(app)?;
    let title = watch::tray_title(0);
    let mut tray = TrayIconBuilder::with_id(TRAY_ID)
        .menu(&menu)
        .tooltip(&title)
        .title(&title)
        .on_menu_event(|app, event| match event.id().as_ref() {
            OPEN => show_window(app),
            QUIT => {
                tracing::info!("quit from the tray");
                app.exit(0);
            }
            _ => {}
        });
    if let Some(icon) = app.default_window_icon() {
        tray = tray.icon(icon.clone());
    }
    tray.build(app)?;
    Ok(())
}

/// The tray's menu, in the user's language now.
fn menu<R: Runtime>(app: &AppHandle<R>) -> tauri::Result<Menu<R>> {
    let (open_words, quit_words) = watch::tray_menu_words();
    let open = MenuItem::with_id(app, OPEN, open_words, true, None::<&str>)?;
    let quit = MenuItem::with_id(app, QUIT, quit_words, true, None::<&str>)?;
    Menu::with_items(app, &[&open, &quit])
}

/// Words the tray's menu, title and tooltip again in the language just chosen (the menu is
/// otherwise built once, at launch).
pub fn relabel<R: Runtime>(app: &AppHandle<R>) {
    let Some(tray) = app.tray_by_id(TRAY_ID) else {
        return;
    };
    match menu(app) {
        Ok(menu) => {
            if let Err(err) = tray.set_menu(Some(menu)) {
                tracing::warn!(%err, "the tray menu was not worded again");
            }
        }
        Err(err) => tracing::warn!(%err, "the tray menu was not worded again"),
    }
    let title = watch::tray_title(SHOWN_COUNT.load(Ordering::Relaxed));
    let _ = tray.set_tooltip(Some(&title));
    let _ = tray.set_title(Some(&title));
}

/// Shows the count of what needs attention in the tray.
pub fn show_count<R: Runtime>(app: &AppHandle<R>, summary: &AttentionSummary) {
    SHOWN_COUNT.store(summary.total, Ordering::Relaxed);
    if let Some(tray) = app.tray_by_id(TRAY_ID) {
        let title = watch::tray_title(summary.total);
        let _ = tray.set_tooltip(Some(&title));
        let _ = tray.set_title(Some(&title));
    }
}

/// Brings the window back (from the tray, or minimized) to the front.
pub fn show_window<R: Runtime>(app: &AppHandle<R>) {
    if let Some(window) = app.get_webview_window("main") {
        let _ = window.unminimize();
        let _ = window.show();
        let _ = window.set_focus();
    }
}

/// The StatusNotifierWatcher's bus name, its object and its interface.
#[cfg(target_os = "linux")]
const WATCHER: &str = "org.kde.StatusNotifierWatcher";
#[cfg(target_os = "linux")]
const WATCHER_PATH: &str = "/StatusNotifierWatcher";
/// How long the session bus may take to answer one question.
#[cfg(target_os = "linux")]
const BUS_TIMEOUT_MS: i32 = 1_000;

/// Asks the session bus whether the desktop shows a tray (blocking: at most two calls of a
/// second each). An unreachable bus is no tray.
#[cfg(target_os = "linux")]
pub fn watcher() -> TrayWatcher {
    use gio::glib::{Variant, VariantTy};
    use gio::prelude::*;

    let none = TrayWatcher {
        owned: false,
        host_registered: None,
    };
    let bus = match gio::bus_get_sync(gio::BusType::Session, gio::Cancellable::NONE) {
        Ok(bus) => bus,
        Err(err) => {
            tracing::info!(%err, "no session bus: no tray");
            return none;
        }
    };
    let call = |dest: &str, path: &str, iface: &str, member: &str, args: Variant, reply: &str| {
        bus.call_sync(
            Some(dest),
            path,
            iface,
            member,
            Some(&args),
            VariantTy::new(reply).ok(),
            gio::DBusCallFlags::NO_AUTO_START,
            BUS_TIMEOUT_MS,
            gio::Cancellable::NONE,
        )
    };
    let owned = call(
        "org.freedesktop.DBus",
        "/org/freedesktop/DBus",
        "org.freedesktop.DBus",
        "NameHasOwner",
        (WATCHER,).to_variant(),
        "(b)",
    )
    .ok()
    .and_then(|reply| reply.get::<(bool,)>())
    .is_some_and(|(owned,)| owned);
    if !owned {
        return none;
    }
    let host_registered = call(
        WATCHER,
        WATCHER_PATH,
        "org.freedesktop.DBus.Properties",
        "Get",
        (WATCHER, "IsStatusNotifierHostRegistered").to_variant(),
        "(v)",
    )
    .map_err(|err| tracing::info!(%err, "the tray's watcher did not say whether a host shows it"))
    .ok()
    .and_then(|reply| reply.get::<(Variant,)>())
    .and_then(|(value,)| value.get::<bool>());
    TrayWatcher {
        owned,
        host_registered,
    }
}

/// Elsewhere the system has its own tray.
#[cfg(not(target_os = "linux"))]
pub fn watcher() -> TrayWatcher {
    TrayWatcher {
        owned: true,
        host_registered: Some(true),
    }
}
