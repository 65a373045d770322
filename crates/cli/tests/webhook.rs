//! `tdx webhook serve`: the profile's receiver of rule notifications. A request with a wrong
//! secret header gets 401 and records nothing; the sandbox's real delivery, by a rule made
//! through tdx-desk's `rules`, of a carrier's answer to a surrender request is recorded (the
//! app's timeline has its message) and printed; SIGTERM stops the process cleanly.

#![allow(clippy::unwrap_used)]

mod common;
mod desk_side;

use std::process::Stdio;
use std::time::Duration;

use serde_json::json;
use tdx_client::models::rule::{NewAction, RuleEvent};
use tdx_desk::journal;
use tdx_desk::rules::{self, RuleInput};
use tokio::io::{AsyncBufReadExt, BufReader};

const HEADER: &str = "X-Desk-Key";
const SECRET: &str = "s3cret-value";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_receiver_refuses_a_wrong_secret_records_a_carrier_s_answer_and_stops_on_sigterm() {
    let (service, cli, _profile) = desk_side::consignee().await;
    let reference = desk_side::transferables(&cli, 1).remove(0);
    let ebl_id = cli.json(&["ebl", "show", &reference])["row"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let (_app, cx) = desk_side::app_desk(&cli).await;

    let mut serving = tokio::process::Command::new(assert_cmd::cargo::cargo_bin("tdx"))
        .args([
            "webhook",
            "serve",
            "--listen",
            "127.0.0.1:0",
            "--header",
            HEADER,
        ])
        .env("EBL_DESK_DATA_DIR", cli.dir.path())
        .env("TDX_WEBHOOK_SECRET", SECRET)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    let mut errors = BufReader::new(serving.stderr.take().unwrap()).lines();
    let url = loop {
        let line = errors
            .next_line()
            .await
            .unwrap()
            .expect("tdx webhook serve ended before listening");
        if let Some(rest) = line.strip_prefix("tdx webhook listening on ") {
            break rest.split_whitespace().next().unwrap().to_owned();
        }
    };
    let mut lines = BufReader::new(serving.stdout.take().unwrap()).lines();

    // A wrong secret, or none: 401, nothing recorded.
    let http = reqwest::Client::new();
    let forged = json!({
        "event": "ebl_updated",
        "data": {
            "event": "ebl_surrender_for_delivery_response",
            "ebl_id": ebl_id,
            "ebl_reference": reference,
            "payload": {"decision": "accept", "message": "forged"}
        }
    });
    for value in [Some("wrong-value"), Some("s3cret-valu"), None] {
        let mut request = http.post(format!("{url}hooks")).json(&forged);
        if let Some(value) = value {
            request = request.header(HEADER, value);
        }
        assert_eq!(request.send().await.unwrap().status(), 401, "{value:?}");
    }
    let timeline = journal::ebl_timeline(&cx, &ebl_id).await.unwrap();
    assert!(
        timeline.iter().all(|t| !t.text.contains("forged")),
        "{timeline:?}"
    );

    // A rule of the consignee's company, made as the app's Rules screen makes it, posts to
    // the receiver with the secret header.
    let rule = RuleInput {
        name: "tdx receiver".into(),
        event: RuleEvent::EblUpdate,
        enabled: true,
        actions: vec![NewAction::webhook(format!("{url}hooks/ebl")).with_header(HEADER, SECRET)],
    };
    let saved = rules::save_rule(&cx, None, &rule).await.unwrap();
    assert!(saved.errors.is_empty(), "{saved:?}");

    // The consignee requests the surrender with tdx; the carrier rejects it with its reason.
    cli.ok(&[
        "surrender",
        &reference,
        "--yes",
        "--recipient-name",
        "Global Carrier Lines Ltd.",
    ]);
    let answer = service
        .admin_http()
        .post(format!(
            "{}/_sandbox/ebls/{ebl_id}/surrender-response",
            service.base_url().trim_end_matches('/')
        ))
        .json(&json!({"decision": "reject", "message": "Freight not paid"}))
        .send()
        .await
        .unwrap();
    assert!(answer.status().is_success(), "{answer:?}");

    // The sandbox delivers it; tdx records it and prints its line.
    let printed = loop {
        let line = tokio::time::timeout(Duration::from_secs(30), lines.next_line())
            .await
            .expect("the sandbox delivers the notification")
            .unwrap()
            .expect("tdx webhook serve ended early");
        if line.contains("Freight not paid") {
            break line;
        }
    };
    assert!(printed.contains(&reference), "{printed}");
    assert!(printed.contains("rejected"), "{printed}");
    let timeline = journal::ebl_timeline(&cx, &ebl_id).await.unwrap();
    assert!(
        timeline.iter().any(|t| t.text
            == "The service says the carrier rejected the surrender request: \u{201c}Freight not \
                paid\u{201d} \u{2014} not confirmed by the eBL yet"),
        "{timeline:?}"
    );
    assert!(
        timeline.iter().all(|t| !t.text.contains("forged")),
        "{timeline:?}"
    );

    // SIGTERM: it stops serving and ends with success (joined, not waited for by time).
    let pid = serving.id().unwrap().to_string();
    let killed = std::process::Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .unwrap();
    assert!(killed.success());
    let status = serving.wait().await.unwrap();
    assert_eq!(status.code(), Some(0), "{status:?}");
    let mut rest = Vec::new();
    while let Some(line) = errors.next_line().await.unwrap() {
        rest.push(line);
    }
    assert!(rest.iter().any(|l| l.contains("stopped")), "{rest:?}");
    cli.never_printed(SECRET);
}
