//! How `tdx login` shows the service's login page: the system browser (`$BROWSER`, else
//! `xdg-open`), its address printed as well in case no browser comes up; or, with
//! `--no-browser`, only the address, for the user to open anywhere on this computer (the
//! answer comes back to a listener on 127.0.0.1).

use tdx_client::auth::BrowserOpener;

/// Prints the login address on stdout (its own line) and the instructions on stderr.
fn print_address(url: &str, opened: bool) {
    if opened {
        eprintln!(
            "Your browser opens the service's login page. If it does not, open this address:"
        );
    } else {
        eprintln!("Open this address in a browser on this computer to sign in:");
    }
    println!("{url}");
    eprintln!("Waiting for the sign-in to finish (Ctrl+C to give up)...");
}

/// Only prints the address (`tdx login --no-browser`).
pub struct PrintAddress;

impl BrowserOpener for PrintAddress {
    fn open(&self, url: &str) -> Result<(), String> {
        print_address(url, false);
        Ok(())
    }
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
