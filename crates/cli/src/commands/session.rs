//! `tdx login`, `tdx logout`, `tdx whoami`.

use std::time::Duration;

use tdx_desk::error::ErrorCode;
use tdx_desk::session;
use tdx_desk::view::SessionInfo;

use super::Desk;
use crate::exit::{Exit, Failure, Outcome};
use crate::output::Out;

/// `tdx login`: the browser sign-in, the loopback listener waiting `wait` seconds for the
/// browser to come back.
pub async fn login(desk: &Desk, out: Out, wait: u64) -> Outcome {
    let cx = desk.context().await?;
    let info = match session::sign_in_within(&cx, Duration::from_secs(wait)).await {
        Ok(info) => info,
        Err(e) if e.error_code() == ErrorCode::AuthLoginTimeout => {
            return Err(Failure::new(
                Exit::Failed,
                format!(
                    "Nobody came back from the service's login page within {wait} seconds: the \
                     listener is closed and you are not signed in. Run `tdx login` again (with \
                     --wait SECONDS for longer), and finish the sign-in in the browser before \
                     then."
                ),
            ));
        }
        Err(e) => return Err(e.into()),
    };
    if out.json {
        return out.json(&info);
    }
    let who = company(&info);
    let stop = if who.ends_with('.') { "" } else { "." };
    println!(
        "{} to {} as {who}{stop}",
        out.green("Signed in"),
        info.profile_name
    );
    Ok(())
}

/// `tdx login --client-credentials`: the application's own session (no browser).
pub async fn login_client_credentials(desk: &Desk, out: Out) -> Outcome {
    let cx = desk.context().await?;
    let info = session::sign_in_client_credentials(&cx).await?;
    if out.json {
        return out.json(&info);
    }
    println!(
        "{} to {} as the application itself (client credentials), for {}.",
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
