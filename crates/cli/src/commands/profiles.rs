//! `tdx profiles`, `tdx profiles use NAME`, and the service profiles made, changed and deleted
//! from the command line (`add`, `edit`, `remove`) with the app's own rules:
//! `tdx_desk::profiles::save` (the checks of the Settings form; a new address or client drops
//! the session and the client secret the old one issued) and `profiles::delete` (refused unless
//! what goes with the profile is what the user was shown). The client secret is read from
//! standard input into the keyring, never from an argument.

use std::io::{BufRead, IsTerminal, Write};

use tdx_desk::app::ACTIVE_PROFILE_KEY;
use tdx_desk::approval::{self, ApprovalPolicy};
use tdx_desk::profiles::{self, ProfileDeletion, ProfileView, SANDBOX_PROFILE_ID};
use tdx_desk::view::ServiceProfileInput;
use tdx_keys::Sensitive;
use tdx_store::Store;
use zeroize::Zeroize;

use super::Desk;
use crate::args::{ProfileAddArgs, ProfileEditArgs, ProfilesCommand};
use crate::exit::{Exit, Failure, Outcome};
use crate::output::Out;

pub async fn run(desk: &Desk, out: Out, action: Option<ProfilesCommand>) -> Outcome {
    match action {
        None => list(desk, out),
        Some(ProfilesCommand::Show { name }) => show(desk, out, &name),
        Some(ProfilesCommand::Use { name }) => use_profile(desk, out, &name).await,
        Some(ProfilesCommand::Add(args)) => add(desk, out, args),
        Some(ProfilesCommand::Edit(args)) => edit(desk, out, args).await,
        Some(ProfilesCommand::Remove {
            name,
            yes,
            delete_key,
        }) => remove(desk, out, &name, yes, delete_key.as_deref()),
    }
}

/// The profile the app reopens at its next start (the one in use), as the store remembers it.
fn remembered_active(store: &Store) -> Outcome<String> {
    Ok(store
        .setting(SANDBOX_PROFILE_ID, ACTIVE_PROFILE_KEY)
        .map_err(tdx_desk::Error::from)?
        .unwrap_or_else(|| SANDBOX_PROFILE_ID.to_owned()))
}

/// The profiles, the one in use marked: the one the app reopens at its next start.
fn list(desk: &Desk, out: Out) -> Outcome {
    let store = desk.app.store()?;
    let active = remembered_active(&store)?;
    let mut list = profiles::list(&store, &active)?;
    if !list.iter().any(|p| p.active) {
        // The remembered profile is gone: the app starts on the sandbox.
        for p in list.iter_mut() {
            p.active = p.id == SANDBOX_PROFILE_ID;
        }
    }
    if out.json {
        return out.json(&list);
    }
    if list.is_empty() {
        println!(
            "Only the built-in sandbox so far: add a service profile with `tdx profiles add` \
             (or in the app's Settings)."
        );
        return Ok(());
    }
    for p in &list {
        let mark = if p.active { "*" } else { " " };
        let address = match p.kind {
            profiles::ProfileKind::Sandbox => "embedded, started when used",
            _ => p.base_url.as_str(),
        };
        let second = if needs_second_person(&store, &p.id)? {
            "  [second person for transfers and surrenders]"
        } else {
            ""
        };
        let line = format!("{mark} {:<28} {:<44} {address}{second}", p.name, p.id);
        println!("{}", if p.active { out.bold(&line) } else { line });
    }
    Ok(())
}

async fn use_profile(desk: &Desk, out: Out, name: &str) -> Outcome {
    let id = {
        let store = desk.app.store()?;
        super::profile_argument(&store, name)?
    };
    let cx = desk.app.switch(&id).await?;
    let info = tdx_desk::session::session_info(&cx).await?;
    if out.json {
        return out.json(&info);
    }
    println!(
        "Now using {} ({}){}.",
        out.bold(&info.profile_name),
        info.base_url,
        if info.signed_in {
            ""
        } else {
            ": sign in with `tdx login`"
        }
    );
    Ok(())
}

