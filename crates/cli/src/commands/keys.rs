//! `tdx keys` (where the key stands), `tdx keys generate`, `tdx keys import`,
//! `tdx keys register`. The private key is read from standard input (or a keystore file), kept
//! only in the keyring, and never printed. `tdx keys use-pkcs11` signs with a key held in a
//! PKCS#11 module instead (`pkcs11-tokens`, `pkcs11-keys`, `pkcs11-generate` to find or make
//! one; `use-keyring` to go back); its PIN comes from `TDX_PKCS11_PIN` or a terminal prompt.

use std::io::{IsTerminal, Read};
use std::path::Path;

use tdx_desk::key_standing::{self, KeyStandingView};
use tdx_desk::module_keys;
use tdx_desk::view::{KeyInfo, Pkcs11Key, Pkcs11Token};
use tdx_desk::{Context, DeskApp};
use tdx_i18n::tr;
use tdx_keys::Sensitive;
use zeroize::Zeroize;

use super::Desk;
use crate::args::KeysCommand;
use crate::exit::{Exit, Failure, Outcome};
use crate::output::Out;

/// Where a keystore's password may come from instead of standard input.
const PASSWORD_VAR: &str = "TDX_KEYSTORE_PASSWORD";

/// Where a security module's PIN may come from instead of a terminal prompt.
const PIN_VAR: &str = "TDX_PKCS11_PIN";

pub async fn run(desk: &Desk, out: Out, action: Option<KeysCommand>) -> Outcome {
    // The module's listings need no profile.
    match &action {
        Some(KeysCommand::Pkcs11Tokens { module }) => {
            return print_tokens(out, &desk.app.pkcs11_tokens(module)?);
        }
        Some(KeysCommand::Pkcs11Keys { module, token }) => {
            let serial = token_serial(&desk.app, module, token)?;
            return print_keys(out, &desk.app.pkcs11_keys(module, &serial)?);
        }
        Some(KeysCommand::Pkcs11Generate {
            module,
            token,
            label,
        }) => {
            let serial = token_serial(&desk.app, module, token)?;
            let pin = module_pin(&tr!("tdx-keys-token-pin-prompt", token = token.as_str()))?;
            let key = desk.app.pkcs11_generate_key(module, &serial, label, pin)?;
            return print_keys(out, std::slice::from_ref(&key));
        }
        _ => {}
    }
    let cx = match &action {
        Some(KeysCommand::Register) => desk.signing_context().await?,
        _ => desk.context().await?,
    };
    match action {
        None => {
            let view = key_standing::standing(&cx).await?;
            print_standing(out, &view)
        }
        Some(KeysCommand::Generate { replace }) => {
            let info = cx.keys().generate(replace.as_deref())?;
            print_key(out, &tr!("tdx-keys-generated-word"), &info)
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
                        &tr!("tdx-keys-private-key-prompt"),
                        "tdx keys import < key.hex",
                    )?;
                    cx.keys().import_hex(&hex, replace.as_deref())?
                }
            };
            print_key(out, &tr!("tdx-keys-imported-word"), &info)
        }
        Some(KeysCommand::Register) => {
            let view = key_standing::register_key(&cx).await?;
            print_standing(out, &view)
        }
        Some(KeysCommand::UsePkcs11 { module, token, key }) => {
            let serial = token_serial(&desk.app, &module, &token)?;
            let keys = desk.app.pkcs11_keys(&module, &serial)?;
            let chosen = pick_key(&keys, &key)?;
            let info = module_keys::use_key(&cx, &module, &serial, &chosen.id)?;
            if out.json {
                return out.json(&info);
            }
            println!(
                "{} {}",
                out.green(&tr!("tdx-keys-now-word")),
                tr!(
                    "tdx-keys-now-module",
                    address = &info.address,
                    module = &module,
                    key = format!("{:?}", info.key_label.as_deref().unwrap_or_default()),
                    token = format!("{:?}", info.token_label.as_deref().unwrap_or_default())
                )
            );
            Ok(())
        }
        Some(KeysCommand::UseKeyring) => {
            let info = module_keys::use_keyring(&cx)?;
            if out.json {
                return out.json(&info);
            }
            match info {
                Some(info) => {
                    println!("{}", tr!("tdx-keys-keyring-again", address = &info.address))
                }
                None => println!("{}", tr!("tdx-keys-keyring-again-none")),
            }
            Ok(())
        }
        Some(
            KeysCommand::Pkcs11Tokens { .. }
            | KeysCommand::Pkcs11Keys { .. }
            | KeysCommand::Pkcs11Generate { .. },
        ) => Ok(()),
    }
}

/// Logs the profile's module key in when it is not yet: the PIN from `TDX_PKCS11_PIN`, else a
/// terminal prompt (not shown). Nothing to do for a keyring key.
pub(super) fn unlock_module_key(cx: &Context) -> Outcome {
    let Some(choice) = cx.keys().pkcs11() else {
        return Ok(());
    };
    if tdx_keys::pkcs11::logged_in(&choice.module, &choice.token_serial) {
        return Ok(());
    }
    let pin = module_pin(&tr!(
        "tdx-keys-key-pin-prompt",
        token = format!("{:?}", choice.token_label),
        key = format!("{:?}", choice.key_label)
    ))?;
    module_keys::unlock(cx, &pin)?;
    Ok(())
}

