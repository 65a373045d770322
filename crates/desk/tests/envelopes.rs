//! The envelope builder's use cases against the real sandbox over HTTP, the real OS keyring
//! (run under tests/e2e/in-session.sh) and a real SQLite store: files dropped in, described,
//! uploaded with progress (cancelled, failed and retried), signed locally and sent; the
//! recipient's rule fires and the draft moves to the Sent list.

#![allow(clippy::unwrap_used)]

mod common;

use std::sync::{Arc, Mutex};

use tdx_client::models::UploadProgress;
use tdx_desk::envelopes::{self, Draft, EnvelopeKind, EnvelopeSettings, MetaEntry};
use tdx_desk::{Context, EblCache};
use tdx_desk::{journal, session};
use tdx_keys::Sensitive;
use tdx_store::Store;
use uuid::Uuid;

const CONSIGNEE: &str = "consignee@nile.example";
const SHIPPER: &str = "shipper@delta.example";

struct Fixture {
    desk: Context,
    world: tdx_sandbox::World,
    dir: tempfile::TempDir,
}

async fn open_with_store(store: Arc<Mutex<Store>>, profile_id: &str) -> Fixture {
    let (desk, world) = common::open_desk(CONSIGNEE, profile_id, EblCache::with_store(store)).await;
    session::sign_in(&desk).await.unwrap();
    Fixture {
        desk,
        world,
        dir: tempfile::tempdir().unwrap(),
    }
}

async fn open() -> Fixture {
    open_with_store(
        Arc::new(Mutex::new(Store::open_in_memory().unwrap())),
        &format!("test-envelopes-{}", Uuid::new_v4()),
    )
    .await
}

impl Fixture {
    /// Stores the consignee's key, replacing the stored one (named, as the desk requires).
    fn import_key(&self) {
        let user = self.user(CONSIGNEE);
        let stored = self.desk.keys().info().unwrap().map(|k| k.address);
        self.desk
            .keys()
            .import_hex(&Sensitive::new(user.private_key.clone()), stored.as_deref())
            .unwrap();
    }

    fn user(&self, email: &str) -> &tdx_sandbox::User {
        self.world.users.iter().find(|u| u.email == email).unwrap()
    }

    fn inbox_of(&self, email: &str) -> Uuid {
        let company = self.user(email).company_id;
        self.world
            .companies
            .iter()
            .find(|c| c.id == company)
            .unwrap()
            .inboxes[0]
    }

    /// An e-mail rule of the recipient's company on `envelope_received` (set up on the
    /// recipient's side of the world, which the sender cannot reach).
    fn recipient_rule(&self, email: &str, to: &str) {
        let company_id = self.user(email).company_id;
        let rule_id = Uuid::new_v4();
        self.desk
            .sandbox()
            .unwrap()
            .state()
            .data()
            .rules
            .push(tdx_sandbox::model::Rule {
                id: rule_id,
                company_id,
                name: "Envelope in".into(),
                event: "envelope_received".into(),
                enabled: true,
                actions: vec![tdx_sandbox::model::Action {
                    id: Uuid::new_v4(),
                    rule_id,
                    kind: "send_email_to".into(),
                    data: vec![to.into()],
                    headers: vec![],
                }],
            });
    }

    fn mails_to(&self, to: &str) -> usize {
        let data = self.desk.sandbox().unwrap().state().data();
        data.outbox
            .iter()
            .filter(|m| m.to == to && m.event == "envelope_received")
            .count()
    }

    fn envelope_count(&self) -> usize {
        self.desk.sandbox().unwrap().state().data().envelopes.len()
    }

    /// Two documents dropped as a folder, described, to the shipper's inbox.
    fn described_draft(&self) -> Draft {
        let folder = self.dir.path().join("shipment-42");
        std::fs::create_dir_all(&folder).unwrap();
        std::fs::write(folder.join("invoice.pdf"), pdf_bytes(30_000)).unwrap();
        std::fs::write(folder.join("packing-list.pdf"), pdf_bytes(12_345)).unwrap();
        self.desk
            .grants()
            .grant_dropped(std::slice::from_ref(&folder));
        let added = envelopes::add_paths(&self.desk, &[folder.display().to_string()], &[]).unwrap();
        assert!(added.skipped.is_empty(), "{:?}", added.skipped);
        let mut draft = envelopes::new_draft();
        draft.recipient_inbox = self.inbox_of(SHIPPER).to_string();
        draft.recipient_name = "Delta Shipping".into();
        draft.documents = added.documents;
        draft.documents[0].document_type = "INV".into();
        draft.documents[0].document_id = "INV-2026-0042".into();
        draft.documents[0].metadata = vec![
            MetaEntry {
                key: "Internal number".into(),
                value: "42".into(),
            },
            MetaEntry {
                key: "Release agent".into(),
                value: "Port Said Agency".into(),
            },
        ];
        draft.documents[1].document_type = "PKL".into();
        draft.documents[1].document_id = "PL-7".into();
        draft
    }
}

