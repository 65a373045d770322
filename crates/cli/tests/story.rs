//! A consignee's session with `tdx` against a standalone sandbox, on the app's data folder:
//! choose the profile, log in through the browser, import the key from standard input, list,
//! show, transfer after the same review the app shows, and find the transfer in the journal
//! the app reads. The private key is never printed.

#![allow(clippy::unwrap_used)]

mod common;

use common::{CONSIGNEE, Cli, company_of, exit_code, private_key_of, stderr, transferable};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_consignee_logs_in_lists_and_transfers_and_the_journal_has_it() {
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let world = service.world();
    let cli = Cli::new();
    let profile = cli.save_profile(&world, CONSIGNEE, service.base_url());

    let used = cli.ok(&["profiles", "use", &profile]);
    assert!(used.contains(&profile), "{used}");
    let listed = cli.json(&["profiles"]);
    let active: Vec<_> = listed
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["active"] == true)
        .collect();
    assert_eq!(active.len(), 1);
    assert_eq!(active[0]["name"], profile.as_str());

    // Signed out: who-am-I needs attention (4), and an action says how to sign in.
    let whoami = cli.run(&["whoami"]);
    assert_eq!(exit_code(&whoami), Some(4));

    let login = cli.login(&world, CONSIGNEE).await;
    assert!(login.contains("Signed in"), "{login}");
    let (our_name, _) = company_of(&world, CONSIGNEE);
    let me = cli.json(&["whoami"]);
    assert_eq!(me["signedIn"], true);
    assert_eq!(me["companyName"], our_name.as_str());

    // The key, from standard input only.
    let key = private_key_of(&world, CONSIGNEE);
    let imported = cli.run_with(&["keys", "import", "--json"], &format!("{key}\n"));
    assert!(imported.status.success(), "{}", stderr(&imported));
    let imported: serde_json::Value = serde_json::from_slice(&imported.stdout).unwrap();
    let address = imported["address"].as_str().unwrap().to_owned();
    let standing = cli.json(&["keys"]);
    assert_eq!(standing["address"], address.as_str());
    assert_eq!(standing["standing"], "approved");

    // The list: the demo eBLs, as JSON rows.
    let list = cli.json(&["ebls"]);
    assert_eq!(list["offline"], false);
    let rows = list["rows"].as_array().unwrap();
    assert!(
        rows.iter().filter(|r| r["heldByUs"] == true).count() >= 5,
        "{list}"
    );
    let plain = cli.ok(&["ebls"]);
    let reference = transferable(&cli, &[]);
    assert!(plain.contains(&reference), "{plain}");

    let (bank_name, bank_inbox) = company_of(&world, "bank@harbor.example");
    // A script that did not say --yes, with no terminal to ask on: usage (2), nothing done.
    let unconfirmed = cli.run(&["transfer", &reference, "--to", &bank_name]);
    assert_eq!(exit_code(&unconfirmed), Some(2), "{}", stderr(&unconfirmed));
    assert_eq!(cli.json(&["activity"])["total"], 0);

    // A first transfer to the bank's inbox needs its name typed: --yes alone signs nothing.
    let untyped = cli.run(&["transfer", &reference, "--to", &bank_name, "--yes"]);
    assert_eq!(exit_code(&untyped), Some(2), "{}", stderr(&untyped));
    assert!(
        stderr(&untyped).contains("--recipient-name"),
        "{}",
        stderr(&untyped)
    );
    assert_eq!(cli.json(&["activity"])["total"], 0);

    // The transfer, to the bank by its name: the review in words, then signed and submitted.
    let transferred = cli.ok(&[
        "transfer",
        &reference,
        "--to",
        &bank_name,
        "--yes",
        "--recipient-name",
        &bank_name,
    ]);
    assert!(
        transferred.contains(&format!("Transfer possession of {reference}")),
        "{transferred}"
    );
    assert!(transferred.contains("transferPossession"), "{transferred}");
    assert!(
        transferred.contains(&bank_inbox.to_string()),
        "{transferred}"
    );
    assert!(
        transferred.contains("Signed and submitted"),
        "{transferred}"
    );

    // The holder changed, read back from the service.
    let shown = cli.json(&["ebl", "show", &reference]);
    assert_eq!(shown["possessionHolder"]["isUs"], false, "{shown}");
    assert_eq!(
        shown["possessionHolder"]["inboxId"],
        bank_inbox.to_string().as_str()
    );

    // The journal the app reads has the transfer, submitted.
    let activity = cli.json(&["activity"]);
    let entry = activity["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["operation"] == "TRANSFER_POSSESSION")
        .unwrap_or_else(|| panic!("no transfer in {activity}"));
    assert_eq!(entry["outcome"], "submitted");
    assert_eq!(entry["eblReference"], reference.as_str());
    {
        let store = tdx_store::Store::open(cli.path(tdx_desk::app::STORE_FILE)).unwrap();
        let profiles = store.profiles().unwrap();
        let ours = profiles.iter().find(|p| p.name == profile).unwrap();
        let journal = store.journal_entries(&ours.id, None).unwrap();
        assert!(
            journal
                .iter()
                .any(|e| e.operation == "TRANSFER_POSSESSION" && e.signature.is_some()),
            "the app's store holds the signed transfer"
        );
    }

    // The files the user names are written: the PDF, the journal as CSV, the evidence pack.
    let pdf = cli.path("bl.pdf");
    cli.ok(&["ebl", "pdf", &reference, "-o", pdf.to_str().unwrap()]);
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF"));
    let csv = cli.path("activity.csv");
    cli.ok(&["activity", "--csv", csv.to_str().unwrap()]);
    assert!(std::fs::read_to_string(&csv).unwrap().contains(&reference));
    let pack = cli.path("pack.zip");
    let exported = cli.json(&["evidence", &reference, "-o", pack.to_str().unwrap()]);
    assert_eq!(exported["entries"], 1);
    assert!(common::exists(&pack));

    cli.ok(&["logout"]);
    let after = cli.run(&["ebls"]);
    assert_eq!(exit_code(&after), Some(4), "{}", stderr(&after));
    cli.never_printed(&key);
}
