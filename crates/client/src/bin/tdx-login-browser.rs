//! `tdx-login-browser URL`: plays the system browser for a login by hand against a sandbox
//! (`cargo run -p tdx-client --features login-browser --bin tdx-login-browser -- URL`). It signs
//! in on the sandbox's login page with `TDX_LOGIN_EMAIL` / `TDX_LOGIN_PASSWORD` (default: the
//! demo consignee, consignee@nile.example), presses `allow` (or `deny` when
//! `TDX_LOGIN_CONSENT=deny`) and follows the redirect to the app's loopback listener; point
//! `BROWSER` at it. tdx-client's test `the_login_browser_binary_completes_a_login` runs it. The
//! end-to-end scenarios use their own stand-in, `tests/e2e/bin/xdg-open` (fake_browser.py).
//! Exit status 0 when the loopback page answered 200, 1 otherwise, with a one-line message.

use tdx_client::login_browser::{Consent, FormFillingBrowser};

#[tokio::main(flavor = "current_thread")]
async fn main() -> std::process::ExitCode {
    let Some(url) = std::env::args().nth(1) else {
        eprintln!(
            "usage: tdx-login-browser URL (credentials in TDX_LOGIN_EMAIL, TDX_LOGIN_PASSWORD)"
        );
        return std::process::ExitCode::from(2);
    };
    let email =
        std::env::var("TDX_LOGIN_EMAIL").unwrap_or_else(|_| "consignee@nile.example".into());
    let password =
        std::env::var("TDX_LOGIN_PASSWORD").unwrap_or_else(|_| "nile-sandbox-password".into());
    let consent = match std::env::var("TDX_LOGIN_CONSENT").as_deref() {
        Ok("deny") => Consent::Deny,
        _ => Consent::Allow,
    };
    let browser = FormFillingBrowser::new(email, password).consent(consent);
    match browser.visit(&url).await {
        Ok(visit) if visit.status == 200 => {
            println!("{}", visit.body);
            std::process::ExitCode::SUCCESS
        }
        Ok(visit) => {
            eprintln!(
                "tdx-login-browser: the app answered {}: {}",
                visit.status, visit.body
            );
            std::process::ExitCode::FAILURE
        }
        Err(e) => {
            eprintln!("tdx-login-browser: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}
