//! An envelope's documents checked against the eBL they travel with, against the real sandbox
//! over HTTP, the real PDF worker and a real SQLite store (run under tests/e2e/in-session.sh:
//! the session's tokens are in the keyring): the draft linked to an eBL (picked, or proposed
//! by a document's B/L number), the link kept across restarts, the check's differences naming
//! file and page, the send refused until they are acknowledged, and the digest on record.

#![allow(clippy::unwrap_used)]

mod common;

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use tdx_desk::draft_check::{self, DraftCheck, DraftCheckLine};
use tdx_desk::envelopes::{self, Draft};
use tdx_desk::evidence;
use tdx_desk::journal;
use tdx_desk::view::EblRow;
use tdx_desk::{Context, EblCache, ebls, session};
use tdx_doccheck::{CheckKind, Outcome};
use tdx_keys::Sensitive;
use tdx_pdf::{PdfConfig, PdfService, WorkerCommand};
use tdx_sandbox::{DemoDocumentKind, DemoMistakes};
use tdx_store::Store;
use uuid::Uuid;

const CONSIGNEE: &str = "consignee@nile.example";

/// tdx-pdf's worker binary, built beside this test by the workspace's build.
fn pdf() -> PdfService {
    let exe = std::env::current_exe().unwrap();
    let bin_dir = exe.parent().and_then(Path::parent).unwrap();
    let worker: PathBuf = bin_dir.join("tdx-pdf");
    assert!(
        worker.exists(),
        "{} is missing: build it with `cargo build -p tdx-pdf`",
        worker.display()
    );
    PdfService::new(PdfConfig::new(WorkerCommand::new(worker, ["worker"])))
}

struct Fixture {
    desk: Context,
    world: tdx_sandbox::World,
    pdf: PdfService,
    rows: Vec<EblRow>,
    dir: tempfile::TempDir,
}

async fn open_on_store(store: Arc<Mutex<Store>>, profile_id: &str) -> Fixture {
    let (desk, world) = common::open_desk(CONSIGNEE, profile_id, EblCache::with_store(store)).await;
    session::sign_in(&desk).await.unwrap();
    let rows = ebls::list_ebls(&desk, true).await.unwrap().rows;
    Fixture {
        desk,
        world,
        pdf: pdf(),
        rows,
        dir: tempfile::tempdir().unwrap(),
    }
}

async fn open() -> Fixture {
    open_on_store(
        Arc::new(Mutex::new(Store::open_in_memory().unwrap())),
        &format!("test-check-{}", Uuid::new_v4()),
    )
    .await
}

impl Fixture {
    /// An original ISSUED eBL the company holds.
    fn original(&self) -> &EblRow {
        self.rows
            .iter()
            .find(|r| !r.is_copy && r.held_by_us && r.state == "ISSUED")
            .unwrap()
    }

    fn copy(&self) -> &EblRow {
        self.rows.iter().find(|r| r.is_copy).unwrap()
    }

    fn saved_draft(&self) -> Draft {
        envelopes::save_draft(&self.desk, &envelopes::new_draft()).unwrap()
    }
}

