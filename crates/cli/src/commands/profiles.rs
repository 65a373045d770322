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
use tdx_i18n::tr;
use tdx_keys::Sensitive;
use tdx_store::Store;
use zeroize::Zeroize;

use super::Desk;
use crate::args::{ProfileAddArgs, ProfileEditArgs, ProfilesCommand};
use crate::exit::{Exit, Failure, Outcome};
use crate::output::{Out, SLOT, fill_slot, pad};

/// `text` made inert, in bold (a profile's name inside a sentence).
fn bold_inert(out: Out, text: &str) -> String {
    out.bold(&tdx_text::Inert::new(text))
}

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
        println!("{}", tr!("tdx-profiles-only-sandbox"));
        return Ok(());
    }
    for p in &list {
        let mark = if p.active { "*" } else { " " };
        let address = match p.kind {
            profiles::ProfileKind::Sandbox => tr!("tdx-profiles-sandbox-address"),
            _ => p.base_url.clone(),
        };
        let second = if needs_second_person(&store, &p.id)? {
            format!("  {}", tr!("tdx-profiles-second-person-mark"))
        } else {
            String::new()
        };
        let line = format!(
            "{mark} {} {} {address}{second}",
            pad(&p.name, 28),
            pad(&p.id, 44)
        );
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
    let sentence = if info.signed_in {
        tr!(
            "tdx-profiles-now-using",
            name = SLOT,
            address = &info.base_url
        )
    } else {
        tr!(
            "tdx-profiles-now-using-signed-out",
            name = SLOT,
            address = &info.base_url
        )
    };
    println!(
        "{}",
        fill_slot(&sentence, &bold_inert(out, &info.profile_name))
    );
    Ok(())
}

