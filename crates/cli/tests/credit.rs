//! `tdx credit show`: a credit read for scripts (words and `--json`), its amendments applied
//! in order, and a malformed message refused naming the file and the line.

#![allow(clippy::unwrap_used)]

mod common;

use common::{Cli, exit_code, stderr};

const MT700: &str = include_str!("../../credit/tests/fixtures/mt700.fin");
const MT707: &str = include_str!("../../credit/tests/fixtures/mt707.txt");

#[test]
fn show_reads_the_credit_and_applies_amendments() {
    let cli = Cli::new();
    let credit = cli.path("mt700.fin");
    let amendment = cli.path("mt707.txt");
    std::fs::write(&credit, MT700).unwrap();
    std::fs::write(&amendment, MT707).unwrap();

    let words = cli.ok(&["credit", "show", credit.to_str().unwrap()]);
    assert!(words.contains("Documentary credit LC2026-0042"), "{words}");
    assert!(words.contains("USD 100,000.00"), "{words}");
    // A field the credit does not read is shown as written.
    assert!(words.contains("Field 71D"), "{words}");

    let json = cli.json(&[
        "credit",
        "show",
        credit.to_str().unwrap(),
        "--amendment",
        amendment.to_str().unwrap(),
    ]);
    assert_eq!(json["number"], "LC2026-0042");
    assert_eq!(json["amount"]["millis"], 110_000_000);
    assert_eq!(json["expiry"]["date"], "2026-12-31");
    assert_eq!(json["latestShipment"], "2026-11-30");
}

#[test]
fn a_malformed_credit_is_refused_naming_the_line() {
    let cli = Cli::new();
    let credit = cli.path("bad.txt");
    std::fs::write(
        &credit,
        ":20:X1\n:31D:270131HAMBURG\n:50:B\n:59:S\n:32B:EUR1000.00\n",
    )
    .unwrap();
    let output = cli.run(&["credit", "show", credit.to_str().unwrap()]);
    assert_eq!(exit_code(&output), Some(1));
    let err = stderr(&output);
    assert!(err.contains("line 5: field 32B"), "{err}");
    assert!(err.contains("credit.bad_field"), "{err}");
}
