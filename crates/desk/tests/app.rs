//! The app's owner of profiles (`DeskApp`), as the shell uses it: the remembered profile
//! reopened at the next start (and the sandbox when it cannot be), a damaged store moved aside
//! with the user told, a preview whose document the PDF worker lost drawn again, and the
//! registration in progress cancelled by the next one or by the user.

#![allow(clippy::unwrap_used)]

mod common;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use tdx_client::auth::BrowserOpener;
use tdx_client::login_browser::FormFillingBrowser;
use tdx_desk::profiles::SANDBOX_PROFILE_ID;
use tdx_desk::{AppConfig, DeskApp};
use tdx_desk::{ebl_open, ebls, envelopes, review, session, submit};
use tdx_pdf::WorkerCommand;

const CONSIGNEE: &str = "consignee@nile.example";

fn config(dir: &Path) -> AppConfig {
    AppConfig {
        data_dir: Some(dir.to_path_buf()),
        pdf_worker: Some(pdf_worker()),
        ..AppConfig::default()
    }
}

/// tdx-pdf's worker binary, built beside this test by the workspace's build.
fn pdf_worker() -> WorkerCommand {
    let exe = std::env::current_exe().unwrap();
    let bin_dir = exe.parent().and_then(Path::parent).unwrap();
    let worker: PathBuf = bin_dir.join("tdx-pdf");
    assert!(
        worker.exists(),
        "{} is missing: build it with `cargo build -p tdx-pdf` (the workspace's test build does)",
        worker.display()
    );
    WorkerCommand::new(worker, ["worker"])
}

/// A standalone service and a browser that signs the consignee in there.
async fn service() -> (tdx_sandbox::Running, Arc<FormFillingBrowser>) {
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let world = service.world();
    let user = world.users.iter().find(|u| u.email == CONSIGNEE).unwrap();
    let browser = Arc::new(FormFillingBrowser::new(&user.email, &user.password));
    (service, browser)
}

/// Saves a service profile for the consignee at `service` in the app's store; its id.
fn save_profile(app: &DeskApp, service: &tdx_sandbox::Running, name: &str) -> String {
    let store = app.store().unwrap();
    common::service_profile(
        &store,
        &service.world(),
        CONSIGNEE,
        service.base_url(),
        name,
    )
    .id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_profile_in_use_is_reopened_at_the_next_start_and_a_lost_one_gives_the_sandbox() {
    let dir = tempfile::tempdir().unwrap();
    let (service, browser) = service().await;

    let app = DeskApp::new(config(dir.path()), browser.clone());
    assert_eq!(
        app.active_id().await,
        SANDBOX_PROFILE_ID,
        "a new app starts on the sandbox"
    );
    let id = save_profile(&app, &service, "app-reopen");
    let desk = app.switch(&id).await.unwrap();
    assert_eq!(app.active_id().await, id);
    session::sign_in(&desk).await.unwrap();
    assert!(!ebls::list_ebls(&desk, true).await.unwrap().rows.is_empty());

    // A file given to the app on one profile is not readable once another takes over.
    let file = dir.path().join("invoice.pdf");
    std::fs::write(&file, b"%PDF-1.4").unwrap();
    desk.grants().grant_read(&file).unwrap();
    let sandbox = app.switch(SANDBOX_PROFILE_ID).await.unwrap();
    assert_eq!(sandbox.profile().id, SANDBOX_PROFILE_ID);
    assert_eq!(
        desk.grants().check_read(&file).unwrap_err().code(),
        "path.not_allowed"
    );
    app.switch(&id).await.unwrap();
    drop((app, desk, sandbox));

    // The next start opens the service profile, still signed in (the session is in the
    // keyring), and starts no embedded sandbox for it.
    let app = DeskApp::new(config(dir.path()), browser.clone());
    let desk = app.context().await.unwrap();
    assert_eq!(desk.profile().id, id);
    assert!(desk.sandbox().is_none());
    assert!(session::session_info(&desk).await.unwrap().signed_in);
    drop((app, desk));

    // A remembered profile that no longer exists: the sandbox, and no error.
    {
        let store = tdx_store::Store::open(dir.path().join(tdx_desk::app::STORE_FILE)).unwrap();
        let shown = tdx_desk::profiles::deletion_facts(&store, &id, SANDBOX_PROFILE_ID).unwrap();
        tdx_desk::profiles::delete(&store, &id, SANDBOX_PROFILE_ID, &shown).unwrap();
    }
    let app = DeskApp::new(config(dir.path()), browser);
    assert_eq!(
        app.context().await.unwrap().profile().id,
        SANDBOX_PROFILE_ID
    );
    assert_eq!(app.active_id().await, SANDBOX_PROFILE_ID);
    assert!(app.store_notice().is_none());
}

#[tokio::test]
async fn a_damaged_store_is_moved_aside_and_the_user_is_told_where() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join(tdx_desk::app::STORE_FILE),
        vec![0x5a; 64 * 1024],
    )
    .unwrap();
    let (service, browser) = service().await;
    let app = DeskApp::new(config(dir.path()), browser);

    let notice = app.store_notice().unwrap();
    let aside: Vec<PathBuf> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().contains(".corrupt-"))
        .collect();
    assert_eq!(aside.len(), 1, "{aside:?}");
    assert!(notice.contains(&aside[0].display().to_string()), "{notice}");
    // The new store works: a profile saved now is there at the next start.
    let id = save_profile(&app, &service, "app-damaged");
    drop(app);
    let store = tdx_store::Store::open(dir.path().join(tdx_desk::app::STORE_FILE)).unwrap();
    assert_eq!(tdx_desk::profiles::load(&store, &id).unwrap().id, id);
}

