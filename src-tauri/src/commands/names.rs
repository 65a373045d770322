// The name of every command the window may call. `build.rs` includes this file: the app
// manifest turns each name into an `allow-<name>` permission, and `capabilities/default.json`
// grants exactly those to the main window (a test below keeps the two lists the same). A
// command registered in `lib.rs` but missing here cannot be called.

pub const COMMANDS: &[&str] = &[
    "app_info",
    "open_log_folder",
    "session_info",
    "sign_in",
    "cancel_sign_in",
    "reopen_sign_in_browser",
    "sign_out",
    "list_ebls",
    "get_ebl",
    "list_recipients",
    "prepare_action",
    "confirm_action",
    "cancel_action",
    "key_info",
    "generate_key",
    "import_key_hex",
    "import_keystore",
    "export_keystore",
    "delete_key",
    "preview_open",
    "preview_page",
    "download_ebl",
    "list_profiles",
    "save_service_profile",
    "switch_profile",
    "delete_profile",
    "list_registries",
    "accept_registry",
    "list_rules",
    "save_rule",
    "set_rule_enabled",
    "delete_rule",
    "list_contacts",
    "add_contact",
    "update_contact",
    "delete_contact",
    "preview_contacts_csv",
    "preview_contacts_text",
    "import_contacts",
    "export_contacts_csv",
    "selection_actions",
    "prepare_batch",
    "run_batch",
    "batch_status",
    "cancel_batch",
    "retry_batch",
    "open_batches",
    "close_batch",
    "key_status",
    "register_key",
    "approve_key_in_sandbox",
    "ebl_timeline",
    "activity_page",
    "export_activity_csv",
    "export_evidence_pack",
    "register_company",
    "cancel_registration",
    "envelope_drafts",
    "envelope_new_draft",
    "envelope_save_draft",
    "envelope_delete_draft",
    "envelope_add_paths",
    "envelope_validate",
    "envelope_document_types",
    "envelope_settings",
    "set_envelope_settings",
    "envelope_thumbnail",
    "envelope_upload",
    "envelope_cancel_upload",
    "envelope_sign_and_send",
    "envelope_sent",
    "choose_file_to_open",
    "choose_file_to_save",
    "choose_documents",
    "e2e_drop_paths",
    "e2e_answer_dialog",
];

#[cfg(test)]
mod tests {
    use super::COMMANDS;

    fn read_json(file: &str) -> serde_json::Value {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{file}: {e}"));
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{file}: {e}"))
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
        let mut expected: Vec<String> = COMMANDS
            .iter()
            .map(|c| format!("allow-{}", c.replace('_', "-")))
            .collect();
        expected.sort();
        assert_eq!(own, expected, "capabilities/default.json vs names.rs");
        let others: Vec<&&str> = permissions.iter().filter(|p| p.contains(':')).collect();
        for p in &others {
            assert!(p.starts_with("core:event:"), "the window is granted {p}");
        }
    }

    #[test]
    fn every_registered_command_is_named_once() {
        let lib = include_str!("../lib.rs");
        let start = lib.find("generate_handler![").expect("the handler list");
        let end = start + lib[start..].find(']').expect("its end");
        let mut registered: Vec<&str> = lib[start..end]
            .split(',')
            .filter_map(|item| item.trim().rsplit("::").next())
            .filter(|name| !name.is_empty() && !name.contains('['))
            .collect();
        registered.sort();
        let mut named = COMMANDS.to_vec();
        named.sort();
        named.dedup();
        assert_eq!(named.len(), COMMANDS.len(), "a command is named twice");
        assert_eq!(registered, named, "lib.rs generate_handler! vs names.rs");
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
}
