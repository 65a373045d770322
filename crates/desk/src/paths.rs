//! Which files the app may read or write: only those the user chose in a native dialog or
//! dropped on the window during this session. The web view only ever names paths; a path it
//! names that the user did not give the app is refused (`path.not_allowed`), so a script that
//! found its way into the window cannot read `~/.ssh/id_ed25519` or upload it, nor write over
//! a file of its choosing.
//!
//! - A file picked in an open dialog, or dropped, may be read for the rest of the session.
//! - A folder dropped grants the files directly in it at the drop (the envelope builder adds a
//!   folder's files one level deep), not what lies deeper nor a file added to it later.
//! - A file is read through [`ReadablePath::open`], which does not follow a link put in its
//!   place since the check and refuses a file that is not the one checked (its device and
//!   inode differ).
//! - A path picked in a save dialog may be written once.
//! - Paths are compared after canonicalisation: `..`, `.`, doubled slashes and symbolic links
//!   lead to the file they name, so a link inside a dropped folder that points elsewhere is not
//!   a child of that folder.
//! - Everything is forgotten at the end of the session ([`PathGrants::revoke_all`]: the app
//!   calls it when the profile changes; a new run starts empty).
//!
//! The check is a type. A use case that reads a user's file takes a [`ReadablePath`], one that
//! writes takes a [`WritablePath`], never a `&Path` or a `&str`; only [`PathGrants`] makes
//! either (private field, no constructor, no `From`): [`PathGrants::check_read`] for a file the
//! user gave the app, [`PathGrants::take_write`] for a save path, which uses the grant up. So
//! no caller — the shell, a command-line tool, a test — reaches a user's file without asking
//! the grants, and a test that wants a file read or written grants it first, as the dialog does
//! (`grant_read`, `grant_write`, `grant_dropped`: the only doors in, each named for what the
//! user did).

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::error::{Error, Result};

#[derive(Default)]
struct Granted {
    read: HashSet<PathBuf>,
    /// Each dropped folder, with the files directly in it at the drop.
    folders: HashMap<PathBuf, HashSet<PathBuf>>,
    write: HashSet<PathBuf>,
}

/// A file the user gave the app to read in this session (picked in an open dialog, dropped, or
/// directly in a dropped folder), by its canonical path. Made only by
/// [`PathGrants::check_read`]; the use cases that read a user's file take one.
///
/// Code that names a path of its own cannot make one:
/// ```compile_fail
/// let file = tdx_desk::ReadablePath { path: "/home/me/.ssh/id_ed25519".into() };
/// ```
/// ```compile_fail
/// let file: tdx_desk::ReadablePath = std::path::PathBuf::from("/etc/passwd").into();
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadablePath {
    path: PathBuf,
    /// The device and inode of the file at the check (`None`: it did not exist then).
    identity: Option<(u64, u64)>,
}

impl ReadablePath {
    /// The canonical path that was granted.
    pub fn as_path(&self) -> &Path {
        &self.path
    }

    /// Opens the file for reading without following a link in its place (`O_NOFOLLOW`), and
    /// only if it is the file that was checked (same device and inode): a link or another file
    /// swapped in since the check is `path.not_allowed`.
    pub fn open(&self) -> Result<std::fs::File> {
        let mut options = std::fs::OpenOptions::new();
        options.read(true);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            options.custom_flags(libc::O_NOFOLLOW);
        }
        let file = match options.open(&self.path) {
            Ok(file) => file,
            #[cfg(unix)]
            Err(e) if e.raw_os_error() == Some(libc::ELOOP) => {
                tracing::warn!("a link was put in place of a checked file: not followed");
                return Err(Error::PathNotAllowed(self.path.display().to_string()));
            }
            Err(e) => {
                return Err(cannot_read(&self.path, &e));
            }
        };
        let opened = file.metadata().map_err(|e| cannot_read(&self.path, &e))?;
        if self.identity.is_none() || identity(&opened) != self.identity {
            tracing::warn!("a checked file was replaced by another: refused");
            return Err(Error::PathNotAllowed(self.path.display().to_string()));
        }
        Ok(file)
    }

    /// Reads the whole file through [`ReadablePath::open`].
    pub fn read(&self) -> Result<Vec<u8>> {
        use std::io::Read;
        let mut bytes = Vec::new();
        self.open()?
            .read_to_end(&mut bytes)
            .map_err(|e| cannot_read(&self.path, &e))?;
        Ok(bytes)
    }

    /// Whether the file is still the one checked and no link (for readers that are handed a
    /// path, such as the PDF worker and the upload: checked just before they open it).
    pub fn still_the_checked_file(&self) -> Result<()> {
        self.open().map(drop)
    }
}