/// A store too large to check within the start's budget (here: no budget at all) opens at once;
/// the check after the start finds damaged pages and says so, and the next start moves the
/// file aside.
#[tokio::test]
async fn a_store_checked_after_the_start_tells_of_damage_and_is_moved_aside_at_the_next() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(tdx_desk::app::STORE_FILE);
    {
        let store = tdx_store::Store::open(&path).unwrap();
        store
            .save_profile(&tdx_desk::profiles::sandbox("", ""))
            .unwrap();
        for i in 0..2_000 {
            store
                .set_setting(SANDBOX_PROFILE_ID, &format!("filler-{i}"), &"x".repeat(200))
                .unwrap();
        }
    }
    let mut bytes = std::fs::read(&path).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle..middle + 8_192].fill(0xA5);
    std::fs::write(&path, &bytes).unwrap();
    let (_service, browser) = service().await;
    let no_budget = AppConfig {
        store_check_budget: std::time::Duration::ZERO,
        ..config(dir.path())
    };

    let app = DeskApp::new(no_budget.clone(), browser.clone());
    let told = app.wait_store_check().expect("the damage is told");
    assert!(
        told.contains("damaged") && told.contains("next start"),
        "{told}"
    );
    assert_eq!(app.store_notice().as_deref(), Some(told.as_str()));
    drop(app);

    let app = DeskApp::new(no_budget, browser);
    let notice = app.store_notice().expect("moved aside at the next start");
    assert!(notice.contains(".corrupt-"), "{notice}");
    assert!(app.wait_store_check().is_none(), "the new store is sound");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_preview_whose_document_the_worker_lost_is_fetched_again_and_drawn() {
    let dir = tempfile::tempdir().unwrap();
    let (service, browser) = service().await;
    let app = DeskApp::new(config(dir.path()), browser);
    let id = save_profile(&app, &service, "app-preview");
    let desk = app.switch(&id).await.unwrap();
    session::sign_in(&desk).await.unwrap();
    let ebl = ebls::list_ebls(&desk, true).await.unwrap().rows[0]
        .id
        .clone();

    let pdf = app.pdf().await.unwrap();
    let doc = app.previews().open(&pdf, &desk, &ebl).await.unwrap();
    assert_eq!(doc.ebl_id, ebl);
    assert!(!doc.pages.is_empty() && doc.pages[0].width_pt > 100.0);
    let first = app.previews().document(&ebl).await.unwrap();
    // The viewer's sandbox, as Settings › About tells it: on this Linux the worker refuses
    // sockets, so the preview carries no warning.
    let jail = app.pdf_jail().await.unwrap();
    assert!(jail.protected, "{}", jail.detail);
    assert!(
        jail.plain_words.starts_with("The PDF viewer"),
        "{}",
        jail.plain_words
    );
    assert_eq!(doc.jail_warning, None);

    // The worker closes the document behind the previews' back (as after an eviction race).
    pdf.close(first).await.unwrap();
    let png = app
        .previews()
        .page(&pdf, &desk, &ebl, 0, 400)
        .await
        .unwrap();
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "page 1 is a PNG");
    let again = app.previews().document(&ebl).await.unwrap();
    assert_ne!(again, first, "opened again");

    // A page that does not exist is an error the window can show, not a panic.
    let err = app
        .previews()
        .page(&pdf, &desk, &ebl, 999, 400)
        .await
        .unwrap_err();
    assert_eq!(err.code(), "pdf.page_out_of_range");
}

