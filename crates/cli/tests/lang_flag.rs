//! `tdx --lang TAG` and the system's language (`LANG`): a language tdx does not speak is a usage
//! error (2), said in the system's language.

#![allow(clippy::unwrap_used)]

mod common;

use common::Cli;

#[test]
fn an_unknown_language_is_refused_as_usage_in_the_systems_language() {
    let cli = Cli::new();
    let english = cli.run(&["--lang", "fr", "ebls"]);
    assert_eq!(english.status.code(), Some(2));
    let said = String::from_utf8_lossy(&english.stderr);
    assert!(
        said.contains("fr is not a language eBL Desk speaks."),
        "{said}"
    );

    let arabic = cli.run_env(&["--lang", "fr", "ebls"], &[("LANG", "ar_EG.UTF-8")]);
    assert_eq!(arabic.status.code(), Some(2));
    let said = String::from_utf8_lossy(&arabic.stderr);
    assert!(said.contains("غير متاحة في eBL Desk"), "{said}");

    // LC_ALL comes before LANG.
    let chinese = cli.run_env(
        &["--lang", "fr", "ebls"],
        &[("LANG", "ar_EG.UTF-8"), ("LC_ALL", "zh_CN.UTF-8")],
    );
    let said = String::from_utf8_lossy(&chinese.stderr);
    assert!(said.contains("eBL Desk 不支持语言"), "{said}");
}
