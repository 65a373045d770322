//! The user's language: followed from the system (`LC_ALL`, `LC_MESSAGES`, `LANG`) unless
//! chosen in Settings › Language, the choice kept with the app's other preferences (a setting
//! of the sandbox profile's row, like [`crate::app_preferences`]). Applied to Rust at once
//! ([`tdx_i18n::set_language`]: errors, notifications, CSV headers) and handed to the window
//! (which reloads its messages).

use std::path::Path;

use serde::{Deserialize, Serialize};
use tdx_i18n::{Lang, tr};
use tdx_store::Store;
use ts_rs::TS;

use crate::app_preferences::app_settings_row;
use crate::error::{Error, Result};
use crate::profiles::SANDBOX_PROFILE_ID;

/// The setting (kept with the sandbox profile) holding the chosen language's tag; absent when
/// the app follows the system.
pub const LANGUAGE_KEY: &str = "language";

/// A language the app speaks, as the language menu lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct LanguageOption {
    /// Its tag: `en`, `ar`, `zh-CN`, `en-XA`.
    pub tag: String,
    /// Its name in itself: `English`, `العربية`, `简体中文`.
    pub name: String,
}

/// The language in use, where it comes from, and the choices.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct LanguageSetting {
    /// The tag of the language in use (the choice, else the system's).
    pub current: String,
    /// The tag of the system's language (English when the system's is not spoken here).
    pub system: String,
    /// The tag the user chose; `None` follows the system.
    pub choice: Option<String>,
    /// Every language the app speaks.
    pub available: Vec<LanguageOption>,
}

/// The language of exactly this tag (as the window sends and the store keeps it).
fn of_tag(tag: &str) -> Option<Lang> {
    Lang::ALL.into_iter().find(|lang| lang.tag() == tag)
}

/// The language the user chose, if any (an unknown stored value follows the system).
pub fn choice(store: &Store) -> Option<Lang> {
    store
        .setting(SANDBOX_PROFILE_ID, LANGUAGE_KEY)
        .ok()
        .flatten()
        .and_then(|tag| of_tag(&tag))
}

/// Remembers the user's choice (`None`: follow the system).
pub fn set_choice(store: &Store, choice: Option<Lang>) -> Result<()> {
    match choice {
        Some(lang) => {
            app_settings_row(store);
            store.set_setting(SANDBOX_PROFILE_ID, LANGUAGE_KEY, lang.tag())?;
        }
        None => {
            store.delete_setting(SANDBOX_PROFILE_ID, LANGUAGE_KEY)?;
        }
    }
    Ok(())
}

/// The choice the window sent: a tag of [`Lang::ALL`], or `None` to follow the system.
pub fn parse_choice(choice: Option<&str>) -> Result<Option<Lang>> {
    match choice {
        None => Ok(None),
        Some(tag) => of_tag(tag)
            .map(Some)
            .ok_or_else(|| Error::Invalid(tr!("core-language-unknown", tag = tag))),
    }
}

/// The language in use: the choice, else the system's.
pub fn effective(system: Lang, choice: Option<Lang>) -> Lang {
    choice.unwrap_or(system)
}

/// The setting as the window shows it.
pub fn setting(system: Lang, choice: Option<Lang>) -> LanguageSetting {
    LanguageSetting {
        current: effective(system, choice).tag().to_owned(),
        system: system.tag().to_owned(),
        choice: choice.map(|lang| lang.tag().to_owned()),
        available: Lang::ALL
            .into_iter()
            .map(|lang| LanguageOption {
                tag: lang.tag().to_owned(),
                name: lang.native_name().to_owned(),
            })
            .collect(),
    }
}

/// The language at launch, before the store is opened (the window's page needs it before it
/// loads): the choice read from the store file in `data_dir` (a read-only peek), else `system`.
pub fn at_launch(data_dir: Option<&Path>, system: Lang) -> Lang {
    let choice = data_dir
        .and_then(|dir| {
            Store::peek_setting(
                dir.join(tdx_store::FILE_NAME),
                SANDBOX_PROFILE_ID,
                LANGUAGE_KEY,
            )
        })
        .and_then(|tag| of_tag(&tag));
    effective(system, choice)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn the_system_language_is_followed_until_the_user_chooses_and_the_choice_is_kept() {
        let store = Store::open_in_memory().unwrap();
        assert_eq!(choice(&store), None);
        assert_eq!(effective(Lang::ZhCn, choice(&store)), Lang::ZhCn);
        set_choice(&store, Some(Lang::Ar)).unwrap();
        assert_eq!(choice(&store), Some(Lang::Ar));
        assert_eq!(effective(Lang::ZhCn, choice(&store)), Lang::Ar);
        set_choice(&store, None).unwrap();
        assert_eq!(choice(&store), None);
        // Following the system again when nothing was chosen is no error.
        set_choice(&store, None).unwrap();
        // A value no version wrote (edited by hand) follows the system.
        app_settings_row(&store);
        store
            .set_setting(SANDBOX_PROFILE_ID, LANGUAGE_KEY, "klingon")
            .unwrap();
        assert_eq!(choice(&store), None);
    }

    #[test]
    fn the_window_may_choose_only_a_language_the_app_speaks() {
        assert_eq!(parse_choice(None).unwrap(), None);
        assert_eq!(parse_choice(Some("ar")).unwrap(), Some(Lang::Ar));
        assert_eq!(parse_choice(Some("zh-CN")).unwrap(), Some(Lang::ZhCn));
        assert_eq!(parse_choice(Some("en-XA")).unwrap(), Some(Lang::Pseudo));
        for wrong in ["fr", "AR", "ar_EG.UTF-8", "", "en-XA\u{202e}"] {
            let err = parse_choice(Some(wrong)).unwrap_err();
            assert_eq!(err.code(), "input.invalid", "{wrong:?}");
        }
    }

    #[test]
    fn the_setting_crosses_to_the_window_with_every_language_in_its_own_name() {
        let setting = setting(Lang::En, Some(Lang::Ar));
        assert_eq!(
            serde_json::to_value(&setting).unwrap(),
            serde_json::json!({
                "current": "ar",
                "system": "en",
                "choice": "ar",
                "available": [
                    {"tag": "en", "name": "English"},
                    {"tag": "ar", "name": "العربية"},
                    {"tag": "zh-CN", "name": "简体中文"},
                    {"tag": "en-XA", "name": "Pseudo (en-XA)"},
                ],
            })
        );
        let following = super::setting(Lang::ZhCn, None);
        assert_eq!(
            (following.current.as_str(), following.choice),
            ("zh-CN", None)
        );
    }

    #[test]
    fn at_launch_the_choice_is_read_from_the_store_file_before_the_store_opens() {
        let dir = tempfile::tempdir().unwrap();
        // No store yet (first launch): the system's language.
        assert_eq!(at_launch(Some(dir.path()), Lang::ZhCn), Lang::ZhCn);
        assert_eq!(at_launch(None, Lang::Ar), Lang::Ar);
        {
            let store = Store::open(dir.path().join(tdx_store::FILE_NAME)).unwrap();
            set_choice(&store, Some(Lang::Ar)).unwrap();
        }
        assert_eq!(at_launch(Some(dir.path()), Lang::ZhCn), Lang::Ar);
        let store = Store::open(dir.path().join(tdx_store::FILE_NAME)).unwrap();
        set_choice(&store, None).unwrap();
        assert_eq!(at_launch(Some(dir.path()), Lang::ZhCn), Lang::ZhCn);
    }
}