/// A file's device and inode.
fn identity(metadata: &std::fs::Metadata) -> Option<(u64, u64)> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        Some((metadata.dev(), metadata.ino()))
    }
    #[cfg(not(unix))]
    {
        let _ = metadata;
        Some((0, 0))
    }
}

impl AsRef<Path> for ReadablePath {
    fn as_ref(&self) -> &Path {
        &self.path
    }
}

/// A path the user picked in a save dialog, its grant used up: it may be written this once.
/// Made only by [`PathGrants::take_write`]; the use cases that write a user's file take one by
/// value (it is not `Clone`: a second write needs a second dialog).
///
/// ```compile_fail
/// fn twice(file: tdx_desk::WritablePath) -> [tdx_desk::WritablePath; 2] {
///     [file.clone(), file]
/// }
/// ```
/// ```compile_fail
/// let file = tdx_desk::WritablePath { path: "/home/me/.bashrc".into() };
/// ```
#[derive(Debug, PartialEq, Eq)]
pub struct WritablePath {
    path: PathBuf,
}

impl WritablePath {
    /// The path to write (its folder canonical).
    pub fn as_path(&self) -> &Path {
        &self.path
    }
}

impl AsRef<Path> for WritablePath {
    fn as_ref(&self) -> &Path {
        &self.path
    }
}

/// The paths the user gave the app in this session (see the module documentation).
///
/// A caller asks for the typed path and hands it on:
/// ```no_run
/// # fn export(cx: &tdx_desk::Context, chosen: &std::path::Path) -> tdx_desk::Result<u32> {
/// // `path.not_allowed` unless the save dialog gave `chosen`, and only once.
/// let file = cx.grants().take_write(chosen)?;
/// tdx_desk::contacts::export_csv(cx, file)
/// # }
/// ```
#[derive(Default)]
pub struct PathGrants {
    granted: Mutex<Granted>,
    refused: AtomicU64,
}

impl PathGrants {
    pub fn new() -> Self {
        Self::default()
    }

    fn with<T>(&self, f: impl FnOnce(&mut Granted) -> T) -> T {
        // A panic while holding the lock cannot leave a half-made grant: each change is one insert.
        let mut granted = match self.granted.lock() {
            Ok(g) => g,
            Err(poisoned) => poisoned.into_inner(),
        };
        f(&mut granted)
    }

    /// A file the user picked in an open dialog: readable for the session. Returns its
    /// canonical path.
    pub fn grant_read(&self, path: &Path) -> Result<PathBuf> {
        let path = canonical(path)?;
        self.with(|g| g.read.insert(path.clone()));
        Ok(path)
    }

    /// What the user dropped on the window: each file readable, and in each folder the files
    /// directly in it now (not one added later). Paths that do not exist are left out. Returns
    /// the canonical paths granted.
    pub fn grant_dropped(&self, paths: &[PathBuf]) -> Vec<PathBuf> {
        let mut out = Vec::with_capacity(paths.len());
        for path in paths {
            let Ok(path) = canonical(path) else { continue };
            if path.is_dir() {
                let children = files_in(&path);
                self.with(|g| g.folders.insert(path.clone(), children));
            } else {
                self.with(|g| g.read.insert(path.clone()));
            }
            out.push(path);
        }
        out
    }

    /// A path the user picked in a save dialog (the file may not exist yet): writable once.
    pub fn grant_write(&self, path: &Path) -> Result<PathBuf> {
        let path = resolved(path)?;
        self.with(|g| g.write.insert(path.clone()));
        Ok(path)
    }

    /// `path` (by its canonical path) if the user gave it to the app to read (or dropped the
    /// folder it is directly in), else `path.not_allowed`.
    /// A granted file that was removed since is still the granted path (reading it then fails
    /// as for any missing file).
    pub fn check_read(&self, path: &Path) -> Result<ReadablePath> {
        let found = resolved(path).ok().filter(|p| self.readable(p));
        let Some(path_found) = found else {
            return Err(self.refuse(path));
        };
        // The canonical path names no link; one there now was swapped in since.
        let identity = match std::fs::symlink_metadata(&path_found) {
            Ok(m) if m.file_type().is_symlink() => return Err(self.refuse(path)),
            Ok(m) => identity(&m),
            Err(_) => None,
        };
        Ok(ReadablePath {
            path: path_found,
            identity,
        })
    }