#[tokio::test]
async fn a_link_and_an_unlink_survive_reopening_the_store() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("desk.sqlite");
    let profile = format!("test-check-{}", Uuid::new_v4());
    let (draft_id, ebl) = {
        let fx = open_on_store(Arc::new(Mutex::new(Store::open(&path).unwrap())), &profile).await;
        let draft = fx.saved_draft();
        let ebl = fx.original().clone();
        let view = draft_check::link_draft_ebl(&fx.desk, &fx.pdf, &draft.id, Some(&ebl.id))
            .await
            .unwrap();
        let shown = view.ebl.unwrap();
        assert_eq!(shown.reference, ebl.reference);
        assert_eq!(shown.state, "ISSUED");
        assert!(shown.is_original);
        assert!(shown.held_by_us);
        // A save from the window (which knows nothing of the link) keeps it.
        let mut edited = envelopes::draft(&fx.desk, &draft.id).unwrap();
        edited.ebl_id = None;
        edited.recipient_name = "Harbor Bank".into();
        let saved = envelopes::save_draft(&fx.desk, &edited).unwrap();
        assert_eq!(saved.ebl_id.as_deref(), Some(ebl.id.as_str()));
        fx.desk.stop_sandbox().await;
        (draft.id, ebl)
    };
    let fx = open_on_store(Arc::new(Mutex::new(Store::open(&path).unwrap())), &profile).await;
    let drafts = envelopes::drafts(&fx.desk).unwrap();
    assert_eq!(drafts[0].ebl_id.as_deref(), Some(ebl.id.as_str()));
    let view = draft_check::draft_ebl(&fx.desk, &fx.pdf, &draft_id)
        .await
        .unwrap();
    assert_eq!(view.ebl.unwrap().reference, ebl.reference);

    let view = draft_check::link_draft_ebl(&fx.desk, &fx.pdf, &draft_id, None)
        .await
        .unwrap();
    assert_eq!(view.ebl_id, None);
    fx.desk.stop_sandbox().await;
    drop(fx);
    let fx = open_on_store(Arc::new(Mutex::new(Store::open(&path).unwrap())), &profile).await;
    assert_eq!(envelopes::draft(&fx.desk, &draft_id).unwrap().ebl_id, None);
}

#[tokio::test]
async fn a_draft_saved_before_links_existed_loads_unlinked() {
    let fx = open().await;
    let id = Uuid::new_v4().to_string();
    let old = serde_json::json!({
        "id": id, "kind": "standard", "recipientInbox": "", "recipientName": "Old",
        "payToCollect": false, "acidNumber": "", "companyId": "", "inboxId": "",
        "documents": [], "uploaded": null, "updatedAt": 0
    });
    fx.desk
        .with_store(|s| Ok(s.save_draft(&fx.desk.profile().id, &id, &old)?))
        .unwrap();
    let drafts = envelopes::drafts(&fx.desk).unwrap();
    assert_eq!(drafts.len(), 1);
    assert_eq!(drafts[0].recipient_name, "Old");
    assert_eq!(drafts[0].ebl_id, None);
    let view = draft_check::draft_ebl(&fx.desk, &fx.pdf, &id)
        .await
        .unwrap();
    assert_eq!(
        (view.ebl_id, view.ebl, view.proposed_ebl),
        (None, None, None)
    );
}

#[tokio::test]
async fn only_an_ebl_the_company_sees_can_be_linked() {
    let fx = open().await;
    let draft = fx.saved_draft();
    for unknown in [Uuid::new_v4().to_string(), "GCLU-not-an-id".to_owned()] {
        let err = envelopes::link_ebl(&fx.desk, &draft.id, Some(&unknown)).unwrap_err();
        assert_eq!(err.code(), "envelope.ebl_unknown");
    }
    assert_eq!(envelopes::draft(&fx.desk, &draft.id).unwrap().ebl_id, None);
    let err = draft_check::check_draft(&fx.desk, &fx.pdf, &draft.id)
        .await
        .unwrap_err();
    assert_eq!(err.code(), "envelope.no_ebl");
}

#[tokio::test]
async fn the_picker_finds_ebls_by_reference_and_a_copy_is_not_the_original() {
    let fx = open().await;
    let original = fx.original().clone();
    let found = draft_check::search_ebls(&fx.desk, &original.reference.to_lowercase(), 5)
        .await
        .unwrap();
    assert_eq!(found[0].id, original.id, "the exact reference first");
    assert!(found.len() <= 5);
    let all = draft_check::search_ebls(&fx.desk, "", 3).await.unwrap();
    assert_eq!(all.len(), 3.min(fx.rows.len()), "at most the limit");
    assert!(
        draft_check::search_ebls(&fx.desk, "no such ebl anywhere", 5)
            .await
            .unwrap()
            .is_empty()
    );

    let copy = fx.copy().clone();
    let draft = fx.saved_draft();
    let view = draft_check::link_draft_ebl(&fx.desk, &fx.pdf, &draft.id, Some(&copy.id))
        .await
        .unwrap();
    assert!(!view.ebl.unwrap().is_original);
    let found = draft_check::search_ebls(&fx.desk, &copy.id[..0], 50)
        .await
        .unwrap();
    assert!(found.iter().any(|c| c.id == copy.id && !c.is_original));
}

