//! Finding `libpdfium.so`: `TDX_PDFIUM_PATH`, next to the executable, in the installed
//! package (`<prefix>/lib/ebl-desk/` for `<prefix>/bin/ebl-desk`), the app's resource directory,
//! then the cache directory the set-up script fills.

use std::path::{Path, PathBuf};

use crate::error::{PathList, PdfError};

/// File name of the library on this platform (`libpdfium.so` on Linux).
pub fn library_file_name() -> String {
    format!(
        "{}pdfium{}",
        std::env::consts::DLL_PREFIX,
        std::env::consts::DLL_SUFFIX
    )
}

/// Environment variable overriding the library location (a file or a directory).
pub const ENV_PDFIUM_PATH: &str = "TDX_PDFIUM_PATH";
/// Environment variable through which the parent passes the app's resource directory
/// to the worker.
pub const ENV_RESOURCE_DIR: &str = "TDX_PDF_RESOURCE_DIR";

/// The places searched, in order. `resource_dir` is the app's resource directory, if any.
pub fn candidates(resource_dir: Option<&Path>) -> Vec<PathBuf> {
    let name = library_file_name();
    let mut out = Vec::new();
    if let Some(p) = std::env::var_os(ENV_PDFIUM_PATH).filter(|p| !p.is_empty()) {
        let p = PathBuf::from(p);
        if p.is_dir() {
            out.push(p.join(&name));
        } else {
            out.push(p);
        }
    }
    if let Some(dir) = std::env::current_exe()
        .ok()
        .and_then(|e| e.parent().map(Path::to_path_buf))
    {
        out.push(dir.join(&name));
        // The installed package: /usr/bin/ebl-desk finds /usr/lib/ebl-desk/libpdfium.so.
        if let Some(prefix) = dir.parent() {
            out.push(prefix.join("lib").join("ebl-desk").join(&name));
        }
    }
    if let Some(dir) = resource_dir {
        out.push(dir.join(&name));
        out.push(dir.join("pdfium").join(&name));
    }
    if let Some(cache) = cache_dir() {
        out.push(cache.join("ebl-desk").join("pdfium").join(&name));
    }
    out
}

fn cache_dir() -> Option<PathBuf> {
    if let Some(x) = std::env::var_os("XDG_CACHE_HOME").filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(x));
    }
    std::env::var_os("HOME")
        .filter(|p| !p.is_empty())
        .map(|h| PathBuf::from(h).join(".cache"))
}

/// The first candidate that exists, or `pdf.library_missing` naming all of them.
pub fn locate(resource_dir: Option<&Path>) -> Result<PathBuf, PdfError> {
    let all = candidates(resource_dir);
    all.iter()
        .find(|p| p.is_file())
        .cloned()
        .ok_or_else(|| PdfError::LibraryMissing(PathList(&all).to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_installed_package_is_searched_before_the_cache() {
        let c = candidates(None);
        let exe = std::env::current_exe().unwrap();
        let prefix = exe.parent().unwrap().parent().unwrap();
        let installed = c
            .iter()
            .position(|p| *p == prefix.join("lib/ebl-desk").join(library_file_name()))
            .expect("package location searched");
        if let Some(cache) = c
            .iter()
            .position(|p| p.to_string_lossy().contains(".cache"))
        {
            assert!(installed < cache);
        }
    }

    #[test]
    fn resource_dir_is_searched_before_the_cache() {
        let dir = PathBuf::from("/opt/ebl-desk/resources");
        let c = candidates(Some(&dir));
        let res = c
            .iter()
            .position(|p| p.starts_with(&dir))
            .expect("resource dir searched");
        let cache = c
            .iter()
            .position(|p| p.to_string_lossy().contains("ebl-desk/pdfium"))
            .expect("cache searched");
        assert!(res < cache);
    }
}