/// A click on an eBL is answered at once with its detail, its PDF opened and page 1 drawn at the
/// pane's width, in one frame (the head's length, the head's JSON, the PNG); an eBL the service
/// does not have says why in the detail and the pane, and draws no page.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn opening_an_ebl_answers_its_detail_and_page_1_together_and_an_unknown_ebl_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let (service, browser) = service().await;
    let app = DeskApp::new(config(dir.path()), browser);
    let id = save_profile(&app, &service, "app-ebl-open");
    let desk = app.switch(&id).await.unwrap();
    session::sign_in(&desk).await.unwrap();
    let row = ebls::list_ebls(&desk, true).await.unwrap().rows[0].clone();

    let frame = ebl_open::open_ebl(&app, &row.id, 480)
        .await
        .unwrap()
        .into_frame()
        .unwrap();
    let len = u32::from_le_bytes(frame[..4].try_into().unwrap()) as usize;
    let head: serde_json::Value = serde_json::from_slice(&frame[4..4 + len]).unwrap();
    let page = &frame[4 + len..];
    assert_eq!(head["detail"]["row"]["reference"], row.reference.as_str());
    assert_eq!(head["doc"]["eblId"], row.id.as_str());
    assert!(
        head["doc"]["pages"]
            .as_array()
            .is_some_and(|p| !p.is_empty())
    );
    assert_eq!(head["pageWidthPx"], 480);
    assert!(
        head["detailError"].is_null() && head["docError"].is_null() && head["pageError"].is_null()
    );
    assert!(
        page.starts_with(b"\x89PNG\r\n\x1a\n"),
        "page 1 follows the head"
    );
    let drawn = app
        .previews()
        .page(&app.pdf().await.unwrap(), &desk, &row.id, 0, 480)
        .await
        .unwrap();
    assert_eq!(
        page,
        drawn.as_slice(),
        "page 1 as the pane's own request draws it"
    );

    let unknown = ebl_open::open_ebl(&app, "eb000000-0000-4000-8000-00000000dead", 480)
        .await
        .unwrap();
    let detail = unknown.detail.as_ref().unwrap_err();
    assert_eq!(detail.code.to_string(), "http.not_found", "{detail:?}");
    assert!(!detail.message.is_empty());
    assert!(unknown.doc.is_err() && unknown.page.is_err());
    let frame = unknown.into_frame().unwrap();
    let len = u32::from_le_bytes(frame[..4].try_into().unwrap()) as usize;
    assert_eq!(frame.len(), 4 + len, "no page bytes after the head");
}

