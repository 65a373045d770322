//! `tdx envelope check`: an eBL's demo invoice and packing list checked against it and against
//! the demo credit they comply with (exit 0, the credit section printed), then
//! against a credit whose amount the invoice exceeds (exit 4, the difference named).

#![allow(clippy::unwrap_used)]

mod common;
mod desk_side;

use common::{exit_code, stderr};
use tdx_sandbox::{DemoDocumentKind, DemoMistakes};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn documents_are_checked_against_the_ebl_and_the_credit_and_a_difference_exits_4() {
    let (service, cli, _profile) = desk_side::consignee().await;
    let list = cli.json(&["ebls"]);
    let row = list["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["heldByUs"] == true && r["isCopy"] == false && r["state"] == "ISSUED")
        .unwrap()
        .clone();
    let reference = row["reference"].as_str().unwrap().to_owned();
    let id = uuid::Uuid::parse_str(row["id"].as_str().unwrap()).unwrap();
    let invoice = cli.path("invoice.pdf");
    let packing = cli.path("packing-list.pdf");
    for (kind, path) in [
        (DemoDocumentKind::Invoice, &invoice),
        (DemoDocumentKind::PackingList, &packing),
    ] {
        let bytes = service
            .demo_document(id, kind, &DemoMistakes::default())
            .unwrap();
        std::fs::write(path, bytes).unwrap();
    }
    let today = time::OffsetDateTime::now_utc().date();
    let demo = service.demo_credit(id, today).unwrap();
    let credit = cli.path("mt700.txt");
    std::fs::write(&credit, &demo).unwrap();
    let on = today.to_string();
    let args = |credit: &str| -> Vec<String> {
        [
            "envelope",
            "check",
            "--ebl",
            &reference,
            invoice.to_str().unwrap(),
            packing.to_str().unwrap(),
            "--type",
            "INV",
            "--type",
            "PKL",
            "--credit",
            credit,
            "--on",
            &on,
        ]
        .map(str::to_owned)
        .to_vec()
    };

    let complying = cli.run(
        &args(credit.to_str().unwrap())
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>(),
    );
    let printed = String::from_utf8_lossy(&complying.stdout).into_owned();
    assert_eq!(
        exit_code(&complying),
        Some(0),
        "{printed}{}",
        stderr(&complying)
    );
    assert!(
        printed.contains(&format!("Checked against eBL {reference}")),
        "{printed}"
    );
    assert!(printed.contains("Checked against credit"), "{printed}");
    assert!(printed.contains("Invoice amount (32B, 39A)"), "{printed}");
    assert!(
        printed.contains("For the examiner to read 47A"),
        "{printed}"
    );
    assert!(printed.contains("21 days left"), "{printed}");
    assert!(!printed.contains("Differs"), "{printed}");

    // The invoice exceeds a credit of a tenth less than its total: exit 4, the difference named.
    let amount = demo
        .lines()
        .find_map(|l| l.strip_prefix(":32B:"))
        .unwrap()
        .to_owned();
    let units: u64 = amount[3..amount.find(',').unwrap()].parse().unwrap();
    let short = demo.replace(
        &format!(":32B:{amount}"),
        &format!(":32B:USD{},00", units * 100 / 110),
    );
    let short_path = cli.path("mt700-short.txt");
    std::fs::write(&short_path, short).unwrap();
    let differs = cli.run(
        &args(short_path.to_str().unwrap())
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>(),
    );
    let printed = String::from_utf8_lossy(&differs.stdout).into_owned();
    assert_eq!(
        exit_code(&differs),
        Some(4),
        "{printed}{}",
        stderr(&differs)
    );
    assert!(
        printed.contains("Differs") && printed.contains("invoice.pdf p.1"),
        "{printed}"
    );
    assert!(
        stderr(&differs).contains("1 from the credit"),
        "{}",
        stderr(&differs)
    );

    // A malformed credit is refused naming its file and line.
    let broken = cli.path("broken.txt");
    std::fs::write(&broken, demo.replace(":32B:", ":32B:XX")).unwrap();
    let refused = cli.run(
        &args(broken.to_str().unwrap())
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>(),
    );
    assert_eq!(exit_code(&refused), Some(1), "{}", stderr(&refused));
    assert!(
        stderr(&refused).contains("broken.txt"),
        "{}",
        stderr(&refused)
    );
    assert!(stderr(&refused).contains("line "), "{}", stderr(&refused));
}
