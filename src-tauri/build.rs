// The IPC contract comes from the `#[tauri::command]` functions in `src/commands/*.rs` (see
// build/contract.rs). From them this writes: the app manifest's command list (each becomes an
// `allow-<command>` permission: a command no capability names cannot be called), the
// `generate_handler!` list `src/lib.rs` includes, the permissions `capabilities/default.json`
// grants the main window, and the window's typed command map `ui/src/bindings/CommandMap.ts`
// (+ `CommandName.ts`). Files are written only when their content changes.
#[path = "build/contract.rs"]
mod contract;

use std::path::Path;

fn main() {
    let commands = match generate() {
        Ok(commands) => commands,
        Err(err) => panic!("build.rs: the IPC contract: {err}"),
    };
    // tauri-build keeps the names for the whole build script run.
    let names: Vec<&'static str> = commands
        .into_iter()
        .map(|c| &*Box::leak(c.name.into_boxed_str()))
        .collect();
    let manifest = tauri_build::AppManifest::new().commands(Box::leak(names.into_boxed_slice()));
    tauri_build::try_build(tauri_build::Attributes::new().app_manifest(manifest))
        .expect("tauri-build: the app manifest, capabilities or tauri.conf.json are invalid");
}

fn generate() -> Result<Vec<contract::Command>, String> {
    println!("cargo:rerun-if-changed=src/commands");
    println!("cargo:rerun-if-changed=build/contract.rs");
    let commands = contract::read_dir(Path::new("src/commands"))?;
    let out_dir = std::env::var("OUT_DIR").map_err(|e| format!("OUT_DIR: {e}"))?;
    contract::write_if_changed(
        &Path::new(&out_dir).join("handlers.rs"),
        &contract::handlers_rs(&commands),
    )?;
    let capability = Path::new("capabilities/default.json");
    let current = std::fs::read_to_string(capability)
        .map_err(|e| format!("{}: {e}", capability.display()))?;
    contract::write_if_changed(capability, &contract::capability(&current, &commands)?)?;
    let bindings = Path::new("../ui/src/bindings");
    for (file, text) in [
        ("CommandMap.ts", contract::command_map_ts(&commands)),
        ("CommandName.ts", contract::command_name_ts(&commands)),
    ] {
        let path = bindings.join(file);
        println!("cargo:rerun-if-changed={}", path.display());
        contract::write_if_changed(&path, &text)?;
    }
    Ok(commands)
}
