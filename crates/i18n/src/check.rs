//! The catalogue check (`tests/catalogue.rs`, `make i18n-check`): the ids the code uses against
//! the ids each language's files define.
//!
//! - **used in code**: `tr!("id"` and `tr_in(lang, "id"` in `crates/**/*.rs` and
//!   `src-tauri/**/*.rs`; `t("id"` (also with the id on the next line) in `ui/src/**/*.ts(x)`,
//!   leaving out tests (`*.test.*`, `test/`, `testing/`);
//! - **fails** on: a parse error in any file; an id used in code missing from `en`; an id of `en`
//!   missing from `ar` or `zh-CN`; an id of `en` used nowhere; an id in another language that `en`
//!   does not have; a variable a translation uses that `en`'s message does not; an id defined
//!   twice; an attribute or a term (the catalogue has messages only).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::{self, Write as _};
use std::fs;
use std::path::{Path, PathBuf};

use fluent_syntax::ast;

/// The languages with files, the reference first.
pub const TAGS: [&str; 3] = ["en", "ar", "zh-CN"];

/// Where an id is used: a file (relative to the root) and a line.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Place {
    pub file: String,
    pub line: usize,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.file, self.line)
    }
}

/// One language's messages: id → (file, variables its message uses).
#[derive(Debug, Default)]
pub struct Catalogue {
    pub messages: BTreeMap<String, (String, BTreeSet<String>)>,
}

/// What the check found.
#[derive(Debug, Default)]
pub struct Report {
    /// A file that does not parse, or an entry Fluent reads as junk: (file, what).
    pub parse_errors: Vec<(String, String)>,
    /// An id used in code and missing from `en`, with where it is used.
    pub missing_in_en: BTreeMap<String, Vec<Place>>,
    /// Per language, the ids of `en` it lacks.
    pub missing: BTreeMap<String, Vec<String>>,
    /// Per language, the ids it has that `en` does not.
    pub extra: BTreeMap<String, Vec<String>>,
    /// Ids of `en` used nowhere in code.
    pub unused: Vec<String>,
    /// (language, id, variable) where a translation uses a variable `en`'s message does not.
    pub unknown_variables: Vec<(String, String, String)>,
    /// (language, id, files) for an id defined more than once.
    pub duplicates: Vec<(String, String, Vec<String>)>,
    /// (language, file, what) for an attribute or a term.
    pub not_messages: Vec<(String, String, String)>,
    /// How many ids the code uses, and how many messages each language has.
    pub used_count: usize,
    pub counts: BTreeMap<String, usize>,
}

impl Report {
    /// Whether nothing was found.
    pub fn is_clean(&self) -> bool {
        self.parse_errors.is_empty()
            && self.missing_in_en.is_empty()
            && self.missing.values().all(Vec::is_empty)
            && self.extra.values().all(Vec::is_empty)
            && self.unused.is_empty()
            && self.unknown_variables.is_empty()
            && self.duplicates.is_empty()
            && self.not_messages.is_empty()
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "ids used in code: {}", self.used_count)?;
        for (tag, n) in &self.counts {
            let missing = self.missing.get(tag).map_or(0, Vec::len);
            let extra = self.extra.get(tag).map_or(0, Vec::len);
            writeln!(
                f,
                "{tag}: {n} messages, {missing} missing, {extra} not in en"
            )?;
        }
        for (file, what) in &self.parse_errors {
            writeln!(f, "parse error: {file}: {what}")?;
        }
        for (id, places) in &self.missing_in_en {
            let places: Vec<String> = places.iter().map(ToString::to_string).collect();
            writeln!(
                f,
                "used in code, missing from en: {id} ({})",
                places.join(", ")
            )?;
        }
        for (tag, ids) in &self.missing {
            for id in ids {
                writeln!(f, "missing in {tag}: {id}")?;
            }
        }
        for (tag, ids) in &self.extra {
            for id in ids {
                writeln!(f, "in {tag}, not in en: {id}")?;
            }
        }
        for id in &self.unused {
            writeln!(f, "unused (in en, used nowhere in code): {id}")?;
        }
        for (tag, id, var) in &self.unknown_variables {
            writeln!(f, "variable not in en: {tag}: {id} uses ${var}")?;
        }
        for (tag, id, files) in &self.duplicates {
            writeln!(f, "defined twice in {tag}: {id} ({})", files.join(", "))?;
        }
        for (_, file, what) in &self.not_messages {
            writeln!(f, "not a plain message in {file}: {what}")?;
        }
        if self.is_clean() {
            writeln!(f, "the catalogue is complete")?;
        }
        Ok(())
    }
}

