//! `tdx` on a real terminal (a pty, through util-linux `script`) with text the service wrote
//! to steer it: an eBL whose reference carries an escape sequence that would erase the lines
//! above the question. What reaches the terminal holds no escape byte, and the review's
//! *to inbox* and *registry* lines are there before `Sign and submit?`. Run under
//! tests/e2e/in-session.sh (the real OS keyring).

#![allow(clippy::unwrap_used)]

mod common;

use std::process::Command;

use common::{CONSIGNEE, Cli, company_of, private_key_of, stderr};

/// Erase the line, move up one, erase it: twice, so the *registry* and *to inbox* lines
/// above the question would be gone from the screen.
const HOSTILE_REFERENCE: &str = "STEER-1\x1b[2K\x1b[1A\r\x1b[2K\x1b[1A\x1b[2K";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_escape_sequence_in_a_reference_does_not_reach_the_terminal_of_a_transfer_review() {
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let world = service.world();
    let consignee = world
        .users
        .iter()
        .find(|u| u.email == CONSIGNEE)
        .unwrap()
        .company_id;
    let created = service
        .admin_http()
        .post(format!("{}/_sandbox/ebls", service.base_url()))
        .json(&serde_json::json!({"consignee": consignee, "reference": HOSTILE_REFERENCE}))
        .send()
        .await
        .unwrap();
    assert!(created.status().is_success(), "{}", created.status());
    let (_, bank_inbox) = company_of(&world, "bank@harbor.example");

    let cli = Cli::new();
    let profile = cli.save_profile(&world, CONSIGNEE, service.base_url());
    cli.login_to(&profile, &world, CONSIGNEE).await;
    let imported = cli.run_with(
        &["--profile", &profile, "keys", "import"],
        &private_key_of(&world, CONSIGNEE),
    );
    assert!(imported.status.success(), "{}", stderr(&imported));

    // The review on a terminal, answered "n": the command line is given through the
    // environment, so the shell `script` runs passes the reference as it is.
    let output = Command::new("script")
        .args([
            "-qec",
            r#""$TDX" --profile "$PROFILE" transfer "$REFERENCE" --to "$TO""#,
            "/dev/null",
        ])
        .env("TDX", assert_cmd::cargo::cargo_bin("tdx"))
        .env("PROFILE", &profile)
        .env("REFERENCE", HOSTILE_REFERENCE)
        .env("TO", bank_inbox.to_string())
        .env("EBL_DESK_DATA_DIR", cli.dir.path())
        .env("NO_COLOR", "1")
        .env_remove("TDX_LOG")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write as _;
            child.stdin.take().unwrap().write_all(b"n\n")?;
            child.wait_with_output()
        })
        .unwrap();
    let screen = String::from_utf8_lossy(&output.stdout).into_owned();
    // The Reliability row of BENCHMARKS.md (`make bench`) reads this line: the escape bytes the
    // reference carried and how many reached the terminal.
    println!(
        "RELIABILITY terminal: tried={} reached={}",
        HOSTILE_REFERENCE.matches('\x1b').count(),
        output.stdout.iter().filter(|b| **b == 0x1b).count()
    );
    assert!(
        !output.stdout.contains(&0x1b),
        "an escape byte reached the terminal: {screen:?}"
    );
    let question = screen
        .find("Sign and submit? [y/N]")
        .unwrap_or_else(|| panic!("no question on the terminal: {screen:?}"));
    let above = &screen[..question];
    let to_inbox = above
        .find(&format!("to inbox   {bank_inbox}"))
        .unwrap_or_else(|| panic!("no to-inbox line above the question: {screen:?}"));
    let registry = above
        .find("registry   0x")
        .unwrap_or_else(|| panic!("no registry line above the question: {screen:?}"));
    assert!(to_inbox < registry, "{screen:?}");
    // The reference is shown, its control characters as visible signs.
    assert!(above.contains("STEER-1␛[2K␛[1A␍␛[2K␛[1A␛[2K"), "{screen:?}");
    assert!(screen.contains("Nothing was signed."), "{screen:?}");
}