fn pdf_bytes(size: usize) -> Vec<u8> {
    let mut content = b"%PDF-1.4\n".to_vec();
    content.resize(size, b' ');
    content
}

fn recorder() -> (
    Arc<Mutex<Vec<UploadProgress>>>,
    impl Fn(UploadProgress) + Send + Sync + 'static,
) {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let sink = seen.clone();
    (seen, move |p| sink.lock().unwrap().push(p))
}

#[tokio::test]
async fn a_standard_envelope_is_described_uploaded_with_progress_signed_and_sent() {
    let fx = open().await;
    fx.import_key();
    fx.recipient_rule(SHIPPER, "inbound@delta.example");
    let draft = envelopes::save_draft(&fx.desk, &fx.described_draft()).unwrap();
    assert!(envelopes::check(&fx.desk, &draft).unwrap().is_empty());
    assert_eq!(envelopes::drafts(&fx.desk).unwrap(), vec![draft.clone()]);

    let (seen, progress) = recorder();
    let uploaded = envelopes::upload(
        &fx.desk,
        &draft.id,
        common::typed_recipient(&fx.desk, &draft.id)
            .await
            .as_deref(),
        progress,
    )
    .await
    .unwrap();
    let seen = seen.lock().unwrap().clone();
    let total = 30_000 + 12_345;
    assert_eq!(seen.last(), Some(&UploadProgress { sent: total, total }));
    assert!(seen.windows(2).all(|w| w[0].sent <= w[1].sent), "{seen:?}");

    // What the service stored is what the clerk typed, under the files' names.
    let created = &uploaded.uploaded.as_ref().unwrap().created;
    let tx = &created[0].relayed_transaction;
    let me = fx.user(CONSIGNEE);
    assert!(tx.relayed_for.eq_ignore_ascii_case(&me.eth_address));
    {
        let data = fx.desk.sandbox().unwrap().state().data();
        let stored = &data.envelopes[&created[0].envelope_id];
        assert_eq!(stored.recipient_id, Some(fx.inbox_of(SHIPPER)));
        let names: Vec<_> = stored
            .documents
            .iter()
            .map(|d| d.file_name.as_str())
            .collect();
        assert_eq!(names, ["invoice.pdf", "packing-list.pdf"]);
        assert_eq!(
            stored.documents[0].document_id.as_deref(),
            Some("INV-2026-0042")
        );
        let meta = stored.documents[0].meta_data.as_ref().unwrap();
        assert_eq!(meta["Release agent"], "Port Said Agency");
        assert_eq!(stored.documents[1].document_type, "PKL");
        assert!(!stored.pay_to_collect);
    }
    // Saving the unchanged draft (a late autosave) keeps the upload.
    let resaved = envelopes::save_draft(&fx.desk, &draft).unwrap();
    assert!(resaved.uploaded.is_some());

    let sent = envelopes::sign_and_send(
        &fx.desk,
        &draft.id,
        common::typed_recipient(&fx.desk, &draft.id)
            .await
            .as_deref(),
    )
    .await
    .unwrap();
    assert_eq!(sent.envelope_id, created[0].envelope_id.to_string());
    assert_eq!(
        sent.recipient,
        format!("Delta Shipping ({})", fx.inbox_of(SHIPPER))
    );
    assert!(envelopes::drafts(&fx.desk).unwrap().is_empty());
    assert_eq!(envelopes::sent(&fx.desk).unwrap(), vec![sent.clone()]);
    assert_eq!(sent.documents[1].document_id, "PL-7");
    // The send is on record: one complete journal entry, signed by the user's key, verifiable.
    let journal = journal::entries(&fx.desk, None).unwrap();
    assert_eq!(journal.len(), 1, "{journal:?}");
    let entry = &journal[0];
    assert_eq!(entry.operation, "ENVELOPE_SEND");
    assert_eq!(entry.outcome, tdx_store::Outcome::Submitted);
    assert_eq!(
        entry.envelope_id.as_deref(),
        Some(sent.envelope_id.as_str())
    );
    assert_eq!(
        entry.counterparty_inbox.as_deref(),
        Some(fx.inbox_of(SHIPPER).to_string().as_str())
    );
    assert!(entry.signature.is_some() && entry.signing_data.is_some() && entry.ended_at.is_some());
    assert_eq!(
        entry.signer.as_deref().map(str::to_lowercase),
        Some(fx.user(CONSIGNEE).eth_address.to_lowercase())
    );
    let verified = tdx_evidence::verify_entry(entry, "-").unwrap();
    assert!(verified.starts_with("signed by 0x"), "{verified}");
    // The recipient's rule fired: the service puts its e-mails in the outbox before it
    // answers the send (webhooks alone are delivered in the background).
    assert_eq!(
        fx.mails_to("inbound@delta.example"),
        1,
        "the recipient's envelope_received rule e-mailed once"
    );
    // A second send of the same draft finds nothing to send.
    let again = envelopes::sign_and_send(&fx.desk, &draft.id, Some("Delta Shipping")).await;
    assert!(again.is_err());
    assert_eq!(fx.mails_to("inbound@delta.example"), 1);
    // The code used before is now offered after INV and GOO.
    assert_eq!(
        envelopes::document_types(&fx.desk).unwrap(),
        ["INV", "GOO", "PKL"]
    );
}