/// Checks the workspace at `root` (its `locales/`, `crates/`, `src-tauri/`, `ui/src/`).
pub fn check(root: &Path) -> Report {
    let mut report = Report::default();
    let mut catalogues: BTreeMap<String, Catalogue> = BTreeMap::new();
    for tag in TAGS {
        let catalogue = read_catalogue(root, tag, &mut report);
        report
            .counts
            .insert(tag.to_owned(), catalogue.messages.len());
        catalogues.insert(tag.to_owned(), catalogue);
    }
    let used = used_ids(root);
    report.used_count = used.len();
    let en = catalogues.remove("en").unwrap_or_default();
    for (id, places) in &used {
        if !en.messages.contains_key(id) {
            report.missing_in_en.insert(id.clone(), places.clone());
        }
    }
    report.unused = en
        .messages
        .keys()
        .filter(|id| !used.contains_key(*id))
        .cloned()
        .collect();
    for (tag, catalogue) in &catalogues {
        let missing = en
            .messages
            .keys()
            .filter(|id| !catalogue.messages.contains_key(*id))
            .cloned()
            .collect();
        report.missing.insert(tag.clone(), missing);
        let extra = catalogue
            .messages
            .keys()
            .filter(|id| !en.messages.contains_key(*id))
            .cloned()
            .collect();
        report.extra.insert(tag.clone(), extra);
        for (id, (_, vars)) in &catalogue.messages {
            let Some((_, en_vars)) = en.messages.get(id) else {
                continue;
            };
            for var in vars.difference(en_vars) {
                report
                    .unknown_variables
                    .push((tag.clone(), id.clone(), var.clone()));
            }
        }
    }
    report
}

/// The messages of `locales/<tag>/*.ftl`, recording what is wrong in `report`.
pub fn read_catalogue(root: &Path, tag: &str, report: &mut Report) -> Catalogue {
    let mut catalogue = Catalogue::default();
    let dir = root.join("locales").join(tag);
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().and_then(|e| e.to_str()) == Some("ftl"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    if files.is_empty() {
        report
            .parse_errors
            .push((format!("locales/{tag}"), "no .ftl file".to_owned()));
    }
    for path in files {
        let name = format!(
            "locales/{tag}/{}",
            path.file_name().and_then(|n| n.to_str()).unwrap_or("?")
        );
        let source = match fs::read_to_string(&path) {
            Ok(source) => source,
            Err(err) => {
                report.parse_errors.push((name, err.to_string()));
                continue;
            }
        };
        let resource = match fluent_syntax::parser::parse(source.as_str()) {
            Ok(resource) => resource,
            Err((resource, errors)) => {
                for err in errors {
                    let line = source[..err.pos.start.min(source.len())]
                        .matches('\n')
                        .count()
                        + 1;
                    report
                        .parse_errors
                        .push((format!("{name}:{line}"), err.to_string()));
                }
                resource
            }
        };
        for entry in resource.body {
            match entry {
                ast::Entry::Message(message) => {
                    let id = message.id.name.to_owned();
                    for attribute in &message.attributes {
                        report.not_messages.push((
                            tag.to_owned(),
                            name.clone(),
                            format!("{id}.{} (an attribute)", attribute.id.name),
                        ));
                    }
                    let mut vars = BTreeSet::new();
                    if let Some(pattern) = &message.value {
                        pattern_variables(pattern, &mut vars);
                    }
                    if let Some((first, _)) = catalogue.messages.get(&id) {
                        report.duplicates.push((
                            tag.to_owned(),
                            id.clone(),
                            vec![first.clone(), name.clone()],
                        ));
                        continue;
                    }
                    catalogue.messages.insert(id, (name.clone(), vars));
                }
                ast::Entry::Term(term) => {
                    report.not_messages.push((
                        tag.to_owned(),
                        name.clone(),
                        format!("-{} (a term)", term.id.name),
                    ));
                }
                ast::Entry::Junk { content } => {
                    let first = content.lines().next().unwrap_or("");
                    report
                        .parse_errors
                        .push((name.clone(), format!("junk: {first}")));
                }
                ast::Entry::Comment(_)
                | ast::Entry::GroupComment(_)
                | ast::Entry::ResourceComment(_) => {}
            }
        }
    }
    catalogue
}

fn pattern_variables(pattern: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, vars);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, vars);
            for variant in variants {
                pattern_variables(&variant.value, vars);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, vars),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_owned());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            call_variables(arguments, vars)
        }
        ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            call_variables(arguments, vars);
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, vars),
        ast::InlineExpression::StringLiteral { .. }
        | ast::InlineExpression::NumberLiteral { .. }
        | ast::InlineExpression::MessageReference { .. }
        | ast::InlineExpression::TermReference {
            arguments: None, ..
        } => {}
    }
}

fn call_variables(arguments: &ast::CallArguments<&str>, vars: &mut BTreeSet<String>) {
    for positional in &arguments.positional {
        inline_variables(positional, vars);
    }
    for named in &arguments.named {
        inline_variables(&named.value, vars);
    }
}

