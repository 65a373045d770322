//! How `tdx login` shows the service's login page: the system browser (`$BROWSER`, else
//! `xdg-open`), its address printed as well in case no browser comes up; or, with
//! `--no-browser`, only the address, for the user to open anywhere on this computer (the
//! answer comes back to a listener on 127.0.0.1).

use tdx_client::auth::BrowserOpener;
use tdx_i18n::tr;

/// Prints the login address on stdout (its own line) and the instructions on stderr.
fn print_address(url: &str, opened: bool) {
    if opened {
        eprintln!("{}", tr!("tdx-login-browser-opens"));
    } else {
        eprintln!("{}", tr!("tdx-login-open-address"));
    }
    println!("{url}");
    eprintln!("{}", tr!("tdx-login-waiting"));
}

/// Only prints the address (`tdx login --no-browser`), and how to finish the sign-in from
/// another machine: an SSH tunnel to the loopback port the browser comes back to.
pub struct PrintAddress;

impl BrowserOpener for PrintAddress {
    fn open(&self, url: &str) -> Result<(), String> {
        print_address(url, false);
        if let Some(port) = loopback_port(url) {
            eprintln!(
                "{}",
                tr!(
                    "tdx-login-tunnel",
                    command = format!("ssh -L {port}:127.0.0.1:{port} THIS-SERVER")
                )
            );
        }
        Ok(())
    }
}

/// The port of the loopback listener the login page sends the browser back to (the
/// `redirect_uri` of the login address).
pub fn loopback_port(url: &str) -> Option<u16> {
    let url = url::Url::parse(url).ok()?;
    let (_, redirect) = url.query_pairs().find(|(k, _)| k == "redirect_uri")?;
    let redirect = url::Url::parse(&redirect).ok()?;
    let loopback = matches!(
        redirect.host_str(),
        Some("127.0.0.1" | "localhost" | "[::1]")
    );
    if loopback { redirect.port() } else { None }
}

/// The system browser: `$BROWSER` (its first entry) or `xdg-open`.
pub struct SystemBrowser;

impl BrowserOpener for SystemBrowser {
    fn open(&self, url: &str) -> Result<(), String> {
        let program = std::env::var("BROWSER")
            .ok()
            .and_then(|b| b.split(':').next().map(str::trim).map(str::to_owned))
            .filter(|b| !b.is_empty())
            .unwrap_or_else(|| "xdg-open".to_owned());
        let started = std::process::Command::new(&program)
            .arg(url)
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn();
        match started {
            Ok(mut child) => {
                // Reaped when it ends; the login does not wait for the browser to close.
                std::thread::spawn(move || child.wait());
                print_address(url, true);
            }
            // No browser here: the address is still there to open by hand.
            Err(_) => print_address(url, false),
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tunnel_s_port_is_the_loopback_redirect_s() {
        let url = "https://tdx.example.com/oauth/authorize/?response_type=code&client_id=x\
                   &redirect_uri=http%3A%2F%2F127.0.0.1%3A40747%2Fcallback&state=s";
        assert_eq!(loopback_port(url), Some(40747));
        // A redirect elsewhere is no loopback listener: no tunnel is suggested.
        let away = "https://tdx.example.com/?redirect_uri=https%3A%2F%2Fevil.example%3A443%2F";
        assert_eq!(loopback_port(away), None);
        assert_eq!(loopback_port("not a url"), None);
    }
}
