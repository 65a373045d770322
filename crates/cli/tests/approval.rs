//! Two people for one title, with `tdx`: on one data folder, a clerk's profile (no key)
//! prepares a transfer of three eBLs to the bank (`tdx request transfer … -o FILE`, also
//! offered in a shared requests folder that `tdx request list` shows); the consignee's profile
//! (with the key) opens it (`tdx approve FILE`), sees the three columns, and approves it: the
//! sandbox shows the bank as holder of all three, `tdx activity` (its `--person` filter and its
//! CSV) and `tdx ebl show` name both people, and the evidence pack carries the request and
//! verifies with both people printed. A file edited after it was made, and the same request
//! approved again (from standard input, or offered in the folder), exit 3 with nothing signed;
//! with `--second-person on`, `tdx transfer` and `tdx bulk transfer` exit 4 naming `tdx
//! request` before any review, `--request FILE` writes the request instead, the profile that
//! made a request cannot approve it (exit 3), and the clerk's surrender request is approved
//! (the surrenderee's check shown, the eBL's state changed).

#![allow(clippy::unwrap_used)]

mod common;
mod desk_side;

use common::{CONSIGNEE, Cli, company_of, exit_code, private_key_of, stderr};
use serde_json::Value;

const CLERK: &str = "clerk@nile.example";

/// The number of signed journal entries of `profile` in the app's store.
fn signed_entries(cli: &Cli, profile: &str) -> usize {
    let store = tdx_store::Store::open(cli.path(tdx_desk::app::STORE_FILE)).unwrap();
    let id = store
        .profiles()
        .unwrap()
        .into_iter()
        .find(|p| p.name == profile)
        .unwrap()
        .id;
    store
        .journal_entries(&id, None)
        .unwrap()
        .iter()
        .filter(|e| e.signature.is_some())
        .count()
}

