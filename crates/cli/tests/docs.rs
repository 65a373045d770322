//! `tdx generate-docs DIR`: the man pages and the bash, zsh and fish completions are made from
//! the clap definitions, and each mentions every command `tdx --help` lists.

#![allow(clippy::unwrap_used)]

mod common;

use common::Cli;

/// The commands `tdx --help` lists (without `help`).
fn commands(help: &str) -> Vec<String> {
    help.lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|c| *c != "help")
        .map(str::to_owned)
        .collect()
}

#[test]
fn man_pages_and_completions_mention_every_command() {
    let cli = Cli::new();
    let help = cli.ok(&["--help"]);
    let commands = commands(&help);
    for expected in ["bulk", "envelope", "webhook", "transfer", "keys"] {
        assert!(commands.iter().any(|c| c == expected), "{commands:?}");
    }
    assert!(
        !commands.iter().any(|c| c == "generate-docs"),
        "hidden: {commands:?}"
    );

    let dir = cli.path("docs");
    cli.ok(&["generate-docs", dir.to_str().unwrap()]);
    let read = |name: &str| {
        std::fs::read_to_string(dir.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
    };
    let main_page = read("tdx.1");
    assert!(main_page.starts_with(".ie"), "{main_page}");
    let completions = [read("tdx.bash"), read("_tdx"), read("tdx.fish")];
    for command in &commands {
        assert!(
            main_page.contains(command.as_str()),
            "tdx.1 lacks {command}"
        );
        let page = read(&format!("tdx-{command}.1"));
        assert!(page.contains(".TH"), "tdx-{command}.1: {page}");
        for text in &completions {
            assert!(
                text.contains(command.as_str()),
                "a completion lacks {command}"
            );
        }
    }
    for page in [
        "tdx-bulk-transfer.1",
        "tdx-bulk-resume.1",
        "tdx-envelope-send.1",
        "tdx-webhook-serve.1",
    ] {
        read(page);
    }
    assert!(read("tdx-webhook-serve.1").contains("TDX_WEBHOOK_SECRET"));
}
