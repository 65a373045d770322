//! `tdx envelope send`: two documents uploaded in one envelope, signed locally and sent (the
//! sandbox holds it, the draft leaves the app's drafts for its Sent list); problems named by
//! field before anything is uploaded (exit 2); the review of every signature (the recipient
//! with its names and sources, the documents with their digests, the registry's first use),
//! asked on a terminal, and for scripts `--yes` with what the review asks typed.

#![allow(clippy::unwrap_used)]

mod common;
mod desk_side;

use common::{company_of, exit_code, stderr};
use tdx_desk::envelopes;

fn pdf(bytes: usize) -> Vec<u8> {
    let mut out = b"%PDF-1.7\n".to_vec();
    out.resize(bytes, b'x');
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_envelope_of_two_files_is_uploaded_signed_and_sent() {
    let (service, cli, _profile) = desk_side::consignee().await;
    let world = service.world();
    let (shipper_name, shipper_inbox) = company_of(&world, "shipper@delta.example");
    let shipper = shipper_inbox.to_string();
    let invoice = cli.path("invoice.pdf");
    let list = cli.path("packing-list.pdf");
    std::fs::write(&invoice, pdf(30_000)).unwrap();
    std::fs::write(&list, pdf(12_345)).unwrap();
    let (invoice, list) = (invoice.to_str().unwrap(), list.to_str().unwrap());

    // Problems are named by field, and nothing is uploaded or kept.
    let wrong = cli.run(&[
        "envelope",
        "send",
        "--to",
        &shipper,
        invoice,
        list,
        "--type",
        "INV",
        "--type",
        "not a code",
        "--id",
        "INV-42",
    ]);
    assert_eq!(exit_code(&wrong), Some(2), "{}", stderr(&wrong));
    let said = stderr(&wrong);
    assert!(said.contains("documents.1.documentType"), "{said}");
    assert!(said.contains("packing-list.pdf --type"), "{said}");
    let counted = cli.run(&[
        "envelope", "send", "--to", &shipper, invoice, list, "--type", "INV", "--type", "PKL",
        "--type", "GOO", "--id", "X",
    ]);
    assert_eq!(exit_code(&counted), Some(2), "{}", stderr(&counted));
    assert!(service.state().data().envelopes.is_empty());

    let sent = cli.json(&[
        "envelope",
        "send",
        "--to",
        &shipper,
        invoice,
        list,
        "--type",
        "INV",
        "--type",
        "PKL",
        "--id",
        "INV-42",
        "--id",
        "PL-7",
        "--yes",
        "--recipient-name",
        &shipper_name,
    ]);
    let envelope_id = sent["envelopeId"].as_str().unwrap();
    assert!(
        sent["recipient"].as_str().unwrap().contains(&shipper_name),
        "{sent}"
    );
    let documents = sent["documents"].as_array().unwrap();
    assert_eq!(documents.len(), 2, "{sent}");
    assert_eq!(documents[0]["fileName"], "invoice.pdf");
    assert_eq!(documents[0]["documentType"], "INV");
    assert_eq!(documents[1]["documentId"], "PL-7");
    assert_eq!(documents[1]["size"], 12_345);

    // The sandbox holds it, sent to the shipper's inbox with both documents.
    {
        let data = service.state().data();
        assert_eq!(data.envelopes.len(), 1);
        let stored = data.envelopes.values().next().unwrap();
        assert_eq!(stored.envelope_id.to_string(), envelope_id);
        assert_eq!(stored.status, "SENT");
        assert_eq!(stored.recipient_id, Some(shipper_inbox));
        let names: Vec<&str> = stored
            .documents
            .iter()
            .map(|d| d.file_name.as_str())
            .collect();
        assert_eq!(names, ["invoice.pdf", "packing-list.pdf"]);
        assert_eq!(stored.documents[1].size, 12_345);
    }

    // The app: no draft left, the envelope in the Sent list; the send is journaled.
    let (_app, cx) = desk_side::app_desk(&cli).await;
    assert!(envelopes::drafts(&cx).unwrap().is_empty());
    let listed = envelopes::sent(&cx).unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].envelope_id, envelope_id);
}

