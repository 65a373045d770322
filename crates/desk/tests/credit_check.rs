//! A documentary credit kept with a draft and the presentation checked against it, against
//! the real sandbox over HTTP, the real PDF worker and a real SQLite store (run under
//! tests/e2e/in-session.sh): the demo credit the demo documents comply with shows no
//! difference, each change of the credit shows exactly its difference (named: document, page,
//! both values), a malformed message is refused naming its line, an MT707 is applied as the
//! next amendment, and the send puts the credit's hash and the check's digest on record and in
//! the evidence pack.

#![allow(clippy::unwrap_used)]

mod common;

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use tdx_credit::CreditCheckKind as K;
use tdx_desk::draft_check::{self, CreditCheckView, DraftCheck};
use tdx_desk::envelopes::{self, Draft};
use tdx_desk::view::EblRow;
use tdx_desk::{Context, EblCache, ebls, evidence, journal, session};
use tdx_doccheck::Outcome;
use tdx_keys::Sensitive;
use tdx_pdf::{PdfConfig, PdfService, WorkerCommand};
use tdx_sandbox::{DemoDocumentKind, DemoMistakes};
use tdx_store::Store;
use time::{Date, Duration};
use uuid::Uuid;

const CONSIGNEE: &str = "consignee@nile.example";

/// tdx-pdf's worker binary, built beside this test by the workspace's build.
fn pdf() -> PdfService {
    let exe = std::env::current_exe().unwrap();
    let bin_dir = exe.parent().and_then(Path::parent).unwrap();
    let worker: PathBuf = bin_dir.join("tdx-pdf");
    assert!(worker.exists(), "{} is missing", worker.display());
    PdfService::new(PdfConfig::new(WorkerCommand::new(worker, ["worker"])))
}

struct Fixture {
    desk: Context,
    world: tdx_sandbox::World,
    pdf: PdfService,
    rows: Vec<EblRow>,
    dir: tempfile::TempDir,
}

