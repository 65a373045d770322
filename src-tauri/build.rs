// The app manifest lists the app's own commands, so the capabilities in `capabilities/` can
// grant them one by one (`allow-<command>`): a command no capability names cannot be called.
mod names {
    include!("src/commands/names.rs");
}

fn main() {
    let manifest = tauri_build::AppManifest::new().commands(names::COMMANDS);
    tauri_build::try_build(tauri_build::Attributes::new().app_manifest(manifest))
        .expect("tauri-build: the app manifest, capabilities or tauri.conf.json are invalid");
}