    /// Whether [`check_read`](Self::check_read) would let `path` be read (not counted as a
    /// refusal: for showing the state of a draft's files).
    pub fn is_readable(&self, path: &Path) -> bool {
        resolved(path).is_ok_and(|p| self.readable(&p))
    }

    /// Whether `path` is a folder dropped on the window (its files may be listed and read).
    pub fn is_dropped_folder(&self, path: &Path) -> bool {
        canonical(path).is_ok_and(|p| self.with(|g| g.folders.contains_key(&p)))
    }

    fn readable(&self, canonical: &Path) -> bool {
        self.with(|g| {
            g.read.contains(canonical)
                || canonical.parent().is_some_and(|parent| {
                    g.folders
                        .get(parent)
                        .is_some_and(|files| files.contains(canonical))
                })
        })
    }

    /// Uses up the write grant of `path` (given by the save dialog) and returns the path to
    /// write, else `path.not_allowed`. A second write needs a second dialog.
    pub fn take_write(&self, path: &Path) -> Result<WritablePath> {
        let found = resolved(path)
            .ok()
            .filter(|p| self.with(|g| g.write.remove(p)));
        found
            .map(|path| WritablePath { path })
            .ok_or_else(|| self.refuse(path))
    }

    /// Forgets every grant (the end of the session).
    pub fn revoke_all(&self) {
        self.with(|g| *g = Granted::default());
    }

    /// How many paths were refused in this session.
    pub fn refused(&self) -> u64 {
        self.refused.load(Ordering::Relaxed)
    }

    fn refuse(&self, path: &Path) -> Error {
        self.refused.fetch_add(1, Ordering::Relaxed);
        Error::PathNotAllowed(path.display().to_string())
    }
}

/// What lies directly in `folder` now (canonical; a link to something elsewhere is not one of
/// them).
fn files_in(folder: &Path) -> HashSet<PathBuf> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return HashSet::new();
    };
    entries
        .filter_map(|e| canonical(&e.ok()?.path()).ok())
        .filter(|p| p.parent() == Some(folder))
        .collect()
}

/// The path with every link, `.` and `..` resolved; the file must exist.
fn canonical(path: &Path) -> Result<PathBuf> {
    if !path.is_absolute() {
        return Err(Error::PathNotAllowed(path.display().to_string()));
    }
    std::fs::canonicalize(path)
        .map_err(|e| Error::Io(format!("{} cannot be read: {e}.", path.display())))
}

/// The file `path` names, which may not exist (yet, or any more): its folder canonical, its
/// name kept (an existing file, or a link, is resolved like [`canonical`]).
fn resolved(path: &Path) -> Result<PathBuf> {
    if path.exists() {
        return canonical(path);
    }
    let (Some(parent), Some(name)) = (path.parent(), path.file_name()) else {
        return Err(Error::PathNotAllowed(path.display().to_string()));
    };
    Ok(canonical(parent)?.join(name))
}

/// The file at `path` cannot be read, the system saying why (`reason`, in its own words).
fn cannot_read(path: &Path, reason: &std::io::Error) -> Error {
    Error::Io(cannot_read_in(tdx_i18n::language(), path, reason))
}