/// The client secret from standard input, when asked for with `--client-secret-stdin`.
fn client_secret(wanted: bool) -> Outcome<Option<Sensitive<String>>> {
    if !wanted {
        return Ok(None);
    }
    super::keys::secret_from_stdin(
        &tr!("tdx-profiles-secret-prompt"),
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
    let command = format!("tdx profiles use {:?}", view.name);
    let rest = if view.has_client_secret {
        tr!(
            "tdx-profiles-added-with-secret",
            name = SLOT,
            address = &view.base_url,
            id = &view.id,
            command = command
        )
    } else {
        tr!(
            "tdx-profiles-added",
            name = SLOT,
            address = &view.base_url,
            id = &view.id,
            command = command
        )
    };
    println!(
        "{} {}",
        out.green(&tr!("tdx-profiles-added-word")),
        fill_slot(&rest, &bold_inert(out, &view.name))
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
        .ok_or_else(|| Failure::usage(tr!("tdx-profiles-gone")))?;
    let policy = stored_policy(&store, &id)?;
    if out.json {
        return out.json(&serde_json::json!({ "profile": profile, "approvalPolicy": policy }));
    }
    println!("{} ({})", out.bold(&profile.name), profile.id);
    let row = |label: String, value: &str| println!("  {} {value}", pad(&label, 16));
    match profile.kind {
        profiles::ProfileKind::Sandbox => row(
            tr!("tdx-profile-label-service"),
            &tr!("tdx-profile-builtin-sandbox"),
        ),
        _ => {
            row(tr!("tdx-profile-label-service"), &profile.base_url);
            row(
                tr!("tdx-profile-label-client"),
                &if profile.has_client_secret {
                    tr!(
                        "tdx-profile-client-with-secret",
                        client = &profile.client_id
                    )
                } else {
                    profile.client_id.clone()
                },
            );
            row(
                tr!("tdx-profile-label-company"),
                profile.company_id.as_deref().unwrap_or("-"),
            );
            row(
                tr!("tdx-profile-label-inboxes"),
                &profile.inbox_ids.join(", "),
            );
        }
    }
    row(
        tr!("tdx-profile-label-second-person"),
        &match (policy.required, policy.include_copies) {
            (false, _) => tr!("tdx-profile-second-person-not-needed"),
            (true, false) => tr!("tdx-profile-second-person-needed"),
            (true, true) => tr!("tdx-profile-second-person-needed-copies"),
        },
    );
    match policy.folder.as_deref() {
        Some(folder) => row(tr!("tdx-profile-label-requests-folder"), folder),
        None => row(
            tr!("tdx-profile-label-requests-folder"),
            &tr!("tdx-profile-no-requests-folder"),
        ),
    }
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
            let path = std::path::absolute(folder.trim()).map_err(|e| {
                Failure::usage(tr!(
                    "tdx-profiles-folder-unusable",
                    folder = &folder,
                    error = e.to_string()
                ))
            })?;
            Some(path.display().to_string())
        };
    }
    approval::set_approval_policy(&cx, &policy).map_err(super::usage_if_invalid)?;
    if out.json {
        return out.json(&serde_json::json!({ "profile": view, "approvalPolicy": policy }));
    }
    let sentence = match (policy.required, policy.include_copies) {
        (true, false) => tr!("tdx-profiles-second-person-on", name = SLOT),
        (true, true) => tr!("tdx-profiles-second-person-on-copies", name = SLOT),
        (false, _) => tr!("tdx-profiles-second-person-off", name = SLOT),
    };
    let folder = match (policy.required, &policy.folder) {
        (true, Some(folder)) => format!(
            " {}",
            tr!("tdx-profiles-requests-offered-in", folder = folder)
        ),
        _ => String::new(),
    };
    println!(
        "{}{folder}",
        fill_slot(&sentence, &bold_inert(out, &view.name))
    );
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
        return Err(Failure::usage(tr!("tdx-profiles-sandbox-unchangeable")));
    }
    let active = remembered_active(&store)?;
    let before = profiles::list(&store, &active)?
        .into_iter()
        .find(|p| p.id == id)
        .ok_or_else(|| Failure::usage(tr!("tdx-profiles-gone")))?;
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
        "{} {}",
        out.green(&tr!("tdx-profiles-saved-word")),
        fill_slot(
            &tr!("tdx-profiles-saved", name = SLOT),
            &bold_inert(out, &view.name)
        )
    );
    let moved = view.base_url != before.base_url || view.client_id != before.client_id;
    if moved {
        let command = format!("tdx login --profile {:?}", view.name);
        let sentence = if view.has_client_secret {
            tr!(
                "tdx-profiles-moved-with-secret",
                address = &view.base_url,
                client = &view.client_id,
                command = command
            )
        } else {
            tr!(
                "tdx-profiles-moved",
                address = &view.base_url,
                client = &view.client_id,
                command = command
            )
        };
        println!("{sentence}");
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
                    "{shown}\n{}",
                    tr!("tdx-profiles-remove-key-unconfirmed", key = key)
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
                "{shown}\n{}",
                tr!("tdx-profiles-remove-no-terminal")
            )));
        }
        eprintln!("{shown}");
        eprint!(
            "{}",
            tr!("tdx-profiles-remove-confirm", name = &profile_name)
        );
        let _ = std::io::stderr().flush();
        let mut answer = String::new();
        std::io::stdin()
            .lock()
            .read_line(&mut answer)
            .map_err(super::actions::unreadable_answer)?;
        if !super::actions::is_yes(&answer) {
            return Err(Failure::new(
                Exit::NeedsAttention,
                tr!("tdx-nothing-deleted"),
            ));
        }
        facts.clone()
    };
    profiles::delete(&store, &id, &active, &confirm)?;
    if out.json {
        return out.json(&serde_json::json!({ "deleted": id, "removed": facts }));
    }
    println!(
        "{} {}",
        out.green(&tr!("tdx-profiles-deleted-word")),
        tr!(
            "tdx-profiles-deleted",
            name = &profile_name,
            entries = crate::output::count(facts.journal_entries)
        )
    );
    Ok(())
}

/// What deleting the profile removes and keeps, in words.
fn what_goes(name: &str, facts: &ProfileDeletion) -> String {
    let drafts = crate::output::count(facts.drafts);
    let contacts = crate::output::count(facts.contacts);
    let entries = crate::output::count(facts.journal_entries);
    match &facts.key_address {
        Some(address) => tr!(
            "tdx-profiles-remove-what-goes-key",
            name = name,
            key = address,
            drafts = drafts,
            contacts = contacts,
            entries = entries
        ),
        None => tr!(
            "tdx-profiles-remove-what-goes",
            name = name,
            drafts = drafts,
            contacts = contacts,
            entries = entries
        ),
    }
}