#[tokio::test]
async fn the_demo_documents_come_from_the_embedded_sandbox_only() {
    let fx = open().await;
    let ebl = fx.original().clone();
    let draft = fx.saved_draft();
    let err = draft_check::add_demo_documents(&fx.desk, fx.dir.path(), &draft.id)
        .await
        .unwrap_err();
    assert_eq!(
        err.code(),
        "envelope.no_ebl",
        "the demo documents are the linked eBL's"
    );
    envelopes::link_ebl(&fx.desk, &draft.id, Some(&ebl.id)).unwrap();
    let with = draft_check::add_demo_documents(&fx.desk, fx.dir.path(), &draft.id)
        .await
        .unwrap();
    let types: Vec<_> = with
        .documents
        .iter()
        .map(|d| d.document_type.as_str())
        .collect();
    assert_eq!(types, ["INV", "PKL"]);
    assert_eq!(with.ebl_id.as_deref(), Some(ebl.id.as_str()));
    assert_eq!(
        envelopes::draft(&fx.desk, &draft.id).unwrap(),
        with,
        "saved"
    );
    // The files are the user's to send: granted, described, nothing to fix but the recipient.
    let issues = envelopes::check(&fx.desk, &with).unwrap();
    assert!(
        issues.iter().all(|i| !i.field.starts_with("documents")),
        "{issues:?}"
    );
    // The demo documents match their eBL.
    let check = fx.check(&draft.id).await;
    assert_eq!(check.differences, 0, "{:#?}", check.lines);
    assert!(
        check.documents.iter().all(|d| d.checked),
        "{:?}",
        check.documents
    );
    let user = fx
        .world
        .users
        .iter()
        .find(|u| u.email == CONSIGNEE)
        .unwrap();
    assert_eq!(user.email, CONSIGNEE);

    let (service, _world, _running) = common::open_on(
        common::Deployment::Standalone,
        CONSIGNEE,
        &format!("test-check-svc-{}", Uuid::new_v4()),
        EblCache::with_store(Arc::new(Mutex::new(Store::open_in_memory().unwrap()))),
    )
    .await;
    session::sign_in(&service).await.unwrap();
    let rows = ebls::list_ebls(&service, true).await.unwrap().rows;
    let on_service = envelopes::save_draft(&service, &envelopes::new_draft()).unwrap();
    envelopes::link_ebl(&service, &on_service.id, Some(&rows[0].id)).unwrap();
    let err = draft_check::add_demo_documents(&service, fx.dir.path(), &on_service.id)
        .await
        .unwrap_err();
    assert_eq!(err.code(), "envelope.demo_sandbox_only");
    assert!(
        envelopes::draft(&service, &on_service.id)
            .unwrap()
            .documents
            .is_empty()
    );
}

/// Where the repository's PDF fixtures are.
fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/pdf")
        .join(name)
}

impl Fixture {
    /// The demo `kind` document of `ebl` (with `mistakes`, as the admin endpoint's query names
    /// them) written as `name` and added to the saved draft as a drop adds it.
    fn add_demo(
        &self,
        draft_id: &str,
        ebl: &EblRow,
        kind: DemoDocumentKind,
        mistakes: &str,
        name: &str,
    ) -> Draft {
        let mistakes = DemoMistakes::parse(mistakes).unwrap();
        let id = Uuid::parse_str(&ebl.id).unwrap();
        let bytes = self
            .desk
            .sandbox()
            .unwrap()
            .demo_document(id, kind, &mistakes)
            .unwrap();
        let path = self.dir.path().join(name);
        std::fs::write(&path, bytes).unwrap();
        self.add_file(draft_id, &path)
    }