/// The inbox holding `reference`, as the consignee's profile reads it from the service.
fn holder_of(cli: &Cli, profile: &str, reference: &str) -> String {
    let shown = cli.json(&["--profile", profile, "ebl", "show", reference]);
    shown["possessionHolder"]["inboxId"]
        .as_str()
        .unwrap()
        .to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clerk_prepares_a_transfer_and_the_consignee_approves_it_both_on_record() {
    let config = tdx_sandbox::Config {
        ebls: 4,
        ..Default::default()
    };
    let service = tdx_sandbox::spawn(config).await.unwrap();
    let world = service.world();
    let cli = Cli::new();
    let approver = cli.save_profile(&world, CONSIGNEE, service.base_url());
    let clerk = cli.save_profile(&world, CLERK, service.base_url());
    cli.ok(&["profiles", "use", &approver]);
    cli.login_to(&approver, &world, CONSIGNEE).await;
    cli.login_to(&clerk, &world, CLERK).await;
    let key = private_key_of(&world, CONSIGNEE);
    let imported = cli.run_with(&["--profile", &approver, "keys", "import", "--json"], &key);
    assert!(imported.status.success(), "{}", stderr(&imported));
    let approver_address = serde_json::from_slice::<Value>(&imported.stdout).unwrap()["address"]
        .as_str()
        .unwrap()
        .to_owned();
    let four = desk_side::transferables(&cli, 4);
    let (bank_name, bank_inbox) = company_of(&world, "bank@harbor.example");
    let bank_inbox = bank_inbox.to_string();
    let our_inbox = holder_of(&cli, &approver, &four[0]);

    // The clerk's profile offers its requests in a shared folder too, where the approver's
    // profile looks for them.
    let shared = cli.path("shared");
    std::fs::create_dir(&shared).unwrap();
    cli.ok(&[
        "profiles",
        "edit",
        &approver,
        "--requests-folder",
        shared.to_str().unwrap(),
    ]);
    let folder = cli.json(&[
        "profiles",
        "edit",
        &clerk,
        "--requests-folder",
        shared.to_str().unwrap(),
    ]);
    assert_eq!(folder["approvalPolicy"]["required"], false, "{folder}");
    assert_eq!(
        folder["approvalPolicy"]["folder"],
        shared.to_str().unwrap(),
        "{folder}"
    );

    // The clerk prepares the transfer of three: a file, unsigned (no key), nothing on the
    // ledger, nothing in the journal signed.
    let file = cli.path("transfer.ebl-request");
    let file_arg = file.to_str().unwrap();
    let made = cli.json(&[
        "--profile",
        &clerk,
        "request",
        "transfer",
        &four[0],
        &four[1],
        &four[2],
        "--to",
        &bank_name,
        "--note",
        "Financing of the November shipments",
        "-o",
        file_arg,
    ]);
    assert_eq!(made["request"]["signed"], false, "{made}");
    let text = std::fs::read_to_string(&file).unwrap();
    assert_eq!(made["request"]["text"], text.as_str(), "{made}");
    let offered = made["request"]["offeredAt"].as_str().unwrap();
    assert!(std::path::Path::new(offered).starts_with(&shared), "{made}");
    assert_eq!(std::fs::read_to_string(offered).unwrap(), text);
    let request: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(request["request"]["format"], "ebl-desk.signing-request");
    assert_eq!(request["request"]["operation"], "TRANSFER_POSSESSION");
    assert_eq!(
        request["request"]["ebls"].as_array().unwrap().len(),
        3,
        "{text}"
    );
    assert_eq!(
        request["request"]["recipient"]["inbox"],
        bank_inbox.as_str()
    );
    for reference in &four[..3] {
        assert_eq!(holder_of(&cli, &approver, reference), our_inbox);
    }
    assert_eq!(signed_entries(&cli, &clerk), 0);
    let request_id = request["request"]["id"].as_str().unwrap();
    let offered = cli.json(&["--profile", &approver, "request", "list"]);
    assert_eq!(offered[0]["requestId"], request_id, "{offered}");
    assert_eq!(offered[0]["count"], 3, "{offered}");
    assert_eq!(offered[0]["approved"], false, "{offered}");

    // Edited after it was made (the first eBL's title): the approver's reading differs from
    // what was asked; exit 3, nothing signed, nothing moved.
    let mut edited: Value = request.clone();
    edited["request"]["ebls"][0]["titleId"] = Value::from("00000000-0000-4000-8000-0000000000ff");
    let edited_file = cli.path("edited.ebl-request");
    std::fs::write(&edited_file, serde_json::to_string_pretty(&edited).unwrap()).unwrap();
    let refused = cli.run(&[
        "--profile",
        &approver,
        "approve",
        edited_file.to_str().unwrap(),
        "--yes",
        "--recipient-name",
        &bank_name,
    ]);
    assert_eq!(exit_code(&refused), Some(3), "{}", stderr(&refused));
    assert!(
        stderr(&refused).contains("Nothing was signed"),
        "{}",
        stderr(&refused)
    );
    assert_eq!(signed_entries(&cli, &approver), 0);
    assert_eq!(holder_of(&cli, &approver, &four[0]), our_inbox);

    // A script without --yes gets nothing prepared (usage, 2).
    let unconfirmed = cli.run(&["--profile", &approver, "approve", file_arg]);
    assert_eq!(exit_code(&unconfirmed), Some(2), "{}", stderr(&unconfirmed));

    // The approver opens the real file: the three columns, both people, the note; approved.
    let approved = cli.run(&[
        "--profile",
        &approver,
        "approve",
        file_arg,
        "--yes",
        "--recipient-name",
        &bank_name,
    ]);
    let said = String::from_utf8_lossy(&approved.stdout).into_owned();
    assert_eq!(exit_code(&approved), Some(0), "{said}{}", stderr(&approved));
    for shown in [
        "ASKED",
        "NOW",
        "SIGNS",
        CLERK,
        "Financing of the November shipments",
        "signed and submitted",
    ] {
        assert!(said.contains(shown), "{shown} not in: {said}");
    }
    for reference in &four[..3] {
        assert!(said.contains(reference.as_str()), "{said}");
        assert_eq!(holder_of(&cli, &approver, reference), bank_inbox);
    }
    assert_eq!(holder_of(&cli, &approver, &four[3]), our_inbox);
    assert_eq!(signed_entries(&cli, &approver), 3);

    // Approved twice (the same text, given on standard input): refused, nothing more signed.
    let again = cli.run_with(
        &[
            "--profile",
            &approver,
            "approve",
            "-",
            "--yes",
            "--recipient-name",
            &bank_name,
        ],
        &text,
    );
    assert_eq!(exit_code(&again), Some(3), "{}", stderr(&again));
    assert!(
        stderr(&again).contains("approved already"),
        "{}",
        stderr(&again)
    );
    assert_eq!(signed_entries(&cli, &approver), 3);

    // The offered copy is the same request: approved already.
    let offered = cli.json(&["--profile", &approver, "request", "list"]);
    assert_eq!(offered[0]["approved"], true, "{offered}");
    let again = cli.run(&[
        "--profile",
        &approver,
        "approve",
        "--offered",
        request_id,
        "--yes",
        "--recipient-name",
        &bank_name,
    ]);
    assert_eq!(exit_code(&again), Some(3), "{}", stderr(&again));
    assert_eq!(signed_entries(&cli, &approver), 3);

    // Both people in the Activity list (and its CSV), found by either, and in the timeline.
    let activity = cli.json(&["--profile", &approver, "activity"]);
    let rows = activity["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 3, "{activity}");
    for row in rows {
        assert_eq!(row["outcome"], "submitted", "{row}");
        assert_eq!(row["preparedBy"], CLERK, "{row}");
        assert_eq!(row["approvedBy"], CONSIGNEE, "{row}");
    }
    for person in ["CLERK@nile", "consignee@"] {
        let found = cli.json(&["--profile", &approver, "activity", "--person", person]);
        assert_eq!(found["matched"], 3, "{person}: {found}");
    }
    let nobody = cli.json(&["--profile", &approver, "activity", "--person", "bank@"]);
    assert_eq!(nobody["matched"], 0, "{nobody}");
    let plain = cli.ok(&["--profile", &approver, "activity"]);
    assert!(
        plain.contains(&format!(
            "Prepared by {CLERK} \u{b7} Approved by {CONSIGNEE}"
        )),
        "{plain}"
    );
    let csv = cli.path("activity.csv");
    cli.ok(&[
        "--profile",
        &approver,
        "activity",
        "--csv",
        csv.to_str().unwrap(),
    ]);
    let csv = std::fs::read_to_string(&csv).unwrap();
    assert!(
        csv.lines()
            .next()
            .unwrap()
            .ends_with("prepared_by,approved_by"),
        "{csv}"
    );
    assert!(
        csv.lines()
            .skip(1)
            .all(|l| l.ends_with(&format!("{CLERK},{CONSIGNEE}"))),
        "{csv}"
    );
    let shown = cli.json(&["--profile", &approver, "ebl", "show", &four[1]]);
    let action = shown["timeline"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["kind"] == "action")
        .unwrap_or_else(|| panic!("{shown}"));
    let sentence = action["text"].as_str().unwrap();
    assert!(
        sentence.contains(&format!("Prepared by {CLERK}"))
            && sentence.contains(&format!("Approved by {CONSIGNEE}")),
        "{sentence}"
    );

    // The evidence pack carries the request; verified, it prints both people.
    let pack = cli.path("pack.zip");
    cli.ok(&[
        "--profile",
        &approver,
        "evidence",
        &four[1],
        "-o",
        pack.to_str().unwrap(),
    ]);
    let bytes = std::fs::read(&pack).unwrap();
    let expected = tdx_keys::Address::parse_any_case(&approver_address).unwrap();
    let report = tdx_evidence::verify_for(&bytes, &[expected]);
    let printed = report.render();
    assert_eq!(
        report.verdict(),
        tdx_evidence::Verdict::Verified,
        "{printed}"
    );
    assert!(
        printed.contains(&format!(
            "Prepared by {CLERK} (unsigned) \u{b7} Approved by {CONSIGNEE}"
        )),
        "{printed}"
    );
    let carried = format!("requests/{request_id}.ebl-request");
    assert!(
        report.lines.iter().any(|l| matches!(
            l,
            tdx_evidence::Line::File { name, problem: None } if *name == carried
        )),
        "{carried} not in the pack: {printed}"
    );

    // The policy: the consignee's transfers need a second person.
    let policy = cli.run(&["profiles", "edit", &approver, "--second-person", "on"]);
    assert!(policy.status.success(), "{}", stderr(&policy));
    let listed = cli.ok(&["profiles"]);
    assert!(listed.contains("second person"), "{listed}");
    let shown = cli.json(&["profiles", "show", &approver]);
    assert_eq!(shown["approvalPolicy"]["required"], true, "{shown}");
    assert_eq!(shown["approvalPolicy"]["includeCopies"], false, "{shown}");
    let shown = cli.json(&["profiles", "show", &clerk]);
    assert_eq!(shown["approvalPolicy"]["required"], false, "{shown}");
    let direct = cli.run(&[
        "--profile",
        &approver,
        "transfer",
        &four[3],
        "--to",
        &bank_name,
        "--yes",
        "--recipient-name",
        &bank_name,
    ]);
    assert_eq!(exit_code(&direct), Some(4), "{}", stderr(&direct));
    assert!(
        stderr(&direct).contains("tdx request"),
        "{}",
        stderr(&direct)
    );
    // Said before any review is prepared: nothing printed on stdout, nothing asked.
    assert!(
        direct.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&direct.stdout)
    );
    let bulk = cli.run_with(
        &[
            "--profile",
            &approver,
            "bulk",
            "transfer",
            "--to",
            &bank_name,
            "--yes",
            "--recipient-name",
            &bank_name,
        ],
        &format!("{}\n", four[3]),
    );
    assert_eq!(exit_code(&bulk), Some(4), "{}", stderr(&bulk));
    assert_eq!(signed_entries(&cli, &approver), 3);
    assert_eq!(holder_of(&cli, &approver, &four[3]), our_inbox);
    // --request writes the request instead; the profile that made it cannot approve it.
    let own = cli.path("own.ebl-request");
    cli.ok(&[
        "--profile",
        &approver,
        "transfer",
        &four[3],
        "--to",
        &bank_name,
        "--request",
        own.to_str().unwrap(),
    ]);
    let own_request: Value = serde_json::from_str(&std::fs::read_to_string(&own).unwrap()).unwrap();
    assert!(
        own_request["signature"].is_string(),
        "signed with the key: {own_request}"
    );
    let same = cli.run(&[
        "--profile",
        &approver,
        "approve",
        own.to_str().unwrap(),
        "--yes",
        "--recipient-name",
        &bank_name,
    ]);
    assert_eq!(exit_code(&same), Some(3), "{}", stderr(&same));
    assert_eq!(signed_entries(&cli, &approver), 3);
    assert_eq!(holder_of(&cli, &approver, &four[3]), our_inbox);

    // A surrender request the clerk prepares, approved by the consignee under the policy
    // (which restricts what the profile signs alone, not what it approves of another's).
    let surrender = cli.path("surrender.ebl-request");
    let made = cli.json(&[
        "--profile",
        &clerk,
        "request",
        "surrender",
        &four[3],
        "-o",
        surrender.to_str().unwrap(),
    ]);
    let asked: Value = serde_json::from_str(made["request"]["text"].as_str().unwrap()).unwrap();
    assert_eq!(
        asked["request"]["operation"],
        "REQUEST_SURRENDER_FOR_DELIVERY"
    );
    assert!(asked["request"]["recipient"].is_null(), "{asked}");
    let carrier = asked["request"]["ebls"][0]["surrenderee"]["inbox"]
        .as_str()
        .unwrap()
        .to_owned();
    let (carrier_name, _) = company_of(&world, "carrier@globalcarrier.example");
    let approved = cli.run(&[
        "--profile",
        &approver,
        "approve",
        surrender.to_str().unwrap(),
        "--yes",
        "--recipient-name",
        &carrier_name,
    ]);
    let said = String::from_utf8_lossy(&approved.stdout).into_owned();
    assert_eq!(exit_code(&approved), Some(0), "{said}{}", stderr(&approved));
    assert!(said.contains("Surrenderee:"), "{said}");
    assert!(said.contains(&carrier), "{said}");
    let shown = cli.json(&["--profile", &approver, "ebl", "show", &four[3]]);
    assert_eq!(
        shown["row"]["state"], "SURRENDER_FOR_DELIVERY_REQUESTED",
        "{shown}"
    );
    assert_eq!(signed_entries(&cli, &approver), 4);
    cli.never_printed(&key);
}