#[tokio::test]
async fn a_cancelled_or_failed_upload_keeps_the_draft_and_a_retry_goes_through() {
    let fx = open().await;
    fx.import_key();
    let mut draft = fx.described_draft();
    let big = fx.dir.path().join("scan.pdf");
    let file = std::fs::File::create(&big).unwrap();
    file.set_len(256 * 1024 * 1024).unwrap(); // sparse: read from disk as zeros
    fx.desk.grants().grant_read(&big).unwrap();
    let added = envelopes::add_paths(
        &fx.desk,
        &[big.display().to_string()],
        &draft
            .documents
            .iter()
            .map(|d| d.path.clone())
            .collect::<Vec<_>>(),
    )
    .unwrap();
    draft.documents.extend(added.documents);
    draft.documents[2].document_type = "GOO".into();
    draft.documents[2].document_id = "SCAN-1".into();
    let draft = envelopes::save_draft(&fx.desk, &draft).unwrap();

    // Cancel once the first bytes are on their way (the progress reports tell).
    let first_bytes = Arc::new(tokio::sync::Notify::new());
    let progress = {
        let first_bytes = first_bytes.clone();
        move |p: UploadProgress| {
            if p.sent > 0 {
                first_bytes.notify_one();
            }
        }
    };
    let desk = Arc::new(fx.desk);
    let mut task = {
        let desk = desk.clone();
        let id = draft.id.clone();
        tokio::spawn(async move {
            envelopes::upload(
                &desk,
                &id,
                common::typed_recipient(&desk, &id).await.as_deref(),
                progress,
            )
            .await
        })
    };
    tokio::select! {
        () = first_bytes.notified() => {}
        ended = &mut task => panic!("the upload ended before its first bytes: {ended:?}"),
    }
    assert!(envelopes::cancel_upload(&desk, &draft.id));
    let err = task.await.unwrap().unwrap_err();
    assert_eq!(err.code(), "cancelled", "{err:?}");
    let kept = envelopes::draft(&desk, &draft.id).unwrap();
    assert!(kept.same_content(&draft) && kept.uploaded.is_none());
    assert!(
        !envelopes::cancel_upload(&desk, &draft.id),
        "nothing left to cancel"
    );

    // The service fails every request: the draft is kept as it was.
    let sandbox = desk.sandbox().unwrap();
    let before = sandbox.state().data().envelopes.len();
    sandbox.state().data().faults = tdx_sandbox::model::Faults {
        latency_ms: 0,
        fail_rate: 1.0,
        status: 503,
        ..Default::default()
    };
    let err = envelopes::upload(
        &desk,
        &draft.id,
        common::typed_recipient(&desk, &draft.id).await.as_deref(),
        |_| {},
    )
    .await
    .unwrap_err();
    // An early 503 may close the connection while the body is still being written: the user is
    // told the upload was interrupted, not shown a bare "broken pipe".
    match err.code() {
        "net.transport" => assert!(
            err.to_string().contains("The upload was interrupted"),
            "{err}"
        ),
        code => assert!(code.starts_with("http."), "{err:?}"),
    }
    assert!(
        envelopes::draft(&desk, &draft.id)
            .unwrap()
            .uploaded
            .is_none()
    );

    // Retry once the service is back: exactly one envelope is created.
    sandbox.state().data().faults = tdx_sandbox::model::Faults {
        latency_ms: 0,
        fail_rate: 0.0,
        status: 503,
        ..Default::default()
    };
    let uploaded = common::upload_confirmed(&desk, &draft.id).await;
    assert!(uploaded.uploaded.is_some());
    assert_eq!(sandbox.state().data().envelopes.len(), before + 1);
}