    /// Adds `path` to the saved draft as a drop adds it, replacing a document of that name.
    fn add_file(&self, draft_id: &str, path: &Path) -> Draft {
        self.desk.grants().grant_dropped(&[path.to_path_buf()]);
        let mut draft = envelopes::draft(&self.desk, draft_id).unwrap();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        draft.documents.retain(|d| d.file_name != name);
        let existing: Vec<String> = draft.documents.iter().map(|d| d.path.clone()).collect();
        let added =
            envelopes::add_paths(&self.desk, &[path.display().to_string()], &existing).unwrap();
        assert_eq!(added.documents.len(), 1, "{:?}", added.skipped);
        for mut d in added.documents {
            d.document_type = "INV".into();
            d.document_id = format!("DOC-{}", draft.documents.len() + 1);
            draft.documents.push(d);
        }
        envelopes::save_draft(&self.desk, &draft).unwrap()
    }

    async fn linked_draft(&self, ebl: &EblRow) -> Draft {
        let draft = self.saved_draft();
        envelopes::link_ebl(&self.desk, &draft.id, Some(&ebl.id)).unwrap()
    }

    /// The eBL's demo invoice and packing list, without mistakes, as `invoice.pdf` and
    /// `packing-list.pdf`.
    fn add_matching_documents(&self, draft_id: &str, ebl: &EblRow) {
        self.add_demo(draft_id, ebl, DemoDocumentKind::Invoice, "", "invoice.pdf");
        self.add_demo(
            draft_id,
            ebl,
            DemoDocumentKind::PackingList,
            "",
            "packing-list.pdf",
        );
    }

    async fn check(&self, draft_id: &str) -> DraftCheck {
        draft_check::check_draft(&self.desk, &self.pdf, draft_id)
            .await
            .unwrap()
    }
}

#[tokio::test]
async fn adding_a_document_reads_that_one_alone() {
    let fx = open().await;
    let ebl = fx.original().clone();
    let draft = fx.linked_draft(&ebl).await;
    fx.add_matching_documents(&draft.id, &ebl);
    let before = draft_check::extractions(&fx.desk);
    fx.check(&draft.id).await;
    assert_eq!(
        draft_check::extractions(&fx.desk) - before,
        3,
        "two documents and the eBL's PDF"
    );
    let text = fx.dir.path().join("notes.txt");
    std::fs::write(&text, "B/L notes").unwrap();
    fx.add_file(&draft.id, &text);
    let scan = fx.dir.path().join("scan.pdf");
    std::fs::copy(fixture("scanned-2-pages.pdf"), &scan).unwrap();
    fx.add_file(&draft.id, &scan);
    let check = fx.check(&draft.id).await;
    assert_eq!(
        draft_check::extractions(&fx.desk) - before,
        4,
        "the scan alone"
    );
    let notes = check
        .documents
        .iter()
        .find(|d| d.file_name == "notes.txt")
        .unwrap();
    assert!(!notes.checked);
    assert!(
        notes.note.as_deref().unwrap().contains("Not a PDF"),
        "{notes:?}"
    );
}
fn differing(check: &DraftCheck) -> Vec<&DraftCheckLine> {
    check
        .lines
        .iter()
        .filter(|l| l.line.outcome == Outcome::Differs)
        .collect()
}

#[tokio::test]
async fn a_document_naming_a_cached_ebl_s_bl_number_proposes_it() {
    let fx = open().await;
    let ebl = fx.original().clone();
    let draft = fx.saved_draft();
    fx.add_demo(
        &draft.id,
        &ebl,
        DemoDocumentKind::Invoice,
        "",
        "invoice.pdf",
    );
    let view = draft_check::draft_ebl(&fx.desk, &fx.pdf, &draft.id)
        .await
        .unwrap();
    let proposal = view.proposed_ebl.expect("a proposal");
    assert_eq!(proposal.ebl.id, ebl.id);
    assert_eq!(proposal.file_name, "invoice.pdf");
    assert_eq!(view.ebl_id, None, "proposed, not linked");
    // Accepted with the link command, it is no longer a proposal.
    let view = draft_check::link_draft_ebl(&fx.desk, &fx.pdf, &draft.id, Some(&proposal.ebl.id))
        .await
        .unwrap();
    assert_eq!(view.ebl.unwrap().id, ebl.id);
    assert_eq!(view.proposed_ebl, None);
}

