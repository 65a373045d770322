//! Turning dropped or picked paths into documents: folders are expanded one level, paths
//! already in the envelope are ignored, and what cannot be added says why. Only paths the user
//! chose in a dialog or dropped on the window in this session are looked at.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use tdx_client::api::media_type;

use super::model::{AddedFiles, DraftDocument, SkippedPath};
use crate::error::Result;
use crate::paths::PathGrants;

/// Most entries taken from one dropped folder (a drop of a home directory is not a mistake
/// the app should spend minutes on).
const MAX_FOLDER_ENTRIES: usize = 500;

/// The documents `paths` add to an envelope that already holds `existing` paths, and every
/// file looked at (added or already there), by its canonical path. A path that was not
/// granted (see [`PathGrants`]) refuses the whole call with `path.not_allowed`: nothing of a
/// script's choosing is even looked at.
pub(super) fn collect(
    grants: &PathGrants,
    paths: &[String],
    existing: &[String],
) -> Result<(AddedFiles, Vec<PathBuf>)> {
    let mut seen: HashSet<PathBuf> = existing.iter().map(|p| normalise(Path::new(p))).collect();
    let mut out = AddedFiles::default();
    let mut chosen = Vec::new();
    // Every path is checked before any is looked at.
    let mut wanted = Vec::with_capacity(paths.len());
    for raw in paths {
        let path = PathBuf::from(raw);
        let folder = path.is_absolute() && grants.is_dropped_folder(&path);
        if path.is_absolute() && !folder {
            grants.check_read(&path)?;
        }
        wanted.push((raw, path, folder));
    }
    for (raw, path, folder) in wanted {
        if !path.is_absolute() {
            out.skipped.push(skip(raw, "Not an absolute path."));
            continue;
        }
        match std::fs::metadata(&path) {
            Err(e) => out
                .skipped
                .push(skip(raw, &format!("Cannot be read: {e}."))),
            Ok(meta) if meta.is_dir() && folder => {
                add_folder(grants, &path, &mut seen, &mut out, &mut chosen)
            }
            Ok(meta) if meta.is_dir() => out.skipped.push(skip(
                raw,
                "Only a folder dropped on the window is opened (one level deep).",
            )),
            Ok(meta) if meta.is_file() => {
                add_file(&path, meta.len(), &mut seen, &mut out, &mut chosen)
            }
            Ok(_) => out.skipped.push(skip(raw, "Not a regular file.")),
        }
    }
    Ok((out, chosen))
}

fn add_folder(
    grants: &PathGrants,
    dir: &Path,
    seen: &mut HashSet<PathBuf>,
    out: &mut AddedFiles,
    chosen: &mut Vec<PathBuf>,
) {
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) => {
            out.skipped.push(skip(
                &dir.display().to_string(),
                &format!("The folder cannot be read: {e}."),
            ));
            return;
        }
    };
    let mut files: Vec<(PathBuf, u64)> = Vec::new();
    let mut nested = 0usize;
    for entry in entries.flatten().take(MAX_FOLDER_ENTRIES) {
        let path = entry.path();
        let hidden = entry.file_name().to_string_lossy().starts_with('.');
        match std::fs::metadata(&path) {
            // A link to a file outside the folder is not one of its files.
            Ok(m) if m.is_file() && !hidden && grants.is_readable(&path) => {
                files.push((path, m.len()))
            }
            Ok(m) if m.is_dir() => nested += 1,
            _ => {}
        }
    }
    files.sort_by_key(|f| natural_key(&f.0));
    for (path, size) in files {
        add_file(&path, size, seen, out, chosen);
    }
    if nested > 0 {
        out.skipped.push(skip(
            &dir.display().to_string(),
            &format!(
                "{nested} folder{} inside were not opened (only one level is added).",
                if nested == 1 { "" } else { "s" }
            ),
        ));
    }
}

fn add_file(
    path: &Path,
    size: u64,
    seen: &mut HashSet<PathBuf>,
    out: &mut AddedFiles,
    chosen: &mut Vec<PathBuf>,
) {
    let canonical = normalise(path);
    chosen.push(canonical.clone());
    if !seen.insert(canonical) {
        return; // already in the envelope: a second drop of the same file does nothing
    }
    let file_name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    out.documents.push(DraftDocument {
        path: path.display().to_string(),
        media_type: media_type(&file_name).into(),
        file_name,
        size,
        ..Default::default()
    });
}

fn skip(path: &str, reason: &str) -> SkippedPath {
    SkippedPath {
        path: path.into(),
        reason: reason.into(),
    }
}

/// The same file reached by two spellings of its path counts once.
fn normalise(path: &Path) -> PathBuf {
    std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}

