//! `tdx` on a server where the window never ran: from an empty data folder, the service
//! profile is added on the command line (its client secret on standard input, into the
//! keyring), the sign-in is finished by a browser elsewhere (`login --no-browser`, the
//! stand-in browser opening the printed address), a bulk of four references of which one names
//! no eBL and one is a spreadsheet formula gives each its line (two done, two left out with the
//! reason, exit 1), what the webhook receiver heard (a carrier's rejection) is in `activity
//! --json` and `ebl show`, each usage error exits 2, and a second profile is edited (a new
//! address drops its session and secret) and removed as the window removes one.

#![allow(clippy::unwrap_used)]

mod common;
mod desk_side;

use std::process::Stdio;
use std::time::Duration;

use common::{CONSIGNEE, Cli, exit_code, private_key_of, stderr};
use serde_json::{Value, json};
use tdx_client::models::rule::{NewAction, RuleEvent};
use tdx_desk::rules::{self, RuleInput};
use tokio::io::{AsyncBufReadExt, BufReader};

const PROFILE: &str = "Nile server";
const HEADER: &str = "X-Desk-Key";
const SECRET: &str = "s3cret-value";
const FORMULA: &str = "=HYPERLINK(\"http://evil.example/\",\"click\")";

/// The desktop OAuth client of the sandbox, and the consignee's company and inbox.
fn service_facts(world: &tdx_sandbox::World) -> (String, String, String, String) {
    let client = world
        .clients
        .iter()
        .find(|c| c.grants.iter().any(|g| g == "authorization_code"))
        .unwrap();
    let user = world.users.iter().find(|u| u.email == CONSIGNEE).unwrap();
    let company = world
        .companies
        .iter()
        .find(|c| c.id == user.company_id)
        .unwrap();
    (
        client.client_id.clone(),
        client.client_secret.clone(),
        company.id.to_string(),
        company.inboxes[0].to_string(),
    )
}

fn add_args<'a>(
    name: &'a str,
    base_url: &'a str,
    client_id: &'a str,
    company: &'a str,
    inbox: &'a str,
) -> Vec<&'a str> {
    vec![
        "profiles",
        "add",
        name,
        "--base-url",
        base_url,
        "--client-id",
        client_id,
        "--client-secret-stdin",
        "--company",
        company,
        "--inbox",
        inbox,
        "--json",
    ]
}