/// The client secret from standard input, when asked for with `--client-secret-stdin`.
fn client_secret(wanted: bool) -> Outcome<Option<Sensitive<String>>> {
    if !wanted {
        return Ok(None);
    }
    super::keys::secret_from_stdin(
        "The OAuth client's secret (not shown): ",
        "tdx profiles add NAME ... --client-secret-stdin < secret.txt",
    )
    .map(Some)
}

/// The copy of the client secret the input held, wiped (the keyring has it now).
fn forget_secret(mut input: ServiceProfileInput) {
    if let Some(secret) = input.client_secret.as_mut() {
        secret.zeroize();
    }
}

/// A desk refusal of what was typed is a usage error (exit 2).
fn saved(store: &Store, input: &ServiceProfileInput, active: &str) -> Outcome<ProfileView> {
    profiles::save(store, input, active).map_err(super::usage_if_invalid)
}

/// `tdx profiles add NAME ...`: checked as the Settings form checks it, saved, its secret in
/// the keyring.
fn add(desk: &Desk, out: Out, args: ProfileAddArgs) -> Outcome {
    let secret = client_secret(args.client_secret_stdin)?;
    let store = desk.app.store()?;
    let active = remembered_active(&store)?;
    let scopes = if args.scopes.is_empty() {
        vec!["read".to_owned(), "write".to_owned()]
    } else {
        args.scopes
    };
    let input = ServiceProfileInput {
        id: None,
        name: args.name,
        base_url: args.base_url,
        client_id: args.client_id,
        client_secret: secret.as_ref().map(|s| s.expose().clone()),
        company_id: args.company,
        inbox_ids: args.inboxes,
        scopes,
        send_path: args.send_path.unwrap_or_default(),
        me_path: args.me_path,
    };
    let view = saved(&store, &input, &active);
    forget_secret(input);
    let view = view?;
    if out.json {
        return out.json(&view);
    }
    println!(
        "{} the profile {} ({}, id {}){}. Use it with `tdx profiles use {:?}` or `--profile`, \
         and sign in with `tdx login`.",
        out.green("Added"),
        out.bold(&view.name),
        view.base_url,
        view.id,
        if view.has_client_secret {
            "; its client secret is in the keyring"
        } else {
            ""
        },
        view.name
    );
    Ok(())
}

/// The profile's dual-control policy as its settings keep it (`approval::policy`'s keys,
/// `"on"`/`"off"`), read from the store without opening the profile (nor starting the
/// built-in sandbox).
fn stored_policy(store: &Store, profile_id: &str) -> Outcome<ApprovalPolicy> {
    let setting = |key: &str| -> Outcome<Option<String>> {
        Ok(store
            .setting(profile_id, key)
            .map_err(tdx_desk::Error::from)?)
    };
    Ok(ApprovalPolicy {
        required: setting("approval.required")?.as_deref() == Some("on"),
        include_copies: setting("approval.include_copies")?.as_deref() == Some("on"),
        folder: setting("approval.folder")?.filter(|f| !f.trim().is_empty()),
    })
}

fn needs_second_person(store: &Store, profile_id: &str) -> Outcome<bool> {
    Ok(stored_policy(store, profile_id)?.required)
}

/// `tdx profiles show NAME`: the profile and its dual-control policy.
fn show(desk: &Desk, out: Out, name: &str) -> Outcome {
    let store = desk.app.store()?;
    let id = super::profile_argument(&store, name)?;
    let active = remembered_active(&store)?;
    let profile = profiles::list(&store, &active)?
        .into_iter()
        .find(|p| p.id == id)
        .ok_or_else(|| Failure::usage("That profile no longer exists."))?;
    let policy = stored_policy(&store, &id)?;
    if out.json {
        return out.json(&serde_json::json!({ "profile": profile, "approvalPolicy": policy }));
    }
    println!("{} ({})", out.bold(&profile.name), profile.id);
    let row = |label: &str, value: &str| println!("  {label:<16} {value}");
    match profile.kind {
        profiles::ProfileKind::Sandbox => row("service", "the built-in sandbox"),
        _ => {
            row("service", &profile.base_url);
            row(
                "client",
                &format!(
                    "{}{}",
                    profile.client_id,
                    if profile.has_client_secret {
                        " (its secret in the keyring)"
                    } else {
                        ""
                    }
                ),
            );
            row("company", profile.company_id.as_deref().unwrap_or("-"));
            row("inboxes", &profile.inbox_ids.join(", "));
        }
    }
    row(
        "second person",
        &match (policy.required, policy.include_copies) {
            (false, _) => "not needed".to_owned(),
            (true, false) => {
                "needed for transfers and surrenders (tdx request; another profile approves)"
                    .to_owned()
            }
            (true, true) => {
                "needed for transfers, surrenders and copies (tdx request; another profile \
                 approves)"
                    .to_owned()
            }
        },
    );
    row(
        "requests folder",
        policy.folder.as_deref().unwrap_or("none"),
    );
    Ok(())
}

