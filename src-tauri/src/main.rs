// Prevents an extra console window on Windows in release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() {
    // `ebl-desk --pdf-worker`: this same binary is the crash-isolated PDF rendering worker.
    if let Some(code) = tdx_pdf::worker::run_if_requested() {
        std::process::exit(code);
    }
    ebl_desk_lib::run();
}
