//! The modules of tdx-desk import each other without a circle: the context holds the parts
//! every use case needs and imports no use case; each area's use cases import the context and
//! the modules below them. A module here is one file (`batch/runs.rs` is `batch::runs`), as
//! `cargo modules dependencies --acyclic` counts them. Test code (`#[cfg(test)]`) and comments
//! are left out: they do not make the crate's shape.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Every module of `src/`, by its path (`"review::pending"`), with its code.
fn modules(src: &Path) -> BTreeMap<String, String> {
    let mut files = Vec::new();
    let mut dirs = vec![src.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("src/ is readable") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files
        .into_iter()
        .map(|file| (module_of(src, &file), code_of(&file)))
        .collect()
}

fn module_of(src: &Path, file: &Path) -> String {
    let relative = file
        .strip_prefix(src)
        .expect("under src/")
        .with_extension("");
    let mut parts: Vec<String> = relative
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
        parts.pop();
    }
    parts.join("::")
}

/// The file's code without comments and without its test module.
fn code_of(file: &Path) -> String {
    let text = std::fs::read_to_string(file).expect("a source file is readable");
    let text = match text.find("#[cfg(test)]") {
        Some(at) => &text[..at],
        None => &text[..],
    };
    text.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The paths after each `crate::` (a `{...}` group gives one path per item) and after each
/// `super::` (made absolute from `module`).
fn paths_used(module: &str, code: &str) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    for (prefix, base) in [("crate::", Vec::new()), ("super::", parent(module))] {
        let mut rest = code;
        while let Some(at) = rest.find(prefix) {
            let before = rest[..at].chars().last();
            rest = &rest[at + prefix.len()..];
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let items = if let Some(group) = rest.strip_prefix('{') {
                let end = group.find('}').unwrap_or(group.len());
                group[..end].split(',').map(str::to_owned).collect()
            } else {
                vec![rest.to_owned()]
            };
            for item in items {
                let mut path = base.clone();
                path.extend(idents(item.trim()));
                found.push(path);
            }
        }
    }
    found
}

fn parent(module: &str) -> Vec<String> {
    let mut parts: Vec<String> = module.split("::").map(str::to_owned).collect();
    parts.pop();
    parts
}

/// The leading `a::b::c` of `text`.
fn idents(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    loop {
        let len = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        if len == 0 {
            break;
        }
        out.push(rest[..len].to_owned());
        match rest[len..].strip_prefix("::") {
            Some(next) => rest = next,
            None => break,
        }
    }
    out
}

/// Which module each module imports (the longest known module a path starts with).
fn graph(modules: &BTreeMap<String, String>) -> BTreeMap<String, BTreeSet<String>> {
    let mut edges = BTreeMap::new();
    for (module, code) in modules {
        let mut to = BTreeSet::new();
        for path in paths_used(module, code) {
            let target = (1..=path.len())
                .rev()
                .map(|n| path[..n].join("::"))
                .find(|candidate| modules.contains_key(candidate));
            if let Some(target) = target
                && &target != module
                && !module.starts_with(&format!("{target}::"))
            {
                to.insert(target);
            }
        }
        edges.insert(module.clone(), to);
    }
    edges
}

/// A circle of imports, if there is one.
fn circle(edges: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        done: &mut BTreeSet<String>,
        stack: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = stack.iter().position(|n| n == node) {
            let mut found = stack[at..].to_vec();
            found.push(node.to_owned());
            return Some(found);
        }
        if done.contains(node) {
            return None;
        }
        stack.push(node.to_owned());
        for next in edges.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, edges, done, stack) {
                return Some(found);
            }
        }
        stack.pop();
        done.insert(node.to_owned());
        None
    }
    let mut done = BTreeSet::new();
    edges
        .keys()
        .find_map(|node| visit(node, edges, &mut done, &mut Vec::new()))
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn no_module_of_the_desk_imports_one_that_imports_it_back() {
    let edges = graph(&modules(&src()));
    assert!(
        edges.len() > 30,
        "the crate's modules were found: {edges:?}"
    );
    if let Some(found) = circle(&edges) {
        panic!("an import circle: {}", found.join(" → "));
    }
}

#[test]
fn the_context_imports_no_use_case() {
    let edges = graph(&modules(&src()));
    let use_cases = [
        "session",
        "ebls",
        "review",
        "submit",
        "batch",
        "journal",
        "evidence",
        "envelopes",
        "contacts",
        "rules",
        "key_standing",
        "registry_pins",
        "company_registration",
    ];
    let context = &edges["context"];
    for area in use_cases {
        assert!(
            !context.contains(area),
            "the context imports the use cases of `{area}`: {context:?}"
        );
    }
}

#[test]
fn a_circle_is_found_when_there_is_one() {
    let mut modules = BTreeMap::new();
    modules.insert("a".to_owned(), "use crate::b::thing;".to_owned());
    modules.insert("b".to_owned(), "use crate::{c, d::x};".to_owned());
    modules.insert("c".to_owned(), "fn f() { crate::a::g() }".to_owned());
    modules.insert("d".to_owned(), String::new());
    let found = circle(&graph(&modules)).expect("a → b → c → a");
    assert_eq!(found, ["a", "b", "c", "a"]);
    modules.insert("c".to_owned(), String::new());
    assert_eq!(circle(&graph(&modules)), None);
}