/// `tdx profiles edit NAME ...`: the stored profile with what was given changed, then its
/// dual-control policy when one of its options was given.
async fn edit(desk: &Desk, out: Out, args: ProfileEditArgs) -> Outcome {
    let policy_given = args.second_person.is_some()
        || args.include_copies.is_some()
        || args.requests_folder.is_some();
    let second_person = args.second_person;
    let include_copies = args.include_copies;
    let requests_folder = args.requests_folder.clone();
    let (id, view) = edit_profile(desk, out, args)?;
    if !policy_given {
        return Ok(());
    }
    let cx = desk.app.open_profile(&id).await?;
    let mut policy = approval::approval_policy(&cx)?;
    if let Some(on) = second_person {
        policy.required = on.is_on();
    }
    if let Some(on) = include_copies {
        policy.include_copies = on.is_on();
    }
    if let Some(folder) = requests_folder {
        policy.folder = if folder.trim().is_empty() {
            None
        } else {
            let path = std::path::absolute(folder.trim())
                .map_err(|e| Failure::usage(format!("The folder {folder} cannot be used: {e}.")))?;
            Some(path.display().to_string())
        };
    }
    approval::set_approval_policy(&cx, &policy).map_err(super::usage_if_invalid)?;
    if out.json {
        return out.json(&serde_json::json!({ "profile": view, "approvalPolicy": policy }));
    }
    let copies = if policy.include_copies {
        ", copies too"
    } else {
        ""
    };
    match (policy.required, &policy.folder) {
        (true, folder) => println!(
            "Transfers and surrenders on {} now need a second person{copies}: prepare them with \
             `tdx request …`; another profile approves them with `tdx approve FILE`.{}",
            out.bold(&view.name),
            folder
                .as_deref()
                .map(|f| format!(" Requests are also offered in {f}."))
                .unwrap_or_default()
        ),
        (false, _) => println!(
            "Transfers and surrenders on {} need no second person.",
            out.bold(&view.name)
        ),
    }
    Ok(())
}

/// The stored profile with what was given changed (printed unless a policy follows).
fn edit_profile(desk: &Desk, out: Out, args: ProfileEditArgs) -> Outcome<(String, ProfileView)> {
    let policy_given = args.second_person.is_some()
        || args.include_copies.is_some()
        || args.requests_folder.is_some();
    let store = desk.app.store()?;
    let id = super::profile_argument(&store, &args.profile_name)?;
    if id == SANDBOX_PROFILE_ID {
        return Err(Failure::usage(
            "The built-in sandbox profile cannot be changed.",
        ));
    }
    let active = remembered_active(&store)?;
    let before = profiles::list(&store, &active)?
        .into_iter()
        .find(|p| p.id == id)
        .ok_or_else(|| Failure::usage("That profile no longer exists."))?;
    let secret = client_secret(args.client_secret_stdin)?;
    let client_secret = match (&secret, args.remove_client_secret) {
        (Some(s), _) => Some(s.expose().clone()),
        (None, true) => Some(String::new()),
        (None, false) => None,
    };
    let input = ServiceProfileInput {
        id: Some(id.clone()),
        name: args.name.unwrap_or_else(|| before.name.clone()),
        base_url: args.base_url.unwrap_or_else(|| before.base_url.clone()),
        client_id: args.client_id.unwrap_or_else(|| before.client_id.clone()),
        client_secret,
        company_id: args
            .company
            .or_else(|| before.company_id.clone())
            .unwrap_or_default(),
        inbox_ids: if args.inboxes.is_empty() {
            before.inbox_ids.clone()
        } else {
            args.inboxes
        },
        scopes: if args.scopes.is_empty() {
            before.scopes.clone()
        } else {
            args.scopes
        },
        send_path: args.send_path.unwrap_or_else(|| before.send_path.clone()),
        me_path: Some(args.me_path.unwrap_or_else(|| before.me_path.clone())),
    };
    let view = saved(&store, &input, &active);
    forget_secret(input);
    let view = view?;
    if out.json {
        if !policy_given {
            out.json(&view)?;
        }
        return Ok((id, view));
    }
    println!(
        "{} the profile {}.",
        out.green("Saved"),
        out.bold(&view.name)
    );
    let moved = view.base_url != before.base_url || view.client_id != before.client_id;
    if moved {
        println!(
            "It now points at {} (client {}): the session and the client secret of the old \
             address were removed{}. Sign in again with `tdx login --profile {:?}`.",
            view.base_url,
            view.client_id,
            if view.has_client_secret {
                "; the secret given now is in the keyring"
            } else {
                "; give the new one with --client-secret-stdin if the service needs it"
            },
            view.name
        );
    }
    Ok((id, view))
}

