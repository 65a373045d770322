//! The app's own preferences (not a profile's): what closing the window does, and whether the
//! app starts at login. The first is a setting kept with the sandbox profile's row, like the
//! profile in use ([`crate::app::ACTIVE_PROFILE_KEY`]); the second is the autostart entry
//! itself ([`crate::autostart`]), so that removing it by hand is seen.

use serde::{Deserialize, Serialize};
use tdx_store::Store;
use ts_rs::TS;

use crate::error::Result;
use crate::profiles::{self, SANDBOX_PROFILE_ID};

/// The setting (kept with the sandbox profile) saying what closing the window does.
pub const CLOSE_TO_TRAY_KEY: &str = "close-to-tray";

/// What closing the window does: ask (the first time), hide it to the tray, or quit.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
#[ts(export)]
pub enum CloseToTray {
    #[default]
    Ask,
    Tray,
    Quit,
}

/// The user's answer when the window asked what closing it does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
#[ts(export)]
pub enum CloseChoice {
    Tray,
    Quit,
}

impl From<CloseChoice> for CloseToTray {
    fn from(choice: CloseChoice) -> Self {
        match choice {
            CloseChoice::Tray => CloseToTray::Tray,
            CloseChoice::Quit => CloseToTray::Quit,
        }
    }
}

/// What the session bus says about the desktop's tray: whether
/// `org.kde.StatusNotifierWatcher` is owned, and its `IsStatusNotifierHostRegistered` property
/// (`None` when it could not be read). GNOME without the AppIndicator extension has neither: a
/// tray icon there is shown nowhere.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrayWatcher {
    pub owned: bool,
    pub host_registered: Option<bool>,
}

impl TrayWatcher {
    /// Whether something on this desktop shows the app's tray icon (and so its menu, the way
    /// back to a hidden window): a watcher that says a host is registered.
    pub fn shows_the_tray(self) -> bool {
        self.owned && self.host_registered == Some(true)
    }
}

/// The `close-asked` event's payload: whether the desktop shows a tray. Without one the window
/// offers to keep running in the background and says that opening eBL Desk again brings the
/// window back (a second launch hands over to the running app).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct CloseAsked {
    pub tray: bool,
}

impl From<TrayWatcher> for CloseAsked {
    fn from(watcher: TrayWatcher) -> Self {
        CloseAsked {
            tray: watcher.shows_the_tray(),
        }
    }
}

/// The app's preferences as Settings shows and changes them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(export)]
pub struct AppPreferences {
    pub close_to_tray: CloseToTray,
    pub start_at_login: bool,
}

impl CloseToTray {
    fn as_setting(self) -> &'static str {
        match self {
            CloseToTray::Ask => "ask",
            CloseToTray::Tray => "tray",
            CloseToTray::Quit => "quit",
        }
    }
}

/// What closing the window does; "ask" until the user chose (or when the setting is unreadable).
pub fn close_to_tray(store: &Store) -> CloseToTray {
    match store.setting(SANDBOX_PROFILE_ID, CLOSE_TO_TRAY_KEY) {
        Ok(Some(v)) if v == "tray" => CloseToTray::Tray,
        Ok(Some(v)) if v == "quit" => CloseToTray::Quit,
        _ => CloseToTray::Ask,
    }
}

/// Remembers what closing the window does.
pub fn set_close_to_tray(store: &Store, value: CloseToTray) -> Result<()> {
    app_settings_row(store);
    store.set_setting(SANDBOX_PROFILE_ID, CLOSE_TO_TRAY_KEY, value.as_setting())?;
    Ok(())
}

/// The app's settings are kept with the sandbox profile's row, written when the sandbox first
/// starts; before it ever started, the row is written here, to be completed when it starts.
pub(crate) fn app_settings_row(store: &Store) {
    if matches!(store.profile(SANDBOX_PROFILE_ID), Ok(None)) {
        let _ = store.save_profile(&profiles::sandbox("", ""));
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn closing_asks_until_the_user_chose_and_the_choice_is_kept() {
        let store = Store::open_in_memory().unwrap();
        assert_eq!(close_to_tray(&store), CloseToTray::Ask);
        set_close_to_tray(&store, CloseChoice::Tray.into()).unwrap();
        assert_eq!(close_to_tray(&store), CloseToTray::Tray);
        set_close_to_tray(&store, CloseToTray::Quit).unwrap();
        assert_eq!(close_to_tray(&store), CloseToTray::Quit);
        set_close_to_tray(&store, CloseToTray::Ask).unwrap();
        assert_eq!(close_to_tray(&store), CloseToTray::Ask);
    }

    #[test]
    fn preferences_cross_to_the_window_in_its_words() {
        let prefs = AppPreferences {
            close_to_tray: CloseToTray::Tray,
            start_at_login: true,
        };
        assert_eq!(
            serde_json::to_value(&prefs).unwrap(),
            serde_json::json!({"closeToTray": "tray", "startAtLogin": true})
        );
        let choice: CloseChoice = serde_json::from_str("\"quit\"").unwrap();
        assert_eq!(choice, CloseChoice::Quit);
    }

    #[test]
    fn the_close_question_offers_the_tray_only_where_a_host_shows_it() {
        let asked = |owned, host_registered| {
            serde_json::to_value(CloseAsked::from(TrayWatcher {
                owned,
                host_registered,
            }))
            .unwrap()
        };
        // KDE, or GNOME with the AppIndicator extension: a watcher with its host.
        assert_eq!(asked(true, Some(true)), serde_json::json!({"tray": true}));
        // GNOME as installed: nobody owns the watcher's name.
        assert_eq!(asked(false, None), serde_json::json!({"tray": false}));
        // A watcher (left by some daemon) that no host listens to: the icon shows nowhere.
        assert_eq!(asked(true, Some(false)), serde_json::json!({"tray": false}));
        // A watcher whose property could not be read is not trusted with the way back.
        assert_eq!(asked(true, None), serde_json::json!({"tray": false}));
    }
}
