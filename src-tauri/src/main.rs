// Prevents an extra console window on Windows in release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() {
    // HOOK(tdx-pdf): `ebl-desk --pdf-worker` will run the PDF rendering worker
    // (`tdx_pdf::worker::run_stdio()`) in this same binary, so the app can spawn itself as the
    // crash-isolated worker. tdx-pdf has no worker yet; until it does, this flag is not handled.
    ebl_desk_lib::run();
}