fn cannot_read_in(lang: tdx_i18n::Lang, path: &Path, reason: &std::io::Error) -> String {
    tdx_i18n::tr_in(
        lang,
        "err-detail-cannot-read",
        &[
            ("path", path.display().to_string().into()),
            ("reason", reason.to_string().into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_file_that_cannot_be_read_is_said_in_the_users_language() {
        use tdx_i18n::Lang;
        let reason = std::io::Error::from(std::io::ErrorKind::PermissionDenied);
        let path = std::path::Path::new("/tmp/bill.pdf");
        assert_eq!(
            super::cannot_read_in(Lang::En, path, &reason),
            format!("/tmp/bill.pdf cannot be read: {reason}.")
        );
        crate::catalogue_check::assert_pseudo(&super::cannot_read_in(Lang::Pseudo, path, &reason));
        crate::catalogue_check::assert_arabic(&super::cannot_read_in(Lang::Ar, path, &reason));
        let zh = super::cannot_read_in(Lang::ZhCn, path, &reason);
        crate::catalogue_check::assert_chinese(&zh);
        assert!(zh.contains("/tmp/bill.pdf"), "{zh}");
    }

    use super::*;

    fn file(dir: &Path, name: &str) -> PathBuf {
        let p = dir.join(name);
        std::fs::write(&p, b"x").unwrap();
        p
    }

    #[test]
    fn a_picked_file_is_readable_and_its_neighbour_is_not() {
        let dir = tempfile::tempdir().unwrap();
        let picked = file(dir.path(), "invoice.pdf");
        let neighbour = file(dir.path(), "id_ed25519");
        let grants = PathGrants::new();
        grants.grant_read(&picked).unwrap();
        assert!(grants.check_read(&picked).is_ok());
        let err = grants.check_read(&neighbour).unwrap_err();
        assert_eq!(err.code(), "path.not_allowed");
        assert!(err.to_string().contains("id_ed25519"), "{err}");
        assert!(
            !grants.is_dropped_folder(dir.path()),
            "picking a file is not a folder grant"
        );
        assert_eq!(grants.refused(), 1);
    }

    #[test]
    fn other_spellings_of_a_granted_path_are_the_same_file_and_dot_dot_escapes_nothing() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("docs")).unwrap();
        let picked = file(&dir.path().join("docs"), "a.pdf");
        let secret = file(dir.path(), "secret");
        let grants = PathGrants::new();
        grants.grant_read(&picked).unwrap();
        let spelled = dir.path().join("docs/./../docs//a.pdf");
        assert_eq!(
            grants.check_read(&spelled).unwrap().as_path(),
            picked.canonicalize().unwrap()
        );
        assert!(
            grants
                .check_read(&dir.path().join("docs/../secret"))
                .is_err()
        );
        assert!(grants.check_read(&secret).is_err());
        assert!(
            grants.check_read(Path::new("docs/a.pdf")).is_err(),
            "relative"
        );
        assert!(
            grants
                .check_read(&dir.path().join("docs/missing.pdf"))
                .is_err()
        );
    }

    #[test]
    fn a_dropped_folder_grants_its_direct_children_only() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("shipment");
        std::fs::create_dir_all(folder.join("nested")).unwrap();
        let child = file(&folder, "invoice.pdf");
        let deep = file(&folder.join("nested"), "deep.pdf");
        let outside = file(dir.path(), "outside.pdf");
        let grants = PathGrants::new();
        let granted = grants.grant_dropped(&[folder.clone(), dir.path().join("gone")]);
        assert_eq!(
            granted,
            [folder.canonicalize().unwrap()],
            "what does not exist is left out"
        );
        assert!(grants.is_dropped_folder(&folder));
        assert!(grants.check_read(&child).is_ok());
        assert!(grants.check_read(&deep).is_err(), "two levels down");
        assert!(!grants.is_dropped_folder(&folder.join("nested")));
        assert!(
            grants.check_read(&outside).is_err(),
            "the folder's parent's files"
        );
        assert!(!grants.is_dropped_folder(dir.path()));
    }

    #[cfg(unix)]
    #[test]
    fn a_link_in_a_dropped_folder_to_a_file_elsewhere_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("shipment");
        std::fs::create_dir(&folder).unwrap();
        let secret = file(dir.path(), "id_ed25519");
        std::os::unix::fs::symlink(&secret, folder.join("innocent.pdf")).unwrap();
        let grants = PathGrants::new();
        grants.grant_dropped(std::slice::from_ref(&folder));
        assert!(grants.check_read(&folder.join("innocent.pdf")).is_err());
        assert!(grants.check_read(&secret).is_err());
    }

    #[test]
    fn a_granted_file_removed_since_is_still_the_granted_path_and_nothing_else() {
        let dir = tempfile::tempdir().unwrap();
        let picked = file(dir.path(), "a.pdf");
        let grants = PathGrants::new();
        grants.grant_read(&picked).unwrap();
        std::fs::remove_file(&picked).unwrap();
        assert!(grants.check_read(&picked).is_ok());
        assert!(grants.is_readable(&picked));
        assert!(grants.check_read(&dir.path().join("b.pdf")).is_err());
        assert!(!grants.is_readable(&dir.path().join("b.pdf")));
        assert_eq!(grants.refused(), 1, "is_readable does not count");
    }

    #[test]
    fn a_file_added_to_a_dropped_folder_after_the_drop_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("shipment");
        std::fs::create_dir(&folder).unwrap();
        let there = file(&folder, "invoice.pdf");
        let grants = PathGrants::new();
        grants.grant_dropped(std::slice::from_ref(&folder));
        let later = file(&folder, "id_ed25519");
        assert!(grants.check_read(&there).is_ok());
        assert_eq!(
            grants.check_read(&later).unwrap_err().code(),
            "path.not_allowed"
        );
        assert!(!grants.is_readable(&later));
        // Rewritten in place, the file present at the drop is still the one granted.
        std::fs::write(&there, b"changed").unwrap();
        assert_eq!(
            grants.check_read(&there).unwrap().read().unwrap(),
            b"changed"
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_link_swapped_in_after_the_check_is_not_followed() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("shipment");
        std::fs::create_dir(&folder).unwrap();
        let picked = file(&folder, "invoice.pdf");
        let secret = dir.path().join("id_ed25519");
        std::fs::write(&secret, b"PRIVATE KEY").unwrap();
        let grants = PathGrants::new();
        grants.grant_dropped(std::slice::from_ref(&folder));
        let checked = grants.check_read(&picked).unwrap();
        assert_eq!(checked.read().unwrap(), b"x");
        // Swapped for a link to the secret after the check: not followed. (The checked file is
        // moved aside, not removed, so that no new file can be given its inode.)
        std::fs::rename(&picked, dir.path().join("moved-aside.pdf")).unwrap();
        std::os::unix::fs::symlink(&secret, &picked).unwrap();
        let err = checked.read().unwrap_err();
        assert_eq!(err.code(), "path.not_allowed", "{err}");
        assert!(checked.still_the_checked_file().is_err());
        // Swapped for another file with the same name: not the file checked.
        std::fs::remove_file(&picked).unwrap();
        std::fs::write(&picked, b"PRIVATE KEY").unwrap();
        assert_eq!(checked.read().unwrap_err().code(), "path.not_allowed");
    }

    #[test]
    fn dropped_files_are_readable() {
        let dir = tempfile::tempdir().unwrap();
        let a = file(dir.path(), "a.pdf");
        let b = file(dir.path(), "b.pdf");
        let grants = PathGrants::new();
        grants.grant_dropped(std::slice::from_ref(&a));
        assert!(grants.check_read(&a).is_ok());
        assert!(grants.check_read(&b).is_err());
    }

    #[test]
    fn a_save_path_is_written_once_and_only_that_one() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("contacts.csv");
        let grants = PathGrants::new();
        grants.grant_write(&target).unwrap();
        assert!(grants.take_write(&dir.path().join("other.csv")).is_err());
        assert!(
            grants.check_read(&target).is_err(),
            "a save grant does not allow reading"
        );
        let to_write = grants
            .take_write(&dir.path().join("./contacts.csv"))
            .unwrap();
        assert_eq!(
            to_write.as_path(),
            dir.path().canonicalize().unwrap().join("contacts.csv")
        );
        let again = grants.take_write(&target).unwrap_err();
        assert_eq!(again.code(), "path.not_allowed");
        assert!(grants.take_write(Path::new("/")).is_err());
    }

    #[test]
    fn a_read_grant_does_not_allow_writing() {
        let dir = tempfile::tempdir().unwrap();
        let picked = file(dir.path(), "key.json");
        let grants = PathGrants::new();
        grants.grant_read(&picked).unwrap();
        assert!(grants.take_write(&picked).is_err());
    }

    #[test]
    fn the_end_of_the_session_revokes_everything() {
        let dir = tempfile::tempdir().unwrap();
        let picked = file(dir.path(), "a.pdf");
        let folder = dir.path().join("f");
        std::fs::create_dir(&folder).unwrap();
        let save = dir.path().join("out.csv");
        let grants = PathGrants::new();
        grants.grant_read(&picked).unwrap();
        grants.grant_dropped(std::slice::from_ref(&folder));
        grants.grant_write(&save).unwrap();
        grants.revoke_all();
        assert!(grants.check_read(&picked).is_err());
        assert!(!grants.is_dropped_folder(&folder));
        assert!(grants.take_write(&save).is_err());
    }
}
