//! `tdx login`, `tdx logout`, `tdx whoami`.

use tdx_desk::session;
use tdx_desk::view::SessionInfo;

use super::Desk;
use crate::exit::{Exit, Failure, Outcome};
use crate::output::Out;

pub async fn login(desk: &Desk, out: Out) -> Outcome {
    let cx = desk.context().await?;
    let info = session::sign_in(&cx).await?;
    if out.json {
        return out.json(&info);
    }
    println!(
        "{} to {} as {}.",
        out.green("Signed in"),
        info.profile_name,
        company(&info)
    );
    Ok(())
}

pub async fn logout(desk: &Desk, out: Out) -> Outcome {
    let cx = desk.context().await?;
    let info = session::sign_out(&cx).await?;
    if out.json {
        return out.json(&info);
    }
    println!("Signed out of {}.", info.profile_name);
    Ok(())
}

/// Who the session acts for; not signed in, exit 4.
pub async fn whoami(desk: &Desk, out: Out) -> Outcome {
    let cx = desk.context().await?;
    let info = session::session_info(&cx).await?;
    if out.json {
        out.json(&info)?;
    } else if info.signed_in {
        println!("{}", out.bold(&company(&info)));
        println!("  profile   {} ({})", info.profile_name, info.base_url);
        if let Some(id) = &info.company_id {
            println!("  company   {id}");
        }
        for inbox in &info.inbox_ids {
            println!("  inbox     {inbox}");
        }
        println!("  scopes    {}", info.scopes.join(" "));
        println!(
            "  key       {}",
            info.key_address.as_deref().unwrap_or("none yet")
        );
    }
    if !info.signed_in {
        return Err(Failure::new(
            Exit::NeedsAttention,
            format!(
                "You are not signed in to {}: sign in with `tdx login`.",
                info.profile_name
            ),
        ));
    }
    Ok(())
}

fn company(info: &SessionInfo) -> String {
    info.company_name
        .clone()
        .or_else(|| info.company_id.clone())
        .unwrap_or_else(|| "your company".into())
}