fn profile_named(cli: &Cli, name: &str) -> Option<Value> {
    cli.json(&["profiles"])
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == name)
        .cloned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_sets_itself_up_from_the_command_line_and_every_reference_gets_its_line() {
    let config = tdx_sandbox::Config {
        ebls: 4,
        ..Default::default()
    };
    let service = tdx_sandbox::spawn(config).await.unwrap();
    let world = service.world();
    let base_url = service.base_url().trim_end_matches('/').to_owned();
    let (client_id, client_secret, company, inbox) = service_facts(&world);
    let cli = Cli::new();

    // An empty data folder: only the built-in sandbox.
    let listed = cli.json(&["profiles"]);
    assert!(
        listed
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["kind"] == "sandbox"),
        "{listed}"
    );

    // A profile the desk's checks refuse is a usage error, and nothing is saved.
    let refused = cli.run_with(
        &add_args(
            PROFILE,
            "ftp://tdx.example.com",
            &client_id,
            &company,
            &inbox,
        ),
        &client_secret,
    );
    assert_eq!(exit_code(&refused), Some(2), "{}", stderr(&refused));
    assert!(
        stderr(&refused).contains("base URL"),
        "{}",
        stderr(&refused)
    );
    assert!(profile_named(&cli, PROFILE).is_none());
    // The secret is never an argument.
    let on_the_line = cli.run(&[
        "profiles",
        "add",
        PROFILE,
        "--base-url",
        &base_url,
        "--client-id",
        &client_id,
        "--client-secret",
        &client_secret,
        "--company",
        &company,
        "--inbox",
        &inbox,
    ]);
    assert_eq!(exit_code(&on_the_line), Some(2), "{}", stderr(&on_the_line));
    assert!(profile_named(&cli, PROFILE).is_none());

    // Added, its secret read from standard input into the keyring.
    let added = cli.run_with(
        &add_args(PROFILE, &base_url, &client_id, &company, &inbox),
        &format!("{client_secret}\n"),
    );
    assert!(added.status.success(), "{}", stderr(&added));
    let view: Value = serde_json::from_slice(&added.stdout).unwrap();
    assert_eq!(view["name"], PROFILE, "{view}");
    assert_eq!(view["baseUrl"], base_url.as_str(), "{view}");
    assert_eq!(view["hasClientSecret"], true, "{view}");
    assert_eq!(view["inboxIds"], json!([inbox]), "{view}");
    cli.ok(&["profiles", "use", PROFILE]);

    // Signed in without a browser here: the address printed, with the tunnel to finish it
    // from another machine; the stand-in browser opens it and the listener hears it back.
    let said = cli.login(&world, CONSIGNEE).await;
    assert!(said.contains("Signed in"), "{said}");
    let address = said.lines().find(|l| l.starts_with("http")).unwrap();
    let port = url::Url::parse(address)
        .unwrap()
        .query_pairs()
        .find(|(k, _)| k == "redirect_uri")
        .and_then(|(_, r)| url::Url::parse(&r).ok())
        .and_then(|r| r.port())
        .unwrap();
    let tunnel = format!("ssh -L {port}:127.0.0.1:{port}");
    assert!(
        cli.outputs
            .lock()
            .unwrap()
            .iter()
            .any(|o| o.contains(&tunnel)),
        "no {tunnel} hint"
    );
    assert_eq!(cli.json(&["whoami"])["signedIn"], true);
    let key = private_key_of(&world, CONSIGNEE);
    let imported = cli.run_with(&["keys", "import"], &key);
    assert!(imported.status.success(), "{}", stderr(&imported));

    // A bulk of four: two eBLs, a reference no eBL has, a formula, and a blank line.
    let two = desk_side::transferables(&cli, 2);
    let csv = cli.path("refs.csv");
    let formula_cell = FORMULA.replace('"', "\"\"");
    std::fs::write(
        &csv,
        format!(
            "reference\n{}\n\nGCLU00000000X\n\"{formula_cell}\"\n{}\n",
            two[0], two[1]
        ),
    )
    .unwrap();
    let csv = csv.display().to_string();
    // A first surrender to the carrier's inbox: its name typed (the receiver check).
    let bulk = cli.run(&[
        "bulk",
        "surrender",
        "--csv",
        &csv,
        "--yes",
        "--recipient-name",
        "Global Carrier Lines Ltd.",
        "--json",
    ]);
    // Not every reference went through: exit 1, as the README's table says.
    assert_eq!(exit_code(&bulk), Some(1), "{}", stderr(&bulk));
    let out = String::from_utf8(bulk.stdout.clone()).unwrap();
    let view: Value = serde_json::from_str(&out).unwrap();
    let items = view["items"].as_array().unwrap();
    assert_eq!(items.len(), 4, "{view}");
    for reference in &two {
        let item = items
            .iter()
            .find(|i| i["reference"] == reference.as_str())
            .unwrap_or_else(|| panic!("no line for {reference}: {view}"));
        assert_eq!(item["state"], "done", "{view}");
        let shown = cli.json(&["ebl", "show", reference]);
        assert_eq!(
            shown["row"]["state"], "SURRENDER_FOR_DELIVERY_REQUESTED",
            "{shown}"
        );
    }
    let unknown = items
        .iter()
        .find(|i| i["reference"] == "GCLU00000000X")
        .unwrap();
    assert_eq!(unknown["state"], "skipped", "{view}");
    assert!(
        unknown["reason"]
            .as_str()
            .unwrap()
            .contains("unknown reference"),
        "{view}"
    );
    let formula = items
        .iter()
        .find(|i| i["reference"].as_str().unwrap().contains("HYPERLINK"))
        .unwrap();
    assert_eq!(formula["state"], "skipped", "{view}");
    assert_eq!(
        formula["reference"],
        format!("'{FORMULA}"),
        "defused: {view}"
    );
    assert!(
        formula["reason"].as_str().unwrap().contains("formula"),
        "{view}"
    );
    // Never echoed raw, on either stream.
    assert!(!out.contains("\"=HYPERLINK"), "{out}");
    assert!(!stderr(&bulk).contains(FORMULA), "{}", stderr(&bulk));
    assert!(stderr(&bulk).contains("2 done"), "{}", stderr(&bulk));
    assert!(stderr(&bulk).contains("2 left out"), "{}", stderr(&bulk));

    // The webhook receiver hears the carrier reject the first surrender, with its reason.
    let ebl_id = cli.json(&["ebl", "show", &two[0]])["row"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
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
    {
        let (_app, cx) = desk_side::app_desk(&cli).await;
        let rule = RuleInput {
            name: "server receiver".into(),
            event: RuleEvent::EblUpdate,
            enabled: true,
            actions: vec![
                NewAction::webhook(format!("{url}hooks/ebl")).with_header(HEADER, SECRET),
            ],
        };
        let saved = rules::save_rule(&cx, None, &rule).await.unwrap();
        assert!(saved.errors.is_empty(), "{saved:?}");
    }
    let answer = service
        .admin_http()
        .post(format!(
            "{base_url}/_sandbox/ebls/{ebl_id}/surrender-response"
        ))
        .json(&json!({"decision": "reject", "message": "Freight not paid"}))
        .send()
        .await
        .unwrap();
    assert!(answer.status().is_success(), "{answer:?}");
    loop {
        let line = tokio::time::timeout(Duration::from_secs(30), lines.next_line())
            .await
            .expect("the sandbox delivers the notification")
            .unwrap()
            .expect("tdx webhook serve ended early");
        if line.contains("Freight not paid") {
            break;
        }
    }
    let pid = serving.id().unwrap().to_string();
    let killed = std::process::Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .unwrap();
    assert!(killed.success());
    assert_eq!(serving.wait().await.unwrap().code(), Some(0));

    // In `tdx activity`: its own kind, the carrier's words as the service's.
    let activity = cli.json(&["activity"]);
    let notifications = activity["notifications"].as_array().unwrap();
    assert_eq!(notifications.len(), 1, "{activity}");
    let heard = &notifications[0];
    assert_eq!(heard["kind"], "notification", "{heard}");
    assert_eq!(heard["eblReference"], two[0].as_str(), "{heard}");
    assert_eq!(heard["decision"], "reject", "{heard}");
    assert_eq!(heard["serviceMessage"], "Freight not paid", "{heard}");
    assert_eq!(
        heard["text"],
        "The service says the carrier rejected the surrender request: \u{201c}Freight not \
         paid\u{201d} \u{2014} not confirmed by the eBL yet",
        "no read of the eBL since: the service's word, not confirmed"
    );
    // The journal's own rows are the two surrenders, as before.
    assert_eq!(activity["total"], 2, "{activity}");
    let plain = cli.ok(&["activity"]);
    let line = plain
        .lines()
        .find(|l| l.contains("NOTIFICATION"))
        .unwrap_or_else(|| panic!("{plain}"));
    assert!(line.contains(&two[0]), "{line}");
    assert!(line.contains("Freight not paid"), "{line}");
    assert!(line.contains("the service's words"), "{line}");
    let filtered = cli.json(&["activity", "--text", "freight"]);
    assert_eq!(filtered["notifications"].as_array().unwrap().len(), 1);
    assert_eq!(filtered["matched"], 0, "{filtered}");

    // In `tdx ebl show`'s timeline, as the window shows it.
    let shown = cli.json(&["ebl", "show", &two[0]]);
    let timeline = shown["timeline"].as_array().unwrap();
    assert!(
        timeline.iter().any(|t| t["kind"] == "notification"
            && t["text"]
                .as_str()
                .unwrap()
                .contains("\u{201c}Freight not paid\u{201d}")),
        "{shown}"
    );
    assert!(
        timeline.iter().any(|t| t["kind"] == "action"),
        "the surrender request is there too: {shown}"
    );
    let plain = cli.ok(&["ebl", "show", &two[0]]);
    assert!(
        plain
            .lines()
            .any(|l| l.contains("[the service says]") && l.contains("Freight not paid")),
        "{plain}"
    );

    // Usage errors exit 2: an unknown profile, an unknown eBL given as an argument,
    // conflicting flags.
    for args in [
        &["--profile", "No such profile", "ebls"][..],
        &["profiles", "use", "No such profile"],
        &["ebl", "show", "GCLU00000000X"],
        &["ebl", "pdf", "GCLU00000000X", "-o", "x.pdf"],
        &["surrender", "GCLU00000000X", "--yes"],
        &["evidence", "GCLU00000000X", "-o", "x.zip"],
        &["login", "--no-browser", "--client-credentials"],
        &[
            "envelope", "send", "--to", "x", "--aci", "1", "a.pdf", "--type", "INV",
        ],
        &["profiles", "remove", PROFILE, "--yes"],
    ] {
        let output = cli.run(args);
        assert_eq!(
            exit_code(&output),
            Some(2),
            "tdx {args:?}: {}",
            stderr(&output)
        );
    }
    // The surrender of an unknown reference signed nothing.
    assert_eq!(cli.json(&["activity"])["total"], 2);

    // A second profile: signed in, its address changed (the session and the secret the old
    // address issued are dropped), then removed as the window removes one.
    let spare = "Nile spare";
    let added = cli.run_with(
        &add_args(spare, &base_url, &client_id, &company, &inbox),
        &client_secret,
    );
    assert!(added.status.success(), "{}", stderr(&added));
    cli.login_to(spare, &world, CONSIGNEE).await;
    assert_eq!(cli.json(&["--profile", spare, "whoami"])["signedIn"], true);
    let moved = base_url.replace("127.0.0.1", "localhost");
    let edited = cli.json(&["profiles", "edit", spare, "--base-url", &moved]);
    assert_eq!(edited["baseUrl"], moved.as_str(), "{edited}");
    assert_eq!(edited["hasClientSecret"], false, "{edited}");
    let signed_out = cli.run(&["--profile", spare, "whoami"]);
    assert_eq!(exit_code(&signed_out), Some(4), "{}", stderr(&signed_out));
    // The profile in use cannot change address.
    let in_use = cli.run(&["profiles", "edit", PROFILE, "--base-url", &moved]);
    assert_eq!(exit_code(&in_use), Some(2), "{}", stderr(&in_use));

    // Removing: with a signing key, --yes alone deletes nothing; the key's address confirms.
    let spare_key = private_key_of(&world, "shipper@delta.example");
    let imported = cli.run_with(
        &["--profile", spare, "keys", "import", "--json"],
        &spare_key,
    );
    assert!(imported.status.success(), "{}", stderr(&imported));
    let imported: Value = serde_json::from_slice(&imported.stdout).unwrap();
    let address = imported["address"].as_str().unwrap().to_owned();
    let unconfirmed = cli.run(&["profiles", "remove", spare, "--yes"]);
    assert_eq!(exit_code(&unconfirmed), Some(2), "{}", stderr(&unconfirmed));
    assert!(
        stderr(&unconfirmed).contains(&address),
        "{}",
        stderr(&unconfirmed)
    );
    let other_key = cli.run(&[
        "profiles",
        "remove",
        spare,
        "--yes",
        "--delete-key",
        "0x0000000000000000000000000000000000000001",
    ]);
    assert_eq!(exit_code(&other_key), Some(1), "{}", stderr(&other_key));
    assert!(profile_named(&cli, spare).is_some());
    let removed = cli.json(&[
        "profiles",
        "remove",
        spare,
        "--yes",
        "--delete-key",
        &address,
    ]);
    assert_eq!(
        removed["removed"]["keyAddress"],
        address.as_str(),
        "{removed}"
    );
    assert!(profile_named(&cli, spare).is_none());

    cli.never_printed(&client_secret);
    cli.never_printed(&key);
    cli.never_printed(&spare_key);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_integrator_client_signs_in_with_client_credentials_and_a_desktop_client_cannot() {
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let world = service.world();
    let base_url = service.base_url().trim_end_matches('/').to_owned();
    let (desktop_id, desktop_secret, company, inbox) = service_facts(&world);
    let integrator = world
        .clients
        .iter()
        .find(|c| c.grants.iter().any(|g| g == "client_credentials"))
        .unwrap();
    let cli = Cli::new();
    for (name, id, secret) in [
        (
            "Integrator",
            integrator.client_id.as_str(),
            integrator.client_secret.as_str(),
        ),
        ("Desktop", desktop_id.as_str(), desktop_secret.as_str()),
    ] {
        let added = cli.run_with(&add_args(name, &base_url, id, &company, &inbox), secret);
        assert!(added.status.success(), "{}", stderr(&added));
    }

    // The service allows the grant for the integrator's client: signed in, no browser, and
    // a later run resumes the application's session from the keyring's secret.
    let signed_in = cli.json(&["--profile", "Integrator", "login", "--client-credentials"]);
    assert_eq!(signed_in["signedIn"], true, "{signed_in}");
    assert_eq!(
        cli.json(&["--profile", "Integrator", "whoami"])["signedIn"],
        true
    );
    cli.ok(&["--profile", "Integrator", "logout"]);
    let after = cli.run(&["--profile", "Integrator", "whoami"]);
    assert_eq!(exit_code(&after), Some(4), "{}", stderr(&after));

    // Not for the desktop client: the service refuses, and nobody is signed in.
    let refused = cli.run(&["--profile", "Desktop", "login", "--client-credentials"]);
    assert_eq!(exit_code(&refused), Some(1), "{}", stderr(&refused));
    let whoami = cli.run(&["--profile", "Desktop", "whoami"]);
    assert_eq!(exit_code(&whoami), Some(4), "{}", stderr(&whoami));
    cli.never_printed(&integrator.client_secret);
    cli.never_printed(&desktop_secret);
}
