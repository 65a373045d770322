//! `tdx envelope send`: two documents uploaded in one envelope, signed locally and sent (the
//! sandbox holds it, the draft leaves the app's drafts for its Sent list); problems named by
//! field before anything is uploaded (exit 2).

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
        &shipper_name,
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
        "envelope",
        "send",
        "--to",
        &shipper_name,
        invoice,
        list,
        "--type",
        "INV",
        "--type",
        "PKL",
        "--type",
        "GOO",
        "--id",
        "X",
    ]);
    assert_eq!(exit_code(&counted), Some(2), "{}", stderr(&counted));
    assert!(service.state().data().envelopes.is_empty());

    let sent = cli.json(&[
        "envelope",
        "send",
        "--to",
        &shipper_name,
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