/// `tdx profiles remove NAME`: what goes with it is shown and confirmed (the window's
/// confirmation); `profiles::delete` refuses unless that is still exactly what goes.
fn remove(desk: &Desk, out: Out, name: &str, yes: bool, delete_key: Option<&str>) -> Outcome {
    let store = desk.app.store()?;
    let id = super::profile_argument(&store, name)?;
    let active = remembered_active(&store)?;
    let facts = profiles::deletion_facts(&store, &id, &active).map_err(super::usage_if_invalid)?;
    let profile_name = store
        .profile(&id)
        .map_err(tdx_desk::Error::from)?
        .map(|p| p.name)
        .unwrap_or_else(|| id.clone());
    let shown = what_goes(&profile_name, &facts);
    let confirm = if yes {
        // A script says which key it deletes: another one (or one it did not expect) is refused.
        match (&facts.key_address, delete_key) {
            (Some(key), None) => {
                return Err(Failure::usage(format!(
                    "{shown}\nNothing was deleted: the profile's signing key {key} would be \
                     deleted with it; confirm with --delete-key {key}."
                )));
            }
            _ => ProfileDeletion {
                key_address: delete_key.map(str::to_owned),
                ..facts.clone()
            },
        }
    } else {
        if !std::io::stdin().is_terminal() {
            return Err(Failure::usage(format!(
                "{shown}\nThere is no terminal to ask for your confirmation on: nothing was \
                 deleted. Add --yes (and --delete-key ADDRESS when a key goes with it)."
            )));
        }
        eprintln!("{shown}");
        eprint!("Delete {profile_name}? [y/N] ");
        let _ = std::io::stderr().flush();
        let mut answer = String::new();
        std::io::stdin()
            .lock()
            .read_line(&mut answer)
            .map_err(|e| {
                Failure::new(Exit::Failed, format!("Your answer could not be read: {e}"))
            })?;
        if !matches!(answer.trim().to_lowercase().as_str(), "y" | "yes") {
            return Err(Failure::new(Exit::NeedsAttention, "Nothing was deleted."));
        }
        facts.clone()
    };
    profiles::delete(&store, &id, &active, &confirm)?;
    if out.json {
        return out.json(&serde_json::json!({ "deleted": id, "removed": facts }));
    }
    println!(
        "{} the profile {profile_name}; its journal ({} entries) stays.",
        out.green("Deleted"),
        facts.journal_entries
    );
    Ok(())
}

/// What deleting the profile removes and keeps, in words.
fn what_goes(name: &str, facts: &ProfileDeletion) -> String {
    let key = match &facts.key_address {
        Some(address) => format!("its signing key {address} (from the keyring, for good)"),
        None => "no signing key".to_owned(),
    };
    format!(
        "Deleting {name} removes {key}, its session and client secret, {} drafts and {} \
         contacts. Its journal ({} entries) stays, as the deleted profile's.",
        facts.drafts, facts.contacts, facts.journal_entries
    )
}
