//! The IPC contract (build/contract.rs, run by build.rs): the files it writes are what the
//! commands' signatures say now, every command is registered and granted to the main window,
//! and the window is granted nothing else.

use std::path::Path;

use crate::contract::{self, Command};

fn manifest_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn commands() -> Vec<Command> {
    contract::read_dir(&manifest_dir().join("src/commands")).unwrap()
}

fn read(file: &str) -> String {
    let path = manifest_dir().join(file);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn read_json(file: &str) -> serde_json::Value {
    serde_json::from_str(&read(file)).unwrap_or_else(|e| panic!("{file}: {e}"))
}

/// build.rs rewrites these on every build where a command changed; `make test-bindings` then
/// fails while the rewritten files are not committed.
#[test]
fn the_generated_files_say_what_the_commands_signatures_say() {
    let commands = commands();
    assert_eq!(
        read("../ui/src/bindings/CommandMap.ts"),
        contract::command_map_ts(&commands),
        "ui/src/bindings/CommandMap.ts is stale: build ebl-desk and commit it"
    );
    assert_eq!(
        read("../ui/src/bindings/CommandName.ts"),
        contract::command_name_ts(&commands),
        "ui/src/bindings/CommandName.ts is stale: build ebl-desk and commit it"
    );
    let capability = read("capabilities/default.json");
    assert_eq!(
        capability,
        contract::capability(&capability, &commands).unwrap(),
        "capabilities/default.json is stale: build ebl-desk and commit it"
    );
    assert_eq!(
        include_str!(concat!(env!("OUT_DIR"), "/handlers.rs")),
        contract::handlers_rs(&commands)
    );
}

#[test]
fn every_command_is_registered_in_the_builder() {
    let handlers = include_str!(concat!(env!("OUT_DIR"), "/handlers.rs"));
    for c in commands() {
        let entry = format!("commands::{}::{},", c.area, c.name);
        assert!(handlers.contains(&entry), "{} is not registered", c.name);
    }
    let lib = include_str!("lib.rs");
    assert!(
        lib.contains(r#".invoke_handler(include!(concat!(env!("OUT_DIR"), "/handlers.rs")))"#),
        "lib.rs registers the generated list"
    );
    assert!(
        handlers.contains(
            "#[cfg(feature = \"e2e-hooks\")]\n    commands::files::e2e_drop_paths,\n    \
             #[cfg(feature = \"e2e-hooks\")]\n    commands::files::e2e_answer_dialog,"
        ),
        "the e2e hooks exist only with their feature"
    );
}

#[test]
fn the_main_window_is_granted_each_command_by_name_and_no_other_api() {
    let cap = read_json("capabilities/default.json");
    assert_eq!(cap["windows"], serde_json::json!(["main"]));
    let permissions: Vec<&str> = cap["permissions"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|p| p.as_str())
        .collect();
    let mut own: Vec<String> = permissions
        .iter()
        .filter(|p| !p.contains(':'))
        .map(|p| p.to_string())
        .collect();
    own.sort();
    let mut expected: Vec<String> = commands()
        .iter()
        .map(|c| contract::permission(&c.name))
        .collect();
    expected.sort();
    assert_eq!(own, expected, "capabilities/default.json vs src/commands");
    for p in permissions.iter().filter(|p| p.contains(':')) {
        assert!(p.starts_with("core:event:"), "the window is granted {p}");
    }
}

#[test]
fn the_csp_allows_no_inline_style_and_the_asset_protocol_is_off() {
    let conf = read_json("tauri.conf.json");
    let security = &conf["app"]["security"];
    let csp = &security["csp"];
    let style = csp["style-src"].as_str().unwrap_or_default();
    assert!(!style.contains("unsafe-inline"), "style-src {style}");
    let images = csp["img-src"].as_str().unwrap_or_default();
    assert!(!images.contains("asset"), "img-src {images}");
    let asset = &security["assetProtocol"];
    assert!(
        asset.is_null() || asset["enable"] == serde_json::json!(false),
        "assetProtocol {asset}"
    );
}