#[tokio::test]
async fn matching_documents_show_no_difference_and_two_mistakes_show_exactly_two() {
    let fx = open().await;
    let ebl = fx.original().clone();
    let draft = fx.linked_draft(&ebl).await;
    fx.add_matching_documents(&draft.id, &ebl);
    let check = fx.check(&draft.id).await;
    assert_eq!(check.differences, 0, "{:#?}", check.lines);
    assert!(differing(&check).is_empty(), "{:#?}", check.lines);
    assert_eq!(check.ebl_pdf_note, None);
    assert!(
        check.documents.iter().all(|d| d.checked && d.pages > 0),
        "{:?}",
        check.documents
    );
    let clean_digest = check.digest.clone();

    // The packing list with a container's digit changed and its weight 10% higher.
    fx.add_demo(
        &draft.id,
        &ebl,
        DemoDocumentKind::PackingList,
        "container-digit,weight:1.1",
        "packing-list.pdf",
    );
    // The same name, new content: a new file stamp.
    let check = fx.check(&draft.id).await;
    assert_eq!(check.differences, 2, "{:#?}", check.lines);
    let findings: Vec<_> = differing(&check)
        .iter()
        .flat_map(|l| &l.line.findings)
        .filter(|f| f.document == "packing-list.pdf")
        .collect();
    assert!(findings.len() >= 2, "{:#?}", check.lines);
    assert!(findings.iter().all(|f| f.page >= 1), "{findings:#?}");
    assert_ne!(check.digest, clean_digest);

    // Corrected, none again.
    fx.add_demo(
        &draft.id,
        &ebl,
        DemoDocumentKind::PackingList,
        "",
        "packing-list.pdf",
    );
    let check = fx.check(&draft.id).await;
    assert_eq!(check.differences, 0, "{:#?}", check.lines);
    assert_eq!(check.digest, clean_digest);
}

#[tokio::test]
async fn a_link_to_a_copy_says_it_is_not_the_original_and_a_scan_is_not_checked() {
    let fx = open().await;
    let copy = fx.copy().clone();
    let draft = fx.linked_draft(&copy).await;
    fx.add_demo(
        &draft.id,
        &copy,
        DemoDocumentKind::Invoice,
        "",
        "invoice.pdf",
    );
    let scan = fx.dir.path().join("scan.pdf");
    std::fs::copy(fixture("scanned-2-pages.pdf"), &scan).unwrap();
    fx.add_file(&draft.id, &scan);
    let check = fx.check(&draft.id).await;
    assert!(!check.ebl.is_original);
    let standing: Vec<_> = check
        .lines
        .iter()
        .filter(|l| l.line.check == CheckKind::BillStanding)
        .collect();
    assert!(
        standing
            .iter()
            .any(|l| l.line.outcome == Outcome::Differs && l.line.summary.contains("copy")),
        "{:#?}",
        check.lines
    );
    let scanned = check
        .documents
        .iter()
        .find(|d| d.file_name == "scan.pdf")
        .unwrap();
    assert_eq!(scanned.pages_without_text, scanned.pages);
    assert!(
        scanned.note.as_deref().unwrap().contains("not checked"),
        "{scanned:?}"
    );
    // Never taken for a match: no line finds anything in the scan.
    assert!(
        check
            .lines
            .iter()
            .flat_map(|l| &l.line.findings)
            .filter(|f| f.document == "scan.pdf")
            .all(|f| f.outcome != Outcome::Matches),
        "{:#?}",
        check.lines
    );
}

