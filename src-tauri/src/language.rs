//! The window's language, known before its page loads: a tiny plugin whose initialization
//! script sets `window.__EBL_DESK_LANG__ = {tag, dir}` (read by `ui/src/i18n`; the page sets the
//! document's `lang` and `dir` from it), so the first paint is in the user's language with no
//! IPC round trip at launch.
//!
//! The language is worked out when the plugin is initialised (while the app is built, before
//! the window exists and before the local store is opened): the user's choice peeked from the
//! store file ([`tdx_desk::language::at_launch`]), else the system's (`LC_ALL`, `LC_MESSAGES`,
//! `LANG`). It is applied to Rust at the same moment ([`tdx_i18n::set_language`]), so errors and
//! notifications are in it from the start. A plain `tauri::plugin::Builder` takes its script
//! before the app's folders are known; this one implements [`Plugin`] to compute it in
//! `initialize`. A later change (Settings › Language) goes through `set_language`, and the
//! window reloads its messages itself.

use tauri::plugin::Plugin;
use tauri::{AppHandle, Manager, Runtime};
use tdx_i18n::Lang;

/// The plugin (see the module's documentation).
#[derive(Debug, Default)]
pub struct WindowLanguage {
    lang: Option<Lang>,
}

/// The script that hands `lang` to the page.
pub fn init_script(lang: Lang) -> String {
    // Tags and directions are fixed ASCII words: nothing here needs escaping.
    format!(
        "window.__EBL_DESK_LANG__ = Object.freeze({{ tag: \"{}\", dir: \"{}\" }});",
        lang.tag(),
        lang.dir()
    )
}

impl<R: Runtime> Plugin<R> for WindowLanguage {
    fn name(&self) -> &'static str {
        "ebl-desk-language"
    }

    fn initialize(
        &mut self,
        app: &AppHandle<R>,
        _config: serde_json::Value,
    ) -> Result<(), Box<dyn std::error::Error>> {
        let data_dir = data_dir(app);
        let lang = tdx_desk::language::at_launch(data_dir.as_deref(), Lang::from_env());
        tdx_i18n::set_language(lang);
        // The catalogue is parsed beside the window's creation, not at the first message.
        std::thread::spawn(move || tdx_i18n::prepare(lang));
        self.lang = Some(lang);
        Ok(())
    }

    fn initialization_script(&self) -> Option<String> {
        Some(init_script(self.lang.unwrap_or(Lang::En)))
    }
}

/// Where the app keeps its data: `EBL_DESK_DATA_DIR`, else the platform's app data folder.
pub fn data_dir<R: Runtime>(app: &AppHandle<R>) -> Option<std::path::PathBuf> {
    std::env::var_os("EBL_DESK_DATA_DIR")
        .map(std::path::PathBuf::from)
        .or_else(|| app.path().app_data_dir().ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_is_told_the_tag_and_the_direction() {
        assert_eq!(
            init_script(Lang::Ar),
            "window.__EBL_DESK_LANG__ = Object.freeze({ tag: \"ar\", dir: \"rtl\" });"
        );
        assert_eq!(
            init_script(Lang::ZhCn),
            "window.__EBL_DESK_LANG__ = Object.freeze({ tag: \"zh-CN\", dir: \"ltr\" });"
        );
    }
}
