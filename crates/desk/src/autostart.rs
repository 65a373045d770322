//! Starting at login (XDG autostart): a desktop entry in `$XDG_CONFIG_HOME/autostart/`
//! (`~/.config/autostart/` when unset) that starts the app with `--background` — no window,
//! watching from the tray. Turning it off removes the entry.

use std::path::{Path, PathBuf};
use tdx_i18n::tr;

use crate::error::{Error, Result};

/// The entry's file name in the autostart folder.
pub const FILE_NAME: &str = "ebl-desk.desktop";

/// The argument that starts the app without showing its window.
pub const BACKGROUND_ARG: &str = "--background";

/// The user's configuration folder: `XDG_CONFIG_HOME` when it is an absolute path (the spec
/// says a relative one is ignored), else `$HOME/.config`; `None` when neither is known.
pub fn config_home(var: impl Fn(&str) -> Option<std::ffi::OsString>) -> Option<PathBuf> {
    let absolute = |v: std::ffi::OsString| Some(PathBuf::from(v)).filter(|p| p.is_absolute());
    var("XDG_CONFIG_HOME")
        .and_then(absolute)
        .or_else(|| var("HOME").and_then(absolute).map(|h| h.join(".config")))
}

/// Where the entry is written under `config_home`.
pub fn entry_path(config_home: &Path) -> PathBuf {
    config_home.join("autostart").join(FILE_NAME)
}

/// Whether the app starts at login (its entry is there).
pub fn is_enabled(config_home: &Path) -> bool {
    entry_path(config_home).is_file()
}

/// Writes the entry that starts `exe` in the background at login; returns its path.
pub fn enable(config_home: &Path, exe: &Path) -> Result<PathBuf> {
    let text = desktop_entry(exe)?;
    let path = entry_path(config_home);
    let io = |e: std::io::Error| Error::Io(format!("{}: {e}", path.display()));
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(io)?;
    }
    // Written aside, then moved over: a session starting meanwhile never reads half an entry.
    let part = path.with_extension("desktop.part");
    std::fs::write(&part, text).map_err(io)?;
    std::fs::rename(&part, &path).map_err(io)?;
    Ok(path)
}

/// Removes the entry (nothing to do when there is none).
pub fn disable(config_home: &Path) -> Result<()> {
    let path = entry_path(config_home);
    match std::fs::remove_file(&path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
            Err(Error::Io(format!("{}: {e}", path.display())))
        }
        _ => Ok(()),
    }
}

/// The desktop entry that starts `exe` with [`BACKGROUND_ARG`].
pub fn desktop_entry(exe: &Path) -> Result<String> {
    Ok(format!(
        "[Desktop Entry]\n\
         Type=Application\n\
         Name=eBL Desk\n\
         Comment=Watches your eBLs from the system tray\n\
         Exec={} {BACKGROUND_ARG}\n\
         Icon=ebl-desk\n\
         Terminal=false\n\
         X-GNOME-Autostart-enabled=true\n",
        exec_argument(exe)?
    ))
}

/// `path` as the first argument of an `Exec` key: quoted as the desktop entry specification
/// says (inside double quotes, `"`, `` ` ``, `$` and `\` are escaped with a backslash; `%` is
/// doubled, as it starts a field code), then as a string value (each backslash doubled again).
/// A path that is not UTF-8 or holds control characters cannot be written in an entry.
fn exec_argument(path: &Path) -> Result<String> {
    let text = path
        .to_str()
        .filter(|t| !t.chars().any(char::is_control))
        .ok_or_else(|| {
            Error::Invalid(tr!(
                "err-input-autostart-path",
                path = path.display().to_string()
            ))
        })?;
    let mut quoted = String::with_capacity(text.len() + 2);
    quoted.push('"');
    for c in text.chars() {
        match c {
            '"' | '`' | '$' => {
                quoted.push('\\');
                quoted.push(c);
            }
            '\\' => quoted.push_str("\\\\"),
            '%' => quoted.push_str("%%"),
            c => quoted.push(c),
        }
    }
    quoted.push('"');
    Ok(quoted.replace('\\', "\\\\"))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn enabling_writes_an_entry_that_starts_the_app_in_the_background_and_disabling_removes_it() {
        let home = tempfile::tempdir().unwrap();
        let config = home.path().join("config");
        assert!(!is_enabled(&config));
        disable(&config).unwrap();

        let path = enable(&config, Path::new("/opt/eBL Desk/ebl-desk")).unwrap();
        assert_eq!(path, config.join("autostart/ebl-desk.desktop"));
        assert!(is_enabled(&config));
        let text = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "[Desktop Entry]");
        for line in [
            "Type=Application",
            "Name=eBL Desk",
            "Exec=\"/opt/eBL Desk/ebl-desk\" --background",
            "X-GNOME-Autostart-enabled=true",
        ] {
            assert!(lines.contains(&line), "{line} in\n{text}");
        }
        assert!(
            !config.join("autostart/ebl-desk.desktop.part").exists(),
            "nothing left aside"
        );

        // Enabled again from another place: the entry follows the executable.
        enable(&config, Path::new("/usr/bin/ebl-desk")).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains("Exec=\"/usr/bin/ebl-desk\" --background\n"));

        disable(&config).unwrap();
        assert!(!path.exists() && !is_enabled(&config));
        disable(&config).unwrap();
    }

    #[test]
    fn the_executable_is_quoted_as_the_desktop_entry_spec_says() {
        let exec = |p: &str| exec_argument(Path::new(p)).unwrap();
        assert_eq!(exec("/usr/bin/ebl-desk"), "\"/usr/bin/ebl-desk\"");
        // `$`, `"` and `` ` `` escaped inside the quotes; `%` doubled; a backslash escaped for
        // the quotes, then once more for the string value.
        assert_eq!(
            exec("/a/$HOME/\"x\"/`y`"),
            r#""/a/\\$HOME/\\"x\\"/\\`y\\`""#
        );
        assert_eq!(exec("/a/100%/b"), "\"/a/100%%/b\"");
        assert_eq!(exec("/a\\b"), r#""/a\\\\b""#);
        assert_eq!(
            exec_argument(Path::new("/a\nb")).unwrap_err().code(),
            "input.invalid"
        );
    }

    #[test]
    fn the_config_folder_is_xdg_config_home_else_home_dot_config() {
        let vars = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == name)
                    .map(|(_, v)| std::ffi::OsString::from(v))
            }
        };
        assert_eq!(
            config_home(vars(&[("XDG_CONFIG_HOME", "/x/cfg"), ("HOME", "/home/u")])),
            Some(PathBuf::from("/x/cfg"))
        );
        assert_eq!(
            config_home(vars(&[
                ("XDG_CONFIG_HOME", "relative"),
                ("HOME", "/home/u")
            ])),
            Some(PathBuf::from("/home/u/.config"))
        );
        assert_eq!(config_home(vars(&[])), None);
    }

    #[test]
    fn an_entry_that_cannot_be_written_is_an_error_in_words() {
        let home = tempfile::tempdir().unwrap();
        let blocked = home.path().join("file");
        std::fs::write(&blocked, b"not a folder").unwrap();
        let err = enable(&blocked, Path::new("/usr/bin/ebl-desk")).unwrap_err();
        assert_eq!(err.code(), "file.io");
        assert!(err.user_message().contains("autostart"));
    }
}