async fn open() -> Fixture {
    let store = Arc::new(Mutex::new(Store::open_in_memory().unwrap()));
    let profile = format!("test-credit-{}", Uuid::new_v4());
    let (desk, world) = common::open_desk(CONSIGNEE, &profile, EblCache::with_store(store)).await;
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

impl Fixture {
    /// An original ISSUED eBL the company holds.
    fn original(&self) -> EblRow {
        self.rows
            .iter()
            .find(|r| !r.is_copy && r.held_by_us && r.state == "ISSUED")
            .unwrap()
            .clone()
    }

    /// A draft linked to `ebl` with its demo invoice and packing list, and the demo credit
    /// written beside them.
    async fn demo_draft(&self, ebl: &EblRow) -> (Draft, String) {
        let draft = envelopes::save_draft(&self.desk, &envelopes::new_draft()).unwrap();
        envelopes::link_ebl(&self.desk, &draft.id, Some(&ebl.id)).unwrap();
        let draft = draft_check::add_demo_documents(&self.desk, self.dir.path(), &draft.id)
            .await
            .unwrap();
        let path = self
            .dir
            .path()
            .join("demo-documents")
            .join(draft_check::demo_credit_file_name(&ebl.reference));
        let text = std::fs::read_to_string(&path).unwrap();
        (draft, text)
    }

    /// Writes `bytes` over the draft's document at `path` and adds it again, as a drop of the
    /// changed file does (its type kept).
    fn replace_document(&self, draft_id: &str, path: &str, bytes: &[u8]) {
        let file = PathBuf::from(path);
        std::fs::write(&file, bytes).unwrap();
        self.desk
            .grants()
            .grant_dropped(std::slice::from_ref(&file));
        let mut draft = envelopes::draft(&self.desk, draft_id).unwrap();
        let at = draft.documents.iter().position(|d| d.path == path).unwrap();
        let kept = draft.documents.remove(at);
        let existing: Vec<String> = draft.documents.iter().map(|d| d.path.clone()).collect();
        let added = envelopes::add_paths(&self.desk, &[path.to_owned()], &existing).unwrap();
        assert_eq!(added.documents.len(), 1, "{:?}", added.skipped);
        let mut again = added.documents.into_iter().next().unwrap();
        again.document_type = kept.document_type;
        again.document_id = kept.document_id;
        draft.documents.insert(at, again);
        envelopes::save_draft(&self.desk, &draft).unwrap();
    }

    async fn import(&self, draft_id: &str, text: &str, today: Date) -> CreditCheckView {
        draft_check::credit::import_credit(&self.desk, &self.pdf, draft_id, text)
            .await
            .unwrap();
        self.check_on(draft_id, today).await.credit.unwrap()
    }

    async fn check_on(&self, draft_id: &str, today: Date) -> DraftCheck {
        draft_check::check_draft_on(&self.desk, &self.pdf, draft_id, today)
            .await
            .unwrap()
    }
}

/// `text` with the field `tag` (its first line) replaced by `value`.
fn with_field(text: &str, tag: &str, value: &str) -> String {
    let start = format!(":{tag}:");
    text.lines()
        .map(|l| {
            if l.starts_with(&start) {
                format!("{start}{value}")
            } else {
                l.to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// `text` with `line` added after the first line of field `tag`.
fn with_line_after(text: &str, tag: &str, line: &str) -> String {
    let start = format!(":{tag}:");
    let mut out = Vec::new();
    for l in text.lines() {
        out.push(l.to_owned());
        if l.starts_with(&start) {
            out.push(line.to_owned());
        }
    }
    out.join("\n")
}

fn field<'a>(text: &'a str, tag: &str) -> &'a str {
    let start = format!(":{tag}:");
    text.lines()
        .find_map(|l| l.strip_prefix(start.as_str()))
        .unwrap()
}

fn swift(d: Date) -> String {
    format!(
        "{:02}{:02}{:02}",
        d.year().rem_euclid(100),
        u8::from(d.month()),
        d.day()
    )
}

fn iso(s: &str) -> Date {
    Date::parse(
        s,
        &time::macros::format_description!("[year]-[month]-[day]"),
    )
    .unwrap()
}

/// The differences of the credit section: (check, document, page, found, expected).
fn differences(c: &CreditCheckView) -> Vec<(K, String, u32, String, String)> {
    c.lines
        .iter()
        .flat_map(|l| {
            l.line
                .findings
                .iter()
                .filter(|f| f.outcome == Outcome::Differs)
                .map(|f| {
                    (
                        l.line.check,
                        f.document.clone(),
                        f.page,
                        f.found.clone(),
                        f.expected.clone(),
                    )
                })
        })
        .collect()
}

#[tokio::test]
async fn the_demo_credit_complies_and_each_change_of_it_shows_exactly_its_difference() {
    let fx = open().await;
    let ebl = fx.original();
    let (draft, demo) = fx.demo_draft(&ebl).await;
    // First, as if presented today: the demo credit ends its period 21 days from now.
    let check = draft_check::credit::import_credit(&fx.desk, &fx.pdf, &draft.id, &demo)
        .await
        .unwrap();
    let credit = check.credit.clone().unwrap();
    assert_eq!(credit.differences, 0, "{:#?}", credit.lines);
    assert_eq!(check.differences, 0, "the eBL check is unchanged");
    // (20 when the test straddles midnight UTC between writing the credit and checking it.)
    assert!(
        (20..=21).contains(&credit.days_left),
        "{:?}",
        credit.verdict
    );
    assert_eq!(credit.number, field(&demo, "20"));
    assert_eq!(credit.hash, tdx_credit::text_hash(&[demo.as_str()]));
    for kind in [
        K::InvoiceCurrency,
        K::InvoiceAmount,
        K::InvoiceIssuer,
        K::InvoiceMadeOutTo,
        K::Goods,
        K::PortOfLoading,
        K::PortOfDischarge,
        K::ShipmentDate,
        K::Presentation,
        K::DocumentsRequired,
    ] {
        let line = credit.lines.iter().find(|l| l.line.check == kind).unwrap();
        assert_eq!(line.line.outcome, Outcome::Matches, "{kind:?}: {line:#?}");
    }
    // 47A is for the examiner to read, never a match.
    assert!(
        credit
            .for_examiner
            .iter()
            .any(|e| e.tag == "47A" && e.text.contains("CREDIT NUMBER")),
        "{:?}",
        credit.for_examiner
    );
    // The shipment date is the eBL PDF's; checked as if presented five days after it.
    let shipped = iso(credit.verdict.shipment_date.as_deref().unwrap());
    let today = shipped + Duration::days(5);
    let on_time = fx.check_on(&draft.id, today).await.credit.unwrap();
    assert_eq!(differences(&on_time), [], "{:#?}", on_time.lines);

    let amount = field(&demo, "32B").to_owned();
    let units: u64 = amount[3..amount.find(',').unwrap()].parse().unwrap();
    let cases: Vec<(&str, String, K, &str)> = vec![
        (
            "amount over the tolerance",
            with_field(&demo, "32B", &format!("USD{},00", units * 100 / 110)),
            K::InvoiceAmount,
            "invoice-",
        ),
        (
            "wrong currency",
            with_field(&demo, "32B", &format!("EUR{}", &amount[3..])),
            K::InvoiceCurrency,
            "invoice-",
        ),
        (
            "late shipment",
            with_field(&demo, "44C", &swift(shipped - Duration::days(1))),
            K::ShipmentDate,
            "eBL ",
        ),
        (
            "presentation after the period",
            with_field(&demo, "48", "3/FROM THE DATE OF SHIPMENT"),
            K::Presentation,
            "eBL ",
        ),
        (
            "a document 46A asks for missing",
            with_line_after(
                &demo,
                "46A",
                "+CERTIFICATE OF ORIGIN ISSUED BY THE CHAMBER OF COMMERCE",
            ),
            K::DocumentsRequired,
            "the envelope",
        ),
        (
            "a port that differs",
            with_field(&demo, "44F", "Port Louis, MU (MUPLU)"),
            K::PortOfDischarge,
            "eBL ",
        ),
        (
            "goods missing from the invoice",
            with_line_after(
                &demo,
                "45A",
                "+200 CARTONS OF BOROSILICATE LABORATORY GLASSWARE",
            ),
            K::Goods,
            "invoice-",
        ),
    ];
    for (name, text, kind, document) in cases {
        let credit = fx.import(&draft.id, &text, today).await;
        let found = differences(&credit);
        // Exactly that difference: one line differs, and (but for a port, which each document
        // stating it repeats) one finding.
        assert!(
            !found.is_empty() && found.iter().all(|f| f.0 == kind),
            "{name}: {found:#?}"
        );
        if kind == K::PortOfDischarge {
            let named: Vec<&str> = found.iter().map(|f| f.1.as_str()).collect();
            assert!(
                named.iter().any(|d| d.starts_with("eBL "))
                    && named.iter().any(|d| d.starts_with("invoice-")),
                "{name}: {named:?}"
            );
        } else {
            assert_eq!(found.len(), 1, "{name}: {found:#?}");
        }
        let (_, doc, page, got, expected) = found
            .iter()
            .find(|f| f.1.starts_with(document))
            .unwrap_or_else(|| panic!("{name}: no difference in {document}: {found:#?}"));
        assert!(
            *page >= 1 || doc == "the envelope",
            "{name}: the page is named"
        );
        assert!(!expected.is_empty(), "{name}: what the credit asks");
        if kind != K::DocumentsRequired {
            assert!(!got.is_empty(), "{name}: what the document states");
            assert_ne!(got, expected, "{name}");
        }
        assert_eq!(credit.differences as usize, found.len(), "{name}");
        let differing: Vec<K> = credit
            .lines
            .iter()
            .filter(|l| l.line.outcome == Outcome::Differs)
            .map(|l| l.line.check)
            .collect();
        assert_eq!(differing, [kind], "{name}");
    }

    // The credit as advised again; the invoice replaced by one 10 % over it (the tolerance is
    // 5 %): exactly the amount differs, on the invoice's page. The right invoice back: none.
    fx.import(&draft.id, &demo, today).await;
    let invoice = draft.documents[0].path.clone();
    let over = DemoMistakes::parse("amount:1.1").unwrap();
    let id = Uuid::parse_str(&ebl.id).unwrap();
    let sandbox = fx.desk.sandbox().unwrap();
    let bytes = sandbox
        .demo_document(id, DemoDocumentKind::Invoice, &over)
        .unwrap();
    fx.replace_document(&draft.id, &invoice, &bytes);
    let credit = fx.check_on(&draft.id, today).await.credit.unwrap();
    let found = differences(&credit);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(found[0].0, K::InvoiceAmount);
    assert!(
        found[0].1.starts_with("invoice-") && found[0].2 >= 1,
        "the invoice and its page: {found:?}"
    );
    let bytes = sandbox
        .demo_document(id, DemoDocumentKind::Invoice, &DemoMistakes::default())
        .unwrap();
    fx.replace_document(&draft.id, &invoice, &bytes);
    let credit = fx.check_on(&draft.id, today).await.credit.unwrap();
    assert_eq!(differences(&credit), []);
    fx.desk.stop_sandbox().await;
}

#[tokio::test]
async fn a_credit_is_kept_with_the_draft_amended_in_order_and_refused_naming_its_line() {
    let fx = open().await;
    let ebl = fx.original();
    let unlinked = envelopes::save_draft(&fx.desk, &envelopes::new_draft()).unwrap();
    let (draft, demo) = fx.demo_draft(&ebl).await;

    let err = draft_check::credit::import_credit(&fx.desk, &fx.pdf, &unlinked.id, &demo)
        .await
        .unwrap_err();
    assert_eq!(err.code(), "envelope.no_ebl");

    // An amendment before any credit: refused in words, nothing kept.
    let amendment = format!(
        ":20:{}\n:21:NONREF\n:26E:1\n:30:261020\n:39A:10/10\n",
        field(&demo, "20")
    );
    let err = draft_check::credit::import_credit(&fx.desk, &fx.pdf, &draft.id, &amendment)
        .await
        .unwrap_err();
    assert_eq!(err.code(), "credit.none_to_amend");
    assert!(
        err.user_message().contains("MT700"),
        "{}",
        err.user_message()
    );
    assert!(
        envelopes::draft(&fx.desk, &draft.id)
            .unwrap()
            .credit
            .is_none()
    );

    // A malformed credit: refused naming the line, nothing kept.
    let lines: Vec<&str> = demo.lines().collect();
    let at = lines.iter().position(|l| l.starts_with(":32B:")).unwrap();
    let broken = with_field(&demo, "32B", "USD12O,00");
    let err = draft_check::credit::import_credit(&fx.desk, &fx.pdf, &draft.id, &broken)
        .await
        .unwrap_err();
    assert_eq!(err.code(), "credit.bad_field");
    let said = err.user_message();
    assert!(
        said.contains(&format!("line {}", at + 1)) && said.contains("32B"),
        "{said}"
    );
    assert!(
        envelopes::draft(&fx.desk, &draft.id)
            .unwrap()
            .credit
            .is_none()
    );

    // The credit, then its amendment: applied in order, both texts kept, the hash of both.
    draft_check::credit::import_credit(&fx.desk, &fx.pdf, &draft.id, &demo)
        .await
        .unwrap();
    let check = draft_check::credit::import_credit(&fx.desk, &fx.pdf, &draft.id, &amendment)
        .await
        .unwrap();
    let credit = check.credit.unwrap();
    assert_eq!(credit.amendments, 1);
    assert_eq!(credit.tolerance.as_deref(), Some("+10% / -10%"));
    assert_eq!(
        credit.hash,
        tdx_credit::text_hash(&[demo.as_str(), amendment.as_str()])
    );
    let kept = envelopes::draft(&fx.desk, &draft.id)
        .unwrap()
        .credit
        .unwrap();
    assert_eq!(kept.texts, [demo.clone(), amendment.clone()]);
    assert_eq!(kept.credit.tolerance.unwrap().plus, 10);
    // An amendment of another credit is refused naming its line.
    let other = amendment.replace(field(&demo, "20"), "OTHERCREDIT1");
    let err = draft_check::credit::import_credit(&fx.desk, &fx.pdf, &draft.id, &other)
        .await
        .unwrap_err();
    assert_eq!(err.code(), "credit.amendment");
    assert!(
        err.user_message().contains("line 1"),
        "{}",
        err.user_message()
    );

    // The crate's SWIFT samples (a whole FIN MT700, then an MT707 of block 4 alone): the
    // amendment applied to the credit, the texts kept in order.
    let fin = include_str!("../../credit/tests/fixtures/mt700.fin");
    let mt707 = include_str!("../../credit/tests/fixtures/mt707.txt");
    draft_check::credit::import_credit(&fx.desk, &fx.pdf, &draft.id, fin)
        .await
        .unwrap();
    let check = draft_check::credit::import_credit(&fx.desk, &fx.pdf, &draft.id, mt707)
        .await
        .unwrap();
    let sample = check.credit.unwrap();
    assert_eq!(
        (sample.number.as_str(), sample.amendments),
        ("LC2026-0042", 1)
    );
    assert_eq!(
        sample.amount, "USD 110,000.00",
        "32B increased by the MT707"
    );
    assert_eq!(sample.expiry, "2026-12-31", "31E");
    assert_eq!(sample.hash, tdx_credit::text_hash(&[fin, mt707]));
    draft_check::credit::import_credit(&fx.desk, &fx.pdf, &draft.id, &demo)
        .await
        .unwrap();
    draft_check::credit::import_credit(&fx.desk, &fx.pdf, &draft.id, &amendment)
        .await
        .unwrap();

    // A save from the window (which does not send the credit back) keeps it.
    let mut edited = envelopes::draft(&fx.desk, &draft.id).unwrap();
    edited.credit = None;
    edited.recipient_name = "Harbor Bank".into();
    let saved = envelopes::save_draft(&fx.desk, &edited).unwrap();
    assert_eq!(saved.credit.unwrap().texts.len(), 2);

    // From a file the user chose; a file not granted is refused.
    let path = fx.dir.path().join("mt700.txt");
    std::fs::write(&path, &demo).unwrap();
    let err = fx.desk.grants().check_read(&path).unwrap_err();
    assert_eq!(err.code(), "path.not_allowed");
    fx.desk.grants().grant_dropped(std::slice::from_ref(&path));
    let file = fx.desk.grants().check_read(&path).unwrap();
    let check = draft_check::credit::import_credit_file(&fx.desk, &fx.pdf, &draft.id, &file)
        .await
        .unwrap();
    assert_eq!(
        check.credit.unwrap().amendments,
        0,
        "a credit replaces the one kept"
    );

    // A file larger than any SWIFT message is refused unread, the credit kept as it was.
    let huge = fx.dir.path().join("huge.txt");
    std::fs::write(&huge, demo.repeat(200)).unwrap();
    fx.desk.grants().grant_dropped(std::slice::from_ref(&huge));
    let file = fx.desk.grants().check_read(&huge).unwrap();
    let err = draft_check::credit::import_credit_file(&fx.desk, &fx.pdf, &draft.id, &file)
        .await
        .unwrap_err();
    assert_eq!(err.code(), "input.invalid");
    assert!(
        err.user_message().contains("huge.txt"),
        "{}",
        err.user_message()
    );
    let kept = envelopes::draft(&fx.desk, &draft.id)
        .unwrap()
        .credit
        .unwrap();
    assert_eq!(kept.texts, std::slice::from_ref(&demo));

    let check = draft_check::credit::remove_credit(&fx.desk, &fx.pdf, &draft.id)
        .await
        .unwrap();
    assert!(check.credit.is_none());
    assert!(
        envelopes::draft(&fx.desk, &draft.id)
            .unwrap()
            .credit
            .is_none()
    );
    fx.desk.stop_sandbox().await;
}

#[tokio::test]
async fn the_send_puts_the_credit_s_hash_and_its_check_on_record_and_in_the_evidence_pack() {
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
    let ebl = fx.original();
    let (draft, demo) = fx.demo_draft(&ebl).await;
    // A credit whose amount the invoice exceeds: one difference to acknowledge.
    let amount = field(&demo, "32B").to_owned();
    let units: u64 = amount[3..amount.find(',').unwrap()].parse().unwrap();
    let short = with_field(&demo, "32B", &format!("USD{},00", units * 100 / 110));
    let mut draft = envelopes::draft(&fx.desk, &draft.id).unwrap();
    draft.recipient_inbox = common::inbox_of(&fx.world, "bank@harbor.example").to_string();
    draft.recipient_name = "Harbor Bank plc".into();
    envelopes::save_draft(&fx.desk, &draft).unwrap();
    common::upload_confirmed(&fx.desk, &draft.id).await;
    // Importing a credit after the upload keeps it: the credit changes nothing sent.
    draft_check::credit::import_credit(&fx.desk, &fx.pdf, &draft.id, &short)
        .await
        .unwrap();
    assert!(
        envelopes::draft(&fx.desk, &draft.id)
            .unwrap()
            .uploaded
            .is_some()
    );
    let review = draft_check::send_review(&fx.desk, &fx.pdf, &draft.id)
        .await
        .unwrap();
    assert!(review.needs_acknowledgement, "the credit's difference");
    let check = review.check.unwrap();
    assert_eq!((check.differences, check.total_differences()), (0, 1));
    let credit = check.credit.clone().unwrap();
    let typed = common::typed_recipient(&fx.desk, &draft.id).await;
    let err = draft_check::sign_and_send(&fx.desk, &fx.pdf, &draft.id, None, typed.as_deref())
        .await
        .unwrap_err();
    assert_eq!(err.code(), "envelope.differences_unacknowledged");
    assert!(
        err.user_message().contains("1 difference from the credit"),
        "{}",
        err.user_message()
    );
    let sent = draft_check::sign_and_send(
        &fx.desk,
        &fx.pdf,
        &draft.id,
        Some(&check.digest),
        typed.as_deref(),
    )
    .await
    .unwrap();
    let entries = journal::entries(&fx.desk, Some(&ebl.id)).unwrap();
    let entry = entries
        .iter()
        .find(|e| e.envelope_id.as_deref() == Some(sent.envelope_id.as_str()))
        .unwrap();
    let record = entry.document_check.as_ref().unwrap();
    assert_eq!(record.digest, check.digest);
    let on_record = record.credit.as_ref().unwrap();
    assert_eq!(on_record.hash, tdx_credit::text_hash(&[short.as_str()]));
    assert_eq!(on_record.digest, credit.digest);
    assert_eq!(on_record.differences, 1);
    assert_eq!(on_record.number, credit.number);

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
    assert_eq!(kept["credit"]["hash"], on_record.hash);
    assert_eq!(kept["credit"]["digest"], credit.digest);
    let journal: serde_json::Value =
        serde_json::from_reader(zip.by_name("journal.json").unwrap()).unwrap();
    let text = journal.to_string();
    assert!(text.contains(&on_record.hash), "the journal in the pack");
    fx.desk.stop_sandbox().await;
}

#[tokio::test]
async fn a_credit_whose_presentation_ends_within_a_week_needs_attention_until_it_is_removed() {
    use tdx_desk::attention::{self, AttentionRule};
    let fx = open().await;
    let ebl = fx.original();
    let (draft, demo) = fx.demo_draft(&ebl).await;
    let check = draft_check::credit::import_credit(&fx.desk, &fx.pdf, &draft.id, &demo)
        .await
        .unwrap();
    let credit = check.credit.unwrap();
    let present_by = iso(&credit.present_by);
    let ms = |d: Date| d.midnight().assume_utc().unix_timestamp() * 1000;
    let of_credit = |items: &[attention::AttentionItem]| -> Vec<attention::AttentionItem> {
        items
            .iter()
            .filter(|i| i.rule == AttentionRule::CreditDeadline)
            .cloned()
            .collect()
    };

    // Ten days before: nothing yet.
    let told = attention::evaluate(&fx.desk, ms(present_by - Duration::days(10)))
        .await
        .unwrap();
    assert_eq!(of_credit(&told), []);
    // Three days before: one item about the draft's eBL, naming the credit and the day.
    let told = attention::evaluate(&fx.desk, ms(present_by - Duration::days(3)))
        .await
        .unwrap();
    let items = of_credit(&told);
    assert_eq!(items.len(), 1, "{items:?}");
    assert_eq!(items[0].ebl_id.as_deref(), Some(ebl.id.as_str()));
    let reason = items[0].reason.as_str();
    assert!(
        reason.contains(&credit.number)
            && reason.contains(&credit.present_by)
            && reason.contains("in 3 days"),
        "{reason}"
    );
    // Told once: the next evaluation does not tell it again, and it stays listed.
    let again = attention::evaluate(&fx.desk, ms(present_by - Duration::days(2)))
        .await
        .unwrap();
    assert_eq!(of_credit(&again), []);
    assert_eq!(
        of_credit(&attention::list(&fx.desk).unwrap().items).len(),
        1
    );
    // The credit removed: the item goes.
    draft_check::credit::remove_credit(&fx.desk, &fx.pdf, &draft.id)
        .await
        .unwrap();
    attention::evaluate(&fx.desk, ms(present_by - Duration::days(1)))
        .await
        .unwrap();
    assert_eq!(of_credit(&attention::list(&fx.desk).unwrap().items), []);
    fx.desk.stop_sandbox().await;
}
