//! The commands, one module per group; [`Desk`] opens the app's desk for them.

mod actions;
mod activity;
mod approval;
mod bulk;
mod credit;
mod docs;
mod ebls;
mod envelope;
mod envelope_check;
mod keys;
mod profiles;
mod receiver;
mod session;
mod webhook;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use tdx_client::auth::BrowserOpener;
use tdx_desk::view::ActionKind;
use tdx_desk::{AppConfig, Context, DeskApp, ReadablePath, WritablePath};
use tdx_i18n::tr;
use tokio::sync::Mutex;

use crate::args::{Cli, Command};
use crate::exit::{Failure, Outcome};
use crate::opener::{PrintAddress, SystemBrowser};
use crate::output::Out;

/// The app's identifier: its data folder is named so (Tauri's `app_data_dir`).
const APP_IDENTIFIER: &str = "org.ebldesk.desktop";

/// The app's data folder: `EBL_DESK_DATA_DIR`, else `$XDG_DATA_HOME/org.ebldesk.desktop`, else
/// `~/.local/share/org.ebldesk.desktop` — where the app keeps its own.
pub fn data_dir() -> Option<PathBuf> {
    let var = |name: &str| {
        std::env::var_os(name)
            .map(PathBuf::from)
            .filter(|p| !p.as_os_str().is_empty())
    };
    if let Some(dir) = var("EBL_DESK_DATA_DIR") {
        return Some(dir);
    }
    let data_home = var("XDG_DATA_HOME")
        .filter(|p| p.is_absolute())
        .or_else(|| var("HOME").map(|home| home.join(".local").join("share")))?;
    Some(data_home.join(APP_IDENTIFIER))
}

/// The app's desk as one command uses it: the profile `--profile` names (else the app's
/// profile in use), opened once.
pub struct Desk {
    pub app: DeskApp,
    profile: Option<String>,
    opened: Mutex<Option<Arc<Context>>>,
}

impl Desk {
    fn open(profile: Option<String>, opener: Arc<dyn BrowserOpener>) -> Self {
        let app = DeskApp::new(AppConfig::from_env(data_dir(), None), opener);
        if let Some(notice) = app.store_notice() {
            eprintln!("{notice}");
        }
        Self {
            app,
            profile,
            opened: Mutex::new(None),
        }
    }

    /// The profile's desk (its session resumed from the keyring).
    pub async fn context(&self) -> Outcome<Arc<Context>> {
        let mut opened = self.opened.lock().await;
        if let Some(cx) = opened.as_ref() {
            return Ok(cx.clone());
        }
        let cx = match &self.profile {
            None => self.app.context().await?,
            Some(name) => {
                let id = {
                    let store = self.app.store()?;
                    profile_argument(&store, name)?
                };
                self.app.open_profile(&id).await?
            }
        };
        *opened = Some(cx.clone());
        Ok(cx)
    }

    /// The profile's desk, ready to sign: when its key is in a security module whose token is
    /// not logged in yet, the PIN is read from `TDX_PKCS11_PIN` or asked on the terminal (not
    /// shown), once for the run.
    pub async fn signing_context(&self) -> Outcome<Arc<Context>> {
        let cx = self.context().await?;
        keys::unlock_module_key(&cx)?;
        Ok(cx)
    }

    /// Refuses, before anything is asked of the service, an action of `kind` that the
    /// profile's dual-control policy leaves to a second person (`approval.required`, exit 4,
    /// naming `tdx request`). The desk refuses to sign it anyway; this says so before a review
    /// is prepared and a question asked for nothing.
    pub async fn refuse_without_second_person(&self, kind: ActionKind) -> Outcome {
        let cx = self.context().await?;
        if tdx_desk::approval::needs_second_person(&cx, kind)? {
            return Err(tdx_desk::Error::ApprovalRequired.into());
        }
        Ok(())
    }

    /// Ends the run: the embedded sandbox (sandbox profile) writes its world a last time, and
    /// a security module's logged-in session is closed.
    async fn close(&self) {
        if let Some(cx) = self.opened.lock().await.take() {
            cx.stop_sandbox().await;
        }
        self.app.pkcs11_close_sessions();
    }
}