/// The window's send (and `tdx envelope send`) to an inbox the user never dealt with: the
/// review asks for the recipient to be typed, and the send without it (or with something
/// else) is refused before the key signs anything: the service's envelope stays unsent, the
/// recipient hears nothing, the journal holds no send, the draft stays. With it, it is sent.
#[tokio::test]
async fn an_envelope_to_a_first_use_inbox_is_sent_only_with_the_recipient_typed() {
    let fx = open().await;
    fx.import_key();
    fx.recipient_rule(SHIPPER, "inbound@delta.example");
    let draft = envelopes::save_draft(&fx.desk, &fx.described_draft()).unwrap();
    let (receiver, registry_first_use) =
        envelopes::review_recipient(&fx.desk, &draft).await.unwrap();
    let receiver = receiver.expect("a standard envelope's recipient is checked");
    assert_eq!(receiver.inbox_id, fx.inbox_of(SHIPPER).to_string());
    assert!(receiver.first_action, "never dealt with: {receiver:?}");
    assert!(registry_first_use, "this key never sent an envelope");
    let wanted = receiver
        .type_to_confirm
        .clone()
        .expect("a first-use inbox asks for something typed");
    let uploaded = common::upload_confirmed(&fx.desk, &draft.id).await;
    let envelope_id = uploaded.uploaded.unwrap().created[0].envelope_id;

    for typed in [None, Some(""), Some("Someone Else Ltd")] {
        let err = envelopes::sign_and_send(&fx.desk, &draft.id, typed)
            .await
            .unwrap_err();
        assert_eq!(err.code(), "action.recipient_not_confirmed", "{typed:?}");
        assert!(
            err.user_message().contains(&wanted),
            "{}",
            err.user_message()
        );
    }
    let status = fx.desk.sandbox().unwrap().state().data().envelopes[&envelope_id]
        .status
        .clone();
    assert_ne!(status, "sent", "the service's envelope was not sent");
    assert_eq!(fx.mails_to("inbound@delta.example"), 0);
    assert!(envelopes::sent(&fx.desk).unwrap().is_empty());
    assert!(
        journal::entries(&fx.desk, None).unwrap().is_empty(),
        "nothing was signed"
    );
    assert!(
        envelopes::draft(&fx.desk, &draft.id)
            .unwrap()
            .uploaded
            .is_some()
    );

    // Typed as the review shows it (any case and spacing): sent.
    let typed = format!("  {}  ", wanted.to_uppercase());
    let sent = envelopes::sign_and_send(&fx.desk, &draft.id, Some(&typed))
        .await
        .unwrap();
    assert_eq!(sent.envelope_id, envelope_id.to_string());
    assert_eq!(fx.mails_to("inbound@delta.example"), 1);
}