/// Runs `tdx args` on a terminal (a pseudo-terminal from `script`), answering `input`.
fn on_terminal(cli: &common::Cli, args: &[&str], input: &str) -> (Option<i32>, String) {
    let quoted: Vec<String> = std::iter::once(assert_cmd::cargo::cargo_bin("tdx"))
        .map(|p| p.display().to_string())
        .chain(args.iter().map(|a| (*a).to_owned()))
        .map(|a| format!("'{}'", a.replace('\'', r"'\''")))
        .collect();
    let output = std::process::Command::new("script")
        .args(["-qefc", &quoted.join(" "), "/dev/null"])
        .env("EBL_DESK_DATA_DIR", cli.dir.path())
        .env_remove("TDX_LOG")
        .env("NO_COLOR", "1")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child.stdin.take().unwrap().write_all(input.as_bytes())?;
            child.wait_with_output()
        })
        .unwrap();
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_envelope_is_reviewed_before_it_is_signed_and_a_script_must_type_the_recipient() {
    let (service, cli, _profile) = desk_side::consignee().await;
    let world = service.world();
    let (shipper_name, shipper_inbox) = company_of(&world, "shipper@delta.example");
    let shipper = shipper_inbox.to_string();
    let invoice = cli.path("invoice.pdf");
    std::fs::write(&invoice, pdf(2_048)).unwrap();
    let invoice = invoice.to_str().unwrap();
    let send = |more: &[&str]| -> Vec<String> {
        [
            "envelope", "send", invoice, "--type", "INV", "--id", "INV-1",
        ]
        .iter()
        .chain(more)
        .map(|a| (*a).to_owned())
        .collect()
    };
    let run = |more: &[&str]| {
        let args = send(more);
        cli.run(&args.iter().map(String::as_str).collect::<Vec<_>>())
    };

    // A name only eBLs give does not choose whom documents go to.
    let by_ebl_name = run(&[
        "--to",
        &shipper_name,
        "--yes",
        "--recipient-name",
        &shipper_name,
    ]);
    assert!(!by_ebl_name.status.success(), "{}", stderr(&by_ebl_name));
    assert!(
        stderr(&by_ebl_name).contains("None of your contacts"),
        "{}",
        stderr(&by_ebl_name)
    );

    // --yes without what the review asks typed: exit 2, the review shown, nothing uploaded.
    let untyped = run(&["--to", &shipper, "--yes"]);
    assert_eq!(exit_code(&untyped), Some(2), "{}", stderr(&untyped));
    let said = stderr(&untyped);
    assert!(
        said.contains(&format!("--recipient-name {shipper_name:?}")),
        "{said}"
    );
    let shown = String::from_utf8_lossy(&untyped.stdout).into_owned();
    assert!(
        shown.contains(&format!("To: {shipper_name} (named on ")),
        "{shown}"
    );
    assert!(shown.contains("never dealt with this inbox"), "{shown}");
    assert!(
        shown.contains("registry   first use by this key"),
        "{shown}"
    );
    let digest = {
        use sha2::Digest;
        hex::encode(sha2::Sha256::digest(pdf(2_048)))
    };
    assert!(shown.contains(&digest), "the document's digest: {shown}");
    assert!(
        service.state().data().envelopes.is_empty(),
        "nothing uploaded"
    );

    // On a terminal, the review and the question; "n" signs nothing.
    let args = send(&["--to", &shipper]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (code, screen) = on_terminal(&cli, &args, "n\n");
    assert_eq!(code, Some(4), "{screen}");
    assert!(screen.contains(&format!("To: {shipper_name}")), "{screen}");
    assert!(screen.contains(&digest), "{screen}");
    assert!(screen.contains("Sign and submit? [y/N]"), "{screen}");
    assert!(
        service.state().data().envelopes.is_empty(),
        "nothing uploaded"
    );

    // Something else typed (another name, the inbox id's first characters): refused before
    // the upload, so the service never holds the documents.
    for wrong in ["Someone Else Ltd", &shipper[..8]] {
        let refused = run(&["--to", &shipper, "--yes", "--recipient-name", wrong]);
        assert!(!refused.status.success(), "{wrong}: {}", stderr(&refused));
        assert!(
            stderr(&refused).contains(shipper_name.as_str()),
            "{wrong}: {}",
            stderr(&refused)
        );
        assert!(
            service.state().data().envelopes.is_empty(),
            "{wrong}: nothing uploaded"
        );
    }

    // What the review asks, typed: signed and sent.
    let sent = run(&["--to", &shipper, "--yes", "--recipient-name", &shipper_name]);
    assert!(sent.status.success(), "{}", stderr(&sent));
    assert_eq!(service.state().data().envelopes.len(), 1);
}