#[tokio::test]
async fn a_send_with_differences_waits_for_their_acknowledgement_and_records_the_digest() {
    let fx = open().await;
    let user = fx
        .world
        .users
        .iter()
        .find(|u| u.email == CONSIGNEE)
        .unwrap()
        .clone();
    fx.desk
        .keys()
        .import_hex(
            &Sensitive::new(user.private_key.clone()),
            fx.desk.keys().info().unwrap().map(|k| k.address).as_deref(),
        )
        .unwrap();
    let ebl = fx.original().clone();
    let draft = fx.linked_draft(&ebl).await;
    fx.add_demo(
        &draft.id,
        &ebl,
        DemoDocumentKind::Invoice,
        "",
        "invoice.pdf",
    );
    fx.add_demo(
        &draft.id,
        &ebl,
        DemoDocumentKind::PackingList,
        "container-digit,weight:1.1",
        "packing-list.pdf",
    );
    let mut draft = envelopes::draft(&fx.desk, &draft.id).unwrap();
    draft.recipient_inbox = common::inbox_of(&fx.world, "bank@harbor.example").to_string();
    draft.recipient_name = "Harbor Bank plc".into();
    envelopes::save_draft(&fx.desk, &draft).unwrap();
    common::upload_confirmed(&fx.desk, &draft.id).await;

    // Sent without the check (a front end that skipped it): refused.
    let err = envelopes::sign_and_send(
        &fx.desk,
        &draft.id,
        common::typed_recipient(&fx.desk, &draft.id)
            .await
            .as_deref(),
    )
    .await
    .unwrap_err();
    assert_eq!(err.code(), "envelope.check_needed");
    let review = draft_check::send_review(&fx.desk, &fx.pdf, &draft.id)
        .await
        .unwrap();
    assert!(review.needs_acknowledgement);
    let check = review.check.unwrap();
    assert_eq!(check.differences, 2);
    for acknowledged in [None, Some("not-the-digest")] {
        let err = draft_check::sign_and_send(
            &fx.desk,
            &fx.pdf,
            &draft.id,
            acknowledged,
            common::typed_recipient(&fx.desk, &draft.id)
                .await
                .as_deref(),
        )
        .await
        .unwrap_err();
        assert_eq!(err.code(), "envelope.differences_unacknowledged");
        assert!(
            err.user_message().contains("2 differences"),
            "{}",
            err.user_message()
        );
    }
    assert!(
        envelopes::sent(&fx.desk).unwrap().is_empty(),
        "nothing sent"
    );
    // The differences acknowledged, but not the recipient the review asks to be typed (the
    // window's send review shows its check): refused, nothing sent.
    let receiver = review
        .receiver
        .expect("the recipient is checked in the review");
    assert!(receiver.type_to_confirm.is_some(), "{receiver:?}");
    let err = draft_check::sign_and_send(&fx.desk, &fx.pdf, &draft.id, Some(&check.digest), None)
        .await
        .unwrap_err();
    assert_eq!(err.code(), "action.recipient_not_confirmed");
    assert!(envelopes::sent(&fx.desk).unwrap().is_empty());

    let sent = draft_check::sign_and_send(
        &fx.desk,
        &fx.pdf,
        &draft.id,
        Some(&check.digest),
        common::typed_recipient(&fx.desk, &draft.id)
            .await
            .as_deref(),
    )
    .await
    .unwrap();
    let entries = journal::entries(&fx.desk, Some(&ebl.id)).unwrap();
    let entry = entries
        .iter()
        .find(|e| e.envelope_id.as_deref() == Some(sent.envelope_id.as_str()))
        .expect("the send is on the eBL's record");
    let record = entry.document_check.as_ref().unwrap();
    assert_eq!(record.digest, check.digest);
    assert_eq!(record.differences, 2);
    assert!(record.acknowledged);
    assert_eq!(entry.outcome, tdx_store::Outcome::Submitted);

    // The eBL's evidence pack holds the check, covered by its manifest.
    let out = fx.dir.path().join("pack.zip");
    let file = common::picked_to_save(fx.desk.grants(), &out);
    evidence::export_evidence(&fx.desk, &ebl.id, file, "test")
        .await
        .unwrap();
    let bytes = std::fs::read(&out).unwrap();
    let report = tdx_evidence::verify(&bytes);
    assert!(report.ok(), "{}", report.render());
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
    let name = format!("checks/{}.json", sent.envelope_id);
    let kept: serde_json::Value = serde_json::from_reader(zip.by_name(&name).unwrap()).unwrap();
    assert_eq!(kept["digest"], check.digest);
}