/// Where the viewer is not protected (here: its worker was handed an environment variable of
/// the app's, as a build that forgot `env_clear` would), the status does not read protected and
/// names what is missing; the sandbox warning rides on every preview until the pane has shown
/// it, so a hover's prefetch (an open like any other) does not spend it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_prefetch_does_not_spend_the_sandbox_warning_only_the_pane_showing_it_does() {
    let dir = tempfile::tempdir().unwrap();
    let (service, browser) = service().await;
    let leaky = AppConfig {
        pdf_worker: Some(pdf_worker().with_env("DBUS_SESSION_BUS_ADDRESS", "unix:path=/x")),
        ..config(dir.path())
    };
    let app = DeskApp::new(leaky, browser);
    let id = save_profile(&app, &service, "app-jail-warning");
    let desk = app.switch(&id).await.unwrap();
    session::sign_in(&desk).await.unwrap();
    let rows = ebls::list_ebls(&desk, true).await.unwrap().rows;
    assert!(rows.len() >= 3);

    let jail = app.pdf_jail().await.unwrap();
    assert!(!jail.protected, "{}", jail.detail);
    assert!(
        !jail.plain_words.contains("runs in a sandbox"),
        "{}",
        jail.plain_words
    );
    assert!(
        jail.plain_words.contains("No environment"),
        "{}",
        jail.plain_words
    );
    let missing: Vec<&str> = jail
        .protections
        .iter()
        .filter(|p| !p.in_force)
        .map(|p| p.name.as_str())
        .collect();
    assert!(missing.contains(&"No environment"), "{missing:?}");

    let pdf = app.pdf().await.unwrap();
    // The pointer rests on a row: its preview is opened ahead of the click.
    let prefetched = app.previews().open(&pdf, &desk, &rows[0].id).await.unwrap();
    assert_eq!(
        prefetched.jail_warning.as_deref(),
        Some(jail.plain_words.as_str())
    );
    // The user opens another eBL: its preview still warns.
    let opened = app.previews().open(&pdf, &desk, &rows[1].id).await.unwrap();
    assert_eq!(
        opened.jail_warning.as_deref(),
        Some(jail.plain_words.as_str())
    );
    // The pane showed it: later previews say nothing.
    app.previews().jail_warning_seen();
    let later = app.previews().open(&pdf, &desk, &rows[2].id).await.unwrap();
    assert_eq!(later.jail_warning, None);
}

/// The envelope builder's thumbnail: page 1 of a document the user dropped, drawn by the PDF
/// worker; a file the user never gave the app is refused by the grants before any PDF is opened
/// (a key file refused as `path.not_allowed`, not parsed and found not to be a PDF).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_document_shows_its_first_page_and_a_file_never_given_is_refused_unopened() {
    let dir = tempfile::tempdir().unwrap();
    let browser = Arc::new(FormFillingBrowser::new(CONSIGNEE, "unused"));
    let app = DeskApp::new(config(dir.path()), browser);
    let desk = app.context().await.unwrap();
    let fixture =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/pdf/handmade-3-pages.pdf");
    let shipment = dir.path().join("shipment");
    std::fs::create_dir(&shipment).unwrap();
    let invoice = shipment.join("invoice.pdf");
    std::fs::copy(&fixture, &invoice).unwrap();
    let beside = dir.path().join("other.pdf");
    std::fs::copy(&fixture, &beside).unwrap();
    let secret = dir.path().join("id_ed25519");
    std::fs::write(&secret, "-----BEGIN OPENSSH PRIVATE KEY-----\n").unwrap();
    desk.grants().grant_dropped(std::slice::from_ref(&shipment));

    let pdf = app.pdf().await.unwrap();
    let file = desk.grants().check_read(&invoice).unwrap();
    let png = envelopes::thumbnail(&pdf, &file, 200).await.unwrap();
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "page 1 is a PNG");
    assert_eq!(png_width(&png), 200);
    let huge = envelopes::thumbnail(&pdf, &file, 1_000_000).await.unwrap();
    assert_eq!(
        png_width(&huge),
        envelopes::MAX_THUMBNAIL_PX,
        "no wider than the limit"
    );

    for never_given in [&beside, &secret, &shipment] {
        let err = desk.grants().check_read(never_given).unwrap_err();
        assert_eq!(err.code(), "path.not_allowed", "{}", never_given.display());
    }
}

