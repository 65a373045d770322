// The app manifest names the one command, so `capabilities/default.json` can grant `allow-ping`.
fn main() {
    let manifest = tauri_build::AppManifest::new().commands(&["ping"]);
    tauri_build::try_build(tauri_build::Attributes::new().app_manifest(manifest))
        .expect("tauri-build: the app manifest, capabilities or tauri.conf.json are invalid");
}
