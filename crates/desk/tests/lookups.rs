//! What the command line names things by: a profile opened for one command without becoming
//! the app's active profile, an eBL by its reference, a recipient by its company's name.

#![allow(clippy::unwrap_used)]

mod common;

use std::sync::Arc;

use tdx_client::login_browser::FormFillingBrowser;
use tdx_desk::profiles::{self, SANDBOX_PROFILE_ID};
use tdx_desk::{AppConfig, DeskApp, ebls, session};

const CONSIGNEE: &str = "consignee@nile.example";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_profile_opened_for_one_command_finds_ebls_by_reference_and_recipients_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let world = service.world();
    let user = world.users.iter().find(|u| u.email == CONSIGNEE).unwrap();
    let browser = Arc::new(FormFillingBrowser::new(&user.email, &user.password));
    let config = AppConfig {
        data_dir: Some(dir.path().to_path_buf()),
        ..AppConfig::default()
    };
    let app = DeskApp::new(config, browser);
    let id = {
        let store = app.store().unwrap();
        common::service_profile(&store, &world, CONSIGNEE, service.base_url(), "lookups").id
    };
    let by_name = profiles::find(&app.store().unwrap(), "LOOKUPS over http").unwrap();
    assert_eq!(by_name, id);

    let desk = app.open_profile(&id).await.unwrap();
    assert_eq!(desk.profile().id, id);
    assert_eq!(
        app.active_id().await,
        SANDBOX_PROFILE_ID,
        "opened for one command, the profile does not become the app's"
    );
    let remembered = app
        .store()
        .unwrap()
        .setting(SANDBOX_PROFILE_ID, tdx_desk::app::ACTIVE_PROFILE_KEY)
        .unwrap();
    assert_eq!(remembered, None);

    // Signed out, a reference cannot be looked up.
    let signed_out = ebls::find_ebl(&desk, "NOSUCHREF").await.unwrap_err();
    assert_eq!(signed_out.code(), "session.signed_out");

    session::sign_in(&desk).await.unwrap();
    // Nothing is cached yet: the reference is found in the list fetched for it.
    let list = ebls::list_ebls(&desk, false).await.unwrap();
    assert!(list.rows.is_empty(), "a new profile has no cached list");
    let fetched = ebls::list_ebls(&desk, true).await.unwrap();
    let row = fetched.rows.iter().find(|r| r.held_by_us).unwrap();
    let found = ebls::find_ebl(&desk, &row.reference.to_lowercase())
        .await
        .unwrap();
    assert_eq!(found, row.id);
    assert_eq!(ebls::find_ebl(&desk, &row.id).await.unwrap(), row.id);
    let missing = ebls::find_ebl(&desk, "NOSUCHREF").await.unwrap_err();
    assert_eq!(missing.code(), "input.invalid");
    assert!(missing.user_message().contains("NOSUCHREF"));

    let bank = common::inbox_of(&world, "bank@harbor.example");
    let bank_name = &world
        .companies
        .iter()
        .find(|c| c.inboxes.contains(&bank))
        .unwrap()
        .name;
    let recipient = ebls::find_recipient(&desk, &bank_name.to_uppercase())
        .await
        .unwrap();
    assert_eq!(recipient.inbox_id, bank.to_string());
    assert_eq!(&recipient.name, bank_name);
    let by_inbox = ebls::find_recipient(&desk, &bank.to_string())
        .await
        .unwrap();
    assert_eq!(&by_inbox.name, bank_name);
    let nobody = ebls::find_recipient(&desk, "Nobody Ltd").await.unwrap_err();
    assert_eq!(nobody.code(), "input.invalid");
}

/// The command line switches profiles in an app folder where the sandbox never started: the
/// choice is remembered all the same, and the app (or the next command) opens that profile.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_switch_before_the_sandbox_ever_started_is_remembered_for_the_next_start() {
    let dir = tempfile::tempdir().unwrap();
    let service = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let world = service.world();
    let user = world.users.iter().find(|u| u.email == CONSIGNEE).unwrap();
    let browser = Arc::new(FormFillingBrowser::new(&user.email, &user.password));
    let config = || AppConfig {
        data_dir: Some(dir.path().to_path_buf()),
        ..AppConfig::default()
    };
    let id = {
        let app = DeskApp::new(config(), browser.clone());
        let id = {
            let store = app.store().unwrap();
            common::service_profile(&store, &world, CONSIGNEE, service.base_url(), "remembered").id
        };
        app.switch(&id).await.unwrap();
        id
    };
    let app = DeskApp::new(config(), browser);
    let desk = app.context().await.unwrap();
    assert_eq!(
        desk.profile().id,
        id,
        "the next start opens the profile chosen"
    );
    assert_eq!(app.active_id().await, id);
}
