//! WebKit's settings for a window that shows one app, not the web: measured in BENCHMARKS.md
//! ("idle memory"), each one lowers what the app's WebKit processes hold.
//!
//! - **Cache model `DocumentViewer`**: no memory cache of pages and resources for a back/forward
//!   history the app does not have (its front end is served from the binary).
//! - **No page cache**: the same, for whole pages kept to go back to.
//! - **Hardware acceleration off**: the eBL list is text in a virtual list, which the CPU draws
//!   at once; without accelerated compositing neither process loads a GL driver (on a machine
//!   without a GPU driver that is Mesa's llvmpipe, LLVM included) nor keeps GL buffers.
//!   `EBL_DESK_WEBKIT_GPU=1` keeps WebKit's default (on demand), for comparison and for a
//!   machine where it draws better.

/// The environment variable that keeps WebKit's hardware acceleration on demand.
pub const ENV_GPU: &str = "EBL_DESK_WEBKIT_GPU";

/// Applies the settings to the window's web view (on GTK's thread; elsewhere nothing).
pub fn tune<R: tauri::Runtime>(window: &tauri::WebviewWindow<R>) {
    let gpu = std::env::var(ENV_GPU).is_ok_and(|v| v == "1");
    #[cfg(target_os = "linux")]
    {
        let applied = window.with_webview(move |webview| {
            use webkit2gtk::{
                CacheModel, HardwareAccelerationPolicy, SettingsExt, WebContextExt, WebViewExt,
            };
            let view = webview.inner();
            if let Some(settings) = WebViewExt::settings(&view) {
                settings.set_enable_page_cache(false);
                if !gpu {
                    settings.set_hardware_acceleration_policy(HardwareAccelerationPolicy::Never);
                }
            }
            if let Some(context) = view.context() {
                context.set_cache_model(CacheModel::DocumentViewer);
            }
        });
        if let Err(e) = applied {
            tracing::warn!(error = %e, "WebKit's settings were not applied");
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (window, gpu);
}
