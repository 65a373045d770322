//! What the window showed last: its screen and the eBL list's filter, shown again at the next
//! start. Kept with the app's settings (the sandbox profile's row, like
//! [`crate::app_preferences`]), as one JSON value; a value that cannot be read is forgotten
//! (the window opens on the eBL list, unfiltered).

use serde::{Deserialize, Serialize};
use tdx_i18n::tr;
use tdx_store::Store;
use ts_rs::TS;

use crate::app_preferences::app_settings_row;
use crate::error::{Error, Result};
use crate::profiles::SANDBOX_PROFILE_ID;

/// The setting (kept with the sandbox profile) holding [`LastView`].
pub const LAST_VIEW_KEY: &str = "last-view";

/// The longest search kept; any other field is a short name.
const MAX_SEARCH_CHARS: usize = 500;
const MAX_NAME_CHARS: usize = 64;

/// The eBL list's filter, in the window's words (`EblFilters` in the UI).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase", default)]
#[ts(export)]
pub struct ListFilter {
    pub search: String,
    /// An eBL state, or "" for any.
    pub state: String,
    /// A role of the user's company, or "" for any.
    pub role: String,
    pub held_by_us: bool,
    /// "originals", "copies", or "" for both.
    pub copies: String,
    /// Only the eBLs that need attention.
    pub attention: bool,
}

/// The screen the window showed last and the eBL list's filter.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase", default)]
#[ts(export)]
pub struct LastView {
    /// The screen's id ("ebls", "envelopes", …); the window ignores one it does not know.
    pub screen: String,
    pub filter: ListFilter,
}

impl Default for LastView {
    fn default() -> Self {
        LastView {
            screen: "ebls".to_owned(),
            filter: ListFilter::default(),
        }
    }
}

/// What the window showed last; the default when nothing (readable) was kept.
pub fn last_view(store: &Store) -> LastView {
    match store.setting(SANDBOX_PROFILE_ID, LAST_VIEW_KEY) {
        Ok(Some(text)) => serde_json::from_str(&text).unwrap_or_default(),
        _ => LastView::default(),
    }
}

/// Remembers what the window shows; refuses a value too long to be one the window wrote.
pub fn set_last_view(store: &Store, view: &LastView) -> Result<()> {
    let f = &view.filter;
    let too_long = f.search.chars().count() > MAX_SEARCH_CHARS
        || [&view.screen, &f.state, &f.role, &f.copies]
            .iter()
            .any(|name| name.chars().count() > MAX_NAME_CHARS);
    if too_long {
        return Err(Error::Invalid(tr!("err-input-last-view-too-long")));
    }
    let text = serde_json::to_string(view)
        .map_err(|e| Error::Invalid(tr!("err-input-last-view", detail = e.to_string())))?;
    app_settings_row(store);
    store.set_setting(SANDBOX_PROFILE_ID, LAST_VIEW_KEY, &text)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn the_window_opens_on_the_list_until_it_showed_something_else() {
        let store = Store::open_in_memory().unwrap();
        assert_eq!(last_view(&store), LastView::default());
        let view = LastView {
            screen: "envelopes".into(),
            filter: ListFilter {
                search: "MAEU 42".into(),
                state: "ISSUED".into(),
                role: "holder".into(),
                held_by_us: true,
                copies: "originals".into(),
                attention: true,
            },
        };
        set_last_view(&store, &view).unwrap();
        assert_eq!(last_view(&store), view);
    }

    #[test]
    fn an_unreadable_or_oversized_value_is_not_kept() {
        let store = Store::open_in_memory().unwrap();
        app_settings_row(&store);
        store
            .set_setting(SANDBOX_PROFILE_ID, LAST_VIEW_KEY, "{not json")
            .unwrap();
        assert_eq!(last_view(&store), LastView::default());
        let mut view = LastView::default();
        view.filter.search = "x".repeat(MAX_SEARCH_CHARS + 1);
        assert!(set_last_view(&store, &view).is_err());
        assert_eq!(last_view(&store), LastView::default());
    }

    #[test]
    fn crosses_to_the_window_in_its_words_and_reads_older_values() {
        let value = serde_json::to_value(LastView::default()).unwrap();
        assert_eq!(
            value,
            serde_json::json!({"screen": "ebls", "filter": {"search": "", "state": "", "role": "",
                "heldByUs": false, "copies": "", "attention": false}})
        );
        let partial: LastView = serde_json::from_str(r#"{"screen":"rules"}"#).unwrap();
        assert_eq!(partial.screen, "rules");
        assert_eq!(partial.filter, ListFilter::default());
    }
}
