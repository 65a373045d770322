//! `tdx profiles` and `tdx profiles use NAME`.

use tdx_desk::app::ACTIVE_PROFILE_KEY;
use tdx_desk::profiles::{self, SANDBOX_PROFILE_ID};

use super::Desk;
use crate::args::ProfilesCommand;
use crate::exit::Outcome;
use crate::output::Out;

pub async fn run(desk: &Desk, out: Out, action: Option<ProfilesCommand>) -> Outcome {
    match action {
        None => list(desk, out),
        Some(ProfilesCommand::Use { name }) => use_profile(desk, out, &name).await,
    }
}

/// The profiles, the one in use marked: the one the app reopens at its next start.
fn list(desk: &Desk, out: Out) -> Outcome {
    let store = desk.app.store()?;
    let active = store
        .setting(SANDBOX_PROFILE_ID, ACTIVE_PROFILE_KEY)
        .map_err(tdx_desk::Error::from)?
        .unwrap_or_else(|| SANDBOX_PROFILE_ID.to_owned());
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
        println!("Only the built-in sandbox so far: add service profiles in the app's Settings.");
        return Ok(());
    }
    for p in &list {
        let mark = if p.active { "*" } else { " " };
        let address = match p.kind {
            profiles::ProfileKind::Sandbox => "embedded, started when used",
            _ => p.base_url.as_str(),
        };
        let line = format!("{mark} {:<28} {:<44} {address}", p.name, p.id);
        println!("{}", if p.active { out.bold(&line) } else { line });
    }
    Ok(())
}

async fn use_profile(desk: &Desk, out: Out, name: &str) -> Outcome {
    let id = {
        let store = desk.app.store()?;
        profiles::find(&store, name)?
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