/// The recipient is confirmed before anything is uploaded: for an inbox the user never dealt
/// with, an upload without what the recipient's check asks typed (or with something else: another
/// name, the first characters of the inbox id) is refused and nothing reaches the service (no
/// envelope created there, no upload key kept, nothing on record). Typed as asked, it uploads.
#[tokio::test]
async fn nothing_is_uploaded_for_a_recipient_the_user_has_not_confirmed() {
    let fx = open().await;
    fx.import_key();
    let draft = envelopes::save_draft(&fx.desk, &fx.described_draft()).unwrap();
    let wanted = common::typed_recipient(&fx.desk, &draft.id)
        .await
        .expect("a first envelope to this inbox asks for something typed");
    let inbox = fx.inbox_of(SHIPPER).to_string();
    let before = fx.envelope_count();
    for typed in [None, Some(""), Some("Someone Else Ltd"), Some(&inbox[..8])] {
        let err = envelopes::upload(&fx.desk, &draft.id, typed, |_| {})
            .await
            .unwrap_err();
        assert_eq!(err.code(), "action.recipient_not_confirmed", "{typed:?}");
        assert!(
            err.user_message().contains(&wanted),
            "{}",
            err.user_message()
        );
    }
    assert_eq!(fx.envelope_count(), before, "nothing reached the service");
    let kept = envelopes::draft(&fx.desk, &draft.id).unwrap();
    assert!(
        kept.uploaded.is_none() && kept.upload_key.is_none(),
        "{kept:?}"
    );
    assert!(journal::entries(&fx.desk, None).unwrap().is_empty());

    let uploaded = envelopes::upload(&fx.desk, &draft.id, Some(&wanted), |_| {})
        .await
        .unwrap();
    assert_eq!(fx.envelope_count(), before + 1);
    assert!(uploaded.uploaded.is_some());
}

#[tokio::test]
async fn an_edit_after_the_upload_means_uploading_again() {
    let fx = open().await;
    fx.import_key();
    let draft = envelopes::save_draft(&fx.desk, &fx.described_draft()).unwrap();
    common::upload_confirmed(&fx.desk, &draft.id).await;
    let mut edited = draft.clone();
    edited.documents[1].document_id = "PL-8".into();
    let edited = envelopes::save_draft(&fx.desk, &edited).unwrap();
    assert!(
        edited.uploaded.is_none(),
        "the created envelope no longer matches"
    );
    let err = envelopes::sign_and_send(
        &fx.desk,
        &draft.id,
        common::typed_recipient(&fx.desk, &draft.id)
            .await
            .as_deref(),
    )
    .await
    .unwrap_err();
    assert_eq!(err.user_message(), "Upload the envelope before sending it.");
    common::upload_confirmed(&fx.desk, &draft.id).await;
    let sent = envelopes::sign_and_send(
        &fx.desk,
        &draft.id,
        common::typed_recipient(&fx.desk, &draft.id)
            .await
            .as_deref(),
    )
    .await
    .unwrap();
    assert_eq!(sent.documents[1].document_id, "PL-8");
}

#[tokio::test]
async fn an_envelope_relayed_for_another_address_is_not_signed() {
    let fx = open().await;
    fx.import_key();
    let draft = envelopes::save_draft(&fx.desk, &fx.described_draft()).unwrap();
    common::upload_confirmed(&fx.desk, &draft.id).await;
    // The key changes between the upload and the send: the envelope was created for the old
    // address, and the guard refuses to sign it with the new one.
    let bank = fx.user("bank@harbor.example");
    let old = fx.desk.keys().info().unwrap().unwrap().address;
    fx.desk
        .keys()
        .import_hex(&Sensitive::new(bank.private_key.clone()), Some(&old))
        .unwrap();
    let err = envelopes::sign_and_send(
        &fx.desk,
        &draft.id,
        common::typed_recipient(&fx.desk, &draft.id)
            .await
            .as_deref(),
    )
    .await
    .unwrap_err();
    assert_eq!(err.code(), "sign.mismatch", "{err:?}");
    let kept = envelopes::draft(&fx.desk, &draft.id).unwrap();
    assert!(
        kept.uploaded.is_some(),
        "the draft stays for a retry with the right key"
    );
    assert!(envelopes::sent(&fx.desk).unwrap().is_empty());
    let status = {
        let data = fx.desk.sandbox().unwrap().state().data();
        let id = kept.uploaded.as_ref().unwrap().created[0].envelope_id;
        data.envelopes[&id].status.clone()
    };
    assert_ne!(status, "sent");
    fx.import_key();
    envelopes::sign_and_send(
        &fx.desk,
        &draft.id,
        common::typed_recipient(&fx.desk, &draft.id)
            .await
            .as_deref(),
    )
    .await
    .unwrap();
}