/// The width a PNG's header gives.
fn png_width(png: &[u8]) -> u32 {
    u32::from_be_bytes(png[16..20].try_into().unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_click_asks_for_the_document_and_page_one_at_once_and_the_pdf_is_downloaded_once() {
    let dir = tempfile::tempdir().unwrap();
    let (service, browser) = service().await;
    let (proxy, base, server) = common::proxy::Proxy::start(&service).await;
    let app = DeskApp::new(config(dir.path()), browser);
    let id = {
        let store = app.store().unwrap();
        common::service_profile(&store, &service.world(), CONSIGNEE, &base, "app-click").id
    };
    let desk = app.switch(&id).await.unwrap();
    session::sign_in(&desk).await.unwrap();
    let ebl = ebls::list_ebls(&desk, true).await.unwrap().rows[0]
        .id
        .clone();
    let pdf = app.pdf().await.unwrap();
    let downloads = || {
        proxy
            .seen
            .lock()
            .unwrap()
            .iter()
            .filter(|r| r.contains(&format!("{ebl}/preview/")))
            .count()
    };

    // The pane's document and page 1, asked for together as the window does at a click.
    let (doc, png) = tokio::join!(
        app.previews().open(&pdf, &desk, &ebl),
        app.previews().page(&pdf, &desk, &ebl, 0, 400),
    );
    let (doc, png) = (doc.unwrap(), png.unwrap());
    assert!(!doc.pages.is_empty() && doc.pages[0].width_pt > 100.0);
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "page 1 is a PNG");
    assert_eq!(downloads(), 1, "one download served both");

    // Opened again later (after an action the PDF may have changed): fetched afresh.
    app.previews().open(&pdf, &desk, &ebl).await.unwrap();
    assert_eq!(downloads(), 2);
    server.abort();
}

/// A browser that is opened and never comes back.
#[derive(Default)]
struct NeverReturns {
    /// How many times it was opened, for a test to wait on.
    opened: tokio::sync::watch::Sender<usize>,
}

impl BrowserOpener for NeverReturns {
    fn open(&self, _url: &str) -> Result<(), String> {
        self.opened.send_modify(|n| *n += 1);
        Ok(())
    }
}

impl NeverReturns {
    /// Returns once the browser has been opened `count` times.
    async fn opened(&self, count: usize) {
        let mut opened = self.opened.subscribe();
        opened.wait_for(|n| *n >= count).await.unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_registration_cancels_the_waiting_one_and_cancel_ends_the_wait() {
    let dir = tempfile::tempdir().unwrap();
    let browser = Arc::new(NeverReturns::default());
    let app = Arc::new(DeskApp::new(config(dir.path()), browser.clone()));

    let first = tokio::spawn({
        let app = app.clone();
        async move {
            app.register_company(common::registration_input("first@delta.example"))
                .await
        }
    });
    browser.opened(1).await;
    let second = tokio::spawn({
        let app = app.clone();
        async move {
            app.register_company(common::registration_input("second@delta.example"))
                .await
        }
    });
    browser.opened(2).await;
    let err = first.await.unwrap().unwrap_err();
    assert_eq!(
        err.code(),
        "cancelled",
        "the newer registration ended the first"
    );

    app.cancel_registration();
    let err = second.await.unwrap().unwrap_err();
    assert_eq!(err.code(), "cancelled");
    // Cancelling with nothing waiting is harmless.
    app.cancel_registration();
}

/// With its data file unusable the app still opens (the list in memory), but it cannot put an
/// action on record before signing it, so it signs nothing and says why.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_its_store_unusable_the_app_signs_nothing_and_says_why() {
    let dir = tempfile::tempdir().unwrap();
    // The data folder's path is taken by a file: no store can be opened under it.
    let data = dir.path().join("data");
    std::fs::write(&data, b"not a folder").unwrap();
    let (service, browser) = service().await;
    let app = DeskApp::new(config(&data), browser.clone());
    assert!(app.store_notice().is_some());
    let desk = app.context().await.unwrap();
    assert_eq!(desk.profile().id, SANDBOX_PROFILE_ID);
    session::sign_in(&desk).await.unwrap();
    let world = desk.sandbox().unwrap().world();
    let key = world.users.iter().find(|u| u.email == CONSIGNEE).unwrap();
    // The sandbox profile's keyring entry may hold a key from another test of this run.
    let stored = desk.keys().info().unwrap().map(|k| k.address);
    desk.keys()
        .import_hex(
            &tdx_keys::Sensitive::new(key.private_key.clone()),
            stored.as_deref(),
        )
        .unwrap();
    let list = ebls::list_ebls(&desk, true).await.unwrap();
    let held = list
        .rows
        .iter()
        .find(|r| r.held_by_us && r.state == "ISSUED")
        .unwrap();
    let review = review::prepare_action(
        &desk,
        &held.id,
        tdx_desk::view::ActionKind::RequestSurrenderForDelivery,
        None,
    )
    .await
    .unwrap();
    let refused = submit::confirm_action(&desk, &review.review_id, common::typed(&review))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), "journal.unavailable");
    assert!(refused.user_message().contains("Nothing was signed"));
    // The service saw no submission: the eBL is as it was.
    let after = ebls::get_ebl(&desk, &held.id).await.unwrap();
    assert_eq!(after.row.state, "ISSUED");
    drop(service);
}

