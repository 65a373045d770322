//! The catalogue check on this workspace: every id the code uses is in `en`, every id of `en` is
//! in `ar` and `zh-CN` and used somewhere, every file parses, no translation uses a variable
//! `en` does not have. The same report as `make i18n-check`.

use std::path::{Path, PathBuf};

use tdx_i18n::check;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn the_catalogue_is_complete_and_every_id_is_used() {
    let report = check::check(&root());
    assert!(
        report.counts.get("en").is_some_and(|n| *n > 0),
        "no English messages found"
    );
    assert!(report.used_count > 0, "no id found in code");
    assert!(report.is_clean(), "\n{report}");
}

#[test]
fn ids_are_found_in_rust_and_typescript_calls_and_not_in_comments() {
    let rust = "let a = tr!(\"desk-one\");\nlet b = tdx_i18n::tr!(\n    \"desk-two\", n = 1);\n\
                let c = tr_in(Lang::Ar, \"desk-three\", &[]);\nlet d = tr_in(lang_of(x, y), \"desk-four\", &[]);\n\
                /// tr!(\"doc-example\")\nlet e = attr!(\"not-this\");\nlet f = tr_in(l, id, &[]);\n";
    let ids: Vec<String> = check::rust_ids(rust)
        .into_iter()
        .map(|(id, _)| id)
        .collect();
    assert_eq!(ids, ["desk-one", "desk-two", "desk-three", "desk-four"]);

    let ts = "const a = t(\"ebls-title\");\nconst b = t(\n  'ebls-count',\n  { count: 3 });\n\
              set(\"not-this\"); i18n.t(\"nor-this\");\n// t(\"comment\")\n{t(\"app-name\")}\n";
    let ids: Vec<String> = check::ui_ids(ts).into_iter().map(|(id, _)| id).collect();
    assert_eq!(ids, ["ebls-title", "ebls-count", "app-name"]);
}

/// A workspace in a temporary folder: these locale files and one Rust file of code.
fn workspace(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (path, text) in files {
        let path = dir.path().join(path);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).ok();
        }
        std::fs::write(path, text).ok();
    }
    dir
}

#[test]
fn each_kind_of_fault_is_named() {
    let dir = workspace(&[
        (
            "locales/en/desk.ftl",
            "desk-a = A { $party }\ndesk-b = B\ndesk-unused = U\n",
        ),
        (
            "locales/ar/desk.ftl",
            "desk-a = أ { $partner }\ndesk-unused = ع\ndesk-old = ق\n",
        ),
        (
            "locales/zh-CN/desk.ftl",
            "desk-a = 甲 { $party }\ndesk-b = 乙\ndesk-unused = 丙\ndesk-c = { \n",
        ),
        ("locales/zh-CN/more.ftl", "desk-b = 乙二\n-term = T\n"),
        (
            "crates/x/src/lib.rs",
            "fn f() { tr!(\"desk-a\", party = p); tr!(\"desk-b\"); tr!(\"desk-missing\"); }\n",
        ),
    ]);
    let report = check::check(dir.path());
    let text = report.to_string();
    assert!(!report.is_clean());
    assert!(
        text.contains("used in code, missing from en: desk-missing (crates/x/src/lib.rs:1)"),
        "{text}"
    );
    assert!(text.contains("missing in ar: desk-b"), "{text}");
    assert!(!text.contains("missing in zh-CN"), "{text}");
    assert!(text.contains("in ar, not in en: desk-old"), "{text}");
    assert!(
        text.contains("unused (in en, used nowhere in code): desk-unused"),
        "{text}"
    );
    assert!(
        text.contains("variable not in en: ar: desk-a uses $partner"),
        "{text}"
    );
    assert!(text.contains("defined twice in zh-CN: desk-b"), "{text}");
    assert!(
        text.contains("not a plain message in locales/zh-CN/more.ftl: -term (a term)"),
        "{text}"
    );
    assert!(
        text.contains("parse error: locales/zh-CN/desk.ftl"),
        "{text}"
    );
}

#[test]
fn a_complete_catalogue_is_clean() {
    let dir = workspace(&[
        (
            "locales/en/desk.ftl",
            "desk-a = { $count ->\n    [one] One eBL\n   *[other] { $count } eBLs\n}\n",
        ),
        (
            "locales/ar/desk.ftl",
            "desk-a = { $count ->\n    [zero] لا سندات\n    [one] سند واحد\n    [two] سندان\n    [few] { $count } سندات\n    [many] { $count } سندًا\n   *[other] { $count } سند\n}\n",
        ),
        ("locales/zh-CN/desk.ftl", "desk-a = { $count } 份电子提单\n"),
        (
            "ui/src/features/x/X.tsx",
            "export const X = () => <p>{t(\"desk-a\", { count: 2 })}</p>;\n",
        ),
        ("ui/src/features/x/X.test.tsx", "t(\"desk-in-a-test\");\n"),
    ]);
    let report = check::check(dir.path());
    assert!(report.is_clean(), "{report}");
    assert_eq!(report.used_count, 1);
}
