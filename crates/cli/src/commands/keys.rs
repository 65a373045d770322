//! `tdx keys` (where the key stands), `tdx keys generate`, `tdx keys import`,
//! `tdx keys register`. The private key is read from standard input (or a keystore file), kept
//! only in the keyring, and never printed.

use std::io::{IsTerminal, Read};
use std::path::Path;

use tdx_desk::key_standing::{self, KeyStandingView};
use tdx_desk::view::KeyInfo;
use tdx_keys::Sensitive;
use zeroize::Zeroize;

use super::Desk;
use crate::args::KeysCommand;
use crate::exit::{Exit, Failure, Outcome};
use crate::output::Out;

/// Where a keystore's password may come from instead of standard input.
const PASSWORD_VAR: &str = "TDX_KEYSTORE_PASSWORD";

pub async fn run(desk: &Desk, out: Out, action: Option<KeysCommand>) -> Outcome {
    let cx = desk.context().await?;
    match action {
        None => {
            let view = key_standing::standing(&cx).await?;
            print_standing(out, &view)
        }
        Some(KeysCommand::Generate { replace }) => {
            let info = cx.keys().generate(replace.as_deref())?;
            print_key(out, "Generated", &info)
        }
        Some(KeysCommand::Import { keystore, replace }) => {
            let info = match keystore {
                Some(file) => {
                    let path = super::granted_for_reading(&cx, &file)?;
                    let password = keystore_password(path.as_path())?;
                    cx.keys()
                        .import_keystore(&path, &password, replace.as_deref())?
                }
                None => {
                    let hex = secret_from_stdin(
                        "Private key (hex, not shown): ",
                        "tdx keys import < key.hex",
                    )?;
                    cx.keys().import_hex(&hex, replace.as_deref())?
                }
            };
            print_key(out, "Imported", &info)
        }
        Some(KeysCommand::Register) => {
            let view = key_standing::register_key(&cx).await?;
            print_standing(out, &view)
        }
    }
}

fn print_key(out: Out, what: &str, info: &KeyInfo) -> Outcome {
    if out.json {
        return out.json(info);
    }
    println!(
        "{} the key {} (kept in the keyring). Register it with `tdx keys register`.",
        out.green(what),
        info.address
    );
    Ok(())
}

fn print_standing(out: Out, view: &KeyStandingView) -> Outcome {
    if out.json {
        return out.json(view);
    }
    if let Some(address) = &view.address {
        println!("{}", out.bold(address));
    }
    println!("{}", view.text);
    if view.can_register {
        println!("Register it with `tdx keys register`.");
    }
    Ok(())
}

/// The keystore's password: `TDX_KEYSTORE_PASSWORD`, else standard input.
fn keystore_password(path: &Path) -> Outcome<Sensitive<String>> {
    if let Ok(password) = std::env::var(PASSWORD_VAR) {
        return Ok(Sensitive::new(password));
    }
    secret_from_stdin(
        &format!("Password of {} (not shown): ", path.display()),
        "tdx keys import --keystore FILE < password.txt",
    )
}

/// A secret from standard input: asked without echo on a terminal, else the whole input
/// (surrounding white space removed). Never an argument, never printed.
pub(super) fn secret_from_stdin(prompt: &str, example: &str) -> Outcome<Sensitive<String>> {
    let unreadable = |e: std::io::Error| {
        Failure::new(
            Exit::Failed,
            format!("Standard input could not be read: {e}"),
        )
    };
    let mut raw = if std::io::stdin().is_terminal() {
        rpassword::prompt_password(prompt).map_err(unreadable)?
    } else {
        let mut raw = String::new();
        if let Err(e) = std::io::stdin().read_to_string(&mut raw) {
            raw.zeroize();
            return Err(unreadable(e));
        }
        raw
    };
    let secret = Sensitive::new(raw.trim().to_owned());
    raw.zeroize();
    if secret.expose().is_empty() {
        return Err(Failure::usage(format!(
            "Nothing was read from standard input: give the secret there, e.g. `{example}`."
        )));
    }
    Ok(secret)
}
