//! `tdx bulk`: three eBLs named in a CSV file transferred with one review and `--yes` (their
//! holder changes on the service, the journal and the app's Activity hold the three); one
//! named on standard input surrendered, as JSON; and a batch whose submissions all failed,
//! listed and taken up again with `tdx bulk resume`.

#![allow(clippy::unwrap_used)]

mod common;
mod desk_side;

use common::{Cli, company_of, exit_code, stderr};
use tdx_desk::journal::{self, ActivityFilter};

fn csv_of(cli: &Cli, references: &[String]) -> String {
    let path = cli.path("refs.csv");
    let mut text = String::from("note,reference\n");
    for (i, r) in references.iter().enumerate() {
        text.push_str(&format!("\"line {i}, to the bank\",{r}\n"));
    }
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

fn holder_inbox(cli: &Cli, reference: &str) -> String {
    let shown = cli.json(&["ebl", "show", reference]);
    shown["possessionHolder"]["inboxId"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_ebls_from_a_csv_are_transferred_with_one_review_and_the_activity_shows_them() {
    let (service, cli, _profile) = desk_side::consignee().await;
    let world = service.world();
    let (bank_name, bank_inbox) = company_of(&world, "bank@harbor.example");
    let all = desk_side::transferables(&cli, 4);
    let (three, fourth) = (all[..3].to_vec(), all[3].clone());
    let csv = csv_of(&cli, &three);

    // No --yes and no terminal to ask on: usage (2), nothing prepared or signed.
    let unconfirmed = cli.run(&["bulk", "transfer", "--csv", &csv, "--to", &bank_name]);
    assert_eq!(exit_code(&unconfirmed), Some(2), "{}", stderr(&unconfirmed));
    assert_eq!(cli.json(&["activity"])["total"], 0);

    // A first transfer to the bank's inbox: --yes alone does not confirm the recipient.
    let unnamed = cli.run(&[
        "bulk", "transfer", "--csv", &csv, "--to", &bank_name, "--yes",
    ]);
    assert_eq!(exit_code(&unnamed), Some(2), "{}", stderr(&unnamed));
    assert!(
        stderr(&unnamed).contains("--recipient-name"),
        "{}",
        stderr(&unnamed)
    );
    for reference in &three {
        assert_ne!(holder_inbox(&cli, reference), bank_inbox.to_string());
    }

    let output = cli.run(&[
        "bulk",
        "transfer",
        "--csv",
        &csv,
        "--to",
        &bank_name,
        "--yes",
        "--recipient-name",
        &bank_name,
    ]);
    let said = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(output.status.success(), "{said}{}", stderr(&output));
    // One review for all: its sentence, and each eBL's line of the call its key signs.
    assert!(
        said.contains(&format!("Transfer possession of 3 eBLs to {bank_name}")),
        "{said}"
    );
    for reference in &three {
        let line = said
            .lines()
            .find(|l| l.contains(reference.as_str()) && l.contains("Transfer possession"))
            .unwrap_or_else(|| panic!("no review line for {reference}: {said}"));
        assert!(line.contains(&bank_name), "{line}");
        assert!(
            said.lines()
                .any(|l| l.contains(reference.as_str()) && l.trim_end().ends_with("done")),
            "no final line for {reference}: {said}"
        );
        assert_eq!(holder_inbox(&cli, reference), bank_inbox.to_string());
    }
    assert!(said.contains("3 done."), "{said}");

    // The journal has the three, submitted and signed.
    let activity = cli.json(&["activity"]);
    let rows = activity["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 3, "{activity}");
    for reference in &three {
        assert!(rows.iter().any(|r| r["eblReference"] == reference.as_str()
            && r["operation"] == "TRANSFER_POSSESSION"
            && r["outcome"] == "submitted"));
    }
    {
        // The app's Activity screen, read through tdx-desk on the same data folder.
        let (_app, cx) = desk_side::app_desk(&cli).await;
        let page = journal::activity(&cx, &ActivityFilter::default(), 0, 50).unwrap();
        assert_eq!(page.total, 3);
        for reference in &three {
            assert!(
                page.rows
                    .iter()
                    .any(|r| r.ebl_reference.as_deref() == Some(reference.as_str())
                        && r.outcome == "submitted"),
                "{reference} not in {page:?}"
            );
        }
        // Nothing is left to resume.
        assert!(tdx_desk::batch::open_batches(&cx).await.unwrap().is_empty());
    }

    // The references on standard input, the batch view as JSON.
    let surrendered = cli.run_with(
        &[
            "bulk",
            "surrender",
            "--yes",
            "--json",
            // A first surrender to the carrier's inbox: its name, as the review shows it.
            "--recipient-name",
            "Global Carrier Lines Ltd.",
        ],
        &format!("# to the carrier\n{fourth}\n\n"),
    );
    assert!(surrendered.status.success(), "{}", stderr(&surrendered));
    let view: serde_json::Value = serde_json::from_slice(&surrendered.stdout).unwrap();
    assert_eq!(view["kind"], "REQUEST_SURRENDER_FOR_DELIVERY", "{view}");
    assert_eq!(view["items"].as_array().unwrap().len(), 1, "{view}");
    assert_eq!(view["items"][0]["reference"], fourth.as_str());
    assert_eq!(view["items"][0]["state"], "done", "{view}");
    let shown = cli.json(&["ebl", "show", &fourth]);
    assert_eq!(
        shown["row"]["state"], "SURRENDER_FOR_DELIVERY_REQUESTED",
        "{shown}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_batch_whose_submissions_failed_is_listed_and_resumed_after_a_fresh_review() {
    let (service, cli, _profile) = desk_side::consignee().await;
    let world = service.world();
    let (bank_name, bank_inbox) = company_of(&world, "bank@harbor.example");
    let two = desk_side::transferables(&cli, 2);
    // Every submission is answered 503 before the service handles it.
    let faults = service
        .admin_http()
        .post(format!("{}/_sandbox/faults", service.base_url()))
        .json(&serde_json::json!({
            "fail_rate": 1.0, "status": 503, "path": "/api/integrators/ebl/v1/submit-signed-data"
        }))
        .send()
        .await
        .unwrap();
    assert!(faults.status().is_success());
    let inbox = bank_inbox.to_string();
    let failed = cli.run_with(
        &[
            "bulk",
            "transfer",
            "--to",
            &inbox,
            "--yes",
            "--recipient-name",
            &bank_name,
        ],
        &format!("{}\n{}\n", two[0], two[1]),
    );
    assert_eq!(exit_code(&failed), Some(1), "{}", stderr(&failed));
    assert!(
        stderr(&failed).contains("tdx bulk resume"),
        "{}",
        stderr(&failed)
    );
    for reference in &two {
        assert_ne!(holder_inbox(&cli, reference), inbox);
    }
    let cleared = service
        .admin_http()
        .post(format!("{}/_sandbox/faults", service.base_url()))
        .json(&serde_json::json!({"fail_rate": 0.0}))
        .send()
        .await
        .unwrap();
    assert!(cleared.status().is_success());

    // A later run lists it, and takes it up again.
    let open = cli.json(&["bulk", "resume"]);
    let open = open.as_array().unwrap();
    assert_eq!(open.len(), 1, "{open:?}");
    assert_eq!(open[0]["retryable"], 2, "{open:?}");
    let id = open[0]["id"].as_str().unwrap();
    let listed = cli.ok(&["bulk", "resume"]);
    assert!(listed.contains(id), "{listed}");

    // Without --yes and no terminal: nothing signed.
    let unconfirmed = cli.run(&["bulk", "resume", &id[..8]]);
    assert_eq!(exit_code(&unconfirmed), Some(2), "{}", stderr(&unconfirmed));
    let resumed = cli.ok(&[
        "bulk",
        "resume",
        &id[..8],
        "--yes",
        "--recipient-name",
        &bank_name,
    ]);
    assert!(resumed.contains("2 done."), "{resumed}");
    for reference in &two {
        assert_eq!(holder_inbox(&cli, reference), inbox, "{resumed}");
    }
    assert!(cli.json(&["bulk", "resume"]).as_array().unwrap().is_empty());
}