fn natural_key(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().to_lowercase())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a drop of `paths` adds (the paths granted as the native drop grants them).
    fn add_paths(paths: &[String], existing: &[String]) -> AddedFiles {
        let grants = PathGrants::new();
        grants.grant_dropped(&paths.iter().map(PathBuf::from).collect::<Vec<_>>());
        collect(&grants, paths, existing).unwrap().0
    }

    fn write(dir: &Path, name: &str, bytes: &[u8]) -> String {
        let p = dir.join(name);
        std::fs::write(&p, bytes).unwrap();
        p.display().to_string()
    }

    #[test]
    fn a_folder_adds_its_files_one_level_deep_in_name_order() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "b-packing.pdf", b"%PDF-1.4 b");
        write(dir.path(), "A-invoice.pdf", b"%PDF-1.4 a");
        write(dir.path(), ".hidden", b"x");
        std::fs::create_dir(dir.path().join("nested")).unwrap();
        write(&dir.path().join("nested"), "deep.pdf", b"%PDF");
        let added = add_paths(&[dir.path().display().to_string()], &[]);
        let names: Vec<_> = added
            .documents
            .iter()
            .map(|d| d.file_name.as_str())
            .collect();
        assert_eq!(names, ["A-invoice.pdf", "b-packing.pdf"]);
        assert_eq!(added.documents[0].size, 10);
        assert_eq!(added.documents[0].media_type, "application/pdf");
        assert_eq!(added.skipped.len(), 1);
        assert!(
            added.skipped[0].reason.contains("1 folder inside"),
            "{:?}",
            added.skipped
        );
    }

    #[test]
    fn paths_already_in_the_envelope_or_dropped_twice_are_ignored() {
        let dir = tempfile::tempdir().unwrap();
        let a = write(dir.path(), "a.pdf", b"%PDF");
        let b = write(dir.path(), "b.xml", b"<x/>");
        let twice = format!("{}/./a.pdf", dir.path().display());
        let added = add_paths(&[a.clone(), b.clone(), twice, b.clone()], &[]);
        assert_eq!(added.documents.len(), 2);
        let again = add_paths(&[a, b], &[added.documents[0].path.clone()]);
        assert_eq!(again.documents.len(), 1);
        assert_eq!(again.documents[0].file_name, "b.xml");
        assert_eq!(again.documents[0].media_type, "application/xml");
    }

    #[test]
    fn missing_and_relative_paths_are_skipped_with_a_reason() {
        let dir = tempfile::tempdir().unwrap();
        let gone = write(dir.path(), "file.pdf", b"%PDF");
        let grants = PathGrants::new();
        grants.grant_dropped(&[PathBuf::from(&gone)]);
        std::fs::remove_file(&gone).unwrap(); // dropped, then removed before it was added
        let (added, _) = collect(&grants, &[gone, "relative.pdf".into()], &[]).unwrap();
        assert!(added.documents.is_empty());
        assert_eq!(added.skipped.len(), 2);
        assert!(added.skipped[0].reason.starts_with("Cannot be read"));
        assert_eq!(added.skipped[1].reason, "Not an absolute path.");
    }

    #[test]
    fn a_path_never_chosen_is_refused_and_nothing_is_added() {
        let dir = tempfile::tempdir().unwrap();
        let picked = write(dir.path(), "invoice.pdf", b"%PDF");
        let secret = write(
            dir.path(),
            "id_ed25519",
            b"-----BEGIN OPENSSH PRIVATE KEY-----",
        );
        let grants = PathGrants::new();
        grants.grant_read(Path::new(&picked)).unwrap();
        let err = collect(&grants, &[picked.clone(), secret], &[]).unwrap_err();
        assert_eq!(err.code(), "path.not_allowed");
        let folder = dir.path().display().to_string();
        let err = collect(&grants, &[folder], &[]).unwrap_err();
        assert_eq!(err.code(), "path.not_allowed", "the picked file's folder");
        let (added, chosen) = collect(&grants, &[picked], &[]).unwrap();
        assert_eq!(added.documents.len(), 1);
        assert_eq!(chosen.len(), 1);
    }

    #[test]
    fn a_folder_inside_a_dropped_folder_is_not_opened() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("nested")).unwrap();
        let deep = write(&dir.path().join("nested"), "deep.pdf", b"%PDF");
        let grants = PathGrants::new();
        grants.grant_dropped(&[dir.path().to_path_buf()]);
        let nested = dir.path().join("nested").display().to_string();
        let (added, _) = collect(&grants, &[nested], &[]).unwrap();
        assert!(added.documents.is_empty());
        assert!(added.skipped[0].reason.starts_with("Only a folder dropped"));
        assert!(collect(&grants, &[deep], &[]).is_err());
    }
}