/// The ids the code uses, with where.
pub fn used_ids(root: &Path) -> BTreeMap<String, Vec<Place>> {
    let mut used: BTreeMap<String, Vec<Place>> = BTreeMap::new();
    let mut files = Vec::new();
    for dir in ["crates", "src-tauri"] {
        walk(&root.join(dir), &mut files, &|p| {
            p.extension().and_then(|e| e.to_str()) == Some("rs")
        });
    }
    let mut ui = Vec::new();
    walk(&root.join("ui/src"), &mut ui, &|p| {
        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
        (name.ends_with(".ts") || name.ends_with(".tsx"))
            && !name.contains(".test.")
            && !name.contains(".spec.")
            && !name.ends_with(".d.ts")
    });
    for (path, rust) in files
        .iter()
        .map(|p| (p, true))
        .chain(ui.iter().map(|p| (p, false)))
    {
        let Ok(source) = fs::read_to_string(path) else {
            continue;
        };
        let file = path
            .strip_prefix(root)
            .unwrap_or(path)
            .display()
            .to_string();
        let ids = if rust {
            rust_ids(&source)
        } else {
            ui_ids(&source)
        };
        for (id, offset) in ids {
            let line = source[..offset].matches('\n').count() + 1;
            used.entry(id).or_default().push(Place {
                file: file.clone(),
                line,
            });
        }
    }
    used
}

/// Files under `dir` that `keep` accepts, leaving out build output, dependencies and test
/// helpers (`target/`, `node_modules/`, `dist/`, `bindings/`, `test/`, `testing/`, `__tests__/`).
fn walk(dir: &Path, out: &mut Vec<PathBuf>, keep: &dyn Fn(&Path) -> bool) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for path in entries {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if path.is_dir() {
            if !matches!(
                name,
                "target"
                    | "node_modules"
                    | "dist"
                    | "bindings"
                    | "test"
                    | "testing"
                    | "__tests__"
                    | "gen"
            ) && !name.starts_with('.')
            {
                walk(&path, out, keep);
            }
        } else if keep(&path) {
            out.push(path);
        }
    }
}

/// `tr!("id"` and `tr_in(<expr>, "id"` in Rust source: (id, byte offset).
pub fn rust_ids(source: &str) -> Vec<(String, usize)> {
    let mut ids = Vec::new();
    for (at, _) in source.match_indices("tr!(") {
        if preceded_by_ident(source, at) {
            continue;
        }
        if let Some(found) = literal_at(source, at + 4) {
            ids.push(found);
        }
    }
    for (at, _) in source.match_indices("tr_in(") {
        if preceded_by_ident(source, at) {
            continue;
        }
        // The id is the second argument: after the first top-level comma.
        let rest = &source[at + 6..];
        let mut depth = 0usize;
        for (i, c) in rest.char_indices() {
            match c {
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' if depth == 0 => break,
                ')' | ']' | '}' => depth -= 1,
                ',' if depth == 0 => {
                    if let Some(found) = literal_at(source, at + 6 + i + 1) {
                        ids.push(found);
                    }
                    break;
                }
                _ => {}
            }
        }
    }
    ids
}

/// `t("id"` and `t(\n  "id"` (or single quotes) in TypeScript source: (id, byte offset).
pub fn ui_ids(source: &str) -> Vec<(String, usize)> {
    let mut ids = Vec::new();
    for (at, _) in source.match_indices("t(") {
        if preceded_by_ident(source, at) {
            continue;
        }
        if let Some(found) = literal_at(source, at + 2) {
            ids.push(found);
        }
    }
    ids
}

/// Whether the call at `at` is not one: part of a longer name (`set(`, `i18n.t(`), or in a
/// comment (a line starting with `//`, `/*` or `*`: documentation examples).
fn preceded_by_ident(source: &str, at: usize) -> bool {
    let line_start = source[..at].rfind('\n').map_or(0, |i| i + 1);
    let line = source[line_start..at].trim_start();
    if line.starts_with("//") || line.starts_with("/*") || line.starts_with('*') {
        return true;
    }
    source[..at]
        .chars()
        .next_back()
        .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.' || c == '$')
}

/// A string literal holding a Fluent id at `from`, after white space: (id, its offset).
fn literal_at(source: &str, from: usize) -> Option<(String, usize)> {
    let rest = source.get(from..)?;
    let skipped = rest.len() - rest.trim_start().len();
    let rest = &rest[skipped..];
    let quote = rest.chars().next().filter(|c| matches!(c, '"' | '\''))?;
    let body = &rest[1..];
    let end = body.find(quote)?;
    let id = &body[..end];
    let mut chars = id.chars();
    let valid = chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    valid.then(|| (id.to_owned(), from + skipped))
}

/// The report as text (for the binary and the test's failure message).
pub fn render(report: &Report) -> String {
    let mut out = String::new();
    let _ = write!(out, "{report}");
    out
}