/// The check recorded with the send is of the bytes that were uploaded: a document rewritten
/// on disk after the upload (here with another weight) changes neither the review nor the
/// digest on record, which stay those of what the service received.
#[tokio::test]
async fn a_file_changed_after_the_upload_does_not_change_the_check_recorded_with_the_send() {
    let fx = open().await;
    let user = fx
        .world
        .users
        .iter()
        .find(|u| u.email == CONSIGNEE)
        .unwrap()
        .clone();
    fx.desk
        .keys()
        .import_hex(
            &Sensitive::new(user.private_key.clone()),
            fx.desk.keys().info().unwrap().map(|k| k.address).as_deref(),
        )
        .unwrap();
    let ebl = fx.original().clone();
    let draft = fx.linked_draft(&ebl).await;
    fx.add_matching_documents(&draft.id, &ebl);
    let mut draft = envelopes::draft(&fx.desk, &draft.id).unwrap();
    draft.recipient_inbox = common::inbox_of(&fx.world, "bank@harbor.example").to_string();
    draft.recipient_name = "Harbor Bank plc".into();
    envelopes::save_draft(&fx.desk, &draft).unwrap();
    let before = fx.check(&draft.id).await;
    assert_eq!(before.differences, 0, "{:#?}", before.lines);
    common::upload_confirmed(&fx.desk, &draft.id).await;

    // After the upload, the packing list on disk becomes one with a heavier weight.
    let id = Uuid::parse_str(&ebl.id).unwrap();
    let heavier = fx
        .desk
        .sandbox()
        .unwrap()
        .demo_document(
            id,
            DemoDocumentKind::PackingList,
            &DemoMistakes::parse("weight:1.1").unwrap(),
        )
        .unwrap();
    std::fs::write(fx.dir.path().join("packing-list.pdf"), &heavier).unwrap();

    let review = draft_check::send_review(&fx.desk, &fx.pdf, &draft.id)
        .await
        .unwrap();
    let shown = review.check.unwrap();
    assert_eq!(
        shown.digest, before.digest,
        "the review is of what was sent"
    );
    assert!(!review.needs_acknowledgement);
    let sent = draft_check::sign_and_send(
        &fx.desk,
        &fx.pdf,
        &draft.id,
        None,
        common::typed_recipient(&fx.desk, &draft.id)
            .await
            .as_deref(),
    )
    .await
    .unwrap();
    let entries = journal::entries(&fx.desk, Some(&ebl.id)).unwrap();
    let entry = entries
        .iter()
        .find(|e| e.envelope_id.as_deref() == Some(sent.envelope_id.as_str()))
        .expect("the send is on the eBL's record");
    let record = entry.document_check.as_ref().unwrap();
    assert_eq!(record.digest, before.digest);
    assert_eq!(record.differences, 0);
    assert_eq!(record.not_checked_documents, 0);
}

#[tokio::test]
async fn a_draft_linked_to_no_ebl_sends_as_before() {
    let fx = open().await;
    let user = fx
        .world
        .users
        .iter()
        .find(|u| u.email == CONSIGNEE)
        .unwrap()
        .clone();
    fx.desk
        .keys()
        .import_hex(
            &Sensitive::new(user.private_key.clone()),
            fx.desk.keys().info().unwrap().map(|k| k.address).as_deref(),
        )
        .unwrap();
    let ebl = fx.original().clone();
    let draft = fx.saved_draft();
    fx.add_demo(
        &draft.id,
        &ebl,
        DemoDocumentKind::PackingList,
        "container-digit",
        "packing-list.pdf",
    );
    let mut draft = envelopes::draft(&fx.desk, &draft.id).unwrap();
    draft.recipient_inbox = common::inbox_of(&fx.world, "bank@harbor.example").to_string();
    envelopes::save_draft(&fx.desk, &draft).unwrap();
    common::upload_confirmed(&fx.desk, &draft.id).await;
    let review = draft_check::send_review(&fx.desk, &fx.pdf, &draft.id)
        .await
        .unwrap();
    assert_eq!((review.check, review.needs_acknowledgement), (None, false));
    draft_check::sign_and_send(
        &fx.desk,
        &fx.pdf,
        &draft.id,
        None,
        common::typed_recipient(&fx.desk, &draft.id)
            .await
            .as_deref(),
    )
    .await
    .unwrap();
}