/// Runs the command `cli` names.
pub async fn run(cli: Cli) -> Outcome {
    let out = Out::new(cli.json);
    if let Command::GenerateDocs { dir } = &cli.command {
        // Needs no profile, store or keyring.
        return docs::generate(out, dir);
    }
    if let Command::Credit { action } = &cli.command {
        // Reads the files named: no profile, store or keyring.
        return credit::run(out, action);
    }
    let opener: Arc<dyn BrowserOpener> = match &cli.command {
        Command::Login {
            no_browser: true, ..
        } => Arc::new(PrintAddress),
        _ => Arc::new(SystemBrowser),
    };
    let desk = Desk::open(cli.profile.clone(), opener);
    let result = dispatch(&desk, out, cli.command).await;
    desk.close().await;
    result
}

async fn dispatch(desk: &Desk, out: Out, command: Command) -> Outcome {
    match command {
        Command::Profiles { action } => profiles::run(desk, out, action).await,
        Command::Login {
            client_credentials: true,
            ..
        } => session::login_client_credentials(desk, out).await,
        Command::Login { wait, .. } => session::login(desk, out, wait).await,
        Command::Logout => session::logout(desk, out).await,
        Command::Whoami => session::whoami(desk, out).await,
        Command::Ebls(args) => ebls::list(desk, out, args).await,
        Command::Ebl { action } => ebls::one(desk, out, action).await,
        Command::Surrender(args) => actions::surrender(desk, out, args).await,
        Command::Transfer(args) => actions::transfer(desk, out, args).await,
        Command::Copy(args) => actions::copy(desk, out, args).await,
        Command::Request { action } => approval::request(desk, out, action).await,
        Command::Approve(args) => approval::approve(desk, out, args).await,
        Command::Activity(args) => activity::list(desk, out, args).await,
        Command::Evidence { ebl, output } => activity::evidence(desk, out, &ebl, &output).await,
        Command::Keys { action } => keys::run(desk, out, action).await,
        Command::Bulk { action } => bulk::run(desk, out, action).await,
        Command::Envelope { action } => envelope::run(desk, out, action).await,
        Command::Webhook { action } => webhook::run(desk, out, action).await,
        Command::Credit { action } => credit::run(out, &action),
        Command::GenerateDocs { dir } => docs::generate(out, &dir),
    }
}

/// The id of the profile a command-line argument names (`--profile NAME`, `tdx profiles use
/// NAME`): a name no profile has (or two share) is a usage error (exit 2).
pub fn profile_argument(store: &tdx_store::Store, name: &str) -> Outcome<String> {
    tdx_desk::profiles::find(store, name).map_err(usage_if_invalid)
}

/// The id of the eBL a command-line argument names (its reference or id): a reference your
/// company sees no eBL with is a usage error (exit 2); the service unreachable, or not signed
/// in, keeps its own exit.
pub async fn ebl_argument(cx: &Context, reference: &str) -> Outcome<String> {
    tdx_desk::ebls::find_ebl(cx, reference)
        .await
        .map_err(usage_if_invalid)
}

/// A desk error about what was typed (`input.invalid`) as a usage error; any other as itself.
fn usage_if_invalid(e: tdx_desk::Error) -> Failure {
    if e.error_code() == tdx_desk::error::ErrorCode::InputInvalid {
        Failure::usage(e.user_message())
    } else {
        e.into()
    }
}

/// A file the user named on the command line, to be written: the user's choice, granted as
/// the app's save dialog grants one (written once), relative to the current folder.
pub fn granted_for_writing(cx: &Context, path: &Path) -> Outcome<WritablePath> {
    let path = absolute(path)?;
    cx.grants().grant_write(&path)?;
    Ok(cx.grants().take_write(&path)?)
}

/// A file the user named on the command line, to be read: granted as the app's open dialog
/// grants one.
pub fn granted_for_reading(cx: &Context, path: &Path) -> Outcome<ReadablePath> {
    let path = absolute(path)?;
    cx.grants().grant_read(&path)?;
    Ok(cx.grants().check_read(&path)?)
}

fn absolute(path: &Path) -> Outcome<PathBuf> {
    std::path::absolute(path).map_err(|e| {
        Failure::usage(tr!(
            "tdx-path-unusable",
            path = path.display().to_string(),
            error = e.to_string()
        ))
    })
}