#[tokio::test]
async fn nothing_is_uploaded_while_the_draft_has_problems_or_there_is_no_key() {
    let fx = open().await;
    let mut draft = fx.described_draft();
    draft.kind = EnvelopeKind::EgyptAci;
    draft.acid_number = "12345".into();
    let draft = envelopes::save_draft(&fx.desk, &draft).unwrap();
    let before = fx.envelope_count();
    let err = envelopes::upload(
        &fx.desk,
        &draft.id,
        common::typed_recipient(&fx.desk, &draft.id)
            .await
            .as_deref(),
        |_| {},
    )
    .await
    .unwrap_err();
    assert_eq!(
        err.user_message(),
        "An ACID number has 19 digits; this has 5."
    );

    let mut fixed = draft.clone();
    fixed.acid_number = "1234567890123456789".into();
    envelopes::save_draft(&fx.desk, &fixed).unwrap();
    let err = envelopes::upload(
        &fx.desk,
        &draft.id,
        common::typed_recipient(&fx.desk, &draft.id)
            .await
            .as_deref(),
        |_| {},
    )
    .await
    .unwrap_err();
    assert_eq!(err.code(), "session.no_key");
    assert_eq!(fx.envelope_count(), before, "nothing reached the service");

    fx.import_key();
    common::upload_confirmed(&fx.desk, &draft.id).await;
    let sent = envelopes::sign_and_send(
        &fx.desk,
        &draft.id,
        common::typed_recipient(&fx.desk, &draft.id)
            .await
            .as_deref(),
    )
    .await
    .unwrap();
    assert_eq!(sent.recipient, "Egypt ACI 1234567890123456789");
    assert_eq!(
        sent.documents[0].document_id, "",
        "no document ids for Egypt ACI"
    );
}

#[tokio::test]
async fn drafts_and_the_size_limit_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("desk.sqlite");
    let profile = format!("test-envelopes-{}", Uuid::new_v4());
    let fx = open_with_store(Arc::new(Mutex::new(Store::open(&db).unwrap())), &profile).await;
    let draft = envelopes::save_draft(&fx.desk, &fx.described_draft()).unwrap();
    envelopes::set_settings(&fx.desk, &EnvelopeSettings { max_file_mib: 1 }).unwrap();
    drop(fx.desk);

    // The app starts again on the same data directory.
    let again = open_with_store(Arc::new(Mutex::new(Store::open(&db).unwrap())), &profile).await;
    let drafts = envelopes::drafts(&again.desk).unwrap();
    assert_eq!(drafts.len(), 1);
    assert!(drafts[0].same_content(&draft));
    assert_eq!(envelopes::settings(&again.desk).unwrap().max_file_mib, 1);
    // The files are still where they were (fx.dir lives on): the 30 kB invoice is within
    // 1 MiB, so the draft can be uploaded as it is.
    assert!(
        envelopes::check(&again.desk, &drafts[0])
            .unwrap()
            .is_empty()
    );
    drop(fx.dir);
    let issues = envelopes::check(&again.desk, &drafts[0]).unwrap();
    assert_eq!(issues[0].field, "documents.0.file");
}

/// A file of the user's (a private key, say) that they never chose in a dialog or dropped.
fn secret_file(dir: &std::path::Path) -> std::path::PathBuf {
    let ssh = dir.join(".ssh");
    std::fs::create_dir_all(&ssh).unwrap();
    let key = ssh.join("id_ed25519");
    std::fs::write(&key, b"-----BEGIN OPENSSH PRIVATE KEY-----\nsecret\n").unwrap();
    key
}