/// A module PIN: `TDX_PKCS11_PIN`, else asked on the terminal without echo. Never an argument.
fn module_pin(prompt: &str) -> Outcome<Sensitive<String>> {
    if let Ok(pin) = std::env::var(PIN_VAR) {
        return Ok(Sensitive::new(pin));
    }
    if !std::io::stdin().is_terminal() {
        return Err(tdx_desk::Error::Keys(tdx_keys::Error::PinNeeded).into());
    }
    let mut raw = rpassword::prompt_password(prompt).map_err(|e| {
        Failure::new(
            Exit::Failed,
            tr!("tdx-keys-pin-unreadable", error = e.to_string()),
        )
    })?;
    let pin = Sensitive::new(raw.trim().to_owned());
    raw.zeroize();
    Ok(pin)
}

/// The serial of the token `named` (its label or serial) in `module`.
fn token_serial(app: &DeskApp, module: &str, named: &str) -> Outcome<String> {
    let tokens = app.pkcs11_tokens(module)?;
    let named = named.trim();
    let matching: Vec<&Pkcs11Token> = tokens
        .iter()
        .filter(|t| t.present && (t.label == named || t.serial == named))
        .collect();
    match matching.as_slice() {
        [one] => Ok(one.serial.clone()),
        [] => Err(Failure::usage(tr!(
            "tdx-keys-no-such-token",
            module = module,
            named = format!("{named:?}"),
            tokens = listed(
                tokens
                    .iter()
                    .filter(|t| t.present)
                    .map(|t| t.label.as_str())
            )
        ))),
        _ => Err(Failure::usage(tr!(
            "tdx-keys-tokens-same-label",
            named = format!("{named:?}"),
            serials = listed(matching.iter().map(|t| t.serial.as_str()))
        ))),
    }
}

/// The key `named` (its label or id) among `keys`; one that cannot sign is refused with why.
fn pick_key<'a>(keys: &'a [Pkcs11Key], named: &str) -> Outcome<&'a Pkcs11Key> {
    let named = named.trim();
    let matching: Vec<&Pkcs11Key> = keys
        .iter()
        .filter(|k| k.label == named || k.id.eq_ignore_ascii_case(named.trim_start_matches("0x")))
        .collect();
    match matching.as_slice() {
        [one] => Ok(one),
        [] => Err(Failure::usage(tr!(
            "tdx-keys-no-such-key",
            named = format!("{named:?}"),
            keys = listed(keys.iter().map(|k| k.label.as_str()))
        ))),
        several => {
            let usable: Vec<&&Pkcs11Key> = several.iter().filter(|k| k.usable).collect();
            match usable.as_slice() {
                [one] => Ok(one),
                _ => Err(Failure::usage(tr!(
                    "tdx-keys-keys-same-label",
                    named = format!("{named:?}"),
                    ids = listed(several.iter().map(|k| k.id.as_str()))
                ))),
            }
        }
    }
}

fn listed<'a>(names: impl Iterator<Item = &'a str>) -> String {
    let names: Vec<&str> = names.collect();
    if names.is_empty() {
        tr!("tdx-keys-listed-none")
    } else {
        names.join(", ")
    }
}

fn print_tokens(out: Out, tokens: &[Pkcs11Token]) -> Outcome {
    if out.json {
        return out.json(&tokens);
    }
    for t in tokens {
        if t.present {
            println!(
                "{}  {}",
                out.bold(&t.label),
                tr!(
                    "tdx-keys-token-line",
                    serial = &t.serial,
                    manufacturer = &t.manufacturer
                )
            );
        } else {
            println!("{}  {}", t.label, tr!("tdx-keys-slot-empty"));
        }
    }
    Ok(())
}

fn print_keys(out: Out, keys: &[Pkcs11Key]) -> Outcome {
    if out.json {
        return out.json(&keys);
    }
    if keys.is_empty() {
        println!("{}", tr!("tdx-keys-none-on-token"));
    }
    for k in keys {
        match (&k.address, &k.why_not) {
            (Some(address), _) if k.usable => println!(
                "{}  {}  {}  {}",
                out.bold(&k.label),
                tr!("tdx-keys-key-id", id = &k.id),
                k.curve,
                address
            ),
            (_, why) => println!(
                "{}  {}  {}  {} {}",
                k.label,
                tr!("tdx-keys-key-id", id = &k.id),
                k.curve,
                tr!("tdx-keys-not-usable"),
                why.clone().unwrap_or_else(|| tr!("tdx-keys-cannot-sign"))
            ),
        }
    }
    Ok(())
}

fn print_key(out: Out, what: &str, info: &KeyInfo) -> Outcome {
    if out.json {
        return out.json(info);
    }
    println!(
        "{} {}",
        out.green(what),
        tr!("tdx-keys-kept", address = &info.address)
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
        println!("{}", tr!("tdx-keys-register-it"));
    }
    Ok(())
}

/// The keystore's password: `TDX_KEYSTORE_PASSWORD`, else standard input.
fn keystore_password(path: &Path) -> Outcome<Sensitive<String>> {
    if let Ok(password) = std::env::var(PASSWORD_VAR) {
        return Ok(Sensitive::new(password));
    }
    secret_from_stdin(
        &tr!(
            "tdx-keys-keystore-password-prompt",
            path = path.display().to_string()
        ),
        "tdx keys import --keystore FILE < password.txt",
    )
}

/// A secret from standard input: asked without echo on a terminal, else the whole input
/// (surrounding white space removed). Never an argument, never printed.
pub(super) fn secret_from_stdin(prompt: &str, example: &str) -> Outcome<Sensitive<String>> {
    let unreadable = |e: std::io::Error| {
        Failure::new(
            Exit::Failed,
            tr!("tdx-stdin-unreadable", error = e.to_string()),
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
        return Err(Failure::usage(tr!("tdx-stdin-empty", example = example)));
    }
    Ok(secret)
}
