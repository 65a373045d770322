//! Embeds every `locales/<tag>/<area>.ftl` of the workspace root, so adding an area file (or a
//! language's file) needs no code: `$OUT_DIR/catalogue.rs` is a list of
//! `(tag, area, include_str!(file))`, sorted so the build is reproducible.

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let locales = manifest.join("../../locales");
    println!("cargo:rerun-if-changed={}", locales.display());

    let mut files: Vec<(String, String, PathBuf)> = Vec::new();
    if let Ok(dirs) = fs::read_dir(&locales) {
        for dir in dirs.flatten() {
            let path = dir.path();
            if !path.is_dir() {
                continue;
            }
            println!("cargo:rerun-if-changed={}", path.display());
            let Some(tag) = path.file_name().and_then(|n| n.to_str()).map(str::to_owned) else {
                continue;
            };
            let Ok(entries) = fs::read_dir(&path) else {
                continue;
            };
            for entry in entries.flatten() {
                let file = entry.path();
                if file.extension().and_then(|e| e.to_str()) != Some("ftl") {
                    continue;
                }
                let Some(area) = file.file_stem().and_then(|n| n.to_str()).map(str::to_owned)
                else {
                    continue;
                };
                println!("cargo:rerun-if-changed={}", file.display());
                files.push((tag.clone(), area, file));
            }
        }
    }
    files.sort();

    let mut out = String::from(
        "/// Every catalogue file: (language tag, area, source).\n\
         pub static FILES: &[(&str, &str, &str)] = &[\n",
    );
    for (tag, area, file) in &files {
        let file = canonical(file);
        let _ = writeln!(out, "    ({tag:?}, {area:?}, include_str!({file:?})),");
    }
    out.push_str("];\n");
    let dest = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR")).join("catalogue.rs");
    fs::write(dest, out).expect("write catalogue.rs");
}

fn canonical(path: &Path) -> String {
    fs::canonicalize(path)
        .unwrap_or_else(|_| path.to_path_buf())
        .display()
        .to_string()
}