/// Settings › Language: the system's language is followed until the user chooses; the choice
/// is applied to what Rust says at once, kept for the next start (read before the store opens),
/// and a language the app does not speak is refused in the language in use.
#[tokio::test]
async fn the_language_chosen_is_spoken_at_once_and_again_at_the_next_start() {
    let dir = tempfile::tempdir().unwrap();
    let browser = Arc::new(FormFillingBrowser::new(CONSIGNEE, "unused"));
    let in_chinese = AppConfig {
        system_language: tdx_i18n::Lang::ZhCn,
        ..config(dir.path())
    };
    let app = DeskApp::new(in_chinese.clone(), browser.clone());
    assert_eq!(app.language_setting().current, "zh-CN");
    assert_eq!(app.language_setting().choice, None);

    let chosen = app.set_language(Some("ar")).unwrap();
    assert_eq!(
        (chosen.current.as_str(), chosen.system.as_str()),
        ("ar", "zh-CN")
    );
    assert_eq!(chosen.choice.as_deref(), Some("ar"));
    assert_eq!(tdx_i18n::tr!("core-language-name"), "العربية");
    let refused = app.set_language(Some("fr")).unwrap_err();
    assert_eq!(refused.code(), "input.invalid");
    // In Arabic, naming the tag (how the tag and the sentence are isolated is the error
    // sentence's business: the isolates are left out here).
    let said = refused.user_message().replace(['\u{2068}', '\u{2069}'], "");
    assert!(
        said.starts_with("اللغة ")
            && said.contains("fr")
            && said.ends_with("غير متاحة في eBL Desk."),
        "{said}"
    );
    assert_eq!(app.language_setting().current, "ar");
    drop(app);

    // The next start speaks Arabic: the shell reads the choice before the store is opened.
    let system = in_chinese.system_language;
    assert_eq!(
        tdx_desk::language::at_launch(Some(dir.path()), system),
        tdx_i18n::Lang::Ar
    );
    let app = DeskApp::new(in_chinese, browser);
    assert_eq!(app.language(), tdx_i18n::Lang::Ar);
    // Following the system again.
    let following = app.set_language(None).unwrap();
    assert_eq!(
        (following.current.as_str(), following.choice),
        ("zh-CN", None)
    );
    assert_eq!(tdx_i18n::tr!("core-language-name"), "简体中文");
}