#[tokio::test]
async fn a_file_the_user_never_chose_is_refused_for_add_thumbnail_and_upload() {
    let fx = open().await;
    fx.import_key();
    let secret = secret_file(fx.dir.path());
    let secret_text = secret.display().to_string();

    // A script asks to add it: refused, nothing added.
    let err = envelopes::add_paths(&fx.desk, std::slice::from_ref(&secret_text), &[]).unwrap_err();
    assert_eq!(err.code(), "path.not_allowed");
    // Nor its folder (what the thumbnail and the envelope screen would read next).
    let err = envelopes::add_paths(&fx.desk, &[fx.dir.path().display().to_string()], &[]);
    assert_eq!(err.unwrap_err().code(), "path.not_allowed");
    // The thumbnail (`envelopes::thumbnail` takes only the `ReadablePath` this check gives).
    assert_eq!(
        fx.desk.grants().check_read(&secret).unwrap_err().code(),
        "path.not_allowed"
    );

    // A script saves a draft naming it (the window sends whole drafts): the draft says the
    // file is not allowed, and the upload refuses before anything reaches the service.
    let mut draft = fx.described_draft();
    draft.documents[1].path = secret_text.clone();
    draft.documents[1].file_name = "packing-list.pdf".into();
    let draft = envelopes::save_draft(&fx.desk, &draft).unwrap();
    let issues = envelopes::check(&fx.desk, &draft).unwrap();
    assert_eq!(
        issues.iter().map(|i| i.field.as_str()).collect::<Vec<_>>(),
        ["documents.1.file"]
    );
    // Whether a file exists, or how large it is, is not told about a path the app may not read.
    let mut probe = draft.clone();
    probe.documents[1].path = fx.dir.path().join("no-such-file").display().to_string();
    let probed = envelopes::check(&fx.desk, &probe).unwrap();
    assert_eq!(probed, issues);
    let envelopes_before = fx.envelope_count();
    let err = envelopes::upload(
        &fx.desk,
        &draft.id,
        common::typed_recipient(&fx.desk, &draft.id)
            .await
            .as_deref(),
        |_| {},
    )
    .await
    .unwrap_err();
    assert_eq!(err.code(), "path.not_allowed");
    assert!(err.to_string().contains("id_ed25519"), "{err}");
    assert_eq!(fx.envelope_count(), envelopes_before, "nothing was created");
    assert!(fx.desk.grants().refused() >= 4);

    // Loading the drafts (as after a restart) does not make it readable either.
    envelopes::drafts(&fx.desk).unwrap();
    assert!(!fx.desk.grants().is_readable(&secret));
}

#[tokio::test]
async fn after_a_restart_a_drafts_unchanged_files_may_be_read_and_a_changed_one_must_be_added_again()
 {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("desk.sqlite");
    let profile = format!("test-envelopes-{}", Uuid::new_v4());
    let fx = open_with_store(Arc::new(Mutex::new(Store::open(&db).unwrap())), &profile).await;
    fx.import_key();
    let mut draft = fx.described_draft();
    // A draft saved by a script with a file nobody chose, beside the user's own files.
    let secret = secret_file(fx.dir.path());
    let mut extra = draft.documents[1].clone();
    extra.path = secret.display().to_string();
    extra.file_name = "notes.pdf".into();
    draft.documents.push(extra);
    let draft = envelopes::save_draft(&fx.desk, &draft).unwrap();
    drop(fx.desk);

    // The packing list is edited while the app is closed.
    let packing = std::path::PathBuf::from(&draft.documents[1].path);
    std::fs::write(&packing, pdf_bytes(20_000)).unwrap();

    let again = open_with_store(Arc::new(Mutex::new(Store::open(&db).unwrap())), &profile).await;
    let grants = again.desk.grants();
    assert!(
        !grants.is_readable(&packing),
        "nothing is readable before the drafts load"
    );
    let drafts = envelopes::drafts(&again.desk).unwrap();
    let invoice = std::path::PathBuf::from(&draft.documents[0].path);
    assert!(grants.is_readable(&invoice), "unchanged: readable again");
    assert!(!grants.is_readable(&packing), "changed since it was added");
    assert!(!grants.is_readable(&secret), "never chosen");
    let fields: Vec<String> = envelopes::check(&again.desk, &drafts[0])
        .unwrap()
        .into_iter()
        .map(|i| i.field)
        .collect();
    assert_eq!(fields, ["documents.1.file", "documents.2.file"]);

    // The user adds the packing list again (the dialog grants it): its new content is confirmed.
    grants.grant_read(&packing).unwrap();
    let existing: Vec<String> = drafts[0].documents.iter().map(|d| d.path.clone()).collect();
    let added =
        envelopes::add_paths(&again.desk, &[packing.display().to_string()], &existing).unwrap();
    assert!(added.documents.is_empty(), "already in the draft");
    let fields: Vec<String> = envelopes::check(&again.desk, &drafts[0])
        .unwrap()
        .into_iter()
        .map(|i| i.field)
        .collect();
    assert_eq!(fields, ["documents.2.file"]);
    drop(again.desk);

    // And after one more restart it is the confirmed content that counts.
    let third = open_with_store(Arc::new(Mutex::new(Store::open(&db).unwrap())), &profile).await;
    envelopes::drafts(&third.desk).unwrap();
    assert!(third.desk.grants().is_readable(&packing));
    assert!(!third.desk.grants().is_readable(&secret));
}

