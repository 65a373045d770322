//! The app's side of a `tdx` test: a consignee signed in with `tdx` on a standalone sandbox
//! (profile in use, key imported), and the app's desk opened on the same data folder, to see
//! what `tdx` did the way the app's screens read it (Activity, drafts, timelines) and to set
//! up what only the app offers (rules).

#![allow(clippy::unwrap_used, dead_code)]

use std::sync::Arc;

use tdx_client::auth::BrowserOpener;
use tdx_desk::{AppConfig, Context, DeskApp};

use crate::common::{CONSIGNEE, Cli, private_key_of, stderr};

/// A standalone sandbox, `tdx` signed in to it as the consignee (the profile in use), the key
/// imported; the profile's name.
pub async fn consignee() -> (tdx_sandbox::Running, Cli, String) {
    // Four more eBLs than the demo's, held by the consignee: enough for every bulk test.
    let config = tdx_sandbox::Config {
        ebls: 4,
        ..Default::default()
    };
    let service = tdx_sandbox::spawn(config).await.unwrap();
    let world = service.world();
    let cli = Cli::new();
    let profile = cli.save_profile(&world, CONSIGNEE, service.base_url());
    cli.ok(&["profiles", "use", &profile]);
    cli.login(&world, CONSIGNEE).await;
    let key = private_key_of(&world, CONSIGNEE);
    let imported = cli.run_with(&["keys", "import"], &key);
    assert!(imported.status.success(), "{}", stderr(&imported));
    (service, cli, profile)
}

struct NoBrowser;

impl BrowserOpener for NoBrowser {
    fn open(&self, _url: &str) -> Result<(), String> {
        Err("no browser in this test".into())
    }
}

/// The app's desk on `cli`'s data folder, on its profile in use (the session `tdx` signed in,
/// from the keyring).
pub async fn app_desk(cli: &Cli) -> (DeskApp, Arc<Context>) {
    let app = DeskApp::new(
        AppConfig::from_env(Some(cli.dir.path().to_path_buf()), None),
        Arc::new(NoBrowser),
    );
    let cx = app.context().await.unwrap();
    (app, cx)
}

/// `n` references of original eBLs the consignee holds and may transfer.
pub fn transferables(cli: &Cli, n: usize) -> Vec<String> {
    let list = cli.json(&["ebls", "--holder-mine", "--state", "ISSUED"]);
    let mut found = Vec::new();
    for row in list["rows"].as_array().unwrap() {
        if row["isCopy"] == true {
            continue;
        }
        let reference = row["reference"].as_str().unwrap();
        let detail = cli.json(&["ebl", "show", reference]);
        let may = |kind: &str| {
            detail["actions"]
                .as_array()
                .unwrap()
                .iter()
                .any(|a| a["kind"] == kind && a["available"] == true)
        };
        if may("TRANSFER_POSSESSION") && may("REQUEST_SURRENDER_FOR_DELIVERY") {
            found.push(reference.to_owned());
            if found.len() == n {
                return found;
            }
        }
    }
    panic!("the demo world has fewer than {n} eBLs to transfer: {list}");
}
