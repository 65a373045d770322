//! Set-up shared by tdx-desk's integration tests.

#![allow(clippy::unwrap_used)]

use std::sync::Arc;

use tdx_client::login_browser::FormFillingBrowser;
use tdx_desk::{Desk, EblCache, SandboxOptions};

/// A desk on its own embedded sandbox whose browser sign-in is answered for `email` (a demo
/// user), with the sandbox's world for picking ids and keys.
pub async fn open_desk(
    email: &str,
    profile_id: &str,
    cache: EblCache,
) -> (Desk, tdx_sandbox::World) {
    // The demo world is the same in every sandbox: a probe tells the user's password.
    let probe = tdx_sandbox::spawn(Default::default()).await.unwrap();
    let demo = probe.world();
    probe.shutdown().await;
    let user = demo.users.iter().find(|u| u.email == email).unwrap();
    let browser = Arc::new(FormFillingBrowser::new(&user.email, &user.password));
    let options = SandboxOptions {
        profile_id: profile_id.into(),
        ..Default::default()
    };
    let desk = Desk::open_sandbox(options, browser, cache).await.unwrap();
    let world = desk.sandbox().unwrap().world();
    (desk, world)
}