/// Every way a script in the window could name a file the user did not give the app, tried at
/// every entry that reads or writes files: all refused, nothing read, written or uploaded.
/// (BENCHMARKS.md's "paths refused" row prints the count.)
#[tokio::test]
async fn hostile_paths_are_refused_at_every_entry() {
    let fx = open().await;
    fx.import_key();
    let home = fx.dir.path();
    let secret = secret_file(home);
    let shipment = home.join("shipment");
    std::fs::create_dir_all(shipment.join("nested")).unwrap();
    std::fs::write(shipment.join("invoice.pdf"), pdf_bytes(1000)).unwrap();
    std::fs::write(shipment.join("nested/deep.pdf"), pdf_bytes(1000)).unwrap();
    std::os::unix::fs::symlink(&secret, shipment.join("innocent.pdf")).unwrap();
    let picked = home.join("picked.csv");
    std::fs::write(&picked, "company_name\n").unwrap();
    let saved = home.join("saved.csv");
    let grants = fx.desk.grants();
    grants.grant_dropped(std::slice::from_ref(&shipment));
    grants.grant_read(&picked).unwrap();
    grants.grant_write(&saved).unwrap();
    grants.take_write(&saved).unwrap(); // the one write the save dialog allowed

    let text = |p: &std::path::Path| p.display().to_string();
    let hostile_reads: Vec<String> = vec![
        text(&secret),
        "/etc/passwd".into(),
        format!("{}/../.ssh/id_ed25519", shipment.display()),
        format!("{}//.ssh//id_ed25519", home.display()),
        text(&shipment.join("innocent.pdf")),
        text(&shipment.join("nested/deep.pdf")),
        text(&home.join("saved.csv")),
        text(&secret.with_file_name("id_ed25519.pub")),
        "id_ed25519".into(),
    ];
    let hostile_writes: Vec<String> = vec![
        text(&home.join(".bashrc")),
        text(&saved), // written once already
        text(&picked),
        format!("{}/../evil.csv", shipment.display()),
        text(&shipment.join("invoice.pdf")),
        "/etc/cron.d/evil".into(),
        "evil.csv".into(),
    ];
    let mut tried = 0;
    let mut refused = 0;
    let mut count = |result_code: Option<&str>, what: &str| {
        tried += 1;
        match result_code {
            Some("path.not_allowed") => refused += 1,
            other => panic!("{what}: not refused ({other:?})"),
        }
    };
    for path in &hostile_reads {
        // Adding to an envelope (a drop or Add files).
        let added = envelopes::add_paths(&fx.desk, std::slice::from_ref(path), &[]);
        let code = match &added {
            Err(e) => Some(e.code()),
            // A relative path is not even looked at: skipped, nothing added.
            Ok(a) if a.documents.is_empty() && path == "id_ed25519" => Some("path.not_allowed"),
            Ok(_) => None,
        };
        count(code, &format!("add {path}"));
        // The thumbnail, the keystore import and the CSV preview take only what this check gives.
        let read = grants.check_read(std::path::Path::new(path));
        count(
            read.err().as_ref().map(|e| e.code()),
            &format!("read {path}"),
        );
        // A draft saved naming it is not uploaded.
        let mut draft = fx.described_draft();
        draft.documents[0].path = path.clone();
        let draft = envelopes::save_draft(&fx.desk, &draft).unwrap();
        let upload = envelopes::upload(
            &fx.desk,
            &draft.id,
            common::typed_recipient(&fx.desk, &draft.id)
                .await
                .as_deref(),
            |_| {},
        )
        .await;
        count(
            upload.err().as_ref().map(|e| e.code()),
            &format!("upload {path}"),
        );
        envelopes::delete_draft(&fx.desk, &draft.id).unwrap();
    }
    for path in &hostile_writes {
        // The keystore backup, the contacts and Activity exports, the evidence pack and the PDF
        // download take only what this check gives.
        let write = grants.take_write(std::path::Path::new(path));
        count(
            write.err().as_ref().map(|e| e.code()),
            &format!("write {path}"),
        );
    }
    assert_eq!(fx.envelope_count(), 0, "nothing was uploaded");
    assert!(!home.join(".bashrc").exists());
    println!(
        "paths refused: {refused} of {tried} hostile paths tried (reads, adds, uploads, writes)"
    );
    assert_eq!(refused, tried);
}
